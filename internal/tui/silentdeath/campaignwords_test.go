package silentdeath

import (
	"strings"
	"testing"

	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestCampaignScreensAgreeWithAPluralUnit: the roster and fielding screens
// put the verb in the plural for a unit named in the plural: "The
// Destroyers buy", "The Destroyers (Side …) field and crew"; they read
// "The Destroyers buys" and "fields and crews" (play-test 31).
func TestCampaignScreensAgreeWithAPluralUnit(t *testing.T) {
	sess := sdSession(t, "campaign", 1, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool {
		sh, ok := c.Shop()
		return ok && sh.Done[0] && !sh.Done[1]
	})
	if name := c.Name(1); name != "The Destroyers" {
		t.Fatalf("side 1 is %q: the test wants a unit named in the plural", name)
	}
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	if s := d.Screen(); !strings.Contains(s, "The Destroyers buy; 300 of 300 points left") {
		t.Errorf("the roster screen does not read \"The Destroyers buy\":\n%s", s)
	}

	playUntil(t, sess, func(c *sd.Campaign) bool {
		_, mine := c.Fielding(0)
		_, theirs := c.Fielding(1)
		return !mine && theirs
	})
	d = tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	s := d.Screen()
	if !strings.Contains(s, "The Destroyers (Side") || !strings.Contains(s, ") field and crew at most") {
		t.Errorf("the fielding screen does not read \"The Destroyers (Side …) field and crew\":\n%s", s)
	}
}
