package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The scripted opponent pursues the advanced scenarios' goals (11.1–11.6):
// each test is a position where the goal-directed choice is plainly right
// and a fight-only policy chose otherwise.

// scriptedMove lets the scripted opponent fly craft i's whole move, made
// the mover by moveNow, and returns the state after it.
func scriptedMove(t *testing.T, s *State, i int) *State {
	t.Helper()
	s.mover = i
	p := engine.Player(s.crafts[i].side)
	for k := 0; k < 100; k++ {
		in, err := Scripted{}.Choose(s, p)
		if err != nil {
			t.Fatal(err)
		}
		c, ok := IntentCraft(in)
		if !ok || int(c) != i {
			t.Fatalf("step %d: %v is not craft %d's move", k, in, i)
		}
		s, _ = apply(t, s, in)
		if s.outcome.Over || s.ph != phMove || s.mover != i || !s.crafts[i].alive() {
			return s
		}
	}
	t.Fatal("the move never ended")
	return nil
}

// TestScriptedRecoversThePod (11.1): the Pharsii II nearest the pod flies to
// it and stops there, though enemies are in reach to fight.
func TestScriptedRecoversThePod(t *testing.T) {
	s := newGame(t, "rescue", 1)
	ph := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[ph]
	c.pos, c.facing = hex.Neighbor(hex.Neighbor(hex.Neighbor(hex.Neighbor(s.pod, hex.SW), hex.SW), hex.S), hex.S), hex.N
	moveNow(s, ph)
	s = scriptedMove(t, s, ph)
	if s.crafts[ph].pos != s.pod || s.crafts[ph].recovering == 0 {
		t.Fatalf("ended at %s (pod at %s), recovering %d", offset(s.crafts[ph].pos), offset(s.pod), s.crafts[ph].recovering)
	}
}

// TestScriptedStaysForTheRecovery (11.1): in its recovery turn the Pharsii
// keeps to the pod's hex.
func TestScriptedStaysForTheRecovery(t *testing.T) {
	s := newGame(t, "rescue", 1)
	ph := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[ph]
	c.pos, c.facing, c.recovering = s.pod, hex.NW, int16(s.turn)
	moveNow(s, ph)
	s = scriptedMove(t, s, ph)
	if s.crafts[ph].pos != s.pod || s.crafts[ph].recovering == 0 {
		t.Fatalf("left the pod's hex for %s", offset(s.crafts[ph].pos))
	}
}

// TestScriptedCarriesThePodHome (11.1): the carrier near Edge 1 leaves by
// it, which wins the battle.
func TestScriptedCarriesThePodHome(t *testing.T) {
	s := newGame(t, "rescue", 1)
	ph := s.craftIndex(0, "Pharsii II A")
	c := &s.crafts[ph]
	c.pod, s.podState = true, 1
	c.pos, c.facing = hex.FromOffset(3, 15), hex.NW
	moveNow(s, ph)
	s = scriptedMove(t, s, ph)
	if !s.outcome.Over || s.outcome.Winner != 0 {
		t.Fatalf("carrier at %s, state %d; outcome %+v", offset(s.crafts[ph].pos), s.crafts[ph].state, s.outcome)
	}
}

// TestScriptedStalkersGoForThePharsii (11.1): the Void Stalkers fire at
// the Pharsii going for the pod before an equally good other target.
func TestScriptedStalkersGoForThePharsii(t *testing.T) {
	s := newGame(t, "rescue", 1)
	ph, se := s.craftIndex(0, "Pharsii II A"), s.craftIndex(0, "Seraph A")
	nh := s.craftIndex(1, "Night Hawk A")
	r := s.goalFire(&s.crafts[nh], 0, ref{refCraft, ph})
	o := s.goalFire(&s.crafts[nh], 0, ref{refCraft, se})
	if r <= o {
		t.Fatalf("Pharsii weighed %v, Seraph %v", r, o)
	}
}

// TestScriptedKeepsTheTendersTorps (11.2): short of the eight launches, the
// Revenge does not spend a Mk.50 on a craft in reach; in Area I it launches
// at the tender.
func TestScriptedKeepsTheTendersTorps(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rv := s.craftIndex(0, "Revenge A")
	foe := s.craftIndex(1, "Thunder Bird A")
	s.crafts[foe].pos = hex.FromOffset(6, 15)
	legal := []engine.Intent{
		Torp{By: 0, Craft: CraftID(rv), Target: CraftTarget(CraftID(foe)), Mark: Mk50},
		Declared{By: 0},
	}
	if in := s.planLaunch(0, legal); in != (Declared{By: 0}) {
		t.Fatalf("launched %v", in)
	}
	off := Torp{By: 0, Craft: CraftID(rv), Target: OffboardTarget(), Mark: Mk50}
	if in := s.planLaunch(0, append([]engine.Intent{off}, legal...)); in != off {
		t.Fatalf("chose %v, not the tender", in)
	}
}

// TestScriptedRevengeHeadsForAreaI (11.2): the Revenge with its Mk.50s
// aboard flies toward Area I, not at the enemy.
func TestScriptedRevengeHeadsForAreaI(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rv := s.craftIndex(0, "Revenge A")
	k := 0
	for i := range s.crafts { // the enemy waits back west, by Edge 2
		if s.crafts[i].side == 1 {
			s.crafts[i].pos, k = hex.FromOffset(2+2*k, 1), k+1
		}
	}
	before := areaDistance(s.sc.board, s.crafts[rv].pos, "I")
	moveNow(s, rv)
	s = scriptedMove(t, s, rv)
	if after := areaDistance(s.sc.board, s.crafts[rv].pos, "I"); after >= before-8 {
		t.Fatalf("%d hexes from Area I, was %d", after, before)
	}
}

// TestScriptedRevengeGoesHome (11.2): the launches made, the Revenge near
// Edge 1 leaves by it.
func TestScriptedRevengeGoesHome(t *testing.T) {
	s := newGame(t, "minefield", 1)
	rv := s.craftIndex(0, "Revenge A")
	s.offboard = 8
	s.crafts[rv].torps[Mk50] = 2
	s.crafts[rv].pos, s.crafts[rv].facing = hex.FromOffset(3, 15), hex.NW
	moveNow(s, rv)
	s = scriptedMove(t, s, rv)
	if s.crafts[rv].state != outExited {
		t.Fatalf("Revenge at %s, state %d", offset(s.crafts[rv].pos), s.crafts[rv].state)
	}
}

// TestScriptedFiresAtTheSats (11.2, 11.6, 11.7's Into the Minefield): with
// the Comm Sat or a Laser Sat and an enemy craft both in reach, the
// attacker fires at the sat.
func TestScriptedFiresAtTheSats(t *testing.T) {
	for _, name := range []string{"minefield", "screening", "commsat"} {
		var s *State
		if name == "commsat" { // 11.7's version of 11.2: the Comm Sat alone
			s = newGame(t, "minefield", 1)
			sc := *s.sc
			sc.file.Victory, sc.file.Rules.Offboard = VictoryFile{Kind: VicCommSat, Side: 0}, nil
			s.sc = &sc
		} else {
			s = newGame(t, name, 1)
		}
		v := s.sc.file.Victory
		att := -1
		for i := range s.crafts {
			if s.crafts[i].side == int8(v.Side) && s.crafts[i].typ.Key == "pharsii-ii" || s.crafts[i].typ.Key == "seraph" {
				att = i
				break
			}
		}
		foe := -1
		for i := range s.crafts {
			if s.crafts[i].side != int8(v.Side) {
				foe = i
				break
			}
		}
		c := &s.crafts[att]
		sat := s.sats[0].pos
		c.pos, c.facing = hex.Neighbor(hex.Neighbor(sat, hex.S), hex.S), hex.N
		s.crafts[foe].pos = hex.Neighbor(hex.Neighbor(c.pos, hex.NE), hex.NE)
		s.crafts[foe].hits = int16(len(s.crafts[foe].typ.Track) - 3) // a tempting kill
		s.ph = phFire
		by := engine.Player(c.side)
		var legal []engine.Intent
		for m := range c.typ.Mounts {
			if weapons[c.typ.Mounts[m].Weapon].Cannon {
				legal = append(legal, Fire{By: by, Craft: CraftID(att), Mount: m, Crew: int(c.mans[m]), Target: SatTarget(0)},
					Fire{By: by, Craft: CraftID(att), Mount: m, Crew: int(c.mans[m]), Target: CraftTarget(CraftID(foe))})
			}
		}
		in := s.planFire(append(legal, Pass{By: by, Craft: CraftID(att)}))
		if f, ok := in.(Fire); !ok || f.Target != SatTarget(0) {
			t.Errorf("%s: chose %v", name, in)
		}
	}
}

// TestScriptedBreaksThroughTheScreen (11.6): a Void Stalker closes on the
// Laser Sats while one stands, and leaves by Edge 2 once both are down.
func TestScriptedBreaksThroughTheScreen(t *testing.T) {
	s := newGame(t, "screening", 1)
	nh := s.craftIndex(1, "Night Hawk A")
	c := &s.crafts[nh]
	c.pos, c.facing = hex.FromOffset(68, 7), hex.SE
	moveNow(s, nh)
	n := scriptedMove(t, s.clone(), nh)
	if n.crafts[nh].state == outExited {
		t.Fatal("left with both sats standing")
	}
	for k := range s.sats {
		s.sats[k].dead = true
	}
	s = scriptedMove(t, s, nh)
	if s.crafts[nh].state != outExited {
		t.Fatalf("at %s, state %d", offset(s.crafts[nh].pos), s.crafts[nh].state)
	}
}

// TestScriptedCripplesTheTealHawk (11.4): the 2331st do not fire at a Teal
// Hawk crippled already, nor with a shot likely to destroy it, nor launch
// torps at one; they favour a craft not yet damaged.
func TestScriptedCripplesTheTealHawk(t *testing.T) {
	s := newGame(t, "techstakes", 1)
	nh := s.craftIndex(1, "Night Hawk A")
	th := s.craftIndex(0, "Teal Hawk A")
	pv := s.craftIndex(0, "Pit Viper A")
	c := &s.crafts[nh]
	c.pos, c.facing = hex.Neighbor(hex.Neighbor(s.crafts[th].pos, hex.S), hex.S), hex.N
	hawk := &s.crafts[th]
	n := len(hawk.typ.Track)
	for _, hits := range []int{n - 2, n - 5} {
		hawk.hits = int16(hits)
		if f := s.goalFire(c, 0, ref{refCraft, th}); f != 0 {
			t.Errorf("%d of %d boxes marked (Drive %d): fire weighed %v", hits, n, hawk.Drive(false), f)
		}
	}
	hawk.hits = 0
	if f := s.goalFire(c, 0, ref{refCraft, th}); f <= 0 {
		t.Errorf("an undamaged Teal Hawk weighed %v", f)
	}
	s.crafts[pv].damaged = true
	dam := s.goalFire(c, 0, ref{refCraft, pv})
	s.crafts[pv].damaged = false
	if und := s.goalFire(c, 0, ref{refCraft, pv}); und <= dam {
		t.Errorf("undamaged weighed %v, damaged %v", und, dam)
	}
	if !s.spares(1, th) || s.spares(1, pv) || s.spares(0, nh) {
		t.Error("torps and missiles spared the wrong craft")
	}
}

// TestScriptedCommandShipGoals (11.5): the real command ship holds its fire
// while its decoy stands; each side weighs first the craft whose loss ends
// the battle.
func TestScriptedCommandShipGoals(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	real := &s.crafts[pair[0]]
	sa, sb := s.craftIndex(1, "Sorensen III A"), s.craftIndex(1, "Sorensen III B")
	if f := s.goalFire(real, 1, ref{refCraft, sa}); f != 0 {
		t.Errorf("the command ship would fire (weight %v) with its decoy in play", f)
	}
	pv := &s.crafts[s.craftIndex(0, "Pit Viper A")]
	if a, b := s.goalFire(pv, 0, ref{refCraft, sa}), s.goalFire(pv, 0, ref{refCraft, sb}); a <= b {
		t.Errorf("Sorensen III A weighed %v, B %v", a, b)
	}
	gz := &s.crafts[sb]
	if a, b := s.goalFire(gz, 0, ref{refCraft, pair[1]}), s.goalFire(gz, 0, ref{refCraft, s.craftIndex(0, "Epping A")}); a <= b {
		t.Errorf("a shuttle weighed %v, an Epping %v", a, b)
	}
	s.crafts[pair[1]].state = outDecoy
	if f := s.goalFire(real, 1, ref{refCraft, sa}); f == 0 {
		t.Error("the command ship holds its fire with the decoy gone")
	}
}

// TestScriptedShuttleKeepsAway (11.5): a shuttle, whose loss may end the
// battle, flies away from the enemy rather than toward it.
func TestScriptedShuttleKeepsAway(t *testing.T) {
	s := newGame(t, "commandship", 1)
	pair := commandPair(s)
	s, _ = apply(t, s, Command{By: 0, Craft: CraftID(pair[0])})
	sh := pair[0]
	s.crafts[sh].pos, s.crafts[sh].facing = hex.FromOffset(12, 15), hex.SE
	s.crafts[s.craftIndex(1, "Salamander A")].pos = hex.FromOffset(19, 15)
	near := func(s *State) int {
		d := 1 << 30
		for j := range s.crafts {
			if o := &s.crafts[j]; o.alive() && o.side == 1 {
				d = min(d, hex.Distance(s.crafts[sh].pos, o.pos))
			}
		}
		return d
	}
	before := near(s)
	moveNow(s, sh)
	s = scriptedMove(t, s, sh)
	if after := near(s); after <= before {
		t.Fatalf("nearest enemy %d hexes away, was %d", after, before)
	}
}
