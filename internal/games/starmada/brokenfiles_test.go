package starmada

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
		"ok-duel.yaml":             "",
		"turns-zero.yaml":          "line 5: turns: 0 is not from 1 to 50 (leave turns out for the standard 10)",
		"colour-unknown.yaml":      "line 14: sides[1].color: \"crimson\" is not a colour the screens draw (blue, brown,",
		"too-many-ships.yaml":      "line 11: sides[0].ships: 25 ships, at most 24 a side",
		"ok-meeting.yaml":          "",
		"at-garbage.yaml":          `line 12: sides[0].ships[0].at: "fifteen" is not a hex (write CCRR, e.g. 0512, or C,R)`,
		"at-off-board.yaml":        "line 12: sides[0].ships[0].at: 4502 is off the board (columns 00 to 29, rows 00 to 19)",
		"bad-edge.yaml":            `line 7: sides[0].edge: "up" is neither north nor south`,
		"bad-facing.yaml":          `line 12: sides[0].ships[0].facing: "Q" is not N, NE, SE, S, SW or NW`,
		"board-huge.yaml":          "line 4: board: 30000000 × 20, want at least 30 columns by 20 rows (0.1.1) and at most 80 × 60",
		"board-zero.yaml":          "line 4: board: 0 × 20, want at least 30 columns by 20 rows",
		"duplicate-name.yaml":      `line 15: sides[1].ships[1].name: another ship is called "Hive" (1.1: names are unique)`,
		"empty.yaml":               "the scenario is empty",
		"missing-class.yaml":       "line 10: sides[0].ships[1].class: missing (one of Admirable, Lancer,",
		"no-ships.yaml":            "line 8: sides[0].ships: a side needs at least one ship",
		"not-utf8.yaml":            "line 3, column 12: byte 0xe9 is not UTF-8 text",
		"object-kind-number.yaml":  `line 8: objects[1].kind: "7" is not a kind of object such as asteroid or planet`,
		"object-on-ship.yaml":      "line 12: sides[0].ships[0].at: 1502 holds an object",
		"other-game.yaml":          `game: "sscs", but this is a starmada scenario`,
		"same-edge.yaml":           "line 12: sides[1].edge: north is the other side's edge too: the sides set up along opposite long edges, north and south (2.1.2)",
		"setup-unknown.yaml":       `line 5: setup: "magic" is not a way of setting up`,
		"turns-list.yaml":          "line 4: turns: a list where a whole number is wanted",
		"turns-negative.yaml":      "line 4: turns: -1 is not from 1 to 50",
		"two-objects-one-hex.yaml": "line 8: objects[1].at: 1409 holds another object",
		"unknown-class.yaml":       `line 10: sides[0].ships[1].class: no class "Lancerr" in the ship data or the scenario's classes (Admirable, Lancer,`,
		"unknown-field.yaml":       `line 13: unknown field "admiral" in sides[1] (the fields there are color, edge, fleet, name, ships)`,
		"yaml-syntax.yaml":         "line 15: a mapping in { } that starts here is not closed with }",
	})
}
