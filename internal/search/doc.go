// Package search is the "expert" opponent: information-set Monte Carlo
// tree search (ISMCTS) over the engine contract, for any game.
//
// A decision starts from the deciding player's view (State.View), which
// already lacks the other side's secrets and carries hidden dice. Each
// iteration makes a state consistent with that view: the view's
// Determinizer guesses what it hides and rolls fresh dice, or its Reseeder
// rolls fresh dice only, or, for a game with neither, the view itself is
// searched (Mode says which, and what is lost). The iteration then walks
// down the trees by UCB to a move never tried, plays on by the playout
// policy (uniformly random, or a game's own opponent such as "scripted")
// to the end of the game or to a cut scored by an Evaluator, and carries
// the result back. It never looks at anything but the view it was given.
//
// Why this method: the games mix dice, hidden information (sealed orders,
// secret lock-ons, decoys) and moves that all sides make at once. A search
// of the view alone (perfect-information Monte Carlo) would plan against
// one fixed future of the dice and treat the other side's sealed orders as
// known; expectimax would need the chance outcomes of Apply, which the
// engine keeps inside; counterfactual regret minimisation needs far more
// iterations than a second's thinking gives in games this long. ISMCTS
// samples dice and secrets anew in every iteration and keeps one tree per
// player in which every move is seen as that player sees it (the mover
// sees its own move, the others see Intent.String, which the contract says
// names nothing secret): this is multiple-observer ISMCTS, in which a
// player's choices never depend on another's hidden move, so that a
// guesser cannot learn to guess right. Chance needs no nodes of its own:
// the tree is over sequences of moves, and every iteration rolls again
// (open-loop search).
//
// Against a scripted opponent the strongest setting found is to let the
// other players play the scripted policy inside the trees as well as in
// the playouts (Config.Others): only the searching player's choices
// branch, so the search looks for the best answer to the policy. With
// the others searching by UCB, their thin statistics make them play badly
// early in the search, and the moves that hand over to them soonest (ending
// a turn with action points left) look better than they are. The
// measurements behind every default are in docs/performance.md.
//
// The search is root-parallel: Config.Trees independent trees (one per
// core by default), each with its own seed derived from Config.Seed and
// its own share of the iterations, whose root statistics are summed in a
// fixed order. Limited by iterations only, it is deterministic: the same
// view, player, seed, iterations and trees give the same decision. A time
// limit (Config.Think) is checked between iterations and every eight
// playout moves; an iteration cut short by it is dropped.
//
// Games help the search through optional interfaces of their states:
// Reseeder (fresh dice), Determinizer (guesses of hidden information),
// Candidates (a finite set of intents worth searching where Legal would
// list every spelling), Evaluator (a win chance for playouts cut short),
// QuietApplier (playouts that skip the events' sentences) and LuckMeter
// (the dice's luck in each move, taken out of a playout's result: less
// noise, the same mean).
// ExpertGame adds the level "expert" to any engine.Game without touching
// it. States must be safe to read from several goroutines at once (Apply,
// Legal, View and Phase never write to their receiver).
package search
