package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// HexGame is what a hex-map game tells the hex board. Each method reads a
// state as the viewer may see it; none changes anything.
type HexGame interface {
	// MapView is the map with the units me may see and the overlays of
	// hover (reachable hexes, arcs, range bands, lines of sight).
	MapView(st engine.State, me engine.Player, hover engine.Intent) render.HexMapView
	// Focus is the hex the screen follows: the unit hover acts with, else
	// the unit that must act now.
	Focus(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool)
	// Units lists the hexes with something to inspect, in the order tab
	// visits them.
	Units(st engine.State, me engine.Player) []hex.Hex
	// Sheet is the record of what stands at h (a unit's record Sheet, or a
	// word on the hex), in at most w×rows cells.
	Sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string
	// Group and item name intents, as a board does.
	Group(kind string) (label, hotkey string)
	Item(in engine.Intent) string
}

// AlsoShown is a hexGame that names a second hex to keep on screen with
// the focus: the target of a shot being chosen.
type AlsoShown interface {
	Also(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool)
}

var (
	KeyNextUnit = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "inspect next unit"))
	KeyPrevUnit = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous unit"))
	KeyFollow   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the unit in play"))
)

// HexBoard draws a hex map beside a record sheet. The map follows the unit
// in play; tab, shift+tab or a click on the map inspect another hex, and
// esc (or the next action) goes back to following.
type HexBoard struct {
	game  HexGame
	theme *render.Theme

	last    Frame // the frame last drawn, for keys and clicks
	inspect *hex.Hex
	vp      render.Viewport // scroll kept between frames so the map does not jump
	view    render.HexMapView
}

func NewHexBoard(g HexGame, cfg Config) *HexBoard {
	return &HexBoard{game: g, theme: render.NewTheme(cfg.ASCII, cfg.Color)}
}

// SheetWidth is the record sheet's share of the board.
func SheetWidth(w int) int {
	switch {
	case w >= 160:
		return 48
	case w >= 120:
		return 40
	}
	return 30
}

func (b *HexBoard) Height(w, h int) int {
	// The map takes two thirds of what is free; the action list and the
	// log keep at least seven rows.
	return max(10, min(h-7, h*2/3+4))
}

func (b *HexBoard) Draw(f Frame) []string {
	b.last = f
	st, me, hover, w, h := f.State, f.Me, f.Hover, f.W, f.H
	sw := SheetWidth(w)
	mw := w - sw - 1
	v := b.game.MapView(st, me, hover)
	at, ok := b.game.Focus(st, me, hover)
	if b.inspect != nil {
		at, ok = *b.inspect, true
	}
	v.Cursor, v.NoCursor = at, !ok
	b.vp.Width, b.vp.Height = mw, h
	if ok {
		// Scroll to the second hex first, then as little as needed for the
		// focus: both stay on screen whenever the window can hold them.
		if a, isA := b.game.(AlsoShown); isA && b.inspect == nil {
			if other, ok := a.Also(st, me, hover); ok {
				b.vp = render.ScrollToShow(v, b.vp, other)
			}
		}
		b.vp = render.ScrollToShow(v, b.vp, at)
	}
	b.view = v
	left := strings.Split(render.HexMap(v, b.vp, b.theme), "\n")
	var right []string
	if ok {
		right = b.game.Sheet(st, me, at, hover, sw, h)
	}
	return Besides(Column(left, mw, h), Column(right, sw, h), " ")
}

func (b *HexBoard) Group(kind string) (string, string) { return b.game.Group(kind) }
func (b *HexBoard) Item(in engine.Intent) string       { return b.game.Item(in) }

func (b *HexBoard) Changed() { b.inspect = nil }

func (b *HexBoard) Bindings() []key.Binding {
	return []key.Binding{KeyNextUnit, KeyPrevUnit, KeyFollow}
}

func (b *HexBoard) Key(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, KeyFollow):
		if b.inspect == nil {
			return false
		}
		b.inspect = nil
		return true
	case key.Matches(msg, KeyNextUnit), key.Matches(msg, KeyPrevUnit):
		if b.last.State == nil {
			return false
		}
		units := b.game.Units(b.last.State, b.last.Me)
		if len(units) == 0 {
			return true
		}
		step := 1
		if key.Matches(msg, KeyPrevUnit) {
			step = -1
		}
		i := -1
		if b.inspect != nil {
			for j, u := range units {
				if u == *b.inspect {
					i = j
				}
			}
		}
		if i < 0 && step < 0 {
			i = 0
		}
		next := units[(i+step+len(units))%len(units)]
		b.inspect = &next
		return true
	}
	return false
}

func (b *HexBoard) Click(x, y int) bool {
	if x >= b.vp.Width {
		return false
	}
	h, ok := render.HexAt(b.view, b.vp, x, y)
	if !ok {
		return false
	}
	b.inspect = &h
	return true
}
