package tui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Truncate cuts a styled string to w cells, marking the cut with an ellipsis.
func Truncate(s string, w int) string { return ansi.Truncate(s, w, "…") }

// Wrap breaks plain text into lines of at most w cells at word boundaries,
// indenting continuation lines by indent spaces. A word may be broken
// after a hyphen, but not where a part of it would be shorter than 3
// letters ("V-" / "wing", "-" / "2") nor in the program's name. Words
// longer than a line are broken hard, so nothing is ever cut off. A
// no-break space (NoBreakSpace) is not broken at, and each line gives it
// as a plain space.
func Wrap(s string, w, indent int) []string {
	if strings.Contains(s, NoBreakSpace) {
		lines := wrapJoined(s, w, indent)
		for i, l := range lines {
			lines[i] = PlainSpaces(l)
		}
		return lines
	}
	return wrapJoined(s, w, indent)
}

// NoBreakSpace (U+00A0) joins words that a line must not part: a game
// writes a roll's dice with it ("the middle die of 4 5 2") and a mark with
// its number ("◇ DR 2→1"). Wrap keeps them on one line, and what the
// screen draws (Wrap's lines, the frame, --ascii) and the command line
// prints has a plain space there.
const NoBreakSpace = "\u00a0"

// PlainSpaces writes s's no-break spaces as plain spaces, as they are
// drawn and printed once the lines are broken.
func PlainSpaces(s string) string { return strings.ReplaceAll(s, NoBreakSpace, " ") }

// wrapJoined is Wrap with the no-break spaces still in its lines.
func wrapJoined(s string, w, indent int) []string {
	if w <= indent+1 {
		indent = 0
	}
	if strings.Contains(s, programName) {
		// The program's name is one word: broken at its hyphen it read
		// "no second armada-" / "tui plays the game".
		s = strings.ReplaceAll(s, programName, programNameJoined)
	}
	if joined := joinShortHyphens(s); joined != s || strings.Contains(s, programNameJoined) {
		lines := wrap(joined, w, indent)
		for i, l := range lines {
			lines[i] = strings.ReplaceAll(l, nonBreakingHyphen, "-")
		}
		return lines
	}
	return wrap(s, w, indent)
}

// joinShortHyphens writes as a non-breaking hyphen (U+2011, one cell like
// "-") each hyphen with fewer than 3 letters or digits on a side of it
// before the next space or hyphen: "V-wing", "class-4", "-2" are not
// broken there, "Super-Star" may be.
func joinShortHyphens(s string) string {
	if !strings.Contains(s, "-") {
		return s
	}
	rs := []rune(s)
	part := func(i, step int) int {
		n := 0
		for j := i + step; j >= 0 && j < len(rs) && rs[j] != '-' && rs[j] != '\u2011' && !unicode.IsSpace(rs[j]); j += step {
			if unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) {
				n++
			}
		}
		return n
	}
	short := make([]bool, len(rs))
	for i, r := range rs {
		short[i] = r == '-' && (part(i, -1) < 3 || part(i, 1) < 3)
	}
	for i := range rs {
		if short[i] {
			rs[i] = '\u2011'
		}
	}
	return string(rs)
}

// wrap is Wrap once the hyphens it must not break at are joined.
func wrap(s string, w, indent int) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		lines := strings.Split(ansi.Wrap(para, w, ""), "\n")
		if len(lines) <= 1 || indent == 0 {
			out = append(out, lines...)
			continue
		}
		out = append(out, lines[0])
		// Join the rest as it was written: a line broken after a hyphen
		// ("X-" / "wing") is joined without a space.
		var b strings.Builder
		for i, l := range lines[1:] {
			if i > 0 && !strings.HasSuffix(lines[i], "-") {
				b.WriteByte(' ')
			}
			b.WriteString(l)
		}
		rest := b.String()
		pad := strings.Repeat(" ", indent)
		for _, l := range strings.Split(ansi.Wrap(rest, w-indent, ""), "\n") {
			out = append(out, pad+l)
		}
	}
	return out
}

// programName is never broken at its hyphen: Wrap writes it with a
// non-breaking hyphen (U+2011, as wide) while it breaks the lines.
const (
	programName       = "armada-tui"
	programNameJoined = "armada" + nonBreakingHyphen + "tui"
	nonBreakingHyphen = "\u2011"
)

// PadRight pads a styled string with spaces to exactly w cells (cutting it
// when longer).
func PadRight(s string, w int) string {
	n := ansi.StringWidth(s)
	if n > w {
		return Truncate(s, w)
	}
	return s + strings.Repeat(" ", w-n)
}

// Column pads or cuts lines to exactly h lines of w cells.
func Column(lines []string, w, h int) []string {
	out := make([]string, h)
	for i := 0; i < h; i++ {
		if i < len(lines) {
			out[i] = PadRight(lines[i], w)
		} else {
			out[i] = strings.Repeat(" ", w)
		}
	}
	return out
}

// Besides joins two columns of equal height line by line.
func Besides(left, right []string, sep string) []string {
	n := len(left)
	if len(right) > n {
		n = len(right)
	}
	out := make([]string, n)
	for i := range out {
		var l, r string
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out[i] = l + sep + r
	}
	return out
}

// Plain removes the styles of a string.
func Plain(s string) string { return ansi.Strip(s) }

func Width(s string) int { return ansi.StringWidth(s) }

// asciiReplacer turns the non-ASCII characters the screens and the games'
// log texts use into ASCII, for --ascii terminals. Every replacement is one
// cell wide, like what it replaces, so a laid-out line keeps its width.
// The marks a help legend names come out as an ASCII map draws them
// (render's asciiGlyphs): "•" as "o"; "·" stays the separator "-" of
// headers, so a legend that names the empty cell says what ASCII draws;
// the triangles of the markers at a map window's edge as "@", the ASCII
// marker, which no facing draws ("▶", the acting side's mark too, stays
// ">").
var asciiReplacer = strings.NewReplacer(
	"·", "-", "│", "|", "─", "-", "…", "~", "×", "x", "→", ">", "←", "<",
	"—", "-", "–", "-", "−", "-", "↑", "^", "↓", "v", "▶", ">", "▸", ">", "▏", "|",
	"↗", "/", "↘", "\\", "↙", "/", "↖", "\\", "╱", "/", "╲", "\\",
	"▲", "@", "◥", "@", "◢", "@", "▼", "@", "◣", "@", "◀", "@", "◤", "@",
	"●", "*", "○", ".", "•", "o", "✓", "v", "°", "o",
	"⚀", "1", "⚁", "2", "⚂", "3", "⚃", "4", "⚄", "5", "⚅", "6",
	"╭", "+", "╮", "+", "╰", "+", "╯", "+", "┌", "+", "┐", "+", "└", "+", "┘", "+",
	"├", "+", "┤", "+", "┬", "+", "┴", "+", "┼", "+",
	"□", "D", "◇", "R", "✳", "*", "✕", "X", "■", "#", "◆", "%", "▒", "#", "░", "=", "∴", "%",
	"\u00a0", " ", "≤", "<", "≥", ">", "√", "v", "⌈", "[", "⌉", "]", "⌊", "[", "⌋", "]", "±", "+", "÷", "/",
)

// wideASCII writes an arrow in two characters, "hit -> 5 damage: shields
// 5->0", "Disruptor -> Bastion", for --ascii: the frame's fold (ToASCII)
// keeps every cell and wrote ">", which read as "greater than". Text the
// screen lays out itself (the log, the action list) is folded so before it
// is wrapped or cut, so that its lines keep their width.
var wideASCII = strings.NewReplacer("→", "->", "←", "<-")

// asciiWords is a log line or an action as the screen shows it: with
// --ascii, its arrows in two characters (wideASCII).
func (c Config) asciiWords(s string) string {
	if c.ASCII {
		return wideASCII.Replace(s)
	}
	return s
}

// ToASCII makes a frame pure ASCII: known characters get their ASCII
// stand-in, anything else a question mark, so a plain terminal never shows
// garbage.
func ToASCII(s string) string {
	s = asciiReplacer.Replace(s)
	for _, r := range s {
		if r > 126 {
			return strings.Map(func(r rune) rune {
				if r > 126 {
					return '?'
				}
				return r
			}, s)
		}
	}
	return s
}

// WrapPath breaks a file path into lines of at most w cells, after a
// slash where it can, so that every character of it stays on screen.
func WrapPath(path string, w int) []string {
	if w < 8 {
		w = 8
	}
	var lines []string
	for ansi.StringWidth(path) > w {
		// fit is the byte length of the longest head of path that takes
		// at most w cells, whole characters only: a byte count of w cut
		// a name of accents in the middle of a character, and gave lines
		// short of w.
		fit, cells := 0, 0
		for i, r := range path {
			rw := ansi.StringWidth(string(r))
			if cells+rw > w {
				break
			}
			cells += rw
			fit = i + utf8.RuneLen(r)
		}
		if fit == 0 { // a character wider than the line: it goes whole
			_, fit = utf8.DecodeRuneInString(path)
		}
		cut := strings.LastIndex(path[:fit], "/") + 1
		if ansi.StringWidth(path[:cut]) <= w/2 {
			cut = fit
		}
		lines = append(lines, path[:cut])
		path = path[cut:]
	}
	return append(lines, path)
}

// TrimBlankTail drops the blank rows at the end of a board's lines, so that
// the rows a map drawn shorter than its room leaves (a whole Silent Death
// map at 200×60 used 31 of 42) go to the action list and the log below it
// instead of standing empty. One blank row stays, under the table.
func TrimBlankTail(lines []string) []string {
	n := len(lines)
	for n > 1 && strings.TrimSpace(Plain(lines[n-1])) == "" && strings.TrimSpace(Plain(lines[n-2])) == "" {
		n--
	}
	return lines[:n]
}
