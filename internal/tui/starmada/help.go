package starmada

import (
	"fmt"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// help is Screens.Help: the legend of the map and the record sheet, the
// turn with the current phase marked, and the rules of what the cursor is
// on. The rules are the game package's; these pages say them again in
// short, in the words of docs/rules/starmada.md.
func help(view engine.State, me engine.Player, hover engine.Intent) []tui.HelpPage {
	s := smState(view)
	if s == nil {
		return nil
	}
	return []tui.HelpPage{mapLegend(s, me), sheetLegend(), turnPage(s), rulePage(s, hover)}
}

// mapLegend is the map's legend. It is written once for both screens: a
// glyph that the --ascii fold turns into another than the ASCII map draws
// (the overview's empty · folds to -, the map draws .) is named in both
// (tui.LegendGlyph).
func mapLegend(s *sm.State, me engine.Player) tui.HelpPage {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	lines := []string{
		"Hexes are numbered CCRR, column then row, each from 00 (the numbers along the map's top and left edges): 1502 is column 15, row 02. Orders, set-up and flights are typed with these numbers; " + keyName(tui.KeyGoTo) + " jumps to a hex or a ship.",
		"Ships: an id of two or three letters or digits made from the ship's name, in its side's colour, with an arrow for its facing (↑ N, ↗ NE, ↘ SE, ↓ S, ↙ SW, ↖ NW): the arrow follows the id for N, NE, SE and S and precedes it for SW and NW (Ad↗ faces NE, ↙Ad SW), which tells the two facings that share / or \\ with --ascii apart. A + after the id (in the compact drawing, in place of its second letter): more than one unit in the hex (" + keyName(tui.KeyNextUnit) + " shows each).",
		"Craft: f and the fighters of one side's flights in a hex (one stack, 5.3); s and the number of battle satellites (C.5).",
		"*2: an explosion of strength 2 (4.3.1): it blocks the line of sight, fire into or out of it is at −2, and a ship inside it takes 2 penetration dice in the End Phase. ▒: a hex that blocks the line of sight: an object (asteroid, planet), which blocks movement too (2.1.2), or an explosion (the shading under its *2).",
		fmt.Sprintf("%s the path of the orders being typed, where a flight goes, and in the set-up your zone (or, for objects, every hex an object may go to); × where the ship ends, what the flight attacks, the hex typed.", tui.LegendGlyph(uni.Marks.Reachable, asc.Marks.Reachable)),
		"While a declaration is under the cursor: + short, : medium, ~ long range of the battery (hexes in some weapon's arc, with a line of sight), * the line of sight, × the target, and the arcs A–F written in the hexes around the firer.",
		"Arcs (4.1.2): A and B ahead, to port and starboard of the bow; C and D on the port and starboard beams; E and F astern. A weapon coded AB fires into the 120 degrees ahead, EF astern, AC and BD forward on either side, CE and DF aft on either side. A hex on the line between two arcs is in both.",
		"Zoom: " + keyName(tui.KeyZoomIn) + " and " + keyName(tui.KeyZoomOut) + " step between the hexes drawn whole, a compact drawing (a line per row) and the overview (the whole board in a few cells: a ship's own letter, a digit where several stand, " + tui.LegendGlyph(uni.Empty, asc.Empty) + " empty); " +
			keyName(tui.KeyZoomAll) + " shows the whole board; " + keyName(tui.KeyFollowPlay) + " follows the ship in play; " + keyName(tui.KeyFullMap) + " gives the map the whole screen; " + keyName(tui.KeyUnitList) + " lists every unit with its sheet.",
	}
	if l := tui.SharedMapKeys(smGroups); l != "" {
		lines = append(lines, l)
	}
	var ids []string
	g := &smGame{}
	ships := s.Ships()
	idmap := g.shipIDs(ships)
	for _, sh := range ships {
		if live(sh) {
			ids = append(ids, idmap[sh.Name]+" "+sh.Name)
		}
	}
	if len(ids) > 0 {
		lines = append(lines, "On the map: "+strings.Join(ids, ", ")+".")
		lines = append(lines, overviewLine(g, s, me))
	}
	return tui.HelpPage{Title: "Map", Lines: lines}
}

// overviewLine says which ships the overview shows by another letter than
// their id's first: the first letters of the standard battle's fleets
// read "S A H L" and "H H M W" (Hive, Hornet 1, Hornet 2), and each ship
// now has a letter of its own (render.HexOverviewLetters).
func overviewLine(g *smGame, s *sm.State, me engine.Player) string {
	v := g.MapView(s, me, nil)
	v.Units = g.Units(s, me)
	moved := render.HexOverviewRenamed(v)
	line := "The overview (" + keyName(tui.KeyZoomAll) + ") shows each ship as one letter of its own: the first of its id"
	if len(moved) > 0 {
		line += ", unless another ship has it: " + strings.Join(moved, ", ")
	}
	return line + "."
}

func sheetLegend() tui.HelpPage {
	return tui.HelpPage{Title: "Record sheet", Lines: []string{
		"First line: the ship's id, name, class and Combat Rating (CR, the VPs the enemy scores when it goes). Then its side, hex, facing and movement points (MP: engine boxes not filled).",
		"Boxes (Hull, Engine, Shields, each weapon, each item of equipment): ○ intact; / slashed: hit during this phase, still working until the phase ends (4.3); ● filled: lost; - a crew casualty through a hull box (4.3.2). When every hull box is filled the ship explodes; when every one is marked, crew lines included, it is crippled: it can neither move nor fire, the enemy scores it, and it can still be attacked. A weapon or equipment hit marks, for the time being, the last working weapon of the battery the chart names (or the last working item), and fighters shot down come off the weakest flight of the stack; when the damage is filled in (after each flight's attack, at the end of the Combat Phase and in the End Phase) the defender chooses which ones the hits take, in the Damage step (" + keyOf(sm.KindLose) + "; 4.2.3, 5.2.1).",
		"(a) Laser Cannons 3+ 1/1/1: the battery's letter, name, To-Hit number and ROF/PEN/DMG (dice to hit per weapon, penetration dice per hit, damage dice per penetration).",
		"1-3/4-6/7-9: its short, medium and long range bands, in hexes (+1 to hit at short range, −1 at long, 4.2.1). Then one box per weapon with the arcs it covers: ○AB; > declared this Combat Phase; x the weapon a loss under the cursor would take. The battery's abilities (Appendix B) follow.",
		"Equipment: AFB anti-fighter batteries (C.1), ARM armor plating (C.2), AGB armored gun batteries (C.3), ARS auto-repair systems (C.4), SAT battle satellites left (C.5), ECM electronic countermeasures (−1 to hit the ship), FB fighter bays (5.1; no box: a hit cannot take them).",
		"1-6 Hull/Ea/Eb/Sb/Q/Hull: the damage chart (the Admirable's), one entry per face of a damage die: Hull fills a hull box; E an engine box, S a shield box, Q an item of equipment, a b c a weapon of that battery (2E is two).",
		"Orders: yours as written or 'not yet written'; for every enemy ship alike 'secret, not yet sealed', then 'sealed (secret)', until the Movement Phase reveals them (the replay viewer shows every ship's: written, 'none (stands still)' once sealed, or 'not yet written'). The lines under the sheet name the other units in the hex, the VPs and every ship's id.",
	}}
}

// keyOf is the key of a kind's group in the action list, and keyName a
// binding's key as its help writes it: the help names keys through them,
// never by hand, so that it names the keys that act (it told players to
// seal orders with s, where the key is n).
func keyOf(kind string) string { return smGroups[kind][1] }

func keyName(b key.Binding) string { return b.Help().Key }

// turnStep is a step of the turn and the phase it is played in.
type turnStep struct{ phase, text string }

// turnSteps are the steps of 2.2, the fleets and the set-up before them
// when the battle has them.
func turnSteps(s *sm.State) []turnStep {
	var steps []turnStep
	if s.Budget() > 0 {
		steps = append(steps, turnStep{sm.PhaseBuild, fmt.Sprintf("Fleets (2.1.1): each side builds its fleet to %d points of Combat Rating; even when the totals differ by at most a tenth of the lower.", s.Budget())})
	}
	if s.Budget() > 0 || len(s.SetupRolls()) > 0 || s.Phase().Name == sm.PhaseSetup {
		steps = append(steps, turnStep{sm.PhaseSetup, "Set-up (2.1.2): with objects, the higher roll places them and the other side chooses its edge; then the lower roll sets up all its ships within five rows of its edge and then its fighter flights in the same zone, then the other side."})
	}
	steps = append(steps,
		turnStep{sm.PhaseOrders, "1. Orders (3.2): each side writes every ship's movement orders in secret (" + keyOf(sm.KindOrders) + "), then seals them (" + keyOf(sm.KindSubmit) + "). Ships without orders stand still."},
		turnStep{"Movement", "2. Movement (3.3): all orders are revealed and carried out together. A ship that leaves the board is lost and scores for the enemy (3.3.2)."},
		turnStep{sm.PhaseFighters, fmt.Sprintf("3. Fighters (5.1.2): the higher roll chooses first; the choosing side flies one of its flights (%s) or makes an enemy flight act next (%s); the choice alternates. A flight moves up to %d hexes and may attack; its damage counts at once.", keyOf(sm.KindFly), keyOf(sm.KindPick), sm.FighterMove)},
		turnStep{sm.PhaseCombat, "4. Combat (4.1): the sides fire in turn, the first roll's winner first in turn 1, then alternating. Ship by ship: declare each battery's target (" + keyOf(sm.KindTarget) + "), then resolve that ship's attacks (" + keyOf(sm.KindResolve) + "); the next ship may declare having seen the dice. " + keyOf(sm.KindFire) + " ends your fire. Damage is slashed now and filled in at the end of the phase."},
		turnStep{sm.PhaseDamage, "   Damage step (4.2.3, 5.2.1): the owner of a hit ship chooses which weapon or item it loses (" + keyOf(sm.KindLose) + "), the owner of hit flights which fighters."},
		turnStep{sm.PhaseEnd, "5. End (2.2.5): auto-repair, continuing damage, explosions hit the ships inside them, damage is filled in, explosions weaken by one, except in the first End Phase after they appeared (one born in this End Phase keeps its strength through the next turn's too; 4.3.1); then the owner of each ship that can launch battle satellites chooses how many, none up to " + strconv.Itoa(sm.SatellitesPerTurn) + " (" + keyOf(sm.KindLaunch) + "; C.5). In the last turn's End Phase every ship launches what it may, unasked."},
	)
	return steps
}

// turnPage is the turn of 2.2 with the phase in play marked.
func turnPage(s *sm.State) tui.HelpPage {
	steps := turnSteps(s)
	ph := s.Phase().Name
	lines := make([]string, 0, len(steps)+2)
	for _, st := range steps {
		l := st.text
		if st.phase == ph {
			l = "▶ " + l
		} else {
			l = "  " + l
		}
		lines = append(lines, l)
	}
	lines = append(lines, "Each ship destroyed, crippled or gone off the board scores its CR for the other side. "+sm.Victory(s.Turns()),
		fmt.Sprintf("VP now: %s %d, %s %d.", s.Name(0), s.VP(0), s.Name(1), s.VP(1)))
	title := fmt.Sprintf("Turn %d of %d", s.Turn(), s.Turns())
	if ph == sm.PhaseBuild || ph == sm.PhaseSetup {
		title = "Before the battle"
	}
	return tui.HelpPage{Title: title, Lines: lines}
}

// rulePage says the rules of the action under the cursor.
func rulePage(s *sm.State, hover engine.Intent) tui.HelpPage {
	page := tui.HelpPage{Title: "Rule"}
	switch x := hover.(type) {
	case sm.WriteOrders:
		page.Lines = ordersRules(s, x)
	case sm.Submit:
		page.Lines = []string{"Sealing the orders (3.2): your orders can no longer change. When both sides have sealed theirs, every order is revealed and carried out together (3.3); ships without orders stand still (the screen asks first when some have none)."}
	case sm.Fly:
		page.Lines = flyRules(x)
	case sm.Pick:
		page.Lines = []string{"Picking (5.1.2): instead of flying one of its own flights, the choosing side may make an enemy flight act next; its owner then moves it and attacks with it. The choice then passes to the other side."}
	case sm.Target:
		page.Lines = targetRules(s, x)
	case sm.Resolve:
		page.Lines = append([]string{"Resolving (4.1.1): " + x.Ship + "'s declared attacks are rolled now, each battery's weapons at one target together: To-Hit, then shield, then damage dice (4.2). " + x.Ship + " declares nothing more this phase; your next ship may declare having seen the dice."}, attackRules()...)
	case sm.Fire:
		page.Lines = []string{"Ending the fire (4.1): the attacks still declared are resolved, and batteries without a target stay silent this phase (the screen asks first when some could still fire). Then the other side fires, or the phase ends: the slashed damage is filled in (4.3), after the defenders' choices."}
	case sm.Launch:
		page.Lines = []string{
			fmt.Sprintf("Launching battle satellites (C.5): in the End Phase a ship launches up to %d of the satellites it carries, as many as its owner chooses, none included; those kept aboard wait for a later End Phase. A satellite enters the board in its carrier's hex and moves and attacks from the next Fighter Phase: %d hexes in any direction, one die at 3+ with range 12.", sm.SatellitesPerTurn, sm.SatelliteMP),
			"Each ship is asked in turn, and both sides see the launch. A ship whose crew are all casualties launches none (the project's own reading), and one whose satellite equipment is lost none either.",
		}
	case sm.Lose:
		page.Lines = []string{
			"Choosing losses (4.2.3, 5.2.1): a weapon hit takes one weapon of the battery the chart names, an equipment hit (Q) one item with a box (never fighter bays); which one is the defender's choice, a crippled ship's owner's too: the ship stays on the board and its ECM, armor plating, AGB and ARS keep working (4.3.2). Fighters shot down come from the stack's flights as their owner chooses.",
			"The list offers one line per kind of choice: weapons that differ in arcs, items that differ in kind, flights that differ in fighters left. The sheet marks the one under the cursor with x.",
		}
	case sm.Place:
		if strings.Contains(x.Ship, "/") && len(s.Waiting()) > 0 {
			page.Lines = []string{"Set-up (2.1.2): once its starships are set up, a side sets up its fighter flights, one for each fighter bay, anywhere in its zone (" + s.ZoneWords(s.Edge(x.By)) + "), not only in the carrier's hex; type CCRR. A flight has no facing (5.2) and may share a hex with ships and flights, not an object's."}
			break
		}
		page.Lines = []string{"Set-up (2.1.2): a ship goes in its side's zone, no farther than five hexes from its long edge and no nearer than five to a short edge, its own hex counted (" + s.ZoneWords(s.Edge(x.By)) + "), facing any hexside; type CCRR and a facing (\"" + placeExample(s, x.By, x) + "\"; without a facing it faces the enemy). Ships may share a hex (3.3.1), not an object's."}
	case sm.PlaceObject:
		page.Lines = []string{"Objects (2.1.2): the side that won the roll places every object anywhere outside both set-up zones, one to a hex (CCRR and a kind: \"1409 planet\"); then the other side chooses the long edge it sets up along. Objects block sight and movement."}
	case sm.ChooseEdge:
		page.Lines = []string{"Choosing the edge (2.1.2): the side that did not place the objects chooses the long edge it sets up along; the other side takes the other one."}
	case sm.AddShip, sm.RemoveShip, sm.AutoFleet, sm.Ready:
		page.Lines = []string{"Fleets (2.1.1): each side picks ship classes whose Combat Ratings come as close to the point total as they can; a ship may take the fleet over the total (the rulebook's 1 024-point fleet goes over 1 000) when that comes at least as close as the nearest one more ship could bring it staying under, and none once it is over. Any class may be picked. Fleets are even when their totals differ by no more than a tenth of the lower; the side ready last confirms uneven fleets. The automatic fleet (the project's own) looks at a few fleets of each side's classes and takes this side's half of the pair that comes nearest an even battle; it reads the classes only, never the other side's picks."}
	default:
		page.Lines = []string{"Move the cursor onto an action to read its rules here."}
	}
	return page
}

func ordersRules(s *sm.State, x sm.WriteOrders) []string {
	out := []string{
		"Orders (3.2.1, 3.2.2): a number moves that many hexes forward (1 MP each); P and S turn one hexside to port or starboard (1 MP); L and R sideslip to the front-left or front-right hex, keeping the facing (2 MP); B moves one hex backwards (2 MP). 0 stands still; @NE is the free turn of a ship that does not move.",
		"Two maneuvers (P, S, L, R) need a forward move or a B between them; a ship may open with one only if it last moved forward (or backwards), and with a B only if it moved at all in the previous turn; in turn 1 no ship has moved yet, so none opens with a maneuver. The MP are the engine boxes not filled.",
	}
	if pv := sm.PreviewPath(s, x.Ship, x.Orders); pv.Err != nil {
		out = append(out, x.Ship+" "+x.Orders+": "+pv.Err.Error())
	} else if end := pv.End(); end != "" {
		out = append(out, fmt.Sprintf("%s %s: %d of %d MP, %s.", x.Ship, x.Orders, pv.Cost, pv.MP, end))
	}
	return out
}

func flyRules(x sm.Fly) []string {
	if x.Craft.Satellite {
		return []string{fmt.Sprintf("Battle satellites (C.5): up to %d launch in each End Phase in their ship's hex; each moves up to %d hexes in the Fighter Phase and may attack a ship with its weapon: range 12, To-Hit 3+, ROF 1, PEN 1, DMG 1. They are attacked like fighters.", sm.SatellitesPerTurn, sm.SatelliteMP)}
	}
	return []string{
		"A flight (5.1.2, 5.2) moves up to " + strconv.Itoa(sm.FighterMove) + " hexes by any path on the board, around objects, then may attack an enemy ship in an adjacent hex (never its own) or enemy craft in its own or an adjacent hex. Type the hex and the target: \"1508 Hive\", \"1508 fighters 1509\" (or f1509); the hex alone moves without attacking.",
		"Against a ship (5.3.1): a die per fighter, 5+ hits, less the strength of an explosion the flight or the ship is in (4.3.1; 7+ and more by the 6s rule of 4.2.1, a 1 always misses); a penetration die per hit against half the shields rounded up; a damage die per penetration. Each 1 against a ship with AFB (C.1) costs the flight a fighter, unless the ship is crippled (4.3.2: its crew fight no more). Against craft (5.3.2): 5–6 kills one, each 1 loses one of the attackers (not against battle satellites alone, which do not fight back), explosions or not. The damage counts at once.",
	}
}

func targetRules(s *sm.State, x sm.Target) []string {
	// This declaration first (its odds, its battery), then the rules that
	// hold for every declaration.
	general := []string{
		"Declaring (4.1.1): a ship declares every battery's target before it resolves any of its attacks; each weapon fires once a phase; targets never change once declared (4.3). Without a list of weapons, every free working weapon of the battery that bears on the target is declared. A battery's \"chosen weapons\" line declares only the weapons typed, by their numbers on the record, then the target (\"1,3 Hive\", \"2 fighters 1507\"): a battery may split its fire between targets or hold some weapons back, and its weapons at one target still roll together (4.2.1).",
		"A weapon attacks only into the arcs it covers (4.1.2), within its range, counting the target's hex (4.1.3), along a line of sight that no explosion or object blocks (4.1.4), never into its own hex. A crippled ship may still be attacked (4.3.2). Against craft the band is one worse and long range none (5.3.3).",
	}
	general = append(general, attackRules()...)
	sh, ok := s.Ship(x.Ship)
	if !ok {
		return general
	}
	var out []string
	if o, err := s.FireOdds(x); err == nil {
		out = append(out, fireOddsWords(o)...)
	} else if th, ok := smTargetHex(s, x.Target); ok {
		out = append(out, fmt.Sprintf("%s is %d hexes away: %v.", smTargetName(x.Target), hex.Distance(sh.Hex, th), err))
	}
	for _, b := range sh.Batteries {
		if len(x.Battery) != 1 || b.Letter != x.Battery[0] {
			continue
		}
		bands := b.Bands()
		l := fmt.Sprintf("(%c) %s: To-Hit %d+, ROF %d, PEN %d, DMG %d; short %d-%d, medium %d-%d, long %d-%d hexes.",
			b.Letter, b.Name, b.ToHit, b.ROF, b.PEN, b.DMG, bands[0][0], bands[0][1], bands[1][0], bands[1][1], bands[2][0], bands[2][1])
		if m, err := s.Weapons(x); err == nil {
			l += fmt.Sprintf(" This declaration commits %s.", engine.Count(len(m), "weapon", "weapons"))
		}
		out = append(out, l)
		for _, a := range b.Abilities {
			out = append(out, fmt.Sprintf("B.%d %s: %s", int(a), a, abilityWords(a)))
		}
	}
	return append(out, general...)
}

func attackRules() []string {
	return []string{
		"To-Hit (4.2.1): ROF dice per weapon, the battery's weapons at one target together; each die at least the To-Hit number hits; +1 at short range, −1 at long, −1 against ECM, −strength out of or into an explosion; a 1 always misses. When 7 or more is needed, every (number − 5) unmodified 6s make one hit.",
		"Shields (4.2.2): PEN dice per hit, each above the target's shield rating gets through. Damage (4.2.3): DMG dice per penetration on the target's chart: 1 and 6 hull, 2–5 the systems the chart names; what cannot apply is ignored, and an entry that cannot apply at all is a hull hit.",
	}
}

// abilityWords says what a weapon ability does (Appendix B), as
// docs/rules/starmada.md puts it.
func abilityWords(a sm.Ability) string {
	switch a {
	case sm.ContinuingDamage:
		return "its damage dice stay on the target and are rolled in every End Phase: 1–3 the die stops, 4–5 one roll on the chart, 6 two."
	case sm.DoubleHullDamage:
		return "a damage die of 1 or 6 fills two hull boxes."
	case sm.DoubleSystemsDamage:
		return "a systems result rolls again, and a second systems result applies too."
	case sm.DoubledRangeModifiers:
		return "+2 at short range, −2 at long."
	case sm.ExtraCrewCasualties:
		return "each damage die also draws a crew casualty, lined after all the roll's chart results (4.3.2)."
	case sm.ExtraHullDamage:
		return "each damage die also fills a hull box."
	case sm.HalvesShields:
		return "the shields count half, rounded up."
	case sm.IgnoresShields:
		return "every penetration die gets through."
	case sm.IncreasedDMG:
		return "DMG times the amount the shield die beat the shields by."
	case sm.IncreasedPEN:
		return "PEN times (1 + the modified To-Hit die − the To-Hit number): a 5 against 4+ doubles it."
	case sm.InvertedRangeMods:
		return "−1 at short range, +1 at long."
	case sm.MustRerollPEN:
		return "a penetration die that gets through is rolled again and must get through again; cannot harm craft."
	case sm.MustRerollToHit:
		return "a hit is rolled again and must hit again."
	case sm.NoHullDamage:
		return "it never fills a hull box; cannot harm craft."
	case sm.NoRangeModifiers:
		return "no modifier for the range band."
	case sm.RangeBasedDMG:
		return "DMG ×3 at short range, ×2 at medium."
	case sm.RangeBasedPEN:
		return "PEN ×3 at short range, ×2 at medium."
	case sm.RangeBasedROF:
		return "ROF ×3 at short range, ×2 at medium."
	case sm.Repeating:
		return "each hit rolls again, and hits again, until a miss."
	case sm.RerollsPEN:
		return "a penetration die that fails may be rolled again."
	case sm.RerollsToHit:
		return "a miss may be rolled again."
	case sm.ShieldResonant:
		return "PEN times the target's shield rating."
	case sm.VariableDMG, sm.VariablePEN, sm.VariableROF:
		return "a die per point: 1–3 one, 4–5 two, 6 three."
	}
	return "see Appendix B."
}
