package stellararmada

import (
	"encoding/json"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Intent kinds as written in save files.
const (
	KindRoll    = "roll"
	KindMissile = "missile"
	KindMaser   = "maser"
	KindEngine  = "engine"
	KindShield  = "shield"
	KindRepair  = "repair"
	KindEnd     = "end"
)

// RollOff rolls a die for each player to decide who goes first. It is
// made as player 0, whichever player presses the key.
type RollOff struct {
	By engine.Player `json:"by"`
}

// FireMissile spends one action point and one missile on a shot that does
// 5 damage when it hits.
type FireMissile struct {
	By     engine.Player `json:"by"`
	Target System        `json:"target"`
}

// FireMaser spends one action point on a shot that does 2 damage when it
// hits.
type FireMaser struct {
	By     engine.Player `json:"by"`
	Target System        `json:"target"`
}

// ActivateEngine spends one action point on one engine: each engine
// activated makes the opponent's shots need one more on his next turn.
type ActivateEngine struct {
	By engine.Player `json:"by"`
}

// RechargeShield spends one action point on one shield point.
type RechargeShield struct {
	By engine.Player `json:"by"`
}

// RepairSystem spends one action point to restore one point of a system
// other than the reactor and the shields.
type RepairSystem struct {
	By     engine.Player `json:"by"`
	System System        `json:"system"`
}

// EndTurn ends the turn; unused action points are lost.
type EndTurn struct {
	By engine.Player `json:"by"`
}

// Kind implements engine.Intent.
func (RollOff) Kind() string        { return KindRoll }
func (FireMissile) Kind() string    { return KindMissile }
func (FireMaser) Kind() string      { return KindMaser }
func (ActivateEngine) Kind() string { return KindEngine }
func (RechargeShield) Kind() string { return KindShield }
func (RepairSystem) Kind() string   { return KindRepair }
func (EndTurn) Kind() string        { return KindEnd }

// Actor implements engine.Intent.
func (i RollOff) Actor() engine.Player        { return i.By }
func (i FireMissile) Actor() engine.Player    { return i.By }
func (i FireMaser) Actor() engine.Player      { return i.By }
func (i ActivateEngine) Actor() engine.Player { return i.By }
func (i RechargeShield) Actor() engine.Player { return i.By }
func (i RepairSystem) Actor() engine.Player   { return i.By }
func (i EndTurn) Actor() engine.Player        { return i.By }

// String implements engine.Intent.
func (i RollOff) String() string { return "roll for the first player" }
func (i FireMissile) String() string {
	return "fire a missile at the " + i.Target.Label()
}
func (i FireMaser) String() string { return "fire a maser at the " + i.Target.Label() }
func (i ActivateEngine) String() string {
	return "activate an engine"
}
func (i RechargeShield) String() string { return "recharge a shield point" }
func (i RepairSystem) String() string   { return "repair the " + i.System.Label() }
func (i EndTurn) String() string        { return "end the turn" }

// codec reads Stellar Armada's intents, one type per kind.
var codec = engine.NewCodec(ID, RollOff{}, FireMissile{}, FireMaser{}, ActivateEngine{}, RechargeShield{}, RepairSystem{}, EndTurn{})

// DecodeIntent reads an intent saved as JSON. Unknown kinds, unknown or
// missing fields and players other than 0 and 1 are errors.
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
