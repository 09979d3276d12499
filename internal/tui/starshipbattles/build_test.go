package starshipbattles

import (
	"regexp"
	"strings"
	"testing"

	sb "github.com/armada-tui/armada-tui/internal/games/starshipbattles"
)

// TestBuilderHotseat builds both fleets of the standard battle by keys:
// the running total against the limit, a second Unique ship refused with
// the rule the rules give, a card taken out again, the scripted builder's
// help, the handoff to the other player, who sees nothing of the first
// fleet, and the reveal into the set-up.
func TestBuilderHotseat(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok {
		t.Fatalf("no fleet builder:\n%s", d.Screen())
	}
	if c := m.cards[m.rows()[0]]; c.Short != "Viscount" {
		t.Fatalf("the list does not open on the Light Side's dearest card: %s", c.Name)
	}
	d.Keys("enter")
	if s := d.Screen(); !strings.Contains(s, "150 of 300 points · 150 left · 1 card") || !strings.Contains(s, "Fleet: Viscount") {
		t.Fatalf("the total is not kept:\n%s", s)
	}
	d.Keys("enter")
	s := d.Screen()
	if sess.Len() != 1 || !strings.Contains(s, "Refused:") || !strings.Contains(s, "Unique") {
		t.Fatalf("a second Viscount is not refused with the Unique rule (%d intents):\n%s", sess.Len(), s)
	}
	d.Keys("down", "enter", "down", "enter", "-")
	if f := sess.State().(*sb.State).Fleet(0); f.Points != 150+50 || len(f.Picks) != 2 {
		t.Fatalf("after adding Home One and the Assault Ship and taking one out: %+v", f)
	}
	d.Keys("f")
	// (The Super Star Destroyer Executor is "Executor" in the list at
	// 80 columns, as on the map: TestBuilderListNamesAreWhole.)
	if s := d.Screen(); !strings.Contains(s, "Imperial Star Destroyer") {
		t.Fatalf("the faction filter does not show the Dark Side's cards:\n%s", s)
	}
	d.Keys("b", "b", "b")
	if sess.Len() < 6 {
		t.Fatalf("the scripted builder added nothing: %d intents", sess.Len())
	}
	// Ready with points left that would still buy a card: the game
	// screen asks first, naming them; esc goes back to the builder where
	// it was.
	n, cursor := sess.Len(), d.Snap().Phase.(*buildModel).cursor
	d.Keys("d")
	if s := d.Screen(); sess.Len() != n || !strings.Contains(s, "The fleet is ready with") || !strings.Contains(s, "points") ||
		!strings.Contains(s, "still") {
		t.Fatalf("ready with points left does not ask first:\n%s", s)
	}
	d.Keys("esc")
	if m, ok := d.Snap().Phase.(*buildModel); !ok || m.cursor != cursor || sess.Len() != n {
		t.Fatalf("esc does not return to the builder where it was:\n%s", d.Screen())
	}
	d.Keys("d", "y")
	if s := d.Screen(); !strings.Contains(s, "Pass the terminal to Dark Side") {
		t.Fatalf("no handoff after the Light Side is ready:\n%s", s)
	}
	d.Keys("enter")
	s = d.Screen()
	if !strings.Contains(s, "Dark Side builds its fleet in secret") || !strings.Contains(s, "0 of 300 points") {
		t.Fatalf("the Dark Side's builder is not shown:\n%s", s)
	}
	// The Dark Side's builder starts on its own first line, under the
	// header: its dearest card, with the cursor on it.
	if m := d.Snap().Phase.(*buildModel); m.cursor != 0 || m.cards[m.rows()[0]].Short != "Executor" {
		t.Fatalf("the Dark Side's builder does not start on its first card (cursor %d):\n%s", m.cursor, s)
	}
	if lines := strings.Split(s, "\n"); len(lines) < 6 || !strings.HasPrefix(lines[1], "Dark Side builds") || !strings.HasPrefix(lines[5], "> Executor ") {
		t.Fatalf("the builder's first lines:\n%s", s)
	}
	for _, secret := range []string{"Viscount", "Home One", "200 of 300"} {
		if strings.Contains(s, secret) {
			t.Errorf("the Dark Side sees %q of the Light Side's secret fleet:\n%s", secret, s)
		}
	}
	for i := 0; i < 30 && sess.State().Phase().Name == sb.PhaseBuild; i++ {
		d.Keys("b")
	}
	d.Keys("d", "y")
	if name := sess.State().Phase().Name; name != sb.PhaseSetup {
		t.Fatalf("after both fleets are ready the phase is %q:\n%s", name, d.Screen())
	}
	if _, ok := d.Snap().Phase.(*setupModel); !ok {
		t.Fatalf("no set-up screen after the reveal:\n%s", d.Screen())
	}
}

// TestBuilderTeamPlay shows a team-mate's fleet in the builder, and keeps
// a Unique ship once a team.
func TestBuilderTeamPlay(t *testing.T) {
	sess := session(t, "teams", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("enter")  // the first Light Side player takes the Viscount
	d.Keys("d", "y") // and is ready with 150 of its 300 points unspent
	if !strings.Contains(d.Screen(), "Pass the terminal") {
		t.Fatalf("no handoff:\n%s", d.Screen())
	}
	toSecondLight(d)
	s := d.Screen()
	if d.Snap().Viewer != 2 || !strings.Contains(s, "Team-mate") || !strings.Contains(s, "Viscount") {
		t.Fatalf("the second Light Side player does not see the team-mate's fleet:\n%s", s)
	}
	d.Keys("enter")
	if s := d.Screen(); !strings.Contains(s, "Refused:") || !strings.Contains(s, "your team") {
		t.Fatalf("a Viscount for the team's second fleet is not refused:\n%s", s)
	}
}

// TestBuilderTeamMateFleetWraps: at 80×24 the second Light Side player
// reads every card of its team-mate's 300-point fleet (the line was cut
// at one line: "Viscount, Home One, Assault Ship ×2…" hid the rest of the
// team's Unique ships and its share of the set-up area).
func TestBuilderTeamMateFleetWraps(t *testing.T) {
	sess := session(t, "teams", 3)
	d := game(t, config(), sess, 80, 24)
	buildPlanned(d) // a full fleet of many kinds of card
	mate := sess.State().(*sb.State).Fleet(0)
	toSecondLight(d)
	s := d.Screen()
	if d.Snap().Viewer != 2 {
		t.Fatalf("not the second Light Side player:\n%s", s)
	}
	m := d.Snap().Phase.(*buildModel)
	var head string
	for _, l := range strings.Split(s, "\n")[1:m.listTop] {
		head += " " + strings.TrimSpace(l)
	}
	kinds := map[sb.CardID]bool{}
	for _, c := range mate.Picks {
		kinds[c] = true
		if short := m.cards[c].Short; !strings.Contains(head, short) {
			t.Errorf("the team-mate's %s is not in the head:\n%s", short, s)
		}
	}
	if len(kinds) < 4 {
		t.Fatalf("the team-mate's fleet has %d kinds of card only: %v", len(kinds), mate.Picks)
	}
	checkFrame(t, s, 80, 24, false)
}

// TestBuilderLongLinesWrap builds a fleet of six kinds of card at 80×24:
// the fleet so far and the card's class, cost and faction are read whole,
// on a second line where one is too short.
func TestBuilderLongLinesWrap(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("b", "b", "b", "b", "b", "b")
	f := sess.State().(*sb.State).Fleet(0)
	s := d.Screen()
	m := d.Snap().Phase.(*buildModel)
	// The head: the title, the total and the fleet, down to the line
	// that names the list's cards (the screen's line listTop).
	var head string
	for _, l := range strings.Split(s, "\n")[1:m.listTop] {
		head += " " + strings.TrimSpace(l)
	}
	for _, c := range f.Picks {
		if short := m.cards[c].Short; !strings.Contains(head, short) {
			t.Errorf("the fleet's %s is not in the head:\n%s", short, s)
		}
	}
	if strings.Contains(s, "· Light…") || strings.Contains(s, "· Light …") {
		t.Errorf("the card's faction is cut off:\n%s", s)
	}
	checkFrame(t, s, 80, 24, false)
}

// TestBuilderNamesWholeWhenWide opens the builder at 200×60: every card's
// name is read whole in the list, none cut with "…".
func TestBuilderNamesWholeWhenWide(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 200, 60)
	d.Keys("f")
	s := d.Screen()
	for _, c := range d.Snap().Phase.(*buildModel).cards {
		if !strings.Contains(s, "  "+c.Name+" ") && !strings.Contains(s, "> "+c.Name+" ") {
			t.Errorf("%s is not whole in the list:\n%s", c.Name, s)
		}
	}
	checkFrame(t, s, 200, 60, false)
}

// TestBuilderHelpOnlyAdds: b is "the scripted builder adds a card". With a
// fleet of the player's own that the builder would not have bought (here
// 294 of 300 points, a Jedi Starfighter among the fighters), the builder's
// next step is to take a card out, and b did that unasked: the Jedi went,
// then an X-wing. Now b takes nothing out and says what the builder would
// do; x stays the way to take a card out.
func TestBuilderHelpOnlyAdds(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	// Viscount, Home One, Assault Ship, Falcon, Luke's X-wing, Jedi
	// Starfighter and three X-wings: 300 points; x takes an X-wing out.
	d.Keys("enter", "down", "enter", "down", "enter", "down", "down", "enter",
		"down", "down", "down", "enter", "down", "enter", "down", "enter", "enter", "enter", "x")
	before := sess.State().(*sb.State).Fleet(0)
	if before.Points != 294 || len(before.Picks) != 8 {
		t.Fatalf("the fleet before b: %d points, %d cards", before.Points, len(before.Picks))
	}
	n := sess.Len()
	d.Keys("b")
	after := sess.State().(*sb.State).Fleet(0)
	if len(after.Picks) < len(before.Picks) || after.Points < before.Points {
		t.Fatalf("b took a card out: %d points, %d cards, after %d points, %d cards", before.Points, len(before.Picks), after.Points, len(after.Picks))
	}
	if sess.Len() == n {
		if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "The scripted builder would add nothing to this fleet") || !strings.Contains(s, "x to take a card out") {
			t.Errorf("b did nothing and said nothing of why:\n%s", d.Screen())
		}
	}
	checkFrame(t, d.Screen(), 80, 24, false)
}

// TestBuilderSpaceAdds: space adds the card under the cursor, as it
// chooses on the action list, the set-up and the questions (and adds in
// SSCS's squadron builder); here it did nothing.
func TestBuilderSpaceAdds(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("space")
	if f := sess.State().(*sb.State).Fleet(0); len(f.Picks) != 1 || f.Points != 150 {
		t.Fatalf("space did not add the Viscount: %+v\n%s", f, d.Screen())
	}
}

// TestBuilderSaysWhatIsOwn: the rulebook prints no stat card, only some
// numbers of some ships, and the builder showed the Viscount's card as if
// every number on it were printed (found playing the standard battle:
// nothing said its front Defense 17 or its reduced side were the
// project's). A rulebook card's own values are listed under it, at 200×60
// whole; at 80×24 as many as fit, the rest pointed to in docs/rules.
func TestBuilderSaysWhatIsOwn(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 200, 60)
	m := d.Snap().Phase.(*buildModel)
	viscount := m.cards[m.rows()[0]]
	if viscount.Own || len(viscount.OwnValues) == 0 {
		t.Fatalf("the Viscount is no longer a rulebook card with values of the project's own: %+v", viscount)
	}
	s := d.Screen()
	if !strings.Contains(s, "The project's own on this card") {
		t.Fatalf("the Viscount's card does not say what is the project's own:\n%s", s)
	}
	flat := strings.Join(strings.Fields(s), " ")
	for _, v := range viscount.OwnValues {
		if !strings.Contains(flat, strings.Join(strings.Fields(v), " ")) {
			t.Errorf("the own value %q is not on the card at 200x60", v)
		}
	}
	checkFrame(t, s, 200, 60, false)

	d = game(t, config(), session(t, "standard", 3), 80, 24)
	s = d.Screen()
	if !strings.Contains(strings.Join(strings.Fields(s), " "), "some values the project's own") || !strings.Contains(s, "Command 1 1 3") {
		t.Errorf("at 80x24 the card does not say some values are the project's own, or lost its last line:\n%s", s)
	}
	checkFrame(t, s, 80, 24, false)
}

// TestBuilderFillsWithA: a fills the fleet as the scripted builder would,
// as a does in every game's builder, one intent a card (so u takes the
// last back), and says what it added; the fleet is then ready without
// the question about points that would still buy a card.
func TestBuilderFillsWithA(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("enter") // the Viscount, by hand
	d.Keys("a")
	f := sess.State().(*sb.State).Fleet(0)
	if len(f.Picks) < 2 || sess.Len() != len(f.Picks) {
		t.Fatalf("a did not fill the fleet card by card: %d intents, %+v", sess.Len(), f)
	}
	s := d.Screen()
	if !strings.Contains(s, "The scripted builder added") {
		t.Fatalf("a does not say what it added:\n%s", s)
	}
	d.Keys("a")
	if n := len(sess.State().(*sb.State).Fleet(0).Picks); n != len(f.Picks) {
		t.Fatalf("a second a added %d more cards to a full fleet", n-len(f.Picks))
	}
	if s := d.Screen(); !strings.Contains(s, "would add nothing") {
		t.Fatalf("a on a full fleet does not say why nothing happens:\n%s", s)
	}
	d.Keys("d")
	if s := d.Screen(); strings.Contains(s, "still") && strings.Contains(s, "The fleet is ready with") {
		t.Fatalf("a left points that would still buy a card:\n%s", s)
	}
}

// TestBuilderClicks builds with the mouse, as the action list is used: a
// click on a card puts the cursor there, a second click on it adds it; a
// click on the card's details beside the list adds nothing.
func TestBuilderClicks(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	m, ok := d.Snap().Phase.(*buildModel)
	if !ok {
		t.Fatalf("no fleet builder:\n%s", d.Screen())
	}
	// The list's second card (row 1) on the screen: the phase model is
	// drawn from the line under the header.
	y := -1
	for l, row := range m.listRows {
		if row == 1 {
			y = 1 + m.listTop + l
		}
	}
	if y < 0 {
		t.Fatalf("the list's second card is not drawn:\n%s", d.Screen())
	}
	want := m.rows()[1]
	d.Click(2, y)
	if m.cursor != 1 || sess.Len() != 0 {
		t.Fatalf("the first click put the cursor on %d (want 1) or added a card:\n%s", m.cursor, d.Screen())
	}
	d.Click(m.listW+4, y) // the details beside the list
	if m.cursor != 1 || sess.Len() != 0 {
		t.Fatalf("a click beside the list moved the cursor to %d or added a card", m.cursor)
	}
	d.Click(2, y)
	f := sess.State().(*sb.State).Fleet(0)
	if sess.Len() != 1 || len(f.Picks) != 1 || f.Picks[0] != want {
		t.Fatalf("the second click did not add %s: %+v\n%s", m.cards[want].Name, f, d.Screen())
	}
}

// TestBuilderFillSaysWhatStopsIt: with a Jedi Starfighter in a fleet of
// 294 points, a said the scripted builder would add nothing to this fleet
// while d asked whether to leave the points a V-wing still fits: the
// builder's next step is to take the Jedi out (a card of no plan of its
// own), so it adds nothing. a now says so, and names the card d names.
func TestBuilderFillSaysWhatStopsIt(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	d.Keys("enter", "down", "enter", "down", "enter", "down", "down", "enter",
		"down", "down", "down", "enter", "down", "enter", "down", "enter", "enter", "enter", "x")
	st := sess.State().(*sb.State)
	fits := st.Unspent(sb.Done{By: 0})
	if fits == "" {
		t.Fatalf("no card still fits the fleet of %d points", st.Fleet(0).Points)
	}
	d.Keys("a")
	flat := strings.Join(strings.Fields(d.Screen()), " ")
	for _, want := range []string{"Jedi Starfighter out", "still fits"} {
		if !strings.Contains(flat, want) {
			t.Errorf("a does not say %q (d says %q):\n%s", want, fits, d.Screen())
		}
	}
	_, card, _ := strings.Cut(fits, "(")
	card, _, _ = strings.Cut(card, " at ")
	if !strings.Contains(flat, card) {
		t.Errorf("a does not name %s, which d says still fits:\n%s", card, d.Screen())
	}
	checkFrame(t, d.Screen(), 80, 24, false)
	d.Keys("d")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, card) {
		t.Errorf("d no longer names %s:\n%s", card, d.Screen())
	}
}

// a with a fleet that d would refuse: three Jedi Starfighters and no ship
// of class 1 to 3. a said "Press d when the fleet is ready", and d then
// refused it for the ship it lacks (found by a play-tester); a now says
// what d would say.
func TestBuilderFillSaysWhyReadyIsRefused(t *testing.T) {
	sess := session(t, "standard", 3)
	d := game(t, config(), sess, 80, 24)
	for i := 0; i < 40 && !regexp.MustCompile(`(?m)^\s*>.*Jedi Starfighter`).MatchString(d.Screen()); i++ {
		d.Keys("down")
	}
	d.Keys("enter", "enter", "enter")
	st := sess.State().(*sb.State)
	refusal := st.Check(sb.Done{By: 0})
	if refusal == nil || st.Fleet(0).Points == 0 {
		t.Fatalf("the fleet of %d points is ready: the test shows nothing\n%s", st.Fleet(0).Points, d.Screen())
	}
	d.Keys("a")
	flat := strings.Join(strings.Fields(d.Screen()), " ")
	if !strings.Contains(flat, "class 1, 2 or 3") || strings.Contains(flat, "Press d when the fleet is ready") {
		t.Errorf("a does not say why d is refused (%v):\n%s", refusal, d.Screen())
	}
	checkFrame(t, d.Screen(), 80, 24, false)
}
