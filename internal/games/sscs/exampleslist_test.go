package sscs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocsWorkedExamplesNameRealTests: every test the rules document's list
// "Worked examples and their tests" names is a test of this package (or of its design package), so the
// list cannot point at a test that was renamed or removed.
func TestDocsWorkedExamplesNameRealTests(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "rules", ID+".md"))
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(doc), "\n## Worked examples and their tests\n")
	if !ok {
		t.Fatal("the document has no section \"Worked examples and their tests\"")
	}
	if end := strings.Index(sec, "\n## "); end >= 0 {
		sec = sec[:end]
	}
	files, _ := filepath.Glob("*_test.go")
	more, _ := filepath.Glob(filepath.Join("design", "*_test.go"))
	files = append(files, more...)
	var src strings.Builder
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src.Write(b)
	}
	names := regexp.MustCompile("`(Test[A-Za-z0-9_]+)`").FindAllStringSubmatch(sec, -1)
	if len(names) < 25 {
		t.Fatalf("the list names %d tests", len(names))
	}
	for _, m := range names {
		if !strings.Contains(src.String(), "func "+m[1]+"(t *testing.T)") {
			t.Errorf("the list names %s, which is no test of this package nor of design", m[1])
		}
	}
}
