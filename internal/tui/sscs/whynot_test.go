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
// header reading "Turn 1 · Declaration". Each now says what is missing.
func TestDeclarationKeysSayWhy(t *testing.T) {
	sess := session(t, "standard", false, 3)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
		keys(d, "enter")
	}
	if s := d.Snap(); s.Shown.Phase().Name != sscs.PhaseDeclare || s.Handoff || s.Briefing {
		t.Fatalf("not at the declarations:\n%s", d.Screen())
	}
	for _, c := range []struct{ key, want string }{
		{"r", "nothing to repair: no system of your ships is damaged"},
		{"d", "no ship to dock with"},
		{"b", "nothing to board: no ship of yours is docked with an enemy ship"},
		{"x", "nothing to ram: no enemy ship is within reach"},
		{"o", "no boarding unit of yours is in a boarding action"},
		{"a", "nothing to attack: no enemy boarding unit is aboard"},
		{"c", "nothing to take back: no ship of yours has declared anything"},
	} {
		keys(d, c.key)
		st := d.Snap().Status
		if strings.Contains(st, "not possible now") || !strings.Contains(st, c.want) {
			t.Errorf("%s: %q, want %q", c.key, st, c.want)
		}
		if !strings.HasPrefix(st, "["+c.key+"] ") {
			t.Errorf("%s: %q does not name its key", c.key, st)
		}
	}
}

// TestDeclaredAlreadySaysSo: a ship that has declared its speed is offered
// no other; s then names the ship and the key that takes it back, and c
// offers that, so the key no longer says there is nothing to take back.
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
	if !strings.Contains(got, "has declared its speed already: c (Take back)") {
		t.Errorf("s with every speed declared: %q", got)
	}
	if got := b.WhyNot(view, me, sscs.KindClear); got != "" {
		t.Errorf("c is offered, yet: %q", got)
	}
}

// TestEveryDeclarationKeySaysWhy: through scripted games of every
// shipped scenario, at every position of the Declaration phase, each
// declaration key of a side that acts has a reason exactly when the action
// list offers nothing of its kind.
func TestEveryDeclarationKeySaysWhy(t *testing.T) {
	kinds := []string{sscs.KindSpeed, sscs.KindDock, sscs.KindLaunch, sscs.KindRepair, sscs.KindReload, sscs.KindBoard,
		sscs.KindRam, sscs.KindMode, sscs.KindAssign, sscs.KindClear}
	b := newBoard(cfg)
	said := map[string]bool{}
	for _, sc := range []string{"standard", "boarding", "pursuit", "built"} {
		sess := session(t, sc, false, 8)
		for i := 0; i < 300 && !sess.State().Outcome().Over; i++ {
			st := sess.State()
			if st.Phase().Name == sscs.PhaseDeclare {
				for _, p := range st.Phase().Actors {
					view := st.View(p)
					for _, kind := range kinds {
						got := b.WhyNot(view, p, kind)
						if offered := offers(view.Legal(p), kind, sscs.NoShip); offered != (got == "") {
							t.Fatalf("%s, intent %d, side %d, %s: offered %v, reason %q", sc, i, p, kind, offered, got)
						}
						if got != "" {
							said[got] = true
						}
					}
				}
			}
			who := st.Phase().Actors[0]
			in, err := sscs.Scripted{}.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	for w := range said {
		if strings.Contains(w, "not possible now") {
			t.Errorf("a reason that is the phase: %q", w)
		}
	}
	t.Logf("%d reasons", len(said))
}
