package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestMatKeepsTheWinnersPointsLeft: a game ended by a shot leaves its
// shooter the action points it did not spend, and the mat shows them; it
// showed them all spent once the game was over (found in play: "AP ○○○○
// 0/4" after a winning missile with three left).
func TestMatKeepsTheWinnersPointsLeft(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 60 && found < 3; seed++ {
		s := newGame(t, "standard", seed)
		var st engine.State = s
		for i := 0; i < 5000 && !st.Outcome().Over; i++ {
			p := st.Phase().Actors[0]
			in, err := Scripted{}.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if st, _, err = st.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		end := st.(*State)
		if !end.over || end.ap == 0 {
			continue // ended by the turn's end, or with no point left
		}
		found++
		if m := end.Mat(end.mover()); m.AP != int(end.ap) {
			t.Fatalf("seed %d: the winner's mat shows %d action points left, the state %d", seed, m.AP, end.ap)
		}
	}
	if found == 0 {
		t.Fatal("no game ended by a shot with points left: the test saw nothing")
	}
}
