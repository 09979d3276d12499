package starshipbattles

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func FuzzDecodeIntent(f *testing.F) {
	seeds := []gametest.Seed{
		{KindAdd, `{"by":0,"card":3}`}, {KindRemove, `{"by":1,"card":20}`}, {KindDone, `{"by":0}`},
		{KindPlace, `{"by":0,"ship":1,"at":{"X":3,"Y":29},"facing":0}`}, {KindStep, `{"by":1,"ship":4,"dir":7}`},
		{KindStop, `{"by":0,"ship":2,"facing":3}`}, {KindLaunch, `{"by":0,"carrier":0,"fighter":5,"at":{"X":9,"Y":20}}`},
		{KindAttack, `{"by":1,"ship":6,"weapon":2,"target":0,"face":1}`}, {KindPlay, `{"by":0,"option":5}`},
		{KindPass, `{"by":1}`}, {KindDisplace, `{"by":1,"fighter":7,"to":{"X":1,"Y":2}}`}, {KindShift, `{"by":1,"to":9}`},
		{KindReroll, `{"by":0}`}, {KindOrder, `{"by":1,"move_first":true}`},
		{KindStep, `{"by":0,"ship":0,"dir":8}`}, {KindAttack, `{"by":0,"ship":0,"weapon":0,"target":1,"face":3}`},
		{KindPlay, `{"by":0,"option":12}`}, {KindAdd, `{"by":3,"card":-1}`},
		{KindPlay, `{"by":1,"option":0,"payer":0}`}, {KindPlay, `{"by":0,"option":2,"payer":4}`},
		{KindPlay, `{"by":0,"option":2,"payer":-1}`}, {KindPlay, `{"by":0,"option":2,"payer":"Falcon"}`},
	}
	var states []engine.State
	for _, name := range scenarioNames {
		states = append(states, newGame(f, name, 1))
	}
	gametest.FuzzIntents(f, Game{}, engine.MaxPlayers, codec.Kinds(), seeds, states...)
}

func FuzzDecodeScenario(f *testing.F) {
	gametest.FuzzScenarios(f, Game{}, "", "{}", "name: x",
		"game: starshipbattles\nname: x\ntitle: X\nsides: [{name: a, faction: light, ships: [{card: Millennium Falcon}]}, {name: b, faction: dark, ships: [{card: TIE Fighter}, {card: Imperial Star Destroyer}]}]",
		"name: x\ntitle: X\nsetup: fixed\nsides: [{name: a, faction: light, ships: [{card: Millennium Falcon, at: '3,30', facing: E}]}, {name: b, faction: dark, ships: [{card: TIE Fighter, at: '3,3'}, {card: Imperial Star Destroyer, at: '5,0'}]}]",
		"name: x\ntitle: X\nbuild: {points: 100}\ngrid: {cols: 10, rows: 12}\nsides: [{name: a, faction: dark}, {name: b, faction: light}]")
}

func FuzzCheckData(f *testing.F) {
	for _, n := range []string{"cards/1-light.yaml", "cards/2-dark.yaml"} {
		data, err := cardFiles.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("faction: light\ncards: [{name: X, cost: 1, class: 4, rarity: common, number: 1, source: project, full: {hull: 1, defense: {all: 12}, weapons: [{name: Laser Cannon, attack: 1, damage: 1}]}}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		what, err := Game{}.CheckData(data)
		if err == nil && what == "" {
			t.Fatal("accepted without saying what it holds")
		}
	})
}
