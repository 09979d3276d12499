package main

import (
	"os"
	"path/filepath"
	"testing"
)

// designFake is the fake screen with the designer: it records the file.
type designFake struct {
	*fakeScreen
	path     string
	onDesign func() // called while the designer is open
}

func (f *designFake) Design(path string, c uiConfig) error {
	f.calls = append(f.calls, "design")
	f.path, f.cfg = path, c
	if f.onDesign != nil {
		f.onDesign()
	}
	return nil
}

func TestDesignFlags(t *testing.T) {
	a := newApp(nil, nil)
	var got *designOptions
	parse(t, a.designCmd(func(o *designOptions) error { got = o; return nil }), "ships.yaml", "--ascii", "--no-mouse")
	if *got != (designOptions{Path: "ships.yaml"}) || !a.ascii || !a.noMouse {
		t.Fatalf("got %+v, ascii %v, no-mouse %v", got, a.ascii, a.noMouse)
	}
	a = newApp(nil, nil)
	parse(t, a.designCmd(func(o *designOptions) error { got = o; return nil }))
	if *got != (designOptions{}) {
		t.Fatalf("no file: %+v", got)
	}
}

// TestDesignCommand opens the designer on a new file, on the shipped
// designs, and refuses a file that holds no designs, a folder and a second
// argument before any screen opens.
func TestDesignCommand(t *testing.T) {
	c := newCLI(t, true)
	f := &designFake{fakeScreen: c.screen}
	c.app.screen = f
	dir := t.TempDir()
	c.ok("design", filepath.Join(dir, "new.yaml"), "--ascii")
	if f.path != filepath.Join(dir, "new.yaml") || !f.cfg.ASCII {
		t.Fatalf("new file: %+v %+v", f.path, f.cfg)
	}
	c.ok("design", "../../internal/games/sscs/designs/1-concord.yaml")
	c.ok("design")
	if f.path != "" || len(f.calls) != 3 {
		t.Fatalf("calls %v, path %q", f.calls, f.path)
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("- name: X\n  maneuver: 99\n  wings: 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, "bad.yaml", "design", bad)
	c.fails(exitFailure, dir+": a folder, not a file", "design", dir)
	c.fails(exitFailure, os.DevNull+": a device, not a file", "design", os.DevNull)
	c.fails(exitUsage, "accepts at most 1 arg", "design", "a.yaml", "b.yaml")
	if len(f.calls) != 3 {
		t.Fatalf("a refused file opened the designer: %v", f.calls)
	}
	f.notReady = os.ErrClosed
	c.fails(exitFailure, "file already closed", "design")
}

// TestDesignFileIsLocked: a design file is locked while the designer has
// it open, as a save is while it is played: two designers on one file
// each saved the designs they had read, and the second's save threw the
// first's work away. The second is refused with the first's process, and
// the lock goes with the designer.
func TestDesignFileIsLocked(t *testing.T) {
	c := newCLI(t, true)
	f := &designFake{fakeScreen: c.screen}
	c.app.screen = f
	dir := t.TempDir()
	path := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(path+".lock", []byte("1\n"), 0o600); err != nil { // process 1 is alive
		t.Fatal(err)
	}
	c.fails(exitFailure, path+" is open in another armada-tui (process 1); close that one first", "design", path)
	if len(f.calls) != 0 {
		t.Fatalf("the designer opened a file another had open: %v", f.calls)
	}
	os.Remove(path + ".lock")
	var held bool
	f.onDesign = func() {
		data, err := os.ReadFile(path + ".lock")
		held = err == nil && string(data) != "" && string(data) != "1\n"
	}
	c.ok("design", path)
	if !held {
		t.Error("the designer held no lock on its file")
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Error("the lock was left behind")
	}
	// A new file's folder must be there, as a save's.
	c.fails(exitFailure, "the folder "+filepath.Join(dir, "gone")+" does not exist", "design", filepath.Join(dir, "gone", "x.yaml"))
}
