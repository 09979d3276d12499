package starmada

import (
	"strings"
	"sync"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Rules 6 re-priced fighter bays, battle satellites and Repeating in the
// project's Combat Rating formula and re-designed the Paladin (docs/rules/
// starmada.md, "rules versions"). A save of rules 1-5 embeds its scenario
// but not the ship data, so it replays with the catalogue of those rules:
// the Paladin as it was and every own class rated by the old formula.

var _ engine.OlderRulesDecoder = Game{}

// DecodeScenarioOfRules implements engine.OlderRulesDecoder: a scenario
// saved under rules 1-5 draws on the ship data of those rules, one saved
// under rules 1-6 builds the automatic fleet as they did, one saved under
// rules 7-10 builds that of those rules (autoFleet10, no ship added to
// come nearer the total), and one saved under rules 1-8 rates its own
// classes in the thousandths of those rules (combatRating8; the
// catalogue's ratings are the same either way); and one saved under rules
// 1-12 plays the Damage step and B.5's crew casualties as those rules did
// (before13).
func (Game) DecodeScenarioOfRules(data []byte, rules string) (engine.Scenario, error) {
	switch rules {
	case rulesV1, rulesV2, rulesV3, rulesV4, rulesV5:
		return decodeScenario(data, true, true, true, false, true)
	case rulesV6:
		return decodeScenario(data, false, true, true, false, true)
	case rulesV7, rulesV8:
		return decodeScenario(data, false, false, true, true, true)
	case rulesV9, rulesV10:
		return decodeScenario(data, false, false, false, true, true)
	case rulesV11, rulesV12:
		return decodeScenario(data, false, false, false, false, true)
	}
	return Game{}.DecodeScenario(data)
}

// paladin5 is the Paladin of rules 1-5: point defence hitting on 4+ and
// three battle satellites.
var paladin5 = ClassFile{
	Class: "Paladin", Type: "carrier", Fleet: "Imperial", Source: "project",
	Hull: 10, Engine: 4, Shields: 3,
	Batteries: []BatteryFile{{Name: "Point Defence", Range: 6, ToHit: 4, ROF: 2, PEN: 1, DMG: 1,
		Abilities: []string{"Repeating"}, Mounts: []string{"AC", "BD", "CE", "DF"}}},
	Equipment: []string{"Anti-Fighter Batteries", "Fighter Bays 3", "Battle Satellites 3"},
}

var rules5Catalogue struct {
	once    sync.Once
	classes []*Class
	err     error
}

// rules5Classes is the catalogue of rules 1-5.
func rules5Classes() ([]*Class, error) {
	rules5Catalogue.once.Do(func() {
		cs, err := catalogueClasses()
		if err != nil {
			rules5Catalogue.err = err
			return
		}
		for _, c := range cs {
			c = c.Clone()
			if strings.EqualFold(c.Name, paladin5.Class) {
				if c, err = BuildClass(paladin5); err != nil {
					rules5Catalogue.err = err
					return
				}
			}
			if c.Own {
				c.CR = combatRating8(c, true)
			}
			rules5Catalogue.classes = append(rules5Catalogue.classes, c)
		}
	})
	return rules5Catalogue.classes, rules5Catalogue.err
}
