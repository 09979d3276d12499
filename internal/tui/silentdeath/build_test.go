//go:build pendingmove

package silentdeath

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// menuTo moves the cursor of the current menu to the choice whose label
// starts with label and enters it.
func (d *driver) menuTo(label string) {
	d.t.Helper()
	m, ok := d.a.cur.(*menu)
	if !ok {
		d.t.Fatalf("the current screen is %T, not a menu", d.a.cur)
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
	d.t.Fatalf("no choice %q in:\n%s", label, d.screen())
}

// fits fails when a line of the frame is wider than w.
func fits(t *testing.T, frame string, w int) {
	t.Helper()
	for i, l := range strings.Split(frame, "\n") {
		if n := Width(l); n > w {
			t.Fatalf("line %d is %d cells wide, more than %d:\n%s", i, n, w, frame)
		}
	}
}

// press types keys, checking every frame fits 80 columns.
func (d *driver) pressAll(ks ...string) {
	d.t.Helper()
	for _, k := range ks {
		d.keys(k)
		frame := d.screen()
		fits(d.t, frame, 80)
		if _, ok := d.a.cur.(*sdBuild); ok && d.a.cfg.ASCII {
			// A character with no ASCII stand-in shows as '?'; only the
			// help line's "? help" may have one.
			body := frame[:strings.LastIndex(frame, "\n")]
			if strings.Contains(body, "?") {
				d.t.Fatalf("a character without an ASCII stand-in:\n%s", frame)
			}
		}
	}
}

func (d *driver) build() *sdBuild {
	d.t.Helper()
	b, ok := d.a.cur.(*sdBuild)
	if !ok {
		d.t.Fatalf("the current screen is %T, not the build screen:\n%s", d.a.cur, d.screen())
	}
	return b
}

// catalogTo moves the build screen's cursor to the offer named name.
func (d *driver) catalogTo(name string) {
	d.t.Helper()
	b := d.build()
	if b.onBuys {
		d.t.Fatalf("the purchases have the focus")
	}
	for i, o := range b.offers {
		if o.name() == name {
			for b.cursor < i {
				d.pressAll("down")
			}
			for b.cursor > i {
				d.pressAll("up")
			}
			return
		}
	}
	d.t.Fatalf("no offer %q", name)
}

// TestSDBuildEngagement builds a 100-point General Engagement from the
// menu by keys: a purchase over the points is refused with its message,
// the scripted builder buys the second side, and the game starts with the
// TPVs bought.
func TestSDBuildEngagement(t *testing.T) {
	for _, cfg := range []Config{{}, {ASCII: true}, {Color: true}} {
		d := newDriver(t, cfg, newMenu(cfg), 80, 24)
		d.menuTo("Silent Death")
		d.menuTo("Build a General Engagement")
		if !strings.Contains(d.screen(), "> 100 points") {
			t.Fatalf("100 points is not the first choice:\n%s", d.screen())
		}
		d.pressAll("enter")
		if b := d.build(); b.points != 100 || b.stage != sdCatalog {
			t.Fatalf("points %d stage %d", b.points, b.stage)
		}

		// Red: a Night Hawk with the default crew (40 + 5 + 5).
		d.catalogTo("Night Hawk")
		d.pressAll("enter")
		if s := d.screen(); !strings.Contains(s, "TPV 50 = BPV 40 + pilot 10 (Plt 5 + Gnr 5)") {
			t.Fatalf("no TPV line:\n%s", s)
		}
		d.pressAll("b")
		if s := d.screen(); !strings.Contains(s, "Red: 50 of 100 TPV, 50 left") {
			t.Fatalf("no running total:\n%s", s)
		}
		// An Epping cannot be manned for the 50 left.
		d.catalogTo("Epping")
		d.pressAll("enter")
		if s := d.screen(); d.build().stage != sdCatalog || !strings.Contains(s, "costs 71 TPV") {
			t.Fatalf("the Epping was not refused:\n%s", s)
		}
		// A Salamander with the best crew is over; it is refused, then
		// bought with a crew that fits exactly.
		d.catalogTo("Salamander")
		d.pressAll("enter", "0", "0", "0")
		if s := d.screen(); !strings.Contains(s, "Buy it for 60 TPV") || !strings.Contains(s, "10 over") {
			t.Fatalf("the TPV does not follow the skills:\n%s", s)
		}
		d.pressAll("enter")
		s := d.screen()
		if d.build().stage != sdCrew || !strings.Contains(s, "Refused: this Salamander costs 60 TPV") || !strings.Contains(s, "only 50 of its 100") {
			t.Fatalf("the purchase over the points was not refused:\n%s", s)
		}
		if n := len(d.build().buys[0]); n != 1 {
			t.Fatalf("Red has %d craft after the refusal", n)
		}
		d.pressAll("up", "up", "up", "6", "6", "8")
		if s := d.screen(); !strings.Contains(s, "> Buy it for 50 TPV") {
			t.Fatalf("crew not set:\n%s", s)
		}
		d.pressAll("enter")
		if s := d.screen(); !strings.Contains(s, "Red: 100 of 100 TPV, 0 left") || !strings.Contains(s, "Salamander A") {
			t.Fatalf("the Salamander was not bought:\n%s", s)
		}
		// Remove and buy again: tab to the purchases, x, esc back.
		d.pressAll("tab", "down", "x")
		if s := d.screen(); !strings.Contains(s, "Removed Salamander A (50 TPV)") || !strings.Contains(s, "Red: 50 of 100") {
			t.Fatalf("not removed:\n%s", s)
		}
		d.pressAll("tab")
		d.catalogTo("Salamander")
		d.pressAll("enter", "6", "6", "8", "enter")
		d.pressAll("d")
		if b := d.build(); b.side != 1 {
			t.Fatalf("Red's done did not pass to Blue:\n%s", d.screen())
		}
		// Red's force stays on screen: purchases are open under 11.8.
		if s := d.screen(); !strings.Contains(s, "Night Hawk A") || !strings.Contains(s, "Red: 100 of 100 TPV, 0 left (done)") {
			t.Fatalf("Red's purchases are not shown to Blue:\n%s", s)
		}
		d.pressAll("a")
		blue := sdSpent(d.build().buys[1])
		if blue < 90 || blue > 100 {
			t.Fatalf("the scripted builder spent %d of 100", blue)
		}
		d.pressAll("d")
		// Esc from "Who plays?" returns to the build with its purchases.
		d.pressAll("esc")
		if b, ok := d.a.cur.(*sdBuild); !ok || sdSpent(b.buys[1]) != blue {
			t.Fatalf("esc after the build lost it: %T\n%s", d.a.cur, d.screen())
		}
		d.pressAll("d")
		d.menuTo("Hotseat")
		d.menuTo("Start the game")
		p := d.play()
		fits(t, d.screen(), 80)
		sc := p.sess.Scenario.(*sd.Scenario)
		f := sc.File()
		for side, want := range []int{100, blue} {
			got := 0
			for _, c := range f.Sides[side].Craft {
				ty, _ := sd.CraftByKey(c.Type)
				got += sd.TPV(ty, c.Pilot, c.Gunners, c.NoTorps)
			}
			if got != want {
				t.Errorf("side %d: scenario TPV %d, bought %d", side, got, want)
			}
		}
		st := p.sess.State().(*sd.State)
		tpv := [2]int{}
		for _, c := range st.Crafts() {
			tpv[c.Side] += c.TPV
		}
		if tpv != [2]int{100, blue} {
			t.Errorf("game TPVs %v, want [100 %d]", tpv, blue)
		}
		if f.Turns != sd.EngagementTurns || sc.Sides()[0].Name != "Red" {
			t.Errorf("turns %d, sides %v", f.Turns, sc.Sides())
		}
	}
}

// TestSDBuildBackAndMouse: esc steps back through the stages to the
// scenario list; clicks select and act on rows.
func TestSDBuildBackAndMouse(t *testing.T) {
	d := newDriver(t, Config{}, newMenu(Config{}), 100, 30)
	d.menuTo("Silent Death")
	d.menuTo("Build a General Engagement")
	b := d.build()
	click := func(x, y int) {
		d.msg(tea.MouseClickMsg{Button: tea.MouseLeft, X: x, Y: y})
	}
	// Click 200 points twice: select, then choose.
	click(4, b.top+3)
	click(4, b.top+3)
	if b.points != 200 || b.stage != sdCatalog {
		t.Fatalf("points %d stage %d", b.points, b.stage)
	}
	d.screen()
	click(4, b.top) // Pit Viper
	click(4, b.top)
	if b.stage != sdCrew {
		t.Fatalf("two clicks on the Pit Viper did not open its crew:\n%s", d.screen())
	}
	d.screen()
	click(4, b.top+2) // the buy row
	click(4, b.top+2)
	if len(b.buys[0]) != 1 || b.buys[0][0].tpv() != 28 {
		t.Fatalf("the clicks did not buy a Pit Viper at 28: %v", b.buys[0])
	}
	d.screen()
	click(b.rightX+3, b.buyTop)
	if !b.onBuys || b.pick != 0 {
		t.Fatalf("a click on the purchase did not select it")
	}
	d.keys("esc")
	if b.onBuys {
		t.Fatalf("esc did not leave the purchases")
	}
	d.keys("d", "esc")
	if b.side != 0 {
		t.Fatalf("esc did not return to Red")
	}
	d.keys("esc")
	if b.stage != sdPoints {
		t.Fatalf("esc did not return to the points")
	}
	d.keys("esc")
	if m, ok := d.a.cur.(*menu); !ok || m.prompt != "Choose a scenario" {
		t.Fatalf("esc did not return to the scenarios: %T", d.a.cur)
	}
}

// TestSDEngagementNoTorps: a Salamander bought without torps costs 26 BPV
// and reaches the game without its torps.
func TestSDEngagementNoTorps(t *testing.T) {
	sal, _ := sd.CraftByKey("salamander")
	pv, _ := sd.CraftByKey("pit-viper")
	buys := [2][]sdBuy{
		{{t: sal, noTorps: true, pilot: sd.CrewFile{Plt: 10, Gnr: 10}, gunners: []int{10}}, {t: sal, pilot: sd.CrewFile{Plt: 5, Gnr: 5}, gunners: []int{5}}},
		{{t: pv, pilot: sd.CrewFile{Plt: 5, Gnr: 5}}},
	}
	if got := sdSpent(buys[0]); got != 56+45 {
		t.Fatalf("spent %d", got)
	}
	if _, err := sdEngagement(100, [2]string{"Red", "Blue"}, buys); err == nil || !strings.Contains(err.Error(), "Red spends 101 TPV of 100") {
		t.Fatalf("101 of 100 accepted: %v", err)
	}
	buys[0][1].pilot.Plt = 4
	sc, err := sdEngagement(100, [2]string{"Red", "Blue"}, buys)
	if err != nil {
		t.Fatal(err)
	}
	f := sc.File()
	c := f.Sides[0].Craft
	if c[0].Type != "salamander" || !c[0].NoTorps || c[0].ID != "A" || len(c[0].Gunners) != 1 || c[1].ID != "B" || c[1].NoTorps {
		t.Fatalf("craft %+v", c)
	}
	s, err := sd.Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := s.(*sd.State).Craft(0)
	if v.TPV != 56 || v.BPV != 26 || v.Torps != [3]int{} {
		t.Fatalf("no-torps Salamander in play: TPV %d BPV %d torps %v", v.TPV, v.BPV, v.Torps)
	}
}

// TestSDFill: the scripted builder spends every point it can, at every
// build level, and never more.
func TestSDFill(t *testing.T) {
	for _, p := range sd.EngagementPoints {
		bs := sdFill(nil, p, nil)
		if got := sdSpent(bs); got != p {
			t.Errorf("%d points: spent %d", p, got)
		}
		if _, err := sdEngagement(p, [2]string{"Red", "Blue"}, [2][]sdBuy{bs, bs}); err != nil {
			t.Errorf("%d points: %v", p, err)
		}
	}
}

var _ engine.Scenario = (*sd.Scenario)(nil)

// TestSDRosterByKeys buys a campaign roster on the roster screen: a
// Night Hawk by hand, the rest by the scripted builder from the pool, and
// done banks what is left.
func TestSDRosterByKeys(t *testing.T) {
	m := newSDRoster(Config{}, "Campaign roster (11.7): 300 points", "Reaper's Own", 300, []string{"night-hawk", "pit-viper", "epping"}, nil, [2]int{})
	d := newDriver(t, Config{}, m, 80, 24)
	if len(m.offers) != 3 {
		t.Fatalf("offers %d, want the pool's 3", len(m.offers))
	}
	d.catalogTo("Night Hawk")
	d.pressAll("enter", "b")
	d.pressAll("a")
	s := d.screen()
	if !strings.Contains(s, "Campaign roster (11.7): 300 points") || !strings.Contains(s, "Night Hawk A") {
		t.Fatalf("roster screen:\n%s", s)
	}
	for _, b := range m.buys[0] {
		if b.t.Key != "night-hawk" && b.t.Key != "pit-viper" && b.t.Key != "epping" {
			t.Fatalf("the builder bought a %s outside the pool", b.t.Name)
		}
	}
	d.pressAll("d")
	if !d.quit {
		t.Fatalf("done did not end the roster screen")
	}
	buys, done, err := m.rosterResult()
	if err != nil || !done || len(buys) < 2 || buys[0].Type != "night-hawk" || buys[0].Pilot != (sd.CrewFile{Plt: 5, Gnr: 5}) {
		t.Fatalf("result %v %v %v", buys, done, err)
	}
	// esc leaves without buying.
	m2 := newSDRoster(Config{}, "Reinforcements", "Reaper's Own", 75, nil, []string{"Night Hawk A, BPV 40, 0 marked"}, [2]int{})
	d2 := newDriver(t, Config{}, m2, 80, 24)
	if s := d2.screen(); !strings.Contains(s, "On the roster already:") || !strings.Contains(s, "Night Hawk A, BPV 40") {
		t.Fatalf("the roster held is not shown:\n%s", s)
	}
	d2.pressAll("esc")
	if _, done, _ := m2.rosterResult(); done || !d2.quit {
		t.Fatalf("esc did not leave without buying")
	}
}

// TestSDRosterHireCrew hires a pilot and a gunner alone on the roster
// screen (11.7's replacements for crew killed), by keys: the pilot's
// skill step has Plt and Gnr, the gunner's Gnr only; a hire over the
// points is refused; the result carries the hires with no craft.
func TestSDRosterHireCrew(t *testing.T) {
	m := newSDRoster(Config{}, "Reinforcements: 25 points", "Reaper's Own", 25, nil,
		[]string{"Salamander A, BPV 30, 3 marked", "Night Hawk A, BPV 40, 0 marked", "pilot Plt 6 Gnr 6"}, [2]int{1, 1})
	d := newDriver(t, Config{}, m, 80, 24)
	if s := d.screen(); !strings.Contains(s, "Hire a pilot alone (1 lacking)") || !strings.Contains(s, "Hire a gunner alone (1 lacking)") {
		t.Fatalf("no crew-only rows:\n%s", d.screen())
	}
	for m.cursor < len(m.offers) {
		d.pressAll("down")
	}
	d.pressAll("enter")
	if m.stage != sdCrew || m.crew.hire != sdHirePilot || m.crewRows() != 3 {
		t.Fatalf("not the pilot's skill step: stage %v hire %v rows %d", m.stage, m.crew.hire, m.crewRows())
	}
	if s := d.screen(); !strings.Contains(s, "hires a pilot alone") || !strings.Contains(s, "Pilot's Plt") || !strings.Contains(s, "Hire him for 10 points") {
		t.Fatalf("pilot step:\n%s", s)
	}
	// Plt 10, Gnr 9: 19 points of 25, then a gunner of Gnr 7 is refused
	// (6 left), Gnr 6 is hired.
	d.pressAll("0", "9", "enter")
	if m.stage != sdCatalog || len(m.buys[0]) != 1 || m.left() != 6 {
		t.Fatalf("after hiring the pilot: stage %v buys %+v left %d", m.stage, m.buys[0], m.left())
	}
	if s := d.screen(); !strings.Contains(s, "Hired pilot Plt 10 Gnr 9") || !strings.Contains(s, "Hire a pilot alone (0 lacking)") {
		t.Fatalf("the hire is not shown:\n%s", s)
	}
	d.pressAll("down", "enter")
	if m.crew.hire != sdHireGunner || m.crewRows() != 2 {
		t.Fatalf("not the gunner's skill step: hire %v rows %d", m.crew.hire, m.crewRows())
	}
	if s := d.screen(); !strings.Contains(s, "Gunner's Gnr") || strings.Contains(s, "Pilot's Plt") {
		t.Fatalf("gunner step:\n%s", s)
	}
	d.pressAll("7", "enter")
	if m.stage != sdCrew || !strings.Contains(m.err, "Refused") {
		t.Fatalf("a gunner of 7 with 6 points left was not refused: %q", m.err)
	}
	d.pressAll("up", "left", "b")
	if m.stage != sdCatalog || m.left() != 0 {
		t.Fatalf("after hiring the gunner: stage %v left %d err %q", m.stage, m.left(), m.err)
	}
	d.pressAll("d")
	buys, done, err := m.rosterResult()
	want := []RosterBuy{{Hire: HirePilot, Pilot: sd.CrewFile{Plt: 10, Gnr: 9}}, {Hire: HireGunner, Gunners: []int{6}}}
	if err != nil || !done || len(buys) != 2 || buys[0].Hire != want[0].Hire || buys[0].Pilot != want[0].Pilot ||
		buys[1].Hire != want[1].Hire || len(buys[1].Gunners) != 1 || buys[1].Gunners[0] != 6 || buys[0].Type != "" {
		t.Fatalf("result %+v %v %v", buys, done, err)
	}

	// The scripted builder ("a") hires what the roster lacks first: with
	// 12 points a pilot Plt 5 Gnr 5 and a gunner Gnr 2.
	m2 := newSDRoster(Config{}, "Reinforcements: 12 points", "Reaper's Own", 12, nil, nil, [2]int{1, 1})
	d2 := newDriver(t, Config{}, m2, 80, 24)
	d2.pressAll("a")
	b := m2.buys[0]
	if len(b) != 2 || b[0].hire != sdHirePilot || b[0].pilot != (sd.CrewFile{Plt: 5, Gnr: 5}) || b[1].hire != sdHireGunner || b[1].gunners[0] != 2 {
		t.Fatalf("the builder bought %+v", b)
	}
	// Removing a hire works as for a craft.
	d2.pressAll("tab", "x")
	if len(m2.buys[0]) != 1 || m2.left() != 10 {
		t.Fatalf("after removing: %+v, %d left", m2.buys[0], m2.left())
	}
}
