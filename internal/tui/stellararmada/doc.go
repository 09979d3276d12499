// Package stellararmada is the screen of Stellar Armada, which has no
// map: the two ship mats side by side, each track with its marker, the
// engine die and the ammunition, drawn by internal/render. The actions are
// the shell's action list; the rules are the game package's.
package stellararmada
