package silentdeath

import (
	"errors"
	"fmt"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// 11.8's General Engagement: both sides buy craft and crews by TPV up to
// the agreed points, set up in Areas A and J, and fight ten turns; the
// side that destroyed the more TPV wins. A scenario with a build section
// plays the purchases in the game (a phase of the session); Engagement
// makes the battle of purchases made elsewhere.

// EngagementTurns is the length of a General Engagement (11.8).
const EngagementTurns = 10

// engagementLevels are the build levels 11.8 names.
var engagementLevels = [...]int{50, 100, 150, 200, 300}

// EngagementLevels are the build levels of 11.8.
func EngagementLevels() []int { return append([]int(nil), engagementLevels[:]...) }

// isLevel reports whether points is one of 11.8's build levels.
func isLevel(points int) bool {
	for _, p := range engagementLevels {
		if p == points {
			return true
		}
	}
	return false
}

// Limits of a build (the project's own).
const (
	// MaxBought caps a side's craft in a build: four rows of five in its
	// set-up corner, and the letters stay within A–Z.
	MaxBought = 20
)

// Purchase is one craft bought for a General Engagement (11.8).
type Purchase struct {
	Type    string
	Pilot   CrewFile
	Gunners []int
	NoTorps bool // bought without its torps, at the lower BPV where the data prints one
}

// EngagementBuild is the scenario of a General Engagement whose sides buy
// their forces in the game, points a side: the standard map, ten turns,
// destroyed TPV decides.
func EngagementBuild(points int, names [2]string) (*Scenario, error) {
	f := engagementFile(points)
	f.Name = fmt.Sprintf("engagement-build-%d", points)
	f.Title = fmt.Sprintf("General Engagement, %d points, bought in the game (11.8)", points)
	f.Description = fmt.Sprintf("A General Engagement by the procedure of 11.8: each side in turn buys craft and crews worth at most %d TPV, openly; then both set up in Areas A and J and fight ten turns, and the side that destroyed the more TPV wins.", points)
	f.Build = &BuildFile{Points: points}
	colors := [2]string{"red", "blue"}
	for p := range names {
		f.Sides = append(f.Sides, SideFile{Name: names[p], Color: colors[p]})
	}
	return NewScenario(f)
}

func engagementFile(points int) ScenarioFile {
	return ScenarioFile{Name: fmt.Sprintf("engagement-%d", points), Title: fmt.Sprintf("General Engagement, %d points", points),
		Description: "A General Engagement built by the procedure of 11.8: both sides bought their craft and crews by TPV, set up in Areas A and J, and fight ten turns; the side that destroyed more TPV wins.",
		Map:         MapFile{Cols: StandardCols, Rows: StandardRows, Layout: LayoutStandard}, Turns: EngagementTurns,
		Victory: VictoryFile{Kind: VicPoints}}
}

// Engagement builds an 11.8 General Engagement: each side's purchases may
// not cost more than points in TPV; side 0 sets up in Area A facing SE,
// side 1 in Area J facing NW, on the standard map; ten turns, destroyed
// TPV decides.
func Engagement(points int, names [2]string, buys [2][]Purchase) (*Scenario, error) {
	if !isLevel(points) {
		return nil, fmt.Errorf("%d is not a build level (50, 100, 150, 200 or 300)", points)
	}
	f := engagementFile(points)
	colors := [2]string{"red", "blue"}
	var items [2][]item
	for p := 0; p < 2; p++ {
		f.Sides = append(f.Sides, SideFile{Name: names[p], Color: colors[p]})
		spent := 0
		for i, b := range buys[p] {
			t, ok := CraftByKey(b.Type)
			if !ok {
				return nil, fmt.Errorf("%s, craft %d: %q is not one of the twelve craft", names[p], i+1, b.Type)
			}
			if len(b.Gunners) > len(Gunners{}) {
				return nil, fmt.Errorf("%s, craft %d: too many gunners", names[p], i+1)
			}
			if b.NoTorps && t.BPVNoTorps == 0 {
				// As the purchases in the game refuse it: only a craft
				// with a BPV printed for it without torps (13.0's
				// Salamander) is bought so.
				return nil, fmt.Errorf("%s, craft %d: a %s cannot be bought without its torps (no BPV is printed for it so)", names[p], i+1, t.Name)
			}
			spent += TPV(t, b.Pilot, b.Gunners, b.NoTorps)
			items[p] = append(items[p], item{key: t.Key, noTorps: b.NoTorps, plt: b.Pilot.Plt, gnr: b.Pilot.Gnr, gunners: GunnersOf(b.Gunners...)})
		}
		if len(buys[p]) > MaxBought {
			return nil, fmt.Errorf("%s: %d craft, at most %d a side (the project's limit)", names[p], len(buys[p]), MaxBought)
		}
		if spent > points {
			return nil, fmt.Errorf("%s %d TPV of %d", engine.Agree(names[p], "spends"), spent, points)
		}
	}
	return NewScenario(placeBought(f, items))
}

// placeBought sets the purchases up on f's map (11.8): side 0 in its top
// left corner (Area A) facing SE, side 1 in the bottom right (Area J)
// facing NW, five to a row two hexes apart; each craft lettered by type in
// the order bought. f's build section is dropped: the battle is bought.
func placeBought(f ScenarioFile, items [2][]item) ScenarioFile {
	f = gamedata.DeepCopy(f)
	f.Build = nil
	for p := range f.Sides {
		f.Sides[p].Craft = nil
		letters := map[string]map[string]bool{}
		k := 0
		for _, it := range items[p] {
			if it.hire() {
				continue
			}
			t, _ := CraftByKey(it.key)
			if letters[t.Key] == nil {
				letters[t.Key] = map[string]bool{}
			}
			id := freeLetter(letters[t.Key])
			letters[t.Key][id] = true
			col, row, facing := 1+2*(k%5), 1+2*(k/5), "SE"
			if p == 1 {
				col, row, facing = f.Map.Cols-2-2*(k%5), f.Map.Rows-2-2*(k/5), "NW"
			}
			k++
			f.Sides[p].Craft = append(f.Sides[p].Craft, CraftFile{Type: t.Key, ID: id, Hex: [2]int{col, row}, Facing: facing,
				Pilot: CrewFile{Plt: it.plt, Gnr: it.gnr}, Gunners: it.gunners.List(), NoTorps: it.noTorps})
		}
	}
	return f
}

// checkBuild checks a build section: its points, a map with room for both
// set-up corners, and a victory that needs no named craft.
func (sc *Scenario) checkBuild() error {
	f := &sc.file
	if f.Build == nil {
		return nil
	}
	b := sc.board
	switch {
	case !isLevel(f.Build.Points):
		return fmt.Errorf("build.points: %d is not a build level of 11.8 (50, 100, 150, 200 or 300)", f.Build.Points)
	case b.Layout != LayoutStandard || b.Cols < 20 || b.Rows < 16:
		return errors.New("map: a build sets up in Areas A and J of a standard map of at least 20×16 hexes")
	case f.Victory.Kind != VicAnnihilate && f.Victory.Kind != VicPoints && f.Victory.Kind != VicTPV:
		return fmt.Errorf("victory.kind: a build is won by annihilate, points or tpv, not %s", f.Victory.Kind)
	case f.Rules.CommandShip != nil || f.Rules.Pod != nil || f.Rules.Offboard != nil:
		return errors.New("rules: a build has no command ship, pod or off-board tender")
	}
	occupied := map[hex.Hex]bool{}
	for k := 0; k < MaxBought; k++ {
		occupied[hex.FromOffset(1+2*(k%5), 1+2*(k/5))] = true
		occupied[hex.FromOffset(b.Cols-2-2*(k%5), b.Rows-2-2*(k/5))] = true
	}
	for i, x := range append(append([]SatFile(nil), f.Rules.LaserSats...), satList(f.Rules.CommSat)...) {
		if occupied[hex.FromOffset(x.Hex[0], x.Hex[1])] {
			return fmt.Errorf("rules.sats[%d].hex: [%d, %d] is a set-up spot of a build", i, x.Hex[0], x.Hex[1])
		}
	}
	return nil
}

func satList(s *SatFile) []SatFile {
	if s == nil {
		return nil
	}
	return []SatFile{*s}
}

// engagementShop is the phase of purchases of a build.
func engagementShop(points int) *shop {
	return &shop{points: [2]int{points, points}, rules: shopRules{noTorps: true, need: true, maxCraft: MaxBought,
		title: fmt.Sprintf("11.8: at most %d TPV a side", points)}}
}

// Shop is the phase of purchases of a build (11.8), if the game is in it.
func (s *State) Shop() (Shop, bool) {
	if s.buy == nil || s.buy.actor() < 0 {
		return Shop{}, false
	}
	return s.buy.view(), true
}

// applyBuy makes a purchase of the build; once both sides are done the
// battle is set up with what they bought.
func (n *State) applyBuy(x engine.Intent, ev *events) {
	p := int8(x.Actor())
	ev.add(EvPurchase, p, n.buy.apply(p, x, n.names[p], nil), nil)
	if n.buy.actor() >= 0 {
		return
	}
	f := placeBought(n.sc.file, n.buy.items)
	sc := &Scenario{file: f, autoTorps: n.sc.autoTorps, before9: n.sc.before9, facingFirst: n.sc.facingFirst, autoRepair: n.sc.autoRepair, oneSideAuto: n.sc.oneSideAuto}
	if err := sc.check(); err != nil {
		// Cannot happen: purchases are checked one by one and the set-up
		// spots by checkBuild. Say so rather than start a broken battle.
		n.finish(ev, -1, "the purchases cannot be set up: "+err.Error())
		return
	}
	n.sc = sc
	n.setUp(ev)
	ev.add(EvPurchase, -1, "Both sides have bought their forces: they set up in Areas A and J", nil)
}
