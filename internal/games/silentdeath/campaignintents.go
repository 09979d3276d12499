package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Intent kinds of the campaign (11.7), besides the purchases'.
const (
	KindRoll    = "roll"    // roll the dice the campaign's phase needs (made as player 0)
	KindPick    = "pick"    // take a craft design into the side's restricted pool
	KindField   = "field"   // field a roster craft in the next scenario, or keep it home
	KindAdvance = "advance" // a veteran raises Plt or Gnr (10.1)
	KindCrew    = "crew"    // seat a roster crew member in a roster craft for the next scenario, or empty a seat
)

// RosterID names a craft of a campaign roster by its place on it.
type RosterID int

// MemberID names a crew member of a campaign roster by his place on it.
type MemberID int

// Roll rolls for the first pick of the restricted pools (11.7).
type Roll struct {
	By engine.Player `json:"by"`
}

// PickPool takes the design Type into the side's pool: the sides take the
// twelve in turn, and each buys only from its own (11.7's restricted
// pools).
type PickPool struct {
	By   engine.Player `json:"by"`
	Type string        `json:"type"`
}

// Field fields roster craft Craft in the next scenario (On), or keeps it
// home, when 11.7 limits the side's force.
type Field struct {
	By    engine.Player `json:"by"`
	Craft RosterID      `json:"craft,omitempty"`
	On    bool          `json:"on,omitempty"`
}

// Advance is a veteran's advance (10.1): crew member Crew raises his Plt
// (a pilot's choice) or his Gnr by one.
type Advance struct {
	By   engine.Player `json:"by"`
	Crew MemberID      `json:"crew,omitempty"`
	Plt  bool          `json:"plt,omitempty"`
}

// Crew seats roster crew member Member in seat Seat of roster craft Craft
// for the next scenario (seat 0 is the pilot's, 1 and on the gunners'), or
// with Off empties the seat: 11.7 lets each unit man its craft with "any of
// the pilots and gunners available on the roster".
type Crew struct {
	By     engine.Player `json:"by"`
	Craft  RosterID      `json:"craft,omitempty"`
	Seat   int           `json:"seat,omitempty"`
	Member MemberID      `json:"member,omitempty"`
	Off    bool          `json:"off,omitempty"`
}

// Kind implements engine.Intent.
func (Crew) Kind() string     { return KindCrew }
func (Roll) Kind() string     { return KindRoll }
func (PickPool) Kind() string { return KindPick }
func (Field) Kind() string    { return KindField }
func (Advance) Kind() string  { return KindAdvance }

// Actor implements engine.Intent.
func (i Roll) Actor() engine.Player     { return i.By }
func (i PickPool) Actor() engine.Player { return i.By }
func (i Field) Actor() engine.Player    { return i.By }
func (i Advance) Actor() engine.Player  { return i.By }
func (i Crew) Actor() engine.Player     { return i.By }

// String implements engine.Intent; a campaign keeps nothing secret.
func (i Roll) String() string { return "roll for the first pick" }
func (i PickPool) String() string {
	if t, ok := CraftByKey(i.Type); ok {
		return "take the " + t.Name + " into the pool"
	}
	return "take " + i.Type + " into the pool"
}
func (i Field) String() string {
	if i.On {
		return fmt.Sprintf("field roster craft %d", i.Craft)
	}
	return fmt.Sprintf("keep roster craft %d home", i.Craft)
}
func (i Crew) String() string {
	if i.Off {
		return fmt.Sprintf("empty seat %d of roster craft %d", i.Seat, i.Craft)
	}
	return fmt.Sprintf("seat crew member %d in seat %d of roster craft %d", i.Member, i.Seat, i.Craft)
}
func (i Advance) String() string {
	if i.Plt {
		return fmt.Sprintf("crew member %d raises Plt", i.Crew)
	}
	return fmt.Sprintf("crew member %d raises Gnr", i.Crew)
}

// maxRosterField bounds the roster places an intent may name: every craft
// and every crew member a roster may hold.
const maxRosterField = MaxCrew

// Validate implements engine.Validator.
func (i Roll) Validate() error { return fields{by: i.By}.check() }
func (i PickPool) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if len(i.Type) > 40 {
		return errors.New("type: too long")
	}
	return nil
}
func (i Field) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if i.Craft < 0 || i.Craft >= maxRosterField {
		return errors.New("craft is out of range")
	}
	return nil
}
func (i Advance) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if i.Crew < 0 || i.Crew >= maxRosterField {
		return errors.New("crew is out of range")
	}
	return nil
}
func (i Crew) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	switch {
	case i.Craft < 0 || i.Craft >= maxRosterField:
		return errors.New("craft is out of range")
	case i.Member < 0 || i.Member >= maxRosterField:
		return errors.New("member is out of range")
	case i.Seat < 0 || i.Seat > maxCrewField:
		return errors.New("seat is out of range")
	}
	return nil
}
