package search

import (
	"encoding/json"
	"math"
	"reflect"

	"github.com/armada-tui/armada-tui/internal/engine"
)

// node is one position of one player's tree: the sequence of moves as
// that player observes them from the root. Its statistics are those of
// the move that leads to it, from the view of the player who made it.
type node struct {
	key    any           // how the tree's owner observes the move
	in     engine.Intent // the move itself, in its actor's own tree
	actor  engine.Player
	visits int32
	avail  int32 // iterations in which the move could be chosen here
	reward float64
	// won sums, in the searching player's nodes, the rewards before luck
	// was taken out (LuckMeter): Stat.Mean and the rule for certain wins
	// read them.
	won float64
	// won2 sums the squares of those rewards (Config.KeepMeasured).
	won2 float64
	// length sums, over the iterations through a child of the root, the
	// moves from the root to the end of the playout (see merge).
	length float64
	kids   []*node
	idx    map[any]*node // kids by key, once there are many
}

// mean is the child's mean reward for its actor; spread is the UCB1
// exploration term, counted over the iterations in which the move was
// available (ISMCTS) rather than over the parent's visits.
func (n *node) mean() float64 { return n.reward / float64(n.visits) }

func (n *node) spread() float64 {
	return math.Sqrt(math.Log(float64(n.avail)) / float64(n.visits))
}

// pool hands out nodes from chunks, so a tree of thousands of nodes costs
// a few allocations.
type pool struct{ buf []node }

func (p *pool) get() *node {
	if len(p.buf) == cap(p.buf) {
		p.buf = make([]node, 0, 512)
	}
	p.buf = append(p.buf, node{})
	return &p.buf[len(p.buf)-1]
}

// A move is known to its actor in full and to everyone else by what
// Intent.String shows, which the contract says names nothing secret. Keys
// of the two kinds have different types, so they never collide.
type (
	// jsonKey is the full key of an intent whose type cannot be compared
	// with == (it holds a slice, a map or a pointer): its kind and JSON.
	jsonKey struct{ kind, data string }
	// publicKey is a move as the other players see it.
	publicKey struct {
		by         engine.Player
		kind, text string
	}
)

// keys computes the keys of intents. It remembers, per intent type,
// whether values of the type can be compared as they are.
type keys struct{ plain map[reflect.Type]bool }

// full is in's key in its actor's tree: the intent itself when its type
// is made of comparable values only, so that two equal intents from two
// calls of Legal are the same key; otherwise its kind and JSON encoding.
func (k *keys) full(in engine.Intent) any {
	t := reflect.TypeOf(in)
	plain, ok := k.plain[t]
	if !ok {
		plain = plainType(t, 0)
		k.plain[t] = plain
	}
	if plain {
		return in
	}
	data, err := json.Marshal(in)
	if err != nil { // an intent the codec could not save either
		return jsonKey{kind: in.Kind(), data: in.String()}
	}
	return jsonKey{kind: in.Kind(), data: string(data)}
}

// public is in's key in the tree of a player who did not make it.
func public(in engine.Intent) any {
	return publicKey{by: in.Actor(), kind: in.Kind(), text: in.String()}
}

// plainType reports whether values of t compare equal exactly when they
// hold the same data: no pointers, interfaces, slices, maps or functions
// anywhere inside.
func plainType(t reflect.Type, depth int) bool {
	if depth > 8 {
		return false
	}
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	case reflect.Array:
		return plainType(t.Elem(), depth+1)
	case reflect.Struct:
		for i := 0; i < t.NumField(); i++ {
			if !plainType(t.Field(i).Type, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// indexFrom is the number of children from which a node keeps an index:
// Starmada's order phase offers hundreds of moves.
const indexFrom = 12

// find is the child of n with key k, or nil.
func (n *node) find(k any) *node {
	if n.idx != nil {
		return n.idx[k]
	}
	for _, c := range n.kids {
		if c.key == k {
			return c
		}
	}
	return nil
}

// add makes c a child of n.
func (n *node) add(c *node) {
	n.kids = append(n.kids, c)
	switch {
	case n.idx != nil:
		n.idx[c.key] = c
	case len(n.kids) >= indexFrom:
		n.idx = make(map[any]*node, 2*len(n.kids))
		for _, k := range n.kids {
			n.idx[k.key] = k
		}
	}
}
