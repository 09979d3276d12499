package silentdeath

import (
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// A campaign of 11.7 is one session: its state holds both squadrons, the
// scenario reached, the results, and the battle being fought. Every choice
// is an intent of one side: the craft pools (restricted campaigns), the
// rosters, the craft to field under a force limit, the battles' moves, the
// veterans' advances and the reinforcements. What the rules decide alone
// (repairs, losses, points banked) happens between them and is logged.

// Phase names of a campaign; a battle keeps its own. They are short: the
// header shows them beside the game's and the campaign's titles.
const (
	PhaseCampRoll    = "Roll for the pools (11.7)"
	PhaseCampPools   = "Craft pools (11.7)"
	PhaseCampRoster  = "Rosters (11.7)"
	PhaseCampField   = "Craft to field (11.7)"
	PhaseCampExp     = "Experience (10.1)"
	PhaseCampRefit   = "Reinforcements (11.7)"
	PhaseCampaignEnd = "Campaign over"
)

// EvCampaign is the kind of the campaign's own events.
const EvCampaign = "campaign"

type campPhase uint8

const (
	campRoll campPhase = iota
	campPools
	campRoster
	campField
	campBattle
	campExperience
	campReinforce
	campOver
)

// pendingAdvance is a veteran's advance (10.1) waiting for his side's
// choice of skill.
type pendingAdvance struct {
	side int8
	crew int // on the side's roster
}

// Campaign is the state of an 11.7 campaign: an engine.State whose battles
// are States of their own, fought inside it.
type Campaign struct {
	sc      *Scenario `hash:"-"` // hashed as scHash
	scHash  uint64
	opt     Options
	dice    engine.Dice
	names   [2]string
	colors  [2]string
	sides   [2]Squadron
	a       int8 // which side is Side A (−1 before the roll)
	next    int  // scenarios played
	results []Result
	ph      campPhase
	first   int8     // restricted pools: the side that picks first
	shop    *shop    // the rosters' or the reinforcements' purchases
	chosen  [2][]int // the roster craft each side fields next
	decided [2]bool  // each side has chosen what to field
	// crews are each side's seats while it chooses what to field: one row
	// per roster craft, the pilot's seat first, −1 an empty seat
	// (campaigncrew.go); nil outside that phase.
	crews   [2][][]int
	pending []pendingAdvance
	playing [2][]Assignment
	battle  *State
	outcome engine.Outcome
	// turns counts the campaign's turns before the current battle: the
	// time between battles is one turn, each battle's turns follow, so
	// that the turns of a campaign (its log, its replay) never repeat.
	turns int
}

var _ engine.State = (*Campaign)(nil)

// newCampaign starts a campaign: a roll for the pools when they are
// restricted, else the rosters. Experience (10.1) is always on.
func newCampaign(sc *Scenario, opt Options, dice engine.Dice) *Campaign {
	opt.Experience = true
	c := &Campaign{sc: sc, scHash: scenarioDigest(sc), opt: opt, dice: dice, a: -1, first: -1, outcome: engine.Running()}
	for p, s := range sc.file.Sides {
		c.names[p], c.colors[p] = s.Name, s.Color
		c.sides[p].Name = s.Name
	}
	if sc.file.Campaign.RestrictedPools {
		c.ph = campRoll
	} else {
		c.startRoster()
	}
	return c
}

func (c *Campaign) clone() *Campaign {
	n := *c
	for p := range n.sides {
		n.sides[p] = c.sides[p].clone()
		n.chosen[p] = append([]int(nil), c.chosen[p]...)
		if c.crews[p] != nil {
			n.crews[p] = make([][]int, len(c.crews[p]))
			for k, row := range c.crews[p] {
				n.crews[p][k] = append([]int(nil), row...)
			}
		}
		n.playing[p] = append([]Assignment(nil), c.playing[p]...)
	}
	n.results = append([]Result(nil), c.results...)
	n.pending = append([]pendingAdvance(nil), c.pending...)
	if c.shop != nil {
		n.shop = c.shop.clone()
	}
	return &n
}

// Phase implements engine.State.
func (c *Campaign) Phase() engine.Phase {
	one := func(name string, p int8) engine.Phase {
		return engine.Phase{Turn: c.turns + 1, Name: name, Actors: engine.Only(engine.Player(p))}
	}
	switch c.ph {
	case campRoll:
		return one(PhaseCampRoll, 0)
	case campPools:
		return one(PhaseCampPools, c.picker())
	case campRoster:
		return one(PhaseCampRoster, c.shop.actor())
	case campReinforce:
		return one(PhaseCampRefit, c.shop.actor())
	case campField:
		return one(PhaseCampField, c.chooser())
	case campExperience:
		return one(PhaseCampExp, c.pending[0].side)
	case campBattle:
		ph := c.battle.Phase()
		ph.Turn += c.turns
		return ph
	}
	return engine.Phase{Turn: c.turns + 1, Name: PhaseCampaignEnd}
}

// picker is the side whose turn it is to take a design into its pool.
func (c *Campaign) picker() int8 {
	n := len(c.sides[0].Pool) + len(c.sides[1].Pool)
	if n%2 == 0 {
		return c.first
	}
	return 1 - c.first
}

// chooser is the first side still to choose what to field.
func (c *Campaign) chooser() int8 {
	if !c.decided[0] {
		return 0
	}
	return 1
}

// Outcome implements engine.State: the campaign's, once all six scenarios
// are played.
func (c *Campaign) Outcome() engine.Outcome { return c.outcome }

// View implements engine.State: a campaign keeps no secret of its own
// (11.7's rosters and purchases are known), but the battle's view hides
// what it hides, and the dice are replaced.
func (c *Campaign) View(p engine.Player) engine.State {
	n := *c
	n.dice = c.dice.Hidden()
	if c.battle != nil {
		n.battle = c.battle.View(p).(*State)
	}
	return &n
}

// Check implements engine.State.
func (c *Campaign) Check(in engine.Intent) error {
	_, _, err := c.Apply(in)
	return err
}

// Apply implements engine.State. A battle's intents go to the battle; when
// it ends, the campaign records it and goes on.
func (c *Campaign) Apply(in engine.Intent) (engine.State, []engine.Event, error) {
	x, err := normalize(in)
	if err != nil {
		return nil, nil, err
	}
	if c.outcome.Over {
		return nil, nil, errors.New("the campaign is over")
	}
	if c.ph == campBattle {
		next, evs, err := c.battle.Apply(x)
		if err != nil {
			return nil, nil, err
		}
		b := next.(*State)
		if !b.outcome.Over {
			n := *c
			n.battle = b
			return &n, evs, nil
		}
		n := c.clone()
		n.battle = b
		ev := events{list: evs}
		n.endBattle(&ev)
		n.advance(&ev)
		return n, ev.list, nil
	}
	if err := c.check(x); err != nil {
		return nil, nil, err
	}
	n := c.clone()
	var ev events
	n.apply(x, &ev)
	n.advance(&ev)
	return n, ev.list, nil
}

// check says why x may not be made now, or returns nil.
func (c *Campaign) check(x engine.Intent) error {
	// An intent made in the program, not decoded from a save, is checked
	// for its own ranges too (a seat of −1 must be refused, not used).
	if v, ok := x.(engine.Validator); ok {
		if err := v.Validate(); err != nil {
			return err
		}
	}
	by := x.Actor()
	if by != 0 && by != 1 {
		return fmt.Errorf("player %d does not exist", int(by))
	}
	if !c.Phase().Acting(by) {
		return fmt.Errorf("it is not %s turn to act (%s)", Possessive(c.names[by]), c.Phase().Name)
	}
	p := int8(by)
	switch c.ph {
	case campRoll:
		if _, ok := x.(Roll); ok {
			return nil
		}
	case campPools:
		if pk, ok := x.(PickPool); ok {
			return c.checkPick(pk)
		}
	case campRoster, campReinforce:
		return c.shop.check(p, x)
	case campField:
		if cr, ok := x.(Crew); ok {
			return c.checkCrew(p, cr)
		}
		return c.checkField(p, x)
	case campExperience:
		if a, ok := x.(Advance); ok {
			return c.checkAdvance(p, a)
		}
	}
	return fmt.Errorf("%s is not possible now (%s)", c.Describe(x, by), c.Phase().Name)
}

// Legal implements engine.State.
func (c *Campaign) Legal(p engine.Player) []engine.Intent {
	if c.outcome.Over || !c.Phase().Acting(p) {
		return nil
	}
	if c.ph == campBattle {
		return c.battle.Legal(p)
	}
	var out []engine.Intent
	add := func(x engine.Intent) { out = append(out, x) }
	switch c.ph {
	case campRoll:
		add(Roll{By: p})
	case campPools:
		for _, k := range preference {
			if c.checkPick(PickPool{By: p, Type: k}) == nil {
				add(PickPool{By: p, Type: k})
			}
		}
	case campRoster, campReinforce:
		c.shop.legal(p, add)
	case campField:
		for k := range c.sides[p].Craft {
			for _, on := range []bool{true, false} {
				if f := (Field{By: p, Craft: RosterID(k), On: on}); c.checkField(int8(p), f) == nil {
					add(f)
				}
			}
		}
		c.legalCrew(int8(p), func(x Crew) { add(x) })
		if c.checkField(int8(p), Done{By: p}) == nil {
			add(Done{By: p})
		}
	case campExperience:
		for _, a := range c.pending {
			if a.side != int8(p) {
				continue
			}
			for _, plt := range []bool{true, false} {
				if x := (Advance{By: p, Crew: MemberID(a.crew), Plt: plt}); c.checkAdvance(int8(p), x) == nil {
					add(x)
				}
			}
		}
	}
	return out
}

// apply makes the checked intent x of a phase between battles.
func (c *Campaign) apply(x engine.Intent, ev *events) {
	p := int8(x.Actor())
	switch x := x.(type) {
	case Roll:
		c.rollPools(ev)
	case PickPool:
		s := &c.sides[p]
		s.Pool = append(s.Pool, x.Type)
		t, _ := CraftByKey(x.Type)
		ev.add(EvCampaign, p, s.Name+" takes the "+t.Name+" into its pool", nil)
	case Field:
		c.applyField(p, x, ev)
	case Crew:
		c.applyCrew(p, x, ev)
	case Done:
		if c.ph == campField {
			c.decided[p] = true
			ev.add(EvCampaign, p, engine.Agree(c.names[p], "has")+" chosen the craft to field", nil)
			break
		}
		ev.add(EvPurchase, p, c.shop.apply(p, x, c.names[p], c.sides[p].takenLetters()), nil)
	case Buy, Hire, Unbuy:
		ev.add(EvPurchase, p, c.shop.apply(p, x, c.names[p], c.sides[p].takenLetters()), nil)
	case Advance:
		c.applyAdvance(p, x, ev)
	}
}

// advance moves the campaign on until a side must choose.
func (c *Campaign) advance(ev *events) {
	for guard := 0; guard < 100; guard++ {
		switch c.ph {
		case campPools:
			if len(c.sides[0].Pool)+len(c.sides[1].Pool) < len(preference) {
				return
			}
			c.startRoster()
		case campRoster:
			if c.shop.actor() >= 0 {
				return
			}
			c.closeShop(ev)
			c.rollSideA(ev)
			c.startField(ev)
		case campField:
			if !c.decided[0] || !c.decided[1] {
				return
			}
			c.startBattle(ev)
		case campBattle:
			if !c.battle.outcome.Over {
				return
			}
			c.endBattle(ev) // a battle may end as it is set up
		case campExperience:
			if len(c.pending) > 0 {
				return
			}
			if c.next >= len(stages) {
				c.finish(ev)
				return
			}
			c.startReinforce()
		case campReinforce:
			if c.shop.actor() >= 0 {
				return
			}
			c.closeShop(ev)
			c.startField(ev)
		default:
			return
		}
	}
}

// rollPools: each side rolls 1D10, again on a tie; the high roller takes
// the first design into his pool, then the other, in turn (11.7).
func (c *Campaign) rollPools(ev *events) {
	for {
		var tot [2]int
		for p := int8(0); p < 2; p++ {
			r := engine.NewRoll(Possessive(c.names[p])+" roll for the first pick", []engine.Die{{Sides: 10, Face: c.dice.D(10)}}, nil, 0, "")
			tot[p] = r.Total
			ev.add(EvCampaign, p, "", &r)
		}
		if tot[0] != tot[1] {
			c.first = 0
			if tot[1] > tot[0] {
				c.first = 1
			}
			ev.add(EvCampaign, c.first, engine.Agree(c.names[c.first], "picks")+" first", nil)
			break
		}
	}
	c.ph = campPools
}

// rollSideA: 1D6 for the first side, 1–3 it is Side A.
func (c *Campaign) rollSideA(ev *events) {
	r := engine.NewRoll(Possessive(c.names[0])+" roll for Side A", []engine.Die{{Sides: 6, Face: c.dice.D(6)}}, nil, 3, engine.AtMost)
	c.a = 1
	if r.Success {
		c.a = 0
	}
	r.Result = engine.Agree(c.names[c.a], "is") + " Side A"
	ev.add(EvCampaign, c.a, "", &r)
}

// startRoster opens the rosters' purchases: 300 points a side, from its
// pool, every one to be spent ("they may not be saved for use later").
func (c *Campaign) startRoster() {
	c.ph = campRoster
	c.shop = c.newShop([2]int{Budget, Budget}, "11.7: 300 points a side, every one spent")
	c.shop.rules.spendAll = true
}

// startReinforce opens the reinforcements: each side's bank.
func (c *Campaign) startReinforce() {
	c.ph = campReinforce
	c.shop = c.newShop([2]int{c.sides[0].Bank, c.sides[1].Bank}, "11.7: spend the bank, or keep it")
	for p := range c.sides {
		c.sides[p].Bank = 0
	}
}

func (c *Campaign) newShop(points [2]int, title string) *shop {
	sh := &shop{points: points, rules: shopRules{hires: true, maxCraft: MaxRoster, title: title}}
	for p := range c.sides {
		s := &c.sides[p]
		sh.rules.pools[p] = append([]string(nil), s.Pool...)
		lp, lg := s.Lacking()
		sh.rules.lack[p] = [2]int{lp, lg}
		sh.rules.roster[p] = len(s.Craft)
		sh.rules.crewRoom[p] = max(0, MaxCrew-len(s.Crew))
	}
	return sh
}

// closeShop puts the purchases on the rosters and banks what is left.
func (c *Campaign) closeShop(ev *events) {
	for p := range c.sides {
		s := &c.sides[p]
		for _, it := range c.shop.items[p] {
			s.add(it)
		}
		s.Bank += c.shop.left(int8(p))
		ev.add(EvCampaign, int8(p), fmt.Sprintf("%s roster is worth %d; %s banked", Possessive(s.Name), s.Value(), engine.Count(s.Bank, "point", "points")), nil)
	}
	c.shop = nil
}

// startField begins the next scenario: each side chooses what to field,
// starting from the builder's choice, within the limits 11.7 sets
// ("participation is always optional for each unit"; damaged craft go only
// "if a player desires"). A side with nothing to field forfeits.
func (c *Campaign) startField(ev *events) {
	if c.next >= len(stages) {
		c.finish(ev)
		return
	}
	c.ph = campField
	for p := range c.sides {
		c.startCrews(p)
		c.chosen[p] = nil
		maxCraft, maxTPV := c.limit(p)
		n, tpv := 0, 0
		draft := c.fielded(p, true)
		for _, a := range draft {
			// The builder's choice, weighed with the crews it flies with.
			v := c.sides[p].tpvOf(a)
			if n >= maxCraft || maxTPV > 0 && tpv+v > maxTPV {
				continue
			}
			c.chosen[p] = append(c.chosen[p], a.Craft)
			n, tpv = n+1, tpv+v
		}
		c.decided[p] = len(draft) == 0
	}
}

// startBattle sets the next scenario up, or records a forfeit.
func (c *Campaign) startBattle(ev *events) {
	st := stages[c.next]
	f, playing, err := c.battleFile(st, c.sc.file.Campaign.Stages[c.next])
	var nf errNoForce
	if errors.As(err, &nf) {
		neither := len(c.fielded(1-nf.side, false)) == 0
		c.crews = [2][][]int{}
		c.forfeit(nf.side, neither, ev)
		c.afterBattle(ev)
		return
	}
	sc, err := NewScenario(f)
	if err != nil {
		// Cannot happen with the shipped stages: the campaign's
		// scenario was checked. Record a draw rather than stop.
		c.results = append(c.results, Result{Scenario: st.Name, Winner: -1, Reason: "the scenario could not be set up: " + err.Error()})
		c.next++
		ev.add(EvCampaign, -1, st.Title+" could not be set up: "+err.Error(), nil)
		c.afterBattle(ev)
		return
	}
	sc.autoTorps, sc.before9, sc.facingFirst, sc.autoRepair = c.sc.autoTorps, c.sc.before9, c.sc.facingFirst, c.sc.autoRepair
	sc.oneSideAuto = c.sc.oneSideAuto
	c.playing = playing
	c.crews = [2][][]int{}
	ev.add(EvCampaign, -1, st.Title+" begins", nil)
	c.turns++ // the time between battles was a turn; the battle's follow
	c.battle = newBattle(sc, c.opt, c.dice, ev)
	c.ph = campBattle
}

// endBattle records the finished battle and takes its dice back.
func (c *Campaign) endBattle(ev *events) {
	c.dice = c.battle.dice
	c.turns += c.battle.turn
	if err := c.record(c.battle, ev); err != nil {
		ev.add(EvCampaign, -1, "The scenario could not be recorded: "+err.Error(), nil)
		c.next++
	}
	c.battle = nil
	c.afterBattle(ev)
}

// afterBattle: the veterans' advances, then the reinforcements; after the
// sixth scenario the advances alone, and the campaign is over. 10.1 raises
// a skill "after a scenario", the last one too, and 11.7 values the rosters
// "after the last scenario is played": a veteran's point counts on a tie
// of scenarios won.
func (c *Campaign) afterBattle(ev *events) {
	c.ph = campExperience
	if c.next >= len(stages) && len(c.pending) == 0 {
		c.finish(ev)
	}
}

// finish ends the campaign (11.7): most scenarios won, on a tie the
// roster of more value; and says so in the log, whose last lines were the
// veterans' advances.
func (c *Campaign) finish(ev *events) {
	c.ph = campOver
	w := c.winner()
	c.outcome = engine.Outcome{Over: true, Winner: engine.Player(w), Reason: c.reason()}
	text := "The campaign is over: a draw (" + c.outcome.Reason + ")"
	if w >= 0 {
		text = fmt.Sprintf("The campaign is over: %s (%s)", engine.Agree(c.names[w], "wins"), c.outcome.Reason)
	}
	ev.add(EvCampaign, int8(w), text, nil)
}

// reason words the campaign's result: "4 scenarios won to 1"; on a tie
// the winner's roster worth more, "3 scenarios won each, and its roster is
// worth more: 420 points to 380"; a draw, "3 scenarios won each and
// rosters worth 400 points each".
func (c *Campaign) reason() string {
	w := c.winner()
	a, b := c.sides[max(w, 0)], c.sides[1-max(w, 0)]
	switch {
	case w < 0:
		return engine.Count(a.Wins, "scenario", "scenarios") + " won each and rosters worth " + engine.Count(a.Value(), "point", "points") + " each"
	case a.Wins == b.Wins:
		return fmt.Sprintf("%s won each, and its roster is worth more: %s to %d", engine.Count(a.Wins, "scenario", "scenarios"), engine.Count(a.Value(), "point", "points"), b.Value())
	}
	return fmt.Sprintf("%s won to %d", engine.Count(a.Wins, "scenario", "scenarios"), b.Wins)
}

// earlierReason is the result's words in builds before 2026-12-02, which
// their saves hold and every finished campaign's hash took in.
func (c *Campaign) earlierReason() string {
	w := c.winner()
	if w < 0 {
		return "as many scenarios won and rosters of the same value"
	}
	if c.sides[0].Wins == c.sides[1].Wins {
		return fmt.Sprintf("%d scenarios each; the roster worth %d against %d", c.sides[w].Wins, c.sides[w].Value(), c.sides[1-w].Value())
	}
	return fmt.Sprintf("%d scenario(s) won to %d", c.sides[w].Wins, c.sides[1-w].Wins)
}

// EarlierReasons implements engine.EarlierWordings: the words earlier
// builds gave the campaign's result, which their saves' results hold.
func (c *Campaign) EarlierReasons() []string {
	if c.outcome.Over && c.outcome.Reason == c.reason() {
		return []string{c.earlierReason()}
	}
	return nil
}

// hashedReason is the result's reason as the hash takes it in: its
// earlier words (EarlierReasons), so that rewording it changed no hash a
// save records.
func (c *Campaign) hashedReason() string {
	if r := c.EarlierReasons(); len(r) == 1 {
		return r[0]
	}
	return c.outcome.Reason
}

// limit is how many craft, and how many TPV (0: no limit), side p may
// field in the next scenario (11.7: Side B at most 200 TPV in scenario 1,
// Side A at most 12 craft in scenario 6; MaxFielded otherwise).
func (c *Campaign) limit(p int) (craft, tpv int) {
	craft = MaxFielded
	switch {
	case c.next == 0 && p != int(c.a):
		tpv = RescueLimit
	case c.next == 5 && p == int(c.a):
		craft = ScreenLimit
	}
	return craft, tpv
}

// fielded is side p's craft with their crews, in roster order: those
// chosen, or with all every craft whose every seat is filled.
func (c *Campaign) fielded(p int, all bool) []Assignment {
	var out []Assignment
	for k := range c.sides[p].Craft {
		if !all && !c.isChosen(int8(p), k) {
			continue
		}
		if a, ok := c.crewOf(p, k); ok {
			out = append(out, a)
		}
	}
	return out
}

func (c *Campaign) checkPick(x PickPool) error {
	t, ok := CraftByKey(x.Type)
	if !ok || t.Key != x.Type {
		return fmt.Errorf("%q is not one of the twelve craft", x.Type)
	}
	for p := range c.sides {
		for _, k := range c.sides[p].Pool {
			if k == t.Key {
				return fmt.Errorf("the %s is in %s pool already", t.Name, Possessive(c.names[p]))
			}
		}
	}
	return nil
}

func (c *Campaign) checkField(p int8, x engine.Intent) error {
	switch x := x.(type) {
	case Field:
		if int(x.Craft) < 0 || int(x.Craft) >= len(c.sides[p].Craft) {
			return fmt.Errorf("%s roster has no such craft", Possessive(c.names[p]))
		}
		on := c.isChosen(p, int(x.Craft))
		if x.On == on {
			return fmt.Errorf("%s is already %s", c.sides[p].Craft[x.Craft].Label(), map[bool]string{true: "fielded", false: "kept home"}[on])
		}
		if !x.On {
			return nil
		}
		a, ok := c.crewOf(int(p), int(x.Craft))
		if !ok {
			return c.errCrewless(p, int(x.Craft))
		}
		maxCraft, maxTPV := c.limit(int(p))
		n, tpv := c.fieldedSize(p)
		if n+1 > maxCraft {
			return fmt.Errorf("%s may field at most %d craft", c.names[p], maxCraft)
		}
		if v := c.sides[p].tpvOf(a); maxTPV > 0 && tpv+v > maxTPV {
			return fmt.Errorf("%s may field at most %d TPV: %d and this %d make %d (11.7)", c.names[p], maxTPV, tpv, v, tpv+v)
		}
	case Done:
		if n, _ := c.fieldedSize(p); n == 0 {
			return errors.New("field at least one craft")
		}
	default:
		return fmt.Errorf("%s is not possible now (%s)", c.Describe(x, x.Actor()), PhaseCampField)
	}
	return nil
}

func (c *Campaign) isChosen(p int8, craft int) bool {
	for _, k := range c.chosen[p] {
		if k == craft {
			return true
		}
	}
	return false
}

// fieldedSize is how many craft, worth how many TPV, side p fields now.
func (c *Campaign) fieldedSize(p int8) (n, tpv int) {
	for _, a := range c.fielded(int(p), false) {
		n++
		tpv += c.sides[p].tpvOf(a)
	}
	return n, tpv
}

func (c *Campaign) applyField(p int8, x Field, ev *events) {
	label := c.sides[p].Craft[x.Craft].Label()
	if x.On {
		c.chosen[p] = append(c.chosen[p], int(x.Craft))
		ev.add(EvCampaign, p, engine.Agree(c.names[p], "fields")+" "+label, nil)
		return
	}
	keep := c.chosen[p][:0]
	for _, k := range c.chosen[p] {
		if k != int(x.Craft) {
			keep = append(keep, k)
		}
	}
	c.chosen[p] = keep
	ev.add(EvCampaign, p, engine.Agree(c.names[p], "keeps")+" "+label+" home", nil)
}

func (c *Campaign) checkAdvance(p int8, x Advance) error {
	for _, a := range c.pending {
		if a.side != p || a.crew != int(x.Crew) {
			continue
		}
		m := c.sides[p].Crew[a.crew]
		switch {
		case x.Plt && (!m.Pilot || m.Plt >= MaxSkill):
			return fmt.Errorf("only a pilot below Plt %d can raise his Plt", MaxSkill)
		case !x.Plt && m.Gnr >= MaxSkill:
			return fmt.Errorf("Gnr is %d already", MaxSkill)
		}
		return nil
	}
	if int(x.Crew) >= 0 && int(x.Crew) < len(c.sides[p].Crew) {
		return fmt.Errorf("%s %s has no advance to make", Possessive(c.names[p]), c.sides[p].Crew[x.Crew])
	}
	return fmt.Errorf("%s roster has no such crew member", Possessive(c.names[p]))
}

func (c *Campaign) applyAdvance(p int8, x Advance, ev *events) {
	m := &c.sides[p].Crew[x.Crew]
	was := m.String()
	if x.Plt {
		m.Plt++
	} else {
		m.Gnr++
	}
	for i, a := range c.pending {
		if a.side == p && a.crew == int(x.Crew) {
			c.pending = append(c.pending[:i:i], c.pending[i+1:]...)
			break
		}
	}
	ev.add(EvExperience, p, Possessive(c.names[p])+" "+was+" is now "+m.String()+" (10.1)", nil)
}

// Hash implements engine.State: every field, the scenario by its digest and
// the battle by its own hash.
func (c *Campaign) Hash() uint64 {
	h := engine.NewHasher()
	h.String(hashTag + "/campaign")
	h.Uint(c.scHash)
	c.opt.hash(h)
	c.dice.HashInto(h)
	for p := range c.sides {
		h.String(c.names[p])
		h.String(c.colors[p])
		c.sides[p].hash(h)
		h.Ints(c.chosen[p])
		h.Bool(c.decided[p])
		h.Uint(uint64(len(c.playing[p])))
		for _, a := range c.playing[p] {
			h.Int(a.Craft)
			h.Ints(a.Crew)
			h.Int(a.Index)
		}
	}
	h.Int(int(c.a))
	h.Int(c.next)
	h.Uint(uint64(len(c.results)))
	for _, r := range c.results {
		h.String(r.Scenario)
		h.Int(r.Winner)
		h.String(r.Reason)
	}
	h.Int(int(c.ph))
	h.Int(int(c.first))
	h.Bool(c.shop != nil)
	if c.shop != nil {
		c.shop.hash(h)
	}
	h.Uint(uint64(len(c.pending)))
	for _, a := range c.pending {
		h.Int(int(a.side))
		h.Int(a.crew)
	}
	h.Bool(c.battle != nil)
	if c.battle != nil {
		c.battle.hashInto(h)
	}
	h.Bool(c.outcome.Over)
	h.Int(int(c.outcome.Winner))
	h.String(c.hashedReason())
	h.Int(c.turns)
	// The crews only while they are chosen: the hashes of every other
	// state stay what they were before 11.7's crews were a choice.
	if c.ph == campField {
		for p := range c.crews {
			h.Uint(uint64(len(c.crews[p])))
			for _, row := range c.crews[p] {
				h.Ints(row)
			}
		}
	}
	return h.Sum()
}

func (s *Squadron) hash(h *engine.Hasher) {
	h.String(s.Name)
	h.Uint(uint64(len(s.Craft)))
	for _, cr := range s.Craft {
		h.String(cr.Type)
		h.String(cr.ID)
		h.Int(cr.Damage)
		h.Uint(uint64(len(cr.Lost)))
		for _, l := range cr.Lost {
			h.String(l.Kind)
			h.Int(l.N)
			h.Int(l.Box)
		}
	}
	h.Uint(uint64(len(s.Crew)))
	for _, m := range s.Crew {
		h.Bool(m.Pilot)
		h.Int(m.Plt)
		h.Int(m.Gnr)
	}
	h.Int(s.Bank)
	h.String(strings.Join(s.Pool, ","))
	h.Int(s.Wins)
}
