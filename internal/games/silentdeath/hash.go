package silentdeath

import "github.com/armada-tui/armada-tui/internal/engine"

// Hash implements engine.State: every field of the state in a fixed order,
// and the scenario through the digest of its canonical form. Only what is
// derived from hashed fields is left out (tagged `hash:"-"`): the scenario
// itself, and each craft's display, named by its key.
func (s *State) Hash() uint64 {
	h := engine.NewHasher()
	s.hashInto(h)
	return h.Sum()
}

func (s *State) hashInto(h *engine.Hasher) {
	h.String(hashTag)
	h.Uint(s.scHash)
	s.opt.hash(h)
	h.Bool(s.firstGame)
	for p := range s.names {
		h.String(s.names[p])
		h.String(s.colors[p])
	}
	s.dice.HashInto(h)
	h.Int(s.turn)
	h.Int(int(s.ph))
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.outcome.Reason)
	h.Uint(uint64(len(s.crafts)))
	for i := range s.crafts {
		s.crafts[i].hash(h)
	}
	// The pilots barred from their launchers (rules 9, 11.7's command
	// ship), hashed only where there is one, and not in a game of rules 1
	// to 8 (before9), whose hashes held none.
	if !s.sc.before9 {
		for i := range s.crafts {
			for k, m := range s.crafts[i].crew {
				if m.NoLauncher {
					h.String("no launcher")
					h.Int(i)
					h.Int(k)
				}
			}
		}
	}
	h.Uint(uint64(len(s.torps)))
	for _, t := range s.torps {
		h.Int(t.id)
		h.Int(int(t.side))
		h.Int(t.owner)
		h.Int(int(t.mark))
		h.Int(t.pos.Q)
		h.Int(t.pos.R)
		h.Int(int(t.facing))
		hashRef(h, t.target)
		h.Uint(bits(t.arrived, t.moved))
	}
	h.Uint(uint64(len(s.sats)))
	for _, x := range s.sats {
		h.Int(int(x.side))
		h.Int(x.pos.Q)
		h.Int(x.pos.R)
		h.Int(x.damage)
		h.Uint(bits(x.comm, x.dead))
	}
	h.Uint(uint64(len(s.asteroids)))
	for _, a := range s.asteroids {
		h.Int(a.Q)
		h.Int(a.R)
	}
	h.Int(int(s.drift))
	h.Int(s.nextTorp)
	h.Int(s.pod.Q)
	h.Int(s.pod.R)
	h.Int(int(s.podState))
	h.Int(s.offboard)
	h.Int(s.command)
	h.Int(int(s.declarer))
	h.Uint(uint64(len(s.lockons)))
	for _, l := range s.lockons {
		h.Int(int(l.side))
		h.Int(l.craft)
		h.Int(l.mount)
		hashRef(h, l.target)
		h.Uint(bits(l.rolled, l.ok))
		h.Int(l.n)
	}
	h.Uint(uint64(len(s.launches)))
	for _, l := range s.launches {
		h.Int(int(l.side))
		h.Int(l.craft)
		h.Int(int(l.mark))
		hashRef(h, l.target)
	}
	h.Int(int(s.initWinner))
	h.Int(int(s.mfirst))
	h.Int(int(s.lastSide))
	h.Int(s.mover)
	h.Int(s.mp)
	// faceNext last: false (as in every state of rules 1 to 10) it leaves
	// the number what those rules hashed.
	h.Uint(bits(s.held, s.turnedHere, s.acted, s.mineSpent, s.entered, s.lastSlip, s.faceNext))
	// 0 but where a 10.4 sideslip began or crossed a run of occupied
	// hexes, and hashed then only, so that a save whose game never met
	// such a run verifies under the rules of now.
	if s.backTo != 0 {
		h.Int(int(s.backTo))
	}
	// 0 but while 10.12's question goes round at the end of a turn (rules
	// 11), and hashed then only, as no earlier rules had it.
	if s.repairAt != 0 {
		h.String("repair")
		h.Int(s.repairAt)
	}
	// Set only while the pilot of a failed 10.3 set-cost turn names its
	// one hexside (rules 12), and hashed then only.
	if s.faceOne {
		h.String("face one")
	}
	h.Int(s.step)
	h.Uint(uint64(len(s.attacks)))
	for _, a := range s.attacks {
		h.Int(int(a.side))
		h.Int(a.craft)
		h.Int(a.crew)
		h.Int(a.mount)
		hashRef(h, a.target)
		h.Uint(bits(a.late, a.duel))
	}
	h.Int(s.duelIdx)
	h.Int(s.shooter[0])
	h.Int(s.shooter[1])
	h.Uint(uint64(len(s.pending)))
	for _, c := range s.pending {
		h.Int(int(c.kind))
		h.Int(int(c.chooser))
		h.Int(c.craft)
		h.Int(int(c.box))
	}
	h.Bool(s.buy != nil)
	if s.buy != nil {
		s.buy.hash(h)
	}
	// A torp waiting for its owner's path (rules 8), hashed then only, so
	// that every other state hashes as rules 7 did.
	if s.fly != nil || len(s.flyWork) > 0 {
		h.String("flight")
		if s.fly != nil {
			h.Int(s.fly.torp)
			h.Int(s.fly.mp)
			h.Bool(s.fly.slip)
			h.Uint(uint64(len(s.fly.path)))
			for _, x := range s.fly.path {
				h.Int(x.Q)
				h.Int(x.R)
			}
		}
		h.Uint(uint64(len(s.flyWork)))
		for _, r := range s.flyWork {
			hashRef(h, r)
		}
	}
}

func (c *craft) hash(h *engine.Hasher) {
	h.String(c.typ.Key)
	h.Int(int(c.side))
	h.String(c.id)
	h.Int(c.pos.Q)
	h.Int(c.pos.R)
	h.Int(int(c.facing))
	for _, m := range c.crew {
		h.Uint(uint64(uint8(m.Plt)) | uint64(uint8(m.Gnr))<<8 | bits(m.Dead)<<16)
	}
	for k := 0; k < maxMounts; k++ {
		h.Uint(uint64(uint8(c.mans[k])) | uint64(uint8(c.ammo[k]))<<8)
	}
	h.Uint(uint64(c.lost))
	for _, t := range c.torps {
		h.Int(int(t))
	}
	h.Int(int(c.hits))
	h.Int(int(c.tpv))
	h.Int(int(c.state))
	h.Int(int(c.driveLoss))
	h.Int(int(c.drLoss))
	h.Int(int(c.dvLoss))
	h.Uint(uint64(c.acted) | uint64(c.holds)<<8) // holds is 0 without 10.8's duels
	h.Int(int(c.recovering))
	h.Uint(bits(c.noTorps, c.moved, c.jamDone, c.damaged, c.pod, c.decoy, c.pdLost, c.fullStop, c.drifted,
		c.firedT, c.hitT, c.dcUsed, c.lastFx.crit, c.lastFx.decoy, c.lastFx.pd))
	h.Int(int(c.decoys))
	h.Int(int(c.defence))
	h.Int(int(c.blank))
	h.Int(int(c.lastFx.kind))
	h.Int(int(c.lastFx.n))
	// 10.12's note of a missiles or gunner critical (rules 6): hashed only
	// when there is one, so that every other state hashes as before.
	if c.lastFx.gunner != 0 || c.lastFx.ammo != ([maxMounts]int8{}) {
		h.Int(int(c.lastFx.gunner))
		for _, a := range c.lastFx.ammo {
			h.Int(int(a))
		}
	}
	h.Uint(uint64(c.critBy))
	h.Int(int(c.wounds))
	h.Int(int(c.nLoss))
	// Entries past nLoss are zero; each one that is not is hashed with
	// its place, so that the array costs what it holds.
	for k, l := range c.losses {
		if l != (loss{}) {
			h.Int(k)
			h.Uint(uint64(l.kind) | uint64(uint8(l.n))<<8 | uint64(uint16(l.box))<<16)
		}
	}
}

func hashRef(h *engine.Hasher, r ref) { h.Uint(uint64(r.kind) | uint64(uint32(r.n))<<8) }

// bits packs booleans into one number, the first in the lowest bit.
func bits(bs ...bool) uint64 {
	var v uint64
	for i, b := range bs {
		if b {
			v |= 1 << i
		}
	}
	return v
}
