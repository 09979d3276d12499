package starmada

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
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
	for _, c := range []struct{ kind, data string }{
		{"orders", `{"by":0,"ship":"Admirable","orders":"3P2"}`}, {"submit", `{"by":1}`}, {"fire", `{"by":0}`},
		{"fly", `{"by":0,"craft":"Admirable/F1","col":3,"row":4,"target":"Indefatigable"}`}, {"pick", `{"by":1,"craft":"x"}`},
		{"target", `{"by":0,"ship":"Admirable","battery":"a","target":"fighters@0102","mounts":[0,2]}`},
		{"fly", `{"by":0}`}, {"x", `{}`}, {"submit", ``}, {"submit", `{"by":7}`},
		{"lose", `{"by":1,"ship":"Admirable","system":"a","item":2}`}, {"lose", `{"by":0,"craft":"Admirable/F1","item":0}`},
	} {
		f.Add(c.kind, []byte(c.data))
	}
	g := Game{}
	s := newGame(f, "duel", 1)
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		in, err := g.DecodeIntent(kind, json.RawMessage(data))
		if err != nil {
			return
		}
		again, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeIntent(kind, again)
		if err != nil || !reflect.DeepEqual(back, in) {
			t.Fatalf("%s %s: round trip gave %v %v", kind, again, back, err)
		}
		before := s.Hash()
		s.Apply(in)
		if s.Hash() != before {
			t.Fatal("Apply changed its receiver")
		}
	})
}

func FuzzDecodeScenario(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "assets", "scenarios", ID, "*.yaml"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{"", "{}", "name: x", "game: starmada\nname: x\ntitle: X\nsides: [{name: a, ships: [{name: s, class: Wasp}]}, {name: b, ships: [{name: t, class: Lancer, at: '0505'}]}]"} {
		f.Add([]byte(s))
	}
	g := Game{}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := g.DecodeScenario(data)
		if err != nil {
			return
		}
		canon, err := sc.Canonical()
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeScenario(canon)
		if err != nil {
			t.Fatalf("canonical form does not decode: %v\n%s", err, canon)
		}
		c2, _ := back.Canonical()
		if string(c2) != string(canon) {
			t.Fatalf("canonical form changes:\n%s\n%s", canon, c2)
		}
		if _, err := g.NewState(sc, nil, 1); err != nil {
			t.Fatal(err)
		}
	})
}
