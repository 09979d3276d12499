// Package assets embeds the scenarios that ship with armada-tui, so the
// program needs no files beside its binary.
package assets

import "embed"

// Scenarios holds assets/scenarios/<game id>/<name>.yaml.
//
//go:embed scenarios
var Scenarios embed.FS
