package gamedata

import (
	"reflect"
	"testing"
)

// A side of an author's YAML without a colour was drawn in the terminal's
// own colour, so two such sides looked alike (found by a scenario author's
// play-test). Each now gets the first of the defaults no side has; a JSON
// document (a save's copy of its scenario, hashed as it was) is left alone.
func TestDefaultColours(t *testing.T) {
	for _, tc := range []struct {
		in, want []string
	}{
		{[]string{"", ""}, []string{"red", "blue"}},
		{[]string{"red", ""}, []string{"red", "blue"}},
		{[]string{"", "Red"}, []string{"blue", "Red"}},
		{[]string{"blue", "", "", ""}, []string{"blue", "red", "green", "yellow"}},
		{[]string{"", "grey", "gray"}, []string{"red", "grey", "gray"}},
		{[]string{"teal", "white"}, []string{"teal", "white"}},
	} {
		got := append([]string(nil), tc.in...)
		ptrs := make([]*string, len(got))
		for i := range got {
			ptrs[i] = &got[i]
		}
		DefaultColours([]byte("name: x\n"), ptrs)
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.in, got, tc.want)
		}
	}
	// More sides without a colour than defaults: the rest stay as they are.
	many := make([]string, 10)
	ptrs := make([]*string, len(many))
	for i := range many {
		ptrs[i] = &many[i]
	}
	DefaultColours([]byte("name: x\n"), ptrs)
	if many[7] != "purple" || many[8] != "" || many[9] != "" {
		t.Errorf("ten sides: %q", many)
	}
	type side struct{ Name, Color string }
	sides := []side{{Name: "a"}, {Name: "b"}}
	DefaultSideColours([]byte(`{"name": "x"}`), sides, func(s *side) *string { return &s.Color })
	if sides[0].Color != "" || sides[1].Color != "" {
		t.Errorf("a JSON document's sides were given colours: %+v", sides)
	}
	DefaultSideColours([]byte("name: x\n"), sides, func(s *side) *string { return &s.Color })
	if sides[0].Color != "red" || sides[1].Color != "blue" {
		t.Errorf("a YAML document's sides: %+v", sides)
	}
}
