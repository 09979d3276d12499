package search

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRewardCountsAnAllysWin: a playout that ends in a team's win rewards
// every seat of the team, the winner of record and its allies (Team Play,
// engine.Outcome.Won), with 1, and the other team with 0; a draw gives
// each 0.5. A seat whose teammate was the winner of record scored its
// team's win as a loss before.
func TestRewardCountsAnAllysWin(t *testing.T) {
	for _, c := range []struct {
		name string
		out  engine.Outcome
		want []float64
	}{
		{"team win", engine.Outcome{Over: true, Winner: 1, Allies: []engine.Player{3}, Reason: "x"}, []float64{0, 1, 0, 1}},
		{"single win", engine.Outcome{Over: true, Winner: 2, Reason: "x"}, []float64{0, 0, 1, 0}},
		{"draw", engine.Outcome{Over: true, Winner: engine.NoPlayer, Reason: "x"}, []float64{0.5, 0.5, 0.5, 0.5}},
	} {
		st := newPig(4, 10, 1)
		st.out = c.out
		w := &worker{cfg: &Config{}, me: 3, rew: make([]float64, 4)}
		w.score(st)
		for q, want := range c.want {
			if w.rew[q] != want {
				t.Errorf("%s: seat %d's reward %v, want %v", c.name, q, w.rew[q], want)
			}
		}
		if w.won != c.want[3] {
			t.Errorf("%s: the searching seat's reward %v, want %v", c.name, w.won, c.want[3])
		}
	}
}
