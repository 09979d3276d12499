package tui

import (
	"strings"
	"testing"
)

// TestNoticeOnceOnTheGameScreen: a notice (resume's word on the newer saves
// it passed over) is said on the first game screen's status line, and not
// handed on to the screens after it.
func TestNoticeOnceOnTheGameScreen(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, Notice: "Passed over a newer save that does not load: x.json"}
	p := newPlay(cfg, playedTo(t, 2))
	d := newDriver(t, cfg, p, 80, 24)
	if s := d.screen(); !strings.Contains(s, "Passed over a newer save that does not load: x.json") {
		t.Fatalf("the notice is not on the screen:\n%s", s)
	}
	if p.cfg.Notice != "" {
		t.Fatalf("the game screen hands the notice on: %q", p.cfg.Notice)
	}
}
