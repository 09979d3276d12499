package gamedata

import (
	"encoding"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// This file checks a YAML document against the Go type it decodes into
// before the decoder sees it, so that a mistake in a user's file is told
// in the file's own words: the line, the path of the field
// ("sides[0].mat.start.ammo"), the value written and what the field wants,
// where the YAML decoder says "cannot unmarshal !!str `lots` into int" or
// "field armour not found in type stellararmada.TrackValues" and, for a
// list of the wrong length, gives no line at all. It also refuses what the
// decoder lets through silently: a number with a fraction written for a
// whole number (4.5 became 4).

var (
	yamlUnmarshaler = reflect.TypeFor[yaml.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// textError finds what stops data from being read as text: bytes that are
// not UTF-8 or control characters, by line and column.
func textError(data []byte) error {
	line, col := 1, 1
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			return fmt.Errorf("line %d, column %d: byte 0x%02x is not UTF-8 text (save the file as UTF-8)", line, col, data[i])
		case r == '\n':
			line, col = line+1, 0
		case r == '\t' || r == '\r' || r == 0xFEFF && i == 0:
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			return fmt.Errorf("line %d, column %d: control character %U: not a text file", line, col, r)
		}
		i += n
		col++
	}
	return nil
}

// checker walks a document; onPath holds the anchored nodes whose aliases
// are being checked, visits counts the nodes seen.
type checker struct {
	onPath map[*yaml.Node]bool
	visits int
}

// maxVisits bounds the walk: a file of aliases of aliases could make it
// visit billions of nodes. Past it the decoder has the word (it refuses
// excessive aliasing itself).
const maxVisits = 1 << 20

// checkNode compares the YAML node n with the Go type t; path names n in
// the document ("" for the top).
func checkNode(n *yaml.Node, t reflect.Type, path string) error {
	return (&checker{onPath: map[*yaml.Node]bool{}}).check(n, t, path)
}

// check compares the node n with the type t: the kinds that hold other
// values (struct, map, list) each have a step of their own, which checks
// their contents by calling check again.
func (c *checker) check(n *yaml.Node, t reflect.Type, path string) error {
	if c.visits++; c.visits > maxVisits {
		return nil
	}
	for n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		n = n.Content[0]
	}
	if n.Kind == yaml.AliasNode {
		return c.checkAlias(n, t, path)
	}
	if n.Tag == "!!null" {
		return nil
	}
	if reflect.PointerTo(t).Implements(yamlUnmarshaler) || t.Implements(yamlUnmarshaler) {
		return nil
	}
	if reflect.PointerTo(t).Implements(textUnmarshaler) || t.Implements(textUnmarshaler) {
		if n.Kind != yaml.ScalarNode {
			return nodeError(n, path, "a single value")
		}
		return nil
	}
	switch t.Kind() {
	case reflect.Pointer:
		return c.check(n, t.Elem(), path)
	case reflect.Interface:
		return nil
	case reflect.Struct:
		return c.checkStruct(n, t, path)
	case reflect.Map:
		return c.checkMap(n, t, path)
	case reflect.Slice, reflect.Array:
		return c.checkList(n, t, path)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return checkWholeNumber(n, t, path)
	case reflect.Float32, reflect.Float64:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!int" && n.Tag != "!!float" {
			return nodeError(n, path, "a number")
		}
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.Tag != "!!bool" {
			return nodeError(n, path, "true or false")
		}
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			return nodeError(n, path, "a single value (put text with a colon or brackets in quotes)")
		}
	}
	return nil
}

// checkAlias checks an alias node as the node it refers to, where it is
// used and once: one that refers to a node around it (a loop) is left to
// the decoder, which reports it.
func (c *checker) checkAlias(n *yaml.Node, t reflect.Type, path string) error {
	if n.Alias == nil || n.Alias.Kind == yaml.AliasNode || c.onPath[n.Alias] {
		return nil
	}
	c.onPath[n.Alias] = true
	defer delete(c.onPath, n.Alias)
	return c.check(n.Alias, t, path)
}

// checkStruct checks a mapping written for a struct: each key once, each
// a field the struct has (else the error lists the fields there are), and
// each value against its field's type. Merge keys are the decoder's.
func (c *checker) checkStruct(n *yaml.Node, t reflect.Type, path string) error {
	if n.Kind != yaml.MappingNode {
		return nodeError(n, path, "a mapping of fields (key: value)")
	}
	fields := yamlFields(t)
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Value == "<<" {
			continue // a merge key: the decoder checks what it brings
		}
		if first, ok := seen[k.Value]; ok {
			return fmt.Errorf("line %d: %s: written twice (first on line %d)", k.Line, join(path, k.Value), first)
		}
		seen[k.Value] = k.Line
		ft, ok := fields[k.Value]
		if !ok {
			return unknownField(k, path, fields)
		}
		if err := c.check(v, ft, join(path, k.Value)); err != nil {
			return err
		}
	}
	return nil
}

// unknownField is the error for a key k, in the struct at path, that is
// none of its fields: it names the fields there are, sorted, so that a
// misspelt one is easy to find.
func unknownField(k *yaml.Node, path string, fields map[string]reflect.Type) error {
	names := make([]string, 0, len(fields))
	for name := range fields {
		names = append(names, name)
	}
	slices.Sort(names)
	where := "at the top"
	if path != "" {
		where = "in " + path
	}
	return fmt.Errorf("line %d: unknown field %s %s (the fields there are %s)", k.Line, quoteShort(k.Value), where, strings.Join(names, ", "))
}

// checkMap checks a mapping written for a Go map: each value against the
// map's element type, its path named by its key.
func (c *checker) checkMap(n *yaml.Node, t reflect.Type, path string) error {
	if n.Kind != yaml.MappingNode {
		return nodeError(n, path, "a mapping (key: value)")
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if err := c.check(n.Content[i+1], t.Elem(), join(path, n.Content[i].Value)); err != nil {
			return err
		}
	}
	return nil
}

// checkList checks a list written for a slice or an array: an array's
// exact length, then each item against the element type. A []byte is the
// decoder's (it reads it from base64 text).
func (c *checker) checkList(n *yaml.Node, t reflect.Type, path string) error {
	if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
		return nil
	}
	if n.Kind != yaml.SequenceNode {
		return nodeError(n, path, "a list")
	}
	if t.Kind() == reflect.Array && len(n.Content) != t.Len() {
		return fmt.Errorf("line %d: %s: %d values where %d are wanted", n.Line, orTop(path), len(n.Content), t.Len())
	}
	for i, item := range n.Content {
		if err := c.check(item, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
			return err
		}
	}
	return nil
}

// checkWholeNumber checks a value written for an integer field: a whole
// number in the range of the field's type. A float without a fraction
// (4.0) passes; one with a fraction does not, where the decoder would drop
// the fraction silently.
func checkWholeNumber(n *yaml.Node, t reflect.Type, path string) error {
	if n.Kind != yaml.ScalarNode {
		return nodeError(n, path, "a whole number")
	}
	switch n.Tag {
	case "!!int":
		if !fitsInt(n.Value, t) {
			return fmt.Errorf("line %d: %s: %s is out of range", n.Line, orTop(path), quoteShort(n.Value))
		}
	case "!!float":
		f, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64)
		switch {
		case err != nil || f != math.Trunc(f):
			return fmt.Errorf("line %d: %s: %s is not a whole number", n.Line, orTop(path), quoteShort(n.Value))
		case math.Abs(f) >= 1<<53:
			return fmt.Errorf("line %d: %s: %s is out of range", n.Line, orTop(path), quoteShort(n.Value))
		}
	default:
		return nodeError(n, path, "a whole number")
	}
	return nil
}

// fitsInt reports whether the YAML integer s fits a value of type t; a
// form strconv does not read is left to the decoder.
func fitsInt(s string, t reflect.Type) bool {
	s = strings.ReplaceAll(s, "_", "")
	switch t.Kind() {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if strings.HasPrefix(s, "-") {
			return false
		}
		v, err := strconv.ParseUint(strings.TrimPrefix(s, "+"), 0, 64)
		if err != nil {
			return !errors.Is(err, strconv.ErrRange)
		}
		return !reflect.New(t).Elem().OverflowUint(v)
	default:
		v, err := strconv.ParseInt(s, 0, 64)
		if err != nil {
			return !errors.Is(err, strconv.ErrRange)
		}
		return !reflect.New(t).Elem().OverflowInt(v)
	}
}

// yamlFields maps the YAML keys of struct type t to their field types.
func yamlFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if strings.Contains(","+opts+",", ",inline,") {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				for k, v := range yamlFields(ft) {
					out[k] = v
				}
			}
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		out[name] = f.Type
	}
	return out
}

// nodeError says that n is not the want that path needs, naming what it is.
func nodeError(n *yaml.Node, path, want string) error {
	var got string
	switch n.Kind {
	case yaml.MappingNode:
		got = "a mapping (key: value)"
	case yaml.SequenceNode:
		got = "a list"
	default:
		got = quoteShort(n.Value)
	}
	return fmt.Errorf("line %d: %s: %s where %s is wanted", n.Line, orTop(path), got, want)
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func orTop(path string) string {
	if path == "" {
		return "the file"
	}
	return path
}

// quoteShort quotes s, cut to 40 characters.
func quoteShort(s string) string {
	if utf8.RuneCountInString(s) > 40 {
		r := []rune(s)
		s = string(r[:40]) + "…"
	}
	return strconv.Quote(s)
}

// The YAML parser's errors about an unclosed or misindented structure
// give the line where the structure starts counted from 0 (the parser's
// fail uses its context mark without the +1 it gives scanner errors):
// "line 8: did not find expected ',' or ']'" for a list opened on line 9.
// These are the parser's words, with what a player would look for.
var parserProblems = map[string]string{
	"did not find expected ',' or ']'":    "a list in [ ] that starts here is not closed with ] (or two of its items lack a comma between them)",
	"did not find expected ',' or '}'":    "a mapping in { } that starts here is not closed with } (or two of its fields lack a comma between them)",
	"did not find expected key":           "the indentation is wrong in the block that starts here (did not find expected key)",
	"did not find expected '-' indicator": "the indentation is wrong in the list that starts here (did not find expected '-' indicator)",
	"did not find expected node content":  "a value is missing (did not find expected node content)",
}

// syntaxWords rewrites a YAML syntax error ("line 8: did not find
// expected ',' or ']'") with the right line and what to look for.
func syntaxWords(data []byte, msg string) string {
	// Without a line the parser met the problem on the first (its marks
	// count from 0 and it names none there).
	line, rest := 1, msg
	if n, err := fmt.Sscanf(msg, "line %d: ", &line); n == 1 && err == nil {
		_, rest, _ = strings.Cut(msg, ": ")
		if _, ok := parserProblems[rest]; ok {
			line++
		}
	} else {
		line = 1
	}
	lines := strings.Split(string(data), "\n")
	if words, ok := parserProblems[rest]; ok {
		// A flow collection that runs to the end of the file has no
		// context mark: the line is the end's. Name the line it opens on.
		opener := ""
		switch {
		case strings.HasSuffix(rest, "']'"):
			opener = "["
		case strings.HasSuffix(rest, "'}'"):
			opener = "{"
		}
		for opener != "" && line > 1 && line <= len(lines) && !strings.Contains(lines[line-1], opener) {
			line--
		}
		return fmt.Sprintf("line %d: %s", line, words)
	}
	msg = fmt.Sprintf("line %d: %s", line, rest)
	if line <= len(lines) {
		text := lines[line-1]
		indent := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
		switch {
		case strings.Contains(indent, "\t"):
			return msg + " (a tab: YAML indents with spaces)"
		case rest == "mapping values are not allowed in this context":
			return msg + " (a value with ': ' in it needs quotes)"
		}
	}
	return msg
}
