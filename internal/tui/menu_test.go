package tui

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestResumeDetailKeepsThePathWhole: the line under the menu's list names
// the last game's file. Wrapped with the words, the path broke after the
// hyphen of "armada-tui" ("…/armada-" over "tui/saves/…"), which reads as
// a name with a hyphen at its end; it now stands on lines of its own,
// broken only after a slash, so that the lines put together are the path.
func TestResumeDetailKeepsThePathWhole(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state-of-the-player", "armada-tui", "saves")
	cfg := Config{Catalog: testCatalog{}, SaveDir: dir}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("enter", "enter", "enter", "enter") // Stellar Armada, its first scenario, hotseat, start
	path := d.play().sess.Path
	d.keys("enter", "q", "y")
	if !d.quit {
		t.Fatal("the game did not quit")
	}
	lines := strings.Split(newDriver(t, cfg, newMenu(cfg), 80, 24).screen(), "\n")
	var got []string
	for i, l := range lines {
		if strings.HasSuffix(strings.TrimSpace(l), "saved in") {
			for _, p := range lines[i+1:] {
				if strings.TrimSpace(p) == "" {
					break
				}
				got = append(got, strings.TrimSpace(p))
			}
			break
		}
	}
	if strings.Join(got, "") != path {
		t.Fatalf("the lines after \"saved in\" are %q, not the save's path %q:\n%s", got, path, strings.Join(lines, "\n"))
	}
	for _, l := range got[:len(got)-1] {
		if !strings.HasSuffix(l, "/") {
			t.Errorf("the path is broken after %q, not after a slash", l)
		}
	}
}

// sdCatalog is the shell's test catalog knowing Silent Death's rules too,
// whose first game has the longest scenario title of the five games.
type sdCatalog struct{ testCatalog }

func (c sdCatalog) Games() []engine.Game { return append(c.testCatalog.Games(), sd.Game{}) }

func (c sdCatalog) Lookup(id string) (engine.Game, bool) {
	for _, g := range c.Games() {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

// TestSavedGamesDetailNamesTheGameWhole: a line of the saved games is cut
// at 80 columns ("Star Wars Miniatures: Starship Battles, Quick Start …",
// "Your First Game (two Pit Vipers ag…"), and the line under the list said
// only the result and the file, so a cut scenario could be read nowhere
// before opening it (found in the play-test). It now names the game and the
// scenario first.
func TestSavedGamesDetailNamesTheGameWhole(t *testing.T) {
	cfg := Config{Catalog: sdCatalog{}, SaveDir: t.TempDir()}
	g := sd.Game{}
	sc, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	sess := hotseat(t, g, sc, 3)
	sess.Path = filepath.Join(cfg.SaveDir, "sd.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("down", "enter") // past "Resume the last game"
	s := d.screen()
	want := g.Title() + ", " + sc.Title() + "."
	if strings.Contains(s, "unfinished · "+strings.TrimSuffix(want, ".")) {
		t.Fatalf("the list's line is not cut at 80 columns; the test shows nothing:\n%s", s)
	}
	if flat := strings.Join(strings.Fields(s), " "); !strings.Contains(flat, want+" Unfinished. Enter resumes it") {
		t.Fatalf("the line under the list does not name %q whole:\n%s", want, s)
	}
}

// TestSavedGamesSayADrawAsASentence: a save file keeps a draw's result in
// small letters ("draw: both fleets are destroyed …"), which the saved
// games showed as it stands, "draw · Star Wars Miniatures: …" among "Red
// wins · …" (found in the play-test). The list's line and the line under
// it begin with a capital, as the game screen's result does.
func TestSavedGamesSayADrawAsASentence(t *testing.T) {
	m := newMenu(Config{Catalog: testCatalog{}})
	sv := store.Saved{Path: "d.json", File: &engine.SaveFile{Game: "stellararmada",
		Final: engine.SavedFinal{Intents: 12, Over: true, Result: "draw: both ships are out of the fight"}}}
	if got := m.savedLabel(sv); !strings.Contains(got, "  Draw · Stellar Armada") {
		t.Errorf("the list's line reads %q", got)
	}
	if got := m.savedDetail(sv); !strings.Contains(got, "Draw: both ships are out of the fight. Enter watches it again (12 moves)") {
		t.Errorf("the line under the list reads %q", got)
	}
}

// TestSavedUnfinishedGameCountsNoMoves: the line under an unfinished
// save gives no number of moves. In a game of sealed orders the count told
// the other side how many of a fleet's ships had orders: "Unfinished. Enter
// resumes it (3 moves)" after two orders and a seal (found by a
// play-tester). A finished game still gives it.
func TestSavedUnfinishedGameCountsNoMoves(t *testing.T) {
	m := newMenu(Config{Catalog: testCatalog{}})
	sv := store.Saved{Path: "u.json", File: &engine.SaveFile{Game: "stellararmada", Final: engine.SavedFinal{Intents: 3}}}
	if got := m.savedDetail(sv); strings.Contains(got, "move") || !strings.Contains(got, "Unfinished. Enter resumes it. The file:") {
		t.Errorf("the line under an unfinished save reads %q", got)
	}
}

// TestHotseatDetailCountsThePlayers: the line under "Hotseat" says how
// many sit at the keyboard. For Starship Battles' Team Play it read "Two
// players at one keyboard: Light Side A against Dark Side A against Light
// Side B against Dark Side B", four sides and two teams, and "Solo as"
// gave the teammate to "a scripted opponent".
func TestHotseatDetailCountsThePlayers(t *testing.T) {
	for _, c := range []struct {
		game     engine.Game
		scenario string
		want     string
	}{
		{sb.Game{}, "teams", "Four players at one keyboard, a side each: Light Side A, Dark Side A, Light Side B and Dark Side B"},
		{sb.Game{}, "standard", "Two players at one keyboard: Light Side against Dark Side"},
	} {
		sc, err := games.LoadScenario(c.game, c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Catalog: testCatalog{}}
		m := newMenu(cfg).modes(c.game, sc)
		if got := m.choices[0].detail; m.choices[0].label != "Hotseat" || got != c.want {
			t.Errorf("%s: %q says %q, want %q", c.scenario, m.choices[0].label, got, c.want)
		}
		// Solo in Team Play: the computer plays the teammate too, who is
		// no opponent.
		if solo := m.choices[1].detail; len(sc.Sides()) > 2 && !strings.HasPrefix(solo, "You command Light Side A; the computer commands the other 3 sides, your teammate's too.") {
			t.Errorf("%s: %q says %q", c.scenario, m.choices[1].label, solo)
		}
		// The side's forces are named before the choice ("Solo as Red"
		// said nothing of the Pit Vipers until the briefing).
		forces := sc.(engine.Briefer).Briefing(nil).Forces
		if solo := m.choices[1].detail; !strings.HasSuffix(solo, strings.TrimSuffix(forces[0], ".")+".") {
			t.Errorf("%s: %q says %q, without the side's forces %q", c.scenario, m.choices[1].label, solo, forces[0])
		}
	}
}

// TestMenuKeysAsElsewhere: space chooses on the menu as it does on the
// game screen's action list and in the games' builders (it did nothing),
// and the Keys page offers esc only on a menu it goes back from (the first
// menu's listed "esc back", which did nothing).
func TestMenuKeysAsElsewhere(t *testing.T) {
	cfg := Config{Catalog: testCatalog{}, SaveDir: t.TempDir()}
	d := newDriver(t, cfg, newMenu(cfg), 80, 24)
	d.keys("?")
	if s := d.screen(); !strings.Contains(s, "[Keys]") || strings.Contains(s, "esc") && strings.Contains(s, "back") {
		t.Errorf("the first menu's Keys page offers esc:\n%s", s)
	}
	d.keys("esc", "space")
	if s := d.screen(); !strings.Contains(s, "Choose a scenario") {
		t.Fatalf("space did not choose the game:\n%s", s)
	}
	d.keys("?")
	if s := d.screen(); !strings.Contains(s, "esc") || !strings.Contains(s, "back") {
		t.Errorf("the scenario menu's Keys page does not offer esc:\n%s", s)
	}
}

// TestMenuTypesAFreeOption: an option without a list of choices (the
// number of turns of Starmada and SSCS) is typed in a field; enter on it
// did nothing, without a word, and only --option could set it. A value
// the game refuses is said, the field kept open; esc leaves the option as
// it was; left empty, the option goes back to its default.
func TestMenuTypesAFreeOption(t *testing.T) {
	d := starmadaOptions(t)
	d.keys("down")
	if s := d.screen(); !strings.Contains(s, "> turns: the scenario's, 10") || !strings.Contains(s, "enter: type it") {
		t.Fatalf("the turns option is not offered as typed:\n%s", s)
	}
	d.keys("enter")
	empty := false // the field opens empty: the scenario's own number holds until one is typed
	for _, l := range strings.Split(d.screen(), "\n") {
		empty = empty || strings.TrimSpace(l) == "turns:"
	}
	if s := d.screen(); !empty || !strings.Contains(s, "enter set it") || !strings.Contains(s, "esc leave it as it was") {
		t.Fatalf("enter did not open the field, empty:\n%s", s)
	}
	d.keys("x", "q", "?", "enter")
	if s := d.screen(); !strings.Contains(s, `"xq?" is not a number of turns`) || !strings.Contains(s, "turns: xq?") {
		t.Fatalf("a refused value is not said, or the field closed (q and ? must type):\n%s", s)
	}
	d.keys("esc")
	if s := d.screen(); !strings.Contains(s, "> turns: the scenario's, 10") || strings.Contains(s, "set it") {
		t.Fatalf("esc did not leave the option as it was:\n%s", s)
	}
	d.keys("enter", "1", "2", "enter")
	if s := d.screen(); !strings.Contains(s, "> turns: 12") {
		t.Fatalf("12 turns were not set:\n%s", s)
	}
	d.keys("enter", "backspace", "backspace", "enter")
	if s := d.screen(); !strings.Contains(s, "> turns: the scenario's, 10") {
		t.Fatalf("an empty field did not give the default back:\n%s", s)
	}
}

// TestMenuKeepsTheOptionsSet: options set and then left with esc (back to
// the seats, another seat, an opponent) are there when the options step is
// opened again for the same scenario; they went back to the defaults
// without a word (found by a play-tester). Another scenario starts from
// its defaults.
func TestMenuKeepsTheOptionsSet(t *testing.T) {
	sc, err := games.LoadScenario(sm.Game{}, "standard")
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	players := []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Human}, {Side: sc.Sides()[1].Name, Kind: engine.Human}}
	seats := newMenu(cfg)
	d := newDriver(t, cfg, seats.options(sm.Game{}, sc, players, nil, 0, 0), 80, 24)
	d.keys("down", "enter", "1", "2", "enter")
	if s := d.screen(); !strings.Contains(s, "> turns: 12") {
		t.Fatalf("12 turns were not set:\n%s", s)
	}
	again, _ := seats.start(sm.Game{}, sc, players)
	a := newDriver(t, cfg, again, 80, 24)
	if s := a.screen(); !strings.Contains(s, "turns: 12") {
		t.Fatalf("the options opened again lost the 12 turns:\n%s", s)
	}
	// The field opens on the 12 kept; what is typed replaces it, as in
	// the game's fields (it ran on: "7" kept, 99 typed, 799 refused).
	a.keys("down", "enter", "9", "enter")
	if s := a.screen(); !strings.Contains(s, "> turns: 9") {
		t.Fatalf("9 typed over the 12 kept:\n%s", s)
	}
	other, err := games.LoadScenario(sm.Game{}, "satellites")
	if err != nil {
		t.Fatal(err)
	}
	fresh, _ := seats.start(sm.Game{}, other, players)
	if s := newDriver(t, cfg, fresh, 80, 24).screen(); !strings.Contains(s, "turns: the scenario's, 8") {
		t.Fatalf("another scenario took this one's options:\n%s", s)
	}
}

// starmadaOptions drives the menu's options screen of Starmada's standard
// battle, two people playing, at 80×24.
func starmadaOptions(t *testing.T) *driver { return starmadaOptionsOf(t, "standard") }

// starmadaOptionsOf is starmadaOptions of another scenario.
func starmadaOptionsOf(t *testing.T, name string) *driver {
	t.Helper()
	sc, err := games.LoadScenario(sm.Game{}, name)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Catalog: testCatalog{}}
	players := []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Human}, {Side: sc.Sides()[1].Name, Kind: engine.Human}}
	return newDriver(t, cfg, newMenu(cfg).options(sm.Game{}, sc, players, nil, 0, 0), 80, 24)
}

// TestMenuShowsTheScenariosTurns: the number of turns a scenario holds is
// shown as its own ("the scenario's, 8" for the satellites); the menu
// showed the game's 10 there, which the satellites do not play.
func TestMenuShowsTheScenariosTurns(t *testing.T) {
	d := starmadaOptionsOf(t, "satellites")
	if s := d.screen(); !strings.Contains(s, "turns: the scenario's, 8") {
		t.Fatalf("the satellites' 8 turns are not shown:\n%s", s)
	}
}
