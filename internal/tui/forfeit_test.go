package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// forfeitCampaignSession plays a Silent Death campaign by the scripted
// opponent, both sides, but Side 1 buys its first roster without a pilot
// (craft alone, gunners alone: 11.7 lets it), so that it can field nothing
// and forfeits battle 1; it stops when battle 2 is in its second turn.
func forfeitCampaignSession(t *testing.T) *engine.Session {
	t.Helper()
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "campaign")
	if err != nil {
		t.Fatal(err)
	}
	sess := hotseat(t, g, sc, 3)
	for k := 0; ; k++ {
		c := sess.State().(*sd.Campaign)
		if c.Played() == 1 && c.Battle() != nil && c.Battle().Phase().Turn >= 2 {
			if r := c.Results(); len(r) != 1 || !strings.Contains(r[0].Reason, "could field no craft") {
				t.Fatalf("battle 1 was not forfeited: %+v", r)
			}
			return sess
		}
		if c.Outcome().Over || k > 20000 {
			t.Fatalf("the campaign never reached battle 2's second turn: %+v", c.Results())
		}
		p := c.Phase().Actors[0]
		var in engine.Intent
		if sh, ok := c.Shop(); ok && c.Phase().Name == sd.PhaseCampRoster && p == 1 {
			in = crewless(c, sh.Points[1]-sh.Spent[1])
		} else if in, err = (sd.Scripted{}).Choose(c.View(p), p); err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
}

// crewless is Side 1's next purchase of a roster without a pilot: the
// dearest craft alone it may buy, else a gunner, done when left is 0.
func crewless(c *sd.Campaign, left int) engine.Intent {
	if left == 0 {
		return sd.Done{By: 1}
	}
	var best *sd.Buy
	for _, x := range c.Legal(1) {
		if b, ok := x.(sd.Buy); ok && b.Bare() && (best == nil || b.Cost() > best.Cost()) {
			best = &b
		}
	}
	if best != nil {
		return *best
	}
	return sd.Hire{By: 1, Gnr: min(left, sd.MaxSkill)}
}

// TestReplayJumpsPastAForfeitedBattle: battle 1 forfeited has no turns,
// and the header calls the next "Battle 2"; the log's turns are battle
// 2's (engine.LogTurns over LogBattler), so t 2:1 goes to its T1, a number
// alone goes to a turn of battle 2, and t 1:1 says battle 1 was not
// fought. Counting the runs of "T<n>" made battle 2 battle 1.
func TestReplayJumpsPastAForfeitedBattle(t *testing.T) {
	sess := forfeitCampaignSession(t)
	spans := engine.LogTurns(sess)
	if len(spans) != 2 || spans[0].Battle != 2 || spans[0].Turn != 1 || spans[1].Battle != 2 || spans[1].Turn != 2 {
		t.Fatalf("LogTurns = %+v, want battle 2's T1 and T2", spans)
	}
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, -1)
	d := newDriver(t, cfg, r, 100, 30)
	header := func() string { return strings.Split(d.screen(), "\n")[0] }
	footer := func() string {
		lines := strings.Split(d.screen(), "\n")
		return lines[len(lines)-2]
	}
	d.keys("end")
	if h := header(); !strings.Contains(h, "battle 2, T2") {
		t.Fatalf("at the end the header reads %q, want battle 2, T2", h)
	}
	d.keys("t")
	if f := footer(); !strings.Contains(f, "(battle:turn, 2:1 to 2:2; a number alone: a turn of battle 2)") {
		t.Fatalf("the prompt does not say what it accepts: %q", f)
	}
	d.keys("esc")
	for _, typed := range []string{"2:1", "b2t1", "1"} {
		d.keys("end", "t")
		d.keys(strings.Split(typed, "")...)
		d.keys("enter")
		if r.pos != spans[0].From {
			t.Errorf("t %s went to intent %d, want %d (battle 2's T1)", typed, r.pos, spans[0].From)
		}
		if h := header(); !strings.Contains(h, "battle 2, T1") {
			t.Errorf("after t %s the header reads %q", typed, h)
		}
	}
	// At the start, before any battle, a number alone is a turn of the
	// first battle fought.
	d.keys("home", "t", "2", "enter")
	if r.pos != spans[1].From {
		t.Errorf("t 2 at the start went to intent %d, want %d (battle 2's T2)", r.pos, spans[1].From)
	}
	from := r.pos
	d.keys("t", "1", ":", "1", "enter")
	if f, want := footer(), "no turn 1 in battle 1: it was not fought, it has no turns (battle:turn, 2:1 to 2:2)"; !strings.Contains(f, want) || r.pos != from {
		t.Errorf("t 1:1: the status line reads %q and the position moved from %d to %d; want %q", f, from, r.pos, want)
	}
}
