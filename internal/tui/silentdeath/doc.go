// Package silentdeath is the screens of Silent Death: the hex map board
// (every craft with its facing, the Starcraft Display of the craft in play
// beside it, moves and shots previewed from the action under the cursor),
// the General Engagement maker of 11.8, the purchases' screen of 11.8 and
// of the campaign (shop.go), the campaign's screens between battles
// (pools, fielding, veterans; campaign.go) and its standings, and the pages
// of the full help. The rules are the game package's; these screens send
// intents and draw states.
package silentdeath
