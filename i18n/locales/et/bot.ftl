# Kõik boti sõnumid väljaspool mängu lugu.
# Nimed ($name, $names) pannakse sisse nii, nagu need on; bot ise hoolitseb varjestuse eest. Märgistust siin pole.
# Nimesid ei käänata: laused on ehitatud nii, et nimi jääb nimetavasse.

language-name = 🇪🇪 Eesti

## Ootesaal
lobby-title = 🏝 Robinson Crusoe – uus mäng
lobby-host = 👑 Mängu looja: { $name }
lobby-last-winner = 🏆 Eelmine mäng: võitis { $name }
lobby-last-no-winner = 🏁 Eelmine mäng: keegi ei jõudnud koju
lobby-players-title = 👥 Osalejad:
lobby-players-full = 👥 Osalejad ({ $seated }/{ $max }, laud on täis):
lobby-player = { $index }. { $name }
lobby-player-cashier = { $index }. { $name } · 💰 kassapidaja, alustab
lobby-player-bot = { $index }. 🤖 { $name } · { $strength }
lobby-no-players = Keegi pole veel liitunud.
lobby-seats = 🪑 { $count ->
        [one] 1 osaleja
       *[other] { $count } osalejat
    } { $max }-st (vähemalt { $min })
lobby-settings-title = ⚙️ Seaded
lobby-field12-skip = 🤒 Nr 12: järgmine käik jääb vahele
lobby-field12-extra = 🤒 Nr 12: veel üks veeretus
lobby-start-chips = 🪙 Igaühel alguses: { $count ->
        [one] 1 žetoon
       *[other] { $count } žetooni
    }
lobby-ante = 🏦 Sissemakse panka: { $count ->
        [one] 1 žetoon
       *[other] { $count } žetooni
    }
lobby-timeout = ⏱ Aega käigu kohta: { $time }
lobby-timeout-off = ⏱ Aega käigu kohta: piiramatult
lobby-dice-telegram = 🎲 Täring: animeeritud 🎲 (Telegram)
lobby-dice-bot = 🎲 Täring: kohe (veeretab bot)
lobby-language = 🌐 Keel: { $language }
lobby-usually = (tavaliselt { $value })
lobby-rule-followed = (muutus koos keelega)
lobby-hint = Vajuta „Liitu“, et koht sisse võtta. Noorim osaleja vajutab „Mina olen noorim“: temast saab kassapidaja ja ta alustab.
lobby-roll-hint = 👉 Veereta nupuga „🎲 Veereta“, käsuga /roll või saada oma 🎲.
lobby-roll-hint-buttons = 👉 Veereta nupuga „🎲 Veereta“ või käsuga /roll: selles grupis saadetud täringud botini ei jõua.
lobby-bot-name = Arvuti { $number }
# The computer players' names, as the language spells them (after Defoe's characters).
computer-xury = Xury
computer-poll = Poll
computer-atkins = Atkins
computer-ismael = Ismael
computer-mirth = Mirth
computer-wilkins = Wilkins
computer-zoe = Zoe
computer-kelly = Kelly
computer-moll = Moll

strength-random = juhuslik
strength-forward = julge
strength-optimal = tark
strength-random-about = 🎲 Juhuslik: valib suvalise lubatud käigu.
strength-forward-about = ➡️ Julge: valib alati käigu, mis viib kõige kaugemale.
strength-optimal-about = 🧠 Tark: valib käigu, mis annab suurima võiduvõimaluse, arvestades kõigi mängijate asukohta.

btn-join = ✋ Liitu
btn-leave = 🚪 Lahku
btn-join-private = 💬 Liitu privaatvestluses
btn-youngest = 👶 Mina olen noorim
btn-add-bot = 🤖 Lisa arvutimängija
btn-bot-random = 🎲 Juhuslik
btn-bot-forward = ➡️ Julge
btn-bot-optimal = 🧠 Tark
btn-remove-bot = ➖ Eemalda arvutimängija
btn-settings = ⚙️ Seaded
btn-start = ▶️ Alusta
btn-cancel = ✖️ Tühista
btn-sure-leave = ✅ Lahkun mängust
btn-sure-cancel = ✅ Tühistan mängu
btn-play-on = ↩️ Mängime edasi
toast-sure-leave = 🚪 Kas tõesti lahkud? Žetoonid jäävad sulle, aga sa ei veereta enam ja mäng jätkub ilma sinuta. Kinnita allpool nupuga „{ $button }“.
toast-sure-cancel = ✖️ Kas tühistad mängu kõigi jaoks? Kinnita allpool nupuga „{ $button }“.
inline-asks-leave = 🚪 { $name } soovib mängust lahkuda: ✅ kinnitamiseks, ↩️ mängu jätkamiseks.
inline-asks-cancel = ✖️ { $name } soovib mängu tühistada: ✅ kinnitamiseks, ↩️ mängu jätkamiseks.
toast-sure-cancel-solo = ✖️ Kas tühistad mängu? Kinnita allpool nupuga „{ $button }“.
toast-sure-leave-solo = 🚪 Kas tõesti lahkud? Siis mängivad arvutimängijad mängu lõpuni ja see läheb sinu /stats arvesse (käsuga /cancel tühistatud mäng ei lähe). Kinnita allpool nupuga „{ $button }“.
toast-sure-leave-last = 🚪 Kas tõesti lahkud? Oled mängus viimane inimene: mäng lõpeb ja pank jääb omanikuta ({ $pot } 🪙). Kinnita allpool nupuga „{ $button }“.
toast-question-for = See küsimus on mõeldud mängijale { $name }.
toast-only-host-inline = Seda mängu saab tühistada ainult mängu looja { $name }.
btn-play-again = 🔁 Mängi uuesti
btn-back = ⬅️ Tagasi
btn-done = ✅ Valmis
btn-language = 🌐 Keel
btn-roll = 🎲 Veereta
btn-parrot = 🦜 Vaene Robinson!
btn-finish-for-me = ⏩ Mängi minu eest lõpuni
game-last-person = ⏩ { $name } on mängus viimane inimene: veereta edasi või vajuta „Mängi minu eest lõpuni“.
game-last-person-choice = ⏩ { $name } on mängus viimane inimene: vali või vajuta „Mängi minu eest lõpuni“.
btn-rules = 📜 Reeglid

lobby-joined = ✋ { $name } liitus mänguga.
lobby-left = 🚪 { $name } lahkus ootesaalist.
lobby-youngest = 👶 { $name } on noorim: temast saab kassapidaja ja ta alustab.
lobby-bot-added = 🤖 { $name } ({ $strength }) võtab koha sisse.
lobby-bot-removed = ➖ { $name } lahkub laua tagant.
lobby-remove-about = ➖ Vajuta allpool nimele, et see mängija laua tagant eemaldada.
lobby-too-few = Osalejaid on veel liiga vähe: alustamiseks on vaja vähemalt { $min }.
lobby-too-many = Laud on täis: kõige rohkem { $max } osalejat.
lobby-only-host-start = Mängu saab alustada ainult mängu looja või vestluse admin.
lobby-only-host-cancel = Mängu saab tühistada ainult mängu looja või vestluse admin.
lobby-only-host-settings = Seadeid saab muuta ainult mängu looja või vestluse admin.
lobby-already-joined = Sa oled juba liitunud.
lobby-not-joined = Sa ei ole selle mänguga liitunud.
lobby-exists = Selles vestluses pannakse juba mängu kokku: vajuta ülal olevat nuppu „{ $button }“.
lobby-exists-below = Selles vestluses pannakse juba mängu kokku: vajuta all olevat nuppu „{ $button }“.
lobby-game-running = Selles vestluses käib juba mäng.
lobby-running-end-yours = Saad selle tühistada käsuga /cancel.
lobby-running-end-host = Mängu looja { $name } või vestluse admin saab selle tühistada käsuga /cancel.
lobby-join-next = Järgmise mänguga saad liituda, kui see mäng on läbi.
lobby-started = ▶️ Mäng algab! Kassapidaja on { $name } ja tema veeretab esimesena.
start-ping = ▶️ { $players }: mäng algab! Kassapidaja on { $name } ja tema veeretab esimesena.
lobby-cancelled = ✖️ Mängu tühistas { $name }.
lobby-cancelled-private = ✖️ Sa tühistasid mängu.
cancel-standings = 📍 Kes kus oli:
cancel-standing = { $place }. { $name }: nr { $field } · { $chips } 🪙
cancel-standing-start = { $place }. { $name }: stardis · { $chips } 🪙
cancel-pot = 🏦 Pank jääb omanikuta: { $pot } 🪙
game-finished-for = ⏩ { $name }: { $count ->
        [one] viimane käik mängiti
       *[other] viimased { $count } käiku mängiti
    } tema eest reeglite järgi.
lobby-expired = ⌛ Keegi ei alustanud mängu, seepärast ootesaal suleti.
lobby-no-game = Selles vestluses pole mängu. Alusta käsuga /new.
lobby-no-game-inline = @{ $bot } kaudu saadetud mängu mängitakse selle all olevate nuppudega.

## Mängu elav sõnum
game-header = 🏝 Robinson · ring { $round } · pank { $pot } 🪙
game-player = 🧭 { $name } nr { $field } · { $chips } 🪙
game-player-start = 🧭 { $name } stardis · { $chips } 🪙
game-player-turn = 👉 { $name } nr { $field } · { $chips } 🪙
game-player-turn-start = 👉 { $name } stardis · { $chips } 🪙
game-player-dead = ☠️ { $name } (surnud) · { $chips } 🪙
game-player-left = 🚪 { $name } (lahkus) · { $chips } 🪙
game-player-removed = 🚪 { $name } (eemaldatud) · { $chips } 🪙
game-player-home = 🏠 { $name } kodus · { $chips } 🪙
game-player-friday = 🤝 Reede: { $name }
game-player-fever = 🤒 jätab järgmise käigu vahele
game-player-restart = 🚢 võib alustada uuesti
game-player-tree = 🌳 võib jääda puu otsa
game-turn = 🎲 Käik: { $name } – vajuta „Veereta“.
game-turn-dice = 🎲 Käik: { $name } – saada 🎲 või vajuta „Veereta“.
game-turn-button = 🎲 Käik: { $name } – vajuta „Veereta“.
game-waiting-choice = ⏳ Ootame, kuni { $name } valib.
game-parrot-call = 🦜 Kõik koos: vajutage „Vaene Robinson!“
game-said-poor = 🦜 „Vaene Robinson!“ – { $names }
game-you-said = 🦜 Sa ütlesid: „Vaene Robinson!“
game-last-moves = Viimased käigud:

## Meeldetuletused ja ajalõpud
remind-turn = { $name }, sinu käik! 🎲
remind-choice = { $name }, sinu kord valida! ⏳
remind-time-limit = ⏱ Sul on { $time } käigu kohta; kui aeg saab otsa, teeb arvuti käigu sinu eest.
remind-time-only = ⏱ Sul on { $time } käigu kohta.
remind-last-chance = ⚠️ Kui ka selle käigu aeg saab otsa, eemaldatakse sind mängust.
remind-time-left = ⏳ Selle käigu jaoks on jäänud { $time }; kui aeg saab otsa, teeb arvuti käigu sinu eest.
remind-time-left-only = ⏳ Selle käigu jaoks on jäänud { $time }.
time-minutes-seconds = { $minutes } min { $seconds } s
timeout-auto = ⏱ { $name } mõtles liiga kaua; arvuti tegi käigu tema eest.
timeout-removed = 🚪 { $name } jättis järjest { $count ->
        [one] 1 käigu
       *[other] { $count } käiku
    } vahele ja eemaldati mängust.

## Lõpp
end-title = 🏁 Mäng on läbi
end-winner = 🏆 { $name } jõudis koju { $round }. ringis ja võidab panga: { $pot } 🪙
end-share-friday = 🤝 Reede { $name } saab kolmandiku: { $chips } 🪙
end-share-nearest = 🪙 Kodule kõige lähemal olev { $name } saab poole: { $chips } 🪙
end-share-tie = ⚖️ Samuti numbril { $field }: { $names }. Võrdse kauguse korral saab poole käigujärjekorras esimene pärast võitjat.
end-share-none = Kedagi teist pole elus, seega jätab võitja kõik endale.
end-no-winner = ☠️ Keegi ei jäänud ellu. Pank jääb omanikuta: { $pot } 🪙
end-purses-title = 👛 Rahakotid lõpus:
end-purse = { $name }: { $chips } 🪙
end-purse-winner = 🏆 { $name }: { $chips } 🪙
end-purse-dead = ☠️ { $name }: { $chips } 🪙 (suri võllas)
end-purse-left = 🚪 { $name }: { $chips } 🪙 (lahkus mängust)
end-purse-removed = 🚪 { $name }: { $chips } 🪙 (eemaldati mängust)
end-dice-log = 🎲 Veeretused: { $dice }
end-choices-log = 🔀 Valikud: { $choices }
end-replay =
    Selle mängu kordamiseks:
    { $command }
end-replay-seats = 💺 Kohad käsus: { $seats }
end-turns = { $count ->
        [one] Mängiti 1 käik.
       *[other] Mängiti { $count } käiku.
    }

## Lühivastused nupule
toast-not-your-turn = Praegu ei ole sinu käik.
toast-old-game = See nupp on vanast mängust.
toast-already-done = Juba tehtud.
toast-now-your-turn = Mäng läks vahepeal edasi: nüüd on sinu käik.
toast-choose-again = 👆 Vajutasid kohe pärast oma veeretust, nii et midagi ei valitud: vajuta uuesti soovitud nuppu.
toast-finish-sure = Vajuta veel kord nuppu „{ $button }“ ja mäng mängitakse sinu eest reeglite järgi lõpuni (6 võllal, numbril 42, tapab ka siis).
toast-busy = ⏳ Üks hetk – käike alles mängitakse.
toast-busy-twin = ⏳ Üks hetk – sinu eelmist vajutust alles töödeldakse.
toast-unknown-button = Tundmatu nupp.
toast-not-in-game = Sa ei osale selles mängus.
toast-you-left = Sa lahkusid sellest mängust.
toast-you-joined = ✋ Sa liitusid selle mänguga.
toast-not-member = Ma ei ole enam selles grupis: lisa mind uuesti, et siin mängida.
toast-join-first = Vajuta kõigepealt „{ $button }“, et koht sisse võtta.
toast-removed = Jätsid järjest { $count ->
        [one] 1 käigu
       *[other] { $count } käiku
    } vahele ja sind eemaldati mängust.
toast-join-not-member = Selle grupi mänguga saavad liituda ainult grupi liikmed.
toast-only-host = Seda saab teha ainult mängu looja või vestluse admin.
toast-only-host-named = Seda saab teha ainult mängu looja { $name }.
toast-only-host-or-admin = Seda saab teha ainult mängu looja { $name } või vestluse admin.
toast-only-host-or-admin-cancel = Seda mängu saab tühistada ainult mängu looja { $name } või vestluse admin.
toast-only-host-or-admin-lang = Selle vestluse keel on { $language }; seda saab vahetada ainult mängu looja { $name } või vestluse admin.
toast-lang-admin-or-host = Vestluse keelt saab vahetada ainult vestluse admin või siinse mängu looja.
toast-forwarded-dice = Edasi saadetud täring ei lähe arvesse: veereta ise 🎲.
toast-only-dice = Arvesse läheb ainult täring 🎲, mitte { $emoji }.
toast-not-your-roll = Praegu veeretab { $name }, mitte sina.
toast-game-not-running = Praegu ei käi ühtegi mängu: mängu looja vajutab „{ btn-start }“.
toast-unreachable = 🏝 Saarele ei pääse praegu ligi. Proovi hetke pärast uuesti.
toast-roll-again = 🎲 See täring ei lähe arvesse: saarele ei pääse praegu ligi. Veereta uuesti.
toast-damaged = Salvestatud mäng oli vigane ja pandi kõrvale. Alusta uut käsuga /new.
toast-updating = ⏳ Botti uuendatakse – proovi minuti pärast uuesti. Kõik on alles.
toast-choose-first = Vali kõigepealt üks nuppudest.
toast-parrot-silent = Papagoi vaikib praegu: oota, kuni keegi jõuab numbrile 17.
joined-private = ✅ Oled sees! Mäng algab grupis „{ $group }“, kui mängu looja vajutab „{ $button }“.
btn-to-group = ↩️ Tagasi gruppi
toast-left = Sa lahkusid mängust.
toast-saved = Salvestatud.

## Seaded
settings-title = ⚙️ Seaded
settings-field12 = 🤒 Nr 12
settings-field12-skip = Käik jääb vahele
settings-field12-extra = Veel üks veeretus
settings-field12-about = { settings-field12 }: palaviku kohta on väljaannetes eri reeglid. Bulgaaria väljaandes jätad järgmise käigu vahele; Eesti, Vietnami ja Taani väljaandes veeretad kohe veel ühe korra.
settings-start-chips = 🪙 Algžetoonid
settings-ante = 🏦 Sissemakse panka
settings-timeout = ⏱ Aega käigu kohta
settings-timeout-value = { $seconds } s
settings-timeout-off = Piiramatult
settings-timeout-about = { settings-timeout }: poole aja möödudes tuleb meeldetuletus. Kui aeg saab otsa, teeb arvuti käigu mängija eest; kui see juhtub { $count ->
        [one] 1 käigul
       *[other] { $count } käigul
    } järjest, eemaldatakse mängija mängust.
settings-timeout-inline = Selle mängu meeldetuletus on ainult selles sõnumis: Telegram ei teavita kedagi sõnumi muutmisest.
settings-dice = 🎲 Täring
settings-dice-telegram = Animeeritud 🎲 (Telegram)
settings-dice-bot = Kohe (veeretab bot)
settings-dice-about = { settings-dice }: „Animeeritud“ puhul veeretatakse Telegrami enda 🎲, mille veeremist näevad kõik igal käigul paar sekundit; „Kohe“ puhul veeretab bot ja ootama ei pea.
settings-max-players = 👥 Kõige rohkem osalejaid
settings-current = Praegu: { $value }
settings-changed = ✅ { $setting }: { $value }
settings-row = { $setting }: { $value }
settings-locked = Kui mäng on alanud, seadeid muuta ei saa.
settings-solo = 🤖 Arvuti vastu mängitakse tavaseadetega, allpool valitud mängulaual: alusta mängu käsuga /new ja vali oma vastased.
settings-bad-ante = Sissemakse ei saa olla suurem kui algžetoonide arv.

## Keel
lang-choose = 🌐 Vali keel
lang-changed = ✅ Keel: { $language }
lang-switched = 🌐 { $name } vahetas vestluse keele: { $language }.

## Üksi mängimine
solo-title = 🏝 Mäng üksi
solo-choose-opponents = Mitu arvutivastast?
solo-opponents = { $count ->
        [one] 1 vastane
       *[other] { $count } vastast
    }
solo-choose-strength = Kui hästi nad peaksid mängima?
solo-choose-strength-one = Kui hästi peaks arvuti mängima?
solo-started = ▶️ Sina ja { $count ->
        [one] 1 arvutimängija
       *[other] { $count } arvutimängijat
    } asute teele. Sina veeretad esimesena.

## Statistika
stats-title = 📊 Mängija { $name } mängud
stats-games = 🎮 { $count ->
        [one] 1 mäng mängitud
       *[other] { $count } mängu mängitud
    }
stats-wins = 🏆 { $count ->
        [one] 1 võit
       *[other] { $count } võitu
    }
stats-deaths = ☠️ { $count ->
        [one] suri võllas 1 kord
       *[other] suri võllas { $count } korda
    }
stats-none = Ühtegi mängu pole veel mängitud. Alusta käsuga /new!
info-none-running = Ükski mäng pole veel lõppenud: käimasolev läheb arvesse, kui see lõpeb.
top-title = 🏆 Selle vestluse parimad Robinsonid
top-line = { $rank }. { $name } – { $count ->
        [one] 1 võit
       *[other] { $count } võitu
    } · { $games } 🎮
top-none = Selles vestluses pole veel mänge mängitud.
top-no-wins = 🤖 Siin pole veel ükski inimene võitnud: arvutimängijaid edetabelisse ei panda.
top-played = { $name } – { $games } 🎮

## Abi, tervitus ja käsud
start-private = 👋 Tere tulemast mängima „Robinson Crusoe’d“ – täringuvõistlust üle saare!
    Mängi siin üksi arvuti vastu või lisa mind gruppi ja mängi sõpradega.
cmd-new = Uus mäng
cmd-join = Liitu mänguga
cmd-leave = Lahku mängust
cmd-begin = Alusta mängu
cmd-roll = Veereta täringut
cmd-board = Näita mängulauda
cmd-rules = Mängureeglid
cmd-lang = Muuda keelt
cmd-settings = Mängu seaded
cmd-settings-private = Mängulaua vaade mängudes arvuti vastu
cmd-stats = Sinu statistika
cmd-top = Selle vestluse parimad
cmd-top-private = Kõigi vestluste parimad
cmd-cancel = Tühista mäng
cmd-help = Kuidas mängida
cmd-start = Tervitus ja mäng üksi
board-title = 🗺 Mängulaud

## Vead
error-generic = 😕 Midagi läks valesti. Kõik on alles – proovi palun uuesti.
error-group-only = See töötab ainult grupivestluses.
error-private-only = See töötab ainult minuga privaatvestluses.
error-bad-number = Palun saada täisarv.
cli-no-token = Pane muutujasse TELEGRAM_BOT_TOKEN oma boti token (tokeni saad @BotFatherilt: https://t.me/BotFather) või proovi botti ilma tokenita brauseris: robinson-bot playground
cli-token-rejected = Telegram lükkas tokeni tagasi: uue tokeni saad @BotFatherilt: https://t.me/BotFather
cli-playground-no-token = TELEGRAM_BOT_TOKEN puudub, seega avaneb mänguväljak: bot sinu brauseris. Päris boti jaoks hangi token @BotFatherilt (https://t.me/BotFather) ja käivita TELEGRAM_BOT_TOKEN=… make run

## History
history-title = 📜 Viimased mängud siin
history-title-group = 📜 Viimased mängud grupis „{ $group }“
history-title-yours = 📜 Sinu viimased mängud
history-won = { $number }. 🏆 { $name } võitis { $round }. ringis
history-no-winner = { $number }. ☠️ Keegi ei jõudnud koju
history-cancelled = { $number }. ✖️ Tühistati { $round }. ringis
history-none = Siin pole veel ühtegi mängu mängitud. Alusta käsuga /new.
history-none-running = Siin pole veel ükski mäng lõppenud: käimasolev mäng lisatakse nimekirja, kui see lõpeb.
history-none-yours = 📜 Ükski sinu mäng pole veel lõppenud. Iga mäng, mida mängid siin, grupis või @{ $bot } kaudu, tuleb siia kirja, kui see lõpeb. Alusta käsuga /new.
history-cancelled-uncounted = ✖️ Tühistatud mängu /stats ei arvesta.
cmd-history = Viimased mängud ja nende veeretused

## Võlla märk ja vahetuse sõnum sellele, kes tagasi saadeti
game-player-gallows = ☠️ 6 tähendab surma
game-player-home-on = 🎯 koju viib ainult { $value }
game-player-timed-out = ⏱ arvuti tegi { $count } { $count ->
    [one] käigu
       *[other] käiku
 }
game-player-last-chance = ⚠️ veel üks vahelejätt: väljas
swap-told = ⚓ { $name }, { $mover } vahetas sinuga kohad: oled tagasi numbril { $field }.

## Net chips, the top of every chat, a roll that counted, a running game
stats-chips-won = 🪙 Kõigi mängude tulemus: { $count ->
        [one] +1 žetoon
       *[other] +{ $count } žetooni
    } algžetoonidega võrreldes, enne sissemakset
stats-chips-lost = 🪙 Kõigi mängude tulemus: { $count ->
        [one] −1 žetoon
       *[other] −{ $count } žetooni
    } algžetoonidega võrreldes, enne sissemakset
stats-chips-even = 🪙 Kõigi mängude tulemus: ±0 žetooni algžetoonidega võrreldes, enne sissemakset
top-global-title = 🏆 Kõigi vestluste parimad Robinsonid
top-global-none = Ühtegi mängu pole veel lõpetatud. Alusta käsuga /new!
toast-roll-counted = Sinu veeretus läks juba arvesse: bot veeretas 🎲 sinu eest. Nüüd on käik: { $name }.
toast-own-roll-counted = Sinu enda 🎲 läks juba arvesse. Nüüd on käik: { $name }.
toast-roll-timed-out = ⏱ Sinu aeg sai otsa; arvuti tegi käigu sinu eest. Nüüd on käik: { $name }.
toast-too-early = ⏳ Sinu veeretus tuli enne, kui mängulaud näitas, et on sinu käik, seega see ei lähe arvesse. Veereta nüüd uuesti.

## A turn's time in the settings' buttons
settings-timeout-minutes = { $minutes } min

## Tervitus, /start, /help ja lühireeglid
welcome-group = 👋 Tere! Ma juhin siin mängu „Robinson Crusoe“: täringuvõistlus üle saare, Robinsoni kodust kuni kohtumiseni vana isaga.
    Vajuta „🏝 Uus mäng“, et laud avada; lipud vahetavad selle grupi keelt.
btn-new-game = 🏝 Uus mäng
btn-play-computer = 🤖 Mängi arvuti vastu
btn-add-to-group = ➕ Lisa mind gruppi
btn-full-rules = 📖 Kõik reeglid
help-title = 🏝 Robinson Crusoe: kuidas mängida
help-turn = 🎲 Oma käigul vajuta „Veereta“: liigud edasi nii mitu numbrit, kui täring näitab.
rules-key-points =
    🪙 Numbrid panevad sind panka maksma või sealt võtma; kes esimesena koju jõuab, võidab panga.
    ☠️ Võllal, numbril 42, veeretatud 6 tapab.
rules-key-share = 🤝 Võitja jagab panka: kolmandik oma Reedele, muidu pool sellele, kes on kodule kõige lähemal.

## Mängu looja lahkus; lõpp, kui keegi lahkus
game-host-passed = 👑 Mängu looja rolli võtab üle { $name }.
end-share-none-left = Kedagi teist pole enam mängus, seega jätab võitja kõik endale.
end-no-winner-left = 🚪 Mängu ei jäänud kedagi. Pank jääb omanikuta: { $pot } 🪙

## Mäng on juba olemas: oled laua taga või liitud privaatvestlusest
lobby-already-seated = Sa oled juba laua taga: mäng algab, kui mängu looja vajutab „{ $button }“.
lobby-already-host = Sina oled mängu looja: mäng algab, kui vajutad „{ $button }“.
joined-private-already = ✅ Sa oled juba mängus grupis „{ $group }“: mäng algab seal, kui mängu looja vajutab „{ $button }“.
joined-private-playing = 🎲 Sa mängid juba grupis „{ $group }“.
joined-private-started = ⏳ Mäng grupis „{ $group }“ on juba alanud; saad liituda järgmisega.
joined-private-none = 🏝 Grupis „{ $group }“ pole enam avatud mängu: igaüks saab seal uue alustada käsuga /new.

# Issue 25: a solo game speaks to its player; the solo menu's mix
game-your-turn = 🎲 Sinu käik: vajuta „Veereta“.
game-your-choice = 👇 Sinu valik: vajuta all olevat nuppu.
game-parrot-call-you = 🦜 Ütle sinagi: vajuta „Vaene Robinson!“
game-parrot-call-named = 🦜 { $name } ütleb, ütle ka: vajuta „Vaene Robinson!“
game-parrot-call-yours = 🦜 Sa räägid papagoiga: vajuta „Vaene Robinson!“
game-parrot-call-group = 🦜 { $name } räägib papagoiga. Kõik koos: vajutage „Vaene Robinson!“
btn-bot-mix = 🔀 Segamini
strength-mix-about = 🔀 Segamini: targad ja juhuslikud vastased vaheldumisi.

# Issue 25: the private rule book's parts behind buttons
btn-rules-decisions = ⚖️ Meie otsused R1–R27
btn-rules-fields = 🗺 45 numbrit

# Issue 25: /history in a group shows the games; the logs come in private
btn-history-logs = 🎲 Mängude logi privaatvestluses
btn-game-log = 🎲 Selle mängu veeretused
history-not-member = Selle grupi mänge näevad ainult grupi liikmed.

## Inline mode: a game in any chat, in one message
inline-title = 🏝 Uus mäng: Robinson Crusoe
inline-description = Sõnum selles vestluses ongi mäng: kõik siin saavad liituda ja selles mängida.
btn-play-elsewhere = 🎲 Mängi teises vestluses
btn-remove-seat = ➖ Eemalda mängija

# Play-test 43: a command the bot does not know, in a private chat
unknown-command = 🤔 Käsku { $command } ma ei tunne. /help näitab kõiki käske.
unknown-command-guess = 🤔 Käsku { $command } ma ei tunne. Kas mõtlesid { $guess }? /help näitab kõiki käske.
