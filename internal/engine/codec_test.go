package engine

import (
	"errors"
	"strings"
	"testing"
)

type codecMove struct {
	By   Player `json:"by"`
	Unit int    `json:"unit"`
	Note string `json:"note,omitempty"`
}

func (codecMove) Kind() string    { return "move" }
func (m codecMove) Actor() Player { return m.By }
func (codecMove) String() string  { return "move" }
func (m codecMove) Validate() error {
	if m.Unit < 0 {
		return errors.New("unit must not be negative")
	}
	return nil
}

type codecPass struct {
	By Player `json:"by"`
}

func (codecPass) Kind() string    { return "pass" }
func (p codecPass) Actor() Player { return p.By }
func (codecPass) String() string  { return "pass" }

func TestCodec(t *testing.T) {
	c := NewCodec("toy", codecMove{}, codecPass{})
	if got := strings.Join(c.Kinds(), ","); got != "move,pass" {
		t.Fatalf("kinds %s", got)
	}
	in, err := c.Decode("move", []byte(`{"by":1,"unit":3}`))
	if err != nil || in != (codecMove{By: 1, Unit: 3}) {
		t.Fatalf("decoded %#v, %v", in, err)
	}
	for _, tc := range []struct{ kind, data, want string }{
		{"jump", `{"by":0}`, `toy has no intent "jump"`},
		{"move", ``, "no data"},
		{"move", `{"unit":3}`, `missing field "by"`},
		{"move", `{"by":0}`, `missing field "unit"`},
		{"move", `{"by":0,"unit":1,"speed":2}`, `unknown field "speed"`},
		{"move", `{"by":9,"unit":1}`, "player 9 does not exist"},
		{"move", `{"by":-1,"unit":1}`, "player -1 does not exist"},
		{"move", `{"by":"0","unit":1}`, `move: by: "0" where a player number is wanted`},
		{"move", `{"by":0,"unit":"three"}`, `move: unit: "three" where a whole number is wanted`},
		{"move", `{"by":0,"unit":1.5}`, `move: unit: 1.5 where a whole number is wanted`},
		{"move", `{"by":0,"unit":[1]}`, `move: unit: a list where a whole number is wanted`},
		{"move", `{"by":0,"unit":-2}`, "unit must not be negative"},
		{"move", `{"by":0,"unit":1} {}`, "after top-level value"},
		{"pass", `[1]`, "pass: the intent's data: a list where an object is wanted"},
	} {
		if _, err := c.Decode(tc.kind, []byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %s: %v, want %q", tc.kind, tc.data, err, tc.want)
		}
	}
	if n, err := c.Normalize(&codecPass{By: 1}); err != nil || n != (codecPass{By: 1}) {
		t.Errorf("a pointer normalised to %#v, %v", n, err)
	}
	if _, err := c.Normalize((*codecPass)(nil)); err == nil {
		t.Error("a nil pointer was accepted")
	}
	if _, err := c.Normalize(toyPass{}); err == nil {
		t.Error("a foreign intent was accepted")
	}
}

// An intent built in Go is held to the ranges Decode checks: Apply would
// otherwise accept what no save could replay.
func TestNormalizeValidates(t *testing.T) {
	c := NewCodec("toy", codecMove{}, codecPass{})
	for _, in := range []Intent{codecMove{By: 0, Unit: -1}, &codecMove{By: 0, Unit: -1}} {
		if _, err := c.Normalize(in); err == nil || !strings.Contains(err.Error(), "negative") {
			t.Errorf("Normalize(%#v) = %v, want the range refused", in, err)
		}
	}
	if in, err := c.Normalize(&codecMove{By: 1, Unit: 2}); err != nil || in != (codecMove{By: 1, Unit: 2}) {
		t.Errorf("Normalize of a pointer to a valid move: %#v, %v", in, err)
	}
}
