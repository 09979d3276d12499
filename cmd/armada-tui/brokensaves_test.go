package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenSavesOfEveryGame: a save of each game, broken in the ways a
// file gets broken (cut short, edited, of another build), is refused by
// resume, replay --headless and validate with a message that names the
// file and the place (line, field or intent number), the bad value and
// what was wanted; nothing panics.
func TestBrokenSavesOfEveryGame(t *testing.T) {
	c := newCLI(t, true)
	for _, id := range c.app.gameIDs() {
		t.Run(id, func(t *testing.T) {
			dir := t.TempDir()
			c.ok("selfplay", id, "--games", "1", "--seed", "5", "--save-dir", dir)
			files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
			if len(files) != 1 {
				t.Fatalf("selfplay wrote %v", files)
			}
			raw, err := os.ReadFile(files[0])
			if err != nil {
				t.Fatal(err)
			}
			edit := func(f func(m map[string]any)) []byte {
				var m map[string]any
				if err := json.Unmarshal(raw, &m); err != nil {
					t.Fatal(err)
				}
				f(m)
				out, _ := json.MarshalIndent(m, "", " ")
				return out
			}
			intent := func(m map[string]any, i int) map[string]any {
				return m["intents"].([]any)[i].(map[string]any)
			}
			var sf struct {
				Intents []struct {
					Kind string
				}
			}
			_ = json.Unmarshal(raw, &sf)
			k3 := sf.Intents[2].Kind
			for _, tc := range []struct {
				name string
				data []byte
				want string
			}{
				{"truncated", raw[:len(raw)*6/10], "damaged save: cut short (the file ends before the save does): line "},
				{"hash changed", edit(func(m map[string]any) { intent(m, 2)["hash"] = "0123456789abcdef" }), "intent 3 (" + k3 + "): state hash "},
				{"unknown intent", edit(func(m map[string]any) { intent(m, 2)["kind"] = "teleport" }), `intent 3 (teleport): ` + id + ` has no intent "teleport"`},
				{"no such player", edit(func(m map[string]any) {
					d := intent(m, 0)["data"].(map[string]any)
					d["by"] = 9.0
				}), "intent 1 (" + sf.Intents[0].Kind + "): " + sf.Intents[0].Kind + ": player 9 does not exist"},
				{"rules version", edit(func(m map[string]any) { m["rules"] = id + "/99" }), `saved with rules "` + id + `/99"; this build plays "` + id + "/"},
				// A save of a later build says what to do: it is not damaged.
				{"rules of a newer build", edit(func(m map[string]any) { m["rules"] = id + "/99" }), ": a newer armada-tui wrote it; update armada-tui to open it"},
				{"rules of an older build", edit(func(m map[string]any) { m["rules"] = id + "/0" }), `saved with rules "` + id + `/0"`},
				// Another game of this build named over a save: the rules
				// still say whose it is, and the message says so rather
				// than 'saved with rules "X/4"; this build plays "Y/11"'.
				{"another game named", edit(func(m map[string]any) { m["game"] = otherGame(id) }), `damaged save: it names the game "` + otherGame(id) + `", but its rules ("` + id + `/`},
				{"unknown game", edit(func(m map[string]any) { m["game"] = "chess" }), `game: "chess" is not a game of this build (known games: stellararmada, silentdeath, starmada, starshipbattles, sscs)`},
				{"scenario edited", edit(func(m map[string]any) { m["scenario"].(map[string]any)["title"] = "Edited" }), "the starting state differs from the recorded one (hash "},
				{"seed of the wrong type", edit(func(m map[string]any) { m["seed"] = "five" }), `seed: "five" where a whole number from 0 to 18446744073709551615 is wanted`},
				{"seed past the largest", edit(func(m map[string]any) { m["seed"] = 1e30 }), `seed: 1e+30 where a whole number from 0 to 18446744073709551615 is wanted`},
				{"by of the wrong type", edit(func(m map[string]any) { intent(m, 2)["data"].(map[string]any)["by"] = "zero" }), `intent 3 (` + k3 + `): ` + k3 + `: by: "zero" where a player number is wanted`},
				{"no intents", edit(func(m map[string]any) { m["intents"] = []any{} }), "the final summary counts "},
				// A move deleted: the replay finds it at the move, before
				// the final summary's count, in the list as in validate
				// (the list said "the final summary counts …").
				{"intent deleted", edit(func(m map[string]any) {
					in := m["intents"].([]any)
					m["intents"] = append(in[:2:2], in[3:]...)
				}), "intent 3 ("},
				// A scenario the game refuses is named as such, in one
				// sentence ("damaged save: its scenario is not one of
				// The Scalable Starship Combat System: …" in the list,
				// "scenario: …" on replay).
				{"scenario refused", edit(func(m map[string]any) { m["scenario"].(map[string]any)["sides"] = []any{} }), " refuses the scenario this save holds: "},
				// Counts are worded for one ("1 players were given").
				{"one player", edit(func(m map[string]any) { m["players"] = m["players"].([]any)[:1] }), " has 2 sides but 1 player was given"},
				{"future version", edit(func(m map[string]any) { m["version"] = 3.0 }), "save format version 3 is not supported (this build reads versions 1 to 2): a newer armada-tui wrote it; update armada-tui to open it"},
				{"short hash", edit(func(m map[string]any) { intent(m, 1)["hash"] = "abc" }), `damaged save: intent 2 (` + sf.Intents[1].Kind + `): hash "abc" is not 16 hex digits`},
				{"not UTF-8", []byte(strings.Replace(string(raw), `"title": "`, "\"title\": \"\xff", 1)), "byte 0xff is not UTF-8 text"},
				{"empty", nil, "the file is empty"},
			} {
				p := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-")+".json")
				if err := os.WriteFile(p, tc.data, 0o644); err != nil {
					t.Fatal(err)
				}
				for _, args := range [][]string{{"resume", p}, {"replay", p, "--headless"}} {
					if errOut := c.fails(1, tc.want, args...); !strings.HasPrefix(errOut, "armada-tui: "+p+": ") {
						t.Errorf("%s: the message does not start with the file's name: %q", tc.name, errOut)
					}
				}
				c.fails(1, tc.want, "validate", p)
			}
			listsTheBroken(t, c, dir, files[0])
		})
	}
}

// listsTheBroken checks 'list saves' of a folder of broken saves and one
// good one: every file validate refuses is listed as one that cannot be
// read, with the start of validate's message, and the good one as a game;
// no RESULT is wider than listResultWidth. A save whose game was edited to
// "nosuch", whose intents were deleted, or whose hash was changed was
// listed as an unfinished game, and a long message made the column 290
// characters wide (found in play).
func listsTheBroken(t *testing.T, c *cli, dir, good string) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(c.ok("list", "saves", dir), "\n"), "\n")
	result, path := strings.Index(lines[0], "RESULT"), strings.Index(lines[0], "PATH")
	if result < 0 || path < 0 {
		t.Fatalf("list saves:\n%s", strings.Join(lines, "\n"))
	}
	rows, cut := 0, false
	for _, line := range lines[1:] {
		r := []rune(line)
		if len(r) < path {
			if strings.Contains(line, "armada-tui validate PATH") {
				continue // the note under a table with cut messages
			}
			t.Fatalf("list saves: %q", line)
		}
		rows++
		p := string(r[path:])
		cell := strings.TrimSpace(string(r[result:path]))
		if n := len([]rune(cell)); n > listResultWidth {
			t.Errorf("%s: RESULT of %d characters: %q", p, n, cell)
		}
		cut = cut || strings.HasSuffix(cell, "…")
		if p == good {
			if strings.Contains(cell, "cannot be read") {
				t.Errorf("the good save is listed as %q", cell)
			}
			continue
		}
		_, _, errOut := c.run("validate", p)
		want := strings.TrimSuffix(strings.TrimPrefix(strings.SplitN(errOut, "\n", 2)[0], p+": "), "\n")
		if !strings.HasPrefix(want, strings.TrimSuffix(strings.TrimPrefix(cell, "cannot be read: "), "…")) || !strings.HasPrefix(cell, "cannot be read: ") {
			t.Errorf("%s is listed as %q; validate says %q", p, cell, want)
		}
	}
	if rows != len(lines)-1-btoi(cut) {
		t.Errorf("list saves: %d rows of %d lines", rows, len(lines))
	}
	if cut && !strings.Contains(lines[len(lines)-1], "armada-tui validate PATH") {
		t.Errorf("a message was cut and the list does not say where it is whole: %q", lines[len(lines)-1])
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// otherGame is a game of this build other than id.
func otherGame(id string) string {
	if id == "stellararmada" {
		return "sscs"
	}
	return "stellararmada"
}
