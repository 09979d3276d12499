package engine

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Dice is the game's source of randomness. It is a value inside the game
// state: copying the state copies the generator, so Apply stays pure and the
// same seed and intents give the same game on every machine.
//
// Tests force faces with Force; forced faces are used first, in order.
type Dice struct {
	pcg    rand.PCG
	forced []int `hash:"-"` // faces a test forces; they exist only in tests
}

// NewDice seeds a permuted congruential generator from one number.
func NewDice(seed uint64) Dice {
	// The second word is derived so that seeds 0, 1, 2… do not start on
	// neighbouring streams.
	return Dice{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Force returns a copy of d that yields faces before anything random. A test
// that forces a face larger than the die it rolls has a bug and panics.
func (d Dice) Force(faces ...int) Dice {
	d.forced = append(append([]int(nil), d.forced...), faces...)
	return d
}

// Forced reports how many forced faces are still unused.
func (d Dice) Forced() int { return len(d.forced) }

// D rolls one die with the given number of sides.
func (d *Dice) D(sides int) int {
	if sides < 1 {
		panic(fmt.Sprintf("engine: a die needs at least one side, got %d", sides))
	}
	if len(d.forced) > 0 {
		f := d.forced[0]
		d.forced = d.forced[1:]
		if f < 1 || f > sides {
			panic(fmt.Sprintf("engine: forced face %d on a d%d", f, sides))
		}
		return f
	}
	return int(d.below(uint64(sides))) + 1
}

// below returns a uniform number in [0, n) without modulo bias (Lemire).
func (d *Dice) below(n uint64) uint64 {
	hi, lo := bits.Mul64(d.pcg.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(d.pcg.Uint64(), n)
		}
	}
	return hi
}

// Pool rolls the dice of a pool such as 2D8+1D6 and returns each die.
func (d *Dice) Pool(p Pool) []Die {
	out := make([]Die, 0, p.Count())
	for _, g := range p {
		for i := 0; i < g.N; i++ {
			out = append(out, Die{Sides: g.Sides, Face: d.D(g.Sides)})
		}
	}
	return out
}

// Hidden returns the dice a view carries instead of the real ones: a fixed
// generator on a stream that no seed of NewDice starts on, with no forced
// faces. A view with the real dice would let whoever holds it predict the
// next rolls by applying intents to it; a view with these predicts nothing,
// and every player's view gets the same ones, so views stay comparable.
func (d Dice) Hidden() Dice {
	// NewDice(s) always pairs s with s^0x9e3779b97f4a7c15; this pair does not.
	return Dice{pcg: *rand.NewPCG(0x5ee_d1ce_0f_f1e1d, 0x0b5c_ed)}
}

// HashInto adds the generator's position to h. Forced faces are left out:
// they exist only in tests.
func (d Dice) HashInto(h *Hasher) { h.sum = uint64(FNV(h.sum).Dice(d)) }

// DiceGroup is N dice of one size.
type DiceGroup struct{ N, Sides int }

// Pool is a set of dice of mixed sizes, like Silent Death's 2D8+1D6.
type Pool []DiceGroup

// Count is the number of dice in the pool.
func (p Pool) Count() int {
	n := 0
	for _, g := range p {
		n += g.N
	}
	return n
}

// String writes the pool as "2d8+1d6".
func (p Pool) String() string {
	parts := make([]string, len(p))
	for i, g := range p {
		parts[i] = strconv.Itoa(g.N) + "d" + strconv.Itoa(g.Sides)
	}
	return strings.Join(parts, "+")
}

// ParsePool reads "2d8+1d6" (case does not matter).
func ParsePool(s string) (Pool, error) {
	var p Pool
	for _, part := range strings.Split(strings.ToLower(strings.TrimSpace(s)), "+") {
		n, sides, ok := strings.Cut(strings.TrimSpace(part), "d")
		if !ok {
			return nil, fmt.Errorf("dice %q: %q is not of the form NdS", s, part)
		}
		count := 1
		if n != "" {
			v, err := strconv.Atoi(n)
			if err != nil || v < 1 || v > 100 {
				return nil, fmt.Errorf("dice %q: %q is not a number of dice from 1 to 100", s, n)
			}
			count = v
		}
		sz, err := strconv.Atoi(sides)
		if err != nil || sz < 2 || sz > 100 {
			return nil, fmt.Errorf("dice %q: %q is not a die size from 2 to 100", s, sides)
		}
		p = append(p, DiceGroup{N: count, Sides: sz})
	}
	return p, nil
}

// ParseDice reads a roll written as rulebooks write it, dice and an added
// value: "2D8+1D10+4" is the pool 2d8+1d10 and the constant 4 (a
// negative constant, "1D6-1", is allowed; "2D8" alone adds 0).
func ParseDice(s string) (Pool, int, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	add := 0
	// The constant is the last term when it has no "d".
	if i := strings.LastIndexAny(t, "+-"); i > 0 && !strings.Contains(t[i:], "d") {
		v, err := strconv.Atoi(strings.TrimSpace(t[i+1:]))
		if err != nil || v > 1000 {
			return nil, 0, fmt.Errorf("dice %q: %q is not a number to add", s, t[i+1:])
		}
		if t[i] == '-' {
			v = -v
		}
		add, t = v, t[:i]
	}
	p, err := ParsePool(t)
	if err != nil {
		return nil, 0, fmt.Errorf("dice %q: %w", s, err)
	}
	return p, add, nil
}

// Die is one rolled die.
type Die struct {
	Sides int `json:"sides"`
	Face  int `json:"face"`
}

// Mod is a named modifier added to a roll.
type Mod struct {
	Why   string `json:"why"`
	Value int    `json:"value"`
}

// Comparison says how a roll's total is judged against the number needed.
type Comparison string

// The comparisons rulebooks use.
const (
	AtLeast Comparison = ">=" // "5 or more"
	Above   Comparison = ">"  // "more than the shield rating"
	Below   Comparison = "<"  // "less than the gunner's skill"
	AtMost  Comparison = "<="
)

// Roll is the record of one roll: what was rolled, why, the modifiers, the
// number needed and what came of it.
type Roll struct {
	Purpose string     `json:"purpose"` // e.g. "Red's missile at the masers"
	Dice    []Die      `json:"dice"`
	Mods    []Mod      `json:"mods,omitempty"`
	Total   int        `json:"total"`
	Need    int        `json:"need,omitempty"` // 0 when nothing is compared
	Cmp     Comparison `json:"cmp,omitempty"`
	Success bool       `json:"success"`
	Result  string     `json:"result"` // e.g. "hit" or "miss"
	// Each marks a pool judged die by die (Starmada's to-hit and shield
	// rolls): Mods apply to every die, Need to every die, and Total counts
	// the dice that made it rather than adding them up.
	Each bool `json:"each,omitempty"`
}

// NewRoll totals dice and modifiers and, when need is non-zero, judges the
// total with cmp. Result is left for the caller to word.
func NewRoll(purpose string, dice []Die, mods []Mod, need int, cmp Comparison) Roll {
	r := Roll{Purpose: purpose, Dice: dice, Mods: mods, Need: need, Cmp: cmp}
	for _, d := range dice {
		r.Total += d.Face
	}
	for _, m := range mods {
		r.Total += m.Value
	}
	if need != 0 {
		switch cmp {
		case Above:
			r.Success = r.Total > need
		case Below:
			r.Success = r.Total < need
		case AtMost:
			r.Success = r.Total <= need
		default:
			r.Cmp = AtLeast
			r.Success = r.Total >= need
		}
	}
	return r
}

// Expr writes the dice rolled as "1d6" or "2d8+1d6", grouping equal sizes in
// the order they first appear.
func (r Roll) Expr() string {
	var p Pool
	for _, d := range r.Dice {
		found := false
		for i := range p {
			if p[i].Sides == d.Sides {
				p[i].N++
				found = true
				break
			}
		}
		if !found {
			p = append(p, DiceGroup{N: 1, Sides: d.Sides})
		}
	}
	return p.String()
}

// SignedNumber writes n with the minus sign the modifiers use ("−1"), not
// a hyphen.
func SignedNumber(n int) string {
	if n < 0 {
		return "−" + strconv.Itoa(-n)
	}
	return strconv.Itoa(n)
}

// String explains the roll in one line, e.g.
// "Red's missile at the masers: 1d6 [4] = 4, needs 5+: miss".
func (r Roll) String() string {
	var b strings.Builder
	if r.Purpose != "" {
		b.WriteString(r.Purpose)
		b.WriteString(": ")
	}
	b.WriteString(r.Expr())
	b.WriteString(" [")
	for i, d := range r.Dice {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(d.Face))
	}
	b.WriteString("]")
	each := ""
	if r.Each {
		each = " each"
	}
	for _, m := range r.Mods {
		if m.Value >= 0 {
			fmt.Fprintf(&b, " +%d %s%s", m.Value, m.Why, each)
		} else {
			fmt.Fprintf(&b, " −%d %s%s", -m.Value, m.Why, each)
		}
	}
	if !r.Each && (len(r.Dice) > 1 || len(r.Mods) > 0) {
		fmt.Fprintf(&b, " = %d", r.Total)
	}
	if r.Need != 0 {
		need := SignedNumber(r.Need)
		switch r.Cmp {
		case Above:
			fmt.Fprintf(&b, ", needs more than %s", need)
		case Below:
			fmt.Fprintf(&b, ", needs less than %s", need)
		case AtMost:
			fmt.Fprintf(&b, ", needs %s or less", need)
		default:
			fmt.Fprintf(&b, ", needs %s+", need)
		}
		b.WriteString(each)
	}
	if r.Result != "" {
		b.WriteString(": ")
		b.WriteString(r.Result)
	}
	return b.String()
}
