package starmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestUndoStopsAtTheReveal: in hotseat, orders written may be taken back,
// but not the seal that revealed the other side's orders (the ships moved
// by them), even when no die was rolled since: the player who sealed last
// would otherwise see the enemy's orders and write new ones (found by the
// play-test: standard, seed 14, turn 6).
func TestUndoStopsAtTheReveal(t *testing.T) {
	sc := loadScenario(t, "standard")
	slots := []engine.PlayerSlot{{Side: "Imperial", Kind: engine.Human}, {Side: "Hegemony", Kind: engine.Human}}
	sess, err := engine.NewSession(Game{}, sc, nil, 14, slots)
	if err != nil {
		t.Fatal(err)
	}
	wrote, revealed := false, false
	for k := 0; k < 5000 && !sess.State().Outcome().Over && !(wrote && revealed); k++ {
		st := sess.State()
		p := st.Phase().Actors[0]
		in, err := (Scripted{}).Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		events, err := sess.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		rolled := false
		for _, e := range events {
			rolled = rolled || e.Roll != nil
		}
		if rolled {
			continue
		}
		recs := sess.Records()
		last := recs[len(recs)-1]
		switch _, isOrders := in.(WriteOrders); {
		case isOrders:
			if !sess.CanUndo(p) {
				t.Fatalf("intent %d: orders just written cannot be taken back", len(recs))
			}
			wrote = true
		case engine.Revealed(st, in, sess.State(), p):
			if sess.CanUndo(p) {
				t.Fatalf("intent %d (%s) revealed the other side's orders and can be taken back", len(recs), last.Intent)
			}
			if _, err := sess.Undo(p); err == nil || !strings.Contains(err.Error(), "revealed") {
				t.Fatalf("Undo after the reveal: %v", err)
			}
			if _, ok := in.(Submit); !ok {
				t.Errorf("a %s revealed something; only the seal should", in.Kind())
			}
			revealed = true
		}
	}
	if !wrote || !revealed {
		t.Fatalf("the game met no orders written (%v) or no reveal without a roll (%v)", wrote, revealed)
	}
}
