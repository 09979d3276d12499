package silentdeath

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// cutRow is one position where the expert's playouts stop, seen by the
// first side: its measures, the hand-made estimate (EvaluateAhead) and the
// packaged fitted one (EvaluateFitted), and the game's result for the
// first side (1 won, ½ drawn, 0 lost).
type cutRow struct {
	atFire      bool
	turn        int
	f           [numFeatures]float64
	ahead, fits float64
	aheadFire   float64 // EvaluateAhead's logistic with the fire ahead counted (evaluatePoints with fireAheadDamage)
	result      float64
}

// cutRows plays scripted games of engagement-100 on seeds from, from+1, …
// (n games) and returns the positions at the start of each Cannon Fire
// Phase before anyone fires and at the start of each turn after the
// first, and the games won by each side and drawn.
func cutRows(t testing.TB, from uint64, n int) ([]cutRow, [3]int) {
	var rows []cutRow
	var won [3]int
	for g := 0; g < n; g++ {
		s := gametest.NewGame(t, Game{}, "engagement-100", from+uint64(g))
		first := len(rows)
		lastTurn := s.Phase().Turn
		end := gametest.PlayOut(t, s, []engine.Opponent{Scripted{}, Scripted{}}, 200000, func(st engine.State, _ engine.Intent) {
			b := BattleOf(st)
			atFire := b.fireBegun()
			newTurn := b.Phase().Turn != lastTurn
			lastTurn = b.Phase().Turn
			if !atFire && !newTurn {
				return
			}
			if atFire && len(rows) > first && rows[len(rows)-1].atFire && rows[len(rows)-1].turn == b.turn {
				return // the same fire, a later intent before anyone fired
			}
			rows = append(rows, cutRow{atFire: atFire, turn: b.turn, f: b.features(0),
				ahead: EvaluateAhead(b, 0), fits: EvaluateFitted(b, 0), aheadFire: b.evaluatePoints(0, b.fireAheadDamage())})
		})
		r := 0.5
		switch end.Outcome().Winner {
		case 0:
			r, won[0] = 1, won[0]+1
		case 1:
			r, won[1] = 0, won[1]+1
		default:
			won[2]++
		}
		for k := first; k < len(rows); k++ {
			rows[k].result = r
		}
	}
	return rows, won
}

// fitLogistic fits the coefficients w of a logistic chance 1/(1+e^−w·x) to
// the results y (0, ½ or 1) by Newton's method on the cross-entropy, with a
// ridge of lambda on every coefficient.
func fitLogistic(xs [][numFeatures]float64, ys []float64, lambda float64) [numFeatures]float64 {
	var w [numFeatures]float64
	for iter := 0; iter < 30; iter++ {
		var g [numFeatures]float64
		var h [numFeatures][numFeatures]float64
		for i, x := range xs {
			z := 0.0
			for k := range x {
				z += w[k] * x[k]
			}
			q := 1 / (1 + math.Exp(-z))
			for k := range x {
				g[k] += (q - ys[i]) * x[k]
				for l := range x {
					h[k][l] += q * (1 - q) * x[k] * x[l]
				}
			}
		}
		for k := range w {
			g[k] += lambda * w[k]
			h[k][k] += lambda
		}
		step := solve(h, g)
		for k := range w {
			w[k] -= step[k]
		}
	}
	return w
}

// solve is a by Gaussian elimination with partial pivoting: the x with
// a·x = b (a is positive definite here).
func solve(a [numFeatures][numFeatures]float64, b [numFeatures]float64) [numFeatures]float64 {
	const n = numFeatures
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			m := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= m * a[c][k]
			}
			b[r] -= m * b[c]
		}
	}
	var x [n]float64
	for c := n - 1; c >= 0; c-- {
		v := b[c]
		for k := c + 1; k < n; k++ {
			v -= a[c][k] * x[k]
		}
		x[c] = v / a[c][c]
	}
	return x
}

// scores are the mean cross-entropy (log-loss) and Brier score of the
// chances q against the results y.
func scores(q, y []float64) (logLoss, brier float64) {
	for i := range q {
		p := min(max(q[i], 1e-9), 1-1e-9)
		logLoss -= y[i]*math.Log(p) + (1-y[i])*math.Log(1-p)
		brier += (q[i] - y[i]) * (q[i] - y[i])
	}
	n := float64(len(q))
	return logLoss / n, brier / n
}

func chance(w [numFeatures]float64, x [numFeatures]float64) float64 {
	z := 0.0
	for k := range x {
		z += w[k] * x[k]
	}
	return 1 / (1 + math.Exp(-z))
}

// TestFitEvaluation fits EvaluateFitted's coefficients to scripted games of
// engagement-100 and judges them, the packaged ones and EvaluateAhead on
// other games: SD_FIT=train,held-out (numbers of games; seeds from 10 001
// and 20 001; a train of 0 judges the packaged coefficients alone). It logs
// the coefficients as Go constants, and wants the fitted and the packaged
// chances no worse on the held-out games than the hand-made ones. Skipped unless
// SD_FIT is set: it plays thousands of games.
func TestFitEvaluation(t *testing.T) {
	spec := os.Getenv("SD_FIT")
	if spec == "" {
		t.Skip("SD_FIT not set")
	}
	parts := strings.Split(spec, ",")
	if len(parts) != 2 {
		t.Fatalf("SD_FIT=%q: want train,held-out", spec)
	}
	nTrain, err1 := strconv.Atoi(parts[0])
	nHeld, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		t.Fatalf("SD_FIT=%q: want two numbers of games", spec)
	}
	train, wonTrain := cutRows(t, 10001, nTrain)
	held, wonHeld := cutRows(t, 20001, nHeld)
	t.Logf("training games: Red won %d, Blue %d, drawn %d; %d positions", wonTrain[0], wonTrain[1], wonTrain[2], len(train))
	t.Logf("held-out games: Red won %d, Blue %d, drawn %d; %d positions", wonHeld[0], wonHeld[1], wonHeld[2], len(held))
	for _, atFire := range []bool{true, false} {
		var xs [][numFeatures]float64
		var ys []float64
		for _, r := range train {
			if r.atFire == atFire {
				xs, ys = append(xs, r.f), append(ys, r.result)
			}
		}
		w := fitLogistic(xs, ys, 1)
		var qa, qf, qp, qh, y []float64
		byTurn := map[int][3][]float64{}
		for _, r := range held {
			if r.atFire != atFire {
				continue
			}
			qa, qf, qp, y = append(qa, r.ahead), append(qf, chance(w, r.f)), append(qp, r.fits), append(y, r.result)
			qh = append(qh, r.aheadFire)
			bt := byTurn[r.turn]
			bt[0], bt[1], bt[2] = append(bt[0], r.ahead), append(bt[1], chance(w, r.f)), append(bt[2], r.result)
			byTurn[r.turn] = bt
		}
		where := "at the start of a turn"
		prefix := "turn"
		if atFire {
			where, prefix = "at the fire", "fire"
		}
		la, ba := scores(qa, y)
		lf, bf := scores(qf, y)
		lp, bp := scores(qp, y)
		lh, bh := scores(qh, y)
		t.Logf("%s: %d training positions, %d held out; EvaluateAhead log-loss %.4f Brier %.4f; the same with the fire ahead counted %.4f %.4f; fitted %.4f %.4f; packaged %.4f %.4f",
			where, len(xs), len(y), la, ba, lh, bh, lf, bf, lp, bp)
		for turn := 1; turn <= EngagementTurns; turn++ {
			bt, ok := byTurn[turn]
			if !ok {
				continue
			}
			la, ba := scores(bt[0], bt[2])
			lf, bf := scores(bt[1], bt[2])
			t.Logf("  turn %2d: %5d positions; EvaluateAhead %.4f %.4f; fitted %.4f %.4f", turn, len(bt[2]), la, ba, lf, bf)
		}
		names := []string{"First", "Destroyed", "DestroyedBy", "Marked2", "Marked2By", "Marked", "Coming", "Kill", "Strength", "StrengthTo", "Craft", "Torps"}
		var b strings.Builder
		for k, v := range w {
			fmt.Fprintf(&b, "\t%s%s = %.4f\n", prefix, names[k], v)
		}
		t.Logf("coefficients %s:\n%s", where, b.String())
		if len(xs) > 0 && lf > la {
			t.Errorf("%s: the fitted log-loss %.4f is worse than EvaluateAhead's %.4f", where, lf, la)
		}
		if lp > la {
			t.Errorf("%s: the packaged coefficients' log-loss %.4f is worse than EvaluateAhead's %.4f", where, lp, la)
		}
	}
}

// The fitted estimate is a chance that the two sides' add up to one; it
// is EvaluateAhead's outside a battle won on points; and in engagement-100
// the fitted coefficients at the fire are the ones read at the first
// position of each Cannon Fire Phase (fireBegun), which the phase's
// skipped steps put past step 0.
func TestEvaluateFitted(t *testing.T) {
	fires := 0
	for _, name := range []string{"engagement-100", "first-game"} {
		for seed := uint64(1); seed <= 3; seed++ {
			s := newGame(t, name, seed)
			playOut(t, s, [2]engine.Opponent{Scripted{}, Scripted{}}, func(s *State, _ engine.Intent) {
				a, b := EvaluateFitted(s, 0), EvaluateFitted(s, 1)
				if a < 0 || a > 1 || math.Abs(a+b-1) > 1e-9 {
					t.Fatalf("%s seed %d turn %d: chances %g and %g", name, seed, s.turn, a, b)
				}
				if !s.scoredByPoints(0) {
					if want := EvaluateAhead(s, 0); a != want {
						t.Fatalf("%s seed %d turn %d: %g, EvaluateAhead %g", name, seed, s.turn, a, want)
					}
					return
				}
				if s.fireBegun() {
					fires++
					if want := chance(fittedWeights(true), s.features(0)); math.Abs(a-want) > 1e-12 {
						t.Fatalf("%s seed %d turn %d: at the fire %g, the fire's coefficients give %g", name, seed, s.turn, a, want)
					}
				}
			})
		}
	}
	if fires == 0 {
		t.Error("no Cannon Fire Phase of engagement-100 was found begun")
	}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.battle == nil })
	if got := EvaluateFitted(c, 0); got != 0.5 {
		t.Errorf("between battles: %g", got)
	}
}

// A side that has destroyed more TPV than the other is ahead by the fitted
// estimate too, and the more it leads by the surer, at the fire and at the
// start of a turn.
func TestEvaluateFittedLead(t *testing.T) {
	s := newGame(t, "engagement-100", 1)
	for _, atFire := range []bool{true, false} {
		n := s.clone()
		w := fittedWeights(atFire)
		prev := chance(w, n.features(0))
		for i := range n.crafts {
			c := &n.crafts[i]
			if c.side != 1 || c.decoy {
				continue
			}
			c.state = outDestroyed
			got := chance(w, n.features(0))
			if got <= prev {
				t.Fatalf("at the fire %v: side 1's craft %d destroyed: side 0's chance %g, before %g", atFire, i, got, prev)
			}
			prev = got
		}
	}
}

// poissonAtLeast is a Poisson tail: certain for nothing to take, nil for no
// fire, and e^−m·(1+m) short of one for two boxes.
func TestPoissonAtLeast(t *testing.T) {
	if got := poissonAtLeast(2, 0); got != 1 {
		t.Errorf("nothing left to take: %g", got)
	}
	if got := poissonAtLeast(0, 3); got != 0 {
		t.Errorf("no fire: %g", got)
	}
	if got, want := poissonAtLeast(1.5, 2), 1-math.Exp(-1.5)*2.5; math.Abs(got-want) > 1e-12 {
		t.Errorf("mean 1.5, at least 2: %g, want %g", got, want)
	}
}
