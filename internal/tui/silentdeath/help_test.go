package silentdeath

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// pageOf is the help page titled title.
func pageOf(t *testing.T, pages []tui.HelpPage, title string) string {
	t.Helper()
	for _, p := range pages {
		if p.Title == title {
			return strings.Join(p.Lines, "\n")
		}
	}
	t.Fatalf("no help page %q", title)
	return ""
}

// TestHelpPages: the map's legend and the display's name every glyph; the
// turn marks the phase in play; the rules page words the rule of the action
// under the cursor, with the weapon's numbers for a shot.
func TestHelpPages(t *testing.T) {
	st, me, hover := firePosition(t)
	pages := help(st, me, hover)
	legend := pageOf(t, pages, "Map")
	for _, want := range []string{"PVA is Pit Viper A", "↗ NE", "t12", "CS the Comm Sat", "LSA", "pod", "▒", "+ short range", "~ medium", ": long", "× the target", "overview", "• where forward"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the map's legend lacks %q", want)
		}
	}
	// 7.1: range and extra guns add to the attack total; they are not dice.
	if !strings.Contains(legend, "+1 to the attack total") || strings.Contains(legend, "attack die)") {
		t.Errorf("the map's legend words the range modifier as a die:\n%s", legend)
	}
	if fire := strings.Join(ruleOf(nil, sd.Fire{}), " "); strings.Contains(fire, "+1 die") || !strings.Contains(fire, "+1 to their total for every gun beyond the first") {
		t.Errorf("the rule of a shot words the extra guns as dice:\n%s", fire)
	}
	display := pageOf(t, pages, "Display")
	for _, want := range []string{"□16", "◇2", "w / W", "t / T", "✳", "✕", "FQL", "≤N", "TTC", "ADB", "TPV", "Total Point Value"} {
		if !strings.Contains(display, want) {
			t.Errorf("the display's legend lacks %q", want)
		}
	}
	// A shot's line under the display ends "dmg Low" (or Medium+2): a
	// play-tester found the reading unexplained (7.2).
	for _, want := range []string{"dmg Low, Medium, High or All", "the lowest die", "the ADB die"} {
		if !strings.Contains(display, want) {
			t.Errorf("the display's legend does not explain a shot's damage reading: it lacks %q", want)
		}
	}
	turn := pageOf(t, pages, "Turn")
	if !strings.Contains(turn, "▶ 2. Fire") {
		t.Errorf("Your First Game's Fire is not marked:\n%s", turn)
	}
	rules := pageOf(t, pages, "Rules")
	if !strings.Contains(rules, "Pit Viper B: Pulse Laser at Blue's Spirit Rider B:") || !strings.Contains(rules, "attack dice 2D8+1D8") {
		t.Errorf("the rule of a shot:\n%s", rules)
	}
	// Your First Game's shot has no range modifier, no DR and no firing
	// order: every fighter fires at once.
	sdst, _ := st.(*sd.State)
	if sdst == nil || !sdst.FirstGame() {
		t.Fatal("the fire position is not Your First Game")
	}
	if first := strings.Join(ruleOf(sdst, hover), " "); !strings.Contains(first, "no Damage Reduction") || strings.Contains(first, "Gunners fire before pilots") || strings.Contains(first, "+1 at short range") {
		t.Errorf("the rule of a shot in Your First Game words the Standard Game's:\n%s", first)
	}
	// The Standard Game's turn, in the Movement Phase.
	sess := sdSession(t, "intro-patrol", 2, false)
	toMovement(t, sess)
	view := sess.State().View(sess.State().Phase().Actors[0])
	pages = help(view, 0, sd.Forward{By: view.Phase().Actors[0], Craft: 0})
	if turn := pageOf(t, pages, "Turn"); !strings.Contains(turn, "▶ 2. Movement") || strings.Count(turn, "▶") != 1 {
		t.Errorf("the Movement Phase is not marked once:\n%s", turn)
	}
	if rules := pageOf(t, pages, "Rules"); !strings.Contains(rules, "5.2: one hex straight ahead") {
		t.Errorf("the rule of forward:\n%s", rules)
	}
	// Rules 10 (10.5): a craft that survives an asteroid keeps the torps
	// tracking it; the help said they were destroyed, as rules 8 and 9 had it.
	if rules := strings.Join(strings.Fields(pageOf(t, pages, "Rules")), " "); !strings.Contains(rules, "tracking the craft fly on if it survives") || strings.Contains(rules, "destroys the torps tracking") {
		t.Errorf("the rule of forward states the old reading of 10.5's collisions:\n%s", rules)
	}
	// Every kind of intent has a rule of its own.
	all := []engine.Intent{sd.Command{}, sd.LockOn{}, sd.Torp{}, sd.Declared{}, sd.Salvo{}, sd.Initiative{}, sd.Hold{},
		sd.Forward{}, sd.Turn{}, sd.Tight{}, sd.Face{}, sd.Stop{}, sd.Jam{}, sd.Fire{}, sd.Pass{}, sd.Lose{}, sd.LoseTorp{},
		sd.FullStop{}, sd.Slip{}, sd.Decoy{}, sd.Dodge{}, sd.PointDef{}, sd.Duel{}, sd.NoDuel{}, sd.Repair{}, sd.NoRepair{},
		sd.Buy{}, sd.Hire{}, sd.Unbuy{}, sd.Done{}, sd.Roll{}, sd.PickPool{}, sd.Field{}, sd.Advance{}, sd.Crew{},
		sd.TorpStep{}, sd.TorpFly{}}
	if len(all) != len(sd.IntentKinds()) {
		t.Fatalf("%d intents for %d kinds", len(all), len(sd.IntentKinds()))
	}
	for _, in := range all {
		if r := ruleOf(nil, in); len(r) == 0 || strings.HasPrefix(r[0], "See docs") {
			t.Errorf("%s has no rule", in.Kind())
		}
	}
}

// TestHelpOnScreen opens ? at 80×24 and turns to the game's pages.
func TestHelpOnScreen(t *testing.T) {
	d := tuitest.Game(t, cfg, sdSession(t, "first-game", 11, true), 80, 24)
	d.Keys("I", "w", "?")
	for _, page := range []string{"[Map]", "[Display]", "[Turn]", "[Rules]"} {
		d.Keys("tab")
		if !strings.Contains(d.Screen(), page) {
			t.Fatalf("tab did not turn to %s:\n%s", page, d.Screen())
		}
	}
	if s := d.Screen(); !strings.Contains(s, "Pit Viper A: forward (1 MP):") {
		t.Errorf("the rules page does not word the action under the cursor:\n%s", s)
	}
}

// TestCommandShipHotseatHandsOverFirst: 11.5's first decision is the
// secret choice of the real command ship; in a hotseat game the screen
// hands the terminal to its owner before showing it.
func TestCommandShipHotseatHandsOverFirst(t *testing.T) {
	sess := sdSession(t, "commandship", 3, false)
	d := tuitest.New(t, tui.NewGame(cfg, sess), 80, 24)
	if !d.Snap().Handoff || strings.Contains(d.Screen(), "Real command ship") {
		t.Fatalf("the first screen is not a handoff:\n%s", d.Screen())
	}
	d.Keys("enter")
	if !d.Snap().Briefing {
		t.Fatalf("the briefing does not follow the handoff:\n%s", d.Screen())
	}
	d.Keys("enter")
	if s := d.Screen(); d.Snap().Viewer != 0 || !strings.Contains(s, "[c] Real command ship") {
		t.Fatalf("after the handoff:\n%s", s)
	}
}

// TestStopAsksFirst: ending a move with movement points the craft could
// still use asks first, naming them; esc keeps the move going, y ends it.
func TestStopAsksFirst(t *testing.T) {
	sess := sdSession(t, "first-game", 11, true)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("I")
	n := sess.Len()
	d.Keys("s", "enter")
	if s := d.Screen(); !strings.Contains(s, "end movement with 19") || sess.Len() != n {
		t.Fatalf("stop did not ask:\n%s", s)
	}
	d.Keys("esc")
	if sess.Len() != n {
		t.Fatal("esc made the stop")
	}
	// The list closes when the question is declined: its key opens it
	// again, and enter asks again.
	d.Keys("s", "enter", "y")
	if sess.Len() <= n {
		t.Fatalf("y did not make the stop (%d, %d):\n%s", sess.Len(), n, d.Screen())
	}
}

// TestKeyNotNow: the key of an action that is not possible now says why.
func TestKeyNotNow(t *testing.T) {
	d := tuitest.Game(t, cfg, sdSession(t, "first-game", 11, true), 80, 24)
	d.Keys("x")
	if snap := d.Snap(); !snap.StatusIsError || !strings.Contains(snap.Status, "[x] Fire: not possible now, in the Movement: initiative phase") {
		t.Fatalf("status %q", snap.Status)
	}
}

// TestDisplayWrapsAt80: at 80 columns the Starcraft Display beside the
// map wraps its lines; nothing of it is cut off.
func TestDisplayWrapsAt80(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	st := sd.BattleOf(sess.State())
	var epping sd.CraftView
	for _, c := range st.Crafts() {
		if c.Type.Key == "epping" {
			epping = c
		}
	}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	for _, w := range []int{24, 30, 36} {
		lines := g.Sheet(st, 0, epping.Hex, nil, w, 40)
		text := tuitest.Plain(strings.Join(lines, "\n"))
		if strings.Contains(text, "…") {
			t.Errorf("width %d: the display is cut:\n%s", w, text)
		}
		for _, m := range epping.Mounts {
			if m.Short > 0 && !strings.Contains(strings.ReplaceAll(text, "\n", " "), "/"+strconv.Itoa(m.Mid)+"/") {
				t.Errorf("width %d: the %s's ranges are missing:\n%s", w, m.Name, text)
			}
		}
	}
}

// TestMapNames: the map's rulers count columns and rows as the log writes
// hexes; a hex typed as the log writes it is found; units go by their
// names in g and in the unit list.
func TestMapNames(t *testing.T) {
	st, me, _ := firePosition(t)
	s := sd.BattleOf(st)
	g := newSilentDeathBoard(cfg).game
	g.last = s
	c := s.Craft(1)
	col, row := hex.ToOffset(c.Hex)
	if g.ColumnLabel(col) != fmt.Sprintf("%02d", col) || g.RowLabel(row) != fmt.Sprintf("%02d", row) {
		t.Fatalf("labels %s %s for %s", g.ColumnLabel(col), g.RowLabel(row), sd.HexLabel(c.Hex))
	}
	if g.CellName(c.Hex) != fmt.Sprintf("%d,%d", col, row) {
		t.Errorf("the cell is named %q", g.CellName(c.Hex))
	}
	for _, text := range []string{sd.HexLabel(c.Hex), fmt.Sprintf("%d,%d", col, row), fmt.Sprintf("%02d%02d", col, row)} {
		if h, ok := g.ParseCell(text); !ok || h != c.Hex {
			t.Errorf("%q reads as %v %v", text, h, ok)
		}
	}
	if _, ok := g.ParseCell("[99,99]"); ok {
		t.Error("a hex off the map was read")
	}
	if g.UnitName(st, me, c.Hex) != c.Label || !strings.Contains(g.Summary(st, me, c.Hex), c.Label+" Drive") {
		t.Errorf("name %q, summary %q", g.UnitName(st, me, c.Hex), g.Summary(st, me, c.Hex))
	}
}

// TestCampaignScenarioPage: in a campaign the help's first page briefs the
// scenario being fought, with the units' parts, as 11.7 changed it.
func TestCampaignScenarioPage(t *testing.T) {
	sess := sdSession(t, "campaign", 5, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return sd.BattleOf(c) != nil })
	pages := help(c.View(0), 0, nil)
	if pages[0].Title != "Scenario" {
		t.Fatalf("first page %q", pages[0].Title)
	}
	text := strings.Join(pages[0].Lines, "\n")
	for _, want := range []string{"Scenario 1 of 6 of the campaign (11.7), Rescue: ", "Side A", "Objective:", "Turn limit: 10 turns"} {
		if !strings.Contains(text, want) {
			t.Errorf("the scenario page lacks %q:\n%s", want, text)
		}
	}
}

// TestShotShownOnAFullDisplay: a gunboat's display fills the panel at
// 80×24 (14 rows); the shot under the cursor is still explained, its dice
// and the DV they need, in place of the display's last lines. Before, the
// explanation was dropped whenever the display filled the panel.
func TestShotShownOnAFullDisplay(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	st := sd.BattleOf(sess.State())
	var epping, enemy sd.CraftView
	for _, c := range st.Crafts() {
		if c.Type.Key == "epping" {
			epping = c
		}
	}
	for _, c := range st.Crafts() {
		if c.Side != epping.Side {
			enemy = c
		}
	}
	mount := -1
	for k, m := range epping.Mounts {
		if m.Weapon != sd.MissileLauncher {
			mount = k
			break
		}
	}
	fire := sd.Fire{By: engine.Player(epping.Side), Craft: sd.CraftID(epping.Index), Mount: mount,
		Crew: epping.Mounts[mount].Crew, Target: sd.CraftTarget(sd.CraftID(enemy.Index))}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	full := g.Sheet(st, 0, epping.Hex, nil, 34, 1<<10)
	const rows = 14
	if len(full) < rows {
		t.Fatalf("the Epping's display takes %d lines; the test needs one that fills %d", len(full), rows)
	}
	lines := g.Sheet(st, 0, epping.Hex, fire, 34, rows)
	text := tuitest.Plain(strings.Join(lines, "\n"))
	if len(lines) > rows || !strings.Contains(strings.ReplaceAll(text, "\n", " "), "vs DV") || !strings.Contains(text, epping.Label) {
		t.Errorf("the shot is not explained on a full display:\n%s", text)
	}
}

// TestMinefieldShown: the help's map page says where 11.2's mines lie, a step into them says so beside the map
// before it is taken, and an empty mined hex's sheet names it.
func TestMinefieldShown(t *testing.T) {
	g := sd.Game{}
	loaded, err := games.LoadScenario(g, "minefield")
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, g, loaded, nil, 1)
	st := sd.BattleOf(sess.State())
	if legend := pageOf(t, help(st, 0, nil), "Map"); !strings.Contains(legend, "Minefield (11.2): Areas D, E, F, G, columns 12–24") {
		t.Errorf("the map's legend does not place the minefield:\n%s", legend)
	}
	board := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	empty := strings.Join(board.Sheet(st, 0, hex.FromOffset(17, 0), nil, 40, 14), " ")
	if !strings.Contains(tuitest.Plain(empty), "in the minefield") {
		t.Errorf("an empty mined hex: %s", empty)
	}
	// The same scenario mined where both sides set up: the first step is
	// into the mines.
	f := loaded.(*sd.Scenario).File()
	f.Rules.Minefield = []string{"A", "B", "C", "H", "I", "J"}
	mined := edited(t, f)
	sess = tuitest.Hotseat(t, g, mined, nil, 1)
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	view := sess.State().View(p)
	st = sd.BattleOf(view)
	for _, in := range view.Legal(p) {
		fwd, ok := in.(sd.Forward)
		if !ok {
			continue
		}
		c := st.Craft(int(fwd.Craft))
		text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, p, c.Hex, fwd, 40, 40), " "))), " ")
		if !strings.Contains(text, "into the minefield: 3D8 read All after the move") {
			t.Errorf("a step into the mines is not announced: %s", text)
		}
		// A turn in place spends its MP in the mined hex: "in", not "into".
		turned := false
		for _, in := range view.Legal(p) {
			if turn, ok := in.(sd.Turn); ok && turn.Craft == fwd.Craft {
				text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, p, c.Hex, turn, 40, 40), " "))), " ")
				if !strings.Contains(text, "in the minefield, MP spent there: 3D8 read All after the move") {
					t.Errorf("a turn in a mined hex is not announced as one: %s", text)
				}
				turned = true
				break
			}
		}
		if !turned {
			t.Error("no turn to look at")
		}
		minefieldLeft(t, board, loaded.(*sd.Scenario).File())
		return
	}
	t.Fatal("no forward step to look at")
}

// minefieldLeft: every craft set up on the minefield's west border facing
// NW, so that the first step leaves the mines: it is announced too, as an
// MP spent in them (11.2; rules 6).
func minefieldLeft(t *testing.T, board *sdGame, f sd.ScenarioFile) {
	t.Helper()
	row := 2
	for p := range f.Sides {
		for k := range f.Sides[p].Craft {
			f.Sides[p].Craft[k].Hex, f.Sides[p].Craft[k].Facing = [2]int{12, row}, "NW"
			row += 2
		}
	}
	sess := tuitest.Hotseat(t, sd.Game{}, edited(t, f), nil, 1)
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	view := sess.State().View(p)
	for _, in := range view.Legal(p) {
		if fwd, ok := in.(sd.Forward); ok {
			c := sd.BattleOf(view).Craft(int(fwd.Craft))
			text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, p, c.Hex, fwd, 40, 40), " "))), " ")
			if !strings.Contains(text, "out of the minefield, an MP spent in it: 3D8 read All after the move") {
				t.Errorf("a step out of the mines is not announced: %s", text)
			}
			return
		}
	}
	t.Fatal("no forward step out of the mines")
}

// TestOptionKeyNotInForce: the key of an optional rule's action, pressed
// in a game without that rule, says the rule is not in force; it used to
// say "[y] Sideslip: not possible in the Missile/Torp Launch phase", as if
// another phase would take it.
func TestOptionKeyNotInForce(t *testing.T) {
	d := tuitest.Game(t, cfg, sdSession(t, "intro-patrol", 2, true), 80, 24)
	d.Keys("y")
	if snap := d.Snap(); !snap.StatusIsError || !strings.Contains(snap.Status, "[y] Sideslip: the optional rule 10.4 (sideslips) is not in force in this game") {
		t.Errorf("status %q", snap.Status)
	}
	d = tuitest.Game(t, cfg, sdSession(t, "first-game", 11, true), 80, 24)
	d.Keys("o")
	if snap := d.Snap(); !strings.Contains(snap.Status, "Your First Game has no missiles or torps") {
		t.Errorf("status %q", snap.Status)
	}
	// An optional rule's key in Your First Game: the rule's case returned
	// nothing there, and the status fell back on "not possible now, in
	// the Movement phase".
	for _, k := range []string{"y", "S", "G", "t"} {
		d.Keys(k)
		if snap := d.Snap(); !strings.Contains(snap.Status, "Your First Game leaves it out") {
			t.Errorf("%s: status %q", k, snap.Status)
		}
	}
}

// TestForwardOneKey: once a craft is moving, well inside the map, each w
// moves it one hex; the first w of a move still asks which craft when
// several may move, and near the edge (Your First Game starts in a corner)
// w opens the list, so that one w too many does not fly the craft off.
func TestForwardOneKey(t *testing.T) {
	sess := sdSession(t, "first-game", 11, true)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("I")
	n := sess.Len()
	d.Keys("w")
	if sess.Len() != n || !strings.Contains(d.Screen(), "Forward:") {
		t.Fatalf("the first w of a move with two craft to choose from:\n%s", d.Screen())
	}
	d.Keys("enter")
	if sess.Len() != n+1 {
		t.Fatalf("enter did not move:\n%s", d.Screen())
	}
	// Out of the corner, a list at a time.
	for k := 2; k <= 6; k++ {
		d.Keys("w")
		if sess.Len() == n+k-1 {
			d.Keys("enter")
		}
		if sess.Len() != n+k {
			t.Fatalf("step %d was not made:\n%s", k, d.Screen())
		}
	}
	for k := 7; k <= 10; k++ {
		d.Keys("w")
		if sess.Len() != n+k {
			t.Fatalf("w %d did not move the craft in motion:\n%s", k, d.Screen())
		}
	}
	if _, spent, _ := sd.BattleOf(sess.State()).Mover(); spent != 10 {
		t.Errorf("%d MP spent after ten steps", spent)
	}
}

// TestForwardOffTheMapWarned: a forward step off the map says, beside the
// map, that the craft is lost (5.0), or that it leaves by its side's exit;
// before, it said only "then no cannon bears on anything", and a Thunder
// Bird flew off Edge 3 and lost the patrol clash.
func TestForwardOffTheMapWarned(t *testing.T) {
	g := sd.Game{}
	loaded, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	for _, exit := range []int{0, 1} {
		f := loaded.(*sd.Scenario).File()
		f.Sides[0].Craft[0].Hex, f.Sides[0].Craft[0].Facing = [2]int{0, 10}, "NW"
		f.Sides[0].Exit = exit
		sc := edited(t, f)
		sess := tuitest.Hotseat(t, g, sc, nil, 1)
		toMovement(t, sess)
		view := sess.State().View(0)
		s := sd.BattleOf(view)
		c := s.Craft(0)
		board := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
		text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, 0, c.Hex, sd.Forward{By: 0, Craft: 0}, 40, 40), " "))), " ")
		want := "OFF THE MAP by Edge 1: the craft is lost"
		if exit == 1 {
			want = "off the map by Edge 1, the side's exit: the craft leaves the battle"
		}
		if !strings.Contains(text, want) {
			t.Errorf("exit %d: the step off the map: %s", exit, text)
		}
		// At the edge w opens the list: one w does not fly the craft off.
		board.last = s
		if item := board.Item(sd.Forward{By: 0, Craft: 0}); strings.HasPrefix(item, "Forward") {
			t.Errorf("at the edge the forward step is taken by one key: %q", item)
		}
	}
}

// TestPodSheet: the life pod's sheet says who may recover it (11.1: a
// Pharsii II; 11.7's campaign: any craft) in one sentence; it said "the
// rescue craft", split over two lines. It says a turn in the pod's hex
// keeps the recovery going (rules 7).
func TestPodSheet(t *testing.T) {
	sess := sdSession(t, "rescue", 1, false)
	s := sd.BattleOf(sess.State())
	h, ok := s.Pod()
	if !ok {
		t.Fatal("no pod")
	}
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(s, 0, h, nil, 34, 14), " "))), " ")
	if !strings.Contains(text, s.Name(0)+" recovers it with a Pharsii II: stop in its hex") || !strings.Contains(text, "turning in the hex keeps it there") {
		t.Errorf("the pod's sheet: %s", text)
	}
	c := playUntil(t, sdSession(t, "campaign", 3, false), func(c *sd.Campaign) bool { return sd.BattleOf(c) != nil })
	s = sd.BattleOf(c)
	h, _ = s.Pod()
	if text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(g.Sheet(s, 0, h, nil, 34, 14), " "))), " "); !strings.Contains(text, "recovers it with any craft") {
		t.Errorf("the campaign's pod sheet: %s", text)
	}
}

// TestInitiativeRuleSaysItDrifts: with 10.2 in force the key that rolls
// the initiative drifts the craft first (rules 5), and its rule says so;
// without 10.2 it does not speak of drifts. Before, "Roll initiative"
// moved every craft up to 8 hexes with nothing on the Rules page to warn.
func TestInitiativeRuleSaysItDrifts(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []bool{false, true} {
		opts := engine.Options{}
		if on {
			opts[sd.OptDrift] = "on"
		}
		s := sd.BattleOf(tuitest.Hotseat(t, g, sc, opts, 1).State())
		rule := strings.Join(ruleOf(s, sd.Initiative{}), " ")
		if got := strings.Contains(rule, "drifts every craft of Drive 6 or more"); got != on {
			t.Errorf("drift %v: the initiative's rule: %s", on, rule)
		}
		if !strings.Contains(rule, "5.1:") {
			t.Errorf("drift %v: the initiative's rule lost 5.1: %s", on, rule)
		}
	}
}

// TestSlipOffTheMapTold: rules 5 lets a sideslip leave the map as a step
// forward does (10.4 with 5.0): its rule says so, and a sideslip under the
// cursor that leaves the map says on the sheet whether the craft leaves
// the battle or is lost. Before, the rule spoke only of the hex
// ahead-left or ahead-right.
func TestSlipOffTheMapTold(t *testing.T) {
	if r := strings.Join(ruleOf(nil, sd.Slip{}), " "); !strings.Contains(r, "a sideslip off the map leaves the battle by the side's exit edge") {
		t.Errorf("the sideslip's rule: %s", r)
	}
	g := sd.Game{}
	loaded, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	f := loaded.(*sd.Scenario).File()
	f.Sides[0].Craft[0].Hex, f.Sides[0].Craft[0].Facing = [2]int{0, 10}, "N"
	sc := edited(t, f)
	sess := tuitest.Hotseat(t, g, sc, engine.Options{sd.OptSideslips: "on"}, 1)
	toMovement(t, sess)
	view := sess.State().View(0)
	s := sd.BattleOf(view)
	board := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	told := false
	for _, dir := range []int{-1, 1} {
		slip := sd.Slip{By: 0, Craft: 0, Dir: dir}
		at, _, _, ok := s.StepPreview(slip)
		if !ok || s.Board().In(at) {
			continue
		}
		text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, 0, s.Craft(0).Hex, slip, 40, 40), " "))), " ")
		if !strings.Contains(text, "OFF THE MAP by Edge") {
			t.Errorf("the sideslip %d off the map: %s", dir, text)
		}
		told = true
	}
	if !told {
		t.Fatal("neither sideslip leaves the map from [0,10] facing N: the test tests nothing")
	}
}

// edited is the scenario of an edited scenario file.
func edited(t testing.TB, f sd.ScenarioFile) engine.Scenario {
	t.Helper()
	sc, err := sd.NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestBasicGameDisplayAndTurn: in 1.0's Basic Game the launchers are
// deleted from the displays, so the Starcraft Display lists no missile
// launcher (before, each read "lost: Missiles 0", as if a hit had destroyed
// it), and the turn page says the launch and results phases are passed over.
func TestBasicGameDisplayAndTurn(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-gunboat")
	if err != nil {
		t.Fatal(err)
	}
	for _, basic := range []bool{false, true} {
		var opts engine.Options
		if basic {
			opts = engine.Options{sd.OptBasic: "on"}
		}
		sess := tuitest.Hotseat(t, g, sc, opts, 1)
		st := sd.BattleOf(sess.State())
		var epping sd.CraftView
		for _, c := range st.Crafts() {
			if c.Type.Key == "epping" {
				epping = c
			}
		}
		sg := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
		text := tuitest.Plain(strings.Join(sg.Sheet(st, 0, epping.Hex, nil, 60, 40), "\n"))
		if got := strings.Contains(text, "Missiles"); got == basic {
			t.Errorf("basic game %v: the display lists launchers: %v\n%s", basic, got, text)
		}
		if strings.Contains(text, "lost:") {
			t.Errorf("basic game %v: a system reads lost before any hit:\n%s", basic, text)
		}
		turn := pageOf(t, help(sess.State(), 0, nil), "Turn")
		if got := strings.Contains(turn, "Basic Game (1.0)"); got != basic {
			t.Errorf("basic game %v: the turn page speaks of the Basic Game: %v\n%s", basic, got, turn)
		}
	}
}

// TestHoldFireNamesTheCrewMember: a gunner's "Hold fire" names him as the
// log does, "Epping A's gunner A" (before, "Epping A gunner a").
func TestHoldFireNamesTheCrewMember(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	st := sd.BattleOf(sess.State())
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme, last: st}
	for _, c := range st.Crafts() {
		if c.Type.Key != "epping" {
			continue
		}
		if got := g.Item(sd.Pass{By: 0, Craft: sd.CraftID(c.Index), Crew: 1}); got != c.Label+"'s gunner A" {
			t.Errorf("hold fire reads %q", got)
		}
		if got := g.Item(sd.Pass{By: 0, Craft: sd.CraftID(c.Index), Crew: 0}); got != c.Label+"'s pilot" {
			t.Errorf("the pilot's hold fire reads %q", got)
		}
	}
}

// TestDodgeRuleSaysTheDecoyIsAsked: the rule of "no point defence" says
// that 11.5's decoy is asked as the real shuttle is (rules 6).
func TestDodgeRuleSaysTheDecoyIsAsked(t *testing.T) {
	if r := strings.Join(ruleOf(nil, sd.Dodge{}), " "); !strings.Contains(r, "decoy, which fires nothing, is asked too") {
		t.Errorf("the dodge's rule:\n%s", r)
	}
}

// TestDisplaySaysTheFacing: zoomed out the map draws a craft as one letter
// with no arrow, so the display names its facing, on its own line where the
// heading would wrap (5.1: the arcs turn with the facing).
func TestDisplaySaysTheFacing(t *testing.T) {
	sess := sdSession(t, "intro-gunboat", 1, false)
	st := sd.BattleOf(sess.State())
	c := st.Crafts()[0]
	want := "facing " + c.Facing.String()
	g := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	for _, w := range []int{24, 30, 60} {
		lines := g.Sheet(st, 0, c.Hex, nil, w, 40)
		head := tuitest.Plain(strings.Join(lines[:2], "\n"))
		if !strings.Contains(head, want) {
			t.Errorf("width %d: the display's heading does not say %q:\n%s", w, want, head)
		}
		if strings.Contains(head, "…") {
			t.Errorf("width %d: the heading is cut:\n%s", w, head)
		}
	}
}

// TestMinefieldDriveZeroTurn: with 10.3's Drive 0 turns, a craft at Drive
// 0 in the minefield turns on its thrusters and spends no MP, so 11.2's
// mines do not attack it (the engine's Drive 0 turn enters no hex and
// spends nothing); the panel said "in the minefield, MP spent there: 3D8
// read All after the move" before the turn, as for a craft that pays MP
// for it (found playing 11.2 at 80x24). A craft at Drive 1 or 2 turning
// as its sole action does spend MP there and is still warned.
func TestMinefieldDriveZeroTurn(t *testing.T) {
	g := sd.Game{}
	loaded, err := games.LoadScenario(g, "minefield")
	if err != nil {
		t.Fatal(err)
	}
	f := loaded.(*sd.Scenario).File()
	f.Rules.Minefield = []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"}
	// Mark the first craft's boxes until its Drive is 0 (never the last).
	for d := 1; ; d++ {
		f.Sides[0].Craft[0].Damage = d
		sc, err := sd.NewScenario(f)
		if err != nil {
			t.Fatalf("no damage leaves the craft at Drive 0: %v", err)
		}
		if sd.BattleOf(tuitest.Hotseat(t, g, sc, nil, 1).State()).Craft(0).Drive == 0 {
			break
		}
	}
	sess := tuitest.Hotseat(t, g, edited(t, f), engine.Options{sd.OptDrive0Turns: "on"}, 1)
	board := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	for step := 0; step < 60 && sess.State().Phase().Turn == 1; step++ {
		p := sess.State().Phase().Actors[0]
		view := sess.State().View(p)
		st := sd.BattleOf(view)
		for _, in := range view.Legal(p) {
			turn, ok := in.(sd.Turn)
			if !ok || turn.Craft != 0 {
				continue
			}
			c := st.Craft(0)
			if c.Drive != 0 || !st.Mined(c.Hex) {
				t.Fatalf("the craft at Drive %d, mined %v", c.Drive, st.Mined(c.Hex))
			}
			text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(board.Sheet(view, p, c.Hex, turn, 40, 40), " "))), " ")
			if strings.Contains(text, "MP spent there") || strings.Contains(text, "3D8") {
				t.Errorf("a Drive 0 turn is announced as attacked by the mines: %s", text)
			}
			if !strings.Contains(text, "spends no MP") {
				t.Errorf("a Drive 0 turn in the mines does not say it spends no MP: %s", text)
			}
			return
		}
		in, err := sd.Scripted{}.Choose(view, p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no Drive 0 turn to look at (phase %+v)", sess.State().Phase())
}

// TestTiesRollAgainInTheHelp: every roll-off of the game rolls its ties
// again (5.1; rules 8 for Your First Game's and 11.7's, which rules 1-7
// settled after 64 ties); the rule of Your First Game's initiative and of
// 11.7's roll for the first pick did not say so, the Standard Game's did.
func TestTiesRollAgainInTheHelp(t *testing.T) {
	first := sd.BattleOf(sdSession(t, "first-game", 1, false).State())
	for _, c := range []struct {
		s  *sd.State
		in engine.Intent
	}{{first, sd.Initiative{}}, {nil, sd.Roll{}}, {nil, sd.Initiative{}}} {
		if text := strings.Join(ruleOf(c.s, c.in), " "); !strings.Contains(text, "ties roll again") {
			t.Errorf("%T: %s", c.in, text)
		}
	}
}

// A game resumed from a save of rules 1–7 flies its torps itself: the turn
// page says so, rather than promise the owner a choice of path it never
// gets (found playing the rules-7 fixture); a game of rules 8 says nothing.
func TestOlderSaveHelpSaysTorpsFlyThemselves(t *testing.T) {
	sf, err := store.Read(filepath.Join("..", "..", "games", "silentdeath", "testdata", "rules7-minefield-torps.json"))
	if err != nil {
		t.Fatal(err)
	}
	sess, err := sf.Restore(func(id string) (engine.Game, bool) { return sd.Game{}, id == sd.ID })
	if err != nil {
		t.Fatal(err)
	}
	const older = "begun under rules 1–7"
	st := sd.BattleOf(sess.StateAt(40))
	if page := strings.Join(turnPage(sess.StateAt(40), st).Lines, " "); !strings.Contains(page, older) {
		t.Errorf("the turn page of a rules-7 game:\n%s", page)
	}
	fresh := sdSession(t, "minefield", 1, false).State()
	if page := strings.Join(turnPage(fresh, sd.BattleOf(fresh)).Lines, " "); strings.Contains(page, older) {
		t.Errorf("a rules-8 game calls itself older:\n%s", page)
	}
}

// TestMinefieldDrawn: 11.2's mined hexes, as the game reports them, are
// marked on the map (HexCell.Hazard) and nowhere else, a craft standing
// on one too, and the mark shows at every zoom in plain ASCII; the legend
// names the mark.
func TestMinefieldDrawn(t *testing.T) {
	sess := sdSession(t, "minefield", 1, false)
	st := sd.BattleOf(sess.State())
	board := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	mv := board.MapView(sess.State(), 0, nil)
	n := 0
	for _, h := range st.Board().Hexes() {
		c, ok := mv.Cells[h]
		if got := ok && c.Hazard; got != st.Mined(h) {
			t.Fatalf("hex %s: marked %v, mined %v", sd.HexLabel(h), got, st.Mined(h))
		}
		if st.Mined(h) {
			n++
		}
	}
	if n == 0 {
		t.Fatal("the minefield scenario has no mined hex")
	}
	// A craft moved into the field keeps the mark under it.
	h := hex.FromOffset(17, 5)
	cell := mv.Cells[h]
	cell.Text, cell.Color, cell.HasFacing = "SAA", "red", true
	mv.Cells[h] = cell
	plain := render.NewTheme(true, false)
	for _, z := range []render.Zoom{render.Detailed, render.Compact, render.Overview} {
		mv.Zoom = z
		vp := render.Viewport{Width: 78, Height: 16}
		vp = render.ScrollToCentre(mv, vp, h)
		frame := render.HexMap(mv, vp, plain)
		if !strings.Contains(frame, "%") {
			t.Errorf("zoom %v: no mined hex marked:\n%s", z, frame)
		}
	}
	if legend := pageOf(t, help(st, 0, nil), "Map"); !strings.Contains(legend, "marked ∴ (% in ASCII)") {
		t.Errorf("the legend does not name the mark:\n%s", legend)
	}
}

// TestMinefieldCraftSheet: a craft standing in the minefield says so on
// its sheet (zoomed out without colour the map's mark beside it gives way
// to the cursor's brackets), and one outside does not; the overview at
// 80×24 without colour flanks it with the mark.
func TestMinefieldCraftSheet(t *testing.T) {
	sess := sdSession(t, "minefield", 1, false)
	st := sd.BattleOf(sess.State())
	board := &sdGame{theme: render.NewTheme(false, false)}
	var in, out sd.CraftView
	for _, c := range st.Crafts() {
		if c.InPlay && !st.Mined(c.Hex) {
			out = c
			break
		}
	}
	in = out
	for _, h := range st.Board().Hexes() {
		if st.Mined(h) {
			in.Hex = h
			break
		}
	}
	sheet := func(c sd.CraftView) string {
		l := &sdLines{w: 44, rows: 40}
		board.craftLines(l, st, c, nil, true, false)
		return strings.Join(l.out, "\n")
	}
	if s := sheet(in); !strings.Contains(s, "in the minefield (11.2)") {
		t.Errorf("a craft in the field:\n%s", s)
	}
	if s := sheet(out); strings.Contains(s, "minefield") {
		t.Errorf("a craft outside the field:\n%s", s)
	}
	mv := board.MapView(sess.State(), 0, nil)
	cell := mv.Cells[in.Hex]
	cell.Text, cell.Color = "SAA", "red"
	mv.Cells[in.Hex] = cell
	mv.Zoom, mv.NoCursor = render.Overview, true
	plain := render.NewTheme(false, false)
	frame := render.HexMap(mv, render.Viewport{Width: 44, Height: 14}, plain)
	if !strings.Contains(frame, "∴S∴") {
		t.Errorf("the overview without colour does not flank the craft in the field:\n%s", frame)
	}
}

// TestAsteroidSheetSaysItsDrift: an asteroid's hex tells which way the
// rocks drift at each turn's end (10.5), as the log's line at the drift
// does; the play-test found neither.
func TestAsteroidSheetSaysItsDrift(t *testing.T) {
	sess := sdSession(t, "belt", 1, false)
	st := sd.BattleOf(sess.State())
	rocks := st.Asteroids()
	d, ok := st.Drift()
	if len(rocks) == 0 || !ok {
		t.Fatal("the belt has no asteroids")
	}
	board := &sdGame{theme: render.NewTheme(false, false)}
	sheet := strings.Join(board.Sheet(sess.State(), 0, rocks[0], nil, 60, 20), " ")
	if want := "Asteroid: blocks fire; drifts " + d.String() + " at each turn's end"; !strings.Contains(sheet, want) {
		t.Errorf("the asteroid's sheet %q lacks %q", sheet, want)
	}
}

// TestMarkedBoxesReadWithoutColour: a marked box of every kind differs
// from the same box unmarked in its glyphs, not in its colour alone (a
// marked w, t or ✳ box was the unmarked one in red, which NO_COLOR drops);
// with --ascii it is drawn as the screen's fold writes the Unicode one,
// and the display's legend, folded likewise, names every marked form drawn.
func TestMarkedBoxesReadWithoutColour(t *testing.T) {
	kinds := []sd.Box{{Kind: sd.BoxPlain}, {Kind: sd.BoxDrive, Value: 16}, {Kind: sd.BoxDR, Value: 2},
		{Kind: sd.BoxWeapon}, {Kind: sd.BoxWeaponA}, {Kind: sd.BoxTorp}, {Kind: sd.BoxTorpA},
		{Kind: sd.BoxCrit}, {Kind: sd.BoxLast}}
	uni := &sdGame{theme: newSilentDeathBoard(cfg).game.theme}
	asciiCfg := cfg
	asciiCfg.ASCII = true
	ascii := &sdGame{theme: newSilentDeathBoard(asciiCfg).game.theme}
	legend := strings.Join(displayLegend().Lines, "\n")
	for _, b := range kinds {
		for _, g := range []*sdGame{uni, ascii} {
			marked := tuitest.Plain(g.box(sd.BoxView{Box: b, Marked: true}))
			if unmarked := tuitest.Plain(g.box(sd.BoxView{Box: b})); marked == unmarked {
				t.Errorf("box %+v (ascii %v): marked and unmarked are both drawn %q", b, g.theme.ASCII(), marked)
			}
		}
		drawn := tuitest.Plain(ascii.box(sd.BoxView{Box: b, Marked: true}))
		folded := tui.ToASCII(tuitest.Plain(uni.box(sd.BoxView{Box: b, Marked: true})))
		if drawn != folded {
			t.Errorf("box %+v: --ascii draws it marked as %q, the fold of the Unicode drawing is %q", b, drawn, folded)
		}
		if !strings.Contains(legend, tuitest.Plain(uni.box(sd.BoxView{Box: b, Marked: true}))) {
			t.Errorf("box %+v: the display's legend does not name its marked form %q", b, tuitest.Plain(uni.box(sd.BoxView{Box: b, Marked: true})))
		}
	}
	if strings.Contains(tui.ToASCII(legend), "d16") {
		t.Errorf("the legend still names d16, which is not drawn")
	}
}

// TestLegendTellsTheSharedASCIIArrowsApart: with --ascii NE and SW are
// both "/", SE and NW both "\"; the map's legend says that the arrow's
// place beside the id tells them apart, and its examples, folded, are
// what the ASCII map draws at the detailed and the compact zoom.
func TestLegendTellsTheSharedASCIIArrowsApart(t *testing.T) {
	legend := tui.ToASCII(pageOf(t, []tui.HelpPage{mapLegend(nil, 0)}, "Map"))
	for _, want := range []string{"follows the id for N, NE, SE and S", "precedes it for SW and NW", "PVA/ faces NE", "/PVA SW"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the ASCII map legend lacks %q:\n%s", want, legend)
		}
	}
	theme := render.NewTheme(true, false)
	for _, z := range []render.Zoom{render.Detailed, render.Compact} {
		for facing, want := range map[hex.Direction]string{hex.NE: "PVA/", hex.SW: "/PVA"} {
			v := render.HexMapView{Cols: 5, Rows: 4, Zoom: z, NoCursor: true, Cells: map[hex.Hex]render.HexCell{
				hex.FromOffset(2, 1): {Text: "PVA", Color: "red", Facing: facing, HasFacing: true}}}
			got := render.HexMap(v, render.Viewport{Width: 30, Height: 12}, theme)
			if z == render.Compact {
				want = strings.Replace(want, "PVA", "PA", 1) // cut to two letters
			}
			if !strings.Contains(got, want) {
				t.Errorf("zoom %v, facing %v: the ASCII map does not draw %q:\n%s", z, facing, want, got)
			}
		}
	}
}

// TestTorpRuleSaysTheFlightInForce: the launch's rule gives the MP a torp
// flies with as the game flies it: 12 (4.2), or with 10.6's variable
// speeds the mark's own (a Mk.10 18); with 10.6's maneuverable torps the
// turns are free. It said "12 MP (1 a hex, 3 a hexside)" whatever the
// options.
func TestTorpRuleSaysTheFlightInForce(t *testing.T) {
	for _, c := range []struct {
		opts      engine.Options
		mp        int
		want, not string
	}{
		{nil, sd.TorpMP, "flies 12 MP (1 a hex, 3 a hexside)", "10.6"},
		{engine.Options{sd.OptTorpSpeeds: "on"}, 18, "Mk.10 18", "flies 12 MP"},
		{engine.Options{sd.OptTorpManeuver: "on"}, sd.TorpMP, "turning free", "3 a hexside"},
	} {
		sess := torpFlightSessionOf(t, "", "[10, 22]", c.opts)
		s := sess.State().(*sd.State)
		fc, ok := s.Flight()
		if !ok || fc.Mark != sd.Mk10 || fc.Left != c.mp {
			t.Fatalf("%v: the Mk.10's flight: %+v, want %d MP", c.opts, fc, c.mp)
		}
		rule := strings.Join(ruleOf(s, sd.Torp{}), " ")
		if !strings.Contains(rule, c.want) || strings.Contains(rule, c.not) {
			t.Errorf("%v: the torp's rule does not say %q (or says %q): %s", c.opts, c.want, c.not, rule)
		}
	}
}

// TestFireRuleSaysTheOptionsInForce: with 10.9's deflection, 10.10's
// automatic hits and 10.11's range bands the shot's rule says what each
// changes, as the shot's modifiers show (ShotMods); it gave the three
// bands of 7.1 and nothing of the options.
func TestFireRuleSaysTheOptionsInForce(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	opts := engine.Options{sd.OptRangeBands: "on", sd.OptDeflection: "on", sd.OptAutoHits: "on"}
	sess := tuitest.Hotseat(t, g, sc, opts, 5)
	var fire sd.Fire
	found := false
	for k := 0; k < 2000 && !found; k++ {
		st := sess.State()
		p := st.Phase().Actors[0]
		for _, in := range st.Legal(p) {
			if x, ok := in.(sd.Fire); ok {
				fire, found = x, true
				break
			}
		}
		if found {
			break
		}
		in, err := sd.Scripted{}.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if !found {
		t.Fatal("no shot in the game")
	}
	s := sess.State().(*sd.State)
	mods, ok := s.ShotMods(fire.Craft, fire.Mount, fire.Target)
	var whys []string
	for _, m := range mods {
		whys = append(whys, m.Why)
	}
	if !ok || !slices.Contains(whys, "deflection") {
		t.Fatalf("the shot's modifiers with 10.9 on: %v", whys)
	}
	rule := strings.Join(ruleOf(s, fire), " ")
	for _, want := range []string{"10.11's six: point blank +2", "extreme −4", "10.9: to-hit modifier from each craft's arc", "10.10: base dice doubled"} {
		if !strings.Contains(rule, want) {
			t.Errorf("the shot's rule lacks %q: %s", want, rule)
		}
	}
	if strings.Contains(rule, "+1 at short range, −1 at long") {
		t.Errorf("the shot's rule gives 7.1's three bands with 10.11 on: %s", rule)
	}
	// Without the options the rule is 7.1's alone.
	if plain := strings.Join(ruleOf(nil, sd.Fire{}), " "); !strings.Contains(plain, "+1 at short range, −1 at long") || strings.Contains(plain, "10.9") {
		t.Errorf("the plain shot's rule: %s", plain)
	}
}

// TestHelpNumbersAreTheEngines: the numbers the rules and the Turn page
// give are the game package's own constants, which the engine plays by:
// the lock-on's range and the salvo (4.1), the turn's MP (5.2), the
// sideslip's (10.4), the Drive a dodge needs (4.2), the jamming faces
// (4.2, 11.2, 11.6) and 11.7's budget and force limits.
func TestHelpNumbersAreTheEngines(t *testing.T) {
	for _, c := range []struct {
		in   engine.Intent
		want []string
	}{
		{sd.LockOn{}, []string{fmt.Sprintf("within %d hexes", sd.MissileRange), fmt.Sprintf("up to %d missiles", sd.MaxSalvo)}},
		{sd.Turn{}, []string{fmt.Sprintf("one hexside for %d MP", sd.TurnCost)}},
		{sd.Slip{}, []string{fmt.Sprintf("for %d MP", sd.SlipCost)}},
		{sd.Dodge{}, []string{fmt.Sprintf("Drive below %d", sd.DodgeMinDrive)}},
		{sd.Jam{}, []string{fmt.Sprintf("a %d removes it", sd.JamFace), fmt.Sprintf("on 1–%d; a Laser Sat on 1–%d", sd.CommSatJam, sd.LaserSatJam)}},
		{sd.Buy{}, []string{fmt.Sprintf("first %d must all be spent", sd.Budget)}},
		{sd.Field{}, []string{fmt.Sprintf("at most %d TPV", sd.RescueLimit), fmt.Sprintf("at most %d craft in scenario 6, at most %d otherwise", sd.ScreenLimit, sd.MaxFielded)}},
	} {
		rule := strings.Join(ruleOf(nil, c.in), " ")
		for _, w := range c.want {
			if !strings.Contains(rule, w) {
				t.Errorf("the rule of %s lacks %q: %s", c.in.Kind(), w, rule)
			}
		}
	}
	first := sdSession(t, "first-game", 1, false).State().(*sd.State)
	if rule := strings.Join(ruleOf(first, sd.Fire{}), " "); !strings.Contains(rule, fmt.Sprintf("within %d hexes", sd.FirstGameRange)) {
		t.Errorf("Your First Game's shot lacks its range: %s", rule)
	}
	if turn := pageOf(t, help(first.View(0), 0, nil), "Turn"); !strings.Contains(turn, fmt.Sprintf("Range %d, no range modifier", sd.FirstGameRange)) {
		t.Errorf("Your First Game's Turn page lacks its range:\n%s", turn)
	}
	turn := pageOf(t, help(sdSession(t, "intro-patrol", 1, false).State().View(0), 0, nil), "Turn")
	for _, w := range []string{fmt.Sprintf("salvo of up to %d missiles", sd.MaxSalvo), fmt.Sprintf("turn a (%d MP)", sd.TurnCost),
		fmt.Sprintf("a die by Plt + %d MP", sd.TightTurnBase), fmt.Sprintf("Drive %d+", sd.DodgeMinDrive), fmt.Sprintf("1D4 = %d", sd.JamFace)} {
		if !strings.Contains(turn, w) {
			t.Errorf("the Turn page lacks %q:\n%s", w, turn)
		}
	}
}

// TestCommandRuleSaysTheScenarioPlt: the command ship's rule gives the
// initiative Plt the battle's own 11.5 rule gives it (10 in the rulebook's
// scenario, another in a scenario of one's own) and says that the damage
// never takes it below 1, as the engine's initiative does.
func TestCommandRuleSaysTheScenarioPlt(t *testing.T) {
	raw, err := os.ReadFile("../../../assets/scenarios/silentdeath/commandship.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, plt := range []int{10, 8} {
		text := strings.Replace(string(raw), "plt: 10}", fmt.Sprintf("plt: %d}", plt), 1)
		sc, err := sd.Game{}.DecodeScenario([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		sess := tuitest.Hotseat(t, sd.Game{}, sc, nil, 1)
		s := sess.State().(*sd.State)
		if cs := s.Scenario().File().Rules.CommandShip; cs == nil || cs.Plt != plt {
			t.Fatalf("the scenario's command ship: %+v, want Plt %d", cs, plt)
		}
		rule := strings.Join(ruleOf(s, sd.Command{}), " ")
		if want := fmt.Sprintf("initiative Plt is %d, less 1 for every 2 points of damage the real shuttle has received, never below 1", plt); !strings.Contains(rule, want) {
			t.Errorf("Plt %d: the command ship's rule lacks %q: %s", plt, want, rule)
		}
	}
}

// TestHoldRuleSaysWhenItIsOffered: the hold's rule says what whyNotHold
// asks (5.1): the winner's last craft, while the other side still has one
// craft or more to move. It said "while the other side has more", which
// reads as more than the winner's one; a lone winner craft against one
// enemy craft left holds too (TestRule_5_1_OrderUnequalHoldDrive0's I1:
// one craft against three moves last).
func TestHoldRuleSaysWhenItIsOffered(t *testing.T) {
	rule := strings.Join(ruleOf(nil, sd.Hold{}), " ")
	if !strings.Contains(rule, "the other side still has a craft to move (one is enough)") || strings.Contains(rule, "has more") {
		t.Errorf("the hold's rule: %s", rule)
	}
	// Red's one craft against Blue's two: once Blue has moved one, Red
	// may hold its last against Blue's last.
	sc, err := sd.Game{}.DecodeScenario([]byte(`game: silentdeath
name: hold
title: Hold
map: {cols: 36, rows: 30}
turns: 5
victory: {kind: annihilate}
sides:
  - {name: Red, color: red, craft: [{type: pit-viper, id: A, hex: [2, 5], facing: SE, pilot: {plt: 9, gnr: 5}}]}
  - {name: Blue, color: blue, craft: [{type: pit-viper, id: A, hex: [30, 20], facing: NW, pilot: {plt: 1, gnr: 5}}, {type: pit-viper, id: B, hex: [30, 24], facing: NW, pilot: {plt: 1, gnr: 5}}]}
`))
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 40; seed++ {
		sess := tuitest.Hotseat(t, sd.Game{}, sc, nil, seed)
		for k := 0; k < 20 && sess.State().Phase().Name != sd.PhaseMove; k++ {
			scriptedStep(t, sess)
		}
		// Blue lost the initiative when it moves first: it moves one craft.
		if sess.State().Phase().Actors[0] != 1 {
			continue
		}
		for k := 0; k < 40 && sess.State().Phase().Actors[0] == 1; k++ {
			if _, err := sess.Apply(sd.Stop{By: 1, Craft: 1}); err != nil {
				if _, err := sess.Apply(sd.Stop{By: 1, Craft: 2}); err != nil {
					t.Fatalf("seed %d: Blue cannot end a move: %v", seed, err)
				}
			}
		}
		if err := sess.State().(*sd.State).Check(sd.Hold{By: 0}); err != nil {
			t.Fatalf("seed %d: Red's last craft against Blue's last may not hold: %v", seed, err)
		}
		return
	}
	t.Fatal("Red never won the initiative")
}
