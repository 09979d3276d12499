package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The thirty-sixth audit's blind cases: chosen from the rulebook before the
// program was read (/tmp/blind36-silentdeath.md, docs/rules/silentdeath.md
// "Thirty-sixth audit"), in the areas the thirty-fifth audit's cases did
// not reach, or at an angle no test held.

// TestBlind_5_1_Drive0PilotStillLeadsTheInitiative: 5.1 adds the Plt of a
// side's current best pilot, whatever his craft can do: a pilot whose craft
// is at Drive 0 (it moves not, 5.1) is still aboard and still the best.
func TestBlind_5_1_Drive0PilotStillLeadsTheInitiative(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 9, 5), cf("pit-viper", "B", 4, 2, "S", 6, 5)},
		[]CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5)})
	s.crafts[0].hits = 21 // □4 marked: Drive 0
	if d := s.crafts[0].Drive(false); d != 0 {
		t.Fatalf("Drive %d", d)
	}
	if v, _ := s.initiativePlt(0); v != 9 {
		t.Fatalf("Plt %d, want the immobile craft's pilot's 9", v)
	}
}

// TestBlind_5_1_ExitedPilotNoLongerLeads: a craft that left the map by its
// exit edge has left the battle; its pilot is no longer one of the side's
// pilots "currently" there, and the next best leads the initiative.
func TestBlind_5_1_ExitedPilotNoLongerLeads(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 9, 5), cf("pit-viper", "B", 4, 2, "S", 6, 5)},
		[]CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5)})
	s.crafts[0].state = outExited
	if v, _ := s.initiativePlt(0); v != 6 {
		t.Fatalf("Plt %d, want 6 once the best pilot's craft has left", v)
	}
}

// TestBlind_5_1_LoneWinnerMovesLast: the winner's hold works with a single
// craft too: Red wins the initiative with one craft against Blue's three,
// so Blue moves a craft first and Red holds its only one to the end: Blue,
// Blue, Blue, Red (not Blue, Red, Blue, Blue).
func TestBlind_5_1_LoneWinnerMovesLast(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 4, 2, "S", 5, 5)}
	got := orderFor(t, red, pvs(1, 3), []int{9, 1}, nil)
	if !sameOrder(got, []int8{1, 1, 1, 0}) {
		t.Fatalf("order %v, want Blue, Blue, Blue, Red", got)
	}
	// The loser never holds: Blue wins with three against Red's one, and
	// Red moves its one craft first, Blue the rest.
	got = orderFor(t, red, pvs(1, 3), []int{1, 9}, nil)
	if !sameOrder(got, []int8{0, 1, 1, 1}) {
		t.Fatalf("order %v, want Red, Blue, Blue, Blue", got)
	}
}

// TestBlind_5_2_TightTurnAboutFaceCostsAsTwoHexsides: a tight turn costs
// its TTC "regardless of the number of hexsides turned": once a Plt 9
// pilot has paid 1D4+3 (a 2: 5 MP) he may face straight back, three
// hexsides round, for nothing more.
func TestBlind_5_2_TightTurnAboutFaceCostsAsTwoHexsides(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s, ev := apply(t, force(s, 2), Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	if s.mp != 5 {
		t.Fatalf("%d MP spent, want 5 (2+3)\n%s", s.mp, logText(ev))
	}
	s, ev = apply(t, s, Face{By: 0, Craft: 0, Facing: int(hex.S)})
	if s.crafts[0].facing != hex.S || s.mp != 5 {
		t.Fatalf("facing %v after %d MP\n%s", s.crafts[0].facing, s.mp, logText(ev))
	}
}

// TestBlind_5_2_NoNormalTurnOnTwoMP: a normal turn costs 3 MP; a Spirit
// Rider (Drive 15) that has spent 13 cannot turn (were it to try, its move
// would end in its old facing, 5.2), but it may still fly its last 2 hexes.
func TestBlind_5_2_NoNormalTurnOnTwoMP(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 28, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s = movePhase(t, s, 0)
	for k := 0; k < 13; k++ {
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	}
	if hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindTight)) {
		t.Fatalf("a turn offered on 2 MP: %v", s.Legal(0))
	}
	refused(t, s, Turn{By: 0, Craft: 0, Dir: 1}, "2 movement points left", "a turn costs 3")
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if c, r := colrow(s.crafts[0].pos); c != 10 || r != 13 || !s.crafts[0].moved {
		t.Fatalf("at [%d,%d], moved %v", c, r, s.crafts[0].moved)
	}
}

// TestBlind_5_2_Drive2TurnIsItsOnlyAction: below Drive 3 a craft may turn a
// hexside as its sole action; one that has flown a hex has acted and may
// not turn after it.
func TestBlind_5_2_Drive2TurnIsItsOnlyAction(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s.crafts[0].hits = 19
	s.crafts[0].driveLoss = 2 // □4 less a critical's 2: Drive 2
	if d := s.crafts[0].Drive(false); d != 2 {
		t.Fatalf("Drive %d", d)
	}
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("a Drive 2 craft that moved may still turn: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if !s.crafts[0].moved {
		t.Fatal("the move is not over after 2 MP")
	}
}

// TestBlind_7_2_ReadingsWithTies: Low takes every lowest die (1,1,5 → 2);
// Medium has no middle die in 1,1,5 and reads the highest (5); three equal
// dice count all (5,5,5 → 15); High counts every highest die of a missile
// salvo of four (6,6,2,1 → 12); All is the sum.
func TestBlind_7_2_ReadingsWithTies(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		how   Reading
		want  int
	}{
		{[]int{1, 1, 5}, Low, 2}, {[]int{1, 1, 5}, Medium, 5}, {[]int{5, 5, 5}, Medium, 15},
		{[]int{6, 6, 2, 1}, High, 12}, {[]int{6, 6, 2, 1}, All, 15}, {[]int{2, 4, 9}, Medium, 4},
		{[]int{3, 6, 6}, Medium, 12}, {[]int{7}, High, 7},
	} {
		if got, _ := ReadDamage(tc.faces, tc.how); got != tc.want {
			t.Errorf("%v read %v: %d, want %d", tc.faces, tc.how, got, tc.want)
		}
	}
}

// TestBlind_4_1_LockOnOnlyInTheLaunchersArc: a lock-on target must be in
// the launcher's arc (4.1), torps need none (4.2). A Revenge's first
// launcher fires Forward: a Thunder Bird 4 hexes astern is not offered to
// it, while one ahead is, and a torp may go at the one astern.
func TestBlind_4_1_LockOnOnlyInTheLaunchersArc(t *testing.T) {
	red := []CraftFile{cf("revenge", "A", 10, 10, "N", 7, 7, 7)}
	astern := []CraftFile{cf("thunder-bird", "A", 10, 14, "N", 5, 5)}
	ahead := []CraftFile{cf("thunder-bird", "A", 10, 6, "N", 5, 5)}
	lock := LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}}
	s := position(t, false, red, astern)
	if err := s.Check(lock); err == nil {
		t.Fatal("the Forward launcher locks on a craft astern")
	}
	s = position(t, false, red, ahead)
	if err := s.Check(lock); err != nil {
		t.Fatalf("the Forward launcher at a craft ahead: %v", err)
	}
}

// TestBlind_4_2_TorpAtAnyRange: a torp may be launched at a target at any
// range, far beyond a missile's 10 hexes or any cannon's, and in no arc (the
// target here is astern); it is placed in its craft's hex, facing as the
// craft does.
func TestBlind_4_2_TorpAtAnyRange(t *testing.T) {
	s := position(t, false, []CraftFile{cf("revenge", "A", 2, 2, "NW", 7, 7, 7)}, []CraftFile{cf("thunder-bird", "A", 34, 28, "N", 5, 5)})
	if d := hex.Distance(s.crafts[0].pos, s.crafts[1].pos); d < 30 {
		t.Fatalf("range %d", d)
	}
	for s.ph == phLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s, _ = apply(t, s, Torp{By: 0, Craft: 0, Mark: Mk50, Target: ref{refCraft, 1}})
	s, _ = apply(t, s, Declared{By: 0})
	for s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if len(s.torps) != 1 {
		t.Fatalf("%d torps", len(s.torps))
	}
	if tp := s.torps[0]; tp.pos != s.crafts[0].pos || tp.facing != hex.NW || tp.mark != Mk50 {
		t.Fatalf("torp at %s facing %v, craft at %s", offset(tp.pos), tp.facing, offset(s.crafts[0].pos))
	}
	if s.crafts[0].torps[Mk50] != 9 {
		t.Fatalf("%d Mk.50s left, want 9", s.crafts[0].torps[Mk50])
	}
}

// TestBlind_4_2_JamOnlyYourOwnTracker: a craft may jam only a torp that
// tracks it, never one tracking another craft, even one of its side.
func TestBlind_4_2_JamOnlyYourOwnTracker(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5), cf("pit-viper", "B", 14, 20, "N", 9, 5)},
		[]CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	for k, tgt := range []int{0, 0, 1} {
		s.torps = append(s.torps, torp{id: k + 1, side: 1, mark: Mk10, pos: hex.FromOffset(20, 5+k), target: ref{refCraft, tgt}, moved: true})
	}
	s.nextTorp = 3
	s.ph = phJam
	if err := s.Check(Jam{By: 0, Craft: 0, Target: ref{refTorp, 3}}); err == nil {
		t.Fatal("Pit Viper A may jam the torp tracking Pit Viper B")
	}
	if err := s.Check(Jam{By: 0, Craft: 0, Target: ref{refTorp, 2}}); err != nil {
		t.Fatalf("its own tracker: %v", err)
	}
}

// TestBlind_4_2_ImmobileCraftStillJams: jamming is electronic, not a
// dodge: a craft at Drive 0, which may not dodge, still jams a torp
// tracking it on a 1.
func TestBlind_4_2_ImmobileCraftStillJams(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
	s.crafts[0].hits = 21
	if d := s.crafts[0].Drive(false); d != 0 {
		t.Fatalf("Drive %d", d)
	}
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(20, 10), target: ref{refCraft, 0}, moved: true})
	s = force(s, 1)
	var ev events
	s.autoJam(&ev)
	if len(s.torps) != 0 {
		t.Fatalf("the immobile craft did not jam\n%s", logText(ev.list))
	}
}

// TestBlind_6_1_BlatgunAndSplattergunIncrements: 8.1's bands at their
// edges: the Blatgun short to 4, mid 5–10, long 11–15; the Splattergun
// short to 2, mid 3–6, long 7–10; the Impulsegun short to 3, mid 4–8,
// long 9–10.
func TestBlind_6_1_BlatgunAndSplattergunIncrements(t *testing.T) {
	for _, tc := range []struct {
		w    Weapon
		d    int
		want RangeBand
	}{
		{Blatgun, 4, ShortRange}, {Blatgun, 5, MidRange}, {Blatgun, 10, MidRange}, {Blatgun, 11, LongRange}, {Blatgun, 15, LongRange}, {Blatgun, 16, OutOfRange},
		{Splattergun, 2, ShortRange}, {Splattergun, 3, MidRange}, {Splattergun, 6, MidRange}, {Splattergun, 7, LongRange},
		{Impulsegun, 3, ShortRange}, {Impulsegun, 4, MidRange}, {Impulsegun, 8, MidRange}, {Impulsegun, 9, LongRange},
		{TurboLaser, 9, ShortRange}, {TurboLaser, 10, MidRange}, {TurboLaser, 26, LongRange},
	} {
		if b := Band(tc.w, tc.d, false); b != tc.want {
			t.Errorf("%s at %d: %v, want %v", weapons[tc.w].Name, tc.d, b, tc.want)
		}
	}
}

// TestBlind_10_2_DriftSpendsNoDrive: the drift comes before the Movement
// Phase's activities and is no movement of the craft's own: after drifting
// 3 hexes a Spirit Rider still has its whole Drive 15 to spend.
func TestBlind_10_2_DriftSpendsNoDrive(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 25, "N", 7, 8)}
	blue := []CraftFile{cf("thunder-bird", "A", 30, 2, "S", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.ph = phMoveStart
	s = force(s, 3, 1, 1, 10) // Red drifts 3 (1D6), Blue 1 (1D6); initiative 1 to 10: Red moves first
	s, ev := apply(t, s, Initiative{By: 0})
	if c, r := colrow(s.crafts[0].pos); c != 10 || r != 22 {
		t.Fatalf("drifted to [%d,%d]\n%s", c, r, logText(ev))
	}
	if s.moverSide() != 0 {
		t.Fatalf("side %d moves first\n%s", s.moverSide(), logText(ev))
	}
	for k := 0; k < 15; k++ {
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	}
	if c, r := colrow(s.crafts[0].pos); c != 10 || r != 7 || !s.crafts[0].moved {
		t.Fatalf("after 15 hexes at [%d,%d], moved %v", c, r, s.crafts[0].moved)
	}
}

// TestBlind_10_6_VariableSpeedMk10ReachesEighteen: with 10.6's variable
// speeds a Mk.10 flies 18 MP, an Mk.20 16: 18 hexes straight ahead are in
// an Mk.10's reach, not an Mk.20's.
func TestBlind_10_6_VariableSpeedMk10ReachesEighteen(t *testing.T) {
	for _, tc := range []struct {
		mark  Mark
		reach bool
	}{{Mk10, true}, {Mk20, false}} {
		s := positionOpts(t, Options{TorpSpeeds: true}, []CraftFile{cf("pit-viper", "A", 10, 26, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.nextTorp++
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: tc.mark, pos: hex.FromOffset(10, 8), facing: hex.S, target: ref{refCraft, 0}})
		h, _, mp, ok := s.torpPath(0, s.crafts[0].pos)
		if (ok && h == s.crafts[0].pos) != tc.reach {
			t.Errorf("%v: reached %v after %d MP", tc.mark, ok && h == s.crafts[0].pos, mp)
		}
	}
}

// TestBlind_10_12_EppingSpreadIsSeven: the Epping's damage control works on
// 1–7 of 1D10: a 7 regains the last box, an 8 regains nothing.
func TestBlind_10_12_EppingSpreadIsSeven(t *testing.T) {
	for _, tc := range []struct {
		roll int
		hits int16
	}{{7, 4}, {8, 5}} {
		red := []CraftFile{cf("epping", "A", 10, 10, "S", 5, 5, 5, 5, 5)}
		blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
		s := positionOpts(t, Options{DamageControl: true}, red, blue)
		s.crafts[0].hits = 5
		s = force(s, tc.roll)
		var ev events
		endTurnAttempting(s, &ev)
		if s.crafts[0].hits != tc.hits {
			t.Errorf("roll %d: %d boxes marked, want %d\n%s", tc.roll, s.crafts[0].hits, tc.hits, logText(ev.list))
		}
	}
}

// TestBlind_11_4_TealHawkGunnersFireNothing: in 11.4 only the Teal Hawk's
// pilot fires its Blatguns; its gunner has nothing to fire.
func TestBlind_11_4_TealHawkGunnersFireNothing(t *testing.T) {
	s := newGame(t, "techstakes", 1).clone()
	th := s.craftIndex(0, "Teal Hawk A")
	if th < 0 {
		t.Fatal("no Teal Hawk A")
	}
	// An enemy straight ahead at 3 hexes, Drive 15 (≤13 needed): cut it to 8.
	var e int
	for i := range s.crafts {
		if s.crafts[i].side != s.crafts[th].side {
			e = i
			break
		}
	}
	s.crafts[e].pos = hex.Neighbor(hex.Neighbor(hex.Neighbor(s.crafts[th].pos, s.crafts[th].facing), s.crafts[th].facing), s.crafts[th].facing)
	s.crafts[e].driveLoss = 10
	pilot, gunner := s.crewOptions(th, 0, nil) > 0, s.crewOptions(th, 1, nil) > 0
	if gunner || !pilot {
		t.Fatalf("pilot fires %v, gunner fires %v; want the pilot only", pilot, gunner)
	}
}

// TestBlind_11_6_DamagedLaserSatFiresAsBefore: a Laser Sat's attack is never
// weakened by damage short of its tenth point: with 9 points it still
// fires 3D8 at every enemy in reach.
func TestBlind_11_6_DamagedLaserSatFiresAsBefore(t *testing.T) {
	s := newGame(t, "screening", 1)
	x := s.sats[0]
	var near int = -1
	for i := range s.crafts {
		s.crafts[i].pos = hex.FromOffset(i, 0)
		if near < 0 && s.crafts[i].side != x.side {
			near = i
		}
	}
	s.crafts[near].pos = hex.Neighbor(hex.Neighbor(hex.Neighbor(hex.Neighbor(x.pos, hex.N), hex.N), hex.N), hex.N) // 4: mid
	s.sats = s.sats[:1]
	s.sats[0].damage = LaserSatBoxes - 1
	s = force(s, 5, 6, 7)
	var ev events
	s.laserSatsFire(&ev)
	if log := logText(ev.list); strings.Count(log, "fires at") != 1 || !strings.Contains(log, "3d8 [5 6 7] = 18") {
		t.Fatalf("log:\n%s", log)
	}
}

// TestBlind_11_2_MineAttackMustReachTheDV: the minefield's is "a normal"
// 3D8 attack: a total below the target's DV does nothing; one at the DV
// hits for all three dice less DR.
func TestBlind_11_2_MineAttackMustReachTheDV(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		hits  int16
	}{{[]int{4, 4, 4}, 0}, {[]int{4, 4, 5}, 13 - 2}} { // Thunder Bird DV 13, DR 2
		s := newGame(t, "minefield", 1)
		i := s.craftIndex(1, "Thunder Bird A")
		s = force(s, tc.faces...)
		var ev events
		s.mineAttack(&ev, ref{refCraft, i})
		if s.crafts[i].hits != tc.hits {
			t.Errorf("%v: %d boxes, want %d\n%s", tc.faces, s.crafts[i].hits, tc.hits, logText(ev.list))
		}
	}
}

// TestBlind_11_5_DecoyUnmaskedOnlyByDamage: the decoy is revealed when an
// attack damages it; a hit that its DR stops entirely damages nothing, and
// it stays on the map; one point of damage unmasks it.
func TestBlind_11_5_DecoyUnmaskedOnlyByDamage(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	decoy := pair[1]
	var ev events
	s.land(&ev, shot{kind: EvAttack, side: 1, target: ref{refCraft, decoy}, hit: true, dmg: 0})
	if !s.crafts[decoy].alive() || s.crafts[decoy].hits != 0 {
		t.Fatalf("a hit for no damage unmasked the decoy\n%s", logText(ev.list))
	}
	s.land(&ev, shot{kind: EvAttack, side: 1, target: ref{refCraft, decoy}, hit: true, dmg: 1})
	if s.crafts[decoy].alive() || s.crafts[decoy].state != outDecoy || !strings.Contains(logText(ev.list), "unmasked") {
		t.Fatalf("one point of damage left the decoy: state %v\n%s", s.crafts[decoy].state, logText(ev.list))
	}
}

// TestBlind_11_5_DecoyFiresNothing: the decoy may be flown but fires no
// weapon: with an enemy in its lasers' reach its crew are offered nothing
// but to hold fire, while the real shuttle's gunner may fire.
func TestBlind_11_5_DecoyFiresNothing(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	s = s.clone()
	real, decoy := pair[0], pair[1]
	s.step = 10 - int(s.crafts[real].crew[1].Gnr) // the shuttles' gunners' firing step (6.2)
	e := s.craftIndex(1, "Sorensen III A")
	for _, i := range []int{real, decoy} {
		s.crafts[e].pos = hex.Neighbor(hex.Neighbor(s.crafts[i].pos, hex.SE), hex.SE) // 2 hexes: in the 360° lasers' reach
		fires := map[bool]bool{}
		s.fireOptions(0, func(x engine.Intent) {
			if f, ok := x.(Fire); ok && int(f.Craft) == i {
				fires[true] = true
			}
		})
		if want := i == real; fires[true] != want {
			t.Errorf("shuttle %d (real %v): offered fire %v", i, i == real, fires[true])
		}
		if i == real && s.crewOptions(i, 1, nil) == 0 {
			t.Fatal("the real shuttle's gunner has no target")
		}
	}
}

// TestBlind_4_2_Drive10CraftDodges: "equal to or greater than 10": an
// Epping at Drive 10 dodges (Plt 5, one torp, a roll of 7: 11, one torp
// dodged); one point of Drive less and it may not.
func TestBlind_4_2_Drive10CraftDodges(t *testing.T) {
	for _, tc := range []struct {
		loss int8
		hits int16
	}{{0, 0}, {1, 2}} { // undodged: 1D12 of 7 less DR 5
		s := position(t, false, []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].driveLoss = tc.loss
		if d := s.crafts[0].Drive(false); d != 10-int(tc.loss) {
			t.Fatalf("Drive %d", d)
		}
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
		s = force(s, 7, 7)
		var ev events
		s.torpResults(&ev)
		if s.crafts[0].hits != tc.hits {
			t.Errorf("Drive %d: %d boxes marked, want %d\n%s", 10-tc.loss, s.crafts[0].hits, tc.hits, logText(ev.list))
		}
	}
}

// TestBlind_11_1_OnlyAPharsiiRecoversThePod: in 11.1 the pod is recovered
// by a Pharsii II; a Seraph that stops in its hex starts no recovery.
func TestBlind_11_1_OnlyAPharsiiRecoversThePod(t *testing.T) {
	for _, tc := range []struct {
		label string
		rec   bool
	}{{"Seraph A", false}, {"Pharsii II A", true}} {
		s := newGame(t, "rescue", 1)
		i := s.craftIndex(0, tc.label)
		s = movePhase(t, s, 0)
		s = s.clone()
		// Put the craft next to the pod, facing it, and fly it in.
		pod := s.pod
		s.crafts[i].pos = hex.Neighbor(pod, hex.S)
		s.crafts[i].facing = hex.N
		s, _ = apply(t, s, Forward{By: 0, Craft: CraftID(i)})
		s, _ = apply(t, s, Stop{By: 0, Craft: CraftID(i)})
		if got := s.crafts[i].recovering != 0; got != tc.rec {
			t.Errorf("%s stopped in the pod's hex: recovering %v, want %v", tc.label, got, tc.rec)
		}
	}
}

// TestBlind_10_12_JammingIsNoWeapon: jamming a torp is electronic counter
// measures, not a weapon discharged: a craft that jammed this turn (and
// was not hit) may still attempt damage control.
func TestBlind_10_12_JammingIsNoWeapon(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 3
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(20, 10), target: ref{refCraft, 0}, moved: true})
	s = force(s, 1, 2) // jammed; then the repair die 2 (spread 1–2)
	var ev events
	s.autoJam(&ev)
	if len(s.torps) != 0 {
		t.Fatalf("not jammed\n%s", logText(ev.list))
	}
	endTurnAttempting(s, &ev)
	if s.crafts[0].hits != 2 {
		t.Fatalf("%d boxes after a turn it only jammed in, want 2\n%s", s.crafts[0].hits, logText(ev.list))
	}
}

// TestBlind_10_11_BlatgunAtItsExtremes: 10.11's Blatgun row: 1 point blank
// +2, 2–4 short +1, 5–7 mid, 8–10 long −1, 11–13 very long −2, 14–15
// extreme −4; the Meld Laser's extreme is 20 alone.
func TestBlind_10_11_BlatgunAtItsExtremes(t *testing.T) {
	s := positionOpts(t, Options{RangeBands: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)})
	for _, tc := range []struct {
		w    Weapon
		d, m int
	}{{Blatgun, 1, 2}, {Blatgun, 2, 1}, {Blatgun, 4, 1}, {Blatgun, 5, 0}, {Blatgun, 7, 0}, {Blatgun, 8, -1}, {Blatgun, 10, -1},
		{Blatgun, 11, -2}, {Blatgun, 13, -2}, {Blatgun, 14, -4}, {Blatgun, 15, -4}, {MeldLaser, 19, -2}, {MeldLaser, 20, -4}} {
		if m, _, _ := s.rangeMod(tc.w, tc.d); m != tc.m {
			t.Errorf("%s at %d: %+d, want %+d", weapons[tc.w].Name, tc.d, m, tc.m)
		}
	}
}

// TestBlind_11_1_PodDiesWithItsCarrier: once aboard, the pod is lost with
// the craft carrying it, and with it Duce's only way to win: the Void
// Stalkers win.
func TestBlind_11_1_PodDiesWithItsCarrier(t *testing.T) {
	s := newGame(t, "rescue", 1).clone()
	ph := s.craftIndex(0, "Pharsii II A")
	s.crafts[ph].pod, s.podState = true, 1
	var ev events
	s.damageCraft(&ev, ph, 200, 1)
	if s.crafts[ph].alive() || s.podState != 2 {
		t.Fatalf("carrier alive %v, pod state %d\n%s", s.crafts[ph].alive(), s.podState, logText(ev.list))
	}
	s.checkVictory(&ev, true)
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("outcome %+v\n%s", s.outcome, logText(ev.list))
	}
}

// TestBlind_11_6_LaserSatIsNoImmobileCraft: a Laser Sat keeps its DV 14 "in
// spite of" never moving (7.1's DV 5 is for craft brought to Drive 0), and a
// cannon limited to slow targets may fire at it: a Seraph's Turbo Laser
// (Drive 8 or less) has it as a target 5 hexes ahead.
func TestBlind_11_6_LaserSatIsNoImmobileCraft(t *testing.T) {
	s := newGame(t, "screening", 1).clone()
	sat := ref{refSat, 0}
	if dv := s.targetDV(sat); dv != 14 {
		t.Fatalf("Laser Sat DV %d, want 14", dv)
	}
	i := s.craftIndex(1, "Pharsii II A") // the Pharsii's Turbo Laser fires Forward
	s.crafts[i].pos = s.sats[0].pos
	for k := 0; k < 5; k++ {
		s.crafts[i].pos = hex.Neighbor(s.crafts[i].pos, hex.S)
	}
	s.crafts[i].facing = hex.N
	var turbo bool
	s.cannonTargets(i, 0, func(r ref) {
		if r == sat {
			turbo = true
		}
	})
	if !turbo {
		t.Fatal("the Turbo Laser may not fire at the Laser Sat 5 hexes ahead")
	}
}

// TestBlind_4_2_TorpMayHuntATorp: torps may be launched at "any target",
// an enemy torp in flight among them (4.2 lets torps attack torps).
func TestBlind_4_2_TorpMayHuntATorp(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 20, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk20, pos: hex.FromOffset(10, 12), facing: hex.S, target: ref{refCraft, 0}})
	for s.ph == phLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if err := s.Check(Torp{By: 0, Craft: 0, Mark: Mk10, Target: ref{refTorp, 1}}); err != nil {
		t.Fatalf("a torp at the enemy's torp: %v", err)
	}
}

// TestBlind_10_7_DecoyRollsForEachTracker: a decoy rolls 1D4 for every torp
// tracking the craft, each on its own: with three trackers, rolls of 1, 3
// and 2 remove the first and the third and leave the second to track on.
// Deploying a decoy, like jamming, discharges no weapon: the craft may
// still attempt damage control after the turn (10.12).
func TestBlind_10_7_DecoyRollsForEachTracker(t *testing.T) {
	s := jamming(t, Options{Decoys: true, DamageControl: true}, "salamander", 3)
	s.crafts[1].hits = 2
	n, ev := apply(t, force(s, 1, 3, 2), Decoy{By: 1, Craft: 1})
	if len(n.torps) != 1 || n.torps[0].id != 2 {
		ids := []int{}
		for _, x := range n.torps {
			ids = append(ids, x.id)
		}
		t.Fatalf("torps left %v, want [2]\n%s", ids, logText(ev))
	}
	if n.crafts[1].firedT {
		t.Fatal("the decoy counted as a weapon discharged")
	}
	if n.crafts[1].decoys != 1 {
		t.Fatalf("%d decoys left, want 1", n.crafts[1].decoys)
	}
}

// TestBlind_11_4_SurpriseWinnerMayHold: the 2331st has the initiative in
// turns 1–3 without a roll, and with it the winner's right to hold a craft
// back to the end: with two of its six craft gone, against Thaan's six,
// the House Thaan side moves first and the 2331st's last craft moves after
// every Thaan craft (T S T S T S T T T S, not T S T S T S T S T T).
func TestBlind_11_4_SurpriseWinnerMayHold(t *testing.T) {
	s := newGame(t, "techstakes", 1).clone()
	s.crafts[s.craftIndex(1, "Spirit Rider C")].state = outDestroyed
	s.crafts[s.craftIndex(1, "Spirit Rider D")].state = outDestroyed
	for s.ph == phLaunch || s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s, _ = apply(t, s, Initiative{By: 0})
	if s.initWinner != 1 || s.moverSide() != 0 {
		t.Fatalf("winner %d, first %d", s.initWinner, s.moverSide())
	}
	order, _ := moveOrder(t, s)
	if !sameOrder(order, []int8{0, 1, 0, 1, 0, 1, 0, 0, 0, 1}) {
		t.Fatalf("order %v: the 2331st's last craft does not move last", order)
	}
}

// TestBlind_11_2_CommSatTakesTorpsUndodged: the Comm Sat may not dodge the
// torps that reach its hex: two Mk.20s make one combined attack of four
// D12s read All, with no DR, off its 20 points.
func TestBlind_11_2_CommSatTakesTorpsUndodged(t *testing.T) {
	s := newGame(t, "minefield", 1).clone()
	sat := ref{refSat, 0}
	s = arrive(s, sat, s.sats[0].pos, 0, Mk20, Mk20)
	s = force(s, 2, 3, 4, 5)
	var ev events
	s.torpResults(&ev)
	if s.sats[0].damage != 14 || len(s.torps) != 0 {
		t.Fatalf("Comm Sat damage %d, want 14\n%s", s.sats[0].damage, logText(ev.list))
	}
}

// TestBlind_11_6_LaserSatFiresAllRound: a Laser Sat has no arcs: it attacks
// every enemy craft within 10 hexes whatever its direction, here one 3
// hexes north and one 3 hexes south, and not the one 11 hexes away.
func TestBlind_11_6_LaserSatFiresAllRound(t *testing.T) {
	s := newGame(t, "screening", 1)
	x := s.sats[0]
	var foes []int
	for i := range s.crafts {
		s.crafts[i].pos = hex.FromOffset(i, 0)
		if s.crafts[i].side != x.side {
			foes = append(foes, i)
		}
	}
	walk := func(d hex.Direction, n int) hex.Hex {
		h := x.pos
		for k := 0; k < n; k++ {
			h = hex.Neighbor(h, d)
		}
		return h
	}
	s.crafts[foes[0]].pos, s.crafts[foes[1]].pos, s.crafts[foes[2]].pos = walk(hex.N, 3), walk(hex.S, 3), walk(hex.SE, 11)
	if !s.sc.board.In(s.crafts[foes[2]].pos) {
		t.Fatal("the far craft is off the map")
	}
	s.sats = s.sats[:1]
	s = force(s, 1, 1, 1, 1, 1, 1)
	var ev events
	s.laserSatsFire(&ev)
	log := logText(ev.list)
	if strings.Count(log, "fires at") != 2 || strings.Contains(log, s.label(foes[2])) {
		t.Fatalf("log:\n%s", log)
	}
}
