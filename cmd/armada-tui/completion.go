package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// completeFlagValues lets the shell complete the values of the flags that
// take a game's names: --scenario (the game's scenarios, or a file),
// --ai and selfplay's --a and --b (its opponent levels), --option (its keys, then their
// choices), --game (the game ids). The game is the command's GAME
// argument; where it is not typed yet, nothing is offered. Only the game
// ids completed before: tab after --scenario offered the files of the
// folder.
func (a *app) completeFlagValues(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		a.completeFlags(c)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

func (a *app) completeFlags(c *cobra.Command) {
	// gameOf is the game a command line names: its first argument, or
	// Silent Death for the campaign.
	gameOf := func(cmd *cobra.Command, argv []string) (engine.Game, bool) {
		if strings.HasPrefix(cmd.CommandPath(), "armada-tui campaign") {
			return a.games.Lookup("silentdeath")
		}
		if len(argv) == 0 {
			return nil, false
		}
		g, err := a.game(argv[0])
		return g, err == nil
	}
	register := func(flag string, f func(g engine.Game, typed string) ([]string, cobra.ShellCompDirective)) {
		if c.Flags().Lookup(flag) == nil {
			return
		}
		_ = c.RegisterFlagCompletionFunc(flag, func(cmd *cobra.Command, argv []string, typed string) ([]string, cobra.ShellCompDirective) {
			g, ok := gameOf(cmd, argv)
			if !ok {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return f(g, typed)
		})
	}
	register("scenario", func(g engine.Game, _ string) ([]string, cobra.ShellCompDirective) {
		scs, _ := a.games.Scenarios(g)
		var names []string
		for _, sc := range scs {
			names = append(names, sc.Name()+"\t"+sc.Title())
		}
		return names, cobra.ShellCompDirectiveDefault // a scenario file too
	})
	levels := func(g engine.Game, _ string) ([]string, cobra.ShellCompDirective) {
		return g.Levels(), cobra.ShellCompDirectiveNoFileComp
	}
	register("ai", levels)
	register("a", levels) // selfplay's two sides
	register("b", levels)
	register("option", func(g engine.Game, typed string) ([]string, cobra.ShellCompDirective) {
		var out []string
		if key, _, ok := strings.Cut(typed, "="); ok {
			for _, s := range g.OptionSpecs() {
				if s.Key == key {
					for _, v := range s.Choices {
						out = append(out, key+"="+v)
					}
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		}
		for _, s := range g.OptionSpecs() {
			out = append(out, s.Key+"=\t"+s.Summary)
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	})
	if c.Flags().Lookup("game") != nil {
		_ = c.RegisterFlagCompletionFunc("game", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return a.gameIDs(), cobra.ShellCompDirectiveNoFileComp
		})
	}
}
