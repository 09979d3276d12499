package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Screens are Silent Death's screens, for the program's catalog: the map
// board, the 11.8 maker, the phase screens of the purchases and the
// campaign, and the pages of the full help.
func Screens() tui.Screens {
	return tui.Screens{
		Blurb:  "Fighters on a hex map: initiative, tight turns, missiles and torpedoes, attack dice of mixed sizes.",
		Board:  func(cfg tui.Config) tui.Board { return newSilentDeathBoard(cfg) },
		Makers: []tui.ScenarioMaker{engagementMaker},
		Phase:  phaseModel,
		Help:   help,
		// A campaign's scenario ends on a page of its own, before the next
		// one's briefing.
		StageEnd: stageEnd,
	}
}

func newSilentDeathBoard(cfg tui.Config) *sdBoard {
	g := &sdGame{theme: cfg.Theme()}
	return &sdBoard{HexBoard: tui.NewHexBoard(g, cfg), game: g}
}

// sdBoard is the hex board with what Silent Death reads from a frame
// before the map is drawn: the trails of this turn's moves.
type sdBoard struct {
	*tui.HexBoard
	game *sdGame
}

// Draw implements tui.Board: the frame's state and its events first, then
// the map; a campaign between its battles has no map, and shows its
// standings instead (campaignStandings), unless the map's go-to field or
// its keyboard is open (the replay viewer passes g and m on), which would
// take keys unseen.
func (b *sdBoard) Draw(f tui.Frame) []string {
	b.game.frame(f)
	lines := b.HexBoard.Draw(f)
	if c, ok := f.State.(*sd.Campaign); ok && c.Battle() == nil && !b.Typing() && !b.HoldsKeyboard() {
		return tui.Column(campaignStandings(c, f.W, f.H), f.W, f.H)
	}
	return lines
}

// WhyNot implements tui.Explainer: a key of an optional rule's action
// says the rule is not in force, rather than "not possible in the Movement
// phase", which suggests another phase would take it; Your First Game
// says it has no missiles or torps.
func (b *sdBoard) WhyNot(view engine.State, me engine.Player, kind string) string {
	s := sd.BattleOf(view)
	if s == nil {
		return ""
	}
	if s.FirstGame() {
		// Asked first: the optional rules' cases below return early.
		switch kind {
		case sd.KindLockOn, sd.KindTorp, sd.KindSalvo, sd.KindJam, sd.KindDeclared:
			return "Your First Game has no missiles or torps"
		case sd.KindFullStop, sd.KindSlip, sd.KindDecoy, sd.KindDodge, sd.KindPointDef, sd.KindDuel, sd.KindNoDuel, sd.KindTight,
			sd.KindRepair, sd.KindNoRepair:
			return "Your First Game leaves it out"
		}
		return ""
	}
	o := s.Options()
	off := func(on bool, rule string) string {
		if on {
			return ""
		}
		return rule + " is not in force in this game (a set-up option)"
	}
	switch kind {
	case sd.KindFullStop:
		return off(o.Drift, "the optional rule 10.2 (drift)")
	case sd.KindSlip:
		return off(o.Sideslips, "the optional rule 10.4 (sideslips)")
	case sd.KindDecoy:
		return off(o.Decoys, "the optional rule 10.7 (decoys)")
	case sd.KindDodge, sd.KindPointDef:
		return off(o.PointDefence, "the optional rule 10.7 (point defence)")
	case sd.KindDuel, sd.KindNoDuel:
		return off(o.GunneryDuels, "the optional rule 10.8 (gunnery duels)")
	case sd.KindRepair, sd.KindNoRepair:
		return off(o.DamageControl, "the optional rule 10.12 (damage control)")
	}
	return ""
}

// sdGame is Silent Death's hexGame: the craft, torps, sats, asteroids and
// the pod on the map, and a craft's Starcraft Display beside it.
type sdGame struct {
	theme *render.Theme
	last  *sd.State    // the battle of the frame drawn, for naming intents
	state engine.State // the frame's state: a battle's, or a campaign's between battles
	// trails are where each craft went this turn, from the events of the
	// turn (engine.Event.Trail), keyed by the craft's index.
	trails map[int][]hex.Hex
}

// frame notes what the board draws from: the battle, and the trails of
// the turn's visible movement events. The events are all there is to
// know what moved: the board never compares one state with another.
func (g *sdGame) frame(f tui.Frame) {
	g.last, g.state = sdState(f.State), f.State
	g.trails = map[int][]hex.Hex{}
	for _, e := range f.Events {
		if e.Trail == nil || len(e.Trail.Path) == 0 {
			continue
		}
		t, err := parseTrailUnit(e.Trail.Unit)
		if err != nil {
			continue
		}
		c, ok := t.Craft()
		if !ok {
			continue
		}
		path := g.trails[int(c)]
		for _, p := range e.Trail.Path {
			h := hex.Hex{Q: p.X, R: p.Y}
			if len(path) == 0 || path[len(path)-1] != h {
				path = append(path, h)
			}
		}
		g.trails[int(c)] = path
	}
}

// parseTrailUnit reads a trail's unit, which names it as intents do.
func parseTrailUnit(s string) (sd.Target, error) {
	var t sd.Target
	err := t.UnmarshalText([]byte(s))
	return t, err
}

// sdState is the battle st shows: a game's state, or a campaign's battle
// (nil between battles).
func sdState(st engine.State) *sd.State { return sd.BattleOf(st) }

// sdCraft is the craft an intent acts with, if it names one in st.
func sdCraft(s *sd.State, in engine.Intent) (int, bool) {
	c, ok := sd.IntentCraft(in)
	if !ok || int(c) < 0 || int(c) >= len(s.Crafts()) {
		return 0, false
	}
	return int(c), true
}

// sdMapID is a torp's or a sat's id on the map.
func sdTorpID(t sd.TorpView) string { return "t" + strconv.Itoa(t.ID%100) }

func sdSatID(x sd.SatView) string {
	if x.Comm {
		return "CS"
	}
	return "LS" + string(rune('A'+x.Index))
}

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
	return render.HexMapView{Cols: b.Cols, Rows: b.Rows, Cells: cells}
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

// sdLines collects a sheet's lines, wrapped to its width (a number is
// never cut: a line too long goes on, indented, on the next) and cut to
// its height.
type sdLines struct {
	w, rows int
	out     []string
}

func (l *sdLines) add(s string) bool {
	styled := strings.Contains(s, "\x1b[")
	for _, piece := range tui.Wrap(s, l.w, 2) {
		if len(l.out) >= l.rows {
			return false
		}
		if styled {
			// A style split by the wrap must not run into the next cells.
			piece += "\x1b[0m"
		}
		l.out = append(l.out, tui.Truncate(piece, l.w))
	}
	return true
}

func sdOffset(h hex.Hex) string { return sd.HexLabel(h) }

func (g *sdGame) Sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	s := sdState(st)
	if s == nil {
		return nil
	}
	l := &sdLines{w: w, rows: rows}
	if fc, ok := s.Flight(); ok && fc.Pos == h {
		g.flightSheet(l, s, me, fc, hover)
	}
	for _, c := range s.Crafts() {
		if c.InPlay && c.Hex == h {
			g.craftSheet(l, s, me, c, sdCrewNos(st, c.Index), hover)
		}
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			g.torpSheet(l, s, me, t)
		}
	}
	for _, x := range s.Sats() {
		if x.Hex == h && !x.Dead {
			g.satSheet(l, s, x)
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		l.add(g.theme.Render(render.Title, "Life pod") + " at " + sdOffset(h))
		l.add(sdPodText(s))
	}
	if len(l.out) == 0 {
		t := "Empty space"
		for _, a := range s.Asteroids() {
			if a == h {
				t = "Asteroid: blocks fire"
				if d, ok := s.Drift(); ok {
					t += "; drifts " + d.String() + " at each turn's end"
				}
			}
		}
		if s.Mined(h) {
			t += " in the minefield (11.2)"
		}
		l.add(g.theme.Render(render.Dim, t))
		l.add(g.theme.Render(render.Dim, "at "+sdOffset(h)+" "+strings.Join(s.Board().Areas(h), " ")))
	}
	return l.out
}

// sdPodText says who recovers 11.1's life pod and how: the scenario's
// carrier (a Pharsii II; any craft in 11.7's campaign), and that the other
// side may neither fire at it nor end a move in its hex.
func sdPodText(s *sd.State) string {
	sc := s.Scenario()
	if sc == nil || sc.File().Rules.Pod == nil {
		return "Recover it by stopping in its hex and staying a turn."
	}
	pod := sc.File().Rules.Pod
	who := "any craft"
	if t, ok := sd.CraftByKey(pod.Carrier); ok && pod.Carrier != sd.PodAnyCarrier {
		who = "a " + t.Name
	}
	side := s.Name(engine.Player(pod.Side))
	return side + " recovers it with " + who + ": stop in its hex and stay there a whole turn (turning in the hex keeps it there; DV at most 5 meanwhile). The other side may not fire at it nor end a move in its hex."
}

// box is one box of a damage track as the sheet draws it: the display's
// symbol, and a filled mark once the box is marked. A marked box says so
// in its glyphs, not in its colour alone: a w, t or ✳ box drawn red but
// otherwise as before read as unmarked without colour (NO_COLOR). With
// --ascii a marked box is drawn as the screen's ASCII fold writes the
// Unicode one ("#16", "%2", "#w"), so that the legend, written once and
// folded, names what is drawn.
func (g *sdGame) box(b sd.BoxView) string {
	ascii := g.theme.ASCII()
	sym := b.Symbol(ascii)
	if b.Kind == sd.BoxPlain {
		sym = "·"
		if ascii {
			sym = "."
		}
	}
	if !b.Marked {
		if b.Kind == sd.BoxPlain {
			return g.theme.Render(render.Dim, sym)
		}
		return sym
	}
	filled := "■"
	if ascii {
		filled = "#"
	}
	switch b.Kind {
	case sd.BoxPlain:
		sym = filled
	case sd.BoxDrive:
		sym = filled + strconv.Itoa(b.Value)
	case sd.BoxDR:
		sym = "◆" + strconv.Itoa(b.Value)
		if ascii {
			sym = "%" + strconv.Itoa(b.Value)
		}
	default:
		sym = filled + sym
	}
	return g.theme.Render(render.Bad, sym)
}

// craftSheet is craft c's display; nos are its crew's roster numbers in a
// campaign battle (sdCrewNos), by seat.
func (g *sdGame) craftSheet(l *sdLines, s *sd.State, me engine.Player, c sd.CraftView, nos []string, hover engine.Intent) {
	// The display in full when it fits, else with the crew on fewer lines.
	full := &sdLines{w: l.w, rows: 1 << 10}
	g.craftLines(full, s, c, nos, true)
	compact := len(l.out)+len(full.out) > l.rows
	g.craftLines(l, s, c, nos, !compact)
	// In the Movement Phase, where room is left, the torps still to fly
	// (the flight's panel, which heads the sheet, counts them itself).
	if _, flying := s.Flight(); !flying {
		if n := sdToFly(s, me, sd.Target{}, ""); n != "" {
			l.add(g.theme.Render(render.Dim, n+", each after its target's move"))
		}
	}
	g.hoverLines(l, s, c, hover)
}

// craftLines is craft c's display: where it stands, its numbers and state,
// its crew (each on lines of their own when full), its damage track, its
// mounts and its torps.
func (g *sdGame) craftLines(l *sdLines, s *sd.State, c sd.CraftView, nos []string, full bool) {
	g.craftHead(l, s, c)
	g.craftState(l, s, c)
	g.crewLines(l, c, nos, full)
	for _, row := range c.Track {
		parts := make([]string, len(row))
		for j, b := range row {
			parts[j] = g.box(b)
		}
		l.add(strings.Join(parts, " "))
	}
	for _, m := range c.Mounts {
		if m.Deleted {
			continue // not on the display at all (1.0's Basic Game)
		}
		l.add(g.mountLine(s, c, m))
	}
	var torps []string
	for k, n := range c.Torps {
		if n > 0 {
			torps = append(torps, sd.Mark(k).String()+"×"+strconv.Itoa(n))
		}
	}
	if len(torps) > 0 {
		l.add("Torps " + strings.Join(torps, " "))
	}
}

// craftHead is the display's head: the craft's label, its side and hex,
// its facing (on the same line when it fits), and whether it stands in
// the minefield.
func (g *sdGame) craftHead(l *sdLines, s *sd.State, c sd.CraftView) {
	t := g.theme
	// The facing is said here as well as drawn: zoomed out, the map has one
	// cell a hex and no room for the arrow, and the arcs turn on it.
	where := s.Name(c.Side) + " " + sdOffset(c.Hex)
	facing := ""
	if c.InPlay {
		facing = "facing " + c.Facing.String()
		if tui.Width(c.Label+" "+where+" "+facing) <= l.w {
			where, facing = where+" "+facing, ""
		}
	}
	l.add(t.Side(s.Color(c.Side), c.Label) + " " + t.Render(render.Dim, where))
	if facing != "" {
		l.add(t.Render(render.Dim, facing))
	}
	if c.InPlay && s.Mined(c.Hex) {
		// Said in words too: zoomed out without colour the map's mark
		// beside the craft gives way to the cursor's brackets.
		l.add(t.Render(render.Warn, "in the minefield (11.2)"))
	}
}

// craftState is the craft's numbers (Drive, DR, DV, hits of its boxes)
// and what stands out this turn: torps in its hex, its move, a secret
// role, the life pod.
func (g *sdGame) craftState(l *sdLines, s *sd.State, c sd.CraftView) {
	t := g.theme
	boxes := 0
	for _, row := range c.Track {
		boxes += len(row)
	}
	stats := "Drive " + strconv.Itoa(c.Drive)
	if c.Drive != c.MaxDrive {
		stats += "/" + strconv.Itoa(c.MaxDrive)
	}
	stats += " DR " + strconv.Itoa(c.DR) + " DV " + strconv.Itoa(c.DV) + " hits " + strconv.Itoa(c.Hits) + "/" + strconv.Itoa(boxes)
	l.add(stats)
	if c.InPlay {
		if with := sdTorpsWith(s, c.Hex); with != "" {
			l.add(t.Render(render.Warn, with))
		}
	}
	if i, spent, left := s.Mover(); i == c.Index {
		l.add(t.Render(render.Warn, "MP "+strconv.Itoa(spent)+" spent, "+strconv.Itoa(left)+" left"))
	} else if c.Moved && s.Phase().Name == sd.PhaseMove {
		l.add(t.Render(render.Dim, "has moved this turn"))
	}
	switch {
	case c.Command:
		l.add(t.Render(render.Warn, "the real command ship (secret)"))
	case c.Decoy:
		l.add(t.Render(render.Warn, "the decoy (secret)"))
	}
	if c.Pod {
		l.add(t.Render(render.Good, "carries the life pod"))
	}
}

// crewLines is the craft's crew: the pilot and each gunner on lines of
// their own when full, else the pilot on one line and the gunners
// together on another (a lone gunner on his own).
func (g *sdGame) crewLines(l *sdLines, c sd.CraftView, nos []string, full bool) {
	t := g.theme
	var gunners []string
	for k, m := range c.Crew {
		gnr := strconv.Itoa(m.Gnr)
		// A campaign's crew carry their roster numbers, as the roster
		// names them ("pilot #3"); see sdCrewNos.
		no := ""
		if k < len(nos) && nos[k] != "" {
			no = nos[k] + " "
		}
		switch {
		case k == 0 && full:
			l.add("Pilot " + no + "Plt " + strconv.Itoa(m.Plt) + " Gnr " + gnr)
			l.add("  TTC " + m.TTC + " ADB " + m.ADB)
		case k == 0:
			l.add(no + "Plt " + strconv.Itoa(m.Plt) + " Gnr " + gnr + " TTC " + m.TTC + " ADB " + m.ADB)
		case m.Dead && full:
			l.add(t.Render(render.Bad, strings.TrimSpace(m.Role+" "+no)+": dead"))
		case full:
			l.add(m.Role + " " + no + "Gnr " + gnr + " ADB " + m.ADB)
		case len(c.Crew) == 2 && m.Dead:
			l.add(t.Render(render.Bad, "Gunner "+no+"dead"))
		case len(c.Crew) == 2:
			l.add("Gunner " + no + "Gnr " + gnr + " ADB " + m.ADB)
		case m.Dead:
			gunners = append(gunners, t.Render(render.Bad, strings.TrimPrefix(m.Role, "Gunner ")+" "+no+"dead"))
		default:
			gunners = append(gunners, strings.TrimPrefix(m.Role, "Gunner ")+" "+no+gnr+"/"+m.ADB)
		}
	}
	if len(gunners) > 0 {
		l.add("Gunners " + strings.Join(gunners, " "))
	}
}

// sdTorpsWith says which torps share hex h with a craft, whose drawing
// hides them at every zoom (a launch leaves the torps in the launcher's
// hex until they fly; a torp that reached its target stays in its hex):
// "4 torps in the hex: Blue's Mk.10 #3 #4 #5 #6"; "" for none.
func sdTorpsWith(s *sd.State, h hex.Hex) string {
	var parts []string
	n := 0
	last := ""
	for _, t := range s.Torps() {
		if t.Hex != h {
			continue
		}
		n++
		group := sd.Possessive(s.Name(t.Side)) + " " + t.Mark.String()
		if group != last {
			parts = append(parts, group)
			last = group
		}
		parts = append(parts, "#"+strconv.Itoa(t.ID))
	}
	switch n {
	case 0:
		return ""
	case 1:
		return "1 torp in the hex: " + strings.Join(parts, " ")
	}
	return strconv.Itoa(n) + " torps in the hex: " + strings.Join(parts, " ")
}

// who names the crew member who mans a mount, in one letter, when the
// craft has more than one.
func sdWho(c sd.CraftView, crew int) string {
	if len(c.Crew) < 2 {
		return ""
	}
	if crew == 0 {
		return "P "
	}
	if len(c.Crew) == 2 {
		return "G "
	}
	return string(rune('A'+crew-1)) + " "
}

func (g *sdGame) mountLine(s *sd.State, c sd.CraftView, m sd.MountView) string {
	t := g.theme
	arcs := m.Arcs.String()
	le := " ≤"
	if t.ASCII() {
		arcs, le = strings.ReplaceAll(arcs, "°", ""), " <="
	}
	var line string
	switch {
	case m.Weapon == sd.MissileLauncher:
		line = sdWho(c, m.Crew) + "Missiles " + strconv.Itoa(m.Ammo) + " " + arcs + " r" + strconv.Itoa(sd.MissileRange)
	case s.FirstGame():
		line = sdWho(c, m.Crew) + m.Name + " " + arcs + " r" + strconv.Itoa(sd.FirstGameRange)
	default:
		line = sdWho(c, m.Crew) + m.Name + " " + arcs + " " + sdBandEnds(s, m.Weapon, m.Short, m.Mid, m.Long)
		if m.MaxDrive > 0 {
			line += le + strconv.Itoa(m.MaxDrive)
		}
	}
	if m.Lost {
		return t.Render(render.Bad, "lost: "+line)
	}
	return line
}

// hoverLines explain the intent under the cursor in full: what a move
// leaves, the range and increment of a shot, what it needs to hit.
func (g *sdGame) hoverLines(l *sdLines, s *sd.State, c sd.CraftView, hover engine.Intent) {
	// A display that fills the panel (a gunboat's, at 80×24) gives up its
	// last lines below rather than hide what the action will do.
	i, ok := sdCraft(s, hover)
	if !ok || i != c.Index {
		return
	}
	text := s.Describe(hover, hover.Actor())
	switch x := hover.(type) {
	case sd.Fire:
		if x.Mount >= 0 && x.Mount < len(c.Mounts) {
			if h, ok := s.TargetHex(x.Target); ok {
				m := c.Mounts[x.Mount]
				d := hex.Distance(c.Hex, h)
				text += ", range " + strconv.Itoa(d)
				if !s.FirstGame() {
					text += ", " + sdShotMods(s, x)
				}
				text += "; " + m.ToHit + " vs DV " + strconv.Itoa(s.TargetDV(x.Target)) + ", dmg " + m.Damage
			}
		}
	case sd.LockOn:
		if x.Mount >= 0 && x.Mount < len(c.Mounts) {
			if h, ok := s.TargetHex(x.Target); ok {
				m := c.Mounts[x.Mount]
				text += ", range " + strconv.Itoa(hex.Distance(c.Hex, h)) + "; locks on with 1D10 < Gnr " + strconv.Itoa(c.Crew[m.Crew].Gnr)
			}
		}
	case sd.Duel, sd.NoDuel:
		// 10.8: the attack being answered, which the log keeps secret.
		if what, ok := s.DuelAttack(); ok {
			text += "; answers: " + what
		}
	case sd.Tight:
		if x.Facing != sd.FaceAfterRoll {
			// 10.3's set cost turns (or a save of rules before 11): no
			// TTC, a roll under Plt.
			if s.Options().SetTurns {
				text += "; 1D10 under Plt " + strconv.Itoa(c.Crew[0].Plt) + " makes it, else one hexside for " + strconv.Itoa(sd.TurnCost) + " MP"
			}
			break
		}
		// The description says already that the facing is chosen once
		// paid (its TTC in MP); repeating it took two of the preview's
		// lines at 80×24.
		text += "; TTC " + c.Crew[0].TTC + "; a cost over the MP left ends the move"
	case sd.Face:
		text += "; the tight turn is paid for: face two or three hexsides round"
	}
	switch hover.(type) {
	case sd.Forward, sd.Turn, sd.Tight, sd.Face, sd.Stop, sd.Slip:
		if at, f, _, ok := s.StepPreview(hover); ok {
			if b := s.Board(); !b.In(at) {
				// 5.0: off the map is lost, unless the scenario's exit.
				if edge, exit := s.LeavesBy(c.Index, at); exit {
					text += "; off the map by Edge " + strconv.Itoa(edge) + ", the side's exit: the craft leaves the battle"
				} else {
					text += "; OFF THE MAP by Edge " + strconv.Itoa(edge) + ": the craft is lost"
				}
				lines := tui.Wrap(text, l.w, 2)
				g.addHover(l, lines)
				return
			}
			if _, stop := hover.(sd.Stop); !stop {
				// 11.2: say a step into the mines before it is taken
				// (the map marks them too). Whether it spends MP there is the game's answer.
				attack := ": " + strconv.Itoa(sd.MineDice) + "D8 read All after the move"
				switch mined := s.StepInMines(hover); {
				case mined && at == c.Hex:
					text += "; in the minefield, MP spent there" + attack
				case mined && s.Mined(at):
					text += "; into the minefield" + attack
				case mined:
					text += "; out of the minefield, an MP spent in it" + attack
				case s.Mined(at):
					text += "; in the minefield, but the step spends no MP: the mines do not attack"
				}
			}
			text += "; " + bearsText(s, c, s.BearsFrom(c.Index, at, f))
		}
	}
	g.addHover(l, tui.Wrap(text, l.w, 2))
}

// addHover puts the explanation's lines under the display, which gives up
// its last lines when they do not fit.
func (g *sdGame) addHover(l *sdLines, lines []string) {
	if len(lines) > l.rows-len(l.out) {
		// Keep the explanation whole: drop the display's last lines.
		keep := max(2, l.rows-len(lines))
		if keep < len(l.out) {
			l.out = l.out[:keep]
		}
	}
	for _, s := range lines {
		l.add(g.theme.Render(render.Selected, s))
	}
}

// flightSheet heads the panel while a torp's owner chooses its path
// (4.2): which torp, its target and the range, the MP left, and the keys.
func (g *sdGame) flightSheet(l *sdLines, s *sd.State, me engine.Player, fc sd.FlightChoice, hover engine.Intent) {
	t := g.theme
	step := sdGroups[sd.KindTorpStep][1]
	fly := sdGroups[sd.KindTorpFly][1]
	l.add(t.Render(render.Title, "Torp in flight (4.2)"))
	defer func() {
		if n := sdToFly(s, me, fc.Torp, "more "); n != "" {
			l.add(t.Render(render.Dim, "Then "+n))
		}
	}()
	// The target by its side too: both sides of an engagement may field a
	// "Salamander A", and the torp starts in its launcher's hex, under the
	// sheet of the owner's craft of that very name.
	target, owner := s.TargetName(fc.Target), me
	if id, ok := fc.Torp.Torp(); ok {
		for _, tv := range s.Torps() {
			if tv.ID != id {
				continue
			}
			owner = tv.Side
			if tv.Targets != "" && tv.Targets != "nothing" {
				target = tv.Targets
			}
		}
	}
	l.add(s.TargetName(fc.Torp) + " at " + sdOffset(fc.Pos) + " " + fc.Facing.String() + g.arrow() + target + sdFlightRange(s, fc))
	l.add(strconv.Itoa(fc.Left) + " MP left; every hex entered must close the range, and into the target's hex if it can")
	if m := sdFlightMines(s, fc); m != "" {
		l.add(t.Render(render.Warn, m))
	}
	// Steps into one hex with other facings (10.6's maneuverable torps,
	// 10.4's sideslips) light it once: count the hexes lit, and the ways.
	lit := map[hex.Hex]bool{}
	for _, st := range fc.Steps {
		lit[st.To] = true
	}
	hexes := strconv.Itoa(len(lit)) + " next hexes lit"
	if len(lit) == 1 {
		hexes = "1 next hex lit"
	}
	if len(lit) != len(fc.Steps) {
		hexes += " (" + strconv.Itoa(len(fc.Steps)) + " ways, by facing)"
	}
	hexes += sdLitUnder(s, fc)
	if owner != me {
		// The scripted side's torp, or a replay: the keys are not the
		// viewer's to press.
		l.add(t.Render(render.Dim, hexes+"; "+s.Name(owner)+" chooses the path (the cheapest: "+strconv.Itoa(fc.CheapestMP)+" MP"+sdCheapestEnd(s, fc)+")"))
		return
	}
	l.add(t.Render(render.Dim, hexes+": "+step+" picks one, "+fly+" flies the rest the cheapest way ("+strconv.Itoa(fc.CheapestMP)+" MP"+sdCheapestEnd(s, fc)+")"))
	if x, ok := hover.(sd.TorpStep); ok {
		for _, st := range fc.Steps {
			if st.Intent == x {
				l.add(t.Render(render.Selected, "→ "+g.stepText(s, st)+sdForcedText(s, fc, st)))
			}
		}
	}
}

// sdToFly counts the torps the game says are still to fly in this turn's
// Movement Phase (sd.TorpView.ToFly; 4.2, 5.2: a torp flies after its
// target's move, the rest at the phase's end), but the one in flight, and
// says how many are the viewer's: "2 torps to fly this turn (1 yours)",
// more ("more ") before "torps"; "" outside the phase or when none is
// left.
func sdToFly(s *sd.State, me engine.Player, flying sd.Target, more string) string {
	skip, ok := flying.Torp()
	if !ok {
		skip = -1
	}
	n, mine := 0, 0
	for _, t := range s.Torps() {
		if t.ID == skip || !t.ToFly {
			continue
		}
		n++
		if t.Side == me {
			mine++
		}
	}
	if n == 0 {
		return ""
	}
	text := strconv.Itoa(n) + " " + more + "torps to fly this turn"
	if n == 1 {
		text = "1 " + more + "torp to fly this turn"
	}
	switch {
	case mine == n && n == 1:
		text += " (yours)"
	case mine == n:
		text += " (all yours)"
	case mine > 0:
		text += " (" + strconv.Itoa(mine) + " yours)"
	}
	return text
}

// sdLitUnder names the next hexes lit that a unit stands in: the compact
// drawing and the overview draw the unit there, not the mark (at 80×24 a
// torp's next hex was lost under the launcher's letter). "" when none is.
func sdLitUnder(s *sd.State, fc sd.FlightChoice) string {
	skip, _ := fc.Torp.Torp()
	goal, _ := s.TargetHex(fc.Target)
	var out []string
	seen := map[hex.Hex]bool{}
	for _, st := range fc.Steps {
		if seen[st.To] {
			continue
		}
		seen[st.To] = true
		if who := sdUnitOn(s, st.To, skip); who != "" {
			where := sdOffset(st.To) + " under " + who
			if st.To == goal {
				where += ", the target's hex"
			}
			out = append(out, where)
		}
	}
	if len(out) == 0 {
		return ""
	}
	return " (" + strings.Join(out, "; ") + ")"
}

// sdUnitOn names the unit the map draws in hex h, as MapView lays them (a
// craft over a sat over a torp over the pod), leaving torp skip out; ""
// for none.
func sdUnitOn(s *sd.State, h hex.Hex, skip int) string {
	for _, c := range s.Crafts() {
		if c.InPlay && c.Hex == h {
			return sd.Possessive(s.Name(c.Side)) + " " + c.Label
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			return sd.SatName(x.Index, x.Comm)
		}
	}
	for _, t := range s.Torps() {
		if t.ID != skip && t.Hex == h {
			return t.Label
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		return "the life pod"
	}
	return ""
}

// sdForcedText words where step st leads after it: ", then on by itself
// to [6,8] (2 hexes), into the target's hex", or that the flight ends
// there; "" when another choice follows at once.
func sdForcedText(s *sd.State, fc sd.FlightChoice, st sd.FlightStep) string {
	f, _ := s.StepLeads(st.Intent)
	out := ""
	if n := len(f.Path); n > 0 {
		out = ", then on by itself to " + sdOffset(f.Path[n-1])
		if n > 1 {
			out += " (" + strconv.Itoa(n) + " hexes)"
		}
	}
	switch {
	case f.Arrives:
		out += ", into the target's hex"
	case f.Ends:
		end := st.To
		if n := len(f.Path); n > 0 {
			end = f.Path[n-1]
		}
		if h, ok := s.TargetHex(fc.Target); ok {
			out += ", where the flight ends " + strconv.Itoa(hex.Distance(end, h)) + " short of the target"
		} else {
			out += ", where the flight ends"
		}
	}
	return out
}

// sdCheapestEnd says where the cheapest path leaves the torp: in its
// target's hex, or how far short of it, so that the owner knows whether a
// path of his own could do better before he chooses.
func sdCheapestEnd(s *sd.State, fc sd.FlightChoice) string {
	h, ok := s.TargetHex(fc.Target)
	if !ok || len(fc.Cheapest) == 0 {
		return ""
	}
	mined := ""
	if fc.CheapestMined {
		mined = ", through the minefield"
	}
	if end := fc.Cheapest[len(fc.Cheapest)-1]; end != h {
		return ", ending " + strconv.Itoa(hex.Distance(end, h)) + " short of the target" + mined
	}
	return ", into the target's hex" + mined
}

// sdFlightRange is the range from the torp in flight to its target.
func sdFlightRange(s *sd.State, fc sd.FlightChoice) string {
	if h, ok := s.TargetHex(fc.Target); ok {
		return ", range " + strconv.Itoa(hex.Distance(fc.Pos, h))
	}
	return ""
}

// stepText words a torp's next step: where, its facing, the turn and MP,
// and a hex of 11.2's minefield.
func (g *sdGame) stepText(s *sd.State, st sd.FlightStep) string {
	how := ""
	switch {
	case st.Slip && st.Turns > 0:
		how = ", turn " + strconv.Itoa(st.Turns) + " + sideslip"
	case st.Slip:
		how = ", sideslip"
	case st.Turns > 0:
		how = ", turn " + strconv.Itoa(st.Turns)
	}
	if s != nil && s.Mined(st.To) {
		how += " (" + strconv.Itoa(st.Cost) + " MP), into the minefield"
		return sdOffset(st.To) + " " + st.Facing.String() + how
	}
	return sdOffset(st.To) + " " + st.Facing.String() + how + " (" + strconv.Itoa(st.Cost) + " MP)"
}

// sdFlightMines warns the torp's owner of 11.2's minefield: the mines attack a torp after its flight when it spent MP
// in a mined hex, and the path is the owner's to choose (rules 8).
func sdFlightMines(s *sd.State, fc sd.FlightChoice) string {
	attack := strconv.Itoa(sd.MineDice) + "D8 read All after the flight (11.2)"
	if fc.PathMined {
		return "The path so far spent MP in the minefield: " + attack
	}
	if s.Mined(fc.Pos) {
		return "In the minefield: any step spends MP here, " + attack
	}
	return ""
}

func (g *sdGame) torpSheet(l *sdLines, s *sd.State, me engine.Player, tv sd.TorpView) {
	t := g.theme
	l.add(t.Side(s.Color(tv.Side), tv.Mark.String()+" torp #"+strconv.Itoa(tv.ID)) + " " + t.Render(render.Dim, s.Name(tv.Side)))
	l.add("at " + sdOffset(tv.Hex) + ", facing " + tv.Facing.String())
	// A torp's target is known once the launch is revealed; the view the
	// board is given holds only what the viewer may know.
	if tv.Targets != "" && tv.Targets != "nothing" {
		l.add("tracking " + tv.Targets)
	}
	if tv.Arrived {
		l.add(t.Render(render.Warn, "in its target's hex"))
	}
	l.add(t.Render(render.Dim, "DV "+strconv.Itoa(sd.TorpDV)+", DR "+strconv.Itoa(sd.TorpDR)+"; 1 damage kills"))
}

func (g *sdGame) satSheet(l *sdLines, s *sd.State, x sd.SatView) {
	t := g.theme
	name := sd.SatName(x.Index, x.Comm)
	l.add(t.Side(s.Color(x.Side), name) + " " + t.Render(render.Dim, s.Name(x.Side)))
	l.add("damage " + strconv.Itoa(x.Damage) + "/" + strconv.Itoa(x.Capacity))
	if x.Comm {
		l.add(t.Render(render.Dim, "DV "+strconv.Itoa(sd.CommSatDV)+"; cannon within "+strconv.Itoa(sd.CommSatRange)))
	} else {
		l.add(t.Render(render.Dim, "3D8 Low at enemies within "+strconv.Itoa(sd.LaserSatRange)))
	}
}

// sdGroups are the action list's groups: a label and a key each. The map
// board's own keys (m, f, g, U, M, + - 0) are left to it.
var sdGroups = map[string][2]string{
	sd.KindCommand:    {"Real command ship", "c"},
	sd.KindLockOn:     {"Lock missiles on", "l"},
	sd.KindTorp:       {"Launch a torp", "o"},
	sd.KindDeclared:   {"Done declaring", "n"},
	sd.KindSalvo:      {"Fire missiles", "v"},
	sd.KindInitiative: {"Roll initiative", "I"},
	sd.KindHold:       {"Hold the last craft back", "b"},
	sd.KindForward:    {"Forward", "w"},
	sd.KindTurn:       {"Turn", "a"},
	sd.KindTight:      {"Tight turn", "t"},
	sd.KindFace:       {"Face", "O"},
	sd.KindStop:       {"End move", "s"},
	sd.KindJam:        {"Jam", "z"},
	sd.KindFire:       {"Fire", "x"},
	sd.KindPass:       {"Hold fire", "p"},
	sd.KindLose:       {"Lose", "r"},
	sd.KindLoseTorp:   {"Lose a torp", "e"},
	sd.KindTorpStep:   {"Torp: next hex", "T"},
	sd.KindTorpFly:    {"Torp: cheapest path", "C"},
	// The optional rules of 10.x.
	sd.KindFullStop: {"Full stop", "S"},
	sd.KindSlip:     {"Sideslip", "y"},
	sd.KindDecoy:    {"Drop a decoy", "d"},
	sd.KindDodge:    {"Dodge", "E"},
	sd.KindPointDef: {"Point defence", "P"},
	sd.KindDuel:     {"Gunnery duel", "G"},
	sd.KindNoDuel:   {"No duel", "N"},
	sd.KindRepair:   {"Damage control", "V"},
	sd.KindNoRepair: {"Wait: no damage control", "W"},
	// Purchases and the campaign (their own screens make them; the list
	// shows them to a spectator and in replays).
	sd.KindBuy:     {"Buy", "B"},
	sd.KindHire:    {"Hire", "H"},
	sd.KindUnbuy:   {"Take back", "X"},
	sd.KindDone:    {"Done", "D"},
	sd.KindRoll:    {"Roll for the first pick", "R"},
	sd.KindPick:    {"Take into the pool", "K"},
	sd.KindField:   {"Field", "F"},
	sd.KindAdvance: {"Advance", "A"},
}

func (g *sdGame) Group(kind string) (string, string) {
	if v, ok := sdGroups[kind]; ok {
		return v[0], v[1]
	}
	return kind, ""
}

// Item names an intent so that it reads after its group's label
// ("Forward Pit Viper A (1 MP)") and alone in the group's list: first the
// intents named by their group alone, then a torp's step, then a craft's
// intents by what they do (move, attack, defend against torps, the rest).
func (g *sdGame) Item(in engine.Intent) string {
	if label, ok := g.groupItem(in); ok {
		return label
	}
	s := g.last
	if s == nil {
		if g.state != nil {
			return engine.Describe(g.state, in, in.Actor())
		}
		return in.String()
	}
	switch x := in.(type) {
	case sd.TorpStep:
		if fc, ok := s.Flight(); ok {
			for _, st := range fc.Steps {
				if st.Intent == x {
					return g.stepText(s, st)
				}
			}
		}
	}
	i, ok := sdCraft(s, in)
	if !ok {
		return s.Describe(in, in.Actor())
	}
	c := s.Craft(i)
	if l, ok := g.moveItem(s, i, c, in); ok {
		return l
	}
	if l, ok := g.attackItem(s, i, c, in); ok {
		return l
	}
	if l, ok := sdDefenceItem(s, c, in); ok {
		return l
	}
	switch x := in.(type) {
	case sd.Command:
		return c.Label
	case sd.Repair:
		_, _, _, spread := sd.Defences(c.Type)
		return c.Label + " (1D10, 1–" + strconv.Itoa(spread) + " regains box " + strconv.Itoa(c.Hits) + ")"
	case sd.NoRepair:
		return c.Label + " (may try at a later turn's end)"
	case sd.Lose:
		return c.Label + "'s " + sdMountName(c, x.Mount)
	case sd.LoseTorp:
		return "a " + x.Mark.String() + " of " + c.Label
	}
	return s.Describe(in, in.Actor())
}

// groupItem names the intents that read as their group's label. False for
// every other intent.
func (g *sdGame) groupItem(in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Declared, sd.Initiative, sd.Hold, sd.Roll:
		// Named by their group alone, with or without a state: the action
		// list (built before the first frame) then takes them on one key.
		label, _ := g.Group(x.Kind())
		return label, true
	case sd.TorpFly:
		// Named after its group, as a lone forward step is, so that one C
		// flies the torp (a list of one line needs a second key) — with or
		// without the flight in the last frame: the list is built before
		// the frame of the flight's first step is drawn (a handoff's, or
		// the one after the target's move), and a C there opened a list.
		// Short enough for the action list at 80 columns ("[C] Torp:
		// cheapest path (12 MP)"), and at 200 too: "… fly the rest the
		// cheapest way (4 of 4 MP)" was cut at both; the panel says the rest.
		label, _ := g.Group(x.Kind())
		if s := g.last; s != nil {
			if fc, ok := s.Flight(); ok && fc.Torp == sd.TorpTarget(x.Torp) {
				label += " (" + strconv.Itoa(fc.CheapestMP) + " MP)"
			}
		}
		return label, true
	}
	return "", false
}

// sdMountName names mount m of craft c, "?" when it has none of that
// number.
func sdMountName(c sd.CraftView, m int) string {
	if m >= 0 && m < len(c.Mounts) {
		return c.Mounts[m].Name
	}
	return "?"
}

// moveItem names craft c's moves (section 5 and the optional full stop and
// sideslip), each with what it costs. False for any other intent.
func (g *sdGame) moveItem(s *sd.State, i int, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Forward:
		// Named after its group, so that a lone forward step (the craft
		// in motion) is taken by one w: a move of fifteen hexes was thirty
		// keys, w opening a list of one line and w again taking it. Near
		// the map's edge, an asteroid or a torp, where one w too many
		// loses the craft or rolls dice, the list opens as before.
		if !sdClearAround(s, c) {
			return c.Label + " (1 MP)", true
		}
		label, _ := g.Group(x.Kind())
		return label + " " + c.Label + " (1 MP)", true
	case sd.Turn:
		cost := strconv.Itoa(sd.TurnCost) + " MP"
		if s.Phase().Name == sd.PhaseDrive0 {
			cost = "Drive 0 turn"
		}
		if x.Dir < 0 {
			return c.Label + " left (" + cost + ")", true
		}
		return c.Label + " right (" + cost + ")", true
	case sd.Tight:
		return sdTightItem(s, c, x), true
	case sd.Face:
		return c.Label + " " + hex.Direction(x.Facing).String() + " (" + strconv.Itoa(c.Facing.Turns(hex.Direction(x.Facing))) + " hexsides, paid)", true
	case sd.Slip:
		to := c.Facing.Rotate(x.Dir).String()
		if x.Dir < 0 {
			return c.Label + " ahead-left, " + to + " (" + strconv.Itoa(sd.SlipCost) + " MP)", true
		}
		return c.Label + " ahead-right, " + to + " (" + strconv.Itoa(sd.SlipCost) + " MP)", true
	case sd.Stop:
		if s.Phase().Name == sd.PhaseDrive0 {
			return c.Label + " (keeps its facing)", true
		}
		if mi, spent, _ := s.Mover(); mi == i {
			return c.Label + " (" + strconv.Itoa(spent) + " of " + strconv.Itoa(c.Drive) + " MP)", true
		}
		return c.Label + " (stays put)", true
	case sd.FullStop:
		return c.Label + " (stays put, no drift)", true
	}
	return "", false
}

// sdTightItem names a tight turn with its cost.
func sdTightItem(s *sd.State, c sd.CraftView, x sd.Tight) string {
	// 5.2: the whole cost is the TTC (a die by Plt, +3): 1D6+3, not 3
	// more; the facing is chosen after the roll (Face).
	if x.Facing == sd.FaceAfterRoll {
		return c.Label + " (TTC " + c.Crew[0].TTC + " MP, then the facing)"
	}
	to := hex.Direction(x.Facing)
	if s.Options().SetTurns {
		n := 2
		if to == c.Facing.Rotate(3) {
			n = 3
		}
		return c.Label + " to " + to.String() + " (" + strconv.Itoa(sd.SetTurnCost(n)) + " MP if 1D10 < Plt)"
	}
	return c.Label + " to " + to.String() + " (TTC " + c.Crew[0].TTC + " MP)"
}

// attackItem names craft c's attacks: missile locks and salvoes, torps
// launched, gun fire and duels, a gunner holding fire. False for any other
// intent.
func (g *sdGame) attackItem(s *sd.State, i int, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.LockOn:
		return sdID(s, i) + g.arrow() + s.TargetName(x.Target) + sdRange(s, c, x.Target), true
	case sd.Torp:
		return sdID(s, i) + " " + x.Mark.String() + g.arrow() + s.TargetName(x.Target), true
	case sd.Salvo:
		// 4.1: each missile adds a D6 to the attack, read High.
		if x.N == 0 {
			return c.Label + ": hold the missiles", true
		}
		if x.N == 1 {
			return c.Label + ": 1 missile (1D6, High)", true
		}
		return c.Label + ": " + strconv.Itoa(x.N) + " missiles (" + strconv.Itoa(x.N) + "D6, High)", true
	case sd.Duel:
		return sdID(s, i) + " " + sdMountName(c, x.Mount) + g.arrow() + s.TargetName(x.Target), true
	case sd.NoDuel:
		return c.Label, true
	case sd.Fire:
		cannons := 0
		for _, m := range c.Mounts {
			if m.Weapon != sd.MissileLauncher {
				cannons++
			}
		}
		w := ""
		if cannons > 1 {
			w = " " + sdMountName(c, x.Mount)
		}
		return sdID(s, i) + w + g.arrow() + s.TargetName(x.Target) + sdRange(s, c, x.Target), true
	case sd.Pass:
		if x.Crew >= 0 && x.Crew < len(c.Crew) && len(c.Crew) > 1 {
			// "Epping A's gunner A", as the log names him (before,
			// "Epping A gunner a": the gunner's letter lowered too).
			role := c.Crew[x.Crew].Role
			return c.Label + "'s " + strings.ToLower(role[:1]) + role[1:], true
		}
		return c.Label, true
	}
	return "", false
}

// sdDefenceItem names craft c's defences against torps (jamming, decoys,
// dodging, point defence), each with its roll. False for any other
// intent.
func sdDefenceItem(s *sd.State, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Jam:
		return s.TargetName(x.Target) + " (1D4 = 1)", true
	case sd.Decoy:
		return c.Label + " (1D4 of 1–2 per torp)", true
	case sd.Dodge:
		if !s.CanDodge(x.Craft) {
			return c.Label + " (no point defence: it cannot dodge)", true
		}
		return c.Label + " (1D10 + Plt " + strconv.Itoa(c.Crew[0].Plt) + " − " + strconv.Itoa(sdTorpsAt(s, c)) + " torps)", true
	case sd.PointDef:
		_, pd, _, _ := sd.Defences(c.Type)
		return c.Label + " (1D10 per torp, 1–" + strconv.Itoa(pd) + " kills)", true
	}
	return "", false
}

// sdClearAround reports whether craft c stands well inside the map, with
// no asteroid or torp near: the action list is built from the state drawn
// last, which may lag a step (or a drift, 10.2) behind, so "near" counts
// that lag in.
func sdClearAround(s *sd.State, c sd.CraftView) bool {
	margin := 2
	if s.Options().Drift {
		margin += 8 // 10.2: a drift of up to 1D8 hexes
	}
	b := s.Board()
	col, row := hex.ToOffset(c.Hex)
	if col < margin || row < margin || col >= b.Cols-margin || row >= b.Rows-margin {
		return false
	}
	for _, a := range s.Asteroids() {
		if hex.Distance(a, c.Hex) <= margin+1 {
			return false
		}
	}
	for _, t := range s.Torps() {
		if hex.Distance(t.Hex, c.Hex) <= margin+1 {
			return false
		}
	}
	return true
}

// sdTorpsAt counts the torps that reached craft c's hex, which it dodges
// or fires its point defence at (4.2, 10.7).
func sdTorpsAt(s *sd.State, c sd.CraftView) int {
	n := 0
	for _, t := range s.Torps() {
		if t.Hex == c.Hex && t.Arrived {
			n++
		}
	}
	return n
}

// arrow joins a shooter and its target; the ASCII one is as wide as it
// will be drawn.
func (g *sdGame) arrow() string {
	if g.theme.ASCII() {
		return " > "
	}
	return " → "
}

// sdRange is ", range 4": the distance to a target.
func sdRange(s *sd.State, c sd.CraftView, t sd.Target) string {
	if h, ok := s.TargetHex(t); ok {
		return ", range " + strconv.Itoa(hex.Distance(c.Hex, h))
	}
	return ""
}

// The map board's optional hooks Silent Death fills.
var (
	_ tui.MapRuler             = (*sdGame)(nil)
	_ tui.CellNamer[hex.Hex]   = (*sdGame)(nil)
	_ tui.UnitNamer[hex.Hex]   = (*sdGame)(nil)
	_ tui.UnitSummary[hex.Hex] = (*sdGame)(nil)
	_ tui.AlsoShown[hex.Hex]   = (*sdGame)(nil)
)

// ColumnLabel implements tui.MapRuler: the map's columns as the log and the
// displays write hexes, "[col,row]" counted from 0.
func (g *sdGame) ColumnLabel(col int) string { return twoDigits(col) }

// RowLabel implements tui.MapRuler.
func (g *sdGame) RowLabel(row int) string { return twoDigits(row) }

func twoDigits(n int) string {
	if n >= 0 && n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// CellName implements tui.CellNamer: a hex as the log writes it, without
// its brackets ("17,11"), short enough for the unit list's column.
func (g *sdGame) CellName(h hex.Hex) string { return strings.Trim(sd.HexLabel(h), "[]") }

// ParseCell implements tui.CellNamer: "[17,11]", "17,11", "17 11" or
// "1711".
func (g *sdGame) ParseCell(text string) (hex.Hex, bool) {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "[]()"))
	var cs, rs string
	if i := strings.IndexAny(t, ", "); i >= 0 {
		cs, rs = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
	} else if len(t) == 4 {
		cs, rs = t[:2], t[2:]
	}
	col, err1 := strconv.Atoi(cs)
	row, err2 := strconv.Atoi(rs)
	if err1 != nil || err2 != nil || col < 0 || row < 0 {
		return hex.Hex{}, false
	}
	h := hex.FromOffset(col, row)
	if s := g.last; s != nil && !s.Board().In(h) {
		return hex.Hex{}, false
	}
	return h, true
}

// UnitName implements tui.UnitNamer: what stands at h, by its name.
func (g *sdGame) UnitName(st engine.State, me engine.Player, h hex.Hex) string {
	s := sdState(st)
	if s == nil {
		return ""
	}
	crafts := s.Crafts()
	_, names := sdTellApart(s, crafts)
	for i, c := range crafts {
		if c.InPlay && c.Hex == h {
			return names[i]
		}
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			return t.Mark.String() + " torp #" + strconv.Itoa(t.ID)
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			return sd.SatName(x.Index, x.Comm)
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		return "life pod"
	}
	return ""
}

// Summary implements tui.UnitSummary: the unit list's line, "Pit Viper A
// Drive 16/19 hits 5/23 moved" (the side is the id's colour), short enough
// for the list beside the display at 80 columns.
func (g *sdGame) Summary(st engine.State, me engine.Player, h hex.Hex) string {
	s := sdState(st)
	if s == nil {
		return ""
	}
	var parts []string
	for _, c := range s.Crafts() {
		if !c.InPlay || c.Hex != h {
			continue
		}
		boxes := 0
		for _, row := range c.Track {
			boxes += len(row)
		}
		drive := "Drive " + strconv.Itoa(c.Drive)
		if c.Drive != c.MaxDrive {
			drive += "/" + strconv.Itoa(c.MaxDrive)
		}
		p := c.Label + " " + drive + " hits " + strconv.Itoa(c.Hits) + "/" + strconv.Itoa(boxes)
		if c.Moved && s.Phase().Name == sd.PhaseMove {
			p += " moved"
		}
		parts = append(parts, p)
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			p := sd.Possessive(s.Name(t.Side)) + " " + t.Mark.String() + " torp #" + strconv.Itoa(t.ID)
			if t.Targets != "" && t.Targets != "nothing" {
				p += " → " + t.Targets
			}
			parts = append(parts, p)
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			parts = append(parts, sd.Possessive(s.Name(x.Side))+" "+sd.SatName(x.Index, x.Comm)+" · damage "+strconv.Itoa(x.Damage)+"/"+strconv.Itoa(x.Capacity))
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		parts = append(parts, "the life pod")
	}
	return strings.Join(parts, "; ")
}

// bearsText says what the craft's cannons would bear on after a step:
// "then bears on Spirit Rider A (3), Spirit Rider B (7)".
func bearsText(s *sd.State, c sd.CraftView, bs []sd.Bearing) string {
	if len(bs) == 0 {
		return "then no cannon bears on anything"
	}
	var names []string
	seen := map[sd.Target]bool{}
	for _, b := range bs {
		if !seen[b.Target] {
			seen[b.Target] = true
			names = append(names, s.TargetName(b.Target)+" ("+strconv.Itoa(b.Range)+")")
		}
	}
	return "then bears on " + strings.Join(names, ", ")
}
