package main

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

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

// TestFirstFrameBeforeBubbleTea: the program draws the screen it opens on
// before Bubble Tea starts (internal/tui's prepaint), and what it draws is
// what Bubble Tea's own first frame then shows, cell for cell and colour
// for colour, on the menu, every game's first screen, a larger terminal, a
// terminal without colour and one too small. The bytes before Bubble
// Tea's first frame (the second switch to the alternate screen; the first
// is the prepaint's) are played on a screen of their own and compared
// with the settled screen.
func TestFirstFrameBeforeBubbleTea(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	const altScreen = "\x1b[?1049h"
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
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			env := append([]string{"XDG_STATE_HOME=" + dir, "TERM=xterm-256color"}, c.env...)
			args := c.args
			switch {
			case len(args) == 0, args[0] == "design":
			case c.name == "resume-sealed-orders":
				// One side's orders sealed, the other's to write: the
				// first frame is the handoff, hiding the sealed orders.
				args = append(args, sealedOrders(t).Path)
			case args[0] == "replay", args[0] == "resume":
				args = append(args, played[0])
			case args[0] == "campaign":
				args = append(args, filepath.Join(dir, "c.json"))
			default:
				args = append(args, "--save", filepath.Join(dir, "g.json"))
			}
			tm := startTermAt(t, env, c.w, c.h, args...)
			settled := tm.waitFor(c.want)
			out := tm.out.bytes()
			if !bytes.HasPrefix(out, []byte(altScreen)) {
				t.Fatalf("the program's first bytes are not the prepainted frame: %q", out[:min(len(out), 60)])
			}
			i := bytes.Index(out[len(altScreen):], []byte(altScreen))
			if i < 0 {
				t.Fatalf("Bubble Tea never drew (no second switch to the alternate screen) in %d bytes", len(out))
			}
			pre := vt.NewEmulator(c.w, c.h)
			go io.Copy(io.Discard, pre) // answers to queries, if any
			if _, err := pre.Write(out[:len(altScreen)+i]); err != nil {
				t.Fatal(err)
			}
			if d := cellsDiffer(pre, tm.emu, c.w, c.h); d != "" {
				t.Errorf("the prepainted frame differs from Bubble Tea's: %s\n%s", d, sideBySide(ansi.Strip(pre.Render()), settled))
			}
		})
	}
}

// cellsDiffer names the first cells two screens draw differently: another
// character, or another look. A blank's foreground colour, boldness or
// italics cannot be seen, and Bubble Tea leaves them out where the frame
// gave them (a styled space ending a line), so a blank is compared by its
// background, reverse video, strikethrough and underline alone.
func cellsDiffer(a *vt.Emulator, b *vt.SafeEmulator, w, h int) string {
	var diffs []string
	for y := range h {
		for x := range w {
			ca, cb := a.CellAt(x, y), b.CellAt(x, y)
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
			fmt.Fprintf(&sb, "line %d\n  prepaint:    %q\n  Bubble Tea:  %q\n", i+1, x, y)
		}
	}
	if sb.Len() == 0 {
		return "(the same text; the styles differ)"
	}

	return sb.String()
}
