//go:build !windows

package tui

import (
	"os"
	"syscall"
)

// resizeSignals tell the painter's terminal that its size changed.
var resizeSignals = []os.Signal{syscall.SIGWINCH}
