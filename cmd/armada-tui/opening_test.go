package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// replay --headless prints what a game's first state tells (Starmada's
// set-up roll, made with the battle) as the log's first entry, an
// automatic step's line before intent 1, as the screen's log does.
func TestReplayHeadlessOpensWithTheOpening(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	c.ok("selfplay", "starmada", "--scenario", "setup", "--games", "1", "--seed", "3", "--save-dir", dir)
	saves, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(saves) != 1 {
		t.Fatalf("selfplay wrote %v (%v)", saves, err)
	}
	out := c.ok("replay", saves[0], "--headless", "--to", "1")
	lines := strings.Split(out, "\n")
	if len(lines) < 6 || !strings.HasPrefix(lines[1], "T1 -") || !strings.HasSuffix(lines[1], "  as the game begins") ||
		!strings.Contains(lines[2], "rolls for the set-up: 1d6") {
		t.Fatalf("the log does not open with the set-up roll:\n%s", out)
	}
	var rolled, placed int
	for i, l := range lines {
		switch {
		case strings.Contains(l, "sets up first (2.1.2)"):
			rolled = i
		case strings.HasPrefix(l, "T1 ") && strings.Contains(l, " at ") && placed == 0:
			placed = i
		}
	}
	if rolled == 0 || placed < rolled || strings.Count(out, "sets up first (2.1.2)") != 1 {
		t.Errorf("the roll is told once, before the first ship is placed (lines %d, %d):\n%s", rolled, placed, out)
	}
}

// replay --headless pads the side names to one column by the cells they
// take on a terminal, not by their characters: a side named in CJK (two
// cells a character) pushed its lines' intents out of line.
func TestReplayHeadlessAlignsWideNames(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	sc := filepath.Join(dir, "wide.yaml")
	if err := os.WriteFile(sc, []byte("game: stellararmada\nname: wide\ntitle: Wide names\nsides:\n  - {name: 銀河帝国, color: red}\n  - {name: Rebels, color: blue}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c.ok("selfplay", "stellararmada", "--scenario", sc, "--games", "1", "--save-dir", dir)
	saves, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(saves) != 1 {
		t.Fatalf("selfplay wrote %v", saves)
	}
	out := c.ok("replay", saves[0], "--headless")
	cols := map[int]int{} // the cell where the intent's words begin: lines
	for _, l := range strings.Split(out, "\n") {
		if !strings.HasPrefix(l, "R") && !strings.HasPrefix(l, "T") {
			continue
		}
		i := strings.Index(l, "  ") // the padding ends where the words begin
		for i >= 0 && i+2 < len(l) && l[i+2] == ' ' {
			i++
		}
		if i >= 0 {
			cols[ansi.StringWidth(l[:i+2])]++
		}
	}
	if len(cols) != 1 {
		t.Errorf("the intents begin at %d different cells %v:\n%s", len(cols), cols, out)
	}
}
