package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// enemyProjector is the first projector use on an enemy that Legal offers.
func enemyProjector(s *sscs.State) (sscs.Project, bool) {
	who := s.Phase().Actors[0]
	for _, in := range s.Legal(who) {
		if p, ok := in.(sscs.Project); ok && atEnemy(s, p) {
			return p, true
		}
	}
	return sscs.Project{}, false
}

// TestTypedProjector: a projector aimed at an enemy is typed like a shot,
// so that its pose can be chosen ("@2"), as the sheet says; it cannot aim
// at a category, and its sheet does not offer it (found playing: the
// Bastion's tractor fired from the list's pose at once while the sheet
// offered "@0–4" and "D, W or A").
func TestTypedProjector(t *testing.T) {
	sess := session(t, "standard", false, 1)
	advance(t, sess, func(s *sscs.State) bool { _, ok := enemyProjector(s); return ok })
	s := sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	view := s.View(who).(*sscs.State)
	p, _ := enemyProjector(view)
	b := newBoard(cfg)
	prompt, text, _, ok := b.Typable(view, p)
	if !ok || text != "@"+itoa(p.From) || !strings.Contains(prompt, "→") {
		t.Fatalf("a projector on an enemy is not typed: %q %q %v", prompt, text, ok)
	}
	in, err := b.Parse(view, who, p, text)
	if err != nil || in != engine.Intent(p) {
		t.Fatalf("the listed pose: %v %v", in, err)
	}
	sh, _ := view.Ship(p.Ship)
	for from := range sh.Path {
		x := p
		x.From = from
		if view.Check(x) != nil {
			continue
		}
		in, err := b.Parse(view, who, p, "@"+itoa(from))
		if err != nil || in.(sscs.Project).From != from {
			t.Fatalf("pose %d: %v %v", from, in, err)
		}
	}
	if _, err := b.Parse(view, who, p, text+" D"); err == nil || !strings.Contains(err.Error(), "Selective Targeting") {
		t.Fatalf("a projector aimed at the Drive: %v", err)
	}
	if _, err := b.Parse(view, who, p, "@99"); err == nil {
		t.Fatal("a pose off the flight path was accepted")
	}
	g := b.g
	lines := strings.Join(g.hoverLines(view, p, 40), "\n")
	if strings.Contains(lines, "D, W or A") || !strings.Contains(lines, "picks the pose") {
		t.Fatalf("the projector's sheet:\n%s", lines)
	}
	if self := (sscs.Project{By: who, Ship: p.Ship, Weapon: p.Weapon, Target: p.Ship}); atEnemy(view, self) {
		t.Fatal("a projector on the ship itself is typed")
	}
}
