package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRule_Boarding_WeaponNamedHull (rules 3): boarders seize weapons and
// auxiliaries, never the Drive, the hull or the crew, and the hull is the
// design's hull line whatever a weapon is called: a beam its designer
// named "Hull" is seized like any weapon, and the real hull is not. Before,
// the hull was found by its name, so the beam was never seized.
func TestRule_Boarding_WeaponNamedHull(t *testing.T) {
	odd := design.Design{Name: "Odd", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Hull", Type: design.Beam, Damage: 2, Range: 6, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.ECM, Qty: 1}, {Kind: design.Storage, Qty: 60}}}
	s := battleWith(t, []design.Design{odd}, place{0, "O", "Odd", "0,0", "N", 0}, place{1, "G", "Gun", "0,-6", "S", 0})
	o := s.mustShip(t, "O")
	c := s.cls(o)
	ev := s.seize(o, nil)
	if c.sysCat[0] != CatWeapons || !s.ships[o].sys[0].ctrl {
		t.Fatalf("the first seizure did not take the beam named Hull: %s", eventsText(ev))
	}
	for range c.sysCat {
		ev = s.seize(o, ev)
	}
	for sys := range c.sysCat {
		hull := c.dv.Aux != nil && c.sysCat[sys] == CatAux && c.dv.Aux[sys-c.driveSys-1].Kind == design.HullAux
		if hull && s.ships[o].sys[sys].ctrl {
			t.Errorf("boarders took the hull (system %d): %s", sys, eventsText(ev))
		}
		if !hull && sys != c.driveSys && sys != c.crewSys && !s.ships[o].sys[sys].ctrl {
			t.Errorf("system %d (%s) was never seized: %s", sys, c.sysName[sys], eventsText(ev))
		}
	}
}
