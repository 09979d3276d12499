package sscs

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The edge oracle (the twenty-fourth audit): the positions the oracles'
// random and scripted games never make, built by hand and played through
// the intents with every position judged by the legality oracle
// (oracle_test.go), every Apply by the resolution oracle
// (resolve_oracle_test.go) and every Activity phase by a reading of
// Docking the other oracles had none of (dockJudge, below). The
// instrumented sections (edgeSections) say which of the rulebook's
// situations arise: TestResolutionOracle logs those its games reach, and
// TestEdgeOracle wants every one reached by its positions.

// edgeSection names the rulebook situation an applied intent and its
// events show, for the counters; "" when it shows none of them.
func edgeSections(s *State, in engine.Intent, ev []engine.Event, add func(string)) {
	if p, ok := in.(Project); ok && s.valid(p.Ship) && p.Weapon >= 0 && p.Weapon < len(s.cls(p.Ship).mounts) {
		add("Projectors: " + s.cls(p.Ship).mounts[p.Weapon].effect)
	}
	for _, e := range ev {
		txt := e.Text
		switch {
		case e.Kind == "dock" && strings.Contains(txt, "is docking with"):
			add("Docking: first turn")
		case e.Kind == "dock" && strings.Contains(txt, "is docked with"):
			add("Docking: completed")
		case e.Kind == "dock" && strings.Contains(txt, "cannot dock"):
			add("Docking: conditions failed")
		case e.Kind == "dock" && strings.Contains(txt, "come apart"):
			add("Docking: docked ships part")
		case e.Kind == "dock" && strings.Contains(txt, "lands in"):
			add("Landing (own)")
		case e.Kind == KindLaunch && strings.Contains(txt, "is launched"):
			add("Launching")
		case e.Kind == KindLaunch && strings.Contains(txt, "not launched"):
			add("Launching: not carried out")
		case e.Kind == KindBoard && strings.Contains(txt, "cannot gain entry"):
			add("Boarding: target in stasis")
		case e.Kind == KindBoard && strings.Contains(txt, "gain entry to"):
			add("Boarding: gaining entry")
		case e.Kind == KindBoard && strings.Contains(txt, "called off"):
			add("Boarding: called off")
		case e.Kind == KindBoard && e.Roll != nil:
			add("Boarding: combat roll")
		case e.Kind == KindBoard && strings.Contains(txt, "take control"):
			add("Boarding: control of a component")
		case e.Kind == KindBoard && strings.Contains(txt, "take back"):
			add("Boarding: control taken back")
		case e.Kind == KindBoard && strings.Contains(txt, "no defenders are left"):
			add("Boarding: no defender left")
		case e.Kind == "capture":
			add("Boarding: ship taken")
		case e.Kind == "ram" && e.Roll != nil:
			add("Ramming: roll")
		case e.Kind == "ram" && strings.Contains(txt, "collide"):
			add("Ramming: collision")
		case e.Kind == "ram" && strings.Contains(txt, "stasis"):
			add("Ramming: target in stasis")
		case e.Kind == KindRepair && e.Roll != nil:
			add("Damage Control: roll")
		case e.Kind == "wall":
			add("Force Plane: absorbs")
		case e.Kind == "image":
			add("Image Projector: image hit")
		case e.Kind == "scrap":
			add("Result of Damage: scrap")
		case e.Kind == "damage" && strings.Contains(txt, "in stasis and cannot be affected"):
			add("Stasis: damage does not reach")
		case e.Kind == "over" && strings.Contains(txt, "neither side"):
			add("End: both sides incapable at once")
		case e.Kind == "over" && strings.Contains(txt, "truce"):
			add("End: truce")
		case e.Kind == "over" && strings.Contains(txt, "turn limit"):
			add("End: turn limit")
		case e.Kind == "over" && strings.Contains(txt, "capable of resistance"):
			add("End: a side incapable")
		case e.Kind == "over" && strings.Contains(txt, "separated"):
			add("End: separation")
		}
	}
}

// edgeWanted are the sections TestEdgeOracle must reach.
var edgeWanted = []string{
	"Docking: first turn", "Docking: completed", "Docking: conditions failed", "Docking: docked ships part",
	"Landing (own)", "Launching", "Launching: not carried out",
	"Boarding: gaining entry", "Boarding: target in stasis", "Boarding: called off", "Boarding: combat roll",
	"Boarding: no defender left", "Boarding: ship taken",
	"Ramming: roll", "Ramming: target in stasis",
	"Image Projector: image hit",
	"End: both sides incapable at once", "End: turn limit", "End: truce", "End: separation",
	"Projectors: repulser", "Projectors: transfer-ecm",
}

// edgeRun plays hand-built positions with every step judged.
type edgeRun struct {
	t    *testing.T
	name string
	ro   *roStats
	lo   *oracleStats
	mem  *oracleMemory
	sec  map[string]int
	act  *actJudge
	bad  map[string][]string
}

func newEdgeRun(t *testing.T) *edgeRun {
	r := &edgeRun{t: t,
		ro:  &roStats{judged: map[string]int{}, skipped: map[string]int{}, disagree: map[string][]string{}},
		lo:  &oracleStats{unlisted: map[string]int{}, unlistedEx: map[string][]string{}, positions: map[string]int{}, intents: map[string]int{}, disagree: map[string][]string{}},
		sec: map[string]int{},
		bad: map[string][]string{},
	}
	r.act = &actJudge{count: map[string]int{}, flag: r.flag}
	return r
}

func (r *edgeRun) flag(kind, format string, a ...any) {
	if len(r.bad[kind]) < 5 {
		r.bad[kind] = append(r.bad[kind], r.name+": "+fmt.Sprintf(format, a...))
	}
}

// start names a new position and forgets the last one's memory.
func (r *edgeRun) start(name string) { r.name, r.mem = name, &oracleMemory{} }

// apply judges the position, applies in and judges what it did.
func (r *edgeRun) apply(s *State, in engine.Intent) (*State, []engine.Event) {
	r.t.Helper()
	ph := s.Phase()
	where := fmt.Sprintf("%s, turn %d %s, %T%+v", r.name, ph.Turn, ph.Name, in, in)
	// The legality oracle tries every intent on a copy with dice of its
	// own: the faces forced for the position are the played intent's.
	c := s.clone()
	c.dice = engine.NewDice(uint64(len(r.sec)) + 99)
	o := newOracle(c, r.mem)
	o.judge(r.t, r.lo, where)
	o.numbers(r.lo, where)
	n, ev, err := s.Apply(in)
	if err != nil {
		r.t.Fatalf("%s: %v", where, err)
	}
	o.remember(in)
	next := n.(*State)
	roJudgeOne(r.t, s, next, in, ev, r.ro, where)
	if next.turn != s.turn || next.outcome.Over {
		r.act.judge(s, next, ev)
	}
	edgeSections(s, in, ev, func(k string) { r.sec[k]++ })
	return next, ev
}

// play is playTurn with every step judged.
func (r *edgeRun) play(s *State, p turnPlan) (*State, string) {
	r.t.Helper()
	var b strings.Builder
	add := func(ev []engine.Event) { b.WriteString(eventsText(ev)) }
	var ev []engine.Event
	for _, in := range p.decl {
		s, ev = r.apply(s, in)
		add(ev)
	}
	if p.faces != nil {
		s.dice = engine.NewDice(3).Force(p.faces...)
	}
	for side := engine.Player(0); side < 2 && s.phase == phDeclare; side++ {
		if !s.sealed[side] {
			s, ev = r.apply(s, Seal{By: side})
			add(ev)
		}
	}
	react := p.react
	for guard := 0; guard < 200 && !s.outcome.Over && s.phase != phDeclare; guard++ {
		switch s.phase {
		case phMove:
			id := s.NextMovers()[0]
			plot, ok := p.plots[s.ships[id].name]
			if !ok {
				plot = strconv.Itoa(s.turnSpeed(id))
			}
			s, ev = r.apply(s, Move{By: s.ships[id].side, Ship: id, Plot: plot})
		case phFire:
			id := s.firing
			if list := p.fire[s.ships[id].name]; len(list) > 0 {
				p.fire[s.ships[id].name] = list[1:]
				s, ev = r.apply(s, list[0])
				break
			}
			if p.late != nil && len(s.NextMovers()) == 0 {
				s.dice = engine.NewDice(3).Force(p.late...)
			}
			s, ev = r.apply(s, Done{By: s.ships[id].side, Ship: id})
		case phReact:
			var in engine.Intent = Dodge{By: s.ships[s.salvo.target].side}
			if len(react) > 0 {
				in, react = react[0], react[1:]
			}
			s, ev = r.apply(s, in)
		default:
			r.t.Fatalf("%s: phase %d", r.name, s.phase)
		}
		add(ev)
	}
	return s, b.String()
}

// report fails the test on every disagreement of the three oracles.
func (r *edgeRun) report() {
	t := r.t
	t.Logf("legality: positions %v, intents %v; resolution judged %v, skipped %v; activity judged %v", r.lo.positions, r.lo.intents, r.ro.judged, r.ro.skipped, r.act.count)
	for _, k := range sortedKeys(r.lo.disagree) {
		t.Errorf("legality %s:\n  %s", k, strings.Join(r.lo.disagree[k], "\n  "))
	}
	for _, k := range sortedKeys(r.ro.disagree) {
		t.Errorf("resolution %s:\n  %s", k, strings.Join(r.ro.disagree[k], "\n  "))
	}
	for _, k := range sortedKeys(r.bad) {
		t.Errorf("%s:\n  %s", k, strings.Join(r.bad[k], "\n  "))
	}
}

// ---- Docking, a reading of its own ----

// actJudge judges what an Activity phase does with the readings of this
// file; TestResolutionOracle's games and TestEdgeOracle's positions both
// use it.
type actJudge struct {
	count map[string]int
	flag  func(kind, format string, a ...any)
}

// judge judges the Activity phase between s and n (see dockJudge).
func (r *actJudge) judge(s, n *State, ev []engine.Event) {
	r.dockJudge(s, n, ev)
	r.launchJudge(s, n, ev)
}

// launchJudge: "Launched vehicles are now free of the mother-ship" in the
// Activity phase — a craft declared to launch is out in its carrier's hex
// with its heading and speed (document), unless the carrier cannot work
// its hangars by then: out of play, shut down or held, without a Drive
// point (no power), or every hangar of the craft's design held by enemy
// boarders (rules 5, 6); then it stays aboard and the log says why.
func (r *actJudge) launchJudge(s, n *State, ev []engine.Event) {
	for k, a := range s.ships {
		if !a.dLaunch || a.status != stAboard {
			continue
		}
		id, c := ShipID(k), a.carrier
		b, cb := n.ships[k], n.ships[c]
		works := s.ships[c].status == stActive && cb.status == stActive && !roShut(s, c) && roDrive(n, c) > 0
		held := true
		for _, hg := range s.cls(c).hangars {
			if hg.craft == s.cls(id).name && !s.ships[c].sys[hg.sys].ctrl {
				held = false
			}
		}
		said := func(words string) bool {
			for _, e := range ev {
				if e.Kind == KindLaunch && strings.HasPrefix(e.Text, a.name+" ") && strings.Contains(e.Text, words) {
					return true
				}
			}
			return false
		}
		if !works || held {
			r.count["launches not carried out"]++
			if b.status != stAboard || !said("not launched") && cb.status == stActive {
				r.flag("launch", "%s (carrier works %v, hangars held %v): status %d; the log says why: %v", a.name, works, held, b.status, said("not launched"))
			}
			continue
		}
		r.count["launches"]++
		if b.status != stActive || b.pos != cb.pos || b.heading != cb.heading || b.speed != cb.speed || !said("is launched") {
			r.flag("launch", "%s: status %d at %v heading %v speed %d; want free at the %s's %v heading %v speed %d", a.name, b.status, b.pos, b.heading, b.speed, s.ships[c].name, cb.pos, cb.heading, cb.speed)
		}
	}
}

// edgeSize is a ship's total size (the design's, as data).
func edgeSize(s *State, id ShipID) int { return s.cls(id).dv.TotalSize }

// edgeLands: a craft docking with a friendly carrier lands in its hangar
// (own, docs/rules: Launching, Landing) if the carrier has power — a
// Drive point online, not shut down by a pulse nor held — and a free bay
// for its design: fewer of that design aboard than the online points of
// the hangars that hold it, not every one of them held by boarders.
func edgeLands(s *State, id, w ShipID) bool {
	a, c := s.ships[id], s.ships[w]
	if a.side != c.side || roDrive(s, w) == 0 || roShut(s, w) {
		return false
	}
	design := s.cls(id).name
	bays, free := 0, false
	for _, hg := range s.cls(w).hangars {
		if hg.craft != design {
			continue
		}
		bays += roUp(s, w, hg.sys)
		if !c.sys[hg.sys].ctrl {
			free = true
		}
	}
	aboard := 0
	for k, x := range s.ships {
		if x.status == stAboard && x.carrier == w && s.cls(ShipID(k)).name == design {
			aboard++
		}
	}
	return free && aboard < bays
}

// edgeDockedWith lists the ships docked (two turns done) with w, but id.
func edgeDockedWith(s *State, w, id ShipID) []ShipID {
	var out []ShipID
	for k, x := range s.ships {
		if ShipID(k) != id && x.dockWith == w && x.dockTurns >= 2 {
			out = append(out, ShipID(k))
		}
	}
	if p := s.ships[w].dockWith; p != NoShip && p != id && s.ships[w].dockTurns >= 2 {
		out = append(out, p)
	}
	return out
}

// edgeRoom: "Both ships must be able to dock" — the rulebook's example, two
// destroyers cannot both dock with one fighter though they could dock with
// each other. Own measure (docs/rules): a ship may dock alone with any
// other; one more only if it and those docked with the other already are
// not larger together than the other.
func edgeRoom(s *State, id, w ShipID) bool {
	if edgeLands(s, id, w) {
		return true
	}
	others := edgeDockedWith(s, w, id)
	sz := edgeSize(s, id)
	for _, k := range others {
		sz += edgeSize(s, k)
	}
	return len(others) == 0 || sz <= edgeSize(s, w)
}

// dockJudge reads an Activity phase's docking from the rulebook: "Both
// ships must be going the same speed, with the same direction of travel,
// and in the same hex(es) for 2 turns", "No Evasive Manuevers by either
// party", both able to dock; docking is declared when it is done and
// "complete if all conditions met" in the Activity phase. Readings of
// docs/rules: the declaration stands for both turns; a ship held in
// stasis does no action (nor a ship shut down by a pulse, which does no
// "Ship operation"), so its docking does not go on; docked ships keep
// together while the conditions hold — stasis does not part them — and
// come apart otherwise; a craft landing lands in the hangar. Several
// ships completing a docking with one ship in the same Activity phase
// take the room in the order of the ship list (own: the rulebook's
// phase has them done together, and one of the two destroyers must find
// no room on the fighter).
//
// s is the position before the intent that ended the turn (declarations,
// docking counts), n the one after (where the ships stood in the
// Activity phase: neither beginning a turn nor landing moves a ship).
func (r *actJudge) dockJudge(s, n *State, ev []engine.Event) {
	cur := s.clone() // docking completed so far in this Activity phase, in ship order
	alive := func(id ShipID) bool {
		return s.ships[id].status == stActive && n.ships[id].status != stScrap && n.ships[id].status != stCaptured
	}
	together := func(a, b ShipID) string {
		x, y := n.ships[a], n.ships[b]
		switch {
		case !alive(a) || !alive(b):
			return "out of play"
		case x.pos != y.pos:
			return "not in one hex"
		case x.speed != y.speed || x.heading != y.heading:
			return "not at one speed and heading"
		case x.evasive > 0 || y.evasive > 0:
			return "evasive"
		}
		return ""
	}
	said := func(id ShipID, words string) bool {
		for _, e := range ev {
			if e.Kind == "dock" && strings.HasPrefix(e.Text, s.ships[id].name+" ") && strings.Contains(e.Text, words) {
				return true
			}
		}
		return false
	}
	for k, a := range s.ships {
		id := ShipID(k)
		if a.status != stActive || a.dDock == NoShip && a.dockWith == NoShip {
			continue
		}
		b := n.ships[k]
		if a.dDock == NoShip {
			// No docking declared: a docking under way ends, one done holds
			// while the conditions do.
			r.count["undeclared"]++
			want := NoShip
			if a.dockTurns >= 2 && together(id, a.dockWith) == "" {
				want = a.dockWith
			}
			if b.dockWith != want {
				r.flag("docking kept", "%s: docked with %d (turns %d) → %d; want %d (%s)", a.name, a.dockWith, a.dockTurns, b.dockWith, want, together(id, a.dockWith))
			}
			// A ship or partner that leaves play in this Activity phase
			// (taken by boarders) parts with the capture's own line (the
			// oracle first wanted a parting line when the docked ship
			// itself was taken: the capture says it).
			gone := !alive(id) || s.ships[a.dockWith].status == stActive && !alive(a.dockWith)
			if want == NoShip && a.dockTurns >= 2 && !gone && !said(id, "come apart") {
				r.flag("docking log", "%s parts from ship %d with no word (%s)", a.name, a.dockWith, together(id, a.dockWith))
			}
			continue
		}
		w := a.dDock
		why := together(id, w)
		if why == "" && (s.ships[id].heldUntil >= s.turn || s.ships[w].heldUntil >= s.turn) {
			why = "held"
		}
		if why == "" && roShut(s, id) {
			why = "shut down"
		}
		if why == "" && !edgeRoom(cur, id, w) {
			why = "no room"
		}
		r.count[map[bool]string{true: "declared, fails", false: "declared, goes on"}[why != ""]]++
		if why != "" {
			if b.dockWith != NoShip || b.status != stActive || !said(id, "cannot dock") {
				r.flag("docking failed", "%s with %s (%s): docked with %d, turns %d, status %d; the log says why: %v", a.name, s.ships[w].name, why, b.dockWith, b.dockTurns, b.status, said(id, "cannot dock"))
			}
			continue
		}
		turns := 1
		if a.dockWith == w {
			turns = a.dockTurns + 1
		}
		switch {
		case turns < 2:
			if b.dockWith != w || b.dockTurns != 1 || b.dDock != w || !said(id, "is docking with") {
				r.flag("docking first turn", "%s with %s: docked with %d, turns %d, declared %d; want %d, 1, still declared", a.name, s.ships[w].name, b.dockWith, b.dockTurns, b.dDock, w)
			}
		case edgeLands(cur, id, w):
			r.count["lands"]++
			if b.status != stAboard || b.carrier != w || !said(id, "lands in") {
				r.flag("landing", "%s in the %s: status %d, carrier %d", a.name, s.ships[w].name, b.status, b.carrier)
			}
			cur.mut(id).status, cur.mut(id).carrier = stAboard, w
		default:
			r.count["docks"]++
			if b.dockWith != w || b.dockTurns < 2 || b.dDock != NoShip || !said(id, "is docked with") {
				r.flag("docking completed", "%s with %s: docked with %d, turns %d, declared %d", a.name, s.ships[w].name, b.dockWith, b.dockTurns, b.dDock)
			}
			cur.mut(id).dockWith, cur.mut(id).dockTurns = w, 2
		}
	}
}

// ---- the positions ----

func TestEdgeOracle(t *testing.T) {
	r := newEdgeRun(t)
	dock := func(id, with ShipID) []engine.Intent { return []engine.Intent{Dock{By: 0, Ship: id, With: with}} }
	far := place{1, "Far", "Gun", "0,-40", "S", 0}

	// Docking over two clean turns; with the partner evasive, at another
	// speed, held in stasis, or the docking ship shut down in the second.
	base := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 1}, place{0, "B", "Gun", "0,0", "N", 1}, far)
	r.start("docking, two clean turns")
	n, _ := r.play(base, turnPlan{decl: dock(0, 1)})
	n, _ = r.play(n, turnPlan{})
	if n.docked(0) != 1 {
		t.Errorf("not docked after two turns")
	}
	r.start("docked, then parted by a speed")
	if n, _ = r.play(n, turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 1, Speed: 2}}}); n.docked(0) != NoShip {
		t.Errorf("still docked at two speeds")
	}
	for _, c := range []struct {
		name string
		plan turnPlan
		set  func(*State)
	}{
		{"evasive partner", turnPlan{plots: map[string]string{"B": "1E1"}}, nil},
		{"other speed", turnPlan{decl: []engine.Intent{Speed{By: 0, Ship: 1, Speed: 2}}}, nil},
		{"partner held", turnPlan{}, func(s *State) { s.mut(1).heldUntil = s.turn }},
		{"docker held", turnPlan{}, func(s *State) { s.mut(0).heldUntil = s.turn }},
		{"docker shut down", turnPlan{}, func(s *State) { s.mut(0).empUntil = s.turn }},
		{"taken back", turnPlan{decl: []engine.Intent{Clear{By: 0, Ship: 0}}}, nil},
	} {
		r.start("docking, second turn: " + c.name)
		m, _ := r.play(base, turnPlan{decl: dock(0, 1)})
		if c.set != nil {
			c.set(m)
		}
		m, _ = r.play(m, c.plan)
		if m.docked(0) != NoShip {
			t.Errorf("%s: docked", c.name)
		}
	}

	// At speed 0 a ship held in stasis stays in the hex: the docking does
	// not go on all the same (a held ship does no action).
	still := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{0, "B", "Gun", "0,0", "N", 0}, far)
	for _, who := range []ShipID{0, 1} {
		r.start(fmt.Sprintf("docking at speed 0, ship %d held in the second turn", who))
		m, _ := r.play(still, turnPlan{decl: dock(0, 1)})
		m.mut(who).heldUntil = m.turn
		if m, _ = r.play(m, turnPlan{}); m.docked(0) != NoShip {
			t.Errorf("docked while ship %d was held", who)
		}
	}

	// Two destroyers docking with one fighter in the same Activity phase:
	// one finds no room.
	r.start("two destroyers, one fighter, together")
	two := extraBattle(t, place{0, "D1", "Gun", "0,0", "N", 2}, place{0, "D2", "Gun", "0,0", "N", 2},
		place{0, "F", "Dart", "0,0", "N", 2}, place{1, "E", "Gun", "0,-40", "S", 0})
	both := []engine.Intent{Dock{By: 0, Ship: 0, With: 2}, Dock{By: 0, Ship: 1, With: 2}}
	n, _ = r.play(two, turnPlan{decl: both})
	n, text := r.play(n, turnPlan{})
	if (n.docked(0) == 2) == (n.docked(1) == 2) {
		t.Errorf("both or neither docked with the fighter: %s", text)
	}

	// A Dart lands in its Nest with a bay free; with the Nest shut down it
	// docks alongside.
	for _, shut := range []bool{false, true} {
		r.start(fmt.Sprintf("landing, carrier shut down %v", shut))
		l := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 1}, place{0, "F", "Dart", "0,0", "N", 1}, far)
		f := l.mustShip(t, "F")
		l.mut(l.aboard(0, "Dart")[0]).status = stScrap
		m, _ := r.play(l, turnPlan{decl: dock(f, 0)})
		if shut {
			m.mut(0).empUntil = m.turn
		}
		m, text := r.play(m, turnPlan{})
		if landed := m.ships[f].status == stAboard; landed == shut {
			t.Errorf("shut %v: landed %v: %s", shut, landed, text)
		}
	}

	// A launch; one declared, then the hangar seized before the Activity
	// phase.
	r.start("launch")
	l := battle(t, nil, place{0, "N", "Nest", "0,0", "N", 1}, far)
	dart := l.mustShip(t, "N Dart 1")
	if m, _ := r.play(l, turnPlan{decl: []engine.Intent{Launch{By: 0, Craft: dart}}}); m.ships[dart].status != stActive {
		t.Errorf("not launched")
	}
	r.start("launch, hangar seized since")
	l, _ = r.apply(l, Launch{By: 0, Craft: dart})
	for _, hg := range l.cls(0).hangars {
		l.mutSys(0)[hg.sys].ctrl = true
	}
	if m, _ := r.play(l, turnPlan{}); m.ships[dart].status != stAboard {
		t.Errorf("launched from a seized hangar")
	}

	// Boarding through to the capture; called off when no unit is left
	// to send; no entry into a ship held in stasis.
	pair := func() *State {
		return dockedPair(t, "Gun", "Target", 0, ShipFile{Name: "C", Design: "Gun", At: "0,-40", Heading: "S"})
	}
	board := []engine.Intent{Board{By: 0, Ship: 0, Target: 1}}
	r.start("boarding to the capture")
	n, _ = r.play(pair(), turnPlan{decl: board, late: []int{6, 6, 6, 6, 6, 6, 6, 6}})
	n, _ = r.play(n, turnPlan{late: []int{6, 6, 6, 6, 6, 6, 6, 6, 6, 6}})
	killDefenders(n, 1)
	n, _ = r.play(n, turnPlan{})
	if n, text = r.play(n, turnPlan{}); n.ships[1].status != stCaptured {
		t.Errorf("not taken: %s", text)
	}
	r.start("boarding called off: the target scrapped since")
	n, _ = r.apply(pair(), board[0])
	n.mut(1).status = stScrap
	if n, _ = r.play(n, turnPlan{}); n.squads[0].host != 0 {
		t.Errorf("a unit crossed to a scrapped ship")
	}
	r.start("no defender left in the last turn")
	lastPair := ScenarioFile{Name: "test", Title: "Test", Designs: extraDesigns(), Turns: 2, Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: "Gun", At: "0,0", Heading: "N", Docked: "B"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: "Target", At: "0,0", Heading: "N"}, {Name: "C", Design: "Gun", At: "0,-40", Heading: "S"}}},
	}}
	n, _ = r.play(stateOf(t, lastPair), turnPlan{decl: board, late: []int{6, 6, 6, 6, 6, 6, 6, 6}})
	killDefenders(n, 1)
	if n, text = r.play(n, turnPlan{}); !strings.Contains(text, "before it can be taken") || n.ships[1].status == stCaptured {
		t.Errorf("the last turn: %s", text)
	}
	r.start("boarding called off: no unit left")
	n, _ = r.apply(pair(), board[0])
	for q := range n.squads {
		if n.squads[q].home == 0 {
			n.mutSquads()[q].alive = false
		}
	}
	if n, _ = r.play(n, turnPlan{}); n.squads[0].host != 0 {
		t.Errorf("a unit crossed")
	}
	r.start("boarding a ship held since")
	n, _ = r.apply(pair(), board[0])
	n.mut(1).heldUntil = n.turn
	if n, _ = r.play(n, turnPlan{}); n.squads[0].host != 0 {
		t.Errorf("a unit crossed into a held ship")
	}

	// A ram on a ship held since the declaration; a ram at Drive 4 (3 × 4
	// = 12: it cannot miss, and the target cannot fail to avoid).
	r.start("ram on a held ship")
	rm := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 2}, place{1, "B", "Gun", "0,-1", "S", 0})
	rm, _ = r.apply(rm, Ram{By: 0, Ship: 0, Target: 1})
	rm.mut(1).heldUntil = rm.turn
	r.play(rm, turnPlan{faces: []int{1, 10}})
	r.start("ram at Drive 4")
	rm = battle(t, nil, place{0, "A", "Dart", "0,0", "N", 2}, place{1, "B", "Dart", "0,-1", "S", 0}, place{1, "C", "Gun", "0,-30", "S", 0})
	r.play(rm, turnPlan{decl: []engine.Intent{Ram{By: 0, Ship: 0, Target: 1}}, faces: []int{10, 1}})

	// A head-on ram that leaves both sides' only ships scrap at once.
	r.start("both sides incapable at once")
	rm = battle(t, nil, place{0, "A", "Gun", "0,0", "N", 11}, place{1, "B", "Gun", "0,-8", "S", 10})
	if n, text = r.play(rm, turnPlan{decl: []engine.Intent{Ram{By: 0, Ship: 0, Target: 1}}, faces: []int{1, 10}}); !n.outcome.Over {
		t.Errorf("not over: %s", text)
	}

	// A salvo at one of the images.
	r.start("salvo at an image")
	im := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 0}, place{1, "B", "Gun", "0,-3", "S", 0})
	im, _ = r.apply(im, Seal{By: 0})
	im, _ = r.apply(im, Seal{By: 1})
	im, _ = r.apply(im, Move{By: 0, Ship: 0, Plot: "0"})
	im, _ = r.apply(im, Project{By: 0, Ship: 0, Weapon: 7, Target: 0})
	im, _ = r.apply(im, Done{By: 0, Ship: 0})
	im, _ = r.apply(im, Move{By: 1, Ship: 1, Plot: "0"})
	c := (im.ships[0].decoy + 1) % (im.ships[0].images + 1)
	im, _ = r.apply(im, Salvo{By: 1, Ship: 1, Weapon: 2, Count: 2, Target: 0, Contact: c})
	im.dice = engine.NewDice(5).Force(10, 10, 1, 1, 1, 1)
	r.apply(im, Dodge{By: 0})

	// The turn limit, with a docking in its first turn on the last.
	r.start("the turn limit")
	tl := battle(t, engine.Options{OptTurns: "1"}, place{0, "A", "Gun", "0,0", "N", 1}, place{0, "B", "Gun", "0,0", "N", 1}, far)
	if n, text = r.play(tl, turnPlan{decl: dock(0, 1)}); !n.outcome.Over || !strings.Contains(text, "turn limit") {
		t.Errorf("not over: %s", text)
	}

	// The repulser and the transfer of ECM, the projectors the games
	// never use.
	r.start("repulser and transfer ECM")
	wz := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 0}, place{0, "F", "Gun", "0,-1", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0})
	r.play(wz, turnPlan{fire: map[string][]engine.Intent{"W": {
		Project{By: 0, Ship: 0, Weapon: 11, Target: 1},
		Project{By: 0, Ship: 0, Weapon: 2, Target: 2},
	}}, faces: []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10}})

	// The tractor, the repulser, the pulse and the stasis beam on a docked
	// pair, and on a hex with a ship held in stasis.
	for _, held := range []bool{false, true} {
		for _, w := range []int{1, 2, 3, 4} {
			r.start(fmt.Sprintf("projector %d on a docked pair (the partner held %v)", w, held))
			pr := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-2", "S", 0})
			if held {
				pr.mut(2).heldUntil = 1
			} else {
				pr.mut(1).dockWith, pr.mut(1).dockTurns = 2, 2
			}
			n, text := r.play(pr, turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: w, Target: 1}}},
				faces: []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10}})
			if held && (n.ships[2].pos != at("0,-2") || n.ships[2].empUntil != 0) {
				t.Errorf("projector %d: the held ship was affected: %s", w, text)
			}
		}
	}

	// Damage control declared on a ship shut down by a pulse before the
	// Activity phase: no roll, and the point may be tried another turn.
	r.start("damage control, then a pulse")
	dc := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "W", "Wizard", "0,-2", "S", 0})
	dc.mutPts(0)[dc.cls(0).sysStart[0]] |= ptDown
	dc, _ = r.apply(dc, Repair{By: 0, Ship: 0, System: 0})
	if n, text = r.play(dc, turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 1, Ship: 1, Weapon: 3, Target: 0}}},
		faces: []int{10, 10, 10, 10, 10, 10, 10, 10}}); n.pointAt(0, 0, 0)&(ptDown|ptPerm|ptDeclared) != ptDown {
		t.Errorf("the point after a pulse: %b: %s", n.pointAt(0, 0, 0), text)
	}

	// One of two cloaks knocked out: the other keeps the field up.
	r.start("twin cloaks, one knocked out")
	tw := extraBattle(t, place{0, "T", "Twin", "0,1", "N", 1}, place{1, "D", "Dart", "0,-1", "S", 0})
	n, text = r.play(tw, turnPlan{fire: map[string][]engine.Intent{
		"T": {Project{By: 0, Ship: 0, Weapon: 0, Target: 0}},
		"D": {Fire{By: 1, Ship: 1, Weapon: 0, Target: 0, Aim: AimWeapons}},
	}, faces: []int{10, 10, 10, 10, 10, 10, 10, 10}})
	if n.mountUp(0, 0) || n.ships[0].cloak == 0 {
		t.Errorf("cloak 1 up %v, field %d: %s", n.mountUp(0, 0), n.ships[0].cloak, text)
	}

	// Two force planes; the first owner's goes when it moves, the second's
	// stays until its own move.
	r.start("two force planes")
	fp := battle(t, nil, place{0, "W1", "Wizard", "0,0", "N", 0}, place{0, "W2", "Wizard", "2,0", "N", 0}, place{1, "B", "Gun", "0,-30", "S", 0})
	fp, _ = r.play(fp, turnPlan{fire: map[string][]engine.Intent{
		"W1": {Project{By: 0, Ship: 0, Weapon: 5, Target: 0, At: Cell{0, -2}, Dir: int(hex.SE)}},
		"W2": {Project{By: 0, Ship: 1, Weapon: 5, Target: 1, At: Cell{2, -3}, Dir: int(hex.SE)}},
	}})
	if len(fp.walls) != 2 {
		t.Errorf("%d walls", len(fp.walls))
	}
	fp, _ = r.apply(fp, Seal{By: 0})
	fp, _ = r.apply(fp, Seal{By: 1})
	if fp, _ = r.apply(fp, Move{By: 0, Ship: fp.NextMovers()[0], Plot: "0"}); len(fp.walls) != 1 {
		t.Errorf("%d walls after one owner moved", len(fp.walls))
	}

	// A plane of 13: three hexes wide, six from the ship at most.
	r.start("a wide force plane")
	bw := design.Design{Name: "Bulwark", Maneuver: 4, Weapons: []design.Weapon{
		{Name: "Plane", Type: design.Projector, Effect: design.ForcePlane, Damage: 13, Range: 1, Arc: design.Primary},
		{Name: "Beam", Type: design.Beam, Damage: 1, Range: 4, Arc: design.Primary},
	}, Aux: []design.Aux{{Kind: design.Storage, Qty: 100}, {Kind: design.Storage, Qty: 100}}}
	wide := battleWith(t, []design.Design{bw}, place{0, "W", "Bulwark", "0,0", "N", 0}, place{1, "B", "Gun", "0,-9", "S", 0})
	wide, _ = r.play(wide, turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: 0, Target: 0, At: Cell{0, -6}, Dir: int(hex.NE)}}},
		faces: []int{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10}})
	if len(wide.walls) != 1 || len(wide.walls[0].hexes) != 3 {
		t.Errorf("walls %v", wide.Walls())
	}

	// The displacer on a docked pair, hit and missed.
	for _, faces := range [][]int{{10, 10, 10, 10, 10, 10}, {1, 1, 1, 1, 1, 1}} {
		r.start(fmt.Sprintf("displacer on a docked pair, dice %v", faces[0]))
		dp := battle(t, nil, place{0, "W", "Wizard", "0,0", "N", 0}, place{1, "B", "Gun", "0,-2", "S", 0}, place{1, "C", "Gun", "0,-2", "S", 0})
		dp.mut(1).dockWith, dp.mut(1).dockTurns = 2, 2
		dp.mut(2).evasive = 3 // from its last move: 2 × (1 + 3) = 8, beyond four 1s
		r.play(dp, turnPlan{fire: map[string][]engine.Intent{"W": {Project{By: 0, Ship: 0, Weapon: 8, Target: 2, At: Cell{2, -2}}}}, faces: faces})
	}

	// A truce; squadrons out of reach for three turns.
	r.start("truce")
	tr := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-20", "S", 0})
	tr, _ = r.apply(tr, Seal{By: 0, Truce: true})
	if tr, _ = r.apply(tr, Seal{By: 1, Truce: true}); !tr.outcome.Over {
		t.Errorf("no truce")
	}
	r.start("separation")
	sp := battle(t, nil, place{0, "A", "Gun", "0,0", "N", 0}, place{1, "B", "Gun", "0,-200", "S", 0})
	for k := 0; k < 3; k++ {
		sp, _ = r.play(sp, turnPlan{})
	}
	if !sp.outcome.Over {
		t.Errorf("not separated")
	}

	r.report()
	var missing []string
	for _, k := range edgeWanted {
		if r.sec[k] == 0 {
			missing = append(missing, k)
		}
	}
	t.Logf("sections reached: %v", r.sec)
	if len(missing) > 0 {
		t.Errorf("sections never reached: %v", missing)
	}
}
