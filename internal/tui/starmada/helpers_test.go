package starmada

import (
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// catalog serves Starmada X alone, with its real screens.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sm.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sm.Game{}, id == sm.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

var cfg = tui.Config{Catalog: catalog{}}

// session is a game of a shipped scenario: hotseat, or with the scripted
// opponent on the second side when solo.
func session(t testing.TB, scenario string, solo bool, seed uint64, opts engine.Options) *engine.Session {
	t.Helper()
	if scenario == "standard" {
		// The rules-5 standard battle, kept for the screens
		// (testdata/standard.yaml says why).
		scenario = "testdata/standard.yaml"
	}
	sc, err := games.LoadScenario(sm.Game{}, scenario)
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
	sess, err := engine.NewSession(sm.Game{}, sc, opts, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

func now(sess *engine.Session) *sm.State { return sess.State().(*sm.State) }

// keys types keys like tuitest's Driver, but drops the commands returned
// while a text field is open: they are its cursor's blink, which a
// synchronous driver would wait for, key after key.
func keys(d *tuitest.Driver, ks ...string) {
	for _, k := range ks {
		_, cmd := d.Model().Update(tuitest.Key(k)) // the model is a pointer: the driver keeps it
		if d.Snap().Entry != nil {
			continue
		}
		run(d, cmd)
	}
}

// run runs a command and feeds its messages back as the driver would.
func run(d *tuitest.Driver, cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch m := cmd().(type) {
	case nil, tea.QuitMsg:
	case tea.BatchMsg:
		for _, c := range m {
			run(d, c)
		}
	default:
		d.Msg(m)
	}
}

// typeText types text one character at a time.
func typeText(d *tuitest.Driver, text string) {
	for _, r := range text {
		keys(d, string(r))
	}
}

// legalKinds reports whether the player at the keyboard may make an
// intent of kind now (the action list then has its group).
func legalKind(d *tuitest.Driver, kind string) bool {
	snap := d.Snap()
	if !snap.InGame || snap.Handoff || snap.Viewer == engine.NoPlayer || snap.Phase != nil {
		return false
	}
	for _, in := range snap.Session.Legal(snap.Viewer) {
		if in.Kind() == kind {
			return true
		}
	}
	return false
}

// hot is the hotkey of kind.
func hot(t testing.TB, d *tuitest.Driver, kind string) string {
	t.Helper()
	_, k := d.Snap().Board.Group(kind)
	if k == "" {
		t.Fatalf("no hotkey for %s", kind)
	}
	return k
}

// choose makes in from the action list by keys: esc, its group's key,
// then down until it is under the cursor, and enter. A typed intent opens
// its field on the line of its unit; its text is typed and given.
func choose(t testing.TB, d *tuitest.Driver, in engine.Intent) {
	t.Helper()
	n := d.Snap().Session.Len()
	keys(d, "esc", hot(t, d, in.Kind()))
	for k := 0; k < 600 && d.Snap().Session.Len() == n; k++ {
		snap := d.Snap()
		if e := snap.Entry; e != nil {
			if !sameUnit(e.Intent, in) && e.Intent != nil {
				t.Fatalf("the field for %v opened on %v", in, e.Intent)
			}
			keys(d, "ctrl+u")
			typeText(d, typedText(in))
			keys(d, "enter")
			break
		}
		// A typed line stands for every typed intent of its unit; a flight's
		// "stay" is a line of its own.
		if sameUnit(snap.Hover, in) && (typed(snap, snap.Hover) && typed(snap, in) || reflect.DeepEqual(snap.Hover, in)) {
			keys(d, "enter")
			continue
		}
		keys(d, "down")
	}
	if d.Snap().Session.Len() == n {
		t.Fatalf("%v was not made by keys: %s\n%s", in, d.Snap().Status, d.Screen())
	}
}

// typed reports whether in is written in a text field.
func typed(snap tui.Snapshot, in engine.Intent) bool {
	tb, ok := snap.Board.(tui.TypedBoard)
	if !ok {
		return false
	}
	_, _, _, ok = tb.Typable(snap.Shown, in)
	return ok
}

// sameUnit reports whether a and b are intents of one kind for one unit
// (a typed intent's line stands for every text of its unit).
func sameUnit(a, b engine.Intent) bool {
	switch x := a.(type) {
	case sm.WriteOrders:
		y, ok := b.(sm.WriteOrders)
		return ok && x.Ship == y.Ship
	case sm.Fly:
		y, ok := b.(sm.Fly)
		return ok && x.Craft == y.Craft
	case sm.Place:
		y, ok := b.(sm.Place)
		return ok && x.Ship == y.Ship
	case sm.PlaceObject:
		_, ok := b.(sm.PlaceObject)
		return ok
	case sm.Target:
		// A battery's chosen weapons are typed on one line for the battery.
		y, ok := b.(sm.Target)
		if ok && len(x.Mounts) > 0 && len(y.Mounts) > 0 {
			return x.Ship == y.Ship && x.Battery == y.Battery
		}
	}
	return reflect.DeepEqual(a, b)
}

// typedText is what a player types for a typed intent.
func typedText(in engine.Intent) string {
	switch x := in.(type) {
	case sm.WriteOrders:
		return x.Orders
	case sm.Fly:
		return flyText(x)
	case sm.Place:
		return sm.HexLabel(x.At()) + " " + x.Facing
	case sm.PlaceObject:
		return sm.HexLabel(x.At()) + " " + x.Object
	case sm.Target:
		return weaponsText(x)
	}
	return in.String()
}

// flyText is what a player types to fly f.
func flyText(f sm.Fly) string {
	s := sm.HexLabel(f.At())
	if !f.Target.IsZero() {
		s += " " + f.Target.String()
	}
	return s
}

// unordered is the number of the viewer's ships that can move and have no
// orders yet (Legal also lists the written orders, for rewriting).
func unordered(d *tuitest.Driver) int {
	snap := d.Snap()
	if !legalKind(d, sm.KindOrders) {
		return 0
	}
	n := 0
	for _, sh := range snap.Shown.(*sm.State).Ships() {
		if sh.Side == snap.Viewer && sh.CanMove && !sh.HasOrders {
			n++
		}
	}
	return n
}

// writeOrders types orders for every ship of the side at the keyboard that
// has none yet; orders maps a ship to its text, others get "1" (or "0").
func writeOrders(t *testing.T, d *tuitest.Driver, orders map[string]string) {
	t.Helper()
	for i := 0; i < 12 && unordered(d) > 0; i++ {
		keys(d, "esc", "o")
		if d.Snap().Entry == nil {
			keys(d, "enter")
		}
		e := d.Snap().Entry
		if e == nil {
			t.Fatalf("o and enter did not open the orders field:\n%s", d.Screen())
		}
		ship := strings.TrimPrefix(e.Prompt, "Orders for ")
		ship = ship[:strings.Index(ship, " (")]
		text, ok := orders[ship]
		if !ok {
			text = "1"
			if sh, found := d.Snap().Shown.(*sm.State).Ship(ship); found && sh.MP < 1 {
				text = "0"
			}
		}
		keys(d, "ctrl+u")
		typeText(d, text)
		if e := d.Snap().Entry; e == nil || e.Err != nil {
			t.Fatalf("orders %q for %s: %+v", text, ship, e)
		}
		keys(d, "enter")
		if s := d.Snap(); s.Entry != nil || s.StatusIsError {
			t.Fatalf("orders %q for %s were not given: %s\n%s", text, ship, s.Status, d.Screen())
		}
	}
}

// submit seals the orders of the side at the keyboard: s, and enter on
// the list it opens.
func submit(t testing.TB, d *tuitest.Driver) {
	t.Helper()
	snap := d.Snap()
	choose(t, d, sm.Submit{By: snap.Viewer})
}

// step plays what the scripted opponent would for the player at the
// keyboard, by keys, or passes a handoff screen.
func step(t *testing.T, d *tuitest.Driver) {
	t.Helper()
	snap := d.Snap()
	if snap.Handoff {
		keys(d, "enter")
		return
	}
	if snap.Waiting || snap.Viewer == engine.NoPlayer || snap.Session.State().Outcome().Over {
		return
	}
	st := snap.Session.State()
	if !st.Phase().Acting(snap.Viewer) {
		t.Fatalf("player %d is at the keyboard in %+v", snap.Viewer, st.Phase())
	}
	in, err := sm.Scripted{}.Choose(st.View(snap.Viewer), snap.Viewer)
	if err != nil {
		t.Fatal(err)
	}
	if snap.Phase != nil {
		buildByKeys(t, d, in)
		return
	}
	choose(t, d, in)
}

func hexAt(c, r int) hex.Hex { return hex.FromOffset(c, r) }

// fits checks that the frame holds h lines of at most w cells, and only
// ASCII when ascii is set.
func fits(t testing.TB, d *tuitest.Driver, w, h int, ascii bool, when string) {
	t.Helper()
	s := d.Screen()
	lines := strings.Split(s, "\n")
	if len(lines) != h {
		t.Errorf("%dx%d %s: %d lines", w, h, when, len(lines))
	}
	for i, l := range lines {
		if n := tui.Width(l); n > w {
			t.Fatalf("%dx%d %s: line %d is %d wide: %q", w, h, when, i, n, l)
		}
	}
	if ascii {
		for _, r := range s {
			if r > 126 {
				t.Fatalf("%s: %q on the ASCII screen:\n%s", when, r, s)
			}
		}
	}
}

// startGame is tuitest.Game, and then a handoff screen, when the game
// opens on one (a hotseat game whose first choice is secret), and the
// briefing under it are passed with enter.
func startGame(t testing.TB, cfg tui.Config, sess *engine.Session, w, h int) *tuitest.Driver {
	t.Helper()
	d := tuitest.Game(t, cfg, sess, w, h)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	return d
}
