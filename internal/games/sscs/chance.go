package sscs

import (
	"math/big"
	"strconv"
	"sync"
)

// Chance is an exact probability, Num out of Den.
type Chance struct{ Num, Den *big.Int }

// HitChance is the exact chance that n d10 total need or more ("Roll a
// number of D10's equal to the weapon's RANGE. A hit occurs if the rolled
// total is equal to or greater than the EFFECTIVE Range"): the number of
// ways to roll it over 10ⁿ.
func HitChance(n, need int) Chance {
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(n, 0))), nil)
	switch {
	case need <= n:
		return Chance{new(big.Int).Set(den), den}
	case need > 10*n:
		return Chance{new(big.Int), den}
	}
	// ways[s]: rolls of the dice so far that total s.
	ways := []*big.Int{big.NewInt(1)}
	for d := 0; d < n; d++ {
		next := make([]*big.Int, len(ways)+10)
		for i := range next {
			next[i] = new(big.Int)
		}
		for s, w := range ways {
			if w.Sign() == 0 {
				continue
			}
			for f := 1; f <= 10; f++ {
				next[s+f].Add(next[s+f], w)
			}
		}
		ways = next
	}
	num := new(big.Int)
	for s := need; s < len(ways); s++ {
		num.Add(num, ways[s])
	}
	return Chance{num, den}
}

// PerMillion is the chance in millionths, rounded down.
func (c Chance) PerMillion() int {
	if c.Den == nil || c.Den.Sign() == 0 {
		return 0
	}
	v := new(big.Int).Mul(c.Num, big.NewInt(1000000))
	return int(v.Quo(v, c.Den).Int64())
}

// Percent writes the chance as a percentage with one decimal, "37.5%";
// "0%" and "100%" only when exact.
func (c Chance) Percent() string {
	if c.Den == nil || c.Num.Sign() == 0 {
		return "0%"
	}
	if c.Num.Cmp(c.Den) == 0 {
		return "100%"
	}
	v := new(big.Int).Mul(c.Num, big.NewInt(1000))
	tenths := int(v.Quo(v, c.Den).Int64())
	if tenths == 0 {
		return "<0.1%"
	}
	if tenths == 1000 {
		return ">99.9%"
	}
	return strconv.Itoa(tenths/10) + "." + strconv.Itoa(tenths%10) + "%"
}

// String writes the fraction in lowest terms.
func (c Chance) String() string {
	if c.Den == nil {
		return "0"
	}
	r := new(big.Rat).SetFrac(c.Num, c.Den)
	return r.RatString()
}

// hitTables are hitTable(n) for n from 0 to 40 d10 (more than any
// shipped design rolls), made once a process and only read after: the
// scripted opponent looks them up for every shot it weighs.
var hitTables = sync.OnceValue(func() [][]int64 {
	out := make([][]int64, 41)
	for n := range out {
		out[n] = hitTable(n)
	}
	return out
})

// hitTable is, for n d10, the chance in units of 10¹⁵ of rolling each
// total or more: cheap enough for the scripted opponent to fill per
// decision, exact enough to rank shots, and made of integers only so that
// it is the same on every machine.
func hitTable(n int) []int64 {
	const one = int64(1_000_000_000_000_000)
	p := []int64{one}
	for d := 0; d < n; d++ {
		next := make([]int64, len(p)+10)
		for s, w := range p {
			if w == 0 {
				continue
			}
			w10 := w / 10
			for f := 1; f <= 10; f++ {
				next[s+f] += w10
			}
		}
		p = next
	}
	// Cumulative from the top: at[s] = P(total ≥ s).
	for s := len(p) - 2; s >= 0; s-- {
		p[s] += p[s+1]
	}
	return p
}
