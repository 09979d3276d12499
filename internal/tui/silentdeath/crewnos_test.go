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
// name each seat's crew member by his roster number, as the roster does
// ("pilot #3"): exactly the member the field screen last showed in the
// seat (Fielding), for both sides, also where crew share their skills (the
// builder's rosters hire pilots of Plt 5 Gnr 5 alike), and where side 0
// seats its pilots otherwise than the builder (its first and last craft's
// pilots swapped); a one-off battle's records carry none.
func TestCampaignBattleCrewNumbers(t *testing.T) {
	alike := 0  // the most fielded pilots of one side with the same skills
	trades := 0 // pilots side 0 seated otherwise than the builder
	for _, seed := range []uint64{1, 2, 3, 5} {
		sess := sdSession(t, "campaign", seed, false)
		// seated[p][label][seat] is the roster number the field screen
		// last showed in the seat.
		seated := [2]map[string][]int{{}, {}}
		traded := false
		c := playUntil(t, sess, func(c *sd.Campaign) bool {
			if fv, ok := c.Fielding(0); ok && !traded {
				traded = true
				trades += sdTradePilots(t, sess, c, fv)
				c = sess.State().(*sd.Campaign)
			}
			for p := engine.Player(0); p < 2; p++ {
				fv, ok := c.Fielding(p)
				if !ok {
					continue
				}
				crew := c.Squadron(p).Crew
				for _, r := range fv.Rows {
					if !r.Fielded {
						continue
					}
					nos := make([]int, len(r.Seats))
					for i, s := range r.Seats {
						nos[i] = crew[s.Member].No
					}
					seated[p][strings.SplitN(r.Label, " (", 2)[0]] = nos
				}
			}
			return c.Battle() != nil
		})
		if !traded {
			t.Fatalf("seed %d: side 0 never fielded", seed)
		}
		b := c.Battle()
		board := &sdGame{theme: render.NewTheme(false, false)}
		skills := [2]map[[2]int]int{{}, {}}
		for _, cv := range b.Crafts() {
			want, ok := seated[cv.Side][cv.Label]
			got := sdCrewNos(c, cv.Index)
			if !ok {
				if got != nil {
					t.Errorf("seed %d: %s is no roster craft but has numbers %q", seed, cv.Label, got)
				}
				continue
			}
			delete(seated[cv.Side], cv.Label)
			if len(got) != len(want) {
				t.Fatalf("seed %d: %s reads %q, the field screen seated %v", seed, cv.Label, got, want)
			}
			for i := range got {
				if w := "#" + strconv.Itoa(want[i]); got[i] != w {
					t.Errorf("seed %d: %s seat %d reads %q, the field screen seated %s", seed, cv.Label, i, got[i], w)
				}
			}
			k := [2]int{cv.Crew[0].Plt, cv.Crew[0].Gnr}
			skills[cv.Side][k]++
			alike = max(alike, skills[cv.Side][k])
			if !cv.InPlay {
				continue
			}
			for _, me := range []engine.Player{0, 1} {
				view := c.View(me)
				sheet := strings.Join(board.Sheet(view, me, cv.Hex, nil, 44, 40), "\n")
				if !strings.Contains(sheet, "Pilot "+got[0]+" Plt ") {
					t.Errorf("seed %d: side %d's sheet of %s does not name its pilot %s:\n%s", seed, me, cv.Label, got[0], sheet)
				}
			}
		}
		for p := range seated {
			if len(seated[p]) > 0 {
				t.Errorf("seed %d: side %d fielded %v, not in the battle", seed, p, seated[p])
			}
		}
	}
	t.Logf("at most %d fielded pilots of one side share their skills; %d pilots traded", alike, trades)
	if trades == 0 {
		t.Error("side 0 never seated a pilot otherwise than the builder")
	}
	if alike < 4 {
		t.Errorf("no side fielded more than %d pilots of the same skills", alike)
	}
	// A one-off battle has no roster.
	one := sdSession(t, "minefield", 1, false)
	st := sd.BattleOf(one.State())
	c := st.Crafts()[0]
	if nos := sdCrewNos(one.State(), c.Index); nos != nil {
		t.Errorf("a one-off battle: %v", nos)
	}
	if sheet := strings.Join((&sdGame{theme: render.NewTheme(false, false)}).Sheet(one.State(), 0, c.Hex, nil, 44, 40), "\n"); strings.Contains(sheet, "#") {
		t.Errorf("a one-off battle's sheet has a number:\n%s", sheet)
	}
}

// sdTradePilots swaps the pilots of side 0's first and last fielded craft
// when they share their skills, through the field screen's own steps (the
// first craft kept home gives its pilot up, who takes the last craft's
// seat, whose pilot flies the first craft, which is fielded again), so
// that the seats are not the builder's. It returns the pilots moved.
func sdTradePilots(t *testing.T, sess *engine.Session, c *sd.Campaign, fv sd.FieldView) int {
	t.Helper()
	crew := c.Squadron(0).Crew
	var rows []sd.FieldChoice
	for _, r := range fv.Rows {
		if r.Fielded {
			rows = append(rows, r)
		}
	}
	if len(rows) < 2 {
		return 0
	}
	a, b := rows[0], rows[len(rows)-1]
	pa, pb := a.Seats[0].Member, b.Seats[0].Member
	if crew[pa].Plt != crew[pb].Plt || crew[pa].Gnr != crew[pb].Gnr {
		return 0
	}
	for _, in := range []engine.Intent{
		sd.Field{By: 0, Craft: a.Craft},
		sd.Crew{By: 0, Craft: a.Craft, Seat: 0, Off: true},
		sd.Crew{By: 0, Craft: b.Craft, Seat: 0, Member: pa},
		sd.Crew{By: 0, Craft: a.Craft, Seat: 0, Member: pb},
		sd.Field{By: 0, Craft: a.Craft, On: true},
	} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatalf("%v: %v", in, err)
		}
	}
	return 2
}
