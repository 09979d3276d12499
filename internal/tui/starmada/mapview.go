package starmada

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Also implements tui.AlsoShown: the board scrolls first to the other end
// of what the hover intent does (the target, the end of the path), then as
// little as it can to the unit in play, so both show when they fit.
func (g *smGame) Also(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s, ok := st.(*sm.State)
	if !ok {
		return hex.Hex{}, false
	}
	return smFarEnd(s, hover)
}

// smFarEnd is the hex at the far end of an intent: the target of a
// declaration or a flight's attack, the end of a ship's path.
func smFarEnd(s *sm.State, hover engine.Intent) (hex.Hex, bool) {
	switch in := hover.(type) {
	case sm.Target:
		return smTargetHex(s, in.Target)
	case sm.Fly:
		return smTargetHex(s, in.Target)
	case sm.Resolve:
		for _, d := range s.Declared() {
			if d.Ship == in.Ship {
				return smTargetHex(s, d.Target)
			}
		}
	case sm.WriteOrders:
		pv := sm.PreviewPath(s, in.Ship, in.Orders)
		if n := len(pv.Path); n > 0 && s.Board().Contains(pv.Path[n-1].Hex) {
			return pv.Path[n-1].Hex, true
		}
	case sm.Place:
		if h := hex.FromOffset(in.Col, in.Row); s.Board().Contains(h) {
			return h, true
		}
	case sm.PlaceObject:
		if h := hex.FromOffset(in.Col, in.Row); s.Board().Contains(h) {
			return h, true
		}
	}
	return hex.Hex{}, false
}

func (g *smGame) MapView(st engine.State, me engine.Player, hover engine.Intent) render.HexMapView {
	s := smState(st)
	if s == nil {
		return render.HexMapView{}
	}
	b := s.Board()
	cells := make(map[hex.Hex]render.HexCell, 32)
	for _, o := range s.Objects() {
		cells[o.Hex] = render.HexCell{Highlight: render.Blocked}
	}
	for _, e := range s.Explosions() {
		c := cells[e.Hex]
		c.Text, c.Color = "*"+strconv.Itoa(e.Strength), "orange"
		c.Highlight |= render.Blocked
		cells[e.Hex] = c
	}
	// Craft: the fighters of one side in a hex are one stack (5.3).
	type stack struct {
		fighters, sats int
		side           engine.Player
	}
	stacks := map[hex.Hex]*stack{}
	for _, c := range s.Craft() {
		if c.Fighters <= 0 {
			continue
		}
		k := stacks[c.Hex]
		if k == nil {
			k = &stack{side: c.Side}
			stacks[c.Hex] = k
		}
		if c.Satellite {
			k.sats++
		} else {
			k.fighters += c.Fighters
		}
	}
	for h, k := range stacks {
		c := cells[h]
		switch {
		case k.fighters > 0:
			c.Text = "f" + strconv.Itoa(min(k.fighters, 99))
		default:
			c.Text = "s" + strconv.Itoa(min(k.sats, 99))
		}
		c.Color, c.HasFacing = s.Color(k.side), false
		cells[h] = c
	}
	ships := s.Ships()
	ids := g.shipIDs(ships)
	count := map[hex.Hex]int{}
	for _, sh := range ships {
		if !live(sh) {
			continue
		}
		count[sh.Hex]++
		if count[sh.Hex] > 1 {
			continue
		}
		c := cells[sh.Hex]
		c.Text, c.Color, c.Facing, c.HasFacing = ids[sh.Name], s.Color(sh.Side), sh.Facing, true
		cells[sh.Hex] = c
	}
	for h, n := range count {
		// More than one unit in the hex: the id gets a "+" (tab shows them).
		if c := cells[h]; n > 1 || stacks[h] != nil {
			if len([]rune(c.Text)) < 3 {
				c.Text += "+"
			}
			cells[h] = c
		}
	}
	g.overlay(s, hover, ids, cells)
	// The overview gives each ship a letter of its own (the Hive H, the
	// Hornet O), which the legend names.
	return render.HexMapView{Cols: b.Cols, Rows: b.Rows, Cells: cells, OwnLetters: true}
}

// overlay marks on the map what the hover intent touches: a path, a
// battery's coverage and line of sight, a flight's move and target, a
// set-up zone, where objects may go.
func (g *smGame) overlay(s *sm.State, hover engine.Intent, ids map[string]string, cells map[hex.Hex]render.HexCell) {
	b := s.Board()
	mark := func(h hex.Hex, f render.Highlight) {
		if b.Contains(h) {
			c := cells[h]
			c.Highlight |= f
			cells[h] = c
		}
	}
	switch in := hover.(type) {
	case sm.WriteOrders:
		if !g.typing {
			return // the listed orders are not the player's
		}
		smPathOverlay(s, in, mark)
	case sm.Target:
		g.targetOverlay(s, in, cells, mark)
	case sm.Fly:
		to := hex.FromOffset(in.Col, in.Row)
		mark(to, render.Reachable)
		if th, ok := smTargetHex(s, in.Target); ok {
			mark(th, render.Target)
		}
	case sm.Pick:
		for _, c := range s.Craft() {
			if c.ID == in.Craft {
				mark(c.Hex, render.Target)
			}
		}
	case sm.Place:
		// The side's set-up zone, and the ship where it would stand.
		c0, c1, r0, r1 := s.SetupZone(in.By)
		smMarkZone(c0, c1, r0, r1, mark)
		smPlaceOverlay(s, in, ids, cells, mark)
	case sm.PlaceObject:
		smObjectOverlay(s, in, cells, mark)
	case sm.ChooseEdge:
		// The zone the chooser would set up in.
		c0, c1, r0, r1 := s.ZoneFor(in.Edge)
		smMarkZone(c0, c1, r0, r1, mark)
	case sm.Fire, sm.Resolve:
		smDeclaredOverlay(s, in, mark)
	}
}

// smPathOverlay marks the path of the orders being typed, hex by hex, and
// where it ends when the orders are good.
func smPathOverlay(s *sm.State, in sm.WriteOrders, mark func(hex.Hex, render.Highlight)) {
	pv := sm.PreviewPath(s, in.Ship, in.Orders)
	for i, p := range pv.Path {
		if i > 0 {
			mark(p.Hex, render.Reachable)
		}
	}
	if n := len(pv.Path); n > 1 && pv.Err == nil {
		mark(pv.Path[n-1].Hex, render.Target)
	}
}

// targetOverlay marks a single battery's declaration: its coverage by
// band, the line of sight to its target and the target, with the arcs
// lettered around the firing ship.
func (g *smGame) targetOverlay(s *sm.State, in sm.Target, cells map[hex.Hex]render.HexCell, mark func(hex.Hex, render.Highlight)) {
	sh, ok := s.Ship(in.Ship)
	if !ok || len(in.Battery) != 1 {
		return
	}
	g.coverage(s, sh, in.Battery[0], mark)
	if th, ok := smTargetHex(s, in.Target); ok {
		for _, h := range hex.Line(sh.Hex, th) {
			if h != sh.Hex {
				mark(h, render.LineOfSight)
			}
		}
		mark(th, render.Target)
	}
	g.arcLetters(s, sh, cells)
}

// smMarkZone marks the offset rectangle of columns c0–c1 and rows r0–r1:
// a set-up zone.
func smMarkZone(c0, c1, r0, r1 int, mark func(hex.Hex, render.Highlight)) {
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			mark(hex.FromOffset(c, r), render.Reachable)
		}
	}
}

// smPlaceOverlay marks the hex a ship would be set up in, and draws the
// ship there, facing as typed, when the hex is empty.
func smPlaceOverlay(s *sm.State, in sm.Place, ids map[string]string, cells map[hex.Hex]render.HexCell, mark func(hex.Hex, render.Highlight)) {
	to := hex.FromOffset(in.Col, in.Row)
	mark(to, render.Target)
	if d, err := hex.ParseDirection(in.Facing); err == nil && s.Board().Contains(to) && cells[to].Text == "" {
		c := cells[to]
		c.Text, c.Color, c.Facing, c.HasFacing = ids[in.Ship], s.Color(in.By), d, true
		cells[to] = c
	}
}

// smObjectOverlay marks where objects may go, and the typed object in its
// hex (blocked, with its initial when the hex is empty).
func smObjectOverlay(s *sm.State, in sm.PlaceObject, cells map[hex.Hex]render.HexCell, mark func(hex.Hex, render.Highlight)) {
	b := s.Board()
	for c := 0; c < b.Cols; c++ {
		for r := 0; r < b.Rows; r++ {
			if h := hex.FromOffset(c, r); s.ObjectSpot(h) {
				mark(h, render.Reachable)
			}
		}
	}
	to := hex.FromOffset(in.Col, in.Row)
	if b.Contains(to) {
		c := cells[to]
		c.Highlight |= render.Target
		if in.Object != "" {
			c.Highlight |= render.Blocked
			if c.Text == "" {
				c.Text = strings.ToUpper(in.Object[:1])
			}
		}
		cells[to] = c
	}
}

// smDeclaredOverlay marks the targets the attacks about to be resolved are
// declared at: one ship's for Resolve, everyone's for Fire.
func smDeclaredOverlay(s *sm.State, in engine.Intent, mark func(hex.Hex, render.Highlight)) {
	r, one := in.(sm.Resolve)
	for _, d := range s.Declared() {
		if one && d.Ship != r.Ship {
			continue
		}
		if th, ok := smTargetHex(s, d.Target); ok {
			mark(th, render.Target)
		}
	}
}

// coverage marks the hexes a battery reaches by band: short in arc and
// range (+), medium in range (:), long in arc (~); hexes without a line of
// sight stay unmarked.
func (g *smGame) coverage(s *sm.State, sh sm.ShipInfo, battery byte, mark func(hex.Hex, render.Highlight)) {
	for _, hb := range s.Coverage(sh.Name, battery) {
		if !hb.Clear {
			continue
		}
		switch hb.Band {
		case sm.Short:
			mark(hb.Hex, render.InArc|render.InRange)
		case sm.Medium:
			mark(hb.Hex, render.InRange)
		case sm.Long:
			mark(hb.Hex, render.InArc)
		}
	}
}

// arcLetters writes the arcs A–F around a ship that is choosing a target,
// in the empty hexes next to it.
func (g *smGame) arcLetters(s *sm.State, sh sm.ShipInfo, cells map[hex.Hex]render.HexCell) {
	for _, h := range hex.Ring(sh.Hex, 1) {
		c := cells[h]
		if c.Text != "" || !s.Board().Contains(h) {
			continue
		}
		c.Text, c.Color, c.Label = hex.StarmadaArcs(sh.Hex, sh.Facing, h).String(), "grey", true
		cells[h] = c
	}
}

// smTargetHex finds where a target stands.
func smTargetHex(s *sm.State, target sm.Ref) (hex.Hex, bool) {
	switch {
	case target.IsZero():
		return hex.Hex{}, false
	case target.Fighters:
		return target.At, true
	}
	if sh, ok := s.Ship(target.Ship); ok && live(sh) {
		return sh.Hex, true
	}
	return hex.Hex{}, false
}

// Focus is the hex the map follows: what the intent under the cursor acts
// with, else what the phase waits for, else one of the player's ships.
func (g *smGame) Focus(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s := smState(st)
	if s == nil {
		return hex.Hex{}, false
	}
	if h, ok := smHoverFocus(s, hover); ok {
		return h, true
	}
	if h, ok := smPhaseFocus(s, me); ok {
		return h, true
	}
	return smShipFocus(s, me)
}

// smHoverFocus is where the intent under the cursor acts: its ship, its
// flight, the hex it names or the middle of the edge it chooses. False
// when the intent names none, or names what is not on the map.
func smHoverFocus(s *sm.State, hover engine.Intent) (hex.Hex, bool) {
	switch in := hover.(type) {
	case sm.WriteOrders:
		if sh, ok := s.Ship(in.Ship); ok {
			return sh.Hex, true
		}
	case sm.Target:
		if sh, ok := s.Ship(in.Ship); ok {
			return sh.Hex, true
		}
	case sm.Fly:
		// Where the flight goes: the map shows the way there, the sheet
		// what waits in that hex.
		return hex.FromOffset(in.Col, in.Row), true
	case sm.Pick:
		if c, ok := smCraft(s, in.Craft); ok {
			return c.Hex, true
		}
	case sm.Place:
		if h := hex.FromOffset(in.Col, in.Row); s.Board().Contains(h) {
			return h, true
		}
	case sm.PlaceObject:
		if h := hex.FromOffset(in.Col, in.Row); s.Board().Contains(h) {
			return h, true
		}
	case sm.ChooseEdge:
		c0, c1, r0, r1 := s.ZoneFor(in.Edge)
		return hex.FromOffset((c0+c1)/2, (r0+r1)/2), true
	case sm.Lose:
		if !in.Craft.IsZero() {
			if c, ok := smCraft(s, in.Craft); ok {
				return c.Hex, true
			}
		} else if sh, ok := s.Ship(in.Ship); ok {
			return sh.Hex, true
		}
	case sm.Launch:
		if sh, ok := s.Ship(in.Ship); ok {
			return sh.Hex, true
		}
	}
	return hex.Hex{}, false
}

// smPhaseFocus is what the phase waits for when the cursor names nothing on
// the map: the middle of the board or the set-up zone, the flight or ship
// that acts next, the ship hit or launching. False when the phase points
// at nothing.
func smPhaseFocus(s *sm.State, me engine.Player) (hex.Hex, bool) {
	ph := s.Phase()
	switch ph.Name {
	case sm.PhaseBuild:
		bd := s.Board()
		return hex.FromOffset(bd.Cols/2, bd.Rows/2), true
	case sm.PhaseSetup:
		if s.Task() != sm.TaskShips {
			bd := s.Board()
			return hex.FromOffset(bd.Cols/2, bd.Rows/2), true
		}
		if len(ph.Actors) == 1 {
			c0, c1, r0, r1 := s.SetupZone(ph.Actors[0])
			return hex.FromOffset((c0+c1)/2, (r0+r1)/2), true
		}
	case sm.PhaseFighters:
		if id := s.Picked(); !id.IsZero() {
			if c, ok := smCraft(s, id); ok {
				return c.Hex, true
			}
		}
		for _, c := range s.Craft() {
			if c.Side == me && !c.Moved && c.Fighters > 0 {
				return c.Hex, true
			}
		}
	case sm.PhaseOrders:
		for _, sh := range s.Ships() {
			if sh.Side == me && live(sh) && !sh.Crippled && !sh.HasOrders {
				return sh.Hex, true
			}
		}
	case sm.PhaseEnd:
		// The ship whose launch the End Phase waits for (C.5).
		if _, ship, _, ok := s.Launching(); ok {
			if sh, found := s.Ship(ship); found {
				return sh.Hex, true
			}
		}
	case sm.PhaseDamage:
		// What the choices are about: the hit ship or stack of craft, not
		// the side's first ship (the cursor on the folded group names none).
		for _, in := range s.Legal(me) {
			if l, ok := in.(sm.Lose); ok {
				// Not Focus: a Lose naming what is not on the map would
				// come back here for ever.
				return smHoverFocus(s, l)
			}
		}
	case sm.PhaseCombat:
		// The ship whose declarations wait to be resolved, else the next
		// one with something left to declare (4.1.1).
		for _, d := range s.Declared() {
			if sh, ok := s.Ship(d.Ship); ok && live(sh) {
				return sh.Hex, true
			}
		}
		for _, sh := range s.Ships() {
			if sh.Side == me && live(sh) && !sh.Crippled && !sh.Resolved && undeclared(sh) {
				return sh.Hex, true
			}
		}
	}
	return hex.Hex{}, false
}

// smShipFocus is the last resort: the player's first ship afloat, else
// anyone's.
func smShipFocus(s *sm.State, me engine.Player) (hex.Hex, bool) {
	for _, sh := range s.Ships() {
		if sh.Side == me && live(sh) {
			return sh.Hex, true
		}
	}
	for _, sh := range s.Ships() {
		if live(sh) {
			return sh.Hex, true
		}
	}
	return hex.Hex{}, false
}

// undeclared reports whether a ship has a working weapon not yet declared.
func undeclared(sh sm.ShipInfo) bool {
	for _, b := range sh.Batteries {
		n := 0
		for _, w := range b.Weapons {
			if w.Mark != "hit" {
				n++
			}
		}
		if n > len(b.Declared) {
			return true
		}
	}
	return false
}

func smCraft(s *sm.State, id sm.CraftID) (sm.CraftInfo, bool) {
	for _, c := range s.Craft() {
		if c.ID == id {
			return c, true
		}
	}
	return sm.CraftInfo{}, false
}
