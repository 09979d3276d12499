package sscs

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// TestFireFieldNamesThePose: a pose beyond the flight path typed in the
// fire field ("@9") was refused with "from must be from 0 to 6", the
// intent's field name read as a word. The refusal says the number is a
// pose, as the map writes poses (@0 … @6), and which one was asked for.
func TestFireFieldNamesThePose(t *testing.T) {
	view, who, b := firingView(t)
	f := firstFire(view, who)
	sh, _ := view.Ship(f.Ship)
	last := len(sh.Path) - 1
	beyond := last + 3
	_, err := b.Parse(view, who, f, fmt.Sprintf("@%d", beyond))
	if err == nil {
		t.Fatalf("@%d accepted", beyond)
	}
	want := fmt.Sprintf("the %s's flight path has %d poses, @0 to @%d on the map: there is no pose @%d (fire from a hex of the flight path)", sh.Name, last+1, last, beyond)
	if !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "from must be") {
		t.Errorf("@%d: %q, want %q…", beyond, err, want)
	}
}

// firstFire is the first shot who may fire in view.
func firstFire(view *sscs.State, who engine.Player) sscs.Fire {
	for _, in := range view.Legal(who) {
		if x, ok := in.(sscs.Fire); ok {
			return x
		}
	}
	return sscs.Fire{}
}

// TestShotTakesTheAimWithoutASpace: "@6D" was refused with "\"6d\" is not
// the number of a pose" while "@6 D" fired at the Drive (found in play);
// a pose and an aim typed together, in either case, give the very intent
// the spaced one does, and the aim alone still needs a known word.
func TestShotTakesTheAimWithoutASpace(t *testing.T) {
	x := sscs.Fire{Ship: 1, Weapon: 2, From: 3, Target: 7}
	for want, spellings := range map[string][]string{
		"@6 D":         {"@6D", "@6d", "@ 6d", "6D", "from6drive", "from 6drive"},
		"@6 W":         {"@6W", "@6w", "6w", "@6weapons"},
		"@6 A":         {"@6A", "@6a", "6aux"},
		"2 @6 A":       {"2@6A"},
		"@12 D":        {"@12D", "12d"},
		"D @0":         {"D0", "d@0"},
		"weapons @4, ": {"w4", "@4w,"},
	} {
		in, err := typedFire(1, x, want)
		if err != nil {
			t.Fatalf("%q: %v", want, err)
		}
		for _, s := range spellings {
			got, err := typedFire(1, x, s)
			if err != nil || got != in {
				t.Errorf("%q: %+v %v, want %+v as %q gives", s, got, err, in, want)
			}
		}
	}
	for in, msg := range map[string]string{
		"@6X":  `"x": write @N for the pose`,
		"@-6":  `"-6" is not the number of a pose`,
		"@6dd": `"dd": write @N for the pose`,
	} {
		if _, err := typedFire(1, x, in); err == nil || !strings.HasPrefix(err.Error(), msg) {
			t.Errorf("%q: %v, want %s…", in, err, msg)
		}
	}
	if _, err := typedSalvo(1, sscs.Salvo{Ship: 1, Count: 1}, "3@2D"); err == nil || !strings.Contains(err.Error(), "missiles cannot aim") {
		t.Errorf("a salvo's aim typed together: %v", err)
	}
}
