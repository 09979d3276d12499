package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestHotkeysAreFree checks that no board gives an action a key the game
// screen already uses for something else, so that every hotkey works.
func TestHotkeysAreFree(t *testing.T) {
	taken := []key.Binding{KeyUp, KeyDown, KeyEnter, KeyBack, KeyHelp, KeyQuit, KeyUndo, KeyLogUp, KeyLogDn,
		KeyNextUnit, KeyPrevUnit, KeyFollow}
	for id, mk := range boards {
		b := mk(Config{})
		seen := map[string]string{}
		for _, kinds := range [][]string{boardKinds()[id]} {
			for _, kind := range kinds {
				label, hot := b.Group(kind)
				if hot == "" {
					continue
				}
				for _, k := range taken {
					for _, used := range k.Keys() {
						if used == hot {
							t.Errorf("%s: %q (%s) uses %q, which is %s", id, kind, label, hot, k.Help().Desc)
						}
					}
				}
				if other, dup := seen[hot]; dup {
					t.Errorf("%s: %q and %q share the key %q", id, kind, other, hot)
				}
				seen[hot] = kind
			}
		}
	}
}

// boardKinds lists the intent kinds each board names.
func boardKinds() map[string][]string {
	out := map[string][]string{}
	for id, groups := range map[string]map[string][2]string{"stellararmada": saGroups, "silentdeath": sdGroups, "starmada": smGroups} {
		for kind := range groups {
			out[id] = append(out[id], kind)
		}
	}
	return out
}

// TestLongListScrolls checks that an open list longer than its panel keeps
// the cursor in sight and says how much is hidden.
func TestLongListScrolls(t *testing.T) {
	var legal []engine.Intent
	for v := 1; v <= 20; v++ {
		legal = append(legal, pick{By: 0, Value: v})
	}
	al := newActionList(&secretState{}, legal, secretBoard{})
	al.choose() // opens the group
	for i := 0; i < 15; i++ {
		al.move(1)
	}
	lines, first := al.lines(secretBoard{}, func(s string) string { return "*" + s }, 6)
	if len(lines) != 6 {
		t.Fatalf("%d lines for a panel of 6: %q", len(lines), lines)
	}
	joined := strings.Join(lines, "\n")
	if !strings.Contains(joined, "*> secret number 16") {
		t.Fatalf("the cursor (item 16) is not drawn:\n%s", joined)
	}
	if !strings.Contains(joined, "more") || first == 0 {
		t.Fatalf("no sign of the hidden items (first %d):\n%s", first, joined)
	}
}
