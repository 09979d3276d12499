package main

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
	"github.com/armada-tui/armada-tui/internal/store"
)

// validateOptions are the flags and arguments of 'validate'.
type validateOptions struct {
	Paths    []string
	Game     string // the game of files that do not say
	Unhashed bool   // accept saves without hashes, saying they are not verified

	// switchHint is app.go's switchHint for a path, set by the command
	// line: "validate --unhashed true x.json" gave the switch no value and
	// read "true" as a path, which said only "true: no such file".
	switchHint func(path string) string
}

// validateCmd is 'validate PATH...'.
func (a *app) validateCmd(run func(*validateOptions) error) *cobra.Command {
	o := &validateOptions{}
	cmd := &cobra.Command{
		Use:   "validate PATH...",
		Short: "Check save files, scenario files and ship data",
		Long: `Check each PATH: a save file is read and replayed, checking every recorded
state hash; a scenario file (.yaml, .yml, or JSON that is not a save) is decoded
and checked by its game; a data file (a YAML list of records, such as
Starmada's ship classes and SSCS's designs, or Starship Battles' file of a
faction's stat cards) is checked by its game too. The game of a file is its
top-level "game:" key if it has one, else the name of its folder (or of the
folder above) when that is a game id, as in assets/scenarios/<game>/x.yaml or
internal/games/<game>/ships/x.yaml, else --game, else, for a scenario, the
one game that reads it (a Stellar Armada scenario names no game); a list of
SSCS designs, which the designer saves anywhere, is known as SSCS's.

Prints "PATH: ok (…)" for each good file and "PATH: problem" for each bad one,
and exits 1 if any file has a problem.`,
		Example: `  armada-tui validate ~/.local/state/armada-tui/saves/*.json
  armada-tui validate assets/scenarios/stellararmada/*.yaml
  armada-tui validate --game stellararmada my-fleet.yaml`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, paths []string) error {
			o.Paths = paths
			o.switchHint = func(path string) string { return switchHint(cmd, []string{path}) }
			return run(o)
		},
	}
	cmd.Flags().StringVar(&o.Game, "game", "", "the GAME of scenario and data files that do not say whose they are")
	cmd.Flags().BoolVar(&o.Unhashed, "unhashed", false, "replay saves written by hand without hashes (reported as not verified)")
	return cmd
}

// runValidate checks every file and says what each holds or what is wrong.
func (a *app) runValidate(o *validateOptions) error {
	if o.Game != "" {
		g, err := a.game(o.Game)
		if err != nil {
			return err
		}
		// Ids may be typed in any case (README): "--game StellarArmada"
		// passed this check, then was looked up as typed and refused.
		o.Game = g.ID()
	}
	bad := 0
	for _, p := range o.Paths {
		ok, err := a.validate(p, o)
		if err != nil {
			bad++
			msg := oneLine(fileError(p, err).Error())
			if errors.Is(err, fs.ErrNotExist) && o.switchHint != nil {
				msg += o.switchHint(p)
			}
			fmt.Fprintln(a.errOut, msg)
			continue
		}
		fmt.Fprintf(a.out, "%s: ok (%s)\n", p, ok)
	}
	if bad > 0 {
		return &quietError{fmt.Sprintf("%d of %d files have problems", bad, len(o.Paths))}
	}
	return nil
}

// validate checks one file and says what it is.
func (a *app) validate(path string, o *validateOptions) (string, error) {
	gameID := o.Game
	data, err := store.ReadFile(path, int64(max(engine.MaxSaveSize, games.MaxScenarioSize)), "a save, scenario or data file")
	if err != nil {
		return "", err
	}
	if isDataFile(path, data) {
		return a.validateData(path, data, gameID)
	}
	if isEmptyYAML(path, data) {
		return "", a.emptyFile(path, data, gameID)
	}
	if isScenarioFile(path, data, a.scenarioGame(path, data, gameID) != "") {
		return a.validateScenario(path, data, gameID)
	}
	if err := earlierCampaign(path, data); err != nil {
		return "", err
	}
	return a.validateSave(data, o.Unhashed)
}

// isDataFile tells a game's data file from a scenario: a YAML list of
// records (Starmada's ship classes, SSCS's designs), or a mapping that holds
// cards and no sides (Starship Battles' stat cards: a faction and its
// cards); a scenario is a mapping with sides.
func isDataFile(path string, data []byte) bool {
	top, isYAML, err := yamlTop(path, data)
	switch {
	case !isYAML:
		return false
	case err != nil:
		// Broken YAML: a list by its first line, so that its error is
		// a data file's, not a scenario's (a design file cut short was
		// "scenario YAML: line 5").
		return startsAList(data)
	case top == nil:
		return false
	case top.Kind == yaml.SequenceNode:
		return true
	case top.Kind == yaml.MappingNode:
		return hasKey(top, "cards") && !hasKey(top, "sides")
	}
	return false
}

// yamlTop is the top node of a .yaml or .yml file (nil for a file that
// holds no document), and whether the file is one.
func yamlTop(path string, data []byte) (*yaml.Node, bool, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
	default:
		return nil, false, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, true, err
	}
	if len(doc.Content) == 0 {
		return nil, true, nil
	}
	return doc.Content[0], true, nil
}

// isEmptyYAML reports whether a YAML file holds no document: nothing, or
// only blanks, comments, "---" or a null. Such a file is no more a
// scenario than a data file.
func isEmptyYAML(path string, data []byte) bool {
	top, isYAML, err := yamlTop(path, data)
	return isYAML && err == nil && (top == nil || top.Kind == yaml.ScalarNode && top.Tag == "!!null")
}

// dataFileWords names the data files of the games that have them, as
// runValidate's help does.
var dataFileWords = map[string]string{
	"sscs":            "a design file (a list of designs)",
	"starmada":        "a ship data file (a list of ship classes)",
	"starshipbattles": "a card file (a faction and its stat cards)",
}

// emptyFile says that a YAML file is empty and what a file of its game
// may be: a scenario, or one of the game's data files too. "The scenario
// is empty" was said of a design file cut inside its opening comment.
func (a *app) emptyFile(path string, data []byte, flag string) error {
	const empty = "the file is empty (nothing but blanks and comments); "
	id := a.scenarioGame(path, data, flag)
	g, ok := a.games.Lookup(id)
	if id == "" || !ok {
		return errors.New(empty + "a .yaml file is a scenario (a mapping with sides) or a game's data file (a list of records)")
	}
	id = g.ID()
	kinds := "a scenario (a mapping with sides)"
	if _, ok := g.(engine.DataChecker); ok {
		words, ok := dataFileWords[id]
		if !ok {
			words = "a data file"
		}
		kinds += " or " + words
	}
	return fmt.Errorf("%sa .yaml file of %s is %s", empty, id, kinds)
}

// startsAList reports whether the first line of YAML text that is not
// blank or a comment begins a list item.
func startsAList(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") || t == "---" {
			continue
		}
		return t == "-" || strings.HasPrefix(t, "- ")
	}
	return false
}

// hasKey reports whether a YAML mapping has the key at its top level.
func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}

func (a *app) validateData(path string, data []byte, flag string) (string, error) {
	id := a.dataGame(path, data, flag)
	if id == "" {
		return "", fmt.Errorf("which game are these records for? put the file in a folder named after the game or give --game (%s)", a.knownGames())
	}
	g, ok := a.games.Lookup(id)
	if !ok {
		return "", fmt.Errorf("%s", a.unknownGame(id))
	}
	dc, ok := g.(engine.DataChecker)
	if !ok {
		return "", fmt.Errorf("%s has no data files besides scenarios, and a scenario is a mapping, not a list", id)
	}
	what, err := dc.CheckData(data)
	if err != nil {
		return "", err
	}
	return id + " " + what, nil
}

// isScenarioFile tells scenarios from saves: YAML is a scenario; JSON is a
// save when it says so, else a scenario when its game is known.
func isScenarioFile(path string, data []byte, gameKnown bool) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return true
	}
	if bytes.Contains(data, []byte(engine.SaveFormat)) || bytes.Contains(data, []byte(`"format"`)) {
		return false
	}
	return gameKnown
}

// scenarioGame finds the game of a scenario file: its "game" key, its
// folder's name, or the --game flag, in that order.
func (a *app) scenarioGame(path string, data []byte, flag string) string {
	var head struct {
		Game string `yaml:"game"`
	}
	if yaml.Unmarshal(data, &head) == nil && head.Game != "" {
		return head.Game
	}
	if abs, err := filepath.Abs(path); err == nil {
		// The folder, or the folder above it (a game's ships/ folder).
		for dir, i := filepath.Dir(abs), 0; i < 2; dir, i = filepath.Dir(dir), i+1 {
			if _, ok := a.games.Lookup(filepath.Base(dir)); ok {
				return filepath.Base(dir)
			}
		}
	}
	return flag
}

func (a *app) validateSave(data []byte, unhashed bool) (string, error) {
	sf, err := store.Decode(data)
	if err != nil {
		return "", err
	}
	if err := store.OtherGamesRules(sf, a.games.Lookup); err != nil {
		return "", err
	}
	restore, what := sf.Restore, "save"
	if unhashed && sf.Unhashed() {
		restore, what = sf.RestoreUnhashed, "NOT VERIFIED (no hashes; --unhashed) save"
	}
	s, err := restore(a.games.Lookup)
	if err != nil {
		return "", a.withKnownGames(store.RestoreError(err, sf, a.games.Lookup))
	}
	st := s.State()
	place := a.turnWords(s.Game.ID(), st)
	if st.Outcome().Over {
		place = engine.Count(s.Len(), "intent", "intents") + ", " + place
	}
	return fmt.Sprintf(what+" of %s, scenario %s, %s, %s, hash %s",
		sf.Game, s.Scenario.Name(), place,
		engine.ResultText(st.Outcome(), s.Scenario.Sides()), engine.FormatHash(st.Hash())), nil
}

// recordSize is what replay --verify says of a record's length: a
// finished game's number of intents, and of an unfinished one only where
// it stands ("unfinished, turn 3"). In a game of sealed orders or secret
// builds the count told the other side how many orders were written, as
// list saves' count of moves did (validate likewise gives an unfinished
// game's turn alone).
func (a *app) recordSize(sess *engine.Session) string {
	st := sess.State()
	if st.Outcome().Over {
		return engine.Count(sess.Len(), "intent", "intents")
	}
	return "unfinished, " + a.turnWords(sess.Game.ID(), st)
}

func (a *app) validateScenario(path string, data []byte, flag string) (string, error) {
	if len(data) > games.MaxScenarioSize {
		return "", fmt.Errorf("larger than %d KiB: not a scenario", games.MaxScenarioSize>>10)
	}
	id := a.scenarioGame(path, data, flag)
	if id == "" {
		// A file the YAML parser cannot read has lost its "game:" key
		// with the rest: its syntax is what to mend first, by line.
		var doc map[string]any
		if err := gamedata.Decode(data, &doc, "scenario"); err != nil {
			return "", err
		}
		// A scenario that names no game (Stellar Armada's name none,
		// so 'validate my.yaml' of a copy of one, as the README has it,
		// asked which game): the one game that reads it, if only one
		// does, as the refusal of a file of another kind finds it.
		if id = a.onlyReader(data); id == "" {
			return "", fmt.Errorf("which game is this scenario for? add a top-level \"game:\" key, put it in a folder named after the game, or give --game (%s)", a.knownGames())
		}
	}
	g, ok := a.games.Lookup(id)
	if !ok {
		return "", fmt.Errorf("%s", a.unknownGame(id))
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		return "", err
	}
	if sc.GameID() != g.ID() {
		return "", fmt.Errorf("the scenario is for %s, not %s", sc.GameID(), g.ID())
	}
	names := make([]string, 0, len(sc.Sides()))
	for _, s := range sc.Sides() {
		names = append(names, s.Name)
	}
	// A scenario must also set up a game.
	if _, err := g.NewState(sc, nil, 1); err != nil {
		return "", fmt.Errorf("scenario %q does not set up a game: %w", sc.Name(), err)
	}
	return fmt.Sprintf("scenario %s/%s %q, sides %s", g.ID(), sc.Name(), sc.Title(), strings.Join(names, ", ")), nil
}
