package design

import (
	"strings"
	"testing"
)

// The fourth audit of the construction system: its rules rather than its
// table cells — what a design must meet, and what it may carry.

// TestRule_Hangars_HoldAnyVehicle: "Hangars cost 3 for each fighter (or
// other Vehicle) it holds, it has a size equal to the vehicle size + 2": a
// hangar may hold a vehicle that is not a fighter (a cutter with crew
// quarters and the crew minimum of a ship), priced and sized the same way.
// Before, a hangar for anything but a design flagged fighter was refused.
// The project's own limit: a craft in a hangar carries no hangar itself
// (hangars do not nest, so no design can hold its own carrier).
func TestRule_Hangars_HoldAnyVehicle(t *testing.T) {
	cutter := Design{Name: "Cutter", Maneuver: 3, Weapons: []Weapon{
		{Name: "Pea", Type: Beam, Damage: 1, Range: 4, Arc: Primary},
	}, Aux: []Aux{{Kind: Storage, Qty: 10}}}
	tender := Design{Name: "Tender", Maneuver: 2, Aux: []Aux{{Kind: Hangar, Craft: "cutter", Qty: 2}, {Kind: Storage, Qty: 40}}}
	all, err := DeriveAll([]Design{tender, cutter}, nil)
	if err != nil {
		t.Fatalf("a hangar for a vehicle that is not a fighter refused: %v", err)
	}
	c, h := all[1], all[0].Aux[0]
	if c.Design.Fighter || c.CrewMin != 6 || c.Hull != 2 {
		t.Fatalf("the cutter is a ship: crew minimum %d, hull %d", c.CrewMin, c.Hull)
	}
	if h.Craft != "Cutter" || h.Cost != 2*3 || h.Size != 2*(c.TotalSize+2) {
		t.Fatalf("hangar for 2 cutters of size %d: cost %d size %d, want 6 and %d", c.TotalSize, h.Cost, h.Size, 2*(c.TotalSize+2))
	}
	if err := all[0].Err(); err != nil {
		t.Fatal(err)
	}
	// A craft with a hangar of its own is refused, in either order and
	// from outside the list.
	nest := Design{Name: "Nest", Maneuver: 2, Aux: []Aux{{Kind: Hangar, Craft: "Tender", Qty: 1}, {Kind: Storage, Qty: 40}}}
	for _, list := range [][]Design{{nest, tender, cutter}, {cutter, tender, nest}} {
		if _, err := DeriveAll(list, nil); err == nil || !strings.Contains(err.Error(), "Tender carries a hangar itself") {
			t.Errorf("a hangar for a carrier: %v", err)
		}
	}
	outside := func(name string) (*Derived, error) { return all[0], nil }
	if _, err := Derive(nest, outside); err == nil || !strings.Contains(err.Error(), "hangars do not nest") {
		t.Errorf("a hangar for a carrier from outside: %v", err)
	}
	// A fighter still carries no hangar.
	if _, err := Derive(Design{Name: "F", Fighter: true, Maneuver: 1, Aux: []Aux{{Kind: Hangar, Craft: "Cutter"}}}, nil); err == nil || !strings.Contains(err.Error(), "a fighter carries no hangar") {
		t.Errorf("a fighter with a hangar: %v", err)
	}
}
