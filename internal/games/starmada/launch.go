package starmada

import (
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Battle satellites are launched in the End Phase, each ship up to three a
// turn (C.5): how many, from none to that limit, is the owner's choice.
// Rules 1-9 launched every satellite a ship could; rules 10 asks the owner
// of each ship that can launch at least one, ship by ship in the order of
// the scenario, once the End Phase's damage is filled in and its
// explosions have weakened. Nothing in the rulebook makes the launch
// secret or simultaneous: each launch is seen by both sides as it is
// made. In the End Phase that ends the battle nobody is asked: satellites
// launched then never act, and every ship launches what it may, as in
// rules 1-9.

// PhaseEnd is the name of the End Phase while the owners choose their
// launches (2.2.5, C.5).
const PhaseEnd = "End"

// KindLaunch is the intent of the End Phase's launches.
const KindLaunch = "launch"

// Launch launches Count battle satellites from Ship in the End Phase
// (C.5): 0 launches none, up to three a turn and no more than it carries.
type Launch struct {
	By    engine.Player `json:"by"`
	Ship  string        `json:"ship"`
	Count int           `json:"count"`
}

// Kind implements engine.Intent.
func (Launch) Kind() string { return KindLaunch }

// Actor implements engine.Intent.
func (i Launch) Actor() engine.Player { return i.By }

// String implements engine.Intent.
func (i Launch) String() string {
	if i.Count == 0 {
		return i.Ship + " launches no battle satellites"
	}
	return fmt.Sprintf("%s launches %s", i.Ship, engine.Count(i.Count, "battle satellite", "battle satellites"))
}

// canLaunch reports whether the ship can launch a satellite now: its crew
// can still act (own: a crippled ship launches none, 4.3.2), its satellite
// equipment works and it has satellites left (C.5).
func (sh *ship) canLaunch() bool {
	return sh.operational() && sh.satsLeft > 0 && sh.hasEquip(BattleSatellites)
}

// launchLimit is how many satellites the ship may launch this turn: up to
// three, and no more than it carries (C.5).
func (sh *ship) launchLimit() int {
	if !sh.canLaunch() {
		return 0
	}
	return min(SatellitesPerTurn, sh.satsLeft)
}

// launcher is the ship whose owner chooses its launch now: the first ship
// at or after launchFrom that can launch; -1 when none is left.
func (s *State) launcher() int {
	for i := s.launchFrom; i < len(s.ships); i++ {
		if s.ships[i].canLaunch() {
			return i
		}
	}
	return -1
}

// startLaunches follows the End Phase's explosions: the owners choose
// their launches ship by ship, then the turn ends. In the End Phase that
// ends the battle (the last turn, or neither side able to score, which no
// launch changes: a ship that can launch can still fight) every ship
// launches what it may, without asking.
func (n *State) startLaunches(ev []engine.Event) []engine.Event {
	if n.turn >= n.rules.turns || !n.canScore(0) && !n.canScore(1) {
		ev = n.launchSatellites(ev)
		return n.nextTurn(ev)
	}
	n.launchFrom = 0
	return n.askLaunch(ev)
}

// askLaunch waits for the next ship's launch, or ends the turn when no
// ship is left to ask.
func (n *State) askLaunch(ev []engine.Event) []engine.Event {
	i := n.launcher()
	if i < 0 {
		n.launchFrom = 0
		return n.nextTurn(ev)
	}
	n.phase = phLaunch
	n.launchFrom = i
	sh := &n.ships[i]
	// Not worded "Turn N, End Phase": the End Phase began before the
	// damage was filled in, and this is a step within it.
	return append(ev, n.ev(EvPhase, sh.side, fmt.Sprintf("%s chooses how many battle satellites %s launches, 0 to %d (C.5)",
		n.Name(sh.side), sh.name, sh.launchLimit())))
}

// checkLaunch says why l is not a launch the End Phase takes now.
func (s *State) checkLaunch(l Launch) error {
	if s.phase != phLaunch {
		return fmt.Errorf("battle satellites are launched in the End Phase (C.5); this is the %s Phase", s.Phase().Name)
	}
	i := s.shipIndex(l.Ship)
	if i < 0 {
		return fmt.Errorf("there is no ship %q", l.Ship)
	}
	sh := &s.ships[i]
	if sh.side != l.By {
		return fmt.Errorf("%s is not %s ship", l.Ship, engine.Possessive(s.Name(l.By)))
	}
	if k := s.launcher(); k != i {
		if !sh.canLaunch() {
			return fmt.Errorf("%s cannot launch battle satellites: %s (C.5)", l.Ship, sh.launchText())
		}
		return fmt.Errorf("%s chooses its launch first; %s's comes after it", s.ships[k].name, l.Ship)
	}
	limit := sh.launchLimit()
	switch {
	case l.Count < 0:
		return fmt.Errorf("%s cannot launch %d battle satellites: give a number from 0 to %d", l.Ship, l.Count, limit)
	case l.Count > limit:
		return fmt.Errorf("%s may launch at most %d battle satellites this turn, not %d (C.5: up to %d a turn; it carries %d)",
			l.Ship, limit, l.Count, SatellitesPerTurn, sh.satsLeft)
	}
	return nil
}

// launchText says why a ship cannot launch.
func (sh *ship) launchText() string {
	switch {
	case !sh.operational():
		return sh.statusText()
	case sh.class.Equips(BattleSatellites) == 0:
		return "it carries none"
	case sh.satsLeft == 0:
		return "it has launched every one it carried"
	}
	return "its satellite equipment is lost"
}

// launch applies a checked launch and asks the next ship.
func (n *State) launch(l Launch, ev []engine.Event) []engine.Event {
	i := n.shipIndex(l.Ship)
	ev = n.launchFromShip(i, l.Count, ev)
	n.launchFrom = i + 1
	return n.askLaunch(ev)
}

// launchFromShip puts k of ship i's satellites in its hex, numbered on
// from those it launched before.
func (n *State) launchFromShip(i, k int, ev []engine.Event) []engine.Event {
	sh := &n.ships[i]
	total := sh.class.Equips(BattleSatellites)
	for j := 0; j < k; j++ {
		num := total - sh.satsLeft + 1
		sh.satsLeft--
		n.craft = append(n.craft, craft{id: CraftID{Carrier: sh.name, Satellite: true, N: num}, side: sh.side, sat: true, pos: sh.pos, n: 1})
	}
	if k == 0 {
		return append(ev, n.ev(EvLaunch, sh.side, fmt.Sprintf("%s launches no battle satellites (%d left) (C.5)", sh.name, sh.satsLeft)))
	}
	return append(ev, n.ev(EvLaunch, sh.side, fmt.Sprintf("%s launches %s (%d left) (C.5)", sh.name, engine.Count(k, "battle satellite", "battle satellites"), sh.satsLeft)))
}

// launchSatellites launches from every ship that can every satellite it
// may this turn (C.5): the End Phase that ends the battle, where nobody is
// asked.
func (n *State) launchSatellites(ev []engine.Event) []engine.Event {
	for i := range n.ships {
		if k := n.ships[i].launchLimit(); k > 0 {
			ev = n.launchFromShip(i, k, ev)
		}
	}
	return ev
}

// launchOptions lists the launches p may choose now: 0 to the limit.
func (s *State) launchOptions(p engine.Player) []engine.Intent {
	i := s.launcher()
	if s.phase != phLaunch || i < 0 || s.ships[i].side != p {
		return nil
	}
	sh := &s.ships[i]
	limit := sh.launchLimit()
	out := make([]engine.Intent, 0, limit+1)
	for k := 0; k <= limit; k++ {
		out = append(out, Launch{By: p, Ship: sh.name, Count: k})
	}
	return out
}

// planLaunch is the scripted opponent's launch: every satellite it may, as
// rules 1-9 launched them.
func (s *State) planLaunch(p engine.Player) engine.Intent {
	opts := s.launchOptions(p)
	if len(opts) == 0 {
		return nil
	}
	return opts[len(opts)-1]
}

// Launching tells a screen whose launch the End Phase waits for: the
// ship, its owner and how many it may launch (0 to limit); ok is false
// outside the launches.
func (s *State) Launching() (side engine.Player, ship string, limit int, ok bool) {
	i := s.launcher()
	if s.phase != phLaunch || i < 0 {
		return engine.NoPlayer, "", 0, false
	}
	sh := &s.ships[i]
	return sh.side, sh.name, sh.launchLimit(), true
}
