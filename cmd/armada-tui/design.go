package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"

	"github.com/armada-tui/armada-tui/internal/games/sscs/design"
	"github.com/armada-tui/armada-tui/internal/store"
	"github.com/armada-tui/armada-tui/internal/tui"
	tuisscs "github.com/armada-tui/armada-tui/internal/tui/sscs"
)

// designOptions are the flags and arguments of 'design'.
type designOptions struct {
	Path string // the design file; "" for a new one, whose path the first save asks
}

// designCmd is 'design [FILE]': the ship designer of the Scalable Starship
// Combat System.
func (a *app) designCmd(run func(*designOptions) error) *cobra.Command {
	o := &designOptions{}
	cmd := &cobra.Command{
		Use:   "design [FILE]",
		Short: "Design ships for the Scalable Starship Combat System",
		Long: `Open the ship designer of the Scalable Starship Combat System (sscs) on
FILE, a design file (a YAML list of designs, see docs/rules/sscs.md). When FILE
does not exist, the designer starts a new design and saves it there; without
FILE, it asks where at the first save. The designer goes through the seven
steps of construction with every derived number and limit beside the form;
e explains every number with its formula and rounding. A design file open in
another armada-tui is refused, as a save is.

'armada-tui validate FILE' checks a design file without opening the screen.`,
		Example: `  armada-tui design
  armada-tui design my-squadron.yaml
  armada-tui design internal/games/sscs/designs/1-concord.yaml --ascii`,
		Args: args(cobra.MaximumNArgs(1)),
		RunE: func(cmd *cobra.Command, argv []string) error {
			if len(argv) == 1 {
				o.Path = argv[0]
			}
			return run(o)
		},
	}
	f := cmd.Flags()
	f.BoolVar(&a.ascii, "ascii", false, "draw with plain ASCII instead of Unicode (also chosen by TERM=dumb or a locale that is not UTF-8)")
	f.BoolVar(&a.noMouse, "no-mouse", false, "do not capture the mouse")
	return cmd
}

// designScreen is a screen that can open the designer: the terminal's,
// or a test's.
type designScreen interface {
	Design(path string, c uiConfig) error
}

// runDesign checks the file, then opens the designer on it. A file that
// cannot be read as designs is refused before any screen opens.
func (a *app) runDesign(o *designOptions) error {
	if o.Path != "" {
		if err := a.checkDesignFile(o.Path); err != nil {
			return err
		}
	}
	if err := a.screen.Ready(); err != nil {
		return err
	}
	ds, ok := a.screen.(designScreen)
	if !ok {
		return errors.New("this screen cannot open the designer")
	}
	if o.Path != "" {
		// The file is locked as a save is while it is played: two
		// designers on one file each saved the designs they had read,
		// and the second's save threw away the first's work.
		lock, err := store.AcquireSave(o.Path)
		if err != nil {
			return err
		}
		defer lock.Release()
	}
	return ds.Design(o.Path, a.config())
}

// checkDesignFile accepts a path that does not exist yet (the designer
// saves there) or a regular file of designs.
func (a *app) checkDesignFile(path string) error {
	_, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fileError(path, err)
	}
	// A folder, a pipe or a device is named as every file argument's is
	// ("PATH: a folder, not a file"; it was "PATH is not a regular file").
	data, err := store.ReadFile(path, 1<<20, "a design file")
	if err != nil {
		return err
	}
	if _, err := design.Decode(data); err != nil {
		if wrong := a.wrongFile(path, kindData); wrong != nil {
			return wrong
		}
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// Design implements designScreen on the terminal.
func (s terminalScreen) Design(path string, c uiConfig) error {
	cfg := s.config(c)
	d, err := tuisscs.NewDesigner(cfg, path, nil)
	if err != nil {
		return err
	}
	return tui.Run(tui.NewApp(cfg, d))
}
