package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/store"
)

// TestCampaignFlags: the campaign commands' flags and arguments, apart
// from what the commands do.
func TestCampaignFlags(t *testing.T) {
	c := newCLI(t, true)
	var gotNew *campaignNewOptions
	var gotPath []campaignPathOptions
	cmd := c.app.campaignCommands(func(o *campaignNewOptions) error { gotNew = o; return nil },
		func(o *campaignPathOptions) error { gotPath = append(gotPath, *o); return nil },
		func(o *campaignPathOptions) error { gotPath = append(gotPath, *o); return nil })
	cmd.SetArgs([]string{"new", "c.json", "--a", "Red Wing", "--solo", "2", "--ai", "expert", "--seed", "9", "--restricted", "--option", "drift=on"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	want := campaignNewOptions{Path: "c.json", NameA: "Red Wing", Solo: "2", AI: "expert", Seed: 9, SeedSet: true, Restricted: true, Options: []string{"drift=on"}}
	if gotNew == nil || !reflect.DeepEqual(*gotNew, want) {
		t.Fatalf("new: %+v", gotNew)
	}
	for _, argv := range [][]string{{"status", "c.json"}, {"next", "c.json", "--selfplay"}, {"resume", "c.json"}} {
		cmd.SetArgs(argv)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if len(gotPath) != 3 || gotPath[0].Path != "c.json" || !gotPath[1].Selfplay {
		t.Fatalf("path commands: %+v", gotPath)
	}
}

// TestCampaignKilledDuringRosters: a campaign is one session saved after
// every choice: killed while its people buy their roster, it resumes with
// every purchase made, status tells them, and the replay lists them.
func TestCampaignKilledDuringRosters(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "camp.json")
	buys := []engine.Intent{
		sd.Buy{By: 0, Type: "night-hawk", Plt: 8, Gnr: 7},
		sd.Buy{By: 0, Type: "salamander", Plt: 6, Gnr: 6, Gunners: sd.GunnersOf(9)},
	}
	c.screen.onGame = func(s *engine.Session) {
		// The game screen applies and saves every intent; the program
		// is killed after the second.
		for _, in := range buys {
			if _, err := s.Apply(in); err != nil {
				t.Fatal(err)
			}
			if err := store.Save(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	c.ok("campaign", "new", path, "--solo", "1", "--seed", "3")
	if _, ok := c.screen.sess.State().(*sd.Campaign); !ok || c.screen.sess.Players[1].Kind != engine.Scripted {
		t.Fatalf("the game screen got %T with players %+v", c.screen.sess.State(), c.screen.sess.Players)
	}
	out := c.ok("campaign", "status", path)
	for _, want := range []string{"Reaper's Own (people)", "The Destroyers (scripted)", "Now: Rosters (11.7) (Reaper's Own to act)",
		"Reaper's Own has bought so far: Night Hawk A (55), Salamander A (51)"} {
		if !strings.Contains(out, want) {
			t.Errorf("status lacks %q:\n%s", want, out)
		}
	}
	var resumed *engine.Session
	c.screen.onGame = func(s *engine.Session) { resumed = s }
	c.ok("campaign", "resume", path)
	if resumed == nil || resumed.Len() != 2 {
		t.Fatalf("resumed with %v intents", resumed)
	}
	sh, ok := resumed.State().(*sd.Campaign).Shop()
	if !ok || len(sh.Purchases[0]) != 2 || sh.Spent[0] != 106 {
		t.Fatalf("the purchases after the resume: %+v", sh)
	}
	log := c.ok("replay", path, "--headless")
	if !strings.Contains(log, "buy a Night Hawk, pilot Plt 8 Gnr 7") || !strings.Contains(log, "buy a Salamander, pilot Plt 6 Gnr 6, gunner 1 Gnr 9") {
		t.Fatalf("the replay does not show the purchases:\n%s", log)
	}
}

// TestCampaignSelfplay: with --selfplay the scripted opponent makes every
// choice to the end of the next scenario; next goes on with the one after;
// a file of the old campaign format is refused with what to do.
func TestCampaignSelfplay(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	path := filepath.Join(dir, "camp.json")
	out := c.ok("campaign", "new", path, "--seed", "5", "--selfplay", "--a", "Blue Wing")
	if !strings.Contains(out, "Scenario 1: Rescue: ") || !strings.Contains(out, "Next: Scenario 2: Into the Minefield") || !strings.Contains(out, "Blue Wing") {
		t.Fatalf("new --selfplay:\n%s", out)
	}
	out = c.ok("campaign", "next", path, "--selfplay")
	if !strings.Contains(out, "Scenario 2: Into the Minefield: ") || !strings.Contains(out, "Next: Scenario 3") {
		t.Fatalf("next --selfplay:\n%s", out)
	}
	c.fails(exitFailure, "exists", "campaign", "new", path)
	c.ok("replay", path, "--verify")
	old := filepath.Join(dir, "old.json")
	if err := os.WriteFile(old, []byte(`{"format":"armada-tui/silentdeath-campaign","version":1,"sides":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, "earlier version", "campaign", "status", old)
	// Every command that reads a save names it so: resume, replay and
	// validate called it "not a save file of armada-tui".
	for _, args := range [][]string{{"resume", old}, {"replay", old, "--headless"}, {"replay", old, "--unhashed"}, {"validate", old}, {"campaign", "resume", old}} {
		errOut := c.fails(exitFailure, old+": a Silent Death campaign file of an earlier version", args...)
		if strings.Contains(errOut, "not a save file") || strings.Count(errOut, old) != 1 {
			t.Errorf("%v: %q", args, errOut)
		}
	}
}

// TestCampaignHelpAndFiles: the campaign's help lists every command,
// resume included; a campaign is read through the save's limits: a device,
// a named pipe or a file past the size limit is refused before anything is
// replayed.
func TestCampaignHelpAndFiles(t *testing.T) {
	c := newCLI(t, true)
	help := c.ok("campaign", "--help")
	for _, want := range []string{"new PATH", "next PATH", "resume PATH", "status PATH"} {
		if !strings.Contains(help, want) {
			t.Errorf("the campaign's help lacks %q:\n%s", want, help)
		}
	}
	c.fails(exitFailure, "not a file", "campaign", "status", os.DevNull)
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, make([]byte, engine.MaxSaveSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	c.fails(exitFailure, "larger than", "campaign", "next", big)
}

// TestReplayToABattlesTurn: a campaign's log names each battle's turns
// from T1 ("Camp" between battles), so --to names a battle and its turn as
// the log does (2:1 or b2t1), not Phase's Turn, which counts on across the
// campaign; a number alone is refused as ambiguous and a turn the record
// lacks says what it has.
func TestReplayToABattlesTurn(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "camp.json")
	c.ok("campaign", "new", path, "--seed", "5", "--selfplay")
	c.ok("campaign", "next", path, "--selfplay")
	full := c.ok("replay", path, "--headless")
	// The intent lines of the whole log up to the end of battle 2's T1,
	// battles counted as the runs of "T<n>" lines.
	var want []string
	battle, inBattle, lastT := 0, false, 0
	for _, l := range strings.Split(full, "\n") {
		if strings.HasPrefix(l, "    ") || !strings.HasPrefix(l, "T") && !strings.HasPrefix(l, "Camp ") {
			continue
		}
		if strings.HasPrefix(l, "T") {
			if !inBattle {
				battle++
			}
			inBattle, lastT = true, 0
			if strings.HasPrefix(l, "T2 ") {
				lastT = 2
			}
		} else {
			inBattle = false
		}
		if battle > 2 || battle == 2 && lastT == 2 {
			break
		}
		want = append(want, l)
	}
	if battle < 2 || len(want) == 0 || !strings.HasPrefix(want[len(want)-1], "T1 ") {
		t.Fatalf("the campaign's log has no battle 2 with a T1 and a T2:\n%s", full)
	}
	intents := func(log string) []string {
		var out []string
		for _, l := range strings.Split(log, "\n") {
			if strings.HasPrefix(l, "T") || strings.HasPrefix(l, "Camp ") {
				out = append(out, l)
			}
		}
		return out
	}
	for _, to := range []string{"2:1", "b2t1", "B2 T1", "battle 2 turn 1"} {
		got := intents(c.ok("replay", path, "--headless", "--to", to))
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("--to %q shows %d intents ending %q, want %d ending %q", to, len(got), got[len(got)-1], len(want), want[len(want)-1])
		}
	}
	c.ok("replay", path, "--to", "2:1")
	if c.screen.at != len(want) {
		t.Errorf("the viewer opens after %d intents, want %d (the end of battle 2's T1)", c.screen.at, len(want))
	}
	c.fails(exitUsage, `--to 1: turn "1" of which battle? Each battle counts its turns from T1: name the battle too, such as 2:1 (battle:turn, 1:1 to`, "replay", path, "--headless", "--to", "1")
	c.fails(exitUsage, "--to 9:1: no battle 9: this record has battles 1 to 2 (battle:turn, 1:1 to 2:", "replay", path, "--headless", "--to", "9:1")
	c.fails(exitUsage, "--to 2:99: no turn 99 in battle 2: it has turns 1 to ", "replay", path, "--headless", "--to", "2:99")
	if out := c.ok("replay", "--help"); !strings.Contains(out, "--to 2:1 (or b2t1)") || !strings.Contains(out, "In the viewer, t jumps to the start of a turn named the same way") {
		t.Errorf("replay --help does not say how to name a battle's turn:\n%s", out)
	}
}

// TestCampaignStatusOfAFinishedCampaign: status says who won a finished
// campaign and why, the verb agreeing with a plural unit's name ("The
// Grizzlies win", not "wins"), and reads a campaign saved by a build
// before the result counted in words ("5 scenario(s) won to 0").
func TestCampaignStatusOfAFinishedCampaign(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join("..", "..", "internal", "games", "silentdeath", "testdata", "rules11-campaign-words.json")
	out := c.ok("campaign", "status", path)
	if want := "The campaign is over: Reaper's Own wins (5 scenarios won to 0).\n"; !strings.HasSuffix(out, want) {
		t.Errorf("status ends %q, want %q", out[max(0, len(out)-120):], want)
	}
	// The same campaign with a plural name for its winner, replayed
	// without its hashes (the names are in them).
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sf, err := engine.DecodeSave([]byte(strings.ReplaceAll(string(data), "Reaper's Own", "The Grizzlies")))
	if err != nil {
		t.Fatal(err)
	}
	for i := range sf.Intents {
		sf.Intents[i].Hash = ""
	}
	sf.StartHash, sf.Final = "", engine.SavedFinal{}
	sess, err := sf.RestoreUnhashed(c.app.games.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	printStatus(&b, sess, sess.State().(*sd.Campaign))
	if want := "The campaign is over: The Grizzlies win (5 scenarios won to 0).\n"; !strings.HasSuffix(b.String(), want) {
		t.Errorf("status ends %q, want %q", b.String()[max(0, b.Len()-120):], want)
	}
}

// TestCampaignUnitNamesNameTheFlag: a unit's name that the campaign
// refuses was told as the scenario's field ("scenario \"campaign\":
// sides[1].name: missing or longer than 24 characters"), which named
// neither --b nor the name, and said "missing or longer than 24
// characters" of a short name with a line break in it. Each refusal names
// the flag and the name and says what a name may be; nothing is written.
func TestCampaignUnitNamesNameTheFlag(t *testing.T) {
	c := newCLI(t, true)
	path := filepath.Join(t.TempDir(), "c.json")
	long := strings.Repeat("N", 30)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--b", long}, `--b "` + long + `": a unit's name is 1 to 24 printable characters`},
		{[]string{"--a", "a\nb"}, `--a "a\nb": a unit's name is 1 to 24 printable characters`},
		{[]string{"--a", "  "}, `--a "  ": a unit's name is 1 to 24 printable characters`},
		{[]string{"--a", " Red"}, `--a " Red": a unit's name does not start or end with a blank`},
		{[]string{"--a", "Red", "--b", "red"}, `--b "red": the other unit is called "Red" already`},
		{[]string{"--b", "reaper's own"}, `--b "reaper's own": the other unit is called "Reaper's Own" already`},
	} {
		c.fails(exitUsage, tc.want, append([]string{"campaign", "new", path, "--selfplay"}, tc.args...)...)
	}
	if _, err := os.Stat(path); err == nil {
		t.Errorf("a refused name wrote the campaign")
	}
	c.ok("campaign", "new", path, "--selfplay", "--seed", "2", "--a", "Red Wing", "--b", "Blue 🚀")
}

// TestCampaignStatusOfAnotherGame: campaign status of another game's save
// said "is a game of Star cruiser duel", a scenario's title where the
// game's name was wanted, and did not say what takes the file.
func TestCampaignStatusOfAnotherGame(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	c.ok("selfplay", "stellararmada", "--games", "1", "--save-dir", dir)
	saves, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(saves) != 1 {
		t.Fatalf("selfplay wrote %v", saves)
	}
	save := saves[0]
	c.fails(exitFailure, save+" is a save of Stellar Armada (scenario standard), not a Silent Death campaign: 'armada-tui replay "+save+"' shows it", "campaign", "status", save)
}

// TestCampaignNewOnAFileOfAnotherKind: campaign new on a file that holds
// no campaign (notes, another game's save) advised "'campaign next FILE'
// goes on with a campaign", which fails on it.
func TestCampaignNewOnAFileOfAnotherKind(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notes, []byte("notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.ok("selfplay", "silentdeath", "--games", "1", "--save-dir", dir)
	battles, _ := filepath.Glob(filepath.Join(dir, "silentdeath-*.json"))
	for _, p := range append(battles, notes) {
		errOut := c.fails(exitFailure, p+" exists: a campaign starts in a file of its own, so choose another path", "campaign", "new", p, "--selfplay")
		if strings.Contains(errOut, "campaign next") {
			t.Errorf("campaign new on %s advises campaign next: %q", p, errOut)
		}
	}
	// A campaign's own file still points to next.
	camp := filepath.Join(dir, "camp.json")
	c.ok("campaign", "new", camp, "--seed", "1")
	c.fails(exitFailure, camp+" exists: 'campaign next "+camp+"' goes on with a campaign", "campaign", "new", camp)
}
