package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The kinds of file a player may hand to the wrong command: a save to the
// designer, a scenario to replay, a file of designs as a scenario.
const (
	kindSave     = "save"
	kindScenario = "scenario"
	kindData     = "data" // a list of records: ship classes, stat cards, designs
)

// fileKind tells what a file holds as far as its top level shows: a save
// (its format key), a game's data file (a YAML list of records, or stat
// cards), a scenario (a YAML mapping with sides); "" when none of these.
func fileKind(path string, data []byte) string {
	var head struct {
		Format string `json:"format"`
	}
	if json.Unmarshal(data, &head) == nil && head.Format == engine.SaveFormat {
		return kindSave
	}
	if isDataFile(path, data) {
		return kindData
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) == nil && len(doc.Content) > 0 && doc.Content[0].Kind == yaml.MappingNode && hasKey(doc.Content[0], "sides") {
		return kindScenario
	}
	return ""
}

// wrongFile says what the file at path is and which command takes it,
// when it is a file of another kind than want; nil when it is not, or
// cannot be told. The refusals it replaces were true but named no way on:
// a scenario given to replay was "not a save file: line 1, column 1:
// invalid character '#'", a save given to the designer "an object where a
// list is wanted".
func (a *app) wrongFile(path, want string) error {
	data, err := store.ReadFile(path, int64(max(engine.MaxSaveSize, games.MaxScenarioSize)), "a save, scenario or data file")
	if err != nil {
		return nil
	}
	kind := fileKind(path, data)
	if kind == "" || kind == want {
		return nil
	}
	p := tui.ShellWord(path)
	game := a.scenarioGame(path, data, "")
	if _, ok := a.games.Lookup(game); !ok {
		game = "GAME"
		if kind == kindScenario {
			// A scenario that names no game (Stellar Armada's name
			// none): the one game that reads it, if only one does.
			var reads []string
			for _, g := range a.games.All() {
				if _, err := g.DecodeScenario(data); err == nil {
					reads = append(reads, g.ID())
				}
			}
			if len(reads) == 1 {
				game = reads[0]
			}
		}
	}
	var is, how string
	switch kind {
	case kindSave:
		is = "a saved game"
		how = fmt.Sprintf("'armada-tui resume %s' goes on with it, 'armada-tui replay %s' shows it", p, p)
	case kindScenario:
		is = "a scenario"
		how = fmt.Sprintf("'armada-tui play %s --scenario %s' plays it, 'armada-tui validate %s' checks it", game, p, p)
	case kindData:
		is = "a data file (a list of records: ship classes, stat cards or designs)"
		how = fmt.Sprintf("'armada-tui validate %s' checks it", p)
		if _, err := design.Decode(data); err == nil || game == sscs.ID {
			is = "a file of SSCS designs"
			how = fmt.Sprintf("'armada-tui design %s' opens it, 'armada-tui validate %s' checks it", p, p)
		}
	}
	wanted := map[string]string{kindSave: "a save", kindScenario: "a scenario", kindData: "a design file"}[want]
	return fmt.Errorf("%s is %s, not %s: %s", path, is, wanted, strings.TrimSpace(how))
}
