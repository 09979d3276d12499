package sscs

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Magazine reloads (rules 9). The rulebook gives railguns 5 shots,
// antimissiles 10 and torpedoes 5 "in the magazine", and says that
// magazine reloads — not the shots that come in the weapons — take 50
// slots to store. A design buys them for a weapon entry (design.Weapon
// Reloads); they are kept in its storage. The rest is the project's own:
// an empty weapon is reloaded by a declaration (`reload`), carried out in
// the Activity phase of the same turn, after damage control, so the weapon
// fires again from the next turn; a whole magazine a reload; not while the
// weapon is knocked out or held by boarders, the ship is shut down or held,
// its storage is held by boarders or no crew is left to load it. A reload
// is no system and no hit point: it is what the storage holds, as a craft
// is what a hangar holds; a storage block lost takes with it the reloads
// the blocks left cannot hold (50 slots each), those of the first weapon
// entry first.

// stockOf is the index of the stock of reloads mount m loads from, or -1.
func (s *State) stockOf(id ShipID, m int) int {
	c := s.cls(id)
	if m < 0 || m >= len(c.mounts) {
		return -1
	}
	return c.mounts[m].stock - 1
}

// reloadsLeft is the reloads left in the stock mount m loads from.
func (s *State) reloadsLeft(id ShipID, m int) int {
	k := s.stockOf(id, m)
	if k < 0 || k >= len(s.ships[id].reloads) {
		return 0
	}
	return s.ships[id].reloads[k]
}

// reloadsDeclared is the reloads of a stock declared this turn.
func (s *State) reloadsDeclared(id ShipID, stock int) int {
	st := s.cls(id).stocks[stock]
	mask := s.ships[id].dReload >> uint(st.first)
	if st.n < 64 {
		mask &= 1<<uint(st.n) - 1
	}
	return bits.OnesCount64(mask)
}

// storageHeld reports a ship whose storage blocks still online are all
// held by enemy boarders, who "may cease its operation": none of its
// reloads can be taken out.
func (s *State) storageHeld(id ShipID) bool {
	c := s.cls(id)
	for _, sys := range c.storageSys {
		if s.up(id, sys) > 0 && !s.ships[id].sys[sys].ctrl {
			return false
		}
	}
	return true
}

// whyNoReload says why mount m of ship id cannot be reloaded now, or "".
func (s *State) whyNoReload(id ShipID, m int, declaring bool) string {
	sh := s.ships[id]
	c := s.cls(id)
	name := c.sysName[m]
	mt := &c.mounts[m]
	switch {
	case mt.shots == 0:
		return fmt.Sprintf("the %s's %s has no magazine: only railguns, antimissiles and torpedoes carry their shots in one (section 1, Weapon Design)", sh.name, name)
	case mt.stock == 0:
		return fmt.Sprintf("the %s carries no magazine reloads for its %s: reloads are bought with the design (section 1, Weapon Design: magazine reloads)", sh.name, name)
	case declaring && sh.dReload&(1<<uint(m)) != 0:
		return fmt.Sprintf("the %s's %s is already declared to be reloaded this turn", sh.name, name)
	case sh.sys[m].shots > 0:
		return fmt.Sprintf("the %s's %s still has %d of its %d shots: only an empty magazine is reloaded, a reload being a whole magazine (the project's own rule)", sh.name, name, sh.sys[m].shots, mt.shots)
	case sh.sys[m].ctrl:
		return fmt.Sprintf("the %s's %s is held by enemy boarders: they have ceased its operation (Boarding Squad Combat)", sh.name, name)
	case !s.mountUp(id, m):
		return fmt.Sprintf("the %s's %s is knocked out: a weapon offline is not reloaded (the project's own rule)", sh.name, name)
	}
	left := s.reloadsLeft(id, m)
	if declaring {
		left -= s.reloadsDeclared(id, mt.stock-1)
	}
	switch {
	case left <= 0:
		return fmt.Sprintf("the %s has no magazine reloads left for its %s (section 1, Weapon Design: magazine reloads)", sh.name, name)
	case s.storageHeld(id):
		return fmt.Sprintf("the %s's storage, where its reloads are kept, is held by enemy boarders (Boarding Squad Combat)", sh.name)
	case s.crew(id) == 0:
		return fmt.Sprintf("the %s has no crew able to work to load its %s", sh.name, name)
	}
	return ""
}

func (s *State) checkReload(in Reload) error {
	sh, err := s.ownShip(in.By, in.Ship, "a reload")
	if err != nil {
		return err
	}
	if sh.status == stAboard {
		// A craft in its carrier's hangar may reload from its own storage,
		// as it may make damage control there (a hangar is "for storage and
		// repair of fighters") — but not while its carrier is shut down or
		// held, which stops all operation aboard.
		if why := s.aboardIdle(sh); why != "" {
			return fmt.Errorf("%s", why)
		}
	} else if _, err := s.actingShip(in.By, in.Ship, "a reload"); err != nil {
		return err
	}
	if err := s.operating(sh, in.Ship); err != nil {
		return err
	}
	if in.Weapon < 0 || in.Weapon >= len(s.cls(in.Ship).mounts) {
		return fmt.Errorf("the %s has no weapon %d", sh.name, in.Weapon)
	}
	if why := s.whyNoReload(in.Ship, in.Weapon, true); why != "" {
		return fmt.Errorf("%s", why)
	}
	return nil
}

func (s *State) doReload(in Reload, ev []engine.Event) []engine.Event {
	sh := s.mut(in.Ship)
	sh.dReload |= 1 << uint(in.Weapon)
	return append(ev, secret(in.By, fmt.Sprintf("%s: reloading the %s", sh.name, s.cls(in.Ship).sysName[in.Weapon])))
}

// aboardIdle says why nothing is done aboard a craft's carrier (out of
// play, shut down or held), or "".
func (s *State) aboardIdle(sh *ship) string {
	c := sh.carrier
	if s.ships[c].status != stActive {
		return fmt.Sprintf("the %s is in the hangar of the %s, which is out of play, scrap or captured: nothing is done aboard", sh.name, s.ships[c].name)
	}
	if s.shut(c) {
		return fmt.Sprintf("the %s's carrier, the %s, is %s: nothing is done aboard (Electromagnetic Pulse, Stasis Beam)", sh.name, s.ships[c].name, s.coasting(c))
	}
	return ""
}

// reloadOptions appends a ship's reload declarations: each empty weapon
// with reloads left for it, as checkReload accepts them (Legal, the
// sheet's MayReload and the scripted opponent ask the one check).
func (s *State) reloadOptions(out []engine.Intent, p engine.Player, id ShipID) []engine.Intent {
	c := s.cls(id)
	if len(c.stocks) == 0 {
		return out
	}
	for m := range c.mounts {
		if in := (Reload{By: p, Ship: id, Weapon: m}); c.mounts[m].stock > 0 && s.checkReload(in) == nil {
			out = append(out, in)
		}
	}
	return out
}

// reloadNames names the weapons a ship declared to reload, for after a
// "the": "Mass driver and the Point defence".
func (s *State) reloadNames(id ShipID) string {
	var names []string
	c := s.cls(id)
	for m := range c.mounts {
		if s.ships[id].dReload&(1<<uint(m)) != 0 {
			names = append(names, c.sysName[m])
		}
	}
	return strings.Join(names, " and the ")
}

// reloading loads the declared reloads in the Activity phase, after
// damage control: each fills its weapon's magazine and is taken from the
// stock. One whose weapon was knocked out or seized since, or whose ship
// (or a craft's carrier) was shut down or held (stopped, as for damage
// control), lost its reloads or its crew, is not carried out, and the
// reload stays in storage.
func (s *State) reloading(ev []engine.Event) []engine.Event {
	for i := range s.ships {
		id := ShipID(i)
		if s.ships[i].dReload == 0 {
			continue
		}
		sh := s.mut(id)
		todo := sh.dReload
		sh.dReload = 0
		aboard := sh.status == stAboard && s.ships[sh.carrier].status == stActive
		if sh.status != stActive && !aboard {
			continue
		}
		c := s.cls(id)
		for m := range c.mounts {
			if todo&(1<<uint(m)) == 0 {
				continue
			}
			name := c.sysName[m]
			why := s.stopped(id)
			if why == "" {
				why = s.whyNoReload(id, m, false)
			}
			if why != "" {
				ev = append(ev, engine.Event{Kind: KindReload, Player: sh.side, Text: fmt.Sprintf("%s does not reload its %s: %s", sh.name, name, why)})
				continue
			}
			k := c.mounts[m].stock - 1
			sh.reloads = append([]int(nil), sh.reloads...)
			sh.reloads[k]--
			s.mutSys(id)[m].shots = c.mounts[m].shots
			when := "it fires again next turn"
			if last := s.lastTurnWords(); last != "" {
				when = last
			}
			ev = append(ev, engine.Event{Kind: KindReload, Player: sh.side, Text: fmt.Sprintf("%s reloads its %s: %d shots in the magazine, %s left for it (%s)",
				sh.name, name, c.mounts[m].shots, reloadWords(sh.reloads[k]), when)})
		}
	}
	return ev
}

// reloadWords is "1 reload", "no reloads".
func reloadWords(n int) string {
	switch n {
	case 0:
		return "no reloads"
	case 1:
		return "1 reload"
	}
	return fmt.Sprintf("%d reloads", n)
}

// storageLost takes the reloads a ship's storage can no longer hold once a
// storage block is lost: 50 slots each, the first weapon entry's first.
func (s *State) storageLost(t ShipID, sys int, ev []engine.Event) []engine.Event {
	c := s.cls(t)
	if len(c.stocks) == 0 {
		return ev
	}
	isStorage := false
	for _, k := range c.storageSys {
		isStorage = isStorage || k == sys
	}
	if !isStorage {
		return ev
	}
	slots := 0
	for _, k := range c.storageSys {
		slots += s.up(t, k) * c.blockSlots
	}
	sh := s.ships[t]
	need := 0
	for _, n := range sh.reloads {
		need += n * design.MagazineReloadSlots
	}
	if need <= slots {
		return ev
	}
	w := s.mut(t)
	w.reloads = append([]int(nil), w.reloads...)
	for k := range w.reloads {
		lost := 0
		for need > slots && w.reloads[k] > 0 {
			w.reloads[k]--
			need -= design.MagazineReloadSlots
			lost++
		}
		if lost > 0 {
			ev = append(ev, engine.Event{Kind: "damage", Player: engine.NoPlayer, Text: fmt.Sprintf("the %s's storage no longer holds %s for its %s: lost with it (%s left; 50 slots each)",
				w.name, reloadWords(lost), c.stocks[k].name, reloadWords(w.reloads[k]))})
		}
	}
	return ev
}
