package silentdeath

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// The Campaign Game of 11.7: two squadrons bought with 300 points fight the
// six advanced scenarios in order, keeping their craft, crews, damage and
// experience between them. This file holds the rosters and the rules that
// carry them from one scenario to the next; campaignstate.go makes the
// whole campaign one session, every choice an intent.
//
// The campaign lives in this package, not in one of its own, because its
// session's state is made by the game's NewState from a campaign scenario:
// a package of its own would import the game and the game it, a cycle.

// Numbers of 11.7, and one of the project's own (MaxFielded).
const (
	Budget       = 300 // starting points
	RepairPerRun = 20  // damage points repaired per craft between scenarios
	WinPoints    = 75
	LosePoints   = 25
	DrawPoints   = 50
	RescueLimit  = 200 // Side B's TPV in scenario 1
	ScreenLimit  = 12  // Side A's craft in scenario 6
	MaxFielded   = 12  // the project's own: craft a side fields in one scenario
	// MaxRoster is the project's own cap on a roster's craft: twice what a
	// side fields.
	MaxRoster = 2 * MaxFielded
	// MaxCrew is the project's own cap on a roster's crew: four to a craft
	// of a full roster, as many as the biggest crew (the Epping's). 11.7
	// lets a unit buy more crew than its craft need; this bounds it.
	MaxCrew = 4 * MaxRoster
)

// Member is a pilot (Plt and Gnr) or a gunner (Gnr) on a roster.
type Member struct {
	Pilot bool
	Plt   int
	Gnr   int
	// No is the member's roster number: the side's crew are numbered from
	// 1 in the order they were hired, and keep their numbers when others
	// are struck off, so two crew of the same skills read apart on every
	// screen. It is the project's own label, derived from the order of
	// the purchases (no save holds it, and the hash leaves it out); 0 for
	// a member made by hand, who then reads without one. Left out of the
	// hash so that the saves of before it still verify: the purchases
	// that give it are hashed.
	No int `hash:"-"`
}

// Cost is what a crew member costs (1.3): Plt + Gnr for a pilot, Gnr for a
// gunner.
func (m Member) Cost() int {
	if m.Pilot {
		return m.Plt + m.Gnr
	}
	return m.Gnr
}

// String is "pilot #3 (Plt 6 Gnr 5)" or "gunner #4 (Gnr 7)", and
// without a roster number "pilot Plt 6 Gnr 5" or "gunner Gnr 7".
func (m Member) String() string {
	skills := fmt.Sprintf("Gnr %d", m.Gnr)
	kind := "gunner"
	if m.Pilot {
		skills, kind = fmt.Sprintf("Plt %d Gnr %d", m.Plt, m.Gnr), "pilot"
	}
	if m.No > 0 {
		return fmt.Sprintf("%s #%d (%s)", kind, m.No, skills)
	}
	return kind + " " + skills
}

func (m Member) canRaise() bool { return m.Gnr < MaxSkill || (m.Pilot && m.Plt < MaxSkill) }

// RosterCraft is a starcraft on a roster, with the boxes still marked on
// it and the weapon systems, torps and lasting critical hits those boxes
// took.
type RosterCraft struct {
	Type   string
	ID     string
	Damage int
	Lost   []LossFile
}

// Label is "Night Hawk A".
func (cr RosterCraft) Label() string {
	t, ok := CraftByKey(cr.Type)
	if !ok {
		return cr.Type + " " + cr.ID
	}
	return t.Name + " " + cr.ID
}

// LostText says what the craft carries lost, "" when nothing.
func (cr RosterCraft) LostText() string {
	t, ok := CraftByKey(cr.Type)
	if !ok {
		return ""
	}
	var out []string
	for _, l := range cr.Lost {
		switch {
		case l.Kind == LossWeapon && l.N >= 0 && l.N < len(t.Mounts):
			out = append(out, t.Mounts[l.N].Name())
		case l.Kind == LossTorp:
			out = append(out, "a "+Mark(l.N).String()+" torp")
		case l.Kind == LossCrit && l.N >= 0 && l.N < len(t.Crits):
			out = append(out, t.Crits[l.N].String())
		}
	}
	return strings.Join(out, ", ")
}

// Squadron is one side's roster.
type Squadron struct {
	Name  string
	Craft []RosterCraft
	Crew  []Member
	Bank  int      // reinforcement points saved
	Pool  []string // restricted craft types (11.7); empty: all
	Wins  int
	// Hired counts the crew ever put on the roster: the last roster
	// number given (Member.No); out of the hash, as No is.
	Hired int `hash:"-"`
}

// Value is the roster's point value: craft BPV plus crew costs.
func (s *Squadron) Value() int {
	v := 0
	for _, c := range s.Craft {
		if t, ok := CraftByKey(c.Type); ok {
			v += t.BPV
		}
	}
	for _, m := range s.Crew {
		v += m.Cost()
	}
	return v
}

func (s Squadron) clone() Squadron {
	n := s
	n.Craft = append([]RosterCraft(nil), s.Craft...)
	for i := range n.Craft {
		n.Craft[i].Lost = append([]LossFile(nil), s.Craft[i].Lost...)
	}
	n.Crew = append([]Member(nil), s.Crew...)
	n.Pool = append([]string(nil), s.Pool...)
	return n
}

// Lacking is how many pilots and gunners the roster's craft lack: what a
// side may hire alone to man them again after crew were killed.
func (s *Squadron) Lacking() (pilots, gunners int) {
	np, ng, hp, hg := 0, 0, 0, 0
	for _, c := range s.Craft {
		t, _ := CraftByKey(c.Type)
		np++
		ng += t.Crew - 1
	}
	for _, m := range s.Crew {
		if m.Pilot {
			hp++
		} else {
			hg++
		}
	}
	return max(0, np-hp), max(0, ng-hg)
}

// add puts a purchase on the roster: a craft with the next free letter of
// its type and its crew, or a crew member hired alone.
func (s *Squadron) add(it item) {
	if it.hire() {
		s.hire(Member{Pilot: it.pilot, Plt: it.plt, Gnr: it.gnr})
		return
	}
	used := map[string]bool{}
	for _, c := range s.Craft {
		if c.Type == it.key {
			used[c.ID] = true
		}
	}
	s.Craft = append(s.Craft, RosterCraft{Type: it.key, ID: freeLetter(used)})
	if it.bare() {
		return // the craft alone (11.7): its crew is hired, or seated from spares
	}
	s.hire(Member{Pilot: true, Plt: it.plt, Gnr: it.gnr})
	for _, g := range it.gunners.List() {
		s.hire(Member{Gnr: g})
	}
}

// hire puts m on the roster with the next roster number.
func (s *Squadron) hire(m Member) {
	s.Hired++
	m.No = s.Hired
	s.Crew = append(s.Crew, m)
}

// takenLetters are the letters the roster's craft use, by type.
func (s *Squadron) takenLetters() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, c := range s.Craft {
		if out[c.Type] == nil {
			out[c.Type] = map[string]bool{}
		}
		out[c.Type][c.ID] = true
	}
	return out
}

// Stage is one scenario of 11.7: the advanced scenario it modifies and the
// base scenario's side that Side A plays.
type Stage struct {
	Name  string
	Title string
	ASide int
}

// stages are the six scenarios of 11.7 in order.
var stages = [...]Stage{
	{"rescue", "Scenario 1: Rescue", 0},
	{"minefield", "Scenario 2: Into the Minefield", 1},
	{"belt", "Scenario 3: Enemy in the Belt", 0},
	{"techstakes", "Scenario 4: Technology Stakes", 1},
	{"commandship", "Scenario 5: The Command Ship", 0},
	{"screening", "Scenario 6: Screening Force", 0},
}

// Stages are the six scenarios of 11.7 in order.
func Stages() []Stage { return append([]Stage(nil), stages[:]...) }

// Result is a finished scenario: the winning side, −1 for a draw.
type Result struct {
	Scenario string
	Winner   int
	Reason   string
}

// Assignment is who flies what in a scenario: a roster craft and its crew
// (pilot first, then the gunners), and the craft's index in the battle.
type Assignment struct {
	Craft int
	Crew  []int
	Index int
}

// field picks side p's craft for a scenario: every craft that a full crew
// can man, pilots by Plt and gunners by Gnr, best first, in roster order,
// within limit craft and maxTPV points (0: no limit).
func (s *Squadron) field(limit, maxTPV int) []Assignment {
	var pilots, gunners []int
	for i, m := range s.Crew {
		if m.Pilot {
			pilots = append(pilots, i)
		} else {
			gunners = append(gunners, i)
		}
	}
	sort.SliceStable(pilots, func(a, b int) bool { return s.Crew[pilots[a]].Plt > s.Crew[pilots[b]].Plt })
	sort.SliceStable(gunners, func(a, b int) bool { return s.Crew[gunners[a]].Gnr > s.Crew[gunners[b]].Gnr })
	var out []Assignment
	tpv := 0
	for ci, cr := range s.Craft {
		t, _ := CraftByKey(cr.Type)
		if len(out) >= limit || len(pilots) == 0 {
			break
		}
		need := t.Crew - 1
		if need > len(gunners) {
			// a pilot may fly alone only where nothing needs a gunner:
			// the project's choice is to leave such a craft home.
			continue
		}
		g := gunners[:need]
		cost := t.BPV + s.Crew[pilots[0]].Cost()
		for _, k := range g {
			cost += s.Crew[k].Cost()
		}
		if maxTPV > 0 && tpv+cost > maxTPV {
			continue
		}
		tpv += cost
		out = append(out, Assignment{Craft: ci, Crew: append([]int{pilots[0]}, g...)})
		pilots, gunners = pilots[1:], gunners[need:]
	}
	return out
}

// tpvOf is what an assignment is worth (1.3): BPV plus its crew's costs.
func (s *Squadron) tpvOf(a Assignment) int {
	t, _ := CraftByKey(s.Craft[a.Craft].Type)
	v := t.BPV
	for _, m := range a.Crew {
		v += s.Crew[m].Cost()
	}
	return v
}

// errNoForce says a side can field no crewed craft; it forfeits the
// scenario (the project's rule: 11.7 does not say).
type errNoForce struct{ side int }

func (e errNoForce) Error() string { return fmt.Sprintf("side %d can field no craft", e.side) }

// battleFile builds the scenario of stage st from its base file and the
// fielded craft of both sides, with the changes 11.7 lists. Battle side p
// is campaign side p: the base file's sides are swapped when Side A plays
// the other one. It returns the file and who flies what.
func (c *Campaign) battleFile(st Stage, f ScenarioFile) (ScenarioFile, [2][]Assignment, error) {
	f = gamedata.DeepCopy(f)
	var playing [2][]Assignment
	// baseOf[p] is the base side campaign side p plays.
	var baseOf [2]int
	baseOf[c.a] = st.ASide
	baseOf[1-c.a] = 1 - st.ASide
	if baseOf[0] != 0 {
		swapSides(&f)
	}
	f.Name = "campaign-" + st.Name
	f.Title = st.Title + " (campaign)"
	place := placer(f)
	index := 0
	for p := 0; p < 2; p++ {
		s := &c.sides[p]
		fielded := c.fielded(p, false)
		base := f.Sides[p].Craft
		var crafts []CraftFile
		for _, a := range fielded {
			r := s.Craft[a.Craft]
			t, _ := CraftByKey(r.Type)
			pl := s.Crew[a.Crew[0]]
			b := base[len(crafts)%len(base)]
			cf := CraftFile{Type: t.Key, ID: r.ID, Facing: b.Facing, Hex: place(b.Hex),
				Pilot: CrewFile{Plt: pl.Plt, Gnr: pl.Gnr}, Damage: r.Damage, Lost: append([]LossFile(nil), r.Lost...)}
			for _, g := range a.Crew[1:] {
				cf.Gunners = append(cf.Gunners, s.Crew[g].Gnr)
			}
			if st.Name == "techstakes" && p != int(c.a) && t.Key == "teal-hawk" {
				cf.Mans = []int{0}
			}
			a.Index = index
			index++
			playing[p] = append(playing[p], a)
			crafts = append(crafts, cf)
		}
		if len(crafts) == 0 {
			return f, playing, errNoForce{p}
		}
		extra := func(key string, gunners []int, mans []int, noLauncher bool) string {
			id := freeID(crafts, key)
			crafts = append(crafts, CraftFile{Type: key, ID: id, Facing: base[0].Facing, Hex: place(base[0].Hex),
				Pilot: CrewFile{Plt: 1, Gnr: 1, NoLauncher: noLauncher}, Gunners: gunners, Mans: mans})
			index++
			t, _ := CraftByKey(key)
			return t.Name + " " + id
		}
		switch {
		case st.Name == "techstakes" && p != int(c.a):
			// 11.7: Side B gets an extra Teal Hawk, Plt 1 / Gnr 1, and it
			// is the one Side A must cripple for capture.
			f.Victory.Target = extra("teal-hawk", []int{1}, []int{0}, false)
		case st.Name == "commandship" && p == int(c.a):
			// 11.7: Side A gets the command ship (and 11.5's decoy). Its
			// pilot, Plt 1 / Gnr 1, "may not fire" the missile launcher he
			// mans on the Shryak (rules 9: before, he could declare a
			// lock-on that never succeeds); the gunner, Gnr 1, keeps the
			// lasers. The decoy's pilot is barred alike: the enemy must
			// not tell the shuttles apart by what their launchers may do.
			real := extra("shryak-shuttle", []int{1}, nil, true)
			decoy := extra("shryak-shuttle", []int{1}, nil, true)
			f.Rules.CommandShip.Crafts = [2]string{real, decoy}
		}
		f.Sides[p].Name, f.Sides[p].Color = c.names[p], c.colors[p]
		f.Sides[p].Craft = crafts
	}
	b := 1 - c.a // Side B
	switch st.Name {
	case "rescue":
		// 11.7: any craft of Side A may pick up the pod.
		f.Rules.Pod.Carrier = PodAnyCarrier
	case "minefield":
		// Side B need neither launch at the tender nor exit: the Comm Sat.
		f.Victory = VictoryFile{Kind: VicCommSat, Side: int(b)}
		f.Rules.Offboard = nil
	case "commandship":
		f.Victory.Target, f.Victory.PilotTies = mostValuablePilot(f.Sides[b].Craft)
	}
	return f, playing, nil
}

// placer finds each fielded craft a free hex: its base craft's, or the
// nearest free one in the same set-up zone (9.0, 11.0: a side set up
// "along" an Edge stays within 2 hexes of it; one set up in Areas stays in
// an area of its base hex, so that 11.7's scenario 6 keeps at most two
// craft a map section), or failing that the nearest free one on the map.
// Before, the ninth craft of a side set up along Edge 1 went to the third
// column, outside its zone.
func placer(f ScenarioFile) func([2]int) [2]int {
	taken := map[hex.Hex]bool{}
	for _, x := range f.Rules.LaserSats {
		taken[hex.FromOffset(x.Hex[0], x.Hex[1])] = true
	}
	if x := f.Rules.CommSat; x != nil {
		taken[hex.FromOffset(x.Hex[0], x.Hex[1])] = true
	}
	if x := f.Rules.Pod; x != nil {
		taken[hex.FromOffset(x.Hex[0], x.Hex[1])] = true
	}
	board := Board{Cols: f.Map.Cols, Rows: f.Map.Rows, Layout: f.Map.Layout}
	return func(at [2]int) [2]int {
		h := hex.FromOffset(at[0], at[1])
		// zone reports whether x is in the set-up zone of base hex h: near
		// an edge h is near, or (h near no edge) in one of h's areas.
		zone := func(x hex.Hex) bool {
			near := false
			for e := 1; e <= 4; e++ {
				if board.NearEdge(h, e) {
					near = true
					if board.NearEdge(x, e) {
						return true
					}
				}
			}
			if near {
				return false
			}
			for _, a := range board.Areas(h) {
				if board.InArea(x, a) {
					return true
				}
			}
			return false
		}
		for _, inZone := range []bool{true, false} {
			queue, seen := []hex.Hex{h}, map[hex.Hex]bool{h: true}
			for q := 0; q < len(queue); q++ {
				if x := queue[q]; board.In(x) && !taken[x] && (!inZone || zone(x)) {
					taken[x] = true
					col, row := hex.ToOffset(x)
					return [2]int{col, row}
				}
				for d := hex.Direction(0); d < 6; d++ {
					if n := hex.Neighbor(queue[q], d); board.In(n) && !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
		}
		return at
	}
}

// swapSides exchanges a scenario's two sides, and every rule that names a
// side by its number.
func swapSides(f *ScenarioFile) {
	f.Sides[0], f.Sides[1] = f.Sides[1], f.Sides[0]
	flip := func(p *int) { *p = 1 - *p }
	flip(&f.Victory.Side)
	r := &f.Rules
	if r.Pod != nil {
		pod := *r.Pod
		flip(&pod.Side)
		r.Pod = &pod
	}
	if r.CommSat != nil {
		cs := *r.CommSat
		flip(&cs.Side)
		r.CommSat = &cs
	}
	r.LaserSats = append([]SatFile(nil), r.LaserSats...)
	for i := range r.LaserSats {
		flip(&r.LaserSats[i].Side)
	}
	if r.Offboard != nil {
		o := *r.Offboard
		flip(&o.Side)
		r.Offboard = &o
	}
	if r.AutoInitiative != nil {
		a := *r.AutoInitiative
		flip(&a.Side)
		r.AutoInitiative = &a
	}
	if r.CommandShip != nil {
		cs := *r.CommandShip
		flip(&cs.Side)
		r.CommandShip = &cs
	}
}

func freeID(crafts []CraftFile, key string) string {
	used := map[string]bool{}
	for _, c := range crafts {
		if c.Type == key {
			used[c.ID] = true
		}
	}
	return freeLetter(used)
}

// mostValuablePilot names the craft of Side B's most valuable pilot
// (Plt + Gnr), the first of them, and reports whether another pilot is
// worth as much: 11.7 then lets the destruction of any such craft win.
func mostValuablePilot(crafts []CraftFile) (string, bool) {
	best, name, ties := -1, "", false
	for _, cf := range crafts {
		switch v := cf.Pilot.Plt + cf.Pilot.Gnr; {
		case v > best:
			t, _ := CraftByKey(cf.Type)
			best, name, ties = v, t.Name+" "+cf.ID, false
		case v == best:
			ties = true
		}
	}
	return name, ties
}

// record carries a finished scenario back to the rosters: destroyed craft
// and their crews, and killed crew, are struck off; surviving craft keep
// their damage less 20 repaired (what a repaired box took comes back with
// it); the veterans of 10.1 wait for their side's choice of skill; the
// winner scores the scenario; reinforcement points are banked.
func (c *Campaign) record(final *State, ev *events) error {
	if final == nil || !final.Outcome().Over {
		return errors.New("the scenario is not finished")
	}
	crafts := final.Crafts()
	winner := -1
	if w := final.Outcome().Winner; w == 0 || w == 1 {
		winner = int(w)
	}
	vets := map[[2]int]bool{}
	for _, v := range final.Veterans() {
		vets[[2]int{v.Craft, v.Crew}] = true
	}
	for p := range c.sides {
		s := &c.sides[p]
		goneCraft, goneCrew, advance := map[int]bool{}, map[int]bool{}, map[int]bool{}
		repaired := 0
		for _, a := range c.playing[p] {
			if a.Index >= len(crafts) {
				return fmt.Errorf("the finished game has no craft %d", a.Index)
			}
			v := crafts[a.Index]
			if v.Out == "destroyed" {
				goneCraft[a.Craft] = true
				for _, m := range a.Crew {
					goneCrew[m] = true
				}
				continue
			}
			dmg := max(0, min(v.Hits, len(v.Type.Track)-1)-RepairPerRun)
			repaired += min(v.Hits, len(v.Type.Track)-1) - dmg
			var lost []LossFile
			for _, l := range final.Lasting(a.Index) {
				if l.Box <= dmg {
					lost = append(lost, l)
				}
			}
			s.Craft[a.Craft].Damage, s.Craft[a.Craft].Lost = dmg, lost
			for k, m := range a.Crew {
				switch {
				case k < len(v.Crew) && v.Crew[k].Dead:
					goneCrew[m] = true
				case vets[[2]int{a.Index, k}] && s.Crew[m].canRaise():
					advance[m] = true
				}
			}
		}
		// 11.7 repairs "each vessel" between scenarios, those kept home too.
		flew := map[int]bool{}
		for _, a := range c.playing[p] {
			flew[a.Craft] = true
		}
		repaired += s.repairHome(flew)
		c.strike(p, goneCraft, goneCrew, advance)
		ev.add(EvCampaign, int8(p), fmt.Sprintf("%s %d craft and %d crew; %s repaired (11.7: up to %d a craft)",
			engine.Agree(s.Name, "loses"), len(goneCraft), len(goneCrew), engine.Count(repaired, "box", "boxes"), RepairPerRun), nil)
		bank := LosePoints
		switch {
		case winner < 0:
			bank = DrawPoints
		case winner == p:
			bank = WinPoints
			s.Wins++
		}
		s.Bank += bank
	}
	st := stages[c.next]
	c.results = append(c.results, Result{Scenario: st.Name, Winner: winner, Reason: final.Outcome().Reason})
	c.playing = [2][]Assignment{}
	c.next++
	ev.add(EvCampaign, int8(winner), st.Title+": "+c.resultText(c.results[len(c.results)-1]), nil)
	return nil
}

// strike takes side p's lost craft and crew off its roster and notes the
// advances of its veterans, by their places on the roster after it.
func (c *Campaign) strike(p int, goneCraft, goneCrew, advance map[int]bool) {
	s := &c.sides[p]
	var cs []RosterCraft
	for i, cr := range s.Craft {
		if !goneCraft[i] {
			cs = append(cs, cr)
		}
	}
	var ms []Member
	for i, m := range s.Crew {
		if goneCrew[i] {
			continue
		}
		if advance[i] {
			c.pending = append(c.pending, pendingAdvance{side: int8(p), crew: len(ms)})
		}
		ms = append(ms, m)
	}
	s.Craft, s.Crew = cs, ms
}

// repairHome repairs up to RepairPerRun boxes of every roster craft but
// those in flew (repaired from the battle's record), the last marked
// first, and gives back what the repaired boxes took; it returns the
// boxes repaired.
func (s *Squadron) repairHome(flew map[int]bool) int {
	repaired := 0
	for i := range s.Craft {
		cr := &s.Craft[i]
		if flew[i] || cr.Damage == 0 {
			continue
		}
		dmg := max(0, cr.Damage-RepairPerRun)
		repaired += cr.Damage - dmg
		var lost []LossFile
		for _, l := range cr.Lost {
			if l.Box <= dmg {
				lost = append(lost, l)
			}
		}
		cr.Damage, cr.Lost = dmg, lost
	}
	return repaired
}

// forfeit records the next scenario as lost by side p, which could field
// nothing (the project's rule: 11.7 does not say). The time between
// scenarios still repairs both rosters' craft.
//
// When neither side can field a craft, nobody fought: the scenario is a
// draw, 50 points each (the project's rule too).
func (c *Campaign) forfeit(p int, neither bool, ev *events) {
	for q := range c.sides {
		c.sides[q].repairHome(nil)
	}
	w := 1 - p
	reason := c.sides[p].Name + " could field no craft"
	if neither {
		w, reason = -1, "neither side could field a craft"
		c.sides[0].Bank += DrawPoints
		c.sides[1].Bank += DrawPoints
	} else {
		c.sides[w].Wins++
		c.sides[w].Bank += WinPoints
		c.sides[p].Bank += LosePoints
	}
	st := stages[c.next]
	c.results = append(c.results, Result{Scenario: st.Name, Winner: w, Reason: reason})
	c.playing = [2][]Assignment{}
	c.next++
	ev.add(EvCampaign, int8(w), st.Title+": "+c.resultText(c.results[len(c.results)-1]), nil)
}

func (c *Campaign) resultText(r Result) string {
	if r.Winner < 0 {
		return "draw (" + r.Reason + ")"
	}
	return engine.Agree(c.sides[r.Winner].Name, "wins") + " (" + r.Reason + ")"
}

// winner is the campaign's winner (11.7): most scenarios won, then the
// higher roster value; −1 on a perfect tie.
func (c *Campaign) winner() int {
	a, b := &c.sides[0], &c.sides[1]
	switch {
	case a.Wins != b.Wins:
		if a.Wins > b.Wins {
			return 0
		}
		return 1
	case a.Value() != b.Value():
		if a.Value() > b.Value() {
			return 0
		}
		return 1
	}
	return -1
}
