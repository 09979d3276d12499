package tui

import (
	"fmt"
	"strings"

	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// actionList is the player's menu of legal intents, grouped by kind. It is
// built from State.Legal, so the screen never decides what is allowed: the
// rules do.
type actionList struct {
	groups []actionGroup
	g, i   int  // selected group, selected intent within the open group
	open   bool // the selected group's intents are listed
}

type actionGroup struct {
	kind, label, hotkey string
	intents             []engine.Intent
	// direct is true for a lone intent that the board names by the group's
	// label, or that is typed: there is nothing to choose from a list, so
	// its key takes it (or opens its text field) at once.
	direct bool
}

func newActionList(st engine.State, legal []engine.Intent, b Board) actionList {
	var al actionList
	index := map[string]int{}
	typed := map[string]bool{} // prompts of typed intents already listed
	tb, _ := b.(TypedBoard)
	for _, in := range legal {
		if tb != nil {
			// A typed intent is listed once per prompt: its other
			// spellings are what the player types.
			if prompt, _, _, ok := tb.Typable(st, in); ok {
				if typed[prompt] {
					continue
				}
				typed[prompt] = true
			}
		}
		k := in.Kind()
		gi, ok := index[k]
		if !ok {
			label, hot := b.Group(k)
			gi = len(al.groups)
			index[k] = gi
			al.groups = append(al.groups, actionGroup{kind: k, label: label, hotkey: hot})
		}
		al.groups[gi].intents = append(al.groups[gi].intents, in)
	}
	for gi := range al.groups {
		g := &al.groups[gi]
		if len(g.intents) != 1 {
			continue
		}
		// Nothing to choose: an action named by its label alone or by its
		// label and a word on it ("Done moving"), or a typed one (its key
		// opens the text field). A target named after the label ("Fire
		// maser at" / "the shields") is a choice: its list opens.
		name := b.Item
		if sn, ok := b.(StateNamer); ok {
			name = func(in engine.Intent) string { return sn.ItemAt(st, in) }
		}
		g.direct = strings.HasPrefix(name(g.intents[0]), g.label)
		if tb != nil {
			if _, _, _, ok := tb.Typable(st, g.intents[0]); ok {
				g.direct = true
			}
		}
	}
	return al
}

// keepSelection moves the cursor to the group of the same kind as before,
// so that firing three masers in a row needs no extra keys. The group's
// list stays closed: an applied intent closes its list, and the group's
// key or enter opens it again (so "b enter b enter" fires two masers, never
// a third from a list left open under the key). When the game now lists
// ahead of it an action that came after it, the cursor starts on the first
// line instead: the game put that action forward (Starmada's Submit, once
// every ship has orders, comes before the orders that rewrite them).
func (al actionList) keepSelection(prev actionList) actionList {
	if len(prev.groups) == 0 || prev.g >= len(prev.groups) {
		return al
	}
	kind := prev.groups[prev.g].kind
	after := map[string]bool{}
	for _, g := range prev.groups[prev.g+1:] {
		after[g.kind] = true
	}
	for gi, g := range al.groups {
		switch {
		case g.kind == kind:
			al.g = gi
			return al
		case after[g.kind]:
			return al
		}
	}
	return al
}

// move steps the cursor d lines, stopping at the list's ends as the
// menu's does: it went round from the last line to the first, so that one
// ↓ too many on "Fire missile at" fired at the masers instead of the
// repair systems (found in play).
func (al *actionList) move(d int) {
	if al.open {
		n := len(al.groups[al.g].intents)
		al.i = min(max(al.i+d, 0), n-1)
		return
	}
	if n := len(al.groups); n > 0 {
		al.g = min(max(al.g+d, 0), n-1)
	}
}

// choose opens the selected group or, when the intent is settled, returns it.
func (al *actionList) choose() engine.Intent {
	if in := al.hover(); in != nil || len(al.groups) == 0 {
		return in
	}
	al.open, al.i = true, 0
	return nil
}

// hotkey acts on the group bound to k. An action with nothing to choose
// (its board names it by its label alone: roll, end the turn) is taken at
// once; any other opens its list, even when one line is left in it, so a
// key pressed once too often opens a list rather than firing a weapon at
// the only target left. Pressed again while its list is open, the key takes
// the line under the cursor: "w w" moves the first craft forward.
func (al *actionList) hotkey(k string) (engine.Intent, bool) {
	for gi, g := range al.groups {
		if g.hotkey != "" && g.hotkey == k {
			if al.open && al.g == gi {
				return al.hover(), true
			}
			al.g, al.i = gi, 0
			if g.direct {
				al.open = false
				return g.intents[0], true
			}
			al.open = true
			return nil, true
		}
	}
	return nil, false
}

// closedGroup is the list under the cursor while it is closed and holds
// several intents (none of them is under the cursor), else nil.
func (al actionList) closedGroup() []engine.Intent {
	if al.open || len(al.groups) == 0 || len(al.groups[al.g].intents) < 2 {
		return nil
	}
	return al.groups[al.g].intents
}

// hover is the intent under the cursor, which the board highlights.
func (al actionList) hover() engine.Intent {
	if len(al.groups) == 0 {
		return nil
	}
	g := al.groups[al.g]
	if al.open {
		return g.intents[al.i]
	}
	if len(g.intents) == 1 {
		return g.intents[0]
	}
	return nil
}

// lines draws the list in at most h lines of width w, scrolled so that the
// cursor stays in sight; the cursor line is styled by sel. A line wider
// than w is cut, except the cursor's, which wraps so that what enter will
// do is always read whole. It returns, for each line drawn, the index of
// the item on it (-1 for a title or a "more" line), which a click needs.
func (al actionList) lines(b Board, words, sel func(string) string, w, h int) ([]string, []int) {
	var out []string
	var rows []int
	var items []string
	cursor := al.g
	if al.open {
		g := al.groups[al.g]
		out, rows = append(out, words(g.label)+":"), append(rows, -1)
		for _, in := range g.intents {
			items = append(items, words(b.Item(in)))
		}
		cursor = al.i
	} else {
		for _, g := range al.groups {
			hk := "   "
			if g.hotkey != "" {
				hk = "[" + g.hotkey + "]"
			}
			l := fmt.Sprintf("%s %s", hk, g.label)
			switch n, item := len(g.intents), b.Item(g.intents[0]); {
			case n > 1:
				l += fmt.Sprintf("… (%d)", n)
			case item == g.label:
			case strings.HasPrefix(item, g.label):
				// The item says more of the same action: "Done moving".
				l = hk + " " + item
			default:
				// A settled intent shows what it will do: "Fire a missile at the shields".
				l += " " + item
			}
			items = append(items, words(l))
		}
	}
	// The cursor's item, wrapped when it does not fit.
	cur := []string{"> " + items[cursor]}
	if w > 4 && lipgloss.Width(cur[0]) > w {
		cur = Wrap(cur[0], w, 4)
	}
	win := WindowAt(cursor, len(items), h-len(out)-(len(cur)-1))
	for i := win.First; i <= win.Last; i++ {
		switch mark := win.Mark(i, cursor); {
		case i == cursor:
			for _, l := range cur {
				out, rows = append(out, sel(l)), append(rows, i)
			}
		case mark != "":
			out, rows = append(out, mark), append(rows, -1)
		default:
			out, rows = append(out, "  "+items[i]), append(rows, i)
		}
	}
	return out, rows
}
