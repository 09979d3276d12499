package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestReplayToTurnWord: --to takes a turn as its syntax allows it, "3",
// "T3" or "turn 3", in a game numbered by turns as in a campaign; "turn 2"
// passed the syntax check and was then read as "urn 2", refused as naming
// a battle.
func TestReplayToTurnWord(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	want := c.ok("replay", good, "--headless", "--to", "2")
	for _, to := range []string{"T2", "turn 2", "Turn2", "t 2"} {
		if got := c.ok("replay", good, "--headless", "--to", to); got != want {
			t.Errorf("--to %q printed\n%s\nwant, as --to 2:\n%s", to, got, want)
		}
	}
}

// TestReplayToARound: Starship Battles' log labels its rounds "R1", "R2"
// (tui.LogTurnLabel), and --to takes a round so, as it takes "T2" (it
// refused "R2" as no turn at all).
func TestReplayToARound(t *testing.T) {
	c := newCLI(t, true)
	save := filepath.Join("..", "..", "internal", "games", "starshipbattles", "testdata", "rules2-teams-verifies.json")
	want := c.ok("replay", save, "--headless", "--to", "2")
	if !strings.Contains(want, "\nR2 ") {
		t.Fatalf("the log has no round 2 labelled R2:\n%s", want)
	}
	for _, to := range []string{"R2", "round 2", "r2"} {
		if got := c.ok("replay", save, "--headless", "--to", to); got != want {
			t.Errorf("--to %q printed\n%s\nwant, as --to 2:\n%s", to, got, want)
		}
	}
}

// TestReplayVerifyTo: --verify took --to and said nothing of it. It checks
// the whole file all the same, and with --to inside the record it also
// names the position's intents and hash, those --headless --to ends on.
func TestReplayVerifyTo(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	whole := c.ok("replay", good, "--verify")
	if strings.Count(whole, "\n") != 1 || !strings.HasPrefix(whole, "verified: ") {
		t.Fatalf("--verify printed %q", whole)
	}
	log := c.ok("replay", good, "--headless", "--to", "2")
	hash := log[strings.LastIndex(log, "hash: ")+len("hash: "):]
	got := c.ok("replay", good, "--verify", "--to", "2")
	lines := strings.Split(strings.TrimSpace(got), "\n")
	if len(lines) != 2 || lines[0]+"\n" != whole || !strings.HasPrefix(lines[1], "--to 2: ") || !strings.HasSuffix(lines[1], ", hash "+strings.TrimSpace(hash)) {
		t.Errorf("--verify --to 2 printed\n%s\nwant the whole file's line, then the position's hash %s", got, hash)
	}
	if past := c.ok("replay", good, "--verify", "--to", "99"); past != whole {
		t.Errorf("--to past the last turn is the whole game, but printed\n%s", past)
	}
}

// TestReplayToPastTheRecordSaysSo: --to past the last turn the record
// reaches shows the whole game, as before, and now says so on stderr,
// however many digits the turn has (--to 9999999 was refused as "a turn is
// 0 (the whole game) or more", which it is: the CLI monkey's lines); a turn
// inside the record says nothing.
func TestReplayToPastTheRecordSaysSo(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	whole := c.ok("replay", good, "--headless")
	for _, to := range []string{"99", "T99", "turn 99", "999", "9999999", "T99999999999999999999"} {
		code, out, errOut := c.run("replay", good, "--headless", "--to", to)
		if code != 0 || out != whole {
			t.Errorf("--to %s: exit %d, printed\n%s\nwant the whole game", to, code, out)
		}
		if !strings.Contains(errOut, "--to "+to+" is past the record, which ends in turn 4") || !strings.Contains(errOut, "the whole game") {
			t.Errorf("--to %s: stderr %q does not say it is past the record", to, errOut)
		}
	}
	if _, _, errOut := c.run("replay", good, "--headless", "--to", "1"); errOut != "" {
		t.Errorf("--to 1 is inside the record, but stderr said %q", errOut)
	}
}

// A game numbered by turns takes no round: --to R2 of a Stellar Armada
// game was read as turn 2 without a word, though its log says T2 (carried
// as a left-out since stop 40). It is refused, naming the game's word.
func TestReplayToARoundOfAGameOfTurns(t *testing.T) {
	c := newCLI(t, false)
	good := filepath.Join("testdata", "good.json")
	for _, to := range []string{"R2", "round 2"} {
		code, _, errOut := c.run("replay", good, "--headless", "--to", to)
		if code != 2 || !strings.Contains(errOut, "counts turns, not rounds") {
			t.Errorf("--to %q: exit %d, %q", to, code, errOut)
		}
	}
}
