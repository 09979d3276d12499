package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
)

// AutoZoomLimit implements tui.AutoZoomLimit: the board's own zoom stops
// at the compact drawing. A craft's arcs, its turns and a torp's path all
// turn on facings, which the compact drawing shows ("SA↘") and the
// overview does not (one letter a craft, and at 80×24 a letter a block of
// hexes, under which a lit next hex of a torp was lost); markers at the
// window's edge point to what it leaves out, and 0 and - still give the
// whole map.
func (g *sdGame) AutoZoomLimit() render.Zoom { return render.Compact }

func (g *sdGame) MapView(st engine.State, me engine.Player, hover engine.Intent) render.HexMapView {
	s := sdState(st)
	if s == nil {
		return render.HexMapView{}
	}
	b := s.Board()
	cells := make(map[hex.Hex]render.HexCell, 64)
	for _, a := range s.Asteroids() {
		cells[a] = render.HexCell{Highlight: render.Blocked}
	}
	if h, ok := s.Pod(); ok {
		cells[h] = render.HexCell{Text: "pod", Color: "white"}
	}
	for _, t := range s.Torps() {
		cells[t.Hex] = render.HexCell{Text: sdTorpID(t), Color: s.Color(t.Side), Facing: t.Facing, HasFacing: true}
	}
	for _, x := range s.Sats() {
		if !x.Dead {
			cells[x.Hex] = render.HexCell{Text: sdSatID(x), Color: s.Color(x.Side)}
		}
	}
	crafts := s.Crafts()
	ids, _ := sdTellApart(s, crafts)
	for _, c := range crafts {
		if c.InPlay {
			cells[c.Hex] = render.HexCell{Text: ids[c.Index], Color: s.Color(c.Side), Facing: c.Facing, HasFacing: true}
		}
	}
	m := sdCells{cells: cells, board: b}
	if i, ok := sdCraft(s, hover); ok {
		g.overlay(m, s, crafts[i], hover)
	}
	if fc, ok := s.Flight(); ok {
		g.flightOverlay(m, s, fc, hover)
	}
	sdMines(s, cells)
	// The overview gives each unit a letter of its own (Your First Game's
	// PVA P, PVB V), which the map's legend names; not while a side writes
	// its ids in small letters (sdTellApart): render.HexOverviewLetters
	// takes an id of a small first letter for a kind of unit, as a torp's
	// t, which keeps its glyph and bars its capital to every other id, so
	// an engagement's SAA would read A beside Blue's saa s, and two small
	// ids of one first letter would still read alike.
	return render.HexMapView{Cols: b.Cols, Rows: b.Rows, Cells: cells, OwnLetters: !sdSmallIDs(crafts, ids)}
}

// sdSmallIDs reports whether a side writes its craft's ids in small
// letters on the map (sdTellApart's ids, by index).
func sdSmallIDs(crafts []sd.CraftView, ids []string) bool {
	for i, c := range crafts {
		if ids[i] != c.Abbrev {
			return true
		}
	}
	return false
}

// sdMines marks 11.2's mined hexes, as the game reports them, on the map:
// the drawing shows them whatever stands there.
func sdMines(s *sd.State, cells map[hex.Hex]render.HexCell) {
	for _, h := range s.Board().Hexes() {
		if s.Mined(h) {
			c := cells[h]
			c.Hazard = true
			cells[h] = c
		}
	}
}

// sdTellApart is the one rule by which the screen tells apart the craft
// of two sides that read alike, for the map's ids and for the names g,
// the unit list and the sheets go by: both sides of an engagement may
// field a "Salamander A", and a campaign's rosters both letter their craft
// from A. A craft is a twin when a craft of another side has its id on
// the map, the display's abbreviation ("SAA"; one name gives one id).
// Named, a twin says its side ("Red's Salamander A"). On the map, where
// without colour (a monochrome terminal; NO_COLOR keeps only bold and
// underline, which tell a warm side from a cool one) only letters show, a
// side with a twin of a craft of an earlier side writes all its ids in
// small letters ("saa"), in the markers and the compact drawing's two
// letters too; g takes an id in the case the map writes it
// (tui.MapBoard's unitNamed). By index: ids and names.
func sdTellApart(s *sd.State, crafts []sd.CraftView) (ids, names []string) {
	first := map[string]engine.Player{} // an id's earliest side
	for _, c := range crafts {
		if p, ok := first[c.Abbrev]; !ok || c.Side < p {
			first[c.Abbrev] = c.Side
		}
	}
	twin := make([]bool, len(crafts))
	small := map[engine.Player]bool{}
	for i, c := range crafts {
		for _, o := range crafts {
			if o.Side != c.Side && o.Abbrev == c.Abbrev {
				twin[i] = true
			}
		}
		if twin[i] && first[c.Abbrev] != c.Side {
			small[c.Side] = true
		}
	}
	ids, names = make([]string, len(crafts)), make([]string, len(crafts))
	for i, c := range crafts {
		ids[i], names[i] = c.Abbrev, c.Label
		if small[c.Side] {
			ids[i] = strings.ToLower(c.Abbrev)
		}
		if twin[i] && s != nil {
			names[i] = sd.Possessive(s.Name(c.Side)) + " " + c.Label
		}
	}
	return ids, names
}

// sdID is craft i's id on the map (sdTellApart), for the action list.
func sdID(s *sd.State, i int) string {
	crafts := s.Crafts()
	if i < 0 || i >= len(crafts) {
		return "?"
	}
	ids, _ := sdTellApart(s, crafts)
	return ids[i]
}

// sdCells are the map's cells being drawn.
type sdCells struct {
	cells map[hex.Hex]render.HexCell
	board sd.Board
}

func (m sdCells) mark(h hex.Hex, f render.Highlight) {
	if !m.board.In(h) {
		return
	}
	c := m.cells[h]
	c.Highlight |= f
	m.cells[h] = c
}

// overlay marks what hover, an intent of craft c, touches: for a move the
// trail behind the craft and where it could still fly; for a shot or a
// lock-on the weapon's arcs and range bands; and the target.
func (g *sdGame) overlay(m sdCells, s *sd.State, c sd.CraftView, hover engine.Intent) {
	switch x := hover.(type) {
	case sd.Forward, sd.Turn, sd.Tight, sd.Face, sd.Stop, sd.Slip:
		for _, h := range g.trails[c.Index] {
			if h != c.Hex {
				m.mark(h, render.LineOfSight)
			}
		}
		at, f, left, _ := s.StepPreview(hover)
		switch hover.(type) {
		case sd.Forward, sd.Slip:
			m.mark(at, render.Reachable)
		}
		if f != c.Facing {
			cell := m.cells[c.Hex]
			cell.Facing = f
			m.cells[c.Hex] = cell
		}
		// Where the craft could still fly straight on.
		for h, k := hex.Neighbor(at, f), 0; k < left; h, k = hex.Neighbor(h, f), k+1 {
			m.mark(h, render.InRange)
		}
		// What its cannons would bear on from where the step leaves it.
		for _, b := range s.BearsFrom(c.Index, at, f) {
			if h, ok := s.TargetHex(b.Target); ok {
				m.mark(h, render.Target)
			}
		}
	case sd.Fire:
		g.coverage(m, s, c.Index, x.Mount)
	case sd.LockOn:
		g.coverage(m, s, c.Index, x.Mount)
	}
	if t, ok := sd.IntentTarget(hover); ok {
		if h, ok := s.TargetHex(t); ok {
			m.mark(h, render.Target)
		}
	}
}

// flightOverlay marks a torp's flight while its owner chooses the path
// (4.2): where it has been, the hexes its next step may enter, and its
// target; a hovered step turns the torp to the step's facing, and the
// automatic flight shows the cheapest path the game would fly.
func (g *sdGame) flightOverlay(m sdCells, s *sd.State, fc sd.FlightChoice, hover engine.Intent) {
	for _, h := range fc.Path {
		if h != fc.Pos {
			m.mark(h, render.LineOfSight)
		}
	}
	switch x := hover.(type) {
	case sd.TorpStep:
		for _, st := range fc.Steps {
			if st.Intent == x {
				m.mark(st.To, render.LineOfSight)
				cell := m.cells[fc.Pos]
				cell.Facing = st.Facing
				m.cells[fc.Pos] = cell
				// And the steps the game takes after it, none left to
				// choose.
				lead, _ := s.StepLeads(x)
				for _, h := range lead.Path {
					m.mark(h, render.LineOfSight)
				}
			}
		}
	case sd.TorpFly:
		for _, h := range fc.Cheapest {
			m.mark(h, render.LineOfSight)
		}
	}
	for _, st := range fc.Steps {
		m.mark(st.To, render.Reachable)
	}
	if h, ok := s.TargetHex(fc.Target); ok {
		m.mark(h, render.Target)
	}
}

// coverage marks the arcs and range bands of craft i's mount.
func (g *sdGame) coverage(m sdCells, s *sd.State, i, mount int) {
	c := s.Craft(i)
	six := s.Options().RangeBands && !s.FirstGame() && mount >= 0 && mount < len(c.Mounts) && c.Mounts[mount].Weapon != sd.MissileLauncher
	for _, a := range s.Coverage(i, mount) {
		if !six {
			m.mark(a.Hex, sdBandHighlight(a.Band, s.FirstGame()))
			continue
		}
		// 10.11's six bands: the sign of the modifier the shot would roll.
		mod, _, ok := s.RangeMod(c.Mounts[mount].Weapon, hex.Distance(c.Hex, a.Hex))
		switch {
		case !ok:
		case mod > 0:
			m.mark(a.Hex, sdBandHighlight(sd.ShortRange, false))
		case mod < 0:
			m.mark(a.Hex, sdBandHighlight(sd.LongRange, false))
		default:
			m.mark(a.Hex, sdBandHighlight(sd.MidRange, false))
		}
	}
}

// sdBandEnds are the last ranges of weapon w's increments as attacks roll
// them: "3/9/10", or with 10.11 the six bands' ("2/3/8/9/10").
func sdBandEnds(s *sd.State, w sd.Weapon, short, mid, long int) string {
	if !s.Options().RangeBands || s.FirstGame() {
		return strconv.Itoa(short) + "/" + strconv.Itoa(mid) + "/" + strconv.Itoa(long)
	}
	var ends []string
	_, prev, _ := s.RangeMod(w, 1)
	for d := 1; ; d++ {
		_, name, ok := s.RangeMod(w, d+1)
		if !ok || name != prev {
			ends = append(ends, strconv.Itoa(d))
			if !ok {
				break
			}
			prev = name
		}
	}
	return strings.Join(ends, "/")
}

// sdShotMods words the modifiers a shot adds to its attack dice: "long
// range −1, deflection +1" (nothing for the three increments' mid range).
func sdShotMods(s *sd.State, x sd.Fire) string {
	mods, ok := s.ShotMods(x.Craft, x.Mount, x.Target)
	if !ok {
		return "out of range"
	}
	var out []string
	for _, m := range mods {
		switch {
		case m.Value > 0:
			out = append(out, m.Why+" +"+strconv.Itoa(m.Value))
		case m.Value < 0:
			out = append(out, m.Why+" −"+strconv.Itoa(-m.Value))
		default:
			out = append(out, m.Why+" ±0")
		}
	}
	return strings.Join(out, ", ")
}

// sdBandHighlight shows a range increment: short "+", mid "~", long ":".
func sdBandHighlight(b sd.RangeBand, first bool) render.Highlight {
	switch {
	case first:
		return render.InArc
	case b == sd.ShortRange:
		return render.InArc | render.InRange
	case b == sd.LongRange:
		return render.InRange
	}
	return render.InArc
}

func (g *sdGame) Focus(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s := sdState(st)
	if s == nil {
		return hex.Hex{}, false
	}
	crafts := s.Crafts()
	if i, ok := sdCraft(s, hover); ok && crafts[i].InPlay {
		return crafts[i].Hex, true
	}
	if fc, ok := s.Flight(); ok {
		return fc.Pos, true // a torp waits for its path (4.2)
	}
	if i, _, _ := s.Mover(); i >= 0 && crafts[i].InPlay {
		return crafts[i].Hex, true
	}
	// The first of the viewer's craft still to act, else any of them.
	for _, in := range st.Legal(me) {
		if i, ok := sdCraft(s, in); ok && crafts[i].InPlay {
			return crafts[i].Hex, true
		}
	}
	for _, c := range crafts {
		if c.InPlay && c.Side == me {
			return c.Hex, true
		}
	}
	for _, c := range crafts {
		if c.InPlay {
			return c.Hex, true
		}
	}
	return hex.Hex{}, false
}

// Also keeps the target of a hovered shot, lock-on or launch on screen
// beside the craft that aims at it.
func (g *sdGame) Also(st engine.State, me engine.Player, hover engine.Intent) (hex.Hex, bool) {
	s := sdState(st)
	if s == nil {
		return hex.Hex{}, false
	}
	t, ok := sd.IntentTarget(hover)
	if fc, flying := s.Flight(); flying && !ok {
		t, ok = fc.Target, true // the torp in flight's target
	}
	if !ok {
		return hex.Hex{}, false
	}
	return s.TargetHex(t)
}

func (g *sdGame) Units(st engine.State, me engine.Player) []hex.Hex {
	s := sdState(st)
	if s == nil {
		return nil
	}
	var out []hex.Hex
	seen := map[hex.Hex]bool{}
	add := func(h hex.Hex) {
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	crafts := s.Crafts()
	for _, own := range []bool{true, false} {
		for _, c := range crafts {
			if c.InPlay && (c.Side == me) == own {
				add(c.Hex)
			}
		}
	}
	for _, t := range s.Torps() {
		add(t.Hex)
	}
	for _, x := range s.Sats() {
		if !x.Dead {
			add(x.Hex)
		}
	}
	if h, ok := s.Pod(); ok {
		add(h)
	}
	return out
}
