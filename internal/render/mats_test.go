package render

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
)

func sampleMats() (MatView, MatView) {
	red := MatView{
		Name: "Red", Color: "red", Active: true,
		Reactor:   Track{Value: 5, Max: 6},
		Shields:   Track{Value: 0, Max: 5},
		Engines:   Track{Value: 2, Max: 3},
		Repair:    Track{Value: 3, Max: 3},
		Masers:    Track{Value: 2, Max: 3},
		Armor:     Track{Destroyed: true, Max: 1},
		Launchers: Track{Value: 1, Max: 2},
		Ammo:      7, AmmoMax: 10,
		AP: 4, APMax: 5,
		EngineDie:    2,
		ShotsMissile: 1, ShotsMaser: 0, Repairs: 0, RepairsMax: 3,
		ShotsMissileMax: 2, ShotsMaserMax: 3,
		ReactorHitThisTurn: 0, ReactorCapThisTurn: 0,
		Selected: "masers",
	}
	blue := MatView{
		Name: "Blue", Color: "blue",
		Reactor:   Track{Value: 4, Max: 6},
		Shields:   Track{Value: 3, Max: 5},
		Engines:   Track{Destroyed: true, Max: 3},
		Repair:    Track{Value: 1, Max: 3},
		Masers:    Track{Value: 3, Max: 3},
		Armor:     Track{Value: 1, Max: 1},
		Launchers: Track{Value: 2, Max: 2},
		Ammo:      10, AmmoMax: 10,
		AP: 0, APMax: 4,
		Boost:        3,
		ShotsMissile: 0, ShotsMaser: 0, Repairs: 0, RepairsMax: 1,
		ShotsMissileMax: 2, ShotsMaserMax: 3,
		ReactorHitThisTurn: 1, ReactorCapThisTurn: 2,
	}
	return red, blue
}

func themes() []struct {
	name  string
	theme *Theme
} {
	return []struct {
		name  string
		theme *Theme
	}{
		{"unicode", NewTheme(false, false)},
		{"ascii", NewTheme(true, false)},
		{"unicode-color", NewTheme(false, true)},
		{"ascii-color", NewTheme(true, true)},
	}
}

func TestMatsGolden(t *testing.T) {
	a, b := sampleMats()
	for _, th := range themes() {
		for _, w := range []int{80, 120, 160, 60} {
			name := fmt.Sprintf("mats_%d_%s.golden", w, th.name)
			t.Run(name, func(t *testing.T) {
				got := Mats(a, b, w, th.theme)
				golden(t, name, got)
				lines := strings.Split(got, "\n")
				wantH := MatHeight
				if w < 2*MatMinWidth+1 {
					wantH *= 2
				}
				if len(lines) != wantH {
					t.Errorf("%d lines, want %d", len(lines), wantH)
				}
				lw := lipgloss.Width(lines[0])
				if lw > w {
					t.Errorf("width %d exceeds %d", lw, w)
				}
				for i, l := range lines {
					if lipgloss.Width(l) != lw {
						t.Errorf("line %d is %d wide, want %d: %q", i, lipgloss.Width(l), lw, l)
					}
				}
			})
		}
	}
}

func TestMatsStackWhenNarrow(t *testing.T) {
	a, b := sampleMats()
	got := Mats(a, b, 50, NewTheme(false, false))
	lines := strings.Split(got, "\n")
	if len(lines) != 2*MatHeight {
		t.Fatalf("%d lines, want %d", len(lines), 2*MatHeight)
	}
	for i, l := range lines {
		if w := lipgloss.Width(l); w != 50 {
			t.Errorf("line %d is %d wide: %q", i, w, l)
		}
	}
}

func TestMatsNoColorHasNoEscapes(t *testing.T) {
	a, b := sampleMats()
	for _, ascii := range []bool{false, true} {
		if got := Mats(a, b, 80, NewTheme(ascii, false)); strings.Contains(got, "\x1b") {
			t.Errorf("ascii=%v: escape codes without colour", ascii)
		}
	}
	got := Mats(a, b, 80, NewTheme(true, false))
	for _, r := range got {
		if r > 127 {
			t.Fatalf("ASCII mats contain %q", r)
		}
	}
}

func TestMatSelectionVisibleWithoutColor(t *testing.T) {
	a, _ := sampleMats()
	th := NewTheme(true, false)
	for _, sys := range []string{"reactor", "shields", "engines", "repair", "masers", "armor", "launchers", "ammo"} {
		a.Selected = sys
		got := Mat(a, MatMinWidth, th)
		if n := strings.Count(got, th.Glyph.Select+strings.ToUpper(sys[:1])); n != 1 {
			t.Errorf("selected %s: %d markers in\n%s", sys, n, got)
		}
	}
}

func TestMatLongNameFits(t *testing.T) {
	a, b := sampleMats()
	a.Name = "The Exceedingly Long-Named Star Cruiser Indefatigable"
	got := Mats(a, b, 80, NewTheme(false, false))
	for i, l := range strings.Split(got, "\n") {
		if w := lipgloss.Width(l); w != 79 {
			t.Errorf("line %d is %d wide: %q", i, w, l)
		}
	}
}

// TestMatsLargestTracksFit draws every track at the largest a scenario
// allows (reactor 9, ammunition 99...) with the longest lines below the
// systems: no line may grow past the mat's border. (At 80 columns the
// reactor's nine boxes and the 99 rounds pushed the right-hand mat out of
// line.)
func TestMatsLargestTracksFit(t *testing.T) {
	big := MatView{
		Name: "Abcdefghijklmnopqrstuvwx", Color: "red", Active: true,
		Reactor: Track{Value: 9, Max: 9}, Shields: Track{Value: 9, Max: 9},
		Engines: Track{Value: 4, Max: 4}, Repair: Track{Value: 6, Max: 6},
		Masers: Track{Value: 6, Max: 6}, Armor: Track{Value: 3, Max: 3},
		Launchers: Track{Value: 4, Max: 4}, Ammo: 99, AmmoMax: 99,
		AP: 9, APMax: 9, EngineDie: 4, Repairs: 6, RepairsMax: 6,
		ShotsMissileMax: 2, ShotsMaserMax: 3,
		ReactorHitThisTurn: 12, ReactorCapThisTurn: 12,
	}
	other := big
	other.Active, other.Boost, other.AutoBoost = false, 3, true
	other.Reactor.Value = 0
	for _, th := range themes() {
		for _, w := range []int{80, 100, 138, 139, 160, 200} {
			lines := strings.Split(Mats(big, other, w, th.theme), "\n")
			want := lipgloss.Width(lines[0])
			if want > w {
				t.Errorf("%s at %d: %d wide", th.name, w, want)
			}
			for i, l := range lines {
				if lipgloss.Width(l) != want {
					t.Errorf("%s at %d: line %d is %d wide, want %d: %q", th.name, w, i, lipgloss.Width(l), want, l)
				}
			}
		}
	}
	got := Mats(big, other, 80, NewTheme(false, false))
	for _, want := range []string{"Ammo 99/99", "9/9", "Reactor hits this turn 12/12", "(auto boost)"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
}

// TestMatsEmptyCounts: a track of no points reads "0/0" (not "AP  0/0"
// with a hole where the boxes were), a ship with no maser left to fire reads
// "masers 0/0" (not "masers 0", as if there were no limit), and the waiting
// ship's row says what the game gives it.
func TestMatsEmptyCounts(t *testing.T) {
	a, b := sampleMats()
	a.AP, a.APMax, a.ShotsMaserMax = 0, 0, 0
	b.Idle = "Game over: the winner"
	got := Mats(a, b, 80, NewTheme(false, false))
	for _, want := range []string{"AP 0/0", "masers 0/0", "Game over: the winner"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "Waiting for its turn") {
		t.Errorf("the idle row kept its default:\n%s", got)
	}
}

func BenchmarkMats80x24(b *testing.B) {
	red, blue := sampleMats()
	t := NewTheme(false, true)
	b.ReportAllocs()
	for b.Loop() {
		_ = Mats(red, blue, 80, t)
	}
}

// TestMatSelectionKeepsTheNameInPlace: the mark before a centred system's
// name takes the cell before it; the name and its track do not move when
// the cursor's action aims at the system ("▸Masers" stood a cell right of
// "Masers" on the other mat at 80 columns, found playing Stellar Armada).
func TestMatSelectionKeepsTheNameInPlace(t *testing.T) {
	a, _ := sampleMats()
	th := NewTheme(false, false)
	for _, w := range []int{MatMinWidth, 39, 40, 59, 60, 79} {
		for _, sys := range []string{"shields", "masers", "repair"} {
			name := strings.ToUpper(sys[:1]) + sys[1:]
			a.Selected = ""
			plain := strings.Split(Mat(a, w, th), "\n")
			a.Selected = sys
			marked := strings.Split(Mat(a, w, th), "\n")
			found := false
			for i := range marked {
				m := strings.Index(marked[i], th.Glyph.Select+name)
				if m < 0 {
					continue
				}
				found = true
				p := strings.Index(plain[i], name)
				// Columns, not bytes: the boxes and the mark are wider than
				// a byte.
				if p < 0 || utf8.RuneCountInString(marked[i][:m])+1 != utf8.RuneCountInString(plain[i][:p]) {
					t.Errorf("width %d, %s: %q marked, %q not", w, sys, marked[i], plain[i])
				}
			}
			if !found {
				t.Errorf("width %d, %s: no mark", w, sys)
			}
		}
	}
}
