package silentdeath

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// 11.0 Advanced Scenarios (11.1–11.6 and 11.8; the campaign's 11.7 is in
// campaignrules_test.go): set-ups, special rules and victories, one test
// for each place a quick reading goes wrong, named after the section.

// TestRule_11_5_SalvoUnmasksDecoy: the decoy is unmasked when the real
// shuttle fires any weapon system, its missile launcher included.
func TestRule_11_5_SalvoUnmasksDecoy(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	real, decoy := pair[0], pair[1]
	// An enemy 5 hexes straight ahead of the real shuttle (launcher F FQL FQR).
	var enemy int
	for i := range s.crafts {
		if s.crafts[i].side == 1 {
			enemy = i
			break
		}
	}
	h := s.crafts[real].pos
	for k := 0; k < 5; k++ {
		h = hex.Neighbor(h, s.crafts[real].facing)
	}
	s.crafts[enemy].pos = h
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(real)})
	s, _ = apply(t, s, LockOn{By: 0, Craft: CraftID(real), Mount: 0, Target: ref{refCraft, enemy}})
	for s.ph == phLaunch {
		s = force(s, 1) // the lock-on roll: 1 is under any Gnr above 1
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if s.ph != phSalvo {
		t.Fatalf("phase %s", s.Phase().Name)
	}
	s, ev := apply(t, s, Salvo{By: 0, Craft: CraftID(real), Mount: 0, N: 2})
	if s.crafts[decoy].alive() || !strings.Contains(logText(ev), "decoy") {
		t.Fatalf("the real shuttle fired missiles and the decoy is still in play\n%s", logText(ev))
	}
}

// TestRule_11_2_RevengeHomeSeraphsMayLaunch: the eight Mk.50s may come
// from any craft in Area I; the Revenge going home with fewer launched
// loses only when the craft left in play carry too few Mk.50s.
func TestRule_11_2_RevengeHomeSeraphsMayLaunch(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rev := -1
	for i := range s.crafts {
		if s.crafts[i].typ.Key == "revenge" {
			rev = i
		}
	}
	s.crafts[rev].state = outExited
	s.offboard = 6 // the two Seraphs carry one Mk.50 each
	var ev events
	s.checkVictory(&ev, false)
	if s.outcome.Over {
		t.Fatalf("over with two Mk.50s still aboard the Seraphs: %s", s.outcome.Reason)
	}
	s.offboard = 5
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("outcome %+v: seven Mk.50s at most can reach the tender", s.outcome)
	}
}

// TestRule_11_1_StalkersMayTurnInPodHex: the Void Stalkers may not end a
// Movement Phase in the pod's hex, but nothing forbids a turn there.
func TestRule_11_1_StalkersMayTurnInPodHex(t *testing.T) {
	s := newGame(t, "rescue", 1)
	stalker := -1
	for i := range s.crafts {
		if int(s.crafts[i].side) != s.sc.file.Rules.Pod.Side {
			stalker = i
			break
		}
	}
	c := &s.crafts[stalker]
	// Put the stalker one hex short of the pod, facing it.
	c.facing = hex.N
	c.pos = hex.Neighbor(s.pod, hex.S)
	s.ph, s.mover, s.mp, s.initWinner, s.mfirst = phMove, -1, 0, c.side, c.side
	s, _ = apply(t, s, Forward{By: engine.Player(c.side), Craft: CraftID(stalker)})
	if s.crafts[stalker].pos != s.pod {
		t.Fatal("did not reach the pod's hex")
	}
	if !hasIntent(s, engine.Player(c.side), kindIs(KindTurn)) {
		t.Fatalf("no turn offered in the pod's hex: %v", s.Legal(engine.Player(c.side)))
	}
	if hasIntent(s, engine.Player(c.side), kindIs(KindStop)) {
		t.Fatal("a Void Stalker may end its move in the pod's hex")
	}
}

// TestRule_11_5_CommandPlt: the command side rolls with Plt 10, less 1 per
// 2 points of damage on the real shuttle, never below 1, whatever its own
// pilots' Plt.
func TestRule_11_5_CommandPlt(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	for _, tc := range []struct {
		hits int16
		plt  int
	}{{0, 10}, {1, 10}, {3, 9}, {30, 1}} {
		s.crafts[pair[0]].hits = tc.hits
		if v, _ := s.initiativePlt(0); v != tc.plt {
			t.Fatalf("%d hits: Plt %d, want %d", tc.hits, v, tc.plt)
		}
	}
}

// TestRule_11_5_CommandPltRepairKeepsLoss: with 10.12 the command ship
// that received 4 points of damage has initiative Plt 8, and its damage
// control clearing a box does not give a point back (11.5: 1 less "for
// every 2 points of damage the Shryak Shuttle receives"). Before rules 5's
// correction the repaired box counted no more: Plt 9.
func TestRule_11_5_CommandPltRepairKeepsLoss(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	s = s.clone()
	s.opt.DamageControl = true
	c := &s.crafts[pair[0]]
	c.hits = 4
	if v, _ := s.initiativePlt(0); v != 8 {
		t.Fatalf("4 points received: Plt %d, want 8", v)
	}
	s = force(s, 1)
	var ev events
	s.damageControl(&ev)
	if c := s.crafts[pair[0]]; c.hits != 3 || !c.dcUsed {
		t.Fatalf("no repair: hits %d\n%s", c.hits, logText(ev.list))
	}
	if v, _ := s.initiativePlt(0); v != 8 {
		t.Fatalf("after the repair: Plt %d, want 8", v)
	}
}

// TestRule_11_6_LaserSats: each Laser Sat attacks every enemy craft within
// 10 hexes at the start of the Cannon Fire Phase: 3D8 with the Pulse
// Laser's range modifiers, read Low.
func TestRule_11_6_LaserSats(t *testing.T) {
	s := newGame(t, "screening", 1)
	x := s.sats[0]
	var near, far int = -1, -1
	for i := range s.crafts {
		if s.crafts[i].side != x.side {
			if near < 0 {
				near = i
			} else if far < 0 {
				far = i
			}
		}
	}
	for i := range s.crafts {
		s.crafts[i].pos = hex.FromOffset(i, 0)
	}
	s.crafts[near].pos = hex.Neighbor(hex.Neighbor(x.pos, hex.N), hex.N) // 2 hexes: short +1
	s.crafts[far].pos = x.pos
	for k := 0; k < 11; k++ {
		s.crafts[far].pos = hex.Neighbor(s.crafts[far].pos, hex.S)
	}
	s.sats = s.sats[:1]
	s = force(s, 5, 6, 7)
	var ev events
	s.laserSatsFire(&ev)
	log := logText(ev.list)
	if strings.Count(log, "Laser Sat A fires") != 1 || !strings.Contains(log, "3d8 [5 6 7] +1 short range = 19") || !strings.Contains(log, "hit → Laser Sat damage reads Low (7.2), the lowest die of 5 6 7: 5 −3 DR = 2 damage") {
		t.Fatalf("log:\n%s", log)
	}
}

// TestRule_11_2_CommSatJams: the Comm Sat tries to jam every torp
// tracking it, each on 1D4 of 1–3.
func TestRule_11_2_CommSatJams(t *testing.T) {
	s := newGame(t, "minefield", 1)
	for k := 1; k <= 3; k++ {
		s.torps = append(s.torps, torp{id: k, side: 0, mark: Mk50, pos: hex.FromOffset(5, 5), target: ref{refSat, 0}})
	}
	s.nextTorp = 3
	s = force(s, 3, 4, 1)
	var ev events
	s.autoJam(&ev)
	if len(s.torps) != 1 || s.torps[0].id != 2 {
		t.Fatalf("torps %v\n%s", s.torps, logText(ev.list))
	}
}

// TestRule_11_5_DecoyOffMapScoresNothing: the decoy flying off the map is
// revealed as the decoy, not a craft destroyed: "no points are awarded for
// eliminating" it, and the battle goes on.
func TestRule_11_5_DecoyOffMapScoresNothing(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	d := pair[1]
	s.crafts[d].pos, s.crafts[d].facing = hex.FromOffset(0, 12), hex.NW
	moveNow(s, d)
	s, ev := apply(t, s, Forward{By: 0, Craft: CraftID(d)})
	if s.crafts[d].state != outDecoy || s.DestroyedTPV(1) != 0 || s.outcome.Over {
		t.Fatalf("state %d, Grizzlies' TPV %d, over %v\n%s", s.crafts[d].state, s.DestroyedTPV(1), s.outcome.Over, logText(ev))
	}
	// The real one flying off is the command ship lost.
	r := pair[0]
	s.crafts[r].pos, s.crafts[r].facing = hex.FromOffset(0, 14), hex.NW
	moveNow(s, r)
	s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(r)})
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("outcome %+v", s.outcome)
	}
}

// TestRule_11_5_BothAtOnceIsADraw: the command ship and Sorensen III A
// destroyed in the same exchange: neither side achieved its immediate
// condition first.
func TestRule_11_5_BothAtOnceIsADraw(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	s.crafts[pair[0]].state = outDestroyed
	s.crafts[s.craftIndex(1, "Sorensen III A")].state = outDestroyed
	var ev events
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != -1 {
		t.Fatalf("outcome %+v", s.outcome)
	}
}

// TestRule_11_1_PodLostOffTheMap: a carrier that flies off an edge other
// than its own is destroyed, and the pod with it: the Void Stalkers win at
// once.
func TestRule_11_1_PodLostOffTheMap(t *testing.T) {
	s := newGame(t, "rescue", 1)
	ph := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[ph]
	c.pod, s.podState = true, 1
	c.pos, c.facing = hex.FromOffset(10, 0), hex.N // Edge 2 is not Duce's
	moveNow(s, ph)
	s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(ph)})
	if !s.outcome.Over || s.outcome.Winner != 1 || !strings.Contains(s.outcome.Reason, "pod") {
		t.Fatalf("outcome %+v", s.outcome)
	}
}

// TestRule_11_2_TorpSpendingNothingIsNotMined: the minefield attacks what
// spends at least one MP in it; a torp boxed in by asteroids that cannot
// get closer stays put and is not attacked.
func TestRule_11_2_TorpSpendingNothingIsNotMined(t *testing.T) {
	s := newGame(t, "minefield", 1)
	at := hex.FromOffset(18, 10)
	if !s.sc.board.InArea(at, "D") && !s.sc.board.InArea(at, "E") {
		t.Fatal("not in the minefield")
	}
	for _, free := range []bool{false, true} {
		n := s.clone()
		n.asteroids = nil
		for _, h := range hex.Neighbors(at) {
			if !free {
				n.asteroids = append(n.asteroids, h)
			}
		}
		n.nextTorp++
		n.torps = append(n.torps, torp{id: n.nextTorp, side: 1, mark: Mk10, pos: at, facing: hex.N, target: ref{refCraft, 0}})
		n = force(n, 8, 8, 8)
		var ev events
		n.flyTorp(&ev, len(n.torps)-1)
		mined := strings.Contains(logText(ev.list), "minefield")
		if mined != free {
			t.Fatalf("free %v: mined %v\n%s", free, mined, logText(ev.list))
		}
	}
}

// TestRule_11_3_SimultaneousTPVTieIsADraw: both sides cross 75 TPV in the
// same exchange with as much: neither was first, a draw; with more on one
// side, that side (as the program always did).
func TestRule_11_3_SimultaneousTPVTieIsADraw(t *testing.T) {
	for _, tc := range []struct {
		red, blue int // craft destroyed
		winner    engine.Player
	}{{3, 3, -1}, {3, 2, 1}} {
		s := tpvPosition(t, VictoryFile{Kind: VicTPV, TPV: 75})
		for k := 0; k < tc.red; k++ {
			s.crafts[k].state = outDestroyed
		}
		for k := 0; k < tc.blue; k++ {
			s.crafts[4+k].state = outDestroyed
		}
		var ev events
		s.checkVictory(&ev, false)
		if !s.outcome.Over || s.outcome.Winner != tc.winner {
			t.Fatalf("%d against %d destroyed: %+v", tc.red, tc.blue, s.outcome)
		}
	}
}

// TestRule_11_6_LaserSatRangeBands: with 10.11 the Laser Sats use the
// chart's Pulse Laser row (11.6 gives them "Pulse Laser Range
// Increments"): 2 hexes is point blank, +2; 9 is long, −1; 10 very long, −2.
func TestRule_11_6_LaserSatRangeBands(t *testing.T) {
	for d, want := range map[int]string{2: "+2 point blank", 9: "−1 long range", 10: "−2 very long range"} {
		s := newStateOpts(loadScenario(t, "screening"), Options{RangeBands: true}, engine.NewDice(1))
		x := s.sats[0]
		for i := range s.crafts {
			s.crafts[i].pos = hex.FromOffset(i, 0)
		}
		j := s.craftIndex(1, "Night Hawk A")
		s.crafts[j].pos = x.pos
		for k := 0; k < d; k++ {
			s.crafts[j].pos = hex.Neighbor(s.crafts[j].pos, hex.SE)
		}
		if !s.sc.board.In(s.crafts[j].pos) {
			t.Fatal("off the map")
		}
		s.sats = s.sats[:1]
		s = force(s, 5, 6, 7)
		var ev events
		s.laserSatsFire(&ev)
		if log := logText(ev.list); !strings.Contains(log, "[5 6 7] "+want) {
			t.Fatalf("%d hexes: want %q\n%s", d, want, log)
		}
	}
}

// TestRule_11_5_DecoyHasNoPointDefence: the decoy may not fire any weapon,
// point defence included; the real shuttle's point defence is a weapon
// fired, and unmasks the decoy; held (10.7's "may", though the shuttle
// cannot dodge), it leaves the decoy hidden.
func TestRule_11_5_DecoyHasNoPointDefence(t *testing.T) {
	s := newStateOpts(loadScenario(t, "commandship"), Options{PointDefence: true}, engine.NewDice(1))
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	real, decoy := pair[0], pair[1]
	if pd, _ := s.pointDefence(decoy); pd != 0 {
		t.Fatal("the decoy has point defence")
	}
	if pd, _ := s.pointDefence(real); pd == 0 {
		t.Fatal("the real shuttle has none")
	}
	s = arrive(s, ref{refCraft, real}, s.crafts[real].pos, 1, Mk10)
	// The shuttle (Drive 9) cannot dodge, yet its owner chooses (10.7:
	// point defence "may" be used): held, the decoy stays hidden.
	held := force(s, 1)
	held.crafts[real].defence = 1
	var ev events
	held.torpResults(&ev)
	if !held.crafts[decoy].alive() || strings.Contains(logText(ev.list), "point defence") {
		t.Fatalf("the real shuttle held its point defence, yet\n%s", logText(ev.list))
	}
	s = force(s, 1) // shot down
	s.crafts[real].defence = 2
	ev = events{}
	s.torpResults(&ev)
	if s.crafts[decoy].alive() || !strings.Contains(logText(ev.list), "decoy") {
		t.Fatalf("the real shuttle's point defence left the decoy\n%s", logText(ev.list))
	}
}

// TestRule_11_1_AsteroidEndsRecoveryTurn: with 10.5's asteroids in 11.1,
// the asteroids drift at the end of the turn, which is part of the
// recovery turn: a Pharsii II destroyed by one then has not survived its
// recovery turn, so the pod stays on the map for another carrier (the
// pod is not lost with it, as it would be once aboard).
func TestRule_11_1_AsteroidEndsRecoveryTurn(t *testing.T) {
	s := newGame(t, "rescue", 1)
	i := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[i]
	c.pos, c.recovering = s.pod, int16(s.turn)
	c.hits = int16(len(c.typ.Track) - 1) // the next box is the last
	s.drift = hex.N
	s.asteroids = []hex.Hex{hex.Neighbor(s.pod, hex.N.Opposite())}
	s = force(s, 12, 12, 12, 12, 12)
	var ev events
	endTurnAttempting(s, &ev)
	if s.crafts[i].alive() {
		t.Fatal("the asteroid did not destroy the Pharsii II")
	}
	if s.podState != 0 || s.outcome.Over {
		t.Fatalf("pod state %d, outcome %+v\n%s", s.podState, s.outcome, logText(ev.list))
	}
}

// TestRule_11_4_DamageDeliveredByThe2331st: the 2331st must deliver a point
// of damage to each House Thaan craft; one that only hit an asteroid (10.5
// as an option) has not been damaged by them, one the 2331st hit for no
// damage neither, and the battle's end then goes to House Thaan.
func TestRule_11_4_DamageDeliveredByThe2331st(t *testing.T) {
	end := func(asteroid int) (*State, int) {
		s := newGame(t, "techstakes", 1).clone()
		var ev events
		for i := range s.crafts {
			c := &s.crafts[i]
			switch {
			case c.side == 0 && i == asteroid:
				s.damageCraft(&ev, i, 1, -1) // an asteroid's
			case c.side == 0:
				s.damageCraft(&ev, i, 1, 1)
			}
			if c.side == 0 && c.typ.Key == "teal-hawk" && c.id == "A" {
				c.driveLoss = 100
			}
		}
		s.turn = s.sc.file.Turns
		s.checkVictory(&ev, true)
		return s, asteroid
	}
	if s, _ := end(-1); !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("every Thaan craft hit by the 2331st: %+v", s.outcome)
	}
	s, k := end(newGame(t, "techstakes", 1).craftIndex(0, "Pit Viper B"))
	if s.crafts[k].damaged || s.crafts[k].hits != 1 {
		t.Fatalf("the asteroid: damaged %v, %d box(es)", s.crafts[k].damaged, s.crafts[k].hits)
	}
	if !s.outcome.Over || s.outcome.Winner != 0 {
		t.Fatalf("a Thaan craft damaged only by an asteroid: %+v", s.outcome)
	}
	// No damage after DR is no damage delivered.
	s = newGame(t, "techstakes", 1).clone()
	var ev events
	i := s.craftIndex(0, "Sorensen III A")
	s.damageCraft(&ev, i, 0, 1)
	if s.crafts[i].damaged {
		t.Fatal("a hit for no damage counts as damage delivered")
	}
}

// TestRule_11_6_DamageControlMayRestoreDrive: the Vagrants win before turn
// 10 only when fewer than two Void Stalker craft can still leave by Edge 2
// with Drive 10 or more; with 10.12 a craft at Drive 9 that has its repair
// to make may yet get there, so the battle goes on.
func TestRule_11_6_DamageControlMayRestoreDrive(t *testing.T) {
	run := func(dc, used bool) *State {
		s := newStateOpts(loadScenario(t, "screening"), Options{DamageControl: dc}, engine.NewDice(1))
		s.crafts[s.craftIndex(1, "Pharsii II A")].state = outDestroyed
		s.crafts[s.craftIndex(1, "Pharsii II B")].state = outDestroyed
		c := &s.crafts[s.craftIndex(1, "Night Hawk B")]
		c.hits, c.dcUsed = 1, used
		c.driveLoss = int8(c.typ.DriveAfter(1) - 9)
		if c.Drive(false) != 9 {
			t.Fatalf("Drive %d", c.Drive(false))
		}
		var ev events
		s.turn = 4
		s.checkVictory(&ev, true)
		return s
	}
	if s := run(false, false); !s.outcome.Over || s.outcome.Winner != 0 {
		t.Errorf("no damage control: %+v", s.outcome)
	}
	if s := run(true, false); s.outcome.Over {
		t.Errorf("a repair left to make: %+v", s.outcome)
	}
	if s := run(true, true); !s.outcome.Over || s.outcome.Winner != 0 {
		t.Errorf("the repair made: %+v", s.outcome)
	}
}

// TestRule_11_8_Purchases: 11.8's build levels are 50, 100, 150, 200 and
// 300 only, for a scenario bought in the game as for one bought elsewhere;
// a craft costs its BPV plus its crew (a pilot Plt + Gnr, each gunner his
// Gnr), the points may be spent to the last one but not passed, skills are
// 1 to 10, every craft is bought with all its crew, and crew are not hired
// alone (that is 11.7's roster).
func TestRule_11_8_Purchases(t *testing.T) {
	for _, pts := range []int{25, 75, 250, 1000} {
		if _, err := EngagementBuild(pts, [2]string{"Red", "Blue"}); err == nil || !strings.Contains(err.Error(), "build level") {
			t.Errorf("%d points: %v", pts, err)
		}
	}
	for _, pts := range EngagementLevels() {
		if _, err := EngagementBuild(pts, [2]string{"Red", "Blue"}); err != nil {
			t.Errorf("%d points: %v", pts, err)
		}
	}
	s := newGame(t, "engagement-build", 1)
	gametest.Refuse(t, s, Hire{By: 0, Pilot: true, Plt: 5, Gnr: 5}, "only for a campaign's roster")
	gametest.Refuse(t, s, Buy{By: 0, Type: "night-hawk", Plt: 11, Gnr: 5}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "night-hawk", Plt: 5, Gnr: 0}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "salamander", Plt: 5, Gnr: 5, Gunners: GunnersOf(0)}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "epping", Plt: 5, Gnr: 5, Gunners: GunnersOf(5, 5)}, "has 3 gunners, not 2")
	sal := Buy{By: 0, Type: "salamander", Plt: 5, Gnr: 3, Gunners: GunnersOf(9)}
	if sal.Cost() != 47 {
		t.Fatalf("1.3's Salamander costs %d, want 47", sal.Cost())
	}
	s, _ = applyS(t, s, Buy{By: 0, Type: "night-hawk", Plt: 10, Gnr: 10}) // 40 + 20
	gametest.Refuse(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 7, Gnr: 6}, "costs 41 points, but 40 of 100 are left")
	s, _ = applyS(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 6, Gnr: 6}) // 28 + 12: the last point
	if shop, _ := s.Shop(); shop.Spent[0] != 100 {
		t.Fatalf("spent %d", shop.Spent[0])
	}
}

// TestRule_11_8_Victory: a General Engagement plays its 10 turns whatever
// has been destroyed so far; then the side that destroyed the more TPV
// (each craft with its crew, 1.3) wins; a damaged craft still in play
// counts nothing, and equal totals are a draw.
func TestRule_11_8_Victory(t *testing.T) {
	s := tpvPosition(t, VictoryFile{Kind: VicPoints})
	s.crafts[4].state = outDestroyed // a Blue Pit Viper: 18 + 15
	s.crafts[0].hits = 22            // a Red one, one box from the end
	var ev events
	for turn := 1; turn <= 9; turn++ {
		s.turn = turn
		s.checkVictory(&ev, true)
		if s.outcome.Over {
			t.Fatalf("over at the end of turn %d: %+v", turn, s.outcome)
		}
	}
	s.turn = 10
	s.checkVictory(&ev, true)
	if !s.outcome.Over || s.outcome.Winner != 0 || !strings.Contains(s.outcome.Reason, "33 TPV destroyed against 0") {
		t.Fatalf("%+v", s.outcome)
	}
	s = tpvPosition(t, VictoryFile{Kind: VicPoints})
	s.crafts[4].state, s.crafts[0].state = outDestroyed, outDestroyed
	s.turn = 10
	s.checkVictory(&ev, true)
	if !s.outcome.Over || s.outcome.Winner != -1 {
		t.Fatalf("equal totals: %+v", s.outcome)
	}
}

// TestRule_11_3_NoCraftLeftBelowTheMark: 11.3 is won only by the first side
// to inflict 75 TPV; "if neither side fulfills" it the scenario is a draw.
// A side that loses its last craft while the other has destroyed less than
// 75 leaves a draw (a campaign's small forces come to it), not a win by the
// destroyed TPV; its torps still in flight may yet bring it to the mark.
func TestRule_11_3_NoCraftLeftBelowTheMark(t *testing.T) {
	var red, blue []CraftFile
	for k, id := range []string{"A", "B", "C", "D"} {
		red = append(red, cf("pit-viper", id, 2+2*k, 2, "S", 9, 6)) // 33 TPV each
	}
	blue = []CraftFile{cf("pit-viper", "A", 2, 20, "N", 9, 6), cf("pit-viper", "B", 4, 20, "N", 9, 6)}
	vic := VictoryFile{Kind: VicTPV, TPV: 75}

	s := vicPosition(t, vic, red, blue)
	s.crafts[4].state, s.crafts[5].state = outDestroyed, outDestroyed // 66 TPV, below 75
	var ev events
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != -1 || !strings.Contains(s.outcome.Reason, "neither side reached 75") {
		t.Fatalf("Blue lost both craft, 66 TPV: %+v", s.outcome)
	}

	// A Blue torp still tracks a Red craft: the battle goes on.
	s = vicPosition(t, vic, red, blue)
	s.crafts[4].state, s.crafts[5].state = outDestroyed, outDestroyed
	s.torps = append(s.torps, torp{id: 1, side: 1, owner: 4, mark: Mk20, pos: s.crafts[0].pos, target: ref{refCraft, 0}})
	s.checkVictory(&ev, false)
	if s.outcome.Over {
		t.Fatalf("over with a Blue torp in flight: %+v", s.outcome)
	}
	// It and others destroy three Red craft, 99 TPV: Blue inflicted 75 first.
	s.torps = nil
	for k := 0; k < 3; k++ {
		s.crafts[k].state = outDestroyed
	}
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("Blue's torps brought it to 99 TPV: %+v", s.outcome)
	}
}

// TestRule_11_8_SalvoOfASideWithoutCraft: 11.8 counts the destroyed TPV at
// the end of ten turns. Blue's shuttle fired its missiles at the Pit Viper
// and was destroyed in the Cannon Fire Phase; the salvo still strikes in
// the Missile Results Phase (4.1: whatever the range, the launcher gone or
// not) and its kill counts for Blue.
func TestRule_11_8_SalvoOfASideWithoutCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 9, 9)}          // 18 + 18 = 36 TPV
	blue := []CraftFile{cf("shryak-shuttle", "A", 10, 14, "N", 1, 1, 1)} // 30 + 2 + 1 = 33 TPV
	s := vicPosition(t, VictoryFile{Kind: VicPoints}, red, blue)
	s.crafts[1].state = outDestroyed
	s.lockons = []lockon{{side: 1, craft: 1, mount: 0, target: ref{refCraft, 0}, rolled: true, ok: true, n: 8}}
	s.ph = phFireStart
	s = force(s, 6, 6, 6, 6, 6, 6, 6, 6) // 8D6, read High: 48
	var ev events
	s.advance(&ev)
	log := logText(ev.list)
	if !strings.Contains(log, "8 missiles of Blue's Shryak Shuttle A strike at Red's Pit Viper A") {
		t.Fatalf("the salvo was not resolved\n%s", log)
	}
	if !s.outcome.Over || s.outcome.Winner != 1 || !strings.Contains(s.outcome.Reason, "36 TPV destroyed against 33") {
		t.Fatalf("%+v\n%s", s.outcome, log)
	}
}

// TestRule_11_2_LeavingTheMinefield: 11.2 attacks a craft for every
// Movement Phase in which it "expends at least one movement point" in Areas
// D-G. A craft that starts its move in a mined hex and flies out of the
// area, by a forward move or a sideslip (10.4), spent that point there: it
// is attacked after its move, as a torp that starts its flight there is.
// One that stays where it is spends nothing and is not attacked.
func TestRule_11_2_LeavingTheMinefield(t *testing.T) {
	base := newGame(t, "minefield", 1)
	at := hex.FromOffset(12, 10)
	if !base.Mined(at) {
		t.Fatal("not in the minefield")
	}
	out := hex.Neighbor(at, hex.NW)
	if base.Mined(out) || base.Mined(hex.Neighbor(at, hex.SW)) {
		t.Fatal("the hexes to the west are mined")
	}
	for _, tc := range []struct {
		name   string
		move   func(c CraftID) engine.Intent
		attack bool
	}{
		{"forward", func(c CraftID) engine.Intent { return Forward{By: 0, Craft: c} }, true},
		{"sideslip", func(c CraftID) engine.Intent { return Slip{By: 0, Craft: c, Dir: -1} }, true},
		{"stays", func(c CraftID) engine.Intent { return Stop{By: 0, Craft: c} }, false},
	} {
		s := newStateOpts(base.sc, Options{Sideslips: true}, engine.NewDice(1))
		s.crafts[0].pos, s.crafts[0].facing = at, hex.NW
		moveNow(s, 0)
		s = force(s, 1, 1, 1) // the mines' 3D8: 3, a miss
		s, ev := apply(t, s, tc.move(0))
		log := logText(ev)
		if tc.name != "stays" {
			if s.crafts[0].pos == at || s.Mined(s.crafts[0].pos) {
				t.Fatalf("%s: the craft is at %v", tc.name, s.crafts[0].pos)
			}
			var more []engine.Event
			_, more = apply(t, s, Stop{By: 0, Craft: 0})
			log += logText(more)
		}
		if got := strings.Contains(log, "The minefield attacks"); got != tc.attack {
			t.Errorf("%s: attacked %v, want %v\n%s", tc.name, got, tc.attack, log)
		}
	}
}

// TestRule_10_5_AsteroidLogNamesTheDR: a collision takes the craft's DR off
// the 5D12 (10.5, 7.2), and the log names that DR — read before the boxes
// are marked — and the damage after it (58, where the boxes marked stop at
// the craft's 32).
func TestRule_10_5_AsteroidLogNamesTheDR(t *testing.T) {
	s := newGame(t, "intro-patrol", 1)
	i := s.craftIndex(0, "Thunder Bird A")
	dr := s.crafts[i].DR(false)
	if dr != 2 {
		t.Fatalf("Thunder Bird DR %d", dr)
	}
	s = force(s, 12, 12, 12, 12, 12)
	var ev events
	s.collide(&ev, i, 5)
	text := logText(ev.list)
	if s.crafts[i].alive() || !strings.Contains(text, "= 60 → Asteroid damage reads All (7.2), every die added: 60 −2 DR = 58 damage:") {
		t.Fatalf("alive %v, log:\n%s", s.crafts[i].alive(), text)
	}
}

// TestRule_11_5_DecoyAskedAsTheRealShuttle: with 10.7's point defence, the
// owner of a Shryak Shuttle that cannot dodge is asked whether it fires its
// point defence at the torps in its hex (rules 6); the decoy fires no
// weapon (11.5), yet it is asked too, "none" its only answer, with the same
// log line as the real shuttle's "none".
func TestRule_11_5_DecoyAskedAsTheRealShuttle(t *testing.T) {
	s := newStateOpts(loadScenario(t, "commandship"), Options{PointDefence: true}, engine.NewDice(1))
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	lines := [2]string{}
	for k, i := range pair {
		n := s.clone()
		n.ph = phDefence
		n = arrive(n, ref{refCraft, i}, n.crafts[i].pos, 1, Mk10)
		p := engine.Player(n.crafts[i].side)
		if ph := n.Phase(); ph.Name != PhaseDefence || ph.Actors[0] != p {
			t.Fatalf("shuttle %d (real %v): phase %+v", i, k == 0, ph)
		}
		hasPD := hasIntent(n, p, kindIs(KindPointDef))
		if hasPD != (k == 0) || !hasIntent(n, p, kindIs(KindDodge)) {
			t.Fatalf("shuttle %d (real %v): legal %v", i, k == 0, n.Legal(p))
		}
		if k == 1 {
			if err := n.Check(PointDef{By: p, Craft: CraftID(i)}); err == nil || !strings.Contains(err.Error(), "decoy") {
				t.Fatalf("the decoy's point defence: %v", err)
			}
		}
		n, ev := apply(t, force(n, 1), Dodge{By: p, Craft: CraftID(i)})
		lines[k] = strings.ReplaceAll(logText(ev[:1]), n.label(i), "SHUTTLE")
	}
	if lines[0] != lines[1] || !strings.Contains(lines[0], "holds its point defence") {
		t.Fatalf("the real shuttle's and the decoy's answers are told apart:\n%q\n%q", lines[0], lines[1])
	}
}

// TestRule_11_5_DecoyInReachGivesTheLaunchRound: the side of 11.5's command
// ship is given its round of lock-on declarations (4.1) when either shuttle
// has an enemy within its launcher's reach, the decoy too, which may only
// declare that it is done (it fires nothing).
func TestRule_11_5_DecoyInReachGivesTheLaunchRound(t *testing.T) {
	base := newGame(t, "commandship", 1)
	pair := commandPair(base)
	var rounds [2]bool
	for k, near := range pair {
		s := base.clone()
		// Every Ultimate Valor craft out of reach of any enemy but the
		// shuttle near, an enemy 5 hexes straight ahead of it.
		owner := s.crafts[near].side
		var enemy int = -1
		for i := range s.crafts {
			if s.crafts[i].side != owner && enemy < 0 {
				enemy = i
			}
		}
		for i := range s.crafts {
			if s.crafts[i].side == owner && i != near {
				s.crafts[i].ammo = [maxMounts]int8{}
				s.crafts[i].torps = [numMarks]int8{}
			}
		}
		h := s.crafts[near].pos
		for j := 0; j < 5; j++ {
			h = hex.Neighbor(h, s.crafts[near].facing)
		}
		s.crafts[enemy].pos = h
		s, _ = apply(t, s, Command{By: engine.Player(owner), Craft: CraftID(pair[0])})
		if s.ph != phLaunch {
			t.Fatalf("shuttle %d: phase %s", k, s.Phase().Name)
		}
		ph := s.Phase()
		rounds[k] = ph.Name == PhaseLaunch && len(ph.Actors) == 1 && ph.Actors[0] == engine.Player(owner) && s.declarer == owner
		locks := 0
		for _, in := range s.Legal(engine.Player(owner)) {
			if l, ok := in.(LockOn); ok {
				locks++
				if int(l.Craft) != pair[0] {
					t.Fatalf("the decoy is offered a lock-on: %v", l)
				}
			}
		}
		if (k == 0) != (locks > 0) {
			t.Fatalf("shuttle %d (real %v): %d lock-ons offered", k, k == 0, locks)
		}
	}
	if !rounds[0] || !rounds[1] {
		t.Fatalf("a round of declarations for the real shuttle in reach %v, for the decoy %v", rounds[0], rounds[1])
	}
}

// TestRule_11_1_DriftAndThePod: 11.1 with 10.2's drift. The carrier must
// stop in the pod's hex and stay there through a whole turn; a Pharsii II
// of Drive 6 or more that stopped there drifts out at the start of its
// recovery turn (it moved, so it could not declare Full Stop) and the pod
// stays on the map, while one that drifts into the pod's hex and ends its
// move there has stopped in it: its recovery turn is the next. A Void
// Stalker drifting at the pod stops short of its hex, which it may not
// end a Movement Phase in.
func TestRule_11_1_DriftAndThePod(t *testing.T) {
	setup := func() (*State, int) {
		s := newStateOpts(loadScenario(t, "rescue"), Options{Drift: true}, engine.NewDice(1))
		for k := range s.crafts {
			s.crafts[k].fullStop = true // no other drift rolls
		}
		i := s.craftIndex(0, "Pharsii II A")
		s.crafts[i].fullStop, s.crafts[i].facing = false, hex.N
		s.ph = phMoveStart
		return s, i
	}
	// Stopped in the pod's hex last turn: the recovery turn's drift takes it out.
	s, i := setup()
	s.crafts[i].pos, s.crafts[i].recovering = s.pod, int16(s.turn)
	s = force(s, 2, 5, 2)
	n, ev := apply(t, s, Initiative{By: 0})
	if n.crafts[i].pos == n.pod {
		t.Fatalf("the Pharsii II did not drift\n%s", logText(ev))
	}
	moveNow(n, i)
	n, ev = apply(t, n, Stop{By: 0, Craft: CraftID(i)})
	var end events
	endTurnAttempting(n, &end)
	if n.podState != 0 || n.crafts[i].pod || n.crafts[i].recovering != 0 {
		t.Fatalf("drifted out of the pod's hex in its recovery turn: pod state %d, recovering %d\n%s%s", n.podState, n.crafts[i].recovering, logText(ev), logText(end.list))
	}
	// Drifted into the pod's hex and stopped there: recovering from now.
	s, i = setup()
	s.crafts[i].pos = hex.Neighbor(hex.Neighbor(s.pod, hex.S), hex.S)
	s = force(s, 2, 5, 2)
	n, ev = apply(t, s, Initiative{By: 0})
	if n.crafts[i].pos != n.pod {
		t.Fatalf("the drift did not bring the Pharsii II to the pod: %s\n%s", offset(n.crafts[i].pos), logText(ev))
	}
	moveNow(n, i)
	n, ev = apply(t, n, Stop{By: 0, Craft: CraftID(i)})
	if int(n.crafts[i].recovering) != n.turn+1 {
		t.Fatalf("drifted into the pod's hex and stopped: recovering %d, want %d\n%s", n.crafts[i].recovering, n.turn+1, logText(ev))
	}
	// A Void Stalker's drift stops short of the pod's hex.
	s, _ = setup()
	s.crafts[i].fullStop = true
	j := s.craftIndex(1, "Night Hawk A")
	s.crafts[j].fullStop, s.crafts[j].facing = false, hex.N
	s.crafts[j].pos = hex.Neighbor(hex.Neighbor(s.pod, hex.S), hex.S)
	s = force(s, 2, 5, 2)
	n, ev = apply(t, s, Initiative{By: 0})
	if want := hex.Neighbor(n.pod, hex.S); n.crafts[j].pos != want {
		t.Fatalf("the Night Hawk's drift of 2 at the pod: at %s, want %s\n%s", offset(n.crafts[j].pos), offset(want), logText(ev))
	}
}

// TestRule_11_4_DamageControlUndoesTheCapture: 11.4 with 10.12. The Teal
// Hawk's Drive must be "permanently" 3 or less: a repair at the end of turn
// 10, made before the conditions are judged, that clears the box which
// brought it there gives the Drive back, and House Thaan wins; a failed
// repair roll leaves the capture made.
func TestRule_11_4_DamageControlUndoesTheCapture(t *testing.T) {
	run := func(roll int) *State {
		s := newStateOpts(loadScenario(t, "techstakes"), Options{DamageControl: true}, engine.NewDice(1))
		for k := range s.crafts {
			if s.crafts[k].side == 0 {
				s.crafts[k].damaged = true // each has had a point from the 2331st
			}
		}
		i := s.craftIndex(0, "Teal Hawk A")
		c := &s.crafts[i]
		k := -1
		for b, box := range c.typ.Track {
			if box.Kind == BoxDrive && c.typ.DriveAfter(b+1) <= 3 {
				k = b
				break
			}
		}
		if k < 0 || c.typ.DriveAfter(k) <= 3 {
			t.Fatalf("no □ box brings the Teal Hawk to Drive 3 (box %d)", k)
		}
		c.hits = int16(k + 1)
		s.turn = s.sc.file.Turns
		s = force(s, roll)
		var ev events
		endTurnAttempting(s, &ev)
		if !s.outcome.Over {
			t.Fatalf("roll %d: the battle did not end at turn 10\n%s", roll, logText(ev.list))
		}
		return s
	}
	if s := run(9); s.outcome.Winner != 1 {
		t.Errorf("repair failed (9 outside 1-3): %+v", s.outcome)
	}
	if s := run(1); s.outcome.Winner != 0 {
		t.Errorf("repair made (1): the Teal Hawk's Drive is back, yet %+v", s.outcome)
	}
}

// TestRule_11_6_LaserSatHitStopsRepair: 11.6 with 10.12. A Laser Sat's
// fire is enemy fire: a craft it hits has been "hit by enemy fire (whether
// any damage was scored or not)" and may not attempt damage control that
// turn, though its DR stopped every point (3D8 of 8, 8, 1 hits DV 13 and
// reads Low 1, less the Night Hawk's DR 3); a craft the sats leave alone
// makes its roll.
func TestRule_11_6_LaserSatHitStopsRepair(t *testing.T) {
	run := func(inRange bool) *State {
		s := newStateOpts(loadScenario(t, "screening"), Options{DamageControl: true}, engine.NewDice(1))
		far := hex.FromOffset(0, 0)
		for k := range s.sats {
			if hex.Distance(s.sats[k].pos, far) <= LaserSatRange {
				t.Fatal("a Laser Sat covers the corner")
			}
		}
		for k := range s.crafts {
			s.crafts[k].pos = far
		}
		i := s.craftIndex(1, "Night Hawk A")
		c := &s.crafts[i]
		c.hits = 1
		if inRange {
			c.pos = hex.Neighbor(hex.Neighbor(s.sats[0].pos, hex.N), hex.N)
		}
		if inRange {
			s = force(s, 8, 8, 1, 1)
		} else {
			s = force(s, 1) // no shot: the die is the repair's
		}
		var ev events
		s.laserSatsFire(&ev)
		if inRange && (!s.crafts[i].hitT || s.crafts[i].hits != 1) {
			t.Fatalf("the sat's shot: hit %v, %d box(es)\n%s", s.crafts[i].hitT, s.crafts[i].hits, logText(ev.list))
		}
		s.damageControl(&ev)
		return s
	}
	if s := run(true); s.crafts[s.craftIndex(1, "Night Hawk A")].dcUsed {
		t.Error("hit by a Laser Sat for no damage, the Night Hawk still repaired")
	}
	if s := run(false); !s.crafts[s.craftIndex(1, "Night Hawk A")].dcUsed {
		t.Error("out of the sats' reach, the Night Hawk did not repair on a 1")
	}
}

// TestRule_11_3_CasualtiesAreDestroyedCraft: the TPV of casualties is the
// enemy craft destroyed, each at the TPV it set out with, its crew
// included (1.3); a gunner killed aboard a craft that survives adds
// nothing (the project's reading of "casualties").
func TestRule_11_3_CasualtiesAreDestroyedCraft(t *testing.T) {
	red := []CraftFile{cf("epping", "A", 2, 2, "S", 9, 9, 9, 9, 9), cf("pit-viper", "A", 6, 2, "S", 9, 6)}
	blue := []CraftFile{cf("pit-viper", "A", 2, 20, "N", 9, 6)}
	s := vicPosition(t, VictoryFile{Kind: VicTPV, TPV: 75}, red, blue)
	// The Epping's three gunners killed: 27 points of crew, the craft flies on.
	for k := 1; k <= 3; k++ {
		s.crafts[0].crew[k].Dead = true
	}
	if got := s.DestroyedTPV(1); got != 0 {
		t.Fatalf("killed gunners counted %d TPV", got)
	}
	// Destroyed, the Epping counts whole: BPV 66 + pilot 18 + gunners 27 = 111.
	s.crafts[0].state = outDestroyed
	var ev events
	s.checkVictory(&ev, false)
	if got := s.DestroyedTPV(1); got != 111 || !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("%d TPV destroyed: %+v", got, s.outcome)
	}
}

// TestRule_11_2_TorpCrossingTheMinefield: a torp spends MP in the
// minefield when its flight crosses the mined middle third, even starting
// and ending outside it: with 10.6's variable speeds a Mk.10 flies 18 MP,
// enough to cross. Before rules 7 only a flight that started or ended in a
// mined area was attacked. This is rules 7's flight (flyTorp), which saves
// of rules 1 to 7 still fly; rules 8 judge the path flown hex by hex
// (TestRule_4_2_PathRoundTheMinefieldOrThrough).
func TestRule_11_2_TorpCrossingTheMinefield(t *testing.T) {
	s := newGame(t, "minefield", 1).clone()
	s.opt.TorpSpeeds = true
	start := hex.FromOffset(10, 2)
	goal := start
	for k := 0; k < 17; k++ {
		goal = hex.Neighbor(goal, hex.SE)
	}
	if s.Mined(start) || s.Mined(goal) {
		t.Fatal("the flight starts or ends in the minefield")
	}
	i := s.craftIndex(1, "Thunder Bird A")
	s.crafts[i].pos = goal
	s.torps = append(s.torps, torp{id: 1, side: 0, mark: Mk10, pos: start, facing: hex.SE, target: ref{refCraft, i}})
	s.nextTorp = 1
	s = force(s, 4, 4, 4) // 12 against the torp's DV 10: destroyed
	var ev events
	s.flyTorp(&ev, 0)
	log := logText(ev.list)
	if !strings.Contains(log, "17 MP") || !strings.Contains(log, "minefield") || len(s.torps) != 0 {
		t.Fatalf("the torp crossed the minefield unharmed:\n%s", log)
	}
	// Without the option it flies 12 and ends in the minefield: attacked too.
	s = newGame(t, "minefield", 1).clone()
	s.crafts[i].pos = goal
	s.torps = append(s.torps, torp{id: 1, side: 0, mark: Mk10, pos: start, facing: hex.SE, target: ref{refCraft, i}})
	s = force(s, 1, 1, 1) // 3: missed
	ev = events{}
	s.flyTorp(&ev, 0)
	if log := logText(ev.list); !strings.Contains(log, "minefield") || len(s.torps) != 1 {
		t.Fatalf("12 MP into the minefield:\n%s", log)
	}
}

// TestRule_11_1_RecoveryTurnDV: a Pharsii II that stops in the pod's hex
// makes the next turn its recovery turn, in which (and only in which) its
// DV is at most 5; a Seraph stopping there starts no recovery (in 11.1 the
// Pharsii II recovers the pod; 11.7's scenario 1 lets any craft).
func TestRule_11_1_RecoveryTurnDV(t *testing.T) {
	for _, name := range []string{"Pharsii II A", "Seraph A"} {
		s := newGame(t, "rescue", 1)
		i := s.craftIndex(0, name)
		s.crafts[i].facing, s.crafts[i].pos = hex.N, hex.Neighbor(s.pod, hex.S)
		moveNow(s, i)
		s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
		s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(i)})
		s = stopRest(t, s)
		turn, dv := s.turn, s.dv(i)
		if name == "Seraph A" {
			if s.crafts[i].recovering != 0 {
				t.Error("a Seraph started the pod's recovery")
			}
			continue
		}
		if dv <= ImmobileMaxDV {
			t.Fatalf("DV %d in the turn it arrived", dv)
		}
		s.turn = turn + 1
		if s.dv(i) != ImmobileMaxDV || int(s.crafts[i].recovering) != turn+1 {
			t.Fatalf("recovery turn %d: DV %d, recovering in turn %d", turn+1, s.dv(i), s.crafts[i].recovering)
		}
		s.turn = turn + 2
		if s.dv(i) != dv {
			t.Fatalf("after the recovery turn: DV %d, want %d", s.dv(i), dv)
		}
	}
}

// TestRule_11_1_ExitInTurn10: the carrier leaving by Edge 1 in turn 10 is
// "before the end of game turn 10": Duce Squadron wins.
func TestRule_11_1_ExitInTurn10(t *testing.T) {
	s := newGame(t, "rescue", 1)
	i := s.craftIndex(0, "Pharsii II A")
	s.crafts[i].pod, s.podState, s.turn = true, 1, 10
	s.crafts[i].pos, s.crafts[i].facing = hex.FromOffset(0, 14), hex.NW
	moveNow(s, i)
	s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
	if !s.outcome.Over || s.outcome.Winner != 0 {
		t.Fatalf("outcome %+v", s.outcome)
	}
}

// TestRule_11_2_SlowCraftTurningInTheMinefield: a turn is paid in MP
// (5.0), and a craft below Drive 3 may still turn one hexside as its sole
// action (5.2): it spends the MP it has there, so in a mined hex 11.2's
// mines attack it after that move ("expends at least one movement point in
// this area"). A slow craft that only stops spends nothing and is not
// attacked. Before rules 7 the sole-action turn was never attacked.
func TestRule_11_2_SlowCraftTurningInTheMinefield(t *testing.T) {
	base := newGame(t, "minefield", 1)
	at := hex.FromOffset(12, 10)
	if !base.Mined(at) {
		t.Fatal("not in the minefield")
	}
	for _, tc := range []struct {
		name   string
		move   engine.Intent
		attack bool
	}{
		{"turns", Turn{By: 0, Craft: 0, Dir: 1}, true},
		{"stops", Stop{By: 0, Craft: 0}, false},
	} {
		s := newStateOpts(base.sc, Options{}, engine.NewDice(1))
		c := &s.crafts[0]
		c.pos, c.facing = at, hex.N
		c.driveLoss = int8(c.Drive(false) - 2)
		if d := c.Drive(false); d != 2 {
			t.Fatalf("Drive %d", d)
		}
		moveNow(s, 0)
		s = force(s, 8, 8, 8) // the mines' 3D8: 24, a hit
		if got := s.StepInMines(tc.move); got != tc.attack {
			t.Errorf("%s: StepInMines %v, want %v (the screen warns by it)", tc.name, got, tc.attack)
		}
		s, ev := apply(t, s, tc.move)
		log := logText(ev)
		if !s.crafts[0].moved {
			t.Fatalf("%s: the move goes on\n%s", tc.name, log)
		}
		if got := strings.Contains(log, "The minefield attacks"); got != tc.attack {
			t.Errorf("%s: attacked %v, want %v\n%s", tc.name, got, tc.attack, log)
		}
		if tc.attack && (s.crafts[0].facing != hex.NE || s.crafts[0].hits == 0) {
			t.Errorf("%s: facing %v, %d boxes marked\n%s", tc.name, s.crafts[0].facing, s.crafts[0].hits, log)
		}
	}
}

// TestRule_11_2_OneMineAttackAPhase: a craft that spends MP in three mined
// hexes in one Movement Phase is attacked once, after its move.
func TestRule_11_2_OneMineAttackAPhase(t *testing.T) {
	s := newGame(t, "minefield", 1)
	i := s.craftIndex(0, "Seraph A")
	s.crafts[i].pos, s.crafts[i].facing = hex.FromOffset(18, 10), hex.S
	moveNow(s, i)
	s = force(s, 1, 1, 1, 1, 1, 1)
	var log string
	for k := 0; k < 3; k++ {
		var ev []engine.Event
		s, ev = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
		log += logText(ev)
	}
	if strings.Contains(log, "minefield") {
		t.Fatalf("attacked before its move ended:\n%s", log)
	}
	_, ev := apply(t, s, Stop{By: 0, Craft: CraftID(i)})
	if n := strings.Count(logText(ev), "The minefield attacks"); n != 1 {
		t.Fatalf("%d attacks:\n%s", n, logText(ev))
	}
	if !strings.Contains(logText(ev), "(11.2: movement points spent in a mined area)") {
		t.Fatalf("the attack does not say why:\n%s", logText(ev))
	}
}

// TestRule_11_2_SevenMk50sAreNotEight: the Comm Sat destroyed and the
// Revenge home with seven Mk.50s launched and none left aboard loses; with
// eight it wins; eight launched and the Revenge home with the Comm Sat
// still standing at the end of turn 10 loses.
func TestRule_11_2_SevenMk50sAreNotEight(t *testing.T) {
	for _, tc := range []struct {
		launched int
		satDead  bool
		winner   engine.Player
	}{{7, true, 1}, {8, true, 0}, {8, false, 1}} {
		s := newGame(t, "minefield", 1)
		for i := range s.crafts {
			if s.crafts[i].side == 0 {
				s.crafts[i].torps[Mk50] = 0
			}
		}
		s.sats[0].dead = tc.satDead
		s.crafts[s.craftIndex(0, "Revenge A")].state = outExited
		s.offboard, s.turn = tc.launched, 10
		var ev events
		s.checkVictory(&ev, true)
		if !s.outcome.Over || s.outcome.Winner != tc.winner {
			t.Errorf("%d launched, Comm Sat destroyed %v: %+v", tc.launched, tc.satDead, s.outcome)
		}
	}
}

// TestRule_11_2_11_6_SatelliteHex: a starcraft may fly through a Comm Sat's
// or a Laser Sat's hex but neither turn nor end its move there.
func TestRule_11_2_11_6_SatelliteHex(t *testing.T) {
	for _, name := range []string{"minefield", "screening"} {
		s := newGame(t, name, 1)
		x := s.sats[0]
		p := other(x.side)
		i := -1
		for j := range s.crafts {
			if s.crafts[j].side == p && i < 0 {
				i = j
			}
		}
		s.crafts[i].facing, s.crafts[i].pos = hex.N, hex.Neighbor(x.pos, hex.S)
		moveNow(s, i)
		s, _ = apply(t, s, Forward{By: engine.Player(p), Craft: CraftID(i)})
		if s.crafts[i].pos != x.pos {
			t.Fatalf("%s: did not fly into the satellite's hex", name)
		}
		refused(t, s, Turn{By: engine.Player(p), Craft: CraftID(i), Dir: 1})
		refused(t, s, Stop{By: engine.Player(p), Craft: CraftID(i)})
		apply(t, s, Forward{By: engine.Player(p), Craft: CraftID(i)})
	}
}

// TestRule_11_2_11_6_SatelliteDamagePoints: the Comm Sat stands at 19
// damage points and falls at 20; a Laser Sat stands at 9 and falls at 10.
func TestRule_11_2_11_6_SatelliteDamagePoints(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    int
	}{{"minefield", 20}, {"screening", 10}} {
		s := newGame(t, tc.name, 1)
		var ev events
		s.damageRef(&ev, ref{refSat, 0}, tc.n-1, 0)
		if s.sats[0].dead {
			t.Fatalf("%s: destroyed by %d", tc.name, tc.n-1)
		}
		s.damageRef(&ev, ref{refSat, 0}, 1, 0)
		if !s.sats[0].dead {
			t.Fatalf("%s: standing after %d", tc.name, tc.n)
		}
	}
}

// TestRule_11_3_SeventyFourIsNotSeventyFive: 74 TPV of casualties wins
// nothing, 75 wins at once; nobody at the mark by turn 12 is a draw.
func TestRule_11_3_SeventyFourIsNotSeventyFive(t *testing.T) {
	s := tpvPosition(t, VictoryFile{Kind: VicTPV, TPV: 75})
	a, b := s.craftIndex(1, "Pit Viper A"), s.craftIndex(1, "Pit Viper B")
	s.crafts[a].tpv, s.crafts[b].tpv = 37, 37
	s.crafts[a].state, s.crafts[b].state = outDestroyed, outDestroyed
	var ev events
	if s.checkVictory(&ev, false); s.outcome.Over {
		t.Fatalf("74: %+v", s.outcome)
	}
	s.crafts[b].tpv = 38
	if s.checkVictory(&ev, false); !s.outcome.Over || s.outcome.Winner != 0 {
		t.Fatalf("75: %+v", s.outcome)
	}
	s = newGame(t, "belt", 1)
	s.turn = 12
	if s.checkVictory(&ev, true); !s.outcome.Over || s.outcome.Winner != -1 {
		t.Fatalf("turn 12: %+v", s.outcome)
	}
}

// TestRule_11_4_InitiativeRolledFromTurn4: the 2331st has the initiative
// in turns 1 to 3 whatever the dice (House Thaan moves first); from turn 4
// both roll, and House Thaan's 10 against a 1 wins it.
func TestRule_11_4_InitiativeRolledFromTurn4(t *testing.T) {
	for _, tc := range []struct {
		turn   int
		winner int8
	}{{1, 1}, {3, 1}, {4, 0}} {
		s := newGame(t, "techstakes", 1)
		for s.ph == phLaunch || s.ph == phTorpLaunch {
			s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
		}
		s.turn = tc.turn
		s = force(s, 10, 1)
		s, ev := apply(t, s, Initiative{By: 0})
		if s.initWinner != tc.winner || s.moverSide() != other(tc.winner) {
			t.Errorf("turn %d: initiative to %d, side %d moves first\n%s", tc.turn, s.initWinner, s.moverSide(), logText(ev))
		}
	}
}

// TestRule_11_5_CommandPltIgnoresPilotsAndDecoy: the Devonians roll with
// the command ship's value even below their Plt 9 pilot's (6 damage: 7),
// and damage to the decoy changes nothing.
func TestRule_11_5_CommandPltIgnoresPilotsAndDecoy(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	s.crafts[pair[0]].hits = 6
	if v, _ := s.initiativePlt(0); v != 7 {
		t.Fatalf("Plt %d, want 7", v)
	}
	s.crafts[pair[0]].hits, s.crafts[pair[1]].hits = 0, 8
	if v, _ := s.initiativePlt(0); v != 10 {
		t.Fatalf("the decoy damaged: Plt %d, want 10", v)
	}
}

// TestRule_11_5_DecoyRangeOneAtPhaseEnd: an enemy that ends its own move
// beside the decoy does not unmask it if the decoy flies off before the
// Movement Phase is complete; beside it at the phase's end, it does.
func TestRule_11_5_DecoyRangeOneAtPhaseEnd(t *testing.T) {
	for _, stay := range []bool{false, true} {
		s, d, e := decoyAndSorensen(t)
		s.crafts[e].pos = hex.Neighbor(hex.Neighbor(s.crafts[d].pos, hex.N), hex.N)
		moveNow(s, e)
		s, _ = apply(t, s, Forward{By: 1, Craft: CraftID(e)})
		s, _ = apply(t, s, Stop{By: 1, Craft: CraftID(e)})
		if !s.crafts[d].alive() {
			t.Fatal("unmasked before the phase was complete")
		}
		if !stay {
			s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(d)})
			s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(d)})
			s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(d)})
		}
		if s = stopRest(t, s); s.crafts[d].alive() == stay {
			t.Errorf("decoy stayed beside the enemy %v: in play %v", stay, s.crafts[d].alive())
		}
	}
}

// decoyAndSorensen is 11.5's battle with the command ship chosen: d the
// decoy, facing S at offset (18, 15), apart from every other craft (lined up along row
// 1), and e the Grizzlies' Sorensen III B to fly at it.
func decoyAndSorensen(t *testing.T) (s *State, d, e int) {
	t.Helper()
	s = newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	d, e = pair[1], s.craftIndex(1, "Sorensen III B")
	for i := range s.crafts {
		s.crafts[i].pos, s.crafts[i].facing = hex.FromOffset(2*i, 1), hex.S
	}
	s.crafts[d].pos, s.crafts[d].facing = hex.FromOffset(18, 15), hex.S
	return s, d, e
}

// TestRule_11_5_BenkanSalamanderTPV: the Grizzlies' Salamanders carry no
// torps and count 13.0's BPV of 26: Salamander A is worth 26+5+6+9 = 46.
func TestRule_11_5_BenkanSalamanderTPV(t *testing.T) {
	s := newGame(t, "commandship", 1)
	for name, tpv := range map[string]int{"Salamander A": 46, "Salamander B": 44, "Salamander C": 39} {
		c := &s.crafts[s.craftIndex(1, name)]
		if int(c.tpv) != tpv || c.torps != [numMarks]int8{} {
			t.Errorf("%s: TPV %d, torps %v; want %d and none", name, c.tpv, c.torps, tpv)
		}
	}
}

// TestRule_11_5_SorensenAOffTheMap: Sorensen III A flying off the map is
// destroyed (5.2): Ultimate Valor wins at once.
func TestRule_11_5_SorensenAOffTheMap(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	i := s.craftIndex(1, "Sorensen III A")
	s.crafts[i].pos, s.crafts[i].facing = hex.FromOffset(35, 14), hex.NE
	moveNow(s, i)
	s, _ = apply(t, s, Forward{By: 1, Craft: CraftID(i)})
	if !s.outcome.Over || s.outcome.Winner != 0 {
		t.Fatalf("outcome %+v", s.outcome)
	}
}

// TestRule_11_6_LaserSatAtTen: without 10.11 a Laser Sat fires at 10 hexes
// at −1 (the Pulse Laser's long range), at 4 to 9 with nothing, at 3 with
// +1, and not at 11.
func TestRule_11_6_LaserSatAtTen(t *testing.T) {
	for d, want := range map[int]string{3: "+1 short range = 19", 4: "[5 6 7] = 18", 9: "[5 6 7] = 18", 10: "−1 long range = 17", 11: ""} {
		s := newGame(t, "screening", 1)
		for i := range s.crafts {
			s.crafts[i].pos = hex.FromOffset(i, 0)
		}
		j := s.craftIndex(1, "Night Hawk A")
		s.crafts[j].pos = s.sats[0].pos
		for k := 0; k < d; k++ {
			s.crafts[j].pos = hex.Neighbor(s.crafts[j].pos, hex.SE)
		}
		s.sats = s.sats[:1]
		s = force(s, 5, 6, 7)
		var ev events
		s.laserSatsFire(&ev)
		log := logText(ev.list)
		if fired := strings.Contains(log, "fires"); fired != (want != "") || !strings.Contains(log, want) {
			t.Errorf("%d hexes: want %q\n%s", d, want, log)
		}
	}
}

// TestRule_11_6_ExitBelowDrive10: a craft of Drive 9 leaving by Edge 2 is
// not one of the two the Void Stalkers need; two of Drive 10 or more are.
func TestRule_11_6_ExitBelowDrive10(t *testing.T) {
	nh, _ := CraftByKey("night-hawk")
	slowHits := -1
	for h := 0; h < len(nh.Track) && slowHits < 0; h++ {
		if d := nh.DriveAfter(h); d > 0 && d < 10 {
			slowHits = h
		}
	}
	for _, slow := range []bool{false, true} {
		s, a, b := nightHawksAtEdge2(t)
		if slow {
			s.crafts[b].hits = int16(slowHits)
		}
		moveNow(s, a)
		s, _ = apply(t, s, Forward{By: 1, Craft: CraftID(a)})
		s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(s.craftIndex(0, "Thunder Bird A"))})
		s, ev := apply(t, s, Forward{By: 1, Craft: CraftID(b)})
		if won := s.outcome.Over && s.outcome.Winner == 1; won == slow {
			t.Errorf("the second craft at Drive %d: outcome %+v\n%s", s.crafts[b].Drive(false), s.outcome, logText(ev))
		}
	}
}

// stopRest stops every craft still to move in the Movement Phase.
func stopRest(t *testing.T, s *State) *State {
	t.Helper()
	for k := 0; s.ph == phMove && k < 100; k++ {
		if s.fly != nil { // 4.2: the torp in flight takes the cheapest path
			s, _ = apply(t, s, TorpFly{By: s.Phase().Actors[0], Torp: s.fly.torp})
			continue
		}
		p := s.moverSide()
		if s.mayHold(p) {
			s, _ = apply(t, s, Hold{By: engine.Player(p)})
			continue
		}
		var stop engine.Intent
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop {
				stop = l
				break
			}
		}
		if stop == nil {
			t.Fatalf("no stop for side %d", p)
		}
		s, _ = apply(t, s, stop)
	}
	return s
}

// TestRule_11_1_TurningInPlaceKeepsTheRecovery: the carrier must stop in
// the pod's hex and stay in it for one complete game turn (11.1); the
// rulebook tells staying in a hex from keeping a facing (5.1's time limit,
// 10.2's Full Stop), so a Pharsii II that only turns in the pod's hex in
// its recovery turn keeps its DV of at most 5 and takes the pod aboard at
// the turn's end (rules 7; before, the turn started the recovery over). One
// that flies out and back into the hex in the same move has not stayed: its
// recovery turn is the next.
func TestRule_11_1_TurningInPlaceKeepsTheRecovery(t *testing.T) {
	for _, out := range []bool{false, true} {
		s := newGame(t, "rescue", 1)
		i := s.craftIndex(0, "Pharsii II A")
		c := &s.crafts[i]
		c.pos, c.facing, c.recovering = s.pod, hex.N, int16(s.turn) // stopped there last turn
		moveNow(s, i)
		s, _ = apply(t, s, Turn{By: 0, Craft: CraftID(i), Dir: 1})
		if out {
			// out one hex, a tight turn about (forced 1: 4 MP), and back in
			s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
			s = force(s, 1)
			s, _ = apply(t, s, Tight{By: 0, Craft: CraftID(i), Facing: FaceAfterRoll})
			s, _ = apply(t, s, Face{By: 0, Craft: CraftID(i), Facing: int(hex.N.Rotate(4))})
			s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
			if s.crafts[i].pos != s.pod {
				t.Fatalf("not back in the pod's hex: %v", s.crafts[i].pos)
			}
		}
		if s.mover == i {
			s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(i)})
		}
		turn := s.turn
		if out {
			if int(s.crafts[i].recovering) != turn+1 || s.dv(i) <= ImmobileMaxDV {
				t.Fatalf("flew out and back: recovering %d (want %d), DV %d", s.crafts[i].recovering, turn+1, s.dv(i))
			}
			continue
		}
		if int(s.crafts[i].recovering) != turn || s.dv(i) != ImmobileMaxDV {
			t.Fatalf("turned in place: recovering %d (want %d), DV %d", s.crafts[i].recovering, turn, s.dv(i))
		}
		var ev events
		endTurnAttempting(s, &ev)
		if !s.crafts[i].pod || s.podState != 1 {
			t.Fatalf("turned in place in its recovery turn: pod %v, state %d\n%s", s.crafts[i].pod, s.podState, logText(ev.list))
		}
	}
}

// TestRule_10_2_11_1_DriftNeverExits: a drift toward the edge stops on the
// edge hex even where the side may leave the map: the Pharsii II carrying the
// pod, drifting at Edge 1, stays in play and wins nothing.
func TestRule_10_2_11_1_DriftNeverExits(t *testing.T) {
	s := newStateOpts(loadScenario(t, "rescue"), Options{Drift: true}, engine.NewDice(1))
	for k := range s.crafts {
		s.crafts[k].fullStop = true
	}
	i := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[i]
	c.fullStop = false
	c.pod = true
	s.podState = 1
	// One hex from Edge 1, facing it.
	for _, d := range []hex.Direction{hex.SW, hex.NW} {
		c.facing = d
		c.pos = offHex(1, 10)
		if !s.sc.board.In(hex.Neighbor(hex.Neighbor(c.pos, c.facing), c.facing)) {
			break
		}
	}
	s = force(s, 6)
	var ev events
	s.driftAll(&ev)
	if !s.crafts[i].alive() || s.outcome.Over {
		t.Fatalf("state %v outcome %+v\n%s", s.crafts[i].state, s.outcome, logText(ev.list))
	}
	if !strings.Contains(logText(ev.list), "stopped at the map edge") {
		t.Fatalf("no drift to the edge\n%s", logText(ev.list))
	}
	s.advance(&ev)
	if s.outcome.Over {
		t.Fatalf("drift carried the pod off the map: %+v\n%s", s.outcome, logText(ev.list))
	}
}

// TestRule_11_2_MinesStopATorpInItsTargetsHex: a torp that flies through the
// minefield into its target's hex is attacked when its move is over; the
// mines destroy it, and it does no damage in the Torp Results Phase.
func TestRule_11_2_MinesStopATorpInItsTargetsHex(t *testing.T) {
	s := newGame(t, "minefield", 1).clone()
	i := s.craftIndex(1, "Thunder Bird A")
	var at hex.Hex
	found := false
	for col := 0; col < 40 && !found; col++ {
		for row := 0; row < 40 && !found; row++ {
			h := offHex(col, row)
			if s.Mined(h) && s.Mined(hex.Neighbor(h, hex.S)) && s.Mined(hex.Neighbor(hex.Neighbor(h, hex.S), hex.S)) && !s.occupied(h, -1, 0) {
				at, found = h, true
			}
		}
	}
	if !found {
		t.Fatal("no three mined hexes in a column")
	}
	s.crafts[i].pos = hex.Neighbor(hex.Neighbor(at, hex.S), hex.S)
	s.torps = append(s.torps, torp{id: 1, side: 0, mark: Mk10, pos: at, facing: hex.S, target: ref{refCraft, i}})
	s.nextTorp = 1
	s = force(s, 4, 4, 4, 10, 10, 10, 10, 10)
	var ev events
	s.flyTorp(&ev, 0)
	s.torpResults(&ev)
	if s.crafts[i].hits != 0 {
		t.Fatalf("a torp the mines destroyed hit: hits %d\n%s", s.crafts[i].hits, logText(ev.list))
	}
}

// TestRule_11_6_LaserSatsFireBeforeAnyGunner: the Laser Sats fire as the
// Cannon Fire Phase begins, so a Night Hawk they destroy never reaches its
// pilot's step.
func TestRule_11_6_LaserSatsFireBeforeAnyGunner(t *testing.T) {
	s := newGame(t, "screening", 1).clone()
	x := s.sats[0]
	s.sats = s.sats[:1]
	i := s.craftIndex(1, "Night Hawk A")
	if s.crafts[i].side == x.side {
		i = s.craftIndex(0, "Night Hawk A")
	}
	for k := range s.crafts {
		s.crafts[k].pos = hex.FromOffset(k, 0)
	}
	s.crafts[i].pos = hex.Neighbor(hex.Neighbor(x.pos, hex.N), hex.N)
	s.crafts[i].facing = hex.S
	s.crafts[i].hits = int16(len(s.crafts[i].typ.Track) - 1)
	s = force(s, 8, 8, 8, 8, 8, 8, 8, 8)
	s = fireStart(t, s)
	if s.crafts[i].alive() {
		t.Fatalf("the Night Hawk survived the Laser Sat's fire at the start of the phase")
	}
}

// TestRule_5_2_11_2_TightTurnNotMadeSpendsNothing: a tight turn whose TTC
// is more than the MP left is not made (5.2); the craft ends its move having
// spent nothing, so 11.2's mines, which attack for MP spent in their area,
// do not roll.
func TestRule_5_2_11_2_TightTurnNotMadeSpendsNothing(t *testing.T) {
	base := newGame(t, "minefield", 1)
	at := hex.FromOffset(12, 10)
	if !base.Mined(at) {
		t.Fatal("not in the minefield")
	}
	s := newStateOpts(base.sc, Options{}, engine.NewDice(1))
	c := &s.crafts[0]
	c.pos, c.facing = at, hex.N
	c.driveLoss = int8(c.Drive(false) - 5)
	c.crew[0].Plt = 5 // TTC 1D6+3
	moveNow(s, 0)
	s = force(s, 6, 8, 8, 8) // TTC 9 against 5 MP; then the mines' 3D8 if they roll
	s, ev := apply(t, s, Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	log := logText(ev)
	if !s.crafts[0].moved || s.crafts[0].facing != hex.N || !strings.Contains(log, "cannot make the turn") || strings.Contains(log, "minefield") {
		t.Fatalf("moved %v facing %v\n%s", s.crafts[0].moved, s.crafts[0].facing, log)
	}
}

// TestRule_10_3_11_2_Drive0TurnInTheMinefield: 10.3's Drive 0 turn is made
// by mini-thrusters with no movement points to spend, so 11.2's mines do
// not attack the crippled craft that turns in their area.
func TestRule_10_3_11_2_Drive0TurnInTheMinefield(t *testing.T) {
	base := newGame(t, "minefield", 1)
	at := hex.FromOffset(12, 10)
	s := newStateOpts(base.sc, Options{Drive0Turns: true}, engine.NewDice(1))
	c := &s.crafts[0]
	c.pos, c.facing = at, hex.N
	c.driveLoss = int8(c.Drive(false))
	for s.ph == phLaunch || s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s = force(s, 1, 10, 8, 8, 8, 8, 8, 8)
	s, _ = apply(t, s, Initiative{By: 0})
	var turn engine.Intent
	for k := 0; k < 40 && turn == nil; k++ {
		p := s.Phase().Actors[0]
		for _, l := range s.Legal(p) {
			if x, ok := l.(Turn); ok && x.Craft == 0 {
				turn = l
			}
		}
		if turn == nil {
			s, _ = apply(t, s, s.Legal(p)[0])
		}
	}
	if turn == nil {
		t.Fatal("no Drive 0 turn offered")
	}
	s, ev := apply(t, s, turn)
	if log := logText(ev); strings.Contains(log, "minefield") || s.crafts[0].facing == hex.N {
		t.Fatalf("facing %v\n%s", s.crafts[0].facing, log)
	}
}

// TestRule_11_6_LaserSatsFireAtCraftNotTorps: 11.6's Laser Sats fire at
// every Void Stalker vessel within 10 hexes; a Void Stalker torp 2 hexes from
// a sat is no vessel and draws no fire.
func TestRule_11_6_LaserSatsFireAtCraftNotTorps(t *testing.T) {
	s := newGame(t, "screening", 1).clone()
	x := s.sats[0]
	s.sats = s.sats[:1]
	victim := -1
	for i := range s.crafts {
		s.crafts[i].pos = hex.FromOffset(i, 0)
		if s.crafts[i].side == x.side {
			victim = i
		}
	}
	s.torps = []torp{{id: 1, side: 1 - x.side, mark: Mk10, pos: hex.Neighbor(hex.Neighbor(x.pos, hex.N), hex.N), facing: hex.S, target: ref{refCraft, victim}}}
	s.nextTorp = 1
	s = force(s, 8, 8, 8)
	var ev events
	s.laserSatsFire(&ev)
	if log := logText(ev.list); strings.Contains(log, "fires") || len(s.torps) != 1 {
		t.Fatalf("the Laser Sat fired at a torp:\n%s", log)
	}
}

// TestRule_11_3_11_8_LastTurnPlayedWhole: the last turn is played to its
// end: a salvo that destroys a craft in turn 10's Missile Results Phase
// brings 11.3's casualties to 99 (a win, not a draw) and counts in 11.8's
// total.
func TestRule_11_3_11_8_LastTurnPlayedWhole(t *testing.T) {
	for _, vic := range []VictoryFile{{Kind: VicTPV, TPV: 75}, {Kind: VicPoints}} {
		red := []CraftFile{cf("shryak-shuttle", "A", 10, 14, "N", 5, 5, 5)}
		blue := []CraftFile{cf("pit-viper", "A", 20, 2, "S", 9, 6), cf("pit-viper", "B", 22, 2, "S", 9, 6), cf("pit-viper", "C", 10, 2, "S", 9, 6)}
		s := vicPosition(t, vic, red, blue)
		s.crafts[1].state, s.crafts[2].state = outDestroyed, outDestroyed // 66 TPV
		s.crafts[3].hits = 20
		s.turn = 10
		s.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refCraft, 3}, rolled: true, ok: true, n: 3}}
		s.ph = phFireStart
		s = force(s, 6, 6, 6)
		var ev events
		s.advance(&ev)
		all := logText(ev.list)
		for !s.outcome.Over && s.turn == 10 {
			var e []engine.Event
			s, e = apply(t, s, quietPick(s.Legal(s.Phase().Actors[0])))
			all += logText(e)
		}
		if !s.outcome.Over || s.outcome.Winner != 0 || s.crafts[3].state != outDestroyed {
			t.Fatalf("%s: %+v\n%s", vic.Kind, s.outcome, all)
		}
	}
}

// TestRule_11_1_PodAboardNotHomeByTurn10: the pod recovered but not carried
// off Edge 1 by the end of turn 10 is a Void Stalker victory then, and not
// at the end of turn 9.
func TestRule_11_1_PodAboardNotHomeByTurn10(t *testing.T) {
	s := newGame(t, "rescue", 1)
	i := s.craftIndex(0, "Pharsii II A")
	s.crafts[i].pod, s.podState, s.turn = true, 1, 10
	s = quietly(t, s, func(s *State) bool { return false })
	if !s.outcome.Over || s.outcome.Winner != 1 || s.turn != 10 {
		t.Fatalf("turn %d: %+v", s.turn, s.outcome)
	}
	s = newGame(t, "rescue", 1)
	s.crafts[i].pod, s.podState, s.turn = true, 1, 9
	s = quietly(t, s, func(s *State) bool { return s.turn == 10 })
	if s.outcome.Over {
		t.Fatalf("over in turn 9: %+v", s.outcome)
	}
}

// TestRule_11_2_TenderLaunchesAddUp: 11.2's Mk.50s launched at the tender
// from Area I add up over the turns (four and four make eight).
func TestRule_11_2_TenderLaunchesAddUp(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rev := s.craftIndex(0, "Revenge A")
	s.crafts[rev].pos = offHex(30, 12)
	if !s.sc.board.InArea(s.crafts[rev].pos, "I") {
		t.Skip("not in Area I")
	}
	launched := 0
	for turn := 1; turn <= 2; turn++ {
		s = quietly(t, s, func(s *State) bool { return s.turn == turn && s.ph == phTorpLaunch && s.declarer == 0 })
		for k := 0; k < 4; k++ {
			s, _ = apply(t, s, Torp{By: 0, Craft: CraftID(rev), Target: OffboardTarget(), Mark: Mk50})
		}
		s, _ = apply(t, s, Declared{By: 0})
		s = quietly(t, s, func(s *State) bool { return s.ph != phTorpLaunch })
		launched += 4
		if s.offboard != launched {
			t.Fatalf("turn %d: %d counted, %d launched", turn, s.offboard, launched)
		}
	}
}

// TestRule_11_4_DamageDeliveredStaysDelivered: a House Thaan craft the
// 2331st damaged has had its point delivered, though 10.12 regains the box
// before the end of turn 10.
func TestRule_11_4_DamageDeliveredStaysDelivered(t *testing.T) {
	s := newStateOpts(loadScenario(t, "techstakes"), Options{DamageControl: true}, engine.NewDice(1))
	for k := range s.crafts {
		if s.crafts[k].side == 0 {
			s.crafts[k].damaged = true
		}
	}
	i := s.craftIndex(0, "Teal Hawk A")
	c := &s.crafts[i]
	for b, box := range c.typ.Track {
		if box.Kind == BoxDrive && c.typ.DriveAfter(b+1) <= 3 {
			c.hits = int16(b + 1)
			break
		}
	}
	c.dcUsed = true
	pv := s.craftIndex(0, "Pit Viper A")
	s.crafts[pv].hits = 1
	s.turn = s.sc.file.Turns
	s = force(s, 1)
	var ev events
	endTurnAttempting(s, &ev)
	if s.crafts[pv].hits != 0 || !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("Pit Viper A %d box(es): %+v\n%s", s.crafts[pv].hits, s.outcome, logText(ev.list))
	}
}

// TestRule_11_8_OffTheMapCountsAsDestroyed: in 11.8 a craft flown off the
// map is destroyed (5.0) and its TPV counts for the other side.
func TestRule_11_8_OffTheMapCountsAsDestroyed(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 0, "N", 9, 6)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 9, 6)}
	s := vicPosition(t, VictoryFile{Kind: VicPoints}, red, blue)
	s = quietly(t, s, func(s *State) bool { return s.ph == phMove && s.moverSide() == 0 })
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	s = quietly(t, s, func(s *State) bool { return false })
	if s.crafts[0].state != outDestroyed || s.DestroyedTPV(1) != 33 || s.outcome.Winner != 1 {
		t.Fatalf("state %d, Blue destroyed %d: %+v", s.crafts[0].state, s.DestroyedTPV(1), s.outcome)
	}
}

// TestRule_11_1_11_2_11_6_TaskNotDoneByAnnihilation: destroying every enemy
// craft wins none of these: the side with the task must still do it by the
// end of turn 10, or lose then.
func TestRule_11_1_11_2_11_6_TaskNotDoneByAnnihilation(t *testing.T) {
	for name, task := range map[string]int8{"rescue": 0, "minefield": 0, "screening": 1} {
		s := newGame(t, name, 1)
		for k := range s.crafts {
			if s.crafts[k].side != task {
				s.crafts[k].state = outDestroyed
			}
		}
		s.turn = 3
		var ev events
		s.checkVictory(&ev, true)
		if s.outcome.Over {
			t.Errorf("%s: over at turn 3 with the enemy gone: %+v", name, s.outcome)
		}
		s.turn = 10
		s.checkVictory(&ev, true)
		if !s.outcome.Over || s.outcome.Winner == engine.Player(task) {
			t.Errorf("%s: at the end of turn 10, the task undone: %+v", name, s.outcome)
		}
	}
}

// TestRule_11_2_11_6_11_7_EndingsWaitForOrdnanceAtTheSats: the Comm Sat of
// 11.7's Into the Minefield (and of 11.2, once the Revenge is home with the
// eight launched) and 11.6's Laser Sats must be destroyed by the end of
// turn 10, and nothing asks that a craft of the attacker be left to see it:
// a torp tracking the satellite flies on, and a salvo fired at it this turn
// strikes in the Missile Results Phase wherever its launcher is (4.1), as
// 11.3 and 11.8 wait for a side without craft. So the battle goes on while
// such ordnance is under way, and a Mk.50 that reaches the Comm Sat (no
// dodge; 5D12 of 4s is its 20 damage points) wins it; without any, the
// defender wins at once (before rules 10 the Comm Sat battle of 11.7 ended
// as the attacker's last craft fell, and 11.2's and 11.6's played on
// to turn 10 for nothing).
func TestRule_11_2_11_6_11_7_EndingsWaitForOrdnanceAtTheSats(t *testing.T) {
	for _, kind := range []string{VicCommSat, VicMinefield, VicScreening} {
		name := "minefield"
		if kind == VicScreening {
			name = "screening"
		}
		base := newGame(t, name, 1)
		sc := *base.sc
		if kind == VicCommSat {
			sc.file.Victory, sc.file.Rules.Offboard = VictoryFile{Kind: VicCommSat, Side: 0}, nil
		}
		base.sc = &sc
		vs := int8(sc.file.Victory.Side)
		sat, out := 0, 0
		for i := range base.crafts {
			c := &base.crafts[i]
			if c.side != vs {
				continue
			}
			switch {
			case kind == VicMinefield && c.typ.Key == "revenge":
				c.state = outExited
			case kind == VicScreening && out < 2:
				c.state, out = outExited, out+1
			default:
				c.state = outDestroyed
			}
		}
		if kind == VicMinefield {
			base.offboard = 8
		}
		if kind == VicScreening {
			base.sats[0].dead, sat = true, 1
		}
		for _, tc := range []struct {
			what  string
			torp  bool
			salvo bool
		}{{"a torp tracking it", true, false}, {"a salvo fired at it", false, true}, {"nothing", false, false}} {
			s := base.clone()
			if tc.torp {
				s.nextTorp++
				s.torps = append(s.torps, torp{id: s.nextTorp, side: vs, mark: Mk50, pos: hex.Neighbor(hex.Neighbor(s.sats[sat].pos, hex.S), hex.S), target: ref{refSat, sat}})
			}
			if tc.salvo {
				s.lockons = append(s.lockons, lockon{side: vs, craft: 0, mount: 0, target: ref{refSat, sat}, rolled: true, ok: true, n: 3})
			}
			var ev events
			s.checkVictory(&ev, false)
			if s.outcome.Over == (tc.torp || tc.salvo) {
				t.Fatalf("%s, %s under way: outcome %+v", kind, tc.what, s.outcome)
			}
			if !tc.torp && !tc.salvo && s.outcome.Winner != engine.Player(other(vs)) {
				t.Fatalf("%s, nothing under way: outcome %+v", kind, s.outcome)
			}
		}
		if kind == VicScreening {
			continue
		}
		// The Mk.50 in the Comm Sat's hex: it cannot dodge, 20 damage
		// points destroy it, and the attacker wins.
		s := base.clone()
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: vs, mark: Mk50, pos: s.sats[0].pos, target: ref{refSat, 0}})
		s.ph = phTorpResults
		s = force(s, 4, 4, 4, 4, 4)
		var ev events
		s.advance(&ev)
		if !s.sats[0].dead || !s.outcome.Over || s.outcome.Winner != engine.Player(vs) {
			t.Fatalf("%s: the Mk.50 in the Comm Sat's hex: sat dead %v, outcome %+v\n%s", kind, s.sats[0].dead, s.outcome, logText(ev.list))
		}
	}
}

// TestRule_11_6_ExitsBeforeTheSatsFall: 11.6 asks both conditions by the
// end of turn 10 and sets no order between them: two craft of Drive 10 or
// more that left by Edge 2 while both Laser Sats stood still count once the
// craft left behind destroy the sats.
func TestRule_11_6_ExitsBeforeTheSatsFall(t *testing.T) {
	s := newGame(t, "screening", 1).clone()
	vs := int8(s.sc.file.Victory.Side)
	out := 0
	for i := range s.crafts {
		if c := &s.crafts[i]; c.side == vs && out < 2 {
			c.state, out = outExited, out+1
		}
	}
	var ev events
	if s.checkVictory(&ev, false); s.outcome.Over {
		t.Fatalf("two out, both sats standing: %+v", s.outcome)
	}
	s.sats[0].dead, s.sats[1].dead = true, true
	if s.checkVictory(&ev, false); !s.outcome.Over || s.outcome.Winner != engine.Player(vs) {
		t.Fatalf("the sats destroyed after the two left: %+v", s.outcome)
	}
}

// TestRule_11_5_DamageControlAskedAlikeForBothShuttles: 10.12's question at
// the end of the turn never tells the real command ship from its decoy.
// The decoy is never damaged (damage unmasks it), so a shuttle is asked
// only once an attack has marked its track, which the enemy saw; two quiet,
// undamaged shuttles are asked nothing whichever is real, and the end of
// the turn the enemy sees (phase, who is asked, the log) is the same; and
// the real shuttle damaged is asked as any craft, with an attempt and a
// refusal offered.
func TestRule_11_5_DamageControlAskedAlikeForBothShuttles(t *testing.T) {
	base := newStateOpts(loadScenario(t, "commandship"), Options{DamageControl: true}, engine.NewDice(1))
	pair := commandPair(base)
	enemy := engine.Player(1 - base.crafts[pair[0]].side)
	var seen [2]string
	for k := range pair {
		s, _ := apply(t, base, Command{By: 0, Craft: CraftID(pair[k])})
		// A quiet, damaged craft of the enemy brings the question.
		for i := range s.crafts {
			if engine.Player(s.crafts[i].side) == enemy {
				s.crafts[i].hits = 2
				break
			}
		}
		n, log := atTurnEnd(t, s)
		ph := n.View(enemy).Phase()
		if ph.Name != PhaseRepair || !ph.Acting(enemy) {
			t.Fatalf("real shuttle %d: %q, actors %v", pair[k], ph.Name, ph.Actors)
		}
		for _, i := range pair {
			if n.Check(Repair{By: 1 - enemy, Craft: CraftID(i)}) == nil || n.Check(NoRepair{By: 1 - enemy, Craft: CraftID(i)}) == nil {
				t.Fatalf("real shuttle %d: undamaged shuttle %d asked", pair[k], i)
			}
		}
		seen[k] = fmt.Sprintf("%s %v %v %s", ph.Name, ph.Actors, n.View(enemy).Legal(enemy), log)
	}
	if seen[0] != seen[1] {
		t.Fatalf("the enemy tells the shuttles apart:\n%s\n%s", seen[0], seen[1])
	}
	// The real shuttle damaged in an earlier turn is asked like any craft.
	s, _ := apply(t, base, Command{By: 0, Craft: CraftID(pair[0])})
	s.crafts[pair[0]].hits = 3
	n, _ := atTurnEnd(t, s)
	p := engine.Player(n.crafts[pair[0]].side)
	want := []engine.Intent{Repair{By: p, Craft: CraftID(pair[0])}, NoRepair{By: p, Craft: CraftID(pair[0])}}
	if got := n.Legal(p); !slices.Equal(got, want) {
		t.Fatalf("the damaged real shuttle: offered %v", got)
	}
}

// nightHawksAtEdge2 is 11.6's screening battle with the Laser Sats down
// and Night Hawks A and B at offsets (71, 4) and (71, 8) facing NE, by the
// Edge 2 the tests fly them off.
func nightHawksAtEdge2(t *testing.T) (s *State, a, b int) {
	t.Helper()
	s = newGame(t, "screening", 1)
	for j := range s.sats {
		s.sats[j].dead = true
	}
	a, b = s.craftIndex(1, "Night Hawk A"), s.craftIndex(1, "Night Hawk B")
	s.crafts[a].pos, s.crafts[a].facing = hex.FromOffset(71, 4), hex.NE
	s.crafts[b].pos, s.crafts[b].facing = hex.FromOffset(71, 8), hex.NE
	return s, a, b
}

// TestRule_11_6_ExitAtDrive10: 11.6's exits count craft of current Drive
// "10 or greater": the second Night Hawk (Drive 15) slowed by critical
// hits to 11 or 10 wins the battle as it leaves by Edge 2, the sats down;
// at 9 it does not.
func TestRule_11_6_ExitAtDrive10(t *testing.T) {
	for _, tc := range []struct {
		loss int8
		won  bool
	}{{4, true}, {5, true}, {6, false}} {
		s, a, b := nightHawksAtEdge2(t)
		s.crafts[b].driveLoss = tc.loss
		moveNow(s, a)
		s, _ = apply(t, s, Forward{By: 1, Craft: CraftID(a)})
		s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(s.craftIndex(0, "Thunder Bird A"))})
		s, ev := apply(t, s, Forward{By: 1, Craft: CraftID(b)})
		if s.crafts[b].state != outExited {
			t.Fatalf("Drive %d: Night Hawk B did not leave\n%s", s.crafts[b].Drive(false), logText(ev))
		}
		if won := s.outcome.Over && s.outcome.Winner == 1; won != tc.won {
			t.Errorf("the second craft out at Drive %d: outcome %+v\n%s", s.crafts[b].Drive(false), s.outcome, logText(ev))
		}
	}
}

// TestRule_11_5_DecoyUnmaskedAtOneHexOnly: an enemy craft that ends its
// move 1 hex from 11.5's decoy unmasks it when the Movement Phase is
// complete; one that ends 2 hexes away does not.
func TestRule_11_5_DecoyUnmaskedAtOneHexOnly(t *testing.T) {
	for _, tc := range []struct {
		away     int
		unmasked bool
	}{{1, true}, {2, false}, {3, false}} {
		s, d, e := decoyAndSorensen(t)
		// The Sorensen ends its move, one hex forward, tc.away hexes north
		// of the decoy.
		s.crafts[e].pos, s.crafts[e].facing = s.crafts[d].pos, hex.S
		for k := 0; k <= tc.away; k++ {
			s.crafts[e].pos = hex.Neighbor(s.crafts[e].pos, hex.N)
		}
		moveNow(s, e)
		s, _ = apply(t, s, Forward{By: 1, Craft: CraftID(e)})
		s, _ = apply(t, s, Stop{By: 1, Craft: CraftID(e)})
		if got := hex.Distance(s.crafts[e].pos, s.crafts[d].pos); got != tc.away {
			t.Fatalf("the Sorensen ended %d hexes from the decoy, want %d", got, tc.away)
		}
		s = stopRest(t, s)
		if got := !s.crafts[d].alive(); got != tc.unmasked {
			t.Errorf("%d hexes: unmasked %v, want %v", tc.away, got, tc.unmasked)
		}
	}
}
