package sscs

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/render"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// The ship designer: the construction system of the rulebook ("Starship
// Design") as a screen. A design file is a list of designs; the screen
// edits one at a time through the seven steps — weapons, shields, hull and
// crew, auxiliaries, armor, drive, evaluate — besides the ship's name and
// its damage order, with every derived number and each limit of Evaluate
// beside the form, recomputed at every change by package design (the
// screen computes nothing itself). "Explain" lists every computed number
// with its formula, its exact value and its rounding.

// The designer's tabs: the ship's labels, the seven steps, the damage order.
const (
	tabShip = iota
	tabWeapons
	tabShields
	tabHull
	tabAux
	tabArmor
	tabDrive
	tabEvaluate
	tabOrder
	numTabs
)

var tabNames = [numTabs]string{"Ship", "1 Weapons", "2 Shields", "3 Hull", "4 Aux", "5 Armor", "6 Drive", "7 Evaluate", "Order"}

// Keys of the designer.
var (
	keyDNext    = key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "next step"))
	keyDPrev    = key.NewBinding(key.WithKeys("shift+tab"), key.WithHelp("shift+tab", "previous step"))
	keyDStep    = key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7"), key.WithHelp("1–7", "go to a step"))
	keyDOrder   = key.NewBinding(key.WithKeys("o"), key.WithHelp("o", "damage order"))
	keyDEdit    = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "edit / open"))
	keyDSet     = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "set the value"))
	keyDLess    = key.NewBinding(key.WithKeys("left", "-"), key.WithHelp("←/-", "less / previous"))
	keyDMore    = key.NewBinding(key.WithKeys("right", "+", "="), key.WithHelp("→/+", "more / next"))
	keyDAdd     = key.NewBinding(key.WithKeys("a"), key.WithHelp("a", "add an entry"))
	keyDDel     = key.NewBinding(key.WithKeys("x", "delete"), key.WithHelp("x", "remove the entry"))
	keyDUp      = key.NewBinding(key.WithKeys("K", "shift+up"), key.WithHelp("K", "move up the damage order"))
	keyDDown    = key.NewBinding(key.WithKeys("J", "shift+down"), key.WithHelp("J", "move down the damage order"))
	keyDExplain = key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "explain every number"))
	keyDSave    = key.NewBinding(key.WithKeys("s", "ctrl+s"), key.WithHelp("s", "save"))
	keyDSaveAs  = key.NewBinding(key.WithKeys("S"), key.WithHelp("S", "save as"))
	keyDLoad    = key.NewBinding(key.WithKeys("L"), key.WithHelp("L", "load a file"))
	keyDCopy    = key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "copy a shipped design"))
	keyDNew     = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "new design in the file"))
	keyDPrevD   = key.NewBinding(key.WithKeys("["), key.WithHelp("[", "previous design"))
	keyDNextD   = key.NewBinding(key.WithKeys("]"), key.WithHelp("]", "next design"))
	keyDDrop    = key.NewBinding(key.WithKeys("D"), key.WithHelp("D", "drop the design"))
	keyDTry     = key.NewBinding(key.WithKeys("t"), key.WithHelp("t", "try it in a skirmish"))
	keyDBack    = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "back"))
	keyDQuit    = key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "leave the designer"))
)

// askKind is what a prompt asks for.
type askKind int

const (
	askSave  askKind = iota // a path to save to
	askLoad                 // a path to load from
	askCopy                 // a shipped design to copy
	askField                // a form field's text
	// The questions answered by y or n (yesNo).
	askLeave   // leave with unsaved changes or typed text
	askDrop    // drop the design from the file
	askDiscard // load another file over unsaved changes
	askReplace // save over a file that holds designs
)

// prompt is a question the designer asks in its status line: a path to
// save to or load from, a design to copy, a confirmation.
type prompt struct {
	kind  askKind
	label string
	input textinput.Model
	start string // the text it opened with: anything else was typed
	// fresh holds while the text is the one it opened with and no key
	// has touched it: a character typed or pasted then replaces it (a
	// path typed after the suggested one ran on from it, into
	// ".../new-design.yaml/tmp/x.yaml", and a quantity of 1 became 19999),
	// and the arrows or backspace edit it instead.
	fresh bool
	// resume is the prompt a leave question was asked over (ctrl+c in it
	// with text typed), which n goes back to, text and all; nil for q's.
	resume *prompt
	// path is the file a replace question asks about.
	path string
}

// yesNo reports whether the prompt is a question answered by y or n.
func (a *prompt) yesNo() bool {
	return a.kind >= askLeave
}

// Designer is the ship designer screen.
type Designer struct {
	cfg   tui.Config
	st    tui.Styles
	theme *render.Theme

	path    string          // the file saved to and loaded from, "" before the first save
	designs []design.Design // the file's designs
	cur     int             // the design being edited
	derived *design.Derived // the current design's numbers, nil when it cannot be derived
	err     error           // why the current design cannot be derived, or is refused (fixed damage off a projector)
	dirty   bool

	// The lock of the file while the designer has it (designer_lock.go):
	// lock is held on locked, nil before a file is named. disk is what the
	// file held when it was last read or written (nil for none); away is
	// set while the design is played in a skirmish, the lock given up.
	lock   *store.Lock
	locked string
	disk   []byte
	away   bool

	tab, row int
	entry    int // the weapon or auxiliary entry open in its form, -1 for the list
	explain  bool
	exTop    int
	ask      *prompt
	msg      string
	bad      string

	// Where the last frame drew the form, for the mouse: its width, the
	// line of its first row, and the row each line below draws.
	formW    int
	rowsFrom int
	rowOf    []int

	done func(engine.Scenario) tui.Screen // the menu's skirmish, nil when standalone
	back tui.Screen                       // where leaving goes, nil to quit

	w, h int
}

// NewDesigner opens the designer on a design file: its designs when it
// exists, else a new design that will be saved there ("" for a new file
// whose path is asked at the first save). back is the screen leaving
// returns to (nil quits the program). The file is locked until the
// designer is left, and refused when another armada-tui has it open.
func NewDesigner(cfg tui.Config, path string, back tui.Screen) (*Designer, error) {
	d := &Designer{cfg: cfg, st: tui.NewStyles(cfg.Color), theme: cfg.Theme(), entry: -1, back: back}
	if path != "" {
		// Locked before it is read, so that what is read is what no
		// other armada-tui is changing.
		l, err := store.AcquireSave(path)
		if err != nil {
			return nil, err
		}
		list, data, err := readDesigns(path)
		switch {
		case err == nil:
			d.designs, d.path, d.disk = list, path, data
			d.msg = fmt.Sprintf("Loaded %s: %s.", path, engine.Count(len(list), "design", "designs"))
		case isNotExist(err):
			d.path = path
			d.msg = "A new file: s saves it to " + path + "."
		default:
			l.Release()
			return nil, err
		}
		d.lock, d.locked = l, path
	}
	if len(d.designs) == 0 {
		d.designs = []design.Design{newDesign(1)}
	}
	d.derive()
	return d, nil
}

// openDesigner is the menu's way in (a tui.ScenarioMaker): the designer
// with a new design, whose "try it" starts a skirmish through done.
func openDesigner(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) tui.Screen {
	d, _ := NewDesigner(cfg, "", back)
	d.done = done
	return d
}

// newDesign is a small ship to start from.
func newDesign(n int) design.Design {
	name := "New design"
	if n > 1 {
		name = fmt.Sprintf("New design %d", n)
	}
	return design.Design{Name: name, Source: "user", Maneuver: 4,
		Weapons: []design.Weapon{{Name: "Laser", Type: design.Beam, Dice: 1, Range: 6, Arc: design.Secondary}}}
}

// txt spells out the formulas' signs on --ascii terminals.
func (d *Designer) txt(s string) string { return plainMath(d.cfg.ASCII, s) }

// design is the design being edited.
func (d *Designer) design() *design.Design { return &d.designs[d.cur] }

// derive recomputes the current design: a hangar's craft are looked up in
// the file, then among the shipped designs. A weapon other than a projector
// with fixed damage is refused as the game refuses it (design.FixedDamage).
func (d *Designer) derive() {
	d.derived, d.err = design.Derive(*d.design(), d.craft)
	if d.err == nil {
		// Its numbers are still shown: the refusal is the one line to change.
		d.err = d.design().FixedDamage()
	}
}

// errText is a refusal of the current design without the "design Name: "
// the game's messages open with (a file holds many designs): the designer
// shows which design it is, and the message names the entry in it as the
// lists do ("the Laser (weapon 1): …").
func (d *Designer) errText(err error) string {
	return strings.TrimPrefix(err.Error(), "design "+strings.TrimSpace(d.design().Name)+": ")
}

// craft finds a design by name for a hangar.
func (d *Designer) craft(name string) (*design.Derived, error) {
	for i, x := range d.designs {
		if i != d.cur && strings.EqualFold(strings.TrimSpace(x.Name), strings.TrimSpace(name)) {
			return design.Derive(x, nil)
		}
	}
	list, err := sscs.Catalogue()
	if err != nil {
		return nil, err
	}
	for _, x := range list {
		if strings.EqualFold(x.Name, strings.TrimSpace(name)) {
			return design.Derive(x, nil)
		}
	}
	return nil, fmt.Errorf("no design named %q in the file or among the shipped designs", name)
}

// crafts are the designs a hangar may hold, any vehicle without a hangar of
// its own: the file's, then the shipped ones.
func (d *Designer) crafts() []string {
	var out []string
	seen := map[string]bool{}
	add := func(x design.Design) {
		k := strings.ToLower(x.Name)
		if !x.HasHangar() && !seen[k] {
			seen[k] = true
			out = append(out, x.Name)
		}
	}
	for i, x := range d.designs {
		if i != d.cur {
			add(x)
		}
	}
	if list, err := sscs.Catalogue(); err == nil {
		for _, x := range list {
			add(x)
		}
	}
	return out
}

// change applies an edit to the current design and recomputes it.
func (d *Designer) change(f func(*design.Design) error) {
	before := cloneDesign(*d.design())
	if err := f(d.design()); err != nil {
		*d.design() = before
		d.bad = err.Error()
		return
	}
	d.dirty = true
	d.derive()
}

// cloneDesign copies a design with its lists.
func cloneDesign(x design.Design) design.Design {
	x.Weapons = append([]design.Weapon(nil), x.Weapons...)
	x.Aux = append([]design.Aux(nil), x.Aux...)
	return x
}

// Typing implements tui.Screen: a field or a prompt is being typed.
func (d *Designer) Typing() bool { return d.ask != nil }

// SetSize implements tui.Sizer. The app calls it when the screen is shown,
// so the designer shown again after a skirmish was chosen locks its file
// again here, and says at once when it cannot.
func (d *Designer) SetSize(w, h int) {
	d.w, d.h = w, h
	d.reclaim()
}

// Keys implements tui.Screen.
func (d *Designer) Keys() tui.KeyMap {
	files := []key.Binding{keyDNew, keyDPrevD, keyDNextD, keyDDrop, keyDTry, keyDBack, keyDQuit}
	if d.done == nil {
		// Opened from the command line there is no skirmish to start:
		// the help listed t only for it to send the player to the menu.
		// A t typed still says so.
		files = []key.Binding{keyDNew, keyDPrevD, keyDNextD, keyDDrop, keyDBack, keyDQuit}
	}
	full := [][]key.Binding{
		{keyDNext, keyDPrev, keyDStep, keyDOrder, tui.KeyUp, tui.KeyDown, tui.KeyListFirst},
		{keyDEdit, keyDLess, keyDMore, keyDAdd, keyDDel, keyDUp, keyDDown},
		{keyDExplain, keyDSave, keyDSaveAs, keyDLoad, keyDCopy},
		files,
	}
	switch {
	case d.ask != nil && d.ask.yesNo():
		// A question of y or n, as the game screen's quit question:
		// enter there is no (it read "enter choose • esc back").
		return tui.KeyMap{Short: []key.Binding{tui.KeyYes, tui.KeyNo}, Full: full}
	case d.ask != nil:
		enter := tui.KeyEnter
		if d.ask.kind == askField {
			enter = keyDSet
		}
		return tui.KeyMap{Short: []key.Binding{enter, keyDBack}, Full: full}
	case d.explain:
		return tui.KeyMap{Short: []key.Binding{tui.KeyUp, tui.KeyDown, keyDExplain, keyDBack}, Full: full}
	}
	// The footer in short words, so that it holds at 80 columns with ?
	// and q: in full it ran "… →/+ more / next …" and hid the help key
	// and the way out; the help page (?) has every key in full.
	next, edit := brief(keyDNext, "next"), brief(keyDEdit, "edit")
	nudge := key.NewBinding(key.WithKeys("left", "right"), key.WithHelp("←/→", "less/more"))
	short := []key.Binding{next, edit, nudge, brief(keyDExplain, "explain")}
	switch {
	case d.tab == tabWeapons || d.tab == tabAux:
		if d.entry < 0 {
			order := key.NewBinding(key.WithKeys("K", "J"), key.WithHelp("K/J", "order"))
			short = []key.Binding{brief(keyDEdit, "open"), brief(keyDAdd, "add"), brief(keyDDel, "remove"), order}
		}
	case d.tab == tabOrder:
		short = []key.Binding{next, brief(keyDUp, "up"), brief(keyDDown, "down"), brief(keyDExplain, "explain")}
	}
	return tui.KeyMap{Short: append(short, keyDSave, tui.KeyHelp, brief(keyDQuit, "leave")), Full: full}
}

// Update implements tui.Screen.
func (d *Designer) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	if d.away {
		// Shown again after a skirmish was chosen: the file is locked
		// again before any key can save to it, and the key that
		// brought word it cannot be is not acted on.
		if !d.reclaim() {
			return d, nil
		}
	}
	switch m := msg.(type) {
	case tea.MouseClickMsg:
		return d, d.click(m)
	case tea.MouseWheelMsg:
		d.wheel(m)
		return d, nil
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		if d.ask != nil {
			// Only a paste edits the text: another message (the cursor's
			// blink of the question before, after y) left the path
			// "fresh" no more, and typing ran on from it.
			if p, paste := msg.(tea.PasteMsg); paste {
				if d.ask.fresh {
					d.ask.input.SetValue("")
				}
				d.ask.fresh = false
				if in := d.ask.input; in.CharLimit > 0 && utf8.RuneCountInString(in.Value())+utf8.RuneCountInString(p.Content) > in.CharLimit {
					// The field takes no more: said, not cut without a word.
					d.bad = fmt.Sprintf("%s takes at most %d characters: the paste was cut there.", d.ask.label, in.CharLimit)
				}
			}
			var cmd tea.Cmd
			d.ask.input, cmd = tui.UpdateField(d.ask.input, msg)
			return d, cmd
		}
		return d, nil
	}
	if d.ask != nil {
		return d.askKey(k)
	}
	d.msg, d.bad = "", ""
	if d.explain {
		d.explainKey(k)
		return d, nil
	}
	switch {
	case key.Matches(k, keyDQuit):
		return d.leave()
	case key.Matches(k, keyDBack):
		if d.entry >= 0 {
			d.row, d.entry = d.entry, -1
			return d, nil
		}
		return d.leave()
	case key.Matches(k, keyDNext):
		d.setTab((d.tab + 1) % numTabs)
	case key.Matches(k, keyDPrev):
		d.setTab((d.tab + numTabs - 1) % numTabs)
	case key.Matches(k, keyDStep):
		d.setTab(int(k.String()[0] - '0'))
	case key.Matches(k, keyDOrder):
		d.setTab(tabOrder)
	case key.Matches(k, keyDExplain):
		d.explain, d.exTop = true, d.explainStart()
	case key.Matches(k, keyDSave):
		return d, d.save(false)
	case key.Matches(k, keyDSaveAs):
		return d, d.save(true)
	case key.Matches(k, keyDLoad):
		if d.dirty {
			// A load replaces the designs: changes not saved are asked
			// about before the path is, not lost without a word.
			return d, d.askFor(askDiscard, "Changes not saved: load another file and lose them? y/n", "", nil)
		}
		return d, d.askLoad()
	case key.Matches(k, keyDCopy):
		// The names are told up front: tab completes only a name begun.
		return d, d.askFor(askCopy, "Copy a shipped design ("+strings.Join(shippedNames(), ", ")+"; ↓ picks among the names begun, tab completes)", "", shippedNames())
	case key.Matches(k, keyDNew):
		d.designs = append(d.designs, newDesign(len(d.designs)+1))
		d.switchTo(len(d.designs) - 1)
		d.dirty = true
	case key.Matches(k, keyDPrevD):
		d.switchTo((d.cur + len(d.designs) - 1) % len(d.designs))
	case key.Matches(k, keyDNextD):
		d.switchTo((d.cur + 1) % len(d.designs))
	case key.Matches(k, keyDDrop):
		return d, d.askFor(askDrop, fmt.Sprintf("Drop the %s from the file? y/n", d.design().Name), "", nil)
	case key.Matches(k, keyDTry):
		return d.try()
	default:
		return d, d.formKey(k)
	}
	return d, nil
}

// setTab opens a tab at its first row.
func (d *Designer) setTab(t int) {
	if t >= 0 && t < numTabs {
		d.tab, d.row, d.entry = t, 0, -1
	}
}

// switchTo edits another design of the file.
func (d *Designer) switchTo(i int) {
	d.cur, d.row, d.entry = i, 0, -1
	d.derive()
}

// Unsaved implements tui.Unsaved: the designs have changes not saved yet,
// or a prompt holds text typed and not entered, which q at a terminal too
// small to ask about them must not throw away.
func (d *Designer) Unsaved() bool { return d.dirty || d.draft() != "" }

// draft is the text typed into the open prompt and not entered, as a
// sentence for the leave question; "" when the prompt holds what it opened
// with (nothing to lose) or none is open. As on the game screen (tui's
// drafts.go), ctrl+c over typed text asks before it is thrown away.
func (d *Designer) draft() string {
	a := d.ask
	if a == nil || a.input.Value() == a.start {
		return ""
	}
	var as string
	switch a.kind {
	case askSave:
		as = "as the file to save to"
	case askLoad:
		as = "as the file to load"
	case askCopy:
		as = "as the shipped design to copy"
	case askField:
		as = "into " + a.label
	default:
		return ""
	}
	return fmt.Sprintf("%q, typed %s, is not entered and will not be kept.", a.input.Value(), as)
}

// leave goes back (or quits), asking first when there are unsaved changes.
func (d *Designer) leave() (tui.Screen, tea.Cmd) {
	if d.dirty {
		return d, d.askFor(askLeave, "Leave without saving the changes? y/n", "", nil)
	}
	return d.exit()
}

// exit leaves the designer, giving its file's lock up.
func (d *Designer) exit() (tui.Screen, tea.Cmd) {
	d.Release()
	if d.back != nil {
		return d.back, nil
	}
	return d, tea.Quit
}

// askLoad asks for the file to load, offering the one in use.
func (d *Designer) askLoad() tea.Cmd {
	return d.askFor(askLoad, "Load designs from", d.path, nil)
}

// askFor opens a prompt in the status line.
func (d *Designer) askFor(kind askKind, label, text string, suggestions []string) tea.Cmd {
	in := textinput.New()
	in.Prompt = "> "
	in.CharLimit = 500
	in.SetValue(text)
	in.CursorEnd()
	if len(suggestions) > 0 {
		in.ShowSuggestions = true
		in.SetSuggestions(suggestions)
	}
	d.ask = &prompt{kind: kind, label: label, input: in, start: text, fresh: text != ""}
	return d.ask.input.Focus()
}

// askKey answers a prompt: y/n for the confirmations, enter for the rest.
func (d *Designer) askKey(k tea.KeyPressMsg) (tui.Screen, tea.Cmd) {
	a := d.ask
	if a.yesNo() {
		d.ask = a.resume
		if !key.Matches(k, tui.KeyYes) {
			// Any key but y is no, and says what was left: enter closed
			// the question without a word, where enter is yes elsewhere
			// (a play-tester thought it had saved).
			switch a.kind {
			case askReplace:
				d.msg = "Not saved: " + a.path + " is left as it was."
			case askDiscard:
				d.msg = "Nothing loaded: the changes here are kept."
			}
			return d, nil
		}
		d.ask = nil
		switch a.kind {
		case askLeave:
			return d.exit()
		case askDiscard:
			return d, d.askLoad()
		case askReplace:
			d.saveTo(a.path)
			return d, nil
		}
		d.drop()
		return d, nil
	}
	switch k.String() {
	case "ctrl+c":
		// Text typed asks first, naming it, as the unsaved changes do;
		// a prompt as it opened holds nothing to lose and closes as esc.
		if what := d.draft(); what != "" {
			question := "Leave the designer? y/n"
			if d.dirty {
				question = "Leave without saving the changes? y/n"
			}
			cmd := d.askFor(askLeave, what+" "+question, "", nil)
			d.ask.resume = a
			return d, cmd
		}
		d.ask = nil
		return d, nil
	case "esc":
		d.ask = nil
		return d, nil
	case "enter":
		d.ask = nil
		text := a.input.Value()
		switch a.kind {
		case askSave:
			return d, d.saveAs(strings.TrimSpace(text))
		case askLoad:
			d.load(strings.TrimSpace(text))
		case askCopy:
			d.copyShipped(strings.TrimSpace(text))
		case askField:
			d.setField(text)
		}
		return d, nil
	}
	if a.fresh && k.Text != "" {
		a.input.SetValue("") // a character replaces the text the prompt opened with
	}
	a.fresh = false
	d.bad = "" // a note on the text before (a paste cut) no longer holds
	var cmd tea.Cmd
	a.input, cmd = tui.UpdateField(a.input, k)
	if k.String() == "tab" {
		// A completion keeps the case typed ("lan" became "lance"): the
		// name is written as the suggestion spells it.
		for _, s := range a.input.AvailableSuggestions() {
			if strings.EqualFold(s, a.input.Value()) {
				a.input.SetValue(s)
				break
			}
		}
	}
	return d, cmd
}

// drop removes the current design from the file (a file keeps one).
func (d *Designer) drop() {
	if len(d.designs) == 1 {
		d.bad = "A file holds at least one design."
		return
	}
	name := d.design().Name
	d.designs = append(d.designs[:d.cur], d.designs[d.cur+1:]...)
	d.switchTo(min(d.cur, len(d.designs)-1))
	d.dirty = true
	d.msg = "Dropped the " + name + "."
}

// explainKey scrolls the explain view.
func (d *Designer) explainKey(k tea.KeyPressMsg) {
	switch {
	case key.Matches(k, keyDExplain), key.Matches(k, keyDBack), key.Matches(k, keyDQuit):
		d.explain = false
	case key.Matches(k, tui.KeyUp):
		d.exTop = max(0, d.exTop-1)
	case key.Matches(k, tui.KeyDown):
		d.exTop++
	case key.Matches(k, tui.KeyLogUp):
		d.exTop = max(0, d.exTop-10)
	case key.Matches(k, tui.KeyLogDn):
		d.exTop += 10
	case key.Matches(k, tui.KeyHome):
		d.exTop = 0
	}
}

// click takes the mouse, which the designer held and did nothing with: on
// the tab line a click opens the tab; on a row of the form or the list it
// puts the cursor there, and on the row under the cursor it does what
// enter does (opens an entry, steps a choice, edits a number). Nothing
// happens while a field or a file name is typed.
func (d *Designer) click(m tea.MouseClickMsg) tea.Cmd {
	if m.Button != tea.MouseLeft || d.ask != nil {
		return nil
	}
	if m.Y == 1 { // the tab line: "[Ship] 1 Weapons  2 Shields …"
		x := 0
		for i, n := range tabNames {
			w := tui.Width(n) + 2
			if m.X >= x && m.X < x+w && i != d.tab {
				d.msg, d.bad = "", ""
				d.setTab(i)
			}
			x += w
		}
		return nil
	}
	k := m.Y - 2 - d.rowsFrom // the title and the tab line, then the form
	if d.explain || m.X >= d.formW || k < 0 || k >= len(d.rowOf) || d.rowOf[k] < 0 {
		return nil
	}
	d.msg, d.bad = "", ""
	if r := d.rowOf[k]; r != d.row {
		d.row = r
		return nil
	}
	return d.enter()
}

// wheel moves the cursor of the form or list as ↑/↓ do, or scrolls the
// explain view.
func (d *Designer) wheel(m tea.MouseWheelMsg) {
	if d.ask != nil || m.Button != tea.MouseWheelUp && m.Button != tea.MouseWheelDown {
		return
	}
	k := tea.KeyPressMsg{Code: tea.KeyDown}
	if m.Button == tea.MouseWheelUp {
		k = tea.KeyPressMsg{Code: tea.KeyUp}
	}
	if d.explain {
		d.explainKey(k)
		return
	}
	d.formKey(k)
}
