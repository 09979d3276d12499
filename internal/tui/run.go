// Package tui is the Bubble Tea program: the menu, the game screens, the
// handoff screen between hotseat players, help, the log and the replay
// viewer. It only turns keys into intents and draws states; every rule
// lives in the game packages.
package tui

import (
	"errors"
	"os"
	"os/signal"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/store"
)

// Config holds the choices that apply to every screen.
type Config struct {
	ASCII bool // plain ASCII glyphs instead of Unicode
	Color bool // false when NO_COLOR is set
	// Mono keeps bold, underline and reverse video on the boards when
	// Color is off, as NO_COLOR asks; off, a board is plain text (the
	// golden files of the tests).
	Mono bool
	// Profile is the colours of the terminal drawn on: on one of 16
	// (colorprofile.ANSI) every side has a colour of its own among them
	// (render's Theme.ForProfile). The zero value keeps the xterm-256
	// inks, downsampled at output.
	Profile colorprofile.Profile
	Mouse   bool   // report mouse clicks
	SaveDir string // where new games are autosaved
	// Catalog is the games with their screens; the shell imports none.
	Catalog Catalog
	// AIDelay paces scripted opponents so that a person can follow them;
	// zero plays them at once.
	AIDelay time.Duration
	// Notice is said once, on the status line of the first game screen
	// opened: resume's word on the newer saves it passed over, which went
	// to standard error under the full screen and was read only after
	// quitting (found by the README play-test).
	Notice string
	// HandoffGuard is how long the handoff screen ("Pass the terminal to
	// …") takes no Enter after it appears: an Enter typed ahead, in the
	// burst of keys that ended the other side's move, passed it before
	// anybody saw it and showed the next side's secrets to the player who
	// typed it (found by a play-tester). No person reads the screen and
	// answers that fast. Zero, as in most tests, takes it at once.
	HandoffGuard time.Duration
}

// Theme is the boards' theme for the configuration: coloured, monochrome
// with attributes (Mono), or plain.
func (c Config) Theme() *render.Theme {
	if !c.Color && c.Mono {
		return render.NewMonoTheme(c.ASCII)
	}
	return render.NewTheme(c.ASCII, c.Color).ForProfile(c.Profile)
}

// NewMenu is the program's model opening on the menu.
func NewMenu(cfg Config) tea.Model { return newApp(cfg, newMenu(cfg)) }

// NewGame is the program's model opening on a session's game screen.
func NewGame(cfg Config, sess *engine.Session) tea.Model { return newApp(cfg, newPlay(cfg, sess)) }

// NewApp is the program's model opening on any screen, such as a game's
// own scenario maker.
func NewApp(cfg Config, first Screen) tea.Model { return newApp(cfg, first) }

// RunMenu opens the menu: game, scenario, hotseat or solo.
func RunMenu(cfg Config) error { return run(newApp(cfg, newMenu(cfg))) }

// RunGame plays a session, new or resumed, saving after every intent.
func RunGame(sess *engine.Session, cfg Config) error {
	p, err := openPlay(cfg, sess)
	if err != nil {
		return err
	}
	defer p.Release()
	return run(newApp(cfg, p))
}

// RunNewGame plays a new session whose save file is claimed at sess.Path
// (store.ClaimNew) but not yet written. The first save is written while
// the first frame is drawn rather than before it: it records no move, so
// the promise that a move shown is a move on disk holds, and no intent is
// applied until it has landed (a failure shows the failed-save screen). A
// quit before it landed writes it on the way out.
func RunNewGame(sess *engine.Session, cfg Config) error {
	p, err := openPlay(cfg, sess)
	if err != nil {
		store.Unclaim(sess.Path)
		return err
	}
	defer p.Release()
	first, err := p.saveFirstLater()
	if err != nil {
		store.Unclaim(sess.Path)
		return err
	}
	runErr := run(newApp(cfg, p))
	werr := first.write() // a no-op once the screen's command has run
	if runErr != nil {
		return runErr
	}
	if werr != nil && p.first != nil {
		return werr // never shown: the screen was gone before the save came back
	}
	return nil
}

// RunReplay steps through a session's intents, starting after at intents
// (at < 0: at the first).
func RunReplay(sess *engine.Session, at int, cfg Config) error {
	return run(newApp(cfg, newReplay(cfg, sess, at)))
}

func run(a *app) error { return Run(a) }

// Run runs a model of the program in the terminal until it quits. On a
// terminal the app's frames are drawn by the painter the moment they
// change (painter.go): a key's answer does not wait for a frame tick, the
// first frame is drawn before Bubble Tea starts, and an idle program
// sleeps. Elsewhere Bubble Tea's renderer draws at its highest frame rate,
// 120 a second. The program runs on one processor but while an opponent
// thinks (cores).
//
// A terminal closed under the program (SIGHUP) quits it as Bubble Tea
// quits on SIGTERM, rather than killing it on the spot; either way the
// game screen it was on gives its save's lock up, so that no stale
// PATH.lock is left beside the save (a game opened from the menu holds
// its lock in the screen, which no caller releases).
func Run(m tea.Model) error {
	defer idleCores.start()()
	// Heard from the start: the first frame (openTerminal) runs the first
	// screen's init, which may take the save's lock; a hang-up that comes
	// meanwhile waits for the program to quit and release it.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	opts := []tea.ProgramOption{tea.WithFPS(120)}
	a, isApp := m.(*app)
	if isApp && a.cfg.Profile != colorprofile.Unknown {
		// Found already, as Bubble Tea would find it: inside tmux the
		// finding asks tmux itself, some milliseconds before the first
		// frame, so it is not done twice.
		opts = append(opts, tea.WithColorProfile(a.cfg.Profile))
	}
	var t *terminal
	if isApp {
		var ok bool
		if t, ok = openTerminal(a, os.Stdin, os.Stdout); ok {
			var more []tea.ProgramOption
			m, more = t.model(a)
			opts = append(opts, more...)
		}
	}
	p := tea.NewProgram(m, opts...)
	if t != nil {
		t.follow(p)
	}
	done := make(chan struct{})
	go func() {
		select {
		case <-hup:
			p.Quit()
		case <-done:
		}
	}()
	_, err := p.Run()
	if t != nil {
		if ferr := t.close(); ferr != nil && err == nil {
			err = ferr
		}
	}
	signal.Stop(hup)
	close(done)
	if isApp {
		a.release()
	}
	if errors.Is(err, tea.ErrInterrupted) {
		// Bubble Tea's words, "program was killed: program was
		// interrupted", said the same twice and not what was kept.
		err = ErrInterrupted
	}
	return err
}

// ErrInterrupted is Run's error when a SIGINT ended the program (kill
// -INT; Ctrl-C at the keyboard is a key the screens answer): the game
// was saved after its last move, as always.
var ErrInterrupted = errors.New("interrupted (SIGINT); a game in play was saved after its last move")
