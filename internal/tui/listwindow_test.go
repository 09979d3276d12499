package tui

import (
	"strconv"
	"strings"
	"testing"
)

// TestListWindowAccountsForEveryItem: for every list length, room and
// cursor, the window draws the cursor's item, stays within its room, and
// every item of the list is either drawn or counted by the edge line on
// its side ("↑ 3 more" counts the items above the window and the one it
// stands on), so that what a player cannot see is always said.
func TestListWindowAccountsForEveryItem(t *testing.T) {
	for n := 0; n <= 12; n++ {
		for room := -1; room <= 14; room++ {
			for cursor := 0; cursor < max(1, n); cursor++ {
				w := WindowAt(cursor, n, room)
				lines := w.Last - w.First + 1
				if n == 0 {
					if lines != 0 {
						t.Errorf("n 0, room %d: %+v draws %d lines", room, w, lines)
					}
					continue
				}
				if lines > max(1, room) || lines < min(n, max(1, room)) {
					t.Errorf("n %d, room %d, cursor %d: %d lines (%+v)", n, room, cursor, lines, w)
				}
				if cursor < w.First || cursor > w.Last {
					t.Errorf("n %d, room %d, cursor %d: the cursor is out of %+v", n, room, cursor, w)
				}
				drawn, up, down := 0, 0, 0
				for i := w.First; i <= w.Last; i++ {
					switch m := w.Mark(i, cursor); {
					case m == "":
						drawn++
					case strings.HasPrefix(m, "  ↑ "):
						up = count(t, m)
					case strings.HasPrefix(m, "  ↓ "):
						down = count(t, m)
					default:
						t.Fatalf("mark %q", m)
					}
				}
				// A count the cursor's line would have given is left
				// unsaid, so the sum falls short only then.
				if sum := drawn + up + down; sum != n && !(cursor == w.First && w.First > 0) && !(cursor == w.Last && w.Last < n-1) {
					t.Errorf("n %d, room %d, cursor %d: %d drawn, ↑ %d, ↓ %d (%+v)", n, room, cursor, drawn, up, down, w)
				}
			}
		}
	}
}

func count(t *testing.T, mark string) int {
	t.Helper()
	f := strings.Fields(mark)
	n, err := strconv.Atoi(f[1])
	if len(f) != 3 || f[2] != "more" || err != nil {
		t.Fatalf("mark %q", mark)
	}
	return n
}

// TestListWindowKeepsTheCursorMidWindow: with more of the list on both
// sides, the cursor sits in the window's middle, so that ↑ and ↓ show
// the next item before the cursor reaches an edge line.
func TestListWindowKeepsTheCursorMidWindow(t *testing.T) {
	w := WindowAt(10, 30, 7)
	if w.First != 7 || w.Last != 13 {
		t.Errorf("cursor 10 of 30 in 7 rows: %+v, want 7–13", w)
	}
	if got := w.Mark(7, 10); got != "  ↑ 8 more" {
		t.Errorf("top mark %q", got)
	}
	if got := w.Mark(13, 10); got != "  ↓ 17 more" {
		t.Errorf("bottom mark %q", got)
	}
	if w := WindowAt(29, 30, 7); w.First != 23 || w.Mark(29, 29) != "" || w.Mark(23, 29) != "  ↑ 24 more" {
		t.Errorf("cursor on the last item: %+v", w)
	}
}
