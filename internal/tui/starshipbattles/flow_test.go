package starshipbattles

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestFlowHotseatRound plays Clash over Coruscant hotseat through the
// program, key by key, from the set-up to the start of the second round:
// the placements typed on the set-up screen, moves, launches and attacks
// picked from the action list by their hotkeys, and every question
// (the attacker's and the defender's options among them) answered on its
// own screen by the player it asks. A shadow session with the same seed
// decides what each player does (the scripted opponent's choice) and
// replays it; after every intent the program's game must be the shadow's,
// hash for hash, and the save on disk must hold it at the end.
func TestFlowHotseatRound(t *testing.T) {
	flow(t, "coruscant", 11)
}

// TestFlowHotseatStandard plays the standard battle the same way from its
// first key: both fleets built in secret on the builder, behind the
// handoff, then the set-up and the first round.
func TestFlowHotseatStandard(t *testing.T) {
	handoffs := flow(t, "standard", 4)
	if handoffs == 0 {
		t.Fatal("no handoff between the secret fleets")
	}
}

// flow plays scenario hotseat through the program to the second round and
// returns how many handoffs it passed.
func flow(t *testing.T, scenario string, seed uint64) int {
	sess, shadow := session(t, scenario, seed), session(t, scenario, seed)
	sess.Path = filepath.Join(t.TempDir(), "game.json")
	d := game(t, config(), sess, 80, 24)
	opp, _ := sb.Game{}.NewOpponent(engine.LevelScripted, 9)
	asked := map[string]int{}
	handoffs := 0
	for steps := 0; shadow.State().(*sb.State).Round() < 2; steps++ {
		if steps > 800 {
			t.Fatal("the round did not end in 800 intents")
		}
		st := shadow.State()
		if st.Outcome().Over {
			break
		}
		who := st.Phase().Actors[0]
		snap := d.Snap()
		if snap.Handoff {
			handoffs++
			d.Keys("enter")
			snap = d.Snap()
		}
		if snap.Viewer != who {
			t.Fatalf("the screen shows %v's view, but %v must act (%s):\n%s", snap.Viewer, who, st.Phase().Name, d.Screen())
		}
		if snap.Phase != nil {
			if _, ok := snap.Phase.(*promptModel); ok {
				asked[st.Phase().Name]++
				if !strings.Contains(d.Screen(), "decides") {
					t.Fatalf("the question does not say who decides:\n%s", d.Screen())
				}
			}
		}
		in, err := opp.Choose(st.View(who), who)
		if err != nil {
			t.Fatal(err)
		}
		d.Keys(keysFor(t, d, in)...)
		if _, err := shadow.Apply(in); err != nil {
			t.Fatal(err)
		}
		if sess.Len() != shadow.Len() || sess.State().Hash() != shadow.State().Hash() {
			t.Fatalf("after %v (%s) the program has %d intents, the shadow %d; the screen:\n%s",
				in, st.Phase().Name, sess.Len(), shadow.Len(), d.Screen())
		}
	}
	if asked[sb.PhaseDefenderOpts] == 0 {
		t.Fatalf("no defender's question in the round: %v", asked)
	}
	sf, err := store.Read(sess.Path)
	if err != nil {
		t.Fatal(err)
	}
	if sf.Final.Hash != engine.FormatHash(shadow.State().Hash()) {
		t.Fatal("the saved game differs from the shadow's")
	}
	t.Logf("%d intents, %d handoffs; questions asked: %v", shadow.Len(), handoffs, asked)
	return handoffs
}

// TestFlowTeams plays Clash over Coruscant two against two: four players
// at one keyboard, seats alternating between the teams.
func TestFlowTeams(t *testing.T) {
	flow(t, "coruscant-teams", 6)
}
