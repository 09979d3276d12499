package design

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestNamesAreMeasuredInCharacters: the limits of a design's name, class,
// squadron, notes and weapon names (the project's own: 30 characters, 500
// for the notes) count characters, as the messages say, not bytes. Each
// CJK string below is within its limit in characters but over it in UTF-8
// bytes, so a byte count refused it; one more character than the limit is
// still refused.
func TestNamesAreMeasuredInCharacters(t *testing.T) {
	name := "連合艦隊の栄光ある最後の希望" // 14 characters, 42 bytes
	if utf8.RuneCountInString(name) != 14 || len(name) <= 30 {
		t.Fatalf("the test name is %d characters in %d bytes", utf8.RuneCountInString(name), len(name))
	}
	wide := func(d Design) Design {
		d.Class, d.Squadron, d.Notes = "駆逐艦", "第一水雷戦隊の栄光ある艦隊", strings.Repeat("注", 200)
		return d
	}
	ok := wide(oneWeapon(Weapon{Name: "四十六糎三連装砲塔の主砲", Type: Beam, Dice: 1, Range: 8, Arc: Primary}))
	ok.Name = name
	if err := ok.Check(); err != nil {
		t.Fatalf("Check: %v", err)
	}
	dv, err := Derive(ok, nil)
	if err != nil {
		t.Fatalf("Derive: %v", err)
	}
	if dv.Design.Name != name {
		t.Errorf("derived name %q, want %q", dv.Design.Name, name)
	}

	over := strings.Repeat("艦", 31)
	long := []struct {
		field string
		edit  func(*Design)
		want  string
	}{
		{"name", func(d *Design) { d.Name = over }, "name: a name of 1 to 30 printable characters"},
		{"class", func(d *Design) { d.Class = over }, "class: at most 30 printable characters"},
		{"squadron", func(d *Design) { d.Squadron = over }, "squadron: at most 30 printable characters"},
		{"notes", func(d *Design) { d.Notes = strings.Repeat("注", 501) }, "notes: at most 500 printable characters"},
		{"weapon name", func(d *Design) { d.Weapons = []Weapon{{Name: over, Type: Beam, Dice: 1, Range: 8, Arc: Primary}} }, "name: at most 30 printable characters"},
	}
	for _, c := range long {
		d := ok
		c.edit(&d)
		if _, err := Derive(d, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s of 31 characters: %v, want %q", c.field, err, c.want)
		}
	}
}
