package silentdeath

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// catalog serves Silent Death alone, with its real screens.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sd.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sd.Game{}, id == sd.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

var cfg = tui.Config{Catalog: catalog{}}

// sdSession starts a Silent Death scenario hotseat, or solo against the
// scripted opponent as side 1.
func sdSession(t testing.TB, scenario string, seed uint64, solo bool) *engine.Session {
	t.Helper()
	sess := sdSessionWith(t, scenario, seed, nil)
	if solo {
		sess.Players[1] = engine.PlayerSlot{Side: sess.Players[1].Side, Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	return sess
}

// sdSessionWith is a hotseat game of a shipped scenario with options.
func sdSessionWith(t testing.TB, scenario string, seed uint64, opts engine.Options) *engine.Session {
	t.Helper()
	g := sd.Game{}
	sc, err := games.LoadScenario(g, scenario)
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Hotseat(t, g, sc, opts, seed)
}

// scriptedStep makes the move of the side to act as the scripted opponent
// would.
func scriptedStep(t testing.TB, sess *engine.Session) {
	t.Helper()
	p := sess.State().Phase().Actors[0]
	in, err := sd.Scripted{}.Choose(sess.State().View(p), p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Apply(in); err != nil {
		t.Fatal(err)
	}
}

// toMovement plays the session on by the scripted opponent, both sides,
// until the Movement Phase's moves begin.
func toMovement(t testing.TB, sess *engine.Session) {
	t.Helper()
	for sess.State().Phase().Name != sd.PhaseMove {
		scriptedStep(t, sess)
	}
}

// choose makes in through the keyboard: the hotkey of its group, then, if
// the group opens a list, down to it and enter; y when the screen asks
// first because in throws something away (engine.Unspender).
func choose(t testing.TB, d *tuitest.Driver, in engine.Intent) {
	t.Helper()
	snap := d.Snap()
	_, hot := snap.Board.Group(in.Kind())
	if hot == "" {
		t.Fatalf("no hotkey for %v", in)
	}
	n := snap.Session.Len()
	d.Keys("esc", hot)
	for k := 0; k < 400 && d.Snap().Session.Len() == n; k++ {
		if reflect.DeepEqual(d.Snap().Hover, in) {
			d.Keys("enter")
			if d.Snap().Session.Len() == n && strings.Contains(d.Screen(), "unspent?") {
				d.Keys("y")
			}
			break
		}
		d.Keys("down")
	}
	if d.Snap().Session.Len() == n {
		t.Fatalf("%v was not made by keys; screen:\n%s", in, d.Screen())
	}
}

// playScripted makes, through the keys, the choice the scripted opponent
// would make for the player at the keyboard, or passes a handoff screen.
func playScripted(t testing.TB, d *tuitest.Driver) {
	t.Helper()
	snap := d.Snap()
	if snap.Handoff {
		d.Keys("enter")
		return
	}
	sess := snap.Session
	st := sess.State()
	who := st.Phase().Actors[0]
	in, err := sd.Scripted{}.Choose(st.View(who), who)
	if err != nil {
		t.Fatal(err)
	}
	choose(t, d, in)
}

// TestSilentDeathHotseatHidesLaunches declares a torp launch for Red and
// checks that neither the handoff screen nor Blue's screen shows it.
func TestSilentDeathHotseatHidesLaunches(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 1, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	// No launcher has a target in range: the lock-ons are passed over and
	// the game starts in the torp launches (4.2: after the missiles).
	if ph := sess.State().Phase().Name; ph != sd.PhaseTorpLaunch {
		t.Fatalf("the game starts in %q", ph)
	}
	d.Keys("o")
	if !strings.Contains(d.Screen(), "Launch a torp:") {
		t.Fatalf("o did not open the torp launches:\n%s", d.Screen())
	}
	d.Keys("enter")
	if red := d.Screen(); !strings.Contains(red, "will launch a Mk.10 at") {
		t.Fatalf("Red's own log should show Red's launch:\n%s", red)
	}
	d.Keys("n") // seal the declarations
	s := d.Screen()
	if !strings.Contains(s, "Pass the terminal to Blue") {
		t.Fatalf("no handoff after Red's secret launch:\n%s", s)
	}
	secrets := []string{"Mk.10 at", "will launch", "launch a"}
	for _, w := range secrets {
		if strings.Contains(s, w) {
			t.Fatalf("the handoff screen shows %q:\n%s", w, s)
		}
	}
	d.Keys("enter")
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		d.Msg(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		s = d.Screen()
		for _, w := range secrets {
			if strings.Contains(s, w) {
				t.Fatalf("Blue's screen shows Red's launch (%q):\n%s", w, s)
			}
		}
		// Tab through every unit: no sheet may show it either.
		for k := 0; k < 6; k++ {
			d.Keys("tab")
			for _, w := range secrets {
				if s := d.Screen(); strings.Contains(s, w) {
					t.Fatalf("Blue's sheet shows Red's launch (%q):\n%s", w, s)
				}
			}
		}
		d.Keys("esc")
	}
	if !strings.Contains(s, "Blue: your move") || !strings.Contains(s, "[n] Seal the declarations") {
		t.Fatalf("Blue cannot declare:\n%s", s)
	}
	// Once both sides are done the launch is revealed to both.
	d.Keys("n")
	if strings.Contains(d.Screen(), "Pass the terminal") {
		d.Keys("enter")
	}
	if s = d.Screen(); !strings.Contains(s, "torp #") {
		t.Fatalf("the revealed torp is not on Blue's screen:\n%s", s)
	}
}

// TestSilentDeathOneTurn plays the first turn of Your First Game hotseat
// through the keyboard: the initiative, every craft's move, the fire,
// and into turn 2.
func TestSilentDeathOneTurn(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if !strings.Contains(d.Screen(), "[I] Roll initiative") {
		t.Fatalf("no initiative action:\n%s", d.Screen())
	}
	d.Keys("I")
	for k := 0; k < 300 && sess.State().Phase().Turn == 1; k++ {
		playScripted(t, d)
	}
	if got := sess.State().Phase().Turn; got != 2 {
		t.Fatalf("still in turn %d:\n%s", got, d.Screen())
	}
	moved := map[sd.CraftID]bool{}
	fired := false
	var log []string
	for _, r := range sess.Records() {
		switch x := r.Intent.(type) {
		case sd.Forward, sd.Turn, sd.Tight, sd.Stop:
			c, _ := sd.IntentCraft(x)
			moved[c] = true
		case sd.Fire:
			fired = true
		}
		for _, e := range r.Events {
			log = append(log, e.String())
		}
	}
	if len(moved) != 4 || !fired {
		t.Fatalf("moved %v, fired %v", moved, fired)
	}
	s := strings.Join(log, "\n")
	for _, w := range []string{"initiative: 1d10", "moves to", "fires Pulse Laser at", "needs 14+", "Turn 2 begins"} {
		if !strings.Contains(s, w) {
			t.Errorf("the log lacks %q:\n%s", w, s)
		}
	}
	if !strings.Contains(d.Screen(), "Turn 2 begins") {
		t.Errorf("the screen's log does not show the new turn:\n%s", d.Screen())
	}
}

// TestSilentDeathSolo plays Your First Game against the scripted opponent
// to the end through the keyboard.
func TestSilentDeathSolo(t *testing.T) {
	sess := sdSession(t, "first-game", 3, true)
	sess.Path = t.TempDir() + "/sd.json"
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for k := 0; k < 5000 && !sess.State().Outcome().Over; k++ {
		playScripted(t, d)
	}
	if !sess.State().Outcome().Over {
		t.Fatalf("the game did not end; screen:\n%s", d.Screen())
	}
	if s := d.Screen(); !strings.Contains(s, "Game over") {
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

// slowGame is Silent Death whose scripted opponent takes longer over each
// choice than the test driver waits for a timer, as on a loaded machine.
type slowGame struct{ sd.Game }

type slowOpponent struct{ engine.Opponent }

func (o slowOpponent) Choose(view engine.State, p engine.Player) (engine.Intent, error) {
	time.Sleep(400 * time.Millisecond)
	return o.Opponent.Choose(view, p)
}

func (g slowGame) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	o, err := g.Game.NewOpponent(level, seed)
	return slowOpponent{o}, err
}

// TestSoloWaitsForASlowOpponent: TestSilentDeathSolo once failed with
// "Blue is thinking…" on the screen when the machine was loaded, because
// the driver took an answer later than a quarter of a second for a timer
// and dropped it. The driver now waits for the opponent's answer itself.
func TestSoloWaitsForASlowOpponent(t *testing.T) {
	sc, err := games.LoadScenario(sd.Game{}, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, slowGame{}, sc, nil, 3)
	sess.Players[1] = engine.PlayerSlot{Side: sess.Players[1].Side, Kind: engine.Scripted, Level: engine.LevelScripted}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	blue := func() int {
		n := 0
		for _, r := range sess.Records() {
			if r.Intent.Actor() == 1 {
				n++
			}
		}
		return n
	}
	for k := 0; k < 200 && blue() < 3 && !sess.State().Outcome().Over; k++ {
		if d.Snap().Waiting {
			t.Fatalf("a key returned while the opponent was thinking:\n%s", d.Screen())
		}
		playScripted(t, d)
	}
	if blue() < 3 {
		t.Fatalf("the slow opponent acted %d times; screen:\n%s", blue(), d.Screen())
	}
}

// checkFits fails when a line of the screen is wider than the terminal or
// the screen has the wrong number of lines.
func checkFits(t *testing.T, d *tuitest.Driver, c tui.Config, w, h int, what string) {
	t.Helper()
	if c.ASCII {
		// The app transliterates each frame after layout ("…" becomes
		// "..."), which can widen a line: only Unicode frames are measured.
		return
	}
	lines := strings.Split(d.Screen(), "\n")
	if len(lines) != h {
		t.Errorf("%dx%d %s: %d lines", w, h, what, len(lines))
	}
	for i, l := range lines {
		if n := ansi.StringWidth(l); n > w {
			t.Errorf("%dx%d %s: line %d is %d wide: %q", w, h, what, i, n, l)
		}
	}
}

// TestSilentDeathScreenFits checks every line of the screen at 80×24 and
// 120×40 through a turn with a launch, moves, inspection and fire, in
// Unicode and in ASCII.
func TestSilentDeathScreenFits(t *testing.T) {
	for _, c := range []tui.Config{cfg, {Catalog: catalog{}, ASCII: true}} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			w, h := size[0], size[1]
			sess := sdSession(t, "intro-patrol", 2, false)
			d := tuitest.Game(t, c, sess, w, h)
			checkFits(t, d, c, w, h, "start")
			d.Keys("o")
			checkFits(t, d, c, w, h, "torp list")
			d.Keys("esc")
			for k := 0; k < 400 && sess.State().Phase().Turn < 3; k++ {
				playScripted(t, d)
				if d.Snap().Handoff {
					continue
				}
				checkFits(t, d, c, w, h, sess.State().Phase().Name)
				if k%7 == 0 {
					d.Keys("tab")
					checkFits(t, d, c, w, h, "inspect")
					d.Keys("esc")
				}
			}
			if c.ASCII {
				for i, r := range d.Screen() {
					if r > 126 {
						t.Fatalf("non-ASCII %q at %d:\n%s", r, i, d.Screen())
					}
				}
			}
		}
	}
}

// firePosition is Your First Game played to the first fire decision: the
// state, the player to fire and the second of its fire intents, as the
// action list offers them.
func firePosition(t testing.TB) (engine.State, engine.Player, engine.Intent) {
	sess := sdSession(t, "first-game", 3, false)
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
	st := sess.State()
	me := st.Phase().Actors[0]
	var fires []engine.Intent
	for _, in := range st.Legal(me) {
		if in.Kind() == sd.KindFire {
			fires = append(fires, in)
		}
	}
	return st.View(me), me, fires[1]
}

// TestSilentDeathGolden compares the map and the display of a fixed
// position (a shot being chosen) with testdata; -update rewrites it.
func TestSilentDeathGolden(t *testing.T) {
	st, me, hover := firePosition(t)
	b := newSilentDeathBoard(cfg)
	var out []string
	for _, size := range [][2]int{{80, 15}, {120, 24}} {
		lines := b.Draw(tui.Frame{State: st, Me: me, Hover: hover, W: size[0], H: size[1]})
		out = append(out, lines...)
		out = append(out, strings.Repeat("=", size[0]))
	}
	tuitest.Golden(t, "silentdeath_fire", tuitest.Plain(strings.Join(out, "\n"))+"\n")
}

// TestTrailsFromEvents: the board draws a craft's trail from the turn's
// movement events, and only from them: the same frame draws the same map
// whatever was drawn before, and a frame without the events has no trail.
func TestTrailsFromEvents(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	apply := func(in engine.Intent) []engine.Event {
		ev, err := sess.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	var events []engine.Event
	events = append(events, apply(sd.Initiative{By: 0})...)
	me := sess.State().Phase().Actors[0]
	var craft sd.CraftID = -1
	for k := 0; k < 3; k++ {
		for _, in := range sess.State().Legal(me) {
			if f, ok := in.(sd.Forward); ok && (craft < 0 || f.Craft == craft) {
				craft = f.Craft
				events = append(events, apply(f)...)
				break
			}
		}
	}
	st := sess.State().View(me)
	var hover engine.Intent
	for _, in := range st.Legal(me) {
		if f, ok := in.(sd.Forward); ok && f.Craft == craft {
			hover = f
		}
	}
	if hover == nil {
		t.Fatalf("craft %d cannot go on", craft)
	}
	b := newSilentDeathBoard(cfg)
	trail := func(f tui.Frame) int {
		b.Draw(f)
		v := b.game.MapView(f.State, f.Me, f.Hover)
		n := 0
		for _, c := range v.Cells {
			if c.Highlight&render.LineOfSight != 0 {
				n++
			}
		}
		return n
	}
	with := tui.Frame{State: st, Me: me, Hover: hover, W: 80, H: 20, Events: events}
	if n := trail(with); n != 3 {
		t.Fatalf("%d trail hexes behind the craft, want its 3 earlier hexes", n)
	}
	if n := trail(tui.Frame{State: st, Me: me, Hover: hover, W: 80, H: 20}); n != 0 {
		t.Fatalf("%d trail hexes with no events: the board remembered them", n)
	}
	// The map's cells, not the drawing: the compact drawing scrolls as
	// little as it must from the window of the frame before.
	b.Draw(with)
	a := b.game.MapView(with.State, with.Me, with.Hover)
	b.Draw(tui.Frame{State: sess.StateAt(0).View(0), Me: 0, W: 80, H: 20})
	b.Draw(with)
	if again := b.game.MapView(with.State, with.Me, with.Hover); !reflect.DeepEqual(again, a) {
		t.Fatal("the same frame draws differently after another one")
	}
	for _, e := range events {
		if e.Kind == sd.EvMove && e.Trail == nil {
			t.Fatalf("a movement event without its trail: %q", e.Text)
		}
	}
}

// TestHotkeysAreFree gives every intent kind a key of its own, none of the
// shell's nor of the map board's (zoom, focus, go to, the unit list).
func TestHotkeysAreFree(t *testing.T) {
	b := Screens().Board(cfg)
	tuitest.HotkeysFree(t, b, sd.IntentKinds())
	for _, kind := range sd.IntentKinds() {
		_, hot := b.Group(kind)
		for _, k := range b.(tui.KeyedBoard).Bindings() {
			for _, used := range k.Keys() {
				if used == hot {
					t.Errorf("%s uses %q, the map's %s", kind, hot, k.Help().Desc)
				}
			}
		}
	}
}

// TestFullHelpShowsEveryKey opens the full help of the game screen at 80
// columns: every key is there, nothing is cut off.
func TestFullHelpShowsEveryKey(t *testing.T) {
	d := tuitest.Game(t, cfg, sdSession(t, "first-game", 11, false), 80, 24)
	d.Keys("I", "?")
	s := d.Screen()
	for _, want := range []string{"forward", "inspect next unit", "undo", "log back", "quit"} {
		if !strings.Contains(s, want) {
			t.Errorf("the full help lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "…") {
		t.Errorf("the full help is cut off:\n%s", s)
	}
}

func benchFrame(b *testing.B, w, h int) {
	st, me, hover := firePosition(b)
	board := newSilentDeathBoard(cfg)
	f := tui.Frame{State: st, Me: me, Hover: hover, W: w, H: h}
	for b.Loop() {
		board.Draw(f)
	}
}

func BenchmarkSilentDeathFrame80x24(b *testing.B)  { benchFrame(b, 80, 24) }
func BenchmarkSilentDeathFrame200x60(b *testing.B) { benchFrame(b, 200, 60) }

// TestSideslipPreviewed: with 10.4's sideslips, a slip under the cursor
// marks the hex it leads to on the map and names its side and direction
// in the list, as a forward step does; before, the map showed nothing and
// the player had to guess which hex "front-left" was.
func TestSideslipPreviewed(t *testing.T) {
	sess := sdSessionWith(t, "intro-patrol", 2, engine.Options{sd.OptSideslips: "on"})
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	view := sess.State().View(p)
	s := sd.BattleOf(view)
	b := newSilentDeathBoard(cfg).game
	b.last = s
	for _, in := range view.Legal(p) {
		slip, ok := in.(sd.Slip)
		if !ok {
			continue
		}
		c := s.Craft(int(slip.Craft))
		to := hex.Neighbor(c.Hex, c.Facing.Rotate(slip.Dir))
		mv := b.MapView(view, p, slip)
		if mv.Cells[to].Highlight&render.Reachable == 0 {
			t.Errorf("the slip's hex %s is not marked", sd.HexLabel(to))
		}
		if item := b.Item(slip); !strings.Contains(item, c.Label+" ahead-") || !strings.Contains(item, "(2 MP)") {
			t.Errorf("the slip reads %q", item)
		}
		sheet := sheetText(b, view, p, c.Hex, slip, 40, 40)
		if !strings.Contains(sheet, "bears on") {
			t.Errorf("the slip's explanation does not say what would bear: %s", sheet)
		}
		return
	}
	t.Fatal("no sideslip to look at")
}

// TestOptionalItems: the actions of the optional rules read in the list
// as the others do, the craft and what the roll needs; before, the list
// repeated the group's words ("Dodge the torps Seraph B: dodge the torps
// in its hex"); the groups' own words are short ("Dodge", "No duel") and cut the line before any number.
func TestOptionalItems(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	s := sd.BattleOf(sess.State())
	b := newSilentDeathBoard(cfg).game
	b.last = s
	var ep sd.CraftView
	for _, c := range s.Crafts() {
		if c.Type.Key == "epping" {
			ep = c
		}
	}
	by, id := ep.Side, sd.CraftID(ep.Index)
	_, pd, _, _ := sd.Defences(ep.Type)
	for in, want := range map[engine.Intent]string{
		sd.Dodge{By: by, Craft: id}:       ep.Label + " (1D10 + Plt " + strconv.Itoa(ep.Crew[0].Plt) + " − 0 torps)",
		sd.PointDef{By: by, Craft: id}:    ep.Label + " (1D10 per torp, 1–" + strconv.Itoa(pd) + " kills)",
		sd.Decoy{By: by, Craft: id}:       ep.Label + " (1D4 of 1–2 per torp)",
		sd.FullStop{By: by, Craft: id}:    ep.Label + " (stays put, no drift)",
		sd.NoDuel{By: by, Craft: id}:      ep.Label,
		sd.Salvo{By: by, Craft: id, N: 5}: ep.Label + ": 5 missiles (5D6, High)",
	} {
		if got := b.Item(in); got != want {
			t.Errorf("%s reads %q, want %q", in.Kind(), got, want)
		}
		// At 80 columns the list is 34 wide: a row cut there still names
		// the craft (the numbers are read beside the map, or when the row
		// is under the cursor, which wraps).
		label, hot := b.Group(in.Kind())
		row := "> [" + hot + "] " + label + " " + b.Item(in)
		if end := strings.Index(row, ep.Label) + len(ep.Label); end > 34 {
			t.Errorf("%s: the craft is cut off at 34 columns: %q", in.Kind(), row)
		}
	}
	// A craft that cannot dodge (4.2: Drive under 10, here a Pit Viper
	// with its drive damaged) is offered Dodge as the choice of no point
	// defence (10.7), and says so.
	sc, err := sd.Game{}.DecodeScenario([]byte(`game: silentdeath
name: slow
title: Slow
map: {cols: 36, rows: 30}
turns: 5
victory: {kind: annihilate}
sides:
  - {name: Red, color: red, craft: [{type: spirit-rider, id: A, hex: [10, 22], facing: N, pilot: {plt: 6, gnr: 7}}]}
  - {name: Blue, color: blue, craft: [{type: pit-viper, id: A, hex: [17, 8], facing: N, damage: 16, pilot: {plt: 5, gnr: 5}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	slow := sd.BattleOf(tuitest.Hotseat(t, sd.Game{}, sc, nil, 3).State())
	b.last = slow
	pv := slow.Craft(1)
	in := sd.Dodge{By: pv.Side, Craft: sd.CraftID(pv.Index)}
	if slow.CanDodge(in.Craft) {
		t.Fatalf("%s (Drive %d) can dodge: the test no longer shows a craft that cannot", pv.Label, pv.Drive)
	}
	if got, want := b.Item(in), pv.Label+" (no point defence: it cannot dodge)"; got != want {
		t.Errorf("the dodge of a craft that cannot dodge reads %q, want %q", got, want)
	}
}

// TestRangeBandsShown: with 10.11's six bands (and 10.9's deflection) in
// force, a shot under the cursor names the band and the deflection it will
// roll, and the display gives the six bands' ends; before, the screen kept
// the three increments of 8.1 ("range 9 mid 0") while the attack rolled
// 10.11's long range −1.
func TestRangeBandsShown(t *testing.T) {
	sess := sdSessionWith(t, "intro-patrol", 5, engine.Options{sd.OptRangeBands: "on", sd.OptDeflection: "on"})
	b := newSilentDeathBoard(cfg).game
	for k := 0; k < 5000; k++ {
		st := sess.State()
		p := st.Phase().Actors[0]
		in, err := sd.Scripted{}.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if f, ok := in.(sd.Fire); ok {
			view := st.View(p)
			s := sd.BattleOf(view)
			b.last = s
			c := s.Craft(int(f.Craft))
			h, _ := s.TargetHex(f.Target)
			_, band, _ := s.RangeMod(c.Mounts[f.Mount].Weapon, hex.Distance(c.Hex, h))
			text := sheetText(b, view, p, c.Hex, f, 40, 60)
			if !strings.Contains(text, band) || !strings.Contains(text, "deflection") {
				t.Errorf("the shot does not name %q and its deflection: %s", band, text)
			}
			if c.Mounts[f.Mount].Weapon == sd.PulseLaser && !strings.Contains(text, "Pulse Laser") {
				t.Errorf("no weapon line: %s", text)
			}
			for _, m := range c.Mounts {
				if m.Weapon == sd.PulseLaser && !strings.Contains(text, "2/3/8/9/10") {
					t.Errorf("the Pulse Laser's six bands are not given: %s", text)
				}
			}
			return
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no shot to look at")
}

// TestHotseatHidesFireOrders: in a Cannon Fire step where both sides
// declare (6.2: equal Gnr fire together), the first side's fire orders are
// secret: after the handoff the other side's screen, log and sheets show
// "fire orders given", never the target.
func TestHotseatHidesFireOrders(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		sess := sdSession(t, "first-game", seed, false)
		// Play by the scripted choices until the Fire Phase has both sides
		// to declare and the first has declared a shot.
		var first engine.Player = engine.NoPlayer
		for k := 0; k < 3000 && !sess.State().Outcome().Over; k++ {
			st := sess.State()
			ph := st.Phase()
			if ph.Name == sd.PhaseFireOne && first != engine.NoPlayer && ph.Acting(1-first) {
				break
			}
			p := ph.Actors[0]
			in, err := sd.Scripted{}.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			first = engine.NoPlayer
			if _, ok := in.(sd.Fire); ok && ph.Name == sd.PhaseFireOne && len(ph.Actors) == 1 {
				first = p
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		st := sess.State()
		if first == engine.NoPlayer || st.Phase().Name != sd.PhaseFireOne || !st.Phase().Acting(1-first) {
			continue
		}
		other := 1 - first
		d := tuitest.Game(t, cfg, sess, 80, 24)
		if d.Snap().Handoff {
			d.Keys("enter")
		}
		if d.Snap().Viewer != other {
			t.Fatalf("seed %d: the screen is %d's, not %d's", seed, d.Snap().Viewer, other)
		}
		d.Keys("L")
		log := d.Screen()
		if strings.Contains(log, "will fire") || !strings.Contains(log, "fire orders given") {
			t.Fatalf("seed %d: the other side's log shows the fire order:\n%s", seed, log)
		}
		d.Keys("esc")
		for k := 0; k < 5; k++ {
			d.Keys("tab")
			if s := d.Screen(); strings.Contains(s, "will fire") {
				t.Fatalf("seed %d: a sheet shows the fire order:\n%s", seed, s)
			}
		}
		return
	}
	t.Skip("no seed gives a Fire Phase where both sides declare in turn")
}

// TestTightTurnCost: a tight turn costs the pilot's TTC (5.2: his die by
// Plt, +3; the example's Plt 6 rolls 5 and spends 8); the list said
// "(3+1D6+3)", three MP too many. With 10.3's set cost turns it is 5 or 7.
func TestTightTurnCost(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 2, false)
	s := sd.BattleOf(sess.State())
	b := newSilentDeathBoard(cfg).game
	b.last = s
	c := s.Craft(0)
	tight := sd.Tight{By: c.Side, Craft: sd.CraftID(c.Index), Facing: sd.FaceAfterRoll}
	if got, want := b.Item(tight), "(TTC "+c.Crew[0].TTC+" MP, then the facing)"; !strings.HasSuffix(got, want) {
		t.Errorf("the tight turn reads %q, want it to end %q", got, want)
	}
	if d := s.Describe(tight, c.Side); strings.Contains(d, "3 +") {
		t.Errorf("the tight turn is described %q", d)
	}
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	s = sd.BattleOf(tuitest.Hotseat(t, g, sc, engine.Options{sd.OptSetTurns: "on"}, 2).State())
	b.last = s
	for n, want := range map[int]string{2: "(5 MP if 1D10 < Plt)", 3: "(7 MP if 1D10 < Plt)"} {
		tight.Facing = int(c.Facing.Rotate(n))
		if got := b.Item(tight); !strings.HasSuffix(got, want) {
			t.Errorf("%d hexsides with set cost turns read %q, want %q", n, got, want)
		}
		sheet := sheetText(b, s, c.Side, c.Hex, tight, 40, 60)
		if strings.Contains(sheet, "TTC "+c.Crew[0].TTC+" is rolled") || !strings.Contains(sheet, "if 1D10 is under Plt") || !strings.Contains(sheet, "MP if made, else one hexside for 3 MP") {
			t.Errorf("the set cost turn is explained: %s", sheet)
		}
	}
}

// TestDuelShowsTheAttack: asked whether to answer an attack with a gunnery
// duel (10.8), the defender reads which attack it is beside the map; the
// log says only "fire orders given", so the screen named the craft to duel
// but not the weapon coming at which of his craft.
func TestDuelShowsTheAttack(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 20; seed++ {
		sess := tuitest.Hotseat(t, g, sc, engine.Options{sd.OptGunneryDuels: "on"}, seed)
		for k := 0; k < 5000 && !sess.State().Outcome().Over; k++ {
			st := sess.State()
			p := st.Phase().Actors[0]
			if st.Phase().Name == sd.PhaseDuel {
				view := st.View(p)
				s := sd.BattleOf(view)
				what, ok := s.DuelAttack()
				if !ok || !strings.Contains(what, " fires ") {
					t.Fatalf("the duel's attack: %q %v", what, ok)
				}
				b := newSilentDeathBoard(cfg).game
				b.last = s
				for _, in := range view.Legal(p) {
					if x, ok := in.(sd.Duel); ok {
						c := s.Craft(int(x.Craft))
						sheet := sheetText(b, view, p, c.Hex, x, 40, 60)
						if !strings.Contains(sheet, "answers: "+what) {
							t.Errorf("the duel does not say what it answers: %s", sheet)
						}
						return
					}
				}
			}
			in, err := sd.Scripted{}.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no gunnery duel to look at")
}

// TestTorpFlightOnScreen: a torp whose owner chooses its path (4.2) is
// shown at 80×24 with its target, range and MP left, its legal next hexes
// lit, and the keys: T takes a next hex from a list, C flies the rest.
func TestTorpFlightOnScreen(t *testing.T) {
	sess := torpFlightSession(t)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for d.Snap().Handoff {
		d.Keys("enter")
	}
	screen := d.Screen()
	for _, want := range []string{"Torp in flight (4.2)", "Blue's Pit Viper A, range", "MP left", "T picks one", "[T] Torp: next hex", "[C] Torp: cheapest path (", "MP, ending"} {
		if !strings.Contains(screen, want) {
			t.Fatalf("no %q on the screen:\n%s", want, screen)
		}
	}
	if strings.Count(screen, "•") < 2 {
		t.Errorf("the next hexes are not lit:\n%s", screen)
	}
	d.Keys("T", "enter")
	if screen = d.Screen(); !strings.Contains(screen, "torp #1") || !strings.Contains(screen, "MP,") {
		t.Fatalf("the step taken by hand is not in the log:\n%s", screen)
	}
	if sess.State().Phase().Name == sd.PhaseTorpFlight {
		d.Keys("C")
	}
	if screen = d.Screen(); !strings.Contains(screen, "flies from") {
		t.Fatalf("the flight's path is not in the log:\n%s", screen)
	}
}

// TestTorpFlightOneKeyFromTheStart: C flies the rest on its own key in the
// flight's first frame too. The action list is named before that frame is
// drawn, with the state of the move before it, which has no flight: the
// item then read "Red's Mk.10 torp #1: fly the rest of the way …", not
// after its group's label, and C opened a list of one line that needed a
// second C (found playing hotseat: a torp asked after the handoff, or after
// the other side's move in solo, opened the list; after a T step it did not).
func TestTorpFlightOneKeyFromTheStart(t *testing.T) {
	sess := torpFlightSession(t)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for d.Snap().Handoff {
		d.Keys("enter")
	}
	if sess.State().Phase().Name != sd.PhaseTorpFlight {
		t.Fatal("no torp waits")
	}
	d.Keys("C")
	if screen := d.Screen(); !strings.Contains(screen, "flies from") || strings.Contains(screen, "Torp: cheapest path:") {
		t.Fatalf("one C did not fly the torp:\n%s", screen)
	}
}

// torpFlightSession is a hotseat game played by the scripted opponent up
// to Red's torp waiting for its path (4.2).
func torpFlightSession(t *testing.T) *engine.Session {
	t.Helper()
	return torpFlightSessionOf(t, "", "[10, 22]", nil)
}

// torpFlightSessionOf is torpFlightSession with rules of the scenario
// ("rules: {...}" or nothing), Red's hex and the options.
func torpFlightSessionOf(t *testing.T, rules, red string, opts engine.Options) *engine.Session {
	t.Helper()
	sc, err := sd.Game{}.DecodeScenario([]byte(`game: silentdeath
name: torp-path
title: Torp path
map: {cols: 36, rows: 30}
turns: 5
victory: {kind: annihilate}
` + rules + `
sides:
  - {name: Red, color: red, craft: [{type: spirit-rider, id: A, hex: ` + red + `, facing: N, pilot: {plt: 6, gnr: 7}}]}
  - {name: Blue, color: blue, craft: [{type: pit-viper, id: A, hex: [17, 8], facing: N, pilot: {plt: 5, gnr: 5}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, sd.Game{}, sc, opts, 3)
	launchUntilFlight(t, sess, "c1", nil)
	return sess
}

// launchUntilFlight has Red's first craft launch a Mk.10 at target (a
// craft's reference, "c1") and plays on, each side as stay chooses or else
// as the scripted opponent, until Red's torp waits for its path (4.2).
func launchUntilFlight(t *testing.T, sess *engine.Session, target string, stay func(engine.State, engine.Player) engine.Intent) {
	t.Helper()
	var blue sd.Target
	if err := blue.UnmarshalText([]byte(target)); err != nil {
		t.Fatal(err)
	}
	for _, in := range []engine.Intent{sd.Torp{By: 0, Craft: 0, Target: blue, Mark: sd.Mk10}, sd.Declared{By: 0}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	for k := 0; sess.State().Phase().Name != sd.PhaseTorpFlight; k++ {
		if k > 100 || sess.State().Outcome().Over {
			t.Fatal("no torp flight waited for its owner")
		}
		p := sess.State().Phase().Actors[0]
		var in engine.Intent
		if stay != nil {
			in = stay(sess.State(), p)
		}
		if in == nil {
			var err error
			if in, err = (sd.Scripted{}).Choose(sess.State().View(p), p); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOtherSidesLaunchesInTheLog: a side whose last torp declared closes
// the launch round (nothing is left for it to declare) reveals every launch
// in that same record, which the other side's log leaves out as a secret
// declaration; the launches themselves are public and stay in (found playing
// the patrol solo at 200x60: the scripted side's two torps at the player's
// Thunder Bird, and the player's own launches, were never in the log).
func TestOtherSidesLaunchesInTheLog(t *testing.T) {
	sc, err := sd.Game{}.DecodeScenario([]byte(`game: silentdeath
name: launches
title: Launches
map: {cols: 36, rows: 30}
turns: 5
victory: {kind: annihilate}
sides:
  - {name: Red, color: red, craft: [{type: spirit-rider, id: A, hex: [10, 22], facing: N, pilot: {plt: 6, gnr: 7}}]}
  - {name: Blue, color: blue, craft: [{type: spirit-rider, id: A, hex: [17, 8], facing: S, pilot: {plt: 5, gnr: 5}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, sd.Game{}, sc, nil, 3)
	if _, err := sess.Apply(sd.Declared{By: 0}); err != nil {
		t.Fatal(err)
	}
	for k := 0; sess.State().Phase().Name == sd.PhaseTorpLaunch; k++ {
		var torp engine.Intent
		for _, in := range sess.State().Legal(1) {
			if _, ok := in.(sd.Torp); ok {
				torp = in
				break
			}
		}
		if torp == nil || k > 10 {
			t.Fatalf("Blue cannot launch all its torps: %v", sess.State().Legal(1))
		}
		if _, err := sess.Apply(torp); err != nil {
			t.Fatal(err)
		}
	}
	if p := sess.State().Phase(); len(p.Actors) != 1 || p.Actors[0] != 0 {
		t.Fatalf("Red does not act after the launches: %+v", p)
	}
	d := tuitest.Game(t, cfg, sess, 200, 60)
	for d.Snap().Handoff {
		d.Keys("enter")
	}
	screen := d.Screen()
	if !strings.Contains(screen, "Blue's Spirit Rider A launches Mk.") {
		t.Fatalf("Red's log does not say Blue launched:\n%s", screen)
	}
	if strings.Contains(screen, "will launch") {
		t.Fatalf("Red's log shows Blue's secret declaration:\n%s", screen)
	}
}

// TestTorpFlightPanelForAnotherViewer: the flight panel offers T and C only
// to the torp's owner; a replay (no viewer), or the other side while the
// scripted owner chooses, reads who chooses instead of keys that are not
// theirs (the replay's panel said "T picks one, C flies the rest").
func TestTorpFlightPanelForAnotherViewer(t *testing.T) {
	sess := torpFlightSession(t)
	st := sess.State()
	fc, ok := sd.BattleOf(st).Flight()
	if !ok {
		t.Fatal("no torp waits")
	}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	for _, c := range []struct {
		me        engine.Player
		want, not string
	}{{0, "T picks one", "chooses the path"}, {engine.NoPlayer, "Red chooses the path", "T picks one"}} {
		panel := strings.Join(g.Sheet(st.View(c.me), c.me, fc.Pos, nil, 200, 30), "\n")
		if !strings.Contains(panel, c.want) || strings.Contains(panel, c.not) {
			t.Errorf("viewer %d: want %q, not %q:\n%s", c.me, c.want, c.not, panel)
		}
	}
}

// TestTorpFlightWarnsOfTheMines: under rules 8 the torp's owner chooses whether its path crosses it: a
// next hex in the mines says so in the list and beside the map, the panel
// says whether the cheapest path goes through them, and once the path has
// spent MP there, that the mines will attack after the flight (before, no
// word of the mines until the attack was rolled).
func TestTorpFlightWarnsOfTheMines(t *testing.T) {
	sess := torpFlightSessionOf(t, "rules: {minefield: [D, E, F, G]}", "[12, 22]", nil)
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	sawStep, sawCheapest, sawPath := false, false, false
	for k := 0; k < 20; k++ {
		st := sess.State()
		s := sd.BattleOf(st)
		fc, ok := s.Flight()
		if !ok {
			break
		}
		g.last = s
		next := fc.Steps[0]
		for _, step := range fc.Steps {
			item := g.Item(step.Intent)
			if s.Mined(step.To) != strings.Contains(item, "into the minefield") {
				t.Errorf("step %s (mined %v) reads %q", sd.HexLabel(step.To), s.Mined(step.To), item)
			}
			if s.Mined(step.To) {
				next, sawStep = step, true
			}
		}
		panel := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(st, 0, fc.Pos, next.Intent, 60, 40), " "))), " ")
		mined := s.Mined(fc.Pos)
		for _, h := range fc.Cheapest {
			mined = mined || s.Mined(h)
		}
		if mined != strings.Contains(panel, "through the minefield") {
			t.Errorf("at %s the cheapest path's mines (%v) are not said: %s", sd.HexLabel(fc.Pos), mined, panel)
		}
		sawCheapest = sawCheapest || mined
		spent := false
		for _, h := range fc.Path {
			spent = spent || (s.Mined(h) && len(fc.Path) > 1)
		}
		if spent != strings.Contains(panel, "The path so far spent MP in the minefield: 3D8 read All after the flight (11.2)") {
			t.Errorf("at %s the path's MP in the mines (%v) are not said: %s", sd.HexLabel(fc.Pos), spent, panel)
		}
		sawPath = sawPath || spent
		if s.Mined(next.To) && !strings.Contains(panel, "into the minefield") {
			t.Errorf("the hovered step into the mines is not said beside the map: %s", panel)
		}
		if _, err := sess.Apply(next.Intent); err != nil {
			t.Fatal(err)
		}
	}
	if !sawStep || !sawCheapest || !sawPath {
		t.Errorf("the flight never met the mines: a step %v, the cheapest path %v, the path flown %v", sawStep, sawCheapest, sawPath)
	}
}

// TestTorpFlightCountsHexesLit: with 10.6's maneuverable torps (turns
// free) a next hex may be entered by several steps, one a facing; the panel
// counted the steps as hexes ("6 next hexes lit" over two hexes lit).
func TestTorpFlightCountsHexesLit(t *testing.T) {
	sess := torpFlightSessionOf(t, "", "[10, 22]", engine.Options{"torp_maneuver": "on", "sideslips": "on"})
	st := sess.State()
	fc, ok := sd.BattleOf(st).Flight()
	if !ok {
		t.Fatal("no torp waits")
	}
	lit := map[hex.Hex]bool{}
	for _, step := range fc.Steps {
		lit[step.To] = true
	}
	if len(lit) == len(fc.Steps) {
		t.Fatalf("no hex entered two ways: %+v", fc.Steps)
	}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	panel := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(st, 0, fc.Pos, nil, 60, 40), " "))), " ")
	want := strconv.Itoa(len(lit)) + " next hexes lit (" + strconv.Itoa(len(fc.Steps)) + " ways, by facing): T picks one"
	if !strings.Contains(panel, want) {
		t.Errorf("no %q: %s", want, panel)
	}
}

// TestFirstFrameIsCompact: at 80×24 the 100-point engagement opens on the
// compact drawing, each craft by its id and facing ("SA↘"), with markers
// at the window's edge pointing to Blue's craft across the map ("saa◢"), where the
// overview drew a letter a block of hexes and no facing; 0 still gives the
// whole map, and at 200×60 it stays detailed.
func TestFirstFrameIsCompact(t *testing.T) {
	sess := sdSession(t, "engagement-100", 7, true)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	zoom := func() render.Zoom { return d.Snap().Board.(*sdBoard).Zoom() }
	if z := zoom(); z != render.Compact {
		t.Fatalf("the first frame's zoom is %v, want compact:\n%s", z, d.Screen())
	}
	s := d.Screen()
	for _, want := range []string{"SA↘", "TA↘", "saa◢"} {
		if !strings.Contains(s, want) {
			t.Errorf("the first frame lacks %q:\n%s", want, s)
		}
	}
	d.Keys("0")
	if z := zoom(); z != render.Overview {
		t.Errorf("0 gives %v, want the overview", z)
	}
	// At 200×60 the compact drawing holds the whole map: no markers.
	big := tuitest.Game(t, cfg, sdSession(t, "engagement-100", 7, true), 200, 60)
	if s := big.Screen(); big.Snap().Board.(*sdBoard).Zoom() != render.Compact || strings.Contains(s, "◢") || !strings.Contains(s, "↖sa") {
		t.Errorf("at 200×60 the whole map is not drawn compact:\n%s", s)
	}
}

// TestTorpsToFlyCounted: in the Movement Phase the panel counts the torps
// still to fly this turn (4.2, 5.2), and whose they are: Red's two
// launches read "2 torps to fly this turn (all yours)" under the craft's
// display before the first flies (where room is left: at 200×60), and the first's flight panel
// "Then 1 more torp to fly this turn (yours)"; the second's has none after
// it (before, the panel said nothing of the torp still to come after a C).
func TestTorpsToFlyCounted(t *testing.T) {
	sess := sdSession(t, "engagement-100", 7, false)
	var blueSA sd.Target
	if err := blueSA.UnmarshalText([]byte("c2")); err != nil {
		t.Fatal(err)
	}
	for _, in := range []engine.Intent{
		sd.Torp{By: 0, Craft: 0, Target: blueSA, Mark: sd.Mk10},
		sd.Torp{By: 0, Craft: 1, Target: blueSA, Mark: sd.Mk10},
		sd.Declared{By: 0}, sd.Declared{By: 1},
	} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatalf("%v: %v", in, err)
		}
	}
	if ph := sess.State().Phase().Name; ph != sd.PhaseInitiative {
		t.Fatalf("after the launches: %q", ph)
	}
	big := tuitest.Game(t, cfg, sess, 200, 60)
	for big.Snap().Handoff {
		big.Keys("enter")
	}
	if s := big.Screen(); !strings.Contains(s, "2 torps to fly this turn (all yours), each after") {
		t.Errorf("the craft's panel does not count the torps to fly:\n%s", big.Screen())
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	// The panel as drawn beside the map, its lines run together.
	panel := func() string {
		for d.Snap().Handoff {
			d.Keys("enter")
		}
		var right []string
		for _, line := range strings.Split(d.Screen(), "\n")[1:15] {
			if r := []rune(line); len(r) > 50 {
				right = append(right, string(r[50:]))
			}
		}
		return strings.Join(strings.Fields(strings.Join(right, " ")), " ")
	}
	for k := 0; sess.State().Phase().Name != sd.PhaseTorpFlight; k++ {
		if k > 60 {
			t.Fatal("no torp waits for its path")
		}
		playScripted(t, d)
	}
	if s := panel(); !strings.Contains(s, "Then 1 more torp to fly this turn (yours)") {
		t.Errorf("the first flight does not count the torp after it: %s\n%s", s, d.Screen())
	}
	d.Keys("C")
	if sess.State().Phase().Name != sd.PhaseTorpFlight {
		t.Fatal("the second torp does not wait for its path")
	}
	if s := panel(); strings.Contains(s, "more torp") || !strings.Contains(s, "Torp in flight") {
		t.Errorf("the last flight counts torps after it: %s\n%s", s, d.Screen())
	}
}

// TestTorpStepShowsWhereItLeads: a hovered T step shows where the steps
// that leave no choice take the torp after it (4.2: a step that is the
// only one is taken at once): the map lights them and the panel names the
// hex and whether the flight ends there. Every step of a flight is checked
// against the path the game then flies (before, only the step's own hex
// was lit and a T could carry the torp hexes further than it showed).
func TestTorpStepShowsWhereItLeads(t *testing.T) {
	// The step is asked of the viewer's view, as the board has it.
	for _, opts := range []engine.Options{nil, {"torp_maneuver": "on", "sideslips": "on"}} {
		sess := torpFlightSessionOf(t, "", "[10, 22]", opts)
		g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
		sawForced, sawEnd := false, false
		for k := 0; k < 30; k++ {
			st := sess.State()
			s := sd.BattleOf(st)
			fc, ok := s.Flight()
			if !ok {
				break
			}
			g.last = s
			for _, step := range fc.Steps {
				view := sd.BattleOf(st.View(0))
				f, _ := view.StepLeads(step.Intent)
				next, events, err := st.Apply(step.Intent)
				if err != nil {
					t.Fatal(err)
				}
				// What the game flew: the flight still waiting, or its
				// closing event.
				var flown []hex.Hex
				ends := true
				if nfc, ok := sd.BattleOf(next).Flight(); ok && nfc.Torp == fc.Torp {
					flown, ends = nfc.Path, false
				}
				for _, e := range events {
					// Each step's event has the step's trail; the flight's
					// last event the whole path.
					if ends && e.Trail != nil && e.Trail.Unit == fc.Torp.String() {
						flown = flown[:0]
						for _, p := range e.Trail.Path {
							flown = append(flown, hex.Hex{Q: p.X, R: p.Y})
						}
					}
				}
				if len(flown) < len(fc.Path)+1 {
					t.Fatalf("step %v from %v: flown %v, events %+v", step.Intent, fc.Path, flown, events)
				}
				want := flown[len(fc.Path)+1:]
				if !reflect.DeepEqual(append([]hex.Hex{}, f.Path...), append([]hex.Hex{}, want...)) || f.Ends != ends {
					t.Fatalf("step %v: shown %v (ends %v), flown %v (ends %v)", step.Intent, f.Path, f.Ends, want, ends)
				}
				panel := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(st, 0, fc.Pos, step.Intent, 60, 40), " "))), " ")
				if len(want) > 0 {
					sawForced = true
					if !strings.Contains(panel, "then on by itself to "+sd.HexLabel(want[len(want)-1])) {
						t.Errorf("step %v: the panel does not say where it leads (%v): %s", step.Intent, want, panel)
					}
					v := g.MapView(st, 0, step.Intent)
					for _, h := range want {
						if v.Cells[h].Highlight&render.LineOfSight == 0 {
							t.Errorf("step %v: the forced hex %s is not lit", step.Intent, sd.HexLabel(h))
						}
					}
				}
				if ends {
					sawEnd = true
					if !strings.Contains(panel, "into the target's hex") && !strings.Contains(panel, "where the flight ends") {
						t.Errorf("step %v ends the flight, the panel does not say so: %s", step.Intent, panel)
					}
				}
			}
			if _, err := sess.Apply(fc.Steps[len(fc.Steps)-1].Intent); err != nil {
				t.Fatal(err)
			}
		}
		if !sawForced || !sawEnd {
			t.Errorf("options %v: no step led on by itself (%v) or ended the flight (%v)", opts, sawForced, sawEnd)
		}
	}
}

// TestTorpNextHexUnderACraftNamed: a torp's next hex with a craft in it is
// drawn as the craft at the compact zoom and in the overview, not as the
// lit mark; the flight panel names it ("[10,21] under Red's Pit Viper B").
func TestTorpNextHexUnderACraftNamed(t *testing.T) {
	sc, err := sd.Game{}.DecodeScenario([]byte(`game: silentdeath
name: torp-under
title: Torp under a craft
map: {cols: 36, rows: 30}
turns: 5
victory: {kind: annihilate}
sides:
  - {name: Red, color: red, craft: [{type: spirit-rider, id: A, hex: [10, 22], facing: N, pilot: {plt: 6, gnr: 7}}, {type: pit-viper, id: B, hex: [10, 21], facing: N, pilot: {plt: 6, gnr: 7}}]}
  - {name: Blue, color: blue, craft: [{type: pit-viper, id: A, hex: [10, 4], facing: N, pilot: {plt: 5, gnr: 5}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, sd.Game{}, sc, nil, 3)
	// Red's craft stay where they are, so that the torp starts under the
	// Spirit Rider with the Pit Viper ahead.
	launchUntilFlight(t, sess, "c2", func(st engine.State, p engine.Player) engine.Intent {
		var in engine.Intent
		for _, l := range st.Legal(p) {
			if _, stop := l.(sd.Stop); stop && p == 0 {
				in = l
			}
		}
		return in
	})
	st := sess.State()
	s := sd.BattleOf(st)
	fc, _ := s.Flight()
	under := ""
	for _, step := range fc.Steps {
		for _, c := range s.Crafts() {
			if c.InPlay && c.Hex == step.To {
				under = sd.HexLabel(step.To) + " under Red's " + c.Label
			}
		}
	}
	if under == "" {
		t.Fatalf("no next hex of the torp at %s holds a craft: %+v", sd.HexLabel(fc.Pos), fc.Steps)
	}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	panel := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(st, 0, fc.Pos, nil, 60, 40), " "))), " ")
	if !strings.Contains(panel, under) {
		t.Errorf("the panel does not name %q: %s", under, panel)
	}
}

// TestTorpsUnderACraftNamed: torps in a craft's hex are drawn as the craft
// at every zoom (a launch leaves them in the launcher's hex until they
// fly: Blue's four Mk.10s under its Salamander were nowhere on the map);
// the craft's display says so near its top, where it shows at 80×24 too.
func TestTorpsUnderACraftNamed(t *testing.T) {
	sess := sdSession(t, "engagement-100", 7, false)
	var blueSA sd.Target
	if err := blueSA.UnmarshalText([]byte("c2")); err != nil {
		t.Fatal(err)
	}
	for _, in := range []engine.Intent{
		sd.Torp{By: 0, Craft: 0, Target: blueSA, Mark: sd.Mk10},
		sd.Torp{By: 0, Craft: 0, Target: blueSA, Mark: sd.Mk20},
		sd.Declared{By: 0}, sd.Declared{By: 1},
	} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatalf("%v: %v", in, err)
		}
	}
	st := sess.State()
	s := sd.BattleOf(st)
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	panel := tuitest.Plain(strings.Join(g.Sheet(st, 0, s.Crafts()[0].Hex, nil, 30, 14), "\n"))
	if want := "2 torps in the hex: Red's\n  Mk.10 #1 Red's Mk.20 #2"; !strings.Contains(panel, want) {
		t.Errorf("no %q in the launcher's display:\n%s", want, panel)
	}
	if panel := strings.Join(g.Sheet(st, 0, s.Crafts()[1].Hex, nil, 30, 14), "\n"); strings.Contains(panel, "in the hex") {
		t.Errorf("a craft without torps in its hex names some:\n%s", panel)
	}
}

// TestSharedIDsTellTheSidesApart: both sides of the 100-point engagement
// field a Salamander A and a Thunder Bird A; without colour the map drew
// both as "SA↘"/"SAA". One rule (sdTellApart) for the map and g: Blue's
// ids are in small letters on the map (and so in its markers, the unit
// list and the action list), g names a craft by its side, and g takes an
// id in the case the map writes it — it took "saa" for Red's "SAA", so
// Blue's craft could not be reached by the id the map showed.
func TestSharedIDsTellTheSidesApart(t *testing.T) {
	sess := sdSession(t, "engagement-100", 7, false)
	st := sess.State()
	s := sd.BattleOf(st)
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	v := g.MapView(st, 0, nil)
	for _, c := range s.Crafts() {
		want := c.Abbrev
		if c.Side == 1 {
			want = strings.ToLower(c.Abbrev)
		}
		if got := v.Cells[c.Hex].Text; got != want {
			t.Errorf("%s's %s is drawn %q, want %q", s.Name(c.Side), c.Label, got, want)
		}
		if name := g.UnitName(st, 0, c.Hex); name != sd.Possessive(s.Name(c.Side))+" "+c.Label {
			t.Errorf("g names %s's %s %q", s.Name(c.Side), c.Label, name)
		}
	}
	// g by the map's id, in its case: each goes to its own side's craft.
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	for _, c := range s.Crafts() {
		if !c.InPlay {
			continue
		}
		id := v.Cells[c.Hex].Text
		d.Keys(append(append([]string{"g"}, strings.Split(id, "")...), "enter")...)
		want := sd.Possessive(s.Name(c.Side)) + " " + c.Label
		if screen := d.Screen(); !strings.Contains(screen, c.Label+" "+s.Name(c.Side)) {
			t.Errorf("g %s did not go to %s:\n%s", id, want, screen)
		}
		d.Keys("esc")
	}
	// The action list writes a craft by the map's id (Blue's lock-ons and
	// torps, on a session played on to them).
	named := 0
	later := sdSession(t, "engagement-100", 7, false)
	for k := 0; k < 400 && named == 0; k++ {
		ls := sd.BattleOf(later.State())
		for _, in := range ls.Legal(1) {
			i, ok := sdCraft(ls, in)
			if !ok || ls.Crafts()[i].Side != 1 {
				continue
			}
			switch in.(type) {
			case sd.LockOn, sd.Torp:
			default:
				continue
			}
			named++
			g.last = ls
			if label := g.Item(in); !strings.HasPrefix(label, strings.ToLower(ls.Crafts()[i].Abbrev)) {
				t.Errorf("the action list writes Blue's %s other than the map: %q", ls.Crafts()[i].Label, label)
			}
		}
		p := later.State().Phase().Actors[0]
		in, err := sd.Scripted{}.Choose(later.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := later.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if named == 0 {
		t.Error("no action of Blue's craft to read")
	}
	// Where no id is shared, the ids and names stay as they were.
	one := sdSession(t, "intro-patrol", 1, false)
	os := sd.BattleOf(one.State())
	ov := g.MapView(one.State(), 0, nil)
	for _, c := range os.Crafts() {
		if got := ov.Cells[c.Hex].Text; got != c.Abbrev {
			t.Errorf("%s is drawn %q, want %q", c.Label, got, c.Abbrev)
		}
		if name := g.UnitName(one.State(), 0, c.Hex); name != c.Label {
			t.Errorf("g names %s %q", c.Label, name)
		}
	}
}

// TestTightTurnFacingByKeys: 5.2 has the pilot choose his facing once the
// TTC is rolled and paid. Through the keys: t makes the tight turn (the
// roll is logged with the MP left), then O lists the three facings two or
// three hexsides round and nothing else is offered; the one chosen is
// made, and the craft faces it.
func TestTightTurnFacingByKeys(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 2, false)
	toMovement(t, sess)
	d := tuitest.Game(t, cfg, sess, 120, 40)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	p := sess.State().Phase().Actors[0]
	var tight engine.Intent
	for _, in := range sess.State().Legal(p) {
		if x, ok := in.(sd.Tight); ok {
			tight = x
			break
		}
	}
	if tight == nil {
		t.Fatalf("no tight turn offered: %v", sess.State().Legal(p))
	}
	id, _ := sd.IntentCraft(tight)
	choose(t, d, tight)
	s := sd.BattleOf(sess.State())
	if s.Craft(int(id)).Moved {
		t.Skip("the TTC rolled was more than the MP left; seed 2 should not do that")
	}
	legal := sess.State().Legal(p)
	if len(legal) != 3 {
		t.Fatalf("after the roll, %v offered; want the three facings", legal)
	}
	from := s.Craft(int(id)).Facing
	want := legal[2].(sd.Face)
	if !strings.Contains(d.Screen(), "[O] Face") {
		t.Fatalf("no key for the facing:\n%s", d.Screen())
	}
	choose(t, d, want)
	c := sd.BattleOf(sess.State()).Craft(int(id))
	if int(c.Facing) != want.Facing || c.Facing == from {
		t.Fatalf("faces %v, chose %v (from %v)", c.Facing, hex.Direction(want.Facing), from)
	}
}

// TestDamageControlByKeys: with 10.12 on, a hotseat game reaches the end of
// a turn in which a damaged craft stayed quiet; the keyboard is handed to
// the side asked (the other side made the last choice), which answers with
// the keys: W waits (no roll), V attempts (1D10 rolled at once, in the log).
func TestDamageControlByKeys(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	opts := engine.Options{sd.OptDamageCtrl: "on"}
	// The first seed whose scripted game brings the question to the side
	// that did not make the choice before it.
	var sess *engine.Session
	var last engine.Intent
	for seed := uint64(1); seed <= 60 && last == nil; seed++ {
		sess = tuitest.Hotseat(t, g, sc, opts, seed)
		for n := 0; n < 4000 && !sess.State().Outcome().Over; n++ {
			st := sess.State()
			p := st.Phase().Actors[0]
			in, err := sd.Scripted{}.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := st.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			if ph := next.Phase(); ph.Name == sd.PhaseRepair && ph.Actors[0] != p {
				last = in
				break
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	if last == nil {
		t.Fatal("no seed brings 10.12's question to the other side")
	}
	d := tuitest.Game(t, cfg, sess, 120, 40)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	choose(t, d, last)
	asked := sess.State().Phase().Actors[0]
	// The keyboard passes to the side asked: through the handoff screen
	// where the sides' views differ, else with the status line saying so.
	if snap := d.Snap(); snap.Handoff {
		d.Keys("enter")
	} else if !strings.Contains(snap.Status, "to act: your turn at the keyboard") {
		t.Fatalf("the keyboard passes to side %d unannounced: %q", asked, snap.Status)
	}
	if snap := d.Snap(); snap.Handoff || snap.Viewer != asked {
		t.Fatalf("the screen shows viewer %d, %d is asked", snap.Viewer, asked)
	}
	scr := d.Screen()
	if !strings.Contains(scr, "[V] Damage control") || !strings.Contains(scr, "[W] Wait: no damage control") {
		t.Fatalf("no keys for the question:\n%s", scr)
	}
	legal := sess.State().Legal(asked)
	wait, ok := legal[len(legal)-1].(sd.NoRepair)
	if !ok {
		t.Fatalf("offered %v", legal)
	}
	before := sd.BattleOf(sess.State()).Craft(int(wait.Craft)).Hits
	choose(t, d, wait)
	s := sd.BattleOf(sess.State())
	if s.Craft(int(wait.Craft)).Hits != before || !strings.Contains(d.Screen(), "does not attempt damage control") {
		t.Fatalf("after W: %d boxes (was %d)\n%s", s.Craft(int(wait.Craft)).Hits, before, d.Screen())
	}
	// Play on to the next question and attempt by V.
	for n := 0; n < 4000 && !sess.State().Outcome().Over && sess.State().Phase().Name != sd.PhaseRepair; n++ {
		playScripted(t, d)
	}
	if sess.State().Phase().Name != sd.PhaseRepair {
		t.Fatal("the game ended before another question")
	}
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	p := sess.State().Phase().Actors[0]
	try := sess.State().Legal(p)[0].(sd.Repair)
	choose(t, d, try)
	if !strings.Contains(d.Screen(), "damage control: 1d10") {
		t.Fatalf("after V, no roll in the log:\n%s", d.Screen())
	}
}

// TestTightTurnPreviewSaysTheFacingOnce: under the cursor, a tight turn
// (5.2: the TTC rolled and paid, then the facing chosen) is previewed
// beside the map. The move's description says the facing comes once it
// is paid; the screen added "is rolled, then you choose the facing", so at
// 80×24 (a sheet 30 wide) the preview said it twice and pushed the MP
// warning down the damage track. Said once, the whole preview fits, and
// the Turn page of the help names the key of the facing (O).
func TestTightTurnPreviewSaysTheFacingOnce(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 2, false)
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	view := sess.State().View(p)
	s := sd.BattleOf(view)
	var tight sd.Tight
	found := false
	for _, in := range view.Legal(p) {
		if x, ok := in.(sd.Tight); ok && x.Facing == sd.FaceAfterRoll {
			tight, found = x, true
			break
		}
	}
	if !found {
		t.Fatalf("no tight turn offered: %v", view.Legal(p))
	}
	c := s.Craft(int(tight.Craft))
	b := newSilentDeathBoard(cfg).game
	b.last = s
	const w, h = 30, 17 // the sheet beside the map at 80×24
	lines := b.Sheet(view, p, c.Hex, tight, w, h)
	sheet := strings.Join(strings.Fields(tuitest.Plain(strings.Join(lines, " "))), " ")
	if n := strings.Count(sheet, "choose") + strings.Count(sheet, "chosen"); n != 1 {
		t.Errorf("the preview names the choice of the facing %d times, want once:\n%s", n, strings.Join(lines, "\n"))
	}
	for _, want := range []string{"TTC " + c.Crew[0].TTC, "MP left ends the move"} {
		if !strings.Contains(sheet, want) {
			t.Errorf("the preview at %d×%d lacks %q:\n%s", w, h, want, strings.Join(lines, "\n"))
		}
	}
	turn := strings.Join(strings.Fields(pageOf(t, help(view, p, tight), "Turn")), " ")
	if !strings.Contains(turn, "tight turn t") || !strings.Contains(turn, "O chooses the facing") {
		t.Errorf("the Turn page does not say which key faces the craft after a tight turn:\n%s", turn)
	}
}

// TestRule_10_4_SecondSlipRefusedWithItsRule: y right after a sideslip
// says why (10.4: never two in a row); before, it said only "not possible
// now, in the Movement phase", the phase the player was in.
func TestRule_10_4_SecondSlipRefusedWithItsRule(t *testing.T) {
	sess := sdSessionWith(t, "intro-patrol", 2, engine.Options{sd.OptSideslips: "on"})
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	b := newSilentDeathBoard(cfg)
	if w := b.WhyNot(sess.State().View(p), p, sd.KindSlip); w != "" {
		t.Errorf("before any slip, a refusal: %q", w)
	}
	slip, ok := firstOf[sd.Slip](sess.State().View(p), p)
	if !ok {
		t.Fatal("no sideslip to make")
	}
	if _, err := sess.Apply(slip); err != nil {
		t.Fatal(err)
	}
	view := sess.State().View(p)
	if in, ok := firstOf[sd.Slip](view, p); ok {
		t.Fatalf("a second sideslip in a row is offered: %v", in)
	}
	if w := b.WhyNot(view, p, sd.KindSlip); !strings.Contains(w, "two sideslips") || !strings.Contains(w, "10.4") {
		t.Errorf("the second slip's refusal does not give the rule: %q", w)
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	d.Keys("y")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "two sideslips") {
		t.Errorf("y on the screen does not say why:\n%s", d.Screen())
	}
}

// TestRule_4_1_LockOnNamesTheLauncher: a craft of several missile
// launchers (the Epping's three gunners each man one) names the launcher
// in each lock-on line, so that no two lines read alike; before, two
// launchers in arc of one target gave two lines "EPA → Thunder Bird A,
// range 5", and nothing told them apart.
func TestRule_4_1_LockOnNamesTheLauncher(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		if lockOnsNameTheLauncher(t, seed) {
			return
		}
	}
	t.Fatal("no lock-on phase in which two launchers of a craft could lock on one target")
}

// lockOnsNameTheLauncher plays the gunboat scenario by the scripted
// opponent to a lock-on phase in which two launchers of a craft may lock
// on one target, and checks its lines there; false if there was none.
func lockOnsNameTheLauncher(t *testing.T, seed uint64) bool {
	sess := sdSession(t, "intro-gunboat", seed, false)
	b := newSilentDeathBoard(cfg).game
	for k := 0; k < 5000; k++ {
		st := sess.State()
		if st.Outcome().Over {
			break
		}
		p := st.Phase().Actors[0]
		view := st.View(p)
		if st.Phase().Name == sd.PhaseLaunch {
			b.last = sd.BattleOf(view)
			seen := map[string]sd.LockOn{}
			mounts := map[sd.Target]map[int]bool{}
			for _, in := range view.Legal(p) {
				x, ok := in.(sd.LockOn)
				if !ok {
					continue
				}
				if mounts[x.Target] == nil {
					mounts[x.Target] = map[int]bool{}
				}
				mounts[x.Target][x.Mount] = true
				item := b.Item(x)
				if y, dup := seen[item]; dup {
					t.Fatalf("two lock-ons read %q: %+v and %+v", item, y, x)
				}
				seen[item] = x
			}
			for _, ms := range mounts {
				if len(ms) > 1 {
					for item := range seen {
						if !strings.Contains(item, "Missiles") {
							t.Errorf("a lock-on of a craft of several launchers does not name its launcher: %q", item)
						}
					}
					return true
				}
			}
		}
		in, err := sd.Scripted{}.Choose(view, p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// TestGunboatDisplayWholeOrMarked: the Epping's display (four crew, seven
// mounts) is whole in the unit list's panel at 80×24, its mounts two a
// line, and the narrow panel beside the map says how many lines it cut
// and where they are. Before, both ended at gunner B's Pulse Laser, as if
// that were all: gunner C's weapons were on no screen at 80×24.
func TestGunboatDisplayWholeOrMarked(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	view := sess.State().View(0)
	s := sd.BattleOf(view)
	b := newSilentDeathBoard(cfg).game
	b.last = s
	var ep sd.CraftView
	for _, c := range s.Crafts() {
		if c.Type.Key == "epping" {
			ep = c
		}
	}
	if ep.Type.Key == "" {
		t.Fatal("no Epping")
	}
	wide := tuitest.Plain(strings.Join(b.Sheet(view, 0, ep.Hex, nil, 80, 12), "\n"))
	for _, want := range []string{"P Meld Laser", "A Missiles", "B Missiles", "C Pulse Laser", "C Missiles", "Gunners A"} {
		if !strings.Contains(wide, want) {
			t.Errorf("the display 80 wide and 12 high lacks %q:\n%s", want, wide)
		}
	}
	if strings.Contains(wide, "more lines") {
		t.Errorf("the whole display is marked as cut:\n%s", wide)
	}
	narrow := b.Sheet(view, 0, ep.Hex, nil, 30, 14)
	if len(narrow) > 14 {
		t.Fatalf("%d lines in a panel of 14", len(narrow))
	}
	if last := tuitest.Plain(narrow[len(narrow)-1]); !strings.Contains(last, "more lines: U, enter") {
		t.Errorf("the cut display does not say so: its last line is %q", last)
	}
}

// TestFirstGameDisplayHasNoTightTurnCost: Your First Game has no tight
// turn (a turn is one hexside for 3 MP), so its displays name no Tight
// Turn Cost; the Standard Game's do.
func TestFirstGameDisplayHasNoTightTurnCost(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		ttc      bool
	}{{"first-game", false}, {"intro-patrol", true}} {
		sess := sdSession(t, tc.scenario, 1, false)
		view := sess.State().View(0)
		s := sd.BattleOf(view)
		b := newSilentDeathBoard(cfg).game
		b.last = s
		c := s.Crafts()[0]
		for _, w := range []int{30, 80} {
			sheet := tuitest.Plain(strings.Join(b.Sheet(view, 0, c.Hex, nil, w, 40), "\n"))
			if got := strings.Contains(sheet, "TTC"); got != tc.ttc || !strings.Contains(sheet, "ADB") {
				t.Errorf("%s, %d wide: TTC shown %v, want %v:\n%s", tc.scenario, w, got, tc.ttc, sheet)
			}
		}
	}
}

// TestRule_5_1_HoldRefusedWithItsRule: b when the side may not hold a
// craft back says why (5.1: the winner holds back its last craft, when it
// is the only one left); before, "not possible now, in the Movement
// phase", the phase the player was in.
func TestRule_5_1_HoldRefusedWithItsRule(t *testing.T) {
	sess := sdSession(t, "intro-patrol", 3, false)
	toMovement(t, sess)
	st := sess.State()
	b := newSilentDeathBoard(cfg)
	// The side to move first lost the roll; the shell answers the other
	// side's keys itself (not its turn).
	for _, p := range st.Phase().Actors {
		view := st.View(p)
		if in, ok := firstOf[sd.Hold](view, p); ok {
			t.Fatalf("a hold is offered at the start of the moves: %v", in)
		}
		if w := b.WhyNot(view, p, sd.KindHold); !strings.Contains(w, "5.1") {
			t.Errorf("%s: the refusal of a hold does not give the rule: %q", st.(*sd.State).Name(p), w)
		}
	}
}

// TestRule_10_2_FullStopAfterAStepRefusedWithItsRule: S once the craft has
// moved says why (10.2: a Full Stop is for a craft that neither moves nor
// turns); before, "not possible now, in the Movement phase".
func TestRule_10_2_FullStopAfterAStepRefusedWithItsRule(t *testing.T) {
	sess := sdSessionWith(t, "intro-patrol", 2, engine.Options{sd.OptDrift: "on"})
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	step, ok := firstOf[sd.Forward](sess.State().View(p), p)
	if !ok {
		t.Fatal("no step forward to make")
	}
	if _, err := sess.Apply(step); err != nil {
		t.Fatal(err)
	}
	view := sess.State().View(p)
	if in, ok := firstOf[sd.FullStop](view, p); ok {
		t.Fatalf("a Full Stop is offered after a step: %v", in)
	}
	if w := newSilentDeathBoard(cfg).WhyNot(view, p, sd.KindFullStop); !strings.Contains(w, "10.2") {
		t.Errorf("the Full Stop's refusal does not give the rule: %q", w)
	}
}

// firstOf is the first intent of type I that p may make in view, and
// whether there is one.
func firstOf[I engine.Intent](view engine.State, p engine.Player) (I, bool) {
	for _, in := range view.Legal(p) {
		if x, ok := in.(I); ok {
			return x, true
		}
	}
	var none I
	return none, false
}

// TestGunboatWholeSheetScrollsRatherThanCuts: the unit list's display (U,
// enter) is laid out as Sheet lays it out where it fits (the Epping's
// mounts two a line at 80×12), and where even that does not fit it is the
// whole display, which the map board scrolls (tui.WholeSheet): at 80×6 it
// was cut with "… N more lines (a taller terminal shows them)".
func TestGunboatWholeSheetScrollsRatherThanCuts(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	view := sess.State().View(0)
	b := newSilentDeathBoard(cfg).game
	b.last = sd.BattleOf(view)
	var ep sd.CraftView
	for _, c := range b.last.Crafts() {
		if c.Type.Key == "epping" {
			ep = c
		}
	}
	fits := strings.Join(b.WholeSheet(view, 0, ep.Hex, nil, 80, 12), "\n")
	if fits != strings.Join(b.Sheet(view, 0, ep.Hex, nil, 80, 12), "\n") {
		t.Errorf("where the display fits, the whole sheet is not Sheet's:\n%s", tuitest.Plain(fits))
	}
	short := b.WholeSheet(view, 0, ep.Hex, nil, 80, 6)
	text := tuitest.Plain(strings.Join(short, "\n"))
	for _, want := range []string{"P Meld Laser", "C Pulse Laser", "C Missiles", "Gunner C"} {
		if !strings.Contains(text, want) {
			t.Errorf("the whole display for a board of 6 rows lacks %q:\n%s", want, text)
		}
	}
	if len(short) <= 6 || strings.Contains(text, "more lines") {
		t.Errorf("the whole display for a board of 6 rows, %d lines, is cut:\n%s", len(short), text)
	}
}
