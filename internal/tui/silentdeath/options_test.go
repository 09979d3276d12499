package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// The options step offers only the options the chosen scenario plays
// (the scenario says which, engine.OptionIgnorer): Your First Game plays
// none of them, and says so.
func TestIgnoredOptions(t *testing.T) {
	d := tuitest.New(t, tui.NewMenu(tui.Config{Catalog: catalog{}, SaveDir: t.TempDir()}), 80, 24)
	d.Keys("enter", "enter", "enter") // Silent Death, Your First Game, hotseat
	s := strings.Join(strings.Fields(d.Screen()), " ")
	if !strings.Contains(s, "> Start the game") || strings.Contains(s, "drift") ||
		!strings.Contains(s, "played without the optional rules (10.x) and the Basic Game (1.0)") {
		t.Fatalf("Your First Game's options step:\n%s", d.Screen())
	}
}

// An option set on the command line that the scenario does not play is
// not listed in force: the briefing of Your First Game with drift on said
// "Set-up options: drift on", a rule the game never applied.
func TestBriefingNamesIgnoredOptions(t *testing.T) {
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	sess := tuitest.Hotseat(t, g, sc, engine.Options{sd.OptDrift: "on"}, 1)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "Options in force: the defaults (this scenario") || !strings.Contains(s, "ignores drift on)") {
		t.Fatalf("the log:\n%s", d.Screen())
	}
	d.Keys("i")
	s := strings.Join(strings.Fields(d.Screen()), " ")
	if !strings.Contains(s, "Set-up options: the defaults (this scenario ignores drift on)") {
		t.Fatalf("the briefing:\n%s", d.Screen())
	}
	sc, err = games.LoadScenario(g, "intro-patrol")
	if err != nil {
		t.Fatal(err)
	}
	d = tuitest.Game(t, cfg, tuitest.Hotseat(t, g, sc, engine.Options{sd.OptDrift: "on"}, 1), 80, 24)
	d.Keys("i")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "Set-up options: drift on") || strings.Contains(s, "ignores") {
		t.Fatalf("the briefing:\n%s", d.Screen())
	}
}
