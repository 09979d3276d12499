package starmada

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
	"github.com/armada-tui/armada-tui/internal/render"
)

// The map board's optional hooks (tui.MapRuler, CellNamer, UnitNamer,
// UnitSummary, AutoZoomLimit): the rulebook's CCRR numbering along the
// map's edges, hexes typed as the orders and set-up read them, ships named
// by their names in the go-to field and the unit list, and how far out the
// board zooms by itself.

// ColumnLabel implements tui.MapRuler: Starmada numbers columns and rows
// from 00, two digits each, and writes a hex as the two run together
// ("1502": column 15, row 02).
func (g *smGame) ColumnLabel(col int) string { return fmt.Sprintf("%02d", col) }

// RowLabel implements tui.MapRuler.
func (g *smGame) RowLabel(row int) string { return fmt.Sprintf("%02d", row) }

// CellName implements tui.CellNamer: "1502".
func (g *smGame) CellName(h hex.Hex) string { return sm.HexLabel(h) }

// ParseCell implements tui.CellNamer: "1502" or "15,2".
func (g *smGame) ParseCell(text string) (hex.Hex, bool) {
	h, err := sm.ParseHex(strings.Trim(strings.TrimSpace(text), "[]"))
	return h, err == nil
}

// UnitName implements tui.UnitNamer: the first ship in the hex by its
// name (one's own before the enemy's), else the flights there.
func (g *smGame) UnitName(st engine.State, me engine.Player, h hex.Hex) string {
	s := smState(st)
	if s == nil {
		return ""
	}
	if sh, ok := shipAt(s, me, h); ok {
		return sh.Name
	}
	var ids []string
	for _, c := range s.Craft() {
		if c.Hex == h && c.Fighters > 0 {
			ids = append(ids, c.ID.String())
		}
	}
	if len(ids) > 0 {
		return strings.Join(ids, ", ")
	}
	for _, e := range s.Explosions() {
		if e.Hex == h {
			return fmt.Sprintf("explosion %d", e.Strength)
		}
	}
	for _, o := range s.Objects() {
		if o.Hex == h {
			return o.Kind
		}
	}
	return ""
}

// AutoZoomLimit implements tui.AutoZoomLimit: the board's own zoom stops
// at the compact drawing, whose ids and facings a player writes orders
// by; the overview's one letter a ship (the standard battle's fleets read
// "S A H L" and "H H M W" at 80×24) is for 0 and -.
func (g *smGame) AutoZoomLimit() render.Zoom { return render.Compact }

// Summary implements tui.UnitSummary: a ship's hull, shields and MP and
// what it can still do, or the craft in the hex.
func (g *smGame) Summary(st engine.State, me engine.Player, h hex.Hex) string {
	s := smState(st)
	if s == nil {
		return ""
	}
	flights := flightsHere(s, h)
	sh, ok := shipAt(s, me, h)
	if !ok {
		if flights != "" {
			return flights
		}
		return g.UnitName(st, me, h)
	}
	hull := 0
	for _, b := range sh.Hull {
		if b.Mark == "" {
			hull++
		}
	}
	// The list gives the id and the hex already, and the id's colour the
	// side: the line is what the sheet would say first, short.
	l := fmt.Sprintf("%s: hull %d/%d, shields %d, %d MP", sh.Name, hull, len(sh.Hull), sh.Shields, sh.MP)
	if sh.Crippled {
		l = sh.Name + ": crippled"
	}
	if n := countHere(s, h); n > 1 {
		l += fmt.Sprintf(", %d more here", n-1)
	}
	if flights != "" {
		// The unit list has a line a hex: the flights in a ship's hex (a
		// carrier's, launched or back) are named on its line, where the
		// list showed none of them (found at 80×24, Turn 1's orders).
		l += "; " + flights
	}
	return l
}

// flightsHere names the flights and satellites in h, a carrier's together
// with their number: "Paladin/F1, F2, F3 (18 fighters)".
func flightsHere(s *sm.State, h hex.Hex) string {
	var parts []string
	var cur sm.CraftID
	var names []string
	n := 0
	flush := func() {
		if len(names) == 0 {
			return
		}
		what := engine.Count(n, "fighter", "fighters")
		if cur.Satellite {
			what = engine.Count(n, "satellite", "satellites")
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", strings.Join(names, ", "), what))
		names, n = nil, 0
	}
	for _, c := range s.Craft() {
		if c.Hex != h || c.Fighters <= 0 {
			continue
		}
		if len(names) == 0 || c.ID.Carrier != cur.Carrier || c.ID.Satellite != cur.Satellite {
			flush()
			cur = c.ID
			names = append(names, c.ID.String())
		} else {
			names = append(names, strings.TrimPrefix(c.ID.String(), c.ID.Carrier+"/"))
		}
		n += c.Fighters
	}
	flush()
	return strings.Join(parts, "; ")
}

// shipAt is the ship on the map in h that the unit list and go-to name:
// one's own first.
func shipAt(s *sm.State, me engine.Player, h hex.Hex) (sm.ShipInfo, bool) {
	var found sm.ShipInfo
	ok := false
	for _, sh := range s.Ships() {
		if !live(sh) || sh.Hex != h {
			continue
		}
		if !ok || sh.Side == me && found.Side != me {
			found, ok = sh, true
		}
	}
	return found, ok
}

// countHere counts the ships on the map in h.
func countHere(s *sm.State, h hex.Hex) int {
	n := 0
	for _, sh := range s.Ships() {
		if live(sh) && sh.Hex == h {
			n++
		}
	}
	return n
}
