package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestLongUnspentQuestionFits: the question before an intent that leaves
// something unspent takes the rows it needs from the table, as the quit
// question and a finished game's result do. Starmada's "End the fire with
// …" names every battery that could still declare, ship by ship (up to 24
// ships a side): under a map at 80×24 the action panel's seven rows cut
// the question and its "enter/y yes, esc/n no" line.
func TestLongUnspentQuestionFits(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: testCatalog{}}
	p := newPlay(cfg, sess)
	p.board = tallBoard{p.board}
	d := newDriver(t, cfg, p, 80, 24)
	d.keys("d", "n")
	if p.confirm == nil {
		t.Fatalf("n did not ask:\n%s", d.screen())
	}
	var parts []string
	for _, s := range []string{"Admirable", "Halberd 1", "Halberd 2", "Halberd 3", "Sabre", "Lancer", "Corsair 1"} {
		parts = append(parts, s+"'s batteries (a) and (b)")
	}
	p.confirm.what = strings.Join(parts, ", ")
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	s := d.screen()
	var panel []string
	for _, l := range strings.Split(s, "\n") {
		if left, _, ok := strings.Cut(l, "│"); ok {
			panel = append(panel, strings.TrimSpace(left))
		}
	}
	flat := strings.Join(panel, " ")
	if !strings.Contains(flat, "End the turn with Admirable's") || !strings.Contains(flat, "Corsair 1's batteries (a) and (b) unspent?") || !strings.Contains(flat, "enter/y yes, esc/n no") {
		t.Fatalf("the question is cut:\n%s", s)
	}
	if !strings.Contains(s, "····") {
		t.Fatalf("the table is gone:\n%s", s)
	}
	if lines := strings.Split(s, "\n"); len(lines) != 24 {
		t.Fatalf("%d lines, not 24:\n%s", len(lines), s)
	}
}
