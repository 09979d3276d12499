package starshipbattles

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/armada-tui/armada-tui/internal/engine"
	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// sbState is the battle a frame shows, or nil for a state of another game.
func sbState(st engine.State) *sb.State {
	s, _ := st.(*sb.State)
	return s
}

// colorOf is side p's colour, as the scenario gives it.
func colorOf(s *sb.State, p engine.Player) string { return s.SideColor(p) }

// sideName is side p's name, as the scenario gives it ("Light Side",
// "Rebel Fleet").
func sideName(s *sb.State, p engine.Player) string { return s.SideName(p) }

// mapIDs gives every ship its id on the map, by ShipID: two cells for a
// ship with a facing (the arrow takes the third), three for a fighter.
// The letters come from the card's short name ("Ex", "SD", "Xw"), a number
// is added when a team has several of a card ("TF2", "S1"), and a card
// whose letters another card took tries other letters, then its ShipID.
func mapIDs(s *sb.State, ships []sb.ShipInfo) []string {
	cards := s.Cards()
	base := map[sb.CardID]string{}
	taken := map[string]sb.CardID{}
	for _, sh := range ships {
		if _, ok := base[sh.Card]; ok {
			continue
		}
		c := cards[sh.Card]
		for _, cand := range idCandidates(c.Short) {
			if _, used := taken[cand]; !used {
				base[sh.Card] = cand
				taken[cand] = sh.Card
				break
			}
		}
		if _, ok := base[sh.Card]; !ok {
			base[sh.Card] = strconv.Itoa(int(sh.Card) % 100)
		}
	}
	out := make([]string, len(ships))
	seen := map[string]bool{}
	for i, sh := range ships {
		b := base[sh.Card]
		num := strings.TrimPrefix(s.Name(sh.ID), cards[sh.Card].Short)
		num = strings.TrimSpace(num)
		room := 2
		if sh.Class == 4 {
			room = 3
		}
		id := b
		if num != "" {
			keep := max(0, room-len(num))
			id = string([]rune(b)[:min(keep, len([]rune(b)))]) + num
		}
		if len([]rune(id)) > room || seen[id] {
			id = strconv.Itoa(int(sh.ID))
		}
		seen[id] = true
		out[i] = id
	}
	return out
}

// idCandidates lists two-letter ids for a short name, best first: the
// initials of its words, its first two letters, the first and last
// letters.
func idCandidates(short string) []string {
	var words [][]rune
	for _, w := range strings.Fields(short) {
		var rs []rune
		for _, r := range w {
			if r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
				rs = append(rs, r)
			}
		}
		if len(rs) > 0 {
			words = append(words, rs)
		}
	}
	if len(words) == 0 {
		return nil
	}
	up := unicode.ToUpper
	var out []string
	if len(words) > 1 {
		out = append(out, string([]rune{up(words[0][0]), up(words[1][0])}))
		last := words[len(words)-1]
		out = append(out, string([]rune{up(words[0][0]), up(last[0])}))
	}
	first := words[0]
	for k := 1; k < len(first); k++ {
		out = append(out, string([]rune{up(first[0]), unicode.ToLower(first[k])}))
	}
	return out
}
