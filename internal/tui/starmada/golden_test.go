package starmada

import (
	"flag"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// -update is read by tuitest.Golden and rewrites the golden files;
// defined here only when no imported package defines it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files in testdata")
	}
}

// TestStarmadaOrdersGolden keeps the screen at 80×24 while orders are
// typed: the path on the map, the cost and end on the sheet.
func TestStarmadaOrdersGolden(t *testing.T) {
	d := startGame(t, cfg, session(t, "standard", false, 3, nil), 80, 24)
	keys(d, "o", "enter")
	if d.Snap().Entry == nil {
		t.Fatalf("no order field:\n%s", d.Screen())
	}
	typeText(d, "2P1")
	s := d.Screen()
	if !strings.Contains(s, "2P1") {
		t.Fatalf("the typed orders are not shown:\n%s", s)
	}
	tuitest.Golden(t, "starmada_orders", belowHeader(s)+"\n")
}

// belowHeader is a screen without its first line: the header is the
// shell's, and its wording is no part of this game's layout.
func belowHeader(s string) string {
	_, rest, _ := strings.Cut(s, "\n")
	return rest
}
