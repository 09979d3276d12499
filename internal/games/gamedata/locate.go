package gamedata

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Locate puts the line of the field an error names before the error. A
// game checks what a scenario means after it is decoded, and says where by
// the field's path ("sides[1].craft[0].hex: [99, 13] is off the 36×30
// map"); an author with a YAML file open looks for a line. err's message
// must start with the path and ": ". A path the file does not hold to its
// end (a field left out: "sides[0].name: missing") takes the line of the
// deepest part of it that the file holds (sides[0]). An error of a JSON
// document, or one whose path is nowhere in the file, is returned as it is.
func Locate(data []byte, err error) error {
	if err == nil {
		return nil
	}
	if !IsYAML(data) {
		return err
	}
	path, _, ok := strings.Cut(err.Error(), ": ")
	if !ok {
		return err
	}
	steps, ok := parsePath(path)
	if !ok {
		return err
	}
	if line := lineOf(data, steps); line > 0 {
		return fmt.Errorf("line %d: %w", line, err)
	}
	return err
}

// IsYAML reports whether data is a YAML document, not JSON (Decode reads
// a document that starts with '{' as JSON).
func IsYAML(data []byte) bool {
	trimmed := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	return len(trimmed) > 0 && trimmed[0] != '{'
}

// step is one part of a field path: a key, or an index into a list
// (index ≥ 0).
type step struct {
	key   string
	index int
}

// parsePath reads a path such as "sides[1].craft[0].hex": keys of
// lower-case letters, digits and '_', each followed by any number of
// [index]. Anything else is not a path (the error's first words are then
// something else).
func parsePath(path string) ([]step, bool) {
	var out []step
	for part := range strings.SplitSeq(path, ".") {
		key, rest, _ := strings.Cut(part, "[")
		if key == "" || strings.TrimFunc(key, func(r rune) bool {
			return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_'
		}) != "" {
			return nil, false
		}
		out = append(out, step{key: key, index: -1})
		for rest != "" {
			num, after, ok := strings.Cut(rest, "]")
			i, err := strconv.Atoi(num)
			if !ok || err != nil || i < 0 {
				return nil, false
			}
			out = append(out, step{index: i})
			rest = after
			if rest == "" {
				break
			}
			if !strings.HasPrefix(rest, "[") {
				return nil, false
			}
			rest = rest[1:]
		}
	}
	return out, len(out) > 0
}

// lineOf follows steps through the YAML document data and returns the
// line of the deepest node it reaches (a key's line for a key), 0 when the
// first step is not there or the document does not parse.
func lineOf(data []byte, steps []step) int {
	line, _ := follow(data, steps)
	return line
}

// WrittenZero reports whether the YAML document data writes 0 for the
// field at path ("turns"). A field of a whole number left out of a file
// and one written 0 decode alike, and a game that reads 0 as "the
// default" would otherwise take a written 0 (a turn limit of none, an
// author might think) for the default without a word.
func WrittenZero(data []byte, path string) bool {
	if !IsYAML(data) {
		return false
	}
	steps, ok := parsePath(path)
	if !ok {
		return false
	}
	_, n := follow(data, steps)
	if n == nil || n.Kind != yaml.ScalarNode || n.Tag != "!!int" && n.Tag != "!!float" {
		return false
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64)
	return err == nil && f == 0
}

// follow follows steps through the YAML document data: the line of the
// deepest node it reaches (a key's line for a key), 0 when the first step
// is not there or the document does not parse, and the node at the end of
// the path, nil when the file does not hold it all.
func follow(data []byte, steps []step) (line int, end *yaml.Node) {
	defer func() {
		if recover() != nil {
			line, end = 0, nil
		}
	}()
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return 0, nil
	}
	n := doc.Content[0]
	for _, s := range steps {
		for n.Kind == yaml.AliasNode && n.Alias != nil {
			n = n.Alias
		}
		if s.index >= 0 {
			if n.Kind != yaml.SequenceNode || s.index >= len(n.Content) {
				return line, nil
			}
			n = n.Content[s.index]
			line = n.Line
			continue
		}
		if n.Kind != yaml.MappingNode {
			return line, nil
		}
		found := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == s.key {
				line, n, found = n.Content[i].Line, n.Content[i+1], true
				break
			}
		}
		if !found {
			return line, nil
		}
	}
	for n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return line, n
}
