package starshipbattles

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestBrokenScenarioFiles: each small broken file of testdata/broken gets
// a message with the place (line or field path), the value and what was
// wanted; none panics.
func TestBrokenScenarioFiles(t *testing.T) {
	gametest.BrokenFiles(t, filepath.Join("testdata", "broken"), Game{}.DecodeScenario, map[string]string{
		"ok.yaml":                       "",
		"colour-unknown.yaml":           "line 12: sides[1].color: \"black\" is not a colour the screens draw (blue, brown,",
		"too-many-units.yaml":           "line 7: sides[0].ships: 62 ships and fighters, at most 60",
		"fighters-without-carrier.yaml": "line 9: sides[0].ships[1]: X-wing Starfighter would wait in the fighter pool for the battle: no ship of the Light Side has Fighter Launch",
		"ok-fixed.yaml":                 "",
		"at-garbage.yaml":               `line 13: sides[1].ships[0]: at: "three" is not a square (write x,y, e.g. 12,30)`,
		"at-off-grid.yaml":              "line 12: sides[1].ships: TIE Fighter at 500,500 does not fit on the 24 × 32 grid (its 1 × 1 squares need x from 0 to 23 and y from 0 to 31)",
		"at-without-fixed.yaml":         "line 13: sides[1].ships[0]: at: the players place their ships in this scenario (setup: place); give squares only with setup: fixed",
		"bad-facing.yaml":               `line 9: sides[0].ships[0]: facing: "Z" is not N, E, S or W`,
		"bad-faction.yaml":              `line 11: sides[1].faction: "grey" is neither light nor dark`,
		"bad-first.yaml":                `line 4: first: "purple" is neither light nor dark`,
		"bad-rules.yaml":                `line 4: rules: "slowstart" is neither quickstart nor advanced`,
		"build-negative.yaml":           "line 4: build.points: -300 is not from 1 to 3000",
		"build-too-few.yaml":            "line 4: build.points: 15 buys no class 1–3 ship of the Dark Side (the cheapest costs 16), and a fleet needs one",
		"card-of-other-faction.yaml":    "line 14: sides[1].ships[1]: card: Y-wing Starfighter is a Light Side ship; all the ships of a fleet belong to one faction",
		"count-fraction.yaml":           `line 9: sides[0].ships[1].count: "2.5" is not a whole number`,
		"count-huge.yaml":               "line 9: sides[0].ships[1]: count: 4000000 is not from 1 to 60 (leave it out for one ship)",
		"count-negative.yaml":           "line 9: sides[0].ships[1]: count: -3 is not from 1 to 60",
		"count-zero.yaml":               "line 9: sides[0].ships[1]: count: 0 is not from 1 to 60 (leave it out for one ship)",
		"count-text.yaml":               `line 9: sides[0].ships[1].count: "three" where a whole number is wanted`,
		"fighters-only.yaml":            "line 4: sides: the Light Side needs a ship of class 1, 2 or 3, or a fighter given a square: starfighters enter the battle only when launched (Starship Classes)",
		"grid-zero.yaml":                "line 4: grid: 0 × 0, want 8 to 60 columns and 10 to 60 rows",
		"missing-card.yaml":             `line 14: sides[1].ships[1]: card: missing (the name of a stat card, e.g. "Super Star Destroyer Executor")`,
		"not-utf8.yaml":                 "line 3, column 10: byte 0xe2 is not UTF-8 text",
		"one-side.yaml":                 "line 4: sides: 1; Starship Battles is played by two players, or four in two teams (Team Play)",
		"other-game.yaml":               `game: "silentdeath", but this is a starshipbattles scenario`,
		"same-faction.yaml":             "line 11: sides[1].faction: light, as the other side's: one side is light and the other dark",
		"same-square.yaml":              "line 14: sides[1].ships[1]: Imperial Star Destroyer at 5,0 overlaps another ship (only one starship can be in a square)",
		"setup-unknown.yaml":            `line 4: setup: "random" is neither place nor fixed`,
		"unique-twice.yaml":             `line 7: sides[0].ships: a second Unique "Millennium Falcon" in the Light Side (glossary: Unique)`,
		"unknown-card.yaml":             `line 14: sides[1].ships[1]: card: no stat card "TIE Fightr"; did you mean "TIE Fighter"?`,
		"unknown-field.yaml":            `line 12: unknown field "admiral" in sides[1] (the fields there are color, edge, faction, name, ships)`,
		"yaml-syntax.yaml":              "line 14: a mapping in { } that starts here is not closed with }",
	})
}

// TestUnknownCardListsTheFaction: a name near no card lists the side's
// faction's cards, and only those.
func TestUnknownCardListsTheFaction(t *testing.T) {
	f := "name: x\ntitle: X\nsides:\n  - {name: L, faction: light, ships: [{card: Falcon}]}\n  - {name: D, faction: dark, ships: [{card: TIE Fighter}]}\n"
	_, err := Game{}.DecodeScenario([]byte(f))
	if err == nil || !strings.Contains(err.Error(), `no stat card "Falcon" among the Light Side cards (`) ||
		!strings.Contains(err.Error(), "Millennium Falcon") || strings.Contains(err.Error(), "TIE") {
		t.Errorf("got %v", err)
	}
}
