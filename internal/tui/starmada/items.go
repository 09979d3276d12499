package starmada

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/tui"

	"github.com/armada-tui/armada-tui/internal/engine"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

var smGroups = map[string][2]string{
	sm.KindOrders:  {"Orders for", "o"},
	sm.KindSubmit:  {"Seal orders", "n"},
	sm.KindFly:     {"Fly", "f"},
	sm.KindPick:    {"Pick an enemy", "p"},
	sm.KindTarget:  {"Declare", "t"},
	sm.KindResolve: {"Resolve", "v"},
	sm.KindFire:    {"End the fire", "n"},
	sm.KindLose:    {"Lose", "d"},
	sm.KindPlace:   {"Set up", "e"},
	sm.KindObject:  {"Objects", "a"},
	sm.KindEdge:    {"Choose your edge", "g"},
	sm.KindAdd:     {"Add a ship", "b"},
	sm.KindRemove:  {"Take out a ship", "r"},
	sm.KindAuto:    {"Automatic fleet", "m"},
	sm.KindReady:   {"Fleet ready", "y"},
	sm.KindLaunch:  {"Launch satellites", "c"},
}

func (g *smGame) Group(kind string) (string, string) {
	if gr, ok := smGroups[kind]; ok {
		return gr[0], gr[1]
	}
	return kind, ""
}

// Item names an intent in a player's words, short enough for the action
// list ("Admirable (b) Laser Cannons ×6 at Hive"). The intents of battle
// that shorten their line to the list's width have a helper each; the
// set-up's short lines stay here.
func (g *smGame) Item(in engine.Intent) string {
	s := g.last
	fit := g.actW - 6 // "> [t] " or the list's indent
	switch in := in.(type) {
	case sm.WriteOrders:
		return smOrdersItem(s, in)
	case sm.Submit:
		return smSubmitItem(s, in)
	case sm.Fly:
		return g.flyItem(s, in, fit)
	case sm.Pick:
		return g.pickItem(s, in, fit)
	case sm.Target:
		return g.targetItem(in, fit)
	case sm.Resolve:
		return g.resolveItem(s, in, fit)
	case sm.Lose:
		return g.loseLabel(s, in)
	case sm.Place:
		if s != nil {
			if sh, ok := s.Ship(in.Ship); ok {
				return fmt.Sprintf("%s (%s, CR %d)", in.Ship, sh.Class, sh.CR)
			}
		}
		return in.Ship
	case sm.PlaceObject:
		if s != nil {
			// After its group's label: "[a] Objects (1 of 4)".
			return fmt.Sprintf("(%d of %d)", s.ObjectsToPlace()-s.ObjectsLeft()+1, s.ObjectsToPlace())
		}
		return "an object"
	case sm.ChooseEdge:
		if s != nil {
			_, rows, _ := strings.Cut(s.ZoneWords(in.Edge), ", ")
			return fmt.Sprintf("%s (%s)", in.Edge, rows)
		}
		return in.Edge
	case sm.AddShip:
		return smAddShipItem(s, in)
	case sm.RemoveShip:
		return "a " + in.Class
	case sm.AutoFleet:
		return "Automatic fleet"
	case sm.Ready:
		if in.Uneven {
			return "Fleet ready (uneven: fight anyway)"
		}
		return "Fleet ready"
	case sm.Launch:
		return smLaunchItem(s, in, fit)
	case sm.Fire:
		// Named by its group's label: its key ends the fire at once (the
		// screen asks first when a battery could still declare), resolving
		// whatever is still declared.
		return smGroups[sm.KindFire][0]
	}
	return in.String()
}

// smOrdersItem names a ship whose orders are to be written, with its MP,
// and the orders it already has when Legal offers them for a rewrite.
func smOrdersItem(s *sm.State, in sm.WriteOrders) string {
	if s != nil {
		if sh, ok := s.Ship(in.Ship); ok {
			if sh.HasOrders && sh.Orders != "" { // the ship's own: Legal lists them for a rewrite
				return fmt.Sprintf("%s (%d MP): rewrite %s", in.Ship, sh.MP, sh.Orders)
			}
			return fmt.Sprintf("%s (%d MP)", in.Ship, sh.MP)
		}
	}
	return in.Ship
}

// smSubmitItem warns, on the submit line, how many of the side's ships
// that could move have no orders and so stand still.
func smSubmitItem(s *sm.State, in sm.Submit) string {
	if s != nil {
		n := 0
		for _, sh := range s.Ships() {
			if sh.Side == in.By && sh.CanMove && !sh.HasOrders {
				n++
			}
		}
		switch n {
		case 0:
		case 1:
			return "Seal orders (1 stands still)"
		default:
			return fmt.Sprintf("Seal orders (%d stand still)", n)
		}
	}
	return "Seal orders"
}

// flyItem names a flight's move: where to and whom it hits, in the form
// that every line of the list fits in fit (listForm).
func (g *smGame) flyItem(s *sm.State, in sm.Fly, fit int) string {
	return g.listForm(sm.KindFly, in.By, fit, g.flyForms(s, in))
}

// flyForms are the ways of writing a flight's move, longest first: the
// fighters left give way first, then the word "to".
func (g *smGame) flyForms(s *sm.State, in sm.Fly) []string {
	name := g.craftName(in.Craft)
	count := ""
	if c, ok := smCraftIn(s, in.Craft); ok && !c.Satellite {
		count = fmt.Sprintf(" (%d)", c.Fighters)
	}
	if smStays(s, in) {
		return []string{name + count + ": stay", name + ": stay"}
	}
	hit := ""
	if !in.Target.IsZero() {
		hit = ", hit " + smTargetName(in.Target)
	}
	l := name + " " + sm.HexLabel(in.At())
	if !in.Target.IsZero() {
		l += ", " + smTargetName(in.Target)
	}
	return []string{
		name + count + ": to " + sm.HexLabel(in.At()) + hit,
		name + ": to " + sm.HexLabel(in.At()) + hit,
		l,
	}
}

// listForm is forms[k] for the one k that the whole list of the player's
// intents of kind takes: the longest form in which each of its lines fits
// in fit, else the shortest. Each line was shortened on its own, and the
// lines of one list read unlike: 'Pa/F1 (6): to 1512, hit Hive' above
// 'Pa/F1: to 1512, hit Mantis', 'Mantis (a) ×2 at Lancer' above 'Ma (a)
// ×2 at fighters 1512', one ship under two names (found at 80×24). A
// form the list cannot take falls to the intent's last.
func (g *smGame) listForm(kind string, by engine.Player, fit int, forms []string) string {
	k := g.formFor(kind, by, fit)
	return forms[min(k, len(forms)-1)]
}

// formFor is the form listForm takes for the list of kind, worked out
// once a frame (the list names each of its lines every frame).
func (g *smGame) formFor(kind string, by engine.Player, fit int) int {
	key := formKey{g.last, kind, by, fit}
	if k, ok := g.forms[key]; ok {
		return k
	}
	if g.forms == nil || len(g.forms) > 64 {
		g.forms = map[formKey]int{}
	}
	k := 0
	if g.last != nil {
		for _, in := range g.last.Legal(by) {
			if in.Kind() != kind {
				continue
			}
			fs := g.formsOf(in)
			i := 0
			for i < len(fs)-1 && tui.Width(fs[i]) > fit {
				i++
			}
			k = max(k, i)
		}
	}
	g.forms[key] = k
	return k
}

// formKey is what a list's form depends on.
type formKey struct {
	s    *sm.State
	kind string
	by   engine.Player
	fit  int
}

// formsOf are the forms of an intent of a list that listForm shortens.
func (g *smGame) formsOf(in engine.Intent) []string {
	switch in := in.(type) {
	case sm.Fly:
		return g.flyForms(g.last, in)
	case sm.Target:
		return g.targetForms(in)
	}
	return []string{g.Item(in)}
}

// pickItem names the flight picked to act next, shown after the group's
// word when alone ("[p] Pick an enemy Hi/F3 (6)"): "acts next" gives way
// first when the list is narrow.
func (g *smGame) pickItem(s *sm.State, in sm.Pick, fit int) string {
	l := g.craftName(in.Craft)
	if c, ok := smCraftIn(s, in.Craft); ok {
		l = fmt.Sprintf("%s (%d)", l, c.Fighters)
	}
	if tui.Width(smGroups[sm.KindPick][0]+" "+l+" acts next") <= fit {
		return l + " acts next"
	}
	return l
}

// targetItem names a battery's declaration (the ship, the battery, its
// weapons and their count, the target), in the form that every line of
// the list fits in fit (listForm).
func (g *smGame) targetItem(in sm.Target, fit int) string {
	return g.listForm(sm.KindTarget, in.By, fit, g.targetForms(in))
}

// targetForms are the ways of writing a declaration, longest first: the
// weapons' name gives way first, then the ship's name to its id.
func (g *smGame) targetForms(in sm.Target) []string {
	n, name := g.weaponsFor(in)
	id := g.idOf(in.Ship)
	if len(in.Mounts) > 0 {
		// The line of a battery's typed field (4.1.1: which weapons
		// fire at which target, a battery split or held back in part).
		return []string{
			fmt.Sprintf("%s (%s) %s: chosen weapons", in.Ship, in.Battery, name),
			fmt.Sprintf("%s (%s): chosen weapons", in.Ship, in.Battery),
			fmt.Sprintf("%s (%s): chosen weapons", id, in.Battery),
			fmt.Sprintf("%s (%s): weapons", id, in.Battery),
		}
	}
	return []string{
		fmt.Sprintf("%s (%s) %s ×%d at %s", in.Ship, in.Battery, name, n, smTargetName(in.Target)),
		fmt.Sprintf("%s (%s) ×%d at %s", in.Ship, in.Battery, n, smTargetName(in.Target)),
		fmt.Sprintf("%s (%s) ×%d at %s", id, in.Battery, n, smTargetName(in.Target)),
	}
}

// resolveItem names a ship whose declarations are to be resolved, with
// how many it has, shortened to fit after the group's word.
func (g *smGame) resolveItem(s *sm.State, in sm.Resolve, fit int) string {
	if s != nil {
		n := 0
		for _, d := range s.Declared() {
			if d.Ship == in.Ship {
				n++
			}
		}
		// Shown after the group's word ("[v] Resolve Admirable (…)"):
		// "declaration" gives way to the log's "attack", then the id.
		for _, l := range []string{
			fmt.Sprintf("%s (%s)", in.Ship, engine.Count(n, "declaration", "declarations")),
			fmt.Sprintf("%s (%s)", in.Ship, engine.Count(n, "attack", "attacks")),
		} {
			if tui.Width("Resolve "+l) <= fit {
				return l
			}
		}
		if id := g.ids[in.Ship]; id != "" {
			return fmt.Sprintf("%s (%s)", id, engine.Count(n, "attack", "attacks"))
		}
	}
	return in.Ship
}

// smAddShipItem names a class the fleet may buy, with its CR.
func smAddShipItem(s *sm.State, in sm.AddShip) string {
	if s != nil {
		for _, c := range s.Buildable(in.By) {
			if c.Name == in.Class {
				return fmt.Sprintf("%s (CR %d)", c.Name, c.CR)
			}
		}
	}
	return in.Class
}

// smLaunchItem names one count of satellites to launch: one line per
// count, 0 to the ship's limit (C.5), each saying what stays aboard when
// the list is wide enough.
func smLaunchItem(s *sm.State, in sm.Launch, fit int) string {
	left := -1
	if s != nil {
		if sh, ok := s.Ship(in.Ship); ok {
			left = sh.SatellitesLeft
		}
	}
	what := "none"
	if in.Count > 0 {
		what = strconv.Itoa(in.Count)
	}
	l := fmt.Sprintf("%s: launch %s", in.Ship, what)
	if left >= 0 {
		if k := fmt.Sprintf("%s, keep %d", l, left-in.Count); tui.Width(k) <= fit {
			return k
		}
	}
	return l
}

// craftName shortens a flight's name with its carrier's id: "Pa/F1".
func (g *smGame) craftName(id sm.CraftID) string {
	if g.ids == nil || g.ids[id.Carrier] == "" {
		return id.String()
	}
	short := id
	short.Carrier = g.ids[id.Carrier]
	return short.String()
}

func smCraftIn(s *sm.State, id sm.CraftID) (sm.CraftInfo, bool) {
	if s == nil {
		return sm.CraftInfo{}, false
	}
	return smCraft(s, id)
}

// smTargetName writes a target as a player would: "fighters 0512".
func smTargetName(t sm.Ref) string {
	if t.Fighters {
		return "fighters " + sm.HexLabel(t.At)
	}
	return t.Ship
}
