package silentdeath

import (
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestUnspentHoldFireReads: holding fire names the shot given up in words
// that read between "hold fire with" and "unspent?": the screen asked
// "Pit Viper A: hold fire with a shot of the Pulse Laser (1 target in arc
// and range) unspent?", the aside between the shot and its word.
func TestUnspentHoldFireReads(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 14, "N", 5, 5)}
	f := position(t, false, red, blue)
	f.ph = phFireStart
	var ev events
	f.advance(&ev)
	var pass engine.Intent
	for _, l := range f.Legal(0) {
		if l.Kind() == KindPass {
			pass = l
		}
	}
	if pass == nil {
		t.Fatalf("no hold fire offered in %s", f.Phase().Name)
	}
	if got := f.Unspent(pass); got != "a shot of the Pulse Laser" {
		t.Fatalf("hold fire: %q", got)
	}
}
