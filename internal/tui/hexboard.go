package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// hexGame is what a hex-map game tells the hex board. Each method reads a
// state as the viewer may see it; none changes anything.
type hexGame interface {
	// mapView is the map with the units me may see and the overlays of
	// hover (reachable hexes, arcs, range bands, lines of sight).
	mapView(st engine.State, me engine.Player, hover engine.Intent) render.HexMapView
	// focus is the hex the screen follows: the unit hover acts with, else
	// the unit that must act now.
	focus(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool)
	// units lists the hexes with something to inspect, in the order tab
	// visits them.
	units(st engine.State, me engine.Player) []hex.Hex
	// sheet is the record of what stands at h (a unit's record sheet, or a
	// word on the hex), in at most w×rows cells.
	sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string
	// group and item name intents, as a board does.
	group(kind string) (label, hotkey string)
	item(in engine.Intent) string
}

// alsoShown is a hexGame that names a second hex to keep on screen with
// the focus: the target of a shot being chosen.
type alsoShown interface {
	also(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool)
}

var (
	keyNextUnit = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "inspect next unit"))
	keyPrevUnit = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous unit"))
	keyFollow   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the unit in play"))
)

// hexBoard draws a hex map beside a record sheet. The map follows the unit
// in play; tab, shift+tab or a click on the map inspect another hex, and
// esc (or the next action) goes back to following.
type hexBoard struct {
	game  hexGame
	theme *render.Theme

	st      engine.State // the last state drawn, for keys and clicks
	me      engine.Player
	inspect *hex.Hex
	vp      render.Viewport // scroll kept between frames so the map does not jump
	view    render.HexMapView
}

func newHexBoard(g hexGame, cfg Config) *hexBoard {
	return &hexBoard{game: g, theme: render.NewTheme(cfg.ASCII, cfg.Color)}
}

// sheetWidth is the record sheet's share of the board.
func sheetWidth(w int) int {
	switch {
	case w >= 160:
		return 48
	case w >= 120:
		return 40
	}
	return 30
}

func (b *hexBoard) height(w, h int) int {
	// The map takes two thirds of what is free; the action list and the
	// log keep at least seven rows.
	return max(10, min(h-7, h*2/3+4))
}

func (b *hexBoard) draw(st engine.State, me engine.Player, hover engine.Intent, w, h int) []string {
	b.st, b.me = st, me
	sw := sheetWidth(w)
	mw := w - sw - 1
	v := b.game.mapView(st, me, hover)
	at, ok := b.game.focus(st, me, hover)
	if b.inspect != nil {
		at, ok = *b.inspect, true
	}
	v.Cursor, v.NoCursor = at, !ok
	b.vp.Width, b.vp.Height = mw, h
	if ok {
		// Scroll to the second hex first, then as little as needed for the
		// focus: both stay on screen whenever the window can hold them.
		if a, isA := b.game.(alsoShown); isA && b.inspect == nil {
			if other, ok := a.also(st, me, hover); ok {
				b.vp = render.ScrollToShow(v, b.vp, other)
			}
		}
		b.vp = render.ScrollToShow(v, b.vp, at)
	}
	b.view = v
	left := strings.Split(render.HexMap(v, b.vp, b.theme), "\n")
	var right []string
	if ok {
		right = b.game.sheet(st, me, at, hover, sw, h)
	}
	return besides(column(left, mw, h), column(right, sw, h), " ")
}

func (b *hexBoard) group(kind string) (string, string) { return b.game.group(kind) }
func (b *hexBoard) item(in engine.Intent) string       { return b.game.item(in) }

func (b *hexBoard) changed() { b.inspect = nil }

func (b *hexBoard) bindings() []key.Binding {
	return []key.Binding{keyNextUnit, keyPrevUnit, keyFollow}
}

func (b *hexBoard) key(msg tea.KeyPressMsg) bool {
	switch {
	case key.Matches(msg, keyFollow):
		if b.inspect == nil {
			return false
		}
		b.inspect = nil
		return true
	case key.Matches(msg, keyNextUnit), key.Matches(msg, keyPrevUnit):
		if b.st == nil {
			return false
		}
		units := b.game.units(b.st, b.me)
		if len(units) == 0 {
			return true
		}
		step := 1
		if key.Matches(msg, keyPrevUnit) {
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

func (b *hexBoard) click(x, y int) bool {
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
