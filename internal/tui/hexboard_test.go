package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// fakeHexGame has three units on a 12×10 map and writes the inspected hex
// on the sheet.
type fakeHexGame struct{ at []hex.Hex }

func (f fakeHexGame) MapView(engine.State, engine.Player, engine.Intent) render.HexMapView {
	cells := map[hex.Hex]render.HexCell{}
	for i, h := range f.at {
		cells[h] = render.HexCell{Text: fmt.Sprintf("U%d", i+1), Color: "red", HasFacing: true}
	}
	return render.HexMapView{Cols: 12, Rows: 10, Cells: cells}
}
func (f fakeHexGame) Focus(engine.State, engine.Player, engine.Intent) (hex.Hex, bool) {
	return f.at[0], true
}
func (f fakeHexGame) Units(engine.State, engine.Player) []hex.Hex { return f.at }
func (f fakeHexGame) Sheet(_ engine.State, _ engine.Player, h hex.Hex, _ engine.Intent, w, rows int) []string {
	c, r := hex.ToOffset(h)
	return []string{fmt.Sprintf("sheet of %02d%02d", c+1, r+1)}
}
func (fakeHexGame) Group(kind string) (string, string) { return kind, "" }
func (fakeHexGame) Item(in engine.Intent) string       { return in.String() }

func TestHexBoardInspects(t *testing.T) {
	g := fakeHexGame{at: []hex.Hex{hex.FromOffset(1, 1), hex.FromOffset(10, 8), hex.FromOffset(5, 4)}}
	b := NewHexBoard(g, Config{})
	draw := func() string { return strings.Join(b.Draw(Frame{State: &secretState{}, Me: 0, W: 80, H: 14}), "\n") }
	s := draw()
	if !strings.Contains(s, "sheet of 0202") {
		t.Fatalf("the sheet does not follow the unit in play:\n%s", s)
	}
	for _, l := range strings.Split(s, "\n") {
		if w := len([]rune(l)); w != 80 {
			t.Fatalf("a board line is %d wide: %q", w, l)
		}
	}
	tab := tea.KeyPressMsg{Code: tea.KeyTab}
	// The first tab inspects the unit after the one in play (0202, the
	// list's first), not that same unit, which looked like a dead key.
	b.Key(tab)
	if s = draw(); !strings.Contains(s, "sheet of 1109") || !strings.Contains(s, "U2") {
		t.Fatalf("the first tab did not move to the far unit after the one in play and scroll to it:\n%s", s)
	}
	b.Key(tab)
	b.Key(tab)
	if s = draw(); !strings.Contains(s, "sheet of 0202") {
		t.Fatalf("tab did not come round to the first unit:\n%s", s)
	}
	b.Key(tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift})
	if s = draw(); !strings.Contains(s, "sheet of 0605") {
		t.Fatalf("shift+tab did not go back to the last unit:\n%s", s)
	}
	if !b.Key(tea.KeyPressMsg{Code: tea.KeyEscape}) {
		t.Fatal("esc should stop inspecting")
	}
	if s = draw(); !strings.Contains(s, "sheet of 0202") {
		t.Fatalf("esc did not go back to the unit in play:\n%s", s)
	}
	// A click on a hex's centre inspects it.
	x, y, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(3, 2))
	if !ok {
		t.Fatal("hex 0403 is not on screen")
	}
	if !b.Click(x, y) {
		t.Fatal("the click was not taken")
	}
	if s = draw(); !strings.Contains(s, "sheet of 0403") {
		t.Fatalf("the click did not inspect 0403:\n%s", s)
	}
	b.Changed()
	if s = draw(); !strings.Contains(s, "sheet of 0202") {
		t.Fatalf("a change in the game should return to the unit in play:\n%s", s)
	}
}

// fakeSquareGame has a 3×3 ship and a fighter on a 30×20 grid.
type fakeSquareGame struct{}

func (fakeSquareGame) MapView(engine.State, engine.Player, engine.Intent) render.SquareMapView {
	cells := map[grid.Square]render.SquareCell{{X: 2, Y: 2}: {Text: "Ex", Color: "red", HasFacing: true}}
	for _, s := range grid.NewSpace(grid.Square{X: 2, Y: 2}, 3).Squares() {
		if _, ok := cells[s]; !ok {
			cells[s] = render.SquareCell{Body: true, Color: "red"}
		}
	}
	cells[grid.Square{X: 27, Y: 18}] = render.SquareCell{Text: "F1", Color: "blue", HasFacing: true}
	return render.SquareMapView{Cols: 30, Rows: 20, Cells: cells}
}
func (fakeSquareGame) Focus(engine.State, engine.Player, engine.Intent) (grid.Square, bool) {
	return grid.Square{X: 2, Y: 2}, true
}
func (fakeSquareGame) Units(engine.State, engine.Player) []grid.Square {
	return []grid.Square{{X: 2, Y: 2}, {X: 27, Y: 18}}
}
func (fakeSquareGame) Sheet(_ engine.State, _ engine.Player, s grid.Square, _ engine.Intent, w, rows int) []string {
	return []string{fmt.Sprintf("card at %d,%d", s.X, s.Y)}
}
func (fakeSquareGame) Group(kind string) (string, string) { return kind, "" }
func (fakeSquareGame) Item(in engine.Intent) string       { return in.String() }

// TestSquareBoardInspects: the same board serves square maps, a large
// ship drawn over its squares, tab moving to a unit off screen. The ship
// and the fighter are far apart: the board starts on the overview.
func TestSquareBoardInspects(t *testing.T) {
	b := NewSquareBoard(fakeSquareGame{}, Config{})
	draw := func() string { return strings.Join(b.Draw(Frame{State: &secretState{}, Me: 0, W: 80, H: 14}), "\n") }
	if s := draw(); !strings.Contains(s, "card at 2,2") || !strings.Contains(s, "E") || !strings.Contains(s, "F") {
		t.Fatalf("the ship, the fighter and the card are not shown:\n%s", s)
	}
	b.Key(tea.KeyPressMsg{Code: '+', Text: "+"})
	b.Key(tea.KeyPressMsg{Code: '+', Text: "+"})
	if s := draw(); !strings.Contains(s, "Ex") || b.Zoom() != render.Detailed {
		t.Fatalf("the ship is not shown in detail:\n%s", s)
	}
	b.Key(tea.KeyPressMsg{Code: tea.KeyTab})
	if s := draw(); !strings.Contains(s, "card at 27,18") || !strings.Contains(s, "F1") {
		t.Fatalf("tab did not scroll to the fighter:\n%s", s)
	}
}
