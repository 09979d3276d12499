package sscs

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
		"ok.yaml":                     "",
		"ok-wide-names.yaml":          "",
		"side-name-long.yaml":         "line 5: sides[0]: name: 1 to 30 printable characters",
		"turns-zero.yaml":             "line 4: turns: 0 is not from 1 to 200 (leave turns out for the default 30)",
		"colour-unknown.yaml":         "line 11: sides[1].color: \"bleu\" is not a colour the screens draw (blue, brown,",
		"side-name-twice.yaml":        "line 10: sides[1].name: \"concord\" is the name of sides[0] too (\"Concord\")",
		"ok-boarding.yaml":            "",
		"ok-built.yaml":               "",
		"ok-own-designs.yaml":         "",
		"at-huge.yaml":                `line 13: sides[1].ships[1]: at: "300000000000,-14" is not a hex (write q,r with whole numbers from -10000 to 10000)`,
		"at-three-coordinates.yaml":   `line 13: sides[1].ships[1]: at: "3,-14,2" is not a hex`,
		"bad-at.yaml":                 `line 13: sides[1].ships[1]: at: "three,-14" is not a hex`,
		"bad-heading.yaml":            `line 12: sides[1].ships[0]: heading: "Up" is not N, NE, SE, S, SW or NW`,
		"budget-negative.yaml":        "line 6: sides[0].build: budget: -5 is not from 1 to 1 000 000",
		"build-unknown-design.yaml":   `line 8: sides[1].build.designs[1]: no design "Gorgonzola" in the scenario or the catalogue (Wasp, Kestrel,`,
		"design-bad-weapon.yaml":      `design Dart: the Laser (weapon 1): type: "phaser" is not one of railgun, antimissile, beam,`,
		"design-fixed-damage.yaml":    "design Dart: the Laser (weapon 1), a beam, buys 2 points of fixed damage, but only projectors use non-variable damage: every other weapon buys its damage in 10-sided dice",
		"design-negative-damage.yaml": "design Dart: the Laser (weapon 1): buy damage: fixed points from 1 to 300 (damage) or d10s from 1 to 50 (dice)",
		"design-unknown-field.yaml":   `line 7: unknown field "warp" in designs[0] (the fields there are armor, aux,`,
		"disabled-text.yaml":          `line 8: sides[0].ships[0].disabled: "maybe" where true or false is wanted`,
		"docked-self.yaml":            `line 11: sides[1].ships[0]: docked: no other ship named "Maw"`,
		"docked-unknown.yaml":         `line 11: sides[1].ships[0]: docked: no other ship named "Nobody"`,
		"duplicate-name.yaml":         `line 13: sides[1].ships[1]: the name "Hydra" is used twice`,
		"missing-design.yaml":         "line 13: sides[1].ships[1]: design: missing (one of Wasp, Kestrel,",
		"missing-heading.yaml":        "line 12: sides[1].ships[0]: heading: missing (N, NE, SE, S, SW or NW)",
		"not-utf8.yaml":               "line 3, column 11: byte 0x80 is not UTF-8 text",
		"one-side.yaml":               "line 5: sides: 1; a battle of SSCS has two sides",
		"other-game.yaml":             `game: "starmada", not sscs`,
		"speed-huge.yaml":             "line 8: sides[0].ships[0]: speed: 2000000000 is not from 0 to 60",
		"speed-negative.yaml":         "line 8: sides[0].ships[0]: speed: -2 is not from 0 to 60",
		"speed-text.yaml":             `line 8: sides[0].ships[0].speed: "fast" where a whole number is wanted`,
		"turns-negative.yaml":         "line 4: turns: -30 is not from 1 to 200",
		"unknown-design.yaml":         `line 12: sides[1].ships[0]: design: no design "Hydraa" in the scenario or the catalogue (Wasp, Kestrel,`,
		"yaml-syntax.yaml":            "line 9: a mapping in { } that starts here is not closed with }",
	})
}
