package silentdeath

import (
	"fmt"
	"strconv"
)

// CraftID names a craft in intents: its index in the game, the scenario's
// craft of the first side, then those of the second, in file order.
type CraftID int

// refKind tells what a target is.
type refKind uint8

const (
	refNone refKind = iota
	refCraft
	refTorp
	refSat
	refOff
)

// Target is what a shot, a lock-on, a launch or a jam aims at: a craft, a
// torp (by its id, counted from 1 as torps are launched), a satellite (by
// its index in the scenario: the Laser Sats, then the Comm Sat) or 11.2's
// fighter tender off the map. It is written as save files have always
// written it: "c3", "t12", "s0", "off".
type Target struct {
	kind refKind
	n    int
}

// ref is Target inside the rules, where it was born.
type ref = Target

// CraftTarget aims at craft c.
func CraftTarget(c CraftID) Target { return Target{refCraft, int(c)} }

// TorpTarget aims at the torp with the given id.
func TorpTarget(id int) Target { return Target{refTorp, id} }

// SatTarget aims at satellite k.
func SatTarget(k int) Target { return Target{refSat, k} }

// OffboardTarget aims at 11.2's fighter tender off the map.
func OffboardTarget() Target { return Target{kind: refOff} }

// Craft is the craft aimed at, if the target is one.
func (t Target) Craft() (CraftID, bool) { return CraftID(t.n), t.kind == refCraft }

// Torp is the id of the torp aimed at, if the target is one.
func (t Target) Torp() (int, bool) { return t.n, t.kind == refTorp }

// Sat is the index of the satellite aimed at, if the target is one.
func (t Target) Sat() (int, bool) { return t.n, t.kind == refSat }

// Offboard reports whether the target is the fighter tender off the map.
func (t Target) Offboard() bool { return t.kind == refOff }

// IsZero reports whether the target aims at nothing (an intent without
// one, or a torp whose target a view hides).
func (t Target) IsZero() bool { return t.kind == refNone }

// String writes the target as save files do; "" for none.
func (t Target) String() string {
	switch t.kind {
	case refCraft:
		return "c" + strconv.Itoa(t.n)
	case refTorp:
		return "t" + strconv.Itoa(t.n)
	case refSat:
		return "s" + strconv.Itoa(t.n)
	case refOff:
		return "off"
	}
	return ""
}

// MarshalText implements encoding.TextMarshaler.
func (t Target) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "c<n>", "t<n>",
// "s<n>" (n a number without sign or leading zero) or "off".
func (t *Target) UnmarshalText(b []byte) error {
	r, err := parseTarget(string(b))
	if err != nil {
		return err
	}
	*t = r
	return nil
}

// maxTargetN bounds the number a target's text may hold.
const maxTargetN = 999999

func parseTarget(s string) (Target, error) {
	if s == "off" {
		return OffboardTarget(), nil
	}
	bad := fmt.Errorf("target %q is not c<n>, t<n>, s<n> or off", s)
	if len(s) < 2 || len(s) > 7 {
		return Target{}, bad
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 || n > maxTargetN || strconv.Itoa(n) != s[1:] {
		return Target{}, bad
	}
	switch s[0] {
	case 'c':
		return Target{refCraft, n}, nil
	case 't':
		return Target{refTorp, n}, nil
	case 's':
		return Target{refSat, n}, nil
	}
	return Target{}, bad
}
