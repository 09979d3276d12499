package sscs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gametest"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

func TestShippedScenarios(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(gametest.ScenarioDir(t, ID), "*.yaml"))
	if len(files) < 4 {
		t.Fatalf("%d scenarios", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := Game{}.DecodeScenario(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !strings.Contains(sc.Title(), "project's own") || !strings.Contains(sc.Description(), "project's own") {
			t.Errorf("%s is not labelled as the project's own", f)
		}
		canon, _ := sc.Canonical()
		back, err := Game{}.DecodeScenario(canon)
		if err != nil {
			t.Fatalf("%s: canonical: %v", f, err)
		}
		if c2, _ := back.Canonical(); string(c2) != string(canon) {
			t.Fatalf("%s: the canonical form changes", f)
		}
		// Self-contained: every design a ship names is in the canonical file.
		own := back.(*Scenario).File()
		for _, sd := range own.Sides {
			for _, sh := range sd.Ships {
				found := false
				for _, d := range own.Designs {
					found = found || d.Name == sh.Design
				}
				if !found {
					t.Errorf("%s: design %s is not carried", f, sh.Design)
				}
			}
		}
		if _, err := (Game{}).NewState(sc, nil, 1); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
}

// TestSquadrons: the two squadrons of the project's own have four to six
// designs each, fighters to a large ship, and between them every weapon
// type, missiles, several projectors, ECM, armor, hangars and boarding
// troops; each passes Evaluate Design.
func TestSquadrons(t *testing.T) {
	cat, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	all, err := design.DeriveAll(cat, nil)
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{}
	types := map[string]bool{}
	effects := map[string]bool{}
	aux := map[string]bool{}
	armor, fighter, big := false, false, 0
	for _, d := range all {
		if err := d.Err(); err != nil {
			t.Error(err)
		}
		if d.Design.Source != "project" {
			t.Errorf("%s: source %q", d.Design.Name, d.Design.Source)
		}
		per[d.Design.Squadron]++
		for _, w := range d.Weapons {
			types[w.Type] = true
			if w.Effect != "" {
				effects[w.Effect] = true
			}
		}
		for _, a := range d.Aux {
			aux[a.Kind] = true
		}
		armor = armor || d.Design.Armor > 0
		fighter = fighter || d.Design.Fighter
		big = max(big, d.TotalSize)
	}
	if len(per) < 2 {
		t.Fatalf("squadrons %v", per)
	}
	for sq, n := range per {
		if n < 4 || n > 6 {
			t.Errorf("squadron %s has %d designs", sq, n)
		}
	}
	for _, ty := range []string{design.Railgun, design.Antimissile, design.Beam, design.Cannon, design.Torpedo, design.Projector, design.Missile} {
		if !types[ty] {
			t.Errorf("no %s", ty)
		}
	}
	if len(effects) < 4 || !aux[design.ECM] || !aux[design.Hangar] || !aux[design.Marines] || !armor || !fighter || big < 1000 {
		t.Errorf("effects %v aux %v armor %v fighter %v largest %d", effects, aux, armor, fighter, big)
	}
	t.Logf("projectors used: %d of 12", len(effects))
}

func TestScenarioErrors(t *testing.T) {
	base := "game: sscs\nname: x\ntitle: X\nsides:\n"
	two := "  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n"
	if _, err := (Game{}).DecodeScenario([]byte(base + two)); err != nil {
		t.Fatal(err)
	}
	bad := map[string]string{
		base + "  - {name: A, ships: [{name: a, design: Dreadful, at: '0,0', heading: N}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n": "no design",
		base + "  - {name: A, ships: [{name: a, design: Lance, at: '0;0', heading: N}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n":    "not a hex",
		base + "  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: Q}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n":    "heading",
		base + "  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N}]}\n  - {name: B, ships: [{name: a, design: Hydra, at: '0,-9', heading: S}]}\n":    "used twice",
		base + "  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N}]}\n":                                                                              "want 2",
		base + two + "colour: red\n": "colour",
		base + "  - {name: A, build: {budget: 100, designs: [Lance], at: '0,0', heading: N}}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n":                                                                                                                           "both sides build",
		"game: sscs\nname: x\ntitle: X\ndesigns: [{name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}]\nsides:\n  - {name: A, ships: [{name: a, design: Huge, at: '0,0', heading: N}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n": "Evaluate Design",
		base + "  - {name: A, ships: [{name: a, design: Lance, at: '0,0', heading: N, docked: b}]}\n  - {name: B, ships: [{name: b, design: Hydra, at: '0,-9', heading: S}]}\n":                                                                                                                     "share a hex",
	}
	for doc, want := range bad {
		_, err := (Game{}).DecodeScenario([]byte(doc))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s\n→ %v, want %q", doc, err, want)
		}
	}
}

// TestCheckData: design files are lists of designs that validate checks,
// naming the limit a design breaks.
func TestCheckData(t *testing.T) {
	for _, f := range []string{"designs/1-concord.yaml", "designs/2-vorr.yaml"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		what, err := (Game{}).CheckData(data)
		if err != nil || !strings.Contains(what, "6 designs") {
			t.Fatalf("%s: %q %v", f, what, err)
		}
	}
	what, err := (Game{}).CheckData([]byte("- {name: Mine, maneuver: 3, aux: [{kind: hangar, craft: Wasp, qty: 2}]}\n"))
	if err != nil || !strings.Contains(what, "design Mine") {
		t.Fatalf("%q %v", what, err)
	}
	_, err = (Game{}).CheckData([]byte("- {name: Huge, maneuver: 1, weapons: [{type: beam, dice: 9, range: 5, arc: primary}]}\n"))
	if err == nil || !strings.Contains(err.Error(), "energy") || !strings.Contains(err.Error(), "6) Evaluate Design") {
		t.Fatalf("%v", err)
	}
	if _, err := (Game{}).CheckData([]byte("- {name: X, maneuver: 1, armour: 2}\n")); err == nil || !strings.Contains(err.Error(), "armour") {
		t.Fatalf("%v", err)
	}
}

// TestBuildPhase: each side builds to its budget in secret; the
// squadrons appear when both are ready.
func TestBuildPhase(t *testing.T) {
	s := newGame(t, "built", 1)
	if s.Phase().Name != PhaseBuild || len(s.Phase().Actors) != 2 {
		t.Fatalf("%+v", s.Phase())
	}
	refuse(t, s, Pick{By: 0, Design: "Hydra"}, "not one of the designs")
	refuse(t, s, Ready{By: 0}, "no ships")
	s, _ = apply(t, s, Pick{By: 0, Design: "Bastion"})
	s, _ = apply(t, s, Pick{By: 0, Design: "Aerie"})
	refuse(t, s, Pick{By: 0, Design: "Bastion"}, "only")
	s, _ = apply(t, s, Unpick{By: 0, Index: 1})
	if b, _ := s.Build(0); len(b.Picks) != 1 || b.Spent != s.DesignCost("Bastion") {
		t.Fatalf("%+v", b)
	}
	if b, _ := s.View(1).(*State).Build(0); len(b.Picks) != 0 {
		t.Fatal("Vorr sees the Concord picks")
	}
	s, _ = apply(t, s, Ready{By: 0})
	s, _ = apply(t, s, Pick{By: 1, Design: "Colossus"})
	s, ev := apply(t, s, Ready{By: 1})
	if s.Phase().Name != PhaseDeclare || len(s.ships) != 4 || !strings.Contains(eventsText(ev), "Colossus 1") {
		t.Fatalf("%d ships: %s", len(s.ships), eventsText(ev))
	}
}

func TestOptions(t *testing.T) {
	sc := loadScenario(t, "standard")
	if _, err := (Game{}).NewState(sc, engine.Options{OptEffRange: "sentence"}, 1); err == nil {
		t.Error("a bad option accepted")
	}
	if _, err := (Game{}).NewState(sc, engine.Options{"speed": "x"}, 1); err == nil {
		t.Error("an unknown option accepted")
	}
	a, _ := (Game{}).NewState(sc, nil, 1)
	b, _ := (Game{}).NewState(sc, engine.Options{OptHitChart: ChartSalvo}, 1)
	if a.Hash() == b.Hash() {
		t.Error("the options are not in the hash")
	}
}
