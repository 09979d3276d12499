package render

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// golden compares got with testdata/name, or rewrites the file with -update.
// On a mismatch it names the first differing line and shows both versions,
// so the difference can be read without a diff tool.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/render -update to create it)", err)
	}
	if string(want) == got {
		return
	}
	wl := strings.Split(string(want), "\n")
	gl := strings.Split(got, "\n")
	first := -1
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var a, b string
		if i < len(wl) {
			a = wl[i]
		}
		if i < len(gl) {
			b = gl[i]
		}
		if a != b {
			first = i
			break
		}
	}
	var msg strings.Builder
	fmt.Fprintf(&msg, "%s differs from the golden file, first at line %d (-update rewrites it)\n", path, first+1)
	fmt.Fprintf(&msg, "want line %d: %q\n got line %d: %q\n", first+1, at(wl, first), first+1, at(gl, first))
	msg.WriteString("--- want\n" + string(want) + "\n--- got\n" + got)
	t.Error(msg.String())
}

func at(lines []string, i int) string {
	if i >= 0 && i < len(lines) {
		return lines[i]
	}
	return "<no line>"
}
