package starmada

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"charm.land/bubbles/v2/key"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// playTo plays scripted intents on both sides until reached says so.
func playTo(t testing.TB, sess *engine.Session, reached func(*sm.State) bool) {
	t.Helper()
	for i := 0; i < 3000 && !reached(now(sess)); i++ {
		if sess.State().Outcome().Over {
			t.Fatal("the game ended first")
		}
		scriptedStep(t, sess)
	}
	if !reached(now(sess)) {
		t.Fatal("not reached in 3000 intents")
	}
}

// scriptedStep plays the next intent as the scripted opponent would, for
// the first player to act.
func scriptedStep(t testing.TB, sess *engine.Session) {
	t.Helper()
	who := sess.State().Phase().Actors[0]
	in, err := sm.Scripted{}.Choose(sess.State().View(who), who)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Apply(in); err != nil {
		t.Fatal(err)
	}
}

// The help pages: the legend names every ship's id, the turn marks the
// phase in play, the rule page follows the cursor.
func TestStarmadaHelpPages(t *testing.T) {
	s := now(session(t, "standard", false, 1, nil))
	pages := help(s, 0, sm.WriteOrders{By: 0, Ship: "Paladin", Orders: "2P1"})
	if len(pages) != 4 {
		t.Fatalf("%d pages", len(pages))
	}
	all := func(p tui.HelpPage) string { return strings.Join(p.Lines, "\n") }
	// The map shades an explosion's hex as it does an object's (both block
	// the line of sight): the legend says so.
	if m := all(pages[0]); !strings.Contains(m, "Pa Paladin") || !strings.Contains(m, "H2 Hornet 2") || !strings.Contains(m, "Arcs (4.1.2)") || !strings.Contains(m, "or an explosion (the shading under its *2)") {
		t.Fatalf("map legend:\n%s", m)
	}
	// A weapon or item hit is slashed where the game put it for the while
	// (the last one working) until the defender chooses in the Damage step
	// (4.2.3): a newcomer took the Hive's slashed DF gun for lost before
	// being asked which gun to lose.
	if r := all(pages[1]); !strings.Contains(r, "○ intact") || !strings.Contains(r, "/ slashed") || !strings.Contains(r, "ROF/PEN/DMG") || !strings.Contains(r, "the defender chooses which ones the hits take") {
		t.Fatalf("sheet legend:\n%s", r)
	}
	// It says so in plain words, with every time the damage is filled in
	// (4.2.3, 5.1.2: a flight's at once); it read "slashed for the while
	// on the last weapon".
	if r := all(pages[1]); strings.Contains(r, "for the while") || !strings.Contains(r, "A weapon or equipment hit marks, for the time being, the last working weapon of the battery the chart names (or the last working item)") ||
		!strings.Contains(r, "when the damage is filled in (after each flight's attack, at the end of the Combat Phase and in the End Phase) the defender chooses") {
		t.Fatalf("sheet legend on losses:\n%s", r)
	}
	if tp := all(pages[2]); !strings.Contains(tp, "▶ 1. Orders") || strings.Contains(tp, "▶ 4.") || strings.Contains(tp, "Set-up") {
		t.Fatalf("turn page:\n%s", tp)
	}
	// The End step says when explosions do not weaken (4.3.1, rules 4):
	// one born in an End Phase keeps its strength through the next too.
	if tp := all(pages[2]); !strings.Contains(tp, "except in the first End Phase after they appeared") || !strings.Contains(tp, "born in this End Phase keeps its strength") {
		t.Fatalf("turn page's End step:\n%s", tp)
	}
	if r := all(pages[3]); !strings.Contains(r, "3.2.1") || !strings.Contains(r, "Paladin 2P1: 4 of 4 MP, ending at 1605 facing SE") {
		t.Fatalf("orders rule:\n%s", r)
	}
	r := all(rulePage(s, sm.Target{By: 0, Ship: "Paladin", Battery: "a", Target: sm.ShipTarget("Hive")}))
	if !strings.Contains(r, "4.1.1") || !strings.Contains(r, "B.19 Repeating") || !strings.Contains(r, "Point Defence: To-Hit 4+") {
		t.Fatalf("declaration rule:\n%s", r)
	}
	// A flight's attack on a ship takes an explosion's strength (4.3.1,
	// rules 4); a dogfight does not.
	r = all(rulePage(s, sm.Fly{By: 0, Craft: sm.CraftID{Carrier: "Paladin", N: 1}, Col: 15, Row: 8}))
	if !strings.Contains(r, "less the strength of an explosion the flight or the ship is in (4.3.1") || !strings.Contains(r, "explosions or not") {
		t.Fatalf("flight rule:\n%s", r)
	}
	if r := all(rulePage(s, nil)); !strings.Contains(r, "Move the cursor") {
		t.Fatal(r)
	}
	// In the Combat Phase, combat is marked.
	sess := session(t, "standard", false, 1, nil)
	playTo(t, sess, func(s *sm.State) bool { return s.Phase().Name == sm.PhaseCombat })
	if tp := all(turnPage(now(sess))); !strings.Contains(tp, "▶ 4. Combat") {
		t.Fatalf("turn page in combat:\n%s", tp)
	}
	// Every ability has words of its own.
	for _, a := range sm.Abilities() {
		if abilityWords(a) == "see Appendix B." {
			t.Errorf("%v has no words", a)
		}
	}
	// A build battle tells the fleets and the set-up before the turn.
	b := now(session(t, "build", false, 1, nil))
	if tp := all(turnPage(b)); !strings.Contains(tp, "▶ Fleets (2.1.1)") || !strings.Contains(tp, "Set-up (2.1.2)") {
		t.Fatalf("turn page of a build:\n%s", tp)
	}
}

// Every move the game lists for a flight is a line of its own: its
// attacks on each enemy ship and stack in reach first, then the move
// towards the enemy, and staying put last. The first line opens a field
// on its move, so f and enter never spend the flight's move; "stay" flies
// at once. The play-tester saw two lines, "stay" first and one attack,
// the others hidden behind that attack's field, and f enter stayed.
func TestStarmadaFlightListsEveryMove(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	playTo(t, sess, func(s *sm.State) bool {
		return s.Phase().Name == sm.PhaseFighters && s.Chooser() == 0 && s.Picked().IsZero()
	})
	var listed []engine.Intent
	for _, in := range now(sess).View(0).Legal(0) {
		if _, ok := in.(sm.Fly); ok {
			listed = append(listed, in)
		}
	}
	d := startGame(t, cfg, sess, 80, 24)
	if d.Snap().Handoff {
		keys(d, "enter")
	}
	keys(d, "esc", "f")
	var lines []engine.Intent
	for i := 0; i < 100; i++ {
		h := d.Snap().Hover
		if len(lines) > 0 && reflect.DeepEqual(lines[len(lines)-1], h) {
			break
		}
		lines = append(lines, h)
		keys(d, "down")
	}
	if !reflect.DeepEqual(lines, listed) {
		t.Fatalf("the list's lines:\n%v\nthe game's moves:\n%v", lines, listed)
	}
	first := listed[0].(sm.Fly)
	if first.Target.IsZero() {
		t.Fatalf("the first line is no attack: %v", first)
	}
	stay := -1
	for i, in := range listed {
		if f := in.(sm.Fly); f.Craft == first.Craft && strings.HasSuffix(d.Snap().Board.Item(f), ": stay") {
			stay = i
		}
		if f := in.(sm.Fly); f.Craft == first.Craft && stay >= 0 && i > stay {
			t.Fatalf("%v is listed after its flight's stay", f)
		}
	}
	if stay < 0 {
		t.Fatalf("no stay for %v in %v", first.Craft, listed)
	}
	n := sess.Len()
	keys(d, "esc", "f", "enter")
	e := d.Snap().Entry
	if e == nil || e.Intent != engine.Intent(first) || sess.Len() != n {
		t.Fatalf("f enter does not open a field on %v: %+v\n%s", first, e, d.Screen())
	}
	keys(d, "esc", "esc", "f")
	for i := 0; i < stay; i++ {
		keys(d, "down")
	}
	keys(d, "enter")
	if d.Snap().Entry != nil || sess.Len() != n+1 {
		t.Fatalf("stay asked for a hex:\n%s", d.Screen())
	}
	if got := sess.Records()[n].Intent; got != listed[stay] {
		t.Fatalf("flew %v, not %v", got, listed[stay])
	}
}

// Every declaration the list offers commits at least one weapon, every
// loss shows its arcs whole, and the lines fit the action list.
func TestStarmadaListLabels(t *testing.T) {
	sess := session(t, "standard", false, 7, nil)
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	seen := map[string]int{}
	for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
		who := sess.State().Phase().Actors[0]
		view := sess.State().View(who).(*sm.State)
		g.note(tui.Frame{State: view, W: 80})
		g.shipIDs(view.Ships())
		legal := view.Legal(who)
		kinds := map[string]int{}
		for _, in := range legal {
			kinds[in.Kind()]++
		}
		for _, in := range legal {
			l := g.Item(in)
			if label, _ := g.Group(in.Kind()); kinds[in.Kind()] == 1 && (in.Kind() == sm.KindResolve || in.Kind() == sm.KindPick) {
				// A lone item shows after its group's word: "[v] Resolve
				// Admirable (1 declaration)" was cut at 80 columns, below
				// the cursor's line (which wraps).
				if w := tui.Width(label + " " + l); w > g.actW-6 {
					t.Fatalf("%v reads %q after %q, %d cells", in, l, label, w)
				}
			}
			switch x := in.(type) {
			case sm.Target:
				seen["target"]++
				if strings.Contains(l, "×0") {
					t.Fatalf("%v reads %q", in, l)
				}
			case sm.Lose:
				if x.Craft.IsZero() && x.System != sm.SystemEquipment {
					seen["weapon"]++
					sh, _ := view.Ship(x.Ship)
					for _, b := range sh.Batteries {
						if string(b.Letter) == x.System && !strings.HasSuffix(l, b.Mounts[x.Item].String()) {
							t.Fatalf("%v reads %q", in, l)
						}
					}
				}
			}
			if w := tui.Width(l); w > g.actW-6 && in.Kind() != sm.KindOrders {
				t.Fatalf("%v reads %q, %d cells", in, l, w)
			}
		}
		in, err := sm.Scripted{}.Choose(view, who)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if seen["target"] == 0 || seen["weapon"] == 0 {
		t.Fatalf("not every kind was seen: %v", seen)
	}
}

// The record sheet at 80 columns wraps: no number is cut off.
func TestStarmadaSheetWraps(t *testing.T) {
	s := now(session(t, "standard", false, 1, nil))
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	ids := g.shipIDs(s.Ships())
	for _, sh := range s.Ships() {
		for _, w := range []int{22, 26, 30} {
			for _, l := range g.record(s, 0, sh, ids, nil, w) {
				if strings.Contains(l, "…") || tui.Width(l) > w {
					t.Fatalf("%s at %d columns: %q", sh.Name, w, l)
				}
			}
		}
	}
}

// Sealing the orders with ships that have none asks first, naming them
// ("… with the moves of Paladin, Admirable and Lancer unspent?", where it
// asked "… with the movement of 3 ships that have no orders (Paladin,
// Admirable, Lancer) unspent?");
// esc keeps playing, y seals.
func TestStarmadaSubmitAsksFirst(t *testing.T) {
	sess := session(t, "standard", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	writeOrders(t, d, map[string]string{})
	keys(d, "esc", "o")
	if unordered(d) > 0 {
		t.Fatal("every ship has orders: the test wants none")
	}
	sess = session(t, "standard", true, 1, nil)
	d = startGame(t, cfg, sess, 80, 24)
	keys(d, "esc", "n") // nothing to choose: n asks at once
	var panel []string  // the action panel, left of the log
	for _, l := range strings.Split(d.Screen(), "\n") {
		if left, _, ok := strings.Cut(l, "│"); ok {
			panel = append(panel, strings.TrimSpace(left))
		}
	}
	if s := strings.Join(strings.Fields(strings.Join(panel, " ")), " "); !strings.Contains(s, "Seal the orders with the moves of Paladin, Admirable and Lancer unspent?") {
		t.Fatalf("no question:\n%s", s)
	}
	n := sess.Len()
	keys(d, "esc")
	if sess.Len() != n {
		t.Fatal("esc sealed the orders")
	}
	keys(d, "n", "y")
	if sess.Len() != n+1 || sess.Records()[n].Intent.Kind() != sm.KindSubmit {
		t.Fatalf("y did not seal the orders:\n%s", d.Screen())
	}
}

// The map's edges carry the rulebook's CCRR numbers, from 00; hexes and
// ships are named as the game writes them.
func TestStarmadaMapNames(t *testing.T) {
	g := &smGame{}
	if g.ColumnLabel(0) != "00" || g.RowLabel(15) != "15" || g.CellName(hex.FromOffset(15, 2)) != "1502" {
		t.Fatal(g.ColumnLabel(0), g.RowLabel(15))
	}
	if h, ok := g.ParseCell("1502"); !ok || h != hex.FromOffset(15, 2) {
		t.Fatal(h, ok)
	}
	s := now(session(t, "standard", false, 1, nil))
	pal, _ := s.Ship("Paladin")
	if n := g.UnitName(s, 0, pal.Hex); n != "Paladin" {
		t.Fatal(n)
	}
	if l := g.Summary(s, 0, pal.Hex); !strings.HasPrefix(l, "Paladin: hull 10/10, shields 3, 4 MP") {
		t.Fatal(l)
	}
}

// A new game opens on its briefing, with each side's ships and CR; 0
// shows all eight ships of the standard battle at 80×24.
func TestStarmadaBriefingAndWholeMap(t *testing.T) {
	d := tuitest.New(t, tui.NewGame(cfg, session(t, "standard", false, 1, nil)), 80, 24)
	if d.Snap().Handoff {
		keys(d, "enter") // a hotseat game whose first choice is secret
	}
	if s := d.Screen(); !strings.Contains(s, "Imperial, 964 CR") || !strings.Contains(s, "Hegemony, 968 CR") {
		t.Fatalf("the briefing:\n%s", s)
	}
	keys(d, "enter", "0")
	s := d.Screen()
	units := 0
	for _, l := range strings.Split(s, "\n")[1:15] {
		mapPart := []rune(l)[:30]
		for _, r := range mapPart {
			if unicode.IsUpper(r) { // each ship's letter of its own (Hornet 2 B, Hive I)
				units++
			}
		}
	}
	if units != 8 {
		t.Fatalf("%d ships on the whole map:\n%s", units, s)
	}
}

// The turns option has no default of its own: the scenario's holds, which
// the scenario gives the menu to show (engine.OptionDefaulter: "the
// scenario's, 8").
func TestStarmadaTurnsOption(t *testing.T) {
	for _, o := range (sm.Game{}).OptionSpecs() {
		if o.Key == sm.OptTurns && o.Default != "" {
			t.Fatalf("turns: %q", o.Default)
		}
	}
	for name, want := range map[string]int{"satellites": 8, "standard": 10} {
		sc, err := games.LoadScenario(sm.Game{}, name)
		if err != nil {
			t.Fatal(err)
		}
		if got := sc.(engine.Briefer).Briefing(nil).TurnLimit; got != want {
			t.Errorf("%s: %d turns, want %d", name, got, want)
		}
		if got, ok := sc.(engine.OptionDefaulter).OptionDefault(sm.OptTurns); !ok || got != strconv.Itoa(want) {
			t.Errorf("%s: the option's default %q, %v; want %d", name, got, ok, want)
		}
	}
}

// A flight's target is typed as a ship's name or the craft in a hex, in
// any of three spellings.
func TestStarmadaFlyTargetSpellings(t *testing.T) {
	s := now(session(t, "standard", false, 1, nil))
	g := &smGame{}
	for _, words := range [][]string{{"fighters", "1509"}, {"f1509"}, {"fighters@1509"}, {"F1509"}} {
		r, err := g.targetOf(s, 0, words)
		if err != nil || r != sm.FightersTarget(hex.FromOffset(15, 9)) {
			t.Errorf("%q: %v %v", words, r, err)
		}
	}
	if r, err := g.targetOf(s, 0, []string{"Hornet", "2"}); err != nil || r != sm.ShipTarget("Hornet 2") {
		t.Errorf("Hornet 2: %v %v", r, err)
	}
	if r, err := g.targetOf(s, 0, nil); err != nil || !r.IsZero() {
		t.Errorf("nothing: %v %v", r, err)
	}
	if flyTargetText(sm.FightersTarget(hex.FromOffset(15, 9))) != "fighters 1509" {
		t.Error(flyTargetText(sm.FightersTarget(hex.FromOffset(15, 9))))
	}
}

// An empty orders field gives no orders: enter on it does nothing.
func TestStarmadaEmptyOrdersRefused(t *testing.T) {
	sess := session(t, "standard", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "esc", "o", "enter")
	if d.Snap().Entry == nil {
		t.Fatalf("no field:\n%s", d.Screen())
	}
	n := sess.Len()
	keys(d, "ctrl+u", "enter")
	if sess.Len() != n || !strings.Contains(d.Screen(), "0 to stand still") {
		t.Fatalf("empty orders were given:\n%s", d.Screen())
	}
}

// The sheet's SAT is the satellites left, as the legend says: after the
// Paladin launches its three in turn 1's End Phase it reads SAT 0.
func TestStarmadaSheetSatellitesLeft(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	sat := func() string {
		s := now(sess)
		sh, _ := s.Ship("Paladin")
		for _, l := range g.record(s, 0, sh, g.shipIDs(s.Ships()), nil, 40) {
			if i := strings.Index(l, "SAT"); i >= 0 {
				return strings.Fields(l[i:])[1]
			}
		}
		t.Fatal("no SAT on the Paladin's sheet")
		return ""
	}
	if got := sat(); got != "3" {
		t.Fatalf("before the launch SAT %s, want 3", got)
	}
	playTo(t, sess, func(s *sm.State) bool { return s.Phase().Turn == 2 })
	if sh, _ := now(sess).Ship("Paladin"); sh.SatellitesLeft != 0 {
		t.Fatalf("the Paladin still has %d satellites", sh.SatellitesLeft)
	}
	if got := sat(); got != "0" {
		t.Fatalf("after the launch SAT %s, want 0", got)
	}
}

// A flight reads ", acted" in the turn it acted (5.1.2: moved, stayed or
// attacked), not in the next turn's Orders Phase, before any flight has
// acted again. It read ", moved" for a flight that had stayed put, beside
// the Damage step's list that reads "acted" for the same flight.
func TestStarmadaActedIsThisTurns(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	notes := func() string {
		s := now(sess)
		var out []string
		for _, c := range s.Craft() {
			if c.Moved {
				out = append(out, g.hexNotes(s, c.Hex, 60)...)
			}
		}
		return strings.Join(out, "\n")
	}
	playTo(t, sess, func(s *sm.State) bool { return s.Phase().Name == sm.PhaseCombat })
	if n := notes(); !strings.Contains(n, ", acted") || strings.Contains(n, "moved") {
		t.Fatalf("in the Combat Phase the flights that acted do not say so:\n%s", n)
	}
	playTo(t, sess, func(s *sm.State) bool { return s.Phase().Turn == 2 && s.Phase().Name == sm.PhaseOrders })
	if n := notes(); strings.Contains(n, "acted") || n == "" {
		t.Fatalf("in turn 2's Orders Phase:\n%s", n)
	}
}

// The --ascii screen draws a path as o and an empty cell of the overview
// as ., where the help's • and · would read - once made ASCII: the legend
// names the ASCII glyphs, and they are what the ASCII map draws. The
// sheet's legend names what the sheet writes (a crew line, the orders).
func TestStarmadaASCIILegendNamesTheMapsGlyphs(t *testing.T) {
	c := cfg
	c.ASCII = true
	sess := session(t, "standard", false, 5, nil)
	d := startGame(t, c, sess, 120, 40)
	keys(d, "o", "enter", "3", "P")
	if scr := d.Screen(); !strings.Contains(scr, "  o  ") || !strings.Contains(scr, "o path") {
		t.Fatalf("the ASCII map draws no o on the path:\n%s", scr)
	}
	keys(d, "esc", "?", "tab")
	scr := d.Screen()
	for _, want := range []string{"o the path", "(. with --ascii) empty"} {
		if !strings.Contains(scr, want) {
			t.Errorf("the ASCII map legend lacks %q:\n%s", want, scr)
		}
	}
	if strings.Contains(scr, "(o with --ascii)") {
		t.Errorf("the legend names o twice (the fold already makes o of •):\n%s", scr)
	}
	sheet := strings.Join(sheetLegend().Lines, "\n")
	for _, want := range []string{"- a crew casualty", "'secret, not yet sealed'", "'sealed (secret)'"} {
		if !strings.Contains(sheet, want) {
			t.Errorf("the sheet legend lacks %q:\n%s", want, sheet)
		}
	}
}

// Orders written and not yet sealed can be written again from the action
// list (3.2: they are secret until sealed, and a rewrite replaces them):
// the ship is listed after those without orders, with its orders, and the
// field opens on them.
func TestStarmadaRewriteOrders(t *testing.T) {
	sess := session(t, "standard", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	writeOrders(t, d, map[string]string{"Paladin": "3"})
	if !strings.Contains(d.Screen(), "> [n] Seal orders") {
		t.Fatalf("with every ship's orders written the cursor is not on Seal orders (the rewrites come after it):\n%s", d.Screen())
	}
	keys(d, "esc", "o")
	if !strings.Contains(d.Screen(), "Paladin (4 MP): rewrite 3") {
		t.Fatalf("the orders list does not offer Paladin's orders again:\n%s", d.Screen())
	}
	for i := 0; i < 8 && d.Snap().Entry == nil; i++ {
		if strings.Contains(d.Screen(), "> Paladin") {
			keys(d, "enter")
			break
		}
		keys(d, "down")
	}
	e := d.Snap().Entry
	if e == nil || !strings.HasPrefix(e.Prompt, "Orders for Paladin") || e.Text != "3" {
		t.Fatalf("the rewrite does not open on Paladin's orders: %+v\n%s", e, d.Screen())
	}
	keys(d, "ctrl+u")
	typeText(d, "2P1")
	keys(d, "enter")
	if sh, _ := now(sess).Ship("Paladin"); sh.Orders != "2P1" {
		t.Fatalf("Paladin's orders are %q after the rewrite:\n%s", sh.Orders, d.Screen())
	}
}

// TestStarmadaOrdersPickNoCell: a ship's orders name no hex, so their
// field neither offers ctrl+g nor takes a hex from the map (ctrl+g then
// enter wrote "1402" into the orders, read as 1402 hexes forward); a
// set-up field still does.
func TestStarmadaOrdersPickNoCell(t *testing.T) {
	sess := session(t, "standard", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	for i := 0; i < 8 && d.Snap().Entry == nil; i++ {
		if strings.Contains(d.Screen(), "> Paladin") {
			keys(d, "enter")
			break
		}
		keys(d, "down")
	}
	if e := d.Snap().Entry; e == nil || !strings.HasPrefix(e.Prompt, "Orders for Paladin") {
		t.Fatalf("no orders field:\n%s", d.Screen())
	}
	if strings.Contains(d.Screen(), "ctrl+g") {
		t.Fatalf("the orders field offers ctrl+g:\n%s", d.Screen())
	}
	keys(d, "ctrl+g", "down", "enter")
	if e := d.Snap().Entry; e == nil || e.Text != "" {
		t.Fatalf("ctrl+g wrote into the orders: %+v\n%s", e, d.Screen())
	}

	sess = session(t, "setup", false, 4, nil)
	d = startGame(t, cfg, sess, 80, 24)
	keys(d, "e", "enter")
	if e := d.Snap().Entry; e == nil || !strings.Contains(d.Screen(), "ctrl+g pick on the map") {
		t.Fatalf("the set-up field does not offer ctrl+g:\n%s", d.Screen())
	}
	keys(d, "enter")
	hint := "type the hex (CCRR) and a facing"
	if strings.Count(d.Screen(), hint) != 2 {
		t.Fatalf("enter on the empty set-up field does not say what it wants:\n%s", d.Screen())
	}
	keys(d, "ctrl+g", "enter")
	if e := d.Snap().Entry; e == nil || e.Text == "" {
		t.Fatalf("ctrl+g enter wrote no hex into the set-up: %+v\n%s", e, d.Screen())
	}
	if strings.Contains(d.Screen(), hint) {
		t.Fatalf("the hint for an empty field stays once a hex is picked:\n%s", d.Screen())
	}
}

// The sheet counts continuing damage in dice, one of them a die (B.1): the
// Admirable's sheet read "Continuing damage: 1 dice" (found playing the
// standard battle solo at 80x24).
func TestStarmadaSheetContinuingDice(t *testing.T) {
	s := now(session(t, "standard", false, 1, nil))
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	sh, _ := s.Ship("Admirable")
	for n, want := range map[int]string{1: "Continuing damage: 1 die", 3: "Continuing damage: 3 dice"} {
		sh.Continuing = n
		if got := strings.Join(g.record(s, 0, sh, g.shipIDs(s.Ships()), nil, 40), "\n"); !strings.Contains(got, want+"\n") && !strings.HasSuffix(got, want) {
			t.Errorf("%d dice: no %q in\n%s", n, want, got)
		}
	}
}

// A refusal longer than the panel beside the log says that it goes on:
// at 80×24 the refusal of turn 1's opening maneuver stopped mid-sentence
// ("…that ended with") while it was typed; enter shows it whole.
func TestStarmadaLongRefusalSaysItGoesOn(t *testing.T) {
	sess := session(t, "duel", true, 2, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	typeText(d, "P3")
	s := d.Screen()
	if !strings.Contains(s, "P3 opens with P") || !strings.Contains(s, "… enter shows it whole") {
		t.Fatalf("the cut refusal does not say it goes on:\n%s", s)
	}
	keys(d, "enter")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "move forward first") {
		t.Fatalf("enter does not show the refusal whole:\n%s", d.Screen())
	}
}

// TestStarmadaASCIILegendTellsTheSharedArrowsApart: with --ascii NE and
// SW are both "/", SE and NW both "\"; the map's legend says that the
// arrow's place beside the id tells them apart, its folded examples are
// what the ASCII map draws, and the arcs' 120° does not fold to "120o".
func TestStarmadaASCIILegendTellsTheSharedArrowsApart(t *testing.T) {
	legend := tui.ToASCII(strings.Join(mapLegend(now(session(t, "standard", false, 5, nil)), 0).Lines, "\n"))
	for _, want := range []string{"follows the id for N, NE, SE and S", "precedes it for SW and NW", "Ad/ faces NE", "/Ad SW", "120 degrees ahead"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the ASCII map legend lacks %q:\n%s", want, legend)
		}
	}
	if strings.Contains(legend, "120o") {
		t.Errorf("the ASCII legend writes the degrees as o:\n%s", legend)
	}
	for facing, want := range map[hex.Direction]string{hex.NE: "Ad/", hex.SW: "/Ad"} {
		v := render.HexMapView{Cols: 5, Rows: 4, NoCursor: true, Cells: map[hex.Hex]render.HexCell{
			hex.FromOffset(2, 1): {Text: "Ad", Color: "red", Facing: facing, HasFacing: true}}}
		if got := render.HexMap(v, render.Viewport{Width: 30, Height: 12}, render.NewTheme(true, false)); !strings.Contains(got, want) {
			t.Errorf("facing %v: the ASCII map does not draw %q:\n%s", facing, want, got)
		}
	}
}

// TestHelpCraftNumbersAreTheEngines: the hexes a flight moves (5.2) and a
// satellite's launches and hexes (C.5) that the help gives are the game
// package's constants, by which the engine moves and launches them.
func TestHelpCraftNumbersAreTheEngines(t *testing.T) {
	flight := strings.Join(flyRules(sm.Fly{}), " ")
	sat := strings.Join(flyRules(sm.Fly{Craft: sm.CraftID{Carrier: "Paladin", Satellite: true, N: 1}}), " ")
	launch := strings.Join(rulePage(nil, sm.Launch{}).Lines, " ")
	for _, c := range []struct{ text, want string }{
		{flight, fmt.Sprintf("moves up to %d hexes", sm.FighterMove)},
		{sat, fmt.Sprintf("up to %d launch in each End Phase", sm.SatellitesPerTurn)},
		{sat, fmt.Sprintf("moves up to %d hexes", sm.SatelliteMP)},
		{launch, fmt.Sprintf("launches up to %d of the satellites", sm.SatellitesPerTurn)},
		{launch, fmt.Sprintf("%d hexes in any direction", sm.SatelliteMP)},
	} {
		if !strings.Contains(c.text, c.want) {
			t.Errorf("the help lacks %q: %s", c.want, c.text)
		}
	}
}

// TestHelpNamesTheSharedMapKeys: the map's legend says which of the map's
// letters are also an action's (f Fly, g Choose your edge, m Automatic
// fleet) and that the action has the letter while it is offered. The
// legend said "f follows the ship in play" and "g jumps to a hex" with no
// exception, and in the Fighter Phase f opens the list of flights.
func TestHelpNamesTheSharedMapKeys(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	playTo(t, sess, func(s *sm.State) bool {
		return s.Phase().Name == sm.PhaseFighters && s.Chooser() == 0 && s.Picked().IsZero()
	})
	legend := strings.Join(mapLegend(now(sess), 0).Lines, " ")
	for _, want := range []string{"f (follow the unit in play; Fly)", "g (go to a cell or a unit; Choose your edge)", "m (move around the map (arrows, esc); Automatic fleet)", "While the action is offered the letter is the action's"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the map's legend lacks %q:\n%s", want, legend)
		}
	}
	d := startGame(t, cfg, sess, 80, 24)
	if d.Snap().Handoff {
		keys(d, "enter")
	}
	keys(d, "esc", "?")
	if s := d.Screen(); strings.Contains(s, "follow the unit in play") {
		t.Errorf("the Keys page gives f to the map while flights may fly:\n%s", s)
	}
	keys(d, "?", "f")
	if _, ok := d.Snap().Hover.(sm.Fly); !ok {
		t.Errorf("f did not open the flights:\n%s", d.Screen())
	}
}

// Every key the help pages name is a key that acts. A key in brackets on
// the turn page ("(o)") is the key of an action its phase offers; every
// other key named, in brackets or as the subject of a sentence ("g jumps
// to a hex"), is one of the screen's bindings. The pages are read at every
// position of scripted games of every shipped scenario, with each kind of
// legal intent under the cursor. The turn page told players to seal their
// orders with s, where the key is n and s does nothing.
func TestStarmadaHelpNamesRealKeys(t *testing.T) {
	offered := map[string]map[string]bool{} // phase → keys of the actions offered in it
	texts := map[string]bool{}
	steps := map[turnStep]bool{}
	for _, sc := range []string{"standard", "build", "setup", "objects", "satellites", "duel", "mirror"} {
		sess := session(t, sc, false, 3, nil)
		for i := 0; i < 1500 && !sess.State().Outcome().Over; i++ {
			who := sess.State().Phase().Actors[0]
			view := sess.State().View(who).(*sm.State)
			ph := view.Phase().Name
			if offered[ph] == nil {
				offered[ph] = map[string]bool{}
			}
			hovers := map[string]engine.Intent{}
			for _, in := range view.Legal(who) {
				offered[ph][keyOf(in.Kind())] = true
				hovers[in.Kind()] = in
			}
			hovers[""] = nil
			for _, h := range hovers {
				for _, p := range help(view, who, h) {
					for _, l := range p.Lines {
						texts[l] = true
					}
				}
			}
			for _, st := range turnSteps(view) {
				steps[st] = true
			}
			scriptedStep(t, sess)
		}
	}
	bound := map[string]bool{}
	bind := func(bs ...key.Binding) {
		for _, b := range bs {
			bound[b.Help().Key] = true
			for _, k := range b.Keys() {
				bound[k] = true
			}
		}
	}
	bind(tui.ReservedKeys()...)
	bind(tui.KeyGoTo, tui.KeyFollowPlay, tui.KeyMapFocus, tui.KeyPickCell)
	for _, g := range smGroups {
		bound[g[1]] = true
	}
	named := func(l string) (inBrackets, subjects []string) {
		for _, m := range keyInBrackets.FindAllStringSubmatch(l, -1) {
			inBrackets = append(inBrackets, m[1])
		}
		for _, m := range keySubject.FindAllStringSubmatch(l, -1) {
			subjects = append(subjects, m[1])
			if m[2] != "" {
				subjects = append(subjects, m[2])
			}
		}
		return inBrackets, subjects
	}
	found := 0
	for l := range texts {
		br, sub := named(l)
		for _, k := range append(br, sub...) {
			found++
			if !bound[k] {
				t.Errorf("the help names the key %q, which nothing binds: %s", k, l)
			}
		}
	}
	checked := map[string]bool{}
	for st := range steps {
		br, _ := named(st.text)
		for _, k := range br {
			switch {
			case offered[st.phase] == nil:
				t.Errorf("the %s phase was never reached, to check %q in: %s", st.phase, k, st.text)
			case !offered[st.phase][k]:
				t.Errorf("the turn page names %q, which no action of the %s phase has: %s", k, st.phase, st.text)
			}
			checked[st.phase+" "+k] = true
		}
	}
	// The patterns find what they are for: a test that finds nothing checks
	// nothing.
	for _, want := range []string{"Orders o", "Orders n", "Fighters f", "Fighters p", "Combat t", "Combat v", "Damage d", "End c"} {
		if !checked[want] {
			t.Errorf("the turn page's %q was not checked", want)
		}
	}
	if found < 15 {
		t.Errorf("only %d keys found in the help", found)
	}
}

// keyInBrackets finds a key named in brackets, "(o)" or "(c; C.5)", and
// not a battery's letter ("(a) Laser Cannons"); keySubject a key that
// does something, "g jumps to a hex", "+ and - step".
var (
	keyInBrackets = regexp.MustCompile(`\(([a-z])(?:\)(?: [^A-Z]|[,.;]|$)|;)`)
	keySubject    = regexp.MustCompile(`(?:^|[;:.] |\()([^\s()]+)(?: and ([^\s()]+))? (?:jumps|shows|ends|follows|gives|lists|steps?) `)
)

// A flight's attack on battle satellites alone costs it nothing for its
// 1s (rules 12): the sheet's odds and the help's rule say so, where both
// said every 1 costs a fighter.
func TestStarmadaDogfightOddsAgainstSatellitesAlone(t *testing.T) {
	back := dogfightLine(sm.FlightOdds{Dogfight: true, Dice: 6, FightsBack: true})
	alone := dogfightLine(sm.FlightOdds{Dogfight: true, Dice: 6})
	if !strings.Contains(back, "each 1 one of yours") || strings.Contains(alone, "one of yours") || !strings.Contains(alone, "a 1 costs you nothing") {
		t.Fatalf("against a flight: %q; against satellites alone: %q", back, alone)
	}
	rules := strings.Join(flyRules(sm.Fly{}), " ")
	if !strings.Contains(rules, "not against battle satellites alone") {
		t.Fatalf("the flight's rules: %q", rules)
	}
}
