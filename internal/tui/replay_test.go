package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sa "github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

// keyedTestBoard is a board with keys of its own, as the map boards have:
// it records the keys it is given, toggles the whole screen on M and
// reads a field of its own after g until enter.
type keyedTestBoard struct {
	saTestBoard
	keys    []string
	changed int
	full    bool
	typing  bool
	lastH   int
}

func (b *keyedTestBoard) Draw(f Frame) []string {
	b.lastH = f.H
	return b.saTestBoard.Draw(f)
}

func (b *keyedTestBoard) Height(w, h int) int {
	if b.full {
		return h
	}
	return 4
}

func (b *keyedTestBoard) Key(msg tea.KeyPressMsg) bool {
	k := msg.String()
	switch {
	case b.typing:
		b.typing = k != "enter"
	case k == "M":
		b.full = !b.full
	case k == "g":
		b.typing = true
	case k != "+" && k != "tab":
		return false
	}
	b.keys = append(b.keys, k)
	return true
}

func (b *keyedTestBoard) Click(int, int) bool   { return false }
func (b *keyedTestBoard) Changed()              { b.changed++ }
func (b *keyedTestBoard) WantsFullScreen() bool { return b.full }
func (b *keyedTestBoard) Typing() bool          { return b.typing }
func (b *keyedTestBoard) Bindings() []key.Binding {
	return []key.Binding{KeyNextUnit, KeyZoomIn, KeyGoTo, KeyFullMap, KeyMapFocus}
}

// keyedCatalog serves Stellar Armada under keyedTestBoard.
type keyedCatalog struct {
	testCatalog
	board *keyedTestBoard
}

func (c keyedCatalog) Screens(id string) Screens {
	if id == sa.ID {
		return Screens{Board: func(Config) Board { return c.board }}
	}
	return c.testCatalog.Screens(id)
}

// TestReplayGivesTheMapItsKeys: the replay viewer passes the keys it does
// not use to a board that has keys of its own — the map's zoom, pan,
// inspection, unit list, go-to field and whole screen — and lists them in
// its help, while its own keys still step through the game. At 80x24 the
// viewer showed nine of Starmada's thirty columns and nothing could show
// the rest (found replaying a Starmada game).
func TestReplayGivesTheMapItsKeys(t *testing.T) {
	sess := saSession(t, false)
	opp := engine.NewRandomOpponent(5)
	for i := 0; i < 40 && !sess.State().Outcome().Over; i++ {
		p := sess.State().Phase().Actors[0]
		in, _ := opp.Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	b := &keyedTestBoard{}
	cfg := Config{Catalog: keyedCatalog{board: b}}
	r := newReplay(cfg, sess, 0)
	d := newDriver(t, cfg, r, 80, 24)

	d.keys("+", "tab")
	if strings.Join(b.keys, " ") != "+ tab" || r.pos != 1 || b.changed != 0 {
		t.Fatalf("+ and tab: the board got %q, position %d, %d changes", b.keys, r.pos, b.changed)
	}
	d.keys("right")
	if r.pos != 2 || len(b.keys) != 2 || b.changed != 1 {
		t.Fatalf("→: position %d, the board got %q, %d changes (want 2, no key, 1)", r.pos, b.keys, b.changed)
	}
	// The board's field takes every key, the viewer's own included.
	d.keys("g", "l", "enter", "l")
	if r.pos != 3 || strings.Join(b.keys, " ") != "+ tab g l enter" {
		t.Fatalf("g l enter l: position %d, the board got %q", r.pos, b.keys)
	}
	d.keys("M")
	if !b.full || b.lastH != 21 {
		t.Fatalf("M: the board is drawn %d rows high, want 21 of 24 (the header, the status line and the keys take the rest; full %v)", b.lastH, b.full)
	}
	d.keys("M", "?")
	if s := d.screen(); !strings.Contains(s, "zoom in") || !strings.Contains(s, "jump to turn") {
		t.Fatalf("the replay's help does not list the map's keys with its own:\n%s", s)
	}
}

// TestReplayHeaderAndUnfinishedEnd: the header says "Replay" even when the
// scenario's title fills it (Starship Battles' "Clash over Coruscant" at
// 80 columns lost "Replay · Star Wars Miniatures: …" and looked like a game
// in play), and the end of an unfinished game's record says so instead of
// a blank line.
func TestReplayHeaderAndUnfinishedEnd(t *testing.T) {
	sess := saSession(t, false)
	for i := 0; i < 3; i++ {
		p := sess.State().Phase().Actors[0]
		in, _ := engine.NewRandomOpponent(2).Choose(sess.State().View(p), p)
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	cfg := Config{Catalog: testCatalog{}}
	r := newReplay(cfg, sess, 0)
	for _, w := range []int{80, 200} {
		d := newDriver(t, cfg, r, w, 24)
		d.keys("end")
		lines := strings.Split(d.screen(), "\n")
		if !strings.Contains(lines[0], "Replay · intent 3/3") {
			t.Errorf("at %d columns the header does not say it is a replay: %q", w, lines[0])
		}
		if s := d.screen(); !strings.Contains(s, "the game is unfinished") {
			t.Errorf("at %d columns the end of an unfinished record says nothing:\n%s", w, s)
		}
		// The footer names every key it lists whole (it was cut at 80
		// columns: "t jump to tur…", no help, no quit).
		if foot := lines[len(lines)-1]; !strings.Contains(foot, "? help") || !strings.Contains(foot, "q quit") || strings.Contains(foot, "…") {
			t.Errorf("at %d columns the footer reads %q", w, foot)
		}
	}
}
