package sscs

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var (
	_ engine.Unspender  = (*State)(nil)
	_ engine.KindLister = Game{}
)

// Kinds implements engine.KindLister: every kind of intent, so that a
// screen can tell the key of an action that is not possible now (and say
// why) from a key that means nothing.
func (Game) Kinds() []string { return codec.Kinds() }

// Unspent implements engine.Unspender: what ending a ship's fire (Done)
// would leave unused, for the screen to ask first: the weapons and
// projectors that could still fire at something this turn, named as the
// contract asks (a noun phrase: the screen asks "… with Laser 1 and
// Repulser unspent?"). Nothing else throws anything away: a side that
// seals without declaring keeps its speeds, which is a choice, not a loss.
func (s *State) Unspent(in engine.Intent) string {
	in, err := codec.Normalize(in)
	if err != nil {
		return ""
	}
	d, ok := in.(Done)
	if !ok || s.Check(d) != nil {
		return ""
	}
	c := s.cls(d.Ship)
	seen := make([]bool, len(c.mounts))
	var names []string
	for _, o := range s.fireOptions(d.Ship, false) {
		m := -1
		switch x := o.(type) {
		case Fire:
			m = x.Weapon
		case Salvo:
			m = x.Weapon
		case Project:
			m = x.Weapon
		}
		if m >= 0 && m < len(seen) && !seen[m] {
			seen[m] = true
			names = append(names, c.mounts[m].name)
		}
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
