package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Intent kinds of the optional rules (10.0).
const (
	KindFullStop = "fullstop" // 10.2: declare a Full Stop instead of moving
	KindSlip     = "slip"     // 10.4: sideslip, dir −1 front-left, +1 front-right, 2 MP
	KindDecoy    = "decoy"    // 10.7: deploy a decoy instead of jamming
	KindDodge    = "dodge"    // 10.7: dodge the torps in the craft's hex
	KindPointDef = "pointdef" // 10.7: fire point defence at them instead
	KindDuel     = "duel"     // 10.8: answer the attack on the craft with a gunnery duel
	KindNoDuel   = "noduel"   // 10.8: let the attack on the craft stand
	KindRepair   = "repair"   // 10.12: the craft attempts damage control now
	KindNoRepair = "norepair" // 10.12: the craft does not attempt it this turn
)

// Event kinds of the optional rules.
const (
	EvDrift      = "drift"
	EvDecoyPod   = "decoy-pod"
	EvPointDef   = "point-defence"
	EvDuel       = "duel"
	EvRepair     = "damage-control"
	EvExperience = "experience"
)

// FullStop declares 10.2's Full Stop instead of moving: the craft will
// not drift.
type FullStop struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Slip sideslips a craft (10.4) into its front-left (Dir −1) or
// front-right (+1) hex for 2 MP.
type Slip struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Dir   int           `json:"dir,omitempty"`
}

// Decoy deploys one of the craft's decoys instead of jamming (10.7).
type Decoy struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Dodge: the craft dodges the torps in its hex (10.7's choice).
type Dodge struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// PointDef: the craft fires its point defence at the torps in its hex
// instead of dodging (10.7).
type PointDef struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Duel answers the attack on the craft with a gunnery duel (10.8): crew
// member Crew fires system Mount back at Target, the attacker.
type Duel struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Mount  int           `json:"mount,omitempty"`
	Crew   int           `json:"crew,omitempty"`
	Target Target        `json:"target"`
}

// NoDuel lets the attack on the craft stand (10.8).
type NoDuel struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Repair: at the end of the turn the craft attempts damage control (10.12:
// a craft that qualifies "may attempt" it); 1D10 is rolled at once.
type Repair struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// NoRepair: the craft that qualifies does not attempt damage control this
// turn, keeping its one success for a later turn (10.12).
type NoRepair struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Kind implements engine.Intent.
func (FullStop) Kind() string { return KindFullStop }
func (Repair) Kind() string   { return KindRepair }
func (NoRepair) Kind() string { return KindNoRepair }
func (Slip) Kind() string     { return KindSlip }
func (Decoy) Kind() string    { return KindDecoy }
func (Dodge) Kind() string    { return KindDodge }
func (PointDef) Kind() string { return KindPointDef }
func (Duel) Kind() string     { return KindDuel }
func (NoDuel) Kind() string   { return KindNoDuel }

// Actor implements engine.Intent.
func (i FullStop) Actor() engine.Player { return i.By }
func (i Slip) Actor() engine.Player     { return i.By }
func (i Decoy) Actor() engine.Player    { return i.By }
func (i Dodge) Actor() engine.Player    { return i.By }
func (i PointDef) Actor() engine.Player { return i.By }
func (i Duel) Actor() engine.Player     { return i.By }
func (i NoDuel) Actor() engine.Player   { return i.By }
func (i Repair) Actor() engine.Player   { return i.By }
func (i NoRepair) Actor() engine.Player { return i.By }

func (i FullStop) craftOf() CraftID { return i.Craft }
func (i Slip) craftOf() CraftID     { return i.Craft }
func (i Decoy) craftOf() CraftID    { return i.Craft }
func (i Dodge) craftOf() CraftID    { return i.Craft }
func (i PointDef) craftOf() CraftID { return i.Craft }
func (i Duel) craftOf() CraftID     { return i.Craft }
func (i NoDuel) craftOf() CraftID   { return i.Craft }
func (i Repair) craftOf() CraftID   { return i.Craft }
func (i NoRepair) craftOf() CraftID { return i.Craft }

// String implements engine.Intent.
func (i FullStop) String() string { return craftText(i.Craft) + ": full stop" }
func (i Slip) String() string {
	if i.Dir < 0 {
		return craftText(i.Craft) + ": sideslip front-left"
	}
	return craftText(i.Craft) + ": sideslip front-right"
}
func (i Decoy) String() string    { return craftText(i.Craft) + ": deploy a decoy" }
func (i Dodge) String() string    { return craftText(i.Craft) + ": dodge the torps" }
func (i PointDef) String() string { return craftText(i.Craft) + ": point defence against the torps" }
func (i Duel) String() string {
	return craftText(i.Craft) + " crew " + strconv.Itoa(i.Crew) + ": gunnery duel with system " + strconv.Itoa(i.Mount) + " against " + i.Target.String()
}
func (i NoDuel) String() string   { return craftText(i.Craft) + ": no gunnery duel" }
func (i Repair) String() string   { return craftText(i.Craft) + ": attempt damage control" }
func (i NoRepair) String() string { return craftText(i.Craft) + ": no damage control this turn" }

// Validate implements engine.Validator.
func (i FullStop) Validate() error { return fields{by: i.By, craft: i.Craft}.check() }
func (i Slip) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft}).check(); err != nil {
		return err
	}
	return needDir(KindSlip, i.Dir)
}
func (i Decoy) Validate() error    { return fields{by: i.By, craft: i.Craft}.check() }
func (i Dodge) Validate() error    { return fields{by: i.By, craft: i.Craft}.check() }
func (i PointDef) Validate() error { return fields{by: i.By, craft: i.Craft}.check() }
func (i NoDuel) Validate() error   { return fields{by: i.By, craft: i.Craft}.check() }
func (i Repair) Validate() error   { return fields{by: i.By, craft: i.Craft}.check() }
func (i NoRepair) Validate() error { return fields{by: i.By, craft: i.Craft}.check() }
func (i Duel) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft, mount: i.Mount, crew: i.Crew}).check(); err != nil {
		return err
	}
	return needTarget(i.Target)
}

// applyOptional applies the intents of the optional rules; it reports
// whether x was one of them.
func (n *State) applyOptional(x engine.Intent, ev *events) bool {
	p := int8(x.Actor())
	switch x := x.(type) {
	case FullStop:
		if n.ph == phDrive0 {
			n.drive0Turn(x, ev)
			break
		}
		i := int(x.Craft)
		c := &n.crafts[i]
		c.fullStop = true
		n.mover, n.acted = i, false
		ev.add(EvMove, p, n.label(i)+" comes to a Full Stop: it will not drift", nil)
		n.finishMove(ev, i)
	case Slip:
		n.applySlip(int(x.Craft), x.Dir, ev)
	case Decoy:
		n.deployDecoy(ev, int(x.Craft))
	case Dodge:
		n.crafts[x.Craft].defence = 1
		if !n.canDodge(int(x.Craft)) {
			ev.add(EvPointDef, p, n.label(int(x.Craft))+" holds its point defence: it cannot dodge the torps in its hex", nil)
			break
		}
		ev.add(EvPointDef, p, n.label(int(x.Craft))+" will dodge the torps in its hex", nil)
	case PointDef:
		n.crafts[x.Craft].defence = 2
		ev.add(EvPointDef, p, n.label(int(x.Craft))+" will fire point defence at the torps in its hex", nil)
	case Duel:
		n.declareDuel(ev, x)
	case NoDuel:
		if j := n.duelAttack(); j >= 0 {
			n.attacks[j].duel = true
		}
	case Repair:
		n.repairAt = int(x.Craft) + 1
		n.rollRepair(ev, int(x.Craft))
	case NoRepair:
		n.repairAt = int(x.Craft) + 1
		ev.add(EvRepair, p, n.label(int(x.Craft))+" does not attempt damage control this turn", nil)
	default:
		return false
	}
	return true
}

// optionalLegal lists the intents of the phases the optional rules add.
func (s *State) optionalLegal(add func(engine.Intent)) {
	switch s.ph {
	case phDefence:
		if i := s.defenceChoice(); i >= 0 {
			by := engine.Player(s.crafts[i].side)
			add(Dodge{By: by, Craft: CraftID(i)})
			if pd, _ := s.pointDefence(i); pd > 0 { // not 11.5's decoy
				add(PointDef{By: by, Craft: CraftID(i)})
			}
		}
	case phDuel:
		j := s.duelAttack()
		if j < 0 {
			return
		}
		a := s.attacks[j]
		by := engine.Player(s.crafts[a.target.n].side)
		s.duelResponders(j, func(k, m int) {
			if !s.crafts[a.target.n].decoy { // 11.5: the decoy never fires
				add(Duel{By: by, Craft: CraftID(a.target.n), Crew: k, Mount: m, Target: ref{refCraft, a.craft}})
			}
		})
		add(NoDuel{By: by, Craft: CraftID(a.target.n)})
	case phRepair:
		if i := s.repairChoice(); i >= 0 {
			by := engine.Player(s.crafts[i].side)
			if !s.crafts[i].decoy { // 11.5: the decoy repairs nothing
				add(Repair{By: by, Craft: CraftID(i)})
			}
			add(NoRepair{By: by, Craft: CraftID(i)})
		}
	}
}

// ---- 10.2 Drift ----

// driftAll drifts every craft of Drive 6+ not at Full Stop at the start of
// the Movement Phase. A drift is forward movement: it passes through hexes
// other craft hold, as any move may (5.1); it stops on the map's edge hex
// (10.2) and — interpretation — when the hex its die brings it to is one it
// may not end a move in (another craft, a satellite), on the last hex
// before it where it may.
func (n *State) driftAll(ev *events) {
	for i := range n.crafts {
		c := &n.crafts[i]
		c.drifted = false
		if !c.alive() || c.fullStop {
			continue
		}
		drive := c.Drive(false)
		die := DriftDie(drive)
		if die == 0 {
			continue
		}
		// The label says why the die is the one it is (10.2's chart by Drive).
		r := engine.NewRoll(n.label(i)+" drifts at Drive "+itoa(drive)+" (10.2)", []engine.Die{{Sides: die, Face: n.dice.D(die)}}, nil, 0, "")
		hexes, why := n.driftPath(i, r.Total)
		moved := 0
		path := []hex.Hex{c.pos}
		var sub events
		for _, to := range hexes {
			if !c.alive() {
				break
			}
			c.pos = to
			path = append(path, to)
			moved++
			for t := 0; t < len(n.torps); t++ {
				if n.torps[t].pos == to && n.torps[t].target == (ref{refCraft, i}) {
					n.detonate(&sub, t)
					t--
				}
			}
			if c.alive() && n.asteroidAt(to) {
				n.collide(&sub, i, 5)
			}
		}
		r.Result = engine.Count(moved, "hex", "hexes") + why
		c.drifted = moved > 0
		ev.list = append(ev.list, engine.Event{Kind: EvDrift, Player: engine.Player(c.side), Roll: &r, Trail: craftTrail(i, path...)})
		ev.list = append(ev.list, sub.list...)
	}
	n.cleanTorps(ev)
}

// driftPath is the hexes a drift of k hexes takes craft i through, past
// its own: it stops on the map's edge hex, and on the last hex where it may
// end a move when the die brings it to one it may not (driftAll). why says
// where it stopped short, for the log.
func (n *State) driftPath(i, k int) (hexes []hex.Hex, why string) {
	c := &n.crafts[i]
	ahead := []hex.Hex{c.pos}
	for s := 0; s < k; s++ {
		to := hex.Neighbor(ahead[len(ahead)-1], c.facing)
		if !n.sc.board.In(to) {
			why = ", stopped at the map edge"
			break
		}
		ahead = append(ahead, to)
	}
	end := len(ahead) - 1
	for end > 0 && n.occupied(ahead[end], i, c.side) {
		end--
	}
	if end < len(ahead)-1 {
		why = ", stopped short of an occupied hex"
	}
	return ahead[1 : end+1], why
}

// ---- 10.4 Sideslips ----

// slipOptions lists craft i's sideslips to add (nil: only counts them).
func (s *State) slipOptions(i int, left int, slow, turned bool, add func(engine.Intent)) int {
	if !s.opt.Sideslips || s.firstGame || left < SlipCost || (slow && turned) || (s.mover == i && s.lastSlip) {
		return 0
	}
	c := &s.crafts[i]
	n := 0
	for _, d := range []int{-1, 1} {
		// A sideslip is a forward move (10.4): it may pass through an
		// occupied hex when moving on (straight, or a sideslip after a
		// forward move) can still reach a hex where the craft may end its
		// move (5.2), and it may leave the map as a
		// forward move does (5.0: by the side's exit edge it leaves the
		// battle, by another it is lost).
		to := hex.Neighbor(c.pos, c.facing.Rotate(d))
		if s.passable(i, to, c.facing, left-SlipCost, true) {
			n++
			if add != nil {
				add(Slip{By: engine.Player(c.side), Craft: CraftID(i), Dir: d})
			}
		}
	}
	return n
}

func (n *State) applySlip(i, dir int, ev *events) {
	c := &n.crafts[i]
	n.startMove(i)
	from, to := c.pos, hex.Neighbor(c.pos, c.facing.Rotate(dir))
	n.lastSlip = true
	c.fullStop = false
	if !n.flyTo(ev, i, to, SlipCost) {
		return
	}
	ev.move(c.side, n.label(i)+" sideslips to "+offset(to)+", "+itoa(c.Drive(false)-n.mp)+" MP left", craftTrail(i, from, to))
	if !n.enteredHex(ev, i, to) {
		return
	}
	if c.alive() && !n.anyMoveLeft(i) {
		n.finishMove(ev, i)
	}
}

// enteredHex sets off tracking torps and asteroids in the hex a craft
// moved into; false when the craft is gone and its move finished.
func (n *State) enteredHex(ev *events, i int, to hex.Hex) bool {
	c := &n.crafts[i]
	for k := 0; k < len(n.torps); k++ {
		t := n.torps[k]
		if t.pos == to && t.target == (ref{refCraft, i}) {
			n.detonate(ev, k)
			k--
			if !c.alive() {
				n.finishMove(ev, i)
				return false
			}
		}
	}
	if n.asteroidAt(to) {
		n.collide(ev, i, 10)
		if !c.alive() {
			n.finishMove(ev, i)
			return false
		}
	}
	return true
}

// ---- 10.3 Set cost turns ----

// setTurn makes a set-cost turn of 2 or 3 hexsides: 1D10 under the Plt
// turns fully, otherwise one hexside for 3 MP.
func (n *State) setTurn(i, facing int, ev *events) {
	c := &n.crafts[i]
	from := c.facing
	rot := (facing - int(from) + 6) % 6
	sides, dir := 2, 1
	switch rot {
	case 3:
		sides = 3
	case 4:
		dir = -1
	}
	plt := int(c.crew[0].Plt)
	r := engine.NewRoll(n.label(i)+"'s turn of "+itoa(sides)+" hexsides (below the pilot's Plt "+itoa(plt)+", 10.3)", []engine.Die{{Sides: 10, Face: n.dice.D(10)}}, nil, plt, engine.Below)
	n.turnedHere, n.acted = true, true
	c.fullStop = false
	if r.Success {
		c.facing = hex.Direction(facing)
		n.mp += SetTurnCost(sides)
		r.Result = "made: " + itoa(SetTurnCost(sides)) + " MP"
	} else if n.sc.oneSideAuto {
		// Rules 1 to 11 turned the one hexside by themselves.
		c.facing = c.facing.Rotate(dir)
		n.mp += TurnCost
		r.Result = "failed: one hexside for 3 MP"
	} else {
		// 10.3: "only one hexside", which the rulebook does not name: the
		// pilot chooses it (Face), left or right.
		n.mp += TurnCost
		n.faceNext, n.faceOne = true, true
		r.Result = "failed: one hexside for 3 MP"
		n.mineCheck(i)
		ev.add(EvMove, c.side, n.label(i)+" pays 3 MP for one hexside and chooses which, "+itoa(c.Drive(false)-n.mp)+" MP left", &r)
		return
	}
	n.mineCheck(i)
	ev.add(EvMove, c.side, n.label(i)+" turns "+from.String()+"→"+c.facing.String()+", "+itoa(c.Drive(false)-n.mp)+" MP left", &r)
}

// ---- 10.7 Decoys and point defence ----

func (n *State) deployDecoy(ev *events, i int) {
	c := &n.crafts[i]
	c.jamDone = true
	c.decoys--
	ev.add(EvDecoyPod, c.side, n.label(i)+" deploys a decoy pod ("+itoa(int(c.decoys))+" left)", nil)
	for k := 0; k < len(n.torps); k++ {
		t := n.torps[k]
		if t.target != (ref{refCraft, i}) {
			continue
		}
		r := engine.NewRoll(n.refLabel(ref{refTorp, t.id})+" against the decoy pod", []engine.Die{{Sides: 4, Face: n.dice.D(4)}}, nil, 2, engine.AtMost)
		if r.Success {
			r.Result = "fooled: removed"
			n.torps = append(n.torps[:k:k], n.torps[k+1:]...)
			k--
		} else {
			r.Result = "still tracking"
		}
		ev.add(EvDecoyPod, c.side, "", &r)
	}
}

// pointDefence reports craft i's kill spread (1–pd) and the most torps it
// may attack (0: any number), or pd 0 when it has none to use.
func (s *State) pointDefence(i int) (pd, most int) {
	c := &s.crafts[i]
	// 11.5's decoy "may not fire any weapons": point defence is a weapon
	// system too.
	if c.decoy {
		return 0, 0
	}
	return s.mountedPointDefence(c)
}

// mountedPointDefence is pointDefence for the point defence craft c
// carries, in force and not knocked out, whether or not it may fire it.
func (s *State) mountedPointDefence(c *craft) (pd, most int) {
	if !s.opt.PointDefence || c.pdLost {
		return 0, 0
	}
	_, pd, mx, _ := Defences(c.typ)
	if s.opt.PDLimit {
		most = mx
	}
	return pd, most
}

// CanDodge reports whether craft i could dodge the torps in its hex now
// (canDodge); 10.7's choice offers one that cannot between point defence
// and none.
func (s *State) CanDodge(i CraftID) bool {
	return int(i) >= 0 && int(i) < len(s.crafts) && s.canDodge(int(i))
}

// canDodge reports whether craft i may dodge the torps in its hex (4.2):
// Drive 10 or more, and a living pilot.
func (s *State) canDodge(i int) bool {
	c := &s.crafts[i]
	return c.Drive(s.firstGame) >= DodgeMinDrive && !c.crew[0].Dead
}

// defenceChoice is the first craft whose owner must choose between dodging
// and point defence, or −1. A craft that cannot dodge chooses too, between
// point defence and none: 10.7's point defence "may" be used, and using it
// is a weapon system discharged (10.12's damage control, 11.5's decoy).
func (s *State) defenceChoice() int {
	if s.ph != phDefence {
		return -1
	}
	for i := range s.crafts {
		c := &s.crafts[i]
		if !c.alive() || c.defence != 0 {
			continue
		}
		if pd, _ := s.pointDefence(i); pd == 0 && !s.decoyPoses(i) {
			continue
		}
		for _, t := range s.torps {
			if t.target == (ref{refCraft, i}) && t.pos == c.pos {
				return i
			}
		}
	}
	return -1
}

// decoyPoses reports whether craft i is 11.5's hidden decoy of a type
// with point defence: it has none to fire, yet its owner is asked as for
// the real shuttle, with "none" the only answer — a choice asked of the
// real shuttle alone (the hand-off, the log's line) would name it to the
// other side.
func (s *State) decoyPoses(i int) bool {
	c := &s.crafts[i]
	pd, _ := s.mountedPointDefence(c)
	return c.decoy && pd > 0
}

// shootDown fires craft i's point defence at the torps of ts (indexes into
// n.torps, weakest first) and returns those left.
func (n *State) shootDown(ev *events, i int, ts []int) []int {
	pd, most := n.pointDefence(i)
	killed := map[int]bool{}
	tries := 0
	// Point defence is a weapon system discharged: it rules out 10.12's
	// damage control this turn (and torpResults unmasks 11.5's decoy when
	// the real shuttle fired it).
	n.crafts[i].firedT = true
	for q := len(ts) - 1; q >= 0; q-- { // the strongest first
		if most > 0 && tries >= most {
			break
		}
		tries++
		t := n.torps[ts[q]]
		r := engine.NewRoll(n.label(i)+"'s point defence at "+n.refLabel(ref{refTorp, t.id})+" (kill spread 1–"+itoa(pd)+", 10.7)", []engine.Die{{Sides: 10, Face: n.dice.D(10)}}, nil, pd, engine.AtMost)
		if r.Success {
			r.Result = "destroyed"
			killed[q] = true
		} else {
			r.Result = "missed"
		}
		ev.add(EvPointDef, n.crafts[i].side, "", &r)
	}
	var left []int
	for q, k := range ts {
		if !killed[q] {
			left = append(left, k)
		}
	}
	return left
}

// ---- 10.8 Gunnery duels ----

// duelAttack is the first declared attack of this step whose target may
// still answer it, or −1.
func (s *State) duelAttack() int {
	if s.ph != phDuel {
		return -1
	}
	for j := s.duelIdx; j < len(s.attacks); j++ {
		a := s.attacks[j]
		if a.duel || a.target.kind != refCraft || !s.crafts[a.target.n].alive() || !s.crafts[a.craft].alive() {
			continue
		}
		any := false
		s.duelResponders(j, func(int, int) { any = true })
		if any {
			return j
		}
	}
	return -1
}

func (s *State) duelChooser() int8 {
	if j := s.duelAttack(); j >= 0 {
		return s.crafts[s.attacks[j].target.n].side
	}
	return -1
}

// duelResponders lists the crew members and systems of attack j's target
// that could fire back at the attacker.
func (s *State) duelResponders(j int, add func(k, m int)) {
	a := s.attacks[j]
	t := a.target.n
	c := &s.crafts[t]
	// Eligible: alive and not yet fired this phase (10.8: one cannon a
	// phase). A crew member who held fire in his step has not fired.
	fired := c.acted &^ c.holds
	for k := 0; k < c.typ.Crew; k++ {
		if c.crew[k].Dead || fired&(1<<k) != 0 {
			continue
		}
		for m, mt := range c.typ.Mounts {
			if int(c.mans[m]) != k || c.mountLost(m) || !weapons[mt.Weapon].Cannon {
				continue
			}
			ok := false
			s.cannonTargets(t, m, func(r ref) { ok = ok || r == (ref{refCraft, a.craft}) })
			if ok {
				add(k, m)
			}
		}
	}
}

func (n *State) declareDuel(ev *events, x Duel) {
	j := n.duelAttack()
	a := &n.attacks[j]
	a.duel = true
	c := &n.crafts[x.Craft]
	c.acted |= 1 << x.Crew
	c.holds &^= 1 << x.Crew
	resp := attack{side: c.side, craft: int(x.Craft), crew: x.Crew, mount: x.Mount, target: ref{refCraft, a.craft}, duel: true}
	roll := func(craft, crew int, vs int) engine.Roll {
		o := &n.crafts[craft]
		mods := []engine.Mod{{Why: "Gnr", Value: int(o.crew[crew].Gnr)}}
		if crew == 0 && vs > 0 {
			mods = append(mods, engine.Mod{Why: "pilot against a gunner", Value: -2})
		}
		// Name the gunner by letter where the craft has more than one
		// (the Pharsii II's two, the Epping's three), as the crew sheet
		// does: "gunner" alone would not say whose Gnr is added.
		role := "gunner"
		switch {
		case crew == 0:
			role = "pilot"
		case o.typ.Crew > 2:
			role = "gunner " + string(rune('A'+crew-1))
		}
		return engine.NewRoll(n.label(craft)+"'s "+role+" in the gunnery duel", []engine.Die{{Sides: 10, Face: n.dice.D(10)}}, mods, 0, "")
	}
	ra := roll(a.craft, a.crew, x.Crew)
	rb := roll(int(x.Craft), x.Crew, a.crew)
	switch {
	case ra.Total > rb.Total:
		resp.late = true
		ra.Result, rb.Result = "fires first", "fires second"
	case rb.Total > ra.Total:
		a.late = true
		ra.Result, rb.Result = "fires second", "fires first"
	default:
		ra.Result, rb.Result = "tie: both fire together", "tie: both fire together"
	}
	n.attacks = append(n.attacks, resp)
	ev.add(EvDuel, c.side, n.label(int(x.Craft))+" answers "+n.label(a.craft)+" with its "+c.typ.Mounts[x.Mount].Name(), nil)
	ev.add(EvDuel, n.crafts[a.craft].side, "", &ra)
	ev.add(EvDuel, c.side, "", &rb)
}

// able reports whether the loser of a duel can still make his attack
// (10.8) and with which system: the one he declared, or — when the
// winner's fire knocked it out — another cannon of his that bears on the
// same target (10.8's example: the Salamander's gunner switches to his
// Pulse Laser, still at the Thunder Bird). The first such system in the
// display's order is used.
func (s *State) able(a attack) (int, bool) {
	c := &s.crafts[a.craft]
	if _, ok := s.refPos(a.target); !ok || !c.alive() || c.crew[a.crew].Dead {
		return 0, false
	}
	if !c.mountLost(a.mount) {
		return a.mount, true
	}
	for m, mt := range c.typ.Mounts {
		if int(c.mans[m]) != a.crew || c.mountLost(m) || !weapons[mt.Weapon].Cannon {
			continue
		}
		bears := false
		s.cannonTargets(a.craft, m, func(r ref) { bears = bears || r == a.target })
		if bears {
			return m, true
		}
	}
	return 0, false
}

// ---- 10.12 Damage control ----

// damageControl tries every eligible craft's repair at the end of a turn,
// without asking: the program of rules 1 to 10, which a save of those rules
// replays (Scenario.autoRepair). Rules 11 asks (phRepair).
func (n *State) damageControl(ev *events) {
	for i := range n.crafts {
		if n.crafts[i].realInPlay() && n.crafts[i].mayRepair() {
			n.rollRepair(ev, i)
		}
	}
}

// mayRepair reports whether craft c may attempt damage control at the end
// of this turn (10.12): in play, damaged, its one success not yet used, and
// this turn it neither fired nor was hit. It does not look at 11.5's decoy
// flag, so that the question is put for both shuttles alike; the decoy is
// never damaged (damage unmasks it), so it never qualifies.
func (c *craft) mayRepair() bool {
	return c.alive() && !c.dcUsed && c.hits > 0 && !c.firedT && !c.hitT
}

// repairChoice is the next craft, from repairAt on in the order of the
// craft, whose owner chooses whether it attempts damage control, or −1.
func (s *State) repairChoice() int {
	if s.ph != phRepair {
		return -1
	}
	for i := s.repairAt; i < len(s.crafts); i++ {
		if s.crafts[i].mayRepair() {
			return i
		}
	}
	return -1
}

// rollRepair rolls craft i's damage control: 1D10 within the craft's
// spread clears its last marked box, once a scenario (10.12).
func (n *State) rollRepair(ev *events, i int) {
	c := &n.crafts[i]
	_, _, _, spread := Defences(c.typ)
	r := engine.NewRoll(n.label(i)+"'s damage control", []engine.Die{{Sides: 10, Face: n.dice.D(10)}}, nil, spread, engine.AtMost)
	if !r.Success {
		r.Result = "no repair"
		ev.add(EvRepair, c.side, "", &r)
		return
	}
	c.dcUsed = true
	r.Result = "repaired: " + n.unmark(i)
	ev.add(EvRepair, c.side, "", &r)
}

// unmark reinstates craft i's last marked box and undoes its effect; a
// reduced DR stays reduced (the ◇ becomes a blank box, and a critical's DR
// loss stays: 10.12's one exception). What the box took is read from the
// craft's lasting losses, which hold it whether the box was marked in this
// battle or carried into it (11.7): weapon systems, torps (a t/T box's, or
// every torp the torps critical destroyed) and the Drive and DV critical
// hits. The rest of a critical's effect — a decoy, point defence, the
// pilot's wound, the missiles aboard, a gunner killed — is noted with the
// box when it is marked in this battle.
func (n *State) unmark(i int) string {
	c := &n.crafts[i]
	k := int(c.hits) - 1
	box := int16(k + 1)
	b := c.typ.Track[k]
	dr := c.DR(false)
	var took []loss
	for _, l := range c.losses[:c.nLoss] {
		if l.box == box {
			took = append(took, l)
		}
	}
	c.hits--
	c.forgetLasting(box)
	fx := c.lastFx
	c.lastFx = boxFx{}
	what := []string{"box " + itoa(k+1)}
	switch b.Kind {
	case BoxDR:
		c.blank = int8(k + 1)
		what = append(what, "◇ kept at DR "+itoa(dr))
	case BoxDrive:
		what = append(what, "□ Drive back to "+itoa(c.Drive(false)))
	}
	what = append(what, c.restoreLosses(took, dr)...)
	what = append(what, c.restoreEffect(fx)...)
	return strings.Join(what, ", ")
}

// restoreLosses gives back what a repaired box took that the lasting
// losses hold (took): weapon systems, torps, Drive and DV critical hits;
// a DR critical's loss stays (dr is the DR kept). It says what came back,
// in the log's words.
func (c *craft) restoreLosses(took []loss, dr int) []string {
	var what []string
	var torps [numMarks]int
	for _, l := range took {
		switch l.kind {
		case lossWeapon:
			c.lost &^= 1 << l.n
			what = append(what, c.typ.Mounts[l.n].Name()+" back in action")
		case lossTorp:
			c.torps[l.n]++
			torps[l.n]++
		case lossCrit:
			switch cr := c.typ.Crits[l.n]; cr.Kind {
			case CritDrive:
				c.driveLoss -= int8(cr.N)
				what = append(what, "drive damage repaired")
			case CritDV:
				c.dvLoss -= int8(cr.N)
				what = append(what, "screens restored")
			case CritDR:
				what = append(what, "DR stays at "+itoa(dr))
			}
		}
	}
	for m, k := range torps {
		switch {
		case k == 1:
			what = append(what, "a "+Mark(m).String()+" back in its rack")
		case k > 1:
			what = append(what, itoa(k)+" "+Mark(m).String()+" back in the racks")
		}
	}
	return what
}

// restoreEffect negates the rest of a repaired box's critical hit, noted
// with the box (fx): a decoy, point defence, the pilot's wound, the
// missiles, a gunner. It says what came back, in the log's words.
func (c *craft) restoreEffect(fx boxFx) []string {
	var what []string
	// A critical hit's effect is negated whole, its 10.7 losses included.
	if fx.decoy {
		c.decoys++
		what = append(what, "a decoy back")
	}
	if fx.pd {
		c.pdLost = false
		what = append(what, "point defence back in action")
	}
	if fx.kind == fxCrit {
		switch c.typ.Crits[fx.n].Kind {
		case CritPilot:
			plt, gnr := c.woundLoss()
			c.crew[0].Plt += plt
			c.crew[0].Gnr += gnr
			c.wounds = 0
			what = append(what, "pilot patched up")
		case CritMissiles:
			for m, a := range fx.ammo {
				c.ammo[m] += a
			}
			what = append(what, "missiles back in the launchers")
		case CritGunner:
			if g := int(fx.gunner); g > 0 {
				c.crew[g].Dead = false
				what = append(what, "gunner "+string(rune('A'+g-1))+" back at his post")
			}
		}
	}
	return what
}

// noteLoss records which system or torp a w/W/t/T box (or a critical)
// took, when that box is the craft's last marked one.
func (n *State) noteLoss(i int, kind uint8, idx int) {
	c := &n.crafts[i]
	want := fxPendingWeapon
	if kind == fxTorp {
		want = fxPendingTorp
	}
	if c.lastFx.kind != want {
		return
	}
	for _, p := range n.pending[1:] {
		if p.craft == i {
			return // a later box of this craft is still to be chosen
		}
	}
	c.lastFx = boxFx{kind: kind, n: int8(idx), crit: c.lastFx.crit, decoy: c.lastFx.decoy, pd: c.lastFx.pd}
}

// ---- 10.1 Experience ----

// Lasting is craft i's lasting losses as a scenario file carries them
// (CraftFile.Lost): the weapon systems and torps lost to damage or
// critical hits and the Drive, DR and DV critical hits, each with the
// box that took it, for boxes still marked. A campaign carries them into
// its next scenario.
func (s *State) Lasting(i int) []LossFile {
	if i < 0 || i >= len(s.crafts) {
		return nil
	}
	c := &s.crafts[i]
	var out []LossFile
	for _, l := range c.losses[:c.nLoss] {
		if l.box > c.hits {
			continue
		}
		kind := [...]string{lossWeapon: LossWeapon, lossTorp: LossTorp, lossCrit: LossCrit}[l.kind]
		out = append(out, LossFile{Kind: kind, N: int(l.n), Box: int(l.box)})
	}
	return out
}

// Veteran is a crew member who earned experience (10.1): the craft's index
// and the crew member (0 the pilot).
type Veteran struct {
	Craft, Crew int
}

// Veterans lists, once the game is over and experience is in force, the
// crew members who earned experience: alive, aboard a craft that survived,
// on the winning side, and who delivered a critical hit. Whether a skill
// is left to raise (none past 10) is the campaign's to judge.
func (s *State) Veterans() []Veteran {
	if !s.outcome.Over || s.outcome.Winner < 0 || !s.opt.Experience {
		return nil
	}
	var out []Veteran
	for i := range s.crafts {
		c := &s.crafts[i]
		if engine.Player(c.side) != s.outcome.Winner || (c.state != inPlay && c.state != outExited) || c.decoy {
			continue
		}
		for k := 0; k < c.typ.Crew; k++ {
			if !c.crew[k].Dead && c.critBy&(1<<k) != 0 {
				out = append(out, Veteran{Craft: i, Crew: k})
			}
		}
	}
	return out
}

func (n *State) experienceEvents(ev *events) {
	for _, v := range n.Veterans() {
		c := &n.crafts[v.Craft]
		role := "pilot"
		if v.Crew > 0 {
			role = "gunner " + string(rune('A'+v.Crew-1))
		}
		ev.add(EvExperience, c.side, "The "+role+" of "+n.label(v.Craft)+experienceGain(c, v.Crew), nil)
	}
}

// woundLoss is the Plt and Gnr the pilot's last wound took (10.12), which
// heal: wounds holds the Plt in its low four bits, the Gnr above them.
func (c *craft) woundLoss() (plt, gnr int8) { return c.wounds & 15, c.wounds >> 4 }

// experienceGain words what 10.1 lets crew member k of c raise: a gunner
// his Gnr only, a pilot his Plt or his Gnr, neither past 10. The skills
// are read as the crew member began the battle (a wound of the pilot's,
// which heals, added back).
func experienceGain(c *craft, k int) string {
	plt, gnr := int(c.crew[k].Plt), int(c.crew[k].Gnr)
	if k == 0 {
		p, g := c.woundLoss()
		plt, gnr = plt+int(p), gnr+int(g)
	}
	var may []string
	if k == 0 && plt < MaxSkill {
		may = append(may, "Plt")
	}
	if gnr < MaxSkill {
		may = append(may, "Gnr")
	}
	if len(may) == 0 && k == 0 {
		return " has earned experience, but his Plt and Gnr are already 10, the most (10.1)"
	}
	if len(may) == 0 {
		return " has earned experience, but his Gnr is already 10, the most (10.1)"
	}
	return " gains experience: +1 " + strings.Join(may, " or ") + " (10.1)"
}
