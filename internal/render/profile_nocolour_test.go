package render

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"

	"github.com/armada-tui/armada-tui/internal/engine/grid"
)

// TestThemeForProfileWithoutColours: with TERM=dumb (a profile of no
// colours) the coloured theme drew as in colour, and the terminal left
// out every colour and attribute: two touching fighters read "TITB" and
// the cursor on them had no bracket (reverse video, which was not
// shown, was to mark it). A coloured theme fitted to such a profile is
// now the one without colour: monochrome where attributes show (ASCII),
// plain with none (NoTTY); profiles with colours keep it.
func TestThemeForProfileWithoutColours(t *testing.T) {
	cells := map[grid.Square]SquareCell{
		{X: 3, Y: 1}: {Text: "TI", Color: "red"},
		{X: 4, Y: 1}: {Text: "TB", Color: "red"},
	}
	units := []grid.Square{{X: 3, Y: 1}, {X: 4, Y: 1}}
	for _, c := range []struct {
		p           colorprofile.Profile
		color, mono bool
	}{
		{colorprofile.NoTTY, false, false}, {colorprofile.ASCII, false, true},
		{colorprofile.ANSI, true, false}, {colorprofile.ANSI256, true, false},
		{colorprofile.TrueColor, true, false}, {colorprofile.Unknown, true, false},
	} {
		th := NewTheme(true, true).ForProfile(c.p)
		if th.Colored() != c.color || th.mono != c.mono || !th.ASCII() {
			t.Errorf("profile %v: colour %v, mono %v, ASCII %v; want %v, %v, true", c.p, th.Colored(), th.mono, th.ASCII(), c.color, c.mono)
		}
		if c.color {
			continue
		}
		v := SquareMapView{Cols: 8, Rows: 3, Cells: cells, Units: units, Zoom: Compact, Cursor: grid.Square{X: 3, Y: 1}}
		line := strings.Split(ansi.Strip(SquareMap(v, Viewport{Width: 16, Height: 3}, th)), "\n")[1]
		if !strings.Contains(line, "TI|B") {
			t.Errorf("profile %v: %q, want TI|B", c.p, line)
		}
	}
}
