// Package store keeps sessions on disk: save files written atomically after
// every intent, the folder autosaves live in, finding the newest save, and
// reading a save back through a size limit before anything is trusted.
//
// It is the one place where sessions meet files; the engine itself does no
// I/O and reads no clock.
package store

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
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
	sf.Saved = time.Now().UTC().Format(time.RFC3339)
	return WriteSave(s.Path, sf)
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
// file.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
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

// ReadFile reads a whole file of at most limit bytes; a larger one is an
// error that says what it is not (what, e.g. "a save file").
func ReadFile(path string, limit int64, what string) ([]byte, error) {
	f, err := os.Open(path)
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
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, engine.MaxSaveSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	sf, err := engine.DecodeSave(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return sf, nil
}

// Load reads, checks and replays a save file; errors name the file. The
// session keeps path so that play continues into the same file.
func Load(path string, lookup func(id string) (engine.Game, bool)) (*engine.Session, error) {
	sf, err := Read(path)
	if err != nil {
		return nil, err
	}
	s, err := sf.Restore(lookup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
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

// NewPath names a new autosave for a game started at t.
func NewPath(dir, gameID string, t time.Time) string {
	base := fmt.Sprintf("%s-%s", gameID, t.Format("20060102-150405"))
	p := filepath.Join(dir, base+".json")
	for i := 2; exists(p); i++ {
		p = filepath.Join(dir, fmt.Sprintf("%s-%d.json", base, i))
	}
	return p
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Latest finds the most recently written save in dir.
func Latest(dir string) (string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "", fmt.Errorf("no saved games yet (looked in %s)", dir)
		}
		return "", err
	}
	type cand struct {
		path string
		mod  time.Time
	}
	var cs []cand
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		cs = append(cs, cand{filepath.Join(dir, e.Name()), info.ModTime()})
	}
	if len(cs) == 0 {
		return "", fmt.Errorf("no saved games yet (looked in %s)", dir)
	}
	sort.Slice(cs, func(i, j int) bool {
		if !cs[i].mod.Equal(cs[j].mod) {
			return cs[i].mod.After(cs[j].mod)
		}
		return cs[i].path > cs[j].path
	})
	return cs[0].path, nil
}

// A campaign file is written and read through these, so that its size is
// bounded like a save's; the game package encodes and checks its content.

// WriteCampaign writes an encoded campaign atomically.
func WriteCampaign(path string, c interface{ Encode() ([]byte, error) }) error {
	data, err := c.Encode()
	if err != nil {
		return fmt.Errorf("campaign %s: %w", path, err)
	}
	return WriteFileAtomic(path, data)
}

// ReadCampaign reads a campaign file of at most limit bytes and decodes it
// with decode; errors name the file.
func ReadCampaign[T any](path string, limit int64, decode func([]byte) (T, error)) (T, error) {
	var zero T
	data, err := ReadFile(path, limit, "a campaign file")
	if err != nil {
		return zero, fmt.Errorf("campaign %s: %w", path, err)
	}
	c, err := decode(data)
	if err != nil {
		return zero, fmt.Errorf("campaign %s: %w", path, err)
	}
	return c, nil
}
