package stellararmada

import (
	"fmt"
	"strings"
)

// System names a part of the star cruiser that a shot can aim at or a
// repair can restore. In JSON it is written as its name, e.g. "masers".
type System int

// The systems of a star cruiser mat. The first four are the "sides" around
// the reactor: destroying any of them opens the reactor to damage.
const (
	SysMasers   System = iota // three maser banks
	SysMissiles               // the missile system: one armor point in front of two launchers
	SysEngines
	SysRepair // the repair systems
	SysReactor
	SysShields
	numSystems
)

// sides lists the four systems around the reactor, in the order the mat
// and every list of the game show them.
var sides = [4]System{SysMasers, SysMissiles, SysEngines, SysRepair}

// SideSystems lists the four systems around the reactor in the mat's order.
func SideSystems() [4]System { return sides }

var systemNames = [numSystems]string{"masers", "missiles", "engines", "repair", "reactor", "shields"}

// labels word a system in a sentence: "Blue's masers are destroyed".
var systemLabels = [numSystems]string{"masers", "missile system", "engines", "repair systems", "reactor", "shields"}

// String is the system's name as written in JSON and scenario files.
func (s System) String() string {
	if s < 0 || s >= numSystems {
		return fmt.Sprintf("system(%d)", int(s))
	}
	return systemNames[s]
}

// Label words the system for a sentence ("missile system", "repair systems").
func (s System) Label() string {
	if s < 0 || s >= numSystems {
		return s.String()
	}
	return systemLabels[s]
}

func (s System) plural() bool { return s != SysMissiles && s != SysReactor }

// isSide reports whether s is one of the four systems around the reactor.
func (s System) isSide() bool { return s >= SysMasers && s <= SysRepair }

// ParseSystem reads a system's name.
func ParseSystem(name string) (System, error) {
	for i, n := range systemNames {
		if n == name {
			return System(i), nil
		}
	}
	return 0, fmt.Errorf("unknown system %q (want %s)", name, strings.Join(systemNames[:], ", "))
}

// MarshalText writes the system's name.
func (s System) MarshalText() ([]byte, error) {
	if s < 0 || s >= numSystems {
		return nil, fmt.Errorf("no system numbered %d", int(s))
	}
	return []byte(systemNames[s]), nil
}

// UnmarshalText reads a system's name.
func (s *System) UnmarshalText(b []byte) error {
	v, err := ParseSystem(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// track indexes the values kept on a mat. The missile system is two
// tracks (armor and launchers) that take damage as one.
type track uint8

const (
	tReactor track = iota
	tShields
	tEngines
	tRepair
	tMasers
	tArmor
	tLaunchers
	tAmmo
	numTracks
)

var trackNames = [numTracks]string{"reactor", "shields", "engines", "repair", "masers", "armor", "launchers", "ammo"}

// trackLimit bounds what a scenario may set for one track.
type trackLimit struct {
	maxLo, maxHi int // the range allowed for the track's maximum
	startLo      int // the least starting value
	standard     int // the standard mat's maximum
}

// trackLimits is the table of the mat's values. The standard column holds
// the numbers of the rulebook and, where it prints none, of the project
// (docs/rules/stellararmada.md lists which is which). The bounds a scenario
// may set (maxLo, maxHi, startLo) are all the project's own (Setup prints
// only the standard mat).
var trackLimits = [numTracks]trackLimit{
	tReactor:   {maxLo: 1, maxHi: 9, startLo: 1, standard: 6},   // rulebook: up to 6 action points, one per reactor point
	tShields:   {maxLo: 0, maxHi: 9, startLo: 0, standard: 5},   // project's own (deluxe-edition descriptions; Shields prints none)
	tEngines:   {maxLo: 1, maxHi: 4, startLo: 0, standard: 3},   // rulebook: Engines' "all three engines"; the bound 4 is own (a hit stays possible: needs 6)
	tRepair:    {maxLo: 1, maxHi: 6, startLo: 0, standard: 3},   // project's own (deluxe-edition descriptions; Repair prints none)
	tMasers:    {maxLo: 1, maxHi: 6, startLo: 0, standard: 3},   // rulebook: three masers a turn
	tArmor:     {maxLo: 0, maxHi: 3, startLo: 0, standard: 1},   // rulebook: one point of armor
	tLaunchers: {maxLo: 0, maxHi: 4, startLo: 0, standard: 2},   // rulebook: two launchers
	tAmmo:      {maxLo: 0, maxHi: 99, startLo: 0, standard: 10}, // rulebook: ten missiles
}

// Per-turn limits and damage printed in the rulebook, and the roll to hit,
// which is the project's own.
const (
	maxMissilesPerTurn = 2
	maxMasersPerTurn   = 3
	maxActionPoints    = 6 // "up to 6 action points" a turn, whatever the reactor
	missileDamage      = 5
	maserDamage        = 2
	reactorCapPerSide  = 2 // reactor damage per destroyed side per turn
	firstTurnBoost     = 3 // the second player's automatic boost during the first player's first turn
	// baseToHit is the project's own (Engines prints only that three
	// engines, or the first-turn boost of 3, make the opponent need 5 or
	// 6): 2+ with no engine, one more per engine, so a 1 always misses.
	baseToHit = 2
)

// Every action costs one action point (apply's n.ap--): printed for a
// shield point and a repair, the project's own for a missile, a maser shot
// and an engine (Action Points prints no price for them).

// Tracks holds one value for each track of a mat: the maxima, or the
// values at some moment.
type Tracks struct {
	Reactor, Shields, Engines, Repair, Masers, Armor, Launchers, Ammo int
}

// StandardTracks is the full star cruiser of the standard mat.
func StandardTracks() Tracks { return fromArray(standardArray()) }

func standardArray() [numTracks]int {
	var a [numTracks]int
	for i, l := range trackLimits {
		a[i] = l.standard
	}
	return a
}

func (t Tracks) array() [numTracks]int {
	return [numTracks]int{t.Reactor, t.Shields, t.Engines, t.Repair, t.Masers, t.Armor, t.Launchers, t.Ammo}
}

func fromArray(a [numTracks]int) Tracks {
	return Tracks{a[tReactor], a[tShields], a[tEngines], a[tRepair], a[tMasers], a[tArmor], a[tLaunchers], a[tAmmo]}
}

// checkTracks validates maxima and starting values; where names the place
// for the error ("sides[1].mat").
func checkTracks(where string, max, start [numTracks]int) error {
	for i := track(0); i < numTracks; i++ {
		l := trackLimits[i]
		name := trackNames[i]
		switch m := max[i]; {
		case m < l.maxLo:
			return fmt.Errorf("%s.max.%s: %d is below the least maximum %d", where, name, m, l.maxLo)
		case m > l.maxHi:
			return fmt.Errorf("%s.max.%s: %d is above the greatest maximum %d", where, name, m, l.maxHi)
		}
		switch v := start[i]; {
		case v < l.startLo:
			return fmt.Errorf("%s.start.%s: %d is below the least %d", where, name, v, l.startLo)
		case v > max[i]:
			return fmt.Errorf("%s.start.%s: %d is above the maximum %d", where, name, v, max[i])
		}
	}
	if max[tArmor]+max[tLaunchers] < 1 {
		return fmt.Errorf("%s.max: the missile system needs at least one point of armor or launchers", where)
	}
	return nil
}

// ship is one star cruiser mat: the value and the maximum of every track.
// Every value fits a byte (trackLimits: at most 99), which keeps the state
// small.
type ship struct {
	cur, max [numTracks]int8
}

// newShip is a mat with the scenario's maxima and starting values, which
// checkTracks has kept within trackLimits.
func newShip(max, start [numTracks]int) ship {
	var sh ship
	for i := range sh.cur {
		sh.cur[i], sh.max[i] = int8(start[i]), int8(max[i])
	}
	return sh
}

// side returns what is left of a side system (armor and launchers together
// for the missile system).
func (sh *ship) side(s System) int {
	switch s {
	case SysMasers:
		return int(sh.cur[tMasers])
	case SysMissiles:
		return int(sh.cur[tArmor]) + int(sh.cur[tLaunchers])
	case SysEngines:
		return int(sh.cur[tEngines])
	case SysRepair:
		return int(sh.cur[tRepair])
	}
	return 0
}

func (sh *ship) sideMax(s System) int {
	switch s {
	case SysMasers:
		return int(sh.max[tMasers])
	case SysMissiles:
		return int(sh.max[tArmor]) + int(sh.max[tLaunchers])
	case SysEngines:
		return int(sh.max[tEngines])
	case SysRepair:
		return int(sh.max[tRepair])
	}
	return 0
}

// destroyedSides counts the systems around the reactor that are at zero.
func (sh *ship) destroyedSides() int {
	n := 0
	for _, s := range sides {
		if sh.side(s) == 0 {
			n++
		}
	}
	return n
}

// canFire reports whether the ship has a weapon it could fire now.
func (sh *ship) canFire() bool {
	return sh.cur[tMasers] > 0 || (sh.cur[tLaunchers] > 0 && sh.cur[tAmmo] > 0)
}

// canFight is the opposite of the rulebook's "unable to fight": the ship
// has a weapon, or can still repair one.
func (sh *ship) canFight() bool {
	if sh.canFire() {
		return true
	}
	if sh.cur[tRepair] == 0 || sh.cur[tReactor] == 0 {
		return false
	}
	return sh.max[tMasers] > 0 || (sh.cur[tAmmo] > 0 && sh.max[tLaunchers] > 0)
}

// points totals the ship's tracks, ammunition left out: the tie-break of
// the turn limit.
func (sh *ship) points() int {
	n := 0
	for i := track(0); i < numTracks; i++ {
		if i != tAmmo {
			n += int(sh.cur[i])
		}
	}
	return n
}
