package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
)

// MaxPlayers bounds the player index an intent may name: no game of
// armada-tui seats more (Starship Battles' team play seats four).
const MaxPlayers = 8

// Validator is an intent that checks its own fields after decoding, the
// ranges and combinations a JSON decoder cannot know ("turn: dir must be
// -1 or 1"). Whether the intent is legal in a position is the state's
// business, not the validator's.
type Validator interface {
	Validate() error
}

// Codec reads and normalises the intents of one game. Every game writes
// its intents the same way: one small struct type per kind, with the acting
// player in a field tagged `json:"by"`, and a Codec built from one value of
// each type. Decoding is strict: unknown kinds, unknown fields, a missing
// field (every field whose tag lacks omitempty must be there, "by" first),
// a player out of range and trailing data are errors.
type Codec struct {
	game     string
	kinds    map[string]reflect.Type
	required map[string][]string // kind → JSON names that must be present
	order    []string
	types    map[reflect.Type]string
}

// NewCodec builds the codec of a game from one value of each intent type.
// It panics when a prototype is not a struct value, lacks a `json:"by"`
// field of type Player, or repeats a kind: those are programming errors of
// the game, found by its first test.
func NewCodec(game string, protos ...Intent) *Codec {
	c := &Codec{game: game, kinds: map[string]reflect.Type{}, required: map[string][]string{}, types: map[reflect.Type]string{}}
	for _, p := range protos {
		t := reflect.TypeOf(p)
		if t == nil || t.Kind() != reflect.Struct {
			panic(fmt.Sprintf("engine.NewCodec(%s): intent %T is not a struct value", game, p))
		}
		if f, ok := byField(t); !ok || f.Type != reflect.TypeOf(Player(0)) {
			panic(fmt.Sprintf("engine.NewCodec(%s): intent %T has no field `json:\"by\"` of type engine.Player", game, p))
		}
		k := p.Kind()
		if _, dup := c.kinds[k]; dup {
			panic(fmt.Sprintf("engine.NewCodec(%s): kind %q twice", game, k))
		}
		c.kinds[k] = t
		c.types[t] = k
		c.required[k] = requiredFields(t)
		c.order = append(c.order, k)
	}
	return c
}

// requiredFields lists the JSON names of t's fields that lack omitempty.
func requiredFields(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		tag := t.Field(i).Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" || name == "-" || strings.Contains(","+opts+",", ",omitempty,") {
			continue
		}
		out = append(out, name)
	}
	return out
}

func byField(t reflect.Type) (reflect.StructField, bool) {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Tag.Get("json") == "by" {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// Kinds lists the intent kinds in the order the prototypes were given.
func (c *Codec) Kinds() []string { return append([]string(nil), c.order...) }

// Decode reads one intent of the given kind from its JSON object.
func (c *Codec) Decode(kind string, data json.RawMessage) (Intent, error) {
	t, ok := c.kinds[kind]
	if !ok {
		return nil, fmt.Errorf("%s has no intent %q", c.game, kind)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: no data (want a JSON object such as {\"by\":0})", kind)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, fmt.Errorf("%s: %s", kind, jsonWords(data, err, "the intent's data"))
	}
	for _, name := range c.required[kind] {
		if _, ok := fields[name]; !ok {
			return nil, fmt.Errorf("%s: missing field %q", kind, name)
		}
	}
	var by Player
	if err := json.Unmarshal(fields["by"], &by); err != nil {
		return nil, fmt.Errorf("%s: by: %s where a player number is wanted", kind, shorten(string(fields["by"])))
	}
	if by < 0 || by >= MaxPlayers {
		return nil, fmt.Errorf("%s: player %d does not exist", kind, int(by))
	}
	v := reflect.New(t)
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v.Interface()); err != nil {
		return nil, fmt.Errorf("%s: %s", kind, jsonWords(data, err, "the intent's data"))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s: unexpected data after the JSON object", kind)
	}
	in := v.Elem().Interface().(Intent)
	if val, ok := in.(Validator); ok {
		if err := val.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
	}
	return in, nil
}

// Normalize returns in as a value of one of the codec's types: a pointer
// to an intent becomes the intent; nil and foreign types are errors. Apply
// calls it first, so a state's rules see each kind as one type. An intent
// with a Validate method is validated here as Decode validates it: one
// built in Go (by a screen or an opponent) is held to the same ranges as
// one read from a save, which could not be replayed otherwise.
func (c *Codec) Normalize(in Intent) (Intent, error) {
	if in == nil {
		return nil, errors.New("no intent")
	}
	t := reflect.TypeOf(in)
	if t.Kind() == reflect.Pointer {
		v := reflect.ValueOf(in)
		if v.IsNil() {
			return nil, errors.New("no intent")
		}
		if _, ok := c.types[t.Elem()]; !ok {
			return nil, fmt.Errorf("%s has no intent of type %T", c.game, in)
		}
		in = v.Elem().Interface().(Intent)
	} else if _, ok := c.types[t]; !ok {
		return nil, fmt.Errorf("%s has no intent of type %T", c.game, in)
	}
	if val, ok := in.(Validator); ok {
		if err := val.Validate(); err != nil {
			return nil, err
		}
	}
	return in, nil
}
