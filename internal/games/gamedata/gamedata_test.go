package gamedata

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

type doc struct {
	Name  string `json:"name" yaml:"name"`
	Count int    `json:"count" yaml:"count"`
}

func TestDecode(t *testing.T) {
	for _, tc := range []struct {
		in, want string // want: "" for success, else a part of the error
	}{
		{"name: a\ncount: 2\n", ""},
		{`{"name":"a","count":2}`, ""},
		{"", "the scenario is empty"},
		{"   \n", "the scenario is empty"},
		{"name: a\ncolour: red\n", "line 2: field colour not found"},
		{`{"name":"a","colour":"red"}`, `unknown field "colour"`},
		{"{\"name\":\"a\",\n\"count\":\"x\"}", "line 2"},
		{`{"name":"a"} {}`, "unexpected data after the object"},
		{"name: a\n---\nname: b\n", "more than one document"},
		{"count: [1\n", "scenario YAML"},
		{strings.Repeat("x", MaxFileSize+1), "larger than 1024 KiB"},
	} {
		var d doc
		err := Decode([]byte(tc.in), &d, "scenario")
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%.30q: %v", tc.in, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%.30q: error %v, want one containing %q", tc.in, err, tc.want)
		case tc.want == "" && (d.Name != "a" || d.Count != 2):
			t.Errorf("%.30q: decoded %+v", tc.in, d)
		}
	}
}

func TestDecodeIntent(t *testing.T) {
	var d doc
	if err := DecodeIntent([]byte(`{"name":"a"}`), &d); err != nil || d.Name != "a" {
		t.Errorf("good intent: %v %+v", err, d)
	}
	for _, in := range []string{``, `{"nam":"a"}`, `{"name":"a"}x`, `[1]`} {
		if err := DecodeIntent([]byte(in), &d); err == nil {
			t.Errorf("%q was accepted", in)
		}
	}
}

func TestNames(t *testing.T) {
	for s, want := range map[string]bool{"standard": true, "a-1_b": true, "": false, "-a": false, "Big": false, strings.Repeat("a", 41): false} {
		if ValidName(s) != want {
			t.Errorf("ValidName(%q) = %v", s, !want)
		}
	}
	for s, want := range map[string]bool{"Red fleet": true, "tab\there": false, "\xff": false, "bell\a": false} {
		if Printable(s) != want {
			t.Errorf("Printable(%q) = %v", s, !want)
		}
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{"name: a\n", `{"name":"a"}`, "a: [", "&a [*a]", "!!binary x"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var d doc
		_ = Decode(data, &d, "scenario")
	})
}

type scen struct{ game string }

func (s *scen) GameID() string             { return s.game }
func (s *scen) Name() string               { return "x" }
func (s *scen) Title() string              { return "X" }
func (s *scen) Description() string        { return "" }
func (s *scen) Sides() []engine.Side       { return nil }
func (s *scen) Canonical() ([]byte, error) { return []byte(`{"game":"` + s.game + `"}`), nil }

type other struct{ scen }

func TestOwnScenario(t *testing.T) {
	decode := func(data []byte) (engine.Scenario, error) { return &scen{game: "g"}, nil }
	own := &scen{game: "g"}
	if got, err := OwnScenario[*scen]("g", own, decode); err != nil || got != own {
		t.Errorf("own scenario: %v %v", got, err)
	}
	if got, err := OwnScenario[*scen]("g", &other{scen{game: "g"}}, decode); err != nil || got == nil {
		t.Errorf("a foreign type of the same game is decoded again: %v %v", got, err)
	}
	if _, err := OwnScenario[*scen]("g", &other{scen{game: "h"}}, decode); err == nil || !strings.Contains(err.Error(), "is for h, not g") {
		t.Errorf("another game's scenario: %v", err)
	}
	var none *scen
	if _, err := OwnScenario[*scen]("g", none, decode); err == nil {
		t.Error("a nil scenario was accepted")
	}
	if _, err := OwnScenario[*scen]("g", nil, decode); err == nil {
		t.Error("no scenario was accepted")
	}
}

func TestDeepCopy(t *testing.T) {
	type file struct{ Names []string }
	a := file{Names: []string{"Red"}}
	b := DeepCopy(a)
	b.Names[0] = "Blue"
	if a.Names[0] != "Red" {
		t.Fatal("the copy shares its slice with the original")
	}
}
