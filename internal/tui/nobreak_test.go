package tui

import (
	"strings"
	"testing"
)

// damageLine is a Silent Death damage line as the game writes it: its dice
// joined by no-break spaces (NoBreakSpace), and a mark with its number.
const damageLine = "Red's Spirit Rider A fires 2 Splatterguns at Blue's Pit Viper A (DV 15): hit → Splattergun damage reads Medium (7.2), the middle die of 4\u00a05\u00a02: 4 +14 extra gun −2 DR = 16 damage: boxes 1–16 marked, ✳ critical hit, ◇\u00a0DR\u00a02→1"

// TestWrapKeepsNoBreakSpaces: a play-tester saw the log pane break a
// Silent Death damage line inside its dice, "…the middle die of 4 5" /
// "2: 4 +14 extra gun …", which read as other dice, and "◇" / "DR 2→1".
// Wrap does not break at a no-break space, at any width, and its lines
// give it as a plain space; --ascii's fold writes it as a space, not '?'.
func TestWrapKeepsNoBreakSpaces(t *testing.T) {
	for w := 20; w <= 120; w++ {
		lines := Wrap("  "+damageLine, w, 4)
		joined := strings.Join(lines, "\n")
		if strings.Contains(joined, NoBreakSpace) {
			t.Fatalf("at %d columns a line shows a no-break space: %q", w, lines)
		}
		for _, whole := range []string{"4 5 2:", "◇ DR 2→1"} {
			if !strings.Contains(joined, whole) {
				t.Errorf("at %d columns %q is broken: %q", w, whole, lines)
			}
		}
		for _, l := range lines {
			if Width(l) > w {
				t.Errorf("at %d columns %q is wider", w, l)
			}
		}
	}
	if got := ToASCII("4\u00a05\u00a02"); got != "4 5 2" {
		t.Errorf("ToASCII folds the no-break spaces as %q, want %q", got, "4 5 2")
	}
	if got := PlainSpaces("4\u00a05\u00a02"); got != "4 5 2" {
		t.Errorf("PlainSpaces = %q", got)
	}
}

// TestLogShowsNoBreakSpacesAsSpaces: the play screen's log pane and the
// whole log (L), at 80×24, with and without --ascii, keep a damage line's
// dice on one line and draw plain spaces: nothing of the no-break spaces
// reaches the terminal, and --ascii shows no '?' for them.
func TestLogShowsNoBreakSpacesAsSpaces(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		sess := saSession(t, true)
		cfg := Config{Catalog: testCatalog{}, ASCII: ascii}
		p := newPlay(cfg, sess)
		d := newDriver(t, cfg, p, 80, 24)
		p.log = append(p.log, logLine{text: cfg.asciiWords(damageLine)})
		p.wrapped, p.frame = nil, "" // drawn again with the line
		for _, view := range []string{"pane", "L"} {
			if view == "L" {
				d.keys("L")
			}
			s := d.screen()
			if strings.Contains(s, NoBreakSpace) || strings.Contains(s, "4?5?2") {
				t.Errorf("ascii %v, %s: the frame shows the no-break spaces:\n%q", ascii, view, s)
			}
			if !strings.Contains(s, "the middle die of 4 5 2:") && !strings.Contains(s, " 4 5 2: 4 +14") {
				t.Errorf("ascii %v, %s: the dice 4 5 2 are not on one line:\n%s", ascii, view, s)
			}
		}
	}
}
