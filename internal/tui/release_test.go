package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

// lockedScreen is a screen of another package that holds a file's lock
// (as the SSCS designer holds its design file's).
type lockedScreen struct{ released int }

func (s *lockedScreen) Update(tea.Msg) (Screen, tea.Cmd) { return s, nil }
func (s *lockedScreen) View(int, int) string             { return "" }
func (s *lockedScreen) Keys() KeyMap                     { return KeyMap{} }
func (s *lockedScreen) Typing() bool                     { return false }
func (s *lockedScreen) Release()                         { s.released++ }

// TestReleaserGivesTheLockUp: when the program ends on a screen of a
// game's package that holds a lock (Releaser), the lock is given up. The
// app looked for an unexported release only, which no other package's
// screen can have, and the designer's lock outlived a closed terminal.
func TestReleaserGivesTheLockUp(t *testing.T) {
	s := &lockedScreen{}
	newApp(Config{}, s).release()
	if s.released != 1 {
		t.Fatalf("released %d times", s.released)
	}
}
