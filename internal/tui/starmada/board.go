package starmada

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Screens are Starmada X's screens, for the program's catalog.
func Screens() tui.Screens {
	return tui.Screens{
		Blurb: "Fleets on a hex map moved by orders written in secret; batteries, shields and d6 pools, fighters.",
		Board: func(cfg tui.Config) tui.Board { return newStarmadaBoard(cfg) },
		Phase: phaseModel,
		Help:  help,
	}
}

// starmadaBoard is Starmada X's table: the hex map beside the record sheet
// of the ship in play, with movement orders typed ("3P2") and previewed on
// the map while they are written. Everything it draws comes from the state
// it is given, which the game screen has already passed through View: the
// other side's orders are never in it.
type starmadaBoard struct {
	*tui.HexBoard
	g *smGame

	// The set-up field's completions, for one state and side.
	suggFor  *sm.State
	suggSide engine.Player
	sugg     []string
}

func newStarmadaBoard(cfg tui.Config) *starmadaBoard {
	g := &smGame{theme: cfg.Theme(), actW: 34}
	return &starmadaBoard{HexBoard: tui.NewHexBoard(g, cfg), g: g}
}

// Draw implements tui.Board. The game screen calls it from its Update
// with each new frame: the board notes the frame's state and width there
// (Item, which the action list calls, is given no state), and drawing the
// map changes nothing.
func (b *starmadaBoard) Draw(f tui.Frame) []string {
	b.g.note(f)
	return b.HexBoard.Draw(f)
}

// note keeps what naming the intents needs from the frame: the state the
// screen shows, and the action list's width (tui.ActionListWidth), which
// the items are written to fit.
func (g *smGame) note(f tui.Frame) {
	g.actW = tui.ActionListWidth(f.W)
	g.last, _ = f.State.(*sm.State)
}

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

// Typable makes a ship's movement orders a text field: there are too many
// spellings to list, and the map previews each as it is typed.
func (b *starmadaBoard) Typable(st engine.State, in engine.Intent) (prompt, text string, suggestions []string, ok bool) {
	s, _ := st.(*sm.State)
	if p, ok := in.(sm.Place); ok {
		return b.placePrompt(s, p)
	}
	if f, ok := in.(sm.Fly); ok {
		if smStays(s, f) {
			return "", "", nil, false // staying put asks for no hex
		}
		return b.flyPrompt(s, f)
	}
	if o, ok := in.(sm.PlaceObject); ok {
		return b.objectPrompt(s, o)
	}
	if t, ok := in.(sm.Target); ok && len(t.Mounts) > 0 {
		return weaponsPrompt(s, t)
	}
	w, ok := in.(sm.WriteOrders)
	if !ok {
		return "", "", nil, false
	}
	prompt = "Orders for " + w.Ship
	if s != nil {
		if sh, found := s.Ship(w.Ship); found {
			prompt += fmt.Sprintf(" (%d MP)", sh.MP)
			text = sh.Orders // the ship's own orders, when rewriting them
			suggestions = s.OrderOptions(w.Ship)
		}
	}
	return prompt, text, suggestions, true
}

// Parse reads typed orders and checks them against the ship as the
// preview does, so that the status line names the broken rule.
func (b *starmadaBoard) Parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error) {
	b.g.typing = true // the game screen parses only an open field's text
	if p, ok := like.(sm.Place); ok {
		return parsePlace(st, me, p, text)
	}
	if f, ok := like.(sm.Fly); ok {
		return parseFly(st, me, f, text)
	}
	if _, ok := like.(sm.PlaceObject); ok {
		return parseObject(st, me, text)
	}
	if t, ok := like.(sm.Target); ok {
		return parseWeapons(st, me, t, text)
	}
	w, ok := like.(sm.WriteOrders)
	s, ok2 := st.(*sm.State)
	if !ok || !ok2 {
		return nil, errors.New("these are not Starmada orders")
	}
	text = strings.ToUpper(strings.TrimSpace(text))
	if text == "" {
		// An empty field gives no orders: a key pressed once too often
		// must not make a ship stand still.
		return nil, errors.New("type the orders: hexes forward (3), turns P S, sideslips L R, B backwards, or 0 to stand still (3.2.1)")
	}
	if _, err := sm.ParseOrders(text); err != nil {
		return nil, err
	}
	if pv := sm.PreviewPath(s, w.Ship, text); pv.Err != nil {
		return nil, pv.Err
	}
	return sm.WriteOrders{By: me, Ship: w.Ship, Orders: text}, nil
}

// EndPick implements tui.CellPicker: the game screen calls it whenever a
// text field closes.
func (b *starmadaBoard) EndPick() {
	b.g.typing = false
	b.HexBoard.EndPick()
}

// placePrompt makes a ship's place in the Set-up Phase (2.1.2) a text
// field, "CCRR F": a zone holds about a hundred hexes, each with six
// facings. Tab completes to the zone's hexes facing the enemy.
func (b *starmadaBoard) placePrompt(s *sm.State, p sm.Place) (prompt, text string, suggestions []string, ok bool) {
	// One prompt per ship: the action list shows one line per prompt.
	prompt = "Set up " + p.Ship + " (CCRR F)"
	if isFlight(s, p.Ship) {
		// A fighter flight has no facing (5.2): the hex alone.
		prompt = "Set up the flight " + p.Ship + " (CCRR)"
		if s != nil {
			c0, c1, r0, r1 := s.SetupZone(p.By)
			for r := r0; r <= r1; r++ {
				for c := c0; c <= c1; c++ {
					suggestions = append(suggestions, sm.HexLabel(hex.FromOffset(c, r)))
				}
			}
		}
		return prompt, "", suggestions, true
	}
	if s != nil {
		// The same for every ship of the side: made once per state.
		if b.suggFor != s || b.suggSide != p.By {
			b.suggFor, b.suggSide, b.sugg = s, p.By, nil
			c0, c1, r0, r1 := s.SetupZone(p.By)
			face := s.TowardEnemy(p.By).String()
			for r := r0; r <= r1; r++ {
				for c := c0; c <= c1; c++ {
					b.sugg = append(b.sugg, sm.HexLabel(hex.FromOffset(c, r))+" "+face)
				}
			}
		}
		suggestions = b.sugg
	}
	return prompt, "", suggestions, true
}

// objectPrompt makes an object's place in the Set-up Phase (2.1.2) a
// text field, "CCRR KIND": objects may go to some three hundred hexes.
// Tab completes to those hexes with the first kind.
func (b *starmadaBoard) objectPrompt(s *sm.State, o sm.PlaceObject) (prompt, text string, suggestions []string, ok bool) {
	prompt = "Place an object (CCRR KIND)"
	if s != nil {
		kinds := s.ObjectKinds()
		initials := make([]string, len(kinds))
		for i, k := range kinds {
			initials[i] = strings.ToUpper(k[:1])
		}
		prompt = fmt.Sprintf("Place an object (CCRR %s)", strings.Join(initials, "/"))
		if b.suggFor != s || b.suggSide != o.By {
			b.suggFor, b.suggSide, b.sugg = s, o.By, nil
			bd := s.Board()
			for r := 0; r < bd.Rows; r++ {
				for c := 0; c < bd.Cols; c++ {
					if s.ObjectSpot(hex.FromOffset(c, r)) && len(kinds) > 0 {
						b.sugg = append(b.sugg, sm.HexLabel(hex.FromOffset(c, r))+" "+kinds[0])
					}
				}
			}
		}
		suggestions = b.sugg
	}
	return prompt, "", suggestions, true
}

// parseObject reads "CCRR KIND" (the kind by any start of its name, or
// left out for the first kind) and checks it as the rules will.
func parseObject(st engine.State, me engine.Player, text string) (engine.Intent, error) {
	s, ok := st.(*sm.State)
	if !ok {
		return nil, errors.New("this is not a game of Starmada")
	}
	// As with a ship's place, a wrong text keeps the map's marks: every
	// hex an object may go to, and the typed one.
	c, r, k, err := sm.ParseObjectPlacement(text, s.ObjectKinds())
	if err != nil {
		return sm.PlaceObject{By: me, Col: -1, Row: -1}, err
	}
	in := sm.PlaceObject{By: me, Object: k, Col: c, Row: r}
	if err := s.Check(in); err != nil {
		in.Object = "" // the × marks the hex; no object is drawn where it may not go
		return in, err
	}
	return in, nil
}

// parsePlace reads "CCRR F" (the facing may be left out: toward the
// enemy) and checks it as the rules will, so that the status line names
// the rule a bad hex breaks.
func parsePlace(st engine.State, me engine.Player, like sm.Place, text string) (engine.Intent, error) {
	s, ok := st.(*sm.State)
	if !ok {
		return nil, errors.New("this is not a game of Starmada")
	}
	// While the text is wrong the intent still goes back with the error
	// (enter refuses it): the map keeps the side's zone marked, and the
	// typed hex when there is one, which is when the player needs them.
	zone := sm.Place{By: me, Ship: like.Ship, Col: -1, Row: -1}
	if isFlight(s, like.Ship) {
		if strings.TrimSpace(text) == "" {
			return zone, fmt.Errorf("type the hex (CCRR) in your set-up zone; a flight has no facing (2.1.2, 5.2)")
		}
		c, r, _, err := sm.ParsePlacement(text, s.TowardEnemy(me))
		if err != nil {
			return zone, err
		}
		in := sm.Place{By: me, Ship: like.Ship, Col: c, Row: r}
		return in, s.Check(in)
	}
	if strings.TrimSpace(text) == "" {
		return zone, fmt.Errorf("type the hex (CCRR) and a facing, e.g. %s; without a facing the ship faces the enemy (2.1.2)", placeExample(s, me, like))
	}
	c, r, f, err := sm.ParsePlacement(text, s.TowardEnemy(me))
	if err != nil {
		return zone, err
	}
	in := sm.Place{By: me, Ship: like.Ship, Col: c, Row: r, Facing: f.String()}
	if err := s.Check(in); err != nil {
		in.Facing = "" // the × marks the hex; no ship is drawn where it may not go
		return in, err
	}
	return in, nil
}

// isFlight reports whether a placement's name is a fighter flight's
// ("Hive/F1"), which a side sets up after its starships (2.1.2).
func isFlight(s *sm.State, name string) bool {
	if s == nil {
		return strings.Contains(name, "/")
	}
	if _, ok := s.Ship(name); ok {
		return false
	}
	id, err := sm.ParseCraftID(name)
	return err == nil && !id.IsZero()
}

// placeExample is a placement the side may type, "1502 S": the listed one
// (the scripted opponent's choice) when it is allowed, else the middle of
// the side's zone facing the enemy.
func placeExample(s *sm.State, me engine.Player, like sm.Place) string {
	if like.Facing != "" && s.Check(like) == nil {
		return sm.HexLabel(like.At()) + " " + like.Facing
	}
	c0, c1, r0, r1 := s.SetupZone(me)
	return sm.HexLabel(hex.FromOffset((c0+c1)/2, (r0+r1)/2)) + " " + s.TowardEnemy(me).String()
}

// smGame is the hexGame adapter of Starmada X.
type smGame struct {
	theme *render.Theme
	last  *sm.State // the state of the frame (the viewer's view), for naming intents
	actW  int       // width of the action list

	idNames []string // the ship names ids were made for
	ids     map[string]string

	// typing: a text field is open (from its first Parse to EndPick). A
	// ship's orders are previewed only then: under the list's cursor the
	// orders intent is the game's first listed one ("0"), which the player
	// has not written.
	typing bool
}

// shipIDs gives every ship a short id (at most three cells, unique),
// derived from its name: "Hornet 2" is H2, "Admirable" Ad. Names never
// change during a game, so the ids are made once.
func (g *smGame) shipIDs(ships []sm.ShipInfo) map[string]string {
	same := len(ships) == len(g.idNames)
	for i := 0; same && i < len(ships); i++ {
		same = ships[i].Name == g.idNames[i]
	}
	if same && g.ids != nil {
		return g.ids
	}
	g.idNames = g.idNames[:0]
	g.ids = map[string]string{}
	used := map[string]bool{}
	for i, sh := range ships {
		g.idNames = append(g.idNames, sh.Name)
		id := ""
		for _, c := range idCandidates(sh.Name) {
			if !used[c] {
				id = c
				break
			}
		}
		if id == "" {
			id = "S" + strconv.Itoa(i+1)
		}
		used[id] = true
		g.ids[sh.Name] = id
	}
	return g.ids
}

// idCandidates lists possible ids for a ship name, best first: the
// initials of a name of several words ("Hornet 2" → H2, "Iron Duke" → ID),
// else its first two letters, then other pairs and triples of its letters.
func idCandidates(name string) []string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var letters []rune
	for _, r := range name {
		if (unicode.IsLetter(r) || unicode.IsDigit(r)) && r < 128 {
			letters = append(letters, r)
		}
	}
	if len(letters) == 0 {
		return nil
	}
	up := func(rs ...rune) string {
		s := []rune(string(rs))
		s[0] = unicode.ToUpper(s[0])
		return string(s)
	}
	var out []string
	if len(words) > 1 {
		var ini []rune
		for _, w := range words {
			r := []rune(w)
			if r[0] >= 128 {
				continue
			}
			if unicode.IsDigit(r[0]) {
				ini = append(ini, r...) // "Hornet 12" → H12
			} else {
				ini = append(ini, r[0])
			}
		}
		if len(ini) >= 2 && len(ini) <= 3 {
			out = append(out, strings.ToUpper(string(ini)))
		}
	}
	for j := 1; j < len(letters); j++ {
		out = append(out, up(letters[0], letters[j]))
	}
	for j := 1; j < len(letters); j++ {
		for k := j + 1; k < len(letters); k++ {
			out = append(out, up(letters[0], letters[j], letters[k]))
		}
	}
	return out
}

func smState(st engine.State) *sm.State {
	s, _ := st.(*sm.State)
	return s
}

// live reports whether a ship is on the map.
func live(sh sm.ShipInfo) bool { return !sh.Destroyed && !sh.OffBoard && !sh.Unplaced }

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
	return render.HexMapView{Cols: b.Cols, Rows: b.Rows, Cells: cells}
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

// Units lists the hexes to inspect with tab: one's own ships, the enemy's,
// then craft, explosions and objects.
func (g *smGame) Units(st engine.State, me engine.Player) []hex.Hex {
	s := smState(st)
	if s == nil {
		return nil
	}
	seen := map[hex.Hex]bool{}
	var out []hex.Hex
	add := func(h hex.Hex) {
		if !seen[h] {
			seen[h] = true
			out = append(out, h)
		}
	}
	ships := s.Ships()
	for _, own := range []bool{true, false} {
		for _, sh := range ships {
			if live(sh) && (sh.Side == me) == own {
				add(sh.Hex)
			}
		}
	}
	for _, c := range s.Craft() {
		if c.Fighters > 0 {
			add(c.Hex)
		}
	}
	for _, e := range s.Explosions() {
		add(e.Hex)
	}
	for _, o := range s.Objects() {
		add(o.Hex)
	}
	return out
}

// Sheet is the record of what stands at h: a ship's record Sheet (the
// ship the hover intent concerns, else one's own before the enemy's), or
// the craft, explosion or object in the hex.
func (g *smGame) Sheet(st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) []string {
	s := smState(st)
	if s == nil {
		return nil
	}
	ships := s.Ships()
	ids := g.shipIDs(ships)
	want := ""
	switch in := hover.(type) {
	case sm.WriteOrders:
		want = in.Ship
	case sm.Target:
		want = in.Ship
	case sm.Lose:
		want = in.Ship
	}
	var here []sm.ShipInfo
	pick := -1
	for _, sh := range ships {
		if live(sh) && sh.Hex == h {
			here = append(here, sh)
			switch {
			case sh.Name == want:
				pick = len(here) - 1
			case pick < 0 && sh.Side == me:
				pick = len(here) - 1
			}
		}
	}
	var out []string
	if s.Building() {
		return g.fleetLines(s, w, rows)
	}
	if in, ok := hover.(sm.Fly); ok {
		out = append(out, g.wrapped(g.theme.Render(render.Good, g.Item(in)), w)...)
		out = append(out, g.flightOdds(s, in, w)...)
	}
	if in, ok := hover.(sm.Target); ok {
		out = append(out, g.fireOdds(s, in, w)...)
	}
	if s.Phase().Name == sm.PhaseSetup {
		out = append(out, g.setupLines(s, hover, w)...)
		if in, ok := hover.(sm.Place); ok {
			if sh, ok := s.Ship(in.Ship); ok {
				here = []sm.ShipInfo{sh}
				pick = 0
			}
		}
	}
	if len(here) > 0 {
		if pick < 0 {
			pick = 0
		}
		out = append(out, g.record(s, me, here[pick], ids, hover, w)...)
		var others []string
		for i, sh := range here {
			if i != pick {
				others = append(others, ids[sh.Name]+" "+sh.Name)
			}
		}
		if len(others) > 0 {
			out = append(out, g.wrapped("Also here: "+strings.Join(others, ", "), w)...)
		}
	} else {
		out = append(out, g.theme.Render(render.Title, "Hex "+sm.HexLabel(h)))
	}
	out = append(out, g.hexNotes(s, h, w)...)
	if len(out) < rows-1 {
		out = append(out, g.legend(s, ships, ids, hover, w, rows-len(out))...)
	}
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

// flightOdds tell what the hovered flight's or satellite's attack will
// roll, as the game works it out (State.FlightOdds): its dice and the
// number they need with each modifier, what a penetration die must beat,
// and the target's AFB. A move without an attack has none.
func (g *smGame) flightOdds(s *sm.State, in sm.Fly, w int) []string {
	o, err := s.FlightOdds(in)
	if err != nil {
		return nil
	}
	dim := func(l string) []string { return g.wrapped(g.theme.Render(render.Dim, l), w) }
	if o.Dogfight {
		return dim(fmt.Sprintf("%s: each 5-6 destroys a fighter, each 1 one of yours (5.3.2)", engine.Count(o.Dice, "die", "dice")))
	}
	l := fmt.Sprintf("To-Hit: %s at %d+", engine.Count(o.Dice, "die", "dice"), o.ToHit)
	for _, m := range o.Mods {
		l += fmt.Sprintf(", %+d %s", m.Value, m.Why)
	}
	switch {
	case o.Sixes > 0:
		l += fmt.Sprintf(": needs %d+, every %d unmodified 6s make one hit (4.2.1)", o.Need, o.Sixes)
	case len(o.Mods) > 0:
		l += fmt.Sprintf(": needs %d+", o.Face)
	}
	sh := fmt.Sprintf("Shields: a die above %d penetrates", o.Shields)
	if o.Halved {
		sh += " (halved, rounded up, 5.3.1)"
	}
	if o.AFB {
		sh += "; AFB: each 1 loses a fighter (C.1)"
	}
	return append(dim(l), dim(sh)...)
}

// fleetLines tell the fleets being built (2.1.1), for whoever watches
// the Fleets phase on the board: each side's ships and points, and the
// 10 % rule.
func (g *smGame) fleetLines(s *sm.State, w, rows int) []string {
	t := g.theme
	out := []string{t.Render(render.Title, tui.Truncate(fmt.Sprintf("Fleets (2.1.1), %d points", s.Budget()), w))}
	for p := engine.Player(0); p < 2; p++ {
		l := fmt.Sprintf("%s: %d points", s.Name(p), s.Points(p))
		if s.Ready(p) {
			l += ", ready"
		}
		out = append(out, t.Side(s.Color(p), tui.Truncate(l, w)))
		var names []string
		for _, sh := range s.Picks(p) {
			names = append(names, sh.Name)
		}
		out = append(out, g.wrapped(strings.Join(names, ", "), w)...)
	}
	if s.Points(0) > 0 && s.Points(1) > 0 {
		out = append(out, g.wrapped(s.Balance().String(), w)...)
	}
	if len(out) > rows {
		out = out[:rows]
	}
	return out
}

// hexNotes describes the craft, explosion and object in a hex.
func (g *smGame) hexNotes(s *sm.State, h hex.Hex, w int) []string {
	var out []string
	for _, c := range s.Craft() {
		if c.Hex != h || c.Fighters <= 0 {
			continue
		}
		what := fmt.Sprintf("%d fighters", c.Fighters)
		if c.Satellite {
			what = "battle satellite"
		}
		if c.Fighters == 1 && !c.Satellite {
			what = "1 fighter"
		}
		line := g.theme.Side(s.Color(c.Side), c.ID.String()) + " " + what
		if c.Moved && s.Phase().Name != sm.PhaseOrders {
			// The mark is this turn's: it stays on from the last Fighter
			// Phase until the next one opens, which is no news in the
			// Orders Phase.
			line += ", moved"
		}
		out = append(out, g.wrapped(line, w)...)
	}
	for _, e := range s.Explosions() {
		if e.Hex == h {
			out = append(out, g.wrapped(fmt.Sprintf("Explosion %d: blocks sight; -%d to fire into or out of it", e.Strength, e.Strength), w)...)
		}
	}
	for _, o := range s.Objects() {
		if o.Hex == h {
			out = append(out, g.wrapped(strings.ToUpper(o.Kind[:1])+o.Kind[1:]+": blocks sight and movement", w)...)
		}
	}
	return out
}

// legend explains the map: the overlay marks of the hover intent, the
// victory points and the ship ids.
func (g *smGame) legend(s *sm.State, ships []sm.ShipInfo, ids map[string]string, hover engine.Intent, w, rows int) []string {
	t := g.theme
	mk := t.Glyph.Marks
	var out []string
	switch hover.(type) {
	case sm.Target:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.ArcAndRange+" short "+mk.InRange+" med "+mk.InArc+" long "+mk.LineOfSight+" sight"), w))
	case sm.WriteOrders:
		if !g.typing {
			break // nothing is drawn before the orders are typed
		}
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" path  "+mk.Target+" end"), w))
	case sm.Place:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" set-up zone  "+mk.Target+" hex"), w))
	case sm.PlaceObject:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" free for an object  "+mk.Target+" hex"), w))
	case sm.ChooseEdge:
		out = append(out, tui.Truncate(t.Render(render.Dim, mk.Reachable+" your set-up zone"), w))
	}
	out = append(out, tui.Truncate(t.Render(render.Dim, fmt.Sprintf("VP %s %d · %s %d", s.Name(0), s.VP(0), s.Name(1), s.VP(1))), w))
	var parts []string
	for _, sh := range ships {
		if live(sh) {
			parts = append(parts, t.Side(s.Color(sh.Side), ids[sh.Name])+" "+sh.Name)
		}
	}
	for _, l := range wrapStyled(parts, "  ", w) {
		if len(out) >= rows {
			break
		}
		out = append(out, l)
	}
	return out
}

// setupLines tell the Set-up Phase (2.1.2): the roll, who places now and
// how many ships are left, and where the ship under the cursor would go.
func (g *smGame) setupLines(s *sm.State, hover engine.Intent, w int) []string {
	t := g.theme
	var out []string
	if r := s.ObjectRolls(); len(r) >= 2 {
		n := len(r)
		placer := s.ObjectPlacer()
		l := fmt.Sprintf("Objects (2.1.2): %s rolled %d, %s %d; %s places %d, %s chooses its edge",
			s.Name(0), r[n-2], s.Name(1), r[n-1], s.Name(placer), s.ObjectsToPlace(), s.Name(1-placer))
		out = append(out, g.wrapped(t.Render(render.Title, l), w)...)
	}
	switch s.Task() {
	case sm.TaskObjects:
		l := fmt.Sprintf("%s places %s (%s) outside both set-up zones",
			s.Name(s.ObjectPlacer()), engine.Count(s.ObjectsLeft(), "more object", "more objects"), strings.Join(s.ObjectKinds(), ", "))
		out = append(out, g.wrapped(l, w)...)
		if in, ok := hover.(sm.PlaceObject); ok && s.Check(in) == nil {
			out = append(out, g.wrapped(t.Render(render.Good, in.Object+" at "+sm.HexLabel(in.At())), w)...)
		}
		return out
	case sm.TaskEdge:
		p := 1 - s.ObjectPlacer()
		out = append(out, g.wrapped(fmt.Sprintf("%s chooses the long edge it sets up along; %s takes the other", s.Name(p), s.Name(1-p)), w)...)
		if in, ok := hover.(sm.ChooseEdge); ok {
			out = append(out, g.wrapped(t.Render(render.Good, in.Edge+" edge: "+s.ZoneWords(in.Edge)), w)...)
		}
		return out
	}
	if r := s.SetupRolls(); len(r) >= 2 {
		n := len(r)
		first := s.SetupFirst()
		l := fmt.Sprintf("Set-up (2.1.2): %s rolled %d, %s %d; %s sets up first",
			s.Name(0), r[n-2], s.Name(1), r[n-1], s.Name(first))
		out = append(out, g.wrapped(t.Render(render.Title, l), w)...)
	}
	if ph := s.Phase(); len(ph.Actors) == 1 {
		p := ph.Actors[0]
		what := engine.Count(s.Unplaced(p), "ship", "ships")
		if len(s.Waiting()) > 0 {
			what = engine.Count(s.Unplaced(p), "fighter flight", "fighter flights")
		}
		l := fmt.Sprintf("%s places %s; zone: %s", s.Name(p), what, s.ZoneWords(s.Edge(p)))
		out = append(out, g.wrapped(l, w)...)
	}
	if in, ok := hover.(sm.Place); ok && s.Check(in) == nil {
		// A text being typed that is not yet a placement says so in the
		// field: the sheet previews only what enter would give.
		l := fmt.Sprintf("%s to %s facing %s", in.Ship, sm.HexLabel(in.At()), in.Facing)
		if in.Facing == "" {
			l = fmt.Sprintf("the flight %s to %s", in.Ship, sm.HexLabel(in.At()))
		}
		out = append(out, g.wrapped(t.Render(render.Good, l), w)...)
	}
	return out
}

// wrapStyled joins styled parts with sep into lines of at most w cells.
func wrapStyled(parts []string, sep string, w int) []string {
	var out []string
	cur, cw := "", 0
	for _, p := range parts {
		pw := tui.Width(p)
		switch {
		case cw == 0:
			cur, cw = p, pw
		case cw+len(sep)+pw <= w:
			cur, cw = cur+sep+p, cw+len(sep)+pw
		default:
			out = append(out, tui.Truncate(cur, w))
			cur, cw = p, pw
		}
	}
	if cw > 0 {
		out = append(out, tui.Truncate(cur, w))
	}
	return out
}

// wrapped wraps a plain line to w cells (continuations indented by two).
func (g *smGame) wrapped(s string, w int) []string { return tui.Wrap(s, w, 2) }

// boxGlyph draws one box of a record: empty, slashed during the phase in
// which it was marked, filled after it, or lined through for crew.
func (g *smGame) boxGlyph(b sm.Box) string {
	t := g.theme
	switch {
	case b.Mark == "":
		return t.Glyph.Off
	case b.Fresh:
		return t.Render(render.Warn, "/")
	case b.Mark == "crew":
		return t.Render(render.Bad, "-")
	}
	return t.Render(render.Bad, t.Glyph.On)
}

func (g *smGame) boxes(bs []sm.Box) string {
	var b strings.Builder
	for _, x := range bs {
		b.WriteString(g.boxGlyph(x))
	}
	return b.String()
}

// record is a ship's record sheet, as Section 1 prints it, in w columns:
// the head, the hull, engine and shields, each battery, the equipment, the
// damage chart, the damage waiting to be taken, the orders.
func (g *smGame) record(s *sm.State, me engine.Player, sh sm.ShipInfo, ids map[string]string, hover engine.Intent, w int) []string {
	r := &recordLines{w: w}
	g.recordHead(r, s, sh, ids)
	r.add("Hull   " + g.boxes(sh.Hull))
	r.add(fmt.Sprintf("Engine %s  Shields %s", g.boxes(sh.Engine), g.boxes(sh.ShieldBoxes)))
	for _, b := range sh.Batteries {
		g.batteryLines(r, sh, b, hover)
	}
	if len(sh.Equipment) > 0 {
		r.add(wrapStyled(g.equipmentWords(sh, hover), " ", w)...)
	}
	r.add("1-6 " + sh.Chart.String())
	g.damageLines(r, s, sh)
	r.add(g.ordersLines(s, me, sh, hover, w)...)
	return r.lines
}

// recordLines gathers the lines of a record sheet w columns wide, for the
// helpers that write its sections. A method rather than a closure handed
// to them: a closure called through a parameter makes every call's lines
// escape, a frame's allocations.
type recordLines struct {
	lines []string
	w     int
}

// add appends lines to the sheet. A line too long for the sheet wraps,
// continuations indented: a number is never cut off (the battery's 4+
// 2/1/1, the bands).
func (r *recordLines) add(lines ...string) {
	for _, l := range lines {
		r.lines = append(r.lines, tui.Wrap(l, r.w, 4)...)
	}
}

// recordHead is the head of the record: the ship's id, name, class and
// CR, then its side, where it stands and its MP, and whether it is
// crippled.
func (g *smGame) recordHead(r *recordLines, s *sm.State, sh sm.ShipInfo, ids map[string]string) {
	t := g.theme
	head := t.Side(s.Color(sh.Side), ids[sh.Name]) + " " + t.Render(render.Title, sh.Name)
	cls := sh.Class
	if sh.Class == sh.Name {
		cls = ""
	}
	if cls != "" {
		head += " " + cls
	}
	head += t.Render(render.Dim, " CR "+strconv.Itoa(sh.CR))
	r.add(head)
	if sh.Unplaced {
		r.add(t.Render(render.Dim, fmt.Sprintf("%s · not yet set up · %d MP", s.Name(sh.Side), sh.MP)))
	} else {
		r.add(t.Render(render.Dim, fmt.Sprintf("%s · %s %s · %d MP", s.Name(sh.Side), sm.HexLabel(sh.Hex), sh.Facing, sh.MP)))
	}
	if sh.Crippled {
		r.add(t.Render(render.Bad, "Crippled: cannot move or fire"))
	}
}

// batteryLines is one battery of the record: its letter, name and
// numbers, then its range bands and its mounts (a declared mount marked
// ">", the one a Damage choice would lose "x"), then its abilities.
func (g *smGame) batteryLines(r *recordLines, sh sm.ShipInfo, b sm.BatteryInfo, hover engine.Intent) {
	w := r.w
	t := g.theme
	bands := b.Bands()
	r.add(fmt.Sprintf("(%c) %s %d+ %d/%d/%d", b.Letter, b.Name, b.ToHit, b.ROF, b.PEN, b.DMG))
	line := fmt.Sprintf("    %d-%d/%d-%d/%d-%d", bands[0][0], bands[0][1], bands[1][0], bands[1][1], bands[2][0], bands[2][1])
	var ab []string
	for _, a := range b.Abilities {
		ab = append(ab, a.String())
	}
	mounts := make([]string, len(b.Mounts))
	for i, m := range b.Mounts {
		gl := g.boxGlyph(b.Weapons[i])
		for _, d := range b.Declared {
			if d == i {
				gl = t.Render(render.Good, ">")
			}
		}
		if l, ok := hover.(sm.Lose); ok && l.Ship == sh.Name && l.System == string(b.Letter) && l.Item == i {
			gl = t.Render(render.Bad, "x")
		}
		mounts[i] = gl + m.String()
	}
	parts := append([]string{line}, mounts...)
	for i, l := range wrapStyled(parts, " ", w) {
		if i > 0 {
			l = "    " + l
		}
		r.add(l)
	}
	if len(ab) > 0 {
		for _, l := range tui.Wrap(strings.Join(ab, ", "), w-4, 0) {
			r.add(t.Render(render.Dim, "    "+l))
		}
	}
}

// equipmentWords names the ship's special equipment, one word each, a
// damageable item behind its box (or "x" when a Damage choice would lose
// it).
func (g *smGame) equipmentWords(sh sm.ShipInfo, hover engine.Intent) []string {
	t := g.theme
	var eq []string
	for _, e := range sh.Equipment {
		name := e.Item.Kind.Abbr()
		switch {
		case e.Item.Kind == sm.BattleSatellites:
			// The legend reads SAT as the satellites left (C.5): the
			// record's number is what the ship carried at the start.
			name += " " + strconv.Itoa(sh.SatellitesLeft)
		case e.Item.Count > 0:
			name += " " + strconv.Itoa(e.Item.Count)
		}
		if e.Item.Kind.Damageable() {
			gl := g.boxGlyph(e.Box)
			if l, ok := hover.(sm.Lose); ok && l.Ship == sh.Name && l.System == sm.SystemEquipment && sh.Equipment[l.Item] == e {
				gl = t.Render(render.Bad, "x")
			}
			name = gl + name
		}
		eq = append(eq, name)
	}
	return eq
}

// damageLines is the damage the ship still has to take: its continuing
// damage dice, and the losses its side is choosing (4.2.3).
func (g *smGame) damageLines(r *recordLines, s *sm.State, sh sm.ShipInfo) {
	t := g.theme
	if sh.Continuing > 0 {
		r.add(t.Render(render.Bad, "Continuing damage: "+engine.Count(sh.Continuing, "die", "dice")))
	}
	if side, what, left, ok := s.Choosing(); ok && strings.HasPrefix(what, sh.Name+"'s ") {
		msg := fmt.Sprintf("Damage: %s chooses %s of %s to lose (4.2.3)", s.Name(side), engine.Count(left, "weapon", "weapons"), strings.TrimPrefix(what, sh.Name+"'s "))
		if strings.HasSuffix(what, "special equipment") {
			msg = fmt.Sprintf("Damage: %s chooses %s of the special equipment to lose (4.2.3)", s.Name(side), engine.Count(left, "item", "items"))
		}
		for _, l := range g.wrapped(msg, r.w) {
			r.add(t.Render(render.Bad, l))
		}
	}
}

// loseLabel names a choice of the Damage step: "(a) Blasters 2 · AC",
// "ECM", "Pa/F1 (5 fighters)".
func (g *smGame) loseLabel(s *sm.State, in sm.Lose) string {
	if !in.Craft.IsZero() {
		if c, ok := smCraftIn(s, in.Craft); ok {
			kind := engine.Count(c.Fighters, "fighter", "fighters")
			if c.Satellite {
				kind = "satellite"
			}
			if c.Moved {
				kind += ", acted"
			}
			return fmt.Sprintf("%s (%s)", g.craftName(in.Craft), kind)
		}
		return in.Craft.String()
	}
	if s == nil {
		return in.String()
	}
	sh, ok := s.Ship(in.Ship)
	if !ok {
		return in.String()
	}
	if in.System == sm.SystemEquipment {
		if in.Item >= 0 && in.Item < len(sh.Equipment) {
			k := sh.Equipment[in.Item].Item.Kind
			fit := g.actW - 6
			for _, l := range []string{
				fmt.Sprintf("%s: %s", in.Ship, k),
				fmt.Sprintf("%s: %s", g.idOf(in.Ship), k),
			} {
				if tui.Width(l) <= fit {
					return l
				}
			}
			return fmt.Sprintf("%s: %s", g.idOf(in.Ship), k.Abbr())
		}
		return in.String()
	}
	for _, b := range sh.Batteries {
		if string(b.Letter) == in.System && in.Item >= 0 && in.Item < len(b.Mounts) {
			// The arcs whole, always: the name gives way first, then the
			// ship's name to its id.
			arcs := b.Mounts[in.Item].String()
			fit := g.actW - 6
			for _, l := range []string{
				fmt.Sprintf("%s (%c) %s %d, arcs %s", in.Ship, b.Letter, b.Name, in.Item+1, arcs),
				fmt.Sprintf("%s (%c) %d, arcs %s", in.Ship, b.Letter, in.Item+1, arcs),
				fmt.Sprintf("%s (%c) %d, arcs %s", g.idOf(in.Ship), b.Letter, in.Item+1, arcs),
			} {
				if tui.Width(l) <= fit {
					return l
				}
			}
			return fmt.Sprintf("(%c) %d %s", b.Letter, in.Item+1, arcs)
		}
	}
	return in.String()
}

// idOf is a ship's id on the map, or its name before any map is drawn.
func (g *smGame) idOf(ship string) string {
	if id := g.ids[ship]; id != "" {
		return id
	}
	return ship
}

// ordersLines says what the ship will do: the orders being written (with
// their path's cost and end), one's own written orders, or only whether
// the enemy has written any. View never gives the enemy's text before the
// Movement Phase, so none is shown.
func (g *smGame) ordersLines(s *sm.State, me engine.Player, sh sm.ShipInfo, hover engine.Intent, w int) []string {
	t := g.theme
	if s.Phase().Name != sm.PhaseOrders || !live(sh) {
		return nil
	}
	if in, ok := hover.(sm.WriteOrders); ok && in.Ship == sh.Name && g.typing {
		pv := sm.PreviewPath(s, in.Ship, in.Orders)
		if pv.Err != nil {
			return g.wrapped(t.Render(render.Bad, pv.Err.Error()), w)
		}
		end := pv.Path[len(pv.Path)-1]
		l := fmt.Sprintf("Orders %s: %d/%d MP, to %s %s", in.Orders, pv.Cost, pv.MP, sm.HexLabel(end.Hex), end.Facing)
		out := g.wrapped(t.Render(render.Good, l), w)
		if pv.OffBoard >= 0 {
			out = append(out, g.wrapped(t.Render(render.Bad, "Leaves the board: the ship is lost (3.3.2)"), w)...)
		}
		return out
	}
	switch {
	case (sh.Side == me || me == engine.NoPlayer) && sh.Orders != "":
		// A replay (no viewer) draws the full state: nothing is secret after
		// the game. A spectator's view has the orders blanked already.
		return g.wrapped("Orders: "+sh.Orders, w)
	case sh.Side == me:
		return []string{t.Render(render.Warn, "Orders: not yet written")}
	case me == engine.NoPlayer:
		// A replay sees every side's orders; a ship without any has none
		// written (or, sealed, stands still: 3.2), not secret ones.
		if s.Submitted(sh.Side) {
			return []string{t.Render(render.Dim, "Orders: none (stands still)")}
		}
		return []string{t.Render(render.Dim, "Orders: not yet written")}
	case s.Submitted(sh.Side):
		// Alike for every enemy ship, whether it was given orders or not:
		// one without stands still (3.2), so which ships have orders is
		// itself secret.
		return []string{t.Render(render.Dim, "Orders: sealed (secret)")}
	}
	return []string{t.Render(render.Dim, "Orders: secret, not yet sealed")}
}

var smGroups = map[string][2]string{
	sm.KindOrders:  {"Orders for", "o"},
	sm.KindSubmit:  {"Submit", "s"},
	sm.KindFly:     {"Fly", "f"},
	sm.KindPick:    {"Pick an enemy", "p"},
	sm.KindTarget:  {"Declare", "t"},
	sm.KindResolve: {"Resolve", "v"},
	sm.KindFire:    {"End the fire", "x"},
	sm.KindLose:    {"Lose", "d"},
	sm.KindPlace:   {"Set up", "e"},
	sm.KindObject:  {"Objects", "a"},
	sm.KindEdge:    {"Choose your edge", "g"},
	sm.KindAdd:     {"Add a ship", "b"},
	sm.KindRemove:  {"Take out a ship", "r"},
	sm.KindAuto:    {"Automatic fleet", "m"},
	sm.KindReady:   {"Fleet ready", "y"},
	sm.KindLaunch:  {"Launch satellites", "c"},
}

func (g *smGame) Group(kind string) (string, string) {
	if gr, ok := smGroups[kind]; ok {
		return gr[0], gr[1]
	}
	return kind, ""
}

// Item names an intent in a player's words, short enough for the action
// list ("Admirable (b) Laser Cannons ×6 at Hive"). The intents of battle
// that shorten their line to the list's width have a helper each; the
// set-up's short lines stay here.
func (g *smGame) Item(in engine.Intent) string {
	s := g.last
	fit := g.actW - 6 // "> [t] " or the list's indent
	switch in := in.(type) {
	case sm.WriteOrders:
		return smOrdersItem(s, in)
	case sm.Submit:
		return smSubmitItem(s, in)
	case sm.Fly:
		return g.flyItem(s, in, fit)
	case sm.Pick:
		return g.pickItem(s, in, fit)
	case sm.Target:
		return g.targetItem(in, fit)
	case sm.Resolve:
		return g.resolveItem(s, in, fit)
	case sm.Lose:
		return g.loseLabel(s, in)
	case sm.Place:
		if s != nil {
			if sh, ok := s.Ship(in.Ship); ok {
				return fmt.Sprintf("%s (%s, CR %d)", in.Ship, sh.Class, sh.CR)
			}
		}
		return in.Ship
	case sm.PlaceObject:
		if s != nil {
			return fmt.Sprintf("object %d of %d", s.ObjectsToPlace()-s.ObjectsLeft()+1, s.ObjectsToPlace())
		}
		return "an object"
	case sm.ChooseEdge:
		if s != nil {
			_, rows, _ := strings.Cut(s.ZoneWords(in.Edge), ", ")
			return fmt.Sprintf("%s (%s)", in.Edge, rows)
		}
		return in.Edge
	case sm.AddShip:
		return smAddShipItem(s, in)
	case sm.RemoveShip:
		return "a " + in.Class
	case sm.AutoFleet:
		return "Automatic fleet"
	case sm.Ready:
		if in.Uneven {
			return "Fleet ready (uneven: fight anyway)"
		}
		return "Fleet ready"
	case sm.Launch:
		return smLaunchItem(s, in, fit)
	case sm.Fire:
		// Named by its group's label: its key ends the fire at once (the
		// screen asks first when a battery could still declare), resolving
		// whatever is still declared.
		return smGroups[sm.KindFire][0]
	}
	return in.String()
}

// smOrdersItem names a ship whose orders are to be written, with its MP,
// and the orders it already has when Legal offers them for a rewrite.
func smOrdersItem(s *sm.State, in sm.WriteOrders) string {
	if s != nil {
		if sh, ok := s.Ship(in.Ship); ok {
			if sh.HasOrders && sh.Orders != "" { // the ship's own: Legal lists them for a rewrite
				return fmt.Sprintf("%s (%d MP): rewrite %s", in.Ship, sh.MP, sh.Orders)
			}
			return fmt.Sprintf("%s (%d MP)", in.Ship, sh.MP)
		}
	}
	return in.Ship
}

// smSubmitItem warns, on the submit line, how many of the side's ships
// that could move have no orders and so stand still.
func smSubmitItem(s *sm.State, in sm.Submit) string {
	if s != nil {
		n := 0
		for _, sh := range s.Ships() {
			if sh.Side == in.By && sh.CanMove && !sh.HasOrders {
				n++
			}
		}
		switch n {
		case 0:
		case 1:
			return "Submit (1 ship stands still)"
		default:
			return fmt.Sprintf("Submit (%d ships stand still)", n)
		}
	}
	return "Submit the orders"
}

// flyItem names a flight's move: where to and whom it hits, shortened to
// fit the list's width fit.
func (g *smGame) flyItem(s *sm.State, in sm.Fly, fit int) string {
	name := g.craftName(in.Craft)
	count := ""
	if c, ok := smCraftIn(s, in.Craft); ok && !c.Satellite {
		count = fmt.Sprintf(" (%d)", c.Fighters)
	}
	if smStays(s, in) {
		return name + count + ": stay"
	}
	hit := ""
	if !in.Target.IsZero() {
		hit = ", hit " + smTargetName(in.Target)
	}
	// The fighters left give way first, then the word "to".
	for _, l := range []string{
		name + count + ": to " + sm.HexLabel(in.At()) + hit,
		name + ": to " + sm.HexLabel(in.At()) + hit,
	} {
		if tui.Width(l) <= fit {
			return l
		}
	}
	l := name + " " + sm.HexLabel(in.At())
	if !in.Target.IsZero() {
		l += ", " + smTargetName(in.Target)
	}
	return l
}

// pickItem names the flight picked to act next, shown after the group's
// word when alone ("[p] Pick an enemy Hi/F3 (6)"): "acts next" gives way
// first when the list is narrow.
func (g *smGame) pickItem(s *sm.State, in sm.Pick, fit int) string {
	l := g.craftName(in.Craft)
	if c, ok := smCraftIn(s, in.Craft); ok {
		l = fmt.Sprintf("%s (%d)", l, c.Fighters)
	}
	if tui.Width(smGroups[sm.KindPick][0]+" "+l+" acts next") <= fit {
		return l + " acts next"
	}
	return l
}

// targetItem names a battery's declaration (the ship, the battery, its
// weapons and their count, the target), giving way to the ship's id and
// fewer words when the list is narrow.
func (g *smGame) targetItem(in sm.Target, fit int) string {
	n, name := g.weaponsFor(in)
	if len(in.Mounts) > 0 {
		// The line of a battery's typed field (4.1.1: which weapons
		// fire at which target, a battery split or held back in part).
		for _, l := range []string{
			fmt.Sprintf("%s (%s) %s: chosen weapons", in.Ship, in.Battery, name),
			fmt.Sprintf("%s (%s): chosen weapons", in.Ship, in.Battery),
			fmt.Sprintf("%s (%s): chosen weapons", g.ids[in.Ship], in.Battery),
		} {
			if tui.Width(l) <= fit {
				return l
			}
		}
		return fmt.Sprintf("%s (%s): weapons", g.ids[in.Ship], in.Battery)
	}
	l := fmt.Sprintf("%s (%s) %s ×%d at %s", in.Ship, in.Battery, name, n, smTargetName(in.Target))
	if tui.Width(l) > fit {
		l = fmt.Sprintf("%s (%s) ×%d at %s", in.Ship, in.Battery, n, smTargetName(in.Target))
	}
	if id := g.ids[in.Ship]; tui.Width(l) > fit && id != "" {
		l = fmt.Sprintf("%s (%s) ×%d at %s", id, in.Battery, n, smTargetName(in.Target))
	}
	return l
}

// resolveItem names a ship whose declarations are to be resolved, with
// how many it has, shortened to fit after the group's word.
func (g *smGame) resolveItem(s *sm.State, in sm.Resolve, fit int) string {
	if s != nil {
		n := 0
		for _, d := range s.Declared() {
			if d.Ship == in.Ship {
				n++
			}
		}
		// Shown after the group's word ("[v] Resolve Admirable (…)"):
		// "declaration" gives way to the log's "attack", then the id.
		for _, l := range []string{
			fmt.Sprintf("%s (%s)", in.Ship, engine.Count(n, "declaration", "declarations")),
			fmt.Sprintf("%s (%s)", in.Ship, engine.Count(n, "attack", "attacks")),
		} {
			if tui.Width("Resolve "+l) <= fit {
				return l
			}
		}
		if id := g.ids[in.Ship]; id != "" {
			return fmt.Sprintf("%s (%s)", id, engine.Count(n, "attack", "attacks"))
		}
	}
	return in.Ship
}

// smAddShipItem names a class the fleet may buy, with its CR.
func smAddShipItem(s *sm.State, in sm.AddShip) string {
	if s != nil {
		for _, c := range s.Buildable(in.By) {
			if c.Name == in.Class {
				return fmt.Sprintf("%s (CR %d)", c.Name, c.CR)
			}
		}
	}
	return in.Class
}

// smLaunchItem names one count of satellites to launch: one line per
// count, 0 to the ship's limit (C.5), each saying what stays aboard when
// the list is wide enough.
func smLaunchItem(s *sm.State, in sm.Launch, fit int) string {
	left := -1
	if s != nil {
		if sh, ok := s.Ship(in.Ship); ok {
			left = sh.SatellitesLeft
		}
	}
	what := "none"
	if in.Count > 0 {
		what = strconv.Itoa(in.Count)
	}
	l := fmt.Sprintf("%s: launch %s", in.Ship, what)
	if left >= 0 {
		if k := fmt.Sprintf("%s, keep %d", l, left-in.Count); tui.Width(k) <= fit {
			return k
		}
	}
	return l
}

// craftName shortens a flight's name with its carrier's id: "Pa/F1".
func (g *smGame) craftName(id sm.CraftID) string {
	if g.ids == nil || g.ids[id.Carrier] == "" {
		return id.String()
	}
	short := id
	short.Carrier = g.ids[id.Carrier]
	return short.String()
}

func smCraftIn(s *sm.State, id sm.CraftID) (sm.CraftInfo, bool) {
	if s == nil {
		return sm.CraftInfo{}, false
	}
	return smCraft(s, id)
}

// smTargetName writes a target as a player would: "fighters 0512".
func smTargetName(t sm.Ref) string {
	if t.Fighters {
		return "fighters " + sm.HexLabel(t.At)
	}
	return t.Ship
}

// weaponsFor counts the weapons a declaration would commit (its mounts, or
// every free working one that bears on the target) and names the battery.
func (g *smGame) weaponsFor(in sm.Target) (int, string) {
	s := g.last
	if s == nil || len(in.Battery) != 1 {
		return len(in.Mounts), "battery"
	}
	sh, ok := s.Ship(in.Ship)
	if !ok {
		return len(in.Mounts), "battery"
	}
	for _, b := range sh.Batteries {
		if b.Letter == in.Battery[0] {
			mounts, _ := s.Weapons(in)
			return len(mounts), b.Name
		}
	}
	return 0, "battery"
}

// weaponsPrompt makes the choice of a battery's weapons a text field,
// "N,N TARGET" (4.1.1: a ship declares which weapons fire at each target,
// so a battery may be split between targets or fire in part). The list
// shows one line for the battery; its single weapons at each target, one
// for each set of arcs, are the completions.
func weaponsPrompt(s *sm.State, t sm.Target) (prompt, text string, suggestions []string, ok bool) {
	prompt = fmt.Sprintf("Weapons of %s (%s) and the target (N,N TARGET)", t.Ship, t.Battery)
	text = weaponsText(t)
	if s != nil {
		// The record draws a battery's weapons as their arcs alone; the
		// prompt numbers them, so that "1,3" need not be counted off the
		// sheet (the stop-29 play-test had to).
		if arcs := numberedMounts(s, t); arcs != "" {
			prompt = fmt.Sprintf("Weapons of %s (%s: %s) and the target (N,N TARGET)", t.Ship, t.Battery, arcs)
		}
		// Legal offers each weapon alone at each target it bears on; the
		// completions add every set of them at that target, so that tab
		// finishes "1,3 Le" as it finishes "1 Le".
		var targets []sm.Target
		for _, in := range s.Legal(t.By) {
			if o, ok := in.(sm.Target); ok && len(o.Mounts) == 1 && o.Ship == t.Ship && o.Battery == t.Battery {
				k := slices.IndexFunc(targets, func(x sm.Target) bool { return x.Target == o.Target })
				if k < 0 {
					targets = append(targets, o)
					continue
				}
				targets[k].Mounts = append(targets[k].Mounts, o.Mounts[0])
			}
		}
		for _, o := range targets {
			suggestions = append(suggestions, weaponSets(o)...)
		}
	}
	return prompt, text, suggestions, true
}

// maxSuggestedSet is the most weapons at one target whose every set is a
// completion (63 lines); a larger battery completes its single weapons
// and the whole of them.
const maxSuggestedSet = 6

// weaponSets is the field's text of each set of o's weapons at o's target
// (o.Mounts: the weapons that bear there), the single weapons first.
func weaponSets(o sm.Target) []string {
	ms := slices.Clone(o.Mounts)
	slices.Sort(ms)
	var sets [][]int
	if len(ms) > maxSuggestedSet {
		for _, m := range ms {
			sets = append(sets, []int{m})
		}
		sets = append(sets, ms)
	} else {
		for bits := 1; bits < 1<<len(ms); bits++ {
			var set []int
			for k, m := range ms {
				if bits&(1<<k) != 0 {
					set = append(set, m)
				}
			}
			sets = append(sets, set)
		}
		slices.SortStableFunc(sets, func(a, b []int) int { return len(a) - len(b) })
	}
	out := make([]string, len(sets))
	for k, set := range sets {
		o.Mounts = set
		out[k] = weaponsText(o)
	}
	return out
}

// numberedMounts lists the weapons of t's battery by number and arcs, as
// the field reads them: "1 AB, 2 AC, 3 BD, 4 EF".
func numberedMounts(s *sm.State, t sm.Target) string {
	sh, ok := s.Ship(t.Ship)
	if !ok || len(t.Battery) != 1 {
		return ""
	}
	for _, b := range sh.Batteries {
		if b.Letter != t.Battery[0] {
			continue
		}
		parts := make([]string, len(b.Mounts))
		for i, m := range b.Mounts {
			parts[i] = strconv.Itoa(i+1) + " " + m.String()
		}
		return strings.Join(parts, ", ")
	}
	return ""
}

// weaponsText writes a declaration as its field reads it: the weapons by
// number, then the target ("2,3 Hive", "1 fighters 1507").
func weaponsText(t sm.Target) string {
	nums := make([]string, len(t.Mounts))
	for k, m := range t.Mounts {
		nums[k] = strconv.Itoa(m + 1)
	}
	return strings.Join(nums, ",") + " " + flyTargetText(t.Target)
}

// parseWeapons reads "N,N TARGET" (the weapons by their numbers on the
// record, separated by commas or spaces, then a ship's name or the
// fighters in a hex) and checks the declaration as the rules will, so
// that the panel names the rule a wrong weapon breaks (4.1.1, 4.1.2).
func parseWeapons(st engine.State, me engine.Player, like sm.Target, text string) (engine.Intent, error) {
	fields := strings.Fields(strings.ReplaceAll(text, ",", " "))
	var mounts []int
	k := 0
	for ; k < len(fields); k++ {
		n, err := strconv.Atoi(fields[k])
		if err != nil {
			break
		}
		if n < 1 {
			return nil, fmt.Errorf("weapon %d: the weapons are numbered from 1, as on the record", n)
		}
		mounts = append(mounts, n-1)
	}
	if len(mounts) == 0 {
		return nil, fmt.Errorf("write the weapons of (%s) by number, then the target, e.g. %s (4.1.1)", like.Battery, weaponsText(like))
	}
	if k == len(fields) {
		return nil, errors.New("name the target after the weapons: a ship, or fighters CCRR (4.1.1)")
	}
	target, err := flyTarget(fields[k:])
	if err != nil {
		return nil, err
	}
	in := sm.Target{By: me, Ship: like.Ship, Battery: like.Battery, Target: target, Mounts: mounts}
	if err := st.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// flyPrompt makes a flight's move a text field: a flight may end in any hex
// within ten (5.1.2), too many to list. The listed moves are offered as
// completions.
func (b *starmadaBoard) flyPrompt(s *sm.State, f sm.Fly) (prompt, text string, suggestions []string, ok bool) {
	prompt = "Fly " + f.Craft.String() + " (CCRR [target])"
	// The field opens on the move the list showed: enter takes it, or the
	// player writes another.
	text = sm.HexLabel(f.At())
	if !f.Target.IsZero() {
		text += " " + flyTargetText(f.Target)
	}
	if s != nil {
		for _, in := range s.Legal(f.By) {
			if o, ok := in.(sm.Fly); ok && o.Craft == f.Craft {
				sugg := sm.HexLabel(o.At())
				if !o.Target.IsZero() {
					sugg += " " + flyTargetText(o.Target)
				}
				suggestions = append(suggestions, sugg)
			}
		}
	}
	return prompt, text, suggestions, true
}

// smStays reports whether a flight's move is to stay where it is, without
// attacking: a choice of its own in the list, typed by no one.
func smStays(s *sm.State, in sm.Fly) bool {
	c, ok := smCraftIn(s, in.Craft)
	return ok && in.At() == c.Hex && in.Target.IsZero()
}

// parseFly reads "CCRR" or "CCRR TARGET" and checks the move as the rules
// would, so that the panel names the rule a bad move breaks.
func parseFly(st engine.State, me engine.Player, like sm.Fly, text string) (engine.Intent, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil, errors.New("write the hex to fly to, as CCRR (e.g. 1508), then a target if any")
	}
	h, err := sm.ParseHex(fields[0])
	if err != nil {
		return nil, err
	}
	c, r := hex.ToOffset(h)
	target, err := flyTarget(fields[1:])
	if err != nil {
		return nil, err
	}
	in := sm.Fly{By: me, Craft: like.Craft, Col: c, Row: r, Target: target}
	if err := st.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// flyTargetText writes a flight's target as the field reads it: a ship's
// name, or "fighters 1509" for the craft in a hex.
func flyTargetText(t sm.Ref) string {
	if t.Fighters {
		return "fighters " + sm.HexLabel(t.At)
	}
	return t.Ship
}

// flyTarget reads the words after a flight's hex: nothing, a ship's name,
// or the craft in a hex as "fighters 1509", "f1509" or "fighters@1509".
func flyTarget(words []string) (sm.Ref, error) {
	switch {
	case len(words) == 2 && strings.EqualFold(words[0], "fighters"):
		h, err := sm.ParseHex(words[1])
		if err != nil {
			return sm.Ref{}, err
		}
		return sm.FightersTarget(h), nil
	case len(words) == 1 && len(words[0]) == 5 && (words[0][0] == 'f' || words[0][0] == 'F'):
		if h, err := sm.ParseHex(words[0][1:]); err == nil {
			return sm.FightersTarget(h), nil
		}
	}
	return sm.ParseRef(strings.Join(words, " "))
}

// WhyNot implements tui.Explainer: v with no attack declared says what the
// game says (the ship has declared no attack: declare its targets first,
// 4.1.1) rather than "not possible now, in the Combat phase", the very
// phase in which v resolves. Other keys keep the shell's word on the
// phase.
func (b *starmadaBoard) WhyNot(view engine.State, me engine.Player, kind string) string {
	s, ok := view.(*sm.State)
	if !ok || kind != sm.KindResolve {
		return ""
	}
	for _, sh := range s.Ships() {
		if sh.Side != me || !sh.CanMove || sh.Resolved {
			continue
		}
		if err := view.Check(sm.Resolve{By: me, Ship: sh.Name}); err != nil {
			return err.Error()
		}
	}
	return ""
}

// TakesCell implements tui.CellField: a set-up, an object's place and a
// flight's move begin with a hex the map may pick; a ship's orders
// ("3P2") name none, so ctrl+g and a click leave them alone.
func (b *starmadaBoard) TakesCell(like engine.Intent) bool {
	switch like.(type) {
	case sm.Place, sm.Fly, sm.PlaceObject:
		return true
	}
	return false
}
