package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestTextsWriteThousandsApart: every cost, budget and score of 1 000 or
// more the package writes for the players sets its thousands apart, as
// the build screen and the budget question do ("3 000 to spend"): the
// briefing's forces, the log's picks and squadrons, a pick refused for
// its cost and the battle's result. They wrote "3000", "1428", "2977".
func TestTextsWriteThousandsApart(t *testing.T) {
	b := loadScenario(t, "built").Briefing(nil)
	for _, f := range b.Forces {
		if !strings.Contains(f, "to a cost of 3 000,") {
			t.Errorf("built: briefing %q", f)
		}
	}
	b = loadScenario(t, "standard").Briefing(nil)
	if !strings.Contains(b.Forces[0], "Concord, cost 2 977:") || !strings.Contains(b.Forces[0], "Bastion (cruiser, 1 428)") ||
		!strings.Contains(b.Forces[1], "Vorr, cost 4 513:") {
		t.Errorf("standard: briefing %q", b.Forces)
	}

	s := newGame(t, "built", 1)
	s, ev := apply(t, s, Pick{By: 0, Design: "Bastion"})
	if text := eventsText(ev); !strings.Contains(text, "picks a Bastion (cost 1 428); 1 428 of 3 000 spent") {
		t.Errorf("the pick's log line: %s", text)
	}
	s, _ = apply(t, s, Pick{By: 0, Design: "Bastion"})
	refuse(t, s, Pick{By: 0, Design: "Bastion"}, "the Bastion costs 1 428 (with its craft) but only 144 of 3 000 are left")
	s, ev = apply(t, s, Ready{By: 0})
	s, ev2 := apply(t, s, Pick{By: 1, Design: "Maw"})
	_, ev3 := apply(t, s, Ready{By: 1})
	if text := eventsText(append(append(ev, ev2...), ev3...)); !strings.Contains(text, "squadron (cost 2 856 of 3 000)") ||
		!strings.Contains(text, "squadron (cost 1 755 of 3 000)") {
		t.Errorf("the squadrons' log lines: %s", text)
	}

	// The result: the cost each side destroyed, thousands apart.
	st := newGame(t, "standard", 1)
	st.mut(st.mustShip(t, "Bastion")).status = stScrap
	e := ending{why: "the turn limit of 30 is reached", loser: engine.NoPlayer}
	if r := st.reason(e); !strings.Contains(r, "Vorr 1 428") {
		t.Errorf("the result: %s", r)
	}
	e.loser = 0
	if r := st.reason(e); !strings.Contains(r, "Vorr 1 428)") {
		t.Errorf("the result: %s", r)
	}
}
