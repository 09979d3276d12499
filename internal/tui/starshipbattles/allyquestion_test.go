package starshipbattles

import (
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestAllyQuestionSaysWhatItCoversAndWhatAPassDoes: played at 80x24 in
// Clash over Coruscant for four, the Rebel Fleet was asked before the Mon
// Cal Squadron's launch, "Scramble Fighters ... (class 3 counter)" under
// "covers your teammate's ships of its class": a class 3 counter whose
// option works for class 2 carriers, so the sentence sent the reader to the
// wrong class. Nor did the question, its Pass or its rule pages say that a
// pass ends the asking for that part of the teammate's turn (Prompts, item
// 7), or that the teammate is asked at all. The question says the option
// works for the teammate's ships as for one's own and what a pass does; the
// rule pages say when the question comes and what a pass there means.
func TestAllyQuestionSaysWhatItCoversAndWhatAPassDoes(t *testing.T) {
	sess := session(t, "coruscant-teams", 3)
	playUntil(t, sess, func(s *sb.State) bool {
		if _, _, ok := s.AllyPart(); !ok {
			return false
		}
		for _, in := range s.Legal(s.Phase().Actors[0]) {
			if p, ok := in.(sb.Play); ok && p.Option == sb.ScrambleFighters {
				return true
			}
		}
		return false
	})
	st := sess.State().(*sb.State)
	ally, _, _ := st.AllyPart()
	d := game(t, config(), sess, 80, 24)
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	screen := flat(d.Screen())
	if strings.Contains(screen, "ships of its class") {
		t.Errorf("the question still ties the option to its counter's class:\n%s", d.Screen())
	}
	for _, want := range []string{"works for your teammate's ships as for your own",
		"after a pass you are not asked again in this part of its turn"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the question does not say %q:\n%s", want, d.Screen())
		}
	}
	rule := func() string {
		d.Keys("?", "tab", "tab", "tab")
		s := flat(d.Screen())
		d.Keys("esc")
		return s
	}
	if _, on := d.Snap().Phase.(*promptModel).Hover().(sb.Pass); !on {
		t.Fatal("the question does not open on Pass")
	}
	if want := "After a pass here you are not asked again in this part of " + sideName(st, ally) + "'s turn."; !strings.Contains(rule(), want) {
		t.Errorf("the rule page of Pass does not say %q", want)
	}
	d.Keys("up")
	page := rule()
	for _, want := range []string{"works for your teammate's ships as for your own",
		"Before a teammate's ships move, before it launches and before its attacks, you are asked"} {
		if !strings.Contains(page, want) {
			t.Errorf("the rule page of Scramble Fighters does not say %q:\n%s", want, page)
		}
	}
}
