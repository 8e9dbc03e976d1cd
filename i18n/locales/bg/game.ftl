# Историята на играта, по един ред за всяко събитие, с емоджи според вида му.
# $name, $other, $robinson, $friday, $winner: имена; $dst, $field, $onward, $restart, $to, $back: полета;
# $value: зарът; $story: няколко думи от историята на полето; $amount, $paid, $owed, $total, $pot: жетони.

ev-turn = ▶️ Сега: { $name }
ev-rolled = 🎲 { $name } хвърли { $value }
ev-rolled-extra = 🔁 { $name } хвърля отново: { $value }
ev-moved-placement = 🏝 { $name } започва от № { $dst } „{ $story }“
ev-moved-roll = ➡️ { $name } отива на № { $dst } „{ $story }“
ev-moved-count-back = ↩️ { $name } надхвърля 45 и се връща на № { $dst } „{ $story }“
ev-moved-restart = 🔄 { $name } започва отначало от № { $dst } „{ $story }“
ev-moved-footprint = 👣 От ужас { $name } се връща на № { $dst } „{ $story }“
ev-moved-sail = ⛵ { $name } отплава до № { $dst } „{ $story }“
ev-moved-swap = ⚓ { $name } отива на № { $dst } „{ $story }“
turn-roll-move = 🎲 { $name } хвърли { $value } → { $dst } „{ $story }“
turn-roll-count-back = 🎲 { $name } хвърли { $value } → 45 ↩️ { $dst } „{ $story }“
turn-reroll-move = 🔁 { $name } хвърли отново { $value } → { $dst } „{ $story }“
turn-reroll-count-back = 🔁 { $name } хвърли отново { $value } → 45 ↩️ { $dst } „{ $story }“
ev-stayed-tree = 🌳 { $name } остава на дървото на № { $field }
ev-stayed-boat = 🏖️ { $name } остава на № { $field }
ev-stayed = ⏸ { $name } остава на № { $field }
ev-choice-restart = 🚢 { $name } може да продължи към № { $onward } или да започне отначало от № { $restart }.
ev-choice-tree = 🌳 { $name } може да продължи към № { $onward } или да остане на дървото на № { $field }.
ev-choice-sail = ⛵ { $name } може да отплава до № { $onward } или да остане на № { $field }.
ev-choice-swap = ⚓ { $name } трябва да избере с кого да си размени мястото: { $others }.
ev-paid-pot = 🪙 { $name } плаща { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    } в общия фонд
ev-paid-pot-friday = 🤝 { $name }, Петкан на { $robinson }, също плаща { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    }
ev-paid-player = 🪙 { $name } плаща { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    } на { $other }
ev-took-pot = 🪙 { $name } взима { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    } от общия фонд
ev-took-pot-friday = 🤝 { $name }, Петкан на { $robinson }, също взима { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    }
ev-took-player = 🪙 { $name } взима { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    } от { $other }
ev-short-purse = { $paid ->
        [0] (няма нищо, а дължи { $owed })
       *[other] (има само { $paid } от { $owed })
    }
ev-short-pot = { $paid ->
        [0] (фондът е празен, няма откъде да вземе { $owed })
       *[other] (във фонда има само { $paid } от { $owed })
    }
ev-short-player = { $paid ->
        [0] ({ $other } няма нищо, а дължи { $owed })
       *[other] ({ $other } има само { $paid } от { $owed })
    }
turn-everyone-paid = 🪙 Всички плащат по { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    }: +{ $total } 🪙 в общия фонд
turn-took-each = 🪙 { $name } взима по { $amount ->
        [one] 1 жетон
       *[other] { $amount } жетона
    } от всички останали: +{ $total } 🪙
ev-friday-bound = 🤝 { $friday } вече е Петкан на { $robinson }
ev-friday-lost = 🤝 { $friday } вече не е Петкан на { $robinson }
ev-swapped = ⚓ { $name } и { $other } си разменят местата: { $name } → { $to }, { $other } → { $back }
ev-restart-ahead = 🚢 Корабокрушение! При следващото хвърляне { $name } може да започне отначало.
ev-skip-ahead = ⏭ { $name } лежи в треска на № { $field } и пропуска следващия си ход
ev-extra-roll = 🔁 { $name } хвърля още веднъж
ev-skipped = ⏭ { $name } пропуска този ход
ev-parrot = 🦜 { $name } е при папагала. Всички натиснете „Бедният Робинзон!“
ev-died = ☠️ Бесилото! { $name } хвърли 6 на № { $field } и излиза от играта
ev-left = 🚪 { $name } напусна играта
ev-won = 🏠 { $name } се прибра у дома и печели целия общ фонд: { $pot } 🪙!
ev-shared-friday = 🤝 { $name }, Петкан на { $winner }, получава една трета: { $chips } 🪙
ev-shared-nearest = 🪙 { $name }, най-близо до дома, получава от { $winner } половината: { $chips } 🪙
ev-no-winner = ☠️ Никой не остана жив. Общият фонд остава неспечелен: { $pot } 🪙
ev-no-winner-left = { end-no-winner-left }

# Бутони за избор: кратки, казват накъде водят.
btn-move-on = ➡️ { $field }
btn-stay-tree = 🌳 Оставам на № { $field }
btn-start-over = 🔄 Отначало: № { $field }
btn-sail = ⛵ Плавам до № { $field }
btn-stay-boat = 🏖️ Оставам на № { $field }
btn-swap = ⚓ Разменям се с { $name }

## Какво дава или струва полето на избора (след номера на бутона)
btn-move-on-cost = { btn-move-on } · { $cost }
btn-start-over-cost = { btn-start-over } · { $cost }
btn-sail-cost = { btn-sail } · { $cost }
cost-pay = −{ $chips } 🪙
cost-take = +{ $chips } 🪙
cost-everyone-pays = всички −{ $chips } 🪙
cost-neighbour = −{ $chips } 🪙 → на съседа
cost-each = +{ $chips } 🪙 от всеки
cost-friday = 🤝 Петкан, +{ $chips } 🪙
cost-fever-skip = 🤒 пропуск на ход
cost-fever-extra = 🤒 още едно хвърляне
cost-roll-again = 🎲 още едно хвърляне
cost-sail = ⛵ пирога до № { $field }
cost-back = ↩️ назад към № { $field }
cost-swap = ⚓ размяна с № { $field }
cost-gallows = ☠️ бесилото
cost-home = 🏠 у дома!

# Issue 25: a solo game speaks to its player; the solo menu's mix
ev-choice-restart-you = 🚢 Можете да продължите към № { $onward } или да започнете отначало от № { $restart }.
ev-choice-tree-you = 🌳 Можете да продължите към № { $onward } или да останете на дървото на № { $field }.
ev-choice-sail-you = ⛵ Можете да отплавате до № { $onward } или да останете на № { $field }.
ev-choice-swap-you = ⚓ Изберете с кого да си размените мястото: { $others }.
ev-parrot-alone = 🦜 { $name } говори с папагала: „Бедният Робинзон!“

# How many turns a cut in a story stands for, after what they did to the purses
cut-turns = 🎲 { $count } { $count ->
    [one] ход
   *[other] хода
}
