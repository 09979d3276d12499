package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// tallBoard is a board that takes every row it is offered, as a map does
// at 80×24.
type tallBoard struct{ Board }

func (tallBoard) Height(w, h int) int { return h }
func (tallBoard) Draw(f Frame) []string {
	out := make([]string, f.H)
	for i := range out {
		out[i] = strings.Repeat("·", f.W)
	}
	return out
}

// TestQuitShowsALongPathWhole: the quit question of a game saved outside
// the save folder names the command that resumes it, but under a tall map
// at 80×24 it had four rows, which the path named twice filled, and
// "Continue it later with: armada-tui resume <path>" was cut off (found by
// a play-tester). The question takes the rows it needs from the table and
// names the path once, in the command, wrapped within 80 columns.
func TestQuitShowsALongPathWhole(t *testing.T) {
	for _, path := range []string{
		"/home/someone/Documents/tabletop games/starship battles/saturday night/duel-with-a-rather-long-name-2025-06-07.json",
		"/home/someone/Documents/tabletop-games/starship-battles/saturday-night-campaign/the-second-season/after-the-break/duel-with-a-rather-long-name-2025-06-07.json",
	} {
		sess := saSession(t, false)
		sess.Path = path
		p := newPlay(Config{Catalog: testCatalog{}}, sess)
		p.board = tallBoard{p.board}
		d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
		d.keys("q")
		s := d.screen()
		lines := strings.Split(s, "\n")
		at := -1
		for i, l := range lines {
			if w := ansi.StringWidth(l); w > 80 {
				t.Errorf("a line is %d columns wide: %q", w, l)
			}
			if strings.Contains(l, "armada-tui resume") {
				at = i
			}
		}
		if at < 0 {
			t.Fatalf("the quit question does not say how to resume the game:\n%s", s)
		}
		// The command's lines, joined, are the whole command.
		want := "armada-tui resume " + ShellWord(path)
		got := ""
		for _, l := range lines[at:] {
			l = strings.TrimSpace(l)
			if l == "" {
				break
			}
			got += l
		}
		if got != want {
			t.Errorf("the command reads %q, want %q whole:\n%s", got, want, s)
		}
		if strings.Count(s, ".json") != 1 {
			t.Errorf("the path is named %d times, want once (in the command):\n%s", strings.Count(s, ".json"), s)
		}
		if !strings.Contains(s, "·····") {
			t.Errorf("the table is gone:\n%s", s)
		}
	}
}
