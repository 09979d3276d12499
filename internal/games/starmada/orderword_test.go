package starmada

import (
	"strings"
	"testing"
)

// TestOrdersNameTheCharacter: an order with a character that is no
// maneuver names that character whole, not the first byte of its UTF-8
// ("漢" was named 'æ'), and a letter as it was typed.
func TestOrdersNameTheCharacter(t *testing.T) {
	for _, c := range []struct{ order, want string }{
		{"2漢1", `'漢' is not a maneuver`},
		{"é", `'é' is not a maneuver`},
		{"3x", `'x' is not a maneuver`},
	} {
		_, err := ParseOrders(c.order)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseOrders(%q) = %v, want an error with %s", c.order, err, c.want)
		}
	}
}
