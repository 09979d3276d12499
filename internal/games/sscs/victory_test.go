package sscs

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRule_OrderOfPlay_TruceNeedsBoth: one side's offer of a truce ends
// nothing ("All Parties agree").
func TestRule_OrderOfPlay_TruceNeedsBoth(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 2})
	n, _ := apply(t, s, Seal{By: 0, Truce: true})
	n, _ = apply(t, n, Seal{By: 1})
	if n.Outcome().Over || n.phase != phMove {
		t.Fatalf("%+v phase %d", n.Outcome(), n.phase)
	}
}

// TestRule_Victory_TurnLimitByCost: at the turn limit the side that has
// destroyed more (by cost) wins; equal costs are a draw; the last turn is
// played whole (the limit is checked at its end).
func TestRule_Victory_TurnLimitByCost(t *testing.T) {
	s := battle(t, engine.Options{OptTurns: "2"}, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "A2", "Dart", "0,0", "N", 2},
		place{1, "B", "Gun", "0,-40", "S", 2}, place{1, "B2", "Dart", "0,-40", "S", 2})
	n := s.clone()
	n.endTurn(nil)
	if n.Outcome().Over || n.turn != 2 {
		t.Fatalf("over after turn 1: %+v", n.Outcome())
	}
	tie := n.clone()
	tie.mut(1).status, tie.mut(3).status = stScrap, stScrap
	tie.endTurn(nil)
	if !tie.Outcome().Over || tie.Outcome().Winner != engine.NoPlayer || !strings.Contains(tie.Outcome().Reason, "turn limit of 2") {
		t.Fatalf("a tie: %+v", tie.Outcome())
	}
	win := n.clone()
	win.mut(3).status = stScrap // Blue's Dart: Red scores it
	win.endTurn(nil)
	if win.Outcome().Winner != 0 {
		t.Fatalf("%+v", win.Outcome())
	}
}

// TestRule_EndOfBattle_CraftInAHangarWithoutPower: a side is incapable of
// resistance when no ship or craft could fire some day; the craft in the
// hangars of a carrier that has lost its whole Drive cannot be launched
// (its hangars have no power), so they count no more than the carrier's
// own energy weapons do (rules 5).
func TestRule_EndOfBattle_CraftInAHangarWithoutPower(t *testing.T) {
	s := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	s.dice = engine.NewDice(1)
	if !s.capable(0) {
		t.Fatal("a powered carrier is not capable")
	}
	s.damage(0, hit{dmg: s.drive(0), aim: AimDrive, what: "test"}, nil)
	crafts := s.aboard(0, "Dart")
	if s.capable(0) || s.capable(crafts[0]) {
		t.Fatalf("a carrier without power (its beam dead, its hangars shut) still resists: carrier %v, craft %v", s.capable(0), s.capable(crafts[0]))
	}
	ev := s.endTurn(nil)
	if !s.outcome.Over || s.outcome.Winner != 1 || !strings.Contains(eventsText(ev), "incapable of resistance") {
		t.Fatalf("%+v: %s", s.outcome, eventsText(ev))
	}
}

// TestRule_EndOfBattle_ReachOfWeaponsThatMayFire (End of the battle,
// separation, rules 5): a ship's reach is that of the weapons that could
// still fire — the ones that make it capable of resistance. A Target
// whose Drive is knocked out keeps its antimissiles (Range 2, reach 20)
// but not its energy beam (Range 4, reach 40); an Archer whose magazine
// is empty keeps its antimissiles (Range 1, reach 10) but not its
// missile (Range 7 + Drive 5 - 1, reach 11). Rules 1-4 counted them all.
func TestRule_EndOfBattle_ReachOfWeaponsThatMayFire(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Target", "0,0", "N", 0}, place{1, "B", "Target", "0,-30", "N", 0})
	if s.reachOf(0) != 40 || s.separated() {
		t.Fatalf("with power: reach %d, separated %v; want 40, not separated 30 hexes apart", s.reachOf(0), s.separated())
	}
	for id := ShipID(0); id < 2; id++ {
		c := s.cls(id)
		for k := 0; k < c.sysPoints[c.driveSys]; k++ {
			*s.point(id, c.driveSys, k) |= ptDown
		}
	}
	if !s.capable(0) || s.reachOf(0) != 20 || !s.separated() {
		t.Fatalf("without power: capable %v, reach %d, separated %v; want capable, 20, separated", s.capable(0), s.reachOf(0), s.separated())
	}

	archer := design.Design{Name: "Archer", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Missile", Type: design.Missile, Range: 7, Drive: 5, Warhead: 1, Count: 1},
		{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 8, Arc: design.Defensive}, // Range 1
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}}}
	a := battleOf(t, append(testDesigns(), archer), nil, place{0, "A", "Archer", "0,0", "N", 0}, place{1, "B", "Archer", "0,-11", "N", 0})
	if a.reachOf(0) != 11 || a.separated() {
		t.Fatalf("loaded: reach %d, separated %v; want 11, not separated 11 hexes apart", a.reachOf(0), a.separated())
	}
	for id := ShipID(0); id < 2; id++ {
		a.mutSys(id)[0].shots = 0
	}
	if !a.capable(0) || a.reachOf(0) != 10 || !a.separated() {
		t.Fatalf("magazines empty: capable %v, reach %d, separated %v; want capable, 10, separated", a.capable(0), a.reachOf(0), a.separated())
	}
}

// TestRule_EndOfBattle_CaptureOnTheLastTurn (Boarding: the ship is taken
// one turn after no defenders are left; End of the battle): a ship taken
// in the last turn's Activity phase scores its cost for the captors at the
// turn limit; one whose last defender fell in the last turn is not taken
// yet and scores nothing, though its boarders held it.
func TestRule_EndOfBattle_CaptureOnTheLastTurn(t *testing.T) {
	boarded := func() (*State, ShipID) {
		s := battle(t, engine.Options{OptTurns: "2"}, place{0, "A", "Gun", "0,0", "N", 0},
			place{1, "B", "Target", "0,0", "N", 0}, place{1, "C", "Gun", "0,-40", "N", 0})
		b := s.mustShip(t, "B")
		s.mut(b).mustered = true
		for q := range s.squads {
			if s.squads[q].host == b {
				s.mutSquads()[q].alive = false // its defenders are gone
			}
		}
		s.squads = append(s.mutSquads(), squad{side: 0, kind: 1, home: 0, host: b, sys: -1, target: -1, alive: true})
		return s, b
	}
	s, b := boarded()
	late, _ := boarded()
	late.turn = 2 // the last defender fell in the last turn

	s.captures(nil) // turn 1: no defenders left
	s.endTurn(nil)
	if s.Outcome().Over || s.ships[b].status != stActive {
		t.Fatalf("turn 1: %+v, status %d", s.Outcome(), s.ships[b].status)
	}
	s.captures(nil) // turn 2: taken
	s.endTurn(nil)
	cost := s.cls(b).dv.Cost
	if s.ships[b].status != stCaptured || !s.Outcome().Over || s.Outcome().Winner != 0 ||
		s.Outcome().Reason != fmt.Sprintf("the turn limit of 2 is reached; the cost of the enemy each destroyed or captured: Red %d, Blue 0", cost) {
		t.Fatalf("taken on the last turn: status %d, %+v", s.ships[b].status, s.Outcome())
	}

	late.captures(nil)
	late.endTurn(nil)
	if late.ships[b].status != stActive || late.Outcome().Winner != engine.NoPlayer ||
		!strings.Contains(late.Outcome().Reason, "Red 0, Blue 0") {
		t.Fatalf("not yet taken at the limit: status %d, %+v", late.ships[b].status, late.Outcome())
	}
}

// TestRule_EndOfBattle_ScrapScoresIncapableDoesNot (End of the battle,
// the result by cost): a ship reduced to scrap scores its cost; one only
// made incapable of resistance (every weapon knocked out, its Drive and
// hull whole) scores nothing while its side fights on.
func TestRule_EndOfBattle_ScrapScoresIncapableDoesNot(t *testing.T) {
	s := battle(t, engine.Options{OptTurns: "1"}, place{0, "A", "Gun", "0,0", "N", 0},
		place{1, "B", "Target", "0,-40", "N", 0}, place{1, "C", "Gun", "0,-40", "N", 0})
	b := s.mustShip(t, "B")
	c := s.cls(b)
	for sys := range c.sysCat {
		if c.sysCat[sys] == CatWeapons {
			for k := 0; k < c.sysPoints[sys]; k++ {
				*s.point(b, sys, k) |= ptDown
			}
		}
	}
	if s.capable(b) || s.scrapped(b) {
		t.Fatalf("B capable %v, scrap %v: want incapable, not scrap", s.capable(b), s.scrapped(b))
	}
	s.endTurn(nil)
	if s.Score(0) != 0 || s.Outcome().Winner != engine.NoPlayer {
		t.Fatalf("an incapable ship scored: %d, %+v", s.Score(0), s.Outcome())
	}
}

// TestRule_EndOfBattle_BothSidesAtOnce (End of the battle): when both
// sides are left without a combatant capable of resistance at the same
// turn's end, neither loses outright: the cost scored decides.
func TestRule_EndOfBattle_BothSidesAtOnce(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0},
		place{1, "B", "Gun", "0,-2", "N", 0}, place{1, "B2", "Dart", "0,-2", "N", 0})
	for _, n := range []string{"A", "B", "B2"} {
		s.mut(s.mustShip(t, n)).status = stScrap
	}
	s.endTurn(nil)
	o := s.Outcome()
	if !o.Over || o.Winner != 0 || !strings.Contains(o.Reason, "neither side") {
		t.Fatalf("%+v", o)
	}
}

// TestScenario_Pursuit_EscapeAtTheEnds (the pursuit's description: the
// Vorr count what got away if the squadrons separate for three turns):
// the third turn apart being the last turn still ends the battle by
// separation, escape counted (the ships still able to fight, as the
// description and the briefing say: not one that ran without a weapon
// left); a truce agreed while apart, or the turn
// limit reached before the third turn, counts no escape.
func TestScenario_Pursuit_EscapeAtTheEnds(t *testing.T) {
	away := func(turns string) *State {
		p := newGameOpts(t, "pursuit", engine.Options{OptTurns: turns})
		for i := range p.ships {
			if p.ships[i].side == 1 {
				p.mut(ShipID(i)).pos = hex.Add(p.ships[i].pos, hex.Hex{Q: 0, R: -500})
				p.mut(ShipID(i)).speed = 10
			}
		}
		return p
	}
	escaped := 0
	for _, n := range []string{"Shade", "Hydra", "Gorgon", "Maw"} {
		escaped += away("3").cls(away("3").mustShip(t, n)).dv.Cost
	}
	last := away("3")
	for k := 0; k < 3; k++ {
		last.endTurn(nil)
	}
	if o := last.Outcome(); o.Winner != 1 || o.Reason != fmt.Sprintf("the squadrons have separated and avoid further contact; the cost of the enemy each destroyed or captured, the escaping side adding its own ships still able to fight: Concord 0, Vorr %s", engine.Thousands(escaped)) {
		t.Fatalf("apart for the last three turns: %+v", o)
	}
	// A ship that ran but can fight no more is not counted: its weapons
	// are lost for good (a weapon merely down may be mended by damage
	// control, and still counts, rules 8).
	lame := away("25")
	shade := lame.mustShip(t, "Shade")
	c := lame.cls(shade)
	for sys := range c.sysCat {
		if c.sysCat[sys] == CatWeapons {
			for k := 0; k < c.sysPoints[sys]; k++ {
				*lame.point(shade, sys, k) |= ptDown | ptPerm
			}
		}
	}
	for k := 0; k < 3; k++ {
		lame.endTurn(nil)
	}
	if o := lame.Outcome(); !strings.Contains(o.Reason, "Vorr "+engine.Thousands(escaped-c.dv.Cost)) {
		t.Fatalf("the Shade without weapons counted: %+v", o)
	}
	short := away("2")
	short.endTurn(nil)
	short.endTurn(nil)
	if o := short.Outcome(); o.Winner != engine.NoPlayer || o.Reason != "the turn limit of 2 is reached; the cost of the enemy each destroyed or captured: Concord 0, Vorr 0" {
		t.Fatalf("limit before the third turn apart: %+v", o)
	}
	truce := away("25")
	truce.endTurn(nil)
	truce.endTurn(nil)
	truce, _ = apply(t, truce, Seal{By: 0, Truce: true})
	truce, _ = apply(t, truce, Seal{By: 1, Truce: true})
	if o := truce.Outcome(); o.Winner != engine.NoPlayer || o.Reason != "both sides agree to a truce; the cost of the enemy each destroyed or captured: Concord 0, Vorr 0" {
		t.Fatalf("a truce while apart: %+v", o)
	}
}

// TestRule_EndOfBattle_SeparatedThreeTurnsRunning: separation counts turns
// in a row: two turns apart, then one in reach, start the count again —
// two more apart do not end the battle, the third does.
func TestRule_EndOfBattle_SeparatedThreeTurnsRunning(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-200", "N", 2})
	s.endTurn(nil)
	s.endTurn(nil)
	if s.Outcome().Over || s.SeparatedTurns() != 2 {
		t.Fatalf("after two turns apart: %+v, %d", s.Outcome(), s.SeparatedTurns())
	}
	s.mut(1).pos = at("0,-5")
	s.endTurn(nil)
	if s.SeparatedTurns() != 0 {
		t.Fatalf("a turn in reach left the count at %d", s.SeparatedTurns())
	}
	s.mut(1).pos = at("0,-200")
	s.endTurn(nil)
	s.endTurn(nil)
	if s.Outcome().Over {
		t.Fatalf("over after two more turns apart: %+v", s.Outcome())
	}
	s.endTurn(nil)
	if !s.Outcome().Over || !strings.Contains(s.Outcome().Reason, "separated") {
		t.Fatalf("not over after three turns running: %+v", s.Outcome())
	}
}

// TestRule_EndOfBattle_TruceAndIncapableByCost: a truce both sides agree
// to ends the battle by the cost each has destroyed (Red has scrapped
// Blue's Dart: Red wins it); but a side left with no combatant capable of
// resistance loses, though it is ahead on cost.
func TestRule_EndOfBattle_TruceAndIncapableByCost(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 2}, place{1, "B2", "Dart", "0,-15", "S", 2})
	s.mut(2).status = stScrap
	n, _ := apply(t, s, Seal{By: 0, Truce: true})
	n, _ = apply(t, n, Seal{By: 1, Truce: true})
	if o := n.Outcome(); !o.Over || o.Winner != 0 || !strings.Contains(o.Reason, "truce") {
		t.Fatalf("truce: %+v", o)
	}
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 8, aim: AimWeapons, what: "test"}, nil) // every weapon, the Big's component armor too
	s.endTurn(nil)
	if o := s.Outcome(); !o.Over || o.Winner != 1 || s.Score(0) == 0 || !strings.Contains(o.Reason, "incapable") {
		t.Fatalf("incapable ahead on cost: %+v, Red's score %d", o, s.Score(0))
	}
	// The result says why Blue wins behind on cost, and what the numbers are.
	want := fmt.Sprintf("all of Red's combatants are incapable of resistance, and a side unable to fight loses whatever the score (the cost of the enemy each destroyed or captured: Red %d, Blue 0)", s.Score(0))
	if o := s.Outcome(); o.Reason != want {
		t.Errorf("reason %q, want %q", o.Reason, want)
	}
}

// TestRule_EndOfBattle_EarlierWordsOfTheResult: the words the battle's end
// had before the reasons said what the scores are stay the outcome's
// earlier words (EarlierReasons) and what its hash takes in, so a state's
// hash is what it was.
func TestRule_EndOfBattle_EarlierWordsOfTheResult(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 2}, place{1, "B2", "Dart", "0,-15", "S", 2})
	s.mut(2).status = stScrap
	s.rules.set.turns = 1
	s.endTurn(nil)
	cost := s.cls(2).dv.Cost
	earlier := fmt.Sprintf("the turn limit of 1 is reached: Red %d, Blue 0", cost)
	if o := s.Outcome(); o.Winner != 0 || o.Reason != fmt.Sprintf("the turn limit of 1 is reached; the cost of the enemy each destroyed or captured: Red %d, Blue 0", cost) {
		t.Fatalf("at the turn limit: %+v", o)
	}
	if got := s.EarlierReasons(); len(got) != 1 || got[0] != earlier {
		t.Errorf("EarlierReasons = %q, want %q", got, earlier)
	}
	old := s.clone()
	old.outcome.Reason = earlier
	if s.Hash() != old.Hash() {
		t.Errorf("the hash of the reworded end %#x, of the earlier words %#x", s.Hash(), old.Hash())
	}
	if old.outcome.Reason = "some other words"; old.Hash() == s.Hash() {
		t.Error("a reason that is no ending of the battle's is not hashed")
	}
}

// TestRule_EndOfBattle_SavesOfEarlierWordsVerify: saves written before
// the battle's end said what its numbers are (b700de0, scripted against
// scripted) replay and verify, their results of earlier words included:
// the turn limit of 3 (standard, seed 2), a side that cannot fight losing
// ahead on cost (boarding, seed 2: Concord 1242, Vorr 1428) and an escape
// by separation (pursuit, seed 2); and a save of the words that came
// before the scores set their thousands apart.
func TestRule_EndOfBattle_SavesOfEarlierWordsVerify(t *testing.T) {
	for name, want := range map[string]string{
		"rules11-words-limit.json":  "Vorr wins: the turn limit of 3 is reached; the cost of the enemy each destroyed or captured: Concord 0, Vorr 2 573",
		"rules11-words-behind.json": "Concord wins: all of Vorr's combatants are incapable of resistance, and a side unable to fight loses whatever the score (the cost of the enemy each destroyed or captured: Concord 1 242, Vorr 1 428)",
		"rules11-words-escape.json": "Vorr wins: the squadrons have separated and avoid further contact; the cost of the enemy each destroyed or captured, the escaping side adding its own ships still able to fight: Concord 999, Vorr 3 178",
		// Written by 03424b56 (rules 15, standard, seed 2, 4 turns), before
		// the thousands were set apart: its result reads "Concord 1313,
		// Vorr 1773".
		"rules15-words-limit.json": "Vorr wins: the turn limit of 4 is reached; the cost of the enemy each destroyed or captured: Concord 1 313, Vorr 1 773",
	} {
		path := filepath.Join("testdata", name)
		sf := gametest.ReadSave(t, path)
		s := gametest.OldSave(t, Game{}, path)
		got := engine.ResultText(s.State().Outcome(), s.Scenario.Sides())
		if got != want {
			t.Errorf("%s: result %q, want %q", name, got, want)
		}
		if got == sf.Final.Result {
			t.Errorf("%s: the save holds the new words already (%q): it verifies nothing earlier", name, got)
		}
	}
}

// TestRule_EndOfBattle_TruceBeforeACapture: a truce sealed while a ship
// waits to be taken (no defenders left) ends the battle at the seal,
// before the Activity phase that would take it: it is not captured and
// scores nothing.
func TestRule_EndOfBattle_TruceBeforeACapture(t *testing.T) {
	s := boarded(t, 0, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	b := s.mustShip(t, "B")
	killDefenders(s, b)
	n, _ := playTurn(t, s, turnPlan{})
	if n.ships[b].captureTurn == 0 {
		t.Fatal("no capture due")
	}
	n, _ = apply(t, n, Seal{By: 0, Truce: true})
	n, _ = apply(t, n, Seal{By: 1, Truce: true})
	if !n.outcome.Over || n.ships[b].status != stActive || n.Score(0) != 0 {
		t.Fatalf("%+v, B %s, Red %d", n.outcome, statusWord(n.ships[b].status), n.Score(0))
	}
}

// TestRule_EndOfBattle_BoardersResist: units fighting a boarding action
// resist, so neither side is "incapable of resistance" while they fight,
// though neither ship has a weapon left.
func TestRule_EndOfBattle_BoardersResist(t *testing.T) {
	s := boarded(t, 0)
	b := s.mustShip(t, "B")
	for k := 0; k < 6; k++ {
		*s.point(0, k, 0) |= ptDown
	}
	for k := 0; k < 2; k++ {
		*s.point(b, k, 0) |= ptDown
	}
	n, text := playTurn(t, s, turnPlan{late: []int{6, 6, 6, 6, 6}})
	if n.capable(0) || n.capable(b) || n.outcome.Over {
		t.Fatalf("capable %v %v, %+v: %s", n.capable(0), n.capable(b), n.outcome, text)
	}
}

// TestRule_EndOfBattle_CarrierScrappedWithItsCraft: a carrier reduced to
// scrap in the Movement phase takes the craft in its hangars with it,
// the one declared to launch too (it is free only in the Activity
// phase); the cost scored counts the carrier and each craft once.
func TestRule_EndOfBattle_CarrierScrappedWithItsCraft(t *testing.T) {
	s := battle(t, nil, place{0, "G", "Gun", "0,4", "N", 0}, place{1, "N", "Nest", "0,-1", "S", 0}, place{1, "X", "Gun", "0,-40", "S", 0})
	nest, dart := s.mustShip(t, "N"), firstAboard(s)
	s, _ = apply(t, s, Launch{By: 1, Craft: dart})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.dice = engine.NewDice(1)
	s.damage(nest, hit{dmg: 500, what: "test"}, nil)
	n, text := playTurn(t, s, turnPlan{})
	want := n.Ships()[nest].Cost
	for _, si := range n.Ships() {
		if si.Carrier == nest {
			want += si.Cost
			if si.Status != StatusScrap {
				t.Errorf("%s: %s", si.Name, si.Status)
			}
		}
	}
	if n.Score(0) != want || want != n.DesignCost("Nest") {
		t.Fatalf("Red %d, want %d (Nest with craft %d): %s", n.Score(0), want, n.DesignCost("Nest"), text)
	}
}

// TestRule_EndOfBattle_NoSeparationWhileBoardersFight: the A flies 300
// hexes from the B it boarded, far beyond any reach; while its marines
// fight aboard the B the squadrons are in contact, and no turn of
// separation is counted (own). With no boarder left aboard, three turns
// apart end the battle.
func TestRule_EndOfBattle_NoSeparationWhileBoardersFight(t *testing.T) {
	for _, fight := range []bool{true, false} {
		s := boarded(t, 0)
		b := s.mustShip(t, "B")
		s.mut(0).pos = at("0,-300")
		s.mut(0).dockWith, s.mut(0).dockTurns = NoShip, 0
		s.mut(b).dockWith, s.mut(b).dockTurns = NoShip, 0
		if !fight {
			for q := range s.squads {
				if s.squads[q].host == b && s.squads[q].side == 0 {
					s.mutSquads()[q].alive = false
				}
			}
		}
		n := s
		for k := 0; k < 4 && !n.outcome.Over; k++ {
			n, _ = playTurn(t, n, turnPlan{late: []int{6, 6, 6, 6, 6, 6}})
		}
		if fight && (n.sepTurns != 0 || n.outcome.Over) || !fight && !strings.Contains(n.outcome.Reason, "separated") {
			t.Errorf("boarders fighting %v: %d turns apart, %+v", fight, n.sepTurns, n.outcome)
		}
	}
}

// TestRule_EndOfBattle_MendableCountsAsResistance: "capable of resistance"
// counts the weapons that could fire some day, and damage control may
// bring a point back that is merely down (not failed, not hit again after
// a repair) while crew can work: a ship whose guns are all down but
// mendable still resists; lost for good, it does not; a save of rules 1–7
// counted only what was online (found playing: a Colossus without its
// Drive ended the battle though its crew could mend it).
func TestRule_EndOfBattle_MendableCountsAsResistance(t *testing.T) {
	s := newGame(t, "standard", 1)
	shade := s.mustShip(t, "Shade")
	c := s.cls(shade)
	down := func(bits uint8) {
		for sys := range c.sysCat {
			if c.sysCat[sys] == CatWeapons {
				for k := 0; k < c.sysPoints[sys]; k++ {
					*s.point(shade, sys, k) |= bits
				}
			}
		}
	}
	down(ptDown)
	if !s.weaponsLeft(shade) {
		t.Error("weapons merely down, the crew able to mend them: no weapon left")
	}
	older := *s.rules.sc
	older.onlineOnly = true
	r := *s.rules
	r.sc = &older
	o := *s
	o.rules = &r
	if o.weaponsLeft(shade) {
		t.Error("rules 1-7 counted a weapon that was down")
	}
	down(ptPerm)
	if s.weaponsLeft(shade) {
		t.Error("weapons lost for good still count")
	}
}

// TestRule_EndOfBattle_LastTurnPromisesNoNextTurn (the turn limit, own):
// in the turn the turn limit ends the battle with, the log promises no
// next turn — a docking in its first turn does not say it goes on, and a
// ship left without defenders is not "taken at the end of the next turn"
// — while the turn before the last still says both (as the magazine
// reloads' line does: TestRule_MagazineReloads_LastTurnSaysSo). Log words
// only.
func TestRule_EndOfBattle_LastTurnPromisesNoNextTurn(t *testing.T) {
	for _, c := range []struct {
		limit      string
		last       bool
		dock, take string
	}{
		{"2", false, "(one more turn: the docking goes on unless taken back)", "it is taken at the end of the next turn if the boarders hold"},
		{"1", true, "(the turn limit of 1 ends the battle with this turn, one turn short of docked)", "the turn limit of 1 ends the battle with this turn, before it can be taken"},
	} {
		s := battle(t, engine.Options{OptTurns: c.limit}, place{0, "A", "Gun", "0,0", "N", 0}, place{0, "C", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
		n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Dock{By: 0, Ship: 0, With: 1}}})
		if n.Outcome().Over != c.last || !strings.Contains(text, "A is docking with the C "+c.dock) {
			t.Errorf("limit %s, docking: %s", c.limit, text)
		}
		b := s.clone()
		b.mut(2).mustered = true
		b.squads = append(b.mutSquads(), squad{side: 0, kind: 1, home: 0, host: 2, sys: -1, target: -1, alive: true})
		for q := range b.squads {
			if b.squads[q].host == 2 && b.squads[q].side == 1 {
				b.mutSquads()[q].alive = false
			}
		}
		if ev := eventsText(b.captures(nil)); !strings.Contains(ev, "no defenders are left on the B: "+c.take) {
			t.Errorf("limit %s, capture: %s", c.limit, ev)
		}
	}
}

// TestRule_OrderOfPlay_TruceInOneTurn: "All Parties agree to a truce" —
// in the same turn: Red's offer in turn 1 and Blue's in turn 2 end
// nothing; both in turn 3 end the battle.
func TestRule_OrderOfPlay_TruceInOneTurn(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	n, _ := playTurn(t, s, turnPlan{decl: []engine.Intent{Seal{By: 0, Truce: true}}})
	n, _ = playTurn(t, n, turnPlan{decl: []engine.Intent{Seal{By: 1, Truce: true}}})
	if n.Outcome().Over {
		t.Fatalf("over: %+v", n.Outcome())
	}
	n, _ = apply(t, n, Seal{By: 0, Truce: true})
	n, _ = apply(t, n, Seal{By: 1, Truce: true})
	if !n.Outcome().Over {
		t.Fatalf("both in one turn: %+v", n.Outcome())
	}
}

// TestRule_Victory_LastTurnPlayedWhole, through the intents: with a turn
// limit of 2, turn 1 ends nothing; turn 2 is played to its Activity phase,
// whose damage control is rolled (a 6 brings the Drive point back) before
// the battle ends.
func TestRule_Victory_LastTurnPlayedWhole(t *testing.T) {
	s := battle(t, engine.Options{OptTurns: "2"}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	n, _ := playTurn(t, s, turnPlan{})
	if n.Outcome().Over || n.turn != 2 {
		t.Fatalf("after turn 1: %+v turn %d", n.Outcome(), n.turn)
	}
	n, text := playTurn(t, n, turnPlan{decl: []engine.Intent{Repair{By: 0, Ship: 0, System: s.cls(0).driveSys}}, late: []int{6}})
	if !n.Outcome().Over || n.drive(0) != 3 {
		t.Fatalf("after turn 2: %+v drive %d: %s", n.Outcome(), n.drive(0), text)
	}
}

// TestRule_EndOfBattle_ReachToItsLastHex (the thirtieth audit, on
// boundaries; rules 11): the reach of separation (own) is the last hex a
// weapon can hit, gun and missile alike. A gun's is ten times its Range,
// the most its d10s can roll: a Target (beam of Range 4) 40 hexes from an
// enemy is still in reach, as its 4d10 can just roll 40; 41 hexes off no
// roll reaches, and the two are apart (neither moves, so neither closes).
// A missile's is its Range plus its Drive less one: its d10 rolls at least
// 1, and each hex beyond its Range adds one to it, so an Archer's missile
// (Range 6, Drive 5) hits at 10 hexes on a 1 and at 11 on nothing — its
// reach is 10, and a ship 11 hexes off is apart. Rules 1-10 counted Range +
// Drive, one hex past that, and a save of theirs keeps it
// (Scenario.reachPastLastHit): 11 hexes off was in reach, 12 apart.
func TestRule_EndOfBattle_ReachToItsLastHex(t *testing.T) {
	for _, c := range []struct {
		at    string
		apart bool
	}{{"0,-39", false}, {"0,-40", false}, {"0,-41", true}} {
		s := battle(t, nil, place{0, "A", "Target", "0,0", "N", 0}, place{1, "B", "Target", c.at, "N", 0})
		if s.reachOf(0) != 40 || s.separated() != c.apart {
			t.Errorf("Targets %d hexes apart: reach %d, separated %v, want 40 and %v", hex.Distance(hex.Hex{}, at(c.at)), s.reachOf(0), s.separated(), c.apart)
		}
	}
	if HitChance(4, 40).Num.Int64() != 1 || HitChance(4, 41).Num.Sign() != 0 {
		t.Fatal("4d10 reach 40 and no more")
	}
	designs := append(testDesigns(), archer())
	// The missile itself: a 1 on its d10 hits at 10 hexes and misses at 11.
	for _, c := range []struct {
		at  string
		hit bool
	}{{"0,-10", true}, {"0,-11", false}} {
		s := battleOf(t, designs, nil, place{0, "A", "Archer", "0,0", "N", 0}, place{1, "B", "Archer", c.at, "S", 0})
		n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 0, Count: 1, From: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(10, 1) // the dodge fails; the missile rolls a 1
		_, ev := apply(t, n, Dodge{By: 1})
		if len(ev) < 2 || ev[1].Roll == nil || ev[1].Roll.Success != c.hit {
			t.Errorf("an Archer's missile at %s on a 1, want hit %v: %s", c.at, c.hit, eventsText(ev))
		}
	}
	for _, c := range []struct {
		at           string
		reach        int
		apart, older bool
	}{
		{"0,-9", 10, false, false}, {"0,-10", 10, false, false}, {"0,-11", 10, true, false},
		{"0,-10", 11, false, true}, {"0,-11", 11, false, true}, {"0,-12", 11, true, true},
	} {
		s := battleOf(t, designs, nil, place{0, "A", "Archer", "0,0", "N", 0}, place{1, "B", "Archer", c.at, "N", 0})
		if c.older {
			s = s.underRules10Reach()
		}
		if s.reachOf(0) != c.reach || s.separated() != c.apart {
			t.Errorf("Archers %d hexes apart (rules 1-10: %v): reach %d, separated %v, want %d and %v", hex.Distance(hex.Hex{}, at(c.at)), c.older, s.reachOf(0), s.separated(), c.reach, c.apart)
		}
	}
}

// archer is a design whose only weapon is a missile of Range 6 and Drive
// 5, so that its reach is the missile's.
func archer() design.Design {
	return design.Design{Name: "Archer", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Missile", Type: design.Missile, Range: 6, Drive: 5, Warhead: 1, Count: 1},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}}}
}

// underRules10Reach is s as a save of rules 1-10 plays it, whose missile
// reach of separation was Range + Drive.
func (s *State) underRules10Reach() *State {
	older := *s.rules.sc
	older.reachPastLastHit = true
	r := *s.rules
	r.sc = &older
	o := s.clone()
	o.rules = &r
	return o
}
