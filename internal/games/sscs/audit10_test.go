package sscs

import (
	"strings"
	"testing"
)

// The tenth audit, of ship construction and data: the shipped designs and
// scenarios against the rules they claim.

// TestScenario_StartDocked_Room: a scenario's ships that start docked meet
// the room a docking in play needs (Docking: "there isn't room on the
// fighter for both destroyers"): one ship may start docked with any other,
// a Lance with a Kestrel; two Lances (261 each) together larger than the
// Kestrel (89) may not; two Wasps (19 each) beside a Lance may. Before,
// the scenario's check looked at hex, heading and speed only.
func TestScenario_StartDocked_Room(t *testing.T) {
	doc := func(host string, dockers ...string) string {
		s := "game: sscs\nname: x\ntitle: X\nsides:\n  - {name: A, ships: [{name: h, design: " + host + ", at: '0,0', heading: N, speed: 2}]}\n  - {name: B, ships: ["
		for i, d := range dockers {
			if i > 0 {
				s += ", "
			}
			s += "{name: d" + string(rune('1'+i)) + ", design: " + d + ", at: '0,0', heading: N, speed: 2, docked: h}"
		}
		return s + "]}\n"
	}
	for _, c := range []struct {
		host    string
		dockers []string
		ok      bool
	}{
		{"Kestrel", []string{"Lance"}, true},
		{"Kestrel", []string{"Lance", "Lance"}, false},
		{"Lance", []string{"Wasp", "Wasp"}, true},
		{"Bastion", []string{"Lance", "Aerie"}, true},  // 261 + 330 = 591 ≤ 600
		{"Bastion", []string{"Aerie", "Aerie"}, false}, // 660 > 600
	} {
		_, err := (Game{}).DecodeScenario([]byte(doc(c.host, c.dockers...)))
		want := c.ok
		switch {
		case want && err != nil:
			t.Errorf("%s with %v: %v, want accepted", c.host, c.dockers, err)
		case !want && (err == nil || !strings.Contains(err.Error(), "no room")):
			t.Errorf("%s with %v: %v, want 'no room'", c.host, c.dockers, err)
		}
	}
}
