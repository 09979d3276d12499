package gamedata

import (
	"fmt"
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
		{"---\n", "the scenario is empty"},
		{"# a comment\n---\n...\n", "the scenario is empty"},
		{"~\n", "the scenario is empty"},
		{"name: a\ncolour: red\n", `line 2: unknown field "colour" at the top (the fields there are count, name)`},
		{`{"name":"a","colour":"red"}`, `unknown field "colour"`},
		{"{\"name\": \"a\",\n \"colour\": \"red\"}", `scenario JSON: line 2: unknown field "colour" at the top (the fields there are count, name)`},
		{"{\"name\": \"a\",\n \"count\": 2.5}", `scenario JSON: line 2: count: "2.5" is not a whole number`},
		{"{\"name\":\"a\",\n\"count\":\"x\"}", "line 2"},
		{`{"name":"a"} {}`, "unexpected data after the object"},
		// A file cut short was "scenario JSON: unexpected EOF", with no place.
		{"{\"name\": \"a\",\n \"count\": 2\n\n", "scenario JSON: line 2, column 12: cut short (the file ends before the JSON does)"},
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

// TestDecodeAliasBomb: aliases of aliases of a shape the types accept (9⁹
// numbers) do not make the check walk every node: it stops, and the
// decoder refuses the aliasing.
func TestDecodeAliasBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString("a0: &a0 [1, 2, 3, 4, 5, 6, 7, 8, 9]\n")
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "a%d: &a%d [", i, i)
		for j := 0; j < 9; j++ {
			fmt.Fprintf(&b, "*a%d, ", i-1)
		}
		b.WriteString("]\n")
	}
	b.WriteString("l: *a8\n")
	var d struct {
		A0 []int                 `yaml:"a0"`
		A1 [][]int               `yaml:"a1"`
		A2 [][][]int             `yaml:"a2"`
		A3 [][][][]int           `yaml:"a3"`
		A4 [][][][][]int         `yaml:"a4"`
		A5 [][][][][][]int       `yaml:"a5"`
		A6 [][][][][][][]int     `yaml:"a6"`
		A7 [][][][][][][][]int   `yaml:"a7"`
		A8 [][][][][][][][][]int `yaml:"a8"`
		L  [][][][][][][][][]int `yaml:"l"`
	}
	if err := Decode([]byte(b.String()), &d, "scenario"); err == nil {
		t.Error("a bomb of aliases was read")
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

// nested is a document with every shape yamlcheck.go walks.
type nested struct {
	Name  string `yaml:"name"`
	Turns int    `yaml:"turns"`
	Sides []struct {
		Name string `yaml:"name"`
		Hex  [2]int `yaml:"hex"`
		Mat  *struct {
			Ammo *int `yaml:"ammo,omitempty"`
		} `yaml:"mat,omitempty"`
		Big  bool             `yaml:"big,omitempty"`
		Tags map[string]uint8 `yaml:"tags,omitempty"`
	} `yaml:"sides"`
}

// TestDecodeSaysWhere: each broken input is refused with the line, the
// field's path, the value written and what was wanted (not the YAML
// library's Go types), and a fraction is no longer cut to a whole number.
func TestDecodeSaysWhere(t *testing.T) {
	const good = "name: a\nturns: 3\nsides:\n  - name: Red\n    hex: [1, 2]\n    mat: {ammo: 4}\n"
	for _, tc := range []struct{ name, in, want string }{
		{"good", good, ""},
		{"integral float", "turns: 3.0\n", ""},
		{"hex number", "turns: 0x10\n", ""},
		{"anchor", "sides:\n  - &r {name: Red, hex: [1, 2]}\n  - *r\n", ""},
		{"alias of the wrong shape", "sides: &s [{name: Red}, *s]\n", "line 1: sides[1]: a list where a mapping of fields (key: value) is wanted"},
		{"wrong type", strings.Replace(good, "turns: 3", "turns: three", 1), `line 2: turns: "three" where a whole number is wanted`},
		{"fraction", strings.Replace(good, "ammo: 4", "ammo: 4.5", 1), `line 6: sides[0].mat.ammo: "4.5" is not a whole number`},
		{"huge", strings.Replace(good, "ammo: 4", "ammo: 99999999999999999999", 1), `line 6: sides[0].mat.ammo: "99999999999999999999" is out of range`},
		{"huge float", "turns: 1e300\n", `line 1: turns: "1e300" is out of range`},
		{"negative unsigned", "sides:\n  - tags: {a: -1}\n", `line 2: sides[0].tags.a: "-1" is out of range`},
		{"unknown field", strings.Replace(good, "ammo:", "armour:", 1), `line 6: unknown field "armour" in sides[0].mat (the fields there are ammo)`},
		{"unknown at top", good + "wibble: 1\n", `line 7: unknown field "wibble" at the top (the fields there are name, sides, turns)`},
		{"list for struct", "- a\n", "line 1: the file: a list where a mapping of fields (key: value) is wanted"},
		{"map for list", "sides: {a: 1}\n", "line 1: sides: a mapping (key: value) where a list is wanted"},
		{"array length", strings.Replace(good, "[1, 2]", "[1, 2, 3]", 1), "line 5: sides[0].hex: 3 values where 2 are wanted"},
		{"list for string", "name: [a]\n", "line 1: name: a list where a single value"},
		{"bool", "sides:\n  - big: maybe\n", `line 2: sides[0].big: "maybe" where true or false is wanted`},
		{"not UTF-8", "name: a\nturns: 3 \xff\n", "scenario: line 2, column 10: byte 0xff is not UTF-8 text"},
		{"binary", "name: \x00\x01", "scenario: line 1, column 7: control character U+0000: not a text file"},
		{"JSON not UTF-8", "{\"name\": \"\xc3\x28\"}", "line 1, column 11: byte 0xc3 is not UTF-8"},
		{"comments only", "# nothing\n", "the scenario is empty"},
		{"key twice", "name: a\nsides:\n  - name: a\n    name: b\n", "line 4: sides[0].name: written twice (first on line 3)"},
		// Syntax: the line where the unclosed structure starts (the parser
		// says one less), and what to look for.
		{"unclosed list", "name: a\nsides:\n  - hex: [1, 2\n", "line 3: a list in [ ] that starts here is not closed with ]"},
		{"unclosed mapping", "name: a\nsides: [{name: x\n", "line 2: a mapping in { } that starts here is not closed with }"},
		{"unclosed on line 1", "sides: [{name: x\n", "line 1: a mapping in { } that starts here"},
		{"bad indentation", "name: a\nsides:\n  - name: a\n   hex: [1, 2]\n", "line 3: the indentation is wrong in the list that starts here"},
		{"tab", "name: a\nsides:\n\t- name: a\n", "line 3: found character that cannot start any token (a tab: YAML indents with spaces)"},
		{"colon in value", "name: a: b\n", "line 1: mapping values are not allowed in this context (a value with ': ' in it needs quotes)"},
		{"long value", "turns: " + strings.Repeat("9", 5000) + "\n", `line 1: turns: "9999999999999999999999999999999999999999…" where a whole number is wanted`},
	} {
		var d nested
		err := Decode([]byte(tc.in), &d, "scenario")
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v,\nwant one containing %q", tc.name, err, tc.want)
		}
	}
}

// TestUnknown: a name that is none of the known ones is quoted in the
// game's words with the list; a blank one is missing.
func TestUnknown(t *testing.T) {
	known := []string{"Lance", "Hydra"}
	if got := Unknown("Hydraa", "no design %s here", known); got != `no design "Hydraa" here (Lance, Hydra)` {
		t.Errorf("got %q", got)
	}
	if got := Unknown(" ", "no design %s here", known); got != "missing (one of Lance, Hydra)" {
		t.Errorf("got %q", got)
	}
}

// TestCheckSideName: a side's name and colour, as three games' scenario
// files give them, each refusal naming the field and the value.
func TestCheckSideName(t *testing.T) {
	for _, tc := range []struct{ name, color, want string }{
		{"Red", "red", ""},
		{"Imperial Fleet", "", ""},
		{" ", "red", "sides[1].name: missing"},
		{"A name far longer than twenty-four", "red", `sides[1].name: "A name far longer than twenty-four" is not a name of at most 24 printable characters`},
		{"Bell\a", "red", `is not a name of at most 24 printable characters`},
		{"Red", "dark red", `sides[1].color: "dark red" is not a colour name (letters only)`},
		{"Red", "red1", `sides[1].color: "red1" is not a colour name (letters only)`},
		// Any case, as SSCS took it and the renderer draws it: four games
		// refused "BLUE", one took it.
		{"Blue", "BLUE", ""},
		{"Blue", "Blue", ""},
	} {
		err := CheckSideName("sides[1]", tc.name, tc.color)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%q %q: %v", tc.name, tc.color, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%q %q: %v, want %q", tc.name, tc.color, err, tc.want)
		}
	}
}
