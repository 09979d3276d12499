package gamedata

import (
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// SideColours lists the colour names the screens draw a side in, sorted:
// the palette of internal/render (render.SideColors, which a test of that
// package holds to this list). Any other name was drawn in the terminal's
// own colour, so that a misspelt "bleu" gave a side no colour and nobody a
// word of it.
func SideColours() []string {
	return []string{"blue", "brown", "cyan", "gray", "green", "grey", "magenta", "orange", "pink", "purple", "red", "teal", "white", "yellow"}
}

// CheckSides checks what the sides of a scenario its author wrote in YAML
// say of themselves, past what each game checks: a colour of the screens'
// palette (any case) or none, no two sides of one colour, a name without
// blanks around it, and no two names alike but for case and blanks ("Red"
// and "red " read as one side in the header and the log). It returns the
// first fault with its line.
//
// A JSON document is a save's copy of its scenario (or a file written for
// the program by a program): it is left as it was read before this check
// came, so that every save still loads.
func CheckSides(data []byte, sides []engine.Side) error {
	if !IsYAML(data) {
		return nil
	}
	seen, inks := map[string]int{}, map[string]int{}
	for i, s := range sides {
		switch {
		case strings.TrimSpace(s.Name) != s.Name:
			return Locate(data, fmt.Errorf("sides[%d].name: %s starts or ends with a blank", i, engine.Quote(s.Name)))
		case s.Color != "" && !knownColour(s.Color):
			return Locate(data, fmt.Errorf("sides[%d].color: %s is not a colour the screens draw (%s; or leave it out)", i, engine.Quote(s.Color), strings.Join(SideColours(), ", ")))
		}
		key := strings.ToLower(s.Name)
		if j, ok := seen[key]; ok {
			return Locate(data, fmt.Errorf("sides[%d].name: %s is the name of sides[%d] too (%s): each side needs a name of its own", i, engine.Quote(s.Name), j, engine.Quote(sides[j].Name)))
		}
		seen[key] = i
		// The map tells the sides apart by colour alone: two sides of one
		// colour drew the same units, friend and enemy alike.
		ink := strings.ReplaceAll(strings.ToLower(s.Color), "gray", "grey")
		if j, ok := inks[ink]; ok && ink != "" {
			return Locate(data, fmt.Errorf("sides[%d].color: %s is the colour of sides[%d] (%s) too: the map tells the sides apart by their colours, so give each its own", i, s.Color, j, sides[j].Name))
		}
		inks[ink] = i
	}
	return nil
}

// defaultColours are given, in this order, to the sides of an author's
// YAML scenario that name no colour: two sides left without one were drawn
// alike, in the terminal's own colour, friend and enemy.
var defaultColours = [...]string{"red", "blue", "green", "yellow", "cyan", "magenta", "orange", "purple"}

// DefaultColours gives each side of a YAML scenario whose colour is empty
// (colours[i] is side i's) the first of red, blue, green, yellow, cyan,
// magenta, orange and purple that no side has, so that every side is drawn
// in a colour of its own. It is called before the scenario is checked and
// hashed, so the colour is part of the scenario a save keeps. A JSON
// document (a save's copy of its scenario) is left as it is: its games
// were hashed without the colour.
func DefaultColours(data []byte, colours []*string) {
	if !IsYAML(data) {
		return
	}
	used := map[string]bool{}
	for _, c := range colours {
		used[strings.ReplaceAll(strings.ToLower(*c), "gray", "grey")] = true
	}
	next := 0
	for _, c := range colours {
		if *c != "" {
			continue
		}
		for next < len(defaultColours) && used[defaultColours[next]] {
			next++
		}
		if next == len(defaultColours) {
			return // more sides than colours: the rest stay as they are
		}
		*c = defaultColours[next]
		used[*c] = true
	}
}

// DefaultSideColours is DefaultColours over a game's sides, colour
// giving a side's colour field.
func DefaultSideColours[S any](data []byte, sides []S, colour func(*S) *string) {
	cs := make([]*string, len(sides))
	for i := range sides {
		cs[i] = colour(&sides[i])
	}
	DefaultColours(data, cs)
}

// knownColour reports whether name is one of SideColours in any case.
func knownColour(name string) bool {
	for _, c := range SideColours() {
		if strings.EqualFold(c, name) {
			return true
		}
	}
	return false
}
