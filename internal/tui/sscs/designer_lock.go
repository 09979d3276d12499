package sscs

import (
	"bytes"
	"os"
	"path/filepath"

	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The designer holds the lock of the design file it has open (PATH.lock,
// store.AcquireSave, whose refusal names the lock file), as the game screen
// holds a save's, however it came to the file: named on the command line,
// loaded with L, or asked for at the first save (or with S). Two designers on one file each saved the designs they
// had read, so the second's save threw away the first's work without a
// word; only 'armada-tui design FILE' locked the file, and the menu's
// designer locked nothing. A file another armada-tui has open is refused
// with its process, and the lock is given up when the designer is left.

// lockFor is the lock of path for a load or a save: the one the designer
// holds when path is its file, else a new one, which the caller gives to
// keep once the load or save has worked, or to unlock when it has not.
func (d *Designer) lockFor(path string) (*store.Lock, error) {
	if d.lock != nil && sameFile(d.locked, path) {
		return d.lock, nil
	}
	return store.AcquireSave(path)
}

// keep makes l, the lock of path, the designer's, and gives up the one it
// held on its former file.
func (d *Designer) keep(path string, l *store.Lock) {
	if l == d.lock {
		d.locked = path
		return
	}
	if d.lock != nil && !sameFile(d.locked, path) {
		d.lock.Release()
	}
	d.lock, d.locked = l, path
}

// unlock gives back a lock that lockFor took for a load or save that
// failed; the designer's own is kept.
func (d *Designer) unlock(l *store.Lock) {
	if l != d.lock {
		l.Release()
	}
}

var _ tui.Releaser = (*Designer)(nil)

// Release gives the designer's lock up (tui.Releaser): it is left, its
// design is played in a skirmish (the designer may never be shown again,
// and a lock held by a process that has no designer on the file kept it
// from every other armada-tui), or the program ends under it (a terminal
// closed, q on a terminal too small), which left a stale lock behind.
func (d *Designer) Release() {
	d.lock.Release()
	d.lock, d.locked = nil, ""
}

// reclaim takes the lock of the designer's file again when it is shown
// after a skirmish was chosen (esc from the skirmish's choices), and says
// why not when it cannot: another armada-tui has the file open now, or
// has changed it meanwhile, when saving the designs here would throw its
// work away. Then s asks where to save them, as for a new file. It
// reports false when it said why.
func (d *Designer) reclaim() bool {
	if !d.away {
		return true
	}
	d.away = false
	if d.path == "" {
		return true
	}
	l, err := store.AcquireSave(d.path)
	if err != nil {
		d.bad = err.Error() + ". s asks where to save these designs."
		d.path, d.disk = "", nil
		return false
	}
	data, _ := store.ReadFile(d.path, maxDesignFile, "a design file")
	if !bytes.Equal(data, d.disk) {
		l.Release()
		d.bad = d.path + " was changed by another armada-tui meanwhile: L loads it again (the changes here are lost), or s asks where to save these designs."
		d.path, d.disk = "", nil
		return false
	}
	d.lock, d.locked = l, d.path
	return true
}

// sameFile tells whether two paths name one design file: the same path
// once absolute, or lock files that are one file (a link, a folder named
// two ways).
func sameFile(a, b string) bool {
	if a == b {
		return true
	}
	aa, err1 := filepath.Abs(a)
	ab, err2 := filepath.Abs(b)
	if err1 == nil && err2 == nil && aa == ab {
		return true
	}
	ia, err1 := os.Stat(a + ".lock")
	ib, err2 := os.Stat(b + ".lock")
	return err1 == nil && err2 == nil && os.SameFile(ia, ib)
}
