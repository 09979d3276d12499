package starmada

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// dump encodes everything a view exposes through its exported accessors
// and its Go representation.
func dump(s *State) string {
	data, _ := json.Marshal(struct {
		Ships    []ShipInfo
		Craft    []CraftInfo
		Declared []Declaration
		Legal    []engine.Intent
	}{s.Ships(), s.Craft(), s.Declared(), s.Legal(0)})
	return string(data) + fmt.Sprintf("%+v", *s)
}

// TestOrdersAreSecret: while Hegemony writes its orders, Imperial's view
// holds none of them, and hashes differently from the full state.
func TestOrdersAreSecret(t *testing.T) {
	s := newGame(t, "standard", 3)
	orders := map[string]string{"Hive": "1S1P", "Mantis": "1R1P1", "Hornet": "1P1S1", "Wasp": "1S1S1S1"}
	for ship, o := range orders {
		s, _ = apply(t, s, WriteOrders{By: 1, Ship: ship, Orders: o})
	}
	v := s.View(0).(*State)
	text := dump(v)
	for _, o := range orders {
		if strings.Contains(text, o) {
			t.Fatalf("Imperial's view holds Hegemony's order %q", o)
		}
	}
	if v.Hash() == s.Hash() {
		t.Fatal("the view hashes like the full state")
	}
	mine := dump(s.View(1).(*State))
	for _, o := range orders {
		if !strings.Contains(mine, o) {
			t.Fatalf("Hegemony's own view lacks %q", o)
		}
	}
	// The orders are revealed in the Movement Phase.
	s, _ = apply(t, s, Submit{By: 1})
	_, ev := apply(t, s, Submit{By: 0})
	log := eventsText(ev)
	for _, o := range orders {
		if !strings.Contains(log, o) {
			t.Fatalf("the movement does not reveal %q:\n%s", o, log)
		}
	}
}
