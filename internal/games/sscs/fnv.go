package sscs

import (
	"encoding/binary"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// fnv computes engine.Hasher's sum (64-bit FNV-1a over each value's eight
// little-endian bytes, lengths first) with fewer dependent
// multiplications: a state has some 1 700 values and the session hashes
// it after every intent, so the hash is a chain of multiplications that
// waits on itself.
//
// FNV-1a's step for a byte b is s = (s ^ b) × P. The xor changes only the
// low byte of s, and the low byte of s × P depends only on the low byte
// of s. So the steps over a fixed string of k bytes turn any s into
// s × Pᵏ + T(s mod 256), where T depends on the string alone:
//   - k zero bytes multiply by Pᵏ (T = 0): a value in [0, 256) is one
//     step, (s ^ v) × P⁸, and eight zero bytes in a row are one;
//   - the seven 0xff bytes of a value in [−256, 0) (a hex left of the
//     centre) are s × P⁷ + ffTail[s mod 256], a table made once, and
//     values of −1 in a row (NoShip, NoPlayer) are one step and a table;
//   - the dice, which only engine.Dice.HashInto can write, are hashed from
//     a state with the same low byte as s and moved onto s (fnv.dice).
//
// The sums are engine.Hasher's, bit for bit (TestFNVIsHasher,
// FuzzFNVIsHasher, TestHashDigest): saves keep their hashes.
type fnv uint64

const (
	fnvOffset fnv = 14695981039346656037
	fnvPrime  fnv = 1099511628211
)

// The tables below are made once at init and never written again.
var (
	// fnvPowers[k] is the prime to the power k (mod 2⁶⁴): k zero bytes.
	fnvPowers = func() (p [9]fnv) {
		p[0] = 1
		for k := 1; k < len(p); k++ {
			p[k] = p[k-1] * fnvPrime
		}
		return p
	}()
	// zeroRun[n] is P to the power 8n: n values that are zero.
	zeroRun = func() (p [9]fnv) {
		for n := range p {
			p[n] = 1
			for k := 0; k < n; k++ {
				p[n] *= fnvPowers[8]
			}
		}
		return p
	}()
	// ffTail[l] is T of seven 0xff bytes for a state whose low byte is l;
	// noneRun[n-1][l] is T of n values of −1 (8n bytes 0xff).
	ffTail  = ffTable(7)
	noneRun = [3][256]fnv{ffTable(8), ffTable(16), ffTable(24)}
	// diceProbe[l] is a value whose hash from engine.NewHasher leaves l as
	// the sum's low byte (Uint of v < 256 is a bijection of low bytes).
	diceProbe = func() (p [256]uint8) {
		for v := 0; v < 256; v++ {
			h := engine.NewHasher()
			h.Uint(uint64(v))
			p[uint8(h.Sum())] = uint8(v)
		}
		return p
	}()
	// diceMul is P to the number of bytes Dice.HashInto writes (a fixed
	// number: the generator's state and its length), found by trying.
	diceMul = func() fnv {
		d := engine.NewDice(1)
		var x [2]fnv
		var f [2]fnv
		for i, v := range []uint64{uint64(diceProbe[0]), 0} {
			h := engine.NewHasher()
			h.Uint(v)
			if i == 1 { // a second start with the same low byte
				for w := uint64(256); uint8(h.Sum()) != uint8(x[0]); w++ {
					h = engine.NewHasher()
					h.Uint(w)
				}
			}
			x[i] = fnv(h.Sum())
			d.HashInto(h)
			f[i] = fnv(h.Sum())
		}
		m := fnv(1)
		for k := 0; k < 1024; k++ {
			if f[0]-f[1] == (x[0]-x[1])*m {
				return m
			}
			m *= fnvPrime
		}
		return 0 // TestFNVIsHasher fails
	}()
)

// ffTable is T of k bytes 0xff for each low byte.
func ffTable(k int) (t [256]fnv) {
	pk := fnv(1)
	for i := 0; i < k; i++ {
		pk *= fnvPrime
	}
	for l := range t {
		s := fnv(l)
		for i := 0; i < k; i++ {
			s = (s ^ 0xff) * fnvPrime
		}
		t[l] = s - fnv(l)*pk
	}
	return t
}

// The methods take the sum and return the new one, so that the sum stays
// in a register through a whole ship.

// zeros adds n values (n ≤ 8) that are zero.
func (h fnv) zeros(n int) fnv { return h * zeroRun[n] }

// none adds n values (1 ≤ n ≤ 3) that are −1 (NoShip, NoPlayer).
func (h fnv) none(n int) fnv { return h*zeroRun[n] + noneRun[n-1][uint8(h)] }

// small adds a value known to be below 256.
func (h fnv) small(v uint64) fnv { return (h ^ fnv(v)) * zeroRun[1] }

// bool adds a boolean.
func (h fnv) bool(v bool) fnv {
	b := fnv(0)
	if v {
		b = 1
	}
	return (h ^ b) * zeroRun[1]
}

// int adds a signed integer.
func (h fnv) int(v int) fnv {
	if uint64(v) < 256 {
		return (h ^ fnv(v)) * zeroRun[1]
	}
	return h.bigInt(v)
}

func (h fnv) bigInt(v int) fnv {
	switch {
	case v == -1:
		return h.none(1)
	case v < 0 && v >= -256:
		h = (h ^ fnv(v&0xff)) * fnvPrime
		return h*fnvPowers[7] + ffTail[uint8(h)]
	}
	return h.uint(uint64(int64(v)))
}

// uint adds an unsigned integer, as engine.Hasher.Uint does.
func (h fnv) uint(v uint64) fnv {
	for i := 0; i < 8; i++ {
		if v == 0 {
			return h * fnvPowers[8-i]
		}
		h ^= fnv(v & 0xff)
		h *= fnvPrime
		v >>= 8
	}
	return h
}

// bytes adds raw bytes after their length; eight zero bytes in a row are
// one multiplication.
func (h fnv) bytes(b []byte) fnv {
	h = h.uint(uint64(len(b)))
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b) == 0 {
			h *= zeroRun[1]
		} else {
			for _, c := range b[:8] {
				h = (h ^ fnv(c)) * fnvPrime
			}
		}
		b = b[8:]
	}
	for _, c := range b {
		h = (h ^ fnv(c)) * fnvPrime
	}
	return h
}

// string adds a string after its length.
func (h fnv) string(str string) fnv {
	h = h.uint(uint64(len(str)))
	for i := 0; i < len(str); i++ {
		h = (h ^ fnv(str[i])) * fnvPrime
	}
	return h
}

// ints adds integers after their number.
func (h fnv) ints(vs []int) fnv {
	h = h.uint(uint64(len(vs)))
	for _, v := range vs {
		h = h.int(v)
	}
	return h
}

// dice adds what d.HashInto adds. It hashes the dice with an
// engine.Hasher that starts from x, a sum with the same low byte as h's:
// both then take the same T, so h's sum is x's plus (h − x) × P^bytes.
func (h fnv) dice(d engine.Dice) fnv {
	e := engine.NewHasher()
	e.Uint(uint64(diceProbe[uint8(h)]))
	x := fnv(e.Sum())
	d.HashInto(e)
	return fnv(e.Sum()) + (h-x)*diceMul
}
