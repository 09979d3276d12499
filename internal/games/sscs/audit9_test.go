package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The tenth audit: the rules of play (order of play, movement, fire,
// damage, damage control, docking, boarding, ramming, the end of the
// battle), places where a quick reading goes wrong.

// modesOffered lists the modes Legal offers boarding unit q.
func modesOffered(s *State, p engine.Player, q SquadID) []int {
	var out []int
	for _, in := range s.Legal(p) {
		if m, ok := in.(Mode); ok && m.Squad == q {
			out = append(out, m.Mode)
		}
	}
	return out
}

// TestRule_Boarding_ModeBeforeTheCombat: "Before the combat starts, the
// squad may designate the 'mode' they wish to be in. This cannot change
// until all the combats are resolved." Troops docked with an enemy are
// offered every other mode (none among them) before they board or are
// boarded — before, a unit was offered one only once an enemy was aboard
// with it and it had not fought, which never happens: boarders and
// defenders fight in the Activity phase the boarders gain entry. The mode
// is fixed from that round while an enemy is aboard, and free again once
// none is; the other side does not see it before the reveal.
func TestRule_Boarding_ModeBeforeTheCombat(t *testing.T) {
	s := docked(t)
	// Squads: 0 and 1 the Gun's marines, 2 the Target's commando.
	for _, c := range []struct {
		p engine.Player
		q SquadID
	}{{0, 0}, {0, 1}, {1, 2}} {
		if got := modesOffered(s, c.p, c.q); len(got) != 4 || got[0] != ModeEvasive {
			t.Errorf("unit %d is offered modes %v, want evasive, defensive, offensive and suicidal", c.q, got)
		}
	}
	n, _ := apply(t, s, Mode{By: 0, Squad: 0, Mode: ModeSuicidal})
	if got := modesOffered(n, 0, 0); len(got) != 4 || got[0] != ModeNone {
		t.Errorf("after suicidal, unit 0 is offered %v, want none, evasive, defensive, offensive", got)
	}
	if v := n.View(1).(*State); v.squads[0].mode != ModeNone {
		t.Errorf("Blue sees Red's unit 0 in mode %d before the reveal", v.squads[0].mode)
	}
	n, _ = apply(t, n, Board{By: 0, Ship: 0, Target: 1})
	// The marines gain entry; the commando and the two crew units all miss.
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	n.beginTurn()
	refuse(t, n, Mode{By: 0, Squad: 0, Mode: ModeNone}, "cannot change")
	if got := modesOffered(n, 0, 0); len(got) != 0 {
		t.Errorf("unit 0 fought and is offered modes %v", got)
	}
	// Every defender falls: the combat aboard the Target is resolved.
	for q := 2; q < len(n.squads); q++ {
		n.mutSquads()[q].alive = false
	}
	if n.modeLocked(0) {
		t.Fatal("no enemy is left aboard: unit 0's combat is resolved, its mode is free again")
	}
	apply(t, n, Mode{By: 0, Squad: 0, Mode: ModeEvasive})
}

// TestHidden_BoardingAssignmentsSealed: a unit's target is given in the
// Declaration phase and sealed with the declarations, a unit whose mode
// is fixed too (it fights on, and may be given another target each
// round): the other side's view showed that unit's new target before the
// reveal; its fixed mode is no secret and stays shown.
func TestHidden_BoardingAssignmentsSealed(t *testing.T) {
	s := docked(t)
	n, _ := apply(t, s, Mode{By: 0, Squad: 0, Mode: ModeOffensive})
	n, _ = apply(t, n, Board{By: 0, Ship: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(6, 6, 6)
	n.boarding(nil)
	n.beginTurn()
	// Squads 3 and 4 are the Target's crew units.
	n, _ = apply(t, n, Assign{By: 0, Squad: 0, Target: 4})
	v := n.View(1).(*State)
	if v.squads[0].target != -1 {
		t.Errorf("Blue sees Red's unit 0 assigned to unit %d before the reveal", v.squads[0].target)
	}
	if v.squads[0].mode != ModeOffensive {
		t.Errorf("Red's unit 0 has fought in offensive mode, fixed: Blue sees mode %d", v.squads[0].mode)
	}
	if own := n.View(0).(*State); own.squads[0].target != 4 {
		t.Errorf("Red's own view lost its assignment: %d", own.squads[0].target)
	}
}

// TestRule_AvoidingMissiles_ShootSomeDodgeTheRest: "You may either shoot
// them down, or dodge them": each missile is either shot at or dodged,
// not both — so a target with fewer weapons than missiles shoots at as
// many as it has weapons and may dodge the others (the specification's
// answer per missile; before, the whole salvo was shot at or dodged, and
// the missiles no weapon could reach came on undodged). The missile shot
// at and missed is not dodged.
func TestRule_AvoidingMissiles_ShootSomeDodgeTheRest(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1})
	offered := map[string]bool{}
	for _, in := range n.Legal(1) {
		offered[in.String()] = true
	}
	if !offered["shoot at the missiles with weapons 3 and dodge the rest"] || offered["shoot at the missiles with weapons 0,1,3,4,5 and dodge the rest"] {
		t.Errorf("offered: %v", offered)
	}
	refuse(t, n, ShootDown{By: 1, Weapons: []int{3, 0}, Dodge: true}, "none is left to dodge")
	// The antimissile (1d10 at 4 / 2 = 2) rolls a 1 and misses missile 1;
	// missile 2 is dodged on a 3 (Drive 3); missile 1 comes on, 5 ≤ its
	// Drive 5 hits, warhead 7.
	n.dice = engine.NewDice(1).Force(1, 3, 5, 7)
	n2, ev := apply(t, n, ShootDown{By: 1, Weapons: []int{3}, Dodge: true})
	text := eventsText(ev)
	if strings.Count(text, "dodges missile") != 1 || !strings.Contains(text, "dodges missile 2") || !strings.Contains(text, "dodged") ||
		strings.Count(text, "warhead") != 1 || !strings.Contains(text, "7 damage to the B") {
		t.Fatalf("%s", text)
	}
	if y := n2.ships[1].sys[3]; y.shots != 9 || !y.used {
		t.Errorf("the antimissile: %d rounds, used %v", y.shots, y.used)
	}
	// Without Dodge, as before: the missile no weapon shoots at comes on.
	n.dice = engine.NewDice(1).Force(1, 9, 5, 7)
	_, ev = apply(t, n, ShootDown{By: 1, Weapons: []int{3}})
	if text := eventsText(ev); strings.Contains(text, "dodges") || strings.Count(text, "missile at the B") != 2 {
		t.Fatalf("%s", text)
	}
}

// TestRule_Ramming_TargetInTheStartHex (rules 6): "During movement,
// ramming ship must roll…" — a target in the hex the rammer starts its
// move from (it ended its own move there, or they are docked) is met
// there, at the first hex of the flight path, as fire may be from that
// hex; before, only a hex the rammer entered counted, so it moved away
// and the declared ram came to nothing.
func TestRule_Ramming_TargetInTheStartHex(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	// A (speed 2) moves first. It rolls 1 (3 × Drive 3 = 9 or less), B
	// fails to avoid with a 10; A flies N at 2, B (not moved yet) S at 1:
	// closing speed 3, 15 damage to each.
	s.dice = engine.NewDice(1).Force(1, 10)
	n, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	if !strings.Contains(text, "A rams the B") || !strings.Contains(text, "closing speed of 3: 15 damage to each") {
		t.Fatalf("%s", text)
	}
	if n.ships[0].pos != at("0,-2") || !n.ships[0].rammed {
		t.Fatalf("A at %v, rammed %v", n.ships[0].pos, n.ships[0].rammed)
	}
	// It rams once: flying on through other hexes does not ram again.
	if strings.Count(text, "rams the B") != 1 {
		t.Fatalf("%s", text)
	}
}

// TestRule_Boarding_SeizedHangar (rules 6): boarders who win a combat
// have control of a component and "may cease its operation"; a hangar so
// held launches none of its craft (a launch declared before is not
// carried out) and takes none aboard, and its craft do not make the
// carrier capable of resistance. Before, the seized hangar worked on.
func TestRule_Boarding_SeizedHangar(t *testing.T) {
	s := battle(t, nil, place{0, "Nest", "Nest", "0,0", "N", 2}, place{1, "B", "Gun", "0,-15", "S", 0})
	dart := s.mustShip(t, "Nest Dart 1")
	hg := s.cls(0).hangars[0].sys
	declared, _ := apply(t, s, Launch{By: 0, Craft: dart})
	held := s.clone()
	held.mutSys(0)[hg].ctrl = true
	refuse(t, held, Launch{By: 0, Craft: dart}, "held by enemy boarders")
	// Seized after the launch was declared: the Dart stays aboard.
	declared.mutSys(0)[hg].ctrl = true
	ev := declared.launching(nil)
	if declared.ships[dart].status != stAboard || !strings.Contains(eventsText(ev), "enemy boarders hold the Nest's hangar") {
		t.Fatalf("%s", eventsText(ev))
	}
	// A Dart in flight docks alongside the carrier instead of landing.
	out, _ := apply(t, s, Launch{By: 0, Craft: dart})
	out.launching(nil)
	out.mutSys(0)[hg].ctrl = true
	if out.landing(dart, 0) {
		t.Fatal("a Dart lands in a hangar held by boarders")
	}
	// With its Pea held too, the Nest resists no more: its craft are
	// locked in.
	held.mutSys(0)[0].ctrl = true
	if held.capable(0) || held.capable(dart) {
		t.Fatalf("Nest capable %v, Dart aboard capable %v", held.capable(0), held.capable(dart))
	}
	held.mutSys(0)[hg].ctrl = false
	if !held.capable(0) {
		t.Fatal("the hangar working again, the Nest's craft make it capable")
	}
}

// TestRules5SavesStillRead: saves of rules 5 load and verify under rules
// 6 as far as they never met a correction. rules5-plain.json: A moves,
// fires at the B and the B moves; rules5-ram.json: A declared a ram on
// the B in its own hex and moved away, which rules 5 let come to nothing
// and rules 6 carries out: the replay stops at that fourth intent.
func TestRules5SavesStillRead(t *testing.T) {
	read := func(name string) (*engine.Session, error) { return restoreFixture(t, name, "sscs/5") }
	if sess, err := read("rules5-plain.json"); err != nil || sess.Len() != 7 {
		t.Fatalf("rules5-plain: %v", err)
	}
	_, err := read("rules5-ram.json")
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 4") {
		t.Fatalf("rules5-ram: %v", err)
	}
}
