package starshipbattles

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// An oracle of the numbers a player builds and scores with, written from the
// rulebook (Building a Fleet, Assemble Your Fleet, Starting Positions, Unique,
// How to Win, Clash over Coruscant, Team Play) and from the project's own
// values as docs/rules/starshipbattles.md lists them, without the rules code
// (build.go, setup.go, scenario.go's checks, rounds.go's victory). It reads
// only the cards' data and the state's plain accessors, works out every
// number again (a fleet's points, what is left of the limit, the Unique names
// of a team, the set-up area and whether the fleets still fit in it, who sets
// up first, who has won) and judges every purchase, set-up and scenario fleet
// as legal or not, and compares with the engine both ways. The printed facts
// of the stat cards are checked in TestCatalogue_Printed and
// TestBuildOracle_PrintedCards, the Coruscant tables in tables_test.go.
//
// What the rulebook says and the oracle follows:
//   - up to the point limit ("you can spend up to 300 points"): the total may
//     equal the limit, one point more is refused;
//   - "All the ships in your fleet must belong to the same faction": the
//     side's;
//   - Unique: no two Unique ships of one name in a fleet, counting the
//     counts-as name (both Slave I), and in Team Play in a team;
//   - Assemble Your Fleet: the lower d20 sets up first (ties rolled again,
//     own); Dark within 3 squares of its edge (north), Light of the other;
//   - How to Win: the last team with ships on the grid wins; both gone at
//     once is a draw (own); a pool's fighters keep nobody alive.
//
// The project's own (docs, "Values of the project's own"): at most 60 ships
// and fighters a side, a fleet needs a class 1–3 ship before it is done, a
// team's nonfighters must fit in its set-up area (the grid's width × 3 rows)
// when bought and after each placement.

// bSize is the side of a class's square space (glossary: space).
func bSize(class int) int { return [5]int{0, 3, 2, 1, 1}[min(max(class, 0), 4)] }

// bName is the name the Unique rule compares: the counts-as name when the card
// gives one.
func bName(c *Card) string {
	if c.CountsAs != "" {
		return c.CountsAs
	}
	return c.Name
}

// bPacks reports whether n1 spaces of 3 × 3, n2 of 2 × 2 and n3 single squares
// fit without overlapping in the squares of a band cols wide and 3 deep that
// busy does not mark. It walks the columns left to right, remembering which
// squares of the next three columns ships already started cover, and keeps
// for each count of large ships placed the most single squares left free: an
// exact answer (a 3 × 3 space fills the band's depth, and two 2 × 2 spaces
// never share a column of a band 3 deep).
func bPacks(cols int, busy func(x, r int) bool, n1, n2, n3 int) bool {
	if n1 < 0 || n2 < 0 || n3 < 0 {
		return false
	}
	type key struct{ mask, k1, k2 int }
	cur := map[key]int{{0, 0, 0}: 0}
	colFree := func(x, rows, mask int) bool { // rows (bits) of column x free of busy and mask
		if x >= cols {
			return false
		}
		for r := 0; r < 3; r++ {
			if rows&(1<<r) != 0 && (busy(x, r) || mask&(1<<r) != 0) {
				return false
			}
		}
		return true
	}
	for x := 0; x < cols; x++ {
		next := map[key]int{}
		for k, v := range cur {
			type start struct {
				rows, w, d1, d2 int
			}
			for _, st := range []start{{0, 0, 0, 0}, {7, 3, 1, 0}, {3, 2, 0, 1}, {6, 2, 0, 1}} {
				m := k.mask
				k1, k2 := k.k1+st.d1, k.k2+st.d2
				if k1 > n1 || k2 > n2 {
					continue
				}
				ok := true
				for i := 0; i < st.w; i++ {
					if !colFree(x+i, st.rows, m>>(3*i)&7) {
						ok = false
					}
				}
				if !ok {
					continue
				}
				for i := 0; i < st.w; i++ {
					m |= st.rows << (3 * i)
				}
				free := 0
				for r := 0; r < 3; r++ {
					if m&(1<<r) == 0 && !busy(x, r) {
						free++
					}
				}
				nk := key{m >> 3, k1, k2}
				if old, seen := next[nk]; !seen || v+free > old {
					next[nk] = v + free
				}
			}
		}
		cur = next
	}
	v, ok := cur[key{0, n1, n2}]
	return ok && v >= n3
}

// bZone is the set-up area of player p's team: the first row of its 3 rows.
func bZone(f ScenarioFile, rows, p int) int {
	edge := f.Sides[p].Edge
	if edge == "" {
		edge = EdgeSouth
		if f.Sides[p].Faction == "dark" {
			edge = EdgeNorth
		}
	}
	if edge == EdgeNorth {
		return 0
	}
	return rows - 3
}

// bBuild judges the intents of the Build fleets phase.
type bBuild struct {
	s     *State
	f     ScenarioFile
	cards []Card
	limit int
	cols  int
}

func newBBuild(s *State, f ScenarioFile) bBuild {
	cols, _ := s.Grid()
	return bBuild{s: s, f: f, cards: s.Cards(), limit: f.Build.Points, cols: cols}
}

func (b bBuild) faction(p engine.Player) Faction {
	if b.f.Sides[p].Faction == "dark" {
		return Dark
	}
	return Light
}

// team lists the players of p's faction.
func (b bBuild) team(p engine.Player) []engine.Player {
	var out []engine.Player
	for q := range b.f.Sides {
		if b.faction(engine.Player(q)) == b.faction(p) {
			out = append(out, engine.Player(q))
		}
	}
	return out
}

func (b bBuild) points(p engine.Player) int {
	n := 0
	for _, c := range b.s.Fleet(p).Picks {
		n += b.cards[c].Cost
	}
	return n
}

// counts is the team's nonfighters by class, with extra added.
func (b bBuild) counts(p engine.Player, extra int) (n [4]int) {
	for _, q := range b.team(p) {
		for _, c := range b.s.Fleet(q).Picks {
			if cl := b.cards[c].Class; cl <= 3 {
				n[cl]++
			}
		}
	}
	if extra >= 0 {
		n[b.cards[extra].Class]++
	}
	return n
}

// judge returns the reasons an intent is refused, each a word the engine's
// message must contain one of; none: it is legal.
func (b bBuild) judge(in engine.Intent) []string {
	p := in.Actor()
	if int(p) < 0 || int(p) >= len(b.f.Sides) || b.s.Fleet(p).Done {
		return []string{""}
	}
	switch x := in.(type) {
	case Add:
		if x.Card < 0 || int(x.Card) >= len(b.cards) {
			return []string{"card"}
		}
		c := &b.cards[x.Card]
		var why []string
		if c.Faction != b.faction(p) {
			why = append(why, c.Name+" is")
		}
		if b.points(p)+c.Cost > b.limit {
			why = append(why, fmt.Sprintf("%d points", c.Cost))
		}
		if c.Unique {
			for _, q := range b.team(p) {
				for _, k := range b.s.Fleet(q).Picks {
					if b.cards[k].Unique && bName(&b.cards[k]) == bName(c) {
						why = append(why, "Unique")
					}
				}
			}
		}
		if len(b.s.Fleet(p).Picks) >= 60 {
			why = append(why, "60")
		}
		if c.Class <= 3 {
			n := b.counts(p, int(x.Card))
			if !bPacks(b.cols, func(int, int) bool { return false }, n[1], n[2], n[3]) {
				why = append(why, "set-up area")
			}
		}
		return why
	case Remove:
		if !slices.Contains(b.s.Fleet(p).Picks, x.Card) {
			return []string{""}
		}
	case Done:
		for _, c := range b.s.Fleet(p).Picks {
			if b.cards[c].Class <= 3 {
				return nil
			}
		}
		// A fleet needs a class 1–3 ship (own) — unless none could be
		// bought any more, whatever the fleet sold: each costs more than
		// the limit, has a Unique name the team holds, or no longer fits
		// in the area a teammate has filled. Without this, a teammate who
		// filled the area (or bought the faction's only affordable ship)
		// left the other player building for ever.
		for c := range b.cards {
			if b.buyable(p, CardID(c)) {
				return []string{"class 1"}
			}
		}
	}
	return nil
}

// buyable reports whether p's fleet, with no ship of its own, could buy a
// class 1–3 card c with its whole limit.
func (b bBuild) buyable(p engine.Player, c CardID) bool {
	card := &b.cards[c]
	if card.Class > 3 || card.Faction != b.faction(p) || card.Cost > b.limit {
		return false
	}
	for _, q := range b.team(p) {
		for _, k := range b.s.Fleet(q).Picks {
			if card.Unique && b.cards[k].Unique && bName(&b.cards[k]) == bName(card) {
				return false
			}
		}
	}
	n := b.counts(p, int(c))
	return bPacks(b.cols, func(int, int) bool { return false }, n[1], n[2], n[3])
}

// bCompare compares the oracle's verdict with the engine's.
func bCompare(t *testing.T, s *State, in engine.Intent, why []string, where string, seen map[string]int) bool {
	t.Helper()
	err := s.Check(in)
	switch {
	case len(why) == 0 && err != nil:
		t.Fatalf("%s: %T%+v refused: %v; the rulebook allows it", where, in, in, err)
	case len(why) > 0 && err == nil:
		t.Fatalf("%s: %T%+v accepted; the oracle refuses it for %q", where, in, in, why)
	case err != nil:
		msg := err.Error()
		ok := false
		for _, w := range why {
			ok = ok || strings.Contains(strings.ToLower(msg), strings.ToLower(w))
		}
		if !ok {
			t.Fatalf("%s: %T%+v refused with %q, which does not say %q", where, in, in, msg, why)
		}
		seen["refused "+fmt.Sprintf("%T", in)]++
	default:
		seen["accepted "+fmt.Sprintf("%T", in)]++
	}
	return err == nil
}

// bKey names a building intent with its fields (their String names no card).
func bKey(in engine.Intent) string {
	switch x := in.(type) {
	case Add:
		return fmt.Sprintf("add %d %d", x.By, x.Card)
	case Remove:
		return fmt.Sprintf("remove %d %d", x.By, x.Card)
	}
	return fmt.Sprintf("%s %d", in.Kind(), in.Actor())
}

// bLeastNonfighter is the cost of each faction's cheapest class 1–3 card.
func bLeastNonfighter(t testing.TB) (least [2]int) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Class <= 3 && (least[c.Faction] == 0 || c.Cost < least[c.Faction]) {
			least[c.Faction] = c.Cost
		}
	}
	return least
}

// bBuildScenario is a scenario whose fleets are built in the game.
func bBuildScenario(t testing.TB, players, points, cols int) ScenarioFile {
	t.Helper()
	f := ScenarioFile{Name: "oracle", Title: "Oracle", Build: &BuildFile{Points: points}, Grid: &GridFile{Cols: cols, Rows: 20}}
	for p := 0; p < players; p++ {
		fac := []string{"light", "dark"}[p%2]
		f.Sides = append(f.Sides, SideFile{Name: fmt.Sprintf("%s %d", fac, p), Faction: fac})
	}
	return f
}

// TestBuildOracle_Building builds fleets at random, near and past every
// limit, in the shipped building scenarios and in built ones (limits from 1
// point to 2 000, grids 8 to 24 wide, two and four players), judging in every
// position every Add (each card and two ids that are none), every Remove and
// Done of every player (and wants Legal to offer exactly those the oracle
// allows), then checks the reveal: each fleet's ships are its
// picks, its points their sum, the fighters in the pool and the set-up roll.
func TestBuildOracle_Building(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 8
	}
	seen := map[string]int{}
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 77))
		var f ScenarioFile
		switch g % 6 {
		case 0:
			f = loadScenario(t, "standard").File()
		case 1:
			f = loadScenario(t, "teams").File()
		default:
			points := []int{1, 15, 16, 25, 150, 300, 700, 2000}[rng.IntN(8)]
			f = bBuildScenario(t, 2+2*rng.IntN(2), points, []int{8, 9, 11, 24}[rng.IntN(4)])
		}
		sc, err := NewScenario(f)
		if least := bLeastNonfighter(t); f.Build.Points < max(least[Light], least[Dark]) {
			// A fleet needs a class 1–3 ship (own), so a limit that buys
			// none could never finish building.
			if err == nil || !strings.Contains(err.Error(), "build.points") {
				t.Fatalf("game %d: a limit of %d under the cheapest class 1–3 ship (%v): %v", g, f.Build.Points, least, err)
			}
			seen["refused limit"]++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.NewState(sc, nil, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		for step := 0; s.phase == phBuild; step++ {
			if step > 1000 {
				t.Fatalf("game %d: building never ends (%d points, %d cols): %+v", g, f.Build.Points, f.Grid, s.fleets)
			}
			b := newBBuild(s, f)
			var legal []engine.Intent
			for p := range f.Sides {
				pl := engine.Player(p)
				if got, want := s.Fleet(pl).Points, b.points(pl); got != want {
					t.Fatalf("game %d: player %d's fleet is %d points, its picks cost %d", g, p, got, want)
				}
				if b.points(pl) > b.limit {
					t.Fatalf("game %d: player %d has %d points of %d", g, p, b.points(pl), b.limit)
				}
				ins := []engine.Intent{Done{By: pl}, Add{By: pl, Card: -1}, Add{By: pl, Card: CardID(len(b.cards))}}
				for c := range b.cards {
					ins = append(ins, Add{By: pl, Card: CardID(c)}, Remove{By: pl, Card: CardID(c)})
				}
				var mine, offered []string
				for _, in := range ins {
					where := fmt.Sprintf("game %d (%s, %d points) step %d, player %d at %d points", g, f.Name, b.limit, step, p, b.points(pl))
					if bCompare(t, s, in, b.judge(in), where, seen) {
						legal = append(legal, in)
						mine = append(mine, bKey(in))
					}
				}
				// What the player is offered is what the oracle allows.
				for _, in := range s.Legal(pl) {
					if k := bKey(in); !slices.Contains(offered, k) {
						offered = append(offered, k)
					}
				}
				slices.Sort(mine)
				slices.Sort(offered)
				if !slices.Equal(mine, offered) {
					t.Fatalf("game %d step %d: player %d is offered %v; the oracle allows %v", g, step, p, offered, mine)
				}
			}
			if len(legal) == 0 {
				t.Fatalf("game %d: nothing legal while building (%d points; fleets %+v)", g, b.limit, s.fleets)
			}
			// Mostly buy, sometimes sell, finish when the fleet is full or
			// at random.
			var adds, rest, dones []engine.Intent
			for _, in := range legal {
				switch in.(type) {
				case Add:
					adds = append(adds, in)
				case Done:
					dones = append(dones, in)
				default:
					rest = append(rest, in)
				}
			}
			in := legal[rng.IntN(len(legal))]
			if len(dones) > 0 && (step > 150 || rng.IntN(25) == 0) {
				in = dones[rng.IntN(len(dones))]
			} else if step > 150 {
				// Nobody may finish: a fleet holds no class 1–3 ship. Sell a
				// fighter of it, or buy a ship when one fits.
				for _, l := range legal {
					if r, ok := l.(Remove); ok && b.cards[r.Card].Class == 4 {
						in = l
					}
				}
				for _, a := range adds {
					if b.cards[a.(Add).Card].Class <= 3 {
						in = a
					}
				}
			} else if len(adds) > 0 && rng.IntN(10) < 8 {
				in = adds[rng.IntN(len(adds))]
			} else if len(rest) > 0 {
				in = rest[rng.IntN(len(rest))]
			}
			s, _ = apply(t, s, in)
		}
		bRevealed(t, s, sc, f, g)
	}
	t.Logf("compared: %v", seen)
}

// bRevealed checks a game just past building: every player's ships are its
// picks, the fighters wait in the pool and the nonfighters to be set up; the
// points are the cards' sum; the set-up roll puts the lower roll first.
func bRevealed(t *testing.T, s *State, sc *Scenario, f ScenarioFile, g int) {
	t.Helper()
	cards := s.Cards()
	for p := range f.Sides {
		pl := engine.Player(p)
		var want, got []string
		sum := 0
		for _, c := range s.Fleet(pl).Picks {
			want = append(want, cards[c].Name)
			sum += cards[c].Cost
		}
		for _, sh := range s.Ships() {
			if sh.Owner != pl {
				continue
			}
			got = append(got, cards[sh.Card].Name)
			if w := map[bool]string{true: InPool, false: Unplaced}[cards[sh.Card].Class == 4]; sh.Where != w {
				t.Fatalf("game %d: %s is %s, not %s", g, sh.Name, sh.Where, w)
			}
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(want, got) {
			t.Fatalf("game %d: player %d bought %v and has %v", g, p, want, got)
		}
		if s.Fleet(pl).Points != sum || sum > f.Build.Points {
			t.Fatalf("game %d: player %d's fleet is %d points, its cards %d, the limit %d", g, p, s.Fleet(pl).Points, sum, f.Build.Points)
		}
	}
	bSetupOrder(t, s, f, g)
}

// bSetupOrder checks who places now: the set-up roll's lower faction (or the
// scenario's first), its players in seating order, each until its ships are
// placed.
func bSetupOrder(t *testing.T, s *State, f ScenarioFile, g int) {
	t.Helper()
	if s.phase != phSetup {
		return
	}
	first := Light
	if f.First == "dark" {
		first = Dark
	}
	if f.First == "" {
		r := s.Initiative().Setup
		if r[0] < 1 || r[0] > 20 || r[1] < 1 || r[1] > 20 || r[0] == r[1] {
			t.Fatalf("game %d: set-up rolls %v (a d20 each, ties rolled again)", g, r)
		}
		if r[Dark] < r[Light] {
			first = Dark
		}
	}
	want := engine.NoPlayer
	for _, fac := range []Faction{first, 1 - first} {
		for p := range f.Sides {
			if s.FactionOf(engine.Player(p)) != fac || want != engine.NoPlayer {
				continue
			}
			for _, sh := range s.Ships() {
				if sh.Owner == engine.Player(p) && sh.Where == Unplaced {
					want = engine.Player(p)
					break
				}
			}
		}
	}
	if got := s.Phase().Actors; len(got) != 1 || got[0] != want {
		t.Fatalf("game %d: %v sets up; the oracle says player %d (first: %v, rolls %v)", g, got, want, first, s.Initiative().Setup)
	}
}

// bSetup judges Place intents (Starting Positions, Assemble Your Fleet, Team
// Play: both fleets of a team in one area; the room for the rest, own).
type bSetup struct {
	s          *State
	f          ScenarioFile
	cols, rows int
	ships      []ShipInfo
	occ        map[grid.Square]bool // squares covered by ships on the grid
}

func newBSetup(s *State, f ScenarioFile) bSetup {
	cols, rows := s.Grid()
	b := bSetup{s: s, f: f, cols: cols, rows: rows, ships: s.Ships(), occ: map[grid.Square]bool{}}
	for _, sh := range b.ships {
		if sh.Where != OnGrid {
			continue
		}
		for dx := 0; dx < bSize(sh.Class); dx++ {
			for dy := 0; dy < bSize(sh.Class); dy++ {
				b.occ[grid.Square{X: sh.Space.Anchor.X + dx, Y: sh.Space.Anchor.Y + dy}] = true
			}
		}
	}
	return b
}

// placer is the player who sets up now: the first faction's players in
// seating order, each until its nonfighters are placed, then the other's.
func (b bSetup) placer() engine.Player {
	first := Light
	if b.f.First == "dark" || b.f.First == "" && b.s.Initiative().Setup[Dark] < b.s.Initiative().Setup[Light] {
		first = Dark
	}
	for _, fac := range []Faction{first, 1 - first} {
		for p := range b.f.Sides {
			for _, sh := range b.ships {
				if sh.Owner == engine.Player(p) && b.s.FactionOf(sh.Owner) == fac && sh.Where == Unplaced {
					return engine.Player(p)
				}
			}
		}
	}
	return engine.NoPlayer
}

// busy reports whether a square of the grid is covered by a ship on it.
func (b bSetup) busy(x, y int) bool { return b.occ[grid.Square{X: x, Y: y}] }

func (b bSetup) judge(in Place) []string {
	p := in.By
	if p != b.placer() {
		return []string{""}
	}
	if in.Ship < 0 || int(in.Ship) >= len(b.ships) {
		return []string{""}
	}
	sh := b.ships[in.Ship]
	if sh.Owner != p || sh.Where != Unplaced {
		return []string{""}
	}
	var why []string
	if in.Facing < 0 || in.Facing > 3 {
		why = append(why, "facing")
	}
	n := bSize(sh.Class)
	z := bZone(b.f, b.rows, int(p))
	if in.At.X < 0 || in.At.X+n > b.cols || in.At.Y < 0 || in.At.Y+n > b.rows {
		why = append(why, "grid")
	}
	if in.At.Y < z || in.At.Y+n > z+3 {
		why = append(why, "3 squares")
	}
	for x := in.At.X; x < in.At.X+n; x++ {
		for y := in.At.Y; y < in.At.Y+n; y++ {
			if b.busy(x, y) {
				why = append(why, "share a square")
			}
		}
	}
	if len(why) > 0 {
		return why
	}
	// The rest of the team's nonfighters must still fit (own, rules 6).
	var cnt [4]int
	for _, o := range b.ships {
		if o.ID != in.Ship && o.Where == Unplaced && b.s.FactionOf(o.Owner) == b.s.FactionOf(p) {
			cnt[o.Class]++
		}
	}
	busy := func(x, r int) bool {
		y := z + r
		return b.busy(x, y) || x >= in.At.X && x < in.At.X+n && y >= in.At.Y && y < in.At.Y+n
	}
	if !bPacks(b.cols, busy, cnt[1], cnt[2], cnt[3]) {
		return []string{"room"}
	}
	return nil
}

// TestBuildOracle_SetUpAndVictory plays battles of every scenario and of
// fleets built at random (two and four players, grids 8 to 24 wide); in
// every set-up position it works out every placement the acting player may
// make (each ship, square of its area and facing) and wants Legal to offer
// exactly those, and probes placements at squares of the area and around it
// with sampled facings (and two that are none), and by players whose turn
// it is not; it checks who sets up first, and after every intent of the battle that
// the game is over exactly when one team (or neither) has a ship on the
// grid, and then who has won (How to Win; a draw, own).
func TestBuildOracle_SetUpAndVictory(t *testing.T) {
	games := 16
	if testing.Short() {
		games = 6
	}
	seen := map[string]int{}
	msgs := map[string]string{}
	ends := map[string]int{}
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 78))
		var f ScenarioFile
		if g < len(scenarioNames) {
			f = loadScenario(t, scenarioNames[g]).File()
		} else {
			f = bBuildScenario(t, 2+2*rng.IntN(2), []int{150, 300, 500}[rng.IntN(3)], []int{8, 10, 16, 24}[rng.IntN(4)])
		}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		st, err := Game{}.NewState(sc, nil, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		opps := randoms(len(f.Sides), uint64(g))
		for p := range opps {
			if (g+p)%3 != 0 {
				opps[p] = Scripted{}
			}
		}
		for i := 0; !s.Outcome().Over; i++ {
			if i > 60000 {
				t.Fatalf("game %d does not end", g)
			}
			if s.phase == phSetup {
				bSetupOrder(t, s, f, g)
				bJudgeSetup(t, newBSetup(s, f), rng, seen, msgs, fmt.Sprintf("game %d (%s)", g, f.Name))
			}
			p := s.Phase().Actors[0]
			in, err := opps[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, in)
			bVictory(t, s, f, fmt.Sprintf("game %d (%s) after %T%+v", g, f.Name, in, in))
		}
		ends[s.Outcome().Reason]++
	}
	t.Logf("compared: %v", seen)
	for k, v := range msgs {
		t.Logf("%s: %s", k, v)
	}
	t.Logf("ends: %v", ends)
}

// bJudgeSetup compares every placement the oracle tries in one position.
func bJudgeSetup(t *testing.T, b bSetup, rng *rand.Rand, seen map[string]int, msgs map[string]string, where string) {
	t.Helper()
	actor := b.s.Phase().Actors[0]
	z := bZone(b.f, b.rows, int(actor))
	// Seating: the Dark Side at the planet's edge (north), the Light Side
	// at the other, unless the scenario says; what the screens are told.
	for p := range b.f.Sides {
		if lo, hi := b.s.SetupRows(engine.Player(p)); lo != bZone(b.f, b.rows, p) || hi != lo+2 {
			t.Fatalf("%s: player %d sets up in rows %d to %d; the oracle says from %d, 3 rows", where, p, lo, hi, bZone(b.f, b.rows, p))
		}
	}
	// What the player is offered is every placement the oracle allows.
	var mine, offered []string
	for _, sh := range b.ships {
		for x := 0; x < b.cols && sh.Owner == actor && sh.Where == Unplaced; x++ {
			for y := z; y < z+3; y++ {
				for f := grid.North; f <= grid.West; f++ {
					if in := (Place{By: actor, Ship: sh.ID, At: grid.Square{X: x, Y: y}, Facing: f}); len(b.judge(in)) == 0 {
						mine = append(mine, fmt.Sprint(in.Ship, in.At, in.Facing))
					}
				}
			}
		}
	}
	for _, in := range b.s.Legal(actor) {
		x, ok := in.(Place)
		if !ok {
			t.Fatalf("%s: %T offered in the set-up", where, in)
		}
		offered = append(offered, fmt.Sprint(x.Ship, x.At, x.Facing))
	}
	slices.Sort(mine)
	slices.Sort(offered)
	if !slices.Equal(mine, offered) {
		t.Fatalf("%s: %d placements offered, the oracle allows %d", where, len(offered), len(mine))
	}
	seen["offered placements"] += len(offered)
	for _, sh := range b.ships {
		by := []engine.Player{sh.Owner}
		if rng.IntN(4) == 0 {
			by = append(by, engine.Player((int(sh.Owner)+1)%len(b.f.Sides)))
		}
		if sh.Owner != actor && rng.IntN(3) != 0 {
			continue
		}
		for _, p := range by {
			for x := -1; x <= b.cols; x++ {
				for y := z - 1; y <= z+3; y++ {
					for f := grid.Facing(-1); f <= 4; f++ {
						if (f < 0 || f > 3) && rng.IntN(20) != 0 || sh.Owner != actor && rng.IntN(10) != 0 ||
							f >= 0 && f <= 3 && rng.IntN(6) != 0 {
							continue
						}
						in := Place{By: p, Ship: sh.ID, At: grid.Square{X: x, Y: y}, Facing: f}
						why := b.judge(in)
						if err := b.s.Check(in); err != nil && len(why) > 0 {
							msgs[why[0]] = err.Error()
						}
						bCompare(t, b.s, in, why, fmt.Sprintf("%s: %s", where, sh.Name), seen)
					}
				}
			}
		}
	}
}

// bVictory checks the end (How to Win): once the battle has begun, it is over
// exactly when a team has no ship on the grid; the team with ships left wins
// (the engine names its first seat), neither is a draw.
func bVictory(t *testing.T, s *State, f ScenarioFile, where string) {
	t.Helper()
	if s.phase == phBuild || s.phase == phSetup {
		if s.Outcome().Over {
			t.Fatalf("%s: over before the battle", where)
		}
		return
	}
	var alive [2]bool
	for _, sh := range s.Ships() {
		if sh.Where == OnGrid {
			alive[sh.Faction] = true
		}
	}
	o := s.Outcome()
	switch {
	case alive[0] && alive[1]:
		if o.Over {
			t.Fatalf("%s: over with both teams on the grid: %+v", where, o)
		}
	case !o.Over:
		t.Fatalf("%s: a team has no ship on the grid (%v) and the battle goes on", where, alive)
	case !alive[0] && !alive[1]:
		if o.Winner != engine.NoPlayer || !strings.Contains(strings.ToLower(o.Reason), "draw") {
			t.Fatalf("%s: both teams gone, %+v; a draw", where, o)
		}
	default:
		w := Light
		if alive[Dark] {
			w = Dark
		}
		first := engine.NoPlayer
		for p := range f.Sides {
			if s.FactionOf(engine.Player(p)) == w && first == engine.NoPlayer {
				first = engine.Player(p)
			}
		}
		if o.Winner != first || !strings.Contains(o.Reason, w.String()) && !strings.Contains(o.Reason, f.Sides[first].Name) {
			t.Fatalf("%s: the %v is left: %+v", where, w, o)
		}
	}
}

// TestBuildOracle_ScenarioFleets writes scenarios with fleets of random make-
// up (cards of both factions, Unique ships once and twice in a fleet and in
// a team, up to and past 60 ships a side, more large ships than a narrow
// area holds) and judges each: accepted exactly when every ship is of its
// side's faction, no team has two Unique ships of one name, no side has more
// than 60 ships (own) and each team's nonfighters fit in its set-up area
// (own); then each side's points are the sum of its cards' costs, also in the
// briefing, and set-up begins with the right player.
func TestBuildOracle_ScenarioFleets(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 79))
	seen := map[string]int{}
	for g := 0; g < n; g++ {
		players := 2 + 2*rng.IntN(2)
		cols := []int{8, 9, 12, 24}[rng.IntN(4)]
		f := ScenarioFile{Name: "oracle", Title: "Oracle", Grid: &GridFile{Cols: cols, Rows: 20}}
		if rng.IntN(3) == 0 {
			f.First = []string{"light", "dark"}[rng.IntN(2)]
		}
		var why []string
		units := make([]int, players)
		var large [2][4]int
		names := [2]map[string]int{{}, {}}
		for p := 0; p < players; p++ {
			fac := Faction(p % 2)
			sd := SideFile{Name: fmt.Sprintf("side %d", p), Faction: []string{"light", "dark"}[fac]}
			for k := rng.IntN(6); k >= 0; k-- {
				c := cs[rng.IntN(len(cs))]
				if c.Faction != fac && rng.IntN(30) != 0 {
					k++ // mostly cards of the side's faction
					continue
				}
				count := 1
				switch rng.IntN(12) {
				case 0, 1, 2:
					count = 1 + rng.IntN(4)
				case 3:
					count = 1 + rng.IntN(60)
				}
				if c.Unique && (names[fac][bName(&c)] > 0 || count > 1) && rng.IntN(4) != 0 {
					continue // a second Unique ship now and then
				}
				shf := ShipFile{Card: c.Name}
				if count > 1 || rng.IntN(4) == 0 {
					shf.Count = &count
				}
				sd.Ships = append(sd.Ships, shf)
				units[p] += count
				if c.Faction != fac {
					why = append(why, c.Name+" is a")
				}
				if c.Unique {
					names[fac][bName(&c)] += count
					if names[fac][bName(&c)] > 1 {
						why = append(why, "Unique")
					}
				}
				if c.Class <= 3 {
					large[fac][c.Class] += count
				}
			}
			if units[p] > 60 {
				why = append(why, "60")
			}
			if units[p] == 0 {
				why = append(why, "needs ships") // own: a side lists its fleet or builds one
			}
			f.Sides = append(f.Sides, sd)
		}
		for fac := 0; fac < 2; fac++ {
			if l := large[fac]; !bPacks(cols, func(int, int) bool { return false }, l[1], l[2], l[3]) {
				why = append(why, "set-up area")
			}
			if l := large[fac]; l[1]+l[2]+l[3] == 0 {
				// Own, as for a fleet built in the game: nothing of the
				// team could ever come on the grid (fighters only by
				// launch, and these are set up by the players).
				why = append(why, "class 1, 2 or 3")
			}
		}
		sc, err := NewScenario(f)
		where := fmt.Sprintf("scenario %d (%d wide): %+v", g, cols, f.Sides)
		switch {
		case len(why) == 0 && err != nil:
			t.Fatalf("%s refused: %v; the rulebook allows it", where, err)
		case len(why) > 0 && err == nil:
			t.Fatalf("%s accepted; the oracle refuses it for %q", where, why)
		case err != nil:
			ok := false
			for _, w := range why {
				ok = ok || strings.Contains(err.Error(), w)
			}
			if !ok || !strings.Contains(err.Error(), "sides") {
				t.Fatalf("%s refused with %q, which does not say where or %q", where, err, why)
			}
			seen["refused: "+why[0]]++
			continue
		}
		seen["accepted"]++
		bScenarioPoints(t, sc, cs, where)
		st, err := Game{}.NewState(sc, nil, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		if s.phase == phSetup {
			bSetupOrder(t, s, f, g)
		}
	}
	t.Logf("compared: %v", seen)
}

// bScenarioPoints checks each side's points: the sum of its cards' costs, in
// the scenario, the fleet and the briefing's line.
func bScenarioPoints(t *testing.T, sc *Scenario, cs []Card, where string) {
	t.Helper()
	costs := map[string]int{}
	for _, c := range cs {
		costs[c.Name] = c.Cost
	}
	for p, sd := range sc.File().Sides {
		sum := 0
		for _, shf := range sd.Ships {
			k := 1
			if shf.Count != nil {
				k = *shf.Count
			}
			sum += k * costs[shf.Card]
		}
		if sc.Points(p) != sum {
			t.Fatalf("%s: side %d has %d points, its cards cost %d", where, p, sc.Points(p), sum)
		}
		if line := sc.forces(p); !strings.Contains(line, fmt.Sprintf(", %d points:", sum)) {
			t.Fatalf("%s: the briefing says %q; the cards cost %d", where, line, sum)
		}
	}
}

// TestBuildOracle_PrintedCards holds the cards to what the rulebook prints
// beyond TestCatalogue_Printed, and to their marking: every card whose name
// the rulebook prints is a rulebook card (source: rulebook) and every other
// one the project's own; a class the rulebook prints (Starship Classes) or a
// cost it prints (Clash over Coruscant) is never listed among a card's own
// values; a ship of a kind named in the plural of a fleet table is not
// Unique, a ship with a specific name is (glossary: Unique, ship).
func TestBuildOracle_PrintedCards(t *testing.T) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	// Starship Classes: the class of each ship it names.
	classes := map[string]int{"Super Star Destroyer Executor": 1, "Mon Calamari Star Defender Viscount": 1,
		"Imperial Star Destroyer": 2, "Republic Assault Ship": 2, "Millennium Falcon": 3, "Slave I (Boba Fett)": 3,
		"TIE Fighter": 4, "X-wing Starfighter": 4, "Jedi Starfighter": 4}
	// Every ship the rulebook names: the Starship Classes' and the fleet
	// tables' (coruscantFleets), the Fleet Commander section's Republic
	// Cruiser, the glossary's Luke Skywalker's X-wing and Jango Fett's
	// Slave I.
	named := map[string]bool{"Republic Cruiser": true, "Slave I (Jango Fett)": true}
	unique := map[string]bool{"Super Star Destroyer Executor": true, "Mon Calamari Star Defender Viscount": true,
		"Millennium Falcon": true, "Slave I (Boba Fett)": true, "Slave I (Jango Fett)": true, "Luke Skywalker's X-wing": true}
	kinds := map[string]bool{"Imperial Star Destroyer": true}
	costs := map[string]int{}
	for name := range classes {
		named[name] = true
	}
	for _, rows := range coruscantFleets {
		for _, r := range rows {
			named[r.card] = true
			costs[r.card] = r.points / r.count
			if r.count > 1 {
				kinds[r.card] = true
			}
		}
	}
	for _, c := range cs {
		if named[c.Name] == c.Own {
			t.Errorf("%s: source %v, but the rulebook %s it", c.Name, map[bool]string{true: "project", false: "rulebook"}[c.Own],
				map[bool]string{true: "names", false: "never names"}[named[c.Name]])
		}
		for _, v := range c.OwnValues {
			if _, ok := classes[c.Name]; ok && strings.HasPrefix(v, "class ") {
				t.Errorf("%s lists %q among its own values; Starship Classes prints its class", c.Name, v)
			}
			if _, ok := costs[c.Name]; ok && strings.HasPrefix(v, "cost ") {
				t.Errorf("%s lists %q among its own values; the fleet table prints its cost", c.Name, v)
			}
		}
		if want, ok := classes[c.Name]; ok && c.Class != want {
			t.Errorf("%s is class %d; Starship Classes says %d", c.Name, c.Class, want)
		}
		if want, ok := costs[c.Name]; ok && c.Cost != want {
			t.Errorf("%s costs %d; the fleet table prints %d", c.Name, c.Cost, want)
		}
		if unique[c.Name] && !c.Unique || kinds[c.Name] && c.Unique {
			t.Errorf("%s: Unique %v", c.Name, c.Unique)
		}
		// Class 4 Starships have one Defense on all faces; "Each
		// starship has at least one weapon system".
		d := c.Full.Defense
		if c.Class == 4 && (d[0] != d[1] || d[1] != d[2] || d[2] != d[3]) || len(c.Full.Weapons) == 0 {
			t.Errorf("%s: Defense %v, %d weapons", c.Name, d, len(c.Full.Weapons))
		}
	}
	// The Example Round's reduced Executor: Hull 10, a lower Defense on
	// every face, no Barrage or Frontal Battery, a weaker Point-Defense.
	exe := find(t, cs, "Super Star Destroyer Executor")
	r := exe.Reduced
	if r == nil || r.Hull != 10 || !r.HasPD || r.PD >= exe.Full.PD {
		t.Fatalf("the reduced Executor: %+v", r)
	}
	for f := range r.Defense {
		if r.Defense[f] >= exe.Full.Defense[f] {
			t.Errorf("the reduced Executor's %s Defense %d is not lower than %d", faceName(f), r.Defense[f], exe.Full.Defense[f])
		}
	}
	for _, w := range r.Weapons {
		if w.Kind == Barrage || w.Kind == FrontalBattery {
			t.Errorf("the reduced Executor keeps its %s", w.Name)
		}
	}
}

// TestBuildOracle_Ends plays small fixed battles to their end — one to three
// ships and fighters a side on a 10 × 12 grid, two squares and more apart,
// their damage counters set near their thresholds so that many battles end
// in the first rounds, some with both fleets gone in one damage phase — with
// scripted and random players, and checks after every intent who has won
// (bVictory): the last team with a ship on the grid, a draw when neither.
func TestBuildOracle_Ends(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 80
	}
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	ends := map[string]int{}
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewPCG(uint64(g), 80))
		f := ScenarioFile{Name: "oracle", Title: "Oracle", Setup: "fixed", Grid: &GridFile{Cols: 10, Rows: 12},
			Sides: []SideFile{{Name: "Light Side", Faction: "light"}, {Name: "Dark Side", Faction: "dark"}}}
		var sc *Scenario
		for try := 0; sc == nil; try++ {
			if try > 100 {
				t.Fatalf("battle %d: no set-up found", g)
			}
			for p := range f.Sides {
				f.Sides[p].Ships = nil
				for k := 1 + rng.IntN(3); k > 0; k-- {
					c := cs[rng.IntN(len(cs))]
					if c.Faction != Faction(p) || c.Class == 1 {
						k++
						continue
					}
					y := 1 + rng.IntN(3)
					if p == 1 {
						y = 6 + rng.IntN(3)
					}
					f.Sides[p].Ships = append(f.Sides[p].Ships, ShipFile{Card: c.Name,
						At: fmt.Sprintf("%d,%d", rng.IntN(9), y), Facing: []string{"N", "E", "S", "W"}[rng.IntN(4)]})
				}
			}
			sc, _ = NewScenario(f)
		}
		st, err := Game{}.NewState(sc, nil, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State).clone()
		for i := range s.ships {
			if h := s.card(ShipID(i)).Full.Hull; rng.IntN(2) == 0 {
				s.ships[i].damage = max(0, h-1-rng.IntN(2))
			}
		}
		opps := []engine.Opponent{Scripted{}, Scripted{}}
		if g%3 == 0 {
			opps[g%2] = engine.NewRandomOpponent(uint64(g))
		}
		for i := 0; !s.Outcome().Over; i++ {
			if i > 20000 {
				t.Fatalf("battle %d does not end", g)
			}
			p := s.Phase().Actors[0]
			in, err := opps[p].Choose(s.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, in)
			bVictory(t, s, f, fmt.Sprintf("battle %d after %T%+v", g, in, in))
		}
		ends[s.Outcome().Reason]++
	}
	t.Logf("ends: %v", ends)
}
