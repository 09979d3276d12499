package starshipbattles

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// points is the cost of a fleet's picks.
func (s *State) points(p engine.Player) int {
	n := 0
	for _, c := range s.fleets[p].picks {
		n += s.rules.cards[c].Cost
	}
	return n
}

func (s *State) validCard(c CardID) bool { return c >= 0 && int(c) < len(s.rules.cards) }

// checkAdd says why player p may not buy card c now (Building a Fleet).
func (s *State) checkAdd(p engine.Player, c CardID) error {
	if s.phase != phBuild {
		return fmt.Errorf("fleets are built before the battle; the %s phase has begun", s.Phase().Name)
	}
	if !s.validCard(c) {
		return fmt.Errorf("there is no stat card %d", c)
	}
	f := &s.fleets[p]
	card := s.rules.cards[c]
	switch {
	case f.done:
		return fmt.Errorf("%s has finished building", s.playerName(p))
	case card.Faction != f.faction:
		return fmt.Errorf("%s is a %s ship: all the ships of a fleet belong to one faction (How to Read a Stat Card)", card.Name, card.Faction)
	case s.points(p)+card.Cost > s.rules.build:
		return fmt.Errorf("%s costs %d points, but only %d of the %d are left (Building a Fleet)", card.Name, card.Cost, s.rules.build-s.points(p), s.rules.build)
	case len(f.picks) >= maxUnits:
		return fmt.Errorf("a fleet has at most %d ships and fighters here (the project's own bound)", maxUnits)
	}
	return s.checkTeam(p, c)
}

// checkTeam says why the team of player p leaves no place for a ship of card
// c: it would not fit in the team's set-up area with the team's other
// nonfighters (the project's own check: a fleet sets up within 3 squares of
// its edge), or it is Unique and the team has its name (glossary: Unique).
func (s *State) checkTeam(p engine.Player, c CardID) error {
	f := &s.fleets[p]
	card := s.rules.cards[c]
	if card.Class != 4 {
		sizes := []int{grid.ClassSize(card.Class)}
		for q := range s.fleets {
			if s.fleets[q].faction == f.faction {
				for _, o := range s.fleets[q].picks {
					if cl := s.rules.cards[o].Class; cl != 4 {
						sizes = append(sizes, grid.ClassSize(cl))
					}
				}
			}
		}
		if !packs(sizes, s.rules.cols) {
			return fmt.Errorf("%s would not fit in the set-up area with the rest of the %s's ships (%d × %d squares)", card.Name, f.faction, s.rules.cols, SetupDepth)
		}
	}
	if card.Unique {
		for q := range s.fleets {
			if s.fleets[q].faction != f.faction {
				continue
			}
			for _, o := range s.fleets[q].picks {
				oc := s.rules.cards[o]
				if oc.Unique && strings.EqualFold(oc.UniqueName(), card.UniqueName()) {
					who := "your fleet"
					if engine.Player(q) != p {
						who = "your team"
					}
					if oc.Name == card.Name {
						// The same card: "which counts as" itself added nothing.
						return fmt.Errorf("%s is Unique and %s already has one (glossary: Unique)", card.Name, who)
					}
					return fmt.Errorf("%s is Unique and %s already has %s, which counts as %q (glossary: Unique)", card.Name, who, oc.Name, card.UniqueName())
				}
			}
		}
	}
	return nil
}

func (s *State) checkRemove(p engine.Player, c CardID) (int, error) {
	if s.phase != phBuild {
		return -1, fmt.Errorf("fleets are built before the battle; the %s phase has begun", s.Phase().Name)
	}
	if s.fleets[p].done {
		return -1, fmt.Errorf("%s has finished building", s.playerName(p))
	}
	if !s.validCard(c) {
		return -1, fmt.Errorf("there is no stat card %d", c)
	}
	picks := s.fleets[p].picks
	for i := len(picks) - 1; i >= 0; i-- {
		if picks[i] == c {
			return i, nil
		}
	}
	return -1, fmt.Errorf("the fleet has no %s to take out", s.rules.cards[c].Name)
}

// checkBuildDone refuses to finish a fleet with no nonfighter: fighters
// enter the grid only by launch, so such a fleet could never fight (the
// project's own rule).
//
// A fleet that could buy none any more, whatever it sold — every class 1–3
// card of its faction costs more than the limit, has a Unique name its team
// holds, or no longer fits in the area its teammates have filled — may
// finish without one: otherwise it could never finish (team play).
func (s *State) checkBuildDone(p engine.Player) error {
	for _, c := range s.fleets[p].picks {
		if s.rules.cards[c].Class != 4 {
			return nil
		}
	}
	for c, card := range s.rules.cards {
		if card.Class != 4 && card.Faction == s.fleets[p].faction && card.Cost <= s.rules.build && s.checkTeam(p, CardID(c)) == nil {
			return fmt.Errorf("a fleet needs at least one ship of class 1, 2 or 3 (%s would do): starfighters enter the battle only when launched (Starship Classes)", card.Name)
		}
	}
	return nil
}

func (s *State) applyAdd(in Add, out *[]engine.Event) error {
	if err := s.checkAdd(in.By, in.Card); err != nil {
		return err
	}
	f := &s.fleets[in.By]
	f.picks = append(append([]CardID(nil), f.picks...), in.Card)
	c := s.rules.cards[in.Card]
	*out = append(*out,
		engine.Event{Kind: EvBuild, Player: in.By, Secret: true,
			Text: fmt.Sprintf("%s adds %s (%d points): %d of %d.", s.playerName(in.By), c.Name, c.Cost, s.points(in.By), s.rules.build)})
	return nil
}

func (s *State) applyRemove(in Remove, out *[]engine.Event) error {
	i, err := s.checkRemove(in.By, in.Card)
	if err != nil {
		return err
	}
	f := &s.fleets[in.By]
	picks := append([]CardID(nil), f.picks[:i]...)
	f.picks = append(picks, f.picks[i+1:]...)
	c := s.rules.cards[in.Card]
	*out = append(*out,
		engine.Event{Kind: EvBuild, Player: in.By, Secret: true,
			Text: fmt.Sprintf("%s takes %s out: %d of %d.", s.playerName(in.By), c.Name, s.points(in.By), s.rules.build)})
	return nil
}

// settleBuild waits for every player to finish, then reveals the fleets
// together (Assemble Your Fleet) and goes on to the set-up.
func (s *State) settleBuild(out *[]engine.Event) bool {
	for p := range s.fleets {
		if !s.fleets[p].done {
			return true
		}
	}
	for p := range s.fleets {
		// Each card once, with its count: ten X-wings read as the name ten
		// times over (found in play).
		count := map[CardID]int{}
		var order []CardID
		for _, c := range s.fleets[p].picks {
			s.addShip(engine.Player(p), c, unitSetup{card: c})
			if count[c] == 0 {
				order = append(order, c)
			}
			count[c]++
		}
		names := make([]string, len(order))
		for i, c := range order {
			names[i] = s.rules.cards[c].Name
			if count[c] > 1 {
				names[i] += fmt.Sprintf(" ×%d", count[c])
			}
		}
		*out = append(*out, ev(EvBuild, engine.Player(p), fmt.Sprintf("%s reveals its fleet (%d points): %s.",
			s.playerName(engine.Player(p)), s.points(engine.Player(p)), strings.Join(names, ", "))))
	}
	s.numberShips()
	s.beginSetup(out)
	return false
}

// addShip adds one ship of a fleet: a fighter to the pool, a nonfighter to
// be set up, or either where a fixed scenario puts it.
func (s *State) addShip(p engine.Player, c CardID, u unitSetup) {
	sh := ship{card: c, owner: p, status: stUnplaced, facing: towardEnemy(s.rules.sides[p].edge)}
	if s.rules.cards[c].Class == 4 {
		sh.status, sh.facing = stPool, grid.North
	}
	if u.placed {
		sh.status, sh.at, sh.facing = stActive, u.at, u.facing
	}
	s.ships = append(s.ships, sh)
}

// numberShips numbers the ships of a card within each team when there are
// several ("TIE Bomber 2"), so that every ship has a name of its own.
func (s *State) numberShips() {
	for i := range s.ships {
		n, k := 0, 0
		for j := range s.ships {
			if s.ships[j].card == s.ships[i].card && s.team(ShipID(j)) == s.team(ShipID(i)) {
				n++
				if j <= i {
					k++
				}
			}
		}
		if n > 1 {
			s.ships[i].num = uint8(k)
		}
	}
}

// Name is how the log and the screens name a ship: its card's short name,
// numbered when its team has several.
func (s *State) Name(id ShipID) string {
	if id < 0 || int(id) >= len(s.ships) {
		return fmt.Sprintf("ship %d", id)
	}
	n := s.card(id).Short
	if k := s.ships[id].num; k > 0 {
		n += " " + strconv.Itoa(int(k))
	}
	return n
}
