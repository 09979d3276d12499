package main

import (
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// helpWidth is the width fang lays help out for: standard output's
// columns, at most 120, and 120 where it is not a terminal
// (__FANG_TEST_WIDTH sets it, as it sets fang's).
func helpWidth() int {
	if s := os.Getenv("__FANG_TEST_WIDTH"); s != "" {
		if w, err := strconv.Atoi(s); err == nil && w > 0 {
			return w
		}
	}
	w, _, err := term.GetSize(os.Stdout.Fd())
	if err != nil || w <= 0 {
		return 120
	}
	return min(w, 120)
}

// wrapHelp breaks the descriptions of cmd's flags and of its commands
// into lines that fit width columns beside the column of names, at
// spaces. fang writes each description on one line, and the terminal broke
// those longer than the screen in the middle of a word ('--scenario' was
// 205 columns); a description of several lines it lines up in its column.
// Only the command whose help is asked for is changed: a flag shared with
// other commands (an inherited one) would be wrapped for another column.
func wrapHelp(cmd *cobra.Command, width int) {
	const pad, gap, minSpace = 4, 2, 10 // fang's layout
	space := minSpace
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if !f.Hidden {
			space = max(space, len(flagKey(f))+gap)
		}
	})
	for _, sc := range cmd.Commands() {
		if !sc.Hidden {
			space = max(space, ansi.StringWidth(commandKey(sc))+gap)
		}
	}
	cmd.Long = reflow(cmd.Long, width-pad) // fang sets it in by 2, in a block of width
	text := width - pad - space
	if text < 20 {
		return // too narrow to help: leave it to the terminal
	}
	cmd.Flags().VisitAll(func(f *pflag.Flag) {
		if f.Hidden || strings.Contains(f.Usage, "\n") {
			return
		}
		// fang adds " (default)" after the description.
		tail := 0
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "[]" {
			tail = len(" ("+f.DefValue+")") + 1
		}
		f.Usage = wrapWords(f.Usage, text, tail)
	})
	for _, sc := range cmd.Commands() {
		if !sc.Hidden && !strings.Contains(sc.Short, "\n") {
			sc.Short = wrapWords(sc.Short, text, 0)
		}
	}
}

// reflow wraps each paragraph of a command's long description anew to
// width, at spaces. Written broken at 80 columns, a line of 79 or 80 came
// out as two beside fang's margin, its last word alone ("is" / "decoded"
// / "and checked"), and fang's own wrapping breaks at hyphens too
// ("armada-" / "tui/saves"). A paragraph with a line that starts with a
// space or a dash and a space (a list, an example) keeps its lines.
func reflow(long string, width int) string {
	paras := strings.Split(long, "\n\n")
	for i, p := range paras {
		lines := strings.Split(p, "\n")
		keep := false
		for _, l := range lines {
			if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "- ") || strings.HasPrefix(l, "\t") {
				keep = true
			}
		}
		if !keep {
			paras[i] = wrapWords(strings.Join(lines, " "), width, 0)
		}
	}
	return strings.Join(paras, "\n\n")
}

// wrapWords breaks s at spaces into lines of at most width columns, the
// last with room for tail more; a word longer than a line stays whole.
// Not tui.Wrap nor ansi.Wordwrap: both break at a hyphen ("--iterations",
// "armada-" / "tui"), and tui.Wrap breaks a long word hard, where a flag
// or a path must stay whole to be typed.
func wrapWords(s string, width, tail int) string {
	if ansi.StringWidth(s)+tail <= width {
		return s
	}
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case ansi.StringWidth(line)+1+ansi.StringWidth(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" && ansi.StringWidth(line)+tail > width && strings.Contains(line, " ") {
		// The default would overflow the last line: its last word moves.
		i := strings.LastIndex(line, " ")
		lines = append(lines, line[:i])
		line = line[i+1:]
	}
	return strings.Join(append(lines, line), "\n")
}

// flagKey is a flag's name as fang shows it.
func flagKey(f *pflag.Flag) string {
	if f.Shorthand == "" {
		return "--" + f.Name
	}
	return "-" + f.Shorthand + " --" + f.Name
}

// commandKey is a command's usage as fang lists it under COMMANDS.
func commandKey(c *cobra.Command) string {
	u := c.Use
	for _, k := range []string{"[args]", "[flags]", "[--flags]", "[command]"} {
		u = strings.ReplaceAll(u, k, "")
	}
	u = strings.TrimSpace(u)
	if c.HasAvailableSubCommands() {
		u += " [command]"
	}
	if c.HasAvailableFlags() || c.HasFlags() || c.HasPersistentFlags() {
		u += " [--flags]"
	}
	return u
}

// helpTarget is the command whose help argv would print ("help play" is
// play's), or nil when it names none.
func helpTarget(root *cobra.Command, argv []string) *cobra.Command {
	c, rest, err := root.Find(argv)
	if err != nil {
		return nil
	}
	if c.Name() == "help" && c.Parent() == root {
		if c, _, err = root.Find(rest); err != nil {
			return nil
		}
	}
	return c
}
