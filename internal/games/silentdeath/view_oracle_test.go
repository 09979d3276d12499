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
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func TestViewOracle(t *testing.T) {
	scen := append(append([]string(nil), allScenarios...), "campaign-restricted")
	steps, every := 350, 1
	if testing.Short() {
		steps, every = 150, 3
	}
	tally := gametest.ViewTally{}
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
			k, _ := gametest.PlayJudged(t, fmt.Sprintf("%s opts %v seed %d", name, opts, seed), st, opps[:], steps,
				func(where string, st engine.State, n int) bool {
					b := battleOf(st)
					if n < 0 || b == nil || (n%every != 0 && !voSDSecretPhase(b)) {
						return false
					}
					g.position(t, where, st, b, n, tally)
					return true
				})
			positions += k
			if t.Failed() {
				return
			}
		}
	}
	t.Logf("%d positions", positions)
	tally.Log(t)
	if !testing.Short() {
		tally.Reached(t, "lock-ons: hidden", "lock-ons and declared: hidden", "lock-ons at the last declared: revealed",
			"torp launches: hidden", "torp launches at the last declared: revealed", "fire orders: hidden", "command ship: hidden",
			"command ship chosen: hidden", "tracking torp's target: hidden", "dice hidden", "public: a change seen",
			"command ship at damage control: hidden")
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

func (g *voSDGame) position(t *testing.T, where string, st engine.State, b *State, i int, tally gametest.ViewTally) {
	t.Helper()
	gametest.CheckDice(t, where, st, st.(voReseeder).Reseed(st.Hash()^0x5d5d), 2, tally)
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
				for _, pr := range gametest.ViewPairs(legal, 3, func(a, b engine.Intent) bool { return true }) {
					gametest.CheckPublic(t, where, st, pr, 2, tally)
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
		pairs := gametest.ViewPairs(secret, 4, pair)
		if len(pairs) > 2 {
			pairs = []gametest.ViewPair{pairs[i%len(pairs)], pairs[(i+1)%len(pairs)]}
		}
		for _, pr := range pairs {
			kept, kind := kept, kind
			if x, y := voTracked(b, pr); x && y {
				// 10.6's tracking: the torps go on the map at the reveal,
				// their targets stay the owner's until they arrive.
				kept, kind = func(engine.State, engine.Player) bool { return true }, "tracked torp launches"
			}
			gametest.CheckSecret(t, where, st, pr, 2, tally, kind, kept)
			if ph.Name != PhaseLaunch && ph.Name != PhaseTorpLaunch {
				continue
			}
			done := gametest.ViewPair{A: append(pr.A[:1:1], Declared{By: q}), B: append(pr.B[:1:1], Declared{By: q})}
			if !voCan(st, done.A) || !voCan(st, done.B) {
				continue
			}
			k := kind + " and declared"
			if s1, _, _ := gametest.RunShown(st, done.A, q); !kept(s1, q) {
				k = kind + " at the last declared"
			}
			gametest.CheckSecret(t, where, st, done, 2, tally, k, kept)
		}
	}
}

// swaps changes only a secret of the position, where there is one: the
// real command ship for the other shuttle, a tracking torp's target for
// another craft of the same side; the owner sees the change, nobody else.
func (g *voSDGame) swaps(t *testing.T, where string, st engine.State, b *State, tally gametest.ViewTally) {
	t.Helper()
	check := func(kind string, owner engine.Player, n *State) {
		alt := withBattle(st, n)
		for _, p := range gametest.Viewers(2) {
			if p == owner {
				if st.View(p).Hash() == alt.View(p).Hash() {
					t.Errorf("%s: %s: the owner does not see it", where, kind)
				}
				continue
			}
			if d := gametest.ViewDiffs(st, alt, p); len(d) > 0 {
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
			if b.opt.DamageControl && len(b.pending) == 0 && b.fly == nil && b.crafts[b.command].hits == 0 {
				// 10.12's question at the end of the turn (the position
				// brought there as it stands, its damage and the turn's
				// fire kept): the real shuttle and the decoy swapped whole
				// (11.5: the enemy cannot tell them apart) ask the same of
				// the same side, so the enemy learns nothing from who is
				// asked. A damaged real shuttle is known to be real (damage
				// unmasks the decoy): no world swaps it.
				x := b.clone()
				x.ph, x.repairAt = phRepair, 0
				y := x.clone()
				y.command = other
				y.crafts[b.command].decoy, y.crafts[other].decoy = true, false
				xs, ys := withBattle(st, x), withBattle(st, y)
				owner := engine.Player(b.crafts[b.command].side)
				for _, p := range gametest.Viewers(2) {
					if p == owner {
						continue
					}
					// Who is asked, as the real states have it (the screen
					// hands the keyboard over by them), and as the views do.
					if !samePhase(xs.Phase(), ys.Phase()) || !samePhase(xs.View(p).Phase(), ys.View(p).Phase()) || len(xs.Legal(p)) != len(ys.Legal(p)) {
						t.Errorf("%s: 10.12's question tells the shuttles apart to viewer %d", where, p)
					}
					tally["command ship at damage control: hidden"]++
				}
			}
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
func voTracked(b *State, pr gametest.ViewPair) (bool, bool) {
	x, ok1 := pr.A[0].(Torp)
	y, ok2 := pr.B[0].(Torp)
	// A torp at 11.2's tender off the map never goes on it: that launch
	// is told as such.
	same := ok1 && ok2 && x.Craft == y.Craft && x.Mark == y.Mark && x.Target.kind != refOff && y.Target.kind != refOff
	return b.opt.TorpTracking && same, same
}

// voCan is whether seq applies to s whole.
func voCan(s engine.State, seq []engine.Intent) bool {
	_, _, err := gametest.RunShown(s, seq, engine.NoPlayer)
	return err == nil
}

// samePhase: the same phase, turn and players asked.
func samePhase(a, b engine.Phase) bool {
	if a.Name != b.Name || a.Turn != b.Turn || len(a.Actors) != len(b.Actors) {
		return false
	}
	for k := range a.Actors {
		if a.Actors[k] != b.Actors[k] {
			return false
		}
	}
	return true
}
