package silentdeath

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// The twenty-fourth audit: positions the scripted and random games of the
// other oracle tests never make, built by hand and then played on at random
// with every oracle judging every step — what is legal (oracle_test.go),
// what an action does (resolve_oracle_test.go) and how the battle ends
// (build_oracle_test.go's bEnd). The coverage of the rule code by the
// oracles showed what they never reached: both sides' last craft destroyed
// in one exchange, both sides crossing 11.3's or 11.5's 75 TPV in one
// exchange, 11.5's command ship and Sorensen A destroyed together, a craft
// at a map edge, the last turn's end. Each position is one box from
// destruction on every craft, so the random dice end most of them in the
// first exchange.

type eTally struct {
	o      *oTally
	r      *rTally
	b      *bTally
	counts map[string]int
}

func newETally() *eTally {
	return &eTally{
		o:      &oTally{positions: map[string]int{}, verdicts: map[string][3]int{}, bad: map[string][]string{}},
		r:      &rTally{n: map[string]int{}, bad: map[string][]string{}, nb: map[string]int{}},
		b:      &bTally{n: map[string]int{}},
		counts: map[string]int{},
	}
}

// edgePlay plays s on at random for at most steps intents, every oracle
// judging every position and intent.
func edgePlay(t *testing.T, tl *eTally, name string, s *State, seed uint64, steps int) *State {
	t.Helper()
	return edgePlayPrefer(t, tl, name, s, seed, steps, nil)
}

// edgePlayPrefer is edgePlay with a preference: the intent prefer picks
// among the legal ones (nil: the random choice).
func edgePlayPrefer(t *testing.T, tl *eTally, name string, s *State, seed uint64, steps int, prefer func(*State, []engine.Intent) engine.Intent) *State {
	t.Helper()
	opp := [2]engine.Opponent{engine.NewRandomOpponent(seed), engine.NewRandomOpponent(seed + 1)}
	memo := newMemo()
	e := &bEnd{}
	e.judge(tl.b, name, nil, s)
	for n := 0; n < steps && !s.Outcome().Over; n++ {
		ph := s.Phase()
		if len(ph.Actors) == 0 {
			t.Fatalf("%s seed %d: nobody acts in %+v", name, seed, ph)
		}
		p := ph.Actors[0]
		where := fmt.Sprintf("%s seed %d step %d T%d %s", name, seed, n, s.turn, ph.Name)
		memo.see(s)
		compareAt(s, memo, tl.o, where, true)
		in, err := opp[p].Choose(s.View(p), p)
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		if prefer != nil {
			if x := prefer(s, s.Legal(p)); x != nil {
				in = x
			}
		}
		b := s.clone()
		next, ev, err := s.Apply(in)
		if err != nil {
			t.Fatalf("%s: %v refused: %v", where, in, err)
		}
		a := next.(*State)
		newJudge(b, a, in, ev, tl.r, where+fmt.Sprintf(" %v", in)).run()
		e.judge(tl.b, where+fmt.Sprintf(" %v", in), s, a)
		memo.did(s, in)
		s = a
	}
	if o := s.Outcome(); o.Over {
		w := "draw"
		if o.Winner >= 0 {
			w = "a winner"
		}
		tl.counts[name+": over, "+w]++
	} else {
		tl.counts[name+": still on"]++
	}
	return s
}

// lastBox leaves craft i one box from the end of its damage track.
func lastBox(s *State, i int) {
	s.crafts[i].hits = int16(len(s.crafts[i].typ.Track) - 1)
}

// faceOff puts craft i at h facing f and craft j in the hex ahead of it,
// facing back.
func faceOff(s *State, i, j int, h hex.Hex, f hex.Direction) {
	s.crafts[i].pos, s.crafts[i].facing = h, f
	s.crafts[j].pos, s.crafts[j].facing = hex.Neighbor(h, f), f.Rotate(3)
}

// duelScenario is one Pit Viper a side (Red's at Plt pr Gnr gr) under the
// victory vic, both one box from destruction, nose to nose, the Cannon
// Fire Phase open.
func duelScenario(t *testing.T, vic VictoryFile, red, blue []CraftFile, opt Options, seed uint64) *State {
	t.Helper()
	s := edgeBattle(t, 10, vic, red, blue, opt, seed)
	for i := range s.crafts {
		lastBox(s, i)
	}
	return s
}

// edgeBattle is a battle of turns turns on the standard map between Red's
// craft and Blue's under the victory vic, with the options opt and the
// dice of seed.
func edgeBattle(t *testing.T, turns int, vic VictoryFile, red, blue []CraftFile, opt Options, seed uint64) *State {
	t.Helper()
	f := ScenarioFile{Name: "edge", Title: "Edge", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: turns,
		Victory: vic, Sides: []SideFile{{Name: "Red", Color: "red", Craft: red}, {Name: "Blue", Color: "blue", Craft: blue}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return newStateOpts(sc, opt, engine.NewDice(seed))
}

// TestOracleEdges_LastExchange: both sides' last craft destroyed in the
// same exchange, under every victory kind that counts craft or TPV, with
// and without the optional rules; the TPV threshold set so both sides
// cross it together with as much (a draw: neither was first, 11.3) or one
// with more.
func TestOracleEdges_LastExchange(t *testing.T) {
	tl := newETally()
	n := 60
	if testing.Short() {
		n = 20
	}
	col := 0
	pv := func(id string, plt, gnr int) CraftFile { col += 2; return cf("pit-viper", id, col, 10, "N", plt, gnr) }
	for k := 0; k < n; k++ {
		seed := uint64(7000 + k)
		opt := Options{}
		if k%2 == 1 {
			opt = optionsOf(t, rMix(seed))
		}
		col = 0
		for _, vc := range []struct {
			name string
			vic  VictoryFile
			red  []CraftFile
			blue []CraftFile
		}{
			{"annihilate", VictoryFile{Kind: VicAnnihilate}, []CraftFile{pv("A", 5, 5)}, []CraftFile{pv("A", 5, 5)}},
			{"points", VictoryFile{Kind: VicPoints}, []CraftFile{pv("A", 5, 5)}, []CraftFile{pv("A", 7, 5)}},
			// Pit Vipers at Plt 5 Gnr 5: TPV 26 each (the project's BPV 16
			// and the crew's 10): both cross 26 together with as much.
			{"tpv tie", VictoryFile{Kind: VicTPV, TPV: 26}, []CraftFile{pv("A", 5, 5)}, []CraftFile{pv("A", 5, 5)}},
			{"tpv more", VictoryFile{Kind: VicTPV, TPV: 26}, []CraftFile{pv("A", 5, 5)}, []CraftFile{pv("A", 8, 5)}},
			{"tpv short", VictoryFile{Kind: VicTPV, TPV: 75}, []CraftFile{pv("A", 5, 5), pv("B", 5, 5)}, []CraftFile{pv("A", 5, 5)}},
		} {
			s := duelScenario(t, vc.vic, vc.red, vc.blue, opt, seed)
			faceOff(s, 0, len(vc.red), hex.FromOffset(15, 12), hex.Direction(k%6))
			if len(vc.red) > 1 {
				s.crafts[1].pos = hex.FromOffset(2, 2)
			}
			s = fireStart(t, s)
			edgePlay(t, tl, vc.name, s, seed, 400)
		}
	}
	eReport(t, tl, map[string]int{"annihilate: over, draw": 1, "tpv tie: over, draw": 1, "tpv more: over, a winner": 1})
}

// optionsOf is the battle's Options for a set of engine options.
func optionsOf(t *testing.T, o engine.Options) Options {
	t.Helper()
	s, err := Game{}.NewState(loadScenario(t, "intro-patrol"), o, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s.(*State).opt
}

// eReport logs the counts and the oracles' findings; want names outcomes
// that must have arisen at least that often.
func eReport(t *testing.T, tl *eTally, want map[string]int) {
	t.Helper()
	var ks []string
	for k := range tl.counts {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		t.Logf("%-40s %5d", k, tl.counts[k])
	}
	var rs []string
	for k := range tl.r.n {
		rs = append(rs, k)
	}
	sort.Strings(rs)
	for _, k := range rs {
		t.Logf("judged %-31s %5d", k, tl.r.n[k])
	}
	for k, n := range want {
		if tl.counts[k] < n {
			t.Errorf("%q arose %d times, want at least %d", k, tl.counts[k], n)
		}
	}
	for k, v := range tl.o.bad {
		t.Errorf("legality: %s:\n  %s", k, strings.Join(v, "\n  "))
	}
	for k, v := range tl.r.bad {
		t.Errorf("resolution: %s (%d):\n  %s", k, tl.r.nb[k], strings.Join(v, "\n  "))
	}
	bReport(t, tl.b)
}

// upTo plays s on at random, unjudged, until until holds (or the battle is
// over).
func upTo(t *testing.T, s *State, seed uint64, until func(*State) bool) *State {
	t.Helper()
	opp := engine.NewRandomOpponent(seed)
	for n := 0; n < 20000 && !s.outcome.Over && !until(s); n++ {
		p := s.Phase().Actors[0]
		in, err := opp.Choose(s.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
	}
	return s
}

// TestOracleEdges_CommandShip: 11.5's command ship and Sorensen III A nose
// to nose, each one box from destruction, the Cannon Fire Phase open
// (Sorensen's pilot as good a gunner as the shuttle's gunner, so they fire
// in one step): the immediate wins, and both in one exchange — neither
// side achieved its condition first, a draw. With the pilot ties of
// 11.7's scenario 5 too, a second craft of the target's side whose pilot
// is worth as much.
func TestOracleEdges_CommandShip(t *testing.T) {
	tl := newETally()
	n := 40
	if testing.Short() {
		n = 14
	}
	for k := 0; k < n; k++ {
		seed := uint64(7400 + k)
		sc := loadScenario(t, "commandship")
		if k%2 == 1 {
			f := sc.file
			f.Victory.PilotTies = true
			f.Sides = append([]SideFile(nil), f.Sides...)
			cs := append([]CraftFile(nil), f.Sides[1-f.Rules.CommandShip.Side].Craft...)
			tk := sc.findCraft(1-f.Rules.CommandShip.Side, f.Victory.Target)
			for j := range cs {
				if j != tk && cs[j].Type == cs[tk].Type {
					cs[j].Pilot = cs[tk].Pilot
					break
				}
			}
			f.Sides[1-f.Rules.CommandShip.Side].Craft = cs
			var err error
			if sc, err = NewScenario(f); err != nil {
				t.Fatal(err)
			}
		}
		opts := engine.Options(nil)
		if k%3 == 2 {
			opts = rMix(seed)
		}
		st, err := Game{}.NewState(sc, opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := upTo(t, st.(*State), seed, func(s *State) bool { return s.command >= 0 && s.ph != phCommand })
		if s.outcome.Over {
			continue
		}
		cs := sc.file.Rules.CommandShip
		tgt := s.craftIndex(1-cs.Side, sc.file.Victory.Target)
		faceOff(s, s.command, tgt, hex.FromOffset(17, 14), hex.Direction(k%6))
		for i := range s.crafts {
			if i != s.command && i != tgt && s.crafts[i].alive() {
				if hex.Distance(s.crafts[i].pos, hex.FromOffset(17, 14)) < 4 {
					s.crafts[i].pos = hex.FromOffset(1+i, 1)
				}
			}
		}
		lastBox(s, s.command)
		lastBox(s, tgt)
		if k%2 == 1 {
			for i := range s.crafts {
				if s.crafts[i].side == s.crafts[tgt].side && s.crafts[i].alive() {
					lastBox(s, i)
				}
			}
		}
		for _, i := range []int{tgt, s.command} {
			for m := range s.crafts[i].crew {
				s.crafts[i].crew[m].Gnr = 6 // every gun of both in one firing step
			}
		}
		s.pending, s.fly = nil, nil
		s = fireStart(t, s)
		if k%4 == 3 {
			// The shuttle damaged part way, the rest played at random:
			// 11.5's initiative Plt of the turns after (10 less 1 for
			// every 2 points received, at least 1).
			s.crafts[s.command].hits = int16(k % len(s.crafts[s.command].typ.Track))
			s.crafts[tgt].hits = 0
			edgePlay(t, tl, "commandship damaged", s, seed, 300)
			continue
		}
		if k%4 == 1 {
			s.crafts[tgt].hits = 0 // the shuttle alone one box from its end
		}
		// The two fire at each other whenever they can (no duel).
		key := map[int]int{s.command: tgt, tgt: s.command}
		edgePlayPrefer(t, tl, "commandship", s, seed, 300, func(s *State, legal []engine.Intent) engine.Intent {
			for _, l := range legal {
				if f, ok := l.(Fire); ok {
					if j, ok := key[int(f.Craft)]; ok && f.Target == (Target{refCraft, j}) {
						return l
					}
				}
				if _, ok := l.(NoDuel); ok {
					return l
				}
			}
			return nil
		})
	}
	if tl.r.n["initiative (11.5)"] == 0 {
		t.Error("no initiative of 11.5's command ship side was judged")
	}
	want := map[string]int{"commandship: over, a winner": 1}
	if !testing.Short() {
		want["commandship: over, draw"] = 1
	}
	eReport(t, tl, want)
}

// TestOracleEdges_MapEdgesAndLastTurn: every shipped scenario (and the
// restricted campaign's first battle) at its last turn, every craft moved
// to an edge hex of the map facing off it, played out at random: leaving
// the map by an exit edge or not (5.0, 11.1's pod carrier, 11.6's fast
// craft), the turn limit's end under every victory kind.
func TestOracleEdges_MapEdgesAndLastTurn(t *testing.T) {
	tl := newETally()
	rounds := 3
	if testing.Short() {
		rounds = 1
	}
	for r := 0; r < rounds; r++ {
		for si, name := range append(append([]string(nil), allScenarios...), "campaign-restricted") {
			seed := uint64(7700 + 10*r + si)
			opts := []engine.Options{nil, AllOptions(), rMix(seed)}[r%3]
			st, err := Game{}.NewState(loadScenario(t, name), opts, seed)
			if err != nil {
				t.Fatal(err)
			}
			var s *State
			var g engine.State = st
			// A campaign's first battle, or the battle after 11.8's
			// purchases: played on at random to the first Movement Phase.
			opp := engine.NewRandomOpponent(seed)
			for n := 0; n < 20000; n++ {
				if b := battleOf(g); b != nil && b.ph == phMove {
					s = b
					break
				}
				p := g.Phase().Actors[0]
				in, err := opp.Choose(g.View(p), p)
				if err != nil {
					t.Fatal(err)
				}
				if g, _, err = g.Apply(in); err != nil {
					t.Fatal(err)
				}
			}
			if s == nil || s.outcome.Over {
				continue
			}
			s = s.clone()
			s.turn = s.sc.file.Turns
			toEdges(s, seed)
			s.torps = nil
			edgePlay(t, tl, name, s, seed, 3000)
		}
	}
	eReport(t, tl, nil)
}

// toEdges moves every craft in play to an edge hex of the map, facing off
// it (no asteroid, mine or other craft there).
func toEdges(s *State, seed uint64) {
	b := s.sc.board
	used := map[hex.Hex]bool{}
	for i := range s.crafts {
		if !s.crafts[i].alive() {
			continue
		}
		for try := 0; try < 50; try++ {
			c, rw := int(seed*7+uint64(i*13+try*5))%b.Cols, 0
			switch (i + try) % 4 {
			case 0:
				rw = 0
			case 1:
				rw = b.Rows - 1
			case 2:
				c, rw = 0, int(seed+uint64(i*11+try*3))%b.Rows
			default:
				c, rw = b.Cols-1, int(seed+uint64(i*11+try*3))%b.Rows
			}
			h := hex.FromOffset(c, rw)
			if used[h] || s.asteroidAt(h) || s.Mined(h) {
				continue
			}
			used[h] = true
			// Moved by hand after 10.2's drifts: it drifted into no
			// hex (the oracle reads a drift off the positions).
			s.crafts[i].pos, s.crafts[i].drifted = h, false
			for f := hex.Direction(0); f < 6; f++ {
				if !b.In(hex.Neighbor(h, f)) {
					s.crafts[i].facing = f
				}
			}
			break
		}
	}
}

// TestOracleEdges_PodAtTheEdge: 11.1's life pod aboard a carrier (or the
// carrier stopped on it, its recovery under way) with every craft on a map
// edge facing off it, the exit edge or another: carried home, lost with its
// carrier, left behind; the end judged by the end oracle's reading of 11.1.
func TestOracleEdges_PodAtTheEdge(t *testing.T) {
	tl := newETally()
	n := 24
	if testing.Short() {
		n = 8
	}
	for k := 0; k < n; k++ {
		seed := uint64(7900 + k)
		opts := []engine.Options{nil, AllOptions(), rMix(seed)}[k%3]
		st, err := Game{}.NewState(loadScenario(t, "rescue"), opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := upTo(t, st.(*State), seed, func(s *State) bool { return s.ph == phMove && s.mover < 0 && s.fly == nil && len(s.pending) == 0 })
		if s.outcome.Over {
			continue
		}
		s = s.clone()
		toEdges(s, seed)
		pod := s.sc.file.Rules.Pod
		carrier := -1
		var may []int
		for i := range s.crafts {
			if c := &s.crafts[i]; c.alive() && int(c.side) == pod.Side && podCarries(s.sc, c) {
				may = append(may, i)
			}
		}
		// One carrier, then the other: on the exit edge or another.
		carrier = may[(k/2)%len(may)]
		if c := &s.crafts[carrier]; k%2 == 0 {
			c.pod, s.podState = true, 1 // aboard
		} else {
			s.pod, c.recovering = c.pos, int16(s.turn+1) // stopped on it last turn
		}
		// The carrier flies on whenever it may (off its edge, exit or not).
		edgePlayPrefer(t, tl, "rescue", s, seed, 3000, func(s *State, legal []engine.Intent) engine.Intent {
			for _, l := range legal {
				if f, ok := l.(Forward); ok && int(f.Craft) == carrier {
					return l
				}
			}
			return nil
		})
	}
	eReport(t, tl, map[string]int{"rescue: over, a winner": 1})
}

// TestOracleEdges_StoppedInAnOccupiedHex: a Pit Viper at Drive 8 flies
// straight on into a hex another craft holds on its seventh MP, and a torp
// tracking it waits there: flown into (4.2), it may take the Drive the
// craft needed to fly on, leaving it where no craft may end its move (5.1)
// — the project's reading puts it back in the last hex it could stop in.
// Every oracle judges the move and the play after.
func TestOracleEdges_StoppedInAnOccupiedHex(t *testing.T) {
	tl := newETally()
	n := 40
	if testing.Short() {
		n = 12
	}
	backed := 0
	for k := 0; k < n; k++ {
		seed := uint64(8100 + k)
		opt := Options{}
		if k%2 == 1 {
			opt = optionsOf(t, rMix(seed))
		}
		red := []CraftFile{cf("pit-viper", "A", 10, 24, "N", 5, 5)}
		blue := []CraftFile{cf("thunder-bird", "A", 10, 17, "S", 5, 5), cf("pit-viper", "B", 30, 3, "S", 5, 5)}
		s := edgeBattle(t, 10, VictoryFile{Kind: VicAnnihilate}, red, blue, opt, seed)
		s.crafts[0].hits = 13 // Drive 8 until the D8 box, four boxes on, is marked
		s.crafts[0].facing = hex.N
		at := s.crafts[0].pos
		for m := 0; m < 7; m++ {
			at = hex.Neighbor(at, hex.N)
		}
		s.crafts[1].pos = at
		s.torps = []torp{{id: 1, side: 1, owner: 1, mark: Mark(k % 3), pos: at, facing: hex.S, target: ref{refCraft, 0}, moved: true}}
		s.nextTorp = 1
		moveNow(s, 0)
		s.initWinner = 1    // Blue won the initiative: Red moves first (5.1)
		s.opt.Drift = false // the Pit Viper must start where it was put
		for s.mover == 0 || s.mover < 0 && !s.crafts[0].moved {
			in := engine.Intent(Forward{By: 0, Craft: 0})
			if s.Check(in) != nil {
				break
			}
			b := s.clone()
			next, ev, err := s.Apply(in)
			if err != nil {
				t.Fatal(err)
			}
			newJudge(b, next.(*State), in, ev, tl.r, fmt.Sprintf("occupied hex seed %d", seed)).run()
			if strings.Contains(logText(ev), "the last hex it could stop in") {
				backed++
			}
			s = next.(*State)
		}
		edgePlay(t, tl, "occupied hex", s, seed, 400)
	}
	t.Logf("%d moves ended back in the last free hex", backed)
	if backed == 0 && !testing.Short() {
		t.Error("no craft was put back out of an occupied hex")
	}
	eReport(t, tl, nil)
}

// TestOracleEdges_CampaignEndTies: 11.7's campaign victory at the end of
// its last scenario where the games never take it — as many scenarios won
// by both, the rosters of equal or unequal value (the oracle's own
// valuation, bValue: BPV and crew costs) — and the other cases beside:
// most scenarios won, then the higher roster value, else a draw (the
// project's reading: the rulebook names no winner for equal values).
func TestOracleEdges_CampaignEndTies(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "campaign"), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	c0 := st.(*Campaign)
	var types []string
	for k := range bCraft {
		types = append(types, k)
	}
	sort.Strings(types)
	rng := engine.NewDice(5)
	seen := map[string]int{}
	for k := 0; k < 600; k++ {
		c := c0.clone()
		for p := 0; p < 2; p++ {
			sq := &c.sides[p]
			sq.Craft, sq.Crew = nil, nil
			for n := rng.D(4) - 1; n > 0; n-- {
				sq.Craft = append(sq.Craft, RosterCraft{Type: types[rng.D(len(types))-1], ID: string(rune('A' + n))})
			}
			for n := rng.D(5) - 1; n > 0; n-- {
				pilot := rng.D(2) == 1
				m := Member{Pilot: pilot, Gnr: rng.D(10), No: n}
				if pilot {
					m.Plt = rng.D(10)
				}
				sq.Crew = append(sq.Crew, m)
			}
			sq.Wins = rng.D(3) - 1
		}
		if k%3 == 0 {
			c.sides[1] = c.sides[0].clone() // the same roster: equal values
			c.sides[1].Name = c0.sides[1].Name
		}
		if k%2 == 0 {
			c.sides[1].Wins = c.sides[0].Wins
		}
		c.finish(&events{})
		a, b := c.sides[0], c.sides[1]
		va, vb := bValue(a), bValue(b)
		want, kind := engine.NoPlayer, "draw"
		switch {
		case a.Wins > b.Wins:
			want, kind = 0, "more wins"
		case b.Wins > a.Wins:
			want, kind = 1, "more wins"
		case va > vb:
			want, kind = 0, "roster value"
		case vb > va:
			want, kind = 1, "roster value"
		}
		seen[kind]++
		if out := c.Outcome(); !out.Over || out.Winner != want {
			t.Errorf("wins %d–%d, values %d–%d: winner %d (%q), the oracle %d", a.Wins, b.Wins, va, vb, out.Winner, out.Reason, want)
		}
	}
	for _, kind := range []string{"draw", "more wins", "roster value"} {
		if seen[kind] == 0 {
			t.Errorf("no campaign ended by %s", kind)
		}
	}
	t.Logf("%v", seen)
}

// TestOracleEdges_DamageControl: 10.12's question at the ends of turns, in
// positions built for it: two craft a side, damaged (a few boxes, or to
// just before a □ or a ✳), in asteroids that drift into craft at the end
// of the turn, with drift, point defence and duels on; the owners decline
// every other question and attempt the rest, so that craft are asked again
// after declining, after failing, and never after a success; every oracle
// judges every position and intent.
func TestOracleEdges_DamageControl(t *testing.T) {
	tl := newETally()
	rounds := 6
	if testing.Short() {
		rounds = 2
	}
	opt := Options{DamageControl: true, Asteroids: true, Drift: true, PointDefence: true, GunneryDuels: true, Decoys: true}
	for r := 0; r < rounds; r++ {
		seed := uint64(8800 + r)
		red := []CraftFile{cf("pit-viper", "A", 6, 6, "SE", 7, 8), cf("epping", "A", 4, 10, "SE", 5, 6, 8, 8, 7)}
		blue := []CraftFile{cf("seraph", "A", 30, 22, "NW", 6, 6, 5), cf("spirit-rider", "A", 32, 18, "NW", 5, 5)}
		s := edgeBattle(t, 8, VictoryFile{Kind: VicAnnihilate}, red, blue, opt, seed)
		for i := range s.crafts {
			s.crafts[i].hits = int16(1 + (r+i)%5)
		}
		asked := map[int]int{}
		edgePlayPrefer(t, tl, "damage control", s, seed, 1500, func(s *State, legal []engine.Intent) engine.Intent {
			i := s.repairChoice()
			if i < 0 || s.Phase().Name != PhaseRepair {
				return nil // a w/W/t/T choice of the asteroids' drift comes first
			}
			tl.counts["asked"]++
			if s.crafts[i].dcUsed {
				tl.counts["asked after its success"]++
			}
			asked[i]++
			if asked[i]%2 == 1 {
				tl.counts["declined"]++
				return NoRepair{By: engine.Player(s.crafts[i].side), Craft: CraftID(i)}
			}
			tl.counts["attempted"]++
			return Repair{By: engine.Player(s.crafts[i].side), Craft: CraftID(i)}
		})
	}
	if tl.counts["asked after its success"] > 0 {
		t.Errorf("%d questions after a success", tl.counts["asked after its success"])
	}
	eReport(t, tl, map[string]int{"asked": 10, "declined": 5, "attempted": 5})
}
