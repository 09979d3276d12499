package silentdeath

import (
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// The map board's optional hooks Silent Death fills.
var (
	_ tui.MapRuler             = (*sdGame)(nil)
	_ tui.CellNamer[hex.Hex]   = (*sdGame)(nil)
	_ tui.UnitNamer[hex.Hex]   = (*sdGame)(nil)
	_ tui.UnitSummary[hex.Hex] = (*sdGame)(nil)
	_ tui.AlsoShown[hex.Hex]   = (*sdGame)(nil)
)

// ColumnLabel implements tui.MapRuler: the map's columns as the log and the
// displays write hexes, "[col,row]" counted from 0.
func (g *sdGame) ColumnLabel(col int) string { return twoDigits(col) }

// RowLabel implements tui.MapRuler.
func (g *sdGame) RowLabel(row int) string { return twoDigits(row) }

func twoDigits(n int) string {
	if n >= 0 && n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// CellName implements tui.CellNamer: a hex as the log writes it, without
// its brackets ("17,11"), short enough for the unit list's column.
func (g *sdGame) CellName(h hex.Hex) string { return strings.Trim(sd.HexLabel(h), "[]") }

// ParseCell implements tui.CellNamer: "[17,11]", "17,11", "17 11" or
// "1711".
func (g *sdGame) ParseCell(text string) (hex.Hex, bool) {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "[]()"))
	var cs, rs string
	if i := strings.IndexAny(t, ", "); i >= 0 {
		cs, rs = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+1:])
	} else if len(t) == 4 {
		cs, rs = t[:2], t[2:]
	}
	col, err1 := strconv.Atoi(cs)
	row, err2 := strconv.Atoi(rs)
	if err1 != nil || err2 != nil || col < 0 || row < 0 {
		return hex.Hex{}, false
	}
	h := hex.FromOffset(col, row)
	if s := g.last; s != nil && !s.Board().In(h) {
		return hex.Hex{}, false
	}
	return h, true
}

// UnitName implements tui.UnitNamer: what stands at h, by its name.
func (g *sdGame) UnitName(st engine.State, me engine.Player, h hex.Hex) string {
	s := sdState(st)
	if s == nil {
		return ""
	}
	crafts := s.Crafts()
	_, names := sdTellApart(s, crafts)
	for i, c := range crafts {
		if c.InPlay && c.Hex == h {
			return names[i]
		}
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			return t.Mark.String() + " torp #" + strconv.Itoa(t.ID)
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			return sd.SatName(x.Index, x.Comm)
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		return "life pod"
	}
	return ""
}

// Summary implements tui.UnitSummary: the unit list's line, "Pit Viper A
// Drive 16/19 hits 5/23 moved" (the side is the id's colour), short enough
// for the list beside the display at 80 columns.
func (g *sdGame) Summary(st engine.State, me engine.Player, h hex.Hex) string {
	s := sdState(st)
	if s == nil {
		return ""
	}
	var parts []string
	for _, c := range s.Crafts() {
		if !c.InPlay || c.Hex != h {
			continue
		}
		boxes := 0
		for _, row := range c.Track {
			boxes += len(row)
		}
		drive := "Drive " + strconv.Itoa(c.Drive)
		if c.Drive != c.MaxDrive {
			drive += "/" + strconv.Itoa(c.MaxDrive)
		}
		p := c.Label + " " + drive + " hits " + strconv.Itoa(c.Hits) + "/" + strconv.Itoa(boxes)
		if c.Moved && s.Phase().Name == sd.PhaseMove {
			p += " moved"
		}
		parts = append(parts, p)
	}
	for _, t := range s.Torps() {
		if t.Hex == h {
			p := sd.Possessive(s.Name(t.Side)) + " " + t.Mark.String() + " torp #" + strconv.Itoa(t.ID)
			if t.Targets != "" && t.Targets != "nothing" {
				p += " → " + t.Targets
			}
			parts = append(parts, p)
		}
	}
	for _, x := range s.Sats() {
		if !x.Dead && x.Hex == h {
			parts = append(parts, sd.Possessive(s.Name(x.Side))+" "+sd.SatName(x.Index, x.Comm)+" · damage "+strconv.Itoa(x.Damage)+"/"+strconv.Itoa(x.Capacity))
		}
	}
	if p, ok := s.Pod(); ok && p == h {
		parts = append(parts, "the life pod")
	}
	return strings.Join(parts, "; ")
}

// bearsText says what the craft's cannons would bear on after a step:
// "then bears on Spirit Rider A (3), Spirit Rider B (7)".
func bearsText(s *sd.State, c sd.CraftView, bs []sd.Bearing) string {
	if len(bs) == 0 {
		return "then no cannon bears on anything"
	}
	var names []string
	seen := map[sd.Target]bool{}
	for _, b := range bs {
		if !seen[b.Target] {
			seen[b.Target] = true
			names = append(names, s.TargetName(b.Target)+" ("+strconv.Itoa(b.Range)+")")
		}
	}
	return "then bears on " + strings.Join(names, ", ")
}
