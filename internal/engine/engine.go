// Package engine holds the contracts every game implements and the machinery
// they share: deterministic dice, events that explain every roll, stable state
// hashes, sessions with undo, and save files that can be resumed, replayed and
// verified.
//
// The package depends on the standard library only, so a game can be played,
// saved and replayed without a screen.
package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Player identifies a side by its index in the scenario's list of sides.
type Player int

// NoPlayer stands for nobody: a spectator's view, the actor of an automatic
// step, or the winner of a drawn game.
const NoPlayer Player = -1

// Phase tells which part of the turn the game is in and who must act now.
type Phase struct {
	Turn   int      // game turn, counted from 1
	Name   string   // short name of the phase, e.g. "Actions" or "Roll for first player"
	Actors []Player // players who may act now; empty once the game is over
}

// Only is the list of one actor, p, for a Phase. The lists of the first
// players are made once and shared, as games ask for the phase several
// times an intent; each has room for its one player, so a caller's append
// copies it, and nobody may assign to its element.
func Only(p Player) []Player {
	if p >= 0 && int(p) < len(onlyLists) {
		return onlyLists[p]
	}
	return []Player{p}
}

var onlyLists = func() (out [8][]Player) {
	for i := range out {
		out[i] = []Player{Player(i)}
	}
	return out
}()

// Acting reports whether p is among the players who must act now.
func (ph Phase) Acting(p Player) bool {
	for _, a := range ph.Actors {
		if a == p {
			return true
		}
	}
	return false
}

// Intent is one decision of one player: fire, move, end the turn. Intents are
// plain structs that encode to JSON; the save file stores them with their Kind.
type Intent interface {
	Kind() string  // stable name used in save files, e.g. "fire"
	Actor() Player // the player who decides
	String() string
}

// Event is something that happened while an intent was applied. Every roll is
// an event that carries its dice, so the log can say exactly why a shot hit.
type Event struct {
	Kind   string `json:"kind"`
	Player Player `json:"player"`         // who caused it, or NoPlayer
	Text   string `json:"text"`           // a sentence a player understands
	Roll   *Roll  `json:"roll,omitempty"` // the dice, when something was rolled
	// Secret events are shown only to Player (a hidden order, a secret target).
	Secret bool `json:"secret,omitempty"`
	// Trail is where a unit went, for boards that draw movement: a board
	// learns what moved from the events, never by comparing states.
	Trail *Trail `json:"trail,omitempty"`
}

// Point is a cell of a map: axial (q, r) on a hex map, (x, y) on squares.
type Point struct{ X, Y int }

// Trail is the path of one unit during an event, first cell to last.
type Trail struct {
	Unit string  `json:"unit"` // the unit as the game names it in its intents
	Path []Point `json:"path"`
}

// String renders the event as one log line: the roll first, then what
// came of it, e.g. "Red's maser at Blue's masers: 1d6 [6], needs 5+: hit →
// 2 damage: masers 3→1".
func (e Event) String() string {
	if e.Roll == nil {
		return e.Text
	}
	if e.Text == "" {
		return e.Roll.String()
	}
	return e.Roll.String() + " → " + e.Text
}

// VisibleTo reports whether player p may see the event.
func (e Event) VisibleTo(p Player) bool { return !e.Secret || e.Player == p }

// Outcome tells whether the game is over and how it ended.
type Outcome struct {
	Over   bool   `json:"over"`
	Winner Player `json:"winner"` // NoPlayer for a draw
	Reason string `json:"reason"` // e.g. "Blue's reactor is at zero"
	// Allies are the players who win beside Winner, in a game of teams
	// (Starship Battles' Team Play): Winner is the team's first seat.
	Allies []Player `json:"allies,omitempty"`
}

// Won reports whether player p won: the winner or one of its allies.
func (o Outcome) Won(p Player) bool {
	return o.Over && o.Winner != NoPlayer && (o.Winner == p || slices.Contains(o.Allies, p))
}

// Running is the outcome of a game still in progress.
func Running() Outcome { return Outcome{Winner: NoPlayer} }

// State is one immutable position of a game.
type State interface {
	// Apply returns the state after in and the events it caused. It never
	// modifies its receiver. An illegal intent returns an error that says why
	// in the player's words, and no state.
	Apply(in Intent) (State, []Event, error)
	// Check is a dry run of Apply: nil exactly when Apply would accept in.
	// Screens validate and preview with it without building a new state.
	Check(in Intent) error
	// Phase tells who must act now.
	Phase() Phase
	// Legal lists what p may do now, in a deterministic order.
	Legal(p Player) []Intent
	// View is what p may see: the other players' secrets are removed.
	// View(NoPlayer) is a spectator's view that shows no secret at all.
	View(p Player) State
	// Outcome tells whether the game is over.
	Outcome() Outcome
	// Hash is stable across runs, machines and Go versions.
	Hash() uint64
}

// Side is one of the scenario's opposing forces.
type Side struct {
	Name  string `json:"name" yaml:"name"`
	Color string `json:"color,omitempty" yaml:"color,omitempty"` // a colour name the renderer knows, e.g. "red"
}

// Scenario is a game's set-up: the forces, the map, the special rules.
type Scenario interface {
	GameID() string
	Name() string  // short identifier, e.g. "standard"
	Title() string // what the menu shows
	Description() string
	Sides() []Side
	// Canonical is the scenario as JSON, which the game's DecodeScenario reads
	// back; save files embed it so they are self-contained.
	Canonical() ([]byte, error)
}

// Briefing is what the players read before a battle: the situation, the
// forces, what each side must do, how the game is won and when it ends.
type Briefing struct {
	Situation string
	Forces    []string // one line per side
	Objective string
	Victory   string
	TurnLimit int // 0: no limit
}

// Briefer is a scenario with a briefing of its own; a scenario without one
// is briefed with its title and description.
type Briefer interface {
	Briefing(opts Options) Briefing
}

// OptionIgnorer is a scenario that does not play some of its game's set-up
// options: Your First Game plays no optional rule, and a battle whose
// fleets are given has no use for a point total. The menu does not offer
// them (why says so, in a sentence), and the briefing and the log name one
// set anyway as ignored rather than in force.
type OptionIgnorer interface {
	IgnoredOptions() (keys []string, why string)
}

// OptionDefaulter is a scenario that holds its own value of an option
// whose spec leaves it to the scenario (an empty Default: Starmada's and
// SSCS's number of turns), so that the menu can show it ("the scenario's,
// 8"). ok is false for an option it does not hold.
type OptionDefaulter interface {
	OptionDefault(key string) (value string, ok bool)
}

// StageBriefer is a state whose game is a series of battles (a campaign):
// its briefing is the current battle's, and Stage names that battle, so
// the screen briefs the players again whenever the stage changes.
type StageBriefer interface {
	Briefing(opts Options) Briefing
	Stage() string
}

// Concealer is a state some of whose intents a player may not know were
// made at all: a movement order written or a declaration made before the
// seal. Even worded without a name ("orders for a ship"), one log line per
// such intent tells the other side how many were made. The screen leaves
// an intent out of viewer's log when the state it was applied to says
// Conceals; the seal that follows, and what it reveals, stay in.
type Concealer interface {
	Conceals(in Intent, viewer Player) bool
}

// Opener is a game's first state when something was decided as it was
// made, before any intent: Starmada and Starship Battles roll for who sets
// up first with the battle, Silent Death scatters its asteroids. Opening is what it tells, the log's first
// lines, under OpeningWords; events shown as any intent's are (visibility
// and all). Only a game's first state is asked (Session.Opening). Without
// it such a roll could only be told with the first intent, after the
// screen had shown its result, or not at all.
type Opener interface {
	Opening() []Event
}

// OpeningWords head a log's opening lines (Opener) where an intent's words
// would stand.
const OpeningWords = "as the game begins"

// TurnLabeler is a state whose turn a screen should name otherwise than
// "Turn N": a campaign counts its turns on across its battles, so that its
// log never repeats a turn, while its players want the battle's own turn
// ("Battle 2, turn 3").
type TurnLabeler interface {
	TurnLabel() string
}

// LogTurnLabeler is a state whose log names the turn of an intent made in
// it otherwise than "T" and Phase's Turn: a campaign's battle names its own
// turn ("T1" in battle 2, where Phase's Turn is 13), and the steps between
// battles name the campaign ("Camp"). Phase's Turn keeps its meaning for
// the engine and the search. A label "T<n>" is a turn a player can name
// (LogTurns: a run of them is a battle); any other is a step between turns.
type LogTurnLabeler interface {
	LogTurn() string
}

// LogBattler is a LogTurnLabeler that says which battle a state's "T<n>"
// label is a turn of, counted as the game counts them (its header's
// "Battle N"), or 0 when it does not say. Counting the log's runs of
// "T<n>" labels (LogTurns without it) misses a battle that has no turns,
// such as a campaign's battle forfeited because a side had nothing to
// field, and numbers every later battle one lower than the game does.
type LogBattler interface {
	LogBattle() int
}

// LogTurn is the short label the log gives an intent made in state before,
// in turn: the state's own when it is a LogTurnLabeler, else "T" and turn.
func LogTurn(before State, turn int) string {
	if l, ok := before.(LogTurnLabeler); ok {
		if s := l.LogTurn(); s != "" {
			return s
		}
	}
	return fmt.Sprintf("T%d", turn)
}

// TurnOf says which turn st stands in as its log names it: Phase's Turn,
// or in a game that names its turns by battle (LogTurnLabeler) the battle's
// own turn and, when the state says it (LogBattler), the battle (0 when it
// does not); between is set for a step between turns that its log labels
// otherwise ("Camp": a campaign between battles), turn then 0.
func TurnOf(st State) (battle, turn int, between bool) {
	label := LogTurn(st, st.Phase().Turn)
	n, err := strconv.Atoi(strings.TrimPrefix(label, "T"))
	if !strings.HasPrefix(label, "T") || err != nil {
		return 0, 0, true
	}
	if b, ok := st.(LogBattler); ok {
		battle = b.LogBattle()
	}
	return battle, n, false
}

// LogTurnSpan is one turn of a record as its log names it: the intents
// From (included) to To (excluded). Battle is 0 when the game does not
// relabel its turns, Turn then being Phase's Turn; otherwise Turn is the
// number of the label "T<n>" and Battle is the state's LogBattle when it
// says one, else counts the runs of such labels (a campaign's battles:
// "T1" … "T5", "Camp", "T1" again is battle 2).
// Intents whose label is not "T<n>" ("Camp") are in no span.
type LogTurnSpan struct {
	Battle, Turn int
	From, To     int
}

// LogTurns lists the turns of sess's record as its log names them, in
// order, so that a player can name a turn as the log shows it (replay's
// --to, the viewer's jump). The turn the record stops in is listed even
// when no intent has been made in it yet (From == To == sess.Len()).
func LogTurns(sess *Session) []LogTurnSpan {
	var out []LogTurnSpan
	battle, last := 0, -1 // last: the previous intent's "T<n>", -1 for none
	records := sess.Records()
	for i := 0; i <= len(records); i++ {
		st := sess.StateAt(i)
		s := LogTurnSpan{Turn: st.Phase().Turn, From: i, To: min(i+1, len(records))}
		if i < len(records) {
			s.Turn = records[i].Turn
		}
		if l, ok := st.(LogTurnLabeler); ok && l.LogTurn() != "" {
			n, ok := labelTurn(l.LogTurn())
			if !ok {
				last = -1
				continue
			}
			if b, ok := st.(LogBattler); ok && b.LogBattle() > 0 {
				battle = b.LogBattle()
			} else if last < 0 || n < last {
				battle++
			}
			s.Battle, s.Turn, last = battle, n, n
		}
		if k := len(out) - 1; k >= 0 && out[k].To == i && out[k].Battle == s.Battle && out[k].Turn == s.Turn {
			out[k].To = s.To
			continue
		}
		out = append(out, s)
	}
	return out
}

// labelTurn reads a log label "T<n>".
func labelTurn(label string) (int, bool) {
	if len(label) < 2 || label[0] != 'T' {
		return 0, false
	}
	n := 0
	for _, c := range label[1:] {
		if c < '0' || c > '9' || n > 1e6 {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// Options are the choices made at set-up (optional rules, limits). Keys and
// values are the game's own; a game reads only the keys it knows.
type Options map[string]string

// OptionSpec describes one option for the menu and for validation.
type OptionSpec struct {
	Key     string
	Default string
	Choices []string // empty for free text
	Summary string
}

// Opponent is a scripted player.
type Opponent interface {
	Level() string
	// Choose picks an intent for p from what p can see. It is called only
	// while p must act.
	Choose(view State, p Player) (Intent, error)
}

// Game is registered once per game.
type Game interface {
	ID() string
	Title() string
	// RulesVersion changes whenever a rule change would make old saves replay
	// differently.
	RulesVersion() string
	// DecodeScenario reads a scenario from YAML or JSON and checks it; errors
	// name the place that is wrong.
	DecodeScenario(data []byte) (Scenario, error)
	OptionSpecs() []OptionSpec
	NewState(sc Scenario, opts Options, seed uint64) (State, error)
	DecodeIntent(kind string, data json.RawMessage) (Intent, error)
	// Levels lists the scripted opponents, weakest first.
	Levels() []string
	NewOpponent(level string, seed uint64) (Opponent, error)
}

// RulesReader is a game that still replays saves made under some of its
// earlier rules versions: a correction that few games ever met need not
// turn every older save away. Such a save replays under the current rules
// and its recorded hashes are checked as always, so a game that did meet
// the corrected rule fails at the first intent that differs, saying so.
type RulesReader interface {
	ReadsRules(version string) bool
}

// OlderRulesDecoder is a RulesReader whose older rules differ in what a
// scenario may hold, or in a rule the scenario can carry: a save of such a
// version decodes its embedded scenario by those rules (a design the
// corrected validator refuses, a rule the older version played another
// way), so that the save still replays whole, and a game begun under the
// older rules is finished under them. For the game's current version it
// is DecodeScenario.
type OlderRulesDecoder interface {
	DecodeScenarioOfRules(data []byte, rules string) (Scenario, error)
}

// Unspender is a state that says what an intent would leave unused: ending
// a turn with action points left, sealing orders with ships that have none,
// firing with batteries that have no target. The screen asks before it
// applies such an intent, naming what would be lost ("3 action points").
// "" means nothing is lost.
type Unspender interface {
	Unspent(in Intent) string
}

// Asker is a state that asks before an intent a player may take by a slip
// and regret, where nothing is left unspent but something is lost
// (Starship Battles' step off the grid, which loses the ship): Ask gives
// the whole question ("Falcon leaves the grid …? "), "" for none. Only y
// answers it yes: enter, which takes the intents of a list, does not.
type Asker interface {
	Ask(in Intent) string
}

// KindLister is a game that lists its intent kinds (Codec.Kinds), so that
// a screen can tell a key of an action that is not possible now from a key
// that means nothing, and say why.
type KindLister interface {
	Kinds() []string
}

// Describer is a state that can word an intent with the names of what it
// concerns ("Pit Viper A: forward (1 MP)"), where Intent.String has only
// numbers. Describe is called on the state the intent was applied to, for
// the player who will read it: it names nothing that viewer may not know
// (another player's secret target). NoPlayer reads everything: a replay
// after the game.
type Describer interface {
	Describe(in Intent, viewer Player) string
}

// Describe words in for viewer: with the state's names when it can, else
// with Intent.String, which every player may read.
func Describe(st State, in Intent, viewer Player) string {
	if d, ok := st.(Describer); ok {
		if s := d.Describe(in, viewer); s != "" {
			return s
		}
	}
	return in.String()
}

// DataChecker is a game with data files besides its scenarios, such as
// Starmada's ship records; `armada-tui validate` checks them with it.
type DataChecker interface {
	// CheckData decodes and checks one data file and says what it holds,
	// e.g. "7 ship classes"; errors name the record and field at fault.
	CheckData(data []byte) (string, error)
}

// Opponent levels every game offers.
const (
	LevelRandom   = "random"
	LevelScripted = "scripted"
)

// RandomOpponent picks a uniformly random legal intent. It is every game's
// baseline opponent.
type RandomOpponent struct{ dice Dice }

// NewRandomOpponent returns the baseline opponent, seeded so that self-play
// is repeatable.
func NewRandomOpponent(seed uint64) *RandomOpponent {
	return &RandomOpponent{dice: NewDice(seed)}
}

// Level implements Opponent.
func (o *RandomOpponent) Level() string { return LevelRandom }

// Choose implements Opponent. A view that is a LegalCounter is asked for
// the count and the one intent chosen, with the same roll and the same
// choice as from the list.
func (o *RandomOpponent) Choose(view State, p Player) (Intent, error) {
	if c, ok := view.(LegalCounter); ok {
		n := c.LegalCount(p)
		if n == 0 {
			return nil, fmt.Errorf("player %d has nothing legal to do", p)
		}
		return c.LegalAt(p, o.dice.D(n)-1), nil
	}
	legal := view.Legal(p)
	if len(legal) == 0 {
		return nil, fmt.Errorf("player %d has nothing legal to do", p)
	}
	return legal[o.dice.D(len(legal))-1], nil
}

// LegalCounter is a state that can count what Legal lists and hand out one
// of its intents without building the list. The random opponent picks
// through it: in self-play and in random playouts it picks once an intent,
// and the list was an allocation each time, then garbage.
type LegalCounter interface {
	// LegalCount is len(Legal(p)).
	LegalCount(p Player) int
	// LegalAt is Legal(p)[i] for 0 <= i < LegalCount(p).
	LegalAt(p Player, i int) Intent
}

// CheckOptions rejects options a game does not know and values outside their
// choices.
func CheckOptions(g Game, opts Options) error {
	if len(opts) == 0 { // nothing to check: every self-played game
		return nil
	}
	specs := map[string]OptionSpec{}
	var keys []string
	for _, s := range g.OptionSpecs() {
		specs[s.Key] = s
		keys = append(keys, s.Key)
	}
	// In order, so that of two bad options the message names the same one
	// every time.
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		v := opts[k]
		s, ok := specs[k]
		if !ok {
			if len(keys) == 0 {
				return fmt.Errorf("%s has no option %s (it has no options)", g.ID(), Quote(k))
			}
			return fmt.Errorf("%s has no option %s (its options: %s)", g.ID(), Quote(k), strings.Join(keys, ", "))
		}
		if len(s.Choices) > 0 && !contains(s.Choices, v) {
			return fmt.Errorf("option %s: %s is not one of %s", k, Quote(v), strings.Join(s.Choices, ", "))
		}
	}
	return nil
}

// Option returns the value of key, or the spec's default when opts lacks it.
func (o Options) Option(g Game, key string) string {
	if v, ok := o[key]; ok {
		return v
	}
	for _, s := range g.OptionSpecs() {
		if s.Key == key {
			return s.Default
		}
	}
	return ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
