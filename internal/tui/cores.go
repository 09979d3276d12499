package tui

import (
	"runtime"
	"sync"
)

// cores keeps the program on one processor while it waits for a person
// and gives it every processor while an opponent thinks.
//
// Where Bubble Tea's renderer draws (not on a terminal the painter owns),
// the program wakes 120 times a second (the renderer's frame tick), and
// with more than one processor the Go scheduler wakes a second thread to
// look for work at each tick: on two cores that is a third of the idle
// CPU (0.75 % against 0.56–0.60 % with one processor, measured by
// schedstat over 20 s; docs/performance.md). Drawing a frame needs one
// core; the expert opponent's search runs one tree per processor
// (runtime.GOMAXPROCS(0)), so it must have them all while it thinks.
type cores struct {
	mu       sync.Mutex
	all      int // the processors the program was started with
	thinkers int
}

// idleCores is the program's one set of cores: GOMAXPROCS is per process.
var idleCores cores

// start lowers the processors to one for a program that starts waiting
// for a person; stop gives back what it had.
func (c *cores) start() (stop func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.all = runtime.GOMAXPROCS(1)
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		runtime.GOMAXPROCS(c.all)
		c.all = 0
	}
}

// think gives every processor to an opponent until done is called.
func (c *cores) think() (done func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.all > 1 && c.thinkers == 0 {
		runtime.GOMAXPROCS(c.all)
	}
	c.thinkers++
	return func() {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.thinkers--
		if c.all > 1 && c.thinkers == 0 {
			runtime.GOMAXPROCS(1)
		}
	}
}
