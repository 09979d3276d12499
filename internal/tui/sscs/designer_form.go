package sscs

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// fieldsOf are the form of the current tab for the design x (nil for the
// tabs that are lists).
func (d *Designer) fieldsOf(x *design.Design) []field {
	switch d.tab {
	case tabShip:
		return shipFields(x)
	case tabWeapons:
		if d.entry >= 0 && d.entry < len(x.Weapons) {
			return weaponFields(&x.Weapons[d.entry])
		}
	case tabShields:
		return []field{intField("Shields", &x.Shields, 0, design.MaxShields, "size 8 and cost 2 each; at most engine size × 0.25")}
	case tabHull:
		return []field{crewField(x, d.derived)}
	case tabAux:
		if d.entry >= 0 && d.entry < len(x.Aux) {
			return auxFields(&x.Aux[d.entry], d.crafts())
		}
	case tabArmor:
		return []field{intField("Armor level", &x.Armor, 0, design.MaxLevel, "absorbs its level in damage; size level × systems weight × 0.5")}
	case tabDrive:
		return []field{intField("Maneuver", &x.Maneuver, 1, design.MaxManeuver, "the Drive rating: engine size maneuver × subtotal × 0.1; MP = Drive²")}
	}
	return nil
}

// crewField is the crew carried: 0 stands for the minimum, shown as the
// number it is, and stepping from it starts at the minimum.
func crewField(x *design.Design, dv *design.Derived) field {
	f := intField("Crew", &x.Crew, 0, design.MaxCrew, "0 carries the minimum; a fighter's is 1 or 2")
	if x.Crew == 0 && dv != nil {
		min := dv.CrewMin
		f.value = fmt.Sprintf("%d (the minimum)", min)
		f.nudge = func(d int) {
			if d > 0 {
				x.Crew = min + d
			}
		}
	}
	return f
}

// isList reports whether the tab shows a list of entries rather than a form.
func (d *Designer) isList() bool {
	return (d.tab == tabWeapons || d.tab == tabAux) && d.entry < 0 || d.tab == tabEvaluate || d.tab == tabOrder
}

// rows is how many lines the cursor moves over in the tab.
func (d *Designer) rows() int {
	x := d.design()
	switch {
	case d.tab == tabWeapons && d.entry < 0:
		return len(x.Weapons) + 1 // the entries, then "add"
	case d.tab == tabAux && d.entry < 0:
		return len(x.Aux) + 1
	case d.tab == tabEvaluate:
		if d.derived != nil {
			return len(d.derived.Limits)
		}
		return 0
	case d.tab == tabOrder:
		return len(x.Weapons) + len(orderedAux(*x))
	}
	return len(d.fieldsOf(x))
}

// formKey handles the keys of the form or list under the cursor.
func (d *Designer) formKey(k tea.KeyPressMsg) tea.Cmd {
	n := d.rows()
	switch {
	case tui.ListMove(k, &d.row, n):
		d.row = max(0, d.row) // an empty list's cursor stays on its first line
	case key.Matches(k, keyDUp):
		d.move(-1)
	case key.Matches(k, keyDDown):
		d.move(1)
	case key.Matches(k, keyDAdd):
		d.add()
	case key.Matches(k, keyDDel):
		d.remove()
	case key.Matches(k, keyDEdit):
		return d.enter()
	case key.Matches(k, keyDLess):
		d.nudge(-1)
	case key.Matches(k, keyDMore):
		d.nudge(1)
	}
	return nil
}

// enter opens the entry under the cursor, adds one on the "add" line, or
// edits the field: enumerations and yes/no step, the rest are typed.
func (d *Designer) enter() tea.Cmd {
	x := d.design()
	switch {
	case d.tab == tabWeapons && d.entry < 0, d.tab == tabAux && d.entry < 0:
		size := len(x.Weapons)
		if d.tab == tabAux {
			size = len(x.Aux)
		}
		if d.row >= size {
			d.add()
			return nil
		}
		d.entry, d.row = d.row, 0
		return nil
	case d.isList():
		return nil
	}
	fs := d.fieldsOf(x)
	if d.row >= len(fs) {
		return nil
	}
	f := fs[d.row]
	switch {
	case f.enum && f.nudge != nil:
		d.nudge(1)
	case f.set != nil:
		cmd := d.askFor(askField, f.label, f.value, nil)
		if f.limit > 0 {
			d.ask.input.CharLimit = f.limit
		}
		return cmd
	}
	return nil
}

// setField types the field under the cursor.
func (d *Designer) setField(text string) {
	d.change(func(x *design.Design) error {
		fs := d.fieldsOf(x)
		if d.row >= len(fs) || fs[d.row].set == nil {
			return errNoEntry
		}
		return fs[d.row].set(text)
	})
}

// nudge steps the field under the cursor up or down.
func (d *Designer) nudge(dir int) {
	if d.isList() {
		return
	}
	d.change(func(x *design.Design) error {
		fs := d.fieldsOf(x)
		if d.row >= len(fs) || fs[d.row].nudge == nil {
			return errNoEntry
		}
		fs[d.row].nudge(dir)
		return nil
	})
	if d.bad == errNoEntry.Error() {
		d.bad = "This line is worked out, not chosen."
	}
}

// add appends a weapon or an auxiliary system and opens it.
func (d *Designer) add() {
	switch d.tab {
	case tabWeapons:
		d.change(func(x *design.Design) error {
			x.Weapons = append(x.Weapons, design.Weapon{Type: design.Beam, Dice: 1, Range: 6, Arc: design.Primary, Qty: 1})
			return nil
		})
		d.entry, d.row = len(d.design().Weapons)-1, 1
	case tabAux:
		d.change(func(x *design.Design) error {
			x.Aux = append(x.Aux, design.Aux{Kind: design.ECM, Qty: 1})
			return nil
		})
		d.entry, d.row = len(d.design().Aux)-1, 0
	default:
		d.bad = "Entries are added in step 1 (weapons) and step 4 (auxiliaries)."
	}
}

// remove deletes the entry under the cursor.
func (d *Designer) remove() {
	if d.entry >= 0 || d.tab != tabWeapons && d.tab != tabAux {
		d.bad = "Remove an entry from its list (esc goes back to it)."
		return
	}
	x := d.design()
	switch {
	case d.tab == tabWeapons && d.row < len(x.Weapons):
		name := weaponTitle(x.Weapons[d.row])
		d.change(func(x *design.Design) error {
			x.Weapons = append(x.Weapons[:d.row], x.Weapons[d.row+1:]...)
			return nil
		})
		d.msg = "Removed the " + name + "."
	case d.tab == tabAux && d.row < len(x.Aux):
		d.change(func(x *design.Design) error {
			x.Aux = append(x.Aux[:d.row], x.Aux[d.row+1:]...)
			return nil
		})
	default:
		d.bad = errNoEntry.Error()
	}
	d.row = min(d.row, d.rows()-1)
}

// move shifts the entry under the cursor in the damage order ("place
// Weapons and Auxiliary systems in the order you would have them
// damaged"): within the weapons, or within the auxiliaries with the hull
// and the crew, which the list then names in their place.
func (d *Designer) move(dir int) {
	x := d.design()
	switch {
	case d.tab == tabWeapons && d.entry < 0 || d.tab == tabOrder && d.row < len(x.Weapons):
		i, j := d.row, d.row+dir
		if i >= len(x.Weapons) {
			// The "add" line under the list: swapped with its neighbour
			// as an entry, it panicked.
			d.bad = errNoEntry.Error()
			return
		}
		if j < 0 || j >= len(x.Weapons) {
			return
		}
		d.change(func(x *design.Design) error {
			x.Weapons[i], x.Weapons[j] = x.Weapons[j], x.Weapons[i]
			return nil
		})
		d.row = j
	case d.tab == tabAux && d.entry < 0:
		i, j := d.row, d.row+dir
		if i >= len(x.Aux) {
			d.bad = errNoEntry.Error() // the "add" line
			return
		}
		if j < 0 || j >= len(x.Aux) {
			return
		}
		d.change(func(x *design.Design) error {
			x.Aux[i], x.Aux[j] = x.Aux[j], x.Aux[i]
			return nil
		})
		d.row = j
	case d.tab == tabOrder:
		i := d.row - len(x.Weapons)
		list := orderedAux(*x)
		j := i + dir
		if j < 0 || j >= len(list) {
			return
		}
		d.change(func(x *design.Design) error {
			list[i], list[j] = list[j], list[i]
			x.Aux = list
			return nil
		})
		d.row += dir
	default:
		d.bad = "The damage order is changed in the lists of steps 1 and 4, or under Order (o)."
	}
}

// orderedAux is a design's auxiliaries in damage order with the hull and
// the crew in their place (at the end when the design does not say).
func orderedAux(x design.Design) []design.Aux {
	list := append([]design.Aux(nil), x.Aux...)
	for _, k := range []string{design.HullAux, design.CrewAux} {
		found := false
		for _, a := range list {
			found = found || a.Kind == k
		}
		if !found {
			list = append(list, design.Aux{Kind: k})
		}
	}
	return list
}

// weaponTitle names a weapon entry: its name, else its type's.
func weaponTitle(w design.Weapon) string {
	if w.Name != "" {
		return w.Name
	}
	if w.Type == design.Projector {
		if r, ok := design.LookupProjector(w.Effect); ok {
			return r.Title
		}
	}
	if r, ok := design.LookupType(w.Type); ok {
		return r.Title
	}
	return w.Type
}

// weaponSummary is a weapon entry in one line of inputs: "2× beam 1d10 r8 secondary".
func weaponSummary(w design.Weapon) string {
	if w.Type == design.Missile {
		return fmt.Sprintf("missile r%d d%d w%d ×%d", w.Range, w.Drive, w.Warhead, w.Count)
	}
	dmg := fmt.Sprintf("%d", w.Damage)
	if w.Dice > 0 {
		dmg = fmt.Sprintf("%dd10", w.Dice)
	}
	s := fmt.Sprintf("%s %s r%d %s", w.Type, dmg, w.Range, w.Arc)
	if w.Type == design.Projector {
		s = fmt.Sprintf("%s %s r%d %s", w.Effect, dmg, w.Range, w.Arc)
	}
	if w.Qty > 1 {
		s = fmt.Sprintf("%d× %s", w.Qty, s)
	}
	return s
}

// auxSummary is an auxiliary entry in one line.
func auxSummary(a design.Aux) string {
	switch a.Kind {
	case design.HullAux:
		return "hull"
	case design.CrewAux:
		return "crew"
	case design.Hangar:
		return fmt.Sprintf("hangar: %d %s", max(1, a.Qty), a.Craft)
	}
	if a.Qty > 1 {
		return fmt.Sprintf("%s ×%d", a.Kind, a.Qty)
	}
	return a.Kind
}
