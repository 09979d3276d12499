package sscs

import (
	"math"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Fourth audit of the scenarios and the end of the battle (the project's
// own scenarios and end readings, docs/rules/sscs.md "Scenarios" and "End
// of the battle").

// pixel is a hex's centre on the flat-topped map, in units of the hex's
// outer radius.
func pixel(h hex.Hex) (x, y float64) {
	return 1.5 * float64(h.Q), math.Sqrt(3) * (float64(h.R) + float64(h.Q)/2)
}

// TestScenario_Built_LineAbreast (the built scenario: "the squadrons
// start in line abreast, two hexes apart, 24 hexes from each other"):
// each squadron stands on one straight line across its heading, every
// ship two hexes from the next, and each ship 24 hexes from the enemy
// ship facing it (rules 1-4 set the wings back on two 120° rays, a
// wedge). abreast is checked on every heading as well.
func TestScenario_Built_LineAbreast(t *testing.T) {
	for _, hd := range hex.Directions() {
		fx, fy := pixel(hd.Offset())
		for k := 0; k < 9; k++ {
			at := abreast(hex.Hex{Q: 3, R: -2}, hd, k)
			x, y := pixel(hex.Sub(at, hex.Hex{Q: 3, R: -2}))
			if d := x*fx + y*fy; math.Abs(d) > 1e-9 {
				t.Errorf("heading %v, ship %d at %v: %.2f ahead of the first, want on its line", hd, k, at, d)
			}
			if want := (k + 1) / 2 * 2; hex.Distance(at, hex.Hex{Q: 3, R: -2}) != want {
				t.Errorf("heading %v, ship %d: %d hexes from the first, want %d", hd, k, hex.Distance(at, hex.Hex{Q: 3, R: -2}), want)
			}
		}
	}
	s := newGame(t, "built", 1)
	for _, d := range []string{"Lance", "Kestrel", "Kestrel", "Lance", "Kestrel"} {
		s, _ = apply(t, s, Pick{By: 0, Design: d})
	}
	for _, d := range []string{"Gorgon", "Needle", "Needle", "Gorgon", "Needle"} {
		s, _ = apply(t, s, Pick{By: 1, Design: d})
	}
	s, _ = apply(t, s, Ready{By: 0})
	s, _ = apply(t, s, Ready{By: 1})
	var line [2][]hex.Hex
	for i := range s.ships {
		line[s.ships[i].side] = append(line[s.ships[i].side], s.ships[i].pos)
	}
	for p := range line {
		if len(line[p]) != 5 {
			t.Fatalf("side %d: %d ships", p, len(line[p]))
		}
		for k, at := range line[p] {
			if _, y := pixel(at); math.Abs(y-math.Sqrt(3)*12*float64(1-2*p)) > 1e-9 {
				t.Errorf("side %d ship %d at %v: not on the squadron's line", p, k, at)
			}
			if k > 0 && hex.Distance(at, line[p][0]) != (k+1)/2*2 {
				t.Errorf("side %d ship %d at %v: %d from the first", p, k, at, hex.Distance(at, line[p][0]))
			}
		}
		// Facing ships are 24 hexes apart: the lines are parallel.
		for k := range line[p] {
			x, _ := pixel(line[p][k])
			for j := range line[1-p] {
				if ox, _ := pixel(line[1-p][j]); ox == x && hex.Distance(line[p][k], line[1-p][j]) != 24 {
					t.Errorf("ships %v and %v face each other %d hexes apart", line[p][k], line[1-p][j], hex.Distance(line[p][k], line[1-p][j]))
				}
			}
		}
	}
}
