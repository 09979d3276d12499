package sscs

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// check normalises an intent and says whether Apply would take it.
func (s *State) check(in engine.Intent) (engine.Intent, error) {
	in, _, err := s.checked(in)
	return in, err
}

// readPlot is what check read of a Move: its plot and ledger, which Apply
// carries out.
type readPlot struct {
	plot Plot
	l    Ledger
}

// checked is check, with what it read of a Move.
func (s *State) checked(in engine.Intent) (engine.Intent, readPlot, error) {
	var rp readPlot
	in, err := codec.Normalize(in)
	if err != nil {
		return nil, rp, err
	}
	if s.outcome.Over {
		return nil, rp, errors.New("the battle is over")
	}
	p := in.Actor()
	if p != 0 && p != 1 {
		return nil, rp, fmt.Errorf("player %d does not exist (want 0 or 1)", p)
	}
	if !s.acts(p) {
		return nil, rp, fmt.Errorf("%s does not act now (%s phase)", s.rules.names[p], s.Phase().Name)
	}
	switch x := in.(type) {
	case Pick:
		err = s.checkPick(x)
	case Unpick:
		err = s.checkUnpick(x)
	case Ready:
		err = s.checkReady(x)
	case Speed:
		err = s.checkSpeed(x)
	case Dock:
		err = s.checkDock(x)
	case Launch:
		err = s.checkLaunch(x)
	case Repair:
		err = s.checkRepair(x)
	case Reload:
		err = s.checkReload(x)
	case Board:
		err = s.checkBoard(x)
	case Ram:
		err = s.checkRam(x)
	case Mode:
		err = s.checkMode(x)
	case Assign:
		err = s.checkAssign(x)
	case Clear:
		err = s.checkClear(x)
	case Seal:
		err = s.checkSeal(x)
	case Move:
		rp.plot, rp.l, err = s.readMove(x)
	case Fire:
		err = s.checkFire(x)
	case Salvo:
		err = s.checkSalvo(x)
	case Project:
		err = s.checkProject(x)
	case Done:
		err = s.checkDone(x)
	case Dodge:
		err = s.checkDodge(x)
	case ShootDown:
		err = s.checkShoot(x)
	}
	if err != nil {
		return nil, rp, err
	}
	return in, rp, nil
}

// Apply implements engine.State.
func (s *State) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	in, rp, err := s.checked(in)
	if err != nil {
		return nil, nil, err
	}
	n := s.clone()
	var ev []engine.Event
	switch x := in.(type) {
	case Pick:
		ev = n.doPick(x, ev)
	case Unpick:
		ev = n.doUnpick(x, ev)
	case Ready:
		ev = n.doReady(x, ev)
	case Speed:
		ev = n.doSpeed(x, ev)
	case Dock:
		ev = n.doDock(x, ev)
	case Launch:
		ev = n.doLaunch(x, ev)
	case Repair:
		ev = n.doRepair(x, ev)
	case Reload:
		ev = n.doReload(x, ev)
	case Board:
		ev = n.doBoard(x, ev)
	case Ram:
		ev = n.doRam(x, ev)
	case Mode:
		ev = n.doMode(x, ev)
	case Assign:
		ev = n.doAssign(x, ev)
	case Clear:
		ev = n.doClear(x, ev)
	case Seal:
		ev = n.doSeal(x, ev)
	case Move:
		ev = n.doMove(x, rp.plot, rp.l, ev) // read from s, which n copies
	case Fire:
		ev = n.doFire(x, ev)
	case Salvo:
		ev = n.doSalvo(x, ev)
	case Project:
		ev = n.doProject(x, ev)
	case Done:
		ev = n.doDone(x, ev)
	case Dodge:
		ev = n.doDodge(x, ev)
	case ShootDown:
		ev = n.doShoot(x, ev)
	}
	return n, ev, nil
}

// Legal implements engine.State. Where an intent has more spellings than
// a list can hold (speeds, plots, the pose a shot is fired from), it lists
// a sensible few: the screen types the others.
func (s *State) Legal(p engine.Player) []engine.Intent {
	if s.outcome.Over || (p != 0 && p != 1) || !s.acts(p) {
		return nil
	}
	switch s.phase {
	case phBuild:
		return s.buildOptions(p)
	case phDeclare:
		return s.declareOptions(p)
	case phMove:
		return s.moveOptions(p)
	case phFire:
		return s.fireOptions(s.firing, false)
	case phReact:
		return s.shootOptions(p)
	}
	return nil
}

// moveOptions lists a Move for each candidate plot of each ship that may
// move next. The plots are written into one string that their Moves
// share, one allocation rather than one each.
func (s *State) moveOptions(p engine.Player) []engine.Intent {
	var buf [8]ShipID
	movers := s.movers(buf[:0])
	type spelled struct {
		id   ShipID
		a, b int
	}
	text := make([]byte, 0, 256)
	all := make([]spelled, 0, 40)
	for _, id := range movers {
		for _, pl := range s.candidates(id) {
			a := len(text)
			text = pl.appendTo(text)
			all = append(all, spelled{id, a, len(text)})
		}
	}
	if len(all) == 0 {
		return nil
	}
	str := string(text)
	out := make([]engine.Intent, len(all))
	for i, x := range all {
		out[i] = Move{By: p, Ship: x.id, Plot: str[x.a:x.b]}
	}
	return out
}

func (s *State) buildOptions(p engine.Player) []engine.Intent {
	var out []engine.Intent
	for _, n := range s.rules.build[p].Designs {
		in := Pick{By: p, Design: n}
		if s.checkPick(in) == nil {
			out = append(out, in)
		}
	}
	for i := range s.picks[p] {
		out = append(out, Unpick{By: p, Index: i})
	}
	if len(s.picks[p]) > 0 {
		out = append(out, Ready{By: p})
	}
	return out
}

// declareOptions lists, for each ship that has not declared it yet, a few
// speeds around its own (and the extremes its MP allow), and the
// declarations that make sense where it is: docking with a ship in its
// hex, a carrier to land in or an enemy to board, where the two could end
// this turn's move together (dockable),
// launching, damage control, boarding a docked enemy, ramming an
// enemy it can reach; orders for boarding units in combat; and sealing.
func (s *State) declareOptions(p engine.Player) []engine.Intent {
	out := make([]engine.Intent, 0, 32)
	var fb [16]ShipID
	foes := s.foesOf(p, fb[:0])
	for i := range s.ships {
		id := ShipID(i)
		sh := s.ships[i]
		if sh.side != p {
			continue
		}
		if sh.status == stAboard {
			if !sh.dLaunch && s.checkLaunch(Launch{By: p, Craft: id}) == nil {
				out = append(out, Launch{By: p, Craft: id})
			}
			out = s.repairOptions(out, p, id)
			out = s.reloadOptions(out, p, id)
			continue
		}
		if sh.status != stActive {
			continue
		}
		// Asked once a ship: nothing changes while the list is made.
		free, mp, dk := s.coasting(id) == "", MPOf(s.drive(id)), s.docked(id)
		if !sh.dSpeedSet && free {
			var vb [7]int
			for _, v := range speedsNear(vb[:0], sh.speed, mp) {
				out = append(out, Speed{By: p, Ship: id, Speed: v})
			}
		}
		out = s.repairOptions(out, p, id)
		out = s.reloadOptions(out, p, id)
		if sh.dDock == NoShip && dk == NoShip {
			out = s.dockOptions(out, p, id)
		}
		if sh.dBoard == NoShip && dk != NoShip {
			if in := (Board{By: p, Ship: id, Target: dk}); s.checkBoard(in) == nil {
				out = append(out, in)
			}
		}
		if sh.dRam == NoShip && free {
			for _, t := range foes {
				if s.rammable(id, t) {
					out = append(out, Ram{By: p, Ship: id, Target: t})
				}
			}
		}
	}
	out = s.squadOptions(out, p)
	// Each ship with a declaration this turn may take it back (Clear):
	// a docking that goes on into its second turn among them, which only
	// Clear withdraws (rules 7). Listed last but sealing, so that the
	// first declarations the list offers stay where they were.
	for i := range s.ships {
		if sh := s.ships[i]; sh.side == p && (sh.status == stActive || sh.status == stAboard) && sh.declares() {
			out = append(out, Clear{By: p, Ship: ShipID(i)})
		}
	}
	return append(out, Seal{By: p}, Seal{By: p, Truce: true})
}

// dockOptions appends a ship's docking declarations: with a ship in its
// hex; or with one it means to meet this turn: a friendly carrier with a
// free bay for it, or an enemy its boarding troops may board. Only where
// the two could end this turn's movement together, in one hex at one
// speed and heading (dockable): the conditions are checked in the
// Activity phase of the turn it is declared in, and a docking that fails
// them then ends. The intent takes any ship in play; other friends are
// offered in its hex only: the list would fill every turn.
func (s *State) dockOptions(out []engine.Intent, p engine.Player, id ShipID) []engine.Intent {
	sh := s.ships[id]
	for k := range s.ships {
		o := s.ships[k]
		if ShipID(k) == id || o.status != stActive {
			continue // checkDock refuses a ship not in play (craft in a hangar share its hex)
		}
		if o.pos != sh.pos && (o.side == p && !s.landing(id, ShipID(k)) || o.side != p && len(s.troopsHome(id)) == 0) {
			continue
		}
		if in := (Dock{By: p, Ship: id, With: ShipID(k)}); s.checkDock(in) == nil && s.dockable(id, ShipID(k)) {
			out = append(out, in)
		}
	}
	return out
}

// squadOptions appends the orders of p's boarding units: a mode, chosen
// before the unit's combat starts (for troops docked with an enemy too,
// who fight as soon as boarders gain entry) and fixed while it lasts, and
// a target among the enemy units aboard.
func (s *State) squadOptions(out []engine.Intent, p engine.Player) []engine.Intent {
	for q := range s.squads {
		sq := &s.squads[q]
		if !sq.alive || sq.side != p {
			continue
		}
		foes := s.foes(q)
		if (len(foes) > 0 || s.mayFight(q)) && !s.modeLocked(q) {
			for m := ModeNone; m <= ModeSuicidal; m++ {
				if m != sq.mode {
					out = append(out, Mode{By: p, Squad: SquadID(q), Mode: m})
				}
			}
		}
		for _, f := range foes {
			if SquadID(f) != sq.target {
				out = append(out, Assign{By: p, Squad: SquadID(q), Target: SquadID(f)})
			}
		}
	}
	return out
}

// repairOptions appends a ship's damage control declarations: checkRepair
// needs crew free for one more roll, asked once, not once a system (its
// refusals are sentences).
func (s *State) repairOptions(out []engine.Intent, p engine.Player, id ShipID) []engine.Intent {
	if s.declaredRepairs(id) < s.crew(id) {
		for sys := range s.cls(id).sysCat {
			if in := (Repair{By: p, Ship: id, System: sys}); s.repairable(id, sys) >= 0 && s.checkRepair(in) == nil {
				out = append(out, in)
			}
		}
	}
	return out
}

// speedsNear is a few speeds a ship may declare, appended to buf[:0]
// (seven at most): within two of its speed, and as slow and as fast as its
// MP allow.
func speedsNear(buf []int, v, mp int) []int {
	out := buf[:0]
	add := func(x int) {
		if x < 0 || x > maxSpeed*2 || abs(x-v) > mp {
			return
		}
		for _, o := range out {
			if o == x {
				return
			}
		}
		out = append(out, x)
	}
	add(v)
	for d := 1; d <= 2; d++ {
		add(v - d)
		add(v + d)
	}
	add(v - mp)
	add(v + mp)
	return out
}

// View implements engine.State: the other side's declarations and Build
// picks stay hidden until both sides have sealed, which of its contacts
// is the real ship stays the owner's secret, and the dice are hidden.
func (s *State) View(p engine.Player) engine.State {
	n := s.clone()
	n.hidden = true
	n.dice = s.dice.Hidden()
	secret := n.phase == phDeclare && !(n.sealed[0] && n.sealed[1])
	for i, sh := range n.ships {
		if sh.side == p {
			continue
		}
		// A ship with nothing to hide stays shared with s.
		hideDecoy := (sh.images > 0 || sh.decoy != 0) && sh.decoy != -1
		hideDecl := secret && sh.declares()
		if !hideDecoy && !hideDecl {
			continue
		}
		sh = n.mut(ShipID(i))
		if hideDecoy {
			sh.decoy = -1
		}
		if hideDecl {
			sh.dSpeed, sh.dSpeedSet, sh.dDock, sh.dRam, sh.dBoard, sh.dLaunch = 0, false, NoShip, NoShip, NoShip, false
			sh.dReload = 0
			if declared(sh.pts) {
				pts := n.mutPts(ShipID(i))
				for k := range pts {
					pts[k] &^= ptDeclared
				}
			}
		}
	}
	if n.phase == phDeclare {
		// Modes and assignments are sealed with the declarations: the
		// other side's targets all (a unit whose mode is fixed may still
		// be given another), and its modes that may change.
		for q := range n.squads {
			sq := n.squads[q]
			if sq.side == p {
				continue
			}
			hideMode := sq.mode != ModeNone && !n.modeLocked(q)
			if hideMode || sq.target != -1 {
				w := &n.mutSquads()[q]
				w.target = -1
				if hideMode {
					w.mode = ModeNone
				}
			}
		}
		for x := engine.Player(0); x < 2; x++ {
			if x != p {
				n.truce[x] = false
			}
		}
	}
	if n.phase == phBuild {
		for x := engine.Player(0); x < 2; x++ {
			if x != p {
				n.picks[x] = nil
			}
		}
	}
	return n
}
