package stellararmada

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestBrokenScenarioFiles: each file of testdata/broken is refused with a
// message that says where (line or field path), the value and what was
// wanted, and none panics; ok-* files are read.
func TestBrokenScenarioFiles(t *testing.T) {
	want := map[string]string{
		"ok-with-game.yaml":     "",
		"colour-unknown.yaml":   "line 10: sides[1].color: \"chartreuse\" is not a colour the screens draw (blue, brown,",
		"colour-twice.yaml":     "line 10: sides[1].color: red is the colour of sides[0] (Red) too",
		"side-name-blank.yaml":  "line 9: sides[1].name: \"Red \" starts or ends with a blank",
		"other-game.yaml":       `game: "silentdeath", but this is a stellararmada scenario`,
		"yaml-syntax.yaml":      "scenario YAML: line 9: a list in [ ] that starts here is not closed with ]",
		"wrong-type.yaml":       `line 7: sides[0].mat.start.shields: "lots" where a whole number is wanted`,
		"fraction.yaml":         `line 7: sides[0].mat.start.ammo: "4.5" is not a whole number`,
		"huge.yaml":             `line 7: sides[0].mat.start.masers: "99999999999999999999" is out of range`,
		"negative.yaml":         `scenario "crippled": line 7: sides[0].mat.start.ammo: -4 is below the least 0`,
		"over-max.yaml":         `scenario "crippled": line 7: sides[0].mat.start.ammo: 11 is above the maximum 10`,
		"unknown-track.yaml":    `line 7: unknown field "maserz" in sides[0].mat.start (the fields there are ammo, armor, engines, launchers, masers, reactor, repair, shields)`,
		"unknown-field.yaml":    `line 10: unknown field "wibble" at the top (the fields there are description, game, name, sides, title)`,
		"duplicate-side.yaml":   `scenario "crippled": line 8: sides[1].name: "Red" is the name of the other side too`,
		"no-name.yaml":          "name: missing",
		"one-side.yaml":         `scenario "crippled": line 3: sides: Stellar Armada has two sides, not 1`,
		"sides-not-a-list.yaml": "line 3: sides: a mapping (key: value) where a list is wanted",
		"empty.yaml":            "the scenario is empty",
		"not-utf8.yaml":         "scenario: line 2, column 10: byte 0xff is not UTF-8 text",
	}
	gametest.BrokenFiles(t, filepath.Join("testdata", "broken"), Game{}.DecodeScenario, want)
	// Too long to keep as a file: a title of 200 000 characters.
	long := "name: x\ntitle: " + strings.Repeat("X", 200000) + "\nsides: [{name: Red}, {name: Blue}]\n"
	if _, err := (Game{}).DecodeScenario([]byte(long)); err == nil || !strings.Contains(err.Error(), "title: at most 80 printable characters") {
		t.Errorf("long title: %v", err)
	}
}
