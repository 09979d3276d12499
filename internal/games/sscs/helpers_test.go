package sscs

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The rules tests sit in one file for each part of the rulebook
// (movement, fire, damage, projectors, docking, boarding, victory,
// scenario, data); each pins a place where a quick reading goes wrong (an
// edge, an exception, an order, a limit) and is named after the
// rulebook's section. The test designs are in fixture_test.go: the Gun
// (Drive 3, no shields or armor, ECM 1; weapons 0 Six beam, 1 Rail
// railgun, 2 Missile magazine, 3 AM antimissile, 4 Side beam, 5 Big cannon
// with component armor) and the Target (Drive 3, shields 3, armor 2,
// ECM 4; 0 AM antimissile of Range 2, 1 Beam of Range 4).

func loadScenario(t testing.TB, name string) *Scenario {
	t.Helper()
	return gametest.LoadScenario(t, Game{}, name).(*Scenario)
}

func newGame(t testing.TB, scenario string, seed uint64) *State {
	t.Helper()
	return gametest.NewGame(t, Game{}, scenario, seed).(*State)
}

func newGameOpts(t testing.TB, scenario string, opts engine.Options) *State {
	t.Helper()
	st, err := Game{}.NewState(loadScenario(t, scenario), opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// withDice returns a copy whose dice give faces first.
func (s *State) withDice(faces ...int) *State {
	n := s.clone()
	n.dice = engine.NewDice(7).Force(faces...)
	return n
}

func apply(t testing.TB, s *State, in engine.Intent) (*State, []engine.Event) {
	t.Helper()
	n, ev := gametest.Apply(t, s, in)
	return n.(*State), ev
}

func refuse(t testing.TB, s *State, in engine.Intent, want string) {
	t.Helper()
	gametest.Refuse(t, s, in, want)
}

func eventsText(ev []engine.Event) string {
	var b strings.Builder
	for _, e := range ev {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// ship finds a ship by name.
func (s *State) mustShip(t testing.TB, name string) ShipID {
	t.Helper()
	id := s.shipNamed(name)
	if id == NoShip {
		t.Fatalf("no ship %q", name)
	}
	return id
}

// restoreFixture restores the save file testdata/name, which must have
// been written under rules; the error is Restore's (a replay that meets a
// corrected rule stops there).
func restoreFixture(t testing.TB, name, rules string) (*engine.Session, error) {
	t.Helper()
	sf := gametest.ReadSave(t, "testdata/"+name)
	if sf.Rules != rules {
		t.Fatalf("%s: rules %q, want %q", name, sf.Rules, rules)
	}
	return gametest.RestoreSave(sf, Game{})
}

// extraBattle is battle with extraDesigns.
func extraBattle(t *testing.T, ships ...place) *State {
	t.Helper()
	return battleOf(t, extraDesigns(), nil, ships...)
}

func boolWords(b []bool) []string {
	out := make([]string, len(b))
	for i, v := range b {
		out[i] = map[bool]string{true: "on", false: "off"}[v]
	}
	return out
}

// battleWith starts a test battle of the test designs and more.
func battleWith(t testing.TB, more []design.Design, ships ...place) *State {
	t.Helper()
	return battleOf(t, append(testDesigns(), more...), nil, ships...)
}

// pixel is a hex's centre on the flat-topped map, in units of the hex's
// outer radius.
func pixel(h hex.Hex) (x, y float64) {
	return 1.5 * float64(h.Q), math.Sqrt(3) * (float64(h.R) + float64(h.Q)/2)
}

// turnPlan is one whole turn played through the intents.
type turnPlan struct {
	decl  []engine.Intent
	plots map[string]string          // by ship name; default straight on at its speed
	fire  map[string][]engine.Intent // applied in the ship's fire step
	react []engine.Intent            // answers to salvos, in order (default: dodge)
	faces []int
	late  []int // forced at the last fire step, for the Activity phase
}

// playTurn plays the declarations, seals both sides and flies every ship
// (firing as planned) to the next Declaration phase or the end.
func playTurn(t *testing.T, s *State, p turnPlan) (*State, string) {
	t.Helper()
	var b strings.Builder
	add := func(ev []engine.Event) { b.WriteString(eventsText(ev)) }
	var ev []engine.Event
	for _, in := range p.decl {
		s, ev = apply(t, s, in)
		add(ev)
	}
	if p.faces != nil {
		s.dice = engine.NewDice(3).Force(p.faces...)
	}
	for side := engine.Player(0); side < 2 && s.phase == phDeclare; side++ {
		if !s.sealed[side] {
			s, ev = apply(t, s, Seal{By: side})
			add(ev)
		}
	}
	react := p.react
	for guard := 0; guard < 200 && !s.outcome.Over && s.phase != phDeclare; guard++ {
		switch s.phase {
		case phMove:
			next := s.NextMovers()
			if len(next) == 0 {
				t.Fatalf("no mover")
			}
			id := next[0]
			plot, ok := p.plots[s.ships[id].name]
			if !ok {
				plot = strconv.Itoa(s.turnSpeed(id))
			}
			s, ev = apply(t, s, Move{By: s.ships[id].side, Ship: id, Plot: plot})
			add(ev)
		case phFire:
			id := s.firing
			name := s.ships[id].name
			if list := p.fire[name]; len(list) > 0 {
				in := list[0]
				p.fire[name] = list[1:]
				s, ev = apply(t, s, in)
				add(ev)
				continue
			}
			if p.late != nil && len(s.NextMovers()) == 0 {
				s.dice = engine.NewDice(3).Force(p.late...)
			}
			s, ev = apply(t, s, Done{By: s.ships[id].side, Ship: id})
			add(ev)
		case phReact:
			var in engine.Intent
			if len(react) > 0 {
				in, react = react[0], react[1:]
			} else {
				in = Dodge{By: s.ships[s.salvo.target].side}
			}
			s, ev = apply(t, s, in)
			add(ev)
		default:
			t.Fatalf("phase %d", s.phase)
		}
	}
	return s, b.String()
}

// dockedPair starts Red's A (design a) docked with Blue's B (design b)
// in hex 0,0 heading N at speed sp, with more ships of the extra designs:
// Red's when their name starts with R, else Blue's.
func dockedPair(t *testing.T, a, b string, sp int, more ...ShipFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Designs: extraDesigns(), Sides: []SideFile{
		{Name: "Red", Ships: []ShipFile{{Name: "A", Design: a, At: "0,0", Heading: "N", Speed: sp, Docked: "B"}}},
		{Name: "Blue", Ships: []ShipFile{{Name: "B", Design: b, At: "0,0", Heading: "N", Speed: sp}}},
	}}
	for _, m := range more {
		side := 1
		if strings.HasPrefix(m.Name, "R") {
			side = 0
		}
		f.Sides[side].Ships = append(f.Sides[side].Ships, m)
	}
	return stateOf(t, f)
}

// boarded is dockedPair's Gun A (two Marine Squads) docked with the
// Target B after a turn in which A's marines boarded B and gained entry
// (every defender's roll a 6: nobody is hurt).
func boarded(t *testing.T, sp int, more ...ShipFile) *State {
	t.Helper()
	return boardB(t, dockedPair(t, "Gun", "Target", sp, more...))
}

// boardB plays a turn of s in which ship 0's two Marine Squads board the
// ship B it is docked with and gain entry (every defender's roll a 6).
func boardB(t *testing.T, s *State) *State {
	t.Helper()
	b := s.mustShip(t, "B")
	n, text := playTurn(t, s, turnPlan{decl: []engine.Intent{Board{By: 0, Ship: 0, Target: b}}, late: []int{6, 6, 6, 6, 6, 6, 6, 6}})
	crossed := 0
	for _, q := range n.Squads() {
		if q.Side == 0 && q.Host == b && q.Alive {
			crossed++
		}
	}
	if crossed != 2 {
		t.Fatalf("%d crossed: %s", crossed, text)
	}
	return n
}

// killDefenders kills every unit of a boarded ship's own side aboard it
// (a set-up: no defender is left).
func killDefenders(s *State, b ShipID) {
	for q := range s.squads {
		if s.squads[q].host == b && s.squads[q].side == s.ships[b].side {
			s.mutSquads()[q].alive = false
		}
	}
}

// firstAboard is the first craft aboard a carrier.
func firstAboard(s *State) ShipID {
	for _, si := range s.Ships() {
		if si.Status == StatusAboard {
			return si.ID
		}
	}
	return NoShip
}

// stateOf starts the battle of a test's scenario file on seed 1, with no
// options. Its designs are checked as rules 7 checked them (testScenario).
func stateOf(t testing.TB, f ScenarioFile) *State {
	t.Helper()
	sc, err := testScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// testScenario checks a test's scenario file as a save of rules 7 is read:
// the rules tests' designs (testDesigns and others) buy fixed damage on
// beams, railguns and antimissiles, so that a hit's damage is a number
// with no die to force. Rules 8 refuses such a design in a new scenario
// (1) Weapon Design, Damage: d10s for all but projectors) but plays it
// as before in the designs of an older save, which is what these tests
// then pin: the rules of play did not change.
func testScenario(f ScenarioFile) (*Scenario, error) {
	data, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	// As DecodeScenarioOfRules(data, rulesV7) reads it, but for the
	// magazine reloads of rules 9, which the shipped Kestrel carries and a
	// real save of rules 7 cannot.
	sc, err := Game{}.decodeScenario(data, checks{reloads: true})
	if err != nil {
		return nil, err
	}
	cp := *sc.(*Scenario)
	cp.onlineOnly = true
	return &cp, nil
}

// scriptedSaveUnderRules plays sc out between two scripted opponents (seed
// 3) under the given rules and gives the game and its save file's bytes:
// a save of older rules, as a player of that build would have written it.
func scriptedSaveUnderRules(t *testing.T, sc engine.Scenario, rules string) (*engine.Session, []byte) {
	t.Helper()
	g := Game{}
	slots := []engine.PlayerSlot{
		{Side: "A", Kind: engine.Scripted, Level: engine.LevelScripted},
		{Side: "B", Kind: engine.Scripted, Level: engine.LevelScripted},
	}
	sess, err := engine.NewSession(g, sc, nil, 3, slots)
	if err != nil {
		t.Fatal(err)
	}
	sess.Rules = rules
	players := make([]engine.Opponent, 2)
	for i := range players {
		if players[i], err = g.NewOpponent(engine.LevelScripted, uint64(i+1)); err != nil {
			t.Fatal(err)
		}
	}
	if err := engine.PlayOut(sess, players, 100000); err != nil {
		t.Fatal(err)
	}
	if sess.Len() == 0 || !sess.State().Outcome().Over {
		t.Fatalf("the game played %d intents to %+v", sess.Len(), sess.State().Outcome())
	}
	return sess, gametest.SaveData(t, sess)
}
