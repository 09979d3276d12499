// Package tuitest drives the program's model the way Bubble Tea would, but
// by hand and synchronously, so that the tests of the games' screens need
// neither a terminal nor timing.
package tuitest

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	// The -update flag of golden files is golden's (teatest's tests use it
	// too): importing it defines the flag once for every test binary.
	_ "github.com/charmbracelet/x/exp/golden"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Driver runs a model's Update and View by hand; commands run at once and
// their messages are fed back in. tea.Quit is remembered rather than run.
type Driver struct {
	t    testing.TB
	m    tea.Model
	Quit bool
	// pending holds the answers of commands that did not answer at once:
	// timers, or a scripted opponent still thinking on a loaded machine.
	pending []chan tea.Msg
}

// OpponentBound is how long the driver waits for a scripted opponent's
// answer before it fails: far more than any choice takes, so that a test
// never depends on how busy the machine is.
const OpponentBound = 2 * time.Minute

// New starts m in a terminal of w×h cells.
func New(t testing.TB, m tea.Model, w, h int) *Driver {
	t.Helper()
	d := &Driver{t: t, m: m}
	d.run(m.Init())
	d.Msg(tea.WindowSizeMsg{Width: w, Height: h})
	return d
}

// Game starts the game screen on sess and, as a player would with enter,
// passes the handoff a hotseat game with secrets opens on and closes the
// briefing every new game opens on.
func Game(t testing.TB, cfg tui.Config, sess *engine.Session, w, h int) *Driver {
	d := New(t, tui.NewGame(cfg, sess), w, h)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	if d.Snap().Briefing {
		d.Keys("enter")
	}
	return d
}

// run runs a command and feeds its message in, or keeps it pending.
func (d *Driver) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	msg, ch := wait(cmd)
	if ch != nil {
		// A timer (a blinking cursor), or an opponent's choice that takes
		// long on a busy machine: settle tells them apart.
		d.pending = append(d.pending, ch)
		return
	}
	d.feed(msg)
}

// feed handles one message as the program's loop would.
func (d *Driver) feed(msg tea.Msg) {
	var cmd tea.Cmd
	switch m := msg.(type) {
	case nil:
		return
	case tea.QuitMsg:
		d.Quit = true
		return
	case tea.BatchMsg:
		for _, c := range m {
			d.run(c)
		}
		return
	default:
		if seq, ok := sequence(m); ok {
			for _, c := range seq {
				d.run(c)
			}
			return
		}
		d.m, cmd = d.m.Update(m)
	}
	d.run(cmd)
}

// wait runs a command and returns its message, or, when it has not
// answered within a quarter of a second, the channel its message will come
// on. Commands that wait on purpose are timers (a cursor's blink); the
// program's own work (a scripted opponent's choice, with no pacing in
// tests) usually answers at once, but not on a loaded machine.
func wait(cmd tea.Cmd) (tea.Msg, chan tea.Msg) {
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	select {
	case m := <-done:
		return m, nil
	case <-time.After(250 * time.Millisecond):
		return nil, done
	}
}

// settle waits, while the screen says a scripted opponent is thinking, for
// the late answers of the commands run so far and feeds each in, until the
// opponent is done; OpponentBound in all. Answers still pending then are
// timers, which no test waits for: they are dropped.
func (d *Driver) settle() {
	defer func() { d.pending = nil }()
	if len(d.pending) == 0 {
		return
	}
	limit := time.After(OpponentBound)
	for d.Snap().Waiting {
		cases := make([]reflect.SelectCase, 0, len(d.pending)+1)
		for _, ch := range d.pending {
			cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ch)})
		}
		cases = append(cases, reflect.SelectCase{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(limit)})
		i, v, _ := reflect.Select(cases)
		if i == len(d.pending) {
			d.t.Fatalf("the scripted opponent did not answer within %v; screen:\n%s", OpponentBound, d.Screen())
			return
		}
		d.pending = append(d.pending[:i:i], d.pending[i+1:]...)
		msg, _ := v.Interface().(tea.Msg)
		d.feed(msg)
	}
}

// sequence reads the commands of tea.Sequence, whose message type is
// Bubble Tea's own: a slice of commands, run in order.
func sequence(m tea.Msg) ([]tea.Cmd, bool) {
	v := reflect.ValueOf(m)
	if v.Kind() != reflect.Slice || v.Type().Elem() != reflect.TypeOf(tea.Cmd(nil)) {
		return nil, false
	}
	out := make([]tea.Cmd, v.Len())
	for i := range out {
		out[i], _ = v.Index(i).Interface().(tea.Cmd)
	}
	return out, true
}

// Msg sends one message.
func (d *Driver) Msg(m tea.Msg) {
	var cmd tea.Cmd
	d.m, cmd = d.m.Update(m)
	d.run(cmd)
	d.settle()
}

// Burst types the keys as a terminal delivers keys sent together: each
// one reaches the screen before the commands the ones before it returned
// have run, as the program's loop takes the keys already waiting first.
func (d *Driver) Burst(ks ...string) {
	var cmds []tea.Cmd
	for _, k := range ks {
		var cmd tea.Cmd
		d.m, cmd = d.m.Update(Key(k))
		cmds = append(cmds, cmd)
	}
	for _, cmd := range cmds {
		d.run(cmd)
	}
	d.settle()
}

// Keys types each key: names such as "enter", "esc", "down", "tab",
// "shift+tab", "pgup", "ctrl+u", or single characters.
func (d *Driver) Keys(ks ...string) {
	for _, k := range ks {
		d.Msg(Key(k))
	}
}

// Click sends a left click at (x, y): the press and its release, as a
// terminal does (a map inspects on the release of a press not dragged).
func (d *Driver) Click(x, y int) {
	d.Msg(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
	d.Msg(tea.MouseReleaseMsg{X: x, Y: y, Button: tea.MouseLeft})
}

// Key is the key press a name stands for.
func Key(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "shift+tab":
		return tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	case "space":
		return tea.KeyPressMsg{Code: tea.KeySpace, Text: " "}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	case "pgup":
		return tea.KeyPressMsg{Code: tea.KeyPgUp}
	case "pgdown":
		return tea.KeyPressMsg{Code: tea.KeyPgDown}
	case "ctrl+u":
		return tea.KeyPressMsg{Code: 'u', Mod: tea.ModCtrl}
	case "ctrl+c":
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	case "ctrl+g":
		return tea.KeyPressMsg{Code: 'g', Mod: tea.ModCtrl}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

var ansiRE = regexp.MustCompile(`\x1b\[[0-9;:?]*[a-zA-Z]`)

// Plain removes the colour codes of a frame.
func Plain(s string) string { return ansiRE.ReplaceAllString(s, "") }

// Screen is the frame as plain text.
func (d *Driver) Screen() string { return Plain(d.m.View().Content) }

// Footer is the screen's last line, where the keys are named.
func (d *Driver) Footer() string {
	lines := strings.Split(strings.TrimRight(d.Screen(), "\n"), "\n")
	return lines[len(lines)-1]
}

// FooterHolds fails unless footer f is whole (not cut with "…") and names
// every key in want ("u undo", "? help"); what says which screen it is.
func FooterHolds(t testing.TB, what, f string, want ...string) {
	t.Helper()
	if strings.Contains(f, "…") {
		t.Errorf("%s: the footer is cut: %q", what, f)
	}
	for _, w := range want {
		if !strings.Contains(f, w) {
			t.Errorf("%s: the footer does not name %q: %q", what, w, f)
		}
	}
}

// Model is the model being driven.
func (d *Driver) Model() tea.Model { return d.m }

// Snap reads what the program shows now.
func (d *Driver) Snap() tui.Snapshot { return tui.Inspect(d.m) }

// Hotseat starts sess's game with a person on every side.
func Hotseat(t testing.TB, g engine.Game, sc engine.Scenario, opts engine.Options, seed uint64) *engine.Session {
	t.Helper()
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, opts, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// HotkeysFree checks that the board gives each of kinds a key that the
// game screen does not use for something else, and a key of its own, but
// for the pairs in shared: two kinds the game never offers at once may
// share a key, as every game's step-ending intents share n ("Seal the
// orders" in one phase, "End the fire" in another). HotkeysApart checks
// on played games that they are never offered at once.
func HotkeysFree(t testing.TB, b tui.Board, kinds []string, shared ...[2]string) {
	t.Helper()
	together := func(a, c string) bool {
		for _, s := range shared {
			if s == [2]string{a, c} || s == [2]string{c, a} {
				return true
			}
		}
		return false
	}
	seen := map[string][]string{}
	for _, kind := range kinds {
		label, hot := b.Group(kind)
		if hot == "" {
			continue
		}
		for _, k := range tui.ReservedKeys() {
			for _, used := range k.Keys() {
				if used == hot {
					t.Errorf("%q (%s) uses %q, which is %s", kind, label, hot, k.Help().Desc)
				}
			}
		}
		for _, other := range seen[hot] {
			if !together(kind, other) {
				t.Errorf("%q and %q share the key %q", kind, other, hot)
			}
		}
		seen[hot] = append(seen[hot], kind)
	}
	for _, s := range shared {
		_, k1 := b.Group(s[0])
		_, k2 := b.Group(s[1])
		if k1 == "" || k1 != k2 {
			t.Errorf("%q (%q) and %q (%q) are listed as sharing a key, but do not", s[0], k1, s[1], k2)
		}
	}
}

// HotkeysApart plays games random games of sc (seeds 1 to games, each at
// most steps intents long) and checks at every position that no player is
// offered two kinds of intent with one key: a key shared by kinds of
// different steps must always mean one thing. It returns every kind that
// was offered, for the caller to check that the games met the kinds that
// share a key.
func HotkeysApart(t testing.TB, b tui.Board, g engine.Game, sc engine.Scenario, opts engine.Options, games, steps int) map[string]bool {
	t.Helper()
	offered := map[string]bool{}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		sess := Hotseat(t, g, sc, opts, seed)
		pick := engine.NewRandomOpponent(seed)
		for n := 0; n < steps; n++ {
			st := sess.State()
			ph := st.Phase()
			if st.Outcome().Over || len(ph.Actors) == 0 {
				break
			}
			for _, p := range ph.Actors {
				keys := map[string]string{}
				for _, in := range st.Legal(p) {
					kind := in.Kind()
					offered[kind] = true
					_, hot := b.Group(kind)
					if other, ok := keys[hot]; ok && hot != "" && other != kind {
						t.Fatalf("seed %d, intent %d (%s): player %d is offered %q and %q, both on the key %q",
							seed, n, ph.Name, p, other, kind, hot)
					}
					keys[hot] = kind
				}
			}
			in, err := pick.Choose(st, ph.Actors[0])
			if err != nil {
				t.Fatalf("seed %d, intent %d: %v", seed, n, err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatalf("seed %d, intent %d: %s: %v", seed, n, in, err)
			}
		}
	}
	return offered
}

// ReadmeSection is the section of the repository's README under the
// heading "### "+title, to the next heading of its level, its words joined
// by single spaces (so that a test may look for a phrase however the
// lines were wrapped). The caller runs in internal/tui/<game>.
func ReadmeSection(t testing.TB, title string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i := strings.Index(s, "### "+title+"\n")
	if i < 0 {
		t.Fatalf("README has no section %q", title)
	}
	s = s[i+len("### "+title):]
	if j := strings.Index(s, "\n### "); j >= 0 {
		s = s[:j]
	}
	return strings.Join(strings.Fields(s), " ")
}

// Golden compares text with testdata/<name>.golden; `go test -update`
// rewrites the file.
func Golden(t testing.TB, name, text string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -run %s -update creates it)", err, t.Name())
	}
	if string(want) != text {
		t.Errorf("%s differs (-update rewrites it)\n--- want\n%s\n--- got\n%s", path, want, text)
	}
}

// NumberedFleetIDs checks a map's ids of ships named alike but for a
// number, with more words than initials fit in an id (ids gives each name
// its id, the names in the order given): 24 raiders "Vorr raider number 00
// x" to "… 23 x" are told apart by their numbers, "00" to "23", where they
// were Vo, Vr, Va … or, oa, oi, letters of the shared words; with a second
// fleet numbered alike first on the map ("艦00 Zéphyr" to "艦23 Zéphyr",
// from a scenario author's play-test) that one takes the numbers and the
// raiders add their first letter, "V00" to "V23", every id unique whatever
// its case.
func NumberedFleetIDs(t testing.TB, ids func(names ...string) map[string]string) {
	t.Helper()
	var vorr, kan []string
	for k := 0; k < 24; k++ {
		vorr = append(vorr, fmt.Sprintf("Vorr raider number %02d x", k))
		kan = append(kan, fmt.Sprintf("艦%02d Zéphyr", k))
	}
	got := ids(vorr...)
	for k, n := range vorr {
		if want := fmt.Sprintf("%02d", k); got[n] != want {
			t.Errorf("%q: id %q, want %q", n, got[n], want)
		}
	}
	both := append(append([]string(nil), kan...), vorr...)
	got = ids(both...)
	seen := map[string]string{}
	for k, n := range both {
		id := got[n]
		if o, dup := seen[strings.ToLower(id)]; dup {
			t.Errorf("%q and %q share the id %q", o, n, id)
		}
		seen[strings.ToLower(id)] = n
		want := fmt.Sprintf("%02d", k)
		if k >= 24 {
			want = fmt.Sprintf("V%02d", k-24)
		}
		if id != want {
			t.Errorf("%q: id %q, want %q", n, id, want)
		}
	}
}

// ShippedIDs checks the map ids of the units of every shipped scenario of
// g as it starts: ids gives "name=id" of each unit of a state, and want
// each scenario's, joined by spaces. A change to how ids are made keeps
// those a player has always seen (a scenario the test does not name is an
// error, so a new one is pinned too).
func ShippedIDs(t testing.TB, g engine.Game, want map[string]string, ids func(engine.State) []string) {
	t.Helper()
	scs, err := games.Scenarios(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scs {
		sess := Hotseat(t, g, sc, nil, 1)
		w, ok := want[sc.Name()]
		if !ok {
			t.Errorf("%s: a shipped scenario this test does not know", sc.Name())
			continue
		}
		if got := strings.Join(ids(sess.State()), " "); got != w {
			t.Errorf("%s: ids\n%s\nwant\n%s", sc.Name(), got, w)
		}
	}
}
