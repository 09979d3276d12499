package sscs

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// Unspent implements tui.UnspentAsker for ending a ship's fire: the game
// names every weapon that could still be fired, and the board keeps those
// with a shot of some use: a shot or a projector at an enemy with a chance
// above 0 (the chance the action list shows, from the game's
// EffectiveRange), a salvo, a projector used on the ship itself or a
// friend. When none is left, the fire ends without a question: asking
// "with Plasma cannon, Torpedo … unspent?" when every shot has no chance
// to hit only made the player answer it. The weapons are named as the
// action list names them ("Plasma cannon 1").
func (b *board) Unspent(view engine.State, me engine.Player, in engine.Intent, what string) string {
	s := sscsState(view)
	d, ok := in.(sscs.Done)
	if s == nil || !ok {
		return what
	}
	n := namer{s: s}
	hits := func(ship sscs.ShipID, weapon, from int, target sscs.ShipID, selective bool) bool {
		br, ok := s.EffectiveRange(ship, weapon, from, target, selective)
		return !ok || (br.Chance.Num != nil && br.Chance.Num.Sign() > 0)
	}
	var names []string
	useful := map[int]bool{}
	for _, l := range view.Legal(me) {
		weapon, use := -1, false
		switch x := l.(type) {
		case sscs.Fire:
			if x.Ship == d.Ship {
				weapon, use = x.Weapon, hits(x.Ship, x.Weapon, x.From, x.Target, x.Aim != sscs.AimNone)
			}
		case sscs.Salvo:
			if x.Ship == d.Ship {
				weapon, use = x.Weapon, true
			}
		case sscs.Project:
			if x.Ship == d.Ship {
				weapon, use = x.Weapon, true
				if x.Target != x.Ship && x.At == (sscs.Cell{}) {
					if me2, ok := s.Ship(x.Ship); ok {
						if t, ok := s.Ship(x.Target); ok && t.Side != me2.Side {
							use = hits(x.Ship, x.Weapon, x.From, x.Target, false)
						}
					}
				}
			}
		}
		if weapon < 0 || !use || useful[weapon] {
			continue
		}
		useful[weapon] = true
		names = append(names, n.system(d.Ship, weapon))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
