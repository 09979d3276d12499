// Package render draws the screens of armada-tui as strings: the Stellar
// Armada mats, dice and log lines, hex maps and square maps.
//
// A map comes at three zoom levels (Zoom: Detailed, Compact, Overview),
// with the rulebook's coordinates along its top and left edges (a view's
// Ruler, ColLabel and RowLabel) and, for every unit off the window, a
// marker on the window's edge toward it (a view's Units). A map without
// edges is drawn from its Col0 and Row0. Every function over a view
// (drawing, HexAt and SquareAt for clicks, the Scroll functions, HexesFit)
// follows its zoom and leaves the ruler out of the map.
//
// Every function here is pure: it reads a view (a small struct the caller
// fills from the game state) and a viewport and returns text. Nothing in the
// package changes a game or rolls a die, and it never imports bubbletea, a game
// package or the TUI, so it can be tested with golden files alone.
//
// All styling goes through a Theme, which holds the glyphs (Unicode or ASCII)
// and the colours, and caches every styled string it has produced so that a
// map frame styles each (style, glyph) pair once, not once per cell.
package render

import (
	"image/color"
	"sort"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// Role names a kind of text that looks the same on every screen.
type Role uint8

// The roles of text. Plain is unstyled.
const (
	Plain    Role = iota
	Title         // headings, mat titles
	Dim           // secondary text, empty track boxes, map edges
	Good          // a hit for us, a success
	Bad           // damage, a failure, "destroyed"
	Warn          // something to notice: the reactor exposed, low ammo
	Cursor        // the map cursor (inverse video)
	Selected      // the selected system or unit (inverse, bold)
	numRoles
)

// Highlight is a set of overlay flags for one map cell: what the player is
// being shown while choosing a move or a shot. Several flags may be set at
// once; the map shows the most important one (see HexMap).
type Highlight uint8

// The overlay flags.
const (
	Reachable   Highlight = 1 << iota // the selected unit can move here
	InArc                             // inside the selected weapon's arc
	InRange                           // within the selected weapon's range
	LineOfSight                       // on a line of sight being traced
	Blocked                           // blocks sight or movement: asteroid, explosion marker
	Target                            // a unit that can be fired at
)

// Glyphs is the set of characters a theme draws with. Every glyph is exactly
// one terminal cell wide, in both sets.
type Glyphs struct {
	// Box drawing: horizontal, vertical and the four corners.
	H, V, TL, TR, BL, BR string
	// On and Off are a track's filled and empty boxes.
	On, Off string
	// Active marks the side whose turn it is; Select marks the selected item
	// so that a selection is visible without colour.
	Active, Select string
	// Arrows are the eight compass arrows, clockwise from N
	// (N, NE, E, SE, S, SW, W, NW).
	Arrows [8]string
	// HexUp and HexDown are the rising (/) and falling (\) hex sides;
	// HexEdge is the flat top and bottom of a hex.
	HexUp, HexDown, HexEdge string
	// CursorL and CursorR replace a hex's or square's sides at the cursor;
	// TargetL and TargetR flank a target ship on a square map.
	CursorL, CursorR, TargetL, TargetR string
	// Marks show overlays as characters, so that they read without colour.
	Marks Marks
	// Empty is the dot in an empty square of a square map; Body fills the
	// squares a large ship covers besides the one with its id.
	Empty, Body string
	// Dice are the six faces of a d6; in ASCII they are "[1]".."[6]".
	Dice [6]string
	// Edge are the arrows of the markers at a map window's edge that point
	// to units off the window, clockwise from N like Arrows. No facing
	// draws them: in Unicode they are triangles, in ASCII an "@" whatever
	// the direction (the marker's place on the edge tells it), since the
	// facings take every ASCII arrow there is and a marker drawn with one
	// ("<AB" at the left edge) read as a unit facing west where nothing
	// but the colour, which TERM=dumb has not, told them apart.
	Edge [8]string
}

// Marks are the one-cell glyphs of the map overlays. A cell in arc and in
// range at once shows ArcAndRange.
type Marks struct {
	Reachable, InArc, InRange, ArcAndRange, LineOfSight, Blocked, Target string
	// Hazard marks a hex of dangerous ground (HexCell.Hazard), beside
	// any overlay mark rather than instead of it.
	Hazard string
}

var unicodeGlyphs = Glyphs{
	H: "─", V: "│", TL: "┌", TR: "┐", BL: "└", BR: "┘",
	On: "●", Off: "○",
	Active: "▶", Select: "▸",
	Arrows: [8]string{"↑", "↗", "→", "↘", "↓", "↙", "←", "↖"},
	HexUp:  "╱", HexDown: "╲", HexEdge: "_",
	CursorL: "[", CursorR: "]", TargetL: "(", TargetR: ")",
	Marks: Marks{Reachable: "•", InArc: "~", InRange: ":", ArcAndRange: "+",
		LineOfSight: "*", Blocked: "▒", Target: "×", Hazard: "∴"},
	Empty: "·", Body: "░",
	Dice: [6]string{"⚀", "⚁", "⚂", "⚃", "⚄", "⚅"},
	Edge: [8]string{"▲", "◥", "▶", "◢", "▼", "◣", "◀", "◤"},
}

var asciiGlyphs = Glyphs{
	H: "-", V: "|", TL: "+", TR: "+", BL: "+", BR: "+",
	On: "*", Off: ".",
	Active: ">", Select: ">",
	Arrows: [8]string{"^", "/", ">", "\\", "v", "/", "<", "\\"},
	HexUp:  "/", HexDown: "\\", HexEdge: "_",
	CursorL: "[", CursorR: "]", TargetL: "(", TargetR: ")",
	Marks: Marks{Reachable: "o", InArc: "~", InRange: ":", ArcAndRange: "+",
		LineOfSight: "*", Blocked: "#", Target: "x", Hazard: "%"},
	Empty: ".", Body: "=",
	Dice: [6]string{"[1]", "[2]", "[3]", "[4]", "[5]", "[6]"},
	Edge: [8]string{"@", "@", "@", "@", "@", "@", "@", "@"},
}

// sideInks is the fixed palette of side colours. The values are mid-tone
// xterm-256 colours: saturated enough to tell apart, never so light that they
// vanish on a white background nor so dark that they vanish on a black one.
// A terminal of 256 colours or more draws these.
var sideInks = map[string]string{
	"red":     "160",
	"blue":    "33",
	"green":   "34",
	"yellow":  "178",
	"orange":  "208",
	"purple":  "99",
	"magenta": "164",
	"pink":    "205",
	"cyan":    "37",
	"teal":    "30",
	"brown":   "130",
	"grey":    "244",
	"gray":    "244",
	"white":   "250",
}

// sideInks16 is the palette on a terminal of 16 colours (Theme.ForProfile
// with colorprofile.ANSI): each name a colour of its own. Left to the
// output's downsampling the xterm-256 inks fell on fewer: red, orange,
// pink and yellow all bright red, blue and purple both bright blue, cyan
// and teal both cyan, so that Starship Battles' teammates red and orange
// looked alike. What the downsampling gave and was already apart stays
// (red, blue, green, cyan, magenta, grey, white), so every shipped
// scenario's red and blue look as they did. The eight colours a side is
// given by default (red, blue, green, yellow, cyan, magenta, orange,
// purple) fall in six hues, red and orange apart, blue and purple apart;
// sixteen colours hold no pink nor brown, which take the dark red and the
// dark grey.
var sideInks16 = map[string]ansi.BasicColor{
	"red":     ansi.BrightRed,
	"blue":    ansi.BrightBlue,
	"green":   ansi.Green,
	"yellow":  ansi.BrightYellow,
	"orange":  ansi.Yellow,
	"purple":  ansi.Magenta,
	"magenta": ansi.BrightMagenta,
	"pink":    ansi.Red,
	"cyan":    ansi.Cyan,
	"teal":    ansi.BrightCyan,
	"brown":   ansi.BrightBlack,
	"grey":    ansi.White,
	"gray":    ansi.White,
	"white":   ansi.BrightWhite,
}

// hazardTint is the background of a hazard hex: xterm-256 dark grey.
const hazardTint = "#3a3a3a"

// tileTint is the background of a unit's id drawn apart from the id it
// touches on the compact square map (Theme.apart): xterm-256 grey 238, a
// shade lighter than a hazard's, which a terminal of 16 colours draws in
// its bright black (the hazard's tint falls on black there, the
// background of most dark terminals).
const tileTint = "#444444"

// SideColors lists the colour names a scenario may give a side, sorted.
// Any other name is drawn in the default colour, except "#rrggbb", which is
// used as given.
func SideColors() []string {
	names := make([]string, 0, len(sideInks))
	for n := range sideInks {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// ink is an index into a theme's colours; 0 is the terminal's default.
type ink uint8

type attr uint8

const (
	aBold attr = 1 << iota
	aFaint
	aReverse
	aUnderline
)

// paint is how one run of text is styled. It is small and comparable so that
// it can key the caches.
type paint struct {
	fg, bg ink
	attr   attr
}

// maxCache bounds the styled-string cache; a game draws a few hundred
// distinct pieces, so the bound is only a guard against runaway growth.
const maxCache = 8192

// Theme holds the glyphs and styles every renderer draws with.
//
// A Theme built with color=false renders every style as plain text: this is
// how NO_COLOR is honoured, and how the golden files of plain output are made.
// Selections, cursors and highlights stay visible without colour through
// glyphs (markers, brackets, fill marks), never through colour alone.
//
// A Theme caches styled strings and is therefore not safe for concurrent use;
// the TUI draws from one goroutine.
type Theme struct {
	// Glyph is the glyph set in use. Read it; do not modify it.
	Glyph Glyphs

	ascii, color bool
	// sixteen draws the palette in the terminal's 16 colours (sideInks16).
	sixteen bool
	// mono keeps bold, faint, underline and reverse video where color is
	// off (NO_COLOR): a side is then told by its attributes (monoSide).
	mono      bool
	inks      []color.Color  // index 0 unused (default colour)
	inkNames  []string       // the name each ink was made from, by index
	inkByName map[string]ink // side colour names and "#rrggbb" seen so far
	styles    map[paint]lipgloss.Style
	cache     map[paint]map[string]string // styled strings by paint and text
	cached    int                         // entries in cache
	roles     [numRoles]paint
	hl        [numOverlays]paint
	hazard    paint // the Hazard mark
	hazardBg  ink   // the tint behind a hazard hex
	tileBg    ink   // the tile behind an id drawn apart (apart)
}

// coolInks are the side colours that a theme without colour draws
// underlined as well as bold, so that the shipped pairings (red against
// blue, orange against cyan) stay apart on a monochrome map.
var coolInks = map[string]bool{"blue": true, "green": true, "cyan": true, "teal": true, "purple": true}

// inkNone is the terminal's default colour.
const inkNone ink = 0

// NewTheme builds a theme. ascii selects the ASCII glyph set (for terminals
// without Unicode); colored=false turns every style into plain text, as the
// golden files of plain output want it.
func NewTheme(ascii, colored bool) *Theme {
	t := &Theme{
		ascii:     ascii,
		color:     colored,
		inks:      []color.Color{nil},
		inkNames:  []string{""},
		inkByName: map[string]ink{},
		styles:    map[paint]lipgloss.Style{},
		cache:     map[paint]map[string]string{},
	}
	if ascii {
		t.Glyph = asciiGlyphs
	} else {
		t.Glyph = unicodeGlyphs
	}
	red := t.inkFor("red")
	green := t.inkFor("green")
	yellow := t.inkFor("yellow")
	orange := t.inkFor("orange")
	cyan := t.inkFor("cyan")
	magenta := t.inkFor("magenta")
	grey := t.inkFor("grey")
	t.roles = [numRoles]paint{
		Plain:    {},
		Title:    {attr: aBold},
		Dim:      {attr: aFaint},
		Good:     {fg: green, attr: aBold},
		Bad:      {fg: red, attr: aBold},
		Warn:     {fg: orange, attr: aBold},
		Cursor:   {attr: aReverse | aBold},
		Selected: {attr: aReverse | aBold},
	}
	t.hl = [numOverlays]paint{
		ovTarget:    {fg: red, attr: aBold},
		ovBlocked:   {fg: grey},
		ovReachable: {fg: green, attr: aBold},
		ovLOS:       {fg: magenta, attr: aBold},
		ovArcRange:  {fg: orange, attr: aBold},
		ovArc:       {fg: yellow},
		ovRange:     {fg: cyan},
	}
	// A hazard hex is tinted dark grey behind whatever it shows (neutral
	// under every side's colour) and marked in orange, the colour of a
	// warning.
	t.hazardBg = t.inkFor(hazardTint)
	t.hazard = paint{fg: orange, bg: t.hazardBg, attr: aBold}
	t.tileBg = t.inkFor(tileTint)
	return t
}

// NewMonoTheme builds a theme without colour that keeps the attributes:
// what NO_COLOR asks for. Titles stay bold and cursors reversed; a side is
// drawn bold, and underlined too when its colour is a cool one (blue,
// green, cyan, teal, purple), so that two sides stay apart on the map; the
// overlays show through their marks alone, as with no style at all.
func NewMonoTheme(ascii bool) *Theme {
	t := NewTheme(ascii, false)
	t.mono = true
	for r, p := range t.roles {
		t.roles[r] = paint{attr: p.attr}
	}
	return t
}

// ForProfile fits t to the colour profile of the terminal it draws on and
// returns it. On a terminal of 16 colours (colorprofile.ANSI) every side
// colour is one of those 16 and no two are alike (sideInks16); the
// downsampling at output made six of the fourteen. Any other profile
// keeps the xterm-256 inks, which a terminal of more colours draws as they
// are and one of none leaves out. Call it before drawing: it forgets what
// the theme has drawn.
//
// A coloured theme on a terminal without colours (TERM=dumb,
// colorprofile.ASCII and NoTTY) is the theme without colour it would
// draw as: the monochrome one where attributes still show (ASCII), else
// the plain one. Drawn in colour there, every colour and attribute left
// out, nothing marked what colour alone marks: two touching fighters
// read "TITB" and the cursor on one of them had no bracket.
func (t *Theme) ForProfile(p colorprofile.Profile) *Theme {
	switch {
	case t.color && p == colorprofile.ASCII:
		return NewMonoTheme(t.ascii)
	case t.color && p == colorprofile.NoTTY:
		return NewTheme(t.ascii, false)
	}
	if t.sixteen == (p == colorprofile.ANSI) {
		return t
	}
	t.sixteen = p == colorprofile.ANSI
	for i := 1; i < len(t.inks); i++ {
		t.inks[i] = t.colourOf(t.inkNames[i])
	}
	clear(t.styles)
	clear(t.cache)
	t.cached = 0
	return t
}

// ASCII reports whether the theme draws with ASCII glyphs only.
func (t *Theme) ASCII() bool { return t.ascii }

// Colored reports whether the theme emits colours and attributes.
func (t *Theme) Colored() bool { return t.color }

// inkFor returns the ink of a side colour name, registering "#rrggbb" colours
// on first use. Unknown names give the default colour.
func (t *Theme) inkFor(name string) ink {
	if name == "" {
		return inkNone
	}
	if i, ok := t.inkByName[name]; ok {
		return i
	}
	var c color.Color
	if len(t.inks) < 255 {
		c = t.colourOf(name)
	}
	i := inkNone
	if c != nil {
		t.inks = append(t.inks, c)
		t.inkNames = append(t.inkNames, name)
		i = ink(len(t.inks) - 1)
	}
	t.inkByName[name] = i
	return i
}

// colourOf is the colour of a side colour name or "#rrggbb" on the theme's
// terminal, or nil for an unknown name. A "#rrggbb" is left to the
// output's downsampling on every terminal.
func (t *Theme) colourOf(name string) color.Color {
	lower := strings.ToLower(name)
	if v, ok := sideInks16[lower]; ok && t.sixteen {
		return v
	}
	if v, ok := sideInks[lower]; ok {
		return lipgloss.Color(v)
	}
	if strings.HasPrefix(lower, "#") {
		return lipgloss.Color(lower)
	}
	return nil
}

func (t *Theme) style(p paint) lipgloss.Style {
	if s, ok := t.styles[p]; ok {
		return s
	}
	s := lipgloss.NewStyle()
	if !t.color {
		// A monochrome theme: the attributes below and no colour.
		p.fg, p.bg = inkNone, inkNone
	}
	if p.fg != inkNone {
		s = s.Foreground(t.inks[p.fg])
	}
	if p.bg != inkNone {
		s = s.Background(t.inks[p.bg])
	}
	if p.attr&aBold != 0 {
		s = s.Bold(true)
	}
	if p.attr&aFaint != 0 {
		s = s.Faint(true)
	}
	if p.attr&aReverse != 0 {
		s = s.Reverse(true)
	}
	if p.attr&aUnderline != 0 {
		s = s.Underline(true)
	}
	t.styles[p] = s
	return s
}

// styled reports whether the theme writes any escape at all.
func (t *Theme) styled() bool { return t.color || t.mono }

// paint renders s in p, once per (p, s) pair for the life of the theme.
func (t *Theme) paint(p paint, s string) string {
	if !t.styled() || p == (paint{}) || s == "" {
		return s
	}
	m := t.cache[p]
	if out, ok := m[s]; ok {
		return out
	}
	return t.store(p, m, s)
}

// paintBytes is paint for text being assembled in a buffer; a cache hit
// costs no allocation.
func (t *Theme) paintBytes(p paint, b []byte) string {
	if !t.styled() || p == (paint{}) || len(b) == 0 {
		return string(b)
	}
	m := t.cache[p]
	if out, ok := m[string(b)]; ok {
		return out
	}
	return t.store(p, m, string(b))
}

func (t *Theme) store(p paint, m map[string]string, s string) string {
	if t.cached >= maxCache {
		clear(t.cache)
		t.cached = 0
		m = nil
	}
	if m == nil {
		m = map[string]string{}
		t.cache[p] = m
	}
	out := t.style(p).Render(s)
	m[s] = out
	t.cached++
	return out
}

// Render styles s in the given role. With colour off it returns s unchanged.
func (t *Theme) Render(r Role, s string) string {
	if r >= numRoles {
		return s
	}
	return t.paint(t.roles[r], s)
}

// Side styles s in a side's colour ("red", "blue", ... see SideColors, or
// "#rrggbb"), bold. Unknown names are drawn bold in the default colour.
// A monochrome theme draws it bold, and underlined too for a cool colour.
func (t *Theme) Side(colorName, s string) string {
	return t.paint(t.sidePaint(colorName, false), s)
}

// sidePaint is how a side's unit or name is painted: in its colour, bold,
// and underlined as a target. A monochrome theme paints it bold, underlined
// for a cool colour (coolInks), and leaves a target to its mark, since an
// underline there tells the sides apart.
func (t *Theme) sidePaint(colorName string, target bool) paint {
	if t.mono {
		if coolInks[strings.ToLower(colorName)] {
			return paint{attr: aBold | aUnderline}
		}
		return paint{attr: aBold}
	}
	p := paint{fg: t.inkFor(colorName), attr: aBold}
	if target {
		p.attr |= aUnderline
	}
	return p
}

// bodyPaint is how the squares of a large ship besides its id are painted:
// in its side's colour, not bold. A monochrome theme paints them as it
// paints the side's ids (bold, underlined for a cool colour), since
// without that the bodies of two ships of opposite sides look alike.
func (t *Theme) bodyPaint(colorName string) paint {
	if t.mono {
		return t.sidePaint(colorName, false)
	}
	return paint{fg: t.inkFor(colorName)}
}

// apart is how a unit's id painted p is drawn to stand apart from the id
// it touches on its left (labelRun): in colour whole, on a grey tile
// (tileTint), like a counter on the table; without colour, and where the
// tile would be the id's own colour (brown on 16 colours), faint and not
// bold.
func (t *Theme) apart(p paint) paint {
	if t.color && p.bg == inkNone && !t.tileLike(p.fg) {
		p.bg = t.tileBg
		return p
	}
	p.attr = p.attr&^aBold | aFaint
	return p
}

// tileLike tells whether the ink fg is drawn in the tile's colour: a side
// of 16 colours given bright black (brown), which the tile's grey becomes
// there too.
func (t *Theme) tileLike(fg ink) bool {
	if !t.sixteen || fg == inkNone {
		return false
	}
	c, ok := sideInks16[strings.ToLower(t.inkNames[fg])]
	return ok && c == ansi.BrightBlack
}

// SideColor returns the colour of a side colour name, or nil for an unknown
// name or a theme without colour; the TUI uses it for borders of its own.
func (t *Theme) SideColor(colorName string) color.Color {
	if !t.color {
		return nil
	}
	return t.inks[t.inkFor(colorName)]
}

// Style returns the lipgloss style of a role, for TUI components that style
// text themselves. With no style at all it is the empty style.
func (t *Theme) Style(r Role) lipgloss.Style {
	if !t.styled() || r >= numRoles {
		return lipgloss.NewStyle()
	}
	return t.style(t.roles[r])
}

// Highlight styles s as the most important overlay in h: Target, then
// Blocked, Reachable, LineOfSight, in arc and in range together, InArc alone,
// InRange alone. With no flag set, or colour off, it returns s unchanged.
func (t *Theme) Highlight(h Highlight, s string) string {
	return t.paint(t.hl[topOverlay(h)], s)
}

// Mark returns the one-cell glyph that shows the most important overlay in h
// without colour, or "" when h is empty.
func (t *Theme) Mark(h Highlight) string {
	return t.Glyph.mark(topOverlay(h))
}

// overlay is the one overlay a cell shows, chosen from its Highlight flags.
type overlay uint8

const (
	ovNone overlay = iota
	ovTarget
	ovBlocked
	ovReachable
	ovLOS
	ovArcRange
	ovArc
	ovRange
	numOverlays
)

// topOverlay picks the overlay a cell shows, most important first: a target
// outranks everything, an obstacle outranks a move, a move outranks a line of
// sight, and then come arcs and ranges, where a cell both in arc and in range
// (what a player looks for when firing) outranks either alone.
func topOverlay(h Highlight) overlay {
	switch {
	case h == 0:
		return ovNone
	case h&Target != 0:
		return ovTarget
	case h&Blocked != 0:
		return ovBlocked
	case h&Reachable != 0:
		return ovReachable
	case h&LineOfSight != 0:
		return ovLOS
	case h&(InArc|InRange) == InArc|InRange:
		return ovArcRange
	case h&InArc != 0:
		return ovArc
	case h&InRange != 0:
		return ovRange
	}
	return ovNone
}

func (g *Glyphs) mark(o overlay) string {
	switch o {
	case ovTarget:
		return g.Marks.Target
	case ovBlocked:
		return g.Marks.Blocked
	case ovReachable:
		return g.Marks.Reachable
	case ovLOS:
		return g.Marks.LineOfSight
	case ovArcRange:
		return g.Marks.ArcAndRange
	case ovArc:
		return g.Marks.InArc
	case ovRange:
		return g.Marks.InRange
	}
	return ""
}
