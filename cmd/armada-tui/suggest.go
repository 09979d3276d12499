package main

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// didYouMean is "; did you mean X?" (or "X or Y") for the names close to
// what was typed, "" when none is.
func didYouMean(close []string) string {
	switch len(close) {
	case 0:
		return ""
	case 1:
		return "; did you mean " + close[0] + "?"
	}
	return "; did you mean " + strings.Join(close[:len(close)-1], ", ") + " or " + close[len(close)-1] + "?"
}

// closeNames are the names a mistyped word most likely meant: those it
// misspells by a letter or two ("stellarmada", "paly"; the nearest only),
// and those it begins ("silent"), in the order given.
func closeNames(typed string, names []string) []string {
	t := strings.ToLower(strings.TrimSpace(typed))
	if t == "" {
		return nil
	}
	var close []string
	// A misspelling is off by a letter in four, at least one and at
	// most three: "sd" is not two letters off "sscs".
	best := min(max(1, len([]rune(t))/4), 3) + 1
	for _, n := range names {
		switch d := engine.EditDistance(t, strings.ToLower(n)); {
		case d < best:
			best, close = d, []string{n}
		case d == best:
			close = append(close, n)
		}
	}
	for _, n := range names {
		if len(t) >= 3 && strings.HasPrefix(strings.ToLower(n), t) {
			close = appendNew(close, n)
		}
	}
	return close
}

// closeGames are the ids of the games a mistyped id likely meant: as
// closeNames finds them, and those whose title's initials it is ("sa" for
// Stellar Armada).
func (a *app) closeGames(typed string) []string {
	var ids []string
	for _, g := range a.games.All() {
		ids = append(ids, g.ID())
	}
	close := closeNames(typed, ids)
	t := strings.ToLower(strings.TrimSpace(typed))
	for _, g := range a.games.All() {
		if len(t) >= 2 && t == initials(g.Title()) {
			close = appendNew(close, g.ID())
		}
	}
	return close
}

// unknownGame says that no game has the id typed, which games there are,
// and which one was likely meant.
func (a *app) unknownGame(typed string) string {
	return "unknown game " + engine.Quote(typed) + " (" + a.knownGames() + ")" + didYouMean(a.closeGames(typed))
}

// closeCommands are cmd's commands a mistyped word likely meant. Cobra
// adds its suggestions to its own refusal only, which the checks of the
// commands' arguments replace.
func closeCommands(cmd *cobra.Command, typed string) []string {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return closeNames(typed, names)
}

// initials are the first letters of a title's words, lower case: "sa" for
// "Stellar Armada".
func initials(title string) string {
	var b strings.Builder
	for _, w := range strings.FieldsFunc(title, func(r rune) bool { return !unicode.IsLetter(r) }) {
		b.WriteRune(unicode.ToLower([]rune(w)[0]))
	}
	return b.String()
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// scenarioHint is what a scenario name unknown to g likely meant: g's
// scenario a letter or two off ("standrd"), or the game whose scenario it
// is ("play stellararmada --scenario duel": Starmada's); "" when neither.
func (a *app) scenarioHint(g engine.Game, typed string) string {
	names := func(g engine.Game) []string {
		scs, err := a.games.Scenarios(g)
		if err != nil {
			return nil
		}
		var out []string
		for _, sc := range scs {
			out = append(out, sc.Name())
		}
		return out
	}
	if close := closeNames(typed, names(g)); len(close) > 0 {
		return didYouMean(close)
	}
	var others []string
	for _, other := range a.games.All() {
		if other.ID() == g.ID() {
			continue
		}
		for _, n := range names(other) {
			if strings.EqualFold(n, strings.TrimSpace(typed)) {
				others = append(others, other.ID())
			}
		}
	}
	switch len(others) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("; %s is a scenario of %s", strings.TrimSpace(typed), others[0])
	}
	return fmt.Sprintf("; %s is a scenario of %s", strings.TrimSpace(typed), strings.Join(others, ", "))
}
