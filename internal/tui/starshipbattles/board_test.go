package starshipbattles

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// kinds are every kind of intent of the game.
var kinds = []string{sb.KindAdd, sb.KindRemove, sb.KindDone, sb.KindPlace, sb.KindStep, sb.KindStop, sb.KindLaunch,
	sb.KindAttack, sb.KindPlay, sb.KindPass, sb.KindDisplace, sb.KindShift, sb.KindReroll, sb.KindOrder}

// TestHotkeysAreFree gives every kind of intent a key of its own (but Done
// and Pass, TestHotkeysApart), none of them a key of the game screen, the
// map board, or the board's own v.
func TestHotkeysAreFree(t *testing.T) {
	b := Screens().Board(tui.Config{})
	tuitest.HotkeysFree(t, b, kinds, [2]string{sb.KindDone, sb.KindPass})
	for _, k := range tui.ReservedKeys() {
		for _, used := range k.Keys() {
			for _, mine := range keyFleet.Keys() {
				if used == mine {
					t.Errorf("the fleet sheet's key %q is the game screen's %s", mine, k.Help().Desc)
				}
			}
		}
	}
	for _, k := range kinds {
		label, hot := b.Group(k)
		if hot == "" || label == k {
			t.Errorf("%s has no label or no hotkey: %q %q", k, label, hot)
		}
		for _, used := range append(keyFleet.Keys(), "f", "g", "m", "M", "U", "+", "-", "0") {
			if hot == used {
				t.Errorf("%s uses %q, a key of the map board", k, hot)
			}
		}
	}
}

// attackPhase is Clash over Coruscant played by the scripted opponent to
// the second round's attack phase, when the fleets have met.
func attackPhase(t testing.TB) *engine.Session {
	sess := session(t, "coruscant", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Round() >= 2 && s.Phase().Name == sb.PhaseAttack })
	return sess
}

// TestMapAndCardGolden keeps the whole screen at 80×24 with an attack
// under the cursor: the map with the target's face and the weapon's arc,
// the target's stat card with both sides, the action list naming the
// attacks and the log.
func TestMapAndCardGolden(t *testing.T) {
	d := game(t, config(), attackPhase(t), 80, 24)
	// The detailed drawing (the map board steps down to a smaller one to
	// keep the attacker, the target and the nearest enemy in sight).
	d.Keys("a", "down", "down", "+", "+")
	s := d.Screen()
	if _, ok := d.Snap().Hover.(sb.Attack); !ok {
		t.Fatalf("no attack under the cursor:\n%s", s)
	}
	for _, want := range []string{"Attack:", " at ", "d20 +", "Def"} {
		if !strings.Contains(s, want) {
			t.Errorf("the screen lacks %q:\n%s", want, s)
		}
	}
	checkFrame(t, s, 80, 24, false)
	tuitest.Golden(t, "attack_80x24", s+"\n")
}

// TestStatCardGolden keeps the stat card of a damaged capital ship and of
// a fighter at the sheet's widths: the side shown in full, the other in
// short, the damage against the Hull, the Command entries.
func TestStatCardGolden(t *testing.T) {
	sess := attackPhase(t)
	s := sess.State().(*sb.State)
	g := &sbGame{theme: render.NewTheme(false, false), st: tui.NewStyles(false)}
	var out []string
	for _, w := range []int{30, 40} {
		fighter := false
		for _, sh := range s.Ships() {
			if sh.Where != sb.OnGrid || (sh.Class != 1 && (sh.Class != 4 || fighter)) {
				continue
			}
			fighter = fighter || sh.Class == 4
			l := &lines{w: w, rows: 40}
			g.card(l, s, sh)
			out = append(out, strings.Repeat("-", w))
			out = append(out, l.out...)
		}
	}
	tuitest.Golden(t, "stat_cards", strings.Join(out, "\n")+"\n")
}

// TestFleetSheet shows the Fleet Commander sheet and the pools on v, every
// line whole at 80×24 (before, the class areas were cut to a line each,
// "1 (2): Damage Control, Shiel…", and the last ones fell off): the rows
// beside the map hold the viewer's counters and four class areas on the
// first page, a second v turns to the other side's counters and pool and
// the legend, and a third brings the stat card back.
func TestFleetSheet(t *testing.T) {
	d := game(t, config(), attackPhase(t), 80, 24)
	d.Keys("+", "+", "v")
	s := d.Screen()
	for _, want := range []string{"Light Side · counters", "1 (", "Damage Control", "Shields", "Weapons",
		"2 (", "Engines", "Shields Front", "3 (", "Fly Casual", "Incoming", "Scramble", "Target Fighters",
		"4 (", "Formation", "Evasive", "Bombardment", "1/2 · v: more"} {
		if !strings.Contains(s, want) {
			t.Errorf("the fleet sheet's first page lacks %q:\n%s", want, s)
		}
	}
	tuitest.Golden(t, "fleet_sheet_80x24", s+"\n")
	first := s
	d.Keys("v")
	s = d.Screen()
	for _, want := range []string{"Dark Side · counters", "Pool: empty", "counters by class 1 2 3 4", "chosen this round", "2/2 · v: back to the card"} {
		if !strings.Contains(s, want) {
			t.Errorf("the fleet sheet's second page lacks %q:\n%s", want, s)
		}
	}
	for _, page := range []string{first, s} {
		// The map and the sheet beside it are the first 13 rows.
		for _, line := range strings.Split(page, "\n")[:13] {
			if strings.Contains(line, "…") {
				t.Errorf("a line of the fleet sheet is cut: %q", line)
			}
		}
	}
	d.Keys("v")
	if strings.Contains(d.Screen(), "counters") {
		t.Errorf("a third v did not bring the card back:\n%s", d.Screen())
	}
}

// TestFleetSheetQuickStartLineWhole opens the sheet (v) in the Quick
// Start battle at 80×24: its note that the game has no Fleet Commander is
// read whole beside the map, where it was cut to "no Fleet Command…".
func TestFleetSheetQuickStartLineWhole(t *testing.T) {
	sess := session(t, "quickstart", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	d := game(t, config(), sess, 80, 24)
	d.Keys("v")
	s := d.Screen()
	if strings.Contains(s, "Fleet Command…") {
		t.Errorf("the Quick Start note is cut:\n%s", s)
	}
	if text := strings.Join(strings.Fields(s), " "); !strings.Contains(text, "Quick Start: no Fleet") || !strings.Contains(s, "Commander") {
		t.Errorf("the sheet lacks the Quick Start note:\n%s", s)
	}
	if !strings.Contains(s, "Pool: V-wing") {
		t.Errorf("the sheet lacks the Light Side's pool:\n%s", s)
	}
	checkFrame(t, s, 80, 24, false)
}

// TestScreensFit draws every phase's screen at 80×24 and 120×40, in
// Unicode and in ASCII: each frame fills the terminal exactly, an ASCII
// frame is pure ASCII, and what the phase is about is on it.
func TestScreensFit(t *testing.T) {
	type step struct {
		name     string
		scenario string
		until    func(*sb.State) bool
		keys     []string
		want     []string
	}
	steps := []step{
		{"build", "standard", func(*sb.State) bool { return true }, nil, []string{"of 300 points", "Hull"}},
		{"setup", "coruscant", func(*sb.State) bool { return true }, nil, []string{"sets up", "facing"}},
		{"move", "coruscant", func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove }, []string{"w", "down"}, []string{"Move:", "may end here"}},
		{"launch", "coruscant", func(s *sb.State) bool { return s.Phase().Name == sb.PhaseLaunch }, []string{"l", "down"}, []string{"Launch a fighter:"}},
		{"attack", "coruscant", func(s *sb.State) bool { return s.Round() >= 2 && s.Phase().Name == sb.PhaseAttack }, []string{"a", "down"}, []string{"Attack:", "%"}},
		{"defender", "coruscant", func(s *sb.State) bool { return s.Phase().Name == sb.PhaseDefenderOpts }, nil, []string{"decides", "Pass", "counter"}},
	}
	for _, st := range steps {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			for _, ascii := range []bool{false, true} {
				sess := session(t, st.scenario, 5)
				playUntil(t, sess, st.until)
				cfg := config()
				cfg.ASCII = ascii
				d := game(t, cfg, sess, size[0], size[1])
				d.Keys(st.keys...)
				s := d.Screen()
				checkFrame(t, s, size[0], size[1], ascii)
				for _, want := range st.want {
					if ascii {
						want = strings.ReplaceAll(want, "…", ".")
					}
					if !strings.Contains(s, want) {
						t.Errorf("%s at %dx%d (ascii %v) lacks %q:\n%s", st.name, size[0], size[1], ascii, want, s)
					}
				}
			}
		}
	}
}

// TestItemsNameTheAttack names attacks as the brief asks, and compacts a
// long one with map ids so that its face is never cut off.
func TestItemsNameTheAttack(t *testing.T) {
	s := attackPhase(t).State().(*sb.State)
	me := s.Phase().Actors[0]
	g := &sbGame{last: s, itemW: 32}
	n := 0
	for _, in := range s.Legal(me) {
		a, ok := in.(sb.Attack)
		if !ok {
			continue
		}
		n++
		full := itemText(s, a)
		if !strings.Contains(full, s.Name(a.Ship)) || !strings.Contains(full, " at "+s.Name(a.Target)) {
			t.Errorf("%q does not name the attacker and the target", full)
		}
		item := g.Item(a)
		if tui.Width(item) > 32 {
			t.Errorf("%q is wider than the list", item)
		}
		if a.Face != 0 && !strings.HasSuffix(item, " "+a.Face.String()) {
			t.Errorf("%q does not end with the face", item)
		}
	}
	if n == 0 {
		t.Fatal("no attack to name")
	}
}

// TestHelpPages gives the legend with the ships on the map, the round
// with the phase marked, and the rule of the attack under the cursor.
func TestHelpPages(t *testing.T) {
	sess := attackPhase(t)
	s := sess.State().(*sb.State)
	me := s.Phase().Actors[0]
	var attack engine.Intent
	for _, in := range s.Legal(me) {
		if _, ok := in.(sb.Attack); ok {
			attack = in
			break
		}
	}
	pages := help(s.View(me), me, attack)
	if len(pages) != 3 {
		t.Fatalf("%d pages", len(pages))
	}
	all := func(p tui.HelpPage) string { return strings.Join(p.Lines, "\n") }
	if !strings.Contains(all(pages[0]), "Ex Executor") {
		t.Errorf("the legend does not name the ids on the map:\n%s", all(pages[0]))
	}
	if !strings.Contains(all(pages[1]), "▶ 3. Attack") {
		t.Errorf("the round does not mark the attack phase:\n%s", all(pages[1]))
	}
	if !strings.Contains(all(pages[2]), "natural 20") || !strings.Contains(all(pages[2]), "%") {
		t.Errorf("the rule page does not explain the attack:\n%s", all(pages[2]))
	}
}

// TestMovingThroughAnAlly steps a ship into an ally's square (Other
// Ships allow it on the way; it may not end there): the map draws the
// ship moving there, the sheet and the unit list name it, and the square
// is listed once.
func TestMovingThroughAnAlly(t *testing.T) {
	g := &sbGame{}
	for seed := uint64(1); seed <= 12; seed++ {
		sess := session(t, "coruscant", seed)
		var step sb.Step
		found := false
		playUntil(t, sess, func(s *sb.State) bool {
			if s.Outcome().Over || s.Round() > 6 {
				return true
			}
			ships := s.Ships()
			for _, in := range s.Legal(s.Phase().Actors[0]) {
				x, ok := in.(sb.Step)
				if !ok || !validID(ships, x.Ship) {
					continue
				}
				to := grid.Add(centre(ships[x.Ship]), x.Dir.Offset())
				if sh, ok := shipAt(ships, to); ok && sh.Owner == ships[x.Ship].Owner && ships[x.Ship].Class == 4 {
					step, found = x, true
					return true
				}
			}
			return false
		})
		if !found {
			continue
		}
		if _, err := sess.Apply(step); err != nil {
			t.Fatal(err)
		}
		s := sess.State().(*sb.State)
		ships := s.Ships()
		id := step.Ship
		c := centre(ships[id])
		ids := mapIDs(s, ships)
		if cell := shipMap(s, ships[id].Owner, nil).Cells[c]; cell.Text != ids[id] {
			t.Errorf("seed %d: the map shows %q at %v, not the ship moving (%s)", seed, cell.Text, c, ids[id])
		}
		if name := g.UnitName(s, ships[id].Owner, c); name != s.Name(id) {
			t.Errorf("seed %d: the square names %q, not the ship moving (%s)", seed, name, s.Name(id))
		}
		n := 0
		for _, q := range g.Units(s, ships[id].Owner) {
			if q == c {
				n++
			}
		}
		if n != 1 {
			t.Errorf("seed %d: the unit list holds %v %d times", seed, c, n)
		}
		return
	}
	t.Fatal("no fighter could step into an ally's square in the battles played")
}

// TestRoundPageSaysHowTheBattleBegins reads the help's round page at the
// first move of each scenario: fleets built in secret only where they
// are, and the d20 for the set-up only where it is rolled (the Quick
// Start battle's Light Side sets up first, as the scenario says).
func TestRoundPageSaysHowTheBattleBegins(t *testing.T) {
	for _, c := range []struct{ scenario, want, not string }{
		{"standard", "built in secret", "the scenario's"},
		{"teams", "built in secret", "the scenario's"},
		{"coruscant", "the fleets are the scenario's; a d20 each", "built in secret"},
		{"coruscant-teams", "the fleets are the scenario's; a d20 a team, the lower team sets up first: both fleets of a team share one area", "built in secret"},
		{"quickstart", "the side the scenario names sets up first", "d20 each"},
		{"quickstart", "it is destroyed.", "Damage Control"},
		{"standard", "Damage Control first", "Quick Start"},
	} {
		sess := session(t, c.scenario, 2)
		playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
		s := sess.State().(*sb.State)
		me := s.Phase().Actors[0]
		page := strings.Join(help(s.View(me), me, nil)[1].Lines, "\n")
		if !strings.Contains(page, c.want) || strings.Contains(page, c.not) {
			t.Errorf("%s: the round page does not say %q (or says %q):\n%s", c.scenario, c.want, c.not, page)
		}
	}
}

// TestStepOffTheGridSaysSo walks the Falcon to the south edge and looks
// at its next step south, which would take it off the stellar grid (Moving
// Off the Stellar Grid: it flees, destroyed): its line in the action list
// says so instead of naming a square off the map ("to 16,-1", as a Dark
// Side fighter's first step north read).
func TestStepOffTheGridSaysSo(t *testing.T) {
	sess := session(t, "coruscant", 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	offStep := func() (sb.Step, bool) {
		s := sess.State().(*sb.State)
		_, rows := s.Grid()
		ships := s.Ships()
		for _, in := range s.Legal(0) {
			if x, ok := in.(sb.Step); ok && s.Name(x.Ship) == "Falcon" && x.Dir == sb.DirS {
				return x, ships[x.Ship].Space.Anchor.Y+1 >= rows
			}
		}
		t.Fatalf("the Falcon cannot step south:\n%v", s.Legal(0))
		return sb.Step{}, false
	}
	for i := 0; i < 3; i++ {
		step, off := offStep()
		if off {
			text := itemText(sess.State().(*sb.State), step)
			if !strings.Contains(text, "off the grid: flees, destroyed") || strings.Contains(text, ",32") {
				t.Errorf("a step off the grid reads %q", text)
			}
			if on := itemText(sess.State().(*sb.State), sb.Step{By: 0, Ship: step.Ship, Dir: sb.DirN}); strings.Contains(on, "off the grid") {
				t.Errorf("a step on the grid reads %q", on)
			}
			return
		}
		if _, err := sess.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the Falcon did not reach the edge")
}

// TestASCIILegendsMatchTheMap draws a move's sheet with --ascii: its
// legend names the mark the map draws for a square the ship may end in
// ("o"), not the "-" the screen's ASCII fold makes of the text's "•".
func TestASCIILegendsMatchTheMap(t *testing.T) {
	sess := session(t, "coruscant", 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	cfg := config()
	cfg.ASCII = true
	d := game(t, cfg, sess, 80, 24)
	d.Keys("w")
	s := d.Screen()
	if !strings.Contains(s, "o may end here") || !strings.Contains(s, " o ") {
		t.Errorf("the move's legend does not name the map's mark:\n%s", s)
	}
	checkFrame(t, s, 80, 24, true)
}

// TestLegendSaysHowSquaresAreWritten: the log and the lists write a
// class 1 or 2 ship by the top-left square of its block, while the map
// draws its id in the middle; the legend says so.
func TestLegendSaysHowSquaresAreWritten(t *testing.T) {
	sess := session(t, "coruscant", 1)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	s := sess.State().(*sb.State)
	page := strings.Join(help(s, 0, nil)[0].Lines, "\n")
	if !strings.Contains(page, "top-left square of its block") {
		t.Errorf("the legend does not say how squares are written:\n%s", page)
	}
	for _, sh := range s.Ships() {
		if sh.Where == sb.OnGrid && sh.Class == 1 && labelSquare(sh.Space) == sh.Space.Anchor {
			t.Errorf("%s: its id is drawn on its top-left square", s.Name(sh.ID))
		}
	}
}

// TestLegendSaysHowTouchingIdsReadApart: two ids that touch on the small
// map (two fighters side by side) are told apart by a grey tile under the
// second in colour (render's sqCompact, 2ec4dce5), and without colour by
// a bar and a letter of its own for a fighter, faint for a ship; the
// legend said only "faint".
func TestLegendSaysHowTouchingIdsReadApart(t *testing.T) {
	sess := session(t, "coruscant", 1)
	s := sess.State().(*sb.State)
	page := strings.Join(strings.Fields(strings.Join(help(s, 0, nil)[0].Lines, " ")), " ")
	if !strings.Contains(page, "every second is drawn on a grey tile, so that each reads apart; without colour a fighter there shows a bar and one letter of its own instead") {
		t.Errorf("the legend does not say how touching ids read apart:\n%s", page)
	}
}

// TestASCIIHelpLegendNamesTheMapsMarks: the help's legend names the marks
// as the map draws them, with --ascii too: "o" for a square a ship may end
// its move in (not the "-" the ASCII fold makes of "•"), "x" for a target,
// "=" for a large ship's body.
func TestASCIIHelpLegendNamesTheMapsMarks(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		sess := session(t, "coruscant", 1)
		playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
		cfg := config()
		cfg.ASCII = ascii
		d := game(t, cfg, sess, 200, 60)
		d.Keys("?", "tab")
		s := d.Screen()
		if !strings.Contains(s, "[Legend]") {
			t.Fatalf("not on the Legend page:\n%s", s)
		}
		want := []string{"• a square the ship may end its move in", "× on the target's squares", "one block (░)"}
		if ascii {
			want = []string{"o a square the ship may end its move in", "x on the target's squares", "one block (=)"}
			checkFrame(t, s, 200, 60, true)
		}
		flat := strings.Join(strings.Fields(s), " ")
		for _, w := range want {
			if !strings.Contains(flat, w) {
				t.Errorf("ascii %v: the legend does not say %q:\n%s", ascii, w, s)
			}
		}
	}
}

// TestFirstMoveFrameIsReadable: at 80×24 the Quick Start's first Move
// frame draws the ships by their ids and facings, with markers pointing to
// the fleet across the grid, instead of the overview's one letter a ship
// (two T's stood by the Executor); 0 still shows the whole grid.
func TestFirstMoveFrameIsReadable(t *testing.T) {
	sess := session(t, "quickstart", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove && s.Phase().Actors[0] == 0 })
	d := game(t, config(), sess, 80, 24)
	s := d.Screen()
	for _, want := range []string{"Vi↑", "▲Ex"} {
		if !strings.Contains(s, want) {
			t.Errorf("the first Move frame lacks %q:\n%s", want, s)
		}
	}
	d.Keys("0")
	if s := d.Screen(); strings.Contains(s, "Vi↑") {
		t.Errorf("0 did not show the whole grid:\n%s", s)
	}
}

// TestUnitListNamesShipsAsTheLogDoes: the unit list (U) gives a ship of
// four or nine squares by its top-left square, as the log's "set up … at"
// and the legend do, not by the square at its centre that tab and go-to
// use (the play-test read "Vi 22,30" against the log's 21,29).
func TestUnitListNamesShipsAsTheLogDoes(t *testing.T) {
	sess := session(t, "quickstart", 5)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	st := sess.State().(*sb.State)
	var big sb.ShipInfo
	for _, sh := range st.Ships() {
		if sh.Where == sb.OnGrid && sh.Space.Size > 1 {
			big = sh
		}
	}
	if big.Space.Size < 2 {
		t.Fatal("no ship of four or nine squares on the grid")
	}
	d := game(t, config(), sess, 200, 60)
	d.Keys("U")
	s := d.Screen()
	anchor := strconv.Itoa(big.Space.Anchor.X) + "," + strconv.Itoa(big.Space.Anchor.Y)
	var line string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, st.Name(big.ID)+" ·") {
			line = l
		}
	}
	if !strings.Contains(line, " "+anchor+" ") {
		t.Errorf("the unit list's line for %s (top-left %s) is %q:\n%s", st.Name(big.ID), anchor, line, s)
	}
}

// TestRoundPageSaysInterdictDecidesRoundOne: over Coruscant the Imperial
// Interdictor Cruiser makes the Light Side lose the first round's
// initiative with no check and no reroll (glossary: Interdict); the round
// page said only "a d20 a team", which the log then contradicted. The
// page says it where the abilities are in play, and the game does it.
func TestRoundPageSaysInterdictDecidesRoundOne(t *testing.T) {
	sess := session(t, "coruscant", 2)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	s := sess.State().(*sb.State)
	in := s.Initiative()
	if s.Round() != 1 || in.Checks != [2]int{} || sb.Faction(in.Won) != sb.Dark || in.Rerolled != [2]bool{true, true} {
		t.Fatalf("round 1 over Coruscant was not the Interdict's: round %d, %+v", s.Round(), in)
	}
	me := s.Phase().Actors[0]
	const want = "In round 1 a team that alone has a ship with Interdict in play wins the initiative with no roll"
	if page := strings.Join(help(s.View(me), me, nil)[1].Lines, "\n"); !strings.Contains(page, want) {
		t.Errorf("the round page does not say how Interdict decides round 1:\n%s", page)
	}
	// The Quick Start game has no special abilities: nothing to say.
	sess = session(t, "quickstart", 2)
	playUntil(t, sess, func(s *sb.State) bool { return s.Phase().Name == sb.PhaseMove })
	s = sess.State().(*sb.State)
	if page := strings.Join(help(s, 0, nil)[1].Lines, "\n"); strings.Contains(page, "Interdict") {
		t.Errorf("the Quick Start round page speaks of Interdict:\n%s", page)
	}
}
