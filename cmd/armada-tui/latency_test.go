package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// latencyTerm is the real program in a pseudo-terminal whose output is
// timed: when each key was written and when the next bytes came back.
type latencyTerm struct {
	cmd  *exec.Cmd
	pty  *os.File
	mu   sync.Mutex
	last time.Time      // when output last arrived
	got  chan time.Time // when each read of output arrived
}

func startLatency(b *testing.B, w, h int, args ...string) (*latencyTerm, time.Duration) {
	b.Helper()
	dir := b.TempDir()
	cmd := exec.Command(buildBinary(b), args...)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+dir, "TERM=xterm-256color")
	start := time.Now()
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(w), Rows: uint16(h)})
	if err != nil {
		b.Fatal(err)
	}
	lt := &latencyTerm{cmd: cmd, pty: ptmx, got: make(chan time.Time, 4096)}
	first := make(chan time.Duration, 1)
	go func() {
		buf := make([]byte, 1<<16)
		once := true
		for {
			n, err := ptmx.Read(buf)
			if n > 0 {
				now := time.Now()
				lt.mu.Lock()
				lt.last = now
				lt.mu.Unlock()
				if once {
					first <- now.Sub(start)
					once = false
				}
				select {
				case lt.got <- now:
				default:
				}
			}
			if err != nil {
				return
			}
		}
	}()
	b.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		ptmx.Close()
	})
	var firstOut time.Duration
	select {
	case firstOut = <-first:
	case <-time.After(10 * time.Second):
		b.Fatal("no output")
	}
	lt.settle()
	return lt, firstOut
}

// settle waits until the output has been quiet for 200 ms.
func (lt *latencyTerm) settle() {
	for {
		time.Sleep(50 * time.Millisecond)
		lt.mu.Lock()
		quiet := time.Since(lt.last) > 200*time.Millisecond
		lt.mu.Unlock()
		if quiet {
			for len(lt.got) > 0 {
				<-lt.got
			}
			return
		}
	}
}

// press writes a key and returns how long the first bytes of the answer
// took to come back.
func (lt *latencyTerm) press(key string) time.Duration {
	for len(lt.got) > 0 {
		<-lt.got // what came before the key
	}
	sent := time.Now()
	lt.pty.Write([]byte(key))
	deadline := time.After(2 * time.Second)
	for {
		select {
		case at := <-lt.got:
			if at.After(sent) {
				return at.Sub(sent)
			}
		case <-deadline:
			return 2 * time.Second
		}
	}
}

// cpu is the time the process's threads have spent on a CPU so far, in
// nanoseconds from /proc/PID/task/*/schedstat: exact, where the clock ticks
// of /proc/PID/stat count 10 ms at a time.
func (lt *latencyTerm) cpu() (time.Duration, bool) {
	files, err := filepath.Glob(filepath.Join("/proc", strconv.Itoa(lt.cmd.Process.Pid), "task", "*", "schedstat"))
	if err != nil || len(files) == 0 {
		return 0, false
	}
	var sum time.Duration
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue // a thread that has just ended
		}
		fields := strings.Fields(string(data))
		if len(fields) == 0 {
			continue
		}
		ns, err := strconv.ParseInt(fields[0], 10, 64)
		if err != nil {
			return 0, false
		}
		sum += time.Duration(ns)
	}
	return sum, true
}

// The idle CPU is measured for idleFor, from idleAfter after the last key:
// right after a burst of keys the Go runtime is still returning memory to
// the system, which is the keys' cost, not idleness.
const (
	idleAfter = 2 * time.Second
	idleFor   = 5 * time.Second
)

func percentile(ds []time.Duration, p float64) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[min(len(s)-1, int(p*float64(len(s))))]
}

// BenchmarkKeyToFrame times, over a pseudo-terminal, 60 keys (arrows on the
// menu, ? on the game screens) from the
// key's write to the first byte of the new frame, on the menu and on each
// game's screen at 80×24 and 200×60, the first frame after start, and the
// CPU the program uses while idle (idleFor, from idleAfter after the last
// key). Reported as median and
// 95th percentile in ms (b.N is ignored: one run is the measurement).
func BenchmarkKeyToFrame(b *testing.B) {
	cases := []struct {
		name string
		args []string
		keys []string // a key that changes the frame, pressed again and again
	}{
		{"menu", nil, []string{"\x1b[B", "\x1b[A"}},
		// ? opens and closes the full help: a whole new frame each time.
		{"stellararmada", []string{"play", "stellararmada", "--seed", "1"}, []string{"?"}},
		{"silentdeath", []string{"play", "silentdeath", "--seed", "1"}, []string{"?"}},
		{"starmada", []string{"play", "starmada", "--seed", "1"}, []string{"?"}},
		{"starshipbattles", []string{"play", "starshipbattles", "--scenario", "quickstart", "--seed", "1"}, []string{"?"}},
		{"sscs", []string{"play", "sscs", "--seed", "1"}, []string{"?"}},
	}
	for _, size := range [][2]int{{80, 24}, {200, 60}} {
		for _, c := range cases {
			b.Run(fmt.Sprintf("%s-%dx%d", c.name, size[0], size[1]), func(b *testing.B) {
				lt, first := startLatency(b, size[0], size[1], c.args...)
				if len(c.args) > 0 {
					lt.press("\r") // close the briefing a new game opens on
					lt.settle()
				}
				// The pauses between keys vary (a fixed seed, 20-45 ms) so
				// that the keys land at every point of the renderer's frame
				// tick, as a player's do, not always at the same one.
				gaps := rand.New(rand.NewPCG(1, 2))
				var ds []time.Duration
				for i := 0; i < 60; i++ {
					ds = append(ds, lt.press(c.keys[i%len(c.keys)]))
					time.Sleep(20*time.Millisecond + time.Duration(gaps.Int64N(int64(25*time.Millisecond))))
				}
				b.ReportMetric(float64(percentile(ds, 0.5).Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(percentile(ds, 0.95).Microseconds())/1000, "p95-ms")
				b.ReportMetric(float64(first.Microseconds())/1000, "first-frame-ms")
				time.Sleep(idleAfter)
				if before, ok := lt.cpu(); ok {
					time.Sleep(idleFor)
					after, _ := lt.cpu()
					b.ReportMetric(100*(after-before).Seconds()/idleFor.Seconds(), "idle-cpu-%")
				}
			})
		}
	}
}
