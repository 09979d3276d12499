package sscs

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// WhyNot says, in the rules' words, why me is offered no declaration of
// kind now: nothing damaged, no ship to dock with, nothing to board or
// ram, nothing to take back. It is for a player who asks for a kind of
// declaration that Legal does not list; "" when one is listed, when kind is
// not a declaration, or outside me's part of the Declaration phase (the
// phase is then the reason, and the caller's to say). The squadron
// builder's kinds (pick, unpick, ready) have their reason in every phase
// but Build: none is built in this scenario, or the battle has begun.
//
// takeBack reports that the reason is a declaration made already, which
// Clear takes back. The rules end the sentence there: how a player takes
// it back (a screen's key, a command's name) is the caller's to add, so
// that no word of a screen's key bindings lives in the rules.
func (s *State) WhyNot(me engine.Player, kind string) (why string, takeBack bool) {
	if kind == KindPick || kind == KindUnpick || kind == KindReady {
		return buildWhy(s, me), false
	}
	if s.Phase().Name != PhaseDeclare || !s.Phase().Acting(me) {
		return "", false
	}
	f, ok := declareWhys[kind]
	if !ok || offers(s.Legal(me), kind, NoShip) {
		return "", false
	}
	return f(s, me)
}

// buildWhy is the reason for the squadron builder's kinds outside the
// Build phase: a scenario that gives the squadrons builds none, and a built
// squadron is set once the battle has begun. A play-tester's stray key of
// the builder read "not possible now, in the Movement phase" in the
// meeting engagement, which has no Build phase at all. "" in the Build
// phase, where the phase's word (whose turn it is) is the reason.
func buildWhy(s *State, me engine.Player) string {
	switch {
	case s.phase == phBuild:
		return ""
	case me < 0 || int(me) >= len(s.rules.build) || s.rules.build[me] == nil:
		return "this battle's squadrons are the scenario's: none is built"
	}
	return "the squadrons are built before the battle, and cannot change once it has begun"
}

// declareWhys are the reasons, kind by kind, that a declaration is not
// offered; each is asked only when none of its kind is.
var declareWhys = map[string]func(*State, engine.Player) (string, bool){
	KindSpeed:  speedWhy,
	KindDock:   dockWhy,
	KindLaunch: launchWhy,
	KindRepair: repairWhy,
	KindReload: reloadWhy,
	KindBoard:  boardWhy,
	KindRam:    ramWhy,
	KindMode:   modeWhy,
	KindAssign: assignWhy,
	KindClear: func(*State, engine.Player) (string, bool) {
		return "nothing to take back: no ship of yours has declared anything this turn", false
	},
}

// offers reports whether ins hold an intent of kind (for ship id, unless
// id is NoShip).
func offers(ins []engine.Intent, kind string, id ShipID) bool {
	for _, in := range ins {
		if in.Kind() == kind && (id == NoShip || declarer(in) == id) {
			return true
		}
	}
	return false
}

// declarer is the ship a declaration is for, or NoShip.
func declarer(in engine.Intent) ShipID {
	switch x := in.(type) {
	case Speed:
		return x.Ship
	case Dock:
		return x.Ship
	case Launch:
		return x.Craft
	case Repair:
		return x.Ship
	case Reload:
		return x.Ship
	case Board:
		return x.Ship
	case Ram:
		return x.Ship
	}
	return NoShip
}

// declaredAlready names the first ship of me's that would be offered a
// declaration of kind once its declarations were taken back, the game's
// own Clear applied: it has declared one already. "" when taking back
// would offer none.
func declaredAlready(s *State, me engine.Player, kind, what string) string {
	for _, in := range s.Legal(me) {
		c, ok := in.(Clear)
		if !ok {
			continue
		}
		next, _, err := s.Apply(c)
		if err != nil || !offers(next.Legal(me), kind, c.Ship) {
			continue
		}
		sh, _ := s.Ship(c.Ship)
		return fmt.Sprintf("the %s has declared %s already", sh.Name, what)
	}
	return ""
}

// ownShips lists me's ships and craft still in the battle: in play, or
// (with aboard) in a hangar.
func ownShips(s *State, me engine.Player, aboard bool) []ShipInfo {
	var out []ShipInfo
	for _, sh := range s.Ships() {
		if sh.Side == me && (sh.Status == StatusActive || aboard && sh.Status == StatusAboard) {
			out = append(out, sh)
		}
	}
	return out
}

// otherShip is a ship in play other than id, to name in a probe whose
// refusal is about id alone; NoShip if there is none.
func otherShip(s *State, id ShipID, enemyOf engine.Player) ShipID {
	for _, sh := range s.Ships() {
		if sh.ID != id && sh.Status == StatusActive && (enemyOf == engine.NoPlayer || sh.Side != enemyOf) {
			return sh.ID
		}
	}
	return NoShip
}

// speedWhy: every ship has declared its speed, or the rest coast.
func speedWhy(s *State, me engine.Player) (string, bool) {
	if w := declaredAlready(s, me, KindSpeed, "its speed"); w != "" {
		return w, true
	}
	for _, sh := range ownShips(s, me, false) {
		if err := s.Check(Speed{By: me, Ship: sh.ID, Speed: sh.Speed + 1}); err != nil {
			return err.Error(), false
		}
	}
	return "", false
}

// dockWhy: no ship to dock with (Legal offers, of the ships in a ship's
// hex, a friendly carrier with room and an enemy to board, those it could
// end this turn's move with at one speed and heading), or every ship is
// docked, or shut down.
func dockWhy(s *State, me engine.Player) (string, bool) {
	if w := declaredAlready(s, me, KindDock, "its docking"); w != "" {
		return w, true
	}
	ships := ownShips(s, me, false)
	if len(ships) == 0 {
		return "", false
	}
	free, refused := false, ""
	for _, sh := range ships {
		if sh.Docked != NoShip {
			continue
		}
		// Free when the game would take a docking with any ship in play:
		// a refusal names one partner (no room on it) or the ship itself
		// (shut down), and only the second holds for every partner.
		first := ""
		for _, w := range s.Ships() {
			if w.ID == sh.ID || w.Status != StatusActive {
				continue
			}
			if err := s.Check(Dock{By: me, Ship: sh.ID, With: w.ID}); err == nil {
				free, first = true, ""
				break
			} else if first == "" {
				first = err.Error()
			}
		}
		if refused == "" {
			refused = first
		}
	}
	switch {
	case free:
		return "no ship to dock with: none of yours can end this turn's move in one hex, at one speed and heading, with a ship in its hex, a friendly carrier with room for it or an enemy for its boarding troops (Docking; Movement 4–5)", false
	case refused != "":
		return refused, false
	}
	return "every ship of yours is docked already, and a ship docks with one ship at a time (Docking)", false
}

// launchWhy: no craft in a hangar, or the game's refusal of the first.
func launchWhy(s *State, me engine.Player) (string, bool) {
	if w := declaredAlready(s, me, KindLaunch, "its launch"); w != "" {
		return w, true
	}
	for _, sh := range ownShips(s, me, true) {
		if sh.Status != StatusAboard {
			continue
		}
		if err := s.Check(Launch{By: me, Craft: sh.ID}); err != nil {
			return err.Error(), false
		}
	}
	return "no craft of yours is in a hangar to launch (Launching)", false
}

// repairWhy: nothing damaged; or the game's refusal of a point damage
// control might try (the crew's limit, a ship shut down); or every such
// point declared already; or what is down is beyond damage control.
// Boarding parties are never repaired, and their losses are not counted.
func repairWhy(s *State, me engine.Player) (string, bool) {
	damaged, declared := false, ""
	for _, sh := range ownShips(s, me, true) {
		troops := troopSystems(s, sh.ID)
		for _, si := range sh.Systems {
			if troops[si.Name] || si.Up == si.Points {
				continue
			}
			damaged = true
			if si.Declared > 0 && declared == "" {
				declared = sh.Name
			}
			if si.Points-si.Up-si.Lost-si.Declared == 0 {
				continue
			}
			if err := s.Check(Repair{By: me, Ship: sh.ID, System: si.Index}); err != nil {
				return err.Error(), false
			}
		}
	}
	switch {
	case !damaged:
		return "nothing to repair: no system of your ships is damaged", false
	case declared != "":
		return fmt.Sprintf("the %s has declared damage control already on every point it may try", declared), true
	}
	return "nothing left to repair: what your ships have lost failed its damage control roll or was hit again once restored, and only a real repair brings it back (Damage Control)", false
}

// troopSystems are the names of a ship's boarding parties among its
// systems, which damage control never repairs.
func troopSystems(s *State, id ShipID) map[string]bool {
	out := map[string]bool{}
	if dv := s.ShipDesign(id); dv != nil {
		for _, a := range dv.Aux {
			if a.Troop > 0 {
				out[a.Title] = true
			}
		}
	}
	return out
}

// reloadWhy says why the first weapon of me's that carries magazine
// reloads cannot be reloaded now ("the Kestrel's Mass driver still has 5
// of its 5 shots: only an empty magazine is reloaded, …"), or that no ship
// of me's carries any.
func reloadWhy(s *State, me engine.Player) (string, bool) {
	carries := false
	for _, sh := range ownShips(s, me, true) {
		for _, si := range sh.Systems {
			if si.MaxShot == 0 || si.MaxReloads == 0 {
				continue
			}
			carries = true
			if err := s.Check(Reload{By: me, Ship: sh.ID, Weapon: si.Index}); err != nil {
				return err.Error(), false
			}
		}
	}
	if !carries {
		return "no ship of yours carries magazine reloads: a design buys them for a railgun, antimissile or torpedo (section 1, Weapon Design: magazine reloads)", false
	}
	return "", false
}

// boardWhy: a ship docked with an enemy gets the game's refusal (no
// troops aboard, stasis); a docking with an enemy not yet complete says
// so; else nothing to board.
func boardWhy(s *State, me engine.Player) (string, bool) {
	if w := declaredAlready(s, me, KindBoard, "its boarding"); w != "" {
		return w, true
	}
	ships := ownShips(s, me, false)
	for _, sh := range ships {
		if d, ok := s.Ship(sh.Docked); ok && d.Side != me {
			if err := s.Check(Board{By: me, Ship: sh.ID, Target: d.ID}); err != nil {
				return err.Error(), false
			}
		}
	}
	for _, sh := range ships {
		if d, ok := s.Ship(sh.Docking); ok && d.Side != me {
			return fmt.Sprintf("the %s's docking with the %s is not complete: it completes in this turn's Activity phase if they stay together, and boarding is declared once it has (Boarding Squad Combat)", sh.Name, d.Name), false
		}
	}
	return "nothing to board: no ship of yours is docked with an enemy ship, and boarding is declared once a docking is complete (Boarding Squad Combat)", false
}

// ramWhy: every ship coasts (the game's refusal), or no enemy is within
// reach.
func ramWhy(s *State, me engine.Player) (string, bool) {
	if w := declaredAlready(s, me, KindRam, "its ramming"); w != "" {
		return w, true
	}
	refused, free := "", false
	for _, sh := range ownShips(s, me, false) {
		t := otherShip(s, sh.ID, me)
		if t == NoShip {
			return "nothing to ram: no enemy ship is in play", false
		}
		if err := s.Check(Ram{By: me, Ship: sh.ID, Target: t}); err == nil {
			free = true
		} else if refused == "" {
			refused = err.Error()
		}
	}
	if !free && refused != "" {
		return refused, false
	}
	return "nothing to ram: no ship of yours can enter an enemy's hex this turn, at a speed its MP reach with MP left to turn towards it (Ramming; Movement 4–5)", false
}

// modeWhy: a unit whose mode is fixed gets the game's refusal; else no
// unit of me's is in a boarding action.
func modeWhy(s *State, me engine.Player) (string, bool) {
	names := ModeNames()
	for _, sq := range s.Squads() {
		if !sq.Alive || sq.Side != me {
			continue
		}
		mode := 0
		for i, n := range names {
			if n == sq.Mode {
				mode = i
			}
		}
		other := (mode + 1) % len(names)
		if err := s.Check(Mode{By: me, Squad: sq.ID, Mode: other}); err != nil {
			return err.Error(), false
		}
	}
	return "no boarding unit of yours is in a boarding action: a unit takes a mode when enemy units are aboard with it, or when its ship is docked with an enemy ship (Boarding Squad Combat)", false
}

// assignWhy: no enemy unit is aboard with a unit of me's, or each unit
// attacks the only one there is already.
func assignWhy(s *State, me engine.Player) (string, bool) {
	squads := s.Squads()
	for _, sq := range squads {
		if !sq.Alive || sq.Side != me {
			continue
		}
		for _, f := range squads {
			if f.Alive && f.Side != me && f.Host == sq.Host {
				return "every unit of yours attacks the only enemy unit aboard with it already: there is no other to choose (Boarding Squad Combat)", false
			}
		}
	}
	return "nothing to attack: no enemy boarding unit is aboard a ship with one of yours (Boarding Squad Combat)", false
}
