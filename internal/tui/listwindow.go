package tui

import "strconv"

// ListWindow is the part of a list that a screen has room for: the items
// First to Last of N, scrolled so that the cursor sits mid-window whenever
// there is more of the list on both sides of it. Every list the program
// scrolls by a cursor takes its window from here and says what the window
// leaves out on its edge lines (Mark). Six screens had written the window
// again, and only three said what it hid: Silent Death's shop and
// fielding, SSCS's squadron and Starmada's fleet list hid craft and ships
// with nothing to say so.
type ListWindow struct {
	First, Last int // the first and the last item shown; Last < First for no item
	N           int // the items in the whole list
}

// WindowAt is the window of room lines over a list of n items that keeps
// the item at cursor in sight. A room below one is taken as one.
func WindowAt(cursor, n, room int) ListWindow {
	room = max(1, room)
	if n <= room {
		return ListWindow{First: 0, Last: n - 1, N: n}
	}
	first := min(max(0, cursor-room/2), n-room)
	return ListWindow{First: first, Last: first + room - 1, N: n}
}

// Mark is the line that stands in item i's place at an edge of the window
// to say how much of the list is hidden that way ("  ↑ 3 more", the item
// under it counted too), or "" when item i is drawn. The cursor's item is
// never covered: with the cursor on an edge line it is drawn, and the
// count that line would have given is left unsaid.
func (lw ListWindow) Mark(i, cursor int) string {
	switch {
	case i == cursor:
		return ""
	case i == lw.First && lw.First > 0:
		return "  ↑ " + strconv.Itoa(lw.First+1) + " more"
	case i == lw.Last && lw.Last < lw.N-1:
		return "  ↓ " + strconv.Itoa(lw.N-lw.Last) + " more"
	}
	return ""
}
