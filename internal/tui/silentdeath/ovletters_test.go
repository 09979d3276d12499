package silentdeath

import (
	"strings"
	"testing"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// overviewGlyphs are the letters and digits of the map part of an 80×24
// overview: the runs of map cells that open its lines 1–14, up to the
// space before the display.
func overviewGlyphs(screen string) (letters []rune, digits int) {
	lines := strings.Split(screen, "\n")
	for _, l := range lines[1:min(15, len(lines))] {
		m, _, _ := strings.Cut(l, " ")
		for _, r := range m {
			switch {
			case unicode.IsLetter(r):
				letters = append(letters, r)
			case unicode.IsDigit(r):
				digits++
			}
		}
	}
	return letters, digits
}

// TestOverviewTellsCraftApart: the overview (0) drew each unit as its id's
// first letter, so at 80×24 Your First Game read "P P" and "S S" (Pit
// Vipers A and B, Spirit Riders A and B) and 11.6's Screening Force
// "P P", "N N", "E E", "L L" and four T's. Each craft and satellite now
// shows a letter no other unit shows, in either case, and the map's
// legend names those that are not their id's first ("PVB as V").
func TestOverviewTellsCraftApart(t *testing.T) {
	for _, sc := range []string{"first-game", "screening"} {
		sess := sdSession(t, sc, 1, true)
		d := tuitest.Game(t, cfg, sess, 80, 24)
		d.Keys("0")
		if z := d.Snap().Board.(*sdBoard).Zoom(); z != render.Overview {
			t.Fatalf("%s: 0 gives %v, want the overview", sc, z)
		}
		screen := d.Screen()
		letters, digits := overviewGlyphs(screen)
		seen := map[rune]int{}
		for _, r := range letters {
			seen[unicode.ToUpper(r)]++
		}
		for r, n := range seen {
			if n > 1 {
				t.Errorf("%s: %d units show %c on the whole map:\n%s", sc, n, r, screen)
			}
		}
		s := sdState(sess.State())
		g := &sdGame{}
		v := g.MapView(s, 0, nil)
		v.Units = g.Units(s, 0)
		if digits == 0 && len(letters) != len(v.Units) {
			t.Errorf("%s: %d letters for the %d units on the whole map (%c):\n%s", sc, len(letters), len(v.Units), letters, screen)
		}
		legend := strings.Join(strings.Fields(strings.Join(mapLegend(s, 0).Lines, " ")), " ")
		moved := 0
		for _, u := range v.Units {
			id := v.Cells[u].Text
			l := render.HexOverviewLetters(v)[id]
			if !strings.ContainsRune(string(letters), []rune(l)[0]) && digits == 0 {
				t.Errorf("%s: %s's letter %q is not on the whole map:\n%s", sc, id, l, screen)
			}
			if !strings.HasPrefix(id, l) {
				moved++
				if !strings.Contains(legend, id+" as "+l) {
					t.Errorf("%s: the legend does not say that %s shows %q in the overview:\n%s", sc, id, l, legend)
				}
			}
		}
		if moved == 0 {
			t.Errorf("%s: every unit shows its id's first letter: the case is not met", sc)
		}
		if !strings.Contains(legend, "each craft and satellite shows a letter of its own") {
			t.Errorf("%s: the legend does not say each craft has a letter of its own:\n%s", sc, legend)
		}
	}
}

// TestOverviewKeepsSmallIDsFirstLetters: where a side writes its ids in
// small letters (the engagement's Blue saa and tba beside Red's SAA and
// TBA) the overview keeps every id's first letter, in its case, since an
// own letter would make Red's SAA an A beside Blue's s; the legend says
// so and claims no letter of its own.
func TestOverviewKeepsSmallIDsFirstLetters(t *testing.T) {
	sess := sdSession(t, "engagement-100", 1, true)
	s := sdState(sess.State())
	ids, _ := sdTellApart(s, s.Crafts())
	if !sdSmallIDs(s.Crafts(), ids) {
		t.Fatalf("no small ids in the engagement: %v", ids)
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("0")
	letters, _ := overviewGlyphs(d.Screen())
	if got := string(letters); len(letters) != 4 || !strings.ContainsRune(got, 'S') || !strings.ContainsRune(got, 's') || !strings.ContainsRune(got, 'T') || !strings.ContainsRune(got, 't') {
		t.Errorf("the engagement's overview shows %q, want S, T, s and t:\n%s", got, d.Screen())
	}
	legend := strings.Join(strings.Fields(strings.Join(mapLegend(s, 0).Lines, " ")), " ")
	if strings.Contains(legend, "shows a letter of its own") || !strings.Contains(legend, "each unit shows its id's first letter, in the case the map writes it") {
		t.Errorf("the legend does not say the engagement's overview shows first letters:\n%s", legend)
	}
}
