package sscs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestDesignerNamesTheRefusedEntry: the designer's refusal of component
// armor that weighs nothing read "design Pike: weapons[1]: armor: …",
// the file's index of the entry, which the designer shows nowhere (found
// by a regression play-tester). It names the entry as the lists do, the
// weapon's name and its line ("the Zap (weapon 2)"), an auxiliary's the
// same, and no longer repeats the design's name the screen shows.
func TestDesignerNamesTheRefusedEntry(t *testing.T) {
	for _, c := range []struct {
		name, entry, want string
	}{
		{"a missile magazine", "  weapons:\n    - {name: Laser, type: beam, dice: 1, range: 3, arc: primary}\n" +
			"    - {name: Zap, type: missile, range: 1, drive: 1, warhead: 1, count: 16, armor: 1}\n",
			"the Zap (weapon 2): component armor level 1 on size 2 weighs"},
		{"an ECM", "  aux:\n    - {kind: storage, qty: 1}\n    - {kind: ecm, qty: 1, armor: 1}\n",
			"the ECM (auxiliary 2): component armor level 1 on size 1 weighs"},
	} {
		path := filepath.Join(t.TempDir(), "armor.yaml")
		if err := os.WriteFile(path, []byte("- name: Pike\n  maneuver: 3\n"+c.entry), 0o644); err != nil {
			t.Fatal(err)
		}
		dz, err := NewDesigner(cfg, path, nil)
		if err != nil {
			t.Fatal(err)
		}
		d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
		if dz.err == nil {
			t.Fatalf("%s: armor level 1 taken", c.name)
		}
		if got := dz.errText(dz.err); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: the refusal reads %q, want it to open %q", c.name, got, c.want)
		}
		screen := d.Screen()
		flat := strings.Join(strings.Fields(screen), " ")
		if !strings.Contains(flat, "Cannot be built: "+strings.Fields(c.want)[0]+" "+strings.Fields(c.want)[1]) ||
			strings.Contains(screen, "weapons[") || strings.Contains(screen, "aux[") || strings.Contains(screen, "design Pike") {
			t.Errorf("%s: the screen at 80x24:\n%s", c.name, screen)
		}
	}
}
