package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// longSheets is Starmada's standard battle whose units' whole sheets run
// to 40 lines each, or with exact as many lines as the board's rows.
type longSheets struct {
	namedFleet
	exact bool
}

func (f longSheets) WholeSheet(st engine.State, me engine.Player, h hex.Hex, _ engine.Intent, _, rows int) []string {
	n := 40
	if f.exact {
		n = rows
	}
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("%s line %d", f.UnitName(st, me, h), i+1)
	}
	return out
}

// TestWholeSheetScrolls: the map board scrolls a WholeSheet game's sheet
// (the unit list's enter) for every map game, where SSCS alone did, by
// reading its mode from the frame's size. ↓ scrolls to the sheet's end and
// only then goes on to the next unit, whose sheet opens at its top; ↑ at
// the top goes back to the previous unit's sheet at its end; the first and
// last units' sheets stay put at their ends.
func TestWholeSheetScrolls(t *testing.T) {
	b := NewHexBoard(longSheets{namedFleet: starmadaStandard()}, Config{})
	st := &secretState{}
	draw := func() string { // the lines without the padding to the board's width
		lines := strings.Split(boardAt(b, st, 80, 24), "\n")
		for i, l := range lines {
			lines[i] = strings.TrimRight(l, " ")
		}
		return strings.Join(lines, "\n") + "\n"
	}
	draw()
	b.Key(key1("U"))
	b.Key(key1("enter")) // the Paladin's sheet
	s := draw()
	rows := len(strings.Split(s, "\n")) - 1
	if !strings.Contains(s, "Paladin line 1\n") || !strings.Contains(s, fmt.Sprintf("↓ %d more lines: ↓/j scrolls", 40-(rows-1))) {
		t.Fatalf("the sheet does not open at its top with the lines below counted:\n%s", s)
	}
	b.Key(key1("up")) // the first unit: nothing before it
	if s = draw(); !strings.Contains(s, "Paladin line 1\n") {
		t.Fatalf("↑ at the first unit's top moved the sheet:\n%s", s)
	}
	for i := 0; i < 40-(rows-1); i++ {
		b.Key(key1("down"))
	}
	s = draw()
	if !strings.Contains(s, "Paladin line 40\n") || !strings.Contains(s, "↑/k scrolls back · ↓/j next unit") {
		t.Fatalf("↓ did not scroll to the sheet's end:\n%s", s)
	}
	b.Key(key1("down"))
	if s = draw(); !strings.Contains(s, "Admirable line 1\n") {
		t.Fatalf("↓ at the end did not open the next unit's sheet at its top:\n%s", s)
	}
	b.Key(key1("up"))
	if s = draw(); !strings.Contains(s, "Paladin line 40\n") {
		t.Fatalf("↑ at the top did not open the previous unit's sheet at its end:\n%s", s)
	}
	b.Key(key1("up"))
	if s = draw(); !strings.Contains(s, "Paladin line 39\n") || strings.Contains(s, "Paladin line 40\n") {
		t.Fatalf("↑ did not scroll back up the sheet it came back to:\n%s", s)
	}
	b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelDown}, 10, 5)
	if s = draw(); !strings.Contains(s, "Paladin line 40\n") {
		t.Fatalf("the wheel down did not scroll the sheet as ↓ does:\n%s", s)
	}
	b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp}, 10, 5)
	if s = draw(); !strings.Contains(s, "Paladin line 39\n") || strings.Contains(s, "Paladin line 40\n") {
		t.Fatalf("the wheel up did not scroll the sheet as ↑ does:\n%s", s)
	}
	b.Key(key1("esc"))
	b.Key(key1("enter")) // the Paladin again, from the list: at its top
	if s = draw(); !strings.Contains(s, "Paladin line 1\n") {
		t.Fatalf("a sheet opened anew does not start at its top:\n%s", s)
	}
}

// TestWholeSheetThatFitsGoesOn: a sheet exactly as long as the board has
// nothing to scroll, so ↓ goes on to the next unit; it counted a line to
// scroll that the window then took back, and every ↓ was lost (found at
// 80×24 in Starmada and SSCS, whose records fit the board there).
func TestWholeSheetThatFitsGoesOn(t *testing.T) {
	b := NewHexBoard(longSheets{namedFleet: starmadaStandard(), exact: true}, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("U"))
	b.Key(key1("enter")) // the Paladin's sheet
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "Paladin line 1 ") || strings.Contains(s, "scrolls") {
		t.Fatalf("the sheet that fits:\n%s", s)
	}
	b.Key(key1("down"))
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "Admirable line 1 ") {
		t.Fatalf("↓ on a sheet that fits did not go on to the next unit:\n%s", s)
	}
}

// TestWheelStaysOnTheSheet: the wheel scrolls a whole sheet and stops at
// its end and top; it does not go on to the next unit, as ↓ does there: a
// flick of the wheel turns it many times, and ran on through the units
// (found by review).
func TestWheelStaysOnTheSheet(t *testing.T) {
	b := NewHexBoard(longSheets{namedFleet: starmadaStandard()}, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("U"))
	b.Key(key1("enter")) // the Paladin's sheet
	for range 100 {
		b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelDown}, 10, 5)
		boardAt(b, st, 80, 24)
	}
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "Paladin line 40") {
		t.Fatalf("a hundred turns of the wheel left the Paladin's sheet, or short of its end:\n%s", s)
	}
	for range 100 {
		b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp}, 10, 5)
		boardAt(b, st, 80, 24)
	}
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "Paladin line 1 ") {
		t.Fatalf("a hundred turns back left the Paladin's sheet, or short of its top:\n%s", s)
	}
}

// TestUnitListFooterNamesItsKeys: while the unit list or a unit's sheet is
// open, the footer names their keys; it named the action list's (↑/k up,
// enter choose), which were not the ones at work (found in play).
func TestUnitListFooterNamesItsKeys(t *testing.T) {
	b := NewHexBoard(longSheets{namedFleet: starmadaStandard()}, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if _, open := b.ListKeys(); open {
		t.Fatal("the map names list keys")
	}
	b.Key(key1("U"))
	boardAt(b, st, 80, 24)
	keys, open := b.ListKeys()
	if !open || keys[1].Help().Desc != "its sheet" {
		t.Fatalf("the unit list's keys: %v %v", keys, open)
	}
	b.Key(key1("enter"))
	if keys, open = b.ListKeys(); !open || keys[0].Help().Desc != "scroll" {
		t.Fatalf("the sheet's keys: %v %v", keys, open)
	}
}

// TestUnitListHomeEnd: home and end go to the unit list's first and last
// units, as in every list; they did nothing there (found in play).
func TestUnitListHomeEnd(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("U"))
	boardAt(b, st, 80, 24)
	b.Key(tea.KeyPressMsg{Code: tea.KeyEnd})
	if b.sel != len(b.units)-1 || b.sel < 1 {
		t.Fatalf("end: unit %d of %d", b.sel, len(b.units))
	}
	b.Key(tea.KeyPressMsg{Code: tea.KeyHome})
	if b.sel != 0 {
		t.Fatalf("home: unit %d", b.sel)
	}
}
