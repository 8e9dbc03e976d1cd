# Всички съобщения на бота извън историята на играта.
# Имената ($name, $names) се вмъкват както са; ботът ги екранира. Без маркиране тук.

language-name = 🇧🇬 Български

## Лоби
lobby-title = 🏝 Робинзон Крузо — нова игра
lobby-host = 👑 Домакин: { $name }
lobby-last-winner = 🏆 Предишната игра: спечели { $name }
lobby-last-no-winner = 🏁 Предишната игра: никой не се прибра у дома
lobby-players-title = 👥 Участници:
lobby-players-full = 👥 Участници ({ $seated }/{ $max }, няма места):
lobby-player = { $index }. { $name }
lobby-player-cashier = { $index }. { $name } · 💰 касиер, започва
lobby-player-bot = { $index }. 🤖 { $name } · { $strength }
lobby-no-players = Още никой не се е присъединил.
lobby-seats = 🪑 { $count ->
        [one] 1 участник
       *[other] { $count } участници
    } от { $max } (поне { $min })
lobby-settings-title = ⚙️ Настройки
lobby-field12-skip = 🤒 № 12: пропускате следващия ход
lobby-field12-extra = 🤒 № 12: хвърляте още веднъж
lobby-start-chips = 🪙 Всеки получава { $count ->
        [one] 1 жетон
       *[other] { $count } жетона
    }
lobby-ante = 🏦 Залог в общия фонд: { $count ->
        [one] 1 жетон
       *[other] { $count } жетона
    }
lobby-timeout = ⏱ Време за ход: { $time }
lobby-timeout-off = ⏱ Време за ход: без ограничение
lobby-dice-telegram = 🎲 Зар: анимиран 🎲 (Telegram)
lobby-dice-bot = 🎲 Зар: веднага (хвърля ботът)
lobby-language = 🌐 Език: { $language }
lobby-usually = (обикновено { $value })
lobby-rule-followed = (сменено заедно с езика)
lobby-hint = Натиснете „Включвам се“, за да заемете място. Който е с най-малко години, натиска „Аз съм с най-малко години“: става касиер и започва.
lobby-roll-hint = 👉 Хвърляйте с бутона „🎲 Хвърли“, с /roll или като пратите свой 🎲.
lobby-roll-hint-buttons = 👉 Хвърляйте с бутона „🎲 Хвърли“ или с /roll: зарове, пратени в тази група, не стигат до бота.
lobby-bot-name = Компютър { $number }
# The computer players' names, as the language spells them (after Defoe's characters).
computer-xury = Ксури
computer-poll = Пол
computer-atkins = Аткинс
computer-ismael = Исмаил
computer-mirth = Мърт
computer-wilkins = Уилкинс
computer-zoe = Зоуи
computer-kelly = Кели
computer-moll = Мол

strength-random = случаен
strength-forward = смел
strength-optimal = умен
strength-random-about = 🎲 Случаен: избира произволен разрешен ход.
strength-forward-about = ➡️ Смел: винаги избира хода, който води най-напред.
strength-optimal-about = 🧠 Умен: избира хода с най-голям шанс за победа според това, къде са всички останали.

btn-join = ✋ Включвам се
btn-leave = 🚪 Излизам
btn-join-private = 💬 Включвам се през личен чат
btn-youngest = 👶 Аз съм с най-малко години
btn-add-bot = 🤖 Добави компютърен играч
btn-bot-random = 🎲 Случаен
btn-bot-forward = ➡️ Смел
btn-bot-optimal = 🧠 Умен
btn-remove-bot = ➖ Премахни компютърен играч
btn-settings = ⚙️ Настройки
btn-start = ▶️ Започваме
btn-cancel = ✖️ Отказ
btn-sure-leave = ✅ Излизам от играта
btn-sure-cancel = ✅ Отменям играта
btn-play-on = ↩️ Продължаваме
toast-sure-leave = 🚪 Наистина ли излизате? Запазвате жетоните си, но повече не хвърляте, а играта продължава без вас. Потвърдете с „{ $button }“ отдолу.
toast-sure-cancel = ✖️ Да се отмени ли играта за всички? Потвърдете с „{ $button }“ отдолу.
inline-asks-leave = 🚪 { $name } иска да излезе от играта: ✅ потвърждава, ↩️ продължава играта.
inline-asks-cancel = ✖️ { $name } иска да отмени играта: ✅ потвърждава, ↩️ продължава играта.
toast-sure-cancel-solo = ✖️ Да се отмени ли играта? Потвърдете с „{ $button }“ отдолу.
toast-sure-leave-solo = 🚪 Наистина ли излизате? Компютърните играчи ще довършат играта и тя ще се брои във вашата /stats (игра, отменена с /cancel, не се брои). Потвърдете с „{ $button }“ отдолу.
toast-sure-leave-last = 🚪 Наистина ли излизате? Вие сте последният човек в играта: тя приключва, а общият фонд остава неспечелен ({ $pot } 🪙). Потвърдете с „{ $button }“ отдолу.
toast-question-for = Този въпрос е към { $name }.
toast-only-host-inline = Само домакинът, { $name }, може да отмени тази игра.
btn-play-again = 🔁 Играем пак
btn-back = ⬅️ Назад
btn-done = ✅ Готово
btn-language = 🌐 Език
btn-roll = 🎲 Хвърли
btn-parrot = 🦜 Бедният Робинзон!
btn-finish-for-me = ⏩ Довърши вместо мен
game-last-person = ⏩ { $name } е последният човек в играта: продължете да хвърляте или натиснете „Довърши вместо мен“.
game-last-person-choice = ⏩ { $name } е последният човек в играта: направете избор или натиснете „Довърши вместо мен“.
btn-rules = 📜 Правила

lobby-joined = ✋ { $name } се включи в играта.
lobby-left = 🚪 { $name } излезе от лобито.
lobby-youngest = 👶 { $name } е с най-малко години: става касиер и започва играта.
lobby-bot-added = 🤖 { $name } ({ $strength }) заема място.
lobby-bot-removed = ➖ { $name } става от масата.
lobby-remove-about = ➖ Натиснете име отдолу, за да премахнете този играч от масата.
lobby-too-few = Още няма достатъчно участници: нужни са поне { $min }.
lobby-too-many = Масата е пълна: най-много { $max } участници.
lobby-only-host-start = Само домакинът или администратор на чата може да започне играта.
lobby-only-host-cancel = Само домакинът или администратор на чата може да отмени играта.
lobby-only-host-settings = Само домакинът или администратор на чата може да променя настройките.
lobby-already-joined = Вече сте се включили.
lobby-not-joined = Не сте се включили в тази игра.
lobby-exists = В този чат вече се подготвя игра: натиснете бутона „{ $button }“ по-горе.
lobby-exists-below = В този чат вече се подготвя игра: натиснете бутона „{ $button }“ по-долу.
lobby-game-running = В този чат вече тече игра.
lobby-running-end-yours = Можете да я отмените с /cancel.
lobby-running-end-host = Домакинът, { $name }, или администратор на чата може да я отмени с /cancel.
lobby-join-next = Можете да се включите в следващата игра, когато тази свърши.
lobby-started = ▶️ Играта започва! Пръв на ход е касиерът: { $name }.
start-ping = ▶️ { $players }: играта започва! Пръв на ход е касиерът: { $name }.
lobby-cancelled = ✖️ { $name } отмени играта.
lobby-cancelled-private = ✖️ Отменихте играта.
cancel-standings = 📍 Докъде стигна всеки:
cancel-standing = { $place }. { $name }: № { $field } · { $chips } 🪙
cancel-standing-start = { $place }. { $name }: на старта · { $chips } 🪙
cancel-pot = 🏦 Общият фонд остава неспечелен: { $pot } 🪙
game-finished-for = ⏩ Ботът изигра по правилата { $count ->
        [one] последния ход
       *[other] последните { $count } хода
    } на { $name }.
lobby-expired = ⌛ Никой не започна играта, затова лобито е затворено.
lobby-no-game = В този чат няма игра. Започнете с /new.
lobby-no-game-inline = Игра, пусната чрез @{ $bot }, се играе с бутоните под нея.

## Съобщението на живо
game-header = 🏝 Робинзон · кръг { $round } · фонд { $pot } 🪙
game-player = 🧭 { $name } на № { $field } · { $chips } 🪙
game-player-start = 🧭 { $name } на старта · { $chips } 🪙
game-player-turn = 👉 { $name } на № { $field } · { $chips } 🪙
game-player-turn-start = 👉 { $name } на старта · { $chips } 🪙
game-player-dead = ☠️ { $name } (загина) · { $chips } 🪙
game-player-left = 🚪 { $name } (напусна) · { $chips } 🪙
game-player-removed = 🚪 { $name } (отпадна) · { $chips } 🪙
game-player-home = 🏠 { $name } у дома · { $chips } 🪙
game-player-friday = 🤝 Петкан: { $name }
game-player-fever = 🤒 пропуска следващия ход
game-player-restart = 🚢 може да започне отначало
game-player-tree = 🌳 може да остане на дървото
game-turn = 🎲 { $name } е на ход.
game-turn-dice = 🎲 { $name } е на ход: пратете 🎲 или натиснете „Хвърли“.
game-turn-button = 🎲 { $name } е на ход: натиснете „Хвърли“.
game-waiting-choice = ⏳ Чакаме { $name } да избере.
game-parrot-call = 🦜 Всички заедно: натиснете „Бедният Робинзон!“
game-said-poor = 🦜 „Бедният Робинзон!“ — { $names }
game-you-said = 🦜 Казахте го: „Бедният Робинзон!“
game-last-moves = Последни ходове:

## Напомняния и изтекло време
remind-turn = { $name }, твой ред е! 🎲
remind-choice = { $name }, чакаме да избереш. ⏳
remind-time-limit = ⏱ Имаш по { $time } за ход; когато времето изтече, компютърът ще изиграе хода вместо теб.
remind-time-only = ⏱ Имаш по { $time } за ход.
remind-last-chance = ⚠️ Ако и този път времето ти изтече, ще бъдеш извън играта.
remind-time-left = ⏳ Имаш още { $time } за този ход; когато времето изтече, компютърът ще изиграе хода вместо теб.
remind-time-left-only = ⏳ Имаш още { $time } за този ход.
time-minutes-seconds = { $minutes } мин { $seconds } с
timeout-auto = ⏱ { $name } се забави твърде много, затова компютърът изигра хода.
timeout-removed = 🚪 { $name } пропусна { $count ->
        [one] 1 ход
       *[other] { $count } хода
    } подред и вече е извън играта.

## Краят
end-title = 🏁 Край на играта
end-winner = 🏆 { $name } се прибра у дома в кръг { $round } и печели общия фонд: { $pot } 🪙
end-share-friday = 🤝 Петкан { $name } получава една трета: { $chips } 🪙
end-share-nearest = 🪙 { $name }, най-близо до дома, получава половината: { $chips } 🪙
end-share-tie = ⚖️ Също на № { $field }: { $names }. При равенство — първият след победителя по реда на ходовете.
end-share-none = Никой друг не е жив, затова победителят задържа всичко.
end-no-winner = ☠️ Никой не оцеля. Общият фонд остава неспечелен: { $pot } 🪙
end-purses-title = 👛 Кесиите накрая:
end-purse = { $name }: { $chips } 🪙
end-purse-winner = 🏆 { $name }: { $chips } 🪙
end-purse-dead = ☠️ { $name }: { $chips } 🪙 (загина на бесилото)
end-purse-left = 🚪 { $name }: { $chips } 🪙 (напусна играта)
end-purse-removed = 🚪 { $name }: { $chips } 🪙 (отпадна от играта)
end-dice-log = 🎲 Хвърляния: { $dice }
end-choices-log = 🔀 Избори: { $choices }
end-replay =
    За да възпроизведете тази игра:
    { $command }
end-replay-seats = 💺 Местата в командата: { $seats }
end-turns = { $count ->
        [one] Изигран е 1 ход.
       *[other] Изиграни са { $count } хода.
    }

## Кратки отговори на бутон
toast-not-your-turn = Не сте на ход.
toast-old-game = Този бутон е от стара игра.
toast-already-done = Вече е направено.
toast-now-your-turn = Играта междувременно продължи: сега сте на ход.
toast-choose-again = 👆 Натиснахте веднага след хвърлянето си, затова нищо не беше избрано: натиснете отново желания бутон.
toast-finish-sure = Натиснете „{ $button }“ още веднъж и останалата част от играта ще се изиграе вместо вас по правилата (шестица на бесилото, № 42, все пак убива).
toast-busy = ⏳ Един момент — ходовете още се разиграват.
toast-busy-twin = ⏳ Един момент — предишното ви натискане още се обработва.
toast-unknown-button = Непознат бутон.
toast-not-in-game = Не участвате в тази игра.
toast-you-left = Излязохте от тази игра.
toast-you-joined = ✋ Включихте се в тази игра.
toast-not-member = Вече не съм в тази група: добавете ме отново, за да играете тук.
toast-join-first = Първо натиснете „{ $button }“, за да заемете място.
toast-removed = Пропуснахте { $count ->
        [one] 1 ход
       *[other] { $count } хода
    } подред и вече сте извън играта.
toast-join-not-member = Само членовете на групата могат да се включат в играта ѝ.
toast-only-host = Само домакинът или администратор на чата може да направи това.
toast-only-host-named = Само домакинът, { $name }, може да направи това.
toast-only-host-or-admin = Само домакинът, { $name }, или администратор на чата може да направи това.
toast-only-host-or-admin-cancel = Само домакинът, { $name }, или администратор на чата може да отмени тази игра.
toast-only-host-or-admin-lang = Езикът на чата е { $language }; само домакинът, { $name }, или администратор на чата може да го смени.
toast-lang-admin-or-host = Само администратор на чата или домакинът на игра тук може да смени езика на чата.
toast-forwarded-dice = Препратени зарове не важат: хвърлете свой 🎲.
toast-only-dice = Важи само зарът 🎲, не { $emoji }.
toast-not-your-roll = Не е ваш ред да хвърляте: сега хвърля { $name }.
toast-game-not-running = Играта още не е започнала: домакинът натиска „{ btn-start }“.
toast-unreachable = 🏝 Островът е недостъпен в момента. Опитайте пак след малко.
toast-roll-again = 🎲 Този зар не се брои: островът е недостъпен в момента. Хвърлете отново.
toast-damaged = Запазената игра беше повредена и е оставена настрана. Започнете нова с /new.
toast-updating = ⏳ Ботът се обновява — опитайте пак след минута. Нищо не е загубено.
toast-choose-first = Първо изберете един от бутоните.
toast-parrot-silent = Папагалът мълчи: изчакайте някой да стигне до № 17.
joined-private = ✅ Включихте се! Играта започва в „{ $group }“, когато домакинът натисне „{ $button }“.
btn-to-group = ↩️ Към групата
toast-left = Излязохте от играта.
toast-saved = Запазено.

## Настройки
settings-title = ⚙️ Настройки
settings-field12 = 🤒 № 12
settings-field12-skip = Пропуск на ход
settings-field12-extra = Още едно хвърляне
settings-field12-about = { settings-field12 }: изданията се разминават за треската. Българското казва, че пропускате следващия ход, а естонското, виетнамското и датското — че хвърляте още веднъж.
settings-start-chips = 🪙 Начални жетони
settings-ante = 🏦 Залог в общия фонд
settings-timeout = ⏱ Време за ход
settings-timeout-value = { $seconds } с
settings-timeout-off = Без ограничение
settings-timeout-about = { settings-timeout }: по средата на срока идва напомняне; когато времето изтече, компютърът изиграва хода вместо играча, а ако това стане { $count ->
        [one] 1 път
       *[other] { $count } пъти
    } подред, играчът остава извън играта.
settings-timeout-inline = В тази игра напомнянето се вижда само в това съобщение: Telegram не изпраща известие при промяна на съобщение.
settings-dice = 🎲 Зар
settings-dice-telegram = Анимиран 🎲 (Telegram)
settings-dice-bot = Веднага (хвърля ботът)
settings-dice-about = { settings-dice }: при „Анимиран“ се хвърля 🎲 на Telegram и всички го виждат да се търкаля няколко секунди всеки ход; при „Веднага“ хвърля ботът и няма чакане.
settings-max-players = 👥 Най-много участници
settings-current = Сега: { $value }
settings-changed = ✅ { $setting }: { $value }
settings-row = { $setting }: { $value }
settings-locked = Настройките не могат да се променят, след като играта е започнала.
settings-solo = 🤖 Играта срещу компютъра е със стандартните настройки и на дъската, която изберете по-долу: започнете я с /new и изберете противниците си.
settings-bad-ante = Залогът не може да е повече от началните жетони.

## Език
lang-choose = 🌐 Изберете език
lang-changed = ✅ Език: { $language }
lang-switched = 🌐 { $name } смени езика на чата: { $language }.

## Игра сам
solo-title = 🏝 Игра срещу компютъра
solo-choose-opponents = Колко компютърни противници?
solo-opponents = { $count ->
        [one] 1 противник
       *[other] { $count } противници
    }
solo-choose-strength = Колко добре да играят?
solo-choose-strength-one = Колко добре да играе?
solo-started = ▶️ Вие и { $count ->
        [one] 1 компютърен играч
       *[other] { $count } компютърни играчи
    } отплавате. Първото хвърляне е ваше.

## Статистика
stats-title = 📊 Игрите на { $name }
stats-games = 🎮 { $count ->
        [one] 1 изиграна игра
       *[other] { $count } изиграни игри
    }
stats-wins = 🏆 { $count ->
        [one] 1 победа
       *[other] { $count } победи
    }
stats-deaths = ☠️ { $count ->
        [one] Бесилото: веднъж
       *[other] Бесилото: { $count } пъти
    }
stats-none = Още няма изиграни игри. Започнете с /new!
info-none-running = Още няма завършена игра: текущата ще се брои, когато свърши.
top-title = 🏆 Най-добрите Робинзони в този чат
top-line = { $rank }. { $name } — { $count ->
        [one] 1 победа
       *[other] { $count } победи
    } · { $games } 🎮
top-none = В този чат още няма изиграни игри.
top-no-wins = 🤖 Тук още никой човек не е печелил: компютърните играчи не се класират.
top-played = { $name } — { $games } 🎮

## Помощ, поздрав и команди
start-private = 👋 Добре дошли в „Робинзон Крузо“ — надбягване със зар през острова!
    Играйте тук сами срещу компютъра или ме добавете в група и играйте с приятели.
cmd-new = Нова игра
cmd-join = Включете се в играта
cmd-leave = Напуснете играта
cmd-begin = Започнете играта
cmd-roll = Хвърлете зара
cmd-board = Покажете дъската
cmd-rules = Правила на играта
cmd-lang = Сменете езика
cmd-settings = Настройки на играта
cmd-settings-private = Вид на дъската в игрите срещу компютъра
cmd-stats = Вашата статистика
cmd-top = Най-добрите в този чат
cmd-top-private = Най-добрите от всички чатове
cmd-cancel = Отменете играта
cmd-help = Как се играе
cmd-start = Поздрав и игра срещу компютъра
board-title = 🗺 Дъската

## Грешки
error-generic = 😕 Нещо се обърка. Нищо не е загубено; опитайте отново.
error-group-only = Това работи само в групов чат.
error-private-only = Това работи само в личен чат с мен.
error-bad-number = Моля, пратете цяло число.
cli-no-token = Задайте в TELEGRAM_BOT_TOKEN токена на своя бот (вземете го от @BotFather: https://t.me/BotFather) или опитайте бота в браузъра без токен: robinson-bot playground
cli-token-rejected = Telegram отхвърли токена: вземете нов от @BotFather: https://t.me/BotFather
cli-playground-no-token = Няма TELEGRAM_BOT_TOKEN, затова това е пробната площадка: ботът във вашия браузър. За истинския бот вземете токен от @BotFather (https://t.me/BotFather) и изпълнете TELEGRAM_BOT_TOKEN=… make run

## History
history-title = 📜 Последните игри тук
history-title-group = 📜 Последните игри в групата „{ $group }“
history-title-yours = 📜 Последните ви игри
history-won = { $number }. 🏆 { $name } спечели в кръг { $round }
history-no-winner = { $number }. ☠️ Никой не се прибра у дома
history-cancelled = { $number }. ✖️ Отменена в кръг { $round }
history-none = Тук още няма изиграни игри. Започнете с /new.
history-none-running = Тук още няма завършена игра: текущата ще се появи в списъка, когато свърши.
history-none-yours = 📜 Още нямате завършена игра. Всяка игра, която играете тук, в група или чрез @{ $bot }, ще се появи тук, когато свърши. Започнете с /new.
history-cancelled-uncounted = ✖️ Отменените игри не се броят в /stats.
cmd-history = Последните игри и хвърлянията им

## Знакът на бесилото и съобщението до върнатия при размяната
game-player-gallows = ☠️ при 6 — смърт
game-player-home-on = 🎯 само с { $value } се прибира у дома
game-player-timed-out = ⏱ компютърът изигра { $count } { $count ->
    [one] ход
       *[other] хода
 }
game-player-last-chance = ⚠️ още един пропуск и отпада
swap-told = ⚓ { $name }, { $mover } си размени мястото с вас: връщате се на № { $field }.

## Net chips, the top of every chat, a roll that counted, a running game
stats-chips-won = 🪙 Общо за всички игри: { $count ->
        [one] +1 жетон
       *[other] +{ $count } жетона
    } спрямо полученото в началото, преди залога
stats-chips-lost = 🪙 Общо за всички игри: { $count ->
        [one] −1 жетон
       *[other] −{ $count } жетона
    } спрямо полученото в началото, преди залога
stats-chips-even = 🪙 Общо за всички игри: ±0 жетона спрямо полученото в началото, преди залога
top-global-title = 🏆 Най-добрите Робинзони от всички чатове
top-global-none = Още няма завършени игри. Започнете с /new!
toast-roll-counted = Хвърлянето ви вече е отчетено: ботът хвърли 🎲 за вас. Сега е ред на { $name }.
toast-own-roll-counted = Вашият 🎲 вече е отчетен. Сега е ред на { $name }.
toast-roll-timed-out = ⏱ Времето ви изтече, затова компютърът изигра хода вместо вас. Сега е ред на { $name }.
toast-too-early = ⏳ Хвърлихте, преди дъската да покаже, че сте на ход, затова хвърлянето не се брои. Хвърлете отново сега.

## A turn's time in the settings' buttons
settings-timeout-minutes = { $minutes } мин

## Посрещане, /start, /help и кратките правила
welcome-group = 👋 Здравейте! Тук водя „Робинзон Крузо“: надбягване със зар през острова, от родния дом на Робинзон до срещата със стария му баща.
    Натиснете „🏝 Нова игра“, за да отворите маса; знамената сменят езика ми за тази група.
btn-new-game = 🏝 Нова игра
btn-play-computer = 🤖 Игра срещу компютъра
btn-add-to-group = ➕ Добавете ме в група
btn-full-rules = 📖 Всички правила
help-title = 🏝 Робинзон Крузо: как се играе
help-turn = 🎲 В своя ход натиснете „Хвърли“: зарът показва с колко полета се придвижвате.
rules-key-points =
    🪙 Полетата ви карат да плащате в общия фонд или да взимате от него; който пръв се прибере у дома, печели фонда.
    ☠️ Шестица, хвърлена на бесилото (№ 42), убива.
rules-key-share = 🤝 Победителят дели фонда: една трета за своя Петкан, а ако няма такъв — половината за най-близкия до дома.

## Домакин, който напусна; край с напуснали играчи
game-host-passed = 👑 Новият домакин е { $name }.
end-share-none-left = Никой друг не е останал в играта, затова победителят задържа всичко.
end-no-winner-left = 🚪 Никой не остана в играта. Общият фонд остава неспечелен: { $pot } 🪙

## Игра, която вече е тук: на масата сте или се включвате през личния чат
lobby-already-seated = Вече сте на масата: играта започва, когато домакинът натисне „{ $button }“.
lobby-already-host = Вие сте домакинът: играта започва, когато натиснете „{ $button }“.
joined-private-already = ✅ Вече сте в играта на „{ $group }“: тя започва там, когато домакинът натисне „{ $button }“.
joined-private-playing = 🎲 Вече играете в „{ $group }“.
joined-private-started = ⏳ Играта в „{ $group }“ вече започна; можете да се включите в следващата.
joined-private-none = 🏝 В групата „{ $group }“ вече няма отворена игра: всеки там може да започне нова с /new.

# Issue 25: a solo game speaks to its player; the solo menu's mix
game-your-turn = 🎲 Вие сте на ход: натиснете „Хвърли“.
game-your-choice = 👇 Вие избирате: натиснете бутон отдолу.
game-parrot-call-you = 🦜 Кажете го и вие: натиснете „Бедният Робинзон!“
game-parrot-call-named = 🦜 Кажете го с { $name }: натиснете „Бедният Робинзон!“
game-parrot-call-yours = 🦜 Говорите с папагала: натиснете „Бедният Робинзон!“
game-parrot-call-group = 🦜 { $name } говори с папагала. Всички заедно: натиснете „Бедният Робинзон!“
btn-bot-mix = 🔀 Смесено
strength-mix-about = 🔀 Смесено: умни и случайни противници се редуват.

# Issue 25: the private rule book's parts behind buttons
btn-rules-decisions = ⚖️ Нашите решения R1–R27
btn-rules-fields = 🗺 45-те полета

# Issue 25: /history in a group shows the games; the logs come in private
btn-history-logs = 🎲 Записите на игрите в личен чат
btn-game-log = 🎲 Хвърлянията в тази игра
history-not-member = Само членовете на групата могат да видят игрите ѝ.

## Inline mode: a game in any chat, in one message
inline-title = 🏝 Нова игра „Робинзон Крузо“
inline-description = Съобщението в този чат е самата игра: всеки тук може да се включи и да играе в него.
btn-play-elsewhere = 🎲 Игра в друг чат
btn-remove-seat = ➖ Премахни играч

# Play-test 43: a command the bot does not know, in a private chat
unknown-command = 🤔 Не познавам командата { $command }. /help показва всички команди.
unknown-command-guess = 🤔 Не познавам командата { $command }. Може би { $guess }? /help показва всички команди.
