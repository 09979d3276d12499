package starmada

import (
	"strings"
	"testing"

	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// TestB5HelpSaysCasualtiesComeAfterTheChart: the Leviathan's Neural Lances
// carry B.5, and the rule page of their declaration said only "each damage
// die also draws a crew casualty", where under rules 13 (the thirty-eighth
// audit, docs/rules/starmada.md) a roll's casualties are lined after all of
// its chart results, so a hull hit of the same roll never overlaps them (3
// and 6 leave one hit and two lines), and the log's line ends so. The page
// says it as the document does.
func TestB5HelpSaysCasualtiesComeAfterTheChart(t *testing.T) {
	sess := session(t, "satellites", false, 1, nil)
	s := now(sess)
	lines := strings.Join(targetRules(s, sm.Target{By: 0, Ship: "Leviathan", Battery: "b", Target: sm.Ref{Ship: "Paladin"}}), "\n")
	want := "each damage die also draws a crew casualty, lined after all the roll's chart results (4.3.2)"
	if !strings.Contains(lines, "B.5 ") || !strings.Contains(lines, want) {
		t.Errorf("the Neural Lances' rule page does not say %q:\n%s", want, lines)
	}
}

// TestLoseRuleSaysACrippledShipsOwnerChooses: under rules 13 (4.2.3 with
// 4.3.2, thirty-eighth audit) the owner of a crippled ship is asked what
// its weapon and equipment hits take, as any defender is, since the ship
// stays on the board and its equipment keeps working; the rule page of the
// choice said nothing of a crippled ship, so a player asked about one with
// no move and no fire left read no reason for the question.
func TestLoseRuleSaysACrippledShipsOwnerChooses(t *testing.T) {
	s := now(session(t, "satellites", false, 1, nil))
	r := strings.Join(rulePage(s, sm.Lose{By: 1, Ship: "Paladin"}).Lines, "\n")
	want := "a crippled ship's owner's too: the ship stays on the board and its ECM, armor plating, AGB and ARS keep working (4.3.2)"
	if !strings.Contains(r, want) {
		t.Errorf("the rule page of a loss does not say %q:\n%s", want, r)
	}
}
