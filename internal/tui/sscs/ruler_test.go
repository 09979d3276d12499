package sscs

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestMapLabelsR: the map labelled q along its top and nothing along its
// left, though the log ("ends its move at 0,8") and typed orders name
// hexes q,r. At 80×24 and 200×60 its left edge names r now, true for the
// hexes at that edge: along a line r is one less every two columns to the
// right, so every ship drawn stands on the line whose label is its r plus
// the column pairs between it and the edge.
func TestMapLabelsR(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		sess := session(t, "standard", false, 3)
		d := tuitest.Game(t, cfg, sess, size[0], size[1])
		for i := 0; i < 4 && (d.Snap().Handoff || d.Snap().Briefing); i++ {
			keys(d, "enter")
		}
		lines := strings.Split(d.Screen(), "\n")
		// The ruler has two lines where its labels are as wide as the
		// columns (-24 to -9): the map starts under the second.
		top := 2
		if l, ok := leftLabel(lines[2]); ok && !strings.Contains(lines[2], strconv.Itoa(l)+"  ·") {
			top = 3
		}
		cols := qColumns(lines[1])
		if top == 3 {
			cols = append(cols, qColumns(lines[2])...)
			slices.SortFunc(cols, func(a, b qColumn) int { return a.x - b.x })
		}
		if len(cols) < 8 {
			t.Fatalf("%v: the top ruler %q", size, lines[1:top])
		}
		qL := cols[0].q // the first column shown whole
		// The map ends a column after the last label; the sheet beside it
		// ("Shields", "Hospital") is no part of it.
		mapW := len([]rune(lines[top-1][:cols[len(cols)-1].x])) + 4
		s := d.Snap().Shown.(*sscs.State)
		ids := b(d).g.ids.of(s.Ships())
		labelled, checked := 0, 0
		for y := top; y < len(lines) && !strings.Contains(lines[y], "your move"); y++ {
			line := []rune(lines[y])
			mapLine := string(line[:min(mapW, len(line))])
			lab, ok := leftLabel(mapLine)
			if !ok {
				continue
			}
			labelled++
			for _, sh := range s.Ships() {
				if sh.Status != sscs.StatusActive || !drawnOn(mapLine, ids[sh.ID]) {
					continue
				}
				checked++
				pairs := ((sh.Hex.Q - sh.Hex.Q&1) - (qL - qL&1)) / 2
				if lab != sh.Hex.R+pairs {
					t.Errorf("%v: the %s at %s on the line labelled r %d, %d column pairs from the edge\n%s",
						size, sh.Name, sscs.FormatHex(sh.Hex), lab, pairs, d.Screen())
				}
			}
		}
		if labelled < 5 || checked < 3 {
			t.Errorf("%v: %d lines of the map name r, %d ships checked:\n%s", size, labelled, checked, d.Screen())
		}
	}
}

// drawnOn reports whether a ship's id is drawn on a map line as a ship,
// not as the marker at the window's edge of one out of sight (a triangle
// before its id).
func drawnOn(line, id string) bool {
	for i := 0; ; {
		k := strings.Index(line[i:], id)
		if k < 0 {
			return false
		}
		at := i + k
		before := []rune(line[:at])
		if len(before) == 0 || !strings.ContainsRune("▲▼◀▶◢◣◤◥", before[len(before)-1]) {
			return true
		}
		i = at + len(id)
	}
}

// qColumn is a column label of the top ruler and where it stands.
type qColumn struct{ q, x int }

var word = regexp.MustCompile(`\S+`)

// qColumns reads a line of the ruler up to the first word that is no
// number: the sheet beside the map ("N speed 2").
func qColumns(top string) []qColumn {
	var out []qColumn
	for _, m := range word.FindAllStringIndex(top, -1) {
		q, err := strconv.Atoi(top[m[0]:m[1]])
		if err != nil {
			break
		}
		out = append(out, qColumn{q, m[0]})
	}
	return out
}

// leftLabel reads the number at the start of a map line, before the map.
func leftLabel(line string) (int, bool) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(f[0])
	return n, err == nil && strings.HasPrefix(strings.TrimLeft(line, " "), f[0]+" ")
}

func b(d *tuitest.Driver) *board { return d.Snap().Board.(*board) }
