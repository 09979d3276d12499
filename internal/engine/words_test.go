package engine

import "testing"

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
	if got := legacyResultText(o, sides); got != "The Destroyers wins: the pod is home" {
		t.Errorf("legacyResultText = %q", got)
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
