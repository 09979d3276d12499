package stellararmada

// The oracle's corners (twenty-fourth audit). The legality oracle's games
// (oracle_test.go) leave some situations of the rulebook to chance, and
// chance never brought them: a turn limit won by the second seat's
// reactor, four engines that make a hit need a 6, the limit of four
// destroyed sides, 64 tied rolls, two ships unable to fight from the
// set-up. Each corner below builds the position that makes one (a
// scenario's mats, NewPosition, forced dice), plays a short script of
// intents written from the rulebook and then the rest of the game with
// oracle-driven players, the oracle judging every position as in
// TestOracle_Legality. Each corner names the situations it is for; the
// test fails when one does not arise.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// oCorner is one built position and what it must show.
type oCorner struct {
	name string
	// Each ship's maxima and starting values, from the standard mat:
	// maxima first, then the start (which begins at the maxima).
	redMax, blueMax, red, blue matEdit
	// pos places the game; with roll, the game starts at the roll for the
	// first player instead, and pos's dice are its dice.
	pos    Position
	roll   bool
	opts   engine.Options // with roll: the game's options
	faces  []int
	script []engine.Intent
	// expect: situations (oracle.note) that must arise in this corner;
	// cause: how the game must end ("" when the rest of the game decides).
	expect []string
	cause  string
}

// cornerScenario is the scenario of a corner's mats.
func cornerScenario(t *testing.T, c oCorner) *Scenario {
	t.Helper()
	f := ScenarioFile{Name: "corner", Title: "Corner", Sides: []SideFile{{Name: "Red"}, {Name: "Blue"}}}
	for i, e := range [][2]matEdit{{c.redMax, c.red}, {c.blueMax, c.blue}} {
		mx := StandardTracks()
		if e[0] != nil {
			e[0](&mx)
		}
		st := mx
		if e[1] != nil {
			e[1](&st)
		}
		f.Sides[i].Mat = &MatFile{Max: mx.Values(), Start: st.Values()}
	}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatalf("%s: %v", c.name, err)
	}
	return sc
}

// newOracleAt is the oracle's shadow of a position NewPosition built: the
// first player decided, pos.ToMove at the start of his turn with the
// boosts pos gives (the automatic boost of the first round is the
// position's to give, as NewPosition takes it from pos).
func newOracleAt(s *State, pos Position) *oracle {
	o := newOracle(s)
	o.started, o.first, o.round = true, int(pos.First), max(pos.Turn, 1)
	o.beginTurn(int(pos.ToMove))
	o.boost = pos.Boost
	o.boost[pos.ToMove] = 0
	return o
}

// scripted plays script first, then falls back on each player's chooser.
func scripted(script []engine.Intent, then [2]chooser) [2]chooser {
	i := 0
	pick := func(s *State, o *oracle, p engine.Player) (engine.Intent, error) {
		if i < len(script) {
			in := script[i]
			i++
			if in.Actor() != p {
				return nil, fmt.Errorf("the script has %#v where player %d is to move", in, p)
			}
			if v := o.judge(in); !v.ok() {
				return nil, fmt.Errorf("the script's %#v is refused by the oracle: %s", in, v)
			}
			return in, nil
		}
		return then[p](s, o, p)
	}
	return [2]chooser{pick, pick}
}

func oCorners() []oCorner {
	r, b := engine.Player(0), engine.Player(1)
	sixes := []int{6, 6, 6, 6, 6, 6, 6, 6}
	atLimit := func(first, toMove engine.Player) Position {
		return Position{First: first, ToMove: toMove, Turn: 20, TurnLimit: 20}
	}
	ties := make([]int, 2*64)
	for i := range ties {
		ties[i] = 3
	}
	return []oCorner{
		{
			// Reactor: two points per destroyed side per turn, the sides
			// counted at each hit. Two sides down: two masers fill the
			// limit of 4 (a third is refused); a missile that destroys
			// the missile system raises it to 6 and overflows 2 into it;
			// one that destroys the repair systems raises it to 8 and
			// overflows 2 more. The fourth side was Blue's last repair:
			// Blue cannot fight.
			name:    "caps of two, three and four sides",
			blueMax: func(t *Tracks) { t.Reactor = 9 },
			blue:    func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 0 },
			pos:     Position{First: r, ToMove: r, Turn: 2},
			faces:   sixes,
			script: []engine.Intent{FireMaser{r, SysReactor}, FireMaser{r, SysReactor},
				FireMissile{r, SysMissiles}, FireMissile{r, SysRepair}},
			expect: []string{"Reactor: the limit of 2 destroyed sides filled", "Reactor: the limit of 4 destroyed sides filled",
				"Reactor: the hit that destroys a side raises a limit already used"},
			cause: "the target unable to fight",
		},
		{
			// An overflow larger than what the limit has left: a maser
			// fills the limit of one side, a missile on the last engine
			// destroys a second side (limit 4, 2 used) and sends 4: 2
			// reach the reactor, 2 are wasted.
			name:   "overflow beyond the limit left",
			blue:   func(t *Tracks) { t.Shields, t.Masers, t.Engines = 0, 0, 1 },
			pos:    Position{First: r, ToMove: r, Turn: 3},
			faces:  sixes,
			script: []engine.Intent{FireMaser{r, SysReactor}, FireMissile{r, SysEngines}},
			expect: []string{"Reactor: an overflow beyond the limit is wasted", "Reactor: the limit of 2 destroyed sides filled"},
		},
		{
			// A missile straight at a reactor that may take 2 this turn.
			name:   "direct hit beyond the limit",
			blue:   func(t *Tracks) { t.Shields, t.Repair = 0, 0 },
			pos:    Position{First: b, ToMove: r, Turn: 4},
			faces:  sixes,
			script: []engine.Intent{FireMissile{r, SysReactor}},
			expect: []string{"Reactor: a direct hit beyond the limit is wasted"},
		},
		{
			// The last point of a reactor goes to an overflow larger than
			// it: the game ends on the reactor, not on the limit.
			name:   "the last reactor point",
			blue:   func(t *Tracks) { t.Reactor, t.Shields, t.Masers = 1, 0, 1 },
			pos:    Position{First: b, ToMove: r, Turn: 5},
			faces:  sixes,
			script: []engine.Intent{FireMissile{r, SysMasers}},
			expect: []string{"Reactor: a hit larger than the reactor left", "Objective: the reactor at zero by an overflow"},
			cause:  "reactor at zero",
		},
		{
			// Repair: one repair a turn per repair system undamaged when
			// the turn began. Red repairs its repair systems (1 → 2), and
			// the second repair is refused; next turn it makes two.
			name: "repair systems repairing themselves",
			red:  func(t *Tracks) { t.Repair, t.Masers = 1, 1 },
			pos:  Position{First: r, ToMove: r, Turn: 2},
			script: []engine.Intent{RepairSystem{r, SysRepair}, EndTurn{r}, EndTurn{b},
				RepairSystem{r, SysRepair}, RepairSystem{r, SysMasers}, EndTurn{r}},
			expect: []string{"Repair: the repair systems repair themselves (the limit stays 1 this turn)",
				"Repair: the repair systems repair themselves (the limit stays 2 this turn)"},
		},
		{
			// Engines: four engines (a scenario's mat) make the enemy
			// need a 6: a 5 misses, a 6 hits.
			name:    "four engines",
			blueMax: func(t *Tracks) { t.Engines = 4 },
			pos:     Position{First: r, ToMove: b, Turn: 2},
			faces:   []int{5, 6},
			script: []engine.Intent{ActivateEngine{b}, ActivateEngine{b}, ActivateEngine{b}, ActivateEngine{b}, EndTurn{b},
				FireMaser{r, SysShields}, FireMaser{r, SysShields}},
			expect: []string{"Engines: a shot needs 6+ (miss)", "Engines: a shot needs 6+ (hit)"},
		},
		{
			// Start: a tie is rolled again; after 64 ties in a row (the
			// project's bound) player 0 goes first.
			name:   "64 ties",
			roll:   true,
			faces:  ties,
			script: []engine.Intent{RollOff{r}},
			expect: []string{"Start: 64 ties, player 0 first (the project's bound)"},
		},
		{
			name:   "a tie, then Blue",
			roll:   true,
			faces:  []int{4, 4, 2, 5},
			script: []engine.Intent{RollOff{r}},
			expect: []string{"Start: a tie rolled again", "Start: player 1 goes first"},
		},
		{
			// Objective: neither ship can fight when the first player is
			// decided: a draw, the program's only draw at the set-up.
			name:   "both unable from the set-up",
			roll:   true,
			red:    func(t *Tracks) { t.Masers, t.Launchers, t.Armor, t.Repair = 0, 0, 0, 0 },
			blue:   func(t *Tracks) { t.Masers, t.Ammo, t.Repair = 0, 0, 0 },
			script: []engine.Intent{RollOff{r}},
			expect: []string{"Objective: both ships unable to fight from the set-up"},
			cause:  "unable to fight from the set-up",
		},
		// The turn limit (the project's own): after the second player's
		// turn of the last round, the stronger reactor, then the fuller
		// mat (ammunition left out), else a draw.
		{
			// The shortest game the option allows: one round, the
			// automatic boost and all.
			name:   "turn limit of one round",
			roll:   true,
			opts:   engine.Options{OptTurnLimit: "1"},
			faces:  []int{5, 2, 5, 6},
			script: []engine.Intent{RollOff{r}, FireMissile{r, SysShields}, FireMissile{r, SysMasers}, EndTurn{r}, EndTurn{b}},
			expect: []string{"Start: a shot against the automatic boost", "Engines: a shot needs 5+ (hit)", "turn limit: player 0 wins on the reactor"},
			cause:  "turn limit",
		},
		{
			name:   "turn limit: Blue's reactor",
			red:    func(t *Tracks) { t.Reactor = 4 },
			blue:   func(t *Tracks) { t.Reactor = 5 },
			pos:    atLimit(r, b),
			script: []engine.Intent{EndTurn{b}},
			expect: []string{"turn limit: player 1 wins on the reactor"},
			cause:  "turn limit",
		},
		{
			name:   "turn limit: Blue first, Blue's reactor",
			red:    func(t *Tracks) { t.Reactor = 3 },
			blue:   func(t *Tracks) { t.Reactor = 4 },
			pos:    atLimit(b, r),
			script: []engine.Intent{EndTurn{r}},
			expect: []string{"turn limit: player 1 goes first", "turn limit: player 1 wins on the reactor"},
			cause:  "turn limit",
		},
		{
			name:   "turn limit: Blue first, Red's mat",
			blue:   func(t *Tracks) { t.Masers = 2 },
			pos:    atLimit(b, r),
			script: []engine.Intent{EndTurn{r}},
			expect: []string{"turn limit: player 0 wins on the mat's points"},
			cause:  "turn limit",
		},
		{
			name:   "turn limit: Blue's mat",
			red:    func(t *Tracks) { t.Shields = 4 },
			pos:    atLimit(r, b),
			script: []engine.Intent{EndTurn{b}},
			expect: []string{"turn limit: player 1 wins on the mat's points"},
			cause:  "turn limit",
		},
		{
			name:   "turn limit: a draw whatever the rounds left",
			red:    func(t *Tracks) { t.Ammo = 3 },
			pos:    atLimit(r, b),
			script: []engine.Intent{EndTurn{b}},
			expect: []string{"turn limit: a draw, whatever the ammunition left"},
			cause:  "turn limit",
		},
		{
			// The first player's turn of the last round does not end the
			// game: the second player still plays his.
			name:   "turn limit: the first player's last turn",
			red:    func(t *Tracks) { t.Reactor = 5 },
			pos:    atLimit(r, r),
			script: []engine.Intent{EndTurn{r}, EndTurn{b}},
			expect: []string{"turn limit: player 1 wins on the reactor"},
			cause:  "turn limit",
		},
		{
			// A reactor at zero in the last turn ends the game on the
			// reactor, before the limit is counted.
			name:   "turn limit: the reactor first",
			red:    func(t *Tracks) { t.Reactor, t.Shields, t.Masers = 1, 0, 1 },
			blue:   func(t *Tracks) { t.Reactor = 1 },
			pos:    atLimit(r, b),
			faces:  sixes,
			script: []engine.Intent{FireMissile{b, SysMasers}},
			expect: []string{"Objective: the reactor at zero by an overflow"},
			cause:  "reactor at zero",
		},
	}
}

func TestOracle_Corners(t *testing.T) {
	runs := 6
	if testing.Short() {
		runs = 2
	}
	all := oracleSeen{}
	positions := 0
	for _, c := range oCorners() {
		for run := 0; run < runs; run++ {
			seed := uint64(run*13 + 5)
			sc := cornerScenario(t, c)
			dice := engine.NewDice(seed).Force(c.faces...)
			var s *State
			var o *oracle
			if c.roll {
				st, err := Game{}.newState(sc, c.opts, seed)
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				s = st.WithDice(dice)
				o = newOracle(s)
			} else {
				pos := c.pos
				pos.Dice = dice
				var err error
				if s, err = NewPosition(sc, pos); err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				o = newOracleAt(s, pos)
			}
			seen := oracleSeen{}
			o.seen = seen
			then := [2]chooser{byOracle(seed), byOracle(seed * 3)}
			if run%2 == 1 {
				then[0] = byOpponent(Scripted{})
			}
			name := fmt.Sprintf("%s, run %d", c.name, run)
			positions += o.play(t, s, scripted(c.script, then), name, seen)
			if t.Failed() {
				return
			}
			for _, k := range c.expect {
				if seen["situation: "+k] == 0 {
					t.Errorf("%s: %q did not arise", name, k)
				}
			}
			if c.cause != "" && seen["end: "+c.cause] == 0 {
				t.Errorf("%s: the game did not end by %q: %v", name, c.cause, o.cause)
			}
			for k, n := range seen {
				all[k] += n
			}
		}
	}
	t.Logf("%d positions compared", positions)
	keys := make([]string, 0, len(all))
	for k := range all {
		if !strings.HasPrefix(k, "refused:") && !strings.HasPrefix(k, "legal:") {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%7d %s", all[k], k)
	}
}

// TestOracle_MatBounds holds the scenario bounds of docs/rules (the
// project's own: the rulebook prints only the standard mat) to what
// NewScenario takes: each maximum at its least and greatest is taken and
// one beyond is refused, naming the track; a start below its least or
// above its maximum is refused; a missile system of no point is refused.
// The random mats of TestOracle_Legality are drawn within these bounds.
func TestOracle_MatBounds(t *testing.T) {
	type bound struct{ maxLo, maxHi, startLo int }
	table := map[string]bound{ // docs/rules/stellararmada.md, Scenarios
		"reactor": {1, 9, 1}, "shields": {0, 9, 0}, "engines": {1, 4, 0}, "repair": {1, 6, 0},
		"masers": {1, 6, 0}, "armor": {0, 3, 0}, "launchers": {0, 4, 0}, "ammo": {0, 99, 0},
	}
	set := func(tr *Tracks, name string, v int) {
		*map[string]*int{"reactor": &tr.Reactor, "shields": &tr.Shields, "engines": &tr.Engines, "repair": &tr.Repair,
			"masers": &tr.Masers, "armor": &tr.Armor, "launchers": &tr.Launchers, "ammo": &tr.Ammo}[name] = v
	}
	try := func(mx, st Tracks) error {
		_, err := NewScenario(ScenarioFile{Name: "bounds", Title: "Bounds", Sides: []SideFile{{Name: "Red"},
			{Name: "Blue", Mat: &MatFile{Max: mx.Values(), Start: st.Values()}}}})
		return err
	}
	for name, b := range table {
		for _, c := range []struct {
			max, start int
			ok         bool
			says       string
		}{
			{b.maxLo, b.startLo, true, ""}, {b.maxHi, b.maxHi, true, ""},
			{b.maxLo - 1, b.startLo, false, "max." + name}, {b.maxHi + 1, b.startLo, false, "max." + name},
			{b.maxHi, b.startLo - 1, false, "start." + name}, {b.maxLo, b.maxLo + 1, false, "start." + name},
		} {
			mx, st := StandardTracks(), StandardTracks()
			set(&mx, name, c.max)
			set(&st, name, c.start)
			if name == "armor" || name == "launchers" { // keep the missile system one point at least
				mx.Armor, mx.Launchers = max(mx.Armor, 1), max(mx.Launchers, 1)
				set(&mx, name, c.max)
				st.Armor, st.Launchers = min(st.Armor, mx.Armor), min(st.Launchers, mx.Launchers)
				set(&st, name, c.start)
			}
			err := try(mx, st)
			if c.ok != (err == nil) || err != nil && !strings.Contains(err.Error(), "sides[1].mat."+c.says) {
				t.Errorf("%s: max %d, start %d: %v (want ok %v, naming %q)", name, c.max, c.start, err, c.ok, c.says)
			}
		}
	}
	mx := StandardTracks()
	mx.Armor, mx.Launchers = 0, 0
	st := mx
	if err := try(mx, st); err == nil || !strings.Contains(err.Error(), "armor or launchers") {
		t.Errorf("a missile system of no point: %v", err)
	}
}
