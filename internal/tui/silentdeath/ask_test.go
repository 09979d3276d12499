package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFlyingOffTheMapIsAsked: the play-tester's keys in Your First Game
// (seed 3) turn Blue's Spirit Rider B to face off the right edge and fly
// it there; the last w took the step at once, the craft was lost and Red
// had the move, with nothing to undo. Now the screen asks (the game's
// Ask), enter does not answer, esc keeps the craft, y flies it off.
func TestFlyingOffTheMapIsAsked(t *testing.T) {
	sess := sdSession(t, "first-game", 3, false)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	// The step to [35,25] leads to the edge, not off it: w takes it at
	// once (it opened a list, "w enter" took it).
	d.Keys("I", "a", "j", "j", "j", "enter", "a", "j", "enter", "w")
	n := sess.Len()
	d.Keys("w") // at the edge the list opens, and says why
	if s := d.Screen(); !strings.Contains(s, "(1 MP, off the") {
		t.Fatalf("the one-line list at the edge gives no reason:\n%s", s)
	}
	d.Keys("w")
	s := d.Screen()
	if sess.Len() != n || !strings.Contains(s, "Blue's Spirit Rider B flies off") || !strings.Contains(s, "(5.0). Fly off?") {
		t.Fatalf("the step off the map is taken without a question (%d intents, %d before):\n%s", sess.Len(), n, s)
	}
	d.Keys("enter")
	if sess.Len() != n {
		t.Fatalf("enter answered the question:\n%s", d.Screen())
	}
	d.Keys("esc")
	if sess.Len() != n || strings.Contains(d.Screen(), "Fly off?") {
		t.Fatalf("esc does not keep the craft on the map:\n%s", d.Screen())
	}
	d.Keys("w", "w", "y")
	if sess.Len() != n+1 || !strings.Contains(d.Screen(), "Blue: Spirit Rider B: forward") || strings.Contains(d.Screen(), "Fly off?") {
		t.Fatalf("y does not fly it off (%d intents, %d before):\n%s", sess.Len(), n, d.Screen())
	}
}

// TestLastStepOpensItsList: w takes a lone forward step at once, but the
// step that spends the craft's last MP ends its move and passes the play
// on, so its list opens and says so; held down, w went on to move the
// other side's craft (found in play, the gunboat game).
func TestLastStepOpensItsList(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 7, false)
	toMovement(t, sess)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for i := 0; i < 40; i++ {
		st := sess.State().(*sd.State)
		p := st.Phase().Actors[0]
		var fwd engine.Intent
		for _, in := range st.Legal(p) {
			if _, ok := in.(sd.Forward); ok {
				fwd = in
				break
			}
		}
		if fwd == nil {
			t.Fatalf("no step ahead for %v:\n%s", p, d.Screen())
		}
		n := sess.Len()
		if _, _, left, _ := st.StepPreview(fwd); left > 0 {
			choose(t, d, fwd)
			continue
		}
		d.Keys("esc", "w")
		if sess.Len() != n || !strings.Contains(d.Screen(), "(1 MP, the last:") {
			t.Fatalf("w took the last step at once, or its list does not say why (%d intents, %d before):\n%s", sess.Len(), n, d.Screen())
		}
		d.Keys("w")
		if sess.Len() != n+1 {
			t.Fatalf("w w did not take the last step:\n%s", d.Screen())
		}
		return
	}
	t.Fatal("no craft came to its last MP")
}

// TestTwinTargetsCarryTheirID: in a campaign both rosters may hold Night
// Hawks A-F; an attack's line names a target whose name a craft of the
// other side shares with its id on the map ("Night Hawk A (nha)"), where
// "NHA 6 Splatterguns → Night Hawk A" read as a shot at one's own craft
// (found in play).
func TestTwinTargetsCarryTheirID(t *testing.T) {
	sess := sdSession(t, "campaign", 21, false)
	var shot sd.Fire
	var battle *sd.State
	playUntil(t, sess, func(c *sd.Campaign) bool {
		b := sd.BattleOf(c)
		if b == nil {
			return false
		}
		p := c.Phase().Actors[0]
		for _, in := range c.Legal(p) {
			x, ok := in.(sd.Fire)
			if !ok {
				continue
			}
			tc, ok := x.Target.Craft()
			if !ok {
				continue
			}
			for _, o := range b.Crafts() {
				if o.Side != b.Crafts()[tc].Side && o.Label == b.Crafts()[tc].Label {
					shot, battle = x, b
					return true
				}
			}
		}
		return false
	})
	g := newSilentDeathBoard(cfg).game
	g.last = battle
	tc, _ := shot.Target.Craft()
	id := sdID(battle, int(tc))
	if got := g.Item(shot); !strings.Contains(got, battle.Crafts()[tc].Label+" ("+id+")") {
		t.Fatalf("the shot at a twin reads %q, want its id %q", got, id)
	}
}

// TestStepAheadAsksOnlyOffTheMap: Pit Viper B of Your First Game sets up
// at [1,3] facing SE, and its every w opened a one-line list "(1 MP, near
// the map's edge)" though the step led away from the edge (found by a
// play-tester): "near" was any hex within two of an edge, whatever the
// facing. The list opens for the step that flies the craft off the map,
// and w takes any other step at once.
func TestStepAheadAsksOnlyOffTheMap(t *testing.T) {
	g := sd.Game{}
	loaded, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		hex    [2]int
		facing string
		off    bool
	}{
		{[2]int{1, 3}, "SE", false}, // the play-tester's
		{[2]int{5, 1}, "N", false},  // the hex ahead is the edge's own
		{[2]int{34, 20}, "SE", false},
		{[2]int{5, 0}, "N", true},
		{[2]int{0, 3}, "SW", true},
		{[2]int{35, 20}, "SE", true},
	} {
		f := loaded.(*sd.Scenario).File()
		f.Sides[0].Craft = []sd.CraftFile{f.Sides[0].Craft[1]}
		f.Sides[0].Craft[0].Hex, f.Sides[0].Craft[0].Facing = tc.hex, tc.facing
		sess := tuitest.Hotseat(t, g, edited(t, f), nil, 1)
		fwd := redsStepAhead(t, sess)
		st := sd.BattleOf(sess.State())
		at, _, _, _ := st.StepPreview(fwd)
		if st.Board().In(at) == tc.off {
			t.Fatalf("%v facing %s: the hex ahead is on the map: %v; the test is wrong", tc.hex, tc.facing, !tc.off)
		}
		b := newSilentDeathBoard(cfg)
		got := b.ItemAt(sess.State().View(0), fwd)
		want := "Forward Pit Viper B (1 MP)" // w takes it at once
		if tc.off {
			want = "Pit Viper B (1 MP, off the map)" // its list opens, and says why
		}
		if got != want {
			t.Errorf("%v facing %s: the step ahead reads %q, want %q", tc.hex, tc.facing, got, want)
		}
	}
}

// redsStepAhead plays the session on by the scripted opponent until Red
// may step its craft ahead, and returns that step.
func redsStepAhead(t *testing.T, sess *engine.Session) engine.Intent {
	t.Helper()
	for k := 0; k < 200; k++ {
		for _, in := range sess.State().Legal(0) {
			if _, ok := in.(sd.Forward); ok {
				return in
			}
		}
		scriptedStep(t, sess)
	}
	t.Fatal("Red never steps ahead")
	return nil
}
