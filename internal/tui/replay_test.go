package tui

import (
	"strconv"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/sdtest"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// keyedTestBoard is a board with keys of its own, as the map boards have:
// it records the keys it is given, toggles the whole screen on M and
// reads a field of its own after g until enter.
type keyedTestBoard struct {
	saTestBoard
	keys    []string
	changed int
	full    bool
	typing  bool
	lastH   int
}

func (b *keyedTestBoard) Draw(f Frame) []string {
	b.lastH = f.H
	return b.saTestBoard.Draw(f)
}

func (b *keyedTestBoard) Height(w, h int) int {
	if b.full {
		return h
	}
	return 4
}

func (b *keyedTestBoard) Key(msg tea.KeyPressMsg) bool {
	k := msg.String()
	switch {
	case b.typing:
		b.typing = k != "enter" && k != "esc"
	case k == "M":
		b.full = !b.full
	case k == "g":
		b.typing = true
	case k != "+" && k != "tab":
		return false
	}
	b.keys = append(b.keys, k)
	return true
}

func (b *keyedTestBoard) Click(int, int) bool   { return false }
func (b *keyedTestBoard) Changed()              { b.changed++ }
func (b *keyedTestBoard) WantsFullScreen() bool { return b.full }
func (b *keyedTestBoard) Typing() bool          { return b.typing }
func (b *keyedTestBoard) Bindings() []key.Binding {
	return []key.Binding{KeyNextUnit, KeyZoomIn, KeyGoTo, KeyFullMap, KeyMapFocus}
}

// keyedCatalog serves Stellar Armada under keyedTestBoard.
type keyedCatalog struct {
	testCatalog
	board *keyedTestBoard
}

func (c keyedCatalog) Screens(id string) Screens {
	if id == sa.ID {
		return Screens{Board: func(Config) Board { return c.board }}
	}
	return c.testCatalog.Screens(id)
}

// TestReplayGivesTheMapItsKeys: the replay viewer passes the keys it does
// not use to a board that has keys of its own — the map's zoom, pan,
// inspection, unit list, go-to field and whole screen — and lists them in
// its help, while its own keys still step through the game. At 80x24 the
// viewer showed nine of Starmada's thirty columns and nothing could show
// the rest (found replaying a Starmada game).
func TestReplayGivesTheMapItsKeys(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 5, 40)
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 80, 24)

	d.keys("+", "tab")
	if strings.Join(b.keys, " ") != "+ tab" || r.pos != 0 || b.changed != 0 {
		t.Fatalf("+ and tab: the board got %q, position %d, %d changes", b.keys, r.pos, b.changed)
	}
	d.keys("right")
	if r.pos != 1 || len(b.keys) != 2 || b.changed != 1 {
		t.Fatalf("→: position %d, the board got %q, %d changes (want 1, no key, 1)", r.pos, b.keys, b.changed)
	}
	// The board's field takes every key, the viewer's own included.
	d.keys("g", "l", "enter", "l")
	if r.pos != 2 || strings.Join(b.keys, " ") != "+ tab g l enter" {
		t.Fatalf("g l enter l: position %d, the board got %q", r.pos, b.keys)
	}
	d.keys("M")
	if !b.full || b.lastH != 21 {
		t.Fatalf("M: the board is drawn %d rows high, want 21 of 24 (the header, the status line and the keys take the rest; full %v)", b.lastH, b.full)
	}
	d.keys("M", "?")
	if s := d.screen(); !strings.Contains(s, "zoom in") || !strings.Contains(s, "jump to turn") {
		t.Fatalf("the replay's help does not list the map's keys with its own:\n%s", s)
	}
}

// TestReplayHeaderAndUnfinishedEnd: the header says "Replay" even when the
// scenario's title fills it (Starship Battles' "Clash over Coruscant" at
// 80 columns lost "Replay · Star Wars Miniatures: …" and looked like a game
// in play), and the end of an unfinished game's record says so instead of
// a blank line.
func TestReplayHeaderAndUnfinishedEnd(t *testing.T) {
	sess := saSession(t, false)
	for i := 0; i < 3; i++ {
		p := sess.State().Phase().Actors[0]
		in, _ := engine.NewRandomOpponent(2).Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	for _, w := range []int{80, 200} {
		d := newDriver(t, cfg, r, w, 24)
		d.keys("end")
		lines := strings.Split(d.screen(), "\n")
		if !strings.Contains(lines[0], "Replay · move 3/3") {
			t.Errorf("at %d columns the header does not say it is a replay: %q", w, lines[0])
		}
		if s := d.screen(); !strings.Contains(s, "the game is unfinished") {
			t.Errorf("at %d columns the end of an unfinished record says nothing:\n%s", w, s)
		}
		// The start (home) says where it is too: its log is empty.
		d.keys("home")
		if s := d.screen(); !strings.Contains(s, "Before the first move") {
			t.Errorf("at %d columns the start of the record says nothing:\n%s", w, s)
		}
		d.keys("end")
		// The footer names every key it lists whole (it was cut at 80
		// columns: "t jump to tur…", no help, no quit).
		if foot := lines[len(lines)-1]; !strings.Contains(foot, "? help") || !strings.Contains(foot, "q quit") || strings.Contains(foot, "…") {
			t.Errorf("at %d columns the footer reads %q", w, foot)
		}
	}
}

// spanOf is where the record's turn of a battle begins and ends.
func spanOf(t *testing.T, sess *engine.Session, battle, turn int) engine.LogTurnSpan {
	t.Helper()
	for _, s := range engine.LogTurns(sess) {
		if s.Battle == battle && s.Turn == turn {
			return s
		}
	}
	t.Fatalf("the record has no turn %d of battle %d", turn, battle)
	return engine.LogTurnSpan{}
}

// TestReplayJumpsToABattlesTurn: a campaign's log names each battle's
// turns from T1, so t takes the battle and its turn as the log shows them
// ("2:1", "b2t1"), and a number alone is a turn of the battle shown — t 1
// in battle 2 went to battle 1, Phase's Turn counting on across the
// campaign. The header names the battle and the log's turn, the prompt
// says what it accepts, and a turn the record lacks says what it has.
func TestReplayJumpsToABattlesTurn(t *testing.T) {
	sess := sdtest.SecondBattle(t)
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 100, 30)
	header := func() string { return strings.Split(d.screen(), "\n")[0] }
	footer := func() string {
		lines := strings.Split(d.screen(), "\n")
		return lines[len(lines)-2] // the status line, above the keys
	}

	d.keys("end")
	if h := header(); !strings.Contains(h, "battle 2, T2") {
		t.Fatalf("at the end the header reads %q, want battle 2, T2", h)
	}
	d.keys("t")
	if f := footer(); !strings.Contains(f, "Jump to turn: ▏  (battle:turn, 1:1 to 2:2; a number alone: a turn of battle 2)") {
		t.Fatalf("the prompt does not say what it accepts: %q", f)
	}
	d.keys("1", "enter")
	if want := spanOf(t, sess, 2, 1).From; r.pos != want {
		t.Fatalf("t 1 in battle 2 went to intent %d, want %d (battle 2's T1)", r.pos, want)
	}
	if h := header(); !strings.Contains(h, "battle 2, T1") {
		t.Errorf("after t 1 the header reads %q", h)
	}
	for _, typed := range [][]string{{"1", ":", "2"}, {"b", "1", "t", "2"}, {"B", "1", "T", "2"}} {
		d.keys("end", "t")
		d.keys(typed...)
		d.keys("enter")
		if want := spanOf(t, sess, 1, 2).From; r.pos != want {
			t.Errorf("t %s went to intent %d, want %d (battle 1's T2)", strings.Join(typed, ""), r.pos, want)
		}
	}
	// Between battles ("Camp") and at the start, a number alone is a turn
	// of the battle before, or of the first.
	d.keys("home", "t", "2", "enter")
	if want := spanOf(t, sess, 1, 2).From; r.pos != want {
		t.Errorf("t 2 at the start went to intent %d, want %d (battle 1's T2)", r.pos, want)
	}
	for _, tc := range []struct{ typed, want string }{
		{"9:1", "no battle 9: this record has battles 1 to 2 (battle:turn, 1:1 to 2:2)"},
		{"2:7", "no turn 7 in battle 2: it has turns 1 to 2 in this record"},
		{":", `no turn ":": name a battle and its turn, such as 2:1 (battle:turn, 1:1 to 2:2)`},
	} {
		from := r.pos
		d.keys("t")
		d.keys(strings.Split(tc.typed, "")...)
		d.keys("enter")
		if f := footer(); !strings.Contains(f, tc.want) || r.pos != from {
			t.Errorf("t %s: the status line reads %q and the position moved from %d to %d; want %q", tc.typed, f, from, r.pos, tc.want)
		}
	}
}

// TestReplayJumpsToATurn: in a game whose turns are not relabelled, t
// takes the turn's number as before, the prompt gives the range and a
// turn past it says so.
func TestReplayJumpsToATurn(t *testing.T) {
	sess := playedTo(t, 3)
	last := sess.State().Phase().Turn
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 100, 30)
	d.keys("t")
	if s := d.screen(); !strings.Contains(s, "Jump to turn: ▏  (turns 1 to "+strconv.Itoa(last)+")") {
		t.Fatalf("the prompt does not give the turns:\n%s", s)
	}
	d.keys("2", "enter")
	if want := NewTurns(sess).plain(2).From; r.pos != want || sess.Records()[r.pos].Turn != 2 || sess.Records()[r.pos-1].Turn != 1 {
		t.Errorf("t 2 went to intent %d, want %d, the first of turn 2", r.pos, want)
	}
	if h := strings.Split(d.screen(), "\n")[0]; !strings.Contains(h, "· turn 2") {
		t.Errorf("the header reads %q", h)
	}
	d.keys("t", "9", "9", "enter")
	if s := d.screen(); !strings.Contains(s, `no turn "99": this game has turns 1 to `+strconv.Itoa(last)) {
		t.Errorf("t 99 does not say which turns there are:\n%s", s)
	}
}

// TestReplayTurnKeysGoWhereJumpGoes: ] goes to the start of the next turn,
// the position t N goes to (it went one intent further, into the turn), and
// [ back to the start of the turn before; at the end ] stays there.
func TestReplayTurnKeysGoWhereJumpGoes(t *testing.T) {
	sess := playedTo(t, 4)
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 100, 30)
	turns := NewTurns(sess)
	d.keys("t", "2", "enter")
	for _, want := range []int{3, 4} {
		d.keys("]")
		if from := turns.plain(want).From; r.pos != from {
			t.Fatalf("] went to intent %d, want %d, the start of turn %d (where t %d goes)", r.pos, from, want, want)
		}
	}
	d.keys("[")
	if from := turns.plain(3).From; r.pos != from {
		t.Errorf("[ went to intent %d, want %d, the start of turn 3", r.pos, from)
	}
	d.keys("end", "]")
	if r.pos != sess.Len() {
		t.Errorf("] at the end went to %d of %d", r.pos, sess.Len())
	}
}

// TestReplayWarnsOfAnUnfinishedGamesSecrets: the record of an unfinished
// hotseat game in which Red has picked in secret and Blue has not opens on
// a warning, not on Red's number; Enter shows the record, q quits. A
// finished game, or one with nothing hidden, opens on the record at once.
func TestReplayWarnsOfAnUnfinishedGamesSecrets(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	if _, err := sess.Apply(pick{By: 0, Value: 3}); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newReplay(cfg, sess, -1), 80, 24)
	s := d.screen()
	if !strings.Contains(s, "not finished") || strings.Contains(s, "secret number 3") {
		t.Fatalf("the replay of an unfinished secret opens on:\n%s", s)
	}
	if !strings.Contains(s, "armada-tui resume ") {
		t.Fatalf("the warning of a session never saved:\n%s", s)
	}
	// A saved game's warning names its file: resume alone goes on with the
	// newest game, which need not be this one.
	sess.Path = "/tmp/saves/duel.json"
	if s := newDriver(t, cfg, newReplay(cfg, sess, -1), 80, 24).screen(); !strings.Contains(s, "armada-tui resume /tmp/saves/duel.json ") {
		t.Fatalf("the warning does not name the save:\n%s", s)
	}
	sess.Path = ""
	d.keys("right", "end")
	if strings.Contains(d.screen(), "secret number 3") {
		t.Fatal("keys other than enter pass the warning")
	}
	d.keys("enter", "end")
	if !strings.Contains(d.screen(), "secret number 3") {
		t.Fatalf("enter does not show the record:\n%s", d.screen())
	}
	if _, err := sess.Apply(pick{By: 1, Value: 1}); err != nil {
		t.Fatal(err)
	}
	if unfinishedSecrets(sess) {
		t.Error("a finished game warns")
	}
	if unfinishedSecrets(saSession(t, false)) {
		t.Error("Stellar Armada, which hides nothing, warns")
	}
}

// TestReplayWholeLog: L opens the whole log up to the position shown over
// the viewer, scrolled to its end, home reaches the first intent, and L or
// esc closes it on the same position. At 80x24 the pane under the map held
// the last seven lines only, so a volley's saves and re-rolls told before
// them could not be read in the viewer (found replaying a Starmada game).
func TestReplayWholeLog(t *testing.T) {
	sess := playedTo(t, 4)
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 80, 24)
	d.keys("end")
	pos := r.pos
	if s := d.screen(); strings.Contains(s, "\n1. T1 ") || !strings.Contains(s, "L log") {
		t.Fatalf("the viewer's pane should hold the last lines only and its footer name L:\n%s", s)
	}
	d.keys("L")
	s := d.screen()
	if !strings.Contains(s, "Log   lines ") || !strings.Contains(s, strconv.Itoa(pos)+". T") {
		t.Fatalf("L does not show the log's end:\n%s", s)
	}
	d.keys("home")
	if s := d.screen(); !strings.Contains(s, "\n1. T1 ") {
		t.Fatalf("home does not reach the first intent:\n%s", s)
	}
	d.keys("right", "esc")
	if s := d.screen(); strings.Contains(s, "Log   lines ") || r.pos != pos {
		t.Fatalf("esc did not close the log on intent %d (at %d):\n%s", pos, r.pos, s)
	}
	d.keys("L", "L")
	if r.logOpen {
		t.Error("L did not close the log")
	}
}

// playRandomly applies up to n intents of random players (seeded) to sess,
// fewer when the game ends first.
func playRandomly(t *testing.T, sess *engine.Session, seed uint64, n int) {
	t.Helper()
	opp := engine.NewRandomOpponent(seed)
	for i := 0; i < n && !sess.State().Outcome().Over; i++ {
		p := sess.State().Phase().Actors[0]
		in, _ := opp.Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
}

// playedTo is a Stellar Armada session played at random (seed 5) until turn
// turn begins or the game ends.
func playedTo(t *testing.T, turn int) *engine.Session {
	t.Helper()
	sess := saSession(t, false)
	opp := engine.NewRandomOpponent(5)
	for sess.State().Phase().Turn < turn && !sess.State().Outcome().Over {
		p := sess.State().Phase().Actors[0]
		in, _ := opp.Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return sess
}

// boardCatalog serves Stellar Armada under the board given.
type boardCatalog struct {
	testCatalog
	board Board
}

func (c boardCatalog) Screens(id string) Screens {
	if id == sa.ID {
		return Screens{Board: func(Config) Board { return c.board }}
	}
	return c.testCatalog.Screens(id)
}

// TestReplayMapWithTheKeyboardPans: after m, or M's whole screen, the map
// says "arrows pan", and in the viewer the arrows and h/l stepped through
// the game instead while up and down panned; after M nothing could pan the
// map sideways at all (found replaying a Starmada game). With the keyboard
// the map pans with them; space, the turn keys, t, L and q stay the
// viewer's, and the footer says space steps; esc gives the keyboard back
// and the arrows step again.
func TestReplayMapWithTheKeyboardPans(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 5, 30)
	for _, mode := range []string{"m", "M"} {
		b := NewHexBoard(starmadaStandard(), Config{})
		cfg := Config{Catalog: boardCatalog{board: b}}
		r := newReplay(cfg, sess, -1)
		d := newDriver(t, cfg, r, 80, 24)
		d.keys("+", "+", mode) // detailed: the map is wider than its window
		before := b.vp
		d.keys("right", "l", "down")
		if r.pos != 0 {
			t.Errorf("%s: the arrows stepped to position %d, want 0 (they pan the map)", mode, r.pos)
		}
		if b.vp.ScrollX <= before.ScrollX || b.vp.ScrollY <= before.ScrollY {
			t.Errorf("%s: → l ↓ did not pan: %+v -> %+v", mode, before, b.vp)
		}
		lines := strings.Split(d.screen(), "\n")
		if foot := lines[len(lines)-1]; !strings.Contains(foot, "space step on") || strings.Contains(foot, "←/→") {
			t.Errorf("%s: the footer reads %q, want space as the step", mode, foot)
		}
		d.keys("space")
		if r.pos != 1 {
			t.Errorf("%s: space went to position %d, want 1", mode, r.pos)
		}
		d.keys("]")
		if want := r.endOfTurn(r.turnAt(2)); r.pos != want || want == 2 {
			t.Errorf("%s: ] went to position %d, want %d", mode, r.pos, want)
		}
		at := r.pos
		d.keys("esc", "left")
		if b.HoldsKeyboard() || r.pos != at-1 {
			t.Errorf("%s: esc then ←: the map holds the keyboard %v, position %d, want %d", mode, b.HoldsKeyboard(), r.pos, at-1)
		}
	}
}

// TestReplayFieldsKeepTheirKeys: in the replay viewer, as in play, a typed
// field keeps "?" as a character and leaves on ctrl+c as on esc — the
// map's g field and the whole log's search — and the whole log's footer
// holds at 80 columns. The viewer opened the help over both fields, the
// map's field took ctrl+c for a character, and the log's footer was cut.
func TestReplayFieldsKeepTheirKeys(t *testing.T) {
	sess := saSession(t, false)
	for i := 0; i < 6 && !sess.State().Outcome().Over; i++ {
		p := sess.State().Phase().Actors[0]
		in, _ := engine.NewRandomOpponent(3).Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	d := &driver{t: t, a: newApp(cfg, newReplay(cfg, sess, -1))}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})

	d.keys("g", "?")
	if d.a.fullHelp || !b.typing || b.keys[len(b.keys)-1] != "?" {
		t.Fatalf("? in the map's field: help %v, typing %v, the board got %q", d.a.fullHelp, b.typing, b.keys)
	}
	d.msg(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	if b.typing {
		t.Fatalf("ctrl+c did not leave the map's field:\n%s", d.screen())
	}
	if s := d.screen(); strings.Contains(s, "Quit") {
		t.Fatalf("ctrl+c left the field and asked to quit at once:\n%s", s)
	}

	d.keys("L")
	f := footer(d.screen())
	if strings.Contains(f, "…") {
		t.Errorf("the whole log's footer is cut: %q", f)
	}
	for _, want := range []string{"↑/↓ scroll", "pgup/pgdn page", "/ search", "n next", "L/esc close", "? help"} {
		if !strings.Contains(f, want) {
			t.Errorf("the whole log's footer does not name %q: %q", want, f)
		}
	}
	d.keys("/", "?")
	if d.a.fullHelp || !strings.Contains(d.screen(), "/?") {
		t.Fatalf("? typed into the log's search did not go into it (help %v):\n%s", d.a.fullHelp, d.screen())
	}
	if f := footer(d.screen()); !strings.Contains(f, "enter search") || !strings.Contains(f, "esc cancel") {
		t.Errorf("the search field's footer: %q", f)
	}
}
