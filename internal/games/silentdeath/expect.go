package silentdeath

import "sync"

// The scripted opponent weighs every shot by its exact expected damage.
// The outcomes of each weapon's attack dice are counted once, when the
// program starts, into fixed tables (never changed after); a question is
// then a sum over a weapon's few distinct outcomes.

// outcome is one total of the attack dice with the damage they read, and
// how many of the equally likely throws give it.
type outcome struct {
	sum, dmg int16
	n        int32
}

// dist is the distribution of one attack's dice.
type dist struct {
	outcomes []outcome
	total    float64 // throws in all
}

// adbDice are the sizes of the Attack Die Bonus (8.2).
var adbDice = [...]int{4, 6, 8, 10}

// cannonDists()[w][k] is weapon w's base dice with ADB die adbDice[k]:
// counted once, the first time an opponent weighs a shot (counting them
// at start-up cost every command of the program several milliseconds).
var cannonDists = sync.OnceValue(func() *[numWeapons][len(adbDice)]dist {
	out := new([numWeapons][len(adbDice)]dist)
	for w := Weapon(0); w < numWeapons; w++ {
		spec := &weapons[w]
		if !spec.Cannon {
			continue
		}
		for k, adb := range adbDice {
			out[w][k] = newDist(append(append([]int(nil), spec.Base...), adb), spec.Read)
		}
	}
	return out
})

// salvoDist is a salvo of six missiles, read High: what the opponent
// weighs a lock-on by (counted once, when first needed).
var salvoDist = lazyDist{sizes: []int{6, 6, 6, 6, 6, 6}, read: High}

// lazyDist is the distribution of dice of the given sizes, counted the
// first time it is read.
type lazyDist struct {
	sizes []int
	read  Reading
	once  sync.Once
	d     dist
}

// expect is dist.expect of the counted distribution.
func (l *lazyDist) expect(mod, dv, dr int) float64 {
	l.once.Do(func() { l.d = newDist(l.sizes, l.read) })
	return l.d.expect(mod, dv, dr)
}

// cannonDist is the distribution of weapon w with an ADB die of adb sides.
func cannonDist(w Weapon, adb int) *dist {
	for k, a := range adbDice {
		if a == adb {
			return &cannonDists()[w][k]
		}
	}
	return &cannonDists()[w][0]
}

// newDist counts every throw of dice of the given sizes.
func newDist(sizes []int, read Reading) dist {
	type key struct{ sum, dmg int }
	count := map[key]int{}
	var order []key
	faces := make([]int, len(sizes))
	var rec func(i int)
	rec = func(i int) {
		if i == len(sizes) {
			sum := 0
			for _, f := range faces {
				sum += f
			}
			d, _ := ReadDamage(faces, read)
			k := key{sum, d}
			if count[k] == 0 {
				order = append(order, k)
			}
			count[k]++
			return
		}
		for f := 1; f <= sizes[i]; f++ {
			faces[i] = f
			rec(i + 1)
		}
	}
	rec(0)
	d := dist{}
	for _, k := range order {
		d.outcomes = append(d.outcomes, outcome{sum: int16(k.sum), dmg: int16(k.dmg), n: int32(count[k])})
		d.total += float64(count[k])
	}
	return d
}

// expect is the expected damage of an attack with these dice and a to-hit
// modifier mod against Defensive Value dv and Damage Reduction dr.
func (d *dist) expect(mod, dv, dr int) float64 {
	if d.total == 0 {
		return 0
	}
	sum := 0.0
	for _, o := range d.outcomes {
		if int(o.sum)+mod >= dv && int(o.dmg) > dr {
			sum += float64(o.n) * float64(int(o.dmg)-dr)
		}
	}
	return sum / d.total
}
