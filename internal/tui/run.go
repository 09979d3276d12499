// Package tui is the Bubble Tea program: the menu, the game screens, the
// handoff screen between hotseat players, help, the log and the replay
// viewer. It only turns keys into intents and draws states; every rule
// lives in the game packages.
package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Config holds the choices that apply to every screen.
type Config struct {
	ASCII   bool   // plain ASCII glyphs instead of Unicode
	Color   bool   // false when NO_COLOR is set
	Mouse   bool   // report mouse clicks
	SaveDir string // where new games are autosaved
}

// RunMenu opens the menu: game, scenario, hotseat or solo.
func RunMenu(cfg Config) error { return run(newApp(cfg, newMenu(cfg))) }

// RunGame plays a session, new or resumed, saving after every intent.
func RunGame(sess *engine.Session, cfg Config) error {
	return run(newApp(cfg, newPlay(cfg, sess)))
}

// RunReplay steps through a session's intents, starting at turn.
func RunReplay(sess *engine.Session, turn int, cfg Config) error {
	return run(newApp(cfg, newReplay(cfg, sess, turn)))
}

func run(a *app) error {
	_, err := tea.NewProgram(a).Run()
	return err
}
