package starshipbattles

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// help is Screens.Help: the legend of the map and the sheets, the round
// with the current phase marked, and the rule of the action under the
// cursor. The rules are the game package's; these pages only say them
// again in short, in the project's words.
func help(view engine.State, me engine.Player, hover engine.Intent) []tui.HelpPage {
	s := sbState(view)
	if s == nil {
		return nil
	}
	return []tui.HelpPage{legend(s, me), roundPage(s), rulePage(s, hover)}
}

// legendGlyphs are the map's Unicode glyphs, which the legend names: with
// --ascii the shell's ASCII fold turns each into the one the ASCII map
// draws ("•" into "o", "×" into "x", "░" into "="), as for every text.
var legendGlyphs = render.NewTheme(false, false).Glyph

func legend(s *sb.State, me engine.Player) tui.HelpPage {
	g := legendGlyphs
	m := g.Marks
	lines := []string{
		"Ships: the id in the side's colour with an arrow for the facing (class 1–3); a class 1 ship fills 3×3 squares, a class 2 ship 2×2, shown as one block (" + g.Body + "); a fighter is an id of up to three letters, with no facing. Drawn small (two columns a square), a one-square ship shows one letter beside its arrow and a fighter two, letters no other ship there shows: they are in brackets below (a one-square ship whose own letters are taken gets one no ship's id begins with, never another's in small letters). Where two ids touch with no arrow between (a fighter beside another ship in its row), every second is drawn on a grey tile, so that each reads apart; without colour a fighter there shows a bar and one letter of its own instead (" + g.V + " and its letter in brackets below), a ship is drawn faint.",
		"Squares are column,row from 0,0 at the top left; a class 1 or 2 ship goes by the top-left square of its block (Viscount at 12,29: 12–14, 29–31), in the log and the typed set-up alike.",
		"While choosing a move: " + m.Reachable + " a square the ship may end its move in, " + m.LineOfSight + " where this step goes, " + m.InRange + " a square next to an enemy fighter (its zone of control stops a fighter).",
		"While choosing an attack: " + m.Target + " on the target's squares (a one-square target in " + g.TargetL + " " + g.TargetR + "); " + m.InArc + " the squares that see the face attacked, " + m.ArcAndRange + " a square on the target's diagonal, which sees two faces (the attacker chooses); " + m.Reachable + " the weapon's front spine (Frontal Battery) or broadsides (Barrage, Proton Barrage); " + m.InRange + " the adjacency ring a fighter attacks or is attacked in.",
		"Launching: " + m.Reachable + " the free squares next to the carrier, " + m.LineOfSight + " where the fighter goes. Set-up: " + m.InRange + " your set-up area, " + m.Reachable + " where the ship would stand, " + m.Target + " where it may not (a one-square ship in " + g.TargetL + " " + g.TargetR + ").",
		"Stat card: class and cost; dmg counters against the Hull of the side shown; Def front/side/rear (F R B L when the sides differ); each weapon +Attack/Damage, 'fired' once it has attacked this round ('L fired' or 'R fired': a broadside weapon with one of its two broadside attacks made); PD and abilities ('Not in Quick Start' lists what that game leaves out); Command entries by the classes they pay for, [ ] once spent; what is in effect for the team this round; the other side of the card in short.",
		"Fleet Commander (v): each side's unspent Command counters by class 1 2 3 4; your four class areas, (n) counters left, ✓ an option chosen this round; each fleet's fighter pool.",
	}
	var ids []string
	ships := s.Ships()
	mapped := mapIDs(s, ships)
	v := shipMap(s, me, nil)
	v.Units = (&sbGame{}).Units(s, me)
	small := render.SquareCompactIDs(v) // as the compact map draws them
	letters := render.SquareOverviewLetters(v)
	apart := render.SquareApartIDs(v) // a fighter after another id, without colour
	var moved []string                // ids whose overview letter is not their first
	for i, sh := range ships {
		if sh.Where == sb.OnGrid {
			id := mapped[i] + " " + s.Name(sh.ID)
			var forms []string
			if f, ok := small[mapped[i]]; ok && sh.Space.Size == 1 {
				forms = append(forms, f)
			}
			if l, ok := apart[mapped[i]]; ok {
				forms = append(forms, g.V+l)
			}
			if len(forms) > 0 {
				id += " (" + strings.Join(forms, ", ") + ")"
			}
			ids = append(ids, id)
			if l, ok := letters[mapped[i]]; ok && !strings.HasPrefix(mapped[i], l) {
				moved = append(moved, mapped[i]+" as "+l)
			}
		}
	}
	if len(ids) > 0 {
		lines = append(lines, "On the map: "+strings.Join(ids, ", ")+".")
		over := "The overview (0, or - from the small map) shows each ship as one letter of its own: the first of its id"
		if len(moved) > 0 {
			over += ", unless another ship has it: " + strings.Join(moved, ", ")
		}
		lines = append(lines, over+"; a digit counts the ships that share one of its cells.")
	}
	return tui.HelpPage{Title: "Legend", Lines: lines}
}

func roundPage(s *sb.State) tui.HelpPage {
	lines := []string{
		beforeText(s),
		initiativeText(s),
		"2. Move: the first team moves each ship once, up to its class in squares, then launches fighters from its pool; then the other team.",
		"3. Attack: the team that moved second attacks first. Point-Defense first, then each weapon of each ship once. Damage counters go beside the cards.",
		"4. Damage: all counters take effect together. A ship whose counters reach its Hull turns to its reduced side and that many counters come off; with no reduced side, or counters enough for both sides, it is destroyed (Damage Control first, for a damaged class 1 ship).",
		"The battle ends when a side has no ship left on the grid.",
	}
	mark := -1
	switch s.Phase().Name {
	case sb.PhaseBuild, sb.PhaseSetup:
		mark = 0
	case sb.PhaseInitiative, sb.PhaseReroll, sb.PhaseOrder:
		mark = 1
	case sb.PhaseMove, sb.PhaseLaunch, sb.PhaseDisplace:
		mark = 2
	case sb.PhaseAttack, sb.PhaseAttackerOpts, sb.PhaseDefenderOpts, sb.PhaseFlyCasual, sb.PhaseEmperor:
		mark = 3
	case sb.PhaseDamage, sb.PhaseDamageControl:
		mark = 4
	}
	if mark >= 0 {
		lines[mark] = "▶ " + lines[mark]
	}
	if s.QuickStart() {
		// Damage Control is a Fleet Commander option, which the Quick
		// Start game leaves out.
		lines[4] = strings.Replace(lines[4], " (Damage Control first, for a damaged class 1 ship)", "", 1)
		lines = append(lines, "Quick Start rules: no special abilities and no Fleet Commander.")
	}
	return tui.HelpPage{Title: fmt.Sprintf("Round %d", max(1, s.Round())), Lines: lines}
}

// beforeText says how this battle's fleets come to the table: built in
// secret or given by the scenario, and who sets up first: the lower of a
// d20 each, or the side the scenario names (the Quick Start battle's
// Light Side).
func beforeText(s *sb.State) string {
	built := false
	for p := engine.Player(0); int(p) < s.Players(); p++ {
		if s.Fleet(p).Budget > 0 {
			built = true
		}
	}
	text := "Before the battle: the fleets are the scenario's"
	if built {
		text = "Before the battle: fleets are built in secret to the point limit and revealed together"
	}
	rolled := built || s.Initiative().Setup != [2]int{}
	if s.Players() > 2 {
		if rolled {
			text += "; a d20 a team, the lower team sets up first"
		} else {
			text += "; the team the scenario names sets up first"
		}
		text += fmt.Sprintf(": both fleets of a team share one area, within %d squares of its edge", sb.SetupDepth)
		if built {
			return text + " (a class 1–3 ship is refused while building when it would not fit there beside the team's other ships)."
		}
		return text + "."
	}
	if rolled {
		return text + fmt.Sprintf("; a d20 each, the lower sets up first within %d squares of its edge.", sb.SetupDepth)
	}
	return text + fmt.Sprintf("; the side the scenario names sets up first, within %d squares of its edge, then the other.", sb.SetupDepth)
}

// initiativeText is step 1 of the round; in team play the choice of the
// order falls to the winning team's first player whose fleet still has a
// ship on the grid (the game package's leadOf).
func initiativeText(s *sb.State) string {
	text := "1. Initiative: a d20 a team, ties rolled again. The lower moves first and attacks second (or, with the 'choose' option, the higher chooses"
	if s.Players() > 2 {
		text += ": in team play its first player with a ship still on the grid"
	}
	text += ")."
	if !s.QuickStart() {
		// Interdict (glossary): the game package's startRound decides
		// round 1 so, with no check and no reroll.
		text += " In round 1 a team that alone has a ship with Interdict in play wins the initiative with no roll, and no reroll is allowed."
	}
	return text
}

// rulePage says the rule of the action under the cursor.
func rulePage(s *sb.State, hover engine.Intent) tui.HelpPage {
	page := tui.HelpPage{Title: "Rule"}
	switch x := hover.(type) {
	case sb.Add, sb.Remove:
		page.Lines = []string{"A fleet is of one faction, within the point limit. A Unique ship (a named ship) is taken once a fleet, once a team in team play; two cards that count as one name are one ship. A fleet needs a ship of class 1, 2 or 3: fighters enter only by launch. A fleet that can buy none any more (in team play a teammate may have filled the shared set-up area or taken the Unique ships left) may finish without one; its fighters then wait in a pool nobody launches."}
	case sb.Place:
		page.Lines = []string{fmt.Sprintf("A ship sets up with its whole space within %d squares of its side's edge, on free squares, facing N, E, S or W. Fighters wait in the fighter pool.", sb.SetupDepth)}
	case sb.Step, sb.Stop:
		page.Lines = []string{
			"A ship moves once a round, up to its class in squares (class 1: one square, class 4: four).",
			"Class 1 and 2: straight ahead, or a quarter turn and then ahead; never backward or diagonally (class 2 diagonally under Power to Engines); the ship faces the way it last moved.",
			"Class 3: any direction, and it chooses its facing when it stops. Class 4: any direction, no facing.",
			"A ship may pass over allies but not stop on them, and never enters an enemy's square, except that class 1 and 2 ships push enemy fighters aside. A ship that leaves the grid has fled, which counts as destroyed; the screen asks before such a step.",
			"A fighter that comes next to an enemy fighter stops (zone of control) unless Interceptor or Assault says otherwise; Tractor Beams stop enemy nonfighters of their class or smaller next to them (never fighters).",
		}
		if why := aheadWhy(s, hover); why != "" {
			page.Lines = append(page.Lines, why)
		}
	case sb.Launch:
		page.Lines = []string{"After its ships have moved, a fleet launches fighters from its pool onto free squares next to a ship with Fighter Launch, up to the rating each round (halved, rounded up, while an Interdict ship is in play). A launched fighter does not move that round."}
	case sb.Attack:
		page.Lines = []string{
			"Roll a d20 and add the weapon's Attack and the bonuses; a total of at least the Defense of the face attacked hits. A natural 20 always hits and deals 1 more damage; a natural 1 always misses.",
			"Class 1–3 ships attack enemy ships at any range, fighters only when adjacent (a class 3 ship 2 squares away under Incoming Fighters); fighters attack only adjacent enemies, except a nonfighter 2 squares away: with a Long-Range Bomber's named weapon at half its Damage rating, bonuses added after, or with any weapon under Long-Range Bombardment at half the attack's whole damage, bonuses included, before DR comes off.",
			"The face is where the attacker stands, divided by the target's diagonals; on a diagonal the attacker chooses. Barrage and Proton Barrage fire into a broadside (one broadside attack each side a round), a Frontal Battery into the front spine.",
			"Damage counters are placed now and take effect in the damage phase: a ship over its Hull still attacks at full strength this round.",
		}
		if _, _, _, ok := s.Odds(x); ok {
			page.Lines = append([]string{attackText(s, s.Ships(), x) + ": " + oddsText(s, x) + "."}, page.Lines...)
		}
	case sb.Play:
		page.Lines = []string{
			x.Option.String() + ": " + x.Option.Effect() + ".",
			"Fleet Commander: an option is paid with a Command counter of a ship that covers its class, once a battle each; each option once a round; a bonus is chosen after an attack is declared and before the roll, Fly Casual after the roll.",
			"When more than one ship could pay, you choose which: ←/→ on a question's line, one line a ship in the Fleet Commander list (c). The first is the narrowest counter; a destroyed ship's unspent counters are lost with it.",
			"In team play you pay with your own fleet's counters and the option works for your teammate's ships as for your own; around an attack every player with an option for it is asked, in seat order from the attacking player.",
		}
		if s.Players() > 2 && !s.QuickStart() {
			// Rules 11 (Prompts, item 7): the question of an ally's part.
			page.Lines = append(page.Lines, "Before a teammate's ships move, before it launches and before its attacks, you are asked about Power to Engines, Scramble Fighters, Incoming Fighters and Long-Range Bombardment where one would help its ships, until you pass.")
		}
	case sb.Done:
		page.Lines = []string{"Done ends your part of this step: ships not moved hold their positions; fighters not launched stay in the pool; weapons not fired stay silent this round."}
	case sb.Pass:
		page.Lines = []string{"Passing declines what the question offers: no Fleet Commander option is played and no counter is spent, the initiative check is not rerolled, or the damage stays on the ship attacked; play goes on as it stands."}
		if ally, _, ok := s.AllyPart(); ok {
			page.Lines = append(page.Lines, "After a pass here you are not asked again in this part of "+sideName(s, ally)+"'s turn.")
		}
	case sb.Displace:
		page.Lines = []string{"Pushed fighters: a class 1 or 2 ship that moves into enemy fighters' squares pushes them aside. Each goes to one of the free squares nearest it outside the ship's space; when there is more than one, its controller chooses (t). When two of one player's pushed fighters want a square in common, that player also chooses which goes first."}
	case sb.Shift:
		page.Lines = []string{"Emperor's Will: the damage of an attack by a nonadjacent enemy on the ship with this ability may go to an allied fighter next to it instead; only the target ship's player decides."}
	case sb.Reroll:
		page.Lines = []string{"Advanced Communications Array: its team may reroll its initiative check once a round (under initiative=choose, only when it lost); the reroll stands."}
	case sb.Order:
		page.Lines = []string{"Initiative (initiative=choose): the team that won the check chooses to move first and attack second, or to move second and attack first."}
	default:
		page.Lines = []string{"Move the cursor onto an action to read its rule here."}
	}
	return page
}

// aheadWhy says why the step straight ahead of the ship a step or stop is
// for is not in the list, in the game's words ("Viscount N is not open:
// Viscount may pass V-wing, an allied ship, but not end its move in its
// square ..."); "" when it is, and for a fighter, which has no facing. A
// play-tester whose own fighters stood ahead of the Viscount found only
// its turns listed and no word why.
func aheadWhy(s *sb.State, hover engine.Intent) string {
	var by engine.Player
	var id sb.ShipID
	switch x := hover.(type) {
	case sb.Step:
		by, id = x.By, x.Ship
	case sb.Stop:
		by, id = x.By, x.Ship
	default:
		return ""
	}
	sh, ok := s.Ship(id)
	if !ok || sh.Class == 4 { // a fighter has no ahead
		return ""
	}
	ahead := sb.Step{By: by, Ship: id, Dir: sb.DirOf(sh.Facing)}
	err := s.Check(ahead)
	if err == nil {
		return ""
	}
	return fmt.Sprintf("%s %v is not open: %s.", s.Name(id), ahead.Dir, strings.TrimSuffix(err.Error(), "."))
}
