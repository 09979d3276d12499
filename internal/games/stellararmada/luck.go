package stellararmada

import "github.com/armada-tui/armada-tui/internal/engine"

// luckWeight turns a point of the enemy's mat (luckWorth) into a share of
// the chance to win: the slope of the winner on the two sides' luck over
// 4 000 games between scripted players from the standard start (the
// project's own number; see Luck).
const luckWeight = 0.017

// luckWorth weighs the points of a mat for Luck: a reactor point five, a
// shield, maser or launcher point two or three, a repair or armor point
// one, an engine point nothing. These weights made the sides' luck explain
// the most of who won (62 % of the variance over those 4 000 games).
var luckWorth = [numTracks]int{tReactor: 5, tShields: 2, tEngines: 0, tRepair: 1, tMasers: 3, tArmor: 1, tLaunchers: 3}

// Luck implements search.LuckMeter: how much better than expected the die
// of a shot fell for the shooter, the harm the shot did to the enemy's mat
// less its chance to hit times the harm a hit would do, in shares of a win
// (luckWeight). Its mean over the die is 0, so the search may take it out
// of a playout's result without moving the result's mean. 0 and
// engine.NoPlayer for every intent but a shot; after is the state Apply
// returned for in.
func (s *State) Luck(in engine.Intent, after engine.State) (engine.Player, float64) {
	n, ok := after.(*State)
	if !ok || n == nil {
		return engine.NoPlayer, 0
	}
	var p engine.Player
	var dmg int
	var t System
	switch x := in.(type) {
	case FireMissile:
		p, dmg, t = x.By, missileDamage, x.Target
	case FireMaser:
		p, dmg, t = x.By, maserDamage, x.Target
	default:
		return engine.NoPlayer, 0
	}
	def := other(p)
	hit := *s
	hit.damage(&text{dry: true, lookahead: true}, p, dmg, t)
	worth := matWorth(&s.ships[def])
	chance := s.hitChance(def)
	done, hitDoes := worth-matWorth(&n.ships[def]), worth-matWorth(&hit.ships[def])
	return p, luckWeight * (float64(done) - chance*float64(hitDoes))
}

// matWorth is a mat's points weighed by luckWorth.
func matWorth(sh *ship) int {
	w := 0
	for i := tReactor; i < tAmmo; i++ {
		w += luckWorth[i] * int(sh.cur[i])
	}
	return w
}
