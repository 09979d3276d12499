package tui

import (
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestPackPartsFillsTheWidth: packParts fills a line to the width it has.
// Only a line broken between parts keeps the 2 columns its " ·" takes; a
// unit's last line goes to the edge, and no ";" ends a unit's line (each
// unit begins a line of its own). Every line stopped 2 columns short and
// the units but the last took a ";": a play-tester found a ship's summary
// that fit exactly wrapping "MP;" onto a line of its own above its
// flights ("…shields 3, 5" / "MP;").
func TestPackPartsFillsTheWidth(t *testing.T) {
	for _, c := range []struct {
		text string
		w    int
		want []string
	}{
		// A ship's summary exactly as wide as the list, its flights after.
		{"Admirable: hull 8/8, shields 3, 5 MP; Admirable/F1 (6 fighters)", 36,
			[]string{"Admirable: hull 8/8, shields 3, 5 MP", "Admirable/F1 (6 fighters)"}},
		{"Hive: hull 10/10, shields 2, 4 MP; Hive/F1, F2, F3 (18 fighters)", 33,
			[]string{"Hive: hull 10/10, shields 2, 4 MP", "Hive/F1, F2, F3 (18 fighters)"}},
		// Parts that fit exactly stay on one line.
		{"aaaa · bbbb · cccc", 18, []string{"aaaa · bbbb · cccc"}},
		// A line that more parts follow keeps room for its " ·"...
		{"aaaa · bbbb · cccc · dddd", 18, []string{"aaaa · bbbb ·", "cccc · dddd"}},
		// ...and is filled to the width with it.
		{"aaaa · bbbb · cccc · dddd", 20, []string{"aaaa · bbbb · cccc ·", "dddd"}},
		// The last unit's line ends at the edge, after a " ·" line.
		{"aaaa · bbbb · cccc · ddd eeee", 20, []string{"aaaa · bbbb · cccc ·", "ddd eeee"}},
		{"aaaa · bbbbbbbbbbbbbbbb; cccc", 18, []string{"aaaa ·", "bbbbbbbbbbbbbbbb", "cccc"}},
		{"aaaa · bbbbbbbbbbbbbbbbbb; cccc", 18, []string{"aaaa ·", "bbbbbbbbbbbbbbbbbb", "cccc"}},
		// A part longer than a line wraps at the width...
		{"hull · abcde fghijk lmnop", 12, []string{"hull ·", "abcde fghijk", "lmnop"}},
		// ...but, when parts follow, its last line leaves room for " ·".
		{"abcde fghijk · z", 12, []string{"abcde", "fghijk · z"}},
		{"abcde fghijk · zzzz · y", 12, []string{"abcde", "fghijk ·", "zzzz · y"}},
		// Three units, one line each, and room for two: the second line
		// holds the rest, the units parted by "; " there.
		{"aaaa · bbbb; cccc · dddd; eeee", 12, []string{"aaaa · bbbb", "cccc · dddd…"}},
	} {
		rows := 100
		if strings.Count(c.text, "; ") == 2 {
			rows = 2
		}
		got := packParts(c.text, c.w, rows)
		if !slices.Equal(got, c.want) {
			t.Errorf("%q at %d:\n got %q\nwant %q", c.text, c.w, got, c.want)
		}
	}
	if got, want := packParts("aaaa · bbbb; cccc · dddd; eeee", 20, 2), []string{"aaaa · bbbb", "cccc · dddd; eeee"}; !slices.Equal(got, want) {
		t.Errorf("the rest of 3 units in 2 rows: %q, want %q", got, want)
	}
}

// flightFleet is Starmada's standard battle at Turn 1's orders, as its
// unit list sums it up: the carriers' flights in their hexes, named on
// the carriers' lines, and the Hive's fourth flight launched.
type flightFleet struct{ namedFleet }

func (f flightFleet) Summary(_ engine.State, _ engine.Player, h hex.Hex) string {
	sums := map[string]string{
		"Ad": "Admirable: hull 9/10, shields 3, 5 MP; Admirable/F1 (6 fighters)",
		"Ha": "Halberd: hull 6/6, shields 2, 6 MP",
		"Sa": "Sabre: hull 4/4, shields 2, 6 MP",
		"La": "Lancer: hull 3/3, shields 1, 7 MP",
		"Hi": "Hive: hull 10/10, shields 2, 4 MP; Hive/F1, F2, F3 (18 fighters)",
		"Ma": "Mantis: hull 6/6, shields 2, 6 MP",
		"Ho": "Hornet: hull 4/4, shields 1, 6 MP",
		"Wa": "Wasp: hull 3/3, shields 1, 7 MP",
		"f":  "Hive/F4 (6 fighters)",
		"s":  "Hive/F5 (6 fighters)",
	}
	for _, u := range f.units {
		if f.hexOf(u) == h {
			return sums[u.id]
		}
	}
	return ""
}

func starmadaFlights() flightFleet {
	return flightFleet{namedFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{
		{15, 2, "Ad", "blue", "Admirable"}, {18, 2, "Ha", "blue", "Halberd"}, {12, 2, "Sa", "blue", "Sabre"},
		{21, 2, "La", "blue", "Lancer"}, {15, 17, "Hi", "red", "Hive"}, {18, 17, "Ma", "red", "Mantis"},
		{12, 17, "Ho", "red", "Hornet"}, {21, 17, "Wa", "red", "Wasp"}, {15, 15, "f", "red", "Hive/F4"},
		{16, 15, "s", "red", "Hive/F5"},
	}}}}
}

// TestUnitListFillsItsWidth: at 80×24 a ship's summary that fits the
// list's width exactly takes one line, its flights the next, and the
// whole list is in sight. "MP;" took a line of its own, and the list's
// last unit was out of sight ("Units (10, 1 below)").
func TestUnitListFillsItsWidth(t *testing.T) {
	b, st := NewHexBoard(starmadaFlights(), Config{}), &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("U"))
	s := boardAt(b, st, 80, 24)
	lines := strings.Split(Plain(s), "\n")
	var ad, hi int
	for i, l := range lines {
		if Width(l) > 80 {
			t.Errorf("line %d is %d wide: %q", i, Width(l), l)
		}
		if strings.Contains(l, "Admirable: ") {
			ad = i
		}
		if strings.Contains(l, "Hive: ") {
			hi = i
		}
		if left := strings.TrimSpace(ansi.Truncate(l, b.mapW, "")); strings.HasSuffix(left, ";") || left == "MP" || left == "MP;" {
			t.Errorf("line %d: %q", i, left)
		}
	}
	if ad == 0 || hi == 0 {
		t.Fatalf("no Admirable or Hive in the list:\n%s", s)
	}
	// The case is met: the Admirable's summary, after its id and hex,
	// is as wide as the list.
	at := Width(lines[ad][:strings.Index(lines[ad], "Admirable: ")])
	if n := at + Width("Admirable: hull 9/10, shields 3, 5 MP"); n != b.mapW {
		t.Fatalf("the Admirable's line would be %d wide, the list is %d: not the case tested", n, b.mapW)
	}
	for _, c := range []struct {
		at         int
		head, next string
	}{{ad, "Admirable: hull 9/10, shields 3, 5 MP", "Admirable/F1 (6 fighters)"}, {hi, "Hive: hull 10/10, shields 2, 4 MP", "Hive/F1, F2, F3 (18 fighters)"}} {
		if !strings.HasSuffix(strings.TrimRight(ansi.Truncate(lines[c.at], b.mapW, ""), " "), c.head) {
			t.Errorf("line %d %q does not end with %q:\n%s", c.at, lines[c.at], c.head, s)
		}
		if got := strings.TrimSpace(ansi.Truncate(lines[c.at+1], b.mapW, "")); got != c.next {
			t.Errorf("line %d %q, want %q:\n%s", c.at+1, got, c.next, s)
		}
	}
	if !strings.Contains(s, "Units (10)") || !strings.Contains(s, "Hive/F5 (6 fighters)") {
		t.Errorf("the list is not all in sight:\n%s", s)
	}
}

// TestUnitListCellColumn: the unit list's cell column is as wide as the
// map's cell names, where it was 5 on every map: Starmada's "1001" stood
// in 5 columns, and each summary had a column less than the list's width
// left it. An unbounded map, whose names may grow, keeps "12,34"'s 5.
func TestUnitListCellColumn(t *testing.T) {
	for _, c := range []struct {
		unbounded bool
		want      string
	}{{false, "1001 Paladin · hull 4/6"}, {true, "1001  Paladin · hull 4/6"}} {
		g := starmadaStandard()
		g.unbounded = c.unbounded
		b, st := NewHexBoard(g, Config{}), &secretState{}
		boardAt(b, st, 80, 24)
		b.Key(key1("U"))
		if s := Plain(boardAt(b, st, 80, 24)); !strings.Contains(s, c.want) {
			t.Errorf("unbounded %v: no %q in the list:\n%s", c.unbounded, c.want, s)
		}
	}
}
