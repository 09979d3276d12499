package starshipbattles

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestActionListSpellsEachNameOnce: one action list names a ship one way,
// by its name or by its map id, and a weapon one way, in full or by its
// keyword, in every line of it, at both widths of the list: the attacks,
// and the Fleet Commander options that say which ship pays. No line is
// wider than the list. Each line was shortened on its own as it needed,
// so that one list read "Vi Turbolasers at Executor front" above "Vi
// Frontal Battery at Ex front" (found in play at 80×24, and "Executor
// right" beside "Ex right" at 120 columns).
func TestActionListSpellsEachNameOnce(t *testing.T) {
	attackLists, playLists := 0, 0
	for _, sc := range []string{"quickstart", "coruscant", "standard", "teams"} {
		for _, seed := range []uint64{3, 5, 8} {
			sess := session(t, sc, seed)
			playUntil(t, sess, func(s *sb.State) bool {
				if s.Outcome().Over || s.Round() > 6 {
					return true
				}
				if len(s.Phase().Actors) == 0 {
					return false
				}
				by := s.Phase().Actors[0]
				for _, w := range []int{32, 38} {
					where := fmt.Sprintf("%s seed %d round %d %s, list %d wide", sc, seed, s.Round(), s.Phase().Name, w)
					a, p := checkListNames(t, s, by, w, where)
					attackLists += a
					playLists += p
				}
				return false
			})
		}
	}
	if attackLists < 50 || playLists < 5 {
		t.Fatalf("%d lists of attacks and %d of options naming their payer: the case is not met", attackLists, playLists)
	}
	t.Logf("%d lists of attacks, %d of options", attackLists, playLists)
}

// checkListNames checks the list of by's attacks and that of its options
// in s at width w, and counts those of two lines or more.
func checkListNames(t *testing.T, s *sb.State, by engine.Player, w int, where string) (attacks, plays int) {
	t.Helper()
	g := &sbGame{last: s, itemW: w}
	ships := s.Ships()
	ids := mapIDs(s, ships)
	spelt := map[string]map[string]bool{} // every way a ship or weapon is written
	note := func(k, how string) {
		if spelt[k] == nil {
			spelt[k] = map[string]bool{}
		}
		spelt[k][how] = true
	}
	// ship notes how a ship is written in text, which must be its name or
	// its map id.
	ship := func(item, text string, id sb.ShipID) {
		switch text {
		case s.Name(id):
			note("ship "+s.Name(id), "name")
		case ids[id]:
			note("ship "+s.Name(id), "id")
		default:
			t.Errorf("%s: %q names a ship %q, neither %q nor %q", where, item, text, s.Name(id), ids[id])
		}
	}
	var lines []string
	for _, in := range s.Legal(by) {
		var item string
		switch x := in.(type) {
		case sb.Attack:
			item = g.Item(x)
			attacks++
			name, id := s.Name(x.Ship), ids[x.Ship]
			var rest string
			switch {
			case strings.HasPrefix(item, name+" "):
				ship(item, name, x.Ship)
				rest = strings.TrimPrefix(item, name+" ")
			case strings.HasPrefix(item, id+" "):
				ship(item, id, x.Ship)
				rest = strings.TrimPrefix(item, id+" ")
			default:
				t.Fatalf("%s: %q names its attacker neither %q nor %q", where, item, name, id)
			}
			weapon, target, _ := strings.Cut(rest, " at ")
			wp, _ := weaponOf(s, ships[x.Ship], x.Weapon)
			note("weapon "+name+"/"+wp.Name, weapon)
			ship(item, strings.TrimSuffix(target, " "+x.Face.String()), x.Target)
		case sb.Play:
			item = g.Item(x)
			if len(s.Payers(x.By, x.Option)) < 2 {
				continue
			}
			plays++
			if _, payer, ok := strings.Cut(item, ", paid by "); ok {
				payer, _, _ = strings.Cut(payer, " (")
				ship(item, payer, s.PayerOf(x))
			} else if _, payer, ok := strings.Cut(item, ": "); ok {
				ship(item, payer, s.PayerOf(x))
			} else {
				t.Errorf("%s: %q does not name who pays", where, item)
			}
		default:
			continue
		}
		lines = append(lines, item)
		if tui.Width(item) > w {
			t.Errorf("%s: %q is wider than the list", where, item)
		}
	}
	for k, hows := range spelt {
		if len(hows) > 1 {
			t.Errorf("%s: %s is written %d ways:\n%s", where, k, len(hows), strings.Join(lines, "\n"))
		}
	}
	return min(attacks/2, 1), min(plays/2, 1)
}
