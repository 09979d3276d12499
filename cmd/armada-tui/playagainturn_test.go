package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/store"
)

// TestPlayAgainSaysTheTurnNotTheMoves: play --save over the same game's
// unfinished save said "it holds 1 moves this game would lose": bad
// grammar, and a count of an unfinished game's moves, which can tell one
// side how many secret orders the other wrote (the project prints no such
// count elsewhere; found by a play-tester). The refusal now says where the
// game stands, in the game's word for a turn ("now in round 1" in
// Starship Battles), and counts nothing.
func TestPlayAgainSaysTheTurnNotTheMoves(t *testing.T) {
	for _, tc := range []struct{ game, word string }{{"race", "turn"}, {"starshipbattles", "round"}} {
		c := newCLI(t, tc.game != "race")
		path := filepath.Join(t.TempDir(), "x.json")
		c.ok("play", tc.game, "--seed", "1", "--save", path)
		s := c.screen.sess
		p := s.State().Phase().Actors[0]
		if _, err := s.Apply(s.Legal(p)[0]); err != nil {
			t.Fatal(err)
		}
		if err := store.Save(s); err != nil {
			t.Fatal(err)
		}
		errOut := c.fails(1, "It holds an unfinished game, now in "+tc.word+" 1; go on with it: armada-tui resume "+path, "play", tc.game, "--seed", "1", "--save", path)
		if regexp.MustCompile(`\d+ moves?\b`).MatchString(errOut) || strings.Contains(errOut, "1 moves") {
			t.Errorf("%s: the refusal counts the unfinished game's moves: %q", tc.game, errOut)
		}
		if !strings.Contains(errOut, "it holds this same game played further (starting it again would lose what was played)") {
			t.Errorf("%s: the refusal does not say the file holds this game further on: %q", tc.game, errOut)
		}
	}
}
