//go:build !windows

package store

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// alive reports whether a process with this id exists and has not ended:
// signal 0 checks without sending anything (EPERM means it exists but is
// another user's), and a zombie — killed, not yet reaped by its parent —
// has ended.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil && err != syscall.EPERM {
		return false
	}
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // no /proc (macOS, BSD): the signal's answer stands
	}
	// The state follows the command name, which is in parentheses.
	s := string(data)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z'
	}
	return true
}

// bootID names the system's current boot (Linux's random boot id), or ""
// where there is none. Unlike the boot time it does not move when the
// clock is stepped after the start (a machine without a clock of its own,
// set by the network minutes after it starts).
func bootID() string {
	data, err := os.ReadFile("/proc/sys/kernel/random/boot_id")
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(data))
}

// bootTime is when the system last started, from /proc/stat's btime, or
// false where there is no /proc (macOS, BSD).
func bootTime() (time.Time, bool) {
	data, err := os.ReadFile("/proc/stat")
	if err != nil {
		return time.Time{}, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "btime "); ok {
			sec, err := strconv.ParseInt(strings.TrimSpace(rest), 10, 64)
			if err != nil {
				return time.Time{}, false
			}
			return time.Unix(sec, 0), true
		}
	}
	return time.Time{}, false
}
