package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestRamTargetCannotAvoid: a rammed ship that coasts (its whole Drive
// lost, shut down or held) rolls nothing to avoid, as before, and the log
// now says why — the fifth play pass saw the Maw's ram on the powerless
// Bastion go from the rammer's roll to the collision with no word of the
// target's.
func TestRamTargetCannotAvoid(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.mut(1).empUntil = s.turn
	s.dice = engine.NewDice(1).Force(1)
	_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	text := eventsText(ev)
	if !strings.Contains(text, "the B cannot avoid the ram: shut down by an electromagnetic pulse") || strings.Contains(text, "avoids the ram") || !strings.Contains(text, "collide") {
		t.Fatalf("%s", text)
	}
}

// TestRefusalsNameTheRule: a refusal says what is wrong and which rule it
// breaks — a weapon fired twice (Weapons Use), a ship shut down by a pulse
// that tries to fire, change its speed or ram (Electromagnetic Pulse), and
// a weapon used this turn named to shoot at missiles.
func TestRefusalsNameTheRule(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})

	shut := s.clone()
	shut.mut(0).empUntil = shut.turn
	refuse(t, shut, Speed{By: 0, Ship: 0, Speed: 1}, "its speed stays 0 (Electromagnetic Pulse)")
	refuse(t, shut, Ram{By: 0, Ship: 0, Target: 1}, "(Ramming; Electromagnetic Pulse)")
	refuse(t, shut.fireStep(0), Fire{By: 0, Ship: 0, Weapon: 0, Target: 1}, "shut down by an electromagnetic pulse until the end of turn 1: it fires nothing (Electromagnetic Pulse)")

	f, _ := apply(t, s.fireStep(0, 1, 1, 1, 1, 1, 1), Fire{By: 0, Ship: 0, Weapon: 0, Target: 1})
	refuse(t, f, Fire{By: 0, Ship: 0, Weapon: 0, Target: 1}, "has fired this turn: each weapon is used once a turn (Weapons Use)")

	// Blue's Target, fired at by a salvo, names its beam twice over: the
	// second time it is used already.
	g := s.fireStep(1, 1)
	g, _ = apply(t, g, Fire{By: 1, Ship: 1, Weapon: 1, Target: 0})
	g.firing, g.phase = 0, phFire
	g.mut(0).path = []Pose{{g.ships[0].pos, g.ships[0].heading}}
	g, _ = apply(t, g, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: 1})
	refuse(t, g, ShootDown{By: 1, Weapons: []int{1}}, "cannot shoot at the missiles: the B's Beam has fired this turn: each weapon is used once a turn (Weapons Use)")
}

// TestRollsSayWhatTheyNeed: every roll's line says what it needed and why
// — the ram and its avoidance 3 × the Drive (Ramming), a dodge the Drive,
// a missile its own Drive with the effective range against its Range, a
// damage control roll a ship's 5 or 6, a boarding attack its table
// number (a 0, which the roll's "needs" leaves unsaid, as the face the
// die must show with the modifiers, the table's 0 in the result), and the
// hit chart its faces.
func TestRollsSayWhatTheyNeed(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,0", "S", 1})
	s, _ = apply(t, s, Ram{By: 0, Ship: 0, Target: 1})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s.dice = engine.NewDice(1).Force(1, 10)
	_, ev := apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	if text := eventsText(ev); !strings.Contains(text, "A rams the B: 1d10 [1], needs 9 or less: on course (3 × its Drive 3 or less: Ramming)") ||
		!strings.Contains(text, "B avoids the ram: 1d10 [10], needs 9 or less: struck (3 × its Drive 3 or less: Ramming)") ||
		!strings.Contains(text, "hit chart on the A (1 Drive, 2–3 weapons, 4–6 auxiliaries): 1d6 [") {
		t.Errorf("ram: %s", text)
	}

	m := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-2", "S", 0})
	m, _ = apply(t, m.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	m.dice = engine.NewDice(1).Force(10, 3, 4, 4, 4)
	_, ev = apply(t, m, Dodge{By: 1})
	if text := eventsText(ev); !strings.Contains(text, "still coming (its Drive 3 or less)") ||
		!strings.Contains(text, "needs 5 or less: hit (the missile's Drive 5 or less; effective range: real range 2 × (ECM 4 + evasive 0) = 8, its Range 6)") {
		t.Errorf("salvo: %s", text)
	}

	g := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	g.dice = engine.NewDice(1)
	g.damage(0, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	g, _ = apply(t, g, Repair{By: 0, Ship: 0, System: g.cls(0).driveSys})
	g.dice = engine.NewDice(1).Force(4)
	if text := eventsText(g.damageControl(nil)); !strings.Contains(text, "needs 5+: it cannot be brought online again without a repair (a ship needs a 5 or 6: Damage Control)") {
		t.Errorf("damage control: %s", text)
	}

	b := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{1, "B", "Wizard", "0,0", "N", 1})
	b.mut(1).mustered = true
	b.squads = append(b.mutSquads(),
		squad{side: 1, kind: 0, home: 1, host: 1, sys: -1, target: -1, alive: true},
		squad{side: 0, kind: 1, home: 0, host: 1, sys: b.cls(0).troops[0].sys, target: -1, alive: true})
	b.dice = engine.NewDice(1).Force(1, 6)
	if text := eventsText(b.boardingRound(1, nil)); !strings.Contains(text, "1d6 [1], needs 1 or less: destroyed (boarding table, Regular Crew unit attacking Marine Squad: 0, so the die and its modifiers must come to 0 or less; with −1 defending its own ship the die must show 1 or less)") {
		t.Errorf("boarding: %s", text)
	}
}

// TestSelectiveBreakdownSaysItOnce: an aimed shot at a ship with no ECM,
// evasive MP, cloak or dazzle is three times the real range and nothing
// more, and its breakdown says so once ("real range 1 × 3 selective =
// 3"); it read "real range 1 × 3 selective = 3 = 3" (found by the
// thirty-eighth audit in a replay). With a factor the steps stand as
// before.
func TestSelectiveBreakdownSaysItOnce(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Dart", "0,-1", "S", 0})
	b, _ := s.fireStep(0).EffectiveRange(0, 0, 0, 1, true)
	if got, want := b.String(), "real range 1 × 3 selective = 3"; got != want || b.Effective != 3 {
		t.Errorf("no factor: %q (effective %d), want %q", got, b.Effective, want)
	}
	_, ev := apply(t, s.fireStep(0, 1, 1, 1, 1, 1, 1), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1, Aim: AimDrive})
	if got := ev[0].String(); !strings.HasSuffix(got, "needs 3+: hit (real range 1 × 3 selective = 3)") {
		t.Errorf("the roll: %s", got)
	}
	s.mut(1).evasive = 2
	b, _ = s.fireStep(0).EffectiveRange(0, 0, 0, 1, true)
	if got, want := b.String(), "real range 1 × 3 selective = 3 × (ECM 0 + evasive 2) = 6"; got != want {
		t.Errorf("with evasive: %q, want %q", got, want)
	}
}
