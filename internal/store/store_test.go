package store

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

func lookup(id string) (engine.Game, bool) {
	if id == "stellararmada" {
		return stellararmada.Game{}, true
	}
	return nil, false
}

// played is a game of Stellar Armada between two random players, n intents
// long at most.
func played(t testing.TB, seed uint64, n int) *engine.Session {
	t.Helper()
	g := stellararmada.Game{}
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", "stellararmada", "standard.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSession(g, sc, nil, seed, []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Human}, {Side: sc.Sides()[1].Name, Kind: engine.Human}})
	if err != nil {
		t.Fatal(err)
	}
	opp := engine.NewRandomOpponent(seed)
	for i := 0; i < n && !s.State().Outcome().Over; i++ {
		p := s.State().Phase().Actors[0]
		in, err := opp.Choose(s.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSaveLoadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for seed := uint64(1); seed <= 5; seed++ {
		s := played(t, seed, 1000)
		s.Path = filepath.Join(dir, "game.json")
		if err := Save(s); err != nil {
			t.Fatal(err)
		}
		sf, err := Read(s.Path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := time.Parse(time.RFC3339, sf.Saved); err != nil {
			t.Errorf("saved time %q: %v", sf.Saved, err)
		}
		// Load keeps the path so that play continues into the file.
		l, err := Load(s.Path, lookup)
		if err != nil || l.Path != s.Path || l.State().Hash() != s.State().Hash() || l.Len() != s.Len() {
			t.Fatalf("Load: %v", err)
		}
	}
}

func TestSessionWithoutPathIsNotSaved(t *testing.T) {
	s := played(t, 1, 3)
	if err := Save(s); err != nil {
		t.Fatal(err)
	}
}

func TestReadNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	sf, err := played(t, 5, 8).SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	good, err := sf.Encode()
	if err != nil {
		t.Fatal(err)
	}
	huge := append(append([]byte(nil), good...), bytes.Repeat([]byte{' '}, engine.MaxSaveSize)...)
	for _, tc := range []struct {
		name, want string
		data       []byte
	}{
		{"empty", "the file is empty", nil},
		{"truncated", "damaged save: cut short", good[:len(good)/2]},
		{"garbled", "damaged save: line ", bytes.Replace(good, []byte(`"rules": "`), []byte(`"rules": `), 1)},
		{"not JSON", "not a save file: line 1, column 1", []byte("PK\x03\x04 a zip archive")},
		{"foreign", "not a save file of armada-tui", []byte(`{"name":"left-pad","version":"1.3.0"}`)},
		{"oversized", "larger than 8 MiB", huge},
	} {
		p := writeFile(t, dir, tc.name+".json", tc.data)
		if _, err := Read(p); err == nil || !strings.HasPrefix(err.Error(), p+": ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.name, err)
		}
		if _, err := Load(p, lookup); err == nil {
			t.Errorf("%s: Load accepted it", tc.name)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing.json")); !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Read(dir); err == nil {
		t.Error("a folder was read as a save")
	}
	// A file the system cannot open is "PATH: why", not the system call's
	// "stat PATH: why" or "open PATH: why" (the menu's list of saves and
	// the designer showed those), for a save and for any other file.
	missing, under := filepath.Join(dir, "missing.json"), filepath.Join(dir, "empty.json", "x.json")
	for _, tc := range []struct {
		path, want string
		read       func(string) error
	}{
		{missing, missing + ": no such file or directory", func(p string) error { _, err := Read(p); return err }},
		{missing, missing + ": no such file or directory", func(p string) error { _, err := ReadFile(p, 1<<10, "a file"); return err }},
		{under, under + ": not a directory", func(p string) error { _, err := Read(p); return err }},
		{under, under + ": not a directory", func(p string) error { _, err := ReadFile(p, 1<<10, "a file"); return err }},
	} {
		if err := tc.read(tc.path); err == nil || err.Error() != tc.want {
			t.Errorf("reading %s: %v, want %q", tc.path, err, tc.want)
		}
	}
	// Load names the file when the replay fails.
	p := writeFile(t, dir, "rules.json", bytes.Replace(good, []byte(`"rules": "`), []byte(`"rules": "0`), 1))
	if _, err := Load(p, lookup); err == nil || !strings.HasPrefix(err.Error(), p+`: saved with rules "0`) {
		t.Errorf("Load with other rules: %v", err)
	}
	// A save whose game field names another game of the build: its rules
	// say whose it is, and Load says the file was edited rather than that
	// the rules are of another version.
	both := func(id string) (engine.Game, bool) {
		if id == "otherwar" {
			return stellararmada.Game{}, true // only its being known matters
		}
		return lookup(id)
	}
	p = writeFile(t, dir, "renamed.json", bytes.Replace(good, []byte(`"game": "stellararmada"`), []byte(`"game": "otherwar"`), 1))
	want := p + `: damaged save: it names the game "otherwar", but its rules ("stellararmada/`
	if _, err := Load(p, both); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Load of a save naming another game: %v, want %q…", err, want)
	}
	if err := OtherGamesRules(&engine.SaveFile{Game: "stellararmada", Rules: "stellararmada/1"}, both); err != nil {
		t.Errorf("a save of its own game's rules: %v", err)
	}
	if err := OtherGamesRules(&engine.SaveFile{Game: "chess", Rules: "stellararmada/1"}, both); err != nil {
		t.Errorf("a game of no game of the build is Restore's to refuse: %v", err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "deep", "er", "save.json")
	for i := 0; i < 5; i++ {
		data := bytes.Repeat([]byte{byte('a' + i)}, 1000*(i+1))
		if err := WriteFileAtomic(p, data); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(p)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("write %d: read back %d bytes, %v", i, len(got), err)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 || entries[0].Name() != "save.json" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the folder holds %v, want only save.json", names)
	}
	// A target that cannot be written leaves no temporary file either.
	if err := os.Mkdir(filepath.Join(dir, "taken"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "taken", "x"), nil, 0o644)
	err := WriteFileAtomic(filepath.Join(dir, "taken"), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "save "+filepath.Join(dir, "taken")) {
		t.Fatalf("writing over a folder: %v", err)
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
	// A parent that is a file.
	if err := WriteFileAtomic(filepath.Join(dir, "taken", "x", "y.json"), []byte("x")); err == nil {
		t.Error("wrote below a file")
	}
}

func TestLatestFile(t *testing.T) {
	dir := t.TempDir()
	if _, err := Latest(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "no saved games yet") {
		t.Errorf("missing folder: %v", err)
	}
	if _, err := Latest(dir); err == nil || !strings.Contains(err.Error(), "no saved games yet (looked in "+dir+")") {
		t.Errorf("empty folder: %v", err)
	}
	now := time.Now()
	touch := func(name string, age time.Duration) string {
		p := writeFile(t, dir, name, []byte("{}"))
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	touch("old.json", 3*time.Hour)
	newest := touch("new.json", time.Hour)
	touch(".hidden.json", 0)                        // a temporary file of WriteFileAtomic
	touch("notes.txt", 0)                           // not a save
	os.Mkdir(filepath.Join(dir, "sub.json"), 0o755) // a folder
	if got, err := Latest(dir); err != nil || got != newest {
		t.Errorf("LatestSave = %q, %v; want %q", got, err, newest)
	}
	// Equal times: the name decides, so the answer is stable.
	a := touch("a.json", 0)
	b := touch("b.json", 0)
	os.Chtimes(a, now, now)
	os.Chtimes(b, now, now)
	if got, _ := Latest(dir); got != b {
		t.Errorf("tie: %q, want %q", got, b)
	}
}

func TestDir(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/tmp/xdg-state")
	if d, err := Dir(); err != nil || d != filepath.Join("/tmp/xdg-state", "armada-tui", "saves") {
		t.Errorf("with XDG_STATE_HOME: %q, %v", d, err)
	}
	t.Setenv("HOME", "/home/someone")
	for _, v := range []string{"", "relative/dir"} { // the spec says to ignore a relative path
		t.Setenv("XDG_STATE_HOME", v)
		if d, err := Dir(); err != nil || d != "/home/someone/.local/state/armada-tui/saves" {
			t.Errorf("XDG_STATE_HOME=%q: %q, %v", v, d, err)
		}
	}
}

// TestSaveNewNamesAreUnique starts eight games in the same second at
// once: eight files, none overwritten (names are taken with O_EXCL).
func TestSaveNewNamesAreUnique(t *testing.T) {
	dir := t.TempDir()
	at := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	sessions := make([]*engine.Session, 8)
	for i := range sessions {
		sessions[i] = played(t, uint64(i+1), 2)
	}
	var wg sync.WaitGroup
	errs := make([]error, len(sessions))
	for i, s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = SaveNew(dir, s, at)
		}()
	}
	wg.Wait()
	seen := map[string]bool{}
	for i, s := range sessions {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if seen[s.Path] {
			t.Fatalf("two games were given %s", s.Path)
		}
		seen[s.Path] = true
		l, err := Load(s.Path, lookup)
		if err != nil || l.Seed != s.Seed {
			t.Fatalf("%s does not hold its game: %v", s.Path, err)
		}
	}
	if first := filepath.Join(dir, "stellararmada-20250304-050607.json"); !seen[first] {
		t.Fatalf("the first name is not %s: %v", first, seen)
	}
}

// TestCreateNeverDestroys: a new game writes only to a path that does not
// exist or holds a save of the same session; another game's save, a text
// file, a folder and a pipe are refused and left as they were, and
// --force replaces only a regular file.
func TestCreateNeverDestroys(t *testing.T) {
	dir := t.TempDir()
	other := played(t, 9, 5)
	other.Path = filepath.Join(dir, "other.json")
	if err := Save(other); err != nil {
		t.Fatal(err)
	}
	text := writeFile(t, dir, "notes.txt", []byte("my notes\n"))
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipe:", err)
	}
	for _, p := range []string{other.Path, text, dir, fifo} {
		var before []byte
		if p != fifo { // reading a pipe would wait for a writer
			before, _ = os.ReadFile(p)
		}
		s := played(t, 1, 0)
		s.Path = p
		err := Create(s, false)
		if err == nil {
			t.Fatalf("%s: a new game was written over it", p)
		}
		if p == fifo {
			if info, err := os.Lstat(p); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
				t.Fatal("the pipe was replaced")
			}
			continue
		}
		if after, _ := os.ReadFile(p); string(after) != string(before) {
			t.Fatalf("%s: changed by a refused write", p)
		}
	}
	for _, p := range []string{dir, fifo} {
		s := played(t, 1, 0)
		s.Path = p
		if err := Create(s, true); err == nil {
			t.Fatalf("%s: replaced even though it is not a regular file", p)
		}
	}
	s := played(t, 1, 0)
	s.Path = text
	if err := Create(s, true); err != nil {
		t.Fatalf("--force over a text file: %v", err)
	}
	// The same session's own file may be written again.
	mine := played(t, 3, 0)
	mine.Path = filepath.Join(dir, "mine.json")
	if err := Create(mine, false); err != nil {
		t.Fatal(err)
	}
	again := played(t, 3, 0)
	again.Path = mine.Path
	if err := Create(again, false); err != nil {
		t.Fatalf("the same new game again: %v", err)
	}
	// A save that cannot be read is named as one, with why, and kept: "it
	// holds something else" gave no pause before --force.
	data, _ := os.ReadFile(other.Path)
	cut := writeFile(t, dir, "cut.json", data[:len(data)/2])
	s = played(t, 1, 0)
	s.Path = cut
	if err := Create(s, false); err == nil || !strings.Contains(err.Error(), "it holds a save that cannot be read (damaged save: cut short") {
		t.Errorf("a cut save: %v", err)
	}
	if after, _ := os.ReadFile(cut); len(after) != len(data)/2 {
		t.Error("the cut save was changed")
	}
	s = played(t, 1, 0)
	s.Path = writeFile(t, dir, "more-notes.txt", []byte("more notes\n"))
	if err := Create(s, false); err == nil || !strings.Contains(err.Error(), "it holds something else") {
		t.Errorf("a text file: %v", err)
	}
	// A pipe given as a file to read is refused at once, never waited on.
	if _, err := Read(fifo); err == nil || !strings.Contains(err.Error(), "named pipe") {
		t.Fatalf("reading a pipe: %v", err)
	}
}

// TestLockOneWriter: a second holder of a save's lock is refused with the
// first one's process id; a lock left by a dead process is taken over.
func TestLockOneWriter(t *testing.T) {
	p := filepath.Join(t.TempDir(), "game.json")
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte("1\n")) // pid 1 (init) is alive
	_, err := Acquire(p)
	var le *LockedError
	if !errors.As(err, &le) || le.PID != 1 || !strings.Contains(err.Error(), "process 1") {
		t.Fatalf("a live holder's lock: %v", err)
	}
	// A dead process: a child that has exited.
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no true(1) to make a dead process")
	}
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte(strconv.Itoa(cmd.Process.Pid)+"\n"))
	l, err := Acquire(p)
	if err != nil {
		t.Fatalf("a dead holder's lock was not taken over: %v", err)
	}
	l.Release()
	if _, err := os.Stat(p + ".lock"); !errors.Is(err, os.ErrNotExist) {
		t.Fatal("Release left the lock file")
	}
}

// TestLockFromBeforeTheBootIsTakenOver: a lock written before the system
// last started belongs to a process that ended with it, even when its
// process id is now another live program's (pid 1 here); resuming after a
// power cut must not be refused for good.
func TestLockFromBeforeTheBootIsTakenOver(t *testing.T) {
	boot, ok := bootTime()
	if !ok {
		t.Skip("no boot time on this system")
	}
	p := filepath.Join(t.TempDir(), "game.json")
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte("1\n")) // pid 1 is alive
	old := boot.Add(-time.Hour)
	if err := os.Chtimes(p+".lock", old, old); err != nil {
		t.Fatal(err)
	}
	l, err := Acquire(p)
	if err != nil {
		t.Fatalf("a lock from before the boot was not taken over: %v", err)
	}
	defer l.Release()
	if pid := lockHolder(p + ".lock"); pid != os.Getpid() {
		t.Fatalf("the lock names process %d, want ours (%d)", pid, os.Getpid())
	}
}

// TestLockNamesItsBoot: a lock names the boot it was written in, and is
// judged by it: one of another boot is taken over however new its time
// looks, and one of this boot is kept however old its time looks — a
// clock stepped forward after the start (a machine without a clock of its
// own, set by the network) made a live lock look older than the boot, and
// a second armada-tui took the save over.
func TestLockNamesItsBoot(t *testing.T) {
	id := bootID()
	if id == "" {
		t.Skip("no boot id on this system")
	}
	p := filepath.Join(t.TempDir(), "game.json")
	l, err := Acquire(p)
	if err != nil {
		t.Fatal(err)
	}
	if pid, boot := readLock(p + ".lock"); pid != os.Getpid() || boot != id {
		t.Fatalf("the lock reads process %d of boot %q, want %d of %q", pid, boot, os.Getpid(), id)
	}
	l.Release()

	// pid 1 is alive; its lock is of another boot, written now.
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte("1\nboot 00000000-0000-0000-0000-000000000000\n"))
	l, err = Acquire(p)
	if err != nil {
		t.Fatalf("a lock of another boot was not taken over: %v", err)
	}
	l.Release()

	// pid 1's lock of this boot, its time before the boot: still held.
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte("1\nboot "+id+"\n"))
	if boot, ok := bootTime(); ok {
		old := boot.Add(-time.Hour)
		if err := os.Chtimes(p+".lock", old, old); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Acquire(p); !errors.As(err, new(*LockedError)) {
		t.Fatalf("a live lock of this boot with an old time was taken over: %v", err)
	}
}

// TestReleaseLeavesAnotherHoldersLock: releasing a lock a second time,
// after another armada-tui has taken the save, must not delete that one's
// lock and let a third writer in.
func TestReleaseLeavesAnotherHoldersLock(t *testing.T) {
	p := filepath.Join(t.TempDir(), "game.json")
	l, err := Acquire(p)
	if err != nil {
		t.Fatal(err)
	}
	l.Release()
	writeFile(t, filepath.Dir(p), "game.json.lock", []byte("1\n")) // another process took it
	l.Release()
	if _, err := Acquire(p); !errors.As(err, new(*LockedError)) {
		t.Fatalf("the other holder's lock is gone after our second release: %v", err)
	}
}

// TestLockNamesTheFolder: a lock that cannot be made says what is wrong
// with the folder the player named, never the lock file he did not.
func TestLockNamesTheFolder(t *testing.T) {
	dir := t.TempDir()
	file := writeFile(t, dir, "plain", []byte("x"))
	for _, c := range []struct{ path, want string }{
		{filepath.Join(dir, "missing", "game.json"), "the folder " + filepath.Join(dir, "missing") + " does not exist"},
		{filepath.Join(file, "game.json"), file + " is a file, not a folder"},
	} {
		_, err := Acquire(c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), ".lock") {
			t.Errorf("Acquire(%s): %v, want %q and no lock file's name", c.path, err, c.want)
		}
	}
}

// TestStaleTempsAreRemoved: a temporary file a killed write left behind
// goes the next time the folder is written; a live writer's stays.
func TestStaleTempsAreRemoved(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no true(1) to make a dead process")
	}
	dead := writeFile(t, dir, ".game.json."+strconv.Itoa(cmd.Process.Pid)+".123.tmp", []byte("half"))
	live := writeFile(t, dir, ".game.json.1.456.tmp", []byte("half"))
	if err := WriteFileAtomic(filepath.Join(dir, "other.json"), []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dead); !errors.Is(err, os.ErrNotExist) {
		t.Error("the dead writer's temporary file is still there")
	}
	if _, err := os.Stat(live); err != nil {
		t.Error("a live writer's temporary file was removed")
	}
}

// TestResumableSkipsBrokenAndFinished: the newest file that loads and is
// unfinished is resumed; a newer broken file is reported, a finished game
// passed over.
func TestResumableSkipsBrokenAndFinished(t *testing.T) {
	f := newSaveFolder(t)
	s, skipped, err := Resumable(f.dir, lookup)
	if err != nil || s.Path != f.going.Path {
		t.Fatalf("resumed %v, %v; want %s", s, err, f.going.Path)
	}
	if len(skipped) != 1 || !strings.HasPrefix(skipped[0], f.broken+": ") {
		t.Fatalf("the broken file was not reported, or the claimed one %s was: %q", f.claimed, skipped)
	}
	if p, err := Latest(f.dir); err != nil || p == f.claimed {
		t.Errorf("the latest save is %s (%v): an empty claimed name holds no game", p, err)
	}
}

// saveFolder is a folder of saves written hours apart: an unfinished game
// (3 hours ago), a finished one (2 hours), a broken file (1 hour), and a
// new game's claimed name whose first save has not landed (now).
type saveFolder struct {
	dir             string
	now             time.Time
	going, done     *engine.Session
	broken, claimed string
}

func newSaveFolder(t *testing.T) saveFolder {
	t.Helper()
	f := saveFolder{dir: t.TempDir(), now: time.Now()}
	f.going = played(t, 4, 5)
	f.going.Path = filepath.Join(f.dir, "going.json")
	f.done = played(t, 5, 10000)
	f.done.Path = filepath.Join(f.dir, "done.json")
	for _, s := range []*engine.Session{f.going, f.done} {
		if err := Save(s); err != nil {
			t.Fatal(err)
		}
	}
	f.broken = writeFile(t, f.dir, "broken.json", []byte("{"))
	var err error
	if f.claimed, err = ClaimNew(f.dir, f.going.Game.ID(), f.now); err != nil {
		t.Fatal(err)
	}
	for p, age := range map[string]time.Duration{f.going.Path: 3 * time.Hour, f.done.Path: 2 * time.Hour, f.broken: time.Hour} {
		if err := os.Chtimes(p, f.now.Add(-age), f.now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// TestListReadsEveryFileWithoutReplaying: the list gives every save of the
// folder newest first, each with its final summary (finished or not), a
// broken one with its error, and no empty claimed name.
func TestListReadsEveryFileWithoutReplaying(t *testing.T) {
	f := newSaveFolder(t)
	list, err := List(f.dir, lookup)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 || list[0].Path != f.broken || list[1].Path != f.done.Path || list[2].Path != f.going.Path {
		t.Fatalf("listed %v, want broken, done, going", list)
	}
	if list[0].Err == nil || list[0].File != nil {
		t.Errorf("the broken file: %+v", list[0])
	}
	if sf := list[1].File; sf == nil || !sf.Final.Over || sf.Final.Intents != f.done.Len() {
		t.Errorf("the finished game: %+v", list[1])
	}
	if sf := list[2].File; sf == nil || sf.Final.Over || sf.Final.Intents != f.going.Len() || !list[2].Written.Equal(f.now.Add(-3*time.Hour)) {
		t.Errorf("the unfinished game: %+v (written %v)", list[2], list[2].Written)
	}
	if _, err := List(filepath.Join(f.dir, "none"), lookup); err == nil || !strings.Contains(err.Error(), "no saved games yet") {
		t.Errorf("a folder that is not there: %v", err)
	}
	// A finished save whose game field was edited to name another game
	// of the build was listed as a finished game of that game.
	data, err := os.ReadFile(f.done.Path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.done.Path, bytes.Replace(data, []byte(`"game": "stellararmada"`), []byte(`"game": "otherwar"`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	both := func(id string) (engine.Game, bool) {
		if id == "otherwar" {
			return stellararmada.Game{}, true
		}
		return lookup(id)
	}
	list, err = List(f.dir, both)
	if err != nil {
		t.Fatal(err)
	}
	for _, sv := range list {
		if sv.Path == f.done.Path && (sv.File != nil || sv.Err == nil || !strings.Contains(sv.Err.Error(), "the file was edited")) {
			t.Errorf("the edited save is listed as %+v", sv)
		}
	}
	// Its rules edited too, to the other game's: its scenario is not one
	// the game reads (found in play: listed as an unfinished game that
	// "Enter resumes", refused only when opened).
	other := func(id string) (engine.Game, bool) {
		if id == "otherwar" {
			return strictGame{stellararmada.Game{}}, true
		}
		return lookup(id)
	}
	data, err = os.ReadFile(f.done.Path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(f.done.Path, bytes.Replace(data, []byte(`"rules": "stellararmada/`), []byte(`"rules": "otherwar/`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	list, err = List(f.dir, other)
	if err != nil {
		t.Fatal(err)
	}
	for _, sv := range list {
		if sv.Path == f.done.Path && (sv.File != nil || sv.Err == nil || !strings.Contains(sv.Err.Error(), "Stellar Armada refuses the scenario this save holds: sides[0].ships")) {
			t.Errorf("the save with its game and rules edited is listed as %+v", sv)
		}
	}
}

// strictGame is a game of its own id and rules that reads no scenario.
type strictGame struct{ stellararmada.Game }

func (strictGame) ID() string { return "otherwar" }
func (strictGame) RulesVersion() string {
	return "otherwar/" + strings.TrimPrefix(stellararmada.Game{}.RulesVersion(), "stellararmada/")
}
func (strictGame) DecodeScenario([]byte) (engine.Scenario, error) {
	return nil, errors.New("sides[0].ships: a side needs at least one ship")
}

// TestAcquireForRefusesASaveThatMovedOn: a save read, then played into by
// another armada-tui that let it go before the lock was taken, is not
// played on from what was read (its moves would be written over): the
// lock is given back and the error says to open the save again. A save
// as it was read, and one not yet written (a claimed name), are taken.
func TestAcquireForRefusesASaveThatMovedOn(t *testing.T) {
	s := played(t, 3, 4)
	s.Path = filepath.Join(t.TempDir(), "game.json")
	if err := Save(s); err != nil {
		t.Fatal(err)
	}
	read, err := Load(s.Path, lookup)
	if err != nil {
		t.Fatal(err)
	}
	l, err := AcquireFor(read)
	if err != nil {
		t.Fatalf("the save as it was read: %v", err)
	}
	l.Release()

	// Another copy plays a move and saves it; ours still holds the 4 read.
	other := played(t, 3, 5)
	other.Path = s.Path
	if other.Len() != 5 {
		t.Fatalf("the other copy played %d moves, want 5", other.Len())
	}
	if err := Save(other); err != nil {
		t.Fatal(err)
	}
	_, err = AcquireFor(read)
	if err == nil || !strings.Contains(err.Error(), "changed while it was being opened (5 moves on disk, 4 moves read): open it again") {
		t.Fatalf("a save that moved on: %v", err)
	}
	if l, err := Acquire(s.Path); err != nil {
		t.Fatalf("the refusal kept the lock: %v", err)
	} else {
		l.Release()
	}

	claimed := played(t, 3, 0)
	claimed.Path = filepath.Join(t.TempDir(), "new.json")
	if err := os.WriteFile(claimed.Path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	l, err = AcquireFor(claimed)
	if err != nil {
		t.Fatalf("a claimed, empty save: %v", err)
	}
	l.Release()
}

// TestResumableCountsInWords: the error of a folder where nothing loads
// counts the files passed over in words: "(1 files could not be read)"
// read badly (found by the CLI monkey's resume in a folder of one
// damaged save).
func TestResumableCountsInWords(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	lookup := func(string) (engine.Game, bool) { return nil, false }
	if _, _, err := Resumable(dir, lookup); err == nil || !strings.Contains(err.Error(), "(1 file could not be read)") {
		t.Errorf("one file: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "b.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Resumable(dir, lookup); err == nil || !strings.Contains(err.Error(), "(2 files could not be read)") {
		t.Errorf("two files: %v", err)
	}
}

// TestListRefusesWhatItCanTellWithoutReplaying: a save whose game is none
// of the build's, or whose final summary counts intents the file does not
// hold, is listed as one that cannot be read, in Restore's words; an
// edited hash passes the list and is caught by Replay. Both were listed as
// unfinished games of 78 moves (found in play).
func TestListRefusesWhatItCanTellWithoutReplaying(t *testing.T) {
	f := newSaveFolder(t)
	data, err := os.ReadFile(f.going.Path)
	if err != nil {
		t.Fatal(err)
	}
	edited := func(name string, edit func(sf *engine.SaveFile)) string {
		sf, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		edit(sf)
		p := filepath.Join(f.dir, name)
		if err := WriteSave(p, sf); err != nil {
			t.Fatal(err)
		}
		return p
	}
	nosuch := edited("nosuch.json", func(sf *engine.SaveFile) { sf.Game = "nosuch" })
	nointents := edited("nointents.json", func(sf *engine.SaveFile) { sf.Intents = nil })
	hash := edited("hash.json", func(sf *engine.SaveFile) { sf.Intents[1].Hash = "0000000000000000" })
	list, err := List(f.dir, lookup)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		nosuch:    `game: "nosuch" is not a game of this build`,
		nointents: "the final summary counts 5 intents but the file has 0",
	}
	for _, sv := range list {
		switch w, ok := want[sv.Path]; {
		case ok && (sv.Err == nil || sv.File != nil || sv.Err.Error() != sv.Path+": "+w):
			t.Errorf("%s is listed as %+v, want the error %q", sv.Path, sv, w)
		case sv.Path == hash && sv.Err != nil:
			t.Errorf("%s: its summary is sound, yet %v", sv.Path, sv.Err)
		case sv.Path == hash:
			sv.Replay(lookup)
			if sv.Err == nil || sv.File != nil || sv.Session != nil || !strings.Contains(sv.Err.Error(), "intent 2 (") {
				t.Errorf("%s replayed: %+v", sv.Path, sv)
			}
		case sv.Path == f.going.Path:
			sv.Replay(lookup)
			if sv.Err != nil || sv.Session == nil || sv.Session.Len() != f.going.Len() || sv.Session.Path != sv.Path {
				t.Errorf("%s replayed: %+v", sv.Path, sv)
			}
		}
	}
}
