//go:build !unix

package store

import "errors"

// mkfifo fails where the system has no named pipes; the tests that need
// one skip.
func mkfifo(string) error { return errors.ErrUnsupported }
