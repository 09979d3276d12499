package render

import (
	"fmt"
	"testing"
)

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

// TestCompactIDsKeepAClassTogether: the craft of one class read as one
// class at the Compact zoom. Silent Death's 11.5 put Salamander C's "SC"
// beside Sorensen III A and B's "SA" and "SB" while Salamanders A and B
// read "AA" and "AB", and the Shryak shuttles read "SS" and "S1".
func TestCompactIDsKeepAClassTogether(t *testing.T) {
	got := compactIDs([]string{"EPA", "EPB", "PVA", "PVB", "PVC", "S3A", "S3B", "SAA", "SAB", "SAC", "SSA", "SSB"})
	want := map[string]string{"EPA": "EA", "EPB": "EB", "PVA": "PA", "PVB": "PB", "PVC": "PC",
		"S3A": "SA", "S3B": "SB", "SAA": "AA", "SAB": "AB", "SAC": "AC", "SSA": "S1", "SSB": "S2"}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s shows %q, want %q (all: %v)", id, got[id], w, got)
		}
	}
	// A class of one may take its first two letters.
	if got := compactIDs([]string{"S3A", "S3B", "SAA"}); got["SAA"] != "SA" && got["SAA"] != "AA" {
		t.Errorf("SAA shows %q", got["SAA"])
	}
}

// TestCompactIDsOfTwoFleetsNumberedAlike: a map of one fleet with ids
// "00" to "23" and another with "V00" to "V23" (SSCS and Starmada give a
// ship the number in its name). The second's ids cannot show their number
// in two cells once the first holds every pair of digits; they showed
// "V0" twice and pairs of digits such as "24" for V12, which read as
// another ship's number. Now every label is unique and none of the second
// fleet's is two digits.
func TestCompactIDsOfTwoFleetsNumberedAlike(t *testing.T) {
	var ids []string
	for k := 0; k < 24; k++ {
		ids = append(ids, fmt.Sprintf("%02d", k), fmt.Sprintf("V%02d", k))
	}
	got := compactIDs(append([]string(nil), ids...))
	seen := map[string]string{}
	for k := 0; k < 24; k++ {
		seen[fmt.Sprintf("%02d", k)] = fmt.Sprintf("%02d", k)
	}
	for k := 0; k < 24; k++ {
		id := fmt.Sprintf("V%02d", k)
		label := got[id]
		if other, dup := seen[label]; dup || len(label) != 2 || label[0] != 'V' {
			t.Errorf("%s shows %q (taken by %q)", id, label, other)
		}
		seen[label] = id
	}
	if got["V07"] != "V7" {
		t.Errorf("V07 shows %q, want V7 (its first and last)", got["V07"])
	}
}
