package sscs

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// groups names each kind of intent in the action list, with its hotkey.
// The keys avoid the ones the game screen and the map board keep for
// themselves (see tui.ReservedKeys; tuitest.HotkeysFree checks them).
var groups = map[string][2]string{
	sscs.KindPick:    {"Pick a design", "z"},
	sscs.KindUnpick:  {"Take a pick out", "w"},
	sscs.KindReady:   {"Squadron ready", "y"},
	sscs.KindSpeed:   {"Speed", "s"},
	sscs.KindDock:    {"Dock", "d"},
	sscs.KindLaunch:  {"Launch", "l"},
	sscs.KindRepair:  {"Damage control", "r"},
	sscs.KindReload:  {"Reload", "h"},
	sscs.KindBoard:   {"Board", "b"},
	sscs.KindRam:     {"Ram", "x"},
	sscs.KindMode:    {"Boarding mode", "o"},
	sscs.KindAssign:  {"Boarding target", "a"},
	sscs.KindClear:   {"Take back", "c"},
	sscs.KindSeal:    {"Seal the declarations", "n"},
	sscs.KindMove:    {"Plot", "p"},
	sscs.KindFire:    {"Fire", "f"},
	sscs.KindSalvo:   {"Missiles", "m"},
	sscs.KindProject: {"Projector", "t"},
	sscs.KindDone:    {"End fire", "n"},
	sscs.KindDodge:   {"Dodge the missiles", "v"},
	sscs.KindShoot:   {"Shoot at the missiles", "g"},
}

// group implements Board.Group.
func group(kind string) (string, string) {
	if g, ok := groups[kind]; ok {
		return g[0], g[1]
	}
	if kind == "" {
		return "", ""
	}
	return strings.ToUpper(kind[:1]) + kind[1:], ""
}

// ids gives every ship a short id for the map (at most three cells, unique),
// made from its name: "Bastion" Ba, "Aerie Wasp 1" AW1. Names never change
// during a game, so the ids are made once per list of names.
type ids struct {
	names []string
	id    []string
}

func (x *ids) of(ships []sscs.ShipInfo) []string {
	same := len(ships) == len(x.names)
	for i := 0; same && i < len(ships); i++ {
		same = ships[i].Name == x.names[i]
	}
	if same {
		return x.id
	}
	x.names, x.id = make([]string, len(ships)), make([]string, len(ships))
	used := map[string]bool{}
	for i, sh := range ships {
		x.names[i] = sh.Name
		id := ""
		for _, c := range idCandidates(sh.Name) {
			if !used[strings.ToLower(c)] {
				id = c
				break
			}
		}
		if id == "" {
			id = strconv.Itoa(i)
		}
		used[strings.ToLower(id)] = true
		x.id[i] = id
	}
	return x.id
}

// idCandidates lists possible ids for a name, best first: the initials of
// a name of several words ("Aerie Wasp 1" → AW1), then ids of its number
// ("Vorr raider number 07 x" → 07, tui.NumberIDs), else its first two
// letters, then other pairs and triples of its letters.
func idCandidates(name string) []string {
	words := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	var letters []rune
	for _, r := range name {
		if (unicode.IsLetter(r) || unicode.IsDigit(r)) && r < 128 {
			letters = append(letters, r)
		}
	}
	if len(letters) == 0 {
		return nil
	}
	up := func(rs ...rune) string {
		s := []rune(string(rs))
		s[0] = unicode.ToUpper(s[0])
		return string(s)
	}
	var out []string
	if len(words) > 1 {
		var ini []rune
		for _, w := range words {
			r := []rune(w)
			if r[0] >= 128 {
				continue
			}
			if unicode.IsDigit(r[0]) {
				ini = append(ini, r...)
			} else {
				ini = append(ini, unicode.ToUpper(r[0]))
			}
		}
		if len(ini) >= 2 && len(ini) <= 3 {
			out = append(out, string(ini))
		}
	}
	// A name's number tells it from its fleet's other ships when its
	// initials do not (tui.NumberIDs), before pairs of its letters.
	out = append(out, tui.NumberIDs(name)...)
	for j := 1; j < len(letters); j++ {
		out = append(out, up(letters[0], letters[j]))
	}
	for j := 1; j < len(letters); j++ {
		for k := j + 1; k < len(letters); k++ {
			out = append(out, up(letters[0], letters[j], letters[k]))
		}
	}
	return out
}

// namer words intents with the names of the state last drawn (Item is
// given no state; names never change during a game).
type namer struct {
	s *sscs.State
}

func (n namer) ship(id sscs.ShipID) string {
	if n.s != nil {
		if sh, ok := n.s.Ship(id); ok {
			return sh.Name
		}
	}
	return "ship " + strconv.Itoa(int(id))
}

func (n namer) system(id sscs.ShipID, k int) string {
	if n.s != nil {
		if sh, ok := n.s.Ship(id); ok && k >= 0 && k < len(sh.Systems) {
			return sh.Systems[k].Name
		}
	}
	return "system " + strconv.Itoa(k)
}

// chance is the chance of a shot as the action list shows it: "37.5%".
func (n namer) chance(id sscs.ShipID, weapon, from int, target sscs.ShipID, selective bool) string {
	if n.s == nil {
		return ""
	}
	b, ok := n.s.EffectiveRange(id, weapon, from, target, selective)
	if !ok {
		return ""
	}
	return " " + b.Chance.Percent()
}

// contact names which of a target's contacts is aimed at, when it shows
// images.
func (n namer) contact(t sscs.ShipID, k int) string {
	if n.s == nil {
		return ""
	}
	if sh, ok := n.s.Ship(t); ok && sh.Images > 0 {
		return fmt.Sprintf(" #%d", k+1)
	}
	return ""
}

// item names one intent in the action list, short enough for its 34
// columns: "Laser 1 → Hydra 37.5%". One case an intent; those that say
// more than their ship's and system's names have a namer method each.
func (n namer) item(in engine.Intent) string {
	switch x := in.(type) {
	case sscs.Pick:
		return x.Design
	case sscs.Unpick:
		return "pick " + strconv.Itoa(x.Index+1)
	case sscs.Ready:
		return groups[sscs.KindReady][0]
	case sscs.Speed:
		return n.speed(x)
	case sscs.Dock:
		return n.ship(x.Ship) + " with " + n.ship(x.With)
	case sscs.Launch:
		return n.ship(x.Craft)
	case sscs.Repair:
		return n.ship(x.Ship) + ": " + n.system(x.Ship, x.System)
	case sscs.Reload:
		return n.reload(x)
	case sscs.Board:
		return n.ship(x.Ship) + " → " + n.ship(x.Target)
	case sscs.Ram:
		return n.ship(x.Ship) + " → " + n.ship(x.Target)
	case sscs.Mode:
		return n.squad(x.Squad) + ": " + sscs.ModeNames()[x.Mode]
	case sscs.Assign:
		return n.squad(x.Squad) + " → " + n.squad(x.Target)
	case sscs.Clear:
		return n.ship(x.Ship)
	case sscs.Seal:
		if x.Truce {
			return "seal and offer a truce"
		}
		return "seal"
	case sscs.Move:
		return n.move(x)
	case sscs.Fire:
		return n.fire(x)
	case sscs.Salvo:
		return n.system(x.Ship, x.Weapon) + " → " + n.ship(x.Target) + n.contact(x.Target, x.Contact) + n.firesFrom(x.Ship)
	case sscs.Project:
		return n.project(x)
	case sscs.Done:
		return groups[sscs.KindDone][0]
	case sscs.Dodge:
		return groups[sscs.KindDodge][0]
	case sscs.ShootDown:
		return n.shootDown(x)
	}
	return in.String()
}

// speed names a ship whose speed is declared, with its speed and MP now.
func (n namer) speed(x sscs.Speed) string {
	s := n.ship(x.Ship)
	if n.s != nil {
		if sh, ok := n.s.Ship(x.Ship); ok {
			s += fmt.Sprintf(" (now %d, %d MP)", sh.Speed, sh.MP)
		}
	}
	return s
}

// reload names a weapon to reload, with the reloads it has left.
func (n namer) reload(x sscs.Reload) string {
	s := n.ship(x.Ship) + ": " + n.system(x.Ship, x.Weapon)
	if n.s != nil {
		if sh, ok := n.s.Ship(x.Ship); ok && x.Weapon >= 0 && x.Weapon < len(sh.Systems) {
			s += fmt.Sprintf(" (%d left)", sh.Systems[x.Weapon].Reloads)
		}
	}
	return s
}

// move names a ship whose plot is to be written, with the speed and MP
// its plot starts from.
func (n namer) move(x sscs.Move) string {
	s := n.ship(x.Ship)
	if n.s != nil {
		l := n.s.PreviewPlot(x.Ship, "")
		s += fmt.Sprintf(" (speed %d, %d MP)", l.To, l.MP)
	}
	return s
}

// fire names a shot: the weapon, the target and the contact aimed at, the
// aim, the chance to hit and where the ship fires from.
func (n namer) fire(x sscs.Fire) string {
	s := n.system(x.Ship, x.Weapon) + " → " + n.ship(x.Target) + n.contact(x.Target, x.Contact)
	if x.Aim != sscs.AimNone {
		s += " (" + sscs.AimName(x.Aim) + ")"
	}
	return s + n.chance(x.Ship, x.Weapon, x.From, x.Target, x.Aim != sscs.AimNone) + n.firesFrom(x.Ship)
}

// shootDown names an answer to a salvo: the weapons that shoot at its
// missiles, and whether the rest are dodged or what the weapons past the
// missiles' count do.
func (n namer) shootDown(x sscs.ShootDown) string {
	t, count := sscs.NoShip, 0
	if n.s != nil {
		if sv, ok := n.s.PendingSalvo(); ok {
			t, count = sv.Target, sv.Count
		}
	}
	parts := make([]string, len(x.Weapons))
	for i, w := range x.Weapons {
		parts[i] = n.system(t, w)
	}
	if x.Dodge {
		return strings.Join(parts, ", ") + ", dodge the rest"
	}
	// A missile a weapon: those past the salvo's missiles shoot only
	// at any the ones before them missed, and are spent for the turn
	// even when none is left. Every weapon, the list's first answer,
	// is a second chance at one missile, not a free one (played: both
	// of the Lance's Lasers at one missile, the second "with no
	// missile left to hit", and nothing left for the next salvo).
	if extra := len(x.Weapons) - count; count > 0 && extra > 0 {
		return fmt.Sprintf("%s (%s; the rest fire at any still flying, spent either way)", strings.Join(parts, ", "), engine.Count(count, "missile", "missiles"))
	}
	return strings.Join(parts, ", ")
}

// squad names a boarding unit by its number and a short word for its
// kind, "3 Marine", so that "14 Crew → 10 Commando" fits the action list
// (its full name cut "14 Regular Crew unit → 10 Comma…").
func (n namer) squad(q sscs.SquadID) string {
	if n.s != nil {
		sq := n.s.Squads()
		if int(q) >= 0 && int(q) < len(sq) {
			return fmt.Sprintf("%d %s", q, troopShort(sq[q].Kind))
		}
	}
	return "unit " + strconv.Itoa(int(q))
}

// project names a projector's use: on the ship itself, on a friend, at an
// enemy with its chance, or where a force plane or a displaced ship goes.
func (n namer) project(x sscs.Project) string {
	name := n.system(x.Ship, x.Weapon)
	if x.Target == x.Ship {
		if x.At != (sscs.Cell{}) || x.Dir != 0 {
			return name + " " + n.wallSide(x)
		}
		return name + " on"
	}
	s := name + " → " + n.ship(x.Target)
	if x.At != (sscs.Cell{}) && n.s != nil {
		if t, ok := n.s.Ship(x.Target); ok {
			to := cellHex(x.At)
			s += " to " + directionWord(t.Hex, to)
		}
		return s
	}
	if n.s != nil {
		if sh, ok := n.s.Ship(x.Ship); ok && x.Target != x.Ship {
			if t, ok := n.s.Ship(x.Target); ok && t.Side == sh.Side {
				return s
			}
		}
	}
	return s + n.chance(x.Ship, x.Weapon, x.From, x.Target, false) + n.firesFrom(x.Ship)
}

// firesFrom names the poses ship id's weapons still fire from once its
// first shot, salvo or projection has chosen their hex (" @2"), so that
// the action list says what the sheet says (Movement 6: every weapon of
// a ship fires from one hex of its flight path); "" before then, when
// every pose is open.
func (n namer) firesFrom(id sscs.ShipID) string {
	if n.s == nil {
		return ""
	}
	sh, ok := n.s.Ship(id)
	if !ok || len(sh.Path) < 2 {
		return ""
	}
	switch poses := n.s.FirePoses(id); {
	case len(poses) == 1:
		return " @" + strconv.Itoa(poses[0])
	case len(poses) > 1 && len(poses) < len(sh.Path):
		return " " + posesWords(poses)
	}
	return ""
}

// wallSide says where a force plane goes, seen from the firing ship:
// ahead, to port or to starboard.
func (n namer) wallSide(x sscs.Project) string {
	if n.s == nil {
		return "at " + sscs.FormatHex(cellHex(x.At))
	}
	sh, ok := n.s.Ship(x.Ship)
	if !ok || x.From < 0 || x.From >= len(sh.Path) {
		return "at " + sscs.FormatHex(cellHex(x.At))
	}
	p := sh.Path[x.From]
	for i, word := range []string{"ahead", "to port", "to starboard"} {
		if p.Heading.Rotate([]int{0, -1, 1}[i]) == directionTo(p.Hex, cellHex(x.At)) {
			return word
		}
	}
	return "at " + directionWord(p.Hex, cellHex(x.At))
}
