package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, name string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, name, seed).(*State)
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

func playOut(t testing.TB, s *State, opp [2]engine.Opponent, step func(s *State, in engine.Intent)) *State {
	t.Helper()
	var each func(engine.State, engine.Intent)
	if step != nil {
		each = func(st engine.State, in engine.Intent) { step(st.(*State), in) }
	}
	return gametest.PlayOut(t, s, opp[:], 200000, each).(*State)
}

// logText is the events' lines as a player reads them: the no-break
// spaces that join a roll's dice or a mark to its number (nbsp) are spaces.
func logText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(spoken(e.String()))
		b.WriteByte('\n')
	}
	return b.String()
}

// spoken is s with its no-break spaces written as spaces, as the screen
// draws them.
func spoken(s string) string { return strings.ReplaceAll(s, nbsp, " ") }

// spokenEvents are the events with their texts spoken, for the oracles,
// which read the log as a player does.
func spokenEvents(ev []engine.Event) []engine.Event {
	out := make([]engine.Event, len(ev))
	for i, e := range ev {
		e.Text = spoken(e.Text)
		if e.Roll != nil {
			r := *e.Roll
			r.Purpose, r.Result = spoken(r.Purpose), spoken(r.Result)
			e.Roll = &r
		}
		out[i] = e
	}
	return out
}

func engineDice() engine.Dice { return engine.NewDice(1) }

// moveNow makes craft i the next to move in a Movement Phase.
func moveNow(s *State, i int) {
	c := &s.crafts[i]
	s.ph, s.mover, s.mp, s.initWinner, s.mfirst, s.lastSide = phMove, -1, 0, c.side, c.side, -1
}

// tpvPosition is a battle of victory kind vic between four Pit Vipers a
// side (33 TPV each at Plt 9, Gnr 6).
func tpvPosition(t *testing.T, vic VictoryFile) *State {
	t.Helper()
	var red, blue []CraftFile
	for k, id := range []string{"A", "B", "C", "D"} {
		red = append(red, cf("pit-viper", id, 2+2*k, 2, "S", 9, 6))
		blue = append(blue, cf("pit-viper", id, 2+2*k, 20, "N", 9, 6))
	}
	return vicPosition(t, vic, red, blue)
}

// refused checks that x is refused with a message holding every part of
// want.
func refused(t *testing.T, s *State, x engine.Intent, want ...string) {
	t.Helper()
	err := s.Check(x)
	if err == nil {
		t.Fatalf("%v was accepted", x)
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%v: %q does not say %q", x, err, w)
		}
	}
}

// refusedAfter checks the refusal of x on a copy of s changed by edit (nil
// for none): it must say want. It asks the refusal alone, on a state forced
// to where one condition fails, not whether x is legal there.
func refusedAfter(t *testing.T, s *State, edit func(*State), x engine.Intent, want string) {
	t.Helper()
	n := s.clone()
	if edit != nil {
		edit(n)
	}
	if err := n.why(x); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%#v: %v, want %q", x, err, want)
	}
}

// vicPosition builds a battle of the given craft under a scenario's
// victory rules (the standard map, ten turns).
func vicPosition(t *testing.T, vic VictoryFile, red, blue []CraftFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
		Victory: vic, Sides: []SideFile{{Name: "Red", Color: "red", Craft: red}, {Name: "Blue", Color: "blue", Craft: blue}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return newState(sc, engine.NewDice(1))
}

// moveOrder stops every craft in turn and returns the sides in the order
// they moved, holding whenever the rules let the winner hold.
func moveOrder(t *testing.T, s *State) ([]int8, *State) {
	t.Helper()
	var order []int8
	for k := 0; s.ph == phMove && k < 100; k++ {
		p := s.moverSide()
		if s.mayHold(p) {
			s, _ = apply(t, s, Hold{By: engine.Player(p)})
			continue
		}
		order = append(order, p)
		var stop engine.Intent
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop {
				stop = l
				break
			}
		}
		if stop == nil {
			t.Fatalf("no stop for side %d", p)
		}
		s, _ = apply(t, s, stop)
	}
	return order, s
}

// sameOrder reports whether two movement orders are the same.
func sameOrder(a, b []int8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// offHex is the hex at offset column col, row row.
func offHex(col, row int) hex.Hex { return hex.FromOffset(col, row) }

// colrow is h's offset column and row.
func colrow(h hex.Hex) (int, int) { return hex.ToOffset(h) }

// fireTargets lists the targets of player p's legal fire intents.
func fireTargets(s *State, p engine.Player) []string {
	var out []string
	for _, l := range s.Legal(p) {
		if f, ok := l.(Fire); ok {
			out = append(out, f.Target.String())
		}
	}
	return out
}

// orderFor is the movement order of a battle of red and blue, changed by
// edit (nil for none), with the initiative dice faces.
func orderFor(t *testing.T, red, blue []CraftFile, faces []int, edit func(*State)) []int8 {
	t.Helper()
	s := position(t, false, red, blue)
	if edit != nil {
		edit(s)
	}
	s = movePhaseFaces(t, s, faces)
	got, _ := moveOrder(t, s)
	return got
}

// movePhaseFaces skips the launch rounds and rolls the initiative with faces.
func movePhaseFaces(t *testing.T, s *State, faces []int) *State {
	t.Helper()
	for s.ph == phLaunch || s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s = force(s, faces...)
	s, _ = apply(t, s, Initiative{By: 0})
	return s
}

// pvs is n Pit Vipers (Plt 5, Gnr 5) of a side, in a row along its edge.
func pvs(side int, n int) []CraftFile {
	var out []CraftFile
	for k := 0; k < n; k++ {
		row := 2
		f := "S"
		if side == 1 {
			row, f = 27, "N"
		}
		out = append(out, cf("pit-viper", string(rune('A'+k)), 4+4*k, row, f, 5, 5))
	}
	return out
}

// fireStart opens the Cannon Fire Phase of s.
func fireStart(t *testing.T, s *State) *State {
	s.ph = phFireStart
	var e events
	s.advance(&e)
	return s
}

// quietPick is the harmless answer among legal: no launch, no shot, a stop,
// the attack let stand, the smallest salvo.
func quietPick(legal []engine.Intent) engine.Intent {
	for _, k := range []string{KindDeclared, KindInitiative, KindTorpFly, KindStop, KindPass, KindNoDuel, KindDodge, KindLose, KindLoseTorp, KindJam, KindDone} {
		for _, l := range legal {
			if l.Kind() == k {
				return l
			}
		}
	}
	var best engine.Intent
	for _, l := range legal {
		if sv, ok := l.(Salvo); ok && (best == nil || sv.N < best.(Salvo).N) {
			best = l
		}
	}
	if best != nil {
		return best
	}
	if len(legal) > 0 {
		return legal[0]
	}
	return nil
}

// quietly plays s on with quietPick until until(s) holds or the game is over.
func quietly(t *testing.T, s *State, until func(*State) bool) *State {
	t.Helper()
	for k := 0; k < 5000 && !s.outcome.Over && !until(s); k++ {
		ph := s.Phase()
		if len(ph.Actors) == 0 {
			t.Fatalf("nobody acts in %q", ph.Name)
		}
		x := quietPick(s.Legal(ph.Actors[0]))
		if x == nil {
			t.Fatalf("nothing legal for %d in %q", ph.Actors[0], ph.Name)
		}
		s, _ = apply(t, s, x)
	}
	return s
}

// atTurnPhase holds in the given turn and phase.
func atTurnPhase(turn int, ph phaseID) func(*State) bool {
	return func(s *State) bool { return s.turn == turn && s.ph == ph }
}

// legalOf is p's legal intents of one kind.
func legalOf(s *State, p engine.Player, kind string) []engine.Intent {
	var out []engine.Intent
	for _, l := range s.Legal(p) {
		if l.Kind() == kind {
			out = append(out, l)
		}
	}
	return out
}

// endTurnAttempting ends the turn in place (n.endTurn) as owners who
// attempt every damage control 10.12 lets them (rules 11 asks, phRepair;
// the program rolled it unasked before), and closes the turn once nobody
// is left to ask. The events go to ev.
func endTurnAttempting(n *State, ev *events) {
	n.endTurn(ev)
	for n.ph == phRepair && !n.outcome.Over {
		if i := n.repairChoice(); i >= 0 {
			n.apply(Repair{By: engine.Player(n.crafts[i].side), Craft: CraftID(i)}, ev)
			continue
		}
		n.repairAt = 0
		n.closeTurn(ev)
	}
}
