package starshipbattles

import (
	"charm.land/bubbles/v2/key"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
	"github.com/armada-tui/armada-tui/internal/tui"
)

// phaseModel is Screens.Phase: the screen of the phase view is in, for me,
// or nil for the board and the action list. The fleet builder, the set-up
// and the questions of the middle of a round have screens of their own;
// moving, launching and attacking are chosen from the action list beside
// the map.
func phaseModel(cfg tui.Config, view engine.State, me engine.Player, prev tui.PhaseModel) tui.PhaseModel {
	s := sbState(view)
	if s == nil || me == engine.NoPlayer || !view.Phase().Acting(me) {
		return nil
	}
	switch view.Phase().Name {
	case sb.PhaseBuild:
		return newBuildModel(cfg, s, me, prev)
	case sb.PhaseSetup:
		return newSetupModel(cfg, s, me, prev)
	case sb.PhaseReroll, sb.PhaseOrder, sb.PhaseDisplace, sb.PhaseAttackerOpts, sb.PhaseDefenderOpts,
		sb.PhaseFlyCasual, sb.PhaseEmperor, sb.PhaseDamageControl, sb.PhaseAllyOpts:
		return newPromptModel(cfg, s, me, prev)
	}
	return nil
}

// brief is b under a shorter help for the footer, which must hold the
// phase's keys and the game screen's (undo, help, quit) at 80 columns;
// the help page (?) lists b with its full words.
func brief(b key.Binding, label string) key.Binding {
	return key.NewBinding(key.WithKeys(b.Keys()...), key.WithHelp(b.Help().Key, label))
}
