package starmada

import (
	"slices"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestCandidatesFollowTheScript: in the Orders Phase the search weighs,
// for the next ship, the script's choice first and a few other poses, all
// legal; with every ship's orders written, only the submission; in other
// phases nothing of its own (Legal).
func TestCandidatesFollowTheScript(t *testing.T) {
	s := newGame(t, "standard", 3)
	for written := 0; ; written++ {
		c := s.Candidates(1)
		want, err := Scripted{}.Choose(s.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(c) == 0 || c[0] != want {
			t.Fatalf("after %d orders: candidates %v, the script chooses %v", written, c, want)
		}
		if _, done := want.(Submit); done {
			if len(c) != 1 {
				t.Fatalf("with every order written, candidates %v", c)
			}
			break
		}
		if len(c) > orderCandidates {
			t.Fatalf("%d candidates for one ship", len(c))
		}
		seen := map[engine.Intent]bool{}
		for _, in := range c {
			if seen[in] {
				t.Fatalf("%v twice among %v", in, c)
			}
			seen[in] = true
			if err := s.Check(in); err != nil {
				t.Fatalf("candidate %v: %v", in, err)
			}
		}
		s, _ = apply(t, s, want)
	}
	s, _ = apply(t, s, Submit{By: 1})
	if c := s.Candidates(1); c != nil {
		t.Errorf("Hegemony has submitted, yet candidates %v", c)
	}
	for !s.Outcome().Over && s.phase == phOrders {
		in, _ := Scripted{}.Choose(s.View(0), 0)
		s, _ = apply(t, s, in)
	}
	if p := s.Phase(); len(p.Actors) > 0 && s.Candidates(p.Actors[0]) != nil {
		t.Errorf("%s: candidates outside the Orders Phase", p.Name)
	}
}

// TestCandidatesInCombatAreWholeBatteries: in the Combat Phase the search
// weighs what Legal lists less its single-weapon declarations (4.1.1's
// split fire, a person's choice), so the expert plays as before they were
// listed.
func TestCandidatesInCombatAreWholeBatteries(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1509:N", "Blue:C:Admirable:1609:N")
	s.craft = nil
	s.phase, s.firing, s.firstFire = phCombat, 0, 0
	var want []string
	singles := 0
	for _, in := range s.Legal(0) {
		if x, ok := in.(Target); ok && len(x.Mounts) > 0 {
			singles++
			continue
		}
		want = append(want, describeIntent(in))
	}
	var got []string
	for _, in := range s.Candidates(0) {
		got = append(got, describeIntent(in))
	}
	if singles == 0 || !slices.Equal(got, want) {
		t.Fatalf("%d single weapons listed; candidates %v, want %v", singles, got, want)
	}
	if c := s.Candidates(1); c != nil {
		t.Errorf("Blue is not firing, yet candidates %v", c)
	}
}
