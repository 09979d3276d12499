package silentdeath

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func FuzzDecodeIntent(f *testing.F) {
	for _, c := range []struct{ kind, data string }{
		{"initiative", `{"by":0}`}, {"forward", `{"by":1,"craft":2}`}, {"turn", `{"by":0,"craft":1,"dir":-1}`},
		{"tight", `{"by":0,"craft":1,"facing":3}`}, {"stop", `{"by":1,"craft":3}`}, {"lockon", `{"by":0,"craft":1,"mount":2,"target":"c3"}`},
		{"torp", `{"by":1,"craft":0,"mark":2,"target":"t4"}`}, {"declared", `{"by":0}`}, {"salvo", `{"by":0,"craft":1,"n":10}`},
		{"fire", `{"by":0,"craft":1,"crew":1,"mount":2,"target":"s0"}`}, {"pass", `{"by":0,"craft":1,"crew":1}`},
		{"jam", `{"by":1,"craft":2,"target":"t9"}`}, {"lose", `{"by":0,"craft":1,"mount":1}`}, {"losetorp", `{"by":0,"craft":1,"mark":1}`},
		{"hold", `{"by":1}`}, {"command", `{"by":0,"craft":1}`}, {"torp", `{"by":0,"target":"off"}`},
		{"turn", `{"by":0,"dir":0}`}, {"fire", `{"by":0,"target":"x1"}`}, {"stop", `{"by":0,"n":3}`}, {"x", `{}`}, {"stop", ``},
	} {
		f.Add(c.kind, []byte(c.data))
	}
	g := Game{}
	s := newGame(f, "engagement-100", 1)
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		in, err := g.DecodeIntent(kind, json.RawMessage(data))
		if err != nil {
			return
		}
		if in.Kind() != kind || (in.Actor() != 0 && in.Actor() != 1) {
			t.Fatalf("%s %q decoded to %#v", kind, data, in)
		}
		again, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeIntent(kind, again)
		if err != nil || back != in {
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
	for _, s := range []string{"", "name: x", "{}", "[]", "null", "a: &a [*a]", "---\n---\n",
		"name: x\ntitle: X\nmap: {cols: 10, rows: 10}\nturns: 3\nvictory: {kind: annihilate}\nsides: [{name: a, craft: [{type: pit-viper, id: A, hex: [1,1], facing: N, pilot: {plt: 5, gnr: 5}}]}, {name: b, craft: [{type: epping, id: A, hex: [5,5], facing: S, pilot: {plt: 5, gnr: 5}, gunners: [1,2,3]}]}]",
	} {
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
			t.Fatalf("canonical %s does not read back: %v", canon, err)
		}
		if c2, _ := back.Canonical(); string(c2) != string(canon) {
			t.Fatalf("canonical changes: %s / %s", canon, c2)
		}
		if _, err := g.NewState(sc, nil, 1); err != nil {
			t.Fatalf("a valid scenario cannot start: %v", err)
		}
	})
}
