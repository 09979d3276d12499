package tui

import (
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
)

// SharedMapKeys is a line for a game's help legend naming the map board's
// letter keys that are also the hotkey of a group of actions in groups (a
// kind's label and hotkey, as a MapGame's Group gives them), and what
// becomes of them: while such an action is offered the letter is the
// action's (MapBoard.hotkey), the map's again once it is not. "" when the
// game's actions leave every map letter to the map.
func SharedMapKeys(groups map[string][2]string) string {
	var parts []string
	for _, b := range []key.Binding{KeyFollowPlay, KeyGoTo, KeyMapFocus, KeyFullMap, KeyUnitList} {
		k := b.Keys()[0]
		var labels []string
		for _, g := range groups {
			if g[1] == k {
				labels = append(labels, g[0])
			}
		}
		if len(labels) == 0 {
			continue
		}
		sort.Strings(labels)
		parts = append(parts, k+" ("+b.Help().Desc+"; "+strings.Join(labels, ", ")+")")
	}
	if len(parts) == 0 {
		return ""
	}
	return "Map keys that are also an action's: " + strings.Join(parts, ", ") + ". While the action is offered the letter is the action's, and the map's again once it is not; the Keys page lists the map keys free at the moment."
}
