package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The thirty-fifth audit's blind cases: forty-seven cases chosen from the
// rulebook before the program was read (docs/rules/silentdeath.md, "Thirty-
// fifth audit"). Most were pinned already; these are the ones no test held
// at the angle chosen.

// TestBlind_4_1_GnrOneNeverLocksOn: the lock-on needs 1D10 below the Gnr
// of the crew member at the launcher, so at Gnr 1 even the lowest face, 1,
// fails (the reason 11.7's Scenario 5 shuttle pilot, Gnr 1, can do
// nothing with it). At Gnr 2 the same 1 locks on.
func TestBlind_4_1_GnrOneNeverLocksOn(t *testing.T) {
	for _, tc := range []struct {
		gnr int
		ok  bool
	}{{1, false}, {2, true}} {
		// The Shryak's pilot mans its launcher (project's stations).
		s := position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 10, "N", 5, tc.gnr, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
		s = force(s, 1)
		s, ev := apply(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}})
		if got := len(s.lockons) == 1 && s.lockons[0].ok; got != tc.ok {
			t.Fatalf("Gnr %d rolling 1: locked %v, want %v\n%s", tc.gnr, got, tc.ok, logText(ev))
		}
	}
}

// TestBlind_6_1_OutOfRangeOneHexPast: a target one hex past a cannon's
// Long Range increment is out of range (8.1): the Meld Laser at 21, the
// Turbo Laser at 31, the Splattergun and the Impulsegun at 11; the last
// hex of each long increment is still in it.
func TestBlind_6_1_OutOfRangeOneHexPast(t *testing.T) {
	for _, tc := range []struct {
		w        Weapon
		last, in RangeBand
		d        int
	}{{MeldLaser, LongRange, OutOfRange, 20}, {TurboLaser, LongRange, OutOfRange, 30},
		{Splattergun, LongRange, OutOfRange, 10}, {Impulsegun, LongRange, OutOfRange, 10}} {
		if b := Band(tc.w, tc.d, false); b != tc.last {
			t.Errorf("%s at %d: %v, want %v", weapons[tc.w].Name, tc.d, b, tc.last)
		}
		if b := Band(tc.w, tc.d+1, false); b != tc.in {
			t.Errorf("%s at %d: %v, want %v", weapons[tc.w].Name, tc.d+1, b, tc.in)
		}
	}
}

// TestBlind_10_9_DeflectionLeavesTheDamage: 10.9's modifier changes the
// to-hit total only, never how the dice read for damage. A Pit Viper fires
// at an immobile Pit Viper (Drive 0) straight ahead: the Forward row of
// the Drive 0 column, +2. The same dice make a total 2 higher and the same
// Low damage.
func TestBlind_10_9_DeflectionLeavesTheDamage(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	shoot := func(defl bool) shot {
		s := positionOpts(t, Options{Deflection: defl}, red, blue)
		s.crafts[1].hits = 21 // its □4 marked: Drive 0, DV 5
		if d := s.crafts[1].Drive(false); d != 0 {
			t.Fatalf("Drive %d", d)
		}
		if defl {
			if m, ok := s.deflectionMod(0, ref{refCraft, 1}); !ok || m != 2 {
				t.Fatalf("deflection %+d, want +2", m)
			}
		}
		return force(s, 3, 5, 4).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	}
	plain, defl := shoot(false), shoot(true)
	if !plain.hit || !defl.hit || defl.roll.Total != plain.roll.Total+2 {
		t.Fatalf("totals %d and %d, want 2 apart", plain.roll.Total, defl.roll.Total)
	}
	if defl.dmg != plain.dmg || plain.dmg != 3 { // Low 3; its ◇1 is marked: DR 0
		t.Fatalf("damage %d with deflection, %d without, want 3 both: %s / %s", defl.dmg, plain.dmg, defl.text, plain.text)
	}
}

// TestBlind_10_12_7_1_RepairedDriveLiftsTheImmobileDV: a Pit Viper whose
// last marked box is its last □ (□4) has Drive 0 and so DV 5 (7.1). A
// damage control that regains that box negates its effect (10.12): the
// Drive is 4 again, and with it the DV its display gives, 15 — the cap of
// 7.1 belongs to Drive 0, not to a box of its own that 10.12's one
// exception (the DR) would keep.
func TestBlind_10_12_7_1_RepairedDriveLiftsTheImmobileDV(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 5)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 21
	if d, v := s.crafts[0].Drive(false), s.dv(0); d != 0 || v != ImmobileMaxDV {
		t.Fatalf("before: Drive %d DV %d", d, v)
	}
	s = force(s, 2) // the Pit Viper's spread is 1–2
	var ev events
	endTurnAttempting(s, &ev)
	if s.crafts[0].hits != 20 {
		t.Fatalf("hits %d after the repair\n%s", s.crafts[0].hits, logText(ev.list))
	}
	if d, v := s.crafts[0].Drive(false), s.dv(0); d != 4 || v != 15 {
		t.Fatalf("after: Drive %d DV %d, want 4 and 15\n%s", d, v, logText(ev.list))
	}
}

// TestBlind_4_2_10_6_SlowestTorpStillDodges: with 10.6's variable speeds a
// Mk.50 flies 10 MP, still the 10 that 4.2 asks of a dodger, and a torp
// attacked by a torp dodges as Plt 5: 7 + 5 − 1 = 11 dodges it, 6 makes 10
// and it is destroyed.
func TestBlind_4_2_10_6_SlowestTorpStillDodges(t *testing.T) {
	for _, tc := range []struct {
		roll  int
		alive bool
	}{{6, false}, {7, true}} {
		s := positionOpts(t, Options{TorpSpeeds: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("revenge", "A", 30, 25, "N", 5, 5, 5)})
		h := hex.FromOffset(20, 10)
		s.nextTorp++
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk50, pos: h, target: ref{refCraft, 0}, moved: true})
		s = arrive(s, ref{refTorp, 1}, h, 0, Mk10)
		s = force(s, tc.roll, 5, 5, 5)
		var ev events
		s.torpResults(&ev)
		alive := s.torpByID(1) >= 0
		if alive != tc.alive {
			t.Errorf("roll %d: the Mk.50 alive %v\n%s", tc.roll, alive, logText(ev.list))
		}
	}
}
