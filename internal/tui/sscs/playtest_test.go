package sscs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// enemyProjector is the first projector use on an enemy that Legal offers.
func enemyProjector(s *sscs.State) (sscs.Project, bool) {
	who := s.Phase().Actors[0]
	for _, in := range s.Legal(who) {
		if p, ok := in.(sscs.Project); ok && atEnemy(s, p) {
			return p, true
		}
	}
	return sscs.Project{}, false
}

// TestTypedProjector: a projector aimed at an enemy is typed like a shot,
// so that its pose can be chosen ("@2"), as the sheet says; it cannot aim
// at a category, and its sheet does not offer it (found playing: the
// Bastion's tractor fired from the list's pose at once while the sheet
// offered "@0–4" and "D, W or A").
func TestTypedProjector(t *testing.T) {
	sess := session(t, "standard", false, 1)
	advance(t, sess, func(s *sscs.State) bool { _, ok := enemyProjector(s); return ok })
	s := sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	view := s.View(who).(*sscs.State)
	p, _ := enemyProjector(view)
	b := newBoard(cfg)
	prompt, text, _, ok := b.Typable(view, p)
	if !ok || text != "@"+itoa(p.From) || !strings.Contains(prompt, "→") {
		t.Fatalf("a projector on an enemy is not typed: %q %q %v", prompt, text, ok)
	}
	in, err := b.Parse(view, who, p, text)
	if err != nil || in != engine.Intent(p) {
		t.Fatalf("the listed pose: %v %v", in, err)
	}
	sh, _ := view.Ship(p.Ship)
	for from := range sh.Path {
		x := p
		x.From = from
		if view.Check(x) != nil {
			continue
		}
		in, err := b.Parse(view, who, p, "@"+itoa(from))
		if err != nil || in.(sscs.Project).From != from {
			t.Fatalf("pose %d: %v %v", from, in, err)
		}
	}
	if _, err := b.Parse(view, who, p, text+" D"); err == nil || !strings.Contains(err.Error(), "Selective Targeting") {
		t.Fatalf("a projector aimed at the Drive: %v", err)
	}
	if _, err := b.Parse(view, who, p, "@99"); err == nil {
		t.Fatal("a pose off the flight path was accepted")
	}
	g := b.g
	lines := strings.Join(g.hoverLines(view, p, 40), "\n")
	if strings.Contains(lines, "D, W or A") || !strings.Contains(lines, "the pose to fire from") {
		t.Fatalf("the projector's sheet:\n%s", lines)
	}
	if self := (sscs.Project{By: who, Ship: p.Ship, Weapon: p.Weapon, Target: p.Ship}); atEnemy(view, self) {
		t.Fatal("a projector on the ship itself is typed")
	}
}

// TestHelpRules: the Rules page has a rule for every kind of intent, and
// the legend and the fire rule say what the screen shows and the rules
// document says (found playing: boarding targets had no rule, the fire
// rule let antimissiles hit shields, the · after a fired weapon was not
// in the legend).
func TestHelpRules(t *testing.T) {
	none := hoverRule(nil, nil)[0]
	for _, in := range []engine.Intent{sscs.Pick{}, sscs.Unpick{}, sscs.Ready{}, sscs.Speed{}, sscs.Dock{}, sscs.Launch{},
		sscs.Repair{}, sscs.Reload{}, sscs.Board{}, sscs.Ram{}, sscs.Mode{}, sscs.Assign{}, sscs.Clear{}, sscs.Seal{}, sscs.Move{},
		sscs.Fire{}, sscs.Salvo{}, sscs.Project{}, sscs.Done{}, sscs.Dodge{}, sscs.ShootDown{}} {
		if r := hoverRule(nil, in); len(r) == 0 || r[0] == none {
			t.Errorf("no rule for %s", in.Kind())
		}
	}
	if len(sscs.Kinds()) != 21 {
		t.Errorf("%d kinds of intent: the list above needs the new ones", len(sscs.Kinds()))
	}
	fire := strings.Join(hoverRule(nil, sscs.Fire{}), " ")
	for _, want := range []string{"railguns, antimissiles or missiles", "Drive 2", "#1, #2", "A hit rolls the weapon's damage in d10s"} {
		if !strings.Contains(fire, want) {
			t.Errorf("the fire rule lacks %q: %s", want, fire)
		}
	}
	// A target that coasts rolls nothing to avoid a ram (the engine's log
	// says so); the help said only that the target avoids with 3 × Drive.
	if r := strings.Join(hoverRule(nil, sscs.Ram{}), " "); !strings.Contains(r, "without power, shut down or held cannot try to avoid") {
		t.Errorf("the ram rule: %s", r)
	}
	// The squadron builder lists designs, not intents: with nothing under
	// the cursor the Rules page tells the phase's rule (it said "Move the
	// cursor onto an action" on the Build screen, where there is none).
	built := session(t, "built", false, 1).State().(*sscs.State)
	if r := hoverRule(built, nil); !strings.HasPrefix(r[0], "Build") {
		t.Errorf("the Build phase's rule: %q", r[0])
	}
	var legend []string
	for _, p := range help(nil, 0, nil) {
		if p.Title == "Legend" {
			legend = p.Lines
		}
	}
	if l := strings.Join(legend, " "); !strings.Contains(l, "· after a weapon") || !strings.Contains(l, "!: held by enemy boarders") {
		t.Errorf("the legend lacks the used and held marks: %s", l)
	}
	// The sheet's damage (2d10 under rules 8, a projector's value alone)
	// and the overview's digit, the map 80×24 opens on, were not in the
	// legend (found playing the standard battle at 80x24: a '2' under the
	// Bastion where the Aerie and the Hornet stood).
	for _, want := range []string{"a hit rolls two d10s of damage", "a projector's value, fixed", "a digit where several stand", "warhead d10s"} {
		if l := strings.Join(legend, " "); !strings.Contains(l, want) {
			t.Errorf("the legend lacks %q: %s", want, l)
		}
	}
}

// TestBoardingSheet: a boarded ship's sheet says which units are aboard,
// and a boarding target under the cursor what its attack needs on the d6
// (found playing the boarding scenario: "14 Regular Crew unit → 10
// Comma…" with nothing on screen to tell where the units were or what
// they needed).
func TestBoardingSheet(t *testing.T) {
	// The scripted opponent plays both sides until one may assign a unit.
	var as sscs.Assign
	var s *sscs.State
	for seed := uint64(1); seed < 40 && s == nil; seed++ {
		sess := session(t, "boarding", false, seed)
		for i := 0; i < 400 && s == nil; i++ {
			st := sess.State().(*sscs.State)
			if st.Outcome().Over {
				break
			}
			who := st.Phase().Actors[0]
			for _, in := range st.Legal(who) {
				if a, ok := in.(sscs.Assign); ok {
					as, s = a, st
					break
				}
			}
			in, err := sscs.Scripted{}.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s == nil {
		t.Fatal("no game came to a boarding target")
	}
	view := s.View(as.By).(*sscs.State)
	g := newBoard(cfg).g
	a, _ := squadByID(view, as.Squad)
	d, _ := squadByID(view, as.Target)
	host, _ := view.Ship(a.Host)
	ab := g.aboard(view, host)
	if !strings.HasPrefix(ab, "Aboard: ") || !strings.Contains(ab, itoa(int(a.ID))) || !strings.Contains(ab, itoa(int(d.ID))) ||
		!strings.Contains(ab, view.SideName(a.Side)) || !strings.Contains(ab, view.SideName(d.Side)) {
		t.Fatalf("%s: %q", host.Name, ab)
	}
	lines := g.assignLines(view, as, 40)
	text := strings.Join(lines, "\n")
	need := sscs.BoardingTable(a.Kind, d.Kind)
	if !strings.Contains(text, "aboard the "+host.Name) || !strings.Contains(text, "≤ "+itoa(need)+":") || !strings.Contains(text, " in 6") {
		t.Fatalf("the boarding target's lines:\n%s", text)
	}
	if a.Side == host.Side && !strings.Contains(text, "defending its own ship") {
		t.Fatalf("a defender's modifier is not said:\n%s", text)
	}
	rec := strings.Join(g.record(view, host, 40, 40), "\n")
	if !strings.Contains(rec, "Aboard: ") {
		t.Fatalf("the record of the %s:\n%s", host.Name, rec)
	}
	// The assignment given is on the line for its side ("10→14"), and the
	// other side does not see it before the declarations are revealed
	// (the fifth play pass found it nowhere but in the log).
	n, _, err := s.Apply(as)
	if err != nil {
		t.Fatal(err)
	}
	mark := fmt.Sprintf("%d→%d", as.Squad, as.Target)
	ns := n.(*sscs.State)
	if ab := g.aboard(ns.View(as.By).(*sscs.State), host); !strings.Contains(ab, mark) {
		t.Errorf("the assignment %s is not on its side's line: %q", mark, ab)
	}
	if ab := g.aboard(ns.View(1-as.By).(*sscs.State), host); strings.Contains(ab, "→") {
		t.Errorf("the other side sees an assignment before the reveal: %q", ab)
	}
}

// TestSheetWords: the data sheet's words agree with what happened (found
// playing: a Pike short of MP read "speed 4 → 5 · moved" after flying 4;
// a Bastion shut down by a pulse read "no power" beside a working Drive
// point; a plot's turn read "after 2 hex").
func TestSheetWords(t *testing.T) {
	sess := session(t, "standard", false, 1)
	advance(t, sess, phaseIs(sscs.PhaseMovement))
	s := sess.State().(*sscs.State)
	g := newBoard(cfg).g
	sh, _ := s.Ship(s.NextMovers()[0])
	sh.Speed, sh.DeclaredSpeed, sh.SpeedDeclared, sh.Moved = 4, 5, true, true
	if move := g.record(s, sh, 40, 30)[1]; strings.Contains(move, "→") {
		t.Errorf("a ship that moved still shows its declared speed: %q", move)
	}
	sh.Moved = false
	if move := g.record(s, sh, 40, 30)[1]; !strings.Contains(move, "4 → 5") {
		t.Errorf("a ship yet to move does not show its declared speed: %q", move)
	}
	sh.Shut, sh.Powered, sh.EMPUntil = true, false, 2
	if fx := g.effects(s, sh); strings.Contains(fx, "no power") || !strings.Contains(fx, "shut down to turn 2") {
		t.Errorf("a shut-down ship with its Drive: %q", fx)
	}
	sh.Drive = 0
	if fx := g.effects(s, sh); !strings.Contains(fx, "no power") {
		t.Errorf("a shut-down ship without Drive: %q", fx)
	}
	// A docking under way says how far it has got (Docking: two turns).
	sh.Docking = 0
	if s.NextMovers()[0] == 0 {
		sh.Docking = 1
	}
	if fx := g.effects(s, sh); !strings.Contains(fx, "(one turn of two done)") {
		t.Errorf("a docking in its second turn: %q", fx)
	}
	sh.Docking = sscs.NoShip
	l := s.PreviewPlot(s.NextMovers()[0], "2L1")
	if led := strings.Join(g.ledgerLines(s, l, "2L1", 60), "\n"); len(l.Turns) != 1 || !strings.Contains(led, "L after 2 hexes at speed") {
		t.Errorf("a turn after two hexes:\n%s", led)
	}
}

// TestSalvoChance: a salvo under the cursor says what each missile needs
// on its d10 and the chance, as the log will roll it, and its target's
// answer the chance of each weapon that may shoot at it (found playing:
// the Hydra's salvo at the Lance, 20 hexes beyond its Range, showed only
// the rule, which a player had to work out to learn the missiles could
// not hit; the Lance was told "range 21 for others" and left to work out
// its lasers' 8d10 against 21).
func TestSalvoChance(t *testing.T) {
	sess, sv := firstSalvo(t)
	s := sess.State().(*sscs.State)
	g := newBoard(cfg).g
	sh, _ := s.Ship(sv.Ship)
	m := sh.Systems[sv.Weapon]
	b, _ := s.EffectiveRange(sv.Ship, sv.Weapon, sv.From, sv.Target, false)
	excess := max(b.Effective-m.Range, 0)
	want := fmt.Sprintf("≤ %d: %d in 10 a missile", m.MissileDrive, min(max(m.MissileDrive-excess, 0), 10))
	if lines := strings.Join(g.salvoLines(s, sv, 60), "\n"); !strings.Contains(lines, want) {
		t.Fatalf("want %q in:\n%s", want, lines)
	}
	// The target's answer: each weapon that may shoot with its dice and
	// chance against the salvo.
	shoots := func(s *sscs.State) bool {
		p, ok := s.PendingSalvo()
		if !ok {
			return false
		}
		tg, _ := s.Ship(p.Target)
		for _, in := range s.Legal(tg.Side) {
			if x, ok := in.(sscs.ShootDown); ok && len(x.Weapons) == 1 {
				return true
			}
		}
		return false
	}
	for seed := uint64(1); seed < 30 && !shoots(s); seed++ {
		sess = session(t, "standard", false, seed)
		playUntil(t, sess, 600, shoots)
		s = sess.State().(*sscs.State)
	}
	p, ok := s.PendingSalvo()
	if !ok {
		t.Fatal("no game came to a salvo the target may shoot at")
	}
	tg, _ := s.Ship(p.Target)
	lines := strings.Join(g.pendingLines(s, p, 60), "\n")
	for _, in := range s.Legal(tg.Side) {
		if x, ok := in.(sscs.ShootDown); ok && len(x.Weapons) == 1 {
			m := tg.Systems[x.Weapons[0]]
			if !strings.Contains(lines, fmt.Sprintf("%s: %dd10 ≥ ", m.Name, m.Range)) {
				t.Errorf("%s is not in the answer's lines:\n%s", m.Name, lines)
			}
		}
	}
	// In the panel beside the map at 80 columns (30 cells) every weapon's
	// chance is still there, whole (found playing: "1 Point defence: 1d10
	// ≥ 6: …" lost the chance the answer is chosen on).
	narrow := g.pendingLines(s, p, 30)
	for _, l := range narrow {
		if tui.Width(l) > 30 || strings.Contains(l, "…") {
			t.Errorf("a line cut or too wide at 30 cells: %q", l)
		}
	}
	joined := strings.Join(narrow, " ")
	for _, in := range s.Legal(tg.Side) {
		if x, ok := in.(sscs.ShootDown); ok && len(x.Weapons) == 1 {
			m := tg.Systems[x.Weapons[0]]
			need := p.ShotRange
			if m.Type == design.Antimissile {
				need = p.ShotRangeAM
			}
			if c := sscs.HitChance(m.Range, need).Percent(); !strings.Contains(joined, c) {
				t.Errorf("%s's chance %s is not on the 30-cell panel:\n%s", m.Name, c, strings.Join(narrow, "\n"))
			}
		}
	}
}

// TestBoardingItems: a boarding target fits the action list's 34 columns
// ("14 Regular Crew unit → 10 Comma…" was cut where the target's kind is
// told).
func TestBoardingItems(t *testing.T) {
	sess := session(t, "boarding", false, 1)
	s := sess.State().(*sscs.State)
	n := namer{s: s}
	for _, q := range s.Squads() {
		for _, r := range s.Squads() {
			if item := n.item(sscs.Assign{Squad: q.ID, Target: r.ID}); tui.Width(item) > 34 || !strings.Contains(item, troopShort(r.Kind)) {
				t.Errorf("%q", item)
			}
		}
	}
}

// TestDesignerCopyNames: the prompt to copy a shipped design names them
// (found playing at 80x24: "Copy a shipped design:" over an empty field,
// and tab completes nothing until a name is begun).
func TestDesignerCopyNames(t *testing.T) {
	dz, _ := NewDesigner(cfg, "", nil)
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "c")
	scr := d.Screen()
	for _, n := range shippedNames() {
		if !strings.Contains(scr, n) {
			t.Errorf("%s is not named:\n%s", n, scr)
		}
	}
	fits(t, d, 80, 24, false, "the copy prompt")
}

// TestDesignerAuxHint: the auxiliaries' step tells where the hull and the
// crew go whole at 80 columns (it read "the hull and the crew come last
// (o places th…").
func TestDesignerAuxHint(t *testing.T) {
	dz, _ := NewDesigner(cfg, "", nil)
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "4")
	if !strings.Contains(d.Screen(), "(o places them)") {
		t.Fatalf("the hint is cut:\n%s", d.Screen())
	}
}

// TestProjectorRules: the Rules page says what the projector under the
// cursor does, with its value (found playing the Hydra: "Dazzler on" and
// "Image projector on" with no word on what they do).
func TestProjectorRules(t *testing.T) {
	s := session(t, "standard", false, 1).State().(*sscs.State)
	seen := 0
	for _, sh := range s.Ships() {
		for _, si := range sh.Systems {
			if si.Type != "projector" {
				continue
			}
			r := strings.Join(hoverRule(s, sscs.Project{Ship: sh.ID, Weapon: si.Index, Target: sh.ID}), " ")
			if !strings.Contains(r, fmt.Sprintf("%s (value %d): ", si.Name, si.Damage)) {
				t.Errorf("%s's %s (%s): %s", sh.Name, si.Name, si.Effect, r)
			}
			seen++
		}
	}
	if seen == 0 {
		t.Fatal("no projector in the standard scenario")
	}
	if len(effectRule) != 12 {
		t.Errorf("%d projector effects told; the rulebook has 12", len(effectRule))
	}
	// Rules 7: a blast, a pulse and a stasis beam take the firer too when
	// it stands in the hex or area they hit; the rule says so.
	for _, e := range []string{design.EnergyBlast, design.EMP, design.StasisBeam} {
		if !strings.Contains(effectRule[e], "the firer too") {
			t.Errorf("%s: %q does not say the firer is taken too", e, effectRule[e])
		}
	}
}

// TestImagesSheet: a ship showing images tells its owner which contact is
// real, numbered as the enemy's list numbers them, and the enemy nothing
// (found playing the Hydra: the log said "it is contact 0" while the
// contacts are #1, #2, #3 on the screen, and the sheet only "2 images").
func TestImagesSheet(t *testing.T) {
	s := session(t, "standard", false, 1).State().(*sscs.State)
	g := newBoard(cfg).g
	sh, _ := s.Ship(0)
	sh.Images, sh.Decoy = 2, 0
	if fx := g.effects(s, sh); !strings.Contains(fx, "2 images (real: #1)") {
		t.Errorf("the owner's sheet: %q", fx)
	}
	sh.Decoy = -1
	if fx := g.effects(s, sh); !strings.Contains(fx, "2 images") || strings.Contains(fx, "real") {
		t.Errorf("the enemy's sheet: %q", fx)
	}
}

// TestHelpHangarsRules5: what the screens say of hangars follows rules 5
// — the designer's Craft field of a hangar no longer says "the fighter
// design it holds" (a hangar holds any vehicle, 6ca82cc), the launch rule
// says a carrier shut down or without power launches nothing, and the
// docking rule tells the room to dock and landing in a free bay (seen in
// the designer and the game's help at 80x24).
func TestHelpHangarsRules5(t *testing.T) {
	for _, f := range auxFields(&design.Aux{Kind: design.Hangar, Craft: "Wasp"}, []string{"Wasp", "Kestrel"}) {
		if f.label == "Craft" && (strings.Contains(f.hint, "fighter design") || !strings.Contains(f.hint, "any other vehicle")) {
			t.Errorf("the hangar's Craft field: %q", f.hint)
		}
	}
	launch := strings.Join(hoverRule(nil, sscs.Launch{}), " ")
	for _, want := range []string{"shut down", "without power", "not carried out"} {
		if !strings.Contains(launch, want) {
			t.Errorf("the launch rule lacks %q: %s", want, launch)
		}
	}
	dock := strings.Join(hoverRule(nil, sscs.Dock{}), " ")
	for _, want := range []string{"not larger together", "free bay", "docks alongside"} {
		if !strings.Contains(dock, want) {
			t.Errorf("the docking rule lacks %q: %s", want, dock)
		}
	}
}

// TestEndFireQuestion: ending a ship's fire while a weapon could still fire
// asks first, in a sentence that reads — the fifth play pass read "Warden
// ends its fire with Repulser could still fire unspent?" at 80×24.
func TestEndFireQuestion(t *testing.T) {
	sess := session(t, "standard", false, 5)
	advance(t, sess, func(s *sscs.State) bool { return s.Firing() != sscs.NoShip && hasFire(s) })
	d := game(t, sess, cfg, 80, 24)
	n := sess.Len()
	keys(d, "esc", hot(t, d, sscs.KindDone))
	s := d.Screen()
	if sess.Len() != n || !strings.Contains(s, "unspent?") {
		t.Fatalf("ending the fire with a weapon left did not ask:\n%s", s)
	}
	if strings.Contains(s, "could still fire") {
		t.Errorf("the question does not read:\n%s", s)
	}
	keys(d, "esc")
	if sess.Len() != n || strings.Contains(d.Screen(), "unspent?") {
		t.Fatal("esc did not take the question back")
	}
}

// TestEndFireNoQuestionWhenNoShotCanHit: a ship whose every shot left has
// no chance to hit (the action list shows 0%) ends its fire at once; the
// game screen asked "… with Plasma cannon, Torpedo … unspent?" before,
// and the player only had to answer it. A ship with a shot of some use is
// still asked, its weapons named as the action list names them.
func TestEndFireNoQuestionWhenNoShotCanHit(t *testing.T) {
	zeroOnly := func(s *sscs.State) bool {
		if s.Firing() == sscs.NoShip {
			return false
		}
		zero := 0
		for _, in := range s.Legal(s.Phase().Actors[0]) {
			switch x := in.(type) {
			case sscs.Fire:
				br, _ := s.EffectiveRange(x.Ship, x.Weapon, x.From, x.Target, x.Aim != sscs.AimNone)
				if br.Chance.Num.Sign() != 0 {
					return false
				}
				zero++
			case sscs.Salvo, sscs.Project:
				return false
			}
		}
		return zero > 0
	}
	sess := session(t, "standard", false, 1)
	advance(t, sess, zeroOnly)
	d := game(t, sess, cfg, 80, 24)
	n := sess.Len()
	keys(d, "esc", hot(t, d, sscs.KindDone))
	if s := d.Screen(); sess.Len() != n+1 || strings.Contains(s, "unspent?") {
		t.Fatalf("ending a fire with no chance to hit asked (%d intents, %d before):\n%s", sess.Len(), n, s)
	}

	sess = session(t, "standard", false, 5)
	advance(t, sess, func(s *sscs.State) bool { return s.Firing() != sscs.NoShip && hasFire(s) && !zeroOnly(s) })
	d = game(t, sess, cfg, 80, 24)
	keys(d, "esc", hot(t, d, sscs.KindDone))
	s := strings.Join(strings.Fields(d.Screen()), " ")
	if !strings.Contains(s, "unspent?") || strings.Contains(s, "Plasma cannon, Plasma cannon") {
		t.Fatalf("the question:\n%s", d.Screen())
	}
}

// TestSheetCountsWeaponsLeftOut: a record sheet short of rows folds the
// auxiliaries and shows the weapons as far as they go, and says how many it
// leaves out — the fifth play pass found the Bastion's torpedo, point
// defence and tractor gone from its sheet at 80×24 under a boarding
// action's "Aboard" line, with nothing to tell they were there.
func TestSheetCountsWeaponsLeftOut(t *testing.T) {
	// A name the row has no room for is cut ("Point def…"): a row that
	// starts with a part of it and "…" shows it.
	showsName := func(lines []string, name string) bool {
		for _, l := range lines {
			if strings.Contains(l, name) {
				return true
			}
			if head, _, ok := strings.Cut(l, "…"); ok && len(head) >= 4 && strings.HasPrefix(name, head) {
				return true
			}
		}
		return false
	}
	sess := session(t, "standard", false, 5)
	s := sess.State().(*sscs.State)
	b := newBoard(cfg)
	var bastion sscs.ShipInfo
	for _, sh := range s.Ships() {
		if sh.Name == "Bastion" {
			bastion = sh
		}
	}
	weapons := 0
	for _, si := range bastion.Systems {
		if si.Category == sscs.CatWeapons {
			weapons++
		}
	}
	for rows := 8; rows <= 14; rows++ {
		lines := b.g.Sheet(s.View(0), 0, bastion.Hex, nil, 30, rows)
		text := strings.Join(lines, "\n")
		shown := 0
		for _, si := range bastion.Systems {
			if si.Category == sscs.CatWeapons && showsName(lines, si.Name) {
				shown++
			}
		}
		more := 0
		for _, l := range lines {
			var n int
			if _, err := fmt.Sscanf(l, "+%d more weapon", &n); err == nil {
				more = n
			} else if _, err := fmt.Sscanf(l, "%d weapons,", &n); err == nil {
				more = n
			}
		}
		if shown+more != weapons && len(lines) <= rows {
			t.Errorf("%d rows: %d weapons shown and %d counted of %d:\n%s", rows, shown, more, weapons, text)
		}
		if len(lines) > rows {
			t.Errorf("%d rows: the sheet takes %d", rows, len(lines))
		}
	}
}

// TestShotHintsFit: the shot's hints on the sheet fit its 30 columns at
// 80×24 with a long flight path (the fifth play pass read "@0–10 picks the
// pose fired fr…").
func TestShotHintsFit(t *testing.T) {
	sess := session(t, "standard", false, 5)
	advance(t, sess, func(s *sscs.State) bool {
		sh, ok := s.Ship(s.Firing())
		return ok && len(sh.Path) > 10 && hasFire(s)
	})
	s := sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	view := s.View(who)
	b := newBoard(cfg)
	found := false
	for _, in := range view.Legal(who) {
		f, ok := in.(sscs.Fire)
		if !ok {
			continue
		}
		for _, l := range b.g.shotLines(view.(*sscs.State), f.Ship, f.Weapon, f.From, f.Target, sscs.AimNone, true, 30) {
			if strings.HasSuffix(l, "…") {
				t.Errorf("cut: %q", l)
			}
			found = found || strings.Contains(l, "the pose to fire from")
		}
		break
	}
	if !found {
		t.Fatal("no hint of the poses")
	}
}

// firingView is the view of the side to fire in the standard battle's
// first Fire phase (seed 5), the side, and a board to ask.
func firingView(t *testing.T) (*sscs.State, engine.Player, *board) {
	t.Helper()
	sess := session(t, "standard", false, 5)
	advance(t, sess, hasFire)
	s := sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	return s.View(who).(*sscs.State), who, newBoard(cfg)
}

// TestShotSaysTheDamage: a shot's panel says what a hit does before the
// target's shields and armor — the weapon's d10s (rules 8: only projectors
// buy fixed damage) — beside them where the panel is wide enough, on a line
// of its own where it is not. Playing rules 8 at 80×24, the panel gave the
// chance and the target's shields but not the damage a hit would roll.
func TestShotSaysTheDamage(t *testing.T) {
	view, who, b := firingView(t)
	f := firstFire(view, who)
	sh, _ := view.Ship(f.Ship)
	dice := sh.Systems[f.Weapon].Dice
	if dice == 0 {
		t.Fatalf("%s buys no d10s", sh.Systems[f.Weapon].Name)
	}
	for _, c := range []struct {
		w    int
		want string
	}{{46, fmt.Sprintf("a hit: %dd10 · target: shields", dice)}, {30, fmt.Sprintf("a hit: %dd10 damage", dice)}} {
		lines := b.g.shotLines(view, f.Ship, f.Weapon, f.From, f.Target, sscs.AimNone, true, c.w)
		text := strings.Join(lines, "\n")
		if !strings.Contains(text, c.want) {
			t.Errorf("%d columns: no %q in\n%s", c.w, c.want, text)
		}
		if c.w == 30 && !strings.Contains(text, "\ntarget: shields") {
			t.Errorf("%d columns: the target's shields are not on a line of their own:\n%s", c.w, text)
		}
	}
}

// TestPlotWarnsADockedShip: the plot of a ship docked with another says
// what keeps them together, and in red that evasive MP part them: playing
// the boarding action as the Vorr, a plot of 1E9 parted the Maw from the
// Bastion and called its boarding off with nothing said before the move.
func TestPlotWarnsADockedShip(t *testing.T) {
	s := session(t, "boarding", false, 1).State().(*sscs.State)
	maw := sscs.NoShip
	for _, sh := range s.Ships() {
		if sh.Name == "Maw" {
			maw = sh.ID
		}
	}
	b := newBoard(cfg)
	b.g.names.s = s // as a frame drawn sets it
	text := func(id sscs.ShipID, plot string) string {
		return strings.Join(strings.Fields(strings.Join(b.g.ledgerLines(s, s.PreviewPlot(id, plot), plot, 46), " ")), " ")
	}
	if l := text(maw, "1"); !strings.Contains(l, "docked with the Bastion: it stays so in one hex at one speed and heading, with no evasive MP") {
		t.Errorf("a docked ship's plot: %s", l)
	}
	if l := text(maw, "1E2"); !strings.Contains(l, "evasive MP part it from the Bastion") {
		t.Errorf("a docked ship's evasive plot: %s", l)
	}
	for _, sh := range s.Ships() {
		if sh.Name == "Lance" {
			if l := text(sh.ID, "4E2"); strings.Contains(l, "Docking") {
				t.Errorf("a ship docked with none: %s", l)
			}
		}
	}
}

// TestSalvoTargetInFocus: while a salvo waits for its answer, the map's
// focus and the sheet are its target's — the fifth play pass answered two
// missiles at the Pike looking at the Lance's sheet, the Lance sharing the
// launcher's hex — and the salvo's title names several missiles
// "2 × Hydra missile".
func TestSalvoTargetInFocus(t *testing.T) {
	var s *sscs.State
	for seed := uint64(1); seed < 30 && s == nil; seed++ {
		sess := session(t, "standard", false, seed)
		var sv sscs.Salvo
		for i := 0; i < 600 && !sess.State().Outcome().Over; i++ {
			st := sess.State().(*sscs.State)
			who := st.Phase().Actors[0]
			found := false
			for _, in := range st.Legal(who) {
				if x, ok := in.(sscs.Salvo); ok {
					sv, found = x, true
					break
				}
			}
			if found {
				break
			}
			in, err := sscs.Scripted{}.Choose(st.View(who), who)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatal(err)
			}
		}
		sv.Count = 2 // a salvo's count is typed: the list offers one missile
		if _, err := sess.Apply(sv); err != nil {
			continue
		}
		if st := sess.State().(*sscs.State); st.Phase().Name == sscs.PhaseMissiles {
			s = st
		}
	}
	if s == nil {
		t.Fatal("no game came to a salvo of two missiles left to answer")
	}
	p, ok := s.PendingSalvo()
	if !ok {
		t.Fatal("the salvo was not left to answer")
	}
	tg, _ := s.Ship(p.Target)
	g := newBoard(cfg).g
	if h, ok := g.Focus(s.View(tg.Side), tg.Side, nil); !ok || h != tg.Hex {
		t.Errorf("the focus is %v, the target %s is at %v", h, tg.Name, tg.Hex)
	}
	if lines := g.pendingLines(s, p, 60); !strings.Contains(lines[0], fmt.Sprintf("%d × ", p.Count)) {
		t.Errorf("the salvo's title: %q", lines[0])
	}
}

// TestKeysPageOverHandoffAndBriefing: the full help's Keys page lists the
// keys of a screen whose key map is a short one — the handoff and the
// briefing (a new hotseat game opens on them; i shows the briefing again);
// the page was blank (found playing at 80×24).
func TestKeysPageOverHandoffAndBriefing(t *testing.T) {
	sess := session(t, "boarding", false, 5)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if d.Snap().Handoff {
		keys(d, "?")
		if s := d.Screen(); !strings.Contains(s, "[Keys]") || !strings.Contains(s, "continue") {
			t.Fatalf("the Keys page over the handoff:\n%s", s)
		}
		keys(d, "esc", "enter")
	}
	if !strings.Contains(d.Screen(), "Briefing") {
		keys(d, "i")
	}
	if s := d.Screen(); !strings.Contains(s, "Briefing") {
		t.Fatalf("no briefing after the handoff:\n%s", s)
	}
	keys(d, "?")
	if s := d.Screen(); !strings.Contains(s, "[Keys]") || !strings.Contains(s, "briefing") || !strings.Contains(s, "quit") {
		t.Fatalf("the Keys page over the briefing:\n%s", s)
	}
}

// TestModeLines: a boarding mode under the cursor tells the unit's mode
// now and what the one offered puts on the d6 (a unit's mode was told
// nowhere but in the log, found playing the boarding scenario).
func TestModeLines(t *testing.T) {
	sess := session(t, "boarding", false, 5)
	s := sess.State().(*sscs.State)
	var m sscs.Mode
	for _, in := range s.Legal(0) {
		if x, ok := in.(sscs.Mode); ok && sscs.ModeNames()[x.Mode] == "offensive" {
			m = x
			break
		}
	}
	if _, err := sess.Apply(m); err != nil {
		t.Fatal(err)
	}
	s = sess.State().(*sscs.State)
	g := newBoard(cfg).g
	for _, in := range s.Legal(0) {
		x, ok := in.(sscs.Mode)
		if !ok || x.Squad != m.Squad || sscs.ModeNames()[x.Mode] != "suicidal" {
			continue
		}
		text := strings.Join(g.hoverLines(s.View(0).(*sscs.State), x, 30), "\n")
		if !strings.Contains(text, "mode offensive now") || !strings.Contains(text, "suicidal: −2 on its rolls") {
			t.Fatalf("the mode's lines:\n%s", text)
		}
		for _, l := range g.hoverLines(s.View(0).(*sscs.State), x, 30) {
			if strings.HasSuffix(l, "…") {
				t.Errorf("cut at 30 columns: %q", l)
			}
		}
		return
	}
	t.Fatal("no suicidal mode offered")
}

// TestSheetNamesTheHexItFiresFrom: once a ship's first shot has chosen a
// hex of its flight path, its shots' sheet offers that hex's poses, not
// "@0–N" (Movement 6: every weapon fires from that one hex), as the game
// refuses the others.
func TestSheetNamesTheHexItFiresFrom(t *testing.T) {
	sess := session(t, "standard", false, 1)
	first := func(s *sscs.State) (sscs.Fire, bool) {
		who := s.Phase().Actors[0]
		// A ship with two weapons to fire (a Wasp or a Needle has one).
		weapons := map[int]bool{}
		for _, in := range s.Legal(who) {
			if f, ok := in.(sscs.Fire); ok {
				weapons[f.Weapon] = true
			}
		}
		for _, in := range s.Legal(who) {
			if f, ok := in.(sscs.Fire); ok && len(weapons) > 1 {
				sh, _ := s.Ship(f.Ship)
				f.From = 0
				if len(sh.Path) > 1 && sh.Path[0].Hex != sh.Path[len(sh.Path)-1].Hex && s.Check(f) == nil {
					return f, true
				}
			}
		}
		return sscs.Fire{}, false
	}
	advance(t, sess, func(s *sscs.State) bool { _, ok := first(s); return ok })
	f, ok := first(sess.State().(*sscs.State))
	if !ok {
		t.Fatal("no shot from the first pose of a path in this game (seed 1)")
	}
	g := newBoard(cfg).g
	before := strings.Join(g.hoverLines(sess.State().View(f.By).(*sscs.State), f, 40), "\n")
	if !strings.Contains(before, "the pose to fire from") {
		t.Fatalf("before the first shot:\n%s", before)
	}
	itemBefore := (namer{s: sess.State().View(f.By).(*sscs.State)}).item(f)
	if _, err := sess.Apply(f); err != nil {
		t.Fatal(err)
	}
	view := sess.State().View(f.By).(*sscs.State)
	for _, in := range view.Legal(f.By) {
		if x, ok := in.(sscs.Fire); ok && x.Ship == f.Ship {
			lines := strings.Join(g.hoverLines(view, x, 40), "\n")
			if !strings.Contains(lines, "@0: the hex it fires from this turn") || strings.Contains(lines, "the pose to fire from") {
				t.Fatalf("after a shot from pose 0 the sheet reads:\n%s", lines)
			}
			// The action list says it too, as the sheet does.
			if item := (namer{s: view}).item(x); !strings.HasSuffix(item, " @0") {
				t.Fatalf("after a shot from pose 0 the action list reads %q", item)
			}
			if strings.Contains(itemBefore, "@") {
				t.Fatalf("before the first shot the action list names a pose: %q", itemBefore)
			}
			return
		}
	}
	t.Fatal("the ship has no second shot (seed 1)")
}

// TestProjectorNamesWhatElseItTakes: a pulse (or blast, stasis beam,
// tractor, repulser) takes every ship in the target hex, so the panel
// beside the map names the others before the shot — in the boarding
// action the Gorgon's pulse at the Bastion shut down the Maw docked with
// it too, which the panel did not say (found playing it at 80x24).
func TestProjectorNamesWhatElseItTakes(t *testing.T) {
	sess := session(t, "boarding", false, 3)
	b := newBoard(cfg)
	for step := 0; step < 40 && !sess.State().Outcome().Over; step++ {
		p := sess.State().Phase().Actors[0]
		view := sess.State().View(p)
		s := sscsState(view)
		var next engine.Intent
		for _, in := range view.Legal(p) {
			switch x := in.(type) {
			case sscs.Project:
				tg, _ := s.Ship(x.Target)
				if tg.Name != "Bastion" {
					continue
				}
				text := strings.Join(strings.Fields(tuitest.Plain(strings.Join(b.g.Sheet(view, p, tg.Hex, x, 30, 22), " "))), " ")
				if !strings.Contains(text, "a hit also takes the Maw (yours)") {
					t.Fatalf("the pulse at the Bastion does not name the Maw docked with it: %s", text)
				}
				return
			case sscs.Seal:
				if next == nil && !x.Truce {
					next = x
				}
			case sscs.Move:
				if next == nil && !strings.Contains(x.Plot, "E") {
					next = x // no evasive maneuver: the Maw stays docked
				}
			case sscs.Done:
				if next == nil {
					next = x
				}
			}
		}
		if next == nil {
			t.Fatalf("nothing to play in %+v", sess.State().Phase())
		}
		if _, err := sess.Apply(next); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("no projector aimed at the Bastion: %+v", sess.State().Phase())
}

// TestSheetShowsEveryShipInTheHex: the map, tab, g and U reach a hex, not
// the ships in it, so ships sharing a hex share the panel: at the start of
// the boarding action Concord reads the Maw docked with its Bastion (its
// speed, shields, crew and hit points), not its name alone, at 80x24's
// sheet and U's; a panel with no room left still names it.
func TestSheetShowsEveryShipInTheHex(t *testing.T) {
	sess := session(t, "boarding", false, 3)
	s := sess.State().(*sscs.State)
	b := newBoard(cfg)
	var bastion sscs.ShipInfo
	for _, sh := range s.Ships() {
		if sh.Name == "Bastion" {
			bastion = sh
		}
	}
	for _, rows := range []int{14, 21} {
		text := tuitest.Plain(strings.Join(b.g.Sheet(s.View(0), 0, bastion.Hex, nil, 30, rows), "\n"))
		if !strings.Contains(text, "Bastion · cruiser") || !strings.Contains(text, "Maw · assault ship") || strings.Count(text, "HP ") != 2 {
			t.Errorf("%d rows: the ships in the Bastion's hex are not both shown:\n%s", rows, text)
		}
	}
	text := tuitest.Plain(strings.Join(b.g.Sheet(s.View(0), 0, bastion.Hex, nil, 30, 7), "\n"))
	if !strings.Contains(text, "Also here: Maw") {
		t.Errorf("7 rows: the Maw is not named:\n%s", text)
	}
}

// TestSheetShowsReloads: a Kestrel's sheet in the pursuit shows its mass
// driver's shots and magazine reloads left (rules 9): "5/5+2"; a reload
// declared this turn adds ◇.
func TestSheetShowsReloads(t *testing.T) {
	sess := session(t, "pursuit", false, 1)
	s := sess.State().(*sscs.State)
	b := newBoard(cfg)
	for _, sh := range s.Ships() {
		if sh.Design != "Kestrel" {
			continue
		}
		lines := strings.Join(b.g.Sheet(s.View(sh.Side), sh.Side, sh.Hex, nil, 40, 30), "\n")
		if !strings.Contains(lines, "5/5+2") {
			t.Fatalf("the %s's sheet:\n%s", sh.Name, lines)
		}
		si := sh.Systems[0]
		si.Reloading = true
		if m := reloadMark(si); m != "+2◇" {
			t.Errorf("declared: %q", m)
		}
		return
	}
	t.Fatal("no Kestrel in the pursuit")
}

// TestShotNamesTheTargetsMapID: a shot's panel names its target by the id
// the map draws ("→ Ba Bastion") and says which way it lies ("18 hexes
// S"). Playing the pursuit at 80×24, a target far off showed only as an
// edge marker, and the line of fire, cut at the window's edge, ended beside
// another ship's marker: the panel's "Mass driver → Maw" did not say which
// marker it meant.
func TestShotNamesTheTargetsMapID(t *testing.T) {
	view, who, b := firingView(t)
	b.g.names.s = view // as a frame drawn sets it
	id := b.g.ids.of(view.Ships())
	n := 0
	for _, in := range view.Legal(who) {
		f, ok := in.(sscs.Fire)
		if !ok {
			continue
		}
		sh, _ := view.Ship(f.Ship)
		tg, _ := view.Ship(f.Target)
		lines := b.g.shotLines(view, f.Ship, f.Weapon, f.From, f.Target, sscs.AimNone, true, 46)
		if len(lines) < 2 {
			t.Fatalf("no panel for %+v", f)
		}
		title, where := lines[0], lines[1]
		if want := "→ " + id[f.Target] + " " + tg.Name; !strings.HasSuffix(title, want) {
			t.Errorf("title %q: want it to end %q", title, want)
		}
		dir := directionTo(sh.Path[f.From].Hex, tg.Hex).String()
		if !strings.HasSuffix(where, " hexes "+dir) && !strings.HasSuffix(where, " hex "+dir) {
			t.Errorf("%q: want the direction %s after the distance", where, dir)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no shot offered")
	}
}

// TestReloadKeySaysWhy: h in the Declaration phase with no reload in the
// list says the game's reason — a full magazine, or no reloads carried —
// not "not possible now, in the Declaration phase", the very phase a
// reload is declared in. Outside that phase the shell's word on the phase
// stands.
func TestReloadKeySaysWhy(t *testing.T) {
	s := session(t, "pursuit", false, 1).State().(*sscs.State)
	if s.Phase().Name != sscs.PhaseDeclare {
		t.Fatalf("the pursuit starts in the %s phase", s.Phase().Name)
	}
	b := newBoard(cfg)
	var concord, vorr engine.Player = 0, 1
	if got := b.WhyNot(s.View(concord), concord, sscs.KindReload); !strings.Contains(got, "still has 5 of its 5 shots: only an empty magazine is reloaded") {
		t.Errorf("the Kestrels' full magazines: %q", got)
	}
	if got := b.WhyNot(s.View(vorr), vorr, sscs.KindReload); !strings.HasPrefix(got, "no ship of yours carries magazine reloads") {
		t.Errorf("the Vorr carry none: %q", got)
	}
	if got := b.WhyNot(s.View(concord), concord, sscs.KindSpeed); got != "" {
		t.Errorf("another kind: %q", got)
	}
	sess := session(t, "pursuit", false, 1)
	advance(t, sess, func(s *sscs.State) bool { return s.Phase().Name != sscs.PhaseDeclare })
	later := sess.State().(*sscs.State)
	if got := b.WhyNot(later.View(concord), concord, sscs.KindReload); got != "" {
		t.Errorf("in the %s phase: %q", later.Phase().Name, got)
	}
}

// TestPlotLedgerLinesWhole: the MP ledger beside the map at 80×24 is 30
// columns wide; a turn's line, "R after 2 hexes at speed 4: 3 MP", was cut
// to "… at speed 4: 3…" (found playing the meeting engagement's Bastion),
// losing the cost it is there to say. Every line of the ledger is wrapped.
func TestPlotLedgerLinesWhole(t *testing.T) {
	s := session(t, "standard", false, 1).State().(*sscs.State)
	bastion := sscs.NoShip
	for _, sh := range s.Ships() {
		if sh.Name == "Bastion" {
			bastion = sh.ID
		}
	}
	b := newBoard(cfg)
	b.g.names.s = s
	for _, plot := range []string{"2R2", "1L1R1", "1E1"} {
		l := s.PreviewPlot(bastion, plot)
		lines := b.g.ledgerLines(s, l, plot, 30)
		for _, x := range lines {
			if tui.Width(x) > 30 || strings.Contains(x, "…") {
				t.Errorf("plot %s: a ledger line is cut or too wide: %q", plot, x)
			}
		}
		text := strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
		for _, tl := range l.Turns {
			if want := fmt.Sprintf("at speed %d: %d MP", tl.Speed, tl.Cost); !strings.Contains(text, want) {
				t.Errorf("plot %s: the ledger lacks %q:\n%s", plot, want, strings.Join(lines, "\n"))
			}
		}
		if want := fmt.Sprintf("spent %d of %d, left %d", l.Spent, l.MP, l.Left); !strings.Contains(text, want) {
			t.Errorf("plot %s: the ledger lacks %q:\n%s", plot, want, strings.Join(lines, "\n"))
		}
		if len(l.Turns) == 0 && plot != "1E1" {
			t.Errorf("plot %s has no turn in its ledger", plot)
		}
	}
}

// TestASCIILegendTellsTheSharedArrowsApart: with --ascii NE and SW are
// both "/", SE and NW both "\"; the legend says that the arrow's place
// beside the id tells them apart, and its folded examples are what the
// ASCII map draws.
func TestASCIILegendTellsTheSharedArrowsApart(t *testing.T) {
	legend := tui.ToASCII(strings.Join(help(nil, 0, nil)[0].Lines, "\n"))
	for _, want := range []string{"follows the id for N, NE, SE and S", "precedes it for SW and NW", "Ba/ heads NE", "/Ba SW"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the ASCII legend lacks %q:\n%s", want, legend)
		}
	}
	for heading, want := range map[hex.Direction]string{hex.NE: "Ba/", hex.SW: "/Ba"} {
		v := render.HexMapView{Cols: 5, Rows: 4, NoCursor: true, Cells: map[hex.Hex]render.HexCell{
			hex.FromOffset(2, 1): {Text: "Ba", Color: "blue", Facing: heading, HasFacing: true}}}
		if got := render.HexMap(v, render.Viewport{Width: 30, Height: 12}, render.NewTheme(true, false)); !strings.Contains(got, want) {
			t.Errorf("heading %v: the ASCII map does not draw %q:\n%s", heading, want, got)
		}
	}
}

// TestHelpArcsAtLowDrive: the fire rule's arcs by Drive (Determine Arc)
// say what the engine's ArcsFor does at Drive 1 and below: a ship with no
// Drive left fires as with Drive 1, and defensive weapons fire all round
// at any Drive. The help left both out, so a Drive 1 ship's defensive
// battery seemed to fire no further round than its secondary one.
func TestHelpArcsAtLowDrive(t *testing.T) {
	fire := strings.Join(hoverRule(nil, sscs.Fire{}), " ")
	for _, want := range []string{"with Drive 1 (or none left)", "Defensive weapons fire all round at any Drive"} {
		if !strings.Contains(fire, want) {
			t.Errorf("the fire rule lacks %q: %s", want, fire)
		}
	}
	// The three arc classes (primary, secondary, defensive): at Drive 0
	// each fires where it fires at Drive 1, and the last all round.
	for arc := uint8(0); arc < 3; arc++ {
		if sscs.ArcsFor(arc, 0) != sscs.ArcsFor(arc, 1) {
			t.Errorf("arc class %d: Drive 0 fires otherwise than Drive 1", arc)
		}
	}
	if sscs.ArcsFor(2, 1) != hex.Cone360 || sscs.ArcsFor(1, 1) == hex.Cone360 {
		t.Errorf("at Drive 1 the defensive class fires %v, the secondary %v", sscs.ArcsFor(2, 1), sscs.ArcsFor(1, 1))
	}
}

// TestHelpReloadNumbersAreTheDesigns: the reload's rule gives the shots
// of each magazine and the storage slots a reload takes as the design
// rules count them (the weapon type table, MagazineReloadSlots), so that
// the help cannot drift from the designer and the game.
func TestHelpReloadNumbersAreTheDesigns(t *testing.T) {
	rule := strings.Join(hoverRule(nil, sscs.Reload{}), " ")
	var shots []string
	for _, ty := range []string{design.Railgun, design.Antimissile, design.Torpedo} {
		row, ok := design.LookupType(ty)
		if !ok || row.Shots == 0 {
			t.Fatalf("%s: no magazine in the type table", ty)
		}
		shots = append(shots, fmt.Sprint(row.Shots))
	}
	for _, want := range []string{"a whole magazine (" + shots[0] + ", " + shots[1] + " or " + shots[2] + " shots)", fmt.Sprintf("%d slots each", design.MagazineReloadSlots)} {
		if !strings.Contains(rule, want) {
			t.Errorf("the reload's rule lacks %q: %s", want, rule)
		}
	}
}

// TestHelpNamesTheSharedMapKeys: the legend says which of the map's
// letters are also an action's (f Fire, g Shoot at the missiles, m
// Missiles), which have the letter while they are offered; it said "f
// follows the ship in play" with no exception, and in the fire f fires.
func TestHelpNamesTheSharedMapKeys(t *testing.T) {
	var legend string
	for _, p := range help(nil, 0, nil) {
		if p.Title == "Legend" {
			legend = strings.Join(p.Lines, " ")
		}
	}
	for _, want := range []string{"f (follow the unit in play; Fire)", "g (go to a cell or a unit; Shoot at the missiles)", "m (move around the map (arrows, esc); Missiles)"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, legend)
		}
	}
}

// firstSalvo plays the standard battle until a salvo is legal, and
// returns the session there with that salvo.
func firstSalvo(t *testing.T) (*engine.Session, sscs.Salvo) {
	t.Helper()
	sess := session(t, "standard", false, 1)
	var sv sscs.Salvo
	advance(t, sess, func(s *sscs.State) bool {
		if len(s.Phase().Actors) == 0 {
			return false
		}
		for _, in := range s.Legal(s.Phase().Actors[0]) {
			if x, ok := in.(sscs.Salvo); ok {
				sv = x
				return true
			}
		}
		return false
	})
	return sess, sv
}

// TestTypedSalvoTakesNoAim: a typed salvo that names a category to aim at
// is refused with the rule (Selective Targeting is for weapons), as a
// projector's is, rather than fired with the aim dropped.
func TestTypedSalvoTakesNoAim(t *testing.T) {
	sess, sv := firstSalvo(t)
	view := sess.State().View(sv.By)
	b := newBoard(cfg)
	if in, err := b.Parse(view, sv.By, sv, "@"+itoa(sv.From)); err != nil || in.(sscs.Salvo).From != sv.From {
		t.Fatalf("the listed salvo: %v %v", in, err)
	}
	if _, err := b.Parse(view, sv.By, sv, "@"+itoa(sv.From)+" D"); err == nil || !strings.Contains(err.Error(), "missiles cannot aim") {
		t.Fatalf("a salvo aimed at the Drive: %v", err)
	}
}

// TestLegendReadsTheCoordinates: the log names hexes q,r ("Maw ends its
// move at 0,-2") while only q is numbered along the map (found playing at
// 80x24 and 200x60: nothing said where 0,-2 was). The legend says how to
// read them, with the steps that change them as the hex package takes them.
func TestLegendReadsTheCoordinates(t *testing.T) {
	legend := strings.Join(help(nil, 0, nil)[0].Lines, "\n")
	for _, want := range []string{"written q,r", "q is the column numbered along the top", "a step S adds 1 to r", "SE adds 1 to q", "NE adds 1 to q and takes 1 from r"} {
		if !strings.Contains(legend, want) {
			t.Errorf("the legend lacks %q:\n%s", want, legend)
		}
	}
	steps := map[hex.Direction]hex.Hex{hex.S: {Q: 0, R: 1}, hex.SE: {Q: 1, R: 0}, hex.NE: {Q: 1, R: -1}}
	for d, want := range steps {
		if got := d.Offset(); got != want {
			t.Errorf("a step %s is %v, the legend says %v", d, got, want)
		}
	}
}

// TestUnitListNamesEveryShipInAHex: the unit list (U) has a line a hex,
// cut at the panel's width; in the boarding action the Maw, docked in the
// Bastion's hex, was cut off the Bastion's line at 80 columns ("Bastion N
// speed 1 · HP 33/35 · shie…") and no line named it. A shared hex's line
// names every ship in it first.
func TestUnitListNamesEveryShipInAHex(t *testing.T) {
	sess := session(t, "boarding", false, 1)
	s := sess.State().(*sscs.State)
	g := newBoard(cfg).g
	var bastion, maw sscs.ShipInfo
	for _, sh := range s.Ships() {
		switch sh.Name {
		case "Bastion":
			bastion = sh
		case "Maw":
			maw = sh
		}
	}
	if bastion.Name == "" || maw.Name == "" || bastion.Hex != maw.Hex {
		t.Fatalf("the boarding action no longer starts with the Maw docked in the Bastion's hex: %+v %+v", bastion.Hex, maw.Hex)
	}
	line := g.Summary(s, 0, bastion.Hex)
	if head := tui.Truncate(line, 30); !strings.Contains(head, "Bastion") || !strings.Contains(head, "Maw") {
		t.Errorf("the first 30 cells of the shared hex's line do not name both ships: %q (of %q)", head, line)
	}
	for _, want := range []string{"Bastion N speed", "Maw N speed"} {
		if !strings.Contains(line, want) {
			t.Errorf("%q lacks %q", line, want)
		}
	}
	// A hex with one ship reads as before: its state, no list of names.
	for _, sh := range s.Ships() {
		if sh.Hex != bastion.Hex && onMap(sh) {
			if l := g.Summary(s, 0, sh.Hex); !strings.HasPrefix(l, sh.Name+" "+sh.Heading.String()) {
				t.Errorf("a lone ship's line: %q", l)
			}
			break
		}
	}
}
