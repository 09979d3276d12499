package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// game finds a game by id; an unknown id is a usage error that lists the
// known ones.
func (a *app) game(id string) (engine.Game, error) {
	if g, ok := a.games.Lookup(id); ok {
		return g, nil
	}
	// Ids are lower case; "StellarArmada" finds its game too.
	for _, g := range a.games.All() {
		if strings.EqualFold(g.ID(), id) {
			return g, nil
		}
	}
	return nil, usagef("%s", a.unknownGame(id))
}

func (a *app) knownGames() string {
	var ids []string
	for _, g := range a.games.All() {
		ids = append(ids, g.ID())
	}
	if len(ids) == 0 {
		return "no game is built in yet"
	}
	return "known games: " + strings.Join(ids, ", ")
}

// scenario loads a scenario by name or path. An unknown name is a usage
// error (the registry's message lists the names); a bad file is a failure.
func (a *app) scenario(g engine.Game, nameOrPath string) (engine.Scenario, error) {
	if looksLikePath(nameOrPath) {
		// A regular file of a scenario's size, as every file argument
		// must be: a named pipe or /dev/zero given as --scenario held
		// the program for ever, reading.
		if _, err := store.ReadFile(nameOrPath, games.MaxScenarioSize, "a scenario file"); err != nil {
			return nil, err
		}
		if err := a.notThisGamesScenario(g, nameOrPath); err != nil {
			return nil, err
		}
	}
	sc, err := a.games.LoadScenario(g, nameOrPath)
	if err != nil && !looksLikePath(nameOrPath) {
		// A name typed in another case ("Standard"), looked for only when
		// the name as typed is none: the list it is looked for in decodes
		// every scenario of the game, which a start by the default or an
		// exact name does not (a third of Silent Death's first frame).
		if name := a.scenarioName(g, nameOrPath); name != nameOrPath {
			nameOrPath = name
			sc, err = a.games.LoadScenario(g, nameOrPath)
		}
	}
	if err != nil {
		if !looksLikePath(nameOrPath) {
			return nil, &usageError{err: fmt.Errorf("%w%s", err, a.scenarioHint(g, nameOrPath))}
		}
		if wrong := a.wrongFile(nameOrPath, kindScenario); wrong != nil {
			return nil, wrong
		}
		return nil, fileError(nameOrPath, a.otherGamesScenario(g, nameOrPath, err))
	}
	return sc, nil
}

// scenarioName is the name of g's scenario that typed names in another
// case ("Standard": standard), as a game's id may be typed in any case;
// typed itself when no scenario or more than one has it.
func (a *app) scenarioName(g engine.Game, typed string) string {
	scs, err := a.games.Scenarios(g)
	if err != nil {
		return typed
	}
	names := make([]string, len(scs))
	for i, sc := range scs {
		names[i] = sc.Name()
	}
	return sameButCase(typed, names)
}

// otherGamesScenario adds to err, g's refusal of the scenario file at
// path, the game whose scenario the file is when exactly one other game
// reads it: a file with no "game:" key (Stellar Armada's have none) was
// refused for some field of g's, with no word of the mix-up.
func (a *app) otherGamesScenario(g engine.Game, path string, err error) error {
	data, rerr := os.ReadFile(path)
	if rerr != nil || len(data) > games.MaxScenarioSize {
		return err
	}
	var fits []engine.Game
	for _, other := range a.games.All() {
		if other.ID() == g.ID() {
			continue
		}
		if _, derr := other.DecodeScenario(data); derr == nil {
			fits = append(fits, other)
		}
	}
	if len(fits) != 1 {
		return err
	}
	return fmt.Errorf("%w\n%s reads as a scenario of %s, not of %s: play it with 'armada-tui %s %s --scenario %s'", err, path, fits[0].Title(), g.Title(), a.scenarioCommand(), fits[0].ID(), tui.ShellWord(path))
}

// scenarioCommand is the command that plays a scenario file in a
// suggestion: the one that ran, 'selfplay' or 'play'. selfplay given
// another game's scenario was told to 'play' it, which opens a screen
// where selfplay needs none; and the path was not quoted for a shell.
func (a *app) scenarioCommand() string {
	if strings.HasSuffix(a.ran, " selfplay") {
		return "selfplay"
	}
	return "play"
}

// notThisGamesScenario says what a file given as --scenario is when it is
// plainly not a scenario of g: a save file (resumed, not played), or a
// scenario whose "game:" key names another game. Either was refused with
// the decoder's words ("unknown field \"format\"", "field game not found
// in type stellararmada.ScenarioFile"). Anything else, a file that cannot
// be read included, is left to the game's decoder.
func (a *app) notThisGamesScenario(g engine.Game, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, games.MaxScenarioSize+1))
	if err != nil || len(data) > games.MaxScenarioSize {
		return nil
	}
	var head struct {
		Format string `yaml:"format"`
		Game   string `yaml:"game"`
	}
	if yaml.Unmarshal(data, &head) != nil {
		return nil
	}
	switch {
	case head.Format == engine.SaveFormat:
		return fmt.Errorf("%s is a saved game, not a scenario: go on with it with 'armada-tui resume %s', or watch it with 'armada-tui replay %s'", path, tui.ShellWord(path), tui.ShellWord(path))
	case head.Game != "" && !strings.EqualFold(head.Game, g.ID()):
		if other, ok := a.games.Lookup(head.Game); ok {
			return fmt.Errorf("%s is a scenario of %s, not of %s: play it with 'armada-tui %s %s --scenario %s'", path, other.Title(), g.Title(), a.scenarioCommand(), other.ID(), tui.ShellWord(path))
		}
		return fmt.Errorf("%s: its game: key says %s, not %s (%s)", path, engine.Quote(head.Game), g.ID(), a.knownGames())
	}
	return nil
}

func looksLikePath(s string) bool {
	return strings.ContainsAny(s, `/\`) || strings.HasSuffix(s, ".yaml") || strings.HasSuffix(s, ".yml") || strings.HasSuffix(s, ".json")
}

// sideIndex finds a side by number from 1, by name, or by the start of
// its name, in any case and blanks aside: "light" is Light Side, as the
// help promised where only the whole name was taken (found in play). A
// start that several sides' names share is refused with their names.
func sideIndex(sides []engine.Side, s string) (int, error) {
	// " 1" (a quoted number with a blank) is the number too.
	if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
		if n >= 1 && n <= len(sides) {
			return n - 1, nil
		}
	}
	typed := sideWords(s)
	var starts []int
	for i, sd := range sides {
		name := sideWords(sd.Name)
		if name == typed {
			return i, nil
		}
		if typed != "" && strings.HasPrefix(name, typed) {
			starts = append(starts, i)
		}
	}
	numbered := func(of []int) string {
		names := make([]string, len(of))
		for j, i := range of {
			names[j] = fmt.Sprintf("%d or %s", i+1, sides[i].Name)
		}
		return strings.Join(names, "; ")
	}
	switch len(starts) {
	case 1:
		return starts[0], nil
	case 0:
	default:
		return 0, usagef("--solo %s: more than one side's name starts so (%s); give more of the name, or the number", engine.Quote(s), numbered(starts))
	}
	all := make([]int, len(sides))
	plain := make([]string, len(sides))
	for i, sd := range sides {
		all[i], plain[i] = i, sd.Name
	}
	return 0, usagef("--solo %s: no such side (the sides are %s)%s", engine.Quote(s), numbered(all), didYouMean(closeNames(s, plain)))
}

// sideWords is a side's name as sideIndex compares it: in lower case, its
// words one blank apart.
func sideWords(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

func checkLevel(g engine.Game, flag, level string) error {
	for _, l := range g.Levels() {
		if l == level {
			return nil
		}
	}
	return usagef("%s %s: %s has no such opponent (levels: %s)%s", flag, engine.Quote(level), g.ID(), strings.Join(g.Levels(), ", "), didYouMean(closeNames(level, g.Levels())))
}

// playOptions are the flags and arguments of 'play'.
type playOptions struct {
	Game, Scenario string
	Solo, AI       string
	AISet          bool // --ai was given (it needs --solo)
	Save           string
	Force          bool // replace a regular file at Save that is not this game's
	Options        []string
	Seed           uint64
	SeedSet        bool // --seed was given; else the clock seeds the dice
}

// playCmd is 'play GAME'. run carries the command out: a.runPlay, or a
// test's function that only looks at the options.
func (a *app) playCmd(run func(*playOptions) error) *cobra.Command {
	o := &playOptions{}
	cmd := &cobra.Command{
		Use:   "play GAME",
		Short: "Start a new game (hotseat, or solo against the computer)",
		Long: `Start a new game of GAME. Two people share the keyboard unless --solo names
the side you play; the other side(s) are then played by the computer at level
--ai (random, scripted or expert). The game is saved after every move to
--save, or to a new file in the save folder ($XDG_STATE_HOME/armada-tui/saves).`,
		Example: `  armada-tui play stellararmada
  armada-tui play stellararmada --solo 2 --ai random --seed 7
  armada-tui play stellararmada --scenario my-fleet.yaml --save duel.json`,
		Args: args(cobra.ExactArgs(1)),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.gameIDs(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, argv []string) error {
			o.Game = argv[0]
			o.AISet, o.SeedSet = cmd.Flags().Changed("ai"), cmd.Flags().Changed("seed")
			return run(o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Scenario, "scenario", "", "scenario NAME (see 'list scenarios') or a scenario file's PATH; default: the first 'list scenarios' names, the game's introduction where it has one (first-game, quickstart), else standard")
	seedVar(f, &o.Seed, 0, "seed of the dice (default: from the clock; the save file keeps it)")
	f.StringVar(&o.Solo, "solo", "", "play SIDE (its number from 1, or its name or the start of it in any case: light for Light Side) against the computer")
	f.StringVar(&o.AI, "ai", engine.LevelScripted, "LEVEL of the computer opponent with --solo (random, scripted, expert)")
	f.StringVar(&o.Save, "save", "", "save the game to PATH (default: a new file in the save folder); PATH may be new, empty (or only whitespace), or hold this same game with no move played")
	f.BoolVar(&o.Force, "force", false, "with --save: replace the file at PATH even though it is not this game's (never a folder, a device, a pipe or a symbolic link)")
	f.StringArrayVar(&o.Options, "option", nil, "set-up option KEY=VALUE, repeatable (see 'list options GAME')")
	return cmd
}

// runPlay starts the game the options describe, saves it, and opens it.
// Nothing is written before the command knows it can open the screen. A
// new file in the save folder is only claimed here: the screen writes the
// game into it just after its first frame (tui.RunNewGame), so that the
// first frame does not wait for the disk.
func (a *app) runPlay(o *playOptions) error {
	g, err := a.game(o.Game)
	if err != nil {
		return err
	}
	if o.AISet && o.Solo == "" {
		return usagef("--ai needs --solo: in a hotseat game both sides are people")
	}
	if err := checkLevel(g, "--ai", o.AI); err != nil {
		return err
	}
	sc, err := a.scenario(g, o.Scenario)
	if err != nil {
		return err
	}
	players, err := playerSlots(sc.Sides(), o.Solo, o.AI)
	if err != nil {
		return err
	}
	if err := a.opponentFlags(players, true); err != nil {
		return err
	}
	if o.Force && o.Save == "" {
		a.note("--force is ignored: it lets --save replace a file, and there is no --save")
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(a.now().UnixNano())
	}
	opts, err := parseOptions(g, o.Options)
	if err != nil {
		return err
	}
	sess, err := newSession(g, sc, opts, seed, players)
	if err != nil {
		return err
	}
	if err := a.screen.Ready(); err != nil {
		return err // before anything is written
	}
	if o.Save == "" {
		dir, err := a.saveDir()
		if err != nil {
			return fmt.Errorf("%w (give --save PATH)", err)
		}
		path, err := store.ClaimNew(dir, g.ID(), a.now())
		if err != nil {
			return err
		}
		sess.Path = path
		return a.playNew(sess)
	}
	// The lock beside the save is taken first: a folder that is not there
	// failed as "cannot lock it: open PATH.lock: no such file or
	// directory", a file the player never named.
	if err := saveFolder(o.Save); err != nil {
		return err
	}
	lock, err := store.AcquireSave(o.Save)
	if err != nil {
		return err
	}
	defer lock.Release()
	sess.Path = o.Save
	if err := store.Create(sess, o.Force); err != nil {
		return a.resumeInstead(err)
	}
	return a.playLocked(sess)
}

// resumeInstead adds to the refusal of a --save path that holds an
// unfinished game how to go on with that game. Running the same play
// command again is what a player does after an interrupted evening, and
// the refusal offered only another path or --force, which throws the
// game's moves away.
func (a *app) resumeInstead(err error) error {
	var no *store.NotOursError
	if !errors.As(err, &no) || !no.Unfinished {
		return err
	}
	// No count of its moves: in a game of sealed orders it told the other
	// side how many orders were written (as the menu's saved games did).
	// Where the game stands instead, as list saves and validate say it
	// ("now in round 3"), when the save loads.
	place := ""
	if sess, lerr := store.Load(no.Path, a.games.Lookup); lerr == nil {
		if w := a.turnWords(sess.Game.ID(), sess.State()); w == "between battles" {
			place = ", now " + w
		} else {
			place = ", now in " + w
		}
	}
	return fmt.Errorf("save %s: %w: %s. It holds an unfinished game%s; go on with it: armada-tui resume %s (or choose another path; --force replaces it, and its moves are lost)",
		no.Path, store.ErrNotOurs, no.Why, place, tui.ShellWord(no.Path))
}

// playLocked opens the game screen holding the save's lock, so that a
// second armada-tui on the same file is refused rather than overwriting it.
func (a *app) playLocked(sess *engine.Session) error { return a.playLockedSaying(sess, "") }

// playLockedSaying is playLocked with a notice for the game screen's
// status line.
func (a *app) playLockedSaying(sess *engine.Session, notice string) error {
	if err := a.screen.Ready(); err != nil {
		return err
	}
	lock, err := store.AcquireFor(sess)
	if err != nil {
		return err
	}
	defer lock.Release()
	c := a.config()
	c.Notice = notice
	return a.screen.Game(sess, c)
}

// playNew opens the game screen on a new session whose file is claimed but
// not written, holding the save's lock.
func (a *app) playNew(sess *engine.Session) error {
	lock, err := store.AcquireSave(sess.Path)
	if err != nil {
		store.Unclaim(sess.Path)
		return err
	}
	defer lock.Release()
	return a.screen.NewGame(sess, a.config())
}

// playerSlots seats people on every side, or the computer at level ai on
// every side but solo's.
func playerSlots(sides []engine.Side, solo, ai string) ([]engine.PlayerSlot, error) {
	players := make([]engine.PlayerSlot, len(sides))
	for i, sd := range sides {
		players[i] = engine.PlayerSlot{Side: sd.Name, Kind: engine.Human}
	}
	if solo == "" {
		return players, nil
	}
	me, err := sideIndex(sides, solo)
	if err != nil {
		return nil, err
	}
	for i := range players {
		if i != me {
			players[i].Kind, players[i].Level = engine.Scripted, ai
		}
	}
	return players, nil
}

func (a *app) gameIDs() []string {
	var ids []string
	for _, g := range a.games.All() {
		ids = append(ids, g.ID())
	}
	return ids
}

// resumeOptions are the arguments of 'resume'.
type resumeOptions struct {
	Path string // empty: the newest save in the save folder
}

// resumeCmd is 'resume [PATH]'.
func (a *app) resumeCmd(run func(*resumeOptions) error) *cobra.Command {
	return &cobra.Command{
		Use:   "resume [PATH]",
		Short: "Continue a saved game (the latest one without PATH)",
		Long: `Continue the saved game in PATH where it was left, with the players it was
started with. Without PATH: the newest unfinished game in the save folder
($XDG_STATE_HOME/armada-tui/saves), the one the menu's first line offers; a
game saved elsewhere (play --save) is resumed by its path. A finished game
opens on its result: 'replay PATH' steps through it. A save that another
armada-tui has open is refused, and so is a symbolic link, which could not be
saved into (as play --save refuses one): resume the file it points to.`,
		Example: `  armada-tui resume
  armada-tui resume duel.json --ai-delay 0`,
		Args: args(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			o := &resumeOptions{}
			if len(argv) == 1 {
				o.Path = argv[0]
				if strings.TrimSpace(o.Path) == "" {
					// An unset shell variable: not the newest game.
					return &usageError{err: fmt.Errorf("resume: PATH %s is empty (leave it out to resume the newest unfinished game)", engine.Quote(o.Path)), cmd: cmd.CommandPath()}
				}
			}
			return run(o)
		},
	}
}

// runResume loads a save (without a path, the newest unfinished game that
// loads, after naming the newer files that do not) and opens its game.
func (a *app) runResume(o *resumeOptions) error {
	if o.Path != "" {
		if err := a.notALink(o.Path, "resume"); err != nil {
			return err
		}
		sess, err := a.load(o.Path)
		if err != nil {
			return err
		}
		if err := a.opponentFlags(sess.Players, true); err != nil {
			return err
		}
		return a.playLocked(sess)
	}
	dir, err := a.saveDir()
	if err != nil {
		return err
	}
	sess, skipped, err := store.Resumable(dir, a.games.Lookup)
	for _, s := range skipped {
		fmt.Fprintln(a.errOut, "armada-tui: passed over "+oneLine(s))
	}
	if err != nil {
		return err
	}
	if err := a.opponentFlags(sess.Players, true); err != nil {
		return err
	}
	// On the screen by their names in the save folder, which resume
	// reads: its path took a line of the status line's three, and the
	// reason was cut short. Standard error above keeps the paths.
	for i, s := range skipped {
		skipped[i] = strings.TrimPrefix(s, dir+string(filepath.Separator))
	}
	return a.playLockedSaying(sess, passedOver(skipped))
}

// notALink refuses to go on with a save at path that is a symbolic link
// (command is the command that would, "resume"): a save is written only
// into a plain file (store.WriteFileAtomic, as play --save refuses a
// link), so the game opened and then could never be saved (found by a
// play-tester). The file it points to is what to go on with, by the
// command given with the flags given ('campaign resume' without the
// --selfplay it was given opened a screen; found by a play-tester). A
// link that leads nowhere is left to the loading, which says so.
func (a *app) notALink(path, command string) error {
	info, err := os.Lstat(path)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return nil
	}
	target, err := filepath.EvalSymlinks(path)
	if err != nil {
		return nil
	}
	return fmt.Errorf("%s %s: a symbolic link (to %s); armada-tui saves a game only into a plain file, as play --save does, so this one could not be saved: go on with the file it points to: armada-tui %s %s%s",
		command, path, target, command, tui.ShellWord(target), a.flagWords)
}

// passedOver is what the game screen says of the newer saves resume passed
// over: standard error lies under the full screen, and the words were read
// only after quitting (found by the README play-test).
func passedOver(skipped []string) string {
	switch len(skipped) {
	case 0:
		return ""
	case 1:
		return "Passed over a newer save that does not load: " + oneLine(skipped[0])
	}
	return fmt.Sprintf("Passed over %d newer saves that do not load ('armada-tui list saves' names them); the newest: %s", len(skipped), oneLine(skipped[0]))
}

// load reads and replays a save file; errors name the file once.
func (a *app) load(path string) (*engine.Session, error) {
	s, err := store.Load(path, a.games.Lookup)
	if err != nil {
		return nil, a.loadError(path, err)
	}
	return s, nil
}

// loadError is the refusal of the file at path, which err says is no save
// this build loads, naming a file of another kind as what it is.
func (a *app) loadError(path string, err error) error {
	if data, rerr := store.ReadFile(path, engine.MaxSaveSize, "a save file"); rerr == nil {
		if old := earlierCampaign(path, data); old != nil {
			return old
		}
	}
	if wrong := a.wrongFile(path, kindSave); wrong != nil {
		return wrong
	}
	return fileError(path, a.withKnownGames(err))
}

// withKnownGames adds the games this build has to an error about a save
// of a game it has not.
func (a *app) withKnownGames(err error) error {
	var ug *engine.UnknownGameError
	if errors.As(err, &ug) {
		return fmt.Errorf("%w (%s)", err, a.knownGames())
	}
	return err
}

// loadMaybeUnhashed loads a save; with unhashed it also replays a file
// that lacks hashes, and reports whether it had to.
func (a *app) loadMaybeUnhashed(path string, unhashed bool) (*engine.Session, bool, error) {
	if !unhashed {
		s, err := a.load(path)
		return s, false, err
	}
	sf, err := store.Read(path)
	if err != nil {
		return nil, false, a.loadError(path, err)
	}
	if !sf.Unhashed() {
		s, err := a.load(path)
		return s, false, err
	}
	if err := store.OtherGamesRules(sf, a.games.Lookup); err != nil {
		return nil, false, fileError(path, err)
	}
	s, err := sf.RestoreUnhashed(a.games.Lookup)
	if err != nil {
		return nil, false, fileError(path, a.withKnownGames(store.RestoreError(err, sf, a.games.Lookup)))
	}
	return s, true, nil
}

// fileError makes sure an error about a file starts with the file's name,
// once: "PATH: problem".
func fileError(path string, err error) error {
	if rest, ok := strings.CutPrefix(err.Error(), path+": "); ok {
		if shown := pathWord(path); shown != path {
			return &renamedError{msg: shown + ": " + rest, err: err}
		}
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		return fmt.Errorf("%s: %w", pathWord(path), pe.Err)
	}
	return fmt.Errorf("%s: %w", pathWord(path), err)
}

// pathWord is a path as a message names it: quoted when it is empty or
// starts or ends with a blank, which "PATH: problem" showed as nothing
// (": no such file or directory").
func pathWord(path string) string {
	if path == "" || strings.TrimSpace(path) != path {
		return engine.Quote(path)
	}
	return path
}

// renamedError is err told in other words; errors.Is and As still find
// what it wraps.
type renamedError struct {
	msg string
	err error
}

func (e *renamedError) Error() string { return e.msg }
func (e *renamedError) Unwrap() error { return e.err }

// parseOptions reads --option KEY=VALUE flags and checks them against the
// game's options.
func parseOptions(g engine.Game, flags []string) (engine.Options, error) {
	opts := engine.Options{}
	for _, f := range flags {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k == "" {
			return nil, usagef("--option %s: write KEY=VALUE", engine.Quote(f))
		}
		k, v = canonicalOption(g, strings.TrimSpace(k), strings.TrimSpace(v))
		opts[k] = v
	}
	if err := engine.CheckOptions(g, opts); err != nil {
		return nil, usagef("--option: %v%s", err, optionHint(g, opts, err))
	}
	return opts, nil
}

// canonicalOption is an option's key as g spells it, and its value as
// the option's list spells it, when typed in another case ("Drift=ON":
// drift=on), as game ids and scenario names may be typed in any case; what
// is saved is the game's own spelling. Text a key or value matches in no
// case, or in more than one way, is left as typed for CheckOptions to
// refuse.
func canonicalOption(g engine.Game, k, v string) (string, string) {
	specs := g.OptionSpecs()
	keys := make([]string, len(specs))
	for i, s := range specs {
		keys[i] = s.Key
	}
	k = sameButCase(k, keys)
	for _, s := range specs {
		if s.Key == k && len(s.Choices) > 0 {
			v = sameButCase(v, s.Choices)
		}
	}
	return k, v
}

// sameButCase is the one of known that typed names in another case, typed
// itself when it is one of known or when none or more than one match.
func sameButCase(typed string, known []string) string {
	found, n := typed, 0
	for _, w := range known {
		if w == typed {
			return typed
		}
		if strings.EqualFold(w, typed) {
			found = w
			n++
		}
	}
	if n != 1 {
		return typed
	}
	return found
}

// newSession starts a session as engine.NewSession does. A value an
// option takes as typed text (Starmada's and SSCS's turns) is checked by
// the game with the scenario, not by engine.CheckOptions: refused there,
// it is a usage error of --option, as a value off an option's list is,
// not a failure that named no flag.
func newSession(g engine.Game, sc engine.Scenario, opts engine.Options, seed uint64, players []engine.PlayerSlot) (*engine.Session, error) {
	sess, err := engine.NewSession(g, sc, opts, seed, players)
	if err != nil && len(opts) > 0 {
		if _, plain := engine.NewSession(g, sc, nil, seed, players); plain == nil {
			return nil, usagef("--option: %v", err)
		}
	}
	return sess, err
}

// saveFolder checks that the folder a --save path names is there.
func saveFolder(save string) error {
	dir := filepath.Dir(save)
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("save %s: there is no folder %s to hold it (--save makes no folder)", save, dir)
	case err == nil && !info.IsDir():
		return fmt.Errorf("save %s: %s is a file, not a folder", save, dir)
	}
	return nil // anything else is for the lock and the save to say
}

// optionHint is the option key meant by the key err, engine.CheckOptions's
// refusal, names as one g does not have ("dirft": did you mean drift?).
func optionHint(g engine.Game, opts engine.Options, err error) string {
	var keys []string
	for _, s := range g.OptionSpecs() {
		keys = append(keys, s.Key)
	}
	for _, k := range slices.Sorted(maps.Keys(opts)) {
		if !slices.Contains(keys, k) && strings.Contains(err.Error(), "no option "+engine.Quote(k)) {
			return didYouMean(closeNames(k, keys))
		}
	}
	return ""
}
