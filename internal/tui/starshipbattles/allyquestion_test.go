package starshipbattles

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
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

// TestAllyQuestionShowsThePayersCard: played at 80x24 in Team Play (seed
// 4, every fleet built by a), Light Side B was asked before Light Side A's
// move, "Play Power to Engines ... (class 2 counter, 1 left)", beside the
// card of its Assault Ship 2, its first ship on the grid; the log then
// said the Republic Cruiser's counter paid. With the cursor on an option
// the card beside the question is that of the ship whose counter pays.
func TestAllyQuestionShowsThePayersCard(t *testing.T) {
	firstOwn := func(s *sb.State, p engine.Player) sb.ShipID {
		for _, sh := range s.Ships() {
			if sh.Where == sb.OnGrid && sh.Owner == p {
				return sh.ID
			}
		}
		return -1
	}
	// payerElsewhere is an option of the question whose payer is on the
	// grid and is not the asked player's first ship there.
	payerElsewhere := func(s *sb.State) bool {
		if _, _, ok := s.AllyPart(); !ok {
			return false
		}
		who := s.Phase().Actors[0]
		for _, in := range s.Legal(who) {
			if p, ok := in.(sb.Play); ok {
				id := s.PayerOf(p)
				if sh, found := s.Ship(id); found && sh.Where == sb.OnGrid && id != firstOwn(s, who) {
					return true
				}
			}
		}
		return false
	}
	for seed := uint64(1); seed <= 12; seed++ {
		sess := session(t, "teams", seed)
		if !playTo(t, sess, payerElsewhere, 3000) {
			continue
		}
		st := sess.State().(*sb.State)
		who := st.Phase().Actors[0]
		d := game(t, config(), sess, 80, 24)
		m, ok := d.Snap().Phase.(*promptModel)
		if !ok {
			t.Fatalf("no question on the screen:\n%s", d.Screen())
		}
		for range m.rows {
			if p, ok := m.Hover().(sb.Play); ok {
				if id := st.PayerOf(p); id != firstOwn(st, who) {
					break
				}
			}
			d.Keys("up")
		}
		p, ok := m.Hover().(sb.Play)
		if !ok {
			t.Fatalf("no option under the cursor:\n%s", d.Screen())
		}
		payer := st.Name(st.PayerOf(p))
		first := st.Name(firstOwn(st, who))
		header := func(name string) bool {
			for _, l := range strings.Split(d.Screen(), "\n") {
				// The card's first line: the ship's name, its facing and
				// its side (cut with … at 80 columns).
				if strings.Contains(l, name+" ") && strings.Contains(l, sideName(st, who)[:6]) && !strings.Contains(l, "decides") {
					return true
				}
			}
			return false
		}
		if !header(payer) || header(first) {
			t.Errorf("seed %d: with the cursor on %v, paid by %s, the card beside the question is not %s's:\n%s", seed, p.Option, payer, payer, d.Screen())
		}
		return
	}
	t.Fatal("no question of an ally's part with a payer other than the first ship in 12 battles")
}
