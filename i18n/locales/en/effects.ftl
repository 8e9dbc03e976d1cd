# Effect lines, generated from the engine's board so they always state the rule in force.
# $amount, $share: chips; $field: the field itself; $target: where the effect leads; $roll: a die value.


effect-everyone-pays = Every player pays { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } into the pot.
effect-pay-pot = Pay { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } into the pot.
effect-take-pot = Take { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } from the pot.
effect-friday-pays = Your Friday, if you have one, pays { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } too.
effect-friday-takes = Your Friday, if you have one, takes { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } too.
effect-pay-right = Pay { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } to your right-hand neighbour.
effect-restart = On your next roll you may start over: instead of moving on from { $field }, go to the field the die shows.
effect-stay = Every time you roll here you may move on or stay in the tree, as often as you like.
effect-fever-skip = You miss your next turn.
effect-fever-extra = You roll again at once.
effect-parrot = All players say together with the parrot: “Poor Robinson!”
effect-roll-again = Roll again at once.
effect-roll-again-careful = Roll again at once, but watch out: a { $roll } takes you to { $field }, which sends you back to { $target }!
effect-sail = You may sail straight on to { $target } or stay on { $field }.
effect-go-back = In fright you run back to { $target }.
effect-bind-friday = Take { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } from your right-hand neighbour, who becomes your Friday for the rest of the game: whenever you pay into the pot, Friday pays { $share ->
    [one] 1 chip
   *[other] { $share } chips
    } too; whenever you take from it, Friday takes { $share ->
    [one] 1 chip
   *[other] { $share } chips
    } too.
effect-take-each = Take { $amount ->
    [one] 1 chip
   *[other] { $amount } chips
    } from each of the other players.
effect-swap = If another player stands on { $target }, you must swap places: you go to { $target } and they go back to { $field }.
effect-gallows = Roll a { $roll } while standing here and you count back to this same field: you die and are out of the game. Arriving here any other way does no harm.
effect-home = You win the whole pot. If you have a Friday, Friday gets a third of it; otherwise the living player nearest to field 45 gets half.
