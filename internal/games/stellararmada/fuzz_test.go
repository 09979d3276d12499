package stellararmada

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

func FuzzDecodeIntent(f *testing.F) {
	for _, c := range []struct{ kind, data string }{
		{"roll", `{"by":0}`}, {"missile", `{"by":1,"target":"reactor"}`}, {"maser", `{"by":0,"target":"shields"}`},
		{"engine", `{"by":1}`}, {"shield", `{"by":0}`}, {"repair", `{"by":1,"system":"missiles"}`}, {"end", `{"by":1}`},
		{"end", ``}, {"maser", `{"by":0,"target":7}`}, {"repair", `{"by":9,"system":"x"}`}, {"x", `{}`}, {"end", `{"by":0}}`},
	} {
		f.Add(c.kind, []byte(c.data))
	}
	g := Game{}
	s := newGame(f, "standard", 1)
	f.Fuzz(func(t *testing.T, kind string, data []byte) {
		in, err := g.DecodeIntent(kind, json.RawMessage(data))
		if err != nil {
			return
		}
		if in.Kind() != kind || !validPlayer(in.Actor()) {
			t.Fatalf("%s %q decoded to %#v", kind, data, in)
		}
		// What decodes encodes and decodes again to the same intent.
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
	for _, s := range []string{
		"", "name: x", "{}", "[]", "null", "name: x\ntitle: X\nsides: [{name: a}, {name: b, mat: {max: {reactor: 1}}}]",
		`{"name":"x","title":"X","sides":[{"name":"a"},{"name":"b","mat":{"start":{"ammo":0}}}]}`,
		"a: &a [*a]", "sides: [{mat: {max: {reactor: 99999999999999999999}}}]", "\t- x", "---\n---\n",
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
