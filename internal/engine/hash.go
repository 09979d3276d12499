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
func (h *Hasher) Bytes(b []byte) { h.sum = uint64(FNV(h.sum).Bytes(b)) }

// String adds a string with its length.
func (h *Hasher) String(s string) { h.sum = uint64(FNV(h.sum).String(s)) }

// Uint adds an unsigned integer as eight little-endian bytes. Every method
// is FNV's, which takes most values in fewer steps than byte by byte with
// the same sum.
func (h *Hasher) Uint(v uint64) { h.sum = uint64(FNV(h.sum).Uint(v)) }

// Int adds a signed integer.
func (h *Hasher) Int(v int) {
	h.sum = uint64(FNV(h.sum).Int(v))
}

// Bool adds a boolean.
func (h *Hasher) Bool(v bool) { h.sum = uint64(FNV(h.sum).Bool(v)) }

// Ints adds a slice of integers with its length.
func (h *Hasher) Ints(vs []int) { h.sum = uint64(FNV(h.sum).Ints(vs)) }

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
