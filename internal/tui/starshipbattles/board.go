// Package starshipbattles is the screens of Star Wars Miniatures: Starship
// Battles: the map board (every ship over its squares, the overlays of the
// action under the cursor, the stat card, the Fleet Commander sheet and the
// fighter pools), the secret fleet builder, the set-up, and the questions
// the rules put to one player in the middle of a round. The rules are the
// game package's; these screens send intents and draw states.
package starshipbattles

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Screens are Starship Battles' screens, for the program's catalog: the
// map board, and the phase screens of the secret fleet builder, the set-up
// and the questions put to one player in the middle of a round.
func Screens() tui.Screens {
	return tui.Screens{
		Blurb: "Star Wars capital ships, starships and fighters on a square grid: d20 attacks at faces, Fleet Commander, secret fleets.",
		Board: func(cfg tui.Config) tui.Board { return newBoard(cfg) },
		Phase: phaseModel,
		Help:  help,
		// The rulebook plays rounds; the log ("Round 2 begins") and the
		// help say so, and so does the header.
		TurnWord: "Round",
	}
}

// keyFleet shows the Fleet Commander sheets and the fighter pools beside
// the map instead of the stat card.
var keyFleet = key.NewBinding(key.WithKeys("v"), key.WithHelp("v", "Fleet Commander & pools"))

// board is the square map board with what Starship Battles adds: the
// fleet sheet one key away, and the fleets being built before there is a
// map to show.
type board struct {
	*tui.SquareBoard
	game *sbGame
}

func newBoard(cfg tui.Config) *board {
	g := &sbGame{theme: cfg.Theme(), st: tui.NewStyles(cfg.Color)}
	return &board{SquareBoard: tui.NewSquareBoard(g, cfg), game: g}
}

// Height implements tui.Board: the map leaves the action list and the log
// nine rows at least, since a list of attacks is long.
func (b *board) Height(w, h int) int { return max(10, min(h-9, h*2/3+4)) }

// Draw implements tui.Board.
func (b *board) Draw(f tui.Frame) []string {
	s := sbState(f.State)
	b.game.last = s
	b.game.itemW = 32
	if f.W >= 120 {
		b.game.itemW = 38
	}
	if s == nil {
		return []string{"(not a Starship Battles state)"}
	}
	if f.State.Phase().Name == sb.PhaseBuild {
		return b.game.buildSummary(s, f.Me, f.W, f.H)
	}
	return b.SquareBoard.Draw(f)
}

// Key implements tui.KeyedBoard: v shows the fleet sheet, turns its pages
// when it has more than one, and after the last brings the card back.
func (b *board) Key(msg tea.KeyPressMsg) bool {
	if key.Matches(msg, keyFleet) {
		g := b.game
		switch {
		case !g.fleet:
			g.fleet, g.fleetPage = true, 0
		case g.fleetPage+1 < g.fleetPages:
			g.fleetPage++
		default:
			g.fleet, g.fleetPage = false, 0
		}
		return true
	}
	return b.SquareBoard.Key(msg)
}

// Bindings implements tui.KeyedBoard.
func (b *board) Bindings() []key.Binding {
	return append(b.SquareBoard.Bindings(), keyFleet)
}

// sbGame is Starship Battles' tui.SquareGame.
type sbGame struct {
	theme *render.Theme
	st    tui.Styles
	last  *sb.State // the state of the frame drawn, for naming intents
	// itemW is how wide an item of the action list may be without being
	// cut, at the width of the frame drawn (the game screen's list is 34
	// columns wide below 120, else 40, less the cursor's two).
	itemW int
	form  *listForm // how the list drawn last writes its ships (listForm)
	fleet bool      // the sheet shows the Fleet Commander sheets and pools
	// fleetPage is the page of the fleet sheet shown, of the fleetPages
	// it took when last drawn beside the map.
	fleetPage, fleetPages int
}

// MapView implements tui.SquareGame.
func (g *sbGame) MapView(st engine.State, me engine.Player, hover engine.Intent) render.SquareMapView {
	s := sbState(st)
	if s == nil {
		return render.SquareMapView{}
	}
	return shipMap(s, me, hover)
}

// centre is the square the screen follows for a ship.
func centre(sh sb.ShipInfo) grid.Square { return labelSquare(sh.Space) }

// intentShip is the ship an intent acts with.
func intentShip(in engine.Intent) (sb.ShipID, bool) {
	switch x := in.(type) {
	case sb.Place:
		return x.Ship, true
	case sb.Step:
		return x.Ship, true
	case sb.Stop:
		return x.Ship, true
	case sb.Launch:
		return x.Carrier, true
	case sb.Attack:
		return x.Ship, true
	}
	return sb.NoShip, false
}

// Focus implements tui.SquareGame: the ship the intent under the cursor
// acts with, the ship moving, the target of the attack under way, the
// first of the viewer's ships with something to do, any of its ships.
func (g *sbGame) Focus(st engine.State, me engine.Player, hover engine.Intent) (grid.Square, bool) {
	s := sbState(st)
	if s == nil {
		return grid.Square{}, false
	}
	ships := s.Ships()
	onGrid := func(id sb.ShipID) bool { return validID(ships, id) && ships[id].Where == sb.OnGrid }
	switch x := hover.(type) {
	case sb.Place:
		return x.At, true
	case sb.Displace:
		return x.To, true
	case sb.Attack:
		// The target, its faces and its card: the attacker is named in
		// the list and kept in sight when the window holds both.
		if onGrid(x.Target) {
			return centre(ships[x.Target]), true
		}
	}
	if id, ok := intentShip(hover); ok && onGrid(id) {
		return centre(ships[id]), true
	}
	if id, _ := s.Moving(); onGrid(id) {
		return centre(ships[id]), true
	}
	if a, ok := s.PendingAttack(); ok && onGrid(a.Target) {
		return centre(ships[a.Target]), true
	}
	for _, in := range st.Legal(me) {
		if id, ok := intentShip(in); ok && onGrid(id) {
			return centre(ships[id]), true
		}
	}
	for _, own := range []bool{true, false} {
		for _, sh := range ships {
			if sh.Where == sb.OnGrid && (sh.Owner == me) == own {
				return centre(sh), true
			}
		}
	}
	return grid.Square{}, false
}

// Also implements tui.AlsoShown: the attacker of an attack, where a fighter
// is launched or a step goes, the attacker of the attack under way.
func (g *sbGame) Also(st engine.State, me engine.Player, hover engine.Intent) (grid.Square, bool) {
	s := sbState(st)
	if s == nil {
		return grid.Square{}, false
	}
	ships := s.Ships()
	switch x := hover.(type) {
	case sb.Attack:
		if validID(ships, x.Ship) {
			return centre(ships[x.Ship]), true
		}
	case sb.Launch:
		return x.At, true
	case sb.Step:
		if validID(ships, x.Ship) {
			sh := ships[x.Ship]
			sh.Space.Anchor = grid.Add(sh.Space.Anchor, x.Dir.Offset())
			return centre(sh), true
		}
	}
	if a, ok := s.PendingAttack(); ok && validID(ships, a.Ship) && hover == nil {
		return centre(ships[a.Ship]), true
	}
	return grid.Square{}, false
}

// Units implements tui.SquareGame: the viewer's ships, then the others.
// A ship moving through an ally's square (Other Ships) shares it for a
// moment: the square is listed once, as the ship drawn on it.
func (g *sbGame) Units(st engine.State, me engine.Player) []grid.Square {
	s := sbState(st)
	if s == nil {
		return nil
	}
	var out []grid.Square
	listed := map[grid.Square]bool{}
	for _, own := range []bool{true, false} {
		for _, sh := range s.Ships() {
			if c := centre(sh); sh.Where == sb.OnGrid && (sh.Owner == me) == own && !listed[c] {
				listed[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// shipAt is the ship on the grid with a square at q.
func shipAt(ships []sb.ShipInfo, q grid.Square) (sb.ShipInfo, bool) {
	for _, sh := range ships {
		if sh.Where == sb.OnGrid && sh.Space.Contains(q) {
			return sh, true
		}
	}
	return sb.ShipInfo{}, false
}

// shipOn is the ship the map shows at q: the ship moving, when it passes
// through an ally's square (Other Ships), else the ship there.
func shipOn(s *sb.State, ships []sb.ShipInfo, q grid.Square) (sb.ShipInfo, bool) {
	if id, _ := s.Moving(); validID(ships, id) && ships[id].Where == sb.OnGrid && ships[id].Space.Contains(q) {
		return ships[id], true
	}
	return shipAt(ships, q)
}

// Sheet implements tui.SquareGame: what the intent under the cursor would
// do, then the stat card of the ship at c (or the Fleet Commander sheets
// and pools, when asked with v).
func (g *sbGame) Sheet(st engine.State, me engine.Player, c grid.Square, hover engine.Intent, w, rows int) []string {
	s := sbState(st)
	if s == nil {
		return nil
	}
	l := &lines{w: w, rows: rows}
	g.hoverLines(l, s, me, hover)
	if g.fleet {
		g.fleetSheet(l, s, me)
		return l.out
	}
	ships := s.Ships()
	switch x := hover.(type) {
	case sb.Place:
		if validID(ships, x.Ship) {
			g.card(l, s, ships[x.Ship])
			return l.out
		}
	case sb.Play:
		g.fleetSheet(l, s, me)
		return l.out
	}
	if sh, ok := shipOn(s, ships, c); ok {
		g.card(l, s, sh)
		return l.out
	}
	l.add(g.st.Subtle.Render(fmt.Sprintf("Empty square %d,%d", c.X, c.Y)))
	if p := s.Phase(); p.Name == sb.PhaseSetup && len(p.Actors) > 0 {
		lo, hi := s.SetupRows(p.Actors[0])
		l.add(g.st.Subtle.Render(fmt.Sprintf("%s sets up in rows %d–%d", sideName(s, p.Actors[0]), lo, hi)))
	}
	l.add(g.st.Subtle.Render("v: Fleet Commander & pools"))
	return l.out
}

// lines collects a sheet's lines, cut to its width and height.
type lines struct {
	w, rows int
	out     []string
}

func (l *lines) add(s string) bool {
	if len(l.out) >= l.rows {
		return false
	}
	l.out = append(l.out, tui.Truncate(s, l.w))
	return true
}

// wrap adds text wrapped to the sheet's width, each line styled.
func (l *lines) wrap(text string, style func(...string) string) {
	for _, s := range tui.Wrap(text, l.w, 2) {
		l.add(style(s))
	}
}

// buildSummary is what the board shows while fleets are built: each side's
// progress (the other team's cards stay secret until both are done).
func (g *sbGame) buildSummary(s *sb.State, me engine.Player, w, h int) []string {
	out := []string{g.st.Title.Render("Fleets are being built in secret")}
	for p := engine.Player(0); int(p) < s.Players(); p++ {
		f := s.Fleet(p)
		state := "building"
		if f.Done {
			state = "ready"
		}
		line := fmt.Sprintf("%s: %s", sideName(s, p), state)
		if f.Picks != nil {
			cards := "cards"
			if len(f.Picks) == 1 {
				cards = "card"
			}
			line += fmt.Sprintf(" · %d of %d points · %d %s", f.Points, f.Budget, len(f.Picks), cards)
		}
		out = append(out, line)
	}
	out = append(out, "", g.st.Subtle.Render("The fleets are revealed together when every side is ready."))
	for i := range out {
		out[i] = tui.Truncate(out[i], w)
	}
	return out
}

// Group implements tui.SquareGame.
func (g *sbGame) Group(kind string) (string, string) {
	if v, ok := groups[kind]; ok {
		return v[0], v[1]
	}
	return kind, ""
}

// groups are the action list's groups: a label and a hotkey for each kind
// of intent. None uses a key of the game screen (tui.ReservedKeys) nor the
// board's own v, nor the map board's letters (f follow, g go to, m move the
// map, M, U), which an action's key would take over while it is legal.
var groups = map[string][2]string{
	sb.KindAdd:      {"Add a card", "b"},
	sb.KindRemove:   {"Take a card out", "x"},
	sb.KindDone:     {"Done", "n"},
	sb.KindPlace:    {"Set up", "p"},
	sb.KindStep:     {"Move", "w"},
	sb.KindStop:     {"Stop", "s"},
	sb.KindLaunch:   {"Launch a fighter", "l"},
	sb.KindAttack:   {"Attack", "a"},
	sb.KindPlay:     {"Fleet Commander", "c"},
	sb.KindPass:     {"Pass", "n"},
	sb.KindDisplace: {"Place the pushed fighter", "t"},
	sb.KindShift:    {"Emperor's Will", "e"},
	sb.KindReroll:   {"Reroll initiative", "r"},
	sb.KindOrder:    {"Who moves first", "o"},
}

// Item implements tui.SquareGame: each intent in the player's words,
// "Viscount Barrage at Executor front".
func (g *sbGame) Item(in engine.Intent) string {
	s := g.last
	if s == nil {
		if _, ok := in.(sb.Done); ok {
			// The list is built before the first frame is drawn: Done
			// still starts with its label, so that its key takes it.
			return "Done"
		}
		return in.String()
	}
	if a, ok := in.(sb.Attack); ok && g.itemW > 0 {
		return g.listForm(s, a.By).attack(a)
	}
	if p, ok := in.(sb.Play); ok && g.itemW > 0 {
		return g.listForm(s, p.By).play(p)
	}
	return itemText(s, in)
}

func itemText(s *sb.State, in engine.Intent) string {
	ships := s.Ships()
	name := func(id sb.ShipID) string {
		if validID(ships, id) {
			return s.Name(id)
		}
		return fmt.Sprintf("ship %d", id)
	}
	cardName := func(c sb.CardID) string {
		if card, ok := s.Card(c); ok {
			return card.Name
		}
		return fmt.Sprintf("card %d", c)
	}
	switch x := in.(type) {
	case sb.Add:
		if card, ok := s.Card(x.Card); ok {
			return fmt.Sprintf("%s (%d)", card.Name, card.Cost)
		}
	case sb.Remove:
		return cardName(x.Card)
	case sb.Done:
		return doneText(s, x.By)
	case sb.Place:
		return fmt.Sprintf("%s at %d,%d facing %v", name(x.Ship), x.At.X, x.At.Y, x.Facing)
	case sb.Step:
		if validID(ships, x.Ship) {
			sh := ships[x.Ship]
			to := grid.Add(sh.Space.Anchor, x.Dir.Offset())
			if !s.OnGrid(grid.NewSpace(to, sh.Space.Size)) {
				// Moving Off the Stellar Grid: said before the key is
				// pressed, not only in the log after.
				return fmt.Sprintf("%s %s off the grid: flees, destroyed", name(x.Ship), stepWord(sh, x.Dir))
			}
			return fmt.Sprintf("%s %s to %d,%d", name(x.Ship), stepWord(sh, x.Dir), to.X, to.Y)
		}
	case sb.Stop:
		if validID(ships, x.Ship) {
			// To follow the group's label: "Stop Falcon, facing E",
			// "Stop Y-wing where it is" (it holds its position).
			sh := ships[x.Ship]
			moving, _ := s.Moving()
			where := ""
			if moving != x.Ship {
				where = " where it is"
			}
			if sh.Class == 3 {
				return fmt.Sprintf("%s%s, facing %v", name(x.Ship), where, x.Facing)
			}
			if where == "" {
				return name(x.Ship) + " here"
			}
			return name(x.Ship) + where
		}
	case sb.Launch:
		return fmt.Sprintf("%s at %d,%d from %s", name(x.Fighter), x.At.X, x.At.Y, name(x.Carrier))
	case sb.Attack:
		return attackText(s, ships, x)
	case sb.Play:
		// One line per ship that could pay, when several could: the
		// first is the ship the program picks.
		text := fmt.Sprintf("%s (class %d)", x.Option, x.Option.Class())
		if len(s.Payers(x.By, x.Option)) > 1 {
			text += ", paid by " + payerText(s, x)
		}
		return text
	case sb.Pass:
		return "Pass"
	case sb.Displace:
		return fmt.Sprintf("%s to %d,%d", name(x.Fighter), x.To.X, x.To.Y)
	case sb.Shift:
		return "Shift the damage to " + name(x.To)
	case sb.Reroll:
		return "Reroll the initiative check"
	case sb.Order:
		if x.MoveFirst {
			return "Move first, attack second"
		}
		return "Move second, attack first"
	}
	return s.Describe(in, in.Actor())
}

// attackText is "Viscount Barrage at Executor front".
func attackText(s *sb.State, ships []sb.ShipInfo, x sb.Attack) string {
	if !validID(ships, x.Ship) || !validID(ships, x.Target) {
		return s.Describe(x, x.By)
	}
	w, ok := weaponOf(s, ships[x.Ship], x.Weapon)
	wn := fmt.Sprintf("weapon %d", x.Weapon)
	if ok {
		wn = w.Name
	}
	t := fmt.Sprintf("%s %s at %s", s.Name(x.Ship), wn, s.Name(x.Target))
	if x.Face != 0 {
		t += " " + x.Face.String()
	}
	return t
}

// stepWord says where a step goes: for the ships whose facing matters
// (class 1 and 2) "N" straight ahead, "turn E" for a quarter turn and then
// ahead, "diagonal NE" (Power to Engines); a compass point for the others.
func stepWord(sh sb.ShipInfo, d sb.Dir) string {
	if sh.Class > 2 {
		return d.String()
	}
	switch (d - sb.DirOf(sh.Facing) + 8) % 8 {
	case 0:
		return d.String()
	case 2, 6:
		return "turn " + d.String()
	}
	return "diagonal " + d.String()
}

// doneText names what Done ends now, starting with the group's label:
// "Done moving". An item that only extends its label is no choice, so the
// d key takes it at once instead of opening a list of one line. What it
// would leave unused (ships that could still move, fighters to launch,
// weapons that could fire) the game screen asks about before it applies
// Done (engine.Unspender).
func doneText(s *sb.State, p engine.Player) string {
	switch w := s.Describe(sb.Done{By: p}, p); {
	case s.Phase().Name == sb.PhaseBuild:
		return w
	case strings.HasPrefix(w, "done "):
		return "Done " + strings.TrimPrefix(w, "done ")
	}
	return "Done"
}

// AutoZoomLimit implements tui.AutoZoomLimit: the board's own zoom stops
// at the compact drawing, whose ids and facings a player moves by; the
// overview's one letter a ship (two T's by the Executor in the Quick Start
// at 80×24) is for 0 and -.
func (g *sbGame) AutoZoomLimit() render.Zoom { return render.Compact }

// ColumnLabel and RowLabel number the grid's columns and rows from 0, as
// the rules, the log and the set-up screen write squares ("10,29").
func (g *sbGame) ColumnLabel(col int) string { return strconv.Itoa(col) }
func (g *sbGame) RowLabel(row int) string    { return strconv.Itoa(row) }

// UnitName names the ship at c, for the map board's unit list and its
// goto field.
func (g *sbGame) UnitName(st engine.State, me engine.Player, c grid.Square) string {
	s := sbState(st)
	if s == nil {
		return ""
	}
	if sh, ok := shipOn(s, s.Ships(), c); ok {
		return s.Name(sh.ID)
	}
	return ""
}

// Place implements tui.UnitPlace: the unit list names a ship by its
// top-left square, as the log and the legend do, where tab and go-to use
// the square at its centre.
func (g *sbGame) Place(st engine.State, me engine.Player, c grid.Square) grid.Square {
	if s := sbState(st); s != nil {
		if sh, ok := shipOn(s, s.Ships(), c); ok {
			return sh.Space.Anchor
		}
	}
	return c
}

// Summary sums up the ship at c in a line: side, class, damage against
// its Hull, reduced, what it did this round.
func (g *sbGame) Summary(st engine.State, me engine.Player, c grid.Square) string {
	s := sbState(st)
	if s == nil {
		return ""
	}
	sh, ok := shipOn(s, s.Ships(), c)
	if !ok {
		return ""
	}
	card, _ := s.Card(sh.Card)
	hull := card.Full.Hull
	side := ""
	if sh.Reduced && card.Reduced != nil {
		hull, side = card.Reduced.Hull, " · reduced"
	}
	return fmt.Sprintf("%s · %s · class %d · dmg %d/%d%s", s.Name(sh.ID), sideName(s, sh.Owner), sh.Class, sh.Damage, hull, side)
}
