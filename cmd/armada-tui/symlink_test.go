package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/armada-tui/armada-tui/internal/tui"
)

// TestResumeRefusesALink: resume of a save that is a symbolic link opened
// the game, which could then never be saved (a save is written only into a
// plain file, and play --save refuses a link): every move was lost (found
// by a play-tester). resume, and campaign next and resume, refuse the link
// before a screen opens, and name the file it points to.
func TestResumeRefusesALink(t *testing.T) {
	c := newCLI(t, false)
	save := playedSave(t, c, "4")
	link := filepath.Join(t.TempDir(), "link.json")
	if err := os.Symlink(save, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	errOut := c.fails(1, "resume "+link+": a symbolic link (to "+save+")", "resume", link)
	if !strings.Contains(errOut, "go on with the file it points to: armada-tui resume "+tui.ShellWord(save)) {
		t.Errorf("resume of a link does not say which file to resume: %q", errOut)
	}
	if len(c.screen.calls) != 0 {
		t.Errorf("resume of a link opened %v", c.screen.calls)
	}
	// The file itself resumes.
	c.ok("resume", save)

	r := newCLI(t, true)
	camp := filepath.Join(t.TempDir(), "camp.json")
	r.ok("campaign", "new", camp, "--seed", "5", "--selfplay")
	clink := filepath.Join(t.TempDir(), "camp-link.json")
	if err := os.Symlink(camp, clink); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"next", "resume"} {
		errOut := r.fails(1, "a symbolic link (to "+camp+")", "campaign", cmd, clink, "--selfplay")
		if !strings.Contains(errOut, "armada-tui campaign "+cmd+" "+tui.ShellWord(camp)) {
			t.Errorf("campaign %s of a link does not say which file to go on with: %q", cmd, errOut)
		}
	}
}

// TestLinkAdviceKeepsTheFlags: the refusal of a save that is a symbolic
// link suggested the command on the file it points to without the flags
// the player gave ('campaign resume cl.json --selfplay' suggested
// 'armada-tui campaign resume c1.json', which opens a screen instead;
// found by a play-tester). It keeps them.
func TestLinkAdviceKeepsTheFlags(t *testing.T) {
	r := newCLI(t, true)
	camp := filepath.Join(t.TempDir(), "c1.json")
	r.ok("campaign", "new", camp, "--seed", "5", "--selfplay")
	clink := filepath.Join(t.TempDir(), "cl.json")
	if err := os.Symlink(camp, clink); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	for _, cmd := range []string{"next", "resume"} {
		errOut := r.fails(1, "a symbolic link (to "+camp+")", "campaign", cmd, clink, "--selfplay")
		if want := "armada-tui campaign " + cmd + " " + tui.ShellWord(camp) + " --selfplay\n"; !strings.HasSuffix(errOut, want) {
			t.Errorf("campaign %s --selfplay of a link: %q, want it to end %q", cmd, errOut, want)
		}
	}

	c := newCLI(t, false)
	save := playedSave(t, c, "4")
	link := filepath.Join(t.TempDir(), "link.json")
	if err := os.Symlink(save, link); err != nil {
		t.Fatal(err)
	}
	errOut := c.fails(1, "a symbolic link (to "+save+")", "resume", "--ascii", link, "--ai-delay", "2s", "--no-mouse=true")
	if want := "armada-tui resume " + tui.ShellWord(save) + " --ai-delay 2s --ascii --no-mouse\n"; !strings.HasSuffix(errOut, want) {
		t.Errorf("resume of a link with flags: %q, want it to end %q", errOut, want)
	}
}

// TestResumeOfADanglingLink: resume of a symbolic link to nothing said
// "PATH: no such file or directory", of a file the player can see (found
// by a play-tester). It names the link and where it points, on resume,
// validate and campaign next alike.
func TestResumeOfADanglingLink(t *testing.T) {
	c := newCLI(t, true)
	dir := t.TempDir()
	link := filepath.Join(dir, "dangling.json")
	target := filepath.Join(dir, "nowhere.json")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	want := link + ": a symbolic link to " + target + ", which does not exist"
	c.fails(1, want, "resume", link)
	c.fails(1, want, "validate", link)
	c.fails(1, want, "campaign", "next", link, "--selfplay")
}

// TestForceHelpNamesLinks: play --force never replaces a symbolic link
// (store.Create writes only into a plain file), as the README says, but
// its help named only "a folder, device or pipe" among what it never
// replaces.
func TestForceHelpNamesLinks(t *testing.T) {
	c := newCLI(t, false)
	target := filepath.Join(t.TempDir(), "other.txt")
	if err := os.WriteFile(target, []byte("notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(t.TempDir(), "link.json")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	c.fails(1, "a symbolic link; armada-tui writes only to its own files", "play", "race", "--save", link, "--force")
	if out := strings.Join(strings.Fields(c.ok("play", "--help")), " "); !strings.Contains(out, "never a folder, a device, a pipe or a symbolic link") {
		t.Errorf("play --help does not say --force never replaces a symbolic link:\n%s", out)
	}
}
