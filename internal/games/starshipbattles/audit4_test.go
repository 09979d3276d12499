package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// The fourth audit: places the earlier audits left unpinned.

// Example Round: each side may fire exactly the weapons the text names
// (Mark: Turbolasers, Ion Cannons, Barrage at the Executor's front face;
// Jennifer: Turbolasers, Ion Cannon, Frontal Battery at the Viscount's
// side face), neither has Point-Defense to use, no fighter can attack, and
// Mark may not move before Jennifer, the low roller, has moved.
func TestExample_ExampleRound_WhatEachSideMayDo(t *testing.T) {
	r := exampleRound(t)
	vis, exe := r.start.ship(t, "Viscount"), r.start.ship(t, "Executor")
	refuse(t, r.start, Step{By: 0, Ship: vis, Dir: DirN}, "Jennifer's turn")

	type fire struct {
		weapon string
		face   grid.FaceSet
	}
	listed := func(s *State, p engine.Player) map[fire]bool {
		t.Helper()
		out := map[fire]bool{}
		for _, in := range s.Legal(p) {
			a, ok := in.(Attack)
			if !ok {
				continue
			}
			if s.class(a.Ship) == 4 {
				t.Fatalf("%s is listed: no fighter is adjacent to an enemy", s.Describe(a, p))
			}
			out[fire{s.weaponOf(a.Ship, a.Weapon).Name, a.Face}] = true
		}
		return out
	}
	mark := listed(r.moved, 0)
	want := map[fire]bool{{"Turbolasers", grid.Front}: true, {"Ion Cannons", grid.Front}: true, {"Barrage", grid.Front}: true}
	if len(mark) != len(want) {
		t.Fatalf("Mark may fire %v, want %v", mark, want)
	}
	for f := range want {
		if !mark[f] {
			t.Fatalf("Mark may fire %v, want %v", mark, want)
		}
	}
	if len(r.moved.pdq) != 0 {
		t.Fatal("Mark has Point-Defense attacks with no fighter adjacent to the Viscount")
	}
	// Each weapon once: the Barrage a second time at the same broadside is
	// refused.
	refuse(t, r.markBarrage, Attack{By: 0, Ship: vis, Weapon: 2, Target: exe, Face: grid.Front}, "broadside")

	jen := listed(r.markIon, 1)
	want = map[fire]bool{{"Turbolasers", grid.Left}: true, {"Ion Cannon", grid.Left}: true, {"Frontal Battery", grid.Left}: true}
	if len(jen) != len(want) {
		t.Fatalf("Jennifer may fire %v, want %v", jen, want)
	}
	for f := range want {
		if !jen[f] {
			t.Fatalf("Jennifer may fire %v, want %v", jen, want)
		}
	}
	if len(r.markIon.pdq) != 0 {
		t.Fatal("Jennifer has Point-Defense attacks with no fighter adjacent to the Executor")
	}
	if d := r.markIon.side(vis).Defense[FaceLeft]; d != 14 {
		t.Fatalf("the Viscount's side face has Defense %d, want 14", d)
	}
}

// teamBattle is a fixed battle for four: seats Light, Dark, Light, Dark.
func teamBattle(t *testing.T, faces []int, ships [4][]ShipFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Rules: RulesAdvanced, Setup: "fixed"}
	for p, name := range []string{"Rebel Fleet", "Imperial Fleet", "Mon Cal Squadron", "Coruscant Defence"} {
		faction := "light"
		if p%2 == 1 {
			faction = "dark"
		}
		f.Sides = append(f.Sides, SideFile{Name: name, Faction: faction, Ships: ships[p]})
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Game{}.newState(sc, nil, engine.NewDice(1).Force(faces...))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Team Play: the battle goes on until both fleets of one team are
// destroyed. A player whose fleet is gone is passed over; its teammate
// fights on, and the other team wins only when that fleet is gone too.
func TestRule_TeamPlay_BothFleetsOfATeam(t *testing.T) {
	s := teamBattle(t, []int{15, 7, 12, 4},
		[4][]ShipFile{
			{{Card: "Millennium Falcon", At: "4,29", Facing: "N"}},
			{{Card: "Slave I (Boba Fett)", At: "4,1", Facing: "S"}},
			{{Card: "Rebel Blockade Runner", At: "20,29", Facing: "N"}},
			{{Card: "Emperor's Shuttle", At: "20,1", Facing: "S"}},
		})
	falcon, runner := s.ship(t, "Falcon"), s.ship(t, "Blockade Runner")
	n := atDamage(s)
	n.ships[falcon].damage = 10
	var ev []engine.Event
	n.settle(&ev)
	if n.ships[falcon].status != stDestroyed {
		t.Fatalf("the Falcon with 10 counters: %+v", n.ships[falcon])
	}
	if n.Outcome().Over {
		t.Fatalf("one fleet of the Light team is destroyed, its teammate's is not: %+v", n.Outcome())
	}
	// Round 2: Light 12, Dark 4, so the Dark team moves first. The Rebel
	// Fleet has nothing to move or fire and is passed over.
	for n.phase != phAttack {
		p := n.Phase().Actors[0]
		if p == 0 {
			t.Fatalf("the Rebel Fleet, with no ship left, is asked to act in the %s phase", n.Phase().Name)
		}
		n, _ = apply(t, n, Done{By: p})
	}
	n = atDamage(n)
	n.ships[runner].damage = 10
	ev = nil
	n.settle(&ev)
	out := n.Outcome()
	if !out.Over || out.Winner != 1 || !strings.Contains(out.Reason, "Dark Side") {
		t.Fatalf("both Light fleets destroyed: %+v, want the Dark team (first seat 1) to win", out)
	}
}
