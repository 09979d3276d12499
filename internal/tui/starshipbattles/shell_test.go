package starshipbattles

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestDoneAsksFirst ends the move with ships that could still move: n
// alone takes Done (its line only extends the group's label, so there is
// no list of one line to open) and the game screen asks first, naming
// them; once the moves are over, Done with fighters left to launch asks
// again, and a key typed ahead (a second n) answers no rather than ending
// the launches.
func TestDoneAsksFirst(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	d := game(t, config(), sess, 80, 24)
	n := sess.Len()
	d.Keys("n")
	s := d.Screen()
	if sess.Len() != n || !strings.Contains(s, "Done moving with the moves of") || !strings.Contains(s, "unspent?") {
		t.Fatalf("n with ships to move does not ask first (%d intents, %d before):\n%s", sess.Len(), n, s)
	}
	d.Keys("esc")
	if s := d.Screen(); sess.Len() != n || strings.Contains(s, "unspent?") || strings.Contains(s, "Done:") {
		t.Fatalf("esc does not keep playing, or a list of Done is open:\n%s", s)
	}
	d.Keys("n", "y")
	st := sess.State().(*sb.State)
	if sess.Len() != n+1 || st.Phase().Name != sb.PhaseLaunch {
		t.Fatalf("y does not end the moves (%s):\n%s", st.Phase().Name, d.Screen())
	}
	d.Keys("n")
	if s := d.Screen(); sess.Len() != n+1 || !strings.Contains(s, "Done launching with") || !strings.Contains(s, "in the") {
		t.Fatalf("n with fighters to launch does not ask first:\n%s", s)
	}
	d.Keys("n")
	if s := d.Screen(); sess.Len() != n+1 || strings.Contains(s, "Done launching with") {
		t.Fatalf("a second n does not answer no:\n%s", s)
	}
}

// TestKeyNotNowSaysWhy presses the key of an action that is not possible
// in the move phase: the status line says why instead of nothing.
func TestKeyNotNowSaysWhy(t *testing.T) {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	d := game(t, config(), sess, 80, 24)
	n := sess.Len()
	d.Keys("a")
	if snap := d.Snap(); sess.Len() != n || !snap.StatusIsError || !strings.Contains(snap.Status, "Attack") ||
		!strings.Contains(snap.Status, "not possible now, in the Move phase") {
		t.Fatalf("a in the move phase: %q", snap.Status)
	}
}

// TestScreensUseTheScenario names and colours the sides as the scenario
// does (team play's four fleets included) and counts the seats from the
// rules.
func TestScreensUseTheScenario(t *testing.T) {
	s := session(t, "coruscant-teams", 1).State().(*sb.State)
	want := []struct{ name, color string }{{"Rebel Fleet", "red"}, {"Imperial Fleet", "blue"}, {"Mon Cal Squadron", "orange"}, {"Coruscant Defence", "cyan"}}
	if s.Players() != len(want) {
		t.Fatalf("%d players", s.Players())
	}
	for p, w := range want {
		if got := sideName(s, engine.Player(p)); got != w.name {
			t.Errorf("side %d is named %q, want %q", p, got, w.name)
		}
		if got := colorOf(s, engine.Player(p)); got != w.color {
			t.Errorf("side %d is %q, want %q", p, got, w.color)
		}
	}
	d := game(t, config(), session(t, "coruscant-teams", 1), 80, 24)
	who := d.Snap().Viewer
	if !strings.Contains(d.Screen(), want[who].name+" sets up") {
		t.Fatalf("the set-up does not name the scenario's side:\n%s", d.Screen())
	}
}

// TestCardMarksFiredWeapons marks on the stat card the weapon a ship has
// fired this round, and the question screens give the chance of the
// attack under way.
func TestCardMarksFiredWeapons(t *testing.T) {
	sess := attackPhase(t)
	s := sess.State().(*sb.State)
	me := s.Phase().Actors[0]
	var atk sb.Attack
	for _, in := range s.Legal(me) {
		if a, ok := in.(sb.Attack); ok && s.Ships()[a.Ship].Class != 4 {
			atk = a
			break
		}
	}
	if _, err := sess.Apply(atk); err != nil {
		t.Fatal(err)
	}
	for st := sess.State(); isQuestion(st.Phase().Name); st = sess.State() {
		who := st.Phase().Actors[0]
		if name := st.Phase().Name; name == sb.PhaseAttackerOpts || name == sb.PhaseDefenderOpts {
			m := phaseModel(tui.Config{}, st.View(who), who, nil).(*promptModel)
			if frame := m.View(80, 22); !strings.Contains(frame, "% to hit") {
				t.Fatalf("the question does not give the chance of the attack:\n%s", frame)
			}
		}
		if _, err := sess.Apply(sb.Pass{By: who}); err != nil {
			t.Fatal(err)
		}
	}
	s = sess.State().(*sb.State)
	sh, _ := s.Ship(atk.Ship)
	g := &sbGame{theme: render.NewTheme(false, false), st: tui.NewStyles(false)}
	l := &lines{w: 34, rows: 30}
	g.card(l, s, sh)
	card, _ := s.Card(sh.Card)
	w := card.Full.Weapons[atk.Weapon]
	if sh.Reduced {
		w = card.Reduced.Weapons[atk.Weapon]
	}
	found := false
	for _, line := range l.out {
		if strings.Contains(line, w.Name) && strings.Contains(line, "fired") {
			found = true
		}
	}
	if !found {
		t.Fatalf("the card does not mark the %s fired:\n%s", w.Name, strings.Join(l.out, "\n"))
	}
}

// TestPhaseScreensLeaveTheShellsKeys keeps the keys the game screen takes
// before a phase screen (quit, undo, help, the log, the briefing, the
// whole log) out of the builder, the set-up and the questions.
func TestPhaseScreensLeaveTheShellsKeys(t *testing.T) {
	shell := []key.Binding{tui.KeyQuit, tui.KeyUndo, tui.KeyHelp, tui.KeyLogUp, tui.KeyLogDn, tui.KeyBriefing, tui.KeyFullLog}
	models := map[string]tui.KeyMap{
		"builder":  (&buildModel{}).Keys(),
		"set-up":   (&setupModel{}).Keys(),
		"question": (&promptModel{}).Keys(),
	}
	for name, km := range models {
		for _, group := range km.Full {
			for _, b := range group {
				for _, k := range b.Keys() {
					for _, s := range shell {
						for _, taken := range s.Keys() {
							if k == taken {
								t.Errorf("the %s uses %q, the game screen's %s", name, k, s.Help().Desc)
							}
						}
					}
				}
			}
		}
	}
}

// TestSetUpNextShipBeside sets up the Viscount where the cursor starts:
// the next ship then starts on the nearest square the rules accept,
// beside it, not on top of it.
func TestSetUpNextShipBeside(t *testing.T) {
	sess := session(t, "quickstart", 2)
	d := game(t, config(), sess, 80, 24)
	d.Keys("enter")
	m, ok := d.Snap().Phase.(*setupModel)
	if !ok || sess.Len() != 1 {
		t.Fatalf("the Viscount is not set up:\n%s", d.Screen())
	}
	if err := m.view.Check(m.intent()); err != nil {
		t.Fatalf("the next ship starts where the rules refuse it: %v\n%s", err, d.Screen())
	}
	d.Keys("enter")
	if sess.Len() != 2 {
		t.Fatalf("enter did not set the next ship up beside the first:\n%s", d.Screen())
	}
}

// TestQuickStartCard says on a card which of its numbers the Quick Start
// game leaves out (its special abilities but Fighter Launch, Command).
func TestQuickStartCard(t *testing.T) {
	s := session(t, "quickstart", 2).State().(*sb.State)
	g := &sbGame{theme: render.NewTheme(false, false), st: tui.NewStyles(false)}
	l := &lines{w: 40, rows: 30}
	g.card(l, s, s.Ships()[0])
	text := strings.Join(l.out, "\n")
	if !strings.Contains(text, "Not in Quick Start: DR 1") || strings.Contains(text, "Command 1") ||
		strings.Contains(text, "Not in Quick Start: DR 1, Fighter Launch") {
		t.Fatalf("the Viscount's card in the Quick Start game:\n%s", text)
	}
}

// TestFooterHoldsEveryKey draws the fleet builder, the set-up and a
// question at 80×24: the footer names the phase's keys and the game
// screen's undo, help and quit whole, without cutting any off.
func TestFooterHoldsEveryKey(t *testing.T) {
	sess := session(t, "standard", 3)
	check := func(what string, d *tuitest.Driver, want ...string) {
		t.Helper()
		tuitest.FooterHolds(t, what, d.Footer(), append(want, "u undo", "? help", "q quit")...)
	}
	check("builder", game(t, config(), sess, 80, 24), "enter add", "a auto", "d ready")
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseSetup })
	check("set-up", game(t, config(), sess, 80, 24), "enter place", "r turn", "tab next")
	playUntil(t, sess, func(s *sb.State) bool { return isQuestion(s.Phase().Name) })
	check("question "+sess.State().Phase().Name, game(t, config(), sess, 80, 24), "enter choose", "1-9 line", "n pass")
}

// TestDoneWhileMovingSaysWhy: d while a ship is in the middle of its move
// says which ship to stop first, in the game's words (it said "not
// possible now, in the Move phase" in the Move phase; found playing Quick
// Start solo at 80x24).
func TestDoneWhileMovingSaysWhy(t *testing.T) {
	sess := session(t, "quickstart", 3)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	st := sess.State().(*sb.State)
	var step sb.Step
	for _, in := range st.Legal(0) {
		if x, ok := in.(sb.Step); ok && st.Ships()[x.Ship].Class == 3 && !strings.Contains(itemText(st, x), "off the grid") {
			step = x
			break
		}
	}
	if _, err := sess.Apply(step); err != nil {
		t.Fatal(err)
	}
	d := game(t, config(), sess, 80, 24)
	n := sess.Len()
	d.Keys("n")
	name := sess.State().(*sb.State).Name(step.Ship)
	if snap := d.Snap(); sess.Len() != n || !snap.StatusIsError || !strings.Contains(snap.Status, name+" is moving: end its move first") {
		t.Fatalf("n while %s moves: %q", name, snap.Status)
	}
}

// TestStepOffTheGridAsksFirst walks the Falcon to the south edge and takes
// its step south with the keys that took it at once before (the move
// group's key, the line, enter): the ship would flee, which counts as
// destroyed (Moving Off the Stellar Grid), so the game screen asks first,
// naming the ship; enter, pressed once too often, does not answer it; esc
// keeps it on the grid, and y takes the step.
func TestStepOffTheGridAsksFirst(t *testing.T) {
	sess := session(t, "coruscant", 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	south := func() (sb.Step, bool) {
		s := sess.State().(*sb.State)
		_, rows := s.Grid()
		for _, in := range s.Legal(0) {
			if x, ok := in.(sb.Step); ok && s.Name(x.Ship) == "Falcon" && x.Dir == sb.DirS {
				return x, s.Ships()[x.Ship].Space.Anchor.Y+1 >= rows
			}
		}
		t.Fatalf("the Falcon cannot step south:\n%v", s.Legal(0))
		return sb.Step{}, false
	}
	step, off := south()
	for i := 0; !off; i++ {
		if i == 3 {
			t.Fatal("the Falcon did not reach the edge")
		}
		if _, err := sess.Apply(step); err != nil {
			t.Fatal(err)
		}
		step, off = south()
	}
	if rule := strings.Join(rulePage(sess.State().(*sb.State), step).Lines, " "); !strings.Contains(rule, "counts as destroyed; the screen asks before such a step") {
		t.Errorf("the rule page of a step does not say a step off the grid is asked about: %s", rule)
	}
	d := game(t, config(), sess, 100, 30)
	n := sess.Len()
	d.Keys(keysOf(t, d, step)...)
	s := d.Screen()
	if sess.Len() != n || !strings.Contains(s, "Falcon leaves the grid: it flees,") || !strings.Contains(s, "the step?") {
		t.Fatalf("the step off the grid is taken without a question (%d intents, %d before):\n%s", sess.Len(), n, s)
	}
	if !strings.Contains(d.Footer(), "y yes") || strings.Contains(d.Footer(), "enter") {
		t.Errorf("the question's footer offers enter, or not y: %q", d.Footer())
	}
	d.Keys("enter")
	if sess.Len() != n || !strings.Contains(d.Screen(), "the step?") {
		t.Fatalf("enter answered the question (%d intents, %d before):\n%s", sess.Len(), n, d.Screen())
	}
	d.Keys("esc")
	if sess.Len() != n || strings.Contains(d.Screen(), "the step?") {
		t.Fatalf("esc does not keep the Falcon on the grid:\n%s", d.Screen())
	}
	d.Keys(keysOf(t, d, step)...)
	d.Keys("y")
	st := sess.State().(*sb.State)
	if where := st.Ships()[step.Ship].Where; sess.Len() != n+1 || where != sb.Fled {
		t.Fatalf("y does not take the step (%d intents, %d before; the Falcon is %s)", sess.Len(), n, where)
	}
}
