package sscs

import (
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/render"
)

// The whole sheet of a hex (the unit list's U, then enter) holds every
// ship in it, each record at full length, and the map board scrolls it
// (tui.WholeSheet): at 80×24 the boarding action's Maw and Bastion, docked
// in one hex, were each cut to their share of 14 rows, the Bastion's
// weapons never appeared, and the sheet said "+2 more weapons: see U" to a
// player who was there.
//
// The map board tells a game nothing of its modes; that the unit list is
// drawn is read from what the frame asks: the list is the one frame that
// asks for summaries (tui.UnitSummary).

// page is what the frame being drawn asks of the sheet.
type page struct {
	list bool // the unit list is drawn (it asked for summaries)
}

// begin starts a frame of the board.
func (p *page) begin() { p.list = false }

// more says where the rest of a record cut short is: on the whole sheet,
// opened by enter from the unit list, and from the map by U.
func (p *page) more() string {
	if p.list {
		return "press enter"
	}
	return "see U"
}

// WholeSheet implements tui.WholeSheet: the sheet of hex c across the
// board, what the intent under the cursor would do, then every ship in the
// hex with its whole record; the board scrolls what rows do not hold.
func (g *mapGame) WholeSheet(st engine.State, me engine.Player, c hex.Hex, hover engine.Intent, w, rows int) []string {
	s := sscsState(st)
	if s == nil {
		return nil
	}
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
		return append(body, full...)
	}
	return append(body, folded...)
}

// wholeWidth is the widest the whole sheet's lines are laid out.
const wholeWidth = 64
