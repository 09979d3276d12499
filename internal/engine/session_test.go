package engine

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func mustApply(t *testing.T, s *Session, in Intent) []Event {
	t.Helper()
	ev, err := s.Apply(in)
	if err != nil {
		t.Fatalf("apply %s: %v", in, err)
	}
	return ev
}

func TestNewSessionChecks(t *testing.T) {
	g := toyGame{}
	for _, tc := range []struct {
		name    string
		opts    Options
		players []PlayerSlot
		want    string
	}{
		{"unknown option", Options{"colour": "red"}, hotseat, `toy has no option "colour" (its options: speed, note)`},
		{"two unknown options, the first by name", Options{"zz": "1", "colour": "red"}, hotseat, `toy has no option "colour"`},
		{"bad choice", Options{"speed": "warp"}, hotseat, `option speed: "warp" is not one of normal, fast`},
		{"one player", nil, hotseat[:1], "has 2 sides but 1 player was given"},
		{"bad level", nil, []PlayerSlot{{Side: "Red", Kind: Human}, {Side: "Blue", Kind: Scripted, Level: "godlike"}}, `player 2 (Blue): toy has no opponent level "godlike"`},
		{"bad kind", nil, []PlayerSlot{{Side: "Red", Kind: "robot"}, {Side: "Blue", Kind: Human}}, `player 1 (Red): kind "robot"`},
	} {
		_, err := NewSession(g, toyScen(), tc.opts, 1, tc.players)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to contain %q", tc.name, err, tc.want)
		}
	}
	other := toyScen()
	if _, err := NewSession(otherGame{}, other, nil, 1, hotseat); err == nil || !strings.Contains(err.Error(), "is for toy, not other") {
		t.Errorf("scenario of another game: %v", err)
	}
	s, err := NewSession(g, toyScen(), Options{"speed": "fast", "note": "anything"}, 1, hotseat)
	if err != nil {
		t.Fatal(err)
	}
	if s.Len() != 0 || s.State() != s.StateAt(0) || len(s.Records()) != 0 {
		t.Error("a new session is not at its start")
	}
}

type otherGame struct{ toyGame }

func (otherGame) ID() string { return "other" }

func TestSessionApply(t *testing.T) {
	s := newToySession(t, 1)
	start := s.State().Hash()
	ev := mustApply(t, s, toyRoll{0})
	if len(ev) != 1 || ev[0].Roll == nil || ev[0].Roll.Dice[0].Face != 4 {
		t.Fatalf("events %v, want one roll of 4 (seed 1)", ev)
	}
	recs := s.Records()
	if s.Len() != 1 || len(recs) != 1 || !recs[0].Rolled || recs[0].Turn != 1 || recs[0].Hash != s.State().Hash() {
		t.Fatalf("record %+v", recs[0])
	}
	if s.StateAt(0).Hash() != start {
		t.Fatal("the starting state changed")
	}
	mustApply(t, s, toyPass{1})
	if r := s.Records()[1]; r.Rolled || r.Turn != 1 {
		t.Fatalf("pass record %+v", r)
	}
	if s.State().Phase().Turn != 2 {
		t.Fatalf("turn %d after both moved, want 2", s.State().Phase().Turn)
	}
}

func TestSessionIllegalIntentChangesNothing(t *testing.T) {
	s := newToySession(t, 1)
	mustApply(t, s, toySecret{0, 2})
	before, n := s.State().Hash(), s.Len()
	for _, in := range []Intent{toyRoll{1}, toySecret{0, 3}, toySecret{0, 9}, toyPass{1}} {
		if _, err := s.Apply(in); err == nil {
			t.Errorf("%T %+v was accepted", in, in)
		}
		if s.State().Hash() != before || s.Len() != n {
			t.Fatalf("illegal %+v changed the session", in)
		}
	}
	if _, err := s.Apply(toyRoll{1}); err == nil || err.Error() != "it is Red's move" {
		t.Errorf("wrong player's intent: %v", err)
	}
}

func TestSessionGameOver(t *testing.T) {
	s := newToySession(t, 1)
	forceDice(s, 6, 1, 6)
	mustApply(t, s, toyRoll{0})
	mustApply(t, s, toyRoll{1})
	mustApply(t, s, toyRoll{0})
	out := s.State().Outcome()
	if !out.Over || out.Winner != 0 {
		t.Fatalf("outcome %+v, want Red to win", out)
	}
	if got := ResultText(out, s.Scenario.Sides()); got != "Red wins: Red reached 10" {
		t.Errorf("ResultText = %q", got)
	}
	if _, err := s.Apply(toyPass{1}); err == nil || err.Error() != "the game is over" {
		t.Errorf("intent after the end: %v", err)
	}
	if len(s.State().Phase().Actors) != 0 {
		t.Error("someone must act in a finished game")
	}
}

func TestUndo(t *testing.T) {
	s := newToySession(t, 1)
	if s.CanUndo(0) {
		t.Fatal("undo at the start")
	}
	if _, err := s.Undo(0); err == nil || err.Error() != "nothing to undo" {
		t.Fatalf("undo at the start: %v", err)
	}
	mustApply(t, s, toySecret{0, 2}) // no dice
	h1 := s.State().Hash()
	mustApply(t, s, toyPass{0}) // no dice
	if s.CanUndo(1) {
		t.Fatal("Blue may undo Red's pass")
	}
	if _, err := s.Undo(1); err == nil || err.Error() != "the last action was not yours" {
		t.Fatalf("Blue undoing Red's pass: %v", err)
	}
	// Red takes back the pass and the secret, one at a time.
	if !s.CanUndo(0) {
		t.Fatal("Red may not undo its own pass")
	}
	in, err := s.Undo(0)
	if err != nil || in.Kind() != "pass" || s.State().Hash() != h1 || s.Len() != 1 {
		t.Fatalf("undo pass: %v %v", in, err)
	}
	if in, err := s.Undo(0); err != nil || in.Kind() != "secret" || s.Len() != 0 || s.State().Hash() != s.StateAt(0).Hash() {
		t.Fatalf("undo secret: %v %v", in, err)
	}
	// A roll is never taken back, by anyone.
	mustApply(t, s, toyRoll{0})
	if s.CanUndo(0) || s.CanUndo(1) {
		t.Fatal("a roll may be undone")
	}
	if _, err := s.Undo(0); err == nil || !strings.Contains(err.Error(), "a roll cannot be taken back") {
		t.Fatalf("undo of a roll: %v", err)
	}
	// Blue passes and takes it back; then the roll before it stops Blue.
	mustApply(t, s, toyPass{1})
	if _, err := s.Undo(1); err != nil {
		t.Fatal(err)
	}
	if s.CanUndo(1) || s.CanUndo(0) || s.Len() != 1 {
		t.Fatal("undo went past a roll")
	}
	// After an undo the game goes on as if nothing had been done.
	mustApply(t, s, toyRoll{1})
	if s.Len() != 2 {
		t.Fatalf("%d intents", s.Len())
	}
}

func TestView(t *testing.T) {
	s := newToySession(t, 1)
	mustApply(t, s, toySecret{0, 3})
	st := s.State().(*toyState)
	if st.View(0).(*toyState).secrets[0] != 3 {
		t.Error("Red cannot see its own secret")
	}
	if st.View(1).(*toyState).secrets[0] != -1 {
		t.Error("Blue can see Red's secret")
	}
	if st.View(NoPlayer).(*toyState).secrets[0] != -1 {
		t.Error("a spectator can see Red's secret")
	}
	if st.secrets[0] != 3 {
		t.Error("View changed the state")
	}
	ev := s.Records()[0].Events[0]
	if !ev.Secret || ev.VisibleTo(1) || !ev.VisibleTo(0) {
		t.Errorf("the secret's event %+v is not secret", ev)
	}
}

// TestApplyIsPure plays many random games and checks after every intent that
// the state it was applied to still has its hash.
func TestApplyIsPure(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		s := newToySession(t, seed)
		opp := NewRandomOpponent(seed + 1000)
		for !s.State().Outcome().Over {
			st := s.State()
			before := st.Hash()
			p := st.Phase().Actors[0]
			for _, in := range st.Legal(p) { // every legal intent, not only the one played
				if _, _, err := st.Apply(in); err != nil {
					t.Fatalf("seed %d: legal %v refused: %v", seed, in, err)
				}
				if st.Hash() != before {
					t.Fatalf("seed %d: applying %v changed the state it was applied to", seed, in)
				}
			}
			in, err := opp.Choose(st.View(p), p)
			if err != nil {
				t.Fatal(err)
			}
			mustApply(t, s, in)
		}
	}
}

func TestRandomOpponent(t *testing.T) {
	s := newToySession(t, 1)
	o := NewRandomOpponent(3)
	if o.Level() != LevelRandom {
		t.Errorf("level %q", o.Level())
	}
	if _, err := o.Choose(s.State(), 1); err == nil || !strings.Contains(err.Error(), "nothing legal") {
		t.Errorf("choosing for a player who may not act: %v", err)
	}
	seen := map[string]bool{}
	for i := 0; i < 200; i++ {
		in, err := o.Choose(s.State(), 0)
		if err != nil {
			t.Fatal(err)
		}
		seen[in.Kind()] = true
	}
	if len(seen) != 3 {
		t.Errorf("200 random choices used only %v", seen)
	}
}

// countingToy is the toy game's state as a LegalCounter.
type countingToy struct{ *toyState }

func (c countingToy) LegalCount(p Player) int        { return len(c.Legal(p)) }
func (c countingToy) LegalAt(p Player, i int) Intent { return c.Legal(p)[i] }

// TestRandomOpponentCounts: from a LegalCounter the random opponent makes
// the same choices, from the same seed, as from the list.
func TestRandomOpponentCounts(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		list, count := NewRandomOpponent(seed), NewRandomOpponent(seed)
		s := newToySession(t, seed)
		for !s.State().Outcome().Over {
			st := s.State()
			p := st.Phase().Actors[0]
			a, err := list.Choose(st, p)
			if err != nil {
				t.Fatal(err)
			}
			b, err := count.Choose(countingToy{st.(*toyState)}, p)
			if err != nil || a != b {
				t.Fatalf("seed %d: from the list %v, from the count %v (%v)", seed, a, b, err)
			}
			if _, err := count.Choose(countingToy{st.(*toyState)}, 1-p); err == nil || !strings.Contains(err.Error(), "nothing legal") {
				t.Fatalf("choosing for a player who may not act: %v", err)
			}
			mustApply(t, s, a)
		}
	}
}

func TestOptionsAndPhase(t *testing.T) {
	g := toyGame{}
	if v := (Options{}).Option(g, "speed"); v != "normal" {
		t.Errorf("default speed %q", v)
	}
	if v := (Options{"speed": "fast"}).Option(g, "speed"); v != "fast" {
		t.Errorf("speed %q", v)
	}
	if v := (Options(nil)).Option(g, "nope"); v != "" {
		t.Errorf("unknown option %q", v)
	}
	if err := CheckOptions(g, nil); err != nil {
		t.Error(err)
	}
	ph := Phase{Actors: []Player{1}}
	if !ph.Acting(1) || ph.Acting(0) || (Phase{}).Acting(NoPlayer) {
		t.Error("Phase.Acting")
	}
	sides := toyScen().Sides()
	for _, tc := range []struct {
		o    Outcome
		want string
	}{
		{Running(), "unfinished"},
		{Outcome{Over: true, Winner: NoPlayer, Reason: "time ran out"}, "draw: time ran out"},
		{Outcome{Over: true, Winner: 1, Reason: "x"}, "Blue wins: x"},
		{Outcome{Over: true, Winner: 5, Reason: "x"}, "player 6 wins: x"},
	} {
		if got := ResultText(tc.o, sides); got != tc.want {
			t.Errorf("ResultText(%+v) = %q, want %q", tc.o, got, tc.want)
		}
		if got, want := ResultSentence(tc.o, sides), strings.ToUpper(tc.want[:1])+tc.want[1:]; got != want {
			t.Errorf("ResultSentence(%+v) = %q, want %q", tc.o, got, want)
		}
	}
	// A reason that says it is a draw is not said twice on the screen.
	drawn := Outcome{Over: true, Winner: NoPlayer, Reason: "a draw after turn 10: 5 VP each"}
	if got := ResultSentence(drawn, sides); got != "A draw after turn 10: 5 VP each" {
		t.Errorf("ResultSentence of a drawn battle = %q", got)
	}
	if got := ResultText(drawn, sides); got != "draw: a draw after turn 10: 5 VP each" {
		t.Errorf("ResultText, which saves record, changed: %q", got)
	}
	// Nor one that ends by saying so (Starship Battles' fleets destroyed at once).
	both := Outcome{Over: true, Winner: NoPlayer, Reason: "both fleets are destroyed: a draw"}
	if got := ResultSentence(both, sides); got != "Draw: both fleets are destroyed" {
		t.Errorf("ResultSentence of fleets destroyed at once = %q", got)
	}
	if got := ResultText(both, sides); got != "draw: both fleets are destroyed: a draw" {
		t.Errorf("ResultText, which saves record, changed: %q", got)
	}
	// A saved result's words, as the menu's list of saves shows them.
	for saved, want := range map[string]string{
		"draw: a draw after turn 10: 5 VP each":   "A draw after turn 10: 5 VP each",
		"draw: both fleets are destroyed: a draw": "Draw: both fleets are destroyed",
		"draw: time ran out":                      "Draw: time ran out",
		"Blue wins: x":                            "Blue wins: x",
		"unfinished":                              "Unfinished",
		"":                                        "",
	} {
		if got := ResultSentenceOf(saved); got != want {
			t.Errorf("ResultSentenceOf(%q) = %q, want %q", saved, got, want)
		}
		// replay --headless's result line: the same words, not capitalised.
		if got := ResultOnce(saved); !strings.EqualFold(got, want) || (got != "" && got[0] != saved[0] && !strings.HasPrefix(saved, "draw: a draw")) {
			t.Errorf("ResultOnce(%q) = %q, want %q begun as the file begins it", saved, got, want)
		}
	}
	if !errors.Is(ErrTooLong, ErrTooLong) {
		t.Fatal()
	}
}

func TestOnlyIsSharedButSafeToAppend(t *testing.T) {
	a := Only(1)
	b := append(a, 2)
	if len(a) != 1 || a[0] != 1 || Only(1)[0] != 1 || len(b) != 2 || b[0] != 1 {
		t.Fatalf("Only(1) = %v after an append made %v", Only(1), b)
	}
	if got := Only(42); len(got) != 1 || got[0] != 42 {
		t.Errorf("Only(42) = %v", got)
	}
	if got := Only(NoPlayer); len(got) != 1 || got[0] != NoPlayer {
		t.Errorf("Only(NoPlayer) = %v", got)
	}
}

// TestLogTurns: a game that does not relabel its turns has one span a
// turn, Phase's Turn, battle 0, and the turn the record stops in is listed
// though nobody has acted in it yet.
func TestLogTurns(t *testing.T) {
	s := newToySession(t, 1)
	mustApply(t, s, toyRoll{0})
	mustApply(t, s, toyPass{1})
	mustApply(t, s, toyPass{0})
	mustApply(t, s, toyPass{1})
	got := LogTurns(s)
	want := []LogTurnSpan{{Turn: 1, From: 0, To: 2}, {Turn: 2, From: 2, To: 4}, {Turn: 3, From: 4, To: 4}}
	if !slices.Equal(got, want) {
		t.Fatalf("LogTurns = %v, want %v", got, want)
	}
}

// campToy is the toy race told as a campaign: toy turn 1 is battle 1's
// T1, turn 2 the time between battles ("Camp"), and turns 3 and 4 are
// battle 3's T1 and T2, battle 2 having no turns (forfeited). With
// battles, its states say which battle they are in (LogBattler).
type campToy struct {
	*toyState
	battles bool
}

type campToyGame struct {
	toyGame
	battles bool
}

func (g campToyGame) NewState(sc Scenario, opts Options, seed uint64) (State, error) {
	st, err := g.toyGame.NewState(sc, opts, seed)
	if err != nil {
		return nil, err
	}
	return campToy{st.(*toyState), g.battles}, nil
}

func (s campToy) Apply(in Intent) (State, []Event, error) {
	st, ev, err := s.toyState.Apply(in)
	if err != nil {
		return nil, nil, err
	}
	return campToy{st.(*toyState), s.battles}, ev, nil
}

func (s campToy) LogTurn() string {
	return map[int]string{1: "T1", 2: "Camp", 3: "T1", 4: "T2"}[s.turn]
}

func (s campToy) LogBattle() int {
	if !s.battles {
		return 0
	}
	return map[int]int{1: 1, 3: 3, 4: 3}[s.turn]
}

// TestLogTurnsAsTheGameNumbersItsBattles: a battle with no turns (a
// campaign's forfeited battle) leaves no run of "T<n>" labels, so battles
// counted from the runs are numbered one lower after it; a state that says
// its battle (LogBattler) is listed under the game's number, and one that
// says 0 is counted as before.
func TestLogTurnsAsTheGameNumbersItsBattles(t *testing.T) {
	for _, tc := range []struct {
		battles bool
		later   int
	}{{true, 3}, {false, 2}} {
		s, err := NewSession(campToyGame{battles: tc.battles}, toyScen(), nil, 1, hotseat)
		if err != nil {
			t.Fatal(err)
		}
		for _, in := range []Intent{toyPass{0}, toyPass{1}, toyPass{0}, toyRoll{1}, toyPass{0}, toyPass{1}, toyPass{0}} {
			mustApply(t, s, in)
		}
		got := LogTurns(s)
		want := []LogTurnSpan{{Battle: 1, Turn: 1, From: 0, To: 2}, {Battle: tc.later, Turn: 1, From: 4, To: 6}, {Battle: tc.later, Turn: 2, From: 6, To: 7}}
		if !slices.Equal(got, want) {
			t.Errorf("battles said %v: LogTurns = %v, want %v", tc.battles, got, want)
		}
	}
}
