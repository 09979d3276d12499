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
	// validate finds the game a file names, or a design file's; else
	// its command needs --game, which the suggestion must give, as it
	// must work as printed ('validate mine.yaml' of a design file asked
	// "which game are these records for?", found in play).
	game := a.scenarioGame(path, data, "")
	if kind == kindData {
		game = a.dataGame(path, data, "")
	}
	validate := "validate"
	if game == "" && kind == kindScenario {
		// A scenario that names no game (Stellar Armada's name
		// none): the one game that reads it, if only one does.
		if game = a.onlyReader(data); game != "" {
			validate += " --game " + game
		}
	}
	if _, ok := a.games.Lookup(game); !ok {
		if game == "" {
			validate += " --game GAME"
		}
		game = "GAME"
	}
	check := fmt.Sprintf("'armada-tui %s %s' checks it", validate, p)
	var is, how string
	switch kind {
	case kindSave:
		is = "a saved game"
		how = fmt.Sprintf("'armada-tui resume %s' goes on with it, 'armada-tui replay %s' shows it", p, p)
	case kindScenario:
		is = "a scenario"
		how = fmt.Sprintf("'armada-tui play %s --scenario %s' plays it, %s", game, p, check)
	case kindData:
		is = "a data file (a list of records: ship classes, stat cards or designs)"
		how = check
		if game == sscs.ID {
			is = "a file of SSCS designs"
			how = fmt.Sprintf("'armada-tui design %s' opens it, %s", p, check)
		}
	}
	wanted := map[string]string{kindSave: "a save", kindScenario: "a scenario", kindData: "a design file"}[want]
	return fmt.Errorf("%s is %s, not %s: %s", path, is, wanted, strings.TrimSpace(how))
}

// dataGame is the game of a data file: the one the file names or --game
// gives (scenarioGame), else SSCS's for a list that decodes as designs: the
// designer writes design files anywhere. Both validate and the refusal of
// a file of another kind ask here, so that what one calls a file of SSCS
// designs the other checks as one. "" when neither tells.
func (a *app) dataGame(path string, data []byte, flag string) string {
	if id := a.scenarioGame(path, data, flag); id != "" {
		return id
	}
	if _, err := design.Decode(data); err == nil {
		if _, ok := a.games.Lookup(sscs.ID); ok {
			return sscs.ID
		}
	}
	return ""
}

// onlyReader is the one game whose scenario decoder reads data, "" when
// none does or more than one.
func (a *app) onlyReader(data []byte) string {
	var reads []string
	for _, g := range a.games.All() {
		if _, err := g.DecodeScenario(data); err == nil {
			reads = append(reads, g.ID())
		}
	}
	if len(reads) != 1 {
		return ""
	}
	return reads[0]
}
