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

// ItemAt implements tui.StateNamer: the intent named in st, which the next
// frame draws; the names of the frame drawn stay the frame's.
func (b *sdBoard) ItemAt(st engine.State, in engine.Intent) string {
	g := b.game
	was, wasState := g.last, g.state
	g.last, g.state = sdState(st), st
	defer func() { g.last, g.state = was, wasState }()
	return g.Item(in)
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
	if kind == sd.KindDeclared {
		// n, which ends a step in every game, pressed where a step ends
		// craft by craft: say which key does, not that the game has no
		// missiles (a player ending a move heard of missiles and torps).
		switch s.Phase().Name {
		case sd.PhaseMove:
			return "in the Movement phase each craft ends its own move: s (End move)"
		case sd.PhaseFire, sd.PhaseFireOne:
			return "each gunner fires (x) or holds fire (p)"
		}
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
		if w := off(o.Drift, "the optional rule 10.2 (drift)"); w != "" {
			return w
		}
	case sd.KindSlip:
		if w := off(o.Sideslips, "the optional rule 10.4 (sideslips)"); w != "" {
			return w
		}
	case sd.KindDecoy:
		return off(o.Decoys, "the optional rule 10.7 (decoys)")
	case sd.KindDodge, sd.KindPointDef:
		return off(o.PointDefence, "the optional rule 10.7 (point defence)")
	case sd.KindDuel, sd.KindNoDuel:
		return off(o.GunneryDuels, "the optional rule 10.8 (gunnery duels)")
	case sd.KindRepair, sd.KindNoRepair:
		return off(o.DamageControl, "the optional rule 10.12 (damage control)")
	}
	if kind == sd.KindHold {
		// 5.1: only the initiative's winner, and only its last craft.
		if err := s.Check(sd.Hold{By: me}); err != nil && !strings.HasSuffix(err.Error(), "is not possible now") {
			return err.Error()
		}
		return ""
	}
	return whyNotStep(s, me, kind)
}

// whyNotStep is the rule that keeps the craft in the middle of its move
// from a step of kind: a second sideslip in a row (10.4), a turn in a hex
// it has turned in (5.2), a Full Stop after a step (10.2), too few MP. Before, the key said only "not
// possible now, in the Movement phase", the phase the player was in. The
// game says why of an intent it refuses, so the step is asked of it for
// that craft; "" when no craft of me is moving, or when the game has
// nothing more to say than that the step is not possible.
func whyNotStep(s *sd.State, me engine.Player, kind string) string {
	i, _, _ := s.Mover()
	if i < 0 || s.Craft(i).Side != me {
		return ""
	}
	c := sd.CraftID(i)
	var tries []engine.Intent
	switch kind {
	case sd.KindForward:
		tries = []engine.Intent{sd.Forward{By: me, Craft: c}}
	case sd.KindTurn:
		tries = []engine.Intent{sd.Turn{By: me, Craft: c, Dir: -1}, sd.Turn{By: me, Craft: c, Dir: 1}}
	case sd.KindSlip:
		tries = []engine.Intent{sd.Slip{By: me, Craft: c, Dir: -1}, sd.Slip{By: me, Craft: c, Dir: 1}}
	case sd.KindFullStop:
		// 10.2: only a craft that has neither moved nor turned.
		tries = []engine.Intent{sd.FullStop{By: me, Craft: c}}
	case sd.KindTight:
		tries = []engine.Intent{sd.Tight{By: me, Craft: c, Facing: sd.FaceAfterRoll}}
		if s.Options().SetTurns {
			f := int(s.Craft(i).Facing)
			tries = []engine.Intent{sd.Tight{By: me, Craft: c, Facing: (f + 2) % 6}, sd.Tight{By: me, Craft: c, Facing: (f + 4) % 6}}
		}
	}
	why := ""
	for _, in := range tries {
		err := s.Check(in)
		if err == nil {
			// One way is open: the list would have had it.
			return ""
		}
		if w := err.Error(); why == "" && !strings.HasSuffix(w, "is not possible now") {
			why = w
		}
	}
	return why
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
	// forwards counts each player's forward steps in last (loneForward),
	// found once a frame.
	forwards   [2]int
	forwardsOf *sd.State
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
