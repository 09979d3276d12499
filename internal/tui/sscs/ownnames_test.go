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

// TestOwnDesignsNameFilesAlike: "with your designs" listed a file that
// does not read by its full path ("/home/…/designs/sscs/bad.yaml: …") and
// a refused design's file by its bare name ("huge.yaml: Huge: …"), one
// under the other (found by a regression play-tester). Every file left
// out is named as it is in the folder named above the list: its bare name.
func TestOwnDesignsNameFilesAlike(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "designs", "sscs")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	big := "# " + strings.Repeat("x", maxDesignFile) + "\n"
	for name, src := range map[string]string{
		"bad.yaml":  "- {name: Bad, maneuver: [\n",
		"huge.yaml": "- {name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}\n",
		"big.yaml":  big,
		"none.yaml": "[]\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	base, err := builtFile(cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, _, left, _, err := withOwnDesigns(base, dir)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, l := range left {
		name, _, _ := strings.Cut(l, ":")
		seen[name] = true
		if strings.Contains(l, dir) || strings.Contains(l, root) {
			t.Errorf("%q names the folder the screen shows above it", l)
		}
	}
	for _, f := range []string{"bad.yaml", "huge.yaml", "big.yaml", "none.yaml"} {
		if !seen[f] {
			t.Errorf("no line opens with %q: %q", f, left)
		}
	}

	cf := cfg
	cf.SaveDir = filepath.Join(root, "saves")
	back := &stubScreen{}
	d := tuitest.New(t, tui.NewApp(cf, openOwnBuilt(cf, func(engine.Scenario) tui.Screen { return back }, back)), 80, 24)
	screen := d.Screen()
	_, list, _ := strings.Cut(screen, "Left out")
	for _, w := range []string{"  bad.yaml: ", "  huge.yaml: Huge: "} {
		if !strings.Contains(list, w) {
			t.Errorf("%q is not on the screen at 80x24:\n%s", w, screen)
		}
	}
	if strings.Contains(list, "/") {
		t.Errorf("a path in the list left out:\n%s", screen)
	}
}
