package sscs

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxPlotLen bounds a typed plot.
const MaxPlotLen = 60

// PlotStep is one element of a plot: Forward hexes along the heading, or
// a change of direction by one hexside (Turn −1 to port, +1 to starboard).
type PlotStep struct {
	Forward int
	Turn    int
}

// Plot is a ship's move for one turn: where it changes direction along the
// hexes its velocity carries it, and how many MP it spends on evasive
// maneuvers. Its hexes must add up to the ship's speed: "movement carries
// over from turn to turn" (Movement 2).
type Plot struct {
	Steps   []PlotStep
	Evasive int
}

// Hexes is how far the plot moves.
func (p Plot) Hexes() int {
	n := 0
	for _, st := range p.Steps {
		n += st.Forward
	}
	return n
}

// Turns is how many hexsides the plot turns, either way.
func (p Plot) Turns() int {
	n := 0
	for _, st := range p.Steps {
		if st.Turn != 0 {
			n++
		}
	}
	return n
}

// String writes the plot canonically: hexes as numbers, L and R for each
// hexside turned to port and starboard, E and the evasive MP last; "0" for
// a plot that neither moves nor turns nor evades.
func (p Plot) String() string {
	var buf [48]byte
	return string(p.appendTo(buf[:0]))
}

// appendTo appends the plot as String writes it.
func (p Plot) appendTo(b []byte) []byte {
	k := len(b)
	for _, st := range p.Steps {
		switch {
		case st.Forward > 0:
			b = strconv.AppendInt(b, int64(st.Forward), 10)
		case st.Turn < 0:
			b = append(b, 'L')
		case st.Turn > 0:
			b = append(b, 'R')
		}
	}
	if p.Evasive > 0 {
		b = append(b, 'E')
		b = strconv.AppendInt(b, int64(p.Evasive), 10)
	}
	if len(b) == k {
		b = append(b, '0')
	}
	return b
}

// ParsePlot reads a typed plot: numbers are hexes forward, L or P turns
// one hexside to port, R or S one to starboard, E followed by a number buys
// that many MP of evasive maneuvers; case, spaces, commas and dots do not
// matter, and "0" or nothing is a plot that does nothing. Consecutive
// numbers add up ("2 1" is 3 hexes). The rules that depend on the ship —
// its speed, its MP — are checked by Ledger.
//
// It guesses nothing: an E with no number after it and a '-' are refused
// (they were read as E1 and skipped, so that "5E-3" was five hexes, one
// evasive MP and three more hexes). Plot.String never writes either, and
// every plot a save holds was written by it, so no saved move changes.
func ParsePlot(s string) (Plot, error) {
	var p Plot
	t := strings.TrimSpace(s)
	if utf8.RuneCountInString(t) > MaxPlotLen {
		return p, fmt.Errorf("a plot of more than %d characters", MaxPlotLen)
	}
	// where counts characters as typed, leading spaces included.
	lead := len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
	where := func(i int) int { return utf8.RuneCountInString(s[:lead+i]) + 1 }
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == ' ' || c == ',' || c == '.':
			i++
		case c == '-':
			return Plot{}, errMinus(s, where(i))
		case c >= '0' && c <= '9':
			j := i
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(t[i:j])
			if err != nil || n > 2*maxSpeed {
				return Plot{}, fmt.Errorf("%q: %s hexes is more than any ship moves in a turn", s, t[i:j])
			}
			if n > 0 {
				if k := len(p.Steps); k > 0 && p.Steps[k-1].Forward > 0 {
					p.Steps[k-1].Forward += n
				} else {
					p.Steps = append(p.Steps, PlotStep{Forward: n})
				}
				if p.Hexes() > 2*maxSpeed {
					return Plot{}, fmt.Errorf("%q: %d hexes is more than any ship moves in a turn", s, p.Hexes())
				}
			}
			i = j
		case c == 'L' || c == 'l' || c == 'P' || c == 'p':
			p.Steps = append(p.Steps, PlotStep{Turn: -1})
			i++
		case c == 'R' || c == 'r' || c == 'S' || c == 's':
			p.Steps = append(p.Steps, PlotStep{Turn: 1})
			i++
		case c == 'E' || c == 'e':
			k := i + 1
			for k < len(t) && t[k] == ' ' {
				k++
			}
			j := k
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			if j == k && k < len(t) && t[k] == '-' {
				return Plot{}, errMinus(s, where(k))
			}
			if j == k {
				return Plot{}, fmt.Errorf("%q: the E at character %d needs a number after it, the MP to spend on evasive maneuvers (E1, E2, …)", s, where(i))
			}
			n, err := strconv.Atoi(t[k:j])
			if err != nil || n > 999 {
				return Plot{}, fmt.Errorf("%q: %s MP of evasive maneuvers is more than any ship has", s, t[k:j])
			}
			p.Evasive += n
			if p.Evasive > 999 {
				return Plot{}, fmt.Errorf("%q: more evasive MP than any ship has", s)
			}
			i = j
		default:
			// The whole character, not its first byte ("ü" was named "Ã").
			_, n := utf8.DecodeRuneInString(t[i:])
			return Plot{}, fmt.Errorf("%q: %q is not part of a plot (numbers for hexes, L or R to turn a hexside, E and a number for evasive MP)", s, t[i:i+n])
		}
	}
	if len(p.Steps) > MaxPlotLen {
		return Plot{}, fmt.Errorf("%q: too many steps", s)
	}
	return p, nil
}

// errMinus refuses a '-' in a plot, at its character's place.
func errMinus(s string, at int) error {
	return fmt.Errorf("%q: the \"-\" at character %d is not part of a plot, which has no negative numbers (numbers for hexes, L or R to turn a hexside, E and a number for evasive MP)", s, at)
}
