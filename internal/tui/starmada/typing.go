package starmada

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sm "github.com/armada-tui/armada-tui/internal/games/starmada"
)

// Typable makes a ship's movement orders a text field: there are too many
// spellings to list, and the map previews each as it is typed.
func (b *starmadaBoard) Typable(st engine.State, in engine.Intent) (prompt, text string, suggestions []string, ok bool) {
	s, _ := st.(*sm.State)
	if p, ok := in.(sm.Place); ok {
		return b.placePrompt(s, p)
	}
	if f, ok := in.(sm.Fly); ok {
		if smStays(s, f) {
			return "", "", nil, false // staying put asks for no hex
		}
		return b.flyPrompt(s, f)
	}
	if o, ok := in.(sm.PlaceObject); ok {
		return b.objectPrompt(s, o)
	}
	if t, ok := in.(sm.Target); ok && len(t.Mounts) > 0 {
		return weaponsPrompt(s, t)
	}
	w, ok := in.(sm.WriteOrders)
	if !ok {
		return "", "", nil, false
	}
	prompt = "Orders for " + w.Ship
	if s != nil {
		if sh, found := s.Ship(w.Ship); found {
			prompt += fmt.Sprintf(" (%d MP)", sh.MP)
			text = sh.Orders // the ship's own orders, when rewriting them
			suggestions = orderCompletions(s.OrderOptions(w.Ship))
		}
	}
	return prompt, text, suggestions, true
}

// orderCompletions orders the listed orders for tab, which completes the
// text to the first of them that starts with it: after a maneuver, the
// hexes forward that spend the rest of the MP ("2S" to "2S2" with 5 MP),
// or as many as the path allows; a text that is whole already ("2", "@S",
// "B") first meets itself, and tab leaves it. So the runs of one stem
// ("2S", "2S1", "2S2") go longest first, and the free turns of one letter
// before those of two ("@S" before "@SE").
func orderCompletions(opts []string) []string {
	out := make([]string, 0, len(opts))
	var free []string
	for i := 0; i < len(opts); {
		o := opts[i]
		if strings.HasPrefix(o, "@") {
			free = append(free, o)
			i++
			continue
		}
		if len(free) > 0 {
			slices.SortStableFunc(free, func(a, b string) int { return len(a) - len(b) })
			out, free = append(out, free...), nil
		}
		stem := strings.TrimRight(o, "0123456789")
		j := i + 1
		for stem != "" && j < len(opts) && strings.TrimRight(opts[j], "0123456789") == stem {
			j++
		}
		for k := j - 1; k >= i; k-- {
			out = append(out, opts[k])
		}
		i = j
	}
	slices.SortStableFunc(free, func(a, b string) int { return len(a) - len(b) })
	return append(out, free...)
}

// Parse reads typed orders and checks them against the ship as the
// preview does, so that the status line names the broken rule.
func (b *starmadaBoard) Parse(st engine.State, me engine.Player, like engine.Intent, text string) (engine.Intent, error) {
	b.g.typing = true // the game screen parses only an open field's text
	if p, ok := like.(sm.Place); ok {
		return parsePlace(st, me, p, text)
	}
	if f, ok := like.(sm.Fly); ok {
		return b.g.parseFly(st, me, f, text)
	}
	if _, ok := like.(sm.PlaceObject); ok {
		return parseObject(st, me, text)
	}
	if t, ok := like.(sm.Target); ok {
		return b.g.parseWeapons(st, me, t, text)
	}
	w, ok := like.(sm.WriteOrders)
	s, ok2 := st.(*sm.State)
	if !ok || !ok2 {
		return nil, errors.New("these are not Starmada orders")
	}
	text, err := ordersText(text)
	if err != nil {
		return nil, err
	}
	if text == "" {
		// An empty field gives no orders: a key pressed once too often
		// must not make a ship stand still.
		return nil, errors.New("type the orders: hexes forward (3), turns P S, sideslips L R, B backwards, or 0 to stand still (3.2.1)")
	}
	if _, err := sm.ParseOrders(text); err != nil {
		return nil, err
	}
	if pv := sm.PreviewPath(s, w.Ship, text); pv.Err != nil {
		return nil, pv.Err
	}
	return sm.WriteOrders{By: me, Ship: w.Ship, Orders: text}, nil
}

// ordersText is typed orders as they are recorded: in upper case, the
// spaces left out ("2 p 2" is 2P2), since a player may space the steps
// apart as the rulebook's examples read. A space between two numbers is
// refused rather than joined: "1 2" would read as 12 hexes forward.
func ordersText(typed string) (string, error) {
	f := strings.Fields(typed)
	for i := 1; i < len(f); i++ {
		if isDigit(f[i-1][len(f[i-1])-1]) && isDigit(f[i][0]) {
			return "", fmt.Errorf("%q: write the hexes forward between two maneuvers as one number (3, not 1 2)", strings.TrimSpace(typed))
		}
	}
	return strings.ToUpper(strings.Join(f, "")), nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// EndPick implements tui.CellPicker: the game screen calls it whenever a
// text field closes.
func (b *starmadaBoard) EndPick() {
	b.g.typing = false
	b.HexBoard.EndPick()
}

// placePrompt makes a ship's place in the Set-up Phase (2.1.2) a text
// field, "CCRR F": a zone holds about a hundred hexes, each with six
// facings. Tab completes to the zone's hexes facing the enemy.
func (b *starmadaBoard) placePrompt(s *sm.State, p sm.Place) (prompt, text string, suggestions []string, ok bool) {
	// One prompt per ship: the action list shows one line per prompt.
	prompt = "Set up " + p.Ship + " (CCRR F)"
	if isFlight(s, p.Ship) {
		// A fighter flight has no facing (5.2): the hex alone.
		prompt = "Set up the flight " + p.Ship + " (CCRR)"
		if s != nil {
			c0, c1, r0, r1 := s.SetupZone(p.By)
			for r := r0; r <= r1; r++ {
				for c := c0; c <= c1; c++ {
					suggestions = append(suggestions, sm.HexLabel(hex.FromOffset(c, r)))
				}
			}
		}
		return prompt, "", suggestions, true
	}
	if s != nil {
		// The same for every ship of the side: made once per state.
		if b.suggFor != s || b.suggSide != p.By {
			b.suggFor, b.suggSide, b.sugg = s, p.By, nil
			c0, c1, r0, r1 := s.SetupZone(p.By)
			face := s.TowardEnemy(p.By).String()
			for r := r0; r <= r1; r++ {
				for c := c0; c <= c1; c++ {
					b.sugg = append(b.sugg, sm.HexLabel(hex.FromOffset(c, r))+" "+face)
				}
			}
		}
		suggestions = b.sugg
	}
	return prompt, "", suggestions, true
}

// objectPrompt makes an object's place in the Set-up Phase (2.1.2) a
// text field, "CCRR KIND": objects may go to some three hundred hexes.
// Tab completes to those hexes with the first kind.
func (b *starmadaBoard) objectPrompt(s *sm.State, o sm.PlaceObject) (prompt, text string, suggestions []string, ok bool) {
	prompt = "Place an object (CCRR KIND)"
	if s != nil {
		kinds := s.ObjectKinds()
		initials := make([]string, len(kinds))
		for i, k := range kinds {
			initials[i] = strings.ToUpper(k[:1])
		}
		prompt = fmt.Sprintf("Place an object (CCRR %s)", strings.Join(initials, "/"))
		if b.suggFor != s || b.suggSide != o.By {
			b.suggFor, b.suggSide, b.sugg = s, o.By, nil
			bd := s.Board()
			for r := 0; r < bd.Rows; r++ {
				for c := 0; c < bd.Cols; c++ {
					if s.ObjectSpot(hex.FromOffset(c, r)) && len(kinds) > 0 {
						b.sugg = append(b.sugg, sm.HexLabel(hex.FromOffset(c, r))+" "+kinds[0])
					}
				}
			}
		}
		suggestions = b.sugg
	}
	return prompt, "", suggestions, true
}

// parseObject reads "CCRR KIND" (the kind by any start of its name, or
// left out for the first kind) and checks it as the rules will.
func parseObject(st engine.State, me engine.Player, text string) (engine.Intent, error) {
	s, ok := st.(*sm.State)
	if !ok {
		return nil, errors.New("this is not a game of Starmada")
	}
	// As with a ship's place, a wrong text keeps the map's marks: every
	// hex an object may go to, and the typed one.
	c, r, k, err := sm.ParseObjectPlacement(text, s.ObjectKinds())
	if err != nil {
		return sm.PlaceObject{By: me, Col: -1, Row: -1}, err
	}
	in := sm.PlaceObject{By: me, Object: k, Col: c, Row: r}
	if err := s.Check(in); err != nil {
		in.Object = "" // the × marks the hex; no object is drawn where it may not go
		return in, err
	}
	return in, nil
}

// parsePlace reads "CCRR F" (the facing may be left out: toward the
// enemy) and checks it as the rules will, so that the status line names
// the rule a bad hex breaks.
func parsePlace(st engine.State, me engine.Player, like sm.Place, text string) (engine.Intent, error) {
	s, ok := st.(*sm.State)
	if !ok {
		return nil, errors.New("this is not a game of Starmada")
	}
	// While the text is wrong the intent still goes back with the error
	// (enter refuses it): the map keeps the side's zone marked, and the
	// typed hex when there is one, which is when the player needs them.
	zone := sm.Place{By: me, Ship: like.Ship, Col: -1, Row: -1}
	if isFlight(s, like.Ship) {
		if strings.TrimSpace(text) == "" {
			return zone, fmt.Errorf("type the hex (CCRR) in your set-up zone; a flight has no facing (2.1.2, 5.2)")
		}
		c, r, _, err := sm.ParsePlacement(text, s.TowardEnemy(me))
		if err != nil {
			return zone, err
		}
		in := sm.Place{By: me, Ship: like.Ship, Col: c, Row: r}
		return in, s.Check(in)
	}
	if strings.TrimSpace(text) == "" {
		return zone, fmt.Errorf("type the hex (CCRR) and a facing, e.g. %s; without a facing the ship faces the enemy (2.1.2)", placeExample(s, me, like))
	}
	c, r, f, err := sm.ParsePlacement(text, s.TowardEnemy(me))
	if err != nil {
		return zone, err
	}
	in := sm.Place{By: me, Ship: like.Ship, Col: c, Row: r, Facing: f.String()}
	if err := s.Check(in); err != nil {
		in.Facing = "" // the × marks the hex; no ship is drawn where it may not go
		return in, err
	}
	return in, nil
}

// isFlight reports whether a placement's name is a fighter flight's
// ("Hive/F1"), which a side sets up after its starships (2.1.2).
func isFlight(s *sm.State, name string) bool {
	if s == nil {
		return strings.Contains(name, "/")
	}
	if _, ok := s.Ship(name); ok {
		return false
	}
	id, err := sm.ParseCraftID(name)
	return err == nil && !id.IsZero()
}

// placeExample is a placement the side may type, "1502 S": the listed one
// (the scripted opponent's choice) when it is allowed, else the middle of
// the side's zone facing the enemy.
func placeExample(s *sm.State, me engine.Player, like sm.Place) string {
	if like.Facing != "" && s.Check(like) == nil {
		return sm.HexLabel(like.At()) + " " + like.Facing
	}
	c0, c1, r0, r1 := s.SetupZone(me)
	return sm.HexLabel(hex.FromOffset((c0+c1)/2, (r0+r1)/2)) + " " + s.TowardEnemy(me).String()
}

// weaponsFor counts the weapons a declaration would commit (its mounts, or
// every free working one that bears on the target) and names the battery.
func (g *smGame) weaponsFor(in sm.Target) (int, string) {
	s := g.last
	if s == nil || len(in.Battery) != 1 {
		return len(in.Mounts), "battery"
	}
	sh, ok := s.Ship(in.Ship)
	if !ok {
		return len(in.Mounts), "battery"
	}
	for _, b := range sh.Batteries {
		if b.Letter == in.Battery[0] {
			mounts, _ := s.Weapons(in)
			return len(mounts), b.Name
		}
	}
	return 0, "battery"
}

// weaponsPrompt makes the choice of a battery's weapons a text field,
// "N,N TARGET" (4.1.1: a ship declares which weapons fire at each target,
// so a battery may be split between targets or fire in part). The list
// shows one line for the battery; its single weapons at each target, one
// for each set of arcs, are the completions.
func weaponsPrompt(s *sm.State, t sm.Target) (prompt, text string, suggestions []string, ok bool) {
	prompt = fmt.Sprintf("Weapons of %s (%s) and the target (N,N TARGET)", t.Ship, t.Battery)
	text = weaponsText(t)
	if s != nil {
		// The record draws a battery's weapons as their arcs alone; the
		// prompt numbers them, so that "1,3" need not be counted off the
		// sheet (the stop-29 play-test had to).
		if arcs := numberedMounts(s, t); arcs != "" {
			prompt = fmt.Sprintf("Weapons of %s (%s: %s) and the target (N,N TARGET)", t.Ship, t.Battery, arcs)
		}
		// Legal offers each weapon alone at each target it bears on; the
		// completions add every set of them at that target, so that tab
		// finishes "1,3 Le" as it finishes "1 Le".
		var targets []sm.Target
		for _, in := range s.Legal(t.By) {
			if o, ok := in.(sm.Target); ok && len(o.Mounts) == 1 && o.Ship == t.Ship && o.Battery == t.Battery {
				k := slices.IndexFunc(targets, func(x sm.Target) bool { return x.Target == o.Target })
				if k < 0 {
					targets = append(targets, o)
					continue
				}
				targets[k].Mounts = append(targets[k].Mounts, o.Mounts[0])
			}
		}
		for _, o := range targets {
			suggestions = append(suggestions, weaponSets(o)...)
		}
	}
	return prompt, text, suggestions, true
}

// maxSuggestedSet is the most weapons at one target whose every set is a
// completion (63 lines); a larger battery completes its single weapons
// and the whole of them.
const maxSuggestedSet = 6

// weaponSets is the field's text of each set of o's weapons at o's target
// (o.Mounts: the weapons that bear there), the single weapons first.
func weaponSets(o sm.Target) []string {
	ms := slices.Clone(o.Mounts)
	slices.Sort(ms)
	var sets [][]int
	if len(ms) > maxSuggestedSet {
		for _, m := range ms {
			sets = append(sets, []int{m})
		}
		sets = append(sets, ms)
	} else {
		for bits := 1; bits < 1<<len(ms); bits++ {
			var set []int
			for k, m := range ms {
				if bits&(1<<k) != 0 {
					set = append(set, m)
				}
			}
			sets = append(sets, set)
		}
		slices.SortStableFunc(sets, func(a, b []int) int { return len(a) - len(b) })
	}
	out := make([]string, len(sets))
	for k, set := range sets {
		o.Mounts = set
		out[k] = weaponsText(o)
	}
	return out
}

// numberedMounts lists the weapons of t's battery by number and arcs, as
// the field reads them: "1 AB, 2 AC, 3 BD, 4 EF".
func numberedMounts(s *sm.State, t sm.Target) string {
	sh, ok := s.Ship(t.Ship)
	if !ok || len(t.Battery) != 1 {
		return ""
	}
	for _, b := range sh.Batteries {
		if b.Letter != t.Battery[0] {
			continue
		}
		parts := make([]string, len(b.Mounts))
		for i, m := range b.Mounts {
			parts[i] = strconv.Itoa(i+1) + " " + m.String()
		}
		return strings.Join(parts, ", ")
	}
	return ""
}

// weaponsText writes a declaration as its field reads it: the weapons by
// number, then the target ("2,3 Hive", "1 fighters 1507").
func weaponsText(t sm.Target) string {
	nums := make([]string, len(t.Mounts))
	for k, m := range t.Mounts {
		nums[k] = strconv.Itoa(m + 1)
	}
	return strings.Join(nums, ",") + " " + flyTargetText(t.Target)
}

// parseWeapons reads "N,N TARGET" (the weapons by their numbers on the
// record, separated by commas or spaces, then the target as targetOf
// reads it) and checks the declaration as the rules will, so that the
// panel names the rule a wrong weapon breaks (4.1.1, 4.1.2).
func (g *smGame) parseWeapons(st engine.State, me engine.Player, like sm.Target, text string) (engine.Intent, error) {
	fields := strings.Fields(strings.ReplaceAll(text, ",", " "))
	var mounts []int
	k := 0
	for ; k < len(fields); k++ {
		n, err := strconv.Atoi(fields[k])
		if err != nil || len(fields[k]) == 4 && k > 0 {
			break // "1 2106": a hex, not weapon 2106
		}
		if n < 1 {
			return nil, fmt.Errorf("weapon %d: the weapons are numbered from 1, as on the record", n)
		}
		mounts = append(mounts, n-1)
	}
	if len(mounts) == 0 {
		return nil, fmt.Errorf("write the weapons of (%s) by number, then the target, e.g. %s (4.1.1)", like.Battery, weaponsText(like))
	}
	if k == len(fields) {
		return nil, errors.New("name the target after the weapons: a ship by its name or its id on the map, or fighters and their hex, e.g. fighters 1507 (4.1.1)")
	}
	target, err := g.targetOf(smState(st), me, fields[k:])
	if err != nil {
		return nil, err
	}
	in := sm.Target{By: me, Ship: like.Ship, Battery: like.Battery, Target: target, Mounts: mounts}
	if err := st.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// flyPrompt makes a flight's move a text field: a flight may end in any hex
// within ten (5.1.2), too many to list. Each listed move (an attack on
// each enemy ship or stack in reach, a move towards the enemy) is a line
// of its own that opens the field on that move: enter takes it, or the
// player writes another. The prompt names the move as an example, since
// the list shows one line per prompt: with one prompt a flight, its
// attacks on the enemy flights were hidden behind its first move.
func (b *starmadaBoard) flyPrompt(s *sm.State, f sm.Fly) (prompt, text string, suggestions []string, ok bool) {
	text = sm.HexLabel(f.At())
	if !f.Target.IsZero() {
		text += " " + flyTargetText(f.Target)
	}
	prompt = "Fly " + f.Craft.String() + " (CCRR [target], e.g. " + text + ")"
	if s != nil {
		for _, in := range s.Legal(f.By) {
			if o, ok := in.(sm.Fly); ok && o.Craft == f.Craft {
				sugg := sm.HexLabel(o.At())
				if !o.Target.IsZero() {
					sugg += " " + flyTargetText(o.Target)
				}
				suggestions = append(suggestions, sugg)
			}
		}
	}
	return prompt, text, suggestions, true
}

// smStays reports whether a flight's move is to stay where it is, without
// attacking: a choice of its own in the list, typed by no one.
func smStays(s *sm.State, in sm.Fly) bool {
	c, ok := smCraftIn(s, in.Craft)
	return ok && in.At() == c.Hex && in.Target.IsZero()
}

// parseFly reads "CCRR" or "CCRR TARGET" (the target as targetOf reads
// it) and checks the move as the rules would, so that the panel names the
// rule a bad move breaks.
func (g *smGame) parseFly(st engine.State, me engine.Player, like sm.Fly, text string) (engine.Intent, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return nil, errors.New("write the hex to fly to, as CCRR (e.g. 1508), then a target if any")
	}
	h, err := sm.ParseHex(fields[0])
	if err != nil {
		return nil, err
	}
	c, r := hex.ToOffset(h)
	target, err := g.targetOf(smState(st), me, fields[1:])
	if err != nil {
		return nil, err
	}
	in := sm.Fly{By: me, Craft: like.Craft, Col: c, Row: r, Target: target}
	if err := st.Check(in); err != nil {
		return nil, err
	}
	return in, nil
}

// flyTargetText writes a flight's target as the field reads it: a ship's
// name, or "fighters 1509" for the craft in a hex.
func flyTargetText(t sm.Ref) string {
	if t.Fighters {
		return "fighters " + sm.HexLabel(t.At)
	}
	return t.Ship
}

// targetOf reads the words naming a target, for a flight's move and a
// battery's weapons: nothing; the craft in a hex as "fighters 1509",
// "f1509" or "fighters@1509"; a ship as the map and g name it, by its
// name or its id on the map in any case ("In", "indefatigable"), or by
// the start of its name when no other ship's starts so; or a bare hex,
// for the one enemy target in it. The intent holds the ship's own name,
// so what is recorded does not depend on how it was typed.
func (g *smGame) targetOf(s *sm.State, me engine.Player, words []string) (sm.Ref, error) {
	switch {
	case len(words) == 0:
		return sm.Ref{}, nil
	case len(words) == 1 && strings.EqualFold(words[0], "fighters"):
		return sm.Ref{}, errors.New("write the fighters' hex after the word: fighters CCRR")
	case len(words) == 2 && strings.EqualFold(words[0], "fighters"):
		h, err := sm.ParseHex(words[1])
		if err != nil {
			return sm.Ref{}, err
		}
		return sm.FightersTarget(h), nil
	case len(words) == 1 && len(words[0]) == 5 && (words[0][0] == 'f' || words[0][0] == 'F'):
		if h, err := sm.ParseHex(words[0][1:]); err == nil {
			return sm.FightersTarget(h), nil
		}
	}
	text := strings.Join(words, " ")
	if s == nil {
		return sm.ParseRef(text)
	}
	if len(words) == 1 && len(text) == 4 && allDigits(text) && !named(s, text) {
		if h, err := sm.ParseHex(text); err == nil {
			return enemyIn(s, me, h)
		}
	}
	if strings.HasPrefix(strings.ToLower(text), "fighters@") {
		return sm.ParseRef(strings.ToLower(text))
	}
	name, err := g.shipNamed(s, me, text)
	if err != nil {
		return sm.Ref{}, err
	}
	return sm.ShipTarget(name), nil
}

// shipNamed is the ship a typed word names, in the order g reads a
// unit's name: the whole name in any case, then the ship's id on the map
// (as the map writes it, then in any case), then the start of a name,
// the enemy's first: "hor" is the enemy's Hornet 1 where me has a Hornet
// 2 (a target is the enemy's). A start that several names share is
// refused rather than guessed: a declaration at the wrong ship cannot be
// taken back once rolled.
func (g *smGame) shipNamed(s *sm.State, me engine.Player, text string) (string, error) {
	ships := s.Ships()
	ids := g.shipIDs(ships)
	for _, sh := range ships {
		if strings.EqualFold(sh.Name, text) {
			return sh.Name, nil
		}
	}
	for _, sh := range ships {
		if ids[sh.Name] == text {
			return sh.Name, nil
		}
	}
	var folded []string // ids equal in any case: "in" is In and IN
	for _, sh := range ships {
		if strings.EqualFold(ids[sh.Name], text) {
			folded = append(folded, sh.Name)
		}
	}
	switch len(folded) {
	case 1:
		return folded[0], nil
	case 0:
	default:
		var named []string
		for _, n := range folded {
			named = append(named, ids[n]+" "+n)
		}
		return "", fmt.Errorf("%q is the id of %s in some case: write the id as the map does, or more of the name", text, engine.List(named...))
	}
	var starts, enemies []string
	for _, sh := range ships {
		if strings.HasPrefix(strings.ToLower(sh.Name), strings.ToLower(text)) {
			starts = append(starts, sh.Name)
			if sh.Side != me && live(sh) {
				enemies = append(enemies, sh.Name)
			}
		}
	}
	if len(enemies) > 0 {
		starts = enemies
	}
	switch len(starts) {
	case 0:
		return "", fmt.Errorf("there is no ship %q: name a ship or its id on the map, or write fighters and their hex (fighters 1507)", text)
	case 1:
		return starts[0], nil
	}
	return "", fmt.Errorf("%q starts the names of %s: write more of the name, or the ship's id on the map", text, engine.List(starts...))
}

// enemyIn is the one enemy target in hex h, typed as the hex alone: its
// ship, or the craft there. A hex that holds both, or several ships, asks
// which; one without an enemy says what to write.
func enemyIn(s *sm.State, me engine.Player, h hex.Hex) (sm.Ref, error) {
	var names []string
	for _, sh := range s.Ships() {
		if sh.Side != me && live(sh) && sh.Hex == h {
			names = append(names, sh.Name)
		}
	}
	craft, example := false, ""
	for _, c := range s.Craft() {
		if c.Side != me {
			craft = craft || c.Hex == h
			if example == "" {
				example = ", as fighters " + sm.HexLabel(c.Hex)
			}
		}
	}
	label := sm.HexLabel(h)
	switch {
	case craft && len(names) == 0:
		return sm.FightersTarget(h), nil
	case !craft && len(names) == 1:
		return sm.ShipTarget(names[0]), nil
	case craft:
		names = append(names, "fighters "+label)
	case len(names) == 0:
		return sm.Ref{}, fmt.Errorf("%s holds no enemy ship or craft: name a ship, or write fighters and their hex%s", label, example)
	}
	return sm.Ref{}, fmt.Errorf("%s holds %s: write which, e.g. %s", label, engine.List(names...), names[len(names)-1])
}

// named reports whether a ship's name is text, which a ship named as a
// hex ("1507") keeps before the hex.
func named(s *sm.State, text string) bool {
	for _, sh := range s.Ships() {
		if strings.EqualFold(sh.Name, text) {
			return true
		}
	}
	return false
}

func allDigits(t string) bool {
	for i := 0; i < len(t); i++ {
		if !isDigit(t[i]) {
			return false
		}
	}
	return t != ""
}
