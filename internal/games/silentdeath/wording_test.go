package silentdeath

import (
	"regexp"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// singular finds a plural side's name with a verb for a singular one
// ("Vagrants has made", "The Destroyers wins").
var singular = regexp.MustCompile(`\b(Vagrants|Grizzlies|The Destroyers) (has|is|wins|loses|buys|takes|holds|moves|picks|fields|keeps|spends)\b|(Vagrants|Grizzlies|The Destroyers) (has|holds) (made |)its\b`)

// TestPluralSidesTakePluralVerbs plays 11.5's screening scenario (the
// Vagrants) and the campaign's start (The Destroyers) with the scripted
// opponent on both sides: no log line gives a plural side a singular
// verb. The outcome's reason is left out: it is part of the state's hash,
// which saves already written check ("Vagrants has no craft left").
func TestPluralSidesTakePluralVerbs(t *testing.T) {
	for _, c := range []struct {
		scenario string
		plural   string
		max      int
	}{{"screening", "Vagrants", 4000}, {"campaign", "The Destroyers", 1500}} {
		var st engine.State = gametest.NewGame(t, Game{}, c.scenario, 2)
		var log []string
		for k := 0; k < c.max && !st.Outcome().Over; k++ {
			p := st.Phase().Actors[0]
			in, err := Scripted{}.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			var ev []engine.Event
			st, ev = gametest.Apply(t, st, in)
			for _, e := range ev {
				s := e.String()
				if e.Kind == EvGameOver {
					s, _, _ = strings.Cut(s, ": ")
				}
				log = append(log, s)
			}
		}
		all := strings.Join(log, "\n")
		if m := singular.FindString(all); m != "" {
			t.Errorf("%s: %q in the log", c.scenario, m)
		}
		if !strings.Contains(all, c.plural+" ") {
			t.Errorf("%s: %s never named in the log", c.scenario, c.plural)
		}
	}
	if got := engine.Agree("Vagrants", "has") + " made " + engine.Its("Vagrants"); got != "Vagrants have made their" {
		t.Errorf("got %q", got)
	}
}

// TestDecoyPodIsNamedSo: 10.7's roll of a torp against a decoy read
// "against the decoy", which in 11.5 reads like the decoy shuttle; the
// rulebook calls 10.7's decoys pods.
func TestDecoyPodIsNamedSo(t *testing.T) {
	s := jamming(t, Options{Decoys: true}, "salamander", 2)
	_, ev := apply(t, force(s, 2, 3), Decoy{By: 1, Craft: 1})
	text := logText(ev)
	if !strings.Contains(text, "deploys a decoy pod") || strings.Count(text, "against the decoy pod") != 2 {
		t.Fatalf("the log does not name the decoy pod:\n%s", text)
	}
}
