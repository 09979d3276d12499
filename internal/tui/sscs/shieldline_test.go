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
// 3/4"); at 80×24 the line holds the armor too.
//
// A ship whose shields have no power raises none, so its rating now and its
// pool are 0: the boarding action's Bastion (shields 4, no power) read
// "Shields 0", the words for a ship built without shields, and the unit
// list "shields 0 · no power" (found by a regression play-tester). Every
// ship here is a shipped scenario's, as the game has it.
func TestSheetShieldsSayWhatTheNumbersAre(t *testing.T) {
	ship := func(s *sscs.State, name string) sscs.ShipInfo {
		t.Helper()
		for _, x := range s.Ships() {
			if x.Name == name {
				return x
			}
		}
		t.Fatalf("no %s", name)
		return sscs.ShipInfo{}
	}
	b := newBoard(cfg)
	line := func(s *sscs.State, sh sscs.ShipInfo, w int) string {
		b.g.names.s = s
		var ls []string
		for _, l := range b.g.recordHead(s, sh, w) {
			if strings.HasPrefix(l, "Shield") || strings.HasPrefix(l, "Armor") {
				ls = append(ls, l)
			}
		}
		return strings.Join(ls, " | ")
	}

	std := session(t, "standard", false, 1).State().(*sscs.State)
	if sh := ship(std, "Bastion"); !sh.Powered || sh.ShieldRating != 4 {
		t.Fatalf("the standard Bastion is no longer a powered ship of shields 4: %+v", sh)
	} else if got := line(std, sh, 30); got != "Shield pool 4/4 Armor 2/2" {
		t.Errorf("powered, shields 4: %q", got)
	}
	if sh := ship(std, "Hornet"); !sh.Powered || sh.ShieldRating != 0 {
		t.Fatalf("the Hornet is no longer a powered Wasp without shields: %+v", sh)
	} else if got := line(std, sh, 30); !strings.HasPrefix(got, "Shields 0 Armor") {
		t.Errorf("no shields: %q", got)
	}

	bd := session(t, "boarding", false, 1).State().(*sscs.State)
	bastion := ship(bd, "Bastion")
	if bastion.Powered || bastion.ShieldRating != 4 || bastion.Shields != 0 {
		t.Fatalf("the boarding Bastion is no longer an unpowered ship of shields 4: %+v", bastion)
	}
	for _, c := range []struct {
		w    int
		want string
	}{
		{30, "Shields unpowered Armor 2/2"}, // the sheet at 80×24
		{43, "Shields unpowered Armor 2/2"},
		{44, "Shields unpowered (4 when powered) Armor 2/2"},
	} {
		if got := line(bd, bastion, c.w); got != c.want {
			t.Errorf("unpowered, shields 4, %d wide: %q, want %q", c.w, got, c.want)
		}
	}

	// The unit list (U) tells the two apart too.
	g := newBoard(cfg).g
	if l := g.Summary(bd, 0, bastion.Hex); !strings.Contains(l, "Bastion N speed 1 · HP 33/35 · shields unpowered · no power") {
		t.Errorf("unit list, the boarding Bastion: %q", l)
	}
	if l := g.Summary(std, 0, ship(std, "Hornet").Hex); !strings.Contains(l, "Hornet") || !strings.Contains(l, "shields 0") {
		t.Errorf("unit list, the Hornet: %q", l)
	}
}
