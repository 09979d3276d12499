package sscs

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// WhyNot implements tui.Explainer: a key of a declaration that is not in
// the action list says, in the game's words, why none is offered — nothing
// damaged, no ship to dock with, nothing to board or ram, nothing to take
// back — rather than "not possible now, in the Declaration phase", the very
// phase they are declared in (a play-tester pressed r, d, b, o, x, a and c
// on the meeting engagement's first turn and read that for every one).
// Where a ship has declared the thing already, it says so and names the
// key that takes the declaration back. "" outside the Declaration phase
// leaves the shell's word on the phase.
func (b *board) WhyNot(view engine.State, me engine.Player, kind string) string {
	s := sscsState(view)
	if s == nil || s.Phase().Name != sscs.PhaseDeclare || !s.Phase().Acting(me) {
		return ""
	}
	why, ok := declareWhys[kind]
	if !ok || offers(s.Legal(me), kind, sscs.NoShip) {
		return ""
	}
	return why(s, me)
}

// declareWhys are the reasons, kind by kind, that a declaration is not
// offered; each is asked only when none of its kind is.
var declareWhys = map[string]func(*sscs.State, engine.Player) string{
	sscs.KindSpeed:  speedWhy,
	sscs.KindDock:   dockWhy,
	sscs.KindLaunch: launchWhy,
	sscs.KindRepair: repairWhy,
	sscs.KindReload: reloadWhy,
	sscs.KindBoard:  boardWhy,
	sscs.KindRam:    ramWhy,
	sscs.KindMode:   modeWhy,
	sscs.KindAssign: assignWhy,
	sscs.KindClear: func(*sscs.State, engine.Player) string {
		return "nothing to take back: no ship of yours has declared anything this turn"
	},
}

// offers reports whether ins hold an intent of kind (for ship id, unless
// id is NoShip).
func offers(ins []engine.Intent, kind string, id sscs.ShipID) bool {
	for _, in := range ins {
		if in.Kind() == kind && (id == sscs.NoShip || shipOf(in) == id) {
			return true
		}
	}
	return false
}

// shipOf is the ship a declaration is for, or NoShip.
func shipOf(in engine.Intent) sscs.ShipID {
	switch x := in.(type) {
	case sscs.Speed:
		return x.Ship
	case sscs.Dock:
		return x.Ship
	case sscs.Launch:
		return x.Craft
	case sscs.Repair:
		return x.Ship
	case sscs.Reload:
		return x.Ship
	case sscs.Board:
		return x.Ship
	case sscs.Ram:
		return x.Ship
	}
	return sscs.NoShip
}

// declaredAlready names the first ship of me's that would be offered a
// declaration of kind once its declarations were taken back, the game's
// own Clear applied to the view: it has declared one already. "" when
// taking back would offer none.
func declaredAlready(s *sscs.State, me engine.Player, kind, what string) string {
	for _, in := range s.Legal(me) {
		c, ok := in.(sscs.Clear)
		if !ok {
			continue
		}
		next, _, err := s.Apply(c)
		if err != nil || !offers(next.Legal(me), kind, c.Ship) {
			continue
		}
		sh, _ := s.Ship(c.Ship)
		return fmt.Sprintf("the %s has declared %s already: %s (%s) takes its declarations back", sh.Name, what, clearKey(), groups[sscs.KindClear][0])
	}
	return ""
}

func clearKey() string { return groups[sscs.KindClear][1] }

// own lists me's ships and craft still in the battle: in play, or (with
// aboard) in a hangar.
func own(s *sscs.State, me engine.Player, aboard bool) []sscs.ShipInfo {
	var out []sscs.ShipInfo
	for _, sh := range s.Ships() {
		if sh.Side == me && (sh.Status == sscs.StatusActive || aboard && sh.Status == sscs.StatusAboard) {
			out = append(out, sh)
		}
	}
	return out
}

// otherShip is a ship in play other than id, to name in a probe whose
// refusal is about id alone; NoShip if there is none.
func otherShip(s *sscs.State, id sscs.ShipID, enemyOf engine.Player) sscs.ShipID {
	for _, sh := range s.Ships() {
		if sh.ID != id && sh.Status == sscs.StatusActive && (enemyOf == engine.NoPlayer || sh.Side != enemyOf) {
			return sh.ID
		}
	}
	return sscs.NoShip
}

// speedWhy: every ship has declared its speed, or the rest coast.
func speedWhy(s *sscs.State, me engine.Player) string {
	if w := declaredAlready(s, me, sscs.KindSpeed, "its speed"); w != "" {
		return w
	}
	for _, sh := range own(s, me, false) {
		if err := s.Check(sscs.Speed{By: me, Ship: sh.ID, Speed: sh.Speed + 1}); err != nil {
			return err.Error()
		}
	}
	return ""
}

// dockWhy: no ship to dock with (the list offers the ships in a ship's
// hex, and within its reach a friendly carrier with room or an enemy to
// board), or every ship is docked, or shut down.
func dockWhy(s *sscs.State, me engine.Player) string {
	if w := declaredAlready(s, me, sscs.KindDock, "its docking"); w != "" {
		return w
	}
	ships := own(s, me, false)
	if len(ships) == 0 {
		return ""
	}
	free, refused := false, ""
	for _, sh := range ships {
		if sh.Docked != sscs.NoShip {
			continue
		}
		// Free when the game would take a docking with any ship in play:
		// a refusal names one partner (no room on it) or the ship itself
		// (shut down), and only the second holds for every partner.
		first := ""
		for _, w := range s.Ships() {
			if w.ID == sh.ID || w.Status != sscs.StatusActive {
				continue
			}
			if err := s.Check(sscs.Dock{By: me, Ship: sh.ID, With: w.ID}); err == nil {
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
		return "no ship to dock with: no other ship shares a hex with one of yours, and none of yours can reach a friendly carrier with room for it or an enemy for its boarding troops this turn (Docking)"
	case refused != "":
		return refused
	}
	return "every ship of yours is docked already, and a ship docks with one ship at a time (Docking)"
}

// launchWhy: no craft in a hangar, or the game's refusal of the first.
func launchWhy(s *sscs.State, me engine.Player) string {
	if w := declaredAlready(s, me, sscs.KindLaunch, "its launch"); w != "" {
		return w
	}
	for _, sh := range own(s, me, true) {
		if sh.Status != sscs.StatusAboard {
			continue
		}
		if err := s.Check(sscs.Launch{By: me, Craft: sh.ID}); err != nil {
			return err.Error()
		}
	}
	return "no craft of yours is in a hangar to launch (Launching)"
}

// repairWhy: nothing damaged; or the game's refusal of a point damage
// control might try (the crew's limit, a ship shut down); or every such
// point declared already; or what is down is beyond damage control.
// Boarding parties are never repaired, and their losses are not counted.
func repairWhy(s *sscs.State, me engine.Player) string {
	damaged, declared := false, ""
	for _, sh := range own(s, me, true) {
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
			if err := s.Check(sscs.Repair{By: me, Ship: sh.ID, System: si.Index}); err != nil {
				return err.Error()
			}
		}
	}
	switch {
	case !damaged:
		return "nothing to repair: no system of your ships is damaged"
	case declared != "":
		return fmt.Sprintf("the %s has declared damage control already on every point it may try: %s (%s) takes its declarations back",
			declared, clearKey(), groups[sscs.KindClear][0])
	}
	return "nothing left to repair: what your ships have lost failed its damage control roll or was hit again once restored, and only a real repair brings it back (Damage Control)"
}

// troopSystems are the names of a ship's boarding parties among its
// systems, which damage control never repairs.
func troopSystems(s *sscs.State, id sscs.ShipID) map[string]bool {
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
// of me's carries any. Playing rules 9, h in the Declaration phase with a
// full magazine answered "not possible now, in the Declaration phase".
func reloadWhy(s *sscs.State, me engine.Player) string {
	carries := false
	for _, sh := range own(s, me, true) {
		for _, si := range sh.Systems {
			if si.MaxShot == 0 || si.MaxReloads == 0 {
				continue
			}
			carries = true
			if err := s.Check(sscs.Reload{By: me, Ship: sh.ID, Weapon: si.Index}); err != nil {
				return err.Error()
			}
		}
	}
	if !carries {
		return "no ship of yours carries magazine reloads: a design buys them for a railgun, antimissile or torpedo (1) Weapon Design, magazine reloads)"
	}
	return ""
}

// boardWhy: a ship docked with an enemy gets the game's refusal (no
// troops aboard, stasis); a docking with an enemy not yet complete says
// so; else nothing to board.
func boardWhy(s *sscs.State, me engine.Player) string {
	if w := declaredAlready(s, me, sscs.KindBoard, "its boarding"); w != "" {
		return w
	}
	ships := own(s, me, false)
	for _, sh := range ships {
		if d, ok := s.Ship(sh.Docked); ok && d.Side != me {
			if err := s.Check(sscs.Board{By: me, Ship: sh.ID, Target: d.ID}); err != nil {
				return err.Error()
			}
		}
	}
	for _, sh := range ships {
		if d, ok := s.Ship(sh.Docking); ok && d.Side != me {
			return fmt.Sprintf("the %s's docking with the %s is not complete: it completes in this turn's Activity phase if they stay together, and boarding is declared once it has (Boarding Squad Combat)", sh.Name, d.Name)
		}
	}
	return "nothing to board: no ship of yours is docked with an enemy ship, and boarding is declared once a docking is complete (Boarding Squad Combat)"
}

// ramWhy: every ship coasts (the game's refusal), or no enemy is within
// reach.
func ramWhy(s *sscs.State, me engine.Player) string {
	if w := declaredAlready(s, me, sscs.KindRam, "its ramming"); w != "" {
		return w
	}
	refused, free := "", false
	for _, sh := range own(s, me, false) {
		t := otherShip(s, sh.ID, me)
		if t == sscs.NoShip {
			return "nothing to ram: no enemy ship is in play"
		}
		if err := s.Check(sscs.Ram{By: me, Ship: sh.ID, Target: t}); err == nil {
			free = true
		} else if refused == "" {
			refused = err.Error()
		}
	}
	if !free && refused != "" {
		return refused
	}
	return "nothing to ram: no enemy ship is within reach of yours this turn, its speed plus its MP in hexes (Ramming)"
}

// modeWhy: a unit whose mode is fixed gets the game's refusal; else no
// unit of me's is in a boarding action.
func modeWhy(s *sscs.State, me engine.Player) string {
	for _, sq := range s.Squads() {
		if !sq.Alive || sq.Side != me {
			continue
		}
		mode := 0
		for i, n := range sscs.ModeNames() {
			if n == sq.Mode {
				mode = i
			}
		}
		other := (mode + 1) % len(sscs.ModeNames())
		if err := s.Check(sscs.Mode{By: me, Squad: sq.ID, Mode: other}); err != nil {
			return err.Error()
		}
	}
	return "no boarding unit of yours is in a boarding action: a unit takes a mode when enemy units are aboard with it, or when its ship is docked with an enemy ship (Boarding Squad Combat)"
}

// assignWhy: no enemy unit is aboard with a unit of me's, or each unit
// attacks the only one there is already.
func assignWhy(s *sscs.State, me engine.Player) string {
	squads := s.Squads()
	for _, sq := range squads {
		if !sq.Alive || sq.Side != me {
			continue
		}
		for _, f := range squads {
			if f.Alive && f.Side != me && f.Host == sq.Host {
				return "every unit of yours attacks the only enemy unit aboard with it already: there is no other to choose (Boarding Squad Combat)"
			}
		}
	}
	return "nothing to attack: no enemy boarding unit is aboard a ship with one of yours (Boarding Squad Combat)"
}
