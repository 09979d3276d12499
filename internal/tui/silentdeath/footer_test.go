package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// checkFooter fails unless footer f is whole and names want, undo, help
// and quit.
func checkFooter(t *testing.T, what, f string, want ...string) {
	t.Helper()
	tuitest.FooterHolds(t, what, f, append(want, "u undo", "? help", "q quit")...)
}

// TestShopFooterHoldsAt80: the purchases' screen's footer holds its keys
// whole at 80 columns with undo, help and quit: "a builder fills" cut it
// after "? help", hiding quit; "a auto" is the word Starmada's fleet
// builder has for its automatic fleet. On the purchases, tab goes back to
// the catalogue and says so (it read "purchases" there too).
func TestShopFooterHoldsAt80(t *testing.T) {
	d := tuitest.Game(t, cfg, buildSession(t, 150), 80, 24)
	checkFooter(t, "catalogue", d.Footer(), "enter choose", "tab purchases", "a auto", "d done")
	d.Keys("enter")
	checkFooter(t, "crew", d.Footer(), "b buy", "esc back")
	d.Keys("b", "tab")
	checkFooter(t, "purchases", d.Footer(), "x take back", "tab catalogue")
}

// TestFieldingFooterHoldsAt80: the campaign's fielding screen's footer
// holds its keys whole at 80 columns with undo, help and quit, and so does
// it while a seat's change waits for enter: both were cut ("… d done …",
// "… esc keep the seat as it is …"), hiding the help key and the way out.
func TestFieldingFooterHoldsAt80(t *testing.T) {
	d, m := fieldingScreen(t)
	checkFooter(t, "fielding", d.Footer(), "space field/home", "→/← crew", "- empty seat", "d done")
	toLine(t, d, m, 0, -1)
	d.Keys("space")
	toLine(t, d, m, 0, 0)
	d.Keys("-")
	if m.pending == nil {
		t.Fatalf("- on the seat of a craft kept home does not wait for enter:\n%s", d.Screen())
	}
	checkFooter(t, "a seat's change waiting", d.Footer(), "enter seat", "esc keep the seat", "→/← crew")
}

// TestShopSpaceChooses: space chooses the offer under the cursor, as it
// chooses on the action list and takes a design into the pool; on the
// catalogue it did nothing.
func TestShopSpaceChooses(t *testing.T) {
	d := tuitest.Game(t, cfg, buildSession(t, 150), 80, 24)
	d.Keys("space")
	if m := shopOf(t, d); m.stage != shopCrew {
		t.Fatalf("space did not open the offer's crew:\n%s", d.Screen())
	}
}

// TestCtrlCLeavesTheMapsField: ctrl+c leaves the map's empty g field as
// esc does, as it leaves a typed order's field; the field took it for a
// character and kept every key, quit's included. With a cell typed in it,
// ctrl+c asks to quit, naming the text that would not be kept, and n goes
// back to the field with it.
func TestCtrlCLeavesTheMapsField(t *testing.T) {
	d := tuitest.Game(t, cfg, sdSession(t, "first-game", 1, false), 80, 24)
	d.Keys("g", "1")
	tb, ok := d.Snap().Board.(interface{ Typing() bool })
	if !ok || !tb.Typing() {
		t.Fatalf("g did not open the map's field:\n%s", d.Screen())
	}
	d.Keys("ctrl+c")
	if s := d.Screen(); !strings.Contains(s, "Quit armada-tui?") || !strings.Contains(s, `"1", typed into the map's go-to field, is not kept.`) {
		t.Fatalf("ctrl+c over a typed cell did not ask, naming it:\n%s", s)
	}
	d.Keys("n")
	if !tb.Typing() || strings.Contains(d.Screen(), "Quit armada-tui?") {
		t.Fatalf("n did not go back to the map's field:\n%s", d.Screen())
	}
	d.Keys("backspace", "ctrl+c")
	if tb.Typing() {
		t.Fatalf("ctrl+c did not leave the map's empty field:\n%s", d.Screen())
	}
	if strings.Contains(d.Screen(), "Quit armada-tui?") {
		t.Fatalf("ctrl+c left the field and asked to quit at once:\n%s", d.Screen())
	}
}
