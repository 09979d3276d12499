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
