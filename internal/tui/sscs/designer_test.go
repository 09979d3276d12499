package sscs

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// designer opens the designer on a copy of the test designs.
func designer(t *testing.T) (*Designer, *tuitest.Driver, string) {
	t.Helper()
	path := copyDesigns(t)
	dz, err := NewDesigner(cfg, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	return dz, tuitest.New(t, tui.NewApp(cfg, dz), 80, 24), path
}

// TestDesignerEdits changes a design through its form and checks that
// every number follows from package design: the maneuver stepped, a range
// typed, the d10s of damage typed, an auxiliary added and one removed.
func TestDesignerEdits(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]") // the Spear
	if dz.design().Name != "Spear" {
		t.Fatalf("on the %s", dz.design().Name)
	}
	keys(d, "6", "right")
	if dz.design().Maneuver != 4 || dz.derived.MP != 16 {
		t.Fatalf("maneuver %d, MP %d", dz.design().Maneuver, dz.derived.MP)
	}
	keys(d, "1", "enter", "down", "down", "down", "down", "down", "enter", "ctrl+u")
	typeText(d, "20")
	keys(d, "enter")
	if w := dz.design().Weapons[0]; w.Range != 20 || dz.derived.Weapons[0].Range != 10 {
		t.Fatalf("range %d, Range %d:\n%s", w.Range, dz.derived.Weapons[0].Range, d.Screen())
	}
	keys(d, "up", "enter", "ctrl+u") // the d10s of damage
	typeText(d, "2")
	keys(d, "enter")
	if w := dz.design().Weapons[0]; w.Dice != 2 || w.Damage != 0 || dz.derived.Weapons[0].Dice != 2 {
		t.Fatalf("damage 2d10: %+v", w)
	}
	keys(d, "enter", "ctrl+u")
	typeText(d, "lots")
	keys(d, "enter")
	if !strings.Contains(d.Screen(), "is not a whole number") || dz.design().Weapons[0].Dice != 2 {
		t.Fatalf("a bad number was taken:\n%s", d.Screen())
	}
	keys(d, "esc", "4", "a")
	n := len(dz.design().Aux)
	if dz.design().Aux[n-1].Kind != design.ECM || dz.entry != n-1 {
		t.Fatalf("a added %+v", dz.design().Aux)
	}
	keys(d, "esc", "x")
	if len(dz.design().Aux) != n-1 {
		t.Fatalf("x did not remove: %+v", dz.design().Aux)
	}
	if !dz.dirty || !strings.Contains(d.Screen(), "· changed") {
		t.Fatalf("the title does not say the file changed:\n%s", d.Screen())
	}
}

// TestDesignerLimits breaks a limit of Evaluate Design: the totals mark
// it OVER with both numbers, and the error names the section; a limit
// approached is marked near.
func TestDesignerLimits(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]")
	// The shields that break the limit (each shield also grows the
	// engine the limit is taken from), found with package design.
	over := 0
	var lim design.Limit
	for s := 1; s < design.MaxShields && over == 0; s++ {
		x := cloneDesign(*dz.design())
		x.Shields = s
		if dv, err := design.Derive(x, nil); err == nil {
			if l, _ := dv.Limit("shields"); !l.OK {
				over, lim = s, l
			}
		}
	}
	if over == 0 {
		t.Fatal("no shield rating breaks the limit")
	}
	keys(d, "2", "enter", "ctrl+u")
	typeText(d, fmt.Sprint(over-1))
	keys(d, "enter")
	s := d.Screen()
	if !strings.Contains(s, "near shields") {
		t.Fatalf("%d shields are not near the limit:\n%s", over-1, s)
	}
	keys(d, "right")
	s = d.Screen()
	want := fmt.Sprintf("OVER shields   %d/%s", over, lim.Max)
	if !strings.Contains(s, want) || !strings.Contains(s, "section 2, Shields") {
		t.Fatalf("%q is not shown with its section:\n%s", want, s)
	}
	if err := dz.derived.Err(); err == nil || !strings.Contains(err.Error(), "shield rating") {
		t.Fatalf("Err: %v", err)
	}
}

// TestDesignerOrder moves entries in the damage order, the hull and the
// crew among the auxiliaries too.
func TestDesignerOrder(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "o") // the Roost: 2 weapons, then hangar, ecm, hull, crew
	keys(d, "J")
	if w := dz.design().Weapons; w[0].Name != "Laser" || w[1].Name != "Point defence" || dz.row != 1 {
		t.Fatalf("J on the first weapon: %+v, row %d", w, dz.row)
	}
	keys(d, "down", "down", "down", "down", "K", "K") // the crew up past the hull and the ecm
	got := []string{}
	for _, a := range dz.design().Aux {
		got = append(got, a.Kind)
	}
	if strings.Join(got, " ") != "hangar crew ecm hull" {
		t.Fatalf("order %v:\n%s", got, d.Screen())
	}
	if k := dz.derived.Aux[1].Kind; k != design.CrewAux {
		t.Fatalf("the derived order does not follow: %s", k)
	}
}

// TestDesignerExplain shows every computed number with its formula and
// every limit.
func TestDesignerExplain(t *testing.T) {
	dz, _, _ := designer(t)
	dz.switchTo(2)
	dz.explain = true
	lines := dz.explainLines(200, 1000)
	text := strings.Join(lines, "\n")
	for _, s := range dz.derived.Explain {
		if !strings.Contains(text, s.What) || !strings.Contains(text, s.Formula) {
			t.Errorf("explain lacks %s (%s)", s.What, s.Formula)
		}
	}
	for _, l := range dz.derived.Limits {
		if !strings.Contains(text, l.Rule) {
			t.Errorf("explain lacks the limit %s", l.Rule)
		}
	}
}

// TestDesignerSaysHowToValidate: a saved file is named with the command
// that checks it, and a new file is proposed in a folder named sscs, where
// validate knows it. The designer proposed designs/NAME.yaml and said only
// "Saved 1 design to …", and 'armada-tui validate' of that file asked which
// game its records were for (found designing a ship from scratch and
// checking it as README says).
func TestDesignerSaysHowToValidate(t *testing.T) {
	dz, d, path := designer(t)
	keys(d, "s")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "Check it with: armada-tui validate --game sscs") {
		t.Errorf("the saved message does not say how to check the file:\n%s", d.Screen())
	}
	in := filepath.Join(t.TempDir(), "sscs", "harrier.yaml")
	if got := validateWords(in); got != "Check it with: armada-tui validate "+in {
		t.Errorf("a file in a folder named sscs: %q", got)
	}
	if got := validateWords(path); !strings.Contains(got, "--game sscs") {
		t.Errorf("a file elsewhere: %q", got)
	}
	dz.path = ""
	dz.cfg.SaveDir = filepath.Join("state", "armada-tui", "saves")
	if got, want := dz.suggestPath(), filepath.Join("state", "armada-tui", "designs", "sscs", strings.ToLower(strings.Join(strings.Fields(dz.designs[0].Name), "-"))+".yaml"); got != want {
		t.Errorf("suggested %s, want %s", got, want)
	}
}

// TestDesignerSaveLoad saves the file (through the atomic writer), reads
// it back as the same designs, saves as another file, loads it, copies a
// shipped design into it and drops one.
func TestDesignerSaveLoad(t *testing.T) {
	dz, d, path := designer(t)
	keys(d, "]", "]", "3", "right") // crew 1 over the minimum
	keys(d, "s")
	if dz.dirty || !strings.Contains(d.Screen(), "Saved 3 designs") {
		t.Fatalf("s did not save:\n%s", d.Screen())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	list, err := design.Decode(data)
	if err != nil || len(list) != 3 || list[2].Crew != 10 {
		t.Fatalf("read back %v: %+v", err, list)
	}
	other := filepath.Join(t.TempDir(), "sub", "other.yaml")
	keys(d, "S", "ctrl+u")
	typeText(d, other)
	keys(d, "enter")
	if dz.path != other {
		t.Fatalf("save as: %s\n%s", dz.path, d.Screen())
	}
	keys(d, "c")
	typeText(d, "Lance")
	keys(d, "enter")
	if dz.design().Name != "Lance copy" || dz.design().Source != "user" || len(dz.designs) != 4 {
		t.Fatalf("copy: %+v", dz.design())
	}
	keys(d, "D", "y")
	if len(dz.designs) != 3 {
		t.Fatalf("drop: %d designs", len(dz.designs))
	}
	keys(d, "L", "y", "ctrl+u") // the drop is not saved: L asks first
	typeText(d, path)
	keys(d, "enter")
	if dz.path != path || len(dz.designs) != 3 || dz.dirty {
		t.Fatalf("load: %s %d\n%s", dz.path, len(dz.designs), d.Screen())
	}
}

// TestDesignerLoadAsksOverUnsavedChanges: L with changes not saved asks
// before it opens the path (it replaced the designs with the file's, the
// changes gone, and said so only afterwards); n keeps them, y asks for the
// file. Without changes L asks for the path at once.
func TestDesignerLoadAsksOverUnsavedChanges(t *testing.T) {
	dz, d, path := designer(t)
	keys(d, "L")
	if dz.ask == nil || dz.ask.kind != askLoad {
		t.Fatalf("L with nothing changed does not ask for the file:\n%s", d.Screen())
	}
	keys(d, "esc", "n") // a new design: a change not saved
	if !dz.dirty || len(dz.designs) != 4 {
		t.Fatalf("n did not add a design: dirty %v, %d designs", dz.dirty, len(dz.designs))
	}
	keys(d, "L")
	flat := strings.Join(strings.Fields(d.Screen()), " ")
	if dz.ask == nil || dz.ask.kind != askDiscard || !strings.Contains(flat, "Changes not saved: load another file and lose them? y/n") {
		t.Fatalf("L over changes not saved does not ask:\n%s", d.Screen())
	}
	if strings.Contains(flat, "y/n:") || !strings.Contains(d.Footer(), "y yes") {
		t.Errorf("the y/n question shows a field to type in, or its footer no y and n:\n%s", d.Screen())
	}
	keys(d, "n")
	if dz.ask != nil || !dz.dirty || len(dz.designs) != 4 {
		t.Fatalf("n did not keep the changes: ask %v, dirty %v, %d designs\n%s", dz.ask, dz.dirty, len(dz.designs), d.Screen())
	}
	keys(d, "L", "y")
	if dz.ask == nil || dz.ask.kind != askLoad || dz.ask.input.Value() != path {
		t.Fatalf("y does not ask for the file to load:\n%s", d.Screen())
	}
	// A message that is not a key (the question's cursor blinking) edits
	// nothing: typing still replaces the path offered (it ran on from it,
	// "…/designs.yamlabc", found in play).
	d.Msg(tea.FocusMsg{})
	typeText(d, "abc")
	if got := dz.ask.input.Value(); got != "abc" {
		t.Fatalf("typed after y: %q, want abc", got)
	}
	keys(d, "esc", "L", "y", "enter")
	if dz.dirty || len(dz.designs) != 3 || !strings.Contains(d.Screen(), "The changes before were not saved") {
		t.Fatalf("the load after y: dirty %v, %d designs\n%s", dz.dirty, len(dz.designs), d.Screen())
	}
}

// TestDesignerNew starts without a file, asks where at the first save,
// and leaving with unsaved changes asks first.
func TestDesignerNew(t *testing.T) {
	back := &stubScreen{}
	dz, err := NewDesigner(cfg, "", back)
	if err != nil {
		t.Fatal(err)
	}
	if err := dz.derived.Err(); err != nil {
		t.Fatalf("the new design breaks a limit: %v", err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "6", "right", "q")
	if tui.Inspect(d.Model()).Screen != tui.Screen(dz) || !strings.Contains(d.Screen(), "Leave without saving") {
		t.Fatalf("q left unsaved changes:\n%s", d.Screen())
	}
	keys(d, "n")
	path := filepath.Join(t.TempDir(), "new.yaml")
	saveDesignAs(t, d, dz, path)
	keys(d, "esc")
	if tui.Inspect(d.Model()).Screen != tui.Screen(back) {
		t.Fatal("esc did not go back")
	}
}

// TestDesignerSkirmish: from the menu, t makes a scenario of the design
// against shipped designs, which starts a game.
func TestDesignerSkirmish(t *testing.T) {
	var got engine.Scenario
	back := &stubScreen{}
	s := openDesigner(cfg, func(sc engine.Scenario) tui.Screen { got = sc; return back }, back)
	d := tuitest.New(t, tui.NewApp(cfg, s), 80, 24)
	keys(d, "t")
	if got == nil {
		t.Fatalf("no skirmish:\n%s", d.Screen())
	}
	st, err := sscs.Game{}.NewState(got, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(st.(*sscs.State).Ships()); n < 2 {
		t.Fatalf("%d ships", n)
	}
	// The new design (cost 77) is cheaper than any Vorr ship: the briefing
	// says so rather than "of about its cost".
	if b := got.(engine.Briefer).Briefing(nil); !strings.Contains(b.Situation, "costs more") || strings.Contains(b.Situation, "about its cost") {
		t.Fatalf("the skirmish's situation: %q", b.Situation)
	}
	dz, _ := NewDesigner(cfg, "", nil)
	d = tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "t")
	if !strings.Contains(d.Screen(), "from the designer of the menu") {
		t.Fatalf("standalone t:\n%s", d.Screen())
	}
}

// stubScreen is a screen to go back to.
type stubScreen struct{}

func (*stubScreen) Update(tea.Msg) (tui.Screen, tea.Cmd) { return nil, nil }
func (*stubScreen) View(w, h int) string                 { return "" }
func (*stubScreen) Keys() tui.KeyMap                     { return tui.KeyMap{} }
func (*stubScreen) Typing() bool                         { return false }

// TestDesignerHangarCrafts: a hangar may hold any vehicle without a hangar
// of its own (rules 5), so the designer offers ships as well as fighters,
// and never a carrier.
func TestDesignerHangarCrafts(t *testing.T) {
	dz, _, _ := designer(t)
	list, err := sscs.Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	offered := map[string]bool{}
	for _, name := range dz.crafts() {
		offered[strings.ToLower(name)] = true
	}
	ships, carriers := 0, 0
	for _, x := range list {
		switch {
		case x.HasHangar():
			carriers++
			if offered[strings.ToLower(x.Name)] {
				t.Errorf("%s carries craft itself, yet a hangar is offered it", x.Name)
			}
		case !x.Fighter:
			ships++
			if !offered[strings.ToLower(x.Name)] {
				t.Errorf("%s, a ship without a hangar, is not offered to a hangar", x.Name)
			}
		}
	}
	if ships == 0 || carriers == 0 {
		t.Fatalf("the shipped designs have %d ships without a hangar and %d carriers: the test tests nothing", ships, carriers)
	}
}

// TestSkirmishCountsTheCraft: a design carrying craft is matched and
// briefed at its cost with them, the cost the briefing's forces give (the
// situation read "your design (cost 96)" above "Designer, cost 120" for a
// design with a Wasp in its hangar).
func TestSkirmishCountsTheCraft(t *testing.T) {
	d := design.Design{Name: "Carrier test", Maneuver: 4,
		Weapons: []design.Weapon{{Type: design.Beam, Dice: 1, Range: 6, Arc: design.Secondary}},
		Aux:     []design.Aux{{Kind: design.Hangar, Qty: 1, Craft: "Wasp"}}}
	dv, err := design.Derive(d, func(name string) (*design.Derived, error) {
		cat, _ := sscs.Catalogue()
		for _, x := range cat {
			if strings.EqualFold(x.Name, name) {
				return design.Derive(x, nil)
			}
		}
		return nil, fmt.Errorf("no design %q", name)
	})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := skirmish([]design.Design{d}, 0, dv.Cost)
	if err != nil {
		t.Fatal(err)
	}
	b := sc.Briefing(nil)
	var forces string
	for _, f := range b.Forces {
		forces += f + " "
	}
	m := regexp.MustCompile(`Designer, cost (\d+)`).FindStringSubmatch(forces)
	if m == nil {
		t.Fatalf("forces: %q", forces)
	}
	if !strings.Contains(b.Situation, "(cost "+m[1]+")") || !strings.Contains(b.Situation, "with its craft") {
		t.Errorf("the situation %q does not give the forces' cost %s", b.Situation, m[1])
	}
}

// TestDesignerRefusesFixedDamage (rules 8): a design file of rules 1-7
// whose railgun buys fixed damage opens with its numbers and the refusal
// the game gives it, naming the design, the weapon and the rule (only
// projectors use non-variable damage: 1) Weapon Design, Damage); its
// "Damage as" line buys d10s instead, and then the refusal is gone. A new
// weapon buys a d10, and the projector keeps its fixed value.
func TestDesignerRefusesFixedDamage(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.yaml")
	old := "- name: Pike\n  maneuver: 3\n  weapons:\n" +
		"    - {name: Driver, type: railgun, damage: 2, range: 12, arc: primary}\n" +
		"    - {name: Tractor, type: projector, effect: tractor, damage: 2, range: 6, arc: primary}\n" +
		"  aux:\n    - {kind: storage, qty: 40}\n"
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	dz, err := NewDesigner(cfg, path, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 120, 40)
	if dz.err == nil || dz.derived == nil {
		t.Fatalf("the old design: err %v, numbers %v", dz.err, dz.derived != nil)
	}
	for _, w := range []string{"Pike", "the Driver (weapon 1), a railgun", "fixed damage", "only projectors", "10-sided dice", "section 1, Weapon Design: Damage"} {
		if !strings.Contains(dz.err.Error(), w) {
			t.Errorf("the refusal lacks %q: %v", w, dz.err)
		}
	}
	if !strings.Contains(d.Screen(), "Cannot be built") {
		t.Errorf("the screen does not say it:\n%s", d.Screen())
	}
	keys(d, "1", "enter", "down", "down", "down")
	if !strings.Contains(d.Screen(), "fixed (projectors only)") {
		t.Fatalf("no Damage as line:\n%s", d.Screen())
	}
	keys(d, "enter")
	if w := dz.design().Weapons[0]; w.Dice != 1 || w.Damage != 0 || dz.err != nil {
		t.Fatalf("d10s bought: %+v, %v", w, dz.err)
	}
	if w := dz.design().Weapons[1]; w.Damage != 2 || w.Dice != 0 {
		t.Errorf("the tractor's value: %+v", w)
	}
	keys(d, "esc", "a")
	if w := dz.design().Weapons[2]; w.Dice != 1 || w.Damage != 0 {
		t.Errorf("a new weapon: %+v", w)
	}
}

// TestDesignerReloads: a railgun's magazine reloads are typed in its form
// (rules 9); without storage for them the design is refused naming the
// limit, and a beam's form has no such field.
func TestDesignerReloads(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]") // the Spear, whose Driver is a railgun and which has no storage
	keys(d, "1", "enter", "down", "down", "down", "down", "down", "down", "down", "down", "enter", "ctrl+u")
	typeText(d, "2")
	keys(d, "enter")
	if w := dz.design().Weapons[0]; w.Reloads != 2 || dz.derived == nil || dz.derived.Weapons[0].ReloadSlots != 100 {
		t.Fatalf("reloads %+v:\n%s", w, d.Screen())
	}
	l, ok := dz.derived.Limit("reload-slots")
	if !ok || l.OK || dz.derived.Err() == nil || !strings.Contains(dz.derived.Err().Error(), "design Spear: magazine reloads in storage, in slots: 100 exceeds the limit 0") {
		t.Fatalf("the limit %+v: %v", l, dz.derived.Err())
	}
	keys(d, "7") // Evaluate
	if !strings.Contains(d.Screen(), "magazine reloads") {
		t.Fatalf("Evaluate does not show the reloads' limit:\n%s", d.Screen())
	}
	for _, f := range weaponFields(&design.Weapon{Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary}) {
		if f.label == "Reloads" {
			t.Fatal("a beam's form offers reloads")
		}
	}
	w := design.Weapon{Type: design.Torpedo, Dice: 1, Range: 4, Arc: design.Primary, Reloads: 2}
	normalizeWeapon(&w, design.Torpedo)
	w.Type = design.Cannon
	normalizeWeapon(&w, design.Torpedo)
	if w.Reloads != 0 {
		t.Fatalf("a cannon kept the torpedo's reloads: %+v", w)
	}
}

// TestDesignerSaveNamesTheBrokenLimit: saving a design over a limit says
// which limit, with its value and the limit, and refers to one design in
// the singular. Playing rules 9 at 80×24, a Kestrel given a third reload
// saved with "Kestrel break a limit or buy fixed damage on a weapon other
// than a projector: validate will refuse them." — not saying it was the
// reloads' storage, not the fixed damage.
func TestDesignerSaveNamesTheBrokenLimit(t *testing.T) {
	src := `- name: Kestrel
  maneuver: 4
  weapons:
    - {name: Mass driver, type: railgun, dice: 1, range: 12, arc: primary, reloads: 3}
    - {name: Laser, type: beam, dice: 1, range: 6, arc: secondary}
  aux:
    - {kind: ecm, qty: 1}
    - {kind: storage, qty: 1}
`
	d := designerOf(t, src)
	keys(d, "s")
	screen := strings.Join(strings.Fields(d.Screen()), " ")
	want := "Kestrel: magazine reloads in storage, in slots 150, limit 100; validate will refuse it."
	if !strings.Contains(screen, want) {
		t.Errorf("no %q after the save:\n%s", want, d.Screen())
	}
	if strings.Contains(screen, "break a limit") {
		t.Errorf("the old note:\n%s", d.Screen())
	}
}

// TestDesignerListsReloads: where the designer lists the weapons (step 1
// and the damage order) an entry's magazine reloads show, as the file
// writes them (rules 9); playing at 80×24 the Kestrel's two reloads for
// its mass driver were nowhere but in the entry's form.
func TestDesignerListsReloads(t *testing.T) {
	src := `- name: Kestrel
  maneuver: 4
  weapons:
    - {name: Mass driver, type: railgun, dice: 1, range: 12, arc: primary, reloads: 2}
    - {name: Point defence, type: antimissile, dice: 1, range: 4, arc: secondary}
  aux:
    - {kind: ecm, qty: 1}
    - {kind: storage, qty: 2}
`
	d := designerOf(t, src)
	keys(d, "1")
	screen := d.Screen()
	if !strings.Contains(screen, "reloads: 2 · $") || !strings.Contains(screen, "100 slots of storage") {
		t.Errorf("step 1 does not list the reloads:\n%s", screen)
	}
	if !strings.Contains(screen, "> Point defence") && !strings.Contains(screen, "  Point defence ") {
		t.Errorf("step 1 cuts a weapon's name:\n%s", screen)
	}
	if n := strings.Count(screen, "reloads:"); n != 1 {
		t.Errorf("%d reloads lines for one entry with reloads:\n%s", n, screen)
	}
	keys(d, "o")
	if screen := d.Screen(); !strings.Contains(screen, "1 Mass driver · reloads: 2") || strings.Contains(screen, "Point defence · reloads") {
		t.Errorf("the damage order:\n%s", screen)
	}
}

// designerOf opens the designer at 80×24 on a design file holding src.
func designerOf(t *testing.T, src string) *tuitest.Driver {
	t.Helper()
	return designerAt(t, src, 80, 24)
}

// designerAt opens the designer in a w×h terminal on a design file
// holding src.
func designerAt(t *testing.T, src string, w, h int) *tuitest.Driver {
	t.Helper()
	path := filepath.Join(t.TempDir(), "design.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	dz, err := NewDesigner(cfg, path, &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.New(t, tui.NewApp(cfg, dz), w, h)
}

// A field being typed keeps its whole row (the input fits the column, no
// "…" where the cursor would be), its hint below the form, and a footer
// that says what enter does to it.
func TestDesignerFieldBeingTyped(t *testing.T) {
	_, d, _ := designer(t)
	keys(d, "down", "down", "enter")
	typeText(d, "Wing")
	scr := d.Screen()
	var row string
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "Squadron") {
			row = l
		}
	}
	if !strings.Contains(row, "> Wing") || strings.Contains(row, "…") {
		t.Errorf("the row being typed is %q:\n%s", row, scr)
	}
	if !strings.Contains(scr, "a label") || !strings.Contains(scr, "enter set the value") {
		t.Errorf("the hint or the footer is missing:\n%s", scr)
	}
}

// TestDesignerHintsWhole: at 80×24 the form is 47 columns wide and its
// hint was cut to two lines, so the Fighter field's read "… without a
// hangar of…"; and the weapon Type's hint was one line for every type,
// cut short by its own "…". The hint may now take three lines, and the
// Type's says what the type under the cursor does, from the Weapon Type
// table.
func TestDesignerHintsWhole(t *testing.T) {
	dz, err := NewDesigner(cfg, filepath.Join(t.TempDir(), "new.yaml"), nil)
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	// The form's column alone, its lines joined: the numbers beside it
	// would come between a hint's lines.
	flat := func() string {
		var left []string
		for _, l := range strings.Split(d.Screen(), "\n") {
			l, _, _ = strings.Cut(l, "│")
			left = append(left, l)
		}
		return strings.Join(strings.Fields(strings.Join(left, " ")), " ")
	}
	keys(d, "down", "down", "down", "down") // the Fighter field
	if s := flat(); !strings.Contains(s, "a hangar holds any vehicle without a hangar of its own") {
		t.Errorf("the Fighter field's hint is not whole:\n%s", d.Screen())
	}
	keys(d, "1", "a") // a new weapon, its form open on the Type
	for _, r := range design.TypeRows() {
		if r.Type == design.Projector {
			continue
		}
		for i := 0; i < 8 && dz.design().Weapons[len(dz.design().Weapons)-1].Type != r.Type; i++ {
			keys(d, "right")
		}
		if got := dz.design().Weapons[len(dz.design().Weapons)-1].Type; got != r.Type {
			t.Fatalf("→ did not reach the %s (on %s)", r.Type, got)
		}
		s := flat()
		if !strings.Contains(s, r.Type+": cost ×") || !strings.Contains(s, "damage ×"+r.Damage.String()) {
			t.Errorf("the Type hint of the %s does not say what it does:\n%s", r.Type, d.Screen())
		}
		if r.Shots > 0 && !strings.Contains(s, fmt.Sprintf("%d shots a magazine", r.Shots)) {
			t.Errorf("the Type hint of the %s lacks its magazine:\n%s", r.Type, d.Screen())
		}
		if strings.Contains(s, "torpedo ×3 damage…") {
			t.Errorf("the old Type hint, cut short:\n%s", d.Screen())
		}
	}
}

// TestDesignerPromptTypedAsksOnCtrlC: ctrl+c in the save, load or copy
// prompt (or a value field) holding typed text asks to leave, naming the
// text, as the game screen's fields do and as q does over unsaved changes
// (it closed the prompt without a word, the text gone); n goes back to
// the prompt, text and all, and y leaves. A prompt as it opened holds
// nothing to lose: ctrl+c closes it as esc does.
func TestDesignerPromptTypedAsksOnCtrlC(t *testing.T) {
	for _, c := range []struct{ open, typed, want string }{
		{"L", "other.yaml", "typed as the file to load"},
		{"S", "x", "typed as the file to save to"},
		{"c", "Cru", `"Cru", typed as the shipped design to copy`},
	} {
		back := &stubScreen{}
		dz, err := NewDesigner(cfg, "", back)
		if err != nil {
			t.Fatal(err)
		}
		d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
		keys(d, c.open, "ctrl+c")
		if dz.ask != nil || tui.Inspect(d.Model()).Screen != tui.Screen(dz) {
			t.Fatalf("%s: ctrl+c on a prompt as it opened does not close it:\n%s", c.open, d.Screen())
		}
		keys(d, c.open)
		typeText(d, c.typed)
		typed := dz.ask.input.Value()
		keys(d, "ctrl+c")
		flat := strings.Join(strings.Fields(d.Screen()), " ")
		if dz.ask == nil || dz.ask.kind != askLeave || !strings.Contains(flat, c.want) || !strings.Contains(flat, "Leave the designer? y/n") {
			t.Fatalf("%s: ctrl+c over typed text does not ask, naming it:\n%s", c.open, d.Screen())
		}
		keys(d, "n")
		if dz.ask == nil || dz.ask.kind == askLeave || dz.ask.input.Value() != typed {
			t.Fatalf("%s: n does not go back to the prompt with %q:\n%s", c.open, typed, d.Screen())
		}
		keys(d, "ctrl+c", "y")
		if tui.Inspect(d.Model()).Screen != tui.Screen(back) {
			t.Fatalf("%s: y does not leave:\n%s", c.open, d.Screen())
		}
	}
	// With changes not saved the question says so, as q's does; a value
	// field is named by its label.
	dz, d, _ := designer(t)
	keys(d, "6", "right", "tab", "tab", "tab", "down", "down", "enter")
	typeText(d, "Wing")
	label := dz.ask.label
	keys(d, "ctrl+c")
	flat := strings.Join(strings.Fields(d.Screen()), " ")
	if !dz.dirty || dz.ask == nil || dz.ask.kind != askLeave || !strings.Contains(flat, "typed into "+label) || !strings.Contains(flat, "Leave without saving the changes? y/n") {
		t.Fatalf("ctrl+c over a typed value with changes not saved:\n%s", d.Screen())
	}
	keys(d, "esc")
	if dz.ask == nil || dz.ask.kind != askField || !strings.HasSuffix(dz.ask.input.Value(), "Wing") {
		t.Fatalf("esc does not go back to the field:\n%s", d.Screen())
	}
}

// TestDesignerTotalsAddUp: the totals panel's parts add up to the systems
// weight, as the construction rules sum it (weapons, shields, hull and
// auxiliaries), the hull counted once. "Aux" held the hull's size too, so
// a new design read Weapons 48, Shields 0, Hull 2, Aux 2 and Systems 50.
func TestDesignerTotalsAddUp(t *testing.T) {
	totals := func(dz *Designer) map[string]int {
		t.Helper()
		got := map[string]int{}
		for _, l := range dz.totalLines(60, 40) {
			for _, m := range totalsField.FindAllStringSubmatch(ansi.Strip(l), -1) {
				n, err := strconv.Atoi(m[2])
				if err != nil {
					t.Fatal(err)
				}
				got[m[1]] = n
			}
		}
		return got
	}
	addsUp := func(dz *Designer) map[string]int {
		t.Helper()
		n := totals(dz)
		if sum := n["Weapons"] + n["Shields"] + n["Hull"] + n["Aux"]; sum != n["Systems"] || n["Systems"] != dz.derived.SystemsWeight {
			t.Errorf("%s: Weapons %d + Shields %d + Hull %d + Aux %d = %d, Systems %d (Explain: %d)",
				dz.design().Name, n["Weapons"], n["Shields"], n["Hull"], n["Aux"], sum, n["Systems"], dz.derived.SystemsWeight)
		}
		return n
	}
	dz, err := NewDesigner(cfg, "", &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	if n := addsUp(dz); n["Weapons"] != 48 || n["Hull"] != 2 || n["Aux"] != 0 || n["Systems"] != 50 {
		t.Errorf("the new design: %v", n)
	}
	keys(d, "4", "a") // an ECM
	if n := addsUp(dz); n["Hull"] != 2 || n["Aux"] != 1 || n["Systems"] != 51 {
		t.Errorf("with an ECM: %v", n)
	}
	// Every test design, hangars and shields included.
	dz, d, _ = designer(t)
	seen := map[string]bool{}
	for !seen[dz.design().Name] {
		seen[dz.design().Name] = true
		if dz.derived != nil {
			addsUp(dz)
		}
		keys(d, "]")
	}
	if len(seen) < 3 {
		t.Fatalf("only %d designs", len(seen))
	}
}

// totalsField is a name and its number in the totals panel ("Hull  2").
var totalsField = regexp.MustCompile(`([A-Z][a-z]+) +(\d+)`)

// TestDesignerEngineOfNoSize: a design file cut after "weapons:" is a
// fighter whose engine rounds down to size 0; the designer showed
// "Engine: size = 0 (rounded down)" beside Drive 5 and a total cost of 0,
// and raised nothing. The totals and the save now say that an engine of
// size 0 gives no Drive (the project's own limit). (The file armored the
// fighter at level 1, which weighs 0 on its systems weight of 1, refused
// first since rules 14: TestDesignerShipArmorOfNoSize.)
func TestDesignerEngineOfNoSize(t *testing.T) {
	src := `- name: Wasp
  class: fighter
  fighter: true
  maneuver: 5
`
	d := designerOf(t, src)
	if s := d.Screen(); !strings.Contains(s, "OVER engine 0, min 1") {
		t.Errorf("the totals do not show the engine's limit:\n%s", s)
	}
	// At 80×24 the reason has no room whole beside the limits (it was cut
	// mid-sentence): the totals say where it is, and a window that can
	// hold it shows it whole.
	if s := d.Screen(); !strings.Contains(s, "Why it is over: 7 Evaluate.") {
		t.Errorf("the totals do not say where the reason is:\n%s", s)
	}
	d.Msg(tea.WindowSizeMsg{Width: 100, Height: 40})
	for _, want := range []string{"engine size 1 or more: maneuver", "down to an engine of size 0 —", "project's own limit"} {
		if s := d.Screen(); !strings.Contains(s, want) {
			t.Errorf("no %q in the totals at 100×40:\n%s", want, s)
		}
	}
	d.Msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	keys(d, "s")
	saved := strings.Join(strings.Fields(d.Screen()), " ")
	want := "Wasp: an engine of size 0 (maneuver 5 × subtotal 1 under 10); validate will refuse it."
	if !strings.Contains(saved, want) {
		t.Errorf("no %q after the save:\n%s", want, d.Screen())
	}
}

// TestDesignerShipArmorOfNoSize: a fighter of hull 1 alone armored at
// level 1 (1 × systems weight 1 × 0.5 rounds down to 0) had armor that
// weighed and cost nothing yet absorbed damage in play; the designer now
// refuses it as validate does (rules 14), naming the field and the level
// that would do, without the "design Wasp:" its title shows.
func TestDesignerShipArmorOfNoSize(t *testing.T) {
	src := `- name: Wasp
  class: fighter
  fighter: true
  maneuver: 10
  armor: 1
`
	d := designerOf(t, src)
	d.Msg(tea.WindowSizeMsg{Width: 100, Height: 40})
	s := strings.Join(strings.Fields(d.Screen()), " ")
	for _, want := range []string{"armor: level 1 on systems weight 1", "rounds down to 0", "level 2 or more", "the project's own limit"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q on the designer:\n%s", want, d.Screen())
		}
	}
	if strings.Contains(s, "design Wasp:") {
		t.Errorf("the refusal names the design its title shows:\n%s", d.Screen())
	}
}

// TestDesignerLimitTextsReadCleanly: a broken limit names its section
// after a dash in words ("— section 6, Evaluate Design: energy limit") and
// an unnamed missile by its entry, where the Weapons step read "12 is over
// 10.15 (6) Evaluate Design, energy limit)" and the Evaluate step
// "largest missile () ≤ total size …" (found in play).
func TestDesignerLimitTextsReadCleanly(t *testing.T) {
	src := `- name: Pike 1
  maneuver: 2
  weapons:
    - {type: missile, range: 8, warhead: 3, drive: 5, count: 3}
    - {name: Big laser, type: beam, dice: 3, range: 8, arc: primary}
`
	// Wide and tall, so that the totals' panel has room for every broken
	// limit and no line of it wraps.
	d := designerAt(t, src, 160, 50)
	flat := func() string { return strings.Join(strings.Fields(d.Screen()), " ") }
	keys(d, "1")
	// The panel wraps its lines: its two halves are looked for apart.
	if s := d.Screen(); !strings.Contains(s, "energy weapons' damage: 18 is over 7 —") || !strings.Contains(s, "section 6, Evaluate Design: energy limit") {
		t.Errorf("the Weapons step's energy limit:\n%s", d.Screen())
	}
	keys(d, "7")
	s := flat()
	if !strings.Contains(s, "15 ≤ 6.05: size of weapon 1, the largest missile, ≤ total size 121 × 0.05 — section 6, Evaluate Design: recoil") {
		t.Errorf("the Evaluate step's missile limit:\n%s", d.Screen())
	}
	keys(d, "e")
	raw := d.Screen()
	for i := 0; i < 40; i++ {
		keys(d, "pgdown")
		s += " " + flat()
		raw += "\n" + d.Screen()
	}
	if !strings.Contains(raw, "Weapon 1 (missile): size of one missile") {
		t.Errorf("the explain view does not name the missile by its entry:\n%s", raw)
	}
	for _, line := range strings.Split(raw, "\n") {
		if strings.HasPrefix(line, " (missile)") {
			t.Errorf("an explain line with no name: %q", line)
		}
	}
	for _, bad := range []string{"()", "6)", "(6", "5)"} {
		if strings.Contains(s, bad) {
			t.Errorf("%q on the designer's screens:\n%s", bad, s)
		}
	}
}

// TestDesignerFromTheCommandLineListsNoTry: the designer opened from the
// command line has no skirmish to start, and its help listed "t try it in
// a skirmish" only for t to answer "A skirmish starts from the designer
// of the menu" (found in play). Its help (?) leaves t out and a typed t
// still says where a skirmish starts; the menu's designer keeps it.
func TestDesignerFromTheCommandLineListsNoTry(t *testing.T) {
	lists := func(s tui.Screen) bool {
		for _, col := range s.Keys().Full {
			for _, b := range col {
				if b.Help().Key == "t" {
					return true
				}
			}
		}
		return false
	}
	dz, _ := NewDesigner(cfg, "", nil)
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	if lists(dz) {
		t.Error("the command line's designer lists t")
	}
	keys(d, "?")
	if s := d.Screen(); strings.Contains(s, "try it in a skirmish") || !strings.Contains(s, "leave the designer") {
		t.Errorf("the help:\n%s", s)
	}
	keys(d, "esc", "t")
	if !strings.Contains(d.Screen(), "A skirmish starts from the designer of the menu") {
		t.Errorf("a typed t:\n%s", d.Screen())
	}
	menu := openDesigner(cfg, func(engine.Scenario) tui.Screen { return &stubScreen{} }, &stubScreen{})
	if !lists(menu) {
		t.Error("the menu's designer does not list t")
	}
	d = tuitest.New(t, tui.NewApp(cfg, menu), 80, 24)
	keys(d, "?")
	if !strings.Contains(d.Screen(), "try it in a skirmish") {
		t.Errorf("the menu's designer's help:\n%s", d.Screen())
	}
}

// TestDesignerTextFieldsKeepTheirLengths: a design's name takes 1 to 30
// characters (design.Check), and its field took any number, so a name of
// 40 was kept and refused only by validate, far from the field. The prompt
// now stops at 30, and a blank name is refused where it is typed, the name
// before kept.
func TestDesignerTextFieldsKeepTheirLengths(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "enter")
	if dz.ask == nil || dz.ask.label != "Name" {
		t.Fatalf("enter on the first row does not open the Name field:\n%s", d.Screen())
	}
	typeText(d, "The Long Patrol Frigate Of The Outer Rim")
	if got := dz.ask.input.Value(); got != "The Long Patrol Frigate Of The" {
		t.Fatalf("the Name field took %q (%d characters), want its first 30", got, len(got))
	}
	keys(d, "enter")
	if got := dz.design().Name; got != "The Long Patrol Frigate Of The" {
		t.Fatalf("name %q", got)
	}
	if err := dz.design().Check(); err != nil {
		t.Fatalf("the name typed breaks the design's check: %v", err)
	}
	keys(d, "enter", "ctrl+u", "enter")
	if got := dz.design().Name; got != "The Long Patrol Frigate Of The" || !strings.Contains(d.Screen(), "Name: it takes 1 to 30 characters, and is blank") {
		t.Fatalf("a blank name: kept %q\n%s", got, d.Screen())
	}
	// A paste longer than the field takes is cut, and says so (it was
	// cut without a word; found by a play-tester).
	keys(d, "down", "enter")
	d.Msg(tea.PasteMsg{Content: "an escort of the outer patrols, old and slow"})
	if got := dz.ask.input.Value(); got != "an escort of the outer patrols" || !strings.Contains(d.Screen(), "Class takes at most 30 characters: the paste was cut there.") {
		t.Fatalf("a paste of 44 characters into Class: %q\n%s", got, d.Screen())
	}
}

// TestDesignerCopyCompletesInTheCatalogueCase: tab completes a shipped
// design's name begun in lower case to the name as the catalogue spells
// it ("lan" became "lance"), and the message names the design so too.
func TestDesignerCopyCompletesInTheCatalogueCase(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "c")
	typeText(d, "lan")
	keys(d, "tab")
	if got := dz.ask.input.Value(); got != "Lance" {
		t.Fatalf("tab completed %q to %q, want Lance", "lan", got)
	}
	keys(d, "esc", "c")
	typeText(d, "lance")
	keys(d, "enter")
	if dz.design().Name != "Lance copy" || dz.msg != "A copy of the Lance to change as you like." {
		t.Fatalf("copied as %q, told %q", dz.design().Name, dz.msg)
	}
}

// TestDesignerSaveAsLeavesOtherFiles: S to a file that is there already
// writes over it only when it holds designs, and only after y; a file of
// another kind (a game's save, a README) or a folder is refused, left as
// it was. S wrote designs over any file without a word (found by a
// play-tester).
func TestDesignerSaveAsLeavesOtherFiles(t *testing.T) {
	dz, d, path := designer(t)
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	if err := os.WriteFile(save, []byte(`{"format": "armada-tui-save"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	keys(d, "S", "ctrl+u")
	typeText(d, save)
	keys(d, "enter")
	if data, _ := os.ReadFile(save); string(data) != `{"format": "armada-tui-save"}` || dz.path != path || !strings.Contains(dz.bad, "is there and is no design file") {
		t.Fatalf("S over a game's save: %q, path %s, said %q", data, dz.path, dz.bad)
	}
	keys(d, "S", "ctrl+u")
	typeText(d, dir)
	keys(d, "enter")
	if !strings.Contains(dz.bad, "is a folder") {
		t.Fatalf("S to a folder said %q", dz.bad)
	}
	other := filepath.Join(dir, "other.yaml")
	theirs := "- {name: Hawk, maneuver: 3}\n"
	if err := os.WriteFile(other, []byte(theirs), 0o644); err != nil {
		t.Fatal(err)
	}
	keys(d, "S", "ctrl+u")
	typeText(d, other)
	keys(d, "enter")
	if dz.ask == nil || dz.ask.kind != askReplace || !strings.Contains(strings.Join(strings.Fields(d.Screen()), " "), "holds designs already: replace them with these? y/n") {
		t.Fatalf("S over another design file does not ask:\n%s", d.Screen())
	}
	keys(d, "enter") // enter is no here, and says what was left (it closed the question without a word)
	if data, _ := os.ReadFile(other); string(data) != theirs || dz.path != path || !strings.Contains(dz.msg, "Not saved: "+other+" is left as it was.") {
		t.Fatalf("enter wrote over the file or said nothing: %q, path %s, said %q", data, dz.path, dz.msg)
	}
	keys(d, "S", "ctrl+u")
	typeText(d, other)
	keys(d, "enter", "y")
	if list, _, err := readDesigns(other); err != nil || len(list) != len(dz.designs) || dz.path != other {
		t.Fatalf("y did not save over it: %v, %d designs, path %s", err, len(list), dz.path)
	}
}
