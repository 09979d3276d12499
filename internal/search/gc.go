package search

import (
	"runtime/debug"
	"sync"
)

// searchGC is the garbage collector's target percentage while a search
// runs (the runtime's default is 100). A playout allocates a new state for
// every intent and drops it a few intents later, so the live heap stays
// small — the trees and a few states — while the collector, started at
// every doubling of it, took a quarter of a Stellar Armada decision's
// time. At 400 the heap may grow to five times what is live before a
// collection, a few megabytes, and a decision of 1 000 iterations took
// 40–44 ms against 58–62 ms (docs/performance.md, 2026-12-02).
const searchGC = 400

// gcRelax raises the collector's target for as long as at least one
// search runs: the first to start raises it, the last to finish puts back
// what it was, so searches running at once (the arena's trees, tests) do
// not leave it raised. A target already higher (GOGC) is left alone.
var gcRelax struct {
	sync.Mutex
	running int
	before  int
}

// relaxGC raises the target and returns the function that undoes it.
func relaxGC() func() {
	gcRelax.Lock()
	defer gcRelax.Unlock()
	if gcRelax.running == 0 {
		gcRelax.before = debug.SetGCPercent(searchGC)
		if gcRelax.before > searchGC || gcRelax.before < 0 {
			debug.SetGCPercent(gcRelax.before) // GOGC=off or higher: keep it
		}
	}
	gcRelax.running++
	return func() {
		gcRelax.Lock()
		defer gcRelax.Unlock()
		gcRelax.running--
		if gcRelax.running == 0 {
			debug.SetGCPercent(gcRelax.before)
		}
	}
}
