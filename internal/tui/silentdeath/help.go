package silentdeath

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// help is Silent Death's pages of the full help (Screens.Help): the map's
// legend, the Starcraft Display's, the turn with the phase in play marked,
// and the rules of the action under the cursor, in the project's own words
// (docs/rules/silentdeath.md).
func help(view engine.State, me engine.Player, hover engine.Intent) []tui.HelpPage {
	s := sd.BattleOf(view)
	pages := []tui.HelpPage{mapLegend(s, me), displayLegend(), turnPage(view, s), rulesPage(view, s, hover)}
	if c, ok := view.(*sd.Campaign); ok {
		pages = append([]tui.HelpPage{stagePage(c)}, pages...)
	}
	return pages
}

// stagePage is a campaign's briefing where it stands: the battle being
// fought or the scenario next (the briefing on i is the campaign's).
func stagePage(c *sd.Campaign) tui.HelpPage {
	b := c.Briefing(nil)
	lines := []string{b.Situation}
	for _, f := range b.Forces {
		lines = append(lines, "Forces: "+f)
	}
	if b.Objective != "" {
		lines = append(lines, "Objective: "+b.Objective)
	}
	if b.Victory != "" {
		lines = append(lines, "Victory: "+b.Victory)
	}
	if b.TurnLimit > 0 {
		lines = append(lines, fmt.Sprintf("Turn limit: %d turns", b.TurnLimit))
	}
	return tui.HelpPage{Title: "Scenario", Lines: lines}
}

// mapLegend explains every mark of the map, at every zoom. It is written
// once for both screens: a glyph that the --ascii fold turns into another
// than the ASCII map draws (the overview's empty · folds to -, the map
// draws .) is named in both (tui.LegendGlyph).
func mapLegend(s *sd.State, me engine.Player) tui.HelpPage {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	lines := []string{
		"Craft: two letters of the type and the craft's letter (PVA is Pit Viper A), in the side's colour, with an arrow for the facing (↑ N, ↗ NE, ↘ SE, ↓ S, ↙ SW, ↖ NW): the nose points that way. The arrow follows the id for N, NE, SE and S and precedes it for SW and NW (PVA↗ faces NE, ↙PVA SW), which tells the two facings that share / or \\ with --ascii apart.",
		"Types: " + typeAbbrevs() + ".",
		"t12: torp #12 with its facing; CS the Comm Sat (11.2); LSA, LSB the Laser Sats (11.6); pod the life pod (11.1); ▒ an asteroid (10.5, 11.3), which blocks cannon fire.",
		"[ ] the map cursor; a triangle at the window's edge (an @ with --ascii, which no facing draws) points to a unit off the part shown, beside its id.",
		"While an action is under the cursor the map shows what it means:",
		"  a move: * the hexes the craft went through this turn, • where forward (or a sideslip) takes it, : where it could still fly straight on with the MP it has left, its counter turned to the facing a turn gives, and × on every enemy its cannons would bear on from there (as the enemy stands now);",
		"  a shot or a lock-on: the weapon's arcs and range increments, + short range (+1 to the attack total), ~ medium, : long (−1 from it) (with 10.11's six bands: + point blank or short, ~ mid, : long and beyond); in Your First Game every hex in reach shows ~;",
		"  × the target of a shot, a lock-on or a launch.",
		"Zoom (+ in, - out, 0 the whole map, f follow the craft in play): the detailed drawing shows each hex with its outline; the compact one a hex in three columns, the id cut to two letters and the facing (its first and last, PA for PVA, unless another craft shows those: then its first two or last two, and on a crowded map a letter and a digit; the sheet and the edge markers give the whole id; when both sides field craft of one id, as an engagement's two Salamander A's or a campaign's two rosters lettered from A, the second side's ids are in small letters, saa beside SAA, and g takes the side's name before the craft's, or the id in the case the map writes it: g saa goes to the second side's craft, g SAA to the first's); the board zooms out by itself no further than the compact drawing, with a marker at the window's edge for each unit beyond it; the overview (0, or - from the compact drawing) fits the whole map, a block of hexes a cell: the letter of the unit in it (below), a digit when several stand there, " + tui.LegendGlyph(uni.Empty, asc.Empty) + " empty space.",
		"The rulers give the map's columns and rows as the log writes hexes: [col,row], counted from 0.",
	}
	lines = append(lines, overviewLine(s, me))
	if s != nil && s.FirstGame() {
		lines = append(lines, "Your First Game: no torps, no satellites, no asteroids.")
	}
	if m := minefieldLine(s); m != "" {
		lines = append(lines, m)
	}
	return tui.HelpPage{Title: "Map", Lines: lines}
}

// overviewLine says which letter the overview shows each unit of s by.
// Its units' first letters read alike (Your First Game's PVA and PVB both
// P, SRA and SRB both S), so each has a letter of its own, and the line
// names those that are not their id's first ("PVB as V"); a torp keeps
// its t and the life pod its p, whose capitals no other unit then takes.
// Where a side writes its ids in small letters each unit shows its id's
// first (sdGame.MapView says why), and the line says that
// two may then read alike. Without a battle it says what every map does.
func overviewLine(s *sd.State, me engine.Player) string {
	const kinds = "; a torp is t and the life pod p, and while one is on the map no other unit takes the letter"
	line := "Overview letters: each craft and satellite shows a letter of its own, the first of its id unless another unit has it (this battle's legend names those that read otherwise)" + kinds + "."
	if s == nil {
		return line
	}
	g := &sdGame{}
	v := g.MapView(s, me, nil)
	v.Units = g.Units(s, me)
	if !v.OwnLetters {
		return "Overview letters: each unit shows its id's first letter, in the case the map writes it (SAA S, saa s, a torp t): while a side writes its ids in small letters no unit has a letter of its own, and two units of one first letter read alike there (a small id's t as a torp's); the compact drawing, the sheet and g tell them apart."
	}
	moved := render.HexOverviewRenamed(v)
	line = "Overview letters: each craft and satellite shows a letter of its own, the first of its id"
	if len(moved) > 0 {
		line += " unless another unit has it: " + strings.Join(moved, ", ")
	}
	return line + kinds + "."
}

// minefieldLine says where 11.2's minefield lies and how the map marks
// it: its areas, the columns they span, and the mark.
func minefieldLine(s *sd.State) string {
	if s == nil || s.Scenario() == nil {
		return ""
	}
	areas := s.Scenario().File().Rules.Minefield
	if len(areas) == 0 {
		return ""
	}
	lo, hi := -1, -1
	for _, h := range s.Board().Hexes() {
		if !s.Mined(h) {
			continue
		}
		col, _ := hex.ToOffset(h)
		if lo < 0 || col < lo {
			lo = col
		}
		hi = max(hi, col)
	}
	return fmt.Sprintf("Minefield (11.2): Areas %s, columns %d–%d. On the map a mined hex is tinted and marked ∴ (%% in ASCII): an empty one ∴  ∴ (an overlay's marks between), a craft or torp in one with ∴ at the ends of the hex's bottom edge (beside its id in the compact drawing, and beside its letter in the overview: without colour at one column a hex, in the dots on both sides, ∴S∴, and the craft's sheet says \"in the minefield\"). A craft or torp that spends MP there is attacked after its move by %dD8 read All; a step into it says so beside the map.",
		strings.Join(areas, ", "), lo, hi, sd.MineDice)
}

// typeAbbrevs lists the craft types' abbreviations on the map.
func typeAbbrevs() string {
	var out []string
	for _, k := range sd.Preference() {
		if t, ok := sd.CraftByKey(k); ok {
			out = append(out, t.Abbrev+" "+t.Name)
		}
	}
	return strings.Join(out, ", ")
}

// plainBox and plainBoxASCII are a plain box of the damage track as the
// display draws it (sdGame.box) on the Unicode and the --ascii screen:
// the fold writes · as -, so the legend names the ASCII one too.
const plainBox, plainBoxASCII = "·", "."

// displayLegend explains the Starcraft Display beside the map.
func displayLegend() tui.HelpPage {
	return tui.HelpPage{Title: "Display", Lines: []string{
		"First line: the craft, its side and its hex. Then Drive (now/full: the MP of a move), DR (damage taken off every hit), DV (what an attack must reach to hit) and the boxes marked of the damage track.",
		"Crew: the pilot's Plt (initiative, tight turns, dodges) and Gnr, his TTC (tight turn cost) and ADB (attack die bonus); each gunner's Gnr and ADB. With several crew, P, G or A, B, C before a weapon say who mans it.",
		"The damage track, marked left to right, row by row; a marked box is drawn filled and red:",
		"  " + tui.LegendGlyph(plainBox, plainBoxASCII) + " a plain box;",
		"  □16 a Drive box: once marked, the Drive falls to the highest unmarked □ (0 when none is left; Drive 0 caps DV at 5);",
		"  ◇2 a DR box: the DR falls likewise;",
		"  w / W a weapon system is destroyed, chosen by the defender (w) or the attacker (W);",
		"  t / T a torp is destroyed, chosen by the defender (t) or the attacker (T);",
		"  ✳ a critical hit: 1D10 on the craft's chart (more boxes, Drive, DR or DV lost, a crew member wounded or killed, missiles or torps lost);",
		"  ✕ the last box: the craft is destroyed.",
		"  boxes already marked: ■ a plain one, ■16 a Drive box, ◆2 a DR box, and ■ before the mark of any other (■w, ■W, ■t, ■T, ■✳, ■✕).",
		"Weapons: name, arcs (F forward, FQL/FQR front quarters, RQL/RQR rear quarters, A aft, 360 all round; a hex on a boundary is in both arcs), the ends of the short, medium and long range increments (with 10.11, of its six bands), and ≤N the fastest target it may engage (current Drive). Missiles: the launcher's count and its range 10. \"lost:\" a system destroyed.",
		"Torps: Mk.10, Mk.20, Mk.50 aboard.",
		"Below, the action under the cursor in full: a shot's range, increment, attack dice against the DV and damage reading.",
		"dmg Low, Medium, High or All (7.2): which of the attack dice, the ADB die among them, make the damage of a hit. Low takes the lowest die, High the highest, Medium the one between them (the highest when none is between), each with every die of the same face; All adds them all. +2 after it is the extra guns' bonus; the target's DR (Standard Game) comes off the total.",
		"TPV (the briefing, the scores): a craft's Total Point Value (1.3), its BPV (Basic Point Value) plus its crew's Plt and Gnr; the TPV a side destroys decides many scenarios.",
	}}
}

// turnPhases is the turn of the Standard Game (3.0) with the phase names
// each step covers; the one in play is marked.
var turnPhases = []struct {
	text   string
	phases []string
}{
	// The purchases are made on the shop's screen (shop.go), whose keys
	// these are; B, X and D are the action list's, which a buyer never sees.
	{"Before the battle: 11.8's purchases (" + keyShopBuy.Help().Key + " buy, " + keyShopRemove.Help().Key + " take back, " + keyShopDone.Help().Key + " done); 11.5's real command ship, named in secret (c).", []string{sd.PhaseBuy, sd.PhaseCommand}},
	{fmt.Sprintf("1. Missile/Torp Launch: each side in turn declares its lock-ons (l) in secret, then n; all are revealed at once, each lock-on rolls 1D10 under the Gnr of the launcher's crew; a launcher that locked on fires a salvo of up to %d missiles (v), or holds them (0). Then each side in turn declares its torp launches (o) in secret, then n, and all are revealed at once.", sd.MaxSalvo), []string{sd.PhaseLaunch, sd.PhaseSalvo, sd.PhaseTorpLaunch}},
	{fmt.Sprintf("2. Movement: (10.2 drifts first;) initiative (I), 1D10 + the best pilot's Plt a side; (10.3 Drive 0 turns, 10.2 a Drive 0 craft's Full Stop); the lower total moves a craft first, then the sides alternate; the winner may hold back its last craft (b). A move: forward w (1 MP), turn a (%d MP), tight turn t (the TTC: a die by Plt + %d MP; once it is paid, O chooses the facing), end s; (10.4 sideslip y, 10.2 full stop S). Torps fly after their target's move, their owner choosing the path: T a next hex (lit on the map), C the rest the cheapest way.", sd.TurnCost, sd.TightTurnBase), []string{sd.PhaseInitiative, sd.PhaseDrive0, sd.PhaseMove, sd.PhaseTorpFlight}},
	{fmt.Sprintf("3. Torp Results: (10.7 dodge E or point defence P); dodges (Drive %d+: 1D10 + Plt − torps, each point over 10 dodges one); the torps that reached a target attack together; every craft still tracked jams one torp (z; 1D4 = %d), or drops a decoy (d).", sd.DodgeMinDrive, sd.JamFace), []string{sd.PhaseDefence, sd.PhaseJam}},
	{"4. Cannon Fire: Laser Sats first; then gunners Gnr 10 down to 1, then pilots Gnr 10 down to 1. Each step declares in secret (x fire, p hold fire), (10.8 duels G / N), then its attacks are rolled; equal Gnr fire together.", []string{sd.PhaseFire, sd.PhaseDuel}},
	{"5. Missile Results: every salvo strikes its target wherever it is, smallest first.", nil},
	{"End of the turn: asteroids drift, the life pod's recovery; (10.12 damage control: each craft that may is asked in turn, V attempt or W wait for a later turn;) the turn limit.", []string{sd.PhaseRepair}},
	{"Any time: a w/W or t/T box with a real choice asks its chooser which system (r) or torp (e) it takes.", []string{sd.PhaseChoose}},
}

// firstGameTurn is Your First Game's turn.
var firstGameTurn = []struct {
	text   string
	phases []string
}{
	{"1. Movement: initiative (I), a bare 1D10 a side: the lower moves a fighter first, then the sides alternate. Forward w (1 MP), turn a (3 MP a hexside, any number in one hex), end s.", []string{sd.PhaseInitiative, sd.PhaseMove}},
	{fmt.Sprintf("2. Fire: everybody declares (x fire, p hold fire); every attack lands together. Range %d, no range modifier; attack dice against the DV, damage read as the weapon says.", sd.FirstGameRange), []string{sd.PhaseFireOne}},
}

// turnPage is the turn sequence with the phase in play marked ▶.
func turnPage(view engine.State, s *sd.State) tui.HelpPage {
	ph := view.Phase().Name
	steps := turnPhases
	if s != nil && s.FirstGame() {
		steps = firstGameTurn
	}
	var lines []string
	if s == nil {
		lines = append(lines, "▶ "+ph+": the campaign between battles (11.7). Its battles follow the turn below.")
	} else {
		lines = append(lines, fmt.Sprintf("Turn %d of %d; now: %s.", s.Turn(), s.TurnLimit(), ph))
		if s.BasicGame() {
			lines = append(lines, "The Basic Game (1.0): no missiles or torps — the displays have neither, so the Missile/Torp Launch, the Torp Results and the Missile Results are passed over.")
		}
	}
	for _, st := range steps {
		mark := "  "
		for _, p := range st.phases {
			if p == ph {
				mark = "▶ "
			}
		}
		lines = append(lines, mark+st.text)
	}
	if s != nil && s.TorpsFlownByProgram() {
		lines = append(lines, "This game was begun under rules 1–7 (an older save): the program flies every torp by the cheapest path, and their owners choose none.")
	}
	return tui.HelpPage{Title: "Turn", Lines: lines}
}

// rulesPage is the rule of the action under the cursor.
func rulesPage(view engine.State, s *sd.State, hover engine.Intent) tui.HelpPage {
	page := tui.HelpPage{Title: "Rules"}
	if hover == nil {
		page.Lines = []string{"Move the cursor onto an action to read its rule here."}
		return page
	}
	// Between a campaign's battles there is no battle to describe the
	// intent: the campaign does (the page's head read the intent's kind,
	// "advance:", found by a terminal play-tester).
	head := engine.Describe(view, hover, hover.Actor())
	if s != nil {
		head = s.Describe(hover, hover.Actor())
	}
	page.Lines = append([]string{head + ":"}, ruleOf(s, hover)...)
	return page
}

// ruleOf words the rules of an intent, with the numbers of the craft it
// concerns where the state has them.
func ruleOf(s *sd.State, in engine.Intent) []string {
	first := s != nil && s.FirstGame()
	switch x := in.(type) {
	case sd.Command:
		plt := 10 // 11.5's, when no battle says otherwise
		if s != nil && s.Scenario() != nil {
			if cs := s.Scenario().File().Rules.CommandShip; cs != nil {
				plt = cs.Plt
			}
		}
		return []string{fmt.Sprintf("11.5: name the real command ship in secret; the other shuttle is a decoy that cannot fire or launch. The decoy is unmasked and removed when an attack would damage it, when an enemy craft ends a Movement Phase next to it, or when the real shuttle fires. The command side's initiative Plt is %d, less 1 for every 2 points of damage the real shuttle has received, never below 1 (a box repaired by 10.12's damage control still counts).", plt)}
	case sd.LockOn:
		return append([]string{fmt.Sprintf("4.1: a launcher locks on an enemy craft, torp or satellite within %d hexes and in its arc, one target a turn. The declarations are secret until both sides are done; then each lock-on rolls 1D10, and less than the Gnr of the crew member manning the launcher locks on. A launcher that locked on may fire up to %d missiles, or none.", sd.MissileRange, sd.MaxSalvo)}, weaponLines(s, x.Craft, x.Mount)...)
	case sd.Torp:
		return []string{"4.2: torps are launched after the missiles are fired, in secret declarations of their own. A torp may be launched at any enemy craft, torp or satellite, at any range. It goes on the map in its craft's hex with its facing, then flies " + torpFlight(s) + " right after its target moves. In its target's hex it attacks in the Torp Results Phase: all the D12s of the torps there, read All, less DR. " + fmt.Sprintf("A torp has DV %d, DR %d; 1 damage destroys it.", sd.TorpDV, sd.TorpDR)}
	case sd.Declared:
		return []string{"4.0: your declarations of this round are done for this turn (the lock-ons first, the torps after the salvos); missiles and torps not launched stay aboard."}
	case sd.Salvo:
		return []string{"4.1: the salvo: that many missiles from the magazine, nD6 against the target's DV, no ADB, no range modifier, damage read High, less DR. Several salvos at one target strike smallest first, in the Missile Results Phase."}
	case sd.Initiative:
		if first {
			return []string{"Your First Game: each side rolls a bare 1D10; ties roll again. The lower total moves a fighter first, then the sides alternate."}
		}
		l := []string{"5.1: each side rolls 1D10 plus its best living pilot's Plt (11.5: the command ship's value); ties roll again. The lower total moves a craft first, then the sides alternate; a side that runs out leaves the rest to the other. The winner may hold back its last craft to move last."}
		if s != nil && s.Options().Drift {
			// Rules 5 drifts before the roll, in the same intent: the
			// key that rolls the initiative moves the craft first.
			l = append([]string{"10.2: this key first drifts every craft of Drive 6 or more that is not at Full Stop straight ahead, before the roll: 1D4 hexes at Drive 6–10, 1D6 at 11–15, 1D8 at 16 or more; a drift passes through other craft's hexes, stops on the map's edge, stops short when it would end in an occupied hex, and spends no MP."}, l...)
		}
		return l
	case sd.Hold:
		return []string{"5.1: the initiative winner, when the craft it has left to move is its last and the other side still has a craft to move (one is enough), holds it back: it moves after all the enemy's craft."}
	case sd.Forward:
		return []string{"5.2: one hex straight ahead for 1 MP. No craft may end its move in a hex with another craft or a satellite; passing through is free. Leaving the map leaves the battle by the side's exit edge (a craft its scenario lets out: 11.1 the pod's carrier, 11.2 the Revenge) and destroys the craft otherwise (5.0). Flying into the hex of a torp tracking it sets the torp off at once. Flying into an asteroid's hex (10.5) deals 10D12 less DR; the torps tracking the craft fly on if it survives (only a torp that meets an asteroid itself is destroyed). MP not spent are lost (5.0)."}
	case sd.Turn:
		if s != nil && s.Phase().Name == sd.PhaseDrive0 {
			return []string{"10.3 (optional): a craft at Drive 0 turns one hexside on its thrusters, at the start of the Movement Phase after the drifts, before anybody moves; it takes no place in the alternation of moves."}
		}
		if first {
			return []string{"Your First Game: a turn of one hexside costs 3 MP; any number of hexsides may be turned in one hex, occupied or not."}
		}
		return []string{fmt.Sprintf("5.2: one hexside for %d MP.", sd.TurnCost) + " One turn per hex: after a turn the craft must move forward before it turns again; no turn in a hex with another craft. A craft of Drive 1 or 2 may turn one hexside as its whole move. (10.3's turning restriction: a craft of Drive 3+ must enter a new hex first.)"}
	case sd.Tight:
		return []string{"5.2: a tight turn costs the pilot's TTC in MP: his die (8.2, by Plt) + 3, rolled when it is made; once it is paid you choose the facing, two or three hexsides round, knowing the MP left. A turn that costs more than the MP left is not made and ends the move. (10.3's set cost turns: name the facing with the turn, 5 MP for two hexsides, 7 for three, if 1D10 is under the Plt; else one hexside for 3, either way.)"}
	case sd.Face:
		return []string{"5.2: the tight turn is paid for; the craft now faces the hexside you choose, two or three hexsides from where it faced. No MP more; nothing else until the facing is chosen. (10.3's set cost turns: a failed roll pays 3 MP for one hexside, left or right, your choice.)"}
	case sd.Stop:
		if s != nil && s.Phase().Name == sd.PhaseDrive0 {
			return []string{"10.3: the craft at Drive 0 keeps its facing this turn (with 10.2 and 10.12, without a Full Stop: should its repair give the Drive back, it drifts)."}
		}
		return []string{"5.0: the move ends here; MP not spent are lost. A move may not end in a hex with another craft, a satellite, or (for the side that may not attack it) the life pod."}
	case sd.Jam:
		return []string{fmt.Sprintf("4.2: after the detonations, every craft still tracked by torps tries to jam one of them: 1D4, a %d removes it. With one tracking torp it is chosen for you (the roll is still made). The Comm Sat tries every torp tracking it, on 1–%d; a Laser Sat on 1–%d.", sd.JamFace, sd.CommSatJam, sd.LaserSatJam)}
	case sd.Fire:
		if first {
			return append([]string{"Your First Game: each fighter fires its weapon system once a Fire Phase, at an enemy fighter in its 60° forward arc within " + strconv.Itoa(sd.FirstGameRange) + " hexes (no range modifier). Attack dice: the To Hit entry of its display; a total at least the DV hits, the dice read for damage as the weapon says (no Damage Reduction). Every fighter fires at once: the damage is all marked at the end of the phase, so a fighter destroyed in it still fires."}, weaponLines(s, x.Craft, x.Mount)...)
		}
		rule := "6.0–7.2: the crew member fires one weapon system this phase. The target is an enemy craft, torp or satellite in one of the system's arcs and within range (asteroids block). Attack dice: the weapon's base dice and the crew member's ADB die; +1 to their total for every gun beyond the first, +1 at short range, −1 at long. A total at least the DV hits; the dice are read Low, Medium, High or All for damage, plus the extra guns' bonus, less the target's DR. Gunners fire before pilots, higher Gnr first; equal Gnr together."
		if s != nil {
			// The optional rules of 7.x's attack in force say what they
			// change, in the words of their set-up option.
			o := s.Options()
			if o.RangeBands {
				rule = strings.Replace(rule, "+1 at short range, −1 at long", "the range band's modifier (10.11's six: point blank +2, short +1, mid 0, long −1, very long −2, extreme −4)", 1)
			}
			for _, opt := range []struct {
				on  bool
				key string
			}{{o.Deflection, sd.OptDeflection}, {o.AutoHits, sd.OptAutoHits}} {
				if opt.on {
					rule += " " + optionSummary(opt.key) + "."
				}
			}
		}
		return append([]string{rule}, weaponLines(s, x.Craft, x.Mount)...)
	case sd.Pass:
		if first {
			return []string{"Your First Game: the fighter does not fire this Fire Phase. Like a fire order, it is secret until every fighter has declared."}
		}
		return []string{"6.0: the crew member holds fire: his shot in the firing order is given up (with 10.8's gunnery duels he has not fired, and may still answer an attack on his craft). Like a fire order, it is secret until the step resolves."}
	case sd.Lose:
		return []string{"7.2: a w (the defender's choice) or W (the attacker's) box destroys a weapon system of the craft."}
	case sd.LoseTorp:
		return []string{"7.2: a t (the defender's choice) or T (the attacker's) box destroys a torp aboard the craft."}
	case sd.TorpStep:
		return []string{"4.2: the torp's owner chooses its path, 12 MP (with 10.6 its speed): 1 a hex, 3 a hexside turned in its hex (none with 10.6's maneuverable torps); with 10.4 a sideslip for 2. Every hex it enters must close the range to its target, and while the target's hex can be reached with the MP left, the step must keep it reachable: the lit hexes are those allowed. It flies on until it is in the target's hex or no such step is left; a step that is the only one is taken for you. Asteroids are never entered; 11.2's minefield attacks a torp that spent MP in it, after its flight."}
	case sd.TorpFly:
		return []string{"4.2: the torp flies the rest of its way as the program would: the cheapest path into its target's hex if it can reach it, otherwise the path that ends nearest with the fewest MP, every hex entered closing the range."}
	case sd.FullStop:
		return []string{"10.2 (optional): the craft does not move this turn and will not drift at the start of the next Movement Phase; the Full Stop lasts until it moves or turns. A craft at Drive 0 is offered it before anybody moves while 10.12's repair may still give its Drive back."}
	case sd.Slip:
		return []string{"10.4 (optional): a sideslip into the hex ahead-left or ahead-right, keeping the facing, for " + strconv.Itoa(sd.SlipCost) + " MP; never two in a row. It is forward movement: a sideslip off the map leaves the battle by the side's exit edge (a craft its scenario lets out: 11.1 the pod's carrier, 11.2 the Revenge) and destroys the craft otherwise, as a step forward does."}
	case sd.Decoy:
		return []string{"10.7 (optional): instead of jamming, a decoy: 1D4 for every torp tracking the craft, 1–2 removes it. Every critical hit costs one decoy."}
	case sd.Dodge:
		return []string{"10.7 (optional): the craft dodges the torps in its hex as in 4.2 (1D10 + Plt − torps; each point over 10 dodges one). A craft that cannot dodge (Drive below " + strconv.Itoa(sd.DodgeMinDrive) + ") takes this to keep its point defence silent: firing it is firing a weapon (no damage control this turn; the real command ship betrays its decoy). 11.5's decoy, which fires nothing, is asked too, this its only answer, so that the other side cannot tell the shuttles apart."}
	case sd.PointDef:
		return []string{"10.7 (optional): point defence instead of a dodge (or, for a craft that cannot dodge, instead of nothing: it may be used, not must): 1D10 for each torp in the hex, within the kill spread it is destroyed."}
	case sd.Duel:
		return []string{"10.8 (optional): a gunnery duel: both roll 1D10 + Gnr (a pilot −2 against a gunner); the winner's shot lands first, the loser fires after, if he still can. The answering crew member uses his shot for the phase."}
	case sd.NoDuel:
		return []string{"10.8 (optional): the attack stands, and the crew member keeps his shot."}
	case sd.Repair:
		return []string{"10.12 (optional): at the end of a turn in which it neither fired nor was hit, a damaged craft may attempt damage control: 1D10 within its spread (the Damage Control Chart: 1–2 for a Pit Viper up to 1–7 for an Epping or a Shryak) regains the last box marked and undoes what it did (a reduced DR stays reduced). It works once a battle; a failed attempt may be made again at the end of a later quiet turn."}
	case sd.NoRepair:
		return []string{"10.12 (optional): the craft does not attempt damage control this turn and keeps the right to try at the end of a later quiet turn. Its one success always regains the box marked last, so waiting may be worth it: a later □ gives Drive back, a ✳ what the critical hit took."}
	case sd.Buy, sd.Hire, sd.Unbuy, sd.Done:
		return []string{"1.3, 11.8, 11.7: a craft costs its TPV, its BPV plus the pilot's Plt and Gnr and every gunner's Gnr; a pilot hired alone costs Plt + Gnr, a gunner his Gnr. 11.8's points not spent are lost; 11.7's first " + strconv.Itoa(sd.Budget) + " must all be spent, its reinforcements may be banked."}
	case sd.Roll, sd.PickPool:
		return []string{"11.7's restricted pools: each side rolls 1D10 (ties roll again); the higher takes a design into its pool, then the other, in turn, until all twelve are taken; each side buys only from its own pool."}
	case sd.Field:
		return []string{fmt.Sprintf("11.7: a unit fields the craft it chooses; Side B at most %d TPV in scenario 1, Side A at most %d craft in scenario 6, at most %d otherwise (the project's limit).", sd.RescueLimit, sd.ScreenLimit, sd.MaxFielded)}
	case sd.Crew:
		return []string{"11.7: the craft a unit commits are manned by any of its roster's pilots and gunners. A pilot flies a craft and a gunner mans a gunner's seat (1.3); each crew member sits in one craft only; a craft flies only with every seat filled, and a fielded craft's seat may be given to another but not emptied; killed crew are struck off the roster."}
	case sd.Advance:
		return []string{"10.1: a crew member who scored a critical hit, survived and was on the winning side raises his Plt (a pilot) or his Gnr by one, never past 10."}
	}
	return []string{"See docs/rules/silentdeath.md."}
}

// optionSummary is what the set-up option key does, as the menu and
// `list options` say it.
func optionSummary(key string) string {
	for _, o := range (sd.Game{}).OptionSpecs() {
		if o.Key == key {
			return o.Summary
		}
	}
	return key
}

// torpFlight is how a torp flies, with 10.6's speeds and free turns when
// the game plays them: "12 MP (1 a hex, 3 a hexside)".
func torpFlight(s *sd.State) string {
	speed, turn := fmt.Sprintf("%d MP", sd.TorpMP), fmt.Sprintf("%d a hexside", sd.TorpTurnCostPerS)
	if s != nil && s.Options().TorpSpeeds {
		speed = "its 10.6 speed (Mk.10 18, Mk.20 16, Mk.50 10 MP)"
	}
	if s != nil && s.Options().TorpManeuver {
		turn = "turning free, 10.6"
	}
	return speed + " (1 a hex, " + turn + ")"
}

// weaponLines are the numbers of mount m of craft i: its attack dice,
// damage reading, ranges and speed limit.
func weaponLines(s *sd.State, i sd.CraftID, m int) []string {
	if s == nil || int(i) < 0 || int(i) >= len(s.Crafts()) {
		return nil
	}
	c := s.Craft(int(i))
	if m < 0 || m >= len(c.Mounts) {
		return nil
	}
	mv := c.Mounts[m]
	if mv.Weapon == sd.MissileLauncher {
		return []string{fmt.Sprintf("%s: %d missiles aboard, range %d, arcs %s.", c.Label, mv.Ammo, sd.MissileRange, mv.Arcs)}
	}
	line := fmt.Sprintf("%s's %s: attack dice %s, damage %s, arcs %s", c.Label, mv.Name, mv.ToHit, mv.Damage, mv.Arcs)
	switch {
	case s.FirstGame():
		line += fmt.Sprintf(", range %d", sd.FirstGameRange)
	case s.Options().RangeBands:
		line += ", 10.11's bands (point blank +2, short +1, mid 0, long −1, very long −2, extreme −4) end at " + sdBandEnds(s, mv.Weapon, mv.Short, mv.Mid, mv.Long)
	default:
		line += fmt.Sprintf(", short to %d, medium to %d, long to %d", mv.Short, mv.Mid, mv.Long)
	}
	if mv.MaxDrive > 0 {
		line += fmt.Sprintf(", targets of Drive %d or less", mv.MaxDrive)
	}
	return []string{line + "."}
}
