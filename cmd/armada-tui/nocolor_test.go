package main

import (
	"path/filepath"
	"strings"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"
)

// TestEndToEndNoColorTellsSidesApart plays with NO_COLOR set: nothing on the
// screen has a colour, but the attributes NO_COLOR leaves on tell the two
// sides apart: Red's mat title is bold, Blue's bold and underlined (a cool
// colour), and the cursor of the action list is reversed.
func TestEndToEndNoColorTellsSidesApart(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	dir := t.TempDir()
	env := []string{"XDG_STATE_HOME=" + dir, "NO_COLOR=1", "TERM=xterm-256color"}
	tm := startTerm(t, env, "play", "stellararmada", "--seed", "7", "--save", filepath.Join(dir, "g.json"))
	tm.waitFor("Briefing: Star cruiser duel")
	tm.send("\r")
	tm.waitFor("Roll for the first player")
	tm.send("d")
	screen := tm.waitFor("Red: your move")

	lines := strings.Split(screen, "\n")
	red, blue := cellOf(t, lines, "▶ Red"), cellOf(t, lines, " Blue ")
	red.X += 2 // the R of "▶ Red"
	blue.X++   // the B of " Blue "
	for _, c := range []struct {
		name      string
		at        uv.Position
		underline bool
	}{{"Red", red, false}, {"Blue", blue, true}} {
		cell := tm.emu.CellAt(c.at.X, c.at.Y)
		if cell == nil || !strings.HasPrefix(c.name, cell.Content) {
			t.Fatalf("no %s at %v: %+v\n%s", c.name, c.at, cell, screen)
		}
		if cell.Style.Attrs&uv.AttrBold == 0 {
			t.Errorf("%s's title is not bold: %+v", c.name, cell.Style)
		}
		if got := cell.Style.Underline != uv.UnderlineNone; got != c.underline {
			t.Errorf("%s's title underlined %v, want %v", c.name, got, c.underline)
		}
	}
	reversed := false
	for y := range 24 {
		for x := range 80 {
			cell := tm.emu.CellAt(x, y)
			if cell == nil {
				continue
			}
			if cell.Style.Fg != nil || cell.Style.Bg != nil {
				t.Fatalf("cell (%d,%d) %q has a colour under NO_COLOR: %+v", x, y, cell.Content, cell.Style)
			}
			reversed = reversed || cell.Style.Attrs&uv.AttrReverse != 0
		}
	}
	if !reversed {
		t.Error("nothing on the screen is in reverse video: the action list's cursor is lost without colour")
	}
}

// cellOf is the screen position of the first cell of want, by the lines of
// the screen's text (x counted in cells, each line's runes one cell).
func cellOf(t *testing.T, lines []string, want string) uv.Position {
	t.Helper()
	for y, l := range lines {
		if i := strings.Index(l, want); i >= 0 {
			return uv.Position{X: len([]rune(l[:i])), Y: y}
		}
	}
	t.Fatalf("%q is not on the screen:\n%s", want, strings.Join(lines, "\n"))
	return uv.Position{}
}
