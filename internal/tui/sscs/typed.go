package sscs

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
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
//	project "@2" uses a projector on an enemy from pose 2 (it cannot aim);
//	        "3,-2 @2" puts a displaced ship in hex 3,-2, "3,-2 NE @2"
//	        stands a force plane there running NE-SW
//	shoot   "1 3 dodge" shoots at a salvo with the first and third weapon
//	        the sheet lists and dodges the missiles they leave

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
		// any pose of the flight path (the list offers the best one). A
		// displacer's destination and a force plane's place are typed too
		// (or picked on the map): the rulebook lets the firer designate
		// any hex the target reappears in, and stand the wall anywhere up
		// to half its value away, more than a list can hold (it offers six
		// hexes and three walls). A projector on the ship itself or a
		// friend is chosen from the list.
		switch placedEffect(s, x) {
		case design.DisplacerPulse:
			prompt = fmt.Sprintf("Use %s → %s%s: the hex it reappears in", n.system(x.Ship, x.Weapon), n.ship(x.Target), n.contact(x.Target, x.Contact))
			return prompt, sscs.FormatHex(cellHex(x.At)) + " @" + strconv.Itoa(x.From), nil, true
		case design.ForcePlane:
			prompt = fmt.Sprintf("%s: the wall's middle hex and the way it runs", n.system(x.Ship, x.Weapon))
			return prompt, sscs.FormatHex(cellHex(x.At)) + " " + hex.Direction(x.Dir).String() + " @" + strconv.Itoa(x.From), nil, true
		}
		if !atEnemy(s, x) {
			return "", "", nil, false
		}
		prompt = fmt.Sprintf("Use %s → %s%s", n.system(x.Ship, x.Weapon), n.ship(x.Target), n.contact(x.Target, x.Contact))
		return prompt, "@" + strconv.Itoa(x.From), nil, true
	case sscs.ShootDown:
		// "You must declare which ones (how many) are actually firing":
		// any choice of the weapons that may shoot, which the list (every
		// weapon, the antimissiles, each alone) cannot all hold. Each line
		// opens a field with its weapons' numbers, as the sheet numbers
		// them, to be changed.
		all := shooters(s)
		if len(all) == 0 {
			return "", "", nil, false
		}
		return "Shoot: " + n.item(x), shootText(all, x), nil, true
	}
	return "", "", nil, false
}

// placedEffect is the effect of a projector whose use names a hex: a
// displacer pulse at an enemy (where the target reappears) or a force
// plane (where the wall stands); "" for any other.
func placedEffect(s *sscs.State, x sscs.Project) string {
	if s == nil {
		return ""
	}
	sh, ok := s.Ship(x.Ship)
	if !ok || x.Weapon < 0 || x.Weapon >= len(sh.Systems) {
		return ""
	}
	switch e := sh.Systems[x.Weapon].Effect; {
	case e == design.ForcePlane && x.Target == x.Ship:
		return e
	case e == design.DisplacerPulse && atEnemy(s, sscs.Project{Ship: x.Ship, Target: x.Target}):
		return e
	}
	return ""
}

// shooters are the weapons of a pending salvo's target that may shoot at
// it, in the order the sheet numbers them (from 1): the weapons of the
// first answer Legal lists, which names every one of them.
func shooters(s *sscs.State) []int {
	if s == nil {
		return nil
	}
	sv, ok := s.PendingSalvo()
	if !ok {
		return nil
	}
	t, ok := s.Ship(sv.Target)
	if !ok {
		return nil
	}
	for _, in := range s.Legal(t.Side) {
		if x, ok := in.(sscs.ShootDown); ok && !x.Dodge {
			return x.Weapons
		}
	}
	return nil
}

// shootText is an answer's weapons as typed: their numbers among all,
// and "dodge" when the missiles none of them shoots at are dodged.
func shootText(all []int, x sscs.ShootDown) string {
	var parts []string
	for _, w := range x.Weapons {
		for k, a := range all {
			if a == w {
				parts = append(parts, strconv.Itoa(k+1))
			}
		}
	}
	if x.Dodge {
		parts = append(parts, "dodge")
	}
	return strings.Join(parts, " ")
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

// EndPick implements tui.CellPicker: the game screen calls it whenever a
// text field closes. The text last parsed goes with its field, so the
// sheet no longer shows the ledger of a plot that is not being typed, nor
// what was wrong with it.
func (b *board) EndPick() {
	b.g.typed = nil
	b.HexBoard.EndPick()
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
	var err error
	switch x := like.(type) {
	case sscs.Speed:
		in, err = typedSpeed(me, x, text)
	case sscs.Move:
		in, err = typedMove(s, me, x, text)
	case sscs.Fire:
		in, err = typedFire(me, x, text)
	case sscs.Salvo:
		in, err = typedSalvo(me, x, text)
	case sscs.Project:
		in, err = typedProject(s, me, x, text)
	case sscs.ShootDown:
		in, err = typedShootDown(s, me, text)
	default:
		return nil, fmt.Errorf("%s is not typed", like.Kind())
	}
	if err != nil {
		return nil, err
	}
	if err := s.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// typedSpeed reads a ship's new speed: a whole number of hexes a turn.
func typedSpeed(me engine.Player, x sscs.Speed, text string) (engine.Intent, error) {
	v, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || v < 0 {
		return nil, fmt.Errorf("%q: a speed is a whole number of hexes a turn, 0 or more", strings.TrimSpace(text))
	}
	return sscs.Speed{By: me, Ship: x.Ship, Speed: v}, nil
}

// typedMove reads a ship's plot, refused as the preview refuses it.
func typedMove(s *sscs.State, me engine.Player, x sscs.Move, text string) (engine.Intent, error) {
	p, err := sscs.ParsePlot(text)
	if err != nil {
		return nil, err
	}
	if l := s.PreviewPlot(x.Ship, p.String()); l.Err != nil {
		return nil, l.Err
	}
	return sscs.Move{By: me, Ship: x.Ship, Plot: p.String()}, nil
}

// typedFire reads a weapon's shot: the pose it fires from (a bare number
// or "@N") and its aim.
func typedFire(me engine.Player, x sscs.Fire, text string) (engine.Intent, error) {
	sh := parseShot(text)
	if sh.err != nil {
		return nil, sh.err
	}
	x.From = sh.pose(x.From)
	x.By, x.Aim = me, sh.aim
	return x, nil
}

// typedSalvo reads a salvo: how many missiles (a bare number) and the
// pose they leave from; missiles take no aim.
func typedSalvo(me engine.Player, x sscs.Salvo, text string) (engine.Intent, error) {
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
	return x, nil
}

// typedProject reads a projector's use: the cell (and direction) of an
// effect placed on the map, else the pose it projects from; projectors
// take no aim.
func typedProject(s *sscs.State, me engine.Player, x sscs.Project, text string) (engine.Intent, error) {
	if eff := placedEffect(s, x); eff != "" {
		p, err := parsePlaced(text, eff == design.ForcePlane)
		if err != nil {
			return nil, err
		}
		if p.cell != nil {
			x.At = sscs.Cell{Q: p.cell.Q, R: p.cell.R}
		}
		if p.dir >= 0 {
			x.Dir = p.dir
		}
		if p.from >= 0 {
			x.From = p.from
		}
		x.By = me
		return x, nil
	}
	sh := parseShot(text)
	if sh.err != nil {
		return nil, sh.err
	}
	if sh.aim != sscs.AimNone {
		return nil, errors.New("a projector cannot aim at one part of a ship (Selective Targeting is for weapons)")
	}
	x.From = sh.pose(x.From)
	x.By = me
	return x, nil
}

// typedShootDown reads which of the weapons that may shoot at missiles
// do, by their numbers in the list, and whether the ship dodges.
func typedShootDown(s *sscs.State, me engine.Player, text string) (engine.Intent, error) {
	all := shooters(s)
	w, dodge, err := parseShoot(text, len(all))
	if err != nil {
		return nil, err
	}
	ws := make([]int, len(w))
	for i, k := range w {
		ws[i] = all[k]
	}
	return sscs.ShootDown{By: me, Weapons: ws, Dodge: dodge}, nil
}

// shotText is a typed shot or salvo: a bare number, a pose, an aim.
type shotText struct {
	count, from, aim int
	err              error
}

// pose is the pose a typed shot fires from: "@N" or "from N", else a
// bare number, else from (the pose already chosen).
func (sh shotText) pose(from int) int {
	if sh.count >= 0 {
		from = sh.count // a bare number is the pose
	}
	if sh.from >= 0 {
		from = sh.from
	}
	return from
}

// parseShot reads "@2 D", "@2D", "3 @2", "from 2 drive": a bare number,
// "@N" or "from N", and an aim (D/drive, W/weapons, A/aux).
func parseShot(text string) shotText {
	st := shotText{count: -1, from: -1}
	f := splitDigits(strings.Fields(strings.ToLower(strings.NewReplacer("@", " @ ", ",", " ").Replace(text))))
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

// splitDigits cuts each word where digits meet letters ("6d" is "6" and
// "d", "from2" is "from" and "2"): a pose and an aim typed without a space
// between them ("@6D") were refused as "\"6d\" is not the number of a pose".
func splitDigits(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		start := 0
		for i := 1; i < len(w); i++ {
			if isDigit(w[i-1]) != isDigit(w[i]) && (isLetter(w[i-1]) || isLetter(w[i])) {
				out = append(out, w[start:i])
				start = i
			}
		}
		out = append(out, w[start:])
	}
	return out
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// placedText is a typed displacer destination or force plane: a hex
// ("3,-2"), the way a wall runs (N, NE, SE, S, SW or NW) and a pose.
type placedText struct {
	cell      *hex.Hex
	dir, from int
}

// parsePlaced reads "3,-2 @1" (a displacer) or "3,-2 NE @1" (a force
// plane; dir tells whether a direction is wanted). A bare number is the
// pose, as in a shot.
func parsePlaced(text string, dir bool) (placedText, error) {
	p := placedText{dir: -1, from: -1}
	f := strings.Fields(strings.ReplaceAll(text, "@", " @ "))
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch {
		case w == "@" || strings.EqualFold(w, "from"):
			if i+1 >= len(f) {
				return p, errors.New("@ needs the number of a pose of the flight path (they are written on the map)")
			}
			i++
			n, err := strconv.Atoi(f[i])
			if err != nil || n < 0 {
				return p, fmt.Errorf("%q is not the number of a pose of the flight path", f[i])
			}
			p.from = n
		case strings.Contains(w, ","):
			h, err := sscs.ParseHex(strings.Trim(w, "[]()"))
			if err != nil {
				return p, fmt.Errorf("%q: a hex is written q,r as on the map (ctrl+g picks one there)", w)
			}
			p.cell = &h
		case dir && strings.IndexFunc(w, unicode.IsLetter) >= 0:
			d, err := hex.ParseDirection(w)
			if err != nil {
				return p, fmt.Errorf("%q: the way the wall runs is N, NE, SE, S, SW or NW", w)
			}
			p.dir = int(d)
		default:
			n, err := strconv.Atoi(w)
			if err != nil || n < 0 {
				if dir {
					return p, fmt.Errorf("%q: write the wall's middle hex q,r, the way it runs (N, NE, SE, S, SW, NW) and @N for the pose", w)
				}
				return p, fmt.Errorf("%q: write the hex q,r the target reappears in and @N for the pose", w)
			}
			p.from = n
		}
	}
	if p.cell == nil {
		return p, errors.New("name a hex, q,r as on the map (ctrl+g picks one there)")
	}
	return p, nil
}

// parseShoot reads the weapons of an answer to a salvo: their numbers
// from 1 to n, as the sheet lists them, and "dodge" to dodge the missiles
// none of them shoots at. It returns the indexes (from 0) among n.
func parseShoot(text string, n int) (weapons []int, dodge bool, err error) {
	for _, w := range strings.Fields(strings.NewReplacer(",", " ", "+", " ").Replace(strings.ToLower(text))) {
		if w == "dodge" || w == "d" {
			dodge = true
			continue
		}
		k, err := strconv.Atoi(w)
		if err != nil || k < 1 || k > n {
			return nil, false, fmt.Errorf("%q: name the weapons that shoot by their numbers, 1 to %d as the sheet lists them, and \"dodge\" to dodge the missiles none of them shoots at", w, n)
		}
		for _, o := range weapons {
			if o == k-1 {
				return nil, false, fmt.Errorf("weapon %d is named twice: each weapon has one chance (Hitting Missiles)", k)
			}
		}
		weapons = append(weapons, k-1)
	}
	if len(weapons) == 0 {
		return nil, false, errors.New("name at least one weapon by its number; to dodge every missile, choose Dodge the missiles")
	}
	return weapons, dodge, nil
}

// TakesCell implements tui.CellField: a displacer's destination and a
// force plane's middle hex name a cell, which the map may pick; no other
// typed field does (a speed, a plot "2R1E3", a pose "@2").
func (b *board) TakesCell(like engine.Intent) bool {
	x, ok := like.(sscs.Project)
	return ok && placedEffect(b.g.names.s, x) != ""
}
