package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// Keys shared by every screen, in one place so that help and handling agree.
var (
	KeyUp     = key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up"))
	KeyDown   = key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down"))
	KeyLeft   = key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back"))
	KeyRight  = key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "forward"))
	KeyEnter  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose"))
	KeyBack   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	KeyHelp   = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))
	KeyQuit   = key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit"))
	KeyUndo   = key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo"))
	KeyLogUp  = key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "log back"))
	KeyLogDn  = key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "log forward"))
	KeyYes    = key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes"))
	KeyNo     = key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n", "no"))
	KeyHome   = key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "start"))
	KeyEnd    = key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "end"))
	KeyPrevT  = key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", "turn back"))
	KeyNextT  = key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", "turn forward"))
	KeyJump   = key.NewBinding(key.WithKeys("t", ":"), key.WithHelp("t", "jump to turn"))
	KeyReturn = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "continue"))
)

// KeyMap adapts a list of bindings to bubbles/help.
type KeyMap struct {
	Short []key.Binding
	Full  [][]key.Binding
}

func (k KeyMap) ShortHelp() []key.Binding  { return k.Short }
func (k KeyMap) FullHelp() [][]key.Binding { return k.Full }

// ReservedKeys are the keys the game screen and the map board use
// themselves: a board must not give them to a group of intents.
func ReservedKeys() []key.Binding {
	return []key.Binding{KeyUp, KeyDown, KeyEnter, KeyBack, KeyHelp, KeyQuit, KeyUndo, KeyLogUp, KeyLogDn,
		KeyNextUnit, KeyPrevUnit, KeyFollow, KeyBriefing, KeyFullLog, keySkip,
		KeyZoomIn, KeyZoomOut, KeyZoomAll, KeyFullMap, KeyUnitList, KeyPan}
}

// wheelKey is the arrow key a turn of the mouse wheel stands for where a
// list or a page scrolls by ↑/↓.
func wheelKey(up bool) tea.KeyPressMsg {
	if up {
		return tea.KeyPressMsg{Code: tea.KeyUp}
	}
	return tea.KeyPressMsg{Code: tea.KeyDown}
}

// KeyListFirst goes to the first line of a list and keyListLast to the
// last (ListMove); KeyListFirst's help entry stands for both, for a
// screen's help to list where it moves a list by ListMove.
var (
	KeyListFirst = key.NewBinding(key.WithKeys("home"), key.WithHelp("home/end", "first/last line"))
	keyListLast  = key.NewBinding(key.WithKeys("end"))
)

// ListMove moves *cursor over a list of n lines for k as every list of the
// program moves it: ↑/↓ a line, home and end to the first and the last
// line, never past them (an empty list's cursor goes where ↓ leaves it,
// -1). It reports whether k was one of those keys.
func ListMove(k tea.KeyPressMsg, cursor *int, n int) bool {
	switch {
	case key.Matches(k, KeyUp):
		*cursor = max(0, *cursor-1)
	case key.Matches(k, KeyDown):
		*cursor = min(n-1, *cursor+1)
	case key.Matches(k, KeyListFirst):
		*cursor = 0
	case key.Matches(k, keyListLast):
		*cursor = n - 1
	default:
		return false
	}
	return true
}
