package tui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	termio "github.com/charmbracelet/x/term"
	"github.com/charmbracelet/x/vt"
	"github.com/creack/pty"
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

// TestFirstFrameRunsInitOnce: the first frame, drawn before Bubble Tea
// starts, shows the screen after its init (a hotseat game's handoff is
// decided there), and Bubble Tea's Init then gets that init's commands
// without a second init: a new game's first save and an opponent's first
// move are asked for once.
func TestFirstFrameRunsInitOnce(t *testing.T) {
	s := &initScreen{}
	a := newApp(Config{}, s)
	v := a.firstView(80, 24)
	if !strings.Contains(v.Content, "inits 1") {
		t.Errorf("the first frame was drawn before the screen's init:\n%q", v.Content)
	}
	if got := strings.Count(v.Content, "\n"); got != 23 {
		t.Errorf("the first frame has %d line breaks, want 23 (24 lines)", got)
	}
	var out bytes.Buffer
	if err := newPainter(&out, colorprofile.TrueColor).open(v, 80, 24); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(out.Bytes(), []byte(ansi.SetModeAltScreenSaveCursor)) {
		t.Errorf("the first frame does not open the alternate screen: %q", out.Bytes()[:min(out.Len(), 20)])
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

// TestPainterOnlyOnATerminal: input and output that are not a terminal (a
// file, a pipe) are left to Bubble Tea's renderer: nothing is written, the
// input's mode is not touched and the screen's init waits for Bubble Tea.
func TestPainterOnlyOnATerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := &initScreen{}
	a := newApp(Config{}, s)
	if _, ok := openTerminal(a, f, f); ok {
		t.Error("the painter took a file for a terminal")
	}
	if st, err := f.Stat(); err != nil || st.Size() != 0 {
		t.Errorf("%d bytes written to a file (%v)", st.Size(), err)
	}
	if s.inits != 0 {
		t.Errorf("the screen's init ran without a frame drawn")
	}
}

// screenOf is what a terminal of w×h shows after out's bytes, line by
// line with its styles.
func screenOf(out []byte, w, h int) string {
	emu := vt.NewEmulator(w, h)
	go io.Copy(io.Discard, emu) // answers to queries, if any
	_, _ = emu.Write(out)
	return emu.Render()
}

// viewOf is a view of the app's kind (the mouse on) showing content.
func viewOf(content string) tea.View {
	v := tea.NewView(content)
	v.AltScreen, v.MouseMode, v.WindowTitle = true, tea.MouseModeCellMotion, "armada-tui"
	return v
}

// syncBuffer is a buffer the painter's goroutine writes while a test reads.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// openPty is a pseudo-terminal of w×h for a test: its controlling side,
// closed at the end, and the terminal side, left open (Bubble Tea's input
// reader may still be reading it after Run has returned). It skips the
// test where the system has none.
func openPty(t *testing.T, w, h int) (ptmx, tty *os.File) {
	t.Helper()
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { ptmx.Close() })
	if err := pty.Setsize(ptmx, &pty.Winsize{Cols: uint16(w), Rows: uint16(h)}); err != nil {
		t.Fatal(err)
	}
	return ptmx, tty
}

// TestPainterDrawsWhatChanged: after each of a run of frames (a line
// changed, colours changed, lines emptied, a larger terminal, a smaller
// one) the terminal the painter draws on shows what a terminal shows on
// which that frame alone is drawn, and after the last frame the painter
// has written less than it would drawing every frame whole.
func TestPainterDrawsWhatChanged(t *testing.T) {
	red := lipgloss.NewStyle().Foreground(lipgloss.Color("#ff0000")).Bold(true)
	rev := lipgloss.NewStyle().Reverse(true)
	lines := func(w, h int, f func(i int) string) string {
		var ls []string
		for i := range h {
			l := f(i)
			ls = append(ls, l+strings.Repeat(" ", max(0, w-ansi.StringWidth(l))))
		}
		return strings.Join(ls, "\n")
	}
	frames := []frame{
		// The last line short, as the app's help line is: the cursor is
		// left after it.
		{lines(80, 23, func(i int) string { return fmt.Sprintf("line %d of the menu", i) }) + "\nhelp", 80, 24},
		{lines(80, 24, func(i int) string {
			if i == 3 {
				return red.Render("> line 3 chosen")
			}
			return fmt.Sprintf("line %d of the menu", i)
		}), 80, 24},
		{lines(80, 24, func(i int) string {
			if i%2 == 0 {
				return rev.Render(fmt.Sprintf("row %d ⬡ ×", i))
			}
			return ""
		}), 80, 24},
		{lines(80, 24, func(int) string { return "" }), 80, 24},
		{"two short lines\nof a frame that is not padded", 80, 24},
		{lines(120, 40, func(i int) string { return fmt.Sprintf("%d: a wider terminal", i) }), 120, 40},
		{lines(60, 20, func(i int) string { return red.Render(fmt.Sprintf("%d: too small", i)) }), 60, 20},
		{lines(60, 20, func(i int) string { return red.Render(fmt.Sprintf("%d: too small", i)) }), 60, 20},
	}
	// The terminal drawn on loses what it showed when it is resized, as a
	// terminal that reflows its lines garbles it.
	term := vt.NewEmulator(frames[0].w, frames[0].h)
	go io.Copy(io.Discard, term)
	var out bytes.Buffer
	p := newPainter(&out, colorprofile.TrueColor)
	if err := p.open(viewOf(frames[0].content), frames[0].w, frames[0].h); err != nil {
		t.Fatal(err)
	}
	whole, n := 0, 0
	for i, f := range frames {
		if i > 0 {
			if f.w != frames[i-1].w || f.h != frames[i-1].h {
				term.Resize(f.w, f.h)
				_, _ = term.Write([]byte(ansi.EraseEntireScreen))
			}
			p.draw(f)
		}
		_, _ = term.Write(out.Bytes()[n:])
		n = out.Len()
		var alone bytes.Buffer
		if err := newPainter(&alone, colorprofile.TrueColor).open(viewOf(f.content), f.w, f.h); err != nil {
			t.Fatal(err)
		}
		whole += alone.Len()
		if got, want := term.Render(), screenOf(alone.Bytes(), f.w, f.h); got != want {
			t.Fatalf("frame %d: the screen drawn on differs from the frame drawn alone\n got: %q\nwant: %q", i, got, want)
		}
	}
	if out.Len() >= whole {
		t.Errorf("the painter wrote %d bytes for %d frames, no fewer than the %d of drawing each whole", out.Len(), len(frames), whole)
	}
	p.draw(frames[len(frames)-1])
	if out.Len() != n {
		t.Errorf("a frame drawn again wrote %q", out.Bytes()[n:])
	}
}

// TestPainterShowsTheLatest: views handed over faster than they are drawn
// end with the latest on the screen, and closing puts the terminal back:
// the main screen, the cursor shown, paste and mouse reporting off.
func TestPainterShowsTheLatest(t *testing.T) {
	out := &syncBuffer{}
	p := newPainter(out, colorprofile.TrueColor)
	if err := p.open(viewOf("first"), 80, 24); err != nil {
		t.Fatal(err)
	}
	go p.run()
	for i := range 200 {
		p.show(fmt.Sprintf("view %d", i), 80, 24)
	}
	// The painter draws on its own goroutine; wait for the last view.
	for !strings.Contains(screenOf(out.Bytes(), 80, 24), "view 199") {
		select {
		case <-p.done:
			t.Fatal("the painter stopped")
		case <-time.After(time.Millisecond):
		}
	}
	n := len(out.Bytes())
	p.close()
	tail := string(out.Bytes()[n:])
	for _, seq := range []string{ansi.ResetModeAltScreenSaveCursor, ansi.SetModeTextCursorEnable, ansi.ResetModeBracketedPaste, ansi.ResetModeMouseButtonEvent, ansi.PopKittyKeyboard(1)} {
		if !strings.Contains(tail, seq) {
			t.Errorf("closing did not write %q after the last frame", seq)
		}
	}
	// In Bubble Tea's order: the alternate screen's keyboard entry popped
	// before leaving it (popped after, it would be the main screen's), and
	// the cursor on the last line before, where a terminal without an
	// alternate screen puts the prompt.
	pop, bottom, leave := strings.Index(tail, ansi.PopKittyKeyboard(1)), strings.Index(tail, ansi.CursorPosition(1, 24)), strings.Index(tail, ansi.ResetModeAltScreenSaveCursor)
	if pop < 0 || bottom < 0 || !(pop < leave && bottom < leave) {
		t.Errorf("closing wrote the keyboard's pop at %d and the cursor's move to the last line at %d, the leaving of the alternate screen at %d: %q", pop, bottom, leave, tail)
	}
	p.show("after", 80, 24) // after close: dropped, never drawn, never blocks
	if strings.Contains(string(out.Bytes()), "after") {
		t.Error("a view shown after close was drawn")
	}
}

// TestPainterSynchronizedOutput: the painter asks the terminal whether it
// draws a frame whole (mode 2026) where Bubble Tea would ask, and once the
// terminal has said that it can, each frame comes between the mode's set
// and reset, as one write.
func TestPainterSynchronizedOutput(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{"TERM": "xterm-256color"}, true},
		{map[string]string{"TERM": "xterm-256color", "SSH_TTY": "/dev/pts/3"}, false},
		{map[string]string{"TERM": "xterm-kitty", "SSH_TTY": "/dev/pts/3"}, true},
		{map[string]string{"TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"}, false},
		{map[string]string{"TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"}, true},
		{map[string]string{"TERM": "xterm-256color", "SSH_TTY": "/dev/pts/3", "WT_SESSION": "1"}, true},
	} {
		if got := askSync(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("%v: asks %v, want %v", c.env, got, c.want)
		}
	}

	var out bytes.Buffer
	t.Setenv("TERM", "xterm-256color")
	t.Setenv("TERM_PROGRAM", "")
	t.Setenv("SSH_TTY", "")
	p := newPainter(&out, colorprofile.TrueColor)
	if err := p.open(viewOf("first"), 80, 24); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), ansi.RequestModeSynchronizedOutput) {
		t.Errorf("open did not ask the terminal about synchronized output: %q", out.String())
	}
	m := painted{Model: newApp(Config{}, &initScreen{}), p: p, w: 80, h: 24}
	m.Update(tea.ModeReportMsg{Mode: ansi.ModeSynchronizedOutput, Value: ansi.ModeReset})
	out.Reset()
	p.draw(frame{"second", 80, 24})
	if got := out.String(); !strings.HasPrefix(got, ansi.SetModeSynchronizedOutput) || !strings.HasSuffix(got, ansi.ResetModeSynchronizedOutput) || !strings.Contains(got, "second") {
		t.Errorf("a frame on a terminal that draws whole: %q", got)
	}
}

// panicScreen shows "ready" and panics at the key x, as a fault would.
type panicScreen struct{}

func (panicScreen) Update(msg tea.Msg) (Screen, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "x" {
		panic("a fault at the key x")
	}
	return panicScreen{}, nil
}
func (panicScreen) View(w, h int) string { return "ready" }
func (panicScreen) Keys() KeyMap         { return KeyMap{} }
func (panicScreen) Typing() bool         { return false }

// TestPainterKeepsAPanicsReport: Bubble Tea prints the report of a panic
// it caught while the painter still owns the screen; the report is held
// and written to standard error once the terminal is given back, not
// drawn into the alternate screen and lost with it. The program runs in
// this process on a pseudo-terminal, which is its standard error too.
func TestPainterKeepsAPanicsReport(t *testing.T) {
	if raceDetector {
		// After a caught panic Bubble Tea's shutdown cancels its input
		// reader while the reader's goroutine may still read the file
		// (muesli/cancelreader): a race of the library's own, which the
		// detector reports in about 1 run of 10 (make race).
		t.Skip("Bubble Tea's input reader races with its own shutdown after a panic")
	}
	ptmx, tty := openPty(t, 80, 24)
	stdin, stdout, stderr := os.Stdin, os.Stdout, os.Stderr
	os.Stdin, os.Stdout, os.Stderr = tty, tty, tty
	defer func() { os.Stdin, os.Stdout, os.Stderr = stdin, stdout, stderr }()
	screen := &syncBuffer{}
	go io.Copy(screen, ptmx)

	done := make(chan error, 1)
	go func() { done <- Run(newApp(Config{}, panicScreen{})) }()
	for !strings.Contains(string(screen.Bytes()), "ready") {
		time.Sleep(time.Millisecond)
	}
	if _, err := ptmx.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	var err error
	select {
	case err = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the program did not end after its panic")
	}
	if !errors.Is(err, tea.ErrProgramPanic) {
		t.Errorf("Run returned %v, want Bubble Tea's ErrProgramPanic", err)
	}
	if os.Stderr != tty {
		t.Error("standard error was not given back")
	}
	const report = "a fault at the key x"
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(string(screen.Bytes()), report) && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	out := string(screen.Bytes())
	left := strings.LastIndex(out, ansi.ResetModeAltScreenSaveCursor)
	switch at := strings.Index(out, report); {
	case at < 0:
		t.Errorf("the panic's report never reached the terminal:\n%q", out)
	case left < 0 || at < left:
		t.Errorf("the panic's report was written before the terminal was given back (report at byte %d, the main screen back at %d)", at, left)
	}
}

// TestPainterRedrawsAfterAResize: a terminal shrunk and grown back to the
// size of the frame on it (a window dragged smaller and back, with one
// SIGWINCH for both, or two that both find the final size) has lost the
// lines it cut; the painter, told of the resize, draws the next frame
// whole, even where the view is the one on the screen, as Bubble Tea's
// renderer draws the frame after every resize. The size Bubble Tea sends
// as it starts is no resize: the first frame is not drawn again.
func TestPainterRedrawsAfterAResize(t *testing.T) {
	var b strings.Builder
	for i := range 24 {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "line %d of the table", i)
	}
	content := b.String()
	term := vt.NewEmulator(80, 24)
	go io.Copy(io.Discard, term)
	var out bytes.Buffer
	p := newPainter(&out, colorprofile.TrueColor)
	if err := p.open(viewOf(content), 80, 24); err != nil {
		t.Fatal(err)
	}
	_, _ = term.Write(out.Bytes())
	want := term.Render()

	// Bubble Tea's first WindowSizeMsg, of the size the first frame was
	// drawn at, and the app's view for it: nothing to write.
	m := painted{Model: newApp(Config{}, &initScreen{}), p: p, w: 80, h: 24}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	out.Reset()
	p.show(content, 80, 24)
	p.drawNext()
	if out.Len() != 0 {
		t.Errorf("the size Bubble Tea starts with drew the first frame again: %q", out.Bytes())
	}

	term.Resize(80, 5)
	term.Resize(80, 24)
	if term.Render() == want {
		t.Fatal("the emulator kept what a shrunk terminal loses; the test shows nothing")
	}
	p.resize() // the SIGWINCH
	p.show(content, 80, 24)
	p.drawNext()
	_, _ = term.Write(out.Bytes())
	if got := term.Render(); got != want {
		t.Errorf("after the terminal shrank and grew back, the screen is not the frame:\n got: %q\nwant: %q", got, want)
	}

	// The resize is spent: the same view again writes nothing.
	out.Reset()
	p.show(content, 80, 24)
	p.drawNext()
	if out.Len() != 0 {
		t.Errorf("a frame drawn again after the redraw wrote %q", out.Bytes())
	}
}

// breakingWriter is a terminal whose writes panic once broken is set, as
// a fault in drawing would.
type breakingWriter struct {
	syncBuffer
	broken atomic.Bool
}

func (w *breakingWriter) Write(b []byte) (int, error) {
	if w.broken.Load() {
		panic("the drawing broke")
	}
	return w.syncBuffer.Write(b)
}

// TestPainterEndsTheProgramOnAPanic: a panic while drawing stops the
// painter's loop without crashing the program, which would leave the
// terminal raw; the painter keeps it with its stack and asks the program
// to quit, once.
func TestPainterEndsTheProgramOnAPanic(t *testing.T) {
	out := &breakingWriter{}
	p := newPainter(out, colorprofile.TrueColor)
	if err := p.open(viewOf("first"), 80, 24); err != nil {
		t.Fatal(err)
	}
	var quits atomic.Int32
	p.onFail = func() { quits.Add(1) }
	go p.run()
	out.broken.Store(true)
	p.show("second", 80, 24)
	select {
	case <-p.done:
	case <-time.After(10 * time.Second):
		t.Fatal("the painter's loop did not stop")
	}
	f := p.failure()
	if f == nil || !strings.Contains(f.Error(), "the drawing broke") || !bytes.Contains(f.stack, []byte("painter")) {
		t.Fatalf("the panic was not kept with its stack: %v", f)
	}
	if n := quits.Load(); n != 1 {
		t.Errorf("the program was asked to quit %d times, want once", n)
	}
	p.show("third", 80, 24) // after the loop stopped: dropped, never blocks
}

// TestPainterKeepsTheSizeOfAResizeAtStart: a terminal resized while the
// first frame is drawn (a tiling window manager placing a new terminal, a
// tmux split) is followed (follow), and the app stays laid out for the new
// size, though Bubble Tea's own first size, the first frame's, reaches the
// event loop after the new one. The program runs in this process on a
// pseudo-terminal, as Run runs it, with a filter that counts the sizes.
func TestPainterKeepsTheSizeOfAResizeAtStart(t *testing.T) {
	ptmx, tty := openPty(t, 80, 24)
	stdin, stdout := os.Stdin, os.Stdout
	os.Stdin, os.Stdout = tty, tty
	defer func() { os.Stdin, os.Stdout = stdin, stdout }()
	go io.Copy(io.Discard, ptmx)

	a := newApp(Config{}, &initScreen{})
	term, ok := openTerminal(a, tty, tty)
	if !ok {
		t.Fatal("the painter did not take the pseudo-terminal")
	}
	if err := pty.Setsize(ptmx, &pty.Winsize{Cols: 100, Rows: 30}); err != nil {
		t.Fatal(err)
	}
	m, opts := term.model(a)
	sizes := make(chan tea.WindowSizeMsg, 4)
	opts = append(opts, tea.WithFilter(func(_ tea.Model, msg tea.Msg) tea.Msg {
		if s, ok := msg.(tea.WindowSizeMsg); ok {
			sizes <- s
		}
		return msg
	}))
	p := tea.NewProgram(m, opts...)
	term.follow(p)
	done := make(chan error, 1)
	go func() {
		_, err := p.Run()
		done <- err
	}()
	// Two sizes come: Bubble Tea's first and the one follow read.
	got := []tea.WindowSizeMsg{<-sizes, <-sizes}
	p.Quit()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := term.close(); err != nil {
		t.Fatal(err)
	}
	if a.w != 100 || a.h != 30 {
		t.Errorf("after the sizes %v the app is laid out for %d×%d, the terminal is 100×30", got, a.w, a.h)
	}
	if next := term.p.next; next.w != 100 || next.h != 30 {
		t.Errorf("the last view handed to the painter is laid out for %d×%d, the terminal is 100×30", next.w, next.h)
	}
}

// initPanics is a screen whose init panics, as a fault would.
type initPanics struct{ initScreen }

func (*initPanics) init() tea.Cmd { panic("a fault in the first screen's init") }

// TestPainterLeavesTheTerminalOnAPanicAtStart: a panic in the first
// screen's init, run for the first frame before Bubble Tea (which would
// catch it) starts, leaves the terminal's input as it was, not raw.
func TestPainterLeavesTheTerminalOnAPanicAtStart(t *testing.T) {
	ptmx, tty := openPty(t, 80, 24)
	defer tty.Close() // no Bubble Tea here to read it
	go io.Copy(io.Discard, ptmx)
	before, err := termio.GetState(tty.Fd())
	if err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() {
			if r := recover(); r == nil {
				t.Error("the screen's init did not panic")
			}
		}()
		openTerminal(newApp(Config{}, &initPanics{}), tty, tty)
	}()
	after, err := termio.GetState(tty.Fd())
	if err != nil {
		t.Fatal(err)
	}
	if *after != *before {
		t.Error("the panic left the terminal's input raw")
	}
}
