package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"charm.land/fang/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// screen is the interactive part of the program; tests replace it.
type screen interface {
	// Ready fails when there is no terminal to play on: commands that open
	// a screen ask first, before they write anything.
	Ready() error
	Menu(c uiConfig) error
	Game(s *engine.Session, c uiConfig) error
	Replay(s *engine.Session, turn int, c uiConfig) error
}

// uiConfig holds the choices that apply to every screen (tui.Config).
type uiConfig struct {
	ASCII, Color, Mouse bool
	SaveDir             string
}

// app holds everything the commands touch outside themselves, so that tests
// run them in-process with their own writers, games, clock and screen.
type app struct {
	out, errOut io.Writer
	games       registry
	screen      screen
	now         func() time.Time
	getenv      func(string) string
	saveDir     func() (string, error)

	// global flags
	ascii, noMouse bool
}

func newApp(out, errOut io.Writer) *app {
	return &app{
		out: out, errOut: errOut,
		games:   builtin{},
		screen:  terminalScreen{games: builtin{}},
		now:     time.Now,
		getenv:  os.Getenv,
		saveDir: store.Dir,
	}
}

// config builds the screen's configuration from the global flags and the
// environment: NO_COLOR set to anything but the empty string turns colour off.
func (a *app) config() uiConfig {
	c := uiConfig{ASCII: a.ascii, Color: a.getenv("NO_COLOR") == "", Mouse: !a.noMouse}
	if d, err := a.saveDir(); err == nil {
		c.SaveDir = d
	}
	return c
}

// usageError is a mistake in the command line: exit code 2.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return &usageError{fmt.Errorf(format, args...)} }

// quietError fails with exit code 1 after the command has already said why.
type quietError struct{ msg string }

func (e *quietError) Error() string { return e.msg }

// args wraps a cobra argument check so that its errors are usage errors.
func args(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, a []string) error {
		if err := check(cmd, a); err != nil {
			return &usageError{err}
		}
		return nil
	}
}

// exitCode maps an error of a command to the process's exit code.
func exitCode(err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	}
	// Errors cobra makes itself before any command runs.
	s := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "flag needs an argument", "invalid argument", "accepts ", "requires at least", "requires at most"} {
		if strings.HasPrefix(s, p) {
			return exitUsage
		}
	}
	return exitFailure
}

// run executes the command line and returns the exit code.
func run(ctx context.Context, a *app, argv []string) int {
	root := newRoot(a)
	if argv == nil {
		argv = []string{} // cobra reads os.Args when given nil
	}
	root.SetArgs(argv)
	root.SetOut(a.out)
	root.SetErr(a.errOut)
	root.SetIn(strings.NewReader(""))
	err := fang.Execute(ctx, root,
		fang.WithVersion(versionString()),
		fang.WithErrorHandler(a.printError),
	)
	return exitCode(err)
}

// printError writes an error to stderr: one plain line when stderr is not a
// terminal, fang's styled block when it is.
func (a *app) printError(w io.Writer, styles fang.Styles, err error) {
	var qe *quietError
	if errors.As(err, &qe) && qe.msg == "" {
		return
	}
	fw := w
	if cw, ok := w.(*colorprofile.Writer); ok {
		fw = cw.Forward
	}
	if f, ok := fw.(term.File); ok && term.IsTerminal(f.Fd()) && a.getenv("NO_COLOR") == "" {
		fang.DefaultErrorHandler(w, styles, err)
		return
	}
	fmt.Fprintln(fw, "armada-tui: "+err.Error())
	if exitCode(err) == exitUsage {
		fmt.Fprintln(fw, "Try 'armada-tui --help' for usage.")
	}
}

func newRoot(a *app) *cobra.Command {
	root := &cobra.Command{
		Use:   "armada-tui",
		Short: "Tabletop starship games in the terminal, every rule enforced",
		Long: `armada-tui plays tabletop starship games in the terminal: two people at one
keyboard (hotseat) or one against a scripted opponent. Every game is saved
after every move and can be resumed, replayed and verified.

Without a command it opens the menu.`,
		Example: `  armada-tui                                  # the menu
  armada-tui play stellararmada               # hotseat
  armada-tui play stellararmada --solo red    # you play Red against the computer
  armada-tui resume                           # continue the latest game
  armada-tui replay game.json --headless      # the game's log as text`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.screen.Menu(a.config())
		},
	}
	root.PersistentFlags().BoolVar(&a.ascii, "ascii", false, "draw with plain ASCII instead of Unicode")
	root.PersistentFlags().BoolVar(&a.noMouse, "no-mouse", false, "do not capture the mouse")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{err} })
	root.AddCommand(
		a.playCmd(a.runPlay), a.resumeCmd(a.runResume), a.replayCmd(a.runReplay), a.selfplayCmd(a.runSelfplay),
		a.listCmd(a.runList), a.validateCmd(a.runValidate), a.versionCmd(a.runVersion), a.campaignCmd(),
	)
	return root
}
