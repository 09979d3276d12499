package starshipbattles

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/games"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// questions are the phases in which one player is asked something.
var questions = []string{sb.PhaseReroll, sb.PhaseOrder, sb.PhaseDisplace, sb.PhaseAttackerOpts, sb.PhaseDefenderOpts,
	sb.PhaseFlyCasual, sb.PhaseEmperor, sb.PhaseDamageControl, sb.PhaseAllyOpts}

// TestEveryQuestion plays whole battles with the scripted opponent on
// both sides (the standard battle with the scripted builders' fleets,
// Clash over Coruscant with the initiative winner choosing the order) and
// draws the question screen each time one is asked, at 80×24: it must say
// who decides and what about, list every legal answer, start on Pass
// where there is one, and fit.
func TestEveryQuestion(t *testing.T) {
	seen := map[string]int{}
	cfg := tui.Config{}
	type battle struct {
		scenario string
		opts     engine.Options
		seed     uint64
	}
	var games []battle
	for seed := uint64(1); seed <= 6; seed++ {
		games = append(games, battle{"standard", nil, seed}, battle{"coruscant", nil, seed},
			battle{"coruscant-teams", engine.Options{sb.OptInitiative: sb.InitiativeChoose}, seed})
	}
	for _, gm := range games {
		sess := sessionWith(t, gm.scenario, gm.opts, gm.seed)
		opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
		for i := 0; i < 4000 && !sess.State().Outcome().Over; i++ {
			st := sess.State()
			who := st.Phase().Actors[0]
			if isQuestion(st.Phase().Name) {
				seen[st.Phase().Name]++
				several := st.Phase().Name == sb.PhaseDisplace && len(st.(*sb.State).Pushed()) > 1
				if several {
					seen["several pushed"]++
				}
				if seen[st.Phase().Name] <= 3 || several && seen["several pushed"] <= 3 {
					checkQuestion(t, cfg, st.View(who).(*sb.State), who)
				}
			}
			in, err := opp.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("questions asked: %v", seen)
	for _, q := range []string{sb.PhaseReroll, sb.PhaseOrder, sb.PhaseDisplace, sb.PhaseAttackerOpts, sb.PhaseDefenderOpts,
		sb.PhaseFlyCasual, sb.PhaseDamageControl, sb.PhaseAllyOpts, "several pushed"} {
		if seen[q] == 0 {
			t.Errorf("no %q question in the battles played", q)
		}
	}
}

func isQuestion(name string) bool {
	for _, q := range questions {
		if q == name {
			return true
		}
	}
	return false
}

// checkQuestion draws the question screen of who in s.
func checkQuestion(t *testing.T, cfg tui.Config, s *sb.State, who engine.Player) {
	t.Helper()
	m, ok := phaseModel(cfg, s, who, nil).(*promptModel)
	if !ok {
		t.Fatalf("%s: no question screen", s.Phase().Name)
	}
	frame := tuitest.Plain(m.View(80, 22))
	if testing.Verbose() && seenDump[s.Phase().Name] == 0 {
		seenDump[s.Phase().Name]++
		t.Logf("\n%s", frame)
	}
	checkFrame(t, frame, 80, 22, false)
	if !strings.Contains(frame, sideName(s, who)+" decides · "+s.Phase().Name) {
		t.Errorf("the screen does not say who decides what:\n%s", frame)
	}
	if s.Phase().Name == sb.PhaseReroll && !strings.Contains(strings.Join(strings.Fields(frame), " "), "has the initiative") {
		t.Errorf("the reroll question does not say who has the initiative as the checks stand:\n%s", frame)
	}
	if s.Phase().Name == sb.PhaseDisplace {
		// Several fighters pushed at once: the player chooses which goes
		// first (Player's Choice); one alone: only its square.
		flat := strings.Join(strings.Fields(frame), " ")
		want := "Choose one of the "
		if len(s.Pushed()) > 1 {
			want = "choose which goes first"
		}
		if !strings.Contains(flat, want) {
			t.Errorf("the push question of %d fighters does not say %q:\n%s", len(s.Pushed()), want, frame)
		}
	}
	if ally, part, ok := s.AllyPart(); ok {
		// A teammate asked about its ally's part of the phase (rules 11):
		// the screen names the ally and what it is about to do.
		flat := strings.Join(strings.Fields(frame), " ")
		if want := "Your teammate " + sideName(s, ally) + " is about to "; !strings.Contains(flat, want) || part == "" {
			t.Errorf("the question of an ally's %s part does not say %q:\n%s", part, want, frame)
		}
	}
	if name := s.Phase().Name; (name == sb.PhaseAttackerOpts || name == sb.PhaseDefenderOpts) && !strings.Contains(frame, "% to hit for ") {
		t.Errorf("a question before the roll does not give the chance of the attack:\n%s", frame)
	}
	// Every legal answer is on a line: an option with its payers on one,
	// the ship the program picks first.
	var all []engine.Intent
	for i, r := range m.rows {
		all = append(all, r.ins...)
		text := m.choiceText(r.intent())
		if i < 9 && !strings.Contains(frame, text[:min(len(text), 20)]) {
			t.Errorf("%s: choice %q is not on the screen:\n%s", s.Phase().Name, text, frame)
		}
		if _, pass := r.ins[0].(sb.Pass); pass && m.cursor != i {
			t.Errorf("%s: the cursor starts on %d, not on Pass", s.Phase().Name, m.cursor)
		}
		if r.pick != 0 {
			t.Errorf("%s: line %d starts on payer %d, not on the one the program picks", s.Phase().Name, i+1, r.pick)
		}
		for k, in := range r.ins[1:] {
			if p, ok := in.(sb.Play); !ok || p.Payer == sb.NoPayer || p.Option != r.ins[0].(sb.Play).Option {
				t.Errorf("%s: line %d, spelling %d is %v, want the line's option paid by another ship", s.Phase().Name, i+1, k+2, in)
			}
		}
	}
	if !reflect.DeepEqual(all, m.legal) {
		t.Errorf("%s: the lines hold %v, Legal %v", s.Phase().Name, all, m.legal)
	}
}

var seenDump = map[string]int{}

// sessionWith is session with options.
func sessionWith(t testing.TB, scenario string, opts engine.Options, seed uint64) *engine.Session {
	t.Helper()
	sc, err := games.LoadScenario(sb.Game{}, scenario)
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(sb.Game{}, sc, opts, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestEmperorsWill asks the Dark Side where the damage to the Emperor's
// Shuttle goes: the fighters beside it, or pass; the map shows the fighter
// chosen.
func TestEmperorsWill(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		sess := sessionWith(t, "testdata/emperor.yaml", nil, seed)
		// Every ship holds its position; the rest as the scripted
		// opponent plays it.
		opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
		for i := 0; i < 200; i++ {
			st := sess.State().(*sb.State)
			if st.Outcome().Over || st.Phase().Name == sb.PhaseEmperor || st.Round() > 3 {
				break
			}
			who := st.Phase().Actors[0]
			var in engine.Intent = sb.Done{By: who}
			if st.Phase().Name != sb.PhaseMove || st.Check(in) != nil {
				in, _ = opp.Choose(st.View(who), who)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		s := sess.State().(*sb.State)
		if s.Phase().Name != sb.PhaseEmperor {
			continue
		}
		who := s.Phase().Actors[0]
		checkQuestion(t, tui.Config{}, s.View(who).(*sb.State), who)
		d := game(t, config(), sess, 80, 24)
		screen := d.Screen()
		for _, want := range []string{"Emperor's Will", "Shift the damage to TIE Fighter", "Pass"} {
			if !strings.Contains(screen, want) {
				t.Errorf("the question lacks %q:\n%s", want, screen)
			}
		}
		d.Keys("1")
		if sess.State().Phase().Name == sb.PhaseEmperor {
			t.Fatalf("1 did not shift the damage:\n%s", d.Screen())
		}
		return
	}
	t.Fatal("no seed brought Emperor's Will up")
}

// TestQuestionKeys answers a question with the arrows and enter, and with
// a digit; the cursor starts on Pass.
func TestQuestionKeys(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseDefenderOpts })
	d := game(t, config(), sess, 80, 24)
	n := sess.Len()
	d.Keys("enter")
	if sess.Len() != n+1 {
		t.Fatalf("enter did not answer:\n%s", d.Screen())
	}
	if _, ok := sess.Records()[n].Intent.(sb.Pass); !ok {
		t.Fatalf("enter on the first line did not pass: %v", sess.Records()[n].Intent)
	}
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseDefenderOpts })
	d = game(t, config(), sess, 80, 24)
	n = sess.Len()
	d.Keys("up", "enter")
	if _, ok := sess.Records()[n].Intent.(sb.Play); !ok {
		t.Fatalf("up and enter did not play the option: %v", sess.Records()[n].Intent)
	}
}

// TestQuestionMapMarksShipsOffIt asks the Light Side about an attack by
// a ship too far from its target to share the question's map at 80×24:
// the attacker shows as a marker at the map's edge, as on the game
// screen, instead of not at all.
func TestQuestionMapMarksShipsOffIt(t *testing.T) {
	sess := session(t, "coruscant", 2)
	playUntil(t, sess, func(s *sb.State) bool {
		a, ok := s.PendingAttack()
		if !ok || s.Phase().Name != sb.PhaseDefenderOpts {
			return false
		}
		ships := s.Ships()
		return grid.Distance(centre(ships[a.Ship]), centre(ships[a.Target])) > 12
	})
	s := sess.State().(*sb.State)
	a, _ := s.PendingAttack()
	id := mapIDs(s, s.Ships())[a.Ship]
	frame := game(t, config(), sess, 80, 24).Screen()
	found := false
	for _, edge := range []string{"▲", "◥", "▶", "◢", "▼", "◣", "◀", "◤"} {
		if strings.Contains(frame, edge+id) || strings.Contains(frame, id+edge) {
			found = true
		}
	}
	if !found {
		t.Errorf("the attacker %s is not marked at the map's edge:\n%s", id, frame)
	}
}

// TestTeammateQuestion: in team play a teammate of the attacker or of the
// target is asked about the attack's options (rules 3); its question
// screen names the teammate whose ship it concerns and says that its own
// counter pays.
func TestTeammateQuestion(t *testing.T) {
	cfg := tui.Config{}
	for seed := uint64(1); seed <= 6; seed++ {
		sess := sessionWith(t, "coruscant-teams", nil, seed)
		opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
		for i := 0; i < 4000 && !sess.State().Outcome().Over; i++ {
			st := sess.State().(*sb.State)
			who := st.Phase().Actors[0]
			if a, ok := st.PendingAttack(); ok && isQuestion(st.Phase().Name) {
				ships := st.Ships()
				about := a.Target
				if st.Phase().Name == sb.PhaseAttackerOpts {
					about = a.Ship
				}
				if ships[about].Owner != who {
					m := phaseModel(cfg, st.View(who).(*sb.State), who, nil).(*promptModel)
					frame := tuitest.Plain(m.View(80, 22))
					checkFrame(t, frame, 80, 22, false)
					flat := strings.Join(strings.Fields(frame), " ")
					if !strings.Contains(flat, "teammate "+sideName(st, ships[about].Owner)+"'s") || !strings.Contains(flat, "your own counter") {
						t.Fatalf("a teammate's question does not say whose ship it concerns:\n%s", frame)
					}
					return
				}
			}
			in, err := opp.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no teammate was asked in six Clashes over Coruscant for four")
}

// TestTeamOrderQuestionSaysWhoChooses: in team play with 'choose' the
// winning team's order is asked of its first player still on the grid
// (rules 7); the question says the team won and, when the team's first
// seat has no ship left, why this player is asked (it said "You won the
// initiative. Who moves first?" as in a duel).
func TestTeamOrderQuestionSaysWhoChooses(t *testing.T) {
	asked, stood := 0, 0
	for seed := uint64(1); seed <= 12 && stood == 0; seed++ {
		sess := sessionWith(t, "coruscant-teams", engine.Options{sb.OptInitiative: sb.InitiativeChoose}, seed)
		opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 1)
		for i := 0; i < 4000 && !sess.State().Outcome().Over; i++ {
			st := sess.State()
			who := st.Phase().Actors[0]
			if st.Phase().Name == sb.PhaseOrder {
				view := st.View(who).(*sb.State)
				m := phaseModel(tui.Config{}, view, who, nil).(*promptModel)
				text := strings.Join(strings.Fields(strings.Join(m.context(), " ")), " ")
				if !(strings.Contains(text, "Your team won the initiative") || strings.Contains(text, "Your team has the initiative")) || !strings.Contains(text, "Which team moves first?") {
					t.Fatalf("seed %d round %d: the team's question: %q", seed, view.Round(), text)
				}
				asked++
				first := who
				for p := engine.Player(0); p < who; p++ {
					if view.FactionOf(p) == view.FactionOf(who) {
						first = p
						break
					}
				}
				says := strings.Contains(text, "you choose for it, as "+sideName(view, first)+" has no ship left on the grid")
				if says != (first != who) {
					t.Fatalf("seed %d round %d: %s asked, the team's first seat %s: %q", seed, view.Round(), sideName(view, who), sideName(view, first), text)
				}
				if first != who {
					stood++
				}
			}
			in, err := opp.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("order questions %d, by a second seat %d", asked, stood)
	if asked == 0 || stood == 0 {
		t.Errorf("the battles played asked %d order questions, %d of a team's second seat", asked, stood)
	}
}

// TestQuestionPayer: where more than one ship could pay for an option, the
// question's line names the ship the program picks and ←/→ go through
// the others (Command: the player places the counter); enter plays the
// option with the counter of the ship shown, and the line starts again on
// the program's choice.
func TestQuestionPayer(t *testing.T) {
	for _, scenario := range []string{"coruscant", "standard"} {
		for seed := uint64(1); seed <= 8; seed++ {
			sess := sessionWith(t, scenario, nil, seed)
			row := -1
			playUntil(t, sess, func(s *sb.State) bool {
				if s.Outcome().Over || s.Round() > 6 {
					return true
				}
				if !isQuestion(s.Phase().Name) {
					return false
				}
				who := s.Phase().Actors[0]
				for i, r := range promptRows(s.Legal(who)) {
					if len(r.ins) > 1 {
						row = i
						return true
					}
				}
				return false
			})
			if row < 0 {
				continue
			}
			s := sess.State().(*sb.State)
			who := s.Phase().Actors[0]
			d := game(t, config(), sess, 80, 24)
			m := d.Snap().Phase.(*promptModel)
			r := m.rows[row]
			first, second := r.ins[0].(sb.Play), r.ins[1].(sb.Play)
			flat := func() string { return strings.Join(strings.Fields(d.Screen()), " ") }
			want := fmt.Sprintf("paid by %s", s.Name(s.PayerOf(first)))
			if !strings.Contains(flat(), want) || !strings.Contains(flat(), fmt.Sprintf("(←/→ 1 of %d)", len(r.ins))) {
				t.Fatalf("the line does not name the payer the program picks (%q):\n%s", want, d.Screen())
			}
			if !strings.Contains(d.Screen(), "←/→") {
				t.Fatalf("the keys do not say ←/→:\n%s", d.Screen())
			}
			// The footer holds whole at 80 columns with the payer's keys,
			// help and quit (it ran to 82 and was cut after "u undo").
			tuitest.FooterHolds(t, "a question with a payer", d.Footer(), "←/→ who pays", "? help", "q quit")
			var keys []string
			for j := m.cursor; j != row; j = (j + 1) % len(m.rows) {
				keys = append(keys, "down")
			}
			d.Keys(append(keys, "right", "right", "left")...)
			other := s.Name(second.Payer.Ship())
			if !strings.Contains(flat(), "paid by "+other) || !strings.Contains(flat(), fmt.Sprintf("(←/→ 2 of %d)", len(r.ins))) {
				t.Fatalf("→ → ← does not show %s as the payer:\n%s", other, d.Screen())
			}
			n := sess.Len()
			d.Keys("enter")
			if sess.Len() != n+1 || sess.Records()[n].Intent != engine.Intent(second) {
				t.Fatalf("enter did not play %v: %d intents, the last %v", second, sess.Len(), sess.Records()[sess.Len()-1].Intent)
			}
			after := sess.State().(*sb.State)
			paid := false
			for _, sp := range after.Ships()[second.Payer.Ship()].Spent {
				paid = paid || sp
			}
			if !paid {
				t.Fatalf("%s's counter is not spent", other)
			}
			t.Logf("%s seed %d: %s asked, %s paid by %s instead of %s", scenario, seed, sideName(s, who), first.Option, other, s.Name(s.PayerOf(first)))
			return
		}
	}
	t.Fatal("no question offered two payers in the battles played")
}

// TestFleetCommanderListPayers: an option played in the player's own turn
// with more than one ship to pay is one line a ship in the Fleet
// Commander list, each naming its payer, the program's first.
func TestFleetCommanderListPayers(t *testing.T) {
	sess := session(t, "standard", 4)
	playUntil(t, sess, func(s *sb.State) bool {
		if s.Phase().Name != sb.PhaseMove {
			return false
		}
		who := s.Phase().Actors[0]
		return len(s.Payers(who, sb.PowerToEngines)) > 1 && s.Check(sb.Play{By: who, Option: sb.PowerToEngines}) == nil
	})
	s := sess.State().(*sb.State)
	who := s.Phase().Actors[0]
	d := game(t, config(), sess, 80, 24)
	var lines []sb.Play
	for _, in := range s.Legal(who) {
		if p, ok := in.(sb.Play); ok && p.Option == sb.PowerToEngines {
			lines = append(lines, p)
		}
	}
	payers := s.Payers(who, sb.PowerToEngines)
	if len(lines) != len(payers) || lines[0].Payer != sb.NoPayer {
		t.Fatalf("%d payers, %d lines %v", len(payers), len(lines), lines)
	}
	// Each line names its payer, by name or (where the list is narrow)
	// by its map id, so that the lines differ.
	b := d.Snap().Board
	ids := mapIDs(s, s.Ships())
	seen := map[string]bool{}
	for _, p := range lines {
		item, id := b.Item(p), s.PayerOf(p)
		if !strings.Contains(item, s.Name(id)) && !strings.HasSuffix(item, ": "+ids[id]) || seen[item] {
			t.Errorf("item %q does not name %s (%s), or repeats another", item, s.Name(id), ids[id])
		}
		seen[item] = true
	}
	last := lines[len(lines)-1]
	d.Keys(keysFor(t, d, last)...)
	n := sess.Len()
	if rec := sess.Records()[n-1].Intent; rec != engine.Intent(last) {
		t.Fatalf("the list played %v, want %v:\n%s", rec, last, d.Screen())
	}
}

// TestQuestionNPasses: n declines what a question offers, as it does in
// every game (README's keys), wherever the cursor stands, and the footer
// says so whole at 80 columns. It did nothing: the reroll question and the
// attack's options took only enter, a digit or the arrows.
func TestQuestionNPasses(t *testing.T) {
	kinds := map[string]bool{}
	for seed := uint64(1); seed <= 6 && len(kinds) < 3; seed++ {
		sess := sessionWith(t, "standard", nil, seed)
		playUntil(t, sess, func(s *sb.State) bool {
			if s.Outcome().Over || s.Round() > 4 {
				return true
			}
			name := s.Phase().Name
			if !isQuestion(name) || kinds[name] {
				return false
			}
			for _, r := range promptRows(s.Legal(s.Phase().Actors[0])) {
				if _, ok := r.ins[0].(sb.Pass); ok {
					return true
				}
			}
			return false
		})
		s := sess.State().(*sb.State)
		if s.Outcome().Over || !isQuestion(s.Phase().Name) {
			continue
		}
		name := s.Phase().Name
		kinds[name] = true
		d := game(t, config(), sess, 80, 24)
		m, ok := d.Snap().Phase.(*promptModel)
		if !ok {
			t.Fatalf("%s: no question on the screen:\n%s", name, d.Screen())
		}
		tuitest.FooterHolds(t, name, d.Footer(), "n pass", "? help", "q quit")
		d.Keys("up") // the cursor off Pass: n still passes
		if _, on := m.rows[m.cursor].intent().(sb.Pass); on {
			t.Fatalf("%s: up left the cursor on Pass", name)
		}
		n := sess.Len()
		d.Keys("n")
		if sess.Len() != n+1 {
			t.Fatalf("%s: n played nothing:\n%s", name, d.Screen())
		}
		if _, ok := sess.Records()[n].Intent.(sb.Pass); !ok {
			t.Fatalf("%s: n played %v, not Pass", name, sess.Records()[n].Intent)
		}
	}
	if len(kinds) == 0 {
		t.Fatal("no question with Pass was asked in the battles played")
	}
	t.Logf("questions passed with n: %v", kinds)
}

// TestQuestionClicks answers a question with the mouse, as the action
// list is answered: a click on a line puts the cursor there, a second
// click on it chooses it; a click beside the lines changes nothing.
func TestQuestionClicks(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseDefenderOpts })
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*promptModel)
	if !ok || len(m.rows) < 2 {
		t.Fatalf("no question of two lines or more on the screen:\n%s", d.Screen())
	}
	n, was := sess.Len(), m.cursor
	d.Click(5, 0) // the header: no line of the question
	if m.cursor != was || sess.Len() != n {
		t.Fatalf("a click on the header moved the cursor from %d to %d or answered", was, m.cursor)
	}
	// A line the cursor is not on, and its screen line: the phase model
	// is drawn from the line under the header.
	target := 1
	if was == 1 {
		target = 0
	}
	y := slices.Index(m.rowAt, target) + 1
	if y == 0 {
		t.Fatalf("the question's line %d is not drawn:\n%s", target, d.Screen())
	}
	d.Click(5, y)
	if m.cursor != target || sess.Len() != n {
		t.Fatalf("the first click put the cursor on %d (want %d) or answered:\n%s", m.cursor, target, d.Screen())
	}
	want := m.rows[target].intent()
	d.Click(5, y)
	if sess.Len() != n+1 || sess.Records()[n].Intent != want {
		t.Fatalf("the second click did not answer %v:\n%s", want, d.Screen())
	}
}

// TestDefenderQuestionShowsTheLog: the defender's question filled every
// row with the map and the card, so the shell had no room for the log's
// end under it (tui: phaseWithLog) and the defender decided without the
// results of the attacks before this one. At 80×24 it now leaves the
// log's title and its last lines on screen.
func TestDefenderQuestionShowsTheLog(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		sess := sessionWith(t, "standard", nil, seed)
		playUntil(t, sess, func(s *sb.State) bool {
			return s.Outcome().Over || s.Phase().Name == sb.PhaseDefenderOpts && s.Round() >= 2
		})
		if sess.State().Outcome().Over {
			continue
		}
		d := game(t, config(), sess, 80, 24)
		s := d.Screen()
		if !strings.Contains(s, "Log (L: all of it)") {
			t.Fatalf("the defender's question has no log under it:\n%s", s)
		}
		checkFrame(t, s, 80, 24, false)
		return
	}
	t.Fatal("no defender's question in round 2 or later in six battles")
}

// TestQuestionTenthChoiceAndMore: a question of more choices than keys
// (a pushed fighter with many nearest squares) drew the tenth with no
// number and no key, and dropped those past the screen's foot with
// nothing to say so. The tenth is now 0, and a window over the choices
// says what it hides ("↓ N more", as every list does: tui.ListWindow).
func TestQuestionTenthChoiceAndMore(t *testing.T) {
	sess := sessionWith(t, "standard", nil, 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Outcome().Over || s.Phase().Name == sb.PhaseDefenderOpts })
	s := sess.State().(*sb.State)
	me := s.Phase().Actors[0]
	m := phaseModel(tui.Config{}, s.View(me), me, nil).(*promptModel)
	fighter := sb.ShipID(-1)
	for _, sh := range s.Ships() {
		if sh.Class == 4 && sh.Owner == me && sh.Where == sb.OnGrid {
			fighter = sh.ID
		}
	}
	if fighter < 0 {
		t.Skip("no fighter on the grid")
	}
	m.rows = nil
	for i := range 24 {
		m.rows = append(m.rows, promptRow{ins: []engine.Intent{sb.Displace{By: me, Fighter: fighter, To: grid.Square{X: i, Y: 5}}}})
	}
	m.legal = nil
	for _, r := range m.rows {
		m.legal = append(m.legal, r.ins...)
	}
	m.cursor = 0
	frame := tuitest.Plain(m.View(80, 22))
	if !strings.Contains(frame, "0 "+m.choiceText(m.rows[9].intent())) {
		t.Errorf("the tenth choice has no key 0:\n%s", frame)
	}
	if !strings.Contains(frame, "more") {
		t.Errorf("the choices past the foot are dropped with nothing to say so:\n%s", frame)
	}
	checkFrame(t, frame, 80, 22, false)
	m.cursor = 23
	frame = tuitest.Plain(m.View(80, 22))
	if !strings.Contains(frame, m.choiceText(m.rows[23].intent())) || !strings.Contains(frame, "↑") {
		t.Errorf("the cursor on the last choice is not in sight, or nothing says what is above:\n%s", frame)
	}
	m.Update(tea.KeyPressMsg{Code: '0', Text: "0"})
	if m.cursor != 9 {
		t.Errorf("0 chose line %d, want the tenth", m.cursor+1)
	}
}
