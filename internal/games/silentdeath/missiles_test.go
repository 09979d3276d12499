package silentdeath

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 4.0 Missile & Torpedo Fire: lock-ons, salvos, torps, dodges and jamming,
// one test for each place a quick reading goes wrong, dice forced and named
// after the rulebook's section.

// TestRule_4_1_LockOnBelowGnr: the lock-on needs 1D10 strictly less than
// the launcher crew's Gnr; a roll equal to it fails.
func TestRule_4_1_LockOnBelowGnr(t *testing.T) {
	for _, tc := range []struct {
		roll int
		ok   bool
	}{{5, true}, {6, false}, {7, false}} {
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
	two, five := strings.Index(log, "2 missiles"), strings.Index(log, "5 missiles")
	if two < 0 || five < 0 || two > five {
		t.Fatalf("the salvo of 2 did not strike first\n%s", log)
	}
	// 6+6 = 12 against DV 10: hit, High 6+6 = 12 − DR 5 = 7 boxes; the five
	// 1s make 5, a miss.
	if s.crafts[1].hits != 7 || !strings.Contains(log, "2d6 [6 6] = 12") {
		t.Fatalf("hits %d\n%s", s.crafts[1].hits, log)
	}
}

// oneMk10Log lands one Mk.10 on craft 0 with the dice forced to a 10, then
// 1s, and returns the log of the torp results.
func oneMk10Log(s *State) string {
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	s = force(s, 10, 1, 1, 1, 1, 1, 1)
	var ev events
	s.torpResults(&ev)
	return logText(ev.list)
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
		log := oneMk10Log(s)
		if strings.Contains(log, "1 dodged") != tc.dodge {
			t.Fatalf("Drive %d: dodge %v\n%s", s.crafts[0].Drive(false), !tc.dodge, log)
		}
	}
	// At the line itself: a Seraph (Drive 15) slowed by critical hits to
	// Drive 11 and 10 dodges, to 9 does not.
	for _, tc := range []struct {
		loss  int8
		dodge bool
	}{{4, true}, {5, true}, {6, false}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 9, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].driveLoss = tc.loss
		log := oneMk10Log(s)
		if strings.Contains(log, "1 dodged") != tc.dodge || strings.Contains(log, "cannot dodge") == tc.dodge {
			t.Errorf("Drive %d: dodge %v\n%s", s.crafts[0].Drive(false), !tc.dodge, log)
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

// TestRule_4_1_SalvoStrikesWhereverItsTargetIs: a salvo fired in the
// Missile/Torp Launch Phase strikes in the Missile Results Phase whatever
// the range by then and whatever became of its launcher: its craft
// destroyed in the Cannon Fire Phase, the target 20 hexes away (4.1,
// 6.1: only the lock-on needs 10 hexes).
func TestRule_4_1_SalvoStrikesWhereverItsTargetIs(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 25, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3}}
	s.crafts[0].state = outDestroyed
	s = force(s, 6, 5, 2) // 13 against DV 13: a hit, High 6 − DR 2
	var ev events
	s.missileResults(&ev)
	if s.crafts[1].hits != 4 || !strings.Contains(logText(ev.list), "= 13, needs 13+: hit") {
		t.Fatalf("%d boxes\n%s", s.crafts[1].hits, logText(ev.list))
	}
}

// TestRefusals_4_2_Jam: a craft jams once a Torp Results Phase, at its end,
// and only a torp that tracks it (4.2).
func TestRefusals_4_2_Jam(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5), cf("pit-viper", "B", 20, 20, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
	for _, target := range []int{0, 0, 1} { // two torps at Pit Viper A, one at B, far off
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, mark: Mk10, pos: hex.FromOffset(30, 2), facing: hex.S, target: ref{refCraft, target}, moved: true})
	}
	s.ph = phTorpResults
	s = force(s, 4) // B's jam of its one torp fails
	var ev events
	s.advance(&ev)
	if s.ph != phJam || !s.jamChoice(0) {
		t.Fatalf("phase %s, A to choose %v", s.Phase().Name, s.jamChoice(0))
	}
	refused(t, s, Jam{By: 0, Craft: 0, Target: ref{refTorp, 3}}, "only a torp tracking it")
	refused(t, s, Jam{By: 0, Craft: 0, Target: ref{refTorp, 9}}, "no torp #9 in flight")
	refused(t, s, Jam{By: 0, Craft: 1, Target: ref{refTorp, 3}}, "one torp a Torp Results Phase")
}

// TestRule_4_1_SalvoMayBeHeld: after a lock-on, up to 10 missiles "may" be
// fired (4.1), so none is a choice too: the magazine keeps them, nothing is
// discharged (10.12's damage control may still be tried) and the Missile
// Results Phase has no salvo to strike.
func TestRule_4_1_SalvoMayBeHeld(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s = force(s, 5) // 5 < Gnr 6: locked on
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}})
	if s.ph != phSalvo {
		t.Fatalf("phase %v, want the salvo's choice", s.ph)
	}
	held := Salvo{By: 0, Craft: 0, Mount: 0, N: 0}
	if !hasIntent(s, 0, func(in engine.Intent) bool { return in == held }) {
		t.Fatalf("a salvo of none is not offered: %v", s.Legal(0))
	}
	ammo := s.crafts[0].ammo[0]
	s, ev := apply(t, s, held)
	if s.crafts[0].ammo[0] != ammo || s.crafts[0].firedT || !strings.Contains(logText(ev), "holds its missiles") {
		t.Fatalf("ammo %d→%d, fired %v\n%s", ammo, s.crafts[0].ammo[0], s.crafts[0].firedT, logText(ev))
	}
	var mev events
	s.missileResults(&mev)
	if s.crafts[1].hits != 0 || len(mev.list) != 0 {
		t.Fatalf("a held salvo struck: %d boxes\n%s", s.crafts[1].hits, logText(mev.list))
	}
}

// TestRule_4_1_LaunchersPickTheirOwnTargets: one target a launcher a turn,
// but the launchers of one craft may lock on different targets (4.1): the
// Revenge's forward launcher on a craft ahead, its aft one on a craft
// behind; a second lock-on of the same launcher is refused.
func TestRule_4_1_LaunchersPickTheirOwnTargets(t *testing.T) {
	s := position(t, false, []CraftFile{cf("revenge", "A", 10, 10, "N", 5, 6, 9)},
		[]CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5), cf("thunder-bird", "B", 10, 15, "N", 5, 5)})
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 1, Target: ref{refCraft, 1}})
	refused(t, s, LockOn{By: 0, Craft: 0, Mount: 1, Target: ref{refCraft, 2}}, "4.1")
	s = force(s, 1, 1) // both lock-ons roll under the gunner's Gnr 9
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 2}})
	s, _ = apply(t, s, Declared{By: 0})
	if len(s.lockons) != 2 || !s.lockons[0].ok || !s.lockons[1].ok || s.lockons[0].target == s.lockons[1].target {
		t.Fatalf("lock-ons %+v", s.lockons)
	}
}

// TestRefusals_4_1_4_2_EachCondition reaches each condition a refused
// lock-on or jam names, on forced states: the phase, the mount, a launcher
// lost, empty or unmanned, the decoy (11.5), a friendly target, the arcs
// (4.1); the phase and a target that is no torp (4.2).
func TestRefusals_4_1_4_2_EachCondition(t *testing.T) {
	red := []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 8)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5), cf("thunder-bird", "B", 10, 13, "N", 5, 5)}
	s := position(t, false, red, blue)
	lock := func(mount, target int) LockOn {
		return LockOn{By: 0, Craft: 0, Mount: mount, Target: ref{refCraft, target}}
	}
	j := jamming(t, Options{}, "salamander", 2)
	for _, tc := range []struct {
		base *State
		edit func(s *State)
		x    engine.Intent
		want string
	}{
		{s, func(s *State) { s.ph = phFire }, lock(2, 1), "lock-ons are declared at the start"},
		{s, nil, lock(9, 1), "has no weapon system 9 (0–2)"},
		{s, func(s *State) { s.crafts[0].lost |= 1 << 2 }, lock(2, 1), "was destroyed"},
		{s, func(s *State) { s.crafts[0].ammo[2] = 0 }, lock(2, 1), "has no missiles left"},
		{s, func(s *State) { s.crafts[0].crew[s.crafts[0].mans[2]].Dead = true }, lock(2, 1), "who mans the"},
		{s, func(s *State) { s.crafts[0].decoy = true }, lock(2, 1), "is the decoy: it may not fire (11.5)"},
		{s, nil, lock(2, 0), "the target must be an enemy"},
		{s, nil, lock(2, 2), "is not in the arcs"},
		{j, func(s *State) { s.ph = phMove }, Jam{By: 1, Craft: 1, Target: ref{refTorp, 1}}, "jammed at the end of the Torp Results Phase"},
		{j, nil, Jam{By: 1, Craft: 1, Target: ref{refCraft, 0}}, "a jam aims at a torp"},
	} {
		refusedAfter(t, tc.base, tc.edit, tc.x, tc.want)
	}
}

// TestRule_4_1_HeldSalvoWorded: a salvo of none is worded as held where
// the choice is offered and where the declarations are listed (4.1).
func TestRule_4_1_HeldSalvoWorded(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s = force(s, 5) // 5 < Gnr 6: locked on
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}})
	held := Salvo{By: 0, Craft: 0, Mount: 0, N: 0}
	if d := s.Describe(held, 0); !strings.Contains(d, "hold the missiles (fire none)") {
		t.Fatalf("offered as %q", d)
	}
	s, _ = apply(t, s, held)
	if d := strings.Join(s.Declared(), "; "); !strings.Contains(d, "missiles held") {
		t.Fatalf("declared: %q", d)
	}
}

// TestRule_4_1_SalvoAtATorp: a launcher may lock on an enemy torp within
// 10 hexes and in its arc (4.1: missile counters go on the torp), and the
// salvo strikes it in the Missile Results Phase: DV 10, one point of
// damage destroys it (4.2).
func TestRule_4_1_SalvoAtATorp(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
	s.nextTorp++
	id := s.nextTorp
	s.torps = append(s.torps, torp{id: id, side: 1, mark: Mk10, pos: hex.FromOffset(10, 6), target: ref{refCraft, 0}})
	if !hasIntent(s, 0, func(x engine.Intent) bool { l, ok := x.(LockOn); return ok && l.Target == (ref{refTorp, id}) }) {
		t.Fatalf("no lock-on offered at the torp 4 hexes ahead: %v", s.Legal(0))
	}
	for _, tc := range []struct {
		faces []int
		gone  bool
	}{{[]int{4, 5}, false}, {[]int{5, 5}, true}} {
		n := s.clone()
		n.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refTorp, id}, rolled: true, ok: true, n: 2}}
		n = force(n, tc.faces...)
		var ev events
		n.missileResults(&ev)
		if gone := n.torpByID(id) < 0; gone != tc.gone {
			t.Fatalf("2 missiles %v against DV 10: torp destroyed %v\n%s", tc.faces, gone, logText(ev.list))
		}
	}
}

// TestRule_4_1_LockOnByTheLaunchersGunner: the lock-on roll is against the Gnr
// of the crew member manning the launcher: a Seraph's gunner (Gnr 9) locks on
// with a 5 though its pilot has Gnr 2.
func TestRule_4_1_LockOnByTheLaunchersGunner(t *testing.T) {
	// Seraph: the launcher is the gunner's (Gnr 9); its pilot has Gnr 2.
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 7, 2, 9)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s = force(s, 5)
	s, ev := apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 1}})
	if len(s.lockons) != 1 || !s.lockons[0].ok {
		t.Fatalf("%+v\n%s", s.lockons, logText(ev))
	}
}

// TestRule_4_1_SalvoAtMostTenAndTheMagazine: a salvo is at most 10 missiles
// from a magazine of 20, and no more than a magazine of 5 holds.
func TestRule_4_1_SalvoAtMostTenAndTheMagazine(t *testing.T) {
	for _, tc := range []struct {
		typ   string
		mount int
		max   int
	}{{"seraph", 2, 10}, {"revenge", 0, 5}} {
		s := position(t, false, []CraftFile{cf(tc.typ, "A", 10, 10, "N", 7, 9, 9)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
		s = force(s, 1, 1, 1)
		s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: tc.mount, Target: ref{refCraft, 1}})
		for s.Phase().Name == PhaseLaunch {
			s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
		}
		if s.Phase().Name != PhaseSalvo {
			t.Fatalf("%s: phase %q", tc.typ, s.Phase().Name)
		}
		most := -1
		for _, l := range s.Legal(0) {
			if x, ok := l.(Salvo); ok && x.N > most {
				most = x.N
			}
		}
		if most != tc.max {
			t.Errorf("%s: salvo up to %d, want %d", tc.typ, most, tc.max)
		}
		if err := s.Check(Salvo{By: 0, Craft: 0, Mount: tc.mount, N: tc.max + 1}); err == nil {
			t.Errorf("%s: a salvo of %d accepted", tc.typ, tc.max+1)
		}
	}
}

// TestRule_4_1_SalvoNoRangeModifierLauncherGone: three missiles rolling 6, 6,
// 2 make 14 with no range modifier (a miss on DV 15 one hex away, not a short
// range hit), and strike though their launcher was destroyed since and the
// target is 18 hexes away; on DV 13 they hit for High 12 − DR 2.
func TestRule_4_1_SalvoNoRangeModifierLauncherGone(t *testing.T) {
	for _, tc := range []struct {
		row   int
		boxes int16
	}{{9, 0}, {28, 0}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 7, 9, 9)}, []CraftFile{cf("pit-viper", "A", 10, tc.row, "S", 5, 5)})
		s.crafts[0].state = outDestroyed
		s.lockons = []lockon{{side: 0, craft: 0, mount: 2, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3}}
		s = force(s, 6, 6, 2)
		var ev events
		s.missileResults(&ev)
		log := logText(ev.list)
		if s.crafts[1].hits != tc.boxes || !strings.Contains(log, "= 14") {
			t.Errorf("row %d: %d boxes\n%s", tc.row, s.crafts[1].hits, log)
		}
		// Against DV 13 (a Thunder Bird), the same dice hit for High 12 − DR 2.
		s2 := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 7, 9, 9)}, []CraftFile{cf("thunder-bird", "A", 10, tc.row, "S", 5, 5)})
		s2.crafts[0].state = outDestroyed
		s2.lockons = []lockon{{side: 0, craft: 0, mount: 2, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3}}
		s2 = force(s2, 6, 6, 2)
		ev = events{}
		s2.missileResults(&ev)
		if s2.crafts[1].hits != 10 {
			t.Errorf("row %d: %d boxes on the Thunder Bird\n%s", tc.row, s2.crafts[1].hits, logText(ev.list))
		}
	}
}

// TestRule_4_1_SmallerSalvoDamageFirst: the smaller salvo's damage is in force
// when the larger strikes: its ◇ box takes the Night Hawk's DR from 3 to 2 for
// the next salvo (3 boxes, then 6 − 2 = 4).
func TestRule_4_1_SmallerSalvoDamageFirst(t *testing.T) {
	s := position(t, false, []CraftFile{cf("revenge", "A", 10, 28, "N", 5, 9, 9)}, []CraftFile{cf("night-hawk", "A", 10, 2, "S", 5, 5)})
	s.crafts[1].hits = 9 // the next boxes: ., R3, ., ., D12, ...
	s.lockons = []lockon{
		{side: 0, craft: 0, mount: 1, target: ref{refCraft, 1}, rolled: true, ok: true, n: 4},
		{side: 0, craft: 0, mount: 0, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3},
	}
	s = force(s, 6, 4, 3, 6, 4, 2, 1)
	var ev events
	s.missileResults(&ev)
	if s.crafts[1].hits != 9+3+4 {
		t.Fatalf("hits %d, want 16 (DR 3 then 2)\n%s", s.crafts[1].hits, logText(ev.list))
	}
}

// TestRule_4_1_TenMissilesOfOnesKillATorp: ten missiles showing 1 make 10, a
// hit on a torp's DV 10, and High with every die equal reads them all: the
// torp is destroyed.
func TestRule_4_1_TenMissilesOfOnesKillATorp(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 7, 9)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk50, pos: offHex(10, 12), target: ref{refCraft, 0}})
	s.lockons = []lockon{{side: 0, craft: 0, mount: 2, target: ref{refTorp, 1}, rolled: true, ok: true, n: 10}}
	s = force(s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	var ev events
	s.missileResults(&ev)
	s.cleanTorps(&ev)
	if len(s.torps) != 0 {
		t.Fatalf("the torp survived\n%s", logText(ev.list))
	}
}

// TestRule_4_2_TorpLaunchedFliesThisTurn: a torp goes on the map in its
// craft's hex with the craft's facing, and flies in that same turn's Movement
// Phase as soon as its target has moved.
func TestRule_4_2_TorpLaunchedFliesThisTurn(t *testing.T) {
	red := []CraftFile{cf("thunder-bird", "A", 10, 20, "NE", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5), cf("pit-viper", "B", 30, 10, "N", 5, 5)}
	s := position(t, false, red, blue)
	if s.Phase().Name != PhaseTorpLaunch {
		t.Fatalf("phase %q", s.Phase().Name)
	}
	s, _ = apply(t, s, Torp{By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}})
	for s.Phase().Name == PhaseTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if len(s.torps) != 1 || s.torps[0].pos != s.crafts[0].pos || s.torps[0].facing != hex.NE {
		t.Fatalf("torps %+v", s.torps)
	}
	s = force(s, 10, 1) // Blue moves first
	s, _ = apply(t, s, Initiative{By: 0})
	if s.moverSide() != 1 {
		t.Fatal("Blue does not move first")
	}
	s, _ = apply(t, s, Forward{By: 1, Craft: 1})
	s, ev := apply(t, s, Stop{By: 1, Craft: 1})
	if s.torps[0].pos == s.crafts[0].pos {
		t.Fatalf("the torp did not fly after its target\n%s", logText(ev))
	}
	if d := hex.Distance(s.torps[0].pos, s.crafts[1].pos); d > 1 {
		t.Logf("torp %d from its target", d)
	}
}

// TestRule_4_2_DodgeTotalTenDodgesNone: a dodge total of exactly 10 dodges
// nothing; 11 dodges the weakest torp (Plt 7, two torps: 5 and 6 on the die).
func TestRule_4_2_DodgeTotalTenDodgesNone(t *testing.T) {
	for _, tc := range []struct {
		roll int
		hit  string
	}{{5, "Mk.10, Mk.20 hit"}, {6, "Mk.20 hit"}, {7, ""}, {10, ""}} {
		// 1D10 + Plt 7 − 2 torps: 10 dodges none, 11 one (the Mk.10), 12
		// both, and 15 no more than the two there are.
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk20, Mk10)
		s = force(s, append([]int{tc.roll}, 1, 1, 1, 1, 1, 1)...)
		var ev events
		s.torpResults(&ev)
		log := logText(ev.list)
		dodged := map[string]string{"Mk.10, Mk.20 hit": "0 dodged", "Mk.20 hit": "1 dodged", "": "2 dodged"}[tc.hit]
		if !strings.Contains(log, dodged) || (tc.hit == "") == strings.Contains(log, " hit ") || tc.hit != "" && !strings.Contains(log, tc.hit+" ") {
			t.Errorf("roll %d: want %s\n%s", tc.roll, dodged, log)
		}
		if s.crafts[0].hits != 0 && tc.hit == "" {
			t.Errorf("roll %d: %d boxes marked with every torp dodged", tc.roll, s.crafts[0].hits)
		}
	}
}

// TestRule_4_2_JamAfterTheDodges: a dodged torp is gone at the end of the Torp
// Results Phase; the craft then tries to jam one of the torps still tracking
// it, one try only.
func TestRule_4_2_JamAfterTheDodges(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 9, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10) // torp 1, dodged
	for k := 0; k < 2; k++ {
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, mark: Mk10, pos: hex.FromOffset(34, 28-k), target: ref{refCraft, 0}})
	}
	s = movePhase(t, s, 0)
	s = force(s, 10) // 10+9−1 = 18: dodged
	s = stopRest(t, s)
	if len(s.torps) != 2 || s.Phase().Name != PhaseJam {
		t.Fatalf("torps %d phase %q", len(s.torps), s.Phase().Name)
	}
	var jams []string
	for _, l := range s.Legal(0) {
		if j, ok := l.(Jam); ok {
			jams = append(jams, j.Target.String())
		}
	}
	if len(jams) != 2 {
		t.Fatalf("jam choices %v", jams)
	}
	s = force(s, 1)
	s, ev2 := apply(t, s, Jam{By: 0, Craft: 0, Target: ref{refTorp, 2}})
	if len(s.torps) != 1 || s.Phase().Name == PhaseJam {
		t.Fatalf("torps %d phase %q\n%s", len(s.torps), s.Phase().Name, logText(ev2))
	}
}

// TestRule_4_2_TorpDodgesAsPlt5: a torp attacked by one torp dodges with Plt
// 5: a 6 makes 10 and it is destroyed, a 7 makes 11 and it dodges.
func TestRule_4_2_TorpDodgesAsPlt5(t *testing.T) {
	for _, tc := range []struct {
		roll  int
		alive bool
	}{{6, false}, {7, true}} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)})
		// Blue's torp 1 tracks the Pit Viper, far from it; Red's torp 2 reaches torp 1.
		h := hex.FromOffset(20, 10)
		s.nextTorp++
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: h, target: ref{refCraft, 0}, moved: true})
		s = arrive(s, ref{refTorp, 1}, h, 0, Mk10)
		s = force(s, tc.roll, 5, 5, 5)
		var ev events
		s.torpResults(&ev)
		alive := false
		for _, x := range s.torps {
			if x.id == 1 {
				alive = true
			}
		}
		if alive != tc.alive {
			t.Errorf("roll %d: torp 1 alive %v\n%s", tc.roll, alive, logText(ev.list))
		}
	}
}

// TestRule_4_2_ManyTorpsAnyTargets: one craft launches five torps in one turn
// at two targets, one behind it and far beyond 10 hexes.
func TestRule_4_2_ManyTorpsAnyTargets(t *testing.T) {
	red := []CraftFile{cf("thunder-bird", "A", 10, 10, "N", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 28, "N", 5, 5), cf("pit-viper", "B", 34, 1, "N", 5, 5)}
	s := position(t, false, red, blue)
	for _, x := range []Torp{{By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}}, {By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}},
		{By: 0, Craft: 0, Mark: Mk20, Target: ref{refCraft, 2}}, {By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 2}}, {By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 2}}} {
		s, _ = apply(t, s, x)
	}
	for s.Phase().Name == PhaseTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if len(s.torps) != 5 {
		t.Fatalf("%d torps", len(s.torps))
	}
}

// TestRule_4_2_FlownIntoEachOnItsOwn: two torps tracking a craft that flies
// into their hex go off one after the other, each less the DR (2 + 3 boxes on
// the Salamander), not as one combined attack: 4.2 combines the torps that hit
// one target in a Torp Results Phase, and this detonation does not wait for it
// (the project's reading)
func TestRule_4_2_FlownIntoEachOnItsOwn(t *testing.T) {
	s := position(t, false, []CraftFile{cf("salamander", "A", 10, 20, "N", 9, 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s = movePhase(t, s, 0)
	ahead := hex.Neighbor(s.crafts[0].pos, hex.N)
	s = arrive(s, ref{refCraft, 0}, ahead, 1, Mk10, Mk10)
	for i := range s.torps {
		s.torps[i].arrived = false
	}
	s = force(s, 5, 6)
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	if s.crafts[0].hits != (5-3)+(6-3) || len(s.torps) != 0 {
		t.Fatalf("%d boxes, want 2 + 3 (one combined attack would make 8)\n%s", s.crafts[0].hits, logText(ev))
	}
}

// TestRule_4_2_LaunchDecisionsKeptFromTheOtherLog: launch decisions may be
// made in secret and declared together (4.2), so the other side's log
// leaves out each torp launched and each lock-on declared (it could count
// them and tell which craft launched); their owner's log, a spectator's
// and the reveal keep them. Fire orders stay: every crew member of a step
// gives them or holds fire.
func TestRule_4_2_LaunchDecisionsKeptFromTheOtherLog(t *testing.T) {
	s := position(t, false, []CraftFile{cf("thunder-bird", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("spirit-rider", "A", 10, 5, "S", 5, 5)})
	var c engine.Concealer = s
	for _, in := range []engine.Intent{
		Torp{By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}},
		LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}},
	} {
		if !c.Conceals(in, 1) || c.Conceals(in, 0) || c.Conceals(in, engine.NoPlayer) {
			t.Errorf("%s: concealed from the other side %v, from its owner %v, from a spectator %v",
				in.Kind(), c.Conceals(in, 1), c.Conceals(in, 0), c.Conceals(in, engine.NoPlayer))
		}
	}
	for _, in := range []engine.Intent{Declared{By: 0}, Fire{By: 0, Craft: 0}} {
		if c.Conceals(in, 1) {
			t.Errorf("%s is concealed", in.Kind())
		}
	}
}

// flightOf starts the flight of torp k of s in the Movement Phase (rules
// 8), as a target's completed move does, and returns the state and the
// events; the flight waits (s.fly set) where its owner has a choice.
func flightOf(s *State, k int) (*State, []engine.Event) {
	n := s.clone()
	n.ph, n.mover = phMove, -1
	var ev events
	n.startFlight(&ev, k)
	return n, ev.list
}

// steps is the hexes, in offsets, of the torp's legal next steps.
func stepHexes(s *State) []string {
	var out []string
	for _, l := range s.Legal(s.Phase().Actors[0]) {
		if x, ok := l.(TorpStep); ok {
			out = append(out, fmt.Sprintf("[%d,%d]%s", x.Col, x.Row, hex.Direction(x.Facing)))
		}
	}
	return out
}

// minedE is 11.2's minefield game with Area E alone mined (a minefield of
// the project's own: 11.2's mines the whole middle third, D to G, a band
// no torp can fly round, as every hex a torp enters decreases its range
// and so every column between it and its target is crossed), and a torp
// of Dark Lathe's at [9,12] facing SE, tracking Thunder Bird A at [12,16].
func minedE(t *testing.T) (*State, hex.Hex, hex.Hex) {
	s := newGame(t, "minefield", 1).clone()
	sc := *s.sc
	sc.file.Rules.Minefield = []string{"E"}
	s.sc = &sc
	from, goal := hex.FromOffset(9, 12), hex.FromOffset(12, 16)
	i := s.craftIndex(1, "Thunder Bird A")
	s.crafts[i].pos = goal
	s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: from, facing: hex.SE, target: ref{refCraft, i}}}
	s.nextTorp = 1
	return s, from, goal
}

// TestRule_4_2_PathRoundTheMinefieldOrThrough: the firer determines the
// torp's path (4.2). Straight on and then south is the cheapest (8 MP)
// and crosses the mined Area E; south first and then south-east keeps out
// of it (11 MP). Either enters the target's hex; the owner is asked. The
// cheapest path (TorpFly) is attacked by the mines (11.2, dice forced
// 1, 1, 1: missed); the scripted opponent goes round, step by step, and is
// not.
func TestRule_4_2_PathRoundTheMinefieldOrThrough(t *testing.T) {
	s, from, goal := minedE(t)
	s = force(s, 1, 1, 1)
	s, _ = flightOf(s, 0)
	if s.fly == nil || s.Phase().Name != PhaseTorpFlight || !s.Phase().Acting(0) {
		t.Fatalf("no choice asked: phase %q", s.Phase().Name)
	}
	want := []string{offset(hex.Neighbor(from, hex.SE)) + "SE", offset(hex.Neighbor(from, hex.S)) + "S"}
	got := stepHexes(s)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("first steps %v", got)
	}
	if c := s.Candidates(0); len(c) != 2 {
		t.Errorf("expert's candidates %v, want the cheapest and the way round", c)
	}
	through, ev := apply(t, s, TorpFly{By: 0, Torp: 1})
	log := logText(ev)
	if k := through.torpByID(1); k < 0 || through.torps[k].pos != goal || !strings.Contains(log, "flies from [9,12] SE to ") ||
		!strings.Contains(log, ", S to [12,16] (8 MP) into the hex of") ||
		!strings.Contains(log, "minefield") {
		t.Fatalf("the cheapest path:\n%s", log)
	}
	round := s
	for n := 0; round.fly != nil && n < 12; n++ {
		in := round.planFlight(0)
		if _, ok := in.(TorpStep); !ok {
			t.Fatalf("the scripted opponent flew %v", in)
		}
		var e []engine.Event
		round, e = apply(t, round, in)
		ev = append(ev[:0], e...)
	}
	log = logText(ev)
	if k := round.torpByID(1); k < 0 || round.torps[k].pos != goal || !strings.Contains(log, "(11 MP) into the hex of") ||
		strings.Contains(log, "minefield") {
		t.Fatalf("round the minefield:\n%s", log)
	}
}

// TestRule_4_2_TargetReachableOnlyBySomeFirstSteps: while its target's
// hex can be reached with the MP left, the torp keeps it reachable (4.2).
// A torp facing N with 8 of its 12 MP left (10.4's sideslips in play), its
// target 2 hexes N and 2 NE: ahead (7 MP in all) or a sideslip to the
// front right (6) still get there; turning NE first (10) would not, and is
// refused with the reason.
func TestRule_4_2_TargetReachableOnlyBySomeFirstSteps(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.opt.Sideslips = true
	from := hex.FromOffset(10, 20)
	goal := from
	for _, d := range []hex.Direction{hex.N, hex.N, hex.NE, hex.NE} {
		goal = hex.Neighbor(goal, d)
	}
	s.crafts[1].pos = goal
	s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: from, facing: hex.N, target: ref{refCraft, 1}}}
	s.nextTorp = 1
	s.ph, s.mover = phMove, -1
	s.fly = &flight{torp: 1, mp: 4, path: []hex.Hex{from}}
	ahead, slip, turn := hex.Neighbor(from, hex.N), hex.Neighbor(from, hex.NE), hex.Neighbor(from, hex.NE)
	got := stepHexes(s)
	if fmt.Sprint(got) != fmt.Sprint([]string{offset(ahead) + "N", offset(slip) + "N"}) {
		t.Fatalf("steps %v, want ahead and the sideslip", got)
	}
	c, r := hex.ToOffset(turn)
	err := s.check(TorpStep{By: 0, Torp: 1, Col: c, Row: r, Facing: int(hex.NE)})
	if err == nil || !strings.Contains(err.Error(), "can still reach") || !strings.Contains(err.Error(), "8 MP left") {
		t.Fatalf("turning NE first: %v", err)
	}
	s, _ = apply(t, s, TorpFly{By: 0, Torp: 1})
	if k := s.torpByID(1); s.torps[k].pos != goal || !s.torps[k].arrived {
		t.Fatal("the torp did not reach its target's hex")
	}
}

// TestRule_4_2_TorpThatCannotReach: a torp facing away from a target 20
// hexes off has one way only, an about-turn (9 MP) and 3 hexes ahead: no
// choice is asked and it ends 17 hexes off (12 MP). One whose target is
// out of reach but off its axis may decrease the range two ways: it is
// asked, and its owner may spend MP on a turn the cheapest path would not
// make.
func TestRule_4_2_TorpThatCannotReach(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 2, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 10, 22, "N", 5, 5)})
	s.torps = []torp{{id: 1, side: 0, mark: Mk10, pos: hex.FromOffset(10, 2), facing: hex.N, target: ref{refCraft, 1}}}
	s.nextTorp = 1
	n, ev := flightOf(s, 0)
	if n.fly != nil || hex.Distance(n.torps[0].pos, n.crafts[1].pos) != 17 || !strings.Contains(logText(ev), "(12 MP)") {
		t.Fatalf("the about-turn: waiting %v, %d hexes off\n%s", n.fly != nil, hex.Distance(n.torps[0].pos, n.crafts[1].pos), logText(ev))
	}
	s.crafts[1].pos = hex.FromOffset(24, 20)
	s.torps[0].facing = hex.SE
	n, _ = flightOf(s, 0)
	if n.fly == nil || len(stepHexes(n)) != 2 {
		t.Fatalf("off its axis: steps %v", stepHexes(n))
	}
	auto, _ := apply(t, n, TorpFly{By: 0, Torp: 1})
	hand := n
	for hand.fly != nil {
		l := hand.Legal(0)
		hand, _ = apply(t, hand, l[len(l)-2]) // the last step listed, the turn first
	}
	da, dh := hex.Distance(auto.torps[0].pos, auto.crafts[1].pos), hex.Distance(hand.torps[0].pos, hand.crafts[1].pos)
	if da >= hex.Distance(s.torps[0].pos, s.crafts[1].pos) || dh < da {
		t.Fatalf("the cheapest path ends %d off, the owner's %d", da, dh)
	}
}

// TestRefusals_4_2_TorpStep: a step that does not decrease the range to
// the target is refused, saying so; so is one for a torp not in flight.
func TestRefusals_4_2_TorpStep(t *testing.T) {
	s, from, _ := minedE(t)
	s, _ = flightOf(s, 0)
	side := hex.Neighbor(from, hex.NE)
	c, r := hex.ToOffset(side)
	err := s.check(TorpStep{By: 0, Torp: 1, Col: c, Row: r, Facing: int(hex.NE)})
	if err == nil || !strings.Contains(err.Error(), "must decrease the range") || !strings.Contains(err.Error(), "(4.2)") {
		t.Fatalf("a step sideways: %v", err)
	}
	if err := s.check(TorpStep{By: 0, Torp: 7, Col: c, Row: r}); err == nil || !strings.Contains(err.Error(), "not the one in flight") {
		t.Fatalf("another torp: %v", err)
	}
	if err := s.check(TorpFly{By: 1, Torp: 1}); err == nil {
		t.Fatal("the other side flew the torp")
	}
}

// TestRule_10_6_TrackingHidesTheFlightsTarget: with 10.6's tracking
// mechanics the other side's view of a torp waiting for its owner's path
// (4.2, rules 8) says whose choice it is but shows neither the target nor
// the legal steps, and a step's words name no target.
func TestRule_10_6_TrackingHidesTheFlightsTarget(t *testing.T) {
	s, _, _ := minedE(t)
	s.opt.TorpTracking = true
	s, _ = flightOf(s, 0)
	enemy := s.View(1).(*State)
	if !enemy.Phase().Acting(0) || enemy.Phase().Name != PhaseTorpFlight {
		t.Fatalf("the enemy's view: phase %q, actors %v", enemy.Phase().Name, enemy.Phase().Actors)
	}
	if _, ok := enemy.Flight(); ok || len(enemy.Legal(1)) != 0 {
		t.Fatal("the enemy's view shows the flight's steps")
	}
	own := s.View(0).(*State)
	fc, ok := own.Flight()
	if !ok || len(fc.Steps) != 2 {
		t.Fatalf("the owner's view: %v %d steps", ok, len(fc.Steps))
	}
	if d := enemy.Describe(fc.Steps[0].Intent, 1); strings.Contains(d, "Thunder Bird") {
		t.Errorf("the step names its target to the other side: %q", d)
	}
}

// A torp whose target has left play is removed, and the log says so: it
// vanished from the map without a word (found playing). Under 10.6's
// tracking the line does not name the target, which was secret.
func TestRule_4_2_TorpWhoseTargetLeftIsRemovedAloud(t *testing.T) {
	for _, tracking := range []bool{false, true} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 7, 9)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
		s.opt.TorpTracking = tracking
		s.nextTorp++
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk50, pos: offHex(10, 12), target: ref{refCraft, 0}})
		s.crafts[0].state = outExited
		var ev events
		s.cleanTorps(&ev)
		if len(s.torps) != 0 {
			t.Fatal("the torp stayed")
		}
		want := "its target Red's Seraph A has left play"
		if tracking {
			want = "its target has left play"
		}
		if got := logText(ev.list); !strings.Contains(got, "torp #1 is removed: "+want+" (") {
			t.Errorf("tracking %v: %q", tracking, got)
		}
	}
}

// TestRule_4_1_LargerSalvoAfterTheKill: the smaller salvo strikes first and
// destroys the Epping; the larger one, still in flight, finds no target.
func TestRule_4_1_LargerSalvoAfterTheKill(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 9, 9, 9)}, []CraftFile{cf("epping", "B", 10, 5, "S", 5, 5, 5, 5, 5)})
	s.crafts[1].hits = int16(len(s.crafts[1].typ.Track) - 1)
	s.lockons = []lockon{{side: 0, craft: 0, mount: 4, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3},
		{side: 0, craft: 0, mount: 2, target: ref{refCraft, 1}, rolled: true, ok: true, n: 2}}
	s = force(s, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6)
	var ev events
	s.missileResults(&ev)
	log := logText(ev.list)
	if s.crafts[1].state != outDestroyed || strings.Contains(log, "3d6") || !strings.Contains(log, "2d6") {
		t.Fatalf("%v\n%s", s.crafts[1].state, log)
	}
}

// TestRule_4_1_4_2_SalvoAtATorpThatWentOff: a salvo aimed at a torp that hit
// its target in the Torp Results Phase has nothing left to strike.
func TestRule_4_1_4_2_SalvoAtATorpThatWentOff(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	id := s.torps[0].id
	s.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refTorp, id}, rolled: true, ok: true, n: 2}}
	s = force(s, 1, 6, 6, 6, 6, 6)
	var ev events
	s.torpResults(&ev)
	s.missileResults(&ev)
	if log := logText(ev.list); !strings.Contains(log, "Mk.10 hit") || !strings.Contains(log, "find no target") {
		t.Fatal(log)
	}
}

// TestRule_4_1_LockOnIsForItsTurn: a launcher tries one lock-on on one
// target a turn; a failed roll bars its missiles that turn only, and a
// lock-on made serves its own turn: the next turn starts with none and
// rolls again. The magazine is what the earlier salvos left.
func TestRule_4_1_LockOnIsForItsTurn(t *testing.T) {
	red := []CraftFile{cf("revenge", "A", 10, 10, "S", 7, 5, 9)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5), cf("pit-viper", "B", 12, 14, "N", 5, 5)}
	s := position(t, false, red, blue)
	locks := legalOf(s, 0, KindLockOn)
	if len(locks) == 0 {
		t.Fatalf("no lock-on; phase %q", s.Phase().Name)
	}
	l := locks[0].(LockOn)
	// a second lock-on of the same launcher in the same turn
	s, _ = apply(t, s, l)
	for _, x := range legalOf(s, 0, KindLockOn) {
		if x.(LockOn).Mount == l.Mount && x.(LockOn).Craft == l.Craft {
			t.Fatalf("a second lock-on offered to the same launcher: %v", x)
		}
	}
	other := l
	other.Target = ref{refCraft, 2}
	if s.Check(other) == nil {
		t.Fatalf("second target for one launcher accepted")
	}
	s = force(s, 10) // fails (1D10 < 9 needed)
	s, _ = apply(t, s, Declared{By: 0})
	if s.ph == phLaunch {
		s, _ = apply(t, s, Declared{By: 1})
	}
	if len(legalOf(s, 0, KindSalvo)) != 0 {
		t.Fatalf("salvo after a failed lock-on")
	}
	s = quietly(t, s, atTurnPhase(2, phLaunch))
	if len(s.lockons) != 0 {
		t.Fatalf("turn 2 starts with lock-ons %+v", s.lockons)
	}
	if s.Check(l) != nil {
		t.Fatalf("turn 2: the launcher may not lock on again: %v", s.Check(l))
	}
	// success in turn 2, 3 missiles of the magazine
	s, _ = apply(t, s, l)
	s = force(s, 1)
	s, _ = apply(t, s, Declared{By: 0})
	if s.ph == phLaunch {
		s, _ = apply(t, s, Declared{By: 1})
	}
	mag := int(s.crafts[0].ammo[l.Mount])
	if s.Check(Salvo{By: 0, Craft: l.Craft, Mount: l.Mount, N: 3}) != nil {
		t.Fatalf("salvo of 3: %v (phase %q)", s.Check(Salvo{By: 0, Craft: l.Craft, Mount: l.Mount, N: 3}), s.Phase().Name)
	}
	s = force(s, 1, 1, 1) // misses
	s, _ = apply(t, s, Salvo{By: 0, Craft: l.Craft, Mount: l.Mount, N: 3})
	if got := int(s.crafts[0].ammo[l.Mount]); got != mag-3 {
		t.Fatalf("magazine %d after 3 of %d", got, mag)
	}
	hits := s.crafts[1].hits
	s = quietly(t, s, atTurnPhase(3, phLaunch))
	if s.crafts[1].hits != hits {
		t.Fatalf("a salvo struck again")
	}
	if len(legalOf(s, 0, KindSalvo)) != 0 || len(s.lockons) != 0 {
		t.Fatalf("turn 3 keeps turn 2's lock-on")
	}
	s, _ = apply(t, s, l)
	s = force(s, 1)
	s, _ = apply(t, s, Declared{By: 0})
	if s.ph == phLaunch {
		s, _ = apply(t, s, Declared{By: 1})
	}
	if s.Check(Salvo{By: 0, Craft: l.Craft, Mount: l.Mount, N: mag - 2}) == nil {
		t.Fatalf("salvo of %d from %d left", mag-2, mag-3)
	}
	if err := s.Check(Salvo{By: 0, Craft: l.Craft, Mount: l.Mount, N: mag - 3}); err != nil {
		t.Fatalf("salvo of what is left: %v", err)
	}
}

// TestRule_4_2_TorpFliesTwelveEveryTurn: a torp that falls short of its
// target stays on the map and flies again in every later Movement Phase,
// 12 MP each time, none saved from the turn before (27 hexes: 15, then 3).
func TestRule_4_2_TorpFliesTwelveEveryTurn(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 1, "S", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 28, "N", 5, 5)}
	s := position(t, false, red, blue)
	s = quietly(t, s, func(s *State) bool { return s.ph == phTorpLaunch })
	s, _ = apply(t, s, Torp{By: 0, Craft: 0, Target: ref{refCraft, 1}, Mark: Mk10})
	d0 := hex.Distance(s.crafts[0].pos, s.crafts[1].pos)
	var dists []int
	for turn := 2; turn <= 3; turn++ {
		s = force(s, 6, 1, 3) // initiative, then the jam fails
		s = quietly(t, s, func(s *State) bool { return s.turn == turn })
		if len(s.torps) > 0 {
			dists = append(dists, hex.Distance(s.torps[0].pos, s.crafts[1].pos))
		}
	}
	if d0 != 27 || len(dists) < 2 || dists[0] != 15 || dists[1] != 3 {
		t.Fatalf("start %d, after each turn %v", d0, dists)
	}
}

// TestRule_4_2_OneJamEveryTurn: a craft tracked by two torps tries to jam
// one of them at the end of each Torp Results Phase, never two in one turn,
// and again in the next turn.
func TestRule_4_2_OneJamEveryTurn(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 1, "S", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 28, "N", 5, 5)}
	s := position(t, false, red, blue)
	s = quietly(t, s, func(s *State) bool { return s.ph == phTorpLaunch })
	s, _ = apply(t, s, Torp{By: 0, Craft: 0, Target: ref{refCraft, 1}, Mark: Mk10})
	s, _ = apply(t, s, Torp{By: 0, Craft: 0, Target: ref{refCraft, 1}, Mark: Mk10})
	for turn := 1; turn <= 2; turn++ {
		s = quietly(t, s, func(s *State) bool { return s.ph == phJam })
		if s.turn != turn || len(s.torps) != 2 {
			t.Fatalf("turn %d: jam phase in turn %d with %d torps", turn, s.turn, len(s.torps))
		}
		jams := legalOf(s, 1, KindJam)
		if len(jams) != 2 {
			t.Fatalf("turn %d: %d jams offered", turn, len(jams))
		}
		s = force(s, 4)
		s, _ = apply(t, s, jams[0])
		if s.ph == phJam || len(legalOf(s, 1, KindJam)) != 0 {
			t.Fatalf("turn %d: a second jam offered", turn)
		}
	}
}

// TestRule_4_2_DodgeCountsTheTorpsThatArrive: the dodge takes off the
// torps about to attack in the Torp Results Phase; a tracker the craft flew
// into has gone off already and is not counted (6 + Plt 7 − 2 = 11 dodges
// one of the two that followed it).
func TestRule_4_2_DodgeCountsTheTorpsThatArrive(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 25, 25, "N", 5, 5)}
	s := moving(t, Options{}, red, blue)
	for _, at := range []hex.Hex{offHex(10, 11), offHex(10, 7), offHex(10, 8)} {
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, owner: 1, mark: Mk10, pos: at, facing: hex.S, target: ref{refCraft, 0}})
	}
	s = force(s, 1) // the Mk.10 flown into: 1 − DR 1
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	if len(s.torps) != 2 {
		t.Fatalf("%d torps after flying into one\n%s", len(s.torps), logText(ev))
	}
	s = force(s, 6, 3, 3) // the dodge: 6 + Plt 7 − 2 torps = 11, one dodged; the jam fails
	s, ev = apply(t, s, Stop{By: 0, Craft: 0})
	all := logText(ev)
	for s.turn == 1 && s.ph != phFire && !s.outcome.Over {
		s, ev = apply(t, s, quietPick(s.Legal(s.Phase().Actors[0])))
		all += logText(ev)
	}
	if !strings.Contains(all, "= 11") || !strings.Contains(all, "Mk.10 hit") {
		t.Fatalf("dodge\n%s", all)
	}
}

// TestRule_4_1_4_2_LaunchesMayBeDeclined: a craft "may" discharge its
// launcher after a lock-on (4.1) and players "may" launch torps (4.2):
// nothing obliges either. A Salamander with a target in reach of its torps,
// and a Seraph with one in its launcher's arc and range, each declare
// nothing: no lock-on is rolled, no torp is launched, nothing is spent,
// and the turn goes on to the Movement Phase.
func TestRule_4_1_4_2_LaunchesMayBeDeclined(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 8)},
		[]CraftFile{cf("salamander", "A", 10, 5, "S", 5, 5, 5)})
	if !hasIntent(s, 0, kindIs(KindLockOn)) {
		t.Fatalf("the Seraph has no lock-on to decline: %v", s.Legal(0))
	}
	ammo := s.crafts[0].ammo
	torps := s.crafts[0].torps
	var log []string
	for k := 0; k < 6 && s.ph != phMoveStart; k++ {
		p := s.Phase().Actors[0]
		if hasIntent(s, p, kindIs(KindTorp)) || hasIntent(s, p, kindIs(KindLockOn)) {
			log = append(log, s.Phase().Name)
		}
		n, ev := apply(t, s, Declared{By: p})
		if strings.Contains(logText(ev), "lock-on") && strings.Contains(logText(ev), "1D10") {
			t.Fatalf("a lock-on was rolled though none was declared:\n%s", logText(ev))
		}
		s = n
	}
	if s.ph != phMoveStart || len(s.lockons) != 0 || len(s.torps) != 0 || s.crafts[0].ammo != ammo || s.crafts[0].torps != torps {
		t.Fatalf("phase %s, lock-ons %v, torps %d; declined in %v", s.Phase().Name, s.lockons, len(s.torps), log)
	}
	if len(log) < 3 {
		t.Fatalf("declined only in %v: want the lock-on round and both sides' torp round", log)
	}
}
