package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestDeclarationKeysSayWhy: on the meeting engagement's first turn (seed
// 3, as played at 80×24) every declaration key with nothing to offer gave
// "[r] Damage control: not possible now, in the Declaration phase" under a
// header reading "Turn 1 · Declaration". Each now shows the game's reason
// (sscs.State.WhyNot, whose words its own tests pin) after its key.
func TestDeclarationKeysSayWhy(t *testing.T) {
	sess := session(t, "standard", false, 3)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	s := d.Snap()
	if s.Shown.Phase().Name != sscs.PhaseDeclare || s.Handoff || s.Briefing {
		t.Fatalf("not at the declarations:\n%s", d.Screen())
	}
	shown := s.Shown.(*sscs.State)
	for _, kind := range []string{sscs.KindRepair, sscs.KindDock, sscs.KindBoard, sscs.KindRam, sscs.KindMode, sscs.KindAssign, sscs.KindClear} {
		label, key := group(kind)
		why, _ := shown.WhyNot(s.Viewer, kind)
		keys(d, key)
		want := "[" + key + "] " + label + ": " + why + "."
		if st := d.Snap().Status; why == "" || st != want {
			t.Errorf("%s: %q, want %q", key, st, want)
		}
	}
}

// TestDeclaredAlreadySaysSo: a ship that has declared its speed is offered
// no other; s then names the ship, as the game does, and the room adds the
// key that takes it back; c offers that, so the key no longer says there
// is nothing to take back.
func TestDeclaredAlreadySaysSo(t *testing.T) {
	sess := session(t, "standard", false, 3)
	me := sess.State().Phase().Actors[0]
	for _, sh := range sess.State().(*sscs.State).Ships() {
		if sh.Side == me && sh.Status == sscs.StatusActive {
			if _, err := sess.Apply(sscs.Speed{By: me, Ship: sh.ID, Speed: sh.Speed}); err != nil {
				t.Fatal(err)
			}
		}
	}
	view := sess.State().View(me)
	b := newBoard(cfg)
	got := b.WhyNot(view, me, sscs.KindSpeed)
	if !strings.HasSuffix(got, " has declared its speed already: c (Take back) takes its declarations back") {
		t.Errorf("s with every speed declared: %q", got)
	}
	if got := b.WhyNot(view, me, sscs.KindClear); got != "" {
		t.Errorf("c is offered, yet: %q", got)
	}
}
