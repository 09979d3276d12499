package starmada

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// Spaces in typed orders are left out, and the order recorded is the
// string without them: "2 p 2" is 2P2, as "2p2" is. A space between two
// numbers is refused with words on what to write, not joined into one
// number. The play-tester's "2 P 2" was refused as "' ' is not a
// maneuver".
func TestStarmadaOrdersIgnoreSpaces(t *testing.T) {
	sess := session(t, "duel", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	typeText(d, "1 2")
	if e := d.Snap().Entry; e == nil || e.Err == nil || !strings.Contains(e.Err.Error(), "as one number (3, not 1 2)") {
		t.Fatalf("1 2 was not refused in words: %+v", e)
	}
	keys(d, "ctrl+u")
	typeText(d, " 2 p 2 ")
	e := d.Snap().Entry
	if e == nil || e.Err != nil {
		t.Fatalf("2 p 2 was refused: %+v\n%s", e, d.Screen())
	}
	n := sess.Len()
	keys(d, "enter")
	if sess.Len() != n+1 {
		t.Fatalf("the orders were not given: %s\n%s", d.Snap().Status, d.Screen())
	}
	if got := sess.Records()[n].Intent.(sm.WriteOrders); got.Orders != "2P2" {
		t.Fatalf("recorded %q, want 2P2", got.Orders)
	}
}

// A battery's chosen weapons name their target as the map and g do: the
// ship's id on the map or its name, in any case. The intent holds the
// ship's own name, as a save records it. The play-tester's "1 In" and
// "1 indefatigable" were refused as "there is no ship".
func TestStarmadaWeaponsTargetByIDAndName(t *testing.T) {
	sess := session(t, "duel", false, 1, nil)
	var want sm.Target
	playTo(t, sess, func(s *sm.State) bool {
		if s.Phase().Name != sm.PhaseCombat {
			return false
		}
		for _, in := range s.Legal(s.Phase().Actors[0]) {
			if x, ok := in.(sm.Target); ok && len(x.Mounts) == 1 && !x.Target.Fighters {
				want = x
				return true
			}
		}
		return false
	})
	d := startGame(t, cfg, sess, 80, 24)
	if d.Snap().Handoff {
		keys(d, "enter")
	}
	keys(d, "esc", "t")
	for i := 0; i < 20 && d.Snap().Entry == nil; i++ {
		if h, ok := d.Snap().Hover.(sm.Target); ok && len(h.Mounts) > 0 && h.Ship == want.Ship && h.Battery == want.Battery {
			keys(d, "enter")
			break
		}
		keys(d, "down")
	}
	if d.Snap().Entry == nil {
		t.Fatalf("no field for %v:\n%s", want, d.Screen())
	}
	id := d.Snap().Board.(*starmadaBoard).g.ids[want.Target.Ship]
	if id == "" {
		t.Fatalf("no id for %s", want.Target.Ship)
	}
	w := strconv.Itoa(want.Mounts[0] + 1)
	for _, text := range []string{w + " " + id, w + " " + strings.ToLower(id), w + " " + strings.ToLower(want.Target.Ship), w + " " + strings.ToUpper(want.Target.Ship)} {
		keys(d, "ctrl+u")
		typeText(d, text)
		e := d.Snap().Entry
		if e == nil || e.Err != nil || !reflect.DeepEqual(e.Intent, engine.Intent(want)) {
			t.Errorf("%q: %+v, want %v", text, e, want)
		}
	}
	n := sess.Len()
	keys(d, "enter")
	if sess.Len() != n+1 {
		t.Fatalf("not declared: %s\n%s", d.Snap().Status, d.Screen())
	}
	if got := sess.Records()[n].Intent.(sm.Target); got.Target.Ship != want.Target.Ship {
		t.Fatalf("recorded %q, want the ship's name %q", got.Target.Ship, want.Target.Ship)
	}
}

// A bare hex after the weapons is the one enemy target in it: the craft
// there, or its ship. A hex with none, or with both, says what to type
// ("fighters 1511"), where the play-tester's "1 2106" got "name the
// target after the weapons", which read as if the hex should work.
func TestStarmadaWeaponsTargetByHex(t *testing.T) {
	sess := session(t, "duel", false, 1, nil)
	// The first Combat Phase where the enemy has craft in a hex of their
	// own, not by chance of the seed's game.
	var craft hex.Hex
	var enemy sm.ShipInfo
	playTo(t, sess, func(s *sm.State) bool {
		if s.Phase().Name != sm.PhaseCombat {
			return false
		}
		me := s.Phase().Actors[0]
		for _, sh := range s.Ships() {
			if sh.Side != me {
				enemy = sh
			}
		}
		for _, c := range s.Craft() {
			if c.Side != me && c.Hex != enemy.Hex {
				craft = c.Hex
				return true
			}
		}
		return false
	})
	s := now(sess)
	me := s.Phase().Actors[0]
	g := &smGame{}
	if r, err := g.targetOf(s, me, []string{sm.HexLabel(craft)}); err != nil || r != sm.FightersTarget(craft) {
		t.Errorf("the craft's hex: %v %v", r, err)
	}
	if r, err := g.targetOf(s, me, []string{sm.HexLabel(enemy.Hex)}); err != nil || r != sm.ShipTarget(enemy.Name) {
		t.Errorf("the ship's hex: %v %v", r, err)
	}
	_, err := g.targetOf(s, me, []string{"0000"})
	if err == nil || !strings.Contains(err.Error(), "0000 holds no enemy ship or craft") || !strings.Contains(err.Error(), "fighters "+sm.HexLabel(craft)) {
		t.Errorf("an empty hex: %v", err)
	}
	if _, err := g.targetOf(s, me, []string{"fighters"}); err == nil || !strings.Contains(err.Error(), "fighters CCRR") {
		t.Errorf("fighters without their hex: %v", err)
	}
	// The field's words when the weapons are followed by nothing name both
	// ways to write a target.
	var like sm.Target
	for _, in := range s.Legal(me) {
		if x, ok := in.(sm.Target); ok && len(x.Mounts) == 1 {
			like = x
		}
	}
	if _, err := g.parseWeapons(s, me, like, "1"); err == nil || !strings.Contains(err.Error(), "fighters 1507") {
		t.Errorf("weapons without a target: %v", err)
	}
}

// Tab in the orders field completes a maneuver with the hexes forward that
// spend the rest of the ship's MP ("2s" to "2s2" with 5 MP); on a text
// that is whole already it changes nothing. It changed nothing anywhere:
// the first order the field offered for "2S" was "2S" itself.
func TestStarmadaOrdersTabCompletes(t *testing.T) {
	sess := session(t, "duel", true, 1, nil)
	d := startGame(t, cfg, sess, 80, 24)
	keys(d, "o")
	for _, c := range []struct{ typed, want string }{{"2s", "2s2"}, {"1P", "1P3"}, {"2", "2"}, {"5", "5"}, {"2S2", "2S2"}} {
		keys(d, "ctrl+u")
		typeText(d, c.typed)
		keys(d, "tab")
		e := d.Snap().Entry
		if e == nil || e.Text != c.want || e.Err != nil {
			t.Errorf("%q and tab: %+v, want %q", c.typed, e, c.want)
		}
	}
	n := sess.Len()
	keys(d, "enter")
	if got := sess.Records()[n].Intent.(sm.WriteOrders); got.Orders != "2S2" {
		t.Fatalf("recorded %q", got.Orders)
	}
}

// The listed orders are ordered for tab: each stem's longest first, the
// free turns of one letter before those of two.
func TestStarmadaOrderCompletions(t *testing.T) {
	got := orderCompletions([]string{"0", "@N", "@NE", "@SE", "@S", "1", "2", "P", "P1", "P2", "1P", "1P1", "B"})
	want := []string{"0", "@N", "@S", "@NE", "@SE", "1", "2", "P2", "P1", "P", "1P1", "1P", "B"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q, want %q", got, want)
	}
}

// TestShipNamedRefusesAnIDOfTwoCases: Iron Nail is IN on the map and
// Indefatigable In; "in" matches both in some case and is refused with
// both named, where it took whichever came first (found by review). The
// id as the map writes it names its ship.
func TestShipNamedRefusesAnIDOfTwoCases(t *testing.T) {
	path := filepath.Join(t.TempDir(), "twins.yaml")
	yaml := `game: starmada
name: twins
title: Twins
description: Two ships whose ids differ in case.
turns: 10
sides:
  - name: Imperial
    color: blue
    ships:
      - {name: Admirable, class: Admirable, at: "1502", facing: S}
  - name: Renegades
    color: red
    ships:
      - {name: Indefatigable, class: Admirable, at: "1517", facing: N}
      - {name: Iron Nail, class: Admirable, at: "1717", facing: N}
`
	s := stateOfFile(t, path, yaml)
	g := &smGame{theme: render.NewTheme(false, false)}
	ids := g.shipIDs(s.Ships())
	if ids["Indefatigable"] == ids["Iron Nail"] || !strings.EqualFold(ids["Indefatigable"], ids["Iron Nail"]) {
		t.Fatalf("the ids %q and %q do not differ in case alone; the test needs them to", ids["Indefatigable"], ids["Iron Nail"])
	}
	for _, n := range []string{"Indefatigable", "Iron Nail"} {
		if got, err := g.shipNamed(s, 0, ids[n]); err != nil || got != n {
			t.Errorf("%q: %q, %v; want %s", ids[n], got, err, n)
		}
	}
	lower := strings.ToLower(ids["Iron Nail"])
	if _, err := g.shipNamed(s, 0, lower); err == nil || !strings.Contains(err.Error(), "Indefatigable") || !strings.Contains(err.Error(), "Iron Nail") {
		t.Errorf("%q: %v, want both ships named", lower, err)
	}
}

// TestShipNamedTakesTheEnemysStart: a start that an enemy ship's name and
// one of one's own share names the enemy's, since a target is the enemy's
// ("hor" was refused as Hornet 1 or Hornet 2 where Hornet 2 was one's own;
// found in play).
func TestShipNamedTakesTheEnemysStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hornets.yaml")
	yaml := `game: starmada
name: hornets
title: Hornets
description: A Hornet on each side.
turns: 10
sides:
  - name: Imperial
    color: blue
    ships:
      - {name: Hornet 1, class: Admirable, at: "1502", facing: S}
  - name: Renegades
    color: red
    ships:
      - {name: Hornet 2, class: Admirable, at: "1517", facing: N}
`
	s := stateOfFile(t, path, yaml)
	g := &smGame{theme: render.NewTheme(false, false)}
	for me, want := range []string{"Hornet 2", "Hornet 1"} {
		if got, err := g.shipNamed(s, engine.Player(me), "hor"); err != nil || got != want {
			t.Errorf("side %d: %q, %v; want %s", me, got, err, want)
		}
	}
}

// stateOfFile is the first state of the Starmada scenario text written to
// path.
func stateOfFile(t *testing.T, path, text string) *sm.State {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sc, err := games.ReadScenarioFile(sm.Game{}, path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sm.Game{}.NewState(sc, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	return st.(*sm.State)
}
