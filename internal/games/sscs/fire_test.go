package sscs

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestRule_Shields_PassedByMissilesAntimissilesRailguns: shields "protect
// against all but Missiles, Antimissiles, and Railguns"; beams, cannons,
// torpedoes and projectors are stopped. A railgun hit goes straight to the
// armor and leaves the shield pool whole.
func TestRule_Shields_PassedByMissilesAntimissilesRailguns(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-3", "S", 0})
	want := []bool{false, true, true, true, false, false} // Six, Rail, Missile, AM, Side, Big
	for m, w := range want {
		mt := s.cls(0).mounts[m]
		if got := mt.ignoresShields; got != w {
			t.Errorf("%s passes shields: %v, want %v", mt.name, got, w)
		}
	}
	// The Rail (Range 6) at the Target 3 hexes off with ECM 4: 12 to hit.
	n, ev := apply(t, s.fireStep(0, 6, 6, 6, 6, 6, 6), Fire{By: 0, Ship: 0, Weapon: 1, From: 0, Target: 1})
	if r := ev[0].Roll; r.Need != 12 || !r.Success {
		t.Fatalf("%s", eventsText(ev))
	}
	if n.ships[1].shieldLeft != 3 || n.ships[1].armor != 0 {
		t.Fatalf("railgun: shields %d armor %d: %s", n.ships[1].shieldLeft, n.ships[1].armor, eventsText(ev))
	}
}

// TestRule_Missiles_EffectiveRangeAndWarhead: a missile rolls its Drive or
// less on a d10, adding one for each hex of *effective* range (the
// target's ECM counts) beyond its Range; its warhead passes the shields.
func TestRule_Missiles_EffectiveRangeAndWarhead(t *testing.T) {
	salvoAt := func(faces ...int) (*State, []engine.Event) {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-2", "S", 0})
		n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(faces...)
		return apply(t, n, Dodge{By: 1})
	}
	// Real 2 × ECM 4 = 8, Range 6: 2 beyond. Dodge 10 fails; 3 + 2 = 5
	// hits (Drive 5); warhead 4: armor 2, 2 penetrate (chart 4 and 4).
	n, ev := salvoAt(10, 3, 4, 4, 4)
	text := eventsText(ev)
	if r := ev[1].Roll; r == nil || r.Total != 5 || !r.Success || r.Mods[0].Value != 2 {
		t.Fatalf("%s", text)
	}
	if n.ships[1].shieldLeft != 3 || n.ships[1].armor != 0 || !strings.Contains(text, "; 2 penetrate") {
		t.Fatalf("the warhead: shields %d armor %d: %s", n.ships[1].shieldLeft, n.ships[1].armor, text)
	}
	// 4 + 2 = 6 misses.
	if _, ev = salvoAt(10, 4); ev[1].Roll.Success {
		t.Fatalf("%s", eventsText(ev))
	}
}

// TestRule_HittingMissiles_DesignatedAmmoIsSpent: "You must declare which
// ones (how many) are actually firing. All the ammo designated is marked
// as used": a weapon named to shoot at a salvo fires (its round is spent,
// and it is used for the turn) even when the weapons before it have
// already destroyed every missile; one chance per weapon.
func TestRule_HittingMissiles_DesignatedAmmoIsSpent(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-4", "S", 0})
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	refuse(t, n, ShootDown{By: 1, Weapons: []int{1, 1}}, "named twice")
	// The Beam (Range 4) at 4 / 2 × 3 = 6: 8 hits; the AM was named too.
	n.dice = engine.NewDice(1).Force(2, 2, 2, 2)
	n2, ev := apply(t, n, ShootDown{By: 1, Weapons: []int{1, 0}})
	if strings.Count(eventsText(ev), ": hit") != 1 || strings.Contains(eventsText(ev), "warhead") {
		t.Fatalf("%s", eventsText(ev))
	}
	if y := n2.ships[1].sys[0]; y.shots != 9 || !y.used {
		t.Fatalf("the antimissile named to fire: %d rounds, used %v: %s", y.shots, y.used, eventsText(ev))
	}
	if n2.mountWorks(1, 1) || n2.mountWorks(1, 0) {
		t.Fatal("a weapon that shot at missiles may fire again this turn")
	}
	if n2.phase != phFire || n2.firing != 0 {
		t.Fatalf("phase %d firing %d", n2.phase, n2.firing)
	}
}

// TestRule_HittingMissiles_ShotRange: the real range for a shot at a
// missile is half the launcher-to-target distance (rounded down, at least
// 1), tripled for any weapon but an antimissile.
func TestRule_HittingMissiles_ShotRange(t *testing.T) {
	cases := []struct{ dist, am, other int }{{1, 1, 3}, {2, 1, 3}, {3, 1, 3}, {4, 2, 6}, {5, 2, 6}, {9, 4, 12}}
	for _, c := range cases {
		if MissileShotRange(c.dist, true) != c.am || MissileShotRange(c.dist, false) != c.other {
			t.Errorf("distance %d: %d and %d, want %d and %d", c.dist, MissileShotRange(c.dist, true), MissileShotRange(c.dist, false), c.am, c.other)
		}
	}
}

// TestRule_RollingToHit_SameHex: at a distance of 0 the real range is 1
// (the project's own), and a target in the firer's own hex is in every
// arc.
func TestRule_RollingToHit_SameHex(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,0", "S", 0})
	n := s.fireStep(0)
	b, _ := n.EffectiveRange(0, 0, 0, 1, false)
	if b.Distance != 0 || b.Real != 1 || b.Effective != 1 {
		t.Fatalf("%+v", b)
	}
	s.dice = engine.NewDice(1)
	s.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil) // Drive 1: the primary Six bears forward only
	apply(t, s.fireStep(0, 1, 1, 1, 1, 1, 1), Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
}

// TestRule_Cloak_WithEvasiveNotECM: "Cloaks can be used with evasive
// manuever, but not with ECM": the evasive factor still counts under a
// cloak, the ECM does not.
func TestRule_Cloak_WithEvasiveNotECM(t *testing.T) {
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := project(t, s, 9, 0, hex.Hex{}, 0)
	n.mut(0).evasive = 2
	b, _ := n.fireStep(1).EffectiveRange(1, 0, 0, 0, false)
	// Real 4 × evasive 2 = 8, × cloak 3 = 24.
	if b.ECM != 0 || b.Evasive != 2 || b.Effective != 24 {
		t.Fatalf("%v", b)
	}
}

// TestRule_RollingToHit_OptionsTogether: the sentence's reading of the
// effective range with selective targeting, a cloak and dazzle at once,
// and the worked example's on the same shot.
func TestRule_RollingToHit_OptionsTogether(t *testing.T) {
	from, to := at("0,0"), at("0,-4")
	// Literal: real 4, × 3 selective = 12, × (1 + evasive 1) = 24, × cloak 2 = 48, + dazzle 4.
	if b := effectiveRange(from, to, true, 0, 1, 2, 4, EffLiteral); b.Effective != 52 || b.String() != "real range 4 × 3 selective = 12 × (1 + ECM 0 + evasive 1) × cloak 2 + dazzle 4 = 52" {
		t.Errorf("literal: %v", b)
	}
	// Example: one factor alone multiplies by 1: 12 × 1 × 2 + 4.
	if b := effectiveRange(from, to, true, 0, 1, 2, 4, EffExample); b.Effective != 28 {
		t.Errorf("example: %v", b)
	}
	// A cloaked ship uses no ECM, whichever the reading.
	s := battle(t, engine.Options{OptEffRange: EffLiteral}, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Target", "0,-4", "S", 0})
	s.mut(1).cloak = 2
	if b := s.effective(at("0,0"), 1, true); b.ECM != 0 || b.Effective != 4*3*1*2 {
		t.Errorf("cloaked target: %v", b)
	}
}

// TestRollingToHit_ExampleOdds: the worked example's shot (6d10 needing
// 30) hits with 42 907 of every 62 500 rolls; one hex more of effective
// range (31) hits less often, one less (29) more often.
func TestRollingToHit_ExampleOdds(t *testing.T) {
	c := HitChance(6, 30)
	if c.String() != "42907/62500" || c.Percent() != "68.6%" {
		t.Fatalf("6d10 ≥ 30: %s (%s)", c, c.Percent())
	}
	if HitChance(6, 31).PerMillion() >= c.PerMillion() || HitChance(6, 29).PerMillion() <= c.PerMillion() {
		t.Fatal("the odds do not fall with the effective range")
	}
}

// TestRule_Fire_OnceAWeaponSalvosToTheLimit: each weapon fires once a
// turn (own), but a magazine's limit is the missile size a ship may launch
// in a turn (Evaluate Design, recoil limit 1): it may launch a second
// salvo after the first while that limit allows. A ship that has moved
// ends its fire with done even when nothing is left to fire.
func TestRule_Fire_OnceAWeaponSalvosToTheLimit(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	if !s.cls(0).missileLimitOK(2 * s.cls(0).mounts[2].mSize8) {
		t.Fatalf("the Gun (size %d) may not launch two missiles a turn", s.cls(0).dv.TotalSize)
	}
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10)
	n, _ = apply(t, n, Dodge{By: 1})
	n, _ = apply(t, n, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(10, 10)
	n, _ = apply(t, n, Dodge{By: 1})
	if n.ships[0].sys[2].shots != 2 {
		t.Fatalf("%d missiles left", n.ships[0].sys[2].shots)
	}
	n.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1)
	n, _ = apply(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	refuse(t, n, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}, "fired this turn")
	// With every weapon out of action the fire step is still there, to end.
	e := s.clone()
	for m := range e.cls(0).mounts {
		*e.point(0, m, 0) |= ptDown
	}
	f := e.fireStep(0)
	if !f.hasFireStep(0) || len(f.Legal(0)) != 1 {
		t.Fatalf("Legal %v", f.Legal(0))
	}
	if _, ok := f.Legal(0)[0].(Done); !ok {
		t.Fatalf("Legal %v", f.Legal(0))
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

// TestRule_Movement6_WeaponsFireFromOneHex (rules 7): "they may elect to
// fire weapons from some hex that was in their flight path" — the ship
// picks one hex of its path, and all its weapons (salvos and projectors
// too) fire from it; its first shot picks it. Rules 1-6 let each weapon
// fire from a hex of its own. A turn in the chosen hex leaves both poses
// there open; a weapon fired at a missile before the ship moved picks
// nothing, nor does a projector working on the ship itself (a cloak),
// which is bound to the hex once it is picked; the next turn the choice
// is free again.
func TestRule_Movement6_WeaponsFireFromOneHex(t *testing.T) {
	moved := func() *State {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-9", "S", 0})
		s, _ = apply(t, s, Seal{By: 0})
		s, _ = apply(t, s, Seal{By: 1})
		s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "3R"}) // poses 0,0 · 0,-1 · 0,-2 · 0,-3 N · 0,-3 NE
		if s.phase != phFire || len(s.ships[0].path) != 5 {
			t.Fatalf("phase %d path %v", s.phase, s.ships[0].path)
		}
		return s.withDice(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	}
	if got := moved().FirePoses(0); !slices.Equal(got, []int{0, 1, 2, 3, 4}) {
		t.Errorf("before a shot FirePoses gives %v", got)
	}
	// The first shot from a hex halfway: the others from that hex only.
	s, _ := apply(t, moved(), Fire{By: 0, Ship: 0, Weapon: 0, From: 1, Target: 1})
	if got := s.FirePoses(0); !slices.Equal(got, []int{1}) {
		t.Errorf("after a shot from pose 1 FirePoses gives %v", got)
	}
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 3, Target: 1}, "one hex of its flight path")
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 3, Target: 1}, "(@1) this turn") // the poses named as typed
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 3, Target: 1}, "(@3) (Movement 6)")
	refuse(t, s, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1}, "Movement 6")
	apply(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 1, Target: 1})
	for _, in := range s.Legal(0) {
		switch x := in.(type) {
		case Fire:
			if x.From != 1 {
				t.Errorf("Legal lists %v", x)
			}
		case Salvo:
			if x.From != 1 {
				t.Errorf("Legal lists %v", x)
			}
		}
	}
	// The first shot from the end hex: the hexes before it are closed,
	// both poses of the end hex (before and after the turn) open.
	s, _ = apply(t, moved(), Fire{By: 0, Ship: 0, Weapon: 0, From: 3, Target: 1})
	if got := s.FirePoses(0); !slices.Equal(got, []int{3, 4}) {
		t.Errorf("after a shot from the end hex FirePoses gives %v", got)
	}
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 2, Target: 1}, "Movement 6")
	apply(t, s, Fire{By: 0, Ship: 0, Weapon: 1, From: 4, Target: 1})
	// A salvo picks the hex as a shot does.
	s, _ = apply(t, moved(), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 2, Target: 1})
	s, _ = apply(t, s.withDice(10, 10), Dodge{By: 1})
	refuse(t, s, Fire{By: 0, Ship: 0, Weapon: 0, From: 3, Target: 1}, "Movement 6")
	apply(t, s, Fire{By: 0, Ship: 0, Weapon: 0, From: 2, Target: 1})
	// The B shoots at a missile with its Six before it moves: when it
	// moves, its own first shot still picks the hex.
	b := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 3}, place{1, "B", "Gun", "0,-9", "S", 2})
	b, _ = apply(t, b, Seal{By: 0})
	b, _ = apply(t, b, Seal{By: 1})
	b, _ = apply(t, b, Move{By: 0, Ship: 0, Plot: "3"})
	b, _ = apply(t, b, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 3, Target: 1})
	b, _ = apply(t, b.withDice(10, 10), ShootDown{By: 1, Weapons: []int{0}})
	b, _ = apply(t, b, Done{By: 0, Ship: 0})
	b, _ = apply(t, b, Move{By: 1, Ship: 1, Plot: "2"})
	b, _ = apply(t, b.withDice(1, 1, 1, 1, 1, 1), Fire{By: 1, Ship: 1, Weapon: 1, From: 0, Target: 0})
	refuse(t, b, Fire{By: 1, Ship: 1, Weapon: 4, From: 2, Target: 0}, "Movement 6")
	// A cloak is raised from no hex in particular: it picks none.
	w := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 3}, place{1, "B", "Gun", "0,-6", "S", 0})
	w, _ = apply(t, w, Seal{By: 0})
	w, _ = apply(t, w, Seal{By: 1})
	w, _ = apply(t, w, Move{By: 0, Ship: 0, Plot: "3"})
	w, _ = apply(t, w, Project{By: 0, Ship: 0, Weapon: 9, From: 3, Target: 0})
	w, _ = apply(t, w.withDice(10, 10, 10, 10), Project{By: 0, Ship: 0, Weapon: 3, From: 1, Target: 1})
	refuse(t, w, Project{By: 0, Ship: 0, Weapon: 6, From: 3, Target: 0}, "Movement 6")
	apply(t, w, Project{By: 0, Ship: 0, Weapon: 6, From: 1, Target: 0})
	// The next turn the choice is free again.
	b.beginTurn()
	if b.ships[1].fireFrom != 0 || b.firedHere(1) {
		t.Fatalf("fireFrom %d", b.ships[1].fireFrom)
	}
}

// TestRule_AvoidingMissiles_TheDriveLeft: a dodge is "your drive or less on
// a d10" — the Drive the ship has now: a Gun down to Drive 2 fails with a
// 3, which its full Drive 3 would dodge. A ship with no Drive left needs 0
// or less, which no d10 rolls: its 1 is still a miss, and the line says
// why (it read "needs 1 or less" beside that failing 1).
func TestRule_AvoidingMissiles_TheDriveLeft(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	s.dice = engine.NewDice(1)
	s.damage(1, hit{dmg: 1, aim: AimDrive, what: "test"}, nil)
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(3, 10)
	if _, ev := apply(t, n, Dodge{By: 1}); !strings.Contains(eventsText(ev), "needs 2 or less: still coming") {
		t.Fatalf("%s", eventsText(ev))
	}
	s.damage(1, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	n, _ = apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
	n.dice = engine.NewDice(1).Force(1, 10)
	_, ev := apply(t, n, Dodge{By: 1})
	if text := eventsText(ev); ev[0].Roll == nil || ev[0].Roll.Success || ev[0].Roll.Need != 0 ||
		!strings.Contains(text, "B dodges missile 1: 1d10 [1]: still coming (its Drive 0 or less: with no Drive left it cannot dodge)") {
		t.Fatalf("Drive 0: %s", text)
	}
}

// TestRule_Missiles_CloakDazzleAndImages: a missile's roll counts the
// target's effective range beyond the missile's Range, with every factor
// of "Increasing the Effective Range". A cloak multiplies and leaves out
// the ECM ("not with ECM"): the cloaked Wizard (ECM 2, cloak 3) at 2
// hexes is at 2 × 3 = 6, within the Range 6, so a 5 hits (with its ECM it
// would be 12 and miss). A dazzling Wizard adds 4 × 2 to its own (2 × 2 +
// 8 = 12: +6 on the die), and 2 to a friend within 2 hexes (2 × 1 + 2 =
// 4). A missile sent at one of the Wizard's images that hits it dissolves
// the image and harms nothing.
func TestRule_Missiles_CloakDazzleAndImages(t *testing.T) {
	salvo := func(s *State, target ShipID, contact int, faces ...int) string {
		n, ev := apply(t, s.fireStep(0, faces...), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: target, Contact: contact})
		_, ev2 := apply(t, n, Dodge{By: 1})
		return eventsText(ev) + eventsText(ev2)
	}
	s := battle(t, nil, place{0, "G", "Gun", "0,0", "N", 0}, place{1, "W", "Wizard", "0,-2", "S", 0}, place{1, "H", "Gun", "1,-2", "S", 0})
	c := s.clone()
	c.mut(1).cloak = 3
	if text := salvo(c, 1, 0, 10, 5, 1, 1); !strings.Contains(text, "real range 2 × cloak 3 = 6") || !strings.Contains(text, "[5], needs 5 or less: hit") {
		t.Errorf("cloak: %s", text)
	}
	d := s.clone()
	d.mut(1).dazzle = 2
	if text := salvo(d, 1, 0, 10, 5); !strings.Contains(text, "+ dazzle 8 = 12") || !strings.Contains(text, "+6 hexes beyond its range = 11") {
		t.Errorf("dazzler: %s", text)
	}
	if text := salvo(d, 2, 0, 10, 5, 1, 1); !strings.Contains(text, "+ dazzle 2 = 4") || !strings.Contains(text, "hit") {
		t.Errorf("near the dazzler: %s", text)
	}
	m := s.clone()
	m.mut(1).images, m.mut(1).decoy = 2, 0
	hp := m.Ships()[1].HitPoints
	n, ev := apply(t, m.fireStep(0, 10, 1, 1, 1), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: 1, Contact: 1})
	n, ev2 := apply(t, n, Dodge{By: 1})
	if n.ships[1].images != 1 || n.Ships()[1].HitPoints != hp {
		t.Errorf("image: %d images, %d of %d hit points: %s%s", n.ships[1].images, n.Ships()[1].HitPoints, hp, eventsText(ev), eventsText(ev2))
	}
}

// TestRule_Stasis_NoShotOrSalvoAtAHeldShip: a ship held in stasis
// "cannot be effected by anything": neither a shot nor a salvo may be
// aimed at it.
func TestRule_Stasis_NoShotOrSalvoAtAHeldShip(t *testing.T) {
	s := battle(t, nil, place{0, "G", "Gun", "0,0", "N", 0}, place{1, "W", "Wizard", "0,-2", "S", 0})
	s.mut(1).heldUntil = s.turn + 1
	f := s.fireStep(0, 10, 10, 10, 10, 10, 10)
	refuse(t, f, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, Target: 1}, "nothing can affect it")
	refuse(t, f, Fire{By: 0, Ship: 0, Weapon: 0, Target: 1}, "nothing can affect it")
}

// TestRule_Missiles_AtExactlyItsRange (seventeenth audit, the census): a
// missile adds 1 to its d10 "for each hex (of effective range) the target
// is beyond Missile range" — at exactly its Range nothing is added, one hex
// more adds 1 — and it hits on its Drive "or less", a roll equal to the
// Drive included. The Gun's missile has Range 6 and Drive 5; the target Gun
// has ECM 1, which leaves the real range as it is.
func TestRule_Missiles_AtExactlyItsRange(t *testing.T) {
	salvoAt := func(where string, faces ...int) *engine.Roll {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", where, "S", 0})
		n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 0, Target: 1})
		n.dice = engine.NewDice(1).Force(faces...)
		_, ev := apply(t, n, Dodge{By: 1})
		if len(ev) < 2 || ev[1].Roll == nil {
			t.Fatalf("at %s: %s", where, eventsText(ev))
		}
		return ev[1].Roll
	}
	// Effective range 6 = Range 6: no modifier; a 5 (= Drive 5) hits.
	if r := salvoAt("0,-6", 10, 5); len(r.Mods) != 0 || r.Total != 5 || !r.Success {
		t.Fatalf("at its Range: %+v", r)
	}
	// Effective range 7: one beyond; a 5 comes to 6 and misses, a 4 to 5 hits.
	if r := salvoAt("0,-7", 10, 5); len(r.Mods) != 1 || r.Mods[0].Value != 1 || r.Total != 6 || r.Success {
		t.Fatalf("one beyond, a 5: %+v", r)
	}
	if r := salvoAt("0,-7", 10, 4); r.Total != 5 || !r.Success {
		t.Fatalf("one beyond, a 4: %+v", r)
	}
	// Effective range 5, one short of its Range: nothing is taken off
	// (the rulebook adds for hexes beyond and never subtracts for hexes
	// short), so a 6 still misses a Drive of 5 (the thirtieth audit).
	if r := salvoAt("0,-5", 10, 6); len(r.Mods) != 0 || r.Total != 6 || r.Success {
		t.Fatalf("one short of its Range, a 6: %+v", r)
	}
}

// TestRule_DetermineArc_TheDriveAtTheShot: the arcs follow the Drive the
// firer has when it fires: a Gun at Drive 3 fires its primary beam into a
// side arc; two Drive points lost, at Drive 1, the same shot is refused.
func TestRule_DetermineArc_TheDriveAtTheShot(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "3,-3", "S", 0})
	f := s.fireStep(0, 1, 1, 1, 1, 1, 1)
	if _, _, err := f.Apply(Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}); err != nil {
		t.Fatalf("Drive 3, a side target: %v", err)
	}
	g := s.clone()
	g.dice = engine.NewDice(1)
	g.damage(0, hit{dmg: 2, aim: AimDrive, what: "test"}, nil)
	if g.drive(0) != 1 {
		t.Fatalf("drive %d", g.drive(0))
	}
	g = g.fireStep(0, 1, 1, 1, 1, 1, 1)
	if _, _, err := g.Apply(Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1}); err == nil {
		t.Fatalf("Drive 1 primary fires into a side arc")
	}
}

// TestRule_HittingMissiles_FiredForTheTurn, through the intents: the
// Target's antimissile, named to shoot at a salvo before the Target moved,
// has fired for the turn — its own fire step refuses it — and fires again
// in the next turn.
func TestRule_HittingMissiles_FiredForTheTurn(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Target", "0,-6", "S", 0})
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	s.dice = engine.NewDice(1).Force(10, 10, 10, 10, 10, 10)
	s, _ = apply(t, s, Salvo{By: 0, Ship: 0, Weapon: 2, Count: 1, From: 2, Target: 1})
	s, _ = apply(t, s, ShootDown{By: 1, Weapons: []int{0}})
	s, _ = apply(t, s, Done{By: 0, Ship: 0})
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "0"})
	refuse(t, s, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0}, "fired this turn")
	s, _ = apply(t, s, Done{By: 1, Ship: 1})
	if s.turn != 2 {
		t.Fatalf("turn %d", s.turn)
	}
	s, _ = apply(t, s, Seal{By: 0})
	s, _ = apply(t, s, Seal{By: 1})
	s, _ = apply(t, s, Move{By: 0, Ship: 0, Plot: "2"})
	s, _ = apply(t, s, Done{By: 0, Ship: 0})
	s, _ = apply(t, s, Move{By: 1, Ship: 1, Plot: "0"})
	s.dice = engine.NewDice(1).Force(10, 10)
	apply(t, s, Fire{By: 1, Ship: 1, Weapon: 0, From: 0, Target: 0})
}

// TestRule_Movement6_MayHoldFire: once it has moved a ship "may elect to
// fire weapons" — or fire none. Ending its fire step at once rolls
// nothing and spends nothing: its weapons stay unused, and may still shoot
// at a salvo a slower ship launches at it later in the turn. And the
// weapons it does fire are aimed each at a target of the player's choice:
// two beams at two enemy ships in one fire step (the twenty-sixth audit,
// on the choices the rulebook gives).
func TestRule_Movement6_MayHoldFire(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0}, place{1, "C", "Gun", "1,-4", "S", 0})
	f := s.fireStep(0)
	n, ev := apply(t, f, Done{By: 0, Ship: 0})
	for _, e := range ev {
		if e.Roll != nil {
			t.Fatalf("holding fire rolled: %s", eventsText(ev))
		}
	}
	for m, y := range n.ships[0].sys[:len(n.cls(0).mounts)] {
		if y.used || y.shots != f.ships[0].sys[m].shots {
			t.Fatalf("weapon %d after holding fire: used %v, %d shots (was %d)", m, y.used, y.shots, f.ships[0].sys[m].shots)
		}
	}
	// B fires later in the turn: a missile at A, which its beam shoots at.
	b, _ := apply(t, n.fireStep(1), Salvo{By: 1, Ship: 1, Weapon: 2, Count: 1, From: 0, Target: 0})
	offered := false
	for _, in := range b.Legal(0) {
		if x, ok := in.(ShootDown); ok && len(x.Weapons) == 1 && x.Weapons[0] == 0 {
			offered = true
		}
	}
	if !offered {
		t.Fatalf("the held beam cannot shoot at the missile: %v", b.Legal(0))
	}
	b.dice = engine.NewDice(1).Force(10, 10, 10, 10, 10, 10)
	if b2, _ := apply(t, b, ShootDown{By: 0, Weapons: []int{0}}); !b2.ships[0].sys[0].used {
		t.Fatal("the beam that shot at the missile is not used")
	}
	// Split fire: the Six at B, the Side beam at C, in one fire step.
	f.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	g, _ := apply(t, f, Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
	if _, err := g.check(Fire{By: 0, Ship: 0, Weapon: 4, From: 0, Target: 2}); err != nil {
		t.Fatalf("the second weapon at another target: %v", err)
	}
}

// TestRule_HittingMissiles_AnyWeaponsDeclared: "You must declare which
// ones (how many) are actually firing": any choice of the weapons that may
// shoot, not only the few answers Legal lists (every weapon, the
// antimissiles, each alone) — here the two beams, leaving the railgun,
// the antimissile and the cannon for the turn. Each named weapon fires
// and is used; the others are not.
func TestRule_HittingMissiles_AnyWeaponsDeclared(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	n, _ := apply(t, s.fireStep(0), Salvo{By: 0, Ship: 0, Weapon: 2, Count: 2, From: 0, Target: 1})
	two := ShootDown{By: 1, Weapons: []int{0, 4}}
	for _, in := range n.Legal(1) {
		if x, ok := in.(ShootDown); ok && len(x.Weapons) == 2 {
			t.Fatalf("Legal lists an answer of two weapons (%v): the test proves nothing", x)
		}
	}
	// Both beams hit at 2 × 3 = 6 (the Six's 6d10 roll 6, the Side's 4d10
	// 8); no missile is left to roll.
	n.dice = engine.NewDice(1).Force(1, 1, 1, 1, 1, 1, 2, 2, 2, 2)
	n2, ev := apply(t, n, two)
	if text := eventsText(ev); strings.Count(text, "one missile shot down") != 2 || strings.Contains(text, "missile at the B") {
		t.Fatalf("%s", text)
	}
	for m, want := range map[int]bool{0: true, 4: true, 1: false, 3: false, 5: false} {
		if n2.ships[1].sys[m].used != want {
			t.Errorf("weapon %d used %v, want %v", m, n2.ships[1].sys[m].used, want)
		}
	}
}

// TestRule_DetermineArc_AHexOnTheEdgeIsInBoth (the thirtieth audit, on
// boundaries): the arcs are the Silent Death cones (own geometry), and a
// hex on the line between two cones lies in both. A Gun heading N at Drive
// 1 fires its primary beam forward only: at 0,-2 (dead ahead) and at 1,-2
// (on the edge of the forward cone and the starboard one) it fires; at
// 2,-2 (starboard only) it does not. At Drive 2 the same beam covers the
// forward and side arcs but not the rear: at 2,0 (starboard quarter) and
// 1,1 (on the edge of that quarter and the rear cone) it fires; at 0,2
// (dead astern) it does not. All three hexes of each row are 2 away, so
// only the arc differs.
func TestRule_DetermineArc_AHexOnTheEdgeIsInBoth(t *testing.T) {
	for _, c := range []struct {
		drive int
		at    string
		fires bool
	}{
		{1, "0,-2", true}, {1, "1,-2", true}, {1, "2,-2", false},
		{2, "2,0", true}, {2, "1,1", true}, {2, "0,2", false},
	} {
		s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", c.at, "S", 0})
		s.dice = engine.NewDice(1)
		s.damage(0, hit{dmg: 3 - c.drive, aim: AimDrive, what: "test"}, nil)
		if s.drive(0) != c.drive {
			t.Fatalf("Drive %d, want %d", s.drive(0), c.drive)
		}
		if d := hex.Distance(at("0,0"), at(c.at)); d != 2 {
			t.Fatalf("%s is %d away", c.at, d)
		}
		err := s.fireStep(0, 1, 1, 1, 1, 1, 1).checkFire(Fire{By: 0, Ship: 0, Weapon: 0, From: 0, Target: 1})
		switch {
		case c.fires && err != nil:
			t.Errorf("Drive %d, target at %s (%v): %v", c.drive, c.at, hex.SilentDeathCones(hex.Hex{}, hex.N, at(c.at)), err)
		case !c.fires && (err == nil || !strings.Contains(err.Error(), "Determine Arc")):
			t.Errorf("Drive %d, target at %s (%v): %v, want refused by Determine Arc", c.drive, c.at, hex.SilentDeathCones(hex.Hex{}, hex.N, at(c.at)), err)
		}
	}
}

// TestRule_IncreasingTheEffectiveRange_NoneOneOrTwoFactors (the thirtieth
// audit): where the factors (ECM levels and evasive MP) start to count.
// Under the worked example's reading (real × their number, at least real)
// none and one leave the real range as it is and two double it; under the
// sentence's (real × (1 + their number)) one already doubles it. A cloak
// of 1 multiplies by 1, and selective fire triples the real range first.
func TestRule_IncreasingTheEffectiveRange_NoneOneOrTwoFactors(t *testing.T) {
	from, to := hex.Hex{}, hex.Hex{Q: 0, R: -5}
	for _, c := range []struct {
		ecm, evasive     int
		example, literal int
	}{
		{0, 0, 5, 5}, {1, 0, 5, 10}, {0, 1, 5, 10}, {1, 1, 10, 15}, {0, 2, 10, 15}, {4, 2, 30, 35},
	} {
		if b := effectiveRange(from, to, false, c.ecm, c.evasive, 0, 0, EffExample); b.Effective != c.example {
			t.Errorf("example reading, ECM %d evasive %d at 5: %d, want %d", c.ecm, c.evasive, b.Effective, c.example)
		}
		if b := effectiveRange(from, to, false, c.ecm, c.evasive, 0, 0, EffLiteral); b.Effective != c.literal {
			t.Errorf("literal reading, ECM %d evasive %d at 5: %d, want %d", c.ecm, c.evasive, b.Effective, c.literal)
		}
	}
	if b := effectiveRange(from, to, false, 0, 2, 1, 0, EffExample); b.Effective != 10 {
		t.Errorf("a cloak of 1: %v", b)
	}
	if b := effectiveRange(from, to, true, 0, 1, 0, 0, EffExample); b.Effective != 15 {
		t.Errorf("selective fire with one factor: %v", b)
	}
}

// TestRule_RollingToHit_TheDiceEnds (the thirtieth audit): "equal to or
// greater than" the effective range, at both ends of what n d10 can roll.
// A need of n or less is certain (each die rolls at least 1), n + 1 is
// not; 10n needs every die a 10, 10n + 1 is out of reach. And a roll one
// above the need hits as the roll at the need does (the worked example's
// 29 and 30 are held by TestRollingToHit_EffectiveRangeExample).
func TestRule_RollingToHit_TheDiceEnds(t *testing.T) {
	for _, c := range []struct {
		n, need  int
		num, den int64
	}{
		{3, 2, 1000, 1000}, {3, 3, 1000, 1000}, {3, 4, 999, 1000},
		{3, 29, 4, 1000}, {3, 30, 1, 1000}, {3, 31, 0, 1000},
		{1, 1, 10, 10}, {1, 10, 1, 10}, {1, 11, 0, 10},
	} {
		ch := HitChance(c.n, c.need)
		if ch.Num.Int64() != c.num || ch.Den.Int64() != c.den {
			t.Errorf("%dd10 ≥ %d: %s/%s, want %d/%d", c.n, c.need, ch.Num, ch.Den, c.num, c.den)
		}
	}
	_, ev := exampleShot(t, nil, 5, 5, 5, 5, 5, 6)
	if r := ev[0].Roll; r.Need != 30 || r.Total != 31 || !r.Success {
		t.Fatalf("31 against 30: %v", eventsText(ev))
	}
}

// TestRule_Missiles_NoMoreThanTheMissilesLeft (the thirtieth audit): a
// salvo launches from what the magazine holds (each missile is a round,
// spent when launched), so a Gun with 2 missiles left (and room for two a
// turn under the missile size per turn) launches 2 but not 3, and with 1
// left, 1 but not 2.
func TestRule_Missiles_NoMoreThanTheMissilesLeft(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-4", "S", 0})
	for left, most := range map[int]int{2: 2, 1: 1} {
		f := s.fireStep(0)
		f.mutSys(0)[2].shots = left
		if err := f.checkSalvo(Salvo{By: 0, Ship: 0, Weapon: 2, Count: most, From: 0, Target: 1}); err != nil {
			t.Errorf("%d left, a salvo of %d: %v", left, most, err)
		}
		refuse(t, f, Salvo{By: 0, Ship: 0, Weapon: 2, Count: most + 1, From: 0, Target: 1}, "it cannot launch")
	}
}
