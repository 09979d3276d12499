package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestScenarioFileMustBeARegularFile: --scenario PATH is a file argument,
// and every file argument must be a regular file of a bounded size. A
// named pipe held the program for ever, waiting for a writer, and a
// device such as /dev/zero read on without end; a folder and a missing
// file said "read PATH: is a directory" and "open PATH: ...", naming a
// system call.
func TestScenarioFileMustBeARegularFile(t *testing.T) {
	c := newCLI(t, false)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.yaml")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipe:", err)
	}
	missing := filepath.Join(dir, "missing.yaml")
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, []byte(strings.Repeat("#", 2<<20)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{
		{fifo, fifo + ": a named pipe, not a file"},
		{os.DevNull, os.DevNull + ": a device, not a file"},
		{dir, dir + ": a folder, not a file"},
		{missing, missing + ": no such file or directory"},
		{big, big + ": larger than 1 MiB: not a scenario file"},
	} {
		for _, cmd := range []string{"play", "selfplay"} {
			done := make(chan string, 1)
			go func() { done <- c.fails(exitFailure, tc.want, cmd, "race", "--scenario", tc.path) }()
			select {
			case errOut := <-done:
				if strings.Contains(errOut, "open ") || strings.Contains(errOut, "read ") {
					t.Errorf("%s --scenario %s names a system call: %q", cmd, tc.path, errOut)
				}
			case <-time.After(10 * time.Second):
				t.Fatalf("%s --scenario %s: still reading after 10 s", cmd, tc.path)
			}
		}
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("a bad scenario file opened a screen: %v", c.screen.calls)
	}
}
