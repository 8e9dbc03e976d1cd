"""A game's place gone (its forum topic closed or deleted, its inline message deleted): the
game is cancelled and archived."""

from __future__ import annotations

from telegram import Update

from fsm import Actor, SessionData
from tgbot.appstate import AppState, Context
from tgbot.chat.origin import abandon, person_name, place_of
from tgbot.handlers.common import guarded
from tgbot.outbox.live import host_name
from tgbot.outbox.show import chat_lang, show_result


@guarded
async def topic_closed(update: Update, context: Context) -> None:
    """forum_topic_closed: end the topic's game as if the bot had been removed from it, and
    say so on its board (a closed topic takes edits, not new messages): its players would
    otherwise find a live Roll that leads nowhere once it is reopened."""
    message, user = update.effective_message, update.effective_user
    if message is None or user is None or not message.is_topic_message:
        return
    closer = Actor(user.id, person_name(user), is_admin=True)
    result = await abandon(context.bot_data.games, place_of(update), closer)
    if result is not None:
        lang = await chat_lang(update, context)
        await show_result(context.bot, context.bot_data, result, lang)


async def end_where_gone(state: AppState, data: SessionData) -> None:
    """The outbox found the game's topic gone (ended in the host's name) or its inline message
    deleted by its sender (ended in Telegram's)."""
    name = "Telegram" if data.inline_id is not None else host_name(data)
    await abandon(state.games, data.place, Actor(data.host, name, is_admin=True))
