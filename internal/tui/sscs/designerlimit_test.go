package sscs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestDesignerRefusesNumbersPastTheLimit: a quantity of 2 000 000 was taken
// by the field and refused only later by the design's check ("qty: 2000000
// is not from 1 to 100"), far from where it was typed; a number too long
// for an int read "is not a whole number". Now the field refuses both as
// they are typed, names the most it takes, and keeps the old value; ← and
// → stop at the same bound.
func TestDesignerRefusesNumbersPastTheLimit(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]", "1", "enter", "down", "down") // the Spear's first weapon, Quantity
	was := dz.design().Weapons[0].Qty
	for _, typed := range []string{"2000000", "99999999999999999999999"} {
		keys(d, "enter", "ctrl+u")
		typeText(d, typed)
		keys(d, "enter")
		want := "Quantity: " + typed + " is more than 100, the most it takes"
		if !strings.Contains(strings.Join(strings.Fields(d.Screen()), " "), want) {
			t.Fatalf("typed %s: the screen does not say %q:\n%s", typed, want, d.Screen())
		}
		if q := dz.design().Weapons[0].Qty; q != was {
			t.Fatalf("typed %s: the quantity became %d", typed, q)
		}
	}
	keys(d, "enter", "ctrl+u")
	typeText(d, "100")
	keys(d, "enter")
	if q := dz.design().Weapons[0].Qty; q != design.MaxQty {
		t.Fatalf("100 was not taken: quantity %d:\n%s", q, d.Screen())
	}
	keys(d, "right")
	if q := dz.design().Weapons[0].Qty; q != design.MaxQty {
		t.Fatalf("→ stepped past the limit to %d", q)
	}
}

// TestDesignerSaysWhichFolderItMade: a save to a path whose folders do not
// exist makes them, as the suggested designs/sscs folder needs; a folder
// mistyped in the path was made without a word. Now the message names the
// outermost folder made, and only when one was.
func TestDesignerSaysWhichFolderItMade(t *testing.T) {
	dz, _, _ := designer(t)
	root := t.TempDir()
	path := filepath.Join(root, "desings", "sscs", "fleet.yaml")
	dz.saveTo(path)
	if want := "Made the folder " + filepath.Join(root, "desings") + ". Saved "; !strings.HasPrefix(dz.msg, want) {
		t.Fatalf("the message %q does not begin %q (bad %q)", dz.msg, want, dz.bad)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	dz.saveTo(path)
	if !strings.HasPrefix(dz.msg, "Saved ") {
		t.Fatalf("a save into folders that exist says %q", dz.msg)
	}
}

// TestDesignerTakesTheMouse: the designer held the mouse and did nothing
// with it. A click on a tab opens it, a click on a row puts the cursor
// there and a second click does what enter does, and the wheel moves the
// cursor as ↑/↓ do.
func TestDesignerTakesTheMouse(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]") // the Spear, with three weapons
	at := func(text string) (x, y int) {
		t.Helper()
		for y, l := range strings.Split(d.Screen(), "\n") {
			if x := strings.Index(l, text); x >= 0 {
				return len([]rune(l[:x])), y
			}
		}
		t.Fatalf("%q is not on the screen:\n%s", text, d.Screen())
		return 0, 0
	}
	x, y := at("Weapons")
	d.Click(x, y)
	if dz.tab != tabWeapons {
		t.Fatalf("a click on %q opened tab %d:\n%s", "Weapons", dz.tab, d.Screen())
	}
	second := weaponTitle(dz.design().Weapons[1])
	x, y = at(second)
	d.Click(x, y)
	if dz.row != 1 || dz.entry != -1 {
		t.Fatalf("a click on %s: row %d, entry %d", second, dz.row, dz.entry)
	}
	d.Click(x, y)
	if dz.entry != 1 {
		t.Fatalf("a second click on %s opened entry %d:\n%s", second, dz.entry, d.Screen())
	}
	d.Msg(tea.MouseWheelMsg{Button: tea.MouseWheelDown, X: 5, Y: 8})
	d.Msg(tea.MouseWheelMsg{Button: tea.MouseWheelDown, X: 5, Y: 8})
	if dz.row != 2 {
		t.Fatalf("two turns of the wheel down from the first field: row %d", dz.row)
	}
	d.Click(2, 1) // the tab line begins " Ship "

	if dz.tab != tabShip || dz.entry != -1 {
		t.Fatalf("a click on the Ship tab: tab %d, entry %d", dz.tab, dz.entry)
	}
}

// TestDesignerPromptTypingReplaces: a prompt opened with a text (the save's
// suggested path, a field's value) takes a character typed as the start of
// a new text, where it ran on from the old one: a path typed after the
// suggestion made ".../new-design.yaml/tmp/x.yaml", a quantity of 1 and
// 9999 made 19999 (found in play). ← or backspace edit the text instead,
// and the prompt says which.
func TestDesignerPromptTypingReplaces(t *testing.T) {
	dz, d, _ := designer(t)
	keys(d, "]", "]", "1", "enter", "down", "down", "enter") // the Spear's first weapon, Quantity
	if !strings.Contains(d.Screen(), "typing replaces the value, ← edits it") {
		t.Fatalf("the field does not say what typing does:\n%s", d.Screen())
	}

	typeText(d, "3")
	keys(d, "enter")
	if q := dz.design().Weapons[0].Qty; q != 3 {
		t.Fatalf("typing 3 over the quantity gave %d", q)
	}
	keys(d, "enter", "backspace")
	typeText(d, "5")
	keys(d, "enter")
	if q := dz.design().Weapons[0].Qty; q != 5 {
		t.Fatalf("backspace then 5 gave %d, want 5 (the 3 edited away)", q)
	}
	keys(d, "enter", "left")
	typeText(d, "1")
	keys(d, "enter")
	if q := dz.design().Weapons[0].Qty; q != 15 {
		t.Fatalf("← then 1 gave %d, want 15 (the text edited, not replaced)", q)
	}
	keys(d, "esc")
	dz.setTab(tabShip) // whose Name field's hint is long
	keys(d, "enter")
	if !strings.Contains(d.Screen(), "typing replaces the value, ← edits it") {
		t.Fatalf("the ship's Name field's long hint cut what typing does (80 columns):\n%s", d.Screen())
	}
	keys(d, "esc") // the field closes, as it was
	path := filepath.Join(t.TempDir(), "x.yaml")
	keys(d, "S") // save as: the prompt opens on the file's path
	if dz.ask == nil || dz.ask.input.Value() == "" {
		t.Fatalf("save as opened no prompt with a path:\n%s", d.Screen())
	}
	typeText(d, path)
	keys(d, "enter")
	if _, err := os.Stat(path); err != nil || dz.path != path {
		t.Fatalf("the path typed was not the one saved to (%s): %v\n%s", dz.path, err, d.Screen())
	}
}
