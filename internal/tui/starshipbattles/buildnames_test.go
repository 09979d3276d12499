package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestBuilderListNamesAreWhole: at 80 columns the builder's list cut
// "Mon Calamari Star Defe…" (found by a play-tester), and the Executor,
// the Interdictor and Vader's TIE the same way. A name too long for the
// list is written as the card's short name ("Viscount"), whole; the card
// beside the list names the cursor's card in full. Every card of both
// sides' list, at 80 and 100 columns, shows its name or its short name
// whole, never cut.
func TestBuilderListNamesAreWhole(t *testing.T) {
	for _, w := range []int{80, 100} {
		sess := session(t, "standard", 3)
		d := game(t, config(), sess, w, 24)
		d.Keys("f")
		m := d.Snap().Phase.(*buildModel)
		picks := m.view.Fleet(m.me).Picks
		shortened := 0
		for _, c := range m.rows() {
			card := m.cards[c]
			line := strings.TrimSpace(tui.Plain(m.rowLine(c, picks, false, m.listW)))
			if strings.Contains(line, "…") || !strings.HasPrefix(line, card.Name+" ") && !strings.HasPrefix(line, card.Short+" ") {
				t.Errorf("%d columns: %q does not name %q or %q whole", w, line, card.Name, card.Short)
			}
			if !strings.HasPrefix(line, card.Name+" ") {
				shortened++
			}
		}
		if w == 80 && shortened == 0 {
			t.Errorf("80 columns: no name was too long for the list (%d wide)", m.listW)
		}
		if strings.Contains(d.Screen(), "Defe…") {
			t.Errorf("%d columns: the screen still cuts a name:\n%s", w, d.Screen())
		}
	}
}
