package tui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Turns are a record's turns as its log names them, which is how a player
// names the turn to jump to: "T3" is turn 3 of a game, but in a campaign's
// battle 2 it is that battle's third turn, while Phase's Turn counts on
// across the campaign.
type Turns struct {
	spans []engine.LogTurnSpan
	// Relabelled: the game names its turns by battle (engine.LogTurnLabeler),
	// so a turn is a battle and its turn.
	Relabelled bool
	last       int // Phase's Turn at the end of the record
	// Word is the game's word for a turn, small ("round"), which Accepts
	// and Find use for a game whose turns are not relabelled; "" is
	// "turn".
	Word string
}

// word is Word, or "turn".
func (t Turns) word() string {
	if t.Word == "" {
		return "turn"
	}
	return t.Word
}

// NewTurns reads sess's turns.
func NewTurns(sess *engine.Session) Turns {
	t := Turns{spans: engine.LogTurns(sess), last: sess.StateAt(sess.Len()).Phase().Turn}
	for i := 0; i <= sess.Len(); i++ {
		if l, ok := sess.StateAt(i).(engine.LogTurnLabeler); ok && l.LogTurn() != "" {
			t.Relabelled = true
			break
		}
	}
	return t
}

// Battles is the number of battles the record has turns of.
func (t Turns) Battles() int {
	if len(t.spans) == 0 {
		return 0
	}
	return t.spans[len(t.spans)-1].Battle
}

// battleAt is the battle an intent position is in: the one whose turn
// the position is in, else (between battles) the last one before it,
// else the first with turns (a forfeited battle has none). 0 in a game
// whose turns are not relabelled.
func (t Turns) battleAt(pos int) int {
	b := 0
	for _, s := range t.spans {
		if s.From > pos || s.Battle == 0 {
			break
		}
		b = s.Battle
	}
	if b == 0 && len(t.spans) > 0 {
		return t.spans[0].Battle
	}
	return b
}

// logTurnNumber reads a log label "T<n>".
func logTurnNumber(label string) (int, bool) {
	if !strings.HasPrefix(label, "T") {
		return 0, false
	}
	n, err := strconv.Atoi(label[1:])
	return n, err == nil
}

var (
	battleTurnRE = regexp.MustCompile(`^(?:b|battle)?(\d{1,6})(?:[:.,/](?:t|turn)?|t|turn)(\d{1,6})$`)
	plainTurnRE  = regexp.MustCompile(`^(?:t|turn)?(\d{1,6})$`)
)

// Accepts says what a player may type to name a turn, for a prompt or an
// error: "1 to 7", or in a game that names its turns by battle
// "battle:turn, 1:1 to 3:2".
func (t Turns) Accepts() string {
	if !t.Relabelled {
		return fmt.Sprintf("%ss 1 to %d", t.word(), t.last)
	}
	if len(t.spans) == 0 {
		return "no battle has begun yet"
	}
	first, last := t.spans[0], t.spans[len(t.spans)-1]
	return fmt.Sprintf("battle:turn, %d:%d to %d:%d", first.Battle, first.Turn, last.Battle, last.Turn)
}

// example is a battle and turn the record has, for an error's "such as":
// the first turn of its last battle ("2:1"), which a record of one battle
// names "1:1" rather than a battle it does not have.
func (t Turns) example() string {
	if len(t.spans) == 0 {
		return "2:1"
	}
	b := t.spans[len(t.spans)-1].Battle
	for _, s := range t.spans {
		if s.Battle == b {
			return fmt.Sprintf("%d:%d", b, s.Turn)
		}
	}
	return "2:1"
}

// Find reads a turn as the log names it and gives the intents made in it.
// In a game whose turns are not relabelled, text is the turn's number, of
// 1 to Phase's Turn at the end of the record, alone or after the game's
// word for a turn or its letter ("3", "T3", "turn 3"; "R3", "round 3"). In one that names its turns
// by battle (a campaign), it is the battle and its turn: "2:1" or "b2t1"
// (also "2.1", "b2 t1", "battle 2 turn 1"; case and spaces do not matter);
// a number alone ("1", "T1") is that turn of battle, the battle the
// viewer shows, or is refused when battle is 0 (the command line, where
// no battle is shown). The error says what is wrong and what the record
// has.
func (t Turns) Find(text string, battle int) (engine.LogTurnSpan, error) {
	norm := strings.ToLower(strings.Join(strings.Fields(text), ""))
	if !t.Relabelled {
		// "3", "T3", "turn 3", or as a game of rounds writes its log
		// and header, "R3" and "round 3".
		for _, w := range []string{t.word(), "turn", t.word()[:1], "t"} {
			if rest, ok := strings.CutPrefix(norm, w); ok {
				norm = rest
				break
			}
		}
		n, err := strconv.Atoi(norm)
		if err != nil || n < 1 || n > t.last {
			return engine.LogTurnSpan{}, fmt.Errorf("no %s %q: this game has %s", t.word(), text, t.Accepts())
		}
		return t.plain(n), nil
	}
	var b, n int
	if m := battleTurnRE.FindStringSubmatch(norm); m != nil {
		b, _ = strconv.Atoi(m[1])
		n, _ = strconv.Atoi(m[2])
	} else if m := plainTurnRE.FindStringSubmatch(norm); m != nil {
		if battle == 0 {
			return engine.LogTurnSpan{}, fmt.Errorf("turn %q of which battle? Each battle counts its turns from T1: name the battle too, such as %s (%s)", text, t.example(), t.Accepts())
		}
		b = battle
		n, _ = strconv.Atoi(m[1])
	} else {
		return engine.LogTurnSpan{}, fmt.Errorf("no turn %q: name a battle and its turn, such as %s (%s)", text, t.example(), t.Accepts())
	}
	if len(t.spans) == 0 {
		return engine.LogTurnSpan{}, fmt.Errorf("no turn %q: %s", text, t.Accepts())
	}
	if b < 1 || b > t.Battles() {
		has := fmt.Sprintf("battles 1 to %d", t.Battles())
		if t.Battles() == 1 {
			has = "one battle"
		}
		return engine.LogTurnSpan{}, fmt.Errorf("no battle %d: this record has %s (%s)", b, has, t.Accepts())
	}
	lo, hi := -1, -1
	for _, s := range t.spans {
		if s.Battle != b {
			continue
		}
		if s.Turn == n {
			return s, nil
		}
		if lo < 0 {
			lo = s.Turn
		}
		hi = s.Turn
	}
	if lo < 0 {
		return engine.LogTurnSpan{}, fmt.Errorf("no turn %d in battle %d: it was not fought, it has no turns (%s)", n, b, t.Accepts())
	}
	return engine.LogTurnSpan{}, fmt.Errorf("no turn %d in battle %d: it has turns %d to %d in this record", n, b, lo, hi)
}

// plain is turn n of a game whose turns are not relabelled: From is the
// first intent made in turn n or after, To the end of the last one made
// in turn n or before, as --to and t always counted.
func (t Turns) plain(n int) engine.LogTurnSpan {
	s := engine.LogTurnSpan{Turn: n, From: -1}
	for _, sp := range t.spans {
		if sp.Turn >= n && s.From < 0 {
			s.From = sp.From
		}
		if sp.Turn <= n {
			s.To = sp.To
		}
	}
	if s.From < 0 {
		s.From = s.To
		if len(t.spans) > 0 {
			s.From = t.spans[len(t.spans)-1].To
		}
	}
	return s
}
