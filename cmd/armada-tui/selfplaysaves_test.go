package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// readAll reads every file of dir by name.
func readAll(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = data
	}
	return out
}

// TestSelfplaySaveDirKeepsOtherGames: selfplay --save-dir replaced a file
// of the same name whatever it held (another run's games, a game resumed
// and played on, something else). It now replaces only a save of the same
// game (the same run again), or any file with --force, never one another
// armada-tui has open, and checks every name before the first game, so a
// refusal wastes no play.
func TestSelfplaySaveDirKeepsOtherGames(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	run := []string{"selfplay", "stellararmada", "--games", "3", "--save-dir", dir}
	c.ok(run...)
	first := readAll(t, dir)
	if len(first) != 3 {
		t.Fatalf("3 games wrote %d files", len(first))
	}
	c.ok(run...) // the same run again: the same games, replaced
	if again := readAll(t, dir); len(again) != 3 {
		t.Fatalf("the same run again left %d files", len(again))
	}

	other := append(append([]string(nil), run...), "--b", "scripted")
	if out := c.fails(1, "game 0 would be saved as stellararmada-standard-0000-seed1.json, but it holds another game of the same scenario; choose another folder, or --force", other...); out == "" {
		t.Fatal("no message")
	}
	if code, out, _ := c.run(other...); code == 0 || out != "" {
		t.Errorf("a refused run played: exit %d, %q", code, out)
	}
	for name, data := range readAll(t, dir) {
		if !bytes.Equal(data, first[name]) {
			t.Errorf("%s changed though the run was refused", name)
		}
	}

	junk := filepath.Join(dir, "stellararmada-standard-0002-seed3.json")
	if err := os.WriteFile(junk, []byte("my notes"), 0o600); err != nil {
		t.Fatal(err)
	}
	c.fails(1, "game 2 would be saved as stellararmada-standard-0002-seed3.json, but it holds something that is not a save armada-tui can read", run...)
	if data, _ := os.ReadFile(junk); string(data) != "my notes" {
		t.Errorf("the file that is no save was replaced: %q", data)
	}

	holdLock(t, filepath.Join(dir, "stellararmada-standard-0001-seed2.json"))
	c.fails(1, "is open in another armada-tui (process 1)", append(other, "--force")...)
	os.Remove(filepath.Join(dir, "stellararmada-standard-0001-seed2.json.lock"))

	c.ok(append(other, "--force")...)
	after := readAll(t, dir)
	if bytes.Equal(after["stellararmada-standard-0000-seed1.json"], first["stellararmada-standard-0000-seed1.json"]) {
		t.Error("--force did not replace the other run's game")
	}
	if string(after["stellararmada-standard-0002-seed3.json"]) == "my notes" {
		t.Error("--force did not replace the file that is no save")
	}
}
