package silentdeath

import "strconv"

var smallInts = func() (a [100]string) {
	for i := range a {
		a[i] = strconv.Itoa(i)
	}
	return
}()

func itoa(n int) string {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return strconv.Itoa(n)
}

func signed(n int) string {
	if n < 0 {
		return "−" + itoa(-n)
	}
	return "+" + itoa(n)
}
