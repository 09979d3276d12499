package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Unspent implements engine.Unspender: what an intent would throw away,
// so that the screen asks before it is made, as a noun phrase that reads
// between "with" and "unspent?" ("Pit Viper A: end movement with 19 MP
// unspent?"). In Silent Death that is
//
//   - ending a craft's move (stop) with movement points left when it could
//     still fly on or turn (unused MP are lost, 5.0);
//   - a crew member holding fire (pass) when a weapon he mans could fire:
//     his shot in the firing order is gone (6.0; with 10.8 he may still
//     answer an attack on his craft with a duel);
//   - ending 11.8's purchases with points left: they buy nothing later.
//
// Choices that keep what they do not use say nothing: launch declarations
// done (missiles and torps stay aboard), a Drive 0 craft keeping its
// facing, a campaign's reinforcements banked.
func (s *State) Unspent(in engine.Intent) string {
	x, err := normalize(in)
	if err != nil || s.check(x) != nil {
		return ""
	}
	switch x := x.(type) {
	case Stop:
		i := int(x.Craft)
		if s.ph != phMove || s.moveOptions(i, nil) == 0 {
			return ""
		}
		left := s.crafts[i].Drive(s.firstGame)
		if s.mover == i {
			left -= s.mp
		}
		if left <= 0 {
			return ""
		}
		return itoa(left) + " MP"
	case Pass:
		return s.unfired(int(x.Craft), x.Crew)
	case Done:
		if s.ph == phBuy && s.buy != nil {
			return s.buy.unspent(int8(x.By))
		}
	}
	return ""
}

// unfired names the shot crew member k of craft i gives up by holding
// fire: "a shot of the Pulse Laser", "a shot of the 6 Splatterguns or the
// Meld Laser" (the screen asked "… hold fire with a shot of the Pulse
// Laser (2 targets in arc and range) unspent?", the aside between the shot
// and its word; the fire list names the targets). The decoy of 11.5 has
// none to give up.
func (s *State) unfired(i, k int) string {
	c := &s.crafts[i]
	if c.decoy {
		return ""
	}
	var mounts []string
	seen := map[int]bool{}
	s.crewOptions(i, k, func(in engine.Intent) {
		f := in.(Fire)
		if !seen[f.Mount] {
			seen[f.Mount] = true
			mounts = append(mounts, c.typ.Mounts[f.Mount].Name())
		}
	})
	if len(mounts) == 0 {
		return ""
	}
	return "a shot of the " + strings.Join(mounts, " or the ")
}

// unspent is what p's done would leave unbought in 11.8, where build
// points do not carry over.
func (sh *shop) unspent(p int8) string {
	if sh.rules.hires || sh.left(p) <= 0 {
		return ""
	}
	return itoa(sh.left(p)) + " of the " + itoa(sh.points[p]) + " points"
}

// Unspent implements engine.Unspender for a campaign: its battles' moves
// and shots. Between battles nothing is thrown away: reinforcement points
// left are banked (11.7), and the first 300 must be spent before done.
func (c *Campaign) Unspent(in engine.Intent) string {
	if c.ph == campBattle && c.battle != nil {
		return c.battle.Unspent(in)
	}
	return ""
}
