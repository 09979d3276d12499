package tui

import (
	"fmt"
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/armada-tui/armada-tui/assets"
	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/engine/grid"
	"github.com/armada-tui/armada-tui/internal/engine/hex"
	"github.com/armada-tui/armada-tui/internal/render"
)

// unitAt is a unit of the fake map games: where, its id, side colour and
// name.
type unitAt struct {
	col, row        int
	id, color, name string
}

// hexFleet is a hex map game of the given size and units; the first unit
// is in play. Its Legal comes from the frame's state (secretState: one
// "pick" for the player to move, which Group gives the hotkey hot).
type hexFleet struct {
	cols, rows int
	units      []unitAt
	unbounded  bool
	hot        string
}

func (f hexFleet) hexOf(u unitAt) hex.Hex { return hex.FromOffset(u.col, u.row) }

func (f hexFleet) MapView(engine.State, engine.Player, engine.Intent) render.HexMapView {
	cells := map[hex.Hex]render.HexCell{}
	for _, u := range f.units {
		cells[f.hexOf(u)] = render.HexCell{Text: u.id, Color: u.color, Facing: hex.N, HasFacing: true}
	}
	return render.HexMapView{Cols: f.cols, Rows: f.rows, Cells: cells, Unbounded: f.unbounded}
}
func (f hexFleet) Focus(engine.State, engine.Player, engine.Intent) (hex.Hex, bool) {
	return f.hexOf(f.units[0]), true
}
func (f hexFleet) Units(engine.State, engine.Player) []hex.Hex {
	out := make([]hex.Hex, len(f.units))
	for i, u := range f.units {
		out[i] = f.hexOf(u)
	}
	return out
}
func (f hexFleet) Sheet(_ engine.State, _ engine.Player, h hex.Hex, _ engine.Intent, w, rows int) []string {
	c, r := hex.ToOffset(h)
	return []string{fmt.Sprintf("sheet of %d,%d", c, r)}
}
func (f hexFleet) Group(kind string) (string, string) { return kind, f.hot }
func (hexFleet) Item(in engine.Intent) string         { return in.String() }

// namedFleet names its units and sums them up, and numbers its hexes from
// 00 as Starmada does.
type namedFleet struct{ hexFleet }

func (f namedFleet) UnitName(_ engine.State, _ engine.Player, h hex.Hex) string {
	for _, u := range f.units {
		if f.hexOf(u) == h {
			return u.name
		}
	}
	return ""
}
func (f namedFleet) Summary(st engine.State, me engine.Player, h hex.Hex) string {
	return f.UnitName(st, me, h) + " · hull 4/6"
}
func (namedFleet) ColumnLabel(col int) string { return fmt.Sprintf("%02d", col) }
func (namedFleet) RowLabel(row int) string    { return fmt.Sprintf("%02d", row) }

// starmadaStandard is Starmada's standard battle after set-up: 30×20, the
// Imperial fleet along the north edge, the Hegemony along the south.
func starmadaStandard() namedFleet {
	return namedFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{
		{10, 1, "Pa", "blue", "Paladin"}, {15, 1, "Ad", "blue", "Admirable"}, {20, 2, "La", "blue", "Lancer"},
		{8, 18, "Hi", "red", "Hive"}, {12, 18, "Ma", "red", "Mantis"}, {16, 17, "H1", "red", "Hornet 1"},
		{20, 18, "Wa", "red", "Wasp"}, {24, 18, "H2", "red", "Hornet 2"},
	}}}
}

// specialKeys are the keys tests name.
var specialKeys = map[string]tea.KeyPressMsg{
	"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
	"shift+tab": {Code: tea.KeyTab, Mod: tea.ModShift}, "backspace": {Code: tea.KeyBackspace},
	"up": {Code: tea.KeyUp}, "down": {Code: tea.KeyDown}, "left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight},
	"shift+up": {Code: tea.KeyUp, Mod: tea.ModShift}, "shift+down": {Code: tea.KeyDown, Mod: tea.ModShift},
	"shift+left": {Code: tea.KeyLeft, Mod: tea.ModShift}, "shift+right": {Code: tea.KeyRight, Mod: tea.ModShift},
	"ctrl+g": {Code: 'g', Mod: tea.ModCtrl}, "space": {Code: tea.KeySpace, Text: " "},
}

// key1 makes a key press as the terminal sends it.
func key1(k string) tea.KeyPressMsg {
	if m, ok := specialKeys[k]; ok {
		return m
	}
	return tea.KeyPressMsg{Code: []rune(k)[0], Text: k}
}

// typeKeys sends each key; a word that names no key is typed letter by
// letter.
func typeKeys(b interface{ Key(tea.KeyPressMsg) bool }, keys ...string) {
	for _, k := range keys {
		if _, ok := specialKeys[k]; ok || len([]rune(k)) == 1 {
			b.Key(key1(k))
			continue
		}
		for _, r := range k {
			b.Key(key1(string(r)))
		}
	}
}

// boardAt draws b as the game screen lays it out in a w×h terminal (the
// app's help line, the header, the status line, at least five rows of
// actions and log): at 80×24 the map is 49×14 beside a 30-column sheet.
func boardAt[C comparable, V any](b *MapBoard[C, V], st engine.State, w, h int) string {
	h-- // the app's help line
	bh := min(b.Height(w, h-2), h-2-5)
	if b.WantsFullScreen() {
		bh = h - 2
	}
	return strings.Join(b.Draw(Frame{State: st, Me: 0, W: w, H: bh}), "\n")
}

func lineAt(s string, y int) []rune {
	lines := strings.Split(s, "\n")
	if y < 0 || y >= len(lines) {
		return nil
	}
	return []rune(lines[y])
}

// shownHex reports whether the board shows the unit at h in its map: the
// first letter of the id the view gives the hex, or a count, at the hex's
// centre (a unit off the window shows in no cell of it).
func shownHex(b *HexBoard, frame string, h hex.Hex) bool {
	x, y, ok := render.HexCenter(b.view, b.vp, h)
	id, _ := hexProjection{}.unit(&b.view, h)
	if !ok || id == "" {
		return false
	}
	line := lineAt(frame, y)
	first := []rune(id)[0]
	for dx := -2; dx <= 2; dx++ {
		if x+dx < 0 || x+dx >= len(line) || x+dx >= b.mapW {
			continue
		}
		r := line[x+dx]
		if r == first || (r >= '2' && r <= '9') || r == '+' {
			return true
		}
	}
	return false
}

func TestMapBoardAutoZoom(t *testing.T) {
	// Close enemies: the detailed map holds both.
	near := hexFleet{cols: 30, rows: 20, units: []unitAt{{5, 5, "A", "blue", ""}, {7, 6, "B", "red", ""}}}
	b := NewHexBoard(near, Config{})
	boardAt(b, &secretState{}, 80, 24)
	if b.Zoom() != render.Detailed {
		t.Errorf("two units two hexes apart: %v, want detailed", b.Zoom())
	}
	// Across the board: compact.
	mid := hexFleet{cols: 30, rows: 20, units: []unitAt{{5, 5, "A", "blue", ""}, {16, 12, "B", "red", ""}}}
	b = NewHexBoard(mid, Config{})
	boardAt(b, &secretState{}, 80, 24)
	if b.Zoom() != render.Compact {
		t.Errorf("eleven hexes apart: %v, want compact", b.Zoom())
	}
	// Opposite corners: the overview.
	far := hexFleet{cols: 30, rows: 20, units: []unitAt{{1, 1, "A", "blue", ""}, {28, 18, "B", "red", ""}, {27, 18, "C", "blue", ""}}}
	b = NewHexBoard(far, Config{})
	s := boardAt(b, &secretState{}, 80, 24)
	if b.Zoom() != render.Overview {
		t.Errorf("opposite corners: %v, want the overview", b.Zoom())
	}
	for _, u := range far.units {
		if !shownHex(b, s, far.hexOf(u)) {
			t.Errorf("%s is not shown:\n%s", u.id, s)
		}
	}
	// At 200×60 the whole map fits in detail.
	b = NewHexBoard(far, Config{})
	boardAt(b, &secretState{}, 200, 60)
	if b.Zoom() != render.Detailed {
		t.Errorf("opposite corners at 200×60: %v, want detailed", b.Zoom())
	}
	// The unit in play shows with its nearest enemy, never a farther one.
	three := hexFleet{cols: 30, rows: 20, units: []unitAt{{1, 1, "A", "blue", ""}, {4, 3, "B", "red", ""}, {28, 18, "C", "red", ""}}}
	b = NewHexBoard(three, Config{})
	s = boardAt(b, &secretState{}, 80, 24)
	if b.Zoom() != render.Detailed || !shownHex(b, s, three.hexOf(three.units[1])) {
		t.Errorf("the nearest enemy at detailed zoom: %v\n%s", b.Zoom(), s)
	}
}

// compactFleet is a hexFleet whose board zooms out by itself no further
// than the compact drawing (AutoZoomLimit).
type compactFleet struct{ hexFleet }

func (compactFleet) AutoZoomLimit() render.Zoom { return render.Compact }

// TestClickOnAnEdgeMarkerGoesToItsUnit: a click on the marker of a unit
// off the window inspects that unit and brings it into view; it inspected
// the hex drawn under the marker (found in the mouse play-test).
func TestClickOnAnEdgeMarkerGoesToItsUnit(t *testing.T) {
	far := compactFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{{1, 1, "AA", "blue", ""}, {28, 18, "BB", "red", ""}}}}
	b := NewHexBoard(far, Config{})
	st := &secretState{}
	s := boardAt(b, st, 80, 24)
	x, y := -1, -1
	for i, l := range strings.Split(s, "\n") {
		if k := strings.Index(l, "BB◢"); k >= 0 {
			x, y = lipgloss.Width(l[:k]), i
		}
	}
	if y < 0 {
		t.Fatalf("no marker for BB:\n%s", s)
	}
	want := far.hexOf(far.units[1])
	if !b.Click(x+1, y) || b.inspect == nil || *b.inspect != want {
		t.Fatalf("a click on the marker inspected %v, want BB's hex %v", b.inspect, want)
	}
	if s := boardAt(b, st, 80, 24); !shownHex(b, s, want) {
		t.Errorf("BB is not brought into view:\n%s", s)
	}
}

// TestAutoZoomLimit: a game that stops the board's own zoom at the compact
// drawing opens there when its fleets stand at opposite corners (the
// overview's one letter a ship read as nothing at 80×24), keeps the unit in
// play in the window and points to the others with markers at its edge;
// 0 and - still give the overview, and f the compact drawing again.
func TestAutoZoomLimit(t *testing.T) {
	far := compactFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{{1, 1, "AA", "blue", ""}, {28, 18, "BB", "red", ""}}}}
	b := NewHexBoard(far, Config{})
	st := &secretState{}
	s := boardAt(b, st, 80, 24)
	if b.Zoom() != render.Compact {
		t.Fatalf("opposite corners with the limit: %v, want compact", b.Zoom())
	}
	if !shownHex(b, s, far.hexOf(far.units[0])) {
		t.Errorf("the unit in play is not shown:\n%s", s)
	}
	if !strings.Contains(s, "BB◢") {
		t.Errorf("no marker points to the enemy off the window:\n%s", s)
	}
	for _, step := range []struct {
		key  string
		want render.Zoom
	}{{"0", render.Overview}, {"f", render.Compact}, {"-", render.Overview}} {
		b.Key(key1(step.key))
		boardAt(b, st, 80, 24)
		if b.Zoom() != step.want {
			t.Errorf("after %q: %v, want %v", step.key, b.Zoom(), step.want)
		}
	}
	// Where everything fits closer, the limit changes nothing.
	b = NewHexBoard(far, Config{})
	boardAt(b, st, 200, 60)
	if b.Zoom() != render.Detailed {
		t.Errorf("at 200×60: %v, want detailed", b.Zoom())
	}
}

func TestMapBoardZoomKeys(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Overview {
		t.Fatalf("the fleets on opposite edges: %v, want the overview", b.Zoom())
	}
	for _, step := range []struct {
		key  string
		want render.Zoom
	}{{"+", render.Compact}, {"+", render.Detailed}, {"+", render.Detailed}, {"-", render.Compact},
		{"0", render.Overview}, {"=", render.Compact}, {"_", render.Overview}, {"f", render.Overview}} {
		if !b.Key(key1(step.key)) {
			t.Errorf("%q not taken", step.key)
		}
		boardAt(b, st, 80, 24)
		if b.Zoom() != step.want {
			t.Errorf("after %q: %v, want %v", step.key, b.Zoom(), step.want)
		}
	}
	// A zoom of one's own stays after an intent; f gives the choice back.
	b.Key(key1("+"))
	b.Changed()
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Compact {
		t.Errorf("a change undid the zoom chosen: %v", b.Zoom())
	}
	b.Key(key1("f"))
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Overview {
		t.Errorf("f did not choose the zoom again: %v", b.Zoom())
	}
}

func TestMapBoardPanNeedsFocus(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("+"))
	b.Key(key1("+")) // detailed, manual
	boardAt(b, st, 80, 24)
	for _, k := range []string{"up", "down", "j", "k", "h", "l", "left", "right", "enter"} {
		if b.Key(key1(k)) {
			t.Errorf("%q was taken without the map's focus: it belongs to the action list", k)
		}
	}
	before := b.vp
	if !b.Key(key1("shift+right")) || b.vp.ScrollX <= before.ScrollX {
		t.Errorf("shift+right did not pan: %+v -> %+v", before, b.vp)
	}
	if !b.Key(key1("m")) {
		t.Fatal("m not taken")
	}
	s := boardAt(b, st, 80, 24)
	if !strings.Contains(s, "arrows pan") {
		t.Errorf("the map's focus is not shown:\n%s", s)
	}
	before = b.vp
	b.Key(key1("l"))
	b.Key(key1("j"))
	if b.vp.ScrollX <= before.ScrollX || b.vp.ScrollY <= before.ScrollY {
		t.Errorf("l and j did not pan: %+v -> %+v", before, b.vp)
	}
	after := b.vp
	boardAt(b, st, 80, 24)
	if b.vp != after {
		t.Errorf("the next frame undid the pan: %+v -> %+v", after, b.vp)
	}
	b.Key(key1("left"))
	b.Key(key1("up"))
	if b.vp.ScrollX >= after.ScrollX || b.vp.ScrollY >= after.ScrollY {
		t.Errorf("arrows did not pan back: %+v -> %+v", after, b.vp)
	}
	// With the focus, letters stay with the map.
	if !b.Key(key1("x")) {
		t.Error("a stray key reached the action list while the map had the keyboard")
	}
	if !b.Key(key1("esc")) {
		t.Fatal("esc not taken")
	}
	if b.Key(key1("down")) {
		t.Error("esc did not give the keyboard back")
	}
	// f follows again.
	b.Key(key1("f"))
	boardAt(b, st, 80, 24)
	if _, _, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(10, 1)); !ok {
		t.Error("f did not bring the unit in play back")
	}
}

func TestMapBoardYieldsHotkeys(t *testing.T) {
	g := starmadaStandard()
	g.hot = "f" // the action list's "pick" takes f, as Silent Death's full stop
	b := NewHexBoard(g, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if b.Key(key1("f")) {
		t.Error("f was taken from the action list")
	}
	if !b.Key(key1("+")) {
		t.Error("+ is no action's key and should zoom")
	}
	// The other player has nothing to do: f is the map's.
	b.Draw(Frame{State: st, Me: 1, W: 80, H: 15})
	if !b.Key(key1("f")) {
		t.Error("f with no action behind it should follow")
	}
	// With the map's focus, the map's keys are the map's.
	b.Draw(Frame{State: st, Me: 0, W: 80, H: 15})
	b.Key(key1("m"))
	if !b.Key(key1("f")) {
		t.Error("f with the map's focus should follow")
	}
}

func TestMapBoardRulerAndMarkers(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("+"))
	b.Key(key1("+"))
	s := boardAt(b, st, 80, 24)
	top := string(lineAt(s, 0))
	// Starmada's labels from 00, around the Paladin in column 10.
	for _, want := range []string{"08", "09", "10", "11"} {
		if !strings.Contains(top, want) {
			t.Errorf("column %s not on the ruler: %q", want, top)
		}
	}
	if !strings.HasPrefix(string(lineAt(s, 4)), "01 ") {
		t.Errorf("row 01 not on the ruler:\n%s", s)
	}
	// The Hegemony, to the south, shows by markers at the edges.
	var area strings.Builder
	for y := 1; y < b.mapH; y++ {
		area.WriteString(string(lineAt(s, y)[:b.mapW]) + "\n")
	}
	for _, id := range []string{"Hi", "Ma", "H1", "Wa", "H2"} {
		if !strings.Contains(area.String(), id) {
			t.Errorf("no marker for %s:\n%s", id, s)
		}
	}
	if bottom := string(lineAt(s, b.mapH-1)); !strings.ContainsAny(bottom, "▼◢◣") {
		t.Errorf("no marker points down on the bottom edge: %q\n%s", bottom, s)
	}
	// The default ruler numbers hex columns from 01.
	b = NewHexBoard(starmadaStandard().hexFleet, Config{})
	boardAt(b, st, 80, 24)
	b.Key(key1("+"))
	b.Key(key1("+"))
	s = boardAt(b, st, 80, 24)
	if top := string(lineAt(s, 0)); !strings.Contains(top, "11") || strings.Contains(top, " 00") {
		t.Errorf("default labels: %q", top)
	}
}

func TestMapBoardGoTo(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("g"))
	if !b.Typing() {
		t.Fatal("g did not open the field")
	}
	typeKeys(b, "2418", "enter")
	if b.Typing() || b.inspect == nil || *b.inspect != hex.FromOffset(24, 18) {
		t.Fatalf("g 2418 did not go to Hornet 2's hex: %v", b.inspect)
	}
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 24,18") {
		t.Errorf("the sheet does not show 2418:\n%s", s)
	}
	// A name, completed with tab.
	b.Key(key1("g"))
	typeKeys(b, "Hi", "tab")
	if b.field != "Hive" {
		t.Errorf("tab completed %q, want Hive", b.field)
	}
	b.Key(key1("enter"))
	if b.inspect == nil || *b.inspect != hex.FromOffset(8, 18) {
		t.Errorf("g Hive went to %v", b.inspect)
	}
	// Several names: their common start, then each in turn.
	b.Key(key1("g"))
	typeKeys(b, "ho", "tab")
	if b.field != "Hornet " {
		t.Errorf("tab on two Hornets: %q", b.field)
	}
	b.Key(key1("tab"))
	first := b.field
	b.Key(key1("tab"))
	if first != "Hornet 1" || b.field != "Hornet 2" {
		t.Errorf("tabs gave %q then %q", first, b.field)
	}
	b.Key(key1("backspace"))
	b.Key(key1("esc"))
	if b.Typing() {
		t.Error("esc did not close the field")
	}
	// Nothing of that name: a note, and the map stays.
	b.Key(key1("g"))
	typeKeys(b, "Zed", "enter")
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, `no cell or unit "Zed"`) {
		t.Errorf("no note for an unknown name:\n%s", s)
	}
	// The field takes the keys the game screen would otherwise use.
	b.Key(key1("g"))
	for _, k := range []string{"q", "u", "j", "k", "f"} {
		if !b.Key(key1(k)) {
			t.Errorf("the field did not take %q", k)
		}
	}
	if b.field != "qujkf" {
		t.Errorf("field %q", b.field)
	}
}

func TestMapBoardFullScreen(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if !b.Key(key1("M")) || !b.WantsFullScreen() {
		t.Fatal("M did not ask for the whole screen")
	}
	s := boardAt(b, st, 80, 24)
	if strings.Contains(s, "sheet of") {
		t.Errorf("the sheet is still beside the map:\n%s", s)
	}
	if n := len(strings.Split(s, "\n")); n != 21 {
		t.Errorf("%d lines, want 21 (all but the help line, the header and the status line)", n)
	}
	if b.Zoom() == render.Overview {
		t.Errorf("the whole screen should hold both fleets closer than the overview")
	}
	// The arrows pan on the whole screen.
	if !b.Key(key1("down")) {
		t.Error("down did not pan")
	}
	if !b.Key(key1("esc")) || b.WantsFullScreen() {
		t.Error("esc did not give the screen back")
	}
	b.Key(key1("M"))
	b.Key(key1("M"))
	if b.WantsFullScreen() {
		t.Error("M did not give the screen back")
	}
}

func TestMapBoardUnitList(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if !b.Key(key1("U")) {
		t.Fatal("U not taken")
	}
	s := boardAt(b, st, 80, 24)
	for _, want := range []string{"Units (8)", "Paladin · hull 4/6", "Hornet 2 · hull 4/6", "2418"} {
		if !strings.Contains(s, want) {
			t.Errorf("the list lacks %q:\n%s", want, s)
		}
	}
	b.Key(key1("down"))
	b.Key(key1("down"))
	b.Key(key1("down"))
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 8,18") {
		t.Errorf("the sheet beside the list is not the Hive's:\n%s", s)
	}
	b.Key(key1("enter"))
	s = boardAt(b, st, 80, 24)
	if !strings.Contains(s, "sheet of 8,18") || strings.Contains(s, "Units (8)") {
		t.Errorf("enter did not open the Hive's sheet:\n%s", s)
	}
	b.Key(key1("down"))
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 12,18") {
		t.Errorf("down on a sheet did not go to the next unit:\n%s", s)
	}
	b.Key(key1("esc"))
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "Units (8)") {
		t.Errorf("esc did not go back to the list:\n%s", s)
	}
	b.Key(key1("esc"))
	if s = boardAt(b, st, 80, 24); strings.Contains(s, "Units (8)") {
		t.Errorf("esc did not close the list:\n%s", s)
	}
	// enter on a sheet shows the unit on the map.
	b.Key(key1("U"))
	b.Key(key1("enter"))
	b.Key(key1("enter"))
	if b.mode != modeMap || b.inspect == nil || *b.inspect != hex.FromOffset(10, 1) {
		t.Errorf("enter on the sheet: mode %v, inspect %v", b.mode, b.inspect)
	}
	// A click on a line selects it, a second opens it.
	b.Key(key1("U"))
	boardAt(b, st, 80, 24)
	b.Click(3, 2)
	if b.sel != 1 || b.mode != modeUnits {
		t.Errorf("click: sel %d mode %v", b.sel, b.mode)
	}
	b.Click(3, 2)
	if b.mode != modeSheet {
		t.Errorf("a second click did not open the sheet")
	}
}

func TestMapBoardMouse(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Overview {
		t.Fatalf("zoom %v", b.Zoom())
	}
	x, y, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(8, 18))
	if !ok {
		t.Fatal("the Hive is off the overview")
	}
	if !b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelUp, X: x, Y: y}, x, y) {
		t.Fatal("the wheel was not taken")
	}
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Compact {
		t.Errorf("the wheel up gave %v", b.Zoom())
	}
	if _, _, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(8, 18)); !ok {
		t.Error("the wheel did not zoom about the hex under the mouse")
	}
	b.Mouse(tea.MouseWheelMsg{Button: tea.MouseWheelDown}, x, y)
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Overview {
		t.Errorf("the wheel down gave %v", b.Zoom())
	}
	b.Key(key1("f"))
	b.Key(key1("+"))
	b.Key(key1("+"))
	boardAt(b, st, 80, 24)
	before := b.vp
	x, y, _ = render.HexCenter(b.view, b.vp, hex.FromOffset(10, 1))
	if !b.Mouse(tea.MouseClickMsg{Button: tea.MouseLeft}, x, y) {
		t.Fatal("the press was not taken")
	}
	b.Mouse(tea.MouseMotionMsg{Button: tea.MouseLeft}, x-6, y-3)
	b.Mouse(tea.MouseReleaseMsg{Button: tea.MouseLeft}, x-6, y-3)
	if b.vp.ScrollX != before.ScrollX+6 || b.vp.ScrollY != before.ScrollY+3 {
		t.Errorf("the drag moved %+v to %+v", before, b.vp)
	}
	dragged := b.vp
	if s := boardAt(b, st, 80, 24); b.vp != dragged || !strings.Contains(s, "sheet of 10,1") {
		t.Errorf("after the drag: %+v (want %+v), the sheet of the unit in play:\n%s", b.vp, dragged, s)
	}
	if b.Mouse(tea.MouseMotionMsg{Button: tea.MouseLeft}, 1, 1) {
		t.Error("a motion after the release panned")
	}
}

func TestMapBoardPickCell(t *testing.T) {
	b := NewHexBoard(starmadaStandard(), Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("+"))
	b.Key(key1("+"))
	boardAt(b, st, 80, 24)
	var cp CellPicker = b
	if !cp.PointText("1203 N") {
		t.Fatal("1203 not read")
	}
	boardAt(b, st, 80, 24)
	if b.view.Cursor != hex.FromOffset(12, 3) || b.view.NoCursor {
		t.Errorf("the cursor is on %v", b.view.Cursor)
	}
	if cp.PointText("12") || b.point != nil {
		t.Error("a half-typed hex still points")
	}
	cp.PointText("1203 N")
	if _, used := cp.PickKey(key1("x"), "1203 N"); used {
		t.Error("a letter was taken from the field")
	}
	text := "1203 N"
	for _, k := range []string{"ctrl+g", "right", "right", "down", "l"} {
		var used bool
		if text, used = cp.PickKey(key1(k), text); !used {
			t.Errorf("%q not used while picking", k)
		}
	}
	boardAt(b, st, 80, 24)
	if s := boardAt(b, st, 80, 24); !strings.Contains(s, "enter takes 1504") {
		t.Errorf("the pick line:\n%s", s)
	}
	text, _ = cp.PickKey(key1("enter"), text)
	if text != "1504 N" {
		t.Errorf("picked %q, want 1504 N", text)
	}
	// shift+arrows start picking at once, from the typed hex.
	text, _ = cp.PickKey(key1("shift+left"), "")
	text, _ = cp.PickKey(key1("enter"), text)
	if text != "1404" {
		t.Errorf("picked %q, want 1404", text)
	}
	// A click writes the hex clicked in front of the rest.
	x, y, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(11, 2))
	if !ok {
		t.Fatal("1102 is off screen")
	}
	if text, ok = cp.PickClick(x, y, "Hive"); !ok || text != "1102 Hive" {
		t.Errorf("click picked %q", text)
	}
	if got, ok := cp.Complete("1508 Hi"); !ok || got != "1508 Hive" {
		t.Errorf("Complete(1508 Hi) = %q", got)
	}
	if got, ok := cp.Complete("1508 Hornet 2"); !ok || got != "1508 Hornet 2" {
		t.Errorf("Complete of a whole name = %q, %v", got, ok)
	}
	cp.EndPick()
	boardAt(b, st, 80, 24)
	if b.view.Cursor != hex.FromOffset(10, 1) {
		t.Errorf("after EndPick the cursor is on %v", b.view.Cursor)
	}
	// The game screen's own pointer.
	b.Point(hex.FromOffset(20, 10), true)
	boardAt(b, st, 80, 24)
	if _, _, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(20, 10)); !ok || b.view.Cursor != hex.FromOffset(20, 10) {
		t.Error("Point did not show 2010")
	}
}

// TestMapBoardUnbounded: a map without edges (SSCS) is drawn around its
// units, at negative coordinates too.
func TestMapBoardUnbounded(t *testing.T) {
	g := hexFleet{unbounded: true, units: []unitAt{
		{0, 0, "Ba", "blue", ""}, {-4, 14, "La", "blue", ""}, {4, 10, "Wa", "blue", ""}, {2, -3, "Go", "red", ""}, {-30, -20, "Far", "red", ""},
	}}
	b := NewHexBoard(g, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	if b.Zoom() != render.Detailed {
		t.Errorf("the nearest enemy three hexes away: %v", b.Zoom())
	}
	b.Key(key1("0"))
	s := boardAt(b, st, 80, 24)
	for _, u := range g.units {
		if !shownHex(b, s, g.hexOf(u)) {
			t.Errorf("%s not in the overview:\n%s", u.id, s)
		}
	}
	// The scroll stays with the map when the box grows.
	b.Key(key1("+"))
	b.Key(key1("+"))
	boardAt(b, st, 80, 24)
	x, y, ok := render.HexCenter(b.view, b.vp, hex.FromOffset(0, 0))
	g.units = append(g.units, unitAt{-40, -30, "New", "red", ""})
	b.game = g
	b.follow = false
	boardAt(b, st, 80, 24)
	x2, y2, ok2 := render.HexCenter(b.view, b.vp, hex.FromOffset(0, 0))
	if !ok || !ok2 || x != x2 || y != y2 {
		t.Errorf("the map moved when the box grew: (%d,%d,%v) -> (%d,%d,%v)", x, y, ok, x2, y2, ok2)
	}
}

// shipsOf reads a shipped scenario file, with no game's help: the map's
// size and every position the file gives ("hex: [c, r]" in offset
// coordinates, or "at: "q,r"" axial on an unbounded map), each side's in
// its colour.
func shipsOf(t *testing.T, path string) (cols, rows int, units []unitAt, ships []int) {
	t.Helper()
	data, err := fs.ReadFile(assets.Scenarios, path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if m := regexp.MustCompile(`(?:map|board): \{cols: (\d+), rows: (\d+)`).FindStringSubmatch(text); m != nil {
		cols, _ = strconv.Atoi(m[1])
		rows, _ = strconv.Atoi(m[2])
	}
	colors := []string{"white", "blue", "red", "green", "yellow"}
	side := 0
	perSide := map[int]int{}
	pos := regexp.MustCompile(`hex: \[(-?\d+), (-?\d+)\]|at: "(-?\d+),(-?\d+)"|class: \w+, at: "(\d\d)(\d\d)"|color: |\{name: `)
	for _, m := range pos.FindAllStringSubmatch(text, -1) {
		switch {
		case m[5] != "": // Starmada's "CCRR", from 00
			c, _ := strconv.Atoi(m[5])
			r, _ := strconv.Atoi(m[6])
			units = append(units, unitAt{c, r, fmt.Sprintf("%c%d", 'A'+side, len(units)%10), colors[side%len(colors)], ""})
			perSide[side]++
		case m[0] == "color: ":
			side++
		case m[0] == "{name: ":
			perSide[side]++
		case m[1] != "":
			c, _ := strconv.Atoi(m[1])
			r, _ := strconv.Atoi(m[2])
			units = append(units, unitAt{c, r, fmt.Sprintf("%c%d", 'A'+side, len(units)%10), colors[side%len(colors)], ""})
		default:
			q, _ := strconv.Atoi(m[3])
			r, _ := strconv.Atoi(m[4])
			c, row := hex.ToOffset(hex.Hex{Q: q, R: r})
			units = append(units, unitAt{c, row, fmt.Sprintf("%c%d", 'A'+side, len(units)%10), colors[side%len(colors)], ""})
		}
	}
	for s := 1; s <= side; s++ {
		ships = append(ships, perSide[s])
	}
	return cols, rows, units, ships
}

// overviewShowsAll presses 0 and checks that every unit shows, at 80×24
// beside the sheet and on the whole screen (M).
func overviewShowsAll(t *testing.T, name string, g hexFleet) {
	t.Helper()
	for _, full := range []bool{false, true} {
		b := NewHexBoard(g, Config{})
		st := &secretState{}
		boardAt(b, st, 80, 24)
		if full {
			b.Key(key1("M"))
		}
		b.Key(key1("0"))
		s := boardAt(b, st, 80, 24)
		for _, u := range g.units {
			if !shownHex(b, s, g.hexOf(u)) {
				t.Errorf("%s (whole screen %v): %s at %d,%d is not shown:\n%s", name, full, u.id, u.col, u.row, s)
			}
		}
	}
}

// TestOverviewShowsEveryShip: 0 at 80×24 shows every ship of both fleets
// in every shipped scenario of the hex games. Silent Death's and SSCS's
// files give the positions; Starmada's ships are set up by the players,
// so they stand at the far corners of their set-up zones (within five
// hexes of their long edge, five from the short edges), and a built fleet
// counts twelve ships.
func TestOverviewShowsEveryShip(t *testing.T) {
	for _, game := range []string{"silentdeath", "sscs", "starmada"} {
		files, err := fs.Glob(assets.Scenarios, "scenarios/"+game+"/*.yaml")
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no scenarios (%v)", game, err)
		}
		for _, path := range files {
			cols, rows, units, ships := shipsOf(t, path)
			g := hexFleet{cols: cols, rows: rows, units: units}
			switch game {
			case "sscs":
				g.unbounded = true
				// A built squadron starts around its point: eight ships
				// in the hexes about it.
				for _, u := range units {
					for i := 0; i < 8; i++ {
						g.units = append(g.units, unitAt{u.col - 4 + i, u.row + i%3, fmt.Sprintf("%s%d", u.id[:1], i), u.color, ""})
					}
				}
			case "starmada", "silentdeath":
				if game == "starmada" && cols == 0 {
					cols, rows = 30, 20 // Starmada's board when a file names none
					g.cols, g.rows = cols, rows
				}
				if len(units) > 0 {
					break
				}
				// Ships the players set up (or buy first).
				g.units = nil
				if len(ships) < 2 {
					ships = []int{0, 0}
				}
				for s, n := range ships {
					if n == 0 {
						n = 12
					}
					for i := 0; i < n; i++ {
						col := 5 + i*(cols-11)/max(1, n-1)
						row := i % 5
						if s == 1 {
							row = rows - 1 - row
						}
						g.units = append(g.units, unitAt{col, row, fmt.Sprintf("%c%d", 'A'+s, i), []string{"blue", "red"}[s%2], ""})
					}
				}
			}
			if len(g.units) < 2 || (!g.unbounded && (cols == 0 || rows == 0)) {
				t.Logf("%s: no map or no units to show (%d×%d, %d units)", path, cols, rows, len(g.units))
				continue
			}
			overviewShowsAll(t, path, g)
		}
	}
}

// TestOverviewLargestBoards: the largest boards a scenario may ask for
// (Starmada's 80×60, Silent Death's long map) with twelve ships a side
// spread along opposite edges and corners, several in one screen cell.
func TestOverviewLargestBoards(t *testing.T) {
	for _, size := range [][2]int{{80, 60}, {72, 15}, {60, 60}, {36, 30}} {
		cols, rows := size[0], size[1]
		var g hexFleet
		g.cols, g.rows = cols, rows
		for s := 0; s < 2; s++ {
			for i := 0; i < 12; i++ {
				col := i * (cols - 1) / 11
				row := i % 3
				if s == 1 {
					row = rows - 1 - row
				}
				g.units = append(g.units, unitAt{col, row, fmt.Sprintf("%c%d", 'A'+s, i), []string{"blue", "red"}[s], ""})
			}
		}
		g.units = append(g.units, unitAt{cols - 1, rows - 1, "Z", "red", ""}, unitAt{0, 0, "Y", "blue", ""})
		overviewShowsAll(t, fmt.Sprintf("%d×%d", cols, rows), g)
	}
}

// TestSquareOverviewShowsEveryShip: Starship Battles' 24×32 grid with two
// fleets at their edges (within three squares): 3×3 ships, 2×2 ships and
// fighters, every one shown by 0 at 80×24.
func TestSquareOverviewShowsEveryShip(t *testing.T) {
	var g squareFleet
	g.cols, g.rows = 24, 32
	for s, color := range []string{"red", "blue"} {
		for i := 0; i < 12; i++ {
			size := []int{3, 2, 1, 1}[i%4]
			x := i * 2 % (g.cols - size + 1)
			y := i % 3
			if s == 1 {
				y = g.rows - size - y
			}
			g.ships = append(g.ships, squareShip{grid.Square{X: x, Y: y}, size, fmt.Sprintf("%c%d", 'R'+s*('B'-'R'), i), color})
		}
	}
	for _, full := range []bool{false, true} {
		b := NewSquareBoard(g, Config{})
		st := &secretState{}
		boardAt(b, st, 80, 24)
		if full {
			b.Key(key1("M"))
		}
		b.Key(key1("0"))
		s := boardAt(b, st, 80, 24)
		for _, u := range g.Units(nil, 0) {
			id, _ := squareProjection{}.unit(&b.view, u)
			x, y, ok := render.SquareCenter(b.view, b.vp, u)
			line := lineAt(s, y)
			if !ok || x >= len(line) || (line[x] != []rune(id)[0] && !(line[x] >= '2' && line[x] <= '9')) {
				t.Errorf("whole screen %v: %s at %v is not shown:\n%s", full, id, u, s)
			}
		}
	}
}

// squareFleet is a square map game of ships of 1×1 to 3×3 squares, the
// first in play; a ship's id is in its top-left square.
type squareFleet struct {
	cols, rows int
	ships      []squareShip
}

type squareShip struct {
	at        grid.Square
	size      int
	id, color string
}

func (f squareFleet) MapView(engine.State, engine.Player, engine.Intent) render.SquareMapView {
	cells := map[grid.Square]render.SquareCell{}
	for _, sh := range f.ships {
		for _, q := range grid.NewSpace(sh.at, sh.size).Squares() {
			cells[q] = render.SquareCell{Body: true, Color: sh.color}
		}
		cells[sh.at] = render.SquareCell{Text: sh.id, Color: sh.color, HasFacing: sh.size > 1}
	}
	return render.SquareMapView{Cols: f.cols, Rows: f.rows, Cells: cells}
}
func (f squareFleet) Focus(engine.State, engine.Player, engine.Intent) (grid.Square, bool) {
	return f.ships[0].at, true
}
func (f squareFleet) Units(engine.State, engine.Player) []grid.Square {
	out := make([]grid.Square, len(f.ships))
	for i, sh := range f.ships {
		out[i] = sh.at
	}
	return out
}
func (f squareFleet) Sheet(_ engine.State, _ engine.Player, s grid.Square, _ engine.Intent, w, rows int) []string {
	return []string{fmt.Sprintf("card at %d,%d", s.X, s.Y)}
}
func (squareFleet) Group(kind string) (string, string) { return kind, "" }
func (squareFleet) Item(in engine.Intent) string       { return in.String() }

// BenchmarkMapBoardDraw80x24: a whole map board frame at 80×24 (the game's
// view built, the zoom chosen, the map and the sheet drawn), at each zoom.
func BenchmarkMapBoardDraw80x24(b *testing.B) {
	for _, z := range []string{"detailed", "compact", "overview"} {
		b.Run(z, func(b *testing.B) {
			bd := NewHexBoard(starmadaStandard(), Config{Color: true})
			st := &secretState{}
			bd.Draw(Frame{State: st, W: 80, H: 15})
			switch z {
			case "detailed":
				bd.Key(key1("+"))
				bd.Key(key1("+"))
			case "compact":
				bd.Key(key1("+"))
			}
			b.ReportAllocs()
			for b.Loop() {
				bd.Draw(Frame{State: st, W: 80, H: 15})
			}
		})
	}
}

func BenchmarkSquareBoardDraw80x24(b *testing.B) {
	var g squareFleet
	g.cols, g.rows = 24, 32
	for i := 0; i < 12; i++ {
		g.ships = append(g.ships, squareShip{grid.Square{X: i * 2 % 22, Y: i % 3 * 10}, 1 + i%3, fmt.Sprintf("S%d", i), []string{"red", "blue"}[i%2]})
	}
	bd := NewSquareBoard(g, Config{Color: true})
	st := &secretState{}
	b.ReportAllocs()
	for b.Loop() {
		bd.Draw(Frame{State: st, W: 80, H: 15})
	}
}

// The map boards give the game screen every optional hook.
var (
	_ MouseBoard      = (*HexBoard)(nil)
	_ MouseBoard      = (*SquareBoard)(nil)
	_ FullScreenBoard = (*HexBoard)(nil)
	_ FullScreenBoard = (*SquareBoard)(nil)
	_ TypingBoard     = (*HexBoard)(nil)
	_ CellPicker      = (*HexBoard)(nil)
	_ CellPicker      = (*SquareBoard)(nil)
	_ KeyedBoard      = (*SquareBoard)(nil)
)

// TestSquareBoardCells: squares are written "x,y" from 1, read back so,
// and picked on the map; the compact drawing is two columns a square.
func TestSquareBoardCells(t *testing.T) {
	var g squareFleet
	g.cols, g.rows = 24, 32
	g.ships = []squareShip{{grid.Square{X: 2, Y: 1}, 3, "Ex", "red"}, {grid.Square{X: 20, Y: 29}, 1, "X1", "blue"}, {grid.Square{X: 4, Y: 4}, 1, "T1", "blue"}}
	b := NewSquareBoard(g, Config{})
	st := &secretState{}
	s := boardAt(b, st, 80, 24)
	if b.Zoom() != render.Detailed {
		t.Errorf("the nearest enemy is near: %v\n%s", b.Zoom(), s)
	}
	if top := string(lineAt(s, 0)); !strings.Contains(top, " 1   2   3") {
		t.Errorf("the ruler numbers squares from 1: %q", top)
	}
	b.Key(key1("g"))
	typeKeys(b, "21,30", "enter")
	if b.inspect == nil || *b.inspect != (grid.Square{X: 20, Y: 29}) {
		t.Errorf("g 21,30 went to %v", b.inspect)
	}
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "card at 20,29") || !strings.Contains(s, "X1") {
		t.Errorf("the jump does not show X1:\n%s", s)
	}
	b.Key(key1("-"))
	if s = boardAt(b, st, 80, 24); b.Zoom() != render.Compact || !strings.Contains(s, "X1") {
		t.Errorf("compact: %v\n%s", b.Zoom(), s)
	}
	b.Changed()
	text, _ := b.PickKey(key1("ctrl+g"), "")
	text, _ = b.PickKey(key1("down"), text)
	text, _ = b.PickKey(key1("enter"), text)
	if text != "3,3" {
		t.Errorf("picked %q, want 3,3", text)
	}
	if !b.PointText("3,3 N") || b.point == nil || *b.point != (grid.Square{X: 2, Y: 2}) {
		t.Errorf("PointText(3,3) points at %v", b.point)
	}
	if b.PointText("30,3") {
		t.Error("a square off the grid is pointed at")
	}
}

// TestMapBoardTabs: tab and shift+tab inspect the units in turn, the map
// scrolling to each; esc goes back to the unit in play.
func TestMapBoardTabs(t *testing.T) {
	g := starmadaStandard()
	b := NewHexBoard(g, Config{})
	st := &secretState{}
	boardAt(b, st, 80, 24)
	b.Key(key1("+"))
	b.Key(key1("+"))
	b.Key(key1("shift+tab"))
	s := boardAt(b, st, 80, 24)
	if !strings.Contains(s, "sheet of 24,18") || !shownHex(b, s, hex.FromOffset(24, 18)) {
		t.Errorf("shift+tab did not inspect the last unit:\n%s", s)
	}
	b.Key(key1("shift+tab"))
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 20,18") {
		t.Errorf("shift+tab again:\n%s", s)
	}
	b.Key(key1("tab"))
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 24,18") {
		t.Errorf("tab:\n%s", s)
	}
	if !b.Key(key1("esc")) {
		t.Fatal("esc not taken")
	}
	if s = boardAt(b, st, 80, 24); !strings.Contains(s, "sheet of 10,1") || !shownHex(b, s, hex.FromOffset(10, 1)) {
		t.Errorf("esc did not go back to the unit in play:\n%s", s)
	}
	if b.Key(key1("esc")) {
		t.Error("esc with nothing to undo was taken from the action list")
	}
}

// TestMapBoardSizes: every mode draws exactly W×H lines at any size, and
// never panics on a tiny one.
func TestMapBoardSizes(t *testing.T) {
	st := &secretState{}
	for _, keys := range [][]string{nil, {"0"}, {"-"}, {"m"}, {"M"}, {"U"}, {"U", "enter"}, {"g", "12"}} {
		b := NewHexBoard(starmadaStandard(), Config{})
		b.Draw(Frame{State: st, W: 80, H: 14})
		typeKeys(b, keys...)
		for _, sz := range [][2]int{{80, 14}, {120, 30}, {200, 60}, {12, 3}, {1, 1}} {
			lines := b.Draw(Frame{State: st, W: sz[0], H: sz[1]})
			if len(lines) != sz[1] {
				t.Errorf("keys %v at %v: %d lines", keys, sz, len(lines))
			}
			for _, l := range lines {
				if w := Width(l); w != sz[0] && sz[0] >= 80 {
					t.Errorf("keys %v at %v: a line %d wide: %q", keys, sz, w, l)
				}
			}
		}
	}
}

// TestMapBoardUnboundedFills: on a terminal larger than the box around the
// units, an unbounded map grows its box to fill the map's share of the
// screen instead of leaving the rest blank (SSCS at 200×60 drew 17 hex
// columns in 151 and set the record sheet 60 columns away).
func TestMapBoardUnboundedFills(t *testing.T) {
	g := hexFleet{unbounded: true, units: []unitAt{
		{0, 0, "Ba", "blue", ""}, {3, 2, "La", "blue", ""}, {2, -3, "Go", "red", ""},
	}}
	b := NewHexBoard(g, Config{ASCII: true})
	st := &secretState{}
	w := 200
	mw := w - SheetWidth(w) - 1
	s := boardAt(b, st, w, 60)
	lines := strings.Split(s, "\n")
	for y := 2; y < 10 && y < len(lines); y++ {
		map_ := strings.TrimRight(string([]rune(lines[y])[:mw]), " ")
		if n := len([]rune(map_)); n < mw-6 {
			t.Fatalf("line %d of the map ends at column %d of %d:\n%s", y, n, mw, s)
		}
	}
	for _, u := range g.units {
		if !shownHex(b, s, g.hexOf(u)) {
			t.Errorf("%s not shown:\n%s", u.id, s)
		}
	}
}

// The sheet gives way to a bounded map that then fits whole, never below
// minSheet and never for a map that would not fit anyway (Starmada's 30
// hex columns at 200×60 showed 00–28 beside a sheet of 48).
func TestMapBoardSheetGivesWay(t *testing.T) {
	for _, c := range []struct{ w, need, want int }{
		{200, 154, 45}, // Starmada's board: the map first
		{200, 100, 48}, // room for both: the sheet as before
		{200, 0, 48},   // unbounded: nothing to fit
		{200, 170, 48}, // the sheet would drop below minSheet: scrolled as before
		{160, 154, 48}, {120, 80, 40}, {80, 40, 30}, {80, 154, 30},
	} {
		if got := sheetBeside(c.w, c.need); got != c.want {
			t.Errorf("sheetBeside(%d, %d) = %d, want %d", c.w, c.need, got, c.want)
		}
	}
	g := hexFleet{cols: 30, rows: 20, units: []unitAt{{0, 0, "Ba", "blue", ""}, {29, 19, "Go", "red", ""}}}
	b := NewHexBoard(g, Config{ASCII: true})
	s := boardAt(b, &secretState{}, 200, 60)
	ruler := string(lineAt(s, 0))
	if !strings.Contains(ruler, " 01 ") || !strings.Contains(ruler, " 30 ") {
		t.Fatalf("the ruler at 200x60 does not run from 01 to 30:\n%s", s)
	}
	// The whole map drawn narrower than its room keeps the sheet beside
	// it, two columns after the widest of its lines (here the compact
	// drawing, 93 of 155 columns).
	dw := 0
	for _, l := range strings.Split(s, "\n") {
		if x := strings.Index(l, "sheet of"); x >= 0 {
			l = l[:x]
		}
		dw = max(dw, len([]rune(strings.TrimRight(l, " "))))
	}
	if x := strings.Index(ruler, "sheet of"); x < 0 || len([]rune(ruler[:x])) != dw+sheetGap || dw+sheetGap >= 200-45 {
		t.Fatalf("the sheet does not start two columns after the map (%d):\n%s", dw, s)
	}
	for _, u := range g.units {
		if !shownHex(b, s, g.hexOf(u)) {
			t.Errorf("%s is not on the map at 200x60:\n%s", u.id, s)
		}
	}
}

// alsoFleet is a hexFleet whose second unit is the board's second cell
// (AlsoShown), as the target of a shot being chosen is.
type alsoFleet struct{ hexFleet }

func (f alsoFleet) Also(engine.State, engine.Player, engine.Intent) (hex.Hex, bool) {
	return f.hexOf(f.units[1]), true
}

// TestSecondCellThatFitsIsShown: whenever the unit in play and the second
// cell fit in the window together, both are drawn; the margin the board
// keeps around the unit in play pushed the second cell out by a row at
// some heights (a Starmada target five rows below the Admirable drawn as a
// marker at the window's edge, though the two fitted).
func TestSecondCellThatFitsIsShown(t *testing.T) {
	for _, pair := range [][2]unitAt{
		{{14, 6, "Ad", "blue", ""}, {12, 11, "Ho", "red", ""}},
		{{12, 11, "Ad", "blue", ""}, {14, 6, "Ho", "red", ""}},
		{{5, 5, "Ad", "blue", ""}, {13, 7, "Ho", "red", ""}},
	} {
		f := alsoFleet{hexFleet{cols: 30, rows: 20, units: []unitAt{pair[0], pair[1]}}}
		for h := 20; h <= 40; h++ {
			for _, w := range []int{80, 100} {
				b := NewHexBoard(f, Config{})
				s := boardAt(b, &secretState{}, w, h)
				if !render.HexesFit(b.view, b.vp, f.hexOf(pair[0]), f.hexOf(pair[1])) {
					continue
				}
				for _, u := range pair {
					if !shownHex(b, s, f.hexOf(u)) {
						t.Errorf("%d×%d, %s and %s fit at %v but %s is not shown:\n%s", w, h, pair[0].id, pair[1].id, b.Zoom(), u.id, s)
					}
				}
			}
		}
	}
}
