package starmada

import (
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestStarmadaFlightHexPickedThenTab: a flight's field opened by typing a
// letter on its line, a hex then picked on the map (ctrl+g, an arrow,
// enter), then tab (found by the key monkey, stop 36, with a click on the
// map). The field had matched its suggestions to the text it opened on and
// never again, so tab completed the text picked from a suggestion for
// another ("1503 N" became "1503 Nrusader"), and where that suggestion was
// the shorter, cut it past its end: the program panicked. Now tab completes
// from what matches the text in the field, or leaves it.
func TestStarmadaFlightHexPickedThenTab(t *testing.T) {
	sess := session(t, "mirror", false, 3, nil)
	d := startGame(t, cfg, sess, 100, 30)
	for i := 0; i < 400 && !legalKind(d, sm.KindFly); i++ {
		step(t, d)
	}
	if !legalKind(d, sm.KindFly) {
		t.Fatalf("no flight to move:\n%s", d.Screen())
	}
	keys(d, "esc", hot(t, d, sm.KindFly))
	for i := 0; i < 40; i++ {
		if snap := d.Snap(); snap.Hover != nil && typed(snap, snap.Hover) {
			break
		}
		keys(d, "down")
	}
	keys(d, "N")
	e := d.Snap().Entry
	if e == nil || e.Text != "N" {
		t.Fatalf("typing N did not open the flight's field on N: %+v\n%s", e, d.Screen())
	}
	keys(d, "ctrl+g", "down", "enter")
	picked := d.Snap().Entry.Text
	if len(picked) <= 4 {
		t.Fatalf("the pick wrote %q, no longer than a hex", picked)
	}
	keys(d, "tab")
	if got := d.Snap().Entry; got == nil || got.Text != picked {
		t.Errorf("tab turned %q into %+v", picked, got)
	}
}
