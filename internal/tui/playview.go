package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

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
	if h, ok := p.phase.(Hoverer); ok && p.phaseUp() && !p.waiting {
		in = h.Hover()
	}
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

// confirmLines ask the question in the action panel. A game's Unspent
// text is a noun phrase that reads between "with" and "unspent?" after
// the intent's words: "End the turn with 3 action points unspent?",
// "Seal the orders with the moves of Paladin and Lancer unspent?".
func (p *play) confirmLines(w int) []string {
	q, yes := p.confirm.question, p.st.Key.Render("y")
	if q == "" {
		what := p.cfg.asciiWords(engine.Describe(p.shown, p.confirm.intent, p.viewer))
		q = strings.ToUpper(what[:1]) + what[1:] + " with " + p.confirm.what + " unspent?"
		yes = p.st.Key.Render("enter") + "/" + yes
	}
	var out []string
	for _, l := range Wrap(p.cfg.asciiWords(q), w, 2) {
		out = append(out, p.st.Warn.Render(l))
	}
	return append(out, "", yes+" yes, "+p.st.Key.Render("esc")+"/"+p.st.Key.Render("n")+" no")
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

// draw lays the screen out: header, table, then the action list beside the
// log, then the status line. It runs in Update (render): the board and
// the action list keep what they drew for the keys and clicks that follow.
func (p *play) draw(w, h int) string {
	// The action list and the log beside it take the wheel only where this
	// frame draws them: under the whole-screen map the rows they had last
	// took it from the map (found by review).
	p.lowH = 0
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
			body = p.brief.window(briefingLines(p.sess, p.sess.State(), p.st, p.ignored), w, rest, p.st)
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
	var quit []string
	if p.quitting {
		// The question takes the rows it needs from the table: under a
		// tall map (Silent Death's at 80×24) it had four, and the command
		// that resumes the game was cut off.
		quit = p.quitLines(w)
		bh = max(1, min(bh, h-1-len(quit)-len(p.statusLines(w))))
	}
	if p.confirm != nil && !p.quitting && p.saveErr == "" {
		// So does the question before an intent: Starmada's "End the
		// fire with …" names every battery that could still declare,
		// ship by ship, and the panel's seven rows at 80×24 cut it.
		want := len(p.confirmLines(ActionListWidth(w)))
		bh = max(1, min(bh, h-1-len(p.statusLines(w))-want))
	}
	if p.actions.open && p.entry == nil {
		// A long open list (twenty targets to declare) takes rows from the
		// table, which keeps at least eight.
		want := len(p.actions.groups[p.actions.g].intents) + 2
		bh = max(min(bh, 8), min(bh, h-2-1-want))
	}
	if st.Outcome().Over && !p.quitting && p.saveErr == "" {
		// So does the result of a finished game: SSCS's at 80×24 took
		// seven lines of the action list's 34 columns, and the panel's
		// six rows cut it after "destroyed or captured: Concord", the
		// scores and the enter line left out without a mark (found by a
		// terminal play-tester).
		want := len(p.actionLines(st, ActionListWidth(w), h))
		bh = max(min(bh, 8), min(bh, h-1-len(p.statusLines(w))-want))
	}
	table := TrimBlankTail(Column(p.board.Draw(Frame{State: st, Me: p.viewer, Hover: p.hover(), W: w, H: bh, Events: p.turnEvents}), w, bh))
	p.boardTop, p.boardH = len(out), len(table)
	out = append(out, table...)
	status := p.statusLines(w)
	rest := h - len(out) - len(status)
	if p.quitting {
		out = append(out, Column(quit, w, rest)...)
		return strings.Join(append(out, status...), "\n")
	}
	if p.saveErr != "" {
		// Across the whole width, the log left out while play waits:
		// in the action list's 34 columns at 80×24 the reason took the
		// rows, and the keys' lines (q loses the last move) were cut.
		p.actRows = nil
		out = append(out, Column(p.saveFailedLines(w, rest), w, rest)...)
		return strings.Join(append(out, status...), "\n")
	}
	aw := ActionListWidth(w)
	lw := w - aw - 1
	p.actTop, p.actLeft = len(out), 0
	p.lowTop, p.lowH, p.logLeft = len(out), rest, aw+1
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
	over := p.sess.State().Outcome().Over
	stay := "keep playing"
	if over {
		stay = "stay"
	}
	lines := []string{p.st.Warn.Render("Quit armada-tui?  y: quit  ·  n: " + stay), ""}
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
		// The reason whole: cut at the screen's edge it lost its advice
		// ("put the folder back").
		for _, l := range Wrap("The last move is NOT saved: "+p.saveErr, w, 2) {
			lines = append(lines, p.st.Err.Render(l))
		}
		if !p.onDisk {
			return append(lines, "", "Nothing of this game is on disk: its file is not there.")
		}
		lines = append(lines, "", "What is on disk is the game before it, in")
		for _, l := range WrapPath(p.sess.Path, w-2) {
			lines = append(lines, "  "+p.st.Selected.Render(l))
		}
		return lines
	}
	if over {
		// A finished game is not continued: the question said "n: keep
		// playing" and "Continue it later with: armada-tui resume" at
		// the end of a game (found by a terminal play-tester). It is
		// watched again.
		lines = append(lines, "The finished game is saved. Watch it again with:")
		for _, l := range WrapPath("armada-tui replay "+ShellWord(p.sess.Path), w-2) {
			lines = append(lines, "  "+p.st.Selected.Render(l))
		}
		if inSaveDir(p.cfg.SaveDir, p.sess.Path) {
			lines = append(lines, "", "or from the menu's Saved games.")
		}
		return lines
	}
	if !inSaveDir(p.cfg.SaveDir, p.sess.Path) {
		// The menu and a resume without a path look in the save folder
		// only: a game saved elsewhere (play --save) is resumed by its
		// path, which the command names, so it is written once (twice, a
		// long path took nine rows, and under a tall map the command was
		// cut off; found by a play-tester).
		lines = append(lines, "The game is saved. Continue it later with:")
		for _, l := range WrapPath("armada-tui resume "+ShellWord(p.sess.Path), w-2) {
			lines = append(lines, "  "+p.st.Selected.Render(l))
		}
		return lines
	}
	lines = append(lines, "The game is saved in")
	for _, l := range WrapPath(p.sess.Path, w-2) {
		lines = append(lines, "  "+p.st.Selected.Render(l))
	}
	return append(lines, "", "Continue it later from the menu, or with: armada-tui resume")
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
// messages suggest can be typed as shown. It quotes with double quotes
// where they keep every character as it is (no $, `, \, " or !), since
// the messages set a command they suggest in single quotes ('armada-tui
// replay "my duel.json"' shows it; with single quotes inside, the words
// in quotes were "armada-tui replay " and ".json"), and with single
// quotes otherwise.
// An empty path is "" rather than nothing.
func ShellWord(path string) string {
	plain := path != ""
	for _, r := range path {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+,:@~", r)) {
			plain = false
			break
		}
	}
	switch {
	case plain:
		return path
	case !strings.ContainsAny(path, "$`\\\"!"):
		return `"` + path + `"`
	}
	return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
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
		// The scenario's title keeps a dozen cells on the left.
		right = actingLine(p.cfg.turnName(p.sess), ph.Name, acting, w-12)
	}
	return headerLine(p.st, p.sess.Game.Title(), p.sess.Scenario.Title(), right, w)
}

// actingLine is the header's right part while the game goes on: the turn,
// the phase and who is to act, within w cells. Four sides building at
// once do not fit 80 columns: they are counted (the screen below names the
// one at the keyboard). Two sides acting at once whose names do not fit
// (a scenario's own, of up to 24 characters two cells wide each) are each
// shortened to an equal share, so that "to act" stays on the line: it was
// cut to "to …" after the second name.
func actingLine(turn, phase string, acting []string, w int) string {
	line := fmt.Sprintf("%s · %s · %s to act", turn, phase, strings.Join(acting, ", "))
	if Width(line) <= w || len(acting) < 2 {
		return line
	}
	if len(acting) == 2 {
		frame := Width(fmt.Sprintf("%s · %s · ,  to act", turn, phase))
		if each := (w - frame) / 2; each >= 6 {
			short := make([]string, len(acting))
			for i, a := range acting {
				short[i] = Truncate(a, each)
			}
			return fmt.Sprintf("%s · %s · %s to act", turn, phase, strings.Join(short, ", "))
		}
	}
	return fmt.Sprintf("%s · %s · %d sides to act", turn, phase, len(acting))
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
	p.logMax = max(0, len(all)-h)
	if h > 1 && len(all) > h {
		// Scrolled back, the last row says how much is below: the
		// computer's moves keep the place the player scrolled to, and
		// the lines they add are not in sight.
		p.logMax++
	}
	back := min(p.logBack, p.logMax)
	if back == 0 {
		return all[max(0, len(all)-h):]
	}
	end := len(all) - back
	start := max(0, end-(h-1))
	return append(all[start:end:end], p.st.Subtle.Render(Truncate("↓ "+engine.Count(back, "more line", "more lines")+": pgdn", w)))
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
		// The lines past the third go on it, cut with a mark: each
		// without the indent Wrap gave it, which joined would leave runs
		// of spaces inside the sentence ("column 23:   u…").
		rest := lines[2:]
		for i, l := range rest {
			rest[i] = strings.TrimSpace(l)
		}
		lines = append(lines[:2], Truncate(strings.Repeat(" ", len(lines[1])-len(strings.TrimLeft(lines[1], " ")))+strings.Join(rest, " "), w))
	}
	for i, l := range lines {
		lines[i] = style.Render(l)
	}
	return lines
}

func (p *play) handoffView(w, h int) string {
	name := p.sideName(p.handoff)
	body := fmt.Sprintf("Pass the terminal to %s.\n\n%s: press Enter when nobody else is looking.", name, name)
	// A side's name may be 24 characters of two cells each (a scenario's
	// own, in CJK): the sentences are wrapped to the window, less the
	// box's border and padding, where the box ran past the edge and lost
	// its end ("nobody else is looking…").
	box := p.st.Boxed(p.cfg.ASCII).Render(strings.Join(Wrap(body, max(10, w-4), 0), "\n"))
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

// saveFailedLines replace the action list and the log while the game is
// not on disk, in h rows: the reason, that play waits, and a key a line;
// short of rows the keys go on one line first, so that none is cut.
func (p *play) saveFailedLines(w, h int) []string {
	var out []string
	for _, l := range Wrap("The game could not be saved: "+p.saveErr, w, 2) {
		out = append(out, p.st.Err.Render(l))
	}
	keys := []string{p.st.Key.Render("r") + " try again", p.st.Key.Render("w") + " save to a new file in " + os.TempDir(), p.st.Key.Render("q") + " quit (the last move is lost)"}
	waits := Wrap("Play waits until it is saved.", w, 2) // "Nothing more is played until it is." was cut at 34 columns
	switch n := len(out) + len(waits) + len(keys); {
	case n+1 <= h:
		out = append(append(out, ""), waits...)
		return append(out, keys...)
	case n <= h:
		return append(append(out, waits...), keys...)
	}
	return append(Wrap("Play waits until it is saved: "+strings.Join(keys, " · ")+".", w, 2), out...)
}
