# The story of a game, one line per event, each with the emoji of its kind.
# $name, $other, $robinson, $friday, $winner: player names; $dst, $field, $onward, $restart, $to, $back: fields;
# $value: a die; $story: a few words of a field's story; $amount, $paid, $owed, $total, $pot: chips.

ev-turn = ▶️ Now: { $name }
ev-rolled = 🎲 { $name } rolled { $value }
ev-rolled-extra = 🔁 { $name } rolls again: { $value }
ev-moved-placement = 🏝 { $name } starts on { $dst } “{ $story }”
ev-moved-roll = ➡️ { $name } moves to { $dst } “{ $story }”
ev-moved-count-back = ↩️ { $name } overshoots 45 and counts back to { $dst } “{ $story }”
ev-moved-restart = 🔄 { $name } starts over on { $dst } “{ $story }”
ev-moved-footprint = 👣 In fright { $name } runs back to { $dst } “{ $story }”
ev-moved-sail = ⛵ { $name } sails on to { $dst } “{ $story }”
ev-moved-swap = ⚓ { $name } moves to { $dst } “{ $story }”
turn-roll-move = 🎲 { $name } rolled { $value } → { $dst } “{ $story }”
turn-roll-count-back = 🎲 { $name } rolled { $value } → 45 ↩️ { $dst } “{ $story }”
turn-reroll-move = 🔁 { $name } rolled again: { $value } → { $dst } “{ $story }”
turn-reroll-count-back = 🔁 { $name } rolled again: { $value } → 45 ↩️ { $dst } “{ $story }”
ev-stayed-tree = 🌳 { $name } stays in the tree on { $field }
ev-stayed-boat = 🏖️ { $name } stays on { $field }
ev-stayed = ⏸ { $name } stays on { $field }
ev-choice-restart = 🚢 { $name } may go on to { $onward } or start over on { $restart }.
ev-choice-tree = 🌳 { $name } may move on to { $onward } or stay in the tree on { $field }.
ev-choice-sail = ⛵ { $name } may sail on to { $onward } or stay on { $field }.
ev-choice-swap = ⚓ { $name } must choose whom to swap places with: { $others }.
ev-paid-pot = 🪙 { $name } pays { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } into the pot
ev-paid-pot-friday = 🤝 { $name }, { $robinson }'s Friday, pays { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } too
ev-paid-player = 🪙 { $name } pays { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } to { $other }
ev-took-pot = 🪙 { $name } takes { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } from the pot
ev-took-pot-friday = 🤝 { $name }, { $robinson }'s Friday, takes { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } too
ev-took-player = 🪙 { $name } takes { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } from { $other }
ev-short-purse = { $paid ->
        [0] (had nothing, owed { $owed })
       *[other] (had only { $paid } of { $owed })
    }
ev-short-pot = { $paid ->
        [0] (the pot was empty, { $owed } due)
       *[other] (the pot had only { $paid } of { $owed })
    }
ev-short-player = { $paid ->
        [0] ({ $other } had nothing, { $owed } due)
       *[other] ({ $other } had only { $paid } of { $owed })
    }
turn-everyone-paid = 🪙 Everyone pays { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    }: +{ $total } 🪙 into the pot
turn-took-each = 🪙 { $name } takes { $amount ->
        [one] 1 chip
       *[other] { $amount } chips
    } from each of the others: +{ $total } 🪙
ev-friday-bound = 🤝 { $friday } is now { $robinson }'s Friday
ev-friday-lost = 🤝 { $friday } is no longer { $robinson }'s Friday
ev-swapped = ⚓ { $name } and { $other } swap places: { $name } → { $to }, { $other } → { $back }
ev-restart-ahead = 🚢 Shipwreck! With the next roll { $name } may start over.
ev-skip-ahead = ⏭ { $name } lies ill with fever on { $field } and misses the next turn
ev-extra-roll = 🔁 { $name } rolls once more
ev-skipped = ⏭ { $name } misses this turn
ev-parrot = 🦜 { $name } talks to the parrot. All press “Poor Robinson!”
ev-died = ☠️ The gallows! { $name } rolled a 6 on { $field } and is out of the game
ev-left = 🚪 { $name } has left the game
ev-won = 🏠 { $name } is home and wins the whole pot: { $pot } 🪙!
ev-shared-friday = 🤝 { $name }, { $winner }'s Friday, gets a third: { $chips } 🪙
ev-shared-nearest = 🪙 { $name }, nearest to home, gets half from { $winner }: { $chips } 🪙
ev-no-winner = ☠️ Nobody is left alive. The pot goes unclaimed: { $pot } 🪙
ev-no-winner-left = { end-no-winner-left }

# Choice buttons: short, saying where they lead.
btn-move-on = ➡️ { $field }
btn-stay-tree = 🌳 Stay on { $field }
btn-start-over = 🔄 Start over on { $field }
btn-sail = ⛵ Sail to { $field }
btn-stay-boat = 🏖️ Stay on { $field }
btn-swap = ⚓ Swap with { $name }

## What a choice's field costs or gives (after its button's field)
btn-move-on-cost = { btn-move-on } · { $cost }
btn-start-over-cost = { btn-start-over } · { $cost }
btn-sail-cost = { btn-sail } · { $cost }
cost-pay = −{ $chips } 🪙
cost-take = +{ $chips } 🪙
cost-everyone-pays = everyone −{ $chips } 🪙
cost-neighbour = −{ $chips } 🪙 → neighbour
cost-each = +{ $chips } 🪙 from each
cost-friday = 🤝 Friday, +{ $chips } 🪙
cost-fever-skip = 🤒 miss a turn
cost-fever-extra = 🤒 roll again
cost-roll-again = 🎲 roll again
cost-sail = ⛵ may sail to { $field }
cost-back = ↩️ back to { $field }
cost-swap = ⚓ swap with { $field }
cost-gallows = ☠️ the gallows
cost-home = 🏠 home!

# Issue 25: a solo game speaks to its player; the solo menu's mix
ev-choice-restart-you = 🚢 You may go on to { $onward } or start over on { $restart }.
ev-choice-tree-you = 🌳 You may move on to { $onward } or stay in the tree on { $field }.
ev-choice-sail-you = ⛵ You may sail on to { $onward } or stay on { $field }.
ev-choice-swap-you = ⚓ Choose whom to swap places with: { $others }.
ev-parrot-alone = 🦜 { $name } talks to the parrot: “Poor Robinson!”

# How many turns a cut in a story stands for, after what they did to the purses
cut-turns = 🎲 { $count } { $count ->
    [one] turn
   *[other] turns
}
