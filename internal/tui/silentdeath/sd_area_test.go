package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/sdtest"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestEmptyHexNamesItsArea: an empty hex's sheet names the map area the
// hex lies in as the briefings do ("Area I", a section of 11.6's long
// map), which sides set up in it, and what the scenario does there (11.2's
// launch at the tender), each line within the sheet's 30 columns at 80x24.
// It read "at [25,13] I", a letter with nothing to say what it was (found
// in the play-test).
func TestEmptyHexNamesItsArea(t *testing.T) {
	cases := []struct {
		scenario string
		col, row int
		want     []string
		not      []string
	}{
		{"first-game", 25, 13, []string{"Empty space", "at [25,13] in Area I"}, []string{"set up"}},
		{"first-game", 4, 5, []string{"at [4,5] in Area A", "Red set up in Area A"}, []string{"Blue"}},
		{"first-game", 30, 25, []string{"at [30,25] in Area J", "Blue set up in Area J"}, []string{"Red"}},
		{"first-game", 12, 5, []string{"at [12,5] in Areas A and D", "Red set up in Area A"}, []string{"Blue", "in Area D"}},
		{"minefield", 28, 13, []string{"at [28,13] in Area I", "Kubishev-Lloyd set up in Area I",
			"Dark Lathe launches Mk.50s at the tender from Area I (11.2)"}, nil},
		{"minefield", 5, 13, []string{"at [5,13] in Area B", "Dark Lathe set up in Area B"}, []string{"tender"}},
		{"screening", 3, 7, []string{"at [3,7] in section 1", "set up in section 1"}, []string{"Area"}},
	}
	b := newSilentDeathBoard(cfg).game
	for _, c := range cases {
		s := sd.BattleOf(sdSession(t, c.scenario, 1, false).State())
		h := hex.FromOffset(c.col, c.row)
		for _, u := range b.Units(s, 0) {
			if u == h {
				t.Fatalf("%s: [%d,%d] is not empty", c.scenario, c.col, c.row)
			}
		}
		lines := b.Sheet(s, 0, h, nil, tui.SheetWidth(80), 20)
		plain := make([]string, len(lines))
		for i, l := range lines {
			plain[i] = strings.TrimSpace(tuitest.Plain(l))
			if w := tui.Width(tuitest.Plain(l)); w > tui.SheetWidth(80) {
				t.Errorf("%s [%d,%d]: line %q is %d columns wide", c.scenario, c.col, c.row, plain[i], w)
			}
		}
		text := strings.Join(strings.Fields(strings.Join(plain, " ")), " ")
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s [%d,%d]: the sheet does not say %q:\n%s", c.scenario, c.col, c.row, w, strings.Join(plain, "\n"))
			}
		}
		for _, w := range c.not {
			if strings.Contains(text, w) {
				t.Errorf("%s [%d,%d]: the sheet says %q:\n%s", c.scenario, c.col, c.row, w, strings.Join(plain, "\n"))
			}
		}
	}
}

// TestCampaignHexNamesTheSetUp: in a campaign's battle the set-up areas
// are the battle's (its fielded craft's starting hexes), not the
// campaign's, whose sides list no craft: each side is named as setting up
// in some area of the map.
func TestCampaignHexNamesTheSetUp(t *testing.T) {
	st := sdtest.SecondBattle(t).State()
	s := sd.BattleOf(st)
	if s == nil {
		t.Fatal("no battle in play")
	}
	b := newSilentDeathBoard(cfg).game
	taken := map[hex.Hex]bool{}
	for _, u := range b.Units(st, 0) {
		taken[u] = true
	}
	found := map[string]bool{}
	for _, h := range s.Board().Hexes() {
		if taken[h] {
			continue
		}
		text := tuitest.Plain(strings.Join(b.Sheet(st, 0, h, nil, 60, 20), " "))
		for p := engine.Player(0); p < 2; p++ {
			if strings.Contains(text, s.Name(p)+" set up in Area ") || strings.Contains(text, s.Name(p)+" and ") {
				found[s.Name(p)] = true
			}
		}
	}
	for p := engine.Player(0); p < 2; p++ {
		if !found[s.Name(p)] {
			t.Errorf("no hex says where %s set up in battle 2", s.Name(p))
		}
	}
}
