package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// hashReference is State.Hash written with engine.Hasher, as it was
// before Hash summed with engine.FNV: the sums must stay the same.
func hashReference(s *State) uint64 {
	h := engine.NewHasher()
	h.Uint(s.digest)
	h.Int(len(s.ships))
	for _, sh := range s.ships {
		hashShipReference(h, sh)
	}
	h.Int(len(s.squads))
	for _, q := range s.squads {
		h.Int(int(q.side))
		h.Int(q.kind)
		h.Int(int(q.home))
		h.Int(int(q.host))
		h.Int(q.sys)
		h.Int(q.mode)
		h.Int(int(q.target))
		h.Bool(q.fresh)
		h.Bool(q.fought)
		h.Bool(q.alive)
	}
	h.Int(len(s.walls))
	for _, w := range s.walls {
		h.Int(int(w.owner))
		h.Int(len(w.hexes))
		for _, x := range w.hexes {
			h.Int(x.Q)
			h.Int(x.R)
		}
		h.Int(w.left)
		h.Int(w.turn)
	}
	h.Bool(s.salvo.on)
	h.Int(int(s.salvo.from))
	h.Int(s.salvo.mount)
	h.Int(s.salvo.n)
	h.Int(s.salvo.at.Q)
	h.Int(s.salvo.at.R)
	h.Int(int(s.salvo.target))
	h.Int(s.salvo.contact)
	h.Int(int(s.phase))
	h.Int(s.turn)
	for p := 0; p < 2; p++ {
		h.Bool(s.sealed[p])
		h.Bool(s.truce[p])
		h.Bool(s.built[p])
		h.Ints(s.picks[p])
	}
	h.Int(int(s.firing))
	h.Int(s.sepTurns)
	s.dice.HashInto(h)
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.hashedReason())
	h.Bool(s.hidden)
	return h.Sum()
}

func hashShipReference(h *engine.Hasher, sh *ship) {
	h.String(sh.name)
	h.Int(sh.cls)
	h.Int(int(sh.side))
	h.Int(int(sh.status))
	h.Int(int(sh.carrier))
	h.Int(int(sh.captor))
	h.Int(sh.pos.Q)
	h.Int(sh.pos.R)
	h.Int(int(sh.heading))
	h.Int(sh.speed)
	h.Int(sh.evasive)
	h.Bytes(sh.pts)
	h.Int(len(sh.sys))
	for _, y := range sh.sys {
		h.Int(y.shots)
		h.Int(y.armor)
		h.Bool(y.used)
		h.Bool(y.ctrl)
		if y.early {
			h.Bool(true)
		}
	}
	h.Int(sh.armor)
	h.Int(sh.shieldLeft)
	h.Int(sh.launched8)
	h.Int(sh.dSpeed)
	h.Bool(sh.dSpeedSet)
	h.Int(int(sh.dDock))
	h.Int(int(sh.dRam))
	h.Int(int(sh.dBoard))
	h.Bool(sh.dLaunch)
	h.Int(sh.keySpeed)
	h.Int(sh.keyDrive)
	h.Int(sh.roll)
	h.Bool(sh.moved)
	h.Int(len(sh.path))
	for _, p := range sh.path {
		h.Int(p.Hex.Q)
		h.Int(p.Hex.R)
		h.Int(int(p.Heading))
	}
	h.Bool(sh.rammed)
	if sh.fireFrom != 0 {
		h.Int(sh.fireFrom)
	}
	h.Int(int(sh.dockWith))
	h.Int(sh.dockTurns)
	h.Int(sh.empUntil)
	h.Int(sh.heldUntil)
	h.Int(sh.effTurn)
	h.Int(sh.cloak)
	h.Int(sh.dazzle)
	h.Int(sh.images)
	h.Int(sh.decoy)
	h.Int(int(sh.coveredBy))
	h.Int(int(sh.ecmTo))
	h.Bool(sh.mustered)
	h.Int(sh.captureTurn)
	if len(sh.reloads) > 0 {
		h.Ints(sh.reloads)
	}
	if sh.dReload != 0 {
		h.Uint(sh.dReload)
	}
}

// TestHashIsReference checks Hash, which sums with engine.FNV and adds
// runs of zeros and of −1 in one step, against hashReference, the hash as
// it was first written with engine.Hasher, value by value: on every state
// of four scripted games, views included.
func TestHashIsReference(t *testing.T) {
	states := 0
	for g, name := range []string{"standard", "boarding", "pursuit", "built"} {
		s := newGame(t, name, uint64(g))
		opp := [2]engine.Opponent{&noTruce{engine.NewDice(uint64(g))}, Scripted{}}
		for !s.Outcome().Over {
			for _, x := range []*State{s, s.View(0).(*State), s.View(1).(*State)} {
				if got, want := x.Hash(), hashReference(x); got != want {
					t.Fatalf("%s, turn %d: Hash %x, engine.Hasher %x", name, s.turn, got, want)
				}
				states++
			}
			p := s.Phase().Actors[0]
			in, err := opp[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			n, _, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			s = n.(*State)
		}
	}
	t.Logf("%d states", states)
}
