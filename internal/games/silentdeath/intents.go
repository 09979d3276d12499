package silentdeath

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/gamedata"
)

// Intent kinds as written in save files.
const (
	KindCommand  = "command"  // 11.5: secretly name the real command ship
	KindLockOn   = "lockon"   // declare a missile lock-on (secret until both sides are done)
	KindTorp     = "torp"     // declare a torpedo launch (secret until both sides are done)
	KindDeclared = "declared" // end of one side's launch declarations
	KindSalvo    = "salvo"    // missiles fired by a launcher that locked on
	KindHold     = "hold"     // the initiative winner holds his last craft back
	KindForward  = "forward"  // one hex forward, 1 MP
	KindTurn     = "turn"     // a normal turn of one hexside, 3 MP
	KindTight    = "tight"    // a tight turn to any facing, 3 + TTC MP (rolled)
	KindStop     = "stop"     // end the craft's movement
	KindJam      = "jam"      // try to jam one of the torps tracking the craft
	KindFire     = "fire"     // a crew member fires a weapon system at a target
	KindPass     = "pass"     // a crew member does not fire this phase
	KindLose     = "lose"     // choose the weapon system a w/W box destroys
	KindLoseTorp = "losetorp" // choose the torp a t/T box destroys
)

// Intent is every decision of Silent Death. Which fields count depends on
// the kind; the others are zero. Targets are written "c3" (craft 3),
// "t12" (torp 12), "s0" (satellite 0) and "off" (11.2's off-board tender).
type Intent struct {
	K      string        `json:"-"`
	By     engine.Player `json:"by"`
	Craft  int           `json:"craft,omitempty"`
	Mount  int           `json:"mount,omitempty"`
	Crew   int           `json:"crew,omitempty"`
	Target string        `json:"target,omitempty"`
	Mark   Mark          `json:"mark,omitempty"`
	N      int           `json:"n,omitempty"`
	Dir    int           `json:"dir,omitempty"` // turn: −1 to port (left), +1 to starboard (right)
	Facing int           `json:"facing,omitempty"`
}

// Kind implements engine.Intent.
func (i Intent) Kind() string { return i.K }

// Actor implements engine.Intent.
func (i Intent) Actor() engine.Player { return i.By }

// String implements engine.Intent; (*State).Describe names the craft.
// The screens show every player the String of every intent made, so the
// kinds whose content is secret until revealed (the command ship, lock-ons,
// torp launches and a firing step's orders) say only that a choice was
// made: what was chosen is in the secret events.
func (i Intent) String() string {
	c := "craft " + strconv.Itoa(i.Craft)
	switch i.K {
	case KindCommand:
		return "the real command ship chosen"
	case KindLockOn, KindTorp:
		return "a secret launch declaration"
	case KindDeclared:
		return "launch declarations done"
	case KindSalvo:
		return fmt.Sprintf("%s: fire %d missiles from launcher %d", c, i.N, i.Mount)
	case KindHold:
		return "hold the last craft back"
	case KindForward:
		return c + ": forward"
	case KindTurn:
		if i.Dir < 0 {
			return c + ": turn left"
		}
		return c + ": turn right"
	case KindTight:
		return fmt.Sprintf("%s: tight turn to %d", c, i.Facing)
	case KindStop:
		return c + ": end movement"
	case KindJam:
		return fmt.Sprintf("%s: jam %s", c, i.Target)
	case KindFire, KindPass:
		return fmt.Sprintf("%s crew %d: fire orders given", c, i.Crew)
	case KindLose:
		return fmt.Sprintf("%s: lose system %d", c, i.Mount)
	case KindLoseTorp:
		return fmt.Sprintf("%s: lose a %s", c, i.Mark)
	}
	return i.optString()
}

// fields lists which fields each kind uses: craft, mount, crew, target,
// mark, n, dir, facing.
var kindFields = map[string]string{
	KindCommand: "c", KindLockOn: "cmt", KindTorp: "ckt", KindDeclared: "", KindSalvo: "cmn",
	KindHold: "", KindForward: "c", KindTurn: "cd", KindTight: "cf", KindStop: "c",
	KindJam: "ct", KindFire: "cpmt", KindPass: "cp", KindLose: "cm", KindLoseTorp: "ck",
}

func has(s string, c byte) bool { return bytes.IndexByte([]byte(s), c) >= 0 }

// DecodeIntent implements engine.Game. Unknown kinds and fields, fields
// the kind does not use and players other than 0 and 1 are errors.
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	uses, ok := kindFields[kind]
	if !ok {
		return nil, fmt.Errorf("silentdeath has no intent %q", kind)
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: no data (want a JSON object such as {\"by\":0})", kind)
	}
	var raw struct {
		By     *engine.Player `json:"by"`
		Craft  int            `json:"craft"`
		Mount  int            `json:"mount"`
		Crew   int            `json:"crew"`
		Target string         `json:"target"`
		Mark   Mark           `json:"mark"`
		N      int            `json:"n"`
		Dir    int            `json:"dir"`
		Facing int            `json:"facing"`
	}
	if err := gamedata.DecodeIntent(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", kind, err)
	}
	if raw.By == nil {
		return nil, fmt.Errorf("%s: missing field \"by\"", kind)
	}
	if *raw.By != 0 && *raw.By != 1 {
		return nil, fmt.Errorf("%s: player %d does not exist (want 0 or 1)", kind, int(*raw.By))
	}
	check := []struct {
		f    byte
		zero bool
		name string
	}{
		{'c', raw.Craft == 0, "craft"}, {'m', raw.Mount == 0, "mount"}, {'p', raw.Crew == 0, "crew"},
		{'t', raw.Target == "", "target"}, {'k', raw.Mark == 0, "mark"}, {'n', raw.N == 0, "n"},
		{'d', raw.Dir == 0, "dir"}, {'f', raw.Facing == 0, "facing"},
	}
	for _, c := range check {
		if !has(uses, c.f) && !c.zero {
			return nil, fmt.Errorf("%s: unexpected field %q", kind, c.name)
		}
	}
	if raw.Craft < 0 || raw.Craft >= maxCraft || raw.Mount < 0 || raw.Mount > 16 || raw.Crew < 0 || raw.Crew > 8 ||
		raw.Mark < 0 || raw.Mark >= numMarks || raw.N < 0 || raw.N > MaxSalvo || raw.Facing < 0 || raw.Facing > 5 || raw.Dir < -1 || raw.Dir > 1 {
		return nil, fmt.Errorf("%s: a field is out of range", kind)
	}
	if has(uses, 't') {
		if _, err := parseRef(raw.Target); err != nil {
			return nil, fmt.Errorf("%s: %w", kind, err)
		}
	}
	if kind == KindTurn && raw.Dir == 0 {
		return nil, errors.New("turn: dir must be -1 (left) or 1 (right)")
	}
	return Intent{K: kind, By: *raw.By, Craft: raw.Craft, Mount: raw.Mount, Crew: raw.Crew, Target: raw.Target,
		Mark: raw.Mark, N: raw.N, Dir: raw.Dir, Facing: raw.Facing}, nil
}

// refKind tells what a target is.
type refKind uint8

const (
	refNone refKind = iota
	refCraft
	refTorp
	refSat
	refOff
)

// ref points at a target: a craft or a satellite by index, a torp by id.
type ref struct {
	kind refKind
	n    int
}

func (r ref) String() string {
	switch r.kind {
	case refCraft:
		return "c" + strconv.Itoa(r.n)
	case refTorp:
		return "t" + strconv.Itoa(r.n)
	case refSat:
		return "s" + strconv.Itoa(r.n)
	case refOff:
		return "off"
	}
	return ""
}

func parseRef(s string) (ref, error) {
	if s == "off" {
		return ref{kind: refOff}, nil
	}
	if len(s) < 2 || len(s) > 7 {
		return ref{}, fmt.Errorf("target %q is not c<n>, t<n>, s<n> or off", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 || strconv.Itoa(n) != s[1:] {
		return ref{}, fmt.Errorf("target %q is not c<n>, t<n>, s<n> or off", s)
	}
	switch s[0] {
	case 'c':
		return ref{refCraft, n}, nil
	case 't':
		return ref{refTorp, n}, nil
	case 's':
		return ref{refSat, n}, nil
	}
	return ref{}, fmt.Errorf("target %q is not c<n>, t<n>, s<n> or off", s)
}

func normalize(in engine.Intent) (Intent, error) {
	switch x := in.(type) {
	case Intent:
		return x, nil
	case *Intent:
		if x != nil {
			return *x, nil
		}
	case nil:
	default:
		return Intent{}, fmt.Errorf("silentdeath has no intent of type %T", in)
	}
	return Intent{}, errors.New("no intent")
}
