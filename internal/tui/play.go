package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// play is the game screen: the table, the action list, the log, and the
// handoff and quit dialogues. It applies intents to the session and saves
// after each one.
type play struct {
	cfg   Config
	st    Styles
	sess  *engine.Session
	board Board
	// phaseOf gives the game's own screen for a phase (Screens.Phase), and
	// phase is the one shown now, or nil for the board and action list.
	phaseOf func(cfg Config, view engine.State, me engine.Player, prev PhaseModel) PhaseModel
	phase   PhaseModel

	viewer  engine.Player // whose eyes the screen shows
	shown   engine.State  // the state as viewer may see it, kept by refresh
	handoff engine.Player // NoPlayer, or the player the terminal must pass to
	ais     map[engine.Player]engine.Opponent
	aiDelay time.Duration
	// skip plays the scripted opponents at once until a person must act
	// again (the skip key); the waiting opponent's command reads it too.
	skip    *atomic.Bool
	waiting bool // a scripted opponent is thinking

	actions actionList
	// actionsFor and actionsTurn are whose list it is and of which turn:
	// the cursor is kept only for the same player in the same turn.
	actionsFor   engine.Player
	actionsTurn  int
	actionsPhase string
	entry        *textEntry // a typed intent being written, or nil
	log          []logLine
	logLen       int           // records described in log
	logFor       engine.Player // whose eyes the log was written for
	wrapped      []string      // log wrapped to wrapW columns; nil when stale
	wrapW        int
	logBack      int // lines scrolled back from the end
	status       string
	isErr        bool
	quitting     bool
	confirm      *pending // an intent that would leave something unused, asked about
	over         overlay  // the briefing or the whole log, shown over the table
	logPage      logPage
	logRows      int             // the log lines the log page showed last (draw), which its keys scroll by
	ignored      map[string]bool // the options set that the scenario does not play (ignoredIn)
	briefTop     int             // the first line of the briefing shown
	briefMax     int             // the last first line the briefing had, at the size last drawn
	stage        string          // the battle of a series last briefed (engine.StageBriefer)
	// ended is the battle of a series whose end is shown over everything
	// (Screens.StageEnd), nil when none is; scanned is how many records
	// were looked at for such an end.
	ended   *battleEnd
	scanned int
	// saveErr is why the last write of the save failed, "" when the game
	// on disk is the game on screen; lock is the save's lock.
	saveErr string
	lock    *store.Lock
	// first is a new game's first save while it is being written
	// (RunNewGame), nil once it has landed: until then no intent is
	// applied.
	first *firstSave

	w, h             int            // the screen's size, from SetSize
	frame            string         // the frame View hands out, drawn in Update
	turnEvents       []engine.Event // this turn's events the viewer may see, for the board
	actTop, actLeft  int            // where the action list was drawn, for mouse clicks
	boardTop, boardH int            // where the board was drawn
	actRows          []int          // the item on each line of the action list drawn (-1: none)
}

type logLine struct {
	text   string
	header bool
}

// aiMsg carries a scripted opponent's choice back to Update.
type aiMsg struct {
	at     int // session length the choice was made for
	intent engine.Intent
	err    error
}

func newPlay(cfg Config, sess *engine.Session) *play {
	p := &play{cfg: cfg, st: NewStyles(cfg.Color), sess: sess, board: boardFor(sess.Game, cfg), phaseOf: cfg.catalog().Screens(sess.Game.ID()).Phase,
		viewer: engine.NoPlayer, handoff: engine.NoPlayer, ais: map[engine.Player]engine.Opponent{}, aiDelay: cfg.AIDelay, skip: new(atomic.Bool)}
	p.ignored = ignoredIn(sess)
	for i, pl := range sess.Players {
		if !pl.IsHuman() {
			opp, err := sess.Game.NewOpponent(pl.Level, sess.OpponentSeed(i))
			if err != nil {
				p.setErr(err.Error())
				continue
			}
			p.ais[engine.Player(i)] = opp
		}
	}
	p.logPage = newLogPage()
	if sess.Len() == 0 {
		p.over = briefingOverlay // a new game opens on its briefing
	}
	p.stage = stageOf(sess.State())
	p.ended = lastBattleEnd(cfg, sess)
	p.scanned = sess.Len()
	// In a solo game the screen always shows the human's side.
	if humans := p.humans(); len(humans) == 1 {
		p.viewer = humans[0]
	}
	p.refresh()
	return p
}

func (p *play) init() tea.Cmd {
	cmd := p.afterChange()
	p.render()
	if p.first != nil {
		// The save first: a scripted opponent's first move waits for it.
		return tea.Sequence(p.first.cmd(), cmd)
	}
	return cmd
}

// firstSave writes a new game's first save once, from a command of the
// screen's or, when the program ended before that ran, on the way out.
type firstSave struct {
	mu   sync.Mutex
	path string
	sf   *engine.SaveFile // taken on the screen's goroutine, before the command
	done bool
	err  error
}

// firstSavedMsg says that a new game's first save has landed, or why not.
type firstSavedMsg struct{ err error }

// saveFirstLater makes the screen write its session's first save just
// after the first frame instead of before it (RunNewGame).
func (p *play) saveFirstLater() (*firstSave, error) {
	sf, err := p.sess.SaveFile()
	if err != nil {
		return nil, fmt.Errorf("save %s: %w", p.sess.Path, err)
	}
	p.first = &firstSave{path: p.sess.Path, sf: sf}
	return p.first, nil
}

// write writes the save unless it has been written; a failed write leaves
// no empty file behind (the r key writes it again).
func (f *firstSave) write() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.done {
		f.done = true
		if f.err = store.SaveAs(f.path, f.sf); f.err != nil {
			store.Unclaim(f.path)
		}
	}
	return f.err
}

func (f *firstSave) cmd() tea.Cmd {
	return func() tea.Msg { return firstSavedMsg{f.write()} }
}

func (p *play) humans() []engine.Player {
	var hs []engine.Player
	for i, pl := range p.sess.Players {
		if pl.IsHuman() {
			hs = append(hs, engine.Player(i))
		}
	}
	return hs
}

func (p *play) solo() bool { return len(p.humans()) == 1 }

func (p *play) sideName(pl engine.Player) string {
	if pl == engine.NoPlayer {
		return "nobody"
	}
	return p.sess.Players[pl].Side
}

// hidesSomething reports whether a and b see different things, so the
// screen must not pass from one to the other without a handoff.
func hidesSomething(st engine.State, a, b engine.Player) bool {
	return st.View(a).Hash() != st.View(b).Hash()
}

// secretAhead reports whether b is about to choose something a must not
// see: one of b's legal intents (the first 64 of them) makes a secret event
// or makes the two views differ. Views that are alike now do not make a
// launch declaration or a sealed order safe to type in front of the other
// player.
func secretAhead(st engine.State, legal []engine.Intent, a, b engine.Player) bool {
	for i, in := range legal {
		if i == 64 {
			break
		}
		next, events, err := st.Apply(in)
		if err != nil {
			continue
		}
		for _, e := range events {
			if e.Secret {
				return true
			}
		}
		if hidesSomething(next, a, b) {
			return true
		}
	}
	return false
}

// afterChange rebuilds what derives from the session and decides who acts
// next: a scripted opponent, the same player, or another person.
func (p *play) afterChange() tea.Cmd {
	// What is drawn depends on the viewer, who may change below.
	defer p.refresh()
	p.entry = nil
	p.endPick()
	if s := stageOf(p.sess.State()); s != p.stage {
		p.stage, p.over = s, briefingOverlay // a new battle of a campaign: brief it
	}
	p.scanEnds()
	st := p.sess.State()
	p.waiting = false
	if st.Outcome().Over {
		p.actions = actionList{}
		if p.solo() || p.viewer != engine.NoPlayer {
			return nil
		}
		p.viewer = 0
		return nil
	}
	actors := st.Phase().Actors
	for _, a := range actors {
		if opp, ok := p.ais[a]; ok {
			p.actions = actionList{}
			p.waiting = true
			return p.think(opp, a)
		}
	}
	next := engine.NoPlayer
	for _, a := range actors {
		if p.sess.Players[a].IsHuman() {
			next = a
			break
		}
	}
	p.skip.Store(false) // a person acts: the opponents' pace is back
	if next == engine.NoPlayer {
		p.actions = actionList{}
		return nil
	}
	if next != p.viewer && !p.solo() {
		from := p.viewer
		if from == engine.NoPlayer {
			// Nobody knows who sits at the keyboard yet: hand over unless
			// every side sees the same thing.
			from = engine.Player((int(next) + 1) % len(p.sess.Players))
		}
		if hidesSomething(st, from, next) || secretAhead(st, p.sess.Legal(next), from, next) {
			p.handoff = next
		} else {
			// Nothing to hide, so no handoff screen; the status line still
			// says whose keyboard it is now (four players at one table).
			if p.viewer != engine.NoPlayer {
				p.status, p.isErr = p.sideName(next)+" to act: your turn at the keyboard", false
			}
			p.viewer = next
		}
	}
	prev := p.actions
	view := st.View(p.viewer)
	p.actions = newActionList(view, p.sess.Legal(p.viewer), p.board)
	// The cursor stays on the same kind of action while the same player
	// goes on in the same phase of the same turn (three masers in a row); a
	// new player, phase or turn starts on the first line, so that one enter
	// never takes an action chosen by someone else (the other player's "End
	// the turn") or in another phase ("Done launching" becoming "Done
	// attacking").
	ph := st.Phase()
	if p.actionsFor == p.viewer && p.actionsTurn == ph.Turn && p.actionsPhase == ph.Name {
		p.actions = p.actions.keepSelection(prev)
	}
	p.actionsFor, p.actionsTurn, p.actionsPhase = p.viewer, ph.Turn, ph.Name
	return nil
}

// think asks a scripted opponent for its choice off the UI goroutine. The
// opponent sees only View(itself).
func (p *play) think(opp engine.Opponent, who engine.Player) tea.Cmd {
	view := p.sess.State().View(who)
	at := p.sess.Len()
	delay, skip := p.aiDelay, p.skip
	return func() tea.Msg {
		start := time.Now()
		done := idleCores.think()
		in, err := opp.Choose(view, who)
		done()
		// Pace the opponent so a person can follow it, unless the person
		// asks to skip ahead (the skip key, even during the wait).
		for time.Since(start) < delay && !skip.Load() {
			time.Sleep(min(20*time.Millisecond, delay-time.Since(start)))
		}
		return aiMsg{at: at, intent: in, err: err}
	}
}

func (p *play) apply(in engine.Intent) tea.Cmd {
	if p.saveErr != "" || p.first != nil {
		return nil // nothing more is played until the game is on disk
	}
	if _, err := p.sess.Apply(in); err != nil {
		p.setErr(err.Error())
		return nil
	}
	p.status, p.isErr, p.logBack = "", false, 0
	p.save()
	cmd := p.afterChange()
	if out := p.sess.State().Outcome(); out.Over && p.sess.Path != "" && p.saveErr == "" {
		p.status = "The game is saved in " + p.sess.Path
	}
	return cmd
}

// save writes the session after a change. When the write fails the game
// stops taking intents, and the screen says why and offers to try again or
// to save elsewhere, until a write succeeds: a move shown on the screen is
// a move on disk, or the screen says it is not.
func (p *play) save() {
	if err := store.Save(p.sess); err != nil {
		p.saveErr = err.Error()
		return
	}
	p.saveErr = ""
}

// saveElsewhere writes the game to a new file in the system's temporary
// folder when its own folder cannot be written.
func (p *play) saveElsewhere() {
	old := p.sess.Path
	if err := store.SaveNew(os.TempDir(), p.sess, time.Now()); err != nil {
		p.sess.Path = old
		p.saveErr = err.Error()
		return
	}
	p.lock.Release()
	p.lock, _ = store.Acquire(p.sess.Path)
	p.saveErr = ""
	p.status, p.isErr = "The game is now saved in "+p.sess.Path, false
}

// saveFailedKey handles the keys of a failed save: r tries again, w saves
// elsewhere, q quits (saying what is lost). Once saved, play goes on (a
// scripted opponent is asked again).
func (p *play) saveFailedKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, keyRetry):
		p.save()
		if p.saveErr != "" {
			return nil
		}
		cmd := p.afterChange()
		p.status, p.isErr = "Saved in "+p.sess.Path, false
		return cmd
	case key.Matches(msg, keyElsewhere):
		p.saveElsewhere()
		if p.saveErr != "" {
			return nil
		}
		status := p.status
		cmd := p.afterChange()
		p.status = status
		return cmd
	}
	return nil
}

func (p *play) setErr(s string) { p.status, p.isErr = s, true }

func (p *play) Typing() bool {
	if tb, ok := p.board.(TypingBoard); ok && tb.Typing() {
		return true
	}
	if p.over == logOverlay && p.logPage.typing {
		return true // a search being typed: "?" is a character of it
	}
	return p.entry != nil || (p.phase != nil && p.phase.Typing())
}

func (p *play) Keys() KeyMap {
	switch {
	case p.quitting:
		return KeyMap{Short: []key.Binding{KeyYes, KeyNo}}
	case p.saveErr != "":
		return KeyMap{Short: []key.Binding{keyRetry, keyElsewhere, KeyQuit}}
	case p.ended != nil:
		return KeyMap{Short: []key.Binding{p.endedKey(), KeyHelp, KeyQuit}}
	case p.confirm != nil:
		return KeyMap{Short: []key.Binding{keyConfirm, keyCancel}}
	case p.handoff != engine.NoPlayer:
		// First, even with the briefing waiting under it: the handoff
		// screen answers enter and quit alone (and help, with the keys).
		return KeyMap{Short: []key.Binding{KeyReturn, KeyHelp, KeyQuit}}
	case p.over == briefingOverlay:
		// On the briefing enter, i and esc all close it, to the table (its
		// last line says so): "i briefing" there offered what was open.
		closeAll := keyBriefingClose
		closeAll.SetHelp("enter/i/esc", "close the briefing")
		return KeyMap{Short: []key.Binding{keyBriefingClose, KeyHelp, KeyQuit},
			Full: [][]key.Binding{{closeAll, keyScroll}, {KeyHelp, KeyQuit}}}
	case p.over == logOverlay:
		// In full words the footer was cut after "n next match" at 80
		// columns, and its last key read "L the whole log" on the whole
		// log, which L closes.
		return logPageKeys(p.logPage.typing)
	case p.entry != nil:
		short := []key.Binding{KeyEntryDone, KeyEntryTab, KeyEntryCancel}
		if _, ok := p.cellPicker(); ok {
			short = append(short, KeyPickCell)
		}
		return KeyMap{Short: short}
	case p.waiting && !p.phaseUp():
		return KeyMap{Short: []key.Binding{keySkip, KeyLogUp, KeyLogDn, KeyHelp, KeyQuit},
			Full: [][]key.Binding{{keySkip, KeyLogUp, KeyLogDn}, {KeyHelp, KeyQuit}}}
	case p.shown.Outcome().Over:
		end := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", p.leaveLabel()))
		return KeyMap{Short: []key.Binding{end, KeyLogUp, KeyLogDn, KeyQuit},
			Full: [][]key.Binding{{end, KeyLogUp, KeyLogDn}, {KeyHelp, KeyQuit}}}
	}
	if p.phase != nil {
		km := p.phase.Keys()
		if p.phase.Typing() {
			// Every key but ctrl+c goes into the field (phaseKey): the
			// screen's own keys would type letters, so they are not offered.
			return km
		}
		km.Short = append(append([]key.Binding(nil), km.Short...), KeyUndo, KeyHelp, KeyQuit)
		own := []key.Binding{KeyUndo, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing, KeyHelp, KeyQuit}
		if p.waiting {
			// The opponent chooses in the same phase (both build at once):
			// the screen's keys work, and skip is on the help page.
			own = append([]key.Binding{keySkip}, own...)
		}
		km.Full = append(append([][]key.Binding(nil), km.Full...), own)
		return km
	}
	short := []key.Binding{KeyUp, KeyDown, KeyEnter}
	if p.actions.open {
		short = append(short, KeyBack)
	}
	var hot []key.Binding
	taken := map[string]bool{}
	for _, g := range p.actions.groups {
		if g.hotkey != "" {
			hot = append(hot, key.NewBinding(key.WithKeys(g.hotkey), key.WithHelp(g.hotkey, strings.ToLower(g.label))))
			taken[g.hotkey] = true
		}
	}
	short = append(short, KeyUndo, KeyHelp, KeyQuit)
	full := [][]key.Binding{{KeyUp, KeyDown, KeyEnter, KeyBack}, hot}
	if ib, ok := p.board.(KeyedBoard); ok {
		full = append(full, boardBindingsFree(ib.Bindings(), taken))
	}
	return KeyMap{Short: short, Full: append(full, []key.Binding{KeyUndo, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing, KeyHelp, KeyQuit})}
}

// boardBindingsFree drops the board's keys that an action's hotkey takes
// over while it is legal (the map gives way to the action list): the help
// listed both, "g choose your edge" beside "g go to a cell or a unit", and
// the second did nothing (found in Starmada's set-up at 80x24).
func boardBindingsFree(bs []key.Binding, taken map[string]bool) []key.Binding {
	var out []key.Binding
	for _, b := range bs {
		free := false
		for _, k := range b.Keys() {
			if !taken[k] {
				free = true
			}
		}
		if free {
			out = append(out, b)
		}
	}
	return out
}

func (p *play) leaveLabel() string { return "the menu" }

// Update handles a message and then draws the next frame, so that View
// only hands it out: nothing changes inside View.
func (p *play) Update(msg tea.Msg) (Screen, tea.Cmd) {
	if _, ok := msg.(tea.WindowSizeMsg); ok {
		// SetSize has just drawn the new size (the app sizes the screen,
		// then passes the message on), and a phase model takes no size
		// message (PhaseModel: keys, clicks and its own; View gets w×h):
		// drawing again would give the same frame.
		return p, nil
	}
	next, cmd := p.update(msg)
	if next == Screen(p) {
		p.render()
	}
	return next, cmd
}

// SetSize implements Sizer.
func (p *play) SetSize(w, h int) {
	p.w, p.h = w, h
	p.render()
}

// render draws the frame View hands out.
func (p *play) render() {
	if p.w > 0 {
		p.frame = p.draw(p.w, p.h)
	}
}

func (p *play) update(msg tea.Msg) (Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case firstSavedMsg:
		p.first = nil
		if msg.err != nil {
			// In plain view rather than under the briefing: the action
			// list offers r, w and q, and the status line says why under a
			// phase's own screen too.
			p.saveErr = msg.err.Error()
			if p.over == briefingOverlay {
				p.over = noOverlay
			}
			p.setErr("The game could not be saved: " + p.saveErr)
		}
		return p, nil
	case aiMsg:
		if msg.at != p.sess.Len() {
			return p, nil // the game moved on (an undo); the choice is stale
		}
		if msg.err != nil {
			p.waiting = false
			p.setErr("the scripted opponent failed: " + msg.err.Error())
			return p, nil
		}
		return p, p.apply(msg.intent)
	case applyMsg:
		// A phase screen's intent counts while the scripted opponent
		// thinks in the same phase (both build their fleets at once): it
		// was dropped without a word. The opponent's stale answer is
		// dropped instead (aiMsg), and it is asked again.
		if p.handoff != engine.NoPlayer || (p.waiting && !p.phaseActs()) {
			return p, nil
		}
		return p, p.propose(msg.intent)
	case tea.KeyPressMsg:
		if p.phaseUp() && p.phaseKey(msg) {
			var cmd tea.Cmd
			p.phase, cmd = p.phase.Update(msg)
			return p, cmd
		}
		return p.key(msg)
	case tea.MouseClickMsg:
		if p.phaseUp() {
			// A phase model's clicks are its own, at its corner: the
			// line under the header.
			msg.Y--
			var cmd tea.Cmd
			p.phase, cmd = p.phase.Update(msg)
			return p, cmd
		}
		return p.click(msg)
	case tea.MouseMsg:
		// The wheel zooms the map, a drag pans it.
		if mb, ok := p.board.(MouseBoard); ok && !p.quitting && p.handoff == engine.NoPlayer && p.ended == nil && !p.phaseUp() {
			m := msg.Mouse()
			_, motion := msg.(tea.MouseMotionMsg)
			_, release := msg.(tea.MouseReleaseMsg)
			if motion || release || (m.Y >= p.boardTop && m.Y < p.boardTop+p.boardH) {
				mb.Mouse(msg, m.X, m.Y-p.boardTop)
			}
		}
		return p, nil
	default:
		if p.phase != nil {
			// The phase model's own messages (its commands' answers).
			var cmd tea.Cmd
			p.phase, cmd = p.phase.Update(msg)
			return p, cmd
		}
	}
	return p, nil
}

// key handles a key press, layer by layer: whatever is open on top of the
// table takes it first (a text field, the board's own field or whole-screen
// map, the quit dialogue, a question, the briefing or the log), then the
// handoff, then the game screen's own keys, then the table (the board and
// the action list).
func (p *play) key(msg tea.KeyPressMsg) (Screen, tea.Cmd) {
	if p.entry != nil && !p.quitting {
		return p.entryKey(msg)
	}
	if p.ended != nil && !p.quitting && p.saveErr == "" {
		p.endedKeyPress(msg)
		return p, nil
	}
	if p.boardFirst(msg) {
		return p, nil
	}
	if p.quitting {
		return p, p.quitKey(msg)
	}
	if p.confirm != nil {
		return p, p.confirmKey(msg)
	}
	if done, cmd := p.overlayKey(msg); done {
		return p, cmd
	}
	if key.Matches(msg, KeyQuit) {
		p.quitting = true
		return p, nil
	}
	if p.handoff != engine.NoPlayer {
		if key.Matches(msg, KeyReturn) {
			p.takeOver()
		}
		return p, nil
	}
	if done, next, cmd := p.screenKey(msg); done {
		return next, cmd
	}
	return p, p.tableKey(msg)
}

// boardFirst gives a key to a board reading text (the map's g field), which
// has every key, or holding the whole screen, which has every key but
// quit, undo and help.
func (p *play) boardFirst(msg tea.KeyPressMsg) bool {
	ib, ok := p.board.(KeyedBoard)
	if !ok || p.quitting || p.handoff != engine.NoPlayer {
		return false
	}
	if tb, ok := p.board.(TypingBoard); ok && tb.Typing() {
		if msg.String() == "ctrl+c" && p.draft() != "" {
			p.quitting = true // the question names the text (drafts.go)
			return true
		}
		ib.Key(fieldKey(msg))
		return true
	}
	fb, ok := p.board.(FullScreenBoard)
	return ok && fb.WantsFullScreen() && !key.Matches(msg, KeyQuit, KeyUndo, KeyHelp) && ib.Key(msg)
}

// quitKey answers the quit dialogue.
func (p *play) quitKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, KeyYes), msg.String() == "ctrl+c":
		p.release()
		return tea.Quit
	case key.Matches(msg, KeyNo), msg.String() == "q":
		p.quitting = false
	}
	return nil
}

// overlayKey handles the briefing and the log over the table; it reports
// whether the key was theirs. The handoff screen comes first: the
// briefing waits under it for the player it is passed to.
func (p *play) overlayKey(msg tea.KeyPressMsg) (bool, tea.Cmd) {
	if p.handoff != engine.NoPlayer {
		return false, nil
	}
	switch p.over {
	case briefingOverlay:
		switch {
		case key.Matches(msg, KeyBriefing, KeyBack, KeyEnter):
			p.over = noOverlay
		case key.Matches(msg, KeyDown):
			p.briefTop = min(p.briefTop+1, p.briefMax)
		case key.Matches(msg, KeyUp):
			p.briefTop = max(0, min(p.briefTop, p.briefMax)-1)
		case key.Matches(msg, KeyQuit):
			return false, nil
		}
		return true, nil
	case logOverlay:
		if p.logPage.typing && msg.String() == "ctrl+c" && p.draft() != "" {
			p.quitting = true // the question names the search (drafts.go)
			return true, nil
		}
		rows := p.logRows
		if rows < 1 {
			rows = logPageRows(p.h) // before the first draw
		}
		stay, cmd := p.logPage.key(msg, p.wrappedLog(p.w), rows)
		if !stay {
			p.over = noOverlay
		}
		return true, cmd
	}
	return false, nil
}

// takeOver shows the table to the player the terminal was passed to.
func (p *play) takeOver() {
	p.viewer, p.handoff = p.handoff, engine.NoPlayer
	view := p.sess.State().View(p.viewer)
	p.actions = newActionList(view, p.sess.Legal(p.viewer), p.board)
	p.actionsFor, p.actionsTurn, p.actionsPhase = p.viewer, view.Phase().Turn, view.Phase().Name
	p.refresh()
}

// screenKey handles the game screen's own keys: skip ahead, briefing, log,
// the log's scrolling, a failed save, the end of the game, undo. It
// reports whether the key was one of them and the screen to show next.
func (p *play) screenKey(msg tea.KeyPressMsg) (bool, Screen, tea.Cmd) {
	switch {
	case p.waiting && key.Matches(msg, keySkip):
		p.skip.Store(true)
		p.status, p.isErr = "Skipping ahead to your next decision…", false
	case key.Matches(msg, KeyBriefing):
		p.over = briefingOverlay
	case key.Matches(msg, KeyFullLog):
		p.over, p.logPage.top = logOverlay, -1
	case key.Matches(msg, KeyLogUp):
		p.logBack += 3
	case key.Matches(msg, KeyLogDn):
		p.logBack = max(0, p.logBack-3)
	case p.saveErr != "":
		return true, p, p.saveFailedKey(msg)
	case p.sess.State().Outcome().Over:
		if key.Matches(msg, KeyReturn) {
			p.release()
			return true, newMenu(p.cfg), nil
		}
	case key.Matches(msg, KeyUndo):
		return true, p, p.undo()
	default:
		return false, p, nil
	}
	return true, p, nil
}

// tableKey handles a key on the table: the board's own keys (inspecting
// units on a map) work whoever is to act, esc closing an open list of
// targets first; then the action list's keys and hotkeys, and typing
// straight onto a typed intent.
func (p *play) tableKey(msg tea.KeyPressMsg) tea.Cmd {
	if ib, ok := p.board.(KeyedBoard); ok && !(p.actions.open && key.Matches(msg, KeyBack)) && ib.Key(msg) {
		return nil
	}
	if p.waiting || len(p.actions.groups) == 0 {
		return nil
	}
	p.status, p.isErr = "", false
	switch {
	case key.Matches(msg, KeyUp):
		p.actions.move(-1)
	case key.Matches(msg, KeyDown):
		p.actions.move(1)
	case key.Matches(msg, KeyBack):
		p.actions.open = false
	case key.Matches(msg, KeyEnter), msg.String() == "space":
		if in := p.actions.choose(); in != nil {
			return p.act(in)
		}
	default:
		if in, ok := p.actions.hotkey(msg.String()); ok {
			if in != nil {
				return p.act(in)
			}
			return nil
		}
		if p.notNow(msg.String()) {
			return nil
		}
		return p.typeThrough(msg)
	}
	return nil
}

// typeThrough opens the text field of the typed intent under the cursor
// with the character typed onto it: "o", "3P2", enter.
func (p *play) typeThrough(msg tea.KeyPressMsg) tea.Cmd {
	tb, ok := p.board.(TypedBoard)
	if !ok || len(msg.Text) != 1 || msg.Text[0] <= ' ' || msg.Text[0] >= 127 {
		return nil
	}
	in := p.actions.hover()
	if in == nil {
		return nil
	}
	if _, _, _, ok := tb.Typable(p.shown, in); !ok {
		return nil
	}
	cmd := p.act(in)
	p.entry.start = "" // all of it typed: a draft even when it is the field's own text
	p.entry.input.SetValue(msg.Text)
	p.entry.input.CursorEnd()
	p.parseEntry()
	return cmd
}

// phaseUp reports whether the phase model is on screen and takes input.
func (p *play) phaseUp() bool {
	return p.phase != nil && !p.quitting && p.handoff == engine.NoPlayer && p.over == noOverlay && p.confirm == nil && p.ended == nil
}

// phaseActs reports whether the phase screen up is the viewer's own in a
// phase the viewer acts in, so that its intents may be made now, whoever
// else acts in it.
func (p *play) phaseActs() bool {
	return p.phaseUp() && p.viewer != engine.NoPlayer && p.sess.State().Phase().Acting(p.viewer)
}

// phaseKey reports whether a key goes to the phase model: all keys while
// it reads text, else all but the game screen's own (quit, undo, help, log,
// and skip while the opponent thinks in the same phase: the help page
// offers it there).
func (p *play) phaseKey(msg tea.KeyPressMsg) bool {
	if p.phase.Typing() {
		return msg.String() != "ctrl+c"
	}
	if p.waiting && key.Matches(msg, keySkip) {
		return false
	}
	return !key.Matches(msg, KeyQuit, KeyUndo, KeyHelp, KeyLogUp, KeyLogDn, KeyBriefing, KeyFullLog)
}

// act applies a chosen intent, or opens the text field when the intent is
// one that is typed.
func (p *play) act(in engine.Intent) tea.Cmd {
	if tb, ok := p.board.(TypedBoard); ok {
		if prompt, text, sugg, ok := tb.Typable(p.shown, in); ok {
			p.entry = newTextEntry(in, prompt, text, sugg)
			p.parseEntry()
			return p.entry.input.Focus()
		}
	}
	return p.propose(in)
}

// HelpPages are the game's pages of the full help (Screens.Help), for the
// state as the viewer sees it and the intent under the cursor. On a closed
// list of several ("[b] Fire maser at… (4)") no one intent is under the
// cursor, yet its rule is the one the player asks for: the pages keep what
// every line of the list shares (sharedHelp).
func (p *play) HelpPages() []HelpPage {
	help := p.cfg.catalog().Screens(p.sess.Game.ID()).Help
	if help == nil || p.handoff != engine.NoPlayer {
		// Over the handoff the keys alone: the pages would be drawn from
		// the view of the player who has just played, read by the one
		// taking the terminal.
		return nil
	}
	in := p.hover()
	if in != nil || p.entry != nil || p.waiting {
		return help(p.shown, p.viewer, in)
	}
	return sharedHelp(p.shown, p.viewer, help, p.actions.closedGroup())
}

// helpProbes is how many of a closed list's intents sharedHelp asks about:
// a longer list (a fighter's launch squares) is judged by its first ones.
const helpProbes = 16

// sharedHelp is the help for a closed list of intents: each page keeps
// the lines it has for every one of them (the rule of the kind), without
// those about one target or weapon alone; a page left with nothing, or no
// list at all, reads as with no intent under the cursor.
func sharedHelp(view engine.State, me engine.Player, help func(engine.State, engine.Player, engine.Intent) []HelpPage, group []engine.Intent) []HelpPage {
	none := help(view, me, nil)
	if len(group) == 0 {
		return none
	}
	out := help(view, me, group[0])
	for _, in := range group[1:min(len(group), helpProbes)] {
		other := help(view, me, in)
		for i := range out {
			if i >= len(other) || other[i].Title != out[i].Title {
				continue
			}
			has := map[string]bool{}
			for _, l := range other[i].Lines {
				has[l] = true
			}
			var kept []string
			for _, l := range out[i].Lines {
				if has[l] {
					kept = append(kept, l)
				}
			}
			out[i].Lines = kept
		}
	}
	for i := range out {
		if len(out[i].Lines) == 0 && i < len(none) && none[i].Title == out[i].Title {
			out[i] = none[i]
		}
	}
	return out
}

// stageOf names the battle a state is in, for a game of several battles.
func stageOf(st engine.State) string {
	if sb, ok := st.(engine.StageBriefer); ok {
		return sb.Stage()
	}
	return ""
}

// hover is the intent the board highlights: the one being typed (nil while
// its text does not parse), else the one under the cursor.
func (p *play) hover() engine.Intent {
	switch {
	case p.entry != nil:
		return p.entry.intent
	case p.waiting:
		return nil
	}
	return p.actions.hover()
}

// propose applies a person's intent, unless it would leave something
// unused (action points, movement, ships without orders): then the screen
// asks first, naming what.
func (p *play) propose(in engine.Intent) tea.Cmd {
	if u, ok := p.shown.(engine.Unspender); ok {
		if what := u.Unspent(in); what != "" {
			p.confirm = &pending{intent: in, what: what}
			return nil
		}
	}
	return p.apply(in)
}

// pending is an intent waiting for the player's confirmation.
type pending struct {
	intent engine.Intent
	what   string // what it leaves unused
}

var (
	keyConfirm = key.NewBinding(key.WithKeys("enter", "y", "Y"), key.WithHelp("enter/y", "yes"))
	keyCancel  = key.NewBinding(key.WithKeys("esc", "n", "N"), key.WithHelp("esc/n", "no"))
)

// confirmKey answers the question: enter or y applies, esc or n keeps
// playing.
func (p *play) confirmKey(msg tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(msg, keyConfirm):
		in := p.confirm.intent
		p.confirm = nil
		return p.apply(in)
	case key.Matches(msg, keyCancel):
		p.confirm = nil
		p.actions.open = false // the group's key opens the list again, never acts on its own
		p.status, p.isErr = "", false
	}
	return nil
}

// confirmLines ask the question in the action panel.
func (p *play) confirmLines(w int) []string {
	what := p.cfg.asciiWords(engine.Describe(p.shown, p.confirm.intent, p.viewer))
	var out []string
	for _, l := range Wrap(strings.ToUpper(what[:1])+what[1:]+" with "+p.confirm.what+" unspent?", w, 2) {
		out = append(out, p.st.Warn.Render(l))
	}
	return append(out, "", p.st.Key.Render("enter")+"/"+p.st.Key.Render("y")+" yes, "+p.st.Key.Render("esc")+"/"+p.st.Key.Render("n")+" no")
}

// notNow says why a key of an action that is not possible now does
// nothing, instead of doing nothing silently.
func (p *play) notNow(k string) bool {
	kl, ok := p.sess.Game.(engine.KindLister)
	if !ok {
		return false
	}
	for _, kind := range kl.Kinds() {
		label, hot := p.board.Group(kind)
		if hot == "" || hot != k {
			continue
		}
		ph := p.shown.Phase()
		why := "not possible now, in the " + ph.Name + " phase"
		if !ph.Acting(p.viewer) {
			why = "it is not your turn"
		} else if ex, ok := p.board.(Explainer); ok {
			if w := ex.WhyNot(p.shown, p.viewer, kind); w != "" {
				why = w
			}
		}
		p.status, p.isErr = fmt.Sprintf("[%s] %s: %s.", k, label, why), true
		return true
	}
	return false
}

// parseEntry reads the text field after every keystroke: the board
// previews a good intent, the status line explains a bad one.
func (p *play) parseEntry() {
	e := p.entry
	e.intent, e.err = p.board.(TypedBoard).Parse(p.shown, p.viewer, e.like, e.input.Value())
	if cp, ok := p.cellPicker(); ok {
		cp.PointText(e.input.Value()) // the map shows the cell being typed
	}
}

// setEntry puts text in the open field and reads it again.
func (p *play) setEntry(text string) {
	p.entry.input.SetValue(text)
	p.entry.input.CursorEnd()
	p.parseEntry()
}

// cellPicker is the board as a CellPicker while the open field names a
// cell: a board whose fields do not all name one (CellField) picks for
// those that do alone, so that ctrl+g or a click never writes a hex into
// a Starmada ship's orders or an SSCS plot.
func (p *play) cellPicker() (CellPicker, bool) {
	cp, ok := p.board.(CellPicker)
	if !ok || p.entry == nil {
		return cp, ok
	}
	if cf, isCF := p.board.(CellField); isCF && !cf.TakesCell(p.entry.like) {
		return nil, false
	}
	return cp, true
}

// endPick ends picking a cell on the map for a typed field.
func (p *play) endPick() {
	if cp, ok := p.board.(CellPicker); ok {
		cp.EndPick()
	}
}

func (p *play) entryKey(msg tea.KeyPressMsg) (Screen, tea.Cmd) {
	value := p.entry.input.Value()
	cp, picker := p.cellPicker()
	if picker {
		// Picking on the map: the arrows move the map's cursor and enter
		// writes its cell into the field.
		if t, used := cp.PickKey(msg, value); used {
			// Read the field again only when the key wrote into it: read
			// unchanged, its hex would take the map's cursor back from
			// the cell the arrows moved it to.
			if t != value {
				p.setEntry(t)
				// A complaint about its old text (enter on an empty
				// field) no longer holds.
				p.status, p.isErr = "", false
			}
			return p, nil
		}
	}
	switch msg.String() {
	case "ctrl+c":
		if p.draft() != "" {
			// The question names the text; n comes back to it (drafts.go).
			p.quitting = true
			return p, nil
		}
		p.entry = nil
		p.endPick()
		return p, nil
	case "esc":
		p.entry = nil
		p.endPick()
		return p, nil
	case "enter":
		if p.entry.err != nil {
			p.setErr(p.entry.err.Error())
			return p, nil
		}
		if p.entry.intent == nil {
			// Nothing typed yet: say what the field wants rather than
			// leave the key without effect.
			hint := "type it first (esc cancels)"
			if picker {
				hint = "type it first, or pick the cell on the map with ctrl+g or shift+arrows (esc cancels)"
			}
			p.setErr(p.entry.prompt + ": " + hint)
			return p, nil
		}
		in := p.entry.intent
		p.entry = nil
		p.endPick()
		return p, p.propose(in)
	case "tab":
		// The field's own completions first, then the map's unit names
		// ("1508 Hi" → "1508 Hive").
		if picker && len(p.entry.input.MatchedSuggestions()) == 0 {
			if t, ok := cp.Complete(value); ok {
				p.setEntry(t)
				return p, nil
			}
		}
	}
	var cmd tea.Cmd
	p.entry.input, cmd = p.entry.input.Update(msg)
	p.parseEntry()
	p.status, p.isErr = "", false
	return p, cmd
}

func (p *play) undo() tea.Cmd {
	if p.viewer == engine.NoPlayer || p.first != nil {
		return nil
	}
	in, err := p.sess.Undo(p.viewer)
	if err != nil {
		p.setErr("cannot undo: " + err.Error())
		return nil
	}
	p.save()
	cmd := p.afterChange()
	p.status, p.isErr = "undone: "+p.cfg.asciiWords(engine.Describe(p.sess.State(), in, p.viewer)), false
	return cmd
}

func (p *play) click(msg tea.MouseClickMsg) (Screen, tea.Cmd) {
	m := msg.Mouse()
	onBoard := m.Y >= p.boardTop && m.Y < p.boardTop+p.boardH
	if p.quitting || p.handoff != engine.NoPlayer || p.ended != nil {
		return p, nil
	}
	if onBoard && msg.Button == tea.MouseLeft && p.entry != nil {
		// A click on the map writes its cell into the open field.
		if cp, ok := p.cellPicker(); ok {
			if t, ok := cp.PickClick(m.X, m.Y-p.boardTop, p.entry.input.Value()); ok {
				p.setEntry(t)
			}
			return p, nil
		}
	}
	if onBoard {
		if mb, ok := p.board.(MouseBoard); ok {
			mb.Mouse(msg, m.X, m.Y-p.boardTop) // a click inspects; a drag starts here
			return p, nil
		}
	}
	if msg.Button != tea.MouseLeft || p.waiting {
		return p, nil
	}
	if ib, ok := p.board.(KeyedBoard); ok && onBoard {
		ib.Click(m.X, m.Y-p.boardTop)
		return p, nil
	}
	line := m.Y - p.actTop
	if m.X < p.actLeft || line < 0 || line >= len(p.actRows) || p.actRows[line] < 0 {
		return p, nil
	}
	row := p.actRows[line] // the list may be scrolled, and its cursor line wrapped
	if p.actions.open {
		if row >= len(p.actions.groups[p.actions.g].intents) {
			return p, nil
		}
		if p.actions.i == row {
			return p, p.act(p.actions.choose())
		}
		p.actions.i = row
		return p, nil
	}
	if row >= len(p.actions.groups) {
		return p, nil
	}
	if p.actions.g == row {
		if in := p.actions.choose(); in != nil {
			return p, p.act(in)
		}
		return p, nil
	}
	p.actions.g = row
	return p, nil
}

// refresh derives what the screen draws from the session and the viewer:
// the state as the viewer may see it and the log filtered for them. It runs
// after every change, so that view only draws.
func (p *play) refresh() {
	p.shown = p.sess.State().View(p.viewer)
	prev := p.phase
	p.phase = nil
	if p.phaseOf != nil && p.handoff == engine.NoPlayer {
		p.phase = p.phaseOf(p.cfg, p.shown, p.viewer, prev)
	}
	if ib, ok := p.board.(KeyedBoard); ok {
		ib.Changed()
	}
	p.rebuildLog()
	p.turnEvents = p.turnEvents[:0]
	turn := p.shown.Phase().Turn
	for _, r := range p.sess.Records() {
		if r.Turn != turn {
			continue
		}
		for _, e := range r.Events {
			if e.VisibleTo(p.viewer) && !(p.viewer == engine.NoPlayer && e.Secret) {
				p.turnEvents = append(p.turnEvents, e)
			}
		}
	}
}

// rebuildLog brings the log up to date. Each record is described once for
// its reader: while the viewer stays the same and intents are only added,
// only the new records are described; an undo or another viewer starts
// the log again.
func (p *play) rebuildLog() {
	recs := p.sess.Records()
	if p.logFor != p.viewer || p.logLen > len(recs) || len(p.log) == 0 {
		p.log, p.logLen, p.logFor = p.log[:0], 0, p.viewer
		if in := optionsInForce(p.sess.Game, p.sess.Options, p.ignored); in != "" {
			p.log = append(p.log, logLine{text: in, header: true})
		}
	}
	if p.logLen == len(recs) && len(p.log) > 0 {
		return
	}
	p.wrapped = nil
	viewer := p.viewer
	for i := p.logLen; i < len(recs); i++ {
		r := recs[i]
		actor := r.Intent.Actor()
		before := p.sess.StateAt(i)
		if c, ok := before.(engine.Concealer); ok && viewer != engine.NoPlayer && c.Conceals(r.Intent, viewer) {
			// Not even that it was made (a sealed order); but when the
			// intent is also the seal (the last declaration of a round,
			// closed as nothing is left to declare), what it reveals is
			// public and stays in, under the line before.
			for _, e := range r.Events {
				if !e.Secret {
					p.log = append(p.log, logLine{text: p.cfg.asciiWords(e.String())})
				}
			}
			continue
		}
		// The game words each intent for the viewer, leaving out what the
		// viewer may not know. (NoPlayer reads everything; the screen has no
		// viewer only while a handoff screen hides the log, or after the game.)
		what := engine.Describe(before, r.Intent, viewer)
		p.log = append(p.log, logLine{text: p.cfg.asciiWords(fmt.Sprintf("%s %s: %s", p.cfg.logTurn(p.sess.Game.ID(), before, r.Turn), p.sideName(actor), what)), header: true})
		for _, e := range r.Events {
			if viewer != engine.NoPlayer && !e.VisibleTo(viewer) {
				continue
			}
			if viewer == engine.NoPlayer && e.Secret {
				continue
			}
			p.log = append(p.log, logLine{text: p.cfg.asciiWords(e.String())})
		}
	}
	p.logLen = len(recs)
}

// View hands out the frame drawn by the last Update.
func (p *play) View(w, h int) string {
	if p.frame == "" || w != p.w || h != p.h {
		// Not yet sized (a test that calls View first): draw without
		// keeping anything.
		return p.draw(w, h)
	}
	return p.frame
}

// briefingWindow is the part of the briefing's lines that fits in rows,
// from briefTop on: a long briefing scrolls, and its last row, always on
// screen, says how to go on and how many lines are out of sight.
func (p *play) briefingWindow(body []string, rows int) []string {
	room := max(1, rows-1)
	// The line scrolled to stays as it is: a terminal where the whole
	// briefing fits shows it from the top, and one made small again shows
	// it from that line (it went back to the top).
	p.briefMax = max(0, len(body)-room)
	top := min(p.briefTop, p.briefMax)
	end := min(len(body), top+room)
	hint := "enter, i or esc: to the table"
	switch below := len(body) - end; {
	case below == 1:
		hint += " · ↓ 1 more line"
	case below > 1:
		hint += fmt.Sprintf(" · ↓ %d more lines", below)
	case top > 0:
		hint += " · ↑ scrolls back"
	}
	return append(body[top:end:end], p.st.Subtle.Render(hint))
}

// draw lays the screen out: header, table, then the action list beside the
// log, then the status line. It runs in Update (render): the board and
// the action list keep what they drew for the keys and clicks that follow.
func (p *play) draw(w, h int) string {
	if p.ended != nil && !p.quitting && p.saveErr == "" {
		// Before the handoff too: the result is known to both sides, and
		// a tabletop's players read it together.
		return strings.Join(append([]string{p.header(p.shown, w)}, p.endedLines(w, h-1)...), "\n")
	}
	if p.handoff != engine.NoPlayer {
		if p.quitting {
			// The question takes the box's place; the table stays hidden
			// until the next player takes the terminal.
			return strings.Join(Column(p.quitLines(w), w, h), "\n")
		}
		return p.handoffView(w, h)
	}
	st := p.shown
	out := []string{p.header(st, w)}
	if p.over != noOverlay && !p.quitting {
		status := p.statusLines(w)
		rest := max(1, h-1-len(status))
		var body []string
		if p.over == briefingOverlay {
			for _, l := range briefingLines(p.sess, p.st, p.ignored) {
				body = append(body, Wrap(l, w, 2)...)
			}
			body = p.briefingWindow(body, rest)
		} else {
			// The keys scroll by the rows drawn: End then shows the
			// last line, which it left under the status line before.
			p.logRows = logPageRows(rest)
			body = strings.Split(p.logPage.view(p.wrappedLog(w), w, rest, p.st), "\n")
		}
		out = append(out, Column(body, w, rest)...)
		return strings.Join(append(out, status...), "\n")
	}
	if p.phase != nil && !p.quitting {
		status := p.statusLines(w)
		rest := max(1, h-1-len(status))
		var ask []string
		if p.confirm != nil {
			// The question goes under the phase's own screen, which stays.
			ask = append([]string{""}, p.confirmLines(w)...)
		}
		rest -= len(ask)
		out = append(out, Column(p.phaseWithLog(w, max(1, rest)), w, max(1, rest))...)
		out = append(out, ask...)
		return strings.Join(append(out, status...), "\n")
	}
	if fb, ok := p.board.(FullScreenBoard); ok && fb.WantsFullScreen() && p.phase == nil && !p.quitting {
		// The map on the whole screen: the header, the board, one status
		// line.
		status := p.statusLines(w)[:1]
		bh := max(1, h-1-len(status))
		p.boardTop, p.boardH = len(out), bh
		out = append(out, Column(p.board.Draw(Frame{State: st, Me: p.viewer, Hover: p.hover(), W: w, H: bh, Events: p.turnEvents}), w, bh)...)
		return strings.Join(append(out, status...), "\n")
	}
	bh := min(p.board.Height(w, h-2), h-2-5)
	if p.actions.open && p.entry == nil {
		// A long open list (twenty targets to declare) takes rows from the
		// table, which keeps at least eight.
		want := len(p.actions.groups[p.actions.g].intents) + 2
		bh = max(min(bh, 8), min(bh, h-2-1-want))
	}
	table := TrimBlankTail(Column(p.board.Draw(Frame{State: st, Me: p.viewer, Hover: p.hover(), W: w, H: bh, Events: p.turnEvents}), w, bh))
	p.boardTop, p.boardH = len(out), len(table)
	out = append(out, table...)
	status := p.statusLines(w)
	rest := h - len(out) - len(status)
	if p.quitting {
		out = append(out, Column(p.quitLines(w), w, rest)...)
		return strings.Join(append(out, status...), "\n")
	}
	aw := ActionListWidth(w)
	lw := w - aw - 1
	p.actTop, p.actLeft = len(out), 0
	left := Column(p.actionLines(st, aw, rest), aw, rest)
	right := Column(p.logLines(lw, rest), lw, rest)
	out = append(out, Besides(left, right, p.st.Subtle.Render("│"))...)
	return strings.Join(append(out, status...), "\n")
}

// ActionListWidth is the width of the game screen's action list on a
// screen w columns wide (the log takes the rest): 34, 40 from 120 columns,
// 52 from 160, so that a long action reads whole on a wide terminal. A
// board that writes its items to fit reads it here.
func ActionListWidth(w int) int {
	switch {
	case w >= 160:
		return 52
	case w >= 120:
		return 40
	}
	return 34
}

// phaseWithLog is the phase screen in h rows, with the end of the log
// under it when it leaves at least phaseLogRows rows free: a question
// screen shows the roll that led to it (the Starship Battles play-test
// found the last roll only behind L).
func (p *play) phaseWithLog(w, h int) []string {
	lines := strings.Split(p.phase.View(w, h), "\n")
	used := len(lines)
	for used > 0 && strings.TrimSpace(Plain(lines[used-1])) == "" {
		used--
	}
	free := h - used - 1 // a blank row between
	if free < phaseLogRows || len(p.log) == 0 {
		return lines
	}
	out := append(lines[:used:used], "", p.st.Subtle.Render("Log (L: all of it)"))
	return append(out, p.logLines(w, free-1)...)
}

// phaseLogRows is the fewest free rows under a phase screen that show the
// log's end.
const phaseLogRows = 5

// quitLines ask before quitting and say where the game waits, in full:
// a path cut off at the edge of the screen would be no help.
func (p *play) quitLines(w int) []string {
	lines := []string{p.st.Warn.Render("Quit armada-tui?  y: quit  ·  n: keep playing"), ""}
	if d := p.draft(); d != "" {
		for _, l := range Wrap(d, w, 2) {
			lines = append(lines, p.st.Warn.Render(l))
		}
		lines = append(lines, "")
	}
	if p.sess.Path == "" {
		return append(lines, "This game is not being saved.")
	}
	if p.saveErr != "" {
		lines = append(lines, p.st.Err.Render("The last move is NOT saved: "+p.saveErr), "", "What is on disk is the game before it, in")
		for _, l := range WrapPath(p.sess.Path, w-2) {
			lines = append(lines, "  "+p.st.Selected.Render(l))
		}
		return lines
	}
	lines = append(lines, "The game is saved in")
	for _, l := range WrapPath(p.sess.Path, w-2) {
		lines = append(lines, "  "+p.st.Selected.Render(l))
	}
	if inSaveDir(p.cfg.SaveDir, p.sess.Path) {
		return append(lines, "", "Continue it later from the menu, or with: armada-tui resume")
	}
	// The menu and a resume without a path look in the save folder only:
	// a game saved elsewhere (play --save) is resumed by its path.
	lines = append(lines, "", "Continue it later with:")
	for _, l := range WrapPath("armada-tui resume "+ShellWord(p.sess.Path), w-2) {
		lines = append(lines, "  "+l)
	}
	return lines
}

// inSaveDir reports whether path is a file of the save folder dir, where
// the menu and 'armada-tui resume' without a path look for games.
func inSaveDir(dir, path string) bool {
	if dir == "" {
		return false
	}
	a, errA := filepath.Abs(dir)
	b, errB := filepath.Abs(filepath.Dir(path))
	return errA == nil && errB == nil && a == b
}

// ShellWord quotes path for a shell when it holds anything but the
// characters a path is usually made of, so that a command the program's
// messages suggest can be typed as shown.
func ShellWord(path string) string {
	for _, r := range path {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+,:@~", r)) {
			return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
		}
	}
	return path
}

func (p *play) header(st engine.State, w int) string {
	ph := st.Phase()
	var right string
	switch out := st.Outcome(); {
	case out.Over:
		right = "Game over"
	default:
		var acting []string
		for _, a := range ph.Actors {
			acting = append(acting, p.sideName(a))
		}
		turn := p.cfg.turnName(p.sess)
		right = fmt.Sprintf("%s · %s · %s to act", turn, ph.Name, strings.Join(acting, ", "))
		if len(acting) > 2 && Width(right) > w {
			// Four sides building at once do not fit 80 columns: count
			// them (the screen below names the one at the keyboard).
			right = fmt.Sprintf("%s · %s · %d sides to act", turn, ph.Name, len(acting))
		}
	}
	return headerLine(p.st, p.sess.Game.Title(), p.sess.Scenario.Title(), right, w)
}

// headerLine puts the game and scenario on the left and the turn on the
// right. When they do not fit, what the scenario's name can spare goes
// first, the name itself last: the game's name (which the menu and the
// briefing give), then the asides in brackets ("(11.7)", "(the project's
// own)"), then a leading section number ("11.2 "), then the brackets of
// the turn's phase ("Craft to field (11.7)"); only then is the name cut.
// The turn, the phase and who acts stay readable whatever the width.
func headerLine(st Styles, game, scenario, right string, w int) string {
	rights := []string{right}
	if r := dropAsides(right); r != right {
		rights = append(rights, r)
	}
	name := dropAsides(scenario)
	lefts := []string{game + " · " + scenario, scenario, name}
	if n := dropSection(name); n != name {
		lefts = append(lefts, n)
	}
	for _, r := range rights {
		room := w - Width(r) - 1
		for _, l := range lefts {
			if Width(l) <= room {
				return headerJoin(st, l, r, w)
			}
		}
	}
	r := rights[len(rights)-1]
	if Width(r) >= w {
		return Truncate(st.Selected.Render(r), w)
	}
	return headerJoin(st, Truncate(lefts[len(lefts)-1], w-Width(r)-1), r, w)
}

// headerJoin puts left and right at the two ends of a line w wide.
func headerJoin(st Styles, left, right string, w int) string {
	gap := max(1, w-Width(left)-Width(right))
	return st.Title.Render(left) + strings.Repeat(" ", gap) + st.Selected.Render(right)
}

// dropAsides takes the bracketed asides out of a title: "Campaign Game
// (11.7), restricted pools" reads "Campaign Game, restricted pools".
func dropAsides(s string) string {
	for {
		i := strings.Index(s, " (")
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], ")")
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+1:]
	}
}

// dropSection takes a leading section number off a title: "11.2 Into the
// Minefield" reads "Into the Minefield".
func dropSection(s string) string {
	num, rest, ok := strings.Cut(s, " ")
	if !ok || rest == "" || num == "" || num[0] < '0' || num[0] > '9' {
		return s
	}
	for _, r := range num {
		if (r < '0' || r > '9') && r != '.' {
			return s
		}
	}
	return rest
}

func (p *play) actionLines(st engine.State, w, h int) []string {
	if p.saveErr != "" {
		return p.saveFailedLines(w)
	}
	if p.confirm != nil {
		return p.confirmLines(w)
	}
	if out := st.Outcome(); out.Over {
		lines := []string{p.st.Title.Render("Game over")}
		for _, l := range Wrap(p.cfg.asciiWords(engine.ResultSentence(out, p.sess.Scenario.Sides())), w, 2) {
			lines = append(lines, p.st.Selected.Render(l))
		}
		return append(lines, p.st.Subtle.Render("enter: "+p.leaveLabel()))
	}
	if p.waiting {
		var names []string
		for _, a := range st.Phase().Actors {
			if _, ok := p.ais[a]; ok {
				names = append(names, p.sideName(a))
			}
		}
		return []string{p.st.Subtle.Render(strings.Join(names, ", ") + " is thinking…")}
	}
	if len(p.actions.groups) == 0 {
		return []string{p.st.Subtle.Render("Nothing to do: waiting.")}
	}
	if p.entry != nil {
		return p.entryLines(w, h)
	}
	title := p.st.Title.Render(p.sideName(p.viewer) + ": your move")
	lines, rows := p.actions.lines(p.board, p.cfg.asciiWords, func(s string) string { return p.st.Selected.Render(s) }, w, h-1)
	p.actTop++ // the title line
	p.actRows = rows
	return append([]string{title}, lines...)
}

func (p *play) logLines(w, h int) []string {
	all := p.wrappedLog(w)
	if len(all) == 0 {
		var out []string
		for _, l := range Wrap("The log of every action and roll appears here.", w, 0) {
			out = append(out, p.st.Subtle.Render(l))
		}
		return out[:min(len(out), max(h, 1))]
	}
	end := len(all) - min(p.logBack, max(0, len(all)-h))
	start := max(0, end-h)
	return all[start:end]
}

// wrappedLog is the log wrapped to width w. Wrapping a long game's log is
// the costliest part of a frame, so the result is kept until the log or the
// width changes.
func (p *play) wrappedLog(w int) []string {
	if p.wrapW == w && p.wrapped != nil {
		return p.wrapped
	}
	all := []string{}
	for _, l := range p.log {
		indent := 2
		text := l.text
		if !l.header {
			text = "  " + text
			indent = 4
		}
		for i, s := range Wrap(text, w, indent) {
			if l.header && i == 0 {
				s = p.st.Key.Render(s)
			}
			all = append(all, s)
		}
	}
	p.wrapW, p.wrapped = w, all
	return all
}

// statusLines is the message under the screen: an error or a notice,
// wrapped rather than cut (at most three lines).
func (p *play) statusLines(w int) []string {
	style := p.st.OK
	if p.isErr {
		style = p.st.Err
	}
	if p.status == "" || p.quitting {
		return []string{""}
	}
	lines := Wrap(p.status, w, 2)
	if len(lines) > 3 {
		lines = append(lines[:2], Truncate(strings.Join(lines[2:], " "), w))
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

func (p *play) handoffView(w, h int) string {
	name := p.sideName(p.handoff)
	body := fmt.Sprintf("Pass the terminal to %s.\n\n%s: press Enter when nobody else is looking.", name, name)
	box := p.st.Boxed(p.cfg.ASCII).Render(body)
	lines := strings.Split(box, "\n")
	top := max(0, (h-len(lines))/2)
	out := make([]string, 0, h)
	for i := 0; i < top; i++ {
		out = append(out, "")
	}
	pad := strings.Repeat(" ", max(0, (w-Width(lines[0]))/2))
	for _, l := range lines {
		out = append(out, pad+l)
	}
	return strings.Join(out, "\n")
}

// optionsInForce names the set-up options that differ from their defaults
// ("Options in force: drift on, decoys on"), so both players can see which
// optional rules they agreed on; "" when every option is at its default.
func optionsInForce(g engine.Game, opts engine.Options, ignored map[string]bool) string {
	var on, off []string
	for _, spec := range g.OptionSpecs() {
		if v := opts.Option(g, spec.Key); v != spec.Default {
			w := strings.ReplaceAll(spec.Key, "_", " ") + " " + v
			if ignored[spec.Key] {
				off = append(off, w)
			} else {
				on = append(on, w)
			}
		}
	}
	switch {
	case len(on) == 0 && len(off) == 0:
		return ""
	case len(off) == 0:
		return "Options in force: " + strings.Join(on, ", ")
	case len(on) == 0:
		return "Options in force: the defaults (this scenario ignores " + strings.Join(off, ", ") + ")"
	}
	return "Options in force: " + strings.Join(on, ", ") + " (this scenario ignores " + strings.Join(off, ", ") + ")"
}

// ignoredIn is the set of the session's options that its scenario does
// not play (engine.OptionIgnorer), asked only when an option differs from
// its default: the briefing and the log then say "Your First Game ignores
// drift on" rather than list it in force (--option on the command line, or
// a save of a scenario file made before).
func ignoredIn(sess *engine.Session) map[string]bool {
	if optionsInForce(sess.Game, sess.Options, nil) == "" {
		return nil
	}
	ignored, _ := ignoredOptions(sess.Scenario)
	return ignored
}

// ignoredOptions is the set of the game's options sc does not play, and
// the sentence that says so (engine.OptionIgnorer); none for a scenario
// that plays them all.
func ignoredOptions(sc engine.Scenario) (map[string]bool, string) {
	oi, ok := sc.(engine.OptionIgnorer)
	if !ok {
		return nil, ""
	}
	keys, why := oi.IgnoredOptions()
	set := make(map[string]bool, len(keys))
	for _, k := range keys {
		set[k] = true
	}
	return set, why
}

var (
	keySkip      = key.NewBinding(key.WithKeys(">"), key.WithHelp(">", "skip ahead to your turn"))
	keyRetry     = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "try the save again"))
	keyElsewhere = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "save to a new file in the temporary folder"))
)

// openPlay makes the game screen of a session holding its save's lock: a
// save open in another armada-tui is refused with that one's process id.
func openPlay(cfg Config, s *engine.Session) (*play, error) {
	var lock *store.Lock
	if s.Path != "" {
		l, err := store.AcquireFor(s)
		if err != nil {
			return nil, err
		}
		lock = l
	}
	p := newPlay(cfg, s)
	p.lock = lock
	return p, nil
}

// release gives the save's lock up when the game screen is left.
func (p *play) release() {
	p.lock.Release()
	p.lock = nil
}

// saveFailedLines replace the action list while the game is not on disk.
func (p *play) saveFailedLines(w int) []string {
	var out []string
	for _, l := range Wrap("The game could not be saved: "+p.saveErr, w, 2) {
		out = append(out, p.st.Err.Render(l))
	}
	out = append(out, "", "Nothing more is played until it is.")
	out = append(out, p.st.Key.Render("r")+" try again", p.st.Key.Render("w")+" save to a new file in "+os.TempDir(), p.st.Key.Render("q")+" quit (the last move is lost)")
	return out
}
