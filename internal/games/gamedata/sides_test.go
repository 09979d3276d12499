package gamedata

import (
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestCheckSides: a side of a YAML scenario with a colour the screens do
// not draw, a name with blanks around it, or the name of another side but
// for case, or the colour of another side, is refused at its line; the
// palette in any case and no colour are read; a JSON document (a save's
// scenario) is left as it was.
func TestCheckSides(t *testing.T) {
	const yamlFile = "name: x\nsides:\n  - name: Red\n    color: red\n  - name: Blue\n    color: blue\n"
	for _, tc := range []struct {
		data  string
		sides []engine.Side
		want  string // "" when read
	}{
		{yamlFile, []engine.Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "blue"}}, ""},
		{yamlFile, []engine.Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "Red"}},
			`line 6: sides[1].color: Red is the colour of sides[0] (Red) too: the map tells the sides apart by their colours, so give each its own`},
		{yamlFile, []engine.Side{{Name: "Red", Color: "gray"}, {Name: "Blue", Color: "grey"}}, `line 6: sides[1].color: grey is the colour of sides[0] (Red) too`},
		{yamlFile, []engine.Side{{Name: "Red", Color: "orange"}, {Name: "Blue", Color: "Blue"}}, ""},
		{yamlFile, []engine.Side{{Name: "Red"}, {Name: "Blue"}}, ""},
		{yamlFile, []engine.Side{{Name: "Red", Color: "red"}, {Name: "Blue", Color: "bleu"}},
			`line 6: sides[1].color: "bleu" is not a colour the screens draw (blue, brown, cyan, gray, green, grey, magenta, orange, pink, purple, red, teal, white, yellow; or leave it out)`},
		{yamlFile, []engine.Side{{Name: "Red"}, {Name: "Blue", Color: "#ff0000"}}, `line 6: sides[1].color: "#ff0000" is not a colour`},
		{yamlFile, []engine.Side{{Name: "Red"}, {Name: " red"}}, `line 5: sides[1].name: " red" starts or ends with a blank`},
		{yamlFile, []engine.Side{{Name: "Red"}, {Name: "RED"}}, `line 5: sides[1].name: "RED" is the name of sides[0] too ("Red"): each side needs a name of its own`},
		{`{"name":"x"}`, []engine.Side{{Name: "Red", Color: "chartreuse"}, {Name: "Red"}}, ""},
	} {
		err := CheckSides([]byte(tc.data), tc.sides)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v", tc.sides, err)
		case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
			t.Errorf("%v: error %v, want one starting %q", tc.sides, err, tc.want)
		}
	}
}
