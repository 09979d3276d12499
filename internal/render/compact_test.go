package render

import "testing"

// TestCompactIDsAreUnique: at the Compact zoom a three-letter id shows two
// letters beside its arrow; two units must never show the same two. The
// rule stays first and last letter where that is unique ("PVA", "PVB" as
// "PA", "PB").
func TestCompactIDsAreUnique(t *testing.T) {
	for _, ids := range [][]string{
		{"SRA", "SaA", "SeA", "S3A"}, // Silent Death's 11.3: four would read "SA"
		{"PVA", "PVB", "Sa"},
		{"SA", "SRA"}, // a two-letter id shows whole, and keeps its letters
		{"Xw1", "Xw10", "X1"},
		{"ABC", "ACB", "AXC", "ABX", "AXB", "BAC", "BXC", "CAB", "ACC", "AAC"}, // every pair of some taken
		crowded(),
	} {
		got := compactIDs(append([]string(nil), ids...))
		seen := map[string]string{}
		for _, id := range ids {
			var g [hexInner]string
			label := id
			if unitGlyphs(id, &g) == 3 {
				label = got[id]
			}
			if other, dup := seen[label]; dup {
				t.Errorf("%v: %q and %q both show %q", ids, other, id, label)
			}
			seen[label] = id
		}
	}
	if got := compactIDs([]string{"PVA", "PVB"}); got["PVA"] != "PA" || got["PVB"] != "PB" {
		t.Errorf("the first-and-last rule changed: %v", got)
	}
}

// crowded is every id of three letters from A, B and C: 27 ids and only
// nine pairs of those letters, so most need a digit.
func crowded() []string {
	var out []string
	for _, a := range "ABC" {
		for _, b := range "ABC" {
			for _, c := range "ABC" {
				out = append(out, string([]rune{a, b, c}))
			}
		}
	}
	return out
}
