package campaign

import (
	"fmt"
	"os"
)

// The campaign package does no file I/O (the store does); these round
// trips through a file keep the tests close to how a campaign is used.

func (c *Campaign) Save(path string) error {
	data, err := c.Encode()
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func Load(path string) (*Campaign, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("campaign %s: %w", path, err)
	}
	return Decode(data)
}
