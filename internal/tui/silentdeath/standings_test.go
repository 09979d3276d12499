package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestCampaignOverShowsTheStandings: a finished campaign's game-over screen
// shows, where a battle's map would be, each unit's scenarios won and
// roster, and how each of the six scenarios went, at 80×24 and 200×60. The
// board was blank above the result (found at the end of a campaign played
// out, play-test 31).
func TestCampaignOverShowsTheStandings(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return c.Outcome().Over })
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		d := tuitest.Game(t, cfg, sess, size[0], size[1])
		s := d.Screen()
		if !strings.Contains(s, "Game over") {
			t.Fatalf("%dx%d: not the game-over screen:\n%s", size[0], size[1], s)
		}
		if size[0] == 200 && !strings.Contains(s, "6 of 6 scenarios played") {
			t.Errorf("%dx%d: the standings do not say how many scenarios were played:\n%s", size[0], size[1], s)
		}
		for p := engine.Player(0); p < 2; p++ {
			sq := c.Squadron(p)
			want := sq.Name + " (Side B)"
			if c.SideA() == p {
				want = sq.Name + " (Side A)"
			}
			if !strings.Contains(s, want) {
				t.Errorf("%dx%d: no standing of %s:\n%s", size[0], size[1], sq.Name, s)
			}
		}
		for i, st := range sd.Stages() {
			// The first words of each result line: the scenario and who won.
			line := st.Title + ": " + c.ResultText(c.Results()[i])
			if !strings.Contains(s, line[:min(len(line), 45)]) {
				t.Errorf("%dx%d: no line %q:\n%s", size[0], size[1], line, s)
			}
		}
	}
}

// TestCampaignStandingsBeforeTheRoles: before the roll for Side A the
// standings name no side's role (both read "Side B" at first).
func TestCampaignStandingsBeforeTheRoles(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	c := sess.State().(*sd.Campaign)
	lines := strings.Join(campaignStandings(c, 80, 15), "\n")
	if strings.Contains(lines, "Side") {
		t.Errorf("roles named before they are rolled:\n%s", lines)
	}
	if !strings.Contains(lines, "Next: Scenario 1: Rescue") {
		t.Errorf("the first scenario is not named as the next:\n%s", lines)
	}
}

// TestCampaignStandingsGiveWayToTheGoToField: the standings stand in for
// the map, but once g opens the map's go-to field (the replay viewer passes
// g on) the board shows the field, which takes every key: hidden behind
// the standings it took the viewer's → unseen.
func TestCampaignStandingsGiveWayToTheGoToField(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	b := newSilentDeathBoard(cfg)
	f := tui.Frame{State: sess.State(), Me: engine.NoPlayer, W: 80, H: 15}
	if s := strings.Join(b.Draw(f), "\n"); !strings.Contains(s, "Next: Scenario 1: Rescue") {
		t.Fatalf("no standings between battles:\n%s", s)
	}
	b.Key(tuitest.Key("g"))
	if !b.Typing() {
		t.Fatal("g did not open the go-to field: the test proves nothing")
	}
	if s := strings.Join(b.Draw(f), "\n"); strings.Contains(s, "Next: Scenario 1: Rescue") || !strings.Contains(s, "go to") {
		t.Errorf("the go-to field is hidden behind the standings:\n%s", s)
	}
}
