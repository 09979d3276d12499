package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The scripted opponent's considerations that the shipped scenarios'
// balance showed missing (docs/rules/sscs.md, "The scripted opponent").

// mountOf is the index of a ship's first mount with a projector effect.
func mountOf(t *testing.T, s *State, id ShipID, e string) int {
	t.Helper()
	for m, mt := range s.cls(id).mounts {
		if mt.effect == e {
			return m
		}
	}
	t.Fatalf("no %s mount", e)
	return -1
}

// TestScripted_NoPulseOnTheShipItsBoardersHold: in the boarding action the
// Maw starts docked to the Bastion with its troops ready. A pulse on the
// Bastion would shut the Maw down too (the area takes in every ship in the
// hex) and call its boarding off, so the Gorgon values it at nothing, even
// when the Bastion, badly hurt, is worth more a point than the Maw; the
// same pulse at the Lance, with no friend near it, is worth something.
func TestScripted_NoPulseOnTheShipItsBoardersHold(t *testing.T) {
	s := newGame(t, "boarding", 1)
	gorgon, bastion, lance, maw := s.mustShip(t, "Gorgon"), s.mustShip(t, "Bastion"), s.mustShip(t, "Lance"), s.mustShip(t, "Maw")
	b := &brain{s: s, p: 1}
	if b.holding(maw) != bastion {
		t.Fatalf("the Maw holds %v, want the Bastion", b.holding(maw))
	}
	// The Bastion badly hurt (worth more a point than the Maw): the pulse
	// would still cost the boarding.
	pts := s.mutPts(bastion)
	for i := 3; i < len(pts); i++ {
		pts[i] |= ptDown
	}
	if b.worth(bastion) <= b.worth(maw) {
		t.Fatalf("the Bastion is worth %d a point, the Maw %d: want the Bastion more", b.worth(bastion), b.worth(maw))
	}
	g := s.mut(gorgon)
	g.path = []Pose{{Hex: g.pos, Heading: g.heading}}
	emp := mountOf(t, s, gorgon, design.EMP)
	if v := b.projectValue(gorgon, Project{By: 1, Ship: gorgon, Weapon: emp, Target: bastion}); v != 0 {
		t.Errorf("a pulse on the Bastion, the Maw alongside it, is worth %d, want 0", v)
	}
	// Bring the Lance within the pulse's reach: a target with no friend
	// near is still worth a pulse.
	l := s.mut(lance)
	l.pos = hex.Add(g.pos, hex.Scale(hex.Direction(3).Offset(), 3))
	if v := b.projectValue(gorgon, Project{By: 1, Ship: gorgon, Weapon: emp, Target: lance}); v <= 0 {
		t.Errorf("a pulse on the Lance is worth %d, want more than 0", v)
	}
}

// TestScripted_EscapingSideRuns: in the pursuit the Vorr win by escaping
// (escape: true), which needs the squadrons out of reach and not closing.
// The script pulls the Concord toward the enemy and pushes the Vorr away
// from it; the Vorr declare their first speeds up, straight on away from
// the pickets (they start heading N, the Concord south of them).
func TestScripted_EscapingSideRuns(t *testing.T) {
	s := newGame(t, "pursuit", 1)
	shade, lance := s.mustShip(t, "Shade"), s.mustShip(t, "Lance")
	vorr := &brain{s: s, p: 1}
	concord := &brain{s: s, p: 0}
	north := hex.Direction(0).Offset()
	near, far := s.ships[shade].pos, hex.Add(s.ships[shade].pos, hex.Scale(north, 20))
	if a, b := vorr.approach(shade, far), vorr.approach(shade, near); a <= b {
		t.Errorf("the escaping Shade scores %d 20 hexes further away and %d where it is, want further higher", a, b)
	}
	south := hex.Add(s.ships[lance].pos, hex.Scale(north, -40))
	if a, b := concord.approach(lance, s.ships[lance].pos), concord.approach(lance, south); a <= b {
		t.Errorf("the chasing Lance scores %d where it is and %d 40 hexes further back, want nearer higher", a, b)
	}
	declared := map[ShipID]int{}
	for range 40 {
		in, err := Scripted{}.Choose(s.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		if x, ok := in.(Speed); ok {
			declared[x.Ship] = x.Speed
		}
		if _, ok := in.(Seal); ok {
			break
		}
		s, _ = apply(t, s, in)
	}
	for _, name := range []string{"Shade", "Hydra", "Gorgon", "Maw"} {
		id := s.mustShip(t, name)
		if v, ok := declared[id]; !ok || v <= s.ships[id].speed {
			t.Errorf("%s declared speed %d (declared %v) from %d, want faster", name, v, ok, s.ships[id].speed)
		}
	}
}

// TestScripted_SpareMPGoOnEvasion: a ship no enemy can reach scores a plot
// with its spare MP on evasive maneuvers above the same plot without them,
// by exactly the MP: they last until its next move (Movement), which the
// threat at its end hex does not see.
func TestScripted_SpareMPGoOnEvasion(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-200", "S", 0})
	a := s.mustShip(t, "A")
	b := &brain{s: s, p: 0}
	with, ok1 := b.plotScore(a, Plot{Evasive: 9})
	without, ok2 := b.plotScore(a, Plot{})
	if !ok1 || !ok2 {
		t.Fatalf("plots refused: %v %v", ok1, ok2)
	}
	if with-without != 9 {
		t.Errorf("9 evasive MP add %d to the score, want 9", with-without)
	}
	if p, _ := b.bestPlot(a); p.Evasive == 0 {
		t.Errorf("best plot %v spends no MP on evasion", p)
	}
}
