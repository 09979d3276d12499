package silentdeath

// Inventory is what 12.0 prints of a craft beside its Starcraft Display:
// its maker's designation and its particulars, as printed. None of it
// enters a rule (the displays' numbers do); it is kept so that the data
// holds every statistic the rulebook gives, and tested against the
// displays: the crew and the armaments must be the display's.
type Inventory struct {
	Designation string // maker and model, "Vott-Messerschmitt VMe.310g"
	Crew        int
	Mass        int    // tons
	Armor       string // "Crysteel w/belt"
	Thrust      string // maneuver thrust, "0.185 km/s/s"
	Translight  string // "None" or a speed, "13 LY/day"
	Atmospheric string // "Full" or "None"
	// Armaments, one line a kind, as printed: "2 x Mk.10 Splattergun
	// Blast Cannons", "1 x Missile Launcher (Mag 8)", "4 x Mk.10
	// Explosive Torpedoes".
	Armaments []string
}

// inventories are 12.0's entries, in its order, by craft key.
var inventories = []struct {
	key string
	inv Inventory
}{
	{"pit-viper", Inventory{"Vott-Messerschmitt VMe.310g", 1, 90, "Crysteel w/belt", "0.185 km/s/s", "None", "Full",
		[]string{"1 x Mk.8 Pulse Laser Cannon"}}},
	{"spirit-rider", Inventory{"Gilliam Y700", 1, 125, "Crystanium w/belt", "0.147 km/s/s", "None", "None",
		[]string{"2 x Mk.10 Splattergun Blast Cannons", "2 x Mk.10 Explosive Torpedoes"}}},
	{"thunder-bird", Inventory{"Imperial Transtar 1020 series H", 1, 200, "Crystanium w/belt", "0.155 km/s/s", "None", "Full",
		[]string{"4 x Mk.10 Pulse Laser Cannons", "1 x Mk.20 Explosive Torpedo", "4 x Mk.10 Explosive Torpedoes"}}},
	{"shryak-shuttle", Inventory{"Aerex SA4000(mod)", 2, 275, "Crysteel w/Ordium II belt", "0.081 km/s/s", "13 LY/day", "Full",
		[]string{"4 x Mk.10 Pulse Laser Cannons", "1 x Missile Launcher (Mag 8)"}}},
	{"night-hawk", Inventory{"Imperial Transtar 1220 series A", 1, 300, "Crystanium w/belt", "0.150 km/s/s", "None", "Full",
		[]string{"6 x Mk.10 Splattergun Blast Cannons", "1 x Mk.20 Meld Laser Cannon"}}},
	{"teal-hawk", Inventory{"Imperial Transtar 1320 series F", 2, 300, "Crystanium w/belt", "0.177 km/s/s", "None", "Full",
		[]string{"2 x Mk.15 Blatgun Blast Cannons", "1 x Mk.10 Explosive Torpedo"}}},
	{"salamander", Inventory{"Vanguard XFiii", 2, 400, "Crystanium alloy w/belt", "0.159 km/s/s", "None", "Full",
		[]string{"1 x Mk.10 Impulsegun Ion Cannon", "1 x Mk.10 Pulse Laser Cannon", "2 x Mk.10 Splattergun Blast Cannons",
			"1 x Mk.20 Explosive Torpedo", "4 x Mk.10 Explosive Torpedoes"}}},
	{"revenge", Inventory{"Caladyne Industries FUUG-1 (export)", 2, 770, "Crystanium w/belt", "0.126 km/s/s", "None", "Full",
		[]string{"3 x Missile Launchers (Mag 5 each)", "10 x Mk.50 Explosive Torpedoes"}}},
	{"sorensen-iii", Inventory{"Transprovincial S1436", 2, 600, "Crysteel w/belt", "0.135 km/s/s", "None", "Full",
		[]string{"2 x Mk.15 Blatgun Blast Cannons", "1 x Mk.10 Pulse Laser Cannon", "4 x Mk.20 Explosive Torpedoes", "3 x Mk.10 Explosive Torpedoes"}}},
	{"seraph", Inventory{"Augustus Naval 317dire", 2, 800, "Crystanium w/belt", "0.151 km/s/s", "None", "Full",
		[]string{"1 x Mk.30 Turbo Laser Cannon", "6 x Mk.10 Pulse Laser Cannons", "1 x Missile Launcher (Mag 20)",
			"1 x Mk.50 Explosive Torpedo", "4 x Mk.10 Explosive Torpedoes"}}},
	{"pharsii-ii", Inventory{"Hvy Metals PWHa2", 3, 900, "Crystanium w/belt", "0.141 km/s/s", "None", "Full",
		[]string{"1 x Mk.30 Turbo Laser Cannon", "8 x Mk.10 Splattergun Blast Cannons", "1 x Missile Launcher (Mag 20)",
			"1 x Mk.20 Explosive Torpedo", "2 x Mk.10 Explosive Torpedoes"}}},
	{"epping", Inventory{"Arc Gotha MMAC•17b", 4, 1000, "Crysteel", "0.109 km/s/s", "None", "Full",
		[]string{"1 x Mk.20 Meld Laser Cannon", "3 x Mk.10 Pulse Laser Cannons", "3 x Missile Launchers (Mag 20 each)"}}},
}

// Inventory is the craft's entry in 12.0 (a copy: the data is shared);
// the zero Inventory for a type 12.0 does not list.
func (t *CraftType) Inventory() Inventory {
	for _, e := range inventories {
		if e.key == t.Key {
			inv := e.inv
			inv.Armaments = append([]string(nil), e.inv.Armaments...)
			return inv
		}
	}
	return Inventory{}
}
