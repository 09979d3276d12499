package sscs

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/armada-tui/armada-tui/internal/games/gamedata"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// field is one line of a designer form: a value shown, and how it is
// changed — typed (set), stepped with ←/→ (nudge), or both. A field with
// neither is read-only.
type field struct {
	label string
	value string
	set   func(string) error // the typed text; nil when it is not typed
	nudge func(d int)        // one step up or down; nil when it is not stepped
	enum  bool               // enter steps it rather than opening a text field
	hint  string
	limit int // the most characters a typed text takes, 0 for the prompt's own
}

// intField is a whole number typed or stepped, from lo to hi. The upper
// bounds are design's limits of its inputs (design.MaxQty and the rest):
// a number past one is refused as it is typed, where it used to be taken
// and refused only by the design's check, far from the field.
func intField(label string, v *int, lo, hi int, hint string) field {
	return field{label: label, value: strconv.Itoa(*v), hint: hint,
		set: func(s string) error {
			s = strings.TrimSpace(s)
			n, err := strconv.Atoi(s)
			switch {
			case errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(s, "-"):
				return fmt.Errorf("%s: %s is more than %d, the most it takes", label, s, hi)
			case errors.Is(err, strconv.ErrRange):
				return fmt.Errorf("%s: %s is less than %d", label, s, lo)
			case err != nil:
				return fmt.Errorf("%s: %q is not a whole number", label, s)
			case n < lo:
				return fmt.Errorf("%s: %d is less than %d", label, n, lo)
			case n > hi:
				return fmt.Errorf("%s: %d is more than %d, the most it takes", label, n, hi)
			}
			*v = n
			return nil
		},
		nudge: func(d int) { *v = min(hi, max(lo, *v+d)) }}
}

// textField is a line of text of lo to hi characters, the lengths the
// design's check takes (design.Check): the prompt takes no more than hi,
// where a longer name was kept and refused only at validate.
func textField(label string, v *string, lo, hi int, hint string) field {
	return field{label: label, value: *v, hint: hint, limit: hi, set: func(s string) error {
		s = strings.TrimSpace(s)
		switch n := utf8.RuneCountInString(s); {
		case n < lo:
			return fmt.Errorf("%s: it takes %d to %d characters, and is blank", label, lo, hi)
		case n > hi:
			return fmt.Errorf("%s: %d characters, %d at most", label, n, hi)
		case !gamedata.Printable(s):
			return fmt.Errorf("%s: printable characters only", label)
		}
		*v = s
		return nil
	}}
}

// enumField is one of a list of words, stepped through (enter, ←/→) or
// typed (any unambiguous start of a word).
func enumField(label string, v *string, options []string, hint string) field {
	at := 0
	for i, o := range options {
		if o == *v {
			at = i
		}
	}
	return field{label: label, value: *v, hint: hint, enum: true,
		nudge: func(d int) {
			if len(options) > 0 {
				*v = options[((at+d)%len(options)+len(options))%len(options)]
			}
		},
		set: func(s string) error {
			s = strings.ToLower(strings.TrimSpace(s))
			var hits []string
			for _, o := range options {
				if o == s {
					*v = o
					return nil
				}
				if strings.HasPrefix(o, s) {
					hits = append(hits, o)
				}
			}
			if len(hits) != 1 {
				return fmt.Errorf("%s: one of %s", label, strings.Join(options, ", "))
			}
			*v = hits[0]
			return nil
		}}
}

// boolField is yes or no, toggled.
func boolField(label string, v *bool, hint string) field {
	word := "no"
	if *v {
		word = "yes"
	}
	return field{label: label, value: word, hint: hint, enum: true, nudge: func(int) { *v = !*v }}
}

// Tables' words, in the rulebook's order.
func weaponTypes() []string {
	var out []string
	for _, r := range design.TypeRows() {
		out = append(out, r.Type)
	}
	return append(out, design.Missile)
}

func arcs() []string {
	var out []string
	for _, r := range design.ArcRows() {
		out = append(out, r.Arc)
	}
	return out
}

func effects() []string {
	var out []string
	for _, r := range design.ProjectorRows() {
		out = append(out, r.Effect)
	}
	return out
}

func auxKinds() []string {
	var out []string
	for _, r := range design.AuxRows() {
		out = append(out, r.Kind)
	}
	return append(out, design.HullAux, design.CrewAux)
}

// shipFields are the design's name and labels (no step of the rulebook:
// what the ship is called and which squadron it serves).
func shipFields(d *design.Design) []field {
	return []field{
		textField("Name", &d.Name, 1, design.MaxLabel, "1 to 30 characters, unique in the file"),
		textField("Class", &d.Class, 0, design.MaxLabel, "a label of up to 30 characters: destroyer, fighter…"),
		textField("Squadron", &d.Squadron, 0, design.MaxLabel, "a label of up to 30 characters"),
		textField("Notes", &d.Notes, 0, design.MaxNotes, "what the ship is for, up to 500 characters"),
		boolField("Fighter", &d.Fighter, "crew 1 or 2, no crew quarters, no hangar; a hangar holds any vehicle without a hangar of its own"),
	}
}

// typeHint says what the weapon type under the cursor does to a weapon's
// numbers, from the Weapon Type table (the hint was one line for all the
// types, "railgun ×¼ cost; cannon ×2 damage; torpedo ×3 damage…", cut
// short by its own "…").
func typeHint(t string) string {
	switch t {
	case design.Missile:
		return "missile: a magazine of missiles, each with its own Range, Drive and Warhead"
	case design.Projector:
		return "projector: an effect instead of damage, its cost and size set by the effect"
	}
	r, ok := design.LookupType(t)
	if !ok {
		return "←/→ the weapon types"
	}
	times := func(q design.Q) string {
		switch {
		case q.Cmp(design.F(1, 4)) == 0:
			return "×¼"
		case q.Cmp(design.F(1, 2)) == 0:
			return "×½"
		}
		return "×" + q.String()
	}
	parts := []string{fmt.Sprintf("cost %s, range %s, size %s, damage %s", times(r.Cost), times(r.Range), times(r.Size), times(r.Damage))}
	if r.Shots > 0 {
		parts = append(parts, fmt.Sprintf("%d shots a magazine", r.Shots))
	}
	if r.IgnoresShields {
		parts = append(parts, "shields do not stop it")
	}
	if r.Energy {
		parts = append(parts, "counts to the energy limit")
	}
	return t + ": " + strings.Join(parts, "; ")
}

// weaponFields are the inputs of one weapon entry (step 1), those of its
// type only.
func weaponFields(w *design.Weapon) []field {
	typ := w.Type
	out := []field{
		textField("Name", &w.Name, 0, design.MaxLabel, "up to 30 characters; blank: the type's name"),
		enumField("Type", &w.Type, weaponTypes(), typeHint(w.Type)),
	}
	out[1].set = wrapType(w, out[1].set)
	nudge := out[1].nudge
	out[1].nudge = func(d int) { nudge(d); normalizeWeapon(w, typ) }
	if w.Type == design.Missile {
		return append(out,
			intField("Range", &w.Range, 1, design.MaxRange, "hexes; the missile's Range"),
			intField("Drive", &w.Drive, 1, design.MaxDrive, "a d10 at or under it hits; at most 10"),
			intField("Warhead", &w.Warhead, 1, design.MaxWarhead, "d10s of damage"),
			intField("Count", &w.Count, 1, design.MaxMissiles, "missiles in the magazine"),
			intField("Armor", &w.Armor, 0, design.MaxLevel, "component armor level"))
	}
	out = append(out, intField("Quantity", qtyPtr(&w.Qty), 1, design.MaxQty, "identical weapons"))
	if w.Type == design.Projector {
		out = append(out, enumField("Effect", &w.Effect, effects(), "the projector's effect"),
			intField("Value", &w.Damage, 1, design.MaxDamage, "bought as fixed damage, 2 a point"))
	} else if w.Damage > 0 {
		// Fixed damage on a weapon other than a projector, as a design
		// file of rules 1-7 may hold it: the game refuses it (1) Weapon
		// Design, Damage; design.FixedDamage), and enter buys d10s instead.
		out = append(out, field{label: "Damage as", value: "fixed (projectors only)", enum: true,
			hint: "only projectors buy fixed damage: enter buys d10s, 12 each", nudge: func(int) {
				w.Dice, w.Damage = max(1, w.Damage/6), 0
			}},
			intField("Damage", &w.Damage, 1, design.MaxDamage, "points of damage"))
	} else {
		out = append(out, field{label: "Damage as", value: "d10s", enum: true,
			hint: "d10s at 12 each; only projectors buy fixed damage"},
			intField("Dice", &w.Dice, 1, design.MaxDice, "d10s of damage"))
	}
	out = append(out,
		intField("Range", &w.Range, 1, design.MaxRange, "hexes bought, 2 a hex; Range = d10s to hit"),
		enumField("Arc", &w.Arc, arcs(), "primary: front; secondary: front and sides; defensive: all"),
		intField("Armor", &w.Armor, 0, design.MaxLevel, "component armor level"))
	if r, ok := design.LookupType(w.Type); ok && r.Shots > 0 {
		out = append(out, intField("Reloads", &w.Reloads, 0, design.MaxReloads, fmt.Sprintf("magazine reloads of %d shots, shared by the entry; %d storage slots each; each costs as much as one weapon (own)", r.Shots, design.MagazineReloadSlots)))
	}
	return out
}

// qtyPtr makes a quantity of 0 (meaning 1) read as 1.
func qtyPtr(q *int) *int {
	if *q == 0 {
		*q = 1
	}
	return q
}

// wrapType keeps a weapon's other fields valid when its type is typed.
func wrapType(w *design.Weapon, set func(string) error) func(string) error {
	return func(s string) error {
		was := w.Type
		if err := set(s); err != nil {
			return err
		}
		normalizeWeapon(w, was)
		return nil
	}
}

// normalizeWeapon keeps a weapon entry one that Check accepts after its
// type changed: a missile has range, drive, warhead and count; a projector
// an effect and fixed damage; the others damage and an arc.
func normalizeWeapon(w *design.Weapon, was string) {
	if w.Type == was {
		return
	}
	if w.Type == design.Missile {
		*w = design.Weapon{Name: w.Name, Type: design.Missile, Range: max(1, w.Range), Drive: 5, Warhead: 1, Count: 4, Armor: w.Armor}
		return
	}
	if was == design.Missile {
		w.Drive, w.Warhead, w.Count, w.Damage, w.Dice = 0, 0, 0, 0, 1
	}
	if r, ok := design.LookupType(w.Type); !ok || r.Shots == 0 {
		w.Reloads = 0 // only a weapon with a magazine carries reloads
	}
	if w.Arc == "" {
		w.Arc = design.Primary
	}
	if w.Qty == 0 {
		w.Qty = 1
	}
	if w.Type == design.Projector {
		if w.Dice > 0 {
			w.Damage, w.Dice = max(1, w.Dice*6), 0
		}
		if w.Effect == "" {
			w.Effect = design.TractorBeam
		}
	} else {
		w.Effect = ""
		if w.Damage > 0 { // only projectors buy fixed damage (1) Weapon Design, Damage)
			w.Dice, w.Damage = max(1, w.Damage/6), 0
		}
	}
}

// auxFields are the inputs of one auxiliary entry (step 4); crafts are
// the designs a hangar may hold (any vehicle without a hangar, rules 5).
func auxFields(a *design.Aux, crafts []string) []field {
	out := []field{enumField("Kind", &a.Kind, auxKinds(), "hull and crew only mark their place in the damage order")}
	kind := a.Kind
	set, nudge := out[0].set, out[0].nudge
	out[0].set = func(s string) error {
		if err := set(s); err != nil {
			return err
		}
		normalizeAux(a, kind, crafts)
		return nil
	}
	out[0].nudge = func(d int) { nudge(d); normalizeAux(a, kind, crafts) }
	if a.Kind == design.CrewAux {
		return out // the crew has no size to armor (design.Check refuses it)
	}
	if a.Kind == design.HullAux {
		return append(out, intField("Armor", &a.Armor, 0, design.MaxLevel, "component armor level"))
	}
	row, _ := design.LookupAux(a.Kind)
	hint := fmt.Sprintf("cost %d, size %d each", row.Cost, row.Size)
	if row.Per > 0 {
		hint = fmt.Sprintf("blocks of %d %s: cost %d, size %d each", row.Per, row.Unit, row.Cost, row.Size)
	}
	if a.Kind == design.Hangar {
		hint = "craft carried: cost 3 each, size the craft's + 2"
	}
	out = append(out, intField("Quantity", qtyPtr(&a.Qty), 1, design.MaxQty, hint))
	if a.Kind == design.Hangar {
		out = append(out, enumField("Craft", &a.Craft, crafts, "the design it holds: a fighter or any other vehicle without a hangar of its own"))
	}
	return append(out, intField("Armor", &a.Armor, 0, design.MaxLevel, "component armor level"))
}

// normalizeAux keeps an auxiliary entry valid after its kind changed.
func normalizeAux(a *design.Aux, was string, crafts []string) {
	if a.Kind == was {
		return
	}
	switch a.Kind {
	case design.HullAux, design.CrewAux:
		a.Qty, a.Craft = 0, ""
		if a.Kind == design.CrewAux {
			a.Armor = 0 // the crew has no size to armor
		}
	case design.Hangar:
		if a.Craft == "" && len(crafts) > 0 {
			a.Craft = crafts[0]
		}
	default:
		a.Craft = ""
	}
}

// errNoEntry is the answer to a key that needs an entry under the cursor.
var errNoEntry = errors.New("no entry under the cursor")
