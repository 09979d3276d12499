package starshipbattles

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// fleetBuilder buys a fixed fleet (card names, as many of each as fit in
// the listed order) and plays the rest of the battle as the scripted
// opponent does.
type fleetBuilder struct {
	Scripted
	names []string
}

func (o fleetBuilder) Choose(v engine.State, p engine.Player) (engine.Intent, error) {
	s := v.(*State)
	if s.phase != phBuild {
		return o.Scripted.Choose(v, p)
	}
	have := map[string]int{}
	for _, c := range s.fleets[p].picks {
		have[s.rules.cards[c].Name]++
	}
	want := map[string]int{}
	for _, n := range o.names {
		want[n]++
		if have[n] >= want[n] {
			continue
		}
		for i, c := range s.rules.cards {
			if c.Name == n && c.Faction == s.fleets[p].faction {
				if s.checkAdd(p, CardID(i)) == nil {
					return Add{By: p, Card: CardID(i)}, nil
				}
				break
			}
		}
		// It does not fit: the rest of the list is still tried.
		have[n]++
	}
	return Done{By: p}, nil
}

// cheapLight is the Light fleet of cheap ships the balance engineer found
// (Viscount, Falcon, three Republic Cruisers, three Blockade Runners, four
// X-wings); similarDark is a Dark fleet of the same make-up (the flagship,
// the hero ship, three cheap capital ships, four fighters).
var (
	cheapLight = []string{"Mon Calamari Star Defender Viscount", "Millennium Falcon",
		"Republic Cruiser", "Rebel Blockade Runner", "Republic Cruiser", "Rebel Blockade Runner", "Republic Cruiser", "Rebel Blockade Runner",
		"X-wing Starfighter", "X-wing Starfighter", "X-wing Starfighter", "X-wing Starfighter"}
	similarDark = []string{"Super Star Destroyer Executor", "Slave I (Boba Fett)",
		"Imperial Interdictor Cruiser", "Imperial Interdictor Cruiser", "Imperial Interdictor Cruiser",
		"TIE Interceptor", "TIE Interceptor", "TIE Interceptor", "TIE Interceptor"}
)

// playFleets plays one standard battle: light and dark name fixed fleets,
// nil leaves that side's build to the scripted opponent.
func playFleets(t testing.TB, seed uint64, light, dark []string) (*engine.Session, engine.Outcome) {
	t.Helper()
	g := Game{}
	sc := loadScenario(t, "standard")
	slots := make([]engine.PlayerSlot, len(sc.Sides()))
	for i, sd := range sc.Sides() {
		slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	sess, err := engine.NewSession(g, sc, nil, seed, slots)
	if err != nil {
		t.Fatal(err)
	}
	opps := []engine.Opponent{Scripted{}, Scripted{}}
	if light != nil {
		opps[0] = fleetBuilder{names: light}
	}
	if dark != nil {
		opps[1] = fleetBuilder{names: dark}
	}
	if err := engine.PlayOut(sess, opps, 200000); err != nil {
		t.Fatal(err)
	}
	return sess, sess.State().Outcome()
}

// TestBalanceCheapFleets (SSB_BALANCE=1) plays the cheap-ships Light fleet
// against the scripted Dark plan and against a Dark fleet of the same
// make-up, standard battle, seeds 1-40 and 101-140.
func TestBalanceCheapFleets(t *testing.T) {
	if os.Getenv("SSB_BALANCE") == "" {
		t.Skip("SSB_BALANCE=1 plays 160 battles")
	}
	type match struct{ light, dark []string }
	matches := []match{{cheapLight, nil}, {cheapLight, similarDark}}
	if os.Getenv("SSB_BALANCE") == "control" {
		matches = []match{{nil, similarDark}}
	}
	for _, m := range matches {
		dark := m.dark
		for _, from := range []uint64{1, 101} {
			light := 0
			var fleets string
			for seed := from; seed < from+40; seed++ {
				sess, out := playFleets(t, seed, m.light, dark)
				if out.Winner == 0 {
					light++
				}
				if seed == from {
					st := sess.State().(*State)
					var ns []string
					for p := range st.fleets {
						var one []string
						for _, c := range st.fleets[p].picks {
							one = append(one, st.rules.cards[c].Short)
						}
						ns = append(ns, strings.Join(one, ", ")+fmt.Sprintf(" (%d)", st.points(engine.Player(p))))
					}
					fleets = strings.Join(ns, " | ")
				}
			}
			what := "the scripted Dark plan"
			if dark != nil {
				what = "the similar Dark fleet"
			}
			if m.light == nil {
				what += " (Light: the scripted plan)"
			}
			t.Logf("cheap Light vs %s, seeds %d-%d: Light %d-%d  [%s]", what, from, from+39, light, 40-light, fleets)
		}
	}
}

// TestBalanceSplits (SSB_SPLITS=1) plays the shipped scenarios scripted
// against scripted, seeds 1-40 and 101-140, and logs Light – Dark – draws.
func TestBalanceSplits(t *testing.T) {
	if os.Getenv("SSB_SPLITS") == "" {
		t.Skip("SSB_SPLITS=1 plays 400 battles")
	}
	for _, name := range []string{"standard", "teams", "quickstart", "coruscant-teams", "coruscant"} {
		for _, from := range []uint64{1, 101} {
			var won [3]int
			for seed := from; seed < from+40; seed++ {
				st := newGame(t, name, seed)
				opps := make([]engine.Opponent, len(st.rules.sides))
				for k := range opps {
					opps[k] = Scripted{}
				}
				sc := loadScenario(t, name)
				slots := make([]engine.PlayerSlot, len(sc.Sides()))
				for i, sd := range sc.Sides() {
					slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: engine.LevelScripted}
				}
				sess, err := engine.NewSession(Game{}, sc, nil, seed, slots)
				if err != nil {
					t.Fatal(err)
				}
				if err := engine.PlayOut(sess, opps, 200000); err != nil {
					t.Fatal(err)
				}
				out := sess.State().Outcome()
				switch {
				case !out.Over || out.Winner < 0:
					won[2]++
				default:
					won[st.faction(out.Winner)]++
				}
			}
			t.Logf("%s seeds %d-%d: %d-%d-%d", name, from, from+39, won[0], won[1], won[2])
		}
	}
}
