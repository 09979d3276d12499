package engine

import "strconv"

// Hasher is 64-bit FNV-1a over a canonical encoding that each game writes
// field by field in a fixed order. Maps are never hashed directly: their
// iteration order differs from run to run.
type Hasher struct{ sum uint64 }

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// NewHasher starts an empty hash.
func NewHasher() *Hasher { return &Hasher{sum: fnvOffset} }

// Bytes adds raw bytes, preceded by their length so that adjacent fields
// cannot run into each other.
func (h *Hasher) Bytes(b []byte) {
	h.Uint(uint64(len(b)))
	for _, c := range b {
		h.sum ^= uint64(c)
		h.sum *= fnvPrime
	}
}

// String adds a string with its length.
func (h *Hasher) String(s string) {
	h.Uint(uint64(len(s)))
	for i := 0; i < len(s); i++ {
		h.sum ^= uint64(s[i])
		h.sum *= fnvPrime
	}
}

// Uint adds an unsigned integer as eight little-endian bytes.
//
// Most values are small, so their high bytes are zero, and FNV-1a's step
// for a zero byte is a multiplication by the prime alone: the last byte
// that is not zero and the zero bytes after it are one multiplication by a
// power of the prime, so a value below 256 costs one. The sum is the
// byte-wise one exactly (TestUintIsBytewise, FuzzUintIsBytewise); it is
// only quicker, as every game hashes its state after every intent.
func (h *Hasher) Uint(v uint64) {
	sum := h.sum
	for i := 0; ; i++ {
		b := v & 0xff
		v >>= 8
		if v == 0 { // bytes i+1…7 are zero: 8-i steps in all
			h.sum = (sum ^ b) * fnvPowers[8-i]
			return
		}
		sum = (sum ^ b) * fnvPrime
	}
}

// fnvPowers[k] is fnvPrime to the power k (mod 2^64): k zero bytes.
var fnvPowers = func() (p [9]uint64) {
	p[0] = 1
	for k := 1; k < len(p); k++ {
		p[k] = p[k-1] * fnvPrime
	}
	return p
}()

// Int adds a signed integer.
func (h *Hasher) Int(v int) { h.Uint(uint64(int64(v))) }

// Bool adds a boolean.
func (h *Hasher) Bool(v bool) {
	if v {
		h.Uint(1)
	} else {
		h.Uint(0)
	}
}

// Ints adds a slice of integers with its length.
func (h *Hasher) Ints(vs []int) {
	h.Uint(uint64(len(vs)))
	for _, v := range vs {
		h.Int(v)
	}
}

// Sum returns the hash so far.
func (h *Hasher) Sum() uint64 { return h.sum }

// Digest is the hash of a document, such as a scenario's canonical JSON:
// a state keeps its scenario's digest and hashes it, so that editing any
// value of the scenario changes every hash of the game.
func Digest(data []byte) uint64 {
	h := NewHasher()
	h.Bytes(data)
	return h.Sum()
}

// ScenarioDigest is the Digest of sc's canonical JSON.
func ScenarioDigest(sc Scenario) (uint64, error) {
	data, err := sc.Canonical()
	if err != nil {
		return 0, err
	}
	return Digest(data), nil
}

// LegacyHasher is a state that can still compute the hash of an older
// save format (version 1 hashed less of the state): Restore checks the
// hashes recorded in such files with it.
type LegacyHasher interface {
	HashV1() uint64
}

// FormatHash writes a hash as the 16 hex digits used in save files and logs.
func FormatHash(v uint64) string {
	s := strconv.FormatUint(v, 16)
	for len(s) < 16 {
		s = "0" + s
	}
	return s
}

// ParseHash reads a hash written by FormatHash.
func ParseHash(s string) (uint64, error) { return strconv.ParseUint(s, 16, 64) }
