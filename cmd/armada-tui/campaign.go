package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// A Silent Death campaign (11.7) is one session of the game: a save file
// like any other, whose scenario is the campaign. These commands are thin:
// new starts it, next and resume go on with it, status prints it.

// campaignNewOptions are the flags and argument of 'campaign new'.
type campaignNewOptions struct {
	Path       string
	NameA      string
	NameB      string
	Solo       string
	AI         string
	Seed       uint64
	SeedSet    bool
	Restricted bool
	Options    []string
	Selfplay   bool
}

// campaignPathOptions are the flags and argument of 'campaign status',
// 'next' and 'resume'.
type campaignPathOptions struct {
	Path     string
	Selfplay bool
	Command  string // "next" or "resume" as typed, for the messages that name the command
}

// campaignCmd is Silent Death's Campaign Game (11.7): new, status, next
// (or resume).
func (a *app) campaignCmd() *cobra.Command {
	return a.campaignCommands(a.runCampaignNew, a.runCampaignStatus, a.runCampaignNext)
}

// campaignCommands builds the commands with the functions that carry them
// out, so that tests can check the flags apart from what they do.
func (a *app) campaignCommands(runNew func(*campaignNewOptions) error, runStatus, runNext func(*campaignPathOptions) error) *cobra.Command {
	root := &cobra.Command{
		Use:   "campaign",
		Short: "Silent Death's six-scenario Campaign Game (11.7)",
		Long: `A campaign is one game, saved after every choice in one save file. 'campaign
new PATH' starts it: each unit buys its roster with 300 points (people on the
roster screen, the scripted opponent with its builder), then they fight the
six advanced scenarios in order. Between scenarios the rules repair the craft
and bank the points won; people choose their veterans' advances (10.1), spend
or bank their reinforcements, and choose before every scenario which craft to
field and who crews each (11.7; Side B's force is limited to 200 TPV in
scenario 1). 'campaign next PATH'
(or 'resume') goes on with it, 'campaign status PATH' prints the standings,
rosters and the scenario being fought (with its turn) or the next one, and 'armada-tui replay PATH' shows every choice.
The menu offers the same campaign as a scenario of Silent Death.

Campaign files of earlier versions (format armada-tui/silentdeath-campaign)
cannot be resumed: start a new campaign.`,
	}
	no := &campaignNewOptions{}
	newCmd := &cobra.Command{
		Use:   "new PATH",
		Short: "Start a campaign in the save file PATH and open it",
		Args:  args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			no.Path, no.SeedSet = argv[0], cmd.Flags().Changed("seed")
			return runNew(no)
		},
	}
	f := newCmd.Flags()
	f.StringVar(&no.NameA, "a", "", "the first unit's name (default: Reaper's Own)")
	f.StringVar(&no.NameB, "b", "", "the second unit's name (default: The Destroyers)")
	f.StringVar(&no.Solo, "solo", "", "play SIDE (1 or 2, or a unit's name or the start of it in any case) against the computer; default: both sides are people")
	f.StringVar(&no.AI, "ai", engine.LevelScripted, "LEVEL of the computer opponent with --solo (scripted, expert or random)")
	seedVar(f, &no.Seed, 0, "seed of the campaign's dice (default: from the clock)")
	f.BoolVar(&no.Restricted, "restricted", false, "restricted craft pools chosen alternately (11.7)")
	f.StringArrayVar(&no.Options, "option", nil, "optional rule KEY=VALUE for every scenario (see 'list options silentdeath'); experience is always on")
	f.BoolVar(&no.Selfplay, "selfplay", false, "buy the rosters and play the first scenario with no screen (people's sides by the scripted opponent)")

	po := &campaignPathOptions{}
	pathCmd := func(use, short string, run func(*campaignPathOptions) error) *cobra.Command {
		return &cobra.Command{
			Use:   use + " PATH",
			Short: short,
			Args:  args(cobra.ExactArgs(1)),
			RunE: func(cmd *cobra.Command, argv []string) error {
				po.Path, po.Command = argv[0], cmd.Name()
				return run(po)
			},
		}
	}
	statusCmd := pathCmd("status", "Show a campaign's standings, rosters and the scenario being fought or next", runStatus)
	// resume is next under the name the other games' saves use; a command
	// of its own rather than an alias, so that the help lists it.
	nextCmd := pathCmd("next", "Go on with a campaign: its choices and its next scenario", runNext)
	resumeCmd := pathCmd("resume", "The same as next: go on with a campaign where it was left", runNext)
	for _, c := range []*cobra.Command{nextCmd, resumeCmd} {
		c.Flags().BoolVar(&po.Selfplay, "selfplay", false, "play on to the end of the next scenario with no screen (people's sides by the scripted opponent)")
	}
	root.AddCommand(newCmd, statusCmd, nextCmd, resumeCmd)
	return root
}

// campaignScenario is the shipped campaign with the units' names.
func (a *app) campaignScenario(o *campaignNewOptions) (engine.Scenario, error) {
	name := "campaign"
	if o.Restricted {
		name = "campaign-restricted"
	}
	base, err := a.scenario(sd.Game{}, name)
	if err != nil {
		return nil, err
	}
	sc, ok := base.(*sd.Scenario)
	if !ok {
		return nil, fmt.Errorf("the campaign scenario is a %T", base)
	}
	f := sc.File()
	if o.NameA != "" {
		f.Sides[0].Name = o.NameA
	}
	if o.NameB != "" {
		f.Sides[1].Name = o.NameB
	}
	if err := unitNames(f.Sides[0].Name, f.Sides[1].Name, o.NameB != ""); err != nil {
		return nil, err
	}
	out, err := sd.NewScenario(f)
	if err != nil {
		return nil, usagef("%v", err)
	}
	return out, nil
}

// unitNames checks the units' names as --a and --b give them (b set: --b
// gave the second): the scenario's check named its field
// ("sides[1].name: missing or longer than 24 characters"), not the flag,
// and said so of a short name with a line break in it.
func unitNames(a, b string, bSet bool) error {
	for _, n := range []struct{ flag, name string }{{"--a", a}, {"--b", b}} {
		switch {
		case strings.TrimSpace(n.name) == "" || utf8.RuneCountInString(n.name) > 24 || !gamedata.Printable(n.name):
			return usagef("%s %s: a unit's name is 1 to 24 printable characters", n.flag, engine.Quote(n.name))
		case strings.TrimSpace(n.name) != n.name:
			return usagef("%s %s: a unit's name does not start or end with a blank", n.flag, engine.Quote(n.name))
		}
	}
	if strings.EqualFold(a, b) {
		flag, name, other := "--b", b, a
		if !bSet {
			flag, name, other = "--a", a, b
		}
		return usagef("%s %s: the other unit is called %s already", flag, engine.Quote(name), engine.Quote(other))
	}
	return nil
}

// runCampaignNew starts a campaign session in o.Path and plays it.
func (a *app) runCampaignNew(o *campaignNewOptions) error {
	if err := newCampaignPath(o.Path); err != nil {
		return err
	}
	g, ok := a.games.Lookup(sd.ID)
	if !ok {
		return fmt.Errorf("this program has no %s", sd.ID)
	}
	if o.AI != engine.LevelScripted && o.Solo == "" {
		return usagef("--ai needs --solo: without it both sides are people")
	}
	if err := checkLevel(g, "--ai", o.AI); err != nil {
		return err
	}
	opts, err := parseOptions(g, o.Options)
	if err != nil {
		return err
	}
	sc, err := a.campaignScenario(o)
	if err != nil {
		return err
	}
	players, err := playerSlots(sc.Sides(), o.Solo, o.AI)
	if err != nil {
		return err
	}
	if err := a.opponentFlags(players, !o.Selfplay); err != nil {
		return err
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(a.now().UnixNano())
	}
	sess, err := newSession(g, sc, opts, seed, players)
	if err != nil {
		return err
	}
	if !o.Selfplay {
		// Without a terminal the campaign fails before its file is
		// written: the file left behind made the same command, run
		// again with --selfplay, fail as "exists".
		if err := a.campaignReady("new", o.Path); err != nil {
			return err
		}
	}
	// The lock is taken before the file is written, and the path checked
	// again under it: two 'campaign new' on one path at once both found
	// it free, and the second wrote over the first's campaign.
	lock, err := store.AcquireSave(o.Path)
	if err != nil {
		return err
	}
	defer lock.Release()
	if err := newCampaignPath(o.Path); err != nil {
		return err
	}
	sess.Path = o.Path
	if err := store.Save(sess); err != nil {
		return err
	}
	return a.playCampaign(sess, o.Selfplay)
}

// campaignReady is the screen's Ready for campaign new or next (command):
// without a terminal it names --selfplay, which a campaign takes and which
// needs none, where the message named only 'selfplay' and 'replay
// --headless' (found by a play-tester).
func (a *app) campaignReady(command, path string) error {
	err := a.screen.Ready()
	if err == nil {
		return nil
	}
	const how = "%w; a campaign also plays on with no screen, people's sides by the scripted opponent, to the end of the next battle: "
	if command == "new" {
		// Its other flags are the player's: the command is not repeated.
		return fmt.Errorf(how+"add --selfplay to the command", err)
	}
	return fmt.Errorf(how+"armada-tui campaign %s %s --selfplay", err, command, tui.ShellWord(path))
}

// newCampaignPath refuses a path that holds anything already: a campaign
// starts in a file of its own.
func newCampaignPath(path string) error {
	info, err := os.Lstat(path)
	switch {
	case err == nil && info.IsDir():
		return fmt.Errorf("%s is a folder: a campaign is one file, so name a file (in that folder or elsewhere)", path)
	case err == nil && store.Blank(path, info):
		return nil // an empty or blank file holds nothing to lose, as play --save takes one
	case err == nil && info.Mode()&fs.ModeSymlink != 0:
		// Its file could not be saved into (notALink).
		return fmt.Errorf("%s is a symbolic link: a campaign is saved only into a plain file, so name one", path)
	case err == nil && holdsCampaign(path):
		return fmt.Errorf("%s exists: 'campaign next %s' goes on with a campaign, or choose another path", path, tui.ShellWord(path))
	case err == nil:
		// A file of anything else: next would refuse it too.
		return fmt.Errorf("%s exists: a campaign starts in a file of its own, so choose another path", path)
	case !errors.Is(err, fs.ErrNotExist):
		// "lstat PATH: not a directory" named the path twice and not
		// the file that stands where a folder should.
		if dir := filepath.Dir(path); errors.Is(err, syscall.ENOTDIR) {
			return fmt.Errorf("campaign %s: %s is not a folder", path, dir)
		}
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("campaign %s: %w", path, err)
	}
	return nil
}

// holdsCampaign reports whether the file at path is a save of a Silent
// Death campaign, as far as its envelope and scenario tell (nothing is
// replayed).
func holdsCampaign(path string) bool {
	sf, err := store.Read(path)
	if err != nil || sf.Game != sd.ID {
		return false
	}
	sc, err := sd.Game{}.DecodeScenario(sf.Scenario)
	if err != nil {
		return false
	}
	c, ok := sc.(*sd.Scenario)
	return ok && c.IsCampaign()
}

// loadCampaign loads a campaign's save file.
func (a *app) loadCampaign(path string) (*engine.Session, *sd.Campaign, error) {
	sess, err := a.load(path) // which names a campaign file of the earlier format
	if err != nil {
		return nil, nil, err
	}
	c, ok := sess.State().(*sd.Campaign)
	if !ok {
		// The game's name, not the scenario's title ("is a game of
		// Star cruiser duel"), and the command that takes the file.
		return nil, nil, fmt.Errorf("%s is a save of %s (scenario %s), not a Silent Death campaign: 'armada-tui replay %s' shows it, 'armada-tui resume %s' goes on with it",
			path, sess.Game.Title(), sess.Scenario.Name(), tui.ShellWord(path), tui.ShellWord(path))
	}
	return sess, c, nil
}

// runCampaignStatus prints a campaign.
func (a *app) runCampaignStatus(o *campaignPathOptions) error {
	sess, c, err := a.loadCampaign(o.Path)
	if err != nil {
		return err
	}
	printStatus(a.out, sess, c)
	return nil
}

// runCampaignNext goes on with a campaign.
func (a *app) runCampaignNext(o *campaignPathOptions) error {
	if err := a.notALink(o.Path, "campaign "+o.Command); err != nil {
		return err
	}
	sess, c, err := a.loadCampaign(o.Path)
	if err != nil {
		return err
	}
	if c.Outcome().Over {
		return fmt.Errorf("campaign %s is over: %s", o.Path, engine.ResultOnce(engine.ResultText(c.Outcome(), sess.Scenario.Sides())))
	}
	if err := a.opponentFlags(sess.Players, !o.Selfplay); err != nil {
		return err
	}
	if !o.Selfplay {
		// The screen's way, as resume's: a terminal first, then the lock.
		if err := a.campaignReady(o.Command, o.Path); err != nil {
			return err
		}
		return a.playLocked(sess)
	}
	// Played with no screen, the campaign is written to as by a screen:
	// under the save's lock, so that an armada-tui that has it open is
	// not played over (its next choice wrote over the whole battle this
	// one played meanwhile), nor this one by it.
	lock, err := store.AcquireFor(sess)
	if err != nil {
		return err
	}
	defer lock.Release()
	return a.playCampaign(sess, o.Selfplay)
}

// playCampaign opens the campaign on the game screen, or with selfplay
// plays it with no screen to the end of its next scenario (the rosters and
// choices before it included), saving after every intent: the computer's
// sides at their level, the people's by the scripted opponent.
func (a *app) playCampaign(sess *engine.Session, selfplay bool) error {
	if !selfplay {
		return a.screen.Game(sess, a.config())
	}
	start := sess.State().(*sd.Campaign).Played()
	opps := make([]engine.Opponent, len(sess.Players))
	for i, pl := range sess.Players {
		level := engine.LevelScripted
		if !pl.IsHuman() {
			level = pl.Level
		}
		o, err := sess.Game.NewOpponent(level, sess.OpponentSeed(i))
		if err != nil {
			return err
		}
		opps[i] = o
	}
	for i := 0; ; i++ {
		c := sess.State().(*sd.Campaign)
		if c.Outcome().Over || c.Played() > start {
			break
		}
		if i > maxSelfplayIntents {
			return errors.New("the scenario does not end")
		}
		p := c.Phase().Actors[0]
		in, err := opps[p].Choose(c.View(p), p)
		if err != nil {
			return err
		}
		if _, err := sess.Apply(in); err != nil {
			return err
		}
		if err := store.Save(sess); err != nil {
			return err
		}
	}
	c := sess.State().(*sd.Campaign)
	if rs := c.Results(); len(rs) > start {
		fmt.Fprintf(a.out, "%s: %s\n", sd.Stages()[start].Title, c.ResultText(rs[start]))
	}
	printStatus(a.out, sess, c)
	return nil
}

// printStatus prints the standings, the rosters, the results and what the
// campaign waits for.
func printStatus(w io.Writer, sess *engine.Session, c *sd.Campaign) {
	for p := engine.Player(0); p < 2; p++ {
		s := c.Squadron(p)
		role := ""
		if r := c.Role(p); r != "" {
			role = r + ", "
		}
		who := "people"
		if int(p) < len(sess.Players) && !sess.Players[p].IsHuman() {
			who = "scripted"
		}
		fmt.Fprintf(w, "%s (%s%s): %s won, roster value %d, %s banked\n", s.Name, role, who, engine.Count(s.Wins, "scenario", "scenarios"), s.Value(), engine.Count(s.Bank, "point", "points"))
		for _, cr := range s.Craft {
			t, _ := sd.CraftByKey(cr.Type)
			lost := ""
			if l := cr.LostText(); l != "" {
				lost = "; lost: " + l
			}
			fmt.Fprintf(w, "  %s (BPV %d, %s marked%s)\n", cr.Label(), t.BPV, engine.Count(cr.Damage, "box", "boxes"), lost)
		}
		for _, m := range s.Crew {
			fmt.Fprintf(w, "  %s\n", m)
		}
	}
	stages := sd.Stages()
	for i, r := range c.Results() {
		fmt.Fprintf(w, "%s: %s\n", stages[i].Title, c.ResultText(r))
	}
	if c.Outcome().Over {
		if win := c.Outcome().Winner; win >= 0 {
			fmt.Fprintf(w, "The campaign is over: %s (%s).\n", engine.Agree(c.Name(win), "wins"), c.Outcome().Reason)
		} else {
			fmt.Fprintf(w, "The campaign is over: a draw (%s).\n", c.Outcome().Reason)
		}
		return
	}
	// During a battle the scenario being fought is named with the
	// battle's own turn, as the game screen's header counts it; "Next"
	// is for the time between battles (it read "Next: Scenario 2" while
	// scenario 2 was being fought).
	if b := c.Battle(); b != nil {
		turn := fmt.Sprintf("turn %d", b.Turn())
		if n := b.TurnLimit(); n > 0 {
			turn += fmt.Sprintf(" of %d", n)
		}
		fmt.Fprintf(w, "Being played: %s, %s\n", c.Stage(), turn)
	} else if st, ok := c.NextStage(); ok {
		fmt.Fprintf(w, "Next: %s\n", st.Title)
	}
	fmt.Fprintf(w, "Now: %s (%s to act)\n", c.Phase().Name, c.Name(c.Phase().Actors[0]))
	if sh, ok := c.Shop(); ok {
		for p := range sh.Purchases {
			var bought []string
			for _, b := range sh.Purchases[p] {
				bought = append(bought, fmt.Sprintf("%s (%d)", b.Label, b.Cost))
			}
			if len(bought) > 0 {
				fmt.Fprintf(w, "%s has bought so far: %s\n", c.Name(engine.Player(p)), strings.Join(bought, ", "))
			}
		}
	}
}

// earlierCampaignFormat is the format of the first campaign files: the
// rosters and results in a file of their own, not a save.
const earlierCampaignFormat = "armada-tui/silentdeath-campaign"

// earlierCampaign is the refusal of a campaign file of the earlier format,
// naming it as one, or nil when data is not one. Only 'campaign next' and
// 'campaign resume' said so; resume, replay and validate called it "not a
// save file of armada-tui (format is "armada-tui/silentdeath-campaign",
// want "armada-tui-save")", which the README promises they do not.
func earlierCampaign(path string, data []byte) error {
	var head struct {
		Format string `json:"format"`
	}
	if json.Unmarshal(data, &head) != nil || head.Format != earlierCampaignFormat {
		return nil
	}
	return fmt.Errorf("%s: a Silent Death campaign file of an earlier version (its rosters and results in a file of their own), which this armada-tui does not read: start a new campaign with 'armada-tui campaign new FILE'", path)
}
