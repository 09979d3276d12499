package main

import (
	"bytes"
	"io"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// lineWrapper passes on the lines written to a terminal, breaking at
// spaces each one longer than the terminal is wide (one column short of
// it, as the errors are: a last column filled wraps on some terminals).
// Its lines after the first are set in by two more than the line's own
// indent, so that a broken line reads as one. The commands' results
// (validate's line a file, replay --headless's log, a note on standard
// error) were written one line each whatever the width, and the terminal
// broke them in the middle of words ("127 inten" / "ts"). A line that fits
// passes unchanged, and so does a word longer than the width, which is
// never cut; without a terminal nothing is wrapped (run installs it only
// on one).
type lineWrapper struct {
	w     io.Writer
	width int
	buf   []byte // a line begun and not yet ended
}

func (l *lineWrapper) Write(p []byte) (int, error) {
	l.buf = append(l.buf, p...)
	var out []byte
	for {
		i := bytes.IndexByte(l.buf, '\n')
		if i < 0 {
			break
		}
		out = append(out, wrapLine(string(l.buf[:i]), l.width)...)
		out = append(out, '\n')
		l.buf = l.buf[i+1:]
	}
	if len(out) > 0 {
		if _, err := l.w.Write(out); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// Flush writes a last line that no line end closed.
func (l *lineWrapper) Flush() error {
	if len(l.buf) == 0 {
		return nil
	}
	s := wrapLine(string(l.buf), l.width)
	l.buf = nil
	_, err := io.WriteString(l.w, s)
	return err
}

// wrapLine breaks line at spaces into lines narrower than width, those
// after the first set in by its indent and two more. A no-break space
// (tui.NoBreakSpace: a game's log joins a roll's dice with it) is not
// broken at, and is printed as a plain space.
func wrapLine(line string, width int) string {
	limit := width - 1
	if width <= 0 || ansi.StringWidth(line) <= limit {
		return tui.PlainSpaces(line)
	}
	indent := len(line) - len(strings.TrimLeft(line, " "))
	cont := indent + 2
	if cont > limit/2 {
		cont = 2
	}
	var out []string
	prefix, rest := "", line
	for {
		room := limit - len(prefix)
		if ansi.StringWidth(rest) <= room {
			out = append(out, prefix+rest)
			break
		}
		// The last space at which the line still fits, past its indent.
		lead := len(rest) - len(strings.TrimLeft(rest, " "))
		cut := -1
		for i := lead; i < len(rest); i++ {
			if rest[i] != ' ' {
				continue
			}
			if ansi.StringWidth(rest[:i]) > room {
				break
			}
			cut = i
		}
		if cut < 0 {
			// A word wider than the room: whole, up to its end.
			j := strings.IndexByte(rest[lead:], ' ')
			if j < 0 {
				out = append(out, prefix+rest)
				break
			}
			cut = lead + j
		}
		out = append(out, prefix+strings.TrimRight(rest[:cut], " "))
		rest = strings.TrimLeft(rest[cut:], " ")
		if rest == "" {
			break
		}
		prefix = strings.Repeat(" ", cont)
	}
	return tui.PlainSpaces(strings.Join(out, "\n"))
}
