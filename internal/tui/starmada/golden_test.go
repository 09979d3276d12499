//go:build pendingmove

package starmada

func TestStarmadaOrdersGolden(t *testing.T) {
	g, _ := games.Lookup("starmada")
	sc, err := games.LoadScenario(g, "standard")
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(Config{}, hotseat(t, g, sc, 3))
	sm := newDriver(t, Config{}, p, 80, 24)
	sm.keys("o", "enter")
	if p.entry == nil {
		t.Fatalf("no order field:\n%s", sm.screen())
	}
	p.entry.input.SetValue("2P1")
	p.parseEntry()
	s := sm.screen()
	if !strings.Contains(s, "2P1") {
		t.Fatalf("the typed orders are not shown:\n%s", s)
	}
	golden(t, "starmada_orders", s+"\n")
}
