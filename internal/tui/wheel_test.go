package tui

import (
	"fmt"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

func wheel(up bool, x, y int) tea.MouseWheelMsg {
	b := tea.MouseWheelDown
	if up {
		b = tea.MouseWheelUp
	}
	return tea.MouseWheelMsg{Button: b, X: x, Y: y}
}

// TestWheelScrollsListsAndLog: off the map the wheel did nothing. Now it
// moves the menu's choice and the game screen's as ↑/↓ do, scrolls the log
// beside the actions as pgup/pgdn do, and scrolls a long page of help.
// Scrolling stops at the first line: the log and the help counted on past
// it unseen, so that as many turns the other way did nothing.
func TestWheelScrollsListsAndLog(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	m := d.a.cur.(*menu)
	d.msg(wheel(false, 4, 5))
	if m.cursor != 1 {
		t.Fatalf("the wheel down left the menu's choice at %d", m.cursor)
	}
	d.msg(wheel(true, 4, 5))
	if m.cursor != 0 {
		t.Fatalf("the wheel up left the menu's choice at %d", m.cursor)
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyEnd})
	if m.cursor != len(m.choices)-1 || m.cursor < 1 {
		t.Fatalf("end left the menu's choice at %d of %d", m.cursor, len(m.choices))
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyHome})
	if m.cursor != 0 {
		t.Fatalf("home left the menu's choice at %d", m.cursor)
	}

	d = newDriver(t, cfg, newPlay(cfg, playedTo(t, 3)), 80, 24)
	p := d.play()
	if len(p.actions.groups) < 2 || p.logMax < 10 {
		t.Fatalf("%d actions, a log of %d lines to scroll:\n%s", len(p.actions.groups), p.logMax, d.screen())
	}
	g := p.actions.g
	d.msg(wheel(false, 2, p.lowTop+2))
	if p.actions.g != g+1 {
		t.Fatalf("the wheel over the actions moved the choice from %d to %d", g, p.actions.g)
	}
	chosen := p.actions.g
	d.msg(wheel(true, p.logLeft+2, p.lowTop+2))
	if p.logBack != 3 {
		t.Fatalf("the wheel over the log scrolled it back %d lines, want 3", p.logBack)
	}
	for range p.logMax {
		d.msg(wheel(true, p.logLeft+2, p.lowTop+2))
	}
	d.msg(wheel(false, p.logLeft+2, p.lowTop+2))
	if want := p.logMax - 3; p.logBack != want {
		t.Fatalf("back past the log's first line and one turn forward: %d lines back, want %d", p.logBack, want)
	}
	for range p.logMax {
		d.keys("pgup")
	}
	if p.logBack != p.logMax {
		t.Fatalf("pgup past the first line: %d lines back of %d", p.logBack, p.logMax)
	}
	if p.actions.g != chosen {
		t.Fatalf("the log's wheel moved the choice from %d to %d", chosen, p.actions.g)
	}

	d = newDriver(t, cfg, longHelp{}, 80, 24)
	d.keys("?")
	d.msg(tea.KeyPressMsg{Code: tea.KeyTab}) // the page of 60 lines
	d.screen()                               // Bubble Tea draws after each message; the help learns its length there
	if !d.a.fullHelp || d.a.helpMax < 30 {
		t.Fatalf("help open %v, %d lines to scroll:\n%s", d.a.fullHelp, d.a.helpMax, d.screen())
	}
	d.msg(wheel(false, 10, 10))
	if d.a.helpTop != 3 {
		t.Fatalf("the wheel scrolled the help to line %d, want 3", d.a.helpTop)
	}
	for range d.a.helpMax {
		d.msg(wheel(false, 10, 10))
		d.screen()
	}
	d.msg(wheel(true, 10, 10))
	if want := d.a.helpMax - 3; d.a.helpTop != want {
		t.Fatalf("past the help's end and one turn back: line %d, want %d", d.a.helpTop, want)
	}
	// home and end go to the page's top and foot, pgup and pgdn a page
	// (pgdn moved three lines, home and end nothing).
	d.keys("home")
	if d.a.helpTop != 0 {
		t.Fatalf("home: line %d", d.a.helpTop)
	}
	d.keys("pgdown")
	if want := d.a.helpRows - 1; d.a.helpTop != want || want <= 3 {
		t.Fatalf("pgdn: line %d, want %d (a page of %d rows)", d.a.helpTop, want, d.a.helpRows)
	}
	d.keys("end")
	if d.a.helpTop != d.a.helpMax {
		t.Fatalf("end: line %d of %d", d.a.helpTop, d.a.helpMax)
	}
	d.keys("pgup")
	if want := d.a.helpMax - (d.a.helpRows - 1); d.a.helpTop != want {
		t.Fatalf("pgup from the foot: line %d, want %d", d.a.helpTop, want)
	}
}

// longHelp is a screen with one page of help of 60 lines.
type longHelp struct{}

func (l longHelp) Update(tea.Msg) (Screen, tea.Cmd) { return l, nil }
func (longHelp) View(w, h int) string               { return "" }
func (longHelp) Keys() KeyMap                       { return KeyMap{Short: []key.Binding{KeyHelp}} }
func (longHelp) Typing() bool                       { return false }
func (longHelp) HelpPages() []HelpPage {
	lines := make([]string, 60)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d", i+1)
	}
	return []HelpPage{{Title: "Long", Lines: lines}}
}

// TestHomeEndInTheActionList: home and end go to the first and the last
// line of the action list, open or closed; they did nothing, and a player
// who pressed end and then enter in Starship Battles' Fleet Commander list
// paid with the ship on its first line.
func TestHomeEndInTheActionList(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, playedTo(t, 3)), 80, 24)
	p := d.play()
	end, home := tea.KeyPressMsg{Code: tea.KeyEnd}, tea.KeyPressMsg{Code: tea.KeyHome}
	d.msg(end)
	if last := len(p.actions.groups) - 1; p.actions.g != last || last < 1 {
		t.Fatalf("end: group %d of %d", p.actions.g, len(p.actions.groups))
	}
	d.msg(home)
	if p.actions.g != 0 {
		t.Fatalf("home: group %d", p.actions.g)
	}
	for gi, g := range p.actions.groups {
		if len(g.intents) > 2 {
			p.actions.g = gi
			break
		}
	}
	d.keys("enter")
	if !p.actions.open {
		t.Fatalf("no list of three or more opened:\n%s", d.screen())
	}
	d.msg(end)
	if n := len(p.actions.groups[p.actions.g].intents); p.actions.i != n-1 {
		t.Fatalf("end in the open list: line %d of %d", p.actions.i, n)
	}
	d.msg(home)
	if p.actions.i != 0 {
		t.Fatalf("home in the open list: line %d", p.actions.i)
	}
}

// TestWheelOverTheWholeScreenMapIsTheMaps: under the whole-screen map (M)
// the rows where the action list and the log stood are the map's; the
// wheel there scrolled the hidden log (found by review).
func TestWheelOverTheWholeScreenMapIsTheMaps(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, playedTo(t, 3)), 80, 24)
	p := d.play()
	x, y := p.logLeft+2, p.lowTop+2 // on the log, as the table drew it
	p.board = fullBoard{}
	p.render()
	d.msg(wheel(true, x, y))
	if p.logBack != 0 {
		t.Fatalf("the wheel over the whole-screen board scrolled the hidden log back %d lines", p.logBack)
	}
}

// fullBoard is a board that wants the whole screen.
type fullBoard struct{ saTestBoard }

func (fullBoard) WantsFullScreen() bool { return true }
