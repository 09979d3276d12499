package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/store"
)

// replay --headless of an unfinished game whose record holds a side's
// secret (here the Imperial fleet's sealed orders, the Hegemony's not yet
// written) prints it, as the whole record does, but now says so on
// standard error first, as the viewer warns before it shows them; the log
// itself is unchanged. A finished game gets no note.
func TestReplayHeadlessNotesUnfinishedSecrets(t *testing.T) {
	c := newCLI(t, true)
	sess := sealedOrders(t)
	code, out, errOut := c.run("replay", sess.Path, "--headless")
	if code != 0 || !strings.Contains(errOut, "is not finished, and its log shows what each side has not yet shown the other") {
		t.Errorf("exit %d, stderr %q: no note of the secrets", code, errOut)
	}
	if strings.Contains(out, "note:") || !strings.HasPrefix(out, "game: starmada") {
		t.Errorf("the log changed:\n%s", out)
	}

	dir := t.TempDir()
	c.ok("selfplay", "stellararmada", "--games", "1", "--save-dir", dir)
	done, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if _, _, errOut := c.run("replay", done[0], "--headless"); errOut != "" {
		t.Errorf("a finished game's log has a note: %q", errOut)
	}
}

// sealedOrders is a hotseat game of Starmada's duel, saved, in which side
// 0 has written and sealed its orders and side 1 has written none.
func sealedOrders(t *testing.T) *engine.Session {
	t.Helper()
	g := sm.Game{}
	sc, err := games.LoadScenario(g, "duel")
	if err != nil {
		t.Fatal(err)
	}
	var ps []engine.PlayerSlot
	for _, s := range sc.Sides() {
		ps = append(ps, engine.PlayerSlot{Side: s.Name, Kind: engine.Human})
	}
	sess, err := engine.NewSession(g, sc, nil, 1, ps)
	if err != nil {
		t.Fatal(err)
	}
	for !sess.State().Phase().Acting(1) || sess.State().Phase().Acting(0) {
		p := sess.State().Phase().Actors[0]
		in, err := sm.Scripted{}.Choose(sess.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	sess.Path = filepath.Join(t.TempDir(), "sealed.json")
	if err := store.Save(sess); err != nil {
		t.Fatal(err)
	}
	return sess
}
