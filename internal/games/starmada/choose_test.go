package starmada

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// eaOnAdmirable is the position of 4.2.1–4.2.3's example with Blue having
// fired already: Red's five guns score one hit, one penetration and a
// damage die that comes up with the code at face dmg.
func eaOnAdmirable(t *testing.T, dmg int) *State {
	t.Helper()
	s := duel(t, []ClassFile{gunboat("Five", 5, 9, 5, 1, 1, 1)}, "Five", "Admirable", 8)
	s.fired[1] = true
	s, _ = fireAt(t, s, 1, 3, 4, 6, 6, 5, dmg)
	return s
}

// 4.2.3: the defender picks which weapon of the named battery is lost.
// The Admirable's four blasters cover different arcs:
// at the end of the Combat Phase Blue chooses which one goes.
func TestRulebook_4_2_3_DefenderChoosesTheWeapon(t *testing.T) {
	s := eaOnAdmirable(t, 2)
	if s.phase != phChoose || s.Phase().Name != PhaseDamage || !s.Phase().Acting(1) || s.Phase().Acting(0) {
		t.Fatalf("phase %+v, want Blue choosing", s.Phase())
	}
	if d := s.ships[1]; d.engineBoxes()[0] != boxHit|boxFresh || d.owe[0] != 1 || count(d.weaponBoxes(0), isEmpty) != 4 {
		t.Fatalf("before the choice: engine %v, owe %v, blasters %v", d.engineBoxes(), d.owe, d.weaponBoxes(0))
	}
	legal := s.Legal(1)
	if len(legal) != 4 || s.Legal(0) != nil {
		t.Fatalf("Legal(Blue) = %v, Legal(Red) = %v", legal, s.Legal(0))
	}
	for k, in := range legal {
		if l := in.(Lose); l.Ship != "Defender" || l.System != "a" || l.Item != k {
			t.Fatalf("choice %d: %+v", k, l)
		}
	}
	side, what, left, ok := s.Choosing()
	if !ok || side != 1 || left != 1 || !strings.Contains(what, "(a) Blaster") {
		t.Fatalf("Choosing: %v %q %d %v", side, what, left, ok)
	}
	refuse(t, s, Lose{By: 0, Ship: "Defender", System: "a", Item: 1}, "not your turn")
	refuse(t, s, Lose{By: 1, Ship: "Defender", System: "b", Item: 1}, "must first choose which weapon of battery (a)")
	refuse(t, s, Lose{By: 1, Ship: "Defender", System: "a", Item: 9}, "no working weapon")
	if in, err := (Scripted{}).Choose(s.View(1), 1); err != nil || in.Kind() != KindLose {
		t.Fatalf("scripted: %v %v", in, err)
	}
	n, ev := apply(t, s, Lose{By: 1, Ship: "Defender", System: "a", Item: 1})
	if !strings.Contains(eventsText(ev), "Defender loses (a) Blasters 2, arcs AC") {
		t.Fatalf("events:\n%s", eventsText(ev))
	}
	d := n.ships[1]
	if want := []mark{boxEmpty, boxHit, boxEmpty, boxEmpty}; !equalMarks(d.weaponBoxes(0), want) || d.engineBoxes()[0] != boxHit {
		t.Fatalf("after the choice: blasters %v, engine %v", d.weaponBoxes(0), d.engineBoxes())
	}
	if n.phase != phOrders || n.turn != 2 {
		t.Fatalf("play did not go on: %+v", n.Phase())
	}
}

// 4.2.3 for special equipment: only items with a damage box can go (not
// the fighter bays), and the defender picks among them.
func TestRulebook_4_2_3_DefenderChoosesTheEquipment(t *testing.T) {
	s := eaOnAdmirable(t, 5) // Q
	legal := s.Legal(1)
	var kinds []string
	for _, in := range legal {
		l := in.(Lose)
		if l.System != SystemEquipment {
			t.Fatalf("%+v", l)
		}
		kinds = append(kinds, s.ships[1].class.Equipment[l.Item].Kind.Abbr())
	}
	if strings.Join(kinds, " ") != "AFB ECM" {
		t.Fatalf("choices %v", kinds)
	}
	// The scripted opponent gives up what is worth least; AFB and ECM tie
	// (110 %): the first.
	if in, _ := (Scripted{}).Choose(s.View(1), 1); in != legal[0] {
		t.Fatalf("scripted chose %v", in)
	}
	n, _ := apply(t, s, legal[1])
	if n.ships[1].hasEquip(ElectronicCountermeasures) || !n.ships[1].hasEquip(AntiFighterBatteries) {
		t.Fatal("ECM not lost")
	}
}

// A loss with one kind of candidate is taken at once: no Damage step.
func TestDamageStep_OneCandidateIsAutomatic(t *testing.T) {
	s := duel(t, []ClassFile{gunboat("Five", 5, 9, 5, 1, 1, 1)}, "Five", "Admirable", 8)
	s.fired[1] = true
	copy(s.ships[1].weaponBoxes(0), []mark{boxHit, boxEmpty, boxHit, boxHit})
	n, _ := fireAt(t, s, 1, 3, 4, 6, 6, 5, 2)
	if n.phase == phChoose || !equalMarks(n.ships[1].weaponBoxes(0), []mark{boxHit, boxHit, boxHit, boxHit}) {
		t.Fatalf("phase %s, blasters %v", n.Phase().Name, n.ships[1].weaponBoxes(0))
	}
}

// 5.2.1: the owner spreads the hits on a stack of flights over its
// flights as it likes.
func TestRulebook_5_2_1_OwnerDistributesFighterLosses(t *testing.T) {
	s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
	s.phase, s.chooser, s.picked = phFighters, 0, -1
	s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6},
		{id: flight("B/F1"), side: 1, pos: at("1510"), n: 6}, {id: flight("B/F2"), side: 1, pos: at("1510"), n: 3, moved: true}}
	s = s.withDice(5, 6, 2, 2, 3, 4) // two kills, no 1s
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1510")})
	if s.phase != phChoose || !s.Phase().Acting(1) {
		t.Fatalf("phase %+v", s.Phase())
	}
	if got := s.Legal(1); len(got) != 2 || got[0].(Lose).Craft != flight("B/F1") || got[1].(Lose).Craft != flight("B/F2") {
		t.Fatalf("Legal %v", got)
	}
	// The scripted owner takes the losses on the flight that has acted.
	if in, _ := (Scripted{}).Choose(s.View(1), 1); in.(Lose).Craft != flight("B/F2") {
		t.Fatalf("scripted chose %v", in)
	}
	s, _ = apply(t, s, Lose{By: 1, Craft: flight("B/F1")})
	if s.phase != phChoose { // 5 and 3 left, one more to take
		t.Fatalf("phase %s", s.Phase().Name)
	}
	s, _ = apply(t, s, Lose{By: 1, Craft: flight("B/F1")})
	if s.phase != phFighters || s.craft[1].n != 4 || s.craft[2].n != 3 || s.chooser != 1 {
		t.Fatalf("phase %s, craft %+v, chooser %d", s.Phase().Name, s.craft, s.chooser)
	}
	// Kills that take every fighter of the stack leave no choice.
	s.craft[1].n, s.craft[2].n = 1, 1
	s.craft[0].moved, s.chooser = false, 0
	s = s.withDice(5, 6, 2, 2, 3, 4)
	s, _ = apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1510")})
	if s.phase == phChoose || len(s.craft) != 1 {
		t.Fatalf("phase %s, craft %+v", s.Phase().Name, s.craft)
	}
}

// 5.2.1 with 5.1.2: in the Fighter Phase a flight that has still to act
// and one that has acted are not alike, though both have four fighters: a
// fighter taken from the first attacks no more this turn. So the owner of
// the stack chooses which loses the fighter, whichever comes first in the
// list (rules 7; rules 1-6 took it from the first at once). In the Combat
// Phase every flight has acted and the loss is taken at once.
func TestRule_5_2_1_ActedAndUnactedFlightsDiffer(t *testing.T) {
	for _, first := range []bool{true, false} {
		s := battle(t, "Red:A:Admirable:1505:S", "Blue:B:Admirable:1515:N")
		s.phase, s.chooser, s.picked = phFighters, 0, -1
		s.craft = []craft{{id: flight("A/F1"), side: 0, pos: at("1505"), n: 6},
			{id: flight("B/F1"), side: 1, pos: at("1510"), n: 4, moved: first}, {id: flight("B/F2"), side: 1, pos: at("1510"), n: 4, moved: !first}}
		s = s.withDice(5, 2, 2, 2, 2, 2) // one kill, no 1s
		n, ev := apply(t, s, Fly{By: 0, Craft: flight("A/F1"), Col: 15, Row: 10, Target: aim("fighters@1510")})
		if n.phase != phChoose || len(n.Legal(1)) != 2 {
			t.Fatalf("B/F1 acted %v: no choice between the flights (Legal %v)\n%s", first, n.Legal(1), eventsText(ev))
		}
		// The scripted owner gives up a fighter of the flight that acted.
		acted := flight("B/F1")
		if !first {
			acted = flight("B/F2")
		}
		if in, _ := (Scripted{}).Choose(n.View(1), 1); in.(Lose).Craft != acted {
			t.Fatalf("scripted chose %v", in)
		}
		n, _ = apply(t, n, Lose{By: 1, Craft: acted})
		if n.phase != phFighters || n.craft[n.craftIndex(acted)].n != 3 {
			t.Fatalf("phase %s, craft %+v", n.Phase().Name, n.craft)
		}
	}
	// The Combat Phase: two flights of four, the loss taken at once.
	cls := []ClassFile{gunboat("One", 1, 9, 2, 1, 1, 1), target("Hulk", 0)}
	s := duel(t, cls, "One", "Hulk", 12)
	h := hex.FromOffset(15, 4)
	s.craft = []craft{{id: flight("Defender/F1"), side: 1, pos: h, n: 4, moved: true}, {id: flight("Defender/F2"), side: 1, pos: h, n: 4}}
	s, _ = apply(t, s.withDice(5), Target{By: 0, Ship: "Attacker", Battery: "a", Target: FightersTarget(h)})
	n, ev := apply(t, s, Fire{By: 0})
	for k := 0; k < 5 && n.phase == phCombat; k++ {
		n, _ = apply(t, n, Fire{By: n.firing})
	}
	if n.phase == phChoose || n.craft[0].n+n.craft[1].n != 7 {
		t.Fatalf("phase %s, craft %+v\n%s", n.Phase().Name, n.craft, eventsText(ev))
	}
}

func TestLoseDecodes(t *testing.T) {
	for _, in := range []Lose{{By: 1, Ship: "Hive", System: "a", Item: 2}, {By: 0, Ship: "Hive", System: "Q"}, {By: 1, Craft: flight("Hive/F1")}} {
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Game{}.DecodeIntent(KindLose, data)
		if err != nil || back != engine.Intent(in) {
			t.Fatalf("%s → %v, %v", data, back, err)
		}
	}
}

func equalMarks(a, b []mark) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
