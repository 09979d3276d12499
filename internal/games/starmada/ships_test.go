package starmada

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestClassNamesAreMeasuredInCharacters: a class's name and its
// batteries' names (the project's own limit of 30) count characters, as
// the message says, not bytes. The CJK names below are within 30
// characters but over 30 UTF-8 bytes, so a byte count refused them, in the
// ship data and in a scenario's classes alike; 31 characters are still
// refused.
func TestClassNamesAreMeasuredInCharacters(t *testing.T) {
	class, guns := "連合艦隊の栄光ある最後の希望", "四十六糎三連装砲塔の主砲" // 14 and 12 characters
	if utf8.RuneCountInString(class) != 14 || len(class) <= 30 || len(guns) <= 30 {
		t.Fatalf("the test names are %d and %d bytes", len(class), len(guns))
	}
	f := gunboat(class, 2, 9, 4, 1, 1, 1)
	f.Batteries[0].Name = guns
	c, err := BuildClass(f)
	if err != nil {
		t.Fatalf("BuildClass: %v", err)
	}
	if c.Name != class || c.Batteries[0].Name != guns {
		t.Errorf("built %q with %q, want %q with %q", c.Name, c.Batteries[0].Name, class, guns)
	}

	scenario := `game: starmada
name: wide
title: Wide names
classes:
  - class: ` + class + `
    source: project
    hull: 10
    engine: 4
    batteries:
      - {name: ` + guns + `, range: 9, to_hit: 4, rof: 1, pen: 1, dmg: 1, mounts: [AB, AB]}
sides:
  - name: Imperial
    ships:
      - {name: Admirable, class: ` + class + `, at: "1502", facing: S}
  - name: Renegades
    ships:
      - {name: Indefatigable, class: Admirable, at: "1517", facing: N}
`
	if _, err := (Game{}).DecodeScenario([]byte(scenario)); err != nil {
		t.Errorf("a scenario's class named in CJK: %v", err)
	}

	over := strings.Repeat("艦", 31)
	f = gunboat(over, 2, 9, 4, 1, 1, 1)
	if _, err := BuildClass(f); err == nil || !strings.Contains(err.Error(), "class: a name of 1 to 30 printable characters") {
		t.Errorf("a class name of 31 characters: %v", err)
	}
	f = gunboat(class, 2, 9, 4, 1, 1, 1)
	f.Batteries[0].Name = over
	if _, err := BuildClass(f); err == nil || !strings.Contains(err.Error(), "name: a name of 1 to 30 printable characters") {
		t.Errorf("a battery name of 31 characters: %v", err)
	}
}
