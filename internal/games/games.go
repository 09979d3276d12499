// Package games loads the scenarios of any game, embedded or from the
// user's files. It knows no game: the program's registry of games is in
// cmd/armada-tui, the one place that imports them all.
package games

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/armada-tui/armada-tui/assets"
	"github.com/armada-tui/armada-tui/internal/engine"
)

// MaxScenarioSize bounds a scenario file read from disk.
const MaxScenarioSize = 1 << 20

// Scenarios decodes every embedded scenario of a game: the one to learn it
// on first (learnOn), then the others by title.
func Scenarios(g engine.Game) ([]engine.Scenario, error) {
	dir := path.Join("scenarios", g.ID())
	entries, err := fs.ReadDir(assets.Scenarios, dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	var out []engine.Scenario
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		p := path.Join(dir, e.Name())
		data, err := fs.ReadFile(assets.Scenarios, p)
		if err != nil {
			return nil, err
		}
		sc, err := g.DecodeScenario(data)
		if err != nil {
			return nil, fmt.Errorf("assets/%s: %w", p, err)
		}
		out = append(out, sc)
	}
	rank := func(name string) int {
		if i := slices.Index(learnOn, name); i >= 0 {
			return i
		}
		return len(learnOn)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Name(), out[j].Name()
		if rank(a) != rank(b) {
			return rank(a) < rank(b)
		}
		// Titles that start with a rulebook section ("11.1 Rescue") then
		// come in the book's order.
		return out[i].Title() < out[j].Title()
	})
	return out, nil
}

// LoadScenario finds a scenario by the name of an embedded one or by the
// path of a file. Without a name it returns the game's first scenario.
func LoadScenario(g engine.Game, nameOrPath string) (engine.Scenario, error) {
	if nameOrPath != "" && (strings.ContainsAny(nameOrPath, `/\`) || strings.HasSuffix(nameOrPath, ".yaml") || strings.HasSuffix(nameOrPath, ".yml") || strings.HasSuffix(nameOrPath, ".json")) {
		return ReadScenarioFile(g, nameOrPath)
	}
	// The usual cases without decoding every scenario: a name, or the
	// scenario that leads the list (see Scenarios).
	for _, name := range leading(nameOrPath) {
		if sc, ok := embeddedByName(g, name); ok {
			return sc, nil
		}
	}
	list, err := Scenarios(g)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, fmt.Errorf("%s has no scenarios", g.ID())
	}
	if nameOrPath == "" {
		return list[0], nil
	}
	names := make([]string, len(list))
	for i, sc := range list {
		if sc.Name() == nameOrPath {
			return sc, nil
		}
		names[i] = sc.Name() + " (" + sc.Title() + ")"
	}
	return nil, fmt.Errorf("%s has no scenario %s; it has: %s", g.ID(), engine.Quote(nameOrPath), strings.Join(names, ", "))
}

// learnOn names the scenarios to learn a game on, the first a game has
// leading its list and played when none is named: the rulebook's own
// introduction where it has one (Silent Death's Your First Game, Starship
// Battles' Quick Start, which leaves out special abilities and fleet
// building), else "standard".
var learnOn = []string{"first-game", "quickstart", "standard"}

// leading lists the embedded scenarios to try first for nameOrPath: the
// one named, or for no name the ones Scenarios puts first when they exist.
func leading(nameOrPath string) []string {
	if nameOrPath == "" {
		return learnOn
	}
	return []string{nameOrPath}
}

// embeddedByName decodes the embedded scenario whose file is named after
// it (every shipped one is: standard.yaml holds "standard"), so that a
// game starts without decoding every scenario of its game; anything else
// is left to the full list, which also names the choices.
func embeddedByName(g engine.Game, name string) (engine.Scenario, bool) {
	if name == "" || strings.ContainsAny(name, "./\\") {
		return nil, false
	}
	data, err := fs.ReadFile(assets.Scenarios, path.Join("scenarios", g.ID(), name+".yaml"))
	if err != nil {
		return nil, false
	}
	sc, err := g.DecodeScenario(data)
	if err != nil || sc.Name() != name {
		return nil, false
	}
	return sc, true
}

// ReadScenarioFile reads and checks a scenario file of the user's.
func ReadScenarioFile(g engine.Game, p string) (engine.Scenario, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxScenarioSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	if len(data) > MaxScenarioSize {
		return nil, fmt.Errorf("%s: larger than %d KiB: not a scenario", p, MaxScenarioSize>>10)
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return sc, nil
}
