package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// declarationKinds are the kinds WhyNot answers for.
var declarationKinds = []string{KindSpeed, KindDock, KindLaunch, KindRepair, KindReload, KindBoard, KindRam, KindMode, KindAssign, KindClear}

// TestWhyNot pins the reasons word for word, each at a position built
// with the tests' fixtures: the meeting engagement's first turn (seed 3,
// where a play-tester pressed r, d, b, o, x, a and c and read "not possible
// now, in the Declaration phase" for every one), a docking, a boarding, a
// carrier, full magazines, and declarations made already, which Clear
// takes back.
func TestWhyNot(t *testing.T) {
	const (
		noDock    = "no ship to dock with: none of yours can end this turn's move in one hex, at one speed and heading, with a ship in its hex, a friendly carrier with room for it or an enemy for its boarding troops (Docking; Movement 4–5)"
		allDocked = "every ship of yours is docked already, and a ship docks with one ship at a time (Docking)"
		noCraft   = "no craft of yours is in a hangar to launch (Launching)"
		noDamage  = "nothing to repair: no system of your ships is damaged"
		noReloads = "no ship of yours carries magazine reloads: a design buys them for a railgun, antimissile or torpedo (section 1, Weapon Design: magazine reloads)"
		noBoard   = "nothing to board: no ship of yours is docked with an enemy ship, and boarding is declared once a docking is complete (Boarding Squad Combat)"
		noRam     = "nothing to ram: no ship of yours can enter an enemy's hex this turn, at a speed its MP reach with MP left to turn towards it (Ramming; Movement 4–5)"
		noMode    = "no boarding unit of yours is in a boarding action: a unit takes a mode when enemy units are aboard with it, or when its ship is docked with an enemy ship (Boarding Squad Combat)"
		noAssign  = "nothing to attack: no enemy boarding unit is aboard a ship with one of yours (Boarding Squad Combat)"
		noClear   = "nothing to take back: no ship of yours has declared anything this turn"
	)
	meeting := newGame(t, "standard", 3)
	speeds := meeting
	for _, sh := range meeting.Ships() {
		if sh.Side == 0 && sh.Status == StatusActive {
			speeds, _ = apply(t, speeds, Speed{By: 0, Ship: sh.ID, Speed: sh.Speed})
		}
	}
	sealed, _ := apply(t, meeting, Seal{By: 0})
	nest := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 1}, place{1, "T", "Target", "5,5", "N", 1})
	launched := nest
	for _, sh := range nest.Ships() {
		if sh.Status == StatusAboard {
			launched, _ = apply(t, launched, Launch{By: 0, Craft: sh.ID})
		}
	}
	pair := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Target", "0,0", "N", 1})
	// A turn into the docking: one more to go.
	docking, _ := playTurn(t, pair, turnPlan{decl: []engine.Intent{Dock{By: 0, Ship: pair.mustShip(t, "A"), With: pair.mustShip(t, "B")}}})
	boardedPair := boarded(t, 1)
	pursuit := newGame(t, "pursuit", 1) // the Concord's Kestrels carry magazine reloads, the Vorr none

	for _, c := range []struct {
		name     string
		s        *State
		me       engine.Player
		kind     string
		want     string
		takeBack bool
	}{
		{"meeting", meeting, 0, KindSpeed, "", false}, // offered
		{"meeting", meeting, 0, KindDock, noDock, false},
		{"meeting", meeting, 0, KindRepair, noDamage, false},
		{"meeting", meeting, 0, KindReload, noReloads, false},
		{"meeting", meeting, 0, KindBoard, noBoard, false},
		{"meeting", meeting, 0, KindRam, noRam, false},
		{"meeting", meeting, 0, KindMode, noMode, false},
		{"meeting", meeting, 0, KindAssign, noAssign, false},
		{"meeting", meeting, 0, KindClear, noClear, false},
		{"meeting", meeting, 0, KindSeal, "", false}, // not a declaration of a ship
		{"meeting, every speed declared", speeds, 0, KindSpeed, "the Bastion has declared its speed already", true},
		{"meeting, every speed declared", speeds, 0, KindClear, "", false},
		{"meeting, Red sealed", sealed, 0, KindRepair, "", false}, // not Red's part now
		{"meeting, Red sealed", sealed, 1, KindRepair, noDamage, false},
		{"pursuit", pursuit, 0, KindReload, "the Kestrel's Mass driver still has 5 of its 5 shots: only an empty magazine is reloaded, a reload being a whole magazine (the project's own rule)", false},
		{"pursuit", pursuit, 1, KindReload, noReloads, false},
		{"carrier", nest, 0, KindLaunch, "", false},
		{"carrier", nest, 1, KindLaunch, noCraft, false},
		{"carrier, every craft launched", launched, 0, KindLaunch, "the N Dart 1 has declared its launch already", true},
		{"docking, one turn done", docking, 0, KindBoard, "the A's docking with the B is not complete: it completes in this turn's Activity phase if they stay together, and boarding is declared once it has (Boarding Squad Combat)", false},
		{"docked", docked(t), 0, KindDock, allDocked, false},
		{"docked", docked(t), 0, KindBoard, "", false},
		{"boarded", boardedPair, 0, KindBoard, "the A has no boarding squads aboard to send (Boarding Squad Combat)", false},
		{"boarded", boardedPair, 0, KindMode, "the Marine Squad has fought in its mode: it cannot change until the combat is over (Boarding Squad Combat)", false},
		{"boarded", boardedPair, 1, KindMode, "the Commando Unit has fought in its mode: it cannot change until the combat is over (Boarding Squad Combat)", false},
		{"boarded", boardedPair, 0, KindAssign, "", false},
	} {
		why, takeBack := c.s.WhyNot(c.me, c.kind)
		if why != c.want || takeBack != c.takeBack {
			t.Errorf("%s, side %d, %s: %q, %v; want %q, %v", c.name, c.me, c.kind, why, takeBack, c.want, c.takeBack)
		}
	}
}

// TestWhyNotOnlyInTheDeclarations: once both sides have sealed, the phase
// is the reason, and WhyNot leaves it to the caller.
func TestWhyNotOnlyInTheDeclarations(t *testing.T) {
	s, _ := apply(t, newGame(t, "standard", 3), Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if s.Phase().Name == PhaseDeclare {
		t.Fatalf("still declaring: %+v", s.Phase())
	}
	for _, p := range []engine.Player{0, 1} {
		for _, kind := range declarationKinds {
			if why, takeBack := s.WhyNot(p, kind); why != "" || takeBack {
				t.Errorf("%s phase, side %d, %s: %q, %v", s.Phase().Name, p, kind, why, takeBack)
			}
		}
	}
}

// TestEveryDeclarationKindSaysWhy: through scripted games of every
// shipped scenario, at every position of the Declaration phase, each
// declaration kind of a side that acts has a reason exactly when Legal
// offers nothing of its kind, and no reason is the phase's.
func TestEveryDeclarationKindSaysWhy(t *testing.T) {
	said := map[string]bool{}
	for _, sc := range []string{"standard", "boarding", "pursuit", "built"} {
		s := newGame(t, sc, 8)
		for i := 0; i < 300 && !s.Outcome().Over; i++ {
			if s.Phase().Name == PhaseDeclare {
				for _, p := range s.Phase().Actors {
					view := s.View(p).(*State)
					for _, kind := range declarationKinds {
						got, _ := view.WhyNot(p, kind)
						if offered := offers(view.Legal(p), kind, NoShip); offered != (got == "") {
							t.Fatalf("%s, intent %d, side %d, %s: offered %v, reason %q", sc, i, p, kind, offered, got)
						}
						if got != "" {
							said[got] = true
						}
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

// TestWhyNotBuildKinds: after the Hornet's fire a stray y (the squadron
// builder's key) read "Squadron ready: not possible now, in the Movement
// phase" in the meeting engagement, a scenario with no Build phase at all.
// The squadron builder's kinds say that the scenario's squadrons are set,
// or, in the built scenario once the battle has begun, that they are
// built before it; in the Build phase, nothing (they are offered there).
func TestWhyNotBuildKinds(t *testing.T) {
	const (
		given = "this battle's squadrons are the scenario's: none is built"
		begun = "the squadrons are built before the battle, and cannot change once it has begun"
	)
	meeting := newGame(t, "standard", 3)
	moving, _ := apply(t, meeting, Seal{By: 0})
	moving, _ = apply(t, moving, Seal{By: 1})
	built := newGame(t, "built", 1)
	battle := built
	for i := 0; battle.Phase().Name == PhaseBuild; i++ {
		if i > 200 {
			t.Fatal("the squadrons are never built")
		}
		who := battle.Phase().Actors[0]
		in, err := Scripted{}.Choose(battle.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		battle, _ = apply(t, battle, in)
	}
	for _, kind := range []string{KindPick, KindUnpick, KindReady} {
		for _, c := range []struct {
			name string
			s    *State
			want string
		}{
			{"meeting, declaring", meeting, given},
			{"meeting, moving", moving, given},
			{"built, building", built, ""},
			{"built, in battle", battle, begun},
		} {
			if why, takeBack := c.s.WhyNot(0, kind); why != c.want || takeBack {
				t.Errorf("%s (%s phase), %s: %q, %v; want %q", c.name, c.s.Phase().Name, kind, why, takeBack, c.want)
			}
		}
	}
}
