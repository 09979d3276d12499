package silentdeath

import (
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestBrokenScenarioFiles: each small broken file of testdata/broken gets
// a message with the place (line or field path), the value and what was
// wanted; none panics.
func TestBrokenScenarioFiles(t *testing.T) {
	gametest.BrokenFiles(t, filepath.Join("testdata", "broken"), Game{}.DecodeScenario, map[string]string{
		"ok.yaml":                 "",
		"colour-unknown.yaml":     "line 13: sides[1].color: \"bleu\" is not a colour the screens draw (blue, brown,",
		"asteroids-huge.yaml":     `scenario "patrol": line 7: rules.asteroids: 2000000 is not from 0 to 200`,
		"asteroids-negative.yaml": `scenario "patrol": line 7: rules.asteroids: -20 is not from 0 to 200`,
		"bad-facing.yaml":         `line 14: sides[1].craft[0].facing: "UP" is not N, NE, SE, S, SW or NW`,
		"duplicate-id.yaml":       "line 15: sides[1].craft[1]: a second Pit Viper A",
		"hex-negative.yaml":       "line 14: sides[1].craft[0].hex: [-1, 13] is off the 36×30 map",
		"hex-off-map.yaml":        "line 14: sides[1].craft[0].hex: [99, 13] is off the 36×30 map",
		"hex-three-values.yaml":   "line 14: sides[1].craft[0].hex: 3 values where 2 are wanted",
		"map-huge.yaml":           "line 4: map: 100000000×30 is not a size from 4 to 120 hexes a side",
		"map-missing.yaml":        "map: missing (write map: {cols: 36, rows: 30}; from 4 to 120 hexes a side)",
		"map-zero.yaml":           "line 4: map: 0×30 is not a size from 4 to 120 hexes a side",
		"mans-count.yaml":         "line 11: sides[0].craft[0].mans: a Sorensen III has 2 weapon systems, not 1",
		"mans-crew.yaml":          "line 11: sides[0].craft[0].mans[1]: crew member 2 does not exist",
		"missing-type.yaml":       "line 15: sides[1].craft[1].type: missing (one of pit-viper, spirit-rider,",
		"not-utf8.yaml":           "line 3, column 10: byte 0xff is not UTF-8 text",
		"one-side.yaml":           "line 8: sides: Silent Death is played by two sides, not 1",
		"other-game.yaml":         `game: "starmada" is not silentdeath`,
		"same-hex.yaml":           "line 15: sides[1].craft[1].hex: [34, 13] already holds Pit Viper A",
		"skill-huge.yaml":         "line 15: sides[1].craft[1].pilot: Plt 100, Gnr 7: skills run from 1 to 10",
		"skill-zero.yaml":         "line 15: sides[1].craft[1].pilot: Plt 0, Gnr 7: skills run from 1 to 10",
		"too-many-gunners.yaml":   "line 11: sides[0].craft[0].gunners: a Sorensen III has 1 gunner, not 4",
		"turns-negative.yaml":     "line 5: turns: -3 is not a number of turns from 1 to 100",
		"turns-text.yaml":         `line 5: turns: "twelve" where a whole number is wanted`,
		"unknown-field.yaml":      `line 6: unknown field "wibble" at the top (the fields there are build, campaign,`,
		"unknown-type.yaml":       `line 15: sides[1].craft[1].type: "pit-vipr" is not one of the twelve craft (pit-viper, spirit-rider,`,
		"victory-unknown.yaml":    `line 6: victory.kind: "glory" is not one of annihilate, tpv,`,
		"yaml-syntax.yaml":        "line 14: a mapping in { } that starts here is not closed with }",
	})
}
