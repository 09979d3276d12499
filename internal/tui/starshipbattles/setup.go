package starshipbattles

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The set-up (Starting Positions): the map with the player's set-up area
// marked, the ship being set up drawn where it would stand (• where the
// rules accept it, × where they refuse it, and why), the ships still to set
// up and the card of the one chosen. The arrows move it, r turns it, tab
// chooses another ship, enter sets it up; or the square and facing are
// typed, "12 29 n" (the top-left square of its space, then N, E, S or W).

var (
	keySetUp    = key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", "north"))
	keySetDown  = key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "south"))
	keySetLeft  = key.NewBinding(key.WithKeys("left"), key.WithHelp("←", "west"))
	keySetRight = key.NewBinding(key.WithKeys("right"), key.WithHelp("→", "east"))
	keySetTurn  = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "turn"))
	keySetNext  = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next ship"))
	keySetPrev  = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous ship"))
	keySetPlace = key.NewBinding(key.WithKeys("enter", "space"), key.WithHelp("enter", "set it up here"))
	keySetType  = key.NewBinding(key.WithKeys(":", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("0-9", "type x y facing"))
	keySetAuto  = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "where the scripted opponent would"))
	keySetZoom  = key.NewBinding(key.WithKeys("z"), key.WithHelp("z", "whole grid / close up"))
	// + and - zoom as on the map board; 0 stays a digit of the typed
	// square ("0 29 n"), z shows the whole grid.
	keySetZoomIn  = key.NewBinding(key.WithKeys("+", "="), key.WithHelp("+", "close up"))
	keySetZoomOut = key.NewBinding(key.WithKeys("-", "_"), key.WithHelp("-", "whole grid"))
	keyTypeDone   = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set it up"))
	keyTypeCancel = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back to the arrows"))
)

// setupModel is one player's set-up.
type setupModel struct {
	tui.Proposals
	st    tui.Styles
	theme *render.Theme
	view  *sb.State
	me    engine.Player

	ship   sb.ShipID   // the ship being set up
	at     grid.Square // the top-left square of its space
	facing grid.Facing
	zoom   render.Zoom // the detailed drawing, or the whole grid at once
	typing bool
	input  textinput.Model
	err    string
	// mapW, mapH are the map's room in the last frame drawn, so that a
	// click finds the square under it; clickW is how much of that room
	// the map shows (the panel may stand beside a narrower map).
	mapW, mapH, clickW int
	// shown is the window of the map the last frame drew, at zoom
	// shownZoom, from which the next one scrolls only as far as keeps the
	// ship in sight: scrolled afresh each frame, the map moved under a
	// click that moved the ship, and the second click of "click a square
	// and click it again" fell on another square and moved it on.
	shown     render.Viewport
	shownZoom render.Zoom
	// clicked is where on the screen the last click moved the ship, and
	// clickedAt where it moved it: a second click on the same cell sets
	// it up there even when the ship's block scrolled the map (a block
	// at the window's edge brings its margin into sight).
	clicked   *[2]int
	clickedAt grid.Square
}

func newSetupModel(cfg tui.Config, s *sb.State, me engine.Player, prev tui.PhaseModel) *setupModel {
	m, ok := prev.(*setupModel)
	if !ok || m.me != me {
		m = &setupModel{st: tui.NewStyles(cfg.Color), theme: cfg.Theme(), me: me, ship: sb.NoShip}
		m.input = textinput.New()
		m.input.Prompt = "at "
		m.input.Placeholder = "x y facing, e.g. 12 29 n"
		m.input.CharLimit = 24
		m.input.SetWidth(24)
		// A steady cursor: a blinking one would tick for ever, and the
		// field is short-lived.
		st := m.input.Styles()
		st.Cursor.Blink = false
		m.input.SetStyles(st)
		lo, hi := s.SetupRows(me)
		cols, _ := s.Grid()
		m.facing = grid.North
		m.at = grid.Square{X: cols / 2, Y: hi}
		if lo == 0 {
			m.facing = grid.South
			m.at.Y = lo
		}
	}
	m.view = s
	m.pick(0)
	m.nearestAccepted()
	return m
}

// nearestAccepted moves the ship being set up to the nearest square where
// the rules accept it, when they refuse where it is: after a ship is set
// up, the next one starts beside it rather than on top of it. The arrows
// may still take it anywhere, the refusal shown.
func (m *setupModel) nearestAccepted() {
	if m.ship == sb.NoShip || m.view.Check(m.intent()) == nil {
		return
	}
	cols, _ := m.view.Grid()
	lo, hi := m.view.SetupRows(m.me)
	n := m.size()
	best, bestD := m.at, -1
	for y := lo; y <= hi-n+1; y++ {
		for x := 0; x <= cols-n; x++ {
			d := abs(x-m.at.X) + 2*abs(y-m.at.Y) // along the edge first
			if bestD >= 0 && d >= bestD {
				continue
			}
			in := m.intent()
			in.At = grid.Square{X: x, Y: y}
			if m.view.Check(in) == nil {
				best, bestD = in.At, d
			}
		}
	}
	m.at = best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// waiting lists the player's ships still to set up.
func (m *setupModel) waiting() []sb.ShipInfo {
	var out []sb.ShipInfo
	for _, sh := range m.view.Ships() {
		if sh.Owner == m.me && sh.Where == sb.Unplaced {
			out = append(out, sh)
		}
	}
	return out
}

// pick moves the choice d ships on (0 keeps it, or takes the first ship
// left when the chosen one is set up), and keeps the ship's space where
// the cursor was, on the grid and in the set-up area.
func (m *setupModel) pick(d int) {
	ws := m.waiting()
	if len(ws) == 0 {
		return
	}
	i := 0
	for k, sh := range ws {
		if sh.ID == m.ship {
			i = k
		}
	}
	i = (i + d + len(ws)) % len(ws)
	m.ship = ws[i].ID
	m.clamp()
}

// size is the side of the chosen ship's space.
func (m *setupModel) size() int {
	sh, ok := m.view.Ship(m.ship)
	if !ok {
		return 1
	}
	return grid.ClassSize(sh.Class)
}

// clamp keeps the ship's space on the grid and in the set-up area.
func (m *setupModel) clamp() {
	cols, _ := m.view.Grid()
	lo, hi := m.view.SetupRows(m.me)
	n := m.size()
	m.at.X = min(max(0, m.at.X), cols-n)
	m.at.Y = min(max(lo, m.at.Y), hi-n+1)
}

func (m *setupModel) intent() sb.Place {
	return sb.Place{By: m.me, Ship: m.ship, At: m.at, Facing: m.facing}
}

func (m *setupModel) Typing() bool { return m.typing }

// Draft implements tui.Drafter: the square and facing typed and not
// entered, for the quit question (a save holds only the ships set up), with
// the side and the ship they were for. The shell asks nothing over a
// handoff, where the next player would read it.
func (m *setupModel) Draft() string {
	v := m.input.Value()
	if !m.typing || v == "" {
		return ""
	}
	name := fmt.Sprintf("ship %d", m.ship)
	if sh, ok := m.view.Ship(m.ship); ok {
		name = sh.Name
	}
	return fmt.Sprintf("%q, typed by %s to set up %s, is not entered and will not be kept: the save holds only the ships set up.", v, sideName(m.view, m.me), name)
}

// Keys implements tui.PhaseModel.
func (m *setupModel) Keys() tui.KeyMap {
	if m.typing {
		return tui.KeyMap{Short: []key.Binding{keyTypeDone, keyTypeCancel}}
	}
	return tui.KeyMap{
		Short: []key.Binding{brief(keySetPlace, "place"), keySetTurn, brief(keySetNext, "next"), brief(keySetType, "type"), brief(keySetAuto, "auto")},
		Full: [][]key.Binding{
			{keySetUp, keySetDown, keySetLeft, keySetRight},
			{keySetTurn, keySetNext, keySetPrev, keySetPlace},
			{keySetType, keySetAuto, keySetZoom, keySetZoomIn, keySetZoomOut},
		},
	}
}

// Update implements tui.PhaseModel.
func (m *setupModel) Update(msg tea.Msg) (tui.PhaseModel, tea.Cmd) {
	if c, ok := msg.(tea.MouseClickMsg); ok {
		m.click(c)
		return m, nil
	}
	if p, ok := msg.(tea.PasteMsg); ok {
		// A terminal's paste comes as one message, not as keys: it was
		// dropped (the key monkey's report, stop 36).
		if m.typing {
			return m, m.edit(p)
		}
		return m, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return m, nil
	}
	if m.typing {
		return m, m.typeKey(k)
	}
	m.err = ""
	switch {
	case key.Matches(k, keySetUp):
		m.at.Y--
	case key.Matches(k, keySetDown):
		m.at.Y++
	case key.Matches(k, keySetLeft):
		m.at.X--
	case key.Matches(k, keySetRight):
		m.at.X++
	case key.Matches(k, keySetTurn):
		m.facing = m.facing.Rotate(1)
	case key.Matches(k, keySetNext):
		m.pick(1)
		m.nearestAccepted()
	case key.Matches(k, keySetPrev):
		m.pick(-1)
		m.nearestAccepted()
	case key.Matches(k, keySetPlace):
		m.send(m.intent())
	case key.Matches(k, keySetAuto):
		m.scripted()
	case key.Matches(k, keySetZoom):
		if m.zoom == render.Detailed {
			m.zoom = render.Overview
		} else {
			m.zoom = render.Detailed
		}
	case key.Matches(k, keySetZoomIn):
		m.zoom = render.Detailed
	case key.Matches(k, keySetZoomOut):
		m.zoom = render.Overview
	case key.Matches(k, keySetType):
		m.typing = true
		m.input.SetValue(strings.TrimPrefix(k.Text, ":"))
		m.input.CursorEnd()
		return m, m.input.Focus()
	}
	m.clamp()
	return m, nil
}

// click moves the ship being set up to the square clicked on the map,
// which becomes the square its id stands on (a class 1 ship's middle),
// as the arrows would; a click on that square again sets it up there, as
// enter does (the README's "click it", and a second click acts, as in
// the action list). Before, a click on the set-up map did nothing.
func (m *setupModel) click(c tea.MouseClickMsg) {
	if m.typing || c.Button != tea.MouseLeft || c.X < 0 || c.Y < 0 || c.X >= m.clickW || c.Y >= m.mapH {
		return
	}
	in := m.intent()
	again := m.clicked != nil && *m.clicked == [2]int{c.X, c.Y} && m.clickedAt == m.at
	m.clicked = nil
	if again {
		m.send(in)
		return
	}
	v, vp := m.mapView(in, m.view.Check(in) == nil, m.mapW, m.mapH)
	q, ok := render.SquareAt(v, vp, c.X, c.Y)
	if !ok {
		return
	}
	m.err = ""
	if q == labelSquare(grid.NewSpace(m.at, m.size())) {
		m.send(in)
		return
	}
	// The id square's offset in a space anchored at the origin, so that
	// the id lands where clicked (labelSquare's inverse).
	off := labelSquare(grid.NewSpace(grid.Square{}, m.size()))
	m.at = grid.Square{X: q.X - off.X, Y: q.Y - off.Y}
	m.clamp()
	m.clicked, m.clickedAt = &[2]int{c.X, c.Y}, m.at
}

// typeKey reads the typed square and facing; the map shows it as it is
// typed.
func (m *setupModel) typeKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, keyTypeCancel):
		m.typing, m.err = false, ""
		m.input.Blur()
		return nil
	case key.Matches(k, keyTypeDone):
		in, err := parsePlace(m.input.Value(), m.me, m.ship, m.facing)
		if err != nil {
			m.err = err.Error()
			return nil
		}
		if err := m.view.Check(in); err != nil {
			m.err = "Refused: " + err.Error()
			return nil
		}
		m.at, m.facing, m.typing = in.At, in.Facing, false
		m.input.Blur()
		m.input.SetValue("")
		m.Propose(in)
		return nil
	}
	return m.edit(k)
}

// edit passes a key or a paste to the typed field and shows what it now
// reads on the map.
func (m *setupModel) edit(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	m.input, cmd = m.input.Update(msg)
	m.err = ""
	if in, err := parsePlace(m.input.Value(), m.me, m.ship, m.facing); err == nil {
		m.at, m.facing = in.At, in.Facing
	}
	return cmd
}

// parsePlace reads "x y facing" ("12 29 n", "12,29 N"; the facing may be
// left out and stays as it was).
func parsePlace(text string, me engine.Player, ship sb.ShipID, facing grid.Facing) (sb.Place, error) {
	f := strings.FieldsFunc(strings.TrimSpace(text), func(r rune) bool { return r == ' ' || r == ',' })
	if len(f) < 2 || len(f) > 3 {
		return sb.Place{}, errors.New(`type the top-left square and the facing: "12 29 n"`)
	}
	x, err1 := strconv.Atoi(f[0])
	y, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		return sb.Place{}, fmt.Errorf("%q is not a square: two numbers, x then y", f[0]+" "+f[1])
	}
	if len(f) == 3 {
		fc, err := grid.ParseFacing(f[2])
		if err != nil {
			return sb.Place{}, fmt.Errorf("%q is not a facing: N, E, S or W", f[2])
		}
		facing = fc
	}
	return sb.Place{By: me, Ship: ship, At: grid.Square{X: x, Y: y}, Facing: facing}, nil
}

// send checks a placement with the rules and sends it.
func (m *setupModel) send(in sb.Place) {
	if err := m.view.Check(in); err != nil {
		m.err = "Refused: " + err.Error()
		return
	}
	m.Propose(in)
}

// scripted puts the cursor where the scripted opponent would set up the
// next ship, and sets it up there.
func (m *setupModel) scripted() {
	opp, err := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
	if err != nil {
		m.err = err.Error()
		return
	}
	in, err := opp.Choose(m.view, m.me)
	if err != nil {
		m.err = err.Error()
		return
	}
	pl, ok := in.(sb.Place)
	if !ok {
		return
	}
	m.ship, m.at, m.facing = pl.Ship, pl.At, pl.Facing
	m.send(pl)
}

// View implements tui.PhaseModel: the map on the left, the ships to set
// up and the chosen one's card on the right.
func (m *setupModel) View(w, h int) string {
	sw := tui.SheetWidth(w)
	mw := max(12, w-sw-1)
	in := m.intent()
	err := m.view.Check(in)
	m.mapW, m.mapH, m.clickW = mw, h, mw
	mapLines := m.mapLines(in, err == nil, mw, h)
	if dw := drawnWidth(mapLines); dw+setupGap < mw {
		// The whole grid drawn narrower than its room keeps the panel
		// beside it, as the map board keeps its sheet in play: at 200×60
		// the 24 columns took 98 of 151 and the card stood fifty columns
		// off. The panel may widen up to the sheet's widest; what is left
		// lies at the right edge, where a click finds no square.
		m.clickW = dw
		for i, l := range mapLines {
			mapLines[i] = ansi.Truncate(l, dw, "") // only blanks go
		}
		pw := w - dw - setupGap
		right := m.panel(min(pw, max(sw, tui.SheetWidth(160))), h, err)
		return strings.Join(tui.Besides(tui.Column(mapLines, dw, h), tui.Column(right, pw, h), strings.Repeat(" ", setupGap)), "\n")
	}
	right := m.panel(sw, h, err)
	return strings.Join(tui.Besides(tui.Column(mapLines, mw, h), tui.Column(right, sw, h), " "), "\n")
}

// setupGap is the space between a map drawn narrower than its room and the
// panel beside it, as in play.
const setupGap = 2

// drawnWidth is the width of the widest of lines without the blanks at
// their ends.
func drawnWidth(lines []string) int {
	dw := 0
	for _, l := range lines {
		dw = max(dw, tui.Width(strings.TrimRight(tui.Plain(l), " ")))
	}
	return dw
}

// mapLines draws the map with its columns and rows numbered along the
// edges, scrolled to the ship being set up, or the whole grid at once.
func (m *setupModel) mapLines(in sb.Place, ok bool, w, h int) []string {
	v, vp := m.mapView(in, ok, w, h)
	m.shown, m.shownZoom = vp, v.Zoom
	return strings.Split(render.SquareMap(v, vp, m.theme), "\n")
}

// mapView is the map mapLines draws and the window of it shown in w×h.
func (m *setupModel) mapView(in sb.Place, ok bool, w, h int) (render.SquareMapView, render.Viewport) {
	s := m.view
	v := shipMap(s, m.me, nil)
	cells := &mapCells{cols: v.Cols, rows: v.Rows, cells: v.Cells}
	lo, hi := s.SetupRows(m.me)
	for y := lo; y <= hi; y++ {
		for x := 0; x < v.Cols; x++ {
			if q := (grid.Square{X: x, Y: y}); cells.cells[q].Text == "" && !cells.cells[q].Body {
				cells.mark(q, render.InRange)
			}
		}
	}
	ships := s.Ships()
	ids := mapIDs(s, ships)
	if validID(ships, m.ship) {
		sh := ships[m.ship]
		sh.Space, sh.Facing = grid.NewSpace(in.At, m.size()), in.Facing
		cells.ship(sh, ids[m.ship], colorOf(s, sh.Owner))
		mark := render.Reachable
		if !ok {
			mark = render.Target
		}
		for _, q := range sh.Space.Squares() {
			c := cells.cells[q]
			c.Highlight = mark
			cells.cells[q] = c
		}
	}
	v.Cursor = labelSquare(grid.NewSpace(in.At, m.size()))
	v.Zoom, v.Ruler = m.zoom, true
	v.ColLabel, v.RowLabel = strconv.Itoa, strconv.Itoa
	for _, sh := range ships {
		if sh.Where == sb.OnGrid {
			v.Units = append(v.Units, labelSquare(sh.Space))
		}
	}
	vp := render.Viewport{Width: w, Height: h}
	if m.shown.Width == w && m.shown.Height == h && m.shownZoom == v.Zoom {
		vp = m.shown
	}
	vp = render.ScrollToShowSquare(v, vp, in.At)
	vp = render.ScrollToShowSquare(v, vp, grid.Add(in.At, grid.Square{X: m.size() - 1, Y: m.size() - 1}))
	return v, vp
}

// panel is the right column: what is being set up and where, the ships
// still waiting, the card.
func (m *setupModel) panel(w, h int, err error) []string {
	s := m.view
	lo, hi := s.SetupRows(m.me)
	l := &lines{w: w, rows: h}
	l.add(m.st.Title.Render(sideName(s, m.me) + " sets up"))
	l.add(m.st.Subtle.Render(fmt.Sprintf("in rows %d–%d (:)", lo, hi)))
	if in := s.Initiative(); in.Setup[0] != 0 {
		l.wrap(fmt.Sprintf("Set-up rolls: %s %d, %s %d; the lower sets up first.",
			sb.Light, in.Setup[sb.Light], sb.Dark, in.Setup[sb.Dark]), func(x ...string) string { return m.st.Subtle.Render(strings.Join(x, "")) })
	}
	name := s.Name(m.ship)
	// Wrapped, not cut: at 80 columns "Star Destroyer at 10,0 facing S"
	// lost its facing to the panel's edge.
	l.wrap(fmt.Sprintf("%s at %d,%d facing %v", name, m.at.X, m.at.Y, m.facing), func(x ...string) string { return m.st.Selected.Render(strings.Join(x, "")) })
	if m.typing {
		l.add(m.input.View())
	}
	switch {
	case m.err != "":
		l.wrap(m.err, func(x ...string) string { return m.st.Err.Render(strings.Join(x, "")) })
	case err != nil:
		l.wrap(err.Error(), func(x ...string) string { return m.st.Warn.Render(strings.Join(x, "")) })
	}
	var names []string
	for _, sh := range m.waiting() {
		if sh.ID != m.ship {
			names = append(names, s.Name(sh.ID))
		}
	}
	if len(names) > 0 {
		l.wrap("Then: "+strings.Join(names, ", "), func(x ...string) string { return m.st.Subtle.Render(strings.Join(x, "")) })
	}
	if sh, ok := s.Ship(m.ship); ok {
		g := &sbGame{theme: m.theme, st: m.st}
		g.card(l, s, sh)
	}
	return l.out
}
