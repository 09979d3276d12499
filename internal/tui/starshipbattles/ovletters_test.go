package starshipbattles

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestOverviewTellsShipsApart: the overview (0 at 80×24) drew a ship as
// its id's first letter, so the Quick Start's Executor and Emperor's
// Shuttle were both E, and the TIE Interceptor, TIE Bomber and Transport
// all T. Each ship now shows a letter no other ship shows, and the legend
// names every ship whose letter is not its id's first ("ES as S").
func TestOverviewTellsShipsApart(t *testing.T) {
	th := render.NewTheme(false, false)
	maps := 0
	for _, sc := range []string{"quickstart", "standard", "coruscant"} {
		sess := session(t, sc, 3)
		playUntil(t, sess, func(s *sb.State) bool {
			if s.Outcome().Over || s.Round() > 3 {
				return true
			}
			if s.Phase().Name != sb.PhaseAttack {
				return false
			}
			g := &sbGame{theme: th}
			v := g.MapView(s, 0, nil)
			v.Units = g.Units(s, 0)
			v.Zoom, v.NoCursor = render.Overview, true
			cols, rows := s.Grid()
			lines := strings.Split(ansi.Strip(render.SquareMap(v, render.Viewport{Width: 2 * cols, Height: rows}, th)), "\n")
			ids := mapIDs(s, s.Ships())
			legend := legendOf(s)
			shown := map[string]string{}
			for i, sh := range s.Ships() {
				if sh.Where != sb.OnGrid {
					continue
				}
				q := labelSquare(sh.Space)
				l := string([]rune(lines[q.Y])[2*q.X])
				name := s.Name(sh.ID)
				if other, ok := shown[strings.ToUpper(l)]; ok {
					t.Errorf("%s round %d: %s and %s are both %q in the overview:\n%s", sc, s.Round(), other, name, l, strings.Join(lines, "\n"))
				}
				shown[strings.ToUpper(l)] = name
				if !strings.HasPrefix(ids[i], l) && !strings.Contains(strings.Join(strings.Fields(legend), " "), ids[i]+" as "+l) {
					t.Errorf("%s: the legend does not say that %s (%s) is %q in the overview:\n%s", sc, name, ids[i], l, legend)
				}
			}
			maps++
			return false
		})
	}
	if maps < 5 {
		t.Fatalf("%d maps: the case is not met", maps)
	}
}
