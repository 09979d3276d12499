//go:build windows

package store

import (
	"os"
	"time"
)

// alive reports whether a process with this id exists.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}

// bootTime is not known here: a lock is judged by its process id alone.
func bootTime() (time.Time, bool) { return time.Time{}, false }

// bootID is not known here either.
func bootID() string { return "" }
