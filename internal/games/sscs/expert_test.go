package sscs

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestExpert_ThreatWeighsExpertFearTenths: the expert's weights score every
// plot of a ship within an enemy's reach as the script does, less the
// threat at its end weighed at expertFear tenths instead of weightThreat:
// the two scores differ by exactly that, and by something for at least
// one plot (an enemy's guns reach it).
func TestExpert_ThreatWeighsExpertFearTenths(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-6", "S", 2})
	a := s.mustShip(t, "A")
	script := &brain{s: s, p: 0}
	expert := &brain{s: s, p: 0, tune: s.expertTuning(0)}
	if expert.tune == nil {
		t.Fatal("no expert weights for a side that does not escape")
	}
	threatened := 0
	for _, p := range s.candidates(a) {
		sc, ok1 := script.plotScore(a, p)
		ex, ok2 := expert.plotScore(a, p)
		if !ok1 || !ok2 {
			t.Fatalf("plot %v refused: %v %v", p, ok1, ok2)
		}
		l := s.ledger(a, p)
		threat := script.threat(a, l.Path[len(l.Path)-1].Hex, p.Evasive)
		if threat > 0 {
			threatened++
		}
		if want := threat*weightThreat/10 - threat*expertFear/10; ex-sc != want {
			t.Errorf("plot %v: the expert scores %d, the script %d; want %d apart (threat %d)", p, ex, sc, want, threat)
		}
	}
	if threatened == 0 {
		t.Fatal("no plot within the enemy's reach: the test proves nothing")
	}
}

// TestExpertLead_SpeedsAndPlotsOnly: over a standard battle played by the
// script, the expert's own choice is a legal speed, declaration or plot
// of p in the Declaration and Movement phases and nil everywhere else;
// somewhere in the battle it differs from the script's (else the hook
// would change nothing).
func TestExpertLead_SpeedsAndPlotsOnly(t *testing.T) {
	st := engine.State(newGame(t, "standard", 3))
	leads, departures := 0, 0
	for k := 0; !st.Outcome().Over; k++ {
		if k > 5000 {
			t.Fatal("the battle does not end")
		}
		p := st.Phase().Actors[0]
		view := st.View(p)
		script, err := Scripted{}.Choose(view, p)
		if err != nil {
			t.Fatal(err)
		}
		lead := ExpertLead(view, p)
		switch ph := st.(*State).phase; {
		case ph != phDeclare && ph != phMove:
			if lead != nil {
				t.Fatalf("%s: a lead %v outside the Declaration and Movement phases", st.Phase().Name, lead)
			}
		case lead == nil:
			t.Fatalf("%s: no lead for player %d", st.Phase().Name, p)
		default:
			leads++
			if lead.Actor() != p {
				t.Fatalf("the lead %v is not player %d's", lead, p)
			}
			if err := view.(*State).Check(lead); err != nil {
				t.Fatalf("the lead %v is refused: %v", lead, err)
			}
			if !reflect.DeepEqual(lead, script) {
				departures++
			}
		}
		if ExpertLead(view, 1-p) != nil && !st.Phase().Acting(1-p) {
			t.Fatalf("a lead for player %d, who may not act", 1-p)
		}
		if st, _, err = st.Apply(script); err != nil {
			t.Fatal(err)
		}
	}
	if leads == 0 || departures == 0 {
		t.Errorf("%d leads, %d not the script's: want some of each", leads, departures)
	}
}

// TestExpertLead_EscapingSideKeepsTheScript: in the pursuit the Vorr win by
// escaping, which the script's caution serves, so the expert leaves their
// choices to it (nil) and leads the Concord's.
func TestExpertLead_EscapingSideKeepsTheScript(t *testing.T) {
	s := newGame(t, "pursuit", 1)
	if !s.rules.escape[1] || s.rules.escape[0] {
		t.Fatalf("the pursuit's escaping sides are %v, want the Vorr's alone", s.rules.escape)
	}
	if in := ExpertLead(s.View(1), 1); in != nil {
		t.Errorf("the escaping Vorr are led to %v, want the script's choice (nil)", in)
	}
	if in := ExpertLead(s.View(0), 0); in == nil {
		t.Error("the Concord have no lead in the Declaration phase")
	}
	if ExpertLead(nil, 0) != nil || ExpertLead(s, 2) != nil {
		t.Error("a lead without a state or for no player")
	}
}
