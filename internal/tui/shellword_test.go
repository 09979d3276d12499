package tui

import "testing"

// TestShellWord: a path is left as it is when a shell reads it so, in
// double quotes when they keep every character, and in single quotes
// otherwise (a single quote inside closed, escaped and opened again).
func TestShellWord(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"saves/duel-2.json", "saves/duel-2.json"},
		{"~/g,1+x@y:z.json", "~/g,1+x@y:z.json"},
		{"my duel.json", `"my duel.json"`},
		{"it's.json", `"it's.json"`},
		{"a$HOME.json", `'a$HOME.json'`},
		{"bang!.json", `'bang!.json'`},
		{`back\slash`, `'back\slash'`},
		{`say "hi".json`, `'say "hi".json'`},
		{"it's $5.json", `'it'\''s $5.json'`},
		{"", `""`},
	} {
		if got := ShellWord(c.in); got != c.want {
			t.Errorf("ShellWord(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}
