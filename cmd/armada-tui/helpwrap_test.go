package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestHelpFitsEightyColumns: every command's help, laid out for 80
// columns, has no line wider than 80. fang wrote each flag's and each
// command's description on one line, and the terminal broke the longer
// ones in the middle of a word (play's --scenario ran to 205 columns).
func TestHelpFitsEightyColumns(t *testing.T) {
	bin := buildBinary(t)
	for _, args := range [][]string{
		{"--help"}, {"play", "--help"}, {"selfplay", "--help"}, {"replay", "--help"}, {"resume", "--help"},
		{"campaign", "--help"}, {"campaign", "new", "--help"}, {"design", "--help"}, {"validate", "--help"},
		{"list", "--help"}, {"list", "saves", "--help"}, {"version", "--help"}, {"completion", "--help"},
		{"help", "play"},
	} {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "__FANG_TEST_WIDTH=80", "NO_COLOR=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
		lines := strings.Split(string(out), "\n")
		for i, line := range lines {
			if w := ansi.StringWidth(line); w > 80 {
				t.Errorf("%q: a line of %d columns:\n%s", args, w, line)
			}
			// A word alone amid a paragraph: the description was broken
			// at 80 columns and again beside the margin ("is" /
			// "decoded" / "and checked by its game").
			if i+1 < len(lines) && loneWord(line) && strings.HasPrefix(lines[i+1], "  ") && !strings.HasPrefix(lines[i+1], "   ") {
				t.Errorf("%q: %q alone on a line amid a paragraph", args, line)
			}
		}
	}
	// The descriptions go on under their column, and the shell's
	// completion still gets them whole on one line.
	cmd := exec.Command(bin, "play", "--help")
	cmd.Env = append(os.Environ(), "__FANG_TEST_WIDTH=80", "NO_COLOR=1")
	out, _ := cmd.CombinedOutput()
	if !strings.Contains(string(out), "\n                  PATH; default: the first 'list scenarios' names") {
		t.Errorf("play --help does not carry --scenario's description on under its column:\n%s", out)
	}
	comp, _ := exec.Command(bin, "__complete", "play", "--sc").CombinedOutput()
	if !strings.Contains(string(comp), "--scenario\tscenario NAME (see 'list scenarios') or a scenario file's PATH; default:") {
		t.Errorf("completion's description of --scenario is cut:\n%s", comp)
	}
}

// loneWord reports a line of the help's text column ("  word") holding
// one word.
func loneWord(line string) bool {
	return strings.HasPrefix(line, "  ") && !strings.HasPrefix(line, "   ") && len(strings.Fields(line)) == 1
}
