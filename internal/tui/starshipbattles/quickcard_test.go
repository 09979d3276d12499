package starshipbattles

import (
	"regexp"
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// cardText is a ship's stat card beside the map at width w, its wrapped
// lines joined and its blanks run together.
func cardText(s *sb.State, sh sb.ShipInfo, w int) string {
	g := &sbGame{theme: render.NewTheme(false, false), st: tui.NewStyles(false)}
	l := &lines{w: w, rows: 100}
	g.card(l, s, sh)
	return strings.Join(strings.Fields(strings.Join(l.out, " ")), " ")
}

// TestQuickStartCardSaysItOnce: under the Quick Start rules a stat card
// names each special ability once. The rulebook's Quick Start battle sets
// the special abilities aside (its Attack Phase: do not worry about them)
// and the Command counters (Command Cards are not used), but keeps
// Point-Defense, a card entry its Attack Phase uses, and Fighter Launch,
// with which its Move Phase launches the fighters; the game's rules do
// the same (a Quick Start attack on the Executor takes no DR off). So
// the card lists PD and Fighter Launch with the side's numbers, and every
// other ability of either side once, under "Not in Quick Start". It read
// "PD +7, DR 1, Fighter Launch 3", then "Not in Quick Start: DR 1,
// Command", then the reduced side's "PD +3, DR 1, Fighter Launch 2" (found
// in play at 80×24). Under the advanced rules the card is as printed.
func TestQuickStartCardSaysItOnce(t *testing.T) {
	cards, dr := 0, 0
	for _, sc := range []string{"quickstart", "standard"} {
		sess := session(t, sc, 3)
		seen := map[string]bool{}
		playUntil(t, sess, func(s *sb.State) bool {
			if s.Outcome().Over || s.Round() > 8 {
				return true
			}
			for _, sh := range s.Ships() {
				key := s.Name(sh.ID) + map[bool]string{true: " reduced"}[sh.Reduced]
				if seen[key] || sh.Where == sb.Destroyed || sh.Where == sb.Fled {
					continue
				}
				seen[key] = true
				c, _ := s.Card(sh.Card)
				for _, w := range []int{30, 40, 48} {
					text := cardText(s, sh, w)
					cards++
					checkQuickStartCard(t, s, c, text)
					if strings.Contains(text, "DR 1") {
						dr++
					}
				}
			}
			return false
		})
	}
	if cards < 60 || dr < 6 {
		t.Fatalf("%d cards, %d with DR: the case is not met", cards, dr)
	}
}

func checkQuickStartCard(t *testing.T, s *sb.State, c sb.Card, text string) {
	t.Helper()
	const not = "Not in Quick Start: "
	sides := []sb.Side{c.Full}
	if c.Reduced != nil {
		sides = append(sides, *c.Reduced)
	}
	// count is how many times an ability is named, as a whole entry.
	count := func(in, a string) int {
		return len(regexp.MustCompile(`(^|[ ,;:])`+regexp.QuoteMeta(a)+`($|[ ,;])`).FindAllString(in, -1))
	}
	// The card from its first side on: the ship's name above may hold an
	// ability's word (the TIE Interceptor's Interceptor).
	first := len(text)
	for _, side := range []string{"Full: ", "Reduced: "} {
		if i := strings.Index(text, side); i >= 0 {
			first = min(first, i)
		}
	}
	text = text[min(first, len(text)):]
	_, after, hasNot := strings.Cut(text, not)
	notList := after // the line's entries, up to what follows it on the card
	for _, next := range []string{" Reduced: ", " Full: ", " No reduced side", " Launched "} {
		notList, _, _ = strings.Cut(notList, next)
	}
	if !s.QuickStart() {
		if hasNot {
			t.Errorf("%s: the advanced rules' card says %q:\n%s", c.Name, not, text)
		}
		for _, sd := range sides {
			for _, a := range sd.AbilityList() {
				if count(text, a) == 0 {
					t.Errorf("%s: the advanced rules' card leaves out %q:\n%s", c.Name, a, text)
				}
			}
		}
		return
	}
	for _, sd := range sides {
		for _, a := range sd.AbilityList() {
			kept := strings.HasPrefix(a, sb.FighterLaunch.String())
			switch n := count(text, a); {
			case kept && count(notList, a) > 0:
				t.Errorf("%s: %q, which the Quick Start game keeps, is under %q:\n%s", c.Name, a, not, text)
			case !kept && (n != 1 || count(notList, a) != 1):
				t.Errorf("%s: %q is named %d times, %d of them under %q:\n%s", c.Name, a, n, count(notList, a), not, text)
			}
		}
	}
	if len(c.Command) > 0 && count(notList, "Command") != 1 {
		t.Errorf("%s: the card does not say the Command entries are not used:\n%s", c.Name, text)
	}
}
