// Package gametest holds the checks every game's tests make against the
// engine contract: random games (invariants, immutability, Legal accepted,
// stable views, an end), save → load → replay with every hash compared,
// determinism, and fuzzing of the intent and scenario decoders.
//
// Only the _test.go files of game packages import it. It depends on the
// engine and the standard library only, and knows no game: what is a game's
// own (its invariants, its probing intents) comes in as callbacks.
package gametest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/search"
)

// Match is one random game for RandomGames to play.
type Match struct {
	Scenario engine.Scenario
	Options  engine.Options
	Seed     uint64
	// Opponents[i] plays Player(i), choosing from its own View.
	Opponents []engine.Opponent
	// AllLegal applies every intent Legal lists, in every position, and
	// wants each accepted with the receiver unchanged. Games with long
	// lists set it on a sample of their matches.
	AllLegal bool
}

// Checks is what RandomGames checks besides the contract.
type Checks struct {
	// MaxIntents fails a match that is not over after this many intents.
	MaxIntents int
	// State checks the game's own invariants. It sees every position
	// before an intent is chosen, and the last one.
	State func(t testing.TB, st engine.State)
	// Step sees every chosen intent with the states before and after and
	// its events.
	Step func(t testing.TB, before engine.State, in engine.Intent, after engine.State, ev []engine.Event)
	// Quiet reports the intents that may cause no event; nil means none.
	Quiet func(in engine.Intent) bool
	// Probe makes an intent that may or may not be legal; Probes of them are
	// tried in every position: accepted exactly when Legal lists it, and a
	// refused one returns no state or events and changes nothing. One dice,
	// seeded with ProbeSeed, serves all the matches in turn.
	Probe     func(d *engine.Dice) engine.Intent
	Probes    int
	ProbeSeed uint64
}

// RandomGames plays every match to its end and returns the number of
// intents applied. In every position it checks: c.State; that the outcome
// is over exactly when nobody must act; that the first actor has legal
// intents and nobody else has any; that View(p).Hash(), for every side and
// for NoPlayer, is the same twice and leaves the state's hash unchanged;
// that View(p).Legal(p) is Legal(p) for every side (a player deciding from
// a view decides from the same choices); every legal intent (AllLegal) and
// the probes (c.Probe); then that the chosen intent is its chooser's own,
// is accepted by Check and Apply, causes events (unless c.Quiet), and
// leaves its receiver's hash unchanged. An intent that rolls dice is
// applied to its chooser's view too: over all the matches, the view's dice
// must not repeat the state's (a view that carries the live dice lets its
// holder predict the rolls). At the end: c.State, and no side has a legal
// intent. In the first match, every field of the state must change its
// hash (HashCoversState) at the start, midway and at the end.
func RandomGames(t testing.TB, g engine.Game, matches []Match, c Checks) int {
	t.Helper()
	probe := engine.NewDice(c.ProbeSeed)
	total := 0
	var dice diceLeak
	for m, mt := range matches {
		st, err := g.NewState(mt.Scenario, mt.Options, mt.Seed)
		if err != nil {
			t.Fatalf("match %d (%s, seed %d): %v", m, mt.Scenario.Name(), mt.Seed, err)
		}
		sides := len(mt.Scenario.Sides())
		where := func(n int) string {
			ph := st.Phase()
			return fmt.Sprintf("match %d (%s, seed %d), intent %d, turn %d %s", m, mt.Scenario.Name(), mt.Seed, n, ph.Turn, ph.Name)
		}
		n := 0
		for ; !st.Outcome().Over; n++ {
			if c.MaxIntents > 0 && n >= c.MaxIntents {
				t.Fatalf("%s: the game does not end within %d intents", where(n), c.MaxIntents)
			}
			position(t, st, sides, c, where(n))
			ph := st.Phase()
			p := ph.Actors[0]
			before := st.Hash()
			if mt.AllLegal {
				allLegal(t, st, st.Legal(p), where(n))
			}
			for i := 0; i < c.Probes; i++ {
				probeOnce(t, st, c.Probe(&probe), where(n))
			}
			in := choice(t, st, mt.Opponents, p, where(n))
			next, ev, err := st.Apply(in)
			if err != nil {
				t.Fatalf("%s: %v: %v", where(n), in, err)
			}
			dice.compare(st.View(p), in, ev)
			if m == 0 && n == 60 {
				HashCoversState(t, st)
			}
			if len(ev) == 0 && (c.Quiet == nil || !c.Quiet(in)) {
				t.Fatalf("%s: %v caused no event", where(n), in)
			}
			if st.Hash() != before {
				t.Fatalf("%s: Apply(%v) changed its receiver", where(n), in)
			}
			if c.Step != nil {
				c.Step(t, st, in, next, ev)
			}
			st = next
		}
		position(t, st, sides, c, where(n))
		if m == 0 {
			HashCoversState(t, st)
			start, err := g.NewState(mt.Scenario, mt.Options, mt.Seed)
			if err != nil {
				t.Fatal(err)
			}
			HashCoversState(t, start)
		}
		total += n
	}
	dice.verdict(t, g.ID())
	done := map[string]bool{}
	for _, mt := range matches {
		if canon, err := mt.Scenario.Canonical(); err == nil && !done[string(canon)] {
			done[string(canon)] = true
			HashCoversScenario(t, g, mt.Scenario, mt.Options, 200)
		}
	}
	return total
}

// choice is what p's opponent chooses from p's view, which must be p's own
// intent and one Check accepts.
func choice(t testing.TB, st engine.State, opponents []engine.Opponent, p engine.Player, where string) engine.Intent {
	t.Helper()
	if int(p) >= len(opponents) || opponents[p] == nil {
		t.Fatalf("%s: player %d must act but has no opponent", where, p)
	}
	in, err := opponents[p].Choose(st.View(p), p)
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	if in == nil || in.Actor() != p {
		t.Fatalf("%s: player %d chose %v, not its own", where, p, in)
	}
	if err := st.Check(in); err != nil {
		t.Fatalf("%s: Check(%v) refuses what Apply must take: %v", where, in, err)
	}
	return in
}

// allLegal applies every intent of legal to st: each must be accepted and
// leave st unchanged.
func allLegal(t testing.TB, st engine.State, legal []engine.Intent, where string) {
	t.Helper()
	before := st.Hash()
	for _, in := range legal {
		next, _, err := st.Apply(in)
		if err != nil || next == nil {
			t.Fatalf("%s: Legal offered %v: %v", where, in, err)
		}
		if st.Hash() != before {
			t.Fatalf("%s: Apply(%v) changed its receiver", where, in)
		}
	}
}

// probeOnce applies an intent that may or may not be legal: accepted exactly
// when Legal lists it, and a refusal returns no state or events; either way
// st is unchanged.
func probeOnce(t testing.TB, st engine.State, in engine.Intent, where string) {
	t.Helper()
	before := st.Hash()
	next, ev, err := st.Apply(in)
	listed := slices.ContainsFunc(st.Legal(in.Actor()), func(l engine.Intent) bool { return reflect.DeepEqual(l, in) })
	if (err == nil) != listed {
		t.Fatalf("%s: %v: error %v, but listed in Legal: %v", where, in, err, listed)
	}
	if err != nil && (next != nil || ev != nil) {
		t.Fatalf("%s: %v: an error came with a state or events", where, in)
	}
	if st.Hash() != before {
		t.Fatalf("%s: Apply(%v) changed its receiver", where, in)
	}
}

// diceLeak counts the dice an intent rolled in a state and, applied to its
// chooser's view, in the view.
type diceLeak struct{ compared, same int }

func (d *diceLeak) compare(view engine.State, in engine.Intent, ev []engine.Event) {
	real := faces(ev)
	if len(real) == 0 {
		return
	}
	_, vev, err := view.Apply(in)
	if err != nil {
		return // the view lacks what the intent needs: nothing to predict
	}
	seen := faces(vev)
	for i := 0; i < len(real) && i < len(seen); i++ {
		d.compared++
		if real[i] == seen[i] {
			d.same++
		}
	}
}

func (d *diceLeak) verdict(t testing.TB, game string) {
	t.Helper()
	if d.compared >= 20 && d.same*10 >= d.compared*9 {
		t.Errorf("%s: a view's dice predict the state's: %d of %d dice rolled the same (View must replace the dice with Dice.Hidden)", game, d.same, d.compared)
	}
}

func faces(ev []engine.Event) []int {
	var out []int
	for _, e := range ev {
		if e.Roll != nil {
			for _, d := range e.Roll.Dice {
				out = append(out, d.Face)
			}
		}
	}
	return out
}

// position makes the checks of one position that do not apply an intent.
func position(t testing.TB, st engine.State, sides int, c Checks, where string) {
	t.Helper()
	if c.State != nil {
		c.State(t, st)
	}
	ph, out := st.Phase(), st.Outcome()
	if out.Over != (len(ph.Actors) == 0) {
		t.Fatalf("%s: outcome %+v with phase %+v", where, out, ph)
	}
	if !out.Over && len(st.Legal(ph.Actors[0])) == 0 {
		t.Fatalf("%s: nothing legal for player %d", where, ph.Actors[0])
	}
	for p := engine.Player(0); int(p) < sides; p++ {
		if !ph.Acting(p) && len(st.Legal(p)) != 0 {
			t.Fatalf("%s: player %d, who need not act, has legal intents", where, p)
		}
	}
	for p := engine.Player(0); int(p) < sides; p++ {
		if a, b := st.Legal(p), st.View(p).Legal(p); !sameIntents(a, b) {
			t.Fatalf("%s: player %d's view lists %d legal intents, the state %d: %v / %v", where, p, len(b), len(a), b, a)
		}
		legalCounts(t, st, p, where)
		legalCounts(t, st.View(p), p, where+", player's view")
	}
	h := st.Hash()
	for p := engine.NoPlayer; int(p) < sides; p++ {
		if a, b := st.View(p).Hash(), st.View(p).Hash(); a != b {
			t.Fatalf("%s: View(%d) hashes %x, then %x", where, p, a, b)
		}
	}
	if st.Hash() != h {
		t.Fatalf("%s: View changed the state", where)
	}
	searchHooks(t, st, sides, where)
	if st.Hash() != h {
		t.Fatalf("%s: a search hook changed the state", where)
	}
}

// legalCounts checks that a state which counts its legal intents
// (engine.LegalCounter, through which the random opponent picks) counts
// and hands out exactly what Legal lists, in the same order.
func legalCounts(t testing.TB, st engine.State, p engine.Player, where string) {
	t.Helper()
	c, ok := st.(engine.LegalCounter)
	if !ok {
		return
	}
	legal := st.Legal(p)
	if n := c.LegalCount(p); n != len(legal) {
		t.Fatalf("%s: player %d: LegalCount %d, Legal lists %d", where, p, n, len(legal))
	}
	for i, want := range legal {
		if got := c.LegalAt(p, i); !sameIntents([]engine.Intent{got}, []engine.Intent{want}) {
			t.Fatalf("%s: player %d: LegalAt(%d) is %v, Legal's %v", where, p, i, got, want)
		}
	}
}

// searchHooks checks what a state offers the search opponent. A copy with
// fresh dice (search.Reseeder) differs from st in the dice alone: every
// side's view of it is that side's view of st. A sample of p's view
// (search.Determinizer) keeps everything the view shows: p's view of the
// sample is p's view of st. Every candidate (search.Candidates) is legal.
// An estimate (search.Evaluator) is a number from 0 to 1 for every side.
func searchHooks(t testing.TB, st engine.State, sides int, where string) {
	t.Helper()
	if r, ok := st.(search.Reseeder); ok {
		n := r.Reseed(st.Hash())
		for p := engine.NoPlayer; int(p) < sides; p++ {
			if a, b := st.View(p).Hash(), n.View(p).Hash(); a != b {
				t.Fatalf("%s: Reseed changed more than the dice: View(%d) hashes %x, then %x", where, p, a, b)
			}
		}
	}
	for p := engine.Player(0); int(p) < sides; p++ {
		v := st.View(p)
		if d, ok := v.(search.Determinizer); ok {
			if a, b := v.Hash(), d.Sample(p, st.Hash()).View(p).Hash(); a != b {
				t.Fatalf("%s: Sample(%d) changed what player %d sees: its view hashes %x, then %x", where, p, p, a, b)
			}
		}
		if c, ok := st.(search.Candidates); ok {
			for _, in := range c.Candidates(p) {
				if err := st.Check(in); err != nil {
					t.Fatalf("%s: candidate %q of player %d is refused: %v", where, in.String(), p, err)
				}
			}
		}
		if e, ok := st.(search.Evaluator); ok && !st.Outcome().Over {
			if x := e.Evaluate(p); !(x >= 0 && x <= 1) {
				t.Fatalf("%s: Evaluate(%d) is %v, not a number from 0 to 1", where, p, x)
			}
		}
	}
}

func sameIntents(a, b []engine.Intent) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !reflect.DeepEqual(a[i], b[i]) {
			return false
		}
	}
	return true
}

// lookup finds g by its id, as a save file's Restore wants.
func lookup(g engine.Game) func(string) (engine.Game, bool) {
	return func(id string) (engine.Game, bool) { return g, id == g.ID() }
}

// SaveReplay plays a game of sc through a session, one opponent a side
// (their levels go into the save file's players), writes the save file to
// JSON, reads it back with engine.DecodeSave and restores it, and wants the
// same intents with the same hash after every one of them, and the same
// outcome. It returns the played session.
func SaveReplay(t testing.TB, g engine.Game, sc engine.Scenario, opts engine.Options, seed uint64, players ...engine.Opponent) *engine.Session {
	t.Helper()
	sides := sc.Sides()
	if len(players) != len(sides) {
		t.Fatalf("%s: %d sides, %d players", sc.Name(), len(sides), len(players))
	}
	slots := make([]engine.PlayerSlot, len(sides))
	for i, sd := range sides {
		slots[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Scripted, Level: players[i].Level()}
	}
	sess, err := engine.NewSession(g, sc, opts, seed, slots)
	if err != nil {
		t.Fatal(err)
	}
	if err := engine.PlayOut(sess, players, 100000); err != nil {
		t.Fatalf("%s seed %d: %v", sc.Name(), seed, err)
	}
	sf, err := sess.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(sf)
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatalf("%s seed %d: %v", sc.Name(), seed, err)
	}
	again, err := back.Restore(lookup(g))
	if err != nil {
		t.Fatalf("%s seed %d: %v", sc.Name(), seed, err)
	}
	if again.Len() != sess.Len() {
		t.Fatalf("%s seed %d: the replay has %d intents, the game %d", sc.Name(), seed, again.Len(), sess.Len())
	}
	for i := 0; i <= sess.Len(); i++ {
		if a, b := again.StateAt(i).Hash(), sess.StateAt(i).Hash(); a != b {
			t.Fatalf("%s seed %d: the replay differs after %d intents: %x, not %x", sc.Name(), seed, i, a, b)
		}
	}
	if !reflect.DeepEqual(again.State().Outcome(), sess.State().Outcome()) {
		t.Fatalf("%s seed %d: the replay ends %+v, the game %+v", sc.Name(), seed, again.State().Outcome(), sess.State().Outcome())
	}
	return sess
}

// Deterministic plays sc twice from seed with fresh opponents (players makes
// them) and wants the same intents and the same hash after every intent;
// it also wants seed+1 to start from another hash (the dice are part of the
// state). It returns the final state.
func Deterministic(t testing.TB, g engine.Game, sc engine.Scenario, opts engine.Options, seed uint64, players func() []engine.Opponent) engine.State {
	t.Helper()
	type step struct {
		kind string
		data string
		hash uint64
	}
	play := func() ([]step, engine.State) {
		st, err := g.NewState(sc, opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		opps := players()
		steps := []step{{hash: st.Hash()}}
		for n := 0; !st.Outcome().Over; n++ {
			if n > 200000 {
				t.Fatal("the game does not end")
			}
			p := st.Phase().Actors[0]
			in, err := opps[p].Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			next, _, err := st.Apply(in)
			if err != nil {
				t.Fatalf("%v: %v", in, err)
			}
			data, err := json.Marshal(in)
			if err != nil {
				t.Fatal(err)
			}
			st = next
			steps = append(steps, step{in.Kind(), string(data), st.Hash()})
		}
		return steps, st
	}
	a, end := play()
	b, _ := play()
	if len(a) != len(b) {
		t.Fatalf("the same seed gave games of %d and %d intents", len(a)-1, len(b)-1)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("the same seed and intents differ at intent %d: %+v, then %+v", i, a[i], b[i])
		}
	}
	other, err := g.NewState(sc, opts, seed+1)
	if err != nil {
		t.Fatal(err)
	}
	if other.Hash() == a[0].hash {
		t.Fatalf("seeds %d and %d start from the same hash: the dice are not part of it", seed, seed+1)
	}
	return end
}

// Seed is one entry of an intent fuzz corpus: the kind and the JSON data.
type Seed [2]string

// junk is data every kind of intent is fuzzed with besides its seeds.
var junk = []string{``, `{}`, `null`, `[]`, `0`, `"x"`, `{"by":-1}`, `{"by":2}`, `{"by":0,"by":1}`, `{"by":0}}`, `{"by":"0"}`, `{"by":1e99}`}

// FuzzIntents fuzzes g.DecodeIntent with the seeds and, for every kind,
// with junk data. What decodes must have its kind, an actor below players,
// encode to JSON and decode again to an equal intent; applied to each of
// states it must leave the state's hash unchanged, and when refused return
// no state or events. Nothing may panic.
func FuzzIntents(f *testing.F, g engine.Game, players int, kinds []string, seeds []Seed, states ...engine.State) {
	for _, s := range seeds {
		f.Add(s[0], []byte(s[1]))
	}
	for _, k := range kinds {
		for _, d := range junk {
			f.Add(k, []byte(d))
		}
	}
	f.Add("x", []byte(`{}`))
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		in, err := g.DecodeIntent(kind, json.RawMessage(data))
		if err != nil {
			return
		}
		if in.Kind() != kind || in.Actor() < 0 || int(in.Actor()) >= players {
			t.Fatalf("%s %q decoded to %#v", kind, data, in)
		}
		again, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeIntent(kind, again)
		if err != nil || !reflect.DeepEqual(back, in) {
			t.Fatalf("%s %s: round trip gave %v %v", kind, again, back, err)
		}
		for _, st := range states {
			before := st.Hash()
			next, ev, err := st.Apply(in)
			if err != nil && (next != nil || ev != nil) {
				t.Fatalf("%v: an error came with a state or events", in)
			}
			if st.Hash() != before {
				t.Fatalf("Apply(%v) changed its receiver", in)
			}
		}
	})
}

// FuzzScenarios fuzzes g.DecodeScenario with the game's shipped scenarios
// and the seeds. What decodes must have a canonical form that decodes again
// to the same canonical form, and must start a game.
func FuzzScenarios(f *testing.F, g engine.Game, seeds ...string) {
	files, err := filepath.Glob(filepath.Join(ScenarioDir(f, g.ID()), "*.yaml"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no shipped scenarios of %s: %v", g.ID(), err)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := g.DecodeScenario(data)
		if err != nil {
			return
		}
		canon, err := sc.Canonical()
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeScenario(canon)
		if err != nil {
			t.Fatalf("canonical form does not decode: %v\n%s", err, canon)
		}
		if c2, _ := back.Canonical(); string(c2) != string(canon) {
			t.Fatalf("canonical form changes:\n%s\n%s", canon, c2)
		}
		if _, err := g.NewState(sc, nil, 1); err != nil {
			t.Fatalf("a valid scenario cannot start: %v", err)
		}
	})
}

// ScenarioDir is the folder of game id's shipped scenarios, found from the
// test's working folder by going up to the module's root.
func ScenarioDir(t testing.TB, id string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "assets", "scenarios", id)
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's folder")
		}
		dir = up
	}
}

// LoadScenario reads and decodes one of g's shipped scenarios.
func LoadScenario(t testing.TB, g engine.Game, name string) engine.Scenario {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(ScenarioDir(t, g.ID()), name+".yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// NewGame starts one of g's shipped scenarios with no options.
func NewGame(t testing.TB, g engine.Game, scenario string, seed uint64) engine.State {
	t.Helper()
	st, err := g.NewState(LoadScenario(t, g, scenario), nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// Apply applies in, fails on an error, and wants the receiver unchanged.
func Apply(t testing.TB, s engine.State, in engine.Intent) (engine.State, []engine.Event) {
	t.Helper()
	before := s.Hash()
	n, ev, err := s.Apply(in)
	if err != nil {
		t.Fatalf("%v: %v", in, err)
	}
	if s.Hash() != before {
		t.Fatalf("%v changed its receiver", in)
	}
	return n, ev
}

// Refuse applies in and wants an error that says want (any error when want
// is empty), no state or events, and the state unchanged.
func Refuse(t testing.TB, s engine.State, in engine.Intent, want string) {
	t.Helper()
	before := s.Hash()
	n, ev, err := s.Apply(in)
	if err == nil {
		t.Fatalf("%v: accepted (%v), want error %q", in, ev, want)
	}
	if n != nil || ev != nil {
		t.Fatalf("%v: an error came with a state or events", in)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%v: error %q, want it to say %q", in, err, want)
	}
	if s.Hash() != before {
		t.Fatalf("%v: a refused intent changed the state", in)
	}
}

// PlayOut plays st to its end, opps[i] choosing for Player(i) from its
// View; step, when not nil, sees every state before its intent. It fails
// after maxIntents intents.
func PlayOut(t testing.TB, st engine.State, opps []engine.Opponent, maxIntents int, step func(st engine.State, in engine.Intent)) engine.State {
	t.Helper()
	for i := 0; !st.Outcome().Over; i++ {
		if i > maxIntents {
			t.Fatal("the game does not end")
		}
		p := st.Phase().Actors[0]
		in, err := opps[p].Choose(st.View(p), p)
		if err != nil {
			t.Fatalf("turn %d %s: player %d: %v", st.Phase().Turn, st.Phase().Name, p, err)
		}
		if step != nil {
			step(st, in)
		}
		n, _, err := st.Apply(in)
		if err != nil {
			t.Fatalf("turn %d %s: %v: %v", st.Phase().Turn, st.Phase().Name, in, err)
		}
		st = n
	}
	return st
}

// Step is a position and the intent played in it, for benchmarks.
type Step struct {
	State  engine.State
	Intent engine.Intent
}

// BenchApply applies the recorded steps, one an iteration, and reports
// intents/s.
func BenchApply(b *testing.B, steps []Step) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st := steps[i%len(steps)]
		if _, _, err := st.State.Apply(st.Intent); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "intents/s")
}

// ReadSave decodes the save file at path, which must read and decode.
func ReadSave(t testing.TB, path string) *engine.SaveFile {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return sf
}

// RestoreSave replays sf with g the only game known; the error is
// Restore's (a save of older rules that met a corrected rule stops there,
// saying so).
func RestoreSave(sf *engine.SaveFile, g engine.Game) (*engine.Session, error) {
	return sf.Restore(lookup(g))
}

// SaveData is sess's save file as it would be written to disk.
func SaveData(t testing.TB, sess *engine.Session) []byte {
	t.Helper()
	sf, err := sess.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	data, err := sf.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Resave writes sess's save file, reads it back and replays it with g the
// only game known: the game a player who saves here and resumes has.
func Resave(t testing.TB, sess *engine.Session, g engine.Game) *engine.Session {
	t.Helper()
	back, err := engine.DecodeSave(SaveData(t, sess))
	if err != nil {
		t.Fatal(err)
	}
	again, err := RestoreSave(back, g)
	if err != nil {
		t.Fatal(err)
	}
	return again
}

// OldSave restores a save file written by an older build (testdata) and
// wants it to replay and verify, every recorded hash included: saves that
// players keep must go on loading when the rules code is reorganised.
func OldSave(t testing.TB, g engine.Game, path string) *engine.Session {
	t.Helper()
	sf := ReadSave(t, path)
	s, err := RestoreSave(sf, g)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if s.Len() != len(sf.Intents) || !slices.Contains(engine.ResultTexts(s.State(), s.Scenario.Sides()), sf.Final.Result) {
		t.Fatalf("%s: replayed %d intents to %q; the file has %d ending %q", path, s.Len(),
			engine.ResultText(s.State().Outcome(), s.Scenario.Sides()), len(sf.Intents), sf.Final.Result)
	}
	return s
}

// BenchScenarioLoad measures what starting scenario name of g costs before
// the first frame: decoding its file (which reads any embedded catalogue the
// scenario names) and making the first state from it.
func BenchScenarioLoad(b *testing.B, g engine.Game, name string) {
	b.Helper()
	data, err := os.ReadFile(filepath.Join(ScenarioDir(b, g.ID()), name+".yaml"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sc, err := g.DecodeScenario(data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.NewState(sc, nil, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}
