package stellararmada

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestBriefingTurnLimitAsTheEngineDecides: the briefing's victory says
// what the turn limit's count weighs as the engine weighs it — the
// reactor, then every track but the ammunition (a missile fired counts for
// nothing), and a draw when those are equal. It said "more points on all
// its tracks", and the forces line lists the ammunition among the tracks.
func TestBriefingTurnLimitAsTheEngineDecides(t *testing.T) {
	b := loadScenario(t, "standard").Briefing(nil)
	for _, want := range []string{"more points on all its tracks, ammunition left out", "if those are equal too, the game is drawn"} {
		if !strings.Contains(b.Victory, want) {
			t.Errorf("the victory does not say %q: %s", want, b.Victory)
		}
	}
	if !strings.Contains(strings.Join(b.Forces, " "), "ammo 10/10") {
		t.Fatalf("the forces do not list the ammunition: %q", b.Forces)
	}
	// Fewer missiles left and nothing else: a draw.
	s, _ := apply(t, withTurnLimit(position(t, 1, func(t *Tracks) { t.Ammo = 3 }, nil), 2), EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != engine.NoPlayer {
		t.Errorf("ammunition decided the turn limit: %+v", out)
	}
	// One shield point fewer: the other ship wins on points.
	s, _ = apply(t, withTurnLimit(position(t, 1, func(t *Tracks) { t.Shields = 4; t.Ammo = 10 }, func(t *Tracks) { t.Ammo = 0 }), 2), EndTurn{By: 1})
	if out := s.Outcome(); !out.Over || out.Winner != 1 {
		t.Errorf("the points without the ammunition did not decide: %+v", out)
	}
}
