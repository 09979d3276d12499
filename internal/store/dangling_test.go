package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestDanglingLinkIsNamed: a save that is a symbolic link to nothing was
// read as "PATH: no such file or directory", though the file is there, as
// a link (found by a play-tester resuming one). It is named as a link,
// with where it points; the error still answers fs.ErrNotExist.
func TestDanglingLinkIsNamed(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "dangling.json")
	target := filepath.Join(dir, "gone", "game.json")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	want := link + ": a symbolic link to " + target + ", which does not exist"
	_, rerr := Read(link)
	_, ferr := ReadFile(link, 1<<20, "a save file")
	_, lerr := Load(link, lookup)
	for name, err := range map[string]error{"Read": rerr, "ReadFile": ferr, "Load": lerr} {
		if err == nil || err.Error() != want {
			t.Errorf("%s of a dangling link: %v\nwant %s", name, err, want)
		}
		if !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s of a dangling link: %v is no fs.ErrNotExist", name, err)
		}
	}
	// A link that names its target relative to its folder is named so,
	// as ls -l shows it, with where that is.
	rel := filepath.Join(dir, "rel.json")
	if err := os.Symlink("old/game.json", rel); err != nil {
		t.Fatal(err)
	}
	want = rel + ": a symbolic link to old/game.json (" + filepath.Join(dir, "old", "game.json") + "), which does not exist"
	if _, err := Read(rel); err == nil || err.Error() != want {
		t.Errorf("Read of a relative dangling link: %v\nwant %s", err, want)
	}
	// A link to a link to nothing: the first is not said to be missing.
	chain := filepath.Join(dir, "chain.json")
	if err := os.Symlink(link, chain); err != nil {
		t.Fatal(err)
	}
	want = chain + ": a symbolic link to " + link + ", itself a link that leads to no file"
	if _, err := Read(chain); err == nil || err.Error() != want {
		t.Errorf("Read of a link to a dangling link: %v\nwant %s", err, want)
	}
}

// TestDanglingLinkHereIsNamedOnce: a link in the current folder to a
// file beside it was named "a symbolic link to nowhere.json
// (nowhere.json)": where the target is, said again as it was.
func TestDanglingLinkHereIsNamedOnce(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := os.Symlink("nowhere.json", "here.json"); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	want := "here.json: a symbolic link to nowhere.json, which does not exist"
	if _, err := Read("here.json"); err == nil || err.Error() != want {
		t.Errorf("Read of a dangling link in the current folder: %v\nwant %s", err, want)
	}
}
