package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/search"
)

// Every built-in game offers the expert opponent: `play --ai expert` seats
// it, with the time to think that --think gives.
func TestExpertIsOffered(t *testing.T) {
	c := newCLI(t, true)
	for _, g := range c.app.games.All() {
		if !slices.Contains(g.Levels(), search.Level) {
			t.Errorf("%s offers %v", g.ID(), g.Levels())
		}
		c.ok("play", g.ID(), "--solo", "1", "--ai", search.Level, "--think", "2500ms")
		sess := c.screen.sess
		if sess.Players[1].Level != search.Level {
			t.Errorf("%s: players %+v", g.ID(), sess.Players)
		}
		th, ok := sess.Game.(interface{ Thinking() time.Duration })
		if !ok || th.Thinking() != 2500*time.Millisecond {
			t.Errorf("%s: the session's game does not think for 2.5 s (%T)", g.ID(), sess.Game)
		}
		opp, err := sess.Game.NewOpponent(search.Level, 1)
		if err != nil || opp.Level() != search.Level {
			t.Errorf("%s: %v, %v", g.ID(), opp, err)
		}
	}
	c.fails(exitUsage, "--think -1s: a time to think cannot be negative", "play", "stellararmada", "--think", "-1s")
	c.fails(exitUsage, "--iterations -3: a number of playouts cannot be negative", "selfplay", "stellararmada", "--iterations", "-3")
	c.fails(exitUsage, "--think 0 needs --iterations", "selfplay", "stellararmada", "--a", "expert", "--think", "0")
}

// The expert plays every built-in game to its end in self-play, and with
// its iterations limited (and no time limit) the games repeat exactly and
// their saves verify. A handful of iterations checks the wiring, not the
// strength: docs/performance.md has that.
func TestExpertSelfplay(t *testing.T) {
	c := newCLI(t, true)
	for _, g := range c.app.games.All() {
		dir := t.TempDir()
		args := []string{"selfplay", g.ID(), "--a", search.Level, "--b", "scripted", "--think", "0", "--iterations", "6", "--games", "2", "--json", "--save-dir", dir}
		var r, again selfplayResult
		if err := json.Unmarshal([]byte(c.ok(args...)), &r); err != nil {
			t.Fatal(err)
		}
		if r.Games != 2 || r.Wins.A+r.Wins.B+r.Draws != 2 {
			t.Errorf("%s: %+v", g.ID(), r)
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			c.ok("replay", filepath.Join(dir, e.Name()), "--verify")
		}
		if g.ID() != "stellararmada" {
			continue // one repetition shows it; the others cost more time
		}
		if err := json.Unmarshal([]byte(c.ok(args[:len(args)-2]...)), &again); err != nil {
			t.Fatal(err)
		}
		r.Seconds, again.Seconds = 0, 0
		if r != again {
			t.Errorf("%s: two runs differ: %+v and %+v", g.ID(), r, again)
		}
	}
}

// The campaign offers the expert too: `campaign new --solo 1 --ai expert`
// seats it, and its self-play plays it.
func TestExpertCampaign(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "campaign.json")
	c.ok("campaign", "new", path, "--solo", "1", "--ai", search.Level, "--seed", "3", "--think", "0", "--iterations", "2", "--selfplay")
	c.ok("replay", path, "--verify")
	sess, err := c.app.load(path)
	if err != nil {
		t.Fatal(err)
	}
	if sess.Players[1].Level != search.Level || sess.Len() < 50 {
		t.Errorf("players %+v, %d intents", sess.Players, sess.Len())
	}
	c.fails(exitUsage, "--ai needs --solo", "campaign", "new", filepath.Join(t.TempDir(), "c.json"), "--ai", search.Level)
}
