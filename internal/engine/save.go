package engine

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The save file's identity. Version changes when the layout of the file
// changes; a game's RulesVersion changes when its rules do.
const (
	SaveFormat  = "armada-tui-save"
	SaveVersion = 2
	// oldestVersion is the oldest layout still read. Version 1 files have
	// the same layout; their hashes cover less of the state and are
	// checked with LegacyHasher.
	oldestVersion = 1
	// MaxSaveSize bounds what a load reads before it trusts anything.
	MaxSaveSize = 8 << 20
)

// SaveFile is the JSON document a session is saved as. It is
// self-contained: the scenario is embedded, so a save can be replayed
// without the scenario file it came from. docs/save-format.md describes it.
type SaveFile struct {
	Format    string          `json:"format"`
	Version   int             `json:"version"`
	Game      string          `json:"game"`
	Rules     string          `json:"rules"`
	Saved     string          `json:"saved,omitempty"` // RFC 3339, for people, set by the store; never read back
	Scenario  json.RawMessage `json:"scenario"`
	Options   Options         `json:"options"`
	Seed      uint64          `json:"seed"`
	Players   []PlayerSlot    `json:"players"`
	StartHash string          `json:"start_hash"`
	Intents   []SavedIntent   `json:"intents"`
	Final     SavedFinal      `json:"final"`
}

// SavedIntent is one intent with the state hash after it: every intent is a
// checkpoint, so a verification names the first one that differs.
type SavedIntent struct {
	Kind string          `json:"kind"`
	Data json.RawMessage `json:"data"`
	Hash string          `json:"hash"`
}

// SavedFinal sums up the state at the end of the file.
type SavedFinal struct {
	Intents int    `json:"intents"`
	Hash    string `json:"hash"`
	Over    bool   `json:"over"`
	Result  string `json:"result,omitempty"`
}

// SaveFile builds the document for the session as it is now.
func (s *Session) SaveFile() (*SaveFile, error) {
	scen, err := s.Scenario.Canonical()
	if err != nil {
		return nil, fmt.Errorf("encoding scenario %q: %w", s.Scenario.Name(), err)
	}
	opts := s.Options
	if opts == nil {
		opts = Options{}
	}
	sf := &SaveFile{
		Format: SaveFormat, Version: SaveVersion,
		Game: s.Game.ID(), Rules: s.RulesVersion(),
		Scenario: scen, Options: opts, Seed: s.Seed, Players: s.Players,
		StartHash: FormatHash(s.states[0].Hash()),
		Intents:   make([]SavedIntent, len(s.records)),
	}
	for i, r := range s.records {
		data, err := json.Marshal(r.Intent)
		if err != nil {
			return nil, fmt.Errorf("encoding intent %d (%s): %w", i+1, r.Intent.Kind(), err)
		}
		sf.Intents[i] = SavedIntent{Kind: r.Intent.Kind(), Data: data, Hash: FormatHash(r.Hash)}
	}
	st := s.State()
	out := st.Outcome()
	sf.Final = SavedFinal{Intents: len(s.records), Hash: FormatHash(st.Hash()), Over: out.Over, Result: ResultText(out, s.Scenario.Sides())}
	return sf, nil
}

// RulesVersion is the rules version the session's saves name: Rules, or
// the game's current version.
func (s *Session) RulesVersion() string {
	if s.Rules != "" {
		return s.Rules
	}
	return s.Game.RulesVersion()
}

// ResultText words an outcome for people: "Blue wins: Red's reactor is at
// zero"; a team's win names its every seat: "Imperial Fleet and Coruscant
// Defence win: …".
func ResultText(o Outcome, sides []Side) string {
	switch {
	case !o.Over:
		return "unfinished"
	case o.Winner == NoPlayer:
		return "draw: " + o.Reason
	case int(o.Winner) < len(sides):
		names := []string{sides[o.Winner].Name}
		for _, a := range o.Allies {
			if a >= 0 && int(a) < len(sides) && a != o.Winner {
				names = append(names, sides[a].Name)
			}
		}
		if len(names) > 1 {
			return List(names...) + " win: " + o.Reason
		}
		return Agree(names[0], "wins") + ": " + o.Reason
	default:
		return fmt.Sprintf("player %d wins: %s", o.Winner+1, o.Reason)
	}
}

// EarlierWordings is a state whose outcome earlier builds worded
// otherwise. A save keeps the words of the build that wrote it in its final
// summary, which is checked against the replay; these let it verify still.
type EarlierWordings interface {
	// EarlierReasons are the reasons earlier builds gave Outcome().
	EarlierReasons() []string
}

// ResultTexts are the words a save's final summary may hold for the
// outcome of st: ResultText's first, then those of earlier builds — before
// plural names took plural verbs ("Grizzlies wins: …"), before a team's win
// named its allies (the first seat alone), and with the game's earlier
// reasons (EarlierWordings).
func ResultTexts(st State, sides []Side) []string {
	o := st.Outcome()
	reasons := []string{o.Reason}
	if e, ok := st.(EarlierWordings); ok {
		reasons = append(reasons, e.EarlierReasons()...)
	}
	var out []string
	for _, r := range reasons {
		v := o
		v.Reason = r
		out = append(out, ResultText(v, sides))
		v.Allies = nil
		out = append(out, ResultText(v, sides))
		if v.Over && v.Winner != NoPlayer && int(v.Winner) < len(sides) {
			out = append(out, sides[v.Winner].Name+" wins: "+r)
		}
	}
	return out
}

// ResultSentence is ResultText as a screen shows it: ResultSentenceOf of
// its words.
func ResultSentence(o Outcome, sides []Side) string {
	return ResultSentenceOf(ResultText(o, sides))
}

// ResultSentenceOf is a ResultText's words as a screen shows them, a
// sentence that begins with a capital ("Draw: …") and does not say a draw
// twice; save files keep ResultText's words, which their final summary is
// checked against, so a screen showing a saved result words it here.
func ResultSentenceOf(text string) string {
	text = ResultOnce(text)
	r, n := utf8.DecodeRuneInString(text)
	if n == 0 {
		return text
	}
	return string(unicode.ToUpper(r)) + text[n:]
}

// ResultOnce is a ResultText's words saying a draw once: "a draw after
// turn 10: 5 VP each", not "draw: a draw after …"; "draw: both fleets are
// destroyed", not "…: a draw" again. Other words are left as they are.
func ResultOnce(text string) string {
	reason, ok := strings.CutPrefix(text, "draw: ")
	switch {
	case !ok:
		return text
	case strings.HasPrefix(reason, "a draw"):
		return reason
	case strings.HasSuffix(reason, ": a draw"):
		return "draw: " + strings.TrimSuffix(reason, ": a draw")
	}
	return text
}

// Encode writes the save file as the indented JSON of the format, ending
// in a newline.
func (sf *SaveFile) Encode() ([]byte, error) {
	data, err := json.MarshalIndent(sf, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// DecodeSave parses a save file from bytes and checks its envelope.
func DecodeSave(data []byte) (*SaveFile, error) {
	if len(data) > MaxSaveSize {
		return nil, fmt.Errorf("larger than %d MiB: not a save file of armada-tui", MaxSaveSize>>20)
	}
	// A byte order mark, which some Windows editors put at the start of a
	// file they save, is no part of the JSON: it was "invalid character
	// 'ï' looking for beginning of value" (found by a play-tester).
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, errors.New("the file is empty")
	}
	// JSON decoding would turn such bytes into U+FFFD without a word, and
	// the first sign of it would be a hash that differs.
	if line, col, b, bad := invalidUTF8(data); bad {
		return nil, fmt.Errorf("%s: line %d, column %d: byte 0x%02x is not UTF-8 text", brokenJSON(data, nil), line, col, b)
	}
	// Check the identity first, so a foreign JSON file gets a clear message
	// rather than a complaint about some field.
	// The fields are decoded loosely: a foreign file such as a package.json
	// with "version": "1.3.0" must hear that it is not a save, not that its
	// version is not a number.
	var head struct {
		Format  json.RawMessage `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("%s: %s", brokenJSON(data, err), JSONError(data, err))
	}
	var format string
	if len(head.Format) > 0 && json.Unmarshal(head.Format, &format) != nil {
		format = shorten(string(head.Format))
	}
	if format != SaveFormat {
		return nil, fmt.Errorf("not a save file of armada-tui (format is %q, want %q)", format, SaveFormat)
	}
	var version int
	if err := json.Unmarshal(head.Version, &version); err != nil || version < oldestVersion || version > SaveVersion {
		v := shorten(string(head.Version))
		if len(head.Version) == 0 {
			v = "(none)"
		} else if err != nil && readsAsVersion(head.Version) {
			// "2" or 2.0: "version "2" is not supported (this build
			// reads versions 1 to 2)" contradicted itself.
			return nil, fmt.Errorf("damaged save: the save format version is %s, where a whole number is written (this build reads versions %d to %d)", v, oldestVersion, SaveVersion)
		}
		return nil, fmt.Errorf("save format version %s is not supported (this build reads versions %d to %d)", v, oldestVersion, SaveVersion)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var sf SaveFile
	if err := dec.Decode(&sf); err != nil {
		return nil, fmt.Errorf("damaged save: %s", JSONError(data, err))
	}
	switch {
	case sf.Game == "":
		return nil, errors.New("damaged save: no game")
	case len(sf.Scenario) == 0 || string(sf.Scenario) == "null":
		return nil, errors.New("damaged save: no scenario")
	case len(sf.Players) == 0:
		return nil, errors.New("damaged save: no players")
	}
	for i, in := range sf.Intents {
		if in.Kind == "" {
			return nil, fmt.Errorf("damaged save: intent %d has no kind", i+1)
		}
		if !kindWord(in.Kind) {
			// Every message after this names the kind as written: a
			// control character in it (a damaged byte, an escape sequence
			// of a crafted file) reached the terminal as it was.
			return nil, fmt.Errorf("damaged save: intent %d: kind %s is not a word", i+1, Quote(in.Kind))
		}
		if in.Hash != "" && !isHash(in.Hash) {
			return nil, fmt.Errorf("damaged save: intent %d (%s): hash %s is not 16 hex digits", i+1, shorten(in.Kind), Quote(in.Hash))
		}
	}
	switch {
	case sf.StartHash != "" && !isHash(sf.StartHash):
		return nil, fmt.Errorf("damaged save: start_hash %s is not 16 hex digits", Quote(sf.StartHash))
	case sf.Final.Hash != "" && !isHash(sf.Final.Hash):
		return nil, fmt.Errorf("damaged save: final.hash %s is not 16 hex digits", Quote(sf.Final.Hash))
	}
	return &sf, nil
}

// isHash reports whether s is a state hash as FormatHash writes it: 16
// hex digits.
func isHash(s string) bool {
	_, err := ParseHash(s)
	return len(s) == 16 && err == nil
}

// invalidUTF8 finds the first byte of data that is not UTF-8 text, by line
// and column (both from 1).
func invalidUTF8(data []byte) (line, col int, b byte, bad bool) {
	if utf8.Valid(data) {
		return 0, 0, 0, false
	}
	line, col = 1, 1
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return line, col, data[i], true
		}
		if r == '\n' {
			line, col = line+1, 0
		}
		i += n
		col++
	}
	return 0, 0, 0, false
}

// kindWord reports whether an intent's kind read from a file is a word a
// message may show as it is: at most 40 printable characters, no blank,
// no control character. Every game's kinds are.
func kindWord(k string) bool {
	if len(k) > 40 || !utf8.ValidString(k) {
		return false
	}
	for _, r := range k {
		if !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// UnknownGameError is a save's game id that no game of this build has.
type UnknownGameError struct{ ID string }

func (e *UnknownGameError) Error() string {
	return fmt.Sprintf("game: %s is not a game of this build", Quote(e.ID))
}

// readsAsVersion reports whether raw, a version not written as a whole
// number (in quotes, with a point), still names one this build reads.
func readsAsVersion(raw json.RawMessage) bool {
	f, err := strconv.ParseFloat(strings.Trim(string(raw), `"`), 64)
	return err == nil && f == math.Trunc(f) && f >= oldestVersion && f <= SaveVersion
}

// shorten cuts a value quoted in an error message to a readable length.
func shorten(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// brokenJSON says what a file that is not valid JSON seems to be: one of
// our saves, damaged or cut short (its format field is there near the top,
// as Encode writes it), or something else.
func brokenJSON(data []byte, err error) string {
	top := data[:min(len(data), 256)]
	ours := bytes.Contains(top, []byte(`"format"`)) && bytes.Contains(top, []byte(strconv.Quote(SaveFormat)))
	var syn *json.SyntaxError
	switch {
	case ours && errors.As(err, &syn) && syn.Error() == "unexpected end of JSON input":
		return "damaged save: cut short (the file ends before the save does)"
	case ours:
		return "damaged save"
	}
	return "not a save file"
}

// JSONError words a JSON decoding error of data with the line and column
// where it happened, for messages that tell a person where to look.
func JSONError(data []byte, err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if off < 0 {
		if at := unknownFieldAt(data, err); at >= 0 {
			// A field of no known name: where it is written, when it is
			// written once (a damaged save's "kmnd" was told with Go's
			// "json: unknown field" and no place).
			line := 1 + bytes.Count(data[:at], []byte("\n"))
			col := at - bytes.LastIndexByte(data[:at], '\n')
			return fmt.Sprintf("line %d, column %d: %s", line, col, jsonWords(data, err, "the file"))
		}
		return jsonWords(data, err, "the file")
	}
	if off > int64(len(data)) {
		return err.Error()
	}
	if off > 0 && (syn == nil || syn.Error() != "unexpected end of JSON input") {
		off-- // Offset counts the bytes read, the offending one included
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := int(off) - bytes.LastIndexByte(data[:off], '\n')
	return fmt.Sprintf("line %d, column %d: %s", line, col, jsonWords(data, err, "the file"))
}

// unknownFieldAt is the offset in data of the key that err, the decoder's
// refusal of an unknown field, names; -1 when err is another error or the
// key is written more than once (at another level it may be a known one).
func unknownFieldAt(data []byte, err error) int {
	rest, ok := strings.CutPrefix(err.Error(), "json: unknown field ")
	if !ok {
		return -1
	}
	name, qerr := strconv.Unquote(rest)
	if qerr != nil {
		return -1
	}
	key, _ := json.Marshal(name)
	at := -1
	for i := 0; ; {
		j := bytes.Index(data[i:], key)
		if j < 0 {
			return at
		}
		k := i + j + len(key)
		if after := bytes.TrimLeft(data[k:], " \t\r\n"); len(after) > 0 && after[0] == ':' {
			if at >= 0 {
				return -1
			}
			at = i + j
		}
		i = k
	}
}

// jsonWords says a JSON decoding error in a player's words: a value of
// the wrong type names its field, the value and what was wanted ("seed:
// "five" where a whole number is wanted", not "cannot unmarshal string into
// Go struct field SaveFile.seed of type uint64"); an unknown field loses the
// "json: " prefix. data is the document the error came from, top what to
// call it when the value at fault is the whole of it.
func jsonWords(data []byte, err error, top string) string {
	var typ *json.UnmarshalTypeError
	if !errors.As(err, &typ) || typ.Type == nil {
		return strings.TrimPrefix(err.Error(), "json: ")
	}
	want := jsonWant(typ.Type)
	if want == "" {
		return err.Error()
	}
	got := "a JSON " + typ.Value
	switch typ.Value {
	case "object":
		got = "an object"
	case "array":
		got = "a list"
	case "string", "bool":
		if v := jsonValueBefore(data, typ.Offset); v != "" {
			got = shorten(v)
		}
	default:
		if strings.HasPrefix(typ.Value, "number") {
			got = "the number"
			if v := jsonValueBefore(data, typ.Offset); v != "" {
				got = shorten(v)
			}
		}
	}
	field := typ.Field
	if field == "" {
		field = top
	}
	return fmt.Sprintf("%s: %s where %s is wanted", field, got, want)
}

// jsonWant names what a Go type wants of a JSON value.
func jsonWant(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[encoding.TextUnmarshaler]()) {
		return "a name in a string"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		// The range whole: "1e30 where a whole number of 0 or more is
		// wanted" named no limit, and 1e30 is one.
		return fmt.Sprintf("a whole number from 0 to %d", ^uint64(0)>>(64-t.Bits()))
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return ""
}

// jsonValueBefore is the JSON scalar that ends at off in data, or "".
func jsonValueBefore(data []byte, off int64) string {
	if off <= 0 || off > int64(len(data)) {
		return ""
	}
	end := int(off)
	start := end - 1
	if data[start] == '"' {
		for start--; start >= 0; start-- {
			if data[start] == '"' && (start == 0 || data[start-1] != '\\') {
				return string(data[start:end])
			}
		}
		return ""
	}
	for start >= 0 && !strings.ContainsRune(",:[{ \t\r\n", rune(data[start])) {
		start--
	}
	return string(data[start+1 : end])
}

// HashMismatch is the error of a replay whose state differs from the one
// recorded: the rules changed, or the file was edited.
type HashMismatch struct {
	Index int    // 1-based; 0 for the starting state
	Kind  string // the kind of intent Index, "" for the starting state
	Final bool   // the final summary's hash, after intent Index
	Want  string
	Got   string
}

func (e *HashMismatch) Error() string {
	if e.Index == 0 {
		return fmt.Sprintf("the starting state differs from the recorded one (hash %s, recorded %s): the scenario, the options, the seed or the players were changed after the game was saved", e.Got, e.Want)
	}
	if e.Final {
		return fmt.Sprintf("final: the state after intent %d has hash %s; the final summary records %s", e.Index, e.Got, e.Want)
	}
	return fmt.Sprintf("intent %d (%s): state hash %s differs from the recorded %s", e.Index, e.Kind, e.Got, e.Want)
}

// hashOf is st's hash as this file's version computed it.
func (sf *SaveFile) hashOf(st State) uint64 {
	if sf.Version == 1 {
		if l, ok := st.(LegacyHasher); ok {
			return l.HashV1()
		}
	}
	return st.Hash()
}

// Restore rebuilds a session by applying every intent of the file again and
// checking each recorded hash. lookup finds a game by id. Verification
// cannot be skipped: the start hash, the hash after every intent and the
// final summary (its hash, the number of intents, whether the game is over
// and its result) must all be there and agree with the replay.
func (sf *SaveFile) Restore(lookup func(id string) (Game, bool)) (*Session, error) {
	if err := sf.complete(); err != nil {
		return nil, err
	}
	return sf.restore(lookup, true)
}

// RestoreUnhashed replays a file that may lack hashes, such as one written
// by hand: the hashes it has are still checked, the final summary too when
// it has one. Callers say so to the user: such a file is not verified.
func (sf *SaveFile) RestoreUnhashed(lookup func(id string) (Game, bool)) (*Session, error) {
	return sf.restore(lookup, sf.Final.Hash != "")
}

// Unhashed reports whether the file lacks any of its hashes.
func (sf *SaveFile) Unhashed() bool { return sf.complete() != nil }

// complete says which hash the file lacks.
func (sf *SaveFile) complete() error {
	if sf.StartHash == "" {
		return errors.New("not verified: the save has no start hash (a file written by hand can be replayed with --unhashed)")
	}
	for i, in := range sf.Intents {
		if in.Hash == "" {
			return fmt.Errorf("not verified: intent %d (%s) has no hash (a file written by hand can be replayed with --unhashed)", i+1, Quote(in.Kind))
		}
	}
	if sf.Final.Hash == "" {
		return errors.New("not verified: the save has no final hash (a file written by hand can be replayed with --unhashed)")
	}
	return nil
}

func (sf *SaveFile) restore(lookup func(id string) (Game, bool), final bool) (*Session, error) {
	g, older, err := sf.game(lookup)
	if err != nil {
		return nil, err
	}
	s, err := sf.replay(g, final)
	var hm *HashMismatch
	var ri *RefusedIntentError
	if older && (errors.As(err, &hm) || errors.As(err, &ri)) {
		// A recorded intent that the corrected rules refuse, or whose
		// state differs: either way the correction is what the game met.
		if hm != nil && hm.Index == 0 {
			// Not HashMismatch's own words, which blamed the file's
			// scenario, options, seed or players as changed after the
			// game was saved (found by a play-tester): the rules are what
			// changed.
			err = fmt.Errorf("its starting state differs from the recorded one (hash %s, recorded %s)", hm.Got, hm.Want)
		}
		return nil, fmt.Errorf("saved with rules %s, which this build (%s) corrected: the game replays differently: %w", Quote(sf.Rules), g.RulesVersion(), err)
	}
	return s, err
}

// game is the file's game, and whether the file's rules are an earlier
// version of the game's that it still reads; an error for a game this
// build does not have or rules the game does not read.
func (sf *SaveFile) game(lookup func(id string) (Game, bool)) (Game, bool, error) {
	g, ok := lookup(sf.Game)
	if !ok {
		return nil, false, &UnknownGameError{ID: sf.Game}
	}
	if sf.Rules == g.RulesVersion() {
		return g, false, nil
	}
	if rr, ok := g.(RulesReader); !ok || !rr.ReadsRules(sf.Rules) {
		return nil, false, fmt.Errorf("saved with rules %s; this build plays %q", Quote(sf.Rules), g.RulesVersion())
	}
	return g, true, nil
}

// Check is what a list of saves checks without replaying a move, in the
// order Restore checks it and in its words: the hashes are there, the game
// is one of lookup's and reads the file's rules and scenario, and the
// final summary counts the file's intents. A list that checked less showed
// a save whose game was edited to "nosuch", or whose intents were
// deleted, as an unfinished game of 78 moves (found in play). What only a
// replay finds (an intent refused, a hash that differs) it leaves to
// Restore.
func (sf *SaveFile) Check(lookup func(id string) (Game, bool)) error {
	if err := sf.complete(); err != nil {
		return err
	}
	if _, _, err := sf.game(lookup); err != nil {
		return err
	}
	if err := sf.CheckScenario(lookup); err != nil {
		return err
	}
	return sf.checkCount()
}

// checkCount compares the final summary's count of intents with the file's.
func (sf *SaveFile) checkCount() error {
	if sf.Final.Intents != len(sf.Intents) {
		return fmt.Errorf("the final summary counts %d intents but the file has %d", sf.Final.Intents, len(sf.Intents))
	}
	return nil
}

// RefusedIntentError is a recorded intent that the game refuses when the
// save is replayed: an edited file, or a save of older rules that met a
// rule this build corrected.
type RefusedIntentError struct {
	Index int    // from 1
	Kind  string // as recorded
	Err   error  // the game's refusal
}

func (e *RefusedIntentError) Error() string {
	return fmt.Sprintf("intent %d (%s): %v", e.Index, e.Kind, e.Err)
}

func (e *RefusedIntentError) Unwrap() error { return e.Err }

// CheckScenario decodes the file's scenario as its game reads it, without
// replaying a move: what a list of saves does to trust a file cheaply. A
// save whose game and rules fields were both edited to another game's read
// as that game's unfinished game in the list, and failed only when opened.
// A game this build does not have, or rules it does not read, are left to
// Restore to refuse.
func (sf *SaveFile) CheckScenario(lookup func(id string) (Game, bool)) error {
	g, ok := lookup(sf.Game)
	if !ok {
		return nil
	}
	if _, err := sf.DecodedScenario(g); err != nil && !errors.Is(err, errRulesNotRead) {
		return scenarioRefused(g, err)
	}
	return nil
}

// scenarioRefused is the error of a save whose scenario its game does not
// read, one sentence for the list and the replay alike: the list said
// "damaged save: its scenario is not one of The Scalable Starship Combat
// System: …", which read as a list of games, and the replay only
// "scenario: …".
func scenarioRefused(g Game, err error) error {
	return fmt.Errorf("%s refuses the scenario this save holds: %w", g.Title(), err)
}

// errRulesNotRead is DecodedScenario's error for rules g does not read.
var errRulesNotRead = errors.New("rules this build does not read")

// DecodedScenario is the file's scenario as g reads it under the file's
// rules (an older version's by its own check, OlderRulesDecoder), without
// replaying: a list's title of a save of older rules was lost where the
// scenario was decoded by today's rules.
func (sf *SaveFile) DecodedScenario(g Game) (Scenario, error) {
	decode := g.DecodeScenario
	if sf.Rules != g.RulesVersion() {
		rr, ok := g.(RulesReader)
		if !ok || !rr.ReadsRules(sf.Rules) {
			return nil, errRulesNotRead
		}
		if od, ok := g.(OlderRulesDecoder); ok {
			decode = func(data []byte) (Scenario, error) { return od.DecodeScenarioOfRules(data, sf.Rules) }
		}
	}
	return decode(sf.Scenario)
}

// replay applies the file's intents to a new session of g.
func (sf *SaveFile) replay(g Game, final bool) (*Session, error) {
	decode, older := g.DecodeScenario, ""
	if od, ok := g.(OlderRulesDecoder); ok && sf.Rules != g.RulesVersion() {
		decode = func(data []byte) (Scenario, error) { return od.DecodeScenarioOfRules(data, sf.Rules) }
		older = sf.Rules
	}
	sc, err := decode(sf.Scenario)
	if err != nil {
		return nil, scenarioRefused(g, err)
	}
	s, err := NewSession(g, sc, sf.Options, sf.Seed, sf.Players)
	if err != nil {
		return nil, err
	}
	s.Rules = older
	if sf.StartHash != "" {
		if got := FormatHash(sf.hashOf(s.State())); got != sf.StartHash {
			return nil, &HashMismatch{Want: sf.StartHash, Got: got}
		}
	}
	for i, rec := range sf.Intents {
		in, err := g.DecodeIntent(rec.Kind, rec.Data)
		if err != nil {
			return nil, fmt.Errorf("intent %d (%s): %w", i+1, rec.Kind, err)
		}
		if int(in.Actor()) < 0 || int(in.Actor()) >= len(sf.Players) {
			return nil, fmt.Errorf("intent %d (%s): player %d does not exist", i+1, rec.Kind, in.Actor())
		}
		if _, err := s.Apply(in); err != nil {
			return nil, &RefusedIntentError{Index: i + 1, Kind: rec.Kind, Err: err}
		}
		if rec.Hash != "" {
			if got := FormatHash(sf.hashOf(s.State())); got != rec.Hash {
				return nil, &HashMismatch{Index: i + 1, Kind: rec.Kind, Want: rec.Hash, Got: got}
			}
		}
	}
	if final {
		if err := sf.checkFinal(s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// EndsAt reports whether the file ends where session s ends: as many
// intents, and the final summary of s's last state (its result and hash,
// hashed as the file's rules hash). A save another process played into
// after s was read from it does not.
func (sf *SaveFile) EndsAt(s *Session) bool {
	return len(sf.Intents) == s.Len() && sf.checkFinal(s) == nil
}

// checkFinal compares the file's final summary with the replayed game.
func (sf *SaveFile) checkFinal(s *Session) error {
	if err := sf.checkCount(); err != nil {
		return err
	}
	out := s.State().Outcome()
	switch result := ResultText(out, s.Scenario.Sides()); {
	case sf.Final.Over != out.Over:
		return fmt.Errorf("the final summary says the game is over: %v; the replay says %v", sf.Final.Over, out.Over)
	case sf.Final.Result != result && !slices.Contains(ResultTexts(s.State(), s.Scenario.Sides()), sf.Final.Result):
		return fmt.Errorf("the final summary says %s; the replay ends %q", Quote(sf.Final.Result), result)
	}
	if got := FormatHash(sf.hashOf(s.State())); got != sf.Final.Hash {
		return &HashMismatch{Index: len(sf.Intents), Final: true, Want: sf.Final.Hash, Got: got}
	}
	return nil
}

// Quote quotes a value taken from a file or a command line for an error
// message, cut to about 80 characters: a message must fit a line even when
// the input is a megabyte long.
func Quote(s string) string {
	const most = 80
	if len(s) <= most {
		return strconv.Quote(s)
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + fmt.Sprintf("… (%d bytes)", len(s))
}
