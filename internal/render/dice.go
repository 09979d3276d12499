package render

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// dieGlyph draws one die: a d6 as its face (⚀..⚅, or "[4]" in ASCII), any
// other die as "d8:5". A d6 face out of range is written like other dice.
func dieGlyph(t *Theme, sides, face int) string {
	if sides == 6 && face >= 1 && face <= 6 {
		return t.Glyph.Dice[face-1]
	}
	return "d" + strconv.Itoa(sides) + ":" + strconv.Itoa(face)
}

// DiceFaces draws rolled dice separated by spaces: d6 faces as ⚀..⚅ (ASCII
// "[1]".."[6]"), other sizes as "d8:5".
func DiceFaces(dice []engine.Die, t *Theme) string {
	var b strings.Builder
	for i, d := range dice {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(dieGlyph(t, d.Sides, d.Face))
	}
	return b.String()
}

// logIndent is the hanging indent of a log entry's continuation lines.
const logIndent = 2

// LogLine wraps an event's one-line description (its String) to width
// cells: words are never split unless a single word is wider than a line, and
// continuation lines are indented by two spaces so entries stand apart. No
// line is wider than width. Rolls that succeeded are styled Good and rolls
// that failed Bad; secret events are Dim. A width below 4 is treated as 4.
func LogLine(e engine.Event, width int, t *Theme) []string {
	lines := wrap(e.String(), max(width, logIndent+2), logIndent)
	p := t.roles[Plain]
	switch {
	case e.Secret:
		p = t.roles[Dim]
	case e.Roll != nil && e.Roll.Need != 0 && e.Roll.Success:
		p = t.roles[Good]
	case e.Roll != nil && e.Roll.Need != 0:
		p = t.roles[Bad]
	}
	for i, l := range lines {
		if i > 0 {
			lines[i] = l[:logIndent] + t.paint(p, l[logIndent:])
		} else {
			lines[i] = t.paint(p, l)
		}
	}
	return lines
}

// wrap breaks s into lines of at most w cells; lines after the first start
// with indent spaces. Runs of spaces between words collapse to one.
func wrap(s string, w, indent int) []string {
	var lines []string
	var cur strings.Builder
	pre := strings.Repeat(" ", indent)
	curW, start := 0, 0 // width of cur, and of its prefix
	newLine := func() {
		lines = append(lines, cur.String())
		cur.Reset()
		cur.WriteString(pre)
		curW, start = indent, indent
	}
	for _, word := range strings.Fields(s) {
		ww := width(word)
		if curW > start {
			if curW+1+ww <= w {
				cur.WriteByte(' ')
				cur.WriteString(word)
				curW += 1 + ww
				continue
			}
			newLine()
		}
		// The word starts a line; it is cut only if no line can hold it.
		for curW+ww > w {
			head, rest := cutWidth(word, w-curW)
			cur.WriteString(head)
			newLine()
			word, ww = rest, width(rest)
		}
		cur.WriteString(word)
		curW += ww
	}
	if len(lines) == 0 || curW > start {
		lines = append(lines, cur.String())
	}
	return lines
}

// cutWidth splits s after at most w cells (at least one rune).
func cutWidth(s string, w int) (string, string) {
	used := 0
	for i, r := range s {
		rw := width(string(r))
		if used+rw > w && i > 0 {
			return s[:i], s[i:]
		}
		used += rw
	}
	return s, ""
}
