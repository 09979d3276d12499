package stellararmada

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// MaxScenarioSize bounds the scenario documents DecodeScenario reads (the
// same bound every game uses).
const MaxScenarioSize = gamedata.MaxFileSize

// ScenarioFile is a scenario as written in YAML (assets/scenarios) and in
// the JSON that save files embed. The same field names serve both.
type ScenarioFile struct {
	// Game may name the game, as the other games' files do; it is checked
	// and dropped, so the canonical JSON (and the digest of every saved
	// game) is the same with it or without.
	Game        string     `yaml:"game,omitempty" json:"game,omitempty"`
	Name        string     `yaml:"name" json:"name"`
	Title       string     `yaml:"title" json:"title"`
	Description string     `yaml:"description,omitempty" json:"description,omitempty"`
	Sides       []SideFile `yaml:"sides" json:"sides"`
}

// SideFile is one player's side: its name, its colour and, optionally, a
// mat that differs from the standard star cruiser.
type SideFile struct {
	Name  string   `yaml:"name" json:"name"`
	Color string   `yaml:"color,omitempty" json:"color,omitempty"`
	Mat   *MatFile `yaml:"mat,omitempty" json:"mat,omitempty"`
}

// MatFile overrides the standard mat: Max sets maxima, Start the values at
// the start of the game. A track left out keeps the standard maximum and
// starts at its maximum.
type MatFile struct {
	Max   *TrackValues `yaml:"max,omitempty" json:"max,omitempty"`
	Start *TrackValues `yaml:"start,omitempty" json:"start,omitempty"`
}

// TrackValues sets some of a mat's tracks; nil leaves a track as it is.
type TrackValues struct {
	Reactor   *int `yaml:"reactor,omitempty" json:"reactor,omitempty"`
	Shields   *int `yaml:"shields,omitempty" json:"shields,omitempty"`
	Engines   *int `yaml:"engines,omitempty" json:"engines,omitempty"`
	Repair    *int `yaml:"repair,omitempty" json:"repair,omitempty"`
	Masers    *int `yaml:"masers,omitempty" json:"masers,omitempty"`
	Armor     *int `yaml:"armor,omitempty" json:"armor,omitempty"`
	Launchers *int `yaml:"launchers,omitempty" json:"launchers,omitempty"`
	Ammo      *int `yaml:"ammo,omitempty" json:"ammo,omitempty"`
}

func (v *TrackValues) fields() [numTracks]*int {
	return [numTracks]*int{v.Reactor, v.Shields, v.Engines, v.Repair, v.Masers, v.Armor, v.Launchers, v.Ammo}
}

// Values turns a full set of tracks into overrides of every track.
func (t Tracks) Values() *TrackValues {
	a := t.array()
	p := func(i track) *int { v := a[i]; return &v }
	return &TrackValues{p(tReactor), p(tShields), p(tEngines), p(tRepair), p(tMasers), p(tArmor), p(tLaunchers), p(tAmmo)}
}

// Scenario is a checked scenario of Stellar Armada.
type Scenario struct {
	file       ScenarioFile
	max, start [2][numTracks]int
	// digest is engine.ScenarioDigest of the scenario, worked out once
	// when it is checked: every new game hashes it, and its canonical
	// JSON cost more than a whole random game's rules.
	digest uint64
}

var _ engine.Scenario = (*Scenario)(nil)

// NewScenario checks a scenario built in code.
func NewScenario(f ScenarioFile) (*Scenario, error) {
	sc := &Scenario{file: cloneFile(f)}
	if err := sc.check(); err != nil {
		return nil, fmt.Errorf("scenario %q: %w", f.Name, err)
	}
	return sc, nil
}

// GameID implements engine.Scenario.
func (sc *Scenario) GameID() string { return ID }

// Name implements engine.Scenario.
func (sc *Scenario) Name() string { return sc.file.Name }

// Title implements engine.Scenario.
func (sc *Scenario) Title() string { return sc.file.Title }

// Description implements engine.Scenario.
func (sc *Scenario) Description() string { return sc.file.Description }

// Sides implements engine.Scenario.
func (sc *Scenario) Sides() []engine.Side {
	out := make([]engine.Side, len(sc.file.Sides))
	for i, s := range sc.file.Sides {
		out[i] = engine.Side{Name: s.Name, Color: s.Color}
	}
	return out
}

// Canonical implements engine.Scenario: JSON that DecodeScenario reads back.
func (sc *Scenario) Canonical() ([]byte, error) { return json.Marshal(sc.file) }

// File returns a copy of the scenario as written.
func (sc *Scenario) File() ScenarioFile { return cloneFile(sc.file) }

// Loadout returns side p's maxima and starting values.
func (sc *Scenario) Loadout(p engine.Player) (max, start Tracks) {
	if !validPlayer(p) {
		return Tracks{}, Tracks{}
	}
	return fromArray(sc.max[p]), fromArray(sc.start[p])
}

func cloneFile(f ScenarioFile) ScenarioFile {
	f.Sides = append([]SideFile(nil), f.Sides...)
	for i := range f.Sides {
		if m := f.Sides[i].Mat; m != nil {
			c := MatFile{Max: cloneValues(m.Max), Start: cloneValues(m.Start)}
			f.Sides[i].Mat = &c
		}
	}
	return f
}

func cloneValues(v *TrackValues) *TrackValues {
	if v == nil {
		return nil
	}
	fs := v.fields()
	var out [numTracks]*int
	for i, p := range fs {
		if p != nil {
			x := *p
			out[i] = &x
		}
	}
	return &TrackValues{out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]}
}

// DecodeScenario implements engine.Game: YAML, or JSON when the document
// starts with "{". Unknown fields are errors; errors name the field and,
// where the decoder knows it, the line.
func (Game) DecodeScenario(data []byte) (engine.Scenario, error) {
	var f ScenarioFile
	if err := gamedata.Decode(data, &f, "scenario"); err != nil {
		return nil, err
	}
	gamedata.DefaultSideColours(data, f.Sides, func(s *SideFile) *string { return &s.Color })
	if f.Game != "" && f.Game != ID {
		return nil, gamedata.Locate(data, fmt.Errorf("game: %s, but this is a %s scenario", engine.Quote(f.Game), ID))
	}
	f.Game = ""
	sc := &Scenario{file: f}
	err := sc.check()
	if err == nil {
		err = gamedata.CheckSides(data, sc.Sides())
	}
	if err != nil {
		err = gamedata.Locate(data, err)
		if f.Name != "" && gamedata.ValidName(f.Name) {
			return nil, fmt.Errorf("scenario %q: %w", f.Name, err)
		}
		return nil, err
	}
	return sc, nil
}

// check validates the file and works out the mats.
func (sc *Scenario) check() error {
	f := &sc.file
	switch {
	case f.Name == "":
		return errors.New("name: missing")
	case !gamedata.ValidName(f.Name):
		return fmt.Errorf("name: %q is not a short identifier (lower-case letters, digits, - and _, at most 40)", f.Name)
	case strings.TrimSpace(f.Title) == "":
		return errors.New("title: missing")
	case utf8.RuneCountInString(f.Title) > 80 || !gamedata.Printable(f.Title):
		return errors.New("title: at most 80 printable characters on one line")
	case len(f.Description) > 4000 || !utf8.ValidString(f.Description):
		return errors.New("description: at most 4000 bytes of UTF-8 text")
	case len(f.Sides) != 2:
		return fmt.Errorf("sides: Stellar Armada has two sides, not %d", len(f.Sides))
	}
	for i, s := range f.Sides {
		where := fmt.Sprintf("sides[%d]", i)
		if err := gamedata.CheckSideName(where, s.Name, s.Color); err != nil {
			return err
		}
		max := standardArray()
		if s.Mat != nil && s.Mat.Max != nil {
			for t, v := range s.Mat.Max.fields() {
				if v != nil {
					max[t] = *v
				}
			}
		}
		start := max
		if s.Mat != nil && s.Mat.Start != nil {
			for t, v := range s.Mat.Start.fields() {
				if v != nil {
					start[t] = *v
				}
			}
		}
		if err := checkTracks(where+".mat", max, start); err != nil {
			return err
		}
		sc.max[i], sc.start[i] = max, start
	}
	if strings.EqualFold(f.Sides[0].Name, f.Sides[1].Name) {
		return fmt.Errorf("sides[1].name: %q is the name of the other side too", f.Sides[1].Name)
	}
	digest, err := engine.ScenarioDigest(sc)
	if err != nil {
		return err
	}
	sc.digest = digest
	return nil
}

// Briefing implements engine.Briefer.
func (sc *Scenario) Briefing(opts engine.Options) engine.Briefing {
	var forces []string
	for p, s := range sc.file.Sides {
		var parts []string
		for t := track(0); t < numTracks; t++ {
			parts = append(parts, fmt.Sprintf("%s %d/%d", trackNames[t], sc.start[p][t], sc.max[p][t]))
		}
		forces = append(forces, s.Name+": one star cruiser, "+strings.Join(parts, ", "))
	}
	limit, err := turnLimit(opts)
	if err != nil {
		limit = DefaultTurnLimit
	}
	return engine.Briefing{
		Situation: sc.file.Description,
		Forces:    forces,
		Objective: "Bring the enemy reactor to zero, or leave the enemy ship unable to fight.",
		Victory: "A shot that brings the enemy reactor to zero wins at once. So does one that leaves a ship unable to " +
			"fight (no weapon it can fire and no way to repair one): that ship has lost, and if the shot leaves both " +
			"unable, the game is drawn. After the last round of the turn limit the ship with more reactor points " +
			"wins, then the one with more points on all its tracks, ammunition left out; if those are equal too, the game is drawn.",
		TurnLimit: limit,
	}
}
