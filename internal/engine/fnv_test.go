package engine

import (
	"encoding/binary"
	"testing"
)

// bytewise is FNV-1a one byte at a time: the definition that FNV's
// shortcuts must agree with.
type bytewise uint64

func (s bytewise) b(c byte) bytewise { return (s ^ bytewise(c)) * fnvPrime }

func (s bytewise) word(v uint64) bytewise {
	for range 8 {
		s = s.b(byte(v))
		v >>= 8
	}
	return s
}

func (s bytewise) raw(b []byte) bytewise {
	s = s.word(uint64(len(b)))
	for _, c := range b {
		s = s.b(c)
	}
	return s
}

// sumBoth feeds the same values, read from data, to an FNV and to the
// byte-by-byte definition: each op is a byte, then its argument.
func sumBoth(data []byte) (FNV, bytewise) {
	f, r := NewFNV(), bytewise(fnvOffset)
	word := func() uint64 {
		var b [8]byte
		n := copy(b[:], data)
		data = data[n:]
		return binary.LittleEndian.Uint64(b[:])
	}
	for len(data) > 0 {
		op := data[0]
		data = data[1:]
		switch op % 10 {
		case 0: // a small int, negative or not
			v := int(word()%600) - 300
			f, r = f.Int(v), r.word(uint64(v))
		case 1:
			v := int(int64(word()))
			f, r = f.Int(v), r.word(uint64(v))
		case 2:
			v := word()
			f, r = f.Uint(v), r.word(v)
		case 3:
			v := word()&1 == 1
			f = f.Bool(v)
			if v {
				r = r.word(1)
			} else {
				r = r.word(0)
			}
		case 4: // bytes, many of them zero
			n := int(word() % 40)
			b := make([]byte, n)
			for i := range b {
				if len(data) > 0 && data[0]%3 == 0 {
					b[i] = data[0]
				}
				if len(data) > 0 {
					data = data[1:]
				}
			}
			f, r = f.Bytes(b), r.raw(b)
		case 5:
			n := int(word() % 20)
			s := string(data[:min(n, len(data))])
			data = data[len(s):]
			f, r = f.String(s), r.raw([]byte(s))
		case 6:
			d := NewDice(word())
			for k := int(word() % 5); k > 0; k-- {
				d.D(6)
			}
			if op&16 != 0 {
				d = d.Hidden()
			}
			b, _ := d.pcg.MarshalBinary()
			f, r = f.Dice(d), r.raw(b)
		case 7:
			n := int(word() % 9)
			f = f.Zeros(n)
			for range n {
				r = r.word(0)
			}
		case 8:
			n := 1 + int(word()%maxNones)
			f = f.Nones(n)
			for range n {
				r = r.word(^uint64(0))
			}
		case 9:
			vs := make([]int, word()%6)
			for i := range vs {
				vs[i] = int(word()%20) - 10
			}
			f = f.Ints(vs)
			r = r.word(uint64(len(vs)))
			for _, v := range vs {
				r = r.word(uint64(v))
			}
		}
	}
	return f, r
}

func TestFNVTables(t *testing.T) {
	if primeTo8 != zeroRun[1] || primeTo8 != fnvPowers[8] {
		t.Fatalf("primeTo8 %x, zeroRun[1] %x, fnvPowers[8] %x", primeTo8, zeroRun[1], fnvPowers[8])
	}
}

func TestFNVIsBytewise(t *testing.T) {
	d := NewDice(3)
	for range 3000 {
		data := make([]byte, 1+d.D(200))
		for k := range data {
			data[k] = byte(d.D(256) - 1)
		}
		if f, r := sumBoth(data); uint64(f) != uint64(r) {
			t.Fatalf("%x: FNV %x, byte by byte %x", data, f, r)
		}
	}
	// Every low byte of the sum meets each shortcut's table.
	for v := range uint64(256) {
		for _, x := range []int{-1, -2, -255, -256, -257, 0, 255, 256, 1 << 40, -1 << 40, int(^uint(0) >> 1), -int(^uint(0)>>1) - 1} {
			if f, r := NewFNV().Uint(v).Int(x), bytewise(fnvOffset).word(v).word(uint64(x)); uint64(f) != uint64(r) {
				t.Fatalf("Int(%d) after %d: FNV %x, byte by byte %x", x, v, f, r)
			}
		}
		for n := 1; n <= maxNones; n++ {
			r := bytewise(fnvOffset).word(v)
			for range n {
				r = r.word(^uint64(0))
			}
			if f := NewFNV().Uint(v).Nones(n); uint64(f) != uint64(r) {
				t.Fatalf("Nones(%d) after %d: FNV %x, byte by byte %x", n, v, f, r)
			}
		}
	}
}

// FuzzFNVIsBytewise: any sequence of values sums alike.
func FuzzFNVIsBytewise(f *testing.F) {
	f.Add([]byte{0, 5, 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 7, 1, 2})
	f.Add([]byte{4, 16, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 3, 'a', 'b', 'c', 8, 2, 7, 8})
	f.Fuzz(func(t *testing.T, data []byte) {
		if fs, rs := sumBoth(data); uint64(fs) != uint64(rs) {
			t.Fatalf("FNV %x, byte by byte %x", fs, rs)
		}
	})
}

func BenchmarkFNV(b *testing.B) {
	ints := make([]int, 64)
	for b.Loop() {
		h := NewFNV().String("stellararmada").Ints(ints).Int(-1).Dice(NewDice(1))
		_ = h
	}
}
