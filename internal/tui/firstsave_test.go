package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// newGameScreen opens a new Stellar Armada game the way RunNewGame does: its
// file claimed in dir but not written. It returns the driver with the first
// frame drawn and the command Init gave, not yet run (the program runs it
// while the first frame goes out).
func newGameScreen(t *testing.T, dir string, redScripted bool) (*driver, *play, tea.Cmd) {
	t.Helper()
	sess := saSession(t, false)
	if redScripted {
		sess.Players[0] = engine.PlayerSlot{Side: "Red", Kind: engine.Scripted, Level: engine.LevelScripted}
	}
	path, err := store.ClaimNew(dir, sess.Game.ID(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	sess.Path = path
	cfg := Config{Catalog: testCatalog{}, SaveDir: dir}
	p, err := openPlay(cfg, sess)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Release)
	if _, err := p.saveFirstLater(); err != nil {
		t.Fatal(err)
	}
	p.aiDelay = 0
	d := &driver{t: t, a: newApp(cfg, p)}
	cmd := d.a.Init()
	d.msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	if !strings.Contains(d.screen(), "Briefing") {
		t.Fatalf("the first frame is not the briefing:\n%s", d.screen())
	}
	return d, p, cmd
}

func savedIntents(t *testing.T, path string) int {
	t.Helper()
	s, err := store.Load(path, testCatalog{}.Lookup)
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	return s.Len()
}

// TestNewGameFirstSaveAfterFirstFrame: a new game's first frame is drawn
// before its save is written, and no intent is taken until the save has
// landed; then the file holds the new game and play goes on, each move
// saved.
func TestNewGameFirstSaveAfterFirstFrame(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	d, p, cmd := newGameScreen(t, dir, false)
	if info, err := os.Stat(p.sess.Path); err != nil || info.Size() != 0 {
		t.Fatalf("before the first save the claimed file should be empty: %v, %v", info, err)
	}
	d.keys("enter", "d") // close the briefing, roll for the first player
	if p.sess.Len() != 0 {
		t.Fatalf("an intent was taken before the first save landed: %d", p.sess.Len())
	}
	d.run(cmd)
	if p.first != nil || p.saveErr != "" {
		t.Fatalf("the first save did not land: %q", p.saveErr)
	}
	if n := savedIntents(t, p.sess.Path); n != 0 {
		t.Fatalf("the first save holds %d intents", n)
	}
	d.keys("d")
	if p.sess.Len() != 1 || savedIntents(t, p.sess.Path) != 1 {
		t.Fatalf("play did not go on after the first save: %d intents, on disk %d", p.sess.Len(), savedIntents(t, p.sess.Path))
	}
}

// TestNewGameScriptedOpponentWaitsForFirstSave: a scripted opponent that
// acts first moves only once the new game is on disk, and its move is
// saved.
func TestNewGameScriptedOpponentWaitsForFirstSave(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	d, p, cmd := newGameScreen(t, dir, true)
	d.run(cmd)
	// It goes on until Blue, the person, is to act.
	if p.sess.Len() == 0 {
		t.Fatal("the opponent did not move after the first save")
	}
	if n := savedIntents(t, p.sess.Path); n != p.sess.Len() {
		t.Fatalf("the opponent's moves are not on disk: %d intents, the game %d", n, p.sess.Len())
	}
}

// TestNewGameFirstSaveFails: when the first save cannot be written, the
// screen shows the failed save as for any move, takes no intent (the
// scripted opponent's included); r writes it once the folder is back, and
// play goes on.
func TestNewGameFirstSaveFails(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "saves")
	d, p, cmd := newGameScreen(t, dir, true)
	// The folder goes away and a file takes its name: writes fail.
	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.run(cmd)
	if p.saveErr == "" || !strings.Contains(d.screen(), "could not be saved") {
		t.Fatalf("the failed first save is not shown:\n%s", d.screen())
	}
	if p.sess.Len() != 0 {
		t.Fatalf("an intent was taken though the game is not on disk: %d", p.sess.Len())
	}
	d.keys("enter", "d")
	if p.sess.Len() != 0 {
		t.Fatalf("an intent was taken though the game is not on disk: %d", p.sess.Len())
	}
	os.Remove(dir)
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	d.keys("r")
	if p.saveErr != "" {
		t.Fatalf("r did not save: %s", p.saveErr)
	}
	if p.sess.Len() == 0 || savedIntents(t, p.sess.Path) != p.sess.Len() {
		t.Fatalf("play did not go on after r: %d intents, on disk %d", p.sess.Len(), savedIntents(t, p.sess.Path))
	}
}

// TestFirstSaveUnclaimsOnFailure: a first save that fails removes the
// empty file it had claimed, and is written once only.
func TestFirstSaveUnclaimsOnFailure(t *testing.T) {
	dir := t.TempDir()
	sess := saSession(t, false)
	path, err := store.ClaimNew(dir, sess.Game.ID(), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	sess.Path = path
	p := newPlay(Config{Catalog: testCatalog{}}, sess)
	first, err := p.saveFirstLater()
	if err != nil {
		t.Fatal(err)
	}
	first.path = filepath.Join(path, "under-a-file.json") // cannot be written
	if first.write() == nil {
		t.Fatal("a save under a file succeeded")
	}
	first.path = path
	if first.write() == nil {
		t.Fatal("the first save was written twice")
	}
	if info, err := os.Stat(path); err != nil || info.Size() != 0 {
		t.Fatalf("the claimed file: %v, %v", info, err)
	}
}
