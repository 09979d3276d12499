package main

import (
	"context"
	"io"
	"path/filepath"
	"testing"

	"github.com/armada-tui/armada-tui/internal/store"
)

// BenchmarkListSaves measures 'list saves' on 100 saves of whole games,
// 20 of each game played by the scripted and random opponents: reading
// their summaries only (summaries), and replaying each as validate does
// (replayed). It reports the time a save: 2-4 ms replayed against under
// 1 ms, so 'list saves' replays (docs/performance.md).
func BenchmarkListSaves(b *testing.B) {
	a := newApp(io.Discard, io.Discard)
	dir := b.TempDir()
	for _, id := range a.gameIDs() {
		if code := run(context.Background(), a, []string{"selfplay", id, "--games", "20", "--save-dir", dir}); code != 0 {
			b.Fatalf("selfplay %s: exit %d", id, code)
		}
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(paths) != 100 {
		b.Fatalf("%d saves", len(paths))
	}
	list := func(b *testing.B, replay bool) {
		for b.Loop() {
			saves, err := store.List(dir, a.games.Lookup)
			if err != nil {
				b.Fatal(err)
			}
			for i := range saves {
				if replay {
					saves[i].Replay(a.games.Lookup)
				}
				if saves[i].Err != nil {
					b.Fatal(saves[i].Err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N*len(paths)), "ms/save")
	}
	b.Run("summaries", func(b *testing.B) { list(b, false) })
	b.Run("replayed", func(b *testing.B) { list(b, true) })
}
