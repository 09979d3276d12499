package tui

import (
	"bytes"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
)

// The first frame is drawn before Bubble Tea starts. Bubble Tea writes a
// frame only on its renderer's ticker, and its start (the terminal put in
// raw mode, the input reader, then the first tick) takes some 10–15 ms of a
// start of 20 here, and more from a cold start: an empty Bubble Tea program
// shows its first line some 23–39 ms after it is started after a pause
// (docs/performance.md), where a Go program that prints one shows it in 5.
// So the program draws the screen it opens on itself, once, as soon as it
// knows the terminal's size; Bubble Tea's first frame then erases it and
// draws the same cells again (its renderer clears the screen on entering
// the alternate screen), and from there on Bubble Tea alone draws.

// prepaint draws the app's first frame on out, the terminal, in the
// alternate screen with the cursor hidden, as Bubble Tea will draw it. It
// draws nothing where that cannot be done safely: output that is not a
// terminal, a size the terminal does not tell, and Windows, whose console
// takes escape sequences only once Bubble Tea has turned them on. It
// reports whether it drew, so that a Bubble Tea that fails before its own
// first frame does not leave the terminal in the alternate screen.
func (a *app) prepaint(out *os.File) bool {
	if runtime.GOOS == "windows" || !term.IsTerminal(out.Fd()) {
		return false
	}
	w, h, err := term.GetSize(out.Fd())
	if err != nil || w <= 0 || h <= 0 {
		return false
	}
	profile := a.cfg.Profile
	if profile == colorprofile.Unknown {
		profile = colorprofile.Detect(out, os.Environ())
	}
	_, err = out.Write(a.firstFrame(w, h, profile))
	return err == nil
}

// firstFrame is what prepaint writes for a terminal of w×h cells in the
// given colours: the alternate screen, the cursor hidden and the screen
// cleared, then the frame Bubble Tea would draw at that size, a line at a
// time, its colours brought down to the profile as Bubble Tea brings them.
// As Bubble Tea would, the screen's init runs first (start; its commands
// are kept for Bubble Tea), then the app is sized as a resize message sizes
// it (it keeps the size; the message Bubble Tea sends first gives the same
// one). The screen's Update is not called: its messages come from Bubble
// Tea alone.
func (a *app) firstFrame(w, h int, profile colorprofile.Profile) []byte {
	a.start()
	a.w, a.h = w, h
	a.resize()
	var buf bytes.Buffer
	buf.WriteString(ansi.SetModeAltScreenSaveCursor + ansi.HideCursor + ansi.CursorHomePosition + ansi.EraseEntireScreen)
	lines := strings.Split(a.View().Content, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	cw := &colorprofile.Writer{Forward: &buf, Profile: profile}
	_, _ = io.WriteString(cw, strings.Join(lines, ansi.ResetStyle+"\r\n")+ansi.ResetStyle)
	return buf.Bytes()
}

// unprepaint leaves the alternate screen prepaint entered and shows the
// cursor again, for a Bubble Tea that failed before it drew.
func unprepaint(out io.Writer) {
	_, _ = io.WriteString(out, ansi.ShowCursor+ansi.ResetModeAltScreenSaveCursor)
}
