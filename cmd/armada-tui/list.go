package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/term"
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
whole. On a terminal too narrow for the table, each file's path goes on a
line of its own under its row, whole, and the result is cut to the room
the row leaves (or takes a line of its own where that is under ` + fmt.Sprint(listNarrowResult) + `
characters). 'armada-tui resume PATH' continues a game; 'armada-tui replay
PATH' plays one back.`,
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
	rows := [][]string{{"GAME", "NAME", "TITLE", "DESCRIPTION"}}
	for _, g := range list {
		scs, err := a.games.Scenarios(g)
		if err != nil {
			if werr := writeTable(tableOut(a.out), rows, 3, terminalWidth(a.out)); werr != nil {
				return werr
			}
			return err
		}
		for _, sc := range scs {
			rows = append(rows, []string{g.ID(), sc.Name(), sc.Title(), oneLine(sc.Description())})
		}
	}
	return writeTable(tableOut(a.out), rows, 3, terminalWidth(a.out))
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
	rows := [][]string{{"KEY", "DEFAULT", "CHOICES", "WHAT IT DOES"}}
	for _, spec := range specs {
		choices := strings.Join(spec.Choices, ",")
		if choices == "" {
			choices = "(any)"
		}
		rows = append(rows, []string{spec.Key, spec.Default, choices, oneLine(spec.Summary)})
	}
	return writeTable(tableOut(a.out), rows, 3, terminalWidth(a.out))
}

// listTextRoom is the fewest columns a table's text keeps beside the
// aligned columns on a narrow terminal; with fewer, each text goes on
// lines of its own under its row.
const listTextRoom = 30

// writeTable writes rows (the first is the header) as a table whose first
// keys columns are aligned and whose others are texts (a description), for
// a terminal width columns wide (0: no terminal). Where the table fits, or
// there is no terminal, it is one line a row, as tabwriter lays it out. On
// a terminal too narrow for it (at 80 columns a scenario's description ran
// past the edge and the terminal broke it in the middle of words), fewer
// columns are aligned where their line would not fit, the last of them
// first; a single text is then broken at spaces beside them, its lines set
// in under its first, or, where that leaves it under listTextRoom columns
// or there are several texts, each goes under its row, set in by two and
// broken to the width. Lines stay a column short of the width, as the
// errors do: a last column filled wraps on some terminals.
func writeTable(w io.Writer, rows [][]string, keys, width int) error {
	if width <= 0 || tableWidth(rows) <= width-1 {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, r := range rows {
			fmt.Fprintln(tw, strings.Join(r, "\t"))
		}
		return tw.Flush()
	}
	cols := make([]int, keys)
	for _, r := range rows {
		for i, c := range r[:keys] {
			cols[i] = max(cols[i], utf8.RuneCountInString(c)+2)
		}
	}
	prefix := 0
	for _, c := range cols {
		prefix += c
	}
	for keys > 1 && prefix-2 > width-1 {
		keys--
		prefix -= cols[keys]
	}
	room := width - 1 - prefix
	var b strings.Builder
	for _, r := range rows {
		var line strings.Builder
		for i, c := range r[:keys] {
			line.WriteString(c + strings.Repeat(" ", cols[i]-utf8.RuneCountInString(c)))
		}
		if len(r) == keys+1 && room >= listTextRoom {
			lines := strings.Split(wrapWords(r[keys], room, 0), "\n")
			b.WriteString(line.String() + lines[0] + "\n")
			for _, l := range lines[1:] {
				b.WriteString(strings.Repeat(" ", prefix) + l + "\n")
			}
			continue
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		for _, text := range r[keys:] {
			for _, l := range strings.Split(wrapWords(text, max(width-3, listTextRoom), 0), "\n") {
				b.WriteString("  " + l + "\n")
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// tableWidth is the width of rows laid out by tabwriter with a gap of 2:
// its widest line.
func tableWidth(rows [][]string) int {
	var cols []int
	last := 0
	for _, r := range rows {
		for i, c := range r[:len(r)-1] {
			if i == len(cols) {
				cols = append(cols, 0)
			}
			cols[i] = max(cols[i], utf8.RuneCountInString(c)+2)
		}
	}
	for _, r := range rows {
		n := 0
		for i := range r[:len(r)-1] {
			n += cols[i]
		}
		last = max(last, n+utf8.RuneCountInString(r[len(r)-1]))
	}
	return last
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
	// The turn reached, not the number of moves: in a game of sealed
	// orders the count told the other side how many ships had orders.
	rows := make([]saveRow, 0, len(list))
	for _, sv := range list {
		// Replayed as validate does: a summary can be sound in a file
		// whose moves were edited (a hash, a card, a player), and such
		// a file was listed as a healthy game (found in play). It costs
		// 2 to 4 ms a save (BenchmarkListSaves, docs/performance.md).
		sv.Replay(a.games.Lookup)
		r := saveRow{when: sv.Written.Format("2006-01-02 15:04"), game: "-", scenario: "-", turn: "-", path: pathCell(sv.Path)}
		if sv.Err != nil {
			r.result = "cannot be read: " + strings.TrimPrefix(a.withKnownGames(sv.Err).Error(), sv.Path+": ")
		} else {
			s := sv.Session
			r.game, r.scenario, r.turn = cell(s.Game.ID()), cell(s.Scenario.Name()), turnCell(s.State())
			r.result = engine.ResultText(s.State().Outcome(), s.Scenario.Sides())
		}
		rows = append(rows, r)
	}
	cut, err := writeSaves(tableOut(a.out), rows, terminalWidth(a.out))
	if err != nil {
		return err
	}
	if cut {
		fmt.Fprintf(a.out, "(cut with …: 'armada-tui validate PATH' says it whole)\n")
	}
	return nil
}

// saveRow is one save as 'list saves' shows it; result is whole.
type saveRow struct{ when, game, scenario, turn, result, path string }

// listNarrowResult is the fewest columns a result keeps on its row when
// the table is laid out for a narrow terminal; with fewer left beside the
// other columns, the result takes a line of its own.
const listNarrowResult = 20

// writeSaves writes the table of 'list saves' for a terminal width
// columns wide (0: not a terminal, or no width known) and says whether a
// result was cut. Where the whole table fits, or there is no terminal, it
// is one row a save, the result cut at listResultWidth. On a terminal too
// narrow for it (at 80 columns the path ran past the edge and the terminal
// broke the row and the path in the middle of a word: a known left-out of
// the CLI), each save's path goes on a line of its own under its row,
// indented and never cut, since it is copied into commands; the result is
// cut to what the row leaves, or, where that is under listNarrowResult
// columns, takes a line of its own too. Lines stay a column short of the
// width, as the errors do: a last column filled wraps on some terminals.
func writeSaves(w io.Writer, rows []saveRow, width int) (bool, error) {
	head := saveRow{when: "WRITTEN", game: "GAME", scenario: "SCENARIO", turn: "TURN", result: "RESULT", path: "PATH"}
	all := append([]saveRow{head}, rows...)
	cols := [4]int{}
	resultW, pathW := 0, 0
	for _, r := range all {
		for i, c := range []string{r.when, r.game, r.scenario, r.turn} {
			cols[i] = max(cols[i], utf8.RuneCountInString(c)+2)
		}
		resultW = max(resultW, min(utf8.RuneCountInString(cell(r.result)), listResultWidth)+2)
		pathW = max(pathW, utf8.RuneCountInString(r.path))
	}
	prefix := cols[0] + cols[1] + cols[2] + cols[3]
	cut := false
	cutTo := func(s string, n int) string {
		c, was := cutCellTo(s, n)
		cut = cut || was
		return c
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	if width <= 0 || prefix+resultW+pathW <= width-1 {
		for _, r := range all {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", r.when, r.game, r.scenario, r.turn, cutTo(r.result, listResultWidth), r.path)
		}
		return cut, tw.Flush()
	}
	room := min(width-1-prefix, listResultWidth)
	var table strings.Builder
	tw = tabwriter.NewWriter(&table, 0, 4, 2, ' ', 0)
	for _, r := range all {
		if room >= listNarrowResult {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.when, r.game, r.scenario, r.turn, cutTo(r.result, room))
		} else {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.when, r.game, r.scenario, r.turn)
		}
	}
	if err := tw.Flush(); err != nil {
		return cut, err
	}
	var b strings.Builder
	for i, line := range strings.Split(strings.TrimSuffix(table.String(), "\n"), "\n") {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
		if room < listNarrowResult {
			b.WriteString("  " + cutTo(all[i].result, min(listResultWidth, max(width-3, listNarrowResult))) + "\n")
		}
		b.WriteString("  " + all[i].path + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return cut, err
}

// tableOut is where a table is written: past the lineWrapper of a
// terminal, since a table lays itself out for the width, and a path wider
// than the terminal, broken at its spaces, could no longer be copied into
// a command; the terminal carries it on the next row.
func tableOut(w io.Writer) io.Writer {
	if lw, ok := w.(*lineWrapper); ok {
		lw.Flush()
		return lw.w
	}
	return w
}

// terminalWidth is the width of the terminal w writes to, 0 when w is no
// terminal.
func terminalWidth(w io.Writer) int {
	if lw, ok := w.(*lineWrapper); ok {
		return lw.width
	}
	f, ok := w.(term.File)
	if !ok || !term.IsTerminal(f.Fd()) {
		return 0
	}
	width, _, err := term.GetSize(f.Fd())
	if err != nil {
		return 0
	}
	return width
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

// cutCellTo is s as a table cell of at most n characters, cut with an
// ellipsis, and whether it was cut.
func cutCellTo(s string, n int) (string, bool) {
	r := []rune(cell(s))
	if len(r) <= n {
		return string(r), false
	}
	return strings.TrimRight(string(r[:n-1]), " ") + "…", true
}
