package starshipbattles

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// firstPlay is the index of the first Play in a list, and of Done.
func firstPlay(legal []engine.Intent) (play, done int) {
	play, done = -1, -1
	for i, in := range legal {
		switch in.(type) {
		case Play:
			if play < 0 {
				play = i
			}
		case Done:
			done = i
		}
	}
	return play, done
}

// TestUnspent_Move asks before Done leaves ships that could still move,
// naming them in words that read between "Done moving with" and
// "unspent?" (the screen asked "Done moving with the moves of 2 ships
// (Home One, Falcon) unspent?"), and lists the Fleet Commander options
// after the moves.
func TestUnspent_Move(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:Millennium Falcon@14,20:N", "dark:Imperial Star Destroyer@2,0:S")
	s, _ = apply(t, s, Pass{By: 0}) // Home One's reroll
	h := s.ship(t, "Home One")
	if got := s.Unspent(Done{By: 0}); got != "the moves of Home One and Falcon" {
		t.Fatalf("Done with two ships to move: %q", got)
	}
	legal := s.Legal(0)
	play, done := firstPlay(legal)
	if play <= 0 || done != len(legal)-1 || play > done {
		t.Fatalf("Power to Engines is not listed after the moves and before Done: %v", legal)
	}
	if _, ok := legal[0].(Step); !ok {
		t.Fatalf("the list starts with %v, not a move", legal[0])
	}
	n, _ := apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	if got := n.Unspent(Done{By: 0}); got != "the move of Falcon" {
		t.Fatalf("Done with one ship to move: %q", got)
	}
	if got := n.Unspent(Pass{By: 0}); got != "" {
		t.Fatalf("Pass is not possible here, and spends nothing: %q", got)
	}
	if got := n.Unspent(Done{By: 1}); got != "" {
		t.Fatalf("the Dark Side does not act: %q", got)
	}
}

// TestUnspent_Launch asks before Done leaves fighters in the pool that
// could still be launched, and lists Scramble Fighters after the launches.
func TestUnspent_Launch(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:X-wing Starfighter", "light:X-wing Starfighter", "light:B-wing Starfighter",
		"dark:Imperial Interdictor Cruiser@2,0:S")
	h := s.ship(t, "Home One")
	n, _ := apply(t, s, Stop{By: 0, Ship: h, Facing: grid.North})
	if n.step != stepLaunch {
		t.Fatalf("not launching: %s", n.Phase().Name)
	}
	// Interdict: Home One launches 1 this round.
	if got := n.Unspent(Done{By: 0}); got != "1 fighter launch" {
		t.Fatalf("Done with a launch left: %q", got)
	}
	legal := n.Legal(0)
	if play, done := firstPlay(legal); play <= 0 || play > done {
		t.Fatalf("Scramble Fighters is not listed after the launches: %v", legal)
	}
	n, _ = apply(t, n, Play{By: 0, Option: ScrambleFighters})
	if got := n.Unspent(Done{By: 0}); got != "2 fighter launches" {
		t.Fatalf("Scramble Fighters adds a launch: %q", got)
	}
}

// TestUnspent_Attack asks before Done leaves weapons that could still
// fire, counting each weapon once, and lists the options after the
// attacks.
func TestUnspent_Attack(t *testing.T) {
	// The Falcon two squares from a TIE Fighter: Incoming Fighters would
	// open an attack.
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,10:N", "light:Mon Calamari Star Defender Viscount@2,28:N",
		"dark:TIE Fighter@12,10", "dark:Imperial Star Destroyer@2,0:S")
	n := atAttack(s, 0)
	var out []engine.Event
	n.settle(&out)
	n, _ = passAll(t, n)
	legal := n.Legal(0)
	guns := map[[2]int]bool{}
	for _, in := range legal {
		if a, ok := in.(Attack); ok {
			guns[[2]int{int(a.Ship), a.Weapon}] = true
		}
	}
	if len(guns) < 2 {
		t.Fatalf("want two weapons or more to fire: %v", legal)
	}
	got := n.Unspent(Done{By: 0})
	if want := "the fire of " + engine.Count(len(guns), "weapon", "weapons") + " aboard "; !strings.HasPrefix(got, want) || !strings.Contains(got, "Viscount") || strings.Contains(got, "(") {
		t.Fatalf("Done with %d weapons to fire: %q", len(guns), got)
	}
	if _, ok := legal[0].(Attack); !ok {
		t.Fatalf("the list starts with %v, not an attack", legal[0])
	}
	play, _ := firstPlay(legal)
	if play < 0 {
		t.Fatalf("Incoming Fighters is not offered: %v", legal)
	}
	for _, in := range legal[play:] {
		if _, ok := in.(Attack); ok {
			t.Fatalf("an option is listed before an attack: %v", legal)
		}
	}
}

// TestUnspent_Build asks before a fleet is ready with points left that
// would still buy a card, not when nothing fits, nor for Remove.
func TestUnspent_Build(t *testing.T) {
	s := newGame(t, "standard", 1)
	if got := s.Unspent(Done{By: 0}); got != "" {
		t.Fatalf("an empty fleet cannot be ready, so nothing is asked: %q", got)
	}
	vis := cardID(t, s, "Mon Calamari Star Defender Viscount")
	n, _ := apply(t, s, Add{By: 0, Card: vis})
	got := n.Unspent(Done{By: 0})
	left := fmt.Sprintf("%d of the 300 points (", 300-s.rules.cards[vis].Cost)
	if !strings.HasPrefix(got, left) || !strings.HasSuffix(got, "still fits)") {
		t.Fatalf("ready with points left: %q", got)
	}
	if got := n.Unspent(Remove{By: 0, Card: cardID(t, s, "Mon Calamari Star Defender Viscount")}); got != "" {
		t.Fatalf("Remove throws nothing away: %q", got)
	}
}

// TestKinds lists every kind of intent the codec reads.
func TestKinds(t *testing.T) {
	want := []string{KindAdd, KindRemove, KindDone, KindPlace, KindStep, KindStop, KindLaunch, KindAttack, KindPlay,
		KindPass, KindDisplace, KindShift, KindReroll, KindOrder}
	if got := (Game{}).Kinds(); !reflect.DeepEqual(got, want) {
		t.Fatalf("kinds %v, want %v", got, want)
	}
}

// TestDescribeDone says what Done finishes, for the log and the question
// the screen asks.
func TestDescribeDone(t *testing.T) {
	if got := newGame(t, "standard", 1).Describe(Done{By: 0}, 0); got != "the fleet is ready" {
		t.Fatalf("building: %q", got)
	}
	s := battle(t, RulesQuickStart, nil, lightFirst, "light:Millennium Falcon@10,20:N", "dark:Imperial Star Destroyer@2,0:S")
	if got := s.Describe(Done{By: 0}, engine.NoPlayer); got != "done moving" {
		t.Fatalf("moving: %q", got)
	}
	if got := atAttack(s, 0).Describe(Done{By: 0}, engine.NoPlayer); got != "done attacking" {
		t.Fatalf("attacking: %q", got)
	}
}

// TestAsk_StepOffTheGrid asks before a step that leaves the grid: the
// ship flees, which counts as destroyed (Moving Off the Stellar Grid), and
// an Infinite fighter goes back to the pool. A step that stays on the
// grid, or one that is not legal, asks nothing; nor does Unspent, whose
// question ("… unspent?") does not fit a ship lost.
func TestAsk_StepOffTheGrid(t *testing.T) {
	s := battle(t, RulesAdvanced, nil, []int{15, 7},
		"light:Millennium Falcon@10,28:N",
		"dark:Imperial Star Destroyer@10,5:S", "dark:TIE Fighter@0,10", "dark:TIE Fighter Ace@23,10")
	// The Dark Side moves first (7 against 15).
	tie, ace := s.ship(t, "TIE Fighter"), s.ship(t, "TIE Fighter Ace")
	got := s.Ask(Step{By: 1, Ship: ace, Dir: DirE})
	if got != "TIE Fighter Ace leaves the grid: it flees, which counts as destroyed. Take the step?" {
		t.Errorf("a step off the grid: %q", got)
	}
	if u := s.Unspent(Step{By: 1, Ship: ace, Dir: DirE}); u != "" {
		t.Errorf("Unspent also asks about a step off the grid: %q", u)
	}
	got = s.Ask(Step{By: 1, Ship: tie, Dir: DirW})
	if !strings.HasPrefix(got, "TIE Fighter leaves the grid") || !strings.Contains(got, "fighter pool") {
		t.Errorf("an Infinite fighter's step off the grid: %q", got)
	}
	if got := s.Ask(Step{By: 1, Ship: ace, Dir: DirW}); got != "" {
		t.Errorf("a step on the grid: %q", got)
	}
	if got := s.Ask(Step{By: 0, Ship: s.ship(t, "Falcon"), Dir: DirS}); got != "" {
		t.Errorf("a step the Light Side may not make now: %q", got)
	}
	first := -1
	for i, in := range s.Legal(1) {
		if st, ok := in.(Step); ok && st.Ship == tie && st.Dir == DirW {
			first = i
		}
	}
	if first < 0 {
		t.Fatalf("the TIE Fighter's step west is not legal: %v", s.Legal(1))
	}
}

// TestNameList: the ships Done leaves unmoved or silent are named as a
// sentence names them, "A, B and C", four at most and how many more
// ships: the screen asked "… with the moves of 7 ships (A, B, C, D and 3
// more) unspent?".
func TestNameList(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  string
	}{
		{[]string{"A"}, "A"},
		{[]string{"A", "B"}, "A and B"},
		{[]string{"A", "B", "C", "D"}, "A, B, C and D"},
		{[]string{"A", "B", "C", "D", "E"}, "A, B, C, D and 1 more ship"},
		{[]string{"A", "B", "C", "D", "E", "F", "G"}, "A, B, C, D and 3 more ships"},
	} {
		if got := nameList(c.names); got != c.want {
			t.Errorf("nameList(%q) = %q, want %q", c.names, got, c.want)
		}
	}
}
