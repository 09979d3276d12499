package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/search"
)

// expertCatalog is the test catalogue with Stellar Armada's expert level.
type expertCatalog struct{ testCatalog }

func (expertCatalog) Games() []engine.Game {
	return []engine.Game{search.NewExpert(search.ExpertGame{Game: sa.Game{}, Think: time.Second})}
}

func (c expertCatalog) Lookup(id string) (engine.Game, bool) {
	for _, g := range c.Games() {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

// The menu lists the scripted opponent first and describes the expert;
// with the expert chosen, the options step offers its time to think, and
// the game starts with the time chosen.
func TestMenuExpertThinks(t *testing.T) {
	cfg := Config{Catalog: expertCatalog{}, SaveDir: t.TempDir()}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "down", "enter") // game, first scenario, solo as Red
	s := d.screen()
	if !strings.Contains(s, "> scripted\n  expert\n  random") {
		t.Fatalf("the opponents are not listed scripted, expert, random:\n%s", s)
	}
	d.keys("down")
	if s := d.screen(); !strings.Contains(strings.Join(strings.Fields(s), " "), "Thinks ahead") {
		t.Fatalf("the expert is not described:\n%s", s)
	}
	d.keys("enter")
	if s := d.screen(); !strings.Contains(s, "expert thinks: 1s a move") {
		t.Fatalf("no time to think on the options step:\n%s", s)
	}
	d.keys("down", "down", "enter")
	if s := d.screen(); !strings.Contains(s, "> expert thinks: 2s a move") {
		t.Fatalf("enter did not move the time on:\n%s", s)
	}
	d.keys("up", "up", "enter")
	p := d.play()
	th, ok := p.sess.Game.(interface{ Thinking() time.Duration })
	if !ok || th.Thinking() != 2*time.Second || p.sess.Players[1].Level != search.Level {
		t.Fatalf("the game started with %T (%v) and players %+v", p.sess.Game, ok, p.sess.Players)
	}
}

// With the scripted opponent, no time to think is offered.
func TestMenuScriptedDoesNotThink(t *testing.T) {
	cfg := Config{Catalog: expertCatalog{}, SaveDir: t.TempDir()}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "down", "enter", "enter")
	if s := d.screen(); !strings.Contains(s, "Start the game") || strings.Contains(s, "thinks") {
		t.Fatalf("the options step of a scripted game:\n%s", s)
	}
}

// The options step asks the players to agree only when two people play:
// against the computer there is no one to agree with.
func TestMenuOptionsAgreeOnlyInHotseat(t *testing.T) {
	cfg := Config{Catalog: expertCatalog{}, SaveDir: t.TempDir()}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "down", "enter", "enter") // solo as Red, scripted
	if s := d.screen(); !strings.Contains(s, "Options (set them before the game)") || strings.Contains(s, "agree") {
		t.Fatalf("the options step of a solo game:\n%s", s)
	}
	d = newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "enter") // hotseat
	if s := d.screen(); !strings.Contains(s, "Options (both players agree before the game)") {
		t.Fatalf("the options step of a hotseat game:\n%s", s)
	}
}
