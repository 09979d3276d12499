package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// tinySizes are terminals far below 80×24 that a window manager or a
// tmux pane gives when dragged small: each must show the too-small message,
// never a panic, and give the screen back as it was when the terminal grows.
var tinySizes = [][2]int{{60, 15}, {20, 5}, {5, 2}, {1, 1}, {200, 3}, {2, 60}, {79, 24}, {80, 23}}

// resizeRoundTrip shrinks the terminal to each tiny size and back to w×h,
// and fails when the screen at w×h is not the one drawn before.
func resizeRoundTrip(t *testing.T, d *driver, w, h int) {
	t.Helper()
	before := d.screen()
	for _, s := range tinySizes {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("resizing to %dx%d panicked: %v", s[0], s[1], r)
				}
			}()
			d.msg(tea.WindowSizeMsg{Width: s[0], Height: s[1]})
			want := fmt.Sprintf("%d×%d", s[0], s[1])
			if got := d.screen(); s[0] >= 40 && !strings.Contains(got, want) {
				t.Errorf("at %dx%d the too-small message is missing:\n%s", s[0], s[1], got)
			}
		}()
	}
	d.msg(tea.WindowSizeMsg{Width: w, Height: h})
	if after := d.screen(); after != before {
		t.Errorf("the screen at %dx%d changed after the terminal was made small and grown again:\nbefore:\n%s\nafter:\n%s", w, h, before, after)
	}
}

// TestResizeTinyGameScreen: the game screen (a Stellar Armada game under
// way, the action list open) survives a terminal made tiny and grown back.
// Before, the screen laid itself out at every size the terminal took,
// though only the too-small message was shown; at 20×5 a board's height
// came out negative and the program panicked (found with a Starmada map,
// play-test 31).
func TestResizeTinyGameScreen(t *testing.T) {
	d := newDriver(t, Config{Catalog: testCatalog{}}, newPlay(Config{Catalog: testCatalog{}}, saSession(t, false)), 80, 24)
	d.keys("d", "m")
	resizeRoundTrip(t, d, 80, 24)
	d.msg(tea.WindowSizeMsg{Width: 200, Height: 60})
	resizeRoundTrip(t, d, 200, 60)
}

// TestResizeTinyReplay: the replay viewer, with its jump-to-turn prompt half
// typed, survives a terminal made tiny and grown back, the prompt and its
// digit still there.
func TestResizeTinyReplay(t *testing.T) {
	sess := playedTo(t, 3)
	cfg := Config{Catalog: testCatalog{}}
	d := newDriver(t, cfg, newReplay(cfg, sess, -1), 80, 24)
	d.keys("right", "right", "t", "2")
	if !strings.Contains(d.screen(), "Jump to turn: 2") {
		t.Fatalf("no half-typed prompt to keep:\n%s", d.screen())
	}
	resizeRoundTrip(t, d, 80, 24)
	d.msg(tea.WindowSizeMsg{Width: 200, Height: 60})
	resizeRoundTrip(t, d, 200, 60)
}
