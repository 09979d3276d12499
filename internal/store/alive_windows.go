//go:build windows

package store

import "os"

// alive reports whether a process with this id exists.
func alive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
