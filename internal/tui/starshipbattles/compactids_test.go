package starshipbattles

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestCompactMapTellsShipsApart: on the compact map (two columns a
// square) no two one-square ships show the same letters, in the battles
// the shipped scenarios and the scripted players make, and the legend (?)
// gives each such ship's letters beside its id. Played at 80×24 (the
// standard battle), Boba's Slave I ("B↓") and the Blockade Runner ("B↑")
// read alike: the compact map cut both ids to their first letter to
// leave room for the facing arrow.
func TestCompactMapTellsShipsApart(t *testing.T) {
	th := render.NewTheme(false, false)
	maps, both := 0, 0
	for _, sc := range []string{"standard", "quickstart", "coruscant", "teams", "coruscant-teams"} {
		for _, seed := range []uint64{3, 5} {
			sess := session(t, sc, seed)
			playUntil(t, sess, func(s *sb.State) bool {
				if s.Outcome().Over || s.Round() > 4 {
					return true
				}
				if s.Phase().Name != sb.PhaseAttack {
					return false
				}
				g := &sbGame{theme: th}
				v := g.MapView(s, 0, nil)
				v.Units = g.Units(s, 0)
				v.Zoom, v.NoCursor = render.Compact, true
				cols, rows := s.Grid()
				lines := strings.Split(render.SquareMap(v, render.Viewport{Width: 2 * cols, Height: rows}, th), "\n")
				ids := mapIDs(s, s.Ships())
				shown := map[string]string{} // a label and the ship it shows
				names := map[string]bool{}
				for _, sh := range s.Ships() {
					if sh.Where != sb.OnGrid || sh.Space.Size != 1 {
						continue
					}
					q := sh.Space.Anchor
					label := strings.TrimSpace(string([]rune(lines[q.Y])[2*q.X : 2*q.X+2]))
					if sh.Class != 4 {
						label = strings.TrimRight(label, "↑↗→↘↓↙←↖")
					}
					name := s.Name(sh.ID)
					names[name] = true
					if other, ok := shown[label]; ok {
						t.Errorf("%s seed %d round %d: %s and %s are both %q on the compact map:\n%s",
							sc, seed, s.Round(), other, name, label, strings.Join(lines, "\n"))
					}
					shown[label] = name
					if label != ids[sh.ID] && !legendForm(legendOf(s), ids[sh.ID]+" "+name, label) {
						t.Errorf("%s seed %d: the legend does not say that %s (%s) is %q on the compact map:\n%s",
							sc, seed, name, ids[sh.ID], label, legendOf(s))
					}
				}
				maps++
				if names["Boba's Slave I"] && names["Blockade Runner"] {
					both++
				}
				return false
			})
		}
	}
	if maps < 20 || both == 0 {
		t.Fatalf("%d maps, %d with Boba's Slave I and the Blockade Runner: the case is not met", maps, both)
	}
}

// legendForm tells whether the legend gives label among the forms in
// brackets after "id name" ("Bw1 B-wing 1 (B1, │1)").
func legendForm(legend, idName, label string) bool {
	_, rest, ok := strings.Cut(legend, idName+" (")
	if !ok {
		return false
	}
	forms, _, _ := strings.Cut(rest, ")")
	return slices.Contains(strings.Split(forms, ", "), label)
}

// legendOf is the legend page's text for s, as the viewer of the first
// seat reads it.
func legendOf(s *sb.State) string {
	return strings.Join(help(s, engine.Player(0), nil)[0].Lines, "\n")
}
