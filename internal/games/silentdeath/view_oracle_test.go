package silentdeath

// The view oracle (twenty-third audit): what each player may see, read
// from the rulebook and docs/rules/silentdeath.md alone. The secrets and
// how long they are kept:
//   - lock-on attempts (4.1: declared at once) and torp launches (4.2),
//     each side's kept from the other until both have declared;
//   - cannon fire orders and passes of a firing step, until it resolves;
//   - 11.5 (and the campaign's fifth battle, 11.7): which shuttle is the
//     real command ship, until the end (the rulebook reveals it then);
//   - 10.6's tracking mechanics: an enemy torp's target, until it arrives;
//   - nobody may read the dice to come.
//
// Over positions of scripted and random games of every shipped scenario
// and the restricted campaign, with no optional rule, every one and mixes,
// it wants, for each viewer (either side and a spectator):
//   - (a) two lock-ons, two torp launches, two orders of one crew member
//     (another weapon or target, or holding fire), alone and followed by the
//     side's "declared" while the other side is still to declare, leave
//     every other viewer the same view (hash, contents, phase, outcome,
//     Legal of view and state) and log lines; a state whose real command
//     ship alone is the other shuttle, or whose tracking torp alone tracks
//     another craft, gives the enemy the same view;
//   - (c) the side always sees its own; the end of the round (both
//     declared, the step resolved) shows them to everybody;
//   - (b) any two choices in the open phases that make different states
//     make different views (or log lines);
//   - (d) a state whose dice generators alone are others gives every
//     viewer the same view.

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func TestViewOracle(t *testing.T) {
	scen := append(append([]string(nil), allScenarios...), "campaign-restricted")
	steps, every := 350, 1
	if testing.Short() {
		steps, every = 150, 3
	}
	tally := voTally{}
	positions := 0
	for si, name := range scen {
		for k := 0; k < 3; k++ {
			seed := uint64(900 + 10*si + k)
			opts := [3]engine.Options{nil, AllOptions(), rMix(seed)}[k]
			opps := [3][2]engine.Opponent{{Scripted{}, Scripted{}}, {engine.NewRandomOpponent(seed), Scripted{}}, {Scripted{}, engine.NewRandomOpponent(seed)}}[k]
			st, err := Game{}.NewState(loadScenario(t, name), opts, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			g := &voSDGame{}
			where0 := fmt.Sprintf("%s opts %v seed %d", name, opts, seed)
			for n := 0; n < steps && !st.Outcome().Over; n++ {
				where := fmt.Sprintf("%s intent %d (%s)", where0, n, st.Phase().Name)
				b := battleOf(st)
				if b != nil && (n%every == 0 || voSDSecretPhase(b)) {
					g.position(t, where, st, b, n, tally)
					positions++
				}
				if t.Failed() {
					return
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
		}
	}
	t.Logf("%d positions", positions)
	tally.log(t)
	if !testing.Short() {
		for _, k := range []string{"lock-ons: hidden", "lock-ons and declared: hidden", "lock-ons at the last declared: revealed",
			"torp launches: hidden", "torp launches at the last declared: revealed", "fire orders: hidden", "command ship: hidden",
			"command ship chosen: hidden", "tracking torp's target: hidden", "dice hidden", "public: a change seen"} {
			if tally[k] == 0 {
				t.Errorf("the games never reached %q", k)
			}
		}
	}
}

// TestView_4_2_CampaignLogConcealsLaunchDecisions: a campaign's battle
// leaves the other side's secret launch decisions out of a player's log,
// as a single battle does (4.2: decided in secret, declared at once), so
// that the log counts neither the launches nor the craft that made them.
// The campaign's state did not pass the battle's Concealer on: the other
// side read "Spirit Rider A: a secret launch declaration", one line for
// each (found by the view oracle).
func TestView_4_2_CampaignLogConcealsLaunchDecisions(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "campaign"), nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 3000 && !st.Outcome().Over; n++ {
		p := st.Phase().Actors[0]
		for _, in := range st.Legal(p) {
			switch in.(type) {
			case LockOn, Torp:
				c, ok := st.(engine.Concealer)
				if !ok || !c.Conceals(in, 1-p) || c.Conceals(in, p) || c.Conceals(in, engine.NoPlayer) {
					t.Fatalf("intent %d: %v is not left out of the other side's log alone (a Concealer: %v)", n, in, ok)
				}
				return
			}
		}
		in, err := Scripted{}.Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if st, _, err = st.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the campaign's battles offered no lock-on or torp launch")
}

func voSDSecretPhase(b *State) bool {
	switch b.Phase().Name {
	case PhaseLaunch, PhaseTorpLaunch, PhaseFire, PhaseFireOne, PhaseCommand:
		return true
	}
	return false
}

// voSDGame is the oracle's memory of one game: the shuttles offered as
// the command ship.
type voSDGame struct{ shuttles []int }

type voReseeder interface{ Reseed(uint64) engine.State }

// withBattle is st with its battle replaced by b.
func withBattle(st engine.State, b *State) engine.State {
	if c, ok := st.(*Campaign); ok {
		n := *c
		n.battle = b
		return &n
	}
	return b
}

func (g *voSDGame) position(t *testing.T, where string, st engine.State, b *State, i int, tally voTally) {
	t.Helper()
	voDice(t, where, st, st.(voReseeder).Reseed(st.Hash()^0x5d5d), 2, tally)
	if st.Outcome().Over {
		return
	}
	g.swaps(t, where, st, b, tally)
	ph := st.Phase()
	turn, step := ph.Turn, b.FiringStep()
	kept := func(after engine.State, _ engine.Player) bool {
		a := battleOf(after)
		return a != nil && after.Phase().Name == ph.Name && after.Phase().Turn == turn && a.FiringStep() == step
	}
	for _, q := range ph.Actors {
		legal := st.Legal(q)
		var kind string
		var secret []engine.Intent
		var pair func(a, b engine.Intent) bool
		switch ph.Name {
		case PhaseCommand:
			kind = "command ship chosen"
			pair = func(a, b engine.Intent) bool { _, x := a.(Command); _, y := b.(Command); return x && y }
			if len(g.shuttles) == 0 {
				for _, in := range legal {
					if c, ok := in.(Command); ok {
						g.shuttles = append(g.shuttles, int(c.Craft))
					}
				}
			}
			// Kept to the end: 11.5 reveals the real shuttle after the game.
			kept = func(after engine.State, _ engine.Player) bool { return !after.Outcome().Over }
		case PhaseLaunch:
			kind = "lock-ons"
			pair = func(a, b engine.Intent) bool { _, x := a.(LockOn); _, y := b.(LockOn); return x && y }
		case PhaseTorpLaunch:
			kind = "torp launches"
			pair = func(a, b engine.Intent) bool { _, x := a.(Torp); _, y := b.(Torp); return x && y }
		case PhaseFire, PhaseFireOne:
			kind = "fire orders"
			// One crew member's order, another weapon or target, or a pass:
			// which crew member gave orders is public, what they were is not.
			who := func(in engine.Intent) (CraftID, int, bool) {
				switch x := in.(type) {
				case Fire:
					return x.Craft, x.Crew, true
				case Pass:
					return x.Craft, x.Crew, true
				}
				return 0, 0, false
			}
			pair = func(a, b engine.Intent) bool {
				ca, ka, x := who(a)
				cb, kb, y := who(b)
				return x && y && ca == cb && ka == kb
			}
		default:
			if i%3 == 0 {
				for _, pr := range voPairs(legal, 3, func(a, b engine.Intent) bool { return true }) {
					voPublic(t, where, st, pr, 2, tally)
				}
			}
			continue
		}
		for _, in := range legal {
			for _, o := range legal {
				if pair(in, o) {
					secret = append(secret, in)
					break
				}
			}
		}
		pairs := voPairs(secret, 4, pair)
		if len(pairs) > 2 {
			pairs = []voPair{pairs[i%len(pairs)], pairs[(i+1)%len(pairs)]}
		}
		for _, pr := range pairs {
			kept, kind := kept, kind
			if x, y := voTracked(b, pr); x && y {
				// 10.6's tracking: the torps go on the map at the reveal,
				// their targets stay the owner's until they arrive.
				kept, kind = func(engine.State, engine.Player) bool { return true }, "tracked torp launches"
			}
			voSecret(t, where, st, pr, 2, tally, kind, kept)
			if ph.Name != PhaseLaunch && ph.Name != PhaseTorpLaunch {
				continue
			}
			done := voPair{append(pr.a[:1:1], Declared{By: q}), append(pr.b[:1:1], Declared{By: q})}
			if !voCan(st, done.a) || !voCan(st, done.b) {
				continue
			}
			k := kind + " and declared"
			if s1, _, _ := voRun(st, done.a, q); !kept(s1, q) {
				k = kind + " at the last declared"
			}
			voSecret(t, where, st, done, 2, tally, k, kept)
		}
	}
}

// swaps changes only a secret of the position, where there is one: the
// real command ship for the other shuttle, a tracking torp's target for
// another craft of the same side; the owner sees the change, nobody else.
func (g *voSDGame) swaps(t *testing.T, where string, st engine.State, b *State, tally voTally) {
	t.Helper()
	check := func(kind string, owner engine.Player, n *State) {
		alt := withBattle(st, n)
		for _, p := range voViewers(2) {
			if p == owner {
				if st.View(p).Hash() == alt.View(p).Hash() {
					t.Errorf("%s: %s: the owner does not see it", where, kind)
				}
				continue
			}
			if d := voSame(st, alt, p); len(d) > 0 {
				t.Errorf("%s: %s leaks to viewer %d: %s", where, kind, p, strings.Join(d, "; "))
			}
			tally[kind+": hidden"]++
		}
	}
	if b.command >= 0 && len(g.shuttles) == 2 {
		other := g.shuttles[0]
		if other == b.command {
			other = g.shuttles[1]
		}
		if b.crafts[other].alive() && b.crafts[b.command].alive() {
			n := b.clone()
			n.command = other
			check("command ship", engine.Player(b.crafts[b.command].side), n)
		}
	}
	if !b.opt.TorpTracking || b.ph == phJam {
		// At the jamming each craft must know the torps tracking it, to
		// pick the one to jam (4.2; docs/rules' reading of 10.6), also
		// while a damage choice of the jamming step is pending.
		return
	}
	for i, tp := range b.torps {
		if tp.arrived || tp.target.kind != refCraft {
			continue
		}
		side := b.crafts[tp.target.n].side
		for c := range b.crafts {
			if c != tp.target.n && b.crafts[c].side == side && b.crafts[c].alive() {
				n := b.clone()
				n.torps[i].target = CraftTarget(CraftID(c))
				check("tracking torp's target", engine.Player(tp.side), n)
				break
			}
		}
	}
}

// voTracked: with 10.6's tracking mechanics, two torp launches of the
// same craft and mark at targets on the map, differing in the target alone.
func voTracked(b *State, pr voPair) (bool, bool) {
	x, ok1 := pr.a[0].(Torp)
	y, ok2 := pr.b[0].(Torp)
	// A torp at 11.2's tender off the map never goes on it: that launch
	// is told as such.
	same := ok1 && ok2 && x.Craft == y.Craft && x.Mark == y.Mark && x.Target.kind != refOff && y.Target.kind != refOff
	return b.opt.TorpTracking && same, same
}

// voCan is whether seq applies to s whole.
func voCan(s engine.State, seq []engine.Intent) bool {
	_, _, err := voRun(s, seq, engine.NoPlayer)
	return err == nil
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
