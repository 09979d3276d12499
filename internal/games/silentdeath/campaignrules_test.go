package silentdeath

import (
	"strings"
	"testing"
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
