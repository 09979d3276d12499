package sscs

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// TestOwnNumbersListed: every bound and weight the project supplies itself
// is listed, by its name in the code and with its value, in the table of
// the project's own values of docs/rules/sscs.md. The values are read from
// the code, so a number changed there and not in the document fails here.
func TestOwnNumbersListed(t *testing.T) {
	data, err := os.ReadFile("../../../docs/rules/sscs.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	start := strings.Index(doc, "## Every reading and every value of the project's own")
	if start < 0 {
		t.Fatal("the table of the project's own values is gone")
	}
	table := doc[start:]
	if end := strings.Index(table[3:], "\n## "); end >= 0 {
		table = table[:end+3]
	}
	for _, c := range []struct {
		name  string
		value int
	}{
		{"MaxWarhead", design.MaxWarhead}, {"MaxMissiles", design.MaxMissiles}, {"MaxDrive", design.MaxDrive},
		{"MaxShields", design.MaxShields}, {"MaxCrew", design.MaxCrew}, {"MaxLabel", design.MaxLabel}, {"MaxNotes", design.MaxNotes},
		{"MaxTurns", MaxTurns}, {"MaxDesigns", MaxDesigns}, {"maxCoord", maxCoord}, {"maxBudget", maxBudget},
		{"MaxPlotLen", MaxPlotLen}, {"weightApproach", weightApproach}, {"weightThreat", weightThreat},
	} {
		row := ""
		for _, l := range strings.Split(table, "\n") {
			if strings.Contains(l, "`"+c.name+"`") {
				row = l
				break
			}
		}
		if row == "" {
			t.Errorf("%s (%d) is not named in the table of the project's own values", c.name, c.value)
			continue
		}
		if !strings.Contains(row, grouped(c.value)) {
			t.Errorf("%s: its row does not give %s: %s", c.name, grouped(c.value), row)
		}
	}
}

// grouped writes a number as the document does: 1 000 000.
func grouped(n int) string {
	s := strconv.Itoa(n)
	if n < 1000 {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(" ")
		}
		b.WriteRune(r)
	}
	return b.String()
}
