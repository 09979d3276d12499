package silentdeath

import (
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// Silent Death's phases with screens of their own: the purchases of 11.8
// and of a campaign's rosters and reinforcements (shop.go), and the
// campaign's craft pools, fielding and experience (campaign.go). Each is
// one bubbletea model with its own keys; each decision goes back to the
// game screen as an intent (tui.Proposals), which applies and saves it. The
// battles are played on the map board and the action list.

// phaseModel is Screens.Phase: the screen of the phase view is in, for me,
// or nil for the board and the action list.
func phaseModel(cfg tui.Config, view engine.State, me engine.Player, prev tui.PhaseModel) tui.PhaseModel {
	if me == engine.NoPlayer || !view.Phase().Acting(me) {
		return nil
	}
	st := tui.NewStyles(cfg.Color)
	switch s := view.(type) {
	case *sd.State:
		if sh, ok := s.Shop(); ok {
			return newShopModel(st, view, me, sh, nil, prev)
		}
	case *sd.Campaign:
		if sh, ok := s.Shop(); ok {
			roster := s.Squadron(me)
			return newShopModel(st, view, me, sh, &roster, prev)
		}
		if left, picker, ok := s.PoolChoice(); ok && picker == me {
			return newPoolsModel(st, s, me, left, prev)
		}
		if fv, ok := s.Fielding(me); ok {
			return newFieldModel(st, s, me, fv, prev)
		}
		if adv := s.Advances(me); len(adv) > 0 {
			return newExpModel(st, s, me, adv, prev)
		}
	}
	return nil
}

// propose proposes in through p (tui.Proposals), or gives the reason it
// may not be made: the phase screens check an intent before they propose
// it, so that a refusal is explained where it was asked for.
func propose(p *tui.Proposals, view engine.State, in engine.Intent) (ok bool, refusal string) {
	if err := view.Check(in); err != nil {
		return false, "Refused: " + err.Error()
	}
	p.Propose(in)
	return true, ""
}

// page lays a phase screen out in exactly w×h cells: the title and the
// prompt, the body, the note (a message or an error) and the detail, which
// gives up its last lines first when the terminal is short.
func page(st tui.Styles, w, h int, title, prompt string, body, detail []string, msg, errText string) string {
	lines := []string{st.Title.Render(tui.Truncate(title, w)), st.Subtle.Render(tui.Truncate(prompt, w))}
	lines = append(lines, body...)
	note := pageNotes(st, msg, errText, w)
	if room := h - len(lines) - 1 - len(note); len(detail) > room {
		detail = detail[:max(0, room)]
	}
	lines = append(lines, "")
	for _, l := range detail {
		lines = append(lines, tui.Truncate(l, w))
	}
	lines = append(lines, note...)
	for i := range lines {
		lines[i] = tui.Truncate(lines[i], w)
	}
	return strings.Join(tui.Column(lines, w, h), "\n")
}

// pageNotes are the rows page gives a message and an error: none for
// neither (an empty message wrapped is one empty line, and two of them
// took the room of the detail's last lines), else a blank row and their
// wrapped lines (tui.Styles.Notes).
func pageNotes(st tui.Styles, msg, errText string, w int) []string {
	note := st.Notes(msg, errText, w)
	if len(note) == 0 {
		return nil
	}
	return append([]string{""}, note...)
}

// wrapped wraps text to w and renders it subtle, indented by two.
func wrapped(st tui.Styles, text string, w int) []string {
	var out []string
	for _, l := range tui.Wrap(text, w-2, 0) {
		out = append(out, st.Subtle.Render("  "+l))
	}
	return out
}

// cursorLine is a list's line: "> text" under the cursor, "  text" else.
func cursorLine(st tui.Styles, text string, on, dim bool) string {
	switch {
	case on:
		return st.Selected.Render("> " + text)
	case dim:
		return st.Subtle.Render("  " + text)
	}
	return "  " + text
}
