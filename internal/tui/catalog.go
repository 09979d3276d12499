package tui

import (
	"fmt"
	"strconv"
	"unicode"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Screens is what a game's screen package (internal/tui/<id>) gives the
// shell: a line for the menu, the board of its game screen, and the
// screens that make a scenario rather than pick a shipped one.
type Screens struct {
	// Blurb says in a line what the game is, for the menu.
	Blurb string
	// Board makes the game-specific part of the game screen; nil leaves
	// the game playable through the action list and the log.
	Board func(cfg Config) Board
	// Makers are scenario makers offered after the shipped scenarios.
	Makers []ScenarioMaker
	// Phase gives the game's own screen for the phase its game is in, when
	// that phase needs more than the board and the action list (a fleet
	// builder, a roster): nil keeps the usual screen. The game screen asks
	// after every change, with the state as me may see it and the model it
	// was given last time (nil at first), so that a model can keep its
	// cursor while its phase goes on.
	Phase func(cfg Config, view engine.State, me engine.Player, prev PhaseModel) PhaseModel
	// Help gives the game's pages of the full help (?) besides the keys: a
	// legend of every glyph on its map and sheets, the turn sequence with
	// the current phase marked, the rules of what the cursor is on.
	Help func(view engine.State, me engine.Player, hover engine.Intent) []HelpPage
	// TurnWord is the word the game counts its turns by when it is not
	// "Turn" (Starship Battles plays rounds): the game screen's header
	// then reads "Round 3", as the game's log and help do.
	TurnWord string
	// StageEnd is the page of a battle of a series (a campaign) that the
	// intent from before to after ended: who won it and why, what each
	// side lost, where the series stands now; nil when that intent ended
	// none. last is true when no battle of the series is left. The game
	// screen shows the page before the next battle's briefing, and again
	// on a resume while no person has acted since; the page ends with the
	// screen's own lines (whether it is saved, and the key to go on).
	StageEnd func(cfg Config, before, after engine.State, w int) (page []string, last bool)
}

// PhaseModel is a game's own screen for one phase of a session: it shows
// the phase and turns keys into intents, which it proposes to the game
// screen (Proposer, Proposals); the game screen applies and saves them
// like any other, and asks Screens.Phase again. The game screen keeps its
// header, status line, undo (u), help (?) and quit (q) around it.
type PhaseModel interface {
	// Update takes keys, clicks (their Y counted from the model's top line)
	// and the model's own messages (the answers of its commands).
	Update(msg tea.Msg) (PhaseModel, tea.Cmd)
	// View draws the model in exactly w×h cells; it changes nothing.
	View(w, h int) string
	// Keys are the model's key map, for the help line and the full help.
	Keys() KeyMap
	// Typing is true while the model reads text: q, u and ? reach it then.
	Typing() bool
}

// Hoverer is a phase model whose cursor stands on an intent (a question's
// answer): the help's rule page is that intent's, as for the action
// list's cursor. A question's rule page gave what its answers share,
// wherever the cursor stood: on Pass, the option's rule (found by a
// terminal play-tester).
type Hoverer interface {
	Hover() engine.Intent
}

// Proposer is a phase model that makes intents: the game screen takes
// them after each Update (Proposed), in order, before the next message,
// so that a key typed right after one acts on the state it made.
type Proposer interface {
	// Proposed gives the intents proposed since it was last asked, and
	// forgets them.
	Proposed() []engine.Intent
}

// Proposals is a phase model's Proposer: embedded, Propose makes an
// intent from Update.
type Proposals struct{ list []engine.Intent }

// Propose asks the game screen to apply the intents, in order, once the
// Update that proposes them returns; the game screen applies and saves
// them like any other, and asks Screens.Phase again after each.
func (p *Proposals) Propose(in ...engine.Intent) { p.list = append(p.list, in...) }

// Proposed implements Proposer.
func (p *Proposals) Proposed() []engine.Intent {
	list := p.list
	p.list = nil
	return list
}

// Catalog is every game the program plays, with its rules and its screens.
// The command line builds it (it is the one place that imports every
// game); the shell only reads it, so that it knows no game.
type Catalog interface {
	// Games lists the games in the order the menu shows them.
	Games() []engine.Game
	// Lookup finds a game by id.
	Lookup(id string) (engine.Game, bool)
	// Scenarios lists a game's shipped scenarios, the one to learn on first.
	Scenarios(g engine.Game) ([]engine.Scenario, error)
	// Screens are the game's own screens.
	Screens(id string) Screens
}

// boardFor makes the board of g, or a plain one when its screens have none.
func boardFor(g engine.Game, cfg Config) Board {
	if cfg.Catalog != nil {
		if mk := cfg.Catalog.Screens(g.ID()).Board; mk != nil {
			return mk(cfg)
		}
	}
	return PlainBoard{}
}

// emptyCatalog serves a shell started without games: a menu with nothing
// to choose, never a crash.
type emptyCatalog struct{}

func (emptyCatalog) Games() []engine.Game                             { return nil }
func (emptyCatalog) Lookup(string) (engine.Game, bool)                { return nil, false }
func (emptyCatalog) Scenarios(engine.Game) ([]engine.Scenario, error) { return nil, nil }
func (emptyCatalog) Screens(string) Screens                           { return Screens{} }

func (c Config) catalog() Catalog {
	if c.Catalog == nil {
		return emptyCatalog{}
	}
	return c.Catalog
}

// turnName names a game's current turn as its screens do: "Turn 3", or the
// game's own word ("Round 3"), or a campaign's label ("Battle 2, turn 3").
func (c Config) turnName(sess *engine.Session) string {
	st := sess.State()
	if tl, ok := st.(engine.TurnLabeler); ok {
		return tl.TurnLabel()
	}
	return fmt.Sprintf("%s %d", c.turnWord(sess.Game.ID()), st.Phase().Turn)
}

// turnWord is the word game id counts its turns by: "Turn", or its own.
func (c Config) turnWord(id string) string {
	if w := c.catalog().Screens(id).TurnWord; w != "" {
		return w
	}
	return "Turn"
}

// logTurn is the label the log gives an intent made in before, as
// engine.LogTurn words it ("T3", a campaign's "Camp"), with a game's own
// turn word's initial for its "T": "R3" in a game of rounds (LogTurnLabel).
func (c Config) logTurn(id string, before engine.State, turn int) string {
	return LogTurnLabel(engine.LogTurn(before, turn), turn, c.catalog().Screens(id).TurnWord)
}

// openingHead is the log's line over what sess's first state tells
// (engine.Opener): "T1 As the game begins", as the screen's log and the
// replay viewer's head it.
func (c Config) openingHead(sess *engine.Session) string {
	first := sess.StateAt(0)
	return c.asciiWords(c.logTurn(sess.Game.ID(), first, first.Phase().Turn) + " " + upperFirst(engine.OpeningWords))
}

// LogTurnLabel writes a log's turn label "T<turn>" with the initial of
// the game's turn word instead ("R3" for "Round"), so that the log counts
// as the header does; any other label, or no word, is left as it is.
func LogTurnLabel(label string, turn int, word string) string {
	if word == "" || label != "T"+strconv.Itoa(turn) {
		return label
	}
	r, _ := utf8.DecodeRuneInString(word)
	return string(unicode.ToUpper(r)) + label[1:]
}

// upperFirst is s with its first letter a capital.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// lowerFirst is s with its first letter small, for a turn's name inside a
// line ("Quick Start battle, round 3").
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
