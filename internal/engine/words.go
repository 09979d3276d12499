package engine

import (
	"strconv"
	"strings"
)

// Plural reports whether a side's name is a plural noun, which takes a
// plural verb: "Grizzlies", "The Destroyers", "Rebels" are; "Red",
// "Reaper's Own", "Light Side", "2331st MW" are not. The name's last word
// decides: it ends in s, but not in ss, us or is ("Atlas" would be
// wrongly plural: no side is named so).
func Plural(name string) bool {
	f := strings.Fields(name)
	if len(f) == 0 {
		return false
	}
	w := strings.ToLower(f[len(f)-1])
	if !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "'s") {
		return false
	}
	for _, end := range []string{"ss", "us", "is"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	return len(w) > 1
}

// Agree is name followed by verb, a verb of the present tense given as it
// goes with a singular name ("has", "is", "wins", "holds"), turned plural
// when the name is: "Grizzlies have", "The Destroyers win", "Red wins".
func Agree(name, verb string) string {
	return name + " " + VerbFor(name, verb)
}

// VerbFor is verb ("has", "wins") as it goes with name.
func VerbFor(name, verb string) string {
	if !Plural(name) {
		return verb
	}
	switch verb {
	case "has":
		return "have"
	case "is":
		return "are"
	case "was":
		return "were"
	case "does":
		return "do"
	case "goes":
		return "go"
	}
	for _, end := range []string{"sses", "shes", "ches", "xes", "zes"} {
		if strings.HasSuffix(verb, end) {
			return strings.TrimSuffix(verb, "es")
		}
	}
	if strings.HasSuffix(verb, "ies") && len(verb) > 3 {
		return strings.TrimSuffix(verb, "ies") + "y"
	}
	return strings.TrimSuffix(verb, "s")
}

// Possessive is name with the possessive ending: "Red's", "Grizzlies'"
// (a name that ends in s takes the apostrophe alone).
func Possessive(name string) string {
	if strings.HasSuffix(name, "s") || strings.HasSuffix(name, "S") {
		return name + "'"
	}
	return name + "'s"
}

// Its is the possessive pronoun for name: "its", or "their" for a plural
// name ("Grizzlies have made their declarations").
func Its(name string) string {
	if Plural(name) {
		return "their"
	}
	return "its"
}

// Count is n with the noun that goes with it: "1 ship", "3 ships", "0
// ships".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Thousands writes n with its thousands set apart by a space, as the
// rulebooks print costs and budgets: "3 000", "1 227", "-12 500", "59".
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// List joins names as a sentence does: "A", "A and B", "A, B and C"; ""
// for none.
func List(names ...string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// EditDistance is the number of letters to insert, delete, change or swap
// with the next to turn a into b (optimal string alignment, by runes): how
// far a mistyped name is from one meant, for "did you mean …?".
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
