# Alle bottens beskeder uden for selve spillets historie.
# Navne ($name, $names) indsættes, som de er; botten sørger selv for escaping. Ingen formatering her.

language-name = 🇩🇰 Dansk

## Lobby
lobby-title = 🏝 Robinson Crusoe – nyt spil
lobby-host = 👑 Vært: { $name }
lobby-last-winner = 🏆 Sidste spil: { $name } vandt
lobby-last-no-winner = 🏁 Sidste spil: ingen kom hjem
lobby-players-title = 👥 Deltagere:
lobby-players-full = 👥 Deltagere ({ $seated }/{ $max }, fuldt bord):
lobby-player = { $index }. { $name }
lobby-player-cashier = { $index }. { $name } · 💰 kasserer, slår først
lobby-player-bot = { $index }. 🤖 { $name } · { $strength }
lobby-no-players = Ingen har meldt sig endnu.
lobby-seats = 🪑 { $count ->
        [one] 1 deltager
       *[other] { $count } deltagere
    } af { $max } (mindst { $min })
lobby-settings-title = ⚙️ Indstillinger
lobby-field12-skip = 🤒 Felt 12: stå over næste tur
lobby-field12-extra = 🤒 Felt 12: slå én gang til
lobby-start-chips = 🪙 Hver deltager får { $count ->
        [one] 1 mærke
       *[other] { $count } mærker
    }
lobby-ante = 🏦 Indsats i puljen: { $count ->
        [one] 1 mærke
       *[other] { $count } mærker
    }
lobby-timeout = ⏱ Tid pr. tur: { $time }
lobby-timeout-off = ⏱ Tid pr. tur: ubegrænset
lobby-dice-telegram = 🎲 Terning: animeret 🎲 (Telegram)
lobby-dice-bot = 🎲 Terning: straks (botten slår)
lobby-language = 🌐 Sprog: { $language }
lobby-usually = (standard: { $value })
lobby-rule-followed = (skiftet med sproget)
lobby-hint = Tryk »Vær med« for at tage plads. Den yngste trykker »Jeg er yngst« og bliver dermed kasserer og starter.
lobby-roll-hint = 👉 Slå med knappen »🎲 Slå«, med /roll eller send din egen 🎲.
lobby-roll-hint-buttons = 👉 Slå med knappen »🎲 Slå« eller med /roll: terninger, der sendes i denne gruppe, når ikke frem til botten.
lobby-bot-name = Computer { $number }
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

strength-random = tilfældig
strength-forward = modig
strength-optimal = klog
strength-random-about = 🎲 Tilfældig: vælger et hvilket som helst lovligt træk.
strength-forward-about = ➡️ Modig: vælger altid det træk, der fører længst frem.
strength-optimal-about = 🧠 Klog: vælger det træk, der giver størst chance for at vinde, ud fra hvor alle står.

btn-join = ✋ Vær med
btn-leave = 🚪 Meld fra
btn-join-private = 💬 Vær med via privat chat
btn-youngest = 👶 Jeg er yngst
btn-add-bot = 🤖 Tilføj computerspiller
btn-bot-random = 🎲 Tilfældig
btn-bot-forward = ➡️ Modig
btn-bot-optimal = 🧠 Klog
btn-remove-bot = ➖ Fjern en computerspiller
btn-settings = ⚙️ Indstillinger
btn-start = ▶️ Start
btn-cancel = ✖️ Afbryd
btn-sure-leave = ✅ Forlad spillet
btn-sure-cancel = ✅ Afbryd spillet
btn-play-on = ↩️ Spil videre
toast-sure-leave = 🚪 Vil du virkelig forlade spillet? Du beholder dine mærker, men slår ikke mere, og spillet fortsætter uden dig. Tryk på »{ $button }« nedenfor.
toast-sure-cancel = ✖️ Vil du afbryde spillet for alle? Tryk på »{ $button }« nedenfor.
inline-asks-leave = 🚪 { $name } vil forlade spillet: ✅ for at bekræfte, ↩️ for at spille videre.
inline-asks-cancel = ✖️ { $name } vil afbryde spillet: ✅ for at bekræfte, ↩️ for at spille videre.
toast-sure-cancel-solo = ✖️ Vil du afbryde spillet? Tryk på »{ $button }« nedenfor.
toast-sure-leave-solo = 🚪 Vil du virkelig forlade spillet? Så spiller computerspillerne det færdigt, og det tæller med i din /stats (et spil afbrudt med /cancel gør ikke). Tryk på »{ $button }« nedenfor.
toast-sure-leave-last = 🚪 Vil du virkelig forlade spillet? Du er den sidste deltager tilbage: spillet slutter, og ingen vinder puljen ({ $pot } 🪙). Tryk på »{ $button }« nedenfor.
toast-question-for = Spørgsmålet er til { $name }.
toast-only-host-inline = Kun værten, { $name }, kan afbryde dette spil.
btn-play-again = 🔁 Spil igen
btn-back = ⬅️ Tilbage
btn-done = ✅ Færdig
btn-language = 🌐 Sprog
btn-roll = 🎲 Slå
btn-parrot = 🦜 Stakkels Robinson!
btn-finish-for-me = ⏩ Spil færdig for mig
game-last-person = ⏩ { $name } er den sidste deltager i spillet: slå videre, eller tryk »Spil færdig for mig«.
game-last-person-choice = ⏩ { $name } er den sidste deltager i spillet: vælg, eller tryk »Spil færdig for mig«.
btn-rules = 📜 Regler

lobby-joined = ✋ { $name } er med i spillet.
lobby-left = 🚪 { $name } forlod lobbyen.
lobby-youngest = 👶 { $name } er yngst: kasserer og slår først.
lobby-bot-added = 🤖 { $name } ({ $strength }) tager plads.
lobby-bot-removed = ➖ { $name } forlader bordet.
lobby-remove-about = ➖ Tryk på et navn nedenfor for at fjerne den spiller fra bordet.
lobby-too-few = Der er ikke deltagere nok endnu: der skal mindst { $min } til.
lobby-too-many = Bordet er fuldt: højst { $max } deltagere.
lobby-only-host-start = Kun værten eller en administrator i chatten kan starte spillet.
lobby-only-host-cancel = Kun værten eller en administrator i chatten kan afbryde spillet.
lobby-only-host-settings = Kun værten eller en administrator i chatten kan ændre indstillingerne.
lobby-already-joined = Du er allerede med.
lobby-not-joined = Du er ikke med i dette spil.
lobby-exists = Der er allerede et spil på vej i denne chat: tryk på knappen »{ $button }« ovenfor.
lobby-exists-below = Der er allerede et spil på vej i denne chat: tryk på knappen »{ $button }« nedenfor.
lobby-game-running = Der er allerede et spil i gang i denne chat.
lobby-running-end-yours = Du kan afbryde det med /cancel.
lobby-running-end-host = Værten, { $name }, eller en administrator i chatten kan afbryde det med /cancel.
lobby-join-next = Du kan være med i næste spil, når dette er slut.
lobby-started = ▶️ Spillet begynder! { $name } er kasserer og slår først.
start-ping = ▶️ { $players }: spillet begynder! { $name } er kasserer og slår først.
lobby-cancelled = ✖️ { $name } afbrød spillet.
lobby-cancelled-private = ✖️ Du afbrød spillet.
cancel-standings = 📍 Hvor alle stod:
cancel-standing = { $place }. { $name }: felt { $field } · { $chips } 🪙
cancel-standing-start = { $place }. { $name }: på start · { $chips } 🪙
cancel-pot = 🏦 Ingen vinder puljen: { $pot } 🪙
game-finished-for = ⏩ Botten spillede { $count ->
        [one] den sidste tur
       *[other] de sidste { $count } ture
    } for { $name } efter reglerne.
lobby-expired = ⌛ Ingen startede spillet, så lobbyen er lukket.
lobby-no-game = Der er intet spil i denne chat. Start et med /new.
lobby-no-game-inline = Et spil, der er sendt via @{ $bot }, spilles med knapperne under det.

## Spillets levende besked
game-header = 🏝 Robinson · runde { $round } · pulje { $pot } 🪙
game-player = 🧭 { $name } på felt { $field } · { $chips } 🪙
game-player-start = 🧭 { $name } ved start · { $chips } 🪙
game-player-turn = 👉 { $name } på felt { $field } · { $chips } 🪙
game-player-turn-start = 👉 { $name } ved start · { $chips } 🪙
game-player-dead = ☠️ { $name } (død) · { $chips } 🪙
game-player-left = 🚪 { $name } (forlod spillet) · { $chips } 🪙
game-player-removed = 🚪 { $name } (fjernet) · { $chips } 🪙
game-player-home = 🏠 { $name } hjemme · { $chips } 🪙
game-player-friday = 🤝 Fredag: { $name }
game-player-fever = 🤒 står over næste tur
game-player-restart = 🚢 kan starte forfra
game-player-tree = 🌳 kan blive i træet
game-turn = 🎲 { $name } skal slå.
game-turn-dice = 🎲 { $name } skal slå: send en 🎲 eller tryk »Slå«.
game-turn-button = 🎲 { $name } skal slå: tryk »Slå«.
game-waiting-choice = ⏳ Venter på, at { $name } vælger.
game-parrot-call = 🦜 Alle sammen: tryk »Stakkels Robinson!«
game-said-poor = 🦜 »Stakkels Robinson!« – { $names }
game-you-said = 🦜 Du sagde det: »Stakkels Robinson!«
game-last-moves = Seneste træk:

## Påmindelser og tidsudløb
remind-turn = { $name }, det er din tur! 🎲
remind-choice = { $name }, du skal træffe et valg. ⏳
remind-time-limit = ⏱ Du har { $time } pr. tur; når tiden løber ud, tager computeren trækket for dig.
remind-time-only = ⏱ Du har { $time } pr. tur.
remind-last-chance = ⚠️ Løber tiden også ud i denne tur, bliver du fjernet fra spillet.
remind-time-left = ⏳ Du har { $time } tilbage af denne tur; når tiden løber ud, tager computeren trækket for dig.
remind-time-left-only = ⏳ Du har { $time } tilbage af denne tur.
time-minutes-seconds = { $minutes } min { $seconds } s
timeout-auto = ⏱ { $name } var for længe om det, så computeren tog trækket.
timeout-removed = 🚪 { $name } missede { $count ->
        [one] 1 tur
       *[other] { $count } ture
    } i træk og er blevet fjernet fra spillet.

## Slutningen
end-title = 🏁 Spillet er slut
end-winner = 🏆 { $name } er hjemme i runde { $round } og vinder puljen: { $pot } 🪙
end-share-friday = 🤝 Fredag { $name } får en tredjedel: { $chips } 🪙
end-share-nearest = 🪙 { $name }, tættest på målet, får halvdelen: { $chips } 🪙
end-share-tie = ⚖️ Også på felt { $field }: { $names }. Ved lighed går halvdelen til den første efter vinderen i turrækkefølgen.
end-share-none = Ingen andre er i live, så vinderen beholder det hele.
end-no-winner = ☠️ Ingen overlevede. Ingen vinder puljen: { $pot } 🪙
end-purses-title = 👛 Pungene til sidst:
end-purse = { $name }: { $chips } 🪙
end-purse-winner = 🏆 { $name }: { $chips } 🪙
end-purse-dead = ☠️ { $name }: { $chips } 🪙 (døde i galgen)
end-purse-left = 🚪 { $name }: { $chips } 🪙 (forlod spillet)
end-purse-removed = 🚪 { $name }: { $chips } 🪙 (fjernet fra spillet)
end-dice-log = 🎲 Terningeslag: { $dice }
end-choices-log = 🔀 Valg: { $choices }
end-replay =
    Sådan genafspiller du spillet:
    { $command }
end-replay-seats = 💺 Pladserne i kommandoen: { $seats }
end-turns = { $count ->
        [one] Der blev spillet 1 tur.
       *[other] Der blev spillet { $count } ture.
    }

## Korte svar på et knaptryk
toast-not-your-turn = Det er ikke din tur.
toast-old-game = Denne knap er fra et gammelt spil.
toast-already-done = Allerede gjort.
toast-now-your-turn = Spillet er gået videre imens: nu er det din tur.
toast-choose-again = 👆 Du trykkede lige efter dit slag, så der blev ikke valgt noget: tryk på dit valg igen.
toast-finish-sure = Tryk på »{ $button }« én gang til, så spilles resten af spillet for dig efter reglerne (en 6'er på galgen, felt 42, dræber stadig).
toast-busy = ⏳ Et øjeblik – trækkene er stadig i gang.
toast-busy-twin = ⏳ Et øjeblik – dit sidste tryk er stadig under behandling.
toast-unknown-button = Ukendt knap.
toast-not-in-game = Du er ikke med i dette spil.
toast-you-left = Du har forladt dette spil.
toast-you-joined = ✋ Du er med i dette spil.
toast-not-member = Jeg er ikke længere med i denne gruppe: tilføj mig igen for at spille her.
toast-join-first = Tryk først »{ $button }« for at tage plads.
toast-removed = Du missede { $count ->
        [one] 1 tur
       *[other] { $count } ture
    } i træk og er blevet fjernet fra spillet.
toast-join-not-member = Kun medlemmer af den gruppe kan være med i dens spil.
toast-only-host = Kun værten eller en administrator i chatten kan gøre det.
toast-only-host-named = Kun værten, { $name }, kan gøre det.
toast-only-host-or-admin = Kun værten, { $name }, eller en administrator i chatten kan gøre det.
toast-only-host-or-admin-cancel = Kun værten, { $name }, eller en administrator i chatten kan afbryde dette spil.
toast-only-host-or-admin-lang = Chatten bruger { $language }; kun værten, { $name }, eller en administrator i chatten kan skifte det.
toast-lang-admin-or-host = Kun en administrator i chatten eller værten for et spil her kan skifte chattens sprog.
toast-forwarded-dice = Videresendte terninger tæller ikke: slå din egen 🎲.
toast-only-dice = Kun terningen 🎲 tæller, ikke { $emoji }.
toast-not-your-roll = Det er ikke dig, der skal slå, men { $name }.
toast-game-not-running = Der er intet spil i gang endnu: værten trykker »{ btn-start }«.
toast-unreachable = 🏝 Øen kan ikke nås lige nu. Prøv igen om et øjeblik.
toast-roll-again = 🎲 Det terningeslag tæller ikke: øen kan ikke nås lige nu. Slå igen.
toast-damaged = Det gemte spil var beskadiget og er lagt til side. Start et nyt med /new.
toast-updating = ⏳ Botten bliver opdateret – prøv igen om et minut. Intet er gået tabt.
toast-choose-first = Vælg først en af knapperne.
toast-parrot-silent = Papegøjen er stille nu: vent, til nogen lander på felt 17.
joined-private = ✅ Du er med! Spillet begynder i »{ $group }«, når værten trykker på »{ $button }«.
btn-to-group = ↩️ Til gruppen
toast-left = Du forlod spillet.
toast-saved = Gemt.

## Indstillinger
settings-title = ⚙️ Indstillinger
settings-field12 = 🤒 Felt 12
settings-field12-skip = Stå over næste tur
settings-field12-extra = Slå én gang til
settings-field12-about = { settings-field12 }: udgaverne er uenige om feberen. I den bulgarske udgave står man over næste tur; i den estiske, den vietnamesiske og den danske udgave slår man én gang til.
settings-start-chips = 🪙 Startmærker
settings-ante = 🏦 Indsats i puljen
settings-timeout = ⏱ Tid pr. tur
settings-timeout-value = { $seconds } s
settings-timeout-off = Ubegrænset
settings-timeout-about = { settings-timeout }: når halvdelen af tiden er gået, kommer der en påmindelse; løber tiden ud, tager computeren trækket for spilleren, og den, der misser { $count ->
        [one] 1 tur
       *[other] { $count } ture
    } i træk, bliver fjernet fra spillet.
settings-timeout-inline = I dette spil står påmindelsen kun i denne besked: Telegram sender ingen notifikation, når en besked ændres.
settings-dice = 🎲 Terning
settings-dice-telegram = Animeret 🎲 (Telegram)
settings-dice-bot = Straks (botten slår)
settings-dice-about = { settings-dice }: »Animeret« bruger Telegrams egen 🎲, som alle ser trille et par sekunder hver tur; »Straks« lader botten slå, uden ventetid.
settings-max-players = 👥 Maks. deltagere
settings-current = Nu: { $value }
settings-changed = ✅ { $setting }: { $value }
settings-row = { $setting }: { $value }
settings-locked = Indstillingerne kan ikke ændres, når spillet er startet.
settings-solo = 🤖 Et spil mod computeren bruger standardindstillingerne og den spilleplade, du vælger nedenfor: start det med /new og vælg dine modstandere.
settings-bad-ante = Indsatsen kan ikke være større end antallet af startmærker.

## Sprog
lang-choose = 🌐 Vælg sprog
lang-changed = ✅ Sprog: { $language }
lang-switched = 🌐 { $name } skiftede chattens sprog til { $language }.

## Spil alene
solo-title = 🏝 Spil alene
solo-choose-opponents = Hvor mange computermodstandere?
solo-opponents = { $count ->
        [one] 1 modstander
       *[other] { $count } modstandere
    }
solo-choose-strength = Hvor godt skal de spille?
solo-choose-strength-one = Hvor godt skal den spille?
solo-started = ▶️ Du og { $count ->
        [one] 1 computerspiller
       *[other] { $count } computerspillere
    } sætter sejl. Du slår først.

## Statistik
stats-title = 📊 Statistik for { $name }
stats-games = 🎮 { $count ->
        [one] 1 spil
       *[other] { $count } spil
    } i alt
stats-wins = 🏆 { $count ->
        [one] 1 sejr
       *[other] { $count } sejre
    }
stats-deaths = ☠️ { $count ->
        [0] aldrig død i galgen
        [one] døde én gang i galgen
       *[other] døde { $count } gange i galgen
    }
stats-none = Ingen spil endnu. Start et med /new!
info-none-running = Intet spil er sluttet endnu: det igangværende tæller med, når det er slut.
top-title = 🏆 De bedste Robinsoner i denne chat
top-line = { $rank }. { $name } – { $count ->
        [one] 1 sejr
       *[other] { $count } sejre
    } · { $games } 🎮
top-none = Der er ikke spillet nogen spil i denne chat endnu.
top-no-wins = 🤖 Ingen person har vundet her endnu: computerspillere kommer ikke på listen.
top-played = { $name } – { $games } 🎮

## Hjælp, velkomst og kommandoer
start-private = 👋 Velkommen til Robinson Crusoe, terningeløbet over øen!
    Spil alene mod computeren her, eller tilføj mig til en gruppe og spil med vennerne.
cmd-new = Åbn et nyt spil
cmd-join = Vær med i spillet
cmd-leave = Forlad spillet
cmd-begin = Start spillet
cmd-roll = Slå med terningen
cmd-board = Vis spillepladen
cmd-rules = Spillets regler
cmd-lang = Skift sprog
cmd-settings = Spillets indstillinger
cmd-settings-private = Spillepladens visning i spil mod computeren
cmd-stats = Din statistik
cmd-top = De bedste i denne chat
cmd-top-private = De bedste i alle chats
cmd-cancel = Afbryd spillet
cmd-help = Sådan spiller man
cmd-start = Velkomst og spil alene
board-title = 🗺 Spillepladen

## Fejl
error-generic = 😕 Noget gik galt. Intet er gået tabt; prøv igen.
error-group-only = Det virker kun i en gruppechat.
error-private-only = Det virker kun i en privat chat med mig.
error-bad-number = Send venligst et helt tal.
cli-no-token = Sæt TELEGRAM_BOT_TOKEN til din bots token (få et hos @BotFather: https://t.me/BotFather), eller prøv botten i din browser uden: robinson-bot playground
cli-token-rejected = Telegram afviste tokenet: få et nyt hos @BotFather: https://t.me/BotFather
cli-playground-no-token = Ingen TELEGRAM_BOT_TOKEN, så dette er legepladsen: botten i din browser. Til den rigtige bot skal du hente et token hos @BotFather (https://t.me/BotFather) og køre TELEGRAM_BOT_TOKEN=… make run

## History
history-title = 📜 De seneste spil her
history-title-group = 📜 De seneste spil i »{ $group }«
history-title-yours = 📜 Dine seneste spil
history-won = { $number }. 🏆 { $name } vandt i runde { $round }
history-no-winner = { $number }. ☠️ Ingen kom hjem
history-cancelled = { $number }. ✖️ Afbrudt i runde { $round }
history-none = Der er ikke spillet nogen spil her endnu. Start et med /new.
history-none-running = Intet spil er sluttet her endnu: det igangværende kommer på listen, når det slutter.
history-none-yours = 📜 Ingen af dine spil er slut endnu. Hvert spil, du spiller her, i en gruppe eller via @{ $bot }, kommer på listen her, når det slutter. Start et med /new.
history-cancelled-uncounted = ✖️ Et afbrudt spil tæller ikke med i /stats.
cmd-history = De seneste spil og deres terningeslag

## Galgens mærke og byttets besked til den, der sendes tilbage
game-player-gallows = ☠️ en 6'er dræber
game-player-home-on = 🎯 kun en { $value }'er fører hjem
game-player-timed-out = ⏱ computeren tog { $count } { $count ->
    [one] træk
       *[other] træk
 }
game-player-last-chance = ⚠️ misser én tur mere: ude
swap-told = ⚓ { $name }, { $mover } byttede plads med dig: du er tilbage på felt { $field }.

## Net chips, the top of every chat, a roll that counted, a running game
stats-chips-won = 🪙 Netto for alle spil: { $count ->
        [one] +1 mærke
       *[other] +{ $count } mærker
    } i forhold til dine startmærker, før indsatsen
stats-chips-lost = 🪙 Netto for alle spil: { $count ->
        [one] −1 mærke
       *[other] −{ $count } mærker
    } i forhold til dine startmærker, før indsatsen
stats-chips-even = 🪙 Netto for alle spil: ±0 mærker i forhold til dine startmærker, før indsatsen
top-global-title = 🏆 De bedste Robinsoner i alle chats
top-global-none = Ingen spil er slut endnu. Start et med /new!
toast-roll-counted = Dit slag er allerede talt med: botten slog 🎲 for dig. Nu er det { $name }, der skal slå.
toast-own-roll-counted = Din egen 🎲 er allerede talt med. Nu er det { $name }, der skal slå.
toast-roll-timed-out = ⏱ Din tid løb ud, så computeren tog trækket for dig. Nu er det { $name }, der skal slå.
toast-too-early = ⏳ Dit slag kom, før spillepladen viste, at det var din tur, så det tæller ikke. Slå igen nu.

## A turn's time in the settings' buttons
settings-timeout-minutes = { $minutes } min

## Velkomst, /start, /help og de korte regler
welcome-group = 👋 Hej! Jeg er spilleder for Robinson Crusoe her: et terningeløb over øen, fra Robinsons hjem til gensynet med hans gamle far.
    Tryk »🏝 Nyt spil« for at åbne et bord; tryk på et flag for at skifte mit sprog i gruppen.
btn-new-game = 🏝 Nyt spil
btn-play-computer = 🤖 Spil mod computeren
btn-add-to-group = ➕ Tilføj mig til en gruppe
btn-full-rules = 📖 Alle reglerne
help-title = 🏝 Robinson Crusoe: sådan spiller man
help-turn = 🎲 På din tur trykker du »Slå«: terningen viser, hvor mange felter du rykker frem.
rules-key-points =
    🪙 På nogle felter betaler du til puljen, på andre tager du fra den; den, der først kommer hjem, vinder puljen.
    ☠️ En 6'er slået på galgen, felt 42, dræber.
rules-key-share = 🤝 Vinderen deler puljen: en tredjedel til sin Fredag, ellers halvdelen til den, der er tættest på at komme hjem.

## En vært, der gik; en afslutning, hvor nogen gik
game-host-passed = 👑 { $name } er nu vært.
end-share-none-left = Ingen andre er med længere, så vinderen beholder det hele.
end-no-winner-left = 🚪 Ingen er med længere. Ingen vinder puljen: { $pot } 🪙

## Et spil er her allerede: du er med, eller du melder dig via privat chat
lobby-already-seated = Du er allerede med: spillet begynder, når værten trykker på »{ $button }«.
lobby-already-host = Du er værten: spillet begynder, når du trykker på »{ $button }«.
joined-private-already = ✅ Du er allerede med i spillet i »{ $group }«: det begynder der, når værten trykker på »{ $button }«.
joined-private-playing = 🎲 Du er allerede i gang med spillet i »{ $group }«.
joined-private-started = ⏳ Spillet i »{ $group }« er allerede begyndt; du kan være med i det næste.
joined-private-none = 🏝 Der er ikke længere et åbent spil i »{ $group }«: alle i gruppen kan starte et nyt med /new.

# Issue 25: a solo game speaks to its player; the solo menu's mix
game-your-turn = 🎲 Din tur: tryk »Slå«.
game-your-choice = 👇 Du skal vælge: tryk på en knap nedenfor.
game-parrot-call-you = 🦜 Sig det også: tryk »Stakkels Robinson!«
game-parrot-call-named = 🦜 Sig det sammen med { $name }: tryk »Stakkels Robinson!«
game-parrot-call-yours = 🦜 Du taler med papegøjen: tryk »Stakkels Robinson!«
game-parrot-call-group = 🦜 { $name } taler med papegøjen. Alle sammen: tryk »Stakkels Robinson!«
btn-bot-mix = 🔀 Blandet
strength-mix-about = 🔀 Blandet: kloge og tilfældige modstandere på skift.

# Issue 25: the private rule book's parts behind buttons
btn-rules-decisions = ⚖️ Vores afgørelser R1–R27
btn-rules-fields = 🗺 De 45 felter

# Issue 25: /history in a group shows the games; the logs come in private
btn-history-logs = 🎲 Spillenes forløb i privat chat
btn-game-log = 🎲 Spillets terningeslag
history-not-member = Kun medlemmer af den gruppe kan se dens spil.

## Inline mode: a game in any chat, in one message
inline-title = 🏝 Nyt spil: Robinson Crusoe
inline-description = Beskeden i denne chat er selve spillet: alle her kan være med og spille i den.
btn-play-elsewhere = 🎲 Spil i en anden chat
btn-remove-seat = ➖ Fjern en spiller

# Play-test 43: a command the bot does not know, in a private chat
unknown-command = 🤔 Kommandoen { $command } kender jeg ikke. /help viser alle kommandoer.
unknown-command-guess = 🤔 Kommandoen { $command } kender jeg ikke. Mente du { $guess }? /help viser alle kommandoer.
