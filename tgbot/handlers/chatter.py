"""What a private chat hears back for words, a sticker or a 🎲 sent with no game there, and
for a command the bot does not know."""

from __future__ import annotations

import difflib
import time

from telegram import Chat, Update

from tgbot.appstate import Context
from tgbot.botapi.commands_menu import GROUP_COMMANDS, PRIVATE_COMMANDS
from tgbot.chat.origin import place_of, typed_command
from tgbot.handlers.common import guarded
from tgbot.outbox.replies import reply
from tgbot.outbox.show import chat_lang, tell
from tgbot.render.welcome import private_start_view

WELCOME_AGAIN = 60.0  # seconds before words in the same chat get the welcome once more


@guarded
async def private_chatter(update: Update, context: Context) -> None:
    """Words or a sticker in a private chat: with no game there, the welcome again."""
    await no_game_hint(update, context)


async def no_game_hint(update: Update, context: Context) -> None:
    """In a private chat with no game, the welcome with its ▶️ Play the computer a tap away
    (play-test 20: 'tere' and a 🎲 sent to the bot got no answer at all); a group's chatter
    gets none, nor words under a running game (its board stays the chat's last message)."""
    chat, state = update.effective_chat, context.bot_data
    if chat is None or chat.type != Chat.PRIVATE:
        return
    if await state.games.fetch(place_of(update)) is not None:
        return
    last, now = state.welcomed.get(chat.id), time.monotonic()
    if last is not None and now - last < WELCOME_AGAIN:  # not one welcome per word (pt 21)
        return
    view = private_start_view(await chat_lang(update, context), context.bot.username)
    if await reply(update, view) is not None:
        state.welcomed.put(chat.id, now)


@guarded
async def unknown_command(update: Update, context: Context) -> None:
    """A command the bot does not know, in a private chat: said so, with the nearest one it
    knows (play-test 43: '/nwe', '/stat' and '/rol' got no answer, the bot seemed dead); a
    group's may be another bot's, and get none."""
    message = update.effective_message
    if message is None or not message.text:
        return
    typed = typed_command(message.text)
    known = dict.fromkeys((*PRIVATE_COMMANDS, *GROUP_COMMANDS))
    near = difflib.get_close_matches(typed[1:].lower(), known, n=1, cutoff=0.6)
    if near:
        await tell(update, context, "unknown-command-guess", command=typed, guess=f"/{near[0]}")
    else:
        await tell(update, context, "unknown-command", command=typed)
