// Command armada-tui plays tabletop starship games in the terminal, two
// people at one keyboard or one against the computer, and saves,
// resumes, replays and verifies them from the command line.
package main

import (
	"context"
	"os"
)

// Set by the linker: -X main.version=… -X main.commit=…
var (
	version = ""
	commit  = ""
)

// main catches no signal of its own. Ctrl-C (SIGINT) ends a command with
// no screen at once, as any command's: every file it writes is written
// whole or not at all (store.WriteFileAtomic), and a lock it leaves names a
// dead process, which the next armada-tui takes over. The screens catch
// SIGINT and SIGTERM themselves (Bubble Tea) and SIGHUP (tui.Run), so as
// to give their save's lock up. The interrupt was caught here once and
// nothing listened: Ctrl-C did nothing to a thousand games of selfplay, a
// campaign played with no screen or a long validate.
func main() {
	os.Exit(run(context.Background(), newApp(os.Stdout, os.Stderr), os.Args[1:]))
}
