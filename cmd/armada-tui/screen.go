package main

import (
	"errors"
	"os"
	"time"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// defaultAIDelay paces a scripted opponent on the screen so that a person
// can follow its moves (--ai-delay changes it).
const defaultAIDelay = 350 * time.Millisecond

// terminalScreen runs the Bubble Tea program of internal/tui on the games
// of a registry.
type terminalScreen struct{ games registry }

// config is the screens' configuration. Without colour (NO_COLOR) the
// boards keep bold, underline and reverse video, which NO_COLOR leaves on.
// The terminal's colours are found as Bubble Tea finds them, so that a
// terminal of 16 colours gets a side colour of its own for every side.
func (s terminalScreen) config(c uiConfig) tui.Config {
	return tui.Config{ASCII: c.ASCII, Color: c.Color, Mono: !c.Color, Mouse: c.Mouse, SaveDir: c.SaveDir,
		Catalog: catalog{s.games}, AIDelay: c.AIDelay, Notice: c.Notice, Profile: colorprofile.Detect(os.Stdout, os.Environ()),
		HandoffGuard: handoffGuard}
}

// handoffGuard is how long the handoff screen takes no Enter: keys typed
// ahead in a burst arrive within milliseconds, and a person who reads
// "Pass the terminal to …" and presses Enter takes several times as long.
const handoffGuard = 250 * time.Millisecond

// Ready implements screen: the program needs a terminal for its input and
// its output.
func (terminalScreen) Ready() error {
	if !term.IsTerminal(os.Stdin.Fd()) || !term.IsTerminal(os.Stdout.Fd()) {
		return errors.New("no terminal to play on (standard input and output must be a terminal; 'selfplay' and 'replay --headless' need none)")
	}
	return nil
}

func (s terminalScreen) Menu(c uiConfig) error { return tui.RunMenu(s.config(c)) }
func (s terminalScreen) Game(sess *engine.Session, c uiConfig) error {
	return tui.RunGame(sess, s.config(c))
}
func (s terminalScreen) NewGame(sess *engine.Session, c uiConfig) error {
	return tui.RunNewGame(sess, s.config(c))
}
func (s terminalScreen) Replay(sess *engine.Session, at int, c uiConfig) error {
	return tui.RunReplay(sess, at, s.config(c))
}
