package silentdeath

// Boundaries of printed numbers that no test held, found by the seventeenth
// audit's census of every number in the rulebook (/tmp/silentdeath-numbers.md
// while it lasted). They sit here, not in advanced_test.go, because that
// file was being changed for rules 8 at the same time; each is named after
// its section as the rest are.

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestRule_11_4_CaptureAtDrive3EscortsAtDrive12: 11.4's Teal Hawk must be
// brought to Drive "3 or less" (3 counts, 4 does not) and the 2331st must
// keep two fighters of Drive "12 or more" (12 counts, 11 does not).
func TestRule_11_4_CaptureAtDrive3EscortsAtDrive12(t *testing.T) {
	end := func(hawk, escortA, escortB int) int {
		s := newGame(t, "techstakes", 1).clone()
		for i := range s.crafts {
			c := &s.crafts[i]
			full := int8(c.typ.Drive())
			switch {
			case c.side == 0:
				c.damaged = true
				if c.typ.Key == "teal-hawk" && c.id == "A" {
					c.driveLoss = full - int8(hawk)
				}
			case c.typ.Key == "night-hawk" && c.id == "A":
				c.driveLoss = full - int8(escortA)
			case c.typ.Key == "night-hawk" && c.id == "B":
				c.driveLoss = full - int8(escortB)
			default:
				c.driveLoss = full - 11
			}
		}
		s.turn = s.sc.file.Turns
		var ev events
		s.checkVictory(&ev, true)
		if !s.outcome.Over {
			t.Fatalf("hawk %d, escorts %d and %d: the battle goes on", hawk, escortA, escortB)
		}
		return int(s.outcome.Winner)
	}
	for _, tc := range []struct {
		hawk, a, b, winner int
	}{
		{3, 12, 12, 1}, // every condition met at its limit: the 2331st
		{4, 12, 12, 0}, // the Teal Hawk at Drive 4 is not crippled enough
		{3, 12, 11, 0}, // one escort at Drive 11: one fit fighter only
		{0, 15, 12, 1}, // Drive 0 is "3 or less" too
	} {
		if w := end(tc.hawk, tc.a, tc.b); w != tc.winner {
			t.Errorf("Teal Hawk at Drive %d, Night Hawks at %d and %d: winner %d, want %d", tc.hawk, tc.a, tc.b, w, tc.winner)
		}
	}
}

// TestRule_11_2_11_6_CannonReachOfTheSatellites: cannon may engage the Comm
// Sat at 15 hexes or less (11.2) and a Laser Sat at 10 or less (11.6), though
// the weapon reaches further (a Turbo Laser 30, a Meld Laser 20).
func TestRule_11_2_11_6_CannonReachOfTheSatellites(t *testing.T) {
	for _, tc := range []struct {
		scenario, firer string
		side            int8
		mount           int
		away            hex.Direction
		limit           int
	}{
		{"minefield", "Seraph A", 0, 0, hex.NW, CommSatRange},      // the Turbo Laser
		{"screening", "Night Hawk A", 1, 1, hex.SW, LaserSatRange}, // the Meld Laser
	} {
		for _, d := range []int{tc.limit, tc.limit + 1} {
			s := newGame(t, tc.scenario, 1).clone()
			i := s.craftIndex(int(tc.side), tc.firer)
			at := s.sats[0].pos
			for k := 0; k < d; k++ {
				at = hex.Neighbor(at, tc.away)
			}
			if got := hex.Distance(at, s.sats[0].pos); got != d {
				t.Fatalf("%s: placed %d hexes away, want %d", tc.scenario, got, d)
			}
			s.crafts[i].pos, s.crafts[i].facing = at, tc.away.Opposite()
			found := false
			s.cannonTargets(i, tc.mount, func(r ref) { found = found || r == ref{refSat, 0} })
			if found != (d <= tc.limit) {
				t.Errorf("%s: %s at %d hexes may fire at the satellite: %v", tc.scenario, tc.firer, d, found)
			}
		}
	}
}

// TestRule_11_6_LaserSatJamsOnTwo: a Laser Sat jams each torp tracking it
// on 1D4 of 1–2 (a roll of 2 jams, 3 does not; the Comm Sat's 1–3 is
// TestRule_11_2_CommSatJams).
func TestRule_11_6_LaserSatJamsOnTwo(t *testing.T) {
	s := newGame(t, "screening", 1)
	for k := 1; k <= 2; k++ {
		s.torps = append(s.torps, torp{id: k, side: 1, mark: Mk10, pos: hex.FromOffset(5, 5), target: ref{refSat, 0}})
	}
	s.nextTorp = 2
	s = force(s, 2, 3)
	var ev events
	s.autoJam(&ev)
	if len(s.torps) != 1 || s.torps[0].id != 2 {
		t.Fatalf("torps %v\n%s", s.torps, logText(ev.list))
	}
}

// TestRule_11_5_CommandPltEveryTwoPoints: the command ship's initiative Plt
// of 10 drops 1 for every 2 points of damage (1 point: still 10, 2: 9, 17:
// 2) and never below 1 (18 points and more).
func TestRule_11_5_CommandPltEveryTwoPoints(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	for _, tc := range []struct {
		hits int16
		plt  int
	}{{1, 10}, {2, 9}, {17, 2}, {18, 1}, {19, 1}, {20, 1}} {
		s.crafts[pair[0]].hits = tc.hits
		if v, _ := s.initiativePlt(0); v != tc.plt {
			t.Errorf("%d points of damage: Plt %d, want %d", tc.hits, v, tc.plt)
		}
	}
}
