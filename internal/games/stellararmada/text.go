package stellararmada

import "strconv"

// text builds the sentences of one Apply in one buffer, without fmt: Apply
// runs millions of times in self-play and in the search's playouts, and
// fmt's allocations dominated it. The buffer is an array inside the text,
// which lives on Apply's stack, so String is the one allocation; the
// events' sentences are slices of that one string. A dry text (ApplyQuiet,
// the scripted opponent's look-ahead) writes nothing; a look-ahead's also
// leaves the outcome's reason unwritten, since nothing reads it.
type text struct {
	buf       [256]byte // the longest sentences, with names of 24 characters, take about 210
	used      int       // bytes of buf written
	more      []byte    // everything, once buf is too short
	dry       bool
	lookahead bool
}

func (w *text) s(x string) *text {
	switch {
	case w.dry:
	case w.more == nil && w.used+len(x) <= len(w.buf):
		w.used += copy(w.buf[w.used:], x)
	default:
		w.spill()
		w.more = append(w.more, x...)
	}
	return w
}

// spill moves what buf holds to more, where the rest is appended.
func (w *text) spill() {
	if w.more == nil {
		w.more = append(make([]byte, 0, 2*len(w.buf)), w.buf[:w.used]...)
	}
}

// n writes an integer.
func (w *text) n(x int) *text {
	if w.dry {
		return w
	}
	var digits [20]byte
	d := strconv.AppendInt(digits[:0], int64(x), 10)
	if w.more == nil && w.used+len(d) <= len(w.buf) {
		w.used += copy(w.buf[w.used:], d)
	} else {
		w.spill()
		w.more = append(w.more, d...)
	}
	return w
}

// change writes "3→0".
func (w *text) change(from, to int) *text { return w.n(from).s("→").n(to) }

// len is the length written so far: where the next sentence starts.
func (w *text) len() int {
	if w.more != nil {
		return len(w.more)
	}
	return w.used
}

func (w *text) String() string {
	if w.more != nil {
		return string(w.more)
	}
	return string(w.buf[:w.used])
}
