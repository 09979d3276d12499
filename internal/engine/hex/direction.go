package hex

import (
	"fmt"
	"strings"
)

// Direction is one of the six hexsides of a hex and, because ships always
// point at a hexside, also a ship's facing. The values run clockwise from N,
// so turning to starboard is +1 and turning to port is -1.
type Direction int

// The six directions of a flat-topped hex, clockwise from straight up.
const (
	N Direction = iota
	NE
	SE
	S
	SW
	NW
)

// Facing is the direction a ship's bow points at. It is the same type as
// Direction; the alias only makes signatures read better.
type Facing = Direction

// Directions lists the six directions in clockwise order from N, so loops over
// directions are deterministic. It is a new array each time: nobody can
// change the list for others.
func Directions() [6]Direction { return [6]Direction{N, NE, SE, S, SW, NW} }

// offsets are the axial steps for N, NE, SE, S, SW and NW on a flat-topped map
// where R grows downward.
var offsets = [6]Hex{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

var dirNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// Valid reports whether d is one of the six directions.
func (d Direction) Valid() bool { return d >= 0 && d < 6 }

// Norm maps any integer onto 0..5, so arithmetic on directions can wrap freely.
func (d Direction) Norm() Direction { return ((d % 6) + 6) % 6 }

// Rotate turns d by n hexsides; positive n is clockwise (starboard), negative
// is counterclockwise (port).
func (d Direction) Rotate(n int) Direction { return (d + Direction(n)).Norm() }

// Opposite is the direction straight behind d.
func (d Direction) Opposite() Direction { return d.Rotate(3) }

// Turns is how many hexsides a facing of d turns to face e, the shorter
// way round: 0 to 3.
func (d Direction) Turns(e Direction) int {
	n := int((e - d).Norm())
	return min(n, 6-n)
}

// Offset is the axial step of one hex in direction d.
func (d Direction) Offset() Hex { return offsets[d.Norm()] }

// String is the compass name used in logs, save files and scenarios.
func (d Direction) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Direction(%d)", int(d))
	}
	return dirNames[d]
}

// Arrow is the one-cell glyph that shows a facing on the map. The ASCII
// glyphs share "/" between NE and SW and "\" between SE and NW; the renderer
// tells them apart by drawing the mark on the matching side of the hex.
func (d Direction) Arrow(ascii bool) rune {
	if !d.Valid() {
		return '?'
	}
	if ascii {
		return [6]rune{'^', '/', '\\', 'v', '/', '\\'}[d]
	}
	return [6]rune{'↑', '↗', '↘', '↓', '↙', '↖'}[d]
}

// ParseDirection reads a compass name ("N", "ne", ...) or a digit 0..5, as
// written in scenario files.
func ParseDirection(s string) (Direction, error) {
	for i, n := range dirNames {
		if strings.EqualFold(s, n) || s == string(rune('0'+i)) {
			return Direction(i), nil
		}
	}
	return 0, fmt.Errorf("hex: unknown direction %q (want N, NE, SE, S, SW, NW or 0-5)", s)
}

// Neighbor is the hex next to h across the hexside in direction d.
func Neighbor(h Hex, d Direction) Hex { return Add(h, d.Offset()) }

// Neighbors lists the six hexes around h, in the order of Directions.
func Neighbors(h Hex) [6]Hex {
	var out [6]Hex
	for i, o := range offsets {
		out[i] = Add(h, o)
	}
	return out
}

// Ring lists the hexes exactly radius steps from center, starting with the hex
// straight north of center and going clockwise. Radius 0 gives the center
// alone, and a negative radius gives nothing. A ring of radius r > 0 holds 6r
// hexes.
func Ring(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Hex{center}
	}
	out := make([]Hex, 0, 6*radius)
	h := Add(center, Scale(N.Offset(), radius))
	// From the north corner of the ring, walking SE reaches the NE corner,
	// walking S the SE corner, and so on: side i is walked in direction i+2.
	for i := 0; i < 6; i++ {
		step := Direction(i).Rotate(2).Offset()
		for j := 0; j < radius; j++ {
			out = append(out, h)
			h = Add(h, step)
		}
	}
	return out
}

// Spiral lists every hex within radius of center: center first, then ring 1,
// ring 2 and so on, each ring in Ring's order. It holds 3r(r+1)+1 hexes. The
// fixed order matters: the scripted opponents and the overlays iterate over it,
// and the game must be the same on every run.
func Spiral(center Hex, radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 3*radius*(radius+1)+1)
	for k := 0; k <= radius; k++ {
		out = append(out, Ring(center, k)...)
	}
	return out
}
