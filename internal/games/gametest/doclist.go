package gametest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// DocNamesRealTests fails t unless every test that the section headed
// "## "+section of the rules document doc names (as `TestX`) is a test
// function in the Go test files of one of dirs, so that a list such as
// "Worked examples and their tests" cannot point at a test that was
// renamed or removed. The section must name at least least tests.
func DocNamesRealTests(t testing.TB, doc, section string, least int, dirs ...string) {
	t.Helper()
	text, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(text), "\n## "+section+"\n")
	if !ok {
		t.Fatalf("%s has no section %q", doc, section)
	}
	if end := strings.Index(sec, "\n## "); end >= 0 {
		sec = sec[:end]
	}
	var src strings.Builder
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			src.Write(b)
		}
	}
	names := docTestName.FindAllStringSubmatch(sec, -1)
	if len(names) < least {
		t.Fatalf("%s's %q names %d tests, fewer than %d", doc, section, len(names), least)
	}
	for _, m := range names {
		if !strings.Contains(src.String(), "func "+m[1]+"(t *testing.T)") {
			t.Errorf("%s's %q names %s, which is no test in %s", doc, section, m[1], strings.Join(dirs, " or "))
		}
	}
}

var docTestName = regexp.MustCompile("`(Test[A-Za-z0-9_]+)`")
