package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The action list names attacks and Fleet Commander options in the width
// it has (tui.Board's Item): a line too wide writes a ship by its map id
// instead of its name, and a weapon by its last word ("Missiles"). Decided
// line by line, one list read "Vi Turbolasers at Executor right" above "Vi
// Barrage at Ex right"; so the spelling is chosen once for the whole list,
// the fullest in which all its lines fit, and each ship and each weapon is
// written one way in every line. The sheet beside the map names the line
// under the cursor in full.

// listForm is how one action list writes its attacks and options: the
// player's legal intents in one state, at one width.
type listForm struct {
	s     *sb.State
	by    engine.Player
	w     int
	ships []sb.ShipInfo
	ids   []string // the map ids (mapIDs)
	// attackIDs is which ships the attacks name by map id: 0 none, 1 the
	// attackers, 2 the targets too.
	attackIDs int
	// keyword marks the weapons written by their last word: those whose
	// lines are too wide even with both map ids.
	keyword map[weaponKey]bool
	// playForm is how an option that several ships could pay for names
	// the payer: 0 in full ("Power to Engines (class 2), paid by Star
	// Destroyer 3"), 1 without the class ("Power to Engines: Star
	// Destroyer 3"), 2 by its map id.
	playForm int
}

// weaponKey is one weapon of one ship.
type weaponKey struct {
	ship   sb.ShipID
	weapon int
}

// listForm is the form of the list of player by in s at the list's
// width, kept while the frame's state and width stay the same.
func (g *sbGame) listForm(s *sb.State, by engine.Player) *listForm {
	if f := g.form; f != nil && f.s == s && f.by == by && f.w == g.itemW {
		return f
	}
	g.form = newListForm(s, by, g.itemW)
	return g.form
}

func newListForm(s *sb.State, by engine.Player, w int) *listForm {
	f := &listForm{s: s, by: by, w: w, ships: s.Ships(), keyword: map[weaponKey]bool{}}
	f.ids = mapIDs(s, f.ships)
	var attacks []sb.Attack
	var plays []sb.Play
	for _, in := range s.Legal(by) {
		switch x := in.(type) {
		case sb.Attack:
			if validID(f.ships, x.Ship) && validID(f.ships, x.Target) {
				attacks = append(attacks, x)
			}
		case sb.Play:
			if f.payerNamed(x) {
				plays = append(plays, x)
			}
		}
	}
	for _, a := range attacks {
		f.attackIDs = max(f.attackIDs, f.leastAttackIDs(a))
	}
	for _, a := range attacks {
		if tui.Width(f.attackLine(a, f.attackIDs, false)) > w {
			f.keyword[weaponKey{a.Ship, a.Weapon}] = true
		}
	}
	for _, p := range plays {
		need := 2
		for form := 0; form < 2; form++ {
			if tui.Width(f.playLine(p, form)) <= w {
				need = form
				break
			}
		}
		f.playForm = max(f.playForm, need)
	}
	return f
}

// leastAttackIDs is the fewest map ids a's line needs to fit with its
// weapon's full name (2 when it does not fit even so).
func (f *listForm) leastAttackIDs(a sb.Attack) int {
	for n := 0; n < 2; n++ {
		if tui.Width(f.attackLine(a, n, false)) <= f.w {
			return n
		}
	}
	return 2
}

// attack names an attack as the list does. One the list does not hold
// (the form was made from the player's legal intents) is shortened as it
// needs beyond that, so that its target and face are never cut off.
func (f *listForm) attack(a sb.Attack) string {
	if !validID(f.ships, a.Ship) || !validID(f.ships, a.Target) {
		return itemText(f.s, a)
	}
	kw := f.keyword[weaponKey{a.Ship, a.Weapon}]
	line := f.attackLine(a, f.attackIDs, kw)
	if tui.Width(line) <= f.w {
		return line
	}
	n := max(f.attackIDs, f.leastAttackIDs(a))
	line = f.attackLine(a, n, false)
	if tui.Width(line) <= f.w {
		return line
	}
	return f.attackLine(a, 2, true)
}

// attackLine is "Viscount Barrage at Executor front" with ids of the
// ships' map ids (attackIDs), the weapon by its last word when keyword.
func (f *listForm) attackLine(a sb.Attack, ids int, keyword bool) string {
	att, tgt := f.s.Name(a.Ship), f.s.Name(a.Target)
	if ids >= 1 {
		att = f.ids[a.Ship]
	}
	if ids >= 2 {
		tgt = f.ids[a.Target]
	}
	wn := fmt.Sprintf("weapon %d", a.Weapon)
	if wp, ok := weaponOf(f.s, f.ships[a.Ship], a.Weapon); ok {
		wn = wp.Name
	}
	if words := strings.Fields(wn); keyword && len(words) > 0 {
		wn = words[len(words)-1] // "Missiles", "Torpedoes"
	}
	line := fmt.Sprintf("%s %s at %s", att, wn, tgt)
	if a.Face != 0 {
		line += " " + a.Face.String()
	}
	return line
}

// payerNamed reports whether the line of an option names its payer: when
// several ships could pay, so that its lines differ where they are read.
func (f *listForm) payerNamed(p sb.Play) bool {
	return len(f.s.Payers(p.By, p.Option)) > 1 && validID(f.ships, f.s.PayerOf(p))
}

// play names an option as the list does; like attack, one the list does
// not hold is shortened further as it needs.
func (f *listForm) play(p sb.Play) string {
	if !f.payerNamed(p) {
		return itemText(f.s, p)
	}
	for form := f.playForm; form < 2; form++ {
		if line := f.playLine(p, form); tui.Width(line) <= f.w {
			return line
		}
	}
	return f.playLine(p, 2)
}

// playLine is an option paid by a named ship in form (see playForm).
func (f *listForm) playLine(p sb.Play, form int) string {
	switch form {
	case 0:
		return itemText(f.s, p)
	case 1:
		return fmt.Sprintf("%s: %s", p.Option, f.s.Name(f.s.PayerOf(p)))
	}
	return fmt.Sprintf("%s: %s", p.Option, f.ids[f.s.PayerOf(p)])
}
