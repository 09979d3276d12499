package engine

import (
	"testing"
)

// TestHasherGolden pins hash values: a change here changes every game's
// state hash, and so breaks every save file.
func TestHasherGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func(h *Hasher)
		want uint64
	}{
		{"empty", func(h *Hasher) {}, 0xcbf29ce484222325},
		{"string", func(h *Hasher) { h.String("armada") }, 0x305de923e06fd705},
		{"bytes equal string", func(h *Hasher) { h.Bytes([]byte("armada")) }, 0x305de923e06fd705},
		{"uint", func(h *Hasher) { h.Uint(42) }, 0xff3add6b3789daef},
		{"int bool ints", func(h *Hasher) { h.Int(-1); h.Bool(true); h.Ints([]int{1, 2, 3}) }, 0x5fa5f12fe2214abf},
		{"dice seed 7", func(h *Hasher) { NewDice(7).HashInto(h) }, 0x455919fd2c50f472},
	} {
		h := NewHasher()
		tc.f(h)
		if got := h.Sum(); got != tc.want {
			t.Errorf("%s: %#x, want %#x", tc.name, got, tc.want)
		}
	}
}

func TestHasherFieldsDoNotRunTogether(t *testing.T) {
	sum := func(f func(h *Hasher)) uint64 { h := NewHasher(); f(h); return h.Sum() }
	pairs := [][2]func(h *Hasher){
		{func(h *Hasher) { h.String("ab"); h.String("c") }, func(h *Hasher) { h.String("a"); h.String("bc") }},
		{func(h *Hasher) { h.Ints([]int{1, 2}); h.Ints(nil) }, func(h *Hasher) { h.Ints([]int{1}); h.Ints([]int{2}) }},
		{func(h *Hasher) { h.Bool(true) }, func(h *Hasher) { h.Bool(false) }},
		{func(h *Hasher) { h.Int(1); h.Int(2) }, func(h *Hasher) { h.Int(2); h.Int(1) }},
		{func(h *Hasher) { h.String("") }, func(h *Hasher) {}},
	}
	for i, p := range pairs {
		if sum(p[0]) == sum(p[1]) {
			t.Errorf("pair %d hashes alike", i)
		}
	}
	// The dice's position is part of the hash.
	a, b := NewDice(1), NewDice(1)
	b.D(6)
	if sum(a.HashInto) == sum(b.HashInto) {
		t.Error("a rolled die did not change the hash")
	}
}

func TestFormatParseHash(t *testing.T) {
	for _, v := range []uint64{0, 1, 0xcbf29ce484222325, ^uint64(0)} {
		s := FormatHash(v)
		if len(s) != 16 {
			t.Errorf("FormatHash(%#x) = %q, not 16 digits", v, s)
		}
		back, err := ParseHash(s)
		if err != nil || back != v {
			t.Errorf("ParseHash(%q) = %#x, %v", s, back, err)
		}
	}
	if FormatHash(0) != "0000000000000000" || FormatHash(0xab) != "00000000000000ab" {
		t.Error("FormatHash does not pad with zeros")
	}
	for _, bad := range []string{"", "xyz", "10000000000000000"} {
		if _, err := ParseHash(bad); err == nil {
			t.Errorf("ParseHash(%q) succeeded", bad)
		}
	}
}

func BenchmarkHasher(b *testing.B) {
	ints := make([]int, 64)
	for b.Loop() {
		h := NewHasher()
		h.String("stellararmada")
		h.Ints(ints)
		h.Sum()
	}
}
