package tui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
)

// initScreen is a screen that counts its inits; its init's command says
// which init it came from.
type initScreen struct{ inits int }

type initMsg int

func (s *initScreen) init() tea.Cmd {
	s.inits++
	n := s.inits
	return func() tea.Msg { return initMsg(n) }
}
func (s *initScreen) Update(tea.Msg) (Screen, tea.Cmd) { return s, nil }
func (s *initScreen) View(w, h int) string {
	return strings.Repeat("x", w) + "\ninits " + string(rune('0'+s.inits))
}
func (s *initScreen) Keys() KeyMap { return KeyMap{} }
func (s *initScreen) Typing() bool { return false }

// TestFirstFrameRunsInitOnce: the prepainted frame shows the screen after
// its init (a hotseat game's handoff is decided there), and Bubble Tea's
// Init then gets that init's commands without a second init: a new game's
// first save and an opponent's first move are asked for once.
func TestFirstFrameRunsInitOnce(t *testing.T) {
	s := &initScreen{}
	a := newApp(Config{}, s)
	frame := a.firstFrame(80, 24, colorprofile.TrueColor)
	if !bytes.Contains(frame, []byte("inits 1")) {
		t.Errorf("the first frame was drawn before the screen's init:\n%q", frame)
	}
	if !bytes.HasPrefix(frame, []byte("\x1b[?1049h")) {
		t.Errorf("the first frame does not open the alternate screen: %q", frame[:min(len(frame), 20)])
	}
	if got := bytes.Count(frame, []byte("\r\n")); got != 23 {
		t.Errorf("the first frame has %d line breaks, want 23 (24 lines)", got)
	}
	cmd := a.Init()
	if s.inits != 1 {
		t.Fatalf("the screen's init ran %d times, want once", s.inits)
	}
	if cmd == nil {
		t.Fatal("Init lost the commands of the init the first frame ran")
	}
	if msg := cmd(); msg != initMsg(1) {
		t.Errorf("Init's command gave %v, want the first init's", msg)
	}
	if a.Init() != nil || s.inits != 1 {
		t.Errorf("a second Init ran the screen's init again or handed its commands out twice")
	}

	// Without a first frame drawn, Init runs the init as it always did.
	s2 := &initScreen{}
	if cmd := newApp(Config{}, s2).Init(); cmd == nil || s2.inits != 1 {
		t.Errorf("Init without a first frame: init ran %d times, command %v", s2.inits, cmd)
	}
}

// TestPrepaintOnlyOnATerminal: output that is not a terminal (a file, a
// pipe) gets no prepainted frame, and the screen's init waits for Bubble
// Tea.
func TestPrepaintOnlyOnATerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := &initScreen{}
	a := newApp(Config{}, s)
	if a.prepaint(f) {
		t.Error("prepaint drew on a file")
	}
	if st, err := f.Stat(); err != nil || st.Size() != 0 {
		t.Errorf("prepaint wrote %d bytes to a file (%v)", st.Size(), err)
	}
	if s.inits != 0 {
		t.Errorf("the screen's init ran without a frame drawn")
	}
}
