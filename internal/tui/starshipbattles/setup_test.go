package starshipbattles

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestSetUpByKeys sets up the Quick Start fleets: a ship typed "x y
// facing", one moved with the arrows and turned with r, a placement the
// rules refuse (with their reason on the screen), tab to another ship, and
// the scripted opponent's choice on a.
func TestSetUpByKeys(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	if _, ok := d.Snap().Phase.(*setupModel); !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	d.Keys("5", " ", "2", "9", " ", "e")
	if s := d.Screen(); !strings.Contains(s, "Viscount at 5,29 facing E") {
		t.Fatalf("the typed square is not shown as it is typed:\n%s", s)
	}
	d.Keys("enter")
	last := func() sb.Place { return sess.Records()[sess.Len()-1].Intent.(sb.Place) }
	if sess.Len() != 1 || last().At != (grid.Square{X: 5, Y: 29}) || last().Facing != grid.East {
		t.Fatalf("the typed placement was not made: %d intents", sess.Len())
	}
	// The Assault Ship: onto the Viscount is refused, with the rule.
	d.Keys(":", "6", " ", "2", "9", "enter")
	if s := d.Screen(); sess.Len() != 1 || !strings.Contains(s, "Refused:") || !strings.Contains(s, "Positions)") {
		t.Fatalf("a placement onto the Viscount was not refused with the rule:\n%s", s)
	}
	d.Keys("esc")
	m := d.Snap().Phase.(*setupModel)
	at := m.at
	d.Keys("right", "right", "up", "r", "enter")
	if sess.Len() != 2 {
		t.Fatalf("the arrows did not set the ship up:\n%s", d.Screen())
	}
	want := grid.Add(at, grid.Square{X: 2})
	if p := last(); p.At.X != want.X || p.Facing != m.facing {
		t.Fatalf("set up at %v facing %v, want x %d", p.At, p.Facing, want.X)
	}
	d.Keys("a")
	if sess.Len() != 3 || sess.State().Phase().Name != sb.PhaseSetup {
		t.Fatalf("a did not set the last Light Side ship up where the scripted opponent would: %d intents, %s", sess.Len(), sess.State().Phase().Name)
	}
	// The Dark Side sets up next: its area is along the north edge.
	if s := d.Screen(); !strings.Contains(s, "Dark Side sets up") || !strings.Contains(s, "rows 0–2") {
		t.Fatalf("the Dark Side's set-up is not shown:\n%s", s)
	}
	checkFrame(t, d.Screen(), 80, 24, false)
	tuitest.Golden(t, "setup_80x24", d.Screen()+"\n")
}

// TestParsePlace reads what a player types.
func TestParsePlace(t *testing.T) {
	cases := []struct {
		text string
		at   grid.Square
		f    grid.Facing
		bad  bool
	}{
		{"12 29 n", grid.Square{X: 12, Y: 29}, grid.North, false},
		{"3,4 W", grid.Square{X: 3, Y: 4}, grid.West, false},
		{"7 8", grid.Square{X: 7, Y: 8}, grid.South, false},
		{"7", grid.Square{}, 0, true},
		{"a b n", grid.Square{}, 0, true},
		{"1 2 up", grid.Square{}, 0, true},
	}
	for _, c := range cases {
		in, err := parsePlace(c.text, 0, 1, grid.South)
		if (err != nil) != c.bad {
			t.Errorf("%q: error %v", c.text, err)
			continue
		}
		if !c.bad && (in.At != c.at || in.Facing != c.f || in.Ship != 1) {
			t.Errorf("%q read as %+v", c.text, in)
		}
	}
}

// TestSetUpLineWrapsAt80 tabs through every Dark Side ship of Clash over
// Coruscant at 80×24: the line naming the ship, its square and its facing
// is wrapped, never cut ("Star Destroyer at 10,0 facing…" lost the facing).
func TestSetUpLineWrapsAt80(t *testing.T) {
	sess := session(t, "coruscant", 2)
	playUntil(t, sess, func(s *sb.State) bool {
		return s.Phase().Name == sb.PhaseSetup && s.Phase().Actors[0] == 1 // the Dark Side, the second side
	})
	d := game(t, config(), sess, 80, 24)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	seen := false
	for range m.waiting() {
		s := d.Screen()
		checkFrame(t, s, 80, 24, false)
		m := d.Snap().Phase.(*setupModel)
		name := m.view.Name(m.ship)
		seen = seen || name == "Star Destroyer"
		if strings.Contains(s, "facing…") {
			t.Fatalf("the set-up line of %s is cut:\n%s", name, s)
		}
		var panel []string // the side panel's column, from cell 50 on
		for _, l := range strings.Split(s, "\n") {
			if r := []rune(l); len(r) > 50 {
				panel = append(panel, string(r[50:]))
			}
		}
		if !strings.Contains(strings.Join(strings.Fields(strings.Join(panel, " ")), " "), fmt.Sprintf("%s at %d,%d facing %v", name, m.at.X, m.at.Y, m.facing)) {
			t.Fatalf("the set-up line of %s is not shown whole:\n%s", name, s)
		}
		d.Keys("tab")
	}
	if !seen {
		t.Fatal("the Star Destroyer, whose line was cut, was not among the ships to set up")
	}
}

// TestSetUpByClicks: a click on a square of the set-up map moves the ship
// being set up there (its id's square, a class 1 ship's middle), a second
// click on that square sets it up, as enter does; a click beside the map
// does neither. Before, a click on the set-up map did nothing.
func TestSetUpByClicks(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	clickOn := func(q grid.Square) {
		t.Helper()
		in := m.intent()
		v, vp := m.mapView(in, m.view.Check(in) == nil, m.mapW, m.mapH)
		x, y, ok := render.SquareCenter(v, vp, q)
		if !ok {
			t.Fatalf("square %v is not on the set-up map:\n%s", q, d.Screen())
		}
		d.Click(x, y+1) // the phase's first line is under the header
	}
	label := labelSquare(grid.NewSpace(m.at, m.size()))
	want := grid.Square{X: label.X - 3, Y: label.Y}
	clickOn(want)
	if got := labelSquare(grid.NewSpace(m.at, m.size())); got != want || sess.Len() != 0 {
		t.Fatalf("a click on %v put the Viscount's id on %v (%d intents):\n%s", want, got, sess.Len(), d.Screen())
	}
	if s := d.Screen(); !strings.Contains(s, fmt.Sprintf("Viscount at %d,%d", want.X-1, want.Y-1)) {
		t.Fatalf("the panel does not say where the click put the Viscount:\n%s", s)
	}
	d.Click(79, 5) // on the panel, not the map
	if sess.Len() != 0 {
		t.Fatalf("a click on the panel set the ship up")
	}
	clickOn(want)
	if sess.Len() != 1 {
		t.Fatalf("a second click on the ship's square did not set it up:\n%s", d.Screen())
	}
	if p := sess.Records()[0].Intent.(sb.Place); p.At != (grid.Square{X: want.X - 1, Y: want.Y - 1}) {
		t.Fatalf("set up at %v, want %v", p.At, grid.Square{X: want.X - 1, Y: want.Y - 1})
	}
}

// TestSetUpDraftNamedWhenQuitting: ctrl+c while a square is typed and not
// entered asks to quit, naming the text, the side and the ship (it said
// only that something was typed); n goes back to the field, text and all.
// An empty field holds nothing to lose.
func TestSetUpDraftNamedWhenQuitting(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	d.Keys(":")
	if got := m.Draft(); got != "" {
		t.Fatalf("an empty field: %q", got)
	}
	d.Keys("5", " ", "2", "9", "ctrl+c")
	want := `"5 29", typed by ` + sideName(m.view, m.me) + ` to set up Viscount, is not entered and will not be kept`
	if s := d.Screen(); !strings.Contains(strings.Join(strings.Fields(s), " "), want) {
		t.Fatalf("ctrl+c over a typed square does not name it:\n%s", s)
	}
	d.Keys("n")
	if !m.typing || m.input.Value() != "5 29" || sess.Len() != 0 {
		t.Fatalf("n does not go back to the field with its text (typing %v, %q, %d intents)", m.typing, m.input.Value(), sess.Len())
	}
}

// TestSetUpPasteIntoTheField: a square pasted into the typed set-up field
// is written into it and shown on the map as if typed, and enter sets the
// ship up there; a paste with the field closed changes nothing. It was
// dropped (the key monkey's report, stop 36).
func TestSetUpPasteIntoTheField(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok {
		t.Fatalf("no set-up screen:\n%s", d.Screen())
	}
	at := m.at
	d.Msg(tea.PasteMsg{Content: "5 29"})
	if m.typing || m.at != at {
		t.Fatalf("a paste with the field closed opened it or moved the ship to %v", m.at)
	}
	d.Keys(":")
	d.Msg(tea.PasteMsg{Content: "5 29"})
	if m.input.Value() != "5 29" || m.at != (grid.Square{X: 5, Y: 29}) {
		t.Fatalf("the pasted square: field %q, the ship shown at %v", m.input.Value(), m.at)
	}
	d.Keys("enter")
	if sess.Len() != 1 {
		t.Fatalf("enter after the paste set nothing up (%d intents):\n%s", sess.Len(), d.Screen())
	}
}
