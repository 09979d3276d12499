package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestValidateSaysRounds: Starship Battles plays rounds, and its screen,
// log and replay --to say so ("Round 3", "R3"), but validate said
// "turn 3" of its saves (found by a play-tester). validate and replay
// --verify now use the game's word.
func TestValidateSaysRounds(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	c.ok("selfplay", "starshipbattles", "--games", "1", "--save-dir", dir)
	done, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if out := c.ok("validate", done[0]); !strings.Contains(out, " intents, round ") || strings.Contains(out, "turn") {
		t.Errorf("validate of a finished Starship Battles game printed %q: want its round", out)
	}

	// An unfinished game, a few intents in.
	g := sb.Game{}
	sc, err := games.LoadScenario(g, "quickstart")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, 1, ps)
	if err != nil {
		t.Fatal(err)
	}
	opp, err := g.NewOpponent(engine.LevelScripted, 1)
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		p := sess.State().Phase().Actors[0]
		in, err := opp.Choose(sess.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	sess.Path = filepath.Join(t.TempDir(), "going.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	if out := c.ok("validate", sess.Path); !strings.Contains(out, ", round 1, unfinished, ") {
		t.Errorf("validate of an unfinished Starship Battles game printed %q: want 'round 1'", out)
	}
	if out := c.ok("replay", sess.Path, "--verify"); !strings.HasPrefix(out, "verified: unfinished, round 1, hash ") {
		t.Errorf("replay --verify of an unfinished Starship Battles game printed %q: want 'round 1'", out)
	}
}
