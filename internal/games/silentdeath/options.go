package silentdeath

import (
	"sort"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// Option keys: the optional rules of 10.0, each chosen at set-up.
const (
	OptExperience   = "experience"     // 10.1
	OptDrift        = "drift"          // 10.2
	OptTurning      = "turning"        // 10.3 turning restriction
	OptSetTurns     = "set_cost_turns" // 10.3 set cost turns
	OptDrive0Turns  = "drive0_turns"   // 10.3 Drive 0 turns
	OptSideslips    = "sideslips"      // 10.4
	OptAsteroids    = "asteroids"      // 10.5
	OptTorpManeuver = "torp_maneuver"  // 10.6 maneuverable torps
	OptTorpSpeeds   = "torp_speeds"    // 10.6 variable speed torps
	OptTorpTracking = "torp_tracking"  // 10.6 tracking mechanics
	OptDecoys       = "decoys"         // 10.7
	OptPointDefence = "point_defence"  // 10.7: off, on, limited
	OptGunneryDuels = "gunnery_duels"  // 10.8
	OptDeflection   = "deflection"     // 10.9
	OptAutoHits     = "auto_hits"      // 10.10
	OptRangeBands   = "range_bands"    // 10.11
	OptDamageCtrl   = "damage_control" // 10.12
	// OptBasic is 1.0's Basic Game, a level of play rather than an
	// optional rule: no missiles or torps (launchers and torps deleted from
	// every display).
	OptBasic = "basic_game"
)

// PDLimited is point_defence's value that applies the bracketed maximum.
const PDLimited = "limited"

var onOff = []string{"off", "on"}

// optionSpecs are the summaries the menu and `list options` show.
var optionSpecs = []engine.OptionSpec{
	{Key: OptExperience, Default: "off", Choices: onOff, Summary: "10.1: surviving winners who scored a critical hit may raise Plt or Gnr by 1 (campaigns)"},
	{Key: OptDrift, Default: "off", Choices: onOff, Summary: "10.2: craft of Drive 6+ drift 1D4/1D6/1D8 hexes forward before moving; a craft that sits still may declare Full Stop"},
	{Key: OptTurning, Default: "off", Choices: onOff, Summary: "10.3: a craft with 3+ MP must enter a new hex before its first turn of a move"},
	{Key: OptSetTurns, Default: "off", Choices: onOff, Summary: "10.3: tight turns cost 3+2 or 3+2+2 MP; a 1D10 under Plt is needed, else one hexside"},
	{Key: OptDrive0Turns, Default: "off", Choices: onOff, Summary: "10.3: a craft at Drive 0 may still turn one hexside a turn"},
	{Key: OptSideslips, Default: "off", Choices: onOff, Summary: "10.4: 2 MP moves a craft or torp into its front-left or front-right hex, never twice in a row"},
	{Key: OptAsteroids, Default: "off", Choices: onOff, Summary: "10.5: 20 drifting asteroids on the map (if the scenario has none): 10D12 to enter, block cannon lines"},
	{Key: OptTorpManeuver, Default: "off", Choices: onOff, Summary: "10.6: torps turn for free: they fly their MP in any path"},
	{Key: OptTorpSpeeds, Default: "off", Choices: onOff, Summary: "10.6: torps fly Mk.10 18, Mk.20 16, Mk.50 10 MP instead of 12"},
	{Key: OptTorpTracking, Default: "off", Choices: onOff, Summary: "10.6: the enemy's torps hide their targets until they reach them"},
	{Key: OptDecoys, Default: "off", Choices: onOff, Summary: "10.7: instead of jamming, drop a decoy: 1D4 of 1-2 removes each torp tracking the craft"},
	{Key: OptPointDefence, Default: "off", Choices: []string{"off", "on", PDLimited}, Summary: "10.7: instead of dodging, 1D10 per torp in the craft's kill spread destroys it (limited: bracketed maximum)"},
	{Key: OptGunneryDuels, Default: "off", Choices: onOff, Summary: "10.8: a crew member fired on may answer at once; 1D10+Gnr (pilot -2 against a gunner) decides who fires first"},
	{Key: OptDeflection, Default: "off", Choices: onOff, Summary: "10.9: to-hit modifier from each craft's arc on the other (-2 to +2); the defender picks on boundaries"},
	{Key: OptAutoHits, Default: "off", Choices: onOff, Summary: "10.10: base dice doubled on their top face always hit, double 1s always miss"},
	{Key: OptRangeBands, Default: "off", Choices: onOff, Summary: "10.11: six range bands, point blank +2 to extreme -4, instead of three"},
	{Key: OptDamageCtrl, Default: "off", Choices: onOff, Summary: "10.12: once a scenario, a craft that neither fired nor was hit in a turn may repair its last box on 1D10"},
	{Key: OptBasic, Default: "off", Choices: onOff, Summary: "1.0: the Basic Game: no missiles or torps (launchers and torps deleted from every display; not for 11.2)"},
}

// Options are the optional rules in force.
type Options struct {
	Experience, Drift, Turning, SetTurns, Drive0Turns, Sideslips, Asteroids bool
	TorpManeuver, TorpSpeeds, TorpTracking, Decoys                          bool
	PointDefence, PDLimit                                                   bool
	GunneryDuels, Deflection, AutoHits, RangeBands, DamageControl           bool
	// Basic is 1.0's Basic Game: no missiles or torps.
	Basic bool
}

// AllOptions has every optional rule of 10.0 on (point defence with its
// maximum); the Basic Game, a level of play that drops missiles and torps,
// stays off.
func AllOptions() engine.Options {
	o := engine.Options{}
	for _, s := range optionSpecs {
		if s.Key != OptBasic {
			o[s.Key] = s.Choices[len(s.Choices)-1]
		}
	}
	return o
}

// ParseOptions reads the options the game knows.
func ParseOptions(o engine.Options) (Options, error) {
	if err := engine.CheckOptions(Game{}, o); err != nil {
		return Options{}, err
	}
	on := func(k string) bool { return o[k] == "on" }
	return Options{
		Experience: on(OptExperience), Drift: on(OptDrift), Turning: on(OptTurning), SetTurns: on(OptSetTurns),
		Drive0Turns: on(OptDrive0Turns), Sideslips: on(OptSideslips), Asteroids: on(OptAsteroids),
		TorpManeuver: on(OptTorpManeuver), TorpSpeeds: on(OptTorpSpeeds), TorpTracking: on(OptTorpTracking),
		Decoys: on(OptDecoys), PointDefence: on(OptPointDefence) || o[OptPointDefence] == PDLimited,
		PDLimit: o[OptPointDefence] == PDLimited, GunneryDuels: on(OptGunneryDuels), Deflection: on(OptDeflection),
		AutoHits: on(OptAutoHits), RangeBands: on(OptRangeBands), DamageControl: on(OptDamageCtrl),
		Basic: on(OptBasic),
	}, nil
}

// Engine writes o back as engine.Options (only the rules that are on).
func (o Options) Engine() engine.Options {
	out := engine.Options{}
	set := func(k string, v bool) {
		if v {
			out[k] = "on"
		}
	}
	set(OptExperience, o.Experience)
	set(OptDrift, o.Drift)
	set(OptTurning, o.Turning)
	set(OptSetTurns, o.SetTurns)
	set(OptDrive0Turns, o.Drive0Turns)
	set(OptSideslips, o.Sideslips)
	set(OptAsteroids, o.Asteroids)
	set(OptTorpManeuver, o.TorpManeuver)
	set(OptTorpSpeeds, o.TorpSpeeds)
	set(OptTorpTracking, o.TorpTracking)
	set(OptDecoys, o.Decoys)
	set(OptPointDefence, o.PointDefence)
	if o.PDLimit {
		out[OptPointDefence] = PDLimited
	}
	set(OptGunneryDuels, o.GunneryDuels)
	set(OptDeflection, o.Deflection)
	set(OptAutoHits, o.AutoHits)
	set(OptRangeBands, o.RangeBands)
	set(OptDamageCtrl, o.DamageControl)
	set(OptBasic, o.Basic)
	return out
}

// InForce lists the keys of the rules that are on, sorted, for the screen.
func (o Options) InForce() []string {
	var ks []string
	for k := range o.Engine() {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Options returns the optional rules in force in this game.
func (s *State) Options() Options { return s.opt }

// BasicGame reports whether 1.0's Basic Game is played: its option is on
// and the scenario is not Your First Game, which ignores it.
func (s *State) BasicGame() bool { return s.opt.Basic && !s.firstGame }

func (o Options) hash(h *engine.Hasher) {
	for _, b := range []bool{o.Experience, o.Drift, o.Turning, o.SetTurns, o.Drive0Turns, o.Sideslips, o.Asteroids,
		o.TorpManeuver, o.TorpSpeeds, o.TorpTracking, o.Decoys, o.PointDefence, o.PDLimit, o.GunneryDuels,
		o.Deflection, o.AutoHits, o.RangeBands, o.DamageControl} {
		h.Bool(b)
	}
	if o.Basic { // hashed only when on: every other game hashes as before
		h.Bool(true)
	}
}

// OptionAsteroids is the number of asteroids 10.5 scatters.
const OptionAsteroids = 20

// Anti-torpedo capabilities of 10.7 and the damage control spreads of
// 10.12, by craft key, as printed. PD is the top of the kill spread (0:
// none), PDMax the bracketed maximum of torps attacked in a phase.
type defences struct{ Decoys, PD, PDMax, DC int }

var torpDefences = map[string]defences{
	"epping":         {4, 7, 3, 7},
	"night-hawk":     {2, 3, 1, 3},
	"pharsii-ii":     {3, 6, 2, 5},
	"pit-viper":      {1, 0, 0, 2},
	"revenge":        {5, 6, 3, 5},
	"salamander":     {2, 7, 2, 6},
	"seraph":         {4, 6, 2, 6},
	"shryak-shuttle": {2, 4, 4, 7},
	"sorensen-iii":   {1, 0, 0, 3},
	"spirit-rider":   {1, 0, 0, 3},
	"teal-hawk":      {2, 3, 2, 3},
	"thunder-bird":   {2, 0, 0, 3},
}

// Defences gives a craft type's decoys, point-defence kill spread (1–PD on
// 1D10, 0 none) with its bracketed maximum, and damage control spread.
func Defences(t *CraftType) (decoys, pd, pdMax, dc int) {
	d := torpDefences[t.Key]
	return d.Decoys, d.PD, d.PDMax, d.DC
}

// DriftDie is 10.2's drift die for a current Drive (0: no drift).
func DriftDie(drive int) int {
	switch {
	case drive <= 5:
		return 0
	case drive <= 10:
		return 4
	case drive <= 15:
		return 6
	}
	return 8
}

// SetTurnCost is 10.3's set cost of turning n hexsides in one hex.
func SetTurnCost(n int) int { return TurnCost + 2*(n-1) }

// TorpSpeed is a torp's MP: 12, or 10.6's variable speeds.
func (s *State) torpSpeed(m Mark) int {
	if !s.opt.TorpSpeeds {
		return TorpMP
	}
	return [numMarks]int{18, 16, 10}[m]
}

// maxTorpMP bounds torpPath's search.
const maxTorpMP = 18

// Six range bands of 10.11: the last range of each band, 0 where the
// weapon has none. Order: point blank, short, mid, long, very long,
// extreme.
var rangeBands6 = [numWeapons][6]int{
	PulseLaser:  {2, 3, 8, 9, 10, 0},
	MeldLaser:   {1, 6, 15, 17, 19, 20},
	TurboLaser:  {1, 9, 19, 25, 28, 30},
	Splattergun: {1, 2, 4, 6, 10, 0},
	Blatgun:     {1, 4, 7, 10, 13, 15},
	Impulsegun:  {1, 3, 6, 8, 10, 0},
}

var bandMods6 = [6]int{2, 1, 0, -1, -2, -4}
var bandNames6 = [6]string{"point blank", "short range", "mid range", "long range", "very long range", "extreme range"}

// rangeMod is the to-hit modifier for weapon w at distance d and its name;
// ok is false out of range.
func (s *State) rangeMod(w Weapon, d int) (int, string, bool) {
	if s.opt.RangeBands && !s.firstGame && w != MissileLauncher {
		if d < 1 {
			return 0, "", false
		}
		for b, last := range rangeBands6[w] {
			if d <= last {
				return bandMods6[b], bandNames6[b], true
			}
		}
		return 0, "", false
	}
	switch Band(w, d, s.firstGame) {
	case ShortRange:
		return 1, "short range", true
	case MidRange:
		return 0, "mid range", true
	case LongRange:
		return -1, "long range", true
	}
	return 0, "", false
}

// Deflection chart of 10.9: rows the attacker's arc holding the defender
// (forward, front quarter, rear quarter, aft), columns the defender's arc
// holding the attacker, then "target has Drive 0".
var deflectionChart = [4][5]int{
	{0, -2, 0, 1, 2},
	{-2, -1, 1, 0, 1},
	{0, 1, -1, 0, 1},
	{1, 0, -1, 0, 2},
}

// arcClass maps the cones of a ConeSet to the chart's four classes.
func arcClasses(c hex.ConeSet) []int {
	var out []int
	add := func(k int) {
		for _, x := range out {
			if x == k {
				return
			}
		}
		out = append(out, k)
	}
	if c&hex.ConeF != 0 {
		add(0)
	}
	if c&(hex.ConeFQL|hex.ConeFQR) != 0 {
		add(1)
	}
	if c&(hex.ConeRQL|hex.ConeRQR) != 0 {
		add(2)
	}
	if c&hex.ConeA != 0 {
		add(3)
	}
	return out
}

// Deflection is 10.9's to-hit modifier for an attacker at from facing ff
// firing at a defender at to facing tf (immobile: Drive 0 or a satellite).
// On boundary hexes the defender picks the row and column: the lowest.
func Deflection(from hex.Hex, ff hex.Direction, to hex.Hex, tf hex.Direction, immobile bool) int {
	rows := arcClasses(hex.SilentDeathCones(from, ff, to))
	cols := arcClasses(hex.SilentDeathCones(to, tf, from))
	if immobile {
		cols = []int{4}
	}
	best := 99
	for _, r := range rows {
		for _, c := range cols {
			best = min(best, deflectionChart[r][c])
		}
	}
	if best == 99 {
		return 0
	}
	return best
}

// deflectionMod is the modifier for a cannon attack of craft i at r.
func (s *State) deflectionMod(i int, r ref) (int, bool) {
	if !s.opt.Deflection || s.firstGame {
		return 0, false
	}
	c := &s.crafts[i]
	switch r.kind {
	case refCraft:
		o := &s.crafts[r.n]
		return Deflection(c.pos, c.facing, o.pos, o.facing, o.Drive(false) == 0), true
	case refTorp:
		if k := s.torpByID(r.n); k >= 0 {
			return Deflection(c.pos, c.facing, s.torps[k].pos, s.torps[k].facing, false), true
		}
	case refSat:
		return Deflection(c.pos, c.facing, s.sats[r.n].pos, 0, true), true
	}
	return 0, false
}
