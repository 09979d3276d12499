package sscs

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestTyped parses speeds, plots and shots as the player types them, and
// names the rule a bad text breaks.
func TestTyped(t *testing.T) {
	sess := session(t, "standard", false, 5)
	b := newBoard(cfg)
	s := sess.State().(*sscs.State)
	view := s.View(0)
	like := sscs.Speed{By: 0, Ship: 1}
	if in, err := b.Parse(view, 0, like, " 5 "); err != nil || in != (sscs.Speed{By: 0, Ship: 1, Speed: 5}) {
		t.Fatalf("speed 5: %v %v", in, err)
	}
	for _, bad := range []string{"fast", "-1", "60"} {
		if _, err := b.Parse(view, 0, like, bad); err == nil {
			t.Errorf("speed %q accepted", bad)
		}
	}
	if _, _, _, ok := b.Typable(view, sscs.Seal{By: 0}); ok {
		t.Fatal("sealing is typed")
	}

	advance(t, sess, phaseIs(sscs.PhaseMovement))
	s = sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	ship := s.NextMovers()[0]
	view = s.View(who)
	sh, _ := s.Ship(ship)
	prompt, text, sugg, ok := b.Typable(view, sscs.Move{By: who, Ship: ship})
	if !ok || !strings.Contains(prompt, sh.Name) || text == "" || len(sugg) == 0 {
		t.Fatalf("plot: %q %q %v", prompt, text, sugg)
	}
	if in, err := b.Parse(view, who, sscs.Move{By: who, Ship: ship}, strings.ToLower(text)); err != nil || in.(sscs.Move).Plot != text {
		t.Fatalf("plot %q: %v %v", text, in, err)
	}
	_, err := b.Parse(view, who, sscs.Move{By: who, Ship: ship}, "1")
	if sh.DeclaredSpeed != 1 && (err == nil || !strings.Contains(err.Error(), "Movement 2")) {
		t.Fatalf("a short plot: %v", err)
	}
	if _, err := b.Parse(view, who, sscs.Move{By: who, Ship: ship}, "3Q"); err == nil {
		t.Fatal("3Q accepted")
	}

	advance(t, sess, func(s *sscs.State) bool { return s.Firing() != sscs.NoShip && hasFire(s) })
	s = sess.State().(*sscs.State)
	who = s.Phase().Actors[0]
	view = s.View(who)
	var fire sscs.Fire
	for _, in := range view.Legal(who) {
		if f, ok := in.(sscs.Fire); ok {
			fire = f
			break
		}
	}
	in, err := b.Parse(view, who, fire, "")
	if err != nil || in != engine.Intent(fire) {
		t.Fatalf("the listed shot: %v %v", in, err)
	}
	in, err = b.Parse(view, who, fire, "@"+itoa(fire.From)+" d")
	if err != nil || in.(sscs.Fire).Aim != sscs.AimDrive {
		t.Fatalf("aimed at the Drive: %v %v", in, err)
	}
	if _, err := b.Parse(view, who, fire, "@99"); err == nil {
		t.Fatal("a pose off the flight path was accepted")
	}
	if _, err := b.Parse(view, who, fire, "@ x"); err == nil {
		t.Fatal("@ x accepted")
	}
}

func hasFire(s *sscs.State) bool {
	for _, in := range s.Legal(s.Phase().Actors[0]) {
		if _, ok := in.(sscs.Fire); ok {
			return true
		}
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestHotkeysFree: every kind of intent has a key of its own that the game
// screen and the map board leave free, but the two that end a step
// (TestHotkeysApart).
func TestHotkeysFree(t *testing.T) {
	tuitest.HotkeysFree(t, newBoard(cfg), sscs.Kinds(), [2]string{sscs.KindSeal, sscs.KindDone})
	for _, k := range sscs.Kinds() {
		if _, hot := group(k); hot == "" {
			t.Errorf("%s has no hotkey", k)
		}
	}
}

// TestFramesFit draws every phase of a game at 80×24 and 120×40, in
// Unicode and in ASCII: each frame fills the terminal and no more, and the
// ASCII one is pure ASCII.
func TestFramesFit(t *testing.T) {
	phases := []struct {
		name     string
		scenario string
		done     func(*sscs.State) bool
	}{
		{"build", "built", phaseIs(sscs.PhaseBuild)},
		{"declare", "standard", phaseIs(sscs.PhaseDeclare)},
		{"move", "standard", phaseIs(sscs.PhaseMovement)},
		{"fire", "standard", phaseIs(sscs.PhaseFire)},
		{"boarding", "boarding", func(s *sscs.State) bool { return s.Phase().Turn == 3 }},
	}
	for _, ph := range phases {
		for _, sz := range sizes {
			for _, ascii := range []bool{false, true} {
				c := cfg
				c.ASCII = ascii
				sess := session(t, ph.scenario, false, 5)
				advance(t, sess, ph.done)
				d := game(t, sess, c, sz[0], sz[1])
				fits(t, d, sz[0], sz[1], ascii, ph.name)
				for _, k := range []string{"down", "enter", "tab", "esc", "?", "tab", "tab", "esc"} {
					keys(d, k)
					fits(t, d, sz[0], sz[1], ascii, ph.name+" after "+k)
				}
			}
		}
	}
}

// TestBuilder builds a squadron by keys: a pick, another, one taken out
// from the list, ready; a design over the budget is refused with the
// game's words.
func TestBuilder(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok {
		t.Fatalf("no builder:\n%s", d.Screen())
	}
	keys(d, "enter", "down", "enter")
	bi, _ := sess.State().(*sscs.State).Build(0)
	if len(bi.Picks) != 2 || bi.Picks[0] != bi.Designs[0] || bi.Picks[1] != bi.Designs[1] {
		t.Fatalf("picks %v", bi.Picks)
	}
	if !strings.Contains(d.Screen(), "Your squadron") || !strings.Contains(d.Screen(), bi.Picks[1]) {
		t.Fatalf("the squadron is not shown:\n%s", d.Screen())
	}
	keys(d, "tab", "x")
	bi, _ = sess.State().(*sscs.State).Build(0)
	if len(bi.Picks) != 1 || bi.Picks[0] != bi.Designs[1] {
		t.Fatalf("after x on the list: %v", bi.Picks)
	}
	keys(d, "esc")
	for i := 0; i < 12 && m.err == ""; i++ {
		keys(d, "up", "up", "up", "up", "up", "up", "down", "down", "enter") // the Bastion, the dearest
	}
	if !strings.Contains(d.Screen(), "3 000") {
		t.Fatalf("the budget is not named:\n%s", d.Screen())
	}
	keys(d, "d")
	// With a cheaper design still fitting, ready asks first, naming what
	// is left (as Starship Battles' builder does); y confirms.
	if left := sess.State().(*sscs.State).Unspent(sscs.Ready{By: 0}); left != "" {
		if s := d.Screen(); !strings.Contains(strings.Join(strings.Fields(s), " "), "still fits) unspent?") {
			t.Fatalf("ready with %s left asked nothing:\n%s", left, s)
		}
		keys(d, "y")
	}
	if !d.Snap().Handoff && d.Snap().Phase != nil {
		if m2, ok := d.Snap().Phase.(*buildModel); ok && m2.me == 0 {
			t.Fatalf("d did not make the squadron ready:\n%s", d.Screen())
		}
	}
}

// TestSolo plays two turns against the scripted opponent by keys, as the
// Concord commander would: the opponent's declarations stay hidden until
// both have sealed, and its moves follow without a handoff.
func TestSolo(t *testing.T) {
	sess := session(t, "standard", true, 3)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	for steps := 0; steps < 300 && sess.State().Phase().Turn < 3; steps++ {
		snap := d.Snap()
		if snap.Handoff {
			t.Fatal("a handoff in a solo game")
		}
		st := sess.State()
		if !st.Phase().Acting(0) {
			t.Fatalf("the opponent did not play: %+v", st.Phase())
		}
		if ph := st.Phase(); ph.Name == sscs.PhaseDeclare && !st.(*sscs.State).Sealed(0) {
			for _, sh := range snap.Shown.(*sscs.State).Ships() {
				if sh.Side == 1 && sh.SpeedDeclared {
					t.Fatalf("the %s's declared speed shows before the seal", sh.Name)
				}
			}
		}
		in, err := sscs.Scripted{}.Choose(st.View(0), 0)
		if err != nil {
			t.Fatal(err)
		}
		choose(t, d, in)
	}
	if sess.State().Phase().Turn < 3 {
		t.Fatalf("still turn %d", sess.State().Phase().Turn)
	}
	if s := d.Screen(); !strings.Contains(s, "Turn 3") {
		t.Fatalf("the header does not say turn 3:\n%s", s)
	}
}

// TestFootersHoldAt80: the squadron builder's footer and the designer's
// hold their keys whole at 80 columns, with ? and q: in full words they
// were cut ("… d squadron ready …", "… →/+ more / next …"), hiding the
// help key and the way out.
func TestFootersHoldAt80(t *testing.T) {
	check := func(what, f string, want ...string) {
		t.Helper()
		tuitest.FooterHolds(t, what, f, append(want, "? help")...)
	}
	d := game(t, session(t, "built", false, 1), cfg, 80, 24)
	check("builder", d.Footer(), "enter add", "x take out", "d ready", "q quit")
	keys(d, "enter", "tab")
	check("builder, on the squadron", d.Footer(), "x take out", "tab designs", "q quit")

	dz, err := NewDesigner(cfg, filepath.Join(t.TempDir(), "new.yaml"), nil)
	if err != nil {
		t.Fatal(err)
	}
	dd := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	check("designer, a form", dd.Footer(), "tab next", "enter edit", "s save", "q leave")
	keys(dd, "1")
	check("designer, the weapons", dd.Footer(), "a add", "x remove", "K/J order", "q leave")
	keys(dd, "o")
	check("designer, the damage order", dd.Footer(), "K up", "J down", "q leave")
	// ? does what the footer says: the help page, every key in full.
	keys(dd, "?")
	if s := dd.Screen(); !strings.Contains(s, "leave the designer") || !strings.Contains(s, "explain every number") {
		t.Errorf("? does not open the designer's help:\n%s", s)
	}
}

// TestBuilderSaysAnAerie: adding a design says what was added with the
// right article ("Added a Aerie (800)." found playing the built scenario).
func TestBuilderSaysAnAerie(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	bi, _ := sess.State().(*sscs.State).Build(0)
	for i, name := range bi.Designs {
		if name != "Aerie" {
			continue
		}
		for k := 0; k < i; k++ {
			keys(d, "down")
		}
		keys(d, "enter")
		if s := d.Screen(); !strings.Contains(s, "Added an Aerie (800).") {
			t.Fatalf("adding the Aerie:\n%s", s)
		}
		keys(d, "up", "enter")
		if s := d.Screen(); !strings.Contains(s, "Added a Bastion (1 428).") {
			t.Fatalf("adding the Bastion:\n%s", s)
		}
		return
	}
	t.Fatalf("no Aerie among %v", bi.Designs)
}
