package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Lock is held on a save file while a game is played into it, so that a
// second process opening the same file is refused rather than writing
// over the first one's moves. It is the file PATH.lock holding the
// holder's process id and, where the system has one, the id of the boot it
// was written in; a lock whose process has died, or that was written in an
// earlier boot, is taken over.
type Lock struct{ path string }

// ErrLocked is wrapped by Acquire's error when another live process holds
// the lock.
var errLocked = errors.New("in use")

// LockedError says which process holds a save.
type LockedError struct {
	Path string
	PID  int
	// Advise adds to the text the lock file and how to clear one no
	// armada-tui holds (a lock copied with a backup of the save): set by
	// the refusals of a save (AcquireSave, AcquireFor, CheckReplace), so
	// that the menu, which shows the error's text, says what the command
	// line says (only the command line named the lock file, found by a
	// play-tester). Acquire alone leaves it unset.
	Advise bool
}

func (e *LockedError) Error() string {
	s := fmt.Sprintf("%s is open in another armada-tui (process %d); close that one first", e.Path, e.PID)
	if e.Advise {
		s += fmt.Sprintf(". Its lock file is %s: if no armada-tui has this file open (a lock copied along with the file, say), delete the lock file", e.LockFile())
	}
	return s
}

func (e *LockedError) Unwrap() error { return errLocked }

// LockFile is the lock file that names the holder: what to delete when no
// armada-tui has the save open (a lock copied along with the file, say).
func (e *LockedError) LockFile() string { return e.Path + ".lock" }

// Acquire takes the lock of the save at path, or says which process has it.
func Acquire(path string) (*Lock, error) {
	lp := path + ".lock"
	text := strconv.Itoa(os.Getpid()) + "\n"
	if id := bootID(); id != "" {
		text += "boot " + id + "\n"
	}
	for attempt, busy := 0, 0; attempt < 3 && busy < maxBusy; attempt++ {
		err := createLock(lp, text)
		if err == nil {
			return &Lock{path: lp}, nil
		}
		if !errors.Is(err, os.ErrExist) {
			return nil, lockError(path, err)
		}
		pid, boot := readLock(lp)
		if pid > 0 && pid != os.Getpid() && alive(pid) && !earlierBoot(lp, boot) {
			return nil, &LockedError{Path: path, PID: pid}
		}
		// A lock left by a dead process, one written in an earlier boot,
		// or one of ours: take it over.
		err = takeOver(lp, pid, boot)
		switch {
		case errors.Is(err, errBusy):
			// Another armada-tui is taking it over: look again in a
			// moment, without counting an attempt.
			busy++
			attempt--
			time.Sleep(time.Millisecond)
		case err != nil:
			return nil, fmt.Errorf("save %s: cannot lock it: %w", path, err)
		}
	}
	return nil, fmt.Errorf("save %s: cannot lock it", path)
}

// createLock makes the lock file lp holding text, or fails with an error
// wrapping os.ErrExist when there is one. The text is written to a file of
// its own first and then linked to lp's name, which fails if the name is
// taken: so a lock file never exists without its holder in it, and a
// second armada-tui started at the same moment reads the first one's
// process id, not an empty file it would take for a dead holder's. (The
// temporary file's name is the one the save's own writes use, so one that
// a killed process left goes with theirs.)
func createLock(lp, text string) error {
	dir := filepath.Dir(lp)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(lp)+"."+strconv.Itoa(os.Getpid())+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.WriteString(text)
	if err := errors.Join(werr, tmp.Close()); err != nil {
		return err
	}
	err = os.Link(tmp.Name(), lp)
	var le *os.LinkError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, os.ErrExist):
		return os.ErrExist
	case errors.As(err, &le) && !errors.Is(err, os.ErrNotExist) && !errors.Is(err, os.ErrPermission):
		// A file system without links (FAT on a memory stick, some
		// network shares): create the name exclusively and write it, as
		// before links were used; the moment it stands empty is short.
		return createLockInPlace(lp, text)
	}
	if errors.As(err, &le) {
		err = le.Err // the names are ours, not the player's
	}
	return err
}

// createLockInPlace makes the lock file lp by an exclusive create, then
// writes text into it.
func createLockInPlace(lp, text string) error {
	f, err := os.OpenFile(lp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, werr := f.WriteString(text)
	if err := errors.Join(werr, f.Close()); err != nil {
		os.Remove(lp)
		return err
	}
	return nil
}

// takeOver removes the stale lock lp, judged to hold pid of boot, or
// reports errBusy when another armada-tui is taking it over at the same
// moment. Two that judge one stale lock at once must not both win: a
// removal that came after the other's new lock would delete a live lock,
// and moving the lock aside to look at it (until stop 35) left a moment
// with no lock at all, in which a third armada-tui took the save beside
// the first (TestOneOfManyTakesTheLock, one run in twenty). So a take-over
// is made under a guard beside the lock, created as a lock is (only one
// create of a name succeeds): under it nothing but the guard's holder
// removes the lock, and a new one is made only once the lock is gone, so
// the lock read again under the guard is still there when it is removed,
// and it is removed only if it is still the one judged stale.
func takeOver(lp string, pid int, boot string) error {
	guard := lp + ".takeover"
	if err := createLock(guard, strconv.Itoa(os.Getpid())+"\n"); err != nil {
		if !errors.Is(err, os.ErrExist) {
			return err
		}
		// A guard is held for the moment a take-over takes; one older
		// than staleGuard was left by an armada-tui that died holding it.
		if info, serr := os.Stat(guard); serr == nil && time.Since(info.ModTime()) > staleGuard {
			os.Remove(guard)
		}
		return errBusy
	}
	defer os.Remove(guard)
	if p, b := readLock(lp); p == pid && b == boot {
		if err := os.Remove(lp); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// errBusy is takeOver's report of another take-over under way: wait a
// moment and look again.
var errBusy = errors.New("another armada-tui is taking the stale lock over")

// staleGuard is the age of a take-over guard that no live take-over can
// have: a take-over reads and removes one small file.
const staleGuard = 2 * time.Second

// maxBusy is how many times Acquire looks again, a millisecond or more
// apart, while other take-overs are under way: longer than staleGuard, so
// that a guard left by a dead armada-tui is cleared before it gives up.
const maxBusy = 3000

// AcquireFor takes the lock of the save session s was read from, and
// checks that the file still ends where s ends: another armada-tui may
// have played into it, saved and let it go between the reading and the
// lock, and playing on from s would write over those moves. Then the lock
// is given back and the error says to open the save again. A file that
// cannot be read now is left to the next save to report.
func AcquireFor(s *engine.Session) (*Lock, error) {
	l, err := AcquireSave(s.Path)
	if err != nil {
		return nil, err
	}
	sf, err := Read(s.Path)
	if err == nil && !sf.EndsAt(s) {
		l.Release()
		return nil, fmt.Errorf("save %s: it changed while it was being opened (%s on disk, %s read): open it again", s.Path,
			engine.Count(sf.Final.Intents, "move", "moves"), engine.Count(s.Len(), "move", "moves"))
	}
	return l, nil
}

// AcquireSave is Acquire for a save (or a file the command line names,
// such as a design file): its refusal names the lock file and how to clear
// a stale one (LockedError.Advise).
func AcquireSave(path string) (*Lock, error) {
	l, err := Acquire(path)
	var le *LockedError
	if errors.As(err, &le) {
		le.Advise = true
	}
	return l, err
}

// lockError says why the lock beside the save at path could not be made,
// in the player's terms: the folder the save would go in, not the lock
// file he never named.
func lockError(path string, err error) error {
	dir := filepath.Dir(path)
	var pe *os.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the lock file's name is ours, not the player's
	}
	switch info, serr := os.Stat(dir); {
	case errors.Is(serr, os.ErrNotExist):
		return fmt.Errorf("save %s: the folder %s does not exist", path, dir)
	case serr == nil && !info.IsDir():
		return fmt.Errorf("save %s: %s is a file, not a folder", path, dir)
	case errors.Is(err, os.ErrPermission):
		return fmt.Errorf("save %s: the folder %s may not be written to (a lock file is made beside the save): %w", path, dir, err)
	}
	return fmt.Errorf("save %s: cannot lock it (a lock file is made beside the save): %w", path, err)
}

// earlierBoot reports whether the lock file was written in an earlier boot
// of the system: its holder ended with the machine (a power cut, a flat
// battery), and the process now running under its id is another program,
// which kept the save locked for good ("close that one first" named a
// process nobody could close). A lock that names its boot (boot) is judged
// by that alone. One that does not (an older armada-tui's) is judged by
// its time against the boot time, with a minute of margin for a clock
// stepped forward a little after the start.
func earlierBoot(lp, boot string) bool {
	if boot != "" {
		id := bootID()
		return id != "" && id != boot
	}
	start, ok := bootTime()
	if !ok {
		return false
	}
	info, err := os.Stat(lp)
	return err == nil && info.ModTime().Before(start.Add(-time.Minute))
}

// readLock reads a lock file: the holder's process id on the first line
// (0 when unreadable) and the boot it was written in ("" when not named).
func readLock(lp string) (pid int, boot string) {
	data, err := ReadFile(lp, 256, "a lock file")
	if err != nil {
		return 0, ""
	}
	lines := strings.Split(string(data), "\n")
	pid, err = strconv.Atoi(strings.TrimSpace(lines[0]))
	if err != nil {
		return 0, ""
	}
	for _, l := range lines[1:] {
		if id, ok := strings.CutPrefix(strings.TrimSpace(l), "boot "); ok {
			boot = id
		}
	}
	return pid, boot
}

// lockHolder reads the process id in a lock file, or 0.
func lockHolder(lp string) int {
	pid, _ := readLock(lp)
	return pid
}

// Check says whether the lock is still this process's: nil, or an error
// that says what became of it. A save's folder moved or removed while the
// game was played took the lock with it, and writing the save again would
// make the folder anew, without a lock, so that a second armada-tui could
// open the same game (found in play). The caller stops writing instead,
// and says how to go on (Relock once the folder is back). A nil lock is
// fine.
func (l *Lock) Check() error {
	if l == nil {
		return nil
	}
	save := strings.TrimSuffix(l.path, ".lock")
	if info, err := os.Stat(filepath.Dir(l.path)); err != nil || !info.IsDir() {
		return fmt.Errorf("save %s: its folder is gone (moved or removed during play); nothing was written, so that no second armada-tui plays the game: put the folder back", save)
	}
	switch pid := lockHolder(l.path); {
	case pid == os.Getpid():
		return nil
	case pid > 0 && alive(pid):
		return fmt.Errorf("save %s: another armada-tui (process %d) has taken it over; nothing was written over its moves", save, pid)
	}
	return fmt.Errorf("save %s: its lock %s is gone (removed during play); nothing was written, until the save is locked again", save, filepath.Base(l.path))
}

// Relock takes the lock of the save again after Check found it gone: the
// folder is back, or the lock file was removed, and no other armada-tui
// holds the save. It fails as Acquire does.
func (l *Lock) Relock() error {
	if l == nil || l.Check() == nil {
		return nil
	}
	n, err := Acquire(strings.TrimSuffix(l.path, ".lock"))
	if err != nil {
		return err
	}
	l.path = n.path
	return nil
}

// Release gives the lock up; a nil lock is fine. A lock file that no
// longer names this process is left alone: it is another armada-tui's,
// which took over the save after ours was released once already (the
// game screen and the command that opened it both release it).
func (l *Lock) Release() {
	if l != nil && lockHolder(l.path) == os.Getpid() {
		os.Remove(l.path)
	}
}
