package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
)

// sideColor is a side's colour on the map. The state names no colours (the
// scenario's are not in it), so the first side is blue and the second red,
// as in every shipped scenario.
func sideColor(p engine.Player) string {
	if p == 1 {
		return "red"
	}
	return "blue"
}

// cells is the map being built, keyed by plane hex.
type cells map[hex.Hex]render.HexCell

func (c cells) mark(h hex.Hex, f render.Highlight) {
	x := c[h]
	x.Highlight |= f
	c[h] = x
}

// label writes a grey word in an empty hex (a speed, a pose number).
func (c cells) label(h hex.Hex, text string) {
	x := c[h]
	if x.Text == "" {
		x.Text, x.Color, x.HasFacing = text, "grey", false
		c[h] = x
	}
}

// AutoZoomLimit implements tui.AutoZoomLimit: the board's own zoom stops
// at the compact drawing. A ship's heading and the line of where it drifts
// next turn are what a plot is made from, and the compact drawing shows
// them ("Ba↑") where the overview drew one letter a ship; markers at the
// window's edge point to what it leaves out, and 0 and - still give the
// whole map.
func (g *mapGame) AutoZoomLimit() render.Zoom { return render.Compact }

// MapView implements tui.HexGame: the window of the plane around the
// ships, each with its id, heading and the line of where it drifts to next
// turn (as long as its speed), this turn's flight paths, force planes, and
// what the intent under the cursor would do.
func (g *mapGame) MapView(st engine.State, me engine.Player, hover engine.Intent) render.HexMapView {
	s := sscsState(st)
	if s == nil {
		return render.HexMapView{}
	}
	ships := s.Ships()
	id := g.ids.of(ships)
	cs := cells{}
	for _, w := range s.Walls() {
		for _, h := range w.Hexes {
			cs.mark(h, render.Blocked)
		}
	}
	g.trails(s, cs)
	for _, sh := range ships {
		if v := driftSpeed(sh); onMap(sh) && v > 0 {
			g.drift(cs, sh.Hex, sh.Heading, v, render.InRange, render.InRange|render.InArc)
		}
	}
	count := map[hex.Hex]int{}
	for _, sh := range ships {
		if !onMap(sh) {
			continue
		}
		count[sh.Hex]++
		if count[sh.Hex] > 1 {
			continue
		}
		c := cs[sh.Hex]
		c.Text, c.Color, c.Facing, c.HasFacing = id[sh.ID], sideColor(sh.Side), sh.Heading, true
		cs[sh.Hex] = c
	}
	for h, n := range count {
		if c := cs[h]; n > 1 && len([]rune(c.Text)) < 3 {
			c.Text += "+"
			cs[h] = c
		}
	}
	if sv, ok := s.PendingSalvo(); ok {
		if t, ok := s.Ship(sv.Target); ok {
			g.line(cs, sv.At, t.Hex)
			cs.mark(t.Hex, render.Target)
		}
		cs.mark(sv.At, render.Reachable)
	}
	g.hoverView(s, cs, id, hover)
	// The plane has no edges: the board boxes the map around the units and
	// every cell the view holds (drift lines, paths, force planes). The
	// overview gives each ship a letter of its own (the boarding action's
	// Warden W, Wyvern Y), which the legend names.
	return render.HexMapView{Cells: cs, Unbounded: true, RowLabelAt: axialR, OwnLetters: true}
}

// axialR labels a row of the map by the axial r of its hex in column col:
// the map board's rows are offset rows, along which r falls by one every
// two columns, so the left edge names the hexes beside it (RowLabelAt).
func axialR(col, row int) string { return strconv.Itoa(hex.FromOffset(col, row).R) }

// driftSpeed is how far a ship goes on its next move if it does not
// thrust: its speed declared this turn, once the viewer may know it and
// until it has moved, else its speed.
func driftSpeed(sh sscs.ShipInfo) int {
	if sh.SpeedDeclared && !sh.Moved {
		return sh.DeclaredSpeed
	}
	return sh.Speed
}

// drift marks the hexes a ship passes over at a speed straight ahead with
// f, and the hex it reaches with end: the line's length is the speed.
func (g *mapGame) drift(cs cells, from hex.Hex, d hex.Direction, speed int, f, end render.Highlight) {
	h := from
	for k := 0; k < speed; k++ {
		h = hex.Neighbor(h, d)
		if k == speed-1 {
			cs.mark(h, end)
		} else {
			cs.mark(h, f)
		}
	}
}

// trails marks this turn's flight paths, from the movement events.
func (g *mapGame) trails(s *sscs.State, cs cells) {
	for _, e := range g.events {
		if e.Trail == nil {
			continue
		}
		n := len(e.Trail.Path)
		for i, p := range e.Trail.Path {
			if i < n-1 {
				cs.mark(hex.Hex{Q: p.X, R: p.Y}, render.InArc)
			}
		}
	}
}

// line marks the hexes between two hexes as a line of fire.
func (g *mapGame) line(cs cells, a, b hex.Hex) {
	for _, h := range hex.Line(a, b) {
		if h != a && h != b {
			cs.mark(h, render.LineOfSight)
		}
	}
}

// hoverView draws what the intent under the cursor (or being typed) would
// do: the path of a plot, where a speed takes a ship, the line of a shot
// from the pose it is fired from, the ship a declaration concerns.
func (g *mapGame) hoverView(s *sscs.State, cs cells, id []string, hover engine.Intent) {
	switch in := hover.(type) {
	case sscs.Move:
		l := s.PreviewPlot(in.Ship, in.Plot)
		for i, p := range l.Path {
			if i > 0 {
				cs.mark(p.Hex, render.Reachable)
			}
		}
		if n := len(l.Path); n > 1 {
			end := l.Path[n-1]
			cs.mark(end.Hex, render.Target)
			if c := cs[end.Hex]; c.Text == "" || c.Color == "grey" {
				if sh, ok := s.Ship(in.Ship); ok {
					c.Text, c.Color, c.Facing, c.HasFacing = id[in.Ship], sideColor(sh.Side), end.Heading, true
					cs[end.Hex] = c
				}
			}
		}
	case sscs.Speed:
		if sh, ok := s.Ship(in.Ship); ok && in.Speed > 0 {
			g.drift(cs, sh.Hex, sh.Heading, in.Speed, render.Reachable, render.Target)
		}
	case sscs.Fire:
		g.shot(s, cs, in.Ship, in.From, in.Target)
	case sscs.Salvo:
		g.shot(s, cs, in.Ship, in.From, in.Target)
	case sscs.Project:
		if in.Target != in.Ship {
			g.shot(s, cs, in.Ship, in.From, in.Target)
		} else {
			g.poses(s, cs, in.Ship)
		}
		if in.At != (sscs.Cell{}) || in.Dir != 0 {
			cs.mark(cellHex(in.At), render.Target)
		}
	case sscs.Ram:
		g.target(s, cs, in.Target)
	case sscs.Dock:
		g.target(s, cs, in.With)
	case sscs.Board:
		g.target(s, cs, in.Target)
	}
}

func (g *mapGame) target(s *sscs.State, cs cells, t sscs.ShipID) {
	if sh, ok := s.Ship(t); ok && onMap(sh) {
		cs.mark(sh.Hex, render.Target)
	}
}

// shot marks the firing ship's flight path with the number of each pose,
// the line from the pose a shot is fired from, and the target.
func (g *mapGame) shot(s *sscs.State, cs cells, ship sscs.ShipID, from int, t sscs.ShipID) {
	g.poses(s, cs, ship)
	sh, ok := s.Ship(ship)
	tg, ok2 := s.Ship(t)
	if !ok || !ok2 || from < 0 || from >= len(sh.Path) {
		return
	}
	g.line(cs, sh.Path[from].Hex, tg.Hex)
	cs.mark(sh.Path[from].Hex, render.Reachable)
	cs.mark(tg.Hex, render.Target)
}

// poses writes each pose's number on the hexes of a ship's flight path
// (the first pose in a hex), for "@N", when the map is drawn in detail:
// the other zooms would take a number for a ship.
func (g *mapGame) poses(s *sscs.State, cs cells, ship sscs.ShipID) {
	sh, ok := s.Ship(ship)
	if !ok || g.zoom != render.Detailed {
		return
	}
	for i, p := range sh.Path {
		cs.label(p.Hex, strconv.Itoa(i))
	}
}

// Focus implements tui.HexGame: the ship the hover intent acts with, else
// the ship that must act now, else one's own first ship.
func (g *mapGame) Focus(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s := sscsState(st)
	if s == nil {
		return hex.Hex{}, false
	}
	if id, ok := actingShip(hover); ok {
		if h, ok := g.shipHex(s, id); ok {
			return h, true
		}
	}
	for _, id := range g.inPlay(s, me) {
		if h, ok := g.shipHex(s, id); ok {
			return h, true
		}
	}
	return hex.Hex{}, false
}

// inPlay lists the ships the phase is about, best first: the target of a
// salvo waiting for its answer (it answers with its own Drive and weapons:
// its sheet is the one to read, not the launcher's, nor a friend's that
// shares the launcher's hex), the firing ship, the next to move, then me's
// ships and the rest.
func (g *mapGame) inPlay(s *sscs.State, me engine.Player) []sscs.ShipID {
	var out []sscs.ShipID
	if sv, ok := s.PendingSalvo(); ok {
		out = append(out, sv.Target)
	}
	if f := s.Firing(); f != sscs.NoShip {
		out = append(out, f)
	}
	out = append(out, s.NextMovers()...)
	ships := s.Ships()
	for _, own := range []bool{true, false} {
		for _, sh := range ships {
			if onMap(sh) && (sh.Side == me) == own {
				out = append(out, sh.ID)
			}
		}
	}
	return out
}

// Also implements tui.AlsoShown: the far end of what the hover intent does
// (the end of a plot, the target of a shot or a declaration) stays on
// screen with the ship.
func (g *mapGame) Also(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s := sscsState(st)
	if s == nil {
		return hex.Hex{}, false
	}
	var to hex.Hex
	switch in := hover.(type) {
	case sscs.Move:
		l := s.PreviewPlot(in.Ship, in.Plot)
		if len(l.Path) == 0 {
			return hex.Hex{}, false
		}
		to = l.Path[len(l.Path)-1].Hex
	case sscs.Speed:
		sh, ok := s.Ship(in.Ship)
		if !ok {
			return hex.Hex{}, false
		}
		to = hex.Add(sh.Hex, hex.Scale(sh.Heading.Offset(), in.Speed))
	default:
		t, ok := targetOf(hover)
		if !ok {
			if sv, ok := s.PendingSalvo(); ok {
				return sv.At, true
			}
			return hex.Hex{}, false
		}
		return g.shipHex(s, t)
	}
	return to, true
}

// shipHex is where a ship on the map is.
func (g *mapGame) shipHex(s *sscs.State, id sscs.ShipID) (hex.Hex, bool) {
	sh, ok := s.Ship(id)
	if !ok || !onMap(sh) {
		return hex.Hex{}, false
	}
	return sh.Hex, true
}

// onMap reports whether a ship is drawn on the map: in play, not aboard a
// carrier, not scrap.
func onMap(sh sscs.ShipInfo) bool { return sh.Status == sscs.StatusActive }

// Units implements tui.HexGame: one's own ships, then the enemy's.
func (g *mapGame) Units(st engine.State, me engine.Player) []hex.Hex {
	s := sscsState(st)
	if s == nil {
		return nil
	}
	seen := map[hex.Hex]bool{}
	var out []hex.Hex
	for _, own := range []bool{true, false} {
		for _, sh := range s.Ships() {
			if !onMap(sh) || (sh.Side == me) != own || seen[sh.Hex] {
				continue
			}
			seen[sh.Hex] = true
			out = append(out, sh.Hex)
		}
	}
	return out
}

// actingShip is the ship an intent acts with.
func actingShip(in engine.Intent) (sscs.ShipID, bool) {
	switch x := in.(type) {
	case sscs.Speed:
		return x.Ship, true
	case sscs.Dock:
		return x.Ship, true
	case sscs.Launch:
		return x.Craft, true
	case sscs.Repair:
		return x.Ship, true
	case sscs.Board:
		return x.Ship, true
	case sscs.Ram:
		return x.Ship, true
	case sscs.Clear:
		return x.Ship, true
	case sscs.Move:
		return x.Ship, true
	case sscs.Fire:
		return x.Ship, true
	case sscs.Salvo:
		return x.Ship, true
	case sscs.Project:
		return x.Ship, true
	case sscs.Done:
		return x.Ship, true
	}
	return sscs.NoShip, false
}

// targetOf is the other ship an intent concerns.
func targetOf(in engine.Intent) (sscs.ShipID, bool) {
	switch x := in.(type) {
	case sscs.Dock:
		return x.With, true
	case sscs.Board:
		return x.Target, true
	case sscs.Ram:
		return x.Target, true
	case sscs.Fire:
		return x.Target, true
	case sscs.Salvo:
		return x.Target, true
	case sscs.Project:
		return x.Target, x.Target != x.Ship
	}
	return sscs.NoShip, false
}

func sscsState(st engine.State) *sscs.State {
	s, _ := st.(*sscs.State)
	return s
}

func cellHex(c sscs.Cell) hex.Hex { return hex.Hex{Q: c.Q, R: c.R} }

// directionTo is the direction from a to b, the nearest of the six.
func directionTo(a, b hex.Hex) hex.Direction {
	k := hex.Distance(a, b)
	best, bd := hex.N, -1
	for _, d := range hex.Directions() {
		if x := hex.Distance(hex.Add(a, hex.Scale(d.Offset(), k)), b); bd < 0 || x < bd {
			best, bd = d, x
		}
	}
	return best
}

// directionWord says where b lies from a: "3 hexes NE".
func directionWord(a, b hex.Hex) string {
	k := hex.Distance(a, b)
	switch k {
	case 0:
		return "the same hex"
	case 1:
		return "1 hex " + directionTo(a, b).String()
	}
	return strconv.Itoa(k) + " hexes " + directionTo(a, b).String()
}

// ColumnLabel implements tui.MapRuler: a column of the plane is its axial
// q, as the log and the scenarios write hexes ("q,r").
func (g *mapGame) ColumnLabel(col int) string { return strconv.Itoa(col) }

// RowLabel implements tui.MapRuler: none by the row alone. An axial r runs
// slantwise across the screen's rows, so the map names r by the hex at its
// left edge instead (axialR, which MapView hands the drawing).
func (g *mapGame) RowLabel(int) string { return "" }

// CellName implements tui.CellNamer: "q,r", as the log writes hexes.
func (g *mapGame) CellName(h hex.Hex) string { return sscs.FormatHex(h) }

// ParseCell implements tui.CellNamer.
func (g *mapGame) ParseCell(text string) (hex.Hex, bool) {
	h, err := sscs.ParseHex(strings.Trim(strings.TrimSpace(text), "[]()"))
	return h, err == nil
}

// UnitName implements tui.UnitNamer: the ships in a hex by name.
func (g *mapGame) UnitName(st engine.State, me engine.Player, h hex.Hex) string {
	s := sscsState(st)
	if s == nil {
		return ""
	}
	var names []string
	for _, sh := range s.Ships() {
		if onMap(sh) && sh.Hex == h {
			names = append(names, sh.Name)
		}
	}
	return strings.Join(names, ", ")
}

// Summary implements tui.UnitSummary: a ship's heading, speed and hit
// points, for the unit list.
func (g *mapGame) Summary(st engine.State, me engine.Player, h hex.Hex) string {
	g.page.list = true // only the unit list asks (see page)
	s := sscsState(st)
	if s == nil {
		return ""
	}
	var parts, names []string
	for _, sh := range s.Ships() {
		if !onMap(sh) || sh.Hex != h {
			continue
		}
		p := fmt.Sprintf("%s %s speed %d · HP %d/%d · shields %d", sh.Name, sh.Heading, sh.Speed, sh.HitPoints, sh.MaxHP, sh.ShieldLeft)
		if !sh.Powered && sh.ShieldRating > 0 {
			// Not "shields 0", which is a ship built without them.
			p = fmt.Sprintf("%s %s speed %d · HP %d/%d · shields unpowered", sh.Name, sh.Heading, sh.Speed, sh.HitPoints, sh.MaxHP)
		}
		if !sh.Powered {
			p += " · no power"
		}
		parts = append(parts, p)
		names = append(names, sh.Name)
	}
	if len(names) > 1 {
		// The unit list has a line a hex, cut at its width: at 80 columns
		// a docked Maw, named after the Bastion's whole state, was never
		// seen. Every ship in the hex is named first.
		return strings.Join(names, ", ") + ": " + strings.Join(parts, "; ")
	}
	return strings.Join(parts, "; ")
}
