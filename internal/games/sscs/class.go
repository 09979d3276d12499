package sscs

import (
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Categories of the hit chart (Doing Damage): 1 Drive, 2–3 Weapons, 4–6
// Auxiliary Systems.
const (
	CatDrive   = 1
	CatWeapons = 2
	CatAux     = 3
)

// Arc classes a weapon is built for.
const (
	arcPrimary uint8 = iota
	arcSecondary
	arcDefensive
)

// mount is one weapon of a design in play: an entry of Qty weapons becomes
// Qty mounts, a missile magazine one mount.
type mount struct {
	name, typ, effect      string
	arc                    uint8
	rng                    int // Range: d10s rolled to hit
	dmg, dice              int // fixed damage or d10s (a projector's value is dmg)
	shots                  int // magazine, 0 for none
	energy, ignoresShields bool
	// Missiles: Range, Drive, Warhead and R × D × W (eight times a missile's size).
	mRange, mDrive, mWarhead, mSize8 int
	// stock is 1 + the index of the class's stock of magazine reloads the
	// mount loads from (its weapon entry's), 0 when it has none (rules 9).
	stock int
}

func (m *mount) missile() bool   { return m.typ == design.Missile }
func (m *mount) projector() bool { return m.typ == design.Projector }

// onSelf reports a projector that works on the ship itself — a cloak, a
// dazzle, images — rather than being fired at a ship or a place.
func (m *mount) onSelf() bool {
	return m.projector() && (m.effect == design.CloakField || m.effect == design.Dazzle || m.effect == design.ImageProjector)
}

// class is what play needs of a design, worked out once per game from the
// derived numbers. The systems of a ship are its mounts (in the design's
// damage order), then its Drive, then its auxiliaries (hull and crew
// included, in damage order); each system has points, which are what the
// hit chart destroys and damage control restores.
type class struct {
	dv      *design.Derived
	name    string
	fighter bool
	mounts  []mount
	drive   int
	// Systems: category, first point and number of points, component armor.
	sysCat    []uint8
	sysStart  []int
	sysPoints []int
	sysArmor  []int
	sysName   []string
	npts      int
	driveSys  int
	crewSys   int
	hullSys   int // the hull's system (design.HullAux), -1 for none
	ecmSys    []int
	hangars   []hangarSys
	troops    []troopSys
	cost      int // with the craft its hangars hold
	// Magazine reloads (rules 9): one stock for each weapon entry that
	// carries some, shared by the entry's mounts; and the systems of
	// storage that hold them (ReloadHeldIn), with the slots of a block.
	stocks     []stockDef
	storageSys []int
	blockSlots int
}

// stockDef is a weapon entry's stock of magazine reloads.
type stockDef struct {
	name     string // the entry's weapon name
	first, n int    // its mounts
	reloads  int    // carried at the start
	magazine int    // shots a reload loads
}

type hangarSys struct {
	sys   int
	craft string
	slots int
}

type troopSys struct {
	sys, kind int // kind: 1 Marine … 4 Powered Armor (the boarding table's row)
}

func arcOf(a string) uint8 {
	switch a {
	case design.Secondary:
		return arcSecondary
	case design.Defensive:
		return arcDefensive
	}
	return arcPrimary
}

// newClass builds a class; craftCost gives the cost of a craft design, for
// the class's cost with its hangars full.
func newClass(dv *design.Derived, craftCost func(string) int) *class {
	c := &class{dv: dv, name: dv.Design.Name, fighter: dv.Design.Fighter, drive: dv.Drive, cost: dv.Cost, hullSys: -1}
	add := func(cat uint8, points, armor int, name string) int {
		c.sysCat = append(c.sysCat, cat)
		c.sysStart = append(c.sysStart, c.npts)
		c.sysPoints = append(c.sysPoints, points)
		c.sysArmor = append(c.sysArmor, armor)
		c.sysName = append(c.sysName, name)
		c.npts += points
		return len(c.sysCat) - 1
	}
	for _, w := range dv.Weapons {
		stock := 0
		if w.Reloads > 0 {
			c.stocks = append(c.stocks, stockDef{name: w.Name, first: len(c.mounts), n: w.Qty, reloads: w.Reloads, magazine: w.Shots})
			stock = len(c.stocks)
		}
		for k := 0; k < w.Qty; k++ {
			m := mount{name: w.Name, typ: w.Type, effect: w.Effect, arc: arcOf(w.Arc), rng: w.Range, dmg: w.Damage, dice: w.Dice,
				shots: w.Shots, energy: w.Energy, ignoresShields: w.IgnoresShields, stock: stock}
			if w.Type == design.Missile {
				m.mRange, m.mDrive, m.mWarhead = w.RangeBought, w.Drive, w.Warhead
				m.mSize8 = w.RangeBought * w.Drive * w.Warhead
				m.dice = 0
			}
			name := w.Name
			if w.Qty > 1 {
				name += " " + itoa(k+1)
			}
			c.mounts = append(c.mounts, m)
			add(CatWeapons, 1, w.Armor, name)
		}
	}
	c.driveSys = add(CatDrive, dv.Drive, 0, "Drive")
	if r, ok := design.LookupAux(design.ReloadHeldIn); ok {
		c.blockSlots = r.Per
	}
	for _, a := range dv.Aux {
		i := add(CatAux, a.Points, a.Armor, a.Title)
		switch a.Kind {
		case design.HullAux:
			c.hullSys = i
		case design.CrewAux:
			c.crewSys = i
		case design.ECM:
			c.ecmSys = append(c.ecmSys, i)
		case design.ReloadHeldIn:
			c.storageSys = append(c.storageSys, i)
		case design.Hangar:
			c.hangars = append(c.hangars, hangarSys{sys: i, craft: a.Craft, slots: a.Qty})
			if craftCost != nil {
				c.cost += a.Qty * craftCost(a.Craft)
			}
		}
		if a.Troop > 0 {
			c.troops = append(c.troops, troopSys{sys: i, kind: a.Troop})
		}
	}
	return c
}

// missileLimit8 is the most missile size a ship may launch in a turn,
// times eight: "Missiles Size per turn cannot exceed Total Ship Size X .05",
// so R × D × W summed must stay within total × 8 / 20.
func (c *class) missileLimitOK(launched8 int) bool {
	return launched8*20 <= c.dv.TotalSize*8
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
