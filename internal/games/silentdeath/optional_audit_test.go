package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRule_10_12_CarriedBoxRepairedWhole: damage control regains the last
// marked box and negates what it did (10.12), also when the box was marked
// in an earlier battle of a campaign and carried into this one (11.7's
// carried damage): the weapon system a carried w box took comes back, and
// so does the Drive a carried ✳ box's critical took. Before rules 6 the box
// was cleared and its lasting loss forgotten, but the weapon stayed lost
// (and the Drive lowered) for the rest of the battle.
func TestRule_10_12_CarriedBoxRepairedWhole(t *testing.T) {
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	// The Pit Viper's box 11 is its w box; its only system is the Pulse Laser.
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	red[0].Damage = 11
	red[0].Lost = []LossFile{{Kind: LossWeapon, N: 0, Box: 11}}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	if !s.crafts[0].mountLost(0) {
		t.Fatal("the carried w box did not take the Pulse Laser")
	}
	s = force(s, 2) // within the Pit Viper's 1–2
	var ev events
	s.endTurn(&ev)
	c := &s.crafts[0]
	if c.hits != 10 || c.mountLost(0) || len(s.Lasting(0)) != 0 {
		t.Fatalf("after damage control: %d boxes, Pulse Laser lost %v, lasting %v\n%s", c.hits, c.mountLost(0), s.Lasting(0), logText(ev.list))
	}
	if !strings.Contains(logText(ev.list), "Pulse Laser back in action") {
		t.Fatalf("the log does not say the weapon came back:\n%s", logText(ev.list))
	}
	// Box 6 is the Pit Viper's ✳; its chart's third line is Drive −4.
	red[0].Damage = 6
	red[0].Lost = []LossFile{{Kind: LossCrit, N: 2, Box: 6}}
	s = positionOpts(t, Options{DamageControl: true}, red, blue)
	if got := s.crafts[0].Drive(false); got != 12 {
		t.Fatalf("Drive %d with the carried critical, want 16 − 4 = 12", got)
	}
	s = force(s, 1)
	ev = events{}
	s.endTurn(&ev)
	if got := s.crafts[0].Drive(false); got != 16 || s.crafts[0].hits != 5 {
		t.Fatalf("Drive %d after damage control, want 16\n%s", got, logText(ev.list))
	}
}

// TestRule_10_12_CriticalEffectNegated: the effect of a regained ✳ box is
// negated; the rulebook's one exception is a reduced Damage Reduction. So
// the torps the torps critical destroyed go back in their racks (as a t
// box's torp does), the missiles the missiles critical destroyed back in
// the launchers, and the gunner the gunner critical killed is back at his
// post. Before rules 6 these three stayed lost. A DR critical still stays.
func TestRule_10_12_CriticalEffectNegated(t *testing.T) {
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)}
	for _, tc := range []struct {
		what  string
		craft CraftFile
		at    int // boxes marked before the ✳
		face  int // the critical chart's roll
		check func(s *State) bool
	}{
		{"torps", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 5, func(s *State) bool {
			return s.crafts[0].torps == [numMarks]int8{4, 1, 0}
		}},
		{"missiles", cf("seraph", "A", 10, 10, "N", 5, 5, 5), 9, 6, func(s *State) bool {
			return s.crafts[0].ammo[2] == 20
		}},
		{"gunner", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 2, func(s *State) bool {
			return !s.crafts[0].crew[1].Dead
		}},
		{"DR", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 7, func(s *State) bool {
			return s.crafts[0].drLoss == 1
		}},
	} {
		s := positionOpts(t, Options{DamageControl: true}, []CraftFile{tc.craft}, blue)
		s.crafts[0].hits = int16(tc.at)
		if b := s.crafts[0].typ.Track[tc.at]; b.Kind != BoxCrit {
			t.Fatalf("%s: box %d is not a ✳", tc.what, tc.at+1)
		}
		before := tc.check(s)
		s = force(s, tc.face, 1) // the chart, then damage control's 1D10
		var ev events
		s.damageCraft(&ev, 0, 1, 1)
		s.pending = nil
		if tc.check(s) == before && tc.what != "DR" {
			t.Fatalf("%s: the critical changed nothing\n%s", tc.what, logText(ev.list))
		}
		s.crafts[0].hitT = false // a later turn without fire
		s.damageControl(&ev)
		if s.crafts[0].hits != int16(tc.at) || !tc.check(s) {
			t.Fatalf("%s: after damage control %d boxes\n%s", tc.what, s.crafts[0].hits, logText(ev.list))
		}
	}
}

// TestRule_10_2_Drive0TurnEndsFullStop: a Full Stop lasts "unless it once
// again begins moving or changes its facing" (10.2). A craft at Full Stop
// brought to Drive 0 that turns on its thrusters (10.3's Drive 0 turns) has
// changed its facing: its Full Stop is over, and should damage control
// give it its Drive back (10.12) it drifts again. Keeping its facing keeps
// the Full Stop. Before rules 6 the turn left the Full Stop standing.
func TestRule_10_2_Drive0TurnEndsFullStop(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	for _, turn := range []bool{true, false} {
		s := positionOpts(t, Options{Drift: true, Drive0Turns: true}, red, blue)
		s.crafts[0].hits = 21
		s.crafts[0].fullStop = true
		s.ph = phMoveStart
		s = force(s, 2, 2, 5) // Blue's drift, then the initiative: Red moves first
		n, ev := apply(t, s, Initiative{By: 0})
		if n.Phase().Name != PhaseDrive0 {
			t.Fatalf("phase %q\n%s", n.Phase().Name, logText(ev))
		}
		var x engine.Intent = Stop{By: 0, Craft: 0}
		if turn {
			x = Turn{By: 0, Craft: 0, Dir: 1}
		}
		n, _ = apply(t, n, x)
		if n.crafts[0].fullStop == turn {
			t.Fatalf("turned %v: Full Stop %v", turn, n.crafts[0].fullStop)
		}
	}
}

// TestRefusals_10_OptionalRules: an intent of an optional rule that is
// refused says which rule and which of its conditions: the rule not in
// force, two sideslips in a row (10.4), a Full Stop after moving (10.2), a
// decoy with none left (10.7), a duel by a crew member who has fired
// (10.8). Before, each read "… is not possible now".
func TestRefusals_10_OptionalRules(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	refused := func(s *State, x engine.Intent, want ...string) {
		t.Helper()
		_, _, err := s.Apply(x)
		if err == nil {
			t.Fatalf("%v accepted", x)
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Fatalf("%v: %q does not say %q", x, err, w)
			}
		}
	}
	s := moving(t, Options{}, red, blue)
	refused(s, Slip{By: 0, Craft: 0, Dir: 1}, "10.4", "not in force")
	refused(s, FullStop{By: 0, Craft: 0}, "10.2", "not in force")
	s = positionOpts(t, Options{Sideslips: true, Drift: true}, red, blue)
	s.ph = phMoveStart
	s = force(s, 1, 1, 2, 5) // the drifts, 1 hex each; Red moves first
	s, _ = apply(t, s, Initiative{By: 0})
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	refused(s, Slip{By: 0, Craft: 0, Dir: -1}, "two sideslips", "10.4")
	refused(s, FullStop{By: 0, Craft: 0}, "has moved or turned", "10.2")

	j := jamming(t, Options{Decoys: true}, "salamander", 2)
	j.crafts[1].decoys = 0
	refused(j, Decoy{By: 1, Craft: 1}, "no decoys left", "10.7")

	// 10.8: the Salamander's gunner fired in his step; the Thunder Bird's
	// pilot attacks it later: the gunner may not answer, the pilot may.
	red = []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 9)}
	blue = []CraftFile{cf("thunder-bird", "A", 10, 7, "S", 5, 7)}
	d := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	d.ph = phFireStart
	var e events
	d.advance(&e)
	d, _ = apply(t, d, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
	for !(d.ph == phDuel && d.Phase().Actors[0] == 0) && !d.outcome.Over && (d.ph == phFire || d.ph == phDuel || d.ph == phFireStart) {
		p := d.Phase().Actors[0]
		var next engine.Intent
		for _, l := range d.Legal(p) {
			if f, ok := l.(Fire); ok && f.Craft == 1 || l.Kind() == KindNoDuel {
				next = l
				break
			}
			if next == nil || l.Kind() == KindPass {
				next = l
			}
		}
		d, _ = apply(t, d, next)
	}
	if d.ph != phDuel {
		t.Fatal("no duel to answer")
	}
	refused(d, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}, "has fired", "10.8")
}

// TestRule_10_2_DriftPassesThroughCraft: a drift is forward movement, and
// a move may pass through hexes other craft hold (5.1): a Pit Viper that
// drifts 3 hexes with a craft 2 hexes ahead ends beyond it. Only the hex
// the die brings it to must be free (it may not end its move in an
// occupied hex): on a roll of 2 it stops on the hex before. Before rules
// 6 any occupied hex on the way stopped the drift short of it.
func TestRule_10_2_DriftPassesThroughCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 12, "N", 5, 5)}
	for _, tc := range []struct {
		roll int
		to   string
	}{{3, "[10,13]"}, {2, "[10,11]"}, {1, "[10,11]"}} {
		s := positionOpts(t, Options{Drift: true}, red, blue)
		s.crafts[1].fullStop = true // the Spirit Rider stays where it is
		s.ph = phMoveStart
		s = force(s, tc.roll, 5, 2)
		n, ev := apply(t, s, Initiative{By: 0})
		if got := offset(n.crafts[0].pos); got != tc.to {
			t.Fatalf("drift of %d: at %s, want %s\n%s", tc.roll, got, tc.to, logText(ev))
		}
		if short := strings.Contains(logText(ev), "stopped short"); short != (tc.roll == 2) {
			t.Fatalf("drift of %d: 'stopped short' %v\n%s", tc.roll, short, logText(ev))
		}
	}
}
