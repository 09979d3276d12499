package starshipbattles

import (
	"strings"
	"testing"
)

// TestRevealCountsEachCard: the fleets revealed together name each card
// once with its count ("X-wing Starfighter ×3"), in the order first
// bought; ten X-wings read as the name ten times over (found in play).
func TestRevealCountsEachCard(t *testing.T) {
	s := newGame(t, "standard", 1)
	xw, falcon, isd := cardID(t, s, "X-wing Starfighter"), cardID(t, s, "Millennium Falcon"), cardID(t, s, "Imperial Star Destroyer")
	for _, c := range []CardID{xw, falcon, xw, xw} {
		s, _ = apply(t, s, Add{By: 0, Card: c})
	}
	s, _ = apply(t, s, Add{By: 1, Card: isd})
	s, _ = apply(t, s, Done{By: 1})
	_, ev := apply(t, s, Done{By: 0})
	log := texts(ev)
	if !strings.Contains(log, "reveals its fleet") || !strings.Contains(log, ": X-wing Starfighter ×3, Millennium Falcon.") {
		t.Fatalf("the reveal does not count the X-wings once:\n%s", log)
	}
	if !strings.Contains(log, ": Imperial Star Destroyer.") {
		t.Fatalf("a card bought once is named without a count:\n%s", log)
	}
}
