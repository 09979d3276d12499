package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	tuisd "github.com/armada-tui/armada-tui/internal/tui/silentdeath"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/games/silentdeath/campaign"
	"github.com/armada-tui/armada-tui/internal/store"
)

// campaignCmd is Silent Death's Campaign Game (11.7): new, status, next.
func (a *app) campaignCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "campaign",
		Short: "Silent Death's six-scenario Campaign Game (11.7)",
		Long: `A campaign is its own file. 'campaign new PATH' buys both squadrons (300 points
each: people buy theirs on the roster screen, scripted sides with the scripted
roster builder), 'campaign status PATH' shows the standings, rosters and next
scenario, and 'campaign next PATH' plays the next scenario on the screen (or
scripted against scripted with --selfplay) and records the result. Between
scenarios people spend or bank their reinforcement points on the roster screen;
the builder spends the scripted sides'. People also choose their veterans'
advances (10.1: +1 Plt or +1 Gnr) after a scenario, and which craft to field
when a scenario limits their force (11.7: Side B 200 TPV in scenario 1).`,
	}
	var nameA, nameB, solo string
	var seed uint64
	var restricted, builder bool
	var options []string
	newCmd := &cobra.Command{
		Use:   "new PATH",
		Short: "Start a campaign: name the units, buy the rosters, roll Side A",
		Args:  args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			g := sd.Game{}
			opts, err := parseOptions(g, options)
			if err != nil {
				return err
			}
			scripted := [2]bool{}
			if solo != "" {
				switch {
				case solo == "1" || strings.EqualFold(solo, nameA):
					scripted[1] = true
				case solo == "2" || strings.EqualFold(solo, nameB):
					scripted[0] = true
				default:
					return usagef("--solo %q is neither %q nor %q (nor 1 or 2)", solo, nameA, nameB)
				}
			}
			if !cmd.Flags().Changed("seed") {
				seed = uint64(a.now().UnixNano())
			}
			c, err := campaign.New([2]string{nameA, nameB}, scripted, seed, restricted, opts)
			if err != nil {
				return usagef("%v", err)
			}
			if !builder {
				for p := range c.Sides {
					if err := a.buyRoster(c, p, fmt.Sprintf("Campaign roster (11.7): %d points", campaign.Budget), true); err != nil {
						return err
					}
				}
			}
			if err := store.WriteCampaign(argv[0], c); err != nil {
				return err
			}
			printStatus(a.out, c)
			return nil
		},
	}
	f := newCmd.Flags()
	f.StringVar(&nameA, "a", "Reaper's Own", "the first unit's name")
	f.StringVar(&nameB, "b", "The Destroyers", "the second unit's name")
	f.StringVar(&solo, "solo", "", "play SIDE (a unit's name, or 1 or 2) against the computer; default: both sides are people")
	f.Uint64Var(&seed, "seed", 0, "seed of the campaign's rolls (default: from the clock)")
	f.BoolVar(&restricted, "restricted", false, "restricted craft pools chosen alternately (11.7)")
	f.BoolVar(&builder, "builder", false, "buy the people's rosters with the scripted builder too, with no roster screen")
	f.StringArrayVar(&options, "option", nil, "optional rule KEY=VALUE for every scenario (see 'list options silentdeath'); experience is always on")

	statusCmd := &cobra.Command{
		Use:   "status PATH",
		Short: "Show a campaign's standings, rosters and next scenario",
		Args:  args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			c, err := store.ReadCampaign(argv[0], campaign.MaxSize, campaign.Decode)
			if err != nil {
				return err
			}
			printStatus(a.out, c)
			return nil
		},
	}
	var selfplay bool
	nextCmd := &cobra.Command{
		Use:     "next PATH",
		Aliases: []string{"resume"},
		Short:   "Play the campaign's next scenario and record the result",
		Args:    args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			path := argv[0]
			c, err := store.ReadCampaign(path, campaign.MaxSize, campaign.Decode)
			if err != nil {
				return err
			}
			if c.Over() {
				return fmt.Errorf("campaign %s is over", path)
			}
			if !selfplay {
				for p := range c.Sides {
					if err := a.chooseField(c, p); err != nil {
						return err
					}
				}
			}
			sc, opts, err := c.NextScenario()
			var nf *campaign.NoForceError
			if errors.As(err, &nf) {
				if err := c.Forfeit(nf.Side); err != nil {
					return err
				}
				fmt.Fprintln(a.out, nf.Error())
				return a.afterScenario(c, path, !selfplay)
			}
			if err != nil {
				return err
			}
			if err := store.WriteCampaign(path, c); err != nil {
				return err
			}
			players := make([]engine.PlayerSlot, 2)
			for i, s := range sc.Sides() {
				players[i] = engine.PlayerSlot{Side: s.Name, Kind: engine.Human}
				for _, cs := range c.Sides {
					if cs.Name == s.Name && (cs.Scripted || selfplay) {
						players[i].Kind, players[i].Level = engine.Scripted, engine.LevelScripted
					}
				}
			}
			sess, err := engine.NewSession(sd.Game{}, sc, opts, c.Seed+uint64(c.Next)+1, players)
			if err != nil {
				return err
			}
			sess.Path = fmt.Sprintf("%s.scenario-%d.json", strings.TrimSuffix(path, ".json"), c.Next+1)
			// A scenario left unfinished goes on where it stopped, as long as
			// its save is the same game (the same start) as the campaign
			// would begin now.
			if prev, err := store.Load(sess.Path, a.games.Lookup); err == nil &&
				!prev.State().Outcome().Over && prev.StateAt(0).Hash() == sess.StateAt(0).Hash() {
				sess = prev
				fmt.Fprintf(a.out, "Resuming %s after %d intents.\n", sess.Path, sess.Len())
			}
			if selfplay {
				if err := engine.PlayOut(sess, []engine.Opponent{sd.Scripted{}, sd.Scripted{}}, maxSelfplayIntents); err != nil {
					return err
				}
				if err := store.Save(sess); err != nil {
					return err
				}
			} else {
				if err := store.Save(sess); err != nil {
					return err
				}
				if err := a.screen.Game(sess, a.config()); err != nil {
					return err
				}
			}
			final, ok := sess.State().(*sd.State)
			if !ok || !final.Outcome().Over {
				fmt.Fprintf(a.out, "The scenario was left unfinished (saved as %s); 'campaign resume' goes on with it.\n", sess.Path)
				return nil
			}
			if err := c.Record(final); err != nil {
				return err
			}
			r := c.Results[len(c.Results)-1]
			fmt.Fprintf(a.out, "%s: %s\n", campaign.Stages[c.Next-1].Title, resultText(c, r))
			return a.afterScenario(c, path, !selfplay)
		},
	}
	nextCmd.Flags().BoolVar(&selfplay, "selfplay", false, "play the scenario scripted against scripted, with no screen")
	root.AddCommand(newCmd, statusCmd, nextCmd)
	return root
}

// afterScenario spends both sides' reinforcements and saves: people on
// the roster screen when there is one (and interactive), the scripted
// builder otherwise.
func (a *app) afterScenario(c *campaign.Campaign, path string, interactive bool) error {
	for p := range c.Sides {
		if err := a.chooseAdvances(c, p, interactive); err != nil {
			return err
		}
	}
	if !c.Over() {
		for p := range c.Sides {
			if _, ok := a.screen.(rosterScreen); ok && interactive && !c.Sides[p].Scripted {
				title := fmt.Sprintf("Reinforcements before %s: %d points", campaign.Stages[c.Next].Title, c.Sides[p].Bank)
				if err := a.buyRoster(c, p, title, false); err != nil {
					return err
				}
				continue
			}
			if err := c.Reinforce(p); err != nil {
				return err
			}
		}
	}
	if err := store.WriteCampaign(path, c); err != nil {
		return err
	}
	printStatus(a.out, c)
	return nil
}

func resultText(c *campaign.Campaign, r campaign.Result) string {
	if r.Winner < 0 {
		return "draw (" + r.Reason + ")"
	}
	return c.Sides[r.Winner].Name + " wins (" + r.Reason + ")"
}

func printStatus(w io.Writer, c *campaign.Campaign) {
	for p, s := range c.Sides {
		role := "Side B"
		if p == c.A {
			role = "Side A"
		}
		who := "people"
		if s.Scripted {
			who = "scripted"
		}
		fmt.Fprintf(w, "%s (%s, %s): %d scenario(s) won, roster value %d, %d point(s) banked\n", s.Name, role, who, s.Wins, s.Value(), s.Bank)
		for _, cr := range s.Craft {
			t, _ := sd.CraftByKey(cr.Type)
			lost := ""
			if l := cr.LostText(); l != "" {
				lost = "; lost: " + l
			}
			fmt.Fprintf(w, "  %s %s (BPV %d, %d box(es) marked%s)\n", t.Name, cr.ID, t.BPV, cr.Damage, lost)
		}
		for _, m := range s.Crew {
			if m.Pilot {
				fmt.Fprintf(w, "  pilot Plt %d Gnr %d\n", m.Plt, m.Gnr)
			} else {
				fmt.Fprintf(w, "  gunner Gnr %d\n", m.Gnr)
			}
		}
	}
	for i, r := range c.Results {
		fmt.Fprintf(w, "%s: %s\n", campaign.Stages[i].Title, resultText(c, r))
	}
	if c.Over() {
		if win := c.Winner(); win >= 0 {
			fmt.Fprintf(w, "The campaign is over: %s wins.\n", c.Sides[win].Name)
		} else {
			fmt.Fprintln(w, "The campaign is over: a draw.")
		}
		return
	}
	fmt.Fprintf(w, "Next: %s\n", campaign.Stages[c.Next].Title)
}

// rosterScreen is a screen on which people buy a campaign roster; the
// terminal has one (tuisd.RunRoster).
type rosterScreen interface {
	Roster(c uiConfig, title, name string, points int, pool, have []string, lack [2]int) ([]tuisd.RosterBuy, bool, error)
}

func (s terminalScreen) Roster(c uiConfig, title, name string, points int, pool, have []string, lack [2]int) ([]tuisd.RosterBuy, bool, error) {
	return tuisd.RunRoster(s.config(c), title, name, points, pool, have, lack)
}

// buyRoster lets the people of side p buy on the roster screen. With
// fresh, the side starts from nothing with the campaign's budget (the
// roster New bought for it is kept if they leave without finishing);
// otherwise they spend its banked points, and what they leave is banked.
func (a *app) buyRoster(c *campaign.Campaign, p int, title string, fresh bool) error {
	rs, ok := a.screen.(rosterScreen)
	s := &c.Sides[p]
	if !ok || s.Scripted {
		return nil
	}
	saved := *s
	points := s.Bank
	if fresh {
		s.Craft, s.Crew, s.Bank = nil, nil, 0
		points = campaign.Budget
	}
	var have []string
	for _, cr := range s.Craft {
		t, _ := sd.CraftByKey(cr.Type)
		line := fmt.Sprintf("%s %s, BPV %d, %d marked", t.Name, cr.ID, t.BPV, cr.Damage)
		if l := cr.LostText(); l != "" {
			line += "; lost: " + l
		}
		have = append(have, line)
	}
	for _, m := range s.Crew {
		if m.Pilot {
			have = append(have, fmt.Sprintf("pilot Plt %d Gnr %d", m.Plt, m.Gnr))
		} else {
			have = append(have, fmt.Sprintf("gunner Gnr %d", m.Gnr))
		}
	}
	lp, lg := s.Lacking()
	buys, done, err := rs.Roster(a.config(), title, s.Name, points, s.Pool, have, [2]int{lp, lg})
	if err != nil {
		*s = saved
		return err
	}
	if !done {
		*s = saved
		if fresh {
			fmt.Fprintf(a.out, "%s left the roster screen: it keeps the scripted builder's roster.\n", s.Name)
		} else {
			fmt.Fprintf(a.out, "%s banks its %d point(s).\n", s.Name, s.Bank)
		}
		return nil
	}
	for _, b := range buys {
		if b.Hire != "" {
			// a crew member hired alone (11.7's replacements)
			m := campaign.Member{Pilot: b.Hire == tuisd.HirePilot, Plt: b.Pilot.Plt, Gnr: b.Pilot.Gnr}
			switch {
			case b.Hire == tuisd.HireGunner && len(b.Gunners) == 1:
				m = campaign.Member{Gnr: b.Gunners[0]}
			case b.Hire != tuisd.HirePilot:
				*s = saved
				return fmt.Errorf("%s's roster: a hire of %q", s.Name, b.Hire)
			}
			if err := s.Hire(m, &points); err != nil {
				*s = saved
				return fmt.Errorf("%s's roster: %w", s.Name, err)
			}
			continue
		}
		m := campaign.Manned{Type: b.Type, Pilot: campaign.Member{Pilot: true, Plt: b.Pilot.Plt, Gnr: b.Pilot.Gnr}}
		for _, g := range b.Gunners {
			m.Gunners = append(m.Gunners, campaign.Member{Gnr: g})
		}
		if err := s.BuyManned(m, &points); err != nil {
			*s = saved
			return fmt.Errorf("%s's roster: %w", s.Name, err)
		}
	}
	s.Bank = points
	return nil
}

// campaignScreen is a screen on which people make the campaign's other
// choices: experience advances (10.1) and the craft to field under a
// force limit (11.7); the terminal has one.
type campaignScreen interface {
	Experience(c uiConfig, title, name string, rows []tuisd.ExpChoice) ([]bool, bool, error)
	Fielding(c uiConfig, title, name string, rows []tuisd.FieldChoice, maxCraft, maxTPV int) ([]bool, bool, error)
}

func (s terminalScreen) Experience(c uiConfig, title, name string, rows []tuisd.ExpChoice) ([]bool, bool, error) {
	return tuisd.RunExperience(s.config(c), title, name, rows)
}

func (s terminalScreen) Fielding(c uiConfig, title, name string, rows []tuisd.FieldChoice, maxCraft, maxTPV int) ([]bool, bool, error) {
	return tuisd.RunFielding(s.config(c), title, name, rows, maxCraft, maxTPV)
}

func memberText(m campaign.Member) string {
	if m.Pilot {
		return fmt.Sprintf("pilot Plt %d Gnr %d", m.Plt, m.Gnr)
	}
	return fmt.Sprintf("gunner Gnr %d", m.Gnr)
}

// chooseAdvances asks side p's people for their veterans' advances (10.1)
// on the screen; with no screen, when not interactive or when they leave
// it, the automatic rule raises them (Plt for pilots below 10, else Gnr).
func (a *app) chooseAdvances(c *campaign.Campaign, p int, interactive bool) error {
	adv := c.Advances(p)
	if len(adv) == 0 {
		return nil
	}
	s := &c.Sides[p]
	cs, ok := a.screen.(campaignScreen)
	if ok && interactive {
		var rows []tuisd.ExpChoice
		for _, v := range adv {
			m := s.Crew[v.Crew]
			rows = append(rows, tuisd.ExpChoice{Label: memberText(m), CanPlt: m.Pilot && m.Plt < 10, CanGnr: m.Gnr < 10})
		}
		plt, done, err := cs.Experience(a.config(), "Experience (10.1) after "+campaign.Stages[c.Next-1].Title, s.Name, rows)
		if err != nil {
			return err
		}
		if done {
			return c.Advance(p, plt)
		}
		fmt.Fprintf(a.out, "%s left the experience screen: the automatic rule raises its veterans.\n", s.Name)
	}
	c.AutoAdvance(p)
	return nil
}

// chooseField asks side p's people which craft to field when the next
// scenario limits their force (11.7); scripted sides, and people who
// leave the screen, get the builder's choice.
func (a *app) chooseField(c *campaign.Campaign, p int) error {
	s := &c.Sides[p]
	cs, ok := a.screen.(campaignScreen)
	if !ok || s.Scripted || !c.Limited(p) {
		return nil
	}
	draft := c.Draft(p)
	if len(draft) == 0 {
		return nil // NextScenario reports that the side cannot field a craft
	}
	var rows []tuisd.FieldChoice
	for _, d := range draft {
		r := s.Craft[d.Craft]
		t, _ := sd.CraftByKey(r.Type)
		var crew []string
		for _, m := range d.Crew {
			crew = append(crew, memberText(s.Crew[m]))
		}
		marked := fmt.Sprintf("%d marked", r.Damage)
		if l := r.LostText(); l != "" {
			marked += "; lost: " + l
		}
		label := fmt.Sprintf("%s %s (%s): %s", t.Name, r.ID, marked, strings.Join(crew, ", "))
		rows = append(rows, tuisd.FieldChoice{Label: label, TPV: c.TPV(d)})
	}
	maxCraft, maxTPV := c.Limit(p)
	on, done, err := cs.Fielding(a.config(), "Before "+campaign.Stages[c.Next].Title, s.Name, rows, maxCraft, maxTPV)
	if err != nil || !done {
		return err
	}
	var pick []int
	for i, d := range draft {
		if on[i] {
			pick = append(pick, d.Craft)
		}
	}
	return c.Choose(p, pick)
}
