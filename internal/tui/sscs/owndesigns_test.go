package sscs

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestBuiltOffersYourDesigns: the designer saves new designs to
// designs/sscs beside the save folder, but "Squadrons built to a cost"
// offered only the shipped designs (found in play). The menu's "…, with
// your designs" offers both sides the shipped lists and every design of
// that folder the game accepts, a carrier whose craft is in a later file
// too; a file that does not read and a design the game refuses are named
// with the reason, and change nothing; the game's session saves, loads and
// replays as any other.
func TestBuiltOffersYourDesigns(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "designs", "sscs")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"a-carrier.yaml": "- {name: Roost, maneuver: 2, aux: [{kind: hangar, qty: 1, craft: Gnat}, {kind: storage, qty: 5}]}\n",
		"b-hawk.yaml": "- {name: Hawk, maneuver: 3, weapons: [{name: Laser, type: beam, dice: 1, range: 6, arc: secondary}], aux: [{kind: storage, qty: 20}]}\n" +
			"- {name: Lance, maneuver: 3}\n" + // a shipped design's name
			"- {name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}\n", // over the energy limit
		"c-broken.yaml": "- {name: Bad, maneuver: [\n",
		"d-gnat.yml":    "- {name: Gnat, fighter: true, maneuver: 5, armor: 1, weapons: [{type: beam, dice: 1, range: 4, arc: primary}], aux: [{kind: storage, qty: 3}]}\n",
		"notes.txt":     "not a design file",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := cfg
	c.SaveDir = filepath.Join(root, "saves")
	var got engine.Scenario
	back := &stubScreen{}
	s := openOwnBuilt(c, func(sc engine.Scenario) tui.Screen { got = sc; return back }, back)
	d := tuitest.New(t, tui.NewApp(c, s), 100, 30)
	screen := strings.Join(strings.Fields(d.Screen()), " ")
	for _, want := range []string{"Roost (a-carrier.yaml)", "Hawk (b-hawk.yaml)", "Gnat (d-gnat.yml)",
		"b-hawk.yaml: Lance: the name is a shipped design's already",
		"b-hawk.yaml: Huge: energy weapons' damage: 54 exceeds the limit 4.2",
		"c-broken.yaml", "Left out (the files are not changed)"} {
		if !strings.Contains(screen, want) {
			t.Errorf("%q is not on the screen:\n%s", want, d.Screen())
		}
	}
	if strings.Contains(screen, "notes.txt") {
		t.Errorf("a file that is no YAML is read:\n%s", d.Screen())
	}
	keys(d, "enter")
	if got == nil {
		t.Fatalf("enter starts nothing:\n%s", d.Screen())
	}
	f := got.(*sscs.Scenario).File()
	for _, side := range f.Sides {
		list := strings.Join(side.Build.Designs, ",")
		for _, n := range []string{"Hawk", "Gnat", "Roost"} {
			if !strings.Contains(","+list+",", ","+n+",") {
				t.Errorf("%s cannot build a %s: %s", side.Name, n, list)
			}
		}
		if strings.Contains(list, "Huge") {
			t.Errorf("%s builds a refused design: %s", side.Name, list)
		}
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "c-broken.yaml")); string(data) != files["c-broken.yaml"] {
		t.Error("the broken file was changed")
	}
	// A game of it plays, saves and replays with its designs.
	sess, err := engine.NewSession(sscs.Game{}, got, nil, 7, []engine.PlayerSlot{{Side: f.Sides[0].Name, Kind: engine.Human}, {Side: f.Sides[1].Name, Kind: engine.Human}})
	if err != nil {
		t.Fatal(err)
	}
	for _, by := range []engine.Player{0, 1} {
		if _, err := sess.Apply(sscs.Pick{By: by, Design: "Roost"}); err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(sscs.Ready{By: by}); err != nil {
			t.Fatal(err)
		}
	}
	again := gametest.Resave(t, sess, sscs.Game{})
	if again.State().Hash() != sess.State().Hash() {
		t.Error("the save replays to another state")
	}

	// No folder: the shipped designs alone, and the screen says where
	// yours would be.
	c.SaveDir = filepath.Join(t.TempDir(), "saves")
	got = nil
	s = openOwnBuilt(c, func(sc engine.Scenario) tui.Screen { got = sc; return back }, back)
	d = tuitest.New(t, tui.NewApp(c, s), 80, 24)
	if screen := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(screen, "No design of yours was found in the folder") || !strings.Contains(screen, "The shipped designs alone are offered.") {
		t.Errorf("no folder:\n%s", d.Screen())
	}
	keys(d, "enter")
	if got == nil {
		t.Error("no folder: enter starts nothing")
	}
}

// TestOwnDesignsPageScrolls: a list of designs left out longer than the
// screen scrolls with ↓/↑ to its last line, where it was cut with "(a
// taller terminal shows them)" and the rest could not be read (found by
// review).
func TestOwnDesignsPageScrolls(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "designs", "sscs")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 30 {
		name := filepath.Join(dir, fmt.Sprintf("broken-%02d.yaml", i))
		if err := os.WriteFile(name, []byte("- {name: Bad, maneuver: [\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	c := cfg
	c.SaveDir = filepath.Join(root, "saves")
	back := &stubScreen{}
	d := tuitest.New(t, tui.NewApp(c, openOwnBuilt(c, func(engine.Scenario) tui.Screen { return back }, back)), 80, 24)
	if s := d.Screen(); !strings.Contains(s, "more lines: ↓/j scrolls") || strings.Contains(s, "broken-29.yaml") {
		t.Fatalf("the long page does not say it scrolls, or shows all:\n%s", s)
	}
	for range 200 {
		keys(d, "down")
	}
	if s := d.Screen(); !strings.Contains(s, "broken-29.yaml") || strings.Contains(s, "more lines") {
		t.Fatalf("↓ did not scroll to the page's last line:\n%s", s)
	}
	keys(d, "up")
	if s := d.Screen(); !strings.Contains(s, "more lines") {
		t.Fatalf("↑ did not scroll back:\n%s", s)
	}
	// home and end go to the page's top and foot, as in every list.
	keys(d, "home")
	if s := d.Screen(); !strings.Contains(s, "Squadrons built to a cost, with your designs") {
		t.Fatalf("home did not go to the top:\n%s", s)
	}
	keys(d, "end")
	if s := d.Screen(); !strings.Contains(s, "broken-29.yaml") || strings.Contains(s, "more lines") {
		t.Fatalf("end did not go to the foot:\n%s", s)
	}
	keys(d, "up")
	if s := d.Screen(); !strings.Contains(s, "more lines") {
		t.Fatalf("↑ after end did not scroll back at once:\n%s", s)
	}
}

// TestOwnDesignsPastTheScenariosLimit: a scenario lists at most 64
// designs; the designs past that are named as left out with the limit and
// the count in words ("designs: at most 64" read as if the design broke a
// limit of its own), and the scenario plays with those that fit.
func TestOwnDesignsPastTheScenariosLimit(t *testing.T) {
	base, err := builtFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	sc, added, left, _, err := withOwnDesigns(base, manyDesigns(t, 20))
	room := sscs.MaxDesigns - len(base.Designs)
	if err != nil || sc == nil || len(added) != room || len(left) != 60-room {
		t.Fatalf("%v: %d added, %d left, want %d and %d", err, len(added), len(left), room, 60-room)
	}
	want := fmt.Sprintf("a scenario holds at most 64 designs, and has them (%d shipped, %d of yours)", len(base.Designs), room)
	for _, l := range left {
		if !strings.HasSuffix(l, want) {
			t.Fatalf("left out as %q, want it to end %q", l, want)
		}
	}
}
