package gametest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"
	"unsafe"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// HashCoversState changes every field of st, one at a time, in a deep copy
// reached by reflection (unexported fields too), and wants every change to
// change Hash(): a field the hash forgets would let two different positions
// pass for one, and a save edited there would still verify. A field may be
// left out of the hash only with the struct tag `hash:"-"`, for what is
// derived from hashed fields (a cache) or is shared read-only data named in
// the hash by its id. It returns the number of fields changed.
//
// Numbers get one added, strings a character, booleans are flipped, and a
// slice loses its last element; a hash that panics on the changed state
// counts as covering the field.
func HashCoversState(t testing.TB, st engine.State) int {
	t.Helper()
	want := st.Hash()
	root := reflect.ValueOf(st)
	var paths []leafPath
	walk(root, nil, map[uintptr]bool{}, &paths)
	for _, p := range paths {
		cp := deepCopy(root)
		v, ok := p.find(cp)
		if !ok {
			continue
		}
		if !mutate(v, p.op) {
			continue
		}
		changed, panicked := hashOf(cp)
		if !panicked && changed == want {
			t.Errorf("%T: changing %s leaves the hash unchanged (hash it, or tag it `hash:\"-\"` if it is a cache)", st, p)
		}
	}
	return len(paths)
}

func hashOf(v reflect.Value) (h uint64, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	return v.Interface().(engine.State).Hash(), false
}

// opKind is how a leaf is changed.
type opKind int

const (
	opValue  opKind = iota // change a number, string or boolean
	opShrink               // drop a slice's last element
)

// leafPath is the way from the root to one field: each step is a field
// index, a slice or array index, a map key, or through a pointer or an
// interface.
type leafPath struct {
	steps []step
	op    opKind
}

type step struct {
	kind  reflect.Kind // Struct, Slice/Array, Map, Pointer, Interface
	index int
	key   reflect.Value
	name  string
}

func (p leafPath) String() string {
	var b strings.Builder
	for _, s := range p.steps {
		switch s.kind {
		case reflect.Struct:
			b.WriteString("." + s.name)
		case reflect.Slice, reflect.Array:
			fmt.Fprintf(&b, "[%d]", s.index)
		case reflect.Map:
			fmt.Fprintf(&b, "[%v]", s.key)
		}
	}
	if p.op == opShrink {
		b.WriteString(" (one element fewer)")
	}
	if b.Len() == 0 {
		return "the state"
	}
	return strings.TrimPrefix(b.String(), ".")
}

// walk lists every leaf under v, never going through the same pointer twice.
func walk(v reflect.Value, prefix []step, seen map[uintptr]bool, out *[]leafPath) {
	add := func(op opKind) {
		*out = append(*out, leafPath{steps: append([]step(nil), prefix...), op: op})
	}
	switch v.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		add(opValue)
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		walk(v.Elem(), append(prefix, step{kind: reflect.Pointer}), seen, out)
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		walk(v.Elem(), append(prefix, step{kind: reflect.Interface}), seen, out)
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Tag.Get("hash") == "-" {
				continue
			}
			walk(v.Field(i), append(prefix, step{kind: reflect.Struct, index: i, name: f.Name}), seen, out)
		}
	case reflect.Slice, reflect.Array:
		if v.Kind() == reflect.Slice && v.Len() > 0 {
			add(opShrink)
		}
		for i := 0; i < v.Len(); i++ {
			walk(v.Index(i), append(prefix, step{kind: reflect.Slice, index: i}), seen, out)
		}
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		for _, k := range keys {
			walk(v.MapIndex(k), append(prefix, step{kind: reflect.Map, key: k}), seen, out)
		}
	}
}

// find follows p in root (a deep copy) and returns a settable value: the
// leaf, or the slice to shrink. A leaf in a map is copied out, changed by
// mutate, and put back by the returned value's owner: maps are rare in
// states, so find refuses them.
func (p leafPath) find(root reflect.Value) (reflect.Value, bool) {
	v := root
	for _, s := range p.steps {
		switch s.kind {
		case reflect.Pointer:
			if v.Kind() != reflect.Pointer || v.IsNil() {
				return reflect.Value{}, false
			}
			v = v.Elem()
		case reflect.Interface:
			if v.Kind() != reflect.Interface || v.IsNil() {
				return reflect.Value{}, false
			}
			// The value inside an interface is not addressable: only
			// pointers inside interfaces are followed.
			e := v.Elem()
			if e.Kind() != reflect.Pointer {
				return reflect.Value{}, false
			}
			v = e
		case reflect.Struct:
			v = settable(v.Field(s.index))
		case reflect.Slice:
			if s.index >= v.Len() {
				return reflect.Value{}, false
			}
			v = settable(v.Index(s.index))
		case reflect.Map:
			return reflect.Value{}, false
		}
	}
	return v, v.CanSet()
}

// settable makes a value reached through an unexported field settable.
func settable(v reflect.Value) reflect.Value {
	if v.CanSet() || !v.CanAddr() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

func mutate(v reflect.Value, op opKind) bool {
	if op == opShrink {
		if v.Kind() != reflect.Slice || v.Len() == 0 {
			return false
		}
		v.Set(v.Slice(0, v.Len()-1))
		return true
	}
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(v.Uint() + 1)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(v.Float() + 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	default:
		return false
	}
	return true
}

// deepCopy copies v and everything it reaches (through pointers, slices,
// maps and interfaces; unexported fields too), keeping shared pointers
// shared within the copy.
func deepCopy(v reflect.Value) reflect.Value {
	out := reflect.New(v.Type()).Elem()
	copyInto(out, v, map[uintptr]reflect.Value{})
	return out
}

func copyInto(dst, src reflect.Value, seen map[uintptr]reflect.Value) {
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		if p, ok := seen[src.Pointer()]; ok {
			dst.Set(p)
			return
		}
		p := reflect.New(src.Type().Elem())
		seen[src.Pointer()] = p
		copyInto(p.Elem(), src.Elem(), seen)
		dst.Set(p)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		e := src.Elem()
		c := reflect.New(e.Type()).Elem()
		copyInto(c, e, seen)
		dst.Set(c)
	case reflect.Struct:
		for i := 0; i < src.NumField(); i++ {
			copyInto(settable(dst.Field(i)), src.Field(i), seen)
		}
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := 0; i < src.Len(); i++ {
			copyInto(s.Index(i), src.Index(i), seen)
		}
		dst.Set(s)
	case reflect.Array:
		for i := 0; i < src.Len(); i++ {
			copyInto(dst.Index(i), src.Index(i), seen)
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		it := src.MapRange()
		for it.Next() {
			k := reflect.New(src.Type().Key()).Elem()
			copyInto(k, it.Key(), seen)
			val := reflect.New(src.Type().Elem()).Elem()
			copyInto(val, it.Value(), seen)
			m.SetMapIndex(k, val)
		}
		dst.Set(m)
	case reflect.Bool:
		dst.SetBool(src.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		dst.SetInt(src.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		dst.SetUint(src.Uint())
	case reflect.Float32, reflect.Float64:
		dst.SetFloat(src.Float())
	case reflect.Complex64, reflect.Complex128:
		dst.SetComplex(src.Complex())
	case reflect.String:
		dst.SetString(src.String())
	default: // functions and channels are shared, not copied
		if src.CanAddr() {
			src = settable(src)
		}
		if src.CanInterface() {
			dst.Set(src)
		}
	}
}

// HashCoversScenario changes every value of sc's canonical JSON, one at a
// time, and wants each changed scenario that still decodes and starts a
// game, and whose canonical form really differs, to start from another
// hash: editing a scenario in a save file must fail verification at its
// start hash. It checks at most limit values (spread over the document; 0
// means all) and returns how many it checked.
func HashCoversScenario(t testing.TB, g engine.Game, sc engine.Scenario, opts engine.Options, limit int) int {
	t.Helper()
	canon, err := sc.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.NewState(sc, opts, 1)
	if err != nil {
		t.Fatal(err)
	}
	want := st.Hash()
	var doc any
	if err := json.Unmarshal(canon, &doc); err != nil {
		t.Fatal(err)
	}
	var leaves [][]any
	jsonLeaves(doc, nil, &leaves)
	stride := 1
	if limit > 0 && len(leaves) > limit {
		stride = (len(leaves) + limit - 1) / limit
	}
	checked := 0
	for i := 0; i < len(leaves); i += stride {
		var doc2 any
		_ = json.Unmarshal(canon, &doc2)
		doc2 = jsonMutate(doc2, leaves[i])
		data, _ := json.Marshal(doc2)
		sc2, err := g.DecodeScenario(data)
		if err != nil {
			continue
		}
		c2, err := sc2.Canonical()
		if err != nil || string(c2) == string(canon) {
			continue
		}
		st2, err := g.NewState(sc2, opts, 1)
		if err != nil {
			continue
		}
		checked++
		if st2.Hash() == want {
			t.Errorf("%s: changing the scenario at %v leaves the start hash unchanged", sc.Name(), leaves[i])
		}
	}
	return checked
}

// jsonLeaves lists the path to every number, string and boolean of doc.
func jsonLeaves(doc any, path []any, out *[][]any) {
	switch x := doc.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			jsonLeaves(x[k], append(append([]any(nil), path...), k), out)
		}
	case []any:
		for i, e := range x {
			jsonLeaves(e, append(append([]any(nil), path...), i), out)
		}
	case nil:
	default:
		*out = append(*out, path)
	}
}

func jsonMutate(doc any, path []any) any {
	if len(path) == 0 {
		switch x := doc.(type) {
		case float64:
			return x + 1
		case string:
			if x == "" {
				return "x"
			}
			return x[:len(x)-1] + string(rune(x[len(x)-1]^1))
		case bool:
			return !x
		}
		return doc
	}
	switch x := doc.(type) {
	case map[string]any:
		k := path[0].(string)
		x[k] = jsonMutate(x[k], path[1:])
	case []any:
		i := path[0].(int)
		x[i] = jsonMutate(x[i], path[1:])
	}
	return doc
}
