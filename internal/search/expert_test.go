package search

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// pigGame is pig as an engine.Game, with one scripted level.
type pigGame struct{}

func (pigGame) ID() string           { return "pig" }
func (pigGame) Title() string        { return "Pig" }
func (pigGame) RulesVersion() string { return "pig/1" }
func (pigGame) DecodeScenario([]byte) (engine.Scenario, error) {
	return nil, errors.New("no scenarios")
}
func (pigGame) OptionSpecs() []engine.OptionSpec { return nil }
func (pigGame) NewState(_ engine.Scenario, _ engine.Options, seed uint64) (engine.State, error) {
	return newPig(2, 30, seed), nil
}
func (pigGame) DecodeIntent(string, json.RawMessage) (engine.Intent, error) {
	return nil, errors.New("no")
}
func (pigGame) Levels() []string { return []string{engine.LevelRandom, engine.LevelScripted} }
func (pigGame) NewOpponent(level string, seed uint64) (engine.Opponent, error) {
	switch level {
	case engine.LevelRandom:
		return engine.NewRandomOpponent(seed), nil
	case engine.LevelScripted:
		return holdAt(20), nil
	}
	return nil, errors.New("pig has no level " + level)
}

// checkedPig also checks data files.
type checkedPig struct{ pigGame }

func (checkedPig) CheckData([]byte) (string, error) { return "nothing", nil }
func (checkedPig) Kinds() []string                  { return []string{"roll", "hold"} }
func (checkedPig) ReadsRules(v string) bool         { return v == "pig/0" }

func TestExpertGame(t *testing.T) {
	g := Expert(pigGame{}, 0, 0)
	if got := g.Levels(); !reflect.DeepEqual(got, []string{"random", "scripted", "expert"}) {
		t.Errorf("levels %v", got)
	}
	if _, ok := g.(engine.DataChecker); ok {
		t.Error("pig checks no data")
	}
	if _, ok := Expert(checkedPig{}, 0, 0).(engine.DataChecker); !ok {
		t.Error("the data checker was lost")
	}
	if kl := g.(engine.KindLister); kl.Kinds() != nil || g.(engine.RulesReader).ReadsRules("pig/0") {
		t.Error("pig lists no kinds and reads no older rules")
	}
	if kl := Expert(checkedPig{}, 0, 0).(engine.KindLister); !reflect.DeepEqual(kl.Kinds(), []string{"roll", "hold"}) {
		t.Errorf("kinds %v", kl.Kinds())
	}
	if !Expert(checkedPig{}, 0, 0).(engine.RulesReader).ReadsRules("pig/0") {
		t.Error("the older rules were lost")
	}
	if o, err := g.NewOpponent("scripted", 1); err != nil || o.Level() != "hold at 20" {
		t.Errorf("scripted: %v, %v", o, err)
	}
	o, err := g.NewOpponent(Level, 1)
	if err != nil || o.Level() != Level {
		t.Fatalf("expert: %v, %v", o, err)
	}
	cfg, _ := g.(ExpertGame).Config(1)
	if cfg.Think != DefaultThink || cfg.Iterations != 0 || cfg.Policy != nil {
		t.Errorf("default config %+v", cfg)
	}
	if _, err := g.NewOpponent("godlike", 1); err == nil {
		t.Error("an unknown level was accepted")
	}
	for playout, want := range map[string]string{"godlike": "no level godlike", Level: "its own playouts"} {
		e := ExpertGame{Game: pigGame{}, Playout: playout}
		if _, err := e.NewOpponent(Level, 1); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("playout %s: %v", playout, err)
		}
	}
	e := ExpertGame{Game: pigGame{}, Iterations: 200, Playout: engine.LevelScripted, Trees: 2}
	cfg, err = e.Config(1)
	if err != nil || cfg.Policy == nil || cfg.Think != 0 || cfg.Iterations != 200 {
		t.Errorf("scripted playouts: %+v, %v", cfg, err)
	}
	e.Sample = func(v engine.State, p engine.Player, seed uint64) engine.State {
		return samplePig{v.(*pig)}.Sample(p, seed)
	}
	if w := wins(t, 40, mustOpponent(t, NewExpert(e)), holdAt(20)); w < 12 {
		t.Errorf("the expert won %d of 40 games against holding at 20", w)
	}
}

func mustOpponent(t *testing.T, g engine.Game) engine.Opponent {
	t.Helper()
	o, err := g.NewOpponent(Level, 1)
	if err != nil {
		t.Fatal(err)
	}
	return o
}
