package render

import (
	"strings"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
)

// span is a run of text in one paint, with its display width measured once.
type span struct {
	s string
	p paint
	w int
}

// row is one line of a panel under construction: spans and their total width.
type row struct {
	spans []span
	w     int
}

// width measures s in terminal cells. Plain ASCII is counted by bytes so
// that the common case needs no Unicode tables.
func width(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return lipgloss.Width(s)
		}
	}
	return len(s)
}

// fit cuts s to at most w cells, ending in "…" when something was cut.
func fit(s string, w int) string {
	if width(s) <= w {
		return s
	}
	if w <= 0 {
		return ""
	}
	var b strings.Builder
	used := 0
	for _, r := range s {
		rw := width(string(r))
		if used+rw > w-1 {
			break
		}
		b.WriteRune(r)
		used += rw
	}
	b.WriteString("…")
	return b.String()
}

func (r *row) add(p paint, s string) *row {
	if s == "" {
		return r
	}
	w := width(s)
	r.spans = append(r.spans, span{s, p, w})
	r.w += w
	return r
}

func (r *row) plain(s string) *row { return r.add(paint{}, s) }

func (r *row) pad(n int) *row {
	if n > 0 {
		r.add(paint{}, strings.Repeat(" ", n))
	}
	return r
}

// padTo fills the row with spaces up to w cells.
func (r *row) padTo(w int) *row { return r.pad(w - r.w) }

func (r *row) cat(o row) *row {
	r.spans = append(r.spans, o.spans...)
	r.w += o.w
	return r
}

// centred returns the row centred in w cells (left-biased).
func (r row) centred(w int) row {
	var out row
	out.pad((w - r.w) / 2)
	out.cat(r)
	out.padTo(w)
	return out
}

// right returns the row right-aligned in w cells.
func (r row) right(w int) row {
	var out row
	out.pad(w - r.w)
	out.cat(r)
	return out
}

// threeColumns lays out a left-aligned, a centred and a right-aligned cell
// side by side in the given widths, separated by gap spaces.
func threeColumns(gap int, widths [3]int, l, c, r row) row {
	var out row
	out.cat(l).padTo(widths[0] + gap)
	out.cat(c.centred(widths[1])).pad(gap)
	out.cat(r.right(widths[2]))
	return out
}

func (r row) render(t *Theme, b *strings.Builder) {
	for _, sp := range r.spans {
		b.WriteString(t.paint(sp.p, sp.s))
	}
}
