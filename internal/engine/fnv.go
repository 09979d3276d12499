package engine

import "encoding/binary"

// FNV is Hasher's sum as a value: 64-bit FNV-1a over each value's eight
// little-endian bytes, lengths first, exactly as Hasher writes them. Its
// methods take the sum and return the new one, so that a game's Hash can
// keep the sum in a register through a whole state; Hasher is the same sum
// behind a pointer, for code that passes it around.
//
// It takes the same values with fewer dependent multiplications. FNV-1a's
// step for a byte b is s = (s ^ b) × P. The xor changes only the low byte
// of s, and the low byte of s × P depends only on the low byte of s, so the
// steps over a fixed string of k bytes turn any s into s × Pᵏ + T(s mod
// 256), where T depends on the string alone:
//   - k zero bytes multiply by Pᵏ (T = 0): a value in [0, 256) is one
//     step, (s ^ v) × P⁸, and n zero values in a row are one (Zeros);
//   - the seven 0xff bytes of a value in [−256, 0) are s × P⁷ + a table's
//     entry for the low byte, and n values of −1 in a row (a "none"
//     reference) are one step and a table (Nones).
//
// The sums are the byte-by-byte ones (TestFNVIsBytewise, FuzzFNVIsBytewise):
// saved hashes do not change.
type FNV uint64

// NewFNV is the empty sum, NewHasher's start.
func NewFNV() FNV { return fnvOffset }

// The tables below are made once at start and never written again.
var (
	// fnvPowers[k] is the prime to the power k (mod 2⁶⁴): k zero bytes.
	fnvPowers = func() (p [9]FNV) {
		p[0] = 1
		for k := 1; k < len(p); k++ {
			p[k] = p[k-1] * fnvPrime
		}
		return p
	}()
	// zeroRun[n] is the prime to the power 8n: n values that are zero.
	zeroRun = func() (p [9]FNV) {
		for n := range p {
			p[n] = 1
			for k := 0; k < n; k++ {
				p[n] *= fnvPowers[8]
			}
		}
		return p
	}()
	// ffTail[l] is T of seven 0xff bytes from a sum whose low byte is l;
	// noneRun[n-1][l] is T of n values of −1 (8n bytes 0xff).
	ffTail  = ffTable(7)
	noneRun = [maxNones][256]FNV{ffTable(8), ffTable(16), ffTable(24)}
)

// primeTo8 is the prime to the power 8 (mod 2⁶⁴), zeroRun[1]: one value
// below 256 is one multiplication by it. A constant keeps the methods that
// use it small enough to inline (TestFNVTables checks it).
const primeTo8 FNV = 0x1efac7090aef4a21

// maxNones is the longest run of −1 that Nones adds in one step.
const maxNones = 3

// ffTable is T of k bytes 0xff for each low byte.
func ffTable(k int) (t [256]FNV) {
	pk := FNV(1)
	for range k {
		pk *= fnvPrime
	}
	for l := range t {
		s := FNV(l)
		for range k {
			s = (s ^ 0xff) * fnvPrime
		}
		t[l] = s - FNV(l)*pk
	}
	return t
}

// Uint adds an unsigned integer as eight little-endian bytes: the last
// byte that is not zero and the zero bytes after it are one
// multiplication.
func (h FNV) Uint(v uint64) FNV {
	for i := 0; i < 8; i++ {
		if v == 0 {
			return h * fnvPowers[8-i]
		}
		h = (h ^ FNV(v&0xff)) * fnvPrime
		v >>= 8
	}
	return h
}

// Int adds a signed integer (as Uint of its two's complement).
func (h FNV) Int(v int) FNV {
	if uint64(v) < 256 {
		return (h ^ FNV(v)) * primeTo8
	}
	return h.bigInt(v)
}

func (h FNV) bigInt(v int) FNV {
	switch {
	case v == -1:
		return h.Nones(1)
	case v < 0 && v >= -256:
		h = (h ^ FNV(v&0xff)) * fnvPrime
		return h*fnvPowers[7] + ffTail[uint8(h)]
	}
	return h.Uint(uint64(int64(v)))
}

// Bool adds a boolean as 1 or 0.
func (h FNV) Bool(v bool) FNV {
	b := FNV(0)
	if v {
		b = 1
	}
	return (h ^ b) * primeTo8
}

// Zeros adds n values that are zero (n from 0 to 8) in one step: a game
// that tests first that several fields are all zero adds them at once.
func (h FNV) Zeros(n int) FNV { return h * zeroRun[n] }

// Nones adds n values that are −1 (n from 1 to 3) in one step.
func (h FNV) Nones(n int) FNV { return h*zeroRun[n] + noneRun[n-1][uint8(h)] }

// Bytes adds raw bytes after their length; eight zero bytes in a row are
// one multiplication.
func (h FNV) Bytes(b []byte) FNV {
	h = h.Uint(uint64(len(b)))
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b) == 0 {
			h *= primeTo8
		} else {
			for _, c := range b[:8] {
				h = (h ^ FNV(c)) * fnvPrime
			}
		}
		b = b[8:]
	}
	for _, c := range b {
		h = (h ^ FNV(c)) * fnvPrime
	}
	return h
}

// String adds a string after its length.
func (h FNV) String(s string) FNV {
	h = h.Uint(uint64(len(s)))
	for i := 0; i < len(s); i++ {
		h = (h ^ FNV(s[i])) * fnvPrime
	}
	return h
}

// Ints adds integers after their number.
func (h FNV) Ints(vs []int) FNV {
	h = h.Uint(uint64(len(vs)))
	for _, v := range vs {
		h = h.Int(v)
	}
	return h
}

// Dice adds the generator's position (Dice.HashInto).
func (h FNV) Dice(d Dice) FNV {
	var buf [32]byte
	b, _ := d.pcg.AppendBinary(buf[:0]) // cannot fail
	return h.Bytes(b)
}
