package silentdeath

import "github.com/armada-tui/armada-tui/internal/engine"

var (
	_ engine.Asker = (*State)(nil)
	_ engine.Asker = (*Campaign)(nil)
)

// Ask implements engine.Asker: a step ahead or a sideslip that takes a
// craft off the map by any edge but its side's exit loses it (5.0), and is
// asked about first. One w too many took it at once, and the move passed
// to the other side, so that nothing could undo it (found in play).
func (s *State) Ask(in engine.Intent) string {
	x, err := normalize(in)
	if err != nil || s.check(x) != nil {
		return ""
	}
	var i int
	switch x := x.(type) {
	case Forward:
		i = int(x.Craft)
	case Slip:
		i = int(x.Craft)
	default:
		return ""
	}
	at, _, _, ok := s.StepPreview(x)
	if !ok || s.sc.board.In(at) {
		return ""
	}
	edge, exit := s.LeavesBy(i, at)
	if exit {
		return "" // the side's exit (11.1, 11.2, 11.6): what it flies there for
	}
	return s.label(i) + " flies off the map by Edge " + itoa(edge) + " and is lost (5.0). Fly off?"
}

// Ask implements engine.Asker for a campaign: its battles' steps.
func (c *Campaign) Ask(in engine.Intent) string {
	if c.ph == campBattle && c.battle != nil {
		return c.battle.Ask(in)
	}
	return ""
}
