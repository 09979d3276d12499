package store

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/armada-tui/armada-tui/internal/engine"
	"github.com/armada-tui/armada-tui/internal/games/stellararmada"
)

func lookup(id string) (engine.Game, bool) {
	if id == "stellararmada" {
		return stellararmada.Game{}, true
	}
	return nil, false
}

// played is a game of Stellar Armada between two random players, n intents
// long at most.
func played(t testing.TB, seed uint64, n int) *engine.Session {
	t.Helper()
	g := stellararmada.Game{}
	data, err := os.ReadFile(filepath.Join("..", "..", "assets", "scenarios", "stellararmada", "standard.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := g.DecodeScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewSession(g, sc, nil, seed, []engine.PlayerSlot{{Side: sc.Sides()[0].Name, Kind: engine.Human}, {Side: sc.Sides()[1].Name, Kind: engine.Human}})
	if err != nil {
		t.Fatal(err)
	}
	opp := engine.NewRandomOpponent(seed)
	for i := 0; i < n && !s.State().Outcome().Over; i++ {
		p := s.State().Phase().Actors[0]
		in, err := opp.Choose(s.State().View(p), p)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(in); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSaveLoadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for seed := uint64(1); seed <= 5; seed++ {
		s := played(t, seed, 1000)
		s.Path = filepath.Join(dir, "game.json")
		if err := Save(s); err != nil {
			t.Fatal(err)
		}
		sf, err := Read(s.Path)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := time.Parse(time.RFC3339, sf.Saved); err != nil {
			t.Errorf("saved time %q: %v", sf.Saved, err)
		}
		// Load keeps the path so that play continues into the file.
		l, err := Load(s.Path, lookup)
		if err != nil || l.Path != s.Path || l.State().Hash() != s.State().Hash() || l.Len() != s.Len() {
			t.Fatalf("Load: %v", err)
		}
	}
}

func TestSessionWithoutPathIsNotSaved(t *testing.T) {
	s := played(t, 1, 3)
	if err := Save(s); err != nil {
		t.Fatal(err)
	}
}

func TestReadNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	sf, err := played(t, 5, 8).SaveFile()
	if err != nil {
		t.Fatal(err)
	}
	good, err := sf.Encode()
	if err != nil {
		t.Fatal(err)
	}
	huge := append(append([]byte(nil), good...), bytes.Repeat([]byte{' '}, engine.MaxSaveSize)...)
	for _, tc := range []struct {
		name, want string
		data       []byte
	}{
		{"empty", "the file is empty", nil},
		{"truncated", "unexpected end of JSON input", good[:len(good)/2]},
		{"foreign", "not a save file of armada-tui", []byte(`{"name":"left-pad","version":"1.3.0"}`)},
		{"oversized", "larger than 8 MiB", huge},
	} {
		p := writeFile(t, dir, tc.name+".json", tc.data)
		if _, err := Read(p); err == nil || !strings.HasPrefix(err.Error(), p+": ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.name, err)
		}
		if _, err := Load(p, lookup); err == nil {
			t.Errorf("%s: Load accepted it", tc.name)
		}
	}
	if _, err := Read(filepath.Join(dir, "missing.json")); !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Read(dir); err == nil {
		t.Error("a folder was read as a save")
	}
	// Load names the file when the replay fails.
	p := writeFile(t, dir, "rules.json", bytes.Replace(good, []byte(`"rules": "`), []byte(`"rules": "0`), 1))
	if _, err := Load(p, lookup); err == nil || !strings.HasPrefix(err.Error(), p+`: saved with rules "0`) {
		t.Errorf("Load with other rules: %v", err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "deep", "er", "save.json")
	for i := 0; i < 5; i++ {
		data := bytes.Repeat([]byte{byte('a' + i)}, 1000*(i+1))
		if err := WriteFileAtomic(p, data); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(p)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("write %d: read back %d bytes, %v", i, len(got), err)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(p))
	if len(entries) != 1 || entries[0].Name() != "save.json" {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the folder holds %v, want only save.json", names)
	}
	// A target that cannot be written leaves no temporary file either.
	if err := os.Mkdir(filepath.Join(dir, "taken"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "taken", "x"), nil, 0o644)
	err := WriteFileAtomic(filepath.Join(dir, "taken"), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "save "+filepath.Join(dir, "taken")) {
		t.Fatalf("writing over a folder: %v", err)
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
	// A parent that is a file.
	if err := WriteFileAtomic(filepath.Join(dir, "taken", "x", "y.json"), []byte("x")); err == nil {
		t.Error("wrote below a file")
	}
}

func TestLatest(t *testing.T) {
	dir := t.TempDir()
	if _, err := Latest(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "no saved games yet") {
		t.Errorf("missing folder: %v", err)
	}
	if _, err := Latest(dir); err == nil || !strings.Contains(err.Error(), "no saved games yet (looked in "+dir+")") {
		t.Errorf("empty folder: %v", err)
	}
	now := time.Now()
	touch := func(name string, age time.Duration) string {
		p := writeFile(t, dir, name, []byte("{}"))
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
		return p
	}
	touch("old.json", 3*time.Hour)
	newest := touch("new.json", time.Hour)
	touch(".hidden.json", 0)                        // a temporary file of WriteFileAtomic
	touch("notes.txt", 0)                           // not a save
	os.Mkdir(filepath.Join(dir, "sub.json"), 0o755) // a folder
	if got, err := Latest(dir); err != nil || got != newest {
		t.Errorf("LatestSave = %q, %v; want %q", got, err, newest)
	}
	// Equal times: the name decides, so the answer is stable.
	a := touch("a.json", 0)
	b := touch("b.json", 0)
	os.Chtimes(a, now, now)
	os.Chtimes(b, now, now)
	if got, _ := Latest(dir); got != b {
		t.Errorf("tie: %q, want %q", got, b)
	}
}

func TestDir(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/tmp/xdg-state")
	if d, err := Dir(); err != nil || d != filepath.Join("/tmp/xdg-state", "armada-tui", "saves") {
		t.Errorf("with XDG_STATE_HOME: %q, %v", d, err)
	}
	t.Setenv("HOME", "/home/someone")
	for _, v := range []string{"", "relative/dir"} { // the spec says to ignore a relative path
		t.Setenv("XDG_STATE_HOME", v)
		if d, err := Dir(); err != nil || d != "/home/someone/.local/state/armada-tui/saves" {
			t.Errorf("XDG_STATE_HOME=%q: %q, %v", v, d, err)
		}
	}
}

func TestNewPath(t *testing.T) {
	dir := t.TempDir()
	at := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	p1 := NewPath(dir, "toy", at)
	if p1 != filepath.Join(dir, "toy-20250304-050607.json") {
		t.Fatalf("first path %q", p1)
	}
	os.WriteFile(p1, nil, 0o644)
	p2 := NewPath(dir, "toy", at)
	if p2 != filepath.Join(dir, "toy-20250304-050607-2.json") {
		t.Fatalf("second path %q", p2)
	}
	os.WriteFile(p2, nil, 0o644)
	if p3 := NewPath(dir, "toy", at); p3 != filepath.Join(dir, "toy-20250304-050607-3.json") {
		t.Fatalf("third path %q", p3)
	}
}
