package starmada

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// 2.1.1: each side picks ships whose Combat Ratings reach the point total
// or come as near it as they can: a ship that fits is taken; one
// that goes over (the rulebook's 1 024-point fleet of a 1 000-point battle
// does) only when it leaves the fleet no farther from the total than the
// nearest it could come staying under (the project's reading), and never
// once the fleet is over.
func TestBuild_2_1_1_PointTotal(t *testing.T) {
	s := newGame(t, "build", 1)
	if ph := s.Phase(); ph.Name != PhaseBuild || len(ph.Actors) != 2 || s.Budget() != DefaultPoints || len(s.Ships()) != 0 {
		t.Fatalf("starts with %+v, budget %d, %d ships", ph, s.Budget(), len(s.Ships()))
	}
	s, ev := apply(t, s, AddShip{By: 0, Class: "Sovereign"}) // CR 962
	if s.Points(0) != 962 || s.Remaining(0) != 38 || !strings.Contains(eventsText(ev), "962 of 1000 points") {
		t.Fatalf("%d points, %d left: %s", s.Points(0), s.Remaining(0), eventsText(ev))
	}
	// With 38 left no class fits: the Lancer, 37 over, comes nearer than
	// the 38 the fleet lacks and may go; the Hornet, 81 over, may not.
	refuse(t, s, AddShip{By: 0, Class: "Hornet"}, "the Hornet costs 119 points: Imperial would be 81 over its 1000, farther from the total than the 38 it lacks now (2.1.1: a fleet comes as near its total as it can)")
	if got := adds(s, 0); got != "Lancer" {
		t.Fatalf("with 38 points left Legal adds %s", got)
	}
	// A Paladin and a Mantis make 787: a Sabre would leave 45 short, a
	// Mantis goes 24 over, which is closer, and may go; a Halberd, 64 over,
	// may not.
	o := newGame(t, "build", 1)
	o, _ = apply(t, o, AddShip{By: 0, Class: "Paladin"})
	o, _ = apply(t, o, AddShip{By: 0, Class: "Mantis"})
	if got := adds(o, 0); got != "Lancer,Sabre,Corsair,Wasp,Hornet,Mantis" {
		t.Fatalf("with 213 points left Legal adds %s", got)
	}
	refuse(t, o, AddShip{By: 0, Class: "Halberd"}, "the Halberd costs 277 points: Imperial would be 64 over its 1000, farther from the total than the 45 it would lack with a Sabre (2.1.1")
	o, _ = apply(t, o, AddShip{By: 0, Class: "Mantis"})
	if o.Points(0) != 1024 || o.Remaining(0) != -24 || adds(o, 0) != "" {
		t.Fatalf("%d points, %d left, Legal adds %q", o.Points(0), o.Remaining(0), adds(o, 0))
	}
	refuse(t, o, AddShip{By: 0, Class: "Lancer"}, "Imperial's fleet has 1024 of its 1000 points: the Lancer (CR 75) would take it farther from the total (2.1.1")
	refuse(t, s, AddShip{By: 0, Class: "Battlestar"}, `there is no class "Battlestar"`)
	refuse(t, s, AddShip{By: 0, Class: "lancer"}, `written "Lancer"`)
	s, _ = apply(t, s, AddShip{By: 0, Class: "Lancer"}) // 75: 1037
	// Every class may be picked, the other fleet's too ("historical
	// flavour"), and the Legal list offers exactly those that still fit.
	for _, in := range s.Legal(0) {
		if a, ok := in.(AddShip); ok {
			t.Fatalf("%v is listed with the fleet 37 over", a)
		}
	}
	s, _ = apply(t, s, RemoveShip{By: 0, Class: "Sovereign"})
	s, _ = apply(t, s, AddShip{By: 0, Class: "Wasp"})
	if got := names(s.Picks(0)); got != "Lancer 1,Wasp 1" || s.Points(0) != 163 {
		t.Fatalf("picks %s, %d points", got, s.Points(0))
	}
	refuse(t, s, RemoveShip{By: 0, Class: "Hive"}, "Imperial's fleet has no Hive to remove")
	refuse(t, s, Ready{By: 1}, "Hegemony's fleet has no ship yet")
}

// adds lists the classes Legal offers side p to add.
func adds(s *State, p engine.Player) string {
	var out []string
	for _, in := range s.Legal(p) {
		if a, ok := in.(AddShip); ok {
			out = append(out, a.Class)
		}
	}
	return strings.Join(out, ",")
}

func names(ps []FleetShip) string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Name)
	}
	return strings.Join(out, ",")
}

// 2.1.1: fleets whose totals differ by more than 10 % of the lower are not
// even: the side ready last confirms the battle, or changes its fleet.
func TestBuild_2_1_1_UnevenFleetsAreConfirmed(t *testing.T) {
	s := newGame(t, "build", 1)
	s, _ = apply(t, s, AddShip{By: 0, Class: "Sovereign"})                       // 962
	refuse(t, s, Ready{By: 0, Uneven: true}, "weighed when the second is ready") // Hegemony still builds
	s, _ = apply(t, s, Ready{By: 0})
	refuse(t, s, AddShip{By: 0, Class: "Lancer"}, "not your turn: Imperial's fleet is ready")
	s, _ = apply(t, s, AddShip{By: 1, Class: "Hive"})
	s, _ = apply(t, s, AddShip{By: 1, Class: "Mantis"}) // 780: differ by 182 > 78
	if legal := s.Legal(1); legal[len(legal)-1] != (Ready{By: 1, Uneven: true}) {
		t.Fatalf("Legal ends %v", legal[len(legal)-1])
	}
	refuse(t, s, Ready{By: 1}, "962 and 780 points differ by 182, and 10 % of the lower is 78: not even (2.1.1); confirm")
	s2, _ := apply(t, s, AddShip{By: 1, Class: "Hornet"}) // 899: even
	refuse(t, s2, Ready{By: 1, Uneven: true}, "nothing to confirm")
	s, ev := apply(t, s, Ready{By: 1, Uneven: true})
	if !strings.Contains(eventsText(ev), "not even (2.1.1): Hegemony fights anyway") || s.Phase().Name != PhaseSetup {
		t.Fatalf("%s\n%s", s.Phase().Name, eventsText(ev))
	}
}

// When both fleets are ready the ships are named "Class N", each class
// numbered across the battle so that names stay unique (1.1), and the
// Set-up Phase begins with its roll told at once (2.1.2).
func TestBuild_2_1_1_ThenSetUp(t *testing.T) {
	s := newGame(t, "build", 1)
	for _, in := range []engine.Intent{
		AddShip{By: 0, Class: "Hornet"}, AddShip{By: 0, Class: "Paladin"}, AddShip{By: 0, Class: "Hornet"},
		AddShip{By: 1, Class: "Hornet"}, AddShip{By: 1, Class: "Hive"}, Ready{By: 1},
	} {
		s, _ = apply(t, s, in)
	}
	s = s.withDice(2, 5) // Imperial rolls lower and sets up first
	s, ev := apply(t, s, Ready{By: 0, Uneven: true})
	var got []string
	for _, sh := range s.Ships() {
		got = append(got, sh.Name+"/"+sh.Class+"/"+s.Name(sh.Side))
	}
	if strings.Join(got, ",") != "Hornet 1/Hornet/Imperial,Paladin 1/Paladin/Imperial,Hornet 2/Hornet/Imperial,Hornet 3/Hornet/Hegemony,Hive 1/Hive/Hegemony" {
		t.Fatalf("ships %v", got)
	}
	text := eventsText(ev)
	if s.Phase().Name != PhaseSetup || s.SetupFirst() != 0 || !strings.Contains(text, "Imperial rolls for the set-up: 1d6 [2]") ||
		!strings.Contains(text, "Imperial rolled lower and sets up first") {
		t.Fatalf("%s:\n%s", s.Phase().Name, text)
	}
	// The first placement does not tell the roll again.
	in := s.planPlace(0)
	_, ev = apply(t, s, in)
	if strings.Contains(eventsText(ev), "rolls for the set-up") {
		t.Fatalf("the roll is told twice:\n%s", eventsText(ev))
	}
	if s.Points(0) != 119+550+119 || s.Points(1) != 119+543 {
		t.Fatalf("points %d and %d", s.Points(0), s.Points(1))
	}
}

// The objects option has one side place objects once the fleets are
// built; the roll for it is told when it is made, the set-up roll when the
// edge is chosen.
func TestBuild_2_1_2_WithObjects(t *testing.T) {
	s, err := Game{}.newState(loadScenario(t, "build"), engine.Options{OptObjects: "2", OptPoints: "500"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if s.Budget() != 500 || s.ObjectsToPlace() != 2 {
		t.Fatalf("budget %d, objects %d", s.Budget(), s.ObjectsToPlace())
	}
	told := map[string]int{}
	gametest.PlayOut(t, s, []engine.Opponent{Scripted{}, Scripted{}}, 5000, func(st engine.State, in engine.Intent) {
		_, ev, _ := st.Apply(in)
		for _, e := range ev {
			for _, k := range []string{"rolls for the objects", "rolls for the set-up"} {
				if strings.Contains(e.String(), k) {
					told[k]++
				}
			}
		}
	})
	if told["rolls for the objects"] < 2 || told["rolls for the set-up"] < 2 || told["rolls for the objects"]%2 != 0 || told["rolls for the set-up"] > 20 {
		t.Fatalf("rolls told %v", told)
	}
	if _, err := (Game{}).NewState(loadScenario(t, "build"), engine.Options{OptPoints: "50"}, 1); err == nil {
		t.Fatal("a total of 50 points was accepted")
	}
}

// The scripted opponent builds the automatic fleet and is ready; a
// person's uneven fleet is confirmed when the opponent is ready last.
func TestBuild_Scripted(t *testing.T) {
	s := newGame(t, "build", 1)
	s, _ = apply(t, s, AddShip{By: 0, Class: "Lancer"})
	s, _ = apply(t, s, Ready{By: 0})
	for s.Phase().Name == PhaseBuild {
		in, err := Scripted{}.Choose(s.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
	// The automatic fleet comes as near the total as it can (rules 11:
	// the Hegemony's 950 with an Imperial Lancer, 1 025).
	want := s.automatic(1)
	if len(want) < 3 || s.Points(1) != fleetCR(s.rules.buildable, want) || s.Points(1) < 950 || s.Points(1) > 1050 {
		t.Fatalf("the automatic fleet %v makes %d points", want, s.Points(1))
	}
	var got []string
	for _, sh := range s.Ships() {
		if sh.Side == 1 {
			got = append(got, sh.Class)
		}
	}
	var names []string
	for _, i := range want {
		names = append(names, s.rules.buildable[i].Name)
	}
	if !slices.Equal(got, names) {
		t.Fatalf("the Hegemony fights with %v, not the automatic %v", got, names)
	}
}

// Building is open: both sides' views show both fleets, and they hash
// alike, so hotseat play needs no handoff; every choice is an intent
// that can be undone (none rolls a die until both fleets are ready).
func TestBuild_OpenAndUndoable(t *testing.T) {
	sc := loadScenario(t, "build")
	slots := []engine.PlayerSlot{{Side: "Imperial", Kind: engine.Human}, {Side: "Hegemony", Kind: engine.Human}}
	sess, err := engine.NewSession(Game{}, sc, nil, 1, slots)
	if err != nil {
		t.Fatal(err)
	}
	for _, in := range []engine.Intent{AddShip{By: 0, Class: "Paladin"}, AddShip{By: 1, Class: "Hive"}, AutoFleet{By: 0}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	st := sess.State().(*State)
	if st.View(0).Hash() != st.View(1).Hash() || len(st.View(1).(*State).Picks(0)) != len(st.Picks(0)) {
		t.Fatal("the views of an open build differ")
	}
	gametest.HashCoversState(t, st)
	if _, err := sess.Undo(0); err != nil {
		t.Fatal(err)
	}
	if got := names(sess.State().(*State).Picks(0)); got != "Paladin 1" {
		t.Fatalf("after undo: %s", got)
	}
}

func TestBuild_ScenarioAndIntentFiles(t *testing.T) {
	f := loadScenario(t, "build").File()
	f.Setup = ""
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "build: the fleets are built before") {
		t.Fatalf("build without setup: %v", err)
	}
	f = loadScenario(t, "build").File()
	f.Sides[0].Ships = []ShipFile{{Name: "X", Class: "Wasp"}}
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "leave out ships") {
		t.Fatalf("build with ships: %v", err)
	}
	f = loadScenario(t, "build").File()
	f.Sides[1].Fleet = "Klingon"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "not a fleet") {
		t.Fatalf("an unknown fleet: %v", err)
	}
	f = loadScenario(t, "build").File()
	f.Build.Points = 10
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "build.points") {
		t.Fatalf("10 points: %v", err)
	}
	for _, c := range []struct{ kind, data string }{
		{KindAdd, `{"by":0,"class":"Wasp"}`}, {KindRemove, `{"by":1,"class":"Hive"}`},
		{KindAuto, `{"by":1}`}, {KindReady, `{"by":0}`}, {KindReady, `{"by":1,"uneven":true}`},
	} {
		in, err := Game{}.DecodeIntent(c.kind, []byte(c.data))
		if err != nil {
			t.Fatalf("%s %s: %v", c.kind, c.data, err)
		}
		if in.Kind() != c.kind {
			t.Fatalf("%s decoded as %s", c.kind, in.Kind())
		}
	}
	if _, err := (Game{}).DecodeIntent(KindAdd, []byte(`{"by":0}`)); err == nil {
		t.Fatal("an add without a class decoded")
	}
}

// 2.1.1: fleets are even while they differ by at most a tenth of the
// smaller total: exactly a tenth is still even, one point more is not.
func TestRule_2_1_1_TenPercentIsInclusive(t *testing.T) {
	for _, tc := range []struct {
		a, b int
		even bool
	}{{1100, 1000, true}, {1101, 1000, false}, {1000, 1100, true}, {988, 1024, true}, {1000, 1000, true},
		// The rulebook's 988: a tenth is 98.8, so 98 more is even and 99,
		// over 98.8, is not; a whole-number limit of 98 draws the same line.
		{988, 1085, true}, {988, 1086, true}, {1087, 988, false}} {
		if got := CheckBalance(tc.a, tc.b); got.Even != tc.even {
			t.Errorf("%d against %d: %+v, want even %v", tc.a, tc.b, got, tc.even)
		}
	}
	if b := CheckBalance(988, 1087); b.Limit != 98 || b.Diff != 99 {
		t.Errorf("988 against 1087: %+v, want a limit of 98 and a difference of 99", b)
	}
}

// 2.1.1, the project's reading of "as near as it can": a ship that goes
// over the total may join when it leaves the fleet no farther over than the
// fleet would stay under with the nearest class that fits (or with none).
// At the line, as far over as under, it may; one point farther it may not.
func TestRule_2_1_1_OverAsFarAsUnderIsNearEnough(t *testing.T) {
	fit := &Class{Name: "Fit", CR: 20}
	for _, tc := range []struct {
		cr, left int
		fit      *Class
		ok       bool
	}{
		{49, 50, nil, true}, {50, 50, nil, true}, // fits, and lands on the total
		{99, 50, nil, true}, {100, 50, nil, true}, {101, 50, nil, false}, // 49, 50, 51 over; no class fits: 50 under
		{79, 50, fit, true}, {80, 50, fit, true}, {81, 50, fit, false}, // 29, 30, 31 over; with the fit, 30 under
		{1, 0, nil, false}, // on the total: nothing more goes over
	} {
		if got := closeEnough(tc.cr, tc.left, tc.fit); got != tc.ok {
			t.Errorf("CR %d with %d left (nearest fit %v): %v, want %v", tc.cr, tc.left, tc.fit, got, tc.ok)
		}
	}
}

// 2.1.1 recommends 1 000 points and lets the players choose; the option
// points is the project's own, from 100 to 10 000. Either end is taken and
// one past it refused.
func TestRule_2_1_1_Own_PointsOptionFrom100To10000(t *testing.T) {
	for _, tc := range []struct {
		points int
		ok     bool
	}{{99, false}, {100, true}, {101, true}, {9999, true}, {10000, true}, {10001, false}} {
		st, err := Game{}.NewState(loadScenario(t, "build"), engine.Options{OptPoints: strconv.Itoa(tc.points)}, 1)
		switch {
		case tc.ok && err != nil:
			t.Errorf("points %d: %v", tc.points, err)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), `"`+strconv.Itoa(tc.points)+`" is not a point total from 100 to 10000`)):
			t.Errorf("points %d: %v, want it refused", tc.points, err)
		case tc.ok && st.(*State).Budget() != tc.points:
			t.Errorf("points %d: the fleets are built to %d", tc.points, st.(*State).Budget())
		}
	}
}

// 2.1.1: a fleet made ready while a class it may still add would bring it
// nearer its total asks first (engine.Unspender), naming that class, the
// nearest; a fleet no class brings nearer, at or over its total, does not.
// Found in play: a fleet of 1433 of 1500 was made ready without a word,
// though a Lancer would have brought it to 1508.
func TestBuild_2_1_1_ReadyWithPointsLeftAsks(t *testing.T) {
	s := newGame(t, "build", 1)
	s, _ = apply(t, s, AddShip{By: 0, Class: "Sovereign"}) // 962: the Lancer goes 37 over, against 38 short
	want := "38 of the 1 000 points (a Lancer, CR 75, would bring the fleet to 1 037, nearer the total: 2.1.1)"
	if got := s.Unspent(Ready{By: 0}); got != want {
		t.Errorf("ready at 962 of 1000:\n got %q\nwant %q", got, want)
	}
	o := newGame(t, "build", 1)
	o, _ = apply(t, o, AddShip{By: 0, Class: "Paladin"})
	o, _ = apply(t, o, AddShip{By: 0, Class: "Mantis"}) // 787: a Mantis 24 over beats a Sabre 45 short
	if got := o.Unspent(Ready{By: 0}); !strings.HasPrefix(got, "213 of the 1 000 points (a Mantis, CR 237, would bring the fleet to 1 024") {
		t.Errorf("ready at 787 of 1000: %q", got)
	}
	for _, tc := range []struct {
		why     string
		classes []string
	}{
		{"1037, over the total", []string{"Sovereign", "Lancer"}},
		{"981: the Lancer would be 56 over, farther than 19 short", []string{"Hive", "Admirable"}},
	} {
		n := newGame(t, "build", 1)
		for _, c := range tc.classes {
			n, _ = apply(t, n, AddShip{By: 0, Class: c})
		}
		if got := n.Unspent(Ready{By: 0}); got != "" {
			t.Errorf("%s: %q, want no question", tc.why, got)
		}
	}
}

// The build log says "add an Admirable", not "add a Admirable" (found by
// a play-tester reading the Starmada build's log).
func TestBuildIntentsTakeTheirArticle(t *testing.T) {
	for in, want := range map[fmt.Stringer]string{
		AddShip{Class: "Admirable"}:    "add an Admirable",
		RemoveShip{Class: "Admirable"}: "remove an Admirable",
		AddShip{Class: "Lancer"}:       "add a Lancer",
	} {
		if got := in.String(); got != want {
			t.Errorf("%T %q, want %q", in, got, want)
		}
	}
}

// The build scenario's briefing gives the board's size once: its own
// description said it, and the set-up words after it said it again ("The
// board is 30 x 20. Board 30 × 20 hexes;", found by a play-tester).
func TestBuildBriefingSaysTheBoardOnce(t *testing.T) {
	b := loadScenario(t, "build").Briefing(nil)
	if n := strings.Count(b.Situation, "30 × 20") + strings.Count(b.Situation, "30 x 20"); n != 1 {
		t.Errorf("the board's size %d times:\n%s", n, b.Situation)
	}
}
