package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// vicPosition builds a battle of the given craft under a scenario's
// victory rules (the standard map, ten turns).
func vicPosition(t *testing.T, vic VictoryFile, red, blue []CraftFile) *State {
	t.Helper()
	f := ScenarioFile{Name: "test", Title: "Test", Map: MapFile{Cols: StandardCols, Rows: StandardRows}, Turns: 10,
		Victory: vic, Sides: []SideFile{{Name: "Red", Color: "red", Craft: red}, {Name: "Blue", Color: "blue", Craft: blue}}}
	sc, err := NewScenario(f)
	if err != nil {
		t.Fatal(err)
	}
	return newState(sc, engine.NewDice(1))
}

// TestRule_11_3_NoCraftLeftBelowTheMark: 11.3 is won only by the first side
// to inflict 75 TPV; "if neither side fulfills" it the scenario is a draw.
// A side that loses its last craft while the other has destroyed less than
// 75 leaves a draw (a campaign's small forces come to it), not a win by the
// destroyed TPV; its torps still in flight may yet bring it to the mark.
func TestRule_11_3_NoCraftLeftBelowTheMark(t *testing.T) {
	var red, blue []CraftFile
	for k, id := range []string{"A", "B", "C", "D"} {
		red = append(red, cf("pit-viper", id, 2+2*k, 2, "S", 9, 6)) // 33 TPV each
	}
	blue = []CraftFile{cf("pit-viper", "A", 2, 20, "N", 9, 6), cf("pit-viper", "B", 4, 20, "N", 9, 6)}
	vic := VictoryFile{Kind: VicTPV, TPV: 75}

	s := vicPosition(t, vic, red, blue)
	s.crafts[4].state, s.crafts[5].state = outDestroyed, outDestroyed // 66 TPV, below 75
	var ev events
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != -1 || !strings.Contains(s.outcome.Reason, "neither side reached 75") {
		t.Fatalf("Blue lost both craft, 66 TPV: %+v", s.outcome)
	}

	// A Blue torp still tracks a Red craft: the battle goes on.
	s = vicPosition(t, vic, red, blue)
	s.crafts[4].state, s.crafts[5].state = outDestroyed, outDestroyed
	s.torps = append(s.torps, torp{id: 1, side: 1, owner: 4, mark: Mk20, pos: s.crafts[0].pos, target: ref{refCraft, 0}})
	s.checkVictory(&ev, false)
	if s.outcome.Over {
		t.Fatalf("over with a Blue torp in flight: %+v", s.outcome)
	}
	// It and others destroy three Red craft, 99 TPV: Blue inflicted 75 first.
	s.torps = nil
	for k := 0; k < 3; k++ {
		s.crafts[k].state = outDestroyed
	}
	s.checkVictory(&ev, false)
	if !s.outcome.Over || s.outcome.Winner != 1 {
		t.Fatalf("Blue's torps brought it to 99 TPV: %+v", s.outcome)
	}
}

// TestRule_11_8_SalvoOfASideWithoutCraft: 11.8 counts the destroyed TPV at
// the end of ten turns. Blue's shuttle fired its missiles at the Pit Viper
// and was destroyed in the Cannon Fire Phase; the salvo still strikes in the
// Missile Results Phase (4.1: whatever the range, the launcher gone or not)
// and its kill counts for Blue. Before rules 6 the battle ended on the
// shuttle's loss and Red won 33 to 0.
func TestRule_11_8_SalvoOfASideWithoutCraft(t *testing.T) {
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "N", 9, 9)}          // 18 + 18 = 36 TPV
	blue := []CraftFile{cf("shryak-shuttle", "A", 10, 14, "N", 1, 1, 1)} // 30 + 2 + 1 = 33 TPV
	s := vicPosition(t, VictoryFile{Kind: VicPoints}, red, blue)
	s.crafts[1].state = outDestroyed
	s.lockons = []lockon{{side: 1, craft: 1, mount: 0, target: ref{refCraft, 0}, rolled: true, ok: true, n: 8}}
	s.ph = phFireStart
	s = force(s, 6, 6, 6, 6, 6, 6, 6, 6) // 8D6, read High: 48
	var ev events
	s.advance(&ev)
	log := logText(ev.list)
	if !strings.Contains(log, "8 missile(s) of Blue's Shryak Shuttle A strike at Red's Pit Viper A") {
		t.Fatalf("the salvo was not resolved\n%s", log)
	}
	if !s.outcome.Over || s.outcome.Winner != 1 || !strings.Contains(s.outcome.Reason, "36 TPV destroyed against 33") {
		t.Fatalf("%+v\n%s", s.outcome, log)
	}
}

// TestRule_11_7_LastScenarioVeteransCount: 10.1 raises a veteran's skill
// after a scenario, the sixth too, and 11.7 values the rosters "after the
// last scenario is played": with as many scenarios won, the point a
// veteran of the last battle gains decides the campaign. Before rules 6
// the campaign ended as the sixth battle did, its veterans unadvanced.
func TestRule_11_7_LastScenarioVeteransCount(t *testing.T) {
	// The scripted units of the test seeds rarely fight the sixth battle
	// (a Screening Force with one fast craft ends as it is set up): the
	// fifth one's battle, recorded as the sixth.
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campBattle && c.next == 4 })
	n := c.clone()
	n.next = len(stages) - 1
	final := finished(n.battle)
	w, vet := -1, -1 // the winner of the last battle, and a pilot of his who may advance
	for p := 0; p < 2 && w < 0; p++ {
		for _, a := range n.playing[p] {
			if k := a.Index; final.crafts[k].alive() && n.sides[p].Crew[a.Crew[0]].canRaise() {
				final.crafts[k].critBy = 1 // its pilot scored a critical hit
				w, vet = p, a.Crew[0]
				break
			}
		}
	}
	if w < 0 {
		t.Fatal("no pilot of either side can advance in this campaign")
	}
	final.outcome.Winner = engine.Player(w)
	n.sides[w].Wins, n.sides[1-w].Wins = 2, 3 // the last won by w: three each
	n.battle = final
	var ev events
	n.endBattle(&ev)
	n.advance(&ev)
	adv := n.Advances(engine.Player(w))
	if n.Outcome().Over || n.Phase().Name != PhaseCampExp || len(adv) != 1 || int(adv[0].Crew) != vet {
		t.Fatalf("after the sixth battle: phase %q, over %v, advances %+v", n.Phase().Name, n.Outcome().Over, adv)
	}
	// Equal rosters before the advance (spare gunners make up the difference).
	for d := n.sides[1].Value() - n.sides[0].Value(); d != 0; d = n.sides[1].Value() - n.sides[0].Value() {
		p, g := 0, min(d, MaxSkill)
		if d < 0 {
			p, g = 1, min(-d, MaxSkill)
		}
		n.sides[p].Crew = append(n.sides[p].Crew, Member{Gnr: g})
	}
	st, _ := gametest.Apply(t, n, Advance{By: engine.Player(w), Crew: adv[0].Crew, Plt: adv[0].CanPlt})
	if o := st.Outcome(); !o.Over || o.Winner != engine.Player(w) || !strings.Contains(o.Reason, "3 scenarios each") {
		t.Fatalf("outcome %+v", o)
	}
	if reinforced := st.(*Campaign).shop; reinforced != nil {
		t.Fatal("no reinforcements after the last scenario")
	}
}

// TestRule_11_2_LeavingTheMinefield: 11.2 attacks a craft for every
// Movement Phase in which it "expends at least one movement point" in
// Areas D-G. A craft that starts its move in a mined hex and flies out of
// the area, by a forward move or a sideslip (10.4), spent that point
// there: it is attacked after its move, as a torp that starts its flight
// there is. Before rules 6 only a hex entered or turned in counted. One
// that stays where it is spends nothing and is not attacked.
func TestRule_11_2_LeavingTheMinefield(t *testing.T) {
	base := newGame(t, "minefield", 1)
	at := hex.FromOffset(12, 10)
	if !base.Mined(at) {
		t.Fatal("not in the minefield")
	}
	out := hex.Neighbor(at, hex.NW)
	if base.Mined(out) || base.Mined(hex.Neighbor(at, hex.SW)) {
		t.Fatal("the hexes to the west are mined")
	}
	for _, tc := range []struct {
		name   string
		move   func(c CraftID) engine.Intent
		attack bool
	}{
		{"forward", func(c CraftID) engine.Intent { return Forward{By: 0, Craft: c} }, true},
		{"sideslip", func(c CraftID) engine.Intent { return Slip{By: 0, Craft: c, Dir: -1} }, true},
		{"stays", func(c CraftID) engine.Intent { return Stop{By: 0, Craft: c} }, false},
	} {
		s := newStateOpts(base.sc, Options{Sideslips: true}, engine.NewDice(1))
		s.crafts[0].pos, s.crafts[0].facing = at, hex.NW
		moveNow(s, 0)
		s = force(s, 1, 1, 1) // the mines' 3D8: 3, a miss
		s, ev := apply(t, s, tc.move(0))
		log := logText(ev)
		if tc.name != "stays" {
			if s.crafts[0].pos == at || s.Mined(s.crafts[0].pos) {
				t.Fatalf("%s: the craft is at %v", tc.name, s.crafts[0].pos)
			}
			var more []engine.Event
			s, more = apply(t, s, Stop{By: 0, Craft: 0})
			log += logText(more)
		}
		if got := strings.Contains(log, "The minefield attacks"); got != tc.attack {
			t.Errorf("%s: attacked %v, want %v\n%s", tc.name, got, tc.attack, log)
		}
	}
}

// TestRule_11_7_CommandShipSalamandersKeepTorps: 11.5 deletes the torps of
// the Benkan Salamanders, which were "not rigged" for them (13.0's
// Grizzlies, BPV 26); a campaign unit's Salamanders were bought with
// theirs at BPV 30 and keep them in scenario 5 (the project's reading),
// and the briefing says so where the scenario's own description would
// say otherwise.
func TestRule_11_7_CommandShipSalamandersKeepTorps(t *testing.T) {
	c := campaignAt(t, "campaign", 3, func(c *Campaign) bool { return c.ph == campField && c.next == 4 }).clone()
	b := 1 - int(c.a)
	c.sides[b].Craft = append(c.sides[b].Craft, RosterCraft{Type: "salamander", ID: "Z"})
	c.sides[b].Crew = append(c.sides[b].Crew, Member{Pilot: true, Plt: 5, Gnr: 5}, Member{Gnr: 5})
	c.chosen[b] = []int{len(c.sides[b].Craft) - 1}
	c.crews[b] = append(c.crews[b], []int{len(c.sides[b].Crew) - 2, len(c.sides[b].Crew) - 1})
	f, _, err := c.battleFile(stages[4], c.sc.file.Campaign.Stages[4])
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, cf := range f.Sides[b].Craft {
		if cf.Type == "salamander" {
			found = true
			if cf.NoTorps {
				t.Errorf("Side B's Salamander loses its torps: %+v", cf)
			}
		}
	}
	if !found {
		t.Fatalf("no Salamander fielded: %+v", f.Sides[b].Craft)
	}
	if s := c.Briefing(nil).Situation; !strings.Contains(s, "Salamanders keep their torps") {
		t.Errorf("the briefing: %s", s)
	}
}
