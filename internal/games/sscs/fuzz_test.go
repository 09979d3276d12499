package sscs

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func FuzzParsePlot(f *testing.F) {
	for _, s := range []string{"2R1E3", "0", "", "LL3", "e", "E 2", "12", "R", "1 2 3", "P2S", "9E999", "x"} {
		f.Add(s)
	}
	s := newGame(f, "standard", 1)
	f.Fuzz(func(t *testing.T, in string) {
		p, err := ParsePlot(in)
		if err != nil {
			return
		}
		back, err := ParsePlot(p.String())
		if err != nil || back.String() != p.String() || back.Hexes() != p.Hexes() || back.Turns() != p.Turns() {
			t.Fatalf("%q → %q → %q %v", in, p, back, err)
		}
		l := s.PreviewPlot(0, in)
		if l.Err == nil && l.Spent > l.MP {
			t.Fatalf("%q accepted at %d MP of %d", in, l.Spent, l.MP)
		}
	})
}

func FuzzDecodeIntent(f *testing.F) {
	seeds := []gametest.Seed{
		{KindSpeed, `{"by":0,"ship":0,"speed":4}`}, {KindSeal, `{"by":1,"truce":true}`}, {KindMove, `{"by":0,"ship":3,"plot":"2R1E3"}`},
		{KindFire, `{"by":0,"ship":1,"weapon":0,"from":2,"target":12,"contact":1,"aim":2}`}, {KindSalvo, `{"by":1,"ship":12,"weapon":0,"count":2,"from":0,"target":1}`},
		{KindProject, `{"by":1,"ship":12,"weapon":3,"from":0,"target":12,"at":{"q":1,"r":-2},"dir":2}`}, {KindShoot, `{"by":0,"weapons":[0,3]}`},
		{KindDodge, `{"by":0}`}, {KindPick, `{"by":0,"design":"Lance"}`}, {KindUnpick, `{"by":0,"index":0}`}, {KindReady, `{"by":1}`},
		{KindDock, `{"by":0,"ship":6,"with":5}`}, {KindLaunch, `{"by":0,"craft":6}`}, {KindRepair, `{"by":0,"ship":0,"system":2}`},
		{KindBoard, `{"by":1,"ship":3,"target":0}`}, {KindRam, `{"by":0,"ship":1,"target":12}`}, {KindMode, `{"by":0,"squad":0,"mode":4}`},
		{KindAssign, `{"by":0,"squad":0,"target":3}`}, {KindClear, `{"by":0,"ship":0}`}, {KindDone, `{"by":0,"ship":0}`},
		{KindShoot, `{"by":0,"weapons":[]}`}, {KindMode, `{"by":0,"squad":0,"mode":9}`}, {KindFire, `{"by":0,"aim":7}`},
	}
	gametest.FuzzIntents(f, Game{}, 2, Kinds(), seeds, newGame(f, "standard", 1), newGame(f, "boarding", 1), newGame(f, "built", 1))
}

func FuzzDecodeScenario(f *testing.F) {
	gametest.FuzzScenarios(f, Game{}, "", "{}", "name: x",
		"game: sscs\nname: x\ntitle: X\nsides: [{name: a, ships: [{name: s, design: Wasp, at: '0,0', heading: N}]}, {name: b, ships: [{name: t, design: Needle, at: '0,5', heading: S}]}]",
		"game: sscs\nname: x\ntitle: X\ndesigns: [{name: D, maneuver: 2}]\nsides: [{name: a, ships: [{name: s, design: D, at: '0,0', heading: N}]}, {name: b, build: {budget: 9, designs: [D], at: '1,1', heading: S}}]")
}

// TestSaveAndReplay saves scripted-against-random games through a session
// and replays them with every hash checked.
func TestSaveAndReplay(t *testing.T) {
	names := []string{"standard", "boarding", "pursuit", "built"}
	for seed := uint64(0); seed < 4; seed++ {
		gametest.SaveReplay(t, Game{}, loadScenario(t, names[seed]), nil, seed, Scripted{}, engine.NewRandomOpponent(seed+1))
	}
}

// TestDeterminism: the same seed and intents give the same game twice.
func TestDeterminism(t *testing.T) {
	for _, name := range []string{"standard", "built"} {
		gametest.Deterministic(t, Game{}, loadScenario(t, name), nil, 42, func() []engine.Opponent {
			return []engine.Opponent{Scripted{}, engine.NewRandomOpponent(3)}
		})
	}
}
