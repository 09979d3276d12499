package starshipbattles

import (
	"strings"
	"testing"
)

// Coruscant's fleets are given, so who sets up first is rolled as the game
// is made (Assemble Your Fleet): the whole log opens with that roll, before
// anybody acts. It was rolled and never told (found by a scenario author's
// play-test of a fixed set-up, whose first round's initiative went the
// same way).
func TestLogOpensWithTheSetupRoll(t *testing.T) {
	sess := session(t, "coruscant", 3, 0)
	opening := sess.Opening()
	if len(opening) == 0 || sess.Len() != 0 {
		t.Fatalf("%d opening events, %d intents", len(opening), sess.Len())
	}
	d := game(t, config(), sess, 200, 60)
	d.Keys("L")
	s := d.Screen()
	head := strings.Index(s, "R1 As the game begins")
	roll := strings.Index(s, "roll to set up: 1d20")
	last := strings.Index(s, opening[len(opening)-1].String())
	if head < 0 || roll < head || last < roll {
		t.Fatalf("the whole log does not open with the set-up roll (%d, %d, %d):\n%s", head, roll, last, s)
	}
}
