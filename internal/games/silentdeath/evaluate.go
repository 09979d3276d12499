package silentdeath

import "github.com/armada-tui/armada-tui/internal/engine"

// Evaluate estimates, without playing on, how likely p is to win from here
// (search.Evaluator): each side's strength is the BPV of its craft still in
// play, each scaled by the share of its damage track left unmarked, and p's
// chance is its share of all sides' strength (a half when no side has any).
// The search opponent scores a playout cut short with it; a game that is
// over is scored by its outcome, not by this.
func (s *State) Evaluate(p engine.Player) float64 {
	var mine, all float64
	for _, c := range s.Crafts() {
		if !c.InPlay || c.Side < 0 {
			continue
		}
		boxes := 0
		for _, row := range c.Track {
			boxes += len(row)
		}
		left := 1.0
		if boxes > 0 {
			left = max(1-float64(c.Hits)/float64(boxes), 0)
		}
		str := float64(c.BPV) * left
		all += str
		if engine.Player(c.Side) == p {
			mine += str
		}
	}
	if all <= 0 {
		return 0.5
	}
	return mine / all
}

// Preparing tells the search opponent that the players are making 11.8's purchases,
// which it leaves to the scripted builder (search.Preparer).
func (s *State) Preparing() bool { return s.ph == phBuy }

// Reseed is a copy of the campaign with fresh dice, in its battle too
// (search.Reseeder).
func (c *Campaign) Reseed(seed uint64) engine.State {
	n := c.clone()
	n.dice = engine.NewDice(seed)
	if c.battle != nil {
		n.battle = c.battle.Reseed(seed ^ 0x9e3779b97f4a7c15).(*State)
	}
	return n
}

// Evaluate is the battle's estimate for p during a battle, and even
// between battles (search.Evaluator).
func (c *Campaign) Evaluate(p engine.Player) float64 {
	if c.battle != nil {
		return c.battle.Evaluate(p)
	}
	return 0.5
}

// Preparing tells the search opponent that the players are choosing
// between battles (rosters, pools, fielding, advances), which it leaves to
// the scripted opponent, or buying craft before one (search.Preparer).
func (c *Campaign) Preparing() bool { return c.battle == nil || c.battle.Preparing() }
