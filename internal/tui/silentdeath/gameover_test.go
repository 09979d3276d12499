package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFinishedGameKeepsTheMapKeys opens a finished game (as the last move
// or a resume leaves it) and looks the final position over. Every key but
// enter, the log's and the briefing's did nothing there, though a click on
// the map inspected, and the help named none of the keys that work (found
// by a terminal play-tester at the end of Your First Game).
func TestFinishedGameKeepsTheMapKeys(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	for i := 0; i < 20000 && !sess.State().Outcome().Over; i++ {
		scriptedStep(t, sess)
	}
	if !sess.State().Outcome().Over {
		t.Fatal("the game did not end")
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if !strings.Contains(d.Screen(), "Game over") {
		t.Fatalf("no game-over panel:\n%s", d.Screen())
	}
	d.Keys("?")
	help := d.Screen()
	for _, w := range []string{"the whole log", "briefing", "inspect next unit", "zoom in", "the menu"} {
		if !strings.Contains(help, w) {
			t.Errorf("the keys of a finished game do not name %q:\n%s", w, help)
		}
	}
	if strings.Contains(help, "undo") {
		t.Errorf("the keys of a finished game offer undo:\n%s", help)
	}
	d.Keys("esc")
	if f := d.Footer(); !strings.Contains(f, "? help") {
		t.Errorf("the footer of a finished game does not name the help: %q", f)
	}
	before := d.Screen()
	d.Keys("0")
	if d.Screen() == before {
		t.Errorf("0 did not show the whole map of a finished game:\n%s", d.Screen())
	}
	d.Keys("U")
	if s := d.Screen(); !strings.Contains(s, "Units (") {
		t.Fatalf("U did not list the units of a finished game:\n%s", s)
	}
	d.Keys("enter") // the unit's sheet, not the menu
	if !d.Snap().InGame {
		t.Fatal("enter on the unit list left the finished game for the menu")
	}
	d.Keys("esc", "esc", "enter")
	if d.Snap().InGame {
		t.Fatalf("enter on the finished game's map did not go to the menu:\n%s", d.Screen())
	}
}
