package starshipbattles

import (
	"regexp"
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestPayerCounterStaysWhole: the counter after an option several ships
// could pay for, "(←/→ 1 of 2)", is one piece on the screen. Wrapped at a
// space like any words, a play-tester read "(←/→ 1 of" on one line and
// "2)" on the next. Drawn at every width from 60 to 120 columns, each
// counter on the question's screen is whole on its line.
func TestPayerCounterStaysWhole(t *testing.T) {
	whole := regexp.MustCompile(`\(←/→ \d+ of \d+\)`)
	for _, scenario := range []string{"coruscant", "standard"} {
		for seed := uint64(1); seed <= 8; seed++ {
			sess := sessionWith(t, scenario, nil, seed)
			found := false
			playUntil(t, sess, func(s *sb.State) bool {
				if s.Outcome().Over || s.Round() > 6 {
					return true
				}
				if !isQuestion(s.Phase().Name) {
					return false
				}
				for _, r := range promptRows(s.Legal(s.Phase().Actors[0])) {
					found = found || len(r.ins) > 1
				}
				return found
			})
			if !found {
				continue
			}
			d := game(t, config(), sess, 80, 24)
			m := d.Snap().Phase.(*promptModel)
			checked := 0
			for w := 60; w <= 120; w++ {
				for _, l := range strings.Split(tui.Plain(m.View(w, 40)), "\n") {
					opens := strings.Count(l, "(←/→")
					if opens == 0 {
						continue
					}
					checked++
					if got := len(whole.FindAllString(l, -1)); got != opens {
						t.Fatalf("at %d columns the payer's counter is broken across lines:\n%s", w, m.View(w, 40))
					}
				}
			}
			if checked == 0 {
				t.Fatalf("%s seed %d: no counter drawn", scenario, seed)
			}
			return
		}
	}
	t.Fatal("no question offered two payers in the battles played")
}
