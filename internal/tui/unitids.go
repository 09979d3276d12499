package tui

import "unicode"

// NumberIDs lists the map ids made from the number in a unit's name, best
// first, for the games whose ids come from names a scenario's author
// writes (SSCS, Starmada). Their ids start with the initials of a name's
// words ("Aerie Wasp 1" AW1); a name of more words than that fits, such as
// "Vorr raider number 07 x", would otherwise fall back on pairs of its
// letters (Vo, Vr, Va …), which read alike for every ship of a fleet
// numbered so and tell none of them from another. So its number comes
// next: first in two cells, the width the Compact zoom shows whole (two
// digits as they are, "07"; one with the name's first letter, "V7"; of a
// longer number the last two, "Fleet 123" 23), then, for a map where
// another fleet has taken those, with the name's first letter in three
// ("V07", "F23"). A name's digits are taken together ("Aerie 1 Wasp 2"
// 12). Only ASCII letters and digits are used, as in the ids themselves.
// A name without a digit gives none.
func NumberIDs(name string) []string {
	var digits []rune
	var lead rune
	for _, r := range name {
		switch {
		case r >= 128:
		case unicode.IsDigit(r):
			digits = append(digits, r)
		case unicode.IsLetter(r) && lead == 0:
			lead = unicode.ToUpper(r)
		}
	}
	n := len(digits)
	switch {
	case n == 0, n == 1 && lead == 0:
		return nil
	case n == 1:
		return []string{string([]rune{lead, digits[0]})}
	case lead == 0:
		return []string{string(digits[n-2:])}
	}
	return []string{string(digits[n-2:]), string(lead) + string(digits[n-2:])}
}
