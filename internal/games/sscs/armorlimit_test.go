package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// freeArmor is a scenario whose Moth armors its ECM (size 1) at level 1:
// 1 × √1 × 0.5 rounds down to weight 0, armor that rules 1-12 took for
// nothing and that absorbed a point of each hit on the ECM.
const freeArmor = `game: sscs
name: moth
title: Moth
turns: 3
designs: [{name: Moth, maneuver: 5, weapons: [{name: Zap, type: beam, dice: 1, range: 4, arc: primary}], aux: [{kind: ecm, qty: 1, armor: 1}, {kind: storage, qty: 20}]}]
sides:
  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N}, {name: m, design: Moth, at: '1,0', heading: N}]}
  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}
`

// TestScenario_FreeArmor_Rules13: a new scenario refuses component armor
// that rounds down to weight 0, naming the design, the entry and the
// level that would do; a save of rules 12 holding such a design decodes
// it without the limit, replays whole and keeps naming rules 12 (and
// rules 12 count the reach of separation as rules 13 do, and keep the
// engine limit of rules 12); the same save named today's rules is refused.
func TestScenario_FreeArmor_Rules13(t *testing.T) {
	g := Game{}
	_, err := g.DecodeScenario([]byte(freeArmor))
	for _, want := range []string{"design Moth: the ECM (auxiliary 1): component armor level 1 on size 1", "rounds down to 0", "level 2 or more", "the project's own limit"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a new scenario with free armor: %v, want %q", err, want)
		}
	}
	sc, err := g.DecodeScenarioOfRules([]byte(freeArmor), rulesV12)
	if err != nil {
		t.Fatalf("rules 12: %v", err)
	}
	if s := sc.(*Scenario); s.reachPastLastHit || s.onlineOnly || s.heldForGood {
		t.Errorf("rules 12 read as older rules: past last hit %v, online only %v, held for good %v", s.reachPastLastHit, s.onlineOnly, s.heldForGood)
	}
	if _, err := g.DecodeScenarioOfRules([]byte(engineOfNoSize), rulesV12); err == nil || !strings.Contains(err.Error(), "engine of size 0") {
		t.Errorf("rules 12 with an engine of size 0: %v, want it refused", err)
	}
	sess, data := scriptedSaveUnderRules(t, sc, rulesV12)
	back, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	again, err := back.Restore(lookup)
	if err != nil {
		t.Fatalf("the rules-12 save does not load: %v", err)
	}
	if again.Len() != sess.Len() || again.State().Hash() != sess.State().Hash() || again.RulesVersion() != rulesV12 {
		t.Errorf("replayed %d intents to %#x under %s; the game had %d to %#x", again.Len(), again.State().Hash(), again.RulesVersion(), sess.Len(), sess.State().Hash())
	}
	if resaved := gametest.Resave(t, again, g); resaved.RulesVersion() != rulesV12 {
		t.Errorf("saved again under %q", resaved.RulesVersion())
	}
	back.Rules = RulesVersion
	if _, err := back.Restore(lookup); err == nil || !strings.Contains(err.Error(), "rounds down to 0") {
		t.Errorf("the save named today's rules: %v, want the free armor refused", err)
	}
}

// freeShipArmor is a scenario whose ArmE, a fighter of hull 1 alone,
// is armored at level 1: 1 × systems weight 1 × 0.5 rounds down to size
// 0, armor that rules 1-13 took for nothing and with which the ship
// started play, absorbing a point (found by a rules-expert play-tester).
const freeShipArmor = `game: sscs
name: arme
title: ArmE
turns: 3
designs: [{name: ArmE, source: user, fighter: true, maneuver: 10, armor: 1, weapons: [], aux: []}]
sides:
  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N}, {name: e, design: ArmE, at: '1,0', heading: N}]}
  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}
`

// TestScenario_FreeShipArmor_Rules14: a new scenario refuses the ship's
// armor that rounds down to size 0, naming the design, the field and the
// level that would do; a save of rules 13 holding such a design decodes it
// without that limit (but with rules 13's component armor limit and
// rules 12's engine limit, and rules 11's reach of separation), replays
// whole and keeps naming rules 13, the ship starting play with its armor;
// a save of rules 12 reads it too; the same save named today's rules is
// refused.
func TestScenario_FreeShipArmor_Rules14(t *testing.T) {
	g := Game{}
	_, err := g.DecodeScenario([]byte(freeShipArmor))
	for _, want := range []string{"designs: design ArmE: armor: level 1 on systems weight 1", "rounds down to 0", "level 2 or more", "drop the armor", "the project's own limit"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a new scenario with free ship armor: %v, want %q", err, want)
		}
	}
	if _, err := g.DecodeScenarioOfRules([]byte(freeShipArmor), rulesV12); err != nil {
		t.Errorf("rules 12: %v, want the design read", err)
	}
	sc, err := g.DecodeScenarioOfRules([]byte(freeShipArmor), rulesV13)
	if err != nil {
		t.Fatalf("rules 13: %v", err)
	}
	if s := sc.(*Scenario); s.reachPastLastHit || s.onlineOnly || s.heldForGood {
		t.Errorf("rules 13 read as older rules: past last hit %v, online only %v, held for good %v", s.reachPastLastHit, s.onlineOnly, s.heldForGood)
	}
	for _, c := range []struct{ name, data, want string }{
		{"free component armor", freeArmor, "rounds down to 0"},
		{"an engine of size 0", engineOfNoSize, "engine of size 0"},
	} {
		if _, err := g.DecodeScenarioOfRules([]byte(c.data), rulesV13); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("rules 13 with %s: %v, want it refused", c.name, err)
		}
	}
	armE := -1
	for i, dv := range sc.(*Scenario).Designs() {
		if dv.Design.Name == "ArmE" {
			armE = i
			if dv.ArmorSize != 0 || dv.Design.Armor != 1 {
				t.Errorf("rules 13's ArmE: armor size %d level %d, want 0 and 1", dv.ArmorSize, dv.Design.Armor)
			}
		}
	}
	if armE < 0 {
		t.Fatal("no ArmE among the scenario's designs")
	}
	sess, data := scriptedSaveUnderRules(t, sc, rulesV13)
	if !strings.Contains(string(data), `"rules": "sscs/13"`) {
		t.Fatalf("the save does not name rules 13:\n%.300s", data)
	}
	back, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	again, err := back.Restore(lookup)
	if err != nil {
		t.Fatalf("the rules-13 save does not load: %v", err)
	}
	if again.Len() != sess.Len() || again.State().Hash() != sess.State().Hash() || again.RulesVersion() != rulesV13 {
		t.Errorf("replayed %d intents to %#x under %s; the game had %d to %#x", again.Len(), again.State().Hash(), again.RulesVersion(), sess.Len(), sess.State().Hash())
	}
	// The ship starts play with the armor of its level, as under rules 13.
	started := false
	for _, sh := range again.StateAt(0).(*State).Ships() {
		if sh.Name == "e" {
			started = sh.Armor == 1 && sh.MaxArmor == 1
		}
	}
	if !started {
		t.Errorf("rules 13's ArmE does not start play with armor 1: %+v", again.StateAt(0).(*State).Ships())
	}
	if resaved := gametest.Resave(t, again, g); resaved.RulesVersion() != rulesV13 {
		t.Errorf("saved again under %q", resaved.RulesVersion())
	}
	back.Rules = RulesVersion
	if _, err := back.Restore(lookup); err == nil || !strings.Contains(err.Error(), "armor: level 1 on systems weight 1") {
		t.Errorf("the save named today's rules: %v, want the free ship armor refused", err)
	}
}
