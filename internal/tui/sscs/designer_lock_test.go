package sscs

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// The designer's lock on its file (designer_lock.go). Another armada-tui
// is played by a lock naming process 1, which is alive, as the command
// line's tests do.

// heldByOther makes path's lock name process 1: the file is open in
// another armada-tui.
func heldByOther(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path+".lock", []byte("1\n"), 0o600); err != nil {
		t.Fatal(err)
	}
}

// lockedByUs tells whether path's lock names this process.
func lockedByUs(path string) bool {
	data, err := os.ReadFile(path + ".lock")
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.SplitN(string(data), "\n", 2)[0])
	return err == nil && pid == os.Getpid()
}

// noLock fails the test when a lock is left beside path.
func noLock(t *testing.T, path, when string) {
	t.Helper()
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("%s: the lock of %s is still there", when, path)
	}
}

// backTo is the skirmish's choices: esc goes back to the designer.
type backTo struct {
	stubScreen
	to tui.Screen
}

func (b *backTo) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "esc" {
		return b.to, nil
	}
	return b, nil
}

// copyDesigns copies the test designs to a file of the test's own.
func copyDesigns(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/designs.yaml")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "designs.yaml")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestDesignerLocksTheFileItOpens: the file the designer is opened on is
// locked while it has it, refused when another armada-tui has it, and
// given up when the designer is left.
func TestDesignerLocksTheFileItOpens(t *testing.T) {
	path := copyDesigns(t)
	heldByOther(t, path)
	if _, err := NewDesigner(cfg, path, nil); err == nil || err.Error() != path+" is open in another armada-tui (process 1); close that one first"+lockAdvice(path) {
		t.Fatalf("a file open in another armada-tui: %v", err)
	}
	os.Remove(path + ".lock")
	dz, err := NewDesigner(cfg, path, &stubScreen{})
	if err != nil {
		t.Fatal(err)
	}
	if !lockedByUs(path) {
		t.Fatal("the designer holds no lock on the file it opened")
	}
	d := tuitest.New(t, tui.NewApp(cfg, dz), 80, 24)
	keys(d, "q")
	noLock(t, path, "left")

	// A new file named on opening is locked as well.
	fresh := filepath.Join(t.TempDir(), "new.yaml")
	dz, err = NewDesigner(cfg, fresh, nil)
	if err != nil || !lockedByUs(fresh) {
		t.Fatalf("a new file is not locked: %v", err)
	}
	dz.Release()
}

// TestDesignerLocksTheFileOfItsFirstSave: the menu's designer, which
// opens on no file, locks the one its first save asks for; another
// armada-tui's file is refused and left as it was; a save as another
// file moves the lock there; leaving gives it up.
func TestDesignerLocksTheFileOfItsFirstSave(t *testing.T) {
	dir := t.TempDir()
	back := &stubScreen{}
	s := openDesigner(cfg, func(engine.Scenario) tui.Screen { return back }, back)
	dz := s.(*Designer)
	d := tuitest.New(t, tui.NewApp(cfg, s), 80, 24)

	theirs := filepath.Join(dir, "theirs.yaml")
	if err := os.WriteFile(theirs, []byte("their designs"), 0o644); err != nil {
		t.Fatal(err)
	}
	heldByOther(t, theirs)
	keys(d, "s", "ctrl+u")
	typeText(d, theirs)
	keys(d, "enter")
	if want := "Not saved: " + theirs + " is open in another armada-tui (process 1); close that one first" + lockAdvice(theirs) + ". S saves to another file."; dz.bad != want {
		t.Fatalf("a save to another armada-tui's file says %q, want %q", dz.bad, want)
	}
	if data, _ := os.ReadFile(theirs); string(data) != "their designs" || dz.path != "" {
		t.Fatalf("the save wrote over another armada-tui's file (%q), or took it as its own (%q)", data, dz.path)
	}

	mine := filepath.Join(dir, "mine.yaml")
	saveDesignAs(t, d, dz, mine)
	if !lockedByUs(mine) {
		t.Fatal("the first save did not lock its file")
	}
	other := filepath.Join(dir, "other.yaml")
	keys(d, "S", "ctrl+u")
	typeText(d, other)
	keys(d, "enter")
	if dz.path != other || !lockedByUs(other) {
		t.Fatalf("save as %s: the designer has %s, locked %v\n%s", other, dz.path, lockedByUs(other), d.Screen())
	}
	noLock(t, mine, "saved as another file")
	keys(d, "esc")
	if tui.Inspect(d.Model()).Screen != tui.Screen(back) {
		t.Fatal("esc did not go back")
	}
	noLock(t, other, "left")
}

// TestDesignerLocksTheFileItLoads: L locks the file it loads, and gives up
// the one before; another armada-tui's file is not loaded.
func TestDesignerLocksTheFileItLoads(t *testing.T) {
	dz, d, path := designer(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	theirs := filepath.Join(dir, "theirs.yaml")
	if err := os.WriteFile(theirs, data, 0o644); err != nil {
		t.Fatal(err)
	}
	heldByOther(t, theirs)
	keys(d, "n")                // a design more than the file has
	keys(d, "L", "y", "ctrl+u") // y: lose the design added
	typeText(d, theirs)
	keys(d, "enter")
	if want := "Not loaded: " + theirs + " is open in another armada-tui (process 1); close that one first" + lockAdvice(theirs) + "."; dz.bad != want {
		t.Fatalf("loading another armada-tui's file says %q, want %q", dz.bad, want)
	}
	if dz.path != path || len(dz.designs) != 4 || !lockedByUs(path) {
		t.Fatalf("the refused load changed the designer: %s, %d designs, locked %v", dz.path, len(dz.designs), lockedByUs(path))
	}
	os.Remove(theirs + ".lock")
	keys(d, "L", "y", "ctrl+u")
	typeText(d, theirs)
	keys(d, "enter")
	if dz.path != theirs || !lockedByUs(theirs) {
		t.Fatalf("load: the designer has %s, locked %v\n%s", dz.path, lockedByUs(theirs), d.Screen())
	}
	noLock(t, path, "another file loaded")
	// A file that cannot be read leaves the designer's file and lock.
	keys(d, "L", "ctrl+u")
	typeText(d, filepath.Join(dir, "none.yaml"))
	keys(d, "enter")
	if dz.path != theirs || !lockedByUs(theirs) {
		t.Fatalf("a failed load: the designer has %s, locked %v", dz.path, lockedByUs(theirs))
	}
	noLock(t, filepath.Join(dir, "none.yaml"), "a failed load")
	dz.Release()
}

// TestDesignerSkirmishGivesTheLockUp: once a skirmish is chosen the
// designer may never be shown again (its game goes on to the menu), so
// its lock is given up; shown again (esc from the skirmish's choices) it
// locks the file again, or says that another armada-tui has it now or has
// changed it, and then asks where to save rather than save over it.
func TestDesignerSkirmishGivesTheLockUp(t *testing.T) {
	for _, meanwhile := range []string{"nothing", "open", "changed"} {
		t.Run(meanwhile, func(t *testing.T) {
			back := &stubScreen{}
			choices := &backTo{}
			s := openDesigner(cfg, func(engine.Scenario) tui.Screen { return choices }, back)
			choices.to = s
			dz := s.(*Designer)
			d := tuitest.New(t, tui.NewApp(cfg, s), 80, 24)
			path := filepath.Join(t.TempDir(), "mine.yaml")
			saveDesignAs(t, d, dz, path)
			keys(d, "t")
			if tui.Inspect(d.Model()).Screen != tui.Screen(choices) {
				t.Fatalf("t did not go on to the skirmish's choices:\n%s", d.Screen())
			}
			noLock(t, path, "a skirmish chosen")
			switch meanwhile {
			case "open":
				heldByOther(t, path)
			case "changed":
				if err := os.WriteFile(path, []byte("# another's\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			keys(d, "esc")
			if tui.Inspect(d.Model()).Screen != tui.Screen(dz) {
				t.Fatal("esc did not come back to the designer")
			}
			switch meanwhile {
			case "nothing":
				if !lockedByUs(path) || dz.path != path || dz.bad != "" {
					t.Fatalf("shown again, the designer did not lock its file again (%s, %q)", dz.path, dz.bad)
				}
				keys(d, "q")
				noLock(t, path, "left")
				return
			case "open":
				if want := path + " is open in another armada-tui (process 1); close that one first" + lockAdvice(path) + ". s asks where to save these designs."; dz.bad != want {
					t.Fatalf("shown again says %q, want %q", dz.bad, want)
				}
			case "changed":
				if !strings.Contains(dz.bad, path+" was changed by another armada-tui meanwhile: L loads it again") || lockedByUs(path) {
					t.Fatalf("shown again says %q (locked %v)", dz.bad, lockedByUs(path))
				}
			}
			if !strings.Contains(d.Screen(), "another armada-tui") {
				t.Errorf("the screen does not say why:\n%s", d.Screen())
			}
			before, _ := os.ReadFile(path)
			keys(d, "s")
			if dz.ask == nil || dz.ask.kind != askSave {
				t.Fatalf("s saved over another armada-tui's file rather than ask where:\n%s", d.Screen())
			}
			keys(d, "esc")
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Fatal("the file another armada-tui has was written to")
			}
		})
	}
}

// lockAdvice is what a refusal for another armada-tui's lock says of the
// lock file, as the game and the command line say it (store.AcquireSave):
// the designer named no lock file, so a lock copied along with a designs
// file could not be told from a live one (found by the CLI fixer).
func lockAdvice(path string) string {
	return ". Its lock file is " + path + ".lock: if no armada-tui has this file open (a lock copied along with the file, say), delete the lock file"
}
