package sscs

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// Fourth audit of the scenarios and the end of the battle (the project's
// own scenarios and end readings, docs/rules/sscs.md "Scenarios" and "End
// of the battle").

// pixel is a hex's centre on the flat-topped map, in units of the hex's
// outer radius.
func pixel(h hex.Hex) (x, y float64) {
	return 1.5 * float64(h.Q), math.Sqrt(3) * (float64(h.R) + float64(h.Q)/2)
}

// TestScenario_Built_LineAbreast (the built scenario: "the squadrons
// start in line abreast, two hexes apart, 24 hexes from each other"):
// each squadron stands on one straight line across its heading, every
// ship two hexes from the next, and each ship 24 hexes from the enemy
// ship facing it (rules 1-4 set the wings back on two 120° rays, a
// wedge). abreast is checked on every heading as well.
func TestScenario_Built_LineAbreast(t *testing.T) {
	for _, hd := range hex.Directions() {
		fx, fy := pixel(hd.Offset())
		for k := 0; k < 9; k++ {
			at := abreast(hex.Hex{Q: 3, R: -2}, hd, k)
			x, y := pixel(hex.Sub(at, hex.Hex{Q: 3, R: -2}))
			if d := x*fx + y*fy; math.Abs(d) > 1e-9 {
				t.Errorf("heading %v, ship %d at %v: %.2f ahead of the first, want on its line", hd, k, at, d)
			}
			if want := (k + 1) / 2 * 2; hex.Distance(at, hex.Hex{Q: 3, R: -2}) != want {
				t.Errorf("heading %v, ship %d: %d hexes from the first, want %d", hd, k, hex.Distance(at, hex.Hex{Q: 3, R: -2}), want)
			}
		}
	}
	s := newGame(t, "built", 1)
	for _, d := range []string{"Lance", "Kestrel", "Kestrel", "Lance", "Kestrel"} {
		s, _ = apply(t, s, Pick{By: 0, Design: d})
	}
	for _, d := range []string{"Gorgon", "Needle", "Needle", "Gorgon", "Needle"} {
		s, _ = apply(t, s, Pick{By: 1, Design: d})
	}
	s, _ = apply(t, s, Ready{By: 0})
	s, _ = apply(t, s, Ready{By: 1})
	var line [2][]hex.Hex
	for i := range s.ships {
		line[s.ships[i].side] = append(line[s.ships[i].side], s.ships[i].pos)
	}
	for p := range line {
		if len(line[p]) != 5 {
			t.Fatalf("side %d: %d ships", p, len(line[p]))
		}
		for k, at := range line[p] {
			if _, y := pixel(at); math.Abs(y-math.Sqrt(3)*12*float64(1-2*p)) > 1e-9 {
				t.Errorf("side %d ship %d at %v: not on the squadron's line", p, k, at)
			}
			if k > 0 && hex.Distance(at, line[p][0]) != (k+1)/2*2 {
				t.Errorf("side %d ship %d at %v: %d from the first", p, k, at, hex.Distance(at, line[p][0]))
			}
		}
		// Facing ships are 24 hexes apart: the lines are parallel.
		for k := range line[p] {
			x, _ := pixel(line[p][k])
			for j := range line[1-p] {
				if ox, _ := pixel(line[1-p][j]); ox == x && hex.Distance(line[p][k], line[1-p][j]) != 24 {
					t.Errorf("ships %v and %v face each other %d hexes apart", line[p][k], line[1-p][j], hex.Distance(line[p][k], line[1-p][j]))
				}
			}
		}
	}
}

// TestRule_EndOfBattle_ReachOfWeaponsThatMayFire (End of the battle,
// separation, rules 5): a ship's reach is that of the weapons that could
// still fire — the ones that make it capable of resistance. A Target
// whose Drive is knocked out keeps its antimissiles (Range 2, reach 20)
// but not its energy beam (Range 4, reach 40); an Archer whose magazine
// is empty keeps its antimissiles (Range 1, reach 10) but not its
// missile (Range 6 + Drive 5, reach 11). Rules 1-4 counted them all.
func TestRule_EndOfBattle_ReachOfWeaponsThatMayFire(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Target", "0,0", "N", 0}, place{1, "B", "Target", "0,-30", "N", 0})
	if s.reachOf(0) != 40 || s.separated() {
		t.Fatalf("with power: reach %d, separated %v; want 40, not separated 30 hexes apart", s.reachOf(0), s.separated())
	}
	for id := ShipID(0); id < 2; id++ {
		c := s.cls(id)
		for k := 0; k < c.sysPoints[c.driveSys]; k++ {
			*s.point(id, c.driveSys, k) |= ptDown
		}
	}
	if !s.capable(0) || s.reachOf(0) != 20 || !s.separated() {
		t.Fatalf("without power: capable %v, reach %d, separated %v; want capable, 20, separated", s.capable(0), s.reachOf(0), s.separated())
	}

	archer := design.Design{Name: "Archer", Maneuver: 3, Weapons: []design.Weapon{
		{Name: "Missile", Type: design.Missile, Range: 6, Drive: 5, Warhead: 1, Count: 1},
		{Name: "AM", Type: design.Antimissile, Damage: 1, Range: 8, Arc: design.Defensive}, // Range 1
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}}}
	a := battleOf(t, append(testDesigns(), archer), nil, place{0, "A", "Archer", "0,0", "N", 0}, place{1, "B", "Archer", "0,-11", "N", 0})
	if a.reachOf(0) != 11 || a.separated() {
		t.Fatalf("loaded: reach %d, separated %v; want 11, not separated 11 hexes apart", a.reachOf(0), a.separated())
	}
	for id := ShipID(0); id < 2; id++ {
		a.mutSys(id)[0].shots = 0
	}
	if !a.capable(0) || a.reachOf(0) != 10 || !a.separated() {
		t.Fatalf("magazines empty: capable %v, reach %d, separated %v; want capable, 10, separated", a.capable(0), a.reachOf(0), a.separated())
	}
}

// TestRule_EndOfBattle_CaptureOnTheLastTurn (Boarding: the ship is taken
// one turn after no defenders are left; End of the battle): a ship taken
// in the last turn's Activity phase scores its cost for the captors at the
// turn limit; one whose last defender fell in the last turn is not taken
// yet and scores nothing, though its boarders held it.
func TestRule_EndOfBattle_CaptureOnTheLastTurn(t *testing.T) {
	boarded := func() (*State, ShipID) {
		s := battle(t, engine.Options{OptTurns: "2"}, place{0, "A", "Gun", "0,0", "N", 0},
			place{1, "B", "Target", "0,0", "N", 0}, place{1, "C", "Gun", "0,-40", "N", 0})
		b := s.mustShip(t, "B")
		s.mut(b).mustered = true
		for q := range s.squads {
			if s.squads[q].host == b {
				s.mutSquads()[q].alive = false // its defenders are gone
			}
		}
		s.squads = append(s.mutSquads(), squad{side: 0, kind: 1, home: 0, host: b, sys: -1, target: -1, alive: true})
		return s, b
	}
	s, b := boarded()
	late, _ := boarded()
	late.turn = 2 // the last defender fell in the last turn

	s.captures(nil) // turn 1: no defenders left
	s.endTurn(nil)
	if s.Outcome().Over || s.ships[b].status != stActive {
		t.Fatalf("turn 1: %+v, status %d", s.Outcome(), s.ships[b].status)
	}
	s.captures(nil) // turn 2: taken
	s.endTurn(nil)
	cost := s.cls(b).dv.Cost
	if s.ships[b].status != stCaptured || !s.Outcome().Over || s.Outcome().Winner != 0 ||
		!strings.Contains(s.Outcome().Reason, fmt.Sprintf("turn limit of 2 is reached: Red %d, Blue 0", cost)) {
		t.Fatalf("taken on the last turn: status %d, %+v", s.ships[b].status, s.Outcome())
	}

	late.captures(nil)
	late.endTurn(nil)
	if late.ships[b].status != stActive || late.Outcome().Winner != engine.NoPlayer ||
		!strings.Contains(late.Outcome().Reason, "Red 0, Blue 0") {
		t.Fatalf("not yet taken at the limit: status %d, %+v", late.ships[b].status, late.Outcome())
	}
}

// TestRule_EndOfBattle_ScrapScoresIncapableDoesNot (End of the battle,
// the result by cost): a ship reduced to scrap scores its cost; one only
// made incapable of resistance (every weapon knocked out, its Drive and
// hull whole) scores nothing while its side fights on.
func TestRule_EndOfBattle_ScrapScoresIncapableDoesNot(t *testing.T) {
	s := battle(t, engine.Options{OptTurns: "1"}, place{0, "A", "Gun", "0,0", "N", 0},
		place{1, "B", "Target", "0,-40", "N", 0}, place{1, "C", "Gun", "0,-40", "N", 0})
	b := s.mustShip(t, "B")
	c := s.cls(b)
	for sys := range c.sysCat {
		if c.sysCat[sys] == CatWeapons {
			for k := 0; k < c.sysPoints[sys]; k++ {
				*s.point(b, sys, k) |= ptDown
			}
		}
	}
	if s.capable(b) || s.scrapped(b) {
		t.Fatalf("B capable %v, scrap %v: want incapable, not scrap", s.capable(b), s.scrapped(b))
	}
	s.endTurn(nil)
	if s.Score(0) != 0 || s.Outcome().Winner != engine.NoPlayer {
		t.Fatalf("an incapable ship scored: %d, %+v", s.Score(0), s.Outcome())
	}
}

// TestRule_EndOfBattle_BothSidesAtOnce (End of the battle): when both
// sides are left without a combatant capable of resistance at the same
// turn's end, neither loses outright: the cost scored decides.
func TestRule_EndOfBattle_BothSidesAtOnce(t *testing.T) {
	s := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0},
		place{1, "B", "Gun", "0,-2", "N", 0}, place{1, "B2", "Dart", "0,-2", "N", 0})
	for _, n := range []string{"A", "B", "B2"} {
		s.mut(s.mustShip(t, n)).status = stScrap
	}
	s.endTurn(nil)
	o := s.Outcome()
	if !o.Over || o.Winner != 0 || !strings.Contains(o.Reason, "neither side") {
		t.Fatalf("%+v", o)
	}
}

// TestScenario_Pursuit_EscapeAtTheEnds (the pursuit's description: the
// Vorr count what got away if the squadrons separate for three turns):
// the third turn apart being the last turn still ends the battle by
// separation, escape counted (the ships still able to fight, as the
// description and the briefing say: not one that ran without a weapon
// left); a truce agreed while apart, or the turn
// limit reached before the third turn, counts no escape.
func TestScenario_Pursuit_EscapeAtTheEnds(t *testing.T) {
	away := func(turns string) *State {
		p := newGameOpts(t, "pursuit", engine.Options{OptTurns: turns})
		for i := range p.ships {
			if p.ships[i].side == 1 {
				p.mut(ShipID(i)).pos = hex.Add(p.ships[i].pos, hex.Hex{Q: 0, R: -500})
				p.mut(ShipID(i)).speed = 10
			}
		}
		return p
	}
	escaped := 0
	for _, n := range []string{"Shade", "Hydra", "Gorgon", "Maw"} {
		escaped += away("3").cls(away("3").mustShip(t, n)).dv.Cost
	}
	last := away("3")
	for k := 0; k < 3; k++ {
		last.endTurn(nil)
	}
	if o := last.Outcome(); o.Winner != 1 || !strings.Contains(o.Reason, fmt.Sprintf("separated and avoid further contact: Concord 0, Vorr %d", escaped)) {
		t.Fatalf("apart for the last three turns: %+v", o)
	}
	// A ship that ran but can fight no more is not counted.
	lame := away("25")
	shade := lame.mustShip(t, "Shade")
	c := lame.cls(shade)
	for sys := range c.sysCat {
		if c.sysCat[sys] == CatWeapons {
			for k := 0; k < c.sysPoints[sys]; k++ {
				*lame.point(shade, sys, k) |= ptDown
			}
		}
	}
	for k := 0; k < 3; k++ {
		lame.endTurn(nil)
	}
	if o := lame.Outcome(); !strings.Contains(o.Reason, fmt.Sprintf("Vorr %d", escaped-c.dv.Cost)) {
		t.Fatalf("the Shade without weapons counted: %+v", o)
	}
	short := away("2")
	short.endTurn(nil)
	short.endTurn(nil)
	if o := short.Outcome(); o.Winner != engine.NoPlayer || !strings.Contains(o.Reason, "turn limit of 2 is reached: Concord 0, Vorr 0") {
		t.Fatalf("limit before the third turn apart: %+v", o)
	}
	truce := away("25")
	truce.endTurn(nil)
	truce.endTurn(nil)
	truce, _ = apply(t, truce, Seal{By: 0, Truce: true})
	truce, _ = apply(t, truce, Seal{By: 1, Truce: true})
	if o := truce.Outcome(); o.Winner != engine.NoPlayer || !strings.Contains(o.Reason, "truce: Concord 0, Vorr 0") {
		t.Fatalf("a truce while apart: %+v", o)
	}
}

// TestScenario_Boarding_SetUp (the boarding scenario's description): the
// Bastion drifts without power — its whole Drive out, so no shields and
// no energy weapon, at speed 1 — yet its damage control may work on the
// Drive; the Maw starts docked alongside with its commandos, heavy
// assault squads and powered armor, and may board in the first turn;
// the Bastion's marines are aboard to defend.
func TestScenario_Boarding_SetUp(t *testing.T) {
	s := newGame(t, "boarding", 1)
	bastion, maw := s.mustShip(t, "Bastion"), s.mustShip(t, "Maw")
	c := s.cls(bastion)
	if s.drive(bastion) != 0 || s.ships[bastion].shieldLeft != 0 || s.ships[bastion].speed != 1 {
		t.Fatalf("Bastion: Drive %d, shields %d, speed %d", s.drive(bastion), s.ships[bastion].shieldLeft, s.ships[bastion].speed)
	}
	for m, mt := range c.mounts {
		if mt.energy && s.mayFire(bastion, m) {
			t.Errorf("the Bastion's %s fires without power", c.sysName[m])
		}
	}
	if s.docked(maw) != bastion {
		t.Fatalf("the Maw is not docked with the Bastion")
	}
	apply(t, s, Repair{By: 0, Ship: bastion, System: c.driveSys})
	apply(t, s, Board{By: 1, Ship: maw, Target: bastion})
	kinds := map[int]int{}
	for _, q := range s.squads {
		if q.host == maw {
			kinds[q.kind]++
		}
		if q.host == bastion && q.side != 0 {
			t.Error("boarders start aboard the Bastion")
		}
	}
	if len(kinds) != 3 {
		t.Errorf("the Maw carries %v kinds of unit, want commandos, heavy assault and powered armor", kinds)
	}
}
