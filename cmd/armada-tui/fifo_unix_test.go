//go:build unix

package main

import "syscall"

// mkfifo makes a named pipe at path, for the tests of files that are not
// regular files.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }
