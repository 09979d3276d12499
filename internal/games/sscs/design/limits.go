package design

import "fmt"

// limits is step 7, Evaluate Design. The rulebook states the recoil limits
// twice with different numbers: in the notes of Weapon Design (missile size
// up to total size × .1; railgun, antimissile and torpedo damage up to
// total size × .05) and in Evaluate Design (one missile's size, and
// railgun, missile and torpedo damage, each up to total size × .05). The
// project enforces Evaluate's, which comes last and is the list a designer
// checks against, and shows the notes' beside them.
func (x *deriver) limits() {
	d := x.d
	total := I(d.TotalSize)
	engine := I(d.EngineSize)
	add := func(l Limit) {
		l.OK = l.Value.Cmp(l.Max) <= 0
		d.Limits = append(d.Limits, l)
	}

	var biggest Q
	biggestName := ""
	maxDrive := 0
	recoil, recoilNote, energy := 0, 0, 0
	for i, w := range d.Weapons {
		switch w.Type {
		case Missile:
			if w.MissileSize.Cmp(biggest) > 0 {
				biggest, biggestName = w.MissileSize, missileName(i, w.Name)
			}
			maxDrive = max(maxDrive, w.Drive)
			// A magazine launches one missile at a time as far as the
			// limit is concerned: its warhead counts once.
			recoil += DiceWorth * w.Warhead
		case Railgun, Torpedo:
			recoil += w.Qty * w.DamagePoints()
			recoilNote += w.Qty * w.DamagePoints()
		case Antimissile:
			recoilNote += w.Qty * w.DamagePoints()
		}
		if w.Energy {
			energy += w.Qty * w.DamagePoints()
		}
	}
	add(Limit{Key: "missile-size", Rule: "one missile's size", Section: "section 6, Evaluate Design: recoil limit 1",
		Value: biggest, Max: total.Mul(missileLimit), Formula: largestMissile(biggestName, d.TotalSize), Enforced: true})
	add(Limit{Key: "missile-size-note", Rule: "missile size (weapon notes)", Section: "section 1, Weapon Design: notes; shown, not enforced: Evaluate's limit, total size × 0.05, is the lower and is enforced",
		Value: biggest, Max: total.Mul(missileNote), Formula: fmt.Sprintf("largest missile ≤ total size %d × 0.1", d.TotalSize)})
	add(Limit{Key: "recoil", Rule: "railgun, missile and torpedo damage", Section: "section 6, Evaluate Design: recoil limit 2",
		Value: I(recoil), Max: total.Mul(recoilLimit), Formula: fmt.Sprintf("damage %d ≤ total size %d × 0.05, a d10 counting %d and each magazine's warhead once", recoil, d.TotalSize, DiceWorth), Enforced: true})
	add(Limit{Key: "recoil-note", Rule: "railgun, antimissile and torpedo damage (weapon notes)", Section: "section 1, Weapon Design: notes; shown, not enforced: Evaluate's recoil limit 2 names missiles where the notes name antimissiles",
		Value: I(recoilNote), Max: total.Mul(recoilLimit), Formula: fmt.Sprintf("damage %d ≤ total size %d × 0.05", recoilNote, d.TotalSize)})
	add(Limit{Key: "energy", Rule: "energy weapons' damage", Section: "section 6, Evaluate Design: energy limit",
		Value: I(energy), Max: engine.Mul(energyLimit), Formula: fmt.Sprintf("torpedo, beam, railgun, cannon and projector damage %d ≤ engine size %d × 0.35", energy, d.EngineSize), Enforced: true})
	add(Limit{Key: "shields", Rule: "shield rating", Section: "section 2, Shields: note",
		Value: I(d.Design.Shields), Max: engine.Mul(shieldLimit), Formula: fmt.Sprintf("shields %d ≤ engine size %d × 0.25", d.Design.Shields, d.EngineSize), Enforced: true})
	// The project's own check: the rulebook rounds the engine down like
	// every fraction and says nothing of one rounded down to nothing. A
	// Drive rating from no engine would be free, so the engine must have a
	// size of 1 or more: maneuver × subtotal of 10 or more.
	add(Limit{Key: "engine", Rule: "engine size 1 or more", Section: "section 5, Drive; the project's own limit",
		Value: I(1), Max: engine, Formula: fmt.Sprintf("1 ≤ engine size %d = maneuver %d × subtotal %d × 0.1, rounded down", d.EngineSize, d.Design.Maneuver, d.Subtotal), Enforced: true})
	add(Limit{Key: "missile-drive", Rule: "missile drive", Section: "Missiles: Drive",
		Value: I(maxDrive), Max: I(missileDriveMax), Formula: fmt.Sprintf("largest missile drive %d ≤ 10, current technology", maxDrive), Enforced: true})
	if !d.Design.Fighter {
		add(Limit{Key: "crew", Rule: "crew minimum", Section: "section 3, Hull: CREW",
			// Written as minimum ≤ crew, so Value ≤ Max holds when the crew suffices.
			Value: I(d.CrewMin), Max: I(d.Crew), Formula: fmt.Sprintf("minimum %d ≤ crew %d", d.CrewMin, d.Crew), Enforced: true, Floor: true})
	}
	if l, ok := x.reloadLimit(); ok {
		add(l)
	}
	minRange := 1 << 30
	weakest := ""
	for _, w := range d.Weapons {
		if w.Type != Missile && w.Range < minRange {
			minRange, weakest = w.Range, w.Name
		}
	}
	if weakest != "" {
		// The project's own check: a Range of 0 rolls no dice and can
		// never hit, which no designer means to build.
		add(Limit{Key: "range", Rule: "weapon Range 1 or more", Section: "Rolling to Hit; the project's own check",
			Value: I(1), Max: I(minRange), Formula: fmt.Sprintf("1 ≤ Range %d of %s after the type and arc multipliers", minRange, weakest), Enforced: true, Floor: true})
	}
}

// missileName names the i-th weapon entry, a missile, in a limit's
// formula: its name, else the entry's number, since a design file may
// leave a missile unnamed (the formula read "largest missile ()").
func missileName(i int, name string) string {
	if name != "" {
		return name
	}
	return fmt.Sprintf("weapon %d", i+1)
}

// largestMissile is the formula of recoil limit 1.
func largestMissile(name string, total int) string {
	if name == "" {
		return fmt.Sprintf("no missile ≤ total size %d × 0.05", total)
	}
	return fmt.Sprintf("size of %s, the largest missile, ≤ total size %d × 0.05", name, total)
}

// Limit finds a limit by key.
func (d *Derived) Limit(key string) (Limit, bool) {
	for _, l := range d.Limits {
		if l.Key == key {
			return l, true
		}
	}
	return Limit{}, false
}

// reloadLimit is the storage magazine reloads need (rules 9): 50 slots
// each, as printed ("Magazine reloads … require 50 slots to store"), in
// the design's Storage, 100 slots a block (reading: storage is "for
// ready access to crew", who load them in battle). Only a design that
// carries reloads has the limit.
func (x *deriver) reloadLimit() (Limit, bool) {
	d := x.d
	n, slots := 0, 0
	for _, w := range d.Weapons {
		n += w.Reloads
		slots += w.ReloadSlots
	}
	if n == 0 {
		return Limit{}, false
	}
	blocks := 0
	for _, a := range d.Aux {
		if a.Kind == ReloadHeldIn {
			blocks += a.Qty
		}
	}
	row, _ := LookupAux(ReloadHeldIn)
	plural := "s"
	if blocks == 1 {
		plural = ""
	}
	return Limit{Key: "reload-slots", Rule: "magazine reloads in storage, in slots", Section: "section 1, Weapon Design: a magazine reload takes 50 slots to store; section 4, Auxiliary Systems: Storage, 100 slots a block",
		Value: I(slots), Max: I(blocks * row.Per), Formula: fmt.Sprintf("%d reloads × 50 slots ≤ storage %d block%s × 100 slots", n, blocks, plural), Enforced: true}, true
}
