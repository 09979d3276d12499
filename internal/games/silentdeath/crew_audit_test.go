package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestRule_YourFirstGame_SetUpAndMoves: Your First Game's set-up and its
// simplified movement. The Pit Vipers start within 5 hexes of the upper
// left corner, the Spirit Riders within 5 of the lower right; a facing
// change costs 3 MP a hexside and may be repeated in the same hex (no tight
// turn, no TTC roll); a fighter that leaves the map is destroyed (the first
// game has no exit edge); and its simplified display marks boxes without
// any Drive or DR effect.
func TestRule_YourFirstGame_SetUpAndMoves(t *testing.T) {
	s := newGame(t, "first-game", 1)
	corner := [2]hex.Hex{hex.FromOffset(0, 0), hex.FromOffset(s.sc.board.Cols-1, s.sc.board.Rows-1)}
	types := [2]string{"pit-viper", "spirit-rider"}
	for i := range s.crafts {
		c := &s.crafts[i]
		if d := hex.Distance(c.pos, corner[c.side]); d > 5 || c.typ.Key != types[c.side] {
			t.Errorf("%s starts %d hexes from its corner", s.label(i), d)
		}
	}

	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 7, 8), cf("pit-viper", "B", 12, 0, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 2, "N", 6, 9)}
	s = position(t, true, red, blue)
	s = movePhase(t, s, 0)
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindTight)) || !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("after one hexside: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	if s.mp != 6 || s.crafts[0].facing != hex.SE {
		t.Fatalf("two hexsides in one hex: %d MP, facing %v", s.mp, s.crafts[0].facing)
	}
	s, _ = apply(t, s, Stop{By: 0, Craft: 0})
	s, _ = apply(t, s, Stop{By: 1, Craft: 2})
	s, _ = apply(t, s, Forward{By: 0, Craft: 1})
	if s.crafts[1].state != outDestroyed || s.DestroyedTPV(1) != int(s.crafts[1].tpv) {
		t.Fatalf("off the map: state %v", s.crafts[1].state)
	}

	var ev events
	s.damageCraft(&ev, 2, 12, 0) // past the □12 box of the full display
	if c := &s.crafts[2]; c.hits != 12 || c.Drive(true) != 15 || c.DR(true) != 0 {
		t.Fatalf("simplified display: %d boxes, Drive %d, DR %d", c.hits, c.Drive(true), c.DR(true))
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

// TestRule_11_8_Purchases: 11.8's build levels are 50, 100, 150, 200 and
// 300 only, for a scenario bought in the game as for one bought elsewhere;
// a craft costs its BPV plus its crew (a pilot Plt + Gnr, each gunner his
// Gnr), the points may be spent to the last one but not passed, skills are
// 1 to 10, every craft is bought with all its crew, and crew are not hired
// alone (that is 11.7's roster).
func TestRule_11_8_Purchases(t *testing.T) {
	for _, pts := range []int{25, 75, 250, 1000} {
		if _, err := EngagementBuild(pts, [2]string{"Red", "Blue"}); err == nil || !strings.Contains(err.Error(), "build level") {
			t.Errorf("%d points: %v", pts, err)
		}
	}
	for _, pts := range EngagementLevels() {
		if _, err := EngagementBuild(pts, [2]string{"Red", "Blue"}); err != nil {
			t.Errorf("%d points: %v", pts, err)
		}
	}
	s := newGame(t, "engagement-build", 1)
	gametest.Refuse(t, s, Hire{By: 0, Pilot: true, Plt: 5, Gnr: 5}, "only for a campaign's roster")
	gametest.Refuse(t, s, Buy{By: 0, Type: "night-hawk", Plt: 11, Gnr: 5}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "night-hawk", Plt: 5, Gnr: 0}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "salamander", Plt: 5, Gnr: 5, Gunners: GunnersOf(0)}, "")
	gametest.Refuse(t, s, Buy{By: 0, Type: "epping", Plt: 5, Gnr: 5, Gunners: GunnersOf(5, 5)}, "has 3 gunner(s), not 2")
	sal := Buy{By: 0, Type: "salamander", Plt: 5, Gnr: 3, Gunners: GunnersOf(9)}
	if sal.Cost() != 47 {
		t.Fatalf("1.3's Salamander costs %d, want 47", sal.Cost())
	}
	s, _ = applyS(t, s, Buy{By: 0, Type: "night-hawk", Plt: 10, Gnr: 10}) // 40 + 20
	gametest.Refuse(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 7, Gnr: 6}, "costs 41 points, but 40 of 100 are left")
	s, _ = applyS(t, s, Buy{By: 0, Type: "thunder-bird", Plt: 6, Gnr: 6}) // 28 + 12: the last point
	if shop, _ := s.Shop(); shop.Spent[0] != 100 {
		t.Fatalf("spent %d", shop.Spent[0])
	}
}

// TestRule_11_8_Victory: a General Engagement plays its 10 turns whatever
// has been destroyed so far; then the side that destroyed the more TPV
// (each craft with its crew, 1.3) wins; a damaged craft still in play
// counts nothing, and equal totals are a draw.
func TestRule_11_8_Victory(t *testing.T) {
	s := tpvPosition(t, VictoryFile{Kind: VicPoints})
	s.crafts[4].state = outDestroyed // a Blue Pit Viper: 18 + 15
	s.crafts[0].hits = 22            // a Red one, one box from the end
	var ev events
	for turn := 1; turn <= 9; turn++ {
		s.turn = turn
		s.checkVictory(&ev, true)
		if s.outcome.Over {
			t.Fatalf("over at the end of turn %d: %+v", turn, s.outcome)
		}
	}
	s.turn = 10
	s.checkVictory(&ev, true)
	if !s.outcome.Over || s.outcome.Winner != 0 || !strings.Contains(s.outcome.Reason, "33 TPV destroyed against 0") {
		t.Fatalf("%+v", s.outcome)
	}
	s = tpvPosition(t, VictoryFile{Kind: VicPoints})
	s.crafts[4].state, s.crafts[0].state = outDestroyed, outDestroyed
	s.turn = 10
	s.checkVictory(&ev, true)
	if !s.outcome.Over || s.outcome.Winner != -1 {
		t.Fatalf("equal totals: %+v", s.outcome)
	}
}
