package starmada

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The Damage step. Which weapon of a battery a weapon hit destroys and
// which item an equipment hit takes out are the defending player's choice
// (4.2.3), as is which flights of a stack lose the fighters shot down
// (5.2.1). While a phase runs, a hit slashes a provisional box (the last
// one on the record) and a fighter lost comes off the weakest flight: the
// counts are what the rest of the phase needs. When the damage is filled
// in (after a flight's attack, at the end of the Combat Phase and of the
// End Phase) the provisional marks are lifted and the owner chooses, one
// loss at a time, among the boxes and flights that differ; a loss with only
// one kind of candidate is taken at once.

// KindLose is the intent of the Damage step.
const KindLose = "lose"

// EvLose is a weapon, item or fighter the defender lost by choice.
const EvLose = "lose"

// SystemEquipment names the special equipment in Lose.System.
const SystemEquipment = "Q"

// Lose is the defender's choice of what a hit takes: weapon Item (from 0)
// of battery System ("a", "b", "c") or item Item of the special equipment
// (System "Q") of Ship; or one fighter of Craft.
type Lose struct {
	By     engine.Player `json:"by"`
	Ship   string        `json:"ship,omitempty"`
	System string        `json:"system,omitempty"`
	Item   int           `json:"item"`
	Craft  CraftID       `json:"craft,omitempty,omitzero"`
}

// Kind implements engine.Intent.
func (Lose) Kind() string { return KindLose }

// Actor implements engine.Intent.
func (i Lose) Actor() engine.Player { return i.By }

// String implements engine.Intent.
func (i Lose) String() string {
	switch {
	case i.Craft.Satellite:
		return "lose " + i.Craft.String()
	case !i.Craft.IsZero():
		return "lose a fighter of " + i.Craft.String()
	case i.System == SystemEquipment:
		return fmt.Sprintf("lose %s equipment item %d", engine.Possessive(i.Ship), i.Item+1)
	}
	return fmt.Sprintf("lose %s (%s) weapon %d", engine.Possessive(i.Ship), i.System, i.Item+1)
}

// choiceGroup is one pending choice: a battery or the equipment of a ship,
// or a stack of craft.
type choiceGroup struct {
	side  engine.Player
	ship  int // -1 for a stack
	group int // 0–2 battery a–c, 3 equipment
	stack int // index into owed
}

// choice is the first pending choice, in a fixed order: ships in scenario
// order (batteries a–c, then equipment), then stacks of craft.
func (s *State) choice() (choiceGroup, bool) {
	for i := range s.ships {
		for g, k := range s.ships[i].owe {
			if k > 0 {
				return choiceGroup{side: s.ships[i].side, ship: i, group: g}, true
			}
		}
	}
	for k, o := range s.owed {
		if o.k > 0 {
			return choiceGroup{side: o.side, ship: -1, stack: k}, true
		}
	}
	return choiceGroup{}, false
}

// groupMarks is a ship's battery g's boxes, or its equipment's for g = 3.
func (sh *ship) groupMarks(g int) []mark {
	if g == 3 {
		return sh.equipBoxes()
	}
	return sh.weaponBoxes(g)
}

// eligible: box j of group g can be lost now.
func (sh *ship) eligible(g, j int) bool {
	ms := sh.groupMarks(g)
	if j < 0 || j >= len(ms) || ms[j] != boxEmpty {
		return false
	}
	return g < 3 || sh.class.Equipment[j].Kind.Damageable()
}

// key tells boxes apart that make a difference: weapons of one battery by
// their arcs, equipment by its kind.
func (sh *ship) key(g, j int) string {
	if g == 3 {
		return sh.class.Equipment[j].Kind.Abbr()
	}
	return sh.class.Batteries[g].Mounts[j].String()
}

// loseCands lists one box of each kind that group g could lose (the last
// of its kind on the record) and how many boxes could be lost in all.
func (sh *ship) loseCands(g int) (reps []int, total int) {
	var keys []string
	for j := range sh.groupMarks(g) {
		if !sh.eligible(g, j) {
			continue
		}
		total++
		k := sh.key(g, j)
		found := false
		for x, o := range keys {
			if o == k {
				reps[x], found = j, true
			}
		}
		if !found {
			keys = append(keys, k)
			reps = append(reps, j)
		}
	}
	return reps, total
}

// stackCands lists one craft of each kind (satellite or flight, fighters
// left and, in the Fighter Phase, whether it has acted) in stack k and how
// many fighters the stack has. A flight that has still to act and one
// that has acted differ while the phase runs (5.1.2): a fighter taken from
// the first attacks no more this turn, so the owner chooses between them
// (5.2.1; rules 7, where rules 1-6 took the loss from the first of them
// when both had as many fighters left).
func (s *State) stackCands(k int) (reps []int, total int) {
	o := s.owed[k]
	acting := s.phase == phFighters || s.resume == resumeFly
	for j := range s.craft {
		c := &s.craft[j]
		if c.side != o.side || c.pos != o.pos || c.n == 0 {
			continue
		}
		total += c.n
		found := false
		for _, r := range reps {
			found = found || s.craft[r].sat == c.sat && s.craft[r].n == c.n && (!acting || s.craft[r].moved == c.moved)
		}
		if !found {
			reps = append(reps, j)
		}
	}
	return reps, total
}

// loseText marks box j of ship i's group g as lost and words it.
func (n *State) loseBox(i, g, j int) string {
	sh := &n.ships[i]
	sh.groupMarks(g)[j] = boxHit | boxFresh
	sh.owe[g]--
	if g == 3 {
		return fmt.Sprintf("%s loses its %s (4.2.3)", sh.name, sh.class.Equipment[j].Kind)
	}
	b := &sh.class.Batteries[g]
	return fmt.Sprintf("%s loses (%c) %s %d, arcs %s (4.2.3)", sh.name, b.Letter, b.Name, j+1, b.Mounts[j])
}

func (n *State) loseFighter(k, j int) string {
	n.craft[j].n--
	n.owed[k].k--
	if n.craft[j].sat {
		return fmt.Sprintf("%s is destroyed (5.2.1, C.5)", n.craft[j].id.String())
	}
	return fmt.Sprintf("%s loses a fighter (%d left) (5.2.1)", n.craft[j].id.String(), n.craft[j].n)
}

// autoLose takes the losses of ship i's group g that leave no choice.
func (n *State) autoLose(i, g int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	for sh.owe[g] > 0 {
		reps, total := sh.loseCands(g)
		switch {
		case total == 0: // cannot happen: the hits were counted against empty boxes
			sh.owe[g] = 0
		case len(reps) > 1 && sh.owe[g] < total:
			return ev
		default:
			ev = append(ev, n.ev(EvLose, sh.side, n.loseBox(i, g, reps[len(reps)-1])))
		}
	}
	return ev
}

func (n *State) autoKill(k int, ev []engine.Event) []engine.Event {
	for n.owed[k].k > 0 {
		reps, total := n.stackCands(k)
		switch {
		case total == 0:
			n.owed[k].k = 0
		case len(reps) > 1 && n.owed[k].k < total:
			return ev
		default:
			ev = append(ev, n.ev(EvLose, n.owed[k].side, n.loseFighter(k, reps[0])))
		}
	}
	return ev
}

// keepsMarks: ship sh takes its losses as they were slashed, without its
// owner choosing. A ship this damage destroys (every hull box hit) leaves
// the board, and nothing of its record matters again. A crippled ship
// stays (4.3.2): it neither moves nor attacks, but its ECM, armor plating,
// armored gun batteries and auto-repair still work, so which item a hit
// takes still counts, and 4.2.3 leaves it to the defender, whose ship it
// still is (rules 13). Rules 1-12 kept the marks of every ship whose hull
// boxes were all marked, crippled ones included (before13).
func (n *State) keepsMarks(sh *ship) bool {
	if sh.status != active {
		return true
	}
	if n.rules.before13 {
		return count(sh.hullBoxes(), isEmpty) == 0
	}
	return count(sh.hullBoxes(), func(m mark) bool { return m.kind() == boxHit }) == len(sh.hullBoxes())
}

// openChoices lifts the provisional marks and losses of the phase, takes
// those that leave no choice and reports whether a choice remains.
func (n *State) openChoices(ev []engine.Event) ([]engine.Event, bool) {
	for i := range n.ships {
		sh := &n.ships[i]
		if n.keepsMarks(sh) {
			continue
		}
		for g := 0; g < 4; g++ {
			ms := sh.groupMarks(g)
			for j, m := range ms {
				if m == boxHit|boxFresh {
					ms[j] = boxEmpty
					sh.owe[g]++
				}
			}
			ev = n.autoLose(i, g, ev)
		}
	}
	n.owed = nil
	for j := range n.craft {
		c := &n.craft[j]
		if c.lost == 0 {
			continue
		}
		k := -1
		for x, o := range n.owed {
			if o.side == c.side && o.pos == c.pos {
				k = x
			}
		}
		if k < 0 {
			n.owed = append(n.owed, stackOwe{side: c.side, pos: c.pos})
			k = len(n.owed) - 1
		}
		n.owed[k].k += c.lost
		c.n += c.lost
		c.lost = 0
	}
	for k := range n.owed {
		ev = n.autoKill(k, ev)
	}
	_, ok := n.choice()
	if !ok {
		n.owed = nil
	}
	return ev, ok
}

// damageStep fills in the damage of the moment: when a defender has a
// choice to make, the game waits for it in the Damage step; otherwise
// play goes on at once.
func (n *State) damageStep(r resumePoint, ev []engine.Event) []engine.Event {
	ev, ok := n.openChoices(ev)
	if !ok {
		return n.proceed(r, ev)
	}
	n.phase, n.resume = phChoose, r
	g, _ := n.choice()
	return append(ev, n.ev(EvPhase, g.side, fmt.Sprintf("Turn %d, Damage: %s chooses what the hits take (4.2.3, 5.2.1)", n.turn, n.Name(g.side))))
}

// proceed fills in the damage and goes on from r.
func (n *State) proceed(r resumePoint, ev []engine.Event) []engine.Event {
	n.resume, n.owed = resumeNone, nil
	born := len(n.booms)
	ev = n.settleAll(ev)
	if r == resumeEnd {
		for k := born; k < len(n.booms); k++ {
			n.booms[k].endBorn = true
		}
	}
	n.compactCraft()
	switch r {
	case resumeFly:
		n.phase = phFighters
		return n.nextFlight(ev)
	case resumeCombat:
		n.phase = phCombat
		n.firing = engine.NoPlayer
		return n.endPhase(ev)
	default:
		return n.endRest(ev)
	}
}

// loseOptions lists one Lose for each kind of box or craft the pending
// choice can take.
func (s *State) loseOptions(p engine.Player) []engine.Intent {
	g, ok := s.choice()
	if !ok || g.side != p {
		return nil
	}
	var out []engine.Intent
	if g.ship < 0 {
		reps, _ := s.stackCands(g.stack)
		for _, j := range reps {
			out = append(out, Lose{By: p, Craft: s.craft[j].id})
		}
		return out
	}
	sh := &s.ships[g.ship]
	reps, _ := sh.loseCands(g.group)
	for _, j := range reps {
		out = append(out, Lose{By: p, Ship: sh.name, System: systemName(g.group), Item: j})
	}
	return out
}

func systemName(g int) string {
	if g == 3 {
		return SystemEquipment
	}
	return string(rune('a' + g))
}

func systemIndex(s string) int {
	switch s {
	case "a", "b", "c":
		return int(s[0] - 'a')
	case SystemEquipment, "q":
		return 3
	}
	return -1
}

// checkLose says why l is not a choice the pending step offers.
func (s *State) checkLose(l Lose) error {
	if s.phase != phChoose {
		return fmt.Errorf("losses are chosen in the Damage step; this is the %s Phase", s.Phase().Name)
	}
	g, ok := s.choice()
	if !ok {
		return fmt.Errorf("there is nothing to choose")
	}
	if g.ship < 0 {
		o := s.owed[g.stack]
		c, r := hex.ToOffset(o.pos)
		j := s.craftIndex(l.Craft)
		if l.Ship != "" || j < 0 || s.craft[j].side != o.side || s.craft[j].pos != o.pos || s.craft[j].n == 0 {
			return fmt.Errorf("choose a flight or satellite in %s to lose one of the %s still to take there (5.2.1)", hexName(c, r), engine.Count(o.k, "fighter", "fighters"))
		}
		return nil
	}
	sh := &s.ships[g.ship]
	what := "weapon of battery (" + systemName(g.group) + ")"
	if g.group == 3 {
		what = "item of special equipment"
	}
	if !l.Craft.IsZero() || l.Ship != sh.name || systemIndex(l.System) != g.group {
		return fmt.Errorf("%s must first choose which %s to lose (%d to choose, 4.2.3)", sh.name, what, sh.owe[g.group])
	}
	if !sh.eligible(g.group, l.Item) {
		return fmt.Errorf("%s has no working %s number %d to lose", sh.name, what, l.Item+1)
	}
	return nil
}

// lose applies a checked choice and goes on when nothing is left to choose.
func (n *State) lose(l Lose, ev []engine.Event) []engine.Event {
	g, _ := n.choice()
	if g.ship < 0 {
		ev = append(ev, n.ev(EvLose, g.side, n.loseFighter(g.stack, n.craftIndex(l.Craft))))
		ev = n.autoKill(g.stack, ev)
	} else {
		ev = append(ev, n.ev(EvLose, g.side, n.loseBox(g.ship, g.group, l.Item)))
		ev = n.autoLose(g.ship, g.group, ev)
	}
	if _, ok := n.choice(); ok {
		return ev
	}
	return n.proceed(n.resume, ev)
}

// Choosing describes the pending choice of the Damage step for a screen:
// whose, what ("(a) Laser Cannon" or "special equipment" of a ship, or
// the craft in a hex) and how many losses are left to place; ok is false
// outside the step.
func (s *State) Choosing() (side engine.Player, what string, left int, ok bool) {
	if s.phase != phChoose {
		return engine.NoPlayer, "", 0, false
	}
	g, ok := s.choice()
	if !ok {
		return engine.NoPlayer, "", 0, false
	}
	if g.ship < 0 {
		o := s.owed[g.stack]
		c, r := hex.ToOffset(o.pos)
		return g.side, "the craft in " + hexName(c, r), o.k, true
	}
	sh := &s.ships[g.ship]
	if g.group == 3 {
		return g.side, engine.Possessive(sh.name) + " special equipment", sh.owe[3], true
	}
	b := &sh.class.Batteries[g.group]
	return g.side, fmt.Sprintf("%s (%c) %s", engine.Possessive(sh.name), b.Letter, b.Name), sh.owe[g.group], true
}

// planLose is the scripted opponent's choice: lose the weapon that covers
// the fewest arcs, the equipment worth least, and fighters from a flight
// that has already acted, else the weakest flight, satellites last.
func (s *State) planLose(p engine.Player) engine.Intent {
	opts := s.loseOptions(p)
	best, bv := engine.Intent(nil), 0
	for _, in := range opts {
		l := in.(Lose)
		v := 0
		switch {
		case !l.Craft.IsZero():
			c := &s.craft[s.craftIndex(l.Craft)]
			v = c.n
			if c.sat {
				v += 100
			}
			if !c.moved && s.resume == resumeFly {
				v += 10
			}
		case l.System == SystemEquipment:
			sh := &s.ships[s.shipIndex(l.Ship)]
			v = equipRow(sh.class.Equipment[l.Item].Kind).crPct
		default:
			sh := &s.ships[s.shipIndex(l.Ship)]
			v = len(sh.class.Batteries[systemIndex(l.System)].Mounts[l.Item].String())
		}
		if best == nil || v < bv {
			best, bv = in, v
		}
	}
	return best
}
