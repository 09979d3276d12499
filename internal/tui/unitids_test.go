package tui

import (
	"slices"
	"testing"
)

// TestNumberIDs: the ids made of a name's number, two cells first.
func TestNumberIDs(t *testing.T) {
	for name, want := range map[string][]string{
		"Vorr raider number 07 x": {"07", "V07"},
		"Vorr raider number 7 x":  {"V7"},
		"艦23 Zéphyr":              {"23", "Z23"},
		"Aerie 1 Wasp 2":          {"12", "A12"},
		"Fleet 123":               {"23", "F23"},
		"艦 123":                   {"23"},
		"Hornet":                  nil,
		"艦7":                      nil,
	} {
		if got := NumberIDs(name); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", name, got, want)
		}
	}
}
