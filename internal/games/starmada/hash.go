package starmada

import (
	"encoding/binary"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Hash covers every field of the state but the rules (derived from the
// scenario and the options, whose digest it covers) and the class records
// (named by their class), the dice included. It writes the fields into
// one buffer, small numbers as varints and the boxes of a record a byte
// each, and hashes that once: the session hashes every position.
func (s *State) Hash() uint64 {
	var buf [2048]byte
	b := s.appendState(buf[:0])
	h := engine.NewHasher()
	h.Bytes(b)
	s.dice.HashInto(h)
	return h.Sum()
}

func appendInt(b []byte, v int) []byte   { return binary.AppendVarint(b, int64(v)) }
func appendBool(b []byte, v bool) []byte { return append(b, boolByte(v)) }
func appendString(b []byte, v string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(v))), v...)
}
func appendInts(b []byte, vs []int) []byte {
	b = binary.AppendUvarint(b, uint64(len(vs)))
	for _, v := range vs {
		b = appendInt(b, v)
	}
	return b
}
func appendMarks(b []byte, ms []mark) []byte {
	b = binary.AppendUvarint(b, uint64(len(ms)))
	for _, m := range ms {
		b = append(b, byte(m))
	}
	return b
}
func appendHex(b []byte, q, r int) []byte { return appendInt(appendInt(b, q), r) }

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// appendState writes every hashed field, in the order of the struct.
func (s *State) appendState(b []byte) []byte {
	b = binary.LittleEndian.AppendUint64(b, s.digest)
	b = appendInt(b, s.board.Cols)
	b = appendInt(b, s.board.Rows)
	b = binary.AppendUvarint(b, uint64(len(s.objects)))
	for _, o := range s.objects {
		b = appendString(b, o.Kind)
		b = appendHex(b, o.Hex.Q, o.Hex.R)
	}
	b = binary.AppendUvarint(b, uint64(len(s.ships)))
	for i := range s.ships {
		b = s.ships[i].appendTo(b)
	}
	b = binary.AppendUvarint(b, uint64(len(s.craft)))
	for _, c := range s.craft {
		b = appendString(b, c.id.Carrier)
		b = append(b, boolByte(c.id.Satellite))
		b = appendInt(b, c.id.N)
		b = append(b, byte(c.side), boolByte(c.sat), boolByte(c.moved))
		b = appendHex(b, c.pos.Q, c.pos.R)
		b = appendInt(b, c.n)
		b = appendInt(b, c.lost)
	}
	b = binary.AppendUvarint(b, uint64(len(s.booms)))
	for _, x := range s.booms {
		b = appendHex(b, x.pos.Q, x.pos.R)
		b = appendInt(b, x.strength)
		// 0, 1, or 2 for a counter born in an End Phase (never before
		// rules 4, so older games hash as they did).
		b = append(b, boolByte(x.fresh)+boolByte(x.endBorn))
	}
	b = appendOutcome(b, s.outcome)
	b = appendInt(b, s.turn)
	b = append(b, byte(s.phase))
	b = appendInt(b, s.vp[0])
	b = appendInt(b, s.vp[1])
	b = append(b, boolByte(s.submitted[0]), boolByte(s.submitted[1]))
	b = appendInt(b, int(s.initiative))
	b = appendInt(b, int(s.chooser))
	b = appendInt(b, s.picked)
	b = appendInt(b, int(s.firstFire))
	b = appendInt(b, int(s.firing))
	b = append(b, boolByte(s.fired[0]), boolByte(s.fired[1]))
	b = binary.AppendUvarint(b, uint64(len(s.decls)))
	for _, d := range s.decls {
		b = appendInt(b, d.ship)
		b = appendInt(b, d.battery)
		b = appendInts(b, d.mounts)
		b = appendInt(b, d.target.ship)
		b = appendInt(b, int(d.target.side))
		b = appendHex(b, d.target.stack.Q, d.target.stack.R)
	}
	b = append(b, byte(s.resume))
	b = binary.AppendUvarint(b, uint64(len(s.owed)))
	for _, o := range s.owed {
		b = appendInt(b, int(o.side))
		b = appendHex(b, o.pos.Q, o.pos.R)
		b = appendInt(b, o.k)
	}
	b = appendInts(b, s.setupRolls)
	b = appendInt(b, int(s.setupFirst))
	b = appendInt(b, int(s.setupSide))
	b = append(b, byte(s.setupStep))
	b = appendInts(b, s.objRolls)
	b = appendInt(b, int(s.objPlacer))
	b = appendInt(b, s.objPlaced)
	b = appendString(b, s.edges[0])
	b = appendString(b, s.edges[1])
	if len(s.waiting) > 0 { // only in a set-up of rules 4: older games hash as before
		b = append(b, 'w')
		b = binary.AppendUvarint(b, uint64(len(s.waiting)))
		for _, c := range s.waiting {
			b = appendString(b, c.String())
		}
	}
	b = appendInts(b, s.picks[0])
	b = appendInts(b, s.picks[1])
	b = append(b, boolByte(s.built[0]), boolByte(s.built[1]), boolByte(s.setupTold), boolByte(s.objTold), boolByte(s.hidden))
	return s.appendRules2(b)
}

// appendRules2 writes the fields rules 2 added, only when they hold
// something: every position a game of rules 1 reaches has them empty, so
// such a game keeps its hashes under rules 2 until it meets a corrected
// rule (ReadsRules).
func (s *State) appendRules2(b []byte) []byte {
	if len(s.resolved) > 0 {
		b = append(b, 'r')
		b = appendInts(b, s.resolved)
	}
	// Rules 10: the End Phase's launches under way, only while a ship
	// after the first has been asked.
	if s.launchFrom != 0 {
		b = append(b, 'l')
		b = appendInt(b, s.launchFrom)
	}
	// Rules 8: continuing-damage dice that carry a weapon's other
	// abilities, hashed only where a ship holds some.
	for i := range s.ships {
		if cw := s.ships[i].contWith; len(cw) > 0 {
			b = append(b, 'k')
			b = appendInt(b, i)
			b = binary.AppendUvarint(b, uint64(len(cw)))
			for _, c := range cw {
				b = binary.AppendUvarint(b, uint64(len(c.abilities)))
				for _, a := range c.abilities {
					b = appendInt(b, int(a))
				}
				b = appendInt(b, c.n)
			}
		}
	}
	return b
}

func (sh *ship) appendTo(b []byte) []byte {
	b = appendString(b, sh.name)
	b = appendString(b, sh.class.Name)
	b = append(b, byte(sh.side), byte(sh.facing), byte(sh.status), byte(hashLast(sh.last)), boolByte(sh.scored), boolByte(sh.hasOrders))
	b = appendHex(b, sh.pos.Q, sh.pos.R)
	b = appendMarks(b, sh.boxes)
	for _, o := range sh.owe {
		b = appendInt(b, o)
	}
	b = appendInt(b, sh.cont)
	b = appendInt(b, sh.satsLeft)
	return appendString(b, sh.orders)
}

func appendOutcome(b []byte, o engine.Outcome) []byte {
	b = appendBool(b, o.Over)
	b = appendInt(b, int(o.Winner))
	return appendString(b, o.Reason)
}

// appendText writes the id as String does, without making a string.
func (c CraftID) appendText(b []byte) []byte {
	if c.IsZero() {
		return b
	}
	b = append(b, c.Carrier...)
	if c.Satellite {
		b = append(b, "/S"...)
	} else {
		b = append(b, "/F"...)
	}
	return strconv.AppendInt(b, int64(c.N), 10)
}

// HashV1 is the hash of save format version 1 (engine.LegacyHasher), so
// that the saves of that version still verify. It hashes every field of
// the positions a version 1 game reaches, each as a number of eight bytes
// or a string, which makes it slow; the set-up's and the fleets' fields
// count only when they differ from the values they had in those games.
func (s *State) HashV1() uint64 {
	h := engine.NewHasher()
	h.Uint(s.digest)
	h.Int(s.board.Cols)
	h.Int(s.board.Rows)
	h.Int(len(s.objects))
	for _, o := range s.objects {
		h.String(o.Kind)
		h.Int(o.Hex.Q)
		h.Int(o.Hex.R)
	}
	h.Int(len(s.ships))
	for i := range s.ships {
		sh := &s.ships[i]
		h.String(sh.name)
		h.String(sh.class.Name)
		h.Int(int(sh.side))
		h.Int(sh.pos.Q)
		h.Int(sh.pos.R)
		h.Int(int(sh.facing))
		h.Int(int(sh.status))
		h.Int(int(hashLast(sh.last)))
		hashMarks(h, sh.hullBoxes())
		hashMarks(h, sh.engineBoxes())
		hashMarks(h, sh.shieldBoxes())
		for b := 0; b < 3; b++ {
			hashMarks(h, sh.weaponBoxes(b))
		}
		hashMarks(h, sh.equipBoxes())
		for _, o := range sh.owe {
			h.Int(o)
		}
		h.Int(sh.cont)
		h.Int(sh.satsLeft)
		h.Bool(sh.scored)
		h.String(sh.orders)
		h.Bool(sh.hasOrders)
	}
	h.Int(len(s.craft))
	for _, c := range s.craft {
		var id [64]byte
		h.Bytes(c.id.appendText(id[:0])) // as h.String(c.id.String())
		h.Int(int(c.side))
		h.Bool(c.sat)
		h.String(c.id.Carrier)
		h.Int(c.pos.Q)
		h.Int(c.pos.R)
		h.Int(c.n)
		h.Bool(c.moved)
		h.Int(c.lost)
	}
	h.Int(len(s.booms))
	for _, b := range s.booms {
		h.Int(b.pos.Q)
		h.Int(b.pos.R)
		h.Int(b.strength)
		h.Bool(b.fresh)
		if b.endBorn {
			h.Bool(true)
		}
	}
	h.Int(s.turn)
	h.Int(int(s.phase))
	h.Int(s.vp[0])
	h.Int(s.vp[1])
	h.Bool(s.submitted[0])
	h.Bool(s.submitted[1])
	h.Int(int(s.initiative))
	h.Int(int(s.chooser))
	h.Int(s.picked)
	h.Int(int(s.firstFire))
	h.Int(int(s.firing))
	h.Bool(s.fired[0])
	h.Bool(s.fired[1])
	h.Int(len(s.decls))
	for _, d := range s.decls {
		h.Int(d.ship)
		h.Int(d.battery)
		h.Ints(d.mounts)
		h.Int(d.target.ship)
		h.Int(int(d.target.side))
		h.Int(d.target.stack.Q)
		h.Int(d.target.stack.R)
	}
	h.Int(int(s.resume))
	h.Int(len(s.owed))
	for _, o := range s.owed {
		h.Int(int(o.side))
		h.Int(o.pos.Q)
		h.Int(o.pos.R)
		h.Int(o.k)
	}
	// The set-up's fields are hashed in games with a Set-up Phase, and in
	// any other game as soon as one differs from the value it always has
	// there: the scenarios that place their ships keep the hashes they had
	// before the Set-up Phase existed, so their saves still verify, and
	// yet no field can change unseen.
	if s.rules.interactive || len(s.setupRolls) > 0 || s.setupFirst != engine.NoPlayer || s.setupSide != engine.NoPlayer {
		h.Ints(s.setupRolls)
		h.Int(int(s.setupFirst))
		h.Int(int(s.setupSide))
	}
	if len(s.waiting) > 0 {
		h.Int(len(s.waiting))
		for _, c := range s.waiting {
			h.String(c.String())
		}
	}
	if s.rules.placeCount > 0 || s.setupStep != stepShips || len(s.objRolls) > 0 || s.objPlacer != engine.NoPlayer ||
		s.objPlaced != 0 || s.edges != s.rules.edges {
		h.Int(int(s.setupStep))
		h.Ints(s.objRolls)
		h.Int(int(s.objPlacer))
		h.Int(s.objPlaced)
		h.String(s.edges[0])
		h.String(s.edges[1])
	}
	// Fleet building, in the same way: hashed when the game builds its
	// fleets or as soon as a field differs from the value it has in every
	// other game.
	if s.rules.points > 0 || len(s.picks[0]) > 0 || len(s.picks[1]) > 0 || s.built != [2]bool{} || s.setupTold || s.objTold {
		for p := range s.picks {
			h.Ints(s.picks[p])
		}
		h.Bool(s.built[0])
		h.Bool(s.built[1])
		h.Bool(s.setupTold)
		h.Bool(s.objTold)
	}
	if len(s.resolved) > 0 { // rules 2, as in Hash
		h.Ints(s.resolved)
	}
	for i := range s.ships { // rules 8, as in Hash
		if cw := s.ships[i].contWith; len(cw) > 0 {
			h.Int(i)
			for _, c := range cw {
				h.Int(len(c.abilities))
				for _, a := range c.abilities {
					h.Int(int(a))
				}
				h.Int(c.n)
			}
		}
	}
	if s.launchFrom != 0 { // rules 10, as in Hash
		h.Int(s.launchFrom)
	}
	h.Bool(s.hidden)
	h.Bool(s.outcome.Over)
	h.Int(int(s.outcome.Winner))
	h.String(s.outcome.Reason)
	s.dice.HashInto(h)
	return h.Sum()
}

func hashMarks(h *engine.Hasher, ms []mark) {
	h.Uint(uint64(len(ms)))
	for _, m := range ms {
		h.Uint(uint64(m))
	}
}
