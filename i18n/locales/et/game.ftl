# Mängu lugu, iga sündmus ühel real oma emojiga.
# $name, $other, $robinson, $friday, $winner: nimed; $dst, $field, $onward, $restart, $to, $back: numbrid;
# $value: täring; $story: paar sõna välja loost; $amount, $paid, $owed, $total, $pot: žetoonid.
# Nimesid ei käänata: laused on ehitatud nii, et nimi jääb nimetavasse.

ev-turn = ▶️ Nüüd: { $name }
ev-rolled = 🎲 { $name } veeretas { $value }
ev-rolled-extra = 🔁 { $name } veeretab uuesti: { $value }
ev-moved-placement = 🏝 { $name } alustab numbrilt { $dst } „{ $story }“
ev-moved-roll = ➡️ { $name } liigub numbrile { $dst } „{ $story }“
ev-moved-count-back = ↩️ { $name } veeretas üle 45 ja läheb tagasi numbrile { $dst } „{ $story }“
ev-moved-restart = 🔄 { $name } alustab algusest ja liigub numbrile { $dst } „{ $story }“
ev-moved-footprint = 👣 Hirmunud { $name } jookseb tagasi numbrile { $dst } „{ $story }“
ev-moved-sail = ⛵ { $name } sõidab edasi numbrile { $dst } „{ $story }“
ev-moved-swap = ⚓ { $name } läheb numbrile { $dst } „{ $story }“
turn-roll-move = 🎲 { $name } veeretas { $value } → { $dst } „{ $story }“
turn-roll-count-back = 🎲 { $name } veeretas { $value } → 45 ↩️ { $dst } „{ $story }“
turn-reroll-move = 🔁 { $name } veeretas uuesti { $value } → { $dst } „{ $story }“
turn-reroll-count-back = 🔁 { $name } veeretas uuesti { $value } → 45 ↩️ { $dst } „{ $story }“
ev-stayed-tree = 🌳 { $name } jääb puu otsa numbrile { $field }
ev-stayed-boat = 🏖️ { $name } jääb numbrile { $field }
ev-stayed = ⏸ { $name } jääb numbrile { $field }
ev-choice-restart = 🚢 { $name } võib minna edasi numbrile { $onward } või algusest numbrile { $restart }.
ev-choice-tree = 🌳 { $name } võib minna edasi numbrile { $onward } või jääda puu otsa numbrile { $field }.
ev-choice-sail = ⛵ { $name } võib sõita edasi numbrile { $onward } või jääda numbrile { $field }.
ev-choice-swap = ⚓ { $name } peab valima, kellega kohad vahetada: { $others }.
ev-paid-pot = 🪙 { $name } maksab panka { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }
ev-paid-pot-friday = 🤝 { $name } (Reede, Robinson: { $robinson }) maksab samuti { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }
ev-paid-player = 🪙 { $name } → { $other }: { $amount ->
        [one] 1 žetoon
       *[other] { $amount } žetooni
    }
ev-took-pot = 🪙 { $name } saab pangast { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }
ev-took-pot-friday = 🤝 { $name } (Reede, Robinson: { $robinson }) saab samuti { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }
ev-took-player = 🪙 { $other } → { $name }: { $amount ->
        [one] 1 žetoon
       *[other] { $amount } žetooni
    }
ev-short-purse = { $paid ->
        [0] (tal polnud midagi, vaja oli { $owed })
       *[other] (tal oli ainult { $paid }, vaja oli { $owed })
    }
ev-short-pot = { $paid ->
        [0] (pank oli tühi, pidi saama { $owed })
       *[other] (pangas oli ainult { $paid }, pidi saama { $owed })
    }
ev-short-player = { $paid ->
        [0] ({ $other } ei saanud midagi anda, vaja oli { $owed })
       *[other] ({ $other } sai anda ainult { $paid }, vaja oli { $owed })
    }
turn-everyone-paid = 🪙 Kõik maksavad { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }: panka +{ $total } 🪙
turn-took-each = 🪙 { $name } saab igalt teiselt { $amount ->
        [one] 1 žetooni
       *[other] { $amount } žetooni
    }: +{ $total } 🪙
ev-friday-bound = 🤝 { $robinson } sai endale Reede: { $friday }
ev-friday-lost = 🤝 { $robinson } kaotas oma Reede: { $friday }
ev-swapped = ⚓ { $name } ja { $other } vahetavad kohad: { $name } → { $to }, { $other } → { $back }
ev-restart-ahead = 🚢 Laev läheb põhja! Järgmise veeretusega võib { $name } alustada uuesti algusest.
ev-skip-ahead = ⏭ { $name } lamab palavikus numbril { $field } ja jätab järgmise käigu vahele
ev-extra-roll = 🔁 { $name } veeretab veel kord
ev-skipped = ⏭ { $name } jätab selle käigu vahele
ev-parrot = 🦜 { $name } räägib papagoiga. Vajutage „Vaene Robinson!“
ev-died = ☠️ Võllas! { $name } veeretas 6 silma numbril { $field } ja langeb mängust välja
ev-left = 🚪 { $name } lahkus mängust
ev-won = 🏠 { $name } jõudis koju ja võidab kogu panga: { $pot } 🪙!
ev-shared-friday = 🤝 Reede { $name } saab kolmandiku: { $chips } 🪙 (võitja: { $winner })
ev-shared-nearest = 🪙 Kodule kõige lähemal olev { $name } saab poole: { $chips } 🪙 (võitja: { $winner })
ev-no-winner = ☠️ Keegi ei jäänud ellu. Pank jääb omanikuta: { $pot } 🪙
ev-no-winner-left = { end-no-winner-left }

# Valikunupud: lühikesed, ütlevad, kuhu need viivad.
btn-move-on = ➡️ { $field }
btn-stay-tree = 🌳 Jää numbrile { $field }
btn-start-over = 🔄 Algusest numbrile { $field }
btn-sail = ⛵ Sõida numbrile { $field }
btn-stay-boat = 🏖️ Jää numbrile { $field }
btn-swap = ⚓ Vaheta: { $name }

## Mida valiku number maksab või annab (nupu numbri järel)
btn-move-on-cost = { btn-move-on } · { $cost }
btn-start-over-cost = { btn-start-over } · { $cost }
btn-sail-cost = { btn-sail } · { $cost }
cost-pay = −{ $chips } 🪙
cost-take = +{ $chips } 🪙
cost-everyone-pays = kõik −{ $chips } 🪙
cost-neighbour = −{ $chips } 🪙 → naabrile
cost-each = +{ $chips } 🪙 igaühelt
cost-friday = 🤝 Reede, +{ $chips } 🪙
cost-fever-skip = 🤒 käik jääb vahele
cost-fever-extra = 🤒 veel üks veeretus
cost-roll-again = 🎲 veel üks veeretus
cost-sail = ⛵ piroog → nr { $field }
cost-back = ↩️ tagasi numbrile { $field }
cost-swap = ⚓ vahetus: nr { $field }
cost-gallows = ☠️ võllas
cost-home = 🏠 koju!

# Issue 25: a solo game speaks to its player; the solo menu's mix
ev-choice-restart-you = 🚢 Võid minna edasi numbrile { $onward } või algusest numbrile { $restart }.
ev-choice-tree-you = 🌳 Võid minna edasi numbrile { $onward } või jääda puu otsa numbrile { $field }.
ev-choice-sail-you = ⛵ Võid sõita edasi numbrile { $onward } või jääda numbrile { $field }.
ev-choice-swap-you = ⚓ Vali, kellega kohad vahetada: { $others }.
ev-parrot-alone = 🦜 { $name } räägib papagoiga: „Vaene Robinson!“

# How many turns a cut in a story stands for, after what they did to the purses
cut-turns = 🎲 { $count } { $count ->
    [one] käik
   *[other] käiku
}
