package search

import (
	"runtime/debug"
	"sync"
	"testing"
)

// While searches run the collector's target is searchGC; when the last of
// several overlapping ones finishes, it is what it was before, whatever
// order they finish in; a higher target set by the user is kept.
func TestRelaxGCRestores(t *testing.T) {
	orig := debug.SetGCPercent(100)
	defer debug.SetGCPercent(orig)
	undo := make([]func(), 8)
	var wg sync.WaitGroup
	for i := range undo {
		wg.Add(1)
		go func() { defer wg.Done(); undo[i] = relaxGC() }()
	}
	wg.Wait()
	if got := debug.SetGCPercent(searchGC); got != searchGC {
		t.Fatalf("during the searches the target is %d, want %d", got, searchGC)
	}
	for i := range undo {
		wg.Add(1)
		go func() { defer wg.Done(); undo[i]() }()
	}
	wg.Wait()
	if got := debug.SetGCPercent(1000); got != 100 {
		t.Fatalf("after the searches the target is %d, want 100 again", got)
	}
	// 1000 now: a search leaves it as it is.
	done := relaxGC()
	if got := debug.SetGCPercent(1000); got != 1000 {
		t.Errorf("a search lowered the user's 1000 to %d", got)
	}
	done()
	if got := debug.SetGCPercent(orig); got != 1000 {
		t.Errorf("after it the target is %d, want 1000", got)
	}
}
