package starmada

import "fmt"

// CheckData implements engine.DataChecker for ship-record files: a YAML list
// of starship records, each built and checked as the catalogue's are.
func (Game) CheckData(data []byte) (string, error) {
	classes, err := DecodeClasses(data)
	if err != nil {
		return "", err
	}
	if len(classes) == 1 {
		return fmt.Sprintf("ship data: 1 class (%s)", classes[0].Name), nil
	}
	return fmt.Sprintf("ship data: %d classes", len(classes)), nil
}
