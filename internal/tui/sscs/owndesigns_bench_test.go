package sscs

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkOwnDesigns times the menu's "built to a cost, with your
// designs" opening on a designs folder of n files of three designs each
// (a fighter, its carrier, a gunship): every design is checked by loading
// the scenario with it, until the scenario holds its 64 designs (the rest
// are named as left out).
func BenchmarkOwnDesigns(b *testing.B) {
	base, err := builtFile(cfg)
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{5, 17, 100} {
		dir := manyDesigns(b, n)
		b.Run(fmt.Sprintf("files=%d", n), func(b *testing.B) {
			for b.Loop() {
				_, added, left, _, err := withOwnDesigns(base, dir)
				if err != nil || len(added) != min(3*n, 52) || len(added)+len(left) != 3*n {
					b.Fatalf("%v: %d added, left %v", err, len(added), left)
				}
			}
		})
	}
}

// manyDesigns is a designs folder of n files, each the test designs under
// names of their own (Gnat0, Roost0 carrying it, Spear0; Gnat1 …).
func manyDesigns(tb testing.TB, n int) string {
	tb.Helper()
	data, err := os.ReadFile("testdata/designs.yaml")
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	for i := range n {
		src := strings.NewReplacer("Gnat", fmt.Sprintf("Gnat%d", i), "Roost", fmt.Sprintf("Roost%d", i), "Spear", fmt.Sprintf("Spear%d", i)).Replace(string(data))
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%03d.yaml", i)), []byte(src), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}
