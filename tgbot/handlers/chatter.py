"""What a private chat with no game hears back for words, a sticker or a 🎲 sent to the bot."""

from __future__ import annotations

import time

from telegram import Chat, Update

from tgbot.appstate import Context
from tgbot.chat.origin import place_of
from tgbot.handlers.common import guarded
from tgbot.outbox.replies import reply
from tgbot.outbox.show import chat_lang
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
