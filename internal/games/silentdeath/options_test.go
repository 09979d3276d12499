package silentdeath

import (
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// positionOpts is position with optional rules.
func positionOpts(t testing.TB, opt Options, red, blue []CraftFile, faces ...int) *State {
	t.Helper()
	s := position(t, false, red, blue)
	n := newStateOpts(s.sc, opt, engine.NewDice(1).Force(faces...))
	return n
}

func hasIntent(s *State, p engine.Player, match func(engine.Intent) bool) bool {
	for _, l := range s.Legal(p) {
		if match(l) {
			return true
		}
	}
	return false
}

func kindIs(k string) func(engine.Intent) bool {
	return func(x engine.Intent) bool { return x.Kind() == k }
}

func TestOptionSpecs(t *testing.T) {
	specs := Game{}.OptionSpecs()
	if len(specs) != 18 { // 10.0's seventeen and 1.0's Basic Game
		t.Fatalf("%d options", len(specs))
	}
	for _, s := range specs {
		if s.Default != "off" || s.Summary == "" || len(s.Choices) < 2 || len(s.Summary) > 120 {
			t.Errorf("%+v", s)
		}
	}
	o, err := ParseOptions(AllOptions())
	if err != nil || !o.PDLimit || !o.DamageControl || !o.GunneryDuels {
		t.Fatalf("%+v %v", o, err)
	}
	if back, _ := ParseOptions(o.Engine()); back != o {
		t.Fatal("Engine() does not read back")
	}
	if _, err := ParseOptions(engine.Options{"warp": "on"}); err == nil {
		t.Fatal("an unknown option was accepted")
	}
	if _, err := ParseOptions(engine.Options{OptDrift: "maybe"}); err == nil {
		t.Fatal("a bad value was accepted")
	}
	if _, err := (Game{}).NewState(loadScenario(t, "belt"), AllOptions(), 1); err != nil {
		t.Fatal(err)
	}
}

// TestExperience101: a pilot who scored a critical hit on the winning,
// surviving side gains experience; nobody does with the option off.
func TestExperience101(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{Experience: on}, red, blue)
		n := force(s, 10) // the critical: structure, 1 more box
		var ev events
		n.land(&ev, shot{kind: EvAttack, side: 0, target: ref{refCraft, 1}, hit: true, dmg: 6, by: 1, crew: 0})
		if n.crafts[1].hits != 7 {
			t.Fatalf("hits %d\n%s", n.crafts[1].hits, logText(ev.list))
		}
		n.crafts[1].state = outDestroyed
		n.checkVictory(&ev, false)
		v := n.Veterans()
		if on && (len(v) != 1 || v[0] != (Veteran{0, 0}) || !strings.Contains(logText(ev.list), "gains experience")) {
			t.Fatalf("veterans %v\n%s", v, logText(ev.list))
		}
		if !on && v != nil {
			t.Fatalf("veterans %v with experience off", v)
		}
	}
}

// TestDrift102: Drive 19 drifts 1D8, Drive 15 1D6, at the very start of
// the Movement Phase, before the initiative roll ("before any normal
// Movement Phase activities begin"); a craft at Full Stop does not drift;
// the map edge stops a drift.
func TestDrift102(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 2, "N", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.ph = phMoveStart
	s = force(s, 3, 6, 5, 2)
	n, ev := apply(t, s, Initiative{By: 0})
	if got := offset(n.crafts[0].pos); got != "[10,13]" {
		t.Fatalf("Red drifted to %s\n%s", got, logText(ev))
	}
	if got := offset(n.crafts[1].pos); got != "[20,0]" || !strings.Contains(logText(ev), "stopped at the map edge") {
		t.Fatalf("Blue drifted to %s\n%s", got, logText(ev))
	}
	if log := logText(ev); strings.Index(log, "drifts") > strings.Index(log, "initiative") {
		t.Fatalf("the initiative was rolled before the drifts:\n%s", log)
	}
	// The log says why the die is the one it is: the Pit Viper's Drive.
	if log := logText(ev); !strings.Contains(log, "drifts at Drive "+itoa(n.crafts[0].Drive(false))+" (10.2)") {
		t.Fatalf("the drift does not say the Drive its die comes from:\n%s", log)
	}
	// Full Stop: offered while the craft has not moved, and it stops drift.
	if !hasIntent(n, 1, kindIs(KindFullStop)) {
		t.Fatal("no Full Stop offered")
	}
	n, _ = apply(t, n, FullStop{By: 1, Craft: 1})
	if !n.crafts[1].fullStop {
		t.Fatal("no Full Stop")
	}
	n.ph = phMoveStart
	for i := range n.crafts {
		n.crafts[i].moved = false
	}
	n = force(n, 1, 5, 2)
	n, ev = apply(t, n, Initiative{By: 0})
	if offset(n.crafts[1].pos) != "[20,0]" || strings.Count(logText(ev), "drifts") != 1 {
		t.Fatalf("log:\n%s", logText(ev))
	}
	// Off: nobody drifts.
	s = position(t, false, red, blue)
	s.ph = phMoveStart
	s = force(s, 5, 2)
	n, _ = apply(t, s, Initiative{By: 0})
	if offset(n.crafts[0].pos) != "[10,10]" || hasIntent(n, 1, kindIs(KindFullStop)) {
		t.Fatal("drift with the option off")
	}
}

func moving(t *testing.T, opt Options, red, blue []CraftFile) *State {
	t.Helper()
	s := positionOpts(t, opt, red, blue)
	s.ph = phMoveStart
	s = force(s, 2, 5) // Red moves first
	n, _ := apply(t, s, Initiative{By: 0})
	return n
}

// TestTurning103: with the restriction the first turn needs a new hex.
func TestTurning103(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	isTurn := func(x engine.Intent) bool { return x.Kind() == KindTurn || x.Kind() == KindTight }
	on := moving(t, Options{Turning: true}, red, blue)
	if hasIntent(on, 0, isTurn) {
		t.Fatal("a turn before entering a new hex")
	}
	on, _ = apply(t, on, Forward{By: 0, Craft: 0})
	if !hasIntent(on, 0, isTurn) {
		t.Fatal("no turn after entering a new hex")
	}
	if off := moving(t, Options{}, red, blue); !hasIntent(off, 0, isTurn) {
		t.Fatal("no turn with the option off")
	}
}

// TestSetCostTurns103: two hexsides cost 3+2 when 1D10 is under the Plt;
// otherwise one hexside for 3 MP.
func TestSetCostTurns103(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := moving(t, Options{SetTurns: true}, red, blue)
	to := int(hex.Direction(hex.S).Rotate(2))
	ok, ev := apply(t, force(s, 6), Tight{By: 0, Craft: 0, Facing: to})
	if int(ok.crafts[0].facing) != to || ok.mp != 5 {
		t.Fatalf("facing %v, %d MP\n%s", ok.crafts[0].facing, ok.mp, logText(ev))
	}
	// Failed: 3 MP for one hexside, which the pilot names (rules 12).
	bad, _ := apply(t, force(s, 7), Tight{By: 0, Craft: 0, Facing: to})
	bad, _ = apply(t, bad, Face{By: 0, Craft: 0, Facing: int(hex.Direction(hex.S).Rotate(1))})
	if bad.crafts[0].facing != hex.Direction(hex.S).Rotate(1) || bad.mp != 3 || hasIntent(bad, 0, kindIs(KindTurn)) {
		t.Fatalf("facing %v, %d MP", bad.crafts[0].facing, bad.mp)
	}
	// Off: the tight turn rolls its TTC (1D4+3 for Plt 7).
	off := moving(t, Options{}, red, blue)
	n, _ := apply(t, force(off, 4), Tight{By: 0, Craft: 0, Facing: FaceAfterRoll})
	if n.mp != 7 {
		t.Fatalf("%d MP", n.mp)
	}
	if n, _ = apply(t, n, Face{By: 0, Craft: 0, Facing: to}); int(n.crafts[0].facing) != to || n.mp != 7 {
		t.Fatalf("facing %v, %d MP", n.crafts[0].facing, n.mp)
	}
}

// TestDrive0Turns103: with the option a craft at Drive 0 may turn one
// hexside a turn; without it, it does not turn at all.
func TestDrive0Turns103(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{Drive0Turns: on}, red, blue)
		s.crafts[0].hits = 21
		if s.crafts[0].Drive(false) != 0 {
			t.Fatal("Drive not 0")
		}
		s.ph = phMoveStart
		s = force(s, 2, 5)
		n, _ := apply(t, s, Initiative{By: 0})
		if got := hasIntent(n, 0, kindIs(KindTurn)); got != on {
			t.Fatalf("option %v: turn offered %v", on, got)
		}
		if on {
			n, _ = apply(t, n, Turn{By: 0, Craft: 0, Dir: 1})
			if n.crafts[0].facing != hex.SW || !n.crafts[0].moved {
				t.Fatalf("facing %v", n.crafts[0].facing)
			}
		}
	}
}

// TestDrive0TurnsAtPhaseStart103 is 10.3's correction: "any Drive 0 turns
// would have to be performed at the beginning of the Movement Phase after
// any drifts". The Drive 0 craft turn (or keep their facing) before
// anybody moves, after the drift, the side that moves first first; they
// take no place in the alternation of moves, and the initiative winner's
// hold counts only the craft that move.
func TestDrive0TurnsAtPhaseStart103(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8), cf("pit-viper", "B", 12, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5), cf("spirit-rider", "B", 24, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Drive0Turns: true, Drift: true}, red, blue)
	s.crafts[1].hits = 21 // Red's Pit Viper B at Drive 0
	s.crafts[3].hits = 27 // Blue's Spirit Rider B at Drive 0
	if s.crafts[1].Drive(false) != 0 || s.crafts[3].Drive(false) != 0 {
		t.Fatal("Drive not 0")
	}
	s.ph = phMoveStart
	// The drifts first (10.2): Red's Pit Viper A 1D8 = 3, Blue's Spirit
	// Rider A 1D6 = 2. Then the initiative: Red 2 + 7, Blue 9 + 5: Blue
	// wins, Red moves first.
	s = force(s, 3, 2, 2, 9)
	n, ev := apply(t, s, Initiative{By: 0})
	log := logText(ev)
	if !strings.Contains(log, "drifts") || n.Phase().Name != PhaseDrive0 {
		t.Fatalf("after the initiative: phase %q\n%s", n.Phase().Name, log)
	}
	if got := offset(n.crafts[0].pos); got != "[10,13]" {
		t.Fatalf("Red's Pit Viper A drifted to %s before the Drive 0 turns", got)
	}
	// Red moves first, so its Drive 0 craft turns first; nothing else is
	// offered, to either side.
	if ph := n.Phase(); !ph.Acting(0) || ph.Acting(1) {
		t.Fatalf("actors %v", ph.Actors)
	}
	for _, l := range n.Legal(0) {
		if c, _ := IntentCraft(l); c != 1 || (l.Kind() != KindTurn && l.Kind() != KindStop) {
			t.Fatalf("offered %v", l)
		}
	}
	if len(n.Legal(0)) != 3 {
		t.Fatalf("Legal %v", n.Legal(0))
	}
	refuse := func(s *State, in engine.Intent) {
		t.Helper()
		if err := s.Check(in); err == nil {
			t.Fatalf("%v accepted during the Drive 0 turns", in)
		}
	}
	refuse(n, Forward{By: 0, Craft: 0})
	n, ev = apply(t, n, Turn{By: 0, Craft: 1, Dir: 1})
	if n.crafts[1].facing != hex.SW || !strings.Contains(logText(ev), "Drive 0") {
		t.Fatalf("facing %v\n%s", n.crafts[1].facing, logText(ev))
	}
	// Then Blue's, which keeps its facing.
	if ph := n.Phase(); ph.Name != PhaseDrive0 || !ph.Acting(1) {
		t.Fatalf("phase %q %v", ph.Name, ph.Actors)
	}
	n, _ = apply(t, n, Stop{By: 1, Craft: 3})
	if n.crafts[3].facing != hex.N {
		t.Fatal("Stop turned the craft")
	}
	// The moves: Red first, one craft a side, no hold (Blue has one craft
	// that moves, and so has Red); the Drive 0 craft never come up.
	if ph := n.Phase(); ph.Name != PhaseMove || !ph.Acting(0) {
		t.Fatalf("phase %q %v", ph.Name, ph.Actors)
	}
	if hasIntent(n, 1, kindIs(KindHold)) || n.unmoved(0) != 1 || n.unmoved(1) != 1 {
		t.Fatalf("unmoved %d %d", n.unmoved(0), n.unmoved(1))
	}
	for _, l := range n.Legal(0) {
		if c, _ := IntentCraft(l); c != 0 {
			t.Fatalf("offered %v in the moves", l)
		}
	}
	n, _ = apply(t, n, Stop{By: 0, Craft: 0})
	if ph := n.Phase(); ph.Name != PhaseMove || !ph.Acting(1) {
		t.Fatalf("phase %q %v", ph.Name, ph.Actors)
	}
	n, _ = apply(t, n, Stop{By: 1, Craft: 2})
	if n.Phase().Name == PhaseMove || n.Phase().Name == PhaseDrive0 {
		t.Fatalf("the Movement Phase goes on: %q", n.Phase().Name)
	}
	// Without Drive 0 craft there is no such step.
	s = positionOpts(t, Options{Drive0Turns: true}, red, blue)
	s.ph = phMoveStart
	n, _ = apply(t, force(s, 2, 9), Initiative{By: 0})
	if n.Phase().Name != PhaseMove {
		t.Fatalf("phase %q", n.Phase().Name)
	}
}

// TestSideslips104: 2 MP into the front-left or front-right hex, not twice
// in a row; torps slip too.
func TestSideslips104(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := moving(t, Options{Sideslips: true}, red, blue)
	at, f, left, ok := s.StepPreview(Slip{By: 0, Craft: 0, Dir: 1})
	n, _ := apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if n.crafts[0].pos != hex.Neighbor(hex.FromOffset(10, 10), hex.NE) || n.mp != 2 || n.crafts[0].facing != hex.N {
		t.Fatalf("at %s, %d MP", offset(n.crafts[0].pos), n.mp)
	}
	// The screen's preview of the slip is where it leaves the craft.
	if !ok || at != n.crafts[0].pos || f != n.crafts[0].facing || left != n.crafts[0].Drive(false)-n.mp {
		t.Fatalf("StepPreview: %s %v %d MP left, %v", offset(at), f, left, ok)
	}
	if hasIntent(n, 0, kindIs(KindSlip)) {
		t.Fatal("two sideslips in a row")
	}
	n, _ = apply(t, n, Forward{By: 0, Craft: 0})
	if !hasIntent(n, 0, kindIs(KindSlip)) {
		t.Fatal("no sideslip after moving forward")
	}
	if off := moving(t, Options{}, red, blue); hasIntent(off, 0, kindIs(KindSlip)) {
		t.Fatal("sideslip with the option off")
	}
	// A torp facing N reaches the front-right hex for 2 MP, not 3+1.
	for _, tc := range []struct {
		on   bool
		cost int
	}{{true, 2}, {false, 4}} {
		s := positionOpts(t, Options{Sideslips: tc.on}, red, blue)
		s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(5, 5), facing: hex.N, target: ref{refCraft, 0}}}
		_, _, mp, ok := s.torpPath(0, hex.Neighbor(hex.FromOffset(5, 5), hex.NE))
		if !ok || mp != tc.cost {
			t.Fatalf("slips %v: %d MP", tc.on, mp)
		}
	}
}

// TestAsteroids105: the option scatters 20 asteroids and rolls a drift
// direction on a map that has none.
func TestAsteroids105(t *testing.T) {
	on, err := Game{}.NewState(loadScenario(t, "intro-patrol"), engine.Options{OptAsteroids: "on"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(on.(*State).asteroids); n != OptionAsteroids {
		t.Fatalf("%d asteroids", n)
	}
	if n := len(newGame(t, "intro-patrol", 4).asteroids); n != 0 {
		t.Fatalf("%d asteroids with the option off", n)
	}
}

// TestTorps106: maneuverable torps turn for free; variable speeds give a
// Mk.10 18 MP.
func TestTorps106(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	behind := hex.Neighbor(hex.FromOffset(5, 5), hex.S)
	for _, tc := range []struct {
		o    Options
		cost int
	}{{Options{TorpManeuver: true}, 1}, {Options{}, 10}} {
		s := positionOpts(t, tc.o, red, blue)
		s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(5, 5), facing: hex.N, target: ref{refCraft, 0}}}
		if _, _, mp, ok := s.torpPath(0, behind); !ok || mp != tc.cost {
			t.Fatalf("%+v: %d MP", tc.o, mp)
		}
	}
	far := hex.FromOffset(5, 5+15)
	for _, tc := range []struct {
		o     Options
		reach bool
	}{{Options{TorpSpeeds: true}, true}, {Options{}, false}} {
		s := positionOpts(t, tc.o, red, blue)
		s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(5, 5), facing: hex.S, target: ref{refCraft, 0}}}
		if _, _, _, ok := s.torpPath(0, far); ok != tc.reach {
			t.Fatalf("%+v: reached %v", tc.o, ok)
		}
	}
}

// TestTorpTracking106: the enemy's view hides where a torp is going.
func TestTorpTracking106(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{TorpTracking: on}, red, blue)
		s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(5, 5), target: ref{refCraft, 0}}}
		red := s.View(0).(*State).torps[0].target
		blue := s.View(1).(*State).torps[0].target
		if blue != (ref{refCraft, 0}) || (red == blue) == on {
			t.Fatalf("option %v: Red sees %v", on, red)
		}
	}
}

func jamming(t *testing.T, o Options, typ string, torps int) *State {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf(typ, "A", 20, 20, "N", 5, 5, 5)}
	if typ == "spirit-rider" {
		blue[0].Gunners = nil
	}
	s := positionOpts(t, o, red, blue)
	for k := 0; k < torps; k++ {
		s.torps = append(s.torps, torp{id: k + 1, side: 0, owner: 0, mark: Mk20, pos: hex.FromOffset(25-k, 25), target: ref{refCraft, 1}})
	}
	s.ph = phTorpResults
	var ev events
	s.advance(&ev)
	return s
}

// TestDecoys107: a decoy instead of jamming: 1D4 per tracking torp, 1–2
// removes it; the count runs down; a critical hit costs one.
func TestDecoys107(t *testing.T) {
	s := jamming(t, Options{Decoys: true}, "salamander", 2)
	if s.ph != phJam || !hasIntent(s, 1, kindIs(KindDecoy)) || s.crafts[1].decoys != 2 {
		t.Fatalf("phase %s, decoys %d", s.Phase().Name, s.crafts[1].decoys)
	}
	n, ev := apply(t, force(s, 2, 3), Decoy{By: 1, Craft: 1})
	if len(n.torps) != 1 || n.crafts[1].decoys != 1 {
		t.Fatalf("%d torps left\n%s", len(n.torps), logText(ev))
	}
	var e events
	m := force(n, 10)
	m.critical(&e, 1, 0)
	if m.crafts[1].decoys != 0 {
		t.Fatal("a critical hit did not cost a decoy")
	}
	if off := jamming(t, Options{}, "salamander", 2); hasIntent(off, 1, kindIs(KindDecoy)) {
		t.Fatal("decoy with the option off")
	}
}

// TestPointDefence107: instead of a dodge, 1D10 in the kill spread per
// torp; the bracketed maximum limits the tries; a critical hit knocks the
// system out.
func TestPointDefence107(t *testing.T) {
	arrive := func(o Options, n int) *State {
		s := jamming(t, o, "salamander", 0)
		s.ph = phDefence
		for k := 0; k < n; k++ {
			s.torps = append(s.torps, torp{id: k + 1, side: 0, mark: Mk20, pos: s.crafts[1].pos, target: ref{refCraft, 1}, arrived: true})
		}
		return s
	}
	s := arrive(Options{PointDefence: true}, 3)
	if !hasIntent(s, 1, kindIs(KindPointDef)) || !hasIntent(s, 1, kindIs(KindDodge)) {
		t.Fatalf("phase %s", s.Phase().Name)
	}
	n, ev := apply(t, force(s, 7, 8, 1), PointDef{By: 1, Craft: 1})
	log := logText(ev)
	if strings.Count(log, "destroyed") < 2 || strings.Count(log, "'s point defence at") != 3 || strings.Contains(log, "tries to dodge") {
		t.Fatalf("log:\n%s", log)
	}
	if n.crafts[1].hits == 0 {
		t.Fatal("the torp that got through did no damage")
	}
	// Limited: a Salamander attacks at most 2 of 3.
	s = arrive(Options{PointDefence: true, PDLimit: true}, 3)
	_, ev = apply(t, force(s, 1, 1), PointDef{By: 1, Craft: 1})
	if strings.Count(logText(ev), "'s point defence at") != 2 {
		t.Fatalf("log:\n%s", logText(ev))
	}
	// Lost on a critical hit: a dodge then.
	s = arrive(Options{PointDefence: true}, 1)
	s.crafts[1].pdLost = true
	var e events
	s.advance(&e)
	if strings.Contains(logText(e.list), "point defence") || !strings.Contains(logText(e.list), "dodges") {
		t.Fatalf("log:\n%s", logText(e.list))
	}
	// Off: a dodge.
	s = arrive(Options{}, 1)
	s.ph = phTorpResults
	e = events{}
	s.advance(&e)
	if !strings.Contains(logText(e.list), "dodges") {
		t.Fatalf("log:\n%s", logText(e.list))
	}
}

// TestGunneryDuel108 is 10.8's example: the Salamander's gunner (Gnr 4)
// fires his twin Splatterguns at the Thunder Bird; its pilot (Gnr 7)
// answers with a duel; 5 + 4 = 9 against 6 + 7 − 2 = 11: the Thunder Bird
// fires first, then the Salamander, and the Thunder Bird's pilot has used
// his shot.
func TestGunneryDuel108(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 4)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 13, "N", 5, 7)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{GunneryDuels: on}, red, blue)
		s.ph = phFireStart
		var e events
		s.advance(&e)
		if s.step != 6 || s.Phase().Actors[0] != 0 {
			t.Fatalf("step %d", s.step)
		}
		n, _ := apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}})
		if !on {
			if n.ph == phDuel || n.step == 6 {
				t.Fatal("a duel with the option off")
			}
			continue
		}
		if n.ph != phDuel || !hasIntent(n, 1, kindIs(KindDuel)) {
			t.Fatalf("phase %s", n.Phase().Name)
		}
		n = force(n, 5, 6, 1, 1, 1, 1, 1, 1)
		_, ev := apply(t, n, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
		log := logText(ev)
		tb := strings.Index(log, "Thunder Bird A fires")
		sal := strings.Index(log, "Salamander A fires")
		if !strings.Contains(log, "= 9") || !strings.Contains(log, "= 11") || tb < 0 || sal < 0 || tb > sal {
			t.Fatalf("log:\n%s", log)
		}
		if strings.Count(log, "Thunder Bird A fires") != 1 {
			t.Fatalf("the Thunder Bird fired twice:\n%s", log)
		}
	}
}

// TestDeflection109 is 10.9's example: the Salamander in the Epping's Rear
// Quarter Right, the Epping in the Salamander's Front Quarter Left: +1.
func TestDeflection109(t *testing.T) {
	ep := hex.FromOffset(10, 10)
	sal := hex.Neighbor(hex.Neighbor(hex.Neighbor(ep, hex.SE), hex.SE), hex.SE)
	if d := Deflection(sal, hex.N, ep, hex.N, false); d != 1 {
		t.Fatalf("deflection %+d, want +1", d)
	}
	if d := Deflection(sal, hex.N, ep, hex.N, true); d != 1 {
		t.Fatalf("Drive 0: %+d", d) // front quarter row, Drive 0 column
	}
	// Head on: both forward, 0; crossing (forward against front quarter) −2.
	a, b := hex.FromOffset(10, 10), hex.FromOffset(10, 5)
	if d := Deflection(a, hex.N, b, hex.S, false); d != 0 {
		t.Fatalf("head on %+d", d)
	}
	if d := Deflection(a, hex.N, b, hex.SE, false); d != -2 {
		t.Fatalf("crossing %+d", d)
	}
	// In a shot, and not with the option off.
	oc, or := hex.ToOffset(sal)
	red := []CraftFile{cf("salamander", "A", oc, or, "N", 5, 3, 4)}
	blue := []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{Deflection: on}, red, blue)
		sh := force(s, 1, 1, 1).cannonShot(attack{side: 0, craft: 0, crew: 1, mount: 1, target: ref{refCraft, 1}})
		if got := strings.Contains(sh.roll.String(), "+1 deflection"); got != on {
			t.Fatalf("option %v: %s", on, sh.roll.String())
		}
	}
}

// TestAutoHits1010: doubled top faces of the base dice hit whatever the
// DV; double 1s miss whatever the total.
func TestAutoHits1010(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 5, 1)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 6, "N", 7, 8)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{AutoHits: on}, red, blue)
		a := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
		sh := force(s, 6, 6, 1).cannonShot(a) // 6+6+1+1 extra gun = 14 < 15
		if sh.hit != on {
			t.Fatalf("option %v: %s", on, sh.roll.String())
		}
		if on && !strings.Contains(sh.roll.String(), "base 6+6, ADB 1") {
			t.Fatalf("%s", sh.roll.String())
		}
	}
	red = []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 5, 10)}
	blue = []CraftFile{cf("thunder-bird", "A", 10, 8, "N", 7, 8)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{AutoHits: on}, red, blue)
		sh := force(s, 1, 1, 10).cannonShot(attack{side: 0, craft: 0, target: ref{refCraft, 1}})
		if sh.hit == on {
			t.Fatalf("option %v: %s", on, sh.roll.String())
		}
	}
}

// TestRangeIncrements1011: the six bands replace the three.
func TestRangeIncrements1011(t *testing.T) {
	on := &State{opt: Options{RangeBands: true}}
	off := &State{}
	for _, tc := range []struct {
		w       Weapon
		d       int
		on, off int
		ok      bool
	}{
		{PulseLaser, 1, 2, 1, true}, {PulseLaser, 3, 1, 1, true}, {PulseLaser, 9, -1, 0, true}, {PulseLaser, 10, -2, -1, true},
		{TurboLaser, 30, -4, -1, true}, {Blatgun, 14, -4, -1, true}, {Splattergun, 7, -2, -1, true}, {Splattergun, 11, 0, 0, false},
	} {
		m1, _, ok1 := on.rangeMod(tc.w, tc.d)
		m0, _, ok0 := off.rangeMod(tc.w, tc.d)
		if m1 != tc.on || m0 != tc.off || ok1 != tc.ok || ok0 != tc.ok {
			t.Errorf("%s at %d: %+d/%+d, want %+d/%+d", weapons[tc.w].Name, tc.d, m1, m0, tc.on, tc.off)
		}
	}
}

// TestDamageControl1012: a craft that neither fired nor was hit repairs
// its last box on a roll in its spread, once; a repaired ◇ stays at the
// lower DR.
func TestDamageControl1012(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 7, 8)}
	for _, on := range []bool{true, false} {
		s := positionOpts(t, Options{DamageControl: on}, red, blue)
		s.crafts[0].hits = 9 // the ◇2 box is the last marked: DR 1
		if s.crafts[0].DR(false) != 1 {
			t.Fatalf("DR %d", s.crafts[0].DR(false))
		}
		n := force(s, 3)
		n.ph = phEndTurn
		var ev events
		endTurnAttempting(n, &ev)
		if !on {
			if n.crafts[0].hits != 9 {
				t.Fatal("repaired with the option off")
			}
			continue
		}
		c := n.crafts[0]
		if c.hits != 8 || !c.dcUsed || c.DR(false) != 1 {
			t.Fatalf("hits %d, DR %d\n%s", c.hits, c.DR(false), logText(ev.list))
		}
		// Marked again, the blank box does not lower DR further.
		var e events
		n.damageCraft(&e, 0, 1, 1)
		if n.crafts[0].DR(false) != 1 {
			t.Fatalf("DR %d", n.crafts[0].DR(false))
		}
		// Once a scenario.
		n.crafts[0].firedT, n.crafts[0].hitT = false, false
		m := force(n, 1)
		endTurnAttempting(m, &e)
		if m.crafts[0].hits != 9 {
			t.Fatal("repaired twice")
		}
	}
	// A weapon box repaired gives the weapon back; a craft that fired may
	// not try.
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	var ev events
	s.damageCraft(&ev, 0, 7, 1) // boxes 1–7: the t box (6) then ✳ (7)
	s.pending = nil
	s = force(s, 1)
	s.crafts[0].hits, s.crafts[0].lastFx = 14, boxFx{kind: fxWeapon, n: 0}
	s.crafts[0].lost = 1
	s.crafts[0].noteLasting(lossWeapon, 0, 14) // what box 14 took
	s.crafts[0].hitT = false
	s.crafts[0].firedT = true
	n := s.clone()
	endTurnAttempting(n, &ev)
	if n.crafts[0].hits != 14 {
		t.Fatal("a craft that fired repaired")
	}
	s.crafts[0].firedT = false
	n = s.clone()
	endTurnAttempting(n, &ev)
	if n.crafts[0].hits != 13 || n.crafts[0].lost != 0 {
		t.Fatalf("hits %d lost %b", n.crafts[0].hits, n.crafts[0].lost)
	}
}

// TestRandomGamesAllOptions plays random games of every scenario with
// every optional rule on, with all of gametest.RandomGames' checks and the
// invariants of TestRandomGames.
func TestRandomGamesAllOptions(t *testing.T) {
	games := 27
	if testing.Short() {
		games = 9
	}
	gametest.RandomGames(t, Game{}, randomMatches(t, games, AllOptions(), 7), gametest.Checks{
		MaxIntents: 20000,
		State:      positionChecks,
		Quiet:      func(in engine.Intent) bool { return in.Kind() == KindPass },
	})
}

// TestScriptedAllOptions: the scripted opponent plays every scenario with
// every option on, and the game saves and replays.
func TestScriptedAllOptions(t *testing.T) {
	for seed, name := range allScenarios {
		if testing.Short() && seed%2 == 1 {
			continue
		}
		gametest.SaveReplay(t, Game{}, loadScenario(t, name), AllOptions(), uint64(seed), Scripted{}, Scripted{})
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
	_, ev = apply(t, s, Lose{By: 0, Craft: 0, Mount: 2})
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

// TestRule_10_5_Asteroids: an asteroid on the line blocks cannon fire
// (missiles ignore it, TestRule_4_1_LockOnRange); entering its hex deals
// 10D12, one drifting into a craft 5D12, each less DR; an asteroid
// drifting off the map comes back at the other end of its row.
func TestRule_10_5_Asteroids(t *testing.T) {
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 15, "S", 5, 5)})
	n := 0
	s.cannonTargets(0, 0, func(ref) { n++ })
	s.asteroids = []hex.Hex{hex.FromOffset(10, 17)}
	m := 0
	s.cannonTargets(0, 0, func(ref) { m++ })
	if n != 1 || m != 0 {
		t.Fatalf("targets %d in the clear, %d behind the asteroid", n, m)
	}
	// Entering: 10 dice.
	s = movePhase(t, s, 0)
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.N)}
	s = force(s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Forward{By: 0, Craft: 0})
	if !strings.Contains(logText(ev), "10d12") || s.crafts[0].hits != 10-1 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, logText(ev))
	}
	// Drifting into a craft: 5 dice; the wrap along the row.
	s.drift = hex.N
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[1].pos, hex.S), hex.FromOffset(4, 0)}
	s.crafts[1].hits = 0
	s = force(s, 2, 2, 2, 2, 2)
	var e events
	s.driftAsteroids(&e)
	if s.crafts[1].hits != 10-2 || !strings.Contains(logText(e.list), "5d12") {
		t.Fatalf("hits %d\n%s", s.crafts[1].hits, logText(e.list))
	}
	if c, r := hex.ToOffset(s.asteroids[1]); c != 4 || r != StandardRows-1 {
		t.Fatalf("the asteroid leaving the top came back at [%d,%d]", c, r)
	}
}

// TestRule_10_7_CriticalCostsDecoyAndPD: every critical hit takes a decoy
// and knocks the point defence out.
func TestRule_10_7_CriticalCostsDecoyAndPD(t *testing.T) {
	s := positionOpts(t, Options{Decoys: true, PointDefence: true}, []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	if s.crafts[0].decoys != 2 {
		t.Fatalf("%d decoys", s.crafts[0].decoys)
	}
	if pd, _ := s.pointDefence(0); pd != 7 {
		t.Fatalf("kill spread 1–%d", pd)
	}
	s = force(s, 10) // ✳ at box 9: chart 10, one more box
	var ev events
	s.damageCraft(&ev, 0, 9, 1)
	if pd, _ := s.pointDefence(0); s.crafts[0].decoys != 1 || pd != 0 {
		t.Fatalf("decoys %d, kill spread %d\n%s", s.crafts[0].decoys, pd, logText(ev.list))
	}
}

// TestRule_10_7_KillSpreadInclusive: a point-defence roll on the top of
// the spread destroys the torp, one more misses; with the bracketed limit
// only that many torps are tried.
func TestRule_10_7_KillSpreadInclusive(t *testing.T) {
	for _, tc := range []struct {
		limit bool
		rolls []int
		left  int
	}{{false, []int{7, 8}, 1}, {true, []int{1, 1}, 1}} {
		o := Options{PointDefence: true, PDLimit: tc.limit}
		s := positionOpts(t, o, []CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
		if tc.limit {
			s.crafts[0].typ, _ = CraftByKey("night-hawk") // spread 1–3, one torp at most
		} else {
			s.crafts[0].typ, _ = CraftByKey("salamander") // spread 1–7
		}
		s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10, Mk10)
		s = force(s, tc.rolls...)
		var ev events
		left := s.shootDown(&ev, 0, []int{0, 1})
		if len(left) != tc.left {
			t.Fatalf("limit %v, rolls %v: %d left\n%s", tc.limit, tc.rolls, len(left), logText(ev.list))
		}
	}
}

// TestRule_10_9_DefenderPicks: on a hex between two arcs the defender
// takes the row and column that suit him, the lowest modifier.
func TestRule_10_9_DefenderPicks(t *testing.T) {
	a := hex.FromOffset(10, 20)
	// Two hexes ahead and one across: on the Forward / Front Quarter Right
	// boundary of the attacker facing N.
	d := hex.Neighbor(hex.Neighbor(a, hex.N), hex.NE)
	if cs := hex.SilentDeathCones(a, hex.N, d); cs != hex.ConeF|hex.ConeFQR {
		t.Fatalf("cones %v", cs)
	}
	// The defender faces N: the attacker is in its Aft (and Rear Quarter
	// Left) arc. Forward row: Aft +1, Rear Quarter 0; Front Quarter row:
	// Aft 0, Rear Quarter +1. The defender picks 0.
	if got := Deflection(a, hex.N, d, hex.N, false); got != 0 {
		t.Fatalf("deflection %+d, want 0", got)
	}
}

// TestRule_10_10_AutoHitNeedsBothTop: one base die on its top face is not
// an automatic hit; the ADB die never counts.
func TestRule_10_10_AutoHitNeedsBothTop(t *testing.T) {
	s := positionOpts(t, Options{AutoHits: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 1)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	a := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
	if sh := force(s, 8, 1, 4).cannonShot(a); sh.hit {
		t.Fatalf("8+1+4 = 13 against DV 15 hit: %s", sh.roll)
	}
	if sh := force(s, 1, 1, 4).cannonShot(a); sh.hit || !strings.Contains(sh.roll.String(), "automatic miss") {
		t.Fatalf("double 1s: %s", sh.roll)
	}
}

// TestRule_10_11_RangeBands: the six increments as printed, the last hex
// of each counting, the modifiers +2, +1, 0, −1, −2, −4.
func TestRule_10_11_RangeBands(t *testing.T) {
	s := positionOpts(t, Options{RangeBands: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 1)}, []CraftFile{cf("pit-viper", "B", 10, 15, "N", 5, 5)})
	for _, tc := range []struct {
		w   Weapon
		d   int
		mod int
		ok  bool
	}{{PulseLaser, 2, 2, true}, {PulseLaser, 3, 1, true}, {PulseLaser, 10, -2, true}, {PulseLaser, 11, 0, false},
		{MeldLaser, 20, -4, true}, {TurboLaser, 28, -2, true}, {TurboLaser, 29, -4, true}, {Splattergun, 6, -1, true},
		{Blatgun, 15, -4, true}, {Impulsegun, 7, -1, true}, {Impulsegun, 9, -2, true}} {
		m, _, ok := s.rangeMod(tc.w, tc.d)
		if m != tc.mod || ok != tc.ok {
			t.Errorf("%s at %d: %+d %v, want %+d %v", weapons[tc.w].Name, tc.d, m, ok, tc.mod, tc.ok)
		}
	}
}

// TestRule_10_2_DriftDie: Drive 0–5 never drifts, 6–10 1D4, 11–15 1D6,
// 16 and more 1D8.
func TestRule_10_2_DriftDie(t *testing.T) {
	for d, want := range map[int]int{0: 0, 5: 0, 6: 4, 10: 4, 11: 6, 15: 6, 16: 8, 19: 8} {
		if got := DriftDie(d); got != want {
			t.Errorf("Drive %d: 1D%d, want 1D%d", d, got, want)
		}
	}
	if SetTurnCost(2) != 5 || SetTurnCost(3) != 7 {
		t.Fatalf("set costs %d, %d", SetTurnCost(2), SetTurnCost(3))
	}
}

// TestRule_10_4_SlipThroughOccupied: a sideslip is a forward move, so it
// may pass into an occupied hex when the craft can fly on to a free one;
// it may neither stop nor turn there.
func TestRule_10_4_SlipThroughOccupied(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 11, 19, "N", 5, 5)} // the front-right hex
	s := positionOpts(t, Options{Sideslips: true}, red, blue)
	s = movePhase(t, s, 0)
	if !hasIntent(s, 0, func(x engine.Intent) bool { sl, ok := x.(Slip); return ok && sl.Dir == 1 }) {
		t.Fatalf("no slip through the occupied hex: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindStop)) || hasIntent(s, 0, kindIs(KindTurn)) || !hasIntent(s, 0, kindIs(KindForward)) {
		t.Fatalf("in the occupied hex: %v", s.Legal(0))
	}
}

// TestRule_10_5_AsteroidBlocksLaserSat: with 10.5's asteroids in 11.6, a
// Laser Sat's fire is cannon fire and an asteroid on the line blocks it.
func TestRule_10_5_AsteroidBlocksLaserSat(t *testing.T) {
	for _, blocked := range []bool{false, true} {
		s := newGame(t, "screening", 1)
		sat := s.sats[0].pos
		j := s.craftIndex(1, "Night Hawk A")
		s.crafts[j].pos = hex.Neighbor(hex.Neighbor(hex.Neighbor(sat, hex.N), hex.N), hex.N)
		s.asteroids = nil
		if blocked {
			s.asteroids = []hex.Hex{hex.Neighbor(sat, hex.N)}
		}
		var ev events
		s = force(s, 8, 8, 8, 8, 8, 8)
		s.laserSatsFire(&ev)
		fired := strings.Contains(logText(ev.list), "fires at Void Stalker's Night Hawk A")
		if fired == blocked {
			t.Fatalf("asteroid %v: the Laser Sat fired %v\n%s", blocked, fired, logText(ev.list))
		}
	}
}

// TestRule_10_8_DuelTieFiresTogether: a tied gunnery duel resolves both
// attacks simultaneously: the Thunder Bird's hit that takes the
// Salamander's Splatterguns (its last system) does not stop the
// Salamander's shot, rolled with it.
func TestRule_10_8_DuelTieFiresTogether(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 4)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 13, "N", 5, 7)}
	s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	s.crafts[0].hits = 15
	s.crafts[0].lost = 1<<0 | 1<<1 // the Impulsegun and the Pulse Laser
	s.ph = phFireStart
	var e events
	s.advance(&e)
	s, _ = apply(t, s, Fire{By: 0, Craft: 0, Crew: 1, Mount: 2, Target: ref{refCraft, 1}})
	// Duel: 5 + 4 = 9 against 4 + 7 − 2 = 9. Then the Salamander's 2D6+1D4
	// (1, 1, 1: a miss) and the Thunder Bird's 2D8+1D8 (4, 5, 1: 13, a hit
	// taking boxes 16, the w, and 17).
	s = force(s, 5, 4, 1, 1, 1, 4, 5, 1, 1, 1, 1)
	s, ev := apply(t, s, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
	log := logText(ev)
	if !strings.Contains(log, "tie: both fire together") || !strings.Contains(log, "Salamander A fires 2 Splatterguns") || s.crafts[0].hits != 17 {
		t.Fatalf("hits %d\n%s", s.crafts[0].hits, log)
	}
	if strings.Index(log, "Salamander A fires") > strings.Index(log, "Thunder Bird A fires") {
		t.Fatalf("the shots were not rolled together\n%s", log)
	}
}

// TestRule_10_7_PointDefenceIsAWeapon: point defence is a weapon system
// discharged (10.7): with 10.12 on, a craft whose point defence shot down
// every torp that reached it, though not hit, may not try damage control
// that turn.
func TestRule_10_7_PointDefenceIsAWeapon(t *testing.T) {
	o := Options{PointDefence: true, DamageControl: true}
	s := positionOpts(t, o, []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].hits = 3
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10)
	// Drive 16 can dodge: the owner chooses point defence.
	s.crafts[0].defence = 2
	s = force(s, 1, 1) // the kill roll, then what damage control would roll
	var ev events
	s.torpResults(&ev)
	if len(s.torps) != 0 || s.crafts[0].hits != 3 || s.crafts[0].hitT {
		t.Fatalf("torps %d hits %d\n%s", len(s.torps), s.crafts[0].hits, logText(ev.list))
	}
	endTurnAttempting(s, &ev)
	if s.crafts[0].hits != 3 || strings.Contains(logText(ev.list), "damage control") {
		t.Fatalf("damage control after point defence\n%s", logText(ev.list))
	}
}

// TestRule_10_2_DriftBeforeInitiative: the drifts come before any other
// activity of the Movement Phase, the initiative roll included, so the
// "current best pilot" is the best one left after them. Red's Plt 9 pilot
// drifts into an asteroid (5D12, 10.5) and dies with his Pit Viper; Red's
// initiative adds the Plt 3 of the other: 5 + 3 against Blue's 5 + 5.
func TestRule_10_2_DriftBeforeInitiative(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 9, 8), cf("pit-viper", "B", 14, 10, "S", 3, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.S)}
	s.ph = phMoveStart
	// Drift 1 into the asteroid, 5D12 of 12s, the first ✳ rolls 1
	// (destroyed); the other two drift 1 hex; then the initiative, 5 each.
	s = force(s, 1, 12, 12, 12, 12, 12, 1, 1, 1, 5, 5)
	n, ev := apply(t, s, Initiative{By: 0})
	if n.crafts[0].alive() {
		t.Fatalf("Pit Viper A survived the asteroid\n%s", logText(ev))
	}
	if n.initWinner != 1 || n.moverSide() != 0 {
		t.Fatalf("initiative to side %d: Red's best pilot is still the dead one\n%s", n.initWinner, logText(ev))
	}
}

// TestRule_10_12_CriticalNegatedWhole: damage control that regains a ✳
// box negates that hit's effect, and with 10.7 a critical hit also took a
// decoy and knocked out point defence: both come back with the box (the
// chart's Drive loss too).
func TestRule_10_12_CriticalNegatedWhole(t *testing.T) {
	red := []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Decoys: true, PointDefence: true, DamageControl: true}, red, blue)
	c := &s.crafts[0]
	decoys, _, _, _ := Defences(c.typ)
	if int(c.decoys) != decoys || c.pdLost {
		t.Fatalf("decoys %d, point defence lost %v at the start", c.decoys, c.pdLost)
	}
	c.hits = 10        // the next box is the ✳
	s = force(s, 3, 1) // the chart: Drive −2; then damage control's 1D10
	var ev events
	s.damageCraft(&ev, 0, 1, 1)
	c = &s.crafts[0]
	if int(c.decoys) != decoys-1 || !c.pdLost || c.driveLoss != 2 {
		t.Fatalf("after the critical: decoys %d, point defence lost %v, Drive loss %d\n%s", c.decoys, c.pdLost, c.driveLoss, logText(ev.list))
	}
	c.hitT = false // a later turn without fire
	s.damageControl(&ev)
	c = &s.crafts[0]
	if c.hits != 10 || int(c.decoys) != decoys || c.pdLost || c.driveLoss != 0 {
		t.Fatalf("after damage control: %d boxes, decoys %d, point defence lost %v, Drive loss %d\n%s", c.hits, c.decoys, c.pdLost, c.driveLoss, logText(ev.list))
	}
}

// TestRule_10_4_SlipOffTheMap: a sideslip is a forward move (10.4), so it
// may take a craft off the map as a forward move does (5.0): by its side's
// exit edge the craft leaves the battle, by another edge it is lost. Before
// rules 5's correction a sideslip was never offered off the map, so a craft
// facing along its exit edge had to turn (3 MP) where a sideslip (2 MP)
// takes it out.
func TestRule_10_4_SlipOffTheMap(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 0, 10, "N", 7, 8), cf("pit-viper", "B", StandardCols-1, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Sideslips: true}, red, blue)
	s.sc.file.Sides[0].Exit = 1
	for _, tc := range []struct {
		craft, dir int
		want       out
		says       string
	}{{0, -1, outExited, "leaves the map by Edge 1"}, {1, 1, outDestroyed, "flies off the map by Edge 3 and is lost"}} {
		n := s.clone()
		moveNow(n, tc.craft)
		slip := Slip{By: 0, Craft: CraftID(tc.craft), Dir: tc.dir}
		if !hasIntent(n, 0, func(x engine.Intent) bool { return x == slip }) {
			t.Fatalf("%s: no sideslip off the map offered", n.label(tc.craft))
		}
		n, ev := apply(t, n, slip)
		if n.crafts[tc.craft].state != tc.want || !strings.Contains(logText(ev), tc.says) {
			t.Fatalf("%s: state %v\n%s", n.label(tc.craft), n.crafts[tc.craft].state, logText(ev))
		}
	}
	if got := s.DestroyedTPV(1); got != 0 {
		t.Fatalf("Blue scores %d before any slip", got)
	}
}

// TestRule_10_12_WhatStopsRepair: damage control is tried by a craft that
// this turn neither fired nor was hit (10.12). Being shot at is not being
// hit: a cannon attack that misses it and a torp it dodges leave it free to
// try; an attack that hits it, even for no damage, and a torp it launched
// (a weapon discharged) stop it.
func TestRule_10_12_WhatStopsRepair(t *testing.T) {
	red := []CraftFile{cf("thunder-bird", "A", 10, 10, "N", 9, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "S", 5, 5)}
	base := positionOpts(t, Options{DamageControl: true}, red, blue)
	base.crafts[0].hits = 2
	for _, tc := range []struct {
		what    string
		do      func(s *State, ev *events)
		repairs bool
	}{
		{"nothing", func(*State, *events) {}, true},
		{"a cannon attack that misses", func(s *State, ev *events) {
			// Base dice 1+1 and ADB 1: far below DV 13.
			s.land(ev, force(s, 1, 1, 1).cannonShot(attack{side: 1, craft: 1, target: ref{refCraft, 0}}))
		}, true},
		{"a torp it dodges", func(s *State, ev *events) {
			arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk20)
			s.dice = engine.NewDice(9).Force(10) // 10 + Plt 9 − 1 torp: dodged
			s.torpResults(ev)
		}, true},
		{"an attack that hits for no damage", func(s *State, ev *events) {
			s.land(ev, shot{kind: EvAttack, side: 1, target: ref{refCraft, 0}, hit: true, dmg: 0})
		}, false},
		{"a torp it launched", func(s *State, ev *events) {
			s.launches = []launch{{side: 0, craft: 0, mark: Mk10, target: ref{refCraft, 1}}}
			s.revealTorps(ev)
		}, false},
	} {
		s := base.clone()
		var ev events
		tc.do(s, &ev)
		s = force(s, 1) // within every spread
		endTurnAttempting(s, &ev)
		if got := s.crafts[0].hits == 1; got != tc.repairs {
			t.Fatalf("after %s: repaired %v, want %v\n%s", tc.what, got, tc.repairs, logText(ev.list))
		}
	}
}

// TestRule_10_8_HeldFireMayDuel: the duellist is one of the target's crew
// who has not fired this Cannon Fire Phase (10.8: one cannon a phase, "may
// not fire once normally, then fire again in a subsequent gunnery duel").
// A gunner who held fire in his step has not fired: when a pilot of a later
// step attacks his craft he may answer, and the pilot, duelling with a
// gunner, takes the −2 (5 + Gnr 8 − 2 = 11 against 3 + Gnr 9 = 12: the
// gunner fires first). A gunner who fired in his step may not. Before rules
// 5's correction, holding fire counted as firing.
func TestRule_10_8_HeldFireMayDuel(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 9)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 12, "N", 7, 8)}
	for _, held := range []bool{true, false} {
		s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
		s.ph = phFireStart
		var e events
		s.advance(&e)
		if s.step != 1 || s.Phase().Actors[0] != 0 {
			t.Fatalf("step %d, %s", s.step, s.Phase().Name)
		}
		// Whether he holds fire is as secret as a shot until the step is
		// revealed.
		v := s.clone()
		v.crafts[0].acted, v.crafts[0].holds = 2, 2
		if v.View(1).(*State).crafts[0].holds != 0 || v.View(0).(*State).crafts[0].holds != 2 {
			t.Fatal("a held fire shown to the other side before the step is revealed")
		}
		var gunner engine.Intent = Pass{By: 0, Craft: 0, Crew: 1}
		if !held {
			gunner = Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}
		}
		n, _ := apply(t, force(s, 1, 1, 1), gunner)
		if !held { // the Pit Viper's pilot lets the gunner's attack stand
			n, _ = apply(t, n, NoDuel{By: 1, Craft: 1})
		}
		if n.ph != phFire || n.step != 12 || n.Phase().Actors[0] != 1 {
			t.Fatalf("held %v: step %d, %s", held, n.step, n.Phase().Name)
		}
		n, _ = apply(t, n, Fire{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
		duel := hasIntent(n, 0, kindIs(KindDuel))
		if duel != held {
			t.Fatalf("held fire %v: a duel offered %v (phase %s)", held, duel, n.Phase().Name)
		}
		if !held {
			continue
		}
		n = force(n, 5, 3, 1, 1, 1, 1, 1, 1)
		_, ev := apply(t, n, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
		log := logText(ev)
		sal, pv := strings.Index(log, "Salamander A fires"), strings.Index(log, "Pit Viper A fires")
		if !strings.Contains(log, "pilot against a gunner") || !strings.Contains(log, "= 11") || !strings.Contains(log, "= 12") || sal < 0 || pv < 0 || sal > pv {
			t.Fatalf("log:\n%s", log)
		}
	}
}

// TestRule_10_1_WhoGainsExperience: the three conditions of 10.1 — alive
// aboard a craft that survived (one that left by its exit survived), on the
// winning side (a draw has none), and a critical hit delivered by a cannon
// or a missile salvo he fired (torps are launched by nobody).
func TestRule_10_1_WhoGainsExperience(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 14, "N", 5, 5)}
	crit := func(by int) *State {
		s := positionOpts(t, Options{Experience: true}, red, blue)
		n := force(s, 10) // the ✳ at box 6 rolls 10
		var ev events
		n.land(&ev, shot{kind: EvAttack, side: 0, target: ref{refCraft, 1}, hit: true, dmg: 6, by: by, crew: 0})
		return n
	}
	end := func(n *State, winner engine.Player) []Veteran {
		n.outcome = engine.Outcome{Over: true, Winner: winner}
		return n.Veterans()
	}
	if v := end(crit(1), 0); len(v) != 1 {
		t.Fatalf("the winner's pilot who scored the critical: %v", v)
	}
	n := crit(1)
	n.crafts[0].state = outExited
	if v := end(n, 0); len(v) != 1 {
		t.Fatalf("a craft that left by its exit survived: %v", v)
	}
	if v := end(crit(1), -1); len(v) != 0 {
		t.Fatalf("a draw has no winning side: %v", v)
	}
	if v := end(crit(0), 0); len(v) != 0 { // no firing crew: a torp's critical
		t.Fatalf("a torp's critical counted: %v", v)
	}
	n = crit(1)
	n.crafts[0].state = outDestroyed
	if v := end(n, 0); len(v) != 0 {
		t.Fatalf("a destroyed craft's crew: %v", v)
	}
}

// TestRule_10_6_LaunchLogKeepsTheTargetSecret: with 10.6's tracking
// mechanics an enemy torp's target is secret until the torp reaches it, so
// the log line that reveals the launches names the torp but not its target
// for the other side; its owner reads the target in a secret line. Without
// 10.6 the target is public, as before.
func TestRule_10_6_LaunchLogKeepsTheTargetSecret(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 12, 10, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)}
	for _, tracking := range []bool{true, false} {
		s := positionOpts(t, Options{TorpTracking: tracking}, red, blue)
		if s.Phase().Name != PhaseTorpLaunch {
			t.Fatalf("the turn starts in %q", s.Phase().Name)
		}
		s, _ = apply(t, s, Torp{By: 0, Craft: 0, Mark: Mk10, Target: ref{refCraft, 1}})
		s, _ = apply(t, s, Declared{By: 0})
		_, ev := apply(t, s, Declared{By: 1})
		var public, secret []string
		for _, e := range ev {
			if e.Kind != EvLaunch {
				continue
			}
			if e.Secret {
				if e.Player != 0 {
					t.Fatalf("a secret launch line for player %d: %q", e.Player, e.Text)
				}
				secret = append(secret, e.Text)
			} else {
				public = append(public, e.Text)
			}
		}
		if len(public) != 1 || !strings.Contains(public[0], "launches") {
			t.Fatalf("tracking %v: public launch lines %q", tracking, public)
		}
		named := strings.Contains(public[0], "Thunder Bird")
		if tracking && (named || len(secret) != 1 || !strings.Contains(secret[0], "Thunder Bird")) {
			t.Fatalf("10.6: the public line %q names the target, or the owner's secret lines %q do not", public[0], secret)
		}
		if !tracking && (!named || len(secret) != 0) {
			t.Fatalf("without 10.6 the target is public: %q, secret %q", public[0], secret)
		}
		// The side is named once, with the craft: "Red's Spirit Rider A
		// launches Mk.10 torp #1 …", not "… launches Red's Mk.10 torp #1".
		if n := strings.Count(public[0], "Red's"); n != 1 || !strings.HasPrefix(public[0], "Red's Spirit Rider A launches Mk.10 torp #1") {
			t.Errorf("tracking %v: the launch line names the side %d times: %q", tracking, n, public[0])
		}
	}
}

// TestRule_10_12_CarriedBoxRepairedWhole: damage control regains the last
// marked box and negates what it did (10.12), also when the box was marked
// in an earlier battle of a campaign and carried into this one (11.7's
// carried damage): the weapon system a carried w box took comes back, and
// so does the Drive a carried ✳ box's critical took.
func TestRule_10_12_CarriedBoxRepairedWhole(t *testing.T) {
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	// The Pit Viper's box 11 is its w box; its only system is the Pulse Laser.
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	red[0].Damage = 11
	red[0].Lost = []LossFile{{Kind: LossWeapon, N: 0, Box: 11}}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	if !s.crafts[0].mountLost(0) {
		t.Fatal("the carried w box did not take the Pulse Laser")
	}
	s = force(s, 2) // within the Pit Viper's 1–2
	var ev events
	endTurnAttempting(s, &ev)
	c := &s.crafts[0]
	if c.hits != 10 || c.mountLost(0) || len(s.Lasting(0)) != 0 {
		t.Fatalf("after damage control: %d boxes, Pulse Laser lost %v, lasting %v\n%s", c.hits, c.mountLost(0), s.Lasting(0), logText(ev.list))
	}
	if !strings.Contains(logText(ev.list), "Pulse Laser back in action") {
		t.Fatalf("the log does not say the weapon came back:\n%s", logText(ev.list))
	}
	// Box 6 is the Pit Viper's ✳; its chart's third line is Drive −4.
	red[0].Damage = 6
	red[0].Lost = []LossFile{{Kind: LossCrit, N: 2, Box: 6}}
	s = positionOpts(t, Options{DamageControl: true}, red, blue)
	if got := s.crafts[0].Drive(false); got != 12 {
		t.Fatalf("Drive %d with the carried critical, want 16 − 4 = 12", got)
	}
	s = force(s, 1)
	ev = events{}
	endTurnAttempting(s, &ev)
	if got := s.crafts[0].Drive(false); got != 16 || s.crafts[0].hits != 5 {
		t.Fatalf("Drive %d after damage control, want 16\n%s", got, logText(ev.list))
	}
}

// TestRule_10_12_CriticalEffectNegated: the effect of a regained ✳ box is
// negated; the rulebook's one exception is a reduced Damage Reduction. So
// the torps the torps critical destroyed go back in their racks (as a t
// box's torp does), the missiles the missiles critical destroyed back in
// the launchers, and the gunner the gunner critical killed is back at his
// post. A DR critical still stays.
func TestRule_10_12_CriticalEffectNegated(t *testing.T) {
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)}
	for _, tc := range []struct {
		what  string
		craft CraftFile
		at    int // boxes marked before the ✳
		face  int // the critical chart's roll
		check func(s *State) bool
	}{
		{"torps", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 5, func(s *State) bool {
			return s.crafts[0].torps == [numMarks]int8{4, 1, 0}
		}},
		{"missiles", cf("seraph", "A", 10, 10, "N", 5, 5, 5), 9, 6, func(s *State) bool {
			return s.crafts[0].ammo[2] == 20
		}},
		{"gunner", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 2, func(s *State) bool {
			return !s.crafts[0].crew[1].Dead
		}},
		{"DR", cf("salamander", "A", 10, 10, "N", 5, 5, 5), 8, 7, func(s *State) bool {
			return s.crafts[0].drLoss == 1
		}},
	} {
		s := positionOpts(t, Options{DamageControl: true}, []CraftFile{tc.craft}, blue)
		s.crafts[0].hits = int16(tc.at)
		if b := s.crafts[0].typ.Track[tc.at]; b.Kind != BoxCrit {
			t.Fatalf("%s: box %d is not a ✳", tc.what, tc.at+1)
		}
		before := tc.check(s)
		s = force(s, tc.face, 1) // the chart, then damage control's 1D10
		var ev events
		s.damageCraft(&ev, 0, 1, 1)
		s.pending = nil
		if tc.check(s) == before && tc.what != "DR" {
			t.Fatalf("%s: the critical changed nothing\n%s", tc.what, logText(ev.list))
		}
		s.crafts[0].hitT = false // a later turn without fire
		s.damageControl(&ev)
		if s.crafts[0].hits != int16(tc.at) || !tc.check(s) {
			t.Fatalf("%s: after damage control %d boxes\n%s", tc.what, s.crafts[0].hits, logText(ev.list))
		}
	}
}

// TestRule_10_2_Drive0TurnEndsFullStop: a Full Stop lasts "unless it once
// again begins moving or changes its facing" (10.2). A craft at Full Stop
// brought to Drive 0 that turns on its thrusters (10.3's Drive 0 turns) has
// changed its facing: its Full Stop is over, and should damage control give
// it its Drive back (10.12) it drifts again. Keeping its facing keeps the
// Full Stop.
func TestRule_10_2_Drive0TurnEndsFullStop(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	for _, turn := range []bool{true, false} {
		s := positionOpts(t, Options{Drift: true, Drive0Turns: true}, red, blue)
		s.crafts[0].hits = 21
		s.crafts[0].fullStop = true
		s.ph = phMoveStart
		s = force(s, 2, 2, 5) // Blue's drift, then the initiative: Red moves first
		n, ev := apply(t, s, Initiative{By: 0})
		if n.Phase().Name != PhaseDrive0 {
			t.Fatalf("phase %q\n%s", n.Phase().Name, logText(ev))
		}
		var x engine.Intent = Stop{By: 0, Craft: 0}
		if turn {
			x = Turn{By: 0, Craft: 0, Dir: 1}
		}
		n, _ = apply(t, n, x)
		if n.crafts[0].fullStop == turn {
			t.Fatalf("turned %v: Full Stop %v", turn, n.crafts[0].fullStop)
		}
	}
}

// TestRefusals_10_OptionalRules: an intent of an optional rule that is
// refused says which rule and which of its conditions: the rule not in
// force, two sideslips in a row (10.4), a Full Stop after moving (10.2), a
// decoy with none left (10.7), a duel by a crew member who has fired
// (10.8).
func TestRefusals_10_OptionalRules(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	refused := func(s *State, x engine.Intent, want ...string) {
		t.Helper()
		_, _, err := s.Apply(x)
		if err == nil {
			t.Fatalf("%v accepted", x)
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Fatalf("%v: %q does not say %q", x, err, w)
			}
		}
	}
	s := moving(t, Options{}, red, blue)
	refused(s, Slip{By: 0, Craft: 0, Dir: 1}, "10.4", "not in force")
	refused(s, FullStop{By: 0, Craft: 0}, "10.2", "not in force")
	s = positionOpts(t, Options{Sideslips: true, Drift: true}, red, blue)
	s.ph = phMoveStart
	s = force(s, 1, 1, 2, 5) // the drifts, 1 hex each; Red moves first
	s, _ = apply(t, s, Initiative{By: 0})
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	refused(s, Slip{By: 0, Craft: 0, Dir: -1}, "two sideslips", "10.4")
	refused(s, FullStop{By: 0, Craft: 0}, "has moved or turned", "10.2")

	j := jamming(t, Options{Decoys: true}, "salamander", 2)
	j.crafts[1].decoys = 0
	refused(j, Decoy{By: 1, Craft: 1}, "no decoys left", "10.7")

	// 10.8: the Salamander's gunner fired in his step; the Thunder Bird's
	// pilot attacks it later: the gunner may not answer, the pilot may.
	red = []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 9)}
	blue = []CraftFile{cf("thunder-bird", "A", 10, 7, "S", 5, 7)}
	d := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	d.ph = phFireStart
	var e events
	d.advance(&e)
	d, _ = apply(t, d, Fire{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}})
	for !(d.ph == phDuel && d.Phase().Actors[0] == 0) && !d.outcome.Over && (d.ph == phFire || d.ph == phDuel || d.ph == phFireStart) {
		p := d.Phase().Actors[0]
		var next engine.Intent
		for _, l := range d.Legal(p) {
			if f, ok := l.(Fire); ok && f.Craft == 1 || l.Kind() == KindNoDuel {
				next = l
				break
			}
			if next == nil || l.Kind() == KindPass {
				next = l
			}
		}
		d, _ = apply(t, d, next)
	}
	if d.ph != phDuel {
		t.Fatal("no duel to answer")
	}
	refused(d, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 1}}, "has fired", "10.8")
}

// TestRule_10_2_DriftPassesThroughCraft: a drift is forward movement, and a
// move may pass through hexes other craft hold (5.1): a Pit Viper that
// drifts 3 hexes with a craft 2 hexes ahead ends beyond it. Only the hex
// the die brings it to must be free (it may not end its move in an occupied
// hex): on a roll of 2 it stops on the hex before.
func TestRule_10_2_DriftPassesThroughCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 12, "N", 5, 5)}
	for _, tc := range []struct {
		roll int
		to   string
	}{{3, "[10,13]"}, {2, "[10,11]"}, {1, "[10,11]"}} {
		s := positionOpts(t, Options{Drift: true}, red, blue)
		s.crafts[1].fullStop = true // the Spirit Rider stays where it is
		s.ph = phMoveStart
		s = force(s, tc.roll, 5, 2)
		n, ev := apply(t, s, Initiative{By: 0})
		if got := offset(n.crafts[0].pos); got != tc.to {
			t.Fatalf("drift of %d: at %s, want %s\n%s", tc.roll, got, tc.to, logText(ev))
		}
		if short := strings.Contains(logText(ev), "stopped short"); short != (tc.roll == 2) {
			t.Fatalf("drift of %d: 'stopped short' %v\n%s", tc.roll, short, logText(ev))
		}
	}
}

// TestRule_10_7_PointDefenceMayBeHeld: point defence "may" attack the torps
// in the craft's hex (10.7), as the alternative to a dodge: a craft that
// cannot dodge (a Salamander brought below Drive 10) still chooses, between
// point defence and none, since firing it is a weapon discharged (no 10.12
// damage control that turn). Held, the torp strikes and no kill roll is
// made; fired, the kill roll comes first and no repair is tried at the
// turn's end.
func TestRule_10_7_PointDefenceMayBeHeld(t *testing.T) {
	arrive := func() *State {
		s := jamming(t, Options{PointDefence: true, DamageControl: true}, "salamander", 0)
		for s.crafts[1].Drive(false) >= DodgeMinDrive {
			s.crafts[1].hits++
		}
		s.ph = phDefence
		s.torps = append(s.torps, torp{id: 1, side: 0, mark: Mk10, pos: s.crafts[1].pos, target: ref{refCraft, 1}, arrived: true})
		return s
	}
	s := arrive()
	if s.CanDodge(1) || !hasIntent(s, 1, kindIs(KindPointDef)) || !hasIntent(s, 1, kindIs(KindDodge)) {
		t.Fatalf("can dodge %v; legal %v", s.CanDodge(1), s.Legal(1))
	}
	if d := s.Describe(Dodge{By: 1, Craft: 1}, 1); !strings.Contains(d, "no point defence") {
		t.Fatalf("the choice reads %q", d)
	}
	hits := s.crafts[1].hits
	n, ev := apply(t, force(s, 12), Dodge{By: 1, Craft: 1}) // the Mk.10's D12
	log := logText(ev)
	if strings.Contains(log, "'s point defence at") || n.crafts[1].hits <= hits || !strings.Contains(log, "holds its point defence") {
		t.Fatalf("held: boxes %d→%d\n%s", hits, n.crafts[1].hits, log)
	}
	n, ev = apply(t, force(arrive(), 1), PointDef{By: 1, Craft: 1}) // 1: in the kill spread
	log = logText(ev)
	if !strings.Contains(log, "'s point defence at") || n.crafts[1].hits != hits || strings.Contains(log, "damage control") {
		t.Fatalf("fired: boxes %d→%d\n%s", hits, n.crafts[1].hits, log)
	}
}

// TestRule_10_2_FullStopAtDrive0: "a craft that does not move or change
// facing" may declare a Full Stop (10.2), and a craft at Drive 0 moves not.
// The Full Stop matters once 10.12's damage control may give the Drive back
// (the drift with it): then, drift and damage control on, the craft at
// Drive 0 is asked before anybody moves (10.3's step), Full Stop or not;
// without damage control (and without 10.3's Drive 0 turns) its Drive never
// comes back and nothing is asked.
func TestRule_10_2_FullStopAtDrive0(t *testing.T) {
	start := func(o Options) *State {
		s := positionOpts(t, o, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)})
		for s.crafts[0].Drive(false) > 0 {
			s.crafts[0].hits++
		}
		s.ph = phMoveStart
		s = force(s, 1, 1, 10) // the Spirit Rider's drift, then the initiative
		s, _ = apply(t, s, Initiative{By: 0})
		return s
	}
	s := start(Options{Drift: true, DamageControl: true})
	full := FullStop{By: 0, Craft: 0}
	if s.ph != phDrive0 || !hasIntent(s, 0, func(in engine.Intent) bool { return in == full }) || hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("phase %s: %v", s.Phase().Name, s.Legal(0))
	}
	refused(t, s, Turn{By: 0, Craft: 0, Dir: 1}, "Drive 0 turns", "not in force")
	s, ev := apply(t, s, full)
	if !s.crafts[0].fullStop || !s.crafts[0].moved || s.ph != phMove || !strings.Contains(logText(ev), "Full Stop at Drive 0") {
		t.Fatalf("full stop %v, phase %s\n%s", s.crafts[0].fullStop, s.Phase().Name, logText(ev))
	}
	if s = start(Options{Drift: true}); s.ph != phMove {
		t.Fatalf("without damage control the Drive 0 craft is asked: %s", s.Phase().Name)
	}
	s = start(Options{Drift: true, Drive0Turns: true})
	refused(t, s, full, "no repair to come")
	// With 10.3's Drive 0 turns, the Full Stop is offered beside the turns.
	s = start(Options{Drift: true, DamageControl: true, Drive0Turns: true})
	if !hasIntent(s, 0, func(in engine.Intent) bool { return in == full }) || !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("phase %s: %v", s.Phase().Name, s.Legal(0))
	}
}

// TestRule_1_0_BasicGame: 1.0's Basic Game (the option basic_game) plays
// the Standard Game without missiles or torps, their launchers and torps
// deleted from every display: no craft carries a torp, every launcher is
// out of action with an empty magazine (a w box cannot take it), and the
// Missile/Torp Launch Phase has nothing to declare. 11.2, won by torp
// launches, is refused; it is not one of 10.0's optional rules, so
// AllOptions leaves it off.
func TestRule_1_0_BasicGame(t *testing.T) {
	basic := engine.Options{OptBasic: "on"}
	st, err := Game{}.NewState(loadScenario(t, "rescue"), basic, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if !s.Options().Basic || s.ph == phLaunch || s.ph == phTorpLaunch || len(s.Legal(0)) == 0 {
		t.Fatalf("phase %s", s.Phase().Name)
	}
	launchers := 0
	for i := range s.crafts {
		c := &s.crafts[i]
		for k := range c.torps {
			if c.torps[k] != 0 {
				t.Fatalf("%s keeps its torps", s.label(i))
			}
		}
		for m, mt := range c.typ.Mounts {
			if mt.Weapon == MissileLauncher {
				launchers++
				if !c.mountLost(m) || c.ammo[m] != 0 || !s.Craft(i).Mounts[m].Deleted {
					t.Fatalf("%s keeps its launcher", s.label(i))
				}
			} else if c.mountLost(m) {
				t.Fatalf("%s lost a cannon", s.label(i))
			}
		}
	}
	if launchers == 0 {
		t.Fatal("no launcher in the scenario: the test proves nothing")
	}
	// Your First Game ignores the option: nothing is deleted there.
	first, err := Game{}.NewState(loadScenario(t, "first-game"), basic, 1)
	if err != nil {
		t.Fatal(err)
	}
	if f := first.(*State); f.BasicGame() {
		t.Fatal("Your First Game plays the Basic Game")
	}
	// A Salamander without its torps is valued at its printed BPV 26.
	st, _ = Game{}.NewState(loadScenario(t, "intro-escort"), basic, 1)
	for i, c := range st.(*State).crafts {
		if c.typ.Key == "salamander" && int(c.tpv) != TPV(c.typ, CrewFile{Plt: int(c.crew[0].Plt), Gnr: int(c.crew[0].Gnr)}, []int{int(c.crew[1].Gnr)}, true) {
			t.Fatalf("%s: TPV %d with its torps deleted", st.(*State).label(i), c.tpv)
		}
	}
	if _, err := (Game{}).NewState(loadScenario(t, "minefield"), basic, 1); err == nil || !strings.Contains(err.Error(), "11.2") {
		t.Fatalf("11.2 in the Basic Game: %v", err)
	}
	if _, ok := AllOptions()[OptBasic]; ok {
		t.Fatal("AllOptions turns the Basic Game on")
	}
	// The Standard Game keeps them, and hashes as before the option was
	// added (the option off adds nothing to the hash).
	std, _ := Game{}.NewState(loadScenario(t, "rescue"), nil, 1)
	if std.(*State).ph != phLaunch && std.(*State).ph != phTorpLaunch {
		t.Fatalf("the Standard Game starts in %s", std.Phase().Name)
	}
}

// TestRefusals_10_EachCondition reaches each condition the optional rules'
// refusals name, and 5.1's hold, on forced states: the phase (10.2, 10.4,
// 10.7, 10.8), the mover (5.1), the MP left (10.4), an occupied hex (5.1),
// a Full Stop already made or changing nothing (10.2), a jam already made
// or no torp tracking (10.7), a knocked-out point defence (10.7), no
// attack to answer (10.8), the hold's side, phase and mover (5.1).
func TestRefusals_10_EachCondition(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	m := moving(t, Options{Sideslips: true, Drift: true, PointDefence: true, GunneryDuels: true}, red, blue)
	j := jamming(t, Options{Decoys: true}, "salamander", 2)
	for _, tc := range []struct {
		base *State
		edit func(s *State)
		x    engine.Intent
		want string
	}{
		{m, func(s *State) { s.ph = phFire }, Slip{By: 0, Craft: 0, Dir: 1}, "only in the Movement Phase"},
		{m, func(s *State) { s.crafts[0].moved = true }, Slip{By: 0, Craft: 0, Dir: 1}, "has already moved"},
		{m, func(s *State) { s.mover = 1 }, Slip{By: 0, Craft: 0, Dir: 1}, "it must finish first"},
		{m, func(s *State) { s.mover, s.mp = 0, s.crafts[0].Drive(false)-1 }, Slip{By: 0, Craft: 0, Dir: 1}, "a sideslip costs 2"},
		{m, func(s *State) {
			s.crafts[1].pos = hex.Neighbor(s.crafts[0].pos, s.crafts[0].facing.Rotate(1))
		}, Slip{By: 0, Craft: 0, Dir: 1}, "past the occupied hex"},
		{m, func(s *State) { s.ph, s.crafts[0].fullStop = phDrive0, true }, FullStop{By: 0, Craft: 0}, "at Full Stop already"},
		{m, func(s *State) { s.ph = phDrive0 }, FullStop{By: 0, Craft: 0}, "would change nothing"},
		{m, func(s *State) { s.ph = phFire }, FullStop{By: 0, Craft: 0}, "declared in the Movement Phase"},
		{m, func(s *State) { s.crafts[0].fullStop = true }, FullStop{By: 0, Craft: 0}, "(end its move)"},
		{m, func(s *State) { s.crafts[1].pos = s.crafts[0].pos }, FullStop{By: 0, Craft: 0}, "occupied hex"},
		{m, nil, Decoy{By: 0, Craft: 0}, "10.7's decoy is an optional rule not in force"},
		{j, func(s *State) { s.ph = phMove }, Decoy{By: 1, Craft: 1}, "instead of jamming"},
		{j, func(s *State) { s.crafts[1].jamDone = true }, Decoy{By: 1, Craft: 1}, "one or the other"},
		{j, func(s *State) { s.torps = nil }, Decoy{By: 1, Craft: 1}, "no torp is tracking"},
		{j, nil, Dodge{By: 1, Craft: 1}, "10.7's point defence is an optional rule not in force"},
		{m, nil, PointDef{By: 0, Craft: 0}, "when torps have reached their targets"},
		{m, func(s *State) { s.ph, s.crafts[0].pdLost = phDefence, true }, PointDef{By: 0, Craft: 0}, "no working point defence"},
		{j, nil, NoDuel{By: 1, Craft: 1}, "10.8's gunnery duel is an optional rule not in force"},
		{m, nil, Duel{By: 0, Craft: 0}, "answers an attack declared"},
		{m, nil, Hold{By: 1}, "only the side that won the initiative"},
		{m, func(s *State) { s.held = true }, Hold{By: 0}, "already holds"},
		{m, func(s *State) { s.ph = phFire }, Hold{By: 0}, "in the Movement Phase"},
		{m, func(s *State) { s.mover = 1 }, Hold{By: 0}, "it must finish first"},
	} {
		refusedAfter(t, tc.base, tc.edit, tc.x, tc.want)
	}
}

// TestRefusals_10_8_DuelCrew: a gunnery duel names the crew member it
// refuses, as the Cannon Fire Phase's refusals do: one the craft lacks,
// one killed, the decoy (11.5), a cannon not bearing, a target not the
// attacker (10.8).
func TestRefusals_10_8_DuelCrew(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 3, 9)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 7, "S", 5, 7)}
	d := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	d.ph = phDuel
	d.attacks = []attack{{side: 1, craft: 1, crew: 0, mount: 0, target: ref{refCraft, 0}}}
	if d.duelAttack() != 0 {
		t.Fatal("no duel to answer")
	}
	back := ref{refCraft, 1}
	for _, tc := range []struct {
		edit func(s *State)
		x    Duel
		want string
	}{
		{nil, Duel{By: 0, Craft: 0, Crew: 5, Mount: 1, Target: back}, "has no crew member 5 (0 is the pilot, 1 the gunner)"},
		{func(s *State) { s.crafts[0].crew[1].Dead = true }, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: back}, "Salamander A's gunner was killed"},
		{func(s *State) { s.crafts[0].decoy = true }, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: back}, "is the decoy: it may not fire (11.5)"},
		{nil, Duel{By: 0, Craft: 0, Crew: 1, Mount: 7, Target: back}, "Salamander A's gunner has no cannon of that number bearing"},
		{nil, Duel{By: 0, Craft: 0, Crew: 1, Mount: 1, Target: ref{refCraft, 0}}, "fires back at the attacker"},
	} {
		refusedAfter(t, d, tc.edit, tc.x, tc.want)
	}
}

// TestRule_10_3_RestrictionSparesSlowCraft: 10.3's turning restriction binds
// craft with 3 or more MP at the start of the phase; a craft of Drive 2
// keeps 5.2's turn of one hexside as its only action.
func TestRule_10_3_RestrictionSparesSlowCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 30, 2, "N", 5, 5)}
	for _, tc := range []struct {
		loss int8 // a critical's Drive loss below the track's □4
		turn bool
	}{{2, true}, {1, false}} {
		s := positionOpts(t, Options{Turning: true}, red, blue)
		s.crafts[0].hits, s.crafts[0].driveLoss = 19, tc.loss
		s.ph = phMoveStart
		s = force(s, 1, 10) // Red 1+9 against Blue 10+5: Red moves first
		s, _ = apply(t, s, Initiative{By: 0})
		if got := hasIntent(s, 0, kindIs(KindTurn)); got != tc.turn {
			t.Fatalf("Drive %d: turn offered %v", s.crafts[0].Drive(false), got)
		}
		if !tc.turn {
			continue
		}
		s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
		if !s.crafts[0].moved || s.crafts[0].facing != hex.NE {
			t.Fatalf("the turn was not the craft's whole move: moved %v facing %v", s.crafts[0].moved, s.crafts[0].facing)
		}
	}
}

// TestRule_10_8_PilotAgainstPilot: the −2 is a pilot's against a gunner
// only; two pilots in a duel roll 1D10 + Gnr each (11 against 12 here: the
// answering pilot fires first, where a −2 would have reversed it).
func TestRule_10_8_PilotAgainstPilot(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 5, 8)}
	blue := []CraftFile{cf("pit-viper", "A", 10, 13, "N", 5, 7)}
	s := positionOpts(t, Options{GunneryDuels: true}, red, blue)
	s.ph = phFireStart
	var e events
	s.advance(&e)
	n, _ := apply(t, s, Fire{By: 0, Craft: 0, Crew: 0, Mount: 0, Target: ref{refCraft, 1}})
	if n.ph != phDuel {
		t.Fatalf("phase %s", n.Phase().Name)
	}
	n = force(n, 3, 5, 1, 1, 1, 1, 1, 1)
	_, ev := apply(t, n, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
	log := logText(ev)
	blueFires, redFires := strings.Index(log, "Blue's Pit Viper A fires"), strings.Index(log, "Red's Pit Viper A fires")
	if !strings.Contains(log, "+8 Gnr = 11") || !strings.Contains(log, "+7 Gnr = 12") || strings.Contains(log, "against a gunner") ||
		blueFires < 0 || redFires < 0 || blueFires > redFires {
		t.Fatalf("log:\n%s", log)
	}
}

// TestRule_10_1_ExperienceWords: 10.1 raises a gunner's Gnr only, a
// pilot's Plt or Gnr, never past 10: the log says which (it read "+1 Plt
// or Gnr" for every veteran, a Gnr 10 gunner's too), in a sentence of its
// own ("the pilot of The Destroyers' …" began small). A missile salvo's
// critical earns it for the gunner manning the launcher.
func TestRule_10_1_ExperienceWords(t *testing.T) {
	for _, tc := range []struct {
		plt, pgnr, ggnr int
		want            []string
	}{
		{7, 10, 10, []string{"The pilot of Red's Seraph A gains experience: +1 Plt (10.1)", "The gunner A of Red's Seraph A has earned experience, but his Gnr is already 10"}},
		{10, 10, 8, []string{"The pilot of Red's Seraph A has earned experience, but his Plt and Gnr are already 10", "The gunner A of Red's Seraph A gains experience: +1 Gnr (10.1)"}},
		{9, 9, 9, []string{"The pilot of Red's Seraph A gains experience: +1 Plt or Gnr (10.1)", "The gunner A of Red's Seraph A gains experience: +1 Gnr (10.1)"}},
	} {
		red := []CraftFile{cf("seraph", "A", 10, 10, "N", tc.plt, tc.pgnr, tc.ggnr)}
		blue := []CraftFile{cf("pit-viper", "A", 10, 6, "N", 5, 5)}
		s := positionOpts(t, Options{Experience: true}, red, blue)
		n := force(s, 10) // the ✳ at box 6 rolls 10
		var ev events
		n.land(&ev, shot{kind: EvSalvo, side: 0, target: ref{refCraft, 1}, hit: true, dmg: 6, by: 1, crew: 1}) // the gunner's salvo
		n.crafts[0].critBy |= 1                                                                                // and the pilot's cannon, earlier
		n.crafts[1].state = outDestroyed
		n.checkVictory(&ev, false)
		log := logText(ev.list)
		for _, w := range tc.want {
			if !strings.Contains(log, w) {
				t.Errorf("Plt %d Gnr %d, gunner Gnr %d: the log does not say %q\n%s", tc.plt, tc.pgnr, tc.ggnr, w, log)
			}
		}
	}
}

// TestRule_10_2_DriftOnCurrentDrive: the drift die is read from the
// current Drive (a Pit Viper's track brought to 12 rolls 1D6, not its
// printed 19's 1D8), and the drift spends no MP: a Spirit Rider that
// drifted 4 hexes still flies its 15.
func TestRule_10_2_DriftOnCurrentDrive(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 5, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 5, "S", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.crafts[0].hits = 8 // □19 and □16 marked
	if s.crafts[0].Drive(false) != 12 {
		t.Fatalf("Drive %d", s.crafts[0].Drive(false))
	}
	s.ph = phMoveStart
	s = force(s, 3, 4, 10, 1) // drifts 3 and 4; Red 10+7 against Blue 1+5: Blue moves first
	n, ev := apply(t, s, Initiative{By: 0})
	for _, e := range ev {
		if e.Roll != nil && strings.Contains(e.Roll.Purpose, "Pit Viper A drifts") && e.Roll.Dice[0].Sides != 6 {
			t.Fatalf("Drive 12 drifts 1D%d\n%s", e.Roll.Dice[0].Sides, logText(ev))
		}
	}
	if offset(n.crafts[1].pos) != "[30,9]" || n.moverSide() != 1 {
		t.Fatalf("Spirit Rider at %s, side %d moves\n%s", offset(n.crafts[1].pos), n.moverSide(), logText(ev))
	}
	k := 0
	for ; hasIntent(n, 1, kindIs(KindForward)) && k < 20; k++ {
		n, _ = apply(t, n, Forward{By: 1, Craft: 1})
	}
	if k != 15 {
		t.Fatalf("the Spirit Rider flew %d hexes after its drift, want its Drive 15", k)
	}
}

// TestRule_10_3_SetCostRollAndCosts: with set cost turns the tight turn
// needs 1D10 below the Plt, so a Plt 10 pilot rolling 10 fails (one
// hexside, 3 MP) and a Plt 1 pilot always does; a normal turn rolls
// nothing; three hexsides need 7 MP (not offered with 6 left, while two
// for 5 are).
func TestRule_10_3_SetCostRollAndCosts(t *testing.T) {
	blue := []CraftFile{cf("spirit-rider", "A", 30, 5, "N", 5, 5)}
	for _, tc := range []struct {
		plt, roll, mp int
	}{{10, 10, 3}, {10, 9, 7}, {1, 1, 3}} {
		red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", tc.plt, 8)}
		s := movePhase(t, positionOpts(t, Options{SetTurns: true}, red, blue), 0)
		n, ev := apply(t, force(s, tc.roll), Tight{By: 0, Craft: 0, Facing: int(hex.N)})
		if n.mp != tc.mp {
			t.Errorf("Plt %d rolling %d: %d MP\n%s", tc.plt, tc.roll, n.mp, logText(ev))
		}
	}
	red := []CraftFile{cf("spirit-rider", "A", 10, 20, "N", 9, 8)}
	s := movePhase(t, positionOpts(t, Options{SetTurns: true}, red, blue), 0)
	n, ev := apply(t, force(s, 1), Turn{By: 0, Craft: 0, Dir: 1})
	if n.mp != 3 || strings.Contains(logText(ev), "1d10") {
		t.Fatalf("a normal turn: %d MP\n%s", n.mp, logText(ev))
	}
	for k := 0; k < 9; k++ { // 9 of 15 MP spent: 6 left
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	}
	tight := func(f hex.Direction) func(engine.Intent) bool {
		return func(x engine.Intent) bool { tt, ok := x.(Tight); return ok && tt.Facing == int(f) }
	}
	if hasIntent(s, 0, tight(hex.S)) || !hasIntent(s, 0, tight(hex.SE)) {
		t.Fatalf("6 MP left: %v", s.Legal(0))
	}
}

// TestRule_10_3_SlipIsANewHex: under the turning restriction a sideslip
// enters a new hex, so a turn may follow it; a turn between two slips
// lets the second be made (they are not in a row).
func TestRule_10_3_SlipIsANewHex(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 5, "N", 5, 5)}
	s := movePhase(t, positionOpts(t, Options{Sideslips: true, Turning: true}, red, blue), 0)
	if hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatal("a turn before entering a new hex")
	}
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if !hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindSlip)) {
		t.Fatalf("after a slip: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: -1})
	if s.mp != 7 || s.crafts[0].facing != hex.NE {
		t.Fatalf("%d MP, facing %v", s.mp, s.crafts[0].facing)
	}
}

// TestRule_10_4_TorpNoTwoSlipsInARow: a torp's sideslips follow 10.4
// too: the hex two steps ahead-right of a torp facing N costs it 5 (a
// turn and two hexes), never the 4 of two slips in a row.
func TestRule_10_4_TorpNoTwoSlipsInARow(t *testing.T) {
	s := positionOpts(t, Options{Sideslips: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)})
	from := hex.FromOffset(5, 10)
	s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: from, facing: hex.N, target: ref{refCraft, 0}}}
	if _, _, mp, ok := s.torpPath(0, hex.Neighbor(hex.Neighbor(from, hex.NE), hex.NE)); !ok || mp != 5 {
		t.Fatalf("%d MP, want 5", mp)
	}
}

// TestRule_10_5_AsteroidDrifts: an asteroid drifting into a torp's hex
// destroys it ("asteroid collisions immediately destroy tracking
// torpedoes"); one leaving the map on a slant comes back at the far end of
// the same line, on an edge hex.
func TestRule_10_5_AsteroidDrifts(t *testing.T) {
	s := positionOpts(t, Options{}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}, []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)})
	at := hex.FromOffset(5, 5)
	s.torps = []torp{{id: 1, side: 1, mark: Mk10, pos: at, facing: hex.N, target: ref{refCraft, 0}}}
	s.asteroids, s.drift = []hex.Hex{hex.Neighbor(at, hex.S)}, hex.N
	var ev events
	s.driftAsteroids(&ev)
	if len(s.torps) != 0 {
		t.Fatalf("the torp survived the asteroid\n%s", logText(ev.list))
	}
	// The log says which way the rocks went (a play-test found no line).
	if log := logText(ev.list); !strings.Contains(log, "The asteroid drifts one hex N, the way rolled for the game (10.5)") {
		t.Errorf("the drift is not in the log:\n%s", log)
	}
	if d, ok := s.Drift(); !ok || d != hex.N {
		t.Errorf("Drift() = %v, %v; want N, true", d, ok)
	}
	for _, d := range []hex.Direction{hex.NE, hex.SE, hex.SW, hex.NW} {
		a := hex.FromOffset(StandardCols-1, 7)
		if d == hex.SW || d == hex.NW {
			a = hex.FromOffset(0, 7)
		}
		s.asteroids, s.drift = []hex.Hex{a}, d
		s.driftAsteroids(&ev)
		back := s.asteroids[0]
		if s.sc.board.In(hex.Neighbor(back, d.Opposite())) {
			t.Errorf("%v: came back at %s, not an edge hex", d, offset(back))
		}
		h, found := back, false
		for s.sc.board.In(h) {
			found = found || h == a
			h = hex.Neighbor(h, d)
		}
		if !found {
			t.Errorf("%v: came back at %s, off the line it left by", d, offset(back))
		}
	}
}

// TestRule_10_6_Mk50BothOptions: maneuverable torps with variable speeds:
// a Mk.50 turns for nothing but flies 10 hexes, not 11 (not 12); without
// maneuverable, its about-turn costs 9 of its 10 MP.
func TestRule_10_6_Mk50BothOptions(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	from := hex.FromOffset(5, 5)
	for _, tc := range []struct {
		o     Options
		d     int
		reach bool
	}{{Options{TorpManeuver: true, TorpSpeeds: true}, 10, true}, {Options{TorpManeuver: true, TorpSpeeds: true}, 11, false},
		{Options{TorpSpeeds: true}, 1, true}, {Options{TorpSpeeds: true}, 2, false}} {
		s := positionOpts(t, tc.o, red, blue)
		s.torps = []torp{{id: 1, side: 1, mark: Mk50, pos: from, facing: hex.N, target: ref{refCraft, 0}}}
		if _, _, mp, ok := s.torpPath(0, hex.FromOffset(5, 5+tc.d)); ok != tc.reach {
			t.Errorf("%+v, %d hexes behind: reached %v (%d MP)", tc.o, tc.d, ok, mp)
		}
	}
}

// TestRule_10_7_DecoyInsteadOfJam: a craft that deploys a decoy makes no
// jam that turn (the decoy is the alternative), nor a second decoy; a
// craft with no decoy left is offered none.
func TestRule_10_7_DecoyInsteadOfJam(t *testing.T) {
	s := jamming(t, Options{Decoys: true}, "salamander", 2)
	n, _ := apply(t, force(s, 3, 3), Decoy{By: 1, Craft: 1})
	if len(n.torps) != 2 || hasIntent(n, 1, kindIs(KindJam)) || hasIntent(n, 1, kindIs(KindDecoy)) {
		t.Fatalf("%d torps, after the decoy: %v", len(n.torps), n.Legal(1))
	}
	s.crafts[1].decoys = 0
	if hasIntent(s, 1, kindIs(KindDecoy)) || !hasIntent(s, 1, kindIs(KindJam)) {
		t.Fatalf("no decoy left: %v", s.Legal(1))
	}
}

// TestRule_10_7_FlownIntoNoPointDefence: a torp the craft flies into
// detonates at once (4.2), before any Torp Results Phase: point defence,
// which acts there, never gets a shot at it.
func TestRule_10_7_FlownIntoNoPointDefence(t *testing.T) {
	s := positionOpts(t, Options{PointDefence: true}, []CraftFile{cf("salamander", "A", 10, 20, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 5, "N", 5, 5)})
	s = movePhase(t, s, 0)
	s.torps = []torp{{id: 1, side: 1, owner: 1, mark: Mk10, pos: hex.Neighbor(s.crafts[0].pos, hex.N), facing: hex.S, target: ref{refCraft, 0}}}
	n, ev := apply(t, force(s, 12), Forward{By: 0, Craft: 0})
	if len(n.torps) != 0 || n.crafts[0].hits != 9 || strings.Contains(logText(ev), "point defence") {
		t.Fatalf("torps %d, hits %d\n%s", len(n.torps), n.crafts[0].hits, logText(ev))
	}
}

// TestRule_10_9_10_10_10_11_Together: the modifiers add: 6 Splatterguns
// at 1 hex (+2 point blank, +5 extra guns) across the target's bow (−2)
// roll 3, 4, 1 for 13, a miss against DV 15; 6, 6, 1 is an automatic hit
// whatever the total, and its damage is read from the dice alone (Medium
// of 6, 6, 1 is 12, +10 extra guns, −1 DR).
func TestRule_10_9_10_10_10_11_Together(t *testing.T) {
	a := hex.FromOffset(10, 10)
	dc, dr := hex.ToOffset(hex.Neighbor(a, hex.N))
	s := positionOpts(t, Options{Deflection: true, RangeBands: true, AutoHits: true},
		[]CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", dc, dr, "SE", 5, 5)})
	at := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
	if sh := force(s, 3, 4, 1).cannonShot(at); sh.hit || sh.roll.Total != 13 {
		t.Fatalf("%s", sh.roll.String())
	}
	if sh := force(s, 6, 6, 1).cannonShot(at); !sh.hit || sh.dmg != 21 {
		t.Fatalf("%s %s", sh.roll.String(), sh.text)
	}
}

// TestRule_10_11_LaserSatVeryLong: 11.6's Laser Sat has the Pulse
// Laser's increments, so with 10.11 a craft 10 hexes away is at very long
// range, −2 (−1 without).
func TestRule_10_11_LaserSatVeryLong(t *testing.T) {
	for _, bands := range []bool{true, false} {
		s := newGame(t, "screening", 1)
		s.opt.RangeBands = bands
		j := s.craftIndex(1, "Night Hawk A")
		p := s.sats[0].pos
		for k := 0; k < 10; k++ {
			p = hex.Neighbor(p, hex.N)
		}
		s.crafts[j].pos, s.asteroids = p, nil
		var ev events
		force(s, 1, 1, 1, 1, 1, 1).laserSatsFire(&ev)
		want := "−1 long range"
		if bands {
			want = "−2 very long range"
		}
		if !strings.Contains(logText(ev.list), want) {
			t.Fatalf("range bands %v: no %q\n%s", bands, want, logText(ev.list))
		}
	}
}

// TestRule_10_12_FailedLockOnAndDrive: a lock-on that fails fires
// nothing, so it does not stop damage control; a repaired □ gives the
// Drive back, and with it the DV that Drive 0 held at 5 (7.1).
func TestRule_10_12_FailedLockOnAndDrive(t *testing.T) {
	s := positionOpts(t, Options{DamageControl: true}, []CraftFile{cf("seraph", "A", 10, 10, "N", 5, 5, 3)}, []CraftFile{cf("pit-viper", "A", 10, 6, "N", 5, 5)})
	n, _ := apply(t, s, LockOn{By: 0, Craft: 0, Mount: 2, Target: ref{refCraft, 1}})
	n = force(n, 9)
	for n.ph == phLaunch {
		n, _ = apply(t, n, Declared{By: engine.Player(n.declarer)})
	}
	if len(n.lockons) != 1 || !n.lockons[0].rolled || n.lockons[0].ok || n.crafts[0].firedT {
		t.Fatalf("lock-ons %+v, fired %v", n.lockons, n.crafts[0].firedT)
	}
	p := positionOpts(t, Options{DamageControl: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	p.crafts[0].hits = 21 // □4 marked: Drive 0
	if p.targetDV(ref{refCraft, 0}) != 5 {
		t.Fatalf("DV %d at Drive 0", p.targetDV(ref{refCraft, 0}))
	}
	p = force(p, 2)
	var ev events
	endTurnAttempting(p, &ev)
	if p.crafts[0].Drive(false) != 4 || p.targetDV(ref{refCraft, 0}) != 15 {
		t.Fatalf("Drive %d, DV %d\n%s", p.crafts[0].Drive(false), p.targetDV(ref{refCraft, 0}), logText(ev.list))
	}
}

// TestRule_10_2_10_3_DriftIsANewHex: with drift, sideslips and the
// turning restriction together, a craft that drifted has entered a new
// hex and may turn or slip at once; one at Full Stop has not drifted and
// must enter a new hex before it turns.
func TestRule_10_2_10_3_DriftIsANewHex(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	o := Options{Drift: true, Turning: true, Sideslips: true}
	for _, stopped := range []bool{false, true} {
		s := positionOpts(t, o, red, blue)
		s.crafts[0].fullStop = stopped
		s.ph = phMoveStart
		faces := []int{2, 1, 1, 10} // drifts 2 and 1; Red 1+7 against Blue 10+5: Red moves first
		if stopped {
			faces = faces[1:]
		}
		n, ev := apply(t, force(s, faces...), Initiative{By: 0})
		turn := hasIntent(n, 0, kindIs(KindTurn)) || hasIntent(n, 0, kindIs(KindTight))
		if n.moverSide() != 0 || turn == stopped || !hasIntent(n, 0, kindIs(KindSlip)) {
			t.Fatalf("Full Stop %v: side %d moves; %v\n%s", stopped, n.moverSide(), n.Legal(0), logText(ev))
		}
	}
}

// TestRule_10_7_PointDefenceStrongestFirst: with the bracketed limit a
// Night Hawk tries one torp of a Mk.10 and a Mk.50 in its hex: the Mk.50
// (the project's reading of the defender's choice).
func TestRule_10_7_PointDefenceStrongestFirst(t *testing.T) {
	s := positionOpts(t, Options{PointDefence: true, PDLimit: true}, []CraftFile{cf("night-hawk", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = arrive(s, ref{refCraft, 0}, s.crafts[0].pos, 1, Mk10, Mk50)
	var ev events
	left := force(s, 1).shootDown(&ev, 0, []int{0, 1})
	if len(left) != 1 || s.torps[left[0]].mark != Mk10 {
		t.Fatalf("left %v\n%s", left, logText(ev.list))
	}
}

// TestRule_10_5_CollisionSparesTrackingTorps: "asteroid collisions
// immediately destroy tracking torpedoes" (10.5) speaks of torps in flight
// meeting an asteroid — the rulebook calls every torp on its way to a
// target a tracking torp (4.2's jamming, 10.7) and says "tracking it" where
// it means the torps that home on one craft. A craft that flies into an
// asteroid's hex and survives keeps the torps tracking it (rules 8 and 9
// destroyed them with its collision; rules 1 to 7 did not, nor does rules
// 10), while a torp an asteroid drifts onto is destroyed.
func TestRule_10_5_CollisionSparesTrackingTorps(t *testing.T) {
	for _, older := range []bool{false, true} {
		s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
		s.sc.autoTorps = older
		s.nextTorp += 2
		s.torps = append(s.torps,
			torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 10), target: ref{refCraft, 0}},
			torp{id: 2, side: 0, mark: Mk10, pos: hex.FromOffset(10, 12), target: ref{refCraft, 1}})
		s = movePhase(t, s, 0)
		s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.N)}
		s = force(s, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
		s, ev := apply(t, s, Forward{By: 0, Craft: 0})
		if !strings.Contains(logText(ev), "hits an asteroid") || !s.crafts[0].alive() {
			t.Fatalf("older %v: no collision survived\n%s", older, logText(ev))
		}
		left := map[int]bool{}
		for _, x := range s.torps {
			left[x.id] = true
		}
		if !left[1] || !left[2] || strings.Contains(logText(ev), "into the asteroid") {
			t.Fatalf("older %v: torps left %v after the collision\n%s", older, left, logText(ev))
		}
	}
	// A torp that an asteroid drifts onto meets it, and is destroyed.
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s.nextTorp++
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(10, 10), target: ref{refCraft, 0}})
	s.drift = hex.S
	s.asteroids = []hex.Hex{hex.Neighbor(hex.FromOffset(10, 10), hex.N)}
	var ev events
	s.driftAsteroids(&ev)
	if len(s.torps) != 0 || !strings.Contains(logText(ev.list), "is destroyed by an asteroid") {
		t.Fatalf("a torp an asteroid drifted onto: %d torps left\n%s", len(s.torps), logText(ev.list))
	}
}

// TestRule_10_7_EachCriticalCostsADecoy: one attack that marks two ✳ boxes
// is two critical hits, and each costs the Salamander one of its two decoys.
func TestRule_10_7_EachCriticalCostsADecoy(t *testing.T) {
	s := positionOpts(t, Options{Decoys: true}, []CraftFile{cf("salamander", "A", 10, 10, "N", 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s = force(s, 10, 10, 10, 10)
	var ev events
	s.damageCraft(&ev, 0, 20, 1) // ✳ at boxes 9 and 20
	if s.crafts[0].decoys != 0 {
		t.Fatalf("decoys %d after two criticals\n%s", s.crafts[0].decoys, logText(ev.list))
	}
}

// TestRule_10_2_TorpsDoNotDrift: 10.2 drifts starcraft; a torp in flight
// stays where it is until it flies.
func TestRule_10_2_TorpsDoNotDrift(t *testing.T) {
	s := positionOpts(t, Options{Drift: true}, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("pit-viper", "B", 30, 25, "N", 5, 5)})
	s.torps = append(s.torps, torp{id: 1, side: 1, mark: Mk10, pos: hex.FromOffset(20, 20), facing: hex.N, target: ref{refCraft, 0}})
	s.nextTorp = 1
	s = force(s, 3, 3, 3)
	var ev events
	s.driftAll(&ev)
	if s.torps[0].pos != hex.FromOffset(20, 20) {
		t.Fatalf("torp drifted\n%s", logText(ev.list))
	}
}

// TestRule_10_4_10_5_SlipIntoAnAsteroid: a sideslip into an asteroid's hex
// enters it during the craft's move, so it costs 10D12 (less DR), not the
// 5D12 of a drift.
func TestRule_10_4_10_5_SlipIntoAnAsteroid(t *testing.T) {
	s := positionOpts(t, Options{Sideslips: true, Asteroids: true}, []CraftFile{cf("pharsii-ii", "A", 10, 10, "N", 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.asteroids = nil
	right := hex.Neighbor(s.crafts[0].pos, hex.N.Rotate(1))
	s.asteroids = []hex.Hex{right}
	moveNow(s, 0)
	s = force(s, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1)
	s, ev := apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if s.crafts[0].pos != right || !strings.Contains(logText(ev), "10d12 [2 2 2 2 2 2 2 2 2 2] = 20 → Asteroid damage reads All (7.2), every die added: 20 −4 DR = 16 damage: boxes 1–") {
		t.Fatalf("hits %d at %v\n%s", s.crafts[0].hits, s.crafts[0].pos, logText(ev))
	}
}

// TestRule_10_5_10_12_AsteroidDriftBeforeRepair: the asteroids drift at the
// end of the turn, still within it, so a craft one of them damages then has
// taken damage this turn and makes no damage-control roll.
func TestRule_10_5_10_12_AsteroidDriftBeforeRepair(t *testing.T) {
	s := positionOpts(t, Options{DamageControl: true, Asteroids: true}, []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	s.crafts[0].hits = 2
	s.drift = hex.S
	s.asteroids = []hex.Hex{hex.Neighbor(s.crafts[0].pos, hex.N)}
	s.ph = phMissiles
	s = force(s, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1)
	var ev events
	endTurnAttempting(s, &ev)
	log := logText(ev.list)
	if !strings.Contains(log, "5d12") || strings.Contains(strings.ToLower(log), "damage control") {
		t.Fatalf("%s", log)
	}
}

// TestRule_7_1_10_9_ImmobileTargetAndDeflection: a Pit Viper at Drive 0 has
// DV 5, and deflection's Drive 0 column adds +2 for a target in the
// attacker's forward arc: 1, 1, 1 makes 5 and hits.
func TestRule_7_1_10_9_ImmobileTargetAndDeflection(t *testing.T) {
	s := positionOpts(t, Options{Deflection: true}, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 4)}, []CraftFile{cf("pit-viper", "B", 10, 15, "S", 5, 5)})
	s.crafts[1].hits = int16(len(s.crafts[1].typ.Track) - 2)
	if s.crafts[1].Drive(false) != 0 {
		t.Fatalf("drive %d", s.crafts[1].Drive(false))
	}
	sh := force(s, 1, 1, 1).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if !sh.hit || sh.roll.Total != 5 {
		t.Fatalf("%s", sh.roll)
	}
}

// TestRule_5_2_10_4_Drive2Slip: a craft of Drive 2 may spend both points on a
// sideslip instead of its one-hexside turn, and has nothing left after it.
func TestRule_5_2_10_4_Drive2Slip(t *testing.T) {
	s := positionOpts(t, Options{Sideslips: true}, []CraftFile{cf("pharsii-ii", "A", 10, 20, "N", 5, 5, 5, 5)}, []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)})
	for s.crafts[0].Drive(false) > 2 {
		s.crafts[0].hits++
	}
	if s.crafts[0].Drive(false) != 2 {
		t.Fatalf("drive %d", s.crafts[0].Drive(false))
	}
	moveNow(s, 0)
	if !hasIntent(s, 0, kindIs(KindSlip)) || !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("Drive 2: %v", s.Legal(0))
	}
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindTurn)) || hasIntent(s, 0, kindIs(KindForward)) {
		t.Fatalf("after the slip: %v", s.Legal(0))
	}
}

// offersCraft1 reports whether craft 0's pilot is offered craft 1 as a
// cannon target, once.
func offersCraft1(s *State) bool {
	n := 0
	s.cannonTargets(0, 0, func(r ref) {
		if r == (ref{refCraft, 1}) {
			n++
		}
	})
	return n == 1
}

// TestRule_10_5_AsteroidBlocksOnlyBetween: 10.5 blocks cannon fire by an
// asteroid in an intervening hex; one in the target's hex (a craft that
// survived flying into it, or that an asteroid drifted onto) or in the
// firer's own hex blocks nothing.
func TestRule_10_5_AsteroidBlocksOnlyBetween(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 14, "S", 5, 5)}
	for _, tc := range []struct {
		at   [2]int
		fire bool
	}{{[2]int{10, 14}, true}, {[2]int{10, 20}, true}, {[2]int{10, 17}, false}} {
		s := position(t, false, red, blue)
		s.asteroids = []hex.Hex{hex.FromOffset(tc.at[0], tc.at[1])}
		if got := offersCraft1(s); got != tc.fire {
			t.Errorf("asteroid at %v: a target %v, want %v", tc.at, got, tc.fire)
		}
	}
}

// TestRule_10_7_DecoyLeavesOtherCraftsTorps: a decoy rolls for the torps
// tracking its own vessel only; with every 1D4 a 1, the torp tracking the
// other Salamander flies on.
func TestRule_10_7_DecoyLeavesOtherCraftsTorps(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("salamander", "A", 20, 20, "N", 5, 5, 5), cf("salamander", "B", 24, 20, "N", 5, 5, 5)}
	s := positionOpts(t, Options{Decoys: true}, red, blue)
	s.torps = []torp{{id: 1, side: 0, mark: Mk20, pos: hex.FromOffset(25, 25), target: ref{refCraft, 1}},
		{id: 2, side: 0, mark: Mk20, pos: hex.FromOffset(28, 25), target: ref{refCraft, 2}}}
	s.nextTorp = 2
	s.ph = phTorpResults
	var ev events
	s.advance(&ev)
	if !hasIntent(s, 1, kindIs(KindDecoy)) {
		t.Fatalf("no decoy offered in %s", s.Phase().Name)
	}
	n, evs := apply(t, force(s, 1, 1, 1, 1), Decoy{By: 1, Craft: 1})
	left := map[int]bool{}
	for _, tp := range n.torps {
		left[tp.id] = true
	}
	if left[1] || !left[2] {
		t.Fatalf("torps left %v, want only Salamander B's\n%s", left, logText(evs))
	}
}

// TestRule_10_2_FullStopLastsUntilItMoves: a Full Stop holds over the
// following Movement Phases while the craft neither moves nor turns; in
// the phase after it moves again it drifts.
func TestRule_10_2_FullStopLastsUntilItMoves(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 5, "S", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{Drift: true}, red, blue)
	s.crafts[1].fullStop = true // the Pit Viper stays out of it
	at := func(s *State) string { return offset(s.crafts[0].pos) }
	// turn 1: it drifts, then declares a Full Stop
	s = quietly(t, s, func(s *State) bool { return s.ph == phMove && s.mover < 0 && s.moverSide() == 0 })
	if s.turn != 1 || at(s) == "[10,5]" {
		t.Fatalf("turn %d, at %s: no drift in turn 1", s.turn, at(s))
	}
	if len(legalOf(s, 0, KindFullStop)) != 1 {
		t.Fatal("no Full Stop offered")
	}
	s, _ = apply(t, s, legalOf(s, 0, KindFullStop)[0])
	here := at(s)
	for turn := 2; turn <= 3; turn++ {
		s = quietly(t, s, func(s *State) bool { return s.turn == turn && s.ph == phMove && s.moverSide() == 0 })
		if at(s) != here || !s.crafts[0].fullStop {
			t.Fatalf("turn %d: drifted from %s to %s, Full Stop %v", turn, here, at(s), s.crafts[0].fullStop)
		}
	}
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	s = quietly(t, s, func(s *State) bool { return s.turn == 4 && s.ph == phMove })
	if s.crafts[0].fullStop || !s.crafts[0].drifted {
		t.Fatalf("turn 4: Full Stop %v, drifted %v (at %s)", s.crafts[0].fullStop, s.crafts[0].drifted, at(s))
	}
}

// TestRule_10_3_RestrictionFromDrive3: 10.3's turning restriction takes a
// craft with 3 MP or more at the start of the phase: at Drive 3 it must
// enter a new hex before turning, at Drive 2 it may turn at once (5.2).
func TestRule_10_3_RestrictionFromDrive3(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 20, "N", 5, 5)}
	isTurn := func(x engine.Intent) bool { return x.Kind() == KindTurn || x.Kind() == KindTight }
	for _, drive := range []int{3, 2} {
		s := positionOpts(t, Options{Turning: true}, red, blue)
		s.crafts[0].driveLoss = int8(19 - drive)
		s.ph = phMoveStart
		s = force(s, 2, 5)
		s, _ = apply(t, s, Initiative{By: 0})
		if got := hasIntent(s, 0, isTurn); got != (drive < 3) {
			t.Errorf("Drive %d: turn offered %v before a new hex", drive, got)
		}
	}
}

// TestRule_10_3_FailedSetCostBarsThatPhaseOnly: after a failed set-cost
// turn the craft must enter another hex before turning again "during the
// same Movement Phase"; the next phase it may begin with a turn.
func TestRule_10_3_FailedSetCostBarsThatPhaseOnly(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 3, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
	s := moving(t, Options{SetTurns: true}, red, blue)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	s = force(s, 9) // 9 is not below Plt 3: one hexside only
	s, ev := apply(t, s, Tight{By: 0, Craft: 0, Facing: int(hex.N)})
	if hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatalf("a turn offered after the failed tight turn\n%s", logText(ev))
	}
	s = quietly(t, s, func(s *State) bool { return s.turn == 2 && s.ph == phMove && s.moverSide() == 0 })
	if !hasIntent(s, 0, kindIs(KindTurn)) {
		t.Fatal("turn 2: no turn at the start of the move")
	}
}

// TestRule_10_3_Drive0TurnOnceEachTurn: a Drive 0 craft turns one hexside
// a turn: no second turn in that turn, one again in the next.
func TestRule_10_3_Drive0TurnOnceEachTurn(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 20, 25, "N", 5, 5)}
	s := positionOpts(t, Options{Drive0Turns: true}, red, blue)
	s.crafts[0].driveLoss = 19
	for turn := 1; turn <= 2; turn++ {
		s = quietly(t, s, func(s *State) bool { return s.turn == turn && s.ph == phDrive0 })
		if s.ph != phDrive0 {
			t.Fatalf("turn %d: no Drive 0 step", turn)
		}
		f := s.crafts[0].facing
		s, _ = apply(t, s, Turn{By: 0, Craft: 0, Dir: 1})
		if s.crafts[0].facing == f {
			t.Fatalf("turn %d: not turned", turn)
		}
		if hasIntent(s, 0, kindIs(KindTurn)) {
			t.Fatalf("turn %d: a second Drive 0 turn offered", turn)
		}
	}
}

// TestRule_10_4_NoTwoSlipsInOneMove: two sideslips may not follow each
// other within a move; a move that ended with a slip does not bar a slip
// at the start of the next turn's move.
func TestRule_10_4_NoTwoSlipsInOneMove(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 5, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 25, 25, "N", 5, 5)}
	s := moving(t, Options{Sideslips: true}, red, blue)
	s, _ = apply(t, s, Forward{By: 0, Craft: 0})
	s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
	if hasIntent(s, 0, kindIs(KindSlip)) {
		t.Fatal("two slips in a row")
	}
	s = quietly(t, s, func(s *State) bool { return s.turn == 2 && s.ph == phMove && s.moverSide() == 0 })
	if !hasIntent(s, 0, kindIs(KindSlip)) {
		t.Fatal("turn 2: no slip at the start of the move after turn 1 ended with one")
	}
}

// TestRule_10_5_DriftDirectionForTheWholeGame: the asteroids' direction is
// rolled once, at the start, and they drift one hex that way every turn.
func TestRule_10_5_DriftDirectionForTheWholeGame(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 2, 2, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 27, "N", 5, 5)}
	s := positionOpts(t, Options{Asteroids: true}, red, blue)
	d := s.drift
	prev := append([]hex.Hex(nil), s.asteroids...)
	for turn := 2; turn <= 4; turn++ {
		s = quietly(t, s, func(s *State) bool { return s.turn == turn })
		if s.drift != d {
			t.Fatalf("turn %d: drift %v, was %v", turn, s.drift, d)
		}
		moved := 0
		for k, a := range s.asteroids {
			if a == hex.Neighbor(prev[k], d) {
				moved++
			}
		}
		if moved < len(prev)/2 {
			t.Fatalf("turn %d: %d of %d asteroids one hex %v on", turn, moved, len(prev), d)
		}
		prev = append(prev[:0], s.asteroids...)
	}
}

// TestRule_10_12_TriedEachQuietTurnUntilItWorks: no repair is tried at the
// end of a turn the craft fired in; it is tried at the end of each later
// quiet turn, a failure allowing another try, until one works; then never
// again. The pilot who fired in turn 1 may fire again in turn 2 (6.0).
func TestRule_10_12_TriedEachQuietTurnUntilItWorks(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "S", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 5
	s.crafts[1].fullStop = true
	dcLine := func(ev []engine.Event) bool { return strings.Contains(strings.ToLower(logText(ev)), "damage control") }
	// turn 1: Red fires and misses; no attempt at the end of the turn
	s = quietly(t, s, func(s *State) bool { return len(fireTargets(s, 0)) > 0 })
	if s.turn != 1 {
		t.Fatalf("first shot in turn %d", s.turn)
	}
	var fire engine.Intent
	for _, l := range s.Legal(0) {
		if _, ok := l.(Fire); ok {
			fire = l
			break
		}
	}
	s = force(s, 1, 1, 1)
	var all []engine.Event
	for s.turn == 1 && !s.outcome.Over {
		var ev []engine.Event
		x := fire
		if x == nil || s.Check(x) != nil {
			x = quietPick(s.Legal(s.Phase().Actors[0]))
		} else {
			fire = nil
		}
		s, ev = apply(t, s, x)
		all = append(all, ev...)
	}
	if fire != nil || dcLine(all) || s.crafts[0].hits != 5 {
		t.Fatalf("turn 1 (fired %v): %d boxes\n%s", fire == nil, s.crafts[0].hits, logText(all))
	}
	// turn 2 quiet: tried, fails (1-2 for a Pit Viper); turn 3: works;
	// turn 4: never again.
	for _, tc := range []struct {
		turn, die, hits int
		tried           bool
	}{{2, 3, 5, true}, {3, 2, 4, true}, {4, 1, 4, false}} {
		var ev []engine.Event
		all = nil
		offered := false
		s = force(s, 6, 1, tc.die) // initiative, then the repair die
		for s.turn == tc.turn && !s.outcome.Over {
			offered = offered || len(fireTargets(s, 0)) > 0
			s, ev = apply(t, s, quietPick(s.Legal(s.Phase().Actors[0])))
			all = append(all, ev...)
		}
		if !offered {
			t.Fatalf("turn %d: the pilot who fired in turn 1 may not fire", tc.turn)
		}
		if dcLine(all) != tc.tried || s.crafts[0].hits != int16(tc.hits) {
			t.Fatalf("turn %d: tried %v, %d boxes\n%s", tc.turn, dcLine(all), s.crafts[0].hits, logText(all))
		}
	}
}

// TestRule_10_5_10_12_MissilesBeforeTheDriftAndTheRepair: the salvos strike
// in the Missile Results Phase, the asteroids drift after it, and damage
// control comes at the very end of the turn: a salvo that hits there bars
// the repair, one that misses does not.
func TestRule_10_5_10_12_MissilesBeforeTheDriftAndTheRepair(t *testing.T) {
	for _, hit := range []bool{true, false} {
		red := []CraftFile{cf("shryak-shuttle", "A", 10, 20, "N", 5, 5, 5)}
		blue := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 9, 6)}
		s := positionOpts(t, Options{DamageControl: true, Asteroids: true}, red, blue)
		s.asteroids = []hex.Hex{offHex(30, 2)}
		if hit { // and an asteroid drifts into it after the salvo
			s.asteroids = []hex.Hex{offHex(10, 9)}
		}
		s.drift = hex.S
		s.crafts[1].hits = 3
		s.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3}}
		s.ph = phFireStart
		if hit {
			s = force(s, 5, 5, 5, 6, 6, 1, 1, 1, 1, 1, 6, 6, 1) // 15 hits DV 15, its criticals 6; 5D12 of 5; the repair die would work
		} else {
			s = force(s, 1, 1, 1, 1) // a miss; the repair works
		}
		var ev events
		s.advance(&ev)
		all := logText(ev.list)
		for !s.outcome.Over && s.turn == 1 {
			var e []engine.Event
			s, e = apply(t, s, quietPick(s.Legal(s.Phase().Actors[0])))
			all += logText(e)
		}
		tried := strings.Contains(strings.ToLower(all), "damage control")
		if tried == hit {
			t.Fatalf("salvo hit %v: damage control tried %v\n%s", hit, tried, all)
		}
		m, a := strings.Index(all, "missile"), strings.Index(strings.ToLower(all), "asteroid")
		if m < 0 || hit && (a < 0 || a < m) {
			t.Fatalf("the asteroid drift before the salvo\n%s", all)
		}
	}
}

// TestRule_10_7_DecoyWorksOnItsTurn: a decoy rolls for the torps tracking
// the craft when it is deployed, instead of a jam and as no weapon fired; a
// torp not fooled may be fooled by a later decoy, together with a torp
// launched since; the Night Hawk's two spent, none is offered.
func TestRule_10_7_DecoyWorksOnItsTurn(t *testing.T) {
	red := []CraftFile{cf("night-hawk", "A", 10, 28, "N", 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 1, "S", 5, 5)}
	s := positionOpts(t, Options{Decoys: true}, red, blue)
	launch := func(s *State) *State {
		s = quietly(t, s, func(s *State) bool { return s.ph == phTorpLaunch && s.declarer == 1 })
		s, _ = apply(t, s, Torp{By: 1, Craft: 1, Target: ref{refCraft, 0}, Mark: Mk10})
		return s
	}
	jamPhase := func(s *State) *State {
		return quietly(t, s, func(s *State) bool { return s.ph == phJam })
	}
	s = launch(s)
	s = jamPhase(s)
	if s.turn != 1 || len(legalOf(s, 0, KindDecoy)) != 1 {
		t.Fatalf("turn %d: no decoy offered", s.turn)
	}
	s = force(s, 3)
	s, _ = apply(t, s, Decoy{By: 0, Craft: 0})
	if len(s.torps) != 1 || s.crafts[0].decoys != 1 {
		t.Fatalf("turn 1: %d torps, %d decoys", len(s.torps), s.crafts[0].decoys)
	}
	if s.ph == phJam || len(legalOf(s, 0, KindJam)) != 0 || s.crafts[0].firedT {
		t.Fatalf("turn 1: a jam after the decoy, or the decoy counted as a weapon fired (%v)", s.crafts[0].firedT)
	}
	s = launch(s)
	s = jamPhase(s)
	if s.turn != 2 || len(s.torps) != 2 {
		t.Fatalf("turn %d: %d torps", s.turn, len(s.torps))
	}
	s = force(s, 1, 2)
	s, ev := apply(t, s, Decoy{By: 0, Craft: 0})
	if len(s.torps) != 0 || s.crafts[0].decoys != 0 {
		t.Fatalf("turn 2: %d torps, %d decoys\n%s", len(s.torps), s.crafts[0].decoys, logText(ev))
	}
	s = launch(s)
	s, _ = apply(t, s, Torp{By: 1, Craft: 1, Target: ref{refCraft, 0}, Mark: Mk10})
	s = jamPhase(s)
	if s.turn != 3 || len(legalOf(s, 0, KindDecoy)) != 0 {
		t.Fatalf("turn %d: a decoy offered with none left", s.turn)
	}
}

// TestRule_10_7_PointDefenceOutForTheBattle: point defence knocked out by
// a critical hit stays out in the later turns.
func TestRule_10_7_PointDefenceOutForTheBattle(t *testing.T) {
	red := []CraftFile{cf("salamander", "A", 10, 28, "N", 5, 5, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 1, "S", 5, 5)}
	s := positionOpts(t, Options{PointDefence: true}, red, blue)
	s.crafts[0].pdLost = true
	s = quietly(t, s, func(s *State) bool { return s.turn == 4 })
	if !s.crafts[0].pdLost {
		t.Fatal("point defence back by turn 4")
	}
}

// TestRule_10_4_ForwardIntoARunASideslipLeaves: 5.1 forbids only ending a
// move in another craft's hex; with 10.4 a sideslip out of a run of occupied
// hexes is a way on, so the craft may enter the run though flying straight on
// would not get it out (found by the oracle, oracle_test.go).
func TestRule_10_4_ForwardIntoARunASideslipLeaves(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 20, "N", 9, 5)}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 19, "N", 5, 5), cf("thunder-bird", "B", 10, 18, "N", 5, 5), cf("thunder-bird", "C", 10, 17, "N", 5, 5)}
	for _, slips := range []bool{false, true} {
		s := positionOpts(t, Options{Sideslips: slips}, red, blue)
		s = movePhase(t, s, 0)
		s.mover, s.mp, s.acted = 0, s.crafts[0].Drive(false)-3, true // 3 MP left
		offered := hasIntent(s, 0, kindIs(KindForward))
		if offered != slips {
			t.Fatalf("slips %v: forward into the run offered %v: %v", slips, offered, s.Legal(0))
		}
		if !slips {
			refused(t, s, Forward{By: 0, Craft: 0}, "could not end its move anywhere past the occupied hex ahead")
			continue
		}
		s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		if hasIntent(s, 0, kindIs(KindStop)) || hasIntent(s, 0, kindIs(KindForward)) || !hasIntent(s, 0, kindIs(KindSlip)) {
			t.Fatalf("in the run with 2 MP: %v", s.Legal(0))
		}
		s, _ = apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
		if s.crafts[0].pos != hex.Neighbor(hex.FromOffset(10, 19), hex.NE) {
			t.Fatalf("at %s", offset(s.crafts[0].pos))
		}
	}
}

// TestRule_10_5_AsteroidCornerBlocks: 10.5 blocks cannon fire when the line
// between the two hexes' centres passes through "any part" of an asteroid's
// hex: the line from [10,10] to [9,5] touches the hex [10,7] at one corner
// only, and that blocks (rules 9; before, only a line that entered the hex or
// ran along a side of it did — found by the twenty-first audit's oracle).
// Through [10,8], which it crosses, it is blocked as before; with the
// asteroid two hexes aside, at [12,7], the line is clear.
func TestRule_10_5_AsteroidCornerBlocks(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 9, 5, "N", 5, 5)}
	for _, tc := range []struct {
		at   [2]int
		fire bool
	}{{[2]int{10, 7}, false}, {[2]int{10, 8}, false}, {[2]int{12, 7}, true}} {
		s := position(t, false, red, blue)
		s.asteroids = []hex.Hex{hex.FromOffset(tc.at[0], tc.at[1])}
		if got := offersCraft1(s); got != tc.fire {
			t.Errorf("asteroid at %v: a target %v, want %v", tc.at, got, tc.fire)
		}
		// The refusal says why (nobody could fire, so the phase would pass
		// over: the pilots' step of Gnr 5 is set by hand).
		s.ph, s.step = phFire, 20-5
		err := s.whyNotFire(Fire{By: 0, Craft: 0, Mount: 0, Crew: 0, Target: CraftTarget(1)}, 0, s.label(0))
		if tc.fire != (err == nil) || err != nil && !strings.Contains(err.Error(), "an asteroid blocks the line") {
			t.Errorf("asteroid at %v: %v", tc.at, err)
		}
	}
}

// TestRule_10_12_MissilesAndSeveralLossesBackAtOnce: one attack marks an
// Epping's w box (the Meld Laser chosen) and, two boxes on, a ✳ whose
// missiles critical empties all three launchers — two of them already
// part-spent — and, with 10.7, takes a decoy and the point defence. Damage
// control regains the last box only, the ✳: everything that one hit took
// comes back at once, each launcher with the missiles it held (13, 7 and
// 20, not full magazines), the decoy and the point defence; the Meld Laser
// lost to the earlier box stays lost (10.12: only the last marked box).
func TestRule_10_12_MissilesAndSeveralLossesBackAtOnce(t *testing.T) {
	red := []CraftFile{cf("epping", "A", 10, 10, "N", 5, 5, 5, 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 5, 5)}
	s := positionOpts(t, Options{Decoys: true, PointDefence: true, DamageControl: true}, red, blue)
	c := &s.crafts[0]
	var launchers []int
	for m := range c.typ.Mounts {
		if c.typ.Mounts[m].Weapon == MissileLauncher {
			launchers = append(launchers, m)
		}
	}
	if len(launchers) != 3 || c.typ.Track[8].Kind != BoxWeapon || c.typ.Track[10].Kind != BoxCrit || c.typ.Crits[5].Kind != CritMissiles {
		t.Fatalf("the Epping's display changed: launchers %v, boxes 9 and 11 %v %v", launchers, c.typ.Track[8].Kind, c.typ.Track[10].Kind)
	}
	c.ammo[launchers[0]], c.ammo[launchers[1]] = 13, 7
	want := c.ammo
	decoys := c.decoys
	c.hits = 8
	s = force(s, 6, 1) // the chart: missiles destroyed; then damage control's 1D10
	var ev events
	s.damageCraft(&ev, 0, 3, 1) // boxes 9 (w), 10 and 11 (✳)
	s, evs := apply(t, s, Lose{By: 0, Craft: 0, Mount: 0})
	c = &s.crafts[0]
	if c.ammo != ([maxMounts]int8{}) || c.decoys != decoys-1 || !c.pdLost || c.lost&1 == 0 {
		t.Fatalf("after the hit: ammo %v, decoys %d, point defence lost %v, lost %b\n%s%s", c.ammo, c.decoys, c.pdLost, c.lost, logText(ev.list), logText(evs))
	}
	c.hitT, c.firedT = false, false // a later turn without fire
	ev = events{}
	s.damageControl(&ev)
	c = &s.crafts[0]
	if c.hits != 10 || c.ammo != want || c.decoys != decoys || c.pdLost || c.lost&1 == 0 {
		t.Fatalf("after damage control: %d boxes, ammo %v (want %v), decoys %d, point defence lost %v, lost %b\n%s", c.hits, c.ammo, want, c.decoys, c.pdLost, c.lost, logText(ev.list))
	}
	if txt := logText(ev.list); !strings.Contains(txt, "missiles back in the launchers") || !strings.Contains(txt, "a decoy back") || !strings.Contains(txt, "point defence back in action") {
		t.Fatalf("the repair's line:\n%s", txt)
	}
}

// atTurnEnd brings s, a position in turn 1, to the end of its turn: the
// Missile Results Phase (no salvo) and on to the first question left.
func atTurnEnd(t *testing.T, s *State) (*State, string) {
	t.Helper()
	n := s.clone()
	n.ph = phMissiles
	var ev events
	n.advance(&ev)
	return n, logText(ev.list)
}

// TestRule_10_12_OwnerChoosesWhetherToAttempt: a craft that may attempt
// damage control (damaged, quiet this turn, its success not used) is not
// rolled for unasked: at the end of the turn its owner, and only he, is
// asked, between attempting and not; the attempt rolls 1D10 at once, and
// within the craft's spread (Pit Viper 1–2, the chart of 10.12) regains
// the last marked box, the log saying the die, what it needed and the box.
func TestRule_10_12_OwnerChoosesWhetherToAttempt(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 5
	s, log := atTurnEnd(t, force(s, 2))
	ph := s.Phase()
	if ph.Name != PhaseRepair || !ph.Acting(0) || ph.Acting(1) || s.turn != 1 || strings.Contains(log, "damage control") {
		t.Fatalf("at the end of turn %d: %q, actors %v\n%s", s.turn, ph.Name, ph.Actors, log)
	}
	want := []engine.Intent{Repair{By: 0, Craft: 0}, NoRepair{By: 0, Craft: 0}}
	if got := s.Legal(0); !slices.Equal(got, want) {
		t.Fatalf("offered %v, want %v", got, want)
	}
	if len(s.Legal(1)) != 0 || s.Check(Repair{By: 1, Craft: 1}) == nil {
		t.Fatal("the other side is asked")
	}
	n, ev := apply(t, s, Repair{By: 0, Craft: 0})
	line := logText(ev)
	if n.crafts[0].hits != 4 || !n.crafts[0].dcUsed || !strings.Contains(line, "damage control: 1d10 [2], needs 2 or less: repaired: box 5") {
		t.Fatalf("attempted with a 2: %d boxes\n%s", n.crafts[0].hits, line)
	}
	if n.turn != 2 || n.ph == phRepair {
		t.Fatalf("after the only question: turn %d, %q", n.turn, n.Phase().Name)
	}
	// A 3 fails: the box stays marked and the right to try stays.
	n, ev = apply(t, force(s, 3), Repair{By: 0, Craft: 0})
	if line := logText(ev); n.crafts[0].hits != 5 || n.crafts[0].dcUsed || !strings.Contains(line, "needs 2 or less: no repair") {
		t.Fatalf("attempted with a 3: %d boxes\n%s", n.crafts[0].hits, line)
	}
}

// TestRule_10_12_DeclinedKeepsTheRightToTry: a craft that does not attempt
// damage control rolls nothing and keeps its box marked, and is asked again
// at the end of its next quiet turn, when the attempt may regain a box
// marked since (10.12: the most recently marked box, the one worth waiting
// for here being a □ that gives the Drive back).
func TestRule_10_12_DeclinedKeepsTheRightToTry(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 5
	s, _ = atTurnEnd(t, s)
	s = force(s, 1) // a die that would have worked
	n, ev := apply(t, s, NoRepair{By: 0, Craft: 0})
	line := logText(ev)
	if n.crafts[0].hits != 5 || n.crafts[0].dcUsed || strings.Contains(line, "1d10") || !strings.Contains(line, "does not attempt damage control") {
		t.Fatalf("declined: %d boxes, used %v\n%s", n.crafts[0].hits, n.crafts[0].dcUsed, line)
	}
	if n.turn != 2 {
		t.Fatalf("turn %d after the last question", n.turn)
	}
	// Turn 2: a box marked in an earlier turn is the last now (the Pit
	// Viper's □ at 8, Drive 10 → 7); a quiet end of turn asks again.
	n.crafts[0].hits = 8
	n.crafts[0].firedT, n.crafts[0].hitT = false, false
	before := n.crafts[0].Drive(false)
	n, _ = atTurnEnd(t, force(n, 1))
	if n.Phase().Name != PhaseRepair || n.turn != 2 {
		t.Fatalf("turn 2's end: %q in turn %d", n.Phase().Name, n.turn)
	}
	n, ev = apply(t, n, Repair{By: 0, Craft: 0})
	if n.crafts[0].hits != 7 || n.crafts[0].Drive(false) <= before || !strings.Contains(logText(ev), "repaired: box 8, □ Drive back to") {
		t.Fatalf("turn 2: %d boxes, Drive %d (was %d)\n%s", n.crafts[0].hits, n.crafts[0].Drive(false), before, logText(ev))
	}
}

// TestRule_10_12_FiredOrHitIsNotAsked: a craft that fired (or launched) or
// was hit this turn may not attempt damage control at its end, so its
// owner is not asked; nor is one with nothing marked. The question refused
// says why.
func TestRule_10_12_FiredOrHitIsNotAsked(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	for _, tc := range []struct {
		what string
		set  func(c *craft)
		why  string
	}{
		{"fired", func(c *craft) { c.firedT = true }, "fired or launched this turn"},
		{"hit", func(c *craft) { c.hitT = true }, "was hit or damaged this turn"},
		{"undamaged", func(c *craft) { c.hits = 0 }, "no marked box"},
	} {
		s := positionOpts(t, Options{DamageControl: true}, red, blue)
		s.crafts[0].hits = 5
		tc.set(&s.crafts[0])
		mid := s.clone()
		mid.ph = phMissiles
		var ev events
		mid.advance(&ev)
		if mid.ph == phRepair || mid.turn != 2 || strings.Contains(logText(ev.list), "damage control") {
			t.Fatalf("%s: %q in turn %d\n%s", tc.what, mid.Phase().Name, mid.turn, logText(ev.list))
		}
		// Brought to the question by a quiet craft of its side, it still
		// may not answer.
		s = positionOpts(t, Options{DamageControl: true}, append(red, cf("pit-viper", "B", 12, 10, "N", 7, 8)), blue)
		s.crafts[0].hits, s.crafts[1].hits = 5, 3
		tc.set(&s.crafts[0])
		s, _ = atTurnEnd(t, s)
		if s.Phase().Name != PhaseRepair || s.Check(NoRepair{By: 0, Craft: 1}) != nil {
			t.Fatalf("%s: %q", tc.what, s.Phase().Name)
		}
		for _, x := range []engine.Intent{Repair{By: 0, Craft: 0}, NoRepair{By: 0, Craft: 0}} {
			if err := s.Check(x); err == nil || !strings.Contains(err.Error(), tc.why) {
				t.Fatalf("%s: %v: %v", tc.what, x, err)
			}
		}
	}
}

// TestRule_10_12_SucceedsOnceAScenario: after one success the craft is
// never asked again, however quiet its turns and whatever is marked since;
// failures before it do not count.
func TestRule_10_12_SucceedsOnceAScenario(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8), cf("pit-viper", "B", 12, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	s.crafts[0].hits = 5
	for turn, die := range []int{9, 5, 2} { // fail, fail, work
		s, _ = atTurnEnd(t, force(s, die))
		if s.Phase().Name != PhaseRepair || s.turn != turn+1 {
			t.Fatalf("turn %d: %q", s.turn, s.Phase().Name)
		}
		s, _ = apply(t, s, Repair{By: 0, Craft: 0})
	}
	if s.crafts[0].hits != 4 || !s.crafts[0].dcUsed {
		t.Fatalf("after a 9, a 5 and a 2: %d boxes", s.crafts[0].hits)
	}
	s.crafts[0].hits = 6 // marked again since
	n, log := atTurnEnd(t, force(s, 1))
	if n.ph == phRepair || n.turn != 5 || strings.Contains(log, "damage control") {
		t.Fatalf("after its success: %q in turn %d\n%s", n.Phase().Name, n.turn, log)
	}
	// Its wingman asked, it may not answer: refused, saying why.
	s.crafts[1].hits = 2
	s, _ = atTurnEnd(t, s)
	if !s.Phase().Acting(0) || s.Check(NoRepair{By: 0, Craft: 1}) != nil {
		t.Fatalf("the wingman is not asked: %q", s.Phase().Name)
	}
	if err := s.Check(Repair{By: 0, Craft: 0}); err == nil || !strings.Contains(err.Error(), "once a scenario") {
		t.Fatalf("a second success: %v", err)
	}
}

// TestRule_10_12_EachSideAskedInTurn: with craft of both sides that may
// attempt, side 0's are asked first, one craft at a time in the order of
// the craft, then side 1's; each attempt is rolled as it is chosen, and the
// turn ends after the last answer.
func TestRule_10_12_EachSideAskedInTurn(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 7, 8), cf("pit-viper", "B", 12, 10, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 25, "N", 5, 5)}
	s := positionOpts(t, Options{DamageControl: true}, red, blue)
	for i := range s.crafts {
		s.crafts[i].hits = 4
	}
	s, _ = atTurnEnd(t, force(s, 1, 1))
	order := []engine.Intent{NoRepair{By: 0, Craft: 0}, Repair{By: 0, Craft: 1}, Repair{By: 1, Craft: 2}}
	for k, x := range order {
		if ph := s.Phase(); ph.Name != PhaseRepair || !ph.Acting(x.Actor()) || s.turn != 1 {
			t.Fatalf("question %d: %q, actors %v, turn %d", k, ph.Name, ph.Actors, s.turn)
		}
		for _, other := range order {
			if other != x && s.Check(other) == nil {
				t.Fatalf("question %d: %v offered with %v", k, other, x)
			}
		}
		s, _ = apply(t, s, x)
	}
	if s.turn != 2 || s.crafts[0].hits != 4 || s.crafts[1].hits != 3 || s.crafts[2].hits != 3 {
		t.Fatalf("turn %d, boxes %d %d %d", s.turn, s.crafts[0].hits, s.crafts[1].hits, s.crafts[2].hits)
	}
}

// TestRule_10_12_SuccessSpreadEdge: damage control works on a 1D10 roll
// inside the vessel's success spread, its top included: the Spirit Rider's
// 1–3 regains its last box on 2 and 3, not on 4.
func TestRule_10_12_SuccessSpreadEdge(t *testing.T) {
	red := []CraftFile{cf("spirit-rider", "A", 10, 10, "N", 5, 5)}
	blue := []CraftFile{cf("pit-viper", "A", 20, 20, "N", 7, 8)}
	if ct, _ := CraftByKey("spirit-rider"); ct == nil {
		t.Fatal("no Spirit Rider")
	} else if _, _, _, spread := Defences(ct); spread != 3 {
		t.Fatalf("the Spirit Rider's success spread 1–%d, want 1–3", spread)
	}
	for _, tc := range []struct {
		roll     int
		repaired bool
	}{{2, true}, {3, true}, {4, false}} {
		s := positionOpts(t, Options{DamageControl: true}, red, blue)
		s.crafts[0].hits = 4
		n := force(s, tc.roll)
		n.ph = phEndTurn
		var ev events
		endTurnAttempting(n, &ev)
		if got := n.crafts[0].hits == 3; got != tc.repaired || n.crafts[0].dcUsed != tc.repaired {
			t.Errorf("roll %d: %d boxes marked, used %v\n%s", tc.roll, n.crafts[0].hits, n.crafts[0].dcUsed, logText(ev.list))
		}
	}
}

// TestRule_10_4_SlipCostsTwoMP: a sideslip costs 2 MP (10.4), so it is
// offered with 2 MP left or more and not with 1, where a move forward
// still is; made with exactly 2 left it leaves none.
func TestRule_10_4_SlipCostsTwoMP(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 28, "N", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 30, 2, "S", 5, 5)}
	for _, left := range []int{1, 2, 3} {
		s := moving(t, Options{Sideslips: true}, red, blue)
		for k := 0; k < 19-left; k++ {
			s, _ = apply(t, s, Forward{By: 0, Craft: 0})
		}
		if got := hasIntent(s, 0, kindIs(KindSlip)); got != (left >= SlipCost) || !hasIntent(s, 0, kindIs(KindForward)) {
			t.Fatalf("%d MP left: sideslip offered %v", left, got)
		}
		if left < SlipCost {
			continue
		}
		n, _ := apply(t, s, Slip{By: 0, Craft: 0, Dir: 1})
		if n.mp != 19-left+SlipCost {
			t.Errorf("%d MP left: %d of 19 spent after the slip", left, n.mp)
		}
	}
}

// TestRule_10_7_DefencePhaseWaitsForTheChoice: with point defence in play,
// a craft a torp has reached is asked whether it fires its point defence
// before the Torp Results Phase; the turn sequence stops in the defence
// phase for the answer instead of rolling the torp's dodge unasked.
func TestRule_10_7_DefencePhaseWaitsForTheChoice(t *testing.T) {
	s := jamming(t, Options{PointDefence: true}, "salamander", 0)
	s.ph = phDefence
	s.torps = append(s.torps, torp{id: 1, side: 0, mark: Mk20, pos: s.crafts[1].pos, target: ref{refCraft, 1}, arrived: true})
	var e events
	s.advance(&e)
	if s.ph != phDefence || len(s.torps) != 1 || len(e.list) != 0 {
		t.Fatalf("the turn went on to phase %s without the point defence choice:\n%s", s.Phase().Name, logText(e.list))
	}
	if !hasIntent(s, 1, kindIs(KindPointDef)) {
		t.Fatal("the craft the torp reached is not offered its point defence")
	}
}

// 10.5: the asteroids are scattered by the dice and their drift rolled as
// the battle is set up. The log now tells both before anybody acts (the
// first state's Opening, engine.Opener), where it told the way only at the
// first turn's end; a battle bought by points (11.8), set up by the intent
// that ends the purchases, tells them with that intent.
func TestRule_10_5_ScatterAndDriftAreTold(t *testing.T) {
	lines := func(ev []engine.Event) string {
		var b strings.Builder
		for _, e := range ev {
			b.WriteString(e.String() + "\n")
		}
		return b.String()
	}
	s := newGame(t, "belt", 3)
	d, ok := s.Drift()
	if !ok {
		t.Fatal("the belt has no asteroids")
	}
	want := "The 20 asteroids are scattered by the dice, never beside a craft's start (10.5)\n" +
		"The way they drift: 1d6 [" + itoa(int(d)+1) + "] → one hex " + d.String() + " at the end of every turn\n"
	if got := lines(s.Opening()); got != want {
		t.Errorf("the belt's opening:\n%s\nwant\n%s", got, want)
	}
	if ev := newGame(t, "first-game", 3).Opening(); ev != nil {
		t.Errorf("a battle without asteroids opens with %v", ev)
	}

	st, err := Game{}.NewState(loadScenario(t, "engagement-build"), engine.Options{OptAsteroids: "on"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	b := st.(*State)
	if b.Opening() != nil {
		t.Error("a battle still being bought opens with its asteroids")
	}
	var told string
	for step := 0; b.ph == phBuy; step++ {
		if step > 400 {
			t.Fatal("the purchases do not end")
		}
		p := b.Phase().Actors[0]
		in, err := Scripted{}.Choose(b.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		n, ev, err := b.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		told += lines(ev)
		b = n.(*State)
	}
	if d, _ := b.Drift(); !strings.Contains(told, "asteroids are scattered by the dice") || !strings.Contains(told, "one hex "+d.String()+" at the end of every turn") {
		t.Errorf("the purchases' end does not tell the asteroids:\n%s", told)
	}
}
