package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
)

// maxSelfplayIntents stops a self-play game that does not end.
const maxSelfplayIntents = 100_000

// selfplayResult is what selfplay prints; with --json, as one object.
type selfplayResult struct {
	Games int `json:"games"`
	Wins  struct {
		A int `json:"a"`
		B int `json:"b"`
	} `json:"wins"`
	Draws     int     `json:"draws"`
	TurnsMean float64 `json:"turns_mean"`
	Intents   int     `json:"intents"`
	Seconds   float64 `json:"seconds"`
}

// opponentSeed keeps an opponent's random choices apart from the dice of
// the game it plays, which are seeded with the game's seed.
func opponentSeed(gameSeed uint64) uint64 { return gameSeed*0x9e3779b97f4a7c15 + 0x632be59bd9b4e019 }

// selfplayOptions are the flags and arguments of 'selfplay'.
type selfplayOptions struct {
	Game, Scenario string
	LevelA, LevelB string
	SaveDir        string
	Force          bool
	Options        []string
	Games          int
	Seed           uint64
	JSON           bool
}

// selfplayCmd is 'selfplay GAME'.
func (a *app) selfplayCmd(run func(*selfplayOptions) error) *cobra.Command {
	o := &selfplayOptions{}
	cmd := &cobra.Command{
		Use:   "selfplay GAME",
		Short: "Play computer opponents against each other, with no screen",
		Long: `Play --games games of GAME between two computer opponents and print how they
fared. Level --a plays side 1 in even-numbered games (0, 2, …) and side 2 in
odd-numbered ones; game i uses seed --seed+i, so a run can be repeated
exactly (with level expert, limit it by --iterations and --think 0). With
--save-dir every game's save file is written there, named by the game, the
scenario, its number and its seed; a file of that name is replaced only when
it is empty (or only whitespace) or holds the same game (the same run again), or with --force, and
never while another armada-tui has it open. Every name is checked before the
first game.

Scenarios with more than two sides give level --a side 1 in even games and
level --b every other side, and the other way round in odd games.`,
		Example: `  armada-tui selfplay stellararmada --games 1000
  armada-tui selfplay stellararmada --a scripted --b scripted --json`,
		Args: args(cobra.ExactArgs(1)),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.gameIDs(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, argv []string) error {
			o.Game = argv[0]
			return run(o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Scenario, "scenario", "", "scenario NAME or file (default: the first 'list scenarios' names, the game's introduction where it has one, else standard)")
	f.IntVar(&o.Games, "games", 100, "number of games N")
	seedVar(f, &o.Seed, 1, "seed of game 0; game i uses seed+i")
	// Each with itself for a shorthand: the shell's completion of a
	// one-letter flag looks for a shorthand of that letter (cobra's
	// findFlag), so without one tab after --a offered nothing.
	f.StringVarP(&o.LevelA, "a", "a", engine.LevelScripted, "LEVEL of opponent a")
	f.StringVarP(&o.LevelB, "b", "b", engine.LevelRandom, "LEVEL of opponent b")
	f.StringVar(&o.SaveDir, "save-dir", "", "write each game's save file into DIR")
	f.BoolVar(&o.Force, "force", false, "let --save-dir replace files that hold other games")
	f.StringArrayVar(&o.Options, "option", nil, "set-up option KEY=VALUE, repeatable (see 'list options GAME')")
	f.BoolVar(&o.JSON, "json", false, `print one JSON object: {"games", "wins":{"a", "b"}, "draws", "turns_mean", "intents", "seconds"}`)
	return cmd
}

func (a *app) saveSelfplay(sess *engine.Session) error {
	sf, err := sess.SaveFile()
	if err != nil {
		return err
	}
	return store.WriteSave(sess.Path, sf)
}

// selfplayPath is where --save-dir keeps game i of sess's run, played with
// seed.
func selfplayPath(sess *engine.Session, dir string, i int, seed uint64) string {
	safe := strings.Map(func(r rune) rune {
		if r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, sess.Scenario.Name())
	return filepath.Join(dir, fmt.Sprintf("%s-%s-%04d-seed%d.json", sess.Game.ID(), safe, i, seed))
}

// selfplayGame is game i of a self-play run, not yet played, with the side
// level a plays; its Path is its --save-dir file when there is one.
func selfplayGame(g engine.Game, sc engine.Scenario, opts engine.Options, o *selfplayOptions, i int) (*engine.Session, engine.Player, error) {
	gameSeed := o.Seed + uint64(i)
	// aSide is the side level a plays in this game.
	aSide := engine.Player(0)
	if i%2 == 1 {
		aSide = 1
	}
	levels := make([]string, len(sc.Sides()))
	for s := range levels {
		levels[s] = o.LevelB
	}
	levels[aSide] = o.LevelA
	slots, err := engine.ScriptedSlots(sc, levels)
	if err != nil {
		return nil, 0, err
	}
	sess, err := newSession(g, sc, opts, gameSeed, slots)
	if err != nil {
		return nil, 0, err
	}
	if o.SaveDir != "" {
		sess.Path = selfplayPath(sess, o.SaveDir, i, gameSeed)
	}
	return sess, aSide, nil
}

// runSelfplay plays the games and prints the tally.
func (a *app) runSelfplay(o *selfplayOptions) error {
	g, err := a.game(o.Game)
	if err != nil {
		return err
	}
	if o.Games < 1 {
		return usagef("--games %d: play at least one game", o.Games)
	}
	if last := o.Seed + uint64(o.Games-1); last < o.Seed {
		// Game i plays seed+i: past the largest seed it began again at
		// 0, and the games were named seed0, seed1 without a word.
		return usagef("--seed %d with --games %d: game i plays seed+i, which would pass %d, the largest seed; give a seed of at most %d", o.Seed, o.Games, uint64(math.MaxUint64), uint64(math.MaxUint64)-uint64(o.Games-1))
	}
	if err := checkLevel(g, "--a", o.LevelA); err != nil {
		return err
	}
	if err := checkLevel(g, "--b", o.LevelB); err != nil {
		return err
	}
	if err := a.opponentFlags([]engine.PlayerSlot{{Kind: engine.Scripted, Level: o.LevelA}, {Kind: engine.Scripted, Level: o.LevelB}}, false); err != nil {
		return err
	}
	if o.Force && o.SaveDir == "" {
		a.note("--force is ignored: it lets --save-dir replace files, and there is no --save-dir")
	}
	sc, err := a.scenario(g, o.Scenario)
	if err != nil {
		return err
	}
	opts, err := parseOptions(g, o.Options)
	if err != nil {
		return err
	}
	if o.SaveDir != "" {
		// Before the first game, not after it: a file in the way was
		// found only once a game had been played to be saved.
		if info, err := os.Stat(o.SaveDir); err == nil && !info.IsDir() {
			return fmt.Errorf("--save-dir %s: a file, not a folder", o.SaveDir)
		}
	}
	nsides := len(sc.Sides())
	if nsides < 2 {
		return fmt.Errorf("scenario %q has %d side; self-play needs two or more", sc.Name(), nsides)
	}
	var res selfplayResult
	turns := 0
	if o.SaveDir != "" {
		// Every file the run will write, before the first game: a save in
		// the way was found only after the games before it were played,
		// and another game's save was replaced without a word.
		for i := 0; i < o.Games; i++ {
			sess, _, err := selfplayGame(g, sc, opts, o, i)
			if err != nil {
				return err
			}
			if err := store.CheckReplace(sess, o.Force); err != nil {
				var no *store.NotOursError
				if errors.As(err, &no) {
					return fmt.Errorf("--save-dir %s: game %d would be saved as %s, but %s; choose another folder, or --force to replace such files", o.SaveDir, i, filepath.Base(no.Path), no.Why)
				}
				return err
			}
		}
	}
	start := time.Now()
	for i := 0; i < o.Games; i++ {
		sess, aSide, err := selfplayGame(g, sc, opts, o, i)
		if err != nil {
			return err
		}
		gameSeed := sess.Seed
		opps, err := engine.Opponents(g, sess.Players, opponentSeed(gameSeed))
		if err != nil {
			return err
		}
		playErr := engine.PlayOut(sess, opps, maxSelfplayIntents)
		if sess.Path != "" {
			if err := a.saveSelfplay(sess); err != nil {
				return err
			}
		}
		if playErr != nil {
			return fmt.Errorf("game %d (seed %d, %s as %s): %w", i, gameSeed, o.LevelA, sc.Sides()[aSide].Name, playErr)
		}
		res.Games++
		res.Intents += sess.Len()
		turns += sess.State().Phase().Turn
		switch out := sess.State().Outcome(); {
		case out.Winner == engine.NoPlayer:
			res.Draws++
		case out.Won(aSide): // level a's side, or its team's
			res.Wins.A++
		default:
			res.Wins.B++
		}
	}
	res.Seconds = time.Since(start).Seconds()
	res.TurnsMean = float64(turns) / float64(res.Games)
	if o.JSON {
		enc := json.NewEncoder(a.out)
		return enc.Encode(res)
	}
	perSec := 0.0
	if res.Seconds > 0 {
		perSec = float64(res.Intents) / res.Seconds
	}
	fmt.Fprintf(a.out, "games:       %d of %s, scenario %s, seeds %d to %d\n", res.Games, g.ID(), sc.Name(), o.Seed, o.Seed+uint64(o.Games-1))
	fmt.Fprintf(a.out, "wins:        a (%s) %d, b (%s) %d\n", o.LevelA, res.Wins.A, o.LevelB, res.Wins.B)
	fmt.Fprintf(a.out, "draws:       %d\n", res.Draws)
	// In the game's word ("mean rounds:" in Starship Battles); the JSON
	// key stays turns_mean, a name programs read.
	fmt.Fprintf(a.out, "%-13s%.1f\n", "mean "+a.turnWord(g.ID())+"s:", res.TurnsMean)
	fmt.Fprintf(a.out, "intents:     %d in %.2fs (%.0f per second)\n", res.Intents, res.Seconds, perSec)
	return nil
}
