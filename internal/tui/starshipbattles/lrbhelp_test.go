package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// The attack's rule page tells the two halvings apart (rules 11): a
// Long-Range Bomber's named weapon halves its Damage rating and adds the
// bonuses after, Long-Range Bombardment halves the attack's whole damage,
// bonuses included, before DR. It said "at half Damage" for both.
func TestAttackRuleTellsTheHalvingsApart(t *testing.T) {
	sess := session(t, "standard", 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseAttack })
	s := sess.State().(*sb.State)
	var page string
	for _, in := range s.Legal(s.Phase().Actors[0]) {
		if a, ok := in.(sb.Attack); ok {
			page = strings.Join(rulePage(s, a).Lines, " ")
			break
		}
	}
	if page == "" {
		t.Fatal("no attack to hover in the first attack phase")
	}
	for _, want := range []string{"Long-Range Bomber's named weapon at half its Damage rating, bonuses added after",
		"under Long-Range Bombardment at half the attack's whole damage, bonuses included, before DR comes off"} {
		if !strings.Contains(page, want) {
			t.Errorf("the attack's rule page does not say %q:\n%s", want, page)
		}
	}
}
