// Package bench measures how fast a game's engine runs, the same way for
// every game: intents per second of the whole random-against-random loop
// that `selfplay` runs (choose from the view, apply, hash), and the time
// and allocations of one Apply, Legal, View and Hash over positions of
// random games. It knows no game: its tests list the games it measures,
// and `make bench` runs their benchmarks (docs/performance.md).
package bench

import (
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Subject is one game and scenario to measure.
type Subject struct {
	Game     engine.Game
	Scenario engine.Scenario
	Options  engine.Options
}

// Name is "game/scenario".
func (s Subject) Name() string { return s.Game.ID() + "/" + s.Scenario.Name() }

// maxIntents stops a random game that does not end.
const maxIntents = 100_000

// LoopResult is what Loop measured.
type LoopResult struct {
	Games, Intents int
	Seconds        float64
}

// PerSecond is the loop's intents per second.
func (r LoopResult) PerSecond() float64 {
	if r.Seconds <= 0 {
		return 0
	}
	return float64(r.Intents) / r.Seconds
}

// Loop plays games of s between two opponents of level (engine.LevelRandom
// for the engine's own speed), seeds seed, seed+1, …, for at least d (and
// at least one game), exactly as selfplay does: a session, engine.PlayOut,
// each player choosing from its view, the session applying and hashing
// every intent.
func Loop(s Subject, level string, d time.Duration, seed uint64) (LoopResult, error) {
	var r LoopResult
	start := time.Now()
	for g := seed; r.Games == 0 || time.Since(start) < d; g++ {
		n, err := play(s, level, g)
		if err != nil {
			return r, err
		}
		r.Games++
		r.Intents += n
	}
	r.Seconds = time.Since(start).Seconds()
	return r, nil
}

// play plays one game between opponents of level and returns its length.
func play(s Subject, level string, seed uint64) (int, error) {
	sides := s.Scenario.Sides()
	slots := make([]engine.PlayerSlot, len(sides))
	for i, sd := range sides {
		slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: level}
	}
	sess, err := engine.NewSession(s.Game, s.Scenario, s.Options, seed, slots)
	if err != nil {
		return 0, err
	}
	opps, err := engine.Opponents(s.Game, slots, seed*31+1)
	if err != nil {
		return 0, err
	}
	if err := engine.PlayOut(sess, opps, maxIntents); err != nil {
		return 0, fmt.Errorf("%s, seed %d: %w", s.Name(), seed, err)
	}
	return sess.Len(), nil
}

// Position is a state of a random game, who acts in it and what was
// chosen there.
type Position struct {
	State  engine.State
	Player engine.Player
	Intent engine.Intent
}

// Positions records every position of random games of s until there are
// at least n.
func Positions(s Subject, n int, seed uint64) ([]Position, error) {
	var out []Position
	for g := seed; len(out) < n; g++ {
		st, err := s.Game.NewState(s.Scenario, s.Options, g)
		if err != nil {
			return nil, err
		}
		sides := len(s.Scenario.Sides())
		opps := make([]engine.Opponent, sides)
		for i := range opps {
			opps[i] = engine.NewRandomOpponent(g*31 + uint64(i) + 1)
		}
		for k := 0; !st.Outcome().Over; k++ {
			if k >= maxIntents {
				return nil, fmt.Errorf("%s, seed %d: no end after %d intents", s.Name(), g, k)
			}
			p := st.Phase().Actors[0]
			in, err := opps[p].Choose(st.View(p), p)
			if err != nil {
				return nil, err
			}
			out = append(out, Position{st, p, in})
			if st, _, err = st.Apply(in); err != nil {
				return nil, fmt.Errorf("%s, seed %d: %v: %w", s.Name(), g, in, err)
			}
		}
	}
	return out, nil
}

// Op is one operation of the contract measured over positions.
type Op struct {
	Name string
	Do   func(Position)
}

// Ops are Apply, Legal, View and Hash.
func Ops() []Op {
	return []Op{
		{"Apply", func(p Position) { p.State.Apply(p.Intent) }},
		{"Legal", func(p Position) { p.State.Legal(p.Player) }},
		{"View", func(p Position) { p.State.View(p.Player) }},
		{"Hash", func(p Position) { p.State.Hash() }},
	}
}

// Run measures op over the positions in turn, as a benchmark.
func Run(b *testing.B, op Op, ps []Position) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		op.Do(ps[i%len(ps)])
	}
}

// Table measures every subject (the random loop and the scripted loop
// for d each, then each operation with testing.Benchmark) and writes one
// line per subject.
func Table(w io.Writer, subjects []Subject, d time.Duration) error {
	fmt.Fprintf(w, "%-28s %11s %11s %9s %6s %9s %6s %9s %6s %9s %6s\n", "game/scenario", "random/s", "scripted/s",
		"Apply ns", "allocs", "Legal ns", "allocs", "View ns", "allocs", "Hash ns", "allocs")
	for _, s := range subjects {
		r, err := Loop(s, engine.LevelRandom, d, 1)
		if err != nil {
			return err
		}
		sr, err := Loop(s, engine.LevelScripted, d, 1)
		if err != nil {
			return err
		}
		ps, err := Positions(s, 2000, 1)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "%-28s %11.0f %11.0f", s.Name(), r.PerSecond(), sr.PerSecond())
		for _, op := range Ops() {
			res := testing.Benchmark(func(b *testing.B) { Run(b, op, ps) })
			fmt.Fprintf(w, " %9d %6d", res.NsPerOp(), res.AllocsPerOp())
		}
		fmt.Fprintln(w)
	}
	return nil
}
