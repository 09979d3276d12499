package render

import (
	"fmt"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// addShip puts a ship of size n with its id at the top-left square.
func addShip(cells map[grid.Square]SquareCell, at grid.Square, n int, id, color string, f grid.Facing, hl Highlight) {
	for _, s := range grid.NewSpace(at, n).Squares() {
		c := SquareCell{Color: color, Body: true, Highlight: hl}
		if s == at {
			c = SquareCell{Text: id, Color: color, Facing: f, HasFacing: true, Highlight: hl}
		}
		cells[s] = c
	}
}

func sampleSquareMap() SquareMapView {
	cells := map[grid.Square]SquareCell{}
	addShip(cells, grid.Square{X: 1, Y: 1}, 3, "SD", "red", grid.South, 0)
	addShip(cells, grid.Square{X: 6, Y: 4}, 2, "MC", "blue", grid.West, Target)
	addShip(cells, grid.Square{X: 5, Y: 1}, 1, "X1", "blue", grid.North, Target)
	addShip(cells, grid.Square{X: 6, Y: 1}, 1, "X2", "blue", grid.East, 0)
	addShip(cells, grid.Square{X: 0, Y: 5}, 1, "T", "red", grid.West, 0)
	for _, s := range []grid.Square{{X: 4, Y: 2}, {X: 4, Y: 3}, {X: 5, Y: 3}, {X: 3, Y: 4}} {
		cells[s] = SquareCell{Highlight: Reachable}
	}
	cells[grid.Square{X: 2, Y: 5}] = SquareCell{Highlight: InArc | InRange}
	cells[grid.Square{X: 3, Y: 5}] = SquareCell{Highlight: InArc}
	cells[grid.Square{X: 7, Y: 0}] = SquareCell{Highlight: Blocked}
	return SquareMapView{Cols: 9, Rows: 7, Cells: cells, Cursor: grid.Square{X: 4, Y: 3}}
}

func TestSquareMapGolden(t *testing.T) {
	cases := []struct {
		name   string
		vp     Viewport
		cursor grid.Square
	}{
		{"full", Viewport{Width: 40, Height: 8}, grid.Square{X: 4, Y: 3}},
		{"cursor-on-ship", Viewport{Width: 40, Height: 7}, grid.Square{X: 5, Y: 1}},
		{"scrolled", Viewport{Width: 17, Height: 4, ScrollX: 9, ScrollY: 2}, grid.Square{X: 6, Y: 4}},
	}
	for _, th := range themes() {
		for _, tc := range cases {
			name := fmt.Sprintf("squaremap_%s_%s.golden", tc.name, th.name)
			t.Run(name, func(t *testing.T) {
				v := sampleSquareMap()
				v.Cursor = tc.cursor
				got := SquareMap(v, tc.vp, th.theme)
				checkFrame(t, got, tc.vp)
				golden(t, name, got)
			})
		}
	}
}

func TestSquareAtRoundTrip(t *testing.T) {
	v := SquareMapView{Cols: 25, Rows: 18}
	for _, vp := range []Viewport{
		{Width: 80, Height: 24},
		{Width: 21, Height: 5, ScrollX: 13, ScrollY: 4},
	} {
		seen := 0
		for x := 0; x < v.Cols; x++ {
			for y := 0; y < v.Rows; y++ {
				s := grid.Square{X: x, Y: y}
				cx, cy, ok := SquareCenter(v, vp, s)
				if !ok {
					continue
				}
				seen++
				for dx := -2; dx <= 1; dx++ { // the gutter and the three content cells
					if cx+dx < 0 || cx+dx >= vp.Width {
						continue
					}
					if got, ok := SquareAt(v, vp, cx+dx, cy); !ok || got != s {
						t.Errorf("vp %+v: SquareAt(%d,%d) = %v, %v, want %v", vp, cx+dx, cy, got, ok, s)
					}
				}
			}
		}
		if seen == 0 {
			t.Errorf("vp %+v shows no square", vp)
		}
	}
	if _, ok := SquareAt(v, Viewport{Width: 200, Height: 40}, 150, 3); ok {
		t.Error("a cell right of the map is a square")
	}
	if _, ok := SquareAt(v, Viewport{Width: 200, Height: 40}, 3, 30); ok {
		t.Error("a cell below the map is a square")
	}
}

func TestScrollToShowSquare(t *testing.T) {
	v := SquareMapView{Cols: 40, Rows: 30}
	vp := Viewport{Width: 30, Height: 10}
	for x := 0; x < v.Cols; x++ {
		for y := 0; y < v.Rows; y++ {
			s := grid.Square{X: x, Y: y}
			vp = ScrollToShowSquare(v, vp, s)
			if _, _, ok := SquareCenter(v, vp, s); !ok {
				t.Fatalf("ScrollToShowSquare(%v) = %+v leaves it off screen", s, vp)
			}
		}
	}
}

func BenchmarkSquareMap80x24(b *testing.B) {
	cells := map[grid.Square]SquareCell{}
	for i := 0; i < 6; i++ {
		addShip(cells, grid.Square{X: i * 5, Y: 2 + i%3*4}, 1+i%3, fmt.Sprintf("S%d", i), []string{"red", "blue"}[i%2], grid.Facing(i%4), 0)
	}
	for i := 0; i < 30; i++ {
		addShip(cells, grid.Square{X: i * 7 % 30, Y: 14 + i%6}, 1, fmt.Sprintf("F%d", i%10), []string{"red", "blue"}[i%2], grid.Facing(i%4), 0)
	}
	for x := 3; x < 12; x++ {
		for y := 3; y < 10; y++ {
			s := grid.Square{X: x, Y: y}
			if _, ok := cells[s]; !ok {
				cells[s] = SquareCell{Highlight: Reachable}
			}
		}
	}
	v := SquareMapView{Cols: 30, Rows: 30, Cells: cells, Cursor: grid.Square{X: 5, Y: 5}}
	t := NewTheme(false, true)
	vp := Viewport{Width: 80, Height: 24}
	b.ReportAllocs()
	for b.Loop() {
		_ = SquareMap(v, vp, t)
	}
}
