package sscs

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// help is Screens.Help: the legend of the map and the data sheet, the turn
// with the current phase marked, and the rule of the action under the
// cursor (docs/rules/sscs.md says the same at length).
//
// The legend is written once for both screens: a glyph that the --ascii
// fold turns into another than the ASCII map draws (the overview's empty
// · folds to -, the map draws .) is named in both (tui.LegendGlyph).
func help(view engine.State, me engine.Player, hover engine.Intent) []tui.HelpPage {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	legend := tui.HelpPage{Title: "Legend", Lines: []string{
		"The map has no edges: it shows a window around the ships, which follows the ship in play.",
		// The log, the unit list and typed orders name hexes q,r; q runs
		// along the top, and r, which runs slantwise, down the left edge
		// for the hexes at that edge: say how to read it further in.
		"Hexes are written q,r, as the log, the unit list (U) and typed orders name them (0,-2): q is the column numbered along the top of the map, and r grows by one a hex down that column (a step S adds 1 to r, SE adds 1 to q, NE adds 1 to q and takes 1 from r). The numbers down the left edge are the r of the hexes at that edge; r runs slantwise, so along a line of the map it is one less every two columns to the right. g goes to a hex typed so, or to a ship by name.",
		"Ba↑  a ship: its id and an arrow for its heading (which is both where it flies and where it faces). The arrow follows the id for N, NE, SE and S and precedes it for SW and NW (Ba↗ heads NE, ↙Ba SW), which tells the two headings that share / or \\ with --ascii apart. A + after the id: more ships in the hex (tab inspects them).",
		": : +  where a ship drifts to by its next move if it does not thrust: the line is as long as its speed, + the hex it reaches.",
		"~  the hexes a ship flew this turn (fire may come from any of them).",
		// "•" is drawn "o" on an --ascii map (the theme's mark), as the
		// frame's fold writes it: LegendGlyph names it once.
		tui.LegendGlyph(uni.Marks.Reachable, asc.Marks.Reachable) + "  the path of the plot being typed, × where it ends (the ship is drawn there with its new heading). The same mark draws the line of a speed being chosen (× at its end) and the pose a shot is fired from.",
		"0 1 2  while a shot is chosen: the poses of the firing ship's flight path; * the line of fire from the pose used; × the target.",
		"A shot's sheet and the log work out the effective range as the rulebook does (Rolling to Hit), e.g. \"real range 16 × (ECM 2 + evasive 0) = 32\". The real range is the hexes from the pose fired from to the target, at least 1 (× 3 for selective fire, aimed at one category); it is multiplied by the target's ECM levels plus the evasive MP it bought (at least 1; one more under the effrange option's literal reading) and by a cloak, and dazzle is added. That is the effective range, which the weapon's d10s must total at least (\"needs 32+\").",
		"▒  a force plane.   While a salvo waits for its answer: the plot's mark where it was launched, * its line, × its target.",
		"Data sheet: ● a point that works, ○ a point knocked out, ✕ a point that damage control can no longer bring back, ◇ a point being repaired this turn. 2d10 R6: a hit rolls two d10s of damage, and six d10s roll to hit (a number alone, as 3 R1: a projector's value, fixed, or a weapon's fixed damage in a design of rules 1–7); a missile's R6 D5 W1: its Range in hexes, Drive and warhead d10s; pri/sec/def the arc built for; 3/5 shots left, +2 magazine reloads left for it (+2◇ when one is declared this turn); a · after a weapon's boxes: used this turn; a !: held by enemy boarders.",
		"Shield pool 3/4: 3 left this turn of the shield rating 4; every hit of the turn draws on the pool, and it is whole again next turn. Shields unpowered: the ship has no power, so its shields stop nothing. Armor is used up for good.",
		"Zoom: + and − step between the hexes drawn whole, a compact drawing (an id and its arrow, three columns a hex) and the overview (a ship's own letter, below, a digit where several stand, " + tui.LegendGlyph(uni.Empty, asc.Empty) + " empty space); 0 fits every ship in the window; f follows the ship in play; M gives the map the whole screen. An id with an arrow at the map's edge points to a ship out of sight.",
	}}
	if l := tui.SharedMapKeys(groups); l != "" {
		legend.Lines = append(legend.Lines, l)
	}
	s, _ := view.(*sscs.State)
	legend.Lines = append(legend.Lines, overviewLine(s, me))
	turn := tui.HelpPage{Title: "Turn", Lines: []string{
		"Build (the built scenario only): each side buys its squadron in secret to a cost total.",
		"1. Declaration: speeds (1 MP a point of change; a ship that declares none keeps its speed), docking, launching, damage control, reloading an empty weapon, boarding, ramming. Each side seals its declarations; they are shown together.",
		"2. Movement: fastest first (ties: the higher Drive, then dice; one side's tied ships in the order it picks). Each ship moves exactly its speed, turning where its plot says and buying evasive factors with the MP left.",
		"   Fire: right after its own move a ship fires each weapon once, all from one hex of its flight path (its first shot picks the hex), at where the target is now. A salvo's target answers it at once: each missile is dodged or shot at, not both.",
		"3. Activity: docking completes, launched craft fly free, damage control rolls, declared reloads are loaded, boarders fight. Then the end of the battle is checked.",
	}}
	if s != nil {
		mark := map[string]int{sscs.PhaseBuild: 0, sscs.PhaseDeclare: 1, sscs.PhaseMovement: 2, sscs.PhaseFire: 3, sscs.PhaseMissiles: 3}
		if i, ok := mark[s.Phase().Name]; ok {
			turn.Lines[i] = "▶ " + turn.Lines[i]
		}
		tc, er, hc := s.Settings()
		turn.Lines = append(turn.Lines, "", fmt.Sprintf("Set-up options: turn cost %s, effective range %s, hit chart per %s; %d turns at most.", tc, er, hc, s.Turns()),
			"", "The end: "+sscs.Victory(s.Turns()))
	}
	rules := tui.HelpPage{Title: "Rules", Lines: hoverRule(s, hover)}
	return []tui.HelpPage{legend, turn, rules}
}

// overviewLine says which letter the overview shows each ship of s by.
// Ships' ids of one first letter read alike there (the boarding action's
// Warden Wa and Wyvern Wy both W, the standard battle's Colossus and its
// Needles all C), so each has a letter of its own
// (render.HexOverviewLetters), and the line names the ships whose letter
// is not their id's first ("Wy as Y"). Without a battle it says what
// every map does.
func overviewLine(s *sscs.State, me engine.Player) string {
	line := "Overview letters (0, or − from the compact drawing): each ship shows a letter of its own, the first of its id unless another ship has it"
	if s == nil {
		return line + "."
	}
	g := &mapGame{}
	v := g.MapView(s, me, nil)
	v.Units = g.Units(s, me)
	if moved := render.HexOverviewRenamed(v); len(moved) > 0 {
		line += ": " + strings.Join(moved, ", ")
	}
	return line + "."
}

// phaseIntent stands for the phase's actions when no action is under the
// cursor (the squadron builder lists designs, not intents): the Rules
// page then tells the phase's rule.
var phaseIntent = map[string]engine.Intent{
	sscs.PhaseBuild: sscs.Pick{}, sscs.PhaseDeclare: sscs.Speed{}, sscs.PhaseMovement: sscs.Move{},
	sscs.PhaseFire: sscs.Fire{}, sscs.PhaseMissiles: sscs.Dodge{},
}

// effectRule says what each projector does in play (docs/rules/sscs.md,
// Projectors), so that a player choosing "Dazzler on" knows what it does.
var effectRule = map[string]string{
	design.EnergyBlast:      "its value in damage to every ship in the target hex, the firer too when it stands there.",
	design.TractorBeam:      "pulls the ships in the target hex its value in hexes toward the firer; their velocity is unchanged.",
	design.RepulserBeam:     "pushes the ships in the target hex its value in hexes away from the firer.",
	design.EMP:              "every ship in the target hex, the firer too when it stands there, is shut down for the turn of the hit and value turns more: no fire, shields, ECM or evasive factors, no declarations but its speed; it coasts.",
	design.StasisBeam:       "holds the ships about the target hex, the firer too when it stands among them, for the rest of the turn it is used: no movement, fire or action, and nothing affects them; used again the next turn, it holds them again.",
	design.ForcePlane:       "a wall ⌊value/4⌋ hexes wide (at least 1), up to ⌊value/2⌋ hexes away, that absorbs up to value damage crossing it.",
	design.Dazzle:           "adds 4 × value to shots at the ship itself, and value to shots at every other ship within 2 hexes, of either side.",
	design.ImageProjector:   "value images fly with the ship; the enemy sees value + 1 contacts and must pick one to shoot at.",
	design.DisplacerPulse:   "a target within ⌊value/2⌋ hexes reappears in another hex the firer picks, with its velocity.",
	design.CloakField:       "shots at the ship have their effective range × value, but the ship uses no ECM.",
	design.ShieldProjection: "every ship of the side within ⌊value/2⌋ hexes is covered by this ship's shields, one pool for all.",
	design.TransferECM:      "gives the ship's ECM to the ships of its side in the friend's hex; the giver has none meanwhile.",
}

// magazineShots is the shots of a railgun's, an antimissile's and a
// torpedo's magazine, as the weapon type table gives them: "5, 10 or 5".
func magazineShots() string {
	var n []string
	for _, t := range []string{design.Railgun, design.Antimissile, design.Torpedo} {
		row, _ := design.LookupType(t)
		n = append(n, fmt.Sprint(row.Shots))
	}
	return n[0] + ", " + n[1] + " or " + n[2]
}

// hoverRule is the rule of the action under the cursor, else of the phase.
func hoverRule(s *sscs.State, hover engine.Intent) []string {
	if hover == nil && s != nil {
		hover = phaseIntent[s.Phase().Name]
	}
	switch x := hover.(type) {
	case sscs.Speed:
		l := []string{"Speed (Movement 2–3): a ship moves exactly its speed every turn; changing it costs 1 MP a point, out of MP = Drive × Drive at the Drive it has now."}
		if s != nil {
			l = append(l, fmt.Sprintf("Turning costs %d MP a hexside at speed 3 and %d at speed 6 under the method in force; at speed 0 it is free.", s.TurnCostAt(3), s.TurnCostAt(6)))
		}
		return l
	case sscs.Move:
		return []string{"Plot (Movement 2–5): numbers are hexes, L or P turns a hexside to port, R or S to starboard, E and a number buys evasive MP. The hexes must add up to this turn's speed. Each turn costs the turn cost at this turn's speed; the MP left may buy evasive factors, each adding to the effective range of shots at the ship until it moves again (or is shut down, or loses its last Drive point); unused MP are lost.",
			"The sheet shows the MP ledger as you type; the map the path, and the ship where it ends."}
	case sscs.Fire:
		return []string{"Fire (Rolling to Hit): roll as many d10 as the weapon's Range; a total at least the effective range hits. The effective range is the distance from the pose fired from (at least 1) times the sum of the target's ECM and evasive MP (at least 1; one more under the literal reading, effrange option), times its cloak, plus dazzle: ECM 4 and 2 evasive at 5 hexes need 30. Selective targeting (D, W or A) treats the target as three times as far and sends the damage to that category.",
			"A ship with images shows several contacts (#1, #2 …) that fly together, and only its owner knows which is real: a shot picks a contact; a hit on an image dissolves it.",
			"Arcs depend on the Drive now: with Drive 1 (or none left) primary weapons fire forward only, secondary forward and to the sides; with Drive 2 primary weapons forward and to the sides, the others all round; with 3 or more every weapon fires all round. Defensive weapons fire all round at any Drive.",
			"A hit rolls the weapon's damage in d10s (its sheet's 2d10; only a projector's value is fixed, and a design of rules 1–7 may have bought fixed damage). Damage goes to this turn's shields first (not for railguns, antimissiles or missiles), then armor, then the hit chart (1d6: 1 Drive, 2–3 weapons, 4–6 auxiliaries) in the design's damage order."}
	case sscs.Salvo:
		return []string{"Missiles: the target dodges (a d10 per missile, its Drive or less) or shoots at them, a missile a weapon, and may dodge those no weapon shoots at; never both at one missile. Each missile left rolls a d10, +1 for each hex of effective range beyond its Range, and hits at its Drive or less; shields do not stop it."}
	case sscs.Project:
		l := []string{"Projectors: those aimed at an enemy roll to hit like a weapon; those that work on the ship itself or a friend (cloak, dazzle, images, force plane, shield projection, transfer ECM) do not, and last until the ship's next move.",
			"A displaced ship's hex and a force plane's middle hex are typed q,r (ctrl+g picks one on the map), a wall with the way it runs (N, NE, SE, S, SW or NW), and @N for the pose: \"3,-2 NE @1\"."}
		if s != nil {
			if sh, ok := s.Ship(x.Ship); ok && x.Weapon >= 0 && x.Weapon < len(sh.Systems) {
				if e, ok := effectRule[sh.Systems[x.Weapon].Effect]; ok {
					l = append(l, fmt.Sprintf("%s (value %d): %s", sh.Systems[x.Weapon].Name, sh.Systems[x.Weapon].Damage, e))
				}
			}
		}
		return l
	case sscs.Dodge, sscs.ShootDown:
		return []string{"Answering a salvo: dodge (a d10 per missile, the Drive or less dodges it) or shoot with weapons not yet used this turn, one chance each at a missile of its own (with more weapons than missiles, the later ones at those still flying), at half the distance from the launcher (three times that for anything but an antimissile); with fewer weapons than missiles, the rest may be dodged. A missile is shot at or dodged, never both.",
			"Any of the weapons may shoot: a line of the list opens a field with its weapons' numbers, as the sheet numbers them; type the ones that shoot, and dodge to dodge the rest (\"1 3 dodge\")."}
	case sscs.Repair:
		return []string{"Damage control: 1d6 in the Activity phase, 5 or 6 for a ship, 6 for a fighter, one roll per crew member able to work. A point that fails, or that was restored once and is hit again, cannot be tried again."}
	case sscs.Reload:
		return []string{"Reload (rules 9): an empty railgun, antimissile or torpedo takes one of the magazine reloads its design carries for it, a whole magazine (" + magazineShots() + " shots), loaded in this turn's Activity phase: it stays empty through this turn's fire and fires again from the next (the project's own timing). Not while the weapon is knocked out or held by boarders, nor on a ship shut down. Reloads are kept in storage, " + fmt.Sprint(design.MagazineReloadSlots) + " slots each; a lost storage block takes those the rest cannot hold."}
	case sscs.Dock, sscs.Board:
		return []string{"Docking: the same hex, speed and heading, no evasive maneuvers, for two turns; declared once, the docking goes on into its second turn (clear takes it back) and completes in that turn's Activity phase. Any ship may dock alone with another; a second one only if it and those docked there already are not larger together than the ship they dock with. A craft docking with a friendly carrier that has power and a free bay for it, not held by boarders, lands in the hangar; otherwise it docks alongside. Boarding needs ships docked for a turn: the squads cross over in that turn's Activity phase, where the defenders may already attack them; they attack from the next Activity phase on, on the boarding table."}
	case sscs.Ram:
		return []string{"Ramming: on entering the target's hex (or at the start of its move, if the target is in its hex) the rammer needs 3 × its Drive or less on a d10, the target avoids with 3 × its own; a target without power, shut down or held cannot try to avoid; if they meet both take 5 × the closing speed.", "The list offers a ram only on an enemy whose hex the ship could enter in its move this turn: its own hex, or one within the hexes it flies at a speed it may still declare (the declared one once declared), with the MP left to pay each hexside it must turn. An enemy that moves first may still come within reach, but is not offered."}
	case sscs.Launch:
		return []string{"Launching: the craft is free of its carrier in the Activity phase, in its hex with its heading and speed, and moves from the next turn. A carrier shut down (pulse, stasis), without power (its whole Drive lost) or whose hangar enemy boarders hold launches nothing: a launch it declared before is not carried out."}
	case sscs.Mode:
		return []string{"Boarding mode (Boarding): chosen before a unit's first combat and kept until the combats end. Modifiers go on the d6, which must roll the table's number or less: evasive +2 to its attacks and +2 to attacks on it, defensive +1 to attacks on it, offensive −1 and −1, suicidal −2 and −2.",
			"The table: 1 + the attacker's row − the defender's column (Regular Crew 0, Marine 1, Commando 2, Heavy Weapons 3, Powered Armor 4). A unit defending its own ship is −1 to attack and +1 to be hit."}
	case sscs.Assign:
		return []string{"Boarding target (Boarding): each unit attacks once a round, at the enemy unit aboard the same ship it is assigned to, else the first one; a unit may be attacked by several. Boarders cannot attack in the round they gain entry. Every roll is made before any result applies.",
			"A d6 at or below 1 + the attacker's row − the defender's column (Regular Crew 0 … Powered Armor 4) destroys the target; defenders on their own ship −1 to attack and +1 to be hit; modes on the die too. The sheet shows this unit's number."}
	case sscs.Clear:
		return []string{"Take back: the ship's declarations of this turn are withdrawn (its speed stays as it was), so that they can be declared again before sealing."}
	case sscs.Pick, sscs.Unpick, sscs.Ready:
		return []string{"Build (the built scenario): each side buys designs to the cost total in secret; a carrier's craft come with it. The picks are shown once both squadrons are ready."}
	case sscs.Done:
		return []string{"End fire: the ship fires nothing more this turn; the weapons it has not used stay unused (they may still shoot at missiles aimed at it). The next ship moves."}
	case sscs.Seal:
		return []string{"Sealing ends the side's declarations; the other side sees them once both have sealed. A truce offered by both sides in the same turn ends the battle."}
	}
	return []string{"Move the cursor onto an action to read its rule here."}
}
