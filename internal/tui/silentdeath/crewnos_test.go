package silentdeath

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
)

// TestCampaignBattleCrewNumbers: in a campaign's battle the craft records
// name the crew by their roster numbers as the roster does ("pilot #3"):
// a number given is the one of the member the field screen seated there
// (Fielding, read before the battle), several only where crew of the same
// skills could sit there and the true one among them; a one-off battle's
// records carry none.
func TestCampaignBattleCrewNumbers(t *testing.T) {
	exact := 0
	for _, seed := range []uint64{1, 2, 3, 5} {
		sess := sdSession(t, "campaign", seed, false)
		// seated[p][label][seat] is the roster number the field screen
		// last showed in the seat.
		seated := [2]map[string][]int{{}, {}}
		bought := [2]bool{}
		c := playUntil(t, sess, func(c *sd.Campaign) bool {
			// Each roster starts with two Night Hawks of pilots of skills
			// of their own, and a third of the skills of the second's,
			// before the builder fills it (its pilots are all alike).
			if _, ok := c.Shop(); ok {
				p := c.Phase().Actors[0]
				if !bought[p] {
					bought[p] = true
					for _, in := range []engine.Intent{
						sd.Buy{By: p, Type: "night-hawk", Plt: 6, Gnr: 4},
						sd.Buy{By: p, Type: "night-hawk", Plt: 7, Gnr: 3},
						sd.Buy{By: p, Type: "night-hawk", Plt: 7, Gnr: 3},
					} {
						if _, err := sess.Apply(in); err != nil {
							t.Fatal(err)
						}
					}
					return false
				}
			}
			for p := engine.Player(0); p < 2; p++ {
				fv, ok := c.Fielding(p)
				if !ok {
					continue
				}
				crew := c.Squadron(p).Crew
				for _, r := range fv.Rows {
					nos := make([]int, len(r.Seats))
					for i, s := range r.Seats {
						if s.Member >= 0 {
							nos[i] = crew[s.Member].No
						}
					}
					seated[p][strings.SplitN(r.Label, " (", 2)[0]] = nos
				}
			}
			return c.Battle() != nil
		})
		b := c.Battle()
		nos := sdCrewNos(c)
		board := &sdGame{theme: render.NewTheme(false, false)}
		for _, cv := range b.Crafts() {
			want, ok := seated[cv.Side][cv.Label]
			got := nos[cv.Index]
			if !ok {
				if strings.Join(got, "") != "" {
					t.Errorf("seed %d: %s is no roster craft but has numbers %q", seed, cv.Label, got)
				}
				continue
			}
			for i, g := range got {
				if g == "" {
					continue
				}
				w := "#" + strconv.Itoa(want[i])
				if g == w {
					exact++
				} else if !strings.Contains("/"+g+"/", "/"+w+"/") {
					t.Errorf("seed %d: %s seat %d reads %q, the field screen seated %s", seed, cv.Label, i, g, w)
				}
			}
			if !cv.InPlay {
				continue
			}
			sheet := strings.Join(board.Sheet(c, cv.Side, cv.Hex, nil, 44, 40), "\n")
			if len(got) > 0 && got[0] != "" && !strings.Contains(sheet, "Pilot "+got[0]+" Plt ") {
				t.Errorf("seed %d: the sheet of %s does not name its pilot %s:\n%s", seed, cv.Label, got[0], sheet)
			}
		}
	}
	t.Logf("%d seats with their one number", exact)
	if exact == 0 {
		t.Error("no seat of four campaigns' first battles has its one roster number")
	}
	// A one-off battle has no roster.
	one := sdSession(t, "minefield", 1, false)
	if nos := sdCrewNos(one.State()); nos != nil {
		t.Errorf("a one-off battle: %v", nos)
	}
	st := sd.BattleOf(one.State())
	c := st.Crafts()[0]
	if sheet := strings.Join((&sdGame{theme: render.NewTheme(false, false)}).Sheet(one.State(), 0, c.Hex, nil, 44, 40), "\n"); strings.Contains(sheet, "#") {
		t.Errorf("a one-off battle's sheet has a number:\n%s", sheet)
	}
}
