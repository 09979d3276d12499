package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

func asScenario(g Game, sc engine.Scenario) (*Scenario, error) {
	return gamedata.OwnScenario[*Scenario](ID, sc, g.DecodeScenario)
}

func (g Game) newState(sc engine.Scenario, opts engine.Options, dice engine.Dice) (*State, error) {
	ours, err := asScenario(g, sc)
	if err != nil {
		return nil, err
	}
	set, err := readOptions(g, opts, ours.file.Turns)
	if err != nil {
		return nil, err
	}
	r := &rules{sc: ours, set: set, classes: ours.classes}
	for p := 0; p < 2; p++ {
		sd := ours.file.Sides[p]
		r.names[p] = sd.Name
		r.escape[p] = sd.Escape
		r.build[p] = sd.Build
	}
	h := engine.NewHasher()
	h.Uint(ours.digest)
	h.String(set.turnCost)
	h.String(set.effRange)
	h.String(set.hitChart)
	h.Int(set.turns)
	s := &State{rules: r, digest: h.Sum(), dice: dice, outcome: engine.Running(), turn: 1, firing: NoShip}
	if r.build[0] != nil {
		s.phase = phBuild
		return s, nil
	}
	for p := 0; p < 2; p++ {
		for _, sf := range ours.file.Sides[p].Ships {
			ci, _ := ours.derivedByName(sf.Design)
			at, _ := ParseHex(sf.At)
			hd, _ := hex.ParseDirection(sf.Heading)
			id := s.addShip(strings.TrimSpace(sf.Name), ci, engine.Player(p), at, hd, sf.Speed)
			if sf.Disabled {
				c := s.cls(id)
				for k := 0; k < c.sysPoints[c.driveSys]; k++ {
					*s.point(id, c.driveSys, k) |= ptDown
				}
			}
		}
	}
	for p := 0; p < 2; p++ {
		for _, sf := range ours.file.Sides[p].Ships {
			if sf.Docked != "" {
				a, b := s.shipNamed(sf.Name), s.shipNamed(sf.Docked)
				sh := s.mut(a)
				sh.dockWith, sh.dockTurns = b, 2
			}
		}
	}
	s.beginTurn()
	return s, nil
}

// addShip puts a ship in play, its hangars full of their craft and its
// boarding groups aboard.
func (s *State) addShip(name string, ci int, side engine.Player, at hex.Hex, heading hex.Direction, speed int) ShipID {
	id := ShipID(len(s.ships))
	c := s.rules.classes[ci]
	sh := &ship{gen: s.gen, own: ownPts | ownSys, name: name, cls: ci, side: side, carrier: NoShip, captor: engine.NoPlayer, pos: at, heading: heading, speed: speed,
		pts: make([]uint8, c.npts), sys: make([]sysState, len(c.sysCat)), armor: c.dv.Design.Armor,
		dDock: NoShip, dRam: NoShip, dBoard: NoShip, dockWith: NoShip, coveredBy: NoShip, ecmTo: NoShip}
	for m, mt := range c.mounts {
		sh.sys[m].shots = mt.shots
	}
	for _, st := range c.stocks {
		sh.reloads = append(sh.reloads, st.reloads)
	}
	for k := range sh.sys {
		sh.sys[k].armor = c.sysArmor[k]
	}
	s.ships = append(s.ships, sh)
	for _, t := range c.troops {
		for k := 0; k < c.sysPoints[t.sys]; k++ {
			s.squads = append(s.mutSquads(), squad{side: side, kind: t.kind, home: id, host: id, sys: t.sys, target: -1, alive: true})
		}
	}
	for _, hg := range c.hangars {
		ki, _ := s.rules.sc.derivedByName(hg.craft)
		for k := 0; k < hg.slots; k++ {
			cid := s.addShip(name+" "+hg.craft+" "+strconv.Itoa(k+1), ki, side, at, heading, speed)
			s.mut(cid).status = stAboard
			s.mut(cid).carrier = id
		}
	}
	return id
}

// shipNamed finds a ship by name, or NoShip.
func (s *State) shipNamed(name string) ShipID {
	for i := range s.ships {
		if strings.EqualFold(s.ships[i].name, strings.TrimSpace(name)) {
			return ShipID(i)
		}
	}
	return NoShip
}

// beginTurn starts a turn's Declaration phase: shields are raised again
// ("Shields can be raised in the turn after they are penetrated"), and
// the turn's declarations, moves and shots start afresh.
func (s *State) beginTurn() {
	s.phase = phDeclare
	s.sealed = [2]bool{}
	s.truce = [2]bool{}
	s.firing = NoShip
	for i, sh := range s.ships {
		id := ShipID(i)
		shield := s.shieldRating(id) // from the Drive and what shuts the ship down, which stay as they are
		if sh.fresh() && sh.shieldLeft == shield {
			continue // nothing to start afresh: the ship stays shared
		}
		sh = s.mut(id)
		// A docking under way goes on: declared once, it is being done
		// until it completes in the Activity phase of its second turn
		// (Docking: "in the same hex(es) for 2 turns"; Order of Play:
		// docking is declared when it is "actually done"); clear takes it
		// back. Rules 1-6 dropped it unless it was declared again.
		goesOn := NoShip
		if sh.dDock != NoShip && sh.dockWith == sh.dDock && sh.dockTurns == 1 {
			goesOn = sh.dDock
		}
		sh.dSpeed, sh.dSpeedSet, sh.dDock, sh.dRam, sh.dBoard, sh.dLaunch = 0, false, goesOn, NoShip, NoShip, false
		sh.dReload = 0
		sh.moved, sh.rammed, sh.launched8, sh.fireFrom = false, false, 0, 0
		sh.keySpeed, sh.keyDrive, sh.roll = 0, 0, 0
		for k := range sh.sys {
			if sh.sys[k].used {
				y := &s.mutSys(id)[k]
				y.used, y.early = false, false
			}
		}
		if declared(sh.pts) {
			pts := s.mutPts(id)
			for k := range pts {
				pts[k] &^= ptDeclared
			}
		}
		sh.shieldLeft = shield
	}
}

// fresh reports a ship with nothing of a turn's declarations, movement or
// fire recorded: what beginTurn clears is clear already.
func (sh *ship) fresh() bool {
	if sh.declares() || sh.moved || sh.rammed || sh.launched8 != 0 || sh.fireFrom != 0 || sh.keySpeed != 0 || sh.keyDrive != 0 || sh.roll != 0 {
		return false
	}
	for _, y := range sh.sys {
		if y.used {
			return false
		}
	}
	return true
}

// Build phase (the project's own, for the built scenario): each side picks
// designs up to its budget, in secret; the squadrons appear in a line
// once both are ready.

func (s *State) buildCost(p engine.Player) int {
	n := 0
	for _, ci := range s.picks[p] {
		n += s.rules.classes[ci].cost
	}
	return n
}

func (s *State) checkPick(in Pick) error {
	b := s.rules.build[in.By]
	if s.phase != phBuild || b == nil {
		return fmt.Errorf("designs are picked only in the Build phase")
	}
	ci, dv := s.rules.sc.derivedByName(in.Design)
	allowed := false
	for _, n := range b.Designs {
		allowed = allowed || dv != nil && strings.EqualFold(n, dv.Design.Name)
	}
	if !allowed {
		return fmt.Errorf("%q is not one of the designs %s may build (%s)", in.Design, s.rules.names[in.By], strings.Join(b.Designs, ", "))
	}
	if len(s.picks[in.By]) >= maxShips {
		return fmt.Errorf("a squadron has at most %d ships", maxShips)
	}
	// Every ship and craft of a game are at most maxUnits (the project's
	// own bound, which a scenario's listed ships meet when it is loaded):
	// a squadron built in play may bring half of them, its carriers' craft
	// counted.
	units := 1 + craftOf(dv)
	for _, k := range s.picks[in.By] {
		units += 1 + craftOf(s.rules.classes[k].dv)
	}
	if units > maxUnits/2 {
		return fmt.Errorf("the %s would bring the squadron to %d ships and craft (its hangars' craft counted), and a squadron has at most %d", dv.Design.Name, units, maxUnits/2)
	}
	cost := s.rules.classes[ci].cost
	if left := b.Budget - s.buildCost(in.By); cost > left {
		return fmt.Errorf("the %s costs %s (with its craft) but only %s of %s are left", dv.Design.Name, engine.Thousands(cost), engine.Thousands(left), engine.Thousands(b.Budget))
	}
	return nil
}

func (s *State) doPick(in Pick, ev []engine.Event) []engine.Event {
	ci, dv := s.rules.sc.derivedByName(in.Design)
	s.picks[in.By] = append(s.picks[in.By], ci)
	return append(ev, engine.Event{Kind: KindPick, Player: in.By, Secret: true,
		Text: fmt.Sprintf("%s picks a %s (cost %s); %s of %s spent", s.rules.names[in.By], dv.Design.Name, engine.Thousands(s.rules.classes[ci].cost), engine.Thousands(s.buildCost(in.By)), engine.Thousands(s.rules.build[in.By].Budget))})
}

func (s *State) checkUnpick(in Unpick) error {
	if s.phase != phBuild {
		return fmt.Errorf("the squadron is changed only in the Build phase")
	}
	if in.Index < 0 || in.Index >= len(s.picks[in.By]) {
		return fmt.Errorf("there is no pick %d (the squadron has %d)", in.Index, len(s.picks[in.By]))
	}
	return nil
}

func (s *State) doUnpick(in Unpick, ev []engine.Event) []engine.Event {
	ci := s.picks[in.By][in.Index]
	s.picks[in.By] = append(s.picks[in.By][:in.Index:in.Index], s.picks[in.By][in.Index+1:]...)
	return append(ev, engine.Event{Kind: KindUnpick, Player: in.By, Secret: true,
		Text: fmt.Sprintf("%s takes the %s out of the squadron", s.rules.names[in.By], s.rules.classes[ci].name)})
}

func (s *State) checkReady(in Ready) error {
	if s.phase != phBuild {
		return fmt.Errorf("only a squadron being built can be ready")
	}
	if len(s.picks[in.By]) == 0 {
		return fmt.Errorf("the squadron has no ships yet")
	}
	return nil
}

func (s *State) doReady(in Ready, ev []engine.Event) []engine.Event {
	s.built[in.By] = true
	ev = append(ev, engine.Event{Kind: KindReady, Player: in.By, Text: s.rules.names[in.By] + "'s squadron is ready"})
	if !s.built[other(in.By)] {
		return ev
	}
	for p := engine.Player(0); p < 2; p++ {
		b := s.rules.build[p]
		at, _ := ParseHex(b.At)
		hd, _ := hex.ParseDirection(b.Heading)
		seen := map[int]int{}
		var names []string
		for k, ci := range s.picks[p] {
			seen[ci]++
			name := s.rules.classes[ci].name + " " + strconv.Itoa(seen[ci])
			pos := abreast(at, hd, k)
			s.addShip(name, ci, p, pos, hd, b.Speed)
			names = append(names, name)
		}
		ev = append(ev, engine.Event{Kind: KindReady, Player: p,
			Text: fmt.Sprintf("%s's squadron (cost %s of %s): %s", s.rules.names[p], engine.Thousands(s.buildCost(p)), engine.Thousands(b.Budget), strings.Join(names, ", "))})
	}
	s.beginTurn()
	return ev
}

// abreast is where the k-th ship of a built squadron starts: in a line
// abreast of the first, at At, across the heading, two hexes apart, the
// ships after the first taking turns on its right and its left. On a
// hex map a straight line across a heading is a step 60° and a step 120°
// off it together, two hexes; one direction taken twice (as rules 1-4
// did, 120° off) set the wings one row back for every two hexes out, a
// wedge trailing behind the first ship rather than a line.
func abreast(at hex.Hex, hd hex.Direction, k int) hex.Hex {
	turn := 1
	if k%2 == 1 {
		turn = -1
	}
	step := hex.Add(hd.Rotate(turn).Offset(), hd.Rotate(2*turn).Offset())
	return hex.Add(at, hex.Scale(step, (k+1)/2))
}
