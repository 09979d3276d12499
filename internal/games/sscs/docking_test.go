package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestRule_Docking_Conditions: the same hex, the same speed, the same
// direction of travel, and no evasive maneuvers by either.
func TestRule_Docking_Conditions(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{0, "B", "Gun", "0,0", "N", 2}, place{1, "C", "Gun", "0,-15", "S", 0})
	if why := s.dockOK(0, 1); why != "" {
		t.Fatalf("%s", why)
	}
	for _, c := range []struct {
		set  func(*ship)
		want string
	}{
		{func(sh *ship) { sh.heading = hex.NE }, "same speed and direction"},
		{func(sh *ship) { sh.speed = 3 }, "same speed and direction"},
		{func(sh *ship) { sh.pos = at("0,1") }, "same hex"},
		{func(sh *ship) { sh.evasive = 1 }, "evasively"},
	} {
		n := s.clone()
		c.set(n.mut(1))
		if why := n.dockOK(0, 1); !strings.Contains(why, c.want) {
			t.Errorf("%q, want %q", why, c.want)
		}
	}
}

// TestExample_Docking_TwoDestroyersAndAFighter: the rulebook's example —
// two destroyers cannot both dock with a single fighter, "there isn't room
// on the fighter for both destroyers", though they can dock with each
// other. The Guns play the destroyers, the Dart the fighter. One Gun may
// dock with the Dart (rules 5: rules 1-4 refused it, reading the example
// as "no destroyer on a fighter"); the second then finds no room, whether
// the first docked with the Dart or the Dart with it; the Guns dock with
// each other.
func TestExample_Docking_TwoDestroyersAndAFighter(t *testing.T) {
	s := extraBattle(t, place{0, "D1", "Gun", "0,0", "N", 2}, place{0, "D2", "Gun", "0,0", "N", 2},
		place{0, "F", "Dart", "0,0", "N", 2}, place{1, "E", "Gun", "0,-30", "S", 0})
	apply(t, s, Dock{By: 0, Ship: 1, With: 0})
	// The first destroyer docks with the fighter over two turns.
	dock := func(s *State, id, with ShipID) *State {
		n := s
		for k := 0; k < 2; k++ {
			n, _ = apply(t, n, Dock{By: 0, Ship: id, With: with})
			n.docking(nil)
			n.beginTurn()
		}
		if n.docked(id) != with {
			t.Fatalf("ship %d is not docked with ship %d: %+v", id, with, n.ships[id])
		}
		return n
	}
	n := dock(s, 0, 2)
	refuse(t, n, Dock{By: 0, Ship: 1, With: 2}, "no room on the F")
	// The fighter docked with the first destroyer: the same.
	n = dock(s, 2, 0)
	refuse(t, n, Dock{By: 0, Ship: 1, With: 2}, "no room on the F")
	// The two destroyers dock with each other.
	dock(s, 1, 0)
	// A destroyer has room for two fighters.
	f := extraBattle(t, place{0, "D", "Gun", "0,0", "N", 2}, place{0, "F1", "Dart", "0,0", "N", 2},
		place{0, "F2", "Dart", "0,0", "N", 2}, place{1, "E", "Gun", "0,-30", "S", 0})
	f = dock(f, 1, 0)
	dock(f, 2, 0)
}

// TestRule_Docking_DockedShipsComeApart: docked ships stay docked while
// the docking conditions hold — the same hex, speed and heading, no
// evasive maneuvers by either (Docking) — and come apart in the Activity
// phase when one fails.
func TestRule_Docking_DockedShipsComeApart(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Gun", "0,0", "N", 1}, place{1, "C", "Gun", "0,-9", "S", 0})
	s.mut(0).dockWith, s.mut(0).dockTurns = 1, 2
	if s.docked(1) != 0 {
		t.Fatal("not docked")
	}
	kept := s.docking(nil)
	if s.docked(0) != 1 || len(kept) != 0 {
		t.Fatalf("they came apart: %s", eventsText(kept))
	}
	for _, c := range []struct {
		name string
		set  func(*ship)
	}{
		{"evasive", func(sh *ship) { sh.evasive = 1 }},
		{"speed", func(sh *ship) { sh.speed = 2 }},
		{"heading", func(sh *ship) { sh.heading = hex.Direction(1) }},
	} {
		n := s.clone()
		c.set(n.mut(1))
		ev := n.docking(nil)
		if n.docked(0) != NoShip || !strings.Contains(eventsText(ev), "come apart") {
			t.Errorf("%s: still docked: %s", c.name, eventsText(ev))
		}
	}
}

// TestScenario_StartDocked_Room: a scenario's ships that start docked meet
// the room a docking in play needs (Docking: "there isn't room on the
// fighter for both destroyers"): one ship may start docked with any other,
// a Lance with a Kestrel; two Lances (261 each) together larger than the
// Kestrel (123) may not; two Wasps (54 each) beside a Lance may. Before,
// the scenario's check looked at hex, heading and speed only.
func TestScenario_StartDocked_Room(t *testing.T) {
	doc := func(host string, dockers ...string) string {
		s := "game: sscs\nname: x\ntitle: X\nsides:\n  - {name: A, ships: [{name: h, design: " + host + ", at: '0,0', heading: N, speed: 2}]}\n  - {name: B, ships: ["
		for i, d := range dockers {
			if i > 0 {
				s += ", "
			}
			s += "{name: d" + string(rune('1'+i)) + ", design: " + d + ", at: '0,0', heading: N, speed: 2, docked: h}"
		}
		return s + "]}\n"
	}
	for _, c := range []struct {
		host    string
		dockers []string
		ok      bool
	}{
		{"Kestrel", []string{"Lance"}, true},
		{"Kestrel", []string{"Lance", "Lance"}, false},
		{"Lance", []string{"Wasp", "Wasp"}, true},
		{"Bastion", []string{"Lance", "Lance"}, true},  // 261 + 261 = 522 ≤ 580
		{"Bastion", []string{"Lance", "Aerie"}, false}, // 261 + 481 = 742 > 580
	} {
		_, err := (Game{}).DecodeScenario([]byte(doc(c.host, c.dockers...)))
		want := c.ok
		switch {
		case want && err != nil:
			t.Errorf("%s with %v: %v, want accepted", c.host, c.dockers, err)
		case !want && (err == nil || !strings.Contains(err.Error(), "no room")):
			t.Errorf("%s with %v: %v, want 'no room'", c.host, c.dockers, err)
		}
	}
}

// TestRule_Docking_StasisDoesNotPartThem (rules 6): a ship held in stasis
// "cannot be effected by anything" and does not move, so docked ships
// held together stay docked (rules 1-5 parted them in the Activity phase
// as soon as one was held); nothing reaches the held ship meanwhile — no
// boarding is declared on it, and boarders declared before the stasis do
// not gain entry; a docking not yet complete does not go on with a held
// ship, and a partner left free that flies off parts as ever.
func TestRule_Docking_StasisDoesNotPartThem(t *testing.T) {
	s := docked(t)
	decl, _ := apply(t, s, Board{By: 0, Ship: 0, Target: 1})
	for _, n := range []*State{s.clone(), decl.clone()} {
		n.mut(1).heldUntil = n.turn
		ev := n.docking(nil)
		if n.docked(0) != 1 || len(ev) != 0 {
			t.Fatalf("held docked ships came apart: %s", eventsText(ev))
		}
		ev = n.boarding(ev)
		if n.ships[0].dBoard == 1 && !strings.Contains(eventsText(ev), "cannot gain entry to the B: it is in stasis") {
			t.Fatalf("boarders entered a ship in stasis: %s", eventsText(ev))
		}
		for q := range n.squads {
			if n.squads[q].host == 1 && n.squads[q].side == 0 {
				t.Fatal("a boarding unit is aboard the held ship")
			}
		}
	}
	h := s.clone()
	h.mut(1).heldUntil = h.turn
	refuse(t, h, Board{By: 0, Ship: 0, Target: 1}, "in stasis")
	// A partner left free that flies off parts from the held ship.
	h.mut(0).pos = at("0,-1")
	if ev := h.docking(nil); h.docked(0) != NoShip || !strings.Contains(eventsText(ev), "not in the same hex") {
		t.Fatalf("still docked: %s", eventsText(ev))
	}
	// A docking under way does not go on with a held ship.
	w := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Gun", "0,0", "N", 1})
	w.mut(0).dDock, w.mut(0).dockWith, w.mut(0).dockTurns = 1, 1, 1
	w.mut(1).heldUntil = w.turn
	if ev := w.docking(nil); w.ships[0].dockWith != NoShip || !strings.Contains(eventsText(ev), "in stasis") {
		t.Fatalf("docked with a held ship: %s", eventsText(ev))
	}
}

// TestRule_Docking_WithAShipItWillMeet: docking completes in the Activity
// phase "if all conditions met", so the two ships need not share a hex
// when it is declared: a ship may declare docking with one it means to
// meet during the movement, and the turn at whose end they first stand
// together, at one speed and heading, is the first of the two (the
// project's reading). Legal offers it, where the two could end this turn's
// move together (dockable), with an enemy its troops may board or a
// friendly carrier with a free bay for it; with any ship only in its own
// hex (before, only there).
func TestRule_Docking_WithAShipItWillMeet(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,3", "N", 2}, place{0, "B", "Gun", "0,0", "N", 2}, place{1, "C", "Gun", "0,-1", "S", 2},
		place{1, "D", "Gun", "0,-20", "S", 0})
	offered := func(n *State, in Dock) bool {
		for _, l := range n.Legal(in.By) {
			if l == in {
				return true
			}
		}
		return false
	}
	// A (speed 2, 9 MP, marines aboard) may meet C, 4 hexes off coming
	// head on at 2, in 0,1, turning about there (3 hexsides at 2 MP each);
	// not D (23 hexes off); B, a friend without a hangar, is offered only
	// in A's hex.
	for _, c := range []struct {
		in   Dock
		want bool
	}{{Dock{By: 0, Ship: 0, With: 2}, true}, {Dock{By: 0, Ship: 0, With: 3}, false}, {Dock{By: 0, Ship: 0, With: 1}, false}} {
		if offered(s, c.in) != c.want {
			t.Errorf("%+v offered: %v, want %v", c.in, !c.want, c.want)
		}
	}
	h := s.clone()
	h.mut(0).pos = at("0,0")
	if !offered(h, Dock{By: 0, Ship: 0, With: 1}) {
		t.Error("docking with a friend in the hex is not offered")
	}
	// A Dart 5 hexes ahead of a Nest with a free bay is offered to land:
	// both may fly 3 and end in 0,-3 heading N, the Dart turning back
	// (6 hexsides at 2 MP each, 12 of the 13 its change of speed leaves).
	l := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 0}, place{0, "F", "Dart", "0,-5", "S", 0}, place{1, "E", "Gun", "0,-30", "S", 0})
	f := l.mustShip(t, "F")
	l.mut(l.aboard(0, "Dart")[0]).status = stScrap // a free bay
	if !offered(l, Dock{By: 0, Ship: f, With: 0}) {
		t.Error("landing in a carrier within reach is not offered")
	}
	n := s
	for k := 0; k < 2; k++ {
		n, _ = apply(t, n, Dock{By: 0, Ship: 0, With: 1})
		n.mut(0).pos = n.ships[1].pos // they meet in this turn's movement
		ev := n.docking(nil)
		if k == 0 && !strings.Contains(eventsText(ev), "one more turn") {
			t.Fatalf("the turn they meet does not count: %s", eventsText(ev))
		}
		n.beginTurn()
	}
	if n.docked(0) != 1 {
		t.Fatalf("not docked: %+v", n.ships[0])
	}
	// Apart at the Activity phase, the declared docking does not begin.
	m, _ := apply(t, s, Dock{By: 0, Ship: 0, With: 1})
	if ev := m.docking(nil); m.ships[0].dockWith != NoShip || !strings.Contains(eventsText(ev), "not in the same hex") {
		t.Fatalf("docking begun apart: %s", eventsText(ev))
	}
}

// TestRule_Launching_FreeInTheActivityPhase: a craft declared to launch
// stays aboard through the Movement phase — it neither moves that turn
// nor is it out before its carrier has moved — and is free in the
// Activity phase, in the carrier's hex with the heading and speed the
// carrier ended with.
func TestRule_Launching_FreeInTheActivityPhase(t *testing.T) {
	s := battle(t, nil, place{0, "Nest", "Nest", "0,0", "N", 2}, place{1, "B", "Gun", "0,-30", "S", 0})
	dart, b := s.mustShip(t, "Nest Dart 1"), s.mustShip(t, "B")
	s, _ = apply(t, s, Launch{By: 0, Craft: dart})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	if next := s.NextMovers(); len(next) != 1 || next[0] != 0 {
		t.Fatalf("next %v", next)
	}
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "1R1"})
	if s.ships[dart].status != stAboard {
		t.Fatal("out before the Activity phase")
	}
	s, _ = apply(t, s, Done{By: 0, Ship: 0})
	s, _ = apply(t, s, Move{By: 1, Ship: b, Plot: "0"})
	s, _ = apply(t, s, Done{By: 1, Ship: b})
	d := s.ships[dart]
	if s.turn != 2 || d.status != stActive || d.pos != at("1,-2") || d.heading != hex.NE || d.speed != 2 {
		t.Fatalf("turn %d: the Dart at %v heading %v speed %d (status %d)", s.turn, d.pos, d.heading, d.speed, d.status)
	}
}

// TestRule_Docking_PartedBeforeBoardersCross: the Activity phase checks
// docking before it resolves boarding, so a ship that declares boarding
// and then maneuvers evasively ("No Evasive Manuevers by either party")
// has parted from its target by the time its boarders would cross: none
// does, and its side reads why its boarding came to nothing.
func TestRule_Docking_PartedBeforeBoardersCross(t *testing.T) {
	s := dockedPair(t, "Gun", "Target", 1)
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 0, Ship: 0, Target: 1}}, plots: map[string]string{"A": "1E1"}, late: []int{6, 6, 6, 6}})
	if n.docked(0) != NoShip || !strings.Contains(text, "come apart") || strings.Contains(text, "gain entry") {
		t.Fatalf("%s", text)
	}
	if !strings.Contains(text, "the A's boarding of the B is called off: it is no longer docked with the B") {
		t.Fatalf("the called-off boarding is not logged:\n%s", text)
	}
	for _, q := range n.Squads() {
		if q.Side == 0 && q.Host != 0 {
			t.Fatalf("%s %d crossed to ship %d", q.Name, q.ID, q.Host)
		}
	}
}

// TestRule_Docking_TwoTurnsRunning: the two turns of docking are two
// turns in a row of every condition. A turn in which the partner flies
// an evasive maneuver does not count (its factors last until the
// Activity phase), and a turn in which the speeds differ starts the count
// again: docked at the end of the second clean turn, not sooner.
func TestRule_Docking_TwoTurnsRunning(t *testing.T) {
	dock := []engine.Intent{Dock{By: 0, Ship: 0, With: 1}}
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{0, "B", "Gun", "0,0", "N", 1}, place{1, "C", "Gun", "0,-40", "S", 0})
	n, _ := playTurn(t, s, turnPlan{decl: dock, plots: map[string]string{"B": "1E1"}})
	n, _ = playTurn(t, n, turnPlan{decl: dock})
	if n.docked(0) != NoShip {
		t.Fatal("docked after one clean turn (the first was evasive)")
	}
	n, text := playTurn(t, n, turnPlan{decl: dock})
	if n.docked(0) != 1 {
		t.Fatalf("not docked after two clean turns: %s", text)
	}
	// One clean turn, one at two speeds, then two clean turns again.
	n, _ = playTurn(t, s, turnPlan{decl: dock})
	n, _ = playTurn(t, n, turnPlan{decl: append([]engine.Intent{Speed{By: 0, Ship: 1, Speed: 2}}, dock...)})
	n, _ = playTurn(t, n, turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 0, Speed: 3}}}) // A catches up: 0,-5 both
	n, _ = playTurn(t, n, turnPlan{decl: append([]engine.Intent{Speed{By: 0, Ship: 0, Speed: 2}}, dock...)})
	if n.ships[0].pos != n.ships[1].pos || n.docked(0) != NoShip {
		t.Fatalf("at %v and %v, docked with %d: the count did not start again", n.ships[0].pos, n.ships[1].pos, n.docked(0))
	}
	n, text = playTurn(t, n, turnPlan{decl: dock})
	if n.docked(0) != 1 {
		t.Fatalf("not docked: %s", text)
	}
}

// TestRule_Ramming_DockedPartnerAtANewSpeed: docked ships flying on
// together close at 0, but a rammer that declares a new speed closes at
// the difference: 4 − 2 = 2, 5 × 2 = 10 damage to each, and the two part.
func TestRule_Ramming_DockedPartnerAtANewSpeed(t *testing.T) {
	s := dockedPair(t, "Gun", "Target", 2, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 0, Speed: 4}, Ram{By: 0, Ship: 0, Target: 1}}, faces: []int{1, 10}})
	if !strings.Contains(text, "closing speed of 2: 10 damage") || n.docked(0) != NoShip {
		t.Fatalf("%s", text)
	}
}

// TestRule_Docking_OneDeclarationForBothTurns: docking is declared when
// it is done (Order of Play) and needs the two ships together "for 2
// turns" (Docking); one declaration carries the docking through both,
// declared again it changes nothing, and taken back (clear) in the second
// turn it comes to nothing. Rules 1-6 wanted it declared in each turn.
func TestRule_Docking_OneDeclarationForBothTurns(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{0, "B", "Gun", "0,0", "N", 1}, place{1, "C", "Gun", "0,-40", "S", 0})
	dock := []engine.Intent{Dock{By: 0, Ship: 0, With: 1}}
	n, text := playTurn(t, s, turnPlan{decl: dock})
	if n.docked(0) != NoShip || !strings.Contains(text, "one more turn") {
		t.Fatalf("docked after one turn: %s", text)
	}
	if n.ships[0].dDock != 1 {
		t.Fatalf("the docking under way is not declared in the second turn: %+v", n.ships[0])
	}
	once, text := playTurn(t, n, turnPlan{})
	if once.docked(0) != 1 {
		t.Fatalf("not docked after two turns with one declaration: %s", text)
	}
	again, _ := playTurn(t, n, turnPlan{decl: dock})
	if again.docked(0) != 1 || again.Hash() != once.Hash() {
		t.Fatal("declared again, the docking differs")
	}
	off, _ := playTurn(t, n, turnPlan{decl: []engine.Intent{Clear{By: 0, Ship: 0}}})
	if off.docked(0) != NoShip || off.ships[0].dockWith != NoShip {
		t.Fatal("taken back, the docking still completed or goes on")
	}
	// Docked, the declaration is spent: the next turn declares nothing.
	if once.ships[0].dDock != NoShip {
		t.Fatalf("a completed docking is declared again: %+v", once.ships[0])
	}
	// A docking that fails (B flies off) ends; it is not carried on.
	apart, text := playTurn(t, n, turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 1, Speed: 2}}})
	if apart.ships[0].dockWith != NoShip || apart.ships[0].dDock != NoShip || !strings.Contains(text, "cannot dock") {
		t.Fatalf("a failed docking goes on: %s", text)
	}
}

// TestRule_Docking_TakeBackIsOffered: Clear is among the declarations
// Legal lists for a ship that has declared something this turn — the
// docking that goes on into its second turn first of all, which nothing
// else withdraws — and for no other ship. Before, Legal never listed it,
// so the screen's "c take back" (and the help's "clear takes it back")
// offered nothing: found playing the boarding scenario at 80x24.
func TestRule_Docking_TakeBackIsOffered(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{0, "B", "Gun", "0,0", "N", 1}, place{1, "C", "Gun", "0,-40", "S", 0})
	clears := func(st *State) []ShipID {
		var out []ShipID
		for _, in := range st.Legal(0) {
			if c, ok := in.(Clear); ok {
				out = append(out, c.Ship)
			}
		}
		return out
	}
	if c := clears(s); len(c) != 0 {
		t.Fatalf("a take-back offered before any declaration: %v", c)
	}
	n, _ := playTurn(t, s, turnPlan{decl: []engine.Intent{Dock{By: 0, Ship: 0, With: 1}}})
	if c := clears(n); len(c) != 1 || c[0] != 0 {
		t.Fatalf("the docking under way cannot be taken back: %v", c)
	}
	if err := n.Check(Clear{By: 0, Ship: 0}); err != nil {
		t.Fatal(err)
	}
	for _, in := range n.Legal(1) {
		if _, ok := in.(Clear); ok {
			t.Fatalf("the other side may take back: %v", in)
		}
	}
}

// hostOfSize is a Host design (a beam and storage) whose total size is
// exactly size, found by its maneuver and number of storage blocks (the
// engine, a tenth of the subtotal a maneuver point, rounded down, skips
// some sizes at each maneuver); ok is false when none lands on it.
func hostOfSize(t *testing.T, size int) (design.Design, bool) {
	t.Helper()
	for m := 1; m <= 3; m++ {
		for qty := 1; qty <= design.MaxQty; qty++ {
			d := design.Design{Name: "Host", Maneuver: m, Weapons: []design.Weapon{
				{Name: "Pea", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Defensive},
			}, Aux: []design.Aux{{Kind: design.Storage, Qty: qty}}}
			dv, err := design.Derive(d, nil)
			if err != nil {
				t.Fatal(err)
			}
			if dv.TotalSize == size && dv.Err() == nil {
				return d, true
			}
			if dv.TotalSize > size {
				break
			}
		}
	}
	return design.Design{}, false
}

// TestRule_Docking_RoomAtExactlyItsSize (the thirtieth audit, on
// boundaries): a second ship may dock with a ship only if it and the one
// already docked are not larger together than that ship (own measure of
// the rulebook's two destroyers finding no room on one fighter). Two Darts
// together exactly the Host's size both dock; with a Host one smaller
// there is no room for the second; one larger has room to spare.
func TestRule_Docking_RoomAtExactlyItsSize(t *testing.T) {
	dv, err := design.Derive(testDesigns()[2], nil)
	if err != nil || dv.Design.Name != "Dart" {
		t.Fatalf("%v %v", dv, err)
	}
	two := 2 * dv.TotalSize
	for _, c := range []struct {
		size int
		room bool
	}{{two - 1, false}, {two, true}, {two + 1, true}} {
		host, ok := hostOfSize(t, c.size)
		if !ok {
			t.Fatalf("no Host of size %d", c.size)
		}
		f := ScenarioFile{Name: "test", Title: "Test", Designs: append(testDesigns(), host), Sides: []SideFile{
			{Name: "Red", Ships: []ShipFile{{Name: "H", Design: "Host", At: "0,0", Heading: "N", Speed: 1}}},
			{Name: "Blue", Ships: []ShipFile{
				{Name: "D1", Design: "Dart", At: "0,0", Heading: "N", Speed: 1, Docked: "H"},
				{Name: "D2", Design: "Dart", At: "0,0", Heading: "N", Speed: 1},
			}},
		}}
		// A scenario that starts both Darts docked with it is held to the
		// same measure.
		both := f
		both.Sides = []SideFile{f.Sides[0], {Name: "Blue", Ships: append([]ShipFile(nil), f.Sides[1].Ships...)}}
		both.Sides[1].Ships[1].Docked = "H"
		if _, err := testScenario(both); c.room != (err == nil) || err != nil && !strings.Contains(err.Error(), "no room") {
			t.Errorf("Host of size %d, two Darts of %d docked from the start: %v", c.size, two, err)
		}
		s := stateOf(t, f)
		h, d1, d2 := s.mustShip(t, "H"), s.mustShip(t, "D1"), s.mustShip(t, "D2")
		if s.docked(d1) != h || s.cls(h).dv.TotalSize != c.size {
			t.Fatalf("size %d: D1 docked with %d, Host size %d", c.size, s.docked(d1), s.cls(h).dv.TotalSize)
		}
		err := s.checkDock(Dock{By: 1, Ship: d2, With: h})
		switch {
		case c.room && err != nil:
			t.Errorf("Host of size %d, two Darts of %d: %v", c.size, two, err)
		case !c.room && (err == nil || !strings.Contains(err.Error(), "no room")):
			t.Errorf("Host of size %d, two Darts of %d: %v, want no room", c.size, two, err)
		}
	}
}
