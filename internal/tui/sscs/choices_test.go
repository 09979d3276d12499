package sscs

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/games/sscs"
	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
)

// The choices the rulebook gives that the action list cannot all hold,
// reached from the screen by typing (the twenty-sixth audit: the list
// offered every weapon, the antimissiles or one weapon alone against a
// salvo, six hexes for a displaced ship and three walls, and the screen
// could make no other).

// pendingWith plays scripted games from seeds 1 on until a salvo waits
// for an answer from a target with at least n weapons that may shoot.
func pendingWith(t *testing.T, n int) *engine.Session {
	t.Helper()
	ready := func(s *sscs.State) bool { return len(shooters(s)) >= n }
	for seed := uint64(1); seed <= 40; seed++ {
		if sess := session(t, "standard", false, seed); playUntil(t, sess, 800, ready) {
			return sess
		}
	}
	t.Fatalf("no game came to a salvo whose target has %d weapons to shoot with", n)
	return nil
}

// TestTypedShootAnyWeapons: "You must declare which ones (how many) are
// actually firing" — the target of a salvo names any of its weapons that
// may shoot, with the rest of the missiles dodged or not. Every choice is
// typed by the weapons' numbers on the sheet, and made by keys.
func TestTypedShootAnyWeapons(t *testing.T) {
	sess := pendingWith(t, 3)
	s := sess.State().(*sscs.State)
	sv, _ := s.PendingSalvo()
	tg, _ := s.Ship(sv.Target)
	who := tg.Side
	view := s.View(who).(*sscs.State)
	all := shooters(view)
	b := newBoard(cfg)
	var like sscs.ShootDown
	listed := map[string]bool{}
	for _, in := range view.Legal(who) {
		if x, ok := in.(sscs.ShootDown); ok {
			if like.Weapons == nil {
				like = x
			}
			listed[shootText(all, x)] = true
		}
	}
	prompt, text, _, ok := b.Typable(view, like)
	if !ok || !strings.HasPrefix(prompt, "Shoot: ") || text != shootText(all, like) {
		t.Fatalf("an answer is not typed: %q %q %v", prompt, text, ok)
	}
	unlisted := ""
	for mask := 1; mask < 1<<len(all); mask++ {
		var ws []int
		for k := range all {
			if mask&(1<<k) != 0 {
				ws = append(ws, all[k])
			}
		}
		for _, dodge := range []bool{false, true} {
			want := sscs.ShootDown{By: who, Weapons: ws, Dodge: dodge}
			typed := shootText(all, want)
			in, err := b.Parse(view, who, like, typed)
			if dodge && len(ws) >= sv.Count {
				if err == nil {
					t.Errorf("%q: every missile is shot at, none is left to dodge, yet it was taken", typed)
				}
				continue
			}
			if err != nil || !reflect.DeepEqual(in, engine.Intent(want)) {
				t.Fatalf("%q: %v %v, want %v", typed, in, err, want)
			}
			if !listed[typed] && unlisted == "" {
				unlisted = typed
			}
		}
	}
	if unlisted == "" {
		t.Fatalf("with %d weapons every choice is listed: the test proves nothing", len(all))
	}
	for _, bad := range []string{"", "1 1", "0", "9", "fire"} {
		if _, err := b.Parse(view, who, like, bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	lines := strings.Join(b.g.pendingLines(view, sv, 60), "\n")
	for k, w := range all {
		if !strings.Contains(lines, itoa(k+1)+" "+tg.Systems[w].Name+":") {
			t.Errorf("weapon %d, the %s, is not numbered on the sheet:\n%s", k+1, tg.Systems[w].Name, lines)
		}
	}

	// By keys: the answers' key, the first line, the numbers of a choice
	// the list does not hold.
	d := game(t, sess, cfg, 80, 24)
	n := sess.Len()
	keys(d, "esc", hot(t, d, sscs.KindShoot))
	if d.Snap().Entry == nil {
		keys(d, "enter")
	}
	if d.Snap().Entry == nil {
		t.Fatalf("no field for the answer:\n%s", d.Screen())
	}
	keys(d, "ctrl+u")
	typeText(d, unlisted)
	keys(d, "enter")
	if sess.Len() != n+1 {
		t.Fatalf("%q was not made by keys: %s\n%s", unlisted, d.Snap().Status, d.Screen())
	}
	got := sess.Records()[n].Intent
	if shootText(all, got.(sscs.ShootDown)) != unlisted {
		t.Fatalf("typed %q, made %v", unlisted, got)
	}
}

// firstProject advances a scenario to a fire step whose Legal offers a
// use of a projector with effect e, and returns the offered use.
func firstProject(t *testing.T, scenario, e string) (*engine.Session, sscs.Project) {
	t.Helper()
	var found sscs.Project
	has := func(s *sscs.State) bool {
		if s.Phase().Name != sscs.PhaseFire {
			return false
		}
		who := s.Phase().Actors[0]
		for _, in := range s.Legal(who) {
			if x, ok := in.(sscs.Project); ok && placedEffect(s, x) == e {
				found = x
				return true
			}
		}
		return false
	}
	sess := session(t, scenario, false, 1)
	advance(t, sess, has)
	return sess, found
}

// placing is a projector's placed effect waiting to be typed: the
// session, the list's first such intent, the player and its view, and a
// board whose field takes the hex from the map.
type placing struct {
	sess *engine.Session
	like sscs.Project
	who  engine.Player
	view *sscs.State
	b    *board
}

func placingOf(t *testing.T, scenario, e string) placing {
	t.Helper()
	sess, like := firstProject(t, scenario, e)
	s := sess.State().(*sscs.State)
	who := s.Phase().Actors[0]
	pl := placing{sess: sess, like: like, who: who, view: s.View(who).(*sscs.State), b: newBoard(cfg)}
	pl.b.g.names.s = pl.view
	if !pl.b.TakesCell(like) {
		t.Fatalf("the %s's field takes no hex from the map", e)
	}
	return pl
}

// typed checks that want is not on the list, that its text parses to it,
// and, after the other checks (more), that the keys make it.
func (pl placing) typed(t *testing.T, want sscs.Project, more func()) {
	t.Helper()
	for _, in := range pl.view.Legal(pl.who) {
		if reflect.DeepEqual(in, engine.Intent(want)) {
			t.Fatalf("the list already holds %v: the test proves nothing", want)
		}
	}
	in, err := pl.b.Parse(pl.view, pl.who, pl.like, textFor(want))
	if err != nil || !reflect.DeepEqual(in, engine.Intent(want)) {
		t.Fatalf("%q: %v %v", textFor(want), in, err)
	}
	more()
	d := game(t, pl.sess, cfg, 80, 24)
	n := pl.sess.Len()
	choose(t, d, want)
	if got := pl.sess.Records()[n].Intent; !reflect.DeepEqual(got, engine.Intent(want)) {
		t.Fatalf("made %v, want %v", got, want)
	}
}

// TestTypedForcePlaneAnywhere: the wall "can be up to 1/2 the value away
// from the ship" — nearer than the list's three walls, and running any
// way. Typed (or its hex picked on the map), refused beyond half the value.
func TestTypedForcePlaneAnywhere(t *testing.T) {
	pl := placingOf(t, "standard", design.ForcePlane)
	view, who, b, like := pl.view, pl.who, pl.b, pl.like
	sh, _ := view.Ship(like.Ship)
	p := sh.Path[like.From]
	half := sh.Systems[like.Weapon].Damage / 2
	near := hex.Add(p.Hex, hex.Scale(p.Heading.Rotate(3).Offset(), 1)) // astern, 1 hex
	want := like
	want.At, want.Dir = sscs.Cell{Q: near.Q, R: near.R}, int(p.Heading)
	pl.typed(t, want, func() {
		far := hex.Add(p.Hex, hex.Scale(p.Heading.Offset(), half+1))
		tooFar := want
		tooFar.At = sscs.Cell{Q: far.Q, R: far.R}
		if _, err := b.Parse(view, who, like, textFor(tooFar)); err == nil || !strings.Contains(err.Error(), "Force Plane") {
			t.Fatalf("a wall %d hexes away: %v", half+1, err)
		}
		if _, err := b.Parse(view, who, like, "@0"); err == nil {
			t.Fatal("a wall with no hex was taken")
		}
	})
}

// TestTypedDisplacerAnyHex: the target "reappears in another hex
// designated by the firing ship" — any hex within the reach the program
// gives it, not only the six the list offers at the edge of that reach.
func TestTypedDisplacerAnyHex(t *testing.T) {
	pl := placingOf(t, "boarding", design.DisplacerPulse)
	view, who, b, like := pl.view, pl.who, pl.b, pl.like
	tg, _ := view.Ship(like.Target)
	near := hex.Neighbor(tg.Hex, hex.N)
	want := like
	want.At = sscs.Cell{Q: near.Q, R: near.R}
	pl.typed(t, want, func() {
		if _, err := b.Parse(view, who, like, sscs.FormatHex(tg.Hex)+" @"+itoa(like.From)); err == nil || !strings.Contains(err.Error(), "another hex") {
			t.Fatalf("the target's own hex: %v", err)
		}
	})
}

// TestPickForcePlaneHexOnTheMap: the force plane's field opens with a
// wall already written; ctrl+g, an arrow and enter put the hex the arrow
// moved to in its place (the arrows once did nothing until the field was
// cleared: the unchanged text pulled the map's cursor back to its hex).
func TestPickForcePlaneHexOnTheMap(t *testing.T) {
	pl := placingOf(t, "standard", design.ForcePlane)
	d := game(t, pl.sess, cfg, 80, 24)
	keys(d, "esc", hot(t, d, pl.like.Kind()))
	for k := 0; k < 200 && d.Snap().Entry == nil; k++ {
		if sameLine(d.Snap(), d.Snap().Hover, pl.like) {
			keys(d, "enter")
			continue
		}
		keys(d, "down")
	}
	e := d.Snap().Entry
	if e == nil {
		t.Fatalf("no field opened for the force plane:\n%s", d.Screen())
	}
	before := strings.Fields(e.Text)
	if len(before) == 0 {
		t.Fatalf("the field opened empty: the test proves nothing")
	}
	keys(d, "ctrl+g", "up", "up", "enter")
	after := strings.Fields(d.Snap().Entry.Text)
	if len(after) == 0 || after[0] == before[0] {
		t.Fatalf("ctrl+g, up, up, enter left the field at %q (it was %q):\n%s", d.Snap().Entry.Text, e.Text, d.Screen())
	}
	if strings.Join(after[1:], " ") != strings.Join(before[1:], " ") {
		t.Errorf("the pick changed more than the hex: %q to %q", e.Text, d.Snap().Entry.Text)
	}
}

// TestShootMoreWeaponsThanMissilesSaysSo: a weapon shoots at one missile
// (Missiles); against a salvo of fewer missiles than the weapons named, the
// rest shoot only at any still flying and are spent for the turn either
// way. The list's first answer, every weapon, read like a free volley
// (played: both of the Lance's Lasers at one missile, the second "with no
// missile left to hit", and nothing left for the next salvo); its line now
// says so.
func TestShootMoreWeaponsThanMissilesSaysSo(t *testing.T) {
	ready := func(s *sscs.State) bool {
		sv, ok := s.PendingSalvo()
		return ok && len(shooters(s)) > sv.Count
	}
	var sess *engine.Session
	for seed := uint64(1); seed <= 40 && sess == nil; seed++ {
		if x := session(t, "standard", false, seed); playUntil(t, x, 800, ready) {
			sess = x
		}
	}
	if sess == nil {
		t.Fatal("no game came to a salvo of fewer missiles than its target's weapons")
	}
	s := sess.State().(*sscs.State)
	sv, _ := s.PendingSalvo()
	tg, _ := s.Ship(sv.Target)
	view := s.View(tg.Side).(*sscs.State)
	b := newBoard(cfg)
	b.g.names.s = view
	seen := 0
	for _, in := range view.Legal(tg.Side) {
		x, ok := in.(sscs.ShootDown)
		if !ok || x.Dodge {
			continue
		}
		text := b.Item(x)
		extra := len(x.Weapons) - sv.Count
		if says := strings.Contains(text, "still flying, spent either way"); says != (extra > 0) {
			t.Errorf("%d weapons against %d missiles: %q", len(x.Weapons), sv.Count, text)
		}
		if extra > 0 {
			seen++
			if want := fmt.Sprintf("(%d missile", sv.Count); !strings.Contains(text, want) {
				t.Errorf("the line does not count the missiles: %q", text)
			}
		}
	}
	if seen == 0 {
		t.Fatalf("no answer names more weapons than the %d missiles", sv.Count)
	}
}
