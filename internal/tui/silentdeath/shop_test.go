package silentdeath

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/armada-tui/armada-tui/internal/engine"
	sd "github.com/armada-tui/armada-tui/internal/games/silentdeath"
	"github.com/armada-tui/armada-tui/internal/tui"
	"github.com/armada-tui/armada-tui/internal/tui/tuitest"
)

// buildSession is a 100-point General Engagement bought in the game,
// hotseat.
func buildSession(t testing.TB, points int) *engine.Session {
	t.Helper()
	sc, err := sd.EngagementBuild(points, [2]string{"Red", "Blue"})
	if err != nil {
		t.Fatal(err)
	}
	return tuitest.Hotseat(t, sd.Game{}, sc, nil, 1)
}

// shopOf is the purchases' screen the game screen shows.
func shopOf(t testing.TB, d *tuitest.Driver) *shopModel {
	t.Helper()
	m, ok := d.Snap().Phase.(*shopModel)
	if !ok {
		t.Fatalf("the purchases' screen is not shown (%T):\n%s", d.Snap().Phase, d.Screen())
	}
	return m
}

// catalogTo moves the catalogue's cursor to the offer named name.
func catalogTo(t testing.TB, d *tuitest.Driver, name string) {
	t.Helper()
	m := shopOf(t, d)
	for k := 0; k < 40; k++ {
		if m.cursor < len(m.offers) && m.offers[m.cursor].Name() == name {
			return
		}
		if m.cursor == m.rows()-1 {
			d.Keys("up")
			for m.cursor > 0 {
				d.Keys("up")
			}
			continue
		}
		d.Keys("down")
	}
	t.Fatalf("no offer %q", name)
}

// TestEngagementByKeys buys a 100-point General Engagement by keys on the
// purchases' screen: a purchase over the points is refused with the
// game's reason, a purchase is taken back, Blue sees Red's force (11.8 is
// open) and lets the builder buy, and the battle starts with what was
// bought, every purchase saved as an intent.
func TestEngagementByKeys(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	s := d.Screen()
	if !strings.Contains(s, "11.8: at most 100 TPV a side") || !strings.Contains(s, "Red buys; 100 of 100 points left") {
		t.Fatalf("the purchases' screen:\n%s", s)
	}
	// A Night Hawk with the crew offered (40 + 5 + 5).
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter")
	if !strings.Contains(d.Screen(), "TPV 50 = BPV 40 + pilot 10 (Plt 5 + Gnr 5)") {
		t.Fatalf("the crew step:\n%s", d.Screen())
	}
	d.Keys("b")
	if sess.Len() != 1 || !reflect.DeepEqual(sess.Records()[0].Intent, sd.Buy{By: 0, Type: "night-hawk", Plt: 5, Gnr: 5}) {
		t.Fatalf("the purchase is not an intent: %d", sess.Len())
	}
	// A Salamander with the best crew is over; it is refused, then bought
	// with a crew that fits.
	catalogTo(t, d, "Salamander")
	d.Keys("enter", "0", "0", "0")
	d.Keys("b")
	if s := d.Screen(); !strings.Contains(s, "costs 60 points, but 50 of 100 are left") || sess.Len() != 1 {
		t.Fatalf("an overspending purchase:\n%s", s)
	}
	d.Keys("up", "up", "up", "3", "3", "3", "enter")
	if sess.Len() != 2 || !strings.Contains(d.Screen(), "Red buys; 11 of 100 points left") {
		t.Fatalf("after the Salamander (%d intents):\n%s", sess.Len(), d.Screen())
	}
	// Take the Salamander back: tab to the purchases, down, x.
	d.Keys("tab", "down", "x")
	if sess.Len() != 3 || !strings.Contains(d.Screen(), "Red buys; 50 of 100 points left") {
		t.Fatalf("after taking it back:\n%s", d.Screen())
	}
	// Done with 50 points left asks first: 11.8's points do not carry over.
	d.Keys("tab", "d")
	if s := d.Screen(); !strings.Contains(s, "Done with 50 of the 100 points") || sess.Len() != 3 {
		t.Fatalf("done with points left did not ask:\n%s", s)
	}
	d.Keys("y")
	if strings.Contains(d.Screen(), "Pass the terminal to Blue") {
		d.Keys("enter") // nothing is secret, but a handoff does no harm
	}
	if s := d.Screen(); !strings.Contains(s, "Night Hawk A") || !strings.Contains(s, "Red: 50 of 100, 50 left (done)") {
		t.Fatalf("Blue does not see Red's force:\n%s", s)
	}
	d.Keys("a")
	if sh, _ := d.Snap().Session.State().(*sd.State).Shop(); sh.Spent[1] != 100 {
		t.Fatalf("the builder spent %d of Blue's 100:\n%s", sh.Spent[1], d.Screen())
	}
	d.Keys("d")
	st := sess.State().(*sd.State)
	if st.Phase().Name == sd.PhaseBuy || len(st.Crafts()) < 2 || st.Craft(0).TPV != 50 {
		t.Fatalf("the battle did not start with the purchases: %s", st.Phase().Name)
	}
	if d.Snap().Phase != nil {
		t.Fatal("the purchases' screen stays over the battle")
	}
}

// TestRefusalThenAdvice: a refused purchase reads the game's reason as a
// sentence, then the advice. The reason ends without a full stop, and at
// 80 columns the screen read "… 50 of 100 are left (11.8: at most 100 TPV a
// side) Lower a skill", the advice running on from the parenthesis. The
// builder's message counts its purchases in words ("4 purchases", not
// "4 purchase(s)").
func TestRefusalThenAdvice(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	catalogTo(t, d, "Pharsii II")
	d.Keys("enter", "0", "0", "0", "0")
	d.Keys("b")
	m := shopOf(t, d)
	if sess.Len() != 0 || !strings.Contains(m.err, "costs 110 points") {
		t.Fatalf("the overspending purchase was not refused (%d intents): %q", sess.Len(), m.err)
	}
	if !strings.Contains(m.err, "side). Lower a skill, or esc for something else.") {
		t.Errorf("the reason and the advice run together: %q", m.err)
	}
	d.Keys("esc")
	d.Keys("a")
	if msg := shopOf(t, d).msg; !strings.Contains(msg, "The builder makes ") || strings.Contains(msg, "(s)") {
		t.Errorf("the builder's message: %q", msg)
	}
	if got := sentence("Refused: done."); got != "Refused: done." {
		t.Errorf("a reason with its full stop got another: %q", got)
	}
}

// TestShopKeysAndFits: the purchases' screen names its keys in its help,
// fits 80×24 and 120×40 at every step, and leaves the game screen's own
// keys (undo) to the game screen.
func TestShopKeysAndFits(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		sess := buildSession(t, 150)
		d := tuitest.Game(t, cfg, sess, size[0], size[1])
		checkFits(t, d, cfg, size[0], size[1], "catalogue")
		d.Keys("enter")
		checkFits(t, d, cfg, size[0], size[1], "crew")
		d.Keys("b")
		checkFits(t, d, cfg, size[0], size[1], "bought")
		d.Keys("u")
		if sess.Len() != 0 {
			t.Fatalf("u did not take the purchase back through the game screen: %d intents", sess.Len())
		}
		d.Keys("?")
		s := d.Screen()
		for _, want := range []string{"builder fills", "take back", "done", "raise", "undo"} {
			if !strings.Contains(s, want) {
				t.Errorf("the help lacks %q:\n%s", want, s)
			}
		}
	}
}

// TestShopScripted: against the scripted opponent the purchases of its side
// are made by the builder, one intent each, and the battle starts.
func TestShopScripted(t *testing.T) {
	sess := buildSession(t, 100)
	sess.Players[1] = engine.PlayerSlot{Side: "Blue", Kind: engine.Scripted, Level: engine.LevelScripted}
	d := tuitest.Game(t, tui.Config{Catalog: catalog{}}, sess, 80, 24)
	d.Keys("a")
	d.Keys("d")
	for k := 0; k < 50 && sess.State().Phase().Name == sd.PhaseBuy; k++ {
		d.Msg(tea.WindowSizeMsg{Width: 80, Height: 24})
	}
	if sess.State().Phase().Name == sd.PhaseBuy {
		t.Fatalf("the scripted side did not buy:\n%s", d.Screen())
	}
	blue := 0
	for _, r := range sess.Records() {
		if r.Intent.Actor() == 1 && r.Intent.Kind() == sd.KindBuy {
			blue++
		}
	}
	if blue == 0 {
		t.Fatal("no purchase of the scripted side")
	}
}

// TestRosterLinesWrap: between a campaign's scenarios the reinforcements'
// screen lists the roster with what each damaged craft has lost; at 80
// columns a Night Hawk's losses were cut ("lost: 6 Sp…"), and they decide
// what to buy. The column now wraps them.
func TestRosterLinesWrap(t *testing.T) {
	sess := sdSession(t, "campaign", 3, false)
	c := playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Name == sd.PhaseCampRefit })
	me := c.Phase().Actors[0]
	sh, ok := c.Shop()
	if !ok {
		t.Fatal("no shop in the reinforcements")
	}
	roster := c.Squadron(me)
	roster.Craft = append(roster.Craft, sd.RosterCraft{Type: "night-hawk", ID: "Z", Damage: 10,
		Lost: []sd.LossFile{{Kind: sd.LossWeapon, N: 0, Box: 7}, {Kind: sd.LossWeapon, N: 1, Box: 9}}})
	m := newShopModel(tui.NewStyles(false), c.View(me), me, sh, &roster, nil)
	col := tuitest.Plain(strings.Join(m.purchasesColumn(36, 40), "\n"))
	flat := strings.Join(strings.Fields(col), " ")
	if strings.Contains(col, "…") || !strings.Contains(flat, "Night Hawk Z, 10 marked; lost: 6 Splatterguns, Meld Laser") {
		t.Errorf("the roster's losses are cut:\n%s", col)
	}
	for _, l := range strings.Split(col, "\n") {
		if w := len([]rune(l)); w > 36 {
			t.Errorf("a line of %d columns in a column of 36: %q", w, l)
		}
	}
}

// TestDigitKeySaysItMovesOn: a skill's digit sets it and moves the cursor
// to the next row ("9 8 b" buys Plt 9, Gnr 8); the help says so, so that
// "9 down 8" is not typed and the 8 lost on the buy row.
func TestDigitKeySaysItMovesOn(t *testing.T) {
	if h := keyShopDigit.Help(); !strings.Contains(h.Desc, "next") {
		t.Errorf("the digit key's help: %q", h.Desc)
	}
}

// nightHawkCrew is the crew step of a Night Hawk bought for a campaign's
// roster (seed 5).
func nightHawkCrew(t *testing.T) (*engine.Session, *tuitest.Driver, *shopModel) {
	t.Helper()
	sess := sdSession(t, "campaign", 5, false)
	playUntil(t, sess, func(c *sd.Campaign) bool { return c.Phase().Name == sd.PhaseCampRoster })
	d := tuitest.Game(t, cfg, sess, 80, 24)
	passHandoff(d)
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter")
	return sess, d, shopOf(t, d)
}

// TestCampaignBuysCraftAlone: a campaign's roster may take a craft without
// crew, for its BPV (11.7: more or fewer pilots and gunners than the craft
// need); the crew step offers it on a row of its own below "Buy", and the
// purchase is a Buy with no crew. 11.8's shop has no such row.
func TestCampaignBuysCraftAlone(t *testing.T) {
	sess, d, m := nightHawkCrew(t)
	if m.stage != shopCrew || !strings.Contains(d.Screen(), "Buy the craft alone, no crew, for 40") {
		t.Fatalf("no row for the craft alone on the crew step:\n%s", d.Screen())
	}
	for k := 0; k < 5; k++ {
		d.Keys("down")
	}
	n := sess.Len()
	d.Keys("enter")
	if sess.Len() != n+1 {
		t.Fatalf("nothing bought:\n%s", d.Screen())
	}
	in := sess.Records()[n].Intent
	b, ok := in.(sd.Buy)
	if !ok || b.Type != "night-hawk" || b.Plt != 0 || b.Gnr != 0 || b.Gunners != (sd.Gunners{}) {
		t.Fatalf("bought %#v, want the Night Hawk alone", in)
	}
	if !strings.Contains(d.Screen(), "Bought Night Hawk alone for 40") {
		t.Errorf("the purchase is not told:\n%s", d.Screen())
	}
	// 11.8 sells no craft without crew: no such row.
	e := tuitest.Game(t, cfg, buildSession(t, 100), 80, 24)
	passHandoff(e)
	catalogTo(t, e, "Night Hawk")
	e.Keys("enter")
	if strings.Contains(e.Screen(), "alone") {
		t.Errorf("11.8's crew step offers the craft alone:\n%s", e.Screen())
	}
}

// TestPriceBesideThePurchase: at 200 columns a purchase's price stands
// beside its craft, not at the far end of a 150-column column where it is
// read with the wrong line (before, "Night Hawk A", 140 spaces, "50").
func TestPriceBesideThePurchase(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 200, 60)
	d.Keys("enter", "b")
	found := false
	for _, l := range strings.Split(tuitest.Plain(d.Screen()), "\n") {
		i := strings.Index(l, "Pit Viper A")
		if i < 0 {
			continue
		}
		found = true
		rest := strings.TrimRight(l[i:], " ")
		if len([]rune(rest)) > 50 || !strings.HasSuffix(rest, " 28") {
			t.Errorf("the purchase's line: %q", rest)
		}
	}
	if !found {
		t.Fatalf("no purchase shown:\n%s", d.Screen())
	}
}

// TestOfferNamesTheCraftsParticulars: a craft on offer reads with 12.0's
// particulars beside its display's numbers: maker and model, mass, armor
// and thrust, a translight drive where it has one (the Shryak's 13 LY/day)
// and a craft made only for space (the Spirit Rider).
func TestOfferNamesTheCraftsParticulars(t *testing.T) {
	want := map[string][]string{
		"pit-viper":      {"Vott-Messerschmitt VMe.310g, 90 tons, Crysteel w/belt, thrust 0.185 km/s/s."},
		"shryak-shuttle": {"Aerex SA4000(mod), 275 tons", "translight 13 LY/day"},
		"spirit-rider":   {"Gilliam Y700, 125 tons", "not for atmosphere"},
	}
	for _, ty := range sd.CraftTypes() {
		w, ok := want[ty.Key]
		if !ok {
			continue
		}
		got := offerDetail(sd.Offer{Type: ty})
		for _, part := range w {
			if !strings.Contains(got, part) {
				t.Errorf("%s: %q lacks %q", ty.Key, got, part)
			}
		}
		delete(want, ty.Key)
	}
	if len(want) > 0 {
		t.Errorf("no craft types %v", want)
	}
}

// TestTurnPageNamesTheShopKeys: the Turn page of the help names the keys
// of 11.8's purchases, and each one does on the purchases' screen what
// the page says. It said "B buy, X take back, D done", the action list's
// letters, which a buyer never sees: on the shop B, X and D did nothing.
func TestTurnPageNamesTheShopKeys(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	turn := pageOf(t, help(sess.State().View(0), 0, nil), "Turn")
	var buy, back, done string
	if _, err := fmt.Sscanf(turn[strings.Index(turn, "purchases (")+len("purchases ("):], "%s buy, %s take back, %s done", &buy, &back, &done); err != nil {
		t.Fatalf("the Turn page does not name the purchases' keys (%v):\n%s", err, turn)
	}
	done = strings.TrimSuffix(done, ")")
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter", buy)
	if sess.Len() != 1 {
		t.Fatalf("%q, the page's key to buy, bought nothing:\n%s", buy, d.Screen())
	}
	d.Keys("tab", back)
	if sess.Len() != 2 || !strings.Contains(d.Screen(), "Red buys; 100 of 100 points left") {
		t.Fatalf("%q, the page's key to take back, took nothing back:\n%s", back, d.Screen())
	}
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter", buy, done)
	if s := d.Screen(); !strings.Contains(s, "Done with 50 of the 100 points") {
		t.Fatalf("%q, the page's key for done, did not ask to finish:\n%s", done, s)
	}
}

// TestDoneFromThePurchases: d (done) and a (the builder) work on the
// purchases' tab as on the catalogue; d there did nothing and said
// nothing.
func TestDoneFromThePurchases(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter", "b")
	d.Keys("tab", "d")
	if s := d.Screen(); !strings.Contains(s, "Done with 50 of the 100 points") {
		t.Fatalf("d on the purchases did not end them:\n%s", s)
	}
	d.Keys("esc", "tab", "a")
	if sh, _ := sess.State().(*sd.State).Shop(); sh.Spent[0] != 100 {
		t.Fatalf("a on the purchases did not let the builder fill: %d of 100 spent:\n%s", sh.Spent[0], d.Screen())
	}
}

// TestTakeBackFromTheCatalogueSaysWhere: x on the catalogue did nothing and
// said nothing (found in play); it says there is nothing to take back, or
// where purchases are taken back.
func TestTakeBackFromTheCatalogueSaysWhere(t *testing.T) {
	sess := buildSession(t, 100)
	d := tuitest.Game(t, cfg, sess, 80, 24)
	d.Keys("x")
	if s := d.Screen(); !strings.Contains(s, "Nothing bought yet to take back.") {
		t.Fatalf("x with nothing bought said nothing:\n%s", s)
	}
	catalogTo(t, d, "Night Hawk")
	d.Keys("enter", "b")
	d.Keys("x")
	if s := strings.Join(strings.Fields(d.Screen()), " "); !strings.Contains(s, "tab to your purchases, then x") {
		t.Fatalf("x on the catalogue with a purchase said nothing:\n%s", d.Screen())
	}
	if sh, _ := sess.State().(*sd.State).Shop(); sh.Spent[0] == 0 {
		t.Fatal("x on the catalogue took a purchase back")
	}
}
