package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// TestComputerMovesKeepTheLogScrolled: a player who scrolled the log back
// (pgup) to read an earlier roll while the computer played was put back at
// its end by each of the computer's moves, several a second (found by a
// terminal play-tester against Silent Death's expert). The lines scrolled
// to stay in view, the last row says how much is below, and pgdn goes
// down to the end again.
func TestComputerMovesKeepTheLogScrolled(t *testing.T) {
	sess := saSession(t, true)
	red := engine.Player(0)
	for _, in := range []engine.Intent{sa.RollOff{By: red}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if first := sess.State().Phase().Actors[0]; first != red {
		t.Skip("seed 7's roll no longer gives Red the first turn")
	}
	for _, in := range []engine.Intent{sa.FireMaser{By: red, Target: sa.SysShields}, sa.FireMaser{By: red, Target: sa.SysShields},
		sa.FireMaser{By: red, Target: sa.SysShields}, sa.FireMissile{By: red, Target: sa.SysShields}, sa.EndTurn{By: red}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	p.over = noOverlay
	p.SetSize(80, 24)
	logOf := func() []string {
		var out []string
		for _, l := range strings.Split(ansiRE.ReplaceAllString(p.View(80, 24), ""), "\n") {
			if _, r, ok := strings.Cut(l, "│"); ok && strings.TrimSpace(r) != "" {
				out = append(out, strings.TrimSpace(r))
			}
		}
		return out
	}
	p.Update(tea.KeyPressMsg{Code: tea.KeyPgUp})
	p.Update(tea.KeyPressMsg{Code: tea.KeyPgUp})
	scrolled := logOf()
	if len(scrolled) < 4 || !strings.Contains(scrolled[len(scrolled)-1], "more lines: pgdn") {
		t.Fatalf("the log scrolled back does not say what is below: %q", scrolled)
	}
	top := scrolled[0]
	blue := engine.Player(1)
	for _, in := range []engine.Intent{sa.FireMaser{By: blue, Target: sa.SysShields}, sa.FireMaser{By: blue, Target: sa.SysShields}} {
		p.Update(aiMsg{at: sess.Len(), intent: in})
		if sess.Records()[sess.Len()-1].Intent.Actor() != blue {
			t.Fatalf("the computer's move was not made: %s", p.status)
		}
		got := logOf()
		if got[0] != top {
			t.Fatalf("the computer's move moved the log from %q to %q:\n%s", top, got[0], strings.Join(got, "\n"))
		}
		if !strings.Contains(got[len(got)-1], "more lines: pgdn") {
			t.Fatalf("the last row does not say what is below: %q", got)
		}
	}
	for range 20 {
		p.Update(tea.KeyPressMsg{Code: tea.KeyPgDown})
	}
	if got := logOf(); strings.Contains(strings.Join(got, "\n"), "pgdn") || !strings.Contains(got[len(got)-1], "shields") {
		t.Fatalf("pgdn did not bring the log down to the computer's last shot: %q", got)
	}
}
