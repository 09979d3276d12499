package starmada

import "testing"

// hegemonyScripted is the standard game after Hegemony has written every
// order as the scripted opponent would and submitted.
func hegemonyScripted(t *testing.T) *State {
	t.Helper()
	s := newGame(t, "standard", 3)
	for {
		in, err := Scripted{}.Choose(s.View(1), 1)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = apply(t, s, in)
		if _, done := in.(Submit); done {
			return s
		}
	}
}

// TestSampleGuessesSealedOrders: Imperial's view shows that Hegemony's
// ships have orders but not which; a sample fills them in, mostly with
// the script's choice (here the real orders, as Hegemony played by the
// script), sometimes with another of its best poses, and changes nothing
// that Imperial sees.
func TestSampleGuessesSealedOrders(t *testing.T) {
	s := hegemonyScripted(t)
	v := s.View(0).(*State)
	same, moved := 0, 0
	const samples = 200
	for seed := uint64(0); seed < samples; seed++ {
		n := v.Sample(0, seed).(*State)
		if n.View(0).Hash() != v.Hash() {
			t.Fatalf("seed %d: the sample changed Imperial's view", seed)
		}
		all := true
		for i := range n.ships {
			sh := &n.ships[i]
			if sh.side != 1 || !s.ships[i].hasOrders {
				continue
			}
			if sh.orders == "" {
				t.Fatalf("seed %d: %s's orders are still blank", seed, sh.name)
			}
			if _, err := ParseOrders(sh.orders); err != nil {
				t.Fatalf("seed %d: %s's guessed orders %q: %v", seed, sh.name, sh.orders, err)
			}
			all = all && sh.orders == s.ships[i].orders
		}
		if all {
			same++
		}
		// Played on, Hegemony's fleet moves as guessed, not as if it stood still.
		after, _ := apply(t, n, Submit{By: 0})
		for i := range after.ships {
			if after.ships[i].side == 1 && after.ships[i].pose() != v.ships[i].pose() {
				moved++
				break
			}
		}
	}
	// Five ships each keep the script's choice with a chance of at least
	// 3/4 + 1/16: all five about a third of the time or more.
	t.Logf("every real order guessed in %d of %d samples; the fleet moved in %d", same, samples, moved)
	if same < samples/5 || same == samples {
		t.Errorf("the sample guessed every real order in %d of %d samples", same, samples)
	}
	if moved < samples*9/10 {
		t.Errorf("Hegemony's fleet moved in only %d of %d samples", moved, samples)
	}
	// The same seed gives the same sample.
	if a, b := v.Sample(0, 5).Hash(), v.Sample(0, 5).Hash(); a != b {
		t.Error("Sample is not repeatable")
	}
	// The side that wrote the orders has nothing to guess.
	if a, b := s.View(1).(*State).Sample(1, 5).View(1).Hash(), s.View(1).Hash(); a != b {
		t.Error("Hegemony's own sample changed its view")
	}
}
