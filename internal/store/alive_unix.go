//go:build !windows

package store

import "syscall"

// alive reports whether a process with this id exists (signal 0 checks
// without sending anything; EPERM means it exists but is another user's).
func alive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || err == syscall.EPERM
}
