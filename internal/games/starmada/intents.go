package starmada

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Intent kinds as written in save files.
const (
	KindOrders = "orders" // write one ship's movement orders (secret)
	KindSubmit = "submit" // seal a side's orders
	KindFly    = "fly"    // move one flight or satellite and, optionally, attack
	KindPick   = "pick"   // make an enemy flight act next (5.1.2)
	KindTarget = "target" // declare a battery's target (4.1.1)
	KindFire   = "fire"   // resolve the side's declared attacks
)

// WriteOrders writes (or rewrites) the movement orders of one ship in the
// Orders Phase. They stay secret until both sides have submitted.
type WriteOrders struct {
	By     engine.Player `json:"by"`
	Ship   string        `json:"ship"`
	Orders string        `json:"orders"`
}

// Submit seals a side's orders; ships without orders stand still.
type Submit struct {
	By engine.Player `json:"by"`
}

// Fly moves a flight or battle satellite to the hex Col, Row (its own hex
// to stay) and then attacks Target: a ship's name, "fighters@CCRR" for the
// enemy craft in that hex, or "" for no attack.
type Fly struct {
	By     engine.Player `json:"by"`
	Craft  string        `json:"craft"`
	Col    int           `json:"col"`
	Row    int           `json:"row"`
	Target string        `json:"target,omitempty"`
}

// Pick chooses an enemy flight to move and attack next; its owner then
// flies it (5.1.2).
type Pick struct {
	By    engine.Player `json:"by"`
	Craft string        `json:"craft"`
}

// Target declares that weapons of one battery attack Target (a ship's
// name or "fighters@CCRR"). Mounts lists the weapons by their index in
// the battery (from 0); empty means every weapon of the battery not yet
// declared that can bear on the target.
type Target struct {
	By      engine.Player `json:"by"`
	Ship    string        `json:"ship"`
	Battery string        `json:"battery"` // "a", "b" or "c"
	Target  string        `json:"target"`
	Mounts  []int         `json:"mounts,omitempty"`
}

// Fire resolves every attack the side has declared this Combat Phase.
type Fire struct {
	By engine.Player `json:"by"`
}

// Kind implements engine.Intent.
func (WriteOrders) Kind() string { return KindOrders }
func (Submit) Kind() string      { return KindSubmit }
func (Fly) Kind() string         { return KindFly }
func (Pick) Kind() string        { return KindPick }
func (Target) Kind() string      { return KindTarget }
func (Fire) Kind() string        { return KindFire }

// Actor implements engine.Intent.
func (i WriteOrders) Actor() engine.Player { return i.By }
func (i Submit) Actor() engine.Player      { return i.By }
func (i Fly) Actor() engine.Player         { return i.By }
func (i Pick) Actor() engine.Player        { return i.By }
func (i Target) Actor() engine.Player      { return i.By }
func (i Fire) Actor() engine.Player        { return i.By }

// String implements engine.Intent.
// String names the ship but not the orders: the log shows every intent's
// String to both sides, and the orders are secret until revealed (3.2).
// The secret EvOrders event carries them to their own side.
func (i WriteOrders) String() string { return "orders for " + i.Ship }
func (i Submit) String() string      { return "submit the orders" }
func (i Fly) String() string {
	s := i.Craft + " to " + hexName(i.Col, i.Row)
	if i.Target != "" {
		s += ", attacking " + i.Target
	}
	return s
}
func (i Pick) String() string { return "make " + i.Craft + " act next" }
func (i Target) String() string {
	s := i.Ship + " (" + i.Battery + ") at " + i.Target
	if len(i.Mounts) > 0 {
		parts := make([]string, len(i.Mounts))
		for k, m := range i.Mounts {
			parts[k] = strconv.Itoa(m + 1)
		}
		s += " with weapons " + strings.Join(parts, ",")
	}
	return s
}
func (i Fire) String() string { return "resolve the declared attacks" }

// FightersTarget names the enemy craft in a hex as a target.
func FightersTarget(h hex.Hex) string {
	c, r := hex.ToOffset(h)
	return "fighters@" + hexName(c, r)
}

// parseFightersTarget reads "fighters@CCRR".
func parseFightersTarget(s string) (hex.Hex, bool) {
	rest, ok := strings.CutPrefix(s, "fighters@")
	if !ok || len(rest) != 4 {
		return hex.Hex{}, false
	}
	c, err1 := strconv.Atoi(rest[:2])
	r, err2 := strconv.Atoi(rest[2:])
	if err1 != nil || err2 != nil || c < 0 || r < 0 {
		return hex.Hex{}, false
	}
	return hex.FromOffset(c, r), true
}

// DecodeIntent reads an intent saved as JSON. Unknown kinds and unknown
// fields are errors.
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	var in engine.Intent
	var by *engine.Player
	switch kind {
	case KindOrders:
		var x struct {
			By     *engine.Player `json:"by"`
			Ship   string         `json:"ship"`
			Orders string         `json:"orders"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		by, in = x.By, WriteOrders{Ship: x.Ship, Orders: x.Orders}
	case KindSubmit, KindFire:
		var x struct {
			By *engine.Player `json:"by"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		by = x.By
		if kind == KindSubmit {
			in = Submit{}
		} else {
			in = Fire{}
		}
	case KindFly:
		var x struct {
			By     *engine.Player `json:"by"`
			Craft  string         `json:"craft"`
			Col    *int           `json:"col"`
			Row    *int           `json:"row"`
			Target string         `json:"target"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		if x.Col == nil || x.Row == nil {
			return nil, fmt.Errorf("%s: missing field \"col\" or \"row\"", kind)
		}
		by, in = x.By, Fly{Craft: x.Craft, Col: *x.Col, Row: *x.Row, Target: x.Target}
	case KindPick:
		var x struct {
			By    *engine.Player `json:"by"`
			Craft string         `json:"craft"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		by, in = x.By, Pick{Craft: x.Craft}
	case KindTarget:
		var x struct {
			By      *engine.Player `json:"by"`
			Ship    string         `json:"ship"`
			Battery string         `json:"battery"`
			Target  string         `json:"target"`
			Mounts  []int          `json:"mounts"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		if len(x.Mounts) > maxMounts {
			return nil, fmt.Errorf("%s: more than %d mounts", kind, maxMounts)
		}
		if len(x.Mounts) == 0 {
			x.Mounts = nil
		}
		by, in = x.By, Target{Ship: x.Ship, Battery: x.Battery, Target: x.Target, Mounts: x.Mounts}
	case KindLose:
		var x struct {
			By     *engine.Player `json:"by"`
			Ship   string         `json:"ship"`
			System string         `json:"system"`
			Item   int            `json:"item"`
			Craft  string         `json:"craft"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		by, in = x.By, Lose{Ship: x.Ship, System: x.System, Item: x.Item, Craft: x.Craft}
	case KindPlace:
		var x struct {
			By     *engine.Player `json:"by"`
			Ship   string         `json:"ship"`
			Col    *int           `json:"col"`
			Row    *int           `json:"row"`
			Facing string         `json:"facing"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		if x.Col == nil || x.Row == nil {
			return nil, fmt.Errorf("%s: missing field \"col\" or \"row\"", kind)
		}
		by, in = x.By, Place{Ship: x.Ship, Col: *x.Col, Row: *x.Row, Facing: x.Facing}
	case KindObject:
		var x struct {
			By     *engine.Player `json:"by"`
			Object string         `json:"object"`
			Col    *int           `json:"col"`
			Row    *int           `json:"row"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		if x.Col == nil || x.Row == nil {
			return nil, fmt.Errorf("%s: missing field \"col\" or \"row\"", kind)
		}
		by, in = x.By, PlaceObject{Object: x.Object, Col: *x.Col, Row: *x.Row}
	case KindEdge:
		var x struct {
			By   *engine.Player `json:"by"`
			Edge string         `json:"edge"`
		}
		if err := gamedata.DecodeIntent(data, &x); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
		by, in = x.By, ChooseEdge{Edge: x.Edge}
	default:
		return nil, fmt.Errorf("starmada has no intent %q", kind)
	}
	switch {
	case by == nil:
		return nil, fmt.Errorf("%s: missing field \"by\"", kind)
	case !validPlayer(*by):
		return nil, fmt.Errorf("%s: player %d does not exist (want 0 or 1)", kind, int(*by))
	}
	switch x := in.(type) {
	case WriteOrders:
		x.By = *by
		in = x
	case Submit:
		in = Submit{By: *by}
	case Fire:
		in = Fire{By: *by}
	case Fly:
		x.By = *by
		in = x
	case Pick:
		x.By = *by
		in = x
	case Target:
		x.By = *by
		in = x
	case Lose:
		x.By = *by
		in = x
	case Place:
		x.By = *by
		in = x
	case PlaceObject:
		x.By = *by
		in = x
	case ChooseEdge:
		x.By = *by
		in = x
	}
	return in, nil
}

// normalize turns pointer intents into values.
func normalize(in engine.Intent) (engine.Intent, error) {
	switch x := in.(type) {
	case nil:
		return nil, errors.New("no intent")
	case WriteOrders, Submit, Fly, Pick, Target, Fire, Lose, Place, PlaceObject, ChooseEdge:
		return in, nil
	case *WriteOrders:
		if x != nil {
			return *x, nil
		}
	case *Submit:
		if x != nil {
			return *x, nil
		}
	case *Fly:
		if x != nil {
			return *x, nil
		}
	case *Pick:
		if x != nil {
			return *x, nil
		}
	case *Target:
		if x != nil {
			return *x, nil
		}
	case *Fire:
		if x != nil {
			return *x, nil
		}
	case *Lose:
		if x != nil {
			return *x, nil
		}
	case *Place:
		if x != nil {
			return *x, nil
		}
	case *PlaceObject:
		if x != nil {
			return *x, nil
		}
	case *ChooseEdge:
		if x != nil {
			return *x, nil
		}
	default:
		return nil, fmt.Errorf("starmada has no intent of type %T", in)
	}
	return nil, errors.New("no intent")
}
