package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// replay steps through a recorded game, one intent or one turn at a time.
// It shows everything, secrets included: a replay is for after the game.
// An unfinished game whose record holds what one side has not yet shown
// the other opens on a warning first (spoiler), since the same terminal
// may resume it in hotseat.
type replay struct {
	cfg     Config
	spoiler bool // the warning stands until Enter
	st      Styles
	sess    *engine.Session
	board   Board
	turns   Turns   // the turns as the log names them, for t
	pos     int     // intents applied in the position shown
	jump    string  // the turn typed after t
	typed   bool    // reading a turn
	logOpen bool    // the whole log (L) over the screen
	logPage logPage // its scrolling and search
	// briefOpen is the briefing (i) over the screen, as in the game.
	briefOpen bool
	brief     briefingPage
	err       string
	back      Screen // what esc returns to (the menu's saved games); nil: none
	w, h      int    // the screen's size, from SetSize
	boardH    int    // the rows the board was last drawn in, under the header
	frame     string // drawn in Update, handed out by View
	// hidden caches whether the position at hiddenAt holds what one side
	// hides from another (positionHides); hiddenAt is -1 before the first.
	hidden   bool
	hiddenAt int
}

// newReplay opens the viewer at the start, before the first move (it
// opened after the first, and a play-tester looked for the start), or
// after at intents when at is 0 or more (replay --to, which names a turn
// as the log does and finds its end, Turns.Find).
func newReplay(cfg Config, sess *engine.Session, at int) *replay {
	r := &replay{cfg: cfg, st: NewStyles(cfg.Color), sess: sess, board: boardFor(sess.Game, cfg), turns: NewTurns(sess),
		spoiler: unfinishedSecrets(sess), hiddenAt: -1}
	if at >= 0 {
		r.pos = min(at, sess.Len())
	}
	r.turns.Word = r.turnWord()
	return r
}

// HelpPages are the game's pages of the full help for the position shown,
// as the viewer shows it (everything, no side's eyes): the legend of the
// map's letters and marks and the rules of the phase, which a replay's ?
// left out, giving the keys alone. Under the warning of an unfinished
// game's secrets, the keys alone.
func (r *replay) HelpPages() []HelpPage {
	help := r.cfg.catalog().Screens(r.sess.Game.ID()).Help
	if help == nil || r.spoiler {
		return nil
	}
	pages := help(r.sess.StateAt(r.pos), engine.NoPlayer, nil)
	if len(pages) == 0 {
		return pages
	}
	// The last page is the rule of the action under the cursor, which a
	// replay has not: it read "Move the cursor onto an action", which no
	// key of the viewer does (found by a terminal play-tester). It gives
	// the rule of the move shown instead, as the game's help words it in
	// the position that move was made in.
	last := len(pages) - 1
	if r.pos == 0 {
		pages[last].Lines = []string{"The rule of the move shown appears here: → steps to the first move."}
		return pages
	}
	rec := r.sess.Records()[r.pos-1]
	before := r.sess.StateAt(r.pos - 1)
	move := r.cfg.asciiWords(fmt.Sprintf("move %d, %s: %s", r.pos, r.sess.Players[rec.Intent.Actor()].Side, engine.Describe(before, rec.Intent, engine.NoPlayer)))
	ruled := help(before, engine.NoPlayer, rec.Intent)
	if len(ruled) == len(pages) && !slices.Equal(ruled[last].Lines, pages[last].Lines) {
		pages[last] = ruled[last]
		pages[last].Lines = append([]string{"The rule of " + move + ":"}, pages[last].Lines...)
		return pages
	}
	pages[last].Lines = []string{"No rule is written for " + move + ". Step on (→) or back (←) to another move."}
	return pages
}

// UnfinishedSecrets reports an unfinished game in whose last position two
// players see different things: sealed orders, a fleet built in secret, a
// choice not yet revealed, which a replay shows (the viewer warns first;
// replay --headless says so on standard error).
func UnfinishedSecrets(sess *engine.Session) bool { return unfinishedSecrets(sess) }

// unfinishedSecrets is UnfinishedSecrets.
func unfinishedSecrets(sess *engine.Session) bool {
	st := sess.State()
	if st.Outcome().Over {
		return false
	}
	for a := range sess.Players {
		for b := a + 1; b < len(sess.Players); b++ {
			if hidesSomething(st, engine.Player(a), engine.Player(b)) {
				return true
			}
		}
	}
	return false
}

// endOfTurn is the position after the last intent made in turn t.
func (r *replay) endOfTurn(t int) int {
	pos := 0
	for i, rec := range r.sess.Records() {
		if rec.Turn <= t {
			pos = i + 1
		}
	}
	return pos
}

// startOfTurn is the position before the first intent made in turn t.
func (r *replay) startOfTurn(t int) int {
	for i, rec := range r.sess.Records() {
		if rec.Turn >= t {
			return i
		}
	}
	return r.sess.Len()
}

func (r *replay) turnAt(pos int) int { return r.sess.StateAt(pos).Phase().Turn }

// Typing reports whether a field has the keys ("?" is then a character):
// the jump field, the map's g field or the whole log's search.
func (r *replay) Typing() bool {
	return r.typed || r.boardTyping() || (r.logOpen && r.logPage.typing)
}

func (r *replay) Keys() KeyMap {
	if r.spoiler {
		return KeyMap{Short: []key.Binding{replayAnyway, KeyQuit}}
	}
	word := r.turnWord()
	if r.logOpen {
		return logPageKeys(r.logPage.typing)
	}
	if r.briefOpen {
		return briefingKeys()
	}
	if r.boardTyping() {
		// The map's g field has every key: the viewer's read "←/→ step …
		// q quit" over it.
		return KeyMap{Short: fieldKeys(r.board)}
	}
	if r.typed {
		help := word
		if r.turns.Relabelled {
			help = "battle:turn"
		}
		return KeyMap{Short: []key.Binding{key.NewBinding(key.WithKeys("0"), key.WithHelp("0-9", help)), KeyEnter, KeyBack}}
	}
	// The keys that go by turns name the game's word for one (Starship
	// Battles' "[/] round", "t jump to round"), as the header does.
	turn, jump, prevT, nextT := replayTurn, KeyJump, KeyPrevT, KeyNextT
	turn.SetHelp(turn.Help().Key, word)
	jump.SetHelp(jump.Help().Key, "jump to "+word)
	prevT.SetHelp(prevT.Help().Key, word+" back")
	nextT.SetHelp(nextT.Help().Key, word+" forward")
	step := replayStep
	if r.boardHolds() {
		// The arrows pan the map now; space still steps on.
		step = replayStepOn
	}
	// g and G go to the start and the end too, g only where the map has
	// not taken it for its go-to: they worked unlisted (found in play).
	home, end := KeyHome, KeyEnd
	end.SetHelp("end/G", "end")
	if !r.keyed() {
		home.SetHelp("home/g", "start")
	}
	km := KeyMap{
		Short: []key.Binding{step, turn, jump, replayLog, KeyHelp, KeyQuit},
		Full:  [][]key.Binding{{KeyLeft, KeyRight, prevT, nextT}, {home, end, jump}, {KeyFullLog, KeyBriefing, KeyHelp, KeyQuit}},
	}
	if r.back != nil && !r.boardHolds() {
		// Opened from the menu's saved games: esc goes back to them (but
		// gives the map's keyboard back first).
		back := KeyBack
		back.SetHelp("esc", "back")
		km.Short = append(km.Short[:len(km.Short)-1:len(km.Short)-1], back, KeyQuit)
		km.Full[2] = append(km.Full[2][:len(km.Full[2])-1:len(km.Full[2])-1], back, KeyQuit)
	}
	if ib, ok := r.board.(KeyedBoard); ok {
		// The map's own keys: at 80x24 the viewer shows a part of a
		// large map, which the player zooms, pans and inspects as in
		// the game.
		km.Full = append(km.Full, ib.Bindings())
	}
	return km
}

// The footer's short words for the viewer's keys, which the help (?) gives
// in full: the full words cut the footer at 80 columns before t, ? and q
// ("t jump to tur…").
var (
	replayStep = key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/→", "step"))
	// replayStepOn is the step while the map has the keyboard (m, M).
	replayStepOn = key.NewBinding(key.WithKeys("space"), key.WithHelp("space", "step on"))
	replayTurn   = key.NewBinding(key.WithKeys("[", "]"), key.WithHelp("[/]", "turn"))
	replayLog    = key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "log"))
	// replayAnyway passes the warning of an unfinished game's secrets.
	replayAnyway = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "show everything"))
)

// boardTyping reports whether the board has a text field of its own open
// (the map's g), which takes every key.
func (r *replay) boardTyping() bool {
	tb, ok := r.board.(TypingBoard)
	return ok && tb.Typing()
}

// boardFull reports whether the board holds the whole screen (the map's M).
func (r *replay) boardFull() bool {
	fb, ok := r.board.(FullScreenBoard)
	return ok && fb.WantsFullScreen()
}

// boardHolds reports whether the board has the keyboard (the map after m
// or M).
func (r *replay) boardHolds() bool {
	kb, ok := r.board.(KeyboardBoard)
	return ok && kb.HoldsKeyboard()
}

// viewerKeyOverMap reports whether a key stays the viewer's while the map
// has the keyboard: quit, the turn keys, the jump, home and end, the log
// and space, which steps forward. The map uses none of them; the arrows,
// h/j/k/l, g and esc are the map's then.
func viewerKeyOverMap(k tea.KeyPressMsg) bool {
	s := k.String()
	return key.Matches(k, KeyQuit, KeyPrevT, KeyNextT, KeyEnd, KeyJump, KeyFullLog) || s == "home" || s == "space"
}

// keyed reports whether the board has keys of its own.
func (r *replay) keyed() bool {
	_, ok := r.board.(KeyedBoard)
	return ok
}

// mouse gives the board the mouse over it as the game screen does: a click
// inspects a cell and leaves the map as drawn, the wheel zooms about the
// pointer, a drag pans. The viewer ignored the mouse, which play and the
// README (--no-mouse) offer.
func (r *replay) mouse(msg tea.MouseMsg) {
	if w, ok := msg.(tea.MouseWheelMsg); ok && r.logOpen && !r.logPage.typing && (w.Button == tea.MouseWheelUp || w.Button == tea.MouseWheelDown) {
		// The whole log scrolls as ↑/↓ do, as it does in play.
		r.logPage.key(wheelKey(w.Button == tea.MouseWheelUp), r.logLines(r.w), logPageRows(r.h-1))
		return
	}
	mb, ok := r.board.(MouseBoard)
	if !ok || r.spoiler || r.logOpen || r.typed {
		return
	}
	m := msg.Mouse()
	_, motion := msg.(tea.MouseMotionMsg)
	_, release := msg.(tea.MouseReleaseMsg)
	const top = 1 // the header
	if motion || release || (m.Y >= top && m.Y < top+r.boardH) {
		mb.Mouse(msg, m.X, m.Y-top)
	}
}

// boardKey gives a key the viewer does not use to the board: the map's
// zoom, pan, inspection, unit list and full screen.
func (r *replay) boardKey(msg tea.KeyPressMsg) bool {
	ib, ok := r.board.(KeyedBoard)
	return ok && ib.Key(msg)
}

// update handles a key: the spoiler warning, the whole log, the jump field
// and a map with the keyboard each take the keys while open, in that
// order; else the key is the viewer's.
func (r *replay) update(msg tea.Msg) (Screen, tea.Cmd) {
	if p, ok := msg.(tea.PasteMsg); ok {
		r.paste(p)
		return r, nil
	}
	if m, ok := msg.(tea.MouseMsg); ok {
		r.mouse(m)
		return r, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return r, nil
	}
	r.err = ""
	if r.spoiler {
		return r, r.spoilerKey(k)
	}
	if r.logOpen {
		if stay, _ := r.logPage.key(k, r.logLines(r.w), logPageRows(r.h-1)); !stay {
			r.logOpen = false
		}
		return r, nil
	}
	if r.briefOpen {
		stay, closed := r.brief.key(k)
		if closed {
			r.briefOpen = false
		}
		if stay {
			return r, nil
		}
		return r, tea.Quit // q and ctrl+c, as on the viewer
	}
	if r.typed {
		r.jumpKey(k)
		return r, nil
	}
	if r.boardTyping() {
		r.boardKey(fieldKey(k)) // the map's g field takes every key
		return r, nil
	}
	if r.boardHolds() && !viewerKeyOverMap(k) {
		// A map with the keyboard (m, M) pans with the arrows and h/j/k/l, which step the viewer
		// otherwise: its hint says "arrows pan", and after M nothing else
		// could pan it sideways (shift+arrows are the unfocused map's).
		r.boardKey(k)
		return r, nil
	}
	return r.viewerKey(k)
}

// paste puts a terminal's paste into the field open: the whole log's
// search, the turn to jump to, or the map's g; with none open it is
// dropped, as the viewer has no text to take.
func (r *replay) paste(msg tea.PasteMsg) {
	switch {
	case r.spoiler:
	case r.logOpen:
		r.logPage.paste(msg)
	case r.typed:
		for _, k := range pasteKeys(msg) {
			r.jumpKey(k)
		}
	case r.boardTyping():
		for _, k := range pasteKeys(msg) {
			r.boardKey(k)
		}
	}
}

// spoilerKey answers the warning of an unfinished game's secrets: show
// everything, or quit; any other key leaves the warning up.
func (r *replay) spoilerKey(k tea.KeyPressMsg) tea.Cmd {
	switch {
	case key.Matches(k, replayAnyway):
		r.spoiler = false
	case key.Matches(k, KeyQuit): // q and ctrl+c
		return tea.Quit
	}
	return nil
}

// jumpKey types into the jump field, a turn as the log writes it: enter
// jumps to the turn found, or says why not; esc or ctrl+c closes the field.
func (r *replay) jumpKey(k tea.KeyPressMsg) {
	s := k.String()
	switch {
	case len(s) == 1 && s[0] > ' ' && s[0] < 127 && len(r.jump) < 20:
		// Any word the log's turns are written in ("R3" in a game of
		// rounds, "battle 2 turn 1"): Find says what it cannot read. The
		// field took digits and b, t alone, and dropped the r of "R3".
		r.jump += s
	case s == "space" && len(r.jump) < 20:
		r.jump += " "
	case s == "backspace" && r.jump != "":
		r.jump = r.jump[:len(r.jump)-1]
	case key.Matches(k, KeyEnter):
		if span, err := r.turns.Find(r.jump, r.turns.battleAt(r.pos)); err != nil {
			r.err = err.Error()
		} else {
			r.pos = span.From
		}
		r.typed, r.jump = false, ""
	case key.Matches(k, KeyBack), s == "ctrl+c":
		r.typed, r.jump = false, ""
	}
}

// viewerKey is a key of the viewer's own: a step, a turn, the ends, the
// jump field, the whole log, quit; any other goes to the board, and back
// leaves the viewer when the board does not use it. The map follows the
// position shown again when the key moved it.
func (r *replay) viewerKey(k tea.KeyPressMsg) (Screen, tea.Cmd) {
	from := r.pos
	defer func() {
		if ib, ok := r.board.(KeyedBoard); ok && r.pos != from {
			ib.Changed() // the map follows the position shown again
		}
	}()
	switch {
	case key.Matches(k, KeyQuit):
		return r, tea.Quit
	case key.Matches(k, KeyLeft):
		r.pos = max(0, r.pos-1)
	case key.Matches(k, KeyRight), k.String() == "space":
		r.pos = min(r.sess.Len(), r.pos+1)
	case key.Matches(k, KeyPrevT):
		t := r.turnAt(r.pos)
		start := r.startOfTurn(t)
		if start == r.pos && t > 1 {
			start = r.startOfTurn(t - 1)
		}
		r.pos = start
	case key.Matches(k, KeyNextT):
		// The start of the next turn, where t N goes: the position after
		// the shown turn's last intent.
		r.pos = r.endOfTurn(r.turnAt(r.pos))
	case key.Matches(k, KeyHome) && !(k.String() == "g" && r.keyed()):
		// g is also the map's go-to, which its help lists; home stays.
		r.pos = 0
	case key.Matches(k, KeyEnd):
		r.pos = r.sess.Len()
	case key.Matches(k, KeyJump):
		r.typed = true
	case key.Matches(k, KeyFullLog):
		// The whole log up to the position shown: an intent of many
		// events (a volley's saves, an End Phase) fills more than the
		// pane under the map at 80x24, which shows only its last lines.
		r.logOpen, r.logPage = true, newLogPage()
	case key.Matches(k, KeyBriefing):
		// The scenario's briefing, as the game shows it (a play-tester
		// looked for it): the battle of the position shown in a campaign.
		r.briefOpen, r.brief.top = true, 0
	default:
		switch {
		case r.boardKey(k):
		case r.back != nil && key.Matches(k, KeyBack):
			return r.back, nil
		case len(k.Text) == 1 && k.Text[0] > ' ' && k.Text[0] < 127:
			// A letter no key of the viewer or its map has: it did
			// nothing, without a word (found by a play-tester).
			r.err = k.Text + " is no key here: ? lists the keys."
		}
	}
	return r, nil
}

// turnEvents are the events of turn t up to the position shown.
func (r *replay) turnEvents(t int) []engine.Event {
	var out []engine.Event
	if r.sess.StateAt(0).Phase().Turn == t {
		out = append(out, r.sess.Opening()...)
	}
	for _, rec := range r.sess.Records()[:r.pos] {
		if rec.Turn == t {
			out = append(out, rec.Events...)
		}
	}
	return out
}

// Update handles a message and then draws the next frame, so that View
// only hands it out.
func (r *replay) Update(msg tea.Msg) (Screen, tea.Cmd) {
	next, cmd := r.update(msg)
	if next == Screen(r) && r.w > 0 {
		r.frame = r.draw(r.w, r.h)
	}
	return next, cmd
}

// SetSize implements Sizer.
func (r *replay) SetSize(w, h int) {
	r.w, r.h = w, h
	r.frame = r.draw(w, h)
}

// View hands out the frame drawn by the last Update.
func (r *replay) View(w, h int) string {
	if r.frame == "" || w != r.w || h != r.h {
		return r.draw(w, h)
	}
	return r.frame
}

// where is the header's right end: the move shown of all the game's, as
// the list of saves counts them ("12 moves"; it said "intent 3/12"), and
// the turn.
func (r *replay) where(st engine.State) string {
	return fmt.Sprintf("Replay · move %d/%d · %s", r.pos, r.sess.Len(), r.turnName(st))
}

func (r *replay) draw(w, h int) string {
	if r.spoiler {
		return r.spoilerView(w, h)
	}
	st := r.sess.StateAt(r.pos)
	if r.logOpen {
		out := []string{headerLine(r.st, r.sess.Game.Title(), r.sess.Scenario.Title(), r.where(st), w)}
		out = append(out, strings.Split(r.logPage.view(r.logLines(w), w, h-1, r.st), "\n")...)
		return strings.Join(Column(out, w, h), "\n")
	}
	if r.briefOpen {
		out := []string{headerLine(r.st, r.sess.Game.Title(), r.sess.Scenario.Title(), r.where(st), w)}
		out = append(out, r.brief.window(briefingLines(r.sess, st, r.st, ignoredIn(r.sess)), w, h-1, r.st)...)
		return strings.Join(Column(out, w, h), "\n")
	}
	// "Replay" stands on the right, which the header never cuts: on the
	// left it went with the game's name when the scenario's filled the
	// line, and the viewer looked like a game in play.
	out := []string{headerLine(r.st, r.sess.Game.Title(), r.sess.Scenario.Title(), r.where(st), w)}
	bh := min(r.board.Height(w, h-2), h-2-5)
	if r.boardFull() {
		bh = h - 2 // the header, the map, the status line
	}
	r.boardH = bh
	table := Column(r.board.Draw(Frame{State: st, Me: engine.NoPlayer, W: w, H: bh, Events: r.turnEvents(st.Phase().Turn)}), w, bh)
	if !r.boardFull() {
		table = TrimBlankTail(table)
	}
	out = append(out, table...)
	status := r.statusLines(st, w)
	if room := max(1, h-len(out)); len(status) > room {
		status = status[:room] // the map on the whole screen leaves one line
	}
	rest := max(0, h-len(out)-len(status))
	lines := r.logLines(w)
	if len(lines) > rest {
		lines = lines[len(lines)-rest:]
	}
	out = append(out, Column(lines, w, rest)...)
	out = append(out, status...)
	return strings.Join(out, "\n")
}

// statusLines are the line under the log: the jump prompt, an error, the
// result, or where the record stands. The result is wrapped, on up to three
// lines: cut to one at 80 columns, a turn limit's reason lost its end ("Red
// has more points left on the mat (16 to …").
func (r *replay) statusLines(st engine.State, w int) []string {
	switch {
	case r.typed:
		return []string{Truncate("Jump to "+r.turnWord()+": "+r.jump+"▏  "+r.prompt(), w)}
	case r.err != "":
		return []string{r.st.Err.Render(Truncate(r.err, w))}
	case st.Outcome().Over:
		lines := Wrap(r.cfg.asciiWords(engine.ResultSentence(st.Outcome(), r.sess.Scenario.Sides())), w, 2)
		if len(lines) > 3 {
			lines = append(lines[:2:2], Truncate(strings.Join(lines[2:], " "), w))
		}
		for i, l := range lines {
			lines[i] = r.st.Selected.Render(l)
		}
		return lines
	case r.pos == r.sess.Len():
		// The end of an unfinished game's record: say so, rather than a
		// blank line that reads like a game waiting for a key.
		return []string{r.st.Subtle.Render(Truncate("The end of the record: the game is unfinished (armada-tui resume goes on).", w))}
	case r.pos == 0:
		// The start (home): the log is empty, and a blank screen under the
		// map read like one that failed to draw.
		return []string{r.st.Subtle.Render(Truncate("Before the first move: → or space steps through the game.", w))}
	case r.positionHides():
		// The viewer shows every side's view at once: say so where a side
		// holds a secret (a sealed order, a fleet built in secret), which
		// the replay of a hotseat game shows as plainly as the rest.
		return []string{r.st.Subtle.Render(Truncate("A replay shows everything: here, what each side hides from the other too.", w))}
	}
	return []string{""}
}

// positionHides reports whether the position shown holds what one player
// does not see of another's: their views differ.
func (r *replay) positionHides() bool {
	if r.hiddenAt == r.pos {
		return r.hidden
	}
	st := r.sess.StateAt(r.pos)
	r.hidden, r.hiddenAt = false, r.pos
	for a := range r.sess.Players {
		for b := a + 1; b < len(r.sess.Players) && !r.hidden; b++ {
			r.hidden = hidesSomething(st, engine.Player(a), engine.Player(b))
		}
	}
	return r.hidden
}

// logLines is the log up to the position shown, wrapped to w: each intent
// on a numbered line (the last one shown marked), its events under it.
func (r *replay) logLines(w int) []string {
	var lines []string
	if ev := r.sess.Opening(); len(ev) > 0 {
		// What the first state tells, before intent 1 (engine.Opener).
		lines = append(lines, Wrap(r.cfg.openingHead(r.sess), w, 4)...)
		for _, e := range ev {
			lines = append(lines, Wrap("    "+r.cfg.asciiWords(e.String()), w, 6)...)
		}
	}
	for i, rec := range r.sess.Records()[:r.pos] {
		before := r.sess.StateAt(i)
		head := r.cfg.asciiWords(fmt.Sprintf("%d. %s %s: %s", i+1, r.cfg.logTurn(r.sess.Game.ID(), before, rec.Turn), r.sess.Players[rec.Intent.Actor()].Side, engine.Describe(before, rec.Intent, engine.NoPlayer)))
		for j, s := range Wrap(head, w, 4) {
			if j == 0 && i == r.pos-1 {
				s = r.st.Selected.Render(s)
			}
			lines = append(lines, s)
		}
		for _, e := range rec.Events {
			lines = append(lines, Wrap("    "+r.cfg.asciiWords(e.String()), w, 6)...)
		}
	}
	return lines
}

// turnName names the position's turn in the header as the log does: "turn
// 3", or in a game that names its turns by battle "battle 2, T1", and
// between battles the log's own word ("Camp").
func (r *replay) turnName(st engine.State) string {
	if !r.turns.Relabelled {
		return lowerFirst(fmt.Sprintf("%s %d", r.cfg.turnWord(r.sess.Game.ID()), st.Phase().Turn))
	}
	label := engine.LogTurn(st, st.Phase().Turn)
	if _, ok := logTurnNumber(label); ok && r.turns.Battles() > 0 {
		return fmt.Sprintf("battle %d, %s", r.turns.battleAt(r.pos), label)
	}
	return label
}

// turnWord is the game's word for a turn, small ("round"); "turn" where
// the record names its turns by battle (a campaign's "b2t1").
func (r *replay) turnWord() string {
	if r.turns.Relabelled {
		return "turn"
	}
	return strings.ToLower(r.cfg.turnWord(r.sess.Game.ID()))
}

// prompt says what the jump accepts: the game's turns, or a battle and its
// turn, and what a number alone means.
func (r *replay) prompt() string {
	if !r.turns.Relabelled || r.turns.Battles() == 0 {
		return "(" + r.turns.Accepts() + ")"
	}
	return fmt.Sprintf("(%s; a number alone: a turn of battle %d)", r.turns.Accepts(), r.turns.battleAt(r.pos))
}

// resumeArg is the save's path as resume takes it (resume alone goes on
// with the newest game, which need not be this one), quoted when the
// shell would split it; nothing for a session never saved.
func resumeArg(path string) string {
	if path == "" {
		return ""
	}
	if strings.ContainsAny(path, " \t'\"$`\\") {
		return " " + strconv.Quote(path)
	}
	return " " + path
}

// spoilerView warns, before anything of the record shows, that the game is
// unfinished and its replay shows what a side has kept hidden.
func (r *replay) spoilerView(w, h int) string {
	out := []string{headerLine(r.st, r.sess.Game.Title(), r.sess.Scenario.Title(), "Replay", w), ""}
	text := "This game is not finished, and its record holds what one side has not yet shown the other " +
		"(sealed orders, a secret choice). The replay shows everything, to whoever watches the screen."
	out = append(out, Wrap(text, w, 0)...)
	// The command on a line of its own, to be copied whole.
	out = append(out, "", "To go on playing instead:")
	out = append(out, Wrap("armada-tui resume"+resumeArg(r.sess.Path), w, 2)...)
	return strings.Join(Column(out, w, h), "\n")
}
