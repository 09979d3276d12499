package tui

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// sgr is an SGR sequence; its parameters are the first group.
var sgr = regexp.MustCompile(`\x1b\[([0-9;]*)m`)

// sgrParams are the parameters of every SGR sequence in s.
func sgrParams(s string) []int {
	var out []int
	for _, m := range sgr.FindAllStringSubmatch(s, -1) {
		for _, f := range strings.Split(m[1], ";") {
			n, _ := strconv.Atoi(f)
			out = append(out, n)
		}
	}
	return out
}

// TestNoColorStylesKeepSecondaryTextApart: without colour the secondary
// text (Subtle: an SSCS design dearer than the money left, the help's
// other pages, hints) is faint, as the boards' Dim is; it was plain, so
// what grey set apart in colour read as everything else. No style writes
// a colour.
func TestNoColorStylesKeepSecondaryTextApart(t *testing.T) {
	st := NewStyles(false)
	got := st.Subtle.Render("Dreadnought 1200")
	if !slices.Contains(sgrParams(got), 2) {
		t.Errorf("Subtle without colour is not faint: %q", got)
	}
	for name, s := range map[string]string{
		"Title": st.Title.Render("x"), "Subtle": got, "Selected": st.Selected.Render("x"), "Cursor": st.Cursor.Render("x"),
		"Err": st.Err.Render("x"), "OK": st.OK.Render("x"), "Warn": st.Warn.Render("x"), "Key": st.Key.Render("x"),
	} {
		for _, p := range sgrParams(s) {
			if (p >= 30 && p <= 49 && p != 39 && p != 49) || (p >= 90 && p <= 107) {
				t.Errorf("%s writes SGR %d, a colour, without colour: %q", name, p, s)
			}
		}
	}
}
