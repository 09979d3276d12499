package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestCompactCursorBracketsPaired: on the compact maps the cursor on a
// unit is bracketed on both sides or, where a neighbour's label leaves
// no room on one side and reverse video marks the cursor anyway (colour,
// NO_COLOR's attributes), on neither. In colour the opening bracket never
// went over the dot of the empty square to a fighter's left, so the
// cursor on it read "·J1]", the lone bracket like a letter of the id; and
// beside a touching label one bracket stood alone ("J1K2]"). Without
// any attribute (plain) the brackets are all that mark the cursor: one
// stays where one fits.
func TestCompactCursorBracketsPaired(t *testing.T) {
	themes := map[string]*Theme{
		"colour": NewTheme(false, true), "colour ascii": NewTheme(true, true),
		"mono": NewMonoTheme(false), "plain": NewTheme(false, false),
	}
	sq := map[grid.Square]SquareCell{
		{X: 3, Y: 1}: {Text: "J1", Color: "blue"},
		{X: 6, Y: 1}: {Text: "Fa", Color: "red", HasFacing: true},
		{X: 3, Y: 3}: {Text: "TI", Color: "red"},
		{X: 4, Y: 3}: {Text: "TB", Color: "red"},
	}
	var units []grid.Square
	for s := range sq {
		units = append(units, s)
	}
	hx := map[hex.Hex]HexCell{
		hex.FromOffset(3, 1): {Text: "SA", Color: "blue", HasFacing: true, Facing: hex.N},
		hex.FromOffset(3, 3): {Text: "SB", Color: "blue", HasFacing: true, Facing: hex.N},
		hex.FromOffset(4, 3): {Text: "SC", Color: "red", HasFacing: true, Facing: hex.N},
	}
	var hunits []hex.Hex
	for h := range hx {
		hunits = append(hunits, h)
	}
	for name, th := range themes {
		attrs := th.color || th.mono
		for _, c := range []struct {
			cur   grid.Square
			alone bool // no unit beside it in its row
		}{{grid.Square{X: 3, Y: 1}, true}, {grid.Square{X: 6, Y: 1}, true}, {grid.Square{X: 3, Y: 3}, false}, {grid.Square{X: 4, Y: 3}, false}} {
			v := SquareMapView{Cols: 10, Rows: 5, Cells: sq, Units: units, Zoom: Compact, Cursor: c.cur}
			line := strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 20, Height: 5}, th)), "\n")[c.cur.Y]
			checkPaired(t, fmt.Sprintf("%s, squares, cursor on %v", name, c.cur), line, th, attrs, c.alone)
		}
		for _, c := range []struct {
			cur   hex.Hex
			alone bool
		}{{hex.FromOffset(3, 1), true}, {hex.FromOffset(3, 3), false}, {hex.FromOffset(4, 3), false}} {
			v := HexMapView{Cols: 10, Rows: 5, Cells: hx, Units: hunits, Zoom: Compact, Cursor: c.cur}
			_, r := hex.ToOffset(c.cur)
			line := strings.Split(ansi.Strip(HexMap(v, Viewport{Width: 30, Height: 5}, th)), "\n")[r]
			checkPaired(t, fmt.Sprintf("%s, hexes, cursor on %v", name, at2(c.cur)), line, th, attrs, c.alone)
		}
		// An empty square beside a fighter keeps the bracket that fits:
		// it reads as no unit's letter, and reverse video hardly shows on
		// a dim dot.
		v := SquareMapView{Cols: 10, Rows: 5, Cells: sq, Units: units, Zoom: Compact, Cursor: grid.Square{X: 2, Y: 1}}
		line := strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 20, Height: 5}, th)), "\n")[1]
		if !strings.Contains(line, th.Glyph.CursorL+th.Glyph.Empty+"J1") {
			t.Errorf("%s: the cursor on the empty square left of J1 reads %q, want %s%sJ1", name, line, th.Glyph.CursorL, th.Glyph.Empty)
		}
	}
}

// checkPaired checks the cursor's brackets on a line of the compact map:
// both around a unit alone in its row; around one beside another, both or
// none where attributes mark the cursor, at least one where nothing else
// does.
func checkPaired(t *testing.T, where, line string, th *Theme, attrs, alone bool) {
	t.Helper()
	l, r := strings.Count(line, th.Glyph.CursorL), strings.Count(line, th.Glyph.CursorR)
	switch {
	case alone && (l != 1 || r != 1):
		t.Errorf("%s: %q, want the unit between two brackets", where, line)
	case !alone && attrs && l != r:
		t.Errorf("%s: %q, a lone bracket beside the ids (want both or none)", where, line)
	case !alone && !attrs && l+r == 0:
		t.Errorf("%s: %q, nothing marks the cursor", where, line)
	}
}
