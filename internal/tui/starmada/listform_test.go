package starmada

import (
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestListLinesShortenedAlike: the fighters' list (f) and the targets'
// list (t) shortened each line on its own to fit the action list, so at
// 80×24 the lines of one list read unlike: 'Pa/F1 (6): to 1512, hit Hive'
// above 'Pa/F1: to 1512, hit Mantis', 'Mantis (a) ×2 at Lancer' above 'Ma
// (a) ×2 at fighters 1512', one ship under two names. Every line of a
// list now takes one form, the longest in which each fits: the fighters
// left on all lines or none, a ship's name on all or its id on all. The
// flight's sheet still says its move whole.
func TestListLinesShortenedAlike(t *testing.T) {
	counted := regexp.MustCompile(`^\S+ \(\d+\): `)
	sess := session(t, "standard", false, 1, nil)
	checked := map[string]bool{}
	for i := 0; i < 3000 && len(checked) < 2; i++ {
		s := now(sess)
		if s.Outcome().Over {
			break
		}
		who := s.Phase().Actors[0]
		view := s.View(who)
		b := newStarmadaBoard(cfg)
		b.Draw(tui.Frame{State: view, Me: who, W: 80, H: 24})
		fit := tui.ActionListWidth(80) - 6
		var fly, target []engine.Intent
		for _, in := range view.Legal(who) {
			switch in.(type) {
			case sm.Fly:
				fly = append(fly, in)
			case sm.Target:
				target = append(target, in)
			}
		}
		var lines []string
		for _, in := range fly {
			lines = append(lines, b.g.Item(in))
		}
		if len(fly) > 3 {
			n := 0
			for _, l := range lines {
				if counted.MatchString(l) {
					n++
				}
			}
			if n != 0 && n != len(lines) {
				t.Errorf("the fighters' list gives the fighters left on %d of its %d lines:\n%s", n, len(lines), strings.Join(lines, "\n"))
			}
			checked["fly"] = true
		}
		lines = lines[:0]
		names, ids := 0, 0
		for _, in := range target {
			l := b.g.Item(in)
			lines = append(lines, l)
			ship := in.(sm.Target).Ship
			switch {
			case strings.HasPrefix(l, ship+" ("):
				names++
			case strings.HasPrefix(l, b.g.idOf(ship)+" ("):
				ids++
			}
		}
		if len(target) > 3 {
			if names != 0 && ids != 0 {
				t.Errorf("the targets' list names %d ships by name and %d by id:\n%s", names, ids, strings.Join(lines, "\n"))
			}
			checked["target"] = true
		}
		for _, l := range lines {
			if tui.Width(l) > fit {
				t.Errorf("%q is wider than the list's %d columns", l, fit)
			}
		}
		scriptedStep(t, sess)
	}
	if !checked["fly"] || !checked["target"] {
		t.Fatalf("lists checked: %v: the case is not met", checked)
	}
}
