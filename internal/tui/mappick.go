package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// PointText implements CellPicker: the map cursor goes to the cell the
// text's first word names.
func (b *MapBoard[C, V]) PointText(text string) bool {
	if f := strings.Fields(text); len(f) > 0 {
		if c, ok := b.parseCell(f[0]); ok {
			b.point = &c
			return true
		}
	}
	if !b.picking {
		b.point = nil
	}
	return false
}

// PickKey implements CellPicker.
func (b *MapBoard[C, V]) PickKey(msg tea.KeyPressMsg, text string) (string, bool) {
	if !b.picking {
		d, shifted := panKey(msg, false)
		if !shifted && !key.Matches(msg, KeyPickCell) {
			return text, false
		}
		b.picking = true
		if b.point == nil {
			if c, ok := b.cursorCell(); ok {
				b.point = &c
			}
		}
		if shifted {
			b.movePoint(d)
		}
		return text, true
	}
	if d, ok := panKey(msg, true); ok {
		b.movePoint(d)
		return text, true
	}
	if d, ok := panKey(msg, false); ok {
		b.movePoint(d)
		return text, true
	}
	switch {
	case key.Matches(msg, KeyEnter):
		b.picking = false
		if b.point == nil {
			return text, true
		}
		return b.withCell(text, *b.point), true
	case key.Matches(msg, KeyBack), key.Matches(msg, KeyPickCell):
		b.picking = false
		return text, true
	}
	b.picking = false
	return text, false
}

// cursorCell is the cell the map's cursor is on: the typed cell, else the
// unit inspected or in play.
func (b *MapBoard[C, V]) cursorCell() (C, bool) {
	if b.point != nil {
		return *b.point, true
	}
	if b.inspect != nil {
		return *b.inspect, true
	}
	var none C
	if b.last.State == nil {
		return none, false
	}
	return b.game.Focus(b.last.State, b.last.Me, b.last.Hover)
}

// movePoint moves the typed cell one cell across the screen, staying on
// the map.
func (b *MapBoard[C, V]) movePoint(d [2]int) {
	if b.point == nil {
		return
	}
	next := b.proj.step1(*b.point, d[0], d[1])
	col, row := b.proj.offset(next)
	c0, r0, cols, rows, _ := b.proj.extent(&b.view)
	if col < c0 || row < r0 || col >= c0+cols || row >= r0+rows {
		return
	}
	b.point = &next
}

// withCell writes cell c into a typed field's text: in place of its first
// word when that is a cell, else in front.
func (b *MapBoard[C, V]) withCell(text string, c C) string {
	name := b.cellName(c)
	t := strings.TrimLeft(text, " ")
	if f := strings.Fields(t); len(f) > 0 {
		if _, ok := b.parseCell(f[0]); ok {
			return name + t[len(f[0]):]
		}
		return name + " " + t
	}
	return name
}

// PickClick implements CellPicker.
func (b *MapBoard[C, V]) PickClick(x, y int, text string) (string, bool) {
	c, ok := b.cellAt(x, y)
	if !ok {
		return text, false
	}
	b.point, b.picking = &c, false
	return b.withCell(text, c), true
}

// EndPick implements CellPicker.
func (b *MapBoard[C, V]) EndPick() { b.point, b.picking = nil, false }
