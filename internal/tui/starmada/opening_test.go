package starmada

import (
	"strings"
	"testing"
)

// The set-up roll is made with the battle (2.1.2): the log opens with it,
// before anybody acts, so the panel's "rolled 1, rolled 5" and the log
// agree from the first frame (found in play: the log was empty, and later
// told the roll only with the first ship placed).
func TestLogOpensWithTheSetupRoll(t *testing.T) {
	sess := session(t, "setup", false, 3, nil)
	if sess.Len() != 0 {
		t.Fatal("the game began with intents")
	}
	opening := sess.Opening()
	if len(opening) == 0 {
		t.Fatal("no opening")
	}
	d := startGame(t, cfg, sess, 200, 60)
	keys(d, "L")
	s := d.Screen()
	head := strings.Index(s, "T1 As the game begins")
	roll := strings.Index(s, "rolls for the set-up: 1d6")
	first := strings.Index(s, opening[len(opening)-1].String())
	if head < 0 || roll < head || first < roll {
		t.Fatalf("the whole log does not open with the set-up roll (%d, %d, %d):\n%s", head, roll, first, s)
	}
}
