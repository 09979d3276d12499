package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// cf makes a craft of a test scenario.
func cf(typ, id string, col, row int, facing string, plt, gnr int, gunners ...int) CraftFile {
	return CraftFile{Type: typ, ID: id, Hex: [2]int{col, row}, Facing: facing, Pilot: CrewFile{Plt: plt, Gnr: gnr}, Gunners: gunners}
}

// position builds a game from two lists of craft; first selects Your First
// Game; the dice give faces first.
func position(t testing.TB, first bool, red, blue []CraftFile, faces ...int) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
		Victory: VictoryFile{Kind: VicAnnihilate}, Rules: RulesFile{FirstGame: first},
		Sides: []SideFile{{Name: "Red", Color: "red", Craft: red}, {Name: "Blue", Color: "blue", Craft: blue}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return newState(sc, engine.NewDice(1).Force(faces...))
}

// force gives s dice that yield faces first.
func force(s *State, faces ...int) *State {
	n := s.clone()
	n.dice = engine.NewDice(9).Force(faces...)
	return n
}

// TestFirstGameInitiative is the example of Your First Game's Movement
// Order: the Pit Vipers roll 6, the Spirit Riders 3; the Spirit Riders move
// a fighter first, then the sides alternate.
func TestFirstGameInitiative(t *testing.T) {
	s := newGame(t, "first-game", 1)
	s = force(s, 6, 3)
	s, ev := apply(t, s, Initiative{By: 0})
	if w := s.moverSide(); w != 1 {
		t.Fatalf("side %d moves first, want Blue (the Spirit Riders)\n%s", w, logText(ev))
	}
	order := []int8{}
	for s.ph == phMove {
		p := s.moverSide()
		order = append(order, p)
		legal := s.Legal(engine.Player(p))
		var stop engine.Intent
		for _, l := range legal {
			if x := l; x.Kind() == KindStop {
				stop = x
				break
			}
		}
		s, _ = apply(t, s, stop)
	}
	if got := order; len(got) != 4 || got[0] != 1 || got[1] != 0 || got[2] != 1 || got[3] != 0 {
		t.Fatalf("movement order %v, want Blue, Red, Blue, Red", got)
	}
}

// TestFirstGameAttackDice is Your First Game's Attack Dice and Damaging
// the Target examples: a Spirit Rider's 2D6+1D10+1 rolling 3, 4 and 8 makes
// 16 against the Pit Viper's DV 15 and deals Medium+2 = 6; a roll of 3, 6
// and 6 deals 14.
func TestFirstGameAttackDice(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 6, 9)}
	for _, tc := range []struct {
		faces []int
		hits  int
	}{{[]int{3, 4, 8}, 6}, {[]int{3, 6, 6}, 14}} {
		s := position(t, true, red, blue)
		s = force(s, 5, 2) // initiative: Blue moves first
		s, _ = apply(t, s, Initiative{By: 0})
		s, _ = apply(t, s, Stop{By: 1, Craft: 1})
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
		if s.Phase().Name != PhaseFireOne {
			t.Fatalf("phase %q", s.Phase().Name)
		}
		s, _ = apply(t, s, Pass{By: 0, Craft: 0})
		s = force(s, tc.faces...)
		s, ev := apply(t, s, Fire{By: 1, Craft: 1, Target: ref{refCraft, 0}})
		log := logText(ev)
		want := "= 16, needs 15+: hit"
		if !strings.Contains(log, want) || s.crafts[0].hits != int16(tc.hits) {
			t.Fatalf("faces %v: %d boxes marked, want %d; log:\n%s", tc.faces, s.crafts[0].hits, tc.hits, log)
		}
		if tc.hits == 14 && !strings.Contains(log, "Splattergun damage reads Medium (7.2), the middle die of 3 6 6: none lies between the lowest and the highest, so the highest dice count: 6+6 +2 extra gun = 14 damage") {
			t.Fatalf("log:\n%s", log)
		}
	}
}

// TestFirstGameLow and TestAttackDice72 are the Low, Medium and High
// readings of Your First Game and 7.2 with their ties.
func TestFirstGameLow(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		read  Reading
		want  int
	}{
		{[]int{5, 6, 7}, Low, 5}, {[]int{5, 5, 8}, Low, 10},
		{[]int{3, 4, 8}, Medium, 4}, {[]int{3, 6, 6}, Medium, 12},
		{[]int{2, 6, 7}, Medium, 6}, {[]int{2, 6, 6}, Medium, 12}, {[]int{6, 6, 6}, Medium, 18},
		{[]int{2, 4, 8}, Medium, 4}, {[]int{1, 6, 6}, Medium, 12},
		{[]int{3, 3, 6}, Medium, 6}, {[]int{4, 4, 4}, Low, 12}, {[]int{1, 9, 9}, High, 18},
		{[]int{1, 2, 3, 4}, All, 10},
	} {
		if got, _ := ReadDamage(tc.faces, tc.read); got != tc.want {
			t.Errorf("%v read %s = %d, want %d", tc.faces, tc.read, got, tc.want)
		}
	}
}

// TestTPV13 is 1.3's example: a Salamander (BPV 30) with a Plt 5 Gnr 3
// pilot and a Gnr 9 gunner has TPV 47.
func TestTPV13(t *testing.T) {
	sal, _ := CraftByKey("salamander")
	if got := TPV(sal, CrewFile{Plt: 5, Gnr: 3}, []int{9}, false); got != 47 {
		t.Fatalf("TPV %d, want 47", got)
	}
	if got := TPV(sal, CrewFile{Plt: 5, Gnr: 3}, []int{9}, true); got != 43 {
		t.Fatalf("TPV without torps %d, want 26+17", got)
	}
}

// TestStarcraftDisplay20 is 2.0's Salamander display: TTC 1D6+3 for Plt 5,
// the Impulsegun at 2D8+1D4, the Pulse Laser at 2D8+1D10 and the twin
// Splatterguns at 2D6+1D10+1 for Medium+2; DV 12, DR 3, Drive 16.
func TestStarcraftDisplay20(t *testing.T) {
	s := position(t, false, []CraftFile{cf("salamander", "A", 5, 5, "N", 5, 3, 9)}, []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)})
	v := s.Craft(0)
	if v.Crew[0].TTC != "1D6+3" || v.DV != 12 || v.DR != 3 || v.Drive != 16 || v.TPV != 47 {
		t.Fatalf("%+v", v)
	}
	want := [][3]string{{"Impulsegun", "2D8+1D4", "High"}, {"Pulse Laser", "2D8+1D10", "Low"}, {"2 Splatterguns", "2D6+1D10+1", "Medium+2"}}
	for i, w := range want {
		m := v.Mounts[i]
		if m.Name != w[0] || m.ToHit != w[1] || m.Damage != w[2] {
			t.Errorf("mount %d: %s %s %s, want %v", i, m.Name, m.ToHit, m.Damage, w)
		}
	}
	if v.Mounts[2].Arcs.String() != "RQR A RQL" || v.Mounts[1].Arcs.String() != "360°" {
		t.Fatalf("arcs %s, %s", v.Mounts[2].Arcs, v.Mounts[1].Arcs)
	}
}

// TestAttackDice70 and TestMultipleGuns71: a Gnr 4 pilot's Pulse Laser rolls
// 2D8+1D4; a Gnr 7 gunner's four Pulse Lasers roll 2D8+1D8+3 (the rulebook's
// example says 2D6, but the Master Weapon Table gives Pulse Lasers 2D8 and
// the table wins).
func TestAttackDice70(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 5, 5, "N", 5, 4), cf("thunder-bird", "A", 8, 8, "N", 5, 7)}, []CraftFile{cf("pit-viper", "B", 20, 20, "N", 5, 5)})
	if got := s.Craft(0).Mounts[0].ToHit; got != "2D8+1D4" {
		t.Fatalf("Pit Viper %s", got)
	}
	if got := s.Craft(1).Mounts[0].ToHit; got != "2D8+1D8+3" {
		t.Fatalf("Thunder Bird %s", got)
	}
}

// TestMeldLaser61 is 6.1's Night Hawk: a target 15 hexes ahead is beyond
// the Splatterguns but within the Meld Laser's mid range, which may fire
// at a target of Drive 12 or less but not 13.
func TestMeldLaser61(t *testing.T) {
	// A Thunder Bird (Drive 16) 15 hexes straight ahead, damaged down to
	// Drive 10 and then to 13.
	for _, tc := range []struct {
		hits  int16
		drive int
		meld  bool
	}{{16, 10, true}, {4, 13, false}} {
		s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 20, "N", 7, 7)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
		s.crafts[1].hits = tc.hits
		if d := s.crafts[1].Drive(false); d != tc.drive {
			t.Fatalf("Drive %d, want %d", d, tc.drive)
		}
		var got []string
		s.cannonTargets(0, 0, func(r ref) { got = append(got, "splatter "+r.String()) })
		s.cannonTargets(0, 1, func(r ref) { got = append(got, "meld "+r.String()) })
		want := 0
		if tc.meld {
			want = 1
		}
		if len(got) != want || (want == 1 && got[0] != "meld c1") {
			t.Fatalf("Drive %d: %v", tc.drive, got)
		}
		if Band(MeldLaser, 15, false) != MidRange {
			t.Fatal("15 hexes is not mid range for a Meld Laser")
		}
	}
}

// TestHitting71 is 7.1's Epping: its Gnr 5 pilot fires the Meld Laser at a
// Night Hawk of Drive 12 at long range, rolls 2, 6 and 7 (2D8+1D6): 15, −1
// for long range, 14 against DV 13 hits, and Medium reads the 6.
func TestHitting71(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 25, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("night-hawk", "A", 10, 6, "S", 5, 5)})
	// Four boxes marked, the □15 among them: the Night Hawk's Drive is 12,
	// within the Meld's reach.
	s.crafts[1].hits = 4
	s = force(s, 7, 2, 6) // the 2D8 show 7 and 2, the ADB's D6 a 6
	sh := s.cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if !sh.hit || sh.roll.Total != 14 || !strings.Contains(sh.text, "Meld Laser damage reads Medium (7.2), the middle die of 7\u00a02\u00a06: 6 −3 DR = 3 damage") {
		t.Fatalf("%s → %s", sh.roll, sh.text)
	}
	if sh.dmg != 6-s.crafts[1].DR(false) {
		t.Fatalf("damage %d", sh.dmg)
	}
}

// TestDamage72 is 7.2's Night Hawk: six Splatterguns fired by a Gnr 9 pilot
// roll 2, 4, 8: Medium 4 +10 = 14; on 1, 6, 6: 22; against DR 3, 19 boxes.
func TestDamage72(t *testing.T) {
	s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 14, "N", 5, 9)}, []CraftFile{cf("salamander", "A", 10, 12, "S", 5, 5, 5)})
	for _, tc := range []struct {
		faces []int
		dmg   int
	}{{[]int{2, 4, 8}, 14 - 3}, {[]int{1, 6, 6}, 22 - 3}} {
		n := force(s, tc.faces...)
		sh := n.cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if !sh.hit || sh.dmg != tc.dmg {
			t.Fatalf("%v: %s → %s", tc.faces, sh.roll, sh.text)
		}
	}
}

// TestTightTurn52 is 5.2's first example: a Plt 6 pilot's TTC is 1D6+3; a
// roll of 5 costs 8 MP and he may face any hexside.
func TestTightTurn52(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 6, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s = force(s, 5)
	s, ev := apply(t, s, Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	if s.mp != 8 || s.crafts[0].facing != hex.N {
		t.Fatalf("mp %d facing %v\n%s", s.mp, s.crafts[0].facing, logText(ev))
	}
	s, ev = apply(t, s, Face{By: 0, Craft: 0, Facing: int(hex.S)})
	if s.mp != 8 || s.crafts[0].facing != hex.S {
		t.Fatalf("mp %d facing %v\n%s", s.mp, s.crafts[0].facing, logText(ev))
	}
}

// TestCannotAffordTurn52 is 5.2's Spirit Rider: Drive 15, 11 MP spent, a
// Plt 9 pilot rolls 4 on 1D4+3: 7 more would make 18, so the craft ends
// its move with its old facing.
func TestCannotAffordTurn52(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = movePhase(t, s, 0)
	for k := 0; k < 11; k++ {
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	}
	s = force(s, 4)
	s, ev := apply(t, s, Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	if s.crafts[0].facing != hex.N || !s.crafts[0].moved || !strings.Contains(logText(ev), "cannot make the turn") {
		t.Fatalf("facing %v moved %v\n%s", s.crafts[0].facing, s.crafts[0].moved, logText(ev))
	}
}

// movePhase rolls the initiative so that side p moves first.
func movePhase(t *testing.T, s *State, p int8) *State {
	t.Helper()
	for s.ph == phLaunch || s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if p == 0 {
		s = force(s, 1, 10)
	} else {
		s = force(s, 10, 1)
	}
	s, _ = apply(t, s, Initiative{By: 0})
	if s.moverSide() != p {
		t.Fatalf("side %d moves first", s.moverSide())
	}
	return s
}

// TestInitiative51 is 5.1's example: A's best pilot has Plt 8 and rolls 6
// (14), B's has Plt 7 and rolls 3 (10); B moves first; with two craft
// against four, A holds its last one back: B, A, B, B, B, A.
func TestInitiative51(t *testing.T) {
	a := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 8, 5), cf("pit-viper", "B", 4, 2, "S", 6, 5)}
	b := []CraftFile{cf("pit-viper", "C", 20, 20, "N", 7, 5), cf("pit-viper", "D", 22, 20, "N", 5, 5), cf("pit-viper", "E", 24, 20, "N", 5, 5), cf("pit-viper", "F", 26, 20, "N", 5, 5)}
	s := position(t, false, a, b)
	s = force(s, 6, 3)
	s, ev := apply(t, s, Initiative{By: 0})
	if !strings.Contains(logText(ev), "= 14") || !strings.Contains(logText(ev), "= 10") {
		t.Fatal(logText(ev))
	}
	var order []int8
	for s.ph == phMove {
		p := s.moverSide()
		if s.mayHold(p) {
			s, _ = apply(t, s, Hold{By: engine.Player(p)})
			continue
		}
		order = append(order, p)
		for _, l := range s.Legal(engine.Player(p)) {
			if x := l; x.Kind() == KindStop {
				s, _ = apply(t, s, x)
				break
			}
		}
	}
	want := []int8{1, 0, 1, 1, 1, 0}
	if len(order) != len(want) {
		t.Fatalf("order %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("order %v, want %v", order, want)
		}
	}
}

// arrive puts torps of the given marks in craft i's hex, tracking it.
func arrive(s *State, target ref, at hex.Hex, side int8, marks ...Mark) *State {
	for _, m := range marks {
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: side, mark: m, pos: at, target: target, arrived: true, moved: true})
	}
	return s
}

// TestTorpDodge42 is 4.2's Seraph: Plt 7 against one Mk.50, one Mk.20 and
// two Mk.10s: a roll of 2 dodges none, 9 dodges the two Mk.10s, 10 leaves
// only the Mk.50.
func TestTorpDodge42(t *testing.T) {
	for _, tc := range []struct {
		roll int
		hit  string
	}{{2, "Mk.10, Mk.10, Mk.20, Mk.50 hit"}, {9, "Mk.20, Mk.50 hit"}, {10, "Mk.50 hit"}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 7, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk50, Mk20, Mk10, Mk10)
		s = force(s, append([]int{tc.roll}, 1, 1, 1, 1, 1, 1, 1, 1, 1)...)
		var ev events
		s.torpResults(&ev)
		log := logText(ev.list)
		if !strings.Contains(log, tc.hit+" ") || len(s.torps) != 0 {
			t.Fatalf("roll %d: want %q\n%s", tc.roll, tc.hit, log)
		}
	}
}

// TestTorpOnTorp42 is 4.2's Torp A and B: a Spirit Rider, Torp A tracking
// it and Torp B tracking Torp A end in one hex; neither dodge succeeds, and
// Torp A still damages the Spirit Rider though B destroys it: all torp
// damage is simultaneous.
func TestTorpOnTorp42(t *testing.T) {
	s := position(t, false, []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)}, 0)
	h := s.crafts[0].pos
	s = arrive(s, ref{refCraft, 0}, h, 1, Mk10) // torp 1 = A, Blue's
	s = arrive(s, ref{refTorp, 1}, h, 0, Mk10)  // torp 2 = B, Red's, at A
	// Dodges: the Spirit Rider rolls 1 (1+5−1 = 5), torp A rolls 1 (1+5−1);
	// damage: B's 1D12 on A, A's 1D12 on the Spirit Rider.
	s = force(s, 1, 9, 1, 8)
	var ev events
	s.torpResults(&ev)
	log := logText(ev.list)
	if s.crafts[0].hits == 0 || len(s.torps) != 0 {
		t.Fatalf("hits %d, torps %d\n%s", s.crafts[0].hits, len(s.torps), log)
	}
}

// TestImmobile71: a craft whose Drive falls to 0 has DV 5 at most.
func TestImmobile71(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].hits = 21
	if s.crafts[0].Drive(false) != 0 || s.dv(0) != ImmobileMaxDV {
		t.Fatalf("Drive %d DV %d", s.crafts[0].Drive(false), s.dv(0))
	}
}

// TestDamageTrack72: boxes are marked left to right and each special box
// takes effect as it is marked; the ✕ destroys.
func TestDamageTrack72(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)})
	var ev events
	txt := s.damageCraft(&ev, 0, 3, 1)
	if txt != "boxes 1–3 marked, □\u00a0Drive\u00a019→16" || s.crafts[0].Drive(false) != 16 {
		t.Fatal(txt)
	}
	s = force(s, 9) // ✳ at box 6: chart 9, 2 more boxes
	txt = s.damageCraft(&ev, 0, 3, 1)
	if !strings.Contains(txt, "✳") || s.crafts[0].hits != 8 {
		t.Fatalf("%s (%d hits)", txt, s.crafts[0].hits)
	}
	s.damageCraft(&ev, 0, 40, 1)
	if s.crafts[0].state != outDestroyed {
		t.Fatal("not destroyed after its last box")
	}
}

// TestLockOn41: a lock-on succeeds when 1D10 is less than the firer's Gnr.
func TestLockOn41(t *testing.T) {
	s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	// Red has nothing more to declare and Blue no launcher: the lock-on is
	// rolled at once.
	s = force(s, 5)
	s, ev := apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}})
	if s.Phase().Name != PhaseSalvo || !strings.Contains(logText(ev), "needs less than 6: locked on") {
		t.Fatalf("%s\n%s", s.Phase().Name, logText(ev))
	}
	s, _ = apply(t, s, Salvo{By: 0, Craft: 0, Mount: 0, N: 8})
	if s.crafts[0].ammo[0] != 0 {
		t.Fatal("the magazine was not emptied")
	}
}

// TestDiceNotation12 is the notation of "Your First Game" and of 1.2: #D#
// dice of one size, several sizes added, and a set value added to them.
func TestDiceNotation12(t *testing.T) {
	for _, tc := range []struct {
		text  string
		pool  string
		add   int
		faces []int
		total int
	}{
		{"2D8", "2d8", 0, []int{3, 7}, 10},
		{"2D6+1D10+1", "2d6+1d10", 1, []int{3, 4, 8}, 16}, // the Spirit Rider's roll at a Pit Viper (first game)
		{"2D6", "2d6", 0, []int{1, 6}, 7},
		{"2D8+1D10+4", "2d8+1d10", 4, []int{2, 5, 9}, 20},
	} {
		pool, add, err := engine.ParseDice(tc.text)
		if err != nil || pool.String() != tc.pool || add != tc.add {
			t.Fatalf("%s: pool %v add %d err %v", tc.text, pool, add, err)
		}
		d := engine.NewDice(1).Force(tc.faces...)
		dice := d.Pool(pool)
		r := engine.NewRoll("", dice, []engine.Mod{{Why: "added", Value: add}}, 0, "")
		if r.Total != tc.total {
			t.Fatalf("%s with %v: total %d, want %d", tc.text, tc.faces, r.Total, tc.total)
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

// TestRule_YourFirstGame_SetUpAndMoves: Your First Game's set-up and its
// simplified movement. The Pit Vipers start within 5 hexes of the upper
// left corner, the Spirit Riders within 5 of the lower right; a facing
// change costs 3 MP a hexside and may be repeated in the same hex (no tight
// turn, no TTC roll); a fighter that leaves the map is destroyed (the first
// game has no exit edge); and its simplified display marks boxes without
// any Drive or DR effect.
func TestRule_YourFirstGame_SetUpAndMoves(t *testing.T) {
	s := newGame(t, "first-game", 1)
	corner := [2]hex.Hex{hex.FromOffset(0, 0), hex.FromOffset(s.sc.board.Cols-1, s.sc.board.Rows-1)}
	types := [2]string{"pit-viper", "spirit-rider"}
	for i := range s.crafts {
		c := &s.crafts[i]
		if d := hex.Distance(c.pos, corner[c.side]); d > 5 || c.typ.Key != types[c.side] {
			t.Errorf("%s starts %d hexes from its corner", s.label(i), d)
		}
	}

	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 7, 8), cf("pit-viper", "B", 12, 0, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 2, "N", 6, 9)}
	s = position(t, true, red, blue)
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindTight)) || !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("after one hexside: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	if s.mp != 6 || s.crafts[0].facing != hex.SE {
		t.Fatalf("two hexsides in one hex: %d MP, facing %v", s.mp, s.crafts[0].facing)
	}
	s, _ = apply(t, s, Stop{By: 0, Craft: 0})
	s, _ = apply(t, s, Stop{By: 1, Craft: 2})
	s, _ = apply(t, s, Forward{By: 0, Craft: 1})
	if s.crafts[1].state != outDestroyed || s.DestroyedTPV(1) != int(s.crafts[1].tpv) {
		t.Fatalf("off the map: state %v", s.crafts[1].state)
	}

	var ev events
	s.damageCraft(&ev, 2, 12, 0) // past the □12 box of the full display
	if c := &s.crafts[2]; c.hits != 12 || c.Drive(true) != 15 || c.DR(true) != 0 {
		t.Fatalf("simplified display: %d boxes, Drive %d, DR %d", c.hits, c.Drive(true), c.DR(true))
	}
}

// TestRule_YourFirstGame_BareInitiativeRoll: Your First Game rolls a bare 1D10
// for the initiative, no Plt added: a Plt 7 pilot rolling 3 moves first
// against a Plt 6 pilot rolling 4 (with the Plt it would be 10 against 10, a
// tie).
func TestRule_YourFirstGame_BareInitiativeRoll(t *testing.T) {
	s := position(t, true, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 6, 9)})
	s = force(s, 3, 4)
	s, ev := apply(t, s, Initiative{By: 0})
	if s.ph != phMove || s.moverSide() != 0 {
		t.Fatalf("side %d moves first\n%s", s.moverSide(), logText(ev))
	}
}

// TestRule_YourFirstGame_TieRollsAgain: a tie of the first game's initiative
// is rolled again: 4 and 4, then 2 against 5, and the Pit Vipers move first.
func TestRule_YourFirstGame_TieRollsAgain(t *testing.T) {
	s := position(t, true, []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 6, 9)})
	s = force(s, 4, 4, 2, 5)
	s, ev := apply(t, s, Initiative{By: 0})
	if s.moverSide() != 0 {
		t.Fatalf("side %d first\n%s", s.moverSide(), logText(ev))
	}
}

// TestRule_YourFirstGame_UnequalNumbersNoHold: one Pit Viper against two
// Spirit Riders: the lower roller moves first, the sides alternate and the
// side with the extra fighter moves it last; the first game has no 5.1 hold,
// so the winner with one fighter moves it second.
func TestRule_YourFirstGame_UnequalNumbersNoHold(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 6, 9), cf("spirit-rider", "B", 32, 25, "N", 6, 9)}
	for _, tc := range []struct {
		faces []int
		want  []int8
	}{{[]int{1, 5}, []int8{0, 1, 1}}, {[]int{5, 1}, []int8{1, 0, 1}}} {
		s := position(t, true, red, blue)
		s = force(s, tc.faces...)
		s, _ = apply(t, s, Initiative{By: 0})
		for p := int8(0); p < 2; p++ {
			if s.mayHold(p) {
				t.Fatal("a hold in the first game")
			}
		}
		got, _ := moveOrder(t, s)
		if !sameOrder(got, tc.want) {
			t.Errorf("%v: order %v, want %v", tc.faces, got, tc.want)
		}
	}
}

// TestRule_YourFirstGame_TenHexesNoRangeModifier: the first game fires to 10
// hexes and not 11, and adds nothing at 1 hex nor takes 1 off at 10: a Pit
// Viper's 5, 5, 4 (14) hits the Spirit Rider's DV 14 at 10 hexes, and 4, 4, 5
// (13) misses it at 1.
func TestRule_YourFirstGame_TenHexesNoRangeModifier(t *testing.T) {
	for _, tc := range []struct {
		row   int
		faces []int
		boxes int16
		fire  bool
	}{{15, []int{5, 5, 4}, 4, true}, {14, nil, 0, false}, {24, []int{4, 4, 5}, 0, true}} {
		s := position(t, true, []CraftFile{cf("pit-viper", "A", 10, 25, "N", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 10, tc.row, "N", 6, 9)})
		s = force(s, 5, 2)
		s, _ = apply(t, s, Initiative{By: 0})
		s, _ = apply(t, s, Stop{By: 1, Craft: 1})
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
		got := fireTargets(s, 0)
		if (len(got) == 1) != tc.fire {
			t.Fatalf("row %d: targets %v", tc.row, got)
		}
		if !tc.fire {
			continue
		}
		s = force(s, tc.faces...)
		s, ev := apply(t, s, Fire{By: 0, Craft: 0, Target: ref{refCraft, 1}})
		if s.crafts[1].hits != tc.boxes {
			t.Errorf("row %d: %d boxes, want %d\n%s", tc.row, s.crafts[1].hits, tc.boxes, logText(ev))
		}
	}
}

// TestRule_YourFirstGame_ForwardArcBorder: the first game's 60° forward arc
// holds the hexes on its borders (one ahead then one to either side) but not
// the neighbour ahead to the right.
func TestRule_YourFirstGame_ForwardArcBorder(t *testing.T) {
	from := offHex(10, 20)
	border := hex.Neighbor(hex.Neighbor(from, hex.N), hex.NE)
	side := hex.Neighbor(from, hex.NE)
	for _, tc := range []struct {
		h    hex.Hex
		fire bool
	}{{border, true}, {side, false}, {hex.Neighbor(hex.Neighbor(from, hex.N), hex.NW), true}} {
		c, r := colrow(tc.h)
		s := position(t, true, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 7, 8)}, []CraftFile{cf("spirit-rider", "A", c, r, "N", 6, 9)})
		s = force(s, 5, 2)
		s, _ = apply(t, s, Initiative{By: 0})
		s, _ = apply(t, s, Stop{By: 1, Craft: 1})
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
		if got := fireTargets(s, 0); (len(got) == 1) != tc.fire {
			t.Errorf("[%d,%d]: %v", c, r, got)
		}
	}
}

// TestRule_YourFirstGame_OneOfEachFallsPlayGoesOn: two fighters that destroy
// each other in one Fire Phase both fire (the damage lands at the end); with a
// fighter a side left the game goes on: it ends when one side has lost both.
func TestRule_YourFirstGame_OneOfEachFallsPlayGoesOn(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 7, 8), cf("pit-viper", "B", 2, 2, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 15, "S", 6, 9), cf("spirit-rider", "B", 34, 28, "N", 6, 9)}
	s := position(t, true, red, blue)
	s.crafts[0].hits = int16(len(s.crafts[0].typ.Track) - 1)
	s.crafts[2].hits = int16(len(s.crafts[2].typ.Track) - 1)
	s = force(s, 5, 2)
	s, _ = apply(t, s, Initiative{By: 0})
	_, s = moveOrder(t, s)
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Target: ref{refCraft, 2}})
	s = force(s, 8, 8, 8, 6, 6, 6)
	s, ev := apply(t, s, Fire{By: 1, Craft: 2, Target: ref{refCraft, 0}})
	if s.crafts[0].state != outDestroyed || s.crafts[2].state != outDestroyed {
		t.Fatalf("both should fall\n%s", logText(ev))
	}
	if s.outcome.Over {
		t.Fatalf("over with a fighter each left: %+v", s.outcome)
	}
}

// TestRule_YourFirstGame_MediumPlusTwoTriple: Medium+2 with all dice equal
// counts them all: 5, 5, 5 (+1 = 16, a hit on DV 15) deals 17.
func TestRule_YourFirstGame_MediumPlusTwoTriple(t *testing.T) {
	s := position(t, true, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 6, 9)})
	s = force(s, 5, 2)
	s, _ = apply(t, s, Initiative{By: 0})
	s, _ = apply(t, s, Stop{By: 1, Craft: 1})
	s, _ = apply(t, s, Stop{By: 0, Craft: 0})
	s, _ = apply(t, s, Pass{By: 0, Craft: 0})
	s = force(s, 5, 5, 5)
	s, ev := apply(t, s, Fire{By: 1, Craft: 1, Target: ref{refCraft, 0}})
	if s.crafts[0].hits != 17 {
		t.Fatalf("%d boxes\n%s", s.crafts[0].hits, logText(ev))
	}
}

// TestRule_YourFirstGame_NoEndInOccupiedHex: a first game fighter passes
// through a friend's hex but may not end its move there.
func TestRule_YourFirstGame_NoEndInOccupiedHex(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 7, 8), cf("pit-viper", "B", 10, 19, "N", 7, 8)}
	s := position(t, true, red, []CraftFile{cf("spirit-rider", "A", 30, 2, "S", 6, 9)})
	s = force(s, 1, 5)
	s, _ = apply(t, s, Initiative{By: 0})
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if hasIntent(s, 0, kindIs(KindStop)) {
		t.Fatal("a stop in an occupied hex")
	}
	if !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Log("no turn in an occupied hex in the first game")
	}
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	if !hasIntent(s, 0, kindIs(KindStop)) {
		t.Fatal("no stop beyond")
	}
}

// TestRule_3_0_PhaseOrder: a Standard turn goes Launch (lock-ons, then torps),
// Movement (initiative, moves), then Cannon Fire.
func TestRule_3_0_PhaseOrder(t *testing.T) {
	red := []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 5, 9)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 12, "S", 5, 5)}
	s := position(t, false, red, blue)
	var names []string
	last := ""
	for k := 0; k < 200 && s.turn == 1 && !s.outcome.Over; k++ {
		if n := s.Phase().Name; n != last {
			names = append(names, n)
			last = n
		}
		p := s.Phase().Actors[0]
		var pick engine.Intent
		for _, l := range s.Legal(p) {
			switch l.Kind() {
			case KindDeclared, KindStop, KindPass, KindInitiative:
				pick = l
			}
			if pick != nil {
				break
			}
		}
		if pick == nil {
			pick = s.Legal(p)[0]
		}
		s, _ = apply(t, s, pick)
	}
	t.Logf("%v", names)
	want := []string{PhaseLaunch, PhaseTorpLaunch, PhaseInitiative, PhaseMove, PhaseFire}
	j := 0
	for _, n := range names {
		if j < len(want) && n == want[j] {
			j++
		}
	}
	if j != len(want) {
		t.Fatalf("phases %v", names)
	}
}

// TestRule_3_0_NothingAfterTheEnd: a game that is over takes no intent.
func TestRule_3_0_NothingAfterTheEnd(t *testing.T) {
	s := newGame(t, "first-game", 3)
	s = quietly(t, s, func(s *State) bool { return false })
	if !s.outcome.Over {
		s.outcome = engine.Outcome{Over: true, Winner: engine.NoPlayer}
	}
	if len(s.Legal(0)) != 0 || len(s.Legal(1)) != 0 || s.Check(Stop{By: 0, Craft: 0}) == nil || len(s.Phase().Actors) != 0 {
		t.Fatalf("over, yet %v / %v legal", s.Legal(0), s.Legal(1))
	}
}
