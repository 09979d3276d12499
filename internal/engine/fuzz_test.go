package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// saveSeeds is the seed corpus of the save-file fuzzers: a valid save and
// the ways files go wrong.
func saveSeeds(f *testing.F) {
	good, err := os.ReadFile(filepath.Join("testdata", "toy-race.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(good[:len(good)-3])
	f.Add([]byte(""))
	f.Add([]byte("null"))
	f.Add([]byte(`{"name":"my-package","version":"1.0.0"}`))
	f.Add([]byte(`{"format":"armada-tui-save","version":2}`))
	f.Add([]byte(`{"format":"armada-tui-save","version":1}`))
	f.Add([]byte(`{"format":"armada-tui-save","version":1e999}`))
	f.Add(bytes.Replace(good, []byte(`"seed": 11`), []byte(`"seed": 99999999999999999999999`), 1))
	f.Add(bytes.Replace(good, []byte(`"goal": 10`), []byte(`"goal": 1000000000000`), 1))
	f.Add(bytes.Replace(good, []byte(`"p": 0`), []byte(`"p": -9223372036854775808`), 1))
	f.Add(bytes.Replace(good, []byte(`"hash": "`), []byte(`"hash": "x`), 1))
	f.Add([]byte{0xff, 0xfe, 0x00})
}

func FuzzDecodeSave(f *testing.F) {
	saveSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := DecodeSave(data)
		if err != nil {
			if sf != nil {
				t.Fatal("an error and a save file")
			}
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		if sf.Format != SaveFormat || (sf.Version != SaveVersion && sf.Version != 1) || sf.Game == "" || len(sf.Players) == 0 {
			t.Fatalf("accepted a bad envelope: %+v", sf)
		}
	})
}

// FuzzRestore replays whatever DecodeSave accepts: it must fail with an
// error or give a session whose hashes match, never panic.
func FuzzRestore(f *testing.F) {
	saveSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := DecodeSave(data)
		if err != nil {
			return
		}
		s, err := sf.Restore(toyLookup)
		if err != nil {
			return
		}
		if s.Len() != len(sf.Intents) {
			t.Fatalf("restored %d intents of %d", s.Len(), len(sf.Intents))
		}
	})
}
