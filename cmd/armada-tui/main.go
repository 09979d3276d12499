// Command armada-tui plays tabletop starship games in the terminal, two
// people at one keyboard or one against a scripted opponent, and saves,
// resumes, replays and verifies them from the command line.
package main

import (
	"context"
	"os"
	"os/signal"
)

// Set by the linker: -X main.version=… -X main.commit=…
var (
	version = ""
	commit  = ""
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, newApp(os.Stdout, os.Stderr), os.Args[1:])
	stop()
	os.Exit(code)
}
