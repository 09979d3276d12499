package tui

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// roundsCatalog is the test catalog with a game that counts its turns by
// another word, as Starship Battles plays rounds.
type roundsCatalog struct{ testCatalog }

func (roundsCatalog) Screens(id string) Screens {
	s := testCatalog{}.Screens(id)
	s.TurnWord = "Round"
	return s
}

// A game's turn is named by its own word wherever the shell names it: the
// game screen's header and the menu's resume line (both Config.turnName,
// asked here), and the replay's header and keys. The last two said "turn"
// for Starship Battles' rounds (found playing), and the replay's keys
// ("[/] turn", "t jump to turn") beside its "round 1" header (found
// replaying a Quick Start battle).
func TestTurnWordEverywhere(t *testing.T) {
	sess := saSession(t, false)
	cfg := Config{Catalog: roundsCatalog{}}
	if got := cfg.turnName(sess); got != "Round 1" {
		t.Errorf("turnName = %q, want Round 1", got)
	}
	if got := (Config{Catalog: testCatalog{}}).turnName(sess); got != "Turn 1" {
		t.Errorf("turnName without a word = %q, want Turn 1", got)
	}
	r := newReplay(cfg, sess, 0)
	if got := r.turnName(sess.State()); got != "round 1" {
		t.Errorf("the replay's header names %q, want round 1", got)
	}
	// The viewer's keys that go by turns say the same word (they read
	// "[/] turn", "t jump to turn" beside "round 1").
	var help []string
	for _, b := range r.Keys().Short {
		help = append(help, b.Help().Key+" "+b.Help().Desc)
	}
	for _, row := range r.Keys().Full {
		for _, b := range row {
			help = append(help, b.Help().Key+" "+b.Help().Desc)
		}
	}
	all := strings.Join(help, " · ")
	for _, want := range []string{"[/] round", "t jump to round", "pgup/[ round back", "pgdn/] round forward"} {
		if !strings.Contains(all, want) {
			t.Errorf("the replay's keys lack %q: %s", want, all)
		}
	}
	if strings.Contains(all, " turn") {
		t.Errorf("the replay's keys still say turn: %s", all)
	}
	// And the jump's prompt and its refusal (Turns.Accepts and Find).
	if got := r.prompt(); got != "(rounds 1 to 1)" {
		t.Errorf("the jump's prompt reads %q, want (rounds 1 to 1)", got)
	}
	if _, err := r.turns.Find("9", 0); err == nil || err.Error() != `no round "9": this game has rounds 1 to 1` {
		t.Errorf("a jump past the last round: %v", err)
	}
	// The log counts as the header does: "R1", not "T1", beside "Round 1".
	if got := cfg.logTurn(sess.Game.ID(), sess.State(), 1); got != "R1" {
		t.Errorf("the log labels round 1 %q, want R1", got)
	}
	for _, c := range []struct {
		label, word, want string
		turn              int
	}{{"T12", "Round", "R12", 12}, {"T3", "", "T3", 3}, {"Camp", "Round", "Camp", 3}, {"T1", "Round", "T1", 2}} {
		if got := LogTurnLabel(c.label, c.turn, c.word); got != c.want {
			t.Errorf("LogTurnLabel(%q, %d, %q) = %q, want %q", c.label, c.turn, c.word, got, c.want)
		}
	}
	if got := lowerFirst("Battle 2, turn 3"); !strings.HasPrefix(got, "battle 2") {
		t.Errorf("lowerFirst = %q", got)
	}
}

// A campaign record of one battle is not offered a second: the errors'
// example is a turn it has, and it has "one battle", not "battles 1 to 1".
func TestTurnsOfOneBattleSuggestWhatTheRecordHas(t *testing.T) {
	tu := Turns{Relabelled: true, spans: []engine.LogTurnSpan{{Battle: 1, Turn: 1}, {Battle: 1, Turn: 2}}}
	for _, tc := range []struct{ typed, want string }{
		{"2:1", "no battle 2: this record has one battle (battle:turn, 1:1 to 1:2)"},
		{":", `no turn ":": name a battle and its turn, such as 1:1 (battle:turn, 1:1 to 1:2)`},
	} {
		if _, err := tu.Find(tc.typed, 1); err == nil || err.Error() != tc.want {
			t.Errorf("%s: %v, want %q", tc.typed, err, tc.want)
		}
	}
	if _, err := tu.Find("2", 0); err == nil || !strings.Contains(err.Error(), "such as 1:1 ") {
		t.Errorf("a turn alone: %v", err)
	}
}
