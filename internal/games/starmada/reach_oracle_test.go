package starmada

// The twenty-fourth audit: the rule code no oracle reached. The games of
// TestOracle and TestResolveOracle field the shipped classes only, whose
// hulls are at most 13 and whose continuing-damage weapon (the Bore
// Missile) carries no other ability; the designs the build oracle draws
// (bRandomDesign: hull 1–40, shields 0–5, every ability no entry forbids
// together, up to twenty bays or satellites) were only rated, never
// fought. TestResolveOracleDesigns fights them, from positions like
// rBuilt's (close, damaged, among explosions), and judges every intent
// with both oracles: what is legal (oracle_test.go) and what it does
// (resolve_oracle_test.go). rSections counts the rulebook's sections the
// games' log lines name, so that a section no game reaches shows.

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// rContinuingDesign is a design of the oracle's own whose continuing
// weapon carries the abilities of a damage die (B.1 with B.2, B.3, B.5,
// B.6 or B.14; the pairs Appendix B forbids left out).
func rContinuingDesign(r *rand.Rand, name string) ClassFile {
	sets := [][]string{
		{"Double Hull Damage"}, {"Double Systems Damage"}, {"Extra Crew Casualties"}, {"Extra Hull Damage"},
		{"No Hull Damage"}, {"Double Hull Damage", "Extra Crew Casualties"}, {"Double Systems Damage", "No Hull Damage"},
		{"Double Systems Damage", "Extra Hull Damage"},
	}
	f := ClassFile{Class: name, Source: "project", Hull: 8 + r.IntN(33), Engine: 2 + r.IntN(6), Shields: r.IntN(4),
		Batteries: []BatteryFile{
			{Name: "Bores", Range: 12, ToHit: 2 + r.IntN(2), ROF: 1 + r.IntN(3), PEN: 1 + r.IntN(2), DMG: 1 + r.IntN(3),
				Abilities: append([]string{"Continuing Damage"}, sets[r.IntN(len(sets))]...), Mounts: []string{"AB", "AC", "BD", "CE", "DF", "EF"}},
			{Name: "Plain Bores", Range: 9, ToHit: 3, ROF: 1, PEN: 1, DMG: 1, Abilities: []string{"Continuing Damage"},
				Mounts: []string{"AB", "EF", "CE"}},
		}}
	if r.IntN(2) == 0 {
		f.Equipment = []string{"Armor Plating", "Armored Gun Batteries"}
	}
	return f
}

// rDesigned is a position of the oracle's own: two to four ships a side of
// random designs (bRandomDesign) and continuing ones, close together in
// mid-board, damaged and among explosions as rBuilt's are.
func rDesigned(t *testing.T, seed uint64) *State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 24))
	var classes []ClassFile
	for k := 0; k < 5; k++ {
		classes = append(classes, bRandomDesign(rng, fmt.Sprintf("Design %d", k)))
	}
	classes = append(classes, rContinuingDesign(rng, "Borer"), rContinuingDesign(rng, "Driller"))
	used := map[string]bool{}
	spot := func() string {
		for {
			c, r := 8+rng.IntN(14), 6+rng.IntN(8)
			h := fmt.Sprintf("%02d%02d", c, r)
			if !used[h] || rng.IntN(4) == 0 {
				used[h] = true
				return h
			}
		}
	}
	dirs := []string{"N", "NE", "SE", "S", "SW", "NW"}
	var specs []string
	for side, name := range []string{"Red", "Blue"} {
		// each side one continuing design, the others at random
		specs = append(specs, fmt.Sprintf("%s:%s%d:%s:%s:%s", name, "Bor", side, classes[5+side].Class, spot(), dirs[rng.IntN(6)]))
		for k := 0; k < 1+rng.IntN(3); k++ {
			c := classes[rng.IntN(len(classes))]
			specs = append(specs, fmt.Sprintf("%s:D%d%d:%s:%s:%s", name, side, k, c.Class, spot(), dirs[rng.IntN(6)]))
		}
	}
	st := battleOf(t, classes, specs...)
	s := st.clone()
	for i := range s.ships {
		sh := &s.ships[i]
		nq := len(sh.boxes) - len(sh.class.Equipment)
		for b := range sh.boxes {
			if rng.IntN(7) == 0 && (b < nq || sh.class.Equipment[b-nq].Kind != FighterBays) {
				sh.boxes[b] = boxHit
			}
		}
		h := sh.hullBoxes()
		for b := range h {
			h[b] = boxEmpty
		}
		for b := 0; b < len(h)-1 && rng.IntN(4) > 0; b++ {
			h[b] = []mark{boxHit, boxCrew}[rng.IntN(2)]
		}
	}
	for k := 0; k < 1+rng.IntN(5); k++ {
		var h hex.Hex
		if rng.IntN(3) == 0 {
			h = s.ships[rng.IntN(len(s.ships))].pos
		} else {
			hh, _ := ParseHex(spot())
			h = hh
		}
		s.booms = append(s.booms, explosion{pos: h, strength: 1 + rng.IntN(5)})
	}
	s.dice = engine.NewDice(seed)
	return s
}

// rSectionRe finds a section of the rulebook a log line names.
var rSectionRe = regexp.MustCompile(`\b([1-5]\.[0-9](?:\.[0-9])?|[ABC]\.[0-9]+)\b`)

// rSections counts the sections the events of a game name.
func rSections(count map[string]int, ev []engine.Event) {
	for _, e := range ev {
		text := e.Text
		if e.Roll != nil {
			text += " " + e.Roll.Purpose + " " + e.Roll.Result
			for _, m := range e.Roll.Mods {
				text += " " + m.Why
			}
		}
		for _, m := range rSectionRe.FindAllString(text, -1) {
			count[m]++
		}
	}
}

// TestResolveOracleDesigns fights random designs with both oracles
// judging every intent (see the file's comment).
func TestResolveOracleDesigns(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	ta := &rTally{}
	lt := &oTally{reasons: map[string]int{}}
	sections := map[string]int{}
	explosions := map[int]int{}
	for n := 0; n < games; n++ {
		seed := uint64(24000 + n)
		if only := os.Getenv("ORACLE_GAME"); only != "" && only != strconv.Itoa(n) {
			continue
		}
		st := rDesigned(t, seed)
		opp := []engine.Opponent{engine.NewRandomOpponent(seed), Scripted{}}
		if n%2 == 1 {
			opp[0], opp[1] = opp[1], opp[0]
		}
		if n%3 == 2 {
			opp = []engine.Opponent{Scripted{}, Scripted{}}
		}
		rPlayJudged(t, st, opp, fmt.Sprintf("designs %d", n), seed, 400, ta, lt, sections, explosions)
	}
	t.Logf("compared: %d battery attacks, %d flight/satellite attacks on ships, %d dogfights, %d damage dice, %d saves, %d continuing, %d End Phases, %d explosion attacks, %d games ended",
		ta.attacks, ta.flights, ta.dogfights, ta.damage, ta.saves, ta.cont, ta.ends, ta.booms, ta.ends2)
	t.Logf("legality compared: %d orders, %d flies and %d picks, %d declarations, %d offered intents", lt.orders, lt.fly, lt.pick, lt.target, lt.offered)
	t.Logf("explosions left by strength: %v", explosions)
	keys := make([]string, 0, len(sections))
	for k := range sections {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var line []string
	for _, k := range keys {
		line = append(line, fmt.Sprintf("%s:%d", k, sections[k]))
	}
	t.Logf("sections named: %s", strings.Join(line, " "))
	for s := 1; s <= 5; s++ {
		if explosions[s] == 0 && !testing.Short() {
			t.Errorf("no ship left an explosion of strength %d (4.3.1)", s)
		}
	}
	bad := append(ta.bad, lt.disagree...)
	for i, d := range bad {
		if i >= 40 {
			t.Errorf("... and %d more", len(bad)-40)
			break
		}
		t.Error(d)
	}
}

// rPlayJudged plays like rPlay with the legality oracle judging each
// position first and the sections and explosions counted.
func rPlayJudged(t *testing.T, st *State, opp []engine.Opponent, name string, seed uint64, limit int, ta *rTally, lt *oTally, sections map[string]int, explosions map[int]int) {
	t.Helper()
	g := &oGame{last: map[string]byte{}, fphase: -1, rng: rand.New(rand.NewPCG(seed, 7)), ta: lt}
	judge := func(cur *State, p engine.Player) {
		switch cur.phase {
		case phOrders:
			g.orders(cur, p)
			g.offered(cur, p)
		case phFighters:
			g.fighters(cur, p)
			g.offered(cur, p)
		case phCombat:
			g.combat(cur, p)
			g.offered(cur, p)
		case phChoose:
			g.lose(cur, p)
		}
	}
	rPlayWith(t, st, opp, name, seed, limit, ta, func(cur, next *State, in engine.Intent, ev []engine.Event) {
		rSections(sections, ev)
		for i := range cur.ships {
			if cur.ships[i].status == active && next.ships[i].status == destroyed {
				explosions[rExplosion(cur.ships[i].class.Hull)]++
			}
		}
		g.after(cur, next, in)
	}, judge)
}
