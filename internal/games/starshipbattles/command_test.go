package starshipbattles

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The tests of Command (glossary) and Fleet Commander Options: which
// ship's Command counter pays for an option. The rulebook has the player
// place a counter of its own; the program pays with the narrowest entry,
// of the first ship with one that narrow, unless the player names another
// ship (docs/rules: a destroyed ship's counters are lost, so which ship
// pays can matter).

// payerBattle is Light's Home One (Command [2] and [3]) and Republic
// Cruiser ([2, 3]) against a Star Destroyer, at the start of Light's move
// (Light lost the initiative and keeps the check):
// both can pay for Power to Engines (class 2), Home One by default (its [2]
// is the narrower entry).
func payerBattle(t *testing.T) (s *State, home, cruiser, isd ShipID) {
	t.Helper()
	s = battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:Republic Cruiser@2,20:N", "dark:Imperial Star Destroyer@10,2:S")
	s, _ = apply(t, s, Pass{By: 0}) // Home One's array: no reroll
	if s.phase != phMove || s.actor() != 0 {
		t.Fatalf("want Light's move, got %+v", s.Phase())
	}
	return s, s.ship(t, "Home One"), s.ship(t, "Republic Cruiser"), s.ship(t, "Star Destroyer")
}

// plays lists the Play spellings of o in ins.
func plays(ins []engine.Intent, o Option) []Play {
	var out []Play
	for _, in := range ins {
		if p, ok := in.(Play); ok && p.Option == o {
			out = append(out, p)
		}
	}
	return out
}

// Two ships can pay: Legal spells the play with no payer (Home One's
// counter) and once more naming the Republic Cruiser; no other spelling.
func TestRule_Command_LegalNamesAPayerOnlyWhenTwoCanPay(t *testing.T) {
	s, home, cruiser, _ := payerBattle(t)
	got := plays(s.Legal(0), PowerToEngines)
	want := []Play{{By: 0, Option: PowerToEngines}, {By: 0, Option: PowerToEngines, Payer: PaidBy(cruiser)}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("Power to Engines spelt %v, want %v", got, want)
	}
	if id, _ := s.counterFor(0, PowerToEngines); id != home {
		t.Fatalf("the counter paid when none is named is %s's, want Home One's", s.Name(id))
	}
	// With the Cruiser gone only Home One can pay: one spelling.
	one := s.clone()
	one.ships[cruiser].status = stDestroyed
	if got := plays(one.Legal(0), PowerToEngines); len(got) != 1 || got[0].Payer != NoPayer {
		t.Fatalf("one ship can pay: Power to Engines spelt %v, want once with no payer", got)
	}
	refuse(t, one, Play{By: 0, Option: PowerToEngines, Payer: PaidBy(home)}, "Home One's counter is the one that pays for Power to Engines when no ship is named")
}

// The ship named pays: the Republic Cruiser's one entry is spent, Home
// One keeps both of its counters, and the log names the payer.
func TestRule_Command_TheNamedShipsCounterPays(t *testing.T) {
	s, home, cruiser, _ := payerBattle(t)
	n, ev := apply(t, s, Play{By: 0, Option: PowerToEngines, Payer: PaidBy(cruiser)})
	if n.ships[cruiser].spent != 1 || n.ships[home].spent != 0 {
		t.Fatalf("spent: Cruiser %b, Home One %b; want the Cruiser's entry only", n.ships[cruiser].spent, n.ships[home].spent)
	}
	if !strings.Contains(texts(ev), "Power to Engines with a Command counter of Republic Cruiser") {
		t.Fatalf("the log does not name the payer:\n%s", texts(ev))
	}
	if n.effects[Light]&(1<<PowerToEngines) == 0 {
		t.Fatal("Power to Engines is not in effect")
	}
	// Named none, Home One's class 2 entry pays, as before.
	d, ev := apply(t, s, Play{By: 0, Option: PowerToEngines})
	if d.ships[home].spent != 1 || d.ships[cruiser].spent != 0 || !strings.Contains(texts(ev), "counter of Home One") {
		t.Fatalf("no payer named: spent Home One %b, Cruiser %b\n%s", d.ships[home].spent, d.ships[cruiser].spent, texts(ev))
	}
}

// A destroyed ship's counters are lost (the project's reading) whoever
// paid: the Cruiser named to pay and then destroyed leaves Home One's
// class 2 and class 3 counters; Home One paying by default and then
// destroyed leaves only the Cruiser's broad one, and losing Home One takes
// its class 3 counter with it.
func TestRule_Command_ADestroyedPayersOtherCountersAreLost(t *testing.T) {
	s, home, cruiser, _ := payerBattle(t)
	named, _ := apply(t, s, Play{By: 0, Option: PowerToEngines, Payer: PaidBy(cruiser)})
	named.ships[cruiser].status = stDestroyed
	if named.counters(0, 2) != 1 || named.counters(0, 3) != 1 {
		t.Fatalf("Cruiser paid, then destroyed: class 2 %d, class 3 %d; want Home One's 1 and 1", named.counters(0, 2), named.counters(0, 3))
	}
	def, _ := apply(t, s, Play{By: 0, Option: PowerToEngines})
	def.ships[home].status = stDestroyed
	if def.counters(0, 2) != 1 || def.counters(0, 3) != 1 {
		t.Fatalf("Home One paid, then destroyed: class 2 %d, class 3 %d; want the Cruiser's one entry for each", def.counters(0, 2), def.counters(0, 3))
	}
	def.ships[cruiser].status = stDestroyed
	if def.counters(0, 2) != 0 || def.counters(0, 3) != 0 || def.canPay(0, FlyCasual) {
		t.Fatal("a destroyed ship's counters were kept")
	}
}

// Check refuses a payer that cannot pay, saying which ship and why.
func TestRule_Command_ABadPayerIsRefused(t *testing.T) {
	s, home, cruiser, isd := payerBattle(t)
	for _, tc := range []struct {
		payer ShipID
		edit  func(*State)
		want  string
	}{
		{isd, nil, "Star Destroyer is not in Mark's fleet"},
		{99, nil, "there is no ship 99 in this battle"},
		{cruiser, func(n *State) { n.ships[cruiser].status = stDestroyed }, "Republic Cruiser is out of the battle (destroyed or fled), and its Command counters were lost with it"},
		{cruiser, func(n *State) { n.ships[cruiser].spent = 1 }, "Republic Cruiser has spent its Command counter for class 2 options already"},
		{home, nil, "Home One's counter is the one that pays for Power to Engines when no ship is named"},
	} {
		n := s.clone()
		if tc.edit != nil {
			tc.edit(n)
		}
		in := Play{By: 0, Option: PowerToEngines, Payer: PaidBy(tc.payer)}
		if err := n.Check(in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: Check says %v, want %q", in, err, tc.want)
		}
		refuse(t, n, in, tc.want)
	}
	// A ship whose card has no entry for the class: the Falcon ([3]) and
	// Home One ([3]) can pay for Fly Casual, the Falcon not for class 2.
	f := battle(t, RulesAdvanced, nil, lightFirst,
		"light:Mon Calamari Cruiser Home One@10,20:N", "light:Millennium Falcon@2,20:N", "dark:Imperial Star Destroyer@10,2:S")
	f, _ = apply(t, f, Pass{By: 0})
	refuse(t, f, Play{By: 0, Option: PowerToEngines, Payer: PaidBy(f.ship(t, "Falcon"))},
		"Falcon has no Command counter for class 2 options, and Power to Engines is a class 2 option")
	// The option itself is judged first: no payer makes an option playable.
	refuse(t, f, Play{By: 0, Option: FlyCasual, Payer: PaidBy(f.ship(t, "Falcon"))}, "Fly Casual")
}

// The save keeps the payer: a play that names one is written with the
// ship's number, one that names none without the field (as every save
// written before), and both read back to the same intent.
func TestRule_Command_TheSaveKeepsThePayer(t *testing.T) {
	for _, tc := range []struct {
		in   Play
		json string
	}{
		{Play{By: 1, Option: FlyCasual}, `{"by":1,"option":5}`},
		{Play{By: 0, Option: PowerToEngines, Payer: PaidBy(0)}, `{"by":0,"option":3,"payer":0}`},
		{Play{By: 0, Option: Evasive, Payer: PaidBy(17)}, `{"by":0,"option":10,"payer":17}`},
	} {
		data, err := json.Marshal(tc.in)
		if err != nil || string(data) != tc.json {
			t.Fatalf("%v encodes as %s (%v), want %s", tc.in, data, err, tc.json)
		}
		back, err := Game{}.DecodeIntent(KindPlay, data)
		if err != nil || back != tc.in {
			t.Fatalf("%s decodes as %#v (%v), want %#v", data, back, err, tc.in)
		}
	}
	for data, want := range map[string]string{
		`{"by":0,"option":3,"payer":-1}`:     "payer: -1 where a ship's number (0 or more) is wanted",
		`{"by":0,"option":3,"payer":"Home"}`: `payer: "Home" where a ship's number (0 or more) is wanted`,
	} {
		if _, err := (Game{}).DecodeIntent(KindPlay, json.RawMessage(data)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", data, err, want)
		}
	}
	if s := (Play{By: 0, Option: PowerToEngines, Payer: PaidBy(4)}).String(); s != "play Power to Engines, paid by ship 4" {
		t.Errorf("String: %q", s)
	}
	st, _, cruiser, _ := payerBattle(t)
	if d := st.Describe(Play{By: 0, Option: PowerToEngines, Payer: PaidBy(cruiser)}, 0); d != "play Power to Engines, paid by Republic Cruiser" {
		t.Errorf("Describe: %q", d)
	}
}
