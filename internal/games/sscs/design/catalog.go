package design

import (
	"fmt"
	"strings"
)

// DeriveAll derives a list of designs in which hangars may name the
// list's own designs — a fighter or any other vehicle, as long as it
// carries no hangar itself —, or, failing that, designs outside found by
// extra (nil for none). Names must be unique in the list, ignoring case.
// The result is in the list's order.
func DeriveAll(list []Design, extra CraftFunc) ([]*Derived, error) {
	return deriveAll(list, extra, allArmorLimits)
}

// DeriveAllBeforeArmorLimit is DeriveAll without the own limits of armor
// that weighs 1 or more: component armor's, which came with rules sscs/13,
// and the ship's armor's, which came with rules sscs/14. The game asks it
// of the designs of a save of rules 1 to 12, which may armor a small system
// or a ship of systems weight 1 at level 1 for nothing and play it as they
// did.
func DeriveAllBeforeArmorLimit(list []Design, extra CraftFunc) ([]*Derived, error) {
	return deriveAll(list, extra, armorLimits{})
}

// DeriveAllBeforeShipArmorLimit is DeriveAll without the own limit of the
// ship's armor that weighs 1 or more, which came with rules sscs/14 (the
// limit of component armor, rules sscs/13, stands): the game asks it of the
// designs of a save of rules 13, which may armor a ship of systems weight 1
// at level 1 for nothing and play it as they did.
func DeriveAllBeforeShipArmorLimit(list []Design, extra CraftFunc) ([]*Derived, error) {
	return deriveAll(list, extra, armorLimits{component: true})
}

func deriveAll(list []Design, extra CraftFunc, lim armorLimits) ([]*Derived, error) {
	out := make([]*Derived, len(list))
	index := map[string]int{}
	for i, d := range list {
		k := strings.ToLower(strings.TrimSpace(d.Name))
		if j, dup := index[k]; dup {
			return nil, fmt.Errorf("design %d (%s): the name is already used by design %d", i+1, d.Name, j+1)
		}
		index[k] = i
	}
	// A craft carries no hangar, so deriving the designs without hangars
	// first leaves every craft known before a carrier needs it.
	resolve := CraftFunc(func(name string) (*Derived, error) {
		if i, ok := index[strings.ToLower(strings.TrimSpace(name))]; ok {
			if out[i] == nil {
				return nil, NestedHangar(list[i].Name)
			}
			return out[i], nil
		}
		if extra != nil {
			return extra(name)
		}
		return nil, fmt.Errorf("no design named %q", name)
	})
	for pass := 0; pass < 2; pass++ {
		for i, d := range list {
			if (pass == 0) == d.HasHangar() {
				continue
			}
			dv, err := deriveOf(d, resolve, lim)
			switch {
			case err != nil && strings.TrimSpace(d.Name) == "":
				return nil, fmt.Errorf("design %d: %w", i+1, err)
			case err != nil: // Derive's errors begin "design NAME:", and names are unique
				return nil, err
			}
			out[i] = dv
		}
	}
	return out, nil
}
