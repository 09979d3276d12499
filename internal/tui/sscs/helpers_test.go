package sscs

import (
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// catalog serves the Scalable Starship Combat System alone, with its real
// screens.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sscs.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sscs.Game{}, id == sscs.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

var cfg = tui.Config{Catalog: catalog{}}

// session is a game of a shipped scenario: hotseat, or with the scripted
// opponent on the second side when solo.
func session(t testing.TB, scenario string, solo bool, seed uint64) *engine.Session {
	t.Helper()
	sc, err := games.LoadScenario(sscs.Game{}, scenario)
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
	sess, err := engine.NewSession(sscs.Game{}, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// keys types keys like tuitest's Driver, but drops the commands returned
// while a text field is open: they are its cursor's blink, which a
// synchronous driver would wait for, key after key.
func keys(d *tuitest.Driver, ks ...string) {
	for _, k := range ks {
		_, cmd := d.Model().Update(tuitest.Key(k))
		if snap := d.Snap(); snap.Entry != nil || snap.Screen != nil && snap.Screen.Typing() {
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
		k := string(r)
		if r == ' ' {
			k = "space"
		}
		keys(d, k)
	}
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
// its field on its line; its text is typed and given.
func choose(t testing.TB, d *tuitest.Driver, in engine.Intent) {
	t.Helper()
	n := d.Snap().Session.Len()
	keys(d, "esc", hot(t, d, in.Kind()))
	for k := 0; k < 200 && d.Snap().Session.Len() == n; k++ {
		snap := d.Snap()
		if e := snap.Entry; e != nil {
			text := textFor(in)
			if x, ok := in.(sscs.ShootDown); ok {
				text = shootTextFor(sscsState(snap.Shown), x)
			}
			keys(d, "ctrl+u")
			typeText(d, text)
			if e := d.Snap().Entry; e != nil && e.Err != nil {
				t.Fatalf("typing %q for %v: %v", text, in, e.Err)
			}
			keys(d, "enter")
			break
		}
		if sameLine(snap, snap.Hover, in) {
			keys(d, "enter")
			continue
		}
		keys(d, "down")
	}
	if d.Snap().Session.Len() == n {
		t.Fatalf("%v was not made by keys: %s\n%s", in, d.Snap().Status, d.Screen())
	}
}

// sameLine reports whether the action list's line under the cursor makes
// in: the very intent, or the typed line of the same prompt.
func sameLine(snap tui.Snapshot, hover, in engine.Intent) bool {
	if hover == nil {
		return false
	}
	if _, ok := in.(sscs.ShootDown); ok {
		// Every answer's field takes any choice of the weapons.
		_, same := hover.(sscs.ShootDown)
		return same
	}
	if tb, ok := snap.Board.(tui.TypedBoard); ok {
		p1, _, _, ok1 := tb.Typable(snap.Shown, hover)
		p2, _, _, ok2 := tb.Typable(snap.Shown, in)
		if ok1 || ok2 {
			return ok1 && ok2 && p1 == p2
		}
	}
	return reflect.DeepEqual(hover, in)
}

// textFor is what a player types for a typed intent.
func textFor(in engine.Intent) string {
	switch x := in.(type) {
	case sscs.Speed:
		return fmt.Sprint(x.Speed)
	case sscs.Move:
		return x.Plot
	case sscs.Fire:
		s := fmt.Sprintf("@%d", x.From)
		switch x.Aim {
		case sscs.AimDrive:
			s += " D"
		case sscs.AimWeapons:
			s += " W"
		case sscs.AimAux:
			s += " A"
		}
		return s
	case sscs.Salvo:
		return fmt.Sprintf("%d @%d", x.Count, x.From)
	case sscs.Project:
		if x.At != (sscs.Cell{}) || x.Dir != 0 {
			// A displacer's destination or a force plane's place: the
			// hex, the way a wall runs (a displacer ignores none given)
			// and the pose.
			s := sscs.FormatHex(cellHex(x.At))
			if x.Target == x.Ship {
				s += " " + hex.Direction(x.Dir).String()
			}
			return s + fmt.Sprintf(" @%d", x.From)
		}
		return fmt.Sprintf("@%d", x.From)
	}
	return in.String()
}

// shootTextFor is what a player types for an answer to a salvo on the
// state s: the weapons' numbers as the sheet lists them, and "dodge".
func shootTextFor(s *sscs.State, x sscs.ShootDown) string { return shootText(shooters(s), x) }

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

// saveDesignAs saves the designer's file under path (s, the path typed over
// the one offered, enter) and wants it written and nothing left unsaved.
func saveDesignAs(t *testing.T, d *tuitest.Driver, dz *Designer, path string) {
	t.Helper()
	keys(d, "s", "ctrl+u")
	typeText(d, path)
	keys(d, "enter")
	if _, err := os.Stat(path); err != nil || dz.dirty {
		t.Fatalf("saving the design as %s: %v\n%s", path, err, d.Screen())
	}
}
