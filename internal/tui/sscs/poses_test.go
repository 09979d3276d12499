package sscs

import "testing"

// TestPosesWords: the sheet names the poses a ship may still fire from as
// a run when they are one, and one by one when its path comes back to the
// hex it fired from ("@0–12" read as if every pose between served).
func TestPosesWords(t *testing.T) {
	for _, c := range []struct {
		poses []int
		want  string
	}{{[]int{2, 3, 4}, "@2–4"}, {[]int{0, 11, 12}, "@0, @11, @12"}} {
		if got := posesWords(c.poses); got != c.want {
			t.Errorf("%v: %q, want %q", c.poses, got, c.want)
		}
	}
}
