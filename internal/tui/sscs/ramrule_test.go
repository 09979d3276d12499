package sscs

import (
	"strings"
	"testing"

	sscs "github.com/armada-tui/armada-tui/internal/games/sscs"
)

// The ram's rule page says which rams the list offers: since the list
// offers only an enemy the rammer could reach this turn, a play-tester
// found the far-off ships missing with nothing saying why.
func TestRamRuleSaysWhichRamsAreOffered(t *testing.T) {
	page := strings.Join(hoverRule(nil, sscs.Ram{}), " ")
	if !strings.Contains(page, "offers a ram only on an enemy whose hex the ship could enter in its move this turn") {
		t.Errorf("the ram's rule page does not say which rams are offered:\n%s", page)
	}
}
