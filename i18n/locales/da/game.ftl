# Spillets historie, én linje pr. hændelse, med en emoji for hver slags.
# $name, $other, $robinson, $friday, $winner: navne; $dst, $field, $onward, $restart, $to, $back: felter;
# $value: et slag; $story: et par ord af feltets historie; $amount, $paid, $owed, $total, $pot: mærker.

ev-turn = ▶️ Nu: { $name }
ev-rolled = 🎲 { $name } slog { $value }
ev-rolled-extra = 🔁 { $name } slår igen: { $value }
ev-moved-placement = 🏝 { $name } starter på felt { $dst } »{ $story }«
ev-moved-roll = ➡️ { $name } rykker til felt { $dst } »{ $story }«
ev-moved-count-back = ↩️ { $name } slår forbi 45 og rykker tilbage til felt { $dst } »{ $story }«
ev-moved-restart = 🔄 { $name } starter forfra på felt { $dst } »{ $story }«
ev-moved-footprint = 👣 Af skræk løber { $name } tilbage til felt { $dst } »{ $story }«
ev-moved-sail = ⛵ { $name } sejler videre til felt { $dst } »{ $story }«
ev-moved-swap = ⚓ { $name } rykker til felt { $dst } »{ $story }«
turn-roll-move = 🎲 { $name } slog { $value } → { $dst } »{ $story }«
turn-roll-count-back = 🎲 { $name } slog { $value } → 45 ↩️ { $dst } »{ $story }«
turn-reroll-move = 🔁 { $name } slog igen { $value } → { $dst } »{ $story }«
turn-reroll-count-back = 🔁 { $name } slog igen { $value } → 45 ↩️ { $dst } »{ $story }«
ev-stayed-tree = 🌳 { $name } bliver i træet på felt { $field }
ev-stayed-boat = 🏖️ { $name } bliver på felt { $field }
ev-stayed = ⏸ { $name } bliver på felt { $field }
ev-choice-restart = 🚢 { $name } kan rykke videre til felt { $onward } eller starte forfra på felt { $restart }.
ev-choice-tree = 🌳 { $name } kan rykke videre til felt { $onward } eller blive i træet på felt { $field }.
ev-choice-sail = ⛵ { $name } kan sejle videre til felt { $onward } eller blive på felt { $field }.
ev-choice-swap = ⚓ { $name } skal vælge, hvem der skal bytte plads: { $others }.
ev-paid-pot = 🪙 { $name } betaler { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } til puljen
ev-paid-pot-friday = 🤝 { $name }, Fredag for { $robinson }, betaler også { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    }
ev-paid-player = 🪙 { $name } betaler { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } til { $other }
ev-took-pot = 🪙 { $name } får { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } fra puljen
ev-took-pot-friday = 🤝 { $name }, Fredag for { $robinson }, får også { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    }
ev-took-player = 🪙 { $name } får { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } af { $other }
ev-short-purse = { $paid ->
        [0] (havde intet, skyldte { $owed })
       *[other] (havde kun { $paid } af { $owed })
    }
ev-short-pot = { $paid ->
        [0] (puljen var tom – der manglede { $owed })
       *[other] (puljen havde kun { $paid } af { $owed })
    }
ev-short-player = { $paid ->
        [0] ({ $other } havde intet, skyldte { $owed })
       *[other] ({ $other } havde kun { $paid } af { $owed })
    }
turn-everyone-paid = 🪙 Alle betaler { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    }: +{ $total } 🪙 til puljen
turn-took-each = 🪙 { $name } får { $amount ->
        [one] 1 mærke
       *[other] { $amount } mærker
    } af hver af de andre: +{ $total } 🪙
ev-friday-bound = 🤝 { $friday } er nu Fredag for { $robinson }
ev-friday-lost = 🤝 { $friday } er ikke længere Fredag for { $robinson }
ev-swapped = ⚓ { $name } og { $other } bytter plads: { $name } → { $to }, { $other } → { $back }
ev-restart-ahead = 🚢 Skibbrud! Ved næste slag kan { $name } vælge at starte forfra.
ev-skip-ahead = ⏭ { $name } ligger med feber på felt { $field } og står over næste tur
ev-extra-roll = 🔁 { $name } slår én gang til
ev-skipped = ⏭ { $name } står over denne tur
ev-parrot = 🦜 { $name } taler med papegøjen. Alle: tryk »Stakkels Robinson!«
ev-died = ☠️ Galgen! { $name } slog 6 på felt { $field } og er ude af spillet
ev-left = 🚪 { $name } har forladt spillet
ev-won = 🏠 { $name } er hjemme og vinder hele puljen: { $pot } 🪙!
ev-shared-friday = 🤝 { $name }, Fredag for { $winner }, får en tredjedel: { $chips } 🪙
ev-shared-nearest = 🪙 { $name }, tættest på målet, får halvdelen af gevinsten fra { $winner }: { $chips } 🪙
ev-no-winner = ☠️ Ingen er tilbage i live. Ingen vinder puljen: { $pot } 🪙
ev-no-winner-left = { end-no-winner-left }

# Valgknapper: korte, og de siger, hvor de fører hen.
btn-move-on = ➡️ { $field }
btn-stay-tree = 🌳 Bliv på { $field }
btn-start-over = 🔄 Start forfra på { $field }
btn-sail = ⛵ Sejl til { $field }
btn-stay-boat = 🏖️ Bliv på { $field }
btn-swap = ⚓ Byt med { $name }

## Hvad valgets felt koster eller giver (efter knappens felt)
btn-move-on-cost = { btn-move-on } · { $cost }
btn-start-over-cost = { btn-start-over } · { $cost }
btn-sail-cost = { btn-sail } · { $cost }
cost-pay = −{ $chips } 🪙
cost-take = +{ $chips } 🪙
cost-everyone-pays = alle −{ $chips } 🪙
cost-neighbour = −{ $chips } 🪙 → naboen
cost-each = +{ $chips } 🪙 fra hver
cost-friday = 🤝 Fredag, +{ $chips } 🪙
cost-fever-skip = 🤒 stå over
cost-fever-extra = 🤒 slå én gang til
cost-roll-again = 🎲 slå igen
cost-sail = ⛵ sejl til { $field }
cost-back = ↩️ tilbage til { $field }
cost-swap = ⚓ byt med { $field }
cost-gallows = ☠️ galgen
cost-home = 🏠 hjem!

# Issue 25: a solo game speaks to its player; the solo menu's mix
ev-choice-restart-you = 🚢 Du kan rykke videre til felt { $onward } eller starte forfra på felt { $restart }.
ev-choice-tree-you = 🌳 Du kan rykke videre til felt { $onward } eller blive i træet på felt { $field }.
ev-choice-sail-you = ⛵ Du kan sejle videre til felt { $onward } eller blive på felt { $field }.
ev-choice-swap-you = ⚓ Vælg, hvem du vil bytte plads med: { $others }.
ev-parrot-alone = 🦜 { $name } taler med papegøjen: »Stakkels Robinson!«

# How many turns a cut in a story stands for, after what they did to the purses
cut-turns = 🎲 { $count } { $count ->
    [one] tur
   *[other] ture
}
