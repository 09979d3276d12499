package tui

import (
	"testing"

	"charm.land/bubbles/v2/key"
)

// TestHotkeysAreFree checks that no board gives an action a key the game
// screen already uses for something else, so that every hotkey works.
func TestHotkeysAreFree(t *testing.T) {
	taken := []key.Binding{keyUp, keyDown, keyEnter, keyBack, keyHelp, keyQuit, keyUndo, keyLogUp, keyLogDn,
		keyNextUnit, keyPrevUnit, keyFollow}
	for id, mk := range boards {
		b := mk(Config{})
		seen := map[string]string{}
		for _, kinds := range [][]string{boardKinds()[id]} {
			for _, kind := range kinds {
				label, hot := b.group(kind)
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
	for id, groups := range map[string]map[string][2]string{"stellararmada": saGroups, "silentdeath": sdGroups} {
		for kind := range groups {
			out[id] = append(out[id], kind)
		}
	}
	return out
}
