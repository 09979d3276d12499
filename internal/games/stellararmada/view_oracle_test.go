package stellararmada

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook and docs/rules/stellararmada.md alone. Stellar Armada
// keeps nothing secret: both mats lie open on the table, every action is
// made and rolled in the open. The one thing no player may know is the
// future dice. So for every position of scripted and random games of every
// shipped scenario, with and without a turn limit, the oracle wants:
//
//   - (a, d) a state whose dice generator alone is another gives every
//     viewer the same view (hash, contents, phase, outcome, Legal): a view
//     says nothing of the rolls to come;
//   - (a) both players and a spectator see the same (there is no secret),
//     so hotseat play needs no handoff;
//   - (b) the view is the whole state but for the dice, and any two of the
//     mover's choices that make different states make different views.

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func TestViewOracle(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	tally := voTally{}
	positions := 0
	for _, scen := range []string{"standard", "skirmish", "crippled"} {
		for g := 0; g < games; g++ {
			seed := uint64(g*17 + 3)
			opts := engine.Options{}
			if g%2 == 1 {
				opts[OptTurnLimit] = "20"
			}
			st, err := Game{}.NewState(loadScenario(t, scen), opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			opps := [2]engine.Opponent{Scripted{}, engine.NewRandomOpponent(seed)}
			if g%3 == 0 {
				opps[0], opps[1] = opps[1], opps[0]
			}
			s := st.(*State)
			for i := 0; i < 3000 && !s.Outcome().Over; i++ {
				where := fmt.Sprintf("%s seed %d intent %d", scen, seed, i)
				voStellarPosition(t, where, s, tally)
				positions++
				if t.Failed() {
					return
				}
				p := s.Phase().Actors[0]
				in, err := opps[p].Choose(s.View(p), p)
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				next, _, err := s.Apply(in)
				if err != nil {
					t.Fatalf("%s: %v refused: %v", where, in, err)
				}
				s = next.(*State)
			}
			voStellarPosition(t, scen+" the end", s, tally)
			positions++
		}
	}
	t.Logf("%d positions", positions)
	tally.log(t)
}

func voStellarPosition(t *testing.T, where string, s *State, tally voTally) {
	t.Helper()
	re := *s
	re.view = nil
	re.dice = engine.NewDice(s.Hash() ^ 0xabc)
	voDice(t, where, s, &re, 2, tally)
	// The search's own reseeding (Reseed, WithDice) hides as much: its
	// state keeps every rule's value and only the generator is another.
	rs := s.Reseed(s.Hash() ^ 0xdef).(*State)
	if reflect.DeepEqual(rs.Dice(), s.Dice()) {
		t.Errorf("%s: Reseed kept the dice", where)
	}
	voDice(t, where+" (Reseed)", s, rs, 2, tally)
	// Nothing is secret: every viewer sees the same.
	for _, p := range []engine.Player{0, 1} {
		if d := voSame(s.View(engine.NoPlayer), s.View(p), p); len(d) > 0 {
			t.Errorf("%s: viewer %d sees otherwise than a spectator: %s", where, p, strings.Join(d, "; "))
		}
	}
	// The view is the state but for the dice.
	v := *s.View(0).(*State)
	if !reflect.DeepEqual(v.dice, s.dice.Hidden()) {
		t.Errorf("%s: the view does not roll the hidden dice", where)
	}
	v.dice, v.view = s.dice, s.view
	plain := *s
	if !reflect.DeepEqual(&v, &plain) {
		t.Errorf("%s: the view differs from the state at %s", where, voDiff(reflect.ValueOf(&v), reflect.ValueOf(&plain), "state", map[[2]uintptr]bool{}))
	}
	tally["view is the state but the dice"]++
	if !s.Outcome().Over {
		q := s.Phase().Actors[0]
		for _, pr := range voPairs(s.Legal(q), 6, func(a, b engine.Intent) bool { return true }) {
			voPublic(t, where, s, pr, 2, tally)
		}
	}
}

// ---- the view oracle's game-independent part (the same in each game's
// view_oracle_test.go: no game package imports another's tests) ----

// voShown is what the log of the screen shows viewer p of intent in,
// applied to before with events ev: internal/tui's play log leaves out an
// intent the state conceals from p (all but its public events), else words
// it with Describe for p and keeps the events p may see; a spectator
// (NoPlayer) reads no secret event.
func voShown(before engine.State, in engine.Intent, ev []engine.Event, p engine.Player) []string {
	var out []string
	if c, ok := before.(engine.Concealer); ok && p != engine.NoPlayer && c.Conceals(in, p) {
		for _, e := range ev {
			if !e.Secret {
				out = append(out, e.String())
			}
		}
		return out
	}
	out = append(out, engine.Describe(before, in, p))
	for _, e := range ev {
		if (p != engine.NoPlayer && !e.VisibleTo(p)) || (p == engine.NoPlayer && e.Secret) {
			continue
		}
		out = append(out, e.String())
	}
	return out
}

// voIntents spells intents with their actor and fields, in order.
func voIntents(ins []engine.Intent) string {
	var b strings.Builder
	for _, in := range ins {
		fmt.Fprintf(&b, "%#v|%s\n", in, in)
	}
	return b.String()
}

// voSame lists how what p sees of a differs from what p sees of b: the
// views' hashes, their whole contents (every field a screen or a scripted
// opponent could read), phase, outcome, p's legal intents in the view and
// in the real state (the screen lists the real state's), and, when given,
// the log lines of the intents that made them.
func voSame(a, b engine.State, p engine.Player) []string {
	va, vb := a.View(p), b.View(p)
	var diffs []string
	if va.Hash() != vb.Hash() {
		diffs = append(diffs, "view hash")
	}
	if !reflect.DeepEqual(va, vb) {
		if d := voDiff(reflect.ValueOf(va), reflect.ValueOf(vb), "view", map[[2]uintptr]bool{}); d != "" {
			diffs = append(diffs, "view contents at "+d)
		}
	}
	if fmt.Sprintf("%+v", va.Phase()) != fmt.Sprintf("%+v", vb.Phase()) {
		diffs = append(diffs, fmt.Sprintf("phase %+v / %+v", va.Phase(), vb.Phase()))
	}
	if va.Outcome() != vb.Outcome() {
		diffs = append(diffs, "outcome")
	}
	if voIntents(va.Legal(p)) != voIntents(vb.Legal(p)) {
		diffs = append(diffs, "Legal of the view")
	}
	if voIntents(a.Legal(p)) != voIntents(b.Legal(p)) {
		diffs = append(diffs, "Legal of the state")
	}
	return diffs
}

// voBookkeeping names the unhashed fields of copy-on-write bookkeeping
// (which copy of a ship a state may write in place): no rule reads them,
// and a state made by another path carries other numbers there.
var voBookkeeping = map[string]bool{"gen": true, "own": true, "ownSquads": true}

// voDiff names the first path at which a and b differ ("" when none).
func voDiff(a, b reflect.Value, path string, seen map[[2]uintptr]bool) string {
	if a.IsValid() != b.IsValid() {
		return path
	}
	if !a.IsValid() {
		return ""
	}
	if a.Type() != b.Type() {
		return path + " (type)"
	}
	switch a.Kind() {
	case reflect.Slice, reflect.Map:
		// A nil list and an empty one read alike to every reader.
		if a.Len() == 0 && b.Len() == 0 {
			return ""
		}
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice:
		if a.IsNil() != b.IsNil() {
			return path + " (nil)"
		}
		if a.IsNil() {
			return ""
		}
		if a.Kind() != reflect.Slice || a.Len() > 0 {
			k := [2]uintptr{a.Pointer(), b.Pointer()}
			if a.Kind() == reflect.Pointer && k[0] == k[1] {
				return ""
			}
			if seen[k] {
				return ""
			}
			seen[k] = true
		}
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		return voDiff(a.Elem(), b.Elem(), path, seen)
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if f := a.Type().Field(i); voBookkeeping[f.Name] && f.Tag.Get("hash") == "-" {
				continue
			}
			if d := voDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, seen); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s (len %d/%d)", path, a.Len(), b.Len())
		}
		for i := 0; i < a.Len(); i++ {
			if d := voDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), seen); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map:
		if a.Len() != b.Len() {
			return path + " (map len)"
		}
		for _, k := range a.MapKeys() {
			if d := voDiff(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%v]", path, k), seen); d != "" {
				return d
			}
		}
		return ""
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		if a.Pointer() != b.Pointer() {
			return path + " (func)"
		}
		return ""
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return fmt.Sprintf("%s (%v/%v)", path, a.Bool(), b.Bool())
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return fmt.Sprintf("%s (%d/%d)", path, a.Int(), b.Int())
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return fmt.Sprintf("%s (%d/%d)", path, a.Uint(), b.Uint())
		}
	case reflect.Float32, reflect.Float64:
		if a.Float() != b.Float() {
			return path
		}
	case reflect.String:
		if a.String() != b.String() {
			return fmt.Sprintf("%s (%q/%q)", path, a.String(), b.String())
		}
	}
	return ""
}

// voTally counts what the oracle compared, by kind, for the log and for
// the checks that the games reached every secret.
type voTally map[string]int

func (v voTally) log(t *testing.T) {
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%8d %s", v[k], k)
	}
}

// voViewers is every player of an n-player game and the spectator.
func voViewers(n int) []engine.Player {
	out := []engine.Player{engine.NoPlayer}
	for i := 0; i < n; i++ {
		out = append(out, engine.Player(i))
	}
	return out
}

// voPair is two ways of one player to go on that differ only in what the
// rules keep secret (or, for the public check, in something public): each
// a sequence of intents, most often one.
type voPair struct{ a, b []engine.Intent }

// voRun applies seq to s, with what the log shows p of each intent.
func voRun(s engine.State, seq []engine.Intent, p engine.Player) (engine.State, []string, error) {
	var shown []string
	for _, in := range seq {
		next, ev, err := s.Apply(in)
		if err != nil {
			return nil, nil, fmt.Errorf("%v: %w", in, err)
		}
		shown = append(shown, voShown(s, in, ev, p)...)
		s = next
	}
	return s, shown, nil
}

// (voSecret, the other games' judge of a secret pair, is left out: Stellar
// Armada keeps no secret but the dice.)

// voPublic judges one public pair: states that differ give every viewer
// views that differ, or (when they differ only by the dice, a roll that
// changed nothing else) log lines that differ.
func voPublic(t *testing.T, where string, s engine.State, pr voPair, n int, tally voTally) {
	t.Helper()
	s1, _, err1 := voRun(s, pr.a, engine.NoPlayer)
	s2, _, err2 := voRun(s, pr.b, engine.NoPlayer)
	if err1 != nil || err2 != nil || s1.Hash() == s2.Hash() {
		return
	}
	for _, p := range voViewers(n) {
		tally["public: a change seen"]++
		if s1.View(p).Hash() != s2.View(p).Hash() {
			continue
		}
		_, l1, _ := voRun(s, pr.a, p)
		_, l2, _ := voRun(s, pr.b, p)
		if strings.Join(l1, "\n") == strings.Join(l2, "\n") {
			t.Errorf("%s: viewer %d sees no difference between %v and %v", where, p, pr.a, pr.b)
		}
	}
}

// voDice judges the dice at s: a state whose generator alone is another
// (reseeded) gives every viewer the same view, so a view says nothing of
// the real rolls to come; and a view rolls the Hidden dice.
func voDice(t *testing.T, where string, s, reseeded engine.State, n int, tally voTally) {
	t.Helper()
	if s.Hash() == reseeded.Hash() {
		t.Errorf("%s: the reseeded state hashes alike: the dice are not in the hash", where)
	}
	for _, p := range voViewers(n) {
		if d := voSame(s, reseeded, p); len(d) > 0 {
			t.Errorf("%s: viewer %d's view tells the dice apart: %s", where, p, strings.Join(d, "; "))
		}
		tally["dice hidden"]++
	}
}

// voPairs picks up to max pairs of ins that pair says belong together.
func voPairs(ins []engine.Intent, max int, pair func(a, b engine.Intent) bool) []voPair {
	var out []voPair
	for i := range ins {
		for j := i + 1; j < len(ins); j++ {
			if pair(ins[i], ins[j]) {
				out = append(out, voPair{[]engine.Intent{ins[i]}, []engine.Intent{ins[j]}})
				if len(out) == max {
					return out
				}
			}
		}
	}
	return out
}
