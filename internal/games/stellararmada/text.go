package stellararmada

import (
	"strconv"
	"strings"
)

// text builds an event's sentence without fmt: Apply runs millions of
// times in self-play and benchmarks, and fmt's allocations dominated it.
// A dry text (the scripted opponent's look-ahead) writes nothing.
type text struct {
	b   strings.Builder
	dry bool
}

func (w *text) s(x string) *text {
	if !w.dry {
		if w.b.Cap() == 0 {
			w.b.Grow(96) // most sentences fit: one allocation
		}
		w.b.WriteString(x)
	}
	return w
}

func (w *text) n(x int) *text {
	if !w.dry {
		w.b.WriteString(itoa(x))
	}
	return w
}

// change writes "3→0".
func (w *text) change(from, to int) *text { return w.n(from).s("→").n(to) }

func (w *text) String() string { return w.b.String() }

var smallInts = func() (a [100]string) {
	for i := range a {
		a[i] = strconv.Itoa(i)
	}
	return
}()

// itoa is strconv.Itoa without an allocation for the small numbers of the
// game.
func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return strconv.Itoa(n)
}
