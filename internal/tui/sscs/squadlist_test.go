package sscs

import (
	"regexp"
	"strings"
	"testing"
)

// TestSquadronListScrolls: 24 Wasps (the most a squadron holds) drew
// twelve at 80×24, and tab then end put the cursor on the 24th with no
// line of it on the screen (x would take out a ship the player could
// not see); the line on the other side's build was cut off too. The list
// now scrolls with its cursor, says what it leaves out at its edges
// (tui.ListWindow), and keeps the other side's line.
func TestSquadronListScrolls(t *testing.T) {
	sess := session(t, "built", false, 1)
	d := game(t, sess, cfg, 80, 24)
	keys(d, "end", "up")
	for i := 0; i < 24; i++ {
		keys(d, "enter")
	}
	s := d.Screen()
	if !strings.Contains(s, "24 picked") || !regexp.MustCompile(`↓ \d+ more`).MatchString(s) || !strings.Contains(s, "Vorr: building, unseen") {
		t.Errorf("24 picked: no \"↓ N more\" or no line on Vorr's build:\n%s", s)
	}
	keys(d, "tab", "end")
	s = d.Screen()
	if !regexp.MustCompile(`> 24 Wasp`).MatchString(s) || !strings.Contains(s, "↑ 14 more") || !strings.Contains(s, "Vorr: building, unseen") {
		t.Errorf("the cursor on the 24th Wasp: its line, \"↑ 14 more\" or Vorr's line is missing:\n%s", s)
	}
	keys(d, "home")
	for i := 0; i < 9; i++ {
		keys(d, "down")
	}
	col := map[string]int{}
	for _, l := range strings.Split(d.Screen(), "\n") {
		for _, n := range []string{" 9 Wasp", "10 Wasp"} {
			if i := strings.Index(l, n); i >= 0 {
				col[n] = len([]rune(l[:i]))
			}
		}
	}
	if len(col) != 2 || col[" 9 Wasp"] != col["10 Wasp"] {
		t.Errorf("the 9th and the 10th Wasp's numbers are not in one column (%v):\n%s", col, d.Screen())
	}
}
