package tui

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// thinkingTogether is the together game solo at 80x23, the person's phase
// screen up while the scripted opponent (player 2) thinks in the same
// phase; its answer is not fed in.
func thinkingTogether(t *testing.T) (*play, *engine.Session) {
	t.Helper()
	cfg := Config{Catalog: togetherCatalog{}}
	sess := hotseat(t, togetherGame{}, secretScenario{}, 1)
	sess.Players[1] = engine.PlayerSlot{Side: "Blue", Kind: engine.Scripted, Level: engine.LevelRandom}
	p := newPlay(cfg, sess)
	p.over = noOverlay // the briefing read
	p.SetSize(80, 23)
	_ = p.afterChange()
	p.refresh()
	if !p.waiting || p.phase == nil {
		t.Fatalf("not waiting on the opponent with the phase screen up (waiting %v)", p.waiting)
	}
	return p, sess
}

// TestOpponentsStaleAnswerIsDropped: the person's pick made while the
// opponent thought moves the game on, so the answer the opponent chose
// before it is dropped, and the opponent is asked again from the game as
// it now is.
func TestOpponentsStaleAnswerIsDropped(t *testing.T) {
	p, sess := thinkingTogether(t)
	p.Update(keyMsg("2")) // the game screen applies the pick in the same Update
	if sess.Len() != 1 {
		t.Fatalf("the person's pick did not count: %d intents", sess.Len())
	}
	p.Update(aiMsg{at: 0, intent: pick{By: 1, Value: 3}}) // chosen before the pick
	if sess.Len() != 1 {
		t.Fatalf("the opponent's answer from before the person's pick was applied: %d intents", sess.Len())
	}
	if !p.waiting {
		t.Fatal("the opponent is not asked again after its stale answer")
	}
	p.Update(aiMsg{at: 1, intent: pick{By: 1, Value: 3}})
	if sess.Len() != 2 {
		t.Fatalf("the opponent's answer to the game as it is was not applied: %d intents", sess.Len())
	}
}

// TestSkipWorksOverTheLivePhaseScreen: the help page over a phase screen
// live while the opponent thinks offers "> skip ahead", so > must skip.
func TestSkipWorksOverTheLivePhaseScreen(t *testing.T) {
	p, _ := thinkingTogether(t)
	p.Update(keyMsg(">"))
	if !p.skip.Load() {
		t.Fatal("> over the live phase screen did not skip ahead, which its help page offers")
	}
}
