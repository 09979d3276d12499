package stellararmada

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// catalog serves Stellar Armada alone, with its real board.
type catalog struct{}

func (catalog) Games() []engine.Game { return []engine.Game{sa.Game{}} }
func (catalog) Lookup(id string) (engine.Game, bool) {
	return sa.Game{}, id == sa.ID
}
func (catalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (catalog) Screens(string) tui.Screens                         { return Screens() }

func session(t *testing.T) *engine.Session {
	t.Helper()
	sc, err := games.LoadScenario(sa.Game{}, "standard")
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Hotseat(t, sa.Game{}, sc, nil, 7)
}

// TestMatsGolden keeps the whole screen at 80×24 mid-turn: both mats, the
// highlighted target of the action under the cursor, the list and the log.
func TestMatsGolden(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 80, 24)
	d.Keys("d", "e", "b", "enter")
	tuitest.Golden(t, "stellararmada_turn", d.Screen()+"\n")
}

// TestASCIIMats draws the mats in plain ASCII within 80 columns.
func TestASCIIMats(t *testing.T) {
	cfg := tui.Config{Catalog: catalog{}, ASCII: true}
	d := tuitest.Game(t, cfg, session(t), 80, 24)
	d.Keys("d", "e")
	s := d.Screen()
	for i, r := range s {
		if r > 126 {
			t.Fatalf("non-ASCII %q at byte %d in:\n%s", r, i, s)
		}
	}
	if !strings.Contains(s, "Engines [1]") {
		t.Fatalf("the mats lost the engine die:\n%s", s)
	}
}

// TestHotkeysAreFree gives every intent kind a key of its own.
func TestHotkeysAreFree(t *testing.T) {
	var kinds []string
	for k := range saGroups {
		kinds = append(kinds, k)
	}
	tuitest.HotkeysFree(t, Screens().Board(tui.Config{}), kinds)
}

// TestBriefingAndLegend: a new game opens on its briefing (forces,
// objective, victory, turn limit), and ? has the legend of the mats.
func TestBriefingAndLegend(t *testing.T) {
	d := tuitest.New(t, tui.NewGame(tui.Config{Catalog: catalog{}}, session(t)), 80, 24)
	s := d.Screen()
	for _, want := range []string{"Situation:", "Forces:", "Objective:", "Victory:", "Turn limit: 60 turns"} {
		if !strings.Contains(s, want) {
			t.Fatalf("the briefing lacks %q:\n%s", want, s)
		}
	}
	d.Keys("enter", "?", "tab")
	if s := d.Screen(); !strings.Contains(s, "[Legend]") || !strings.Contains(s, "engine die") {
		t.Fatalf("no legend:\n%s", s)
	}
}

// position is a game in progress made from a scenario written here, Red
// to move with the dice forced.
func position(t *testing.T, yaml string, faces ...int) *sa.State {
	t.Helper()
	sc, err := sa.Game{}.DecodeScenario([]byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sa.NewPosition(sc.(*sa.Scenario), sa.Position{Dice: engine.NewDice(1).Force(faces...)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// drawn is the board's frame of s as Red sees it, one string.
func drawn(s engine.State, w int) string {
	b := Screens().Board(tui.Config{})
	return strings.Join(b.Draw(tui.Frame{State: s, W: w, H: 24}), "\n")
}

// TestIdleRowSaysWhy: the row of a ship that does not act said "Waiting
// for its turn" on both mats before the roll for the first player and
// after the game was over, when nobody's turn was coming.
func TestIdleRowSaysWhy(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 80, 24)
	if s := d.Screen(); strings.Count(s, "Waiting for the first-player roll") != 2 || strings.Contains(s, "Waiting for its turn") {
		t.Fatalf("before the roll:\n%s", s)
	}
	s := position(t, `
name: last-shot
title: The last shot
sides:
  - name: Red
  - name: Blue
    mat: {start: {shields: 0, masers: 0, reactor: 1}}
`, 6)
	next, _, err := s.Apply(sa.FireMaser{By: 0, Target: sa.SysReactor})
	if err != nil {
		t.Fatal(err)
	}
	if !next.Outcome().Over {
		t.Fatalf("the maser did not end the game: %+v", next.Outcome())
	}
	got := drawn(next, 80)
	for _, want := range []string{"Game over: this ship wins", "Game over: this ship lost"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "Waiting for its turn") {
		t.Errorf("a mat still waits for a turn after the game:\n%s", got)
	}
}

// TestMissilesAllowedCountAmmo: with one round left the missile count
// allows one more missile, not two.
func TestMissilesAllowedCountAmmo(t *testing.T) {
	s := position(t, `
name: last-round
title: The last round
sides:
  - name: Red
    mat: {start: {ammo: 1}}
  - name: Blue
`)
	if got := drawn(s, 80); !strings.Contains(got, "missiles 0/1") {
		t.Fatalf("one round left, yet:\n%s", got)
	}
}

// TestWideMatsFit: at 200 columns the boxed mats' last row joined "To hit
// this ship: 5+ (auto boost)" and the reactor's line and ran through the
// right-hand border.
func TestWideMatsFit(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 200, 60)
	d.Keys("d")
	s := d.Screen()
	if !strings.Contains(s, "(auto boost)   Reactor covered by its systems") {
		t.Fatalf("no joined last row:\n%s", s)
	}
	for i, l := range strings.Split(s, "\n")[1:15] {
		if w := lipgloss.Width(strings.TrimRight(l, " ")); w != 2*72+1 {
			t.Errorf("line %d is %d wide: %q", i+1, w, l)
		}
	}
}

// TestRollHasItsRule: the help's Rules page explains the roll for the
// first player when the cursor is on it, instead of asking to move the
// cursor onto an action.
func TestRollHasItsRule(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 80, 24)
	d.Keys("?", "tab", "tab", "tab")
	if s := d.Screen(); !strings.Contains(s, "[Rules]") || !strings.Contains(s, "a tie is rolled again") {
		t.Fatalf("no rule of the roll:\n%s", s)
	}
}

// TestShootingRuleHasReactorLimit: the Rules page of a shot says how much
// the reactor may take, as the rules document does (2 a turn per
// destroyed side), and the turn page gives the maser's limit of three.
func TestShootingRuleHasReactorLimit(t *testing.T) {
	pages := help(nil, 0, sa.FireMissile{Target: sa.SysShields})
	all := ""
	for _, p := range pages {
		all += strings.Join(p.Lines, "\n") + "\n"
	}
	for _, want := range []string{"at most two points a turn per destroyed side (the rest is wasted)", "three a turn at most"} {
		if !strings.Contains(all, want) {
			t.Errorf("help lacks %q:\n%s", want, all)
		}
	}
}

// TestWhyNot: a hotkey whose action is not in the list gets the game's
// reason (the shell said "not possible in the Actions phase", the phase
// where it is possible).
func TestWhyNot(t *testing.T) {
	s := position(t, `
name: why-not
title: Why not
sides:
  - name: Red
    mat: {start: {shields: 5, engines: 1}}
  - name: Blue
`, 6, 6)
	b := Screens().Board(tui.Config{}).(*saBoard)
	for _, in := range []engine.Intent{sa.FireMissile{By: 0, Target: sa.SysShields}, sa.FireMissile{By: 0, Target: sa.SysMasers}, sa.ActivateEngine{By: 0}} {
		next, _, err := s.Apply(in)
		if err != nil {
			t.Fatal(err)
		}
		s = next.(*sa.State)
	}
	for kind, want := range map[string]string{
		sa.KindMissile: "2 missiles a turn at most",
		sa.KindEngine:  "only 1 undamaged engine",
		sa.KindShield:  "shields are full",
		sa.KindRepair:  "nothing to repair",
		sa.KindMaser:   "",
		sa.KindRoll:    "already decided",
	} {
		if got := b.WhyNot(s, 0, kind); !strings.Contains(got, want) || (want == "") != (got == "") {
			t.Errorf("%s: %q, want %q", kind, got, want)
		}
	}
}

// TestASCIILegendMatchesMat: in ASCII the legend turned "⚀–⚅ beside the
// engines" into "1-6 beside the engines" while the mat draws the die as
// "[2]"; the legend now names the die without a glyph.
func TestASCIILegendMatchesMat(t *testing.T) {
	cfg := tui.Config{Catalog: catalog{}, ASCII: true}
	d := tuitest.Game(t, cfg, session(t), 80, 24)
	d.Keys("d", "e", "?", "tab")
	s := d.Screen()
	if !strings.Contains(s, "A die beside the engines") || strings.Contains(s, "1-6 beside") {
		t.Fatalf("the ASCII legend:\n%s", s)
	}
}

// TestHotkeyNotNowSaysWhy: in the Actions phase, with both missiles of the
// turn fired, m says the game's reason, not "not possible in the Actions
// phase" (found playing at 80×24).
func TestHotkeyNotNowSaysWhy(t *testing.T) {
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, session(t), 80, 24)
	d.Keys("d", "m", "enter", "m", "enter", "m") // the roll for the first player, then two missiles
	if s := d.Screen(); !strings.Contains(s, "Actions") {
		t.Fatalf("not in the Actions phase:\n%s", s)
	}
	snap := d.Snap()
	if !snap.StatusIsError || strings.Contains(snap.Status, "not possible in the") || !strings.Contains(snap.Status, "[m]") ||
		!strings.Contains(snap.Status, "missiles a turn") {
		t.Fatalf("status %q", snap.Status)
	}
}

// TestASCIILegendNamesTheMatsGlyphs: with --ascii the legend's marks (the
// screen's ASCII fold of ● ○ ▶ ▸) are the glyphs the ASCII mat draws: a
// point standing and one lost, the side to act, the target under the
// cursor.
func TestASCIILegendNamesTheMatsGlyphs(t *testing.T) {
	g := render.NewTheme(true, false).Glyph
	cfg := tui.Config{Catalog: catalog{}, ASCII: true}
	d := tuitest.Game(t, cfg, session(t), 100, 40)
	d.Keys("d", "e")
	mat := d.Screen()
	for _, want := range []string{g.On + g.On + g.On + " 3/3", g.Off + " 5/6", g.Active + " Red", g.Select + "Engines"} {
		if !strings.Contains(mat, want) {
			t.Fatalf("the ASCII mat does not draw %q:\n%s", want, mat)
		}
	}
	d.Keys("?", "tab")
	legend := strings.Join(strings.Fields(d.Screen()), " ")
	for _, want := range []string{g.On + " a point that is still there", g.Off + " a point lost",
		g.Active + " before a name", g.Select + " before a system"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the ASCII legend lacks %q:\n%s", want, legend)
		}
	}
}

// TestRuleOfAClosedList: with the cursor on a closed list of several
// targets ("[m] Fire missile at… (4)") the help's Rules page gives the
// rule of shooting, as it does on a single target; it asked to move the
// cursor onto an action, though the cursor was on one (found playing the
// duel solo at 80x24).
func TestRuleOfAClosedList(t *testing.T) {
	sc, err := games.LoadScenario(sa.Game{}, "crippled")
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, tuitest.Hotseat(t, sa.Game{}, sc, nil, 7), 80, 24)
	d.Keys("d")
	if strings.Contains(d.Screen(), "Red to act") {
		d.Keys("n", "y") // Blue's shields are up: Red's shots have one target
	}
	s := d.Screen()
	if !strings.Contains(s, "> [m] Fire missile at… (4)") {
		t.Fatalf("the cursor is not on the closed list of missile targets:\n%s", s)
	}
	d.Keys("?", "tab", "tab", "tab")
	if s := d.Screen(); !strings.Contains(s, "[Rules]") || !strings.Contains(s, "Shooting: one die") {
		t.Fatalf("no rule of shooting on the closed list:\n%s", s)
	}
}
