package tui

import (
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// The footer's separators are drawn in the grey of its words: bubbles' own
// grey came out black (ESC[30m) on a terminal of 16 colours, so "•" went
// unseen on a dark background (found by a play-tester with TERM=xterm).
func TestFooterSeparatorsShowOnSixteenColours(t *testing.T) {
	h := newHelp(true, false)
	sep := colorprofile.ANSI.Convert(h.Styles.ShortSeparator.GetForeground())
	desc := colorprofile.ANSI.Convert(h.Styles.ShortDesc.GetForeground())
	if sep == ansi.Black || sep != desc {
		t.Errorf("on 16 colours the separator is %v, the words %v", sep, desc)
	}
	if full := colorprofile.ANSI.Convert(h.Styles.FullSeparator.GetForeground()); full == ansi.Black {
		t.Errorf("on 16 colours the full help's separator is black")
	}
}
