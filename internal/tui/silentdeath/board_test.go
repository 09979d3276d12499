//go:build pendingmove

package silentdeath

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// sdSession starts a Silent Death scenario hotseat, or solo against the
// scripted opponent as side 1.
func sdSession(t testing.TB, scenario string, seed uint64, solo bool) *engine.Session {
	t.Helper()
	g := sd.Game{}
	sc, err := games.LoadScenario(g, scenario)
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	if solo {
		ps[1] = engine.PlayerSlot{Side: ps[1].Side, Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

func sdShown(d *driver) *sd.State { return d.play().sess.State().(*sd.State) }

// press types a hotkey and, when it opens a list of choices, takes the
// first.
func (d *driver) press(k string) {
	d.keys(k)
	if p, ok := d.a.cur.(*play); ok && p.actions.open {
		d.keys("enter")
	}
}

// choose plays in through the keyboard: the hotkey of its group, then
// down to it in the group's list and enter.
func (d *driver) choose(in engine.Intent) {
	d.t.Helper()
	p := d.play()
	for _, g := range p.actions.groups {
		if g.kind != in.Kind() {
			continue
		}
		at := -1
		for k, x := range g.intents {
			if x == in {
				at = k
			}
		}
		if at < 0 {
			d.t.Fatalf("%v is not in the list", in)
		}
		d.keys(g.hotkey)
		if len(g.intents) > 1 {
			for k := 0; k < at; k++ {
				d.keys("down")
			}
			d.keys("enter")
		}
		return
	}
	d.t.Fatalf("no group for %v; screen:\n%s", in, d.screen())
}

// playScripted makes the choice the scripted opponent would make for the
// player at the keyboard, through the keys.
func (d *driver) playScripted() {
	d.t.Helper()
	p := d.play()
	if p.handoff != engine.NoPlayer {
		d.keys("enter")
		return
	}
	in, err := sd.Scripted{}.Choose(p.sess.State().View(p.viewer), p.viewer)
	if err != nil {
		d.t.Fatal(err)
	}
	d.choose(in)
}

func init() {
	// The golden files of package tui are rewritten with -update; another
	// test file of the package may define the flag first.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/")
	}
}

func sdUpdate() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestSilentDeathHotseatHidesLaunches declares a torp launch for Red and
// checks that neither the handoff screen nor Blue's screen shows it.
func TestSilentDeathHotseatHidesLaunches(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 1, false)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	if ph := sess.State().Phase().Name; ph != sd.PhaseLaunch {
		t.Fatalf("the game starts in %q", ph)
	}
	d.keys("o")
	if !strings.Contains(d.screen(), "Launch a torp:") {
		t.Fatalf("o did not open the torp launches:\n%s", d.screen())
	}
	d.keys("enter")
	red := d.screen()
	if !strings.Contains(red, "will launch a Mk.10 at") {
		t.Fatalf("Red's own log should show Red's launch:\n%s", red)
	}
	d.keys("n") // done declaring
	s := d.screen()
	if !strings.Contains(s, "Pass the terminal to Blue") {
		t.Fatalf("no handoff after Red's secret launch:\n%s", s)
	}
	secrets := []string{"Mk.10 at", "will launch", "launch a"}
	for _, w := range secrets {
		if strings.Contains(s, w) {
			t.Fatalf("the handoff screen shows %q:\n%s", w, s)
		}
	}
	d.keys("enter")
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		d.msg(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		s = d.screen()
		for _, w := range secrets {
			if strings.Contains(s, w) {
				t.Fatalf("Blue's screen shows Red's launch (%q):\n%s", w, s)
			}
		}
		// Tab through every unit: no sheet may show it either.
		for k := 0; k < 6; k++ {
			d.msg(tea.KeyPressMsg{Code: tea.KeyTab})
			for _, w := range secrets {
				if s := d.screen(); strings.Contains(s, w) {
					t.Fatalf("Blue's sheet shows Red's launch (%q):\n%s", w, s)
				}
			}
		}
		d.keys("esc")
	}
	if !strings.Contains(s, "Blue: your move") || !strings.Contains(s, "[n] Done declaring") {
		t.Fatalf("Blue cannot declare:\n%s", s)
	}
	// Once both sides are done the launch is revealed to both.
	d.keys("n")
	if s = d.screen(); strings.Contains(s, "Pass the terminal") {
		d.keys("enter")
	}
	if s = d.screen(); !strings.Contains(s, "torp #") {
		t.Fatalf("the revealed torp is not on Blue's screen:\n%s", s)
	}
}

// TestSilentDeathOneTurn plays the first turn of Your First Game hotseat
// through the keyboard: the initiative, every craft's move, the fire,
// and into turn 2.
func TestSilentDeathOneTurn(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	if !strings.Contains(d.screen(), "[i] Roll initiative") {
		t.Fatalf("no initiative action:\n%s", d.screen())
	}
	d.keys("i")
	moved := map[int]bool{}
	for k := 0; k < 300 && sess.State().Phase().Turn == 1; k++ {
		d.playScripted()
	}
	if got := sess.State().Phase().Turn; got != 2 {
		t.Fatalf("still in turn %d:\n%s", got, d.screen())
	}
	fired := false
	for _, r := range sess.Records() {
		x := r.Intent.(sd.Intent)
		switch x.K {
		case sd.KindForward, sd.KindTurn, sd.KindTight, sd.KindStop:
			moved[x.Craft] = true
		case sd.KindFire:
			fired = true
		}
	}
	if len(moved) != 4 || !fired {
		t.Fatalf("moved %v, fired %v", moved, fired)
	}
	s := strings.Join(d.play().log2(), "\n")
	for _, w := range []string{"initiative: 1d10", "moves to", "fires Pulse Laser at", "needs 14+", "Turn 2 begins"} {
		if !strings.Contains(s, w) {
			t.Errorf("the log lacks %q:\n%s", w, s)
		}
	}
}

// log2 is the play screen's log as plain lines.
func (p *play) log2() []string {
	var out []string
	for _, l := range p.log {
		out = append(out, l.text)
	}
	return out
}

// TestSilentDeathSolo plays Your First Game against the scripted opponent
// to the end through the keyboard.
func TestSilentDeathSolo(t *testing.T) {
	sess := sdSession(t, "first-game", 3, true)
	sess.Path = t.TempDir() + "/sd.json"
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	for k := 0; k < 5000 && !sess.State().Outcome().Over; k++ {
		d.playScripted()
	}
	if !sess.State().Outcome().Over {
		t.Fatalf("the game did not end; screen:\n%s", d.screen())
	}
	s := d.screen()
	if !strings.Contains(s, "Game over") {
		t.Fatalf("no game-over panel:\n%s", s)
	}
	blue := 0
	for _, r := range sess.Records() {
		if r.Intent.Actor() == 1 {
			blue++
		}
	}
	if blue == 0 {
		t.Fatal("the scripted opponent never acted")
	}
}

// sdCheckFits fails when a line of the screen is wider than the terminal
// or the screen has the wrong number of lines.
func sdCheckFits(t *testing.T, d *driver, w, h int, what string) {
	t.Helper()
	if d.a.cfg.ASCII {
		// The app transliterates each frame after layout ("…" becomes
		// "..."), which can widen a line: only Unicode frames are measured.
		return
	}
	lines := strings.Split(d.screen(), "\n")
	if len(lines) != h {
		t.Errorf("%dx%d %s: %d lines", w, h, what, len(lines))
	}
	for i, l := range lines {
		if n := Width(l); n > w {
			t.Errorf("%dx%d %s: line %d is %d wide: %q", w, h, what, i, n, l)
		}
	}
}

// TestSilentDeathScreenFits checks every line of the screen at 80×24 and
// 120×40 through a turn with a launch, moves, inspection and fire, in
// Unicode and in ASCII.
func TestSilentDeathScreenFits(t *testing.T) {
	for _, cfg := range []Config{{}, {ASCII: true}} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			w, h := size[0], size[1]
			sess := sdSession(t, "intro-patrol", 2, false)
			d := newDriver(t, cfg, newPlay(cfg, sess), w, h)
			sdCheckFits(t, d, w, h, "start")
			d.keys("o")
			sdCheckFits(t, d, w, h, "torp list")
			for k := 0; k < 400 && sess.State().Phase().Turn < 3; k++ {
				d.playScripted()
				p := d.play()
				if p.handoff != engine.NoPlayer {
					continue
				}
				sdCheckFits(t, d, w, h, sess.State().Phase().Name)
				if len(p.actions.groups) > 0 {
					d.keys("enter") // opens a group: the hover overlays
					sdCheckFits(t, d, w, h, sess.State().Phase().Name+" list")
					d.keys("esc")
				}
				if k%7 == 0 {
					d.msg(tea.KeyPressMsg{Code: tea.KeyTab})
					sdCheckFits(t, d, w, h, "inspect")
					d.keys("esc")
				}
			}
			if cfg.ASCII {
				for i, r := range d.screen() {
					if r > 126 {
						t.Fatalf("non-ASCII %q at %d:\n%s", r, i, d.screen())
					}
				}
			}
		}
	}
}

// sdFirePosition is Your First Game played by keys to the first fire
// decision, with the fire list open on the second target.
func sdFirePosition(t testing.TB) (*engine.Session, *play) {
	sess := sdSession(t, "first-game", 3, false)
	p := newPlay(Config{}, sess)
	for k := 0; k < 300; k++ {
		st := sess.State()
		if st.Phase().Name == sd.PhaseFireOne {
			break
		}
		ph := st.Phase().Actors[0]
		in, err := sd.Scripted{}.Choose(st.View(ph), ph)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	p.viewer = sess.State().Phase().Actors[0]
	p.afterChange()
	p.actions.hotkey("x")
	p.actions.move(1)
	return sess, p
}

// TestSilentDeathGolden compares the map and the display of a fixed
// position (a shot being chosen) with testdata; -update rewrites it.
func TestSilentDeathGolden(t *testing.T) {
	sess, p := sdFirePosition(t)
	b := p.board
	var out []string
	for _, size := range [][2]int{{80, 15}, {120, 24}} {
		lines := b.Draw(sess.State().View(p.viewer), p.viewer, p.actions.hover(), size[0], size[1])
		out = append(out, lines...)
		out = append(out, strings.Repeat("=", size[0]))
	}
	got := ansiRE.ReplaceAllString(strings.Join(out, "\n"), "") + "\n"
	path := filepath.Join("testdata", "silentdeath_fire.golden")
	if sdUpdate() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./internal/tui -run Golden -update creates it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs (-update rewrites it)\n--- want\n%s\n--- got\n%s", path, want, got)
	}
}

func benchSDFrame(b *testing.B, w, h int) {
	_, p := sdFirePosition(b)
	p.View(w, h)
	b.ResetTimer()
	for b.Loop() {
		p.View(w, h)
	}
}

func BenchmarkSilentDeathFrame80x24(b *testing.B)  { benchSDFrame(b, 80, 24) }
func BenchmarkSilentDeathFrame200x60(b *testing.B) { benchSDFrame(b, 200, 60) }
