package sscs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestDesignerTotalsWholeAt80x24: at 80×24 the totals' panel of a design
// over two limits, one of which the weapon notes also break, cut its
// explanation after its first line ("railgun, missile and torpedo") and
// showed "note recoil*" with nothing saying what the asterisk marks (found
// by a play-tester). Every line of the panel now ends a sentence or a
// limit's line: an explanation that has no room whole is not begun, and a
// short line says where it is (7 Evaluate); and a line marked * has its
// legend. At 160×50 the explanations are whole.
func TestDesignerTotalsWholeAt80x24(t *testing.T) {
	src := `- name: Brute
  maneuver: 3
  weapons:
    - {name: Driver, type: railgun, dice: 3, range: 12, arc: primary}
    - {name: Big gun, type: beam, dice: 4, range: 6, arc: primary}
  aux:
    - {kind: storage, qty: 10}
`
	path := filepath.Join(t.TempDir(), "design.yaml")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	dz, err := NewDesigner(cfg, path, &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	for _, tab := range []string{"0", "1", "7"} {
		keys(d, tab)
		var panel []string
		for _, l := range strings.Split(d.Screen(), "\n") {
			if i := strings.Index(l, "│"); i >= 0 {
				panel = append(panel, strings.TrimSpace(l[i+len("│"):]))
			}
		}
		text := strings.Join(panel, "\n")
		if !strings.Contains(text, "OVER recoil") || !strings.Contains(text, "recoil*") {
			t.Fatalf("tab %s: the panel does not show the limits:\n%s", tab, d.Screen())
		}
		if !strings.Contains(text, "* weapon notes") {
			t.Errorf("tab %s: recoil* has no legend:\n%s", tab, d.Screen())
		}
		// The last line of the panel ends a sentence, or is a limit's.
		last := ""
		for _, l := range panel {
			if l != "" {
				last = l
			}
		}
		if !(strings.HasSuffix(last, ".") || strings.HasSuffix(last, "enforced") || strings.Contains(last, "/") || strings.Contains(last, "min")) {
			t.Errorf("tab %s: the panel ends mid-sentence on %q:\n%s", tab, last, d.Screen())
		}
	}
	// Tall enough, the explanation is whole.
	d = tuitest.New(t, tui.NewApp(cfg, dz), 160, 50)
	keys(d, "0")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "Evaluate Design: energy limit") || !strings.Contains(s, "Evaluate Design: recoil") {
		t.Errorf("at 160×50 the explanations are not whole:\n%s", d.Screen())
	}
}
