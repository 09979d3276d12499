package starmada

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Intent kinds as written in save files.
const (
	KindOrders  = "orders"  // write one ship's movement orders (secret)
	KindSubmit  = "submit"  // seal a side's orders
	KindFly     = "fly"     // move one flight or satellite and, optionally, attack
	KindPick    = "pick"    // make an enemy flight act next (5.1.2)
	KindTarget  = "target"  // declare a battery's target (4.1.1)
	KindResolve = "resolve" // resolve one ship's declared attacks (4.1.1)
	KindFire    = "fire"    // resolve what is still declared and end the side's fire
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
// to stay) and then attacks Target, when it is not the zero Ref.
type Fly struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft"`
	Col    int           `json:"col"`
	Row    int           `json:"row"`
	Target Ref           `json:"target,omitempty,omitzero"`
}

// Pick chooses an enemy flight to move and attack next; its owner then
// flies it (5.1.2).
type Pick struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft"`
}

// Target declares that weapons of one battery attack Target. Mounts lists
// the weapons by their index in the battery (from 0); empty means every
// weapon of the battery not yet declared that can bear on the target.
type Target struct {
	By      engine.Player `json:"by"`
	Ship    string        `json:"ship"`
	Battery string        `json:"battery"` // "a", "b" or "c"
	Target  Ref           `json:"target"`
	Mounts  []int         `json:"mounts,omitempty"`
}

// Resolve resolves the attacks declared for one ship (4.1.1): a ship
// declares every target before it resolves any attack, and once it has
// resolved them it declares nothing more this Combat Phase. The side's
// other ships may then declare, having seen the dice. When the side has
// nothing left to declare or resolve, its fire ends.
type Resolve struct {
	By   engine.Player `json:"by"`
	Ship string        `json:"ship"`
}

// Fire ends the side's fire in the Combat Phase: every attack still
// declared is resolved, and batteries without a target stay silent.
type Fire struct {
	By engine.Player `json:"by"`
}

// Kind implements engine.Intent.
func (WriteOrders) Kind() string { return KindOrders }
func (Submit) Kind() string      { return KindSubmit }
func (Fly) Kind() string         { return KindFly }
func (Pick) Kind() string        { return KindPick }
func (Target) Kind() string      { return KindTarget }
func (Resolve) Kind() string     { return KindResolve }
func (Fire) Kind() string        { return KindFire }

// Actor implements engine.Intent.
func (i WriteOrders) Actor() engine.Player { return i.By }
func (i Submit) Actor() engine.Player      { return i.By }
func (i Fly) Actor() engine.Player         { return i.By }
func (i Pick) Actor() engine.Player        { return i.By }
func (i Target) Actor() engine.Player      { return i.By }
func (i Resolve) Actor() engine.Player     { return i.By }
func (i Fire) Actor() engine.Player        { return i.By }

// String implements engine.Intent.
// String names the ship but not the orders: the log shows every intent's
// String to both sides, and the orders are secret until revealed (3.2).
// The secret EvOrders event carries them to their own side.
func (i WriteOrders) String() string { return "orders for " + i.Ship }
func (i Submit) String() string      { return "seal the orders" }
func (i Fly) String() string {
	s := i.Craft.String() + " to " + hexName(i.Col, i.Row)
	if !i.Target.IsZero() {
		s += ", attacking " + i.Target.Words()
	}
	return s
}
func (i Pick) String() string { return "make " + i.Craft.String() + " act next" }
func (i Target) String() string {
	s := i.Ship + " (" + i.Battery + ") at " + i.Target.Words()
	if len(i.Mounts) > 0 {
		parts := make([]string, len(i.Mounts))
		for k, m := range i.Mounts {
			parts[k] = strconv.Itoa(m + 1)
		}
		s += " with weapons " + strings.Join(parts, ",")
	}
	return s
}
func (i Resolve) String() string { return "resolve " + engine.Possessive(i.Ship) + " attacks" }
func (i Fire) String() string    { return "end the fire" }

// At is the hex the flight flies to.
func (i Fly) At() hex.Hex { return hex.FromOffset(i.Col, i.Row) }

// Validate implements engine.Validator.
func (i Target) Validate() error {
	if len(i.Mounts) > maxMounts {
		return fmt.Errorf("more than %d mounts", maxMounts)
	}
	return nil
}

// UnmarshalJSON reads a declaration; an empty list of mounts is no list,
// as the encoder writes it, so that a declaration reads back equal.
func (i *Target) UnmarshalJSON(data []byte) error {
	type wire Target
	if err := strictJSON(data, (*wire)(i)); err != nil {
		return err
	}
	if len(i.Mounts) == 0 {
		i.Mounts = nil
	}
	return nil
}

// strictJSON decodes one object into v, refusing unknown fields: a type
// with its own UnmarshalJSON does not inherit the codec's strictness.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// Ref is what an attack aims at: an enemy ship by its name, or the enemy
// craft in one hex (5.2.1). The zero Ref aims at nothing. In files it is
// written as the ship's name or as "fighters@CCRR".
type Ref struct {
	Ship     string  // the ship's name, when Fighters is false
	Fighters bool    // the craft in At
	At       hex.Hex // with Fighters: the hex of the stack
}

// ShipTarget aims at a ship.
func ShipTarget(name string) Ref { return Ref{Ship: name} }

// FightersTarget aims at the enemy craft in a hex.
func FightersTarget(h hex.Hex) Ref { return Ref{Fighters: true, At: h} }

// IsZero reports whether the Ref aims at nothing.
func (r Ref) IsZero() bool { return r == Ref{} }

// String writes the Ref as files do: "Hive", "fighters@0512", "".
func (r Ref) String() string {
	if r.Fighters {
		return "fighters@" + HexLabel(r.At)
	}
	return r.Ship
}

// Words writes the Ref for a person: "Hive", "the fighters in 0512".
func (r Ref) Words() string {
	if r.Fighters {
		return "the fighters in " + HexLabel(r.At)
	}
	return r.Ship
}

// verb is v, a verb as it goes with one ship ("is"), as it goes with
// Words: "the fighters in 1512 are".
func (r Ref) verb(v string) string {
	if r.Fighters {
		return engine.VerbFor("fighters", v)
	}
	return v
}

// arcWords names firing arcs in words: "arc A", "arcs A and B" (a target on
// the line between two arcs is in both, 4.1.2).
func arcWords(a hex.ArcSet) string {
	var letters []string
	for _, c := range a.String() {
		letters = append(letters, string(c))
	}
	if len(letters) == 1 {
		return "arc " + letters[0]
	}
	return "arcs " + engine.List(letters...)
}

// MarshalText implements encoding.TextMarshaler.
func (r Ref) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (r *Ref) UnmarshalText(b []byte) error {
	x, err := ParseRef(string(b))
	if err != nil {
		return err
	}
	*r = x
	return nil
}

// ParseRef reads a target as files write it: a ship's name, or
// "fighters@CCRR"; "" is the zero Ref.
func ParseRef(s string) (Ref, error) {
	rest, ok := strings.CutPrefix(s, "fighters@")
	if !ok {
		if len(s) > 100 {
			return Ref{}, errors.New("a ship's name is shorter")
		}
		return Ref{Ship: s}, nil
	}
	if len(rest) != 4 {
		return Ref{}, fmt.Errorf("%q: the fighters in a hex are written fighters@CCRR", s)
	}
	h, err := ParseHex(rest)
	if err != nil {
		return Ref{}, fmt.Errorf("%q: %w", s, err)
	}
	return FightersTarget(h), nil
}

// CraftID names a fighter flight or battle satellite: its carrier and its
// number among the carrier's flights (5.1.1) or satellites (C.5). In files
// it is written "Hive/F1" or "Paladin/S3".
type CraftID struct {
	Carrier   string
	Satellite bool
	N         int // from 1
}

// IsZero reports whether the id names nothing.
func (c CraftID) IsZero() bool { return c == CraftID{} }

// String writes the id as files do: "Hive/F1".
func (c CraftID) String() string {
	if c.IsZero() {
		return ""
	}
	k := "/F"
	if c.Satellite {
		k = "/S"
	}
	return c.Carrier + k + strconv.Itoa(c.N)
}

// MarshalText implements encoding.TextMarshaler.
func (c CraftID) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (c *CraftID) UnmarshalText(b []byte) error {
	x, err := ParseCraftID(string(b))
	if err != nil {
		return err
	}
	*c = x
	return nil
}

// ParseCraftID reads "Hive/F1" or "Paladin/S3"; "" is the zero id.
func ParseCraftID(s string) (CraftID, error) {
	if s == "" {
		return CraftID{}, nil
	}
	carrier, rest, ok := cutLast(s, "/")
	bad := fmt.Errorf("%q is not a flight or satellite: write the carrier, / and F or S with its number, e.g. Hive/F1", s)
	if !ok || carrier == "" || len(carrier) > 100 || len(rest) < 2 || (rest[0] != 'F' && rest[0] != 'S') {
		return CraftID{}, bad
	}
	n, err := strconv.Atoi(rest[1:])
	if err != nil || n < 1 || n > 999 || rest[1] == '+' || rest[1] == '-' {
		return CraftID{}, bad
	}
	return CraftID{Carrier: carrier, Satellite: rest[0] == 'S', N: n}, nil
}

func cutLast(s, sep string) (before, after string, ok bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// codec reads and normalises every intent of the game (engine.Codec).
var codec = engine.NewCodec(ID, WriteOrders{}, Submit{}, Fly{}, Pick{}, Target{}, Resolve{}, Fire{},
	Lose{}, Place{}, PlaceObject{}, ChooseEdge{}, AddShip{}, RemoveShip{}, AutoFleet{}, Ready{}, Launch{})

// Kinds lists the intent kinds.
func Kinds() []string { return codec.Kinds() }

// DecodeIntent reads an intent saved as JSON through the shared codec:
// unknown kinds and fields are errors, and the player must be one of the
// two sides.
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	in, err := codec.Decode(kind, data)
	if err != nil {
		return nil, err
	}
	if !validPlayer(in.Actor()) {
		return nil, fmt.Errorf("%s: player %d does not exist (want 0 or 1)", kind, int(in.Actor()))
	}
	return in, nil
}
