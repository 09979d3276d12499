package silentdeath

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// stageEnd is Screens.StageEnd: the page of a campaign's scenario that
// the intent from before to after finished (fought, or forfeited by a side
// that could field nothing): who won it and why, the craft and crew each
// side struck off its roster, the points it gains and has in hand, the standings after it,
// and after the sixth the campaign's result. nil when no scenario ended.
func stageEnd(cfg tui.Config, before, after engine.State, w int) ([]string, bool) {
	b, okB := before.(*sd.Campaign)
	a, okA := after.(*sd.Campaign)
	if !okB || !okA || a.Played() <= b.Played() {
		return nil, false
	}
	return battleEndPage(tui.NewStyles(cfg.Color), b, a, w), a.Outcome().Over || a.Played() >= len(sd.Stages())
}

// battleEndPage words the scenario a finished: b is the campaign before
// the intent that finished it.
func battleEndPage(st tui.Styles, b, a *sd.Campaign, w int) []string {
	stages, results := sd.Stages(), a.Results()
	n := len(results) - 1
	title := "A scenario is over"
	if n >= 0 && n < len(stages) {
		title = stages[n].Title + " is over"
	}
	out := []string{st.Title.Render(tui.Truncate(title, w)), ""}
	add := func(style func(...string) string, text string, indent int) {
		for _, l := range tui.Wrap(text, w, indent) {
			out = append(out, style(l))
		}
	}
	plain := func(s ...string) string { return strings.Join(s, " ") }
	if n >= 0 {
		add(st.Selected.Render, upper(a.ResultText(results[n])+"."), 2)
	}
	out = append(out, "")
	for p := engine.Player(0); p < 2; p++ {
		was, is := b.Squadron(p), a.Squadron(p)
		var lost []string
		if craft := lostCraft(was, is); len(craft) > 0 {
			lost = append(lost, engine.Count(len(craft), "craft", "craft")+" ("+groupedLabels(craft)+")")
		}
		if crew := lostCrew(was, is); len(crew) > 0 {
			lost = append(lost, engine.Count(len(crew), "crew member", "crew")+" ("+groupedLabels(crew)+")")
		}
		what := "nothing"
		if len(lost) > 0 {
			what = engine.List(lost...)
		}
		has := a.PointsInHand(p)
		add(plain, fmt.Sprintf("%s %s; %s %s for reinforcements (%d in hand).", engine.Agree(is.Name, "loses"), what,
			engine.VerbFor(is.Name, "gains"), engine.Count(has-b.PointsInHand(p), "point", "points"), has), 4)
	}
	out = append(out, "", st.Title.Render(tui.Truncate(fmt.Sprintf("The campaign after %d of %d scenarios (11.7)", a.Played(), len(stages)), w)))
	for p := engine.Player(0); p < 2; p++ {
		s := a.Squadron(p)
		role := ""
		if r := a.Role(p); r != "" {
			role = " (" + r + ")"
		}
		add(plain, fmt.Sprintf("%s%s: %s won, roster worth %d", s.Name, role, engine.Count(s.Wins, "scenario", "scenarios"), s.Value()), 4)
	}
	var vets []string
	for p := engine.Player(0); p < 2; p++ {
		if k := len(a.Advances(p)); k > 0 {
			vets = append(vets, engine.Count(k, "veteran", "veterans")+" of "+a.Name(p))
		}
	}
	if len(vets) > 0 {
		add(plain, "To raise a skill first (10.1): "+strings.Join(vets, " and ")+".", 2)
	}
	switch out2 := a.Outcome(); {
	case out2.Over && out2.Winner >= 0:
		add(st.Selected.Render, fmt.Sprintf("The campaign is over: %s (%s).", engine.Agree(a.Name(out2.Winner), "wins"), out2.Reason), 2)
	case out2.Over:
		add(st.Selected.Render, "The campaign is over: a draw ("+out2.Reason+").", 2)
	case a.Played() >= len(stages):
		add(plain, "That was the last scenario: the campaign's result follows the veterans' advances.", 2)
	default:
		if next, ok := a.NextStage(); ok {
			add(plain, "Next: "+next.Title+".", 2)
		}
	}
	return out
}

// lostCraft are the craft on the roster was that is are without, by
// their labels.
func lostCraft(was, is sd.Squadron) []string {
	kept := map[string]int{}
	for _, c := range is.Craft {
		kept[c.Type+"\x00"+c.ID]++
	}
	var out []string
	for _, c := range was.Craft {
		k := c.Type + "\x00" + c.ID
		if kept[k] > 0 {
			kept[k]--
			continue
		}
		out = append(out, c.Label())
	}
	return out
}

// lostCrew are the crew on the roster was that is are without: those with
// a roster number by it, any other by skills.
func lostCrew(was, is sd.Squadron) []string {
	kept := map[string]int{}
	for _, m := range is.Crew {
		kept[memberKey(m)]++
	}
	var out []string
	for _, m := range was.Crew {
		k := memberKey(m)
		if kept[k] > 0 {
			kept[k]--
			continue
		}
		if m.No > 0 {
			// Its number alone: the skills made a long loss wrap over
			// the standings at 80 columns.
			kind := "gunner"
			if m.Pilot {
				kind = "pilot"
			}
			out = append(out, fmt.Sprintf("%s #%d", kind, m.No))
			continue
		}
		out = append(out, m.String())
	}
	return out
}

// groupedLabels lists labels of a kind once each: "Night Hawk A, B and
// D, Salamander A", "pilot #1 and #3, gunner #7", each kind where it first
// comes; a label's kind is all but its last word.
func groupedLabels(labels []string) string {
	var kinds []string
	of := map[string][]string{}
	for _, l := range labels {
		kind, last := "", l
		if i := strings.LastIndex(l, " "); i >= 0 {
			kind, last = l[:i], l[i+1:]
		}
		if _, ok := of[kind]; !ok {
			kinds = append(kinds, kind)
		}
		of[kind] = append(of[kind], last)
	}
	var out []string
	for _, k := range kinds {
		out = append(out, strings.TrimSpace(k+" "+engine.List(of[k]...)))
	}
	return strings.Join(out, ", ")
}

func memberKey(m sd.Member) string {
	if m.No > 0 {
		return "#" + strconv.Itoa(m.No)
	}
	return m.String()
}

// upper is s with a capital first letter.
func upper(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
