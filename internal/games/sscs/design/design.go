// Package design is the construction system of the Scalable Starship
// Combat System ("Starship Design"): a pure function from a design's
// inputs — weapons, missiles, projectors, shields, crew, auxiliaries,
// armor, maneuver and the damage order — to every number derived from
// them, with an explanation of each and the limits of "Evaluate Design"
// checked. The game, the validator and the designer screen all call it.
//
// Arithmetic is exact (Q, a fraction of integers): the rulebook's
// multipliers 0.25, 0.5, 1.5 and 0.05 are never binary floats. Every
// number a player reads is rounded once, down ("Round fractions down to
// the whole number"), except the hull, which the rulebook rounds up.
package design

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Design is what a player decides: the inputs of the construction system,
// as written in a design file. The order of Weapons and of Aux is the
// damage order ("place Weapons and Auxiliary systems in the order you
// would have them damaged").
type Design struct {
	Name     string `yaml:"name" json:"name"`
	Class    string `yaml:"class,omitempty" json:"class,omitempty"`       // a label: "destroyer", "fighter"
	Squadron string `yaml:"squadron,omitempty" json:"squadron,omitempty"` // which squadron it belongs to
	// Source is "project" for the designs that ship with the program (the
	// rulebook prints none) and "user" for a player's own.
	Source  string   `yaml:"source,omitempty" json:"source,omitempty"`
	Notes   string   `yaml:"notes,omitempty" json:"notes,omitempty"`
	Fighter bool     `yaml:"fighter,omitempty" json:"fighter,omitempty"`
	Weapons []Weapon `yaml:"weapons,omitempty" json:"weapons,omitempty"`
	Shields int      `yaml:"shields,omitempty" json:"shields,omitempty"`
	// Crew is the crew carried; 0 means the minimum (a fighter's is 1).
	Crew     int   `yaml:"crew,omitempty" json:"crew,omitempty"`
	Aux      []Aux `yaml:"aux,omitempty" json:"aux,omitempty"`
	Armor    int   `yaml:"armor,omitempty" json:"armor,omitempty"` // armor level
	Maneuver int   `yaml:"maneuver" json:"maneuver"`               // the Drive rating
}

// Weapon is one weapon entry: Qty identical weapons of one type, or a
// magazine of Count missiles.
type Weapon struct {
	Name string `yaml:"name,omitempty" json:"name,omitempty"`
	Type string `yaml:"type" json:"type"`
	Qty  int    `yaml:"qty,omitempty" json:"qty,omitempty"` // 0 means 1
	// Damage is bought either as fixed points (Damage) or as d10s (Dice).
	Damage int    `yaml:"damage,omitempty" json:"damage,omitempty"`
	Dice   int    `yaml:"dice,omitempty" json:"dice,omitempty"`
	Range  int    `yaml:"range" json:"range"` // hexes bought (a missile's Range)
	Arc    string `yaml:"arc,omitempty" json:"arc,omitempty"`
	Effect string `yaml:"effect,omitempty" json:"effect,omitempty"` // a projector's
	// A missile's Drive, Warhead (d10s) and how many are carried.
	Drive   int `yaml:"drive,omitempty" json:"drive,omitempty"`
	Warhead int `yaml:"warhead,omitempty" json:"warhead,omitempty"`
	Count   int `yaml:"count,omitempty" json:"count,omitempty"`
	// Armor is the level of component armor on each weapon of the entry.
	Armor int `yaml:"armor,omitempty" json:"armor,omitempty"`
	// Reloads is the magazine reloads carried for the entry's weapons (a
	// railgun's, antimissile's or torpedo's: the weapons with shots in a
	// magazine), one whole magazine each, shared by the Qty weapons of the
	// entry and kept in the ship's storage, 50 slots each ("Magazine
	// reloads (not the shots that come in the weapons) require 50 slots to
	// store"; rules 9).
	Reloads int `yaml:"reloads,omitempty" json:"reloads,omitempty"`
}

// Aux is one auxiliary system entry. Qty counts items (ECM levels, squads,
// labs) or, for systems sized "1 for N", blocks of one size each: storage
// qty 3 is 300 slots. A hangar's Qty is the craft it holds, all of the
// design named Craft.
type Aux struct {
	Kind  string `yaml:"kind" json:"kind"`
	Qty   int    `yaml:"qty,omitempty" json:"qty,omitempty"` // 0 means 1
	Craft string `yaml:"craft,omitempty" json:"craft,omitempty"`
	Armor int    `yaml:"armor,omitempty" json:"armor,omitempty"`
}

// Limits of the inputs: generous for play, and small enough that no
// product of the construction system overflows.
const (
	MaxEntries  = 40
	MaxQty      = 100
	MaxDice     = 50
	MaxDamage   = 300
	MaxRange    = 200
	MaxWarhead  = 50
	MaxMissiles = 100
	MaxDrive    = 20 // of a missile; Evaluate allows 10
	MaxManeuver = 12
	MaxLevel    = 20 // armor levels
	MaxShields  = 1000
	MaxCrew     = 5000
	MaxReloads  = 100 // magazine reloads of one weapon entry
	MaxLabel    = 30  // characters of a name, a class, a squadron, a weapon's name
	MaxNotes    = 500 // characters of a design's notes
)

func (w Weapon) qty() int {
	if w.Qty == 0 {
		return 1
	}
	return w.Qty
}

func (a Aux) qty() int {
	if a.Qty == 0 {
		return 1
	}
	return a.Qty
}

// Decode reads a design file: a YAML (or JSON) list of designs.
func Decode(data []byte) ([]Design, error) {
	var out []Design
	if err := gamedata.Decode(data, &out, "design file"); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("design file: no designs (a design file is a list: - name: …)")
	}
	return out, nil
}

func between(v, lo, hi int) bool { return v >= lo && v <= hi }

// Clone returns a copy of d that shares nothing with it: its weapon and
// auxiliary lists are copied too.
func (d Design) Clone() Design {
	d.Weapons = slices.Clone(d.Weapons)
	d.Aux = slices.Clone(d.Aux)
	return d
}

// HasHangar reports whether d carries craft. A hangar holds any design but
// one that has a hangar itself: the project's own limit, so that hangars
// never nest (nor hold their own carrier).
func (d Design) HasHangar() bool {
	for _, a := range d.Aux {
		if a.Kind == Hangar {
			return true
		}
	}
	return false
}

// NestedHangar is the refusal of a hangar for craft that carries one.
func NestedHangar(craft string) error {
	return fmt.Errorf("%s carries a hangar itself; a craft in a hangar carries none (the project's own limit: hangars do not nest)", craft)
}

// Check reports the first input out of its range or not understood,
// naming the field; the limits of Evaluate are Derive's business.
func (d Design) Check() error {
	name := strings.TrimSpace(d.Name)
	switch {
	case name == "" || utf8.RuneCountInString(name) > MaxLabel || !gamedata.Printable(name):
		return fmt.Errorf("name: a name of 1 to %d printable characters", MaxLabel)
	case utf8.RuneCountInString(d.Class) > MaxLabel || !gamedata.Printable(d.Class):
		return fmt.Errorf("design %s: class: at most %d printable characters", name, MaxLabel)
	case utf8.RuneCountInString(d.Squadron) > MaxLabel || !gamedata.Printable(d.Squadron):
		return fmt.Errorf("design %s: squadron: at most %d printable characters", name, MaxLabel)
	case utf8.RuneCountInString(d.Notes) > MaxNotes || !gamedata.Printable(d.Notes):
		return fmt.Errorf("design %s: notes: at most %d printable characters", name, MaxNotes)
	case d.Source != "" && d.Source != "project" && d.Source != "user":
		return fmt.Errorf("design %s: source: %q is neither \"project\" nor \"user\"", name, d.Source)
	case !between(d.Maneuver, 1, MaxManeuver):
		return fmt.Errorf("design %s: maneuver: %d is not from 1 to %d (the Drive rating)", name, d.Maneuver, MaxManeuver)
	case !between(d.Shields, 0, MaxShields):
		return fmt.Errorf("design %s: shields: %d is not from 0 to %d", name, d.Shields, MaxShields)
	case !between(d.Armor, 0, MaxLevel):
		return fmt.Errorf("design %s: armor: level %d is not from 0 to %d", name, d.Armor, MaxLevel)
	case !between(d.Crew, 0, MaxCrew):
		return fmt.Errorf("design %s: crew: %d is not from 0 to %d", name, d.Crew, MaxCrew)
	case d.Fighter && d.Crew > 2:
		return fmt.Errorf("design %s: crew: %d, but a fighter's crew is 1 or 2 (section 3, Hull: CREW)", name, d.Crew)
	case len(d.Weapons) > MaxEntries || len(d.Aux) > MaxEntries:
		return fmt.Errorf("design %s: at most %d weapon entries and %d auxiliary entries", name, MaxEntries, MaxEntries)
	}
	for i, w := range d.Weapons {
		if err := w.check(); err != nil {
			return fmt.Errorf("design %s: %s: %w", name, WeaponEntry(i, w), err)
		}
	}
	hull, crew := 0, 0
	for i, a := range d.Aux {
		if err := a.check(d.Fighter); err != nil {
			return fmt.Errorf("design %s: %s: %w", name, AuxEntry(i, a), err)
		}
		switch a.Kind {
		case HullAux:
			hull++
		case CrewAux:
			crew++
		}
	}
	if hull > 1 || crew > 1 {
		return fmt.Errorf("design %s: aux: hull and crew may each be placed in the damage order once", name)
	}
	return nil
}

// FixedDamage is the refusal of a weapon other than a projector that buys
// fixed damage, or nil when every weapon of d buys its damage as the
// rulebook's damage step says: fixed ("non-variable") amounts for
// projectors, 10-sided dice for the others (1) Weapon Design, Damage).
// Missiles skip the damage step; their warhead is d10s already. The game
// asks it of every design of rules sscs/8 and after; rules 1 to 7 let any
// weapon buy fixed points, and their saves' designs are read as they are.
func (d Design) FixedDamage() error {
	for i, w := range d.Weapons {
		if w.Type == Missile || w.Type == Projector || w.Damage == 0 {
			continue
		}
		what := w.Type
		if r, ok := LookupType(w.Type); ok {
			what = strings.ToLower(r.Title)
		}
		if what == "" {
			what = "weapon" // of no type: Check refuses it, but it may not have run
		}
		name := WeaponEntry(i, w)
		if strings.TrimSpace(w.Name) != "" {
			article := "a"
			if strings.ContainsAny(what[:1], "aeiou") {
				article = "an"
			}
			name += ", " + article + " " + what + ","
		}
		points := "points"
		if w.Damage == 1 {
			points = "point"
		}
		return fmt.Errorf("design %s: %s buys %d %s of fixed damage, but only projectors use non-variable damage: every other weapon buys its damage in 10-sided dice, 12 a d10 (section 1, Weapon Design: Damage)",
			strings.TrimSpace(d.Name), name, w.Damage, points)
	}
	return nil
}

func (w Weapon) check() error {
	if utf8.RuneCountInString(w.Name) > MaxLabel || !gamedata.Printable(w.Name) {
		return fmt.Errorf("name: at most %d printable characters", MaxLabel)
	}
	if w.Type == Missile {
		switch {
		case w.Qty != 0 || w.Damage != 0 || w.Dice != 0 || w.Arc != "" || w.Effect != "":
			return errors.New("a missile has range, drive, warhead and count, and no qty, damage, dice, arc or effect (missiles skip the damage and size steps)")
		case !between(w.Range, 1, MaxRange):
			return fmt.Errorf("range: %d is not from 1 to %d", w.Range, MaxRange)
		case !between(w.Drive, 1, MaxDrive):
			return fmt.Errorf("drive: %d is not from 1 to %d", w.Drive, MaxDrive)
		case !between(w.Warhead, 1, MaxWarhead):
			return fmt.Errorf("warhead: %d is not from 1 to %d d10s", w.Warhead, MaxWarhead)
		case !between(w.Count, 1, MaxMissiles):
			return fmt.Errorf("count: %d is not from 1 to %d missiles", w.Count, MaxMissiles)
		case !between(w.Armor, 0, MaxLevel):
			return fmt.Errorf("armor: level %d is not from 0 to %d", w.Armor, MaxLevel)
		case w.Reloads != 0:
			return errors.New("reloads: a missile magazine carries its missiles (count); magazine reloads are for the shots of railguns, antimissiles and torpedoes (section 1, Weapon Design)")
		}
		return nil
	}
	t, ok := LookupType(w.Type)
	if !ok {
		return fmt.Errorf("type: %q is not one of railgun, antimissile, beam, cannon, torpedo, projector, missile", w.Type)
	}
	if _, ok := LookupArc(w.Arc); !ok {
		return fmt.Errorf("arc: %q is not one of primary, secondary, defensive", w.Arc)
	}
	switch {
	case w.Drive != 0 || w.Warhead != 0 || w.Count != 0:
		return errors.New("drive, warhead and count are a missile's")
	case !between(w.qty(), 1, MaxQty):
		return fmt.Errorf("qty: %d is not from 1 to %d", w.Qty, MaxQty)
	case !between(w.Range, 1, MaxRange):
		return fmt.Errorf("range: %d is not from 1 to %d hexes", w.Range, MaxRange)
	case !between(w.Armor, 0, MaxLevel):
		return fmt.Errorf("armor: level %d is not from 0 to %d", w.Armor, MaxLevel)
	case w.Damage != 0 && w.Dice != 0:
		return errors.New("damage is bought either fixed (damage) or in d10s (dice), not both")
	case !between(w.Damage, 0, MaxDamage) || !between(w.Dice, 0, MaxDice) || w.Damage+w.Dice == 0:
		return fmt.Errorf("buy damage: fixed points from 1 to %d (damage) or d10s from 1 to %d (dice)", MaxDamage, MaxDice)
	case !between(w.Reloads, 0, MaxReloads):
		return fmt.Errorf("reloads: %d is not from 0 to %d magazine reloads", w.Reloads, MaxReloads)
	case w.Reloads > 0 && t.Shots == 0:
		return fmt.Errorf("reloads: a %s has no magazine to reload; only railguns (5 shots), antimissiles (10) and torpedoes (5) carry their shots in a magazine (section 1, Weapon Design)", strings.ToLower(t.Title))
	}
	if w.Type == Projector {
		if _, ok := LookupProjector(w.Effect); !ok {
			return fmt.Errorf("effect: %q is not a projector effect (%s)", w.Effect, strings.Join(projectorEffects(), ", "))
		}
		if w.Dice != 0 {
			return errors.New("dice: projectors must use non-variable damage (their value is bought as damage)")
		}
		return nil
	}
	if w.Effect != "" {
		return errors.New("effect: only a projector has one")
	}
	return nil
}

func projectorEffects() []string {
	out := make([]string, len(projectorRows))
	for i, r := range projectorRows {
		out[i] = r.Effect
	}
	return out
}

func (a Aux) check(fighter bool) error {
	if a.Kind == HullAux || a.Kind == CrewAux {
		if a.Qty != 0 || a.Craft != "" {
			return fmt.Errorf("%s: only marks its place in the damage order (its size comes from the design)", a.Kind)
		}
		if !between(a.Armor, 0, MaxLevel) {
			return fmt.Errorf("armor: level %d is not from 0 to %d", a.Armor, MaxLevel)
		}
		if a.Kind == CrewAux && a.Armor != 0 {
			return errors.New("armor: the crew has no size, so its armor would weigh and cost nothing (level × √size × 0.5); a system of no size takes no component armor (the project's own limit)")
		}
		return nil
	}
	if _, ok := LookupAux(a.Kind); !ok {
		return fmt.Errorf("kind: %q is not an auxiliary system", a.Kind)
	}
	switch {
	case !between(a.qty(), 1, MaxQty):
		return fmt.Errorf("qty: %d is not from 1 to %d", a.Qty, MaxQty)
	case !between(a.Armor, 0, MaxLevel):
		return fmt.Errorf("armor: level %d is not from 0 to %d", a.Armor, MaxLevel)
	case a.Kind == Hangar && a.Craft == "":
		return errors.New("craft: a hangar names the design of the craft it holds")
	case a.Kind != Hangar && a.Craft != "":
		return errors.New("craft: only a hangar holds craft")
	case a.Kind == Hangar && fighter:
		return errors.New("a fighter carries no hangar")
	}
	return nil
}

// WeaponEntry names weapon entry i as the designer lists it, for a
// message: "the Laser (weapon 1)", or "weapon 1" when it has no name to
// show. Messages named it by its index in the file ("weapons[0]"), which
// the designer shows nowhere.
func WeaponEntry(i int, w Weapon) string {
	name := strings.TrimSpace(w.Name)
	if name == "" {
		switch r, ok := LookupType(w.Type); {
		case w.Type == Projector:
			if p, ok := LookupProjector(w.Effect); ok {
				name = p.Title
			}
		case ok:
			name = r.Title
		}
	}
	return entryName(name, "weapon", i)
}

// AuxEntry names auxiliary entry i as the designer's Aux list has it (the
// hull and the crew in their place): "the ECM (auxiliary 2)".
func AuxEntry(i int, a Aux) string {
	name := ""
	switch a.Kind {
	case HullAux:
		name = "hull"
	case CrewAux:
		name = "crew"
	default:
		if r, ok := LookupAux(a.Kind); ok {
			name = r.Title
		}
	}
	return entryName(name, "auxiliary", i)
}

func entryName(name, kind string, i int) string {
	if name == "" || utf8.RuneCountInString(name) > MaxLabel || !gamedata.Printable(name) {
		return fmt.Sprintf("%s %d", kind, i+1)
	}
	return fmt.Sprintf("the %s (%s %d)", name, kind, i+1)
}
