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
		Board: func(cfg tui.Config) tui.Board { return &saBoard{theme: render.NewTheme(cfg.ASCII, cfg.Color)} },
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
	if who, sys := saHighlight(f.Hover); who != engine.NoPlayer {
		views[who].Selected = saSelected(s.Mat(who), sys)
	}
	return strings.Split(render.Mats(views[0], views[1], f.W, b.theme), "\n")
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
		AP: m.AP, APMax: m.Reactor.Cur,
		EngineDie: m.Boost, Boost: m.Boost,
		ReactorHitThisTurn: m.ReactorDamage, ReactorCapThisTurn: m.ReactorDamage + m.ReactorCap,
	}
	// Shields and armor are not systems that a marker leaves; an empty
	// track is just empty.
	v.Shields.Destroyed, v.Armor.Destroyed = false, false
	if m.Acting {
		v.ShotsMissile, v.ShotsMaser = m.MissilesFired, m.MasersFired
		v.ShotsMissileMax, v.ShotsMaserMax = m.MissileLimit, m.MaserLimit
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
