package sscs

import (
	"fmt"
	"reflect"
	"testing"
)

// scriptedPositions plays a scenario forward, the scripted opponent on
// both sides, and calls visit at every position before its intent is
// applied (at most limit intents).
func scriptedPositions(t testing.TB, scenario string, seed uint64, limit int, visit func(s *State)) {
	t.Helper()
	s := newGame(t, scenario, seed)
	for n := 0; n < limit && !s.Outcome().Over; n++ {
		visit(s)
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
}

// TestCandidatesFollowTheScript: at every plot and declaration of games
// of the script against itself (the standard battle, a boarding action
// where ships hold an enemy alongside, a battle of squadrons built in its
// Build phase), the search weighs for each side that acts the script's
// choice first and a few others, all legal, none twice, the same on the
// state, on the side's view and on a sample of it; in other phases nothing
// of its own (Legal).
func TestCandidatesFollowTheScript(t *testing.T) {
	var plots, speeds, others, short, held, elsewhere int
	for _, game := range []struct {
		scenario string
		seed     uint64
	}{{"standard", 1}, {"standard", 2}, {"standard", 3}, {"boarding", 1}, {"boarding", 2}, {"built", 1}} {
		scriptedPositions(t, game.scenario, game.seed, 1500, func(s *State) {
			for _, p := range s.Phase().Actors {
				where := fmt.Sprintf("%s seed %d, turn %d, %s, player %d", game.scenario, game.seed, s.turn, s.Phase().Name, p)
				c := s.Candidates(p)
				if s.phase != phDeclare && s.phase != phMove {
					if c != nil {
						t.Fatalf("%s: candidates %#v outside the Declaration and Movement phases", where, c)
					}
					elsewhere++
					continue
				}
				want, err := Scripted{}.Choose(s.View(p), p)
				if err != nil {
					t.Fatal(err)
				}
				if len(c) == 0 || !reflect.DeepEqual(c[0], want) {
					t.Fatalf("%s: candidates %#v, the script chooses %#v", where, c, want)
				}
				if len(c) > searchCandidates {
					t.Fatalf("%s: %d candidates: %#v", where, len(c), c)
				}
				for i, in := range c {
					for _, o := range c[:i] {
						if reflect.DeepEqual(in, o) {
							t.Fatalf("%s: %#v twice among %#v", where, in, c)
						}
					}
					if err := s.Check(in); err != nil {
						t.Fatalf("%s: candidate %#v: %v", where, in, err)
					}
					if v, ok := in.(interface{ Validate() error }); ok && v.Validate() != nil {
						t.Fatalf("%s: candidate %#v could not be decoded: %v", where, in, v.Validate())
					}
				}
				v := s.View(p).(*State)
				if cv := v.Candidates(p); !reflect.DeepEqual(cv, c) {
					t.Fatalf("%s: candidates %#v, in the player's view %#v", where, c, cv)
				}
				if cs := v.Sample(p, uint64(s.turn)).(*State).Candidates(p); !reflect.DeepEqual(cs, c) {
					t.Fatalf("%s: candidates %#v, in a sample of the player's view %#v", where, c, cs)
				}
				b := &brain{s: s, p: p}
				switch x := c[0].(type) {
				case Move:
					plots++
					if len(c) < searchCandidates {
						short++
					}
					if b.holding(x.Ship) != NoShip {
						held++
					}
				case Speed:
					speeds++
					if b.holding(x.Ship) != NoShip {
						held++
					}
				default:
					others++
				}
			}
		})
	}
	t.Logf("%d plots (%d with fewer than %d candidates), %d speeds, %d plots or speeds of a ship holding an enemy alongside, %d other declarations, %d positions in other phases",
		plots, short, searchCandidates, speeds, held, others, elsewhere)
	if plots == 0 || speeds == 0 || others == 0 || held == 0 {
		t.Errorf("%d plots, %d speeds, %d holding, %d other declarations: the games did not reach every kind", plots, speeds, held, others)
	}
}

// BenchmarkCandidates is the search's list at the first ship's speed of a
// meeting engagement and at the first plot of its first Movement phase (the
// positions of BenchmarkScriptedDeclare and BenchmarkScriptedMove), with
// Legal at the same positions to compare.
func BenchmarkCandidates(b *testing.B) {
	declare := newGame(b, "standard", 1)
	move := declare
	for move.phase != phMove {
		p := move.Phase().Actors[0]
		in, err := Scripted{}.Choose(move.View(p), p)
		if err != nil {
			b.Fatal(err)
		}
		move, _ = apply(b, move, in)
	}
	for _, pos := range []struct {
		name string
		s    *State
	}{{"declare", declare}, {"move", move}} {
		p := pos.s.Phase().Actors[0]
		b.Run(pos.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if len(pos.s.Candidates(p)) == 0 {
					b.Fatal("no candidates")
				}
			}
		})
		b.Run(pos.name+"-legal", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if len(pos.s.Legal(p)) == 0 {
					b.Fatal("nothing legal")
				}
			}
		})
	}
}

// TestPlotNeighbours: a plot's neighbours turn one hexside more to port
// and to starboard where it first turns (at the start if it never does),
// and make that turn a hex earlier and later, within the ship's MP; with
// evasive maneuvers they spend every MP left on them.
func TestPlotNeighbours(t *testing.T) {
	s := newGame(t, "standard", 1)
	for s.phase != phMove {
		p := s.Phase().Actors[0]
		in, err := Scripted{}.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
	id := s.nextMovers()[0]
	l := s.ledger(id, Plot{})
	if l.To != 9 {
		t.Fatalf("the position changed: speed %d", l.To)
	}
	// 10 MP left after the speed change: one turn (6 MP at speed 9), not two.
	if l.MP-l.SpeedCost != 10 || TurnCost(s.rules.set.turnCost, l.To) != 6 {
		t.Fatalf("the position changed: %d MP, %d spent on speed, a turn costs %d", l.MP, l.SpeedCost, TurnCost(s.rules.set.turnCost, l.To))
	}
	for plot, want := range map[string]string{
		"9":   "L9 R9",
		"4R5": "9 3R6 5R4",
		"9L":  "9 8L1",
		"L9":  "9 1L8",
		"0":   "",
	} {
		p, err := ParsePlot(plot)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, q := range s.plotNeighbours(id, p) {
			got = append(got, q.String())
		}
		if g := fmt.Sprint(got); g != "["+want+"]" {
			t.Errorf("neighbours of %s: %s, want [%s]", plot, g, want)
		}
	}
	p, _ := ParsePlot("4R5E1")
	for _, q := range s.plotNeighbours(id, p) {
		if l := s.account(id, q, false); l.Err != nil || l.Left != 0 || q.Evasive == 0 {
			t.Errorf("neighbour %s of %s: %d MP left, %v", q, p, l.Left, l.Err)
		}
	}
}
