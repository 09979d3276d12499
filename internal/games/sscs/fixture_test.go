package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Designs for the rules' tests, of the project's own like every design:
// storage pads them out so that their engines pass the energy limit.
func testDesigns() []design.Design {
	return []design.Design{
		{Name: "Gun", Maneuver: 3, Weapons: []design.Weapon{
			{Name: "Six", Type: design.Beam, Damage: 3, Range: 6, Arc: design.Primary},              // 0: Range 6
			{Name: "Rail", Type: design.Railgun, Damage: 2, Range: 12, Arc: design.Primary},         // 1: Range 6, 5 shots
			{Name: "Missile", Type: design.Missile, Range: 6, Drive: 5, Warhead: 1, Count: 4},       // 2
			{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 8, Arc: design.Defensive},      // 3: Range 1
			{Name: "Side", Type: design.Beam, Damage: 2, Range: 4, Arc: design.Secondary},           // 4
			{Name: "Big", Type: design.Cannon, Dice: 1, Range: 10, Arc: design.Defensive, Armor: 2}, // 5: 2d10, Range 2
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 1}, {Kind: design.Storage, Qty: 100}, {Kind: design.Marines, Qty: 2}}},
		{Name: "Target", Maneuver: 3, Shields: 3, Armor: 2, Weapons: []design.Weapon{
			{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 16, Arc: design.Defensive}, // 0: Range 2
			{Name: "Beam", Type: design.Beam, Damage: 2, Range: 9, Arc: design.Defensive},       // 1: Range 4
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 4}, {Kind: design.Storage, Qty: 60}, {Kind: design.Commandos, Qty: 1}}},
		{Name: "Dart", Fighter: true, Maneuver: 4, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
		}, Aux: []design.Aux{{Kind: design.Storage, Qty: 4}}},
		{Name: "Nest", Maneuver: 2, Weapons: []design.Weapon{
			{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Defensive},
		}, Aux: []design.Aux{{Kind: design.Hangar, Craft: "Dart", Qty: 2}, {Kind: design.Storage, Qty: 20}}},
		{Name: "Wizard", Maneuver: 4, Shields: 2, Weapons: []design.Weapon{
			{Name: "Blast", Type: design.Projector, Effect: design.EnergyBlast, Damage: 2, Range: 8, Arc: design.Primary},        // 0: Range 2
			{Name: "Tractor", Type: design.Projector, Effect: design.TractorBeam, Damage: 2, Range: 4, Arc: design.Primary},      // 1
			{Name: "Repulser", Type: design.Projector, Effect: design.RepulserBeam, Damage: 2, Range: 4, Arc: design.Primary},    // 2
			{Name: "EMP", Type: design.Projector, Effect: design.EMP, Damage: 1, Range: 4, Arc: design.Primary},                  // 3
			{Name: "Stasis", Type: design.Projector, Effect: design.StasisBeam, Damage: 7, Range: 8, Arc: design.Primary},        // 4: Range 2
			{Name: "Plane", Type: design.Projector, Effect: design.ForcePlane, Damage: 8, Range: 1, Arc: design.Primary},         // 5
			{Name: "Dazzle", Type: design.Projector, Effect: design.Dazzle, Damage: 2, Range: 1, Arc: design.Primary},            // 6
			{Name: "Images", Type: design.Projector, Effect: design.ImageProjector, Damage: 2, Range: 1, Arc: design.Primary},    // 7
			{Name: "Displacer", Type: design.Projector, Effect: design.DisplacerPulse, Damage: 4, Range: 4, Arc: design.Primary}, // 8
			{Name: "Cloak", Type: design.Projector, Effect: design.CloakField, Damage: 3, Range: 1, Arc: design.Primary},         // 9
			{Name: "Shield", Type: design.Projector, Effect: design.ShieldProjection, Damage: 4, Range: 1, Arc: design.Primary},  // 10
			{Name: "Transfer", Type: design.Projector, Effect: design.TransferECM, Damage: 1, Range: 4, Arc: design.Primary},     // 11
		}, Aux: []design.Aux{{Kind: design.ECM, Qty: 2}, {Kind: design.Storage, Qty: 100}}},
	}
}

// place is a ship of a test battle: side, name, design, hex, heading, speed.
type place struct {
	side         int
	name, design string
	at, heading  string
	speed        int
}

// battle starts a test battle of the test designs.
func battle(t testing.TB, opts engine.Options, ships ...place) *State {
	t.Helper()
	return battleOf(t, testDesigns(), opts, ships...)
}

// docked is a test battle of Red's Gun docked with Blue's Target in one
// hex, ready for Red to board it.
func docked(t testing.TB) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: testDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Speed: 1, Docked: "B"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Target", At: "0,0", Heading: "N", Speed: 1}}},
	}}
	return stateOf(t, f)
}

// battleOf starts a test battle of the designs given, the ships placed as
// listed, on seed 1.
func battleOf(t testing.TB, designs []design.Design, opts engine.Options, ships ...place) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: designs, Sides: []SideFile{{Name: "Red"}, {Name: "Blue"}}}
	for _, p := range ships {
		f.Sides[p.side].Ships = append(f.Sides[p.side].Ships, ShipFile{Name: p.name, Design: p.design, At: p.at, Heading: p.heading, Speed: p.speed})
	}
	sc, err := testScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// fireStep puts a ship in its fire step where it stands, as if it had
// just moved without leaving its hex, with the dice given.
func (s *State) fireStep(id ShipID, faces ...int) *State {
	n := s.clone()
	n.phase, n.firing = phFire, id
	for i := range n.ships {
		n.mut(ShipID(i)).moved = true
	}
	sh := n.mut(id)
	sh.path = []Pose{{sh.pos, sh.heading}}
	n.dice = engine.NewDice(7).Force(faces...)
	return n
}

func TestTestDesignsPass(t *testing.T) {
	all, err := design.DeriveAll(testDesigns(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range all {
		if err := d.Err(); err != nil {
			t.Error(err)
		}
	}
}

func at(s string) hex.Hex {
	h, err := ParseHex(s)
	if err != nil {
		panic(err)
	}
	return h
}

// TestRules1SavesStillRead: a save of rules 1 that never met a corrected
// rule verifies under rules 2 (the start hash does not depend on the rules
// version); one where a weapon named to shoot at a salvo was left unfired
// stops at that intent, saying the rules were corrected. The fixtures were
// written by the last rules-1 build: a Gun moves a hex and
// ends its fire; or it launches a missile that the Target's antimissile
// (2d10 against 2: it cannot miss) destroys before its Beam, named too.
func TestRules1SavesStillRead(t *testing.T) {
	g := Game{}
	if !g.ReadsRules("sscs/1") || !g.ReadsRules("sscs/2") || !g.ReadsRules("sscs/3") || !g.ReadsRules("sscs/4") || !g.ReadsRules("sscs/5") || !g.ReadsRules("sscs/6") || !g.ReadsRules("sscs/7") || !g.ReadsRules("sscs/8") || !g.ReadsRules("sscs/9") || !g.ReadsRules("sscs/10") || !g.ReadsRules("sscs/11") || !g.ReadsRules("sscs/12") || !g.ReadsRules("sscs/13") || !g.ReadsRules("sscs/14") || !g.ReadsRules(RulesVersion) || g.ReadsRules("sscs/0") || g.ReadsRules("sscs/16") {
		t.Fatal("ReadsRules")
	}
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/1") }
	if sess, err := read("rules1-plain.json"); err != nil || sess.Len() != 4 {
		t.Fatalf("rules1-plain: %v", err)
	}
	_, err := read("rules1-shoot.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 5") {
		t.Fatalf("rules1-shoot: %v", err)
	}
}

// TestRules2SavesStillRead: a save of rules 2 that never met a rule
// rules 3 corrected verifies; one where the Shroud's cloak projector is
// knocked out while its field is up stops at that shot (intent 7), saying
// the rules were corrected. The fixtures were written by the last rules-2
// build: seal, seal, the Shroud moves, raises its cloak and ends its fire
// (plain); then the Gun moves and hits it, aiming at its weapons (cloak).
func TestRules2SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/2") }
	if sess, err := read("rules2-plain.json"); err != nil || sess.Len() != 5 {
		t.Fatalf("rules2-plain: %v", err)
	}
	_, err := read("rules2-cloak.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 7") {
		t.Fatalf("rules2-cloak: %v", err)
	}
}

// TestRules3SavesStillRead: saves of rules 3 load and verify under rules
// 4 as far as they never met the correction. rules3-plain.json rams a ship
// that keeps its speed (the same closing speed then as now) and verifies
// to its end; rules3-ram.json rams a ship that declared a new speed and
// had not moved: its fifth intent, the ram, now closes at 1 and no longer
// at 3, and the replay stops there.
func TestRules3SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/3") }
	if sess, err := read("rules3-plain.json"); err != nil || sess.Len() != 4 {
		t.Fatalf("rules3-plain: %v", err)
	}
	_, err := read("rules3-ram.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 5") {
		t.Fatalf("rules3-ram: %v", err)
	}
}

// TestRules4SavesStillRead: saves of rules 4 load and verify under rules
// 5 as far as they never met a correction. rules4-plain.json: the B flies
// an evasive maneuver and the Wizard moves; rules4-emp.json goes on with
// the Wizard's pulse at the B, which now ends its evasive maneuvers: the
// replay stops at that sixth intent.
func TestRules4SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/4") }
	if sess, err := read("rules4-plain.json"); err != nil || sess.Len() != 5 {
		t.Fatalf("rules4-plain: %v", err)
	}
	_, err := read("rules4-emp.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 6") {
		t.Fatalf("rules4-emp: %v", err)
	}
}

// TestRules5SavesStillRead: saves of rules 5 load and verify under rules
// 6 as far as they never met a correction. rules5-plain.json: A moves,
// fires at the B and the B moves; rules5-ram.json: A declared a ram on
// the B in its own hex and moved away, which rules 5 let come to nothing
// and rules 6 carries out: the replay stops at that fourth intent.
func TestRules5SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/5") }
	if sess, err := read("rules5-plain.json"); err != nil || sess.Len() != 7 {
		t.Fatalf("rules5-plain: %v", err)
	}
	_, err := read("rules5-ram.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 4") {
		t.Fatalf("rules5-ram: %v", err)
	}
}

// TestRules6SavesStillRead: saves of rules 6 load and verify under rules
// 7 as far as they never met a correction. rules6-plain.json: A moves two
// hexes and fires its Six and its Rail from the end of its path, then ends
// its fire; rules6-twohex.json fires the Six from the end and the Rail
// from the start of the path, which rules 7 refuses (one hex for all its
// weapons): the replay stops at that fifth intent, with the refusal.
// rules6-dockonce.json and rules6-stasis.json stop where they met the
// later rules-7 corrections (one docking declaration, stasis for the
// turn used).
func TestRules6SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/6") }
	if sess, err := read("rules6-plain.json"); err != nil || sess.Len() != 6 {
		t.Fatalf("rules6-plain: %v", err)
	}
	_, err := read("rules6-twohex.json")
	if err == nil || !strings.Contains(err.Error(), "intent 5 (fire)") || !strings.Contains(err.Error(), "Movement 6") {
		t.Fatalf("rules6-twohex: %v", err)
	}
	// A docking declared in its first turn only: rules 6 dropped it, rules
	// 7 carry it on into the second, so the replay stops where turn 1 ends
	// (the last fire step of turn 1, whose state starts turn 2).
	_, err = read("rules6-dockonce.json")
	if err == nil || !strings.Contains(err.Error(), "intent 9 (done)") || !strings.Contains(err.Error(), "corrected") {
		t.Fatalf("rules6-dockonce: %v", err)
	}
	// A stasis beam's hit: rules 6 held the B to the end of turn 2, rules
	// 7 for the turn it is used only ("every turn used"), so the replay
	// stops at the projection, the fourth intent.
	_, err = read("rules6-stasis.json")
	if err == nil || !strings.Contains(err.Error(), "intent 4 (project)") || !strings.Contains(err.Error(), "corrected") {
		t.Fatalf("rules6-stasis: %v", err)
	}
}

// TestRules7SavesStillRead (rules 8): a save of rules 7 whose designs buy
// fixed damage on beams and a railgun — as rules 1-7 let any weapon —
// decodes its scenario by the rules it was saved under
// (DecodeScenarioOfRules) and replays whole under rules 8, which play
// fixed damage as before; resumed, the game keeps naming rules 7, so it
// loads again. The same save named rules 8 is refused: only projectors buy
// fixed damage (1) Weapon Design, Damage), and the refusal names the
// design, the weapon and the rule. rules7-fixed.json was written by the
// last rules-7 build (251ea84): the Gun moves two hexes, hits the Target
// with its Six (3 fixed) and its Side (2 fixed), and the Target's Beam (2
// fixed) hits back, penetrating, before turn 2 begins.
func TestRules7SavesStillRead(t *testing.T) {
	sess, err := restoreFixture(t, "rules7-fixed.json", "sscs/7")
	if err != nil || sess.Len() != 9 {
		t.Fatalf("rules7-fixed: %v", err)
	}
	if sess.RulesVersion() != "sscs/7" {
		t.Errorf("the resumed game names rules %q, want sscs/7", sess.RulesVersion())
	}
	s := sess.State().(*State)
	a, _ := s.Ship(0)
	if a.HitPoints != a.MaxHP-2 {
		t.Errorf("the Gun's hit points %d of %d: the Target's fixed 2 penetrate in full", a.HitPoints, a.MaxHP)
	}
	again, err := sess.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	if again.Rules != "sscs/7" {
		t.Errorf("saved again under rules %q", again.Rules)
	}
	if _, err := again.Restore(lookup); err != nil {
		t.Errorf("saved again, it does not load: %v", err)
	}
	again.Rules = RulesVersion
	_, err = again.Restore(lookup)
	for _, w := range []string{"design Gun", "the Six (weapon 1), a beam", "3 points of fixed damage", "only projectors use non-variable damage", "10-sided dice", "section 1, Weapon Design: Damage"} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("a rules-8 save with a fixed-damage beam: %v, want %q", err, w)
		}
	}
}

// TestRules8SavesStillRead: two saves written by the last rules-8 build
// (scripted against scripted: the boarding action, seed 1; the pursuit,
// seed 2, whose three Kestrels carried no magazine reloads then) replay
// whole under rules 9 and verify every hash: no design of rules 1-8
// carries reloads, so nothing in them meets the new rule.
func TestRules8SavesStillRead(t *testing.T) {
	for name, n := range map[string]int{"rules8-boarding.json": 107, "rules8-pursuit.json": 326} {
		sess, err := restoreFixture(t, name, "sscs/8")
		if err != nil || sess.Len() != n {
			t.Fatalf("%s: %v", name, err)
		}
		s := sess.State().(*State)
		if !s.Outcome().Over {
			t.Errorf("%s: the battle does not end", name)
		}
		for _, si := range s.Ships() {
			for _, y := range si.Systems {
				if y.MaxReloads != 0 {
					t.Errorf("%s: the %s's %s carries reloads", name, si.Name, y.Name)
				}
			}
		}
	}
}

// TestRules9SavesStillRead (rules 10): two saves written by the last
// rules-9 build (6305cdc) in a test scenario of a carrier, the
// Hive, whose Mite craft launches, docks back and lands in its hangar
// after two turns. Where the Mite lands with nothing in force, the save
// replays whole and verifies every hash. Where it raised a force plane in
// the fire step of the turn it lands in, rules 9 kept the wall standing
// to the end of the next turn, while rules 10 end the effects of a ship
// that leaves play: the replay stops at the intent that runs that turn's
// Activity phase (the last ship's done, the 25th intent), saying the rules were
// corrected.
func TestRules9SavesStillRead(t *testing.T) {
	sess, err := restoreFixture(t, "rules9-land.json", "sscs/9")
	if err != nil || sess.Len() != 30 {
		t.Fatalf("rules9-land: %v", err)
	}
	_, err = restoreFixture(t, "rules9-wall.json", "sscs/9")
	if err == nil || !strings.Contains(err.Error(), "intent 25 (done)") || !strings.Contains(err.Error(), "corrected") {
		t.Fatalf("rules9-wall: %v", err)
	}
}

// TestRules10SavesStillRead (rules 11): rules10-drift.json was written by
// the last rules-10 build (dc61c2e), scripted against random in a test
// scenario of two Hydras (missile Range 8, Drive 5: it hits 12 hexes off
// on a 1 and never at 13) drifting apart, seed 190. The Hydras end turns
// 1 and 2 exactly 13 hexes apart and not closing, which rules 1-10 counted
// as in reach (Range + Drive) and rules 11 count as apart (Range + Drive -
// 1): with turn 3's 15 hexes the squadrons had separated three turns
// running, and the battle ends there instead of going on to the turn
// limit. The save keeps the count of its rules (Scenario.reachPastLastHit)
// and replays whole; named rules 11 it stops at the intent that ends turn
// 1 (the 13th, whose state now counts a turn apart), and its first 42
// intents played by rules 11 end the battle by separation after turn 3.
func TestRules10SavesStillRead(t *testing.T) {
	sess, err := restoreFixture(t, "rules10-drift.json", "sscs/10")
	if err != nil || sess.Len() != 178 {
		t.Fatalf("rules10-drift: %v", err)
	}
	if out := sess.State().Outcome(); !out.Over || !strings.Contains(out.Reason, "turn limit of 12") {
		t.Errorf("rules10-drift under rules 10 ends %+v, want the turn limit", out)
	}
	if sess.RulesVersion() != "sscs/10" {
		t.Errorf("the resumed game names rules %q, want sscs/10", sess.RulesVersion())
	}
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, "testdata/rules10-drift.json")
	sf.Rules = RulesVersion
	_, err = sf.Restore(lookup)
	if err == nil || !strings.Contains(err.Error(), "intent 13 (done)") || !strings.Contains(err.Error(), "differs") {
		t.Fatalf("rules10-drift named rules 11: %v, want it to stop at intent 13", err)
	}
	sf.Intents = sf.Intents[:42]
	for i := range sf.Intents {
		sf.Intents[i].Hash = ""
	}
	sf.Final = engine.SavedFinal{}
	now, err := sf.RestoreUnhashed(lookup)
	if err != nil {
		t.Fatalf("rules10-drift's first 42 intents under rules 11: %v", err)
	}
	s := now.State().(*State)
	if out := s.Outcome(); !out.Over || s.turn != 3 || !strings.Contains(out.Reason, "separated") {
		t.Errorf("rules10-drift under rules 11: turn %d, %+v; want separated after turn 3", s.turn, out)
	}
}

// TestRules14SavesStillRead (rules 15): two saves written by a rules-14
// build (e2d6a636) of crewKeep's test battle, seed 1, played through the
// intents with the dice the seed gives: the Boarder's marines board the
// Keep, whose crew of 10 forms two Regular Crew units. In rules14-crew.json
// the Gunship's heavy beam, aimed at the Keep's auxiliaries, kills 7 of
// its crew in turn 2 (intent 13): 3 are left, for one unit, and rules 15
// take the other with them, where rules 14 left both; in rules14-plain.json
// nothing else touches the crew. A save of rules 1-14 keeps its crew units
// and its projected shields as its rules had them (Scenario.crewUnitsStand,
// coverAnywhere), so both replay whole and, resumed, name rules 14. Named
// rules 15, rules14-crew.json stops at its shot, where its first 13 intents
// played by rules 15 leave the Keep one crew unit; and rules11-words-limit.json
// (standard, scripted against scripted) stops at intent 56, a Needle's shot
// at the Bastion, which the Aerie's projected shields took four hexes from
// the Aerie, where rules 15 reach two.
func TestRules14SavesStillRead(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	for name, n := range map[string]int{"rules14-plain.json": 25, "rules14-crew.json": 18} {
		sess, err := restoreFixture(t, name, "sscs/14")
		if err != nil || sess.Len() != n {
			t.Fatalf("%s: %v", name, err)
		}
		if sess.RulesVersion() != "sscs/14" {
			t.Errorf("%s: the resumed game names rules %q, want sscs/14", name, sess.RulesVersion())
		}
	}
	for name, at := range map[string]string{"rules14-crew.json": "intent 13 (fire)", "rules11-words-limit.json": "intent 56 (fire)"} {
		sf := gametest.ReadSave(t, "testdata/"+name)
		sf.Rules = RulesVersion
		if _, err := sf.Restore(lookup); err == nil || !strings.Contains(err.Error(), at) || !strings.Contains(err.Error(), "differs") {
			t.Errorf("%s named rules 15: %v, want it to stop at %s", name, err, at)
		}
	}
	sf := gametest.ReadSave(t, "testdata/rules14-crew.json")
	sf.Rules = RulesVersion
	sf.Intents = sf.Intents[:13]
	for i := range sf.Intents {
		sf.Intents[i].Hash = ""
	}
	sf.Final = engine.SavedFinal{}
	now, err := sf.RestoreUnhashed(lookup)
	if err != nil {
		t.Fatalf("rules14-crew's first 13 intents under rules 15: %v", err)
	}
	s := now.State().(*State)
	if k := s.mustShip(t, "K"); s.crew(k) != 3 || crewUnitsAboard(s, k) != 1 {
		t.Errorf("rules14-crew under rules 15: the Keep's crew %d in %d units, want 3 in 1", s.crew(k), crewUnitsAboard(s, k))
	}
}
