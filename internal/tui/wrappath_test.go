package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// WrapPath keeps every character of a path, after a slash where it can,
// in lines of at most w cells, cutting between characters: it counted
// bytes, so a name of accented letters was cut inside a character (the
// terminal drew a broken byte) and its lines fell short of w.
func TestWrapPathCutsBetweenCharacters(t *testing.T) {
	for _, tc := range []struct {
		path string
		w    int
	}{
		{"/tmp/éééééééééééééééééééééééééééééé.json", 9},
		{"/home/joueuse/parties/élève-été-ça/partie-très-longue-à-reprendre.json", 20},
		{"/srv/保存/長い名前のゲームの保存ファイルです.json", 12},
		{"/plain/ascii/path/that/is/long/enough.json", 10},
	} {
		lines := WrapPath(tc.path, tc.w)
		if got := strings.Join(lines, ""); got != tc.path {
			t.Errorf("%q at %d: the lines %q do not make the path", tc.path, tc.w, lines)
		}
		for i, l := range lines {
			if !utf8.ValidString(l) {
				t.Errorf("%q at %d: line %d %q is cut inside a character", tc.path, tc.w, i, l)
			}
			if ansi.StringWidth(l) > tc.w {
				t.Errorf("%q at %d: line %d %q is %d cells", tc.path, tc.w, i, l, ansi.StringWidth(l))
			}
			if i < len(lines)-1 && !strings.HasSuffix(l, "/") && ansi.StringWidth(l) < tc.w-1 {
				t.Errorf("%q at %d: line %d %q is cut short of the width without a slash", tc.path, tc.w, i, l)
			}
		}
	}
}

// The go-to field's completion (commonPrefix) stops between characters:
// "Élan" and "Éloi" share "Él", and two names that part inside an accented
// letter ("Pré" and "Prè", one byte apart) share "Pr", not half an "é".
func TestCommonPrefixKeepsWholeCharacters(t *testing.T) {
	for _, tc := range []struct{ a, b, want string }{
		{"Élan", "éloi", "Él"},
		{"Pré", "Prè", "Pr"},
		{"Hornet", "horde", "Hor"},
		{"Wasp", "", ""},
	} {
		if got := commonPrefix(tc.a, tc.b); got != tc.want {
			t.Errorf("commonPrefix(%q, %q) = %q, want %q", tc.a, tc.b, got, tc.want)
		}
	}
}
