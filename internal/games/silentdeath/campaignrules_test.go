package silentdeath

import (
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// stateOf builds a game from a changed copy of a shipped scenario.
func stateOf(t *testing.T, name string, change func(f *ScenarioFile)) *State {
	t.Helper()
	f := loadScenario(t, name).File()
	change(&f)
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*State)
}

// TestPodAnyCarrier: 11.7's scenario 1 lets any craft of the recovering
// side pick up the pod; the shipped Rescue (11.1) keeps its Pharsii II.
func TestPodAnyCarrier(t *testing.T) {
	shipped := newGame(t, "rescue", 1)
	anyOf := stateOf(t, "rescue", func(f *ScenarioFile) { f.Rules.Pod.Carrier = PodAnyCarrier })
	others := 0
	for i := range shipped.crafts {
		c, a := &shipped.crafts[i], &anyOf.crafts[i]
		if c.side != 0 {
			continue
		}
		if podCarries(shipped.sc, c) != (c.typ.Key == "pharsii-ii") {
			t.Errorf("shipped rescue: %s may carry: %v", c.typ.Name, podCarries(shipped.sc, c))
		}
		if c.typ.Key != "pharsii-ii" {
			others++
		}
		if !podCarries(anyOf.sc, a) {
			t.Errorf("carrier any: %s may not carry the pod", a.typ.Name)
		}
	}
	if others == 0 {
		t.Fatal("the shipped rescue has no craft besides the carrier to test")
	}
	f := loadScenario(t, "rescue").File()
	f.Rules.Pod.Carrier = "anything"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "rules.pod.carrier") {
		t.Fatalf("a carrier that is no craft: %v", err)
	}
}

// TestTechStakesTarget: with victory.target the capture condition of 11.4
// counts only that Teal Hawk (11.7's special Teal Hawk).
func TestTechStakesTarget(t *testing.T) {
	end := func(target string, cripple string) (int, string) {
		s := stateOf(t, "techstakes", func(f *ScenarioFile) { f.Victory.Target = target })
		s = s.clone()
		for i := range s.crafts {
			c := &s.crafts[i]
			if c.side == 0 {
				c.damaged = true
				if c.typ.Name+" "+c.id == cripple {
					c.driveLoss = 100
				}
			}
		}
		s.turn = s.sc.file.Turns
		var ev events
		s.checkVictory(&ev, true)
		if !s.outcome.Over {
			t.Fatalf("target %q, crippled %q: the game did not end", target, cripple)
		}
		return int(s.outcome.Winner), s.outcome.Reason
	}
	if w, r := end("", "Teal Hawk A"); w != 1 {
		t.Fatalf("any Teal Hawk: winner %d (%s), want the 2331st", w, r)
	}
	if w, r := end("Teal Hawk B", "Teal Hawk A"); w != 0 {
		t.Fatalf("target B, A crippled: winner %d (%s), want the testing side", w, r)
	}
	if w, r := end("Teal Hawk B", "Teal Hawk B"); w != 1 {
		t.Fatalf("target B crippled: winner %d (%s), want the 2331st", w, r)
	}
	f := loadScenario(t, "techstakes").File()
	f.Victory.Target = "Teal Hawk Q"
	if _, err := NewScenario(f); err == nil || !strings.Contains(err.Error(), "victory.target") {
		t.Fatalf("a target that is not there: %v", err)
	}
}

// TestRule_11_7_SetUpZones: a campaign side fields up to 12 craft (and
// 11.7's extra craft) where its scenario has fewer; each extra one is set
// up in the zone of its role (9.0/11.0: "along an Edge" is within 2 hexes
// of it; the belt and Technology Stakes defenders in Areas E and F), and
// 11.7's sixth defender has at most two craft a map section.
func TestRule_11_7_SetUpZones(t *testing.T) {
	zones := map[string][2]string{
		"rescue": {"edges 1", "edges 3"}, "minefield": {"edges 1", "edges 3"}, "belt": {"areas E F", "edges 1 2 3 4"},
		"techstakes": {"areas E F", "edges 1 2"}, "commandship": {"edges 1", "edges 3"}, "screening": {"sections", "edges 1"},
	}
	for name, zs := range zones {
		sc := loadScenario(t, name)
		f := sc.File()
		place := placer(f)
		for p, z := range zs {
			base := f.Sides[p].Craft
			perSection := map[int]int{}
			for k := 0; k < 14; k++ {
				at := place(base[k%len(base)].Hex)
				h := hex.FromOffset(at[0], at[1])
				kind, list, _ := strings.Cut(z, " ")
				ok := false
				switch kind {
				case "sections":
					perSection[at[0]/12]++
					// 11.7: one craft a section while the side fields
					// six or fewer, two once it fields seven to twelve.
					ok = k >= 12 || perSection[at[0]/12] <= 2 && (k >= 6 || perSection[at[0]/12] <= 1)
				default:
					for _, w := range strings.Fields(list) {
						if kind == "edges" {
							e, _ := strconv.Atoi(w)
							ok = ok || sc.board.NearEdge(h, e)
						} else {
							ok = ok || sc.board.InArea(h, w)
						}
					}
				}
				if !ok {
					t.Errorf("%s side %d: craft %d set up at %v, outside %s", name, p, k+1, at, z)
				}
			}
		}
	}
}

// TestRule_11_7_RolesPerScenario: the six scenarios in 11.7's order, and
// the role Side A takes in each, whichever unit Side A is: the recovering
// side (1), the Comm Sat's owner against Side B's attack (2), the belt
// side in Areas E/F (3), the 2331st against Side B's tester with its extra
// Teal Hawk (4), the command ship's side (5), the Laser Sats' defender
// against Side B's breakthrough (6).
func TestRule_11_7_RolesPerScenario(t *testing.T) {
	want := []string{"rescue", "minefield", "belt", "techstakes", "commandship", "screening"}
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField })
	for k, st := range Stages() {
		if st.Name != want[k] {
			t.Fatalf("scenario %d is %s, want %s", k+1, st.Name, want[k])
		}
		for a := 0; a < 2; a++ {
			n := c.clone()
			n.a, n.next = int8(a), k
			b := 1 - a
			f, _, err := n.battleFile(st, n.sc.file.Campaign.Stages[k])
			if err != nil {
				t.Fatalf("%s: %v", st.Name, err)
			}
			has := func(side int, label string) bool {
				for _, cf := range f.Sides[side].Craft {
					if tp, _ := CraftByKey(cf.Type); tp.Name+" "+cf.ID == label {
						return true
					}
				}
				return false
			}
			ok := true
			switch st.Name {
			case "rescue":
				ok = f.Rules.Pod.Side == a && f.Victory.Side == a && f.Rules.Pod.Carrier == PodAnyCarrier
			case "minefield":
				ok = f.Rules.CommSat.Side == a && f.Victory.Kind == VicCommSat && f.Victory.Side == b && f.Rules.Offboard == nil
			case "belt":
				base := loadScenario(t, "belt").File()
				ok = f.Sides[a].Craft[0].Hex == base.Sides[0].Craft[0].Hex && f.Sides[b].Craft[0].Hex == base.Sides[1].Craft[0].Hex
			case "techstakes":
				ok = f.Victory.Side == a && has(b, f.Victory.Target) && !has(a, f.Victory.Target)
			case "commandship":
				ok = f.Rules.CommandShip.Side == a && has(a, f.Rules.CommandShip.Crafts[0]) && has(b, f.Victory.Target)
			case "screening":
				ok = f.Victory.Side == b && len(f.Rules.LaserSats) == 2
				for _, s := range f.Rules.LaserSats {
					ok = ok && s.Side == a
				}
			}
			if !ok {
				t.Errorf("%s with Side A the unit %d: roles wrong: victory %+v", st.Name, a, f.Victory)
			}
		}
	}
}

// TestRule_11_7_MostValuablePilotTies is 11.7's scenario 5: Side A wins at
// once when the craft of Side B's most valuable pilot is destroyed, and
// when several pilots are worth as much, any of their craft counts.
func TestRule_11_7_MostValuablePilotTies(t *testing.T) {
	crafts := []CraftFile{cf("salamander", "A", 0, 0, "N", 5, 6, 9), cf("salamander", "B", 0, 0, "N", 6, 5, 8), cf("sorensen-iii", "A", 0, 0, "N", 4, 4, 5)}
	if name, ties := mostValuablePilot(crafts); name != "Salamander A" || !ties {
		t.Fatalf("%q ties %v", name, ties)
	}
	if name, ties := mostValuablePilot(crafts[1:]); name != "Salamander B" || ties {
		t.Fatalf("%q ties %v", name, ties)
	}
	for _, ties := range []bool{false, true} {
		s := stateOf(t, "commandship", func(f *ScenarioFile) {
			// The Grizzlies' Salamander A and B pilots are both worth 11.
			f.Victory.Target, f.Victory.PilotTies = "Salamander A", ties
			for k := range f.Sides[1].Craft {
				if c := &f.Sides[1].Craft[k]; c.Type == "salamander" && c.ID == "B" {
					c.Pilot = CrewFile{Plt: 6, Gnr: 5}
				}
				if c := &f.Sides[1].Craft[k]; c.Type == "salamander" && c.ID == "A" {
					c.Pilot = CrewFile{Plt: 5, Gnr: 6}
				}
			}
		})
		s.crafts[s.craftIndex(1, "Salamander B")].state = outDestroyed
		var ev events
		s.checkVictory(&ev, false)
		if s.outcome.Over != ties || (ties && s.outcome.Winner != 0) {
			t.Fatalf("ties %v: outcome %+v", ties, s.outcome)
		}
	}
}

// TestRule_11_7_FieldingIsOptional: before every scenario, not only where
// 11.7 limits a force, each side decides which roster craft it commits
// ("participation is always optional for each unit"; a damaged craft goes
// only "if a player desires"): a craft kept home is not in the battle.
func TestRule_11_7_FieldingIsOptional(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 1 })
	var st engine.State = c
	home := RosterID(-1)
	for p := engine.Player(0); p < 2; p++ {
		fv, ok := st.(*Campaign).Fielding(p)
		if !ok || fv.MaxTPV != 0 {
			t.Fatalf("side %d does not choose what to field in scenario 2: %+v", p, fv)
		}
		if p == 0 && len(fv.Rows) > 1 {
			home = fv.Rows[0].Craft
			st, _ = gametest.Apply(t, st, Field{By: 0, Craft: home})
		}
		st, _ = gametest.Apply(t, st, Done{By: p})
	}
	if home < 0 {
		t.Skip("side 0 has a single craft")
	}
	c = st.(*Campaign)
	if c.battle == nil {
		t.Fatalf("no battle: %s", c.Phase().Name)
	}
	for _, a := range c.playing[0] {
		if a.Craft == int(home) {
			t.Fatal("the craft kept home is in the battle")
		}
	}
}

// TestRule_11_7_RepairsCraftKeptHome: the 20 damage points repaired
// between scenarios are repaired on "each vessel", a craft kept home from
// the battle too, with what the repaired boxes took.
func TestRule_11_7_RepairsCraftKeptHome(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 1 })
	c = c.clone()
	c.sides[0].Craft[0] = RosterCraft{Type: "thunder-bird", ID: "Z", Damage: 26,
		Lost: []LossFile{{Kind: LossWeapon, N: 0, Box: 12}, {Kind: LossCrit, N: 2, Box: 3}}}
	var st engine.State = c
	st, _ = gametest.Apply(t, st, Field{By: 0, Craft: 0})
	st, _ = gametest.Apply(t, st, Done{By: 0})
	st, _ = gametest.Apply(t, st, Done{By: 1})
	c = st.(*Campaign)
	if c.battle == nil {
		t.Fatalf("no battle: %s", c.Phase().Name)
	}
	n := c.clone()
	var ev events
	if err := n.record(finished(c.battle), &ev); err != nil {
		t.Fatal(err)
	}
	cr := n.sides[0].Craft[0]
	if cr.ID != "Z" || cr.Damage != 6 || len(cr.Lost) != 1 || cr.Lost[0].Box != 3 {
		t.Fatalf("the craft kept home after the repairs: %+v", cr)
	}
}

// TestRule_11_7_LastScenarioVeteransCount: 10.1 raises a veteran's skill
// after a scenario, the sixth too, and 11.7 values the rosters "after the
// last scenario is played": with as many scenarios won, the point a veteran
// of the last battle gains decides the campaign.
func TestRule_11_7_LastScenarioVeteransCount(t *testing.T) {
	// The scripted units of the test seeds rarely fight the sixth battle
	// (a Screening Force with one fast craft ends as it is set up): the
	// fifth one's battle, recorded as the sixth.
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campBattle && c.next == 4 })
	n := c.clone()
	n.next = len(stages) - 1
	final := finished(n.battle)
	w, vet := -1, -1 // the winner of the last battle, and a pilot of his who may advance
	for p := 0; p < 2 && w < 0; p++ {
		for _, a := range n.playing[p] {
			if k := a.Index; final.crafts[k].alive() && n.sides[p].Crew[a.Crew[0]].canRaise() {
				final.crafts[k].critBy = 1 // its pilot scored a critical hit
				w, vet = p, a.Crew[0]
				break
			}
		}
	}
	if w < 0 {
		t.Fatal("no pilot of either side can advance in this campaign")
	}
	final.outcome.Winner = engine.Player(w)
	n.sides[w].Wins, n.sides[1-w].Wins = 2, 3 // the last won by w: three each
	n.battle = final
	var ev events
	n.endBattle(&ev)
	n.advance(&ev)
	adv := n.Advances(engine.Player(w))
	if n.Outcome().Over || n.Phase().Name != PhaseCampExp || len(adv) != 1 || int(adv[0].Crew) != vet {
		t.Fatalf("after the sixth battle: phase %q, over %v, advances %+v", n.Phase().Name, n.Outcome().Over, adv)
	}
	// Equal rosters before the advance (spare gunners make up the difference).
	for d := n.sides[1].Value() - n.sides[0].Value(); d != 0; d = n.sides[1].Value() - n.sides[0].Value() {
		p, g := 0, min(d, MaxSkill)
		if d < 0 {
			p, g = 1, min(-d, MaxSkill)
		}
		n.sides[p].Crew = append(n.sides[p].Crew, Member{Gnr: g})
	}
	st, _ := gametest.Apply(t, n, Advance{By: engine.Player(w), Crew: adv[0].Crew, Plt: adv[0].CanPlt})
	if o := st.Outcome(); !o.Over || o.Winner != engine.Player(w) || !strings.HasPrefix(o.Reason, "3 scenarios won each, and its roster is worth more") {
		t.Fatalf("outcome %+v", o)
	}
	if reinforced := st.(*Campaign).shop; reinforced != nil {
		t.Fatal("no reinforcements after the last scenario")
	}
}

// TestRule_11_7_CommandShipSalamandersKeepTorps: 11.5 deletes the torps of
// the Benkan Salamanders, which were "not rigged" for them (13.0's
// Grizzlies, BPV 26); a campaign unit's Salamanders were bought with
// theirs at BPV 30 and keep them in scenario 5 (the project's reading),
// and the briefing says so where the scenario's own description would
// say otherwise.
func TestRule_11_7_CommandShipSalamandersKeepTorps(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 4 }).clone()
	b := 1 - int(c.a)
	c.sides[b].Craft = append(c.sides[b].Craft, RosterCraft{Type: "salamander", ID: "Z"})
	c.sides[b].Crew = append(c.sides[b].Crew, Member{Pilot: true, Plt: 5, Gnr: 5}, Member{Gnr: 5})
	c.chosen[b] = []int{len(c.sides[b].Craft) - 1}
	c.crews[b] = append(c.crews[b], []int{len(c.sides[b].Crew) - 2, len(c.sides[b].Crew) - 1})
	f, _, err := c.battleFile(stages[4], c.sc.file.Campaign.Stages[4])
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, cf := range f.Sides[b].Craft {
		if cf.Type == "salamander" {
			found = true
			if cf.NoTorps {
				t.Errorf("Side B's Salamander loses its torps: %+v", cf)
			}
		}
	}
	if !found {
		t.Fatalf("no Salamander fielded: %+v", f.Sides[b].Craft)
	}
	if s := c.Briefing(nil).Situation; !strings.Contains(s, "Salamanders keep their torps") {
		t.Errorf("the briefing: %s", s)
	}
}

// TestRule_11_7_RepairIsTwentyPoints: a craft that fought and ends its
// scenario with 25 damage points goes into the next with 5: only 20 are
// repaired between scenarios.
func TestRule_11_7_RepairIsTwentyPoints(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField })
	p := c.SideA()
	c.sides[p].Craft[0] = RosterCraft{Type: "thunder-bird", ID: "Z"}
	var st engine.State = c
	for BattleOf(st) == nil {
		q := st.Phase().Actors[0]
		in, _ := (Scripted{}).Choose(st.View(q), q)
		st, _ = gametest.Apply(t, st, in)
	}
	c = st.(*Campaign)
	idx := -1
	for _, a := range c.playing[p] {
		if a.Craft == 0 {
			idx = a.Index
		}
	}
	if idx < 0 {
		t.Fatal("the Thunder Bird is not fielded")
	}
	final := finished(c.battle).clone()
	final.crafts[idx].hits = 25
	var ev events
	n := c.clone()
	if err := n.record(final, &ev); err != nil {
		t.Fatal(err)
	}
	if cr := n.sides[p].Craft[0]; cr.Damage != 5 {
		t.Fatalf("after the repairs: %d damage, want 5", cr.Damage)
	}
}

// TestRule_11_7_ExtraCraftForOneScenarioOnly: scenario 4's Teal Hawk (Side
// B) and scenario 5's command shuttle (Side A) are added "for this scenario
// only": they fight, and once the battle is recorded (before any
// reinforcement is bought) neither is on a roster.
func TestRule_11_7_ExtraCraftForOneScenarioOnly(t *testing.T) {
	var st engine.State = gametest.NewGame(t, Game{}, "campaign", 3)
	extra := map[int]string{3: "teal-hawk", 4: "shryak-shuttle"}
	before := map[int]map[string]bool{}
	checked := 0
	for k := 0; k < 100000 && checked < 2; k++ {
		c := st.(*Campaign)
		if typ, ok := extra[c.next]; ok && c.battle != nil && before[c.next] == nil {
			before[c.next] = map[string]bool{}
			for p := 0; p < 2; p++ {
				for _, cr := range c.sides[p].Craft {
					before[c.next][cr.Label()] = true
				}
			}
			n := 0
			for i := range c.battle.crafts {
				if c.battle.crafts[i].typ.Key == typ {
					n++
				}
			}
			if n == 0 {
				t.Fatalf("scenario %d: no %s fights", c.next+1, typ)
			}
		}
		if was := before[c.next-1]; was != nil && c.ph != campBattle {
			for p := 0; p < 2; p++ {
				for _, cr := range c.sides[p].Craft {
					if !was[cr.Label()] {
						t.Fatalf("after scenario %d: %s joined side %d's roster", c.next, cr.Label(), p)
					}
				}
			}
			delete(before, c.next-1)
			checked++
		}
		p := c.Phase().Actors[0]
		in, err := (Scripted{}).Choose(c.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		st, _ = gametest.Apply(t, c, in)
	}
	if checked != 2 {
		t.Fatalf("%d of the two scenarios checked", checked)
	}
}

// TestRule_11_7_BattlesCountTheirOwnTurns: each battle of a campaign starts
// at its own turn 1 and ends at its scenario's limit (12 for the belt, 15
// for the command ship), though the campaign's turns run on; 11.4's three
// turns of initiative are the battle's.
func TestRule_11_7_BattlesCountTheirOwnTurns(t *testing.T) {
	limits := map[int]int{}
	starts := map[int]int{}
	campaignAt(t, "campaign", 3, func(c *Campaign) bool {
		if b := c.battle; b != nil {
			if _, ok := starts[c.next]; !ok {
				starts[c.next] = b.turn
			}
			limits[c.next] = b.TurnLimit()
		}
		return c.outcome.Over
	})
	want := map[int]int{0: 10, 1: 10, 2: 12, 3: 10, 4: 15, 5: 10}
	for k, w := range want {
		if limits[k] != w || starts[k] != 1 {
			t.Errorf("battle %d: starts at turn %d, limit %d, want 1 and %d", k+1, starts[k], limits[k], w)
		}
	}
}

// TestRule_11_7_CommandShipPilotMayNotFireLauncher: 11.7's fifth scenario
// gives the Shryak command ship a pilot of Plt 1 and Gnr 1 who may not fire
// its missile launcher, which he mans (the gunner, Gnr 1, has the lasers).
// With an enemy in the launcher's reach he is offered no lock-on and one
// declared is refused, naming the rule; his side still gets its round of
// declarations ("done" its only answer). A gunner the scenario puts at the
// launcher (mans) may lock on. The bar is hashed under rules 9, and left
// out of the hash of a game of rules 1 to 8.
func TestRule_11_7_CommandShipPilotMayNotFireLauncher(t *testing.T) {
	shuttle := func(bar bool, mans []int) CraftFile {
		c := cf("shryak-shuttle", "A", 10, 10, "N", 1, 1, 1)
		c.Pilot.NoLauncher, c.Mans = bar, mans
		return c
	}
	blue := []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)}
	lock := LockOn{By: 0, Craft: 0, Mount: 0, Target: CraftTarget(1)}
	s := position(t, false, []CraftFile{shuttle(true, nil)}, blue)
	if got := legalOf(s, 0, KindLockOn); len(got) != 0 {
		t.Fatalf("the barred pilot is offered %v", got)
	}
	if !s.Phase().Acting(0) || len(legalOf(s, 0, KindDeclared)) != 1 {
		t.Fatalf("no round of declarations for the shuttle's side: %+v", s.Phase())
	}
	refused(t, s, lock, "may not fire", "11.7, Scenario 5")
	// Unbarred, the same pilot is offered the lock-on (never succeeding).
	free := position(t, false, []CraftFile{shuttle(false, nil)}, blue)
	if got := legalOf(free, 0, KindLockOn); len(got) != 1 {
		t.Fatalf("an unbarred pilot at Gnr 1 is offered %v", got)
	}
	// The gunner at the launcher may lock on, the pilot barred or not.
	g := position(t, false, []CraftFile{shuttle(true, []int{1, 1})}, blue)
	if got := legalOf(g, 0, KindLockOn); len(got) != 1 {
		t.Fatalf("the gunner at the launcher is offered %v", got)
	}
	g, _ = apply(t, g, lock)
	if len(g.lockons) != 1 {
		t.Fatalf("the gunner's lock-on: %+v", g.lockons)
	}
	// Hashed under rules 9; a game of rules 1 to 8 hashes as it did.
	if s.Hash() == free.Hash() {
		t.Error("the bar is not hashed")
	}
	old := func(bar bool) uint64 {
		f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
			Victory: VictoryFile{Kind: VicAnnihilate},
			Sides:   []SideFile{{Name: "Red", Color: "red", Craft: []CraftFile{shuttle(bar, nil)}}, {Name: "Blue", Color: "blue", Craft: blue}}}
		sc, err := NewScenario(f)
		if err != nil {
			t.Fatal(err)
		}
		sc.before9 = true
		return newState(sc, engine.NewDice(1)).Hash()
	}
	if old(true) != old(false) || old(false) != free.Hash() {
		t.Error("a game of rules 8 hashes the bar")
	}
}

// TestRule_11_7_CommandShipDecoyBarredAlike: in the campaign's fifth battle
// both Shryak shuttles, the command ship and 11.5's decoy, carry the pilot
// barred from the launcher, so an enemy in reach of either launcher gives
// Side A the same round, with no lock-on offered, and a lock-on declared
// for either is refused for the same reason: the enemy cannot tell them
// apart by their launchers.
func TestRule_11_7_CommandShipDecoyBarredAlike(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.next == 4 && c.battle != nil && c.battle.command >= 0 })
	b := c.battle
	cs := b.sc.file.Rules.CommandShip
	if cs == nil || cs.Side != int(c.a) {
		t.Fatalf("no command ship for Side A: %+v", cs)
	}
	var shuttles [2]int // the real one first
	for k, name := range cs.Crafts {
		shuttles[k] = b.craftIndex(cs.Side, name)
		x := &b.crafts[shuttles[k]]
		if !x.crew[0].NoLauncher || x.mans[0] != 0 || x.typ.Mounts[0].Weapon != MissileLauncher {
			t.Fatalf("%s: pilot %+v, the launcher manned by %d", name, x.crew[0], x.mans[0])
		}
	}
	if shuttles[0] != b.command {
		shuttles[0], shuttles[1] = shuttles[1], shuttles[0]
	}
	if !b.crafts[shuttles[1]].decoy || b.crafts[shuttles[0]].decoy {
		t.Fatal("the decoy is not the other shuttle")
	}
	type seen struct{ count, offers int }
	var got [2]seen
	for k, i := range shuttles {
		x := b.clone()
		enemy := -1
		for j := range x.crafts {
			switch {
			case j == shuttles[0] || j == shuttles[1]:
			case enemy < 0 && x.crafts[j].side != x.crafts[i].side && x.crafts[j].alive():
				enemy = j
			default:
				x.crafts[j].state = outDestroyed
			}
		}
		sh := &x.crafts[i]
		x.crafts[enemy].pos = hex.Neighbor(hex.Neighbor(sh.pos, sh.facing), sh.facing)
		x.ph = phLaunch
		got[k].count = x.lockOptions(sh.side, func(in engine.Intent) { got[k].offers++ })
		lock := LockOn{By: engine.Player(sh.side), Craft: CraftID(i), Mount: 0, Target: CraftTarget(CraftID(enemy))}
		refusedAfter(t, x, nil, lock, "11.7, Scenario 5")
	}
	if got[0] != got[1] || got[0].count == 0 || got[0].offers != 0 {
		t.Fatalf("the real shuttle's launcher %+v, the decoy's %+v", got[0], got[1])
	}
}

// TestRule_11_7_BattlesAskDamageControl: with 10.12 on, a campaign's battle
// asks at the end of a turn whether a craft that may attempt damage control
// does, through the campaign's own phase and intents, as a single battle
// does; the attempt is rolled at once.
func TestRule_11_7_BattlesAskDamageControl(t *testing.T) {
	st, err := Game{}.NewState(loadScenario(t, "campaign"), engine.Options{OptDamageCtrl: "on"}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 200000 && !st.Outcome().Over && st.Phase().Name != PhaseRepair; n++ {
		p := st.Phase().Actors[0]
		in, err := (Scripted{}).Choose(st.View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		st, _ = gametest.Apply(t, st, in)
	}
	ph := st.Phase()
	if ph.Name != PhaseRepair {
		t.Fatalf("no damage control asked in the campaign: %q", ph.Name)
	}
	p := ph.Actors[0]
	legal := st.Legal(p)
	x, ok1 := legal[0].(Repair)
	_, ok2 := legal[len(legal)-1].(NoRepair)
	if len(legal) != 2 || !ok1 || !ok2 {
		t.Fatalf("offered %v", legal)
	}
	_, ev := gametest.Apply(t, st, x)
	if log := logText(ev); !strings.Contains(log, "'s damage control: 1d10") {
		t.Fatalf("the attempt is not rolled:\n%s", log)
	}
}
