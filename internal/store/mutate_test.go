package store

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// mutationGames are the games whose saves TestMutatedSaves edits, with a
// scenario each (scripted against scripted, a whole game).
var mutationGames = []struct {
	game     engine.Game
	scenario string
}{
	{stellararmada.Game{}, "standard"},
	{silentdeath.Game{}, "first-game"},
	{starmada.Game{}, "duel"},
}

// TestMutatedSaves edits saves of every game line by line (each line, or
// in a long save a spread of 250 lines, deleted and doubled) and byte by
// byte (400 bytes spread over the file, each changed to another character
// of its kind), and restores every edited
// file. A file that is accepted must replay the very game of the original
// (the same game, scenario, seed, options and the same state hash after
// every intent): no edit that changes play may pass. The counts are
// logged.
func TestMutatedSaves(t *testing.T) {
	lookupAll := func(id string) (engine.Game, bool) {
		for _, m := range mutationGames {
			if m.game.ID() == id {
				return m.game, true
			}
		}
		return nil, false
	}
	for _, m := range mutationGames {
		orig := scriptedSave(t, m.game, m.scenario)
		sf, err := orig.SaveFile()
		if err != nil {
			t.Fatal(err)
		}
		data, err := sf.Encode()
		if err != nil {
			t.Fatal(err)
		}
		var mutants [][]byte
		lines := bytes.SplitAfter(data, []byte("\n"))
		// Every line of a short save, a spread of them in a long one (each
		// edited file replays the whole game).
		for i := 0; i < len(lines); i += max(1, len(lines)/250) {
			mutants = append(mutants, join(lines[:i], lines[i+1:])) // deleted
			mutants = append(mutants, join(lines[:i+1], lines[i:])) // doubled
		}
		stride := max(1, len(data)/400)
		for i := 0; i < len(data); i += stride {
			mutants = append(mutants, changeByte(data, i))
		}
		accepted, harmless := 0, 0
		for _, mu := range mutants {
			sf2, err := engine.DecodeSave(mu)
			if err != nil {
				continue
			}
			s, err := sf2.Restore(lookupAll)
			if err != nil {
				continue
			}
			accepted++
			if why := differs(orig, s); why != "" {
				t.Fatalf("%s: an edited save that changes play was accepted (%s):\n%s", m.game.ID(), why, mu)
			}
			harmless++
		}
		t.Logf("%s %s: %d intents, %d bytes, %d edited files: %d refused, %d accepted (all replaying the same game)",
			m.game.ID(), m.scenario, orig.Len(), len(data), len(mutants), len(mutants)-accepted, harmless)
	}
}

// scriptedSave plays a whole game of a shipped scenario, scripted against
// scripted.
func scriptedSave(t *testing.T, g engine.Game, name string) *engine.Session {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", g.ID(), name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	levels := make([]string, len(sc.Sides()))
	for i := range levels {
		levels[i] = engine.LevelScripted
	}
	slots, err := engine.ScriptedSlots(sc, levels)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSession(g, sc, nil, 5, slots)
	if err != nil {
		t.Fatal(err)
	}
	opps, err := engine.Opponents(g, slots, 6)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.PlayOut(s, opps, 20000); err != nil {
		t.Fatal(err)
	}
	return s
}

func join(a, b [][]byte) []byte {
	var out []byte
	for _, l := range a {
		out = append(out, l...)
	}
	for _, l := range b {
		out = append(out, l...)
	}
	return out
}

// changeByte changes byte i to another of its kind: a digit to the next
// digit, a letter to the next letter, anything else to a space or an 'x'.
func changeByte(data []byte, i int) []byte {
	out := append([]byte(nil), data...)
	switch c := out[i]; {
	case c >= '0' && c <= '8', c >= 'a' && c <= 'y', c >= 'A' && c <= 'Y':
		out[i] = c + 1
	case c == '9':
		out[i] = '0'
	case c == 'z' || c == 'Z':
		out[i] = c - 25
	case c == ' ':
		out[i] = 'x'
	default:
		out[i] = ' '
	}
	return out
}

// differs says how a restored session differs in play from the original.
func differs(a, b *engine.Session) string {
	switch {
	case a.Game.ID() != b.Game.ID():
		return "another game"
	case a.Seed != b.Seed:
		return "another seed"
	case a.Len() != b.Len():
		return "another number of intents"
	}
	ca, _ := a.Scenario.Canonical()
	cb, _ := b.Scenario.Canonical()
	if !bytes.Equal(ca, cb) {
		return "another scenario"
	}
	for i := 0; i <= a.Len(); i++ {
		if a.StateAt(i).Hash() != b.StateAt(i).Hash() {
			return "another position"
		}
	}
	return ""
}
