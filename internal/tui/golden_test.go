package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games"
)

// golden compares a whole screen with testdata/<name>.golden; -update
// rewrites it. Screens are compared as plain text (styles removed).
func golden(t *testing.T, name, screen string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if sdUpdate() {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(screen), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./internal/tui -run Golden -update creates it)", err)
	}
	if string(want) != screen {
		t.Errorf("%s differs (-update rewrites it)\n--- want\n%s\n--- got\n%s", path, want, screen)
	}
}

// TestScreensGolden keeps whole game screens at 80×24 in golden files: the
// Stellar Armada mats mid-turn and Starmada's Orders Phase with orders
// being typed and previewed.
func TestScreensGolden(t *testing.T) {
	sa := newDriver(t, Config{}, newPlay(Config{}, saSession(t, false)), 80, 24)
	sa.keys("d", "e", "b")
	golden(t, "stellararmada_turn", sa.screen()+"\n")

	g, _ := games.Lookup("starmada")
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(Config{}, hotseat(t, g, sc, 3))
	sm := newDriver(t, Config{}, p, 80, 24)
	sm.keys("o", "enter")
	if p.entry == nil {
		t.Fatalf("no order field:\n%s", sm.screen())
	}
	p.entry.input.SetValue("2P1")
	p.parseEntry()
	s := sm.screen()
	if !strings.Contains(s, "2P1") {
		t.Fatalf("the typed orders are not shown:\n%s", s)
	}
	golden(t, "starmada_orders", s+"\n")
}
