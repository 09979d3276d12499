package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestTouchingFightersReadApartWithoutColour: in the Quick Start the
// Executor launches its TIE Interceptor and TIE Bomber side by side, and
// at 80×24 the small map read "TITB": on a grey tile in colour, but with
// NO_COLOR the TB only faint, and with no attributes at all not apart.
// Without colour the TIE Bomber now reads "│B" ("TI│B"), and the legend
// says so ("TB TIE Bomber (│B)").
func TestTouchingFightersReadApartWithoutColour(t *testing.T) {
	sess := session(t, "quickstart", 3)
	playUntil(t, sess, func(s *sb.State) bool {
		ti, tb := false, false
		for _, sh := range s.Ships() {
			if sh.Where == sb.OnGrid && sh.Space.Anchor.Y == 4 {
				ti = ti || s.Name(sh.ID) == "TIE Interceptor" && sh.Space.Anchor.X == 10
				tb = tb || s.Name(sh.ID) == "TIE Bomber" && sh.Space.Anchor.X == 11
			}
		}
		return ti && tb && s.Phase().Name == sb.PhaseMove
	})
	for _, c := range []struct {
		name string
		cfg  tui.Config
	}{{"NO_COLOR", tui.Config{Mono: true}}, {"plain", tui.Config{}}} {
		cfg := config()
		cfg.Mono = c.cfg.Mono
		d := game(t, cfg, sess, 80, 24)
		d.Keys("g", "T", "I", "enter", "-") // the TIE Interceptor, drawn small
		screen := d.Screen()
		if !strings.Contains(screen, "TI│B") || strings.Contains(screen, "TITB") {
			t.Errorf("%s: the TIE Interceptor and TIE Bomber do not read TI│B:\n%s", c.name, screen)
		}
		s := sess.State().(*sb.State)
		if page := legendOf(s); !strings.Contains(page, "TB TIE Bomber (│B)") {
			t.Errorf("%s: the legend does not name the TIE Bomber's │B:\n%s", c.name, page)
		}
	}
}
