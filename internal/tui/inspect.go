package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Snapshot is what the program shows at one moment, read without a
// terminal: the tests of the games' screens (internal/tui/<id>) check it
// besides the text of the frame.
type Snapshot struct {
	// Screen is the current screen (a game's own screen, say).
	Screen Screen
	// InGame is true on the game screen; the fields below are set only then.
	InGame bool
	// Handoff is true while the handoff screen hides the game.
	Handoff bool
	// Viewer is whose eyes the game screen shows.
	Viewer engine.Player
	// Shown is the state as the viewer may see it.
	Shown engine.State
	// Session is the game being played.
	Session *engine.Session
	// Hover is the intent under the action list's cursor, or the intent the
	// open text field parses to.
	Hover engine.Intent
	// Status is the status line; StatusIsError when it reports a mistake.
	Status        string
	StatusIsError bool
	// Entry is the text field of a typed intent, nil when none is open.
	Entry *EntrySnapshot
	// Board is the game's board.
	Board Board
	// Waiting is true while a scripted opponent thinks.
	Waiting bool
	// Phase is the game's own screen for the phase, nil for the board and
	// the action list.
	Phase PhaseModel
	// Briefing is true while the briefing covers the table (a new game
	// opens on it; enter closes it).
	Briefing bool
	// Ended is true while the page of a battle's end covers everything
	// (Screens.StageEnd; enter goes on).
	Ended bool
}

// EntrySnapshot is a typed intent being written.
type EntrySnapshot struct {
	Prompt, Text string
	Intent       engine.Intent // what the text parses to, nil while Err is set
	Err          error
}

// Inspect reads a model made by NewMenu, NewGame or NewApp.
func Inspect(m tea.Model) Snapshot {
	a, ok := m.(*app)
	if !ok {
		return Snapshot{}
	}
	s := Snapshot{Screen: a.cur}
	p, ok := a.cur.(*play)
	if !ok {
		return s
	}
	s.InGame, s.Handoff, s.Viewer, s.Shown, s.Session = true, p.handoff != engine.NoPlayer, p.viewer, p.shown, p.sess
	s.Status, s.StatusIsError, s.Board, s.Waiting = p.status, p.isErr, p.board, p.waiting
	s.Hover, s.Phase, s.Briefing = p.actions.hover(), p.phase, p.over == briefingOverlay
	s.Ended = p.ended != nil
	if e := p.entry; e != nil {
		s.Entry = &EntrySnapshot{Prompt: e.prompt, Text: e.input.Value(), Intent: e.intent, Err: e.err}
		s.Hover = e.intent
	}
	return s
}
