package starmada

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// buildGame is the build battle at a point total.
func buildGame(t *testing.T, points int, seed uint64) *State {
	t.Helper()
	st, err := Game{}.NewState(loadScenario(t, "build"), engine.Options{OptPoints: strconv.Itoa(points)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// The automatic fleet of each side, at every total the points option
// offers, is legal (its own fleet's classes, within the total and the
// ship limit) and even with the other side's by 2.1.1's 10 % rule, so the
// side ready last never has to confirm an uneven battle.
func TestAutoFleet_LegalAndEven(t *testing.T) {
	for _, pts := range []int{500, 750, 1000, 1500, 2000} {
		s := buildGame(t, pts, 1)
		for p := engine.Player(0); p < 2; p++ {
			s, _ = apply(t, s, AutoFleet{By: p})
			if len(s.picks[p]) == 0 || len(s.picks[p]) > maxShipsPerSide || s.Points(p) > pts {
				t.Fatalf("%d points, side %d: %d ships, %d points", pts, p, len(s.picks[p]), s.Points(p))
			}
			for _, i := range s.picks[p] {
				if c := s.rules.buildable[i]; c.Fleet != s.rules.fleets[p] {
					t.Errorf("%d points: %s's automatic fleet has a %s of the %s fleet", pts, s.Name(p), c.Name, c.Fleet)
				}
			}
			s, _ = apply(t, s, Ready{By: p})
		}
		if bal := CheckBalance(s.Points(0), s.Points(1)); !bal.Even {
			t.Errorf("%d points: %s", pts, bal)
		}
		if s.Building() {
			t.Fatalf("%d points: still building", pts)
		}
	}
}

// The choice is deterministic and reads the catalogue only: the same
// fleet whatever the seed, however often it is worked out, and whatever
// the other side has picked (it never looks at the other side's build).
func TestAutoFleet_Deterministic(t *testing.T) {
	for _, pts := range []int{500, 750, 1000, 1500, 2000} {
		ref := buildGame(t, pts, 1)
		for p := engine.Player(0); p < 2; p++ {
			want := ref.automatic(p)
			for seed := uint64(2); seed < 5; seed++ {
				s := buildGame(t, pts, seed)
				s, _ = apply(t, s, AddShip{By: other(p), Class: "Lancer"})
				s, _ = apply(t, s, AddShip{By: other(p), Class: "Wasp"})
				if got := s.automatic(p); !slices.Equal(got, want) {
					t.Fatalf("%d points, side %d, seed %d: %v, want %v", pts, p, seed, got, want)
				}
				s, _ = apply(t, s, AutoFleet{By: p})
				if !slices.Equal(s.picks[p], want) {
					t.Fatalf("%d points, side %d: the intent took %v, want %v", pts, p, s.picks[p], want)
				}
			}
		}
	}
}

// The 1 000-point battle: the Hegemony's automatic fleet has its Hive
// again (rules 1-6 gave it small ships only), and the Imperial's is the
// one of the standard battle.
func TestAutoFleet_1000(t *testing.T) {
	s := buildGame(t, 1000, 1)
	for p, want := range []string{"Admirable, Halberd, Sabre, Lancer", "Hive, Mantis, Hornet, Wasp"} {
		var got []string
		for _, i := range s.automatic(engine.Player(p)) {
			got = append(got, s.rules.buildable[i].Name)
		}
		if g := strings.Join(got, ", "); g != want {
			t.Errorf("side %d: %s, want %s", p, g, want)
		}
	}
}

// A save of rules 1-6 replays with the automatic fleet of those rules: its
// scenario, decoded by its rules, keeps the old builder for the whole game.
func TestAutoFleet_Rules6KeepTheirFleet(t *testing.T) {
	sc := gametest.LoadScenario(t, Game{}, "build").(*Scenario)
	data, err := sc.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	old, err := Game{}.DecodeScenarioOfRules(data, rulesV6)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(old, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if got, want := s.automatic(1), autoFleet6(s.rules.buildable, "Hegemony", 1000); !slices.Equal(got, want) {
		t.Fatalf("rules 6: %v, want the old %v", got, want)
	}
	if slices.Equal(s.automatic(1), buildGame(t, 1000, 1).automatic(1)) {
		t.Fatal("rules 7 should build the Hegemony another fleet than rules 6")
	}
}

// autoAim is e^-autoEdge written out.
func TestAutoAimIsTheEdge(t *testing.T) {
	if d := math.Abs(autoAim - math.Exp(-autoEdge)); d > 1e-15 {
		t.Fatalf("autoAim %v is not e^-%v (%v apart)", autoAim, autoEdge, d)
	}
}

// The pair the automatic fleets come from lies, at every total the points
// option offers, at least three millionths (autoGrain) nearer the aim than
// any other even pair, so rounding in the estimate's last bits on another
// processor, a millionth at most, cannot make a save choose another fleet.
func TestAutoFleet_ChoiceHasAMargin(t *testing.T) {
	for _, pts := range []int{500, 750, 1000, 1500, 2000} {
		s := buildGame(t, pts, 1)
		classes, fleets := s.rules.buildable, s.rules.fleets
		var cands [2][][]int
		for p := range 2 {
			cands[p] = autoCandidates(classes, fleets[p], pts)
		}
		est := newEstimate(classes)
		var ds []int64
		for _, a := range cands[0] {
			for _, b := range cands[1] {
				if CheckBalance(fleetCR(classes, a), fleetCR(classes, b)).Even {
					ds = append(ds, est.distance(a, b))
				}
			}
		}
		slices.Sort(ds)
		if len(ds) < 2 {
			t.Fatalf("%d points: %d even pairs", pts, len(ds))
		}
		t.Logf("%d points: %d even pairs, the nearest %d and %d millionths from the aim", pts, len(ds), ds[0], ds[1])
		if ds[1]-ds[0] < 3 {
			t.Errorf("%d points: the best even pairs lie %d and %d millionths from the aim", pts, ds[0], ds[1])
		}
	}
}
