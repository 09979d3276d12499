package sscs

import (
	"encoding/binary"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// sumBoth feeds the same values, read from data, to an fnv and an
// engine.Hasher: each op is a byte, then its argument.
func sumBoth(data []byte) (fnv, uint64) {
	f, e := fnvOffset, engine.NewHasher()
	for len(data) > 0 {
		op := data[0]
		data = data[1:]
		word := func() uint64 {
			var b [8]byte
			n := copy(b[:], data)
			data = data[n:]
			return binary.LittleEndian.Uint64(b[:])
		}
		switch op % 8 {
		case 0: // a small int
			v := int(word() % 600)
			f = f.int(v - 300)
			e.Int(v - 300)
		case 1:
			v := int(int64(word()))
			f = f.int(v)
			e.Int(v)
		case 2:
			v := word()
			f = f.uint(v)
			e.Uint(v)
		case 3:
			v := word()&1 == 1
			f = f.bool(v)
			e.Bool(v)
		case 4, 5: // bytes, many of them zero
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
			f = f.bytes(b)
			e.Bytes(b)
		case 6:
			n := int(word() % 20)
			str := string(data[:min(n, len(data))])
			data = data[len(str):]
			f = f.string(str)
			e.String(str)
		case 7:
			d := engine.NewDice(word())
			for k := int(word() % 5); k > 0; k-- {
				d.D(6)
			}
			if op&8 != 0 {
				d = d.Hidden()
			}
			f = f.dice(d)
			d.HashInto(e)
		}
	}
	return f, e.Sum()
}

// TestFNVIsHasher checks fnv's sums against engine.Hasher's, value by
// value and on whole states (against hashReference, the hash as it was
// written with engine.Hasher), views included.
func TestFNVIsHasher(t *testing.T) {
	if diceMul == 0 {
		t.Fatal("the length of the dice's bytes was not found")
	}
	d := engine.NewDice(3)
	for i := 0; i < 2000; i++ {
		data := make([]byte, 1+d.D(200))
		for k := range data {
			data[k] = byte(d.D(256) - 1)
		}
		if f, e := sumBoth(data); uint64(f) != e {
			t.Fatalf("%x: fnv %x, engine.Hasher %x", data, f, e)
		}
	}
	// The dice from a sum of every low byte (Uint of 0..255 reaches each).
	for v := uint64(0); v < 256; v++ {
		for _, d := range []engine.Dice{engine.NewDice(v), engine.NewDice(v).Hidden()} {
			f := fnvOffset.uint(v).dice(d)
			e := engine.NewHasher()
			e.Uint(v)
			d.HashInto(e)
			if uint64(f) != e.Sum() {
				t.Fatalf("dice after %d: fnv %x, engine.Hasher %x", v, f, e.Sum())
			}
		}
	}
	for _, v := range []int{0, 1, 255, 256, -1, -2, -255, -256, -257, 1 << 40, -1 << 40, int(^uint(0) >> 1), -int(^uint(0)>>1) - 1} {
		f := fnvOffset
		f = f.int(v)
		e := engine.NewHasher()
		e.Int(v)
		if uint64(f) != e.Sum() {
			t.Errorf("int %d: fnv %x, engine.Hasher %x", v, f, e.Sum())
		}
	}
	states := 0
	for g, name := range []string{"standard", "boarding", "pursuit", "built"} {
		s := newGame(t, name, uint64(g))
		opp := [2]engine.Opponent{&noTruce{engine.NewDice(uint64(g))}, Scripted{}}
		for !s.Outcome().Over {
			for _, x := range []*State{s, s.View(0).(*State), s.View(1).(*State)} {
				if got, want := x.Hash(), hashReference(x); got != want {
					t.Fatalf("%s, turn %d: Hash %x, engine.Hasher %x", name, s.turn, got, want)
				}
				states++
			}
			p := s.Phase().Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			s = n.(*State)
		}
	}
	t.Logf("%d states", states)
}

// FuzzFNVIsHasher: any sequence of values sums alike.
func FuzzFNVIsHasher(f *testing.F) {
	f.Add([]byte{0, 5, 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 7, 1, 2})
	f.Add([]byte{4, 16, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 3, 'a', 'b', 'c'})
	f.Fuzz(func(t *testing.T, data []byte) {
		if fs, es := sumBoth(data); uint64(fs) != es {
			t.Fatalf("fnv %x, engine.Hasher %x", fs, es)
		}
	})
}
