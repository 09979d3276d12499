// Package campaign plays Silent Death's Campaign Game (11.7): two squadrons
// bought with 300 points fight the six advanced scenarios in order, keeping
// their craft, crews, damage and experience between them. A campaign is
// its own JSON file, written atomically and checked when read.
package campaign

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/armada-tui/armada-tui/assets"
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
)

// File format of a campaign.
const (
	Format  = "armada-tui/silentdeath-campaign"
	Version = 1
	MaxSize = 1 << 20
)

// Numbers of 11.7.
const (
	Budget       = 300 // starting points
	RepairPerRun = 20  // damage points repaired per craft between scenarios
	WinPoints    = 75
	LosePoints   = 25
	DrawPoints   = 50
	RescueLimit  = 200 // Side B's TPV in scenario 1
	ScreenLimit  = 12  // Side A's craft in scenario 6
	MaxFielded   = 12  // the project's own: craft a side fields in one scenario
)

// Member is a pilot (Plt and Gnr) or a gunner (Gnr) on a roster.
type Member struct {
	Pilot bool `json:"pilot"`
	Plt   int  `json:"plt,omitempty"`
	Gnr   int  `json:"gnr"`
}

// Cost is what a crew member costs (1.3): Plt + Gnr for a pilot, Gnr for a
// gunner.
func (m Member) Cost() int {
	if m.Pilot {
		return m.Plt + m.Gnr
	}
	return m.Gnr
}

// Craft is a starcraft on a roster, with the boxes still marked on it and
// the weapon systems, torps and lasting critical hits those boxes took.
type Craft struct {
	Type   string        `json:"type"`
	ID     string        `json:"id"`
	Damage int           `json:"damage,omitempty"`
	Lost   []sd.LossFile `json:"lost,omitempty"`
}

// LostText says what the craft carries lost, "" when nothing.
func (cr Craft) LostText() string {
	t, ok := sd.CraftByKey(cr.Type)
	if !ok {
		return ""
	}
	var out []string
	for _, l := range cr.Lost {
		switch {
		case l.Kind == sd.LossWeapon && l.N >= 0 && l.N < len(t.Mounts):
			out = append(out, t.Mounts[l.N].Name())
		case l.Kind == sd.LossTorp:
			out = append(out, "a "+sd.Mark(l.N).String()+" torp")
		case l.Kind == sd.LossCrit && l.N >= 0 && l.N < len(t.Crits):
			out = append(out, t.Crits[l.N].String())
		}
	}
	return strings.Join(out, ", ")
}

// Side is one squadron.
type Side struct {
	Name     string   `json:"name"`
	Scripted bool     `json:"scripted"`
	Craft    []Craft  `json:"craft"`
	Crew     []Member `json:"crew"`
	Bank     int      `json:"bank"`           // reinforcement points saved
	Pool     []string `json:"pool,omitempty"` // restricted craft types; empty: all
	Wins     int      `json:"wins"`
}

// Value is the roster's point value: craft BPV plus crew costs.
func (s *Side) Value() int {
	v := 0
	for _, c := range s.Craft {
		t, _ := sd.CraftByKey(c.Type)
		v += t.BPV
	}
	for _, m := range s.Crew {
		v += m.Cost()
	}
	return v
}

// Assignment records who flew what in the scenario being played, so that
// Record can carry the results back to the rosters.
type Assignment struct {
	Side  int   `json:"side"`  // campaign side
	Craft int   `json:"craft"` // roster craft
	Crew  []int `json:"crew"`  // roster crew: pilot first, then gunners
	Index int   `json:"index"` // craft index in the game
}

// Result is a finished scenario: the winning campaign side, −1 for a draw.
type Result struct {
	Scenario string `json:"scenario"`
	Winner   int    `json:"winner"`
	Reason   string `json:"reason"`
}

// Campaign is the whole campaign file.
type Campaign struct {
	Format     string         `json:"format"`
	Version    int            `json:"version"`
	Seed       uint64         `json:"seed"`
	Restricted bool           `json:"restricted"`
	Sides      [2]Side        `json:"sides"`
	A          int            `json:"side_a"` // which side is Side A
	Next       int            `json:"next"`   // scenarios played
	Options    engine.Options `json:"options,omitempty"`
	Playing    []Assignment   `json:"playing,omitempty"`
	Results    []Result       `json:"results,omitempty"`
	// Pending are the experience advances (10.1) of people's sides that
	// wait for their choice of Plt or Gnr (Advance, AutoAdvance).
	Pending []Advance `json:"pending,omitempty"`
	// Chosen are the roster craft each side chose to field in the next
	// scenario (Choose); nil: the scripted builder's choice.
	Chosen [2][]int `json:"chosen"`
}

// Advance is one crew member's experience advance (10.1) waiting for his
// side's choice: a pilot raises Plt or Gnr, a gunner Gnr, never past 10.
type Advance struct {
	Side int `json:"side"`
	Crew int `json:"crew"` // index on the side's roster
}

// Stage is one scenario of 11.7: the advanced scenario it modifies and the
// base scenario's side that Side A plays.
type Stage struct {
	Name  string
	Title string
	ASide int
}

// Stages are the six scenarios of 11.7 in order.
var Stages = []Stage{
	{"rescue", "Scenario 1: Rescue", 0},
	{"minefield", "Scenario 2: Into the Minefield", 1},
	{"belt", "Scenario 3: Enemy in the Belt", 0},
	{"techstakes", "Scenario 4: Technology Stakes", 1},
	{"commandship", "Scenario 5: The Command Ship", 0},
	{"screening", "Scenario 6: Screening Force", 0},
}

// New starts a campaign: names, which sides are scripted, the seed of its
// rolls, whether the restricted pools of 11.7 are used, and the options of
// 10.0 for every scenario (experience is always on). Every side's roster is
// bought by the scripted builder; for human sides that is the documented
// default until a roster screen exists.
func New(names [2]string, scripted [2]bool, seed uint64, restricted bool, opts engine.Options) (*Campaign, error) {
	for p, n := range names {
		if strings.TrimSpace(n) == "" || len(n) > 24 {
			return nil, fmt.Errorf("side %d: a unit name of 1 to 24 characters is needed", p+1)
		}
	}
	if strings.EqualFold(names[0], names[1]) {
		return nil, errors.New("the two units need different names")
	}
	o := engine.Options{}
	for k, v := range opts {
		o[k] = v
	}
	o[sd.OptExperience] = "on"
	if _, err := sd.ParseOptions(o); err != nil {
		return nil, err
	}
	c := &Campaign{Format: Format, Version: Version, Seed: seed, Restricted: restricted, Options: o}
	dice := engine.NewDice(seed)
	for p := range c.Sides {
		c.Sides[p] = Side{Name: names[p], Scripted: scripted[p]}
	}
	if restricted {
		c.choosePools(&dice)
	}
	for p := range c.Sides {
		if err := c.Sides[p].Build(Budget); err != nil {
			return nil, err
		}
	}
	// Side A by 1D6 rolled for the first side: 1–3 it is Side A.
	if dice.D(6) <= 3 {
		c.A = 0
	} else {
		c.A = 1
	}
	return c, nil
}

// preference is the scripted builder's order of craft: good value first.
var preference = []string{"night-hawk", "thunder-bird", "spirit-rider", "salamander", "teal-hawk", "pit-viper",
	"sorensen-iii", "seraph", "pharsii-ii", "epping", "revenge", "shryak-shuttle"}

// choosePools: each side rolls 1D10 (ties again); the high roller picks a
// design for his side alone, then the low roller, alternately, until all
// twelve are taken. Both pick in the scripted builder's order.
func (c *Campaign) choosePools(dice *engine.Dice) {
	first := 0
	for {
		a, b := dice.D(10), dice.D(10)
		if a != b {
			if b > a {
				first = 1
			}
			break
		}
	}
	p := first
	for _, k := range preference {
		c.Sides[p].Pool = append(c.Sides[p].Pool, k)
		p = 1 - p
	}
}

func (s *Side) allowed(key string) bool {
	if len(s.Pool) == 0 {
		return true
	}
	for _, k := range s.Pool {
		if k == key {
			return true
		}
	}
	return false
}

// Buy adds a craft to the roster for its BPV out of points.
func (s *Side) Buy(key string, points *int) error {
	t, ok := sd.CraftByKey(key)
	if !ok {
		return fmt.Errorf("%q is not one of the twelve craft", key)
	}
	if !s.allowed(t.Key) {
		return fmt.Errorf("%s may not buy a %s: it is not in its pool", s.Name, t.Name)
	}
	if t.BPV > *points {
		return fmt.Errorf("a %s costs %d points, %s has %d", t.Name, t.BPV, s.Name, *points)
	}
	used := map[string]bool{}
	for _, c := range s.Craft {
		if c.Type == t.Key {
			used[c.ID] = true
		}
	}
	id := ""
	for r := 'A'; r <= 'Z'; r++ {
		if !used[string(r)] {
			id = string(r)
			break
		}
	}
	if id == "" {
		return fmt.Errorf("%s has 26 %ss already", s.Name, t.Name)
	}
	*points -= t.BPV
	s.Craft = append(s.Craft, Craft{Type: t.Key, ID: id})
	return nil
}

// Hire adds a crew member for his cost.
func (s *Side) Hire(m Member, points *int) error {
	if m.Gnr < 1 || m.Gnr > 10 || (m.Pilot && (m.Plt < 1 || m.Plt > 10)) || (!m.Pilot && m.Plt != 0) {
		return fmt.Errorf("skills run from 1 to 10 (gunners have no Plt)")
	}
	if m.Cost() > *points {
		return fmt.Errorf("that crew member costs %d points, %s has %d", m.Cost(), s.Name, *points)
	}
	*points -= m.Cost()
	s.Crew = append(s.Crew, m)
	return nil
}

// Manned is a craft bought together with the crew that mans it, as the
// roster screen buys them.
type Manned struct {
	Type    string
	Pilot   Member
	Gunners []Member
}

// BuyManned buys a craft and hires its pilot and gunners out of points
// (1.3: BPV plus Plt and Gnr of the pilot plus each gunner's Gnr). It buys
// all of it or, with an error, nothing.
func (s *Side) BuyManned(m Manned, points *int) error {
	t, ok := sd.CraftByKey(m.Type)
	if !ok {
		return fmt.Errorf("%q is not one of the twelve craft", m.Type)
	}
	if !m.Pilot.Pilot || len(m.Gunners) != t.Crew-1 {
		return fmt.Errorf("a %s needs a pilot and %d gunner(s)", t.Name, t.Crew-1)
	}
	cost := t.BPV + m.Pilot.Cost()
	for _, g := range m.Gunners {
		if g.Pilot {
			return fmt.Errorf("a %s's gunners are gunners, not pilots", t.Name)
		}
		cost += g.Cost()
	}
	if cost > *points {
		return fmt.Errorf("a %s with its crew costs %d points, %s has %d", t.Name, cost, s.Name, *points)
	}
	saved, pts := *s, *points
	saved.Craft = append([]Craft(nil), s.Craft...)
	saved.Crew = append([]Member(nil), s.Crew...)
	err := s.Buy(t.Key, &pts)
	for _, c := range append([]Member{m.Pilot}, m.Gunners...) {
		if err == nil {
			err = s.Hire(c, &pts)
		}
	}
	if err != nil {
		*s = saved
		return err
	}
	*points = pts
	return nil
}

// needs counts the pilots and gunners the roster's craft want.
func (s *Side) needs() (pilots, gunners int) {
	for _, c := range s.Craft {
		t, _ := sd.CraftByKey(c.Type)
		pilots++
		gunners += t.Crew - 1
	}
	return
}

// Lacking is how many pilots and gunners the roster's craft lack: what a
// side may hire alone (Hire) to man them again after crew were killed.
func (s *Side) Lacking() (pilots, gunners int) {
	np, ng := s.needs()
	hp, hg := s.has()
	return max(0, np-hp), max(0, ng-hg)
}

func (s *Side) has() (pilots, gunners int) {
	for _, m := range s.Crew {
		if m.Pilot {
			pilots++
		} else {
			gunners++
		}
	}
	return
}

// Build is the scripted roster builder: it mans the craft it has, then buys
// craft in its order of preference with pilots Plt 5 Gnr 5 and gunners
// Gnr 5, and spends what is left raising skills, so that every point is
// spent when it can be (11.7 wants the 300 spent).
func (s *Side) Build(points int) error {
	// hire mans the craft that lack crew (a new craft, or one whose crew
	// was killed): Plt 5/Gnr 5 pilots and Gnr 5 gunners, or with what is
	// left when that is less (every skill at least 1), pilots first.
	hire := func() {
		np, ng := s.Lacking()
		for ; np > 0 && points >= 2; np-- {
			_ = s.Hire(Member{Pilot: true, Plt: min(5, (points+1)/2), Gnr: min(5, points/2)}, &points)
		}
		for ; ng > 0 && points >= 1; ng-- {
			_ = s.Hire(Member{Gnr: min(5, points)}, &points)
		}
	}
	hire()
	for bought := true; bought; {
		bought = false
		for _, k := range preference {
			t, _ := sd.CraftByKey(k)
			if !s.allowed(k) || t.BPV+10+5*(t.Crew-1) > points || len(s.Craft) >= 2*MaxFielded {
				continue
			}
			_ = s.Buy(k, &points)
			hire()
			bought = true
			break
		}
	}
	for raised := true; raised && points > 0; {
		raised = false
		for i := range s.Crew {
			m := &s.Crew[i]
			switch {
			case points > 0 && m.Pilot && m.Plt < 10:
				m.Plt++
				points--
				raised = true
			case points > 0 && m.Gnr < 10:
				m.Gnr++
				points--
				raised = true
			}
		}
	}
	s.Bank += points
	return nil
}

// Encode writes the campaign as indented JSON ending in a newline; the
// store writes it to disk.
func (c *Campaign) Encode() ([]byte, error) {
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Decode reads a campaign from JSON and checks it; it never panics.
func Decode(data []byte) (c *Campaign, err error) {
	defer func() {
		if r := recover(); r != nil {
			c, err = nil, fmt.Errorf("damaged campaign: %v", r)
		}
	}()
	if len(data) > MaxSize {
		return nil, errors.New("too large for a campaign file")
	}
	var out Campaign
	if err := json.Unmarshal(data, &out); err != nil {
		return nil, fmt.Errorf("not a campaign file: %w", err)
	}
	if err := out.check(); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Campaign) check() error {
	switch {
	case c.Format != Format:
		return fmt.Errorf("format %q is not %s", c.Format, Format)
	case c.Version != Version:
		return fmt.Errorf("version %d; this program reads version %d", c.Version, Version)
	case c.A != 0 && c.A != 1:
		return fmt.Errorf("side_a %d", c.A)
	case c.Next < 0 || c.Next > len(Stages):
		return fmt.Errorf("next %d is not a scenario 0–%d", c.Next, len(Stages))
	case len(c.Results) != c.Next:
		return fmt.Errorf("%d results for %d scenarios played", len(c.Results), c.Next)
	}
	if _, err := sd.ParseOptions(c.Options); err != nil {
		return err
	}
	for p, s := range c.Sides {
		if strings.TrimSpace(s.Name) == "" || len(s.Name) > 24 {
			return fmt.Errorf("sides[%d].name", p)
		}
		for i, cr := range s.Craft {
			t, ok := sd.CraftByKey(cr.Type)
			if !ok || len(cr.ID) != 1 || cr.ID[0] < 'A' || cr.ID[0] > 'Z' || cr.Damage < 0 || cr.Damage >= len(t.Track) {
				return fmt.Errorf("sides[%d].craft[%d] is not a craft of the twelve with a letter and its damage", p, i)
			}
			if err := sd.CheckLosses(t, sd.CraftFile{Damage: cr.Damage, Lost: cr.Lost}); err != nil {
				return fmt.Errorf("sides[%d].craft[%d].lost%w", p, i, err)
			}
		}
		for i, m := range s.Crew {
			if m.Gnr < 1 || m.Gnr > 10 || (m.Pilot && (m.Plt < 1 || m.Plt > 10)) {
				return fmt.Errorf("sides[%d].crew[%d]: skills run from 1 to 10", p, i)
			}
		}
		if s.Bank < 0 || s.Wins < 0 {
			return fmt.Errorf("sides[%d]: negative points or wins", p)
		}
	}
	for i, a := range c.Pending {
		if a.Side < 0 || a.Side > 1 || a.Crew < 0 || a.Crew >= len(c.Sides[a.Side].Crew) {
			return fmt.Errorf("pending[%d] points at no crew member", i)
		}
	}
	for p, ch := range c.Chosen {
		seen := map[int]bool{}
		for _, k := range ch {
			if k < 0 || k >= len(c.Sides[p].Craft) || seen[k] {
				return fmt.Errorf("chosen[%d] points at no craft, or twice at one", p)
			}
			seen[k] = true
		}
	}
	for i, a := range c.Playing {
		if a.Side < 0 || a.Side > 1 || a.Craft < 0 || a.Craft >= len(c.Sides[a.Side].Craft) || a.Index < 0 {
			return fmt.Errorf("playing[%d] points at no craft", i)
		}
		for _, m := range a.Crew {
			if m < 0 || m >= len(c.Sides[a.Side].Crew) {
				return fmt.Errorf("playing[%d] points at no crew member", i)
			}
		}
	}
	return nil
}

// Over reports whether all six scenarios are played.
func (c *Campaign) Over() bool { return c.Next >= len(Stages) }

// Winner is the campaign's winner (11.7): most scenarios won, then the
// higher roster value; −1 while running or on a perfect tie.
func (c *Campaign) Winner() int {
	if !c.Over() {
		return -1
	}
	a, b := c.Sides[0], c.Sides[1]
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

// field picks side p's craft for a scenario: every craft that a full crew
// can man, pilots by Plt and gunners by Gnr, best first, in roster order,
// within limit craft and maxTPV points (0: no limit).
func (c *Campaign) field(p int, limit, maxTPV int) []Assignment {
	if p != 0 && p != 1 {
		return nil
	}
	s := &c.Sides[p]
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
		t, _ := sd.CraftByKey(cr.Type)
		if len(out) >= limit || len(pilots) == 0 {
			break
		}
		need := t.Crew - 1
		var g []int
		if need > len(gunners) {
			// a pilot may fly alone only where nothing needs a gunner:
			// the project's choice is to leave such a craft home.
			continue
		}
		g = gunners[:need]
		cost := t.BPV + s.Crew[pilots[0]].Cost()
		for _, k := range g {
			cost += s.Crew[k].Cost()
		}
		if maxTPV > 0 && tpv+cost > maxTPV {
			continue
		}
		tpv += cost
		out = append(out, Assignment{Side: p, Craft: ci, Crew: append([]int{pilots[0]}, g...)})
		pilots, gunners = pilots[1:], gunners[need:]
	}
	return out
}

// Limit is how many craft, and how many TPV (0: no limit), side p may
// field in the next scenario (11.7: Side B at most 200 TPV in scenario 1,
// Side A at most 12 craft in scenario 6; MaxFielded otherwise).
func (c *Campaign) Limit(p int) (craft, tpv int) {
	craft = MaxFielded
	switch {
	case c.Next == 0 && p != c.A:
		tpv = RescueLimit
	case c.Next == 5 && p == c.A:
		craft = ScreenLimit
	}
	return craft, tpv
}

// Limited reports whether 11.7 limits side p's force in the next
// scenario, so that its people choose which craft to field.
func (c *Campaign) Limited(p int) bool {
	return !c.Over() && ((c.Next == 0 && p != c.A) || (c.Next == 5 && p == c.A))
}

// Draft is every craft side p could field, each with the crew it would
// fly with (best pilots and gunners first, in roster order): what the
// people choose from when a limit applies.
func (c *Campaign) Draft(p int) []Assignment { return c.field(p, MaxFielded, 0) }

// TPV is what an assignment is worth (1.3): BPV plus its crew's costs.
func (c *Campaign) TPV(a Assignment) int {
	s := &c.Sides[a.Side]
	t, _ := sd.CraftByKey(s.Craft[a.Craft].Type)
	v := t.BPV
	for _, m := range a.Crew {
		v += s.Crew[m].Cost()
	}
	return v
}

// Choose fields exactly the given roster craft of side p (each of the
// Draft, with the Draft's crew) in the next scenario, within its Limit.
func (c *Campaign) Choose(p int, craft []int) error {
	if p != 0 && p != 1 {
		return fmt.Errorf("side %d does not exist", p)
	}
	if len(craft) == 0 {
		return errors.New("choose at least one craft")
	}
	draft := map[int]Assignment{}
	for _, a := range c.Draft(p) {
		draft[a.Craft] = a
	}
	maxCraft, maxTPV := c.Limit(p)
	if len(craft) > maxCraft {
		return fmt.Errorf("%s may field at most %d craft", c.Sides[p].Name, maxCraft)
	}
	tpv, seen := 0, map[int]bool{}
	for _, k := range craft {
		a, ok := draft[k]
		if !ok || seen[k] {
			return fmt.Errorf("craft %d of %s cannot be fielded (no crew, or chosen twice)", k, c.Sides[p].Name)
		}
		seen[k] = true
		tpv += c.TPV(a)
	}
	if maxTPV > 0 && tpv > maxTPV {
		return fmt.Errorf("%s may field at most %d TPV, the choice is worth %d", c.Sides[p].Name, maxTPV, tpv)
	}
	c.Chosen[p] = append([]int(nil), craft...)
	return nil
}

// chosen is the Draft less the craft not chosen.
func (c *Campaign) chosen(p int) []Assignment {
	keep := map[int]bool{}
	for _, k := range c.Chosen[p] {
		keep[k] = true
	}
	var out []Assignment
	for _, a := range c.Draft(p) {
		if keep[a.Craft] {
			out = append(out, a)
		}
	}
	return out
}

// Advances are side p's experience advances waiting for a choice.
func (c *Campaign) Advances(p int) []Advance {
	var out []Advance
	for _, a := range c.Pending {
		if a.Side == p {
			out = append(out, a)
		}
	}
	return out
}

// Advance applies side p's choices for its pending advances, in the order
// of Advances: raisePlt[i] raises that pilot's Plt, otherwise his Gnr
// (gunners raise Gnr only; nothing passes 10). It changes nothing on an
// error.
func (c *Campaign) Advance(p int, raisePlt []bool) error {
	adv := c.Advances(p)
	if len(raisePlt) != len(adv) {
		return fmt.Errorf("%d choices for %d advances", len(raisePlt), len(adv))
	}
	s := &c.Sides[p]
	for i, a := range adv {
		m := s.Crew[a.Crew]
		switch {
		case raisePlt[i] && (!m.Pilot || m.Plt >= 10):
			return fmt.Errorf("advance %d: only a pilot below Plt 10 can raise his Plt", i+1)
		case !raisePlt[i] && m.Gnr >= 10:
			return fmt.Errorf("advance %d: Gnr is 10 already", i+1)
		}
	}
	for i, a := range adv {
		if raisePlt[i] {
			s.Crew[a.Crew].Plt++
		} else {
			s.Crew[a.Crew].Gnr++
		}
	}
	c.dropPending(p)
	return nil
}

// AutoAdvance applies side p's pending advances by the automatic rule of
// the scripted sides: a pilot raises Plt, or Gnr when Plt is 10.
func (c *Campaign) AutoAdvance(p int) {
	s := &c.Sides[p]
	for _, a := range c.Advances(p) {
		raise(&s.Crew[a.Crew])
	}
	c.dropPending(p)
}

func (c *Campaign) dropPending(p int) {
	var keep []Advance
	for _, a := range c.Pending {
		if a.Side != p {
			keep = append(keep, a)
		}
	}
	c.Pending = keep
}

func raise(m *Member) {
	if m.Pilot && m.Plt < 10 {
		m.Plt++
	} else if m.Gnr < 10 {
		m.Gnr++
	}
}

func canRaise(m Member) bool { return m.Gnr < 10 || (m.Pilot && m.Plt < 10) }

// baseScenario reads the shipped scenario a stage modifies.
func baseScenario(name string) (sd.ScenarioFile, error) {
	data, err := assets.Scenarios.ReadFile("scenarios/" + sd.ID + "/" + name + ".yaml")
	if err != nil {
		return sd.ScenarioFile{}, err
	}
	sc, err := sd.Game{}.DecodeScenario(data)
	if err != nil {
		return sd.ScenarioFile{}, err
	}
	return sc.(*sd.Scenario).File(), nil
}

// NextScenario builds the next scenario from the rosters, with the
// changes 11.7 lists, and records who flies what (saved with the campaign
// so that Record works after a reload).
func (c *Campaign) NextScenario() (*sd.Scenario, engine.Options, error) {
	if c.Over() {
		return nil, nil, errors.New("the campaign is over: all six scenarios are played")
	}
	for p := range c.Sides {
		c.AutoAdvance(p) // advances nobody chose take the automatic rule
	}
	st := Stages[c.Next]
	f, err := baseScenario(st.Name)
	if err != nil {
		return nil, nil, err
	}
	f.Name = "campaign-" + st.Name
	f.Title = st.Title + " (campaign)"
	sideOf := [2]int{} // base scenario side → campaign side
	sideOf[st.ASide] = c.A
	sideOf[1-st.ASide] = 1 - c.A
	b := sideOf // alias for readability below
	c.Playing = nil
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
	board := sd.Board{Cols: f.Map.Cols, Rows: f.Map.Rows}
	place := func(base sd.CraftFile) [2]int {
		h := hex.FromOffset(base.Hex[0], base.Hex[1])
		queue, seen := []hex.Hex{h}, map[hex.Hex]bool{h: true}
		for q := 0; q < len(queue); q++ {
			if x := queue[q]; board.In(x) && !taken[x] {
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
		return base.Hex
	}
	index := 0
	for bs := 0; bs < 2; bs++ {
		p := b[bs]
		maxCraft, maxTPV := c.Limit(p)
		fielded := c.field(p, maxCraft, maxTPV)
		if c.Chosen[p] != nil {
			fielded = c.chosen(p)
		}
		base := f.Sides[bs].Craft
		var crafts []sd.CraftFile
		for _, a := range fielded {
			r := c.Sides[p].Craft[a.Craft]
			t, _ := sd.CraftByKey(r.Type)
			pl := c.Sides[p].Crew[a.Crew[0]]
			cf := sd.CraftFile{Type: t.Key, ID: r.ID, Facing: base[len(crafts)%len(base)].Facing,
				Pilot: sd.CrewFile{Plt: pl.Plt, Gnr: pl.Gnr}, Damage: r.Damage, Lost: append([]sd.LossFile(nil), r.Lost...)}
			cf.Hex = place(base[len(crafts)%len(base)])
			for _, g := range a.Crew[1:] {
				cf.Gunners = append(cf.Gunners, c.Sides[p].Crew[g].Gnr)
			}
			if st.Name == "techstakes" && p != c.A && t.Key == "teal-hawk" {
				cf.Mans = []int{0}
			}
			a.Index = index
			index++
			c.Playing = append(c.Playing, a)
			crafts = append(crafts, cf)
		}
		if len(crafts) == 0 {
			c.Playing = nil
			return nil, nil, &NoForceError{Side: p, Name: c.Sides[p].Name, Scenario: st.Title}
		}
		extra := func(key string, gunners []int, mans []int) string {
			id := freeID(crafts, key)
			crafts = append(crafts, sd.CraftFile{Type: key, ID: id, Facing: base[0].Facing, Hex: place(base[0]),
				Pilot: sd.CrewFile{Plt: 1, Gnr: 1}, Gunners: gunners, Mans: mans})
			index++
			t, _ := sd.CraftByKey(key)
			return t.Name + " " + id
		}
		switch {
		case st.Name == "techstakes" && p != c.A:
			// 11.7: Side B gets an extra Teal Hawk, Plt 1 / Gnr 1, and it
			// is the one Side A must cripple for capture.
			f.Victory.Target = extra("teal-hawk", []int{1}, []int{0})
		case st.Name == "commandship" && p == c.A:
			// 11.7: Side A gets the command ship (and 11.5's decoy).
			real := extra("shryak-shuttle", []int{1}, nil)
			decoy := extra("shryak-shuttle", []int{1}, nil)
			f.Rules.CommandShip.Crafts = [2]string{real, decoy}
		}
		f.Sides[bs].Name = c.Sides[p].Name
		f.Sides[bs].Craft = crafts
	}
	switch st.Name {
	case "rescue":
		// 11.7: any craft of Side A may pick up the pod.
		f.Rules.Pod.Carrier = sd.PodAnyCarrier
	case "minefield":
		// Side B need neither launch at the tender nor exit: the Comm Sat.
		f.Victory = sd.VictoryFile{Kind: sd.VicCommSat, Side: 1 - st.ASide}
		f.Rules.Offboard = nil
	case "commandship":
		f.Victory.Target = c.mostValuablePilot(f.Sides[1-st.ASide].Craft)
	}
	sc, err := sd.NewScenario(f)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", st.Title, err)
	}
	return sc, c.Options, nil
}

func freeID(crafts []sd.CraftFile, key string) string {
	used := map[string]bool{}
	for _, c := range crafts {
		if c.Type == key {
			used[c.ID] = true
		}
	}
	for r := 'A'; r <= 'Z'; r++ {
		if !used[string(r)] {
			return string(r)
		}
	}
	return "Z"
}

// mostValuablePilot names the craft of Side B's most valuable pilot
// (Plt + Gnr); the first such craft when several tie (the project's
// choice: 11.7 would let any of them count).
func (c *Campaign) mostValuablePilot(crafts []sd.CraftFile) string {
	best, name := -1, ""
	for _, cf := range crafts {
		if v := cf.Pilot.Plt + cf.Pilot.Gnr; v > best {
			t, _ := sd.CraftByKey(cf.Type)
			best, name = v, t.Name+" "+cf.ID
		}
	}
	return name
}

// Record carries a finished scenario back to the rosters: destroyed craft
// and their crews, and killed crew, are struck off; surviving craft keep
// their damage less 20 repaired; experience (10.1) raises skills; the
// winner scores the scenario; reinforcement points are banked.
func (c *Campaign) Record(final *sd.State) error {
	if c.Over() {
		return errors.New("the campaign is over")
	}
	if final == nil || !final.Outcome().Over {
		return errors.New("the scenario is not finished")
	}
	if len(c.Playing) == 0 {
		return errors.New("no scenario is being played (call NextScenario first)")
	}
	crafts := final.Crafts()
	base := Stages[c.Next]
	sideOf := [2]int{}
	sideOf[base.ASide] = c.A
	sideOf[1-base.ASide] = 1 - c.A
	winner := -1
	if w := final.Outcome().Winner; w == 0 || w == 1 {
		winner = sideOf[w]
	}
	vets := map[[2]int]bool{}
	for _, v := range final.Veterans() {
		vets[[2]int{v.Craft, v.Crew}] = true
	}
	goneCraft := [2]map[int]bool{{}, {}}
	goneCrew := [2]map[int]bool{{}, {}}
	advance := [2]map[int]bool{{}, {}} // people's veterans, by roster crew
	for p := range c.Sides {
		c.AutoAdvance(p)
	}
	for _, a := range c.Playing {
		if a.Index >= len(crafts) {
			return fmt.Errorf("the finished game has no craft %d", a.Index)
		}
		v := crafts[a.Index]
		s := &c.Sides[a.Side]
		if v.Out == "destroyed" {
			goneCraft[a.Side][a.Craft] = true
			for _, m := range a.Crew {
				goneCrew[a.Side][m] = true
			}
			continue
		}
		// Up to 20 boxes are repaired, the last marked first; what a
		// repaired box took (a weapon system, torps, a lasting critical
		// hit) is restored with it, the rest is carried.
		dmg := max(0, min(v.Hits, len(v.Type.Track)-1)-RepairPerRun)
		var lost []sd.LossFile
		for _, l := range final.Lasting(a.Index) {
			if l.Box <= dmg {
				lost = append(lost, l)
			}
		}
		s.Craft[a.Craft].Damage, s.Craft[a.Craft].Lost = dmg, lost
		for k, m := range a.Crew {
			if k < len(v.Crew) && v.Crew[k].Dead {
				goneCrew[a.Side][m] = true
				continue
			}
			if vets[[2]int{a.Index, k}] && canRaise(s.Crew[m]) {
				if s.Scripted {
					raise(&s.Crew[m])
				} else {
					advance[a.Side][m] = true
				}
			}
		}
	}
	for p := range c.Sides {
		s := &c.Sides[p]
		var cs []Craft
		for i, cr := range s.Craft {
			if !goneCraft[p][i] {
				cs = append(cs, cr)
			}
		}
		var ms []Member
		for i, m := range s.Crew {
			if !goneCrew[p][i] {
				if advance[p][i] {
					c.Pending = append(c.Pending, Advance{Side: p, Crew: len(ms)})
				}
				ms = append(ms, m)
			}
		}
		s.Craft, s.Crew = cs, ms
		switch {
		case winner < 0:
			s.Bank += DrawPoints
		case winner == p:
			s.Bank += WinPoints
			s.Wins++
		default:
			s.Bank += LosePoints
		}
	}
	c.Results = append(c.Results, Result{Scenario: base.Name, Winner: winner, Reason: final.Outcome().Reason})
	c.Playing, c.Chosen = nil, [2][]int{}
	c.Next++
	return nil
}

// Reinforce spends side p's banked points with the scripted builder (what
// scripted sides do between scenarios, and the default for human sides
// until a roster screen exists); points it cannot use stay banked.
func (c *Campaign) Reinforce(p int) error {
	if p != 0 && p != 1 {
		return fmt.Errorf("side %d does not exist", p)
	}
	s := &c.Sides[p]
	pts := s.Bank
	s.Bank = 0
	return s.Build(pts)
}

// NoForceError says a side cannot field a single crewed craft; the
// campaign then goes on with Forfeit.
type NoForceError struct {
	Side           int
	Name, Scenario string
}

func (e *NoForceError) Error() string {
	return e.Name + " has no craft it can crew for " + e.Scenario + " (it forfeits it)"
}

// Forfeit records the next scenario as lost by side p, which could field
// nothing (the project's rule: 11.7 does not say).
func (c *Campaign) Forfeit(p int) error {
	if c.Over() {
		return errors.New("the campaign is over")
	}
	if p != 0 && p != 1 {
		return fmt.Errorf("side %d does not exist", p)
	}
	w := 1 - p
	c.Sides[w].Wins++
	c.Sides[w].Bank += WinPoints
	c.Sides[p].Bank += LosePoints
	c.Results = append(c.Results, Result{Scenario: Stages[c.Next].Name, Winner: w, Reason: c.Sides[p].Name + " could field no craft"})
	c.Playing, c.Chosen = nil, [2][]int{}
	c.Next++
	return nil
}
