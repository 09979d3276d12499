package tui

import (
	"reflect"
	"testing"

	"github.com/armada-tui/armada-tui/internal/render"
)

// TestASCIIFoldDrawsGlyphsAsTheMap: a help legend is written once, with
// the Unicode glyphs, and --ascii folds the whole frame (ToASCII); every
// glyph it names must then read as the ASCII map draws it. Two do not, and
// the legends that name them say so in words: the empty cell (· folds to
// the separator -, the map draws .) and the die faces ([1]..[6] are three
// cells, the fold keeps one).
func TestASCIIFoldDrawsGlyphsAsTheMap(t *testing.T) {
	uni, asc := render.NewTheme(false, false).Glyph, render.NewTheme(true, false).Glyph
	except := map[string]bool{"Empty": true, "Dice": true}
	var walk func(name string, u, a reflect.Value)
	walk = func(name string, u, a reflect.Value) {
		switch u.Kind() {
		case reflect.String:
			if got := ToASCII(u.String()); got != a.String() {
				t.Errorf("%s: --ascii folds %q into %q, the ASCII map draws %q", name, u.String(), got, a.String())
			}
		case reflect.Array:
			for i := 0; i < u.Len(); i++ {
				walk(name+"["+string(rune('0'+i))+"]", u.Index(i), a.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < u.NumField(); i++ {
				f := u.Type().Field(i).Name
				if except[f] {
					continue
				}
				walk(name+"."+f, u.Field(i), a.Field(i))
			}
		}
	}
	walk("Glyphs", reflect.ValueOf(uni), reflect.ValueOf(asc))
}
