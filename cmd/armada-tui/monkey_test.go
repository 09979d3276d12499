package main

// The key monkey (stop 36): random keys, pastes, clicks, wheels and
// resizes on every screen of every game, hotseat and solo, and from the
// menu. After every message the program must not panic, and its frame must
// fit the window; every few hundred messages the session it plays must be
// what its intents replay to; in hotseat, a handoff screen and the screen
// right after it must not hold the other side's secrets; and no screen may
// ignore every key for long (a screen with no way out).
//
// Random keys seldom get through a typed set-up and orders (Starmada's),
// so the runs named deep-… start from a point deep in a game instead: the
// scripted opponent plays every side up to a phase the seed chooses, and
// the monkey takes over there (playOn).
//
// The short run below is part of make test; -monkey=N runs N messages a
// run instead, and -monkey.seed=S repeats one run whose failure printed S.

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

var (
	monkeyN    = flag.Int("monkey", 0, "messages per run of the key monkey (0: the short run of make test)")
	monkeySeed = flag.Uint64("monkey.seed", 0, "run the key monkey once with this seed (as a failure printed it)")
	monkeyRuns = flag.Int("monkey.runs", 1, "runs per game and kind of the key monkey")
)

// monkey drives one model with random messages and checks it after each.
type monkey struct {
	t       testing.TB
	name    string
	seed    uint64
	filter  string // the -run pattern of the run
	per     int    // messages of the run for each one -monkey asks
	rnd     *rand.Rand
	cfg     tui.Config
	m       tea.Model
	restart func() tea.Model // a new model after a quit (the game resumed, the menu again)
	w, h    int
	last    []string  // the last messages, for the failure's report
	queue   []tea.Msg // messages to send next (the keys of a text typed)
	pending []chan tea.Msg
	quit    bool

	// iter counts the messages drawn, sent or not (a q passed over): a
	// run is repeated by its seed and that number.
	iter, sent, quits, unchanged, maxUnchanged, handoffs, most int
	frame                                                      string
	screens                                                    map[string]int // messages on each screen (a game's phase model apart)
	phases                                                     map[string]int // messages in each phase of the game
	failed                                                     bool
}

// monkeyCatalog is the program's real catalog, its expert opponent held to
// a few playouts a decision so that it answers at once.
func monkeyCatalog() catalog {
	return catalog{builtin{&thinking{iterations: 8}}}
}

// fail reports a fault with the seed and the last messages, and stops the run.
func (k *monkey) fail(format string, args ...any) {
	k.t.Helper()
	k.failed = true
	k.t.Errorf("monkey %s, seed %d, after %d messages at %d×%d: %s\nreplay: go test ./cmd/armada-tui -run '%s' -monkey.seed=%d -monkey=%d\nlast messages:\n  %s\nscreen:\n%s",
		k.name, k.seed, k.sent, k.w, k.h, fmt.Sprintf(format, args...), k.filter, k.seed, (k.iter+k.per)/k.per, strings.Join(k.last, "\n  "), plain(k.frame))
}

func plain(s string) string { return ansi.Strip(s) }

// run runs a command: its answer is fed in when it comes at once, and kept
// pending otherwise (a cursor's blink, an opponent thinking on a busy machine).
func (k *monkey) run(cmd tea.Cmd) {
	if cmd == nil || k.failed {
		return
	}
	done := make(chan tea.Msg, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- panicMsg{r, string(debug.Stack())}
			}
		}()
		done <- cmd()
	}()
	select {
	case msg := <-done:
		k.feed(msg)
	case <-time.After(20 * time.Millisecond):
		k.pending = append(k.pending, done)
	}
}

// panicMsg is a command that panicked.
type panicMsg struct {
	v     any
	stack string
}

// blink tells a cursor's blink, which the monkey drops: it only changes
// how a field's cursor looks, and it comes when it likes.
func blink(msg tea.Msg) bool {
	t := reflect.TypeOf(msg)
	return t != nil && strings.HasSuffix(t.PkgPath(), "bubbles/v2/cursor")
}

func (k *monkey) feed(msg tea.Msg) {
	switch m := msg.(type) {
	case nil:
		return
	case panicMsg:
		k.fail("a command panicked: %v\n%s", m.v, m.stack)
		return
	case tea.QuitMsg:
		k.quit = true
		return
	case tea.BatchMsg:
		for _, c := range m {
			k.run(c)
		}
		return
	}
	if blink(msg) {
		return
	}
	v := reflect.ValueOf(msg)
	if v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
		for i := 0; i < v.Len(); i++ {
			c, _ := v.Index(i).Interface().(tea.Cmd)
			k.run(c)
		}
		return
	}
	k.update(msg)
}

// update runs the model's Update, catching a panic.
func (k *monkey) update(msg tea.Msg) {
	if k.failed || k.quit {
		return
	}
	var cmd tea.Cmd
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.fail("Update panicked on %s: %v\n%s", describeMsg(msg), r, debug.Stack())
			}
		}()
		k.m, cmd = k.m.Update(msg)
	}()
	k.run(cmd)
}

// settle waits, while a scripted opponent thinks, for the late answers.
func (k *monkey) settle() {
	defer func() { k.pending = nil }()
	limit := time.After(2 * time.Minute)
	for !k.failed && !k.quit && tui.Inspect(k.m).Waiting {
		if len(k.pending) == 0 {
			k.fail("a scripted opponent thinks, but no command is running")
			return
		}
		cases := make([]reflect.SelectCase, 0, len(k.pending)+1)
		for _, ch := range k.pending {
			cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ch)})
		}
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(limit)})
		i, v, _ := reflect.Select(cases)
		if i == len(k.pending) {
			k.fail("the scripted opponent did not answer within 2 minutes")
			return
		}
		k.pending = append(k.pending[:i:i], k.pending[i+1:]...)
		msg, _ := v.Interface().(tea.Msg)
		k.feed(msg)
	}
}

// send sends one message and checks the program after it.
func (k *monkey) send(msg tea.Msg) {
	k.sent++
	k.last = append(k.last, describeMsg(msg))
	if len(k.last) > 30 {
		k.last = k.last[1:]
	}
	if ws, ok := msg.(tea.WindowSizeMsg); ok {
		k.w, k.h = ws.Width, ws.Height
	}
	before := k.frame
	wasHandoff := tui.Inspect(k.m).Handoff
	k.update(msg)
	k.settle()
	if k.failed {
		return
	}
	if k.quit {
		k.quits++
		k.quit = false
		k.m = k.restart()
		k.run(k.m.Init())
		k.update(tea.WindowSizeMsg{Width: k.w, Height: k.h})
		k.settle()
		if k.failed {
			return
		}
	}
	k.checkFrame()
	if k.failed {
		return
	}
	switch msg.(type) {
	case tea.WindowSizeMsg:
		k.unchanged = 0
	default:
		if k.w < 80 || k.h < 24 {
			break // the too-small message waits for a larger window, whatever is pressed
		}
		if k.frame == before {
			k.unchanged++
			k.maxUnchanged = max(k.maxUnchanged, k.unchanged)
		} else {
			k.unchanged = 0
		}
	}
	if k.unchanged > 400 {
		k.fail("%d messages in a row changed nothing on the screen: a screen with no way out?", k.unchanged)
		return
	}
	s := tui.Inspect(k.m)
	if s.Session != nil {
		k.most = max(k.most, s.Session.Len())
	}
	if k.screens == nil {
		k.screens = map[string]int{}
	}
	where := fmt.Sprintf("%T", s.Screen)
	if s.Phase != nil {
		where = fmt.Sprintf("%T", s.Phase)
	}
	k.screens[where]++
	if s.InGame {
		if k.phases == nil {
			k.phases = map[string]int{}
		}
		k.phases[s.Session.State().Phase().Name]++
	}
	if s.Handoff {
		k.handoffs++
	}
	// Every frame of a game played by two people or more, the handoff
	// screen and the one right after it first among them.
	if s.InGame && (s.Handoff || wasHandoff || humans(s.Session) > 1) {
		k.checkSecrets(s)
	}
}

// humans counts the people who play sess.
func humans(sess *engine.Session) int {
	n := 0
	for _, p := range sess.Players {
		if p.IsHuman() {
			n++
		}
	}
	return n
}

// checkFrame draws the frame and checks it fits the window.
func (k *monkey) checkFrame() {
	var content string
	func() {
		defer func() {
			if r := recover(); r != nil {
				k.fail("View panicked: %v\n%s", r, debug.Stack())
			}
		}()
		content = k.m.View().Content
	}()
	if k.failed {
		return
	}
	k.frame = content
	lines := strings.Split(content, "\n")
	if len(lines) > k.h {
		k.fail("the frame has %d lines, the window %d", len(lines), k.h)
		return
	}
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > k.w {
			k.fail("line %d of the frame is %d cells wide, the window %d: %q", i+1, w, k.w, plain(l))
			return
		}
	}
}

// checkLegal replays the session's intents from its start and compares
// every state's hash with the session's record of it.
func (k *monkey) checkLegal() {
	s := tui.Inspect(k.m)
	if !s.InGame || k.failed {
		return
	}
	sess := s.Session
	again, err := engine.NewSession(sess.Game, sess.Scenario, sess.Options, sess.Seed, sess.Players)
	if err != nil {
		k.fail("the session cannot start again: %v", err)
		return
	}
	for i, r := range sess.Records() {
		if _, err := again.Apply(r.Intent); err != nil {
			k.fail("intent %d (%v) does not replay: %v", i+1, r.Intent, err)
			return
		}
		if again.State().Hash() != r.Hash {
			k.fail("intent %d (%v) replays to another state", i+1, r.Intent)
			return
		}
	}
	if again.State().Hash() != sess.State().Hash() {
		k.fail("the session's state is not what its intents replay to")
	}
}

// secretsFrom are the texts of the session that only their side may read,
// for every reader but viewer: the secret events of the other sides, and
// how an intent of another side reads to its own side where it reads
// otherwise to the viewer or is concealed from the viewer. viewer
// NoPlayer: the secrets of every side.
func secretsFrom(sess *engine.Session, viewer engine.Player) []string {
	var out []string
	for i, r := range sess.Records() {
		q := r.Intent.Actor()
		if q == viewer {
			continue
		}
		before := sess.StateAt(i)
		own := engine.Describe(before, r.Intent, q)
		others := []engine.Player{viewer}
		if viewer == engine.NoPlayer {
			others = others[:0]
			for p := range sess.Players {
				if engine.Player(p) != q {
					others = append(others, engine.Player(p))
				}
			}
		}
		c, conceals := before.(engine.Concealer)
		for _, o := range others {
			// An intent concealed from o (a sealed order) is not to be
			// read by o at all, though it reads alike to both.
			if engine.Describe(before, r.Intent, o) != own || conceals && c.Conceals(r.Intent, o) {
				out = append(out, own)
				break
			}
		}
		for _, e := range r.Events {
			if e.Secret && e.Player != viewer {
				out = append(out, e.String())
			}
		}
	}
	return out
}

// readableBy are the texts of the session viewer may read: how each
// intent not concealed from the viewer reads to it, and the events it may
// read. viewer NoPlayer (a handoff screen): what every side reads alike.
func readableBy(sess *engine.Session, viewer engine.Player) []string {
	readers := []engine.Player{viewer}
	if viewer == engine.NoPlayer {
		readers = readers[:0]
		for p := range sess.Players {
			readers = append(readers, engine.Player(p))
		}
	}
	var out []string
	for i, r := range sess.Records() {
		before := sess.StateAt(i)
		c, conceals := before.(engine.Concealer)
		text, alike := engine.Describe(before, r.Intent, readers[0]), true
		for _, p := range readers {
			alike = alike && engine.Describe(before, r.Intent, p) == text && !(conceals && c.Conceals(r.Intent, p))
		}
		if alike {
			out = append(out, text)
		}
		for _, e := range r.Events {
			if !e.Secret || e.Player == viewer && viewer != engine.NoPlayer {
				out = append(out, e.String())
			}
		}
	}
	return out
}

// checkSecrets checks that a handoff screen holds no side's secret, and
// that the screen after it shows the viewer's own view and no other
// side's secret. A secret is looked for whole on one line of the frame,
// longer than a few words' worth, so that a word both sides read alike
// is not taken for one.
func (k *monkey) checkSecrets(s tui.Snapshot) {
	if s.Session.State().Outcome().Over {
		return
	}
	viewer := s.Viewer
	if s.Handoff {
		viewer = engine.NoPlayer
	} else if s.Shown != nil && s.Shown.Hash() != s.Session.State().View(s.Viewer).Hash() {
		k.fail("after the handoff the screen shows a state that is not player %d's view", s.Viewer)
		return
	}
	lines := strings.Split(plain(k.frame), "\n")
	readable := strings.Join(readableBy(s.Session, viewer), "\n")
	for _, secret := range secretsFrom(s.Session, viewer) {
		if len(secret) < 12 || strings.Contains(readable, secret) {
			// A text the viewer may read in its own right ("take pick 2
			// out of the squadron", which the viewer did too) proves
			// nothing when it is on the screen.
			continue
		}
		for _, l := range lines {
			if strings.Contains(l, secret) {
				k.fail("the screen (handoff %v, viewer %d) shows the secret %q", s.Handoff, s.Viewer, secret)
				return
			}
		}
	}
}

func describeMsg(msg tea.Msg) string {
	switch m := msg.(type) {
	case tea.KeyPressMsg:
		return fmt.Sprintf("key %q", m.String())
	case tea.PasteMsg:
		return fmt.Sprintf("paste %q", m.Content)
	case tea.WindowSizeMsg:
		return fmt.Sprintf("resize %d×%d", m.Width, m.Height)
	case tea.MouseClickMsg:
		return fmt.Sprintf("click %v at %d,%d", m.Button, m.X, m.Y)
	case tea.MouseReleaseMsg:
		return fmt.Sprintf("release %v at %d,%d", m.Button, m.X, m.Y)
	case tea.MouseWheelMsg:
		return fmt.Sprintf("wheel %v at %d,%d", m.Button, m.X, m.Y)
	case tea.MouseMotionMsg:
		return fmt.Sprintf("motion %v at %d,%d", m.Button, m.X, m.Y)
	}
	return fmt.Sprintf("%T %v", msg, msg)
}

// keyPress is the key press a key name stands for, as the terminal sends
// it: "enter", "shift+tab", "ctrl+u", "alt+x", "f5", "G", "é".
func keyPress(name string) tea.KeyPressMsg {
	special := map[string]rune{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "up": tea.KeyUp, "down": tea.KeyDown,
		"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "backspace": tea.KeyBackspace,
		"space": tea.KeySpace, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown, "home": tea.KeyHome,
		"end": tea.KeyEnd, "delete": tea.KeyDelete, "insert": tea.KeyInsert,
		"f1": tea.KeyF1, "f2": tea.KeyF2, "f5": tea.KeyF5, "f10": tea.KeyF10, "f12": tea.KeyF12,
	}
	var mod tea.KeyMod
	rest := name
	for {
		switch {
		case strings.HasPrefix(rest, "ctrl+") && len(rest) > 5:
			mod |= tea.ModCtrl
			rest = rest[5:]
			continue
		case strings.HasPrefix(rest, "alt+") && len(rest) > 4:
			mod |= tea.ModAlt
			rest = rest[4:]
			continue
		case strings.HasPrefix(rest, "shift+") && len(rest) > 6:
			mod |= tea.ModShift
			rest = rest[6:]
			continue
		}
		break
	}
	if c, ok := special[rest]; ok {
		k := tea.KeyPressMsg{Code: c, Mod: mod}
		if c == tea.KeySpace && mod == 0 {
			k.Text = " "
		}
		return k
	}
	r := []rune(rest)[0]
	if mod != 0 {
		return tea.KeyPressMsg{Code: r, Mod: mod}
	}
	return tea.KeyPressMsg{Code: r, Text: string(r)}
}

// typeLegal are the keys that write one of the viewer's legal intents,
// as the game's field shows it (or one of its suggestions), into the field
// open on the game screen, and give it: a player who knows the game's notation (a Starmada ship set
// up at "0517 N"), where random keys seldom write a move the rules allow.
// Nothing when no field is open.
func (k *monkey) typeLegal() []tea.Msg {
	s := tui.Inspect(k.m)
	tb, ok := s.Board.(tui.TypedBoard)
	if !s.InGame || s.Entry == nil || !ok || s.Viewer == engine.NoPlayer {
		return nil
	}
	legal := s.Session.Legal(s.Viewer)
	for range 20 {
		if len(legal) == 0 {
			return nil
		}
		in := legal[k.rnd.IntN(len(legal))]
		_, text, sugg, ok := tb.Typable(s.Shown, in)
		if ok && text == "" && len(sugg) > 0 {
			text = sugg[k.rnd.IntN(len(sugg))]
		}
		if ok && text != "" {
			keys := []tea.Msg{keyPress("ctrl+u")}
			for _, c := range text {
				keys = append(keys, keyPress(string(c)))
			}
			return append(keys, keyPress("enter"))
		}
	}
	return nil
}

// typing reports whether a text field is open.
func (k *monkey) typing() bool {
	s := tui.Inspect(k.m)
	return s.Entry != nil || s.Screen != nil && s.Screen.Typing()
}

// screenKeys are the keys the screen shown names in its help.
func (k *monkey) screenKeys() []string {
	s := tui.Inspect(k.m)
	if s.Screen == nil {
		return nil
	}
	km := s.Screen.Keys()
	var out []string
	add := func(bs []key.Binding) {
		for _, b := range bs {
			if b.Enabled() {
				out = append(out, b.Keys()...)
			}
		}
	}
	add(km.Short)
	for _, g := range km.Full {
		add(g)
	}
	return out
}

// Keys a hand on the keyboard may press besides those a screen names.
var (
	monkeyNamed = []string{"enter", "esc", "up", "down", "left", "right", "tab", "shift+tab", "backspace",
		"space", "pgup", "pgdown", "home", "end", "delete", "insert", "f1", "f5", "f12",
		"ctrl+a", "ctrl+b", "ctrl+d", "ctrl+e", "ctrl+f", "ctrl+g", "ctrl+h", "ctrl+k", "ctrl+l",
		"ctrl+n", "ctrl+p", "ctrl+r", "ctrl+s", "ctrl+u", "ctrl+w", "ctrl+z", "alt+x", "alt+enter", "ctrl+c"}
	monkeyTyped = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~éß中😀")
	monkeyPaste = []string{"12", "3", "Bastion", "hello world", "  ", "\t", "a\nb", "\x1b[A", "中文字符", "😀😀😀",
		strings.Repeat("x", 300), strings.Repeat("1234567890 ", 40), "-1", "99999999999999999999", "0x1f", "NaN", "../../etc/passwd"}
)

// next is a random message: mostly keys (half of them the screen's own),
// some clicks and wheels, a paste, now and then a new window size.
func (k *monkey) next() tea.Msg {
	r := k.rnd
	if len(k.queue) == 0 && r.IntN(8) == 0 {
		k.queue = k.typeLegal()
	}
	if len(k.queue) > 0 {
		msg := k.queue[0]
		k.queue = k.queue[1:]
		return msg
	}
	x, y := r.IntN(k.w+2)-1, r.IntN(k.h+2)-1
	switch n := r.IntN(1000); {
	case n < 15:
		switch r.IntN(20) {
		case 0:
			return tea.WindowSizeMsg{Width: 1 + r.IntN(30), Height: 1 + r.IntN(10)} // dragged to nothing
		case 1, 2, 3, 4, 5:
			return tea.WindowSizeMsg{Width: 20 + r.IntN(231), Height: 8 + r.IntN(63)}
		}
		return tea.WindowSizeMsg{Width: 80 + r.IntN(171), Height: 24 + r.IntN(47)}
	case n < 25:
		return tea.PasteMsg{Content: monkeyPaste[r.IntN(len(monkeyPaste))]}
	case n < 75:
		return tea.MouseClickMsg{X: x, Y: y, Button: []tea.MouseButton{tea.MouseLeft, tea.MouseLeft, tea.MouseRight, tea.MouseMiddle}[r.IntN(4)]}
	case n < 110:
		return tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft}
	case n < 130:
		return tea.MouseWheelMsg{X: x, Y: y, Button: []tea.MouseButton{tea.MouseWheelUp, tea.MouseWheelDown, tea.MouseWheelLeft, tea.MouseWheelRight}[r.IntN(4)]}
	case n < 150:
		return tea.MouseMotionMsg{X: x, Y: y, Button: []tea.MouseButton{tea.MouseNone, tea.MouseLeft}[r.IntN(2)]}
	case n < 300:
		// A player gets on with the game mostly by choosing.
		return keyPress("enter")
	case n < 450 && k.typing():
		// In a text field, what the games' fields read: digits, the
		// letters of orders and courses, a space.
		const field = "0123456789PSLRBNEW "
		return keyPress(string(field[r.IntN(len(field))]))
	case n < 650:
		if ks := k.screenKeys(); len(ks) > 0 {
			return keyPress(ks[r.IntN(len(ks))])
		}
		fallthrough
	case n < 800:
		return keyPress(monkeyNamed[r.IntN(len(monkeyNamed))])
	}
	return keyPress(string(monkeyTyped[r.IntN(len(monkeyTyped))]))
}

// start opens the model in a window of a random size.
func (k *monkey) start() {
	k.m = k.restart()
	k.w, k.h = 80+k.rnd.IntN(100), 24+k.rnd.IntN(30)
	k.run(k.m.Init())
	k.update(tea.WindowSizeMsg{Width: k.w, Height: k.h})
	k.settle()
	k.checkFrame()
}

// play sends n messages, checking the session every 200.
func (k *monkey) play(n int) {
	k.start()
	for i := 0; i < n && !k.failed; i++ {
		k.iter = i
		// q and ctrl+c quit most screens: the monkey leans on them less
		// than on the rest, so that it gets somewhere before it restarts.
		msg := k.next()
		if kp, ok := msg.(tea.KeyPressMsg); ok && (kp.String() == "q" || kp.String() == "ctrl+c") && k.rnd.IntN(10) > 0 {
			continue
		}
		k.send(msg)
		if i%200 == 199 {
			k.checkLegal()
		}
	}
	k.checkLegal()
}

// monkeyGame is a monkey on a game screen: a session of g on scenario
// (one chosen by the seed when ""), hotseat or solo against kind, resumed
// from its save after every quit. deep: the session is first played on by
// the scripted opponent, for every side, to a point in a phase the seed
// chooses (playOn), so that the monkey starts where random keys seldom get
// (Starmada's fire, damage and launches after its typed set-up and orders).
func monkeyGame(t *testing.T, g engine.Game, scenario string, seed uint64, kind string, deep bool) *monkey {
	t.Helper()
	rnd := rand.New(rand.NewPCG(seed, 36))
	list, err := games.Scenarios(g)
	if err != nil {
		t.Fatal(err)
	}
	sc := list[rnd.IntN(len(list))]
	if data, ok := monkeyScenarios[g.ID()+"/"+scenario]; ok {
		if sc, err = g.DecodeScenario([]byte(data)); err != nil {
			t.Fatal(err)
		}
	} else if scenario != "" {
		if sc, err = games.LoadScenario(g, scenario); err != nil {
			t.Fatal(err)
		}
	}
	sides := sc.Sides()
	players := make([]engine.PlayerSlot, len(sides))
	human := rnd.IntN(len(sides))
	for i, s := range sides {
		players[i] = engine.PlayerSlot{Side: s.Name, Kind: engine.Human}
		if kind != "hotseat" && i != human {
			players[i] = engine.PlayerSlot{Side: s.Name, Kind: engine.Scripted, Level: kind}
		}
	}
	sess, err := engine.NewSession(g, sc, nil, seed, players)
	if err != nil {
		t.Fatal(err)
	}
	deepAt := 0
	if deep {
		deepAt = playOn(t, sess, rnd)
	}
	dir := t.TempDir()
	sess.Path = filepath.Join(dir, "game.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	cfg := tui.Config{Color: rnd.IntN(2) == 0, ASCII: rnd.IntN(4) == 0, Mouse: true, Catalog: monkeyCatalog(), SaveDir: dir}
	name, label := fmt.Sprintf("%s %s %s", g.ID(), sc.Name(), kind), kind
	if deep {
		name += fmt.Sprintf(" from intent %d (turn %d, %s)", deepAt, sess.State().Phase().Turn, sess.State().Phase().Name)
		label = "deep-" + kind
	}
	k := &monkey{t: t, name: name, seed: seed, rnd: rnd, cfg: cfg,
		filter: "TestMonkey/" + g.ID() + "/" + label + "/" + scenario, per: 1}
	cat := cfg.Catalog
	k.restart = func() tea.Model {
		s, err := store.Load(sess.Path, cat.Lookup)
		if err != nil {
			k.fail("the save does not load: %v", err)
			return tui.NewGame(cfg, sess)
		}
		return tui.NewGame(cfg, s)
	}
	return k
}

// monkeyScenarios are scenarios of the monkey's own, by game and name, for
// screens no scenario of the catalog reaches: Starmada's End Phase, where
// the owner of a ship with battle satellites chooses how many it launches
// (C.5; the scenario of testdata/rules9-satellites.json).
var monkeyScenarios = map[string]string{
	"starmada/leviathan-sats": `{"game": "starmada", "name": "leviathan-sats", "title": "The Leviathan's satellites",
		"description": "A Leviathan with its battle satellites against an Admirable-class cruiser.", "turns": 4,
		"sides": [{"name": "Hegemony", "color": "red", "ships": [{"name": "Leviathan", "class": "Leviathan", "at": "1502", "facing": "S"}]},
		{"name": "Imperial", "color": "blue", "ships": [{"name": "Admirable", "class": "Admirable", "at": "1517", "facing": "N"}]}]}`,
}

// playOn plays sess on with the scripted opponent for every side to a
// point the seed chooses: a whole game is played on a copy of it, and sess
// is given its intents up to one in a phase past the game's first fifth.
// It returns how many.
func playOn(t *testing.T, sess *engine.Session, rnd *rand.Rand) int {
	t.Helper()
	levels := make([]string, len(sess.Players))
	for i := range levels {
		levels[i] = engine.LevelScripted
	}
	slots, err := engine.ScriptedSlots(sess.Scenario, levels)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := engine.NewSession(sess.Game, sess.Scenario, sess.Options, sess.Seed, slots)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := engine.Opponents(sess.Game, slots, rnd.Uint64())
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.PlayOut(whole, opps, 20000); err != nil {
		t.Fatalf("the scripted opponents do not play %s %s out: %v", sess.Game.ID(), sess.Scenario.Name(), err)
	}
	// A phase the game passed through past its first fifth, each alike
	// however few its intents (Starmada's End Phase launches are a handful
	// in a game), then one of its intents.
	records := whole.Records()
	var phases []string
	at := map[string][]int{}
	for i := len(records) / 5; i < len(records); i++ {
		name := whole.StateAt(i).Phase().Name
		if at[name] == nil {
			phases = append(phases, name)
		}
		at[name] = append(at[name], i)
	}
	n := 0
	if len(phases) > 0 {
		in := at[phases[rnd.IntN(len(phases))]]
		n = in[rnd.IntN(len(in))]
	}
	for i, r := range records[:n] {
		if _, err := sess.Apply(r.Intent); err != nil {
			t.Fatalf("intent %d (%v) of the scripted game does not apply again: %v", i+1, r.Intent, err)
		}
	}
	return n
}

// monkeyMenu is a monkey on the menu, from which it reaches every game,
// its scenario makers and its options. The games it starts there are
// seeded by the clock, as the menu seeds them: a run's keys repeat, its
// dice need not.
func monkeyMenu(t *testing.T, seed uint64) *monkey {
	rnd := rand.New(rand.NewPCG(seed, 36))
	cfg := tui.Config{Color: rnd.IntN(2) == 0, ASCII: rnd.IntN(4) == 0, Mouse: true, Catalog: monkeyCatalog(), SaveDir: t.TempDir()}
	k := &monkey{t: t, name: "menu", seed: seed, rnd: rnd, cfg: cfg, filter: "TestMonkey/menu", per: 2}
	k.restart = func() tea.Model { return tui.NewMenu(cfg) }
	return k
}

// monkeyMaker is a monkey on a game's scenario maker (Silent Death's
// points build of 11.8, the SSCS ship designer), opened from the menu by
// its keys, and again after every quit. Nothing is saved, so that the
// menu's lines stay where the keys expect them.
func monkeyMaker(t *testing.T, id string, maker int, seed uint64) *monkey {
	rnd := rand.New(rand.NewPCG(seed, 36))
	cat := monkeyCatalog()
	cfg := tui.Config{Color: rnd.IntN(2) == 0, ASCII: rnd.IntN(4) == 0, Mouse: true, Catalog: cat,
		SaveDir: ""}
	var path []string
	for _, g := range cat.Games() {
		if g.ID() == id {
			list, err := games.Scenarios(g)
			if err != nil {
				t.Fatal(err)
			}
			path = append(path, "enter")
			for range len(list) + maker {
				path = append(path, "down")
			}
			path = append(path, "enter")
			break
		}
		path = append(path, "down")
	}
	label := cat.Screens(id).Makers[maker].Label
	k := &monkey{t: t, name: id + " " + label, seed: seed, rnd: rnd, cfg: cfg, filter: "TestMonkey/" + id + "/maker", per: 1}
	k.restart = func() tea.Model {
		m := tui.NewMenu(cfg)
		for _, key := range path {
			m, _ = m.Update(keyPress(key))
		}
		return m
	}
	return k
}

// monkeyRun is one run of the short monkey: a game, a scenario and who
// plays (hotseat, or a level of opponent); maker names a scenario maker
// (its index + 1) instead.
type monkeyRun struct {
	game, scenario, kind string
	maker                int
	deep                 bool // from a point deep in the game (playOn)
}

// monkeyRuns are the runs of make test: every game hotseat and solo, on
// the scenarios with the screens of their own (a fleet builder, Team
// Play, the campaign, a build of 11.8, secrets to hand over), the expert
// opponent once, and the scenario makers.
var monkeyShort = []monkeyRun{
	{"stellararmada", "standard", "hotseat", 0, false},
	{"stellararmada", "crippled", "expert", 0, false},
	{"silentdeath", "commandship", "hotseat", 0, false},
	{"silentdeath", "campaign", engine.LevelScripted, 0, false},
	{"silentdeath", "engagement-build", "hotseat", 0, false},
	{"silentdeath", "", "", 1, false},
	{"starmada", "build", "hotseat", 0, false},
	{"starmada", "standard", engine.LevelScripted, 0, false},
	{"starshipbattles", "teams", "hotseat", 0, false},
	{"starshipbattles", "standard", engine.LevelScripted, 0, false},
	{"sscs", "built", "hotseat", 0, false},
	{"sscs", "standard", engine.LevelScripted, 0, false},
	{"sscs", "", "", 1, false},
}

// monkeyDeep are the runs from deep in a game, every game hotseat and
// solo: make test runs each for a few hundred messages.
var monkeyDeep = []monkeyRun{
	{"starmada", "standard", "hotseat", 0, true},
	{"starmada", "", engine.LevelScripted, 0, true},
	{"starmada", "leviathan-sats", "hotseat", 0, true},
	{"stellararmada", "", "hotseat", 0, true},
	{"stellararmada", "", engine.LevelScripted, 0, true},
	{"silentdeath", "", "hotseat", 0, true},
	{"silentdeath", "", engine.LevelScripted, 0, true},
	{"starshipbattles", "", "hotseat", 0, true},
	{"starshipbattles", "", engine.LevelScripted, 0, true},
	{"sscs", "", "hotseat", 0, true},
	{"sscs", "", engine.LevelScripted, 0, true},
}

func TestMonkey(t *testing.T) {
	// The SSCS designer saves to a path typed relative to the working
	// directory: the monkey's go to a folder of the test's own, not into
	// the source tree.
	t.Chdir(t.TempDir())
	n, deepN := *monkeyN, *monkeyN
	runs := append(append([]monkeyRun{}, monkeyShort...), monkeyDeep...)
	if n == 0 {
		n, deepN = 500, 200
		if testing.Short() {
			n, deepN = 60, 30 // make race: every run still opens, is resized and typed on
		}
	} else {
		// A long run: every game hotseat, against the scripted opponent
		// and against the expert, on scenarios the seed chooses, besides
		// the short runs.
		for _, g := range monkeyCatalog().Games() {
			for _, kind := range []string{"hotseat", engine.LevelScripted, "expert"} {
				runs = append(runs, monkeyRun{g.ID(), "", kind, 0, false})
			}
		}
	}
	for i, r := range runs {
		for run := 0; run < *monkeyRuns; run++ {
			seed := uint64(100*i + run + 1)
			if *monkeySeed != 0 {
				seed = *monkeySeed
			}
			name := fmt.Sprintf("%s/%s/%s/%d", r.game, r.kind, r.scenario, seed)
			if r.deep {
				name = fmt.Sprintf("%s/deep-%s/%s/%d", r.game, r.kind, r.scenario, seed)
			}
			if r.maker > 0 {
				name = fmt.Sprintf("%s/maker/%d", r.game, seed)
			}
			t.Run(name, func(t *testing.T) {
				var k *monkey
				if r.maker > 0 {
					k = monkeyMaker(t, r.game, r.maker-1, seed)
				} else {
					g, _ := monkeyCatalog().Lookup(r.game)
					k = monkeyGame(t, g, r.scenario, seed, r.kind, r.deep)
				}
				if r.deep {
					k.play(deepN)
				} else {
					k.play(n)
				}
				t.Logf("%s: %d messages, at most %d intents, %d quits, %d handoff frames, at most %d unchanged in a row, on %v, in phases %v",
					k.name, k.sent, k.most, k.quits, k.handoffs, k.maxUnchanged, k.screens, k.phases)
			})
		}
	}
	t.Run("menu", func(t *testing.T) {
		for run := 0; run < *monkeyRuns; run++ {
			seed := uint64(9000 + run)
			if *monkeySeed != 0 {
				seed = *monkeySeed
			}
			k := monkeyMenu(t, seed)
			k.play(n * 2)
			t.Logf("menu: %d messages, %d quits, on %v", k.sent, k.quits, k.screens)
		}
	})
}
