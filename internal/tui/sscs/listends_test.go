package sscs

import "testing"

// TestListsTakeHomeAndEnd: home and end go to the first and the last line
// of the squadron builder's lists and of the designer's lists and forms, as
// in every other list of the program (tui.ListMove); here they did nothing.
func TestListsTakeHomeAndEnd(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok {
		t.Fatalf("no builder (%T)", d.Snap().Phase)
	}
	keys(d, "end")
	if m.cursor != len(m.info.Designs) {
		t.Errorf("end in the designs: cursor %d of %d lines", m.cursor, len(m.info.Designs)+1)
	}
	keys(d, "home")
	if m.cursor != 0 {
		t.Errorf("home in the designs: cursor %d", m.cursor)
	}
	keys(d, "enter", "enter", "down", "enter", "tab")
	m, _ = d.Snap().Phase.(*buildModel)
	if m == nil || !m.onList || len(m.info.Picks) < 2 {
		t.Fatalf("not on a list of two picks:\n%s", d.Screen())
	}
	keys(d, "end")
	if m.pick != len(m.info.Picks)-1 {
		t.Errorf("end in the picks: %d of %d", m.pick, len(m.info.Picks))
	}
	keys(d, "home")
	if m.pick != 0 {
		t.Errorf("home in the picks: %d", m.pick)
	}

	dz, dd, _ := designer(t)
	keys(dd, "end") // the ship's form, where the designer opens
	if want := len(shipFields(dz.design())) - 1; dz.row != want {
		t.Errorf("end in the ship's form: row %d, want %d", dz.row, want)
	}
	keys(dd, "1") // the weapons: the entries, then "add"
	keys(dd, "end")
	if want := len(dz.design().Weapons); dz.row != want {
		t.Errorf("end in the weapons: row %d, want %d (the add line)", dz.row, want)
	}
	keys(dd, "home")
	if dz.row != 0 {
		t.Errorf("home in the weapons: row %d", dz.row)
	}
}
