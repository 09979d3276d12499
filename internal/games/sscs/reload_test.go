package sscs

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Magazine reloads (rules 9): 1) Weapon Design gives railguns and
// torpedoes 5 shots and antimissiles 10 "in the magazine", and makes a
// magazine reload take 50 slots to store. The designs are bought in d10s,
// as rules 9 checks them (no fixed damage but on projectors).

// reloadDesigns: the Loader (Drive 3; weapon 0 Rail, a railgun 1d10 of
// Range 3 (a defensive arc) with one reload; 1 Laser, a beam 1d10 of Range 2; one storage
// block, 100 slots) and the Twin (two railguns sharing one reload).
func reloadDesigns() []design.Design {
	return []design.Design{
		{Name: "Loader", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "Rail", Type: design.Railgun, Dice: 1, Range: 12, Arc: design.Defensive, Reloads: 1},
			{Name: "Laser", Type: design.Beam, Dice: 1, Range: 4, Arc: design.Primary},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 1}, {Kind: design.Quarters, Qty: 90}}},
		{Name: "Twin", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "Rail", Type: design.Railgun, Dice: 1, Range: 12, Arc: design.Defensive, Qty: 2, Reloads: 1},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 1}, {Kind: design.Quarters, Qty: 100}, {Kind: design.Recreation, Qty: 20}}},
		{Name: "Bare", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "Rail", Type: design.Railgun, Dice: 1, Range: 12, Arc: design.Defensive},
		}, Aux: []design.Aux{{Kind: design.Quarters, Qty: 100}, {Kind: design.Recreation, Qty: 20}}},
		// The Pike, a fighter with a railgun and one reload in its storage,
		// and the Mother that carries one in its hangar.
		{Name: "Pike", Fighter: true, Maneuver: 4, Weapons: []design.Weapon{
			{Name: "Rail", Type: design.Railgun, Dice: 1, Range: 12, Arc: design.Defensive, Reloads: 1},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 1}}},
		{Name: "Mother", Maneuver: 2, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Dice: 1, Range: 4, Arc: design.Defensive},
		}, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Pike", Qty: 1}, {Kind: design.Storage, Qty: 20}}},
		// The Guard: an antimissile with one reload.
		{Name: "Guard", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "AM", Type: design.Antimissile, Dice: 1, Range: 16, Arc: design.Defensive, Reloads: 1},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 1}, {Kind: design.Quarters, Qty: 90}}},
	}
}

// reloadMixed is a test battle of the rules tests' designs (the Gun's
// fixed damage read as a rules-7 save reads it, testScenario) and the
// reload designs: Red's ships and Blue's.
func reloadMixed(t *testing.T, red, blue []ShipFile) *State {
	t.Helper()
	return stateOf(t, ScenarioFile{Name: "test", Title: "Test", Designs: append(testDesigns(), reloadDesigns()...),
		Sides: []SideFile{{Name: "Red", Ships: red}, {Name: "Blue", Ships: blue}}})
}

// loaderBoarded: Red's Gun A (two Marine Squads) docked with Blue's
// Loader B, whose crew of 9 forms Regular Crew units 2 and 3, after a turn
// in which the marines boarded it and gained entry (the defenders' rolls
// all 6s).
func loaderBoarded(t *testing.T) *State {
	t.Helper()
	return boardB(t, reloadMixed(t, []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Docked: "B"}},
		[]ShipFile{{Name: "B", Design: "Loader", At: "0,0", Heading: "N"}}))
}

// emptied is a copy of s whose ship id has mount m empty.
func emptied(s *State, id ShipID, m int) *State {
	n := s.clone()
	n.mutSys(id)[m].shots = 0
	return n
}

// reloadBattle is Red's A and Blue's B, three hexes apart and stopped,
// checked by the rules of this version (rules 9).
func reloadBattle(t *testing.T, a, b string) *State {
	t.Helper()
	return stateOfReloads(t, []ShipFile{{Name: "A", Design: a, At: "0,0", Heading: "N"}},
		[]ShipFile{{Name: "B", Design: b, At: "0,-3", Heading: "S"}})
}

func TestReloadDesignsPass(t *testing.T) {
	all, err := design.DeriveAll(reloadDesigns(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, dv := range all {
		if err := dv.Err(); err != nil {
			t.Error(err)
		}
	}
	if dv := all[0]; dv.Weapons[0].Reloads != 1 || dv.Weapons[0].ReloadSlots != 50 || dv.Weapons[0].ReloadCost != dv.Weapons[0].Cost {
		t.Errorf("the Loader's reloads: %+v", dv.Weapons[0])
	}
}

// hitB is the A's Rail fired at the B: 3d10 against an effective range of
// 3 cannot miss; the faces are forced all the same (to hit, damage, the
// hit chart).
func hitB(s *State) turnPlan {
	a, b := s.shipNamed("A"), s.shipNamed("B")
	return turnPlan{
		fire:  map[string][]engine.Intent{"A": {Fire{By: 0, Ship: a, Weapon: 0, From: 0, Target: b}}},
		faces: []int{10, 10, 10, 1, 6},
	}
}

// untilFire seals both sides and flies the ships until name's fire step.
func untilFire(t *testing.T, s *State, name string) *State {
	t.Helper()
	for side := engine.Player(0); side < 2 && s.phase == phDeclare; side++ {
		if !s.sealed[side] {
			s, _ = apply(t, s, Seal{By: side})
		}
	}
	for guard := 0; guard < 20; guard++ {
		switch {
		case s.phase == phFire && s.ships[s.firing].name == name:
			return s
		case s.phase == phFire:
			s, _ = apply(t, s, Done{By: s.ships[s.firing].side, Ship: s.firing})
		case s.phase == phMove:
			id := s.NextMovers()[0]
			s, _ = apply(t, s, Move{By: s.ships[id].side, Ship: id, Plot: "0"})
		default:
			t.Fatalf("phase %d before %s fires", s.phase, name)
		}
	}
	t.Fatalf("%s never fires", name)
	return nil
}

// finishTurn ends every fire step left, to the next Declaration phase.
func finishTurn(t *testing.T, s *State) (*State, string) {
	t.Helper()
	return playTurn(t, s, turnPlan{})
}

// TestRule_MagazineReloads_RailgunFiresFiveReloadsFiresAgain: a railgun
// has 5 shots in its magazine (1) Weapon Design); spent, it is refused;
// a reload declared in the Declaration phase is loaded in the Activity
// phase of that turn (own timing), so the weapon cannot fire that turn and
// fires again from the next; then no reload is left.
func TestRule_MagazineReloads_RailgunFiresFiveReloadsFiresAgain(t *testing.T) {
	// The timing below is the data's own numbers; the Activity phase has it
	// built in, so neither may change without the phase.
	if design.ReloadTurns != 1 || design.ReloadFiresSameTurn {
		t.Fatalf("design.ReloadTurns %d, ReloadFiresSameTurn %v: the Activity phase loads a reload in the turn it is declared and the weapon fires from the next; change it with them", design.ReloadTurns, design.ReloadFiresSameTurn)
	}
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	for turn := 1; turn <= 5; turn++ {
		if in := (Reload{By: 0, Ship: a, Weapon: 0}); s.Check(in) == nil {
			t.Fatalf("turn %d: a reload is legal with %d shots in the magazine", turn, s.ships[a].sys[0].shots)
		}
		var text string
		s, text = playTurn(t, s, hitB(s))
		if !strings.Contains(text, "hit") {
			t.Fatalf("turn %d: %s", turn, text)
		}
	}
	if si, _ := s.Ship(a); si.Systems[0].Shots != 0 || si.Systems[0].MaxShot != 5 || si.Systems[0].Reloads != 1 || si.Systems[0].MaxReloads != 1 || !si.Systems[0].MayReload {
		t.Fatalf("after five shots: %+v", si.Systems[0])
	}
	// Turn 6: the reload is declared (Legal offers it) and the Rail stays
	// empty through the turn's fire.
	in := Reload{By: 0, Ship: a, Weapon: 0}
	if !legalHas(s, 0, in) {
		t.Fatal("Legal does not offer the reload")
	}
	s, _ = apply(t, s, in)
	refuse(t, s, in, "already declared")
	s = untilFire(t, s, "A")
	refuse(t, s, Fire{By: 0, Ship: a, Weapon: 0, From: 0, Target: s.mustShip(t, "B")}, "no rounds left: its magazine of 5 shots is spent; 1 reload left for it")
	s, text := finishTurn(t, s)
	if !strings.Contains(text, "A reloads its Rail: 5 shots in the magazine, no reloads left for it (it fires again next turn)") {
		t.Fatalf("the Activity phase: %s", text)
	}
	if y := s.ships[a]; y.sys[0].shots != 5 || y.reloads[0] != 0 || y.dReload != 0 {
		t.Fatalf("after the reload: %d shots, %v reloads, declared %b", y.sys[0].shots, y.reloads, y.dReload)
	}
	// Turn 7 on: it fires again, five times, and then nothing is left.
	for turn := 7; turn <= 11; turn++ {
		s, _ = playTurn(t, s, hitB(s))
	}
	if s.ships[a].sys[0].shots != 0 {
		t.Fatalf("%d shots after five more", s.ships[a].sys[0].shots)
	}
	refuse(t, s, in, "the A has no magazine reloads left for its Rail (section 1, Weapon Design: magazine reloads)")
}

func legalHas(s *State, p engine.Player, want engine.Intent) bool {
	for _, in := range s.Legal(p) {
		if in == want {
			return true
		}
	}
	return false
}

// TestRule_MagazineReloads_NoReloadWithoutStock: only a weapon with a
// magazine, empty, whose design carries reloads for it, with one left
// beyond those declared this turn.
func TestRule_MagazineReloads_NoReloadWithoutStock(t *testing.T) {
	s := reloadBattle(t, "Twin", "Bare")
	a, b := s.mustShip(t, "A"), s.mustShip(t, "B")
	refuse(t, s, Reload{By: 0, Ship: a, Weapon: 0}, "the A's Rail 1 still has 5 of its 5 shots: only an empty magazine is reloaded")
	refuse(t, s, Reload{By: 1, Ship: b, Weapon: 0}, "the B carries no magazine reloads for its Rail")
	refuse(t, s, Reload{By: 0, Ship: a, Weapon: 9}, "the A has no weapon 9")
	refuse(t, s, Reload{By: 0, Ship: b, Weapon: 0}, "not yours")
	n := s.clone()
	n.mutSys(a)[0].shots, n.mutSys(a)[1].shots = 0, 0
	n2, _ := apply(t, n, Reload{By: 0, Ship: a, Weapon: 0})
	// The two railguns of the entry share its one reload.
	refuse(t, n2, Reload{By: 0, Ship: a, Weapon: 1}, "the A has no magazine reloads left for its Rail 2")
	if legalHas(n2, 0, Reload{By: 0, Ship: a, Weapon: 1}) {
		t.Error("Legal offers a reload the stock does not hold")
	}
	// Taken back, the other may have it.
	n3, _ := apply(t, n2, Clear{By: 0, Ship: a})
	apply(t, n3, Reload{By: 0, Ship: a, Weapon: 1})

	// A beam has no magazine.
	l := reloadBattle(t, "Loader", "Loader")
	refuse(t, l, Reload{By: 0, Ship: l.mustShip(t, "A"), Weapon: 1}, "the A's Laser has no magazine: only railguns, antimissiles and torpedoes carry their shots in one")
}

// TestRule_MagazineReloads_Timing (own): the reload is loaded in the
// Activity phase, after damage control; a weapon knocked out or seized
// since it was declared is not reloaded, and the reload stays in storage.
// A ship shut down declares none.
func TestRule_MagazineReloads_Timing(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	n := s.clone()
	n.mutSys(a)[0].shots = 0
	n, _ = apply(t, n, Reload{By: 0, Ship: a, Weapon: 0})
	// The Rail is knocked out during the movement.
	n = untilFire(t, n, "A")
	*n.point(a, 0, 0) |= ptDown
	n, text := finishTurn(t, n)
	if !strings.Contains(text, "A does not reload its Rail: the A's Rail is knocked out: a weapon offline is not reloaded") {
		t.Fatalf("%s", text)
	}
	if n.ships[a].reloads[0] != 1 || n.ships[a].sys[0].shots != 0 {
		t.Fatalf("the reload was spent: %v, %d shots", n.ships[a].reloads, n.ships[a].sys[0].shots)
	}
	refuse(t, n, Reload{By: 0, Ship: a, Weapon: 0}, "knocked out")
	// Shut down by a pulse: nothing but the speed.
	m := s.clone()
	m.mutSys(a)[0].shots = 0
	m.mut(a).empUntil = m.turn + 1
	refuse(t, m, Reload{By: 0, Ship: a, Weapon: 0}, "it declares nothing but the speed it keeps")
}

// TestRule_MagazineReloads_StorageHoldsThem: a reload is no hit point of
// its own; it takes 50 slots of the storage, which is (1 a block, the
// project's own count of "1 for each point of system"); a lost block takes
// the reloads the blocks left cannot hold.
func TestRule_MagazineReloads_StorageHoldsThem(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	if s.cls(a).npts != s.cls(a).dv.HitPoints {
		t.Fatalf("hit points %d, the design's %d", s.cls(a).npts, s.cls(a).dv.HitPoints)
	}
	n := s.clone()
	st := n.cls(a).storageSys[0]
	ev := n.knock(a, st, nil)
	if got := eventsText(ev); !strings.Contains(got, "the A's storage no longer holds 1 reload for its Rail: lost with it (no reloads left; 50 slots each)") {
		t.Fatalf("%s", got)
	}
	if n.ships[a].reloads[0] != 0 || s.ships[a].reloads[0] != 1 {
		t.Fatalf("reloads %v (before %v)", n.ships[a].reloads, s.ships[a].reloads)
	}
	// An empty Rail with its reload left keeps the ship capable of
	// resistance; with none, and the Laser lost, it is not.
	e := s.clone()
	e.mutSys(a)[0].shots = 0
	*e.point(a, 1, 0) |= ptDown | ptPerm
	if !e.capable(a) {
		t.Error("an empty railgun with a reload left does not count")
	}
	e.mut(a).reloads = []int{0}
	if e.capable(a) {
		t.Error("an empty railgun with no reload counts")
	}
}

// TestRule_MagazineReloads_HiddenThenRevealed: a reload is sealed with
// the other declarations and named when they are revealed.
func TestRule_MagazineReloads_HiddenThenRevealed(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	n := s.clone()
	n.mutSys(a)[0].shots = 0
	n, _ = apply(t, n, Reload{By: 0, Ship: a, Weapon: 0})
	v := n.View(1).(*State)
	if si, _ := v.Ship(a); si.Systems[0].Reloading || v.ships[a].dReload != 0 {
		t.Error("Blue sees Red's reload before the reveal")
	}
	if si, _ := n.View(0).(*State).Ship(a); !si.Systems[0].Reloading {
		t.Error("Red does not see its own reload")
	}
	n, _ = apply(t, n, Seal{By: 0})
	_, ev := apply(t, n, Seal{By: 1})
	if got := eventsText(ev); !strings.Contains(got, "Red declared: A speed 0, reloads the Rail") {
		t.Fatalf("%s", got)
	}
}

// TestScriptedReloads: the scripted opponent reloads an empty weapon
// that has a reload left.
func TestScriptedReloads(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	n := s.clone()
	n.mutSys(a)[0].shots = 0
	in, err := Scripted{}.Choose(n.View(0), 0)
	if err != nil || in != (Reload{By: 0, Ship: a, Weapon: 0}) {
		t.Fatalf("chose %v, %v", in, err)
	}
	if in, _ := (Scripted{}).Choose(s.View(0), 0); in.Kind() == KindReload {
		t.Fatal("reloads a full magazine")
	}
	// Shut down by a pulse, the ship declares nothing but its speed: the
	// script plans no reload the rules refuse (such a plan fell back to
	// the first legal intent, the seal, before its other ships declared).
	shut := n.clone()
	shut.mut(a).empUntil = shut.turn + 1
	b := &brain{s: shut.View(0).(*State), p: 0}
	if in := b.reload(a); in != nil {
		t.Fatalf("shut down: plans %v, which the rules refuse: %v", in, shut.Check(in))
	}
}

func TestRule_MagazineReloads_DesignChecks(t *testing.T) {
	d := reloadDesigns()[0]
	d.Name = "Hoarder"
	d.Weapons[0].Reloads = 3
	dv, err := design.Derive(d, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = dv.Err()
	for _, w := range []string{"design Hoarder", "magazine reloads in storage, in slots: 150 exceeds the limit 100", "3 reloads × 50 slots ≤ storage 1 block × 100 slots", "section 1, Weapon Design: a magazine reload takes 50 slots to store"} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("%v, want %q", err, w)
		}
	}
	yaml, _ := json.Marshal([]design.Design{d})
	if _, err := (Game{}).CheckData(yaml); err == nil || !strings.Contains(err.Error(), "design Hoarder") || !strings.Contains(err.Error(), "150 exceeds the limit 100") {
		t.Errorf("validate: %v", err)
	}
	d.Weapons[0].Reloads = 2
	if dv, _ := design.Derive(d, nil); dv.Err() != nil {
		t.Errorf("two reloads fill 100 slots: %v", dv.Err())
	}
	b := reloadDesigns()[0]
	b.Weapons[1].Reloads = 1
	if _, err := design.Derive(b, nil); err == nil || !strings.Contains(err.Error(), "design Loader: the Laser (weapon 2): reloads: a beam has no magazine to reload") {
		t.Errorf("a beam with reloads: %v", err)
	}
	m := design.Design{Name: "Nest", Maneuver: 1, Weapons: []design.Weapon{{Type: design.Missile, Range: 4, Drive: 2, Warhead: 1, Count: 2, Reloads: 1}}}
	if _, err := design.Derive(m, nil); err == nil || !strings.Contains(err.Error(), "reloads: a missile magazine carries its missiles") {
		t.Errorf("a missile with reloads: %v", err)
	}
	c := reloadDesigns()[0]
	c.Weapons[0].Reloads = design.MaxReloads + 1
	if _, err := design.Derive(c, nil); err == nil || !strings.Contains(err.Error(), "reloads: 101 is not from 0 to 100") {
		t.Errorf("too many: %v", err)
	}
}

// TestOlderSavesCarryNoReloads: a save of rules 1 to 8 is read by its own
// rules, which had no reloads: one that claims some is refused, naming the
// design; without, it decodes as before.
func TestOlderSavesCarryNoReloads(t *testing.T) {
	ds := reloadDesigns()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: []design.Design{ds[0], ds[2]}, Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Loader", At: "0,0", Heading: "N"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Bare", At: "0,-3", Heading: "S"}}},
	}}
	data, _ := json.Marshal(f)
	for _, v := range []string{rulesV7, rulesV8} {
		_, err := Game{}.DecodeScenarioOfRules(data, v)
		if err == nil || !strings.Contains(err.Error(), "design Loader: the Rail (weapon 1): reloads: magazine reloads came with rules sscs/9") {
			t.Errorf("%s: %v", v, err)
		}
	}
	if _, err := (Game{}).DecodeScenarioOfRules(data, RulesVersion); err != nil {
		t.Error(err)
	}
	f.Designs[0].Weapons[0].Reloads = 0
	data, _ = json.Marshal(f)
	if _, err := (Game{}).DecodeScenarioOfRules(data, rulesV8); err != nil {
		t.Error(err)
	}
}

// TestReloadsInTheHash: the stock of reloads and a declared reload are in
// the hash (and the reference hash), and the owner's log words the
// declaration while the other side reads a sealed one.
func TestReloadsInTheHash(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	base := s.Hash()
	n := s.clone()
	n.mut(a).reloads = []int{0}
	m := s.clone()
	m.mut(a).dReload = 1
	for _, x := range []*State{n, m} {
		if x.Hash() == base || x.Hash() != hashReference(x) {
			t.Errorf("hash %#x, base %#x, reference %#x", x.Hash(), base, hashReference(x))
		}
	}
	in := Reload{By: 0, Ship: a, Weapon: 0}
	if got := s.Describe(in, 0); got != "A: reload the Rail" {
		t.Errorf("own log: %q", got)
	}
	if got := s.Describe(in, 1); got != "a sealed declaration" {
		t.Errorf("the other side's log: %q", got)
	}
}

// TestRule_MagazineReloads_ResistanceNeedsALoadableReload: "capable of
// resistance" is the project's "a weapon that could still fire some day";
// an empty magazine counts for it only while a reload left for it could
// still be loaded — not from storage held by enemy boarders (who "may cease
// its operation", as a weapon they hold does not count), nor by a ship with
// no crew left to load it (crew killed is never mended), nor once the
// storage block that held it is lost. Before, any reload left counted, so
// a side whose last weapon was such a magazine could never be beaten.
func TestRule_MagazineReloads_ResistanceNeedsALoadableReload(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	e := s.clone()
	e.mutSys(a)[0].shots = 0
	*e.point(a, 1, 0) |= ptDown | ptPerm // the Laser lost for good
	if !e.capable(a) {
		t.Fatal("an empty Rail with a loadable reload does not count")
	}
	c := e.cls(a)
	held := e.clone()
	held.mutSys(a)[c.storageSys[0]].ctrl = true
	if held.capable(a) {
		t.Error("counted, with the reload in storage held by boarders")
	}
	nocrew := e.clone()
	for k := 0; k < c.sysPoints[c.crewSys]; k++ {
		*nocrew.point(a, c.crewSys, k) |= ptDown | ptPerm
	}
	if nocrew.capable(a) {
		t.Error("counted, with no crew left to load the reload")
	}
	gone := e.clone()
	gone.knock(a, c.storageSys[0], nil)
	if gone.capable(a) {
		t.Error("counted, with the reload lost with its storage")
	}
	// The end of the battle follows: Red's only ship has nothing that can
	// fire again, so Red loses at the turn's end.
	n, _ := finishTurn(t, nocrew)
	if o := n.Outcome(); !o.Over || o.Winner != 1 {
		t.Errorf("the battle goes on: %+v", o)
	}
}

// TestRule_MagazineReloads_CraftAboard: a craft in its carrier's hangar
// may reload from its own storage, as it may make damage control there (a
// hangar is "for storage and repair of fighters"; the reloads are the
// craft's) — but not while the carrier is shut down or held, which stops
// all operation aboard: refused then, and one declared before is not
// carried out. Before the eighteenth audit a craft aboard could declare
// only its launch and damage control, so a fighter that came back empty
// could not be rearmed in its hangar.
func TestRule_MagazineReloads_CraftAboard(t *testing.T) {
	s := reloadBattle(t, "Mother", "Loader")
	c := firstAboard(s)
	if c == NoShip {
		t.Fatal("no craft aboard")
	}
	m := s.mustShip(t, "A")
	n := s.clone()
	n.mutSys(c)[0].shots = 0
	in := Reload{By: 0, Ship: c, Weapon: 0}
	if !legalHas(n, 0, in) {
		t.Error("Legal does not offer the reload aboard")
	}
	if si, _ := n.Ship(c); !si.Systems[0].MayReload {
		t.Error("the sheet's MayReload says no to the reload Legal offers aboard")
	}
	d, _ := apply(t, n, in)
	d2, text := finishTurn(t, d)
	if d2.ships[c].sys[0].shots != 5 || d2.ships[c].reloads[0] != 0 || d2.ships[c].status != stAboard {
		t.Fatalf("aboard: %d shots, %v reloads: %s", d2.ships[c].sys[0].shots, d2.ships[c].reloads, text)
	}
	// The script declares it too, before it seals.
	sc := n
	for k := 0; ; k++ {
		in, err := Scripted{}.Choose(sc.View(0), 0)
		if err != nil || k > 40 {
			t.Fatalf("the script never reloads the craft aboard: %v", err)
		}
		if in == (Reload{By: 0, Ship: c, Weapon: 0}) {
			break
		}
		if in.Kind() == KindSeal {
			t.Fatal("the script seals without reloading the craft aboard")
		}
		sc, _ = apply(t, sc, in)
	}
	// Launched in the same turn: free in the Activity phase, then loaded.
	l, _ := apply(t, n, Launch{By: 0, Craft: c})
	l, _ = apply(t, l, in)
	l, _ = finishTurn(t, l)
	if l.ships[c].sys[0].shots != 5 || l.ships[c].status != stActive {
		t.Errorf("launched and reloaded: %d shots, status %d", l.ships[c].sys[0].shots, l.ships[c].status)
	}
	// The carrier shut down: refused; shut down after the declaration: not done.
	shut := n.clone()
	shut.mut(m).empUntil = shut.turn + 1
	refuse(t, shut, in, "the A Pike 1's carrier, the A, is shut down")
	if legalHas(shut, 0, in) {
		t.Error("Legal offers a reload aboard a carrier shut down")
	}
	late := untilFire(t, d, "A")
	late.mut(m).empUntil = late.turn + 1
	late, text = finishTurn(t, late)
	if late.ships[c].sys[0].shots != 0 || late.ships[c].reloads[0] != 1 || !strings.Contains(text, "does not reload its Rail: its carrier, the A, is shut down") {
		t.Errorf("carrier shut since: %d shots, %v reloads: %s", late.ships[c].sys[0].shots, late.ships[c].reloads, text)
	}
}

// The eighteenth audit: reloads where they meet other rules.

// TestRule_MagazineReloads_StorageLostAfterTheDeclaration: a storage
// block lost to fire between the declaration and the Activity phase takes
// the reload it held (the blocks left hold 0 slots), so nothing is loaded
// and the log says why; damage control that brings the block back later
// does not bring the reload back (a reload is no hit point).
func TestRule_MagazineReloads_StorageLostAfterTheDeclaration(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	st := s.cls(a).storageSys[0]
	n, _ := apply(t, emptied(s, a, 0), Reload{By: 0, Ship: a, Weapon: 0})
	n = untilFire(t, n, "B")
	n.knock(a, st, nil) // the B's shot takes the block
	n, text := finishTurn(t, n)
	if n.ships[a].sys[0].shots != 0 || !strings.Contains(text, "A does not reload its Rail: the A has no magazine reloads left for its Rail") {
		t.Fatalf("%d shots: %s", n.ships[a].sys[0].shots, text)
	}
	n, _ = apply(t, n, Repair{By: 0, Ship: a, System: st})
	n, text = playTurn(t, n, turnPlan{late: []int{6}})
	if n.up(a, st) != 1 || n.ships[a].reloads[0] != 0 {
		t.Fatalf("storage up %d, reloads %v: %s", n.up(a, st), n.ships[a].reloads, text)
	}
	refuse(t, n, Reload{By: 0, Ship: a, Weapon: 0}, "no magazine reloads left")
}

// TestRule_MagazineReloads_BeforeTheBoardingCombat: the Activity phase
// completes repairs before it resolves boarding combat (Order of Play), and
// reloads are loaded with the repairs: a reload declared by a ship whose
// boarders, that same Activity phase, kill its crew units and seize the
// weapon is loaded first. The next turn the weapon (or the storage) is
// held: no reload.
func TestRule_MagazineReloads_BeforeTheBoardingCombat(t *testing.T) {
	s := loaderBoarded(t)
	b := s.mustShip(t, "B")
	n, _ := apply(t, emptied(s, b, 0), Reload{By: 1, Ship: b, Weapon: 0})
	n, text := playTurn(t, n, turnPlan{late: []int{1, 1, 6, 6}})
	loaded, seized := strings.Index(text, "B reloads its Rail"), strings.Index(text, "boarders take control of the B's Rail")
	if n.ships[b].sys[0].shots != 5 || loaded < 0 || seized < loaded {
		t.Fatalf("%d shots: %s", n.ships[b].sys[0].shots, text)
	}
	m := emptied(n, b, 0)
	m.mut(b).reloads = []int{1}
	refuse(t, m, Reload{By: 1, Ship: b, Weapon: 0}, "the B's Rail is held by enemy boarders")
	m.mutSys(b)[0].ctrl = false
	m.mutSys(b)[m.cls(b).storageSys[0]].ctrl = true
	refuse(t, m, Reload{By: 1, Ship: b, Weapon: 0}, "the B's storage, where its reloads are kept, is held by enemy boarders")
}

// TestRule_MagazineReloads_StorageRetaken: once the last boarder aboard
// is destroyed the crew take back the storage the boarders held (rules 9),
// and its reloads may be loaded again.
func TestRule_MagazineReloads_StorageRetaken(t *testing.T) {
	s := loaderBoarded(t)
	b := s.mustShip(t, "B")
	n := emptied(s, b, 0)
	n.mutSys(b)[n.cls(b).storageSys[0]].ctrl = true
	refuse(t, n, Reload{By: 1, Ship: b, Weapon: 0}, "held by enemy boarders")
	// Crew units 2 and 3 destroy Marine Squads 0 and 1.
	split := []engine.Intent{Assign{By: 1, Squad: 2, Target: 0}, Assign{By: 1, Squad: 3, Target: 1}}
	n, text := playTurn(t, n, turnPlan{decl: split, late: []int{6, 6, 1, 1}})
	if !strings.Contains(text, "its crew take back its Storage") {
		t.Fatalf("%s", text)
	}
	apply(t, n, Reload{By: 1, Ship: b, Weapon: 0})
}

// TestRule_MagazineReloads_ShutDownAfterTheDeclaration: a pulse "shuts
// down ALL ship operation", a stasis beam stops "all movement, fire, and
// action": a ship so stopped after declaring its reload does not load it,
// and the reload stays in storage.
func TestRule_MagazineReloads_ShutDownAfterTheDeclaration(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	for _, c := range []struct{ how, why string }{{"pulse", "shut down by an electromagnetic pulse"}, {"stasis", "held in stasis"}} {
		n, _ := apply(t, emptied(s, a, 0), Reload{By: 0, Ship: a, Weapon: 0})
		n = untilFire(t, n, "A")
		if c.how == "pulse" {
			n.mut(a).empUntil = n.turn + 1
		} else {
			n.mut(a).heldUntil = n.turn
		}
		n, text := finishTurn(t, n)
		if n.ships[a].sys[0].shots != 0 || n.ships[a].reloads[0] != 1 || !strings.Contains(text, "A does not reload its Rail: it is "+c.why) {
			t.Errorf("%s: %d shots, %v reloads: %s", c.how, n.ships[a].sys[0].shots, n.ships[a].reloads, text)
		}
	}
}

// TestRule_MagazineReloads_CrewAndPower: the crew, an auxiliary system,
// lost to fire before the Activity phase leaves no one to load (own);
// the Drive lost, and with it all power, stops no reload (own: a reload
// needs none), and an antimissile, which has "its own power supply",
// reloaded so keeps the ship capable of resistance.
func TestRule_MagazineReloads_CrewAndPower(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	c := s.cls(a)
	n, _ := apply(t, emptied(s, a, 0), Reload{By: 0, Ship: a, Weapon: 0})
	n = untilFire(t, n, "A")
	for k := 0; k < c.sysPoints[c.crewSys]; k++ {
		*n.point(a, c.crewSys, k) |= ptDown | ptPerm
	}
	n, text := finishTurn(t, n)
	if n.ships[a].sys[0].shots != 0 || n.ships[a].reloads[0] != 1 || !strings.Contains(text, "A does not reload its Rail: the A has no crew able to work to load its Rail") {
		t.Errorf("no crew: %d shots: %s", n.ships[a].sys[0].shots, text)
	}
	g := reloadBattle(t, "Guard", "Loader")
	a = g.mustShip(t, "A")
	p := emptied(g, a, 0)
	c = p.cls(a)
	for k := 0; k < c.sysPoints[c.driveSys]; k++ {
		*p.point(a, c.driveSys, k) |= ptDown | ptPerm
	}
	if !p.capable(a) {
		t.Error("an empty antimissile with a reload, on a ship without power, does not count")
	}
	p, _ = apply(t, p, Reload{By: 0, Ship: a, Weapon: 0})
	p, text = finishTurn(t, p)
	if p.ships[a].sys[0].shots != 10 || !p.mountUp(a, 0) {
		t.Errorf("no power: %d shots: %s", p.ships[a].sys[0].shots, text)
	}
}

// TestRule_MagazineReloads_AntimissileSpentOnMissiles: an antimissile
// shooting at a salvo spends its round ("All the ammo designated is marked
// as used"); its last one spent in the enemy's move, it is reloaded the
// next turn, 10 shots.
func TestRule_MagazineReloads_AntimissileSpentOnMissiles(t *testing.T) {
	s := reloadMixed(t, []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N"}},
		[]ShipFile{{Name: "B", Design: "Guard", At: "0,-4", Heading: "S"}})
	a, b := s.mustShip(t, "A"), s.mustShip(t, "B")
	n := s.clone()
	n.mutSys(b)[0].shots = 1
	n, text := playTurn(t, n, turnPlan{
		fire:  map[string][]engine.Intent{"A": {Salvo{By: 0, Ship: a, Weapon: 2, Count: 1, From: 0, Target: b}}},
		react: []engine.Intent{ShootDown{By: 1, Weapons: []int{0}}},
		faces: []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10},
	})
	if n.ships[b].sys[0].shots != 0 || !strings.Contains(text, "one missile shot down") {
		t.Fatalf("%d shots: %s", n.ships[b].sys[0].shots, text)
	}
	n, _ = apply(t, n, Reload{By: 1, Ship: b, Weapon: 0})
	n, text = finishTurn(t, n)
	if n.ships[b].sys[0].shots != 10 {
		t.Errorf("%d shots: %s", n.ships[b].sys[0].shots, text)
	}
}

// TestRule_MagazineReloads_DockingAndScrap: a reload asks nothing of the
// docking conditions (no evasive maneuver, one speed and heading), so a
// ship docking loads it and docks in the same Activity phase; a ship
// reduced to scrap after its declaration loads nothing, and no line says
// it does.
func TestRule_MagazineReloads_DockingAndScrap(t *testing.T) {
	s := stateOfReloads(t, []ShipFile{{Name: "A", Design: "Loader", At: "0,0", Heading: "N", Speed: 1}, {Name: "A2", Design: "Loader", At: "0,0", Heading: "N", Speed: 1}},
		[]ShipFile{{Name: "B", Design: "Loader", At: "0,-30", Heading: "S"}})
	a, a2 := s.mustShip(t, "A"), s.mustShip(t, "A2")
	n, _ := apply(t, emptied(s, a, 0), Dock{By: 0, Ship: a, With: a2})
	n, _ = apply(t, n, Reload{By: 0, Ship: a, Weapon: 0})
	n, _ = finishTurn(t, n)
	n, text := finishTurn(t, n)
	if n.ships[a].sys[0].shots != 5 || n.docked(a) != a2 {
		t.Errorf("%d shots, docked with %d: %s", n.ships[a].sys[0].shots, n.docked(a), text)
	}
	r := reloadBattle(t, "Loader", "Loader")
	a = r.mustShip(t, "A")
	m, _ := apply(t, emptied(r, a, 0), Reload{By: 0, Ship: a, Weapon: 0})
	m = untilFire(t, m, "B")
	m.dice = engine.NewDice(1)
	m.damage(a, hit{dmg: 500, what: "test"}, nil)
	m, text = finishTurn(t, m)
	if m.ships[a].status != stScrap || strings.Contains(text, "reload") {
		t.Errorf("%s", text)
	}
}

// stateOfReloads starts a battle of the reload designs by the rules of
// this version.
func stateOfReloads(t *testing.T, red, blue []ShipFile) *State {
	t.Helper()
	data, err := json.Marshal(ScenarioFile{Name: "test", Title: "Test", Designs: reloadDesigns(), Sides: []SideFile{{Name: "Red", Ships: red}, {Name: "Blue", Ships: blue}}})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Game{}.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// TestRule_MagazineReloads_SavedBetweenSealAndActivity: a game saved after
// a reload was sealed and before the Activity phase, written and read
// back, keeps the declaration (its hash) and loads it.
func TestRule_MagazineReloads_SavedBetweenSealAndActivity(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a, b := s.mustShip(t, "A"), s.mustShip(t, "B")
	sess, err := engine.NewSession(Game{}, s.rules.sc, nil, 1, []engine.PlayerSlot{{Side: "Red", Kind: engine.Human}, {Side: "Blue", Kind: engine.Human}})
	if err != nil {
		t.Fatal(err)
	}
	play := func(in engine.Intent) {
		t.Helper()
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	// Five turns of fire empty the Rail; the sixth declares the reload.
	for turn := 1; turn <= 6; turn++ {
		if turn == 6 {
			play(Reload{By: 0, Ship: a, Weapon: 0})
		}
		play(Seal{By: 0})
		play(Seal{By: 1})
		for cur := sess.State().(*State); cur.phase != phDeclare; cur = sess.State().(*State) {
			switch {
			case cur.phase == phMove:
				id := cur.NextMovers()[0]
				play(Move{By: cur.ships[id].side, Ship: id, Plot: "0"})
			case turn < 6 && cur.firing == a && !cur.ships[a].sys[0].used:
				play(Fire{By: 0, Ship: a, Weapon: 0, From: 0, Target: b})
			case turn == 6 && cur.firing == b:
				sess = gametest.Resave(t, sess, Game{})
				if got := sess.State(); got.Hash() != cur.Hash() || got.(*State).ships[a].dReload == 0 {
					t.Fatal("the resumed game lost the declared reload")
				}
				play(Done{By: 1, Ship: b})
			default:
				play(Done{By: cur.ships[cur.firing].side, Ship: cur.firing})
			}
		}
	}
	if y := sess.State().(*State).ships[a]; y.sys[0].shots != 5 || y.reloads[0] != 0 {
		t.Errorf("after the resumed turn: %d shots, %v reloads", y.sys[0].shots, y.reloads)
	}
}

// TestRule_MagazineReloads_LastTurnSaysSo: a reload loaded in the turn
// the turn limit ends the battle does not promise a next turn's fire.
func TestRule_MagazineReloads_LastTurnSaysSo(t *testing.T) {
	s := reloadBattle(t, "Loader", "Loader")
	a := s.mustShip(t, "A")
	n := s.clone()
	n.mutSys(a)[0].shots = 0
	n.turn = n.rules.set.turns
	n, _ = apply(t, n, Reload{By: 0, Ship: a, Weapon: 0})
	n = untilFire(t, n, "A")
	_, text := finishTurn(t, n)
	want := fmt.Sprintf("A reloads its Rail: 5 shots in the magazine, no reloads left for it (the turn limit of %d ends the battle with this turn)", n.rules.set.turns)
	if !strings.Contains(text, want) {
		t.Fatalf("no %q:\n%s", want, text)
	}
}

// HitDamage: a weapon's d10s, an energy blast's value (or an older
// design's fixed damage), and nothing for a projector whose value is no
// damage — the answer the sheet's "a hit:" line words.
func TestSystemInfoHitDamage(t *testing.T) {
	for _, c := range []struct {
		si           SystemInfo
		dice, points int
	}{
		{SystemInfo{Type: design.Beam, Dice: 2}, 2, 0},
		{SystemInfo{Type: design.Railgun, Damage: 3}, 0, 3},
		{SystemInfo{Type: design.Projector, Effect: design.EnergyBlast, Damage: 4}, 0, 4},
		{SystemInfo{Type: design.Projector, Effect: design.EMP, Damage: 2}, 0, 0},
		{SystemInfo{Type: design.Projector, Effect: design.TractorBeam, Damage: 2}, 0, 0},
		{SystemInfo{Name: "Drive"}, 0, 0},
	} {
		if d, p := c.si.HitDamage(); d != c.dice || p != c.points {
			t.Errorf("%+v: %d dice, %d points; want %d, %d", c.si, d, p, c.dice, c.points)
		}
	}
}

// TestRule_MagazineReloads_AboardTheCarrierShutOrNot (the nineteenth
// audit, the reload aboard next to what stops it). A craft reloads in its
// carrier's hangar from its own storage, by its own crew. Not while the
// carrier is held in stasis, which stops "all movement, fire, and action"
// in the hex, as a pulse "shuts down ALL Ship operation" (the pulse:
// TestRule_MagazineReloads_CraftAboard): refused, and a reload declared
// before the carrier is held is not loaded. But a carrier that has only
// lost its whole Drive is not shut down: its hangar launches nothing,
// yet the craft's reload needs no power of the carrier's (nor of its own:
// own), and damage control aboard goes on as well ("Repair has it's own
// power supply"). And boarders who hold the hangar control the carrier's
// component — its bay stops launching and landing — not the craft's own
// systems: the craft still reloads from its own storage (reading).
func TestRule_MagazineReloads_AboardTheCarrierShutOrNot(t *testing.T) {
	s := reloadBattle(t, "Mother", "Loader")
	c, m := firstAboard(s), s.mustShip(t, "A")
	n := emptied(s, c, 0)
	in := Reload{By: 0, Ship: c, Weapon: 0}
	loaded := func(t *testing.T, d *State) {
		t.Helper()
		d, text := finishTurn(t, d)
		if d.ships[c].sys[0].shots != 5 || d.ships[c].reloads[0] != 0 || d.ships[c].status != stAboard {
			t.Fatalf("%d shots, %v reloads, status %d: %s", d.ships[c].sys[0].shots, d.ships[c].reloads, d.ships[c].status, text)
		}
	}

	held := n.clone()
	held.mut(m).heldUntil = held.turn
	refuse(t, held, in, "the A Pike 1's carrier, the A, is held in stasis")
	if legalHas(held, 0, in) {
		t.Error("Legal offers a reload aboard a carrier held in stasis")
	}
	d, _ := apply(t, n, in)
	late := untilFire(t, d, "A")
	late.mut(m).heldUntil = late.turn
	late, text := finishTurn(t, late)
	if late.ships[c].sys[0].shots != 0 || late.ships[c].reloads[0] != 1 || !strings.Contains(text, "does not reload its Rail") {
		t.Errorf("carrier held since the declaration: %d shots, %v reloads: %s", late.ships[c].sys[0].shots, late.ships[c].reloads, text)
	}

	dark := n.clone()
	dark.dice = engine.NewDice(1)
	for dark.drive(m) > 0 {
		dark.knock(m, dark.cls(m).driveSys, nil)
	}
	refuse(t, dark, Launch{By: 0, Craft: c}, "Drive")
	if !legalHas(dark, 0, in) {
		t.Error("Legal does not offer the reload aboard a carrier without power")
	}
	d, _ = apply(t, dark, in)
	loaded(t, d)
	full := dark.drive(c)
	dark.knock(c, dark.cls(c).driveSys, nil)
	r, _ := apply(t, dark, Repair{By: 0, Ship: c, System: dark.cls(c).driveSys})
	r, text = playTurn(t, r, turnPlan{late: []int{6}})
	if r.drive(c) != full {
		t.Errorf("damage control aboard a carrier without power: Drive %d: %s", r.drive(c), text)
	}

	seized := n.clone()
	seized.mutSys(m)[seized.cls(m).hangars[0].sys].ctrl = true // set-up: boarders hold the hangar
	refuse(t, seized, Launch{By: 0, Craft: c}, "boarders")
	d, _ = apply(t, seized, in)
	loaded(t, d)
	mend := seized.clone()
	mend.dice = engine.NewDice(1)
	mend.knock(c, mend.cls(c).driveSys, nil)
	if err := mend.Check(Repair{By: 0, Ship: c, System: mend.cls(c).driveSys}); err != nil {
		t.Errorf("damage control aboard a hangar held by boarders: %v", err)
	}
}
