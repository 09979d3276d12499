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

// TestReplayAndSelfplaySayRounds: validate and replay --verify said
// "round N" of Starship Battles, but replay's note on a --to past the
// record ("which ends in turn 10"), its refusal of a battle:turn ("names
// its turns by number … it has turns 1 to 10"), its refusal of a --to
// that is no turn at all, and selfplay's "mean turns:" did not (found by
// a play-tester). Every one now says the game's word; a game of turns
// keeps "turn" (main_test.go, replayto_test.go).
func TestReplayAndSelfplaySayRounds(t *testing.T) {
	c := newCLI(t, true)
	save := filepath.Join("..", "..", "internal", "games", "starshipbattles", "testdata", "rules2-teams-verifies.json")
	_, _, errOut := c.run("replay", save, "--verify", "--to", "99")
	if !strings.Contains(errOut, "--to 99 is past the record, which ends in round ") {
		t.Errorf("replay --verify --to 99 said %q: want 'ends in round N'", errOut)
	}
	_, _, errOut = c.run("replay", save, "--to", "2:1", "--verify")
	if !strings.Contains(errOut, "--to 2:1: this game names its rounds by number, not by battle (it has rounds 1 to ") {
		t.Errorf("replay --to 2:1 said %q: want its rounds", errOut)
	}
	_, _, errOut = c.run("replay", save, "--to", "two")
	if !strings.Contains(errOut, "--to two: a round is 0 (the whole game) or more") {
		t.Errorf("replay --to two said %q: want 'a round is'", errOut)
	}
	if strings.Contains(errOut, "turn") {
		t.Errorf("a message of Starship Battles says turn: %q", errOut)
	}
	out := c.ok("selfplay", "starshipbattles", "--games", "1")
	if !strings.Contains(out, "\nmean rounds: ") || strings.Contains(out, "turn") {
		t.Errorf("selfplay starshipbattles printed\n%s\nwant 'mean rounds:'", out)
	}
}
