package sscs

import (
	"os"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestReadmeSquadronSizes: README's "how to play" gives the size of the
// squadrons a player meets as the shipped scenarios that give them field
// them, a side's ships out of the hangars counted. It said "four to six",
// and the boarding action fields three a side.
func TestReadmeSquadronSizes(t *testing.T) {
	readme, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	words := []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight"}
	least, most := 99, 0
	for _, name := range []string{"standard", "boarding", "pursuit"} {
		s := session(t, name, false, 1).State().(*sscs.State)
		var n [2]int
		for _, sh := range s.Ships() {
			if sh.Carrier == sscs.NoShip {
				n[sh.Side]++
			}
		}
		for p := engine.Player(0); p < 2; p++ {
			least, most = min(least, n[p]), max(most, n[p])
		}
	}
	if most >= len(words) {
		t.Fatalf("a squadron of %d ships", most)
	}
	want := "Squadrons of a few ships (" + words[least] + " to " + words[most] + " a side in the shipped scenarios that give them"
	if !strings.Contains(strings.Join(strings.Fields(string(readme)), " "), want) {
		t.Errorf("README does not say %q", want)
	}
}
