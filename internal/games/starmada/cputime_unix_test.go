//go:build unix

package starmada

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used so far, every thread
// (the garbage collector's too): on a shared machine it measures the work
// better than the clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
