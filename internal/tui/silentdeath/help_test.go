//go:build pendingmove

package silentdeath

// TestFullHelpShowsEveryKey opens the full help of a game with many keys at
// 80 columns: every key is there, nothing is cut off.
func TestFullHelpShowsEveryKey(t *testing.T) {
	g, _ := games.Lookup("silentdeath")
	sc, err := games.LoadScenario(g, "first-game")
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(t, Config{}, newPlay(Config{}, hotseat(t, g, sc, 11)), 80, 24)
	d.keys("i", "?")
	s := d.screen()
	for _, want := range []string{"forward", "inspect next unit", "undo", "log back", "quit"} {
		if !strings.Contains(s, want) {
			t.Errorf("the full help lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "…") {
		t.Errorf("the full help is cut off:\n%s", s)
	}
}
