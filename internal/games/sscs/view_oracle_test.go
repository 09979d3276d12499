package sscs

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook, the spec (../shared/specs/sscs.md §4) and
// docs/rules/sscs.md ("Hidden information") alone. The secrets and how
// long they are kept:
//   - the Declaration phase is sealed: speeds, docking, launches, damage
//     control, reloads, boarding (targets, modes, assignments), rams and a
//     truce offer, each side's hidden from the other until both have
//     sealed;
//   - the Build phase: each side's picks until both squadrons are ready;
//   - images: which contact is the real ship, kept from the enemy;
//   - nobody may read the dice to come.
//
// Over every position of scripted and random games of every shipped
// scenario (with the turn cost, effective range and hit chart options
// varied), and of a battle of its own whose ship shows images, it wants,
// for each viewer (either side and a spectator):
//   - (a) two declarations or picks the side may make, alone and followed
//     by its seal (or ready) while the other side still declares, and a
//     seal with a truce offer and without, give every other viewer the same
//     view (hash, contents, phase, outcome, Legal of view and state) and
//     log lines; a state whose real contact alone is another gives the
//     enemy the same view;
//   - (c) the side always sees its own; the last seal (or ready) reveals
//     them to everybody;
//   - (b) any two choices outside the sealed phases that make different
//     states make different views (or log lines);
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
	type game struct {
		scen string
		opts engine.Options
	}
	var games []game
	for _, sc := range []string{"standard", "built", "pursuit", "boarding"} {
		games = append(games, game{sc, engine.Options{OptTurns: "6"}},
			game{sc, engine.Options{OptTurns: "5", OptTurnCost: TurnSpeed, OptEffRange: EffLiteral}},
			game{sc, engine.Options{OptTurns: "5", OptTurnCost: TurnChart, OptHitChart: ChartSalvo}})
	}
	games = append(games, game{"images", nil}, game{"images", nil})
	every := 1
	if testing.Short() {
		every = 3
	}
	tally := voTally{}
	positions := 0
	for n, g := range games {
		seed := uint64(700 + 19*n)
		var s *State
		if g.scen == "images" {
			s = imaged(t)
		} else {
			s = newGameOpts(t, g.scen, g.opts)
			s = s.Reseed(seed).(*State)
		}
		opps := []engine.Opponent{Scripted{}, Scripted{}}
		if k := n % 3; k > 0 {
			opps[k-1] = engine.NewRandomOpponent(seed)
		}
		name := fmt.Sprintf("%s %v seed %d", g.scen, g.opts, seed)
		for i := 0; !s.Outcome().Over && i < 3000; i++ {
			where := fmt.Sprintf("%s intent %d (%s)", name, i, s.Phase().Name)
			if i%every == 0 {
				voSSCSPosition(t, where, s, i, tally)
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
		voSSCSPosition(t, name+" the end", s, 0, tally)
		positions++
	}
	t.Logf("%d positions", positions)
	tally.log(t)
	if !testing.Short() {
		for _, k := range []string{"declarations: hidden", "declarations and seal: hidden", "declarations at the last seal: revealed",
			"truce offer: hidden", "picks: hidden", "picks at the last ready: revealed", "real contact: hidden", "dice hidden", "public: a change seen"} {
			if tally[k] == 0 {
				t.Errorf("the games never reached %q", k)
			}
		}
	}
}

func voSSCSPosition(t *testing.T, where string, s *State, i int, tally voTally) {
	t.Helper()
	voDice(t, where, s, s.Reseed(s.Hash()^0x3131), 2, tally)
	voSSCSImages(t, where, s, tally)
	if s.Outcome().Over {
		return
	}
	ph := s.Phase()
	if ph.Name != PhaseDeclare && ph.Name != PhaseBuild {
		q := ph.Actors[0]
		for _, pr := range voPairs(s.Legal(q), 3, func(a, b engine.Intent) bool { return true }) {
			voPublic(t, where, s, pr, 2, tally)
		}
		return
	}
	kept := func(after engine.State, _ engine.Player) bool {
		return after.Phase().Name == ph.Name && after.Phase().Turn == ph.Turn
	}
	for _, q := range ph.Actors {
		var secret []engine.Intent
		for _, in := range s.Legal(q) {
			switch in.(type) {
			case Seal, Ready: // the seal is public: judged after a choice
			default:
				secret = append(secret, in)
			}
		}
		kind, seal := "declarations", engine.Intent(Seal{By: q})
		if ph.Name == PhaseBuild {
			kind, seal = "picks", Ready{By: q}
		}
		var pairs []voPair
		for k := 1 + i%3; k < len(secret) && len(pairs) < 3; k += 1 + len(secret)/3 {
			pairs = append(pairs, voPair{[]engine.Intent{secret[(i/3)%k]}, []engine.Intent{secret[k]}})
		}
		last := (ph.Name == PhaseDeclare && s.sealed[1-q]) || (ph.Name == PhaseBuild && s.built[1-q])
		for _, pr := range pairs {
			voSecret(t, where, s, pr, 2, tally, kind, kept)
			sealed := voPair{append(pr.a[:1:1], seal), append(pr.b[:1:1], seal)}
			if voCan(s, sealed.a) && voCan(s, sealed.b) {
				k := kind + " and seal"
				if ph.Name == PhaseBuild {
					k = kind + " and ready"
				}
				if last {
					k = kind + " at the last seal"
					if ph.Name == PhaseBuild {
						k = kind + " at the last ready"
					}
				}
				voSecret(t, where, s, sealed, 2, tally, k, kept)
			}
		}
		if ph.Name == PhaseDeclare {
			plain, truce := []engine.Intent{Seal{By: q}}, []engine.Intent{Seal{By: q, Truce: true}}
			if voCan(s, plain) && voCan(s, truce) {
				k := "truce offer"
				if last {
					k = "truce offer at the last seal"
				}
				voSecret(t, where, s, voPair{plain, truce}, 2, tally, k, kept)
			}
		}
	}
}

// voCan is whether seq applies to s whole.
func voCan(s engine.State, seq []engine.Intent) bool {
	_, _, err := voRun(s, seq, engine.NoPlayer)
	return err == nil
}

// voSSCSImages swaps the real ship of every ship showing images for each of
// its images: the enemy's (and a spectator's) view must stay as it is, the
// owner's must show it.
func voSSCSImages(t *testing.T, where string, s *State, tally voTally) {
	t.Helper()
	for i := range s.ships {
		sh := s.ships[i]
		if sh.images == 0 {
			continue
		}
		for d := 0; d <= sh.images; d++ {
			if d == sh.decoy {
				continue
			}
			n := s.clone()
			n.mut(ShipID(i)).decoy = d
			for _, p := range voViewers(2) {
				if p == sh.side {
					if s.View(p).Hash() == n.View(p).Hash() {
						t.Errorf("%s: the owner of %d does not see which contact is real", where, i)
					}
					continue
				}
				if d := voSame(s, n, p); len(d) > 0 {
					t.Errorf("%s: viewer %d tells ship %d's real contact from its images: %s", where, p, i, strings.Join(d, "; "))
				}
				tally["real contact: hidden"]++
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
