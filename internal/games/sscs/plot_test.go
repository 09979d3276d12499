package sscs

import (
	"strings"
	"testing"
)

// TestPlotNamesTheWholeCharacter: a character of a plot that is no part
// of one is named whole. Typed in the Movement phase, "2ü" was refused
// with `"Ã" is not part of a plot` and "日" with "æ": the message took the
// first byte of the character for it. A plot's length is counted in
// characters, as its message says, not bytes.
func TestPlotNamesTheWholeCharacter(t *testing.T) {
	for in, want := range map[string]string{
		"2ü":                    `"2ü": "ü" is not part of a plot`,
		"日":                     `"日": "日" is not part of a plot`,
		"R1 é2":                 `"R1 é2": "é" is not part of a plot`,
		"2\xc3":                 `"2\xc3": "\xc3" is not part of a plot`,
		"1R🚀":                   `"1R🚀": "🚀" is not part of a plot`,
		strings.Repeat("ü", 31): `"üüüüüüüüüüüüüüüüüüüüüüüüüüüüüüü": "ü" is not part of a plot`,
		strings.Repeat("1", 61): "a plot of more than 60 characters",
	} {
		_, err := ParsePlot(in)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %s…", in, err, want)
		}
	}
	if err := (Move{Plot: strings.Repeat("ü", 31)}).Validate(); err != nil {
		t.Errorf("31 characters: %v", err)
	}
	if err := (Move{Plot: strings.Repeat("1", 61)}).Validate(); err == nil {
		t.Error("61 characters accepted")
	}
}

// TestPlotGuessesNothing: at speed 5, "5E" was taken as 5E1 and "5E-3"
// as five hexes, one evasive MP and three hexes more ("the plot moves 8
// hexes"): the '-' was skipped and E alone read as E1 (found in play). An
// E with no number and a '-' are refused, naming the character and where
// it is; every plot Plot.String writes (all a save holds) still reads as
// it did.
func TestPlotGuessesNothing(t *testing.T) {
	for in, want := range map[string]string{
		"5E":    `"5E": the E at character 2 needs a number after it`,
		"5e ":   `"5e ": the E at character 2 needs a number after it`,
		"E R1":  `"E R1": the E at character 1 needs a number after it`,
		"5E-3":  `"5E-3": the "-" at character 3 is not part of a plot, which has no negative numbers`,
		"5E -3": `"5E -3": the "-" at character 4 is not part of a plot, which has no negative numbers`,
		" -5":   `" -5": the "-" at character 2 is not part of a plot`,
		"2-R-1": `"2-R-1": the "-" at character 2 is not part of a plot`,
		"ü1-2":  `"ü1-2": "ü" is not part of a plot`,
		"1ü-2":  `"1ü-2": "ü" is not part of a plot`,
		"R1-é":  `"R1-é": the "-" at character 3 is not part of a plot`,
	} {
		_, err := ParsePlot(in)
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%q: %v, want %s…", in, err, want)
		}
	}
	for in, want := range map[string]string{
		"5E1": "5E1", "2R1E3": "2R1E3", "E 2": "E2", "5e0": "5", "2, 1. 2": "5", "p2s": "L2R", "E8": "E8", "L19E1": "L19E1", "1E2E3": "1E5", "": "0",
	} {
		p, err := ParsePlot(in)
		if err != nil || p.String() != want {
			t.Errorf("%q: %q %v, want %q", in, p, err, want)
		}
	}
}
