package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The cases the thirty-seventh audit held on reading the code, and the
// other places where a quick reading of the rulebook goes wrong, pinned
// with forced dice and the numbers they must give (docs/rules/
// silentdeath.md, "Thirty-eighth stop: the held cases pinned").

// TestPinned_10_3_WoundedPilotRollsHisCurrentPlt: a pilot of Plt 8
// wounded by 2 (the interceptor chart's 2) makes 5.2's tight turn on the
// TTC of Plt 6, 1D6+3 (a 6 costs 9 MP; Plt 8's 1D4 has no 6), and 10.3's
// set-cost roll against 6: a 6 fails (one hexside, 3 MP) where Plt 8
// made it, a 5 makes it (two hexsides, 5 MP).
func TestPinned_10_3_WoundedPilotRollsHisCurrentPlt(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 15, "N", 8, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 7, 5)} // initiative 5+7 against 2+8: Red moves first
	wound := func(s *State) *State {
		s = force(s, 2)
		var ev events
		s.critical(&ev, 0, 1)
		if s.crafts[0].crew[0].Plt != 6 {
			t.Fatalf("wounded Plt %d\n%s", s.crafts[0].crew[0].Plt, logText(ev.list))
		}
		return s
	}
	s := wound(moving(t, Options{}, red, blue))
	s, ev := apply(t, force(s, 6), Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	if s.mp != 9 || !strings.Contains(logText(ev), "1d6 [6] +3 tight turn = 9") {
		t.Fatalf("TTC: %d MP\n%s", s.mp, logText(ev))
	}
	for _, tc := range []struct{ roll, mp, facing int }{{6, 3, -1}, {5, 5, int(hex.SE)}, {7, 3, -1}} {
		s := wound(moving(t, Options{SetTurns: true}, red, blue))
		n, ev := apply(t, force(s, tc.roll), Tight{By: 0, Craft: 0, Facing: int(hex.SE)})
		if n.mp != tc.mp || (tc.facing >= 0) != (int(n.crafts[0].facing) == tc.facing) || (tc.facing < 0) != n.faceNext {
			t.Errorf("roll %d against Plt 6: %d MP, facing %v, a hexside to choose %v\n%s", tc.roll, n.mp, n.crafts[0].facing, n.faceNext, logText(ev))
		}
		if !strings.Contains(logText(ev), "(below the pilot's Plt 6, 10.3)") {
			t.Errorf("roll %d: the log does not name the Plt 6\n%s", tc.roll, logText(ev))
		}
	}
}

// TestPinned_6_2_LaserSatsFireOneAfterTheOther: 11.6's two Laser Sats have
// no Gnr, and 6.2 makes fire sequential but for equal Gnr: the second sat
// fires after the first's damage is marked. A Void Stalker craft one box
// from destruction within 10 hexes of both is destroyed by the first
// (3D8 of 6, 6, 6 read Low: 6, less its DR) and the second has nothing to
// fire at. With its boxes whole both fire at it, the second against the
// DR the first left: 6, 6, 6 read Low 18 −3 DR = 15 boxes, a critical
// hit (6: DR −1) and the ◇ take its DR from 3 to 1, and the second sat's
// 6, 6, 3 at long range deal 3 −1 DR = 2.
func TestPinned_6_2_LaserSatsFireOneAfterTheOther(t *testing.T) {
	for _, nearDead := range []bool{true, false} {
		s := newGame(t, "screening", 1)
		if len(s.sats) != 2 {
			t.Fatalf("%d sats", len(s.sats))
		}
		a, b := s.sats[0].pos, s.sats[1].pos
		target := -1
		for i := range s.crafts {
			if s.crafts[i].side != s.sats[0].side {
				if target < 0 {
					target = i
				}
			}
		}
		// Every other craft far from both sats, the target within 10 of
		// each and nearer the first.
		spot, ok := hex.Hex{}, false
		for col := 0; col < s.sc.board.Cols && !ok; col++ {
			for row := 0; row < s.sc.board.Rows && !ok; row++ {
				h := hex.FromOffset(col, row)
				da, db := hex.Distance(h, a), hex.Distance(h, b)
				if s.sc.board.In(h) && da >= 4 && da <= 10 && db <= 10 && da < db && !s.blocked(a, h) && !s.blocked(b, h) {
					spot, ok = h, true
				}
			}
		}
		if !ok {
			t.Fatalf("no hex within 10 of both sats at %v and %v", a, b)
		}
		far := 0
		for i := range s.crafts {
			if i == target || s.crafts[i].side == s.sats[0].side {
				continue
			}
			for {
				h := hex.FromOffset(far, 0)
				far++
				if hex.Distance(h, a) > 10 && hex.Distance(h, b) > 10 && h != spot {
					s.crafts[i].pos = h
					break
				}
			}
		}
		c := &s.crafts[target]
		c.pos = spot
		if nearDead {
			c.hits = int16(len(c.typ.Track) - 1)
		}
		s = force(s, 6, 6, 6, 6, 6, 6, 3)
		var ev events
		s.laserSatsFire(&ev)
		log := logText(ev.list)
		fired := strings.Count(log, " fires at "+s.label(target))
		switch {
		case nearDead && (fired != 1 || s.crafts[target].alive() || !strings.Contains(log, "Laser Sat A fires at")):
			t.Errorf("one box left: %d shots, alive %v\n%s", fired, s.crafts[target].alive(), log)
		case !nearDead && (fired != 2 || !strings.Contains(log, "6+6+6 −3 DR = 15 damage: boxes 1–15 marked") || !strings.Contains(log, "Laser Sat B fires at "+s.label(target)+" (DV 13): 3d8 [6 6 3] −1 long range = 14, needs 13+: hit → Laser Sat damage reads Low (7.2), the lowest die of 6 6 3: 3 −1 DR = 2 damage: boxes 16–17 marked")):
			t.Errorf("boxes whole: %d shots\n%s", fired, log)
		}
	}
}

// TestPinned_11_5_DecoyNotUnmaskedByATorp: 11.5 unmasks the decoy when an
// enemy vessel ends the Movement Phase 1 hex from it; a torp is no vessel.
// A Grizzly torp sitting in the hex of the Ultimate Valor craft it tracks,
// 1 hex from the decoy, leaves it masked when the phase is complete; the
// Sorensen ending 1 hex from it unmasks it (TestRule_11_5_DecoyUnmaskedAtOneHexOnly).
func TestPinned_11_5_DecoyNotUnmaskedByATorp(t *testing.T) {
	s, d, _ := decoyAndSorensen(t)
	x := -1
	for i := range s.crafts {
		if s.crafts[i].side == 0 && i != d && s.crafts[i].alive() {
			x = i
			break
		}
	}
	next := hex.Neighbor(s.crafts[d].pos, hex.NE)
	s.crafts[x].pos = next
	s.nextTorp++
	s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, owner: 1, mark: Mk10, pos: next, facing: hex.S, target: ref{refCraft, x}})
	moveNow(s, x)
	var log strings.Builder
	for k := 0; s.ph == phMove && k < 100; k++ {
		if len(s.torps) != 1 || hex.Distance(s.torps[0].pos, s.crafts[d].pos) != 1 {
			t.Fatalf("the torp left the hex beside the decoy: %+v", s.torps)
		}
		var ev []engine.Event
		p := s.moverSide()
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop || l.Kind() == KindHold {
				s, ev = apply(t, s, l)
				break
			}
		}
		log.WriteString(logText(ev))
	}
	if s.ph == phMove || !s.crafts[d].alive() || s.crafts[d].state != inPlay || strings.Contains(log.String(), "unmasked") {
		t.Fatalf("phase %v: a torp 1 hex away unmasked the decoy (in play %v)\n%s", s.Phase().Name, s.crafts[d].alive(), log.String())
	}
}

// TestPinned_11_5_DecoyDropsPodsAndJams: 11.5's decoy fires nothing, but a
// decoy pod (10.7) and a jam are no weapon fired: tracked by two Grizzly
// torps it is offered both, as the real shuttle would be; its pod's 1D4
// of 2 and 3 removes the first torp and leaves the second, 1 pod left.
func TestPinned_11_5_DecoyDropsPodsAndJams(t *testing.T) {
	s, d, _ := decoyAndSorensen(t)
	s.opt.Decoys = true // as a battle begun with 10.7's decoys on
	for i := range s.crafts {
		pods, _, _, _ := Defences(s.crafts[i].typ)
		s.crafts[i].decoys = int8(pods)
	}
	if s.crafts[d].decoys != 2 {
		t.Fatalf("the decoy shuttle carries %d pods, want the Shryak's 2", s.crafts[d].decoys)
	}
	for k := 0; k < 2; k++ {
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, owner: 1, mark: Mk10, pos: hex.FromOffset(30, 25-k), facing: hex.N, target: ref{refCraft, d}, moved: true})
	}
	s.ph = phTorpResults
	var ev events
	s.advance(&ev)
	if s.ph != phJam || !s.jamChoice(d) {
		t.Fatalf("phase %s, the decoy to choose %v", s.Phase().Name, s.jamChoice(d))
	}
	if !hasIntent(s, 0, func(x engine.Intent) bool { j, ok := x.(Jam); return ok && int(j.Craft) == d }) ||
		!hasIntent(s, 0, func(x engine.Intent) bool { j, ok := x.(Decoy); return ok && int(j.Craft) == d }) {
		t.Fatalf("the decoy is not offered a jam and a pod: %v", s.Legal(0))
	}
	n, evs := apply(t, force(s, 2, 3), Decoy{By: 0, Craft: CraftID(d)})
	if n.crafts[d].decoys != 1 || len(n.torps) != 1 || n.torps[0].id != s.torps[1].id || !n.crafts[d].alive() {
		t.Fatalf("%d pods, %d torps left\n%s", n.crafts[d].decoys, len(n.torps), logText(evs))
	}
}

// TestPinned_10_3_TurnAgainInTheSameHexNextPhase: 5.2 allows one turn a
// hex within a Movement Phase; only 10.3's turning restriction makes a
// craft of 3 MP or more enter a new hex first. A Pit Viper that moves one
// hex and turns at the end of turn 1's move may begin turn 2's with a turn
// in that hex (3 MP, from NE to SE), unless the
// restriction is on.
func TestPinned_10_3_TurnAgainInTheSameHexNextPhase(t *testing.T) {
	for _, restricted := range []bool{false, true} {
		red := []CraftFile{cf("pit-viper", "A", 10, 15, "N", 5, 8)}
		blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
		s := moving(t, Options{Turning: restricted}, red, blue)
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
		at, facing := s.crafts[0].pos, s.crafts[0].facing
		if at != offHex(10, 14) || facing != hex.NE {
			t.Fatalf("turn 1 ends at %v facing %v", at, facing)
		}
		s = quietly(t, s, func(s *State) bool { return s.turn == 2 && s.ph == phMove && s.moverSide() == 0 })
		if s.crafts[0].pos != at {
			t.Fatalf("moved to %v before its turn-2 move", s.crafts[0].pos)
		}
		turn := Turn{By: 0, Craft: 0, Dir: 1}
		if restricted {
			refused(t, s, turn, "must enter a new hex before it turns")
			continue
		}
		n, ev := apply(t, s, turn)
		if n.crafts[0].facing != facing.Rotate(1) || n.mp != 3 || n.crafts[0].pos != at {
			t.Fatalf("turn 2 begins with a turn: facing %v, %d MP\n%s", n.crafts[0].facing, n.mp, logText(ev))
		}
	}
}

// TestPinned_5_0_MapEdgeHexesArePlayable: 5.0's half hexes along the edges
// are hexes like any other: a Pit Viper one hex from the top edge enters
// it for 1 MP and turns there for 3; only the move beyond destroys it,
// Blue scoring its TPV (18 + Plt 5 + Gnr 8 = 31). The same at the right
// edge, column 35.
func TestPinned_5_0_MapEdgeHexesArePlayable(t *testing.T) {
	for _, tc := range []struct {
		col, row int
		facing   string
		edge     [2]int
		turn     int
	}{{10, 1, "N", [2]int{10, 0}, 1}, {34, 15, "SE", [2]int{35, 15}, -1}} {
		red := []CraftFile{cf("pit-viper", "A", tc.col, tc.row, tc.facing, 5, 8)}
		blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
		s := moving(t, Options{}, red, blue)
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		if c := s.crafts[0]; c.pos != offHex(tc.edge[0], tc.edge[1]) || !c.alive() || s.mp != 1 {
			t.Fatalf("into the edge hex %v: at %v, in play %v, %d MP", tc.edge, c.pos, c.alive(), s.mp)
		}
		n, _ := apply(t, s, Turn{By: 0, Craft: 0, Dir: tc.turn})
		if !n.crafts[0].alive() || n.mp != 4 {
			t.Fatalf("a turn in the edge hex: in play %v, %d MP", n.crafts[0].alive(), n.mp)
		}
		if !s.sc.board.In(s.crafts[0].pos) || s.sc.board.In(hex.Neighbor(s.crafts[0].pos, s.crafts[0].facing)) {
			t.Fatalf("%v is not an edge hex facing off the map", s.crafts[0].pos)
		}
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		if s.crafts[0].state != outDestroyed || s.DestroyedTPV(1) != 31 {
			t.Fatalf("off the map: state %v, Blue scores %d", s.crafts[0].state, s.DestroyedTPV(1))
		}
	}
}

// TestPinned_10_1_10_12_CriticalStaysCreditedAfterTheRepair: 10.1 asks
// whether the crew member's fire delivered a critical hit; 10.12's damage
// control later regaining that ✳ box negates the hit's effect, not the
// delivery. Red's Pit Viper pilot marks Blue's boxes 1 to 6, the ✳ at 6
// rolling a 7 (DV −1: 15 → 14); Blue, neither firing nor hit in a later
// turn, repairs on a 1 (Pit Viper 1–2): box 6 regained, DV 15 again. Red
// wins and its pilot is a veteran still.
func TestPinned_10_1_10_12_CriticalStaysCreditedAfterTheRepair(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	s := positionOpts(t, Options{Experience: true, DamageControl: true}, red, blue)
	n := force(s, 7)
	var ev events
	n.land(&ev, shot{kind: EvAttack, side: 0, target: ref{refCraft, 1}, hit: true, dmg: 6, by: 1, crew: 0})
	if n.crafts[1].hits != 6 || n.dv(1) != 14 || n.crafts[0].critBy != 1 {
		t.Fatalf("%d boxes, DV %d, critical by %b\n%s", n.crafts[1].hits, n.dv(1), n.crafts[0].critBy, logText(ev.list))
	}
	n.crafts[1].hitT = false // a later turn without fire
	n = force(n, 1)
	n.damageControl(&ev)
	if n.crafts[1].hits != 5 || n.dv(1) != 15 || !n.crafts[1].dcUsed {
		t.Fatalf("after damage control: %d boxes, DV %d\n%s", n.crafts[1].hits, n.dv(1), logText(ev.list))
	}
	n.outcome = engine.Outcome{Over: true, Winner: 0}
	if v := n.Veterans(); len(v) != 1 || v[0] != (Veteran{0, 0}) {
		t.Fatalf("veterans %v after the ✳ box was regained", v)
	}
}

// TestPinned_11_2_ExitedCraftIsNotMined: 11.2 attacks a vessel after its
// move when it spent movement in Areas D to G; one that left the playing
// surface by its side's exit is no longer there to attack. The areas touch
// Edges 2 and 4 only, so the test's own copy of 11.2 gives Dark Lathe
// Edge 2 as its exit: the Revenge in the mined hex (12, 0) flying N leaves
// the map unattacked; flying into that hex from (12, 1) and stopping it
// is attacked (3D8 of 1, 1, 1: 3, a miss).
func TestPinned_11_2_ExitedCraftIsNotMined(t *testing.T) {
	f := loadScenario(t, "minefield").File()
	f.Sides[0].Exit = 2
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range []int{0, 1} {
		s := newStateOpts(sc, Options{}, engine.NewDice(1))
		r := s.craftIndex(0, "Revenge A")
		s.crafts[r].pos, s.crafts[r].facing = offHex(12, row), hex.N
		if !s.Mined(offHex(12, 0)) || !s.Mined(offHex(12, 1)) {
			t.Fatal("(12, 0) and (12, 1) are not mined")
		}
		moveNow(s, r)
		s = force(s, 1, 1, 1)
		s, ev := apply(t, s, Forward{By: 0, Craft: CraftID(r)})
		log := logText(ev)
		if row == 1 {
			var more []engine.Event
			s, more = apply(t, s, Stop{By: 0, Craft: CraftID(r)})
			log += logText(more)
		}
		attacked := strings.Contains(log, "The minefield attacks")
		switch {
		case row == 0 && (s.crafts[r].state != outExited || attacked):
			t.Errorf("off Edge 2 from the mined hex: state %v, attacked %v\n%s", s.crafts[r].state, attacked, log)
		case row == 1 && (s.crafts[r].state != inPlay || !attacked || !strings.Contains(log, "3d8 [1 1 1] = 3, needs")):
			t.Errorf("into the mined hex: state %v, attacked %v\n%s", s.crafts[r].state, attacked, log)
		}
	}
}

// TestPinned_10_12_SpreadBoundaryOfEveryCraft: the Damage Control Chart
// cell by cell, played: each craft with 5 boxes marked, at the end of a
// quiet turn, regains box 5 on a roll of its spread's top (Pit Viper 2,
// Epping and Shryak 7, …) and nothing on one more.
func TestPinned_10_12_SpreadBoundaryOfEveryCraft(t *testing.T) {
	for _, tc := range []struct {
		typ    string
		crew   int
		spread int
	}{
		{"epping", 4, 7}, {"night-hawk", 1, 3}, {"pharsii-ii", 3, 5}, {"pit-viper", 1, 2},
		{"revenge", 2, 5}, {"salamander", 2, 6}, {"seraph", 2, 6}, {"shryak-shuttle", 2, 7},
		{"sorensen-iii", 2, 3}, {"spirit-rider", 1, 3}, {"teal-hawk", 2, 3}, {"thunder-bird", 1, 3},
	} {
		for _, roll := range []int{tc.spread, tc.spread + 1} {
			gunners := make([]int, tc.crew-1)
			for k := range gunners {
				gunners[k] = 5
			}
			red := []CraftFile{cf(tc.typ, "A", 10, 10, "S", 5, 5, gunners...)}
			blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
			s := positionOpts(t, Options{DamageControl: true}, red, blue)
			s.crafts[0].hits = 5
			s = force(s, roll)
			var ev events
			endTurnAttempting(s, &ev)
			want := int16(5)
			if roll == tc.spread {
				want = 4
			}
			if s.crafts[0].hits != want || !strings.Contains(logText(ev.list), "1d10 ["+itoa(roll)+"]") {
				t.Errorf("%s rolling %d: %d boxes marked, want %d\n%s", tc.typ, roll, s.crafts[0].hits, want, logText(ev.list))
			}
		}
	}
}

// TestPinned_10_2_DriftDieAtTheChartsBoundaries: the Drift Chart played
// at each boundary: a Thunder Bird (Drive 16) whose drive criticals leave
// it Drive 16 drifts 1D8 (an 8: 8 hexes), 15 and 11 1D6, 10 and 6 1D4, 5
// not at all.
func TestPinned_10_2_DriftDieAtTheChartsBoundaries(t *testing.T) {
	for _, tc := range []struct{ drive, die int }{{16, 8}, {15, 6}, {11, 6}, {10, 4}, {6, 4}, {5, 0}} {
		red := []CraftFile{cf("thunder-bird", "A", 10, 20, "N", 7, 8)}
		blue := []CraftFile{cf("spirit-rider", "A", 30, 2, "S", 5, 5)}
		s := positionOpts(t, Options{Drift: true}, red, blue)
		s.crafts[0].driveLoss = int8(16 - tc.drive)
		s.crafts[1].fullStop = true
		if s.crafts[0].Drive(false) != tc.drive {
			t.Fatalf("Drive %d, want %d", s.crafts[0].Drive(false), tc.drive)
		}
		s.ph = phMoveStart
		faces := []int{5, 2}
		if tc.die > 0 {
			faces = append([]int{tc.die}, faces...)
		}
		n, ev := apply(t, force(s, faces...), Initiative{By: 0})
		_, row := colrow(n.crafts[0].pos)
		if row != 20-tc.die || (tc.die > 0) != strings.Contains(logText(ev), "1d"+itoa(tc.die)+" ["+itoa(tc.die)+"]") {
			t.Errorf("Drive %d: drifted to row %d, want %d\n%s", tc.drive, row, 20-tc.die, logText(ev))
		}
	}
}

// TestPinned_8_1_RangeAndSpeedAtTheBoundariesInPlay: the Master Weapon
// Table played at each boundary, on a map of the test's own 40 rows tall:
// the firer faces N, its target straight ahead at the range given. Each
// range's first and last hex carries its modifier into the roll (short +1,
// mid none, long −1: the dice 1, 1 and the ADB's 1 total 3, plus one a gun
// beyond the first, plus the modifier), and the hex past long range is not
// offered. The speed limits: a Meld Laser fires at Drive 12 and not 13,
// a Turbo Laser at 8 and not 9, a Blatgun at 13 and not 14.
func TestPinned_8_1_RangeAndSpeedAtTheBoundariesInPlay(t *testing.T) {
	build := func(firer CraftFile, target CraftFile) *State {
		f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: 40}, Turns: 10,
			Victory: VictoryFile{Kind: VicAnnihilate},
			Sides:   []SideFile{{Name: "Red", Color: "red", Craft: []CraftFile{firer}}, {Name: "Blue", Color: "blue", Craft: []CraftFile{target}}}}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		return newState(sc, engine.NewDice(1))
	}
	for _, tc := range []struct {
		typ     string
		gunners []int
		mount   int
		crew    int
		guns    int
		bands   [6]int // last short, first mid, last mid, first long, last long, past it
	}{
		{"pit-viper", nil, 0, 0, 1, [6]int{3, 4, 9, 10, 10, 11}},
		{"night-hawk", nil, 1, 0, 1, [6]int{6, 7, 18, 19, 20, 21}},
		{"seraph", []int{1}, 0, 0, 1, [6]int{9, 10, 25, 26, 30, 31}},
		{"spirit-rider", nil, 0, 0, 2, [6]int{2, 3, 6, 7, 10, 11}},
		{"teal-hawk", []int{1}, 0, 1, 2, [6]int{4, 5, 10, 11, 15, 16}},
		{"salamander", []int{1}, 0, 0, 1, [6]int{3, 4, 8, 9, 10, 11}},
	} {
		mods := [6]int{1, 0, 0, -1, -1, 0}
		for k, d := range tc.bands {
			s := build(cf(tc.typ, "A", 10, 38, "N", 1, 1, tc.gunners...), cf("pit-viper", "A", 10, 38-d, "S", 5, 5))
			s.crafts[1].driveLoss = 19 // Drive 0: every weapon may reach it
			offered := false
			s.cannonTargets(0, tc.mount, func(r ref) { offered = offered || r == ref{refCraft, 1} })
			if want := k < 5; offered != want {
				t.Errorf("%s at %d hexes: offered %v, want %v", tc.typ, d, offered, want)
				continue
			}
			if k == 5 {
				continue
			}
			sh := force(s, 1, 1, 1).cannonShot(attack{side: 0, craft: 0, crew: tc.crew, mount: tc.mount, target: ref{refCraft, 1}})
			if want := 3 + tc.guns - 1 + mods[k]; sh.roll.Total != want {
				t.Errorf("%s at %d hexes: total %d, want %d (%s)", tc.typ, d, sh.roll.Total, want, sh.roll)
			}
		}
	}
	for _, tc := range []struct {
		typ     string
		gunners []int
		mount   int
		limit   int
	}{{"night-hawk", nil, 1, 12}, {"seraph", []int{1}, 0, 8}, {"teal-hawk", []int{1}, 0, 13}} {
		for _, drive := range []int{tc.limit, tc.limit + 1} {
			s := build(cf(tc.typ, "A", 10, 38, "N", 1, 1, tc.gunners...), cf("thunder-bird", "A", 10, 34, "S", 5, 5))
			s.crafts[1].driveLoss = int8(16 - drive)
			offered := false
			s.cannonTargets(0, tc.mount, func(r ref) { offered = offered || r == ref{refCraft, 1} })
			if s.crafts[1].Drive(false) != drive || offered != (drive == tc.limit) {
				t.Errorf("%s at a target of Drive %d: offered %v", tc.typ, s.crafts[1].Drive(false), offered)
			}
		}
	}
}

// TestPinned_10_1_CriticalOnTheKillingShotCounts: 10.1 credits the crew
// member whose fire "delivered" a critical hit; a hit that marks a ✳ box
// on its way to the ✕ delivers it, though the vessel is destroyed by the
// same hit. Red's pilot deals 23 to a Pit Viper of 23 boxes, ✳ at boxes
// 6, 15 and 20 (each rolled on its chart): it is destroyed, Red wins, and
// he gains experience; a hit of 5 (no ✳ reached) that also wins does not.
func TestPinned_10_1_CriticalOnTheKillingShotCounts(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	for _, tc := range []struct {
		dmg     int
		veteran bool
	}{{23, true}, {5, false}} {
		s := positionOpts(t, Options{Experience: true}, red, blue)
		if len(s.crafts[1].typ.Track) != 23 {
			t.Fatalf("the Pit Viper has %d boxes", len(s.crafts[1].typ.Track))
		}
		n := force(s, 10, 10, 10)
		var ev events
		n.land(&ev, shot{kind: EvAttack, side: 0, target: ref{refCraft, 1}, hit: true, dmg: tc.dmg, by: 1, crew: 0})
		if tc.dmg == 23 && (n.crafts[1].alive() || strings.Count(logText(ev.list), "critical hit chart") != 3) {
			t.Fatalf("the killing hit: in play %v\n%s", n.crafts[1].alive(), logText(ev.list))
		}
		n.outcome = engine.Outcome{Over: true, Winner: 0}
		if v := n.Veterans(); (len(v) == 1) != tc.veteran {
			t.Errorf("a hit of %d: veterans %v, want one %v\n%s", tc.dmg, v, tc.veteran, logText(ev.list))
		}
	}
}

// TestPinned_5_1_TieOnTheModifiedTotals: 5.1's tie is one of the modified
// totals, not of the dice: Red's best pilot (Plt 8) rolling 3 and Blue's
// (Plt 7) rolling 4 tie at 11 and roll again; then 2 + 8 = 10 against
// 1 + 7 = 8: Red wins, Blue moves a craft first. Equal dice with unequal
// Plt are no tie (5 + 8 = 13 against 5 + 7 = 12). Your First Game's bare
// dice tie on equal faces (6 and 6), then 2 against 9: the Spirit Riders
// rolled higher, the Pit Vipers move first, nobody holds. (And 2 + 8
// against 3 + 7 tie at 10; then 1 + 8 = 9 against 5 + 7 = 12: Blue wins.)
func TestPinned_5_1_TieOnTheModifiedTotals(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 8, 5), cf("pit-viper", "B", 4, 2, "S", 3, 5)}
	blue := []CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5)}
	for _, tc := range []struct {
		faces  []int
		ties   int
		winner int8
	}{{[]int{3, 4, 2, 1}, 1, 0}, {[]int{5, 5}, 0, 0}, {[]int{2, 3, 1, 5}, 1, 1}} {
		s := force(position(t, false, red, blue), tc.faces...)
		s, ev := apply(t, s, Initiative{By: 0})
		if n := strings.Count(logText(ev), "a tie"); n != tc.ties || s.initWinner != tc.winner || s.mfirst != other(tc.winner) {
			t.Errorf("faces %v: %d ties, winner %d, first %d\n%s", tc.faces, n, s.initWinner, s.mfirst, logText(ev))
		}
	}
	first := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 9, 5)}
	riders := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 2, 5)}
	s := force(position(t, true, first, riders), 6, 6, 2, 9)
	s, ev := apply(t, s, Initiative{By: 0})
	if n := strings.Count(logText(ev), "a tie"); n != 1 || s.mfirst != 0 || s.initWinner != -1 || s.mayHold(1) {
		t.Fatalf("Your First Game: %d ties, first %d, winner %d\n%s", n, s.mfirst, s.initWinner, logText(ev))
	}
}

// TestPinned_10_3_AboutTurnOnItsLastSevenMP: 10.3's set cost of three
// hexsides is 3 + 2 + 2 = 7, the whole of what a Pit Viper (Drive 19) has
// left after 12 hexes: offered, made on a 4 against Plt 5, it spends the
// 19th MP and faces S; made on the last 5 MP, two hexsides leave nothing
// but the end of the move either.
func TestPinned_10_3_AboutTurnOnItsLastSevenMP(t *testing.T) {
	for _, tc := range []struct {
		forward int
		to      hex.Direction
	}{{12, hex.S}, {14, hex.SE}} {
		red := []CraftFile{cf("pit-viper", "A", 10, 28, "N", 5, 8)}
		blue := []CraftFile{cf("spirit-rider", "A", 30, 2, "S", 7, 5)}
		s := moving(t, Options{SetTurns: true}, red, blue)
		for k := 0; k < tc.forward; k++ {
			s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		}
		s, ev := apply(t, force(s, 4), Tight{By: 0, Craft: 0, Facing: int(tc.to)})
		if s.crafts[0].facing != tc.to || s.mp != 19 {
			t.Fatalf("to %v after %d hexes: facing %v, %d MP\n%s", tc.to, tc.forward, s.crafts[0].facing, s.mp, logText(ev))
		}
		for _, l := range s.Legal(0) {
			if l.Kind() != KindStop {
				t.Fatalf("to %v: %v offered with no MP left", tc.to, l)
			}
		}
	}
}
