package stellararmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func FuzzDecodeIntent(f *testing.F) {
	kinds := []string{KindRoll, KindMissile, KindMaser, KindEngine, KindShield, KindRepair, KindEnd}
	seeds := []gametest.Seed{
		{"roll", `{"by":0}`}, {"missile", `{"by":1,"target":"reactor"}`}, {"maser", `{"by":0,"target":"shields"}`},
		{"engine", `{"by":1}`}, {"shield", `{"by":0}`}, {"repair", `{"by":1,"system":"missiles"}`}, {"end", `{"by":1}`},
		{"end", ``}, {"maser", `{"by":0,"target":7}`}, {"repair", `{"by":9,"system":"x"}`}, {"x", `{}`}, {"end", `{"by":0}}`},
	}
	s := newGame(f, "standard", 1)
	gametest.FuzzIntents(f, Game{}, 2, kinds, seeds, s, position(f, 0, nil, nil))
}

func FuzzDecodeScenario(f *testing.F) {
	gametest.FuzzScenarios(f, Game{},
		"", "name: x", "{}", "[]", "null", "name: x\ntitle: X\nsides: [{name: a}, {name: b, mat: {max: {reactor: 1}}}]",
		`{"name":"x","title":"X","sides":[{"name":"a"},{"name":"b","mat":{"start":{"ammo":0}}}]}`,
		"a: &a [*a]", "sides: [{mat: {max: {reactor: 99999999999999999999}}}]", "\t- x", "---\n---\n",
	)
}
