package tui

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
)

// On a terminal the program draws its own frames, the moment they change.
//
// Bubble Tea's renderer draws on a ticker: a frame waits for the next tick
// (up to 8 ms at its highest rate of 120 a second), and the ticker wakes
// the program 120 times a second even while nobody presses a key. On the
// shared virtual machines this project is measured on, those wake-ups
// alone came to 1.1–1.6 % of a processor (docs/performance.md), over the
// 1 % an idle program may use, and no frame rate low enough to cut them
// keeps a key's answer within 10 ms. So where the program owns a terminal
// (standard input and output both terminals, not Windows) Bubble Tea runs
// without its renderer and keeps what it does best: the event loop and
// the reading of keys, mouse and paste. The painter below draws each view
// as soon as Bubble Tea has asked for it, with ultraviolet's renderer,
// which is the one Bubble Tea's renderer uses, so the bytes that change
// the screen are the same kind; an idle program sleeps.
//
// Elsewhere (Windows, whose console takes escape sequences only once
// Bubble Tea has turned them on; output or input that is not a terminal,
// as in the tests that run the program in-process) Bubble Tea's renderer
// draws as before. ARMADA_TUI_RENDERER=bubbletea chooses it on a terminal
// too, for a terminal the painter draws wrongly on, and for the test that
// compares the two cell by cell.

// rendererEnv names the environment variable that chooses Bubble Tea's
// renderer over the painter.
const rendererEnv = "ARMADA_TUI_RENDERER"

// painter draws an app's views on a terminal in the alternate screen.
// show hands it a view from Bubble Tea's event loop; its own goroutine
// draws the latest one, so a burst of messages draws once.
type painter struct {
	out     io.Writer
	profile colorprofile.Profile
	// The modes the first view asked for (open); the app asks for the
	// same in every view.
	mouse bool
	title string
	// syncd: the terminal draws a frame whole (synchronized output, mode
	// 2026), as it answered the question open asked.
	syncd atomic.Bool

	mu      sync.Mutex
	next    frame // the latest view, not drawn yet while pending
	pending bool
	// resized: the terminal was resized since the last frame drawn (its
	// size may be the one drawn at, as after a drag that shrank and grew
	// it back), and what it shows is unknown.
	resized bool
	// termW×termH: the terminal's size as last read (open, follow), the
	// one the app is laid out for (painted).
	termW, termH int
	failed       *drawFailure // a panic while drawing, which stopped the loop
	onFail       func()       // how the loop asks the program to quit then
	wake         chan struct{}
	quit         chan struct{}
	done         chan struct{}

	// The loop's own, and before it starts the first frame's.
	scr   *uv.TerminalRenderer
	cells uv.ScreenBuffer
	bytes bytes.Buffer // what scr writes, sent to out in one write
	last  frame        // on the screen
}

// frame is one view at the size it was laid out for.
type frame struct {
	content string
	w, h    int
}

// newPainter is a painter for out, a terminal in the colours of profile.
func newPainter(out io.Writer, profile colorprofile.Profile) *painter {
	return &painter{out: out, profile: profile, wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{})}
}

// open sets the terminal up as Bubble Tea's renderer sets it up for the
// app's first view, v, and draws it, laid out for w×h: the alternate
// screen, the cursor hidden, bracketed paste (a paste comes as one
// message), mouse clicks when the view asks for them, its window title,
// and the keyboard reporting Bubble Tea asks for (xterm's modifyOtherKeys
// and the kitty protocol's disambiguation, flag 1), so that keys arrive as
// they do under it. It asks, where Bubble Tea would ask, whether the
// terminal can draw a frame whole (mode 2026); painted passes the answer
// on (syncd). Bubble Tea asks at the same time about the Unicode core mode
// (2027), to measure wide graphemes as such; the painter does not, and
// measures every character alone, as Bubble Tea does without an answer.
//
// The first frame is written as it is, a line at a time, its colours
// brought down to the terminal's as ultraviolet brings them: at 200×60
// that is some 0.1 ms where building the renderer and drawing through it
// take 1.4 ms, and more from a cold start, when every millisecond shows.
// The renderer is built after the write and draws the same frame with its
// bytes dropped, so that it knows what the screen shows (the same cells,
// compared one by one in cmd/armada-tui's TestPainterDrawsAsBubbleTea);
// the cursor is then put where the renderer believes it is, and its pen is
// reset, as the frame's is.
func (p *painter) open(v tea.View, w, h int) error {
	p.mouse, p.title = v.MouseMode != tea.MouseModeNone, v.WindowTitle
	p.sized(w, h)
	var b bytes.Buffer
	b.WriteString(ansi.SetModeAltScreenSaveCursor + ansi.ResetModeTextCursorEnable + ansi.SetModeBracketedPaste)
	if p.mouse {
		b.WriteString(ansi.SetModeMouseButtonEvent + ansi.SetModeMouseExtSgr)
	}
	b.WriteString(ansi.SetWindowTitle(p.title))
	b.WriteString(ansi.SetModifyOtherKeys2 + ansi.PushKittyKeyboard(1))
	if askSync(os.Getenv) {
		b.WriteString(ansi.RequestModeSynchronizedOutput)
	}
	b.WriteString(ansi.CursorHomePosition + ansi.EraseEntireScreen)
	lines := strings.Split(v.Content, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	cw := &colorprofile.Writer{Forward: &b, Profile: p.profile}
	_, _ = io.WriteString(cw, strings.Join(lines, ansi.ResetStyle+"\r\n")+ansi.ResetStyle)
	if _, err := p.out.Write(b.Bytes()); err != nil {
		return err
	}

	p.scr = uv.NewTerminalRenderer(&p.bytes, os.Environ())
	p.scr.SetColorProfile(p.profile)
	p.scr.SetFullscreen(true)
	p.scr.SetRelativeCursor(false)
	p.scr.SetTabStops(-1)
	p.scr.SetScrollOptim(true)
	p.scr.Resize(w, h)
	p.cells = uv.NewScreenBuffer(w, h)
	p.last = frame{w: w, h: h}
	p.scr.Erase()
	p.render(frame{v.Content, w, h})
	p.bytes.Reset()
	if x, y := p.scr.Position(); x >= 0 && y >= 0 {
		_, err := io.WriteString(p.out, ansi.CursorPosition(x+1, y+1))
		return err
	}
	return nil
}

// run draws views as show hands them over, until close.
func (p *painter) run() {
	defer close(p.done)
	defer p.recoverDrawing()
	for {
		select {
		case <-p.quit:
			return
		case <-p.wake:
		}
		p.drawNext()
	}
}

// recoverDrawing ends the program on a panic while drawing rather than
// let it crash with the terminal raw and in the alternate screen: it keeps
// the panic (failure) and asks the program to quit (onFail), whose Run
// then gives the terminal back and reports it.
func (p *painter) recoverDrawing() {
	r := recover()
	if r == nil {
		return
	}
	p.mu.Lock()
	p.failed = &drawFailure{value: r, stack: debug.Stack()}
	quit := p.onFail
	p.mu.Unlock()
	if quit != nil {
		quit()
	}
}

// drawFailure is a panic while drawing, with where it happened.
type drawFailure struct {
	value any
	stack []byte
}

func (f *drawFailure) Error() string {
	return fmt.Sprintf("drawing the screen failed (a fault of the program's: %v)", f.value)
}

// failure is the panic that stopped the painter, or nil.
func (p *painter) failure() *drawFailure {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.failed
}

// drawNext draws the latest view show handed over, if it is not drawn
// yet: whole on a cleared screen if the terminal was resized meanwhile.
func (p *painter) drawNext() {
	p.mu.Lock()
	f, ok, whole := p.next, p.pending, p.resized
	p.pending = false
	if ok {
		p.resized = false
	}
	p.mu.Unlock()
	if !ok {
		return
	}
	if whole {
		p.last = frame{} // render draws a frame of another size whole
	}
	p.draw(f)
}

// resize tells the painter that the terminal was resized (SIGWINCH): the
// next frame is drawn whole, as Bubble Tea's renderer draws the frame
// after every resize, whatever its size. A terminal shrunk and grown back
// between two frames, or between two looks at its size (one SIGWINCH for
// both, or two that find the final size), has the size of the frame on
// it but has lost or moved the cells that were outside the smaller size.
// The WindowSizeMsg Bubble Tea sends as it starts is no resize: the first
// frame is on the screen as it was drawn.
func (p *painter) resize() {
	p.mu.Lock()
	p.resized = true
	p.mu.Unlock()
}

// sized records the terminal's size, just read.
func (p *painter) sized(w, h int) {
	p.mu.Lock()
	p.termW, p.termH = w, h
	p.mu.Unlock()
}

// size is the terminal's size as last read, or w×h before any was.
func (p *painter) size(w, h int) (int, int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.termW > 0 && p.termH > 0 {
		return p.termW, p.termH
	}
	return w, h
}

// show hands the painter the view Bubble Tea asked for, laid out for w×h.
func (p *painter) show(content string, w, h int) {
	p.mu.Lock()
	p.next, p.pending = frame{content, w, h}, true
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default: // a wake-up is on its way; it will find this view
	}
}

// draw writes what f changes on the screen. A write that fails is not
// retried: the terminal is gone, and the program will hear it (SIGHUP) or
// end.
func (p *painter) draw(f frame) {
	if f == p.last {
		return
	}
	p.render(f)
	if p.bytes.Len() == 0 {
		return
	}
	if p.syncd.Load() {
		_, _ = p.out.Write(slices.Concat([]byte(ansi.SetModeSynchronizedOutput), p.bytes.Bytes(), []byte(ansi.ResetModeSynchronizedOutput)))
	} else {
		_, _ = p.out.Write(p.bytes.Bytes())
	}
	p.bytes.Reset()
}

// askSync tells whether to ask the terminal about synchronized output,
// as Bubble Tea decides it: not over SSH, where the answer may come late,
// nor in Apple's Terminal, unless the terminal is Windows Terminal or one
// known by name to have it.
func askSync(getenv func(string) string) bool {
	term, prog := getenv("TERM"), getenv("TERM_PROGRAM")
	for _, known := range []string{"ghostty", "wezterm", "alacritty", "kitty", "rio"} {
		if strings.Contains(term, known) {
			return true
		}
	}
	return getenv("WT_SESSION") != "" || getenv("SSH_TTY") == "" && !strings.Contains(prog, "Apple")
}

// render draws f into the screen buffer and puts the bytes that bring the
// terminal from the last frame to it in p.bytes. A frame of another size
// is drawn whole on a cleared screen, as Bubble Tea draws one after a
// resize (terminals scroll or reflow what was there).
func (p *painter) render(f frame) {
	if f.w != p.last.w || f.h != p.last.h {
		p.scr.Resize(f.w, f.h)
		p.cells.Resize(f.w, f.h)
		p.cells.Touched = nil
		p.scr.Erase()
	}
	uv.NewStyledString(f.content).Draw(p.cells, p.cells.Bounds()) // clears the buffer first
	p.scr.Render(p.cells.RenderBuffer)
	_ = p.scr.Flush() // into p.bytes, which takes every write
	p.last = f
}

// close stops the loop, draws nothing more and puts the terminal back as
// Bubble Tea's renderer leaves it: keyboard reporting popped, the main
// screen with its cursor, paste and mouse reporting off, no title.
func (p *painter) close() {
	close(p.quit)
	<-p.done
	var b bytes.Buffer
	b.WriteString(ansi.ResetModifyOtherKeys + ansi.PopKittyKeyboard(1))
	// The cursor to the last line first, as Bubble Tea's renderer leaves
	// it: a terminal without an alternate screen (the Linux console,
	// screen with altscreen off) puts the prompt there, not amid the frame.
	b.WriteString(ansi.CursorPosition(1, max(1, p.last.h)))
	b.WriteString(ansi.ResetModeAltScreenSaveCursor + ansi.SetModeTextCursorEnable + ansi.ResetModeBracketedPaste)
	if p.mouse {
		b.WriteString(ansi.ResetModeMouseButtonEvent + ansi.ResetModeMouseAnyEvent + ansi.ResetModeMouseExtSgr)
	}
	b.WriteString(ansi.SetWindowTitle(""))
	_, _ = p.out.Write(b.Bytes())
}

// painted is an app whose views the painter draws: Bubble Tea, running
// without a renderer, gets an empty view. It keeps the size the app lays
// its views out for, which at each WindowSizeMsg is the terminal's size as
// last read, whatever size the message says (Update).
type painted struct {
	tea.Model
	p    *painter
	w, h int
}

func (m painted) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch v := msg.(type) {
	case tea.WindowSizeMsg:
		// Bubble Tea's first size (WithWindowSize), the first frame's, can
		// come after the one follow sends for a resize since: both wait for
		// the event loop, follow's sent first. Taken as it said, it left
		// the app laid out for a size the terminal no longer had.
		m.w, m.h = m.p.size(v.Width, v.Height)
		msg = tea.WindowSizeMsg{Width: m.w, Height: m.h}
	case tea.ModeReportMsg:
		// The answer to open's question: the mode is known and off.
		if v.Mode == ansi.ModeSynchronizedOutput && v.Value == ansi.ModeReset {
			m.p.syncd.Store(true)
		}
	}
	next, cmd := m.Model.Update(msg)
	m.Model = next
	return m, cmd
}

func (m painted) View() tea.View {
	m.p.show(m.Model.View().Content, m.w, m.h)
	return tea.View{}
}

// terminal is the program's terminal while the painter draws on it: its
// input in raw mode (Bubble Tea without a renderer leaves it as it is),
// and its size, followed.
type terminal struct {
	in, out *os.File
	raw     *term.State
	w, h    int
	p       *painter
	resized chan os.Signal
	stopped chan struct{}
	stderr  *os.File    // standard error while it is held (holdStderr),
	hold    *os.File    // the pipe that holds it,
	held    chan []byte // and what was written to it meanwhile
}

// openTerminal takes the terminal for the painter and draws a's first
// frame on it (firstView), or reports false, having taken nothing, where
// Bubble Tea's renderer is to draw (see the top of the file). The first
// view is laid out before the input is made raw: a panic in the first
// screen's init or view, which Bubble Tea would have caught, leaves the
// terminal as it was found.
func openTerminal(a *app, in, out *os.File) (*terminal, bool) {
	if runtime.GOOS == "windows" || os.Getenv(rendererEnv) == "bubbletea" ||
		!term.IsTerminal(in.Fd()) || !term.IsTerminal(out.Fd()) {
		return nil, false
	}
	w, h, err := term.GetSize(out.Fd())
	if err != nil || w <= 0 || h <= 0 {
		return nil, false
	}
	first := a.firstView(w, h)
	raw, err := term.MakeRaw(in.Fd())
	if err != nil {
		return nil, false
	}
	profile := a.cfg.Profile
	if profile == colorprofile.Unknown {
		profile = colorprofile.Detect(out, os.Environ())
	}
	t := &terminal{in: in, out: out, raw: raw, w: w, h: h, p: newPainter(out, profile)}
	if err := t.p.open(first, w, h); err != nil {
		_ = term.Restore(in.Fd(), raw)
		return nil, false
	}
	t.holdStderr()
	go t.p.run()
	return t, true
}

// holdStderr keeps what the program writes to standard error while the
// painter owns the screen, to write it once the terminal is given back
// (close): written on the screen, it would be drawn over by the next
// frame, or lost with the alternate screen. The one writer expected is
// Bubble Tea's report of a panic it caught, which it prints while the
// screen is still the painter's (its own renderer leaves the screen
// first). Where no pipe can be had, standard error is left as it is.
func (t *terminal) holdStderr() {
	r, w, err := os.Pipe()
	if err != nil {
		return
	}
	t.stderr, t.hold, os.Stderr = os.Stderr, w, w
	t.held = make(chan []byte, 1)
	go func() {
		b, _ := io.ReadAll(r)
		_ = r.Close()
		t.held <- b
	}()
}

// firstView is the app's view on a terminal of w×h cells before Bubble
// Tea starts. As Bubble Tea would, the screen's init runs first (start; its
// commands are kept for Bubble Tea's Init), then the app is sized as a
// resize message sizes it (it keeps the size; the message Bubble Tea sends
// first gives the same one). The screen's Update is not called: its
// messages come from Bubble Tea alone.
func (a *app) firstView(w, h int) tea.View {
	a.start()
	a.w, a.h = w, h
	a.resize()
	return a.View()
}

// model is a wrapped for Bubble Tea, and opts what it runs with: no
// renderer, the terminal's size as the first WindowSizeMsg, and a frame
// rate of one a second for the renderer's ticker, which runs all the same
// and has nothing to do.
func (t *terminal) model(a *app) (tea.Model, []tea.ProgramOption) {
	return painted{Model: a, p: t.p, w: t.w, h: t.h},
		[]tea.ProgramOption{tea.WithoutRenderer(), tea.WithFPS(1), tea.WithWindowSize(t.w, t.h)}
}

// follow sends p the terminal's size whenever it changes, until close,
// and lets the painter quit p if drawing fails (recoverDrawing).
func (t *terminal) follow(p *tea.Program) {
	t.p.mu.Lock()
	t.p.onFail = p.Quit
	t.p.mu.Unlock()
	t.resized = make(chan os.Signal, 1)
	t.stopped = make(chan struct{})
	if len(resizeSignals) > 0 { // Notify with none would relay every signal
		signal.Notify(t.resized, resizeSignals...)
	}
	// A resize since the first frame's size was taken signalled nobody.
	if w, h, err := term.GetSize(t.out.Fd()); err == nil && (w != t.w || h != t.h) {
		select {
		case t.resized <- nil:
		default: // a signal is there already
		}
	}
	go func() {
		for {
			select {
			case <-t.stopped:
				return
			case <-t.resized:
				// Before the size is sent: the frame laid out for it,
				// or one handed over earlier, is drawn whole.
				t.p.resize()
				if w, h, err := term.GetSize(t.out.Fd()); err == nil && w > 0 && h > 0 {
					t.p.sized(w, h)
					p.Send(tea.WindowSizeMsg{Width: w, Height: h})
				}
			}
		}
	}()
}

// close gives the terminal back as it was found, then writes what
// standard error was given meanwhile, and reports a panic that stopped the
// painter, with its stack on standard error.
func (t *terminal) close() error {
	if t.resized != nil {
		signal.Stop(t.resized)
		close(t.stopped)
	}
	t.p.close()
	_ = term.Restore(t.in.Fd(), t.raw)
	if t.hold != nil {
		os.Stderr = t.stderr
		_ = t.hold.Close()
		_, _ = t.stderr.Write(<-t.held)
	}
	if f := t.p.failure(); f != nil {
		fmt.Fprintf(os.Stderr, "%v\n%s", f.value, f.stack)
		return f
	}
	return nil
}
