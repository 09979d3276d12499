package silentdeath

import (
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
	if len(specs) != 17 {
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
	bad, _ := apply(t, force(s, 7), Tight{By: 0, Craft: 0, Facing: to})
	if bad.crafts[0].facing != hex.Direction(hex.S).Rotate(1) || bad.mp != 3 || hasIntent(bad, 0, kindIs(KindTurn)) {
		t.Fatalf("facing %v, %d MP", bad.crafts[0].facing, bad.mp)
	}
	// Off: the tight turn rolls its TTC (1D4+3 for Plt 7).
	off := moving(t, Options{}, red, blue)
	n, _ := apply(t, force(off, 4), Tight{By: 0, Craft: 0, Facing: to})
	if n.mp != 7 {
		t.Fatalf("%d MP", n.mp)
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
	if strings.Count(log, "destroyed") < 2 || strings.Count(log, "'s point defence at") != 3 || strings.Contains(log, "dodges") {
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
		n, ev := apply(t, n, Duel{By: 1, Craft: 1, Crew: 0, Mount: 0, Target: ref{refCraft, 0}})
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
		n.endTurn(&ev)
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
		m.endTurn(&e)
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
	n.endTurn(&ev)
	if n.crafts[0].hits != 14 {
		t.Fatal("a craft that fired repaired")
	}
	s.crafts[0].firedT = false
	n = s.clone()
	n.endTurn(&ev)
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
