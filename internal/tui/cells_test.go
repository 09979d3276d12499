package tui

import (
	"testing"

	"charm.land/lipgloss/v2"
)

// TestCellsAtMost: fitBlock's cheap bound is never below the width it
// stands in for, whatever the line holds.
func TestCellsAtMost(t *testing.T) {
	lines := []string{
		"", "plain", "  padded   ", "\x1b[38;5;111;1mStar\x1b[m · Set-up",
		"日本語", "e\u0301", "1\ufe0f\u20e3", "👩\u200d🚀 crew", "🇫🇷🇩🇪", "\u0600a",
		"\x1b]8;;http://x\x07link\x1b]8;;\x07", "\x1b[", "\x1b[12", "\x1bx", "tab\there",
		"\xff\xfe broken", "\u00b7\u00d7\u2500\u2588", "\x1b[?25l", "a\x1b[1;2Hb",
	}
	for _, l := range lines {
		if got, w := cellsAtMost(l), lipgloss.Width(l); got < w {
			t.Errorf("cellsAtMost(%q) = %d, below its width %d", l, got, w)
		}
	}
}
