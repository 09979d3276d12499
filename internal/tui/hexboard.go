package tui

import (
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// MapGame is what a map game tells the map board, for cells C (hex.Hex or
// grid.Square) drawn from a view V (render.HexMapView or
// render.SquareMapView). Each method reads a state as the viewer may see
// it; none changes anything.
type MapGame[C comparable, V any] interface {
	// MapView is the map with the units me may see and the overlays of
	// hover (reachable cells, arcs, range bands, lines of sight).
	MapView(st engine.State, me engine.Player, hover engine.Intent) V
	// Focus is the cell the screen follows: the unit hover acts with, else
	// the unit that must act now.
	Focus(st engine.State, me engine.Player, hover engine.Intent) (C, bool)
	// Units lists the cells with something to inspect, in the order tab
	// visits them.
	Units(st engine.State, me engine.Player) []C
	// Sheet is the record of what stands at c (a unit's record sheet or
	// stat card, or a word on the cell), in at most w×rows cells.
	Sheet(st engine.State, me engine.Player, c C, hover engine.Intent, w, rows int) []string
	// Group and Item name intents, as a board does.
	Group(kind string) (label, hotkey string)
	Item(in engine.Intent) string
}

// HexGame is a map game on hexes.
type HexGame = MapGame[hex.Hex, render.HexMapView]

// SquareGame is a map game on squares.
type SquareGame = MapGame[grid.Square, render.SquareMapView]

// AlsoShown is a map game that names a second cell to keep on screen with
// the focus: the target of a shot being chosen, the end of a path.
type AlsoShown[C comparable] interface {
	Also(st engine.State, me engine.Player, hover engine.Intent) (C, bool)
}

// projection draws one kind of map: where a cell is on the drawing, which
// cell a screen position shows, and the drawing itself.
type projection[C comparable, V any] interface {
	draw(v V, vp render.Viewport, t *render.Theme) string
	at(v V, vp render.Viewport, x, y int) (C, bool)
	show(v V, vp render.Viewport, c C) render.Viewport
	cursor(v *V, c C, ok bool)
}

type hexProjection struct{}

func (hexProjection) draw(v render.HexMapView, vp render.Viewport, t *render.Theme) string {
	return render.HexMap(v, vp, t)
}
func (hexProjection) at(v render.HexMapView, vp render.Viewport, x, y int) (hex.Hex, bool) {
	return render.HexAt(v, vp, x, y)
}
func (hexProjection) show(v render.HexMapView, vp render.Viewport, h hex.Hex) render.Viewport {
	return render.ScrollToShow(v, vp, h)
}
func (hexProjection) cursor(v *render.HexMapView, h hex.Hex, ok bool) { v.Cursor, v.NoCursor = h, !ok }

type squareProjection struct{}

func (squareProjection) draw(v render.SquareMapView, vp render.Viewport, t *render.Theme) string {
	return render.SquareMap(v, vp, t)
}
func (squareProjection) at(v render.SquareMapView, vp render.Viewport, x, y int) (grid.Square, bool) {
	return render.SquareAt(v, vp, x, y)
}
func (squareProjection) show(v render.SquareMapView, vp render.Viewport, s grid.Square) render.Viewport {
	return render.ScrollToShowSquare(v, vp, s)
}
func (squareProjection) cursor(v *render.SquareMapView, s grid.Square, ok bool) {
	v.Cursor, v.NoCursor = s, !ok
}

var (
	KeyNextUnit = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "inspect next unit"))
	KeyPrevUnit = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous unit"))
	KeyFollow   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the unit in play"))
)

// MapBoard draws a map beside a record sheet. The map follows the unit in
// play; tab, shift+tab or a click on the map inspect another cell, and esc
// (or the next action) goes back to following. It serves hex maps
// (HexBoard) and square maps (SquareBoard) alike.
type MapBoard[C comparable, V any] struct {
	game  MapGame[C, V]
	proj  projection[C, V]
	theme *render.Theme

	last    Frame // the frame last drawn, for keys and clicks
	inspect *C
	vp      render.Viewport // scroll kept between frames so the map does not jump
	view    V
}

// HexBoard is the map board of hex games.
type HexBoard = MapBoard[hex.Hex, render.HexMapView]

// SquareBoard is the map board of square games.
type SquareBoard = MapBoard[grid.Square, render.SquareMapView]

// NewHexBoard makes the board of a hex game.
func NewHexBoard(g HexGame, cfg Config) *HexBoard {
	return &HexBoard{game: g, proj: hexProjection{}, theme: render.NewTheme(cfg.ASCII, cfg.Color)}
}

// NewSquareBoard makes the board of a square game.
func NewSquareBoard(g SquareGame, cfg Config) *SquareBoard {
	return &SquareBoard{game: g, proj: squareProjection{}, theme: render.NewTheme(cfg.ASCII, cfg.Color)}
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

// Height implements Board: the map takes two thirds of what is free; the
// action list and the log keep at least seven rows.
func (b *MapBoard[C, V]) Height(w, h int) int {
	return max(10, min(h-7, h*2/3+4))
}

// Draw implements Board.
func (b *MapBoard[C, V]) Draw(f Frame) []string {
	b.last = f
	st, me, hover, w, h := f.State, f.Me, f.Hover, f.W, f.H
	sw := SheetWidth(w)
	mw := w - sw - 1
	v := b.game.MapView(st, me, hover)
	at, ok := b.game.Focus(st, me, hover)
	if b.inspect != nil {
		at, ok = *b.inspect, true
	}
	b.proj.cursor(&v, at, ok)
	b.vp.Width, b.vp.Height = mw, h
	if ok {
		// Scroll to the second cell first, then as little as needed for
		// the focus: both stay on screen whenever the window can hold them.
		if a, isA := b.game.(AlsoShown[C]); isA && b.inspect == nil {
			if other, ok := a.Also(st, me, hover); ok {
				b.vp = b.proj.show(v, b.vp, other)
			}
		}
		b.vp = b.proj.show(v, b.vp, at)
	}
	b.view = v
	left := strings.Split(b.proj.draw(v, b.vp, b.theme), "\n")
	var right []string
	if ok {
		right = b.game.Sheet(st, me, at, hover, sw, h)
	}
	return Besides(Column(left, mw, h), Column(right, sw, h), " ")
}

// Group implements Board.
func (b *MapBoard[C, V]) Group(kind string) (string, string) { return b.game.Group(kind) }

// Item implements Board.
func (b *MapBoard[C, V]) Item(in engine.Intent) string { return b.game.Item(in) }

// Changed implements KeyedBoard: a change of position ends an inspection.
func (b *MapBoard[C, V]) Changed() { b.inspect = nil }

// Bindings implements KeyedBoard.
func (b *MapBoard[C, V]) Bindings() []key.Binding {
	return []key.Binding{KeyNextUnit, KeyPrevUnit, KeyFollow}
}

// Key implements KeyedBoard: tab and shift+tab inspect the units in turn,
// esc goes back to following the unit in play.
func (b *MapBoard[C, V]) Key(msg tea.KeyPressMsg) bool {
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

// Click implements KeyedBoard: a click on the map inspects that cell.
func (b *MapBoard[C, V]) Click(x, y int) bool {
	if x >= b.vp.Width {
		return false
	}
	c, ok := b.proj.at(b.view, b.vp, x, y)
	if !ok {
		return false
	}
	b.inspect = &c
	return true
}
