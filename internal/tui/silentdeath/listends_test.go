package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestCrewAndPointsTakeHomeAndEnd: home and end go to the first and the
// last line of the crew step (the skills, "Buy", and in a campaign the
// craft alone) and of the General Engagement's points, as in every other
// list of the program (tui.ListMove); there they did nothing.
func TestCrewAndPointsTakeHomeAndEnd(t *testing.T) {
	_, d, m := nightHawkCrew(t)
	if m.stage != shopCrew {
		t.Fatalf("not on the crew step:\n%s", d.Screen())
	}
	last := len(m.crew.skills()) + 1 // the skills, "Buy", the craft alone
	d.Keys("end")
	if m.row != last {
		t.Errorf("end on the crew step: row %d, want %d", m.row, last)
	}
	d.Keys("home")
	if m.row != 0 {
		t.Errorf("home on the crew step: row %d", m.row)
	}

	p := newPointsScreen(cfg, nil, nil)
	p.Update(tuitest.Key("end"))
	if p.cursor != len(p.levels)-1 {
		t.Errorf("end on the points: %d of %d", p.cursor, len(p.levels))
	}
	p.Update(tuitest.Key("home"))
	if p.cursor != 0 {
		t.Errorf("home on the points: %d", p.cursor)
	}
}
