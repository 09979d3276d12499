package silentdeath

import (
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
)

var smallInts = func() (a [100]string) {
	for i := range a {
		a[i] = strconv.Itoa(i)
	}
	return
}()

func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return strconv.Itoa(n)
}

func signed(n int) string {
	if n < 0 {
		return "−" + itoa(-n)
	}
	return "+" + itoa(n)
}

// Possessive is a side's name with the possessive ending: "Red's",
// "Grizzlies'" (engine.Possessive).
func Possessive(name string) string { return engine.Possessive(name) }
