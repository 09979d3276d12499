package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The documents name each game's rules version of today: its rules
// document at its head and the save format's table of versions. Both
// were left at the version before when one changed (sscs/13 and
// starshipbattles/9 said 12 and 8 in one or the other).
func TestDocsNameTheRulesVersions(t *testing.T) {
	format, err := os.ReadFile(filepath.Join("..", "..", "docs", "save-format.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range (builtin{}).All() {
		v := g.RulesVersion()
		doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "rules", g.ID()+".md"))
		if err != nil {
			t.Errorf("%s: %v", g.ID(), err)
			continue
		}
		head := strings.Join(strings.Fields(string(doc[:min(len(doc), 1000)])), " ")
		if !strings.Contains(head, "rules version `"+v+"`") {
			t.Errorf("docs/rules/%s.md: its head does not name rules version %s:\n%s", g.ID(), v, head)
		}
		if row := "| " + g.ID() + " | `" + v + "` |"; !strings.Contains(string(format), row) {
			t.Errorf("docs/save-format.md: no row %q", row)
		}
	}
}
