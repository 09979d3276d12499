package starmada

import (
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestDocsWorkedExamplesNameRealTests: every test the rules document's list
// "Worked examples and their tests" names is a test of this package, so the
// list cannot point at a test that was renamed or removed.
func TestDocsWorkedExamplesNameRealTests(t *testing.T) {
	gametest.DocNamesRealTests(t, filepath.Join("..", "..", "..", "docs", "rules", ID+".md"), "Worked examples and their tests", 25, ".")
}
