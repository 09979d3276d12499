package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
)

// TestTooSmallMessageFitsTheWindow: the message of a terminal below 80×24
// is itself drawn within the terminal, at every size down to 1×1 (found by
// the key monkey, stop 36). Wrapped to a narrow width it ran to more lines
// than a short terminal has (9 at 20×5, 98 at 1×1), which the terminal
// scrolled; the unsaved designer's longer message too.
func TestTooSmallMessageFitsTheWindow(t *testing.T) {
	for _, unsaved := range []bool{false, true} {
		var first Screen = newMenu(Config{Catalog: testCatalog{}})
		if unsaved {
			first = unsavedScreen{first}
		}
		a := newApp(Config{Catalog: testCatalog{}}, first)
		for w := 1; w <= 100; w++ {
			for h := 1; h <= 30; h++ {
				a.Update(tea.WindowSizeMsg{Width: w, Height: h})
				if !a.small() {
					continue
				}
				lines := strings.Split(a.View().Content, "\n")
				if len(lines) > h {
					t.Fatalf("unsaved %v: at %d×%d the message has %d lines:\n%s", unsaved, w, h, len(lines), a.View().Content)
				}
				for _, l := range lines {
					if ansi.StringWidth(l) > w {
						t.Fatalf("unsaved %v: at %d×%d a line is %d cells: %q", unsaved, w, h, ansi.StringWidth(l), l)
					}
				}
			}
		}
	}
}

// unsavedScreen is a screen holding unsaved work.
type unsavedScreen struct{ Screen }

func (unsavedScreen) Unsaved() bool { return true }
