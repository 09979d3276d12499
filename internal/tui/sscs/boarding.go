package sscs

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// troopShort names a kind of boarding unit in a few letters for the
// sheet's list of who is aboard.
func troopShort(kind int) string {
	switch kind {
	case 0:
		return "Crew"
	case 1:
		return "Marine"
	case 2:
		return "Commando"
	case 3:
		return "Heavy"
	case 4:
		return "Powered"
	}
	return "unit"
}

// aboard is the line of a ship's record that says which boarding units
// are aboard a boarded ship, side by side, by number, with the unit each
// is assigned to attack: "Aboard: Vorr 9→14 10 Commando, 11 Heavy ·
// Concord 14 15 Crew". Nothing when no enemy is.
func (g *mapGame) aboard(s *sscs.State, sh sscs.ShipInfo) string {
	// Only a boarding action is told: a ship's own squads at home are on
	// its list of auxiliaries already.
	boarded := false
	for _, q := range s.Squads() {
		boarded = boarded || q.Alive && q.Host == sh.ID && q.Side != sh.Side
	}
	if !boarded {
		return ""
	}
	var parts []string
	for _, side := range []int{int(sh.Side), 1 - int(sh.Side)} {
		var kinds []string
		byKind := map[int][]string{}
		for _, q := range s.Squads() {
			if !q.Alive || q.Host != sh.ID || int(q.Side) != side {
				continue
			}
			if _, ok := byKind[q.Kind]; !ok {
				kinds = append(kinds, troopShort(q.Kind))
			}
			byKind[q.Kind] = append(byKind[q.Kind], unitMark(s, q))
		}
		if len(kinds) == 0 {
			continue
		}
		var groups []string
		for k := 0; k <= 4; k++ {
			if ids := byKind[k]; len(ids) > 0 {
				groups = append(groups, strings.Join(ids, " ")+" "+troopShort(k))
			}
		}
		parts = append(parts, s.SideName(engine.Player(side))+" "+strings.Join(groups, ", "))
	}
	if len(parts) == 0 {
		return ""
	}
	return "Aboard: " + strings.Join(parts, " · ")
}

// unitMark is a unit's number on the "Aboard" line, with "→n" for the
// enemy unit it is assigned to attack when the viewer may know it (its own
// units' always; the other side's once the declarations are revealed): an
// assignment was seen nowhere but in the log, and the other side's not
// before the combat's rolls.
func unitMark(s *sscs.State, q sscs.SquadInfo) string {
	m := fmt.Sprint(q.ID)
	if q.Target < 0 {
		return m
	}
	if t, ok := squadByID(s, q.Target); ok && t.Alive && t.Host == q.Host {
		m += "→" + fmt.Sprint(t.ID)
	}
	return m
}

// squadByID finds a boarding unit.
func squadByID(s *sscs.State, id sscs.SquadID) (sscs.SquadInfo, bool) {
	for _, q := range s.Squads() {
		if q.ID == id {
			return q, true
		}
	}
	return sscs.SquadInfo{}, false
}

// assignLines say what a boarding unit's attack on the unit it is
// assigned to needs (Boarding, as the game will roll it: BoardingOdds):
// the table's number, the modifiers on the die, and the chance on a d6.
func (g *mapGame) assignLines(s *sscs.State, in sscs.Assign, w int) []string {
	a, ok1 := squadByID(s, in.Squad)
	d, ok2 := squadByID(s, in.Target)
	if !ok1 || !ok2 {
		return nil
	}
	host, ok := s.Ship(a.Host)
	if !ok {
		return nil
	}
	t := g.theme
	out := []string{t.Render(render.Title, tui.Truncate(fmt.Sprintf("%d %s → %d %s", a.ID, troopShort(a.Kind), d.ID, troopShort(d.Kind)), w))}
	need, mods, ok := s.BoardingOdds(in.Squad, in.Target)
	if !ok {
		return out
	}
	why := []string{fmt.Sprintf("table %s (1 + %d − %d)", engine.SignedNumber(need), a.Kind, d.Kind)}
	mod := 0
	for _, m := range mods {
		mod += m.Value
		why = append(why, plusMinus(m.Value)+" "+m.Why)
	}
	out = append(out, tui.Wrap("aboard the "+host.Name+": "+strings.Join(why, ", "), w, 2)...)
	line, wins := oddsLine(need, mod)
	role := render.Good
	if wins < 3 {
		role = render.Warn
	}
	for _, l := range tui.Wrap(g.txt(line), w, 2) {
		out = append(out, t.Render(role, l))
	}
	return out
}

// oddsLine is a boarding attack's chance on its d6 (Boarding: the die plus
// the modifiers must come to the table's number or less), and how many
// faces win; when none does, it says so and why, as the log does: a d6
// shows 1 at least, or the least it makes with the modifiers.
func oddsLine(need, mod int) (string, int) {
	wins := min(max(need-mod, 0), 6)
	die := "1d6"
	if mod != 0 {
		die = "1d6 " + plusMinus(mod)
	}
	line := fmt.Sprintf("%s ≤ %s: %d in 6", die, engine.SignedNumber(need), wins)
	if wins == 0 {
		if mod == 0 {
			line += ", cannot succeed: a d6 shows 1 at least"
		} else {
			line += ", cannot succeed: the least it makes is " + engine.SignedNumber(1+mod)
		}
	}
	return line, wins
}

// plusMinus writes a modifier with its sign, a minus sign (−1) as the log
// writes it, not the hyphen of %+d.
func plusMinus(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return engine.SignedNumber(n)
}
