package sscs

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestRefusedPlotGoesWithItsField: the sheet shows the ledger of a plot
// being typed, and what is wrong with a refused one, while nothing else is
// under the cursor. Once the field closed unentered (esc: the game screen
// calls EndPick whenever a field closes) the refusal stayed beside the map
// whenever the cursor rested on nothing (a closed group of several
// actions), about a text no longer there; as the status line's complaint
// goes with its field, so does the ledger now.
func TestRefusedPlotGoesWithItsField(t *testing.T) {
	sess := session(t, "standard", false, 3)
	var mv sscs.Move
	var who engine.Player
	found := false
	for i := 0; i < 400 && !found; i++ {
		st := sess.State().(*sscs.State)
		who = st.Phase().Actors[0]
		for _, in := range st.Legal(who) {
			if x, ok := in.(sscs.Move); ok {
				mv, found = x, true
				break
			}
		}
		if found {
			break
		}
		in, err := sscs.Scripted{}.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	if !found {
		t.Fatal("no plot to type in 400 intents")
	}
	st := sess.State().(*sscs.State).View(who)
	b := newBoard(cfg)
	frame := tui.Frame{State: st, Me: who, W: 80, H: 22}
	sheet := func() string { return strings.Join(strings.Fields(strings.Join(b.Draw(frame), " ")), " ") }
	if _, err := b.Parse(st, who, mv, "99"); err == nil {
		t.Fatal("a plot of 99 hexes is taken")
	}
	if s := sheet(); !strings.Contains(s, "the plot moves 99 hexes") {
		t.Fatalf("while the field is open the sheet does not say what is wrong:\n%s", strings.Join(b.Draw(frame), "\n"))
	}
	b.EndPick() // the field closes unentered
	if s := sheet(); strings.Contains(s, "the plot moves 99 hexes") {
		t.Errorf("the refusal stays after its field closed:\n%s", strings.Join(b.Draw(frame), "\n"))
	}
}
