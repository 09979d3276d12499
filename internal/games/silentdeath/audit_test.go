package silentdeath

// Rules a quick reading gets wrong, each pinned against the rulebook
// (docs/rules/silentdeath.md lists the interpretations). Positions are
// built by hand and the dice forced; every test is quick.

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// TestRule_11_5_SalvoUnmasksDecoy: the decoy is unmasked when the real
// shuttle fires any weapon system, its missile launcher included.
func TestRule_11_5_SalvoUnmasksDecoy(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	real, decoy := pair[0], pair[1]
	// An enemy 5 hexes straight ahead of the real shuttle (launcher F FQL FQR).
	var enemy int
	for i := range s.crafts {
		if s.crafts[i].side == 1 {
			enemy = i
			break
		}
	}
	h := s.crafts[real].pos
	for k := 0; k < 5; k++ {
		h = hex.Neighbor(h, s.crafts[real].facing)
	}
	s.crafts[enemy].pos = h
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(real)})
	s, _ = apply(t, s, LockOn{By: 0, Craft: CraftID(real), Mount: 0, Target: ref{refCraft, enemy}})
	for s.ph == phLaunch {
		s = force(s, 1) // the lock-on roll: 1 is under any Gnr above 1
		s, _ = apply(t, s, Declared{By: engine.Player(s.declarer)})
	}
	if s.ph != phSalvo {
		t.Fatalf("phase %s", s.Phase().Name)
	}
	s, ev := apply(t, s, Salvo{By: 0, Craft: CraftID(real), Mount: 0, N: 2})
	if s.crafts[decoy].alive() || !strings.Contains(logText(ev), "decoy") {
		t.Fatalf("the real shuttle fired missiles and the decoy is still in play\n%s", logText(ev))
	}
}

// duelKnockout is 10.8's example set up for the knock-out: the
// Salamander's gunner (Gnr 4) fires its Splatterguns at the Thunder Bird,
// whose pilot (Gnr 7) answers and wins the duel (6+7−2 = 11 against
// 5+4 = 9); his four Pulse Lasers roll 4, 5 and 1: 13 against DV 12, Low
// 1 +3 −2 DR = 2 boxes, the 16th (w) and the 17th.
func duelKnockout(t *testing.T, pulseLaserLost bool) (*State, []engine.Event) {
	t.Helper()
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 4)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 13, "N", 5, 7)}
	s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	s.crafts[0].hits = 15
	s.crafts[0].lost = 1 << 0 // the Impulsegun
	if pulseLaserLost {
		s.crafts[0].lost |= 1 << 1
	}
	s.ph = phFireStart
	var e events
	s.advance(&e)
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}})
	s = force(s, 5, 6, 4, 5, 1, 1, 1, 1, 1, 1, 1)
	return apply(t, s, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
}

// TestRule_10_8_DuelLoserKnockedOut: the winner's hit takes the loser's
// only weapon system (a w box with one candidate): the loser cannot fire.
func TestRule_10_8_DuelLoserKnockedOut(t *testing.T) {
	s, ev := duelKnockout(t, true)
	log := logText(ev)
	if !strings.Contains(log, "Thunder Bird A fires") || s.crafts[0].hits != 17 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, log)
	}
	if strings.Contains(log, "Salamander A fires") {
		t.Fatalf("the Salamander fired Splatterguns a w box had taken\n%s", log)
	}
}

// TestRule_10_8_DuelLoserSwitches is the rest of 10.8's example: with the
// Splatterguns knocked out, the gunner switches to his 360° Pulse Laser,
// still at the Thunder Bird.
func TestRule_10_8_DuelLoserSwitches(t *testing.T) {
	s, ev := duelKnockout(t, false)
	if s.Phase().Name != PhaseChoose || !s.Phase().Acting(0) {
		t.Fatalf("phase %v: the Salamander's owner chooses what the w box takes\n%s", s.Phase(), logText(ev))
	}
	if strings.Contains(logText(ev), "Salamander A fires") {
		t.Fatalf("the loser fired before the w box was chosen\n%s", logText(ev))
	}
	s = force(s, 4, 4, 4)
	s, ev = apply(t, s, Lose{By: 0, Craft: 0, Mount: 2})
	log := logText(ev)
	if !strings.Contains(log, "Salamander A fires Pulse Laser at") {
		t.Fatalf("the gunner did not switch to his Pulse Laser\n%s", log)
	}
}

// TestRule_10_12_DetonationCountsAsHit: a torp the craft flew into hit it
// even when its DR stopped all the damage: no damage control that turn.
func TestRule_10_12_DetonationCountsAsHit(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 2
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	s = force(s, 2) // 1D12 of 2 against DR 3
	var ev events
	s.detonate(&ev, 0)
	if s.crafts[0].hits != 2 || !s.crafts[0].hitT {
		t.Fatalf("hits %d, hit this turn %v\n%s", s.crafts[0].hits, s.crafts[0].hitT, logText(ev.list))
	}
}

// TestRule_11_2_RevengeHomeSeraphsMayLaunch: the eight Mk.50s may come
// from any craft in Area I; the Revenge going home with fewer launched
// loses only when the craft left in play carry too few Mk.50s.
func TestRule_11_2_RevengeHomeSeraphsMayLaunch(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rev := -1
	for i := range s.crafts {
		if s.crafts[i].typ.Key == "revenge" {
			rev = i
		}
	}
	s.crafts[rev].state = outExited
	s.offboard = 6 // the two Seraphs carry one Mk.50 each
	var ev events
	s.checkVictory(&ev, false)
	if s.outcome.Over {
		t.Fatalf("over with two Mk.50s still aboard the Seraphs: %s", s.outcome.Reason)
	}
	s.offboard = 5
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("outcome %+v: seven Mk.50s at most can reach the tender", s.outcome)
	}
}

// TestRule_11_1_StalkersMayTurnInPodHex: the Void Stalkers may not end a
// Movement Phase in the pod's hex, but nothing forbids a turn there.
func TestRule_11_1_StalkersMayTurnInPodHex(t *testing.T) {
	s := newGame(t, "rescue", 1)
	stalker := -1
	for i := range s.crafts {
		if int(s.crafts[i].side) != s.sc.file.Rules.Pod.Side {
			stalker = i
			break
		}
	}
	c := &s.crafts[stalker]
	// Put the stalker one hex short of the pod, facing it.
	c.facing = hex.N
	c.pos = hex.Neighbor(s.pod, hex.S)
	s.ph, s.mover, s.mp, s.initWinner, s.mfirst = phMove, -1, 0, c.side, c.side
	s, _ = apply(t, s, Forward{By: engine.Player(c.side), Craft: CraftID(stalker)})
	if s.crafts[stalker].pos != s.pod {
		t.Fatal("did not reach the pod's hex")
	}
	if !hasIntent(s, engine.Player(c.side), kindIs(KindTurn)) {
		t.Fatalf("no turn offered in the pod's hex: %v", s.Legal(engine.Player(c.side)))
	}
	if hasIntent(s, engine.Player(c.side), kindIs(KindStop)) {
		t.Fatal("a Void Stalker may end its move in the pod's hex")
	}
}
