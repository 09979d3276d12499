package render

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

func TestThemeNoColorIsPlain(t *testing.T) {
	th := NewTheme(false, false)
	for r := Plain; r < numRoles; r++ {
		if got := th.Render(r, "x"); got != "x" {
			t.Errorf("role %d: %q", r, got)
		}
	}
	if got := th.Side("red", "A1"); got != "A1" {
		t.Errorf("Side: %q", got)
	}
	if got := th.Highlight(Target|Reachable, "x"); got != "x" {
		t.Errorf("Highlight: %q", got)
	}
	if th.SideColor("red") != nil {
		t.Error("SideColor without colour is not nil")
	}
}

func TestThemeColor(t *testing.T) {
	th := NewTheme(false, true)
	red := th.Side("red", "A1")
	if !strings.Contains(red, "\x1b[") || !strings.Contains(red, "A1") {
		t.Errorf("Side(red) = %q", red)
	}
	if th.Side("blue", "A1") == red {
		t.Error("red and blue render alike")
	}
	if got := th.Side("#ff8800", "A1"); !strings.Contains(got, "\x1b[") {
		t.Errorf("hex colour unstyled: %q", got)
	}
	if th.SideColor("red") == nil {
		t.Error("SideColor(red) is nil")
	}
	// An unknown name still renders (bold, default colour) and never panics.
	if got := th.Side("chartreuse-ish", "A1"); !strings.Contains(got, "A1") {
		t.Errorf("unknown colour: %q", got)
	}
	// The cache returns the same string.
	first := th.Render(Title, "Hello")
	if again := th.Render(Title, "Hello"); again != first {
		t.Errorf("cache is not stable: %q, then %q", first, again)
	}
}

func TestSideColors(t *testing.T) {
	names := SideColors()
	for _, want := range []string{"red", "blue", "green", "yellow"} {
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Errorf("%s missing from %v", want, names)
		}
	}
	// A scenario file's colour is checked against gamedata's list: the
	// two must name the same colours, or a file would be refused a colour
	// the screens draw, or given one they do not.
	if want := gamedata.SideColours(); !slices.Equal(names, want) {
		t.Errorf("the palette %v, the colours scenario files may name %v", names, want)
	}
}

func TestTopOverlayOrder(t *testing.T) {
	cases := []struct {
		h    Highlight
		want overlay
	}{
		{0, ovNone},
		{InRange, ovRange},
		{InArc, ovArc},
		{InArc | InRange, ovArcRange},
		{InArc | InRange | LineOfSight, ovLOS},
		{Reachable | LineOfSight, ovReachable},
		{Blocked | Reachable, ovBlocked},
		{Target | Blocked | Reachable | InArc, ovTarget},
	}
	for _, c := range cases {
		if got := topOverlay(c.h); got != c.want {
			t.Errorf("topOverlay(%b) = %d, want %d", c.h, got, c.want)
		}
	}
}

func TestGlyphsAreOneCell(t *testing.T) {
	for _, g := range []Glyphs{unicodeGlyphs, asciiGlyphs} {
		one := []string{g.H, g.V, g.TL, g.TR, g.BL, g.BR, g.On, g.Off, g.Active, g.Select,
			g.HexUp, g.HexDown, g.HexEdge, g.CursorL, g.CursorR, g.TargetL, g.TargetR, g.Empty, g.Body,
			g.Marks.Reachable, g.Marks.InArc, g.Marks.InRange, g.Marks.ArcAndRange,
			g.Marks.LineOfSight, g.Marks.Blocked, g.Marks.Target}
		one = append(one, g.Arrows[:]...)
		for _, s := range one {
			if width(s) != 1 {
				t.Errorf("glyph %q is %d cells", s, width(s))
			}
		}
	}
}

// TestPlainFramesArePlain checks that colour off means no escape codes and
// that ASCII means ASCII, on every renderer.
func TestPlainFramesArePlain(t *testing.T) {
	a, b := sampleMats()
	for _, ascii := range []bool{false, true} {
		th := NewTheme(ascii, false)
		frames := []string{
			Mats(a, b, 80, th), Mats(a, b, 120, th),
			HexMap(sampleHexMap(), Viewport{Width: 40, Height: 14}, th),
			SquareMap(sampleSquareMap(), Viewport{Width: 40, Height: 8}, th),
		}
		for i, f := range frames {
			if strings.Contains(f, "\x1b") {
				t.Errorf("ascii=%v frame %d has escapes", ascii, i)
			}
			if ascii {
				for _, r := range f {
					if r > 127 {
						t.Errorf("frame %d has %q", i, r)
						break
					}
				}
			}
		}
	}
}

// TestMonoThemeKeepsAttributesNotColours: NO_COLOR's theme writes bold,
// faint, underline and reverse video but no colour, draws the same cells
// as the plain theme, and tells a cool side from a warm one by an
// underline.
func TestMonoThemeKeepsAttributesNotColours(t *testing.T) {
	th := NewMonoTheme(false)
	red, blue := th.Side("red", "A1"), th.Side("blue", "A1")
	if red == blue || !hasSGR(red, 1) || hasSGR(red, 4) || !hasSGR(blue, 1) || !hasSGR(blue, 4) {
		t.Errorf("Side: red %q, blue %q; want both bold, blue alone underlined", red, blue)
	}
	if got := th.Render(Cursor, "x"); !hasSGR(got, 7) {
		t.Errorf("the cursor is not reversed: %q", got)
	}
	if th.SideColor("red") != nil {
		t.Error("SideColor of a monochrome theme is not nil")
	}
	a, b := sampleMats()
	for _, ascii := range []bool{false, true} {
		mono, plain := NewMonoTheme(ascii), NewTheme(ascii, false)
		draw := func(th *Theme) []string {
			return []string{
				Mats(a, b, 80, th), Mats(a, b, 120, th),
				HexMap(sampleHexMap(), Viewport{Width: 40, Height: 14}, th),
				SquareMap(sampleSquareMap(), Viewport{Width: 40, Height: 8}, th),
			}
		}
		want := draw(plain)
		for i, f := range draw(mono) {
			if got := ansi.Strip(f); got != want[i] {
				t.Errorf("ascii=%v frame %d: the monochrome cells differ from the plain ones:\n%s\nwant\n%s", ascii, i, got, want[i])
			}
			for _, p := range sgrParams(f) {
				switch p {
				case 0, 1, 2, 4, 7, 22, 24, 27:
				default:
					t.Errorf("ascii=%v frame %d writes SGR %d, a colour", ascii, i, p)
				}
			}
		}
	}
	hm := HexMap(sampleHexMap(), Viewport{Width: 40, Height: 14}, th)
	if !strings.Contains(hm, th.Side("blue", "X")) {
		t.Errorf("blue unit X is not drawn as its side:\n%q", hm)
	}
}

// sgrParams are the parameters of every SGR sequence in s ("\x1b[1;4m"
// gives 1 and 4; "\x1b[m" gives 0).
func sgrParams(s string) []int {
	var out []int
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			return out
		}
		s = s[i+2:]
		j := strings.IndexFunc(s, func(r rune) bool { return (r < '0' || r > '9') && r != ';' })
		if j < 0 {
			return out
		}
		if s[j] == 'm' {
			for _, f := range strings.Split(s[:j], ";") {
				n, _ := strconv.Atoi(f)
				out = append(out, n)
			}
		}
		s = s[j:]
	}
}

// hasSGR reports whether s sets SGR parameter p.
func hasSGR(s string, p int) bool {
	return slices.Contains(sgrParams(s), p)
}
