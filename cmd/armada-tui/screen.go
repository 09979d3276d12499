package main

import (
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// aiDelay paces a scripted opponent on the screen so that a person can
// follow its moves.
const aiDelay = 350 * time.Millisecond

// terminalScreen runs the Bubble Tea program of internal/tui on the games
// of a registry.
type terminalScreen struct{ games registry }

func (s terminalScreen) config(c uiConfig) tui.Config {
	return tui.Config{ASCII: c.ASCII, Color: c.Color, Mouse: c.Mouse, SaveDir: c.SaveDir,
		Catalog: catalog{s.games}, AIDelay: aiDelay}
}

func (s terminalScreen) Menu(c uiConfig) error { return tui.RunMenu(s.config(c)) }
func (s terminalScreen) Game(sess *engine.Session, c uiConfig) error {
	return tui.RunGame(sess, s.config(c))
}
func (s terminalScreen) Replay(sess *engine.Session, turn int, c uiConfig) error {
	return tui.RunReplay(sess, turn, s.config(c))
}
