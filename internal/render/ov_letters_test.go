package render

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestOverviewOwnLetters: the overview drew each unit as the first glyph
// of its id, so the Quick Start's Executor ("Ex") and Emperor's Shuttle
// ("ES") were both E and its TIE Interceptor, TIE Bomber and Transport
// all T. With OwnLetters each unit has a letter no other shows (in
// either case), never a digit (a count of units), the large ship served
// first (the Executor keeps E), and SquareOverviewLetters says which.
func TestOverviewOwnLetters(t *testing.T) {
	cells := map[grid.Square]SquareCell{}
	var units []grid.Square
	put := func(x, y int, id string, facing bool) {
		s := grid.Square{X: x, Y: y}
		cells[s] = SquareCell{Text: id, Color: "red", HasFacing: facing}
		units = append(units, s)
	}
	// The Executor: 3×3 squares, its id in the middle.
	for dx := -1; dx <= 1; dx++ {
		for dy := -1; dy <= 1; dy++ {
			cells[grid.Square{X: 12 + dx, Y: 2 + dy}] = SquareCell{Body: true, Color: "red"}
		}
	}
	put(12, 2, "Ex", true)
	put(17, 2, "ES", true)
	put(10, 4, "TI", false)
	put(11, 6, "TB", false)
	put(17, 29, "Tr", true)
	put(7, 2, "BS", true)
	put(3, 10, "T2", false)
	for _, th := range []*Theme{NewTheme(false, false), NewTheme(false, true), NewMonoTheme(true)} {
		v := SquareMapView{Cols: 24, Rows: 32, Cells: cells, Units: units, Zoom: Overview, NoCursor: true, OwnLetters: true}
		letters := SquareOverviewLetters(v)
		frame := strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 48, Height: 32}, th)), "\n")
		seen := map[string]string{}
		for _, u := range units {
			id := cells[u].Text
			l := letters[id]
			if got := string([]rune(frame[u.Y])[2*u.X]); got != l {
				t.Errorf("%s at %v shows %q, SquareOverviewLetters says %q:\n%s", id, u, got, l, strings.Join(frame, "\n"))
			}
			if l == "" || strings.ContainsAny(l, "0123456789+") {
				t.Errorf("%s shows %q", id, l)
			}
			if other, ok := seen[strings.ToUpper(l)]; ok {
				t.Errorf("%s and %s both show %q", other, id, l)
			}
			seen[strings.ToUpper(l)] = id
		}
		if letters["Ex"] != "E" {
			t.Errorf("the Executor shows %q, want E (a large ship first)", letters["Ex"])
		}
		// Without OwnLetters, as before: the first glyph.
		v.OwnLetters = false
		if got := string([]rune(strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 48, Height: 32}, th)), "\n")[2])[2*17]); got != "E" {
			t.Errorf("without OwnLetters ES shows %q, want E", got)
		}
	}
}

// TestHexOverviewOwnLetters: on a hex map with OwnLetters a ship's id
// that begins with a digit ("2S") shows a capital, not a digit (which
// counts units); an id that names a kind ("f18", a stack of fighters,
// "*2", an explosion) keeps its first glyph, which no ship then takes;
// ships of one first letter (Hive "Hi", Hornets "H1", "H2") read apart.
func TestHexOverviewOwnLetters(t *testing.T) {
	texts := []string{"Hi+", "H1", "H2", "2S", "f18", "f6", "*2", "Fa"}
	cells := map[hex.Hex]HexCell{}
	var units []hex.Hex
	for i, tx := range texts {
		h := hex.FromOffset(2*i, 3)
		cells[h] = HexCell{Text: tx, Color: "blue"}
		units = append(units, h)
	}
	v := HexMapView{Cols: 20, Rows: 6, Cells: cells, Units: units, Zoom: Overview, NoCursor: true, OwnLetters: true}
	letters := HexOverviewLetters(v)
	line := []rune(strings.Split(ansi.Strip(HexMap(v, Viewport{Width: 40, Height: 6}, NewTheme(false, false))), "\n")[3])
	seen := map[string]string{}
	for i, tx := range texts {
		l := letters[tx]
		if got := string(line[4*i]); got != l {
			t.Errorf("%s shows %q, HexOverviewLetters says %q: %q", tx, got, l, string(line))
		}
		switch tx {
		case "f18", "f6", "*2":
			if l != tx[:1] {
				t.Errorf("%s shows %q, want %q", tx, l, tx[:1])
			}
			continue
		}
		if l == "" || strings.ContainsAny(l, "0123456789+f*F") {
			t.Errorf("%s shows %q", tx, l)
		}
		if other, ok := seen[strings.ToUpper(l)]; ok {
			t.Errorf("%s and %s both show %q", other, tx, l)
		}
		seen[strings.ToUpper(l)] = tx
	}
	// The legend's names: every unit shown otherwise than by its id's
	// first, its id without the stack's "+", in the order of Units.
	var want []string
	for _, tx := range texts {
		if l := letters[tx]; !strings.HasPrefix(tx, l) {
			want = append(want, strings.TrimSuffix(tx, "+")+" as "+l)
		}
	}
	if got := HexOverviewRenamed(v); len(want) == 0 || strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("HexOverviewRenamed: %q, want %q", got, want)
	}
}
