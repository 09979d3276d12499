//go:build pendingmove

package silentdeath

import (
	"strings"
	"testing"
)

// TestSDExperienceByKeys chooses a pilot's +1 Gnr and keeps another
// pilot's +1 Plt; a gunner cannot raise Plt (10.1).
func TestSDExperienceByKeys(t *testing.T) {
	rows := []ExpChoice{
		{Label: "pilot Plt 5 Gnr 5 (Night Hawk A)", CanPlt: true, CanGnr: true},
		{Label: "gunner Gnr 6 (Salamander A)", CanGnr: true},
		{Label: "pilot Plt 7 Gnr 4 (Seraph A)", CanPlt: true, CanGnr: true},
	}
	m := newSDExperience(Config{}, "Experience after Scenario 1", "Reaper's Own", rows)
	d := newDriver(t, Config{}, m, 80, 24)
	if s := d.screen(); !strings.Contains(s, "[+1 Plt] pilot Plt 5") || !strings.Contains(s, "[+1 Gnr] gunner Gnr 6") {
		t.Fatalf("experience screen:\n%s", d.screen())
	}
	d.pressAll("g", "down", "p")
	if !strings.Contains(d.screen(), "Only a pilot") {
		t.Fatalf("a gunner's Plt was offered:\n%s", d.screen())
	}
	d.pressAll("d")
	if !d.quit {
		t.Fatal("d did not end the screen")
	}
	plt, done, err := m.expResult()
	if err != nil || !done || len(plt) != 3 || plt[0] || plt[1] || !plt[2] {
		t.Fatalf("result %v %v %v", plt, done, err)
	}
	m2 := newSDExperience(Config{}, "x", "y", rows)
	d2 := newDriver(t, Config{}, m2, 80, 24)
	d2.pressAll("esc")
	if _, done, _ := m2.expResult(); done || !d2.quit {
		t.Fatal("esc did not leave without choosing")
	}
}

// TestSDFieldingByKeys: the screen starts from the craft that fit in
// order, keeps a running total against 200 TPV, and refuses to finish
// over the limit (11.7's scenario 1).
func TestSDFieldingByKeys(t *testing.T) {
	rows := []FieldChoice{{"Seraph A, pilot Plt 9 Gnr 9", 80}, {"Night Hawk A, pilot Plt 8 Gnr 8", 56}, {"Night Hawk B, pilot Plt 5 Gnr 5", 50}, {"Epping A, 3 crew", 90}}
	m := newSDFielding(Config{}, "Scenario 1: Rescue", "The Destroyers", rows, 12, 200)
	d := newDriver(t, Config{}, m, 80, 24)
	if s := d.screen(); !strings.Contains(s, "Fielded: 3 of at most 12 craft, 186 of at most 200 TPV") || !strings.Contains(s, "[ ] Epping A") {
		t.Fatalf("fielding screen:\n%s", s)
	}
	d.pressAll("down", "down", "down", "space", "d")
	if d.quit || !strings.Contains(d.screen(), "276 TPV chosen") {
		t.Fatalf("over the limit was accepted:\n%s", d.screen())
	}
	d.pressAll("up", "up", "up", "space", "down", "space", "d")
	if !d.quit {
		t.Fatalf("did not finish:\n%s", d.screen())
	}
	on, done, err := m.fieldResult()
	if err != nil || !done || on[0] || on[1] || !on[2] || !on[3] {
		t.Fatalf("result %v %v %v", on, done, err)
	}
	// Nothing fielded is refused too.
	m2 := newSDFielding(Config{ASCII: true}, "x", "y", rows[:1], 12, 0)
	d2 := newDriver(t, Config{ASCII: true}, m2, 80, 24)
	d2.pressAll("space", "d")
	if d2.quit || !strings.Contains(d2.screen(), "at least one") {
		t.Fatalf("nothing fielded was accepted:\n%s", d2.screen())
	}
}
