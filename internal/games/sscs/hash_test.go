package sscs

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// TestHashCoversEveryField changes every field of a state in the middle
// of a battle, one at a time, and wants the hash to change each time (the
// fields tagged hash:"-" are caches of what is hashed).
func TestHashCoversEveryField(t *testing.T) {
	s := midBattle(t)
	base := s.Hash()
	n := 0
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Struct:
			if v.Type() == reflect.TypeOf(engine.Dice{}) {
				return // hashed through HashInto; its forced faces are test-only
			}
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if f.Tag.Get("hash") == "-" {
					continue
				}
				walk(v.Field(i), path+"."+f.Name)
			}
		case reflect.Slice, reflect.Array:
			if v.Len() > 0 {
				walk(v.Index(v.Len()-1), path+"[last]")
			}
		case reflect.Pointer:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Int, reflect.Int64, reflect.Uint8, reflect.Uint64, reflect.Bool, reflect.String:
			w := reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
			old := reflect.ValueOf(w.Interface())
			switch v.Kind() {
			case reflect.Bool:
				w.SetBool(!w.Bool())
			case reflect.String:
				w.SetString(w.String() + "x")
			case reflect.Uint8, reflect.Uint64:
				w.SetUint(w.Uint() + 1)
			default:
				w.SetInt(w.Int() + 1)
			}
			if s.Hash() == base {
				t.Errorf("%s is not in the hash", path)
			}
			if s.Hash() != hashReference(s) {
				t.Errorf("%s changed: Hash and engine.Hasher's sum differ", path)
			}
			w.Set(old)
			n++
		}
	}
	walk(reflect.ValueOf(s).Elem(), "State")
	if s.Hash() != base {
		t.Fatal("the state was not restored")
	}
	t.Logf("%d fields changed", n)
}

// midBattle is a state with something in every list: squads aboard, a
// wall standing, a salvo in the air.
func midBattle(t *testing.T) *State {
	t.Helper()
	s := wizard(t, place{1, "B", "Gun", "0,-4", "S", 0}, place{1, "N", "Nest", "4,-4", "S", 0})
	n, _ := project(t, s, 5, 0, at("0,-2"), 1)
	n.picks[0] = []int{1}
	n.mutSquads()[len(n.squads)-1].target = 2
	f := n.fireStep(1)
	f, _ = apply(t, f, Salvo{By: 1, Ship: 1, Weapon: 2, Count: 1, From: 0, Target: 0})
	if !f.salvo.on || len(f.walls) == 0 || len(f.squads) == 0 {
		t.Fatal("the fixture lacks something")
	}
	return f
}
