package silentdeath

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestOldSavesReplay: saves written before intents became one type per
// kind (and before the hash covered every field) still load: every intent
// decodes as it was written; Your First Game's replays and reaches the
// state whose HashV1 is the hash the file recorded, intent by intent, to
// the recorded end. The game keeps HashV1 for that; the engine verifies
// such saves with it. A save of the Standard Game met the launch phase
// that rules 5 corrected (torps are launched after the missiles, 4.2): it
// is refused at the first intent whose state differs, saying so.
func TestOldSavesReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "silentdeath-*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, p := range files {
		sf := gametest.ReadSave(t, p)
		if !(Game{}).ReadsRules(sf.Rules) {
			t.Fatalf("%s: rules %q, this game plays %q", p, sf.Rules, RulesVersion)
		}
		sc, err := Game{}.DecodeScenario(sf.Scenario)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		st, err := Game{}.NewState(sc, sf.Options, sf.Seed)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		s := st.(*State)
		if got := engine.FormatHash(s.HashV1()); got != sf.StartHash {
			t.Fatalf("%s: start hash %s, recorded %s", p, got, sf.StartHash)
		}
		var intents []engine.Intent
		for i, rec := range sf.Intents {
			in, err := Game{}.DecodeIntent(rec.Kind, rec.Data)
			if err != nil {
				t.Fatalf("%s: intent %d (%s %s): %v", p, i+1, rec.Kind, rec.Data, err)
			}
			// The intent encodes as it was written.
			if again, _ := json.Marshal(in); !sameJSON(again, rec.Data) {
				t.Errorf("%s: intent %d encodes as %s, was %s", p, i+1, again, rec.Data)
			}
			intents = append(intents, in)
		}
		if !s.firstGame {
			_, err := sf.Restore(func(id string) (engine.Game, bool) { return Game{}, id == ID })
			if err == nil || !strings.Contains(err.Error(), "corrected") {
				t.Fatalf("%s: a save that met rules 5's launch phase: %v", p, err)
			}
			continue
		}
		for i, rec := range sf.Intents {
			in := intents[i]
			next, _, err := s.Apply(in)
			if err != nil {
				t.Fatalf("%s: intent %d (%s): %v", p, i+1, rec.Kind, err)
			}
			s = next.(*State)
			if got := engine.FormatHash(s.HashV1()); got != rec.Hash {
				t.Fatalf("%s: after intent %d (%s) hash %s, recorded %s", p, i+1, rec.Kind, got, rec.Hash)
			}
		}
		if got := engine.FormatHash(s.HashV1()); got != sf.Final.Hash || s.Outcome().Over != sf.Final.Over {
			t.Fatalf("%s: ends with %s over=%v, recorded %s over=%v", p, got, s.Outcome().Over, sf.Final.Hash, sf.Final.Over)
		}
		if engine.ResultText(s.Outcome(), sc.Sides()) != sf.Final.Result {
			t.Fatalf("%s: result %q, recorded %q", p, engine.ResultText(s.Outcome(), sc.Sides()), sf.Final.Result)
		}
		// And through the engine, which verifies version 1 with HashV1.
		gametest.OldSave(t, Game{}, p)
	}
}

func sameJSON(a, b []byte) bool {
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return false
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return string(ja) == string(jb)
}

// TestRules1Saves: saves of rules silentdeath/1 to /6 are read; one that
// never met a rule corrected since would replay and verify, but every
// Standard Game does meet rules 5's launch phase (the torps declared after
// the missiles, 4.2), which changes the phase the game starts in: such a
// save is refused at its start or at the first intent whose state
// differs, with the reason.
func TestRules1Saves(t *testing.T) {
	if RulesVersion == "silentdeath/1" || !(Game{}).ReadsRules("silentdeath/1") {
		t.Fatalf("rules %s should read silentdeath/1", RulesVersion)
	}
	if (Game{}).ReadsRules("silentdeath/0") || (Game{}).ReadsRules("silentdeath/13") || !(Game{}).ReadsRules("silentdeath/11") || !(Game{}).ReadsRules("silentdeath/9") || !(Game{}).ReadsRules("silentdeath/8") || !(Game{}).ReadsRules("silentdeath/7") || !(Game{}).ReadsRules("silentdeath/2") || !(Game{}).ReadsRules("silentdeath/6") ||
		!(Game{}).ReadsRules("silentdeath/3") || !(Game{}).ReadsRules("silentdeath/4") || !(Game{}).ReadsRules("silentdeath/5") {
		t.Fatal("reads rules that never were")
	}
	for _, name := range []string{"rules1-drive0-off", "rules1-intro-patrol", "rules1-drive0-met"} {
		_, err := gametest.RestoreSave(gametest.ReadSave(t, filepath.Join("testdata", name+".json")), Game{})
		if err == nil || !strings.Contains(err.Error(), "corrected") {
			t.Fatalf("%s: a save that met the corrected launch phase: %v", name, err)
		}
	}
}

// TestRules7TorpsFlyAsRecorded: a save of rules 7 (11.2's minefield,
// scripted against scripted, 48 torps launched, written by a rules-7
// build) decodes its scenario with the program flying every torp's whole
// path, as rules 7 did (DecodeScenarioOfRules), and replays whole, every
// hash verified; saved again it still names rules 7. Replayed as rules 8,
// where the torps' owners choose their paths (4.2), it stops at the first
// torp flight that offers a choice.
func TestRules7TorpsFlyAsRecorded(t *testing.T) {
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules7-minefield-torps.json"))
	if sf.Rules != "silentdeath/7" {
		t.Fatalf("fixture of rules %q", sf.Rules)
	}
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-7 save with torps in flight: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	if st, ok := s.State().(*State); !ok || !st.TorpsFlownByProgram() {
		t.Error("a game of rules 7 does not say its torps are flown by the program")
	}
	again, err := s.SaveFile()
	if err != nil || again.Rules != "silentdeath/7" {
		t.Fatalf("saved again as %q: %v", again.Rules, err)
	}
	sf.Rules = "silentdeath/8"
	if _, err := sf.Restore(lookup); err == nil {
		t.Error("replayed as rules 8, the save's torps met no choice of path")
	}
}

// TestRules8Saves: saves of rules 8 (11.3's asteroid belt, scripted against
// scripted, written by a rules-8 build) still load. One whose shots never
// ran along a line touching an asteroid's hex at a corner only replays and
// verifies whole; one in which Epping C's gunner fired along such a line
// stops at that shot, saying that rules 9 corrected it (10.5).
func TestRules8Saves(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules8-belt.json"))
	if sf.Rules != "silentdeath/8" {
		t.Fatalf("fixture of rules %q", sf.Rules)
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-8 save that met no corrected rule: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	bad := gametest.ReadSave(t, filepath.Join("testdata", "rules8-belt-corner-shot.json"))
	_, err = bad.Restore(lookup)
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "an asteroid blocks the line") {
		t.Fatalf("a rules-8 save with a shot past an asteroid's corner: %v", err)
	}
}

// TestRules8CampaignShuttlePilotLockOn: a campaign saved by a rules-8 build
// (scripted, its fifth battle's Side A played at random) whose Shryak command
// ship's pilot declared a lock-on (intent 1198), which rules 9 refuses (11.7,
// Scenario 5: he "may not fire" the launcher). Cut before that intent, the
// save replays and verifies whole: the pilots barred from their launchers
// leave a rules-8 game's hashes as they were. Whole, it stops at that intent,
// saying that rules 9 corrected it and why.
func TestRules8CampaignShuttlePilotLockOn(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules8-campaign-shuttle-lockon.json"))
	const at = 1198
	if sf.Rules != "silentdeath/8" || len(sf.Intents) < at || sf.Intents[at-1].Kind != KindLockOn {
		t.Fatalf("fixture of rules %q, %d intents", sf.Rules, len(sf.Intents))
	}
	_, err := sf.Restore(lookup)
	var ri *engine.RefusedIntentError
	if !errors.As(err, &ri) || ri.Index != at || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "11.7, Scenario 5") {
		t.Fatalf("the rules-8 save whose shuttle pilot locked on: %v", err)
	}
	cut := *sf
	cut.Intents = sf.Intents[:at-1]
	cut.Final = engine.SavedFinal{Intents: at - 1, Hash: sf.Intents[at-2].Hash, Result: "unfinished"}
	s, err := cut.Restore(lookup)
	if err != nil || s.Len() != at-1 {
		t.Fatalf("the same save cut before the lock-on: %v", err)
	}
	b := s.State().(*Campaign).battle
	if b == nil || b.sc.file.Name != "campaign-commandship" {
		t.Fatal("the cut save is not in the command ship's battle")
	}
	barred := 0
	for i := range b.crafts {
		if b.crafts[i].crew[0].NoLauncher {
			barred++
		}
	}
	if barred != 2 {
		t.Fatalf("%d pilots barred from their launcher, want the two shuttles'", barred)
	}
}

// TestRules9Saves: saves of rules 9, written by a rules-9 build (a dense
// asteroid field of the test's own, scripted on both sides). One whose
// craft never collided with an asteroid while torps tracked them replays
// and verifies whole. In the other, Blue's Epping B survives an asteroid
// drifting into it at the end of turn 1 with a Mk.10 tracking it, which
// rules 9 destroyed and rules 10 leaves in flight (10.5): the save stops
// at the next intent, saying that this build corrected it. A third meets
// rules 10's other correction, 11.6's end (below).
func TestRules9Saves(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules9-rocks.json"))
	if sf.Rules != "silentdeath/9" {
		t.Fatalf("fixture of rules %q", sf.Rules)
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-9 save that met no corrected rule: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	bad := gametest.ReadSave(t, filepath.Join("testdata", "rules9-rocks-collision.json"))
	const at = 71
	_, err = bad.Restore(lookup)
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent "+itoa(at)+" ") {
		t.Fatalf("a rules-9 save whose tracked Epping survived an asteroid: %v", err)
	}
	cut := *bad
	cut.Intents = bad.Intents[:at-1]
	cut.Final = engine.SavedFinal{Intents: at - 1, Hash: bad.Intents[at-2].Hash, Result: "unfinished"}
	s, err = cut.Restore(lookup)
	if err != nil || s.Len() != at-1 {
		t.Fatalf("the same save cut before the collision's turn ends: %v", err)
	}
	// 11.6 on a small map of the test's own, random players: the Void
	// Stalkers' last craft on the map is destroyed in turn 2 with a Laser
	// Sat standing and nothing of theirs under way at it; rules 9 played on
	// to turn 10, rules 10 ends the battle there for the Vagrants.
	ends := gametest.ReadSave(t, filepath.Join("testdata", "rules9-screen-ends.json"))
	if _, err := ends.Restore(lookup); err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 28 ") {
		t.Fatalf("a rules-9 save of 11.6 played on without Void Stalker craft: %v", err)
	}
	n := s.State().(*State)
	tracked := false
	for _, x := range n.torps {
		tracked = tracked || x.target == ref{refCraft, n.craftIndex(1, "Epping B")}
	}
	if !tracked {
		t.Fatal("no torp tracks Epping B before the collision")
	}
}

// TestRules10TightTurnsReplayAsPlayed: a save of rules 10, written by a
// rules-10 build (intro-patrol, scripted Red against a random Blue, seed
// 26), whose Blue made four tight turns, each naming its facing before the
// TTC was rolled. Rules 11 has the facing named after the roll (5.2); the
// save, decoded under its own rules, names it with the turn as it was
// played, and replays and verifies whole. The same intent in a game of
// rules 11 is refused, saying when the facing is chosen.
func TestRules10TightTurnsReplayAsPlayed(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules10-patrol-tight.json"))
	const at = 5
	if sf.Rules != "silentdeath/10" || len(sf.Intents) < at || sf.Intents[at-1].Kind != KindTight {
		t.Fatalf("fixture of rules %q, %d intents", sf.Rules, len(sf.Intents))
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-10 save with tight turns: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	// Under rules 11, from the same start.
	sc, err := Game{}.DecodeScenario(sf.Scenario)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, sf.Options, sf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for i, rec := range sf.Intents[:at] {
		in, err := Game{}.DecodeIntent(rec.Kind, rec.Data)
		if err != nil {
			t.Fatal(err)
		}
		next, _, err := st.Apply(in)
		if i == at-1 {
			if err == nil || !strings.Contains(err.Error(), "chosen after its cost is rolled") {
				t.Fatalf("rules 11 takes the recorded tight turn %v: %v", in, err)
			}
			break
		}
		if err != nil {
			t.Fatalf("intent %d: %v", i+1, err)
		}
		st = next
	}
}

// TestRules10RepairsReplayAsPlayed: a save of rules 10, written by a
// rules-10 build (intro-patrol with damage_control on, scripted Red against
// a random Blue, seed 41), in which Red's Thunder Bird A tried 10.12's
// damage control at the end of turn 5 (a 10: no repair) and of turn 6 (a 2:
// box 9 regained), rolled unasked as that program did for every craft that
// qualified. Rules 11 asks the owner whether the craft attempts it; the save,
// decoded under its own rules (Scenario.autoRepair), rolls unasked as it was
// played and replays and verifies whole. The same game with only that flag
// cleared stops at the end of turn 5, asking Red about Thunder Bird A.
func TestRules10RepairsReplayAsPlayed(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules10-patrol-repair.json"))
	if sf.Rules != "silentdeath/10" || sf.Options[OptDamageCtrl] != "on" {
		t.Fatalf("fixture of rules %q, options %v", sf.Rules, sf.Options)
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-10 save with damage control: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	// The same game, its scenario decoded by rules 10, damage control asked.
	sc, err := Game{}.DecodeScenarioOfRules(sf.Scenario, sf.Rules)
	if err != nil {
		t.Fatal(err)
	}
	sc.(*Scenario).autoRepair = false
	st, err := Game{}.NewState(sc, sf.Options, sf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	tries := 0
	for i, rec := range sf.Intents {
		in, err := Game{}.DecodeIntent(rec.Kind, rec.Data)
		if err != nil {
			t.Fatal(err)
		}
		next, ev, err := st.Apply(in)
		if err != nil {
			b := st.(*State)
			if ph := b.Phase(); ph.Name != PhaseRepair || !ph.Acting(0) || b.turn != 5 || b.label(b.repairChoice()) != "Red's Thunder Bird A" {
				t.Fatalf("intent %d (%v) refused in %q of turn %d: %v", i+1, in, ph.Name, b.turn, err)
			}
			break
		}
		for _, e := range ev {
			if e.Kind == EvRepair {
				tries++
			}
		}
		st = next
		if i == len(sf.Intents)-1 {
			t.Fatal("replayed whole with damage control asked")
		}
	}
	if tries != 0 {
		t.Fatalf("%d repairs rolled unasked", tries)
	}
}

// TestRules11FailedSetCostReplaysAsPlayed: a save of rules 11, written by a
// rules-11 build (the tree before d53ced5e: intro-patrol with
// set_cost_turns on, scripted Red against a random Blue, seed 13), in which
// three of Blue's 10.3 set-cost turns failed, each turning its one hexside
// by itself: at intent 24 Night Hawk A's about-turn from SW toward NE
// (Plt 8, a roll of 8) turned clockwise to NW for 3 MP, at intents 124 and
// 137 Spirit Rider A's two hexsides turned one toward the side named.
// Rules 12 lets the pilot choose that hexside (Face); the save, decoded
// under its own rules (Scenario.oneSideAuto), turns it as it was played and
// replays and verifies whole, and saved again still names rules 11. Read
// as a save of rules 12 it stops at intent 24, whose state now waits for
// the pilot's choice.
func TestRules11FailedSetCostReplaysAsPlayed(t *testing.T) {
	lookup := func(id string) (engine.Game, bool) { return Game{}, id == ID }
	sf := gametest.ReadSave(t, filepath.Join("testdata", "rules11-patrol-setcost.json"))
	const at = 24
	if sf.Rules != "silentdeath/11" || sf.Options[OptSetTurns] != "on" || len(sf.Intents) != 149 || sf.Intents[at-1].Kind != KindTight {
		t.Fatalf("fixture of rules %q, options %v, %d intents", sf.Rules, sf.Options, len(sf.Intents))
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-11 save with failed set-cost turns: %v", err)
	}
	if s.Len() != len(sf.Intents) || engine.FormatHash(s.State().Hash()) != sf.Final.Hash || !s.State().Outcome().Over {
		t.Fatalf("replayed %d of %d intents", s.Len(), len(sf.Intents))
	}
	again, err := s.SaveFile()
	if err != nil || again.Rules != "silentdeath/11" {
		t.Fatalf("saved again as %q: %v", again.Rules, err)
	}
	// Intent by intent under rules 11: the three failed turns, each one
	// hexside for 3 MP with no question asked.
	sc, err := Game{}.DecodeScenarioOfRules(sf.Scenario, sf.Rules)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Game{}.NewState(sc, sf.Options, sf.Seed)
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for i, rec := range sf.Intents {
		in, err := Game{}.DecodeIntent(rec.Kind, rec.Data)
		if err != nil {
			t.Fatal(err)
		}
		before := st.(*State)
		next, ev, err := st.Apply(in)
		if err != nil {
			t.Fatalf("intent %d (%v): %v", i+1, in, err)
		}
		n := next.(*State)
		for _, e := range ev {
			if e.Roll != nil && strings.Contains(e.Roll.Purpose, "hexsides (below") && !e.Roll.Success {
				k := int(in.(Tight).Craft)
				failed = append(failed, itoa(i+1)+" "+n.label(k)+" "+before.crafts[k].facing.String()+"→"+n.crafts[k].facing.String()+", "+itoa(n.mp)+" MP spent")
				if e.Roll.Result != "failed: one hexside for 3 MP" {
					t.Errorf("intent %d: %s", i+1, e.Roll)
				}
				if n.faceNext || hasIntent(n, engine.Player(n.crafts[k].side), kindIs(KindFace)) {
					t.Errorf("intent %d: rules 11 asks for the hexside", i+1)
				}
			}
		}
		st = next
	}
	want := []string{"24 Blue's Night Hawk A SW→NW, 3 MP spent", "124 Blue's Spirit Rider A S→SW, 3 MP spent", "137 Blue's Spirit Rider A SW→S, 3 MP spent"}
	if strings.Join(failed, "; ") != strings.Join(want, "; ") {
		t.Fatalf("failed set-cost turns %q, want %q", failed, want)
	}
	// Read as rules 12: the pilot would choose, and the recorded hash of
	// intent 24 (the hexside turned) is not the state's.
	sf.Rules = RulesVersion
	_, err = sf.Restore(lookup)
	if err == nil || !strings.Contains(err.Error(), "intent "+itoa(at)+" ") {
		t.Fatalf("read as rules 12, the save's failed set-cost turn: %v", err)
	}
}
