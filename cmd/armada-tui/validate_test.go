package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestValidateEmptyDataFolderFile: an empty .yaml file (or one of comments
// only, as a design file cut inside its opening comment) in a folder of a
// game with data files was "the scenario is empty", though it may as well
// be a design or card file. validate says the file is empty and what a file
// of that game may be.
func TestValidateEmptyDataFolderFile(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	write := func(game, name, text string) string {
		t.Helper()
		d := filepath.Join(dir, game)
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(d, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	sscsKinds := "is empty (nothing but blanks and comments); a .yaml file of sscs is a scenario (a mapping with sides) or a design file (a list of designs)"
	for _, tc := range []struct{ game, name, text, want string }{
		{"sscs", "cut.yaml", "# The Concord squadron: designs of the project", sscsKinds},
		{"sscs", "empty.yaml", "", sscsKinds},
		{"sscs", "null.yml", "---\n~\n", sscsKinds},
		{"starshipbattles", "empty.yaml", "\n\n", "is empty (nothing but blanks and comments); a .yaml file of starshipbattles is a scenario (a mapping with sides) or a card file (a faction and its stat cards)"},
		{"starmada", "empty.yaml", "# ships\n", "is empty (nothing but blanks and comments); a .yaml file of starmada is a scenario (a mapping with sides) or a ship data file (a list of ship classes)"},
		{"stellararmada", "empty.yaml", "", "is empty (nothing but blanks and comments); a .yaml file of stellararmada is a scenario (a mapping with sides)"},
		{"nogame", "empty.yaml", "", "is empty (nothing but blanks and comments); a .yaml file is a scenario (a mapping with sides) or a game's data file"},
	} {
		p := write(tc.game, tc.name, tc.text)
		c.fails(exitFailure, p+": the file "+tc.want, "validate", p)
	}
}
