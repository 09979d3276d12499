package main

import (
	"bytes"
	"fmt"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
)

// recorder keeps every byte the program wrote to its terminal.
type recorder struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (r *recorder) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.buf.Write(p)
}

func (r *recorder) bytes() []byte {
	r.mu.Lock()
	defer r.mu.Unlock()
	return bytes.Clone(r.buf.Bytes())
}

// TestPainterDrawsAsBubbleTea: on a terminal the program draws its own
// frames (internal/tui's painter), and they are what Bubble Tea's renderer
// draws, cell for cell and colour for colour: on the menu, every game's
// first screen, a larger terminal, one without colour, one of 16 colours
// and one too small, first as the program opens and then after a key
// (help, which changes most of the screen; on the screen too small, the
// terminal grown to 80×24 instead). Each case runs the program twice,
// once with ARMADA_TUI_RENDERER=bubbletea. The program's first bytes are
// the alternate screen, its first frame drawn before Bubble Tea starts.
func TestPainterDrawsAsBubbleTea(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	cases := []struct {
		name string
		w, h int
		env  []string
		args []string
		want string
	}{
		{"menu", 80, 24, nil, nil, "Choose a game"},
		{"menu-200x60", 200, 60, nil, nil, "Choose a game"},
		{"menu-no-colour", 80, 24, []string{"NO_COLOR=1"}, nil, "Choose a game"},
		{"menu-16-colours", 80, 24, []string{"TERM=xterm", "COLORTERM="}, nil, "Choose a game"},
		{"sscs-dumb", 80, 24, []string{"TERM=dumb"}, []string{"play", "sscs", "--seed", "1"}, "Pass the terminal to"},
		{"too-small", 60, 20, nil, nil, "needs at least 80×24"},
		{"stellararmada", 80, 24, nil, []string{"play", "stellararmada", "--seed", "1"}, "Briefing"},
		{"silentdeath", 80, 24, nil, []string{"play", "silentdeath", "--seed", "1"}, "Briefing"},
		{"starmada", 80, 24, nil, []string{"play", "starmada", "--seed", "1"}, "Pass the terminal to"},
		{"starshipbattles-200x60", 200, 60, nil, []string{"play", "starshipbattles", "--seed", "1"}, "Briefing"},
		{"sscs", 80, 24, nil, []string{"play", "sscs", "--seed", "1"}, "Pass the terminal to"},
		{"designer", 80, 24, nil, []string{"design"}, "Ship designer"},
		{"campaign", 80, 24, nil, []string{"campaign", "new"}, "Campaign"},
		{"replay", 80, 24, nil, []string{"replay"}, "Replay"},
		{"resume", 200, 60, nil, []string{"resume"}, "Silent Death"},
		{"resume-sealed-orders", 80, 24, nil, []string{"resume"}, "Pass the terminal to"},
	}
	// A finished game of Silent Death to replay and to resume.
	saves := t.TempDir()
	sp := exec.Command(buildBinary(t), "selfplay", "silentdeath", "--games", "1", "--save-dir", saves)
	if out, err := sp.CombinedOutput(); err != nil {
		t.Fatalf("selfplay: %v\n%s", err, out)
	}
	played, err := filepath.Glob(filepath.Join(saves, "*.json"))
	if err != nil || len(played) != 1 {
		t.Fatalf("selfplay wrote %v (%v), not one save", played, err)
	}
	sealed := sealedOrders(t).Path
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var screens [2][2]cells // [renderer][before, after the key]
			var texts [2][2]string
			for r, renderer := range []string{"", "bubbletea"} {
				dir := t.TempDir()
				env := append([]string{"XDG_STATE_HOME=" + dir, "TERM=xterm-256color", "ARMADA_TUI_RENDERER=" + renderer}, c.env...)
				args := c.args
				switch {
				case len(args) == 0, args[0] == "design":
				case c.name == "resume-sealed-orders":
					// One side's orders sealed, the other's to write: the
					// first frame is the handoff, hiding the sealed orders.
					args = append(args, copyFile(t, sealed, filepath.Join(dir, "sealed.json")))
				case args[0] == "replay", args[0] == "resume":
					args = append(args, copyFile(t, played[0], filepath.Join(dir, "played.json")))
				case args[0] == "campaign":
					args = append(args, filepath.Join(dir, "c.json"))
				default:
					args = append(args, "--save", filepath.Join(dir, "g.json"))
				}
				tm := startTermAt(t, env, c.w, c.h, args...)
				texts[r][0] = tm.waitFor(c.want)
				screens[r][0] = cellsOf(tm.emu, c.w, c.h)
				// The painter's first bytes are its first frame's; Bubble
				// Tea's renderer first asks the terminal about itself, so
				// the two runs drew with the two renderers.
				if out := tm.out.bytes(); bytes.HasPrefix(out, []byte(ansi.SetModeAltScreenSaveCursor)) != (renderer == "") {
					t.Fatalf("with ARMADA_TUI_RENDERER=%q the program's first bytes are %q", renderer, out[:min(len(out), 60)])
				}
				w, h := c.w, c.h
				if c.name == "too-small" {
					// No key works here but q; the terminal grows instead.
					w, h = 80, 24
					tm.resize(w, h)
				} else {
					tm.send("?")
				}
				texts[r][1] = tm.waitChange(texts[r][0])
				screens[r][1] = cellsOf(tm.emu, w, h)
			}
			for i, when := range []string{"as the program opens", "after a key"} {
				if d := cellsDiffer(screens[0][i], screens[1][i]); d != "" {
					t.Errorf("%s the painter's screen differs from Bubble Tea's: %s\n%s", when, d, sideBySide(texts[0][i], texts[1][i]))
				}
			}
		})
	}
}

// cells is a copy of a screen's cells, row by row; a nil cell is the
// second half of a wide character.
type cells [][]*uv.Cell

// cellsOf copies the cells emu shows, to compare once the program has
// drawn on.
func cellsOf(emu *vt.SafeEmulator, w, h int) cells {
	cs := make(cells, h)
	for y := range h {
		cs[y] = make([]*uv.Cell, w)
		for x := range w {
			if c := emu.CellAt(x, y); c != nil {
				cs[y][x] = c.Clone()
			}
		}
	}
	return cs
}

// copyFile copies a save for one run, which writes to it; it returns the
// copy's path.
func copyFile(t *testing.T, from, to string) string {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return to
}

// cellsDiffer names the first cells two screens draw differently: another
// character, or another look. A blank's foreground colour, boldness or
// italics cannot be seen, and Bubble Tea leaves them out where the frame
// gave them (a styled space ending a line), so a blank is compared by its
// background, reverse video, strikethrough and underline alone.
func cellsDiffer(a, b cells) string {
	var diffs []string
	for y := range a {
		for x := range a[y] {
			ca, cb := a[y][x], b[y][x]
			if ca == nil || cb == nil {
				if (ca == nil) != (cb == nil) {
					diffs = append(diffs, fmt.Sprintf("(%d,%d) a cell on one screen only", x+1, y+1))
				}
				continue
			}
			if ca.Content != cb.Content || !looksAlike(ca, cb) {
				diffs = append(diffs, fmt.Sprintf("(%d,%d) %q %+v against %q %+v", x+1, y+1, ca.Content, ca.Style, cb.Content, cb.Style))
			}
			if len(diffs) == 5 {
				return strings.Join(diffs, "; ")
			}
		}
	}
	return strings.Join(diffs, "; ")
}

// looksAlike compares two cells of the same content as a person sees them.
func looksAlike(a, b *uv.Cell) bool {
	if strings.TrimSpace(a.Content) != "" {
		return a.Style.Equal(&b.Style)
	}
	const seen = uv.AttrReverse | uv.AttrStrikethrough
	return colorEqual(a.Style.Bg, b.Style.Bg) && a.Style.Attrs&seen == b.Style.Attrs&seen && a.Style.Underline == b.Style.Underline
}

// colorEqual compares two colours, either of them possibly unset.
func colorEqual(a, b color.Color) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}

// sideBySide shows two screens' differing lines.
func sideBySide(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var sb strings.Builder
	for i := range max(len(al), len(bl)) {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			fmt.Fprintf(&sb, "line %d\n  painter:     %q\n  Bubble Tea:  %q\n", i+1, x, y)
		}
	}
	if sb.Len() == 0 {
		return "(the same text; the styles differ)"
	}

	return sb.String()
}

// waitChange waits until the screen differs from before and has stopped
// changing, failing with the screen.
func (tm *ptyTerm) waitChange(before string) string {
	tm.t.Helper()
	deadline := time.Now().Add(time.Minute)
	last := ""
	for time.Now().Before(deadline) {
		if s := tm.screen(); s != before {
			if s == last {
				return s
			}
			last = s
		}
		time.Sleep(100 * time.Millisecond)
	}
	tm.t.Fatalf("the screen did not change from:\n%s", before)
	return ""
}

// TestPainterReportsTheMouse: under the painter the terminal reports mouse
// clicks (SGR mode), as under Bubble Tea's renderer: a click on the menu's
// second game moves the cursor there.
func TestPainterReportsTheMouse(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	tm := startTermAt(t, []string{"XDG_STATE_HOME=" + t.TempDir()}, 80, 24)
	tm.waitFor("> Stellar Armada")
	if out := string(tm.out.bytes()); !strings.Contains(out, ansi.SetModeMouseButtonEvent) || !strings.Contains(out, ansi.SetModeMouseExtSgr) {
		t.Fatalf("the program did not ask the terminal for mouse clicks: %q", out[:min(len(out), 200)])
	}
	tm.send("\x1b[<0;5;5M\x1b[<0;5;5m") // a left click on column 5, line 5
	tm.waitFor("> Silent Death")
}
