package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestWhyNot pins the reasons word for word at positions built with the
// tests' fixtures. A play-tester read "not possible now, in the Move
// phase" for Fleet Commander and the special abilities in the Quick
// Start, which has neither in any phase; for building, setting up and the
// initiative order once they were over; for ending a move in an allied
// ship's square, where the game's rule is that the ship must move on; and
// for launching in the Move phase, the very phase fighters launch in.
func TestWhyNot(t *testing.T) {
	const (
		scenarios = "this battle's fleets are the scenario's: none is built"
		begun     = "the fleets are built before the battle, and cannot change once it has begun"
		setUp     = "ships are set up before round 1 (Starting Positions); fighters come from the pool by launching"
		displace  = "a fighter is placed when a class 1 or 2 ship moves into its square and pushes it aside (Other Ships)"
		noWill    = "no ship of yours has Emperor's Will"
		noArray   = "no ship of yours has an Advanced Communications Array"
		noFighter = "no fighter of yours waits in the fighter pool"
		mustOn    = "X-wing cannot end its move in Y-wing's square and must move on (Move Phase, Other Ships)"
		order     = "the initiative winner chooses the order right after the initiative checks; this is the Move phase (with the 'choose' initiative option; with 'roll', the lower check moves first)"
	)
	// The X-wing one step into the Y-wing's square, with steps to go.
	ally := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter@10,10", "light:Y-wing Starfighter@11,10", "light:Millennium Falcon@10,20:N",
		"dark:Slave I (Boba Fett)@11,20:N", "dark:Imperial Star Destroyer@2,0:S")
	ally, _ = apply(t, ally, Step{By: 0, Ship: ally.ship(t, "X-wing"), Dir: DirE})
	quick := battle(t, RulesQuickStart, nil, lightFirst,
		"light:A-wing Starfighter@10,10", "dark:TIE Fighter@13,10", "dark:Imperial Star Destroyer@2,0:S")
	// Home One (Fighter Launch, an Advanced Communications Array) with an
	// X-wing in the pool, its reroll declined: the Move phase.
	carrier := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,10:N", "light:X-wing Starfighter",
		"dark:Imperial Star Destroyer@10,6:S", "dark:Emperor's Shuttle@20,6:S")
	carrier, _ = apply(t, carrier, Pass{By: 0})
	moved, _ := apply(t, carrier, Stop{By: 0, Ship: carrier.ship(t, "Home One"), Facing: grid.North})
	pool := battle(t, RulesAdvanced, nil, lightFirst,
		"light:X-wing Starfighter", "light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@2,0:S")
	build := newGame(t, "standard", 1)
	setup := build
	for setup.Phase().Name != PhaseSetup {
		who := setup.Phase().Actors[0]
		in, err := Scripted{}.Choose(setup.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		setup, _ = apply(t, setup, in)
	}

	for _, c := range []struct {
		name, kind string
		s          *State
		me         engine.Player
		want       string
	}{
		{"in an ally's square", KindStop, ally, 0, mustOn},
		{"in an ally's square", KindDone, ally, 0, mustOn},
		{"in an ally's square", KindShift, ally, 0, noWill},
		{"in an ally's square", KindReroll, ally, 0, noArray},
		{"in an ally's square", KindOrder, ally, 0, order},
		{"in an ally's square", KindAdd, ally, 0, scenarios},
		{"in an ally's square", KindRemove, ally, 0, scenarios},
		{"in an ally's square", KindPlace, ally, 0, setUp},
		{"in an ally's square", KindDisplace, ally, 0, displace},
		{"in an ally's square", KindLaunch, ally, 0, noFighter},
		{"in an ally's square", KindPlay, ally, 0, ""}, // counters unspent: the phase's word
		{"in an ally's square", KindAttack, ally, 0, ""},
		{"Quick Start", KindPlay, quick, 0, "not in the Quick Start battle: it leaves Fleet Commander out"},
		{"Quick Start", KindShift, quick, 0, "not in the Quick Start battle: it leaves special abilities out, Emperor's Will among them"},
		{"Quick Start", KindReroll, quick, 0, "not in the Quick Start battle: it leaves special abilities out, the Advanced Communications Array among them"},
		{"Quick Start", KindStop, quick, 0, ""}, // no ship under way
		{"carrier moving", KindLaunch, carrier, 0, "fighters launch after all the fleet's ships have moved (Launch Fighters): finish moving first"},
		{"carrier moving", KindReroll, carrier, 0, "an Advanced Communications Array rerolls the initiative check when it is made; this is the Move phase"},
		{"carrier moving", KindShift, carrier, 1, "it is Mark's turn to act (Move)"}, // the Emperor's Shuttle has it
		{"carrier moving", KindReroll, carrier, 1, noArray},
		{"carrier moved", KindLaunch, moved, 0, ""},
		{"fighter, no carrier", KindLaunch, pool, 0, "no ship of yours on the grid has Fighter Launch"},
		{"building", KindAdd, build, 0, ""},
		{"setting up", KindAdd, setup, setup.Phase().Actors[0], begun},
		{"setting up", KindRemove, setup, setup.Phase().Actors[0], begun},
		{"setting up", KindPlace, setup, setup.Phase().Actors[0], ""},
	} {
		if got := c.s.WhyNot(c.me, c.kind); got != c.want {
			t.Errorf("%s, side %d, %s: %q, want %q", c.name, c.me, c.kind, got, c.want)
		}
	}
}

// TestEveryKindSaysWhyInPlay: through scripted games of every shipped
// scenario, each side's every kind gets a reason or "" without a panic,
// however the game stands, and no reason is the phase's shell word.
func TestEveryKindSaysWhyInPlay(t *testing.T) {
	said := map[string]bool{}
	for _, sc := range scenarioNames {
		s := newGame(t, sc, 8)
		for i := 0; i < 400 && !s.Outcome().Over; i++ {
			for p := range s.fleets {
				view := s.View(engine.Player(p)).(*State)
				for kind := range whys {
					if w := view.WhyNot(engine.Player(p), kind); w != "" {
						said[w] = true
					}
				}
			}
			who := s.Phase().Actors[0]
			in, err := Scripted{}.Choose(s.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, in)
		}
	}
	for w := range said {
		if strings.Contains(w, "not possible now") {
			t.Errorf("a reason that is the phase: %q", w)
		}
	}
	t.Logf("%d reasons", len(said))
}

// TestStepWhyNot: a key of a move with no step in the list says why. A
// play-tester moved the Falcon until it had no square left and pressed the
// move key again: "not possible now, in the Move phase", in the very phase
// ships move, when the ship had only to end its move.
func TestStepWhyNot(t *testing.T) {
	s := battle(t, RulesQuickStart, nil, lightFirst,
		"light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@2,0:S")
	falcon := s.ship(t, "Falcon")
	for s.stepsLeft(falcon) > 0 {
		s, _ = apply(t, s, Step{By: 0, Ship: falcon, Dir: DirN})
	}
	if got, want := s.WhyNot(0, KindStep), s.Name(falcon)+" has moved as far as it may this round (class 3: 3 squares) and must end its move where it stands (Move Phase)"; got != want {
		t.Errorf("no square left: %q, want %q", got, want)
	}
	// A Falcon held by the Tractor Beams of the Star Destroyer after
	// one square: it must end its move there.
	held := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Millennium Falcon@10,10:N", "dark:Imperial Star Destroyer@9,7:S")
	held, _ = apply(t, held, Step{By: 0, Ship: held.ship(t, "Falcon"), Dir: DirN})
	if got, want := held.WhyNot(0, KindStep), "Falcon must end its move here, held by the Tractor Beams of Star Destroyer (Move Phase)"; got != want {
		t.Errorf("held: %q, want %q", got, want)
	}
	// The Falcon's move over, the Dark Side moves: the phase's word for
	// the Light Side, none for the Dark Side, whose ship has steps.
	moved, _ := apply(t, s, Stop{By: 0, Ship: falcon, Facing: grid.North})
	for p := range 2 {
		if got := moved.WhyNot(engine.Player(p), KindStep); got != "" {
			t.Errorf("Falcon moved, side %d: %q, want none", p, got)
		}
	}

	// An X-wing boxed in by enemy fighters: not one step is open.
	specs := []string{"light:X-wing Starfighter@10,10", "dark:Imperial Star Destroyer@2,0:S"}
	for _, d := range []string{"9,9", "10,9", "11,9", "9,10", "11,10", "9,11", "10,11", "11,11"} {
		specs = append(specs, "dark:TIE Fighter@"+d)
	}
	boxed := battle(t, RulesQuickStart, nil, lightFirst, specs...)
	if got := boxed.WhyNot(0, KindStep); !strings.Contains(got, "X-wing cannot move into TIE Fighter") {
		t.Errorf("boxed in: %q, want the refusal of a step", got)
	}
}
