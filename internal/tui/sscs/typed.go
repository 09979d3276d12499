package sscs

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
)

// Typed intents. A speed, a plot ("2R1E3"), a shot and a salvo have more
// spellings than a list can hold: the action list shows one line for each
// ship's speed and plot and for each weapon and target, and choosing it
// opens a text field parsed at every key, so that the map and the sheet
// preview the result (the MP ledger, the effective range and chance) and
// the field names the rule a bad text breaks.
//
//	speed   a number: "5"
//	plot    numbers are hexes, L/P and R/S turn a hexside, E3 buys 3 evasive MP
//	fire    "@2" fires from pose 2 of the flight path (the numbers on the
//	        map); D, W or A aims at the Drive, weapons or auxiliaries
//	salvo   "3 @2" launches 3 missiles from pose 2
//	project "@2" uses a projector on an enemy from pose 2 (it cannot aim)

// Typable implements tui.TypedBoard.
func (b *board) Typable(st engine.State, in engine.Intent) (prompt, text string, suggestions []string, ok bool) {
	s := sscsState(st)
	n := namer{s: s}
	switch x := in.(type) {
	case sscs.Speed:
		prompt = n.ship(x.Ship) + ": speed"
		if s != nil {
			if sh, found := s.Ship(x.Ship); found {
				prompt += fmt.Sprintf(", now %d, %d MP", sh.Speed, sh.MP)
				text = strconv.Itoa(sh.Speed)
			}
		}
		return prompt, text, nil, true
	case sscs.Move:
		prompt = n.ship(x.Ship) + ": plot"
		if s != nil {
			l := s.PreviewPlot(x.Ship, "")
			prompt += fmt.Sprintf(", speed %d, %d MP", l.To, l.MP)
			for _, p := range sscs.Candidates(s, x.Ship) {
				suggestions = append(suggestions, p.String())
			}
			if len(suggestions) > 0 {
				text = suggestions[0]
			}
		}
		return prompt, text, suggestions, true
	case sscs.Fire:
		prompt = fmt.Sprintf("%s → %s%s", n.system(x.Ship, x.Weapon), n.ship(x.Target), n.contact(x.Target, x.Contact))
		return prompt, "@" + strconv.Itoa(x.From), nil, true
	case sscs.Salvo:
		prompt = fmt.Sprintf("Launch %s → %s%s", n.system(x.Ship, x.Weapon), n.ship(x.Target), n.contact(x.Target, x.Contact))
		return prompt, fmt.Sprintf("%d @%d", x.Count, x.From), nil, true
	case sscs.Project:
		// A projector aimed at an enemy rolls to hit like a weapon, from
		// any pose of the flight path (the list offers the best one); a
		// projector on the ship itself or a friend, a force plane and a
		// displacer's destination are chosen from the list.
		if !atEnemy(s, x) {
			return "", "", nil, false
		}
		prompt = fmt.Sprintf("Use %s → %s%s", n.system(x.Ship, x.Weapon), n.ship(x.Target), n.contact(x.Target, x.Contact))
		return prompt, "@" + strconv.Itoa(x.From), nil, true
	}
	return "", "", nil, false
}

// atEnemy reports a projector used on an enemy ship with no cell to
// choose (not a displacer's destination): the uses that are typed.
func atEnemy(s *sscs.State, x sscs.Project) bool {
	if s == nil || x.Target == x.Ship || x.At != (sscs.Cell{}) {
		return false
	}
	sh, ok1 := s.Ship(x.Ship)
	t, ok2 := s.Ship(x.Target)
	return ok1 && ok2 && sh.Side != t.Side
}

// Parse implements tui.TypedBoard: the text as an intent like like, checked
// by the rules (Check), or what is wrong with it in the player's words.
func (b *board) Parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error) {
	s := sscsState(st)
	if s == nil {
		return nil, errors.New("this is not a game of the Scalable Starship Combat System")
	}
	b.g.typed = &typedText{state: s, like: like, text: text}
	var in engine.Intent
	switch x := like.(type) {
	case sscs.Speed:
		v, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || v < 0 {
			return nil, fmt.Errorf("%q: a speed is a whole number of hexes a turn, 0 or more", strings.TrimSpace(text))
		}
		in = sscs.Speed{By: me, Ship: x.Ship, Speed: v}
	case sscs.Move:
		p, err := sscs.ParsePlot(text)
		if err != nil {
			return nil, err
		}
		if l := s.PreviewPlot(x.Ship, p.String()); l.Err != nil {
			return nil, l.Err
		}
		in = sscs.Move{By: me, Ship: x.Ship, Plot: p.String()}
	case sscs.Fire:
		sh := parseShot(text)
		if sh.err != nil {
			return nil, sh.err
		}
		if sh.count >= 0 {
			x.From = sh.count // a bare number is the pose
		}
		if sh.from >= 0 {
			x.From = sh.from
		}
		x.By, x.Aim = me, sh.aim
		in = x
	case sscs.Salvo:
		sh := parseShot(text)
		if sh.err != nil {
			return nil, sh.err
		}
		if sh.aim != sscs.AimNone {
			return nil, errors.New("missiles cannot aim at one part of a ship (Selective Targeting is for weapons)")
		}
		if sh.count >= 0 {
			x.Count = sh.count
		}
		if sh.from >= 0 {
			x.From = sh.from
		}
		x.By = me
		in = x
	case sscs.Project:
		sh := parseShot(text)
		if sh.err != nil {
			return nil, sh.err
		}
		if sh.aim != sscs.AimNone {
			return nil, errors.New("a projector cannot aim at one part of a ship (Selective Targeting is for weapons)")
		}
		if sh.count >= 0 {
			x.From = sh.count // a bare number is the pose
		}
		if sh.from >= 0 {
			x.From = sh.from
		}
		x.By = me
		in = x
	default:
		return nil, fmt.Errorf("%s is not typed", like.Kind())
	}
	if err := s.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// shotText is a typed shot or salvo: a bare number, a pose, an aim.
type shotText struct {
	count, from, aim int
	err              error
}

// parseShot reads "@2 D", "3 @2", "from 2 drive": a bare number, "@N" or
// "from N", and an aim (D/drive, W/weapons, A/aux).
func parseShot(text string) shotText {
	st := shotText{count: -1, from: -1}
	f := strings.Fields(strings.ToLower(strings.NewReplacer("@", " @ ", ",", " ").Replace(text)))
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch {
		case w == "@" || w == "from":
			if i+1 >= len(f) {
				st.err = errors.New("@ needs the number of a pose of the flight path (they are written on the map)")
				return st
			}
			i++
			n, err := strconv.Atoi(f[i])
			if err != nil || n < 0 {
				st.err = fmt.Errorf("%q is not the number of a pose of the flight path", f[i])
				return st
			}
			st.from = n
		case w == "d" || w == "drive":
			st.aim = sscs.AimDrive
		case w == "w" || w == "weapons" || w == "weapon":
			st.aim = sscs.AimWeapons
		case w == "a" || w == "aux" || w == "auxiliaries":
			st.aim = sscs.AimAux
		default:
			n, err := strconv.Atoi(w)
			if err != nil || n < 0 {
				st.err = fmt.Errorf("%q: write @N for the pose to fire from, a number of missiles, or D, W or A to aim", w)
				return st
			}
			st.count = n
		}
	}
	return st
}

// TakesCell implements tui.CellField: no typed field of SSCS names a cell
// (a speed, a plot "2R1E3", a pose "@2"), so the map picks none into them.
func (b *board) TakesCell(engine.Intent) bool { return false }
