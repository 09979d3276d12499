package tui

import (
	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
)

// styles are the looks shared by every screen. With colour off every style
// is plain, which is how NO_COLOR is honoured.
type styles struct {
	title, subtle, selected, cursor, err, ok, warn, box, key lipgloss.Style
}

func newStyles(color bool) styles {
	if !color {
		plain := lipgloss.NewStyle()
		return styles{
			title: plain.Bold(true), subtle: plain, selected: plain.Bold(true),
			cursor: plain.Reverse(true), err: plain.Bold(true), ok: plain, warn: plain.Bold(true),
			box: plain.Border(lipgloss.NormalBorder()).Padding(0, 1), key: plain.Bold(true),
		}
	}
	return styles{
		title:    lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#7FB4FF")),
		subtle:   lipgloss.NewStyle().Foreground(lipgloss.Color("#8A8A8A")),
		selected: lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FFD75F")),
		cursor:   lipgloss.NewStyle().Reverse(true),
		err:      lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FF5F5F")),
		ok:       lipgloss.NewStyle().Foreground(lipgloss.Color("#87D787")),
		warn:     lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#FFAF5F")),
		box:      lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).BorderForeground(lipgloss.Color("#5F87AF")).Padding(0, 1),
		key:      lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color("#D7AFFF")),
	}
}

// box returns the box style with ASCII borders when asked.
func (s styles) boxed(ascii bool) lipgloss.Style {
	if ascii {
		return s.box.Border(lipgloss.Border{Top: "-", Bottom: "-", Left: "|", Right: "|", TopLeft: "+", TopRight: "+", BottomLeft: "+", BottomRight: "+"})
	}
	return s.box
}

func newHelp(color bool) help.Model {
	h := help.New()
	if !color {
		plain := lipgloss.NewStyle()
		h.Styles = help.Styles{Ellipsis: plain, ShortKey: plain.Bold(true), ShortDesc: plain, ShortSeparator: plain,
			FullKey: plain.Bold(true), FullDesc: plain, FullSeparator: plain}
	}
	return h
}
