package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// eventText is the events' lines, one a line.
func eventText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String() + "\n")
	}
	return b.String()
}

// Assemble Your Fleet: a scenario whose fleets are given rolls for who sets
// up first as the game is made, and a fixed set-up rolls round 1's
// initiative then. Those rolls went nowhere (the log opened on the first
// ship placed, or on the winner's first move, with no roll told; found by
// a scenario author's play-test); the log now opens with them.
func TestRule_AssembleYourFleet_RollsOpenTheLog(t *testing.T) {
	s := newGame(t, "coruscant", 3)
	txt := eventText(s.Opening())
	if !strings.Contains(txt, "roll to set up: 1d20") || !strings.Contains(txt, "sets up first") {
		t.Errorf("coruscant's opening:\n%s", txt)
	}
	if first := s.Phase().Actors[0]; !strings.Contains(txt, s.rules.sides[first].name+" rolled lower") {
		t.Errorf("the opening does not name %s, who sets up:\n%s", s.rules.sides[first].name, txt)
	}

	// The first ship set up no longer repeats the rolls ("Set-up rolls:
	// the Light Side 13, the Dark Side 9; …" stood for the dice the log
	// lacked): the log tells them once.
	first := s.Phase().Actors[0]
	_, ev := apply(t, s, s.Legal(first)[0])
	if txt := eventText(ev); strings.Contains(txt, "roll") {
		t.Errorf("the first ship set up tells the rolls again:\n%s", txt)
	}

	// Fixed: the Dark Side's check of 3 is the lower, so it moves first.
	f := battle(t, "", nil, []int{20, 3}, "light:Millennium Falcon@2,30:N", "dark:Slave I (Boba Fett)@2,2:S")
	txt = eventText(f.Opening())
	for _, want := range []string{"Round 1 begins", "initiative check: 1d20 [20]", "initiative check: 1d20 [3]", "moves first and attacks second"} {
		if !strings.Contains(txt, want) {
			t.Errorf("the fixed set-up's opening lacks %q:\n%s", want, txt)
		}
	}
	if !f.Phase().Acting(1) {
		t.Errorf("the Dark Side won the initiative but %v acts", f.Phase().Actors)
	}

	// Fleets built in the game roll when they are ready, and tell it then.
	if ev := newGame(t, "standard", 3).Opening(); len(ev) != 0 {
		t.Errorf("a game of built fleets opens with\n%s", eventText(ev))
	}
}
