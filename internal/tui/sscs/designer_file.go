package sscs

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	tea "charm.land/bubbletea/v2"
	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// maxDesignFile bounds a design file read by the designer.
const maxDesignFile = 1 << 20

// readDesigns reads a design file (docs/rules/sscs.md, "Design files"):
// its designs, and what it holds.
func readDesigns(path string) ([]design.Design, []byte, error) {
	data, err := store.ReadFile(path, maxDesignFile, "a design file")
	if err != nil {
		return nil, nil, err
	}
	list, err := design.Decode(data)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(list) == 0 {
		return nil, nil, fmt.Errorf("%s: the file holds no design", path)
	}
	return list, data, nil
}

func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// encodeDesigns writes designs as a design file: a YAML list, each design
// as the file format has it, then read back to be sure it says the same.
func encodeDesigns(list []design.Design) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("# Ship designs of the Scalable Starship Combat System, written by the armada-tui designer.\n")
	b.WriteString("# Weapons and auxiliaries are listed in the order they are damaged.\n")
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(list); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	if _, err := design.Decode(b.Bytes()); err != nil {
		return nil, fmt.Errorf("the file would not read back: %w", err)
	}
	return b.Bytes(), nil
}

// checkFile is what the file must satisfy before it is written: names
// unique, every design derivable (a broken limit is saved, and said).
func (d *Designer) checkFile() (string, error) {
	ds, err := design.DeriveAll(d.designs, func(name string) (*design.Derived, error) { return d.craft(name) })
	if err != nil {
		return "", err
	}
	// Each design named with what it breaks, its first broken limit as
	// Evaluate names it ("Kestrel: magazine reloads in storage, in slots
	// 150, limit 100"): the note said only "Kestrel break a limit or buy
	// fixed damage on a weapon other than a projector", which of the two
	// left to guess, and its verb was plural for one design.
	var broken []string
	for _, dv := range ds {
		if why := brokenWhy(dv); why != "" {
			broken = append(broken, dv.Design.Name+": "+why)
		}
	}
	switch len(broken) {
	case 0:
		return "", nil
	case 1:
		return " " + broken[0] + "; validate will refuse it.", nil
	}
	return " " + strings.Join(broken, "; ") + "; validate will refuse them.", nil
}

// brokenWhy is what keeps a design from validating, in a few words: its
// first broken limit with the value and the limit, or the fixed damage of
// a weapon other than a projector; "" for a design that validates.
func brokenWhy(dv *design.Derived) string {
	for _, l := range dv.Limits {
		if l.Enforced && !l.OK && l.Key == "engine" {
			return fmt.Sprintf("an engine of size 0 (maneuver %d × subtotal %d under 10)", dv.Design.Maneuver, dv.Subtotal)
		}
		if l.Enforced && !l.OK {
			return fmt.Sprintf("%s %s, limit %s", l.Rule, l.Value, l.Max)
		}
	}
	if dv.Design.FixedDamage() != nil {
		return "fixed damage on a weapon other than a projector"
	}
	return ""
}

// save writes the file where it was loaded or last saved; the first time
// (or with as) it asks where.
func (d *Designer) save(as bool) tea.Cmd {
	if d.path == "" || as {
		return d.askFor(askSave, "Save the designs to", d.suggestPath(), nil)
	}
	d.saveTo(d.path)
	return nil
}

// suggestPath proposes a file for new designs: beside the save folder, in
// "designs/sscs" (a folder named after the game, where validate knows the
// file for a design file of SSCS), named after the first design.
func (d *Designer) suggestPath() string {
	if d.path != "" {
		return d.path
	}
	name := strings.ToLower(strings.Join(strings.Fields(d.designs[0].Name), "-"))
	if name == "" {
		name = "designs"
	}
	if d.cfg.SaveDir != "" {
		return filepath.Join(filepath.Dir(d.cfg.SaveDir), "designs", "sscs", name+".yaml")
	}
	return name + ".yaml"
}

// saveTo writes the file atomically (store.WriteFileAtomic).
func (d *Designer) saveTo(path string) {
	if path == "" {
		d.bad = "No file named: nothing saved."
		return
	}
	note, err := d.checkFile()
	if err != nil {
		d.bad = "Not saved: " + err.Error()
		return
	}
	data, err := encodeDesigns(d.designs)
	if err != nil {
		d.bad = "Not saved: " + err.Error()
		return
	}
	made := missingFolder(path)
	if dir := filepath.Dir(path); dir != "." {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			d.bad = "Not saved: " + err.Error()
			return
		}
	}
	// The file is locked before it is written, and stays locked while
	// the designer has it: another armada-tui's designer on it saved
	// over this one's designs (or this one over its).
	l, err := d.lockFor(path)
	if err != nil {
		d.bad = "Not saved: " + err.Error() + ". S saves to another file."
		return
	}
	if err := store.WriteFileAtomic(path, data); err != nil {
		d.unlock(l)
		d.bad = "Not saved: " + err.Error()
		return
	}
	d.keep(path, l)
	d.path, d.dirty, d.disk = path, false, data
	d.msg = fmt.Sprintf("Saved %s to %s. %s", engine.Count(len(d.designs), "design", "designs"), path, validateWords(path))
	if made != "" {
		// A folder mistyped in the path was made without a word.
		d.msg = fmt.Sprintf("Made the folder %s. %s", made, d.msg)
	}
	if note != "" {
		d.bad = strings.TrimSpace(note)
	}
}

// saveAs saves to a file named at the prompt. A file there already is
// written over only when it holds designs, and only after y; any other
// file is left alone (S wrote a game's save and the README over with
// designs, without a word; found by a play-tester).
func (d *Designer) saveAs(path string) tea.Cmd {
	if path == "" || path == d.path {
		d.saveTo(path)
		return nil
	}
	info, err := os.Stat(path)
	switch {
	case isNotExist(err):
		d.saveTo(path)
		return nil
	case err != nil:
		d.bad = "Not saved: " + err.Error()
		return nil
	case info.IsDir():
		d.bad = "Not saved: " + path + " is a folder; name a file in it."
		return nil
	}
	// Another armada-tui's file is refused as such first, whatever it
	// holds: that is the reason to leave it.
	l, err := d.lockFor(path)
	var held *store.LockedError
	if errors.As(err, &held) {
		d.bad = "Not saved: " + err.Error() + ". S saves to another file."
		return nil
	}
	if err == nil {
		d.unlock(l)
	}
	if _, _, err := readDesigns(path); err != nil {
		d.bad = fmt.Sprintf("Not saved: %s is there and is no design file (%v); S saves to another name.", path, err)
		return nil
	}
	cmd := d.askFor(askReplace, path+" holds designs already: replace them with these? y/n", "", nil)
	d.ask.path = path
	return cmd
}

// missingFolder is the outermost folder on path's way that does not exist
// yet, which saving makes; "" when the file's folder is there.
func missingFolder(path string) string {
	made := ""
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(dir); err == nil || !errors.Is(err, fs.ErrNotExist) {
			return made
		}
		made = dir
		if filepath.Dir(dir) == dir {
			return made
		}
	}
}

// validateWords says how to check a saved file from the command line:
// validate knows a design file of SSCS by a folder named sscs (the file's
// or the one above it), else it must be told --game sscs.
func validateWords(path string) string {
	cmd := "armada-tui validate --game sscs "
	if abs, err := filepath.Abs(path); err == nil {
		if dir := filepath.Dir(abs); filepath.Base(dir) == "sscs" || filepath.Base(filepath.Dir(dir)) == "sscs" {
			cmd = "armada-tui validate "
		}
	}
	return "Check it with: " + cmd + path
}

// load replaces the designs with a file's.
func (d *Designer) load(path string) {
	if path == "" {
		return
	}
	// Locked before it is read, as on the command line; a file in a
	// folder where no lock can be made (one not to be written to) is
	// read unlocked, as nothing can be saved there either.
	l, err := d.lockFor(path)
	var held *store.LockedError
	if errors.As(err, &held) {
		d.bad = "Not loaded: " + err.Error() + "."
		return
	}
	list, data, rerr := readDesigns(path)
	if rerr != nil {
		if err == nil {
			d.unlock(l)
		}
		d.bad = rerr.Error()
		return
	}
	if err != nil {
		d.Release()
	} else {
		d.keep(path, l)
	}
	if d.dirty {
		d.msg = "The changes before were not saved. "
	}
	d.designs, d.path, d.dirty, d.disk = list, path, false, data
	d.switchTo(0)
	d.msg += fmt.Sprintf("Loaded %s from %s.", engine.Count(len(list), "design", "designs"), path)
}

// shippedNames are the designs that ship with the program.
func shippedNames() []string {
	list, err := sscs.Catalogue()
	if err != nil {
		return nil
	}
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = x.Name
	}
	return out
}

// copyShipped adds a copy of a shipped design to the file, as the user's.
func (d *Designer) copyShipped(name string) {
	list, err := sscs.Catalogue()
	if err != nil {
		d.bad = err.Error()
		return
	}
	for _, x := range list {
		if strings.EqualFold(x.Name, name) {
			x = cloneDesign(x)
			name := x.Name // as the catalogue spells it, not as typed
			x.Source = "user"
			x.Name = d.freeName(x.Name + " copy")
			d.designs = append(d.designs, x)
			d.switchTo(len(d.designs) - 1)
			d.dirty = true
			d.msg = "A copy of the " + name + " to change as you like."
			return
		}
	}
	d.bad = fmt.Sprintf("No shipped design is called %q (tab completes: %s).", name, strings.Join(shippedNames(), ", "))
}

// freeName is name, or name with a number, unused in the file.
func (d *Designer) freeName(name string) string {
	taken := func(n string) bool {
		for _, x := range d.designs {
			if strings.EqualFold(x.Name, n) {
				return true
			}
		}
		return false
	}
	if !taken(name) {
		return name
	}
	for i := 2; ; i++ {
		if n := fmt.Sprintf("%s %d", name, i); !taken(n) {
			return n
		}
	}
}

// try starts a skirmish with the design (from the menu only): the design,
// with a shipped craft if it carries any, against shipped Vorr designs
// within its cost (the cheapest one when none is).
func (d *Designer) try() (tui.Screen, tea.Cmd) {
	if d.done == nil {
		d.bad = "A skirmish starts from the designer of the menu (armada-tui, then the game's scenarios)."
		return d, nil
	}
	if d.err != nil {
		d.bad = "The design cannot be built: " + d.errText(d.err)
		return d, nil
	}
	if err := d.derived.Err(); err != nil {
		d.bad = "The design breaks a limit: " + d.errText(err)
		return d, nil
	}
	sc, err := skirmish(d.designs, d.cur, d.derived.Cost)
	if err != nil {
		d.bad = "No skirmish: " + err.Error()
		return d, nil
	}
	// The designer is shown again only if esc comes back from the
	// skirmish's choices; once its game starts, it is gone. So the lock is
	// given up now, and taken again if it is shown (reclaim).
	if d.lock != nil {
		d.Release()
		d.away = true
	}
	return d.done(sc), nil
}

// hangarCraftCost is the cost of the craft a design's hangars hold: each
// craft's design from the file, else the shipped one.
func hangarCraftCost(d design.Design, list []design.Design, shipped []*design.Derived) int {
	total := 0
	for _, a := range d.Aux {
		if a.Kind != design.Hangar {
			continue
		}
		qty := max(a.Qty, 1)
		cost, found := 0, false
		for _, x := range list {
			if strings.EqualFold(x.Name, a.Craft) {
				if dv, err := design.Derive(x, nil); err == nil {
					cost, found = dv.Cost, true
				}
				break
			}
		}
		for _, dv := range shipped {
			if !found && strings.EqualFold(dv.Design.Name, a.Craft) {
				cost, found = dv.Cost, true
			}
		}
		total += qty * cost
	}
	return total
}

// skirmish is a scenario of the project's own: the design at the head of
// a squadron of one (with the file's fighters it carries) against the
// dearest shipped Vorr designs whose costs together stay within its own
// (at least one).
func skirmish(list []design.Design, cur, cost int) (*sscs.Scenario, error) {
	mine := list[cur]
	f := sscs.ScenarioFile{Name: "skirmish", Title: "Skirmish: the " + mine.Name + " (designer)",
		Description: "A skirmish of the designer's: your design against the dearest shipped Vorr designs whose costs together stay within its own. 15 turns.",
		Turns:       15}
	var craft []string
	for _, a := range mine.Aux {
		if a.Kind == design.Hangar {
			craft = append(craft, a.Craft)
		}
	}
	f.Designs = append(f.Designs, mine)
	for i, x := range list {
		if i == cur {
			continue
		}
		for _, c := range craft {
			if strings.EqualFold(c, x.Name) {
				f.Designs = append(f.Designs, x)
			}
		}
	}
	cat, err := sscs.Catalogue()
	if err != nil {
		return nil, err
	}
	ds, err := design.DeriveAll(cat, nil)
	if err != nil {
		return nil, err
	}
	// The side's cost counts the craft in the design's hangars, as the
	// briefing's forces do: the situation read "your design (cost 96)"
	// above "Designer, cost 120" for a design carrying a Wasp.
	what := "your design"
	if c := hangarCraftCost(mine, list, ds); c > 0 {
		cost, what = cost+c, "your design with its craft"
	}
	var vorr []*design.Derived
	for _, dv := range ds {
		if dv.Design.Squadron == "Vorr" && !dv.Design.Fighter {
			vorr = append(vorr, dv)
		}
	}
	sort.SliceStable(vorr, func(i, j int) bool { return vorr[i].Cost > vorr[j].Cost })
	var picked []*design.Derived
	spent := 0
	for _, dv := range vorr {
		if len(picked) < 4 && spent+dv.Cost <= cost {
			picked, spent = append(picked, dv), spent+dv.Cost
		}
	}
	if len(picked) == 0 && len(vorr) > 0 {
		picked = vorr[len(vorr)-1:] // the cheapest, when nothing fits
		spent = picked[0].Cost
	}
	if spent > cost {
		// The briefing must not call a frigate of 567 "about the cost" of
		// a design of 93.
		f.Description = fmt.Sprintf("A skirmish of the designer's: %s (cost %d) against the cheapest shipped Vorr design, which costs more (%d). 15 turns.", what, cost, spent)
	}
	var foes []sscs.ShipFile
	for n, dv := range picked {
		foes = append(foes, sscs.ShipFile{Name: fmt.Sprintf("%s %d", dv.Design.Name, n+1), Design: dv.Design.Name,
			At: fmt.Sprintf("%d,%d", 3*n-3, -10), Heading: "S", Speed: 2})
	}
	f.Sides = []sscs.SideFile{
		{Name: "Designer", Color: "blue", Ships: []sscs.ShipFile{{Name: mine.Name, Design: mine.Name, At: "0,10", Heading: "N", Speed: 2}}},
		{Name: "Vorr", Color: "red", Ships: foes},
	}
	return sscs.NewScenario(f)
}
