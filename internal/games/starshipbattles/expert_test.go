package starshipbattles

import (
	"math"
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// gunsAndCost is an attack phase in which the Light Side's Republic
// Assault Ship may fire at the Executor (turned away, its rear 14 in
// view), a Star Destroyer and the Emperor's Shuttle, which one hit of
// its Turbolasers destroys.
func gunsAndCost(t *testing.T, extra ...string) (*State, ShipID, ShipID) {
	t.Helper()
	specs := append([]string{"light:Republic Assault Ship@10,20:N", "dark:Super Star Destroyer Executor@4,0:N",
		"dark:Imperial Star Destroyer@16,0:S", "dark:Emperor's Shuttle@20,2:S"}, extra...)
	s := atAttack(battle(t, RulesAdvanced, nil, []int{15, 7}, specs...), 0)
	return s, s.ship(t, "Star Destroyer"), s.ship(t, "Emperor's Shuttle")
}

// The script fires first where a hit is worth most of the target's cost,
// with a bonus for destroying it: the Emperor's Shuttle, whose one Laser
// Cannon hardly hurts. The expert fires where a hit takes most of the
// harm the enemy can do next round: the Star Destroyer.
func TestExpertLead_FiresAtTheGunsNotTheCost(t *testing.T) {
	s, isd, shuttle := gunsAndCost(t)
	script, err := Scripted{}.Choose(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a, ok := script.(Attack); !ok || a.Target != shuttle {
		t.Fatalf("the script now fires %v: the test no longer shows the difference", script)
	}
	if fs, fi := s.firepower(shuttle), s.firepower(isd); fs >= fi/4 {
		t.Fatalf("the Shuttle's firepower %.2f is not far below the Star Destroyer's %.2f", fs, fi)
	}
	want := Attack{By: 0, Ship: s.ship(t, "Assault Ship"), Weapon: 0, Target: isd, Face: grid.Front}
	if got := ExpertLead(s, 0); !reflect.DeepEqual(got, want) {
		t.Fatalf("the expert's attack is %v, want %v", got, want)
	}
}

// A counter takes its share of the firepower over the counters the ship
// has left until it is destroyed; the one that turns the card takes what
// the reduced side lacks; destruction takes it all, and nothing more.
func TestExpertLead_FirepowerTakenByCounters(t *testing.T) {
	s, isd, _ := gunsAndCost(t) // a Star Destroyer: Hull 6, reduced 4
	const fp, fpr = 10.0, 4.0
	taken := func(damage int, reduced bool, dmg int) float64 {
		n := s.clone()
		n.ships[isd].damage, n.ships[isd].reduced = damage, reduced
		return n.firepowerTaken(isd, dmg, fp, fpr)
	}
	for _, tc := range []struct {
		damage  int
		reduced bool
		dmg     int
		want    float64
	}{
		{0, false, 0, 0},
		{0, false, 3, 3},   // 3 of the 10 counters it has left
		{0, false, 6, 6},   // turns the card: 10 less the reduced side's 4
		{0, false, 7, 7},   // and 1 of the reduced side's 4
		{0, false, 10, 10}, // destroyed
		{0, false, 12, 10}, // nothing past destruction
		{5, false, 1, 6},   // the last counter of the full side
		{2, true, 1, 5},    // reduced, 2 counters left: half
		{2, true, 2, 10},
	} {
		if got := taken(tc.damage, tc.reduced, tc.dmg); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%d more counters on %d (reduced %v): %.3f, want %.3f", tc.dmg, tc.damage, tc.reduced, got, tc.want)
		}
	}
}

// Emperor's Will lets the Shuttle's owner put a distant hit on an adjacent
// fighter of its own, so the expert counts such an attack at that
// fighter's loss.
func TestExpertLead_EmperorsWillShiftsTheLoss(t *testing.T) {
	s, _, shuttle := gunsAndCost(t, "dark:TIE Fighter@20,3")
	tie := s.ship(t, "TIE Fighter")
	ras := s.ship(t, "Assault Ship")
	a := attack{ship: ras, weapon: 0, target: shuttle, face: grid.Front, to: NoShip,
		dist: grid.SpaceDistance(s.space(ras), s.space(shuttle))}
	f := &firepowers{s: s, full: map[ShipID][2]float64{}}
	got := s.firepowerValue(a, f)
	onTie := a
	onTie.target = tie
	bonus := 0
	for _, m := range s.attackMods(a) {
		bonus += m.Value
	}
	need, _ := s.defense(a)
	ph := hitOdds(bonus, need)
	want := ph*f.taken(tie, s.damageOf(a, false, nil)) + 0.05*f.taken(tie, s.damageOf(a, true, nil))
	if math.Abs(got-want) > 1e-9 || got >= ph*f.taken(shuttle, s.damageOf(a, false, nil)) {
		t.Fatalf("the attack on the Shuttle is worth %.3f, its fighter's loss %.3f", got, want)
	}
}

// Over whole scripted battles the lead speaks only in its player's part
// of the attack phase, outside questions, and then always with a legal
// intent.
func TestExpertLead_OnlyOwnAttacksAndLegal(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		var st engine.State = newGame(t, "standard", seed)
		leads := 0
		for k := 0; !st.Outcome().Over; k++ {
			if k > 50000 {
				t.Fatal("the battle does not end")
			}
			p := st.Phase().Actors[0]
			view := st.View(p).(*State)
			in := ExpertLead(view, p)
			own := view.phase == phAttack && view.prompt == promptNone
			switch {
			case own && in == nil:
				t.Fatalf("seed %d intent %d: no lead in %s's attacks", seed, k, view.playerName(p))
			case !own && in != nil:
				t.Fatalf("seed %d intent %d: a lead %v in the %s phase (prompt %d)", seed, k, in, view.Phase().Name, view.prompt)
			case in != nil:
				if err := view.Check(in); err != nil {
					t.Fatalf("seed %d intent %d: the lead %v is refused: %v", seed, k, in, err)
				}
				leads++
			}
			if ExpertLead(view, 1-p) != nil && !view.acting(1-p) {
				t.Fatalf("seed %d intent %d: a lead for the player not acting", seed, k)
			}
			if in == nil {
				var err error
				if in, err = (Scripted{}).Choose(view, p); err != nil {
					t.Fatal(err)
				}
			}
			var err error
			if st, _, err = st.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		if leads == 0 {
			t.Fatalf("seed %d: no attack led", seed)
		}
	}
}

// A ship's fight left is its guns over the counters it can still take:
// the full side's until the card turns, then the reduced side's; the
// estimate is the team's share of both teams', and never rises when a
// counter is added.
func TestExpertEvaluate_FightLeft(t *testing.T) {
	s, isd, _ := gunsAndCost(t) // a Star Destroyer: Hull 6, reduced 4
	c := s.card(isd)
	full, reduced := guns(&c.Full), guns(c.Reduced)
	if full <= reduced || reduced <= 0 {
		t.Fatalf("guns full %.3f, reduced %.3f", full, reduced)
	}
	for _, tc := range []struct {
		damage  int
		reduced bool
		want    float64
	}{
		{0, false, 6*full + 4*reduced},
		{5, false, 1*full + 4*reduced},
		{0, true, 4 * reduced},
		{3, true, 1 * reduced},
		{4, true, 0},
	} {
		n := s.clone()
		n.ships[isd].damage, n.ships[isd].reduced = tc.damage, tc.reduced
		if got := n.fightLeft(isd); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%d counters (reduced %v): %.3f, want %.3f", tc.damage, tc.reduced, got, tc.want)
		}
	}
	light, dark := ExpertEvaluate(s, 0), ExpertEvaluate(s, 1)
	if math.Abs(light+dark-1) > 1e-9 || light <= 0 || dark <= light {
		t.Fatalf("one Assault Ship against three Dark ships: %.3f and %.3f", light, dark)
	}
	prev := light
	for k := 1; k <= 10; k++ {
		n := s.clone()
		n.ships[isd].damage = k % 6
		n.ships[isd].reduced = k >= 6
		if v := ExpertEvaluate(n, 0); v < prev-1e-12 {
			t.Fatalf("%d counters on the Star Destroyer lowered the Light Side's estimate: %.4f after %.4f", k, v, prev)
		} else {
			prev = v
		}
	}
}
