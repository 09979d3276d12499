package silentdeath

// Worked examples of the rulebook that rules_test.go and options_test.go
// did not play with forced dice in a position (or played with other
// numbers than the example's).

import (
	"strings"
	"testing"
)

// TestExample_YourFirstGame_Low is Your First Game's Pulse Laser example
// played in the first game: a Pit Viper's 3D8 (2D8 and a Gnr 8 pilot's
// 1D8) show 5, 6 and 7: 18 hits the Spirit Rider's DV 14 and Low reads the
// 5; on 5, 5 and 8 the two lowest count, 10 (no DR in the first game).
func TestExample_YourFirstGame_Low(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 6, 9)}
	for _, tc := range []struct {
		faces []int
		boxes int16
	}{{[]int{5, 6, 7}, 5}, {[]int{5, 5, 8}, 10}} {
		s := position(t, true, red, blue)
		s = force(s, 5, 2)
		s, _ = apply(t, s, Initiative{By: 0})
		s, _ = apply(t, s, Stop{By: 1, Craft: 1})
		s, _ = apply(t, s, Stop{By: 0, Craft: 0})
		s, _ = apply(t, s, Fire{By: 0, Craft: 0, Target: ref{refCraft, 1}})
		s = force(s, tc.faces...)
		s, ev := apply(t, s, Pass{By: 1, Craft: 1})
		if s.crafts[1].hits != tc.boxes || !strings.Contains(logText(ev), "= 18, needs 14+: hit") {
			t.Fatalf("faces %v: %d boxes, want %d\n%s", tc.faces, s.crafts[1].hits, tc.boxes, logText(ev))
		}
	}
}

// TestExample_7_1_NightHawkAtDrive12 is 7.1's example with the example's
// own numbers: the Night Hawk's Drive is down to 12 by the damage its track
// has taken (its first □ marked: the next is 12), so the Meld Laser may
// fire at it (Drive 12 or less, 6.1); it is 19 hexes away (long range), the
// Epping's Gnr 5 pilot rolls 2D8+1D6 for 2, 6 and 7: 15 − 1 = 14 against
// DV 13 hits; Medium reads the 6 (7.2's continuation), less the Night
// Hawk's DR 3. 7.2 goes on: 2, 6, 6 would still hit and deal 12, and 6, 6,
// 6 18.
func TestExample_7_1_NightHawkAtDrive12(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 25, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("night-hawk", "A", 10, 6, "S", 5, 5)})
	var ev events
	txt := s.damageCraft(&ev, 1, 4, 0) // four boxes, the □15 among them: no special box else
	if d := s.crafts[1].Drive(false); d != 12 || !strings.Contains(spoken(txt), "□ Drive 15→12") {
		t.Fatalf("Drive %d: %s", d, txt)
	}
	var targets []ref
	s.cannonTargets(0, 0, func(r ref) { targets = append(targets, r) })
	if len(targets) != 1 || Band(MeldLaser, 19, false) != LongRange {
		t.Fatalf("the Meld Laser may fire at %v", targets)
	}
	for _, tc := range []struct {
		faces []int // the 2D8, then the D6
		total int
		base  int
	}{{[]int{7, 2, 6}, 14, 6}, {[]int{2, 6, 6}, 13, 12}, {[]int{6, 6, 6}, 17, 18}} {
		sh := force(s, tc.faces...).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if !sh.hit || sh.roll.Total != tc.total || sh.dmg != tc.base-3 {
			t.Fatalf("%v: %s → %s", tc.faces, sh.roll, sh.text)
		}
	}
	// Undamaged (Drive 15), the big laser cannot track it (6.1).
	s.crafts[1].hits = 0
	targets = nil
	s.cannonTargets(0, 0, func(r ref) { targets = append(targets, r) })
	if len(targets) != 0 {
		t.Fatalf("the Meld Laser fires at Drive 15: %v", targets)
	}
}

// TestExample_6_1_MeldAtDrive7 is 6.1's example: the target 15 hexes
// ahead, its Drive reduced to 7 by damage: beyond the Splatterguns' 10
// hexes, in the Meld Laser's mid range, and slow enough for it.
func TestExample_6_1_MeldAtDrive7(t *testing.T) {
	s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 20, "N", 7, 7)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	for s.crafts[1].Drive(false) > 7 {
		s.crafts[1].hits++
	}
	if s.crafts[1].Drive(false) != 7 {
		t.Fatalf("Drive %d", s.crafts[1].Drive(false))
	}
	var got []string
	s.cannonTargets(0, 0, func(r ref) { got = append(got, "splatter") })
	s.cannonTargets(0, 1, func(r ref) { got = append(got, "meld") })
	if strings.Join(got, " ") != "meld" {
		t.Fatalf("%v", got)
	}
}

// TestExample_DesignersNotes_ThreeSixes: "an average gunner on a single
// Splattergun" (Gnr 5 or 6: 1D6 ADB, so 3D6) deals 18 on three sixes,
// Medium with every die equal.
func TestExample_DesignersNotes_ThreeSixes(t *testing.T) {
	if ADBDie(5) != 6 || ADBDie(6) != 6 {
		t.Fatal("an average gunner's ADB is not 1D6")
	}
	if got, _ := ReadDamage([]int{6, 6, 6}, Splattergun.Spec().Read); got != 18 {
		t.Fatalf("three sixes read %d", got)
	}
}

// TestExample_1_3_EppingCrew is 1.3's Epping crew: a pilot of Plt 5 and Gnr 4
// (TTC 1D6+3, his Meld Laser 2D8+1D4) and gunners of Gnr 7, 6 and 9 (their
// Pulse Lasers 2D8 with 1D8, 1D6 and 1D10); TPV 66 + 9 + 7 + 6 + 9.
func TestExample_1_3_EppingCrew(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 20, "N", 5, 4, 7, 6, 9)}, []CraftFile{cf("pit-viper", "A", 30, 2, "S", 5, 5)})
	v := s.Craft(0)
	if v.TPV != 66+9+7+6+9 || v.Crew[0].TTC != "1D6+3" {
		t.Fatalf("TPV %d TTC %s", v.TPV, v.Crew[0].TTC)
	}
	want := []string{"2D8+1D4", "2D8+1D8", "", "2D8+1D6", "", "2D8+1D10", ""}
	for m, w := range want {
		if w != "" && v.Mounts[m].ToHit != w {
			t.Errorf("mount %d (%s, crew %d): %s, want %s", m, v.Mounts[m].Name, v.Mounts[m].Crew, v.Mounts[m].ToHit, w)
		}
	}
}
