package tui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// choice is one line of a menu list.
type choice struct {
	label, detail string
	// path is a file the detail ends on, drawn on lines of its own broken
	// after a slash (WrapPath): wrapped with the words it was cut after the
	// hyphen of "armada-tui", which read as part of the name.
	path string
	act  func(m *menu) (Screen, tea.Cmd)
}

// menu walks the player through game → scenario → hotseat or solo → side
// and opponent level, and offers to resume the last game.
type menu struct {
	cfg     Config
	st      Styles
	title   string
	prompt  string
	choices []choice
	cursor  int
	back    Screen // what esc returns to: the step before, or a scenario maker
	parent  *menu  // the step that made this one
	err     string
	top     int // first line of the list drawn at the last view, for mouse clicks
	first   int // index of the first choice drawn
	// field is open while an option of free text (a number of turns) is
	// typed: enter sets it, esc leaves the option as it was.
	field *optionField
	// kept are the options last set on the options step this step led
	// to, with the game and scenario they are for: esc back and enter
	// again opens the step with them (they went back to the defaults).
	kept *keptOptions
}

// keptOptions are a scenario's options as last set in the menu.
type keptOptions struct {
	game, scenario string
	opts           engine.Options
	pace           time.Duration
}

// optionField is the text field of an option without a list of choices.
type optionField struct {
	input textinput.Model
	set   func(m *menu, value string) (Screen, tea.Cmd)
	// fresh holds while the field holds the value it opened with and no
	// key has touched it: a character typed or pasted replaces it, as in
	// the game's fields ("7" kept from before, then 99 typed, gave 799).
	fresh bool
}

var (
	keyFieldSet    = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set it"))
	keyFieldCancel = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "leave it as it was"))
)

func newMenu(cfg Config) *menu {
	m := &menu{cfg: cfg, st: NewStyles(cfg.Color), title: "armada-tui", prompt: "Choose a game"}
	if sess, skipped := latestGame(cfg); sess != nil {
		what := fmt.Sprintf("%s, %s, %s", sess.Game.Title(), sess.Scenario.Title(), lowerFirst(cfg.turnName(sess)))
		p := sess.Path
		// The label is cut at 80 columns ("Star Wars Miniatures: Starship
		// Battles, Quick Start bat…"); the line under the list says it whole.
		m.choices = append(m.choices, choice{label: "Resume the last game: " + what, detail: what + ", saved in", path: p, act: func(m *menu) (Screen, tea.Cmd) {
			s, err := store.Load(p, m.cfg.catalog().Lookup)
			if err != nil {
				m.err = err.Error()
				return m, nil
			}
			return m.open(s)
		}})
		if len(skipped) > 0 {
			m.err = "A newer save file could not be read: " + skipped[0]
			if len(skipped) > 1 {
				m.err = fmt.Sprintf("%d newer save files could not be read; the first: %s", len(skipped), skipped[0])
			}
		}
	}
	if cfg.SaveDir != "" {
		// Counted from the folder's listing alone: reading every file
		// would slow the first frame down as the saves pile up.
		if paths, err := store.Paths(cfg.SaveDir); err == nil && len(paths) > 0 {
			m.choices = append(m.choices, choice{label: fmt.Sprintf("Saved games (%d)", len(paths)),
				detail: "Every game saved here, newest first: resume an unfinished one, or watch a finished one again. The folder:",
				path:   cfg.SaveDir, act: func(m *menu) (Screen, tea.Cmd) { return m.savedGames(), nil }})
		}
	}
	for _, g := range cfg.catalog().Games() {
		g := g
		detail := g.ID()
		if b := cfg.catalog().Screens(g.ID()).Blurb; b != "" {
			detail = b + " (" + g.ID() + ")"
		}
		m.choices = append(m.choices, choice{label: g.Title(), detail: detail, act: func(m *menu) (Screen, tea.Cmd) {
			return m.scenarios(g)
		}})
	}
	return m
}

// savedGames lists the saves of the save folder, newest first, from their
// final summaries: choosing an unfinished one resumes it, a finished one
// opens the replay viewer (esc comes back here). Only the game
// chosen is replayed and checked, so a long list opens at once.
func (m *menu) savedGames() *menu {
	list, err := store.List(m.cfg.SaveDir, m.cfg.catalog().Lookup)
	if err != nil {
		m.err = err.Error()
		return m
	}
	cs := make([]choice, 0, len(list))
	for _, sv := range list {
		sv := sv
		cs = append(cs, choice{label: m.savedLabel(sv), detail: m.savedDetail(sv), path: sv.Path, act: func(m *menu) (Screen, tea.Cmd) {
			s, err := store.Load(sv.Path, m.cfg.catalog().Lookup)
			if err != nil {
				m.err = err.Error()
				return m, nil
			}
			if !s.State().Outcome().Over {
				return m.open(s)
			}
			r := newReplay(m.cfg, s, -1)
			r.back = m
			return r, nil
		}})
	}
	return m.step("Saved games", "Choose a game to resume or to watch again", cs)
}

// savedLabel is a save's line: when it was written, the game, the
// scenario and how it stands.
func (m *menu) savedLabel(sv store.Saved) string {
	when := sv.Written.Format("2006-01-02 15:04")
	if sv.Err != nil {
		return when + "  " + filepath.Base(sv.Path) + ": cannot be read"
	}
	f := sv.File
	// The result's first words ("Light Side wins", "Draw") before the
	// game: at 80 columns a long title is cut, and what a file holds
	// should not be. The line under the list names the game whole.
	state := "unfinished"
	if f.Final.Over {
		state, _, _ = strings.Cut(upperFirst(f.Final.Result), ":")
	}
	return when + "  " + state + " · " + m.savedGame(f)
}

// savedGame names a save's game and scenario by their titles ("Stellar
// Armada, Star cruiser duel"), or by the game's id when the catalog does
// not know it.
func (m *menu) savedGame(f *engine.SaveFile) string {
	title, scenario := f.Game, ""
	if g, ok := m.cfg.catalog().Lookup(f.Game); ok {
		title = g.Title()
		if sc, err := f.DecodedScenario(g); err == nil {
			scenario = ", " + sc.Title()
		}
	}
	return title + scenario
}

// savedDetail is the line under the list for a save: the error that keeps
// it from loading, or what it holds, then its file.
func (m *menu) savedDetail(sv store.Saved) string {
	if sv.Err != nil {
		return sv.Err.Error()
	}
	f := sv.File
	// An unfinished game says no number of moves: in a game of sealed
	// orders the count told the other side how many ships had orders.
	how := "Unfinished. Enter resumes it."
	if f.Final.Over {
		// The file's words begin a draw small ("draw: …"); on screen a
		// sentence begins with a capital and says a draw once.
		how = fmt.Sprintf("%s. Enter watches it again (%s).", engine.ResultSentenceOf(f.Final.Result), engine.Count(f.Final.Intents, "move", "moves"))
	}
	// The game and scenario first: the list's line cuts a long one
	// ("Starship Battles, Quick Start …", "Your First Game (two Pit Vipers
	// ag…"), and only here can it be read whole.
	return fmt.Sprintf("%s. %s The file:", m.savedGame(f), how)
}

// latestGame is the newest unfinished game that loads, if any, and the
// newer files that could not be read.
func latestGame(cfg Config) (*engine.Session, []string) {
	if cfg.SaveDir == "" {
		return nil, nil
	}
	s, skipped, err := store.Resumable(cfg.SaveDir, cfg.catalog().Lookup)
	if err != nil {
		return nil, skipped
	}
	return s, skipped
}

// open shows a session's game screen holding its save's lock; a save open
// in another armada-tui is refused with the other's process id.
func (m *menu) open(s *engine.Session) (Screen, tea.Cmd) {
	p, err := openPlay(m.cfg, s)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	return p, nil
}

func (m *menu) step(title, prompt string, cs []choice) *menu {
	return &menu{cfg: m.cfg, st: m.st, title: title, prompt: prompt, choices: cs, back: m, parent: m}
}

func (m *menu) scenarios(g engine.Game) (Screen, tea.Cmd) {
	list, err := m.cfg.catalog().Scenarios(g)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	if len(list) == 0 {
		m.err = g.Title() + " has no scenarios yet."
		return m, nil
	}
	var cs []choice
	for _, sc := range list {
		sc := sc
		cs = append(cs, choice{label: sc.Title(), detail: sc.Description(), act: func(m *menu) (Screen, tea.Cmd) {
			return m.modes(g, sc), nil
		}})
	}
	for _, mk := range m.cfg.catalog().Screens(g.ID()).Makers {
		mk := mk
		cs = append(cs, choice{label: mk.Label, detail: mk.Detail, act: func(m *menu) (Screen, tea.Cmd) {
			// Esc from the next step goes back to the maker, purchases and all.
			var maker Screen
			done := func(sc engine.Scenario) Screen {
				next := m.modes(g, sc)
				if maker != nil {
					next.back = maker
				}
				return next
			}
			maker = mk.Open(m.cfg, done, m)
			return maker, nil
		}})
	}
	return m.step(g.Title(), "Choose a scenario", cs), nil
}

// ScenarioMaker is a screen that makes a scenario rather than picking a
// shipped one: Silent Death's points build of 11.8, say. open returns the
// maker's screen; the maker calls done with the finished scenario (which
// goes on to hotseat or solo and the options as usual) or returns back.
type ScenarioMaker struct {
	Label, Detail string
	Open          func(cfg Config, done func(engine.Scenario) Screen, back Screen) Screen
}

// hotseatWords says who sits at the keyboard in a hotseat game: "Two
// players at one keyboard: Red against Blue", and for a battle of more
// sides (Starship Battles' Team Play) as many players, a side each.
func hotseatWords(names []string) string {
	if len(names) == 2 {
		return "Two players at one keyboard: " + names[0] + " against " + names[1]
	}
	counts := []string{"", "One player", "Two players", "Three players", "Four players", "Five players", "Six players"}
	who := fmt.Sprintf("%d players", len(names))
	if len(names) < len(counts) {
		who = counts[len(names)]
	}
	if len(names) < 2 {
		return who + " at one keyboard: " + strings.Join(names, "")
	}
	return who + " at one keyboard, a side each: " + engine.List(names...)
}

func (m *menu) modes(g engine.Game, sc engine.Scenario) *menu {
	sides := sc.Sides()
	names := make([]string, len(sides))
	for i, s := range sides {
		names[i] = s.Name
	}
	cs := []choice{{label: "Hotseat", detail: hotseatWords(names), act: func(m *menu) (Screen, tea.Cmd) {
		players := make([]engine.PlayerSlot, len(sides))
		for i, s := range sides {
			players[i] = engine.PlayerSlot{Side: s.Name, Kind: engine.Human}
		}
		return m.start(g, sc, players)
	}}}
	var forces []string
	if b, ok := sc.(engine.Briefer); ok {
		forces = b.Briefing(nil).Forces
	}
	for i, s := range sides {
		i, s := i, s
		detail := "You command " + s.Name + "; a scripted opponent commands the rest."
		if len(sides) > 2 {
			// Team Play: a teammate is among the sides the computer plays.
			detail = fmt.Sprintf("You command %s; the computer commands the other %d sides, your teammate's too.", s.Name, len(sides)-1)
		}
		if i < len(forces) && strings.HasPrefix(forces[i], s.Name) {
			// What the side flies, before the choice: "Solo as Red" said
			// nothing of the Pit Vipers until the briefing (a new player).
			detail += " " + strings.TrimSuffix(forces[i], ".") + "."
		}
		cs = append(cs, choice{label: "Solo as " + s.Name, detail: detail, act: func(m *menu) (Screen, tea.Cmd) {
			return m.levels(g, sc, i), nil
		}})
	}
	return m.step(sc.Title(), "Who plays?", cs)
}

var levelDetail = map[string]string{
	engine.LevelRandom:   "Picks any legal action at random: a baseline, easy to beat.",
	engine.LevelScripted: "Plays sensibly, at once: the default opponent.",
}

// levelDescriber is a game with opponent levels of its own to describe
// (the search opponent's "expert").
type levelDescriber interface {
	LevelSummary(level string) string
}

// describeLevel is the menu's line for an opponent level.
func describeLevel(g engine.Game, level string) string {
	if d, ok := levelDetail[level]; ok {
		return d
	}
	if ld, ok := g.(levelDescriber); ok {
		return ld.LevelSummary(level)
	}
	return ""
}

// menuLevels orders g's levels for the menu: the scripted opponent first
// (the usual pick, and it answers at once), then the others from the last
// the game lists to the first (the games list the weakest first).
func menuLevels(g engine.Game) []string {
	levels := g.Levels()
	var out []string
	for _, lv := range levels {
		if lv == engine.LevelScripted {
			out = append(out, lv)
		}
	}
	for i := len(levels) - 1; i >= 0; i-- {
		if levels[i] != engine.LevelScripted {
			out = append(out, levels[i])
		}
	}
	return out
}

func (m *menu) levels(g engine.Game, sc engine.Scenario, human int) *menu {
	var cs []choice
	for _, lv := range menuLevels(g) {
		lv := lv
		cs = append(cs, choice{label: lv, detail: describeLevel(g, lv), act: func(m *menu) (Screen, tea.Cmd) {
			sides := sc.Sides()
			players := make([]engine.PlayerSlot, len(sides))
			for j, s := range sides {
				players[j] = engine.PlayerSlot{Side: s.Name, Kind: engine.Scripted, Level: lv}
				if j == human {
					players[j] = engine.PlayerSlot{Side: s.Name, Kind: engine.Human}
				}
			}
			return m.start(g, sc, players)
		}})
	}
	return m.step(sc.Title(), "Opponent", cs)
}

func (m *menu) start(g engine.Game, sc engine.Scenario, players []engine.PlayerSlot) (Screen, tea.Cmd) {
	if len(g.OptionSpecs()) > 0 || scripted(players) {
		opts, pace := engine.Options{}, m.cfg.AIDelay
		// The options set before, if the player went back from them
		// (to another seat or opponent too).
		for s := m; s != nil; s = s.parent {
			if k := s.kept; k != nil && k.game == g.ID() && k.scenario == sc.Name() {
				opts, pace = k.opts, k.pace
				break
			}
		}
		return m.options(g, sc, players, opts, pace, 0), nil
	}
	return m.begin(g, sc, players, nil, m.cfg.AIDelay)
}

func scripted(players []engine.PlayerSlot) bool {
	for _, p := range players {
		if !p.IsHuman() {
			return true
		}
	}
	return false
}

// paces are the scripted opponent's paces the options step offers: how
// long each of its moves stays on screen before the next.
var paces = []struct {
	name  string
	delay time.Duration
}{
	{"at once", 0}, {"quick", 150 * time.Millisecond}, {"normal", 350 * time.Millisecond},
	{"slow", 800 * time.Millisecond}, {"very slow", 1500 * time.Millisecond},
}

// paceChoice is the options step's line for the opponent's pace; enter
// moves it to the next pace.
func (m *menu) paceChoice(g engine.Game, sc engine.Scenario, players []engine.PlayerSlot, opts engine.Options, pace time.Duration) choice {
	name, next := pace.String(), paces[0].delay
	for i, p := range paces {
		if p.delay == pace {
			name, next = p.name, paces[(i+1)%len(paces)].delay
		}
	}
	return choice{label: fmt.Sprintf("opponent's pace: %s (%s a move)", name, pace),
		detail: "How long each move of the scripted opponent stays on screen before the next; a key (>) skips ahead to your turn during play. (enter: next pace)",
		act: func(m *menu) (Screen, tea.Cmd) {
			return m.parent.options(g, sc, players, opts, next, m.cursor), nil
		}}
}

// A thinker is a game with an opponent level that searches for a while
// before each move (the search opponent): the options step offers the time.
type thinker interface {
	ThinkingLevel() string
	Thinking() time.Duration
	WithThinking(time.Duration) engine.Game
}

// thinks are the times to think the options step offers.
var thinks = []time.Duration{time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second, 300 * time.Millisecond}

// thinkChoice is the options step's line for the time the searching
// opponent thinks about each move, when one plays; enter moves to the
// next time.
func (m *menu) thinkChoice(g engine.Game, sc engine.Scenario, players []engine.PlayerSlot, opts engine.Options, pace time.Duration) (choice, bool) {
	th, ok := g.(thinker)
	if !ok || !slices.ContainsFunc(players, func(p engine.PlayerSlot) bool { return !p.IsHuman() && p.Level == th.ThinkingLevel() }) {
		return choice{}, false
	}
	now, next := th.Thinking(), thinks[0]
	for i, d := range thinks {
		if d == now {
			next = thinks[(i+1)%len(thinks)]
		}
	}
	label := fmt.Sprintf("%s thinks: %s a move", th.ThinkingLevel(), now)
	if now <= 0 {
		label = th.ThinkingLevel() + " thinks: a fixed number of playouts a move"
	}
	return choice{label: label,
		detail: "How long the " + th.ThinkingLevel() + " opponent searches before each move: longer plays better, up to a point. (enter: next time)",
		act: func(m *menu) (Screen, tea.Cmd) {
			return m.parent.options(th.WithThinking(next), sc, players, opts, pace, m.cursor), nil
		}}, true
}

// options lets the players agree on the game's set-up options before it
// starts: enter on an option moves it to its next choice.
func (m *menu) options(g engine.Game, sc engine.Scenario, players []engine.PlayerSlot, opts engine.Options, pace time.Duration, cursor int) *menu {
	// Kept where the step was opened from and on the step before it (the
	// seats), so that esc and another seat or opponent keep them too.
	k := &keptOptions{game: g.ID(), scenario: sc.Name(), opts: opts, pace: pace}
	m.kept = k
	if m.parent != nil {
		m.parent.kept = k
	}
	// "Start the game" leads: the step opens on its top line, and the
	// defaults are the usual choice.
	cs := []choice{{label: "Start the game", detail: "Play " + sc.Title() + " with these options.", act: func(m *menu) (Screen, tea.Cmd) {
		return m.begin(g, sc, players, opts, pace)
	}}}
	if scripted(players) {
		cs = append(cs, m.paceChoice(g, sc, players, opts, pace))
	}
	if c, ok := m.thinkChoice(g, sc, players, opts, pace); ok {
		cs = append(cs, c)
	}
	ignored, why := ignoredOptions(sc)
	if why != "" {
		cs[0].detail += " " + why
	}
	for _, spec := range g.OptionSpecs() {
		spec := spec
		if ignored[spec.Key] {
			continue
		}
		val := opts.Option(g, spec.Key)
		shown := val
		if shown == "" {
			shown = "the scenario's" // an empty default leaves it to the scenario (every such option says so)
			if od, ok := sc.(engine.OptionDefaulter); ok {
				if v, ok := od.OptionDefault(spec.Key); ok {
					shown += ", " + v // Starmada's turns: "the scenario's, 8"
				}
			}
		}
		c := choice{label: fmt.Sprintf("%s: %s", strings.ReplaceAll(spec.Key, "_", " "), shown), detail: spec.Summary}
		if len(spec.Choices) > 1 {
			c.detail += " (enter: next choice of " + strings.Join(spec.Choices, ", ") + ")"
			c.act = func(m *menu) (Screen, tea.Cmd) {
				next := engine.Options{}
				for k, v := range opts {
					next[k] = v
				}
				i := 0
				for j, ch := range spec.Choices {
					if ch == val {
						i = j + 1
					}
				}
				next[spec.Key] = spec.Choices[i%len(spec.Choices)]
				step := m.parent.options(g, sc, players, next, pace, m.cursor)
				return step, nil
			}
		} else {
			// Free text (Starmada's and SSCS's number of turns): typed in
			// a field under the list; enter on it did nothing, without a word.
			c.detail += " (enter: type it; left empty: the default)"
			c.act = func(m *menu) (Screen, tea.Cmd) {
				return m.openField(spec.Key, val, func(m *menu, v string) (Screen, tea.Cmd) {
					next := engine.Options{}
					for k, v := range opts {
						next[k] = v
					}
					switch v = strings.TrimSpace(v); v {
					case val:
						// Unchanged: a default shown is not made a choice
						// (a scenario's own number of turns still holds).
					case "":
						delete(next, spec.Key)
					default:
						next[spec.Key] = v
					}
					// The game reads its options as it sets up: what it
					// refuses is said here, and the field stays open.
					if _, err := g.NewState(sc, next, 1); err != nil {
						m.err = err.Error()
						return m, nil
					}
					return m.parent.options(g, sc, players, next, pace, m.cursor), nil
				})
			}
		}
		cs = append(cs, c)
	}

	humans := 0
	for _, p := range players {
		if p.IsHuman() {
			humans++
		}
	}
	// Only people agree: against the computer the options are the
	// player's own choice.
	agree := "Options (set them before the game)"
	switch {
	case humans > 2:
		agree = "Options (all players agree before the game)"
	case humans == 2:
		agree = "Options (both players agree before the game)"
	}
	step := m.step(sc.Title(), agree, cs)
	step.cursor = min(max(0, cursor), len(cs)-1) // a new step opens at its top line
	return step
}

func (m *menu) begin(g engine.Game, sc engine.Scenario, players []engine.PlayerSlot, opts engine.Options, pace time.Duration) (Screen, tea.Cmd) {
	now := time.Now()
	sess, err := engine.NewSession(g, sc, opts, uint64(now.UnixNano()), players)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	if m.cfg.SaveDir != "" {
		if err := store.SaveNew(m.cfg.SaveDir, sess, now); err != nil {
			m.err = err.Error()
			return m, nil
		}
	}
	cfg := m.cfg
	cfg.AIDelay = pace
	p, err := openPlay(cfg, sess)
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	return p, nil
}

// openField opens the text field of an option named key, holding value.
func (m *menu) openField(key, value string, set func(m *menu, value string) (Screen, tea.Cmd)) (Screen, tea.Cmd) {
	in := textinput.New()
	in.Prompt = strings.ReplaceAll(key, "_", " ") + ": "
	in.CharLimit = 16
	in.SetValue(value)
	in.CursorEnd()
	cmd := in.Focus() // before the copy is kept: the field reads keys only when focused
	m.field = &optionField{input: in, set: set, fresh: value != ""}
	return m, cmd
}

// fieldKey is a key while an option's field is open: enter sets the
// value, esc (or ctrl+c, as in every field) closes the field, anything
// else is typed.
func (m *menu) fieldKey(msg tea.KeyPressMsg) (Screen, tea.Cmd) {
	switch {
	case key.Matches(msg, keyFieldSet):
		return m.field.set(m, m.field.input.Value())
	case key.Matches(msg, keyFieldCancel), msg.String() == "ctrl+c":
		m.field = nil
		return m, nil
	}
	if m.field.fresh && msg.Text != "" {
		m.field.input.SetValue("")
	}
	m.field.fresh = false
	var cmd tea.Cmd
	m.field.input, cmd = m.field.input.Update(msg)
	return m, cmd
}

func (m *menu) Typing() bool { return m.field != nil }

func (m *menu) Keys() KeyMap {
	if m.field != nil {
		keys := []key.Binding{keyFieldSet, keyFieldCancel}
		return KeyMap{Short: keys, Full: [][]key.Binding{keys}}
	}
	short := []key.Binding{KeyUp, KeyDown, KeyEnter}
	if m.back != nil {
		short = append(short, KeyBack)
	}
	// The Keys page lists esc only where it goes back: on the first menu
	// it offered "esc back", which did nothing.
	nav := append([]key.Binding{KeyUp, KeyDown, KeyListFirst}, short[2:]...)
	short = append(short, KeyHelp, KeyQuit)
	return KeyMap{Short: short, Full: [][]key.Binding{nav, {KeyHelp, KeyQuit}}}
}

func (m *menu) Update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		m.err = ""
		if m.field != nil {
			return m.fieldKey(msg)
		}
		switch {
		case key.Matches(msg, KeyQuit):
			return m, tea.Quit
		case ListMove(msg, &m.cursor, len(m.choices)):
			m.cursor = max(0, m.cursor) // an empty list's cursor stays on its first line
		case key.Matches(msg, KeyEnter), msg.String() == "space", msg.String() == "right", msg.String() == "l":
			// space chooses as on the game screen's action list and the
			// games' builders.
			if m.cursor < len(m.choices) {
				return m.choices[m.cursor].act(m)
			}
		case key.Matches(msg, KeyBack), msg.String() == "left", msg.String() == "h", msg.String() == "backspace":
			if m.back != nil {
				return m.back, nil
			}
		}
	case tea.PasteMsg:
		// A terminal's paste comes as one message, not as keys.
		if m.field != nil {
			if m.field.fresh {
				m.field.input.SetValue("")
			}
			m.field.fresh = false
			var cmd tea.Cmd
			m.field.input, cmd = m.field.input.Update(msg)
			return m, cmd
		}
	case tea.MouseWheelMsg:
		// The wheel moves the choice as ↑/↓ do; it did nothing.
		if m.field == nil && (msg.Button == tea.MouseWheelUp || msg.Button == tea.MouseWheelDown) {
			return m.Update(wheelKey(msg.Button == tea.MouseWheelUp))
		}
	case tea.MouseClickMsg:
		if msg.Button != tea.MouseLeft {
			break
		}
		m.field = nil // a click elsewhere leaves the option as it was
		i := msg.Mouse().Y - m.top + m.first
		if i >= m.first && i < len(m.choices) {
			if m.cursor == i {
				return m.choices[i].act(m)
			}
			m.cursor = i
		}
	}
	return m, nil
}

func (m *menu) View(w, h int) string {
	var b strings.Builder
	b.WriteString(m.st.Title.Render(m.title))
	b.WriteString("\n")
	b.WriteString(m.st.Subtle.Render(m.prompt))
	b.WriteString("\n\n")
	// A long list scrolls with the cursor, keeping room below it for the
	// longest detail of its choices and the error, so that every detail
	// is read whole (Silent Death's first game was cut after four lines at
	// 80×24, under fifteen scenarios) and the list does not jump as the
	// cursor moves.
	width := max(1, w-2)
	var errLines []string
	if m.err != "" {
		errLines = Wrap(m.err, w, 2)
	}
	below := 0
	for _, c := range m.choices {
		if c.detail != "" {
			below = max(below, 1+len(detailLines(c, width)))
		}
	}
	if len(errLines) > 0 {
		below += 1 + len(errLines)
	}
	if m.field != nil {
		below += 2
	}
	rows := max(3, h-3-max(5, below))
	first := WindowAt(m.cursor, len(m.choices), rows).First
	m.top, m.first = 3, first
	for i := first; i < len(m.choices) && i < first+rows; i++ {
		c := m.choices[i]
		line := "  " + c.label
		if i == m.cursor {
			line = m.st.Selected.Render("> " + c.label)
		}
		if (i == first && first > 0) || (i == first+rows-1 && i < len(m.choices)-1) {
			line += m.st.Subtle.Render("  …")
		}
		b.WriteString(Truncate(line, w))
		b.WriteString("\n")
	}
	if m.field != nil {
		b.WriteString("\n  ")
		b.WriteString(Truncate(m.field.input.View(), w-2))
		b.WriteString("\n")
	}
	if m.cursor < len(m.choices) && m.choices[m.cursor].detail != "" {
		b.WriteString("\n")
		for _, l := range detailLines(m.choices[m.cursor], width) {
			b.WriteString(m.st.Subtle.Render("  " + l))
			b.WriteString("\n")
		}
	}
	if len(errLines) > 0 {
		b.WriteString("\n")
		for _, l := range errLines {
			b.WriteString(m.st.Err.Render(l))
			b.WriteString("\n")
		}
	}
	return b.String()
}

// detailLines is a choice's detail wrapped to width, then its path, if
// any, broken after slashes.
func detailLines(c choice, width int) []string {
	lines := Wrap(c.detail, width, 0)
	if c.path != "" {
		lines = append(lines, WrapPath(c.path, width)...)
	}
	return lines
}
