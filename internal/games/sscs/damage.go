package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// hit is damage arriving at a ship.
type hit struct {
	dmg            int
	ignoresShields bool // missiles, antimissiles and railguns
	aim            int  // selective targeting: the category it must hit
	what           string
}

// HitChartCategory is the hit chart: 1 Drive, 2–3 Weapons, 4–6 Auxiliary
// Systems.
func HitChartCategory(roll int) int {
	switch {
	case roll == 1:
		return CatDrive
	case roll <= 3:
		return CatWeapons
	}
	return CatAux
}

// CategoryName names a category of the hit chart.
func CategoryName(cat int) string {
	switch cat {
	case CatDrive:
		return "Drive"
	case CatWeapons:
		return "Weapons"
	case CatAux:
		return "Auxiliary Systems"
	}
	return "?"
}

// damage applies a hit (Doing Damage): the turn's shield pool first
// (projected shields before the ship's own), then the armor, which is used
// up; what is left harms systems through the hit chart, in the order the
// design lists them.
func (s *State) damage(t ShipID, h hit, ev []engine.Event) []engine.Event {
	tg := s.ships[t]
	if tg.status != stActive && tg.status != stCaptured {
		return ev
	}
	if s.held(t) {
		return append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: fmt.Sprintf("%s: the %s is in stasis and cannot be affected", h.what, tg.name)})
	}
	tg = s.mut(t)
	left := h.dmg
	var parts []string
	if !h.ignoresShields {
		if c := s.coverOf(t); c != NoShip {
			a := min(left, s.ships[c].shieldLeft)
			if a > 0 {
				s.mut(c).shieldLeft -= a
				left -= a
				parts = append(parts, fmt.Sprintf("%d on the %s's projected shields", a, s.ships[c].name))
			}
		}
		if s.powered(t) {
			a := min(left, tg.shieldLeft)
			if a > 0 {
				tg.shieldLeft -= a
				left -= a
				parts = append(parts, strconv.Itoa(a)+" on shields ("+strconv.Itoa(tg.shieldLeft)+" left this turn)")
			}
		}
	}
	if a := min(left, tg.armor); a > 0 {
		tg.armor -= a
		left -= a
		parts = append(parts, strconv.Itoa(a)+" on armor ("+strconv.Itoa(tg.armor)+" left)")
	}
	text := h.what + ": " + strconv.Itoa(h.dmg) + " damage to the " + tg.name
	if len(parts) > 0 {
		text += ": " + strings.Join(parts, ", ")
	}
	text += "; " + strconv.Itoa(left) + " penetrate"
	ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: text})
	if left == 0 {
		return ev
	}
	if s.rules.set.hitChart == ChartSalvo {
		ev = s.chartSalvo(t, left, h.aim, ev)
	} else {
		ev = s.chartPoints(t, left, h.aim, ev)
	}
	return s.afterDamage(t, ev)
}

// category rolls the hit chart, or takes the aimed category while it has
// anything left.
func (s *State) category(t ShipID, aim *int, ev []engine.Event) (int, []engine.Event) {
	if *aim != AimNone {
		if s.firstUp(t, *aim) >= 0 {
			return *aim, ev
		}
		// Nothing left to aim at: the rest goes where the chart says.
		*aim = AimNone
	}
	f := s.dice.D(6)
	cat := HitChartCategory(f)
	r := engine.NewRoll("hit chart on the "+s.ships[t].name+" (1 Drive, 2–3 weapons, 4–6 auxiliaries)", []engine.Die{{Sides: 6, Face: f}}, nil, 0, "")
	r.Result = CategoryName(cat)
	if s.firstUp(t, cat) < 0 {
		r.Result += ": nothing left there, roll again"
	}
	return cat, append(ev, engine.Event{Kind: "chart", Player: engine.NoPlayer, Roll: &r})
}

// firstUp is the first system of a category, in damage order, with a
// point online, or −1.
func (s *State) firstUp(t ShipID, cat int) int {
	c := s.cls(t)
	for sys := range c.sysCat {
		if int(c.sysCat[sys]) == cat && s.up(t, sys) > 0 {
			return sys
		}
	}
	return -1
}

// chartPoints rolls the hit chart for each point that penetrates.
func (s *State) chartPoints(t ShipID, left, aim int, ev []engine.Event) []engine.Event {
	for left > 0 && !s.scrapped(t) {
		var cat int
		cat, ev = s.category(t, &aim, ev)
		sys := s.firstUp(t, cat)
		if sys < 0 {
			continue
		}
		ev = s.knock(t, sys, ev)
		left--
	}
	return ev
}

// chartSalvo rolls once and lets the whole salvo exhaust the systems of the
// category in order; what is left over rolls again.
func (s *State) chartSalvo(t ShipID, left, aim int, ev []engine.Event) []engine.Event {
	for left > 0 && !s.scrapped(t) {
		var cat int
		cat, ev = s.category(t, &aim, ev)
		for left > 0 {
			sys := s.firstUp(t, cat)
			if sys < 0 {
				break
			}
			ev = s.knock(t, sys, ev)
			left--
		}
	}
	return ev
}

// knock takes one point of damage on a system: its component armor
// absorbs it while it lasts; otherwise the next point online goes down, for
// good if damage control had brought it back before.
func (s *State) knock(t ShipID, sys int, ev []engine.Event) []engine.Event {
	tg := s.mut(t)
	c := s.cls(t)
	if tg.sys[sys].armor > 0 {
		s.mutSys(t)[sys].armor--
		return append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer,
			Text: "the " + tg.name + "'s " + c.sysName[sys] + ": its component armor takes the point (" + strconv.Itoa(tg.sys[sys].armor) + " left)"})
	}
	for k := 0; k < c.sysPoints[sys]; k++ {
		p := s.point(t, sys, k)
		if *p&ptDown != 0 {
			continue
		}
		*p |= ptDown
		extra := ""
		if *p&ptRestored != 0 {
			*p |= ptPerm
			extra = " (hit a second time: only a repair yard can restore it)"
		}
		ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer,
			Text: "the " + tg.name + "'s " + c.sysName[sys] + " loses a point (" + strconv.Itoa(s.up(t, sys)) + " of " + strconv.Itoa(c.sysPoints[sys]) + " left)" + extra})
		return s.consequences(t, sys, ev)
	}
	return ev
}

// consequences of a lost point beyond the point itself: the craft of a
// hangar bay and the troops of a boarding group go with it, and the
// effects of a projector knocked out, or of every projector when the
// last Drive point goes, end.
func (s *State) consequences(t ShipID, sys int, ev []engine.Event) []engine.Event {
	c := s.cls(t)
	ev = s.dropEffects(t, sys, ev)
	ev = s.storageLost(t, sys, ev)
	for _, hg := range c.hangars {
		if hg.sys != sys {
			continue
		}
		aboard := s.aboard(t, hg.craft)
		if len(aboard) > s.bays(t, hg.craft) {
			k := aboard[len(aboard)-1]
			s.mut(k).status = stScrap
			ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: fmt.Sprintf("%s is destroyed in its hangar", s.ships[k].name)})
		}
	}
	if sys == c.crewSys {
		ev = s.crewUnitsLost(t, ev)
	}
	for _, tr := range c.troops {
		if tr.sys != sys {
			continue
		}
		for q := range s.squads {
			sq := &s.squads[q]
			if sq.alive && sq.home == t && sq.host == t && sq.sys == sys {
				sq = &s.mutSquads()[q]
				sq.alive = false
				ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: fmt.Sprintf("a %s aboard the %s is lost", TroopName(sq.kind), s.ships[t].name)})
				break
			}
		}
	}
	return ev
}

// crewUnitsLost keeps a boarded ship's Regular Crew units to the crew they
// stand for, one for every five crew rounded up, as they were formed
// (muster): crew lost to damage since then take the units they no longer
// fill, the last formed first, as a lost point of a boarding group takes a
// squad of it aboard. Rules 15; rules 1-14 left them standing, so that a
// crew all killed by gunfire still fought the boarders, and a save of
// theirs still does (Scenario.crewUnitsStand).
func (s *State) crewUnitsLost(t ShipID, ev []engine.Event) []engine.Event {
	if !s.ships[t].mustered || s.rules.sc.crewUnitsStand {
		return ev
	}
	var units []int
	for q := range s.squads {
		if sq := &s.squads[q]; sq.alive && sq.kind == 0 && sq.home == t && sq.host == t {
			units = append(units, q)
		}
	}
	crew := s.crew(t)
	keep := (crew + 4) / 5
	left := "none of its crew is left"
	if crew > 0 {
		left = fmt.Sprintf("%d of its crew %s left, for %s (a unit for every five crew, rounded up)", crew, isAre(crew), engine.Count(keep, "unit", "units"))
	}
	for k := len(units) - 1; k >= keep; k-- {
		q := units[k]
		s.mutSquads()[q].alive = false
		ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: fmt.Sprintf("%s %d aboard the %s is lost with the crew: %s", TroopName(0), q, s.ships[t].name, left)})
	}
	return ev
}

// bays is the number of hangar bays for a craft design still online in a
// carrier, over every hangar of its design that lists the craft (a design
// may list two hangars for one craft).
func (s *State) bays(carrier ShipID, craft string) int {
	n := 0
	for _, hg := range s.cls(carrier).hangars {
		if hg.craft == craft {
			n += s.up(carrier, hg.sys)
		}
	}
	return n
}

// hangarHeld reports a carrier whose hangars for a craft design are all
// held by enemy boarders, who "may cease its operation" (Boarding Squad
// Combat): it launches none of those craft and takes none aboard (rules
// 6; a hangar with no bay left holds no craft anyway).
func (s *State) hangarHeld(carrier ShipID, craft string) bool {
	held := false
	for _, hg := range s.cls(carrier).hangars {
		if hg.craft != craft {
			continue
		}
		if !s.ships[carrier].sys[hg.sys].ctrl {
			return false
		}
		held = true
	}
	return held
}

// aboard lists the craft of a design in a carrier's hangars.
func (s *State) aboard(carrier ShipID, craft string) []ShipID {
	var out []ShipID
	for k := range s.ships {
		sh := s.ships[k]
		if sh.status == stAboard && sh.carrier == carrier && s.rules.classes[sh.cls].name == craft {
			out = append(out, ShipID(k))
		}
	}
	return out
}

// afterDamage turns a ship with 0 in every category into scrap ("The
// Result of Damage"); what is in its hangars and aboard goes with it.
func (s *State) afterDamage(t ShipID, ev []engine.Event) []engine.Event {
	if !s.scrapped(t) || s.ships[t].status == stScrap {
		return ev
	}
	tg := s.mut(t)
	tg.status = stScrap
	ev = append(ev, engine.Event{Kind: "scrap", Player: engine.NoPlayer, Text: fmt.Sprintf("the %s has 0 in every category: it is so much scrap", tg.name)})
	for k := range s.ships {
		if s.ships[k].status == stAboard && s.ships[k].carrier == t {
			s.mut(ShipID(k)).status = stScrap
		}
		if s.ships[k].dockWith == t {
			o := s.mut(ShipID(k))
			o.dockWith, o.dockTurns = NoShip, 0
		}
	}
	tg.dockWith, tg.dockTurns = NoShip, 0
	var homes []ShipID // the boarders' own ships, in the order met
	lost := map[ShipID]int{}
	for q := range s.squads {
		if s.squads[q].host == t && s.squads[q].alive {
			s.mutSquads()[q].alive = false
			// Boarders lost with the ship they boarded are destroyed as in
			// combat: their boarding group's point on their own ship goes
			// for good (rules 7; rules 1-6 left it standing, a squad that
			// no longer was, in its ship's hit points and categories).
			if h := s.squads[q].home; h != t {
				ev = s.unitLost(q, ev)
				if lost[h] == 0 {
					homes = append(homes, h)
				}
				lost[h]++
			}
		}
	}
	for _, h := range homes {
		ev = append(ev, engine.Event{Kind: "scrap", Player: engine.NoPlayer, Text: fmt.Sprintf("the %s's %s aboard the %s %s lost with it: their boarding group's points on the %s go for good",
			s.ships[h].name, units(lost[h]), tg.name, isAre(lost[h]), s.ships[h].name)})
	}
	return ev
}

// units counts boarding units: "1 boarding unit", "5 boarding units".
func units(n int) string {
	if n == 1 {
		return "1 boarding unit"
	}
	return strconv.Itoa(n) + " boarding units"
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// TroopName names a row of the boarding table.
func TroopName(kind int) string {
	switch kind {
	case 0:
		return "Regular Crew unit"
	case 1:
		return "Marine Squad"
	case 2:
		return "Commando Unit"
	case 3:
		return "Heavy Weapons squad"
	case 4:
		return "Powered Armor squad"
	}
	return "unit"
}
