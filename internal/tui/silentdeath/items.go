package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// sdGroups are the action list's groups: a label and a key each. The map
// board's own keys (m, f, g, U, M, + - 0) are left to it.
var sdGroups = map[string][2]string{
	sd.KindCommand:    {"Real command ship", "c"},
	sd.KindLockOn:     {"Lock missiles on", "l"},
	sd.KindTorp:       {"Launch a torp", "o"},
	sd.KindDeclared:   {"Seal the declarations", "n"},
	sd.KindSalvo:      {"Fire missiles", "v"},
	sd.KindInitiative: {"Roll initiative", "I"},
	sd.KindHold:       {"Hold the last craft back", "b"},
	sd.KindForward:    {"Forward", "w"},
	sd.KindTurn:       {"Turn", "a"},
	sd.KindTight:      {"Tight turn", "t"},
	sd.KindFace:       {"Face", "O"},
	sd.KindStop:       {"End move", "s"},
	sd.KindJam:        {"Jam", "z"},
	sd.KindFire:       {"Fire", "x"},
	sd.KindPass:       {"Hold fire", "p"},
	sd.KindLose:       {"Lose", "r"},
	sd.KindLoseTorp:   {"Lose a torp", "e"},
	sd.KindTorpStep:   {"Torp: next hex", "T"},
	sd.KindTorpFly:    {"Torp: cheapest path", "C"},
	// The optional rules of 10.x.
	sd.KindFullStop: {"Full stop", "S"},
	sd.KindSlip:     {"Sideslip", "y"},
	sd.KindDecoy:    {"Drop a decoy", "d"},
	sd.KindDodge:    {"Dodge", "E"},
	sd.KindPointDef: {"Point defence", "P"},
	sd.KindDuel:     {"Gunnery duel", "G"},
	sd.KindNoDuel:   {"No duel", "N"},
	sd.KindRepair:   {"Damage control", "V"},
	sd.KindNoRepair: {"Wait: no damage control", "W"},
	// Purchases and the campaign (their own screens make them; the list
	// shows them to a spectator and in replays).
	sd.KindBuy:     {"Buy", "B"},
	sd.KindHire:    {"Hire", "H"},
	sd.KindUnbuy:   {"Take back", "X"},
	sd.KindDone:    {"Done", "D"},
	sd.KindRoll:    {"Roll for the first pick", "R"},
	sd.KindPick:    {"Take into the pool", "K"},
	sd.KindField:   {"Field", "F"},
	sd.KindAdvance: {"Advance", "A"},
}

func (g *sdGame) Group(kind string) (string, string) {
	if v, ok := sdGroups[kind]; ok {
		return v[0], v[1]
	}
	return kind, ""
}

// Item names an intent so that it reads after its group's label
// ("Forward Pit Viper A (1 MP)") and alone in the group's list: first the
// intents named by their group alone, then a torp's step, then a craft's
// intents by what they do (move, attack, defend against torps, the rest).
func (g *sdGame) Item(in engine.Intent) string {
	if label, ok := g.groupItem(in); ok {
		return label
	}
	s := g.last
	if s == nil {
		if g.state != nil {
			return engine.Describe(g.state, in, in.Actor())
		}
		return in.String()
	}
	switch x := in.(type) {
	case sd.TorpStep:
		if fc, ok := s.Flight(); ok {
			for _, st := range fc.Steps {
				if st.Intent == x {
					return g.stepText(s, st)
				}
			}
		}
	}
	i, ok := sdCraft(s, in)
	if !ok {
		return s.Describe(in, in.Actor())
	}
	c := s.Craft(i)
	if l, ok := g.moveItem(s, i, c, in); ok {
		return l
	}
	if l, ok := g.attackItem(s, i, c, in); ok {
		return l
	}
	if l, ok := sdDefenceItem(s, c, in); ok {
		return l
	}
	switch x := in.(type) {
	case sd.Command:
		return c.Label
	case sd.Repair:
		_, _, _, spread := sd.Defences(c.Type)
		return c.Label + " (1D10, 1–" + strconv.Itoa(spread) + " regains box " + strconv.Itoa(c.Hits) + ")"
	case sd.NoRepair:
		return c.Label + " (may try at a later turn's end)"
	case sd.Lose:
		return c.Label + "'s " + sdMountName(c, x.Mount)
	case sd.LoseTorp:
		return "a " + x.Mark.String() + " of " + c.Label
	}
	return s.Describe(in, in.Actor())
}

// loneForward reports whether by has one forward step in s, the group
// of one line that w takes at once.
func (g *sdGame) loneForward(s *sd.State, by engine.Player) bool {
	if by != 0 && by != 1 {
		return false
	}
	if g.forwardsOf != s {
		g.forwardsOf, g.forwards = s, [2]int{}
		for p := range g.forwards {
			for _, in := range s.Legal(engine.Player(p)) {
				if _, ok := in.(sd.Forward); ok {
					g.forwards[p]++
				}
			}
		}
	}
	return g.forwards[by] == 1
}

// groupItem names the intents that read as their group's label. False for
// every other intent.
func (g *sdGame) groupItem(in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Declared, sd.Initiative, sd.Hold, sd.Roll:
		// Named by their group alone, with or without a state: the action
		// list (built before the first frame) then takes them on one key.
		label, _ := g.Group(x.Kind())
		return label, true
	case sd.TorpFly:
		// Named after its group, as a lone forward step is, so that one C
		// flies the torp (a list of one line needs a second key) — with or
		// without the flight in the last frame: the list is built before
		// the frame of the flight's first step is drawn (a handoff's, or
		// the one after the target's move), and a C there opened a list.
		// Short enough for the action list at 80 columns ("[C] Torp:
		// cheapest path (12 MP)"), and at 200 too: "… fly the rest the
		// cheapest way (4 of 4 MP)" was cut at both; the panel says the rest.
		label, _ := g.Group(x.Kind())
		if s := g.last; s != nil {
			if fc, ok := s.Flight(); ok && fc.Torp == sd.TorpTarget(x.Torp) {
				label += " (" + strconv.Itoa(fc.CheapestMP) + " MP)"
			}
		}
		return label, true
	}
	return "", false
}

// sdMountName names mount m of craft c, "?" when it has none of that
// number.
func sdMountName(c sd.CraftView, m int) string {
	if m >= 0 && m < len(c.Mounts) {
		return c.Mounts[m].Name
	}
	return "?"
}

// moveItem names craft c's moves (section 5 and the optional full stop and
// sideslip), each with what it costs. False for any other intent.
func (g *sdGame) moveItem(s *sd.State, i int, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Forward:
		// Named after its group, so that a lone forward step (the craft
		// in motion) is taken by one w: a move of fifteen hexes was thirty
		// keys, w opening a list of one line and w again taking it. A step
		// off the map, into an asteroid or into a torp's hex, where one
		// w too many loses the craft or rolls dice, opens the list
		// (sdStepRisk).
		// A list of several crafts' steps names every one the same way:
		// it read "Thunder Bird A (1 MP)" above "Forward Thunder Bird B
		// (1 MP)" where only B was clear.
		// The step that spends the craft's last MP ends its move and
		// passes the play on: there too the list opens, so that the
		// presses of a held w no longer moved the other side's craft
		// (found in play), and the line says so.
		if _, _, left, ok := s.StepPreview(in); ok && left <= 0 {
			return c.Label + " (1 MP, the last: its move ends)", true
		}
		if risk := sdStepRisk(s, in); risk != "" && g.loneForward(s, in.Actor()) {
			return c.Label + " (1 MP, " + risk + ")", true // why its list opens
		}
		if !g.loneForward(s, in.Actor()) {
			return c.Label + " (1 MP)", true
		}
		label, _ := g.Group(x.Kind())
		return label + " " + c.Label + " (1 MP)", true
	case sd.Turn:
		cost := strconv.Itoa(sd.TurnCost) + " MP"
		if s.Phase().Name == sd.PhaseDrive0 {
			cost = "Drive 0 turn"
		}
		if x.Dir < 0 {
			return c.Label + " left (" + cost + ")", true
		}
		return c.Label + " right (" + cost + ")", true
	case sd.Tight:
		return sdTightItem(s, c, x), true
	case sd.Face:
		if n := c.Facing.Turns(hex.Direction(x.Facing)); n == 1 {
			// 10.3: a set cost turn that failed turns one hexside, the
			// pilot's choice of side, for the 3 MP paid.
			return c.Label + " " + hex.Direction(x.Facing).String() + " (one hexside, paid)", true
		}
		return c.Label + " " + hex.Direction(x.Facing).String() + " (" + strconv.Itoa(c.Facing.Turns(hex.Direction(x.Facing))) + " hexsides, paid)", true
	case sd.Slip:
		to := c.Facing.Rotate(x.Dir).String()
		if x.Dir < 0 {
			return c.Label + " ahead-left, " + to + " (" + strconv.Itoa(sd.SlipCost) + " MP)", true
		}
		return c.Label + " ahead-right, " + to + " (" + strconv.Itoa(sd.SlipCost) + " MP)", true
	case sd.Stop:
		if s.Phase().Name == sd.PhaseDrive0 {
			return c.Label + " (keeps its facing)", true
		}
		if mi, spent, _ := s.Mover(); mi == i {
			// "spent", as the log says it: "(7 of 16 MP)" left the
			// player to guess, under "end movement with 9 MP unspent?".
			return c.Label + " (" + strconv.Itoa(spent) + " of " + strconv.Itoa(c.Drive) + " MP spent)", true
		}
		return c.Label + " (stays put)", true
	case sd.FullStop:
		return c.Label + " (stays put, no drift)", true
	}
	return "", false
}

// sdTightItem names a tight turn with its cost.
func sdTightItem(s *sd.State, c sd.CraftView, x sd.Tight) string {
	// 5.2: the whole cost is the TTC (a die by Plt, +3): 1D6+3, not 3
	// more; the facing is chosen after the roll (Face).
	if x.Facing == sd.FaceAfterRoll {
		return c.Label + " (TTC " + c.Crew[0].TTC + " MP, then the facing)"
	}
	to := hex.Direction(x.Facing)
	if s.Options().SetTurns {
		n := 2
		if to == c.Facing.Rotate(3) {
			n = 3
		}
		return c.Label + " to " + to.String() + " (" + strconv.Itoa(sd.SetTurnCost(n)) + " MP if 1D10 < Plt)"
	}
	return c.Label + " to " + to.String() + " (TTC " + c.Crew[0].TTC + " MP)"
}

// attackItem names craft c's attacks: missile locks and salvoes, torps
// launched, gun fire and duels, a gunner holding fire. False for any other
// intent.
func (g *sdGame) attackItem(s *sd.State, i int, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.LockOn:
		// A craft of more than one launcher names the one that locks on
		// as its display does ("A Missiles"): the Epping's lines for two
		// launchers in arc of one target read the same, and the player
		// could not tell which launcher each line would lock.
		launchers := 0
		for _, m := range c.Mounts {
			if m.Weapon == sd.MissileLauncher && !m.Lost && !m.Deleted {
				launchers++
			}
		}
		w := ""
		if launchers > 1 && x.Mount >= 0 && x.Mount < len(c.Mounts) {
			w = " " + sdWho(c, c.Mounts[x.Mount].Crew) + "Missiles"
		}
		return sdID(s, i) + w + g.arrow() + sdTargetName(s, x.Target) + sdRange(s, c, x.Target), true
	case sd.Torp:
		return sdID(s, i) + " " + x.Mark.String() + g.arrow() + sdTargetName(s, x.Target), true
	case sd.Salvo:
		// 4.1: each missile adds a D6 to the attack, read High.
		if x.N == 0 {
			return c.Label + ": hold the missiles", true
		}
		if x.N == 1 {
			return c.Label + ": 1 missile (1D6, High)", true
		}
		return c.Label + ": " + strconv.Itoa(x.N) + " missiles (" + strconv.Itoa(x.N) + "D6, High)", true
	case sd.Duel:
		return sdID(s, i) + " " + sdMountName(c, x.Mount) + g.arrow() + sdTargetName(s, x.Target), true
	case sd.NoDuel:
		return c.Label, true
	case sd.Fire:
		cannons := 0
		for _, m := range c.Mounts {
			if m.Weapon != sd.MissileLauncher {
				cannons++
			}
		}
		w := ""
		if cannons > 1 {
			w = " " + sdMountName(c, x.Mount)
		}
		return sdID(s, i) + w + g.arrow() + sdTargetName(s, x.Target) + sdRange(s, c, x.Target), true
	case sd.Pass:
		if x.Crew >= 0 && x.Crew < len(c.Crew) && len(c.Crew) > 1 {
			// "Epping A's gunner A", as the log names him (before,
			// "Epping A gunner a": the gunner's letter lowered too).
			role := c.Crew[x.Crew].Role
			return c.Label + "'s " + strings.ToLower(role[:1]) + role[1:], true
		}
		return c.Label, true
	}
	return "", false
}

// sdDefenceItem names craft c's defences against torps (jamming, decoys,
// dodging, point defence), each with its roll. False for any other
// intent.
func sdDefenceItem(s *sd.State, c sd.CraftView, in engine.Intent) (string, bool) {
	switch x := in.(type) {
	case sd.Jam:
		return sdTargetName(s, x.Target) + " (1D4 = 1)", true
	case sd.Decoy:
		return c.Label + " (1D4 of 1–2 per torp)", true
	case sd.Dodge:
		if !s.CanDodge(x.Craft) {
			return c.Label + " (no point defence: it cannot dodge)", true
		}
		return c.Label + " (1D10 + Plt " + strconv.Itoa(c.Crew[0].Plt) + " − " + strconv.Itoa(sdTorpsAt(s, c)) + " torps)", true
	case sd.PointDef:
		_, pd, _, _ := sd.Defences(c.Type)
		return c.Label + " (1D10 per torp, 1–" + strconv.Itoa(pd) + " kills)", true
	}
	return "", false
}

// sdStepRisk names what step in (a craft's step ahead) flies into, where
// one w too many loses the craft or rolls dice: "off the map", "into an
// asteroid" (10.5's 10D12) or "into a torp's hex" (a torp tracking it
// strikes); "" for any other step, which w takes at once. Only the hex the
// step enters counts: a craft within two hexes of an edge, an asteroid or
// a torp had its every step asked, though it led away (found by a
// play-tester: Your First Game's Pit Viper B at [1,3] facing SE). The
// list is named in the state it lists (tui.StateNamer), so no lag of a
// step or a drift is allowed for; 10.2's drifts stop at the edge.
func sdStepRisk(s *sd.State, in engine.Intent) string {
	at, _, _, ok := s.StepPreview(in)
	switch {
	case !ok:
		return ""
	case !s.Board().In(at):
		return "off the map"
	}
	for _, a := range s.Asteroids() {
		if a == at {
			return "into an asteroid"
		}
	}
	for _, t := range s.Torps() {
		if t.Hex == at {
			return "into a torp's hex"
		}
	}
	return ""
}

// sdTorpsAt counts the torps that reached craft c's hex, which it dodges
// or fires its point defence at (4.2, 10.7).
func sdTorpsAt(s *sd.State, c sd.CraftView) int {
	n := 0
	for _, t := range s.Torps() {
		if t.Hex == c.Hex && t.Arrived {
			n++
		}
	}
	return n
}

// arrow joins a shooter and its target; the ASCII one is as wide as it
// will be drawn.
func (g *sdGame) arrow() string {
	if g.theme.ASCII() {
		return " > "
	}
	return " → "
}

// sdRange is ", range 4": the distance to a target.
func sdRange(s *sd.State, c sd.CraftView, t sd.Target) string {
	if h, ok := s.TargetHex(t); ok {
		return ", range " + strconv.Itoa(hex.Distance(c.Hex, h))
	}
	return ""
}

// sdTargetName names a target in the action list: a craft whose name a
// craft of the other side shares (a campaign's two rosters of Night Hawks
// A-F) with its id on the map, "Night Hawk A (nha)", where the list read
// "NHA 6 Splatterguns → Night Hawk A" as a shot at one's own craft (found
// in play).
func sdTargetName(s *sd.State, t sd.Target) string {
	name := s.TargetName(t)
	cid, ok := t.Craft()
	crafts := s.Crafts()
	if !ok || int(cid) < 0 || int(cid) >= len(crafts) {
		return name
	}
	ids, names := sdTellApart(s, crafts)
	if names[cid] != crafts[cid].Label {
		name += " (" + ids[cid] + ")" // a twin of the other side's
	}
	return name
}
