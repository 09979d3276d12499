package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestSheetWeaponNamesWhole: at 80×24 the sheet beside the map is 30
// columns, and every shipped ship's weapons show their names whole there
// (playing: the Bastion's and the Aerie's "Point def…", the Colossus's
// "Heavy torpe…"); a name too long to sit beside its numbers has them on
// the line below, and no line is wider than the sheet.
func TestSheetWeaponNamesWhole(t *testing.T) {
	sess := session(t, "standard", false, 1)
	s := sess.State().(*sscs.State)
	g := newBoard(cfg).g
	const w = 30
	split := 0
	for _, sh := range s.Ships() {
		var weapons []sscs.SystemInfo
		for _, si := range sh.Systems {
			if si.Category == sscs.CatWeapons {
				weapons = append(weapons, si)
			}
		}
		names := weaponNames(weapons, w)
		for i, si := range weapons {
			if names[i] != si.Name {
				t.Errorf("%s: %q named %q", sh.Name, si.Name, names[i])
			}
			lines := g.weaponLines(si, names[i], w)
			if !strings.HasPrefix(lines[0], si.Name) {
				t.Errorf("%s: the line of %q: %q", sh.Name, si.Name, lines[0])
			}
			for _, l := range lines {
				if tui.Width(l) > w || strings.Contains(l, "…") {
					t.Errorf("%s: %q is wider than %d or cut", sh.Name, l, w)
				}
			}
			if len(lines) == 2 {
				split++
				if !strings.Contains(lines[1], " R") {
					t.Errorf("%s: the numbers of %q: %q", sh.Name, si.Name, lines[1])
				}
			}
		}
		// The whole record, given the rows the sheet has at 80×24.
		for _, l := range g.record(s, sh, w, 14) {
			if tui.Width(l) > w {
				t.Errorf("%s: a record line wider than %d: %q", sh.Name, w, l)
			}
			for _, si := range weapons {
				if n := len(si.Name); n > 4 && strings.Contains(l, si.Name[:n-2]+"…") {
					t.Errorf("%s: %q cut: %q", sh.Name, si.Name, l)
				}
			}
		}
	}
	if split == 0 {
		t.Error("no weapon of the scenario has its numbers below its name at 30 columns")
	}
	// The Bastion keeps all five weapons on its sheet at 80×24.
	ba, _ := s.Ship(0)
	rec := strings.Join(g.record(s, ba, w, 14), "\n")
	if !strings.Contains(rec, "Point defence\n") || strings.Contains(rec, "more weapon") {
		t.Errorf("the Bastion's record at 80×24:\n%s", rec)
	}
}

// TestWeaponNamesShortened: a name wider than the whole line keeps its
// start and its last word, and two that would read the same keep more of
// their end until they differ.
func TestWeaponNamesShortened(t *testing.T) {
	ws := []sscs.SystemInfo{
		{Name: "Forward heavy plasma battery 1"},
		{Name: "Forward heavy plasma battery 2"},
		{Name: "Laser"},
		{Name: "Aft long range torpedo tube alpha"},
		{Name: "Aft long range torpedo tube gamma"},
	}
	got := weaponNames(ws, 20)
	seen := map[string]bool{}
	for i, n := range got {
		if tui.Width(n) > 20 {
			t.Errorf("%q wider than 20: %q", ws[i].Name, n)
		}
		if seen[n] {
			t.Errorf("two weapons read %q: %q", n, got)
		}
		seen[n] = true
	}
	if got[0] != "Forward heavy plas…1" || got[1] != "Forward heavy plas…2" || got[2] != "Laser" {
		t.Errorf("shortened: %q", got)
	}
	if !strings.HasSuffix(got[3], "alpha") || !strings.HasSuffix(got[4], "gamma") || !strings.Contains(got[3], "…") {
		t.Errorf("shortened: %q", got)
	}
}

// TestWeaponNamesShortenedWide: a player's names of wide characters are
// shortened to the line's columns, not its runes, and never panic — one
// name ending in the whole of another drove the kept end past the
// shorter name's start ("slice bounds out of range").
func TestWeaponNamesShortenedWide(t *testing.T) {
	sets := [][]sscs.SystemInfo{
		{{Name: "x 日本語日本語日本語日本語日本語"}, {Name: "zx 日本語日本語日本語日本語日本語"}},
		{{Name: "x 日本語日本語日本語日本語日本語"}, {Name: "y 日本語日本語日本語日本語日本語"}},
		{{Name: "日本語日本語日本語日本語日本語A"}, {Name: "日本語日本語日本語日本語日本語B"}},
	}
	for _, ws := range sets {
		for _, w := range []int{1, 2, 3, 5, 10, 20, 30} {
			for i, n := range weaponNames(ws, w) {
				if tui.Width(n) > w && tui.Width(ws[i].Name) > w {
					t.Errorf("w=%d: %q named %q, %d columns", w, ws[i].Name, n, tui.Width(n))
				}
			}
		}
	}
}
