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
