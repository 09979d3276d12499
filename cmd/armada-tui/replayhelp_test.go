package main

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestHelpPagesForTheReplay: every game's help pages can be drawn for a
// position as the replay viewer shows it, with no side's eyes
// (engine.NoPlayer), at every phase of a whole scripted game of each
// scenario: the replay's ? gave the keys alone, without the legend of the
// map's letters (found in play), and the pages had only ever been drawn for
// a player.
func TestHelpPagesForTheReplay(t *testing.T) {
	a := newApp(nil, nil)
	games := 0
	for _, g := range a.games.All() {
		help := a.games.Screens(g.ID()).Help
		if help == nil {
			continue
		}
		games++
		scs, err := a.games.Scenarios(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, sc := range scs {
			var levels []string
			for range sc.Sides() {
				levels = append(levels, engine.LevelScripted)
			}
			slots, err := engine.ScriptedSlots(sc, levels)
			if err != nil {
				t.Fatal(err)
			}
			sess, err := engine.NewSession(g, sc, nil, 1, slots)
			if err != nil {
				t.Fatal(err)
			}
			opps, err := engine.Opponents(g, slots, 1)
			if err != nil {
				t.Fatal(err)
			}
			if err := engine.PlayOut(sess, opps, 20000); err != nil {
				t.Fatalf("%s %s: %v", g.ID(), sc.Name(), err)
			}
			seen := map[string]bool{}
			for i := 0; i <= sess.Len(); i++ {
				st := sess.StateAt(i)
				if seen[st.Phase().Name] && i != sess.Len() {
					continue
				}
				seen[st.Phase().Name] = true
				pages := help(st, engine.NoPlayer, nil)
				if len(pages) == 0 {
					t.Errorf("%s %s, intent %d (%s): no help page for the replay", g.ID(), sc.Name(), i, st.Phase().Name)
				}
				for _, p := range pages {
					if strings.TrimSpace(p.Title) == "" || len(p.Lines) == 0 {
						t.Errorf("%s %s, intent %d: an empty page %q", g.ID(), sc.Name(), i, p.Title)
					}
				}
			}
		}
	}
	if games < 5 {
		t.Fatalf("help pages of %d games", games)
	}
}
