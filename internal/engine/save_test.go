package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// playToy plays a random game of n intents at most (or to the end).
func playToy(t testing.TB, seed uint64, n int) *Session {
	s, err := NewSession(toyGame{}, toyScen(), Options{"speed": "fast"}, seed, hotseat)
	if err != nil {
		t.Fatal(err)
	}
	opp := NewRandomOpponent(seed)
	for i := 0; i < n && !s.State().Outcome().Over; i++ {
		p := s.State().Phase().Actors[0]
		in, err := opp.Choose(s.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func encodeSave(t testing.TB, s *Session) []byte {
	sf, err := s.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.MarshalIndent(sf, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestSaveRestoreRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := playToy(t, seed, 1000)
		sf, err := DecodeSave(encodeSave(t, s))
		if err != nil {
			t.Fatal(err)
		}
		if sf.Format != SaveFormat || sf.Version != SaveVersion || sf.Game != "toy" || sf.Rules != "1" || sf.Seed != seed ||
			sf.Final.Intents != s.Len() || sf.Final.Over != s.State().Outcome().Over || sf.Options["speed"] != "fast" {
			t.Fatalf("seed %d: save file %+v", seed, sf)
		}
		r, err := sf.Restore(toyLookup)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if r.Len() != s.Len() {
			t.Fatalf("seed %d: restored %d intents of %d", seed, r.Len(), s.Len())
		}
		for i := 0; i <= s.Len(); i++ {
			if r.StateAt(i).Hash() != s.StateAt(i).Hash() {
				t.Fatalf("seed %d: after %d intents the restored hash differs", seed, i)
			}
		}
		for i, rec := range r.Records() {
			if rec.Turn != s.Records()[i].Turn || rec.Rolled != s.Records()[i].Rolled || len(rec.Events) != len(s.Records()[i].Events) {
				t.Fatalf("seed %d: record %d differs", seed, i+1)
			}
		}
		// The restored session goes on like the original.
		if !r.State().Outcome().Over {
			p := r.State().Phase().Actors[0]
			in := r.State().Legal(p)[0]
			mustApply(t, r, in)
			mustApply(t, s, in)
			if r.State().Hash() != s.State().Hash() {
				t.Fatalf("seed %d: the restored game went on differently", seed)
			}
		}
	}
}

func TestTamperedSaveNamesTheIntent(t *testing.T) {
	s := playToy(t, 4, 12)
	if s.Len() < 6 {
		t.Fatalf("only %d intents", s.Len())
	}
	sf, _ := s.SaveFile()

	// An intent's recorded hash edited.
	bad := *sf
	bad.Intents = append([]SavedIntent(nil), sf.Intents...)
	bad.Intents[4].Hash = "0123456789abcdef"
	_, err := bad.Restore(toyLookup)
	var hm *HashMismatch
	if !errors.As(err, &hm) || hm.Index != 5 || hm.Kind != sf.Intents[4].Kind || hm.Want != "0123456789abcdef" {
		t.Fatalf("tampered hash: %v", err)
	}
	if want := "intent 5 (" + sf.Intents[4].Kind + "): state hash "; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q does not start with %q", err, want)
	}

	// The seed edited: the starting state differs.
	bad = *sf
	bad.Seed++
	if _, err := bad.Restore(toyLookup); !errors.As(err, &hm) || hm.Index != 0 || !strings.Contains(err.Error(), "starting state") {
		t.Fatalf("tampered seed: %v", err)
	}

	// An intent's data edited: a roll turned into a pass changes the hash
	// after it, or makes it illegal; either is named.
	bad = *sf
	bad.Intents = append([]SavedIntent(nil), sf.Intents...)
	for i, in := range bad.Intents {
		if in.Kind == "roll" {
			bad.Intents[i].Kind = "pass"
			_, err := bad.Restore(toyLookup)
			if err == nil || !strings.HasPrefix(err.Error(), "intent ") {
				t.Fatalf("roll %d made a pass: %v", i+1, err)
			}
			break
		}
	}

	// The final hash edited.
	bad = *sf
	bad.Final.Hash = "ffffffffffffffff"
	if _, err := bad.Restore(toyLookup); !errors.As(err, &hm) || !hm.Final {
		t.Fatalf("tampered final hash: %v", err)
	}

	// Without recorded hashes the file is not verified, and Restore says
	// so; only RestoreUnhashed replays it, and the caller must say that.
	bad = *sf
	bad.StartHash, bad.Final.Hash = "", ""
	bad.Intents = append([]SavedIntent(nil), sf.Intents...)
	for i := range bad.Intents {
		bad.Intents[i].Hash = ""
	}
	if _, err := bad.Restore(toyLookup); err == nil || !strings.Contains(err.Error(), "not verified") || !bad.Unhashed() {
		t.Fatalf("a save without hashes passed: %v", err)
	}
	if r, err := bad.RestoreUnhashed(toyLookup); err != nil || r.State().Hash() != s.State().Hash() {
		t.Fatalf("save without hashes, replayed unhashed: %v", err)
	}
	// One intent's hash blanked, or one intent deleted with every hash
	// blanked: refused.
	bad = *sf
	bad.Intents = append([]SavedIntent(nil), sf.Intents...)
	bad.Intents[1].Hash = ""
	if _, err := bad.Restore(toyLookup); err == nil || !strings.Contains(err.Error(), "intent 2") {
		t.Fatalf("a blanked intent hash passed: %v", err)
	}
	// The final summary must agree with the replay.
	bad = *sf
	bad.Intents = sf.Intents[:len(sf.Intents)-1]
	if _, err := bad.Restore(toyLookup); err == nil || !strings.Contains(err.Error(), "final summary counts") {
		t.Fatalf("a deleted intent passed: %v", err)
	}
	bad = *sf
	bad.Final.Result = "Blue wins: by editing"
	if _, err := bad.Restore(toyLookup); err == nil || !strings.Contains(err.Error(), "final summary says") {
		t.Fatalf("an edited result passed: %v", err)
	}
}

func TestRestoreErrors(t *testing.T) {
	s := playToy(t, 2, 6)
	sf, _ := s.SaveFile()
	for _, tc := range []struct {
		name string
		edit func(sf *SaveFile)
		want string
	}{
		{"unknown game", func(sf *SaveFile) { sf.Game = "chess" }, `game: "chess" is not a game of this build`},
		{"edited seed", func(sf *SaveFile) { sf.Seed++ }, "the starting state differs from the recorded one (hash "},
		{"edited seed says what", func(sf *SaveFile) { sf.Seed++ }, "the scenario, the options, the seed or the players were changed after the game was saved"},
		{"edited final hash", func(sf *SaveFile) { sf.Final.Hash = "0000000000000000" }, "final: the state after intent 6 has hash "},
		{"other rules", func(sf *SaveFile) { sf.Rules = "0" }, `saved with rules "0"; this build plays "1"`},
		{"bad scenario", func(sf *SaveFile) { sf.Scenario = json.RawMessage(`{"name":"x","goal":0,"max_turns":1,"sides":[]}`) }, "Toy Race refuses the scenario this save holds: toy scenario"},
		{"bad option", func(sf *SaveFile) { sf.Options = Options{"speed": "warp"} }, "option speed"},
		{"bad players", func(sf *SaveFile) { sf.Players = sf.Players[:1] }, "2 sides but 1 player was given"},
		{"players on other sides", func(sf *SaveFile) { sf.Players[0].Side = "Green" }, `player 1 plays side "Green", but the scenario's side 1 is "Red"`},
		{"unknown intent", func(sf *SaveFile) { sf.Intents[0].Kind = "teleport" }, `intent 1 (teleport): the race has no intent "teleport"`},
		{"bad intent data", func(sf *SaveFile) { sf.Intents[1].Data = json.RawMessage(`{"p":"x"}`) }, "intent 2 ("},
		{"no such player", func(sf *SaveFile) { sf.Intents[0].Data = json.RawMessage(`{"p":7}`) }, "intent 1 (" + sf.Intents[0].Kind + "): player 7 does not exist"},
		{"negative player", func(sf *SaveFile) { sf.Intents[0].Data = json.RawMessage(`{"p":-1}`) }, "player -1 does not exist"},
		{"wrong player", func(sf *SaveFile) { sf.Intents[0].Data = json.RawMessage(`{"p":1}`) }, "intent 1 (" + sf.Intents[0].Kind + "): it is Red's move"},
	} {
		cp := *sf
		cp.Intents = append([]SavedIntent(nil), sf.Intents...)
		cp.Players = append([]PlayerSlot(nil), sf.Players...)
		tc.edit(&cp)
		_, err := cp.Restore(toyLookup)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// A game that ended cannot take another intent.
	done := playToy(t, 3, 10000)
	dsf, _ := done.SaveFile()
	dsf.Intents = append(dsf.Intents, SavedIntent{Kind: "pass", Data: json.RawMessage(`{"p":0}`), Hash: dsf.Final.Hash})
	if _, err := dsf.Restore(toyLookup); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("intent after the end: %v", err)
	}
}

func TestDecodeSaveBadFiles(t *testing.T) {
	good := encodeSave(t, playToy(t, 5, 8))
	replace := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("the save has no %q", old)
		}
		return bytes.Replace(good, []byte(old), []byte(new), 1)
	}
	reHash := func(re, new string) []byte {
		return regexp.MustCompile(re).ReplaceAll(good, []byte(new))
	}
	huge := make([]byte, MaxSaveSize+10)
	copy(huge, good)
	for i := len(good); i < len(huge); i++ {
		huge[i] = ' '
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "the file is empty"},
		{"blank", []byte(" \n\t\n"), "the file is empty"},
		{"truncated", good[:len(good)/2], "damaged save: cut short (the file ends before the save does): line "},
		{"binary", []byte{0x89, 'P', 'N', 'G', 0, 1, 2}, "not a save file: line 1, column 1"},
		{"foreign json", []byte(`{"name":"my-package","version":"1.0.0"}`), "not a save file of armada-tui"},
		{"foreign object", []byte(`{"name":"my-package"}`), `not a save file of armada-tui (format is "", want "armada-tui-save")`},
		{"a list", []byte(`[1,2,3]`), "not a save file: line 1, column 1: the file: a list where an object is wanted"},
		{"bad character", []byte("{\n  \"format\": x\n}"), "not a save file: line 2, column 13: invalid character 'x'"},
		{"trailing end", []byte("{\"format\": "), "not a save file: line 1, column 12: unexpected end of JSON input"},
		{"wrong version", replace(`"version": 2`, `"version": 99`), "save format version 99 is not supported (this build reads versions 1 to 2)"},
		{"version in quotes", replace(`"version": 2`, `"version": "2"`), `damaged save: the save format version is "2", where a whole number is written (this build reads versions 1 to 2)`},
		{"version with a point", replace(`"version": 2`, `"version": 2.0`), `damaged save: the save format version is 2.0, where a whole number is written`},
		{"huge version", replace(`"version": 2`, `"version": 1e400`), "save format version 1e400 is not supported"},
		{"string version", replace(`"version": 2`, `"version": "1"`), `damaged save: the save format version is "1", where a whole number is written`},
		{"string version past the build's", replace(`"version": 2`, `"version": "9"`), `save format version "9" is not supported`},
		{"no version", replace(`"version": 2`, `"versions": 1`), "save format version (none) is not supported"},
		{"package.json", []byte(`{"name":"left-pad","version":"1.3.0"}`), `not a save file of armada-tui (format is "", want "armada-tui-save")`},
		{"format not a string", []byte(`{"format":{"a":1}}`), `not a save file of armada-tui (format is "{\"a\":1}"`},
		{"huge seed", replace(`"seed": 5`, `"seed": 123456789012345678901234567890`), "damaged save: line"},
		{"negative seed", replace(`"seed": 5`, `"seed": -5`), "damaged save: line"},
		{"unknown field", replace(`"seed": 5`, `"seed": 5, "cheat": true`), `damaged save: line 24, column 13: unknown field "cheat"`},
		// A key written twice is named without a place (one of them may
		// be a known field at another level).
		{"unknown field twice", bytes.Replace(replace(`"seed": 5`, `"seed": 5, "cheat": true`), []byte(`"scenario": {`), []byte(`"scenario": {"cheat": 1, `), 1), `damaged save: unknown field "cheat"`},
		// A kind is shown in every message after: a control character in
		// it is refused, escaped, not sent to the terminal.
		{"kind with an escape", replace(`"kind": "secret"`, `"kind": "\u001b[2Jsecret"`), `damaged save: intent 1: kind "\x1b[2Jsecret" is not a word`},
		{"no game", replace(`"game": "toy"`, `"game": ""`), "damaged save: no game"},
		{"no scenario", replace(`"scenario": {`, `"scenario": null, "x": {`), "damaged save"},
		{"no players", replace(`"players": [`, `"players": [], "y": [`), "damaged save"},
		{"intent without kind", replace(`"kind": "`, `"kind": "", "k": "`), "damaged save"},
		{"bad hash", replace(`"hash": "`, `"hash": "zz`), "damaged save: intent 1 (secret): hash \"zz"},
		{"oversized", huge, "larger than 8 MiB: not a save file of armada-tui"},
		// Refused by name, line and value (the audit of broken saves).
		{"not UTF-8", replace(`"game": "toy"`, "\"game\": \"to\xffy\""), "damaged save: line 4, column 13: byte 0xff is not UTF-8 text"},
		{"seed a string", replace(`"seed": 5`, `"seed": "five"`), `damaged save: line 24, column 15: seed: "five" where a whole number from 0 to 18446744073709551615 is wanted`},
		{"players an object", replace(`"players": [`, `"players": {"a": 1}, "y": [`), "players: an object where a list is wanted"},
		{"short hash", reHash(`"hash": "[0-9a-f]{16}"`, `"hash": "ab"`), `damaged save: intent 1 (secret): hash "ab" is not 16 hex digits`},
		{"short start hash", reHash(`"start_hash": "[0-9a-f]{16}"`, `"start_hash": "1"`), `damaged save: start_hash "1" is not 16 hex digits`},
	} {
		sf, err := DecodeSave(tc.data)
		if err == nil {
			t.Errorf("%s: read as %+v", tc.name, sf)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %q does not say %q", tc.name, err, tc.want)
		}
	}
	// Restore says why a save of other rules cannot be replayed.
	sf, err := DecodeSave(replace(`"rules": "1"`, `"rules": "0"`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := sf.Restore(toyLookup); err == nil || !strings.HasPrefix(err.Error(), `saved with rules "0"`) {
		t.Errorf("Restore with other rules: %v", err)
	}
}

// TestGoldenSave replays a save file kept in testdata: if it stops
// replaying, old saves of real games would stop too (the format, the hash or
// the dice changed). Run with -update to rewrite it on purpose.
func TestGoldenSave(t *testing.T) {
	p := filepath.Join("testdata", "toy-race.json")
	if *update {
		s := playToy(t, 11, 10000)
		sf, err := s.SaveFile()
		if err != nil {
			t.Fatal(err)
		}
		sf.Saved = "2025-01-01T00:00:00Z"
		data, err := sf.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := DecodeSave(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sf.Restore(toyLookup)
	if err != nil {
		t.Fatal(err)
	}
	if !s.State().Outcome().Over || sf.Final.Result != ResultText(s.State().Outcome(), s.Scenario.Sides()) {
		t.Errorf("golden save ends %q, replay ends %q", sf.Final.Result, ResultText(s.State().Outcome(), s.Scenario.Sides()))
	}
}

// olderToy plays rules "2" of the toy race, which refuses goals above
// 1 000 as rules "1" did not: a save of rules "1" decodes its scenario by
// rules "1" (OlderRulesDecoder), replays whole, and names rules "1" when it
// is saved again.
type olderToy struct{ toyGame }

func (olderToy) RulesVersion() string           { return "2" }
func (olderToy) ReadsRules(version string) bool { return version == "1" }
func (g olderToy) DecodeScenarioOfRules(data []byte, rules string) (Scenario, error) {
	if rules != "1" {
		return g.DecodeScenario(data)
	}
	var sc toyScenario
	if err := json.Unmarshal(data, &sc); err != nil {
		return nil, err
	}
	return &sc, nil
}

func TestOlderRulesDecodeTheirScenario(t *testing.T) {
	sc := &toyScenario{N: "long", Goal: 1500, MaxTurns: 50, S: toyScen().S}
	s, err := NewSession(toyGame{rules: "1"}, sc, Options{}, 7, hotseat)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6 && !s.State().Outcome().Over; i++ {
		mustApply(t, s, s.State().Legal(s.State().Phase().Actors[0])[0])
	}
	sf, err := s.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	lookup := func(string) (Game, bool) { return olderToy{}, true }
	r, err := sf.Restore(lookup)
	if err != nil {
		t.Fatalf("a rules-1 save with a goal rules 2 refuse: %v", err)
	}
	if r.Len() != s.Len() || r.State().Hash() != s.State().Hash() {
		t.Fatalf("replayed %d intents of %d", r.Len(), s.Len())
	}
	again, err := r.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	if again.Rules != "1" {
		t.Errorf("the resumed game saves as rules %q, want the rules its scenario was read by, 1", again.Rules)
	}
	if _, err := again.Restore(lookup); err != nil {
		t.Errorf("saved again, it does not load: %v", err)
	}
	sf.Rules = "2"
	if _, err := sf.Restore(lookup); err == nil || !strings.Contains(err.Error(), "goal 1500") {
		t.Errorf("the same scenario under rules 2: %v, want the scenario refused", err)
	}
}

// TestOlderRulesStartDiffersBlamesNoEdit: a save of rules the game still
// reads whose starting state the corrected rules set up otherwise was
// refused with HashMismatch's words, "the scenario, the options, the seed
// or the players were changed after the game was saved", blaming an edit
// of the file (found by a play-tester). It names the rules' correction.
func TestOlderRulesStartDiffersBlamesNoEdit(t *testing.T) {
	s, err := NewSession(toyGame{rules: "1"}, toyScen(), Options{}, 7, hotseat)
	if err != nil {
		t.Fatal(err)
	}
	mustApply(t, s, s.State().Legal(s.State().Phase().Actors[0])[0])
	sf, err := s.SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	sf.StartHash = "0123456789abcdef" // as rules 1 set the game up
	_, err = sf.Restore(func(string) (Game, bool) { return olderToy{}, true })
	if err == nil {
		t.Fatal("a start that differs was accepted")
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, `saved with rules "1", which this build (2) corrected: the game replays differently: its starting state differs from the recorded one (hash `) || strings.Contains(msg, "changed after the game was saved") {
		t.Errorf("the refusal reads %q", msg)
	}
}
