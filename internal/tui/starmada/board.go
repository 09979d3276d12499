package starmada

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
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

	forms map[formKey]int // the form of each list's lines (formFor), by frame state
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
// then ids of its number ("Vorr raider number 07 x" → 07, tui.NumberIDs),
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
	// A name's number tells it from its fleet's other ships when its
	// initials do not (tui.NumberIDs), before pairs of its letters.
	out = append(out, tui.NumberIDs(name)...)
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

// WhyNot implements tui.Explainer: v with no attack declared says what the
// game says (the ship has declared no attack: declare its targets first,
// 4.1.1) rather than "not possible now, in the Combat phase", the very
// phase in which v resolves. Other keys keep the shell's word on the
// phase.
//
// The keys of the steps before the battle say, once it has begun, that
// they work only then: y, the answer to every question, is also "Fleet
// ready", and a y pressed where no question stood said "[y] Fleet ready:
// not possible now, in the Damage phase" in a scenario that builds no
// fleet (found playing the satellites scenario at 80x24). The satellites'
// key says so to a side that has none aboard.
func (b *starmadaBoard) WhyNot(view engine.State, me engine.Player, kind string) string {
	s, ok := view.(*sm.State)
	if !ok {
		return ""
	}
	if !s.Preparing() {
		switch kind {
		case sm.KindAdd, sm.KindRemove, sm.KindAuto, sm.KindReady:
			return "only while the fleets are built, before the battle"
		case sm.KindPlace:
			return "only while the ships are set up, before the battle"
		case sm.KindObject:
			return "only while the objects are placed, before the battle"
		case sm.KindEdge:
			return "only while the set-up edges are chosen, before the battle"
		}
	}
	if kind == sm.KindLaunch {
		for _, sh := range s.Ships() {
			if sh.Side == me && live(sh) && sh.SatellitesLeft > 0 {
				return ""
			}
		}
		return "no ship of yours carries battle satellites"
	}
	if kind != sm.KindResolve {
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
