package tui

// The view oracle's part outside the game packages (twenty-third audit):
// a hotseat game of each game with secrets, saved in the middle of a turn
// right after a side made a secret choice and sealed it, then read back as
// `resume` and `replay` would: the replay viewer warns before it shows the
// record (the design's "hidden information in hotseat play"), and the
// resumed game hands the terminal over before the table, and then shows
// the other side neither the choice on the screen nor in its log.

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	ssb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// voCatalog knows the four games with secrets, drawn on plain boards.
type voCatalog struct{}

func (voCatalog) Games() []engine.Game {
	return []engine.Game{sm.Game{}, sd.Game{}, sscs.Game{}, ssb.Game{}}
}

func (c voCatalog) Lookup(id string) (engine.Game, bool) {
	for _, g := range c.Games() {
		if g.ID() == id {
			return g, true
		}
	}
	return nil, false
}

func (voCatalog) Scenarios(g engine.Game) ([]engine.Scenario, error) { return games.Scenarios(g) }
func (voCatalog) Screens(string) Screens                             { return Screens{} }

func TestHotseatSaveMidTurnKeepsSecrets(t *testing.T) {
	cases := []struct {
		game     engine.Game
		scenario string
		secret   func(engine.Intent) bool
		seal     func(engine.Player) engine.Intent
	}{
		{sm.Game{}, "standard", func(in engine.Intent) bool { _, ok := in.(sm.WriteOrders); return ok },
			func(p engine.Player) engine.Intent { return sm.Submit{By: p} }},
		{ssb.Game{}, "standard", func(in engine.Intent) bool { _, ok := in.(ssb.Add); return ok },
			func(p engine.Player) engine.Intent { return ssb.Done{By: p} }},
		{sscs.Game{}, "standard", func(in engine.Intent) bool { _, ok := in.(sscs.Speed); return ok },
			func(p engine.Player) engine.Intent { return sscs.Seal{By: p} }},
		{sd.Game{}, "intro-escort", func(in engine.Intent) bool {
			switch in.(type) {
			case sd.LockOn, sd.Torp:
				return true
			}
			return false
		}, func(p engine.Player) engine.Intent { return sd.Declared{By: p} }},
		{sd.Game{}, "commandship", func(in engine.Intent) bool { _, ok := in.(sd.Command); return ok }, nil},
	}
	cfg := Config{Catalog: voCatalog{}}
	for _, c := range cases {
		name := c.game.ID() + " " + c.scenario
		sc, err := games.LoadScenario(c.game, c.scenario)
		if err != nil {
			t.Fatal(err)
		}
		sess := hotseat(t, c.game, sc, 11)
		opp := engine.NewRandomOpponent(3)
		var secret engine.Intent
		var before engine.State
		for i := 0; i < 2000 && secret == nil; i++ {
			st := sess.State()
			if st.Outcome().Over {
				break
			}
			q := st.Phase().Actors[0]
			for _, in := range st.Legal(q) {
				if c.secret(in) {
					secret, before = in, st
					break
				}
			}
			in := secret
			if in == nil {
				if in, err = opp.Choose(st.View(q), q); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := sess.Apply(in); err != nil {
				t.Fatalf("%s: %v: %v", name, in, err)
			}
		}
		if secret == nil {
			t.Fatalf("%s: no secret choice offered", name)
		}
		q := secret.Actor()
		if c.seal != nil {
			if _, err := sess.Apply(c.seal(q)); err != nil {
				t.Fatalf("%s: sealing: %v", name, err)
			}
		}
		// What the chooser reads of the choice, and what the other side may
		// read; when they are alike the log line names nothing secret.
		own, other := engine.Describe(before, secret, q), engine.Describe(before, secret, 1-q)
		data, err := mustSave(t, sess).Encode()
		if err != nil {
			t.Fatal(err)
		}
		sf, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatal(err)
		}
		back, err := sf.Restore(voCatalog{}.Lookup)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !unfinishedSecrets(back) {
			t.Errorf("%s: the replay of the save opens on the record, secrets and all", name)
		}
		p := newPlay(cfg, back)
		d := &driver{t: t, a: newApp(cfg, p)}
		d.run(d.a.Init())
		d.msg(tea.WindowSizeMsg{Width: 100, Height: 40})
		if p.handoff == engine.NoPlayer || !strings.Contains(d.screen(), "Pass the terminal") {
			t.Errorf("%s: resumed with no handoff:\n%s", name, d.screen())
			continue
		}
		if own != other && strings.Contains(d.screen(), own) {
			t.Errorf("%s: the handoff screen shows %q", name, own)
		}
		d.keys("enter")
		if p.over == briefingOverlay {
			d.keys("enter")
		}
		if p.viewer == q {
			continue // the chooser again: its own choice is its to see
		}
		var log []string
		for _, l := range p.log {
			log = append(log, l.text)
		}
		if own != other && (strings.Contains(d.screen(), own) || strings.Contains(strings.Join(log, "\n"), own)) {
			t.Errorf("%s: the other side's resumed screen or log shows %q:\n%s", name, own, d.screen())
		}
		t.Logf("%s: saved after %s's %s (its owner reads %q, the other side %q); resumed for player %d", name, fmt.Sprint(q), secret.Kind(), own, other, p.viewer)
	}
}

func mustSave(t *testing.T, sess *engine.Session) *engine.SaveFile {
	t.Helper()
	sf, err := sess.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	return sf
}
