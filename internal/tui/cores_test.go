package tui

import (
	"runtime"
	"testing"
)

func TestCoresOneWhileIdleAllWhileThinking(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	if before < 2 {
		runtime.GOMAXPROCS(2)
		defer runtime.GOMAXPROCS(before)
	}
	all := runtime.GOMAXPROCS(0)
	var c cores
	stop := c.start()
	if n := runtime.GOMAXPROCS(0); n != 1 {
		t.Fatalf("waiting for a person on %d processors", n)
	}
	done1 := c.think()
	done2 := c.think() // two opponents at once: the cores stay until both are done
	if n := runtime.GOMAXPROCS(0); n != all {
		t.Fatalf("thinking on %d of %d processors", n, all)
	}
	done1()
	if n := runtime.GOMAXPROCS(0); n != all {
		t.Fatalf("one opponent done, the other thinks on %d of %d processors", n, all)
	}
	done2()
	if n := runtime.GOMAXPROCS(0); n != 1 {
		t.Fatalf("after thinking, waiting on %d processors", n)
	}
	stop()
	if n := runtime.GOMAXPROCS(0); n != all {
		t.Fatalf("the program ended with %d of %d processors", n, all)
	}
	// Outside a running program, thinking changes nothing.
	c.think()()
	if n := runtime.GOMAXPROCS(0); n != all {
		t.Fatalf("thinking outside a program left %d of %d processors", n, all)
	}
}
