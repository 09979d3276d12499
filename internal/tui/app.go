package tui

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"
)

// The smallest terminal the screens are laid out for.
const (
	minWidth  = 80
	minHeight = 24
)

// Screen is one page of the program: the menu, a game, the replay viewer.
// Screens are values; update returns the Screen to show next, which lets a
// Screen hand over to another (the menu starts a game).
type Screen interface {
	Update(msg tea.Msg) (Screen, tea.Cmd)
	// View draws the screen in exactly w×h cells, less the help line.
	View(w, h int) string
	Keys() KeyMap
	// Typing is true while the screen reads text, so that keys like ? and q
	// reach it instead of the app.
	Typing() bool
}

// Unsaved is a screen holding work that is not saved yet (the ship
// designer's changes). Its own q asks before throwing the work away; while
// the terminal is too small to show that question, q and ctrl+c do not
// quit, and the too-small message says why.
type Unsaved interface {
	Unsaved() bool
}

// Sizer is a screen that lays itself out in Update rather than in View: the
// app tells it its size (the terminal less the help line) when the terminal
// is resized and when the screen is shown.
type Sizer interface {
	SetSize(w, h int)
}

// app is the root model: it owns the terminal size, full help and the
// too-small message, and routes everything else to the current screen.
type app struct {
	cfg      Config
	st       Styles
	cur      Screen
	help     help.Model
	fullHelp bool
	helpPage int // which page of the full help: 0 the keys, then the screen's own
	helpTop  int // the first line shown of a long page
	helpMax  int // the last first line the page had, at the size last drawn
	helpRows int // the page's rows at the size last drawn, which pgup/pgdn turn
	w, h     int
	// started is true once the first screen's init has run (start), and
	// initCmd holds its commands until Bubble Tea asks for them (Init).
	started bool
	initCmd tea.Cmd
}

func newApp(cfg Config, first Screen) *app {
	return &app{cfg: cfg, st: NewStyles(cfg.Color), cur: first, help: newHelp(cfg.Color, cfg.ASCII)}
}

// Init implements tea.Model: the first screen's init, run once. The first
// frame, drawn before Bubble Tea starts (openTerminal), may have run it
// already, to draw what it leads to (a hotseat game opens on its handoff);
// its commands, such as a new game's first save and a computer opponent's
// first move, wait for Bubble Tea all the same.
func (a *app) Init() tea.Cmd {
	a.start()
	cmd := a.initCmd
	a.initCmd = nil
	return cmd
}

// start runs the first screen's init, once, and keeps its commands.
func (a *app) start() {
	if a.started {
		return
	}
	a.started = true
	if i, ok := a.cur.(interface{ init() tea.Cmd }); ok {
		a.initCmd = i.init()
	}
}

func (a *app) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.w, a.h = msg.Width, msg.Height
		a.resize()
	case tea.KeyPressMsg:
		if msg.String() == "ctrl+c" && !a.small() {
			// ctrl+c always reaches the screen's quit handling, even while typing.
			break
		}
		if a.small() {
			if key.Matches(msg, KeyQuit) && !a.unsaved() {
				return a, tea.Quit
			}
			return a, nil
		}
		if a.fullHelp {
			a.helpKey(msg)
			return a, nil
		}
		if !a.cur.Typing() && key.Matches(msg, KeyHelp) {
			a.fullHelp, a.helpPage, a.helpTop = true, 0, 0
			return a, nil
		}
	case tea.MouseMsg:
		if w, ok := msg.(tea.MouseWheelMsg); ok && a.fullHelp && !a.small() && (w.Button == tea.MouseWheelUp || w.Button == tea.MouseWheelDown) {
			a.helpKey(wheelKey(w.Button == tea.MouseWheelUp)) // the wheel scrolls a long page
		}
		if a.small() || a.fullHelp {
			return a, nil
		}
	}
	next, cmd := a.cur.Update(msg)
	if next != a.cur {
		a.cur = next
		a.resize()
		if i, ok := next.(interface{ init() tea.Cmd }); ok {
			cmd = tea.Batch(cmd, i.init())
		}
	}
	return a, cmd
}

// Releaser is a screen that holds a file's lock while it is shown (the
// game screen its save's, the SSCS designer its design file's): Release
// gives it up when the program ends, however it ends.
type Releaser interface{ Release() }

// release gives up the lock of the screen shown when the program ends, if
// it holds one; a released lock is released again harmlessly.
func (a *app) release() {
	if r, ok := a.cur.(Releaser); ok {
		r.Release()
	}
}

// resize tells the current screen its size, when it wants to know. A
// terminal smaller than the screens are laid out for shows only the
// too-small message, so the screen keeps the size it last had: laid out at
// 20×5, a board's height came out negative and the program panicked, and a
// map scrolled to keep its unit in a window nobody saw.
func (a *app) resize() {
	if s, ok := a.cur.(Sizer); ok && a.w > 0 && !a.small() {
		s.SetSize(a.w, max(1, a.h-1))
	}
}

func (a *app) small() bool { return a.w > 0 && (a.w < minWidth || a.h < minHeight) }

// unsaved tells whether the screen shown holds work not saved yet.
func (a *app) unsaved() bool {
	u, ok := a.cur.(Unsaved)
	return ok && u.Unsaved()
}

func (a *app) View() tea.View {
	var v tea.View
	v.AltScreen = true
	if a.cfg.Mouse {
		v.MouseMode = tea.MouseModeCellMotion
	}
	v.WindowTitle = "armada-tui"
	switch {
	case a.w == 0:
		v.SetContent("")
	case a.small():
		// Cut to the terminal too: wrapped to a narrow one, the message
		// ran to more lines than a short one has (9 at 20×5).
		v.SetContent(fitBlock(a.tooSmall(), a.w, a.h))
	case a.fullHelp:
		v.SetContent(a.fullHelpView())
	default:
		a.help.SetWidth(a.w)
		body := a.cur.View(a.w, a.h-1)
		v.SetContent(fitBlock(body, a.w, a.h-1) + "\n" + Truncate(a.help.ShortHelpView(a.cur.Keys().Short), a.w))
	}
	if strings.Contains(v.Content, NoBreakSpace) {
		// Text cut to a width rather than wrapped (Truncate) keeps the
		// no-break spaces a game joins words with: drawn as spaces.
		v.SetContent(PlainSpaces(v.Content))
	}
	if a.cfg.ASCII {
		v.SetContent(ToASCII(v.Content))
	}
	return v
}

func (a *app) tooSmall() string {
	msg := fmt.Sprintf("This terminal is %d×%d; armada-tui needs at least %d×%d.\nEnlarge the window to go on (nothing is lost), or press q to quit.",
		a.w, a.h, minWidth, minHeight)
	if a.unsaved() {
		// q quit at once here, and the designer's changes were lost
		// without the question it asks at full size.
		msg = fmt.Sprintf("This terminal is %d×%d; armada-tui needs at least %d×%d.\nEnlarge the window to go on: there are unsaved changes, and q asks about them only at full size.",
			a.w, a.h, minWidth, minHeight)
	}
	return lipgloss.NewStyle().Width(a.w).Render(msg)
}

// HelpPage is a page of the full help besides the keys: a game's legend of
// glyphs, its turn sequence with the current phase marked, the rules of
// what the cursor is on.
type HelpPage struct {
	Title string
	Lines []string // plain text; long lines are wrapped
}

// helpPager is a screen with help pages of its own.
type helpPager interface {
	HelpPages() []HelpPage
}

var (
	keyHelpNext = key.NewBinding(key.WithKeys("tab", "right", "l"), key.WithHelp("tab/→", "next page"))
	keyHelpPrev = key.NewBinding(key.WithKeys("shift+tab", "left", "h"), key.WithHelp("shift+tab/←", "previous page"))
)

func (a *app) helpPages() []HelpPage {
	if hp, ok := a.cur.(helpPager); ok {
		return hp.HelpPages()
	}
	return nil
}

// helpKey turns the pages of the full help, scrolls a long one, or closes.
func (a *app) helpKey(msg tea.KeyPressMsg) {
	n := 1 + len(a.helpPages())
	switch {
	case key.Matches(msg, KeyHelp, KeyBack, KeyQuit):
		a.fullHelp = false
	case key.Matches(msg, keyHelpNext):
		a.helpPage, a.helpTop = (a.helpPage+1)%n, 0
	case key.Matches(msg, keyHelpPrev):
		a.helpPage, a.helpTop = (a.helpPage+n-1)%n, 0
	case key.Matches(msg, KeyDown):
		a.helpTop = min(a.helpTop+3, a.helpMax) // past the end, ↑ had as many lines to undo
	case key.Matches(msg, KeyUp):
		a.helpTop = max(0, a.helpTop-3)
	// A page at a time, and the top and the foot, as on every long page
	// (pgdn moved three lines, home and end nothing; found by a new
	// player on Silent Death's Display page).
	case key.Matches(msg, KeyLogDn):
		a.helpTop = min(a.helpTop+max(1, a.helpRows-1), a.helpMax)
	case key.Matches(msg, KeyLogUp):
		a.helpTop = max(0, a.helpTop-max(1, a.helpRows-1))
	case key.Matches(msg, KeyListFirst):
		a.helpTop = 0
	case key.Matches(msg, keyListLast):
		a.helpTop = a.helpMax
	}
}

func (a *app) fullHelpView() string {
	pages := a.helpPages()
	titles := []string{"Keys"}
	for _, p := range pages {
		titles = append(titles, p.Title)
	}
	page := min(a.helpPage, len(titles)-1)
	var tabs []string
	for i, t := range titles {
		if i == page {
			tabs = append(tabs, a.st.Title.Render("["+t+"]"))
		} else {
			tabs = append(tabs, a.st.Subtle.Render(" "+t+" "))
		}
	}
	hint := "   (? or esc closes this)"
	if len(titles) > 1 {
		hint = "   (tab: next page · ? or esc closes this)"
	}
	head := strings.Join(tabs, " ") + a.st.Subtle.Render(hint)
	if lipgloss.Width(head) > a.w {
		// Too many pages for one line (a game with several, at 80
		// columns): the tabs go on as many lines as they need and the
		// hint on its own, so that neither is cut.
		var lines []string
		line := ""
		for _, t := range tabs {
			switch {
			case line == "":
				line = t
			case lipgloss.Width(line)+1+lipgloss.Width(t) > a.w:
				lines, line = append(lines, line), t
			default:
				line += " " + t
			}
		}
		lines = append(lines, line, a.st.Subtle.Render(strings.TrimSpace(hint)))
		head = strings.Join(lines, "\n")
	}
	var body []string
	if page == 0 {
		// A screen with a short key map only (the briefing, the handoff, a
		// question) lists that: its Keys page was blank.
		km := a.cur.Keys()
		groups := km.Full
		if len(groups) == 0 && len(km.Short) > 0 {
			groups = [][]key.Binding{km.Short}
		}
		body = strings.Split(helpGrid(groups, a.w, a.st), "\n")
	} else {
		for _, l := range pages[page-1].Lines {
			body = append(body, Wrap(l, a.w, 2)...)
		}
	}
	room := max(1, a.h-1-lipgloss.Height(head))
	a.helpMax, a.helpRows = max(0, len(body)-room), room
	top := min(a.helpTop, a.helpMax)
	body = body[top:]
	if len(body) > room && room > 1 {
		// A page longer than the screen says so on its last line.
		body = append(body[:room-1:room-1], a.st.Subtle.Render(fmt.Sprintf("↓ %d more lines: ↓/j scrolls", len(body)-room+1)))
	}
	return fitBlock(head+"\n\n"+strings.Join(body, "\n"), a.w, a.h)
}

// helpGrid lays the groups of keys out as columns side by side, starting a
// new band below when the next column would not fit the width, so that no
// key is ever cut off (bubbles' full help drops the columns that overflow).
func helpGrid(groups [][]key.Binding, w int, st Styles) string {
	var cols [][]string
	var widths []int
	for _, g := range groups {
		kw := 0
		for _, b := range g {
			if b.Enabled() {
				kw = max(kw, lipgloss.Width(b.Help().Key))
			}
		}
		var lines []string
		cw := 0
		for _, b := range g {
			if !b.Enabled() {
				continue
			}
			h := b.Help()
			l := st.Key.Render(PadRight(h.Key, kw)) + " " + h.Desc
			lines = append(lines, l)
			cw = max(cw, lipgloss.Width(l))
		}
		if len(lines) > 0 {
			cols, widths = append(cols, lines), append(widths, min(cw, w))
		}
	}
	var bands []string
	for i := 0; i < len(cols); {
		used, j := 0, i
		for j < len(cols) && (j == i || used+4+widths[j] <= w) {
			if j > i {
				used += 4
			}
			used += widths[j]
			j++
		}
		height := 0
		for k := i; k < j; k++ {
			height = max(height, len(cols[k]))
		}
		var band []string
		for k := i; k < j; k++ {
			c := Column(cols[k], widths[k], height)
			if band == nil {
				band = c
			} else {
				band = Besides(band, c, "    ")
			}
		}
		bands = append(bands, strings.Join(band, "\n"))
		i = j
	}
	return strings.Join(bands, "\n\n")
}

// fitBlock pads or cuts s to exactly h lines of at most w cells, so the
// help line always sits on the last row.
func fitBlock(s string, w, h int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > h {
		lines = lines[:h]
	}
	for len(lines) < h {
		lines = append(lines, "")
	}
	for i, l := range lines {
		// Measuring a line cell by cell is the dear part of a frame (a
		// grapheme look-up per character, padding spaces too): a line whose
		// bound fits is left as it is without it.
		if cellsAtMost(l) > w && lipgloss.Width(l) > w {
			lines[i] = Truncate(l, w)
		}
	}
	return strings.Join(lines, "\n")
}

// cellsAtMost is a cheap bound of the cells the line s takes, never below
// lipgloss.Width(s): colour and other CSI sequences take none, an ASCII
// byte at most one, any other character at most two (a grapheme cluster
// is at most two cells wide and holds at least one character). Any other
// escape is counted as if printed, which only raises the bound.
func cellsAtMost(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			j := i + 2
			for j < len(s) && s[j] >= 0x30 && s[j] <= 0x3f {
				j++
			}
			for j < len(s) && s[j] >= 0x20 && s[j] <= 0x2f {
				j++
			}
			if j < len(s) && s[j] >= 0x40 && s[j] <= 0x7e {
				i = j + 1
				continue
			}
		}
		if c < utf8.RuneSelf {
			n++
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		n += 2
		i += size
	}
	return n
}
