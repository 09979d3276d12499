package stellararmada

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// helpNumber reads the number the help gives after re's one group, in
// digits or in words.
func helpNumber(t *testing.T, text, re string) int {
	t.Helper()
	m := regexp.MustCompile(re).FindStringSubmatch(text)
	if m == nil {
		t.Fatalf("the help does not say %q:\n%s", re, text)
	}
	words := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
	if n, ok := words[m[1]]; ok {
		return n
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		t.Fatalf("%q is no number", m[1])
	}
	return n
}

// TestHelpNumbersAreTheEngines: every number the help's Turn and Legend
// pages give a player is the one the engine plays by, read back from the
// help and checked on a mat larger than the standard one, so that no
// limit hides behind the mat's own: a missile's and a maser's damage, two
// missiles and three masers a turn whatever the launchers and masers, six
// action points whatever the reactor, and the second player's automatic
// boost of 3 (5+ to hit) in the first player's first turn.
func TestHelpNumbersAreTheEngines(t *testing.T) {
	pages := help(nil, 0, nil)
	var legend, turn string
	for _, p := range pages {
		switch p.Title {
		case "Legend":
			legend = strings.Join(p.Lines, " ")
		case "Turn":
			turn = strings.Join(p.Lines, " ")
		}
	}
	missile := helpNumber(t, turn, `missile \((\d+) damage`)
	missiles := helpNumber(t, turn, `missile \(\d+ damage; (\w+) a turn at most`)
	maser := helpNumber(t, turn, `maser \((\d+) damage`)
	masers := helpNumber(t, turn, `one per undamaged maser, (\w+) a turn at most`)
	ap := helpNumber(t, turn, `undamaged reactor point \((\w+) at most\)`)
	boost := helpNumber(t, legend, `its automatic boost of (\d+)`)
	need := helpNumber(t, legend, `(\d+)\+ against the second player`)

	big := func(v int) *int { return &v }
	f := sa.ScenarioFile{Name: "help", Title: "Help", Sides: []sa.SideFile{
		{Name: "Red", Color: "red", Mat: &sa.MatFile{Max: &sa.TrackValues{Reactor: big(9), Masers: big(6), Launchers: big(4)}}},
		{Name: "Blue", Color: "blue", Mat: &sa.MatFile{Max: &sa.TrackValues{Shields: big(9)}}},
	}}
	sc, err := sa.NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	sixes := make([]int, 20)
	for i := range sixes {
		sixes[i] = 6
	}
	var s *sa.State
	start := func() {
		s, err = sa.NewPosition(sc, sa.Position{First: 0, ToMove: 0, Turn: 2, Dice: engine.NewDice(1).Force(sixes...)})
		if err != nil {
			t.Fatal(err)
		}
	}
	// fire shoots at the shields while they are up, else at the masers,
	// and counts the shots the engine takes until it refuses one.
	fire := func(shot func(sa.System) engine.Intent, damage int, what string) int {
		fired := 0
		for ; fired < 10; fired++ {
			target, before := sa.SysShields, s.Mat(1).Shields.Cur
			if before == 0 {
				target = sa.SysMasers
			}
			n, _, err := s.Apply(shot(target))
			if err != nil {
				if !strings.Contains(err.Error(), "a turn at most") {
					t.Errorf("%s %d refused for another reason than the limit: %v", what, fired+1, err)
				}
				break
			}
			s = n.(*sa.State)
			if fired == 0 && before-s.Mat(1).Shields.Cur != damage {
				t.Errorf("a %s took %d shield points; the help says %d damage", what, before-s.Mat(1).Shields.Cur, damage)
			}
		}
		return fired
	}
	start()
	if s.AP() != ap {
		t.Errorf("a reactor of 9 gives %d action points; the help says %d at most", s.AP(), ap)
	}
	if n := fire(func(x sa.System) engine.Intent { return sa.FireMissile{By: 0, Target: x} }, missile, "missile"); n != missiles {
		t.Errorf("four launchers fired %d missiles in a turn; the help says %d at most", n, missiles)
	}
	start()
	if n := fire(func(x sa.System) engine.Intent { return sa.FireMaser{By: 0, Target: x} }, maser, "maser"); n != masers {
		t.Errorf("six masers fired %d shots in a turn; the help says %d at most", n, masers)
	}
	// The first player's first turn: the second player's automatic boost.
	s, err = sa.NewPosition(sc, sa.Position{First: 0, ToMove: 0, Turn: 1, Boost: [2]int{0, boost}})
	if err != nil {
		t.Fatal(err)
	}
	if m := s.Mat(1); m.ToHit != need || !m.AutoBoost || m.Boost != boost {
		t.Errorf("the second player in the first player's first turn: boost %d (automatic %v), to hit %d+; the help says %d and %d+", m.Boost, m.AutoBoost, m.ToHit, boost, need)
	}
}
