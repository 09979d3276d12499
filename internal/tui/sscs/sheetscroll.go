package sscs

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The whole sheet of a hex (the unit list's U, then enter) holds every
// ship in it, each record at full length, and scrolls: at 80×24 the
// boarding action's Maw and Bastion, docked in one hex, were each cut to
// their share of 14 rows, the Bastion's weapons never appeared, the sheet
// said "+2 more weapons: see U" to a player who was there, and ↓/j went
// on to the next unit. Now ↓/j and ↑/k scroll the sheet, and go on to the
// next or previous unit only from its end or its top.
//
// The map board tells a game nothing of its modes; which one a frame
// draws is read from what it asks: the unit list is the one frame that
// asks for summaries (tui.UnitSummary), and the whole sheet the one that
// asks for a sheet the whole board wide and high.

// page is what the frame being drawn asks of the sheet, and the scroll of
// the whole sheet.
type page struct {
	w, h  int  // the board's size in this frame
	list  bool // the unit list is drawn (it asked for summaries)
	sheet bool // the whole sheet is drawn
	was   bool // the previous frame drew the whole sheet too
	at    hex.Hex
	top   int // the first line shown
	lines int // the whole sheet's length
	rows  int // the rows it is shown in
	// back is set by ↑/k at the whole sheet's top, which goes on to the
	// previous unit: its sheet opens at its end, where reading back goes
	// on (it opened at its top, a play-tester found).
	back bool
}

// begin starts a frame of the board of size w×h.
func (p *page) begin(w, h int) {
	p.was = p.sheet
	p.w, p.h, p.list, p.sheet = w, h, false, false
}

// whole reports whether a sheet of w×rows is the whole sheet across the
// board, and notes that it is drawn.
func (p *page) whole(w, rows int) bool {
	if p.w == 0 || w != p.w || rows != p.h {
		return false
	}
	p.sheet = true
	return true
}

// more says where the rest of a record cut short is: on the whole sheet,
// opened by enter from the unit list, and from the map by U.
func (p *page) more() string {
	if p.list {
		return "press enter"
	}
	return "see U"
}

// scroll moves the whole sheet by a line for ↓/j and ↑/k; it reports
// whether it did (not at the sheet's end or top, nor on another screen).
func (p *page) scroll(msg tea.KeyPressMsg) bool {
	if !p.sheet || p.lines <= p.rows {
		return false
	}
	switch {
	case key.Matches(msg, tui.KeyDown) && p.top < p.lines-(p.rows-1):
		p.top++
	case key.Matches(msg, tui.KeyUp) && p.top > 0:
		p.top--
	default:
		return false
	}
	return true
}

// window shows body in rows lines from the scroll's top, with a last line
// that says what is below and which keys scroll. A sheet opened anew, or
// of another hex, starts at its top.
func (p *page) window(t *render.Theme, body []string, at hex.Hex, w, rows int) []string {
	if !p.was || at != p.at {
		p.top = 0
		if p.back && p.was {
			p.top = len(body) // to the end, below
		}
	}
	p.back = false
	p.at, p.lines, p.rows = at, len(body), rows
	if len(body) <= rows || rows < 2 {
		p.top = 0
		return body
	}
	view := rows - 1
	p.top = min(max(p.top, 0), len(body)-view)
	out := append([]string(nil), body[p.top:p.top+view]...)
	hint := "↑/k scrolls back · ↓/j next unit"
	if below := len(body) - p.top - view; below > 0 {
		hint = fmt.Sprintf("↓ %s: ↓/j scrolls", engine.Count(below, "more line", "more lines"))
		if p.top > 0 {
			hint += ", ↑/k back"
		}
	}
	return append(out, t.Render(render.Dim, tui.Truncate(hint, w)))
}

// wholeSheet is the sheet of hex c across the board: what the intent
// under the cursor would do, then every ship in the hex with its whole
// record, scrolled to fit rows.
func (g *mapGame) wholeSheet(s *sscs.State, me engine.Player, c hex.Hex, hover engine.Intent, w, rows int) []string {
	// A record across 200 columns put a weapon's numbers 180 columns from
	// its name: the lines keep to a sheet's width at most.
	w = min(w, wholeWidth)
	body := g.hoverLines(s, hover, w)
	order := g.shipsAt(s, me, c, hover)
	if len(order) == 0 {
		body = append(body, g.theme.Render(render.Title, "Hex "+sscs.FormatHex(c)))
		body = append(body, g.hexNotes(s, c, w)...)
	}
	// Each system on its lines where all fit; else the auxiliaries folded
	// (every weapon still on its lines), and scrolled if still too long.
	var full, folded []string
	for i, sh := range order {
		if i > 0 {
			full, folded = append(full, ""), append(folded, "") // a blank between two records
		}
		head := g.recordHead(s, sh, w)
		wl, aux := g.systemBlocks(sh.Systems, w)
		full, folded = append(full, head...), append(folded, head...)
		for _, e := range wl {
			full, folded = append(full, e...), append(folded, e...)
		}
		for _, si := range aux {
			full = append(full, g.systemLine(si, w))
		}
		folded = append(folded, foldedAux(aux, w)...)
	}
	if len(body)+len(full) <= rows {
		return g.page.window(g.theme, append(body, full...), c, w, rows)
	}
	return g.page.window(g.theme, append(body, folded...), c, w, rows)
}

// wholeWidth is the widest the whole sheet's lines are laid out.
const wholeWidth = 64

// Key implements tui.KeyedBoard: ↓/j and ↑/k scroll the whole sheet while
// it has more that way; every other key is the map board's.
func (b *board) Key(msg tea.KeyPressMsg) bool {
	if b.g.page.scroll(msg) {
		return true
	}
	b.g.page.back = b.g.page.sheet && key.Matches(msg, tui.KeyUp)
	return b.HexBoard.Key(msg)
}
