package sscs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestFireFieldNamesThePose: a pose beyond the flight path typed in the
// fire field ("@9") was refused with "from must be from 0 to 6", the
// intent's field name read as a word. The refusal says the number is a
// pose, as the map writes poses (@0 … @6), and which one was asked for.
func TestFireFieldNamesThePose(t *testing.T) {
	view, who, b := firingView(t)
	f := firstFire(view, who)
	sh, _ := view.Ship(f.Ship)
	last := len(sh.Path) - 1
	beyond := last + 3
	_, err := b.Parse(view, who, f, fmt.Sprintf("@%d", beyond))
	if err == nil {
		t.Fatalf("@%d accepted", beyond)
	}
	want := fmt.Sprintf("the %s's flight path has %d poses, @0 to @%d on the map: there is no pose @%d (fire from a hex of the flight path)", sh.Name, last+1, last, beyond)
	if !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "from must be") {
		t.Errorf("@%d: %q, want %q…", beyond, err, want)
	}
}

// firstFire is the first shot who may fire in view.
func firstFire(view *sscs.State, who engine.Player) sscs.Fire {
	for _, in := range view.Legal(who) {
		if x, ok := in.(sscs.Fire); ok {
			return x
		}
	}
	return sscs.Fire{}
}
