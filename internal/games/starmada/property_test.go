package starmada

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	for i := range s.ships {
		sh := &s.ships[i]
		for _, ms := range [][]mark{sh.hullBoxes(), sh.engineBoxes(), sh.shieldBoxes(), sh.equipBoxes(), sh.weaponBoxes(0), sh.weaponBoxes(1), sh.weaponBoxes(2)} {
			for _, m := range ms {
				if m.fresh() && s.phase != phCombat && s.phase != phChoose {
					t.Fatalf("%s has a slashed box outside the Combat Phase", sh.name)
				}
			}
		}
		for g, k := range sh.owe {
			if k < 0 || k > 0 && s.phase != phChoose {
				t.Fatalf("%s owes %d losses of group %d in the %s Phase", sh.name, k, g, s.Phase().Name)
			}
		}
		if sh.cont < 0 || sh.satsLeft < 0 {
			t.Fatalf("%s: cont %d sats %d", sh.name, sh.cont, sh.satsLeft)
		}
		if sh.status == unplaced && s.phase != phSetup {
			t.Fatalf("%s is not set up in the %s Phase", sh.name, s.Phase().Name)
		}
		if sh.status != active && sh.status != unplaced && !sh.scored {
			t.Fatalf("%s is gone but scored nothing", sh.name)
		}
	}
	for _, c := range s.craft {
		if c.n+c.lost < 1 && s.phase != phChoose || c.n > FlightSize || !s.board.Contains(c.pos) {
			t.Fatalf("craft %s: %d at %v", c.id, c.n, c.pos)
		}
		if c.lost > 0 && s.phase != phCombat {
			t.Fatalf("craft %s has provisional losses in the %s Phase", c.id, s.Phase().Name)
		}
	}
	for _, b := range s.booms {
		if b.strength < 1 || b.strength > 5 {
			t.Fatalf("explosion of strength %d", b.strength)
		}
	}
	if _, pending := s.choice(); pending != (s.phase == phChoose) {
		t.Fatalf("a pending choice (%v) in the %s Phase", pending, s.Phase().Name)
	}
	for p := engine.Player(0); p < 2; p++ {
		if s.acting(p) != s.Phase().Acting(p) && !s.outcome.Over {
			t.Fatalf("acting(%d) is %v in %+v", p, s.acting(p), s.Phase())
		}
	}
	if s.outcome.Over != (len(s.Phase().Actors) == 0) {
		t.Fatalf("outcome %+v with phase %+v", s.outcome, s.Phase())
	}
	if s.turn < 1 || s.turn > s.rules.turns {
		t.Fatalf("turn %d", s.turn)
	}
}

// TestRandomGames plays random legal intents on every shipped scenario and
// checks after each (gametest.RandomGames): invariants, that every intent
// Legal lists is accepted (in the first four games), that only the acting
// side may act, that Apply never changes its receiver, that views are
// stable, and that games end; and that some game offered a choice of losses.
func TestRandomGames(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	var scenarios []engine.Scenario
	for _, name := range []string{"standard", "duel", "setup", "objects", "build"} {
		scenarios = append(scenarios, loadScenario(t, name))
	}
	// The build scenario is played at three point totals, with and
	// without objects, and once with all three options at once.
	options := []engine.Options{nil, {OptPoints: "500", OptObjects: "2"}, {OptPoints: "750", OptObjects: "4", OptTurns: "3"}}
	matches := make([]gametest.Match, games)
	for g := range matches {
		opp := []engine.Opponent{engine.NewRandomOpponent(uint64(g) * 7), engine.NewRandomOpponent(uint64(g)*7 + 1)}
		if g%2 == 0 {
			opp[1] = Scripted{}
		}
		sc := scenarios[g%len(scenarios)]
		matches[g] = gametest.Match{Scenario: sc, Seed: uint64(g), Opponents: opp, AllLegal: g < 5}
		if sc.Name() == "build" {
			matches[g].Options = options[(g/len(scenarios))%len(options)]
		}
	}
	chosen := 0
	steps := gametest.RandomGames(t, Game{}, matches, gametest.Checks{
		MaxIntents: 20000,
		State:      func(t testing.TB, st engine.State) { checkInvariants(t, st.(*State)) },
		Step: func(t testing.TB, _ engine.State, in engine.Intent, _ engine.State, _ []engine.Event) {
			if in.Kind() == KindLose {
				chosen++
			}
		},
	})
	if chosen == 0 {
		t.Error("no game offered a choice of losses (4.2.3, 5.2.1)")
	}
	t.Logf("%d games, %d intents, %d losses chosen", games, steps, chosen)
}

// TestSaveAndReplay saves scripted-against-random games through a session
// and replays them with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	for seed := uint64(0); seed < 5; seed++ {
		sc := loadScenario(t, []string{"standard", "setup", "objects", "build"}[seed%4])
		gametest.SaveReplay(t, Game{}, sc, nil, seed, Scripted{}, engine.NewRandomOpponent(seed+1))
	}
	gametest.SaveReplay(t, Game{}, loadScenario(t, "build"), engine.Options{OptPoints: "750", OptObjects: "4"}, 9,
		engine.NewRandomOpponent(8), Scripted{})
}

// TestDeterminism: the same seed and intents give the same game twice.
func TestDeterminism(t *testing.T) {
	gametest.Deterministic(t, Game{}, loadScenario(t, "standard"), nil, 42, func() []engine.Opponent {
		return []engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)}
	})
}

// restoreFixture decodes the save testdata/name, which must decode, and
// replays it: the error is the replay's (nil when every hash verifies).
func restoreFixture(t *testing.T, name string) error {
	t.Helper()
	_, err := gametest.RestoreSave(gametest.ReadSave(t, filepath.Join("testdata", name)), Game{})
	return err
}

// TestOldSavesStillVerify replays saves of format version 1, written
// before intents went through the shared codec and before the hash covered
// every field, and saves of rules 1 (format 2): they load, replay and
// verify every recorded hash until they meet a rule that rules 4
// corrected, and stop there saying the rules were corrected: the first
// orders of turn 1 that open with a maneuver (3.2.1: no Movement Phase
// came before, so no ship has moved forward; rules 1-3 let every ship open
// turn 1 with one, and each of these games did), or, in a set-up, the last
// ship of a side with fighter bays, after which rules 4 have the side
// place its flights (2.1.2).
func TestOldSavesStillVerify(t *testing.T) {
	for _, tc := range []struct {
		name, intent string
	}{
		{"v1-standard.json", "intent 5 (orders)"},
		{"v1-setup.json", "intent 5 (place)"},
		{"rules1-standard.json", "intent 7 (orders)"},
		{"rules1-build.json", "intent 9 (place)"},
	} {
		err := restoreFixture(t, tc.name)
		wants := []string{`saved with rules "starmada/1", which this build (` + RulesVersion + `) corrected`, tc.intent, "has not moved yet", "turn 1", "(3.2.1)"}
		if strings.Contains(tc.intent, "place") {
			// A set-up: the side that placed its last ship now places its
			// fighter flights (2.1.2), so the state differs there.
			wants = []string{`saved with rules "starmada/1", which this build (` + RulesVersion + `) corrected`, tc.intent, "state hash"}
		}
		for _, want := range wants {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: the replay should stop at turn 1's opening maneuver, saying %q: %v", tc.name, want, err)
			}
		}
	}
}

// TestRules1SaveMeetsB10 replays a save of rules 1 in which a 2+ weapon
// with Increased PEN hit at short range on a 2 and a 4: rules 2 give it
// more penetration dice (B.10), and the replay stops at that fire, saying
// the rules were corrected.
func TestRules1SaveMeetsB10(t *testing.T) {
	err := restoreFixture(t, "rules1-b10.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 16 (fire)") {
		t.Fatalf("want the replay to stop at the corrected fire: %v", err)
	}
	if (Game{}).ReadsRules("starmada/0") || (Game{}).ReadsRules("starmada/14") {
		t.Error("rules 0 and 14 never existed")
	}
	for _, v := range []string{"starmada/1", "starmada/2", "starmada/3", "starmada/4", "starmada/5", "starmada/6", "starmada/7", "starmada/8", "starmada/9", "starmada/10", "starmada/11", "starmada/12", RulesVersion} {
		if !(Game{}).ReadsRules(v) {
			t.Errorf("saves of %s are not read", v)
		}
	}
}

// TestRules2SaveMeetsEarlyEnd replays a save of rules 2 in which Red
// destroyed Blue's only ship, a carrier, in turn 1 while its flight of six
// was still flying: rules 2 ended the battle there, rules 3 plays on (2.3:
// the fighters may still score), so the replay stops at that last intent,
// saying the rules were corrected.
func TestRules2SaveMeetsEarlyEnd(t *testing.T) {
	err := restoreFixture(t, "rules2-early.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 7 (resolve)") {
		t.Fatalf("want the replay to stop at the last resolve: %v", err)
	}
}

// TestRules3SaveMeetsOpeningB replays a save of rules 3 in which the
// Admirable, having stood still in turn 1, opened turn 2's orders with B,
// which rules 3 allowed and rules 4 refuses (3.2.1): the replay stops at
// those orders, saying the rules were corrected and why.
func TestRules3SaveMeetsOpeningB(t *testing.T) {
	err := restoreFixture(t, "rules3-openb.json")
	for _, want := range []string{`saved with rules "starmada/3", which this build (` + RulesVersion + `) corrected`, "intent 8 (orders)", "did not move in the previous turn", "(3.2.1)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the opening B, saying %q: %v", want, err)
		}
	}
}

// TestRules3SaveMeetsFightersInAnExplosion replays a rules-3 game (the
// mirror battle, every hash verified by a rules-3 build) whose flight
// attacks a ship standing in an explosion at intent 73, which rules 4
// corrected (4.3.1: the explosion's strength comes off the flight's dice).
// Since rules 10 the replay stops sooner, at intent 31, the fire that
// ends turn 1's Combat Phase: in the End Phase that follows, the Paladin
// of rules 1-5 has battle satellites to launch, and rules 10 asks its
// owner how many (C.5) where rules 1-9 launched all three. The fixture no
// longer reaches the explosion (4.3.1 is pinned by the rule tests of
// fighters in explosions and by rules3-fighterexplosion.json, a battle
// without satellites, below); it pins that the ship data of rules 3 still
// verifies every hash up to that End Phase.
func TestRules3SaveMeetsFightersInAnExplosion(t *testing.T) {
	err := restoreFixture(t, "rules3-fighterblast.json")
	for _, want := range []string{`saved with rules "starmada/3", which this build (` + RulesVersion + `) corrected`, "intent 31 (fire)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the End Phase of the Paladin's launch, saying %q: %v", want, err)
		}
	}
}

// TestRules3SaveMeetsFighterAttackIntoAnExplosion pins 4.3.1's explosion
// modifier on a flight's attack (rules 4) with a battle that has no battle
// satellites, so rules 10's launch cannot stop it first
// (testdata/rules3-fighterexplosion.json: a Sovereign, an Admirable and a
// Sabre against a Hive, a Mantis and a Hornet, nine rows apart, scripted
// against scripted, seed 11, every hash verified by a rules-3 build). The
// Mantis explodes at 1310 in turn 1 (strength 2, 1 after turn 2's End
// Phase); in turn 3's Fighter Phase the Sovereign stands in that hex and
// Hive/F2, one fighter, attacks it at intent 88 and rolls a 5. Rules 3 took
// it as a hit at 5+; rules 4 takes the explosion's strength off the die, a
// 4 that misses, so the state differs there and the loader says the rules
// were corrected. Cut before that intent, the save verifies every hash.
func TestRules3SaveMeetsFighterAttackIntoAnExplosion(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules3-fighterexplosion.json"))
	const at = 88
	if sf.Rules != "starmada/3" || len(sf.Intents) < at || sf.Intents[at-1].Kind != KindFly {
		t.Fatalf("fixture of rules %q, %d intents", sf.Rules, len(sf.Intents))
	}
	_, err := sf.Restore(lookup)
	var hm *engine.HashMismatch
	if !errors.As(err, &hm) || hm.Index != at {
		t.Fatalf("the replay should stop at intent %d with a hash that differs: %v", at, err)
	}
	for _, want := range []string{`saved with rules "starmada/3", which this build (` + RulesVersion + `) corrected`, "intent 88 (fly)"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the flight's attack into the explosion, saying %q: %v", want, err)
		}
	}

	cut := *sf
	cut.Intents = sf.Intents[:at-1]
	cut.Final = engine.SavedFinal{Intents: at - 1, Hash: sf.Intents[at-2].Hash, Result: "unfinished"}
	s, err := cut.Restore(lookup)
	if err != nil || s.Len() != at-1 {
		t.Fatalf("the same save cut before the attack should verify every hash: %v", err)
	}
	st := s.State().(*State)
	for _, sh := range st.ships {
		if n := sh.class.Equips(BattleSatellites); n != 0 {
			t.Errorf("%s carries %d battle satellites: rules 10's launch could stop the replay first", sh.name, n)
		}
	}
	sov, ok := st.Ship("Sovereign")
	if !ok || HexLabel(sov.Hex) != "1310" || sov.Destroyed {
		t.Fatalf("the Sovereign before the attack: %+v", sov)
	}
	inBlast := false
	for _, e := range st.Explosions() {
		inBlast = inBlast || (e.Hex == sov.Hex && e.Strength == 1)
	}
	if !inBlast {
		t.Fatalf("no explosion of strength 1 in the Sovereign's hex: %+v", st.Explosions())
	}

	in, err := Game{}.DecodeIntent(sf.Intents[at-1].Kind, sf.Intents[at-1].Data)
	if err != nil {
		t.Fatal(err)
	}
	fly, ok := in.(Fly)
	if !ok || fly.Craft.String() != "Hive/F2" || fly.Target.String() != "Sovereign" {
		t.Fatalf("intent %d is %v, want Hive/F2's attack on the Sovereign", at, in)
	}
	events, err := s.Apply(in)
	if err != nil {
		t.Fatal(err)
	}
	var roll *engine.Roll
	for _, e := range events {
		if e.Roll != nil && strings.HasPrefix(e.Roll.Purpose, "Hive/F2 (1 fighter) at Sovereign") {
			roll = e.Roll
		}
	}
	if roll == nil || len(roll.Dice) != 1 || roll.Dice[0].Face != 5 || roll.Need != 5 {
		t.Fatalf("Hive/F2's To-Hit roll should be one die of 5 at 5+: %+v", roll)
	}
	if len(roll.Mods) != 1 || roll.Mods[0].Value != -1 || !strings.Contains(roll.Mods[0].Why, "explosion (4.3.1)") || roll.Total != 0 {
		t.Errorf("the 5 should take the explosion's -1 and miss (4.3.1): %+v", roll)
	}
}

// TestHashCoversEveryField changes every field of positions of every
// shipped scenario (at the start, in the set-up and in the battle) and
// wants each change to change the hash.
func TestHashCoversEveryField(t *testing.T) {
	for _, name := range []string{"standard", "duel", "setup", "objects", "build"} {
		s := newGame(t, name, 5)
		opps := []engine.Opponent{Scripted{}, engine.NewRandomOpponent(5)}
		n := 0
		gametest.PlayOut(t, s, opps, 20000, func(st engine.State, _ engine.Intent) {
			if n%61 == 0 && n < 250 {
				gametest.HashCoversState(t, st)
			}
			n++
		})
	}
}

// TestRules4SaveMeetsLongRepeat replays a rules-4 game (a duel of the
// project's own: sixteen 2+ repeating guns at short range against a hulk,
// every hash verified by a rules-4 build) in which one of the guns' dice
// hit 51 times in a row at intent 38: rules 4 stopped it after 50 repeats,
// rules 5 rolls on until it misses (B.19), so the hits and the hash differ
// there and the loader says the rules were corrected.
func TestRules4SaveMeetsLongRepeat(t *testing.T) {
	err := restoreFixture(t, "rules4-repeat.json")
	for _, want := range []string{`saved with rules "starmada/4", which this build (` + RulesVersion + `) corrected`, "intent 38 (resolve)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the long repeat, saying %q: %v", want, err)
		}
	}
}

// TestRules5SavesVerifyToTheLaunch: rules 6 re-priced the own classes and
// re-designed the Paladin, but a save of rules 5 replays with the ship data
// of its rules (rules5.go). Both fixtures were recorded by a rules-5 build,
// every hash verified. Until rules 10 the standard battle of the old
// fleets (in which the Hive scored its rules-5 rating of 405) replayed
// whole, and the built battle up to intent 71, where rules 7 lets the
// Hegemony choose which of two flights of five in 1513 loses a fighter
// (5.2.1 with 5.1.2). Rules 10 asks the owner of a ship with battle
// satellites how many it launches (C.5), and the Paladin of rules 1-5
// carries three: each replay now stops at the intent that leads into the
// first End Phase in which a ship has some to launch (the standard battle
// at intent 39, the built one at intent 59), having verified every hash
// before it with the old ship data. The Hive is still rated 405 by the
// ship data of rules 5.
func TestRules5SavesVerifyToTheLaunch(t *testing.T) {
	for _, tc := range []struct{ name, intent string }{
		{"rules5-standard.json", "intent 39 (lose)"},
		{"rules5-build.json", "intent 59 (lose)"},
	} {
		err := restoreFixture(t, tc.name)
		for _, want := range []string{`saved with rules "starmada/5", which this build (` + RulesVersion + `) corrected`, tc.intent} {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s should stop before the first launch, saying %q: %v", tc.name, want, err)
			}
		}
	}
	sc, err := Game{}.DecodeScenarioOfRules(mustCanonical(t, "rules5-standard.json"), rulesV5)
	if err != nil {
		t.Fatal(err)
	}
	hive, err := sc.(*Scenario).classByName("Hive")
	if err != nil || hive == nil || hive.CR != 405 {
		t.Errorf("the Hive of rules 5: %+v (%v), want a rating of 405", hive, err)
	}
}

// TestRules6SaveMeetsStackOfActedAndUnacted replays a rules-6 standard
// battle (scripted against scripted, seed 105, every hash verified by a
// rules-6 build) in which a flight shot down a fighter of a stack of two
// flights with as many fighters, one of which had acted in the Fighter
// Phase and one not: rules 6 took the loss from the first at once, rules 7
// has the owner choose (5.2.1 with 5.1.2), so the state differs at that
// fly and the loader says the rules were corrected.
func TestRules6SaveMeetsStackOfActedAndUnacted(t *testing.T) {
	err := restoreFixture(t, "rules6-stack.json")
	for _, want := range []string{`saved with rules "starmada/6", which this build (` + RulesVersion + `) corrected`, "intent 51 (fly)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the stack's loss, saying %q: %v", want, err)
		}
	}
}

// TestRules8SaveMeetsCrippledAFB replays a rules-8 battle of the project's
// own (testdata/rules8-crippledafb.json: a carrier whose guns carry Extra
// Crew Casualties and No Hull Damage against a picket with anti-fighter
// batteries and a distant bastion, random against scripted, seed 37,
// every hash verified by a rules-8 build). The picket's crew are all
// casualties in turn 1; in turn 2 a flight attacks it and rolls three 1s,
// which its AFB turned into three lost fighters under rules 1-8. Rules 9
// reads 4.3.2 with C.1: a crippled ship's AFB no longer fire, so the state
// differs at that fly and the loader says the rules were corrected.
func TestRules8SaveMeetsCrippledAFB(t *testing.T) {
	err := restoreFixture(t, "rules8-crippledafb.json")
	for _, want := range []string{`saved with rules "starmada/8", which this build (` + RulesVersion + `) corrected`, "intent 28 (fly)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the flight's attack on the crippled picket, saying %q: %v", want, err)
		}
	}
}

// TestRules9SaveMeetsSatellites replays a rules-9 battle of the
// project's own (testdata/rules9-satellites.json: a Leviathan with three
// battle satellites against an Admirable, scripted against scripted, seed
// 5, every hash verified by a rules-9 build). Rules 9 launched all three
// when turn 1's End Phase ended; rules 10 asks the Leviathan's owner how
// many, from none to three (C.5), so the state after the last choice of
// the Damage step, intent 14, which leads into that End Phase, differs and
// the loader says the rules were corrected.
func TestRules9SaveMeetsSatellites(t *testing.T) {
	err := restoreFixture(t, "rules9-satellites.json")
	for _, want := range []string{`saved with rules "starmada/9", which this build (` + RulesVersion + `) corrected`, "intent 14 (lose)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop where the Leviathan's owner is asked, saying %q: %v", want, err)
		}
	}
}

// TestRules7SaveMeetsContinuingWithAbilities replays a rules-7 duel of the
// project's own (testdata/rules7-continuing.json: four continuing-damage
// guns that also have Extra Crew Casualties and No Hull Damage against a
// hulk, scripted against scripted, seed 12, every hash verified by a
// rules-7 build). Rules 8 keeps such dice with the weapon's abilities,
// whose chart rolls then carry them (B.1 with B.5 and B.14), so the state
// differs from the first attack that lands them, and the loader says the
// rules were corrected.
func TestRules7SaveMeetsContinuingWithAbilities(t *testing.T) {
	err := restoreFixture(t, "rules7-continuing.json")
	for _, want := range []string{`saved with rules "starmada/7", which this build (` + RulesVersion + `) corrected`, "intent 8 (resolve)"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the replay should stop at the continuing damage, saying %q: %v", want, err)
		}
	}
}
