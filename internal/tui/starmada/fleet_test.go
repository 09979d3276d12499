package starmada

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// fleet is the fleet builder on screen.
func fleet(t testing.TB, d *tuitest.Driver) *fleetModel {
	t.Helper()
	m, ok := d.Snap().Phase.(*fleetModel)
	if !ok {
		t.Fatalf("the fleet builder is not on screen (%T):\n%s", d.Snap().Phase, d.Screen())
	}
	return m
}

// classTo moves the builder's cursor to the row of class name.
func classTo(t testing.TB, d *tuitest.Driver, name string) {
	t.Helper()
	if fleet(t, d).onList {
		keys(d, "tab")
	}
	for i, c := range fleet(t, d).classes {
		if c.Name == name {
			for fleet(t, d).cursor < i {
				keys(d, "down")
			}
			for fleet(t, d).cursor > i {
				keys(d, "up")
			}
			return
		}
	}
	t.Fatalf("no class %q", name)
}

// buildByKeys makes a fleet-building intent on the builder by keys.
func buildByKeys(t testing.TB, d *tuitest.Driver, in engine.Intent) {
	t.Helper()
	n := d.Snap().Session.Len()
	switch x := in.(type) {
	case sm.AddShip:
		classTo(t, d, x.Class)
		keys(d, "enter")
	case sm.RemoveShip:
		classTo(t, d, x.Class)
		keys(d, "x")
	case sm.AutoFleet:
		keys(d, "a")
	case sm.Ready:
		keys(d, "d")
		if x.Uneven {
			keys(d, "d")
		}
		// A fleet a class would still bring nearer its total asks first
		// (2.1.1, the game's Unspent).
		if strings.Contains(d.Screen(), "unspent?") {
			keys(d, "y")
		}
	default:
		t.Fatalf("%v is not made on the fleet builder", in)
	}
	if d.Snap().Session.Len() != n+1 {
		t.Fatalf("%v was not made by keys:\n%s", in, d.Screen())
	}
}

// builderKeys types keys and checks that every frame fits w×24.
func builderKeys(t *testing.T, d *tuitest.Driver, w int, ascii bool, ks ...string) {
	t.Helper()
	for _, k := range ks {
		keys(d, k)
		fits(t, d, w, 24, ascii, "building after "+k)
	}
}

// TestStarmadaBuildFleets builds both fleets of the build scenario by keys
// on the fleet builder, hotseat: a class over the total refused with the
// game's words, removal from the catalogue and from the fleet list, an
// empty fleet refused, the automatic fleet, the 10 % warning and its
// confirmation, undo, and the Set-up Phase of the battle.
func TestStarmadaBuildFleets(t *testing.T) {
	for _, c := range []tui.Config{cfg, {Catalog: catalog{}, ASCII: true}, {Catalog: catalog{}, Color: true}} {
		sess := session(t, "build", false, 1, nil)
		d := startGame(t, c, sess, 80, 24)
		w := 80
		if s := d.Screen(); !strings.Contains(s, "Build fleets (2.1.1), 1 000 points") || !strings.Contains(s, "Imperial picks ships") {
			t.Fatalf("the builder does not open for Imperial:\n%s", s)
		}
		if m := fleet(t, d); m.me != 0 || m.classes[0].Fleet != "Imperial" {
			t.Fatalf("Imperial does not pick from its own fleet first")
		}
		// Two Admirables (438 each), and a third refused.
		classTo(t, d, "Admirable")
		builderKeys(t, d, w, c.ASCII, "enter")
		if s := d.Screen(); !strings.Contains(s, "Imperial picks ships: 438 of 1 000 points, 562 left") {
			t.Fatalf("no running total:\n%s", s)
		}
		builderKeys(t, d, w, c.ASCII, "enter", "enter")
		if s := d.Screen(); !strings.Contains(s, "The Admirable costs 438 points: Imperial would be 314 over its 1000") {
			t.Fatalf("the third Admirable was not refused:\n%s", s)
		}
		if now(sess).Points(0) != 876 || sess.Len() != 2 {
			t.Fatalf("%d points after %d intents", now(sess).Points(0), sess.Len())
		}
		// Remove from the list (tab, x), then by class (x on the row).
		builderKeys(t, d, w, c.ASCII, "tab", "x")
		if n := len(now(sess).Picks(0)); n != 1 {
			t.Fatalf("tab x did not remove: %d ships", n)
		}
		builderKeys(t, d, w, c.ASCII, "tab", "x")
		if n := len(now(sess).Picks(0)); n != 0 {
			t.Fatalf("x on the class did not remove: %d ships", n)
		}
		// Ready with no ship is refused; the automatic fleet fills it; undo
		// takes it back, and again.
		builderKeys(t, d, w, c.ASCII, "d")
		if !strings.Contains(d.Screen(), "has no ship yet") || now(sess).Ready(0) {
			t.Fatalf("an empty fleet was accepted:\n%s", d.Screen())
		}
		builderKeys(t, d, w, c.ASCII, "a")
		imp := now(sess).Points(0)
		if imp != 999 {
			t.Fatalf("the automatic fleet has %d points, want 999", imp)
		}
		builderKeys(t, d, w, c.ASCII, "u")
		if now(sess).Points(0) != 0 {
			t.Fatalf("undo left %d points", now(sess).Points(0))
		}
		// The automatic fleet comes as near the total as it can (999 of
		// 1 000, rules 11): d asks nothing (2.1.1).
		builderKeys(t, d, w, c.ASCII, "a", "d")
		if s := d.Screen(); strings.Contains(s, "unspent?") {
			t.Fatalf("d on the automatic fleet asked:\n%s", s)
		}
		if !now(sess).Ready(0) {
			t.Fatalf("d did not close Imperial's fleet:\n%s", d.Screen())
		}
		// Hegemony builds next (open: no handoff), its own fleet first.
		if d.Snap().Handoff {
			t.Fatalf("a handoff during the open build:\n%s", d.Screen())
		}
		if m := fleet(t, d); m.me != 1 || m.classes[0].Fleet != "Hegemony" {
			t.Fatalf("Hegemony does not build next from its own fleet first:\n%s", d.Screen())
		}
		// One Wasp: uneven; d warns, a second d would fight anyway.
		classTo(t, d, "Wasp")
		builderKeys(t, d, w, c.ASCII, "enter", "d")
		if s := d.Screen(); !strings.Contains(s, "not even (2.1.1). Press d again") || now(sess).Phase().Name != sm.PhaseBuild {
			t.Fatalf("no warning for uneven fleets:\n%s", s)
		}
		builderKeys(t, d, w, c.ASCII, "x", "a")
		if s := d.Screen(); !strings.Contains(s, ": even (2.1.1)") {
			t.Fatalf("the automatic fleets are not even:\n%s", s)
		}
		heg := now(sess).Points(1)
		builderKeys(t, d, w, c.ASCII, "d")
		st := now(sess)
		if st.Phase().Name != sm.PhaseSetup || st.Points(0) != imp || st.Points(1) != heg || d.Snap().Phase != nil {
			t.Fatalf("the battle does not open with the set-up of %d and %d points: %+v\n%s", imp, heg, st.Phase(), d.Screen())
		}
		if !strings.Contains(d.Screen(), "sets up first") {
			t.Fatalf("the set-up roll is not told:\n%s", d.Screen())
		}
	}
}

// TestStarmadaBuildUneven confirms a battle of uneven fleets: the second
// d sends the confirmation the game asks for.
func TestStarmadaBuildUneven(t *testing.T) {
	sess := session(t, "build", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "a", "d")     // the automatic 999: ready, nothing to ask (2.1.1)
	classTo(t, d, "Hive") // 543 against the automatic 999: not even
	keys(d, "enter", "d", "d")
	// 457 points left, which a Scarab would bring nearer: asked first.
	if s := d.Screen(); !strings.Contains(s, "unspent?") {
		t.Fatalf("ready with 457 points left did not ask:\n%s", s)
	}
	keys(d, "y")
	recs := sess.Records()
	if last := recs[len(recs)-1].Intent; last != (sm.Ready{By: 1, Uneven: true}) || now(sess).Phase().Name != sm.PhaseSetup {
		t.Fatalf("the last intent is %v in the %s Phase", last, now(sess).Phase().Name)
	}
}

// TestStarmadaBuildSolo builds against the scripted opponent, which takes
// the automatic fleet, and with objects, so that the battle opens with
// one side placing them (2.1.2).
func TestStarmadaBuildSolo(t *testing.T) {
	sess := session(t, "build", true, 2, engine.Options{sm.OptPoints: "500", sm.OptObjects: "4"})
	d := startGame(t, cfg, sess, 80, 24)
	if s := d.Screen(); !strings.Contains(s, "Build fleets (2.1.1), 500 points") {
		t.Fatalf("the builder does not say 500 points:\n%s", s)
	}
	keys(d, "a", "d")
	if strings.Contains(d.Screen(), "Press d again") {
		keys(d, "d")
	}
	// The automatic 485 of 500 comes as near the total as it can (rules
	// 11): nothing to ask (2.1.1).
	if s := d.Screen(); strings.Contains(s, "unspent?") {
		t.Fatalf("ready with the automatic fleet asked:\n%s", s)
	}
	st := now(sess)
	if !st.Ready(1) || st.Points(1) == 0 {
		t.Fatalf("the scripted opponent built %d points (ready %v):\n%s", st.Points(1), st.Ready(1), d.Screen())
	}
	if st.ObjectsToPlace() != 4 || st.Task() != sm.TaskObjects && len(st.Objects()) != 4 {
		t.Fatalf("the battle does not open with four objects: %q %d\n%s", st.Task(), st.ObjectsToPlace(), d.Screen())
	}
}

// TestStarmadaBuildGolden keeps the builder at 80×24 halfway through
// Imperial's fleet.
func TestStarmadaBuildGolden(t *testing.T) {
	d := startGame(t, cfg, session(t, "build", false, 1, nil), 80, 24)
	classTo(t, d, "Paladin")
	keys(d, "enter", "down", "enter", "tab")
	tuitest.Golden(t, "starmada_build", belowHeader(d.Screen())+"\n")
}

// The builder's words take "an" before a vowel: "an Imperial fleet",
// "Added an Admirable"; "a Hornet" as before.
func TestStarmadaBuildArticles(t *testing.T) {
	for name, want := range map[string]string{"Admirable": "an Admirable", "Imperial": "an Imperial", "Hornet": "a Hornet", "Hegemony": "a Hegemony"} {
		if got := aName(name); got != want {
			t.Errorf("aName(%q) = %q, want %q", name, got, want)
		}
	}
	d := startGame(t, cfg, session(t, "build", false, 1, nil), 80, 24)
	if s := d.Screen(); !strings.Contains(s, "Automatic: an Imperial fleet for 1 000") {
		t.Fatalf("the automatic row:\n%s", s)
	}
	classTo(t, d, "Admirable")
	keys(d, "enter")
	if s := d.Screen(); !strings.Contains(s, "Added an Admirable (CR 438).") {
		t.Fatalf("after adding the Admirable:\n%s", s)
	}
}

// TestStarmadaBuilderSaysWhatIsScrolledOff: at 80×24 the catalogue of
// thirteen classes, the automatic fleet and Ready fit when no message is
// shown (two blank message rows left Ready below the window), and when a
// refusal takes rows, what is scrolled off is said at the window's edges,
// where the Admirable vanished from the top with nothing to say so (found
// building the fleets hotseat).
func TestStarmadaBuilderSaysWhatIsScrolledOff(t *testing.T) {
	sess := session(t, "build", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	if s := d.Screen(); !strings.Contains(s, "Ready: Hegemony builds next") || strings.Contains(s, "more") {
		t.Errorf("with no message the whole catalogue fits:\n%s", s)
	}
	// A refusal of two lines leaves a row short.
	classTo(t, d, "Admirable")
	keys(d, "enter")
	classTo(t, d, "Leviathan")
	keys(d, "enter")
	s := d.Screen()
	if strings.Contains(s, "Admirable   CR") {
		t.Skipf("the whole catalogue fits:\n%s", s)
	}
	if !regexp.MustCompile(`↑ \d+ more`).MatchString(s) {
		t.Errorf("the rows above the window are not said:\n%s", s)
	}
	for fleet(t, d).cursor > 0 {
		keys(d, "up")
	}
	if s := d.Screen(); !strings.Contains(s, "Admirable   CR") {
		t.Errorf("at the top, no Admirable:\n%s", s)
	}
}

// TestStarmadaBuilderFooterHoldsAt80: the fleet builder's footer holds its
// keys whole at 80 columns, with undo, help and quit, in the words of the
// other games' builders ("x take out", "d ready"): in full it was cut
// after "a automatic fleet", hiding ready, undo, help and quit. On the
// fleet list, tab goes back to the classes and the footer says so (it
// said "fleet list" there too).
func TestStarmadaBuilderFooterHoldsAt80(t *testing.T) {
	d := startGame(t, cfg, session(t, "build", false, 1, nil), 80, 24)
	tuitest.FooterHolds(t, "catalogue", d.Footer(), "enter add", "x take out", "tab fleet", "a auto", "d ready", "u undo", "? help", "q quit")
	classTo(t, d, "Lancer")
	keys(d, "enter", "tab")
	tuitest.FooterHolds(t, "fleet list", d.Footer(), "x take out", "tab classes", "u undo", "? help", "q quit")
	keys(d, "x")
	if s := d.Screen(); !strings.Contains(s, "Took out a Lancer.") {
		t.Errorf("x on the fleet list does not say what it took out:\n%s", s)
	}
}

// TestStarmadaBuilderSpaceAdds: space adds the class under the cursor, as
// it chooses on the action list (and adds in SSCS's squadron builder);
// here it did nothing.
func TestStarmadaBuilderSpaceAdds(t *testing.T) {
	sess := session(t, "build", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	classTo(t, d, "Lancer")
	keys(d, "space")
	if picks := now(sess).Picks(0); len(picks) != 1 || picks[0].Class != "Lancer" {
		t.Fatalf("space did not add the Lancer: %+v\n%s", picks, d.Screen())
	}
}

// TestStarmadaBuilderHomeEnd: home and end go to the builder's first and
// last rows, as in the action list; they did nothing (found in play).
func TestStarmadaBuilderHomeEnd(t *testing.T) {
	sess := session(t, "build", false, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	m := fleet(t, d)
	keys(d, "end")
	if m.cursor != m.rows()-1 || m.cursor < 1 {
		t.Fatalf("end: row %d of %d", m.cursor, m.rows())
	}
	keys(d, "home")
	if m.cursor != 0 {
		t.Fatalf("home: row %d", m.cursor)
	}
}

// TestStarmadaFleetListSaysWhatItHides: thirteen Lancers at 80×24 drew
// twelve under "Imperial: 13 ships" with nothing to say where the
// thirteenth was; the fleet list now says what it leaves out at its
// edges, as the catalogue beside it does (tui.ListWindow), and takes
// every row beside the catalogue: thirteen fit whole at 80×24 (it left
// a row blank under "↓ 2 more"; found by a play-tester), twenty-four at
// 2 000 points scroll.
func TestStarmadaFleetListSaysWhatItHides(t *testing.T) {
	for _, tc := range []struct {
		points    string
		ships     int
		top, foot string // the edge lines at the top of the list and at its foot
	}{
		{"1000", 13, "", ""},
		{"2000", 24, "↓ 12 more", "↑ 12 more"},
	} {
		sess := session(t, "build", false, 1, engine.Options{"points": tc.points})
		d := startGame(t, cfg, sess, 80, 24)
		classTo(t, d, "Lancer")
		for len(now(sess).Picks(0)) < tc.ships {
			keys(d, "enter")
		}
		keys(d, "tab")
		s := d.Screen()
		if tc.top == "" {
			if strings.Contains(s, " more") || !strings.Contains(s, "Lancer 13") {
				t.Errorf("%d ships at 80×24 are not whole:\n%s", tc.ships, s)
			}
			continue
		}
		if !regexp.MustCompile(`Lancer 1 .*\n(?s:.*)` + tc.top).MatchString(s) {
			t.Errorf("at the top of %d ships, no %q under Lancer 1:\n%s", tc.ships, tc.top, s)
		}
		keys(d, "end")
		if s := d.Screen(); !regexp.MustCompile(tc.foot + `(?s:.*)>Lancer ` + fmt.Sprint(tc.ships)).MatchString(s) {
			t.Errorf("at the foot of %d ships, no %q over the last:\n%s", tc.ships, tc.foot, s)
		}
	}
}
