//go:build pendingmove

package starmada

import (
	"fmt"
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

func smSession(t testing.TB, solo bool, seed uint64) *engine.Session {
	g := sm.Game{}
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	if solo {
		ps[1] = engine.PlayerSlot{Side: ps[1].Side, Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// smHas reports whether the action list has a group with hotkey k.
func smHas(p *play, k string) bool {
	for _, g := range p.actions.groups {
		if g.hotkey == k {
			return true
		}
	}
	return false
}

// smKeys types keys like driver.keys, but drops the commands returned
// while the text field is open: they are the cursor's blink, which the
// synchronous driver would wait for.
func smKeys(d *driver, ks ...string) {
	for _, k := range ks {
		_, cmd := d.a.Update(keyMsg(k))
		if p, ok := d.a.cur.(*play); ok && p.entry != nil {
			cmd = nil
		}
		d.run(cmd)
		if p, ok := d.a.cur.(*play); ok {
			p.aiDelay = 0
		}
	}
}

func tabKey() tea.KeyPressMsg { return tea.KeyPressMsg{Code: tea.KeyTab} }

func tabSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

func smNow(sess *engine.Session) *sm.State { return sess.State().(*sm.State) }

// smOrders types orders for every ship of the side at the keyboard that
// has none yet: o opens the list of ships (or, with one left, the field),
// the text is typed and enter gives it. orders maps a ship to its text;
// others get "1".
func smOrders(t *testing.T, d *driver, orders map[string]string) {
	t.Helper()
	p := d.play()
	for i := 0; i < 10; i++ {
		if !smHas(p, "o") {
			return
		}
		smKeys(d, "o")
		if p.entry == nil {
			smKeys(d, "enter")
		}
		if p.entry == nil {
			t.Fatalf("o and enter did not open the orders field:\n%s", d.screen())
		}
		ship := p.entry.like.(sm.WriteOrders).Ship
		text, ok := orders[ship]
		if !ok {
			text = "1"
			if sh, found := smState(p.shown).Ship(ship); found && sh.MP < 1 {
				text = "0"
			}
		}
		for _, r := range text {
			smKeys(d, string(r))
		}
		if p.entry.err != nil {
			t.Fatalf("orders %q for %s: %v", text, ship, p.entry.err)
		}
		smKeys(d, "enter")
		if p.entry != nil || p.isErr {
			t.Fatalf("orders %q for %s were not given: %s\n%s", text, ship, p.status, d.screen())
		}
	}
}

// smStep plays one sensible key sequence for whatever the screen asks:
// hand over, write and submit orders, fly or pick a flight, declare one
// target or fire.
func smStep(t *testing.T, d *driver) {
	t.Helper()
	p := d.play()
	if p.handoff != engine.NoPlayer {
		smKeys(d, "enter")
		return
	}
	has := func(k string) bool { return smHas(p, k) }
	switch {
	case has("o"):
		smOrders(t, d, nil)
	case has("d"):
		smKeys(d, "d")
		if p.actions.open {
			smKeys(d, "enter")
		}
	case has("s"):
		smKeys(d, "s")
	case has("f"):
		smKeys(d, "f")
		if p.actions.open {
			smKeys(d, "enter")
		}
		smFly(t, d)
	case has("p"):
		smKeys(d, "p")
		if p.actions.open {
			smKeys(d, "enter")
		}
	case has("t") && len(smNow(p.sess).Declared()) < 6:
		smKeys(d, "t")
		if p.actions.open {
			smKeys(d, "enter")
		}
	case has("x"):
		smKeys(d, "x")
	case has("t"):
		smKeys(d, "t")
		if p.actions.open {
			smKeys(d, "enter")
		}
	}
}

// TestStarmadaOrdersStaySecret writes Imperial's orders hotseat and checks
// that neither the handoff screen nor Hegemony's screen shows any of them.
func TestStarmadaOrdersStaySecret(t *testing.T) {
	sess := smSession(t, false, 3)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	// Orders with two maneuvers: never among the options the screen lists.
	secret := map[string]string{"Paladin": "P1S1", "Admirable": "1P1S1", "Lancer": "2R1L"}
	smOrders(t, d, secret)
	s := d.screen()
	for ship, o := range secret {
		if !strings.Contains(s, o) {
			t.Logf("Imperial's own screen does not show %s's orders %s (it may have scrolled)", ship, o)
		}
	}
	smKeys(d, "s")
	s = d.screen()
	if !strings.Contains(s, "Pass the terminal to Hegemony") {
		t.Fatalf("no handoff after Imperial submitted:\n%s", s)
	}
	check := func(when string) {
		t.Helper()
		s := d.screen()
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
	smKeys(d, "enter")
	check("Hegemony's orders phase")
	if s := d.screen(); !strings.Contains(s, "Hegemony: your move") {
		t.Fatalf("Hegemony is not at the keyboard:\n%s", s)
	}
	// Inspect every unit (tab) and open the orders field: still nothing.
	for i := 0; i < 10; i++ {
		d.msg(keyMsg("x")) // not a key of this phase: nothing happens
		d.a.Update(tabKey())
		check("inspecting with tab")
	}
	smKeys(d, "esc", "o", "enter", "2")
	check("writing Hegemony's orders")
	// Every frame the board can draw for Hegemony, whatever the hover.
	p := d.play()
	for _, in := range p.shown.Legal(p.viewer) {
		lines := p.board.Draw(p.shown, p.viewer, in, 80, 15)
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
	sess := smSession(t, false, 5)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	smOrders(t, d, map[string]string{"Paladin": "3", "Admirable": "2P2", "Lancer": "4S2"})
	smKeys(d, "s")
	if !strings.Contains(d.screen(), "Pass the terminal to Hegemony") {
		t.Fatalf("no handoff:\n%s", d.screen())
	}
	smKeys(d, "enter")
	smOrders(t, d, map[string]string{"Hive": "3", "Mantis": "2", "Hornet 1": "3P1", "Wasp": "5", "Hornet 2": "2S2"})
	smKeys(d, "s")
	st := smNow(sess)
	if st.Phase().Name == sm.PhaseOrders {
		t.Fatalf("the orders were not carried out:\n%s", d.screen())
	}
	if !strings.Contains(strings.Join(logTexts(d.play()), "\n"), "Admirable 2P2: to") {
		t.Fatalf("the movement is not in the log:\n%s", d.screen())
	}
	sawFighters, sawCombat, declared, fired := false, false, false, false
	for i := 0; i < 300 && smNow(sess).Turn() == 1 && !sess.State().Outcome().Over; i++ {
		switch smNow(sess).Phase().Name {
		case sm.PhaseFighters:
			sawFighters = true
		case sm.PhaseCombat:
			sawCombat = true
		}
		n := sess.Len()
		smStep(t, d)
		if sess.Len() > n {
			switch sess.Records()[n].Intent.(type) {
			case sm.Target:
				declared = true
			case sm.Fire:
				fired = true
			}
		}
	}
	st = smNow(sess)
	if st.Turn() != 2 || st.Phase().Name != sm.PhaseOrders {
		t.Fatalf("turn 2's orders were not reached (turn %d, %s):\n%s", st.Turn(), st.Phase().Name, d.screen())
	}
	if !sawFighters || !sawCombat || !fired {
		t.Fatalf("fighters %v, combat %v, fire %v", sawFighters, sawCombat, fired)
	}
	t.Logf("declared a target: %v; %d intents", declared, sess.Len())
	if s := d.screen(); !strings.Contains(s, "Turn 2") {
		t.Fatalf("the header does not say turn 2:\n%s", s)
	}
}

func logTexts(p *play) []string {
	var out []string
	for _, l := range p.log {
		out = append(out, l.text)
	}
	return out
}

// TestStarmadaSoloGame plays against the scripted opponent to the end.
func TestStarmadaSoloGame(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game")
	}
	sess := smSession(t, true, 11)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
		smStep(t, d)
	}
	if !sess.State().Outcome().Over {
		t.Fatalf("the game did not end (turn %d):\n%s", smNow(sess).Turn(), d.screen())
	}
	s := d.screen()
	if !strings.Contains(s, "Game over") {
		t.Fatalf("no game-over panel:\n%s", s)
	}
	acted := false
	for _, r := range sess.Records() {
		if r.Intent.Actor() == 1 {
			acted = true
		}
	}
	if !acted {
		t.Fatal("the scripted opponent never acted")
	}
	t.Logf("%s after %d intents", sess.State().Outcome().Reason, sess.Len())
}

// TestStarmadaScreenFits draws the screen at 80×24 and 120×40 in every
// phase of a turn: no line wider than the terminal.
func TestStarmadaScreenFits(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		sess := smSession(t, false, 5)
		d := newDriver(t, Config{}, newPlay(Config{}, sess), size[0], size[1])
		fits := func(when string) {
			t.Helper()
			lines := strings.Split(d.screen(), "\n")
			if len(lines) != size[1] {
				t.Errorf("%dx%d %s: %d lines", size[0], size[1], when, len(lines))
			}
			for i, l := range lines {
				if n := Width(l); n > size[0] {
					t.Errorf("%dx%d %s: line %d is %d wide: %q", size[0], size[1], when, i, n, l)
				}
			}
		}
		fits("start")
		smKeys(d, "o", "enter", "3", "P")
		fits("typing orders")
		smKeys(d, "esc")
		for i := 0; i < 200 && smNow(sess).Turn() < 3; i++ {
			smStep(t, d)
			fits(smNow(sess).Phase().Name)
			// Hover every item of an open group once.
			if p := d.play(); p.actions.open {
				for range p.actions.groups[p.actions.g].intents {
					smKeys(d, "down")
					fits("hovering " + smNow(sess).Phase().Name)
				}
			}
		}
	}
}

// TestStarmadaASCII plays a turn with --ascii: nothing but ASCII on screen.
func TestStarmadaASCII(t *testing.T) {
	cfg := Config{ASCII: true}
	sess := smSession(t, false, 5)
	d := newDriver(t, cfg, newPlay(cfg, sess), 80, 24)
	for i := 0; i < 80 && smNow(sess).Turn() < 2; i++ {
		smStep(t, d)
		if p := d.play(); p.actions.open {
			smKeys(d, "down")
		}
		for _, r := range d.screen() {
			if r > 126 {
				t.Fatalf("%q on the ASCII screen:\n%s", r, d.screen())
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

// TestStarmadaHotkeysAreFree checks the board's hotkeys against the keys
// the game screen keeps for itself (as board_test.go's TestHotkeysAreFree
// does for the boards it lists) and against each other.
func TestStarmadaHotkeysAreFree(t *testing.T) {
	taken := []key.Binding{KeyUp, KeyDown, KeyEnter, KeyBack, KeyHelp, KeyQuit, KeyUndo, KeyLogUp, KeyLogDn,
		KeyNextUnit, KeyPrevUnit, KeyFollow}
	g := &smGame{}
	seen := map[string]string{}
	for _, kind := range []string{sm.KindOrders, sm.KindSubmit, sm.KindFly, sm.KindPick, sm.KindTarget, sm.KindFire, sm.KindLose, sm.KindPlace, sm.KindObject, sm.KindEdge} {
		label, hot := g.Group(kind)
		if hot == "" {
			t.Errorf("%q (%s) has no hotkey", kind, label)
			continue
		}
		for _, k := range taken {
			for _, used := range k.Keys() {
				if used == hot {
					t.Errorf("%q (%s) uses %q, which is %s", kind, label, hot, k.Help().Desc)
				}
			}
		}
		if other, dup := seen[hot]; dup {
			t.Errorf("%q and %q share the key %q", kind, other, hot)
		}
		seen[hot] = kind
	}
	if len(seen) != len(smGroups) {
		t.Errorf("smGroups has %d kinds, the test knows %d", len(smGroups), len(seen))
	}
}

// TestStarmadaDamageChoice plays hotseat until a defender must choose what
// a hit takes (4.2.3, 5.2.1): the screen names the step, lists the choices
// under "Lose" with their arcs or fighters, and d takes one.
func TestStarmadaDamageChoice(t *testing.T) {
	sess := smSession(t, false, 5)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	for i := 0; i < 3000 && !sess.State().Outcome().Over; i++ {
		p := d.play()
		if p.handoff == engine.NoPlayer && smNow(sess).Phase().Name == sm.PhaseDamage && smHas(p, "d") {
			s := d.screen()
			if !strings.Contains(s, "Lose") {
				t.Fatalf("the Damage step shows no Lose group:\n%s", s)
			}
			n := sess.Len()
			smKeys(d, "d")
			if p.actions.open {
				label := p.board.Item(p.actions.groups[p.actions.g].intents[0])
				if !strings.Contains(label, "arcs") && !strings.Contains(label, "fighter") && !strings.Contains(label, ": ") && !strings.Contains(label, "satellite") {
					t.Fatalf("choice label %q", label)
				}
				smKeys(d, "enter")
			}
			if sess.Len() != n+1 || sess.Records()[n].Intent.Kind() != sm.KindLose {
				t.Fatalf("d did not take a loss:\n%s", d.screen())
			}
			return
		}
		smStep(t, d)
	}
	t.Fatal("no Damage step in a whole game")
}

func BenchmarkStarmadaFrame80x24(b *testing.B) {
	sess := smSession(b, false, 5)
	p := newPlay(Config{}, sess)
	a := newApp(Config{}, p)
	a.Update(tabSize(80, 24))
	// Move to the Combat Phase with a declaration under the cursor.
	opp := [2]engine.Opponent{sm.Scripted{}, sm.Scripted{}}
	for i := 0; i < 200 && smNow(sess).Phase().Name != sm.PhaseCombat; i++ {
		who := sess.State().Phase().Actors[0]
		in, err := opp[who].Choose(sess.State().View(who), who)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			b.Fatal(err)
		}
	}
	p.viewer = sess.State().Phase().Actors[0]
	p.handoff = engine.NoPlayer
	p.afterChange()
	p.actions.hotkey("t")
	p.actions.open = true
	b.ResetTimer()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = a.View()
	}
}

// smSetupSession is a hotseat game of the shipped "setup" scenario, whose
// ships the players place (2.1.2).
func smSetupSession(t testing.TB, seed uint64) *engine.Session {
	g := sm.Game{}
	sc, err := games.LoadScenario(g, "setup")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// smPlace opens the set-up field of the next ship (e, and enter when the
// list of ships opens), types text and, when give is set, presses enter.
func smPlace(t *testing.T, d *driver, text string, give bool) string {
	t.Helper()
	p := d.play()
	smKeys(d, "e")
	if p.entry == nil {
		smKeys(d, "enter")
	}
	if p.entry == nil {
		t.Fatalf("e and enter did not open the set-up field:\n%s", d.screen())
	}
	ship := p.entry.like.(sm.Place).Ship
	for _, r := range text {
		smKeys(d, string(r))
	}
	if give {
		smKeys(d, "enter")
	}
	return ship
}

// TestStarmadaSetUpByKeys places every ship of both sides by keys at
// 80×24: the lower roll's side first, a hex outside the zone refused with
// the rule it breaks, the zone and the typed hex on the map, no handoff
// (set-up is open), and the Orders Phase of turn 1 at the end.
func TestStarmadaSetUpByKeys(t *testing.T) {
	sess := smSetupSession(t, 4)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	st := smNow(sess)
	first := st.SetupFirst()
	if st.Phase().Name != sm.PhaseSetup || !st.Phase().Acting(first) {
		t.Fatalf("the game does not open with %d's set-up: %+v", first, st.Phase())
	}
	if s := d.screen(); !strings.Contains(s, "Set-up (2.1.2)") || !strings.Contains(s, "sets up first") {
		t.Fatalf("the screen does not tell the set-up roll:\n%s", s)
	}
	// A hex in the other side's zone: refused, and the status names 2.1.2.
	wrong := map[engine.Player]string{0: "1517 N", 1: "1502 S"}[first]
	smPlace(t, d, wrong, false)
	p := d.play()
	if p.entry.err == nil || !strings.Contains(p.entry.err.Error(), "outside") || !strings.Contains(d.screen(), "(2.1.2)") {
		t.Fatalf("%s was not refused with its rule: %v\n%s", wrong, p.entry.err, d.screen())
	}
	smKeys(d, "enter")
	if p.entry == nil || !p.isErr || sess.Len() != 0 {
		t.Fatalf("enter gave a placement outside the zone:\n%s", d.screen())
	}
	smKeys(d, "esc")
	// Every ship: the side that rolled lower, then the other, each ship
	// three columns further along the middle row of its zone.
	placed := 0
	for side := range 2 {
		who := first
		if side == 1 {
			who = 1 - first
		}
		row := map[engine.Player]int{0: 2, 1: 17}[who]
		for k := 0; smNow(sess).Phase().Name == sm.PhaseSetup && smNow(sess).Phase().Acting(who); k++ {
			if k > 10 {
				t.Fatal("the set-up does not end")
			}
			if p := d.play(); p.handoff != engine.NoPlayer {
				t.Fatalf("a handoff during the open set-up:\n%s", d.screen())
			}
			text := hexLabel(hexAt(6+3*k, row))
			ship := smPlace(t, d, text, false)
			// The typed hex is on the map with the ship's id, the zone too.
			if s := d.screen(); !strings.Contains(s, ship+" to "+text+" facing") {
				t.Fatalf("the sheet does not preview %s at %s:\n%s", ship, text, s)
			}
			smKeys(d, "enter")
			if p := d.play(); p.entry != nil || p.isErr {
				t.Fatalf("%s at %s was not placed: %s\n%s", ship, text, p.status, d.screen())
			}
			sh, _ := smNow(sess).Ship(ship)
			if sh.Unplaced || hexLabel(sh.Hex) != text || sh.Facing != smNow(sess).TowardEnemy(who) {
				t.Fatalf("%s is at %s facing %s", ship, hexLabel(sh.Hex), sh.Facing)
			}
			placed++
		}
	}
	st = smNow(sess)
	if ph := st.Phase(); ph.Name != sm.PhaseOrders || ph.Turn != 1 || placed != len(st.Ships()) {
		t.Fatalf("after %d placements: %+v\n%s", placed, ph, d.screen())
	}
	if !smHas(d.play(), "o") {
		t.Fatalf("no orders to write after the set-up:\n%s", d.screen())
	}
	if !strings.Contains(strings.Join(logTexts(d.play()), "\n"), "rolled lower and sets up first") {
		t.Fatalf("the log does not tell the roll:\n%s", strings.Join(logTexts(d.play()), "\n"))
	}
}

// TestStarmadaSetUpMap draws the map while a placement is typed: the
// zone is marked and the ship stands in the typed hex.
func TestStarmadaSetUpMap(t *testing.T) {
	sess := smSetupSession(t, 4)
	st := smNow(sess)
	first := st.SetupFirst()
	b := newStarmadaBoard(Config{})
	b.Draw(st.View(first), first, nil, 80, 15) // remembers the state
	like := st.Legal(first)[0].(sm.Place)
	c0, c1, r0, r1 := st.SetupZone(first)
	text := fmt.Sprintf("%02d%02d", (c0+c1)/2, (r0+r1)/2)
	in, err := b.Parse(st.View(first), first, like, text)
	if err != nil {
		t.Fatal(err)
	}
	mv := b.g.MapView(st.View(first), first, in)
	to := hexAt((c0+c1)/2, (r0+r1)/2)
	if mv.Cells[to].Highlight&render.Target == 0 || mv.Cells[to].Text == "" || mv.Cells[to].Facing != st.TowardEnemy(first) {
		t.Fatalf("the typed hex: %+v", mv.Cells[to])
	}
	n := 0
	for h, c := range mv.Cells {
		if c.Highlight&render.Reachable != 0 {
			if !st.InSetupZone(first, h) {
				t.Fatalf("%s is marked but outside the zone", hexLabel(h))
			}
			n++
		}
	}
	if n != (c1-c0+1)*(r1-r0+1) {
		t.Fatalf("%d hexes of the zone marked", n)
	}
	if _, err := b.Parse(st.View(first), first, like, text+" E"); err == nil || !strings.Contains(err.Error(), "hexsides") {
		t.Fatalf("a facing E: %v", err)
	}
	if _, _, _, ok := b.Typable(st.View(first), like); !ok {
		t.Fatal("placements are not typed")
	}
}

func hexAt(c, r int) hex.Hex { return hex.FromOffset(c, r) }

// smObjectsSession is a hotseat game of the shipped "objects" scenario:
// one side places the objects, the other chooses its edge (2.1.2).
func smObjectsSession(t testing.TB, seed uint64) *engine.Session {
	g := sm.Game{}
	sc, err := games.LoadScenario(g, "objects")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, seed, ps)
	if err != nil {
		t.Fatal(err)
	}
	return sess
}

// TestStarmadaSetUpWithObjectsByKeys plays the whole set-up of the
// "objects" scenario by keys at 80×24: the placer's objects typed as
// "CCRR KIND" (a hex in a set-up zone refused with its message), the
// other side's choice of edge from the list, every ship in the chosen
// zones, and the Orders Phase of turn 1.
func TestStarmadaSetUpWithObjectsByKeys(t *testing.T) {
	sess := smObjectsSession(t, 4)
	d := newDriver(t, Config{}, newPlay(Config{}, sess), 80, 24)
	st := smNow(sess)
	placer := st.ObjectPlacer()
	if st.Task() != sm.TaskObjects || !st.Phase().Acting(placer) {
		t.Fatalf("the game does not open with the objects: %q %+v", st.Task(), st.Phase())
	}
	if s := d.screen(); !strings.Contains(s, "Objects (2.1.2)") || !strings.Contains(s, "chooses its edge") {
		t.Fatalf("the screen does not tell the roll for the objects:\n%s", s)
	}
	// A hex in a set-up zone: refused, with the reason.
	smKeys(d, "a")
	p := d.play()
	if p.entry == nil {
		smKeys(d, "enter")
	}
	if p.entry == nil {
		t.Fatalf("a did not open the object field:\n%s", d.screen())
	}
	for _, r := range "1503 p" {
		smKeys(d, string(r))
	}
	if p.entry.err == nil || !strings.Contains(p.entry.err.Error(), "lies in a set-up zone") || !strings.Contains(d.screen(), "set-up zone") {
		t.Fatalf("1503 was not refused: %v\n%s", p.entry.err, d.screen())
	}
	smKeys(d, "enter")
	if p.entry == nil || !p.isErr || sess.Len() != 0 {
		t.Fatalf("enter placed an object in a zone:\n%s", d.screen())
	}
	smKeys(d, "esc")
	// Four objects across the middle, asteroids and planets in turn.
	want := []string{"1409 a", "1510 p", "0810 a", "2009 p"}
	for k, text := range want {
		smKeys(d, "a")
		if p.entry == nil {
			smKeys(d, "enter")
		}
		if p.entry == nil {
			t.Fatalf("object %d: no field:\n%s", k, d.screen())
		}
		for _, r := range text {
			smKeys(d, string(r))
		}
		if p.entry.err != nil {
			t.Fatalf("%s: %v", text, p.entry.err)
		}
		// The map marks the free hexes and the typed one.
		mv := d.play().board.(*starmadaBoard).g.MapView(smNow(sess), placer, p.entry.intent)
		h, _ := sm.ParseHex(text[:4])
		if mv.Cells[h].Highlight&render.Target == 0 || mv.Cells[hexAt(15, 2)].Highlight&render.Reachable != 0 || mv.Cells[hexAt(15, 7)].Highlight&render.Reachable == 0 {
			t.Fatalf("%s: the map does not mark where objects may go", text)
		}
		smKeys(d, "enter")
		if p.entry != nil || p.isErr {
			t.Fatalf("%s was not placed: %s\n%s", text, p.status, d.screen())
		}
	}
	st = smNow(sess)
	if n := len(st.Objects()); n != 4 || st.Objects()[1].Kind != "planet" || st.Task() != sm.TaskEdge {
		t.Fatalf("%d objects, task %q", n, st.Task())
	}
	// The other side chooses the south edge: g opens the list, down, enter.
	chooser := 1 - placer
	if !st.Phase().Acting(chooser) {
		t.Fatalf("%+v", st.Phase())
	}
	smKeys(d, "g")
	if p.entry != nil {
		t.Fatal("the edge is typed")
	}
	if s := d.screen(); !strings.Contains(s, "north (rows 00") || !strings.Contains(s, "south (rows 15") {
		t.Fatalf("the edges are not listed:\n%s", s)
	}
	smKeys(d, "down", "enter")
	st = smNow(sess)
	if st.Edge(chooser) != "south" || st.Edge(placer) != "north" || st.Task() != sm.TaskShips {
		t.Fatalf("edges %s, %s; task %q\n%s", st.Edge(0), st.Edge(1), st.Task(), d.screen())
	}
	// The ships: the set-up roll's lower side first, each in its zone.
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
		for k := 0; smNow(sess).Phase().Name == sm.PhaseSetup && smNow(sess).Phase().Acting(who); k++ {
			if k > 10 {
				t.Fatal("the set-up does not end")
			}
			ship := smPlace(t, d, hexLabel(hexAt(6+3*k, row)), true)
			if p := d.play(); p.entry != nil || p.isErr {
				t.Fatalf("%s was not placed: %s\n%s", ship, p.status, d.screen())
			}
			placed++
		}
	}
	st = smNow(sess)
	if ph := st.Phase(); ph.Name != sm.PhaseOrders || ph.Turn != 1 || placed != len(st.Ships()) || len(st.Objects()) != 4 {
		t.Fatalf("after %d placements: %+v\n%s", placed, ph, d.screen())
	}
	log := strings.Join(logTexts(d.play()), "\n")
	for _, w := range []string{"places the objects", "places a planet at 1510", "sets up along the south edge", "sets up first"} {
		if !strings.Contains(log, w) {
			t.Fatalf("the log does not tell %q:\n%s", w, log)
		}
	}
}

// smFly types, into an open fly field, the first move the rules list for
// that flight, and gives it.
func smFly(t *testing.T, d *driver) {
	t.Helper()
	p := d.play()
	if p.entry == nil {
		t.Fatalf("f did not open the fly field:\n%s", d.screen())
	}
	like := p.entry.like.(sm.Fly)
	for _, in := range p.shown.Legal(p.viewer) {
		if f, ok := in.(sm.Fly); ok && f.Craft == like.Craft {
			for _, r := range flyText(f) {
				smKeys(d, string(r))
			}
			smKeys(d, "enter")
			if p.entry != nil || p.isErr {
				t.Fatalf("fly %q was not given: %s\n%s", flyText(f), p.status, d.screen())
			}
			return
		}
	}
	t.Fatalf("no legal move for %s", like.Craft)
}

// flyText is what a player types to fly f.
func flyText(f sm.Fly) string {
	s := fmt.Sprintf("%02d%02d", f.Col, f.Row)
	if f.Target != "" {
		s += " " + f.Target
	}
	return s
}
