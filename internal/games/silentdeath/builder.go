package silentdeath

import "github.com/armada-tui/armada-tui/internal/engine"

// The scripted builders: what the scripted opponent buys, and what a
// person's screen offers to buy for him. Both are the project's own (the
// rulebook leaves purchases to the players); docs/rules/silentdeath.md
// lists their numbers.

// preference is the builders' order of craft: good value for the points
// first.
var preference = [...]string{"night-hawk", "thunder-bird", "spirit-rider", "salamander", "teal-hawk", "pit-viper",
	"sorensen-iii", "seraph", "pharsii-ii", "epping", "revenge", "shryak-shuttle"}

// Preference is the builders' order of the twelve craft.
func Preference() []string { return append([]string(nil), preference[:]...) }

// builderSkill is the skill every crew member the builders buy starts at.
const builderSkill = 5

// fillEngagement is 11.8's builder: it keeps what the side bought, then
// buys craft in turn from its order of preference, each with a pilot Plt 5
// Gnr 5 and gunners Gnr 5, while one fits, and spends what is left raising
// the new crews' skills one point at a time, the lowest skill of each craft
// first (Plt on a tie). It returns what it adds.
func fillEngagement(have []item, points, maxCraft int, allowed func(string) bool) []item {
	left := points
	for _, it := range have {
		left -= it.cost()
	}
	var added []item
	next := 0
	for len(have)+len(added) < maxCraft {
		bought := false
		for k := range preference {
			key := preference[(next+k)%len(preference)]
			t, _ := CraftByKey(key)
			if !allowed(key) {
				continue
			}
			it := itemOf(Offer{Type: t}.Crewed(0, builderSkill))
			if c := it.cost(); c <= left {
				added = append(added, it)
				left -= c
				next = (next + k + 1) % len(preference)
				bought = true
				break
			}
		}
		if !bought {
			break
		}
	}
	for raised := true; raised && left > 0; {
		raised = false
		for i := range added {
			if left == 0 {
				break
			}
			if low := added[i].lowest(); low != nil {
				*low++
				left--
				raised = true
			}
		}
	}
	return added
}

// lowest is the item's lowest skill below 10 (the pilot's Plt on a tie),
// nil when all are 10.
func (it *item) lowest() *int {
	var low *int
	try := func(v *int) {
		if *v < MaxSkill && (low == nil || *v < *low) {
			low = v
		}
	}
	try(&it.plt)
	if !it.hire() || it.pilot {
		try(&it.gnr)
	}
	for g := range it.gunners[:it.gunners.Len()] {
		try(&it.gunners[g])
	}
	return low
}

// rosterRoom is what a campaign's roster may still take: craft and crew
// members, and whether every point must be spent.
type rosterRoom struct {
	craft, crew int
	spendAll    bool
}

// fillRoster is 11.7's builder of a campaign roster: it first hires the
// pilots and gunners the roster's craft lack (at 5, or with what is left,
// every skill at least 1), then buys craft in its order of preference, the
// first that fits with a full crew at 5, hiring that crew, while the
// roster has room; then it raises the new crew's skills round the roster,
// a pilot's Plt before his Gnr; when every point must be spent and some
// are left, it hires spare gunners with them. It returns what it adds to
// have.
func fillRoster(have []item, points int, lack [2]int, room rosterRoom, allowed func(string) bool) []item {
	left := points
	pilots, gunners := lack[0], lack[1]
	roster, crew := 0, room.crew
	for _, it := range have {
		left -= it.cost()
		crew -= it.crewOf()
		switch {
		case !it.hire():
			roster++
		case it.pilot:
			pilots--
		default:
			gunners--
		}
	}
	var added []item
	for ; pilots > 0 && left >= 2 && crew > 0; pilots-- {
		it := item{pilot: true, plt: min(builderSkill, (left+1)/2), gnr: min(builderSkill, left/2)}
		added = append(added, it)
		left -= it.cost()
		crew--
	}
	for ; gunners > 0 && left >= 1 && crew > 0; gunners-- {
		it := item{gnr: min(builderSkill, left)}
		added = append(added, it)
		left -= it.cost()
		crew--
	}
	for bought := true; bought && roster < room.craft; {
		bought = false
		for _, key := range preference {
			t, _ := CraftByKey(key)
			it := itemOf(Offer{Type: t}.Crewed(0, builderSkill))
			if !allowed(key) || it.cost() > left || it.crewOf() > crew {
				continue
			}
			added = append(added, it)
			left -= it.cost()
			roster++
			crew -= it.crewOf()
			bought = true
			break
		}
	}
	left = raiseRound(added, left)
	for ; room.spendAll && left > 0 && crew > 0; crew-- {
		it := item{gnr: min(MaxSkill, left)}
		added = append(added, it)
		left -= it.cost()
	}
	return added
}

// raiseRound spends left raising skills of items round the crew, one point
// a member a round: a pilot his Plt, then his Gnr; a gunner his Gnr. It
// returns what it could not spend.
func raiseRound(items []item, left int) int {
	for raised := true; raised && left > 0; {
		raised = false
		for i := range items {
			it := &items[i]
			for _, v := range it.members() {
				if left == 0 {
					return 0
				}
				if *v < MaxSkill {
					*v++
					left--
					raised = true
				}
			}
		}
	}
	return left
}

// members are the skills an item's crew raise first, one each: the
// pilot's Plt (his Gnr once Plt is 10), then each gunner's Gnr.
func (it *item) members() []*int {
	var out []*int
	if !it.hire() || it.pilot {
		if it.plt < MaxSkill {
			out = append(out, &it.plt)
		} else {
			out = append(out, &it.gnr)
		}
	} else {
		out = append(out, &it.gnr)
	}
	for g := range it.gunners[:it.gunners.Len()] {
		out = append(out, &it.gunners[g])
	}
	return out
}

// fill is what the builder would buy for side p with the points left.
func (sh *shop) fill(p int8) []item {
	allowed := func(key string) bool { return sh.allowed(p, key) }
	if sh.rules.hires {
		room := rosterRoom{craft: sh.rules.maxCraft - sh.rules.roster[p], crew: sh.rules.crewRoom[p], spendAll: sh.rules.spendAll}
		return fillRoster(sh.items[p], sh.points[p], sh.rules.lack[p], room, allowed)
	}
	return fillEngagement(sh.items[p], sh.points[p], sh.rules.maxCraft, allowed)
}

// plan is the builder's next purchase for p in this phase, or Done when it
// would buy nothing more.
func (sh *shop) plan(p engine.Player) engine.Intent {
	if added := sh.fill(int8(p)); len(added) > 0 {
		return added[0].intent(p)
	}
	return Done{By: p}
}

// BuilderPlan is what the scripted builder would buy for p with the points
// left, in order: what a screen's "fill" key makes, one intent at a time.
// It is empty outside a phase of purchases.
func BuilderPlan(st engine.State, p engine.Player) []engine.Intent {
	sh := shopOf(st)
	if sh == nil || p != 0 && p != 1 {
		return nil
	}
	added := sh.fill(int8(p))
	out := make([]engine.Intent, len(added))
	for i, it := range added {
		out[i] = it.intent(p)
	}
	return out
}

// shopOf is the open phase of purchases of a state, or nil.
func shopOf(st engine.State) *shop {
	switch s := st.(type) {
	case *State:
		if s.ph == phBuy {
			return s.buy
		}
	case *Campaign:
		if s.ph == campRoster || s.ph == campReinforce {
			return s.shop
		}
	}
	return nil
}
