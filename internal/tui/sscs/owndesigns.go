package sscs

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// builtName is the shipped scenario whose squadrons are built to a cost.
const builtName = "built"

// maxOwnFiles bounds the design files read from the designs folder.
const maxOwnFiles = 100

var keyOwnGo = key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "on to who plays"))

// ownBuiltMaker is the menu's "built to a cost" with the player's own
// designs: the shipped scenario's lists, and every design saved in the
// designs folder beside the save folder that passes the game's checks.
// The designs go into the scenario itself, as a skirmish's do, so that
// its saves replay on their own and nothing of the save format changes.
var ownBuiltMaker = tui.ScenarioMaker{
	Label:  "Squadrons built to a cost, with your designs",
	Detail: "As 'Squadrons built to a cost', each side choosing from the shipped designs and those the designer saved (designs/sscs beside the save folder).",
	Open:   openOwnBuilt,
}

// designsDir is where the designer saves new design files: designs/sscs
// beside the save folder, "" when there is no save folder.
func designsDir(cfg tui.Config) string {
	if cfg.SaveDir == "" {
		return ""
	}
	return filepath.Join(filepath.Dir(cfg.SaveDir), "designs", "sscs")
}

// ownBuilt is the screen that says which designs were added and which
// were left out, and why, before the game's choices.
type ownBuilt struct {
	st    tui.Styles
	dir   string
	sc    engine.Scenario
	added []string // "Hawk (hawk.yaml)"
	left  []string // "bad.yaml: line 3: …"
	found int      // designs read from the folder's files, added or not
	err   error    // no scenario at all
	done  func(engine.Scenario) tui.Screen
	back  tui.Screen
	top   int // the first line shown of a page longer than the screen (↑/↓)
}

func openOwnBuilt(cfg tui.Config, done func(engine.Scenario) tui.Screen, back tui.Screen) tui.Screen {
	o := &ownBuilt{st: tui.NewStyles(cfg.Color), dir: designsDir(cfg), done: done, back: back}
	base, err := builtFile(cfg)
	if err != nil {
		o.err = err
		return o
	}
	o.sc, o.added, o.left, o.found, o.err = withOwnDesigns(base, o.dir)
	return o
}

// builtFile is the shipped built scenario's file, from the catalog.
func builtFile(cfg tui.Config) (sscs.ScenarioFile, error) {
	if cfg.Catalog != nil {
		if g, ok := cfg.Catalog.Lookup(sscs.ID); ok {
			list, err := cfg.Catalog.Scenarios(g)
			if err != nil {
				return sscs.ScenarioFile{}, err
			}
			for _, sc := range list {
				if x, ok := sc.(*sscs.Scenario); ok && sc.Name() == builtName {
					return x.File(), nil
				}
			}
		}
	}
	return sscs.ScenarioFile{}, fmt.Errorf("no shipped scenario %q to build on", builtName)
}

// withOwnDesigns adds the designs of every design file in dir to base: to
// its designs and to both sides' lists. A design is added only if the
// scenario still loads with it (every check a scenario file gets); a file
// that cannot be read and a design that is refused are named with the
// reason, and the rest go on. A carrier whose craft comes later in the
// folder is tried again once the others are in. found is the number of
// designs read from the files, added or left out.
func withOwnDesigns(base sscs.ScenarioFile, dir string) (sc engine.Scenario, added, left []string, found int, err error) {
	f := base
	f.Name, f.Title = "built-designs", "Squadrons built to a cost, with your designs"
	taken := map[string]string{} // a design's name, folded, to where it comes from
	for _, d := range f.Designs {
		taken[strings.ToLower(strings.TrimSpace(d.Name))] = "a shipped design"
	}
	type cand struct {
		d    design.Design
		file string
	}
	var todo []cand
	files, err := designFiles(dir)
	if err != nil {
		left = append(left, err.Error())
	}
	for _, path := range files {
		list, _, err := readDesigns(path)
		if err != nil {
			left = append(left, inFolder(path, err))
			continue
		}
		found += len(list)
		for _, d := range list {
			k := strings.ToLower(strings.TrimSpace(d.Name))
			if from, ok := taken[k]; ok {
				left = append(left, fmt.Sprintf("%s: %s: the name is %s's already", filepath.Base(path), d.Name, from))
				continue
			}
			taken[k] = filepath.Base(path)
			todo = append(todo, cand{d, filepath.Base(path)})
		}
	}
	why := make([]error, len(todo))
	for pass := 0; pass < 2; pass++ {
		for i, c := range todo {
			if pass > 0 && why[i] == nil {
				continue
			}
			if len(f.Designs) >= sscs.MaxDesigns {
				// Full: no use loading the scenario again to hear so
				// (100 files took a quarter of a second to be refused).
				why[i] = fmt.Errorf("a scenario holds at most %d designs, and has them (%d shipped, %d of yours)", sscs.MaxDesigns, len(base.Designs), len(added))
				continue
			}
			next := withDesign(f, c.d)
			_, err := sscs.NewScenario(next)
			if why[i] = err; err == nil {
				// No cost here: a carrier's counts its craft, which the
				// build's list adds up.
				f = next
				added = append(added, fmt.Sprintf("%s (%s)", c.d.Name, c.file))
			}
		}
	}
	for i, c := range todo {
		if why[i] != nil {
			left = append(left, fmt.Sprintf("%s: %s: %s", c.file, c.d.Name, refusal(c.d, why[i], f.Name)))
		}
	}
	if len(added) > 0 {
		// The briefing names them, within a description's 2000 characters.
		f.Description = strings.TrimSpace(base.Description) + " With your designs: " + strings.Join(added, ", ") + "."
		if len([]rune(f.Description)) > 2000 {
			f.Description = strings.TrimSpace(base.Description) + " With " + engine.Count(len(added), "design", "designs") + " of yours."
		}
	}
	s, err := sscs.NewScenario(f)
	if err != nil {
		return nil, added, left, found, err
	}
	return s, added, left, found, nil
}

// inFolder is why a file of the folder was left out, the file named by its
// bare name as a refused design's is: the screen names the folder above
// the list, and a file that did not read was named by its full path.
func inFolder(path string, err error) string {
	name := filepath.Base(path)
	msg := strings.ReplaceAll(err.Error(), path, name)
	if !strings.HasPrefix(msg, name+": ") {
		msg = name + ": " + msg
	}
	return msg
}

// refusal is why a design was left out: the design's own broken limit in
// its words when it has one, else the scenario's refusal without the
// scenario's name, which is no file of the player's.
func refusal(d design.Design, err error, scenario string) string {
	why := strings.TrimPrefix(err.Error(), fmt.Sprintf("scenario %q: ", scenario))
	if dv, derr := design.Derive(d, nil); derr == nil {
		if e := dv.Err(); e != nil {
			why = e.Error()
		}
	}
	// The line names the design already ("huge.yaml: Huge: …"): the
	// reason's own "design Huge: " said it twice.
	return strings.TrimPrefix(why, fmt.Sprintf("design %s: ", d.Name))
}

// withDesign is f with one more design, offered to both sides. The lists
// are copied: f is kept as it was if the design is refused.
func withDesign(f sscs.ScenarioFile, d design.Design) sscs.ScenarioFile {
	f.Designs = append(append([]design.Design(nil), f.Designs...), d)
	sides := append([]sscs.SideFile(nil), f.Sides...)
	for i, s := range sides {
		if s.Build != nil {
			b := *s.Build
			b.Designs = append(append([]string(nil), b.Designs...), d.Name)
			sides[i].Build = &b
		}
	}
	f.Sides = sides
	return f
}

// designFiles lists the YAML files of dir by name; a missing folder holds
// none.
func designFiles(dir string) ([]string, error) {
	if dir == "" {
		return nil, nil
	}
	entries, err := os.ReadDir(dir)
	if isNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", dir, err)
	}
	var out []string
	for _, e := range entries {
		if n := e.Name(); e.Type().IsRegular() && (strings.HasSuffix(n, ".yaml") || strings.HasSuffix(n, ".yml")) {
			out = append(out, filepath.Join(dir, n))
		}
	}
	sort.Strings(out)
	if len(out) > maxOwnFiles {
		return out[:maxOwnFiles], fmt.Errorf("%s: only the first %d design files are read", dir, maxOwnFiles)
	}
	return out, nil
}

// Update implements tui.Screen.
func (o *ownBuilt) Update(msg tea.Msg) (tui.Screen, tea.Cmd) {
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return o, nil
	}
	switch {
	case key.Matches(k, keyOwnGo) && o.sc != nil:
		return o.done(o.sc), nil
	case key.Matches(k, tui.KeyBack):
		return o.back, nil
	case key.Matches(k, tui.KeyDown):
		o.top++ // View holds it to the page
	case key.Matches(k, tui.KeyUp):
		o.top = max(0, o.top-1)
	case key.Matches(k, tui.KeyHome):
		o.top = 0
	case key.Matches(k, tui.KeyEnd):
		o.top = math.MaxInt / 2 // View holds it to the page
	}
	return o, nil
}

// View implements tui.Screen.
func (o *ownBuilt) View(w, h int) string {
	if w <= 0 || h <= 0 {
		return ""
	}
	lines := []string{o.st.Title.Render(tui.Truncate("Squadrons built to a cost, with your designs", w)), ""}
	add := func(style func(...string) string, s string, indent int) {
		lines = append(lines, styled(style, tui.Wrap(s, w, indent))...)
	}
	// The folder on lines of its own, broken after a slash.
	folder := func() {
		if o.dir == "" {
			add(o.st.Subtle.Render, "  (there is no save folder, so no designs folder beside it)", 4)
			return
		}
		for _, l := range tui.WrapPath(o.dir, w-2) {
			lines = append(lines, "  "+l)
		}
	}
	switch {
	case o.err != nil:
		add(o.st.Err.Render, "No scenario: "+o.err.Error(), 2)
	case len(o.added) == 0 && o.found > 0:
		// Found and refused is not "none found": the reasons follow.
		were := "were"
		if o.found == 1 {
			were = "was"
		}
		add(o.st.Warn.Render, fmt.Sprintf("%s of yours %s found in the folder the ship designer (Ship designer, then s) saves new designs to:", engine.Count(o.found, "design", "designs"), were), 2)
		folder()
		add(o.st.Warn.Render, "None could be offered: each is left out below with the reason. The shipped designs alone are offered.", 2)
	case len(o.added) == 0 && len(o.left) > 0:
		add(o.st.Warn.Render, "No design of yours could be read from the folder the ship designer (Ship designer, then s) saves new designs to:", 2)
		folder()
		add(o.st.Warn.Render, "Its files are left out below with the reason. The shipped designs alone are offered.", 2)
	case len(o.added) == 0:
		add(o.st.Subtle.Render, "No design of yours was found in the folder the ship designer (Ship designer, then s) saves new designs to:", 2)
		folder()
		add(o.st.Subtle.Render, "The shipped designs alone are offered.", 2)
	default:
		add(o.st.Subtle.Render, "Offered to both sides beside the shipped designs, from", 2)
		folder()
		for _, a := range o.added {
			add(o.st.OK.Render, "  "+a, 4)
		}
	}
	if len(o.left) > 0 {
		lines = append(lines, "")
		add(o.st.Warn.Render, "Left out (the files are not changed):", 2)
		for _, l := range o.left {
			add(o.st.Err.Render, "  "+l, 4)
		}
	}
	if len(lines) <= h || h <= 1 {
		o.top = 0 // nothing to scroll: ↑ after end or ↓ goes nowhere
	} else {
		// A long list of designs left out scrolls: its last line was cut
		// with "(a taller terminal shows them)".
		o.top = min(o.top, len(lines)-(h-1))
		lines = lines[o.top:]
		if more := len(lines) - (h - 1); more > 0 {
			lines = append(lines[:h-1], o.st.Subtle.Render(tui.Truncate(fmt.Sprintf("↓ %d more lines: ↓/j scrolls", more), w)))
		}
	}
	return strings.Join(tui.Column(lines, w, h), "\n")
}

// styled styles each line.
func styled(style func(...string) string, lines []string) []string {
	for i, l := range lines {
		lines[i] = style(l)
	}
	return lines
}

// Keys implements tui.Screen.
func (o *ownBuilt) Keys() tui.KeyMap {
	short := []key.Binding{tui.KeyBack, tui.KeyHelp, tui.KeyQuit}
	if o.sc != nil {
		short = append([]key.Binding{keyOwnGo}, short...)
	}
	return tui.KeyMap{Short: short, Full: [][]key.Binding{short, {tui.KeyUp, tui.KeyDown, tui.KeyListFirst}}}
}

// Typing implements tui.Screen.
func (o *ownBuilt) Typing() bool { return false }
