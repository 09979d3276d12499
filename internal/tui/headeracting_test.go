package tui

import (
	"strings"
	"testing"
)

// TestActingLineShortensTwoLongNames: two sides acting at once whose names
// fill the header (CJK, two cells a character) are shortened alike, and
// the line ends "to act" within 80 cells; names that fit are left whole,
// and four sides are counted as before.
func TestActingLineShortensTwoLongNames(t *testing.T) {
	long := []string{"帝国艦隊の最後の希望と栄光の艦隊です", "Renégats ☠️ Pirates of the Rim"}
	got := actingLine("Turn 1", "Orders", long, 80-32) // the scenario's title takes the rest
	if !strings.HasSuffix(got, " to act") || Width(got) > 48 || !strings.Contains(got, "帝国") || !strings.Contains(got, "Ren") {
		t.Errorf("two long names: %q (%d cells)", got, Width(got))
	}
	if got := actingLine("Turn 1", "Orders", long, 200); got != "Turn 1 · Orders · "+long[0]+", "+long[1]+" to act" {
		t.Errorf("room for both names: %q", got)
	}
	four := []string{"Light Side A", "Dark Side A", "Light Side B", "Dark Side B"}
	if got := actingLine("Turn 1", "Build fleets", four, 60); got != "Turn 1 · Build fleets · 4 sides to act" {
		t.Errorf("four sides: %q", got)
	}
}
