package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// 6.0–8.0 Cannon Fire, Attack Dice and the skill table: the firing order,
// range, arcs, hitting and damaging, one test for each place a quick
// reading goes wrong, dice forced and named after the rulebook's section.

// TestRule_6_2_FiringOrder: gunners before pilots, higher Gnr first, with
// damage at once, so a craft destroyed by a faster gun never fires; equal
// Gnr fire together and both shots land.
func TestRule_6_2_FiringOrder(t *testing.T) {
	for _, tc := range []struct {
		redGnr, blueGnr int
		blueFires       bool
	}{{9, 8, false}, {8, 8, true}} {
		red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, tc.redGnr)}
		blue := []CraftFile{cf("pit-viper", "A", 10, 12, "N", 5, tc.blueGnr)}
		s := position(t, false, red, blue)
		s.crafts[1].hits = 22 // one box from the ✕
		s.crafts[0].hits = 22
		s.ph = phFireStart
		var e events
		s.advance(&e)
		s = force(s, 8, 8, 8, 8, 8, 8)
		for !s.outcome.Over && s.ph == phFire {
			p := s.Phase().Actors[0]
			var fire engine.Intent
			for _, l := range s.Legal(p) {
				if l.Kind() == KindFire {
					fire = l
				}
			}
			s, _ = apply(t, s, fire)
		}
		if got := s.crafts[0].state == outDestroyed; got != tc.blueFires {
			t.Fatalf("Gnr %d against %d: Red destroyed %v", tc.redGnr, tc.blueGnr, got)
		}
		if s.crafts[1].state != outDestroyed {
			t.Fatal("Blue survived")
		}
	}
}

// TestRule_7_1_EqualDVHits: a total equal to the DV hits ("equal to or
// exceeds"); one less misses.
func TestRule_7_1_EqualDVHits(t *testing.T) {
	// A Pit Viper (Gnr 4: 2D8+1D4) at mid range (5 hexes) of a Pit Viper.
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 4)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	for _, tc := range []struct {
		faces []int
		hit   bool
	}{{[]int{7, 4, 4}, true}, {[]int{7, 4, 3}, false}, {[]int{7, 5, 4}, true}} { // 15, 14, 16
		sh := force(s, tc.faces...).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if sh.hit != tc.hit {
			t.Fatalf("%v against DV 15: %s", tc.faces, sh.roll)
		}
	}
}

// TestRule_7_1_RangeModifiers: +1 in the short increment, −1 in the long,
// both to hit only; the last hex of each increment counts.
func TestRule_7_1_RangeModifiers(t *testing.T) {
	for _, tc := range []struct {
		w    Weapon
		d    int
		band RangeBand
	}{{PulseLaser, 3, ShortRange}, {PulseLaser, 4, MidRange}, {PulseLaser, 9, MidRange}, {PulseLaser, 10, LongRange}, {PulseLaser, 11, OutOfRange},
		{Splattergun, 2, ShortRange}, {Splattergun, 7, LongRange}, {Blatgun, 15, LongRange}, {Blatgun, 16, OutOfRange},
		{MeldLaser, 18, MidRange}, {MeldLaser, 20, LongRange}, {TurboLaser, 25, MidRange}, {TurboLaser, 30, LongRange}, {Impulsegun, 8, MidRange}, {Impulsegun, 9, LongRange}} {
		if b := Band(tc.w, tc.d, false); b != tc.band {
			t.Errorf("%s at %d: %v, want %v", weapons[tc.w].Name, tc.d, b, tc.band)
		}
	}
}

// TestRule_7_1_ImmobileKeepsLowerDV: Drive 0 caps the DV at 5 but never
// raises a lower one.
func TestRule_7_1_ImmobileKeepsLowerDV(t *testing.T) {
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].driveLoss = 10
	if s.dv(0) != 5 {
		t.Fatalf("DV %d at Drive 0", s.dv(0))
	}
	s.crafts[0].dvLoss = 7
	if s.dv(0) != 3 {
		t.Fatalf("DV %d: 10 − 7 is below 5 and stays", s.dv(0))
	}
}

// TestRule_7_2_DRStopsAll: damage no greater than the DR marks no box, and
// the extra-gun bonus is added before the DR comes off.
func TestRule_7_2_DRStopsAll(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 4)}, []CraftFile{cf("epping", "A", 10, 13, "N", 5, 5, 5, 5, 5)})
	sh := force(s, 8, 8, 4).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if !sh.hit || sh.dmg != 0 {
		t.Fatalf("%s → %s", sh.roll, sh.text)
	}
	var ev events
	s.land(&ev, sh)
	if s.crafts[1].hits != 0 {
		t.Fatalf("%d boxes marked", s.crafts[1].hits)
	}
}

// TestRule_7_2_WeaponBoxChooser: a w box is the defender's choice, a W box
// the attacker's; with one system left it goes at once.
func TestRule_7_2_WeaponBoxChooser(t *testing.T) {
	// The Night Hawk's track: w at box 7, W at box 17.
	for _, tc := range []struct {
		from    int16
		chooser engine.Player
	}{{6, 0}, {16, 1}} {
		s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].hits = tc.from
		var ev events
		s.damageCraft(&ev, 0, 1, 1)
		s.advance(&ev)
		if s.Phase().Name != PhaseChoose || !s.Phase().Acting(tc.chooser) {
			t.Fatalf("box %d: %v", tc.from+1, s.Phase())
		}
		s.crafts[0].lost = 1
		s.advance(&ev)
		if len(s.pending) != 0 || s.crafts[0].lost != 3 {
			t.Fatalf("one system left: pending %d lost %b", len(s.pending), s.crafts[0].lost)
		}
	}
}

// TestRule_6_1_TorpSpeedRestriction: for the target speed restrictions a
// torp counts as the MP it flies: 12, or with 10.6's variable speeds 18,
// 16 and 10 (the Meld Laser, Drive 12 at most, may then fire only at a
// Mk.50).
func TestRule_6_1_TorpSpeedRestriction(t *testing.T) {
	for _, tc := range []struct {
		speeds bool
		mark   Mark
		meld   bool
	}{{false, Mk10, true}, {true, Mk10, false}, {true, Mk20, false}, {true, Mk50, true}} {
		s := positionOpts(t, Options{TorpSpeeds: tc.speeds}, []CraftFile{cf("night-hawk", "A", 10, 20, "N", 7, 7)}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: tc.mark, pos: hex.FromOffset(10, 5), target: ref{refCraft, 0}})
		got := false
		s.cannonTargets(0, 1, func(r ref) { got = got || r == ref{refTorp, 1} })
		if got != tc.meld {
			t.Fatalf("speeds %v, %s: the Meld Laser may fire %v", tc.speeds, tc.mark, got)
		}
	}
}

// TestSecondHitOnAGoneCraftSaysWhy: fire is simultaneous, so a second hit
// of the same exchange may land on a craft already destroyed; the log says
// so rather than a bare "no effect" (the play-test).
func TestSecondHitOnAGoneCraftSaysWhy(t *testing.T) {
	s := newGame(t, "first-game", 1)
	var ev events
	s.crafts[0].state = outDestroyed
	if got := s.damageCraft(&ev, 0, 17, 1); got != "no effect: already destroyed" {
		t.Errorf("a destroyed craft: %q", got)
	}
	s.crafts[1].state = outExited
	if got := s.damageCraft(&ev, 1, 17, 0); got != "no effect: no longer on the map" {
		t.Errorf("a craft that left: %q", got)
	}
}

// TestRefusals_4_1_6_0_Fire: a lock-on is a launcher's, within 10 hexes;
// a salvo is 0 to 10 missiles of the launcher that locked on (4.1); a shot is refused with its reason: the crew
// member's firing step (6.2), a system he does not man, a launcher, a
// target beyond range or faster than the weapon tracks (6.1).
func TestRefusals_4_1_6_0_Fire(t *testing.T) {
	red := []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 8)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5), cf("thunder-bird", "B", 10, 24, "N", 5, 5), cf("thunder-bird", "C", 10, 2, "S", 5, 5)}
	s := position(t, false, red, blue)
	for s.crafts[3].Drive(false) > 8 { // C is slow enough for the Turbo Laser
		s.crafts[3].hits++
	}
	refused(t, s, LockOn{By: 0, Craft: 0, Mount: 0, Target: ref{refCraft, 1}}, "Turbo Laser is a cannon")
	refused(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 2}}, "14 hexes away; a lock-on reaches 10 (4.1)")
	s = force(s, 1)
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 1}})
	refused(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 11}, "0 to 10 missiles", "4.1")
	refused(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: -1}, "0 to 10 missiles")
	s, _ = apply(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 3})
	for s.ph == phTorpLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s = force(s, 1, 10)
	s, _ = apply(t, s, Initiative{By: 0})
	for s.ph == phMove {
		p := s.moverSide()
		for _, l := range s.Legal(engine.Player(p)) {
			if l.Kind() == KindStop {
				s, _ = apply(t, s, l)
				break
			}
		}
	}
	if s.FiringStep() != "Gunners Gnr 8" {
		t.Fatalf("step %q", s.FiringStep())
	}
	// 6.0: the gunner who fired the salvo still fires a cannon.
	if err := s.Check(Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}); err != nil {
		t.Fatalf("the gunner's Pulse Lasers after his salvo: %v", err)
	}
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 0, Mount: 0, Target: ref{refCraft, 1}}, "pilots of Gnr 5", "Gunners Gnr 8", "6.2")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 0, Target: ref{refCraft, 1}}, "does not man the Turbo Laser")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}}, "Missile/Torp Launch Phase")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 2}}, "14 hexes away", "beyond the range of the 6 Pulse Lasers (to 10)")
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 3, Mount: 1, Target: ref{refCraft, 1}}, "no crew member 3", "1 the gunner")
	s = force(s, 1, 1, 1) // a miss
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
	// The pilots' step of Gnr 5 (the Thunder Bird's pilot has a shot): the
	// Turbo Laser tracks Drive 8 or less (6.1).
	for s.ph == phFire && s.FiringStep() != "Pilots Gnr 5" {
		p := engine.Player(1)
		if len(s.Legal(0)) > 0 {
			p = 0
		}
		s, _ = apply(t, s, s.Legal(p)[len(s.Legal(p))-1])
	}
	refused(t, s, Fire{By: 0, Craft: 0, Crew: 0, Mount: 0, Target: ref{refCraft, 1}}, "Drive 8 or less", "6.1")
}

// TestRule_6_1_FireThroughCraft: intervening starcraft and torps do not
// block fire (6.1): a Pit Viper fires past a friend and an enemy torp at
// the Thunder Bird behind them.
func TestRule_6_1_FireThroughCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5), cf("pit-viper", "B", 10, 18, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 14, "S", 5, 5), cf("thunder-bird", "B", 10, 16, "S", 5, 5)}
	s := position(t, false, red, blue)
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 19), facing: hex.N, target: ref{refCraft, 1}})
	var got []ref
	s.cannonTargets(0, 0, func(r ref) { got = append(got, r) })
	want := map[ref]bool{{refCraft, 2}: true, {refCraft, 3}: true, {refTorp, 1}: true}
	if len(got) != 3 {
		t.Fatalf("targets %v", got)
	}
	for _, r := range got {
		if !want[r] {
			t.Fatalf("targets %v", got)
		}
	}
}

// TestRule_8_2_WoundedPilotSkills: a pilot wounded by a critical hit (the
// project's charts: Plt and Gnr −N, never below 1) uses his skills as they
// are now everywhere the rulebook reads them: the TTC and the ADB of 8.2,
// the side's best pilot for 5.1's initiative, the dodge of 4.2 and his
// place in 6.2's firing order.
func TestRule_8_2_WoundedPilotSkills(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 8, 9), cf("pit-viper", "B", 14, 10, "N", 7, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)}
	s := position(t, false, red, blue)
	s = force(s, 2) // the interceptor chart's 2: pilot wounded, −2
	var ev events
	s.critical(&ev, 0, 1)
	c := &s.crafts[0]
	if c.crew[0].Plt != 6 || c.crew[0].Gnr != 7 {
		t.Fatalf("wounded: Plt %d Gnr %d\n%s", c.crew[0].Plt, c.crew[0].Gnr, logText(ev.list))
	}
	v := s.Craft(0)
	if v.Crew[0].TTC != "1D6+3" || v.Crew[0].ADB != "1D8" || !strings.Contains(v.Mounts[0].ToHit, "1D8") {
		t.Fatalf("TTC %s, ADB %s, to hit %s", v.Crew[0].TTC, v.Crew[0].ADB, v.Mounts[0].ToHit)
	}
	if plt, _ := s.initiativePlt(0); plt != 7 {
		t.Fatalf("initiative Plt %d, want the other pilot's 7", plt)
	}
	s.step = 20 - 7
	if !s.stepOf(c, 0) {
		t.Fatal("the wounded pilot does not fire with the Gnr 7 pilots")
	}
	s.step = 20 - 9
	if s.stepOf(c, 0) {
		t.Fatal("the wounded pilot fires with his old Gnr 9")
	}
	// 4.2: 1D10 5 + Plt 6 − 1 torp = 10 dodges nothing (Plt 8 would have).
	s = arrive(s, ref{refCraft, 0}, c.pos, 1, Mk10)
	s = force(s, 5, 4)
	s.torpResults(&ev)
	if log := logText(ev.list); !strings.Contains(log, "Mk.10 hit") {
		t.Fatalf("the dodge used the old Plt\n%s", log)
	}
	// Never below 1.
	s.crafts[1].crew[0] = crewMember{Plt: 2, Gnr: 1}
	s = force(s, 2)
	s.critical(&ev, 1, 1)
	if m := s.crafts[1].crew[0]; m.Plt != 1 || m.Gnr != 1 {
		t.Fatalf("Plt %d Gnr %d", m.Plt, m.Gnr)
	}
}

// TestRule_6_2_KilledGunner: a gunner killed by a critical hit fires no
// more (his weapon systems are silent, his missile launcher locks on no
// more), while the craft stays in play: its pilot flies it, dodges and
// fires his own weapon system in his step.
func TestRule_6_2_KilledGunner(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 6, 9), cf("epping", "A", 10, 16, "N", 5, 6, 9, 8, 7)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 7, "S", 5, 5)}
	s := position(t, false, red, blue)
	s = force(s, 2, 2) // the heavy and gunboat charts' 2: a gunner killed
	var ev events
	s.critical(&ev, 0, 1)
	s.critical(&ev, 1, 1)
	if !s.crafts[0].crew[1].Dead || !s.crafts[1].crew[1].Dead || s.crafts[1].crew[2].Dead {
		t.Fatalf("crew %+v %+v\n%s", s.crafts[0].crew, s.crafts[1].crew, logText(ev.list))
	}
	if !s.crafts[0].alive() || s.inPlay(0) != 2 || !s.canDodge(0) {
		t.Fatal("a craft without its gunner is out of play")
	}
	s.ph = phLaunch
	live := false
	for _, x := range s.Legal(0) {
		if l, ok := x.(LockOn); ok && l.Craft == 1 {
			if s.crafts[1].mans[l.Mount] == 1 {
				t.Fatalf("the dead gunner's launcher locks on: %v", l)
			}
			live = true
		}
	}
	if !live {
		t.Fatalf("the living gunners' launchers lock on no more: %v", s.Legal(0))
	}
	for k := 0; k < s.crafts[0].typ.Crew; k++ {
		s.step = 10 - 9 // the dead gunner's step
		if k == 0 {
			s.step = 20 - 6
		}
		n := s.crewOptions(0, k, nil)
		if ready := s.crewReady(0, k); ready != (k == 0) || (k == 0 && n == 0) {
			t.Fatalf("crew %d: ready %v, %d shots", k, ready, n)
		}
	}
}

// TestRule_6_2_GunnersBeforeAnyPilot: every gunner fires before any pilot,
// whatever their Gnr, and his damage lands at once: a Gnr 1 gunner
// destroys a Gnr 10 pilot's fighter before the pilots' steps begin, so it
// never fires.
func TestRule_6_2_GunnersBeforeAnyPilot(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "S", 5, 5, 1)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 12, "N", 5, 10)}
	s := position(t, false, red, blue)
	s.crafts[1].hits = 22 // one box from the ✕
	s.ph = phFireStart
	var e events
	s.advance(&e)
	// The gunner's Pulse Laser (2D8+1D4) at 2 hexes: 8+8+4+1 short = 21
	// against DV 15, Low 4 − DR 1: 3 boxes.
	s = force(s, 8, 8, 4, 1, 1, 1, 1, 1, 1)
	var log strings.Builder
	for !s.outcome.Over && s.ph == phFire {
		p := s.Phase().Actors[0]
		var fire engine.Intent
		for _, l := range s.Legal(p) {
			if f, ok := l.(Fire); ok && fire == nil {
				if p == 0 && f.Crew != 1 {
					t.Fatalf("Red's pilot is asked before its Gnr 1 gunner: %v", f)
				}
				fire = l
			}
		}
		if fire == nil {
			break
		}
		var ev []engine.Event
		s, ev = apply(t, s, fire)
		log.WriteString(logText(ev))
	}
	if s.crafts[1].state != outDestroyed || s.crafts[0].hits != 0 || strings.Contains(log.String(), "Blue's Pit Viper A fires") {
		t.Fatalf("Blue %v, Red hits %d\n%s", s.crafts[1].state, s.crafts[0].hits, log.String())
	}
}

// TestRule_7_2_ExtraLaserGunsAddOne: a laser system adds +1 to hit and +1
// to the base hits for each gun beyond the first (a blast or ion system +2
// to the hits): the Thunder Bird's four Pulse Lasers, Low +3.
func TestRule_7_2_ExtraLaserGunsAddOne(t *testing.T) {
	s := position(t, false, []CraftFile{cf("thunder-bird", "A", 10, 10, "S", 5, 7)}, []CraftFile{cf("epping", "A", 10, 15, "N", 5, 5, 5, 5, 5)})
	at := func(faces ...int) shot {
		return force(s, faces...).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	}
	// 2+2+2 +3 guns = 9 against the Epping's DV 10 at mid range: a miss.
	if sh := at(2, 2, 2); sh.hit {
		t.Fatalf("%s hit", sh.roll)
	}
	// 2+2+3 +3 = 10 hits; Low 2+2 = 4, +3 = 7, − DR 5 = 2 boxes.
	if sh := at(2, 2, 3); !sh.hit || sh.dmg != 2 {
		t.Fatalf("%s → %s: %d", sh.roll, sh.text, sh.dmg)
	}
}

// TestRule_6_0_GunnerFiresMissilesAndCannon: a gunner who fired a salvo still
// fires his cannon in the Cannon Fire Phase of the same turn.
func TestRule_6_0_GunnerFiresMissilesAndCannon(t *testing.T) {
	s := position(t, false, []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 7, 9)}, []CraftFile{cf("thunder-bird", "A", 10, 15, "S", 5, 5)})
	s = force(s, 1)
	s, _ = apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 1}})
	for s.Phase().Name == PhaseLaunch {
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	s, _ = apply(t, s, Salvo{By: 0, Craft: 0, Mount: 2, N: 4})
	s = movePhase(t, s, 0)
	s = stopRest(t, s)
	for k := 0; k < 40 && s.ph == phFire; k++ {
		p := s.Phase().Actors[0]
		for _, l := range s.Legal(p) {
			if f, ok := l.(Fire); ok && f.Craft == 0 && f.Crew == 1 {
				return
			}
		}
		s, _ = apply(t, s, s.Legal(p)[len(s.Legal(p))-1])
	}
	t.Fatal("the gunner never got his cannon shot")
}

// TestRule_6_0_OneSystemAPhase: a pilot with two systems bearing fires one of
// them.
func TestRule_6_0_OneSystemAPhase(t *testing.T) {
	s := position(t, false, []CraftFile{cf("night-hawk", "A", 10, 20, "N", 7, 7)}, []CraftFile{cf("thunder-bird", "A", 10, 15, "N", 5, 5)})
	s.crafts[1].hits = 16
	s = fireStart(t, s)
	n := 0
	for _, l := range s.Legal(0) {
		if l.Kind() == KindFire {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d fire options", n)
	}
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Mount: 1, Target: ref{refCraft, 1}})
	if hasIntent(s, 0, kindIs(KindFire)) {
		t.Fatal("a second system")
	}
}

// TestRule_6_1_ArcBorders: the six 60° arcs meet on the hexes straight along
// the lines between hexsides, and those hexes are in both arcs; the neighbour
// across a hexside is in its one arc; the same holds turned with the craft.
func TestRule_6_1_ArcBorders(t *testing.T) {
	o := offHex(10, 15)
	step := func(ds ...hex.Direction) hex.Hex {
		h := o
		for _, d := range ds {
			h = hex.Neighbor(h, d)
		}
		return h
	}
	for _, tc := range []struct {
		h    hex.Hex
		in   string
		notI string
	}{
		{step(hex.N, hex.NE), "F FQR", "FQL RQR A RQL"},
		{step(hex.NE), "FQR", "F RQR"},
		{step(hex.NE, hex.SE), "FQR RQR", "F A"},
		{step(hex.S, hex.SE), "RQR A", "FQR RQL"},
		{step(hex.S, hex.S), "A", "RQR RQL"},
		{step(hex.N, hex.N, hex.NE), "F", "FQR FQL"},
		{step(hex.N, hex.NW), "F FQL", "FQR"},
		{step(hex.N, hex.NE, hex.N, hex.NE), "F FQR", "FQL"},
		{step(hex.N, hex.NE, hex.NE), "FQR", "F"},
		{step(hex.SE, hex.S, hex.SE, hex.S), "RQR A", "F FQR RQL"},
	} {
		for _, a := range strings.Fields(tc.in) {
			if !inArc(o, hex.N, arcs(a), tc.h) {
				t.Errorf("%v not in %s", tc.h, a)
			}
		}
		for _, a := range strings.Fields(tc.notI) {
			if inArc(o, hex.N, arcs(a), tc.h) {
				t.Errorf("%v in %s", tc.h, a)
			}
		}
		// The same hexes turned with the craft: facing SE, F is the old FQR... rotated by 2.
		r := hex.RotateAround(o, tc.h, 2)
		for _, a := range strings.Fields(tc.in) {
			if !inArc(o, hex.SE, arcs(a), r) {
				t.Errorf("facing SE: %v not in %s", r, a)
			}
		}
	}
}

// TestRule_6_1_RangeZeroNoTarget: a torp in the firer's own hex (range 0) lies
// in no range increment of 8.1 (cannons from 1 hex, missiles 1-10): no cannon
// may fire at it, and no launcher lock on it, a 360° one neither.
func TestRule_6_1_RangeZeroNoTarget(t *testing.T) {
	for _, f := range []CraftFile{cf("seraph", "A", 10, 20, "N", 7, 7, 7), cf("pharsii-ii", "A", 10, 20, "N", 7, 7, 7, 7)} {
		s := position(t, false, []CraftFile{f}, []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)})
		s.nextTorp++
		s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: s.crafts[0].pos, target: ref{refCraft, 0}})
		for m, mt := range s.crafts[0].typ.Mounts {
			if mt.Weapon == MissileLauncher {
				s.lockTargets(0, m, func(r ref) { t.Errorf("%s launcher %d locks on %v at range 0", f.Type, m, r) })
				continue
			}
			s.cannonTargets(0, m, func(r ref) { t.Errorf("%s mount %d fires at %v at range 0", f.Type, m, r) })
		}
	}
}

// TestRule_6_1_SpeedLimitsAtTheirEdge: a Blatgun fires at Drive 13 and not 14,
// a Turbo Laser at Drive 8 and not 9, the target's current Drive.
func TestRule_6_1_SpeedLimitsAtTheirEdge(t *testing.T) {
	for _, tc := range []struct {
		firer  CraftFile
		mount  int
		target string
		drive  int
		ok     bool
	}{
		{cf("sorensen-iii", "A", 10, 20, "N", 7, 7, 7), 1, "thunder-bird", 13, true},
		{cf("sorensen-iii", "A", 10, 20, "N", 7, 7, 7), 1, "teal-hawk", 14, false},
		{cf("seraph", "A", 10, 20, "N", 7, 7, 7), 0, "night-hawk", 8, true},
		{cf("seraph", "A", 10, 20, "N", 7, 7, 7), 0, "sorensen-iii", 9, false},
		// One below each line, and the Meld Laser's ≤12 at 11, 12 and 13.
		{cf("sorensen-iii", "A", 10, 20, "N", 7, 7, 7), 1, "thunder-bird", 12, true},
		{cf("seraph", "A", 10, 20, "N", 7, 7, 7), 0, "night-hawk", 7, true},
		{cf("night-hawk", "A", 10, 20, "N", 7, 7), 1, "thunder-bird", 11, true},
		{cf("night-hawk", "A", 10, 20, "N", 7, 7), 1, "thunder-bird", 12, true},
		{cf("night-hawk", "A", 10, 20, "N", 7, 7), 1, "thunder-bird", 13, false},
	} {
		tgt := cf(tc.target, "A", 10, 15, "N", 5, 5)
		if ct, _ := CraftByKey(tc.target); ct.Crew > 1 {
			tgt = cf(tc.target, "A", 10, 15, "N", 5, 5, 5)
		}
		s := position(t, false, []CraftFile{tc.firer}, []CraftFile{tgt})
		for s.crafts[1].Drive(false) > tc.drive {
			s.crafts[1].hits++
		}
		if d := s.crafts[1].Drive(false); d < tc.drive {
			// The track skips this Drive: a critical hit's loss reaches it.
			s.crafts[1].hits--
			s.crafts[1].driveLoss = int8(s.crafts[1].Drive(false) - tc.drive)
		}
		if s.crafts[1].Drive(false) != tc.drive {
			t.Fatalf("%s never at Drive %d", tc.target, tc.drive)
		}
		n := 0
		s.cannonTargets(0, tc.mount, func(ref) { n++ })
		if (n == 1) != tc.ok {
			t.Errorf("%s at Drive %d: %d targets", tc.target, tc.drive, n)
		}
	}
}

// TestRule_6_2_GunnerBeforePilotOfEqualGnr: a Gnr 8 gunner and a Gnr 8 pilot
// of opposing sides do not fire together: gunners come first, and the pilot
// destroyed by the gunner never fires.
func TestRule_6_2_GunnerBeforePilotOfEqualGnr(t *testing.T) {
	s := position(t, false, []CraftFile{cf("salamander", "A", 10, 20, "N", 5, 1, 8)}, []CraftFile{cf("pit-viper", "A", 10, 17, "S", 5, 8)})
	s.crafts[0].hits = int16(len(s.crafts[0].typ.Track) - 1)
	s.crafts[1].hits = 22
	s = fireStart(t, s)
	s = force(s, 8, 8, 8, 8, 8, 8)
	for k := 0; k < 50 && !s.outcome.Over && s.ph == phFire; k++ {
		p := s.Phase().Actors[0]
		var x engine.Intent
		for _, l := range s.Legal(p) {
			if f, ok := l.(Fire); ok && (f.Craft != 0 || f.Mount == 1) {
				x = l
			}
		}
		if x == nil {
			x = s.Legal(p)[0]
		}
		s, _ = apply(t, s, x)
	}
	if s.crafts[1].state != outDestroyed || s.crafts[0].state == outDestroyed {
		t.Fatalf("states %v %v", s.crafts[0].state, s.crafts[1].state)
	}
}

// TestRule_6_2_DVFiveForTheNextStepOnly: a Gnr 8 hit that takes the target to
// Drive 0 makes it DV 5 for a Gnr 7 shot after (2, 2, 1 hits); a second Gnr 8
// shot of the same step is rolled against the DV 15 the step began with and
// misses.
func TestRule_6_2_DVFiveForTheNextStepOnly(t *testing.T) {
	for _, tc := range []struct {
		gnr2 int
		hits int16
	}{{7, 22}, {8, 21}} {
		red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 8), cf("pit-viper", "B", 12, 20, "N", 5, tc.gnr2)}
		s := position(t, false, red, []CraftFile{cf("pit-viper", "C", 11, 16, "N", 5, 1)})
		s.crafts[2].hits = 20
		s = fireStart(t, s)
		s = force(s, 8, 8, 1, 2, 2, 1)
		for k := 0; k < 50 && !s.outcome.Over && s.ph == phFire; k++ {
			p := s.Phase().Actors[0]
			var x engine.Intent
			for _, l := range s.Legal(p) {
				if l.Kind() == KindFire {
					x = l
				}
			}
			if x == nil {
				x = s.Legal(p)[0]
			}
			s, _ = apply(t, s, x)
		}
		if s.crafts[2].hits != tc.hits {
			t.Errorf("second Gnr %d: hits %d, want %d", tc.gnr2, s.crafts[2].hits, tc.hits)
		}
	}
}

// TestRule_7_1_7_2_MultiGunBonuses: a Thunder Bird's four Pulse Lasers at
// short range add +3 and +1 to hit and +3 to Low (never the range's +1); a
// Pharsii's eight Splatterguns add +7 to hit and +14 to Medium.
func TestRule_7_1_7_2_MultiGunBonuses(t *testing.T) {
	s := position(t, false, []CraftFile{cf("thunder-bird", "A", 10, 20, "N", 5, 7)}, []CraftFile{cf("thunder-bird", "B", 10, 18, "N", 5, 5)})
	sh := force(s, 2, 3, 4).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if !sh.hit || sh.roll.Total != 13 || sh.dmg != 2+3-2 {
		t.Errorf("D1: %s → %s", sh.roll, sh.text)
	}
	s = position(t, false, []CraftFile{cf("pharsii-ii", "A", 10, 20, "N", 5, 5, 8, 5)}, []CraftFile{cf("thunder-bird", "B", 10, 15, "N", 5, 5)})
	sh = force(s, 1, 2, 5).cannonShot(attack{side: 0, craft: 0, crew: 1, mount: 1, target: ref{refCraft, 1}})
	if !sh.hit || sh.roll.Total != 15 || sh.dmg != 2+14-2 {
		t.Errorf("D2: %s → %s", sh.roll, sh.text)
	}
}

// TestRule_7_2_EmptyWeaponAndTorpBoxes: a w box on a craft with no weapon
// system left, and a t box on one with no torps, take nothing and ask nobody.
func TestRule_7_2_EmptyWeaponAndTorpBoxes(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5)}, []CraftFile{cf("spirit-rider", "A", 10, 15, "N", 5, 5)})
	s.crafts[0].lost = 1
	s.crafts[1].torps = [numMarks]int8{}
	var ev events
	s.damageCraft(&ev, 0, 3, 1) // boxes 0-2 then
	s.crafts[0].hits = 9
	s.damageCraft(&ev, 0, 2, 1) // the w box (10)
	s.crafts[1].hits = 4
	s.damageCraft(&ev, 1, 2, 0) // the t box (5)
	s.purgePending(&ev)
	if len(s.pending) != 0 {
		t.Fatalf("choices %+v\n%s", s.pending, logText(ev.list))
	}
	// The log says why nothing was lost: nobody was asked.
	log := logText(ev.list)
	for _, want := range []string{"has no weapon system left to lose", "has no torp aboard left to lose"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log does not say %q:\n%s", want, log)
		}
	}
}

// TestRule_7_2_OnlyWeaponLeft: a w box on a craft with one weapon system
// left takes it without asking anyone, and the log names it, as it names
// a loss the attacker chose.
func TestRule_7_2_OnlyWeaponLeft(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5)}, []CraftFile{cf("spirit-rider", "A", 10, 15, "N", 5, 5)})
	c := &s.crafts[0]
	c.lost = (1<<len(c.typ.Mounts) - 1) &^ 1 // all but the first (a Pit Viper has one)
	var ev events
	c.hits = 9
	s.damageCraft(&ev, 0, 2, 1) // the w box (10)
	s.purgePending(&ev)
	if len(s.pending) != 0 || c.lost != 1<<len(c.typ.Mounts)-1 {
		t.Fatalf("choices %+v, lost %b\n%s", s.pending, c.lost, logText(ev.list))
	}
	want := "loses its " + c.typ.Mounts[0].Name() + ", its only weapon system left"
	if log := logText(ev.list); !strings.Contains(log, want) {
		t.Errorf("the log does not say %q:\n%s", want, log)
	}
}

// fireThrough plays the Cannon Fire Phase of s: each crew member asked
// fires the first legal shot want accepts, or else passes (or makes the
// first legal choice, such as a w box's). It returns the log.
func fireThrough(t *testing.T, s *State, want func(s *State, f Fire) bool) (*State, string) {
	t.Helper()
	var log strings.Builder
	for k := 0; k < 200 && !s.outcome.Over && s.ph == phFire; k++ {
		p := s.Phase().Actors[0]
		legal := s.Legal(p)
		var x engine.Intent
		for _, l := range legal {
			if f, ok := l.(Fire); ok && want(s, f) {
				x = l
				break
			}
		}
		if x == nil {
			for _, l := range legal {
				if l.Kind() == KindPass {
					x = l
					break
				}
			}
		}
		if x == nil {
			x = legal[0]
		}
		var ev []engine.Event
		s, ev = apply(t, s, x)
		log.WriteString(logText(ev))
	}
	return s, log.String()
}

// TestRule_6_1_6_2_SpeedLimitAfterAnEarlierStep: the speed limit reads the
// target's Drive as the earlier steps of the phase left it: a Gnr 9 hit that
// brings a Night Hawk from Drive 15 to 12 lets the Epping's Gnr 5 Meld Laser
// (Drive 12 at most) fire at it later in the same Cannon Fire Phase.
func TestRule_6_1_6_2_SpeedLimitAfterAnEarlierStep(t *testing.T) {
	red := []CraftFile{cf("epping", "A", 10, 20, "N", 5, 5, 1, 1, 1), cf("pit-viper", "B", 10, 22, "N", 5, 9)}
	blue := []CraftFile{cf("night-hawk", "A", 10, 14, "N", 5, 1)}
	s := position(t, false, red, blue)
	s.crafts[2].hits = 3
	n := 0
	s.cannonTargets(0, 0, func(ref) { n++ })
	if n != 0 {
		t.Fatal("the Meld Laser may fire at Drive 15")
	}
	s = fireStart(t, s)
	s = force(s, 4, 5, 6, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	meld := false
	s, log := fireThrough(t, s, func(s *State, f Fire) bool {
		if f.Craft == 0 && f.Mount == 0 && f.Target == CraftTarget(2) {
			meld = true
			return true
		}
		return f.Craft == 1
	})
	if !meld {
		t.Fatalf("the Meld Laser never offered at the Night Hawk (Drive %d)\n%s", s.crafts[2].Drive(false), log)
	}
}

// TestRule_6_1_6_2_SpeedLimitNotInTheSameStep: shots of equal Gnr are
// simultaneous, so a Gnr 7 hit that slows a Night Hawk to Drive 12 does not
// open it to a Meld Laser of the same Gnr 7 step; the next phase it would.
func TestRule_6_1_6_2_SpeedLimitNotInTheSameStep(t *testing.T) {
	red := []CraftFile{cf("night-hawk", "A", 10, 20, "N", 5, 7), cf("pit-viper", "B", 12, 20, "N", 5, 7)}
	blue := []CraftFile{cf("night-hawk", "C", 11, 14, "N", 5, 1)}
	s := position(t, false, red, blue)
	s.crafts[2].hits = 3
	s = fireStart(t, s)
	for _, l := range s.Legal(0) {
		if f, ok := l.(Fire); ok && f.Craft == 0 && f.Mount == 1 {
			t.Fatalf("Meld Laser offered at Drive 15: %v", f)
		}
	}
	s = force(s, 4, 5, 6, 3, 3, 3, 3, 3, 3, 3, 3, 3)
	meld := false
	s, log := fireThrough(t, s, func(s *State, f Fire) bool {
		if f.Craft == 0 && f.Mount == 1 {
			meld = true
		}
		return f.Craft == 1 || (f.Craft == 0 && f.Mount == 1)
	})
	if meld {
		t.Fatalf("Meld Laser offered in the same Gnr step as the hit that slowed the target\n%s", log)
	}
	if s.crafts[2].Drive(false) != 12 {
		t.Fatalf("drive %d\n%s", s.crafts[2].Drive(false), log)
	}
}

// TestRule_6_2_WeaponLostInTheSameStepStillFires: two Gnr 7 pilots of
// opposite sides fire together; the Pit Viper's hit marks the Spirit Rider's
// w box and takes its only weapon system, yet the Spirit Rider's shot of that
// step lands, damage being applied together.
func TestRule_6_2_WeaponLostInTheSameStepStillFires(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 7)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 16, "S", 5, 7)}
	s := position(t, false, red, blue)
	s.crafts[1].hits = 13
	s = fireStart(t, s)
	s = force(s, 2, 8, 8, 5, 6, 6)
	s, log := fireThrough(t, s, func(*State, Fire) bool { return true })
	if !s.crafts[1].mountLost(0) || s.crafts[0].hits == 0 {
		t.Fatalf("Spirit Rider's guns lost %v, Pit Viper hits %d\n%s", s.crafts[1].mountLost(0), s.crafts[0].hits, log)
	}
}

// TestRule_6_1_SatelliteDoesNotBlock: 6.1 lets no intervening craft, torp
// or construct block fire; a Night Hawk fires past 11.6's Laser Sat at the
// Vagrant craft straight beyond it.
func TestRule_6_1_SatelliteDoesNotBlock(t *testing.T) {
	s := newGame(t, "screening", 1).clone()
	x := s.sats[0]
	s.sats = s.sats[:1]
	shooter, target := -1, -1
	for i := range s.crafts {
		s.crafts[i].pos = hex.FromOffset(2*i, 0)
		if s.crafts[i].side != x.side && s.crafts[i].typ.Key == "night-hawk" && shooter < 0 {
			shooter = i
		}
		if s.crafts[i].side == x.side && target < 0 {
			target = i
		}
	}
	s.crafts[shooter].pos = hex.Neighbor(hex.Neighbor(x.pos, hex.S), hex.S)
	s.crafts[shooter].facing = hex.N
	s.crafts[target].pos = hex.Neighbor(hex.Neighbor(x.pos, hex.N), hex.N)
	var got []ref
	s.cannonTargets(shooter, 0, func(r ref) { got = append(got, r) })
	for _, r := range got {
		if r == (ref{refCraft, target}) {
			return
		}
	}
	t.Fatalf("the craft beyond the Laser Sat is no target: %v", got)
}

// TestRule_7_1_ModifierToTheDV: 7.1's range modifiers count toward the DV
// as the dice do: at long range (10 hexes, −1) a Pit Viper's Pulse Laser
// needs the dice to show one more than the DV, at short range (3 hexes,
// +1) one less (the dice 15, 16 and 14 against DV 15).
func TestRule_7_1_ModifierToTheDV(t *testing.T) {
	for _, tc := range []struct {
		row   int // the target's row: 10 hexes (long) or 3 (short) from row 10
		faces []int
		hit   bool
	}{
		{20, []int{7, 4, 4}, false}, // 15 − 1 = 14
		{20, []int{7, 5, 4}, true},  // 16 − 1 = 15
		{20, []int{8, 5, 4}, true},  // 17 − 1 = 16
		{13, []int{6, 4, 3}, false}, // 13 + 1 = 14
		{13, []int{7, 4, 3}, true},  // 14 + 1 = 15
		{13, []int{7, 4, 4}, true},  // 15 + 1 = 16
	} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 4)}, []CraftFile{cf("pit-viper", "B", 10, tc.row, "N", 5, 5)})
		sh := force(s, tc.faces...).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if sh.hit != tc.hit {
			t.Errorf("%v at row %d against DV 15: %s", tc.faces, tc.row, sh.roll)
		}
	}
}

// TestRule_7_2_DamageAgainstTheDREdge: 7.2 takes the current DR from the
// base hits, and what is left is marked: base hits one below the DR and
// equal to it mark nothing (a hit all the same), one above marks one box.
// A Pit Viper (Gnr 5: 2D8+1D6, Low) hits an Epping (DV 10, DR 5).
func TestRule_7_2_DamageAgainstTheDREdge(t *testing.T) {
	for _, tc := range []struct {
		faces []int
		boxes int16
	}{{[]int{4, 8, 6}, 0}, {[]int{6, 7, 5}, 0}, {[]int{7, 8, 6}, 1}} { // Low 4, 5, 6
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 5)}, []CraftFile{cf("epping", "A", 10, 15, "N", 5, 5, 5, 5, 5)})
		if s.crafts[1].DR(false) != 5 {
			t.Fatalf("the Epping's DR %d, want 5", s.crafts[1].DR(false))
		}
		s = force(s, tc.faces...)
		sh := s.cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
		if !sh.hit || sh.dmg != int(tc.boxes) {
			t.Fatalf("%v: hit %v, %d damage (%s), want %d", tc.faces, sh.hit, sh.dmg, sh.text, tc.boxes)
		}
		var ev events
		s.land(&ev, sh)
		if s.crafts[1].hits != tc.boxes {
			t.Errorf("%v: %d boxes marked, want %d\n%s", tc.faces, s.crafts[1].hits, tc.boxes, logText(ev.list))
		}
	}
}

// TestRule_7_2_LastBoxExactly: the craft is destroyed when its last box
// (✕) is marked (7.2), not before: a Pit Viper with 21 of its 23 boxes
// marked survives 1 point, and 2 or 3 destroy it with the track full and
// never past it.
func TestRule_7_2_LastBoxExactly(t *testing.T) {
	for _, tc := range []struct {
		dmg       int
		destroyed bool
		hits      int16
	}{{1, false, 22}, {2, true, 23}, {3, true, 23}} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)})
		if n := len(s.crafts[0].typ.Track); n != 23 || s.crafts[0].typ.Track[21].Kind != BoxPlain || s.crafts[0].typ.Track[22].Kind != BoxLast {
			t.Fatalf("the Pit Viper's track: %d boxes, ending %v %v", n, s.crafts[0].typ.Track[21], s.crafts[0].typ.Track[22])
		}
		s.crafts[0].hits = 21
		var ev events
		txt := s.damageCraft(&ev, 0, tc.dmg, 1)
		if (s.crafts[0].state == outDestroyed) != tc.destroyed || s.crafts[0].hits != tc.hits {
			t.Errorf("%d points on 21 marked: %q, %d boxes, destroyed %v", tc.dmg, txt, s.crafts[0].hits, s.crafts[0].state == outDestroyed)
		}
	}
}

// TestRule_7_1_DVCapAtDrive0Only: 7.1 caps the DV at 5 at Drive 0 only: a
// Seraph (DV 13) at Drive 1 keeps 13; at Drive 0 a DV of 6 falls to 5, one
// of 5 stays 5 and one of 4 stays 4 (critical hits lowered them).
func TestRule_7_1_DVCapAtDrive0Only(t *testing.T) {
	for _, tc := range []struct {
		driveLoss, dvLoss int8
		dv                int
	}{{14, 0, 13}, {15, 0, 5}, {15, 7, 5}, {15, 8, 5}, {15, 9, 4}, {14, 7, 6}} {
		s := position(t, false, []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		s.crafts[0].driveLoss, s.crafts[0].dvLoss = tc.driveLoss, tc.dvLoss
		if got := s.dv(0); got != tc.dv {
			t.Errorf("Drive %d, DV loss %d: DV %d, want %d", s.crafts[0].Drive(false), tc.dvLoss, got, tc.dv)
		}
	}
}

// TestCannonLogKeepsTheADBDieApart: a Pulse Laser's 2D8 with a Gnr 8
// gunner's ADB die, 1D8, was logged "3d8 [4 4 1]", the engine grouping
// dice of one size, while the screen's preview reads "2D8+1D8" and 7.2's
// reading and 10.10 tell the base dice from the ADB die (found by a
// play-tester). The log now writes the base dice and the ADB die apart,
// with the total, the hit and the damage read from all three as before;
// a Splattergun's 2D6 with a 1D10 keeps the engine's "2d6+1d10".
func TestCannonLogKeepsTheADBDieApart(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 13, "N", 6, 9)}
	s := position(t, true, red, blue)
	pv := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
	sh := force(s, 4, 4, 1).cannonShot(pv)
	if got := sh.roll.String(); strings.Contains(got, "3d8") || !strings.Contains(got, "2d8 [4 4] +1 ADB 1d8 = 9, needs 14+: miss") {
		t.Fatalf("the miss reads %q", got)
	}
	sh = force(s, 6, 8, 6).cannonShot(pv)
	var ev events
	force(s).land(&ev, sh)
	if got := logText(ev.list); !sh.hit || sh.dmg != 12 || !strings.Contains(got, "2d8 [6 8] +6 ADB 1d8 = 20, needs 14+: hit → Pulse Laser damage reads Low (7.2), the lowest dice of 6 8 6 (every die equal to the lowest counts): 6+6 = 12 damage") {
		t.Fatalf("the hit (%v, %d damage) reads:\n%s", sh.hit, sh.dmg, got)
	}
	sr := attack{side: 1, craft: 1, crew: 0, mount: 0, target: ref{refCraft, 0}}
	if got := force(s, 5, 1, 7).cannonShot(sr).roll.String(); !strings.Contains(got, "2d6+1d10 [5 1 7] +1 extra gun = 14") {
		t.Fatalf("the Splatterguns read %q", got)
	}
	// The Standard Game: a Thunder Bird's four Pulse Lasers at short
	// range, and 10.10's words on the base dice as before.
	red = []CraftFile{cf("thunder-bird", "A", 10, 10, "S", 5, 7)}
	blue = []CraftFile{cf("pit-viper", "A", 10, 13, "N", 5, 5)}
	s = positionOpts(t, Options{AutoHits: true}, red, blue)
	if got := force(s, 8, 8, 1).cannonShot(pv).roll.String(); !strings.Contains(got, "(base 8+8, ADB 1): automatic hit") || !strings.Contains(got, "2d8 [8 8] +1 ADB 1d8 +3 extra gun +1 short range = 21") {
		t.Fatalf("the Thunder Bird's shot reads %q", got)
	}
}
