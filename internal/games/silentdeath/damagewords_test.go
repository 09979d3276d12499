package silentdeath

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine/hex"
)

// wrap80 breaks a log line into lines of at most 80 columns at spaces, as
// the log screen does (render.LogLine: continuation lines indented by
// two), and reports a word too wide to fit.
func wrap80(t *testing.T, s string) []string {
	t.Helper()
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		if n := len([]rune(w)); n > 78 {
			t.Fatalf("a word of %d columns cannot wrap at 80: %q", n, w)
		}
		switch {
		case cur == "":
			cur = w
		case len([]rune(cur))+1+len([]rune(w)) <= 80:
			cur += " " + w
		default:
			lines = append(lines, cur)
			cur = "  " + w
		}
	}
	return append(lines, cur)
}

// TestDamageLineSaysHowTheDiceRead: a play-tester saw a hit's damage read
// "Medium 7 = 7 damage" in the log and nothing saying what Medium was, why
// this weapon read it, or which of the dice the 7 was. The line now names
// the weapon whose damage reads so (7.2), the dice it read from and which
// it took (the middle one; the lowest or highest, with ties; every die
// added), then the sum with the extra guns less the DR: the damage, the
// boxes marked after it. Wrapped at 80 columns it reads in whole words.
func TestDamageLineSaysHowTheDiceRead(t *testing.T) {
	// 7.1's Epping fires its Meld Laser (2D8, ADB 1D6, Medium) at a Night
	// Hawk (DR 3) at long range, −1, against DV 13.
	s := position(t, false, []CraftFile{cf("epping", "A", 10, 25, "N", 5, 5, 5, 5, 5)}, []CraftFile{cf("night-hawk", "A", 10, 6, "S", 5, 5)})
	s.crafts[1].hits = 4
	meld := attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}}
	for _, tc := range []struct {
		faces []int
		want  string
	}{
		{[]int{7, 8, 5}, "hit → Meld Laser damage reads Medium (7.2), the middle die of 7 8 5: 7 −3 DR = 4 damage: "},
		{[]int{7, 6, 6}, "hit → Meld Laser damage reads Medium (7.2), the middle die of 7 6 6: none lies between the lowest and the highest, so the highest counts: 7 −3 DR = 4 damage: "},
		{[]int{8, 8, 5}, "hit → Meld Laser damage reads Medium (7.2), the middle die of 8 8 5: none lies between the lowest and the highest, so the highest dice count: 8+8 −3 DR = 13 damage: "},
	} {
		n := force(s.clone(), tc.faces...)
		sh := n.cannonShot(meld)
		var ev events
		n.land(&ev, sh)
		line := spoken(ev.list[0].String())
		if !strings.Contains(line, tc.want) {
			t.Errorf("%v: the hit reads\n%s\nwant %q", tc.faces, line, tc.want)
		}
		for _, l := range wrap80(t, line) {
			if len([]rune(l)) > 80 {
				t.Errorf("%q is wider than 80", l)
			}
		}
	}
	// Low with a tie: a Pulse Laser's 6, 8 and ADB 6 read 6+6.
	red := []CraftFile{cf("pit-viper", "A", 10, 10, "S", 7, 8)}
	blue := []CraftFile{cf("spirit-rider", "A", 10, 13, "N", 6, 9)}
	s = position(t, true, red, blue)
	sh := force(s, 6, 8, 6).cannonShot(attack{side: 0, craft: 0, crew: 0, mount: 0, target: ref{refCraft, 1}})
	if want := "Pulse Laser damage reads Low (7.2), the lowest dice of 6 8 6 (every die equal to the lowest counts): 6+6 = 12 damage"; spoken(sh.text) != want {
		t.Errorf("the Pulse Laser's damage reads %q, want %q", sh.text, want)
	}
	// High: a salvo of three missiles, 6, 5 and 2 against the Thunder
	// Bird's DV 13, less its DR 2.
	s = position(t, false, []CraftFile{cf("shryak-shuttle", "A", 10, 25, "N", 5, 6, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 5, "S", 5, 5)})
	s.lockons = []lockon{{side: 0, craft: 0, mount: 0, target: ref{refCraft, 1}, rolled: true, ok: true, n: 3}}
	s = force(s, 6, 5, 2)
	var ev events
	s.missileResults(&ev)
	if got, want := logText(ev.list), "= 13, needs 13+: hit → Missile damage reads High (7.2), the highest die of 6 5 2: 6 −2 DR = 4 damage: "; !strings.Contains(got, want) {
		t.Errorf("the salvo reads\n%s\nwant %q", got, want)
	}
	// All: two Mk.10 torps reach a Pit Viper (DR 1) that cannot dodge.
	s = position(t, false, []CraftFile{cf("pit-viper", "A", 10, 20, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 10, 2, "S", 5, 5)})
	for k := 0; k < 2; k++ {
		s.nextTorp++
		s.torps = append(s.torps, torp{id: s.nextTorp, side: 1, mark: Mk10, pos: s.crafts[0].pos, facing: hex.S, target: ref{refCraft, 0}, moved: true})
	}
	dice := make([]int, 0, 2*marks[Mk10].Dice)
	sum := 0
	for k := 0; k < 2*marks[Mk10].Dice; k++ {
		dice = append(dice, 1+k%12)
		sum += 1 + k%12
	}
	sh = force(s, dice...).torpAttack(ref{refCraft, 0}, []int{0, 1})
	dr := s.crafts[0].DR(false)
	if want := "Torp damage reads All (7.2), every die added: " + itoa(sum) + " −" + itoa(dr) + " DR = " + itoa(sum-dr) + " damage"; sh.text != want || sh.roll.Result != "" {
		t.Errorf("the torps' damage reads %q (result %q), want %q", sh.text, sh.roll.Result, want)
	}
}

// TestDamageWordsWithoutDice: no roll the program makes has no dice, but
// the words for one do not panic (slices.Min of nothing would).
func TestDamageWordsWithoutDice(t *testing.T) {
	if got := damageWords("Meld Laser", Medium, nil, nil, 0, 0, 0); got != "Meld Laser damage reads Medium (7.2), no die: 0 = 0 damage" {
		t.Fatalf("%q", got)
	}
}

// TestDamageLineKeepsItsDiceJoined: the shell's log pane wraps a line at
// its spaces, and a play-tester saw "…the middle die of 4 5" / "2: 4 +14
// extra gun −2 DR = 16 damage", which read as other dice, and "✳ critical
// hit, ◇" / "DR 2→1", "DV" / "−1" in the whole log. The dice are joined by
// no-break spaces (U+00A0), which the shell does not break at (tui.Wrap),
// and so is each mark to its number: no plain space lies within them.
func TestDamageLineKeepsItsDiceJoined(t *testing.T) {
	line := damageWords("Splattergun", Medium, []int{4, 5, 2}, []int{4}, 14, 2, 16)
	if want := "the middle die of 4" + nbsp + "5" + nbsp + "2: 4 +14 extra gun −2 DR = 16 damage"; !strings.HasSuffix(line, want) {
		t.Errorf("the damage line reads %q, want it to end %q", line, want)
	}
	for _, read := range []Reading{Low, High} { // All writes the sum, no dice
		if got := damageWords("Torp", read, []int{6, 8, 6}, []int{6, 6}, 0, 1, 11); !strings.Contains(got, "6"+nbsp+"8"+nbsp+"6") {
			t.Errorf("%v: %q splits the dice 6 8 6", read, got)
		}
	}
	// A Pit Viper's track: the □ Drive box and the ◇ DR box, each mark
	// with its values; then face 7 of its chart, DV −1.
	s := position(t, false, []CraftFile{cf("pit-viper", "A", 10, 10, "N", 5, 5)}, []CraftFile{cf("thunder-bird", "A", 30, 25, "N", 5, 5)})
	c := &s.crafts[0]
	drBox := -1
	for k, b := range c.typ.Track {
		if b.Kind == BoxDR {
			drBox = k
			break
		}
	}
	if drBox < 0 {
		t.Fatal("the Pit Viper's track has no ◇ box")
	}
	var ev events
	txt := force(s, 10, 10, 10, 10).damageCraft(&ev, 0, drBox+1, 1)
	for _, mark := range []string{"□" + nbsp + "Drive" + nbsp, "◇" + nbsp + "DR" + nbsp} {
		if !strings.Contains(txt, mark) {
			t.Errorf("the boxes marked read %q, want %q joined", txt, spoken(mark))
		}
	}
	ev = events{}
	force(s, 7).critical(&ev, 0, 1)
	if got := ev.list[len(ev.list)-1].String(); !strings.HasSuffix(got, "screens failing: DV"+nbsp+"−1") {
		t.Errorf("the critical hit reads %q, want DV and −1 joined", got)
	}
}
