package sscs

import "testing"

// TestBoardingOddsSayWhenNoFaceWins: the odds of a boarding attack beside
// its assignment say, when no face of the d6 can win, that it cannot
// succeed and why, as the log does (a 0 on the table with no modifier
// below zero: "1d6 ≤ 0: 0 in 6" said the chance but not the reason);
// a 0 that a modifier brings within reach reads as any other chance; a
// modifier and a number below zero take the minus sign, as in the log.
func TestBoardingOddsSayWhenNoFaceWins(t *testing.T) {
	for _, c := range []struct {
		need, mod, wins int
		want            string
	}{
		{0, 0, 0, "1d6 ≤ 0: 0 in 6, cannot succeed: a d6 shows 1 at least"},
		{0, 1, 0, "1d6 +1 ≤ 0: 0 in 6, cannot succeed: the least it makes is 2"},
		{-2, -1, 0, "1d6 −1 ≤ −2: 0 in 6, cannot succeed: the least it makes is 0"},
		{0, -1, 1, "1d6 −1 ≤ 0: 1 in 6"},
		{2, 0, 2, "1d6 ≤ 2: 2 in 6"},
		{5, -2, 6, "1d6 −2 ≤ 5: 6 in 6"},
	} {
		if got, wins := oddsLine(c.need, c.mod); got != c.want || wins != c.wins {
			t.Errorf("need %d, mod %d: %q (%d), want %q (%d)", c.need, c.mod, got, wins, c.want, c.wins)
		}
	}
}
