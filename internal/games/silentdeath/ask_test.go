package silentdeath

import (
	"testing"
)

// TestAskBeforeFlyingOffTheMap: a step ahead or a sideslip off the map by
// any edge but the side's exit loses the craft (5.0), and the screen asks
// first (engine.Asker); one w too many took it, and the turn passed to the
// other side, with no undo (found in play). A step by the side's exit, a
// step that stays on the map and a turn ask nothing.
func TestAskBeforeFlyingOffTheMap(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 0, "N", 7, 8), cf("pit-viper", "B", StandardCols-1, 10, "N", 7, 8), cf("pit-viper", "C", 0, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Sideslips: true}, red, blue)

	n := s.clone()
	moveNow(n, 0)
	if got, want := n.Ask(Forward{By: 0, Craft: 0}), "Red's Pit Viper A flies off the map by Edge 2 and is lost (5.0). Fly off?"; got != want {
		t.Errorf("ahead off the map: %q, want %q", got, want)
	}
	if got := n.Ask(Turn{By: 0, Craft: 0, Dir: 1}); got != "" {
		t.Errorf("a turn asks %q", got)
	}
	n = s.clone()
	moveNow(n, 1)
	if got, want := n.Ask(Slip{By: 0, Craft: 1, Dir: 1}), "Red's Pit Viper B flies off the map by Edge 3 and is lost (5.0). Fly off?"; got != want {
		t.Errorf("a sideslip off the map: %q, want %q", got, want)
	}
	if got := n.Ask(Slip{By: 0, Craft: 1, Dir: -1}); got != "" {
		t.Errorf("a sideslip that stays on the map asks %q", got)
	}
	n = s.clone()
	n.sc.file.Sides[0].Exit = 1
	moveNow(n, 2)
	if got := n.Ask(Slip{By: 0, Craft: 2, Dir: -1}); got != "" {
		t.Errorf("a sideslip by the side's exit asks %q", got)
	}
	if got := n.Ask(Forward{By: 0, Craft: 2}); got != "" {
		t.Errorf("a step ahead that stays on the map asks %q", got)
	}
}
