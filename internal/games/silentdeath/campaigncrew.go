package silentdeath

import (
	"errors"
	"fmt"
	"strings"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// The crews of 11.7: before each scenario the craft a unit commits "are
// then manned by any of the pilots and gunners available on the roster
// (player's choice)". Each side's crews are a table of seats, one row per
// roster craft: seat 0 the pilot's, then one seat per gunner its type
// carries (1.3: a craft needs its pilot and its gunners). The table starts
// as the builder's assignment (Squadron.field: the best pilots and gunners
// first, in roster order), so a side that only confirms flies with it.
// The rules the table keeps:
//   - a pilot flies a craft, a gunner mans a gunner's seat (1.3; the
//     roster lists them apart, and a gunner has no Plt to fly with);
//   - a crew member sits in one seat of one craft only;
//   - a craft is fielded only with every seat filled, and a seat of a
//     fielded craft may be given to another crew member but not emptied;
//   - the fielded craft keep within 11.7's force limits with the crews
//     they fly with (Side B's 200 TPV in scenario 1);
//   - killed crew are struck off the roster (11.7) and so can be named by
//     nobody; the wounds of 10.12 heal between scenarios (the project's
//     reading, see docs/rules/silentdeath.md), so no one is kept home hurt;
//   - crew not seated, or seated in a craft kept home, stay home: they
//     risk nothing and gain no experience (10.1 needs the scenario flown).

// startCrews sets side p's crew table to the builder's assignment.
func (c *Campaign) startCrews(p int) {
	s := &c.sides[p]
	rows := make([][]int, len(s.Craft))
	for i, cr := range s.Craft {
		t, _ := CraftByKey(cr.Type)
		rows[i] = make([]int, max(1, t.Crew))
		for k := range rows[i] {
			rows[i][k] = -1
		}
	}
	for _, a := range s.field(MaxFielded, 0) {
		copy(rows[a.Craft], a.Crew)
	}
	c.crews[p] = rows
}

// seats is the number of seats of roster craft k of side p: its pilot's and
// its gunners'.
func (c *Campaign) seats(p, k int) int {
	t, _ := CraftByKey(c.sides[p].Craft[k].Type)
	return max(1, t.Crew)
}

// seated is who sits in seat n of roster craft k of side p, −1 for nobody.
func (c *Campaign) seated(p, k, n int) int {
	if k < 0 || k >= len(c.crews[p]) || n < 0 || n >= len(c.crews[p][k]) {
		return -1
	}
	return c.crews[p][k][n]
}

// seatOf finds crew member m of side p in the table: the craft and the
// seat, ok false when he sits nowhere.
func (c *Campaign) seatOf(p, m int) (craft, seat int, ok bool) {
	for k := range c.sides[p].Craft {
		for n := 0; n < c.seats(p, k); n++ {
			if c.seated(p, k, n) == m {
				return k, n, true
			}
		}
	}
	return -1, -1, false
}

// crewOf is roster craft k's assignment of side p, ok false unless every
// seat is filled.
func (c *Campaign) crewOf(p, k int) (Assignment, bool) {
	a := Assignment{Craft: k}
	for n := 0; n < c.seats(p, k); n++ {
		m := c.seated(p, k, n)
		if m < 0 {
			return a, false
		}
		a.Crew = append(a.Crew, m)
	}
	return a, true
}

// seatName is "the pilot's seat" or "gunner seat 2".
func seatName(n int) string {
	if n == 0 {
		return "the pilot's seat"
	}
	return fmt.Sprintf("gunner seat %d", n)
}

// missing says what roster craft k of side p lacks to fly, "" when its
// crew is full.
func (c *Campaign) missing(p, k int) string {
	var want []string
	gunners := 0
	for n := 0; n < c.seats(p, k); n++ {
		if c.seated(p, k, n) >= 0 {
			continue
		}
		if n == 0 {
			want = append(want, "its pilot")
		} else {
			gunners++
		}
	}
	switch {
	case gunners == 1:
		want = append(want, "a gunner")
	case gunners > 1:
		want = append(want, fmt.Sprintf("%d gunners", gunners))
	}
	return strings.Join(want, " and ")
}

// checkCrew says why x may not be made now, or returns nil.
func (c *Campaign) checkCrew(p int8, x Crew) error {
	s := &c.sides[p]
	k := int(x.Craft)
	if k < 0 || k >= len(s.Craft) {
		return fmt.Errorf("%s roster has no craft %d", Possessive(c.names[p]), k)
	}
	label := s.Craft[k].Label()
	if n := c.seats(int(p), k); x.Seat >= n {
		if n == 1 {
			return fmt.Errorf("%s has no gunner's seat: its pilot flies it alone (1.3)", label)
		}
		if n == 2 {
			return fmt.Errorf("%s has the pilot's seat (0) and one gunner's seat (1), no seat %d (1.3)", label, x.Seat)
		}
		return fmt.Errorf("%s has the pilot's seat (0) and %d gunner seats (1 to %d), no seat %d (1.3)", label, n-1, n-1, x.Seat)
	}
	was := c.seated(int(p), k, x.Seat)
	fielded := c.isChosen(p, k)
	if x.Off {
		switch {
		case was < 0:
			return fmt.Errorf("%s of %s is empty already", seatName(x.Seat), label)
		case fielded:
			return fmt.Errorf("%s is fielded and cannot fly without %s (1.3): keep it home first, or seat someone else", label, map[bool]string{true: "its pilot", false: "a gunner"}[x.Seat == 0])
		}
		return nil
	}
	m := int(x.Member)
	if m < 0 || m >= len(s.Crew) {
		return fmt.Errorf("%s roster has no crew member %d (killed crew are struck off, 11.7)", Possessive(c.names[p]), m)
	}
	who := s.Crew[m]
	switch {
	case x.Seat == 0 && !who.Pilot:
		return fmt.Errorf("the %s cannot fly %s: only a pilot (Plt and Gnr) flies a craft (1.3)", who, label)
	case x.Seat > 0 && who.Pilot:
		return fmt.Errorf("the %s is a pilot: %s's gunner seats take gunners (1.3; the roster lists pilots and gunners apart)", who, label)
	case was == m:
		return fmt.Errorf("the %s sits in %s of %s already", who, seatName(x.Seat), label)
	}
	if k2, n2, ok := c.seatOf(int(p), m); ok {
		return fmt.Errorf("the %s crews %s already (%s): a crew member flies in one craft only; take him out of it first", who, s.Craft[k2].Label(), seatName(n2))
	}
	if fielded {
		if _, maxTPV := c.limit(int(p)); maxTPV > 0 {
			_, tpv := c.fieldedSize(p)
			tpv += who.Cost()
			if was >= 0 {
				tpv -= s.Crew[was].Cost()
			}
			if tpv > maxTPV {
				return fmt.Errorf("%s may field at most %d TPV: with the %s in %s the fielded craft make %d (11.7)", c.names[p], maxTPV, who, label, tpv)
			}
		}
	}
	return nil
}

// applyCrew makes the checked x.
func (c *Campaign) applyCrew(p int8, x Crew, ev *events) {
	s := &c.sides[p]
	k := int(x.Craft)
	row := append([]int(nil), c.crews[p][k]...)
	for len(row) < c.seats(int(p), k) {
		row = append(row, -1)
	}
	label := s.Craft[k].Label()
	if x.Off {
		was := row[x.Seat]
		row[x.Seat] = -1
		c.crews[p][k] = row
		ev.add(EvCampaign, p, fmt.Sprintf("%s the %s out of %s", engine.Agree(c.names[p], "takes"), s.Crew[was], label), nil)
		return
	}
	row[x.Seat] = int(x.Member)
	c.crews[p][k] = row
	ev.add(EvCampaign, p, fmt.Sprintf("%s seats the %s in %s (%s)", c.names[p], s.Crew[x.Member], label, seatName(x.Seat)), nil)
}

// legalCrew adds side p's legal crew intents: every seat emptied, and
// every crew member who sits nowhere seated where he may sit.
func (c *Campaign) legalCrew(p int8, add func(x Crew)) {
	s := &c.sides[p]
	var free []int
	for m := range s.Crew {
		if _, _, ok := c.seatOf(int(p), m); !ok {
			free = append(free, m)
		}
	}
	for k := range s.Craft {
		for n := 0; n < c.seats(int(p), k); n++ {
			try := func(x Crew) {
				if c.checkCrew(p, x) == nil {
					add(x)
				}
			}
			try(Crew{By: engine.Player(p), Craft: RosterID(k), Seat: n, Off: true})
			for _, m := range free {
				try(Crew{By: engine.Player(p), Craft: RosterID(k), Seat: n, Member: MemberID(m)})
			}
		}
	}
}

// errCrewless is the refusal of a craft that lacks crew.
func (c *Campaign) errCrewless(p int8, k int) error {
	if miss := c.missing(int(p), k); miss != "" {
		return fmt.Errorf("%s lacks %s: seat them first (1.3: a craft needs its pilot and its gunners)", c.sides[p].Craft[k].Label(), miss)
	}
	return errors.New("the craft has its crew")
}
