// Package starmada is the screens of Starmada X: the hex map board beside
// the record sheet of the ship in play, with movement orders typed ("3P2")
// and previewed on the map, the odds of a declared shot (odds.go), the
// fleet builder of a scenario that builds its fleets (fleet.go), the map's
// numbering and names (units.go) and the pages of the full help. The rules
// are the game package's; these screens send intents and draw states.
package starmada
