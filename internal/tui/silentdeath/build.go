package silentdeath

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The menu's maker of General Engagements (11.8): it asks only the build
// points. The purchases themselves are a phase of the game, played on the
// game screen and saved like any move.

// engagementMaker opens the points screen from the menu.
var engagementMaker = tui.ScenarioMaker{
	Label:  "Build a General Engagement (11.8)…",
	Detail: "Choose 50 to 300 points; each side buys craft and crews by TPV in the game, sets up in Area A or J and fights ten turns; destroyed TPV wins.",
	Open: func(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) tui.Screen {
		return newPointsScreen(cfg, done, back)
	},
}

// pointsScreen chooses the build points of a General Engagement.
type pointsScreen struct {
	st     tui.Styles
	done   func(engine.Scenario) tui.Screen
	back   tui.Screen
	levels []int
	cursor int
	err    string
	top    int // the first row of the list, for clicks
}

func newPointsScreen(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) *pointsScreen {
	return &pointsScreen{st: tui.NewStyles(cfg.Color), done: done, back: back, levels: sd.EngagementLevels(), cursor: 1}
}

func (m *pointsScreen) Typing() bool { return false }

func (m *pointsScreen) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyUp, tui.KeyDown, tui.KeyEnter, tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{{tui.KeyUp, tui.KeyDown, tui.KeyListFirst, tui.KeyEnter, tui.KeyBack}, {tui.KeyHelp, tui.KeyQuit}}}
}

func (m *pointsScreen) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		switch {
		case key.Matches(msg, tui.KeyQuit):
			return m, tea.Quit
		case tui.ListMove(msg, &m.cursor, len(m.levels)):
		case key.Matches(msg, tui.KeyEnter), key.Matches(msg, tui.KeyRight):
			return m.choose()
		case key.Matches(msg, tui.KeyBack), key.Matches(msg, tui.KeyLeft):
			return m.back, nil
		}
	case tea.MouseClickMsg:
		if i := msg.Mouse().Y - m.top; msg.Button == tea.MouseLeft && i >= 0 && i < len(m.levels) {
			if i == m.cursor {
				return m.choose()
			}
			m.cursor = i
		}
	}
	return m, nil
}

func (m *pointsScreen) choose() (tui.Screen, tea.Cmd) {
	sc, err := sd.EngagementBuild(m.levels[m.cursor], [2]string{"Red", "Blue"})
	if err != nil {
		m.err = err.Error()
		return m, nil
	}
	return m.done(sc), nil
}

func (m *pointsScreen) View(w, h int) string {
	lines := []string{m.st.Title.Render("General Engagement (11.8)"), m.st.Subtle.Render(tui.Truncate("Choose the build points of each side", w))}
	m.top = len(lines)
	for i, p := range m.levels {
		line := fmt.Sprintf("  %d points", p)
		if i == m.cursor {
			line = m.st.Selected.Render(fmt.Sprintf("> %d points", p))
		}
		lines = append(lines, line)
	}
	lines = append(lines, "")
	detail := fmt.Sprintf("Each side in turn buys craft and crews worth at most %d TPV, openly; then both set up in Area A or J and fight ten turns; the side that destroyed the more TPV wins (11.8).", m.levels[m.cursor])
	for _, l := range tui.Wrap(detail, w-2, 0) {
		lines = append(lines, m.st.Subtle.Render("  "+l))
	}
	if m.err != "" {
		lines = append(lines, m.st.Err.Render(tui.Truncate(m.err, w)))
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return strings.Join(lines, "\n")
}
