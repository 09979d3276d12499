package tui

import "charm.land/bubbles/v2/key"

// Keys shared by every screen, in one place so that help and handling agree.
var (
	keyUp     = key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up"))
	keyDown   = key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down"))
	keyLeft   = key.NewBinding(key.WithKeys("left", "h"), key.WithHelp("←/h", "back"))
	keyRight  = key.NewBinding(key.WithKeys("right", "l"), key.WithHelp("→/l", "forward"))
	keyEnter  = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "choose"))
	keyBack   = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	keyHelp   = key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "help"))
	keyQuit   = key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit"))
	keyUndo   = key.NewBinding(key.WithKeys("u"), key.WithHelp("u", "undo"))
	keyLogUp  = key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", "log back"))
	keyLogDn  = key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdn", "log forward"))
	keyYes    = key.NewBinding(key.WithKeys("y", "Y"), key.WithHelp("y", "yes"))
	keyNo     = key.NewBinding(key.WithKeys("n", "N", "esc"), key.WithHelp("n", "no"))
	keyHome   = key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("home", "start"))
	keyEnd    = key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("end", "end"))
	keyPrevT  = key.NewBinding(key.WithKeys("pgup", "["), key.WithHelp("pgup/[", "turn back"))
	keyNextT  = key.NewBinding(key.WithKeys("pgdown", "]"), key.WithHelp("pgdn/]", "turn forward"))
	keyJump   = key.NewBinding(key.WithKeys("t", ":"), key.WithHelp("t", "jump to turn"))
	keyReturn = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "continue"))
)

// keyMap adapts a list of bindings to bubbles/help.
type keyMap struct {
	short []key.Binding
	full  [][]key.Binding
}

func (k keyMap) ShortHelp() []key.Binding  { return k.short }
func (k keyMap) FullHelp() [][]key.Binding { return k.full }
