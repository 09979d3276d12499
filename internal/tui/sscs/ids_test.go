package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// mapIDs is the id the map gives each name, the names in this order.
func mapIDs(names ...string) map[string]string {
	ships := make([]sscs.ShipInfo, len(names))
	for i, n := range names {
		ships[i].Name = n
	}
	var x ids
	id := x.of(ships)
	out := make(map[string]string, len(names))
	for i, n := range names {
		out[n] = id[i]
	}
	return out
}

// TestMapIDsTakeTheNameNumber: a fleet of ships named alike but for a
// number, with more words than initials fit in an id, is told apart on
// the map by that number. A scenario's 24 raiders "Vorr raider number 00
// x" to "… 23 x" were Vo, Vr, Va … or, oa, oi: letters of the shared
// words, which said nothing of which raider was which.
func TestMapIDsTakeTheNameNumber(t *testing.T) {
	tuitest.NumberedFleetIDs(t, mapIDs)
	// Short names still take their initials and number.
	got := mapIDs("Raider 1", "Raider 2", "Raider 12", "Aerie Wasp 3", "Kestrel 2")
	for n, want := range map[string]string{"Raider 1": "R1", "Raider 2": "R2", "Raider 12": "R12", "Aerie Wasp 3": "AW3", "Kestrel 2": "K2"} {
		if got[n] != want {
			t.Errorf("%q: id %q, want %q", n, got[n], want)
		}
	}
	// A built squadron's craft, "<carrier> <n> <craft> <k>", four words
	// too many for initials, take both numbers.
	got = mapIDs("Aerie 1", "Aerie 1 Wasp 1", "Aerie 1 Wasp 2", "Aerie 2", "Aerie 2 Wasp 1")
	for n, want := range map[string]string{"Aerie 1": "A1", "Aerie 1 Wasp 1": "11", "Aerie 1 Wasp 2": "12", "Aerie 2": "A2", "Aerie 2 Wasp 1": "21"} {
		if got[n] != want {
			t.Errorf("%q: id %q, want %q", n, got[n], want)
		}
	}
}

// TestMapIDsOfShippedScenarios: the ids of every shipped scenario's ships
// are those the map has always drawn (none of their names has a number
// that its initials leave out).
func TestMapIDsOfShippedScenarios(t *testing.T) {
	want := map[string]string{
		"standard": "Bastion=Ba Lance=La Pike=Pi Aerie=Ae Aerie Wasp 1=AW1 Aerie Wasp 2=AW2 Aerie Wasp 3=AW3 Aerie Wasp 4=AW4 Hornet=Ho Colossus=Co Colossus Needle 1=CN1 Colossus Needle 2=CN2 Hydra=Hy Gorgon=Go Shade=Sh",
		"boarding": "Bastion=Ba Lance=La Warden=Wa Maw=Ma Gorgon=Go Wyvern=Wy",
		"pursuit":  "Kestrel=Ke Merlin=Me Lance=La Falcon=Fa Aerie=Ae Aerie Wasp 1=AW1 Aerie Wasp 2=AW2 Aerie Wasp 3=AW3 Aerie Wasp 4=AW4 Shade=Sh Hydra=Hy Gorgon=Go Maw=Ma",
		"built":    "",
	}
	tuitest.ShippedIDs(t, sscs.Game{}, want, func(st engine.State) []string {
		ships := st.(*sscs.State).Ships()
		var x ids
		id := x.of(ships)
		var got []string
		for i, sh := range ships {
			got = append(got, sh.Name+"="+id[i])
		}
		return got
	})
}
