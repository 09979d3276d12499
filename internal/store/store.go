// Package store keeps sessions on disk: save files written atomically after
// every intent, the folder autosaves live in, finding the newest save, and
// reading a save back through a size limit before anything is trusted.
//
// It is the one place where sessions meet files; the engine itself does no
// I/O and reads no clock.
package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// Save writes the session to its Path atomically, stamped with the time of
// writing. A session without a Path is not saved.
func Save(s *engine.Session) error {
	if s.Path == "" {
		return nil
	}
	sf, err := s.SaveFile()
	if err != nil {
		return err
	}
	return SaveAs(s.Path, sf)
}

// SaveAs writes a session's save file, taken beforehand (Session.SaveFile),
// to path atomically, stamped with the time of writing. It lets a new
// game's first save be written off the screen's goroutine while the session
// stays untouched.
func SaveAs(path string, sf *engine.SaveFile) error {
	sf.Saved = time.Now().UTC().Format(time.RFC3339)
	return WriteSave(path, sf)
}

// WriteSave writes a save file atomically: a temporary file in the same
// folder is written, flushed to disk and renamed over the target, and the
// folder is flushed too, so a crash leaves either the old file or the new.
func WriteSave(path string, sf *engine.SaveFile) error {
	data, err := sf.Encode()
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic replaces path with data so that no reader ever sees half a
// file. Only a regular file is ever replaced: a folder, a device or a pipe
// at path is an error. The temporary files that writes of dead processes
// left in the folder are removed first.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return fmt.Errorf("save %s: not a regular file (%s); armada-tui replaces only its own files", path, kind(info.Mode()))
	}
	removeStaleTemps(dir)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+"."+strconv.Itoa(os.Getpid())+".*.tmp")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", path, err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // best effort: some systems cannot sync a folder
		d.Close()
	}
	return nil
}

// removeStaleTemps removes the temporary files of writes that a dead
// process left in dir (their names carry the writer's process id); the
// temporary files of live writers are theirs.
func removeStaleTemps(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") || e.IsDir() {
			continue
		}
		parts := strings.Split(strings.TrimSuffix(name, ".tmp"), ".")
		if len(parts) < 3 {
			continue
		}
		pid, err := strconv.Atoi(parts[len(parts)-2])
		if err != nil || pid <= 0 || (pid != os.Getpid() && alive(pid)) {
			continue
		}
		if pid == os.Getpid() {
			continue // a write of this process is under way in another goroutine
		}
		os.Remove(filepath.Join(dir, name))
	}
}

// kind names a file mode for people.
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeDevice != 0:
		return "a device"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a plain file"
}

// openRegular opens path for reading if it is a regular file: a pipe would
// block the program for ever, a device could be endless.
func openRegular(path string) (*os.File, error) {
	info, err := os.Stat(path)
	if err != nil {
		if d := dangling(path, err); d != nil {
			return nil, d
		}
		return nil, pathError(path, err)
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %s, not a file", path, kind(info.Mode()))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, pathError(path, err)
	}
	return f, nil
}

// DanglingError is the reading of a symbolic link that leads to no file:
// "PATH: no such file or directory" said nothing of the link that is there
// (found by a play-tester resuming one). It answers fs.ErrNotExist.
type DanglingError struct {
	Path   string
	Target string // as the link holds it (ls -l)
	// Chain: Target is itself a link, which leads to no file.
	Chain bool
}

func (e *DanglingError) Error() string {
	to := e.Target
	// Where a relative target is, where that says more than the target
	// itself: "a symbolic link to nowhere.json (nowhere.json)" said it
	// twice of a link in the current folder (found resuming one).
	if at := filepath.Join(filepath.Dir(e.Path), to); !filepath.IsAbs(to) && at != filepath.Clean(to) {
		to += " (" + at + ")"
	}
	if e.Chain {
		return fmt.Sprintf("%s: a symbolic link to %s, itself a link that leads to no file", e.Path, to)
	}
	return fmt.Sprintf("%s: a symbolic link to %s, which does not exist", e.Path, to)
}

func (e *DanglingError) Unwrap() error { return fs.ErrNotExist }

// dangling is the DanglingError of path when statErr, the error of its
// os.Stat, is that of a symbolic link to no file; nil otherwise.
func dangling(path string, statErr error) error {
	if !errors.Is(statErr, fs.ErrNotExist) {
		return nil
	}
	info, err := os.Lstat(path)
	if err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return nil
	}
	target, err := os.Readlink(path)
	if err != nil {
		return nil
	}
	abs := target
	if !filepath.IsAbs(abs) {
		abs = filepath.Join(filepath.Dir(path), target)
	}
	_, err = os.Lstat(abs)
	return &DanglingError{Path: path, Target: target, Chain: err == nil}
}

// pathError is "PATH: what is wrong" for an error of the system's about
// path: its own "open PATH: permission denied" names a system call the
// player never made (the menu's list of saves and the designer showed it
// so). The error wrapped still answers errors.Is(err, fs.ErrNotExist).
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == path {
		return fmt.Errorf("%s: %w", path, pe.Err)
	}
	return err
}

// ReadFile reads a whole regular file of at most limit bytes; a larger one
// is an error that says what it is not (what, e.g. "a save file").
func ReadFile(path string, limit int64, what string) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: larger than %s: not %s", path, sizeText(limit), what)
	}
	return data, nil
}

func sizeText(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", n>>10)
}

// Read reads and checks a save file's envelope: its size, its format and
// version. It does not yet replay anything.
func Read(path string) (*engine.SaveFile, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, engine.MaxSaveSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	sf, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return sf, nil
}

// Decode decodes a save file's bytes as Read does a file's: a save a newer
// armada-tui wrote says so.
func Decode(data []byte) (*engine.SaveFile, error) {
	sf, err := engine.DecodeSave(data)
	if err != nil {
		var head struct {
			Format  string `json:"format"`
			Version int    `json:"version"`
		}
		if json.Unmarshal(data, &head) == nil && head.Format == engine.SaveFormat && head.Version > engine.SaveVersion {
			return nil, fmt.Errorf("%w: %s", err, newerBuild)
		}
		return nil, err
	}
	return sf, nil
}

// RestoreError adds to err, the refusal of sf's replay, what to do when a
// newer armada-tui wrote it (rules of a later version than this build's).
func RestoreError(err error, sf *engine.SaveFile, lookup func(id string) (engine.Game, bool)) error {
	if g, ok := lookup(sf.Game); ok && newerRules(sf.Rules, g) {
		return fmt.Errorf("%w: %s", err, newerBuild)
	}
	return err
}

// newerBuild is what to do with a save a newer armada-tui wrote: the
// refusal said only that its version is not read, as if it were damaged.
const newerBuild = "a newer armada-tui wrote it; update armada-tui to open it"

// newerRules reports whether rules ("<game>/<n>") are of a later version
// than the game's of this build.
func newerRules(rules string, g engine.Game) bool {
	game, n, ok := strings.Cut(rules, "/")
	mine, m, ok2 := strings.Cut(g.RulesVersion(), "/")
	if !ok || !ok2 || game != mine {
		return false
	}
	saved, err1 := strconv.Atoi(n)
	this, err2 := strconv.Atoi(m)
	return err1 == nil && err2 == nil && saved > this
}

// OtherGamesRules refuses a save whose rules are another game's than the
// one it names: a save's rules are "<game>/<version>", so a file whose
// game field names another game of this build was edited or pieced
// together. Replayed, it was refused as 'saved with rules
// "stellararmada/4"; this build plays "silentdeath/11"', which reads as a
// matter of versions. A game or rules of no game of this build are left
// to the replay's refusals.
func OtherGamesRules(sf *engine.SaveFile, lookup func(id string) (engine.Game, bool)) error {
	game, _, ok := strings.Cut(sf.Rules, "/")
	if !ok || game == sf.Game {
		return nil
	}
	if _, known := lookup(game); !known {
		return nil
	}
	if _, known := lookup(sf.Game); !known {
		return nil // a game of another build: Restore says so
	}
	return fmt.Errorf("damaged save: it names the game %s, but its rules (%s) are %s's: the file was edited", engine.Quote(sf.Game), engine.Quote(sf.Rules), game)
}

// Load reads, checks and replays a save file; errors name the file. The
// session keeps path so that play continues into the same file.
func Load(path string, lookup func(id string) (engine.Game, bool)) (*engine.Session, error) {
	sf, err := Read(path)
	if err != nil {
		return nil, err
	}
	if err := OtherGamesRules(sf, lookup); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, RestoreError(err, sf, lookup))
	}
	s.Path = path
	return s, nil
}

// Dir is where autosaves go: $XDG_STATE_HOME/armada-tui/saves, or
// ~/.local/state/armada-tui/saves when XDG_STATE_HOME is unset.
func Dir() (string, error) {
	if d := os.Getenv("XDG_STATE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "armada-tui", "saves"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no folder for saves: %w", err)
	}
	return filepath.Join(home, ".local", "state", "armada-tui", "saves"), nil
}

// SaveNew saves a new game under a name of its own in dir (ClaimNew). It
// sets s.Path.
func SaveNew(dir string, s *engine.Session, t time.Time) error {
	p, err := ClaimNew(dir, s.Game.ID(), t)
	if err != nil {
		return err
	}
	s.Path = p
	if err := Save(s); err != nil {
		Unclaim(p)
		s.Path = ""
		return err
	}
	return nil
}

// ClaimNew takes a name of its own in dir for a new game of game id, made
// from the id and t ("silentdeath-20261130-141502.json", then "-2", "-3"
// …), and returns its path. The name is taken with an exclusive create, so
// games started in the same second never share a file; the file is empty
// until the game is saved into it (Save, SaveAs), and Unclaim removes it
// when that fails. Nothing is flushed: a claim costs no wait on the disk.
func ClaimNew(dir, id string, t time.Time) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("save folder %s: %w", dir, err)
	}
	base := fmt.Sprintf("%s-%s", id, t.Format("20060102-150405"))
	for i := 1; i < 1000; i++ {
		p := filepath.Join(dir, base+".json")
		if i > 1 {
			p = filepath.Join(dir, fmt.Sprintf("%s-%d.json", base, i))
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("save %s: %w", p, err)
		}
		f.Close()
		return p, nil
	}
	return "", fmt.Errorf("save folder %s: no free name for %s", dir, base)
}

// Unclaim removes a name ClaimNew took when no game was ever saved into
// it: an empty regular file. Anything else at path is left alone.
func Unclaim(path string) {
	if info, err := os.Lstat(path); err == nil && info.Mode().IsRegular() && info.Size() == 0 {
		os.Remove(path)
	}
}

// Blank reports whether the file at path, of which info is the Lstat, is
// a regular file holding nothing or only whitespace (a name taken with
// touch, or with echo > f.json, a single newline): nothing in it can be
// lost, so a new game may be saved into it (Create, CheckReplace, and the
// command line's campaign new).
func Blank(path string, info fs.FileInfo) bool {
	if !info.Mode().IsRegular() {
		return false
	}
	if info.Size() == 0 {
		return true
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 32<<10)
	for {
		n, err := f.Read(buf)
		for _, c := range buf[:n] {
			switch c {
			case ' ', '\t', '\n', '\r', '\v', '\f':
			default:
				return false
			}
		}
		if err == io.EOF {
			return true
		}
		if err != nil {
			return false
		}
	}
}

// ErrNotOurs is wrapped by Create's error when the path holds something
// that is not a save of the game being started.
var ErrNotOurs = errors.New("not this game's save")

// Create saves a new session to s.Path, which must not exist or hold a save
// of this same session (same game, scenario, seed and players, with no
// intent the session lacks). Anything else is refused, unless force allows
// replacing a regular file; a folder, a device or a pipe is never replaced.
func Create(s *engine.Session, force bool) error {
	info, err := os.Lstat(s.Path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return Save(s)
	case err != nil:
		return fmt.Errorf("save %s: %w", s.Path, err)
	case !info.Mode().IsRegular():
		return fmt.Errorf("save %s: %s; armada-tui writes only to its own files", s.Path, kind(info.Mode()))
	case force, Blank(s.Path, info):
		// An empty file holds nothing to lose (a name taken with touch,
		// as ClaimNew takes one); it was refused as "it holds something
		// else" (found by a play-tester). Nor does one of only
		// whitespace (echo > f.json), which was refused so as well.
		return Save(s)
	}
	if why, unfinished := sameSession(s); why != "" {
		return &NotOursError{Path: s.Path, Why: why, Unfinished: unfinished}
	}
	return Save(s)
}

// NotOursError is Create's refusal of a path that holds something other
// than a save of the game being started; it wraps ErrNotOurs.
type NotOursError struct {
	Path string
	Why  string // "it holds another game", …
	// Unfinished: the file holds an unfinished game (false for a
	// finished one, an empty file or no save at all). The player who runs
	// his play command again after an interrupted evening wants that game
	// resumed, not replaced. Not a count of its moves, which in a game of
	// sealed orders tells how many orders were written.
	Unfinished bool
}

func (e *NotOursError) Error() string {
	return fmt.Sprintf("save %s: %v: %s (choose another path, or --force to replace it)", e.Path, ErrNotOurs, e.Why)
}

func (e *NotOursError) Unwrap() error { return ErrNotOurs }

// sameJSON compares two JSON documents whatever their spacing.
func sameJSON(a, b []byte) bool {
	var ca, cb bytes.Buffer
	return json.Compact(&ca, a) == nil && json.Compact(&cb, b) == nil && bytes.Equal(ca.Bytes(), cb.Bytes())
}

// sameSession says why the file at s.Path is not a save of s ("" when it
// is), and whether it holds an unfinished game.
func sameSession(s *engine.Session) (string, bool) {
	sf, err := Read(s.Path)
	if err != nil {
		// A save that cannot be read is named as one, with why: "it holds
		// something else" gave no pause before --force threw it away.
		if data, rerr := ReadFile(s.Path, engine.MaxSaveSize, "a save file"); rerr == nil && bytes.Contains(data, []byte(`"`+engine.SaveFormat+`"`)) {
			return "it holds a save that cannot be read (" + strings.TrimPrefix(err.Error(), s.Path+": ") + ")", false
		}
		return "it holds something else", false
	}
	unfinished := !sf.Final.Over
	mine, err := s.SaveFile()
	if err != nil {
		return err.Error(), unfinished
	}
	if why := otherGame(sf, mine); why != "" {
		return why, unfinished
	}
	if len(sf.Intents) > len(mine.Intents) {
		// No count of the moves ("it holds 1 moves this game would
		// lose", found by a play-tester): of an unfinished game it tells
		// how many sealed orders were written. The command line says
		// where the game stands, in the game's word for a turn.
		return "it holds this same game played further (starting it again would lose what was played)", unfinished
	}
	return "", false
}

// otherGame says how the save sf is of another game than mine ("" when it
// is of the same one: game, scenario, seed, players and options, whatever
// its moves).
func otherGame(sf, mine *engine.SaveFile) string {
	switch {
	case sf.Game != mine.Game || !sameJSON(sf.Scenario, mine.Scenario):
		return "it holds another game"
	case sf.Seed != mine.Seed || fmt.Sprint(sf.Players) != fmt.Sprint(mine.Players) || fmt.Sprint(sf.Options) != fmt.Sprint(mine.Options):
		return "it holds another game of the same scenario"
	}
	return ""
}

// CheckReplace says why s may not be written over what s.Path holds, or
// nil: a path that is free, or that holds a save of this same game with any
// number of moves (self-play run again with the same seed and levels) which
// no other armada-tui has open. With force any regular file that no other
// armada-tui has open may be replaced. It is asked before the game is
// played, so that a refusal wastes no play and loses no file.
func CheckReplace(s *engine.Session, force bool) error {
	info, err := os.Lstat(s.Path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("save %s: %w", s.Path, err)
	case !info.Mode().IsRegular():
		return fmt.Errorf("save %s: %s; armada-tui writes only to its own files", s.Path, kind(info.Mode()))
	}
	if pid, boot := readLock(s.Path + ".lock"); pid > 0 && pid != os.Getpid() && alive(pid) && !earlierBoot(s.Path+".lock", boot) {
		return &LockedError{Path: s.Path, PID: pid, Advise: true}
	}
	if force || Blank(s.Path, info) {
		return nil // an empty file holds nothing to lose, as in Create
	}
	sf, err := Read(s.Path)
	if err != nil {
		return &NotOursError{Path: s.Path, Why: "it holds something that is not a save armada-tui can read"}
	}
	mine, err := s.SaveFile()
	if err != nil {
		return err
	}
	if why := otherGame(sf, mine); why != "" {
		return &NotOursError{Path: s.Path, Why: why, Unfinished: !sf.Final.Over}
	}
	return nil
}

// Resumable is the newest game in dir that loads and is unfinished, with
// the newer files that were passed over and why ("x.json: damaged save:
// …"), so that a broken file is reported rather than hiding the game
// behind it. Finished games are passed over silently.
func Resumable(dir string, lookup func(id string) (engine.Game, bool)) (*engine.Session, []string, error) {
	paths, err := saves(dir)
	if err != nil {
		return nil, nil, err
	}
	var skipped []string
	for _, p := range paths {
		s, err := Load(p, lookup)
		if err != nil {
			skipped = append(skipped, err.Error())
			continue
		}
		if s.State().Outcome().Over {
			continue
		}
		return s, skipped, nil
	}
	if len(skipped) > 0 {
		return nil, skipped, fmt.Errorf("no unfinished game loads in %s (%s could not be read)", dir, engine.Count(len(skipped), "file", "files"))
	}
	return nil, nil, fmt.Errorf("no unfinished game in %s", dir)
}

// ErrNoSaves is wrapped by the error of a folder that holds no save (or is
// not there yet): nothing has been saved, which a list need not call a
// failure.
var ErrNoSaves = errors.New("no saved games yet")

// saves lists the save files of dir, newest first (by time of writing,
// then by name, so that the order is stable). An empty file is passed
// over: it is a new game's claimed name whose first save has not landed
// (a game starting now, or one whose process died in that moment), which
// holds nothing to resume and is not damaged.
func saves(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%w (looked in %s)", ErrNoSaves, dir)
		}
		return nil, err
	}
	type cand struct {
		path string
		mod  time.Time
	}
	var cs []cand
	for _, e := range entries {
		if !e.Type().IsRegular() || !strings.HasSuffix(e.Name(), ".json") || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		info, err := e.Info()
		if err != nil || info.Size() == 0 {
			continue // an empty file is a name ClaimNew took for a game not yet saved into it
		}
		cs = append(cs, cand{filepath.Join(dir, e.Name()), info.ModTime()})
	}
	if len(cs) == 0 {
		return nil, fmt.Errorf("%w (looked in %s)", ErrNoSaves, dir)
	}
	sort.Slice(cs, func(i, j int) bool {
		if !cs[i].mod.Equal(cs[j].mod) {
			return cs[i].mod.After(cs[j].mod)
		}
		return cs[i].path > cs[j].path
	})
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.path
	}
	return out, nil
}

// Saved is one save file of a folder as List reads it: its envelope and
// final summary, without replaying it; and the game replayed once Replay
// has run.
type Saved struct {
	Path    string
	Written time.Time        // when the file was last written
	File    *engine.SaveFile // nil when Err is set
	Err     error            // why the file could not be read or replayed
	Session *engine.Session  // the replayed game, once Replay has run; nil when Err is set

	// checked is the file whose summary List refused (SaveFile.Check),
	// for Replay to replay: its final summary is checked after the moves,
	// so a file with a move deleted was "the final summary counts 78
	// intents but the file has 77" in 'list saves' and "intent 3 (…):
	// state hash …" in validate (found by a play-tester).
	checked *engine.SaveFile
}

// List reads the save files of dir, newest first, without replaying them:
// a menu of saved games shows each one's game, scenario and result from its
// final summary, and only the one chosen is replayed and checked (Load). A
// file that cannot be read is listed with its error, and so is one whose
// rules are another game's than the one it names (OtherGamesRules), or
// that fails what can be checked without a replay (SaveFile.Check: a game
// this build does not have, rules it does not read, a scenario its game
// does not read, a final summary that counts other intents than the
// file's): such files were listed as games of the game their edited
// fields named. lookup lets it tell; nil skips these checks.
func List(dir string, lookup func(id string) (engine.Game, bool)) ([]Saved, error) {
	paths, err := saves(dir)
	if err != nil {
		return nil, err
	}
	out := make([]Saved, 0, len(paths))
	for _, p := range paths {
		s := Saved{Path: p}
		if info, err := os.Stat(p); err == nil {
			s.Written = info.ModTime()
		}
		s.File, s.Err = Read(p)
		if s.Err == nil && lookup != nil {
			err := OtherGamesRules(s.File, lookup)
			if err == nil {
				if err = s.File.Check(lookup); err != nil {
					s.checked = s.File
				}
			}
			if err != nil {
				s.File, s.Err = nil, fmt.Errorf("%s: %w", p, RestoreError(err, s.File, lookup))
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// Replay replays a listed save as Load does, checking every hash, and keeps
// the game (Session) or why it does not replay (Err, and File is then nil):
// what 'list saves' shows, as validate does, since a save edited by hand
// may keep a sound summary (a hash, a card, a player changed). A file List
// could not read is left as it is; one whose summary List refused is
// replayed, so that its error is the one Load gives.
func (s *Saved) Replay(lookup func(id string) (engine.Game, bool)) {
	file := s.File
	if s.Err != nil {
		if s.checked == nil {
			return
		}
		file = s.checked
	}
	sess, err := file.Restore(lookup)
	if err != nil {
		s.File, s.Err = nil, fmt.Errorf("%s: %w", s.Path, RestoreError(err, file, lookup))
		return
	}
	if s.Err != nil {
		return // Restore refuses whatever Check does: not reached
	}
	sess.Path = s.Path
	s.Session = sess
}

// Paths lists the save files of dir, newest first, without reading them:
// what a menu needs to count them as it opens.
func Paths(dir string) ([]string, error) { return saves(dir) }

// Latest finds the most recently written save in dir.
func Latest(dir string) (string, error) {
	paths, err := saves(dir)
	if err != nil {
		return "", err
	}
	return paths[0], nil
}
