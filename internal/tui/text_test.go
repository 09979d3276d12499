package tui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/render"
)

// TestASCIIFoldDrawsGlyphsAsTheMap: a help legend is written once, with
// the Unicode glyphs, and --ascii folds the whole frame (ToASCII); every
// glyph it names must then read as the ASCII map draws it. Three do not,
// and the legends that name them say so in words: the empty cell (· folds
// to the separator -, the map draws .), the die faces ([1]..[6] are three
// cells, the fold keeps one) and the marker of a unit east of the window
// (▶ is the acting side's mark too and folds to >, the map draws @).
func TestASCIIFoldDrawsGlyphsAsTheMap(t *testing.T) {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	except := map[string]bool{"Empty": true, "Dice": true}
	var walk func(name string, u, a reflect.Value)
	walk = func(name string, u, a reflect.Value) {
		switch u.Kind() {
		case reflect.String:
			if name == "Glyphs.Edge[2]" && u.String() == uni.Active && ToASCII(u.String()) == asc.Active {
				// "▶" is the acting side's mark as well as the east
				// marker's: the fold keeps the mark's ">".
				return
			}
			if got := ToASCII(u.String()); got != a.String() {
				t.Errorf("%s: --ascii folds %q into %q, the ASCII map draws %q", name, u.String(), got, a.String())
			}
		case reflect.Array:
			for i := 0; i < u.Len(); i++ {
				walk(name+"["+string(rune('0'+i))+"]", u.Index(i), a.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < u.NumField(); i++ {
				f := u.Type().Field(i).Name
				if except[f] {
					continue
				}
				walk(name+"."+f, u.Field(i), a.Field(i))
			}
		}
	}
	walk("Glyphs", reflect.ValueOf(uni), reflect.ValueOf(asc))
}

// TestASCIICutLineEndsInATilde: a line cut with "…" ends in "~" with
// --ascii, one cell like the ellipsis; a full stop read as the end of a
// sentence ("[m] Fire missile at. (4)", found in the ASCII play-test).
func TestASCIICutLineEndsInATilde(t *testing.T) {
	if got := ToASCII("[m] Fire missile at… (4)"); got != "[m] Fire missile at~ (4)" {
		t.Errorf("ToASCII = %q", got)
	}
}

// TestASCIILogArrowsTakeTwoCells: with --ascii the log's arrows read "->"
// ("hit -> 5 damage: shields 5->0"), not ">", which read as "greater
// than"; the line is folded before it is wrapped, so it keeps its width.
func TestASCIILogArrowsTakeTwoCells(t *testing.T) {
	sess := saSession(t, true)
	cfg := Config{Catalog: testCatalog{}, ASCII: true}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("d") // roll for the first player
	hit := false
	for i := 0; i < 200 && !hit && !sess.State().Outcome().Over; i++ {
		d.keys("m", "enter", "b", "enter", "n", "y")
		for _, rec := range sess.Records() {
			for _, e := range rec.Events {
				hit = hit || strings.Contains(e.String(), "→")
			}
		}
	}
	if !hit {
		t.Fatal("no shot hit in 200 turns")
	}
	d.keys("L")
	s := d.screen()
	if !strings.Contains(s, "damage: ") || !strings.Contains(s, "->") || strings.Contains(s, "hit > ") {
		t.Errorf("the log's arrows are not written ->:\n%s", s)
	}
	for i, l := range strings.Split(s, "\n") {
		if w := len(l); w > 80 {
			t.Errorf("line %d is %d columns: %q", i, w, l)
		}
	}
}

// TestTrimBlankTail: the blank rows under a map drawn shorter than its
// room go to the action list and the log, one staying under the table.
func TestTrimBlankTail(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want int
	}{
		{[]string{"map", "map", "", "  ", ""}, 3},
		{[]string{"map", "\x1b[2m  \x1b[0m", ""}, 2}, // styled blanks are blank
		{[]string{"map", "sheet"}, 2},
		{[]string{"map", ""}, 2},
		{[]string{"", ""}, 1},
		{nil, 0},
	} {
		if got := TrimBlankTail(c.in); len(got) != c.want {
			t.Errorf("TrimBlankTail(%q) keeps %d rows, want %d", c.in, len(got), c.want)
		}
	}
}
