package silentdeath

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// CrewView is one crew member on a display.
type CrewView struct {
	Role     string // "Pilot", "Gunner A", …
	Plt, Gnr int    // Plt is 0 for gunners
	TTC      string // "1D6+3", pilots only
	ADB      string // "1D8"
	Dead     bool
}

// MountView is one weapon system on a display.
type MountView struct {
	Index    int
	Name     string // "2 Splatterguns"
	Weapon   Weapon
	Guns     int
	Arcs     hex.ConeSet
	Crew     int // 0 pilot, 1… gunners
	ToHit    string
	Damage   string // "Medium+2"
	Short    int    // range increments (ends)
	Mid      int
	Long     int
	MaxDrive int // target speed restriction, 0 none
	Ammo     int // missiles left, launchers only
	Lost     bool
	// Deleted is a mount the game plays without, not lost to a hit: 1.0's
	// Basic Game deletes the missile launchers from the displays.
	Deleted bool
}

// BoxView is one box of a damage track.
type BoxView struct {
	Box
	Marked bool
}

// CraftView is what the renderer draws for one craft: its counter and its
// Starcraft Display.
type CraftView struct {
	Index    int
	Side     engine.Player
	ID       string // "A"
	Label    string // "Pit Viper A"
	Abbrev   string // "PVA", for the map
	Type     *CraftType
	Hex      hex.Hex
	Facing   hex.Direction
	InPlay   bool
	Out      string // "", "destroyed", "exited", "decoy"
	Drive    int
	MaxDrive int
	DR       int
	DV       int
	BPV, TPV int
	Crew     []CrewView
	Mounts   []MountView
	Torps    [3]int      // Mk.10, Mk.20, Mk.50 left
	Track    [][]BoxView // rows
	Hits     int
	Moved    bool
	Pod      bool // carries the life pod
	// Command is true for 11.5's real command ship and Decoy for its decoy,
	// both only in the owner's view.
	Command, Decoy bool
}

// TorpView is a torp on the map.
type TorpView struct {
	ID      int
	Side    engine.Player
	Mark    Mark
	Hex     hex.Hex
	Facing  hex.Direction
	Target  Target // hidden (zero) when the view does not tell it
	Label   string // "Red's Mk.10 torp #3"
	Targets string // the target's label
	Arrived bool
	// ToFly: the torp has still to fly in this turn's Movement Phase
	// (4.2, 5.2: after its target's move, or at the phase's end); false
	// outside the phase, once it has flown (the one in flight included)
	// and for a torp already in its target's hex.
	ToFly bool
}

// SatView is a Comm Sat or Laser Sat.
type SatView struct {
	Index    int
	Side     engine.Player
	Comm     bool
	Hex      hex.Hex
	Damage   int
	Capacity int
	Dead     bool
}

// Board is the map.
func (s *State) Board() Board { return s.sc.board }

// Scenario is the game's scenario.
func (s *State) Scenario() *Scenario { return s.sc }

// Name is side p's name; Color its colour.
func (s *State) Name(p engine.Player) string {
	if p != 0 && p != 1 {
		return "nobody"
	}
	return s.names[p]
}

// Color is side p's colour.
func (s *State) Color(p engine.Player) string {
	if p != 0 && p != 1 {
		return ""
	}
	return s.colors[p]
}

// Turn is the game turn; TurnLimit the scenario's last.
func (s *State) Turn() int      { return s.turn }
func (s *State) TurnLimit() int { return s.sc.file.Turns }

// FirstGame reports whether this is Your First Game's simplified sequence.
func (s *State) FirstGame() bool { return s.firstGame }

func dieText(d, plus int) string {
	t := "1D" + itoa(d)
	if plus > 0 {
		t += "+" + itoa(plus)
	}
	return t
}

// Crafts lists every craft, those out of play included, in index order.
func (s *State) Crafts() []CraftView {
	out := make([]CraftView, len(s.crafts))
	for i := range s.crafts {
		out[i] = s.Craft(i)
	}
	return out
}

// Craft is craft i's counter and display.
func (s *State) Craft(i int) CraftView {
	c := &s.crafts[i]
	v := CraftView{Index: i, Side: engine.Player(c.side), ID: c.id, Label: c.typ.Name + " " + c.id, Abbrev: c.typ.Abbrev + c.id,
		Type: c.typ, Hex: c.pos, Facing: c.facing, InPlay: c.alive(), Drive: c.Drive(s.firstGame), MaxDrive: c.typ.Drive(),
		DR: c.DR(s.firstGame), DV: s.dv(i), BPV: c.typ.BPV, TPV: int(c.tpv), Hits: int(c.hits), Moved: c.moved, Pod: c.pod,
		Command: s.command == i, Decoy: c.decoy}
	if c.noTorps && c.typ.BPVNoTorps > 0 {
		v.BPV = c.typ.BPVNoTorps
	}
	v.Out = [...]string{"", "destroyed", "exited", "decoy"}[c.state]
	for k := 0; k < c.typ.Crew; k++ {
		m := c.crew[k]
		cv := CrewView{Role: "Pilot", Gnr: int(m.Gnr), ADB: dieText(ADBDie(int(m.Gnr)), 0), Dead: m.Dead}
		if k == 0 {
			cv.Plt, cv.TTC = int(m.Plt), dieText(TTCDie(int(m.Plt)), TightTurnBase)
		} else if c.typ.Crew > 2 {
			cv.Role = "Gunner " + string(rune('A'+k-1))
		} else {
			cv.Role = "Gunner"
		}
		v.Crew = append(v.Crew, cv)
	}
	for m, mt := range c.typ.Mounts {
		w := &weapons[mt.Weapon]
		mv := MountView{Index: m, Name: mt.Name(), Weapon: mt.Weapon, Guns: mt.Guns, Arcs: mt.Arcs, Crew: int(c.mans[m]),
			Short: w.Short, Mid: w.Mid, Long: w.Long, MaxDrive: w.MaxTargetDrive, Lost: c.mountLost(m),
			Deleted: s.BasicGame() && mt.Weapon == MissileLauncher}
		bonus := w.ExtraGun * (mt.Guns - 1)
		mv.Damage = w.Read.String()
		if bonus > 0 {
			mv.Damage += "+" + itoa(bonus)
		}
		if w.Cannon {
			mv.ToHit = "2D" + itoa(w.Base[0]) + "+" + dieText(ADBDie(int(c.crew[c.mans[m]].Gnr)), mt.Guns-1)
		} else {
			mv.ToHit, mv.Ammo = "1D6 a missile", int(c.ammo[m])
		}
		v.Mounts = append(v.Mounts, mv)
	}
	for k := range c.torps {
		v.Torps[k] = int(c.torps[k])
	}
	at := 0
	for _, n := range c.typ.RowLens {
		row := make([]BoxView, n)
		for j := range row {
			b := c.typ.Track[at]
			if s.firstGame && b.Kind != BoxLast {
				b = Box{}
			}
			row[j] = BoxView{Box: b, Marked: at < int(c.hits)}
			at++
		}
		v.Track = append(v.Track, row)
	}
	return v
}

// Torps lists the torps on the map; a view made for one side carries only
// what that side may see.
func (s *State) Torps() []TorpView {
	out := make([]TorpView, len(s.torps))
	for k, t := range s.torps {
		out[k] = TorpView{ID: t.id, Side: engine.Player(t.side), Mark: t.mark, Hex: t.pos, Facing: t.facing, Target: t.target,
			Label: s.refLabel(ref{refTorp, t.id}), Targets: s.refLabel(t.target), Arrived: t.arrived, ToFly: s.toFly(&s.torps[k])}
	}
	return out
}

// toFly reports a torp still to fly in this turn's Movement Phase. Before
// the initiative roll every torp not in its target's hex is; the roll
// clears the flags of the turn before (rollInitiative), and a flight sets
// its torp's (startFlight, flyTorp).
func (s *State) toFly(t *torp) bool {
	switch s.ph {
	case phMoveStart:
		return !t.arrived
	case phDrive0, phMove:
		return !t.moved && !t.arrived
	}
	return false
}

// Sats lists the satellites.
func (s *State) Sats() []SatView {
	out := make([]SatView, len(s.sats))
	for k, x := range s.sats {
		c := LaserSatBoxes
		if x.comm {
			c = CommSatBoxes
		}
		out[k] = SatView{Index: k, Side: engine.Player(x.side), Comm: x.comm, Hex: x.pos, Damage: x.damage, Capacity: c, Dead: x.dead}
	}
	return out
}

// Asteroids lists the asteroid hexes.
func (s *State) Asteroids() []hex.Hex { return append([]hex.Hex(nil), s.asteroids...) }

// Drift is the way every asteroid moves one hex at the end of each turn
// (10.5), rolled when the game began; ok is false when there are none.
func (s *State) Drift() (d hex.Direction, ok bool) { return s.drift, len(s.asteroids) > 0 }

// Pod is where 11.1's life pod floats; ok is false when there is none on
// the map (no pod, recovered or destroyed).
func (s *State) Pod() (hex.Hex, bool) { return s.pod, s.podState == 0 }

// Mover is the craft moving now (−1 none) with the MP it has spent and has
// left.
func (s *State) Mover() (craft, spent, left int) {
	if s.mover < 0 {
		return -1, 0, 0
	}
	return s.mover, s.mp, s.crafts[s.mover].Drive(s.firstGame) - s.mp
}

// Initiative is the side that won this turn's initiative (−1 before the
// roll or in Your First Game) and the side that moved first.
func (s *State) Initiative() (winner, first engine.Player) {
	return engine.Player(s.initWinner), engine.Player(s.mfirst)
}

// FiringStep describes the current Cannon Fire step: "Gunners Gnr 7",
// "Pilots Gnr 3", or "All" in Your First Game.
func (s *State) FiringStep() string {
	switch {
	case s.ph != phFire:
		return ""
	case s.firstGame:
		return "All"
	case s.step < 10:
		return "Gunners Gnr " + itoa(10-s.step)
	}
	return "Pilots Gnr " + itoa(20-s.step)
}

// Declared lists the lock-ons and torp launches the view holds (the other
// side's are hidden until both sides are done).
func (s *State) Declared() []string {
	var out []string
	for _, l := range s.lockons {
		t := s.label(l.craft) + ": " + s.crafts[l.craft].typ.Mounts[l.mount].Name() + " locking on " + s.refLabel(l.target)
		if l.rolled {
			if l.ok {
				t += " (locked"
				if l.n > 0 {
					t += ", " + itoa(l.n) + " missiles"
				} else if l.n == salvoHeld {
					t += ", missiles held"
				}
				t += ")"
			} else {
				t += " (no lock)"
			}
		}
		out = append(out, t)
	}
	for _, l := range s.launches {
		out = append(out, s.label(l.craft)+": "+l.mark.String()+" at "+s.refLabel(l.target))
	}
	return out
}

// ArcHex is one hex of a weapon's overlay.
type ArcHex struct {
	Hex  hex.Hex
	Band RangeBand
}

// Coverage lists the hexes of the map that mount m of craft i covers, with
// their range increment: the overlay of arcs and range bands.
func (s *State) Coverage(i, m int) []ArcHex {
	c := &s.crafts[i]
	mt := c.typ.Mounts[m]
	reach := weapons[mt.Weapon].Long
	if s.firstGame || mt.Weapon == MissileLauncher {
		reach = MissileRange
	}
	var out []ArcHex
	for _, h := range hex.Spiral(c.pos, reach) {
		if h == c.pos || !s.sc.board.In(h) || !inArc(c.pos, c.facing, mt.Arcs, h) {
			continue
		}
		b := Band(mt.Weapon, hex.Distance(c.pos, h), s.firstGame)
		if mt.Weapon == MissileLauncher {
			b = MidRange
		}
		out = append(out, ArcHex{h, b})
	}
	return out
}

// Describe words an intent with the craft's and targets' names.
func (s *State) Describe(in engine.Intent, viewer engine.Player) string {
	x, err := normalize(in)
	if err != nil {
		return "?"
	}
	if u, ok := x.(Unbuy); ok && s.buy != nil && u.By >= 0 && u.By < 2 {
		if labels := s.buy.labels(int8(u.By)); u.N >= 0 && u.N < len(labels) {
			return "take back " + labels[u.N]
		}
	}
	switch x := x.(type) {
	case TorpStep:
		return s.describeStep(x)
	case TorpFly:
		return s.ownTorp(x.Torp) + ": the rest of its path, the cheapest way"
	case Declared:
		// As the event names them: the log's head of the lock-on step read
		// "launch declarations done" (found by the README play-test).
		if s.ph == phTorpLaunch {
			return "torp launch declarations done"
		}
		return "lock-on declarations done"
	}
	ci, ok := x.(crafted)
	if !ok || int(ci.craftOf()) < 0 || int(ci.craftOf()) >= len(s.crafts) {
		return x.String()
	}
	i := int(ci.craftOf())
	if viewer != engine.NoPlayer && viewer != x.Actor() && secretKind(x.Kind()) {
		// Another player's secret: say that it happened, not what it is.
		switch x := x.(type) {
		case Command:
			return x.String()
		case Fire:
			return s.crewName(i, x.Crew) + ": fire orders given"
		case Pass:
			return s.crewName(i, x.Crew) + ": fire orders given"
		}
		return s.crafts[i].typ.Name + " " + s.crafts[i].id + ": a secret launch declaration"
	}
	return s.describeCraftIntent(x, i)
}

// ownTorp names torp n for an intent of its owner, whose name the log
// gives before the intent already: "Mk.10 torp #1" (it read "Red: Red's
// Mk.10 torp #1: …").
func (s *State) ownTorp(n int) string {
	if t := s.torpByID(n); t >= 0 {
		return s.torps[t].mark.String() + " torp #" + itoa(n)
	}
	return "torp #" + itoa(n)
}

// describeStep words a torp's step (4.2) with what it costs; the target is
// not named, for 10.6's tracking mechanics may keep it secret.
func (s *State) describeStep(x TorpStep) string {
	name := s.ownTorp(x.Torp)
	to := hex.FromOffset(x.Col, x.Row)
	if s.fly != nil && s.fly.torp == x.Torp {
		for _, m := range s.flightSteps() {
			if m.to == to && int(m.facing) == x.Facing {
				how := "ahead"
				if m.slip {
					how = "by a sideslip"
				}
				turn := ""
				if m.turns > 0 {
					turn = ", turning " + engine.Count(m.turns, "hexside", "hexsides")
				}
				return fmt.Sprintf("%s: into %s %s, facing %s%s (%d MP)", name, offset(to), how, m.facing, turn, m.cost)
			}
		}
	}
	return fmt.Sprintf("%s: into %s facing %s", name, offset(to), hex.Direction(x.Facing))
}

// describeCraftIntent words intent x of craft i as its player sees it.
func (s *State) describeCraftIntent(x engine.Intent, i int) string {
	name := s.crafts[i].typ.Name + " " + s.crafts[i].id
	mount := func(m int) string {
		if m >= 0 && m < len(s.crafts[i].typ.Mounts) {
			return s.crafts[i].typ.Mounts[m].Name()
		}
		return "?"
	}
	switch x := x.(type) {
	case Command:
		return name + " is the real command ship"
	case LockOn:
		return name + ": lock " + mount(x.Mount) + " on " + s.refLabel(x.Target)
	case Torp:
		return name + ": launch a " + x.Mark.String() + " at " + s.refLabel(x.Target)
	case Salvo:
		if x.N == 0 {
			return name + ": hold the missiles (fire none)"
		}
		return name + ": fire " + engine.Count(x.N, "missile", "missiles")
	case Forward:
		return name + ": forward (1 MP)"
	case Turn:
		cost := "3 MP"
		if s.ph == phDrive0 {
			cost = "Drive 0 turn"
		}
		if x.Dir < 0 {
			return name + ": turn left (" + cost + ")"
		}
		return name + ": turn right (" + cost + ")"
	case Tight:
		if x.Facing == FaceAfterRoll {
			return name + ": tight turn (its TTC in MP; the facing is chosen once paid)"
		}
		if s.opt.SetTurns {
			return name + ": tight turn to " + hex.Direction(x.Facing).String() + " (set cost, if 1D10 is under Plt)"
		}
		return name + ": tight turn to " + hex.Direction(x.Facing).String() + " (its TTC in MP)"
	case Face:
		if s.faceOne {
			return name + ": turn one hexside to " + hex.Direction(x.Facing).String() + " (the set cost turn failed, 10.3)"
		}
		return name + ": face " + hex.Direction(x.Facing).String() + " after the tight turn"
	case Stop:
		if s.ph == phDrive0 {
			return name + ": keep its facing"
		}
		return name + ": end movement"
	case Jam:
		return name + ": jam " + s.refLabel(x.Target)
	case Fire:
		return s.crewName(i, x.Crew) + ": " + mount(x.Mount) + " at " + s.refLabel(x.Target)
	case Pass:
		return s.crewName(i, x.Crew) + ": hold fire"
	case Lose:
		return name + " loses its " + mount(x.Mount)
	case LoseTorp:
		return name + " loses a " + x.Mark.String()
	case FullStop:
		return name + ": full stop (it will not drift)"
	case Slip:
		if x.Dir < 0 {
			return name + ": sideslip front-left (" + itoa(SlipCost) + " MP)"
		}
		return name + ": sideslip front-right (" + itoa(SlipCost) + " MP)"
	case Decoy:
		return name + ": deploy a decoy"
	case Dodge:
		if i := int(x.Craft); i >= 0 && i < len(s.crafts) && !s.canDodge(i) {
			return name + ": no point defence (it cannot dodge: the torps strike)"
		}
		return name + ": dodge the torps in its hex"
	case PointDef:
		return name + ": point defence against the torps in its hex"
	case Duel:
		return s.crewName(i, x.Crew) + ": gunnery duel with the " + mount(x.Mount) + " against " + s.refLabel(x.Target)
	case NoDuel:
		return name + ": let the attack stand"
	case Repair:
		if i := int(x.Craft); i >= 0 && i < len(s.crafts) {
			_, _, _, spread := Defences(s.crafts[i].typ)
			return name + ": attempt damage control (1D10, " + itoa(spread) + " or less regains the last marked box; it works once a battle)"
		}
		return name + ": attempt damage control"
	case NoRepair:
		return name + ": no damage control this turn (it may try at the end of a later one)"
	}
	return x.String()
}

// crewName names crew member k of craft i: "Pit Viper A" when he flies
// alone, else "Salamander A's pilot", "Epping A's gunner B".
func (s *State) crewName(i, k int) string {
	c := &s.crafts[i]
	name := c.typ.Name + " " + c.id
	switch {
	case c.typ.Crew < 2 || k < 0 || k >= c.typ.Crew:
		return name
	case k == 0:
		return name + "'s pilot"
	case c.typ.Crew == 2:
		return name + "'s gunner"
	}
	return name + "'s gunner " + string(rune('A'+k-1))
}

// secretKind reports whether intents of kind hold a choice the other side
// may not learn from the log: a launch declaration, the command ship, a
// fire order given before the firing step resolves.
// Conceals implements engine.Concealer: the other side's log leaves out
// every secret launch decision (a lock-on declared, a torp launched), so
// that it can count neither the launches nor the craft that made them
// before all are declared together (4.2: launch decisions may be made in
// secret and declared at once); the declarations' reveal stays in. Fire
// orders stay, worded without their target: every crew member of the step
// gives them or holds fire, so their lines tell nothing.
func (s *State) Conceals(in engine.Intent, viewer engine.Player) bool {
	if viewer == engine.NoPlayer || viewer == in.Actor() {
		return false
	}
	switch in.Kind() {
	case KindLockOn, KindTorp:
		return true
	}
	return false
}

func secretKind(kind string) bool {
	switch kind {
	case KindCommand, KindLockOn, KindTorp, KindFire, KindPass:
		return true
	}
	return false
}

// HexLabel is a hex as the log and the displays write it: "[col,row]" in
// the map's offset coordinates.
func HexLabel(h hex.Hex) string { return offset(h) }

// TargetHex is where a target stands on the map, and whether it is still
// there.
func (s *State) TargetHex(t Target) (hex.Hex, bool) { return s.refPos(t) }

// TargetLabel names a target with its side: "Red's Pit Viper A".
func (s *State) TargetLabel(t Target) string { return s.refLabel(t) }

// TargetName names a target without its side, for the player who knows
// whose it is: "Pit Viper A", "Mk.10 torp #3", "Laser Sat A".
func (s *State) TargetName(t Target) string {
	switch t.kind {
	case refCraft:
		if t.n >= 0 && t.n < len(s.crafts) {
			return s.crafts[t.n].typ.Name + " " + s.crafts[t.n].id
		}
	case refTorp:
		if k := s.torpByID(t.n); k >= 0 {
			return s.torps[k].mark.String() + " torp #" + itoa(t.n)
		}
		return "torp #" + itoa(t.n)
	case refSat:
		if t.n >= 0 && t.n < len(s.sats) {
			return SatName(t.n, s.sats[t.n].comm)
		}
	case refOff:
		return "the fighter tender off the map"
	}
	return t.String()
}

// SatName is "Comm Sat" or "Laser Sat A" (satellite k of the scenario).
func SatName(k int, comm bool) string {
	if comm {
		return "Comm Sat"
	}
	return "Laser Sat " + string(rune('A'+k))
}

// TargetDV is a target's Defensive Value now: a craft's, a torp's 10, a
// satellite's 14.
func (s *State) TargetDV(t Target) int {
	if t.kind == refCraft && (t.n < 0 || t.n >= len(s.crafts)) {
		return 0
	}
	return s.targetDV(t)
}

// StepInMines reports whether movement step in spends movement points in
// one of 11.2's mined areas (entering, turning in or leaving a mined hex),
// so that the minefield attacks the craft when its move ends; a step that
// spends none there (a Drive 0 turn, 10.3) does not. The game's own
// bookkeeping decides, on a copy with this move's earlier steps forgotten.
func (s *State) StepInMines(in engine.Intent) bool {
	if s.sc == nil || len(s.sc.file.Rules.Minefield) == 0 {
		return false
	}
	c := s.clone()
	c.mineSpent = false
	next, ev, err := c.Apply(in)
	if err != nil {
		return false
	}
	for _, e := range ev {
		if e.Kind == EvMine {
			return true // the step ended the move, and the mines attacked
		}
	}
	n, ok := next.(*State)
	return ok && n.mineSpent
}

// StepPreview is where a movement step would leave its craft: the hex,
// the facing and the MP left (for a tight turn, the least it can cost);
// ok is false when in is not a step of a craft of the state.
func (s *State) StepPreview(in engine.Intent) (at hex.Hex, f hex.Direction, left int, ok bool) {
	x, err := normalize(in)
	if err != nil {
		return hex.Hex{}, 0, 0, false
	}
	ci, isCraft := x.(crafted)
	if !isCraft || int(ci.craftOf()) < 0 || int(ci.craftOf()) >= len(s.crafts) {
		return hex.Hex{}, 0, 0, false
	}
	i := int(ci.craftOf())
	c := &s.crafts[i]
	at, f, left = c.pos, c.facing, c.Drive(s.firstGame)
	if s.mover == i {
		left -= s.mp
	}
	switch x := x.(type) {
	case Forward:
		at = hex.Neighbor(at, f)
		left--
	case Turn:
		f = f.Rotate(x.Dir)
		left -= TurnCost
	case Tight:
		// The Standard Game's facing comes after the roll (Face).
		if x.Facing != FaceAfterRoll {
			f = hex.Direction(x.Facing)
		}
		left -= TightTurnBase + 1
	case Face:
		f = hex.Direction(x.Facing)
	case Slip: // 10.4: the hex ahead-left or ahead-right, facing kept
		at = hex.Neighbor(at, f.Rotate(x.Dir))
		left -= SlipCost
	case Stop:
		left = 0
	default:
		return hex.Hex{}, 0, 0, false
	}
	return at, f, max(0, left), true
}

// Bearing is a target a weapon system would bear on.
type Bearing struct {
	Mount  int
	Target Target
	Range  int
}

// BearsFrom lists what craft i's cannons would bear on were it at hex at
// with facing f (the end of a move being chosen): each living weapon
// system's targets in arc and range, as they stand now. The enemy moves
// too, so it is a guide, not a promise. Missile launchers are left out.
func (s *State) BearsFrom(i int, at hex.Hex, f hex.Direction) []Bearing {
	if i < 0 || i >= len(s.crafts) {
		return nil
	}
	// A copy of the craft list only: cannonTargets reads the craft's
	// place and changes nothing.
	n := *s
	n.crafts = append([]craft(nil), s.crafts...)
	n.crafts[i].pos, n.crafts[i].facing = at, f
	c := &n.crafts[i]
	var out []Bearing
	for m, mt := range c.typ.Mounts {
		if c.mountLost(m) || !weapons[mt.Weapon].Cannon {
			continue
		}
		n.cannonTargets(i, m, func(r ref) {
			h, _ := n.refPos(r)
			out = append(out, Bearing{Mount: m, Target: r, Range: hex.Distance(at, h)})
		})
	}
	return out
}

// RangeMod is the to-hit modifier of weapon w at distance d as an attack
// rolls it, with the increment's name: the three increments of 8.1, or
// 10.11's six bands when that option is in force; ok is false out of
// range. The screen marks a weapon's reach and words a shot with it.
func (s *State) RangeMod(w Weapon, d int) (mod int, name string, ok bool) {
	return s.rangeMod(w, d)
}

// ShotMods are the modifiers a cannon shot of craft i's mount m at t adds
// to its attack dice as cannonShot rolls them, beyond the extra guns (which
// MountView.ToHit already counts): the range increment and 10.9's
// deflection. ok is false when the target is out of the mount's range.
func (s *State) ShotMods(i CraftID, m int, t Target) (mods []engine.Mod, ok bool) {
	if int(i) < 0 || int(i) >= len(s.crafts) || m < 0 || m >= len(s.crafts[i].typ.Mounts) {
		return nil, false
	}
	c := &s.crafts[i]
	pos, found := s.refPos(t)
	if !found {
		return nil, false
	}
	mod, why, in := s.rangeMod(c.typ.Mounts[m].Weapon, hex.Distance(c.pos, pos))
	if !in {
		return nil, false
	}
	mods = append(mods, engine.Mod{Why: why, Value: mod})
	if d, has := s.deflectionMod(int(i), t); has {
		mods = append(mods, engine.Mod{Why: "deflection", Value: d})
	}
	return mods, true
}

// DuelAttack words the attack a gunnery duel (10.8) would answer while its
// target's side decides: "Blue's Spirit Rider A fires 2 Splatterguns at
// Red's Thunder Bird B". The defender must know it to choose; the rest of
// the step's fire orders stay secret.
func (s *State) DuelAttack() (string, bool) {
	j := s.duelAttack()
	if j < 0 {
		return "", false
	}
	a := s.attacks[j]
	return s.label(a.craft) + " fires " + s.crafts[a.craft].typ.Mounts[a.mount].Name() + " at " + s.refLabel(a.target), true
}
