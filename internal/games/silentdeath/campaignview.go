package silentdeath

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// What screens and commands read of a campaign. Everything returned is a
// copy.

// Battle is the battle being fought, or nil between battles.
func (c *Campaign) Battle() *State { return c.battle }

// BattleOf is the battle st shows: st itself, a campaign's current battle,
// or nil.
func BattleOf(st engine.State) *State {
	switch s := st.(type) {
	case *State:
		return s
	case *Campaign:
		return s.battle
	}
	return nil
}

// Name is side p's unit.
func (c *Campaign) Name(p engine.Player) string {
	if p != 0 && p != 1 {
		return "nobody"
	}
	return c.names[p]
}

// Color is side p's colour.
func (c *Campaign) Color(p engine.Player) string {
	if p != 0 && p != 1 {
		return ""
	}
	return c.colors[p]
}

// Squadron is side p's roster.
func (c *Campaign) Squadron(p engine.Player) Squadron {
	if p != 0 && p != 1 {
		return Squadron{}
	}
	return c.sides[p].clone()
}

// PointsInHand are the reinforcement points p has (11.7): its bank, and
// while the reinforcements are bought (a shop that need not spend every
// point, unlike the rosters'), the shop's points not yet spent, into which
// the bank was moved. Read alone, the bank is 0 then, and a page or a
// briefing that read it told a winner it had banked nothing.
func (c *Campaign) PointsInHand(p engine.Player) int {
	if p != 0 && p != 1 {
		return 0
	}
	n := c.sides[p].Bank
	if c.ph == campReinforce && c.shop != nil && !c.shop.rules.spendAll {
		n += c.shop.left(int8(p))
	}
	return n
}

// SideA is the side that is Side A, −1 before the roll.
func (c *Campaign) SideA() engine.Player { return engine.Player(c.a) }

// Role is unit p's role once it is rolled (11.7), "Side A" or "Side B", or
// "" before.
func (c *Campaign) Role(p engine.Player) string {
	switch c.SideA() {
	case engine.NoPlayer:
		return ""
	case p:
		return "Side A"
	}
	return "Side B"
}

// Played is the number of scenarios played.
func (c *Campaign) Played() int { return c.next }

// Results are the scenarios played, in order.
func (c *Campaign) Results() []Result { return append([]Result(nil), c.results...) }

// ResultText words a result with the units' names.
func (c *Campaign) ResultText(r Result) string { return c.resultText(r) }

// NextStage is the next scenario; ok is false once all six are played.
func (c *Campaign) NextStage() (Stage, bool) {
	if c.next >= len(stages) {
		return Stage{}, false
	}
	return stages[c.next], true
}

// Shop is the rosters' or the reinforcements' purchases, if the campaign
// is in them.
func (c *Campaign) Shop() (Shop, bool) {
	if (c.ph != campRoster && c.ph != campReinforce) || c.shop == nil {
		return Shop{}, false
	}
	v := c.shop.view()
	// The letters follow those the rosters hold already.
	for p := int8(0); p < 2; p++ {
		labels := itemLabels(c.shop.items[p], c.sides[p].takenLetters())
		for i := range v.Purchases[p] {
			v.Purchases[p][i].Label = labels[i]
		}
	}
	return v, true
}

// PoolChoice is the restricted pools being chosen: what is left, and who
// picks; ok is false outside that phase.
func (c *Campaign) PoolChoice() (left []string, picker engine.Player, ok bool) {
	if c.ph != campPools {
		return nil, engine.NoPlayer, false
	}
	for _, k := range preference {
		if c.checkPick(PickPool{Type: k}) == nil {
			left = append(left, k)
		}
	}
	return left, engine.Player(c.picker()), true
}

// FieldChoice is one roster craft a side may field or keep home, with its
// seats and, once every seat is filled, its TPV.
type FieldChoice struct {
	Craft   RosterID
	Label   string // "Night Hawk A (3 marked)"
	Seats   []SeatChoice
	Crewed  bool // every seat is filled: the craft may fly
	TPV     int  // with its crew, when Crewed
	Fielded bool
}

// SeatChoice is a seat of a roster craft: who sits in it and who may be
// seated in it now.
type SeatChoice struct {
	Seat    int
	Name    string   // "pilot" or "gunner 2"
	Member  MemberID // −1: empty
	Label   string   // "pilot Plt 7 Gnr 6", or "empty"
	Options []SeatOption
	// CanEmpty: the seat may be emptied now (it is filled and its craft
	// is kept home).
	CanEmpty bool
	// Why, when Options is empty, says why nobody else may take the seat:
	// the refusal of the next crew member of the seat's kind (he crews
	// another craft, the TPV limit), or that the roster has no other.
	Why string
}

// SeatOption is a crew member who may be seated in a seat now.
type SeatOption struct {
	Member MemberID
	Label  string
}

// FieldView is a side's choice of craft and crews for the next scenario:
// the roster's craft, its limits (MaxTPV 0: none) and what it fields now.
type FieldView struct {
	Stage            Stage
	Rows             []FieldChoice
	MaxCraft, MaxTPV int
	Craft, TPV       int
	// Home are the crew members who sit in no seat.
	Home []string
}

// Fielding is side p's choice of craft and crews for the next scenario;
// ok is false when p has nothing to choose now.
func (c *Campaign) Fielding(p engine.Player) (FieldView, bool) {
	if c.ph != campField || p != 0 && p != 1 || c.decided[p] {
		return FieldView{}, false
	}
	s := &c.sides[p]
	v := FieldView{Stage: stages[c.next]}
	for k, r := range s.Craft {
		marked := fmt.Sprintf("%d marked", r.Damage)
		if l := r.LostText(); l != "" {
			marked += "; lost: " + l
		}
		row := FieldChoice{Craft: RosterID(k), Label: fmt.Sprintf("%s (%s)", r.Label(), marked), Fielded: c.isChosen(int8(p), k)}
		if a, ok := c.crewOf(int(p), k); ok {
			row.Crewed, row.TPV = true, s.tpvOf(a)
		}
		for n := 0; n < c.seats(int(p), k); n++ {
			row.Seats = append(row.Seats, c.seatChoice(int8(p), k, n))
		}
		v.Rows = append(v.Rows, row)
	}
	for m, who := range s.Crew {
		if _, _, ok := c.seatOf(int(p), m); !ok {
			v.Home = append(v.Home, who.String())
		}
	}
	v.MaxCraft, v.MaxTPV = c.limit(int(p))
	v.Craft, v.TPV = c.fieldedSize(int8(p))
	return v, true
}

// seatChoice is seat n of roster craft k of side p.
func (c *Campaign) seatChoice(p int8, k, n int) SeatChoice {
	s := &c.sides[p]
	sc := SeatChoice{Seat: n, Name: "pilot", Member: -1, Label: "empty"}
	if n > 0 {
		sc.Name = fmt.Sprintf("gunner %d", n)
	}
	if m := c.seated(int(p), k, n); m >= 0 {
		sc.Member, sc.Label = MemberID(m), s.Crew[m].String()
	}
	sc.CanEmpty = c.checkCrew(p, Crew{By: engine.Player(p), Craft: RosterID(k), Seat: n, Off: true}) == nil
	var refusal error // the first refusal of a crew member of the seat's kind
	for m, who := range s.Crew {
		err := c.checkCrew(p, Crew{By: engine.Player(p), Craft: RosterID(k), Seat: n, Member: MemberID(m)})
		switch {
		case err == nil:
			sc.Options = append(sc.Options, SeatOption{Member: MemberID(m), Label: who.String()})
		case refusal == nil && m != int(sc.Member) && who.Pilot == (n == 0):
			refusal = err
		}
	}
	if len(sc.Options) == 0 {
		kind := "pilot"
		if n > 0 {
			kind = "gunner"
		}
		sc.Why = "the roster has no other " + kind
		if refusal != nil {
			sc.Why = refusal.Error()
		}
	}
	return sc
}

// CrewSeat is a seat of a craft in a campaign's battle and the roster
// member who sits in it.
type CrewSeat struct {
	Seat   int      // 0 the pilot's, then the gunners' (the craft's Crew order)
	Member MemberID // his place in the side's roster (Squadron's Crew)
	No     int      // his roster number (Member.No), 0 for one made by hand
	Label  string   // as the roster names him: "pilot #3 (Plt 5 Gnr 5)"
}

// BattleCrew is who sits in each seat of craft (its index in the running
// battle): the crews the sides chose when fielding (11.7), which the
// campaign keeps for the battle to carry its losses and veterans back to
// the rosters. It is nil between battles and for a craft the campaign adds
// to a battle from no roster (11.7's extra Teal Hawk, the command ship and
// its decoy, which so read alike). Nothing here is secret from either
// side: the rosters are open to both (Squadron), and each craft's crew
// skills are on its record in the battle.
func (c *Campaign) BattleCrew(craft CraftID) []CrewSeat {
	if c.ph != campBattle || c.battle == nil {
		return nil
	}
	for p := range c.playing {
		for _, a := range c.playing[p] {
			if a.Index != int(craft) {
				continue
			}
			crew := c.sides[p].Crew
			var out []CrewSeat
			for k, m := range a.Crew {
				if m < 0 || m >= len(crew) {
					return nil
				}
				out = append(out, CrewSeat{Seat: k, Member: MemberID(m), No: crew[m].No, Label: crew[m].String()})
			}
			return out
		}
	}
	return nil
}

// AdvanceChoice is one veteran's advance waiting for his side's choice.
type AdvanceChoice struct {
	Crew           MemberID
	Label          string // "pilot Plt 6 Gnr 5"
	CanPlt, CanGnr bool
}

// Advances are side p's veterans waiting for their advance (10.1).
func (c *Campaign) Advances(p engine.Player) []AdvanceChoice {
	var out []AdvanceChoice
	if c.ph != campExperience {
		return nil
	}
	for _, a := range c.pending {
		if engine.Player(a.side) != p {
			continue
		}
		m := c.sides[p].Crew[a.crew]
		out = append(out, AdvanceChoice{Crew: MemberID(a.crew), Label: m.String(), CanPlt: m.Pilot && m.Plt < MaxSkill, CanGnr: m.Gnr < MaxSkill})
	}
	return out
}

// Describe words an intent for viewer: a battle's with its names, a
// campaign's with the rosters'.
func (c *Campaign) Describe(in engine.Intent, viewer engine.Player) string {
	x, err := normalize(in)
	if err != nil {
		return "?"
	}
	p := x.Actor()
	if p != 0 && p != 1 {
		return x.String()
	}
	switch x := x.(type) {
	case Field:
		if int(x.Craft) < len(c.sides[p].Craft) {
			if x.On {
				return "field " + c.sides[p].Craft[x.Craft].Label()
			}
			return "keep " + c.sides[p].Craft[x.Craft].Label() + " home"
		}
	case Crew:
		s := &c.sides[p]
		if int(x.Craft) < len(s.Craft) {
			if x.Off {
				return "empty " + seatName(x.Seat) + " of " + s.Craft[x.Craft].Label()
			}
			if int(x.Member) < len(s.Crew) {
				return "seat the " + s.Crew[x.Member].String() + " in " + s.Craft[x.Craft].Label() + " (" + seatName(x.Seat) + ")"
			}
		}
	case Advance:
		if int(x.Crew) < len(c.sides[p].Crew) {
			skill := "Gnr"
			if x.Plt {
				skill = "Plt"
			}
			return c.sides[p].Crew[x.Crew].String() + " raises " + skill
		}
	case Unbuy:
		if c.shop != nil && x.N < len(c.shop.items[p]) {
			return "take back " + itemLabels(c.shop.items[p], c.sides[p].takenLetters())[x.N]
		}
	case Roll, PickPool, Buy, Hire, Done:
	default:
		if c.battle != nil {
			return c.battle.Describe(x, viewer)
		}
	}
	return x.String()
}

// choose is the scripted opponent's choice for side p in a campaign: the
// battle's moves, the builder's rosters and reinforcements, the builder's
// craft to field, the first design of its order for its pool, and for a
// veteran Plt, or Gnr once Plt is 10.
func (c *Campaign) choose(p engine.Player) (engine.Intent, error) {
	if c.outcome.Over {
		return nil, fmt.Errorf("the campaign is over")
	}
	if c.ph == campBattle {
		return c.battle.choose(p)
	}
	legal := c.Legal(p)
	if len(legal) == 0 {
		return nil, fmt.Errorf("%s nothing to do", engine.Agree(c.Name(p), "has"))
	}
	var in engine.Intent
	switch c.ph {
	case campRoster, campReinforce:
		in = c.shop.plan(p)
	case campField:
		in = Done{By: p}
	case campExperience:
		a := c.Advances(p)[0]
		in = Advance{By: p, Crew: a.Crew, Plt: a.CanPlt}
	default:
		in = legal[0]
	}
	if c.check(in) == nil {
		return in, nil
	}
	return legal[len(legal)-1], nil
}

// SideName is side p's name in a game or a campaign.
func SideName(st engine.State, p engine.Player) string {
	switch s := st.(type) {
	case *State:
		return s.Name(p)
	case *Campaign:
		return s.Name(p)
	}
	return "nobody"
}

// Pool is the designs side p has taken into its pool (11.7's restricted
// pools), in the order taken.
func (c *Campaign) Pool(p engine.Player) []string {
	if p != 0 && p != 1 {
		return nil
	}
	return append([]string(nil), c.sides[p].Pool...)
}

// Conceals implements engine.Concealer as the battle being fought does: the
// other side's log leaves out its secret launch decisions (4.2), so that a
// campaign's battle tells it no more than a single battle would.
func (c *Campaign) Conceals(in engine.Intent, viewer engine.Player) bool {
	return c.ph == campBattle && c.battle != nil && c.battle.Conceals(in, viewer)
}
