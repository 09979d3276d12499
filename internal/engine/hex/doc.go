// Package hex is the hexagonal map geometry shared by the hex-map games
// (Starmada X, Silent Death and the Scalable Starship Combat System).
//
// It follows the conventions of Red Blob Games' hexagon guide: hexes are
// addressed by axial coordinates (Q, R) with the implied third cube
// coordinate S = -Q-R, and all arithmetic is done on integers so that every
// result is the same on every machine.
//
// Orientation. Hexes are flat-topped: each hex has a flat side straight up and
// straight down on the screen, and the map is laid out in columns. Q grows to
// the right (one column per step) and R grows downward along a column.
// Scenarios and the screen speak in "odd-q" offset coordinates (column, row),
// where odd columns sit half a hex lower than even ones; ToOffset and
// FromOffset convert.
//
// Directions. A ship always points at one of its six hexsides (Starmada X
// 2.1.2, Silent Death 1.1), so a facing is a Direction: 0 = N (straight up on
// the screen), then clockwise 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW.
//
// Arcs. The two hex games draw their 60° arcs differently; see StarmadaArcs
// and SilentDeathCones.
package hex
