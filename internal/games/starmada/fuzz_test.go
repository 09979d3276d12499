package starmada

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

func FuzzParseOrders(f *testing.F) {
	for _, s := range []string{"3P2", "0", "", "PBP", "BBB", "@SE", "1L1R1", "PS", "99", "100", "2@N", "p2s", " 3 ", "0P", "1B2"} {
		f.Add(s)
	}
	s := newGame(f, "duel", 1)
	f.Fuzz(func(t *testing.T, in string) {
		o, err := ParseOrders(in)
		if err != nil {
			return
		}
		back, err := ParseOrders(o.String())
		if err != nil || back.String() != o.String() || back.Cost() != o.Cost() {
			t.Fatalf("%q → %q → %q %v", in, o, back, err)
		}
		pv := PreviewPath(s, "Admirable", in)
		if pv.Err == nil && pv.Cost > pv.MP {
			t.Fatalf("%q accepted at cost %d with %d MP", in, pv.Cost, pv.MP)
		}
	})
}

func FuzzDecodeIntent(f *testing.F) {
	kinds := Kinds()
	seeds := []gametest.Seed{
		{"orders", `{"by":0,"ship":"Admirable","orders":"3P2"}`}, {"submit", `{"by":1}`}, {"fire", `{"by":0}`},
		{"fly", `{"by":0,"craft":"Admirable/F1","col":3,"row":4,"target":"Indefatigable"}`}, {"pick", `{"by":1,"craft":"x"}`},
		{"target", `{"by":0,"ship":"Admirable","battery":"a","target":"fighters@0102","mounts":[0,2]}`},
		{"fly", `{"by":0}`}, {"x", `{}`}, {"submit", ``}, {"submit", `{"by":7}`},
		{"lose", `{"by":1,"ship":"Admirable","system":"a","item":2}`}, {"lose", `{"by":0,"craft":"Admirable/F1","item":0}`},
		{"add", `{"by":0,"class":"Wasp"}`}, {"remove", `{"by":1,"class":"Hive"}`}, {"auto", `{"by":0}`}, {"ready", `{"by":1,"uneven":true}`},
		{"fly", `{"by":0,"craft":"Admirable/S2","col":3,"row":4,"target":"fighters@0304"}`}, {"pick", `{"by":1,"craft":"Hive/F0"}`},
	}
	gametest.FuzzIntents(f, Game{}, 2, kinds, seeds, newGame(f, "duel", 1), newGame(f, "setup", 1), newGame(f, "objects", 1), newGame(f, "build", 1))
}

func FuzzDecodeScenario(f *testing.F) {
	gametest.FuzzScenarios(f, Game{}, "", "{}", "name: x",
		"game: starmada\nname: x\ntitle: X\nsides: [{name: a, ships: [{name: s, class: Wasp}]}, {name: b, ships: [{name: t, class: Lancer, at: '0505'}]}]")
}
