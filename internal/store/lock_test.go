package store

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestTakeOverLeavesALockTakenMeanwhile: two armada-tuis judge the same
// stale lock at once; the first takes it over and writes its own, and the
// second's take-over must not delete that one (both would then write the
// save). Under the take-over's guard the second reads the lock again, finds
// it is not the one it judged, and leaves it; its next attempt finds the
// live holder.
func TestTakeOverLeavesALockTakenMeanwhile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	dead := deadPID(t)
	// What the second one judged: a dead process's lock. What is there by
	// the time it acts: the first one's (pid 1 stands for a live holder).
	writeFile(t, dir, "game.json.lock", []byte("1\n"))
	if err := takeOver(p+".lock", dead, ""); err != nil {
		t.Fatal(err)
	}
	if pid := lockHolder(p + ".lock"); pid != 1 {
		t.Fatalf("after the take-over the lock names process %d, want the live holder 1", pid)
	}
	if _, err := Acquire(p); !errors.As(err, new(*LockedError)) {
		t.Fatalf("the live holder's lock was lost: %v", err)
	}
	assertOnlyFiles(t, dir, "game.json.lock")

	// The lock it judged is still there: it goes.
	writeFile(t, dir, "game.json.lock", []byte(strconv.Itoa(dead)+"\n"))
	if err := takeOver(p+".lock", dead, ""); err != nil {
		t.Fatal(err)
	}
	assertOnlyFiles(t, dir)
}

// TestTakeOverWaitsForAnother: while another armada-tui holds the
// take-over's guard, a take-over removes nothing and reports errBusy, and
// Acquire looks again rather than give up; a guard left behind by one that
// died (older than staleGuard) is cleared.
func TestTakeOverWaitsForAnother(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "game.json")
	dead := deadPID(t)
	writeFile(t, dir, "game.json.lock", []byte(strconv.Itoa(dead)+"\n"))
	writeFile(t, dir, "game.json.lock.takeover", []byte("1\n"))
	if err := takeOver(p+".lock", dead, ""); !errors.Is(err, errBusy) {
		t.Fatalf("a take-over beside another's guard: %v, want errBusy", err)
	}
	if pid := lockHolder(p + ".lock"); pid != dead {
		t.Fatalf("the stale lock was touched under another's guard: it names %d", pid)
	}
	// The guard's holder finishes a moment later: Acquire, looking again,
	// takes the lock.
	go func() {
		time.Sleep(20 * time.Millisecond)
		os.Remove(filepath.Join(dir, "game.json.lock.takeover"))
	}()
	l, err := Acquire(p)
	if err != nil {
		t.Fatalf("Acquire gave up while another take-over was under way: %v", err)
	}
	l.Release()
	assertOnlyFiles(t, dir)

	// A guard its holder left when it died is cleared once it is old.
	writeFile(t, dir, "game.json.lock", []byte(strconv.Itoa(dead)+"\n"))
	writeFile(t, dir, "game.json.lock.takeover", []byte("1\n"))
	old := time.Now().Add(-2 * staleGuard)
	if err := os.Chtimes(filepath.Join(dir, "game.json.lock.takeover"), old, old); err != nil {
		t.Fatal(err)
	}
	l, err = Acquire(p)
	if err != nil {
		t.Fatalf("a dead take-over's guard kept the save locked: %v", err)
	}
	l.Release()
	assertOnlyFiles(t, dir)
}

// TestCreateLockNeverLeavesAnEmptyLock: the lock file appears whole (its
// holder written in it) or not at all, and no temporary file stays beside
// the save either way.
func TestCreateLockNeverLeavesAnEmptyLock(t *testing.T) {
	dir := t.TempDir()
	lp := filepath.Join(dir, "game.json.lock")
	if err := createLock(lp, "42\n"); err != nil {
		t.Fatal(err)
	}
	if pid := lockHolder(lp); pid != 42 {
		t.Fatalf("the new lock names %d, want 42", pid)
	}
	if err := createLock(lp, "43\n"); !errors.Is(err, os.ErrExist) {
		t.Fatalf("a second lock over the first: %v, want it to exist already", err)
	}
	if pid := lockHolder(lp); pid != 42 {
		t.Fatalf("the second attempt changed the lock to %d", pid)
	}
	assertOnlyFiles(t, dir, "game.json.lock")
}

// TestOneOfManyTakesTheLock: armada-tuis started together on one save (a
// dead process's lock on it) — exactly one of them holds it. Each is a
// process of its own, as the players' would be.
func TestOneOfManyTakesTheLock(t *testing.T) {
	if os.Getenv("ARMADA_LOCK_CHILD") != "" {
		t.Skip("a child of the test")
	}
	dir, tried := t.TempDir(), t.TempDir()
	p := filepath.Join(dir, "game.json")
	for round := 0; round < 3; round++ {
		roundDir := filepath.Join(tried, strconv.Itoa(round))
		if err := os.Mkdir(roundDir, 0o700); err != nil {
			t.Fatal(err)
		}
		writeFile(t, dir, "game.json.lock", []byte(strconv.Itoa(deadPID(t))+"\n"))
		const n = 6
		start := time.Now().Add(500 * time.Millisecond)
		var wg sync.WaitGroup
		outs := make([]string, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := exec.Command(os.Args[0], "-test.run=^TestLockChild$")
				cmd.Env = append(os.Environ(), "ARMADA_LOCK_CHILD="+p, "ARMADA_LOCK_TRIED="+roundDir,
					"ARMADA_LOCK_N="+strconv.Itoa(n), "ARMADA_LOCK_START="+strconv.FormatInt(start.UnixNano(), 10))
				out, err := cmd.CombinedOutput()
				if err != nil {
					outs[i] = fmt.Sprintf("failed: %v %s", err, out)
					return
				}
				outs[i] = string(out)
			}()
		}
		wg.Wait()
		held := 0
		for _, o := range outs {
			switch {
			case strings.Contains(o, "HELD"):
				held++
			case !strings.Contains(o, "REFUSED"):
				t.Fatalf("round %d: a child said %q", round, o)
			}
		}
		if held != 1 {
			t.Fatalf("round %d: %d of %d armada-tuis held the lock at once, want 1", round, held, n)
		}
		assertOnlyFiles(t, dir)
	}
}

// TestLockChild is one armada-tui of TestOneOfManyTakesTheLock: at the
// agreed moment it tries to take the lock and marks that it tried; the one
// that holds it keeps it until every child has tried, and each says
// whether it held it.
func TestLockChild(t *testing.T) {
	p := os.Getenv("ARMADA_LOCK_CHILD")
	if p == "" {
		t.Skip("run by TestOneOfManyTakesTheLock")
	}
	at, _ := strconv.ParseInt(os.Getenv("ARMADA_LOCK_START"), 10, 64)
	time.Sleep(time.Until(time.Unix(0, at)))
	l, err := Acquire(p)
	tried := os.Getenv("ARMADA_LOCK_TRIED")
	if werr := os.WriteFile(filepath.Join(tried, strconv.Itoa(os.Getpid())), nil, 0o600); werr != nil {
		t.Fatal(werr)
	}
	if err != nil {
		if !errors.As(err, new(*LockedError)) {
			t.Fatalf("not refused as held: %v", err)
		}
		fmt.Println("REFUSED")
		return
	}
	n, _ := strconv.Atoi(os.Getenv("ARMADA_LOCK_N"))
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if entries, _ := os.ReadDir(tried); len(entries) >= n {
			break
		}
	}
	l.Release()
	fmt.Println("HELD")
}

func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no true(1) to make a dead process")
	}
	return cmd.Process.Pid
}

func assertOnlyFiles(t *testing.T, dir string, want ...string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("the folder holds %q, want %q", got, want)
	}
}

// TestCreateLockInPlace: where the file system has no links, the lock is
// made by an exclusive create as before, and a taken name is refused.
func TestCreateLockInPlace(t *testing.T) {
	dir := t.TempDir()
	lp := filepath.Join(dir, "game.json.lock")
	if err := createLockInPlace(lp, "42\n"); err != nil {
		t.Fatal(err)
	}
	if err := createLockInPlace(lp, "43\n"); !errors.Is(err, os.ErrExist) {
		t.Fatalf("a second lock over the first: %v, want it to exist already", err)
	}
	if pid := lockHolder(lp); pid != 42 {
		t.Fatalf("the lock names %d, want 42", pid)
	}
	assertOnlyFiles(t, dir, "game.json.lock")
}
