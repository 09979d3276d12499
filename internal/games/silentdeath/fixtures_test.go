package silentdeath

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
)

// TestOldSavesReplay: saves written before intents became one type per
// kind (and before the hash covered every field) still load: every intent
// decodes, replays, and reaches the state whose HashV1 is the hash the
// file recorded, intent by intent, to the recorded end. The game keeps
// HashV1 for that; the engine verifies such saves with it.
func TestOldSavesReplay(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "silentdeath-*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		sf, err := engine.DecodeSave(data)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
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
		for i, rec := range sf.Intents {
			in, err := Game{}.DecodeIntent(rec.Kind, rec.Data)
			if err != nil {
				t.Fatalf("%s: intent %d (%s %s): %v", p, i+1, rec.Kind, rec.Data, err)
			}
			// The intent encodes as it was written.
			if again, _ := json.Marshal(in); !sameJSON(again, rec.Data) {
				t.Errorf("%s: intent %d encodes as %s, was %s", p, i+1, again, rec.Data)
			}
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

// TestRules1Saves: saves of rules silentdeath/1 (before 10.3's Drive 0
// turns moved to the start of the Movement Phase) still replay and verify
// when they never met the corrected rule; one that did is refused at the
// intent whose state differs, with the reason.
func TestRules1Saves(t *testing.T) {
	if RulesVersion == "silentdeath/1" || !(Game{}).ReadsRules("silentdeath/1") {
		t.Fatalf("rules %s should read silentdeath/1", RulesVersion)
	}
	if (Game{}).ReadsRules("silentdeath/0") || (Game{}).ReadsRules("silentdeath/5") || !(Game{}).ReadsRules("silentdeath/2") || !(Game{}).ReadsRules("silentdeath/3") {
		t.Fatal("reads rules that never were")
	}
	for _, name := range []string{"rules1-drive0-off", "rules1-intro-patrol"} {
		s := gametest.OldSave(t, Game{}, filepath.Join("testdata", name+".json"))
		if s.Len() == 0 {
			t.Fatalf("%s: nothing replayed", name)
		}
	}
	data, err := os.ReadFile(filepath.Join("testdata", "rules1-drive0-met.json"))
	if err != nil {
		t.Fatal(err)
	}
	sf, err := engine.DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	_, err = sf.Restore(func(id string) (engine.Game, bool) { return Game{}, id == ID })
	if err == nil || !strings.Contains(err.Error(), "corrected") || !strings.Contains(err.Error(), "intent 3 (initiative)") {
		t.Fatalf("a save that met the corrected 10.3: %v", err)
	}
}
