package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// replayOptions are the flags and arguments of 'replay'.
type replayOptions struct {
	Path             string
	Headless, Verify bool
	Unhashed         bool   // replay a file that lacks hashes, and say it is not verified
	To               string // the last turn shown, as the log names it; "" or "0": the whole game
}

// replayCmd is 'replay PATH'.
func (a *app) replayCmd(run func(*replayOptions) error) *cobra.Command {
	o := &replayOptions{}
	cmd := &cobra.Command{
		Use:   "replay PATH",
		Short: "Step through a saved game, print its log, or verify it",
		Long: `Replay the saved game in PATH. Loading a save re-applies every intent and checks
the state hash recorded after each, so a save that was edited or that the
current rules would play differently is refused, naming the first intent that
differs.

Without flags the replay viewer opens. --headless prints the log as text
instead: one line per intent, prefixed with its turn and the acting side, its
events indented below it, then the result and the state hash. The log is the
whole record: it shows hidden orders and secret events too (of an unfinished
game that holds some, a note on standard error says so first).

--to N stops after turn N: the log (or the viewer's starting position) is
the game after the last intent made in turn N, and the result and hash
printed are those of that position. --to 0, the default, means the whole
game; an N past the last turn also means the whole game. A game that names
its turns by battle, as a Silent Death campaign's log does ("T1" in every
battle, "Camp" between them), takes the battle and its turn instead:
--to 2:1 (or b2t1) stops after T1 of battle 2; a turn the record does not
have is an error that says which battles and turns it has.

In the viewer, t jumps to the start of a turn named the same way; there a
number alone is a turn of the battle shown.

--verify prints "verified: N intents, hash H" and exits 0, or exits 1 naming
the first intent whose state hash differs from the recorded one. Of an
unfinished game it prints "verified: unfinished, turn T, hash H" instead
("round T" in Starship Battles): a count of intents would tell how many
sealed orders or secret choices were made. It checks the whole file whatever --to says; with --to inside the
record it also prints the hash of the position --to names (and, of a
finished game, its number of intents).`,
		Example: `  armada-tui replay game.json
  armada-tui replay game.json --headless --to 3
  armada-tui replay campaign.json --to 2:1
  armada-tui replay game.json --verify`,
		Args: args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			o.Path = argv[0]
			return run(o)
		},
	}
	cmd.Flags().BoolVar(&o.Headless, "headless", false, "print the log as text instead of opening the viewer")
	cmd.Flags().BoolVar(&o.Verify, "verify", false, "only check every recorded state hash (with --headless: check, then print)")
	cmd.Flags().StringVar(&o.To, "to", "", "stop after turn N, or battle:turn B:T in a game whose log names turns by battle (0: the whole game)")
	cmd.Flags().BoolVar(&o.Unhashed, "unhashed", false, "replay a save written by hand without hashes (it is then not verified, and the output says so)")
	return cmd
}

// runReplay loads a save (which checks every recorded hash) and verifies
// it, prints its log, or opens the viewer.
func (a *app) runReplay(o *replayOptions) error {
	if !toSyntax.MatchString(strings.ToLower(strings.Join(strings.Fields(o.To), ""))) {
		// Said before the save is read, as any misused flag is; a save
		// that reads gives its game's word ("a round is", Starship
		// Battles, said "a turn is").
		if sess, _, err := a.loadMaybeUnhashed(o.Path, o.Unhashed); err == nil {
			if word := a.turnWord(sess.Game.ID()); word != "turn" {
				return usagef("--to %s: a %s is 0 (the whole game) or more", o.To, word)
			}
		}
		return usagef("--to %s: a turn is 0 (the whole game) or more, or a battle and its turn such as 2:1", o.To)
	}
	sess, unhashed, err := a.loadMaybeUnhashed(o.Path, o.Unhashed)
	if err != nil {
		return err
	}
	word := a.turnWord(sess.Game.ID())
	at, err := stopAt(sess, o.To, word)
	if err != nil {
		return err
	}
	if last, past := pastTheRecord(sess, o.To); past {
		// All of it is what was asked for, but a player who typed a turn
		// the game never reached is told so, not left to wonder, in the
		// game's word ("ends in round 10").
		fmt.Fprintf(a.errOut, "armada-tui: note: --to %s is past the record, which ends in %s %d: it shows the whole game\n", o.To, word, last)
	}
	switch {
	case unhashed:
		fmt.Fprintf(a.out, "NOT VERIFIED (the file lacks hashes; replayed with --unhashed): %s, hash %s\n", a.recordSize(sess), engine.FormatHash(sess.State().Hash()))
	case o.Verify:
		fmt.Fprintf(a.out, "verified: %s, hash %s\n", a.recordSize(sess), engine.FormatHash(sess.State().Hash()))
		if !o.Headless && at < sess.Len() {
			// --to names a position inside the record (it said nothing
			// before): the whole file is verified all the same, and the
			// position's hash is what a player compares. Of an unfinished
			// game, no count (recordSize).
			count := ""
			if sess.State().Outcome().Over {
				count = engine.Count(at, "intent", "intents") + ", "
			}
			fmt.Fprintf(a.out, "--to %s: %shash %s\n", o.To, count, engine.FormatHash(sess.StateAt(at).Hash()))
		}
	}
	if !o.Headless && !o.Verify {
		if err := a.screen.Ready(); err != nil {
			return err
		}
	}
	if o.Headless {
		if tui.UnfinishedSecrets(sess) {
			// The viewer warns before it shows them; the printed log
			// said nothing (found in play: a hotseat game's sealed orders
			// printed with no word).
			fmt.Fprintf(a.errOut, "armada-tui: note: %s is not finished, and its log shows what each side has not yet shown the other (sealed orders, a secret choice)\n", o.Path)
		}
		return writeLog(a.out, sess, at, a.games.Screens(sess.Game.ID()).TurnWord)
	}
	if o.Verify {
		return nil
	}
	if o.To == "" || o.To == "0" {
		at = -1 // the viewer opens at the start
	}
	return a.screen.Replay(sess, at, a.config())
}

// toSyntax is what --to may be before the save is read: nothing, a number,
// or a battle and its turn (tui.Turns.Find reads it against the record).
var toSyntax = regexp.MustCompile(`^$|^(?:t|turn|r|round)?\d+$|^(?:b|battle)?\d+(?:[:.,/](?:t|turn)?|t|turn)\d+$`)

// stopAt is the number of intents --to shows: all for "" and "0"; in a
// game that names its turns by battle, those up to the end of the turn
// named (an error when the record has no such turn); else those made in
// turns up to N, all when N is past the last turn. word is the game's
// word for a turn (app.turnWord), which its errors use.
func stopAt(sess *engine.Session, to, word string) (int, error) {
	if to == "" || to == "0" {
		return sess.Len(), nil
	}
	turns := tui.NewTurns(sess)
	turns.Word = word
	if !turns.Relabelled {
		if norm := strings.ToLower(strings.TrimSpace(to)); word != "round" && strings.HasPrefix(norm, "r") {
			// "R2" of a game whose log says T2 was read as turn 2 without
			// a word.
			return 0, usagef("--to %s: this game counts %ss, not rounds (it has %s)", to, word, turns.Accepts())
		}
		n, err := turnNumber(to)
		if err != nil {
			return 0, usagef("--to %s: this game names its %ss by number, not by battle (it has %s)", to, word, turns.Accepts())
		}
		return cut(sess, n), nil
	}
	span, err := turns.Find(to, 0)
	if err != nil {
		return 0, usagef("--to %s: %v", to, err)
	}
	return span.To, nil
}

// turnNumber reads --to as a plain turn, as toSyntax allows it: "3", "T3",
// "turn 3", or as a game of rounds labels its log, "R3"
// (tui.LogTurnLabel).
func turnNumber(to string) (int, error) {
	norm := strings.ToLower(strings.Join(strings.Fields(to), ""))
	for _, word := range []string{"turn", "round", "t", "r"} {
		if rest, ok := strings.CutPrefix(norm, word); ok {
			norm = rest
			break
		}
	}
	n, err := strconv.Atoi(norm)
	if errors.Is(err, strconv.ErrRange) {
		// More digits than a number holds: a turn past any record, as
		// 999 is past a short game's (--to 9999999 was refused as no
		// turn at all).
		return math.MaxInt, nil
	}
	return n, err
}

// pastTheRecord reports whether --to names a turn after the last one the
// record reaches, in a game that numbers its turns plainly, and that turn.
func pastTheRecord(sess *engine.Session, to string) (int, bool) {
	if to == "" || to == "0" || sess.Len() == 0 || tui.NewTurns(sess).Relabelled {
		return 0, false
	}
	n, err := turnNumber(to)
	if err != nil {
		return 0, false
	}
	recs := sess.Records()
	last := recs[len(recs)-1].Turn
	return last, n > last
}

// cut is the number of intents made in turns up to t; t == 0 means all.
func cut(sess *engine.Session, t int) int {
	if t == 0 {
		return sess.Len()
	}
	n := 0
	for i, r := range sess.Records() {
		if r.Turn <= t {
			n = i + 1
		}
	}
	return n
}

// writeLog prints the game's log up to its n-th intent: "T3 Red   <intent>"
// ("R3" in a game whose turn word is "Round", as on the screen), its events
// indented below, then the result and the hash of the position reached.
func writeLog(w io.Writer, sess *engine.Session, n int, turnWord string) error {
	sides := sess.Scenario.Sides()
	name := func(p engine.Player) string {
		if int(p) >= 0 && int(p) < len(sides) {
			return sides[p].Name
		}
		if p == engine.NoPlayer {
			return "-" // an automatic step of the game
		}
		return fmt.Sprintf("player %d", p+1)
	}
	width := 0
	for _, s := range sides {
		width = max(width, ansi.StringWidth(s.Name))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "game: %s, scenario %s (%s), seed %d\n", sess.Game.ID(), sess.Scenario.Name(), sess.Scenario.Title(), sess.Seed)
	if opts := optionsLine(sess); opts != "" {
		fmt.Fprintf(&b, "options: %s\n", opts)
	}
	if ev := sess.Opening(); len(ev) > 0 {
		// What the first state tells, before the first intent
		// (engine.Opener), as an automatic step's line.
		first := sess.StateAt(0)
		pad := strings.Repeat(" ", max(0, width-1))
		fmt.Fprintf(&b, "%s -%s  %s\n", tui.LogTurnLabel(engine.LogTurn(first, first.Phase().Turn), first.Phase().Turn, turnWord), pad, engine.OpeningWords)
		for _, e := range ev {
			fmt.Fprintf(&b, "    %s\n", logText(w, e))
		}
	}
	for i, r := range sess.Records()[:n] {
		who := name(r.Intent.Actor())
		pad := strings.Repeat(" ", max(0, width-ansi.StringWidth(who)))
		before := sess.StateAt(i)
		fmt.Fprintf(&b, "%s %s%s  %s\n", tui.LogTurnLabel(engine.LogTurn(before, r.Turn), r.Turn, turnWord), who, pad, engine.Describe(before, r.Intent, engine.NoPlayer))
		for _, e := range r.Events {
			fmt.Fprintf(&b, "    %s\n", logText(w, e))
		}
	}
	st := sess.StateAt(n)
	fmt.Fprintf(&b, "result: %s\n", engine.ResultOnce(engine.ResultText(st.Outcome(), sides)))
	fmt.Fprintf(&b, "hash: %s\n", engine.FormatHash(st.Hash()))
	_, err := io.WriteString(w, b.String())
	return err
}

// logText is an event's line as the log prints it to w: the no-break
// spaces a game joins words with (a roll's dice, tui.NoBreakSpace) are
// printed as plain spaces; to a terminal, the lineWrapper keeps them until
// it has broken the line, and does not break it there.
func logText(w io.Writer, e engine.Event) string {
	if _, wraps := w.(*lineWrapper); wraps {
		return e.String()
	}
	return tui.PlainSpaces(e.String())
}

// optionsLine lists the set-up options that differ from their defaults as
// KEY=VALUE, in the game's order.
func optionsLine(sess *engine.Session) string {
	var parts []string
	for _, spec := range sess.Game.OptionSpecs() {
		if v := sess.Options.Option(sess.Game, spec.Key); v != spec.Default {
			parts = append(parts, spec.Key+"="+v)
		}
	}
	return strings.Join(parts, ", ")
}
