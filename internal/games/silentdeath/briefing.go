package silentdeath

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Briefings: what the players read before a battle (engine.Briefer). The
// objective and the victory are worded from the scenario's victory rules
// (victory.go), the forces from its sides, so that a scenario file of
// one's own is briefed as exactly as a shipped one.

// Briefing implements engine.Briefer.
func (sc *Scenario) Briefing(engine.Options) engine.Briefing {
	f := &sc.file
	if f.Campaign != nil {
		return campaignBriefing(f)
	}
	b := engine.Briefing{Situation: f.Description, TurnLimit: f.Turns}
	for p := range f.Sides {
		b.Forces = append(b.Forces, forcesLine(f, p))
	}
	b.Objective, b.Victory = victoryText(f)
	return b
}

// Briefing is the battle's briefing: its scenario's, which after 11.8's
// purchases lists the craft bought.
func (s *State) Briefing(opts engine.Options) engine.Briefing { return s.sc.Briefing(opts) }

// forcesLine is side p's forces: "Red: Pit Viper A (Plt 7 Gnr 8), Pit
// Viper B (Plt 7 Gnr 8); 2 craft, 66 TPV".
func forcesLine(f *ScenarioFile, p int) string {
	sd := f.Sides[p]
	if f.Build != nil && len(sd.Craft) == 0 {
		order := "first"
		if p == 1 {
			order = "second"
		}
		return fmt.Sprintf("%s buys, %s, craft and crews worth up to %d TPV (11.8), openly", sd.Name, order, f.Build.Points)
	}
	var crafts []string
	tpv := 0
	for _, c := range sd.Craft {
		t, ok := CraftByKey(c.Type)
		if !ok {
			continue
		}
		crew := fmt.Sprintf("Plt %d Gnr %d", c.Pilot.Plt, c.Pilot.Gnr)
		for _, g := range c.Gunners {
			crew += fmt.Sprintf(", gunner %d", g)
		}
		line := t.Name + " " + c.ID + " (" + crew
		if c.NoTorps {
			line += ", no torps"
		}
		switch {
		case c.Damage == 1:
			line += ", 1 box marked"
		case c.Damage > 1:
			line += fmt.Sprintf(", %d boxes marked", c.Damage)
		}
		crafts = append(crafts, line+")")
		tpv += TPV(t, c.Pilot, c.Gunners, c.NoTorps)
	}
	line := sd.Name + ": " + strings.Join(crafts, ", ") + fmt.Sprintf("; %d craft, %d TPV", len(crafts), tpv)
	if sd.Exit != 0 {
		// 5.0: only what the scenario lets out leaves; off any edge
		// otherwise a craft is lost (see State.LeavesBy).
		switch f.Victory.Kind {
		case VicRescue:
			line += fmt.Sprintf("; the pod's carrier leaves by Edge %d", sd.Exit)
		case VicMinefield:
			line += fmt.Sprintf("; the Revenge leaves by Edge %d", sd.Exit)
		default:
			line += fmt.Sprintf("; leaves by Edge %d", sd.Exit)
		}
	}
	return line
}

// victoryText words the scenario's victory rules: what each side must do,
// and how the game ends.
func victoryText(f *ScenarioFile) (objective, victory string) {
	v := &f.Victory
	name := func(p int) string { return f.Sides[p].Name }
	vs, os := name(v.Side), name(1-v.Side)
	turns := fmt.Sprintf("turn %d", f.Turns)
	exit := f.Sides[v.Side].Exit
	r := &f.Rules
	switch v.Kind {
	case VicAnnihilate:
		return "Destroy every enemy craft.",
			"A side with no craft left on the map loses. At the end of " + turns + " the side that destroyed the more TPV wins; as many is a draw."
	case VicPoints:
		return "Destroy more of the enemy's TPV than he destroys of yours (11.8).",
			"At the end of " + turns + " the side that destroyed the more TPV wins; as many is a draw. A side with no craft left may still score with its torps and missiles in flight; once they are spent the count is made."
	case VicTPV:
		return fmt.Sprintf("Be the first to destroy %d TPV of enemy craft.", v.TPV),
			fmt.Sprintf("The first side to have destroyed %d TPV, and more than the other, wins. Otherwise the game is a draw at the end of %s, or as soon as a side has no craft left and no torps or missiles in flight.", v.TPV, turns)
	case VicCommandShip:
		cs := r.CommandShip
		owner, hunter := name(cs.Side), name(1-cs.Side)
		target := v.Target
		if v.PilotTies {
			target += " (or any craft whose pilot is worth as much)"
		}
		return fmt.Sprintf("%s one of %s and %s as the real command ship, in secret; the other is a decoy that cannot fire. %s must destroy the command ship; %s must destroy %s.", engine.Agree(owner, "names"), cs.Crafts[0], cs.Crafts[1], hunter, owner, target),
			fmt.Sprintf("%s at once when the command ship is destroyed, %s when %s is. Otherwise the first side to destroy %d TPV wins (the decoy counts for nothing), and the game is a draw at the end of %s.", engine.Agree(hunter, "wins"), owner, target, v.TPV, turns)
	case VicRescue:
		carrier := "any of its craft"
		if t, ok := CraftByKey(r.Pod.Carrier); ok {
			carrier = "a " + t.Name
		}
		return fmt.Sprintf("%s recovers the life pod with %s (stop in its hex and stay there through the next whole turn) and carries it off Edge %d; %s stops it and may neither attack the pod nor end a move in its hex.", vs, carrier, exit, os),
			fmt.Sprintf("%s wins when the pod's carrier leaves the map by Edge %d by the end of %s. Anything else is %s victory: the pod destroyed, no carrier left, or time out.", vs, exit, turns, Possessive(os))
	case VicMinefield:
		o := r.Offboard
		return fmt.Sprintf("%s must destroy the Comm Sat, launch at least %d %s torps from Area %s at the fighter tender off the map, and fly the Revenge off Edge %d; %s defends.", vs, o.Need, markName(o.Mark), o.Area, exit, os),
			fmt.Sprintf("%s wins when all three are done by the end of %s. %s wins otherwise, and at once when the Revenge is destroyed, or leaves while the launches made and the %s torps still aboard %s craft cannot reach %d.", vs, turns, os, markName(o.Mark), Possessive(vs), o.Need)
	case VicTechStakes:
		hawk := "a Teal Hawk"
		if v.Target != "" {
			hawk = v.Target
		}
		return fmt.Sprintf("%s must damage every craft of %s, bring %s to Drive 3 or less without destroying it, and keep two craft of Drive 12 or more on the map.", vs, os, hawk),
			fmt.Sprintf("%s wins if all three hold at the end of %s; otherwise %s wins, at once when no such Teal Hawk is left or %s has fewer than two craft.", vs, turns, os, vs)
	case VicCommSat:
		return fmt.Sprintf("%s must destroy %s Comm Sat.", vs, Possessive(os)),
			fmt.Sprintf("%s wins when the Comm Sat is destroyed; %s wins if it still stands after %s, or when %s has no craft left and none of its torps or salvos is still on the way to it.", vs, os, turns, vs)
	case VicScreening:
		return fmt.Sprintf("%s must destroy both Laser Sats and fly two craft of Drive %d or more off Edge %d; %s screens them.", vs, screeningExitDrive, exit, os),
			fmt.Sprintf("%s wins when both are done by the end of %s; %s wins otherwise, at once when fewer than two such craft are left to get through.", vs, turns, os)
	}
	return "", ""
}

// markName is a torp mark as the scenario writes it, for people: "Mk.50".
func markName(s string) string {
	if m, err := ParseMark(s); err == nil {
		return m.String()
	}
	return s
}

// campaignBriefing is the campaign's as a whole: the two units and the six
// scenarios (a campaign's state briefs the scenario it is at).
func campaignBriefing(f *ScenarioFile) engine.Briefing {
	var titles []string
	for _, st := range stages {
		titles = append(titles, st.Title)
	}
	b := engine.Briefing{Situation: f.Description,
		Objective: "Win the most of the six scenarios of 11.7, played in order: " + strings.Join(titles, "; ") + ".",
		Victory:   "The unit that won the more scenarios wins the campaign; on a tie, the roster of more value (BPV and crew costs); the same value is a draw."}
	for _, s := range f.Sides {
		b.Forces = append(b.Forces, fmt.Sprintf("%s: a roster bought with %d points, reinforced between scenarios with the points won", s.Name, Budget))
	}
	return b
}

// Briefing is the campaign's briefing where it stands: the battle being
// fought, with its forces and its victory as 11.7 changed them; before a
// battle, the scenario that comes next; otherwise the campaign's.
func (c *Campaign) Briefing(opts engine.Options) engine.Briefing {
	switch {
	case c.battle != nil:
		b := c.battle.Briefing(opts)
		b.Situation = c.stageIntro() + " " + b.Situation + " " + c.stageChanges()
		return b
	case c.next < len(stages) && c.a >= 0:
		st := c.sc.file.Campaign.Stages[c.next]
		b := engine.Briefing{Situation: "Next: " + c.stageIntro() + " " + st.Description + " " + c.stageChanges(), TurnLimit: st.Turns}
		if f, _, err := c.battleFile(stages[c.next], st); err == nil {
			b.Objective, b.Victory = victoryText(&f)
		}
		for p := engine.Player(0); p < 2; p++ {
			s := c.sides[p]
			b.Forces = append(b.Forces, fmt.Sprintf("%s: %d craft and %d crew on the roster, %s in hand, %s won", s.Name, len(s.Craft), len(s.Crew), engine.Count(c.PointsInHand(p), "point", "points"), engine.Count(s.Wins, "scenario", "scenarios")))
		}
		return b
	}
	return c.sc.Briefing(opts)
}

// stageIntro places the scenario in the campaign: "Scenario 2 of 6 of the
// campaign (11.7), Into the Minefield: The Destroyers, Side A, plays
// Kubishev-Lloyd's part, Reaper's Own Dark Lathe's; …".
func (c *Campaign) stageIntro() string {
	st := stages[c.next]
	base := c.sc.file.Campaign.Stages[c.next]
	a, b := int(c.a), 1-int(c.a)
	// The count goes with the number, before the name ("Scenario 2 of 6
	// …, Into the Minefield:"), where it followed the whole title
	// ("Scenario 2: Into the Minefield of 6 of the campaign").
	stage := st.Title + " of 6 of the campaign (11.7)"
	if num, name, ok := strings.Cut(st.Title, ": "); ok {
		stage = num + " of 6 of the campaign (11.7), " + name
	}
	return fmt.Sprintf("%s: %s, Side A, plays %s part, %s %s; the names below are the units'.",
		stage, c.names[a], Possessive(base.Sides[st.ASide].Name), c.names[b], Possessive(base.Sides[1-st.ASide].Name))
}

// stageChanges words what 11.7 changes in the scenario being fought or
// next, after the advanced scenario's own description (which would
// otherwise say, for the Rescue, that only a Pharsii II may take the pod).
// The objective and the victory below it are worded from the changed
// rules (victoryText).
func (c *Campaign) stageChanges() string {
	a, b := c.names[c.a], c.names[1-c.a]
	switch stages[c.next].Name {
	case "rescue":
		return fmt.Sprintf("11.7 changes it: any craft of %s may recover the pod, and %s fields at most %d TPV.", a, b, RescueLimit)
	case "minefield":
		return fmt.Sprintf("11.7 changes it: %s wins by destroying %s Comm Sat alone, with no torps to launch at the tender and no Revenge to fly out.", b, Possessive(a))
	case "belt":
		return fmt.Sprintf("11.7: %s sets up in the asteroids, %s along the map's edge.", a, b)
	case "techstakes":
		return fmt.Sprintf("11.7 changes it: %s adds a Teal Hawk crewed at Plt 1 Gnr 1 for this scenario only, and it is the Teal Hawk %s must bring to Drive 3 or less.", b, a)
	case "commandship":
		return fmt.Sprintf("11.7 changes it: %s adds the Shryak Shuttle command ship and its decoy (crews of Gnr 1) for this scenario only; %s must destroy the craft of %s most valuable pilot. The units' Salamanders keep their torps: 11.5 takes them from the Grizzlies' only.", a, a, Possessive(b))
	case "screening":
		return fmt.Sprintf("11.7: %s attacks the Laser Sats, %s screens them with at most one craft a map section (two when it fields more than six, at most %d).", b, a, ScreenLimit)
	}
	return ""
}

// TurnLabel implements engine.TurnLabeler: during a battle, its number
// in the campaign and its own turn ("Battle 2, turn 3"), where Phase's
// Turn counts on across the campaign; between battles, "Between battles".
func (c *Campaign) TurnLabel() string {
	if c.ph == campBattle && c.battle != nil {
		return fmt.Sprintf("Battle %d, turn %d", c.next+1, c.battle.Phase().Turn)
	}
	if c.ph == campOver {
		return "Campaign over"
	}
	return "Between battles"
}

// LogTurn implements engine.LogTurnLabeler: the log names a battle's
// intents by the battle's own turn, as the header does, and the steps
// between battles "Camp".
func (c *Campaign) LogTurn() string {
	if c.ph == campBattle && c.battle != nil {
		return fmt.Sprintf("T%d", c.battle.Phase().Turn)
	}
	return "Camp"
}

// LogBattle implements engine.LogBattler: during a battle, its number in
// the campaign as the header gives it, forfeited battles counted, so that
// a player names a battle's turn ("3:1") by the number the game shows.
func (c *Campaign) LogBattle() int {
	if c.ph == campBattle && c.battle != nil {
		return c.next + 1
	}
	return 0
}

// Stage implements engine.StageBriefer: the battle being fought, else the
// campaign itself, so that the screen briefs the players at the start of
// every battle and again when it is over (with the scenario that comes
// next).
func (c *Campaign) Stage() string {
	if c.battle != nil && c.next < len(stages) {
		return stages[c.next].Title
	}
	return c.sc.file.Title
}
