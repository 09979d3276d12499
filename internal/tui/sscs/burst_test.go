package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// Keys sent together act on the state the keys before them made: "enter
// d" in one burst picked a design and then refused d for the squadron
// "with no ships yet", the state before the enter (a play-tester's
// tmux send-keys; the intent came back as a command after the keys
// already waiting). Now d asks about the squadron with its pick, and
// twenty x's on five picks take out five and say nothing of the engine.
func TestBuilderKeysInABurst(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	d.Burst("enter", "d")
	if s := d.Screen(); strings.Contains(s, "no ships yet") || !strings.Contains(s, "unspent?") {
		t.Fatalf("d after enter in one burst:\n%s", s)
	}
	if _, ok := sess.Records()[sess.Len()-1].Intent.(sscs.Pick); !ok {
		t.Fatalf("the enter made %v, not a pick", sess.Records()[sess.Len()-1].Intent)
	}
	d.Burst("n", "enter", "enter", "enter", "enter")
	info, _ := sess.State().(*sscs.State).Build(0)
	picks := len(info.Picks)
	burst := make([]string, 20)
	for i := range burst {
		burst[i] = "x"
	}
	d.Burst(burst...)
	info, _ = sess.State().(*sscs.State).Build(0)
	if left := len(info.Picks); left != 0 || picks < 2 {
		t.Fatalf("twenty x's on %d picks left %d", picks, left)
	}
	if s := d.Screen(); strings.Contains(s, "there is no pick") {
		t.Errorf("the engine's refusal reaches the screen:\n%s", s)
	}
}
