package tui

import (
	"strings"
	"testing"
)

// TestQuitQuestionPausesTheComputer: the computer's move that comes while
// the quit question is up waits for the answer. It was made and saved
// under the question, so that a player who pressed q as the opponent
// thought found the game moved on behind it (found in play: four moves in
// twelve seconds).
func TestQuitQuestionPausesTheComputer(t *testing.T) {
	p, sess := thinkingTogether(t)
	p.Update(keyMsg("q"))
	if !p.quitting {
		t.Fatal("q did not ask")
	}
	p.Update(aiMsg{at: 0, intent: pick{By: 1, Value: 3}})
	if sess.Len() != 0 {
		t.Fatalf("the computer moved while quit was asked: %d intents", sess.Len())
	}
	if !strings.Contains(p.View(80, 23), "Quit armada-tui?") {
		t.Fatal("the question is gone")
	}
	p.Update(keyMsg("n"))
	if sess.Len() != 1 {
		t.Fatalf("the held move was not made after n: %d intents", sess.Len())
	}
}
