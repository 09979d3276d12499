package silentdeath

// The tenth audit of the core rules (1.0–9.0, Your First Game, 12.0):
// refusals that name the rule an intent breaks.

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// refused checks that x is refused with a message holding every part of
// want.
func refused(t *testing.T, s *State, x engine.Intent, want ...string) {
	t.Helper()
	err := s.Check(x)
	if err == nil {
		t.Fatalf("%v was accepted", x)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%v: %q does not say %q", x, err, w)
		}
	}
}

// TestRefusals_5_1_5_2_Movement: a turn is one hexside and a tight turn two
// or three (5.2); a slow craft turns only as its sole action; only the
// initiative winner holds a craft back, and only its last one (5.1). The
// refusals say so instead of blaming the movement points.
func TestRefusals_5_1_5_2_Movement(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 13, "N", 9, 5), cf("pit-viper", "B", 14, 13, "N", 9, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)}
	s := movePhase(t, position(t, false, red, blue), 0) // Blue won: Red moves first
	refused(t, s, Tight{By: 0, Craft: 0, Facing: 1}, "one hexside", "normal turn", "5.2")
	refused(t, s, Tight{By: 0, Craft: 0, Facing: 0}, "already faces N", "5.2")
	refused(t, s, Tight{By: 0, Craft: 0, Facing: 9}, "facing 9 does not exist")
	refused(t, s, Turn{By: 0, Craft: 0, Dir: 2}, "one hexside", "not 2", "tight turn")
	refused(t, s, Hold{By: 0}, "only the side that won the initiative, Blue", "5.1")
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	refused(t, s, Turn{By: 0, Craft: 0, Dir: 1}, "already turned in this hex", "5.2")
	for len(s.Legal(0)) > 0 && s.moverSide() == 0 {
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
	}
	// Blue's turn: it has one craft and Red one left; Blue won, so it may
	// hold it; Red may not.
	if !hasIntent(s, 1, kindIs(KindHold)) {
		t.Fatalf("Blue may not hold: %v", s.Legal(1))
	}

	// Your First Game: no tight turns, no hold.
	f := movePhase(t, position(t, true, red, blue), 0)
	refused(t, f, Tight{By: 0, Craft: 0, Facing: 3}, "Your First Game has no tight turns")

	// Drive 2: one hexside as its sole action, after a forward move no turn.
	slow := position(t, false, red, blue)
	slow.crafts[0].driveLoss = int8(slow.crafts[0].Drive(false) - 2)
	slow = movePhase(t, slow, 0)
	refused(t, slow, Tight{By: 0, Craft: 0, Facing: 3}, "Drive 2", "never a tight turn")
	slow, _ = apply(t, slow, Forward{By: 0, Craft: 0})
	refused(t, slow, Turn{By: 0, Craft: 0, Dir: 1}, "Drive 2", "sole action")
}

// TestRefusals_4_1_6_0_Fire: a lock-on is a launcher's, within 10 hexes;
// a salvo is 1 to 10 missiles of the launcher that locked on (4.1); a shot is refused with its reason: the crew
// member's firing step (6.2), a system he does not man, a launcher, a
// target beyond range or faster than the weapon tracks (6.1).
func TestRefusals_4_1_6_0_Fire(t *testing.T) {
	red := []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 8)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5), cf("thunder-bird", "B", 10, 24, "N", 5, 5), cf("thunder-bird", "C", 10, 2, "S", 5, 5)}
	s := position(t, false, red, blue)
	for s.crafts[3].Drive(false) > 8 { // C is slow enough for the Turbo Laser
		s.crafts[3].hits++
	}
	refused(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}}, "Turbo Laser is a cannon")
	refused(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 2}}, "14 hexes away; a lock-on reaches 10 (4.1)")
	s = force(s, 1)
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 1}})
	refused(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 11}, "1 to 10 missiles", "4.1")
	refused(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 0}, "1 to 10 missiles")
	s, _ = apply(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 3})
	for s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s = force(s, 1, 10)
	s, _ = apply(t, s, Initiative{By: 0})
	for s.ph == phMove {
		p := s.moverSide()
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop {
				s, _ = apply(t, s, l)
				break
			}
		}
	}
	if s.FiringStep() != "Gunners Gnr 8" {
		t.Fatalf("step %q", s.FiringStep())
	}
	// 6.0: the gunner who fired the salvo still fires a cannon.
	if err := s.Check(Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}); err != nil {
		t.Fatalf("the gunner's Pulse Lasers after his salvo: %v", err)
	}
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 0, Mount: 0, Target: ref{refCraft, 1}}, "pilots of Gnr 5", "Gunners Gnr 8", "6.2")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 0, Target: ref{refCraft, 1}}, "does not man the Turbo Laser")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}}, "Missile/Torp Launch Phase")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 2}}, "14 hexes away", "beyond the range of the 6 Pulse Lasers (to 10)")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 3, Mount: 1, Target: ref{refCraft, 1}}, "no crew member 3", "1 the gunner")
	s = force(s, 1, 1, 1) // a miss
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
	// The pilots' step of Gnr 5 (the Thunder Bird's pilot has a shot): the
	// Turbo Laser tracks Drive 8 or less (6.1).
	for s.ph == phFire && s.FiringStep() != "Pilots Gnr 5" {
		p := engine.Player(1)
		if len(s.Legal(0)) > 0 {
			p = 0
		}
		s, _ = apply(t, s, s.Legal(p)[len(s.Legal(p))-1])
	}
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 0, Mount: 0, Target: ref{refCraft, 1}}, "Drive 8 or less", "6.1")
}

// TestTable_12_0_DrivesTheExamplesReach: the Drives the rulebook prints for
// a craft in play are on its track: 7.1's Night Hawk "reduced to 12 due to
// previous damage" gets there by its boxes alone (before, its track went
// 15, 13, 11: 12 only through a critical hit's Drive −1, which no chart of
// a Night Hawk holds).
func TestTable_12_0_DrivesTheExamplesReach(t *testing.T) {
	for _, tc := range []struct {
		key   string
		drive int
	}{{"night-hawk", 12}, {"pit-viper", 19}, {"spirit-rider", 15}, {"salamander", 16}} {
		ct, _ := CraftByKey(tc.key)
		found := false
		for h := 0; h <= len(ct.Track); h++ {
			found = found || ct.DriveAfter(h) == tc.drive
		}
		if !found {
			t.Errorf("%s: no number of boxes marked leaves Drive %d", ct.Name, tc.drive)
		}
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

// TestRule_5_2_TorpsAndCraftTurning: the starcraft turning rules do not
// bind torps, which turn as many hexsides as they pay for, 3 MP each, in
// any hex (5.2, Torp Movement); and a torp is no starcraft: a craft may
// turn, and end its move, in a torp's hex (5.2).
func TestRule_5_2_TorpsAndCraftTurning(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 13, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 10, "N", 5, 5)})
	// A torp facing N in the Thunder Bird's hex, its target 3 hexes behind
	// it: three hexsides (9 MP) in an occupied hex, then 3 hexes (12 MP).
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: s.crafts[1].pos, facing: hex.N, target: ref{refCraft, 0}})
	if h, f, mp, ok := s.torpPath(0, s.crafts[0].pos); !ok || h != s.crafts[0].pos || f != hex.S || mp != 12 {
		t.Fatalf("the torp ends at %s facing %s after %d MP (arrived %v)", offset(h), f, mp, ok)
	}
	// The Pit Viper flies into the hex ahead, where an enemy torp tracking
	// another target waits: it may turn there and stop there.
	s.torps[0] = torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 12), facing: hex.N, target: ref{refCraft, 1}, moved: true}
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if !hasIntent(s, 0, kindIs(KindTurn)) || !hasIntent(s, 0, kindIs(KindTight)) || !hasIntent(s, 0, kindIs(KindStop)) {
		t.Fatalf("in a torp's hex: %v", s.Legal(0))
	}
}

// TestRule_6_1_FireThroughCraft: intervening starcraft and torps do not
// block fire (6.1): a Pit Viper fires past a friend and an enemy torp at
// the Thunder Bird behind them.
func TestRule_6_1_FireThroughCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5), cf("pit-viper", "B", 10, 18, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 14, "S", 5, 5), cf("thunder-bird", "B", 10, 16, "S", 5, 5)}
	s := position(t, false, red, blue)
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 19), facing: hex.N, target: ref{refCraft, 1}})
	var got []ref
	s.cannonTargets(0, 0, func(r ref) { got = append(got, r) })
	want := map[ref]bool{{refCraft, 2}: true, {refCraft, 3}: true, {refTorp, 1}: true}
	if len(got) != 3 {
		t.Fatalf("targets %v", got)
	}
	for _, r := range got {
		if !want[r] {
			t.Fatalf("targets %v", got)
		}
	}
}

// TestRule_5_2_NeverEndsInAnOccupiedHex: no craft ends its move in another
// craft's hex (5.1, 5.2). A Pit Viper passing through the Thunder Bird's
// hex flies into a Mk.10 tracking it there (4.2): 12 − DR 1 = 11 boxes and
// the critical's one more take its Drive from 19 to 12, below the 16 MP it
// has spent, so it can fly no further; it ends its move in the hex it came
// from, not in the Thunder Bird's (before, it stayed there).
func TestRule_5_2_NeverEndsInAnOccupiedHex(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 4, "N", 5, 5)})
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 4), facing: hex.S, target: ref{refCraft, 0}, moved: true})
	s = movePhase(t, s, 0)
	for i := 0; i < 15; i++ {
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	}
	if !hasIntent(s, 0, kindIs(KindForward)) {
		t.Fatalf("the Pit Viper may not pass through the Thunder Bird's hex: %v", s.Legal(0))
	}
	s = force(s, 12, 10) // the Mk.10's D12, the chart's 10: one more box
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	c := &s.crafts[0]
	if !c.moved || c.Drive(false) != 12 || c.pos != hex.FromOffset(10, 5) || c.facing != hex.N {
		t.Fatalf("moved %v, Drive %d, at %s facing %s\n%s", c.moved, c.Drive(false), offset(c.pos), c.facing, logText(ev))
	}
	if !strings.Contains(logText(ev), "ends its move back in [10,5]") {
		t.Fatalf("the log does not say so:\n%s", logText(ev))
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
