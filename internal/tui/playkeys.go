package tui

import (
	"fmt"
	"math"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

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
	case p.confirm != nil && p.confirm.question != "":
		return KeyMap{Short: []key.Binding{keyConfirmGrave, keyCancel}}
	case p.confirm != nil:
		return KeyMap{Short: []key.Binding{keyConfirm, keyCancel}}
	case p.handoff != engine.NoPlayer:
		// First, even with the briefing waiting under it: the handoff
		// screen answers enter and quit alone (and help, with the keys).
		return KeyMap{Short: []key.Binding{KeyReturn, KeyHelp, KeyQuit}}
	case p.over == briefingOverlay:
		return briefingKeys()
	case p.over == logOverlay:
		// In full words the footer was cut after "n next match" at 80
		// columns, and its last key read "L the whole log" on the whole
		// log, which L closes.
		return logPageKeys(p.logPage.typing)
	case p.entry != nil:
		short := []key.Binding{KeyEntryDone, KeyEntryCancel}
		if p.entry.completes() {
			short = []key.Binding{KeyEntryDone, KeyEntryTab, KeyEntryCancel}
		}
		if _, ok := p.cellPicker(); ok {
			short = append(short, KeyPickCell)
		}
		return KeyMap{Short: short}
	case p.waiting && !p.phaseUp():
		return KeyMap{Short: []key.Binding{keySkip, KeyLogUp, KeyLogDn, KeyHelp, KeyQuit},
			Full: [][]key.Binding{{keySkip, KeyLogUp, KeyLogDn}, {KeyHelp, KeyQuit}}}
	case p.shown.Outcome().Over:
		return p.overKeys()
	}
	if km, ok := p.mapKeys(); ok {
		return km
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
	full := [][]key.Binding{{KeyUp, KeyDown, KeyListFirst, KeyEnter, KeyBack}, hot}
	if ib, ok := p.board.(KeyedBoard); ok {
		full = append(full, boardBindingsFree(ib.Bindings(), taken))
	}
	return KeyMap{Short: short, Full: append(full, []key.Binding{KeyUndo, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing, KeyHelp, KeyQuit})}
}

// overKeys are the keys of a finished game: enter leaves it, and the
// final position may still be looked over, with the log, the briefing and
// the map's own keys (inspect, zoom, the unit list), none of which the
// help named; undo is no key there. While the map has the keys (its g
// field, the unit list, the whole-screen map) the footer names them.
func (p *play) overKeys() KeyMap {
	if km, ok := p.mapKeys(); ok {
		km.Short = withoutKey(km.Short, KeyUndo)
		for i := range km.Full {
			km.Full[i] = withoutKey(km.Full[i], KeyUndo)
		}
		return km
	}
	end := key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", p.leaveLabel()))
	full := [][]key.Binding{{end, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing}}
	if ib, ok := p.board.(KeyedBoard); ok {
		full = append(full, ib.Bindings())
	}
	return KeyMap{Short: []key.Binding{end, KeyLogUp, KeyLogDn, KeyHelp, KeyQuit},
		Full: append(full, []key.Binding{KeyHelp, KeyQuit})}
}

// withoutKey is bs without the binding k (matched by its help word).
func withoutKey(bs []key.Binding, k key.Binding) []key.Binding {
	var out []key.Binding
	for _, b := range bs {
		if b.Help() != k.Help() {
			out = append(out, b)
		}
	}
	return out
}

// boardListOpen reports whether the board has a list open (the unit list,
// a unit's sheet), whose enter is its own.
func (p *play) boardListOpen() bool {
	lb, ok := p.board.(ListBoard)
	if !ok {
		return false
	}
	_, open := lb.ListKeys()
	return open
}

// The footer's words while the map has the keys: its g field, or the map
// after m or M, whose arrows pan.
var (
	keyMapGo     = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "go there"))
	keyMapPan    = key.NewBinding(key.WithKeys("up", "down", "left", "right"), key.WithHelp("arrows", "pan"))
	keyMapLetGo  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	keyMapCancel = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel"))
)

// mapKeys is the footer while the map has the keys, and false when it has
// not: the footer named the action list's keys ("↑/k up • enter choose … q
// quit") while the arrows panned the map after m or M, and while q typed a
// letter into the map's g field.
func (p *play) mapKeys() (KeyMap, bool) {
	ib, ok := p.board.(KeyedBoard)
	if !ok || p.phaseUp() {
		return KeyMap{}, false
	}
	if tb, ok := p.board.(TypingBoard); ok && tb.Typing() {
		return KeyMap{Short: fieldKeys(p.board)}, true
	}
	if lb, ok := p.board.(ListBoard); ok {
		if keys, open := lb.ListKeys(); open {
			// The unit list and a unit's sheet: the footer named the
			// action list's keys, which were not the ones at work.
			return KeyMap{Short: append(keys, KeyUndo, KeyHelp, KeyQuit),
				Full: [][]key.Binding{keys, ib.Bindings(), {KeyUndo, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing, KeyHelp, KeyQuit}}}, true
		}
	}
	if kb, ok := p.board.(KeyboardBoard); ok && kb.HoldsKeyboard() {
		return KeyMap{Short: []key.Binding{keyMapPan, keyMapLetGo, KeyUndo, KeyHelp, KeyQuit},
			Full: [][]key.Binding{ib.Bindings(), {KeyUndo, KeyLogUp, KeyLogDn, KeyFullLog, KeyBriefing, KeyHelp, KeyQuit}}}, true
	}
	return KeyMap{}, false
}

// fieldKeys are the footer of a board's own typed field (the map's g):
// tab only while it would complete the text.
func fieldKeys(b Board) []key.Binding {
	if fc, ok := b.(interface{ FieldCompletes() bool }); ok && fc.FieldCompletes() {
		return []key.Binding{keyMapGo, KeyEntryTab, keyMapCancel}
	}
	return []key.Binding{keyMapGo, keyMapCancel}
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
			p.failSave(msg.err)
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
		if p.quitting {
			// Play stops while quit is asked: the move waits for the
			// answer (it was made, and saved, under the question).
			p.heldAI = &msg
			return p, nil
		}
		if msg.err != nil {
			p.waiting = false
			p.setErr("the scripted opponent failed: " + msg.err.Error())
			return p, nil
		}
		return p, p.apply(msg.intent)
	case tea.KeyPressMsg:
		if p.phaseUp() && p.phaseKey(msg) {
			return p, p.updatePhase(msg)
		}
		return p.key(msg)
	case tea.PasteMsg:
		if p.over == logOverlay && p.logPage.paste(msg) {
			return p, nil
		}
		if tb, ok := p.board.(TypingBoard); ok && tb.Typing() && !p.quitting {
			if ib, ok := p.board.(KeyedBoard); ok {
				for _, k := range pasteKeys(msg) {
					ib.Key(k) // the map's g field
				}
			}
			return p, nil
		}
		if p.entry != nil && !p.quitting {
			// A terminal's paste comes as one message, not as keys: it
			// left the field as it was, without a word. Pasted into the
			// text the field opened with, it replaces it, as typing does
			// (it ran on from it; the designer's prompts replaced it).
			if p.entry.fresh {
				p.entry.input.SetValue("")
			}
			p.entry.fresh = false
			var cmd tea.Cmd
			p.entry.input, cmd = UpdateField(p.entry.input, msg)
			p.parseEntry()
			p.status, p.isErr = "", false
			return p, cmd
		}
		if p.phase != nil {
			return p, p.updatePhase(msg)
		}
	case tea.MouseClickMsg:
		if p.phaseUp() {
			// A phase model's clicks are its own, at its corner: the
			// line under the header.
			msg.Y--
			return p, p.updatePhase(msg)
		}
		return p.click(msg)
	case tea.MouseMsg:
		if w, ok := msg.(tea.MouseWheelMsg); ok && p.wheel(w) {
			return p, nil
		}
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
			return p, p.updatePhase(msg)
		}
	}
	return p, nil
}

// updatePhase gives msg to the phase model and then makes the intents it
// proposed, in order, before the next message: a key that follows at once
// acts on the state they made. (They came back as commands, after the
// keys already waiting: the ready key of "enter d" sent together was
// refused for the empty fleet of before the enter; found by a
// play-tester.) An intent counts while the scripted opponent thinks in
// the same phase (both build their fleets at once); the opponent's stale
// answer is dropped instead (aiMsg), and it is asked again. The first
// that asks a question or is refused stops the rest.
func (p *play) updatePhase(msg tea.Msg) tea.Cmd {
	var cmd tea.Cmd
	p.phase, cmd = p.phase.Update(msg)
	pr, ok := p.phase.(Proposer)
	if !ok {
		return cmd
	}
	cmds := []tea.Cmd{cmd}
	for i, in := range pr.Proposed() {
		stopped := i > 0 && (p.confirm != nil || p.isErr) // the one before asked, or was refused
		if stopped || p.handoff != engine.NoPlayer || (p.waiting && !p.phaseActs()) {
			break
		}
		cmds = append(cmds, p.propose(in))
	}
	return tea.Batch(cmds...)
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
		if key.Matches(msg, KeyReturn) && time.Since(p.handoffAt) >= p.cfg.HandoffGuard {
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
		p.Release()
		return tea.Quit
	case key.Matches(msg, KeyNo), msg.String() == "q":
		p.quitting = false
		if held := p.heldAI; held != nil {
			p.heldAI = nil
			_, cmd := p.update(*held)
			return cmd
		}
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
		stay, closed := p.brief.key(msg)
		if closed {
			p.over = noOverlay
		}
		return stay, nil
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
		p.scrollLog(3)
	case key.Matches(msg, KeyLogDn):
		p.scrollLog(-3)
	case p.saveErr != "":
		return true, p, p.saveFailedKey(msg)
	case p.sess.State().Outcome().Over:
		// Enter leaves a finished game; every other key goes on to the
		// table, whose map may still be looked over (tab, zoom, U): they
		// did nothing, though a click inspected.
		if key.Matches(msg, KeyReturn) && !p.boardListOpen() {
			if time.Since(p.overAt) < p.cfg.HandoffGuard {
				// An Enter typed ahead with the key that ended the game
				// ("m enter" of a shot that wins) left for the menu
				// before the result was seen (found by a terminal
				// play-tester).
				return true, p, nil
			}
			p.Release()
			return true, newMenu(p.cfg), nil
		}
		return false, p, nil
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
	if p.status == p.noKeyNote && p.status != "" {
		// The note on a letter no key has goes at the next key, the
		// map's own too (it stayed while f, + and - acted).
		p.status, p.noKeyNote = "", ""
	}
	if ib, ok := p.board.(KeyedBoard); ok && !(p.actions.open && key.Matches(msg, KeyBack)) && ib.Key(msg) {
		p.mapTookActionKey(msg)
		return nil
	}
	if p.sess.State().Outcome().Over {
		// A finished game's letters that are no key of its map (nor
		// enter, the log's, the briefing's, help or quit, taken before)
		// did nothing, without a word (found by review).
		p.noKey(msg)
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
	case key.Matches(msg, KeyListFirst):
		// Starship Battles' launch list runs to 140 lines.
		p.actions.move(-math.MaxInt32)
	case key.Matches(msg, keyListLast):
		p.actions.move(math.MaxInt32)
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
		if cmd, ok := p.typeThrough(msg); ok {
			return cmd
		}
		p.noKey(msg)
	}
	return nil
}

// noKey says so of a letter no key of the screen has, which did nothing,
// without a word (found by a play-tester pressing x in Stellar Armada).
func (p *play) noKey(msg tea.KeyPressMsg) {
	if len(msg.Text) == 1 && msg.Text[0] > ' ' && msg.Text[0] < 127 {
		p.status, p.isErr = msg.Text+" is no key here: ? lists the keys.", false
		p.noKeyNote = p.status
	}
}

// typeThrough opens the text field of the typed intent under the cursor
// with the character typed onto it: "o", "3P2", enter. It reports whether
// it did.
func (p *play) typeThrough(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	tb, ok := p.board.(TypedBoard)
	if !ok || len(msg.Text) != 1 || msg.Text[0] <= ' ' || msg.Text[0] >= 127 {
		return nil, false
	}
	in := p.actions.hover()
	if in == nil {
		return nil, false
	}
	if _, _, _, ok := tb.Typable(p.shown, in); !ok {
		return nil, false
	}
	cmd := p.act(in)
	if p.entry == nil {
		return cmd, true // the intent asked first, or was refused: said so
	}
	p.entry.start = "" // all of it typed: a draft even when it is the field's own text
	p.setEntry(msg.Text)
	return cmd, true
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
	if a, ok := p.shown.(engine.Asker); ok {
		if q := a.Ask(in); q != "" {
			p.confirm = &pending{intent: in, question: q}
			return nil
		}
	}
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
	intent   engine.Intent
	what     string // what it leaves unused
	question string // or the game's own question (engine.Asker), which only y answers yes
}

var (
	keyConfirm = key.NewBinding(key.WithKeys("enter", "y", "Y"), key.WithHelp("enter/y", "yes"))
	keyCancel  = key.NewBinding(key.WithKeys("esc", "n", "N"), key.WithHelp("esc/n", "no"))
	// keyConfirmGrave answers a game's own question: enter, pressed once
	// too often after the key that chose the intent, must not take it.
	keyConfirmGrave = key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes"))
)

// confirmKey answers the question: enter or y applies, esc or n keeps
// playing.
func (p *play) confirmKey(msg tea.KeyPressMsg) tea.Cmd {
	yes := keyConfirm
	if p.confirm.question != "" {
		yes = keyConfirmGrave
	}
	switch {
	case key.Matches(msg, yes):
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

// mapTookActionKey says so when the map took a letter that is also the
// key of an action not offered now (SSCS's f, fire, in the Declaration
// phase is the map's "follow the unit in play"): the map's f kept a map
// that already followed that unit as it was and said nothing, where p
// said "[p] Plot: not possible now" (found playing at 80x24). The note
// names the action and why, then what the letter did on the map; it goes
// at the next key, as a note on a letter no key has.
func (p *play) mapTookActionKey(msg tea.KeyPressMsg) {
	if p.sess.State().Outcome().Over || p.waiting || len(msg.Text) != 1 {
		return
	}
	var did string
	for _, b := range []key.Binding{KeyFollowPlay, KeyMapFocus, KeyGoTo, KeyFullMap, KeyUnitList} {
		if key.Matches(msg, b) {
			did = b.Help().Desc
		}
	}
	if did == "" || !p.notNow(msg.Text) {
		return
	}
	p.status = strings.TrimSuffix(p.status, ".") + "; the map's " + msg.Text + ": " + did + "."
	p.isErr = false
	p.noKeyNote = p.status
}

// notNow says why a key of an action that is not possible now does
// nothing, instead of doing nothing silently. A key that kinds of
// different steps share (every game's n ends a step) names them all.
func (p *play) notNow(k string) bool {
	kl, ok := p.sess.Game.(engine.KindLister)
	if !ok {
		return false
	}
	var kinds, labels []string
	for _, kind := range kl.Kinds() {
		if label, hot := p.board.Group(kind); hot != "" && hot == k {
			kinds, labels = append(kinds, kind), append(labels, label)
		}
	}
	if len(kinds) == 0 {
		return false
	}
	ph := p.shown.Phase()
	label, why := strings.Join(labels, " or "), "not possible now, in the "+ph.Name+" phase"
	if !ph.Acting(p.viewer) {
		why = "it is not your turn"
	} else if ex, ok := p.board.(Explainer); ok {
		// The game's own reason, for the first kind it has one for: of
		// kinds sharing a key, the one of this step.
		for i, kind := range kinds {
			if w := ex.WhyNot(p.shown, p.viewer, kind); w != "" {
				label, why = labels[i], w
				break
			}
		}
	}
	p.status, p.isErr = fmt.Sprintf("[%s] %s: %s.", k, label, why), true
	return true
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

var (
	keySkip      = key.NewBinding(key.WithKeys(">"), key.WithHelp(">", "skip ahead to your turn"))
	keyRetry     = key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "try the save again"))
	keyElsewhere = key.NewBinding(key.WithKeys("w"), key.WithHelp("w", "save to a new file in the temporary folder"))
)

// scrollLog scrolls the log beside the actions n lines back (n < 0:
// forward), between its end and its first line. Back past the first line
// used to count on unseen, so that pgdn then did nothing for as many
// presses.
func (p *play) scrollLog(n int) {
	p.logBack = min(max(0, p.logBack+n), p.logMax)
}

// wheel turns the mouse wheel where the pointer is, off the map: over the
// briefing or the whole log it scrolls them as ↑/↓ do, over the action list
// it moves the choice as ↑/↓ do, over the log beside it it scrolls as
// pgup/pgdn do. It did nothing there. The map's wheel (its zoom) is the
// board's; wheel reports whether the wheel was taken here.
func (p *play) wheel(msg tea.MouseWheelMsg) bool {
	up := msg.Button == tea.MouseWheelUp
	if !up && msg.Button != tea.MouseWheelDown {
		return false
	}
	if p.handoff != engine.NoPlayer || p.quitting || p.ended != nil || p.phaseUp() {
		return true // nothing under the pointer scrolls
	}
	if p.over != noOverlay {
		if p.over != logOverlay || !p.logPage.typing {
			p.overlayKey(wheelKey(up))
		}
		return true
	}
	m := msg.Mouse()
	if m.Y < p.lowTop || m.Y >= p.lowTop+p.lowH {
		return false
	}
	down := 1
	if up {
		down = -1
	}
	switch {
	case m.X >= p.logLeft:
		p.scrollLog(-3 * down)
	case !p.waiting && p.entry == nil && len(p.actions.groups) > 0 && !p.sess.State().Outcome().Over:
		p.status, p.isErr = "", false
		p.actions.move(down)
	}
	return true
}
