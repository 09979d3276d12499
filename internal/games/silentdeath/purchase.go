package silentdeath

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Purchases are the decisions made before a battle: 11.8's General
// Engagement buys craft and crews by TPV, and 11.7's campaign buys its
// rosters and, between scenarios, its reinforcements. They are intents of
// the session like any move: saved one by one, undone, replayed, and made
// by the scripted opponent with the builders of builder.go.

// Intent kinds of the purchases.
const (
	KindBuy   = "buy"   // buy a craft with its crew
	KindHire  = "hire"  // hire a pilot or a gunner alone (11.7's replacements)
	KindUnbuy = "unbuy" // take back a purchase of this phase
	KindDone  = "done"  // end a side's part of a phase: purchases, fielding
)

// MaxSkill is the highest Plt or Gnr (8.2).
const MaxSkill = 10

// Gunners are the Gnr of a craft's gunners, first to last: none, or up to
// the Epping's three. They are written as a list, "gunners": [5, 6].
type Gunners [3]int

// GunnersOf makes Gunners of a list of at most three skills.
func GunnersOf(gs ...int) Gunners {
	var g Gunners
	copy(g[:], gs)
	return g
}

// Len is the number of gunners.
func (g Gunners) Len() int {
	n := 0
	for n < len(g) && g[n] != 0 {
		n++
	}
	return n
}

// List is the gunners' skills as a slice.
func (g Gunners) List() []int { return append([]int(nil), g[:g.Len()]...) }

// MarshalJSON writes the gunners as a list.
func (g Gunners) MarshalJSON() ([]byte, error) { return json.Marshal(g.List()) }

// UnmarshalJSON reads a list of at most three skills from 1 to 10.
func (g *Gunners) UnmarshalJSON(b []byte) error {
	var l []int
	if err := json.Unmarshal(b, &l); err != nil {
		return err
	}
	if len(l) > len(g) {
		return fmt.Errorf("gunners: %d gunners, a craft has at most %d", len(l), len(g))
	}
	for _, v := range l {
		if v < 1 || v > MaxSkill {
			return fmt.Errorf("gunners: Gnr %d is not a skill from 1 to %d", v, MaxSkill)
		}
	}
	*g = GunnersOf(l...)
	return nil
}

// Buy buys a craft of Type (a key of 12.0, "night-hawk") with its crew: a
// pilot of Plt and Gnr and its gunners. NoTorps buys it without its torps
// at the lower BPV the data prints (11.8 only). Plt and Gnr 0 with no
// gunners buys the craft alone, for its BPV (a campaign's only: 11.7 lets
// a unit buy fewer crew than its craft need, and starcraft, pilots and/or
// gunners as reinforcements; Hire mans it).
type Buy struct {
	By      engine.Player `json:"by"`
	Type    string        `json:"type"`
	NoTorps bool          `json:"no_torps,omitempty"`
	Plt     int           `json:"plt"`
	Gnr     int           `json:"gnr"`
	Gunners Gunners       `json:"gunners,omitempty,omitzero"`
}

// Hire hires a crew member alone (11.7): a pilot of Plt and Gnr, or a
// gunner (Pilot false, Plt 0) of Gnr, to man a roster's craft again.
type Hire struct {
	By    engine.Player `json:"by"`
	Pilot bool          `json:"pilot,omitempty"`
	Plt   int           `json:"plt,omitempty"`
	Gnr   int           `json:"gnr"`
}

// Unbuy takes back purchase N (from 0) of this phase, a craft or a hire.
type Unbuy struct {
	By engine.Player `json:"by"`
	N  int           `json:"n,omitempty"`
}

// Done ends the side's part of the phase: its purchases, its choice of
// craft to field.
type Done struct {
	By engine.Player `json:"by"`
}

// Kind implements engine.Intent.
func (Buy) Kind() string   { return KindBuy }
func (Hire) Kind() string  { return KindHire }
func (Unbuy) Kind() string { return KindUnbuy }
func (Done) Kind() string  { return KindDone }

// Actor implements engine.Intent.
func (i Buy) Actor() engine.Player   { return i.By }
func (i Hire) Actor() engine.Player  { return i.By }
func (i Unbuy) Actor() engine.Player { return i.By }
func (i Done) Actor() engine.Player  { return i.By }

// String implements engine.Intent. Purchases are open (11.8 sets the
// forces up in sight of each other; a campaign's rosters are known), so
// every player may read them.
func (i Buy) String() string {
	t, ok := CraftByKey(i.Type)
	name := i.Type
	if ok {
		name = t.Name
	}
	if i.NoTorps {
		name += " without torps"
	}
	if i.Bare() {
		return "buy " + article(name) + name + " without crew"
	}
	return "buy " + article(name) + name + ", " + crewText(i.Plt, i.Gnr, i.Gunners)
}

// Bare reports whether the purchase is the craft alone, without crew.
func (i Buy) Bare() bool { return i.Plt == 0 && i.Gnr == 0 && i.Gunners.Len() == 0 }
func (i Hire) String() string {
	if i.Pilot {
		return fmt.Sprintf("hire a pilot, Plt %d Gnr %d", i.Plt, i.Gnr)
	}
	return fmt.Sprintf("hire a gunner, Gnr %d", i.Gnr)
}
func (i Unbuy) String() string { return fmt.Sprintf("take back purchase %d", i.N+1) }
func (i Done) String() string  { return "done" }

// article is "an " before a vowel, else "a ".
func article(name string) string {
	if name != "" && strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an "
	}
	return "a "
}

func crewText(plt, gnr int, gs Gunners) string {
	s := fmt.Sprintf("pilot Plt %d Gnr %d", plt, gnr)
	for k, g := range gs.List() {
		s += fmt.Sprintf(", gunner %d Gnr %d", k+1, g)
	}
	return s
}

func skillOK(v int) bool { return v >= 1 && v <= MaxSkill }

// Validate implements engine.Validator.
func (i Buy) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if len(i.Type) > 40 {
		return errors.New("type: too long")
	}
	for k, g := range i.Gunners {
		if k < i.Gunners.Len() && !skillOK(g) || k >= i.Gunners.Len() && g != 0 {
			return fmt.Errorf("gunners: Gnr %d: skills run from 1 to %d", g, MaxSkill)
		}
	}
	if !i.Bare() && (!skillOK(i.Plt) || !skillOK(i.Gnr)) {
		return fmt.Errorf("Plt %d, Gnr %d: skills run from 1 to %d (0 and 0 with no gunners: the craft without crew)", i.Plt, i.Gnr, MaxSkill)
	}
	return nil
}

// Validate implements engine.Validator.
func (i Hire) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	switch {
	case !skillOK(i.Gnr):
		return fmt.Errorf("Gnr %d: skills run from 1 to %d", i.Gnr, MaxSkill)
	case i.Pilot && !skillOK(i.Plt):
		return fmt.Errorf("Plt %d: skills run from 1 to %d", i.Plt, MaxSkill)
	case !i.Pilot && i.Plt != 0:
		return errors.New("a gunner has no Plt")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Unbuy) Validate() error {
	if err := (fields{by: i.By}).check(); err != nil {
		return err
	}
	if i.N < 0 || i.N >= 2*maxCraft {
		return errors.New("n is out of range")
	}
	return nil
}

// Validate implements engine.Validator.
func (i Done) Validate() error { return fields{by: i.By}.check() }

// Cost is what a purchase costs (1.3): a craft's TPV, BPV plus its crew's
// skills; a hired pilot Plt + Gnr, a hired gunner his Gnr.
func (i Buy) Cost() int {
	t, ok := CraftByKey(i.Type)
	if !ok {
		return 0
	}
	return TPV(t, CrewFile{Plt: i.Plt, Gnr: i.Gnr}, i.Gunners.List(), i.NoTorps)
}

// Breakdown is how the cost is made (1.3): "TPV 45 = BPV 26 + pilot 12
// (Plt 6 + Gnr 6) + gunner 1 (Gnr 7)".
func (i Buy) Breakdown() string {
	t, ok := CraftByKey(i.Type)
	if !ok {
		return ""
	}
	if i.Bare() {
		return fmt.Sprintf("BPV %d (the craft without crew)", i.Cost())
	}
	s := fmt.Sprintf("TPV %d = BPV %d + pilot %d (Plt %d + Gnr %d)", i.Cost(), Offer{Type: t, NoTorps: i.NoTorps}.BPV(), i.Plt+i.Gnr, i.Plt, i.Gnr)
	for k, g := range i.Gunners.List() {
		s += fmt.Sprintf(" + gunner %d (Gnr %d)", k+1, g)
	}
	return s
}

// Breakdown is how the hire's cost is made (1.3).
func (i Hire) Breakdown() string {
	if i.Pilot {
		return fmt.Sprintf("Cost %d = Plt %d + Gnr %d (1.3: a pilot costs Plt + Gnr)", i.Cost(), i.Plt, i.Gnr)
	}
	return fmt.Sprintf("Cost %d = Gnr %d (1.3: a gunner costs his Gnr)", i.Cost(), i.Gnr)
}

// Cost is what the hire costs (1.3).
func (i Hire) Cost() int {
	if i.Pilot {
		return i.Plt + i.Gnr
	}
	return i.Gnr
}

// Offer is one line of the catalogue a side buys from: a craft, or its
// variant without torps where the data prints a BPV for it.
type Offer struct {
	Type    *CraftType
	NoTorps bool
}

// Name is "Salamander" or "Salamander, no torps".
func (o Offer) Name() string {
	if o.NoTorps {
		return o.Type.Name + ", no torps"
	}
	return o.Type.Name
}

// BPV is the craft's BPV as bought.
func (o Offer) BPV() int {
	if o.NoTorps && o.Type.BPVNoTorps > 0 {
		return o.Type.BPVNoTorps
	}
	return o.Type.BPV
}

// Least is the TPV with the least crew that may man it: every skill 1.
func (o Offer) Least() int { return o.BPV() + 2 + o.Type.Crew - 1 }

// Crewed is the purchase of the offer with every skill at v.
func (o Offer) Crewed(by engine.Player, v int) Buy {
	b := Buy{By: by, Type: o.Type.Key, NoTorps: o.NoTorps, Plt: v, Gnr: v}
	for g := 1; g < o.Type.Crew; g++ {
		b.Gunners[g-1] = v
	}
	return b
}

// Offers lists the catalogue: the twelve craft in the order of 12.0, each
// followed by its variant without torps where there is one; noTorps false
// leaves the variants out (a campaign's roster cannot record them).
func Offers(noTorps bool) []Offer {
	var out []Offer
	for _, t := range craftTypes {
		out = append(out, Offer{Type: t})
		if noTorps && t.BPVNoTorps > 0 {
			out = append(out, Offer{Type: t, NoTorps: true})
		}
	}
	return out
}

// item is one purchase of a phase: a craft with its crew, or a crew member
// hired alone (key empty).
type item struct {
	key     string
	noTorps bool
	pilot   bool // a hire: a pilot (else a gunner)
	plt     int
	gnr     int
	gunners Gunners
}

func itemOf(in engine.Intent) item {
	switch x := in.(type) {
	case Buy:
		t, _ := CraftByKey(x.Type)
		return item{key: t.Key, noTorps: x.NoTorps, plt: x.Plt, gnr: x.Gnr, gunners: x.Gunners}
	case Hire:
		return item{pilot: x.Pilot, plt: x.Plt, gnr: x.Gnr}
	}
	return item{}
}

func (it item) hire() bool { return it.key == "" }

// bare reports whether the item is a craft bought without crew.
func (it item) bare() bool { return !it.hire() && it.plt == 0 && it.gnr == 0 && it.gunners.Len() == 0 }

func (it item) cost() int {
	if it.hire() {
		return it.plt + it.gnr
	}
	return it.buy(0).Cost()
}

// buy is the item as the intent that bought it.
func (it item) buy(by engine.Player) Buy {
	return Buy{By: by, Type: it.key, NoTorps: it.noTorps, Plt: it.plt, Gnr: it.gnr, Gunners: it.gunners}
}

// intent is the item as the intent that made it.
func (it item) intent(by engine.Player) engine.Intent {
	if it.hire() {
		return Hire{By: by, Pilot: it.pilot, Plt: it.plt, Gnr: it.gnr}
	}
	return it.buy(by)
}

// Bought is one purchase of a side in the current phase, as a screen lists
// it.
type Bought struct {
	Label  string // "Salamander B", "Hired pilot Plt 6 Gnr 5"
	Intent engine.Intent
	Cost   int
}

// shop is a phase of purchases: each side spends its points in turn (side
// 0 first), may take purchases back, and says done. rules says what may be
// bought.
type shop struct {
	points [2]int
	items  [2][]item
	done   [2]bool
	rules  shopRules
}

// shopRules are what a phase of purchases allows.
type shopRules struct {
	noTorps  bool        // craft without torps may be bought (11.8)
	hires    bool        // crew may be hired alone (11.7)
	need     bool        // a side must buy a craft before it is done (11.8)
	maxCraft int         // craft a side may buy in the phase
	pools    [2][]string // craft a side may buy; empty: every craft (11.7's restricted pools)
	title    string      // the phase's name
	// For the campaign's builder: the pilots and gunners each roster's
	// craft lack, and the craft each roster holds.
	lack   [2][2]int
	roster [2]int
	// A campaign's rules, set from its own state when the phase opens (its
	// phase and its rosters' crews are hashed there): 11.7's first 300
	// points must all be spent ("they may not be saved"), and a roster
	// holds at most MaxCrew crew, so crewRoom is what each side may add.
	spendAll bool   `hash:"-"`
	crewRoom [2]int `hash:"-"`
}

// crewOf is how many crew members an item adds to a roster.
func (it item) crewOf() int {
	if it.hire() {
		return 1
	}
	if it.bare() {
		return 0
	}
	t, _ := CraftByKey(it.key)
	return t.Crew
}

// crewAdded is how many crew members p's purchases add.
func (sh *shop) crewAdded(p int8) int {
	n := 0
	for _, it := range sh.items[p] {
		n += it.crewOf()
	}
	return n
}

// roomFor reports whether p's roster has room for n more crew (a
// campaign's; 11.8 has no roster).
func (sh *shop) roomFor(p int8, n int) bool {
	return !sh.rules.hires || sh.crewAdded(p)+n <= sh.rules.crewRoom[p]
}

// mayStop reports whether p may say done: 11.8 needs a craft bought, a
// campaign's first purchases every point spent.
func (sh *shop) mayStop(p int8) error {
	switch {
	case sh.rules.need && sh.crafts(p) == 0:
		return errors.New("buy at least one craft first")
	case sh.rules.spendAll && sh.left(p) > 0:
		return fmt.Errorf("%d of the %d points are left: 11.7's first purchases spend them all (they may not be saved); buy, hire a crew member or raise a skill", sh.left(p), sh.points[p])
	}
	return nil
}

func (sh *shop) clone() *shop {
	n := *sh
	for p := range n.items {
		n.items[p] = append([]item(nil), sh.items[p]...)
	}
	return &n
}

// actor is the side that buys now, or −1 once both are done.
func (sh *shop) actor() int8 {
	for p := int8(0); p < 2; p++ {
		if !sh.done[p] {
			return p
		}
	}
	return -1
}

func (sh *shop) spent(p int8) int {
	v := 0
	for _, it := range sh.items[p] {
		v += it.cost()
	}
	return v
}

func (sh *shop) left(p int8) int { return sh.points[p] - sh.spent(p) }

func (sh *shop) crafts(p int8) int {
	n := 0
	for _, it := range sh.items[p] {
		if !it.hire() {
			n++
		}
	}
	return n
}

func (sh *shop) allowed(p int8, key string) bool {
	pool := sh.rules.pools[p]
	if len(pool) == 0 {
		return true
	}
	for _, k := range pool {
		if k == key {
			return true
		}
	}
	return false
}

// legal lists p's purchases: every offer it can pay for with every skill
// at 1, at 5 and at 10 (the screen's purchases with other skills are
// checked one by one), the hires, taking back each purchase, and done.
func (sh *shop) legal(p engine.Player, add func(engine.Intent)) {
	side := int8(p)
	if sh.rules.roster[side]+sh.crafts(side) < sh.rules.maxCraft {
		for _, o := range Offers(sh.rules.noTorps) {
			if !sh.allowed(side, o.Type.Key) {
				continue
			}
			if sh.rules.hires {
				if b := (Buy{By: p, Type: o.Type.Key}); b.Cost() <= sh.left(side) {
					add(b) // the craft alone (11.7)
				}
			}
			if !sh.roomFor(side, o.Type.Crew) {
				continue
			}
			for _, v := range []int{1, 5, MaxSkill} {
				if b := o.Crewed(p, v); b.Cost() <= sh.left(side) {
					add(b)
				}
			}
		}
	}
	if sh.rules.hires && sh.roomFor(side, 1) {
		for _, v := range []int{1, 5, MaxSkill} {
			if 2*v <= sh.left(side) {
				add(Hire{By: p, Pilot: true, Plt: v, Gnr: v})
			}
			if v <= sh.left(side) {
				add(Hire{By: p, Gnr: v})
			}
		}
	}
	for k := range sh.items[side] {
		add(Unbuy{By: p, N: k})
	}
	if sh.mayStop(side) == nil {
		add(Done{By: p})
	}
}

// check says why p may not make x now, or returns nil.
func (sh *shop) check(p int8, x engine.Intent) error {
	if v, ok := x.(engine.Validator); ok {
		if err := v.Validate(); err != nil {
			return err
		}
	}
	switch x := x.(type) {
	case Buy:
		t, ok := CraftByKey(x.Type)
		switch {
		case !ok:
			return fmt.Errorf("%q is not one of the twelve craft", x.Type)
		case x.Type != t.Key:
			return fmt.Errorf("write the craft as %q, not %q", t.Key, x.Type)
		case !sh.allowed(p, t.Key):
			return fmt.Errorf("the %s is not in this side's pool (11.7: each side buys from the designs it chose)", t.Name)
		case x.NoTorps && (!sh.rules.noTorps || t.BPVNoTorps == 0):
			return fmt.Errorf("a %s cannot be bought without its torps here", t.Name)
		case x.Bare() && !sh.rules.hires:
			return fmt.Errorf("a %s is bought with its pilot and gunners here: craft without crew only for a campaign's roster (11.7)", t.Name)
		case !x.Bare() && x.Gunners.Len() != t.Crew-1:
			return fmt.Errorf("a %s has %s, not %d", t.Name, engine.Count(t.Crew-1, "gunner", "gunners"), x.Gunners.Len())
		case sh.rules.roster[p]+sh.crafts(p) >= sh.rules.maxCraft:
			return fmt.Errorf("a side has at most %d craft here", sh.rules.maxCraft)
		case !x.Bare() && !sh.roomFor(p, t.Crew):
			return fmt.Errorf("a roster holds at most %d crew members (the project's limit, four to a craft): no room for the %s's %d", MaxCrew, t.Name, t.Crew)
		}
		if c := x.Cost(); c > sh.left(p) {
			return fmt.Errorf("this %s costs %d points, but %d of %d are left (%s)", t.Name, c, sh.left(p), sh.points[p], sh.rules.title)
		}
	case Hire:
		if !sh.rules.hires {
			return errors.New("crew are hired alone only for a campaign's roster (11.7)")
		}
		if !sh.roomFor(p, 1) {
			return fmt.Errorf("a roster holds at most %d crew members (the project's limit, four to a craft)", MaxCrew)
		}
		if c := x.Cost(); c > sh.left(p) {
			return fmt.Errorf("this crew member costs %d points, but %d of %d are left", c, sh.left(p), sh.points[p])
		}
	case Unbuy:
		if x.N < 0 || x.N >= len(sh.items[p]) {
			return fmt.Errorf("there is no purchase %d to take back", x.N+1)
		}
	case Done:
		return sh.mayStop(p)
	default:
		return fmt.Errorf("%s is not a purchase: %s", x.Kind(), sh.rules.title)
	}
	return nil
}

// apply makes x, checked, for side p and tells what happened; taken are
// the letters a campaign's roster already uses per type (nil in 11.8), so
// that the log names a craft bought as the roster will ("Night Hawk G").
func (sh *shop) apply(p int8, x engine.Intent, name string, taken map[string]map[string]bool) string {
	switch x := x.(type) {
	case Buy, Hire:
		it := itemOf(x)
		sh.items[p] = append(sh.items[p], it)
		return fmt.Sprintf("%s %s for %d: %d of %d points left", engine.Agree(name, "buys"), itemLabels(sh.items[p], taken)[len(sh.items[p])-1], it.cost(), sh.left(p), sh.points[p])
	case Unbuy:
		label := itemLabels(sh.items[p], taken)[x.N]
		sh.items[p] = append(sh.items[p][:x.N:x.N], sh.items[p][x.N+1:]...)
		return fmt.Sprintf("%s back %s: %d of %d points left", engine.Agree(name, "takes"), label, sh.left(p), sh.points[p])
	case Done:
		sh.done[p] = true
		return fmt.Sprintf("%s done, %d of %d points spent", engine.Agree(name, "is"), sh.spent(p), sh.points[p])
	}
	return ""
}

// labels names each purchase of p as the battle will: the craft's name and
// a letter counted per type, in the order bought (first is the letter the
// type's first purchase gets); a hire by his skills.
func (sh *shop) labels(p int8) []string {
	return itemLabels(sh.items[p], nil)
}

// itemLabels names items; taken are the letters already used per type.
func itemLabels(items []item, taken map[string]map[string]bool) []string {
	used := map[string]map[string]bool{}
	for k, v := range taken {
		used[k] = map[string]bool{}
		for l := range v {
			used[k][l] = true
		}
	}
	out := make([]string, len(items))
	for i, it := range items {
		if it.hire() {
			if it.pilot {
				out[i] = fmt.Sprintf("Hired pilot Plt %d Gnr %d", it.plt, it.gnr)
			} else {
				out[i] = fmt.Sprintf("Hired gunner Gnr %d", it.gnr)
			}
			continue
		}
		t, _ := CraftByKey(it.key)
		if used[t.Key] == nil {
			used[t.Key] = map[string]bool{}
		}
		id := freeLetter(used[t.Key])
		used[t.Key][id] = true
		out[i] = t.Name + " " + id
		if it.noTorps {
			out[i] += " (no torps)"
		}
		if it.bare() {
			out[i] += " (no crew)"
		}
	}
	return out
}

func freeLetter(used map[string]bool) string {
	for r := 'A'; r <= 'Z'; r++ {
		if !used[string(r)] {
			return string(r)
		}
	}
	return "Z"
}

// purchases lists p's purchases for a screen.
func (sh *shop) purchases(p int8) []Bought {
	labels := sh.labels(p)
	out := make([]Bought, len(sh.items[p]))
	for i, it := range sh.items[p] {
		out[i] = Bought{Label: labels[i], Intent: it.intent(engine.Player(p)), Cost: it.cost()}
	}
	return out
}

// Shop is what a screen shows of a phase of purchases.
type Shop struct {
	Title     string
	Points    [2]int
	Spent     [2]int
	Purchases [2][]Bought
	Done      [2]bool
	Offers    []Offer // what may be bought (a side's pool aside)
	Pools     [2][]string
	Hires     bool // crew may be hired alone
	// Bare: a craft may be bought without crew, for its BPV (a campaign's
	// shops: 11.7).
	Bare bool
	// SpendAll: every point must be spent before done (11.7's rosters).
	SpendAll bool
	MaxCraft int
	// Lack is the pilots and gunners each roster's craft lack, less the
	// hires of this phase (a campaign's).
	Lack [2][2]int
}

func (sh *shop) view() Shop {
	v := Shop{Title: sh.rules.title, Points: sh.points, Done: sh.done, Offers: Offers(sh.rules.noTorps),
		Hires: sh.rules.hires, Bare: sh.rules.hires, SpendAll: sh.rules.spendAll, MaxCraft: sh.rules.maxCraft}
	for p := int8(0); p < 2; p++ {
		v.Spent[p] = sh.spent(p)
		v.Purchases[p] = sh.purchases(p)
		v.Pools[p] = append([]string(nil), sh.rules.pools[p]...)
		lp, lg := sh.rules.lack[p][0], sh.rules.lack[p][1]
		for _, it := range sh.items[p] {
			switch {
			case it.bare():
				t, _ := CraftByKey(it.key)
				lp, lg = lp+1, lg+t.Crew-1
			case !it.hire():
			case it.pilot:
				lp--
			default:
				lg--
			}
		}
		v.Lack[p] = [2]int{max(0, lp), max(0, lg)}
	}
	return v
}

// Left is what side p has left to spend.
func (v Shop) Left(p engine.Player) int {
	if p != 0 && p != 1 {
		return 0
	}
	return v.Points[p] - v.Spent[p]
}

// Lacking is how many pilots and gunners side p's roster's craft still
// lack, the hires of this phase counted (0 outside a campaign).
func (v Shop) Lacking(p engine.Player) (pilots, gunners int) {
	if p != 0 && p != 1 {
		return 0, 0
	}
	return v.Lack[p][0], v.Lack[p][1]
}

// Allowed reports whether side p may buy craft type key.
func (v Shop) Allowed(p engine.Player, key string) bool {
	if p != 0 && p != 1 || len(v.Pools[p]) == 0 {
		return true
	}
	for _, k := range v.Pools[p] {
		if k == key {
			return true
		}
	}
	return false
}

func (sh *shop) hash(h *engine.Hasher) {
	h.Ints(sh.points[:])
	for p := range sh.items {
		h.Uint(uint64(len(sh.items[p])))
		for _, it := range sh.items[p] {
			h.String(it.key)
			h.Bool(it.noTorps)
			h.Bool(it.pilot)
			h.Int(it.plt)
			h.Int(it.gnr)
			h.Ints(it.gunners[:])
		}
		h.Bool(sh.done[p])
	}
	h.Bool(sh.rules.noTorps)
	h.Bool(sh.rules.hires)
	h.Bool(sh.rules.need)
	h.Int(sh.rules.maxCraft)
	for p := range sh.rules.pools {
		h.String(strings.Join(sh.rules.pools[p], ","))
		h.Ints(sh.rules.lack[p][:])
		h.Int(sh.rules.roster[p])
	}
	h.String(sh.rules.title)
}
