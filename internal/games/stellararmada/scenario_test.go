package stellararmada

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func TestShippedScenarios(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "assets", "scenarios", ID, "*.yaml"))
	if err != nil || len(files) < 2 {
		t.Fatalf("shipped scenarios: %v %v", files, err)
	}
	g := Game{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := g.DecodeScenario(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if sc.Name()+".yaml" != filepath.Base(f) || sc.Title() == "" || sc.Description() == "" || sc.GameID() != ID {
			t.Fatalf("%s: name %q, title %q", f, sc.Name(), sc.Title())
		}
		if strings.Contains(filepath.Base(f), "standard") == strings.Contains(sc.Description(), "project's own") {
			t.Fatalf("%s: only scenarios not from the rulebook say they are the project's own", f)
		}
		// Canonical JSON reads back to the same scenario.
		canon, err := sc.Canonical()
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeScenario(canon)
		if err != nil {
			t.Fatalf("%s: canonical JSON does not read back: %v\n%s", f, err, canon)
		}
		canon2, _ := back.Canonical()
		if string(canon) != string(canon2) {
			t.Fatalf("%s: canonical JSON changes on a round trip:\n%s\n%s", f, canon, canon2)
		}
		a, _ := g.NewState(sc, nil, 5)
		b, _ := g.NewState(back, nil, 5)
		if a.Hash() != b.Hash() {
			t.Fatalf("%s: the round-tripped scenario starts a different game", f)
		}
	}
	st := loadScenario(t, "standard")
	max, start := st.Loadout(0)
	if max != StandardTracks() || start != max {
		t.Fatalf("standard mat %+v / %+v", max, start)
	}
	cr := loadScenario(t, "crippled")
	if _, start := cr.Loadout(0); start.Masers != 1 || start.Shields != 0 {
		t.Fatalf("crippled Red starts with %+v", start)
	}
}

func TestScenarioErrors(t *testing.T) {
	head := "name: x\ntitle: X\nsides:\n  - name: Red\n"
	cases := []struct{ doc, want string }{
		{"", "empty"},
		{"   \n", "empty"},
		{"name: x\n", "title: missing"},
		{"title: X\n", "name: missing"},
		{"name: Bad Name\ntitle: X\n", "name: \"Bad Name\" is not a short identifier"},
		{"name: x\ntitle: X\nsides: []\n", "sides: Stellar Armada has two sides, not 0"},
		{head, "two sides, not 1"},
		{head + "  - name: red\n", "sides[1].name: \"red\" is the name of the other side too"},
		{head + "  - name: Blue\n    colour: blue\n", `line 6: unknown field "colour" in sides[1] (the fields there are color, mat, name)`},
		{head + "  - name: Blue\n    color: Blue!\n", "sides[1].color"},
		{head + "  - name: ''\n", "sides[1].name: missing"},
		{head + "  - name: Blue\n    mat: {start: {shields: 9}}\n", "sides[1].mat.start.shields: 9 is above the maximum 5"},
		{head + "  - name: Blue\n    mat: {max: {shields: 12}}\n", "sides[1].mat.max.shields: 12 is above the greatest maximum 9"},
		{head + "  - name: Blue\n    mat: {max: {engines: 0}}\n", "sides[1].mat.max.engines: 0 is below the least maximum 1"},
		{head + "  - name: Blue\n    mat: {start: {reactor: 0}}\n", "sides[1].mat.start.reactor: 0 is below the least 1"},
		{head + "  - name: Blue\n    mat: {start: {ammo: -1}}\n", "sides[1].mat.start.ammo: -1 is below the least 0"},
		{head + "  - name: Blue\n    mat: {max: {armor: 0, launchers: 0}}\n", "needs at least one point of armor or launchers"},
		{head + "  - name: Blue\n    mat: {max: {reactor: many}}\n", `line 6: sides[1].mat.max.reactor: "many" where a whole number is wanted`},
		{head + "  - name: Blue\n    mat: {hull: {}}\n", `unknown field "hull" in sides[1].mat`},
		{head + "  - name: Blue\n---\nname: y\n", "more than one document"},
		{"{\"name\": \"x\", \"title\": \"X\", \"sides\": [], \"extra\": 1}", "unknown field \"extra\""},
		{"{\"name\": \"x\",\n \"title\": 5}", "line 2"},
		{"{\"name\": \"x\"} {}", "unexpected data after the object"},
		{"[1, 2]", "line 1: the file: a list where a mapping"},
	}
	for _, c := range cases {
		_, err := Game{}.DecodeScenario([]byte(c.doc))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q:\n got %v\nwant %q", c.doc, err, c.want)
		}
	}
	big := make([]byte, MaxScenarioSize+1)
	if _, err := (Game{}).DecodeScenario(big); err == nil {
		t.Error("an oversized scenario was read")
	}
}

func TestScenarioInCode(t *testing.T) {
	f := ScenarioFile{Name: "duel", Title: "Duel", Sides: []SideFile{{Name: "A"}, {Name: "B", Mat: &MatFile{Max: &TrackValues{}, Start: Tracks{Reactor: 3, Shields: 0, Engines: 1, Repair: 1, Masers: 1, Armor: 0, Launchers: 0, Ammo: 0}.Values()}}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	f.Sides[1].Name = "changed" // the scenario keeps its own copy
	if sc.Sides()[1].Name != "B" || sc.File().Sides[1].Name != "B" {
		t.Fatal("NewScenario shares the caller's slices")
	}
	st, err := Game{}.NewState(sc, engine.Options{OptTurnLimit: "20"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if m := st.(*State).Mat(1); m.Reactor != (Track{3, 6}) || m.Missile() != (Track{0, 3}) || !m.Destroyed(SysMissiles) {
		t.Fatalf("B's mat %+v", m)
	}
	if _, err := (Game{}).NewState(sc, engine.Options{OptTurnLimit: "soon"}, 1); err == nil {
		t.Fatal("a turn limit of \"soon\" was accepted")
	}
	if _, err := (Game{}).NewState(nil, nil, 1); err == nil {
		t.Fatal("no scenario was accepted")
	}
	if _, err := NewScenario(ScenarioFile{Name: "x", Title: "X"}); err == nil {
		t.Fatal("a scenario without sides was accepted")
	}
}

// foreign is a scenario of another type that describes a game of ours.
type foreign struct{ data []byte }

func (f foreign) GameID() string             { return ID }
func (f foreign) Name() string               { return "standard" }
func (f foreign) Title() string              { return "" }
func (f foreign) Description() string        { return "" }
func (f foreign) Sides() []engine.Side       { return nil }
func (f foreign) Canonical() ([]byte, error) { return f.data, nil }

func TestForeignScenario(t *testing.T) {
	canon, _ := loadScenario(t, "standard").Canonical()
	a, err := Game{}.NewState(foreign{canon}, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Game{}.NewState(loadScenario(t, "standard"), nil, 3)
	if a.Hash() != b.Hash() {
		t.Fatal("a scenario read through its JSON starts a different game")
	}
}

func TestDecodeIntent(t *testing.T) {
	g := Game{}
	good := []engine.Intent{
		RollOff{By: 0}, FireMissile{By: 1, Target: SysReactor}, FireMaser{By: 0, Target: SysShields},
		ActivateEngine{By: 1}, RechargeShield{By: 0}, RepairSystem{By: 1, System: SysMissiles}, EndTurn{By: 1},
	}
	for _, in := range good {
		data, err := json.Marshal(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := g.DecodeIntent(in.Kind(), data)
		if err != nil || back != in {
			t.Fatalf("%s %s: %v %v", in.Kind(), data, back, err)
		}
	}
	if data, _ := json.Marshal(FireMaser{By: 1, Target: SysEngines}); string(data) != `{"by":1,"target":"engines"}` {
		t.Fatalf("maser JSON %s", data)
	}
	bad := []struct{ kind, data, want string }{
		{"fire", `{"by":0}`, `no intent "fire"`},
		{"end", `{}`, `missing field "by"`},
		{"end", ``, "no data"},
		{"end", `null`, `missing field "by"`},
		{"end", `{"by":2}`, "player 2 does not exist"},
		{"end", `{"by":-1}`, "player -1 does not exist"},
		{"end", `{"by":0,"x":1}`, `unknown field "x"`},
		{"end", `{"by":0} {}`, "after top-level value"},
		{"end", `{"by":"0"}`, `end: by: "0" where a player number is wanted`},
		{"end", `{"by":0,"target":"masers"}`, `unknown field "target"`},
		{"maser", `{"by":0}`, `missing field "target"`},
		{"maser", `{"by":0,"target":"hull"}`, `unknown system "hull"`},
		{"maser", `{"by":0,"target":3}`, "maser: target: 3 where a name in a string is wanted"},
		{"missile", `{"by":0,"system":"masers"}`, `missing field "target"`},
		{"repair", `{"by":0}`, `missing field "system"`},
		{"repair", `{"by":0,"system":"masers","target":"masers"}`, `unknown field "target"`},
		{"roll", `[0]`, "roll: the intent's data: a list where an object is wanted"},
	}
	for _, c := range bad {
		_, err := g.DecodeIntent(c.kind, json.RawMessage(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: got %v, want %q", c.kind, c.data, err, c.want)
		}
	}
}

func TestGameAPI(t *testing.T) {
	g := Game{}
	if g.ID() != "stellararmada" || g.Title() != "Stellar Armada" || g.RulesVersion() != "stellararmada/4" {
		t.Fatal("identity")
	}
	if err := engine.CheckOptions(g, engine.Options{OptTurnLimit: "40"}); err != nil {
		t.Fatal(err)
	}
	if lv := g.Levels(); len(lv) != 2 || lv[0] != "random" || lv[1] != "scripted" {
		t.Fatalf("levels %v", lv)
	}
	for _, lv := range g.Levels() {
		o, err := g.NewOpponent(lv, 1)
		if err != nil || o.Level() != lv {
			t.Fatalf("%s: %v", lv, err)
		}
	}
	if _, err := g.NewOpponent("expert", 1); err == nil {
		t.Fatal("an unknown level was accepted")
	}
	s := newGame(t, "standard", 1)
	if s.View(0).Hash() != s.View(1).Hash() || s.View(1).Hash() == s.Hash() || s.Outcome().Over || s.ToMove() != engine.NoPlayer || s.First() != engine.NoPlayer {
		t.Fatal("a new game")
	}
	if _, err := (Scripted{}).Choose(s, 1); err == nil {
		t.Fatal("the scripted opponent moved out of turn")
	}
	in, err := Scripted{}.Choose(s, 0)
	if err != nil || in != (RollOff{By: 0}) {
		t.Fatalf("scripted opens with %v %v", in, err)
	}
}
