package main

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// listOptions are the arguments of 'list games|scenarios|options|saves'.
type listOptions struct {
	What string // "games", "scenarios", "options" or "saves"
	Game string // the game of 'scenarios' (empty: every game) or 'options'
	Dir  string // the folder of 'saves' (empty: the save folder)
}

// listCmd is 'list' with its three subcommands.
func (a *app) listCmd(run func(*listOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the games, their scenarios or a game's set-up options",
		Args:  args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usagef("list what? 'armada-tui list games', 'list scenarios [GAME]', 'list options GAME' or 'list saves [DIR]'")
		},
	}
	games := &cobra.Command{
		Use:   "games",
		Short: "List the games: id and title",
		Args:  args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return run(&listOptions{What: "games"})
		},
	}
	scenarios := &cobra.Command{
		Use:   "scenarios [GAME]",
		Short: "List the built-in scenarios of every game, or of GAME",
		Args:  args(cobra.MaximumNArgs(1)),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.gameIDs(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, argv []string) error {
			o := &listOptions{What: "scenarios"}
			if len(argv) == 1 {
				o.Game = argv[0]
			}
			return run(o)
		},
	}
	options := &cobra.Command{
		Use:   "options GAME",
		Short: "List the set-up options of GAME: key, default, choices and what each does",
		Args:  args(cobra.ExactArgs(1)),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.gameIDs(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, argv []string) error {
			return run(&listOptions{What: "options", Game: argv[0]})
		},
	}
	saves := &cobra.Command{
		Use:   "saves [DIR]",
		Short: "List the saved games, newest first: when, game, scenario, turn, result and file",
		Long: `List the save files of DIR (the save folder without it), newest first: when
each was written, its game and scenario, the turn it stands in (TURN: 2:1 is
a campaign's battle 2, turn 1; never a count of moves, which would tell how
many orders a side has sealed) and how it ended ("unfinished" for a game
that goes on). Each save is replayed and its
every hash checked, as validate does, so a file that would not open is
listed as one that cannot be read, with why. A result or a reason longer
than ` + fmt.Sprint(listResultWidth) + ` characters is cut with "…"; 'armada-tui validate PATH' says it
whole. 'armada-tui resume PATH' continues a game; 'armada-tui replay PATH'
plays one back.`,
		Args: args(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			o := &listOptions{What: "saves"}
			if len(argv) == 1 {
				o.Dir = argv[0]
			}
			return run(o)
		},
	}
	cmd.AddCommand(games, scenarios, options, saves)
	return cmd
}

// oneLine joins a multi-line description for a table cell.
func oneLine(s string) string {
	out := []rune{}
	space := false
	for _, r := range s {
		if r == '\n' || r == '\t' || r == '\r' || r == ' ' {
			space = len(out) > 0
			continue
		}
		if space {
			out = append(out, ' ')
			space = false
		}
		out = append(out, r)
	}
	return string(out)
}

// cell is a table cell of what a file says, or of its name, on one line
// and with every character that is not printable shown as U+FFFD: an
// escape sequence in a crafted or damaged save went to the terminal.
func cell(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) {
			return r
		}
		return utf8.RuneError
	}, oneLine(s))
}

// runList prints the games, scenarios or options as a table.
func (a *app) runList(o *listOptions) error {
	switch o.What {
	case "games":
		return a.listGames()
	case "scenarios":
		return a.listScenarios(o)
	case "saves":
		return a.listSaves(o)
	}
	return a.listOptions(o)
}

func (a *app) listGames() error {
	tw := tabwriter.NewWriter(a.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tTITLE")
	for _, g := range a.games.All() {
		fmt.Fprintf(tw, "%s\t%s\n", g.ID(), g.Title())
	}
	return tw.Flush()
}

func (a *app) listScenarios(o *listOptions) error {
	list := a.games.All()
	if o.Game != "" {
		g, err := a.game(o.Game)
		if err != nil {
			return err
		}
		list = []engine.Game{g}
	}
	tw := tabwriter.NewWriter(a.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "GAME\tNAME\tTITLE\tDESCRIPTION")
	for _, g := range list {
		scs, err := a.games.Scenarios(g)
		if err != nil {
			tw.Flush()
			return err
		}
		for _, sc := range scs {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", g.ID(), sc.Name(), sc.Title(), oneLine(sc.Description()))
		}
	}
	return tw.Flush()
}

func (a *app) listOptions(o *listOptions) error {
	g, err := a.game(o.Game)
	if err != nil {
		return err
	}
	specs := g.OptionSpecs()
	if len(specs) == 0 {
		fmt.Fprintf(a.out, "%s has no set-up options\n", g.ID())
		return nil
	}
	tw := tabwriter.NewWriter(a.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "KEY\tDEFAULT\tCHOICES\tWHAT IT DOES")
	for _, spec := range specs {
		choices := strings.Join(spec.Choices, ",")
		if choices == "" {
			choices = "(any)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", spec.Key, spec.Default, choices, oneLine(spec.Summary))
	}
	return tw.Flush()
}

// listSaves prints the saves of a folder from their summaries; a file that
// cannot be read is listed with the reason.
func (a *app) listSaves(o *listOptions) error {
	dir := o.Dir
	if dir == "" {
		d, err := a.saveDir()
		if err != nil {
			return err
		}
		dir = d
	}
	if o.Dir != "" {
		// A folder named on the command line must be there: a typo is not
		// an empty list.
		if info, err := os.Stat(dir); err != nil {
			return fmt.Errorf("list saves %w", fileError(dir, err)) // not "stat DIR" again
		} else if !info.IsDir() {
			return fmt.Errorf("list saves %s: not a folder", dir)
		}
	}
	list, err := store.List(dir, a.games.Lookup)
	if errors.Is(err, store.ErrNoSaves) {
		// Nothing saved yet is an answer, not a failure.
		fmt.Fprintln(a.out, err)
		return nil
	}
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(a.out, 0, 4, 2, ' ', 0)
	// The turn reached, not the number of moves: in a game of sealed
	// orders the count told the other side how many ships had orders.
	fmt.Fprintln(tw, "WRITTEN\tGAME\tSCENARIO\tTURN\tRESULT\tPATH")
	cut := false
	for _, sv := range list {
		// Replayed as validate does: a summary can be sound in a file
		// whose moves were edited (a hash, a card, a player), and such
		// a file was listed as a healthy game (found in play). It costs
		// about 1.5 ms a save (BenchmarkListSaves).
		sv.Replay(a.games.Lookup)
		when := sv.Written.Format("2006-01-02 15:04")
		if sv.Err != nil {
			why, c := cutCell("cannot be read: " + strings.TrimPrefix(a.withKnownGames(sv.Err).Error(), sv.Path+": "))
			cut = cut || c
			fmt.Fprintf(tw, "%s\t-\t-\t-\t%s\t%s\n", when, why, pathCell(sv.Path))
			continue
		}
		s := sv.Session
		result, c := cutCell(engine.ResultText(s.State().Outcome(), s.Scenario.Sides()))
		cut = cut || c
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", when, cell(s.Game.ID()), cell(s.Scenario.Name()), turnCell(s.State()), result, pathCell(sv.Path))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if cut {
		fmt.Fprintf(a.out, "(cut with …: 'armada-tui validate PATH' says it whole)\n")
	}
	return nil
}

// pathCell is a save's path as the table's last cell, quoted for a shell
// where it needs it ("my duel.json"), as the commands the program suggests
// are: a path with a space was shown bare, and copied into 'armada-tui
// resume' it named two files (found by a play-tester).
func pathCell(path string) string { return cell(tui.ShellWord(path)) }

// turnCell is the turn a game stands in, as 'replay --to' names it: "3",
// a campaign's battle and turn "2:1", or "between battles".
func turnCell(st engine.State) string { return turnSaid(st, "%d:%d", "%d") }

// turnWords is turnCell in words: "turn 3", "battle 2, turn 1", "between
// battles" (validate said "turn 12" for a campaign between battles 1 and
// 2, counting every battle's turns), with the game's own word for a turn
// where it has one ("round 3" in Starship Battles, as its screen and log
// say; validate said "turn 3").
func (a *app) turnWords(id string, st engine.State) string {
	return turnSaid(st, "battle %d, turn %d", a.turnWord(id)+" %d")
}

// turnWord is the game's word for a turn, small: "round" in Starship
// Battles (tui.Screens.TurnWord), else "turn". Every CLI message that
// names a turn of a game uses it.
func (a *app) turnWord(id string) string {
	if w := a.games.Screens(id).TurnWord; w != "" {
		return strings.ToLower(w)
	}
	return "turn"
}

// turnSaid writes engine.TurnOf's place with the formats of a battle's
// turn and of a plain one.
func turnSaid(st engine.State, battleTurn, plain string) string {
	battle, turn, between := engine.TurnOf(st)
	switch {
	case between:
		return "between battles"
	case battle > 0:
		return fmt.Sprintf(battleTurn, battle, turn)
	}
	return fmt.Sprintf(plain, turn)
}

// listResultWidth is the most characters of a result or a reason 'list
// saves' shows: a reason 290 characters long pushed the file's path off
// any terminal (found in play).
const listResultWidth = 60

// cutCell is s as a table cell of at most listResultWidth characters, cut
// with an ellipsis, and whether it was cut.
func cutCell(s string) (string, bool) {
	r := []rune(cell(s))
	if len(r) <= listResultWidth {
		return string(r), false
	}
	return strings.TrimRight(string(r[:listResultWidth-1]), " ") + "…", true
}
