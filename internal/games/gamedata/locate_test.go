package gamedata

import (
	"errors"
	"testing"
)

// TestLocate: an error a game finds in what a YAML scenario means gets the
// line of the field its path names, or of the deepest part of the path the
// file holds; JSON, a path not in the file and a message that starts with
// no path are left alone, and the error stays the one wrapped.
func TestLocate(t *testing.T) {
	const file = `name: patrol
map: {cols: 36, rows: 30}
sides:
  - name: Red
    craft:
      - {type: pit-viper, id: A, hex: [2, 1]}
      - type: pit-viper
        id: B
        hex: [99, 13]
  - color: blue
    craft: &c
      - {type: spirit-rider, id: A, hex: [33, 28]}
  - name: Green
    craft: *c
`
	for _, tc := range []struct{ data, msg, want string }{
		{file, "sides[0].craft[1].hex: [99, 13] is off the 36×30 map", "line 9: sides[0].craft[1].hex: [99, 13] is off the 36×30 map"},
		{file, "sides[0].craft[0].hex: [2, 1] holds an asteroid", "line 6: sides[0].craft[0].hex: [2, 1] holds an asteroid"},
		{file, "sides[0].craft[1]: a second Pit Viper B", "line 7: sides[0].craft[1]: a second Pit Viper B"},
		{file, "sides[1].name: missing", "line 10: sides[1].name: missing"},
		{file, "map: 36×30 is too small", "line 2: map: 36×30 is too small"},
		{file, "sides: three sides where two are wanted", "line 3: sides: three sides where two are wanted"},
		{file, "sides[2].craft[0].hex: [33, 28] holds Spirit Rider A", "line 12: sides[2].craft[0].hex: [33, 28] holds Spirit Rider A"},
		{"\xef\xbb\xbf" + file, "map: 36×30 is too small", "line 2: map: 36×30 is too small"},
		{file, "turns: missing", "turns: missing"},
		{file, "the scenario is empty", "the scenario is empty"},
		{file, "Sides: not a path", "Sides: not a path"},
		{file, "sides[x]: not a path", "sides[x]: not a path"},
		{`{"map": {"cols": 0}}`, "map: 0×30 is not a size", "map: 0×30 is not a size"},
		{"map: [\n", "map: broken", "map: broken"},
	} {
		base := errors.New(tc.msg)
		err := Locate([]byte(tc.data), base)
		if err.Error() != tc.want {
			t.Errorf("%q:\n got %q\nwant %q", tc.msg, err, tc.want)
		}
		if !errors.Is(err, base) {
			t.Errorf("%q: the error is no longer the one located", tc.msg)
		}
	}
	if Locate([]byte(file), nil) != nil {
		t.Error("no error became one")
	}
}

// TestWrittenZero: a 0 written for a field is told from the field left
// out, at the top and deeper; any other value, a path the file does not
// hold and JSON are not a written zero.
func TestWrittenZero(t *testing.T) {
	const file = "name: x\nturns: 0\nboard: {cols: 0.0, rows: 20}\nsides:\n  - {name: Red, count: 0}\n"
	for path, want := range map[string]bool{
		"turns":          true,
		"board.cols":     true,
		"board.rows":     false,
		"sides[0].count": true,
		"sides[1].count": false,
		"name":           false,
		"victory":        false,
	} {
		if got := WrittenZero([]byte(file), path); got != want {
			t.Errorf("%s: %v, want %v", path, got, want)
		}
	}
	if WrittenZero([]byte(`{"turns": 0}`), "turns") {
		t.Error("JSON: a written zero")
	}
}
