package starshipbattles

import "testing"

func TestCatalogue(t *testing.T) {
	cs, err := Catalogue()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cards", len(cs))
}
