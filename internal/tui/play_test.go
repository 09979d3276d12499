package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/charmbracelet/x/ansi"
)

// driver runs the app's Update and View by hand, the way Bubble Tea would,
// running commands synchronously so that tests need no timing.
type driver struct {
	t    *testing.T
	a    *app
	quit bool
}

func newDriver(t *testing.T, cfg Config, first Screen, w, h int) *driver {
	t.Helper()
	d := &driver{t: t, a: newApp(cfg, first)}
	if p, ok := first.(*play); ok {
		p.aiDelay = 0
	}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: w, Height: h})
	if p, ok := first.(*play); ok {
		// A hotseat game with secrets opens on a handoff, then every new
		// game on its briefing: a player passes both with enter.
		if p.handoff != engine.NoPlayer {
			d.keys("enter")
		}
		if p.over == briefingOverlay {
			d.keys("enter")
		}
	}
	return d
}

// playToTheEnd plays a solo Stellar Armada game of saSession through the
// keyboard to its end: the roll for the first player, then each turn
// every shot that can be fired and the end of the turn, the scripted
// opponent answering. It fails the test if the game does not end.
func (d *driver) playToTheEnd(sess *engine.Session) {
	d.t.Helper()
	d.keys("d") // roll for the first player
	for i := 0; i < 400 && !sess.State().Outcome().Over; i++ {
		d.keys("m", "enter", "b", "enter", "n", "y")
	}
	if !sess.State().Outcome().Over {
		d.t.Fatalf("the game did not end:\n%s", d.screen())
	}
}

// run executes a command and feeds what it returns back in, as the
// program's loop would; tea.Quit is remembered rather than run.
func (d *driver) run(cmd tea.Cmd) {
	for cmd != nil {
		msg := cmd()
		switch m := msg.(type) {
		case nil:
			return
		case tea.QuitMsg:
			d.quit = true
			return
		case tea.BatchMsg:
			for _, c := range m {
				d.run(c)
			}
			return
		default:
			if cmds, ok := sequenceOf(m); ok {
				for _, c := range cmds {
					d.run(c) // in order, each one's answers first
				}
				return
			}
			_, cmd = d.a.Update(m)
		}
	}
}

// sequenceOf unpacks what a tea.Sequence command returns (Bubble Tea's
// unexported list of commands) so that the driver runs them in order.
func sequenceOf(m tea.Msg) ([]tea.Cmd, bool) {
	v := reflect.ValueOf(m)
	if v.Kind() != reflect.Slice || v.Type().Elem() != reflect.TypeFor[tea.Cmd]() {
		return nil, false
	}
	cmds := make([]tea.Cmd, v.Len())
	for i := range cmds {
		cmds[i] = v.Index(i).Interface().(tea.Cmd)
	}
	return cmds, true
}

func (d *driver) msg(m tea.Msg) {
	_, cmd := d.a.Update(m)
	d.run(cmd)
	if p, ok := d.a.cur.(*play); ok {
		p.aiDelay = 0
	}
}

// keys types each key: names like "enter", "down", "esc" or single runes.
func (d *driver) keys(ks ...string) {
	for _, k := range ks {
		d.msg(keyMsg(k))
	}
}

func keyMsg(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "pgup":
		return tea.KeyPressMsg{Code: tea.KeyPgUp}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	case "ctrl+u":
		return tea.KeyPressMsg{Code: 'u', Mod: tea.ModCtrl}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

var ansiRE = regexp.MustCompile(`\x1b\[[0-9;:?]*[a-zA-Z]`)

// screen is the frame as plain text.
func (d *driver) screen() string { return ansiRE.ReplaceAllString(d.a.View().Content, "") }

func (d *driver) play() *play {
	d.t.Helper()
	p, ok := d.a.cur.(*play)
	if !ok {
		d.t.Fatalf("the current screen is %T, not the game", d.a.cur)
	}
	return p
}

func hotseat(t *testing.T, g engine.Game, sc engine.Scenario, seed uint64) *engine.Session {
	t.Helper()
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestHandoffKeysOverBriefing: a new hotseat game whose first player must
// be handed the terminal keeps its briefing under the handoff screen; the
// footer offers the handoff's keys, not the briefing's "i", which does
// nothing there.
func TestHandoffKeysOverBriefing(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	if p.over != briefingOverlay {
		t.Fatal("a new game does not open on its briefing")
	}
	d := &driver{t: t, a: newApp(Config{Catalog: testCatalog{}}, p)} // newDriver would pass both screens
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	s := d.screen()
	if !strings.Contains(s, "Pass the terminal to Red") {
		t.Fatalf("no handoff screen:\n%s", s)
	}
	if strings.Contains(s, "briefing") {
		t.Fatalf("the handoff screen's footer offers the briefing, whose key does nothing there:\n%s", s)
	}
	d.keys("i")
	if !strings.Contains(d.screen(), "Pass the terminal to Red") {
		t.Fatalf("i acted behind the handoff screen:\n%s", d.screen())
	}
	d.keys("enter")
	if s := d.screen(); !strings.Contains(s, "Briefing") {
		t.Fatalf("the briefing does not wait for the player the terminal was passed to:\n%s", s)
	}
}

// TestHandoffHidesSecrets plays the secret game hotseat: after Red picks,
// the screen must hand over to Blue without showing Red's number, and
// Blue's screen must not show it either until both have picked.
func TestHandoffHidesSecrets(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	if s := d.screen(); strings.Contains(s, "Pass the terminal") {
		t.Fatalf("nothing is secret yet, so no handoff is needed:\n%s", s)
	}
	d.keys("p", "down", "down", "enter") // Red picks 3
	if sess.Len() != 1 {
		t.Fatalf("Red's pick was not applied; screen:\n%s", d.screen())
	}
	s := d.screen()
	if !strings.Contains(s, "Pass the terminal to Blue") {
		t.Fatalf("no handoff to Blue after Red's secret pick:\n%s", s)
	}
	if strings.Contains(s, "secret number 3") || strings.Contains(s, "picked") {
		t.Fatalf("the handoff screen shows Red's secret:\n%s", s)
	}
	d.keys("p") // keys other than enter do nothing behind the handoff screen
	if sess.Len() != 1 || !strings.Contains(d.screen(), "Pass the terminal to Blue") {
		t.Fatalf("a key behind the handoff screen acted")
	}
	d.keys("enter")
	s = d.screen()
	if strings.Contains(s, "secret number 3") {
		t.Fatalf("Blue's screen shows Red's secret number:\n%s", s)
	}
	if !strings.Contains(s, "player 1 has picked (hidden)") {
		t.Fatalf("Blue's screen should show that Red has picked:\n%s", s)
	}
	d.keys("p", "enter") // Blue picks 1
	s = d.screen()
	if !strings.Contains(s, "Red wins: the higher number") {
		t.Fatalf("the result is missing:\n%s", s)
	}
	if !strings.Contains(s, "revealed: 3 against 1") {
		t.Fatalf("the reveal is missing from the log:\n%s", s)
	}
}

func saSession(t *testing.T, solo bool) *engine.Session {
	t.Helper()
	g := sa.Game{}
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	sess := hotseat(t, g, sc, 7)
	if solo {
		sess.Players[1] = engine.PlayerSlot{Side: "Blue", Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	return sess
}

// TestSoloGameAgainstScripted plays Stellar Armada against the scripted
// opponent through the keyboard until the game ends.
func TestSoloGameAgainstScripted(t *testing.T) {
	sess := saSession(t, true)
	sess.Path = t.TempDir() + "/solo.json"
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.playToTheEnd(sess)
	s := d.screen()
	if !strings.Contains(s, "Game over") || !strings.Contains(s, "wins") {
		t.Fatalf("no game-over panel:\n%s", s)
	}
	if !strings.Contains(s, sess.Path) {
		t.Fatalf("the game-over panel does not say where the game is saved:\n%s", s)
	}
	saved, err := store.Load(sess.Path, testCatalog{}.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Len() != sess.Len() || saved.State().Hash() != sess.State().Hash() {
		t.Fatalf("the save holds %d intents, the game %d", saved.Len(), sess.Len())
	}
	for _, r := range sess.Records() {
		if r.Intent.Actor() == 1 && r.Intent.Kind() != sa.KindEnd {
			return // the opponent did act
		}
	}
	t.Fatal("the scripted opponent never did anything but end its turn")
}

// TestUndoStopsAtRolls checks undo through the keyboard: an engine can be
// taken back, a shot cannot.
func TestUndoStopsAtRolls(t *testing.T) {
	sess := saSession(t, false)
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("d", "e")
	if sess.Len() != 2 {
		t.Fatalf("want 2 intents, have %d", sess.Len())
	}
	d.keys("u")
	if sess.Len() != 1 || !strings.Contains(d.screen(), "undone: activate an engine") {
		t.Fatalf("undo of an engine failed; %d intents; screen:\n%s", sess.Len(), d.screen())
	}
	d.keys("u")
	if sess.Len() != 1 || !strings.Contains(d.screen(), "a roll cannot be taken back") {
		t.Fatalf("the roll for the first player was undone; screen:\n%s", d.screen())
	}
}

// TestQuitAsksFirst checks that q asks before quitting and says where the
// game is saved.
func TestQuitAsksFirst(t *testing.T) {
	sess := saSession(t, false)
	sess.Path = "/tmp/somewhere/game.json"
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("q")
	s := d.screen()
	if !strings.Contains(s, "Quit armada-tui?") || !strings.Contains(s, "/tmp/somewhere/game.json") {
		t.Fatalf("no confirmation naming the save:\n%s", s)
	}
	d.keys("n")
	if strings.Contains(d.screen(), "Quit?") || d.quit {
		t.Fatal("n did not cancel the quit")
	}
	d.keys("q", "y")
	if !d.quit {
		t.Fatal("q, y did not quit")
	}
}

// TestQuitOnTheHandoffScreen: q on the handoff screen asks the question
// in the box's place, the table still hidden; it showed the box and a
// footer of "y yes • n no" with no question (found resuming an SSCS hotseat
// game whose next player had not taken the terminal).
func TestQuitOnTheHandoffScreen(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	sess.Path = "/tmp/somewhere/game.json"
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("p", "down", "down", "enter") // Red picks 3 in secret
	if !strings.Contains(d.screen(), "Pass the terminal to Blue") {
		t.Fatalf("no handoff to Blue:\n%s", d.screen())
	}
	d.keys("q")
	s := d.screen()
	if !strings.Contains(s, "Quit armada-tui?") || !strings.Contains(s, "/tmp/somewhere/game.json") {
		t.Fatalf("q on the handoff screen does not ask:\n%s", s)
	}
	if strings.Contains(s, "secret number 3") || strings.Contains(s, "picked") {
		t.Fatalf("the question shows the table behind the handoff:\n%s", s)
	}
	d.keys("n")
	if !strings.Contains(d.screen(), "Pass the terminal to Blue") || d.quit {
		t.Fatalf("n did not go back to the handoff screen:\n%s", d.screen())
	}
	d.keys("q", "y")
	if !d.quit {
		t.Fatal("q, y did not quit")
	}
}

func TestTooSmall(t *testing.T) {
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 79, 24)
	if s := d.screen(); !strings.Contains(s, "79×24") || !strings.Contains(s, "at least 80×24") {
		t.Fatalf("no size message:\n%s", s)
	}
	d.keys("d")
	if d.a.cur.(*play).sess.Len() != 0 {
		t.Fatal("a key acted while the terminal was too small")
	}
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := d.screen(); !strings.Contains(s, "Situation") {
		t.Fatalf("the briefing did not come back at 80×24:\n%s", s)
	}
	d.keys("enter")
	if s := d.screen(); !strings.Contains(s, "Roll for the first player") {
		t.Fatalf("the game did not come back at 80×24:\n%s", s)
	}
}

// TestScreenFits checks every line of the game screen at 80×24 and
// 200×60: never wider than the terminal, exactly as many lines.
func TestScreenFits(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}, {200, 60}} {
		d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), size[0], size[1])
		d.keys("d", "e", "m", "enter", "b", "enter", "b", "enter", "n")
		lines := strings.Split(d.screen(), "\n")
		if len(lines) != size[1] {
			t.Errorf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		for i, l := range lines {
			if n := len([]rune(l)); n > size[0] {
				t.Errorf("%dx%d: line %d is %d wide: %q", size[0], size[1], i, n, l)
			}
		}
	}
}

var colorRE = regexp.MustCompile(`\x1b\[[0-9;]*(38|48)[;:]`)

// TestNoColor checks that with colour off (NO_COLOR) no colour is sent.
func TestNoColor(t *testing.T) {
	d := newDriver(t, Config{Catalog: testCatalog{}, Color: false}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 80, 24)
	d.keys("d", "m", "enter")
	if out := d.a.View().Content; colorRE.MatchString(out) {
		t.Fatalf("colour codes with colour off: %q", colorRE.FindString(out))
	}
	c := newDriver(t, Config{Catalog: testCatalog{}, Color: true}, newPlay(Config{Catalog: testCatalog{}, Color: true}, saSession(t, false)), 80, 24)
	c.keys("d")
	if !colorRE.MatchString(c.a.View().Content) {
		t.Fatal("no colour with colour on: the check above proves nothing")
	}
}

// TestASCII checks that --ascii draws nothing but ASCII on the game screen.
func TestASCII(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, ASCII: true}
	d := newDriver(t, cfg, newPlay(cfg, saSession(t, false)), 80, 24)
	d.keys("d", "e")
	s := d.screen()
	for i, r := range s {
		if r > 126 {
			t.Fatalf("non-ASCII %q at byte %d in:\n%s", r, i, s)
		}
	}
	for i, l := range strings.Split(s, "\n") {
		if len(l) > 80 {
			t.Fatalf("--ascii made line %d %d wide: %q", i, len(l), l)
		}
	}
	if !strings.Contains(s, "|T1 Red: activate an engine") || !strings.Contains(s, "^/k up") {
		t.Fatalf("the ASCII screen lost its content:\n%s", s)
	}
}

// TestMouseSelectsAction clicks an action twice: the first click selects,
// the second acts.
func TestMouseSelectsAction(t *testing.T) {
	sess := saSession(t, false)
	d := newDriver(t, Config{Catalog: testCatalog{}, Mouse: true}, newPlay(Config{Catalog: testCatalog{}, Mouse: true}, sess), 80, 24)
	d.keys("d")
	p := d.play()
	row := -1
	for i, l := range strings.Split(d.screen(), "\n") {
		if strings.Contains(l, "Engine: evade") {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("no engine action on screen:\n%s", d.screen())
	}
	click := tea.MouseClickMsg{X: 5, Y: row, Button: tea.MouseLeft}
	d.msg(click)
	if sess.Len() != 1 || p.actions.groups[p.actions.g].kind != sa.KindEngine {
		t.Fatalf("the first click should select the engine action only")
	}
	d.msg(click)
	if sess.Len() != 2 || sess.Records()[1].Intent.Kind() != sa.KindEngine {
		t.Fatalf("the second click should activate an engine; %d intents", sess.Len())
	}
}

// TestMenuToGame walks the menu to a hotseat game of Stellar Armada.
func TestMenuToGame(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, SaveDir: t.TempDir()}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	if !strings.Contains(d.screen(), "Stellar Armada") {
		t.Fatalf("the menu does not offer Stellar Armada:\n%s", d.screen())
	}
	d.keys("enter", "enter", "enter") // game, first scenario, hotseat
	if s := d.screen(); !strings.Contains(s, "turn limit: 60") || !strings.Contains(s, "> Start the game") {
		t.Fatalf("no options step with the defaults and Start selected:\n%s", s)
	}
	d.keys("down", "enter") // the turn limit moves on to its next choice
	if s := d.screen(); !strings.Contains(s, "turn limit: 100") {
		t.Fatalf("enter did not change the option:\n%s", s)
	}
	d.keys("up", "enter")
	p := d.play()
	if got := p.sess.Options["turn_limit"]; got != "100" {
		t.Fatalf("the game started with turn_limit %q, want 100", got)
	}
	if p.sess.Scenario.Name() != "standard" || p.sess.Path == "" {
		t.Fatalf("started %q saving to %q", p.sess.Scenario.Name(), p.sess.Path)
	}
	d.keys("enter", "d", "e", "q", "y") // enter closes the briefing
	if !d.quit || p.sess.Len() != 2 {
		t.Fatalf("quit %v with %d intents", d.quit, p.sess.Len())
	}
	// The menu now offers to resume that game.
	m := newMenu(cfg)
	d2 := newDriver(t, cfg, m, 80, 24)
	if !strings.Contains(d2.screen(), "Resume the last game") {
		t.Fatalf("no resume entry:\n%s", d2.screen())
	}
	// The entry is cut at 80 columns; the line under the list names the
	// game, the scenario and the turn whole, then the file.
	if s := strings.Join(strings.Fields(d2.screen()), " "); !strings.Contains(s, "Stellar Armada, Star cruiser duel, turn 1, saved in "+p.sess.Path) {
		t.Fatalf("the resume entry's detail does not name the game whole:\n%s", d2.screen())
	}
	d2.keys("enter")
	if d2.play().sess.Len() != 2 {
		t.Fatal("resumed the wrong game")
	}
	// A newer file that cannot be read is named, in one sentence for one
	// file ("1 newer save files could not be read" before), and the game
	// behind it is still offered.
	bad := filepath.Join(cfg.SaveDir, "zz.json")
	if err := os.WriteFile(bad, []byte(`{"format": "armada-tui-save", `), 0o600); err != nil {
		t.Fatal(err)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(bad, later, later); err != nil {
		t.Fatal(err)
	}
	s := strings.Join(strings.Fields(newDriver(t, cfg, newMenu(cfg), 80, 24).screen()), " ")
	if !strings.Contains(s, "Resume the last game") || !strings.Contains(s, "A newer save file could not be read: ") || !strings.Contains(s, "zz.json") {
		t.Fatalf("the menu does not name the unreadable newer save in one sentence:\n%s", s)
	}
}

// TestMenuSavedGames: the menu lists every saved game, newest first, with
// how it stands; enter resumes an unfinished one and opens a finished one
// in the replay viewer, whose esc comes back to the list; a file that
// cannot be read says why and loses nothing.
func TestMenuSavedGames(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, SaveDir: t.TempDir()}
	done := saSession(t, false)
	opp, err := sa.Game{}.NewOpponent(engine.LevelScripted, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.PlayOut(done, []engine.Opponent{opp, opp}, 10000); err != nil {
		t.Fatal(err)
	}
	going := saSession(t, false)
	if _, err := going.Apply(sa.RollOff{By: 0}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for i, s := range []*engine.Session{going, done} { // the finished game is the newer
		s.Path = filepath.Join(cfg.SaveDir, fmt.Sprintf("g%d.json", i))
		if err := store.Save(s); err != nil {
			t.Fatal(err)
		}
		at := now.Add(time.Duration(i-3) * time.Hour)
		if err := os.Chtimes(s.Path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	bad := filepath.Join(cfg.SaveDir, "bad.json")
	if err := os.WriteFile(bad, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(bad, now.Add(-5*time.Hour), now.Add(-5*time.Hour)); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	if !strings.Contains(d.screen(), "Saved games (3)") {
		t.Fatalf("no saved games entry:\n%s", d.screen())
	}
	d.keys("down", "enter") // past "Resume the last game"
	s := d.screen()
	result, _, _ := strings.Cut(engine.ResultText(done.State().Outcome(), done.Scenario.Sides()), ":")
	lines := strings.Split(s, "\n")
	var rows []string
	for _, l := range lines {
		if strings.Contains(l, " · ") || strings.Contains(l, "cannot be read") {
			rows = append(rows, l)
		}
	}
	if len(rows) != 3 || !strings.Contains(rows[0], result+" · Stellar Armada, Star cruiser duel") ||
		!strings.Contains(rows[1], "unfinished · Stellar Armada") || !strings.Contains(rows[2], "bad.json: cannot be read") {
		t.Fatalf("the list is not newest first with each game's standing:\n%s", s)
	}
	d.keys("enter") // the finished game
	if _, ok := d.a.cur.(*replay); !ok {
		t.Fatalf("a finished game did not open in the replay viewer:\n%s", d.screen())
	}
	if !strings.Contains(d.screen(), "esc back") {
		t.Errorf("the viewer does not say esc goes back:\n%s", d.screen())
	}
	d.keys("esc")
	if !strings.Contains(d.screen(), "Choose a game to resume or to watch again") {
		t.Fatalf("esc did not come back to the saved games:\n%s", d.screen())
	}
	d.keys("down", "down", "enter") // the broken file
	if s := strings.Join(strings.Fields(d.screen()), " "); !strings.Contains(s, "bad.json") || !strings.Contains(s, "not a save file") {
		t.Fatalf("the broken file does not say why:\n%s", d.screen())
	}
	d.keys("up", "enter") // the unfinished game resumes
	if p := d.play(); p.sess.Path != going.Path || p.sess.Len() != 1 {
		t.Fatalf("resumed %s with %d intents", p.sess.Path, p.sess.Len())
	}
}

// TestFullHelp opens and closes the full help.
func TestFullHelp(t *testing.T) {
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 80, 24)
	d.keys("d", "?")
	s := d.screen()
	if !strings.Contains(s, "Keys") || !strings.Contains(s, "undo") || !strings.Contains(s, "fire missile at") {
		t.Fatalf("full help lacks the keys:\n%s", s)
	}
	d.keys("?")
	if strings.Contains(d.screen(), "(? or esc closes this)") {
		t.Fatal("? did not close the help")
	}
}

// TestLongSavePathStaysVisible checks that a save path longer than the
// screen is wrapped, not cut, in the quit dialogue and after the game.
func TestLongSavePathStaysVisible(t *testing.T) {
	sess := saSession(t, false)
	sess.Path = "/home/a-player-with-a-long-name/.local/state/armada-tui/saves/stellararmada-20261129-122431.json"
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("q")
	flat := strings.Join(strings.Fields(strings.ReplaceAll(d.screen(), "\n", " ")), "")
	if !strings.Contains(flat, strings.ReplaceAll(sess.Path, " ", "")) {
		t.Fatalf("the quit dialogue cuts the save path:\n%s", d.screen())
	}
	for _, l := range strings.Split(d.screen(), "\n") {
		if strings.Contains(l, "…") {
			t.Fatalf("a line is cut: %q", l)
		}
	}
}

// TestTypedIntent writes an intent as text: one line in the action list,
// a text field that explains a bad value and applies a good one.
func TestTypedIntent(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	if n := len(p.actions.groups[0].intents); n != 1 {
		t.Fatalf("the three picks should be one typed line, not %d", n)
	}
	d.keys("p")
	if p.entry == nil || !strings.Contains(d.screen(), "Your secret number:") {
		t.Fatalf("no text field:\n%s", d.screen())
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.keys("7")
	if !strings.Contains(d.screen(), `"7" is not a number from 1 to 3`) {
		t.Fatalf("the bad value is not explained:\n%s", d.screen())
	}
	d.keys("enter")
	if sess.Len() != 0 {
		t.Fatal("a bad value was applied")
	}
	d.keys("q") // a letter goes into the field, not to quit
	if p.quitting {
		t.Fatal("q in the text field asked to quit")
	}
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.msg(tea.KeyPressMsg{Code: tea.KeyBackspace})
	d.keys("2", "enter")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 2 {
		t.Fatalf("the typed pick was not applied: %d intents", sess.Len())
	}
	if p.entry != nil {
		t.Fatal("the text field stayed open")
	}
}

// TestTypeThrough types onto a typed intent without opening it first.
func TestTypeThrough(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = typedSecretBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	d.keys("3")
	if p.entry == nil || p.entry.input.Value() != "3" {
		t.Fatalf("typing 3 did not open the field with it:\n%s", d.screen())
	}
	d.keys("enter")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 3 {
		t.Fatalf("the typed-through pick was not applied")
	}
}

// TestOptionsInForce shows the agreed optional rules at the top of the log.
func TestOptionsInForce(t *testing.T) {
	g := sa.Game{}
	sc, _ := games.LoadScenario(g, "standard")
	ps := []engine.PlayerSlot{{Side: "Red", Kind: engine.Human}, {Side: "Blue", Kind: engine.Human}}
	sess, err := engine.NewSession(g, sc, engine.Options{"turn_limit": "20"}, 1, ps)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	if s := d.screen(); !strings.Contains(s, "Options in force: turn limit 20") {
		t.Fatalf("the options in force are not shown:\n%s", s)
	}
	plain := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 80, 24)
	if strings.Contains(plain.screen(), "Options in force") {
		t.Fatal("default options are reported as if chosen")
	}
}

// TestHotkeyTwiceTakesTheLine presses a group's key twice: the first opens
// its list, the second takes the line under the cursor.
func TestHotkeyTwiceTakesTheLine(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("p")
	if sess.Len() != 0 {
		t.Fatal("the first press should only open the list")
	}
	d.keys("down", "p")
	if sess.Len() != 1 || sess.Records()[0].Intent.(pick).Value != 2 {
		t.Fatalf("the second press should take the second line; %d intents", sess.Len())
	}
}

// TestCursorStartsOnTheFirstLineForEachPlayer plays Blue's turn to its end
// with the cursor on "End the turn": Red's list must start on its first
// line, so that Red's first enter is never Blue's choice.
func TestCursorStartsOnTheFirstLineForEachPlayer(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("d") // Red goes first with seed 7
	first := sess.State().Phase().Actors[0]
	d.keys("n", "y") // the first player ends the turn (with points left: yes) with the cursor on "End the turn"
	p := d.play()
	if p.viewer == first || p.actions.g != 0 || p.actions.open {
		t.Fatalf("the second player's cursor is on group %d (open %v), want the first line:\n%s", p.actions.g, p.actions.open, d.screen())
	}
}

// TestHotkeyAfterAnActionOpensTheList fires a maser with "b enter", then
// presses "b enter" again: two masers, not three (the list closes once its
// intent is applied, and its key opens it again).
func TestHotkeyAfterAnActionOpensTheList(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("d")
	before := sess.Len()
	d.keys("b", "enter", "b", "enter")
	masers := 0
	for _, r := range sess.Records()[before:] {
		if r.Intent.Kind() == sa.KindMaser {
			masers++
		}
	}
	if masers != 2 {
		t.Fatalf("b enter b enter fired %d masers, want 2", masers)
	}
}

// openSavedGame opens a game of Stellar Armada saved in dir on the game
// screen at 80×24, holding the save's lock.
func openSavedGame(t *testing.T) (string, *engine.Session, *play, *driver) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "saves")
	sess := saSession(t, false)
	sess.Path = filepath.Join(dir, "game.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	p, err := openPlay(cfg, sess)
	if err != nil {
		t.Fatal(err)
	}
	return dir, sess, p, newDriver(t, cfg, p, 80, 24)
}

// TestSaveFailureStopsPlay: when the save cannot be written (its folder
// is gone and a file stands in its place) the game takes no more intents,
// says why in red and never claims to be saved; r tries again once the
// folder is back, and play goes on.
func TestSaveFailureStopsPlay(t *testing.T) {
	dir, sess, p, d := openSavedGame(t)
	d.keys("d")
	// The folder goes away and a file takes its name: writes fail.
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.keys("e") // an engine: applied in memory, not on disk
	if !strings.Contains(d.screen(), "could not be saved") || p.saveErr == "" {
		t.Fatalf("the failed save is not shown:\n%s", d.screen())
	}
	n := sess.Len()
	d.keys("e", "m", "enter", "n")
	if sess.Len() != n {
		t.Fatalf("intents were taken after a failed save: %d, then %d", n, sess.Len())
	}
	d.keys("q")
	if s := d.screen(); strings.Contains(s, "The game is saved in") || !strings.Contains(s, "NOT saved") {
		t.Fatalf("the quit dialogue claims a save that failed:\n%s", s)
	}
	d.keys("n")
	// The folder is back: r saves, and play goes on.
	os.Remove(dir)
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	d.keys("r")
	if p.saveErr != "" || !strings.Contains(d.screen(), "Saved in") {
		t.Fatalf("r did not save:\n%s", d.screen())
	}
	saved, err := store.Load(sess.Path, testCatalog{}.Lookup)
	if err != nil || saved.Len() != sess.Len() {
		t.Fatalf("the file holds %v intents, the game %d: %v", saved, sess.Len(), err)
	}
	d.keys("e")
	if sess.Len() != n+1 {
		t.Fatalf("play did not go on after the save: %d intents", sess.Len())
	}
}

// TestSaveFolderMovedAwayStopsPlay: a save's folder moved away while the
// game is played takes the lock with it. The next move made the folder
// anew and wrote the save there without a lock, saying nothing, so that a
// second armada-tui could open the same game (found in play). Now nothing
// is written, the screen says why, and r writes once the folder is back.
func TestSaveFolderMovedAwayStopsPlay(t *testing.T) {
	dir, sess, p, d := openSavedGame(t)
	defer p.Release()
	d.keys("d")
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	d.keys("e")
	if _, err := os.Stat(dir); err == nil {
		t.Fatal("the save's folder was made anew, without its lock")
	}
	if !strings.Contains(p.saveErr, "is gone") || !strings.Contains(d.screen(), "could not be saved") {
		t.Fatalf("the moved folder is not named (%q):\n%s", p.saveErr, d.screen())
	}
	// At 80×24 the whole of it is on the screen, to its last words (the
	// message was cut at "put the folder back", and "until it i…").
	if s := d.screen(); !strings.Contains(s, "the folder back") || !strings.Contains(s, "Play waits until it is saved.") || !strings.Contains(s, "r try again") {
		t.Fatalf("the message is cut short at 80×24:\n%s", s)
	}
	// The quit question does not claim the game before the move is on
	// disk: its folder is gone, and nothing of it is.
	d.keys("q")
	if s := strings.Join(strings.Fields(d.screen()), " "); strings.Contains(s, "What is on disk") || !strings.Contains(s, "Nothing of this game is on disk") || !strings.Contains(s, "put the folder back") {
		t.Fatalf("the quit question with the folder gone:\n%s", d.screen())
	}
	d.keys("n")
	d.keys("r") // still away: r fails again, and makes nothing
	if _, err := os.Stat(dir); err == nil || p.saveErr == "" {
		t.Fatalf("r with the folder away: %q", p.saveErr)
	}
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	d.keys("r")
	if p.saveErr != "" {
		t.Fatalf("r with the folder back: %q", p.saveErr)
	}
	saved, err := store.Load(sess.Path, testCatalog{}.Lookup)
	if err != nil || saved.Len() != sess.Len() {
		t.Fatalf("the file holds %v intents, the game %d: %v", saved, sess.Len(), err)
	}
	// Another live process has taken the lock over: nothing is written
	// over its moves, and r cannot take it back.
	if err := os.WriteFile(sess.Path+".lock", []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	n := sess.Len()
	d.keys("e")
	if !strings.Contains(p.saveErr, "another armada-tui (process 1)") {
		t.Fatalf("a lock taken over: %q", p.saveErr)
	}
	d.keys("r")
	if p.saveErr == "" {
		t.Fatal("r took back another process's lock")
	}
	if saved, err := store.Load(sess.Path, testCatalog{}.Lookup); err != nil || saved.Len() != n {
		t.Fatalf("the save was written over another's lock: %v, %v", saved, err)
	}
}

// TestSecondScreenOnOneSaveIsRefused: the save's lock keeps a second
// holder out while the game is open, and is given up on quitting.
func TestSecondScreenOnOneSaveIsRefused(t *testing.T) {
	sess := saSession(t, false)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	p, err := openPlay(Config{Catalog: testCatalog{}}, sess)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(sess.Path + ".lock"); err != nil {
		t.Fatalf("no lock while the game is open: %v", err)
	}
	p.Release()
	if _, err := os.Stat(sess.Path + ".lock"); err == nil {
		t.Fatal("the lock outlived the game screen")
	}
}

// TestReplayOpensAtTheStart: the viewer starts before the first move (it
// started after it, and a play-tester looked for the start), and "t 2
// enter" goes to the start of turn 2 (before its first intent).
func TestReplayOpensAtTheStart(t *testing.T) {
	sess := saSession(t, false)
	playRandomly(t, sess, 3, 200)
	r := newReplay(Config{Catalog: testCatalog{}}, sess, -1)
	d := newDriver(t, Config{Catalog: testCatalog{}}, r, 80, 24)
	if r.pos != 0 || !strings.Contains(d.screen(), "move 0/") {
		t.Fatalf("the replay opens at %d:\n%s", r.pos, d.screen())
	}
	d.keys("t", "2", "enter")
	first := -1
	for i, rec := range sess.Records() {
		if rec.Turn >= 2 {
			first = i
			break
		}
	}
	if r.pos != first {
		t.Fatalf("t 2 went to %d, the start of turn 2 is %d", r.pos, first)
	}
}

// TestSkipAhead: while a scripted opponent is paced, the skip key cuts its
// wait short and plays on at once until the person acts again.
func TestSkipAhead(t *testing.T) {
	sess := saSession(t, true)
	cfg := Config{Catalog: testCatalog{}, AIDelay: time.Hour}
	p := newPlay(cfg, sess)
	p.init()
	p.SetSize(80, 24)
	// Red rolls; Blue (scripted) may then act: find a position where the
	// opponent thinks.
	p.Update(tea.KeyPressMsg{Code: 'd', Text: "d"})
	for i := 0; i < 20 && !p.waiting; i++ {
		p.Update(tea.KeyPressMsg{Code: 'n', Text: "n"})
		p.Update(tea.KeyPressMsg{Code: 'y', Text: "y"})
	}
	if !p.waiting {
		t.Skip("the opponent never had to act")
	}
	cmd := p.think(p.ais[1], 1)
	p.Update(tea.KeyPressMsg{Code: '>', Text: ">"})
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the skip key did not cut the opponent's wait short")
	}
}

// TestEndingTheTurnWithPointsLeftAsks: "n" with action points left asks
// first, naming them; esc keeps playing, y ends the turn; a key of an
// action that is not possible now says why.
func TestEndingTheTurnWithPointsLeftAsks(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("d")
	n := sess.Len()
	d.keys("n")
	if s := d.screen(); sess.Len() != n || !strings.Contains(s, "End the turn with 6 action points") || !strings.Contains(s, "unspent?") {
		t.Fatalf("ending the turn did not ask first:\n%s", s)
	}
	d.keys("esc")
	if sess.Len() != n || strings.Contains(d.screen(), "unspent?") {
		t.Fatal("esc did not keep playing")
	}
	d.keys("n", "y")
	if sess.Len() != n+1 {
		t.Fatal("y did not end the turn")
	}
	d.keys("d")
	if s := d.screen(); !strings.Contains(s, "Roll for the first player: not possible") {
		t.Fatalf("a key of an action not possible now said nothing:\n%s", s)
	}
}

// TestBriefingLogAndHelpPages: a new game opens on its briefing (title,
// situation, sides, options); i opens it again; L shows the whole log
// with search; ? has the game's pages besides the keys.
func TestBriefingLogAndHelpPages(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: helpCatalog{}}
	d := &driver{t: t, a: newApp(cfg, newPlay(cfg, sess))}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if s := d.screen(); !strings.Contains(s, "Situation") || !strings.Contains(s, "Forces:") || !strings.Contains(s, "Set-up options") {
		t.Fatalf("no briefing at the start:\n%s", s)
	}
	d.keys("d")
	if sess.Len() != 0 {
		t.Fatal("a key acted through the briefing")
	}
	d.keys("enter", "d", "e", "b", "enter", "i")
	if !strings.Contains(d.screen(), "Situation") {
		t.Fatalf("i did not open the briefing:\n%s", d.screen())
	}
	d.keys("i", "L")
	if s := d.screen(); !strings.Contains(s, "Log") || !strings.Contains(s, "roll for the first player") {
		t.Fatalf("L did not show the log:\n%s", s)
	}
	d.keys("/", "m", "a", "s", "e", "r", "enter")
	if s := d.screen(); !strings.Contains(s, `lines hold "maser"`) {
		t.Fatalf("the search found nothing:\n%s", s)
	}
	// One line found is one line: it said "1 lines hold" (found in play).
	d.keys("/", "ctrl+u", "h", "i", "g", "h", "e", "r", " ", "r", "o", "l", "l", "enter")
	if s := d.screen(); !strings.Contains(s, `1 line holds "higher roll"`) {
		t.Fatalf("one line found:\n%s", s)
	}
	d.keys("esc", "?")
	if s := d.screen(); !strings.Contains(s, "[Keys]") || !strings.Contains(s, "Legend") {
		t.Fatalf("the full help has no game pages:\n%s", s)
	}
	d.keys("tab")
	if s := d.screen(); !strings.Contains(s, "[Legend]") || !strings.Contains(s, "the engine die") {
		t.Fatalf("tab did not turn to the legend:\n%s", s)
	}
}

// TestHelpHintIsNotCut: with pages enough to fill the line at 80 columns
// (Silent Death has six), the hint goes on a line of its own instead of
// being cut ("(tab: next page · ? or esc c…").
func TestHelpHintIsNotCut(t *testing.T) {
	cfg := Config{Catalog: manyPagesCatalog{}}
	d := newDriver(t, cfg, newPlay(cfg, saSession(t, false)), 80, 24)
	d.keys("?")
	s := d.screen()
	if !strings.Contains(s, "(tab: next page · ? or esc closes this)") || !strings.Contains(s, "Damage control") {
		t.Fatalf("the help's hint or a tab is cut at 80 columns:\n%s", s)
	}
	for i, l := range strings.Split(s, "\n") {
		if w := lipgloss.Width(l); w > 80 {
			t.Errorf("line %d is %d columns wide: %q", i, w, l)
		}
	}
}

// manyPagesCatalog gives Stellar Armada six help pages.
type manyPagesCatalog struct{ testCatalog }

func (manyPagesCatalog) Screens(id string) Screens {
	s := testCatalog{}.Screens(id)
	s.Help = func(engine.State, engine.Player, engine.Intent) []HelpPage {
		var pages []HelpPage
		for _, t := range []string{"Legend", "Movement", "Fire", "Torps", "Damage control", "Optional rules"} {
			pages = append(pages, HelpPage{Title: t, Lines: []string{t + " explained"}})
		}
		return pages
	}
	return s
}

// helpCatalog is the test catalog with a help page for Stellar Armada.
type helpCatalog struct{ testCatalog }

func (helpCatalog) Screens(id string) Screens {
	s := testCatalog{}.Screens(id)
	s.Help = func(engine.State, engine.Player, engine.Intent) []HelpPage {
		return []HelpPage{{Title: "Legend", Lines: []string{"⚀ the engine die"}}}
	}
	return s
}

// TestActionListWidens: the action list widens on wide screens (the
// play-tests: at 200 columns long actions were cut at 40), and the game
// screen lays it out at ActionListWidth, which boards read.
func TestActionListWidens(t *testing.T) {
	for _, c := range []struct{ w, want int }{{80, 34}, {119, 34}, {120, 40}, {159, 40}, {160, 52}, {200, 52}} {
		if got := ActionListWidth(c.w); got != c.want {
			t.Errorf("ActionListWidth(%d) = %d, want %d", c.w, got, c.want)
		}
	}
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 200, 40)
	for _, l := range strings.Split(d.screen(), "\n") {
		if i := strings.Index(l, "│"); i >= 0 {
			if got := Width(l[:i]); got != 52 {
				t.Fatalf("the action list is %d columns wide at 200, want 52: %q", got, l)
			}
			return
		}
	}
	t.Fatal("no action list beside the log")
}

// TestLongBriefingSaysWhatIsBelow: a briefing longer than the screen keeps
// its last row for how to go on, with how many lines are out of sight,
// and scrolls to its end (a cut briefing once lost that row, so the
// player saw no sign of the victory conditions below).
func TestLongBriefingSaysWhatIsBelow(t *testing.T) {
	g := sscs.Game{} // its briefing runs past 24 rows at 80 columns
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(Config{Catalog: testCatalog{}}, hotseat(t, g, sc, 1))
	d := &driver{t: t, a: newApp(Config{Catalog: testCatalog{}}, p)}
	d.run(d.a.Init())
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if p.handoff != engine.NoPlayer {
		d.keys("enter") // hotseat with secrets: the terminal is handed over first
	}
	if p.over != briefingOverlay {
		t.Fatal("a new game does not open on its briefing")
	}
	last := func() string {
		rows := strings.Split(d.screen(), "\n")
		for i := len(rows) - 1; i >= 0; i-- {
			if strings.Contains(rows[i], "to the table") {
				return rows[i]
			}
		}
		t.Fatalf("no row says how to go on:\n%s", d.screen())
		return ""
	}
	if !strings.Contains(last(), "more line") {
		t.Fatalf("a cut briefing does not say that more is below: %q\n%s", last(), d.screen())
	}
	for i := 0; i < 40 && strings.Contains(last(), "more line"); i++ {
		d.keys("down")
	}
	if s := last(); strings.Contains(s, "more line") || !strings.Contains(s, "scrolls back") {
		t.Fatalf("the briefing's end: %q\n%s", s, d.screen())
	}
	if !strings.Contains(d.screen(), "Victory") {
		t.Fatalf("the briefing's end does not show its victory conditions:\n%s", d.screen())
	}
}

// TestQuitSaysHowToResume: the quit dialogue of a game in the save folder
// points at the menu and a plain 'armada-tui resume', which look there; a
// game saved elsewhere (play --save) is found by neither, so the dialogue
// gives the command with its path (found playing --save at 80x24: the
// dialogue sent the player to a menu that did not list the game).
func TestQuitSaysHowToResume(t *testing.T) {
	saves := filepath.Join(t.TempDir(), "saves")
	for _, c := range []struct {
		path, want, not string
	}{
		{filepath.Join(saves, "game.json"), "from the menu, or with: armada-tui resume", "resume " + saves},
		{filepath.Join(t.TempDir(), "my duel.json"), "armada-tui resume \"", "from the menu"},
	} {
		sess := saSession(t, false)
		sess.Path = c.path
		if err := os.MkdirAll(filepath.Dir(c.path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := store.Save(sess); err != nil {
			t.Fatal(err)
		}
		cfg := Config{Catalog: testCatalog{}, SaveDir: saves}
		d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
		d.keys("q")
		s := strings.Join(strings.Fields(d.screen()), " ")
		if !strings.Contains(s, c.want) || strings.Contains(s, c.not) {
			t.Errorf("%s: the quit dialogue should say %q:\n%s", c.path, c.want, d.screen())
		}
		if c.not == "from the menu" && !strings.Contains(strings.ReplaceAll(d.screen(), "\n  ", ""), "my duel.json\"") {
			t.Errorf("the command does not end with the quoted path:\n%s", d.screen())
		}
	}
}

// TestHelpLeavesOutBoardKeysTakenByActions: a map key that an action's
// hotkey takes over while the action is legal is not listed with the
// board's keys, where it would do nothing ("g go to a cell" beside "g
// choose your edge" in Starmada's set-up); once the action is gone the
// map's key is listed again.
func TestHelpLeavesOutBoardKeysTakenByActions(t *testing.T) {
	sess := saSession(t, false)
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	d.keys("?")
	if s := d.screen(); !strings.Contains(s, "move around the map") {
		t.Fatalf("before the roll m is the map's, and the help does not say so:\n%s", s)
	}
	d.keys("esc", "d", "?") // the roll: now m fires a missile
	s := d.screen()
	if strings.Contains(s, "move around the map") || !strings.Contains(s, "fire missile at") || !strings.Contains(s, "go to a cell") {
		t.Fatalf("with m an action's key, the help still gives it to the map (or lost the others):\n%s", s)
	}
}

// TestLogPageEndShowsTheLastLine: on the whole log (L), End and pgdn reach
// the last line. The keys scrolled by the screen's height less two while
// the page drew its lines under the header and above the status lines, so
// End left the last lines of a long log out of sight (seen at 80×24).
func TestLogPageEndShowsTheLastLine(t *testing.T) {
	sess := saSession(t, false)
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, sess), 80, 24)
	d.keys("enter", "d")
	for i := 0; i < 12; i++ {
		d.keys("e", "n", "y")
	}
	lines := d.play().wrappedLog(80)
	if len(lines) < 40 {
		t.Fatalf("a log of %d lines is too short to scroll", len(lines))
	}
	want := fmt.Sprintf("of %d", len(lines))
	for _, k := range [][]string{{"L", "home", "end"}, {"L", "home", "pgdown", "pgdown", "pgdown", "pgdown", "pgdown"}, {"L", "up", "down"}} {
		d.keys(k...)
		s := d.screen()
		if !strings.Contains(s, fmt.Sprintf("lines %d–%d %s", len(lines)-18, len(lines), want)) || !strings.Contains(s, strings.TrimSpace(Plain(lines[len(lines)-1]))) {
			t.Fatalf("%v: the log page does not end on the last line %q:\n%s", k, Plain(lines[len(lines)-1]), s)
		}
		d.keys("esc")
	}
}

// TestLogSearchWrapsRound: n goes through the pages that hold a match and
// wraps round to the first. It compared with the match it had jumped to,
// which the page cannot scroll to on its last page: with matches there, n
// stayed on the last page for ever (a search of "board" in an SSCS
// boarding game at 120x40).
func TestLogSearchWrapsRound(t *testing.T) {
	lines := make([]string, 100)
	for i := range lines {
		lines[i] = fmt.Sprintf("line %d", i)
	}
	for _, i := range []int{5, 50, 90, 95} {
		lines[i] += " board"
	}
	const rows = 20 // the last page starts on line 80
	lp := newLogPage()
	press := func(k string) {
		if stay, _ := lp.key(keyMsg(k), lines, rows); !stay {
			t.Fatalf("%s closed the log page", k)
		}
	}
	press("/")
	for _, k := range []string{"b", "o", "a", "r", "d", "enter"} {
		press(k)
	}
	// From the last page, where the log opens: its matches show.
	if lp.top != 80 {
		t.Fatalf("the search shows line %d first, want the last page (80)", lp.top)
	}
	for _, want := range []int{5, 50, 80, 5} {
		press("n")
		if lp.top != want {
			t.Fatalf("n shows line %d first, want %d", lp.top, want)
		}
	}
}

// blankTypedBoard reads an empty field as nothing typed yet (no intent,
// no error), as some games' fields do.
type blankTypedBoard struct{ typedSecretBoard }

func (blankTypedBoard) Typable(_ engine.State, in engine.Intent) (string, string, []string, bool) {
	return "Your secret number", "", nil, true
}

func (b blankTypedBoard) Parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	return b.typedSecretBoard.Parse(st, me, like, text)
}

// TestEnterOnAnEmptyField: enter on a field with nothing typed says what
// it wants instead of doing nothing, and keeps the field open.
func TestEnterOnAnEmptyField(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.board = blankTypedBoard{}
	d := newDriver(t, Config{Catalog: testCatalog{}}, p, 80, 24)
	d.keys("p", "enter")
	if p.entry == nil || sess.Len() != 0 || !strings.Contains(d.screen(), "Your secret number: type it first (esc cancels)") {
		t.Fatalf("enter on an empty field:\n%s", d.screen())
	}
	d.keys("2", "enter")
	if sess.Len() != 1 {
		t.Fatal("the typed pick was not applied")
	}
}

// TestSharedHelpKeepsTheRuleOfTheKind: on a closed list the help pages
// keep the lines every intent of it gives, not those of one target, and a
// page with nothing in common reads as with no intent under the cursor.
func TestSharedHelpKeepsTheRuleOfTheKind(t *testing.T) {
	help := func(_ engine.State, _ engine.Player, in engine.Intent) []HelpPage {
		rule := []string{"Move the cursor onto an action."}
		switch x := in.(type) {
		case sa.FireMaser:
			rule = []string{"Shooting: one die.", "Aimed at the " + x.Target.Label() + "."}
		case sa.ActivateEngine:
			rule = []string{"Engines."}
		}
		return []HelpPage{{Title: "Legend", Lines: []string{"● a point"}}, {Title: "Rules", Lines: rule}}
	}
	got := sharedHelp(nil, 0, help, []engine.Intent{sa.FireMaser{Target: sa.SysMasers}, sa.FireMaser{Target: sa.SysEngines}})
	if len(got) != 2 || strings.Join(got[0].Lines, "|") != "● a point" || strings.Join(got[1].Lines, "|") != "Shooting: one die." {
		t.Errorf("two maser targets: %q", got)
	}
	got = sharedHelp(nil, 0, help, []engine.Intent{sa.FireMaser{Target: sa.SysMasers}, sa.ActivateEngine{}})
	if strings.Join(got[1].Lines, "|") != "Move the cursor onto an action." {
		t.Errorf("nothing in common: %q", got[1].Lines)
	}
	if got = sharedHelp(nil, 0, help, nil); strings.Join(got[1].Lines, "|") != "Move the cursor onto an action." {
		t.Errorf("no list: %q", got[1].Lines)
	}
}

// TestMenuDetailReadWhole: under a long list the detail of the choice
// under the cursor is read whole; the list scrolls to make room for the
// longest one (Silent Death's first game was cut after four lines at 80×24
// under its fifteen scenarios), and the rows it takes stay the same as the
// cursor moves.
func TestMenuDetailReadWhole(t *testing.T) {
	m := &menu{st: NewStyles(false), title: "Silent Death", prompt: "Choose a scenario"}
	long := strings.Repeat("a word or two of the situation, ", 12) + "and the last words."
	for i := 0; i < 15; i++ {
		d := fmt.Sprintf("Scenario %d, briefly.", i)
		if i == 0 {
			d = long
		}
		m.choices = append(m.choices, choice{label: fmt.Sprintf("Scenario %d", i), detail: d})
	}
	d := newDriver(t, Config{Catalog: testCatalog{}}, m, 80, 24)
	s := strings.Join(strings.Fields(d.screen()), " ")
	if !strings.Contains(s, "and the last words.") {
		t.Fatalf("the detail is cut:\n%s", d.screen())
	}
	row := regexp.MustCompile(`^(> |  )Scenario \d+( +…)?$`)
	rows := func() int {
		n := 0
		for _, l := range strings.Split(d.screen(), "\n") {
			if row.MatchString(strings.TrimRight(l, " ")) {
				n++
			}
		}
		return n
	}
	before := rows()
	d.keys("down", "down")
	if got := rows(); got != before {
		t.Errorf("the list took %d rows, then %d as the cursor moved:\n%s", before, got, d.screen())
	}
}

// TestConcealedSealKeepsItsReveal: a concealed intent that is also the seal
// (Silent Death's last launch declaration of a side closes the round, and
// its record holds every launch revealed) is left out of the other side's
// log, but what it reveals stays in; before, the whole record was dropped,
// and a solo player never read the scripted side's torp launches nor the
// lock-on rolls (found playing Silent Death's patrol solo at 200x60).
func TestConcealedSealKeepsItsReveal(t *testing.T) {
	sess := hotseat(t, concealGame{}, secretScenario{}, 1)
	for _, in := range []engine.Intent{pick{0, 3}, pick{1, 1}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.viewer = 0
	p.rebuildLog()
	var log []string
	for _, l := range p.log {
		log = append(log, l.text)
	}
	all := strings.Join(log, "\n")
	if !strings.Contains(all, "revealed: 3 against 1") {
		t.Errorf("Red's log lacks what Blue's pick revealed:\n%s", all)
	}
	if strings.Contains(all, "Blue: pick") || strings.Contains(all, "secret number 1") {
		t.Errorf("Red's log shows Blue's concealed pick:\n%s", all)
	}
	if !strings.Contains(all, "secret number 3") {
		t.Errorf("Red's log lacks Red's own pick:\n%s", all)
	}
}

// TestSaveFailedLinesFitTheRows: the failed save's panel keeps its keys in
// the rows it has: at 80×24 under Stellar Armada's mats six rows were left,
// the reason took them, and "q quit (the last move is lost)" was cut. Short
// of rows the keys go on one line before the reason; with room, a key a
// line.
func TestSaveFailedLinesFitTheRows(t *testing.T) {
	_, _, p, _ := openSavedGame(t)
	defer p.Release()
	p.saveErr = "save /tmp/x/game.json: its folder is gone (moved or removed during play); nothing was written, so that no second armada-tui plays the game: put the folder back"
	short := ansi.Strip(strings.Join(p.saveFailedLines(80, 6), "\n"))
	flat := strings.Join(strings.Fields(short), " ")
	if n := strings.Count(short, "\n") + 1; n > 6 || !strings.Contains(flat, "q quit (the last move is lost)") || !strings.Contains(flat, "put the folder back") {
		t.Fatalf("in 6 rows (%d lines):\n%s", n, short)
	}
	long := p.saveFailedLines(80, 20)
	if len(long) > 20 || ansi.Strip(long[len(long)-1]) != "q quit (the last move is lost)" {
		t.Fatalf("in 20 rows:\n%s", ansi.Strip(strings.Join(long, "\n")))
	}
}

// TestUnboundLetterSaysSo: a letter that no key of the screen has says so
// and points to the help; it did nothing without a word (found by a
// play-tester pressing x in Stellar Armada). A key of the screen still
// acts, and the next key clears the note.
func TestUnboundLetterSaysSo(t *testing.T) {
	_, sess, p, d := openSavedGame(t)
	defer p.Release()
	n := sess.Len()
	d.keys("x")
	if !strings.Contains(d.screen(), "x is no key here: ? lists the keys.") || sess.Len() != n {
		t.Fatalf("x said nothing, or acted:\n%s", d.screen())
	}
	d.keys("down")
	if strings.Contains(d.screen(), "is no key here") {
		t.Fatalf("the note stayed after the next key:\n%s", d.screen())
	}
}

// TestSaveReplacedByAFolderIsNotOnDisk: a save whose file was replaced by
// a folder while the game was played: the quit question no longer says
// the game before the last move is on disk in it (found by a play-tester).
func TestSaveReplacedByAFolderIsNotOnDisk(t *testing.T) {
	_, sess, p, d := openSavedGame(t)
	defer p.Release()
	d.keys("d")
	if err := os.Remove(sess.Path); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(sess.Path, 0o755); err != nil {
		t.Fatal(err)
	}
	d.keys("e")
	if p.saveErr == "" {
		t.Fatalf("the save over a folder did not fail:\n%s", d.screen())
	}
	d.keys("q")
	if s := strings.Join(strings.Fields(d.screen()), " "); strings.Contains(s, "What is on disk") || !strings.Contains(s, "Nothing of this game is on disk") {
		t.Fatalf("the quit question with a folder in the file's place:\n%s", d.screen())
	}
}
