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

// TestChartEntryNamesTheCharacter: a damage chart entry of a design file
// names a character that is no damage code whole, as an order does.
func TestChartEntryNamesTheCharacter(t *testing.T) {
	_, err := ParseChartEntry("E漢")
	if err == nil || !strings.Contains(err.Error(), `'漢' is not a damage code`) {
		t.Errorf("ParseChartEntry(%q) = %v, want an error naming '漢'", "E漢", err)
	}
}
