package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"
)

// buildInfo is the version and commit set by the linker, or read from the
// module's build information when the linker set nothing.
func buildInfo() (ver, rev string, dirty bool) {
	ver, rev = version, commit
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return
	}
	if ver == "" {
		ver = info.Main.Version // "(devel)" for a build from a checkout
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			if rev == "" {
				rev = s.Value
			}
		case "vcs.modified":
			dirty = s.Value == "true" && commit == ""
		}
	}
	return
}

// versionString is what --version prints.
func versionString() string {
	ver, rev, dirty := buildInfo()
	if ver == "" {
		ver = "(devel)"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev != "" {
		ver += " (" + rev
		if dirty {
			ver += ", modified"
		}
		ver += ")"
	}
	return ver
}

// versionCmd is 'version'; it has no options.
func (a *app) versionCmd(run func() error) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, the commit and the Go version",
		Args:  args(cobra.NoArgs),
		RunE:  func(cmd *cobra.Command, _ []string) error { return run() },
	}
}

// runVersion prints the version, the commit and the Go version.
func (a *app) runVersion() error {
	ver, rev, dirty := buildInfo()
	if ver == "" {
		ver = "(devel)"
	}
	if rev == "" {
		// go run, go test and GOFLAGS=-buildvcs=false stamp no revision.
		rev = "unknown (this build recorded none: 'make build', or go build in a git checkout, records it)"
	} else if dirty {
		rev += " (modified)"
	}
	fmt.Fprintf(a.out, "armada-tui %s\ncommit: %s\ngo: %s %s/%s\n", ver, rev, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	return nil
}
