package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// The roster numbers of a campaign battle's crews. The campaign roster
// names a crew member "pilot #3 (Plt 5 Gnr 5)" (Member.No, numbered in the
// order of hiring); the battle's craft records knew only the skills, so
// two pilots of one skill read alike there. The campaign keeps which
// member sits in which seat of a battle to itself (no accessor, and the
// save holds no number), so the screen reads it back from what it is
// shown, choosing nothing: a battle craft is the roster craft of its side
// with its type, its letter and its marked boxes (11.7 carries them over),
// and a seat's member is the roster's one of that kind (pilot or gunner)
// with the skills the craft began the battle with (the battle's scenario,
// before any wound, 10.12). A member is in one seat only, so a seat whose
// only possible member is found takes him from the others'; crew who
// still share their skills and seats are all named ("#3/#5"), up to
// three; of more (a builder's roster of six pilots of Plt 5 Gnr 5) the
// campaign alone knows which flies, and it does not say. A craft
// the campaign adds to a battle (11.7's extra Teal Hawk, the command
// ships) matches no roster craft and has no numbers.

// sdCrewNos are the roster numbers of the seats of a campaign battle's
// craft, by the craft's index and seat (0 the pilot's): "#3", "#3/#5",
// or "" where no number is known; nil outside a campaign's battle.
func sdCrewNos(st engine.State) map[int][]string {
	c, ok := st.(*sd.Campaign)
	if !ok {
		return nil
	}
	b := c.Battle()
	if b == nil || b.Scenario() == nil {
		return nil
	}
	f := b.Scenario().File()
	out := map[int][]string{}
	for p := engine.Player(0); p < 2 && int(p) < len(f.Sides); p++ {
		sq := c.Squadron(p)
		var seats []crewSeat
		for _, cv := range b.Crafts() {
			if cv.Side != p || cv.Type == nil {
				continue
			}
			cf, ok := sdCraftFile(f.Sides[p].Craft, cv)
			if !ok || !sdOnRoster(sq, cf) {
				continue
			}
			out[cv.Index] = make([]string, 1+len(cf.Gunners))
			seats = append(seats, crewSeat{craft: cv.Index, seat: 0, cand: sdSkilled(sq.Crew, true, cf.Pilot.Plt, cf.Pilot.Gnr)})
			for k, g := range cf.Gunners {
				seats = append(seats, crewSeat{craft: cv.Index, seat: k + 1, cand: sdSkilled(sq.Crew, false, 0, g)})
			}
		}
		sdSettle(seats)
		for _, s := range seats {
			var nos []string
			for _, m := range s.cand {
				if n := sq.Crew[m].No; n > 0 {
					nos = append(nos, "#"+strconv.Itoa(n))
				}
			}
			if len(nos) == len(s.cand) && len(nos) > 0 && len(nos) <= 3 {
				out[s.craft][s.seat] = strings.Join(nos, "/")
			}
		}
	}
	return out
}

// crewSeat is one seat of a battle craft and the roster members who may
// sit in it.
type crewSeat struct {
	craft, seat int
	cand        []int
}

// sdCraftFile is the battle scenario's entry of craft cv.
func sdCraftFile(crafts []sd.CraftFile, cv sd.CraftView) (sd.CraftFile, bool) {
	for _, cf := range crafts {
		if cf.Type == cv.Type.Key && cf.ID == cv.ID {
			return cf, true
		}
	}
	return sd.CraftFile{}, false
}

// sdOnRoster reports whether the battle's craft cf is a craft of the
// roster: its type, its letter and the boxes it carries marked.
func sdOnRoster(sq sd.Squadron, cf sd.CraftFile) bool {
	for _, r := range sq.Craft {
		if r.Type == cf.Type && r.ID == cf.ID && r.Damage == cf.Damage {
			return true
		}
	}
	return false
}

// sdSkilled are the roster's members of a kind with those skills.
func sdSkilled(crew []sd.Member, pilot bool, plt, gnr int) []int {
	var out []int
	for m, who := range crew {
		if who.Pilot == pilot && who.Gnr == gnr && (!pilot || who.Plt == plt) {
			out = append(out, m)
		}
	}
	return out
}

// sdSettle narrows the seats' members: a seat with one possible member
// takes him from every other seat, until none is left to take.
func sdSettle(seats []crewSeat) {
	for changed := true; changed; {
		changed = false
		for i := range seats {
			if len(seats[i].cand) != 1 {
				continue
			}
			m := seats[i].cand[0]
			for j := range seats {
				if j == i {
					continue
				}
				for k, x := range seats[j].cand {
					if x == m {
						seats[j].cand = append(seats[j].cand[:k:k], seats[j].cand[k+1:]...)
						changed = true
						break
					}
				}
			}
		}
	}
}
