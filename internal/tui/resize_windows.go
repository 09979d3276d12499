package tui

import "os"

// resizeSignals: Windows has none, and Bubble Tea's renderer draws there.
var resizeSignals []os.Signal
