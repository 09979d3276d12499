package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// A status of more than three lines keeps three, the last cut with a
// mark, and its words stay one space apart: the lines past the third were
// joined with the indent of each, which left "column 23:   u…".
func TestStatusLinesJoinTheRestWithoutTheirIndent(t *testing.T) {
	// Words of 30 cells: one to a line of 40, so the joint falls inside
	// the third line.
	p := &play{status: strings.Repeat("abcdefghijklmnopqrstuvwxyz0123 ", 6)}
	lines := p.statusLines(40)
	if len(lines) != 3 {
		t.Fatalf("%d lines: %q", len(lines), lines)
	}
	last := ansi.Strip(lines[2])
	if !strings.HasPrefix(last, "  ") || strings.HasPrefix(last, "   ") || strings.Contains(strings.TrimSpace(last), "  ") || !strings.HasSuffix(last, "…") || ansi.StringWidth(last) > 40 {
		t.Fatalf("the third line %q", last)
	}
}
