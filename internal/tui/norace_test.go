//go:build !race

package tui

// raceDetector tells a test that the race detector is on.
const raceDetector = false
