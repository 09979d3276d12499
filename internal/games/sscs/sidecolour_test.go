package sscs

import (
	"os"
	"strings"
	"testing"
)

// TestSideColourCountedInCharacters: a side's colour is refused as longer
// than 20 characters only when it is; "dunkelgrün-bläulich" (19
// characters, 21 bytes) was told it had more than 20 and never heard which
// colours the screens draw.
func TestSideColourCountedInCharacters(t *testing.T) {
	data, err := os.ReadFile("../../../assets/scenarios/sscs/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	odd := strings.Replace(string(data), "color: blue", "color: dunkelgrün-bläulich", 1)
	_, err = Game{}.DecodeScenario([]byte(odd))
	if err == nil || !strings.Contains(err.Error(), "is not a colour the screens draw") {
		t.Errorf("a 19-character colour: %v", err)
	}
	long := strings.Replace(string(data), "color: blue", "color: dunkelgrün-bläulich-x-y", 1)
	if _, err := (Game{}).DecodeScenario([]byte(long)); err == nil || !strings.Contains(err.Error(), "at most 20 printable characters") {
		t.Errorf("a 23-character colour: %v", err)
	}
}
