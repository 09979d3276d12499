// Package gamedata decodes the files every game reads from its users:
// scenarios and ship data in YAML or JSON, and intents in JSON. It is
// strict (unknown fields are errors) and careful (errors say where, and a
// panic in the third-party YAML parser becomes an error), so that each game
// only checks the meaning of what it reads.
//
// It is not a game: every game package may import it.
package gamedata

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// MaxFileSize bounds a scenario or ship-data file.
const MaxFileSize = 1 << 20

// Decode reads one document into v: JSON when it starts with '{', YAML
// otherwise. what names the document in errors ("scenario", "ship data").
func Decode(data []byte, v any, what string) error {
	if len(data) > MaxFileSize {
		return fmt.Errorf("larger than %d KiB: not a %s", MaxFileSize>>10, what)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return fmt.Errorf("the %s is empty", what)
	}
	if err := textError(data); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if trimmed[0] == '{' {
		return decodeJSON(data, v, what)
	}
	return decodeYAML(data, v, what)
}

func decodeJSON(data []byte, v any, what string) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) {
			// The stream decoder says "unexpected EOF" and no place of a
			// file cut short; the place is where its text ends.
			end := len(bytes.TrimRight(data, " \t\r\n"))
			line := 1 + bytes.Count(data[:end], []byte("\n"))
			col := end - bytes.LastIndexByte(data[:end], '\n')
			return fmt.Errorf("%s JSON: line %d, column %d: cut short (the file ends before the JSON does)", what, line, col)
		}
		if shape := jsonShape(data, v); shape != nil {
			return fmt.Errorf("%s JSON: %w", what, shape)
		}
		return fmt.Errorf("%s JSON: %s", what, engine.JSONError(data, err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%s JSON: unexpected data after the object", what)
	}
	return nil
}

// jsonShape says, for a JSON document the decoder refused, what the YAML
// check finds wrong with its shape (JSON is YAML too): the line, the
// field's path and the fields there are, where the decoder's "json:
// unknown field \"colour\"" gives neither the line nor the choice. It is
// asked only after the decoder failed, so a document the decoder reads (a
// save's scenario) is never refused by it; nil when it finds nothing.
func jsonShape(data []byte, v any) (err error) {
	defer func() {
		if recover() != nil {
			err = nil
		}
	}()
	var node yaml.Node
	if yaml.Unmarshal(data, &node) != nil || len(node.Content) == 0 {
		return nil
	}
	return checkNode(&node, reflect.TypeOf(v), "")
}

func decodeYAML(data []byte, v any, what string) (err error) {
	// The YAML parser is third-party code fed with users' files: a panic in
	// it must become an error, never a crash.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s YAML: the parser failed: %v", what, r)
		}
	}()
	// First the document alone (syntax errors), then its shape against
	// v's type (errors by line, field path and value, see yamlcheck.go),
	// then the strict decoder, which has the last word.
	var node yaml.Node
	if err := yaml.Unmarshal(data, &node); err != nil {
		return fmt.Errorf("%s YAML: %s", what, syntaxWords(data, strings.TrimPrefix(err.Error(), "yaml: ")))
	}
	// A document of "---" alone, or of null, holds nothing either: it
	// decoded to no fields at all, and the game said only "name: missing".
	if len(node.Content) == 0 || node.Content[0].Kind == yaml.ScalarNode && node.Content[0].Tag == "!!null" {
		return fmt.Errorf("the %s is empty", what)
	}
	if err := checkNode(&node, reflect.TypeOf(v), ""); err != nil {
		return fmt.Errorf("%s YAML: %w", what, err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		if err == io.EOF {
			return fmt.Errorf("the %s is empty", what)
		}
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
		return fmt.Errorf("%s YAML: %s", what, strings.ReplaceAll(msg, "\n  ", "; "))
	}
	var extra any
	if err := dec.Decode(&extra); err != io.EOF {
		return fmt.Errorf("%s YAML: more than one document (a file holds one)", what)
	}
	return nil
}

// DecodeIntent decodes one intent's JSON object, rejecting unknown fields
// and anything after the object.
func DecodeIntent(data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return errors.New("no data (want a JSON object such as {\"by\":0})")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("unexpected data after the JSON object")
	}
	return nil
}

// ValidName reports whether s can name a scenario or a ship class: 1 to
// 40 characters of a–z, 0–9, '-' and '_', starting with a letter or digit.
func ValidName(s string) bool {
	if s == "" || len(s) > 40 {
		return false
	}
	for i, r := range s {
		ok := r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || (i > 0 && (r == '-' || r == '_'))
		if !ok {
			return false
		}
	}
	return true
}

// CheckSideName checks the name and colour a scenario file gives a side
// at where ("sides[0]"): a name of at most 24 printable characters and a
// colour name of letters, in any case as SSCS and the renderer take it (a
// theme's colour, or none; CheckSides, for the files authors write, also
// wants it in the palette).
func CheckSideName(where, name, color string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("%s.name: missing", where)
	case utf8.RuneCountInString(name) > 24 || !Printable(name):
		return fmt.Errorf("%s.name: %q is not a name of at most 24 printable characters", where, name)
	case !ColourWord(color):
		return fmt.Errorf("%s.color: %q is not a colour name (letters only)", where, color)
	}
	return nil
}

// ColourWord reports whether color may name a side's colour: empty, or at
// most 20 letters of either case (CheckSides, for the files authors write,
// also wants it in the palette).
func ColourWord(color string) bool {
	return len(color) <= 20 && strings.TrimFunc(color, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) == ""
}

// Printable reports whether s is valid UTF-8 with no control characters,
// so that a title from a file cannot upset the terminal.
func Printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// Unknown says that name, which a file gives for one of known, is none of
// them, listing them: "missing (one of Lance, Hydra)" for a blank name,
// else notFound with the name quoted for its %s and the list after it
// ("no design \"Hydraa\" in the scenario or the catalogue (Lance, Hydra)").
func Unknown(name, notFound string, known []string) string {
	list := strings.Join(known, ", ")
	if strings.TrimSpace(name) == "" {
		return "missing (one of " + list + ")"
	}
	return fmt.Sprintf(notFound, engine.Quote(name)) + " (" + list + ")"
}

// OwnScenario returns sc as the game's own scenario type T, a pointer
// type. A scenario of another type that names the same game (a test's,
// say) is read again through its canonical JSON with decode; one of another
// game is an error, and so is a nil one.
func OwnScenario[T interface {
	engine.Scenario
	comparable
}](gameID string, sc engine.Scenario, decode func([]byte) (engine.Scenario, error)) (T, error) {
	var zero T
	if sc == nil {
		return zero, errors.New("no scenario")
	}
	if own, ok := sc.(T); ok {
		if own == zero {
			return zero, errors.New("no scenario")
		}
		return own, nil
	}
	if sc.GameID() != gameID {
		return zero, fmt.Errorf("scenario %q is for %s, not %s", sc.Name(), sc.GameID(), gameID)
	}
	data, err := sc.Canonical()
	if err != nil {
		return zero, err
	}
	out, err := decode(data)
	if err != nil {
		return zero, err
	}
	own, ok := out.(T)
	if !ok {
		return zero, fmt.Errorf("scenario %q: the %s decoder returned %T", sc.Name(), gameID, out)
	}
	return own, nil
}

// DeepCopy returns a copy of v that shares nothing with it, made through
// JSON: scenario files are JSON-shaped data, so a round trip copies every
// slice and pointer. A value that does not encode comes back as T's zero.
func DeepCopy[T any](v T) T {
	var out T
	if data, err := json.Marshal(v); err == nil {
		_ = json.Unmarshal(data, &out)
	}
	return out
}
