package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func FuzzDecodeIntent(f *testing.F) {
	kinds := IntentKinds()
	seeds := []gametest.Seed{
		{"initiative", `{"by":0}`}, {"forward", `{"by":1,"craft":2}`}, {"turn", `{"by":0,"craft":1,"dir":-1}`},
		{"tight", `{"by":0,"craft":1,"facing":3}`}, {"stop", `{"by":1,"craft":3}`}, {"lockon", `{"by":0,"craft":1,"mount":2,"target":"c3"}`},
		{"torp", `{"by":1,"craft":0,"mark":2,"target":"t4"}`}, {"declared", `{"by":0}`}, {"salvo", `{"by":0,"craft":1,"n":10}`},
		{"fire", `{"by":0,"craft":1,"crew":1,"mount":2,"target":"s0"}`}, {"pass", `{"by":0,"craft":1,"crew":1}`},
		{"jam", `{"by":1,"craft":2,"target":"t9"}`}, {"lose", `{"by":0,"craft":1,"mount":1}`}, {"losetorp", `{"by":0,"craft":1,"mark":1}`},
		{"hold", `{"by":1}`}, {"command", `{"by":0,"craft":1}`}, {"torp", `{"by":0,"target":"off"}`},
		{"turn", `{"by":0,"dir":0}`}, {"fire", `{"by":0,"target":"x1"}`}, {"stop", `{"by":0,"n":3}`}, {"x", `{}`}, {"stop", ``},
		{"buy", `{"by":0,"type":"salamander","plt":5,"gnr":6,"gunners":[7]}`}, {"buy", `{"by":1,"type":"epping","plt":5,"gnr":6,"gunners":[7,0,1]}`},
		{"hire", `{"by":0,"pilot":true,"plt":3,"gnr":4}`}, {"hire", `{"by":0,"gnr":4}`}, {"unbuy", `{"by":1,"n":2}`}, {"done", `{"by":0}`},
		{"roll", `{"by":0}`}, {"pick", `{"by":1,"type":"seraph"}`}, {"field", `{"by":0,"craft":3,"on":true}`}, {"advance", `{"by":1,"crew":2,"plt":true}`},
	}
	gametest.FuzzIntents(f, Game{}, 2, kinds, seeds, newGame(f, "engagement-100", 1), newGame(f, "commandship", 1),
		gametest.NewGame(f, Game{}, "engagement-build", 1), gametest.NewGame(f, Game{}, "campaign", 1))
}

func FuzzDecodeScenario(f *testing.F) {
	gametest.FuzzScenarios(f, Game{}, "", "name: x", "{}", "[]", "null", "a: &a [*a]", "---\n---\n",
		"name: x\ntitle: X\nmap: {cols: 10, rows: 10}\nturns: 3\nvictory: {kind: annihilate}\nsides: [{name: a, craft: [{type: pit-viper, id: A, hex: [1,1], facing: N, pilot: {plt: 5, gnr: 5}}]}, {name: b, craft: [{type: epping, id: A, hex: [5,5], facing: S, pilot: {plt: 5, gnr: 5}, gunners: [1,2,3]}]}]",
	)
}
