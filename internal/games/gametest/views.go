package gametest

// The view oracles' game-independent part (twenty-third audit): each game's
// view_oracle_test.go reads from its rulebook what the rules keep secret
// and until when, builds pairs of choices that differ only there, and asks
// these judges whether any other viewer can tell them apart — in the views
// (hash, every field, phase, outcome, Legal) or in the log lines the play
// screen would show — and whether the chooser, and everybody once the rules
// reveal it, can.

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Shown is what the log of the screen shows viewer p of intent in,
// applied to before with events ev: internal/tui's play log leaves out an
// intent the state conceals from p (all but its public events), else words
// it with Describe for p and keeps the events p may see; a spectator
// (NoPlayer) reads no secret event.
func Shown(before engine.State, in engine.Intent, ev []engine.Event, p engine.Player) []string {
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

// intentsText spells intents with their actor and fields, in order.
func intentsText(ins []engine.Intent) string {
	var b strings.Builder
	for _, in := range ins {
		fmt.Fprintf(&b, "%#v|%s\n", in, in)
	}
	return b.String()
}

// ViewDiffs lists how what p sees of a differs from what p sees of b: the
// views' hashes, their whole contents (every field a screen or a scripted
// opponent could read), phase, outcome, p's legal intents in the view and
// in the real state (the screen lists the real state's), and, when given,
// the log lines of the intents that made them.
func ViewDiffs(a, b engine.State, p engine.Player) []string {
	va, vb := a.View(p), b.View(p)
	var diffs []string
	if va.Hash() != vb.Hash() {
		diffs = append(diffs, "view hash")
	}
	if !reflect.DeepEqual(va, vb) {
		if d := valueDiff(reflect.ValueOf(va), reflect.ValueOf(vb), "view", map[[2]uintptr]bool{}); d != "" {
			diffs = append(diffs, "view contents at "+d)
		}
	}
	if fmt.Sprintf("%+v", va.Phase()) != fmt.Sprintf("%+v", vb.Phase()) {
		diffs = append(diffs, fmt.Sprintf("phase %+v / %+v", va.Phase(), vb.Phase()))
	}
	if !reflect.DeepEqual(va.Outcome(), vb.Outcome()) {
		diffs = append(diffs, "outcome")
	}
	if intentsText(va.Legal(p)) != intentsText(vb.Legal(p)) {
		diffs = append(diffs, "Legal of the view")
	}
	if intentsText(a.Legal(p)) != intentsText(b.Legal(p)) {
		diffs = append(diffs, "Legal of the state")
	}
	return diffs
}

// bookkeeping names the unhashed fields of copy-on-write bookkeeping
// (which copy of a ship a state may write in place): no rule reads them,
// and a state made by another path carries other numbers there.
var bookkeeping = map[string]bool{"gen": true, "own": true, "ownSquads": true}

// ValueDiff names the first path below root at which a and b differ,
// field by field ("" when none): the unhashed copy-on-write bookkeeping is
// passed over, and a nil list reads as an empty one.
func ValueDiff(a, b any, root string) string {
	return valueDiff(reflect.ValueOf(a), reflect.ValueOf(b), root, map[[2]uintptr]bool{})
}

// valueDiff names the first path at which a and b differ ("" when none).
func valueDiff(a, b reflect.Value, path string, seen map[[2]uintptr]bool) string {
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
		return valueDiff(a.Elem(), b.Elem(), path, seen)
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if f := a.Type().Field(i); bookkeeping[f.Name] && f.Tag.Get("hash") == "-" {
				continue
			}
			if d := valueDiff(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, seen); d != "" {
				return d
			}
		}
		return ""
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s (len %d/%d)", path, a.Len(), b.Len())
		}
		for i := 0; i < a.Len(); i++ {
			if d := valueDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), seen); d != "" {
				return d
			}
		}
		return ""
	case reflect.Map:
		if a.Len() != b.Len() {
			return path + " (map len)"
		}
		for _, k := range a.MapKeys() {
			if d := valueDiff(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%v]", path, k), seen); d != "" {
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

// ViewTally counts what the oracle compared, by kind, for the log and for
// the checks that the games reached every secret.
type ViewTally map[string]int

// Log writes the counts to t's log, by kind.
func (v ViewTally) Log(t testing.TB) {
	t.Helper()
	keys := make([]string, 0, len(v))
	for k := range v {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%8d %s", v[k], k)
	}
}

// Viewers is every player of an n-player game and the spectator.
func Viewers(n int) []engine.Player {
	out := []engine.Player{engine.NoPlayer}
	for i := 0; i < n; i++ {
		out = append(out, engine.Player(i))
	}
	return out
}

// ViewPair is two ways of one player to go on that differ only in what the
// rules keep secret (or, for the public check, in something public): each
// a sequence of intents, most often one.
type ViewPair struct{ A, B []engine.Intent }

// RunShown applies seq to s, with what the log shows p of each intent.
func RunShown(s engine.State, seq []engine.Intent, p engine.Player) (engine.State, []string, error) {
	var shown []string
	for _, in := range seq {
		next, ev, err := s.Apply(in)
		if err != nil {
			return nil, nil, fmt.Errorf("%v: %w", in, err)
		}
		shown = append(shown, Shown(s, in, ev, p)...)
		s = next
	}
	return s, shown, nil
}

// CheckSecret judges one secret pair at s: while the secret is kept (kept
// says so, from the oracle's reading of the rules, of the state the
// choices made), every other viewer sees the same of both, the log lines
// included; the chooser always sees the difference; once the rules reveal
// it, everybody does.
func CheckSecret(t testing.TB, where string, s engine.State, pr ViewPair, n int, tally ViewTally, kind string,
	kept func(after engine.State, viewer engine.Player) bool) {
	t.Helper()
	q := pr.A[0].Actor()
	s1, _, err1 := RunShown(s, pr.A, q)
	s2, _, err2 := RunShown(s, pr.B, q)
	if err1 != nil || err2 != nil {
		t.Errorf("%s: a legal %s refused: %v / %v", where, kind, err1, err2)
		return
	}
	differ := s1.Hash() != s2.Hash()
	// seen: p can tell the two apart, in the views or, where the states
	// differ only by the dice (a roll that changed nothing else), in the
	// log lines.
	seen := func(p engine.Player) bool {
		if s1.View(p).Hash() != s2.View(p).Hash() {
			return true
		}
		_, l1, _ := RunShown(s, pr.A, p)
		_, l2, _ := RunShown(s, pr.B, p)
		return strings.Join(l1, "\n") != strings.Join(l2, "\n")
	}
	for _, p := range Viewers(n) {
		if p == q {
			if differ && !seen(p) {
				t.Errorf("%s: %s: the chooser's own view does not show the choice (%v / %v)", where, kind, pr.A, pr.B)
			}
			tally[kind+": the chooser sees it"]++
			continue
		}
		k1, k2 := kept(s1, p), kept(s2, p)
		if k1 != k2 {
			t.Errorf("%s: %s: the oracle's kept differs (%v / %v)", where, kind, pr.A, pr.B)
			continue
		}
		if k1 {
			d := ViewDiffs(s1, s2, p)
			// The log's NoPlayer is no spectator but the reader of
			// everything (a replay after the game): the log is judged for
			// the players only.
			_, l1, _ := RunShown(s, pr.A, p)
			_, l2, _ := RunShown(s, pr.B, p)
			if p != engine.NoPlayer && strings.Join(l1, "\n") != strings.Join(l2, "\n") {
				d = append(d, fmt.Sprintf("log lines %q / %q", l1, l2))
			}
			if len(d) > 0 {
				t.Errorf("%s: %s leaks to viewer %d (%v / %v): %s", where, kind, p, pr.A, pr.B, strings.Join(d, "; "))
			}
			tally[kind+": hidden"]++
		} else {
			if differ && !seen(p) {
				t.Errorf("%s: %s: revealed, yet viewer %d's view does not show it (%v / %v)", where, kind, p, pr.A, pr.B)
			}
			tally[kind+": revealed"]++
		}
	}
}

// CheckPublic judges one public pair: states that differ give every viewer
// views that differ, or (when they differ only by the dice, a roll that
// changed nothing else) log lines that differ.
func CheckPublic(t testing.TB, where string, s engine.State, pr ViewPair, n int, tally ViewTally) {
	t.Helper()
	s1, _, err1 := RunShown(s, pr.A, engine.NoPlayer)
	s2, _, err2 := RunShown(s, pr.B, engine.NoPlayer)
	if err1 != nil || err2 != nil || s1.Hash() == s2.Hash() {
		return
	}
	for _, p := range Viewers(n) {
		tally["public: a change seen"]++
		if s1.View(p).Hash() != s2.View(p).Hash() {
			continue
		}
		_, l1, _ := RunShown(s, pr.A, p)
		_, l2, _ := RunShown(s, pr.B, p)
		if strings.Join(l1, "\n") == strings.Join(l2, "\n") {
			t.Errorf("%s: viewer %d sees no difference between %v and %v", where, p, pr.A, pr.B)
		}
	}
}

// CheckDice judges the dice at s: a state whose generator alone is another
// (reseeded) gives every viewer the same view, so a view says nothing of
// the real rolls to come; and a view rolls the Hidden dice.
func CheckDice(t testing.TB, where string, s, reseeded engine.State, n int, tally ViewTally) {
	t.Helper()
	if s.Hash() == reseeded.Hash() {
		t.Errorf("%s: the reseeded state hashes alike: the dice are not in the hash", where)
	}
	for _, p := range Viewers(n) {
		if d := ViewDiffs(s, reseeded, p); len(d) > 0 {
			t.Errorf("%s: viewer %d's view tells the dice apart: %s", where, p, strings.Join(d, "; "))
		}
		tally["dice hidden"]++
	}
}

// ViewPairs picks up to max pairs of ins that pair says belong together.
func ViewPairs(ins []engine.Intent, max int, pair func(a, b engine.Intent) bool) []ViewPair {
	var out []ViewPair
	for i := range ins {
		for j := i + 1; j < len(ins); j++ {
			if pair(ins[i], ins[j]) {
				out = append(out, ViewPair{[]engine.Intent{ins[i]}, []engine.Intent{ins[j]}})
				if len(out) == max {
					return out
				}
			}
		}
	}
	return out
}

// Reached fails t for every kind the games never counted: a secret no
// game reached was never judged.
func (v ViewTally) Reached(t testing.TB, kinds ...string) {
	t.Helper()
	for _, k := range kinds {
		if v[k] == 0 {
			t.Errorf("the games never reached %q", k)
		}
	}
}

// PlayJudged plays st, opps[p] choosing for player p from p's view, and
// calls judge on the position before each intent (i counts them from 0)
// and once on the last one (i = -1, where "name the end"). It stops at the
// game's end, after limit intents, or as soon as t has failed, and fails t
// on a choice that cannot be made. It returns how many positions judge
// says it judged, and whether the game ended.
func PlayJudged(t testing.TB, name string, st engine.State, opps []engine.Opponent, limit int,
	judge func(where string, s engine.State, i int) bool) (positions int, over bool) {
	t.Helper()
	for i := 0; i < limit && !st.Outcome().Over; i++ {
		where := fmt.Sprintf("%s intent %d (%s)", name, i, st.Phase().Name)
		if judge(where, st, i) {
			positions++
		}
		if t.Failed() {
			return positions, false
		}
		p := st.Phase().Actors[0]
		in, err := opps[p].Choose(st.View(p), p)
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		next, _, err := st.Apply(in)
		if err != nil {
			t.Fatalf("%s: %v refused: %v", where, in, err)
		}
		st = next
	}
	if judge(name+" the end", st, -1) {
		positions++
	}
	return positions, st.Outcome().Over
}
