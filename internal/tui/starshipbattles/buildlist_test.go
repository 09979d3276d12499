package starshipbattles

import (
	"strconv"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// shownList is the builder's card list as read off the screen: the rows
// drawn (indices into rows()), what the "↑ N more" and "↓ N more" lines
// count, and the screen line under the list's last one.
type shownList struct {
	rows     []int
	up, down int
	end      int
	downAt   int // the screen line of the ↓ line, -1 without one
}

// readList reads the builder's list off the screen: its lines from the
// list's first, in the list's columns, down to the first blank one. A
// card's line must be the next card of rows().
func readList(t *testing.T, d *tuitest.Driver) shownList {
	t.Helper()
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok {
		t.Fatalf("no fleet builder:\n%s", d.Screen())
	}
	s := d.Screen()
	lines := strings.Split(s, "\n")
	rows, picks := m.rows(), m.view.Fleet(m.me).Picks
	out := shownList{downAt: -1}
	y := 1 + m.listTop // the phase is drawn from the line under the header
	for ; y < len(lines)-1; y++ {
		r := []rune(tui.Plain(lines[y]))
		left := strings.TrimSpace(string(r[:min(len(r), m.listW)]))
		if left == "" {
			break
		}
		if n, ok := moreCount(left, "↑"); ok {
			out.up = n
			continue
		}
		if n, ok := moreCount(left, "↓"); ok {
			out.down, out.downAt = n, y
			continue
		}
		k := out.up + len(out.rows)
		if k >= len(rows) {
			t.Fatalf("line %d is no card of the list (%d rows): %q\n%s", y, len(rows), left, s)
		}
		want := strings.TrimSpace(tui.Plain(m.rowLine(rows[k], picks, false, m.listW)))
		if got := strings.TrimSpace(strings.TrimPrefix(left, ">")); got != want {
			t.Fatalf("line %d is %q, where the list's row %d is %q\n%s", y, got, k, want, s)
		}
		out.rows = append(out.rows, k)
	}
	out.end = y
	return out
}

// moreCount reads "↑ 12 more".
func moreCount(line, arrow string) (int, bool) {
	f := strings.Fields(line)
	if len(f) != 3 || f[0] != arrow || f[2] != "more" {
		return 0, false
	}
	n, err := strconv.Atoi(f[1])
	return n, err == nil
}

// checkListAccounts checks that every card of the list is drawn or counted
// by the line that says what is above or below, and that cards are hidden
// only when the list reaches down to the status line (h-2): no blank rows
// while cards are out of sight.
func checkListAccounts(t *testing.T, d *tuitest.Driver, h int, what string) shownList {
	t.Helper()
	l := readList(t, d)
	m := d.Snap().Phase.(*buildModel)
	n := len(m.rows())
	if got := l.up + len(l.rows) + l.down; got != n {
		t.Errorf("%s: %d cards drawn, ↑ %d, ↓ %d: %d of the list's %d\n%s", what, len(l.rows), l.up, l.down, got, n, d.Screen())
	}
	if len(l.rows) < n && l.end != h-2 {
		t.Errorf("%s: %d of %d cards drawn, and the list ends at line %d with rows free down to the status line (%d)\n%s", what, len(l.rows), n, l.end, h-2, d.Screen())
	}
	seen := false
	for _, r := range l.rows {
		seen = seen || r == m.cursor
	}
	if !seen {
		t.Errorf("%s: the cursor's card (row %d) is not drawn\n%s", what, m.cursor, d.Screen())
	}
	return l
}

// TestBuilderListSaysWhatItHides: at 80×24 with both sides listed, the
// builder drew 15 of the 28 cards over 3 blank rows and nothing said the
// other 13 were there (only End found the Vulture Droid); in Team Play
// the second Light Side player's V-wing was missing the same way. The
// list now takes the free rows and says "↑ N more" / "↓ N more", as the
// action list and Starmada's fleet builder do; a click on such a line
// does nothing.
func TestBuilderListSaysWhatItHides(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	if l := checkListAccounts(t, d, 24, "the Light Side's cards"); l.up+l.down != 0 || len(l.rows) != 14 {
		t.Errorf("the 14 Light Side cards fit at 80×24 with nothing to say: %+v\n%s", l, d.Screen())
	}
	d.Keys("f")
	l := checkListAccounts(t, d, 24, "both sides, at the top")
	if l.up != 0 || l.down == 0 {
		t.Errorf("both sides at the top: ↑ %d, ↓ %d\n%s", l.up, l.down, d.Screen())
	}
	if l.downAt >= 0 {
		m := d.Snap().Phase.(*buildModel)
		cursor, n := m.cursor, sess.Len()
		d.Click(2, l.downAt)
		d.Click(2, l.downAt)
		if m.cursor != cursor || sess.Len() != n {
			t.Errorf("two clicks on the ↓ line moved the cursor to %d or added a card", m.cursor)
		}
	}
	for i := 0; i < 12; i++ {
		d.Keys("down")
	}
	if l := checkListAccounts(t, d, 24, "both sides, in the middle"); l.up == 0 || l.down == 0 {
		t.Errorf("both sides, cursor on row 12: ↑ %d, ↓ %d\n%s", l.up, l.down, d.Screen())
	}
	d.Keys("end")
	l = checkListAccounts(t, d, 24, "both sides, at the end")
	if m := d.Snap().Phase.(*buildModel); l.up == 0 || l.down != 0 || l.rows[len(l.rows)-1] != len(m.rows())-1 {
		t.Errorf("both sides at the end: ↑ %d, ↓ %d, last row drawn %v\n%s", l.up, l.down, l.rows, d.Screen())
	}
	checkFrame(t, d.Screen(), 80, 24, false)

	d = game(t, config(), session(t, "standard", 3), 200, 60)
	d.Keys("f")
	if l := checkListAccounts(t, d, 60, "both sides at 200×60"); l.up+l.down != 0 {
		t.Errorf("at 200×60 every card fits, yet: ↑ %d, ↓ %d\n%s", l.up, l.down, d.Screen())
	}
}

// TestBuilderTeamListSaysWhatItHides: the second Light Side player of Team
// Play has two lines of a team-mate's fleet in the head; the list ended at
// the Y-wing over 3 blank rows, the V-wing out of sight and unsaid.
func TestBuilderTeamListSaysWhatItHides(t *testing.T) {
	sess := session(t, "teams", 3)
	d := game(t, config(), sess, 80, 24)
	buildPlanned(d)
	toSecondLight(d)
	if d.Snap().Viewer != 2 {
		t.Fatalf("not the second Light Side player:\n%s", d.Screen())
	}
	checkListAccounts(t, d, 24, "Light Side B")
	d.Keys("end")
	checkListAccounts(t, d, 24, "Light Side B at the end")
	d.Keys("f")
	checkListAccounts(t, d, 24, "Light Side B, both sides")
	checkFrame(t, d.Screen(), 80, 24, false)
}

// TestBuilderFilterSaysItsState: the footer called f "sides", the help
// "faction filter", and nothing on the screen said which cards were
// listed. The help now says what the footer says, and the line over the
// list says whose cards it holds and what f does next, within 80 columns.
func TestBuilderFilterSaysItsState(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	m := d.Snap().Phase.(*buildModel)
	var short, full string
	for _, b := range m.Keys().Short {
		if key.Matches(tuitest.Key("f"), b) {
			short = b.Help().Desc
		}
	}
	for _, g := range m.Keys().Full {
		for _, b := range g {
			if key.Matches(tuitest.Key("f"), b) {
				full = b.Help().Desc
			}
		}
	}
	if short == "" || !strings.HasPrefix(full, short) {
		t.Errorf("the footer calls f %q, the help %q: the help does not say the footer's word", short, full)
	}
	lines := strings.Split(d.Screen(), "\n")
	if !strings.Contains(d.Screen(), "• f "+short+" •") {
		t.Errorf("the footer does not show f %s:\n%s", short, d.Screen())
	}
	title := lines[m.listTop] // the line over the list's first
	if !strings.Contains(title, "Light Side's cards") || !strings.Contains(title, "f: both sides") {
		t.Errorf("the line over the list does not say the Light Side's cards are listed and what f does: %q\n%s", title, d.Screen())
	}
	d.Keys("f")
	lines = strings.Split(d.Screen(), "\n")
	title = lines[m.listTop]
	if !strings.Contains(title, "Both sides' cards") || !strings.Contains(title, "Dark Side's to read") || !strings.Contains(title, "f: Light Side's only") {
		t.Errorf("with f the line over the list does not say both sides are listed: %q\n%s", title, d.Screen())
	}
	checkFrame(t, d.Screen(), 80, 24, false)

	// The other side's player reads its own faction there.
	d.Keys("f", "a", "d")
	if strings.Contains(d.Screen(), "enter/y yes") {
		d.Keys("y")
	}
	d.Keys("enter")
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok || m.view.FactionOf(m.me) != sb.Dark {
		t.Fatalf("not the Dark Side's builder:\n%s", d.Screen())
	}
	if title := strings.Split(d.Screen(), "\n")[m.listTop]; !strings.Contains(title, "Dark Side's cards") || !strings.Contains(title, "f: both sides") {
		t.Errorf("the Dark Side's line over the list: %q\n%s", title, d.Screen())
	}
}

// TestBuilderOwnValuesNoEmptyList: with the list's two spare rows given
// back, the Viscount's card at 80×24 had room for the heading of its
// values of the project's own and "… more: docs/rules/…" but for none of
// the values: a heading over nothing, and "more" of none. Where no value
// fits whole, the card says where they are, and no "more".
func TestBuilderOwnValuesNoEmptyList(t *testing.T) {
	d := game(t, config(), session(t, "standard", 3), 80, 24)
	m := d.Snap().Phase.(*buildModel)
	viscount := m.cards[m.rows()[0]]
	s := d.Screen()
	flat := strings.Join(strings.Fields(s), " ")
	shown := 0
	for _, v := range viscount.OwnValues {
		if strings.Contains(flat, strings.Join(strings.Fields(v), " ")) {
			shown++
		}
	}
	if shown == 0 && strings.Contains(flat, "… more") {
		t.Errorf("the card says '… more' of its own values and shows none:\n%s", s)
	}
	if !strings.Contains(flat, "docs/rules/starshipbattles.md") && shown < len(viscount.OwnValues) {
		t.Errorf("%d of the %d own values shown, and nothing says where the rest are:\n%s", shown, len(viscount.OwnValues), s)
	}
	checkFrame(t, s, 80, 24, false)
}
