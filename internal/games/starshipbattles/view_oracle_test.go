package starshipbattles

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook (Building a Fleet: each builds in secret, both reveal
// at once) and the spec (../shared/specs/starshipbattles.md §3: only the
// fleet build is hidden; cards, counters and pools are public after the
// reveal) and docs/rules/starshipbattles.md (a team sees its own players'
// picks). No player may know the dice to come.
//
// Over every position of scripted and random games of every shipped
// scenario, with the rules and initiative options varied, for each viewer
// (every player and a spectator) it wants:
//
//   - (a) two picks a builder may make (adding one card or another,
//     taking one back or another), and the same followed by done while
//     another player still builds, give every viewer of the other team the
//     same view (hash, contents, phase, outcome, Legal of the view and of
//     the state) and the same log lines;
//   - (c) the builder and its team always see the picks, and the last
//     done reveals them to everybody;
//   - (b) any two choices after the build that make different states make
//     different views (or log lines, a roll that changed nothing else);
//   - (d) a state whose dice generator alone is another gives every viewer
//     the same view.

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func TestViewOracle(t *testing.T) {
	games := 3
	every := 1
	if testing.Short() {
		games, every = 2, 3
	}
	tally := voTally{}
	positions := 0
	n := 0
	for _, scen := range []string{"standard", "teams", "quickstart", "coruscant", "coruscant-teams"} {
		for g := 0; g < games; g++ {
			n++
			seed := uint64(500 + 13*n)
			opts := engine.Options{}
			if g%2 == 1 {
				opts[OptInitiative] = InitiativeChoose
			}
			if scen == "standard" && g == 2 {
				opts[OptRules] = RulesQuickStart
			}
			if scen == "quickstart" && g == 2 {
				opts[OptRules] = RulesAdvanced
			}
			sc := loadScenario(t, scen)
			st, err := Game{}.NewState(sc, opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := len(sc.Sides())
			opps := make([]engine.Opponent, players)
			for p := range opps {
				opps[p] = Scripted{}
				if (p+g)%2 == 0 {
					opps[p] = engine.NewRandomOpponent(seed + uint64(p))
				}
			}
			s := st.(*State)
			name := fmt.Sprintf("%s %v seed %d", scen, opts, seed)
			for i := 0; !s.Outcome().Over; i++ {
				if i > 20000 {
					t.Fatalf("%s: no end", name)
				}
				where := fmt.Sprintf("%s intent %d (%s)", name, i, s.Phase().Name)
				if i%every == 0 || s.Phase().Name == PhaseBuild {
					voBattlesPosition(t, where, s, i, players, tally)
					positions++
				}
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
			voBattlesPosition(t, name+" the end", s, 0, players, tally)
			positions++
		}
	}
	t.Logf("%d positions", positions)
	tally.log(t)
	if !testing.Short() {
		for _, k := range []string{"picks: hidden", "picks: revealed", "picks and done: hidden", "picks at the last done: revealed", "dice hidden", "public: a change seen"} {
			if tally[k] == 0 {
				t.Errorf("the games never reached %q", k)
			}
		}
	}
}

func voBattlesPosition(t *testing.T, where string, s *State, i, players int, tally voTally) {
	t.Helper()
	re := *s
	re.dice = engine.NewDice(s.Hash() ^ 0x7777)
	voDice(t, where, s, &re, players, tally)
	if s.Outcome().Over {
		return
	}
	if s.Phase().Name != PhaseBuild {
		q := s.Phase().Actors[0]
		for _, pr := range voPairs(s.Legal(q), 3, func(a, b engine.Intent) bool { return true }) {
			voPublic(t, where, s, pr, players, tally)
		}
		return
	}
	turn := s.Phase().Turn
	for _, q := range s.Phase().Actors {
		// The picks are kept from the other team while anybody builds.
		kept := func(after engine.State, p engine.Player) bool {
			return after.Phase().Name == PhaseBuild && after.Phase().Turn == turn && (p == engine.NoPlayer || s.faction(p) != s.faction(q))
		}
		var picks []engine.Intent
		for _, in := range s.Legal(q) {
			switch in.(type) {
			case Add, Remove:
				picks = append(picks, in)
			}
		}
		var pairs []voPair
		for k := 1 + i%3; k < len(picks) && len(pairs) < 3; k += 1 + len(picks)/3 {
			pairs = append(pairs, voPair{[]engine.Intent{picks[(i/3)%k]}, []engine.Intent{picks[k]}})
		}
		last := len(s.Phase().Actors) == 1
		for _, pr := range pairs {
			voSecret(t, where, s, pr, players, tally, "picks", kept)
			kind := "picks and done"
			if last {
				kind = "picks at the last done"
			}
			done := voPair{append(pr.a[:1:1], Done{By: q}), append(pr.b[:1:1], Done{By: q})}
			if err := s.Check(done.a[0]); err == nil {
				if n, _, err := s.Apply(done.a[0]); err == nil && n.(*State).Check(done.a[1]) == nil {
					if n2, _, err := s.Apply(done.b[0]); err == nil && n2.(*State).Check(done.b[1]) == nil {
						voSecret(t, where, s, done, players, tally, kind, kept)
					}
				}
			}
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

// voSecret judges one secret pair at s: while the secret is kept (kept
// says so, from the oracle's reading of the rules, of the state the
// choices made), every other viewer sees the same of both, the log lines
// included; the chooser always sees the difference; once the rules reveal
// it, everybody does.
func voSecret(t *testing.T, where string, s engine.State, pr voPair, n int, tally voTally, kind string,
	kept func(after engine.State, viewer engine.Player) bool) {
	t.Helper()
	q := pr.a[0].Actor()
	s1, _, err1 := voRun(s, pr.a, q)
	s2, _, err2 := voRun(s, pr.b, q)
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
		_, l1, _ := voRun(s, pr.a, p)
		_, l2, _ := voRun(s, pr.b, p)
		return strings.Join(l1, "\n") != strings.Join(l2, "\n")
	}
	for _, p := range voViewers(n) {
		if p == q {
			if differ && !seen(p) {
				t.Errorf("%s: %s: the chooser's own view does not show the choice (%v / %v)", where, kind, pr.a, pr.b)
			}
			tally[kind+": the chooser sees it"]++
			continue
		}
		k1, k2 := kept(s1, p), kept(s2, p)
		if k1 != k2 {
			t.Errorf("%s: %s: the oracle's kept differs (%v / %v)", where, kind, pr.a, pr.b)
			continue
		}
		if k1 {
			d := voSame(s1, s2, p)
			// The log's NoPlayer is no spectator but the reader of
			// everything (a replay after the game): the log is judged for
			// the players only.
			_, l1, _ := voRun(s, pr.a, p)
			_, l2, _ := voRun(s, pr.b, p)
			if p != engine.NoPlayer && strings.Join(l1, "\n") != strings.Join(l2, "\n") {
				d = append(d, fmt.Sprintf("log lines %q / %q", l1, l2))
			}
			if len(d) > 0 {
				t.Errorf("%s: %s leaks to viewer %d (%v / %v): %s", where, kind, p, pr.a, pr.b, strings.Join(d, "; "))
			}
			tally[kind+": hidden"]++
		} else {
			if differ && !seen(p) {
				t.Errorf("%s: %s: revealed, yet viewer %d's view does not show it (%v / %v)", where, kind, p, pr.a, pr.b)
			}
			tally[kind+": revealed"]++
		}
	}
}

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
