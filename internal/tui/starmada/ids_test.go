package starmada

import (
	"fmt"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// idsOf is the id the map gives each name, the names in this order.
func idsOf(names ...string) map[string]string {
	ships := make([]sm.ShipInfo, len(names))
	for i, n := range names {
		ships[i].Name = n
	}
	return (&smGame{}).shipIDs(ships)
}

// TestShipIDsTakeTheNameNumber: a fleet of ships named alike but for a
// number, with more words than initials fit in an id, is told apart on
// the map by that number. A scenario's 24 raiders "Vorr raider number 00
// x" to "… 23 x" were Vo, Vr, Va …: letters of the shared words, which
// said nothing of which raider was which.
func TestShipIDsTakeTheNameNumber(t *testing.T) {
	tuitest.NumberedFleetIDs(t, idsOf)
	// Short names still take their initials and number, as the build's
	// "Class N" do.
	var raiders []string
	for k := 1; k <= 12; k++ {
		raiders = append(raiders, fmt.Sprintf("Raider %d", k))
	}
	got := idsOf(append(raiders, "Iron Duke", "Hornet 2")...)
	for k, n := range raiders {
		if want := fmt.Sprintf("R%d", k+1); got[n] != want {
			t.Errorf("%q: id %q, want %q", n, got[n], want)
		}
	}
	if got["Iron Duke"] != "ID" || got["Hornet 2"] != "H2" {
		t.Errorf("ids %v", got)
	}
}

// TestShipIDsOfShippedScenarios: the ids of every shipped scenario's ships
// are those the map has always drawn (none of their names has a number).
func TestShipIDsOfShippedScenarios(t *testing.T) {
	want := map[string]string{
		"standard":   "Admirable=Ad Halberd=Ha Sabre=Sa Lancer=La Hive=Hi Mantis=Ma Hornet=Ho Wasp=Wa",
		"duel":       "Admirable=Ad Indefatigable=In",
		"objects":    "Admirable=Ad Halberd=Ha Sabre=Sa Lancer=La Hive=Hi Mantis=Ma Hornet=Ho Wasp=Wa",
		"setup":      "Admirable=Ad Halberd=Ha Sabre=Sa Lancer=La Hive=Hi Mantis=Ma Hornet=Ho Wasp=Wa",
		"mirror":     "Paladin=Pa Admirable=Ad Crusader=Cr Dauntless=Da",
		"build":      "",
		"satellites": "Leviathan=Le Paladin=Pa",
	}
	tuitest.ShippedIDs(t, sm.Game{}, want, func(st engine.State) []string {
		ships := st.(*sm.State).Ships()
		id := (&smGame{}).shipIDs(ships)
		var got []string
		for _, sh := range ships {
			got = append(got, sh.Name+"="+id[sh.Name])
		}
		return got
	})
}
