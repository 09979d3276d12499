package silentdeath

import (
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// sdCrewNos are the roster numbers of the seats of craft (its index in
// the battle) in a campaign's battle, by seat (0 the pilot's), as the
// roster names the crew ("pilot #3"): the campaign says who sits where
// (Campaign.BattleCrew, the fielding's choice), so that crew of the same
// skills read apart. "" for a member without a number; nil outside a
// campaign's battle and for a craft of no roster (11.7's extra craft).
func sdCrewNos(st engine.State, craft int) []string {
	c, ok := st.(*sd.Campaign)
	if !ok {
		return nil
	}
	seats := c.BattleCrew(sd.CraftID(craft))
	if seats == nil {
		return nil
	}
	out := make([]string, len(seats))
	for i, s := range seats {
		if s.No > 0 {
			out[i] = "#" + strconv.Itoa(s.No)
		}
	}
	return out
}
