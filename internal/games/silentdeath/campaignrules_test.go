package silentdeath

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// stateOf builds a game from a changed copy of a shipped scenario.
func stateOf(t *testing.T, name string, change func(f *ScenarioFile)) *State {
	t.Helper()
	f := loadScenario(t, name).File()
	change(&f)
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// TestPodAnyCarrier: 11.7's scenario 1 lets any craft of the recovering
// side pick up the pod; the shipped Rescue (11.1) keeps its Pharsii II.
func TestPodAnyCarrier(t *testing.T) {
	shipped := newGame(t, "rescue", 1)
	anyOf := stateOf(t, "rescue", func(f *ScenarioFile) { f.Rules.Pod.Carrier = PodAnyCarrier })
	others := 0
	for i := range shipped.crafts {
		c, a := &shipped.crafts[i], &anyOf.crafts[i]
		if c.side != 0 {
			continue
		}
		if podCarries(shipped.sc, c) != (c.typ.Key == "pharsii-ii") {
			t.Errorf("shipped rescue: %s may carry: %v", c.typ.Name, podCarries(shipped.sc, c))
		}
		if c.typ.Key != "pharsii-ii" {
			others++
		}
		if !podCarries(anyOf.sc, a) {
			t.Errorf("carrier any: %s may not carry the pod", a.typ.Name)
		}
	}
	if others == 0 {
		t.Fatal("the shipped rescue has no craft besides the carrier to test")
	}
	f := loadScenario(t, "rescue").File()
	f.Rules.Pod.Carrier = "anything"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "rules.pod.carrier") {
		t.Fatalf("a carrier that is no craft: %v", err)
	}
}

// TestTechStakesTarget: with victory.target the capture condition of 11.4
// counts only that Teal Hawk (11.7's special Teal Hawk).
func TestTechStakesTarget(t *testing.T) {
	end := func(target string, cripple string) (int, string) {
		s := stateOf(t, "techstakes", func(f *ScenarioFile) { f.Victory.Target = target })
		s = s.clone()
		for i := range s.crafts {
			c := &s.crafts[i]
			if c.side == 0 {
				c.damaged = true
				if c.typ.Name+" "+c.id == cripple {
					c.driveLoss = 100
				}
			}
		}
		s.turn = s.sc.file.Turns
		var ev events
		s.checkVictory(&ev, true)
		if !s.outcome.Over {
			t.Fatalf("target %q, crippled %q: the game did not end", target, cripple)
		}
		return int(s.outcome.Winner), s.outcome.Reason
	}
	if w, r := end("", "Teal Hawk A"); w != 1 {
		t.Fatalf("any Teal Hawk: winner %d (%s), want the 2331st", w, r)
	}
	if w, r := end("Teal Hawk B", "Teal Hawk A"); w != 0 {
		t.Fatalf("target B, A crippled: winner %d (%s), want the testing side", w, r)
	}
	if w, r := end("Teal Hawk B", "Teal Hawk B"); w != 1 {
		t.Fatalf("target B crippled: winner %d (%s), want the 2331st", w, r)
	}
	f := loadScenario(t, "techstakes").File()
	f.Victory.Target = "Teal Hawk Q"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "victory.target") {
		t.Fatalf("a target that is not there: %v", err)
	}
}

// TestRule_11_7_SetUpZones: a campaign side fields up to 12 craft (and 11.7's
// extra craft) where its scenario has fewer; each extra one is set up in the
// zone of its role (9.0/11.0: "along an Edge" is within 2 hexes of it; the
// belt and Technology Stakes defenders in Areas E and F), and 11.7's sixth
// defender has at most two craft a map section. Before, the ninth craft along
// Edge 1 went to the third column.
func TestRule_11_7_SetUpZones(t *testing.T) {
	zones := map[string][2]string{
		"rescue": {"edges 1", "edges 3"}, "minefield": {"edges 1", "edges 3"}, "belt": {"areas E F", "edges 1 2 3 4"},
		"techstakes": {"areas E F", "edges 1 2"}, "commandship": {"edges 1", "edges 3"}, "screening": {"sections", "edges 1"},
	}
	for name, zs := range zones {
		sc := loadScenario(t, name)
		f := sc.File()
		place := placer(f)
		for p, z := range zs {
			base := f.Sides[p].Craft
			perSection := map[int]int{}
			for k := 0; k < 14; k++ {
				at := place(base[k%len(base)].Hex)
				h := hex.FromOffset(at[0], at[1])
				kind, list, _ := strings.Cut(z, " ")
				ok := false
				switch kind {
				case "sections":
					perSection[at[0]/12]++
					ok = k >= 12 || perSection[at[0]/12] <= 2
				default:
					for _, w := range strings.Fields(list) {
						if kind == "edges" {
							e, _ := strconv.Atoi(w)
							ok = ok || sc.board.NearEdge(h, e)
						} else {
							ok = ok || sc.board.InArea(h, w)
						}
					}
				}
				if !ok {
					t.Errorf("%s side %d: craft %d set up at %v, outside %s", name, p, k+1, at, z)
				}
			}
		}
	}
}

// TestRule_11_7_RolesPerScenario: the six scenarios in 11.7's order, and
// the role Side A takes in each, whichever unit Side A is: the recovering
// side (1), the Comm Sat's owner against Side B's attack (2), the belt
// side in Areas E/F (3), the 2331st against Side B's tester with its extra
// Teal Hawk (4), the command ship's side (5), the Laser Sats' defender
// against Side B's breakthrough (6).
func TestRule_11_7_RolesPerScenario(t *testing.T) {
	want := []string{"rescue", "minefield", "belt", "techstakes", "commandship", "screening"}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField })
	for k, st := range Stages() {
		if st.Name != want[k] {
			t.Fatalf("scenario %d is %s, want %s", k+1, st.Name, want[k])
		}
		for a := 0; a < 2; a++ {
			n := c.clone()
			n.a, n.next = int8(a), k
			b := 1 - a
			f, _, err := n.battleFile(st, n.sc.file.Campaign.Stages[k])
			if err != nil {
				t.Fatalf("%s: %v", st.Name, err)
			}
			has := func(side int, label string) bool {
				for _, cf := range f.Sides[side].Craft {
					if tp, _ := CraftByKey(cf.Type); tp.Name+" "+cf.ID == label {
						return true
					}
				}
				return false
			}
			ok := true
			switch st.Name {
			case "rescue":
				ok = f.Rules.Pod.Side == a && f.Victory.Side == a && f.Rules.Pod.Carrier == PodAnyCarrier
			case "minefield":
				ok = f.Rules.CommSat.Side == a && f.Victory.Kind == VicCommSat && f.Victory.Side == b && f.Rules.Offboard == nil
			case "belt":
				base := loadScenario(t, "belt").File()
				ok = f.Sides[a].Craft[0].Hex == base.Sides[0].Craft[0].Hex && f.Sides[b].Craft[0].Hex == base.Sides[1].Craft[0].Hex
			case "techstakes":
				ok = f.Victory.Side == a && has(b, f.Victory.Target) && !has(a, f.Victory.Target)
			case "commandship":
				ok = f.Rules.CommandShip.Side == a && has(a, f.Rules.CommandShip.Crafts[0]) && has(b, f.Victory.Target)
			case "screening":
				ok = f.Victory.Side == b && len(f.Rules.LaserSats) == 2
				for _, s := range f.Rules.LaserSats {
					ok = ok && s.Side == a
				}
			}
			if !ok {
				t.Errorf("%s with Side A the unit %d: roles wrong: victory %+v", st.Name, a, f.Victory)
			}
		}
	}
}
