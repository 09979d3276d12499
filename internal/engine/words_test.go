package engine

import (
	"slices"
	"testing"
)

func TestAgree(t *testing.T) {
	for _, c := range []struct{ name, verb, want string }{
		{"Grizzlies", "has", "Grizzlies have"},
		{"The Destroyers", "wins", "The Destroyers win"},
		{"Vagrants", "is", "Vagrants are"},
		{"Rebels", "loses", "Rebels lose"},
		{"Renegades", "passes", "Renegades pass"},
		{"Vagrants", "carries", "Vagrants carry"},
		{"Red", "wins", "Red wins"},
		{"Reaper's Own", "has", "Reaper's Own has"},
		{"Light Side", "holds", "Light Side holds"},
		{"2331st MW", "is", "2331st MW is"},
		{"Idorian Group 12", "buys", "Idorian Group 12 buys"},
		{"Kubishev-Lloyd", "has", "Kubishev-Lloyd has"},
		{"Corvus", "has", "Corvus has"},
		{"", "has", " has"},
	} {
		if got := Agree(c.name, c.verb); got != c.want {
			t.Errorf("Agree(%q, %q) = %q, want %q", c.name, c.verb, got, c.want)
		}
	}
	if Its("Grizzlies") != "their" || Its("Red") != "its" {
		t.Error("Its")
	}
}

// TestResultTextAgrees: "The Destroyers win: …"; a save written before,
// whose summary says "wins", still verifies (checkFinal takes either).
func TestResultTextAgrees(t *testing.T) {
	sides := []Side{{Name: "Reaper's Own"}, {Name: "The Destroyers"}}
	o := Outcome{Over: true, Winner: 1, Reason: "the pod is home"}
	if got := ResultText(o, sides); got != "The Destroyers win: the pod is home" {
		t.Errorf("ResultText = %q", got)
	}
	if got := ResultTexts(outcomeState{o: o}, sides); !slices.Contains(got, "The Destroyers wins: the pod is home") {
		t.Errorf("ResultTexts = %q, without the singular verb saves written before have", got)
	}
	o.Winner = 0
	if got := ResultText(o, sides); got != "Reaper's Own wins: the pod is home" {
		t.Errorf("ResultText = %q", got)
	}
}

// TestPossessive: a name that ends in s takes the apostrophe alone.
func TestPossessive(t *testing.T) {
	for name, want := range map[string]string{"Red": "Red's", "Renegades": "Renegades'", "Grizzlies": "Grizzlies'", "ATLAS": "ATLAS'", "Hegemony": "Hegemony's"} {
		if got := Possessive(name); got != want {
			t.Errorf("Possessive(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 boxes", 1: "1 box", 2: "2 boxes", 12: "12 boxes"} {
		if got := Count(n, "box", "boxes"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}

// outcomeState is a state that has an outcome and nothing else, with the
// reasons earlier builds gave it.
type outcomeState struct {
	State
	o       Outcome
	earlier []string
}

func (s outcomeState) Outcome() Outcome         { return s.o }
func (s outcomeState) EarlierReasons() []string { return s.earlier }

// TestResultTextNamesTheTeam: a team's win names every seat of it with a
// plural verb; Won counts the allies; a save written before, whose summary
// names the first seat alone, and one that gave an earlier reason, still
// verify (ResultTexts).
func TestResultTextNamesTheTeam(t *testing.T) {
	sides := []Side{{Name: "Light Side A"}, {Name: "Imperial Fleet"}, {Name: "Light Side B"}, {Name: "Coruscant Defence"}}
	o := Outcome{Over: true, Winner: 1, Allies: []Player{3}, Reason: "the Dark Side has destroyed every ship of the Light Side"}
	if got, want := ResultText(o, sides), "Imperial Fleet and Coruscant Defence win: the Dark Side has destroyed every ship of the Light Side"; got != want {
		t.Errorf("ResultText = %q, want %q", got, want)
	}
	for p, want := range []bool{false, true, false, true} {
		if o.Won(Player(p)) != want {
			t.Errorf("Won(%d) = %v", p, !want)
		}
	}
	if (Outcome{Over: true, Winner: NoPlayer, Reason: "x"}).Won(NoPlayer) || Running().Won(0) {
		t.Error("a draw or a game going on is won")
	}
	got := ResultTexts(outcomeState{o: o, earlier: []string{"the Light Side is gone"}}, sides)
	for _, want := range []string{
		"Imperial Fleet wins: the Dark Side has destroyed every ship of the Light Side",
		"Imperial Fleet and Coruscant Defence win: the Light Side is gone",
		"Imperial Fleet wins: the Light Side is gone",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("ResultTexts lacks %q: %q", want, got)
		}
	}
	if slices.Contains(got, "Light Side A wins: the Light Side is gone") {
		t.Errorf("ResultTexts takes a loser's words: %q", got)
	}
}

// TestEditDistance: a swap of two letters is one edit ("paly"), as are an
// insertion, a deletion and a change.
func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"play", "play", 0}, {"paly", "play", 1}, {"stellarmada", "stellararmada", 2},
		{"sd", "sscs", 3}, {"", "sscs", 4}, {"chess", "sscs", 4}, {"nxet", "next", 1},
	} {
		if got := EditDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := EditDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestThousands(t *testing.T) {
	for n, want := range map[int]string{0: "0", 59: "59", 999: "999", 1000: "1 000", 1227: "1 227", 30000: "30 000", 1234567: "1 234 567", -12500: "-12 500", -999: "-999"} {
		if got := Thousands(n); got != want {
			t.Errorf("Thousands(%d) = %q, want %q", n, got, want)
		}
	}
}
