package starshipbattles

import (
	"flag"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// -update rewrites the golden files (tuitest.Golden reads the flag by
// name); it is defined here unless a package linked in has defined it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite the golden files under testdata/")
	}
}

// catalog serves Starship Battles alone, with its real screens.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sb.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sb.Game{}, id == sb.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

func config() tui.Config { return tui.Config{Catalog: catalog{}} }

// session starts a scenario with a person on every side, or with the
// scripted opponent on the sides solo names.
func session(t testing.TB, scenario string, seed uint64, scripted ...int) *engine.Session {
	t.Helper()
	sc, err := games.LoadScenario(sb.Game{}, scenario)
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for i, s := range sc.Sides() {
		slot := engine.PlayerSlot{Side: s.Name, Kind: engine.Human}
		for _, k := range scripted {
			if k == i {
				slot = engine.PlayerSlot{Side: s.Name, Kind: engine.Scripted, Level: engine.LevelScripted}
			}
		}
		ps = append(ps, slot)
	}
	sess, err := engine.NewSession(sb.Game{}, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// game starts the game screen on sess at w×h and, for a new game, closes
// the briefing it opens on.
func game(t testing.TB, cfg tui.Config, sess *engine.Session, w, h int) *tuitest.Driver {
	t.Helper()
	d := tuitest.Game(t, cfg, sess, w, h)
	if lines := strings.SplitN(d.Screen(), "\n", 3); len(lines) > 1 && strings.HasPrefix(lines[1], "Briefing") {
		d.Keys("enter")
	}
	return d
}

// playUntil plays a session with the scripted opponent on every side until
// done says so, without the screen.
func playUntil(t testing.TB, sess *engine.Session, done func(*sb.State) bool) {
	t.Helper()
	if !playTo(t, sess, done, 5000) {
		t.Fatal("the game did not get there in 5000 intents")
	}
}

// playTo plays sess on with the scripted opponent for every side until
// done holds, the game ends or limit intents are made, and reports
// whether done holds.
func playTo(t testing.TB, sess *engine.Session, done func(*sb.State) bool, limit int) bool {
	t.Helper()
	opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
	for i := 0; !done(sess.State().(*sb.State)); i++ {
		if i > limit || sess.State().Outcome().Over {
			return false
		}
		st := sess.State()
		who := st.Phase().Actors[0]
		in, err := opp.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return true
}

// keysFor finds the keys that make in on the screen the driver shows: the
// phase screen's keys, or the group's hotkey in the action list, then the
// intent's line and enter; and y when the game screen asks first because
// in would leave something unused (engine.Unspender).
func keysFor(t *testing.T, d *tuitest.Driver, in engine.Intent) []string {
	t.Helper()
	keys := keysOf(t, d, in)
	snap := d.Snap()
	if u, ok := snap.Session.State().View(snap.Viewer).(engine.Unspender); ok && u.Unspent(in) != "" {
		keys = append(keys, "y")
	}
	return keys
}

func keysOf(t *testing.T, d *tuitest.Driver, in engine.Intent) []string {
	t.Helper()
	snap := d.Snap()
	switch m := snap.Phase.(type) {
	case *promptModel:
		// The line's digit, or down to the line, → to the ship that pays
		// and enter.
		for i, r := range m.rows {
			for k, x := range r.ins {
				if !reflect.DeepEqual(x, in) {
					continue
				}
				if i < 9 && k == r.pick {
					return []string{fmt.Sprint(i + 1)}
				}
				keys := []string{}
				for j := m.cursor; j != i; j = (j + 1) % len(m.rows) {
					keys = append(keys, "down")
				}
				for j := r.pick; j != k; j = (j + 1) % len(r.ins) {
					keys = append(keys, "right")
				}
				return append(keys, "enter")
			}
		}
		t.Fatalf("%v is not among the prompt's choices %v", in, m.legal)
	case *setupModel:
		pl := in.(sb.Place)
		keys := append(selectShip(m, pl.Ship), ":")
		for _, r := range fmt.Sprintf("%d %d %v", pl.At.X, pl.At.Y, pl.Facing) {
			keys = append(keys, string(r))
		}
		return append(keys, "enter")
	case *buildModel:
		var card sb.CardID
		switch x := in.(type) {
		case sb.Done:
			return []string{"d"}
		case sb.Add:
			card = x.Card
		case sb.Remove:
			card = x.Card
		}
		for i, c := range m.rows() {
			if c != card {
				continue
			}
			keys := []string{"home"}
			for k := 0; k < i; k++ {
				keys = append(keys, "down")
			}
			if _, add := in.(sb.Add); add {
				return append(keys, "enter")
			}
			return append(keys, "-")
		}
		t.Fatalf("card %d is not in the builder's list", card)
	case nil:
	default:
		t.Fatalf("unknown phase screen %T", m)
	}
	b := snap.Board
	type group struct {
		kind, hotkey string
		intents      []engine.Intent
	}
	var gs []group
	index := map[string]int{}
	for _, x := range snap.Session.Legal(snap.Viewer) {
		k := x.Kind()
		gi, ok := index[k]
		if !ok {
			_, hot := b.Group(k)
			gi = len(gs)
			index[k] = gi
			gs = append(gs, group{kind: k, hotkey: hot})
		}
		gs[gi].intents = append(gs[gi].intents, x)
	}
	for _, g := range gs {
		for i, x := range g.intents {
			if !reflect.DeepEqual(x, in) {
				continue
			}
			if g.hotkey == "" {
				t.Fatalf("the group of %v has no hotkey", in)
			}
			label, _ := b.Group(g.kind)
			keys := []string{"esc", g.hotkey}
			if len(g.intents) == 1 && strings.HasPrefix(b.Item(x), label) {
				return keys
			}
			for j := 0; j < i; j++ {
				keys = append(keys, "down")
			}
			return append(keys, "enter")
		}
	}
	t.Fatalf("%v is not in the action list", in)
	return nil
}

// selectShip is the tabs that choose a ship on the set-up screen.
func selectShip(m *setupModel, id sb.ShipID) []string {
	ws := m.waiting()
	cur, want := 0, 0
	for i, sh := range ws {
		if sh.ID == m.ship {
			cur = i
		}
		if sh.ID == id {
			want = i
		}
	}
	var keys []string
	for i := cur; i != want; i = (i + 1) % len(ws) {
		keys = append(keys, "tab")
	}
	return keys
}

// checkFrame checks that a frame is exactly w×h cells, and pure ASCII when
// ascii is set.
func checkFrame(t *testing.T, frame string, w, h int, ascii bool) {
	t.Helper()
	lines := strings.Split(frame, "\n")
	if len(lines) != h {
		t.Errorf("the frame has %d lines, not %d:\n%s", len(lines), h, frame)
	}
	for i, l := range lines {
		if n := tui.Width(l); n > w {
			t.Errorf("line %d is %d cells wide, more than %d: %q", i, n, w, l)
		}
		if ascii {
			for _, r := range l {
				if r > 126 {
					t.Fatalf("non-ASCII %q in line %d: %q", r, i, l)
				}
			}
		}
	}
}

// buildPlanned builds the fleet of the player at the keys by the scripted
// plan (b adds its next card, and nothing once the plan is done; a
// 300-point plan has at most a dozen) and makes it ready, confirming
// points left unspent.
func buildPlanned(d *tuitest.Driver) {
	for k := 0; k < 12; k++ {
		d.Keys("b")
	}
	d.Keys("d")
	if strings.Contains(d.Screen(), "enter/y yes") {
		d.Keys("y")
	}
}

// toSecondLight passes the keys on in Team Play until the second Light
// Side player (seat 2) builds: seats alternate, so the Dark Side's first
// player builds by the plan on the way.
func toSecondLight(d *tuitest.Driver) {
	for i := 0; i < 4 && d.Snap().Viewer != 2; i++ {
		if d.Snap().Handoff {
			d.Keys("enter")
			continue
		}
		buildPlanned(d)
	}
	if d.Snap().Handoff {
		d.Keys("enter")
	}
}
