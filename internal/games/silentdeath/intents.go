package silentdeath

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Intent kinds as written in save files.
const (
	KindCommand    = "command"    // 11.5: secretly name the real command ship
	KindLockOn     = "lockon"     // declare a missile lock-on (secret until both sides are done)
	KindTorp       = "torp"       // declare a torpedo launch (secret until both sides are done)
	KindDeclared   = "declared"   // end of one side's launch declarations
	KindSalvo      = "salvo"      // missiles fired by a launcher that locked on
	KindInitiative = "initiative" // roll the initiative; made as player 0, whoever presses the key
	KindHold       = "hold"       // the initiative winner holds his last craft back
	KindForward    = "forward"    // one hex forward, 1 MP
	KindTurn       = "turn"       // a normal turn of one hexside, 3 MP
	KindTight      = "tight"      // a tight turn: 3 + TTC MP rolled, then the facing (10.3's set cost: to a facing)
	KindFace       = "face"       // the facing a tight turn's craft takes once its cost is paid (5.2)
	KindStop       = "stop"       // end the craft's movement
	KindJam        = "jam"        // try to jam one of the torps tracking the craft
	KindFire       = "fire"       // a crew member fires a weapon system at a target
	KindPass       = "pass"       // a crew member does not fire this phase
	KindLose       = "lose"       // choose the weapon system a w/W box destroys
	KindLoseTorp   = "losetorp"   // choose the torp a t/T box destroys
)

// Command names the real command ship of 11.5; the other shuttle is the
// decoy. Secret.
type Command struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// LockOn declares that launcher Mount of Craft will try to lock on Target
// (4.1). Secret until both sides are done.
type LockOn struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Mount  int           `json:"mount,omitempty"`
	Target Target        `json:"target"`
}

// Torp declares the launch of a torp of Mark from Craft at Target (4.2).
// Secret until both sides are done.
type Torp struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Target Target        `json:"target"`
	Mark   Mark          `json:"mark,omitempty"`
}

// Declared ends a side's launch declarations for the turn.
type Declared struct {
	By engine.Player `json:"by"`
}

// Salvo fires N missiles from a launcher that locked on.
type Salvo struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Mount int           `json:"mount,omitempty"`
	N     int           `json:"n,omitempty"`
}

// Initiative rolls the initiative that starts a Movement Phase (5.1).
type Initiative struct {
	By engine.Player `json:"by"`
}

// Hold: the initiative winner holds his last craft back to move last.
type Hold struct {
	By engine.Player `json:"by"`
}

// Forward moves a craft one hex ahead for 1 MP.
type Forward struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Turn turns a craft one hexside for 3 MP: Dir −1 to port (left), +1 to
// starboard (right).
type Turn struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Dir   int           `json:"dir,omitempty"`
}

// Tight is a tight turn. In the Standard Game its Facing is FaceAfterRoll:
// the TTC (the pilot's die + 3) is rolled and paid, and then the pilot
// names the facing with Face (5.2: he rolls, spends, and "may now face"
// the hexside he wants). With 10.3's set cost turns the price depends on
// the hexsides turned, so Facing names the facing (0 N, clockwise) at
// once. Before rules 11 the Standard Game's tight turn named its facing
// before the roll too.
type Tight struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Facing int           `json:"facing,omitempty"`
}

// FaceAfterRoll is the Facing of a Standard Game tight turn: chosen by a
// Face once the cost is paid (5.2).
const FaceAfterRoll = -1

// Face is the facing (0 N, clockwise) that a craft whose tight turn's cost
// is paid takes: two or three hexsides from where it faced (5.2).
type Face struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Facing int           `json:"facing,omitempty"`
}

// Stop ends a craft's movement.
type Stop struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
}

// Jam tries to jam one of the torps tracking the craft (4.2): Target is
// the torp.
type Jam struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Target Target        `json:"target"`
}

// Fire is a crew member's order to fire weapon system Mount at Target in
// this firing step. Secret until the step resolves.
type Fire struct {
	By     engine.Player `json:"by"`
	Craft  CraftID       `json:"craft,omitempty"`
	Mount  int           `json:"mount,omitempty"`
	Crew   int           `json:"crew,omitempty"`
	Target Target        `json:"target"`
}

// Pass: the crew member holds fire in this Cannon Fire Phase. Secret until
// the step resolves, like a fire order.
type Pass struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Crew  int           `json:"crew,omitempty"`
}

// Lose chooses the weapon system a w or W box destroys.
type Lose struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Mount int           `json:"mount,omitempty"`
}

// LoseTorp chooses the torp a t or T box destroys.
type LoseTorp struct {
	By    engine.Player `json:"by"`
	Craft CraftID       `json:"craft,omitempty"`
	Mark  Mark          `json:"mark,omitempty"`
}

// prototypes are one value of each intent type: the battle's, the optional
// rules' (optional.go), the purchases' (purchase.go) and the campaign's
// (campaignintents.go).
var prototypes = []engine.Intent{
	Command{}, LockOn{}, Torp{}, Declared{}, Salvo{}, Initiative{}, Hold{}, Forward{}, Turn{}, Tight{}, Stop{},
	Jam{}, Fire{}, Pass{}, Lose{}, LoseTorp{},
	FullStop{}, Slip{}, Decoy{}, Dodge{}, PointDef{}, Duel{}, NoDuel{},
	Buy{}, Hire{}, Unbuy{}, Done{},
	Roll{}, PickPool{}, Field{}, Advance{}, Crew{},
	TorpStep{}, TorpFly{}, Face{}, Repair{}, NoRepair{},
}

// codec reads every intent of Silent Death.
var codec = engine.NewCodec(ID, prototypes...)

// ours are the intent types, to let an intent that is one of them through
// normalize without boxing it again (Apply runs for every move a scripted
// opponent weighs).
var ours = func() map[reflect.Type]bool {
	m := map[reflect.Type]bool{}
	for _, p := range prototypes {
		m[reflect.TypeOf(p)] = true
	}
	return m
}()

// normalize is codec.Normalize, without its copy when in is one of our
// intent values already.
func normalize(in engine.Intent) (engine.Intent, error) {
	if in != nil && ours[reflect.TypeOf(in)] {
		return in, nil
	}
	return codec.Normalize(in)
}

// DecodeIntent implements engine.Game: the shared codec, strict about
// unknown kinds and fields. Old saves decode unchanged: the JSON of every
// kind is what it always was.
func (Game) DecodeIntent(kind string, data json.RawMessage) (engine.Intent, error) {
	return codec.Decode(kind, data)
}

// IntentKinds lists every kind of intent, in the codec's order.
func IntentKinds() []string { return codec.Kinds() }

// Kind implements engine.Intent.
func (Command) Kind() string    { return KindCommand }
func (LockOn) Kind() string     { return KindLockOn }
func (Torp) Kind() string       { return KindTorp }
func (Declared) Kind() string   { return KindDeclared }
func (Salvo) Kind() string      { return KindSalvo }
func (Initiative) Kind() string { return KindInitiative }
func (Hold) Kind() string       { return KindHold }
func (Forward) Kind() string    { return KindForward }
func (Turn) Kind() string       { return KindTurn }
func (Tight) Kind() string      { return KindTight }
func (Face) Kind() string       { return KindFace }
func (Stop) Kind() string       { return KindStop }
func (Jam) Kind() string        { return KindJam }
func (Fire) Kind() string       { return KindFire }
func (Pass) Kind() string       { return KindPass }
func (Lose) Kind() string       { return KindLose }
func (LoseTorp) Kind() string   { return KindLoseTorp }

// Actor implements engine.Intent.
func (i Command) Actor() engine.Player    { return i.By }
func (i LockOn) Actor() engine.Player     { return i.By }
func (i Torp) Actor() engine.Player       { return i.By }
func (i Declared) Actor() engine.Player   { return i.By }
func (i Salvo) Actor() engine.Player      { return i.By }
func (i Initiative) Actor() engine.Player { return i.By }
func (i Hold) Actor() engine.Player       { return i.By }
func (i Forward) Actor() engine.Player    { return i.By }
func (i Turn) Actor() engine.Player       { return i.By }
func (i Tight) Actor() engine.Player      { return i.By }
func (i Face) Actor() engine.Player       { return i.By }
func (i Stop) Actor() engine.Player       { return i.By }
func (i Jam) Actor() engine.Player        { return i.By }
func (i Fire) Actor() engine.Player       { return i.By }
func (i Pass) Actor() engine.Player       { return i.By }
func (i Lose) Actor() engine.Player       { return i.By }
func (i LoseTorp) Actor() engine.Player   { return i.By }

func craftText(c CraftID) string { return "craft " + strconv.Itoa(int(c)) }

// String implements engine.Intent; (*State).Describe names the craft.
// The screens show every player the String of every intent made, so the
// kinds whose content is secret until revealed (the command ship, lock-ons,
// torp launches and a firing step's orders) say only that a choice was
// made: what was chosen is in the secret events.
func (i Command) String() string    { return "the real command ship chosen" }
func (i LockOn) String() string     { return "a secret launch declaration" }
func (i Torp) String() string       { return "a secret launch declaration" }
func (i Declared) String() string   { return "launch declarations done" }
func (i Initiative) String() string { return "roll the initiative" }
func (i Hold) String() string       { return "hold the last craft back" }
func (i Forward) String() string    { return craftText(i.Craft) + ": forward" }
func (i Stop) String() string       { return craftText(i.Craft) + ": end movement" }
func (i Salvo) String() string {
	return fmt.Sprintf("%s: fire %d missiles from launcher %d", craftText(i.Craft), i.N, i.Mount)
}
func (i Turn) String() string {
	if i.Dir < 0 {
		return craftText(i.Craft) + ": turn left"
	}
	return craftText(i.Craft) + ": turn right"
}
func (i Tight) String() string {
	if i.Facing == FaceAfterRoll {
		return craftText(i.Craft) + ": tight turn"
	}
	return fmt.Sprintf("%s: tight turn to %d", craftText(i.Craft), i.Facing)
}
func (i Face) String() string {
	return fmt.Sprintf("%s: face %d after the tight turn", craftText(i.Craft), i.Facing)
}
func (i Jam) String() string { return craftText(i.Craft) + ": jam " + i.Target.String() }
func (i Fire) String() string {
	return fmt.Sprintf("%s crew %d: fire orders given", craftText(i.Craft), i.Crew)
}
func (i Pass) String() string {
	return fmt.Sprintf("%s crew %d: fire orders given", craftText(i.Craft), i.Crew)
}
func (i Lose) String() string { return fmt.Sprintf("%s: lose system %d", craftText(i.Craft), i.Mount) }
func (i LoseTorp) String() string {
	return fmt.Sprintf("%s: lose a %s", craftText(i.Craft), i.Mark)
}

// Field ranges an intent's numbers must keep, whatever the position.
const (
	maxMountField = 16
	maxCrewField  = 8
)

// fields checks the numbers of a battle intent: the player, the craft, and
// whichever of mount, crew, mark, salvo size and facing the kind has.
type fields struct {
	by                     engine.Player
	craft                  CraftID
	mount, crew, n, facing int
	mark                   Mark
}

func (f fields) check() error {
	switch {
	case f.by != 0 && f.by != 1:
		return fmt.Errorf("player %d does not exist (want 0 or 1)", int(f.by))
	case f.craft < 0 || f.craft >= maxCraft:
		return fmt.Errorf("craft %d is out of range", f.craft)
	case f.mount < 0 || f.mount > maxMountField, f.crew < 0 || f.crew > maxCrewField,
		f.mark < 0 || f.mark >= numMarks, f.n < 0 || f.n > MaxSalvo, f.facing < 0 || f.facing > 5:
		return errors.New("a field is out of range")
	}
	return nil
}

func needTarget(t Target) error {
	if t.IsZero() {
		return errors.New("missing field \"target\"")
	}
	return nil
}

func needDir(kind string, dir int) error {
	if dir != -1 && dir != 1 {
		return fmt.Errorf("%s: dir must be -1 (left) or 1 (right)", kind)
	}
	return nil
}

// Validate implements engine.Validator.
func (i Command) Validate() error  { return fields{by: i.By, craft: i.Craft}.check() }
func (i Declared) Validate() error { return fields{by: i.By}.check() }
func (i Initiative) Validate() error {
	return fields{by: i.By}.check()
}
func (i Hold) Validate() error    { return fields{by: i.By}.check() }
func (i Forward) Validate() error { return fields{by: i.By, craft: i.Craft}.check() }
func (i Stop) Validate() error    { return fields{by: i.By, craft: i.Craft}.check() }
func (i LockOn) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft, mount: i.Mount}).check(); err != nil {
		return err
	}
	return needTarget(i.Target)
}
func (i Torp) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft, mark: i.Mark}).check(); err != nil {
		return err
	}
	return needTarget(i.Target)
}
func (i Salvo) Validate() error {
	return fields{by: i.By, craft: i.Craft, mount: i.Mount, n: i.N}.check()
}
func (i Turn) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft}).check(); err != nil {
		return err
	}
	return needDir(KindTurn, i.Dir)
}
func (i Tight) Validate() error {
	f := i.Facing
	if f == FaceAfterRoll {
		f = 0 // the Standard Game's: the facing comes after the roll
	}
	return fields{by: i.By, craft: i.Craft, facing: f}.check()
}
func (i Face) Validate() error {
	return fields{by: i.By, craft: i.Craft, facing: i.Facing}.check()
}
func (i Jam) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft}).check(); err != nil {
		return err
	}
	return needTarget(i.Target)
}
func (i Fire) Validate() error {
	if err := (fields{by: i.By, craft: i.Craft, mount: i.Mount, crew: i.Crew}).check(); err != nil {
		return err
	}
	return needTarget(i.Target)
}
func (i Pass) Validate() error {
	return fields{by: i.By, craft: i.Craft, crew: i.Crew}.check()
}
func (i Lose) Validate() error {
	return fields{by: i.By, craft: i.Craft, mount: i.Mount}.check()
}
func (i LoseTorp) Validate() error {
	return fields{by: i.By, craft: i.Craft, mark: i.Mark}.check()
}

// crafted is an intent of the battle that names one craft.
type crafted interface {
	engine.Intent
	craftOf() CraftID
}

func (i Command) craftOf() CraftID  { return i.Craft }
func (i LockOn) craftOf() CraftID   { return i.Craft }
func (i Torp) craftOf() CraftID     { return i.Craft }
func (i Salvo) craftOf() CraftID    { return i.Craft }
func (i Forward) craftOf() CraftID  { return i.Craft }
func (i Turn) craftOf() CraftID     { return i.Craft }
func (i Tight) craftOf() CraftID    { return i.Craft }
func (i Face) craftOf() CraftID     { return i.Craft }
func (i Stop) craftOf() CraftID     { return i.Craft }
func (i Jam) craftOf() CraftID      { return i.Craft }
func (i Fire) craftOf() CraftID     { return i.Craft }
func (i Pass) craftOf() CraftID     { return i.Craft }
func (i Lose) craftOf() CraftID     { return i.Craft }
func (i LoseTorp) craftOf() CraftID { return i.Craft }

// IntentCraft is the craft an intent of the battle acts with, if it names
// one: what a board follows and highlights.
func IntentCraft(in engine.Intent) (CraftID, bool) {
	x, err := codec.Normalize(in)
	if err != nil {
		return 0, false
	}
	if c, ok := x.(crafted); ok {
		return c.craftOf(), true
	}
	return 0, false
}

// IntentTarget is what an intent of the battle aims at, if anything.
func IntentTarget(in engine.Intent) (Target, bool) {
	x, err := codec.Normalize(in)
	if err != nil {
		return Target{}, false
	}
	switch x := x.(type) {
	case LockOn:
		return x.Target, true
	case Torp:
		return x.Target, true
	case Jam:
		return x.Target, true
	case Fire:
		return x.Target, true
	case Duel:
		return x.Target, true
	}
	return Target{}, false
}
