package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// mouseTestBoard is a keyed board that notes the mouse it is given.
type mouseTestBoard struct {
	*keyedTestBoard
	mice []string
}

func (b *mouseTestBoard) Mouse(msg tea.MouseMsg, x, y int) bool {
	b.mice = append(b.mice, fmt.Sprintf("%T %d,%d", msg, x, y))
	return true
}

type mouseCatalog struct {
	testCatalog
	board *mouseTestBoard
}

func (c mouseCatalog) Screens(id string) Screens {
	if id == sa.ID {
		return Screens{Board: func(Config) Board { return c.board }}
	}
	return c.testCatalog.Screens(id)
}

// TestReplayGivesTheMapTheMouse: the replay viewer gives the board the
// mouse over it, in the board's own rows (under the header), as the game
// screen does: a click inspects, the wheel zooms, a drag pans. The viewer
// ignored the mouse (found in play), though the README offers --no-mouse
// for it. Off the board, under the whole log or the turn field, the board
// gets nothing.
func TestReplayGivesTheMapTheMouse(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 5, 200)
	b := &mouseTestBoard{keyedTestBoard: &keyedTestBoard{}}
	cfg := Config{Catalog: mouseCatalog{board: b}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 80, 24)
	d.msg(tea.MouseClickMsg{X: 10, Y: 3, Button: tea.MouseLeft})
	d.msg(tea.MouseWheelMsg{X: 12, Y: 4, Button: tea.MouseWheelUp})
	d.msg(tea.MouseReleaseMsg{X: 12, Y: 30, Button: tea.MouseLeft}) // a drag's end goes anywhere
	want := []string{"tea.MouseClickMsg 10,2", "tea.MouseWheelMsg 12,3", "tea.MouseReleaseMsg 12,29"}
	if fmt.Sprint(b.mice) != fmt.Sprint(want) {
		t.Fatalf("the board got %q, want %q", b.mice, want)
	}
	b.mice = nil
	d.msg(tea.MouseClickMsg{X: 10, Y: 0, Button: tea.MouseLeft}) // the header
	d.keys("L")
	d.msg(tea.MouseClickMsg{X: 10, Y: 3, Button: tea.MouseLeft}) // under the whole log
	if len(b.mice) != 0 {
		t.Fatalf("the board got the mouse off it: %q", b.mice)
	}
}

// TestReplayHelpNamesGAndShiftG: g and G go to the start and the end of
// the record, and the help says so (they worked unlisted, found in play);
// over a map that has g for its go-to, the help lists home alone.
func TestReplayHelpNamesGAndShiftG(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 5, 200)
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	var names []string
	for _, col := range r.Keys().Full {
		for _, b := range col {
			names = append(names, b.Help().Key)
		}
	}
	if !slices.Contains(names, "home/g") || !slices.Contains(names, "end/G") {
		t.Fatalf("the viewer's help lists %q", names)
	}
	newDriver(t, cfg, r, 80, 24).keys("G")
	if r.pos != sess.Len() {
		t.Fatalf("G went to %d of %d", r.pos, sess.Len())
	}
	keyed := newReplay(Config{Catalog: keyedCatalog{board: &keyedTestBoard{}}}, sess, -1)
	names = names[:0]
	for _, b := range keyed.Keys().Full[1] {
		names = append(names, b.Help().Key)
	}
	if slices.Contains(names, "home/g") || !slices.Contains(names, "home") {
		t.Fatalf("over a map with its own g, the help lists %q", names)
	}
}

// TestReplayWheelScrollsTheWholeLog: in the replay viewer the wheel scrolls
// the whole log (L) as ↑/↓ do, as in play; it did nothing there (found in
// play).
func TestReplayWheelScrollsTheWholeLog(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 3, 200)
	r := newReplay(Config{Catalog: testCatalog{}}, sess, sess.Len())
	d := newDriver(t, Config{Catalog: testCatalog{}}, r, 80, 24)
	d.keys("L")
	if !r.logOpen {
		t.Fatal("L did not open the whole log")
	}
	d.msg(wheel(true, 10, 10)) // from the end
	at := r.logPage.top
	d.msg(wheel(true, 10, 10))
	if r.logPage.top != at-1 || at < 1 {
		t.Fatalf("the wheel up took the log from line %d to %d", at, r.logPage.top)
	}
	d.msg(wheel(false, 10, 10))
	if r.logPage.top != at {
		t.Fatalf("the wheel down brought the log to line %d, not back to %d", r.logPage.top, at)
	}
}

// TestReplayWholeLogBeforeTheFirstMove: L at the replay's start, before the
// first move of a game whose first state tells nothing, says there is
// nothing yet; it read "lines 0–0 of 0" (found in play).
func TestReplayWholeLogBeforeTheFirstMove(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 3, 20)
	r := newReplay(Config{Catalog: testCatalog{}}, sess, -1)
	d := newDriver(t, Config{Catalog: testCatalog{}}, r, 80, 24)
	d.keys("L")
	if s := d.screen(); !strings.Contains(s, "nothing yet: no move made") || strings.Contains(s, "lines 0–0 of 0") {
		t.Fatalf("the whole log before the first move:\n%s", s)
	}
}
