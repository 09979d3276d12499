package tui

import (
	"strings"
	"testing"
)

// rulers are the column labels along a drawn map's top and the row labels
// down its side: which part of the map the window shows.
func rulers(drawn string) (cols, rows string) {
	lines := strings.Split(drawn, "\n")
	for _, l := range lines[1:] {
		if f := strings.Fields(l); len(f) > 0 {
			rows += f[0] + " "
		}
	}
	var top []string
	for _, f := range strings.Fields(lines[0]) {
		if strings.Trim(f, "0123456789") != "" {
			break // the sheet beside the map
		}
		top = append(top, f)
	}
	return strings.Join(top, " "), rows
}

// TestMapBoardPanSurvivesAResize: a map panned by hand keeps its place
// when the terminal grows and shrinks back. At 200×60 the whole map fits and
// the scroll is clamped to the corner; back at 80×24 the map stayed in the
// corner, the fleets at its edge, where the player had panned to the middle
// of the board (found on Starmada's standard battle, play-test 31).
func TestMapBoardPanSurvivesAResize(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("+")) // the compact zoom, of one's own
	boardAt(b, st, 80, 24)
	for _, k := range []string{"shift+right", "shift+down"} {
		if !b.Key(key1(k)) {
			t.Fatalf("%s not taken", k)
		}
	}
	before := boardAt(b, st, 80, 24)
	mid, ok := b.middle()
	if !ok {
		t.Fatal("no middle cell")
	}
	if b.vp.ScrollX == 0 && b.vp.ScrollY == 0 {
		t.Fatalf("the pan left the map in its corner: the test proves nothing")
	}
	for _, size := range [][2]int{{200, 60}, {120, 40}, {80, 24}} {
		boardAt(b, st, size[0], size[1])
	}
	if got, _ := b.middle(); got != mid {
		t.Errorf("after 200×60, 120×40 and back to 80×24 the middle of the map is %v, was %v", got, mid)
	}
	after := boardAt(b, st, 80, 24)
	c0, r0 := rulers(before)
	c1, r1 := rulers(after)
	if c0 != c1 || r0 != r1 {
		t.Errorf("the panned map shows other columns or rows:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}
