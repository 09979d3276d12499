package silentdeath

// Rules a quick reading gets wrong, each pinned against the rulebook
// (docs/rules/silentdeath.md lists the interpretations). Positions are
// built by hand and the dice forced; every test is quick.

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

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

// duelKnockout is 10.8's example set up for the knock-out: the
// Salamander's gunner (Gnr 4) fires its Splatterguns at the Thunder Bird,
// whose pilot (Gnr 7) answers and wins the duel (6+7−2 = 11 against
// 5+4 = 9); his four Pulse Lasers roll 4, 5 and 1: 13 against DV 12, Low
// 1 +3 −2 DR = 2 boxes, the 16th (w) and the 17th.
func duelKnockout(t *testing.T, pulseLaserLost bool) (*State, []engine.Event) {
	t.Helper()
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 4)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 13, "N", 5, 7)}
	s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	s.crafts[0].hits = 15
	s.crafts[0].lost = 1 << 0 // the Impulsegun
	if pulseLaserLost {
		s.crafts[0].lost |= 1 << 1
	}
	s.ph = phFireStart
	var e events
	s.advance(&e)
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}})
	s = force(s, 5, 6, 4, 5, 1, 1, 1, 1, 1, 1, 1)
	return apply(t, s, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
}

// TestRule_10_8_DuelLoserKnockedOut: the winner's hit takes the loser's
// only weapon system (a w box with one candidate): the loser cannot fire.
func TestRule_10_8_DuelLoserKnockedOut(t *testing.T) {
	s, ev := duelKnockout(t, true)
	log := logText(ev)
	if !strings.Contains(log, "Thunder Bird A fires") || s.crafts[0].hits != 17 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, log)
	}
	if strings.Contains(log, "Salamander A fires") {
		t.Fatalf("the Salamander fired Splatterguns a w box had taken\n%s", log)
	}
}

// TestRule_10_8_DuelLoserSwitches is the rest of 10.8's example: with the
// Splatterguns knocked out, the gunner switches to his 360° Pulse Laser,
// still at the Thunder Bird.
func TestRule_10_8_DuelLoserSwitches(t *testing.T) {
	s, ev := duelKnockout(t, false)
	if s.Phase().Name != PhaseChoose || !s.Phase().Acting(0) {
		t.Fatalf("phase %v: the Salamander's owner chooses what the w box takes\n%s", s.Phase(), logText(ev))
	}
	if strings.Contains(logText(ev), "Salamander A fires") {
		t.Fatalf("the loser fired before the w box was chosen\n%s", logText(ev))
	}
	s = force(s, 4, 4, 4)
	s, ev = apply(t, s, Lose{By: 0, Craft: 0, Mount: 2})
	log := logText(ev)
	if !strings.Contains(log, "Salamander A fires Pulse Laser at") {
		t.Fatalf("the gunner did not switch to his Pulse Laser\n%s", log)
	}
}

// TestRule_10_12_DetonationCountsAsHit: a torp the craft flew into hit it
// even when its DR stopped all the damage: no damage control that turn.
func TestRule_10_12_DetonationCountsAsHit(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 2
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	s = force(s, 2) // 1D12 of 2 against DR 3
	var ev events
	s.detonate(&ev, 0)
	if s.crafts[0].hits != 2 || !s.crafts[0].hitT {
		t.Fatalf("hits %d, hit this turn %v\n%s", s.crafts[0].hits, s.crafts[0].hitT, logText(ev.list))
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

// TestRule_4_1_LockOnBelowGnr: the lock-on needs 1D10 strictly less than
// the launcher crew's Gnr; a roll equal to it fails.
func TestRule_4_1_LockOnBelowGnr(t *testing.T) {
	for _, tc := range []struct {
		roll int
		ok   bool
	}{{5, true}, {6, false}} {
		s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
		// Neither side has anything more to declare: the roll is made at once.
		s = force(s, tc.roll)
		s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}})
		if got := len(s.lockons) == 1 && s.lockons[0].ok; got != tc.ok {
			t.Fatalf("roll %d against Gnr 6: locked %v, want %v", tc.roll, got, tc.ok)
		}
	}
}

// TestRule_4_1_LockOnRange: a lock-on target within 10 hexes (10 counts),
// not 11; missiles ignore asteroids.
func TestRule_4_1_LockOnRange(t *testing.T) {
	for _, tc := range []struct {
		row int
		ok  bool
	}{{1, true}, {0, false}} {
		s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 11, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, tc.row, "S", 5, 5)})
		s.asteroids = []hex.Hex{hex.FromOffset(10, 5)}
		n := 0
		s.lockTargets(0, 0, func(ref) { n++ })
		if (n == 1) != tc.ok {
			t.Fatalf("distance %d: %d targets", hex.Distance(s.crafts[0].pos, s.crafts[1].pos), n)
		}
	}
}

// TestRule_4_1_SmallestSalvoFirst: salvos of several launchers at one
// target are resolved apart, the smallest first, wherever the target now
// is; each missile is a D6, no ADB, no range modifier, read High.
func TestRule_4_1_SmallestSalvoFirst(t *testing.T) {
	s := position(t, false, []CraftFile{cf("revenge", "A", 10, 28, "N", 5, 6, 9)}, []CraftFile{cf("epping", "A", 10, 2, "S", 5, 5, 5, 5, 5)})
	s.lockons = []lockon{
		{side: 0, craft: 0, mount: 1, target: ref{refCraft, 1}, rolled: true, ok: true, n: 5},
		{side: 0, craft: 0, mount: 0, target: ref{refCraft, 1}, rolled: true, ok: true, n: 2},
	}
	s = force(s, 6, 6, 1, 1, 1, 1, 1)
	var ev events
	s.missileResults(&ev)
	log := logText(ev.list)
	two, five := strings.Index(log, "2 missile(s)"), strings.Index(log, "5 missile(s)")
	if two < 0 || five < 0 || two > five {
		t.Fatalf("the salvo of 2 did not strike first\n%s", log)
	}
	// 6+6 = 12 against DV 10: hit, High 6+6 = 12 − DR 5 = 7 boxes; the five
	// 1s make 5, a miss.
	if s.crafts[1].hits != 7 || !strings.Contains(log, "2d6 [6 6] = 12") {
		t.Fatalf("hits %d\n%s", s.crafts[1].hits, log)
	}
}

// TestRule_4_2_DodgeNeedsDrive10: a craft dodges at current Drive 10 or
// more ("equal to or greater"), not at 9.
func TestRule_4_2_DodgeNeedsDrive10(t *testing.T) {
	for _, tc := range []struct {
		hits  int16
		dodge bool
	}{{0, true}, {7, false}} {
		s := position(t, false, []CraftFile{cf("epping", "A", 10, 10, "N", 9, 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].hits = tc.hits
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
		s = force(s, 10, 1, 1, 1, 1, 1, 1)
		var ev events
		s.torpResults(&ev)
		log := logText(ev.list)
		if strings.Contains(log, "1 dodged") != tc.dodge {
			t.Fatalf("Drive %d: dodge %v\n%s", s.crafts[0].Drive(false), !tc.dodge, log)
		}
	}
}

// TestRule_4_2_CombinedTorpsOneDR: the torps that hit one target make one
// attack, so its DR is subtracted once from the sum of their dice.
func TestRule_4_2_CombinedTorpsOneDR(t *testing.T) {
	s := position(t, false, []CraftFile{cf("salamander", "A", 10, 10, "N", 1, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10, Mk10)
	s = force(s, 1, 5, 6, 1, 1, 1) // dodge 1+1−2: none; then 5 and 6
	var ev events
	s.torpResults(&ev)
	if s.crafts[0].hits != 11-3 {
		t.Fatalf("hits %d, want 11 − DR 3 once\n%s", s.crafts[0].hits, logText(ev.list))
	}
}

// TestRule_4_2_FlyIntoTrackerNoDodge: a craft that enters the hex of a
// torp tracking it sets it off at once, with no dodge; a torp tracking
// another craft is passed by.
func TestRule_4_2_FlyIntoTrackerNoDodge(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5), cf("pit-viper", "B", 20, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s = movePhase(t, s, 0)
	ahead := hex.Neighbor(s.crafts[0].pos, hex.N)
	s = arrive(s, ref{refCraft, 1}, ahead, 1, Mk20) // tracks Pit Viper B
	s = arrive(s, ref{refCraft, 0}, hex.Neighbor(ahead, hex.N), 1, Mk10)
	s = force(s, 9, 9)
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	if len(s.torps) != 2 || strings.Contains(logText(ev), "flies into") {
		t.Fatalf("the other craft's torp went off\n%s", logText(ev))
	}
	s, ev = apply(t, s, Forward{By: 0, Craft: 0})
	log := logText(ev)
	if len(s.torps) != 1 || !strings.Contains(log, "flies into") || strings.Contains(log, "dodge") || s.crafts[0].hits < 9-1 {
		t.Fatalf("torps %d hits %d\n%s", len(s.torps), s.crafts[0].hits, log)
	}
}

// TestRule_4_2_JamOnOne: a craft tracked by one torp jams it on 1D4 = 1
// only, at the end of the Torp Results Phase.
func TestRule_4_2_JamOnOne(t *testing.T) {
	for _, tc := range []struct {
		roll int
		left int
	}{{1, 0}, {2, 1}} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, mark: Mk10, pos: hex.FromOffset(20, 10), target: ref{refCraft, 0}, moved: true})
		s = force(s, tc.roll)
		var ev events
		s.autoJam(&ev)
		if len(s.torps) != tc.left {
			t.Fatalf("roll %d: %d torps left\n%s", tc.roll, len(s.torps), logText(ev.list))
		}
	}
}

// TestRule_4_2_TorpFlight: a torp has 12 MP, 1 a hex and 3 a hexside
// turned; it stops in its target's hex.
func TestRule_4_2_TorpFlight(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s.nextTorp++
	start := hex.FromOffset(10, 8)
	// 12 hexes straight ahead: reached with exactly 12 MP.
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: start, facing: hex.S, target: ref{refCraft, 0}})
	h, _, mp, ok := s.torpPath(0, s.crafts[0].pos)
	if !ok || h != s.crafts[0].pos || mp != 12 {
		t.Fatalf("reached %v with %d MP", ok, mp)
	}
	// Facing away, a turn of three hexsides costs 9: it gets 3 hexes nearer.
	s.torps[0].facing = hex.N
	h, _, mp, ok = s.torpPath(0, s.crafts[0].pos)
	if ok || hex.Distance(h, s.crafts[0].pos) != 9 || mp != 12 {
		t.Fatalf("facing away: reached %v, %d from the target with %d MP", ok, hex.Distance(h, s.crafts[0].pos), mp)
	}
}

// TestRule_5_1_BestCurrentPilot: a side adds the Plt of its best pilot
// still in play.
func TestRule_5_1_BestCurrentPilot(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 9, 5), cf("pit-viper", "B", 4, 2, "S", 6, 5)}, []CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5)})
	if v, _ := s.initiativePlt(0); v != 9 {
		t.Fatalf("Plt %d", v)
	}
	s.crafts[0].state = outDestroyed
	if v, _ := s.initiativePlt(0); v != 6 {
		t.Fatalf("Plt %d after the best pilot's craft is gone", v)
	}
}

// TestRule_5_1_TieRollsAgain: equal initiative totals are rolled again.
func TestRule_5_1_TieRollsAgain(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 5)}, []CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5)})
	s = force(s, 4, 4, 2, 3)
	s, ev := apply(t, s, Initiative{By: 0})
	if !strings.Contains(logText(ev), "tie") || s.mfirst != 0 || s.initWinner != 1 {
		t.Fatalf("first %d winner %d\n%s", s.mfirst, s.initWinner, logText(ev))
	}
}

// TestRule_5_2_SlowCraftTurn: below Drive 3 a craft may turn one hexside
// as its only action; at Drive 3 it turns normally for 3 MP.
func TestRule_5_2_SlowCraftTurn(t *testing.T) {
	// A Pit Viper with its track marked to □4 (Drive 4) and past it (0);
	// a critical's Drive −2 gives Drive 2, and −1 Drive 3.
	for _, tc := range []struct {
		loss    int8
		drive   int
		endsNow bool
		text    string
	}{{2, 2, true, "as its only action"}, {1, 3, true, ": 3 MP, 0 left"}, {0, 4, false, ": 3 MP, 1 left"}} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.crafts[0].hits = 19
		s.crafts[0].driveLoss = tc.loss
		if d := s.crafts[0].Drive(false); d != tc.drive {
			t.Fatalf("Drive %d", d)
		}
		s = movePhase(t, s, 0)
		s, ev := apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
		if s.crafts[0].moved != tc.endsNow || s.crafts[0].facing != hex.NE || !strings.Contains(logText(ev), tc.text) {
			t.Fatalf("Drive %d: moved %v facing %v\n%s", tc.drive, s.crafts[0].moved, s.crafts[0].facing, logText(ev))
		}
	}
}

// TestRule_5_2_OccupiedHex: a craft passes through an occupied hex but
// neither turns nor ends its move there.
func TestRule_5_2_OccupiedHex(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 19, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindTight)) || hasIntent(s, 0, kindIs(KindStop)) {
		t.Fatalf("in an occupied hex: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if !hasIntent(s, 0, kindIs(KindTurn)) || !hasIntent(s, 0, kindIs(KindStop)) {
		t.Fatalf("past it: %v", s.Legal(0))
	}
}

// TestRule_5_2_OneTurnPerHex: after a normal turn the craft must enter a
// new hex before turning again (two hexsides in one hex is a tight turn).
func TestRule_5_2_OneTurnPerHex(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindTight)) {
		t.Fatalf("a second turn in the hex: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("no turn in the next hex: %v", s.Legal(0))
	}
}

// TestRule_5_3_OffTheMap: a craft that leaves the map is destroyed (and
// its enemy scores its TPV); by its scenario's exit edge it has left.
func TestRule_5_3_OffTheMap(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 0, "N", 9, 5), cf("pit-viper", "B", 12, 5, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 20, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if s.crafts[0].state != outDestroyed || s.DestroyedTPV(1) != int(s.crafts[0].tpv) {
		t.Fatalf("state %v, Blue scores %d", s.crafts[0].state, s.DestroyedTPV(1))
	}
}

// TestRule_6_2_FiringOrder: gunners before pilots, higher Gnr first, with
// damage at once, so a craft destroyed by a faster gun never fires; equal
// Gnr fire together and both shots land.
func TestRule_6_2_FiringOrder(t *testing.T) {
	for _, tc := range []struct {
		redGnr, blueGnr int
		blueFires       bool
	}{{9, 8, false}, {8, 8, true}} {
		red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, tc.redGnr)}
		blue := []CraftFile{cf("pit-viper", "A", 10, 12, "N", 5, tc.blueGnr)}
		s := position(t, false, red, blue)
		s.crafts[1].hits = 22 // one box from the ✕
		s.crafts[0].hits = 22
		s.ph = phFireStart
		var e events
		s.advance(&e)
		s = force(s, 8, 8, 8, 8, 8, 8)
		for !s.outcome.Over && s.ph == phFire {
			p := s.Phase().Actors[0]
			var fire engine.Intent
			for _, l := range s.Legal(p) {
				if l.Kind() == KindFire {
					fire = l
				}
			}
			s, _ = apply(t, s, fire)
		}
		if got := s.crafts[0].state == outDestroyed; got != tc.blueFires {
			t.Fatalf("Gnr %d against %d: Red destroyed %v", tc.redGnr, tc.blueGnr, got)
		}
		if s.crafts[1].state != outDestroyed {
			t.Fatal("Blue survived")
		}
	}
}

// TestRule_7_1_EqualDVHits: a total equal to the DV hits ("equal to or
// exceeds"); one less misses.
func TestRule_7_1_EqualDVHits(t *testing.T) {
	// A Pit Viper (Gnr 4: 2D8+1D4) at mid range (5 hexes) of a Pit Viper.
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 4)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	for _, tc := range []struct {
		faces []int
		hit   bool
	}{{[]int{7, 4, 4}, true}, {[]int{7, 4, 3}, false}} {
		sh := force(s, tc.faces...).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if sh.hit != tc.hit {
			t.Fatalf("%v against DV 15: %s", tc.faces, sh.roll)
		}
	}
}

// TestRule_7_1_RangeModifiers: +1 in the short increment, −1 in the long,
// both to hit only; the last hex of each increment counts.
func TestRule_7_1_RangeModifiers(t *testing.T) {
	for _, tc := range []struct {
		w    Weapon
		d    int
		band RangeBand
	}{{PulseLaser, 3, ShortRange}, {PulseLaser, 4, MidRange}, {PulseLaser, 9, MidRange}, {PulseLaser, 10, LongRange}, {PulseLaser, 11, OutOfRange},
		{Splattergun, 2, ShortRange}, {Splattergun, 7, LongRange}, {Blatgun, 15, LongRange}, {Blatgun, 16, OutOfRange},
		{MeldLaser, 18, MidRange}, {MeldLaser, 20, LongRange}, {TurboLaser, 25, MidRange}, {TurboLaser, 30, LongRange}, {Impulsegun, 8, MidRange}, {Impulsegun, 9, LongRange}} {
		if b := Band(tc.w, tc.d, false); b != tc.band {
			t.Errorf("%s at %d: %v, want %v", weapons[tc.w].Name, tc.d, b, tc.band)
		}
	}
}

// TestRule_7_1_ImmobileKeepsLowerDV: Drive 0 caps the DV at 5 but never
// raises a lower one.
func TestRule_7_1_ImmobileKeepsLowerDV(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].driveLoss = 10
	if s.dv(0) != 5 {
		t.Fatalf("DV %d at Drive 0", s.dv(0))
	}
	s.crafts[0].dvLoss = 7
	if s.dv(0) != 3 {
		t.Fatalf("DV %d: 10 − 7 is below 5 and stays", s.dv(0))
	}
}

// TestRule_7_2_DRStopsAll: damage no greater than the DR marks no box, and
// the extra-gun bonus is added before the DR comes off.
func TestRule_7_2_DRStopsAll(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 4)}, []CraftFile{cf("epping", "A", 10, 13, "N", 5, 5, 5, 5, 5)})
	sh := force(s, 8, 8, 4).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if !sh.hit || sh.dmg != 0 {
		t.Fatalf("%s → %s", sh.roll, sh.text)
	}
	var ev events
	s.land(&ev, sh)
	if s.crafts[1].hits != 0 {
		t.Fatalf("%d boxes marked", s.crafts[1].hits)
	}
}

// TestRule_7_2_WeaponBoxChooser: a w box is the defender's choice, a W box
// the attacker's; with one system left it goes at once.
func TestRule_7_2_WeaponBoxChooser(t *testing.T) {
	// The Night Hawk's track: w at box 7, W at box 17.
	for _, tc := range []struct {
		from    int16
		chooser engine.Player
	}{{6, 0}, {16, 1}} {
		s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].hits = tc.from
		var ev events
		s.damageCraft(&ev, 0, 1, 1)
		s.advance(&ev)
		if s.Phase().Name != PhaseChoose || !s.Phase().Acting(tc.chooser) {
			t.Fatalf("box %d: %v", tc.from+1, s.Phase())
		}
		s.crafts[0].lost = 1
		s.advance(&ev)
		if len(s.pending) != 0 || s.crafts[0].lost != 3 {
			t.Fatalf("one system left: pending %d lost %b", len(s.pending), s.crafts[0].lost)
		}
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
	if strings.Count(log, "Laser Sat A fires") != 1 || !strings.Contains(log, "3d8 [5 6 7] +1 short range = 19") || !strings.Contains(log, "Low 5") {
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

// TestRule_10_5_Asteroids: an asteroid on the line blocks cannon fire
// (missiles ignore it, TestRule_4_1_LockOnRange); entering its hex deals
// 10D12, one drifting into a craft 5D12, each less DR; an asteroid
// drifting off the map comes back at the other end of its row.
func TestRule_10_5_Asteroids(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 15, "S", 5, 5)})
	n := 0
	s.cannonTargets(0, 0, func(ref) { n++ })
	s.asteroids = []hex.Hex{hex.FromOffset(10, 17)}
	m := 0
	s.cannonTargets(0, 0, func(ref) { m++ })
	if n != 1 || m != 0 {
		t.Fatalf("targets %d in the clear, %d behind the asteroid", n, m)
	}
	// Entering: 10 dice.
	s = movePhase(t, s, 0)
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.N)}
	s = force(s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	if !strings.Contains(logText(ev), "10d12") || s.crafts[0].hits != 10-1 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, logText(ev))
	}
	// Drifting into a craft: 5 dice; the wrap along the row.
	s.drift = hex.N
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[1].pos, hex.S), hex.FromOffset(4, 0)}
	s.crafts[1].hits = 0
	s = force(s, 2, 2, 2, 2, 2)
	var e events
	s.driftAsteroids(&e)
	if s.crafts[1].hits != 10-2 || !strings.Contains(logText(e.list), "5d12") {
		t.Fatalf("hits %d\n%s", s.crafts[1].hits, logText(e.list))
	}
	if c, r := hex.ToOffset(s.asteroids[1]); c != 4 || r != StandardRows-1 {
		t.Fatalf("the asteroid leaving the top came back at [%d,%d]", c, r)
	}
}

// TestRule_10_7_CriticalCostsDecoyAndPD: every critical hit takes a decoy
// and knocks the point defence out.
func TestRule_10_7_CriticalCostsDecoyAndPD(t *testing.T) {
	s := positionOpts(t, Options{Decoys: true, PointDefence: true}, []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	if s.crafts[0].decoys != 2 {
		t.Fatalf("%d decoys", s.crafts[0].decoys)
	}
	if pd, _ := s.pointDefence(0); pd != 7 {
		t.Fatalf("kill spread 1–%d", pd)
	}
	s = force(s, 10) // ✳ at box 9: chart 10, one more box
	var ev events
	s.damageCraft(&ev, 0, 9, 1)
	if pd, _ := s.pointDefence(0); s.crafts[0].decoys != 1 || pd != 0 {
		t.Fatalf("decoys %d, kill spread %d\n%s", s.crafts[0].decoys, pd, logText(ev.list))
	}
}

// TestRule_10_7_KillSpreadInclusive: a point-defence roll on the top of
// the spread destroys the torp, one more misses; with the bracketed limit
// only that many torps are tried.
func TestRule_10_7_KillSpreadInclusive(t *testing.T) {
	for _, tc := range []struct {
		limit bool
		rolls []int
		left  int
	}{{false, []int{7, 8}, 1}, {true, []int{1, 1}, 1}} {
		o := Options{PointDefence: true, PDLimit: tc.limit}
		s := positionOpts(t, o, []CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		if tc.limit {
			s.crafts[0].typ, _ = CraftByKey("night-hawk") // spread 1–3, one torp at most
		} else {
			s.crafts[0].typ, _ = CraftByKey("salamander") // spread 1–7
		}
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10, Mk10)
		s = force(s, tc.rolls...)
		var ev events
		left := s.shootDown(&ev, 0, []int{0, 1})
		if len(left) != tc.left {
			t.Fatalf("limit %v, rolls %v: %d left\n%s", tc.limit, tc.rolls, len(left), logText(ev.list))
		}
	}
}

// TestRule_10_9_DefenderPicks: on a hex between two arcs the defender
// takes the row and column that suit him, the lowest modifier.
func TestRule_10_9_DefenderPicks(t *testing.T) {
	a := hex.FromOffset(10, 20)
	// Two hexes ahead and one across: on the Forward / Front Quarter Right
	// boundary of the attacker facing N.
	d := hex.Neighbor(hex.Neighbor(a, hex.N), hex.NE)
	if cs := hex.SilentDeathCones(a, hex.N, d); cs != hex.ConeF|hex.ConeFQR {
		t.Fatalf("cones %v", cs)
	}
	// The defender faces N: the attacker is in its Aft (and Rear Quarter
	// Left) arc. Forward row: Aft +1, Rear Quarter 0; Front Quarter row:
	// Aft 0, Rear Quarter +1. The defender picks 0.
	if got := Deflection(a, hex.N, d, hex.N, false); got != 0 {
		t.Fatalf("deflection %+d, want 0", got)
	}
}

// TestRule_10_10_AutoHitNeedsBothTop: one base die on its top face is not
// an automatic hit; the ADB die never counts.
func TestRule_10_10_AutoHitNeedsBothTop(t *testing.T) {
	s := positionOpts(t, Options{AutoHits: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 1)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	a := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
	if sh := force(s, 8, 1, 4).cannonShot(a); sh.hit {
		t.Fatalf("8+1+4 = 13 against DV 15 hit: %s", sh.roll)
	}
	if sh := force(s, 1, 1, 4).cannonShot(a); sh.hit || !strings.Contains(sh.roll.String(), "automatic miss") {
		t.Fatalf("double 1s: %s", sh.roll)
	}
}

// TestRule_10_11_RangeBands: the six increments as printed, the last hex
// of each counting, the modifiers +2, +1, 0, −1, −2, −4.
func TestRule_10_11_RangeBands(t *testing.T) {
	s := positionOpts(t, Options{RangeBands: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 1)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	for _, tc := range []struct {
		w   Weapon
		d   int
		mod int
		ok  bool
	}{{PulseLaser, 2, 2, true}, {PulseLaser, 3, 1, true}, {PulseLaser, 10, -2, true}, {PulseLaser, 11, 0, false},
		{MeldLaser, 20, -4, true}, {TurboLaser, 28, -2, true}, {TurboLaser, 29, -4, true}, {Splattergun, 6, -1, true},
		{Blatgun, 15, -4, true}, {Impulsegun, 7, -1, true}, {Impulsegun, 9, -2, true}} {
		m, _, ok := s.rangeMod(tc.w, tc.d)
		if m != tc.mod || ok != tc.ok {
			t.Errorf("%s at %d: %+d %v, want %+d %v", weapons[tc.w].Name, tc.d, m, ok, tc.mod, tc.ok)
		}
	}
}

// TestRule_10_2_DriftDie: Drive 0–5 never drifts, 6–10 1D4, 11–15 1D6,
// 16 and more 1D8.
func TestRule_10_2_DriftDie(t *testing.T) {
	for d, want := range map[int]int{0: 0, 5: 0, 6: 4, 10: 4, 11: 6, 15: 6, 16: 8, 19: 8} {
		if got := DriftDie(d); got != want {
			t.Errorf("Drive %d: 1D%d, want 1D%d", d, got, want)
		}
	}
	if SetTurnCost(2) != 5 || SetTurnCost(3) != 7 {
		t.Fatalf("set costs %d, %d", SetTurnCost(2), SetTurnCost(3))
	}
}

// TestRule_10_4_SlipThroughOccupied: a sideslip is a forward move, so it
// may pass into an occupied hex when the craft can fly on to a free one;
// it may neither stop nor turn there.
func TestRule_10_4_SlipThroughOccupied(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 11, 19, "N", 5, 5)} // the front-right hex
	s := positionOpts(t, Options{Sideslips: true}, red, blue)
	s = movePhase(t, s, 0)
	if !hasIntent(s, 0, func(x engine.Intent) bool { sl, ok := x.(Slip); return ok && sl.Dir == 1 }) {
		t.Fatalf("no slip through the occupied hex: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindStop)) || hasIntent(s, 0, kindIs(KindTurn)) || !hasIntent(s, 0, kindIs(KindForward)) {
		t.Fatalf("in the occupied hex: %v", s.Legal(0))
	}
}

// TestRule_6_1_TorpSpeedRestriction: for the target speed restrictions a
// torp counts as the MP it flies: 12, or with 10.6's variable speeds 18,
// 16 and 10 (the Meld Laser, Drive 12 at most, may then fire only at a
// Mk.50).
func TestRule_6_1_TorpSpeedRestriction(t *testing.T) {
	for _, tc := range []struct {
		speeds bool
		mark   Mark
		meld   bool
	}{{false, Mk10, true}, {true, Mk10, false}, {true, Mk20, false}, {true, Mk50, true}} {
		s := positionOpts(t, Options{TorpSpeeds: tc.speeds}, []CraftFile{cf("night-hawk", "A", 10, 20, "N", 7, 7)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: tc.mark, pos: hex.FromOffset(10, 5), target: ref{refCraft, 0}})
		got := false
		s.cannonTargets(0, 1, func(r ref) { got = got || r == ref{refTorp, 1} })
		if got != tc.meld {
			t.Fatalf("speeds %v, %s: the Meld Laser may fire %v", tc.speeds, tc.mark, got)
		}
	}
}

// TestRule_11_7_MostValuablePilotTies is 11.7's scenario 5: Side A wins at
// once when the craft of Side B's most valuable pilot is destroyed, and
// when several pilots are worth as much, any of their craft counts.
func TestRule_11_7_MostValuablePilotTies(t *testing.T) {
	crafts := []CraftFile{cf("salamander", "A", 0, 0, "N", 5, 6, 9), cf("salamander", "B", 0, 0, "N", 6, 5, 8), cf("sorensen-iii", "A", 0, 0, "N", 4, 4, 5)}
	if name, ties := mostValuablePilot(crafts); name != "Salamander A" || !ties {
		t.Fatalf("%q ties %v", name, ties)
	}
	if name, ties := mostValuablePilot(crafts[1:]); name != "Salamander B" || ties {
		t.Fatalf("%q ties %v", name, ties)
	}
	for _, ties := range []bool{false, true} {
		s := stateOf(t, "commandship", func(f *ScenarioFile) {
			// The Grizzlies' Salamander A and B pilots are both worth 11.
			f.Victory.Target, f.Victory.PilotTies = "Salamander A", ties
			for k := range f.Sides[1].Craft {
				if c := &f.Sides[1].Craft[k]; c.Type == "salamander" && c.ID == "B" {
					c.Pilot = CrewFile{Plt: 6, Gnr: 5}
				}
				if c := &f.Sides[1].Craft[k]; c.Type == "salamander" && c.ID == "A" {
					c.Pilot = CrewFile{Plt: 5, Gnr: 6}
				}
			}
		})
		s.crafts[s.craftIndex(1, "Salamander B")].state = outDestroyed
		var ev events
		s.checkVictory(&ev, false)
		if s.outcome.Over != ties || (ties && s.outcome.Winner != 0) {
			t.Fatalf("ties %v: outcome %+v", ties, s.outcome)
		}
	}
}

// ---- Second audit: corners the first did not list ----

// moveNow makes craft i the next to move in a Movement Phase.
func moveNow(s *State, i int) {
	c := &s.crafts[i]
	s.ph, s.mover, s.mp, s.initWinner, s.mfirst, s.lastSide = phMove, -1, 0, c.side, c.side, -1
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

// TestRule_10_5_AsteroidBlocksLaserSat: with 10.5's asteroids in 11.6, a
// Laser Sat's fire is cannon fire and an asteroid on the line blocks it.
func TestRule_10_5_AsteroidBlocksLaserSat(t *testing.T) {
	for _, blocked := range []bool{false, true} {
		s := newGame(t, "screening", 1)
		sat := s.sats[0].pos
		j := s.craftIndex(1, "Night Hawk A")
		s.crafts[j].pos = hex.Neighbor(hex.Neighbor(hex.Neighbor(sat, hex.N), hex.N), hex.N)
		s.asteroids = nil
		if blocked {
			s.asteroids = []hex.Hex{hex.Neighbor(sat, hex.N)}
		}
		var ev events
		s = force(s, 8, 8, 8, 8, 8, 8)
		s.laserSatsFire(&ev)
		fired := strings.Contains(logText(ev.list), "fires at Void Stalker's Night Hawk A")
		if fired == blocked {
			t.Fatalf("asteroid %v: the Laser Sat fired %v\n%s", blocked, fired, logText(ev.list))
		}
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

// tpvPosition is a battle of victory kind vic between four Pit Vipers a
// side (33 TPV each at Plt 9, Gnr 6).
func tpvPosition(t *testing.T, vic VictoryFile) *State {
	t.Helper()
	var red, blue []CraftFile
	for k, id := range []string{"A", "B", "C", "D"} {
		red = append(red, cf("pit-viper", id, 2+2*k, 2, "S", 9, 6))
		blue = append(blue, cf("pit-viper", id, 2+2*k, 20, "N", 9, 6))
	}
	f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
		Victory: vic, Sides: []SideFile{{Name: "Red", Color: "red", Craft: red}, {Name: "Blue", Color: "blue", Craft: blue}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return newState(sc, engine.NewDice(1))
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

// TestRule_YourFirstGame_LastFightersTogether: the last fighters of both
// sides destroyed in the same (simultaneous) Fire Phase: each side has
// destroyed every enemy, neither first: a draw.
func TestRule_YourFirstGame_LastFightersTogether(t *testing.T) {
	s := tpvPosition(t, VictoryFile{Kind: VicAnnihilate})
	s.crafts[0].tpv = 50 // unequal losses: destroyed TPV does not decide
	for k := range s.crafts {
		s.crafts[k].state = outDestroyed
	}
	var ev events
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != -1 {
		t.Fatalf("%+v", s.outcome)
	}
}

// TestRule_10_8_DuelTieFiresTogether: a tied gunnery duel resolves both
// attacks simultaneously: the Thunder Bird's hit that takes the
// Salamander's Splatterguns (its last system) does not stop the
// Salamander's shot, rolled with it.
func TestRule_10_8_DuelTieFiresTogether(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 4)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 13, "N", 5, 7)}
	s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	s.crafts[0].hits = 15
	s.crafts[0].lost = 1<<0 | 1<<1 // the Impulsegun and the Pulse Laser
	s.ph = phFireStart
	var e events
	s.advance(&e)
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}})
	// Duel: 5 + 4 = 9 against 4 + 7 − 2 = 9. Then the Salamander's 2D6+1D4
	// (1, 1, 1: a miss) and the Thunder Bird's 2D8+1D8 (4, 5, 1: 13, a hit
	// taking boxes 16, the w, and 17).
	s = force(s, 5, 4, 1, 1, 1, 4, 5, 1, 1, 1, 1)
	s, ev := apply(t, s, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
	log := logText(ev)
	if !strings.Contains(log, "tie: both fire together") || !strings.Contains(log, "Salamander A fires 2 Splatterguns") || s.crafts[0].hits != 17 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, log)
	}
	if strings.Index(log, "Salamander A fires") > strings.Index(log, "Thunder Bird A fires") {
		t.Fatalf("the shots were not rolled together\n%s", log)
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

// TestRule_10_7_PointDefenceIsAWeapon: point defence is a weapon system
// discharged (10.7): with 10.12 on, a craft whose point defence shot down
// every torp that reached it, though not hit, may not try damage control
// that turn.
func TestRule_10_7_PointDefenceIsAWeapon(t *testing.T) {
	o := Options{PointDefence: true, DamageControl: true}
	s := positionOpts(t, o, []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].hits = 3
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	// Drive 16 can dodge: the owner chooses point defence.
	s.crafts[0].defence = 2
	s = force(s, 1, 1) // the kill roll, then what damage control would roll
	var ev events
	s.torpResults(&ev)
	if len(s.torps) != 0 || s.crafts[0].hits != 3 || s.crafts[0].hitT {
		t.Fatalf("torps %d hits %d\n%s", len(s.torps), s.crafts[0].hits, logText(ev.list))
	}
	s.endTurn(&ev)
	if s.crafts[0].hits != 3 || strings.Contains(logText(ev.list), "damage control") {
		t.Fatalf("damage control after point defence\n%s", logText(ev.list))
	}
}

// TestRule_11_5_DecoyHasNoPointDefence: the decoy may not fire any weapon,
// point defence included; the real shuttle's point defence is a weapon
// fired, and unmasks the decoy.
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
	s = force(s, 1) // shot down
	var ev events
	s.torpResults(&ev)
	if s.crafts[decoy].alive() || !strings.Contains(logText(ev.list), "decoy") {
		t.Fatalf("the real shuttle's point defence left the decoy\n%s", logText(ev.list))
	}
}

// TestSecondHitOnAGoneCraftSaysWhy: fire is simultaneous, so a second hit
// of the same exchange may land on a craft already destroyed; the log says
// so rather than a bare "no effect" (the play-test).
func TestSecondHitOnAGoneCraftSaysWhy(t *testing.T) {
	s := newGame(t, "first-game", 1)
	var ev events
	s.crafts[0].state = outDestroyed
	if got := s.damageCraft(&ev, 0, 17, 1); got != "no effect: already destroyed" {
		t.Errorf("a destroyed craft: %q", got)
	}
	s.crafts[1].state = outExited
	if got := s.damageCraft(&ev, 1, 17, 0); got != "no effect: no longer on the map" {
		t.Errorf("a craft that left: %q", got)
	}
}

// TestRule_4_2_TorpsAfterMissiles: the Missile/Torp Launch Phase has two
// rounds. Lock-ons are declared first (no torp may be declared with them),
// rolled and their salvos fired; only then are torp launches declared, in
// secret, with the lock-ons' results known to both sides (4.1: "at the
// beginning"; 4.2: "after missiles are fired").
func TestRule_4_2_TorpsAfterMissiles(t *testing.T) {
	red := []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5), cf("spirit-rider", "A", 12, 10, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)}
	s := position(t, false, red, blue)
	if s.Phase().Name != PhaseLaunch || s.declarer != 0 {
		t.Fatalf("the turn starts in %q, declarer %d", s.Phase().Name, s.declarer)
	}
	for _, in := range s.Legal(0) {
		if in.Kind() == KindTorp {
			t.Fatalf("a torp is offered with the lock-ons: %v", in)
		}
	}
	early := Torp{By: 0, Craft: 1, Mark: Mk10, Target: ref{refCraft, 2}}
	if _, _, err := s.Apply(early); err == nil || !strings.Contains(err.Error(), "after the missiles") {
		t.Fatalf("a torp declared with the lock-ons: %v", err)
	}
	// Red has no other launcher and Blue none: the lock-on is rolled at once.
	s = force(s, 2)
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 2}})
	if s.Phase().Name != PhaseSalvo || !s.lockons[0].ok {
		t.Fatalf("phase %q, lock-ons %+v", s.Phase().Name, s.lockons)
	}
	s, _ = apply(t, s, Salvo{By: 0, Craft: 0, Mount: 0, N: 3})
	if s.Phase().Name != PhaseTorpLaunch || s.declarer != 0 {
		t.Fatalf("after the salvo: %q, declarer %d", s.Phase().Name, s.declarer)
	}
	if got := s.View(1).(*State).Declared(); len(got) != 1 || !strings.Contains(got[0], "3 missiles") {
		t.Fatalf("Blue does not see the salvo fired before the torps: %q", got)
	}
	s, _ = apply(t, s, early)
	if len(s.View(1).(*State).launches) != 0 {
		t.Fatal("Blue sees Red's secret torp launch")
	}
	s, _ = apply(t, s, Declared{By: 0})
	s, ev := apply(t, s, Declared{By: 1})
	if s.Phase().Name != PhaseInitiative || len(s.torps) != 1 || !strings.Contains(logText(ev), "launches") {
		t.Fatalf("phase %q, %d torps\n%s", s.Phase().Name, len(s.torps), logText(ev))
	}
}

// TestRule_10_2_DriftBeforeInitiative: the drifts come before any other
// activity of the Movement Phase, the initiative roll included, so the
// "current best pilot" is the best one left after them. Red's Plt 9 pilot
// drifts into an asteroid (5D12, 10.5) and dies with his Pit Viper; Red's
// initiative adds the Plt 3 of the other: 5 + 3 against Blue's 5 + 5.
func TestRule_10_2_DriftBeforeInitiative(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 9, 8), cf("pit-viper", "B", 14, 10, "S", 3, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.S)}
	s.ph = phMoveStart
	// Drift 1 into the asteroid, 5D12 of 12s, the first ✳ rolls 1
	// (destroyed); the other two drift 1 hex; then the initiative, 5 each.
	s = force(s, 1, 12, 12, 12, 12, 12, 1, 1, 1, 5, 5)
	n, ev := apply(t, s, Initiative{By: 0})
	if n.crafts[0].alive() {
		t.Fatalf("Pit Viper A survived the asteroid\n%s", logText(ev))
	}
	if n.initWinner != 1 || n.moverSide() != 0 {
		t.Fatalf("initiative to side %d: Red's best pilot is still the dead one\n%s", n.initWinner, logText(ev))
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
	s.endTurn(&ev)
	if s.crafts[i].alive() {
		t.Fatal("the asteroid did not destroy the Pharsii II")
	}
	if s.podState != 0 || s.outcome.Over {
		t.Fatalf("pod state %d, outcome %+v\n%s", s.podState, s.outcome, logText(ev.list))
	}
}

// TestRule_10_12_CriticalNegatedWhole: damage control that regains a ✳
// box negates that hit's effect, and with 10.7 a critical hit also took a
// decoy and knocked out point defence: both come back with the box (the
// chart's Drive loss too).
func TestRule_10_12_CriticalNegatedWhole(t *testing.T) {
	red := []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Decoys: true, PointDefence: true, DamageControl: true}, red, blue)
	c := &s.crafts[0]
	decoys, _, _, _ := Defences(c.typ)
	if int(c.decoys) != decoys || c.pdLost {
		t.Fatalf("decoys %d, point defence lost %v at the start", c.decoys, c.pdLost)
	}
	c.hits = 10        // the next box is the ✳
	s = force(s, 3, 1) // the chart: Drive −2; then damage control's 1D10
	var ev events
	s.damageCraft(&ev, 0, 1, 1)
	c = &s.crafts[0]
	if int(c.decoys) != decoys-1 || !c.pdLost || c.driveLoss != 2 {
		t.Fatalf("after the critical: decoys %d, point defence lost %v, Drive loss %d\n%s", c.decoys, c.pdLost, c.driveLoss, logText(ev.list))
	}
	c.hitT = false // a later turn without fire
	s.damageControl(&ev)
	c = &s.crafts[0]
	if c.hits != 10 || int(c.decoys) != decoys || c.pdLost || c.driveLoss != 0 {
		t.Fatalf("after damage control: %d boxes, decoys %d, point defence lost %v, Drive loss %d\n%s", c.hits, c.decoys, c.pdLost, c.driveLoss, logText(ev.list))
	}
}

// TestRule_11_7_FieldingIsOptional: before every scenario, not only where
// 11.7 limits a force, each side decides which roster craft it commits
// ("participation is always optional for each unit"; a damaged craft goes
// only "if a player desires"): a craft kept home is not in the battle.
func TestRule_11_7_FieldingIsOptional(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 1 })
	var st engine.State = c
	home := RosterID(-1)
	for p := engine.Player(0); p < 2; p++ {
		fv, ok := st.(*Campaign).Fielding(p)
		if !ok || fv.MaxTPV != 0 {
			t.Fatalf("side %d does not choose what to field in scenario 2: %+v", p, fv)
		}
		if p == 0 && len(fv.Rows) > 1 {
			home = fv.Rows[0].Craft
			st, _ = gametest.Apply(t, st, Field{By: 0, Craft: home})
		}
		st, _ = gametest.Apply(t, st, Done{By: p})
	}
	if home < 0 {
		t.Skip("side 0 has a single craft")
	}
	c = st.(*Campaign)
	if c.battle == nil {
		t.Fatalf("no battle: %s", c.Phase().Name)
	}
	for _, a := range c.playing[0] {
		if a.Craft == int(home) {
			t.Fatal("the craft kept home is in the battle")
		}
	}
}

// TestRule_11_7_RepairsCraftKeptHome: the 20 damage points repaired
// between scenarios are repaired on "each vessel", a craft kept home from
// the battle too, with what the repaired boxes took.
func TestRule_11_7_RepairsCraftKeptHome(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 1 })
	c = c.clone()
	c.sides[0].Craft[0] = RosterCraft{Type: "thunder-bird", ID: "Z", Damage: 26,
		Lost: []LossFile{{Kind: LossWeapon, N: 0, Box: 12}, {Kind: LossCrit, N: 2, Box: 3}}}
	var st engine.State = c
	st, _ = gametest.Apply(t, st, Field{By: 0, Craft: 0})
	st, _ = gametest.Apply(t, st, Done{By: 0})
	st, _ = gametest.Apply(t, st, Done{By: 1})
	c = st.(*Campaign)
	if c.battle == nil {
		t.Fatalf("no battle: %s", c.Phase().Name)
	}
	n := c.clone()
	var ev events
	if err := n.record(finished(c.battle), &ev); err != nil {
		t.Fatal(err)
	}
	cr := n.sides[0].Craft[0]
	if cr.ID != "Z" || cr.Damage != 6 || len(cr.Lost) != 1 || cr.Lost[0].Box != 3 {
		t.Fatalf("the craft kept home after the repairs: %+v", cr)
	}
}

// TestRule_10_4_SlipOffTheMap: a sideslip is a forward move (10.4), so it
// may take a craft off the map as a forward move does (5.0): by its side's
// exit edge the craft leaves the battle, by another edge it is lost. Before
// rules 5's correction a sideslip was never offered off the map, so a craft
// facing along its exit edge had to turn (3 MP) where a sideslip (2 MP)
// takes it out.
func TestRule_10_4_SlipOffTheMap(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 0, 10, "N", 7, 8), cf("pit-viper", "B", StandardCols-1, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Sideslips: true}, red, blue)
	s.sc.file.Sides[0].Exit = 1
	for _, tc := range []struct {
		craft, dir int
		want       out
		says       string
	}{{0, -1, outExited, "leaves the map by Edge 1"}, {1, 1, outDestroyed, "flies off the map by Edge 3 and is lost"}} {
		n := s.clone()
		moveNow(n, tc.craft)
		slip := Slip{By: 0, Craft: CraftID(tc.craft), Dir: tc.dir}
		if !hasIntent(n, 0, func(x engine.Intent) bool { return x == slip }) {
			t.Fatalf("%s: no sideslip off the map offered", n.label(tc.craft))
		}
		n, ev := apply(t, n, slip)
		if n.crafts[tc.craft].state != tc.want || !strings.Contains(logText(ev), tc.says) {
			t.Fatalf("%s: state %v\n%s", n.label(tc.craft), n.crafts[tc.craft].state, logText(ev))
		}
	}
	if got := s.DestroyedTPV(1); got != 0 {
		t.Fatalf("Blue scores %d before any slip", got)
	}
}

// TestRule_10_12_WhatStopsRepair: damage control is tried by a craft that
// this turn neither fired nor was hit (10.12). Being shot at is not being
// hit: a cannon attack that misses it and a torp it dodges leave it free to
// try; an attack that hits it, even for no damage, and a torp it launched
// (a weapon discharged) stop it.
func TestRule_10_12_WhatStopsRepair(t *testing.T) {
	red := []CraftFile{cf("thunder-bird", "A", 10, 10, "N", 9, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "S", 5, 5)}
	base := positionOpts(t, Options{DamageControl: true}, red, blue)
	base.crafts[0].hits = 2
	for _, tc := range []struct {
		what    string
		do      func(s *State, ev *events)
		repairs bool
	}{
		{"nothing", func(*State, *events) {}, true},
		{"a cannon attack that misses", func(s *State, ev *events) {
			// Base dice 1+1 and ADB 1: far below DV 13.
			s.land(ev, force(s, 1, 1, 1).cannonShot(attack{side: 1, craft: 1, target: ref{refCraft, 0}}))
		}, true},
		{"a torp it dodges", func(s *State, ev *events) {
			arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk20)
			s.dice = engine.NewDice(9).Force(10) // 10 + Plt 9 − 1 torp: dodged
			s.torpResults(ev)
		}, true},
		{"an attack that hits for no damage", func(s *State, ev *events) {
			s.land(ev, shot{kind: EvAttack, side: 1, target: ref{refCraft, 0}, hit: true, dmg: 0})
		}, false},
		{"a torp it launched", func(s *State, ev *events) {
			s.launches = []launch{{side: 0, craft: 0, mark: Mk10, target: ref{refCraft, 1}}}
			s.revealTorps(ev)
		}, false},
	} {
		s := base.clone()
		var ev events
		tc.do(s, &ev)
		s = force(s, 1) // within every spread
		s.endTurn(&ev)
		if got := s.crafts[0].hits == 1; got != tc.repairs {
			t.Fatalf("after %s: repaired %v, want %v\n%s", tc.what, got, tc.repairs, logText(ev.list))
		}
	}
}

// TestRule_10_8_HeldFireMayDuel: the duellist is one of the target's crew
// who has not fired this Cannon Fire Phase (10.8: one cannon a phase, "may
// not fire once normally, then fire again in a subsequent gunnery duel").
// A gunner who held fire in his step has not fired: when a pilot of a later
// step attacks his craft he may answer, and the pilot, duelling with a
// gunner, takes the −2 (5 + Gnr 8 − 2 = 11 against 3 + Gnr 9 = 12: the
// gunner fires first). A gunner who fired in his step may not. Before rules
// 5's correction, holding fire counted as firing.
func TestRule_10_8_HeldFireMayDuel(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 9)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 12, "N", 7, 8)}
	for _, held := range []bool{true, false} {
		s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
		s.ph = phFireStart
		var e events
		s.advance(&e)
		if s.step != 1 || s.Phase().Actors[0] != 0 {
			t.Fatalf("step %d, %s", s.step, s.Phase().Name)
		}
		// Whether he holds fire is as secret as a shot until the step is
		// revealed.
		v := s.clone()
		v.crafts[0].acted, v.crafts[0].holds = 2, 2
		if v.View(1).(*State).crafts[0].holds != 0 || v.View(0).(*State).crafts[0].holds != 2 {
			t.Fatal("a held fire shown to the other side before the step is revealed")
		}
		var gunner engine.Intent = Pass{By: 0, Craft: 0, Crew: 1}
		if !held {
			gunner = Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}
		}
		n, _ := apply(t, force(s, 1, 1, 1), gunner)
		if !held { // the Pit Viper's pilot lets the gunner's attack stand
			n, _ = apply(t, n, NoDuel{By: 1, Craft: 1})
		}
		if n.ph != phFire || n.step != 12 || n.Phase().Actors[0] != 1 {
			t.Fatalf("held %v: step %d, %s", held, n.step, n.Phase().Name)
		}
		n, _ = apply(t, n, Fire{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
		duel := hasIntent(n, 0, kindIs(KindDuel))
		if duel != held {
			t.Fatalf("held fire %v: a duel offered %v (phase %s)", held, duel, n.Phase().Name)
		}
		if !held {
			continue
		}
		n = force(n, 5, 3, 1, 1, 1, 1, 1, 1)
		n, ev := apply(t, n, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
		log := logText(ev)
		sal, pv := strings.Index(log, "Salamander A fires"), strings.Index(log, "Pit Viper A fires")
		if !strings.Contains(log, "pilot against a gunner") || !strings.Contains(log, "= 11") || !strings.Contains(log, "= 12") || sal < 0 || pv < 0 || sal > pv {
			t.Fatalf("log:\n%s", log)
		}
	}
}

// TestRule_10_1_WhoGainsExperience: the three conditions of 10.1 — alive
// aboard a craft that survived (one that left by its exit survived), on the
// winning side (a draw has none), and a critical hit delivered by a cannon
// or a missile salvo he fired (torps are launched by nobody).
func TestRule_10_1_WhoGainsExperience(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	crit := func(by int) *State {
		s := positionOpts(t, Options{Experience: true}, red, blue)
		n := force(s, 10) // the ✳ at box 6 rolls 10
		var ev events
		n.land(&ev, shot{kind: EvAttack, side: 0, target: ref{refCraft, 1}, hit: true, dmg: 6, by: by, crew: 0})
		return n
	}
	end := func(n *State, winner engine.Player) []Veteran {
		n.outcome = engine.Outcome{Over: true, Winner: winner}
		return n.Veterans()
	}
	if v := end(crit(1), 0); len(v) != 1 {
		t.Fatalf("the winner's pilot who scored the critical: %v", v)
	}
	n := crit(1)
	n.crafts[0].state = outExited
	if v := end(n, 0); len(v) != 1 {
		t.Fatalf("a craft that left by its exit survived: %v", v)
	}
	if v := end(crit(1), -1); len(v) != 0 {
		t.Fatalf("a draw has no winning side: %v", v)
	}
	if v := end(crit(0), 0); len(v) != 0 { // no firing crew: a torp's critical
		t.Fatalf("a torp's critical counted: %v", v)
	}
	n = crit(1)
	n.crafts[0].state = outDestroyed
	if v := end(n, 0); len(v) != 0 {
		t.Fatalf("a destroyed craft's crew: %v", v)
	}
}

// TestRule_10_6_LaunchLogKeepsTheTargetSecret: with 10.6's tracking
// mechanics an enemy torp's target is secret until the torp reaches it, so
// the log line that reveals the launches names the torp but not its target
// for the other side; its owner reads the target in a secret line. Without
// 10.6 the target is public, as before.
func TestRule_10_6_LaunchLogKeepsTheTargetSecret(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 12, 10, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)}
	for _, tracking := range []bool{true, false} {
		s := positionOpts(t, Options{TorpTracking: tracking}, red, blue)
		if s.Phase().Name != PhaseTorpLaunch {
			t.Fatalf("the turn starts in %q", s.Phase().Name)
		}
		s, _ = apply(t, s, Torp{By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}})
		s, _ = apply(t, s, Declared{By: 0})
		_, ev := apply(t, s, Declared{By: 1})
		var public, secret []string
		for _, e := range ev {
			if e.Kind != EvLaunch {
				continue
			}
			if e.Secret {
				if e.Player != 0 {
					t.Fatalf("a secret launch line for player %d: %q", e.Player, e.Text)
				}
				secret = append(secret, e.Text)
			} else {
				public = append(public, e.Text)
			}
		}
		if len(public) != 1 || !strings.Contains(public[0], "launches") {
			t.Fatalf("tracking %v: public launch lines %q", tracking, public)
		}
		named := strings.Contains(public[0], "Thunder Bird")
		if tracking && (named || len(secret) != 1 || !strings.Contains(secret[0], "Thunder Bird")) {
			t.Fatalf("10.6: the public line %q names the target, or the owner's secret lines %q do not", public[0], secret)
		}
		if !tracking && (!named || len(secret) != 0) {
			t.Fatalf("without 10.6 the target is public: %q, secret %q", public[0], secret)
		}
	}
}

// TestRule_5_0_ExitOnlyWhatTheScenarioAllows: a craft off the map "when not
// specifically allowed by the scenario" is destroyed (5.0). 11.1 lets out
// the Pharsii carrying the pod by Edge 1 and 11.2 the Revenge; an escort
// flying off the same edge is lost. 11.6 lets out any Void Stalker craft by
// Edge 2.
func TestRule_5_0_ExitOnlyWhatTheScenarioAllows(t *testing.T) {
	off := func(name string, side int, craft string, col, row int, f hex.Direction, pod bool) (*State, int) {
		t.Helper()
		s := newGame(t, name, 1)
		i := s.craftIndex(side, craft)
		c := &s.crafts[i]
		if pod {
			c.pod, s.podState = true, 1
		}
		c.pos, c.facing = hex.FromOffset(col, row), f
		moveNow(s, i)
		s, _ = apply(t, s, Forward{By: engine.Player(side), Craft: CraftID(i)})
		return s, i
	}
	for _, tc := range []struct {
		scen, craft string
		side        int
		col, row    int
		f           hex.Direction
		pod         bool
		want        out
	}{
		{"rescue", "Seraph A", 0, 0, 10, hex.NW, false, outDestroyed},
		{"rescue", "Pharsii II B", 0, 0, 16, hex.NW, false, outDestroyed},
		{"rescue", "Pharsii II A", 0, 0, 13, hex.NW, true, outExited},
		{"minefield", "Seraph B", 0, 0, 17, hex.NW, false, outDestroyed},
		{"minefield", "Revenge A", 0, 0, 15, hex.NW, false, outExited},
		{"screening", "Pharsii II A", 1, 71, 6, hex.NE, false, outExited},
		{"screening", "Night Hawk B", 1, 0, 11, hex.NW, false, outDestroyed},
	} {
		s, i := off(tc.scen, tc.side, tc.craft, tc.col, tc.row, tc.f, tc.pod)
		if got := s.crafts[i].state; got != tc.want {
			t.Errorf("%s: %s off the map: state %d, want %d", tc.scen, tc.craft, got, tc.want)
		}
	}
	// The pod's carrier gone home wins 11.1; a Seraph lost off Edge 1 is
	// worth its TPV to the Void Stalkers.
	if s, _ := off("rescue", 0, "Pharsii II A", 0, 13, hex.NW, true); !s.outcome.Over || s.outcome.Winner != 0 {
		t.Errorf("the pod home: %+v", s.outcome)
	}
	if s, i := off("rescue", 0, "Seraph A", 0, 10, hex.NW, false); s.DestroyedTPV(1) != int(s.crafts[i].tpv) || s.outcome.Over {
		t.Errorf("a Seraph off Edge 1: %d TPV to the Void Stalkers, outcome %+v", s.DestroyedTPV(1), s.outcome)
	}
	if b := loadScenario(t, "rescue").Briefing(nil); !strings.Contains(strings.Join(b.Forces, " "), "the pod's carrier leaves by Edge 1") {
		t.Errorf("11.1's briefing: %v", b.Forces)
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
