//go:build !unix

package starmada

import "time"

// cpuTime is 0 where the system gives no process times by getrusage: the
// benchmarks that report it then report 0.
func cpuTime() time.Duration { return 0 }
