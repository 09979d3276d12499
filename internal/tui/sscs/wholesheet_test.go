package sscs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// unitSheet drives the boarding action (seed 8, hotseat) at w×h to the
// Vorr's first declarations, opens the unit list (U) and the sheet of the
// hex the Bastion and the Maw share, as a play-tester did at 80×24.
func unitSheet(t *testing.T, w, h int) *tuitest.Driver {
	t.Helper()
	sess := session(t, "boarding", false, 8)
	d := tuitest.Game(t, cfg, sess, w, h)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	keys(d, "n", "enter") // Concord seals
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	if v := d.Snap().Viewer; v != 1 {
		t.Fatalf("the Vorr are not at the keyboard:\n%s", d.Screen())
	}
	keys(d, "U")
	if s := d.Screen(); !strings.Contains(s, "▸ Ba+") || !strings.Contains(s, "Bastion, Maw") {
		t.Fatalf("the unit list does not open on the Bastion's hex:\n%s", s)
	}
	if s := d.Screen(); strings.Contains(s, "see U") {
		t.Errorf("the unit list's sheet points to U, where the player is:\n%s", s)
	}
	keys(d, "enter")
	return d
}

// weaponsOf are the names of the weapons of the ships named.
func weaponsOf(t *testing.T, d *tuitest.Driver, names ...string) []string {
	t.Helper()
	var out []string
	for _, sh := range d.Snap().Shown.(*sscs.State).Ships() {
		for _, n := range names {
			if sh.Name != n {
				continue
			}
			for _, si := range sh.Systems {
				if si.Category == sscs.CatWeapons {
					out = append(out, si.Name)
				}
			}
		}
	}
	if len(out) < 5 {
		t.Fatalf("the %v have %d weapons", names, len(out))
	}
	return out
}

// TestStackedSheetScrolls: at 80×24 the whole sheet of a hex holding the
// Maw and the Bastion showed neither whole ("+2 more weapons: see U",
// pointing to where the player was; the Bastion's weapons never
// appeared), and ↓/j went to the next unit. Now ↓/j scrolls the sheet to
// its end, every weapon of both ships comes into sight on the way, no line
// points to U, and only at the end does ↓ go on to the next unit.
func TestStackedSheetScrolls(t *testing.T) {
	d := unitSheet(t, 80, 24)
	want := weaponsOf(t, d, "Bastion", "Maw")
	seen := map[string]bool{}
	var screens []string
	for i := 0; i < 60; i++ {
		s := d.Screen()
		screens = append(screens, s)
		if strings.Contains(s, "see U") {
			t.Fatalf("the sheet points to U, where the player is:\n%s", s)
		}
		if strings.Contains(s, "Gorgon") {
			break // on to the next unit
		}
		if !strings.Contains(s, "Bastion") && !strings.Contains(s, "Maw") {
			t.Fatalf("neither ship on the sheet:\n%s", s)
		}
		for _, w := range want {
			if strings.Contains(s, w) {
				seen[w] = true
			}
		}
		keys(d, "j")
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("%s never came into sight while scrolling; the first screen:\n%s", w, screens[0])
		}
	}
	if len(screens) < 3 {
		t.Errorf("j left the sheet after %d screens:\n%s", len(screens), screens[0])
	}
	if s := d.Screen(); !strings.Contains(s, "Gorgon") {
		t.Errorf("↓ at the sheet's end does not go on to the next unit:\n%s", s)
	}
	// Back to the stack's sheet from the Gorgon's by ↑/k: it opens at its
	// end, where reading back goes on (it opened at its top, and a
	// play-tester found the place lost), and ↑/k scrolls on up it.
	keys(d, "k")
	if s := d.Screen(); !strings.Contains(s, "↑/k scrolls back · ↓/j next unit") || strings.Contains(s, "Gorgon") {
		t.Errorf("back on the stack by k, the sheet does not open at its end:\n%s", s)
	}
	keys(d, "k")
	if s := d.Screen(); !strings.Contains(s, "↓ 1 more line: ↓/j scrolls") {
		t.Errorf("k does not scroll up the sheet it came back to:\n%s", s)
	}
}

// TestStackedSheetWhole: where the board has the room (100×40), the whole
// sheet of the stack is shown at once, with no scrolling hint.
func TestStackedSheetWhole(t *testing.T) {
	d := unitSheet(t, 100, 40)
	s := d.Screen()
	for _, w := range weaponsOf(t, d, "Bastion", "Maw") {
		if !strings.Contains(s, w) {
			t.Errorf("%s is not on the sheet:\n%s", w, s)
		}
	}
	if strings.Contains(s, "scrolls") || strings.Contains(s, "see U") {
		t.Errorf("a sheet that fits scrolls or points away:\n%s", s)
	}
}

// TestUnitListShowsEachState: at 80×24 the unit list (U) shows each
// unit's whole summary, its state on a second line under it where the line
// is too short ("Co 0,-12 Colossus S speed 2 · HP 43/43 · sh…" was cut
// on every line, found by a play-tester); a click on a second line picks
// its unit.
func TestUnitListShowsEachState(t *testing.T) {
	sess := session(t, "boarding", false, 8)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	keys(d, "U")
	screen := d.Screen()
	lines := strings.Split(screen, "\n")
	in := false
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "Units ("):
			in = true
		case strings.HasPrefix(l, "↑/↓ choose"):
			in = false
		case in && strings.Contains(string([]rune(l)[:min(50, len([]rune(l)))]), "…"):
			t.Errorf("a unit's line is cut: %q\n%s", l, screen)
		}
	}
	st := d.Snap().Shown.(*sscs.State)
	for _, sh := range st.Ships() {
		if !strings.Contains(screen, sh.Name) {
			continue // scrolled off
		}
		hp := fmt.Sprintf("HP %d/%d", sh.HitPoints, sh.MaxHP)
		if !strings.Contains(screen, hp) {
			t.Errorf("%s's %s is not in the list:\n%s", sh.Name, hp, screen)
		}
	}
	// A click on the Lance's second line picks the Lance.
	for y, l := range lines {
		if strings.Contains(l, "La   -4,48 Lance") {
			d.Click(25, y+1)
			break
		}
	}
	if s := d.Screen(); !strings.Contains(s, "▸ La") {
		t.Errorf("a click on the Lance's second line did not pick it:\n%s", s)
	}
}

// TestUnitListClicks: a click on the unit list's footer or on the sheet
// beside it picks nothing (it picked the unit of the row clicked), and a
// second click where the first landed opens that unit's sheet (the list
// moved under the first click, centring its unit, and the second picked
// another; found by a play-tester).
func TestUnitListClicks(t *testing.T) {
	sess := session(t, "standard", false, 1)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	keys(d, "U", "end")
	screen := strings.Split(d.Screen(), "\n")
	foot, first := -1, -1
	for y, l := range screen {
		switch {
		case strings.HasPrefix(l, "↑/↓ choose"):
			foot = y
		case first < 0 && strings.HasPrefix(l, "  ") && strings.Contains(l[:min(len(l), 50)], ","):
			first = y // the first unit's line not under the cursor
		}
	}
	if foot < 0 || first < 0 {
		t.Fatalf("no footer or unit line:\n%s", d.Screen())
	}
	if !strings.Contains(d.Screen(), "Units (9, 3 above)") {
		t.Errorf("the list's title does not say what is above it:\n%s", d.Screen())
	}
	before := d.Screen()
	d.Click(10, foot)
	d.Click(65, first)
	if d.Screen() != before {
		t.Fatalf("a click on the footer or the sheet changed the list:\n%s", d.Screen())
	}
	d.Click(10, first)
	picked := d.Screen()
	if picked == before {
		t.Fatalf("a click on a unit's line picked nothing:\n%s", picked)
	}
	d.Click(10, first)
	if f := d.Footer(); !strings.Contains(f, "esc the list") {
		t.Fatalf("a second click on the unit picked did not open its sheet (footer %q):\n%s", f, d.Screen())
	}
}
