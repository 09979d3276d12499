package search

import "github.com/armada-tui/armada-tui/internal/engine"

// Reseeder is a state that can give itself fresh dice. A view carries
// engine.Dice.Hidden(), the same generator in every view, so a search that
// only applies intents to the view would see one fixed future of rolls in
// every iteration and plan for it; Reseed lets each iteration roll anew.
//
// Reseed returns a copy of the state whose dice are engine.NewDice(seed);
// the receiver is not changed. A game implements it in two lines, the way
// its WithDice test helper already does.
type Reseeder interface {
	Reseed(seed uint64) engine.State
}

// Determinizer is a state that can complete what p may not see. Sample is
// called on p's view and returns a full state that p could be in, given
// everything p's view holds: the other side's secret orders, lock-on
// targets, decoys or hidden fleet filled in by a guess drawn from seed, and
// fresh dice drawn from seed (so a Determinizer need not also be a
// Reseeder). Whatever p's view shows must stay as it is, and the sample
// must be legal for the game to go on from.
//
// A game whose views hide nothing but the dice needs only Reseeder.
type Determinizer interface {
	Sample(p engine.Player, seed uint64) engine.State
}

// Candidates is a state whose players have intents with many spellings
// (written movement orders, plots): Candidates lists a finite set worth
// searching for p, such as the scripted opponent's choices and their
// neighbours, in a fixed order. Every candidate must be legal. The search
// uses it instead of Legal in its tree and its random playouts; an empty
// list falls back to Legal.
type Candidates interface {
	Candidates(p engine.Player) []engine.Intent
}

// Evaluator is a state that can estimate, without playing on, how likely
// p is to win from it: a number from 0 (lost) to 1 (won), 0.5 for an even
// game. The search calls it when a playout reaches its depth limit
// (Config.Depth) before the game is over; without it such a playout counts
// as a draw.
type Evaluator interface {
	Evaluate(p engine.Player) float64
}

// LuckMeter is a state that can say how much better than expected the
// chance in one of its moves fell for a player: Luck is called with the
// intent applied to the state and the state that resulted, and returns
// the player the dice favoured (engine.NoPlayer for a move without
// chance) and by how much, in units of that player's chance to win. Its
// mean over the chance outcomes must be 0 for every state and intent.
// The search takes each player's luck out of the playout's result (and
// adds the others'), a control variate: the mean reward of a move stays
// what it was, and the share of its noise that the dice explain goes.
type LuckMeter interface {
	Luck(in engine.Intent, after engine.State) (engine.Player, float64)
}

// QuietApplier is a state that can apply an intent without writing the
// sentences of its events: a playout throws the events away. The state must
// be the one Apply returns.
type QuietApplier interface {
	ApplyQuiet(in engine.Intent) (engine.State, error)
}

// Preparer is a state that tells when its players are preparing for battle
// rather than fighting it: building fleets, buying craft, setting up. A
// search with a policy leaves those decisions to the policy (the game's
// scripted builder): a playout of a turn or two cannot tell one fleet from
// another, and a search among choices that undo each other (add a card,
// take it out) can go round for ever.
type Preparer interface {
	Preparing() bool
}

// options lists what a may do in st, from its candidates when the state
// offers them (or the configuration's, Config.Candidates, instead).
func options(cfg *Config, st engine.State, a engine.Player) []engine.Intent {
	if cfg.Candidates != nil {
		if l := cfg.Candidates(st, a); len(l) > 0 {
			return l
		}
		return st.Legal(a)
	}
	if c, ok := st.(Candidates); ok {
		if l := c.Candidates(a); len(l) > 0 {
			return l
		}
	}
	return st.Legal(a)
}

// Mode says how a search turned its view into the states it searched.
type Mode string

// The ways to make a state to search from a view, best first.
const (
	// Sampled: the view's Determinizer completed the hidden information
	// and drew fresh dice in every iteration.
	Sampled Mode = "sampled"
	// Reseeded: the view hides nothing but the dice, or the game cannot
	// complete what it hides; fresh dice in every iteration.
	Reseeded Mode = "reseeded"
	// ViewOnly: the view itself in every iteration. The dice are the same
	// hidden generator each time, so the search plans against one fixed
	// sequence of rolls (per sequence of intents), and what the view hides
	// stays blank (another side's unwritten orders are played as none).
	ViewOnly Mode = "view"
)
