package tui

// LegendGlyph names a glyph in a help legend, which is written once for
// both screens: as the Unicode screen draws it (unicode) and, where the
// --ascii screen's fold of it (ToASCII) is not what the ASCII drawing
// shows (ascii), that one too: "· (. with --ascii)". The fold turns · into
// "-", the separator of headers, where the ASCII maps draw an empty hex or
// square as "." (render's ASCII glyphs), so a legend that wrote "· empty
// space" read "- empty space" beside a map of dots. Where the fold already
// gives the ASCII glyph ("•" into "o", the map's path mark) the Unicode
// glyph alone is named, so that the ASCII screen does not say it twice.
//
// Pass render.NewTheme(true, false).Glyph's field for ascii where the map
// draws a theme glyph, so that the legend follows the drawing.
func LegendGlyph(unicode, ascii string) string {
	if ToASCII(unicode) == ascii {
		return unicode
	}
	return unicode + " (" + ascii + " with --ascii)"
}
