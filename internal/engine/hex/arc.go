package hex

import (
	"fmt"
	"strings"
)

// relative turns the offset from a ship to its target into the ship's own
// frame, as if the ship faced N, and returns its cube coordinates.
func relative(from Hex, facing Direction, to Hex) (q, r, s int) {
	d := RotateAround(Hex{}, Sub(to, from), -int(facing.Norm()))
	return d.Q, d.R, d.S()
}

// ArcSet is a set of Starmada X firing arcs, one bit per arc. It serves both
// for the arcs a weapon mount covers and for the arcs a target lies in.
type ArcSet uint8

// The six Starmada X firing arcs. Relative to the ship's bow they lie:
//
//	A fore, port of the centreline     B fore, starboard of the centreline
//	C port beam                        D starboard beam
//	E aft, port of the centreline      F aft, starboard of the centreline
//
// Going clockwise from dead ahead the order is B, D, F, E, C, A.
const (
	ArcA ArcSet = 1 << iota
	ArcB
	ArcC
	ArcD
	ArcE
	ArcF

	// AllArcs covers all six arcs.
	AllArcs = ArcA | ArcB | ArcC | ArcD | ArcE | ArcF
)

// StarmadaArcs reports which of a ship's six firing arcs the hex to lies in,
// for a ship in from pointing at facing.
//
// Where the arcs come from. The rulebook's arc diagram is not in our copy, but
// the text around it fixes the layout: the Glossary ("Firing Arc") says the
// diagram labels the arcs in three rows, A and B together, then C and D, then
// E and F, and 4.1.2 and the ship record (1.7) use the mount codes AB, AC, BD,
// CE, DF and EF, which are exactly the pairs of neighbouring arcs in that
// layout. Two arcs side by side across the bow means the ship's centreline is
// a boundary, so the arcs are bounded by the six straight rows of hexes that
// leave the ship's hex through its hexsides (its bow points at a hexside,
// 2.1.2), and each arc is the 60° wedge between two neighbouring rows,
// centred on a corner of the ship's hex. A mount coded AB thus fires into the
// 120° ahead, EF into the 120° astern, AC and BD forward on either side, CE
// and DF aft on either side.
//
// A hex on one of those rows lies exactly on the line between two arcs and is
// in both: the hex dead ahead is in A and B, the hex dead astern in E and F.
// The ship's own hex is in no arc, because Starmada X 3.3.1 and 4.1.2 forbid
// attacking a target in the firer's own hex; the result is 0.
//
// This deliberately differs from SilentDeathCones, whose arcs are centred on
// the hexsides rather than bounded by them.
func StarmadaArcs(from Hex, facing Direction, to Hex) ArcSet {
	if from == to {
		return 0
	}
	q, r, s := relative(from, facing, to)
	// In the ship's frame the three hexside rows are q = 0 (fore/aft),
	// s = 0 (NE/SW) and r = 0 (SE/NW); each arc is where two of the cube
	// coordinates keep their sign.
	var set ArcSet
	if q <= 0 && r <= 0 {
		set |= ArcA
	}
	if q >= 0 && s >= 0 {
		set |= ArcB
	}
	if r >= 0 && s >= 0 {
		set |= ArcC
	}
	if r <= 0 && s <= 0 {
		set |= ArcD
	}
	if q <= 0 && s <= 0 {
		set |= ArcE
	}
	if q >= 0 && r >= 0 {
		set |= ArcF
	}
	return set
}

// Contains reports whether every arc of o is in s.
func (s ArcSet) Contains(o ArcSet) bool { return s&o == o }

// Overlaps reports whether s and o share an arc. A weapon may fire at a
// target when mount.Overlaps(StarmadaArcs(...)): a target on the line between
// two arcs can be engaged from either.
func (s ArcSet) Overlaps(o ArcSet) bool { return s&o != 0 }

// String writes the set as the rulebook writes mounts, letters in order
// ("AB", "ABCDEF"); the empty set is "-".
func (s ArcSet) String() string {
	if s == 0 {
		return "-"
	}
	var b strings.Builder
	for i := 0; i < 6; i++ {
		if s&(1<<i) != 0 {
			b.WriteByte(byte('A' + i))
		}
	}
	return b.String()
}

// ParseArcCode reads a mount code from a ship record: one or more of the
// letters A to F in any case, such as "AB", "CE" or "ABCDEF". Spaces are
// ignored. An empty code, an unknown letter or a repeated letter is an error,
// since each is more likely a typing mistake than a real mount.
func ParseArcCode(code string) (ArcSet, error) {
	var set ArcSet
	for _, c := range code {
		if c == ' ' {
			continue
		}
		if 'a' <= c && c <= 'f' {
			c -= 'a' - 'A'
		}
		if c < 'A' || c > 'F' {
			return 0, fmt.Errorf("hex: arc code %q: %q is not an arc (want letters A to F)", code, c)
		}
		bit := ArcSet(1) << (c - 'A')
		if set&bit != 0 {
			return 0, fmt.Errorf("hex: arc code %q: arc %c appears twice", code, c)
		}
		set |= bit
	}
	if set == 0 {
		return 0, fmt.Errorf("hex: empty arc code")
	}
	return set, nil
}

// ConeSet is a set of Silent Death firing arcs. Bit i is the cone centred on
// the hexside i steps clockwise from the bow, so ConeF is bit 0.
type ConeSet uint8

// The six Silent Death firing arcs (6.1), clockwise from the bow, and the
// All Around mount that covers them all.
const (
	ConeF   ConeSet = 1 << iota // Forward
	ConeFQR                     // Front Quarter Right
	ConeRQR                     // Rear Quarter Right
	ConeA                       // Aft
	ConeRQL                     // Rear Quarter Left
	ConeFQL                     // Front Quarter Left

	// Cone360 is the All Around arc ("360°"); torpedoes also behave as if
	// they had it (4.2).
	Cone360 = ConeF | ConeFQR | ConeRQR | ConeA | ConeRQL | ConeFQL
)

var coneNames = [6]string{"F", "FQR", "RQR", "A", "RQL", "FQL"}

// SilentDeathCones reports which of the six Silent Death firing arcs the hex
// to lies in, for a craft in from pointing at facing.
//
// Silent Death 6.1 makes each arc a 60° cone out of the craft's hex, and the
// introductory rules (Firing Arc, quick start) describe the forward one as the
// row of hexes straight ahead widening out on both sides from the front
// hexside. So each cone is centred on a hexside, the forward cone on the bow,
// and its edges are the lines leaving the hex through the two corners of that
// hexside, 30° either side of dead ahead. Those lines run through the centres
// of the "diagonal" hexes (two steps out, one across), and such hexes lie in
// the overlap of two neighbouring cones, which 6.1 puts in both.
//
// The craft's own hex is in no cone (0): two craft never end movement in one
// hex (5.2), and a target there has no direction.
//
// This differs from StarmadaArcs, whose arc edges run through the hexsides.
func SilentDeathCones(from Hex, facing Direction, to Hex) ConeSet {
	if from == to {
		return 0
	}
	q, r, s := relative(from, facing, to)
	// In the craft's frame each cone is one ordering of the three cube
	// coordinates, and the corner lines are where two of them are equal, so
	// ties (hexes on a corner line) fall into both cones.
	var set ConeSet
	if r <= q && q <= s {
		set |= ConeF
	}
	if r <= s && s <= q {
		set |= ConeFQR
	}
	if s <= r && r <= q {
		set |= ConeRQR
	}
	if s <= q && q <= r {
		set |= ConeA
	}
	if q <= s && s <= r {
		set |= ConeRQL
	}
	if q <= r && r <= s {
		set |= ConeFQL
	}
	return set
}

// Contains reports whether every cone of o is in s.
func (s ConeSet) Contains(o ConeSet) bool { return s&o == o }

// Overlaps reports whether s and o share a cone; a weapon may fire at a target
// when mount.Overlaps(SilentDeathCones(...)).
func (s ConeSet) Overlaps(o ConeSet) bool { return s&o != 0 }

// String writes the cones as the Starcraft Displays do: "360°" for all six,
// otherwise the codes clockwise from the bow separated by spaces, and "-" for
// none.
func (s ConeSet) String() string {
	if s == 0 {
		return "-"
	}
	if s&Cone360 == Cone360 {
		return "360°"
	}
	var parts []string
	for i, n := range coneNames {
		if s&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, " ")
}

// ParseCones reads the arcs of a Silent Death weapon mount: one or more of F,
// FQL, FQR, RQL, RQR, A and 360 (or 360°), in any case, separated by spaces,
// commas, slashes or the parentheses the displays print around each code, as
// in "(RQL)(A)(RQR)". Anything else is an error naming the bad code.
func ParseCones(text string) (ConeSet, error) {
	fields := strings.FieldsFunc(text, func(c rune) bool {
		return c == ' ' || c == ',' || c == '/' || c == '(' || c == ')' || c == '\t'
	})
	var set ConeSet
	for _, f := range fields {
		u := strings.ToUpper(f)
		if u == "360" || u == "360°" {
			set |= Cone360
			continue
		}
		found := false
		for i, n := range coneNames {
			if u == n {
				set |= 1 << i
				found = true
				break
			}
		}
		if !found {
			return 0, fmt.Errorf("hex: firing arc %q in %q is not one of F, FQL, FQR, RQL, RQR, A, 360", f, text)
		}
	}
	if set == 0 {
		return 0, fmt.Errorf("hex: no firing arc in %q", text)
	}
	return set, nil
}
