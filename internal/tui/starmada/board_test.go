package starmada

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestStarmadaOrdersStaySecret writes Imperial's orders hotseat and checks
// that neither the handoff screen nor Hegemony's screen shows any of them.
func TestStarmadaOrdersStaySecret(t *testing.T) {
	sess := session(t, "standard", false, 3, nil)
	d := startGame(t, cfg, sess, 80, 24)
	// Orders with two maneuvers: never among the options the screen lists.
	secret := map[string]string{"Paladin": "1P1S", "Admirable": "1P1S1", "Lancer": "2R1L"}
	writeOrders(t, d, secret)
	submit(t, d)
	if s := d.Screen(); !strings.Contains(s, "Pass the terminal to Hegemony") {
		t.Fatalf("no handoff after Imperial submitted:\n%s", s)
	}
	check := func(when string) {
		t.Helper()
		s := d.Screen()
		for ship, o := range secret {
			if strings.Contains(s, o) {
				t.Fatalf("%s: the screen shows %s's orders %q:\n%s", when, ship, o, s)
			}
		}
		if strings.Contains(s, "writes orders") {
			t.Fatalf("%s: the log shows Imperial's order events:\n%s", when, s)
		}
	}
	check("the handoff")
	keys(d, "enter")
	check("Hegemony's orders phase")
	if s := d.Screen(); !strings.Contains(s, "Hegemony: your move") {
		t.Fatalf("Hegemony is not at the keyboard:\n%s", s)
	}
	// Inspect every unit (tab) and open the orders field: still nothing.
	for i := 0; i < 10; i++ {
		keys(d, "x", "tab") // x is no key of this phase: nothing happens
		check("inspecting with tab")
	}
	keys(d, "esc", "o", "enter", "2")
	check("writing Hegemony's orders")
	// Every frame the board can draw for Hegemony, whatever the hover.
	snap := d.Snap()
	b := Screens().Board(cfg)
	for _, in := range snap.Shown.Legal(snap.Viewer) {
		lines := b.Draw(tui.Frame{State: snap.Shown, Me: snap.Viewer, Hover: in, W: 80, H: 15})
		for ship, o := range secret {
			if strings.Contains(strings.Join(lines, "\n"), o) {
				t.Fatalf("hovering %v shows %s's orders", in, ship)
			}
		}
	}
}

// TestStarmadaHotseatTurn plays a whole turn hotseat through the keys:
// orders for every ship of both sides with a handoff between them, submit,
// movement, fighters, declarations and fire, the End Phase, and turn 2.
func TestStarmadaHotseatTurn(t *testing.T) {
	sess := session(t, "standard", false, 5, nil)
	d := startGame(t, cfg, sess, 80, 24)
	writeOrders(t, d, map[string]string{"Paladin": "3", "Admirable": "2P2", "Lancer": "4S2"})
	submit(t, d)
	if !strings.Contains(d.Screen(), "Pass the terminal to Hegemony") {
		t.Fatalf("no handoff:\n%s", d.Screen())
	}
	keys(d, "enter")
	writeOrders(t, d, map[string]string{"Hive": "3", "Mantis": "2", "Hornet 1": "3P1", "Wasp": "5", "Hornet 2": "2S2"})
	submit(t, d)
	if now(sess).Phase().Name == sm.PhaseOrders {
		t.Fatalf("the orders were not carried out:\n%s", d.Screen())
	}
	if !strings.Contains(logText(sess), "Admirable (orders 2P2) moves to") {
		t.Fatalf("the movement is not in the log:\n%s", d.Screen())
	}
	seen := map[string]bool{}
	for i := 0; i < 400 && now(sess).Turn() == 1 && !sess.State().Outcome().Over; i++ {
		seen[now(sess).Phase().Name] = true
		n := sess.Len()
		step(t, d)
		if sess.Len() > n {
			seen[sess.Records()[n].Intent.Kind()] = true
		}
	}
	st := now(sess)
	if st.Turn() != 2 || st.Phase().Name != sm.PhaseOrders {
		t.Fatalf("turn 2's orders were not reached (turn %d, %s):\n%s", st.Turn(), st.Phase().Name, d.Screen())
	}
	for _, w := range []string{sm.PhaseFighters, sm.PhaseCombat, sm.KindFly, sm.KindTarget, sm.KindResolve} {
		if !seen[w] {
			t.Errorf("no %s in turn 1 (%v)", w, seen)
		}
	}
	if s := d.Screen(); !strings.Contains(s, "Turn 2") {
		t.Fatalf("the header does not say turn 2:\n%s", s)
	}
}

// logText is every event of the game, for the checks of what the log
// tells.
func logText(sess *engine.Session) string {
	var b strings.Builder
	events := sess.Opening() // what the battle tells as it begins: its rolls
	for _, r := range sess.Records() {
		events = append(events, r.Events...)
	}
	for _, e := range events {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// TestStarmadaSoloGame plays against the scripted opponent to the end.
func TestStarmadaSoloGame(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game")
	}
	sess := session(t, "standard", true, 11, nil)
	d := startGame(t, cfg, sess, 80, 24)
	for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
		step(t, d)
	}
	if !sess.State().Outcome().Over {
		t.Fatalf("the game did not end (turn %d):\n%s", now(sess).Turn(), d.Screen())
	}
	if s := d.Screen(); !strings.Contains(s, "Game over") {
		t.Fatalf("no game-over panel:\n%s", s)
	}
	acted := false
	for _, r := range sess.Records() {
		acted = acted || r.Intent.Actor() == 1
	}
	if !acted {
		t.Fatal("the scripted opponent never acted")
	}
	t.Logf("%s after %d intents", sess.State().Outcome().Reason, sess.Len())
}

// TestStarmadaScreenFits draws the screen at 80×24 and 120×40, and in
// ASCII, in every phase of two turns and over every item of the lists:
// no line wider than the terminal, nothing but ASCII with --ascii.
func TestStarmadaScreenFits(t *testing.T) {
	for _, tc := range []struct {
		w, h  int
		ascii bool
	}{{80, 24, false}, {120, 40, false}, {80, 24, true}} {
		c := cfg
		c.ASCII = tc.ascii
		sess := session(t, "standard", false, 5, nil)
		d := startGame(t, c, sess, tc.w, tc.h)
		fits(t, d, tc.w, tc.h, tc.ascii, "start")
		keys(d, "o", "enter", "3", "P")
		fits(t, d, tc.w, tc.h, tc.ascii, "typing orders")
		keys(d, "esc")
		for i := 0; i < 200 && now(sess).Turn() < 3; i++ {
			step(t, d)
			fits(t, d, tc.w, tc.h, tc.ascii, now(sess).Phase().Name)
			if i%5 == 0 && legalKind(d, sm.KindTarget) {
				keys(d, "esc", "t")
				for k := 0; k < 12; k++ {
					keys(d, "down")
					fits(t, d, tc.w, tc.h, tc.ascii, "hovering a declaration")
				}
				keys(d, "esc")
			}
		}
	}
}

// TestStarmadaShipIDs checks the ids: short, unique, from the names.
func TestStarmadaShipIDs(t *testing.T) {
	g := &smGame{}
	names := []string{"Hornet 1", "Hornet 2", "Hive", "Hornet", "Hotspur", "H", "Iron Duke", "Hornet 1x"}
	var ships []sm.ShipInfo
	for _, n := range names {
		ships = append(ships, sm.ShipInfo{Name: n})
	}
	ids := g.shipIDs(ships)
	seen := map[string]bool{}
	for _, n := range names {
		id := ids[n]
		if id == "" || len([]rune(id)) > 3 || seen[id] {
			t.Fatalf("%q got id %q (ids %v)", n, id, ids)
		}
		seen[id] = true
	}
	if ids["Hornet 2"] != "H2" || ids["Iron Duke"] != "ID" || ids["Hive"] != "Hi" {
		t.Fatalf("ids %v", ids)
	}
}

// TestStarmadaHotkeysAreFree gives every intent kind a key of its own,
// none the game screen's, but the two that end a step (TestHotkeysApart).
func TestStarmadaHotkeysAreFree(t *testing.T) {
	kinds := sm.Kinds()
	for _, k := range kinds {
		if _, ok := smGroups[k]; !ok {
			t.Errorf("intent kind %q has no group", k)
		}
	}
	tuitest.HotkeysFree(t, Screens().Board(cfg), kinds, [2]string{sm.KindSubmit, sm.KindFire})
}

// TestStarmadaDamageChoice plays hotseat until a defender must choose what
// a hit takes (4.2.3, 5.2.1): the screen names the step, lists the choices
// under "Lose" with their arcs or fighters, and d takes one.
func TestStarmadaDamageChoice(t *testing.T) {
	sess := session(t, "standard", false, 5, nil)
	d := startGame(t, cfg, sess, 80, 24)
	for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
		if !d.Snap().Handoff && now(sess).Phase().Name == sm.PhaseDamage && legalKind(d, sm.KindLose) {
			if s := d.Screen(); !strings.Contains(s, "Lose") {
				t.Fatalf("the Damage step shows no Lose group:\n%s", s)
			}
			// The folded group under the cursor names no loss: the sheet
			// shows what the first choice is about, not the side's first
			// ship.
			keys(d, "esc")
			var first sm.Lose
			for _, in := range sess.Legal(d.Snap().Viewer) {
				if l, ok := in.(sm.Lose); ok {
					first = l
					break
				}
			}
			b := d.Snap().Board.(*starmadaBoard)
			want, _ := b.g.Focus(d.Snap().Shown, d.Snap().Viewer, first)
			if got, ok := b.g.Focus(d.Snap().Shown, d.Snap().Viewer, nil); !ok || got != want {
				t.Fatalf("the Damage step shows %s, the first choice is about %s (%v)", sm.HexLabel(got), sm.HexLabel(want), first)
			}
			n := sess.Len()
			keys(d, "esc", "d")
			if in := d.Snap().Hover; in != nil {
				label := d.Snap().Board.Item(in)
				if !strings.Contains(label, "arcs") && !strings.Contains(label, "fighter") && !strings.Contains(label, ": ") && !strings.Contains(label, "satellite") {
					t.Fatalf("choice label %q", label)
				}
			}
			if sess.Len() == n {
				keys(d, "enter")
			}
			if sess.Len() != n+1 || sess.Records()[n].Intent.Kind() != sm.KindLose {
				t.Fatalf("d did not take a loss:\n%s", d.Screen())
			}
			return
		}
		step(t, d)
	}
	t.Fatal("no Damage step in a whole game")
}

// BenchmarkStarmadaFrame80x24 is one frame of the Combat Phase with a
// declaration under the cursor.
func BenchmarkStarmadaFrame80x24(b *testing.B) {
	sess := session(b, "standard", false, 5, nil)
	opp := [2]engine.Opponent{sm.Scripted{}, sm.Scripted{}}
	for i := 0; i < 200 && now(sess).Phase().Name != sm.PhaseCombat; i++ {
		who := sess.State().Phase().Actors[0]
		in, err := opp[who].Choose(sess.State().View(who), who)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			b.Fatal(err)
		}
	}
	d := startGame(b, cfg, sess, 80, 24)
	if d.Snap().Handoff {
		d.Keys("enter")
	}
	d.Keys("t")
	b.ResetTimer()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d.Msg(tuitest.Key("down"))
		_ = d.Model().View()
	}
}

// placeField opens the set-up field of the next ship (e, and enter when
// the list of ships opens) and types text; give presses enter.
func placeField(t *testing.T, d *tuitest.Driver, text string, give bool) string {
	t.Helper()
	keys(d, "esc", "e")
	if d.Snap().Entry == nil {
		keys(d, "enter")
	}
	e := d.Snap().Entry
	if e == nil {
		t.Fatalf("e and enter did not open the set-up field:\n%s", d.Screen())
	}
	ship := strings.TrimSuffix(strings.TrimPrefix(e.Prompt, "Set up "), " (CCRR F)")
	ship = strings.TrimSuffix(strings.TrimPrefix(ship, "the flight "), " (CCRR)") // a flight (2.1.2)
	keys(d, "ctrl+u")
	typeText(d, text)
	if give {
		keys(d, "enter")
	}
	return ship
}

// TestStarmadaSetUpByKeys places every ship of both sides by keys at
// 80×24: the lower roll's side first, a hex outside the zone refused with
// the rule it breaks, the typed hex previewed, no handoff (set-up is
// open), and the Orders Phase of turn 1 at the end.
func TestStarmadaSetUpByKeys(t *testing.T) {
	sess := session(t, "setup", false, 4, nil)
	d := startGame(t, cfg, sess, 80, 24)
	st := now(sess)
	first := st.SetupFirst()
	if st.Phase().Name != sm.PhaseSetup || !st.Phase().Acting(first) {
		t.Fatalf("the game does not open with %d's set-up: %+v", first, st.Phase())
	}
	if s := d.Screen(); !strings.Contains(s, "Set-up (2.1.2)") || !strings.Contains(s, "sets up first") {
		t.Fatalf("the screen does not tell the set-up roll:\n%s", s)
	}
	// A hex in the other side's zone: refused, and the status names 2.1.2.
	wrong := map[engine.Player]string{0: "1517 N", 1: "1502 S"}[first]
	placeField(t, d, wrong, false)
	if e := d.Snap().Entry; e.Err == nil || !strings.Contains(e.Err.Error(), "outside") || !strings.Contains(d.Screen(), "(2.1.2)") {
		t.Fatalf("%s was not refused with its rule: %v\n%s", wrong, e.Err, d.Screen())
	}
	keys(d, "enter")
	if s := d.Snap(); s.Entry == nil || !s.StatusIsError || sess.Len() != 0 {
		t.Fatalf("enter gave a placement outside the zone:\n%s", d.Screen())
	}
	keys(d, "esc")
	placed := 0
	for side := range 2 {
		who := first
		if side == 1 {
			who = 1 - first
		}
		row := map[engine.Player]int{0: 2, 1: 17}[who]
		for k := 0; now(sess).Phase().Name == sm.PhaseSetup && now(sess).Phase().Acting(who); k++ {
			if k > 20 {
				t.Fatal("the set-up does not end")
			}
			if d.Snap().Handoff {
				t.Fatalf("a handoff during the open set-up:\n%s", d.Screen())
			}
			text := sm.HexLabel(hexAt(6+3*(k%7), row+k/7))
			flight := len(now(sess).Waiting()) > 0 // the side's flights follow its ships (2.1.2)
			ship := placeField(t, d, text, false)
			preview := ship + " to " + text + " facing"
			if flight {
				preview = "the flight " + ship // the line wraps before the hex at 80 columns
			}
			if s := d.Screen(); !strings.Contains(s, preview) {
				t.Fatalf("the sheet does not preview %s at %s:\n%s", ship, text, s)
			}
			keys(d, "enter")
			if s := d.Snap(); s.Entry != nil || s.StatusIsError {
				t.Fatalf("%s at %s was not placed: %s\n%s", ship, text, s.Status, d.Screen())
			}
			if flight {
				found := false
				for _, c := range now(sess).Craft() {
					found = found || (c.ID.String() == ship && sm.HexLabel(c.Hex) == text)
				}
				if !found {
					t.Fatalf("the flight %s is not at %s", ship, text)
				}
				continue
			}
			sh, _ := now(sess).Ship(ship)
			if sh.Unplaced || sm.HexLabel(sh.Hex) != text || sh.Facing != now(sess).TowardEnemy(who) {
				t.Fatalf("%s is at %s facing %s", ship, sm.HexLabel(sh.Hex), sh.Facing)
			}
			placed++
		}
	}
	st = now(sess)
	if ph := st.Phase(); ph.Name != sm.PhaseOrders || ph.Turn != 1 || placed != len(st.Ships()) {
		t.Fatalf("after %d placements: %+v\n%s", placed, ph, d.Screen())
	}
	if d.Snap().Handoff {
		keys(d, "enter") // orders are secret: a handoff may come first
	}
	if !legalKind(d, sm.KindOrders) {
		t.Fatalf("no orders to write after the set-up:\n%s", d.Screen())
	}
	if !strings.Contains(logText(sess), "rolled lower and sets up first") {
		t.Fatalf("the log does not tell the roll:\n%s", logText(sess))
	}
}

// TestStarmadaSetUpMap draws the map while a placement is typed: the
// zone is marked and the ship stands in the typed hex.
func TestStarmadaSetUpMap(t *testing.T) {
	sess := session(t, "setup", false, 4, nil)
	st := now(sess)
	first := st.SetupFirst()
	b := newStarmadaBoard(cfg)
	view := st.View(first)
	like := st.Legal(first)[0].(sm.Place)
	c0, c1, r0, r1 := st.SetupZone(first)
	to := hexAt((c0+c1)/2, (r0+r1)/2)
	text := sm.HexLabel(to)
	in, err := b.Parse(view, first, like, text)
	if err != nil {
		t.Fatal(err)
	}
	mv := b.g.MapView(view, first, in)
	if mv.Cells[to].Highlight&render.Target == 0 || mv.Cells[to].Text == "" || mv.Cells[to].Facing != st.TowardEnemy(first) {
		t.Fatalf("the typed hex: %+v", mv.Cells[to])
	}
	n := 0
	for h, c := range mv.Cells {
		if c.Highlight&render.Reachable != 0 {
			if !st.InSetupZone(first, h) {
				t.Fatalf("%s is marked but outside the zone", sm.HexLabel(h))
			}
			n++
		}
	}
	if n != (c1-c0+1)*(r1-r0+1) {
		t.Fatalf("%d hexes of the zone marked", n)
	}
	if _, err := b.Parse(view, first, like, text+" E"); err == nil || !strings.Contains(err.Error(), "hexsides") {
		t.Fatalf("a facing E: %v", err)
	}
	if _, _, _, ok := b.Typable(view, like); !ok {
		t.Fatal("placements are not typed")
	}
}

// TestStarmadaSetUpFieldKeepsTheZone: the set-up field opens empty, and
// while its text is not a placement the map keeps the side's zone marked
// (a hex outside it with the ×, no ship drawn there) and the hint gives
// an example in that zone, not the other side's.
func TestStarmadaSetUpFieldKeepsTheZone(t *testing.T) {
	sess := session(t, "setup", false, 4, nil)
	st := now(sess)
	first := st.SetupFirst()
	b := newStarmadaBoard(cfg)
	view := st.View(first)
	like := st.Legal(first)[0].(sm.Place)
	zoneMarked := func(mv render.HexMapView) bool {
		for h, c := range mv.Cells {
			if st.InSetupZone(first, h) && c.Highlight&render.Reachable == 0 {
				return false
			}
		}
		return true
	}
	in, err := b.Parse(view, first, like, "")
	if err == nil || in == nil || !zoneMarked(b.g.MapView(view, first, in)) {
		t.Fatalf("the empty field: %v %v", in, err)
	}
	if sheet := strings.Join(b.g.Sheet(view, first, like.At(), in, 40, 24), "\n"); strings.Contains(sheet, " to -1") || strings.Contains(sheet, like.Ship+" to ") {
		t.Fatalf("the sheet previews the empty field:\n%s", sheet)
	}
	example := sm.HexLabel(like.At()) + " " + like.Facing
	if !strings.Contains(err.Error(), "e.g. "+example) || !st.InSetupZone(first, like.At()) {
		t.Fatalf("the empty field's hint %q does not give %s", err, example)
	}
	if r := strings.Join(rulePage(view.(*sm.State), like).Lines, " "); !strings.Contains(r, `("`+example+`";`) {
		t.Fatalf("the rule page's example is not %s: %s", example, r)
	}
	if in, err = b.Parse(view, first, like, "15"); err == nil || in == nil || !zoneMarked(b.g.MapView(view, first, in)) {
		t.Fatalf("a hex half typed: %v %v", in, err)
	}
	wrong := map[engine.Player]string{0: "1510 S", 1: "1510 N"}[first]
	in, err = b.Parse(view, first, like, wrong)
	if err == nil || in == nil {
		t.Fatalf("%s outside the zone: %v %v", wrong, in, err)
	}
	mv := b.g.MapView(view, first, in)
	if c := mv.Cells[hexAt(15, 10)]; !zoneMarked(mv) || c.Highlight&render.Target == 0 || c.Text != "" {
		t.Fatalf("%s outside the zone: the zone marked %v, the hex %+v", wrong, zoneMarked(mv), c)
	}
}

// TestStarmadaSetUpWithObjectsByKeys plays the whole set-up of the
// "objects" scenario by keys at 80×24: the placer's objects typed as
// "CCRR KIND" (a hex in a set-up zone refused with its message), the
// other side's choice of edge from the list, every ship in the chosen
// zones, and the Orders Phase of turn 1.
func TestStarmadaSetUpWithObjectsByKeys(t *testing.T) {
	sess := session(t, "objects", false, 4, nil)
	d := startGame(t, cfg, sess, 80, 24)
	st := now(sess)
	placer := st.ObjectPlacer()
	if st.Task() != sm.TaskObjects || !st.Phase().Acting(placer) {
		t.Fatalf("the game does not open with the objects: %q %+v", st.Task(), st.Phase())
	}
	if s := d.Screen(); !strings.Contains(s, "Objects (2.1.2)") || !strings.Contains(s, "chooses its edge") {
		t.Fatalf("the screen does not tell the roll for the objects:\n%s", s)
	}
	// The action line reads as one phrase with its group's label: it read
	// "[a] Objects object 1 of 4".
	if s := d.Screen(); !strings.Contains(s, "Objects (1 of 4)") || strings.Contains(s, "Objects object") {
		t.Fatalf("the objects' action line:\n%s", s)
	}
	field := func(text string) {
		t.Helper()
		keys(d, "esc", "a")
		if d.Snap().Entry == nil {
			keys(d, "enter")
		}
		if d.Snap().Entry == nil {
			t.Fatalf("a did not open the object field:\n%s", d.Screen())
		}
		keys(d, "ctrl+u")
		typeText(d, text)
	}
	// A hex in a set-up zone: refused, with the reason.
	field("1503 p")
	if e := d.Snap().Entry; e.Err == nil || !strings.Contains(e.Err.Error(), "lies in a set-up zone") || !strings.Contains(d.Screen(), "set-up zone") {
		t.Fatalf("1503 was not refused: %v\n%s", e.Err, d.Screen())
	}
	// Refused, the typed hex keeps its × and the free hexes their marks,
	// with no object drawn where it may not go.
	if e := d.Snap().Entry; e.Intent != nil {
		mv := d.Snap().Board.(*starmadaBoard).g.MapView(now(sess), placer, e.Intent)
		if c := mv.Cells[hexAt(15, 3)]; c.Highlight&render.Target == 0 || c.Highlight&render.Blocked != 0 || mv.Cells[hexAt(15, 7)].Highlight&render.Reachable == 0 {
			t.Fatalf("1503 refused: the hex %+v; 1507 %+v", c, mv.Cells[hexAt(15, 7)])
		}
	} else {
		t.Fatal("1503 refused: the map lost its marks")
	}
	keys(d, "enter")
	if s := d.Snap(); s.Entry == nil || !s.StatusIsError || sess.Len() != 0 {
		t.Fatalf("enter placed an object in a zone:\n%s", d.Screen())
	}
	keys(d, "esc")
	for k, text := range []string{"1409 a", "1510 p", "0810 a", "2009 p"} {
		field(text)
		e := d.Snap().Entry
		if e.Err != nil {
			t.Fatalf("object %d, %s: %v", k, text, e.Err)
		}
		// The map marks the free hexes and the typed one.
		mv := d.Snap().Board.(*starmadaBoard).g.MapView(now(sess), placer, e.Intent)
		h, _ := sm.ParseHex(text[:4])
		if mv.Cells[h].Highlight&render.Target == 0 || mv.Cells[hexAt(15, 2)].Highlight&render.Reachable != 0 || mv.Cells[hexAt(15, 7)].Highlight&render.Reachable == 0 {
			t.Fatalf("%s: the map does not mark where objects may go", text)
		}
		keys(d, "enter")
		if s := d.Snap(); s.Entry != nil || s.StatusIsError {
			t.Fatalf("%s was not placed: %s\n%s", text, s.Status, d.Screen())
		}
	}
	st = now(sess)
	if n := len(st.Objects()); n != 4 || st.Objects()[1].Kind != "planet" || st.Task() != sm.TaskEdge {
		t.Fatalf("%d objects, task %q", n, st.Task())
	}
	// The other side chooses the south edge: g opens the list, down, enter.
	chooser := 1 - placer
	if !st.Phase().Acting(chooser) {
		t.Fatalf("%+v", st.Phase())
	}
	keys(d, "esc", "g")
	if d.Snap().Entry != nil {
		t.Fatal("the edge is typed")
	}
	if s := d.Screen(); !strings.Contains(s, "north (rows 00–04)") || !strings.Contains(s, "south (rows 15–19)") {
		t.Fatalf("the edges are not listed:\n%s", s)
	}
	keys(d, "down", "enter")
	st = now(sess)
	if st.Edge(chooser) != "south" || st.Edge(placer) != "north" || st.Task() != sm.TaskShips {
		t.Fatalf("edges %s, %s; task %q\n%s", st.Edge(0), st.Edge(1), st.Task(), d.Screen())
	}
	first := st.SetupFirst()
	placed := 0
	for side := range 2 {
		who := first
		if side == 1 {
			who = 1 - first
		}
		row := 2
		if st.Edge(who) == "south" {
			row = 17
		}
		for k := 0; now(sess).Phase().Name == sm.PhaseSetup && now(sess).Phase().Acting(who); k++ {
			if k > 20 {
				t.Fatal("the set-up does not end")
			}
			flight := len(now(sess).Waiting()) > 0 // the side's flights follow its ships (2.1.2)
			ship := placeField(t, d, sm.HexLabel(hexAt(6+3*(k%7), row+k/7)), true)
			if s := d.Snap(); s.Entry != nil || s.StatusIsError {
				t.Fatalf("%s was not placed: %s\n%s", ship, s.Status, d.Screen())
			}
			if !flight {
				placed++
			}
		}
	}
	st = now(sess)
	if ph := st.Phase(); ph.Name != sm.PhaseOrders || ph.Turn != 1 || placed != len(st.Ships()) || len(st.Objects()) != 4 {
		t.Fatalf("after %d placements: %+v\n%s", placed, ph, d.Screen())
	}
	log := logText(sess)
	for _, w := range []string{"places the objects", "places a planet at 1510", "sets up along the south edge", "sets up first"} {
		if !strings.Contains(log, w) {
			t.Fatalf("the log does not tell %q:\n%s", w, log)
		}
	}
}

// Under the list's cursor the orders line is the game's first listed
// intent ("0"), which the player has not written: the sheet says the
// orders are not yet written and previews nothing until the field is
// open; typed orders are previewed; esc goes back.
func TestStarmadaListedOrdersAreNotPreviewed(t *testing.T) {
	d := startGame(t, cfg, session(t, "duel", true, 1, nil), 80, 24)
	if in, ok := d.Snap().Hover.(sm.WriteOrders); !ok || in.Orders != "0" {
		t.Fatalf("the cursor is on %v:\n%s", d.Snap().Hover, d.Screen())
	}
	if s := d.Screen(); !strings.Contains(s, "Orders: not yet written") || strings.Contains(s, "Orders 0") || strings.Contains(s, "path") {
		t.Fatalf("the listed orders are previewed:\n%s", s)
	}
	keys(d, "o")
	typeText(d, "2")
	if s := d.Screen(); !strings.Contains(s, "Orders 2: 2/5 MP, to 1504 S") {
		t.Fatalf("the typed orders are not previewed:\n%s", s)
	}
	keys(d, "esc")
	if s := d.Screen(); !strings.Contains(s, "Orders: not yet written") || strings.Contains(s, "Orders 2") {
		t.Fatalf("after esc:\n%s", s)
	}
}

// TestStarmadaWhoHasOrdersStaysSecret: a ship without orders stands still
// when the orders are sealed (3.2), so which ships were given orders is
// part of the orders. Imperial writes orders for the Paladin only and
// seals; after the handoff Hegemony's log and sheets name none of its
// ships as having orders, and every Imperial sheet reads alike.
func TestStarmadaWhoHasOrdersStaysSecret(t *testing.T) {
	sess := session(t, "standard", false, 3, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "esc", "o", "enter")
	typeText(d, "2")
	keys(d, "enter")
	if s := d.Screen(); !strings.Contains(s, "Paladin: orders 2") {
		t.Fatalf("Imperial's own log does not describe its orders:\n%s", s)
	}
	submit(t, d)
	keys(d, "y") // two ships stand still: confirmed
	if !d.Snap().Handoff {
		t.Fatalf("no handoff:\n%s", d.Screen())
	}
	keys(d, "enter")
	// Not even a line per order: the count would tell how many ships stand
	// still (engine.Concealer); the seal stays.
	if s := d.Screen(); strings.Contains(s, "orders for") || !strings.Contains(s, "seal the orders") {
		t.Fatalf("Hegemony's log shows the orders written, or not the seal:\n%s", s)
	}
	st := d.Snap().Shown.(*sm.State)
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	for _, sh := range st.Ships() {
		if sh.Side != 0 {
			continue
		}
		got := strings.Join(g.ordersLines(st, 1, sh, nil, 40), " ")
		if got != "Orders: sealed (secret)" {
			t.Errorf("%s's sheet for Hegemony: %q", sh.Name, got)
		}
	}
	// The replay viewer (no viewer: the whole state) has nothing secret:
	// the Paladin's orders, the sealed ships without any standing still,
	// and Hegemony's not yet written (a play-test read "secret, not yet
	// sealed" there).
	full := d.Snap().Session.State().(*sm.State)
	for _, sh := range full.Ships() {
		want := "Orders: not yet written"
		switch {
		case sh.Side == 0 && sh.Name == "Paladin":
			want = "Orders: 2"
		case sh.Side == 0:
			want = "Orders: none (stands still)"
		}
		if got := strings.Join(g.ordersLines(full, engine.NoPlayer, sh, nil, 40), " "); got != want {
			t.Errorf("%s's sheet in the replay: %q, want %q", sh.Name, got, want)
		}
	}
}

// TestStarmadaResolveWithNothingDeclaredSaysWhy: v before any attack is
// declared says what the game says (declare the targets first, 4.1.1);
// it said "not possible now, in the Combat phase" in the Combat phase
// (found playing the duel solo at 80x24).
func TestStarmadaResolveWithNothingDeclaredSaysWhy(t *testing.T) {
	sess := session(t, "duel", true, 2, nil)
	d := startGame(t, cfg, sess, 80, 24)
	for i := 0; i < 500; i++ {
		if now(sess).Phase().Name == sm.PhaseCombat && legalKind(d, sm.KindTarget) && !legalKind(d, sm.KindResolve) {
			break
		}
		if sess.State().Outcome().Over {
			t.Fatal("the game ended before Imperial could declare an attack")
		}
		step(t, d)
	}
	if !legalKind(d, sm.KindTarget) {
		t.Fatalf("Imperial never came to declare:\n%s", d.Screen())
	}
	n := sess.Len()
	keys(d, "v")
	if snap := d.Snap(); sess.Len() != n || !snap.StatusIsError || !strings.Contains(snap.Status, "Admirable has declared no attack to resolve: declare its targets first (4.1.1)") {
		t.Fatalf("v with nothing declared: %q", snap.Status)
	}
}

// A flight's attack under the cursor shows, before the roll, what the game
// will roll (State.FlightOdds): its dice at 5+ (5.3.1) and what a
// penetration die must beat, the shields halved; the same text the game
// gives, not worked out again; a move without an attack shows none.
func TestStarmadaFlightOddsOnTheSheet(t *testing.T) {
	sess := session(t, "standard", false, 1, nil)
	var fly, move sm.Fly
	playTo(t, sess, func(s *sm.State) bool {
		if s.Phase().Name != sm.PhaseFighters {
			return false
		}
		who := s.Phase().Actors[0]
		fly, move = sm.Fly{}, sm.Fly{}
		for _, in := range s.Legal(who) {
			if f, ok := in.(sm.Fly); ok && !f.Craft.Satellite {
				if f.Target.IsZero() {
					move = f
				} else if !f.Target.Fighters {
					fly = f
				}
			}
		}
		return !fly.Target.IsZero() && move.Craft.Carrier != ""
	})
	st := now(sess)
	view := st.View(fly.By)
	o, err := view.(*sm.State).FlightOdds(fly)
	if err != nil {
		t.Fatal(err)
	}
	b := newStarmadaBoard(cfg)
	sheet := strings.Join(b.g.Sheet(view, fly.By, fly.At(), fly, 100, 40), " ")
	for _, want := range []string{fmt.Sprintf("To-Hit: %d dice at 5+", o.Dice), fmt.Sprintf("a die above %d penetrates", o.Shields), "(halved, rounded up, 5.3.1)"} {
		if !strings.Contains(sheet, want) {
			t.Errorf("the sheet does not say %q:\n%s", want, sheet)
		}
	}
	if sheet := strings.Join(b.g.Sheet(view, move.By, move.At(), move, 60, 40), " "); strings.Contains(sheet, "To-Hit:") {
		t.Errorf("a move without an attack shows odds:\n%s", sheet)
	}
}

// A declaration under the cursor shows, above the firer's record, what the
// game will roll (State.FireOdds): where the target lies, the To-Hit dice
// with each modifier and the number needed, the PEN dice against the
// shields and the DMG; at 80×24 it fits, and the rule page says it whole.
// The frame at 80×24 is kept (starmada_declare).
func TestStarmadaFireOddsOnTheSheet(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		sess := session(t, "standard", true, 2, nil)
		d := startGame(t, cfg, sess, sz[0], sz[1])
		for i := 0; i < 800 && !(now(sess).Phase().Name == sm.PhaseCombat && legalKind(d, sm.KindTarget)); i++ {
			step(t, d)
		}
		keys(d, hot(t, d, sm.KindTarget))
		in, ok := d.Snap().Hover.(sm.Target)
		if !ok {
			t.Fatalf("no declaration under the cursor:\n%s", d.Screen())
		}
		o, err := now(sess).View(in.By).(*sm.State).FireOdds(in)
		if err != nil {
			t.Fatal(err)
		}
		screen := d.Screen()
		// The sheet's column read on its own, its lines joined: a line it
		// wraps is read whole, not with the map's row between its parts.
		col := -1
		for _, l := range strings.Split(screen, "\n") {
			if i := strings.Index(l, engine.Count(o.Range, "hex", "hexes")+", arc"); i >= 0 {
				col = len([]rune(l[:i]))
			}
		}
		var sheet []string
		for _, l := range strings.Split(screen, "\n") {
			if r := []rune(l); col >= 0 && len(r) > col {
				sheet = append(sheet, string(r[col:]))
			}
		}
		flat := strings.Join(strings.Fields(strings.Join(sheet, " ")), " ")
		want := []string{fmt.Sprintf("%s, arc", engine.Count(o.Range, "hex", "hexes")), fmt.Sprintf("To-Hit %dd6 at %d+", o.Dice, o.ToHit)}
		if len(o.Mods) > 0 {
			want = append(want, fmt.Sprintf("%d+ rolled", o.Face)) // what a die shows, before the modifiers the log's "needs" holds it to
		}
		if !o.AtCraft {
			want = append(want, fmt.Sprintf("PEN %d a hit", o.PEN), fmt.Sprintf("DMG %d each", o.DMG))
		}
		for _, w := range want {
			if !strings.Contains(flat, w) {
				t.Errorf("%dx%d: the sheet does not say %q:\n%s", sz[0], sz[1], w, screen)
			}
		}
		fits(t, d, sz[0], sz[1], false, "declaring")
		rule := strings.Join(rulePage(now(sess).View(in.By).(*sm.State), in).Lines, " ")
		if !strings.Contains(rule, "This attack: the target is") || !strings.Contains(rule, fmt.Sprintf("To-Hit %dd6", o.Dice)) {
			t.Errorf("the rule page has no odds:\n%s", rule)
		}
		if sz[0] == 80 {
			tuitest.Golden(t, "starmada_declare", belowHeader(screen)+"\n")
		}
	}
}

// 4.1.1: the player says which weapons fire at each target, so a battery
// may be split between targets or fire only in part. The declarations'
// list has, beside each whole battery at each target, one line for the
// battery's chosen weapons, a field read as "N,N TARGET"; a weapon chosen
// there by keys is declared alone, and the rest of the battery may still
// declare.
func TestStarmadaSplitBatteryByKeys(t *testing.T) {
	sess := session(t, "duel", true, 2, nil)
	d := startGame(t, cfg, sess, 100, 30)
	var single sm.Target
	for i := 0; i < 500 && single.Ship == ""; i++ {
		if now(sess).Phase().Name == sm.PhaseCombat && legalKind(d, sm.KindTarget) {
			for _, in := range sess.Legal(d.Snap().Viewer) {
				if x, ok := in.(sm.Target); ok && len(x.Mounts) == 1 {
					single = x
					break
				}
			}
			if single.Ship != "" {
				break
			}
		}
		if sess.State().Outcome().Over {
			t.Fatal("the game ended before a battery could be split")
		}
		step(t, d)
	}
	if single.Ship == "" {
		t.Fatalf("no single weapon was ever offered:\n%s", d.Screen())
	}
	whole := single
	whole.Mounts = nil
	before, err := now(sess).Weapons(whole)
	if err != nil || len(before) < 2 {
		t.Fatalf("the whole battery %v commits %v (%v)", whole, before, err)
	}
	if l := d.Snap().Board.Item(single); !strings.Contains(l, "chosen weapons") {
		t.Errorf("the battery's field is listed as %q", l)
	}
	// A weapon that is not the battery's is refused in the field's words.
	keys(d, "esc", hot(t, d, sm.KindTarget))
	for k := 0; k < 100 && !sameUnit(d.Snap().Hover, single); k++ {
		keys(d, "down")
	}
	keys(d, "enter")
	e := d.Snap().Entry
	if e == nil || !strings.Contains(e.Prompt, "Weapons of "+single.Ship) {
		t.Fatalf("enter on the battery's line opened %+v:\n%s", e, d.Screen())
	}
	// The record draws the weapons as their arcs alone: the prompt numbers
	// them ("1 AB, 2 AC, …"), so that the player need not count them off.
	sh, _ := now(sess).Ship(single.Ship)
	for _, b := range sh.Batteries {
		if b.Letter != single.Battery[0] {
			continue
		}
		for i, m := range b.Mounts {
			if want := fmt.Sprintf("%d %s", i+1, m); !strings.Contains(e.Prompt, want) {
				t.Errorf("the prompt %q does not number weapon %q", e.Prompt, want)
			}
		}
	}
	// tab completes a set of weapons as it completes one ("1,3 Le").
	target := flyTargetText(single.Target)
	set := fmt.Sprintf("%d,%d ", before[0]+1, before[1]+1)
	keys(d, "ctrl+u")
	typeText(d, set+target[:min(2, len(target))])
	keys(d, "tab")
	if e := d.Snap().Entry; e == nil || e.Text != set+target || e.Err != nil {
		t.Fatalf("tab on %q: %+v, want %q", set+target[:min(2, len(target))], e, set+target)
	}
	keys(d, "ctrl+u")
	typeText(d, "99 "+flyTargetText(single.Target))
	if e := d.Snap().Entry; e == nil || e.Err == nil || !strings.Contains(e.Err.Error(), "no weapon 99") {
		t.Fatalf("weapon 99: %+v", e)
	}
	keys(d, "esc")
	choose(t, d, single)
	var declared []int
	for _, dc := range now(sess).Declared() {
		if dc.Ship == single.Ship && dc.Battery == single.Battery[0] {
			declared = append(declared, dc.Mounts...)
		}
	}
	if !slices.Equal(declared, single.Mounts) {
		t.Fatalf("declared %v, want the single weapon %v", declared, single.Mounts)
	}
	after, err := now(sess).Weapons(whole)
	if err != nil || len(after) != len(before)-1 {
		t.Fatalf("the rest of the battery: %v (%v), want %d weapons", after, err, len(before)-1)
	}
}

// TestStarmadaLaunchByKeys: in the End Phase the owner of a ship with
// battle satellites chooses how many it launches, none up to three (C.5),
// from a list of one line per count under c; the choice is made by keys
// and the sheet and log follow. (The screens' standard battle is the
// rules-5 one, whose Paladin carries three.)
func TestStarmadaLaunchByKeys(t *testing.T) {
	sess := session(t, "standard", false, 3, nil)
	d := startGame(t, cfg, sess, 100, 30)
	for i := 0; i < 800 && !(now(sess).Phase().Name == sm.PhaseEnd && legalKind(d, sm.KindLaunch)); i++ {
		if sess.State().Outcome().Over {
			t.Fatal("the game ended before a launch was asked")
		}
		step(t, d)
	}
	side, ship, limit, ok := now(sess).Launching()
	if !ok || limit != 3 || side != d.Snap().Viewer {
		t.Fatalf("launch asked: %v %q %d %v\n%s", side, ship, limit, ok, d.Screen())
	}
	keys(d, "esc", hot(t, d, sm.KindLaunch))
	screen := d.Screen()
	for _, want := range []string{ship + ": launch none, keep 3", ship + ": launch 2, keep 1", ship + ": launch 3, keep 0"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the list lacks %q:\n%s", want, screen)
		}
	}
	// The rule page of the line under the cursor says C.5's limit, the
	// one the game asks within.
	pages := rulePage(now(sess), sm.Launch{By: side, Ship: ship, Count: 1})
	if !strings.Contains(strings.Join(pages.Lines, " "), fmt.Sprintf("up to %d of the satellites it carries, as many as its owner chooses", limit)) {
		t.Errorf("the rule page: %v", pages.Lines)
	}
	before := len(now(sess).Craft())
	choose(t, d, sm.Launch{By: side, Ship: ship, Count: 1})
	sh, _ := now(sess).Ship(ship)
	if sh.SatellitesLeft != 2 || len(now(sess).Craft()) != before+1 {
		t.Fatalf("after launching 1: %d left, craft %d -> %d\n%s", sh.SatellitesLeft, before, len(now(sess).Craft()), d.Screen())
	}
	if log := d.Screen(); !strings.Contains(log, "launches 1 battle satellite (2 left)") {
		t.Errorf("the log does not show the launch:\n%s", log)
	}
}

// TestStarmadaDamageChoiceCountsFighters: when fighters shot down come from
// a stack its owner splits among its flights (5.2.1), the panel beside the
// map says how many are still to go, as it does for a ship's weapons
// (4.2.3), above a ship's record in the same hex that would push it off
// an 80x24 screen; the list's count is of its lines, not of the losses.
func TestStarmadaDamageChoiceCountsFighters(t *testing.T) {
	s, seed, ok := firstChoosing(t, func(what string) bool { return strings.HasPrefix(what, "the craft in ") })
	if !ok {
		t.Fatal("no fighters to lose by choice in 40 games")
	}
	side, what, left, _ := s.Choosing()
	h := hexAt(0, 0)
	for _, c := range s.Craft() {
		if c.Fighters > 0 && c.Side == side && what == "the craft in "+sm.HexLabel(c.Hex) {
			h = c.Hex
		}
	}
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	lines := strings.Join(g.Sheet(s, side, h, nil, 44, 14), "\n")
	want := fmt.Sprintf("Damage: %s chooses the flights here that lose %s (5.2.1)", s.Name(side), engine.Count(left, "fighter", "fighters"))
	if !strings.Contains(strings.Join(strings.Fields(lines), " "), want) {
		t.Fatalf("seed %d: the panel of %s does not say %q:\n%s", seed, sm.HexLabel(h), want, lines)
	}
}

// firstChoosing plays scripted games of the standard battle, seeds 1 to
// 40, to the first position where a defender chooses what a hit takes
// (s.Choosing) and match accepts what is chosen among, and returns it
// with its seed.
func firstChoosing(t *testing.T, match func(what string) bool) (*sm.State, uint64, bool) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		sess := session(t, "standard", false, seed, nil)
		for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
			if _, what, _, ok := now(sess).Choosing(); ok && match(what) {
				return now(sess), seed, true
			}
			scriptedStep(t, sess)
		}
	}
	return nil, 0, false
}

// leviathanInOrders is the build scenario with a Leviathan in the second
// fleet, played to the first Orders Phase.
func leviathanInOrders(t *testing.T) *sm.State {
	t.Helper()
	sess := session(t, "build", false, 1, nil)
	for _, in := range []engine.Intent{sm.AddShip{By: 1, Class: "Leviathan"}, sm.Ready{By: 1}} {
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	playTo(t, sess, func(s *sm.State) bool { return s.Phase().Name == sm.PhaseOrders })
	s := now(sess)
	return s
}

// TestStarmadaSheetSaysWhatIsCut: a record too long for the panel beside
// the map says how many lines it leaves out and where they are. At 80×24
// the Leviathan's equipment (its battle satellites left, C.5), damage
// chart and orders fell off the panel without a word.
func TestStarmadaSheetSaysWhatIsCut(t *testing.T) {
	s := leviathanInOrders(t)
	var lev sm.ShipInfo
	for _, sh := range s.Ships() {
		if sh.Class == "Leviathan" {
			lev = sh
		}
	}
	if lev.Name == "" {
		t.Fatal("no Leviathan")
	}
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	whole := g.Sheet(s, 1, lev.Hex, nil, 30, 200)
	cut := g.Sheet(s, 1, lev.Hex, nil, 30, 14)
	if len(whole) <= 14 {
		t.Fatalf("the Leviathan's panel fits 14 rows; the test needs one that does not:\n%s", strings.Join(whole, "\n"))
	}
	if len(cut) != 14 {
		t.Fatalf("%d rows for 14:\n%s", len(cut), strings.Join(cut, "\n"))
	}
	// The record and the notes of the hex, without the legend below them
	// (the VPs and the ids), which a short panel leaves out anyway.
	content := len(whole)
	for i, l := range whole {
		if strings.HasPrefix(tuitest.Plain(l), "VP ") {
			content = i
			break
		}
	}
	want := fmt.Sprintf("… %d more lines", content-13)
	if last := tuitest.Plain(cut[13]); !strings.HasPrefix(last, want) || !strings.Contains(last, "U, enter") {
		t.Fatalf("the last row reads %q, want %q and where to see them", last, want)
	}
	if strings.Contains(strings.Join(whole, "\n"), "more lines") {
		t.Fatalf("a panel that holds it all says something is cut:\n%s", strings.Join(whole, "\n"))
	}
	// The unit list's sheet (U, enter) has the screen's 80 columns and the
	// board's 14 rows at 80×24: there the whole record fits, its
	// abilities beside their weapons; it had three batteries of three
	// lines each and lost its equipment and damage chart off the bottom.
	full := strings.Join(g.Sheet(s, 1, lev.Hex, nil, 80, 14), "\n")
	for _, w := range []string{"SAT 3", "1-6 " + lev.Chart.String(), "Orders:"} {
		if !strings.Contains(full, w) {
			t.Errorf("the unit list's sheet at 80×24 does not show %q:\n%s", w, full)
		}
	}
	if strings.Contains(full, "more lines") {
		t.Errorf("the unit list's sheet at 80×24 is cut:\n%s", full)
	}
}

// TestStarmadaDamageChoiceOnTopOfTheRecord: in the Damage step the line
// that says what the defender chooses comes first on the ship's panel,
// above its record, as a stack's does: a big ship's record pushed it off
// the panel beside the map at 80×24, where the list names only the
// choices.
func TestStarmadaDamageChoiceOnTopOfTheRecord(t *testing.T) {
	s, seed, ok := firstChoosing(t, func(what string) bool { return !strings.HasPrefix(what, "the craft in ") })
	if !ok {
		t.Fatal("no weapon or item to lose by choice in 40 games")
	}
	side, what, _, _ := s.Choosing()
	for _, sh := range s.Ships() {
		if !strings.HasPrefix(what, sh.Name+"'s ") {
			continue
		}
		g := &smGame{theme: render.NewTheme(false, false), actW: 34}
		lines := g.Sheet(s, side, sh.Hex, nil, 30, 4)
		if !strings.HasPrefix(tuitest.Plain(lines[0]), "Damage: "+s.Name(side)+" chooses") {
			t.Fatalf("seed %d: the panel of %s opens with %q, not the choice:\n%s", seed, sh.Name, tuitest.Plain(lines[0]), strings.Join(lines, "\n"))
		}
		return
	}
	t.Fatalf("no ship for %q", what)
}

// TestStarmadaWholeSheetUncut: the unit list's sheet (U, enter) is the
// Leviathan's whole record however short the board, which the map board
// scrolls (tui.WholeSheet); a board of 8 rows cut it with "… N more lines
// (a taller terminal shows them)".
func TestStarmadaWholeSheetUncut(t *testing.T) {
	s := leviathanInOrders(t)
	g := &smGame{theme: render.NewTheme(false, false), actW: 34}
	for _, sh := range s.Ships() {
		whole := g.WholeSheet(s, 1, sh.Hex, nil, 80, 8)
		text := tuitest.Plain(strings.Join(whole, "\n"))
		if len(whole) <= 8 || strings.Contains(text, "more lines") || !strings.Contains(text, "Orders:") {
			t.Errorf("the %s's whole sheet, %d lines for a board of 8:\n%s", sh.Name, len(whole), text)
		}
	}
}
