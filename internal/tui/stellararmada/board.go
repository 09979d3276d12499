package stellararmada

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Screens are Stellar Armada's screens, for the program's catalog.
func Screens() tui.Screens {
	return tui.Screens{
		Blurb: "Two star cruisers duel on their ship mats: action points, shields, missiles and masers, a d6 to hit.",
		Board: func(cfg tui.Config) tui.Board { return &saBoard{theme: cfg.Theme()} },
		Help:  help,
	}
}

// saBoard draws Stellar Armada's two ship mats side by side.
type saBoard struct{ theme *render.Theme }

func (b *saBoard) Height(w, _ int) int {
	if w >= 2*render.MatMinWidth+1 {
		return render.MatHeight
	}
	return 2 * render.MatHeight
}

func (b *saBoard) Draw(f tui.Frame) []string {
	s, ok := f.State.(*sa.State)
	if !ok {
		return []string{"(not a Stellar Armada state)"}
	}
	views := [2]render.MatView{saMatView(s.Mat(0)), saMatView(s.Mat(1))}
	for p := range views {
		views[p].Idle = saIdle(s, engine.Player(p))
	}
	if who, sys := saHighlight(f.Hover); who != engine.NoPlayer {
		views[who].Selected = saSelected(s.Mat(who), sys)
	}
	return strings.Split(render.Mats(views[0], views[1], f.W, b.theme), "\n")
}

// saIdle is what a mat says where its turn's counters would be when its
// ship does not act: before the roll for the first player nobody waits
// for a turn, and once the game is over nobody will have one.
func saIdle(s *sa.State, p engine.Player) string {
	if o := s.Outcome(); o.Over {
		switch o.Winner {
		case p:
			return "Game over: this ship wins"
		case engine.NoPlayer:
			return "Game over: a draw"
		}
		return "Game over: this ship lost"
	}
	if !s.Started() {
		return "Waiting for the first-player roll"
	}
	return "" // the mat's own "Waiting for its turn"
}

// saHighlight names the mat and system an intent touches: the target of a
// shot on the enemy mat, the system being repaired on one's own.
func saHighlight(in engine.Intent) (engine.Player, sa.System) {
	switch in := in.(type) {
	case sa.FireMissile:
		return 1 - in.By, in.Target
	case sa.FireMaser:
		return 1 - in.By, in.Target
	case sa.RepairSystem:
		return in.By, in.System
	case sa.RechargeShield:
		return in.By, sa.SysShields
	case sa.ActivateEngine:
		return in.By, sa.SysEngines
	}
	return engine.NoPlayer, 0
}

// saSelected names the box to highlight; a hit on the missile system lands
// on the armor while it stands.
func saSelected(m sa.Mat, sys sa.System) string {
	if sys == sa.SysMissiles {
		if m.Armor.Cur > 0 {
			return "armor"
		}
		return "launchers"
	}
	return sys.String()
}

func saMatView(m sa.Mat) render.MatView {
	tr := func(t sa.Track) render.Track {
		return render.Track{Value: t.Cur, Max: t.Max, Destroyed: t.Cur == 0 && t.Max > 0}
	}
	v := render.MatView{
		Name: m.Name, Color: m.Color, Active: m.Acting,
		Reactor: tr(m.Reactor), Shields: tr(m.Shields), Engines: tr(m.Engines), Repair: tr(m.Repair),
		Masers: tr(m.Masers), Armor: tr(m.Armor), Launchers: tr(m.Launchers),
		Ammo: m.Ammo.Cur, AmmoMax: m.Ammo.Max,
		AP: m.AP, APMax: m.TurnAP,
		EngineDie: m.EngineDie, Boost: m.Boost, AutoBoost: m.AutoBoost,
		ReactorHitThisTurn: m.ReactorDamage, ReactorCapThisTurn: m.ReactorDamage + m.ReactorCap,
	}
	// Shields and armor are not systems that a marker leaves; an empty
	// track is just empty.
	v.Shields.Destroyed, v.Armor.Destroyed = false, false
	if m.Acting {
		v.ShotsMissile, v.ShotsMaser = m.MissilesFired, m.MasersFired
		// A missile needs a round: the last rounds lower what may be fired.
		v.ShotsMissileMax = max(m.MissilesFired, min(m.MissileLimit, m.MissilesFired+m.Ammo.Cur))
		v.ShotsMaserMax = m.MaserLimit
		v.Repairs, v.RepairsMax = m.Repairs, m.RepairLimit
	}
	return v
}

var saGroups = map[string][2]string{
	sa.KindRoll:    {"Roll for the first player", "d"},
	sa.KindMissile: {"Fire missile at", "m"},
	sa.KindMaser:   {"Fire maser at", "b"},
	sa.KindEngine:  {"Engine: evade", "e"},
	sa.KindShield:  {"Recharge a shield", "s"},
	sa.KindRepair:  {"Repair", "r"},
	sa.KindEnd:     {"End the turn", "n"},
}

func (b *saBoard) Group(kind string) (string, string) {
	if g, ok := saGroups[kind]; ok {
		return g[0], g[1]
	}
	return kind, ""
}

func (b *saBoard) Item(in engine.Intent) string {
	switch in := in.(type) {
	case sa.FireMissile:
		return "the " + in.Target.Label()
	case sa.FireMaser:
		return "the " + in.Target.Label()
	case sa.RepairSystem:
		return "the " + in.System.Label()
	case sa.RechargeShield, sa.ActivateEngine, sa.EndTurn, sa.RollOff:
		label, _ := b.Group(in.Kind())
		return label
	}
	return in.String()
}

// help is Stellar Armada's pages of the full help: the legend of the
// mats, the turn with its phase marked, and the rule of the action under
// the cursor, in the project's own words (docs/rules/stellararmada.md).
func help(view engine.State, me engine.Player, hover engine.Intent) []tui.HelpPage {
	legend := tui.HelpPage{Title: "Legend", Lines: []string{
		"● a point that is still there; ○ a point lost: a system's damage, a shield point down, a round of ammunition or an action point spent. A system with no point left reads destroyed (empty shields and armor just stand empty). A track too long for its place shows its numbers alone (99/99).",
		"The reactor in the middle: one action point a turn per undamaged point, six at most. Around it its four sides: masers, the missile system (armor, then two launchers), engines, repair. The shields cover everything.",
		"▶ before a name: that ship's player acts now. ▸ before a system: the target of the action under the cursor.",
		"A die beside the engines: the deluxe edition's engine die, its face the number of engines fired (no die for the second player's automatic first-turn boost, which the mat says in words).",
		"To hit this ship: the roll the enemy needs (2+ plus one per engine fired on this ship's last turn; 5+ against the second player during the first player's first turn, its automatic boost of 3).",
		"Reactor covered / exposed: the reactor can be hit only once a side is destroyed, at most two points a turn per destroyed side.",
		"AP: action points left this turn. Repairs: made this turn / allowed (one per repair system undamaged when the turn began). Fired: missiles / allowed (one per undamaged launcher, two at most, no more than the rounds left) and masers / allowed (one per undamaged maser, three at most).",
	}}
	turn := tui.HelpPage{Title: "Turn", Lines: []string{
		"1. Roll for the first player (once): the higher die plays first; the second player starts behind an automatic boost of 3.",
		"2. Each turn the player to act has one action point per undamaged reactor point (six at most) and spends them one at a time:",
		"   missile (5 damage; two a turn at most, one per undamaged launcher), maser (2 damage; one per undamaged maser, three a turn at most), engine (+1 to the enemy's roll next turn), shield (recharge a point), repair (a point of a system; one per repair system undamaged when the turn began).",
		"3. End the turn: unused points are lost. Then the other player acts.",
	}}
	if s, ok := view.(*sa.State); ok {
		if s.First() == engine.NoPlayer {
			turn.Lines[0] = "▶ " + turn.Lines[0]
		} else {
			turn.Lines[1] = "▶ " + turn.Lines[1]
		}
	}
	rules := tui.HelpPage{Title: "Rules", Lines: []string{"Move the cursor onto an action to read its rule here."}}
	switch hover.(type) {
	case sa.RollOff:
		rules.Lines = []string{"Roll for the first player: each side rolls a die; the higher roll plays first in every round, and a tie is rolled again. The second player has an automatic engine boost of 3 during the first player's first turn: those shots need 5+."}
	case sa.FireMissile, sa.FireMaser:
		rules.Lines = []string{"Shooting: one die; the roll needed is 2 plus the defender's engine boost; a 1 always misses. Hits land on the shields while they are up and never pass through them; then on the system aimed at; a hit larger than what the system has left destroys it and the rest flows into the reactor, which takes at most two points a turn per destroyed side (the rest is wasted). A destroyed side is no target; the reactor behind it is. A missile uses a round of ammunition, hit or miss."}
	case sa.ActivateEngine:
		rules.Lines = []string{"Engines: each engine fired this turn makes the enemy need one more to hit on its next turn (3+, 4+, 5+). One per undamaged engine."}
	case sa.RechargeShield:
		rules.Lines = []string{"Shields: one action point recharges one shield point, up to the maximum. Recharging is not a repair and needs no repair system."}
	case sa.RepairSystem:
		rules.Lines = []string{"Repair: one action point restores one point of masers, the missile system (launchers first), engines or repair. The reactor and the shields cannot be repaired. At most one repair per repair system undamaged when the turn began."}
	case sa.EndTurn:
		rules.Lines = []string{"End the turn: the action points left are lost; the other player acts."}
	}
	return []tui.HelpPage{legend, turn, rules}
}

// WhyNot says why me has no intent of kind in view, in the game's own
// words (its refusal of the intent), for a hotkey pressed while its group
// is not in the action list: "[m] Fire missile at: 2 missiles a turn at
// most: no more missiles this turn" instead of a phase that is the right
// one. "" when there is nothing to say (the kind is possible).
func (b *saBoard) WhyNot(view engine.State, me engine.Player, kind string) string {
	s, ok := view.(*sa.State)
	if !ok {
		return ""
	}
	var probes []engine.Intent
	switch kind {
	case sa.KindRoll:
		probes = []engine.Intent{sa.RollOff{By: me}}
	case sa.KindEngine:
		probes = []engine.Intent{sa.ActivateEngine{By: me}}
	case sa.KindShield:
		probes = []engine.Intent{sa.RechargeShield{By: me}}
	case sa.KindEnd:
		probes = []engine.Intent{sa.EndTurn{By: me}}
	case sa.KindMissile, sa.KindMaser:
		// Every target is refused; a reason that is not about the target
		// (launchers, ammunition, action points) is the same for all of
		// them, and comes first.
		sides := sa.SideSystems()
		for _, t := range append(sides[:], sa.SysReactor, sa.SysShields) {
			if kind == sa.KindMissile {
				probes = append(probes, sa.FireMissile{By: me, Target: t})
			} else {
				probes = append(probes, sa.FireMaser{By: me, Target: t})
			}
		}
	case sa.KindRepair:
		for _, t := range sa.SideSystems() {
			probes = append(probes, sa.RepairSystem{By: me, System: t})
		}
	default:
		return ""
	}
	first := ""
	for i, in := range probes {
		err := s.Check(in)
		if err == nil {
			return ""
		}
		if i == 0 {
			first = err.Error()
		} else if err.Error() != first {
			// Each target refused for its own reason: only a repair gets
			// here, when nothing is damaged.
			if kind == sa.KindRepair {
				return "nothing to repair: the masers, the missile system, the engines and the repair systems are undamaged (the reactor and the shields are never repaired)"
			}
			return first
		}
	}
	return first
}
