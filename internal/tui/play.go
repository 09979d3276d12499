package tui

import (
	"fmt"
	"os"
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
	// handoffAt is when the handoff screen appeared (Config.HandoffGuard).
	handoffAt time.Time
	// overAt is when the game ended on this screen: the end takes no
	// Enter for Config.HandoffGuard after it, as the handoff does.
	overAt  time.Time
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
	heldAI       *aiMsg   // the computer's move that came while quit was asked, made on n
	confirm      *pending // an intent that would leave something unused, asked about
	over         overlay  // the briefing or the whole log, shown over the table
	logPage      logPage
	logRows      int             // the log lines the log page showed last (draw), which its keys scroll by
	ignored      map[string]bool // the options set that the scenario does not play (ignoredIn)
	brief        briefingPage    // the briefing's scrolling
	stage        string          // the battle of a series last briefed (engine.StageBriefer)
	// ended is the battle of a series whose end is shown over everything
	// (Screens.StageEnd), nil when none is; scanned is how many records
	// were looked at for such an end.
	ended   *battleEnd
	scanned int
	// saveErr is why the last write of the save failed, "" when the game
	// on disk is the game on screen; lock is the save's lock.
	saveErr string
	// noKeyNote is the status line's note on a letter no key has, which
	// the next key takes away.
	noKeyNote string
	// onDisk is whether the save's file was there when its write failed:
	// the quit question says the game before the last move is on disk
	// only when it is (the folder gone, nothing of it is).
	onDisk bool
	lock   *store.Lock
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
	lowTop, lowH     int            // the rows of the action list and the log beside it, for the wheel
	logLeft          int            // the log's first column
	logMax           int            // the most lines the log can scroll back at the last draw
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
	if cfg.Notice != "" {
		p.status, p.isErr = cfg.Notice, true
		p.cfg.Notice = "" // once: the menu and the games after this one do not repeat it
	}
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
			p.handoff, p.handoffAt = next, time.Now()
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
	// A move of the computer's keeps the lines the player scrolled back
	// to in view: each one (several a second) put the log back at its
	// end, and a player reading an earlier roll with pgup lost it (found
	// by a terminal play-tester). A person's own move shows the end.
	back, wrapW, before := p.logBack, p.wrapW, len(p.wrapped)
	_, computer := p.ais[in.Actor()]
	p.status, p.isErr, p.logBack = "", false, 0
	p.save()
	cmd := p.afterChange()
	if computer && back > 0 && wrapW > 0 && before > 0 && p.saveErr == "" {
		p.logBack = back + max(0, len(p.wrappedLog(wrapW))-before)
	}
	if out := p.sess.State().Outcome(); out.Over {
		p.overAt = time.Now()
		if p.sess.Path != "" && p.saveErr == "" {
			p.status = "The game is saved in " + p.sess.Path
		}
	}
	return cmd
}

// save writes the session after a change. When the write fails the game
// stops taking intents, and the screen says why and offers to try again or
// to save elsewhere, until a write succeeds: a move shown on the screen is
// a move on disk, or the screen says it is not.
func (p *play) save() {
	if err := p.lock.Check(); err != nil {
		// The folder moved away with the lock: a write would make it
		// anew, unlocked.
		p.failSave(err)
		return
	}
	if err := store.Save(p.sess); err != nil {
		p.failSave(err)
		return
	}
	p.saveErr = ""
}

// failSave records why the save's write failed, and whether the file it
// would have replaced is still there.
func (p *play) failSave(err error) {
	p.saveErr = err.Error()
	info, serr := os.Stat(p.sess.Path)
	p.onDisk = p.sess.Path != "" && serr == nil && info.Mode().IsRegular() // a folder in its place holds no game
}

// saveElsewhere writes the game to a new file in the system's temporary
// folder when its own folder cannot be written.
func (p *play) saveElsewhere() {
	old := p.sess.Path
	if err := store.SaveNew(os.TempDir(), p.sess, time.Now()); err != nil {
		p.sess.Path = old
		p.failSave(err)
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
		if err := p.lock.Relock(); err != nil {
			p.failSave(err)
			return nil
		}
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
	if p.sess.StateAt(0).Phase().Turn == turn {
		p.turnEvents = p.appendReadable(p.turnEvents, p.sess.Opening())
	}
	for _, r := range p.sess.Records() {
		if r.Turn == turn {
			p.turnEvents = p.appendReadable(p.turnEvents, r.Events)
		}
	}
}

// appendReadable appends to dst the events the viewer may read.
func (p *play) appendReadable(dst, events []engine.Event) []engine.Event {
	for _, e := range events {
		if p.readable(e) {
			dst = append(dst, e)
		}
	}
	return dst
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
		if ev := p.sess.Opening(); len(ev) > 0 {
			p.log = append(p.log, logLine{text: p.cfg.openingHead(p.sess), header: true})
			p.appendEvents(ev)
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
		p.appendEvents(r.Events)
	}
	p.logLen = len(recs)
}

// appendEvents adds to the log the events the viewer may read, one line
// each.
func (p *play) appendEvents(events []engine.Event) {
	for _, e := range events {
		if p.readable(e) {
			p.log = append(p.log, logLine{text: p.cfg.asciiWords(e.String())})
		}
	}
}

// readable reports whether the screen's viewer may read e: its own or a
// public event, and with no viewer (between a handoff's sides, or after
// the game) nothing secret.
func (p *play) readable(e engine.Event) bool {
	if p.viewer == engine.NoPlayer {
		return !e.Secret
	}
	return e.VisibleTo(p.viewer)
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

// Release gives the save's lock up when the game screen is left
// (Releaser).
func (p *play) Release() {
	p.lock.Release()
	p.lock = nil
}
