package design

import (
	"strconv"
	"strings"
)

// Q is an exact rational number: the construction system multiplies by
// 0.25, 0.5, 1.5 and 0.05, and a binary float would turn 0.05 × 300 into
// 15.000000000000002 and a "cannot exceed" check into a coin toss. The
// denominator is always positive and the fraction is kept in lowest terms.
// The inputs of a design are bounded (see Limits of the inputs) so that no
// product overflows int64.
type Q struct{ n, d int64 }

// I is the whole number n as a Q.
func I(n int) Q { return Q{int64(n), 1} }

// F is n/d in lowest terms; d must not be 0.
func F(n, d int64) Q {
	if d < 0 {
		n, d = -n, -d
	}
	g := gcd(abs64(n), d)
	if g > 1 {
		n, d = n/g, d/g
	}
	return Q{n, d}
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func (q Q) norm() Q {
	if q.d == 0 {
		return Q{q.n, 1}
	}
	return q
}

// Num and Den are the numerator and the (positive) denominator.
func (q Q) Num() int64 { return q.norm().n }
func (q Q) Den() int64 { return q.norm().d }

// Add is q + o.
func (q Q) Add(o Q) Q {
	q, o = q.norm(), o.norm()
	return F(q.n*o.d+o.n*q.d, q.d*o.d)
}

// Sub is q − o.
func (q Q) Sub(o Q) Q { o = o.norm(); return q.Add(Q{-o.n, o.d}) }

// Mul is q × o.
func (q Q) Mul(o Q) Q {
	q, o = q.norm(), o.norm()
	// Cross-reduce first to keep the numbers small.
	g1, g2 := gcd(abs64(q.n), o.d), gcd(abs64(o.n), q.d)
	return F((q.n/g1)*(o.n/g2), (q.d/g2)*(o.d/g1))
}

// MulInt is q × k.
func (q Q) MulInt(k int) Q { return q.Mul(I(k)) }

// Div is q ÷ o; o must not be 0.
func (q Q) Div(o Q) Q {
	o = o.norm()
	return q.Mul(F(o.d, o.n))
}

// Cmp compares q and o: −1, 0 or +1.
func (q Q) Cmp(o Q) int {
	q, o = q.norm(), o.norm()
	a, b := q.n*o.d, o.n*q.d
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// IsInt reports whether q is a whole number.
func (q Q) IsInt() bool { return q.norm().d == 1 }

// Floor rounds q down to a whole number ("round fractions down").
func (q Q) Floor() int {
	q = q.norm()
	f := q.n / q.d
	if q.n%q.d != 0 && q.n < 0 {
		f--
	}
	return int(f)
}

// Ceil rounds q up to a whole number (the hull's "round up").
func (q Q) Ceil() int {
	f := q.Floor()
	if !q.IsInt() {
		f++
	}
	return f
}

// String writes q as a decimal when it has a short exact one (1.5, 0.25,
// 12.125) and as a fraction otherwise (2/3).
func (q Q) String() string {
	q = q.norm()
	if q.d == 1 {
		return strconv.FormatInt(q.n, 10)
	}
	// A terminating decimal needs a denominator of 2s and 5s only.
	d := q.d
	twos, fives := 0, 0
	for d%2 == 0 {
		d /= 2
		twos++
	}
	for d%5 == 0 {
		d /= 5
		fives++
	}
	digits := max(twos, fives)
	if d != 1 || digits > 6 {
		return strconv.FormatInt(q.n, 10) + "/" + strconv.FormatInt(q.d, 10)
	}
	scale := int64(1)
	for i := 0; i < digits; i++ {
		scale *= 10
	}
	v := q.n * (scale / q.d)
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	whole, frac := v/scale, v%scale
	fs := strconv.FormatInt(frac, 10)
	fs = strings.Repeat("0", digits-len(fs)) + fs
	fs = strings.TrimRight(fs, "0")
	return sign + strconv.FormatInt(whole, 10) + "." + fs
}

// isqrt is the whole square root of n ≥ 0, rounded down.
func isqrt(n int64) int64 {
	if n < 2 {
		return max(n, 0)
	}
	x := int64(1) << ((bitlen(n) + 1) / 2)
	for {
		y := (x + n/x) / 2
		if y >= x {
			return x
		}
		x = y
	}
}

func bitlen(n int64) int {
	b := 0
	for n > 0 {
		b++
		n >>= 1
	}
	return b
}

// floorHalfSqrtTimes is ⌊level × √w × ½⌋ for a rational w ≥ 0, exactly:
// the largest k with (2k)² ≤ level² × w, found without any square root of
// a fraction.
func floorHalfSqrtTimes(level int, w Q) int {
	w = w.norm()
	if level <= 0 || w.n <= 0 {
		return 0
	}
	// (2k)² × d ≤ level² × n  ⇔  2k ≤ √(level² × n / d).
	num := int64(level) * int64(level) * w.n
	k := isqrt(num/w.d) / 2
	// isqrt of the floored quotient can only be too low by rounding of
	// num/d; step up while the next k still fits.
	for (2*(k+1))*(2*(k+1))*w.d <= num {
		k++
	}
	for k > 0 && (2*k)*(2*k)*w.d > num {
		k--
	}
	return int(k)
}
