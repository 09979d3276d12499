package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRamTargetCannotAvoid: a rammed ship that coasts (its whole Drive
// lost, shut down or held) rolls nothing to avoid, as before, and the log
// now says why — the fifth play pass saw the Maw's ram on the powerless
// Bastion go from the rammer's roll to the collision with no word of the
// target's.
func TestRamTargetCannotAvoid(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.mut(1).empUntil = s.turn
	s.dice = engine.NewDice(1).Force(1)
	_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	if !strings.Contains(text, "the B cannot avoid the ram: shut down by an electromagnetic pulse") || strings.Contains(text, "avoids the ram") || !strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
}

// TestRefusalsNameTheRule: a refusal says what is wrong and which rule it
// breaks — a weapon fired twice (Weapons Use), a ship shut down by a pulse
// that tries to fire, change its speed or ram (Electromagnetic Pulse), and
// a weapon used this turn named to shoot at missiles.
func TestRefusalsNameTheRule(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})

	shut := s.clone()
	shut.mut(0).empUntil = shut.turn
	refuse(t, shut, Speed{By: 0, Ship: 0, Speed: 1}, "its speed stays 0 (Electromagnetic Pulse)")
	refuse(t, shut, Ram{By: 0, Ship: 0, Target: 1}, "(Ramming; Electromagnetic Pulse)")
	refuse(t, shut.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 0, Target: 1}, "shut down by an electromagnetic pulse until the end of turn 1: it fires nothing (Electromagnetic Pulse)")

	f, _ := apply(t, s.fireStep(0, 1, 1, 1, 1, 1, 1), Fire{By: 0, Ship: 0, Weapon: 0, Target: 1})
	refuse(t, f, Fire{By: 0, Ship: 0, Weapon: 0, Target: 1}, "has fired this turn: each weapon is used once a turn (Weapons Use)")

	// Blue's Target, fired at by a salvo, names its beam twice over: the
	// second time it is used already.
	g := s.fireStep(1, 1)
	g, _ = apply(t, g, Fire{By: 1, Ship: 1, Weapon: 1, Target: 0})
	g.firing, g.phase = 0, phFire
	g.mut(0).path = []Pose{{g.ships[0].pos, g.ships[0].heading}}
	g, _ = apply(t, g, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: 1})
	refuse(t, g, ShootDown{By: 1, Weapons: []int{1}}, "cannot shoot at the missiles: the B's Beam has fired this turn: each weapon is used once a turn (Weapons Use)")
}
