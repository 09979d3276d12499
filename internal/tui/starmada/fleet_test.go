//go:build pendingmove

package starmada

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// smMenuTo enters the choice of the current menu whose label starts with
// label, by keys.
func smMenuTo(t *testing.T, d *driver, label string) {
	t.Helper()
	m, ok := d.a.cur.(*menu)
	if !ok {
		t.Fatalf("the current screen is %T, not a menu:\n%s", d.a.cur, d.screen())
	}
	for i, c := range m.choices {
		if strings.HasPrefix(c.label, label) {
			for m.cursor < i {
				d.keys("down")
			}
			for m.cursor > i {
				d.keys("up")
			}
			d.keys("enter")
			return
		}
	}
	t.Fatalf("no choice %q in:\n%s", label, d.screen())
}

// smFleetKeys types keys and checks that every frame fits 80×24 and, with
// --ascii, holds nothing but ASCII.
func smFleetKeys(t *testing.T, d *driver, ks ...string) {
	t.Helper()
	for _, k := range ks {
		d.keys(k)
		frame := d.screen()
		lines := strings.Split(frame, "\n")
		if len(lines) > 24 {
			t.Fatalf("%d lines:\n%s", len(lines), frame)
		}
		for i, l := range lines {
			if n := Width(l); n > 80 {
				t.Fatalf("line %d is %d wide:\n%s", i, n, frame)
			}
		}
		if d.a.cfg.ASCII {
			for _, r := range frame {
				if r > 126 {
					t.Fatalf("%q on the ASCII screen:\n%s", r, frame)
				}
			}
		}
	}
}

func (d *driver) fleet() *smFleet {
	d.t.Helper()
	f, ok := d.a.cur.(*smFleet)
	if !ok {
		d.t.Fatalf("the current screen is %T, not the fleet builder:\n%s", d.a.cur, d.screen())
	}
	return f
}

// smClassTo moves the catalogue cursor to class name.
func smClassTo(t *testing.T, d *driver, name string) {
	t.Helper()
	f := d.fleet()
	for i, c := range f.classes() {
		if c.Name == name {
			for f.cursor < i {
				smFleetKeys(t, d, "down")
			}
			for f.cursor > i {
				smFleetKeys(t, d, "up")
			}
			return
		}
	}
	t.Fatalf("no class %q", name)
}

// TestStarmadaBuildFleets goes by keys from the menu through the fleet
// builder (2.1.1) to a started game: points, picks over the budget
// refused, removal, the 10 % warning, auto, esc back and the battle.
func TestStarmadaBuildFleets(t *testing.T) {
	for _, cfg := range []Config{{}, {ASCII: true}, {Color: true}} {
		d := newDriver(t, cfg, newMenu(cfg), 80, 24)
		smMenuTo(t, d, "Starmada")
		smMenuTo(t, d, "Build fleets")
		if s := d.screen(); !strings.Contains(s, "> 1 000 points (recommended)") {
			t.Fatalf("1 000 points is not under the cursor:\n%s", s)
		}
		smFleetKeys(t, d, "enter")
		if f := d.fleet(); f.points != 1000 || f.stage != smStagePick || f.side != 0 {
			t.Fatalf("points %d stage %d side %d", f.points, f.stage, f.side)
		}
		// Imperial: an Admirable (438) and two Sovereigns would be over.
		smClassTo(t, d, "Admirable")
		smFleetKeys(t, d, "enter")
		if s := d.screen(); !strings.Contains(s, "Imperial picks ships: 438 of 1 000 points, 562 left") {
			t.Fatalf("no running total:\n%s", s)
		}
		smFleetKeys(t, d, "enter")
		smFleetKeys(t, d, "enter")
		if s := d.screen(); !strings.Contains(s, "The Admirable costs 438 points but only 124 are left") {
			t.Fatalf("the third Admirable was not refused:\n%s", s)
		}
		// Remove from the list (tab, x), then by class (x on the row).
		smFleetKeys(t, d, "tab", "x")
		if f := d.fleet(); len(f.fleets[0].Picks) != 1 {
			t.Fatalf("tab x did not remove: %d picks", len(f.fleets[0].Picks))
		}
		smFleetKeys(t, d, "tab", "x")
		if f := d.fleet(); len(f.fleets[0].Picks) != 0 {
			t.Fatalf("x on the class did not remove")
		}
		// Done with no ship is refused; auto fills the fleet.
		smFleetKeys(t, d, "d")
		if d.fleet().side != 0 || !strings.Contains(d.screen(), "has no ship yet") {
			t.Fatalf("an empty fleet was accepted:\n%s", d.screen())
		}
		smFleetKeys(t, d, "a")
		imp := d.fleet().fleets[0].Points()
		if imp < 900 || imp > 1000 {
			t.Fatalf("auto picked %d", imp)
		}
		smFleetKeys(t, d, "d")
		if f := d.fleet(); f.side != 1 || f.classes()[0].Fleet != "Hegemony" {
			t.Fatalf("Hegemony does not pick next from its own fleet first:\n%s", d.screen())
		}
		// esc goes back to Imperial with its fleet, and d returns.
		smFleetKeys(t, d, "esc")
		if f := d.fleet(); f.side != 0 || f.fleets[0].Points() != imp {
			t.Fatalf("esc lost Imperial's fleet")
		}
		smFleetKeys(t, d, "d")
		// Hegemony: one Wasp only: uneven, and done needs a second press.
		smClassTo(t, d, "Wasp")
		smFleetKeys(t, d, "enter", "d")
		if s := d.screen(); !strings.Contains(s, "not even (2.1.1). Press d again") || !strings.Contains(s, "NOT even") {
			t.Fatalf("no warning for uneven fleets:\n%s", s)
		}
		smFleetKeys(t, d, "x", "a")
		heg := d.fleet().fleets[1].Points()
		if s := d.screen(); !strings.Contains(s, "even (2.1.1)") || strings.Contains(s, "NOT even") {
			t.Fatalf("the auto fleets are not even:\n%s", s)
		}
		smFleetKeys(t, d, "d")
		// Esc from "Who plays?" returns to the builder, fleets and all.
		smFleetKeys(t, d, "esc")
		if f := d.fleet(); f.fleets[1].Points() != heg {
			t.Fatalf("esc after the build lost it")
		}
		smFleetKeys(t, d, "d")
		smMenuTo(t, d, "Hotseat")
		if _, ok := d.a.cur.(*menu); ok {
			smMenuTo(t, d, "Start")
		}
		p := d.play()
		st := p.sess.State().(*sm.State)
		var pts [2]int
		for _, sh := range st.Ships() {
			pts[sh.Side] += sh.CR
		}
		if pts != [2]int{imp, heg} {
			t.Fatalf("the battle has %v points, built %d and %d", pts, imp, heg)
		}
		if s := d.screen(); !strings.Contains(s, "Built, 1 000 points") {
			t.Fatalf("the game screen does not name the battle:\n%s", s)
		}
		// The built battle opens with the set-up (2.1.2).
		if st.Phase().Name != sm.PhaseSetup || !strings.Contains(d.screen(), "sets up first") {
			t.Fatalf("the built battle does not open with the set-up:\n%s", d.screen())
		}
	}
}

// TestStarmadaBuildFleetsMouse picks points and a class with clicks.
func TestStarmadaBuildFleetsMouse(t *testing.T) {
	d := newDriver(t, Config{}, newMenu(Config{}), 80, 24)
	smMenuTo(t, d, "Starmada")
	smMenuTo(t, d, "Build fleets")
	f := d.fleet()
	click := func(x, y int) {
		d.msg(tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft})
		d.screen() // the view keeps the geometry the next click reads
	}
	click(4, f.top+4) // 2 000
	click(4, f.top+4)
	if f.points != 2000 || f.stage != smStagePick {
		t.Fatalf("points %d stage %d:\n%s", f.points, f.stage, d.screen())
	}
	click(4, f.top+1) // the second class
	click(4, f.top+1)
	if len(f.fleets[0].Picks) != 1 || f.fleets[0].Picks[0] != f.classes()[1] {
		t.Fatalf("the click did not add the class:\n%s", d.screen())
	}
	click(f.rightX+2, f.listTop)
	if !f.onList || f.pick != 0 {
		t.Fatalf("the click did not select the pick")
	}
	smFleetKeys(t, d, "esc", "esc")
	if f.stage != smStagePoints {
		t.Fatal("esc did not step back to the points")
	}
	smFleetKeys(t, d, "esc")
	if _, ok := d.a.cur.(*menu); !ok {
		t.Fatalf("esc from the points did not return to the menu: %T", d.a.cur)
	}
}

// TestStarmadaBuildFleetsWithObjects: objects are optional (2.1.2, "if
// both sides agree"), so the builder offers them with o; the battle then
// opens with one side placing them.
func TestStarmadaBuildFleetsWithObjects(t *testing.T) {
	d := newDriver(t, Config{}, newMenu(Config{}), 80, 24)
	smMenuTo(t, d, "Starmada")
	smMenuTo(t, d, "Build fleets")
	if s := d.screen(); !strings.Contains(s, "Objects (2.1.2): none") {
		t.Fatalf("objects are not offered:\n%s", s)
	}
	smFleetKeys(t, d, "o", "o")
	if s := d.screen(); d.fleet().objects != 4 || !strings.Contains(s, "Objects (2.1.2): 4 asteroids and planets") {
		t.Fatalf("o o did not ask for four objects:\n%s", s)
	}
	smFleetKeys(t, d, "enter", "a", "d", "a", "d")
	smMenuTo(t, d, "Hotseat")
	if _, ok := d.a.cur.(*menu); ok {
		smMenuTo(t, d, "Start")
	}
	st := d.play().sess.State().(*sm.State)
	if st.Task() != sm.TaskObjects || st.ObjectsToPlace() != 4 || !strings.Contains(d.screen(), "Objects (2.1.2)") {
		t.Fatalf("the built battle does not open with the objects: %q %d\n%s", st.Task(), st.ObjectsToPlace(), d.screen())
	}
}
