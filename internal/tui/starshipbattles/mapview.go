package starshipbattles

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
)

// The map: every ship on the stellar grid in its side's colour, a 3×3 or
// 2×2 ship as one block with its id and facing in it, fighters as ids
// without a facing; and the overlays of the intent under the cursor. A dot
// marks a square the ship may end its move in (moving, launching, set-up),
// or while attacking a square in the weapon's spine or broadsides; a star
// where this step, launch or displaced fighter goes; a tilde the squares
// that see the face attacked, a plus a diagonal square, which sees that
// face and the next (the attacker chooses); a colon the adjacency ring a
// fighter attacks or is attacked in, and the squares next to enemy
// fighters (their zone of control); a cross the target.

// legendMove is the sheet's legend of a move. The sheet's legends name the
// marks by the theme's glyphs, as the map draws them.
func legendMove(t *render.Theme) string {
	return t.Glyph.Marks.Reachable + " may end here  * this step  : next to enemy fighters"
}

// mapCells builds a map view.
type mapCells struct {
	cols, rows int
	cells      map[grid.Square]render.SquareCell
}

func (m *mapCells) on(q grid.Square) bool {
	return q.X >= 0 && q.Y >= 0 && q.X < m.cols && q.Y < m.rows
}

func (m *mapCells) mark(q grid.Square, h render.Highlight) {
	if !m.on(q) {
		return
	}
	c := m.cells[q]
	c.Highlight |= h
	m.cells[q] = c
}

// point marks where an intent puts something, over the squares it may
// choose from.
func (m *mapCells) point(q grid.Square) {
	if !m.on(q) {
		return
	}
	c := m.cells[q]
	c.Highlight = c.Highlight&^render.Reachable | render.LineOfSight
	m.cells[q] = c
}

func (m *mapCells) markSpace(sp grid.Space, h render.Highlight) {
	for _, q := range sp.Squares() {
		m.mark(q, h)
	}
}

// labelSquare is the square of a ship's space that shows its id: the
// middle of a 3×3 ship, the top-left square of a 2×2 one.
func labelSquare(sp grid.Space) grid.Square {
	return grid.Add(sp.Anchor, grid.Square{X: (sp.Size - 1) / 2, Y: (sp.Size - 1) / 2})
}

// ship draws a ship in its space in its side's colour, keeping the
// overlays already marked.
func (m *mapCells) ship(sh sb.ShipInfo, id, color string) {
	label := labelSquare(sh.Space)
	for _, q := range sh.Space.Squares() {
		if !m.on(q) {
			continue
		}
		c := render.SquareCell{Color: color, Highlight: m.cells[q].Highlight}
		if q == label {
			c.Text = id
			c.Facing, c.HasFacing = sh.Facing, sh.Class != 4
		} else {
			c.Body = true
		}
		m.cells[q] = c
	}
}

// shipMap is the map of s with the overlays of hover, which me is about
// to choose.
func shipMap(s *sb.State, me engine.Player, hover engine.Intent) render.SquareMapView {
	cols, rows := s.Grid()
	m := &mapCells{cols: cols, rows: rows, cells: make(map[grid.Square]render.SquareCell, 64)}
	ships := s.Ships()
	ids := mapIDs(s, ships)
	// The ship moving is drawn last: passing through an ally's square
	// (Other Ships), it is the one seen there.
	moving, _ := s.Moving()
	for i, sh := range ships {
		if sh.Where == sb.OnGrid && sh.ID != moving {
			m.ship(sh, ids[i], colorOf(s, sh.Owner))
		}
	}
	if validID(ships, moving) && ships[moving].Where == sb.OnGrid {
		m.ship(ships[moving], ids[moving], colorOf(s, ships[moving].Owner))
	}
	if hover == nil {
		if id, _ := s.Moving(); id != sb.NoShip {
			hover = sb.Stop{By: ships[id].Owner, Ship: id, Facing: ships[id].Facing}
		}
	}
	m.hover(s, me, ships, ids, hover)
	if a, ok := s.PendingAttack(); ok && validID(ships, a.Target) {
		m.markSpace(ships[a.Target].Space, render.Target)
	}
	// The overview gives each ship a letter of its own (the Executor E,
	// the Emperor's Shuttle S), which the legend names.
	return render.SquareMapView{Cols: cols, Rows: rows, Cells: m.cells, OwnLetters: true}
}

func validID(ships []sb.ShipInfo, id sb.ShipID) bool { return id >= 0 && int(id) < len(ships) }

// hover marks what the intent under the cursor would do.
func (m *mapCells) hover(s *sb.State, me engine.Player, ships []sb.ShipInfo, ids []string, hover engine.Intent) {
	switch x := hover.(type) {
	case sb.Place:
		if !validID(ships, x.Ship) {
			return
		}
		sh := ships[x.Ship]
		sh.Space = grid.NewSpace(x.At, grid.ClassSize(sh.Class))
		sh.Facing = x.Facing
		m.ship(sh, ids[x.Ship], colorOf(s, sh.Owner))
		m.markSpace(sh.Space, render.Reachable)
	case sb.Step:
		if validID(ships, x.Ship) {
			m.moving(s, ships, ships[x.Ship])
			sh := ships[x.Ship]
			dest := grid.NewSpace(grid.Add(sh.Space.Anchor, x.Dir.Offset()), sh.Space.Size)
			for _, q := range dest.Squares() {
				if !sh.Space.Contains(q) {
					m.point(q)
				}
			}
		}
	case sb.Stop:
		if validID(ships, x.Ship) {
			m.moving(s, ships, ships[x.Ship])
			if sh := ships[x.Ship]; sh.Class == 3 {
				q := labelSquare(sh.Space)
				c := m.cells[q]
				c.Facing = x.Facing
				m.cells[q] = c
			}
		}
	case sb.Launch:
		for _, in := range s.Legal(me) {
			if l, ok := in.(sb.Launch); ok && l.Carrier == x.Carrier {
				m.mark(l.At, render.Reachable)
			}
		}
		m.point(x.At)
	case sb.Attack:
		m.attack(s, ships, x)
	case sb.Displace:
		// The squares of the fighter under the cursor: with a choice of
		// order (Player's Choice), each pushed fighter has its own.
		for _, q := range s.PushSquares(x.Fighter) {
			m.mark(q, render.Reachable)
		}
		m.point(x.To)
	case sb.Shift:
		if validID(ships, x.To) {
			m.markSpace(ships[x.To].Space, render.LineOfSight)
		}
	}
}

// moving marks where a ship may end its move this round and, for a
// fighter, the squares next to enemy fighters, where a zone of control
// may hold it.
func (m *mapCells) moving(s *sb.State, ships []sb.ShipInfo, sh sb.ShipInfo) {
	for _, a := range s.Reachable(sh.ID) {
		for _, q := range grid.NewSpace(a, sh.Space.Size).Squares() {
			if !sh.Space.Contains(q) {
				m.mark(q, render.Reachable)
			}
		}
	}
	if sh.Class != 4 {
		return
	}
	for _, e := range ships {
		if e.Where == sb.OnGrid && e.Class == 4 && s.FactionOf(e.Owner) != s.FactionOf(sh.Owner) {
			m.ring(e.Space, render.InRange)
		}
	}
}

// ring marks the squares adjacent to a space.
func (m *mapCells) ring(sp grid.Space, h render.Highlight) {
	for y := sp.Anchor.Y - 1; y <= sp.Anchor.Y+sp.Size; y++ {
		for x := sp.Anchor.X - 1; x <= sp.Anchor.X+sp.Size; x++ {
			if q := (grid.Square{X: x, Y: y}); !sp.Contains(q) {
				m.mark(q, h)
			}
		}
	}
}

// attack marks an attack's target, the face attacked (its diagonals as
// both faces), the weapon's spine or broadsides, and the adjacency ring
// when a fighter attacks or is attacked.
func (m *mapCells) attack(s *sb.State, ships []sb.ShipInfo, x sb.Attack) {
	if !validID(ships, x.Ship) || !validID(ships, x.Target) {
		return
	}
	a, t := ships[x.Ship], ships[x.Target]
	if t.Class == 4 || a.Class == 4 {
		m.ring(a.Space, render.InRange)
	}
	if x.Face != 0 {
		dist := grid.SpaceDistance(a.Space, t.Space)
		reach := min(max(dist, 2), 5)
		for y := t.Space.Anchor.Y - reach; y < t.Space.Anchor.Y+t.Space.Size+reach; y++ {
			for xx := t.Space.Anchor.X - reach; xx < t.Space.Anchor.X+t.Space.Size+reach; xx++ {
				q := grid.Square{X: xx, Y: y}
				faces := grid.FaceOf(t.Space, t.Facing, q)
				if !faces.Has(x.Face) {
					continue
				}
				if faces == x.Face {
					m.mark(q, render.InArc)
				} else {
					m.mark(q, render.InArc|render.InRange)
				}
			}
		}
	}
	if w, ok := weaponOf(s, a, x.Weapon); ok {
		switch w.Kind.Arc() {
		case sb.FrontSpine:
			m.band(a, func(q grid.Square) bool { return grid.InSpine(a.Space, a.Facing, q, true) })
		case sb.Broadside:
			m.band(a, func(q grid.Square) bool { l, r := grid.InBroadside(a.Space, a.Facing, q); return l || r })
		}
	}
	m.markSpace(t.Space, render.Target)
}

// band marks the squares of a ship's spine or broadsides.
func (m *mapCells) band(a sb.ShipInfo, in func(grid.Square) bool) {
	for y := 0; y < m.rows; y++ {
		for x := 0; x < m.cols; x++ {
			if q := (grid.Square{X: x, Y: y}); in(q) {
				m.mark(q, render.Reachable)
			}
		}
	}
}

// weaponOf is weapon w of a ship's side as it shows now.
func weaponOf(s *sb.State, sh sb.ShipInfo, w int) (sb.Weapon, bool) {
	side := cardSide(s, sh)
	if w < 0 || w >= len(side.Weapons) {
		return sb.Weapon{}, false
	}
	return side.Weapons[w], true
}

// cardSide is the side of its card a ship shows.
func cardSide(s *sb.State, sh sb.ShipInfo) sb.Side {
	c, _ := s.Card(sh.Card)
	if sh.Reduced && c.Reduced != nil {
		return *c.Reduced
	}
	return c.Full
}
