package silentdeath

import (
	"fmt"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// crewlessRoster is what Side 1 buys for its first roster so as to field
// nothing: craft without crew and gunners alone (no pilot), the points
// spent all the same (11.7), so that it can man no craft and forfeits the
// first scenario (the project's rule). Nil when it is not buying its
// first roster.
func crewlessRoster(c *Campaign) engine.Intent {
	if c.Phase().Name != PhaseCampRoster || !c.Phase().Acting(1) {
		return nil
	}
	left := c.shop.left(1)
	if left == 0 {
		return Done{By: 1}
	}
	var best engine.Intent
	for _, x := range c.Legal(1) {
		if b, ok := x.(Buy); ok && b.Bare() && (best == nil || b.Cost() > best.(Buy).Cost()) {
			best = b
		}
	}
	if best != nil {
		return best
	}
	return Hire{By: 1, Gnr: min(left, MaxSkill)}
}

// forfeitSession plays a campaign by the scripted opponent, both sides,
// Side 1 buying a crewless first roster, until the battle after the
// forfeited one is in its second turn.
func forfeitSession(t *testing.T) *engine.Session {
	t.Helper()
	sc := loadScenario(t, "campaign")
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(Game{}, sc, nil, 3, ps)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; ; k++ {
		c := sess.State().(*Campaign)
		if c.Played() == 1 && c.Battle() != nil && c.Battle().Phase().Turn >= 2 {
			return sess
		}
		if c.Outcome().Over || k > 20000 {
			t.Fatalf("the campaign never reached battle 2's second turn: %+v", c.Results())
		}
		in := crewlessRoster(c)
		if in == nil {
			p := c.Phase().Actors[0]
			if in, err = (Scripted{}).Choose(c.View(p), p); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
}

// TestLogBattleCountsAForfeitedBattle: a battle forfeited (a side could
// field nothing) has no turns in the log, yet the next is battle 2 in the
// header, so LogBattle says 2 and LogTurns lists its turns as battle 2's
// (counting the log's runs of "T<n>" made it battle 1).
func TestLogBattleCountsAForfeitedBattle(t *testing.T) {
	sess := forfeitSession(t)
	c := sess.State().(*Campaign)
	if r := c.Results(); len(r) != 1 || r[0].Reason != c.Squadron(1).Name+" could field no craft" {
		t.Fatalf("the first scenario was not forfeited: %+v", r)
	}
	spans := engine.LogTurns(sess)
	if len(spans) != 2 {
		t.Fatalf("LogTurns = %+v, want battle 2's T1 and T2", spans)
	}
	for k, s := range spans {
		if s.Battle != 2 || s.Turn != k+1 {
			t.Errorf("span %d: LogTurns = %+v, want battle 2's T%d", k, s, k+1)
		}
		for i := s.From; i < max(s.To, s.From+1); i++ {
			st := sess.StateAt(i).(*Campaign)
			if want := fmt.Sprintf("Battle %d, turn %d", s.Battle, s.Turn); st.TurnLabel() != want || st.LogBattle() != s.Battle {
				t.Fatalf("intent %d: the header reads %q and LogBattle says %d, want %q", i, st.TurnLabel(), st.LogBattle(), want)
			}
		}
	}
	if b := sess.StateAt(0).(*Campaign).LogBattle(); b != 0 {
		t.Errorf("between battles LogBattle says %d, want 0", b)
	}
}
