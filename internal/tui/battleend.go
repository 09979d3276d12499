package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The end of a battle of a series (a Silent Death campaign) gets a page of
// its own before the next battle's briefing (Screens.StageEnd): who won
// the battle just fought and what each side lost, which would otherwise
// show only in the standings under the briefing once it was closed. It
// covers everything but the quit question, and enter goes on.

// battleEnd is a battle's end on screen: the record whose intent ended it,
// and whether it was the series' last.
type battleEnd struct {
	at   int
	last bool
}

// stageEndPage asks the game for the page of the battle the intent of
// record i ended, nil when it ended none.
func stageEndPage(cfg Config, sess *engine.Session, i, w int) ([]string, bool) {
	f := cfg.catalog().Screens(sess.Game.ID()).StageEnd
	if f == nil || i < 0 || i >= sess.Len() {
		return nil, false
	}
	// Both sides read the page (it comes before any handoff), so it is
	// drawn from what neither side hides: the views of no player.
	return f(cfg, sess.StateAt(i).View(engine.NoPlayer), sess.StateAt(i+1).View(engine.NoPlayer), w)
}

// lastBattleEnd is the battle's end a resumed game shows: the last one,
// when no person has made an intent since (only the computer's sides
// have), so that a save written at that moment opens where it was left.
func lastBattleEnd(cfg Config, sess *engine.Session) *battleEnd {
	if cfg.catalog().Screens(sess.Game.ID()).StageEnd == nil {
		return nil
	}
	recs := sess.Records()
	for i := len(recs) - 1; i >= 0; i-- {
		if page, last := stageEndPage(cfg, sess, i, minWidth); page != nil {
			return &battleEnd{at: i, last: last}
		}
		a := recs[i].Intent.Actor()
		if a >= 0 && int(a) < len(sess.Players) && sess.Players[a].IsHuman() {
			return nil
		}
	}
	return nil
}

// scanEnds looks at the records made since the last look for a battle's
// end, and shows the last one found; an undo back past the end shown
// takes it away.
func (p *play) scanEnds() {
	n := p.sess.Len()
	if p.ended != nil && p.ended.at >= n {
		p.ended = nil
	}
	if p.scanned > n {
		p.scanned = n
	}
	for i := p.scanned; i < n; i++ {
		if page, last := stageEndPage(p.cfg, p.sess, i, minWidth); page != nil {
			p.ended = &battleEnd{at: i, last: last}
		}
	}
	p.scanned = n
}

// keyEndedGo closes the battle's end.
var keyEndedGo = key.NewBinding(key.WithKeys("enter", "space", "esc"), key.WithHelp("enter", "the next battle's briefing"))

// endedKey is the key that leaves the battle's end, with what it leads to.
func (p *play) endedKey() key.Binding {
	k := keyEndedGo
	if p.ended != nil && p.ended.last {
		k.SetHelp("enter", "to the table")
	}
	return k
}

// endedKeyPress answers a key on the battle's end: quit asks, enter goes
// on (to the next battle's briefing, or after the last battle to the
// table); nothing else is played under it.
func (p *play) endedKeyPress(msg tea.KeyPressMsg) {
	switch {
	case key.Matches(msg, KeyQuit):
		p.quitting = true
	case key.Matches(msg, keyEndedGo):
		if p.ended.last {
			p.over = noOverlay
		} else {
			p.over, p.brief.top = briefingOverlay, 0
		}
		p.ended = nil
		p.refresh()
	}
}

// endedLines are the battle's end in h rows: the game's page, then
// whether the game is saved and the key to go on, which stay when the
// page is too long for the terminal (the page gives up its last lines).
func (p *play) endedLines(w, h int) []string {
	page, _ := stageEndPage(p.cfg, p.sess, p.ended.at, w)
	var foot []string
	if p.sess.Path != "" {
		foot = append(foot, "")
		for _, l := range Wrap("Saved in "+p.sess.Path, w, 2) {
			foot = append(foot, p.st.OK.Render(l))
		}
	}
	next := "enter: the next battle's briefing"
	if p.ended.last {
		next = "enter: to the table"
	}
	foot = append(foot, p.st.Subtle.Render(next))
	if room := h - len(foot); len(page) > room {
		page = page[:max(0, room)]
	}
	return Column(append(append([]string(nil), page...), foot...), w, h)
}
