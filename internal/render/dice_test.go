package render

import (
	"strings"
	"testing"

	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

func TestDiceFaces(t *testing.T) {
	dice := []engine.Die{{Sides: 6, Face: 1}, {Sides: 6, Face: 6}, {Sides: 8, Face: 5}, {Sides: 20, Face: 17}}
	if got, want := DiceFaces(dice, NewTheme(false, false)), "⚀ ⚅ d8:5 d20:17"; got != want {
		t.Errorf("unicode: %q, want %q", got, want)
	}
	if got, want := DiceFaces(dice, NewTheme(true, false)), "[1] [6] d8:5 d20:17"; got != want {
		t.Errorf("ascii: %q, want %q", got, want)
	}
	if got := DiceFaces(nil, NewTheme(false, false)); got != "" {
		t.Errorf("no dice: %q", got)
	}
}

func TestLogLineWrap(t *testing.T) {
	roll := engine.NewRoll("Red's missile at the masers", []engine.Die{{Sides: 6, Face: 4}}, nil, 5, engine.AtLeast)
	roll.Result = "miss"
	long := engine.Event{Kind: "fire", Text: "Red fires a missile at Blue's masers from the forward launcher", Roll: &roll}
	th := NewTheme(false, false)
	tests := []struct {
		name  string
		e     engine.Event
		width int
		want  []string
	}{
		{"fits", engine.Event{Text: "Blue ends the turn."}, 80, []string{"Blue ends the turn."}},
		{"empty", engine.Event{}, 80, []string{""}},
		{"wrapped", long, 40, []string{
			"Red's missile at the masers: 1d6 [4],",
			"  needs 5+: miss → Red fires a missile",
			"  at Blue's masers from the forward",
			"  launcher",
		}},
		{"long word", engine.Event{Text: "see abcdefghijklmnop end"}, 8, []string{
			"see",
			"  abcdef",
			"  ghijkl",
			"  mnop",
			"  end",
		}},
		{"tiny width", engine.Event{Text: "ab cd"}, 1, []string{"ab", "  cd"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := LogLine(tc.e, tc.width, th)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// TestLogLineNeverTooWide checks the promise that matters at 80 columns: no
// line is wider than asked and no word is lost.
func TestLogLineNeverTooWide(t *testing.T) {
	text := "Blue's reactor takes 2 damage — overflow from the masers (3 of 5) — reactor at 3/6; " +
		"supercalifragilisticexpialidocious-hyphenated-identifier ⚀⚁⚂ end"
	for _, colored := range []bool{false, true} {
		th := NewTheme(false, colored)
		for w := 1; w <= 90; w++ {
			lines := LogLine(engine.Event{Text: text}, w, th)
			var words []string
			for i, l := range lines {
				if lw := lipgloss.Width(l); lw > max(w, 4) {
					t.Fatalf("width %d: line %d is %d wide: %q", w, i, lw, l)
				}
				if i > 0 && !strings.HasPrefix(stripped(l), "  ") {
					t.Fatalf("width %d: line %d lacks the hanging indent: %q", w, i, l)
				}
				words = append(words, stripped(l))
			}
			if got := strings.Join(strings.Fields(strings.Join(words, " ")), ""); got != strings.Join(strings.Fields(text), "") {
				t.Fatalf("width %d: text changed:\n%q", w, got)
			}
		}
	}
}

func stripped(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == 0x1b:
			in = true
		case in && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'):
			in = false
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestLogLineStyles(t *testing.T) {
	roll := engine.NewRoll("hit", []engine.Die{{Sides: 6, Face: 6}}, nil, 5, engine.AtLeast)
	lines := LogLine(engine.Event{Roll: &roll}, 80, NewTheme(false, true))
	if !strings.Contains(lines[0], "\x1b[") {
		t.Errorf("a successful roll is not styled: %q", lines[0])
	}
	lines = LogLine(engine.Event{Roll: &roll}, 80, NewTheme(false, false))
	if strings.Contains(lines[0], "\x1b") {
		t.Errorf("colour off still styles: %q", lines[0])
	}
}
