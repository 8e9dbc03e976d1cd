# Every message of the bot outside the story of the game.
# Names ($name, $host, $names) are inserted as given; the bot escapes them. No markup here.

language-name = 🇬🇧 English

## Lobby
lobby-title = 🏝 Robinson Crusoe — a new game
lobby-host = 👑 Host: { $name }
lobby-last-winner = 🏆 Last game: { $name } won
lobby-last-no-winner = 🏁 Last game: nobody came home
lobby-players-title = 👥 Players:
lobby-players-full = 👥 Players ({ $seated }/{ $max }, table full):
lobby-player = { $index }. { $name }
lobby-player-cashier = { $index }. { $name } · 💰 cashier, plays first
lobby-player-bot = { $index }. 🤖 { $name } · { $strength }
lobby-no-players = Nobody has joined yet.
lobby-seats = 🪑 { $count ->
        [one] 1 player
       *[other] { $count } players
    } of { $max } (min. { $min })
lobby-settings-title = ⚙️ Settings
lobby-field12-skip = 🤒 Field 12: miss the next turn
lobby-field12-extra = 🤒 Field 12: roll once more
lobby-start-chips = 🪙 Each player gets { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }
lobby-ante = 🏦 Ante into the pot: { $count ->
        [one] 1 chip
       *[other] { $count } chips
    }
lobby-timeout = ⏱ Time per turn: { $time }
lobby-timeout-off = ⏱ Time per turn: no limit
lobby-dice-telegram = 🎲 Dice: animated 🎲 (Telegram)
lobby-dice-bot = 🎲 Dice: instant (the bot rolls)
lobby-language = 🌐 Language: { $language }
lobby-usually = (standard: { $value })
lobby-rule-followed = (changed with the language)
lobby-hint = Press “Join” to take a seat. The youngest player presses “I'm the youngest”: they become the cashier and start.
lobby-roll-hint = 👉 Roll with “🎲 Roll”, with /roll, or send your own 🎲.
lobby-roll-hint-buttons = 👉 Roll with “🎲 Roll” or /roll: dice sent in this group don't reach the bot.
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

strength-random = random
strength-forward = bold
strength-optimal = clever
strength-random-about = 🎲 Random: picks any allowed move by chance.
strength-forward-about = ➡️ Bold: always takes the move that goes furthest.
strength-optimal-about = 🧠 Clever: picks the move with the best chance to win, given where everyone stands.

btn-join = ✋ Join
btn-leave = 🚪 Leave
btn-join-private = 💬 Join in private chat
btn-youngest = 👶 I'm the youngest
btn-add-bot = 🤖 Add a computer player
btn-bot-random = 🎲 Random
btn-bot-forward = ➡️ Bold
btn-bot-optimal = 🧠 Clever
btn-remove-bot = ➖ Remove a computer player
btn-settings = ⚙️ Settings
btn-start = ▶️ Start
btn-cancel = ✖️ Cancel
btn-sure-leave = ✅ Leave the game
btn-sure-cancel = ✅ Cancel the game
btn-play-on = ↩️ Play on
toast-sure-leave = 🚪 Really leave? You keep your chips but take no more turns, and the game goes on without you. Press “{ $button }” below to confirm.
toast-sure-cancel = ✖️ Cancel the game for everyone? Press “{ $button }” below to confirm.
inline-asks-leave = 🚪 { $name } wants to leave the game: ✅ to confirm, ↩️ to play on.
inline-asks-cancel = ✖️ { $name } wants to cancel the game: ✅ to confirm, ↩️ to play on.
toast-sure-cancel-solo = ✖️ Cancel this game? Press “{ $button }” below to confirm.
toast-sure-leave-solo = 🚪 Really leave? The computer players then finish the game, and it counts in your /stats (a game ended with /cancel does not). Press “{ $button }” below to confirm.
toast-sure-leave-last = 🚪 Really leave? You are the last one in the race: the game then ends, and the pot goes unclaimed ({ $pot } 🪙). Press “{ $button }” below to confirm.
toast-question-for = This question is for { $name }.
toast-only-host-inline = Only the host, { $name }, can cancel this game.
btn-play-again = 🔁 Play again
btn-back = ⬅️ Back
btn-done = ✅ Done
btn-language = 🌐 Language
btn-roll = 🎲 Roll
btn-parrot = 🦜 Poor Robinson!
btn-finish-for-me = ⏩ Finish for me
game-last-person = ⏩ { $name } is the last person in the game: roll on, or press “Finish for me”.
game-last-person-choice = ⏩ { $name } is the last person in the game: choose, or press “Finish for me”.
btn-rules = 📜 Rules

lobby-joined = ✋ { $name } joined the game.
lobby-left = 🚪 { $name } left the lobby.
lobby-youngest = 👶 { $name } is the youngest: cashier and first to play.
lobby-bot-added = 🤖 { $name } ({ $strength }) takes a seat.
lobby-bot-removed = ➖ { $name } leaves the table.
lobby-remove-about = ➖ Tap a name below to take that player off the table.
lobby-too-few = Not enough players yet: at least { $min } are needed to start.
lobby-too-many = The table is full: at most { $max } players.
lobby-only-host-start = Only the host or a chat admin can start the game.
lobby-only-host-cancel = Only the host or a chat admin can cancel the game.
lobby-only-host-settings = Only the host or a chat admin can change the settings.
lobby-already-joined = You have already joined.
lobby-not-joined = You haven't joined this game.
lobby-exists = A game is already being set up in this chat: press “{ $button }” above.
lobby-exists-below = A game is already being set up in this chat: press “{ $button }” below.
lobby-game-running = A game is already running in this chat.
lobby-running-end-yours = You can end it with /cancel.
lobby-running-end-host = The host, { $name }, or a chat admin can end it with /cancel.
lobby-join-next = You can join the next game once this one is over.
lobby-started = ▶️ The game begins! { $name } is the cashier and rolls first.
start-ping = ▶️ { $players }: the game begins! { $name } is the cashier and rolls first.
lobby-cancelled = ✖️ { $name } cancelled the game.
lobby-cancelled-private = ✖️ You cancelled the game.
cancel-standings = 📍 Where everyone stood:
cancel-standing = { $place }. { $name }: field { $field } · { $chips } 🪙
cancel-standing-start = { $place }. { $name }: at the start · { $chips } 🪙
cancel-pot = 🏦 The pot goes unclaimed: { $pot } 🪙
game-finished-for = ⏩ The bot played { $name }'s last { $count ->
        [one] turn
       *[other] { $count } turns
    } by the rules.
lobby-expired = ⌛ Nobody started the game, so the lobby has been closed.
lobby-no-game = There is no game in this chat. Start one with /new.
lobby-no-game-inline = A game sent through @{ $bot } is played with the buttons under it.

## The live game message
game-header = 🏝 Robinson · round { $round } · pot { $pot } 🪙
game-player = 🧭 { $name } on { $field } · { $chips } 🪙
game-player-start = 🧭 { $name } at the start · { $chips } 🪙
game-player-turn = 👉 { $name } on { $field } · { $chips } 🪙
game-player-turn-start = 👉 { $name } at the start · { $chips } 🪙
game-player-dead = ☠️ { $name } (dead) · { $chips } 🪙
game-player-left = 🚪 { $name } (left) · { $chips } 🪙
game-player-removed = 🚪 { $name } (removed) · { $chips } 🪙
game-player-home = 🏠 { $name } home · { $chips } 🪙
game-player-friday = 🤝 Friday: { $name }
game-player-fever = 🤒 misses the next turn
game-player-restart = 🚢 may start over
game-player-tree = 🌳 may stay in the tree
game-turn = 🎲 { $name }'s turn to roll.
game-turn-dice = 🎲 { $name }'s turn: send a 🎲 or press “🎲 Roll”.
game-turn-button = 🎲 { $name }'s turn: press “🎲 Roll”.
game-waiting-choice = ⏳ Waiting for { $name } to choose.
game-parrot-call = 🦜 Everyone together: press “Poor Robinson!”
game-said-poor = 🦜 { $names } said “Poor Robinson!”
game-you-said = 🦜 You said it: “Poor Robinson!”
game-last-moves = Last moves:

## Reminders and time-outs
remind-turn = { $name }, it's your turn! 🎲
remind-choice = { $name }, you have a choice to make. ⏳
remind-time-limit = ⏱ You have { $time } per turn; if time runs out, the computer plays it for you.
remind-time-only = ⏱ You have { $time } per turn.
remind-last-chance = ⚠️ If time runs out on this turn too, you are removed from the game.
remind-time-left = ⏳ { $time } left in this turn; if time runs out, the computer plays it for you.
remind-time-left-only = ⏳ { $time } left in this turn.
time-minutes-seconds = { $minutes } min { $seconds } s
timeout-auto = ⏱ { $name } took too long, so the computer played the turn.
timeout-removed = 🚪 { $name } missed { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } in a row and was removed from the game.

## The end
end-title = 🏁 Game over
end-winner = 🏆 { $name } is home in round { $round } and wins the pot: { $pot } 🪙
end-share-friday = 🤝 Friday { $name } gets a third: { $chips } 🪙
end-share-nearest = 🪙 { $name }, nearest to home, gets half: { $chips } 🪙
end-share-tie = ⚖️ Also on { $field }: { $names }. A tie goes to the first in turn order after the winner.
end-share-none = Nobody else is alive, so the winner keeps it all.
end-no-winner = ☠️ Nobody survived. The pot goes unclaimed: { $pot } 🪙
end-purses-title = 👛 Final purses:
end-purse = { $name }: { $chips } 🪙
end-purse-winner = 🏆 { $name }: { $chips } 🪙
end-purse-dead = ☠️ { $name }: { $chips } 🪙 (died on the gallows)
end-purse-left = 🚪 { $name }: { $chips } 🪙 (left the game)
end-purse-removed = 🚪 { $name }: { $chips } 🪙 (removed from the game)
end-dice-log = 🎲 Dice: { $dice }
end-choices-log = 🔀 Choices: { $choices }
end-replay =
    To replay this game:
    { $command }
end-replay-seats = 💺 Seats in the command: { $seats }
end-turns = { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } played.

## Toasts (short answers to a button press)
toast-not-your-turn = It's not your turn.
toast-old-game = This button is from an old game.
toast-already-done = Already done.
toast-now-your-turn = The game moved on meanwhile: it's your turn now.
toast-choose-again = 👆 You tapped right after your roll, so nothing was chosen: tap your choice again.
toast-finish-sure = Tap “{ $button }” once more and the rest of the game is played for you by the rules (a 6 on the gallows, field 42, still ends your race).
toast-busy = ⏳ One moment — the moves are still being played.
toast-busy-twin = ⏳ One moment — your last tap is still being handled.
toast-unknown-button = Unknown button.
toast-not-in-game = You are not in this game.
toast-you-left = You left this game.
toast-you-joined = ✋ You joined this game.
toast-not-member = I'm no longer in this group: add me again to play here.
toast-join-first = Press “{ $button }” first to take a seat.
toast-removed = You missed { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } in a row and were removed from the game.
toast-join-not-member = Only members of that group can join its game.
toast-only-host = Only the host or a chat admin can do that.
toast-only-host-named = Only the host, { $name }, can do that.
toast-only-host-or-admin = Only the host, { $name }, or a chat admin can do that.
toast-only-host-or-admin-cancel = Only the host, { $name }, or a chat admin can cancel this game.
toast-only-host-or-admin-lang = This chat speaks { $language }; only the host, { $name }, or a chat admin can switch it.
toast-lang-admin-or-host = Only a chat admin, or the host of a game here, can switch the chat's language.
toast-forwarded-dice = Forwarded dice don't count: roll your own 🎲.
toast-only-dice = Only the 🎲 die counts, not { $emoji }.
toast-not-your-roll = It's not your roll: it's { $name }'s turn.
toast-game-not-running = No game is running yet: the host presses “{ btn-start }”.
toast-unreachable = 🏝 The island can't be reached right now. Try again in a moment.
toast-roll-again = 🎲 That die didn't count: the island can't be reached right now. Roll again.
toast-damaged = The saved game was damaged and has been set aside. Start a new one with /new.
toast-updating = ⏳ The bot is being updated — try again in a minute. Nothing is lost.
toast-choose-first = Choose one of the buttons first.
toast-parrot-silent = The parrot is quiet now: wait for someone to land on 17.
joined-private = ✅ You're in! The game starts in “{ $group }” when the host presses “{ $button }”.
btn-to-group = ↩️ To the group
toast-left = You left the game.
toast-saved = Saved.

## Settings menu
settings-title = ⚙️ Settings
settings-field12 = 🤒 Field 12
settings-field12-skip = Miss the next turn
settings-field12-extra = Roll once more
settings-field12-about = { settings-field12 }: the editions disagree on the fever. In the Bulgarian one you miss the next turn; in the Estonian, Vietnamese and Danish ones you roll once more.
settings-start-chips = 🪙 Starting chips
settings-ante = 🏦 Ante into the pot
settings-timeout = ⏱ Time per turn
settings-timeout-value = { $seconds } s
settings-timeout-off = No limit
settings-timeout-about = { settings-timeout }: halfway through, the bot sends a reminder; when time is up, the computer plays the turn for that player, and anyone who misses { $count ->
        [one] 1 turn
       *[other] { $count } turns
    } in a row is removed from the game.
settings-timeout-inline = In this game the reminder only appears in this message: Telegram notifies no one when a message is edited.
settings-dice = 🎲 Dice
settings-dice-telegram = Animated 🎲 (Telegram)
settings-dice-bot = Instant (the bot rolls)
settings-dice-about = { settings-dice }: “Animated” rolls Telegram's own 🎲, which everyone sees tumble for a few seconds each turn; “Instant” has the bot roll, and the board moves at once.
settings-max-players = 👥 Max players
settings-current = Now: { $value }
settings-changed = ✅ { $setting }: { $value }
settings-row = { $setting }: { $value }
settings-locked = The settings can't be changed once the game has started.
settings-solo = 🤖 A game against the computer plays with the standard settings, on the board you choose below: start it with /new and choose your opponents.
settings-bad-ante = The ante can't be more than the starting chips.

## Language menu
lang-choose = 🌐 Choose a language
lang-changed = ✅ Language: { $language }
lang-switched = 🌐 { $name } switched this chat to { $language }.

## Solo game
solo-title = 🏝 A game on your own
solo-choose-opponents = How many computer opponents?
solo-opponents = { $count ->
        [one] 1 opponent
       *[other] { $count } opponents
    }
solo-choose-strength = How well should they play?
solo-choose-strength-one = How well should it play?
solo-started = ▶️ You and { $count ->
        [one] 1 computer player
       *[other] { $count } computer players
    } set sail. You roll first.

## Statistics
stats-title = 📊 { $name }'s games
stats-games = 🎮 { $count ->
        [one] 1 game played
       *[other] { $count } games played
    }
stats-wins = 🏆 { $count ->
        [one] 1 win
       *[other] { $count } wins
    }
stats-deaths = ☠️ { $count ->
        [one] died once on the gallows
       *[other] died { $count } times on the gallows
    }
stats-none = No games played yet. Start one with /new!
info-none-running = No game has ended yet: the one under way counts once it ends.
top-title = 🏆 The best Robinsons in this chat
top-line = { $rank }. { $name } — { $count ->
        [one] 1 win
       *[other] { $count } wins
    } · { $games } 🎮
top-none = No games in this chat yet.
top-no-wins = 🤖 No person has won here yet: computer players are not ranked.
top-played = { $name } — { $games } 🎮

## Help, welcome and commands
start-private = 👋 Welcome to Robinson Crusoe, the dice race across the island!
    Play alone against the computer here, or add me to a group and play with friends.
cmd-new = Open a new game
cmd-join = Join the game
cmd-leave = Leave the game
cmd-begin = Start the game
cmd-roll = Roll the die
cmd-board = Show the board
cmd-rules = The rules of the game
cmd-lang = Change the language
cmd-settings = Game settings
cmd-settings-private = Board view for games against the computer
cmd-stats = Your statistics
cmd-top = Best players in this chat
cmd-top-private = Best players across all chats
cmd-cancel = Cancel the game
cmd-help = How to play
cmd-start = Welcome and solo game
board-title = 🗺 The board

## Errors
error-generic = 😕 Something went wrong. Nothing was lost; please try again.
error-group-only = This only works in a group chat.
error-private-only = This only works in a private chat with me.
error-bad-number = Please send a whole number.
cli-no-token = Set TELEGRAM_BOT_TOKEN to your bot's token (get one from @BotFather: https://t.me/BotFather), or try the bot in your browser without one: robinson-bot playground
cli-token-rejected = The token was rejected by Telegram: get a new one from @BotFather: https://t.me/BotFather
cli-playground-no-token = No TELEGRAM_BOT_TOKEN, so this is the playground: the bot in your browser. For the real bot get a token from @BotFather (https://t.me/BotFather) and run TELEGRAM_BOT_TOKEN=… make run

## History
history-title = 📜 The last games here
history-title-group = 📜 The last games in “{ $group }”
history-title-yours = 📜 Your last games
history-won = { $number }. 🏆 { $name } won in round { $round }
history-no-winner = { $number }. ☠️ Nobody got home
history-cancelled = { $number }. ✖️ Cancelled in round { $round }
history-none = No games have been played here yet. Start one with /new.
history-none-running = No game has ended here yet: the one under way is listed once it ends.
history-none-yours = 📜 None of your games has ended yet. Each game you play here, in a group or through @{ $bot }, is listed here once it ends. Start one with /new.
history-cancelled-uncounted = ✖️ A cancelled game does not count in /stats.
cmd-history = The last games and their dice

## The gallows mark and the swap's message to the one sent back
game-player-gallows = ☠️ a 6 kills
game-player-home-on = 🎯 only a { $value } gets home
game-player-timed-out = ⏱ the computer played { $count } { $count ->
    [one] turn
       *[other] turns
 }
game-player-last-chance = ⚠️ one more miss, and out
swap-told = ⚓ { $name }, { $mover } swapped places with you: you are back on { $field }.

## Net chips, the top of every chat, a roll that counted, a running game
stats-chips-won = 🪙 Net over all games: { $count ->
        [one] +1 chip
       *[other] +{ $count } chips
    } vs. your starting chips, before the ante
stats-chips-lost = 🪙 Net over all games: { $count ->
        [one] −1 chip
       *[other] −{ $count } chips
    } vs. your starting chips, before the ante
stats-chips-even = 🪙 Net over all games: ±0 chips vs. your starting chips, before the ante
top-global-title = 🏆 The best Robinsons across all chats
top-global-none = No games finished yet. Start one with /new!
toast-roll-counted = Your roll has already counted: the bot rolled the 🎲 for you. Now it's { $name }'s turn.
toast-own-roll-counted = Your own 🎲 has already counted. Now it's { $name }'s turn.
toast-roll-timed-out = ⏱ Your time ran out, so the computer played your turn. Now it's { $name }'s turn.
# a 🎲 or /roll sent while the sender's last move was still being shown (play-test 38)
toast-too-early = ⏳ That roll came before the board showed your turn, so it didn't count. Roll again now.

## A turn's time in the settings' buttons
settings-timeout-minutes = { $minutes } min

## Welcome, /start, /help and the short rules
welcome-group = 👋 Hello! I run Robinson Crusoe here: a dice race across the island, from Robinson's home back to his old father.
    Press “🏝 New game” to open a table; a flag switches my language for this group.
btn-new-game = 🏝 New game
btn-play-computer = 🤖 Play against the computer
btn-add-to-group = ➕ Add me to a group
btn-full-rules = 📖 The full rule book
help-title = 🏝 Robinson Crusoe: how to play
help-turn = 🎲 On your turn, press “🎲 Roll”: you move on as many fields as the die shows.
rules-key-points =
    🪙 Some fields make you pay into the pot, others let you take from it; the first one home wins the pot.
    ☠️ A 6 rolled on the gallows, field 42, kills.
rules-key-share = 🤝 The winner shares the pot: a third to their Friday, or else half to the player nearest home.

## A host who left, an ending with players who left
game-host-passed = 👑 { $name } is the host now.
end-share-none-left = Nobody else is still in the race, so the winner keeps it all.
end-no-winner-left = 🚪 Nobody is left in the race. The pot goes unclaimed: { $pot } 🪙

## A game already here: seated, or joined through the private link
lobby-already-seated = You're already at the table: the game starts when the host presses “{ $button }”.
lobby-already-host = You're the host: the game starts when you press “{ $button }”.
joined-private-already = ✅ You're already in the game in “{ $group }”: it starts there when the host presses “{ $button }”.
joined-private-playing = 🎲 You're already playing the game in “{ $group }”.
joined-private-started = ⏳ The game in “{ $group }” has already begun; you can join the next one.
joined-private-none = 🏝 There is no open game in “{ $group }” any more: anyone there can open one with /new.

# Issue 25: a solo game speaks to its player; the solo menu's mix
game-your-turn = 🎲 Your turn: press “🎲 Roll”.
game-your-choice = 👇 Your choice: tap a button below.
game-parrot-call-you = 🦜 Say it too: press “Poor Robinson!”
game-parrot-call-named = 🦜 Say it with { $name }: press “Poor Robinson!”
game-parrot-call-yours = 🦜 You talk to the parrot: press “Poor Robinson!”
game-parrot-call-group = 🦜 { $name } talks to the parrot. Everyone together: press “Poor Robinson!”
btn-bot-mix = 🔀 A mix
strength-mix-about = 🔀 A mix: clever and random opponents in turn.

# Issue 25: the private rule book's parts behind buttons
btn-rules-decisions = ⚖️ Our decisions R1–R27
btn-rules-fields = 🗺 The 45 fields

# Issue 25: /history in a group shows the games; the logs come in private
btn-history-logs = 🎲 Dice and replays in private chat
btn-game-log = 🎲 This game's dice
history-not-member = Only members of that group can see its games.

## Inline mode: a game in any chat, in one message
inline-title = 🏝 New game of Robinson Crusoe
inline-description = The message in this chat is the game: everyone here can join and play in it.
btn-play-elsewhere = 🎲 Play in another chat
btn-remove-seat = ➖ Remove a player

# Play-test 43: a command the bot does not know, in a private chat
unknown-command = 🤔 I don't know { $command }. /help lists every command.
unknown-command-guess = 🤔 I don't know { $command }. Did you mean { $guess }? /help lists every command.
