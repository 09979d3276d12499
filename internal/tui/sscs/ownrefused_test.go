package sscs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestOwnDesignsFoundButRefused: "with your designs" said "No design of
// yours was found in the folder" when the folder held designs that were
// all refused (found by a play-tester). A folder whose designs were read
// and refused says how many were found and that none could be offered,
// with the reasons below; a folder whose files do not read says none
// could be read; an empty folder still says none was found.
func TestOwnDesignsFoundButRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		want  []string
	}{
		{"refused", map[string]string{
			"huge.yaml": "- {name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}\n" +
				"- {name: Lance, maneuver: 3}\n",
		}, []string{"2 designs of yours were found in the folder", "None could be offered", "The shipped designs alone are offered.", "huge.yaml: Huge: energy weapons' damage"}},
		{"one refused", map[string]string{
			"huge.yaml": "- {name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}\n",
		}, []string{"1 design of yours was found in the folder", "None could be offered"}},
		{"unreadable", map[string]string{"bad.yaml": "- {name: Bad, maneuver: [\n"},
			[]string{"No design of yours could be read from the folder", "bad.yaml", "The shipped designs alone are offered."}},
		{"empty", map[string]string{}, []string{"No design of yours was found in the folder", "The shipped designs alone are offered."}},
	} {
		root := t.TempDir()
		dir := filepath.Join(root, "designs", "sscs")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for name, src := range c.files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cf := cfg
		cf.SaveDir = filepath.Join(root, "saves")
		back := &stubScreen{}
		d := tuitest.New(t, tui.NewApp(cf, openOwnBuilt(cf, func(engine.Scenario) tui.Screen { return back }, back)), 80, 24)
		screen := strings.Join(strings.Fields(d.Screen()), " ")
		for _, w := range c.want {
			if !strings.Contains(screen, w) {
				t.Errorf("%s: %q is not on the screen:\n%s", c.name, w, d.Screen())
			}
		}
		if c.name != "empty" && strings.Contains(screen, "No design of yours was found") {
			t.Errorf("%s: the screen says none was found:\n%s", c.name, d.Screen())
		}
		// A refused design is named once: "huge.yaml: Huge: design Huge:
		// …" said it twice.
		if strings.Contains(screen, "Huge: design Huge") {
			t.Errorf("%s: the design is named twice:\n%s", c.name, d.Screen())
		}
	}
}
