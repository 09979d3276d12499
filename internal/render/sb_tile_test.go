package render

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/charmbracelet/colorprofile"
)

// sgrCells reads one line of a frame into its glyphs, each with its
// background (the SGR parameters after 48, "" for the terminal's own),
// whether it is faint and whether it is in reverse video (SGR 2 and 7,
// cleared by 0, 22 and 27; a foreground's own numbers, 38;5;n and the like,
// skipped).
func sgrCells(line string) (glyphs, bgs []string, faint, rev []bool) {
	var bg string
	var f, r bool
	for line != "" {
		if strings.HasPrefix(line, "\x1b[") {
			end := strings.IndexByte(line, 'm')
			if end < 0 {
				break
			}
			ps := strings.Split(line[2:end], ";")
			for i := 0; i < len(ps); i++ {
				n, _ := strconv.Atoi(ps[i])
				switch {
				case n == 0:
					bg, f, r = "", false, false
				case n == 2:
					f = true
				case n == 22:
					f = false
				case n == 7:
					r = true
				case n == 27:
					r = false
				case n == 49:
					bg = ""
				case n == 38 || n == 48 || n == 58:
					k := 0
					if i+1 < len(ps) && ps[i+1] == "5" {
						k = 2
					} else if i+1 < len(ps) && ps[i+1] == "2" {
						k = 4
					}
					if n == 48 && i+k < len(ps) {
						bg = strings.Join(ps[i+1:i+1+k], ";")
					}
					i += k
				case n >= 40 && n <= 47, n >= 100 && n <= 107:
					bg = ps[i]
				}
			}
			line = line[end+1:]
			continue
		}
		c := []rune(line)[0]
		glyphs, bgs, faint, rev = append(glyphs, string(c)), append(bgs, bg), append(faint, f), append(rev, r)
		line = line[len(string(c)):]
	}
	return glyphs, bgs, faint, rev
}

// TestCompactTouchingIdsOnATileInColour: on the compact square map at
// 80×24 a square is two columns, and two fighters side by side (the
// Quick Start's TIE Interceptor and TIE Bomber at 10,4 and 11,4) read as
// one word, "TITB", with the second drawn faint: in colour as dim as the
// dots of the empty squares around it, and a target's underline ran on
// under both. In colour the second of two ids that touch is now drawn
// whole, bold in its side's colour, on a grey tile of its two columns (a
// counter on the table), and the first and the third of a row of three
// on none; the squares around keep the terminal's background. Without
// colour there is no tile, and it stays faint (TestCompactFightersSide-
// BySideReadApart).
func TestCompactTouchingIdsOnATileInColour(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	put := func(x, y int, id string, facing bool, h Highlight) {
		s := grid.Square{X: x, Y: y}
		cells[s] = SquareCell{Text: id, Color: "blue", Facing: grid.North, HasFacing: facing, Highlight: h}
		units = append(units, s)
	}
	put(10, 4, "TI", false, Target)
	put(11, 4, "TB", false, Target)
	put(4, 2, "LX", false, 0)
	put(5, 2, "Yw", false, 0)
	put(6, 2, "Vw", false, 0)
	put(7, 6, "Vw2", false, 0)
	put(8, 6, "Ys", true, 0) // a ship touching a fighter's id
	for _, ascii := range []bool{false, true} {
		th := NewTheme(ascii, true)
		v := SquareMapView{Cols: 24, Rows: 8, Cells: cells, Units: units, Zoom: Compact, NoCursor: true}
		lines := strings.Split(SquareMap(v, Viewport{Width: 48, Height: 8}, th), "\n")
		for _, row := range []struct {
			y     int
			tiled []int // squares whose id is on a tile
			plain []int // squares whose id is not
		}{{4, []int{11}, []int{10, 9, 12}}, {2, []int{5}, []int{4, 6, 3, 7}}, {6, []int{8}, []int{7, 9}}} {
			gs, bgs, fs, _ := sgrCells(lines[row.y])
			if len(gs) < 48 {
				t.Fatalf("line %d has %d cells: %q", row.y, len(gs), lines[row.y])
			}
			text := strings.Join(gs, "")
			for _, x := range row.tiled {
				for i := 2 * x; i < 2*x+2; i++ {
					if bgs[i] == "" || fs[i] {
						t.Errorf("ascii=%v row %d %q: %q at column %d has background %q, faint %v; want a tile, not faint",
							ascii, row.y, text, gs[i], i, bgs[i], fs[i])
					}
				}
			}
			for _, x := range row.plain {
				for i := 2 * x; i < 2*x+2; i++ {
					if bgs[i] != "" {
						t.Errorf("ascii=%v row %d %q: %q at column %d has background %q, want none", ascii, row.y, text, gs[i], i, bgs[i])
					}
				}
			}
		}
	}
}

// TestCompactTileNotTheIdsColour: on a terminal of 16 colours the tile is
// bright black, the colour a brown side is drawn in there: a brown id
// that touches another is drawn faint instead, never on a tile of its
// own colour; a blue one still takes the tile.
func TestCompactTileNotTheIdsColour(t *testing.T) {
	for _, side := range []string{"brown", "blue"} {
		cells := map[grid.Square]SquareCell{
			{X: 2, Y: 1}: {Text: "TI", Color: side},
			{X: 3, Y: 1}: {Text: "TB", Color: side},
		}
		v := SquareMapView{Cols: 8, Rows: 3, Cells: cells, Units: []grid.Square{{X: 2, Y: 1}, {X: 3, Y: 1}},
			Zoom: Compact, NoCursor: true}
		th := NewTheme(false, true).ForProfile(colorprofile.ANSI)
		gs, bgs, fs, _ := sgrCells(strings.Split(SquareMap(v, Viewport{Width: 16, Height: 3}, th), "\n")[1])
		tiled, faint := bgs[6] != "" && bgs[7] != "", fs[6] && fs[7]
		if want := side != "brown"; tiled != want || faint == want {
			t.Errorf("%s on 16 colours: %q, TB on a tile %v (background %q), faint %v; want a tile %v",
				side, strings.Join(gs, ""), tiled, bgs[6], faint, want)
		}
	}
}
