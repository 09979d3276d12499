package tui

import (
	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
)

// Styles are the looks shared by every screen. With colour off (NO_COLOR)
// they keep the attributes and drop the colours: titles and keys bold, the
// cursor reversed, and secondary text faint, as the boards' Dim, since
// grey alone set it apart (an SSCS design the money left cannot buy).
type Styles struct {
	Title, Subtle, Selected, Cursor, Err, OK, Warn, Box, Key lipgloss.Style
}

func NewStyles(color bool) Styles {
	if !color {
		plain := lipgloss.NewStyle()
		return Styles{
			Title: plain.Bold(true), Subtle: plain.Faint(true), Selected: plain.Bold(true),
			Cursor: plain.Reverse(true), Err: plain.Bold(true), OK: plain, Warn: plain.Bold(true),
			Box: plain.Border(lipgloss.NormalBorder()).Padding(0, 1), Key: plain.Bold(true),
		}
	}
	return Styles{
		Title:    lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#7FB4FF")),
		Subtle:   lipgloss.NewStyle().Foreground(lipgloss.Color("#8A8A8A")),
		Selected: lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FFD75F")),
		Cursor:   lipgloss.NewStyle().Reverse(true),
		Err:      lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FF5F5F")),
		OK:       lipgloss.NewStyle().Foreground(lipgloss.Color("#87D787")),
		Warn:     lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FFAF5F")),
		Box:      lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(lipgloss.Color("#5F87AF")).Padding(0, 1),
		Key:      lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#D7AFFF")),
	}
}

// Notes are a screen's message and error of the last key, each wrapped to
// w in its style, the message first; an empty one takes no row (Wrap("")
// is one blank line, and two of them left the builders' lists two rows
// short above blank rows).
func (s Styles) Notes(msg, err string, w int) []string {
	var out []string
	if msg != "" {
		for _, l := range Wrap(msg, w, 2) {
			out = append(out, s.OK.Render(l))
		}
	}
	if err != "" {
		for _, l := range Wrap(err, w, 2) {
			out = append(out, s.Err.Render(l))
		}
	}
	return out
}

// box returns the box style with ASCII borders when asked.
func (s Styles) Boxed(ascii bool) lipgloss.Style {
	if ascii {
		return s.Box.Border(lipgloss.Border{Top: "-", Bottom: "-", Left: "|", Right: "|", TopLeft: "+", TopRight: "+", BottomLeft: "+", BottomRight: "+"})
	}
	return s.Box
}

// newHelp is the footer's key help. With ascii its separator is " - ":
// the ASCII fold makes "o" of a "•", the mark an ASCII map draws for it
// (render's Marks.Reachable), so the footer must not use one.
func newHelp(color, ascii bool) help.Model {
	h := help.New()
	if ascii {
		h.ShortSeparator = " - "
	}
	// The separators in the words' grey: bubbles' own is so dark that a
	// terminal of 16 colours drew it black, and the footer read "↑/k up
	// ↓/j down" on a dark background (found by a play-tester).
	h.Styles.ShortSeparator = h.Styles.ShortDesc
	h.Styles.FullSeparator = h.Styles.FullDesc
	if !color {
		plain := lipgloss.NewStyle()
		h.Styles = help.Styles{Ellipsis: plain, ShortKey: plain.Bold(true), ShortDesc: plain, ShortSeparator: plain,
			FullKey: plain.Bold(true), FullDesc: plain, FullSeparator: plain}
	}
	return h
}
