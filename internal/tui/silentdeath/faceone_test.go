package silentdeath

import (
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// TestFailedSetCostFaceSaysTheChoice: after a failed 10.3 set cost turn
// the pilot names the one hexside, left or right. Beside the map at
// 80×24 the explanation read "turn one hexside to N (the set cost turn
// failed, 10.3); the set cost turn failed: one hexside, left or right,
// for the 3 MP paid", the failure twice and the two facings to choose
// from named nowhere, in lines the craft's display gave up. It says the
// failure once and names the two facings.
func TestFailedSetCostFaceSaysTheChoice(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		sess := sdSessionWith(t, "intro-patrol", seed, engine.Options{sd.OptSetTurns: "on"})
		toMovement(t, sess)
		p := sess.State().Phase().Actors[0]
		var tight engine.Intent
		for _, in := range sess.State().Legal(p) {
			if x, ok := in.(sd.Tight); ok && x.Facing != sd.FaceAfterRoll {
				tight = in
				break
			}
		}
		if tight == nil {
			continue
		}
		if _, err := sess.Apply(tight); err != nil {
			t.Fatal(err)
		}
		view := sess.State().View(p)
		s := sd.BattleOf(view)
		for _, in := range view.Legal(p) {
			x, ok := in.(sd.Face)
			if !ok {
				continue
			}
			c := s.Craft(int(x.Craft))
			if c.Facing.Turns(hex.Direction(x.Facing)) != 1 {
				continue
			}
			b := newSilentDeathBoard(cfg).game
			b.last = s
			sheet := sheetText(b, view, p, c.Hex, x, 34, 60)
			if n := strings.Count(sheet, "set cost turn failed"); n != 1 {
				t.Errorf("seed %d: the failure is said %d times: %s", seed, n, sheet)
			}
			left, right := c.Facing.Rotate(-1).String(), c.Facing.Rotate(1).String()
			if !strings.Contains(sheet, left+" or "+right) {
				t.Errorf("seed %d: from %s the choice %s or %s is not named: %s", seed, c.Facing, left, right, sheet)
			}
			return
		}
	}
	t.Skip("no seed of 1 to 40 gives a failed set cost turn")
}

// A set cost tight turn's preview says the roll once (the intent's words
// name it: "if 1D10 is under Plt") and adds its numbers: the pilot's Plt
// and the turn's cost, 5 MP for two hexsides, 7 for three (10.3). It read
// "(set cost, if 1D10 is under Plt); 1D10 under Plt 6 makes it, …".
func TestSetCostTightPreviewSaysTheRollOnce(t *testing.T) {
	sess := sdSessionWith(t, "intro-patrol", 1, engine.Options{sd.OptSetTurns: "on"})
	toMovement(t, sess)
	p := sess.State().Phase().Actors[0]
	view := sess.State().View(p)
	s := sd.BattleOf(view)
	seen := map[int]bool{}
	for _, in := range view.Legal(p) {
		x, ok := in.(sd.Tight)
		if !ok || x.Facing == sd.FaceAfterRoll {
			continue
		}
		c := s.Craft(int(x.Craft))
		b := newSilentDeathBoard(cfg).game
		b.last = s
		sheet := sheetText(b, view, p, c.Hex, x, 34, 60)
		if n := strings.Count(sheet, "1D10"); n != 1 {
			t.Errorf("%v: the roll is said %d times: %s", x, n, sheet)
		}
		sides := c.Facing.Turns(hex.Direction(x.Facing))
		want := fmt.Sprintf("Plt %d: %d MP if made, else one hexside for 3 MP", c.Crew[0].Plt, 3+2*(sides-1))
		if !strings.Contains(sheet, want) {
			t.Errorf("%v: %q is not in %s", x, want, sheet)
		}
		seen[sides] = true
	}
	if !seen[2] || !seen[3] {
		t.Fatalf("tight turns of two and three hexsides offered: %v", seen)
	}
}

// sheetText is the side panel of craft hex h for me with hover under the
// cursor, w columns by rows, as one line of plain words.
func sheetText(b *sdGame, st engine.State, me engine.Player, h hex.Hex, hover engine.Intent, w, rows int) string {
	return strings.Join(strings.Fields(tuitest.Plain(strings.Join(b.Sheet(st, me, h, hover, w, rows), " "))), " ")
}
