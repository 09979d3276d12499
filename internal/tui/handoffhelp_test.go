package tui

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// viewHelpCatalog gives the secret game a help page drawn from the view it
// is given, as a game's sheet or turn page is: what that viewer knows.
type viewHelpCatalog struct{ testCatalog }

func (viewHelpCatalog) Screens(id string) Screens {
	s := testCatalog{}.Screens(id)
	s.Help = func(view engine.State, _ engine.Player, _ engine.Intent) []HelpPage {
		var lines []string
		if st, ok := view.(*secretState); ok {
			for i, v := range st.picks {
				lines = append(lines, fmt.Sprintf("player %d's pick: %d", i+1, v))
			}
		}
		return []HelpPage{{Title: "Picks", Lines: lines}}
	}
	return s
}

// TestHelpOverTheHandoffHidesTheLastPlayersView: ? on the handoff screen
// shows the keys alone, and the footer offers it as every other screen's
// does. Its game pages were drawn from the view of the player who had
// just played, so the player taking the terminal read the secret pick on
// them before pressing enter.
func TestHelpOverTheHandoffHidesTheLastPlayersView(t *testing.T) {
	cfg := Config{Catalog: viewHelpCatalog{}}
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("p", "down", "enter") // player 1 picks 2
	if sess.Len() != 1 || !strings.Contains(d.screen(), "Pass the terminal") {
		t.Fatalf("no handoff after the pick:\n%s", d.screen())
	}
	if f := footer(d.screen()); f != "enter continue • ? help • q quit" {
		t.Errorf("the handoff's footer: %q", f)
	}
	d.keys("?", "tab")
	if s := d.screen(); strings.Contains(s, "pick: 2") || strings.Contains(s, "Picks") {
		t.Fatalf("the help over the handoff shows the last player's view:\n%s", s)
	}
	d.keys("esc", "enter", "?", "tab")
	if s := d.screen(); !strings.Contains(s, "[Picks]") || !strings.Contains(s, "player 1's pick: -1") {
		t.Fatalf("after the handoff the help has the game's pages for the new player:\n%s", s)
	}
}
