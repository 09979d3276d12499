package starmada

import (
	"fmt"
	"slices"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// fireOdds tell, above the firer's record, what the declaration under the
// cursor will roll, as the game works it out (State.FireOdds): where the
// target lies, the To-Hit dice with each modifier and the number needed,
// the penetration and damage dice, and the abilities that change the dice
// in ways the numbers do not show. Short enough for the 80×24 sheet; the
// help's rule page says it whole (fireOddsWords).
func (g *smGame) fireOdds(s *sm.State, in sm.Target, w int) []string {
	t := g.theme
	o, err := s.FireOdds(in)
	if err != nil {
		return g.wrapped(t.Render(render.Bad, err.Error()), w)
	}
	var out []string
	add := func(style render.Role, l string) { out = append(out, g.wrapped(t.Render(style, l), w)...) }
	where := fmt.Sprintf("%s, %s %s, %s", engine.Count(o.Range, "hex", "hexes"), arcWord(o.Arcs), o.Arcs, o.Band)
	if o.AtCraft {
		where += " (5.3.3)"
	}
	add(render.Good, where)
	add(render.Dim, toHitLine(o, false))
	if o.AtCraft {
		add(render.Dim, "a hit kills a fighter (5.3.3)")
	} else {
		add(render.Dim, penLine(o, false)+"; "+dmgLine(o))
	}
	if notes := abilityNotes(o, false); len(notes) > 0 {
		add(render.Dim, strings.Join(notes, "; "))
	}
	return out
}

// fireOddsWords are the odds in whole sentences, for the rule page.
func fireOddsWords(o sm.FireOdds) []string {
	where := fmt.Sprintf("This attack: the target is %s away in %s %s, at %s range", engine.Count(o.Range, "hex", "hexes"), arcWord(o.Arcs), o.Arcs, o.Band)
	if o.AtCraft {
		// The roll is made at o.Band, a band further than the distance's
		// against fighters (5.3.3): the game says which is which.
		where = fmt.Sprintf("This attack: the target is %s away in %s %s, at %s range, counted as %s against fighters (5.3.3)",
			engine.Count(o.Range, "hex", "hexes"), arcWord(o.Arcs), o.Arcs, o.RangeBand, o.Band)
	}
	out := []string{where + "."}
	hit := toHitLine(o, true)
	if o.Pooled > 0 {
		hit += fmt.Sprintf(" (the %s of the battery already declared at it roll with these, 4.2.1)", engine.Count(o.Pooled, "weapon", "weapons"))
	}
	out = append(out, hit+".")
	if o.AtCraft {
		out = append(out, "Each hit destroys a fighter or satellite of the stack, with no shield or damage roll (5.3.3).")
	} else {
		out = append(out, "Shields (4.2.2): "+penLine(o, true)+".", "Damage (4.2.3): "+dmgWords(o)+".")
	}
	if notes := abilityNotes(o, true); len(notes) > 0 {
		out = append(out, "Abilities: "+strings.Join(notes, "; ")+".")
	}
	return out
}

func arcWord(a interface{ String() string }) string {
	if len(a.String()) > 1 {
		return "arcs"
	}
	return "arc"
}

func oddsHas(o sm.FireOdds, a sm.Ability) bool { return slices.Contains(o.Abilities, a) }

// toHitLine: "To-Hit 4d6 at 4+, -1 long range, -1 ECM: 6+ rolled". The
// number a die must show, before its modifiers: the log's "needs 3+ each"
// is the To-Hit number the modified dice are held to, and "needs 4+" here
// read as another number for the same shot (a new player's report).
func toHitLine(o sm.FireOdds, long bool) string {
	dice := fmt.Sprintf("%dd6", o.Dice)
	if oddsHas(o, sm.VariableROF) {
		dice = fmt.Sprintf("%d ROF points on the chart (B.27)", o.Dice)
	}
	l := fmt.Sprintf("To-Hit %s at %d+", dice, o.ToHit)
	for _, m := range o.Mods {
		l += fmt.Sprintf(", %+d %s", m.Value, m.Why)
	}
	switch {
	case o.Sixes > 0 && long:
		l += fmt.Sprintf(": needs %d+, so every %d unmodified 6s make one hit (4.2.1)", o.Need, o.Sixes)
	case o.Sixes > 0:
		l += fmt.Sprintf(": %d+, %d sixes a hit (4.2.1)", o.Need, o.Sixes)
	case o.Face > o.Need:
		l += fmt.Sprintf(": %d+ rolled (a 1 always misses, 4.2.1)", o.Face)
	case len(o.Mods) == 0:
	default:
		l += fmt.Sprintf(": %d+ rolled", o.Face)
	}
	return l
}

// penLine: "PEN 1 a hit, over shields 3".
func penLine(o sm.FireOdds, long bool) string {
	unit := ""
	if oddsHas(o, sm.VariablePEN) {
		unit = " pts"
	}
	l := fmt.Sprintf("PEN %d%s a hit", o.PEN, unit)
	if long {
		l = fmt.Sprintf("each hit rolls %s", engine.Count(o.PEN, "penetration die", "penetration dice"))
		if oddsHas(o, sm.VariablePEN) {
			l = fmt.Sprintf("each hit rolls %d PEN points on the chart (B.26)", o.PEN)
		}
	}
	var why []string
	if oddsHas(o, sm.VariablePEN) && !long {
		why = append(why, "B.26") // what "pts" means, as DMG's and ROF's name theirs
	}
	for _, a := range []sm.Ability{sm.RangeBasedPEN, sm.ShieldResonant} {
		if oddsHas(o, a) {
			why = append(why, a.Section())
		}
	}
	if oddsHas(o, sm.IncreasedPEN) {
		why = append(why, "×(1+margin) B.10")
	}
	if len(why) > 0 {
		l += " (" + strings.Join(why, ", ") + ")"
	}
	switch {
	case o.Ignores:
		return l + ", all through (B.8)"
	case o.Exceed == 0:
		return l + ", all through (shields 0)"
	case oddsHas(o, sm.HalvesShields) && long:
		return l + fmt.Sprintf("; a die above %d (shields %d halved, rounded up, B.7) gets through", o.Exceed, o.Shields)
	case oddsHas(o, sm.HalvesShields):
		return l + fmt.Sprintf(", over %d (shields %d halved, B.7)", o.Exceed, o.Shields)
	case long:
		return l + fmt.Sprintf("; a die above %d, the target's shields, gets through", o.Exceed)
	}
	return l + fmt.Sprintf(", over shields %d", o.Exceed)
}

// dmgLine: "DMG 1 each".
func dmgLine(o sm.FireOdds) string {
	l := fmt.Sprintf("DMG %d each", o.DMG)
	if oddsHas(o, sm.VariableDMG) {
		l = fmt.Sprintf("DMG %d pts each (B.23)", o.DMG)
	}
	if oddsHas(o, sm.RangeBasedDMG) {
		l += " (B.16)"
	}
	if oddsHas(o, sm.IncreasedDMG) {
		l += " ×margin (B.9)"
	}
	return l
}

// dmgWords: "each die through rolls 1 damage die".
func dmgWords(o sm.FireOdds) string {
	l := "each die through rolls " + engine.Count(o.DMG, "damage die", "damage dice")
	if oddsHas(o, sm.VariableDMG) {
		l = fmt.Sprintf("each die through rolls %d DMG points on the chart (B.23)", o.DMG)
	}
	if oddsHas(o, sm.RangeBasedDMG) {
		l += " (B.16)"
	}
	if oddsHas(o, sm.IncreasedDMG) {
		l += ", times what it beat the shields by (B.9)"
	}
	return l
}

// abilityNotes name the abilities that change the dice in ways the
// numbers do not show; long adds those that change only what a damage
// die does.
func abilityNotes(o sm.FireOdds, long bool) []string {
	var out []string
	for _, a := range o.Abilities {
		w := ""
		switch a {
		case sm.Repeating:
			w = "a hit rolls again"
		case sm.RerollsToHit:
			w = "a miss re-rolled"
		case sm.MustRerollToHit:
			w = "a hit re-rolled"
		case sm.RerollsPEN:
			if !o.AtCraft {
				w = "a failed PEN die re-rolled"
			}
		case sm.MustRerollPEN:
			w = "a PEN die through re-rolled"
		case sm.NoRangeModifiers:
			w = "no range modifier"
		default:
			if long && !o.AtCraft && a != sm.VariableROF && a != sm.VariablePEN && a != sm.VariableDMG &&
				a != sm.RangeBasedROF && a != sm.RangeBasedPEN && a != sm.RangeBasedDMG && a != sm.IncreasedPEN && a != sm.IncreasedDMG &&
				a != sm.ShieldResonant && a != sm.HalvesShields && a != sm.IgnoresShields &&
				a != sm.DoubledRangeModifiers && a != sm.InvertedRangeMods {
				w = a.String()
			}
		}
		if w != "" {
			out = append(out, w+" ("+a.Section()+")")
		}
	}
	return out
}
