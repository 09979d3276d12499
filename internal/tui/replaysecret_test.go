package tui

import (
	"strings"
	"testing"
)

// TestReplaySaysItShowsSecrets: a finished hotseat game opens on the
// record with no warning, and a position in which one side has picked in
// secret shows the pick: the status line says that the replay shows what
// each side hid from the other. Nothing said so (the briefing of a hidden
// fleet build, or a Starmada turn's sealed orders, were shown as if public).
func TestReplaySaysItShowsSecrets(t *testing.T) {
	sess := hotseat(t, secretGame{}, secretScenario{}, 1)
	for _, p := range []pick{{By: 0, Value: 3}, {By: 1, Value: 1}} {
		if _, err := sess.Apply(p); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newReplay(cfg, sess, 1), 80, 24)
	const note = "A replay shows everything"
	if s := d.screen(); !strings.Contains(s, "secret number 3") || !strings.Contains(s, note) {
		t.Fatalf("the position after Red's secret pick does not say the replay shows it:\n%s", s)
	}
	d.keys("home")
	if s := d.screen(); strings.Contains(s, note) {
		t.Fatalf("the start, with nothing picked, says a secret is shown:\n%s", s)
	}
	d.keys("end")
	if s := d.screen(); strings.Contains(s, note) {
		t.Fatalf("the end, with both picks revealed, says a secret is shown:\n%s", s)
	}
}
