package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"charm.land/fang/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/search"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// screen is the interactive part of the program; tests replace it.
type screen interface {
	// Ready fails when there is no terminal to play on: commands that open
	// a screen ask first, before they write anything.
	Ready() error
	Menu(c uiConfig) error
	Game(s *engine.Session, c uiConfig) error
	// NewGame plays a new session whose file at s.Path is claimed
	// (store.ClaimNew) but not written: the screen writes it just after
	// its first frame.
	NewGame(s *engine.Session, c uiConfig) error
	Replay(s *engine.Session, at int, c uiConfig) error // opens after at intents; -1: at the first
}

// uiConfig holds the choices that apply to every screen (tui.Config).
type uiConfig struct {
	ASCII, Color, Mouse bool
	SaveDir             string
	AIDelay             time.Duration // pace of scripted opponents on the screen
	Notice              string        // said once on the game screen (tui.Config.Notice)
}

// app holds everything the commands touch outside themselves, so that tests
// run them in-process with their own writers, games, clock and screen.
type app struct {
	out, errOut io.Writer
	games       registry
	screen      screen
	now         func() time.Time
	getenv      func(string) string
	saveDir     func() (string, error)

	// flags of the commands that draw
	ascii, noMouse bool
	aiDelay        time.Duration
	// flags of the commands that play against the expert opponent
	thinking thinking
	// ran is the path of the command that ran ("armada-tui play"): a usage
	// error its run function finds (--solo green) points to its --help.
	ran string
	// changed reports whether the command line gave a flag of the command
	// that ran (nil before one runs).
	changed func(name string) bool
	// flagWords are the flags the command line gave the command that ran,
	// as a shell reads them (givenFlagWords), for a command the program
	// suggests instead of it.
	flagWords string
}

func newApp(out, errOut io.Writer) *app {
	a := &app{
		out: out, errOut: errOut,
		now:     time.Now,
		getenv:  os.Getenv,
		saveDir: store.Dir,
		aiDelay: defaultAIDelay,
	}
	a.games = builtin{&a.thinking}
	a.screen = terminalScreen{games: a.games}
	return a
}

// config builds the screen's configuration from the flags and the
// environment: NO_COLOR set to anything but the empty string turns colour
// off; TERM=dumb, or a locale that is set and is not UTF-8, draws in ASCII.
func (a *app) config() uiConfig {
	c := uiConfig{ASCII: a.ascii || !a.unicodeTerminal(), Color: a.getenv("NO_COLOR") == "", Mouse: !a.noMouse, AIDelay: a.aiDelay}
	if d, err := a.saveDir(); err == nil {
		c.SaveDir = d
	}
	return c
}

// unicodeTerminal reports whether the terminal can be trusted with Unicode:
// not when TERM is "dumb", nor when the locale (LC_ALL, else LC_CTYPE, else
// LANG) is set and names another encoding. An unset locale says nothing, and
// Unicode it is.
func (a *app) unicodeTerminal() bool {
	if a.getenv("TERM") == "dumb" {
		return false
	}
	for _, k := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := a.getenv(k); v != "" {
			v = strings.ToLower(v)
			return strings.Contains(v, "utf-8") || strings.Contains(v, "utf8")
		}
	}
	return true
}

// drawFlags gives the commands that draw on the terminal their flags:
// --ascii and --no-mouse.
func (a *app) drawFlags(cmds ...*cobra.Command) {
	for _, c := range cmds {
		f := c.Flags()
		f.BoolVar(&a.ascii, "ascii", false, "draw with plain ASCII instead of Unicode (also chosen by TERM=dumb or a locale that is not UTF-8)")
		f.BoolVar(&a.noMouse, "no-mouse", false, "do not capture the mouse")
	}
}

// paceFlag gives the commands on whose screen a computer opponent plays
// the opponents' pace, --ai-delay (not replay's viewer, which plays no
// move, nor campaign status, which prints).
func (a *app) paceFlag(cmds ...*cobra.Command) {
	for _, c := range cmds {
		c.Flags().DurationVar(&a.aiDelay, "ai-delay", defaultAIDelay, "how long a computer opponent's move stays on screen before the next (0 plays at once)")
	}
}

// thinkFlags adds the expert opponent's --think and --iterations to cmds.
func (a *app) thinkFlags(cmds ...*cobra.Command) {
	for _, c := range cmds {
		f := c.Flags()
		f.DurationVar(&a.thinking.think, "think", search.DefaultThink, "how long the expert opponent thinks about each decision (0: --iterations alone limits it)")
		f.IntVar(&a.thinking.iterations, "iterations", 0, "stop the expert opponent's search after this many playouts (0: no limit); with --think 0 its play is repeatable")
	}
}

// usageError is a mistake in the command line: exit code 2.
type usageError struct {
	err error
	cmd string // the command's path ("armada-tui replay"), whose --help tells its usage; "" for the root
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error { return &usageError{err: fmt.Errorf(format, args...)} }

// quietError fails with exit code 1 after the command has already said why.
type quietError struct{ msg string }

func (e *quietError) Error() string { return e.msg }

// args wraps a cobra argument check so that its errors are usage errors.
func args(check cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, a []string) error {
		if err := check(cmd, a); err != nil {
			// "accepts 1 arg(s), received 2" names no command: say which.
			name := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
			if want := missingArg(cmd.Use); len(a) == 0 && want != "" {
				// "accepts 1 arg(s), received 0" names nothing to type.
				err = fmt.Errorf("%s is missing (%s)", want, strings.TrimSuffix(cmd.UseLine(), " [flags]"))
				if want == "GAME" {
					err = fmt.Errorf("%w; 'armada-tui list games' names the games", err)
				}
			}
			if len(a) > 0 && strings.HasPrefix(err.Error(), "accepts ") {
				// "accepts 1 arg(s), received 2" named none of them: which
				// word is one too many is what the player must find.
				err = fmt.Errorf("%w: %s%s", err, quoteWords(a), switchHint(cmd, a))
			}
			if len(a) > 0 && cmd.HasSubCommands() && strings.HasPrefix(err.Error(), "unknown command") {
				// cobra.NoArgs refuses a mistyped command ("paly")
				// without the suggestions cobra's own refusal has.
				err = fmt.Errorf("%w%s", err, didYouMean(closeCommands(cmd, a[0])))
			}
			if hint := scenarioHint(cmd, a); hint != "" {
				// "play starmada standard": the scenario is a flag.
				err = fmt.Errorf("%w; %s", err, hint)
			}
			if cmd.HasParent() {
				// The root's name is the line's "armada-tui: " already.
				err = fmt.Errorf("%s: %w", name, err)
			}
			return &usageError{err: err, cmd: cmd.CommandPath()}
		}
		return nil
	}
}

// quoteWords quotes each word, with commas between.
func quoteWords(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = engine.Quote(w)
	}
	return strings.Join(q, ", ")
}

// switchHint says how to give a switch its value when an argument one too
// many reads as one ("replay --verify false g.json"): a bool flag takes no
// value after a space, so --verify was on and "false" an argument; "" when
// no argument reads as true or false right after a switch. Where the
// command line is known (run puts it in the context), only the word that
// follows the switch there counts: "replay --headless g.json 1" is a turn
// typed without --to, not a value of --headless.
func switchHint(cmd *cobra.Command, a []string) string {
	argv, known := commandLine(cmd)
	type pair struct{ flag, value string }
	var found []pair
	cmd.Flags().Visit(func(f *pflag.Flag) {
		if f.Value.Type() != "bool" || f.Name == "help" {
			return
		}
		for _, w := range a {
			if _, err := strconv.ParseBool(w); err != nil {
				continue
			}
			if !known || follows(argv, f, w) {
				found = append(found, pair{"--" + f.Name, w})
				return
			}
		}
	})
	switch len(found) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("; %s takes no value after a space: write %s=%s", found[0].flag, found[0].flag, found[0].value)
	}
	names := make([]string, len(found))
	for i, p := range found {
		names[i] = p.flag
	}
	return fmt.Sprintf("; %s take no value after a space: write %s=%s", strings.Join(names, " and "), found[0].flag, found[0].value)
}

// follows reports whether the command line has the word w right after
// the switch f, by its name or its shorthand.
func follows(argv []string, f *pflag.Flag, w string) bool {
	for i := 0; i+1 < len(argv); i++ {
		if argv[i] == "--" {
			return false // what follows is arguments alone
		}
		if (argv[i] == "--"+f.Name || f.Shorthand != "" && argv[i] == "-"+f.Shorthand) && argv[i+1] == w {
			return true
		}
	}
	return false
}

// argvKey is the context key of the command line as run was given it.
type argvKey struct{}

// commandLine is the command line as run was given it, if the command's
// context carries it.
func commandLine(cmd *cobra.Command) ([]string, bool) {
	ctx := cmd.Context()
	if ctx == nil {
		return nil, false
	}
	argv, ok := ctx.Value(argvKey{}).([]string)
	return argv, ok
}

// scenarioHint says how to name a scenario when a command that takes one
// by --scenario was given it as a second argument ("play starmada
// standard", the way 'list scenarios' prints its rows); "" otherwise.
func scenarioHint(cmd *cobra.Command, a []string) string {
	// Not where a switch took no value ("play --force false race": the
	// "false" was --force's), which switchHint tells.
	if len(a) != 2 || missingArg(cmd.Use) != "GAME" || cmd.Flags().Lookup("scenario") == nil || switchHint(cmd, a) != "" {
		return ""
	}
	return fmt.Sprintf("a scenario is named with --scenario: armada-tui %s %s --scenario %s",
		strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" "), tui.ShellWord(a[0]), tui.ShellWord(a[1]))
}

// missingArg is the first argument a command's usage line ("play GAME")
// requires, "" when it requires none.
func missingArg(use string) string {
	f := strings.Fields(use)
	if len(f) < 2 || strings.HasPrefix(f[1], "[") {
		return ""
	}
	return strings.TrimSuffix(f[1], "...")
}

// exitCode maps an error of a command to the process's exit code.
func exitCode(err error) int {
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	}
	// Errors cobra makes itself before any command runs.
	s := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "flag needs an argument", "invalid argument", "accepts ", "requires at least", "requires at most"} {
		if strings.HasPrefix(s, p) {
			return exitUsage
		}
	}
	return exitFailure
}

// run executes the command line and returns the exit code.
func run(ctx context.Context, a *app, argv []string) int {
	root := newRoot(a)
	a.ran, a.flagWords = "", ""
	if argv == nil {
		argv = []string{} // cobra reads os.Args when given nil
	}
	root.SetArgs(argv)
	root.SetOut(&trimWriter{w: a.out})
	root.SetErr(&trimWriter{w: a.errOut})
	root.SetIn(strings.NewReader(""))
	if len(argv) == 0 || !strings.HasPrefix(argv[0], "__complete") {
		// Not for the shell's completion, which shows a description's
		// first line alone.
		// As Execute would, so that they are listed; after SetOut, which
		// the completion command takes as it is made.
		root.InitDefaultHelpCmd()
		root.InitDefaultCompletionCmd(argv...)
		if target := helpTarget(root, argv); target != nil {
			wrapHelp(target, helpWidth())
		}
	}
	strictGroups(root)
	// The commands' own results and notes are broken to a terminal's
	// width (lineWrapper); cobra's and fang's help and errors, laid out
	// for the width already, keep the writers set above.
	out, errOut := a.out, a.errOut
	for _, w := range []*io.Writer{&a.out, &a.errOut} {
		if width := terminalWidth(*w); width > 0 {
			lw := &lineWrapper{w: *w, width: width}
			*w = lw
			defer lw.Flush()
		}
	}
	defer func() { a.out, a.errOut = out, errOut }()
	err := fang.Execute(context.WithValue(ctx, argvKey{}, argv), root,
		fang.WithVersion(versionString()),
		fang.WithErrorHandler(a.printError),
	)
	return exitCode(err)
}

// printError writes an error to stderr as plain text, "armada-tui: …",
// on a terminal or not, broken at spaces to a terminal's width, with the
// failing command's --help named after a usage error. Not fang's styled
// block (fang.DefaultErrorHandler), which title-cases the message's first
// word with a Unicode caser that lowers the rest of it: a path that opens
// a message would be shown changed ("My-Duel.JSON:" as "My-Duel.json:"),
// and a flag ("--to" as "--To"), where a message is there to be acted on
// and its paths and flags copied. It also ends every message with a full
// stop and names no command in its "Try --help". (A branch for it was
// here, never taken: fang hands the handler trimWriter, no terminal.)
func (a *app) printError(w io.Writer, _ fang.Styles, err error) {
	var qe *quietError
	if errors.As(err, &qe) && qe.msg == "" {
		return
	}
	fw := w
	if cw, ok := w.(*colorprofile.Writer); ok {
		fw = cw.Forward // not its colour profile's filter: the text is plain
	}
	msg := "armada-tui: " + err.Error()
	under := fw
	if tw, ok := under.(*trimWriter); ok {
		under = tw.w
	}
	if f, ok := under.(term.File); ok && term.IsTerminal(f.Fd()) {
		// Broken at spaces to the terminal's width: the terminal broke a
		// long message in the middle of a word ("--scenario s" /
		// "tandard"; found by a play-tester), and a flag or a path must
		// stay whole to be typed again.
		if w, _, err := term.GetSize(f.Fd()); err == nil && w > 1 {
			lines := strings.Split(msg, "\n")
			for i, l := range lines {
				lines[i] = wrapWords(l, w-1, 0) // a last column filled wraps on some terminals
			}
			msg = strings.Join(lines, "\n")
		}
	}
	fmt.Fprintln(fw, msg)
	if exitCode(err) == exitUsage {
		// The failing command's own help, where it is known: the root's
		// lists the commands but not the arguments of one.
		path := "armada-tui"
		var ue *usageError
		if errors.As(err, &ue) && ue.cmd != "" {
			path = ue.cmd
		} else if a.ran != "" {
			path = a.ran
		}
		fmt.Fprintf(fw, "Try '%s --help' for usage.\n", path)
	}
}

// opponentFlags checks the opponents' flags against who plays: --think 0
// without --iterations is refused only where the expert plays, and
// --think, --iterations and --ai-delay given where no opponent would read
// them are named on standard error, one line: they were ignored without a
// word (found by a play-tester). shown is false where nothing is drawn
// (campaign --selfplay), which --ai-delay paces.
func (a *app) opponentFlags(players []engine.PlayerSlot, shown bool) error {
	expert, scripted := false, false
	for _, p := range players {
		if p.Kind == engine.Scripted {
			scripted = true
			expert = expert || p.Level == search.Level
		}
	}
	if expert {
		if err := a.thinking.checkStop(); err != nil {
			return err
		}
	}
	var unread []string
	for _, name := range []string{"think", "iterations"} {
		if !expert && a.given(name) {
			unread = append(unread, "--"+name)
		}
	}
	if len(unread) > 0 {
		a.note("%s %s ignored: no expert opponent plays this game", strings.Join(unread, " and "), isAre(len(unread)))
	}
	switch {
	case !a.given("ai-delay"):
	case !shown:
		a.note("--ai-delay is ignored: nothing is shown with --selfplay")
	case !scripted:
		a.note("--ai-delay is ignored: no computer opponent plays this game")
	}
	return nil
}

// given reports whether the command line gave the flag name.
func (a *app) given(name string) bool { return a.changed != nil && a.changed(name) }

// note writes one line of "armada-tui: note: …" to standard error.
func (a *app) note(format string, args ...any) {
	fmt.Fprintf(a.errOut, "armada-tui: note: "+format+"\n", args...)
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func newRoot(a *app) *cobra.Command {
	root := &cobra.Command{
		Use:   "armada-tui",
		Short: "Tabletop starship games in the terminal, every rule enforced",
		Long: `armada-tui plays tabletop starship games in the terminal: two people at one
keyboard (hotseat) or one against the computer (random, scripted or expert).
Every game is saved after every move and can be resumed, replayed and
verified.

Without a command it opens the menu.`,
		Example: `  armada-tui                                  # the menu
  armada-tui play stellararmada               # hotseat
  armada-tui play stellararmada --solo red    # you play Red against the computer
  armada-tui resume                           # continue the latest game
  armada-tui replay game.json --headless      # the game's log as text`,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			// The menu needs a terminal as play does: without one,
			// Bubble Tea's "could not open TTY" named no way out.
			if err := a.screen.Ready(); err != nil {
				return err
			}
			return a.screen.Menu(a.config())
		},
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &usageError{err: flagValueError(c, err), cmd: c.CommandPath()}
	})
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		a.ran = cmd.CommandPath()
		if err := flagForAValue(cmd); err != nil {
			return err
		}
		if err := emptyValue(cmd); err != nil {
			return err
		}
		if cmd.Flags().Lookup("ai-delay") != nil && a.aiDelay < 0 {
			return usagef("--ai-delay %v: a pace cannot be negative (0 plays at once)", a.aiDelay)
		}
		a.changed = cmd.Flags().Changed
		a.flagWords = givenFlagWords(cmd)
		if cmd.Flags().Lookup("think") == nil {
			return nil
		}
		if cmd != cmd.Root() {
			// The commands that know who plays check the rest then
			// (opponentFlags); the menu does not know yet.
			return a.thinking.checkValues()
		}
		return a.thinking.check()
	}
	play, resume, replay, campaign := a.playCmd(a.runPlay), a.resumeCmd(a.runResume), a.replayCmd(a.runReplay), a.campaignCmd()
	a.drawFlags(root, play, resume, replay)
	a.paceFlag(root, play, resume)
	selfplay := a.selfplayCmd(a.runSelfplay)
	a.thinkFlags(root, play, resume, selfplay)
	for _, c := range campaign.Commands() {
		if c.Name() != "status" {
			a.drawFlags(c)
			a.paceFlag(c)
			a.thinkFlags(c)
		}
	}
	root.AddCommand(
		play, resume, replay, selfplay,
		a.listCmd(a.runList), a.validateCmd(a.runValidate), a.versionCmd(a.runVersion), campaign,
	)
	root.AddCommand(a.designCmd(a.runDesign))
	a.completeFlagValues(root)
	root.SetHelpCommand(helpCmd())
	return root
}

// flagForAValue refuses a flag that took another flag of its command for
// its value, as a flag whose value was left out does: "play starmada
// --save --force" saved the game to a file named --force without a word.
// A file so named is still written as ./--force.
func flagForAValue(cmd *cobra.Command) error {
	var err error
	cmd.Flags().Visit(func(f *pflag.Flag) {
		vals := []string{f.Value.String()}
		switch sv, ok := f.Value.(pflag.SliceValue); {
		case ok:
			vals = sv.GetSlice()
		case f.Value.Type() != "string":
			return
		}
		for _, v := range vals {
			name, _, _ := strings.Cut(strings.TrimPrefix(v, "--"), "=")
			if err == nil && strings.HasPrefix(v, "--") && cmd.Flags().Lookup(name) != nil {
				err = usagef("--%s %s: --%s's value is missing (what follows it is the flag --%s)", f.Name, engine.Quote(v), f.Name, name)
			}
		}
	})
	return err
}

// givenFlagWords are the flags the command line gave cmd, in the order
// of their names, each as a shell word ("--ai-delay 2s --ascii --option
// turns=5"), with a space before each; "" when none was given. A switch
// is written bare when true, --name=false when not; a flag given many
// times (--option) once for each value.
func givenFlagWords(cmd *cobra.Command) string {
	var b strings.Builder
	word := func(name, v string) {
		if strings.HasPrefix(v, "-") {
			b.WriteString(" --" + name + "=" + tui.ShellWord(v))
			return
		}
		b.WriteString(" --" + name + " " + tui.ShellWord(v))
	}
	cmd.Flags().Visit(func(f *pflag.Flag) {
		switch sv, ok := f.Value.(pflag.SliceValue); {
		case ok:
			for _, v := range sv.GetSlice() {
				word(f.Name, v)
			}
		case f.Value.Type() == "bool" && f.Value.String() == "true":
			b.WriteString(" --" + f.Name)
		case f.Value.Type() == "bool":
			b.WriteString(" --" + f.Name + "=" + f.Value.String())
		default:
			word(f.Name, f.Value.String())
		}
	})
	return b.String()
}

// emptyValue refuses a path or a name given empty or blank, as a shell
// variable left unset gives it: the flag fell back on its default without
// a word (selfplay --save-dir "" saved nothing, play --scenario "" played
// the first scenario).
func emptyValue(cmd *cobra.Command) error {
	for _, name := range []string{"save", "save-dir", "scenario", "game", "solo"} {
		f := cmd.Flags().Lookup(name)
		if f != nil && f.Changed && strings.TrimSpace(f.Value.String()) == "" {
			return usagef("--%s %s: empty (leave --%s out for its default)", name, engine.Quote(f.Value.String()), name)
		}
	}
	return nil
}

// helpCmd is cobra's help command, but a topic that is no command is a
// usage error that suggests the command meant: cobra's printed the root's
// help and exited 0 on "help plya", so a typo in a script passed for
// success.
func helpCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		ValidArgsFunction: func(c *cobra.Command, argv []string, _ string) ([]string, cobra.ShellCompDirective) {
			cmd, _, err := c.Root().Find(argv)
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var names []string
			for _, sub := range cmd.Commands() {
				if sub.IsAvailableCommand() {
					names = append(names, sub.Name())
				}
			}
			return names, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(c *cobra.Command, argv []string) error {
			cmd, rest, err := c.Root().Find(argv)
			if err != nil || cmd == nil || len(rest) > 0 {
				parent := c.Root()
				if cmd != nil {
					parent = cmd
				}
				word := strings.Join(argv, " ")
				if len(rest) > 0 {
					word = rest[0]
				}
				return &usageError{err: fmt.Errorf("help: no command %s%s", engine.Quote(strings.Join(argv, " ")), didYouMean(closeCommands(parent, word))), cmd: c.CommandPath()}
			}
			return cmd.Help()
		},
	}
}

// strictGroups adds cobra's completion command (which takes the root's
// output as it is then: call it after SetOut) and makes every command of
// commands strict.
func strictGroups(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.HasSubCommands() && !c.Runnable() {
			strictGroup(c)
		}
	}
}

// strictGroup makes a command of commands (campaign, completion) refuse a
// word that is none of its commands, as list does: cobra printed its help
// and exited 0 on "completion tcsh" or "campaign nxet", so a typo in a
// script passed for success. Alone it still prints its help.
func strictGroup(c *cobra.Command) {
	c.Args = func(cmd *cobra.Command, argv []string) error {
		if len(argv) == 0 {
			return nil
		}
		var names []string
		for _, sub := range cmd.Commands() {
			if sub.IsAvailableCommand() {
				names = append(names, sub.Name())
			}
		}
		name := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
		return &usageError{err: fmt.Errorf("%s: unknown command %s (its commands: %s)%s", name, engine.Quote(argv[0]), strings.Join(names, ", "), didYouMean(closeCommands(cmd, argv[0]))), cmd: cmd.CommandPath()}
	}
	c.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
}

// flagValueRE reads pflag's refusal of a flag's value: `invalid argument
// "abc" for "--seed" flag: strconv.ParseUint: parsing "abc": invalid syntax`.
var flagValueRE = regexp.MustCompile(`^invalid argument ("(?:[^"\\]|\\.)*") for "(?:-\w, )?--([\w-]+)" flag: `)

// flagValueError says what a flag's value should have been in words
// (`--seed "abc": a whole number of 0 or more is wanted`) instead of the
// Go parser's message that pflag passes on; an error of another kind, or
// of a flag of another type, is left as it is.
func flagValueError(c *cobra.Command, err error) error {
	m := flagValueRE.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	f := c.Flag(m[2])
	if f == nil {
		return err
	}
	var want string
	switch f.Value.Type() {
	case "uint64", "uint":
		want = "a whole number of 0 or more is wanted"
		if strings.Contains(err.Error(), "value out of range") && !strings.HasPrefix(m[1], `"-`) {
			want = fmt.Sprintf("at most %d is taken", uint64(math.MaxUint64))
		}
	case "int", "int64":
		// A number past the largest said "a whole number is wanted",
		// which it is.
		want = "a whole number is wanted"
		if strings.Contains(err.Error(), "value out of range") {
			want = fmt.Sprintf("at most %d is taken", math.MaxInt64)
			if strings.HasPrefix(m[1], `"-`) {
				want = "too small a number" // none of them takes a negative one
			}
		}
	case "duration":
		want = "a time such as 300ms, 2s or 1m30s is wanted"
	case "bool":
		want = "true or false is wanted"
	default:
		return err
	}
	return fmt.Errorf("--%s %s: %s", f.Name, m[1], want)
}

// seedValue is a seed flag read in decimal digits only: pflag's uint64
// read "010" as octal 8 and took "0x10", "0b11" and "1_000", so a seed
// written down from a log did not always replay the game it named.
type seedValue uint64

func (s *seedValue) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return err
	}
	*s = seedValue(n)
	return nil
}

func (s *seedValue) String() string { return strconv.FormatUint(uint64(*s), 10) }

// Type is "uint64", so that flagValueError words a refusal as it does
// every whole number's.
func (s *seedValue) Type() string { return "uint64" }

// seedVar defines a --seed flag read by seedValue.
func seedVar(f *pflag.FlagSet, p *uint64, value uint64, usage string) {
	*p = value
	f.Var((*seedValue)(p), "seed", usage)
}

// trimWriter drops the spaces at the end of every line it passes on: the
// styled help pads its lines to the terminal's width, which leaves trailing
// blanks in a file or a pipe.
type trimWriter struct {
	w      io.Writer
	spaces int // spaces held back until something other than a line end follows
}

func (t *trimWriter) Write(p []byte) (int, error) {
	out := make([]byte, 0, len(p))
	for _, c := range p {
		switch c {
		case ' ':
			t.spaces++
			continue
		case '\n', '\r':
			t.spaces = 0
		default:
			for ; t.spaces > 0; t.spaces-- {
				out = append(out, ' ')
			}
		}
		out = append(out, c)
	}
	if _, err := t.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}
