package search

import "github.com/armada-tui/armada-tui/internal/engine"

// DecodeScenarioOfRules implements engine.OlderRulesDecoder for a game that
// does, so that a save of older rules decodes its scenario as the game
// would unwrapped; for any other game it is DecodeScenario.
func (e ExpertGame) DecodeScenarioOfRules(data []byte, rules string) (engine.Scenario, error) {
	if od, ok := e.Game.(engine.OlderRulesDecoder); ok {
		return od.DecodeScenarioOfRules(data, rules)
	}
	return e.Game.DecodeScenario(data)
}
