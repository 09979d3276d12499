package main

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestResultsFitTheTerminal: the commands' results were written one line
// each whatever the terminal's width, and at 80 columns the terminal
// broke validate's line of a save in the middle of words ("127 inten" /
// "ts"), a headless log's events and a note on standard error too. On a
// terminal a line is broken at spaces, its further lines set in; every
// word is there, and without a terminal the line is one, as scripts read
// it.
func TestResultsFitTheTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	c := newCLI(t, true)
	dir := t.TempDir()
	c.ok("selfplay", "sscs", "--games", "1", "--save-dir", dir)
	c.ok("selfplay", "stellararmada", "--games", "1", "--save-dir", dir)
	sscs := filepath.Join(dir, "sscs-standard-0000-seed1.json")
	duel := filepath.Join(dir, "stellararmada-standard-0000-seed1.json")
	for _, args := range [][]string{
		{"validate", sscs},
		{"replay", duel, "--headless", "--to", "1"},
		{"replay", duel, "--verify", "--to", "99"},
	} {
		code, out, errOut := c.run(args...)
		if code != 0 || strings.Count(out, "\n") == 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		long := false
		for _, l := range strings.Split(out+errOut, "\n") {
			long = long || len([]rune(l)) >= 80
		}
		if !long {
			t.Fatalf("%v: no line of 80 columns or more to break:\n%s%s", args, out, errOut)
		}
		tm := startTermAt(t, []string{"NO_COLOR=1", "TERM=xterm-256color"}, 80, 60, args...)
		lines := strings.Split(out+errOut, "\n")
		s := tm.waitFor(strings.Fields(lines[len(lines)-2])[0])
		for _, l := range strings.Split(s, "\n") {
			if n := len([]rune(strings.TrimRight(l, " "))); n >= 80 {
				t.Errorf("%v: a line fills the terminal's width, so the terminal broke it: %q", args, l)
			}
		}
		flat := strings.Join(strings.Fields(s), " ")
		for _, l := range strings.Split(strings.TrimSpace(out+errOut), "\n") {
			if l = strings.Join(strings.Fields(l), " "); !strings.Contains(flat, l) {
				t.Errorf("%v: the line %q is not there, word for word:\n%s", args, l, s)
			}
		}
	}
}

// TestWrapLine: a line is broken at spaces a column short of the width,
// its further lines set in by its own indent and two; a line that fits,
// and a word wider than the width, pass whole.
func TestWrapLine(t *testing.T) {
	long := strings.Repeat("x", 30)
	for _, c := range []struct {
		line  string
		width int
		want  string
	}{
		{"short line", 20, "short line"},
		{"one two three four", 19, "one two three four"},
		{"one two three four", 18, "one two three\n  four"},
		{"    event one two three four", 20, "    event one two\n      three four"},
		{"a " + long + " b", 20, "a\n  " + long + "\n  b"},
		{long, 20, long},
		{"words   kept   apart here", 21, "words   kept   apart\n  here"},
		{"anything", 0, "anything"},
	} {
		if got := wrapLine(c.line, c.width); got != c.want {
			t.Errorf("wrapLine(%q, %d) = %q, want %q", c.line, c.width, got, c.want)
		}
	}
}

// TestWrapLineKeepsEveryWord: at any width, a broken line keeps every
// word in order, and each of its lines fits a column short of the width
// unless it is one word too wide, with nothing after it.
func TestWrapLineKeepsEveryWord(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	words := []string{"a", "to", "hit", "→", "2d10", "Concord", "incapable", "18446744073709551615", "  ", "é"}
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", r.IntN(6)))
		for i := r.IntN(30); i > 0; i-- {
			b.WriteString(words[r.IntN(len(words))] + " ")
		}
		line, width := strings.TrimRight(b.String(), " "), r.IntN(40)
		got := wrapLine(line, width)
		if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(line), " ") {
			t.Fatalf("wrapLine(%q, %d) = %q: words lost or moved", line, width, got)
		}
		if width <= 0 {
			continue
		}
		for _, l := range strings.Split(got, "\n") {
			if ansi.StringWidth(l) > width-1 && len(strings.Fields(l)) > 1 {
				t.Fatalf("wrapLine(%q, %d): the line %q is too wide", line, width, l)
			}
		}
	}
}
