"""A redelivered update is handled once: checked before the handlers, marked after them."""

from __future__ import annotations

import time

from telegram import Update
from telegram.ext import ApplicationHandlerStop, TypeHandler

from fsm.exceptions import StoreUnavailable
from tgbot.appstate import Context

BEFORE, AFTER = -1, 1  # handler groups around the main group 0


def update_key(update: Update, context: Context) -> str:
    """An update's id qualified by the bot's id: update ids are unique only per bot."""
    return f"{context.bot.id}:{update.update_id}"


async def skip_if_handled(update: Update, context: Context) -> None:
    """Stop here if this update was already handled (by this or another process)."""
    chat = update.effective_chat
    if chat is None:
        return
    try:
        seen = await context.bot_data.games.store.updates.handled(
            chat.id, update_key(update, context)
        )
    except StoreUnavailable:
        return  # the handler itself will tell the user the island is unreachable
    if seen:
        raise ApplicationHandlerStop


async def mark_handled(update: Update, context: Context) -> None:
    """Remember the update as handled, once every handler has had it."""
    chat = update.effective_chat
    if chat is not None:
        await context.bot_data.games.store.updates.mark_handled(
            chat.id, update_key(update, context), time.time()
        )


def dedupe_handlers() -> list[tuple[TypeHandler[Update, Context, None], int]]:
    """The two handlers with the groups they belong in."""
    return [
        (TypeHandler(Update, skip_if_handled), BEFORE),
        (TypeHandler(Update, mark_handled), AFTER),
    ]
