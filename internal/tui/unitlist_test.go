package tui

import (
	"strings"
	"testing"
)

// TestPackPartsKeepsTheWidth: a unit's summary broken between its parts
// never makes a line wider than the list, the " ·" a broken line ends
// with included (a line that just fit before it was cut with "…": "Star
// Destroyer · Dark Side · class …", found by a play-tester), and loses no
// part.
func TestPackPartsKeepsTheWidth(t *testing.T) {
	texts := []string{
		"Star Destroyer · Dark Side · class 2 · dmg 3/7 · reduced",
		"Bastion N speed 1 · HP 33/35 · shields 0 · no power; Maw N speed 1 · HP 23/23 · shields 2",
		"Executor · Imperial Fleet · class 1 · dmg 1/10 · reduced · Emperor's Will",
		"a part far longer than any line of the list can hold whole · short",
	}
	for _, text := range texts {
		for w := 12; w <= 60; w++ {
			lines := packParts(text, w, 100)
			for _, l := range lines {
				if Width(l) > w {
					t.Errorf("w %d: %q is %d wide", w, l, Width(l))
				}
			}
			// Each unit of a hex begins a line, which parts them: no ";".
			joined := strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
			if want := strings.Join(strings.Fields(strings.ReplaceAll(text, "; ", " ")), " "); joined != want {
				t.Errorf("w %d: %q lost words of %q", w, joined, want)
			}
		}
	}
}

// TestWrapKeepsTheProgramsName: the program's name is never broken at its
// hyphen ("no second armada-" / "tui plays the game" under a failed save,
// found by a play-tester).
func TestWrapKeepsTheProgramsName(t *testing.T) {
	text := "nothing was written, so that no second armada-tui plays the game: put the folder back"
	for w := 12; w <= 80; w++ {
		lines := Wrap(text, w, 2)
		for _, l := range lines {
			if strings.HasSuffix(l, "armada-") || strings.HasPrefix(strings.TrimSpace(l), "tui ") || strings.Contains(l, "\u2011") {
				t.Fatalf("w %d: the name broken or left joined: %q", w, lines)
			}
		}
		if got := strings.Join(strings.Fields(strings.Join(lines, " ")), " "); got != text {
			t.Fatalf("w %d: %q", w, got)
		}
	}
}

// TestNotesTakeNoRowWhenEmpty: a screen's message and error take a row
// each only when there is one (two blank rows left builders' lists short).
func TestNotesTakeNoRowWhenEmpty(t *testing.T) {
	st := NewStyles(false)
	if got := st.Notes("", "", 80); len(got) != 0 {
		t.Fatalf("no message and no error: %q", got)
	}
	if got := st.Notes("Bought a Wasp.", "", 80); len(got) != 1 {
		t.Fatalf("a message alone: %q", got)
	}
	if got := st.Notes("", strings.Repeat("refused ", 20), 40); len(got) < 4 {
		t.Fatalf("a long error wraps: %q", got)
	}
}
