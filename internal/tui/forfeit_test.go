package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/sdtest"
)

// TestReplayJumpsPastAForfeitedBattle: battle 1 forfeited has no turns,
// and the header calls the next "Battle 2"; the log's turns are battle
// 2's (engine.LogTurns over LogBattler), so t 2:1 goes to its T1, a number
// alone goes to a turn of battle 2, and t 1:1 says battle 1 was not
// fought. Counting the runs of "T<n>" made battle 2 battle 1.
func TestReplayJumpsPastAForfeitedBattle(t *testing.T) {
	sess := sdtest.ForfeitedFirstBattle(t)
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
