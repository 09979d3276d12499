package tui

import (
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/render"
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

// The map board's keys.
var (
	KeyNextUnit   = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "inspect next unit"))
	KeyPrevUnit   = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous unit"))
	KeyFollow     = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the unit in play"))
	KeyZoomIn     = key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "zoom in"))
	KeyZoomOut    = key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "zoom out"))
	KeyZoomAll    = key.NewBinding(key.WithKeys("0"), key.WithHelp("0", "the whole map"))
	KeyFollowPlay = key.NewBinding(key.WithKeys("f"), key.WithHelp("f", "follow the unit in play"))
	KeyMapFocus   = key.NewBinding(key.WithKeys("m"), key.WithHelp("m", "move around the map (arrows, esc)"))
	KeyPan        = key.NewBinding(key.WithKeys("shift+up", "shift+down", "shift+left", "shift+right"),
		key.WithHelp("shift+arrows", "pan the map"))
	KeyGoTo     = key.NewBinding(key.WithKeys("g"), key.WithHelp("g", "go to a cell or a unit"))
	KeyFullMap  = key.NewBinding(key.WithKeys("M"), key.WithHelp("M", "the map on the whole screen"))
	KeyUnitList = key.NewBinding(key.WithKeys("U"), key.WithHelp("U", "every unit and its sheet"))
	KeyPickCell = key.NewBinding(key.WithKeys("ctrl+g"), key.WithHelp("ctrl+g", "pick on the map"))
)

// Key implements KeyedBoard. See the top of this file for the keys.
func (b *MapBoard[C, V]) Key(msg tea.KeyPressMsg) bool {
	b.note = ""
	switch b.mode {
	case modeGoto:
		return b.gotoKey(msg)
	case modeUnits, modeSheet:
		if b.listKey(msg) {
			return true
		}
	}
	if b.focused || b.full {
		if b.focusKey(msg) {
			return true
		}
	} else if k, ok := panKey(msg, false); ok {
		b.pan(k)
		return true
	}
	switch {
	case key.Matches(msg, KeyFollow):
		if b.inspect == nil && b.follow {
			return false
		}
		b.inspect, b.follow, b.held = nil, true, false
		return true
	case key.Matches(msg, KeyNextUnit), key.Matches(msg, KeyPrevUnit):
		return b.nextUnit(key.Matches(msg, KeyPrevUnit))
	}
	if !b.focused && !b.full && b.hotkey(msg.String()) {
		return false // the action list's key for now
	}
	return b.mapKey(msg)
}

// mapKey handles the keys that work with or without the map's focus.
func (b *MapBoard[C, V]) mapKey(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, KeyZoomIn):
		b.setZoom(b.current().In())
	case key.Matches(msg, KeyZoomOut):
		b.setZoom(b.current().Out())
	case key.Matches(msg, KeyZoomAll):
		b.setZoom(render.Overview)
		b.zoomBy = zoomWhole
	case key.Matches(msg, KeyFollowPlay):
		b.zoomBy, b.follow, b.inspect, b.held = zoomAuto, true, nil, false
	case key.Matches(msg, KeyMapFocus):
		b.focused = !b.focused
	case key.Matches(msg, KeyFullMap):
		b.full = !b.full
		b.focused = false
	case key.Matches(msg, KeyGoTo):
		b.mode, b.field = modeGoto, ""
	case key.Matches(msg, KeyUnitList):
		b.openList()
	default:
		return false
	}
	return true
}

// focusKey handles a key while the map has the keyboard: the arrows pan,
// esc gives the keyboard back (and the screen, after M), every other key
// stays with the map so that none reaches the action list by mistake.
func (b *MapBoard[C, V]) focusKey(msg tea.KeyPressMsg) bool {
	if k, ok := panKey(msg, true); ok {
		b.pan(k)
		return true
	}
	switch {
	case key.Matches(msg, KeyBack):
		b.focused, b.full = false, false
		return true
	case key.Matches(msg, KeyNextUnit), key.Matches(msg, KeyPrevUnit):
		return b.nextUnit(key.Matches(msg, KeyPrevUnit))
	}
	b.mapKey(msg)
	return true
}

// setZoom is a zoom of one's own: it stays until f. A map that follows
// the unit in play goes on following it; one panned away keeps its middle
// where it was.
func (b *MapBoard[C, V]) setZoom(z render.Zoom) {
	if !b.follow {
		if mid, ok := b.middle(); ok {
			b.centre = &mid
		}
	}
	b.zoom, b.zoomBy, b.anchor = z, zoomChosen, nil
}

// current is the zoom in force: the one chosen, else the one drawn.
func (b *MapBoard[C, V]) current() render.Zoom {
	if b.zoomBy == zoomAuto {
		return b.shown
	}
	return b.zoom
}

// middle is the cell in the middle of the map's window.
func (b *MapBoard[C, V]) middle() (C, bool) {
	x, y, w, h := b.proj.window(b.view, b.vp)
	return b.proj.at(b.view, b.vp, x+w/2, y+h/2)
}

// panKey reads an arrow (with shift when focused is false, or h/j/k/l
// and plain arrows when it is true) as a direction.
func panKey(msg tea.KeyPressMsg, focused bool) ([2]int, bool) {
	k := msg.String()
	if !focused {
		k = strings.TrimPrefix(k, "shift+")
		if k == msg.String() {
			return [2]int{}, false
		}
	}
	switch k {
	case "up", "k":
		return [2]int{0, -1}, k == "up" || focused
	case "down", "j":
		return [2]int{0, 1}, k == "down" || focused
	case "left", "h":
		return [2]int{-1, 0}, k == "left" || focused
	case "right", "l":
		return [2]int{1, 0}, k == "right" || focused
	}
	return [2]int{}, false
}

// pan scrolls the map a quarter of its window: the map stops following.
func (b *MapBoard[C, V]) pan(d [2]int) {
	_, _, w, h := b.proj.window(b.view, b.vp)
	b.vp.ScrollX += d[0] * max(4, w/4)
	b.vp.ScrollY += d[1] * max(2, h/4)
	b.vp = b.proj.clamp(b.view, b.vp)
	b.follow, b.centre = false, nil
	b.keepMiddle()
}

// keepMiddle notes the cell in the middle of the window after a scroll by
// hand (kept).
func (b *MapBoard[C, V]) keepMiddle() {
	if mid, ok := b.middle(); ok {
		b.kept, b.keptVP, b.keptZoom = &mid, b.vp, b.shown
	}
}

// nextUnit inspects the next (or previous) unit: after the one inspected,
// or, when none is, after the unit in play the sheet shows. Counted from
// the list's start, the first tab of a player whose unit in play led the
// list inspected that same unit and seemed to do nothing (found playing
// Starmada's cruiser duel, one ship a side).
func (b *MapBoard[C, V]) nextUnit(back bool) bool {
	if b.last.State == nil {
		return false
	}
	units := b.game.Units(b.last.State, b.last.Me)
	if len(units) == 0 {
		return true
	}
	step := 1
	if back {
		step = -1
	}
	cur, ok := b.game.Focus(b.last.State, b.last.Me, b.last.Hover)
	if b.inspect != nil {
		cur, ok = *b.inspect, true
	}
	i := -1
	if ok {
		for j, u := range units {
			if u == cur {
				i = j
			}
		}
	}
	if i < 0 && step < 0 {
		i = 0
	}
	next := units[(i+step+len(units))%len(units)]
	b.inspect, b.follow, b.held = &next, true, false
	return true
}

// hotkey reports whether k is the key of a group of actions the player may
// take now: the action list has it first.
func (b *MapBoard[C, V]) hotkey(k string) bool {
	if b.last.State == nil || len(k) != 1 {
		return false
	}
	if b.hot.n != b.frameN || b.hot.keys == nil {
		b.hot.n = b.frameN
		b.hot.keys = map[string]bool{}
		seen := map[string]bool{}
		for _, in := range b.last.State.Legal(b.last.Me) {
			if kind := in.Kind(); !seen[kind] {
				seen[kind] = true
				if _, hk := b.game.Group(kind); hk != "" {
					b.hot.keys[hk] = true
				}
			}
		}
	}
	return b.hot.keys[k]
}

// Click implements KeyedBoard: a click on the map inspects that cell, a
// click in the unit list selects (or, on the selected line, opens) a unit.
// The cell clicked is in sight, so the map stays as it is drawn, at its
// zoom and scroll, and the cell stays under the pointer (held): a map that
// followed the cell clicked zoomed in on it from the compact drawing (one
// cell kept in sight fits at any zoom) and moved it to the window's middle
// (found playing Silent Death at 80x24). A click on an edge marker brings
// its unit, off the window, into view.
func (b *MapBoard[C, V]) Click(x, y int) bool {
	if b.mode == modeUnits {
		return b.listClick(x, y)
	}
	if c, ok := b.markerAt(x, y); ok {
		b.inspect, b.follow, b.held = &c, true, false
		return true
	}
	c, ok := b.cellAt(x, y)
	if !ok {
		return false
	}
	b.inspect, b.follow, b.centre, b.held = &c, false, nil, true
	b.keepMiddle()
	return true
}

// markerAt is the unit whose edge marker is under board cell (x, y): a
// click on "vIn+" goes to that unit, where it inspected the hex under the
// marker (found in the mouse play-test).
func (b *MapBoard[C, V]) markerAt(x, y int) (C, bool) {
	var none C
	if x >= b.mapW || y >= b.mapH || b.mode == modeSheet {
		return none, false
	}
	return b.proj.markerAt(b.view, b.vp, b.theme, x, y)
}

// cellAt is the map cell under board cell (x, y).
func (b *MapBoard[C, V]) cellAt(x, y int) (C, bool) {
	var none C
	if x >= b.mapW || y >= b.mapH || b.mode == modeSheet {
		return none, false
	}
	return b.proj.at(b.view, b.vp, x, y)
}

// Mouse implements MouseBoard: the wheel zooms about the cell under the
// mouse, which stays under it as far as the map's edges allow (it went to
// the window's middle, away from the pointer), a press starts a drag, a drag pans, and a press released where
// it was (a click) inspects. A press that inspected at once made the map
// follow the pressed cell before the drag began: the map zoomed in on it
// and the drag then panned the other zoom's viewport, throwing the map to
// a corner, and the sheet of the unit looked at gave way to a hex's.
func (b *MapBoard[C, V]) Mouse(msg tea.MouseMsg, x, y int) bool {
	switch m := msg.(type) {
	case tea.MouseWheelMsg:
		switch {
		case b.mode == modeSheet:
			// It scrolls the sheet and stays on it: a flick of the wheel
			// turns it many times, and ran on through the units.
			switch m.Button {
			case tea.MouseWheelUp:
				b.scrollSheet(-1)
			case tea.MouseWheelDown:
				b.scrollSheet(1)
			}
			return true
		case b.mode == modeUnits:
			if m.Button == tea.MouseWheelUp || m.Button == tea.MouseWheelDown {
				b.listKey(wheelKey(m.Button == tea.MouseWheelUp)) // as ↑/↓: the list's cursor
			}
			return true
		}
		c, ok := b.cellAt(x, y)
		if !ok {
			return false
		}
		switch m.Button {
		case tea.MouseWheelUp:
			b.setZoom(b.current().In())
		case tea.MouseWheelDown:
			b.setZoom(b.current().Out())
		default:
			return false
		}
		b.centre, b.follow, b.anchor = &c, false, &[2]int{x, y}
		return true
	case tea.MouseClickMsg:
		if m.Button != tea.MouseLeft {
			return false
		}
		if b.mode != modeMap && b.mode != modeGoto {
			return b.Click(x, y) // the unit list and a sheet do not pan
		}
		if _, ok := b.markerAt(x, y); !ok {
			if _, ok := b.cellAt(x, y); !ok {
				return false
			}
		}
		b.drag.on, b.drag.x, b.drag.y, b.drag.vp, b.drag.moved = true, x, y, b.vp, false
		return true
	case tea.MouseMotionMsg:
		if !b.drag.on || m.Button != tea.MouseLeft {
			return false
		}
		if x == b.drag.x && y == b.drag.y && !b.drag.moved {
			return true // no cell moved yet: still a click
		}
		b.drag.moved = true
		b.vp.ScrollX = b.drag.vp.ScrollX - (x - b.drag.x)
		b.vp.ScrollY = b.drag.vp.ScrollY - (y - b.drag.y)
		b.vp = b.proj.clamp(b.view, b.vp)
		b.follow, b.centre = false, nil
		b.keepMiddle()
		return true
	case tea.MouseReleaseMsg:
		was := b.drag.on
		b.drag.on = false
		if was && !b.drag.moved {
			b.Click(b.drag.x, b.drag.y) // a click: the press's cell or marker
		}
		return was
	}
	return false
}

// footer is the line under the map: the g field, a note, or the keys of
// the map's focus; "" for none.
func (b *MapBoard[C, V]) footer(w int) string {
	dim := func(s string) string { return b.theme.Render(render.Dim, s) }
	switch {
	case b.mode == modeGoto:
		return Truncate(b.theme.Render(render.Title, "go to: ")+b.field+b.theme.Render(render.Cursor, " ")+
			dim("  cell or unit · tab · enter · esc"), w)
	case b.mode == modeUnits:
		return Truncate(dim("↑/↓ choose · enter: sheet · esc: back"), w)
	case b.note != "":
		return Truncate(b.theme.Render(render.Warn, b.note), w)
	case b.picking && b.point != nil:
		return Truncate(dim("arrows move · enter takes "+b.cellName(*b.point)+" · esc"), w)
	case b.full:
		return Truncate(dim("arrows pan · +/- zoom · 0 all · g go to · U units · M back"), w)
	case b.focused:
		return Truncate(dim("arrows pan · +/- zoom · 0 all · g go to · esc"), w)
	}
	return ""
}
