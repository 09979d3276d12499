package starmada

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Victory says what wins a battle of the given number of turns and when it
// ends sooner (2.3, and nextTurn's early end), for the briefing and the
// screen's help alike.
func Victory(turns int) string {
	return fmt.Sprintf("After turn %d the side with more VP wins: a major victory with at least twice "+
		"the other's, a minor one otherwise; equal VP is a draw (2.3). The battle ends sooner when, after "+
		"an End Phase, neither side can score any more: one side has no ship left that can move or fire, "+
		"and no fighters, satellites, continuing damage or explosion left to hurt the other's.", turns)
}

// Briefing implements engine.Briefer: the scenario's situation, each
// side's ships with their Combat Ratings, what wins (2.3), the turn limit
// and the set-up.
func (sc *Scenario) Briefing(opts engine.Options) engine.Briefing {
	turns := sc.file.Turns
	if turns == 0 {
		turns = DefaultTurns
	}
	if v := opts[OptTurns]; v != "" {
		if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= MaxTurns {
			turns = n
		}
	}
	b := engine.Briefing{
		Situation: sc.file.Description,
		Objective: "Destroy or cripple the enemy's ships, or drive them off the board: each one scores " +
			"its Combat Rating (CR) in victory points (VP) for your side the moment it goes.",
		Victory:   Victory(turns),
		TurnLimit: turns,
	}
	if b.Situation == "" {
		b.Situation = sc.file.Title
	}
	points := 0
	if sc.file.Build != nil {
		points = sc.file.Build.Points
		if v := opts[OptPoints]; v != "" {
			if n, err := strconv.Atoi(v); err == nil {
				points = n
			}
		}
	}
	for p := range sc.file.Sides {
		b.Forces = append(b.Forces, sc.forces(engine.Player(p), points))
	}
	b.Situation += " " + sc.setupWords(opts, points)
	return b
}

// forces is one side's line of the briefing: its ships with class and
// CR, and the total; or the points it builds its fleet to.
func (sc *Scenario) forces(p engine.Player, points int) string {
	side := sc.file.Sides[p]
	if points > 0 {
		fleet := sc.fleets[p]
		if fleet == "" {
			fleet = "any"
		}
		return fmt.Sprintf("%s: a fleet built in the game to %d points of Combat Rating (2.1.1), from the %s fleet first", side.Name, points, fleet)
	}
	parts := make([]string, len(sc.ships[p]))
	for i, s := range sc.ships[p] {
		if s.name == s.class.Name {
			parts[i] = fmt.Sprintf("%s (CR %d)", s.name, s.class.CR)
		} else {
			parts[i] = fmt.Sprintf("%s (%s, CR %d)", s.name, s.class.Name, s.class.CR)
		}
	}
	return fmt.Sprintf("%s, %d CR: %s", side.Name, sc.Points(p), strings.Join(parts, ", "))
}

// setupWords says how the battle is set up: the board, who places the
// ships, the objects; points is the fleets' total when they are built in
// the game (whose rolls are told as they are made), else 0.
func (sc *Scenario) setupWords(opts engine.Options, points int) string {
	t := fmt.Sprintf("Board %d × %d hexes", sc.board.Cols, sc.board.Rows)
	if sc.file.Setup == SetupInteractive {
		t += "; the sides set up their ships along their long edges, the lower roll first (2.1.2)"
	} else {
		t += "; the ships start where the scenario puts them"
	}
	objects := sc.placeCount
	if v := opts[OptObjects]; v != "" && sc.file.Setup == SetupInteractive {
		if n, err := strconv.Atoi(v); err == nil {
			objects = n
		}
	}
	if objects > 0 {
		t += fmt.Sprintf("; one side places %d objects and the other chooses its edge", objects)
	}
	if len(sc.objects) > 0 {
		t += "; " + objectWords(sc.objects) + " on the map"
	}
	t += "."
	if sc.file.Setup == SetupInteractive && points == 0 {
		// The rolls are made with the battle, before any action: the log
		// opens with them (State.Opening).
		if objects > 0 {
			t += " The dice for who places the objects (the higher roll) and who sets up first are rolled as the battle begins; the log opens with the first and tells the second once the edges are chosen."
		} else {
			t += " The dice for who sets up first are rolled as the battle begins; the log opens with them."
		}
	}
	return t
}

// objectWords counts the objects by kind, in the order the scenario first
// names each ("3 asteroids and 1 planet"), so that the briefing tells
// what lies on the map whatever the description says of it.
func objectWords(objs []Object) string {
	var kinds []string
	count := map[string]int{}
	for _, o := range objs {
		if count[o.Kind] == 0 {
			kinds = append(kinds, o.Kind)
		}
		count[o.Kind]++
	}
	parts := make([]string, len(kinds))
	for i, k := range kinds {
		parts[i] = engine.Count(count[k], k, k+"s")
	}
	return engine.List(parts...)
}

// Unspent implements engine.Unspender: what an intent would throw away,
// for the screen to ask first, as a noun phrase that reads between "with"
// and "unspent?" ("Seal the orders with the moves of Paladin and Lancer
// unspent?"). Sealing the orders leaves ships without orders standing
// still: their moves; ending the fire, or resolving a ship's attacks,
// leaves silent the batteries that could still declare a target (4.1.1):
// "A's batteries (a) and (b)"; a fleet made ready while a class would
// still bring it nearer its total leaves those points unspent (2.1.1), as
// Starship Battles and SSCS ask.
func (s *State) Unspent(in engine.Intent) string {
	in, err := codec.Normalize(in)
	if err != nil || s.check(in) != nil {
		return ""
	}
	switch x := in.(type) {
	case Submit:
		var names []string
		for i := range s.ships {
			if sh := &s.ships[i]; sh.side == x.By && sh.canMove() && !sh.hasOrders {
				names = append(names, sh.name)
			}
		}
		switch len(names) {
		case 0:
		case 1:
			return "the move of " + names[0]
		default:
			return "the moves of " + engine.List(names...)
		}
	case Fire:
		return s.openBatteries(x.By, -1)
	case Resolve:
		// A ship declares nothing once it has resolved (4.1.1).
		return s.openBatteries(x.By, s.shipIndex(x.Ship))
	case Ready:
		return s.unspentPoints(x.By)
	}
	return ""
}

// unspentPoints says what side p's fleet leaves of its total when a class
// it may still add would bring it nearer (2.1.1: a fleet comes as near its
// total as it can; closeEnough lets a last ship go over when that leaves
// it no farther): "67 of the 1500 points (a Lancer, CR 75, would bring the
// fleet to 1508, nearer the total)", naming the class that brings it
// nearest (nearerClass); "" when none would. The automatic fleet adds the
// class named here until nothing is (autoFleet), so the two never
// disagree.
func (s *State) unspentPoints(p engine.Player) string {
	classes := s.buildable(p)
	k := nearerClass(classes, s.rules.points, s.Points(p), len(s.picks[p]))
	if k < 0 {
		return ""
	}
	best := classes[k]
	// Thousands set apart, as the fleet screen above the question writes
	// them ("Build fleets (2.1.1), 1 000 points").
	return fmt.Sprintf("%s of the %s points (%s %s, CR %d, would bring the fleet to %s, nearer the total: 2.1.1)",
		engine.Thousands(s.Remaining(p)), engine.Thousands(s.rules.points), article(best.Name), best.Name, best.CR, engine.Thousands(s.Points(p)+best.CR))
}

// nearerClass is the index in classes of the class whose ship would bring
// a fleet of ships ships and have points nearest its total of points,
// nearer than it is now, among those it may add (checkAdd: the ship limit,
// and closeEnough: a ship that goes over only when that leaves the fleet
// no farther than it could come staying under); the first such, in the
// order of classes, on a tie; -1 when none would, as when the fleet has
// reached its total or gone over it. classes is the order the side picks
// from, its own fleet's first (State.buildable).
func nearerClass(classes []*Class, points, have, ships int) int {
	left := points - have
	if left <= 0 || ships >= maxShipsPerSide {
		return -1
	}
	fit := nearestFit(classes, left)
	// off is how far from the total the fleet would be with a ship of cr.
	off := func(cr int) int { return max(left-cr, cr-left) }
	best := -1
	for k, c := range classes {
		if !closeEnough(c.CR, left, fit) || off(c.CR) >= left {
			continue
		}
		if best < 0 || off(c.CR) < off(classes[best].CR) {
			best = k
		}
	}
	return best
}

// openBatteries names the batteries of side p (of ship only, when it is
// not -1) that could still declare a target, ship by ship: "Paladin's
// battery (a)", "Paladin's batteries (a) and (b), and Hive's battery (c)".
// The screen asks "Resolve Paladin's attacks with Paladin's battery (a)
// unspent?" (it asked "… with the free weapons of Paladin's battery (a)
// unspent?", words a play-tester stumbled on).
func (s *State) openBatteries(p engine.Player, only int) string {
	var ships []string
	letters := map[string][]string{}
	for _, in := range s.targetOptions(p) {
		t := in.(Target)
		if only >= 0 && t.Ship != s.ships[only].name {
			continue
		}
		l := letters[t.Ship]
		if len(l) == 0 {
			ships = append(ships, t.Ship)
		}
		if len(l) == 0 || l[len(l)-1] != "("+t.Battery+")" {
			letters[t.Ship] = append(l, "("+t.Battery+")")
		}
	}
	parts := make([]string, len(ships))
	for i, sh := range ships {
		l := letters[sh]
		parts[i] = engine.Possessive(sh) + " batteries " + engine.List(l...)
		if len(l) == 1 {
			parts[i] = engine.Possessive(sh) + " battery " + l[0]
		}
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	// Each part may hold an "and" of its own: the last one takes a comma.
	return strings.Join(parts[:len(parts)-1], ", ") + ", and " + parts[len(parts)-1]
}
