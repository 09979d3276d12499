package main

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// terminalScreen runs the Bubble Tea program of internal/tui.
type terminalScreen struct{}

func tuiConfig(c uiConfig) tui.Config {
	return tui.Config{ASCII: c.ASCII, Color: c.Color, Mouse: c.Mouse, SaveDir: c.SaveDir}
}

func (terminalScreen) Menu(c uiConfig) error { return tui.RunMenu(tuiConfig(c)) }
func (terminalScreen) Game(s *engine.Session, c uiConfig) error {
	return tui.RunGame(s, tuiConfig(c))
}
func (terminalScreen) Replay(s *engine.Session, turn int, c uiConfig) error {
	return tui.RunReplay(s, turn, tuiConfig(c))
}
