package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// TestLogPrintsNoBreakSpacesAsSpaces: Silent Death writes a roll's dice
// with no-break spaces (U+00A0), so that the screen's log does not part
// them ("the middle die of 4 5" / "2: …"). The command line's log prints
// them as plain spaces: replay --headless to a pipe, where a script reads
// the line, and to a terminal, whose lineWrapper breaks the line only at
// plain spaces, keeping the dice on one line.
func TestLogPrintsNoBreakSpacesAsSpaces(t *testing.T) {
	line := "    Red's Spirit Rider A fires 2 Splatterguns at Blue's Pit Viper A (DV 15): hit → Splattergun damage reads Medium (7.2), the middle die of 4\u00a05\u00a02: 4 +14 extra gun −2 DR = 16 damage"
	for w := 30; w <= 200; w += 7 {
		got := wrapLine(line, w)
		if strings.Contains(got, "\u00a0") || !strings.Contains(got, "4 5 2:") {
			t.Errorf("at %d columns the line is printed %q", w, got)
		}
	}
	var b bytes.Buffer
	lw := &lineWrapper{w: &b, width: 60}
	if _, err := lw.Write([]byte(line + "\n")); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); strings.Contains(got, "\u00a0") || !strings.Contains(got, "4 5 2:") {
		t.Errorf("the terminal's lines are %q", got)
	}
	if testing.Short() {
		t.Skip("plays a game")
	}
	c := newCLI(t, true)
	dir := t.TempDir()
	c.ok("selfplay", "silentdeath", "--games", "1", "--save-dir", dir)
	saves, _ := filepath.Glob(filepath.Join(dir, "silentdeath-*.json"))
	if len(saves) != 1 {
		t.Fatalf("selfplay saved %q", saves)
	}
	code, out, errOut := c.run("replay", saves[0], "--headless")
	if code != 0 || !strings.Contains(out, "damage reads") {
		t.Fatalf("exit %d, no damage line:\n%s%s", code, out, errOut)
	}
	if strings.Contains(out, "\u00a0") {
		i := strings.Index(out, "\u00a0")
		t.Errorf("the log prints a no-break space: %q", out[max(0, i-80):min(len(out), i+40)])
	}
}
