package engine

import (
	"errors"
	"testing"
)

// bidState is a sealed-bid game for Revealed: each player writes a bid
// the other cannot see (a note, then changed at will); when the second
// player seals, both bids are shown and the higher wins.
type bidState struct {
	bids   [2]int // 0: none; -1 in a view: written, hidden
	sealed [2]bool
	out    Outcome
}

type bid struct {
	P Player
	V int
}

type seal struct{ P Player }

func (b bid) Kind() string    { return "bid" }
func (b bid) Actor() Player   { return b.P }
func (b bid) String() string  { return "write a bid" }
func (s seal) Kind() string   { return "seal" }
func (s seal) Actor() Player  { return s.P }
func (s seal) String() string { return "seal" }

func (s *bidState) Apply(in Intent) (State, []Event, error) {
	n := *s
	switch x := in.(type) {
	case bid:
		if n.sealed[x.P] {
			return nil, nil, errors.New("sealed")
		}
		n.bids[x.P] = x.V
	case seal:
		n.sealed[x.P] = true
		if n.sealed[0] && n.sealed[1] {
			w := Player(0)
			if n.bids[1] > n.bids[0] {
				w = 1
			}
			n.out = Outcome{Over: true, Winner: w, Reason: "the higher bid"}
		}
	}
	return &n, nil, nil
}

func (s *bidState) Check(in Intent) error { _, _, err := s.Apply(in); return err }
func (s *bidState) Phase() Phase {
	return Phase{Turn: 1, Name: "Bids", Actors: []Player{0, 1}}
}
func (s *bidState) Legal(p Player) []Intent { return []Intent{bid{p, 1}, bid{p, 2}, seal{p}} }
func (s *bidState) Outcome() Outcome        { return s.out }

// View hides the other's bid until both have sealed.
func (s *bidState) View(p Player) State {
	v := *s
	if !(s.sealed[0] && s.sealed[1]) {
		for i := range v.bids {
			if Player(i) != p && p != NoPlayer && v.bids[i] != 0 {
				v.bids[i] = -1
			}
		}
	}
	return &v
}

func (s *bidState) Hash() uint64 {
	h := NewHasher()
	h.Ints(s.bids[:])
	h.Bool(s.sealed[0])
	h.Bool(s.sealed[1])
	h.Bool(s.out.Over)
	h.Int(int(s.out.Winner))
	return h.Sum()
}

// TestRevealed: writing a bid shows its writer nothing new (it can be
// taken back); the seal that shows the other's bid does (it cannot).
func TestRevealed(t *testing.T) {
	s := State(&bidState{})
	step := func(in Intent) (before, after State) {
		t.Helper()
		n, _, err := s.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		before, s = s, n
		return before, n
	}
	if b, a := step(bid{1, 2}); Revealed(b, bid{1, 2}, a, 1) {
		t.Error("writing one's own bid revealed something to its writer")
	}
	if b, a := step(seal{1}); Revealed(b, seal{1}, a, 1) {
		t.Error("the first seal revealed something: the other has not sealed")
	}
	if b, a := step(bid{0, 1}); Revealed(b, bid{0, 1}, a, 0) {
		t.Error("the second bid revealed something to its writer")
	}
	b, a := step(seal{0})
	if !Revealed(b, seal{0}, a, 0) {
		t.Error("the last seal, which shows the other's bid, revealed nothing")
	}
	// Through a session: the bid may be undone, the last seal not.
	sess := &Session{records: []Record{{Intent: bid{0, 1}}, {Intent: seal{0}}}, states: []State{
		&bidState{bids: [2]int{0, 2}, sealed: [2]bool{false, true}}, b, a}}
	if sess.CanUndo(0) {
		t.Error("the session lets the revealing seal be undone")
	}
	if _, err := sess.Undo(0); err == nil {
		t.Error("Undo took the revealing seal back")
	}
	sess.records, sess.states = sess.records[:1], sess.states[:2]
	if !sess.CanUndo(0) {
		t.Error("the session refuses to undo a bid that revealed nothing")
	}
}
