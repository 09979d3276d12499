package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestSheetShieldsSayWhatTheNumbersAre: the sheet read "Shields 4 (4 left)"
// and, for a ship without power, "Shields 0 (4 left)", where nothing said
// what the second number is (found by a play-tester): it is this turn's
// pool, which a ship without power does not use. The line now names this
// turn's pool, left of the rating as Armor and Crew are ("Shield pool
// 3/4"), and a ship without power has its shields unpowered; at 80×24 the
// line holds the armor too.
func TestSheetShieldsSayWhatTheNumbersAre(t *testing.T) {
	s := session(t, "standard", false, 1).State().(*sscs.State)
	var sh sscs.ShipInfo
	for _, x := range s.Ships() {
		if x.Name == "Bastion" {
			sh = x
		}
	}
	b := newBoard(cfg)
	b.g.names.s = s
	line := func(sh sscs.ShipInfo) string {
		for _, l := range b.g.recordHead(s, sh, 30) {
			if strings.HasPrefix(l, "Shield") {
				return l
			}
		}
		return ""
	}
	sh.Shields, sh.ShieldLeft = 4, 3
	if got := line(sh); !strings.Contains(got, "Shield pool 3/4 Armor") {
		t.Errorf("powered, 3 of 4 left: %q", got)
	}
	sh.Powered, sh.Shields, sh.ShieldLeft = false, 0, 4
	if got := line(sh); !strings.Contains(got, "Shields unpowered Armor") || strings.Contains(got, "left") {
		t.Errorf("without power: %q", got)
	}
}
